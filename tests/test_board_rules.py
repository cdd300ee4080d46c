"""The rules of the board (one king of each colour, one piece per square):
checked by the core without judging the boards, and worded one way whoever
finds a break -- a format's reader, ``Position``, or boards given as arrays."""
from array import array

import pytest

import fastcheck
from fastcheck import _core
from fastcheck.counts import count
from fastcheck.errors import FormatError
from fastcheck.formats import Boards, check_boards, read_boards
from fastcheck.kit.validate import validate

GOOD = "2\n8 2\n1 1 k\n8 8 K\n\n8 3\n1 1 k\n8 8 K\n4 4 q\n"
DUP = "1\n8 3\n1 1 k\n8 8 K\n1 1 q\n"
TWO_KINGS = "1\n8 3\n1 1 k\n8 8 K\n2 2 k\n"
NO_KING = "1\n8 2\n1 1 k\n2 2 q\n"


def _boards(pieces_per_board):
    xs, ys, ks, cs, offs = [], [], [], [], [0]
    for pieces in pieces_per_board:
        for x, y, letter in pieces:
            p = fastcheck.Piece.from_symbol(letter)
            xs.append(x)
            ys.append(y)
            ks.append(p.piece_type)
            cs.append(int(p.color))
        offs.append(len(xs))
    return Boards("sparse", array("q", [8] * len(pieces_per_board)), array("q", offs), array("q", xs),
                  array("q", ys), array("b", ks), array("b", cs))


@pytest.fixture
def no_solving(monkeypatch):
    """The core's verdict engine refuses to run: whatever passes only checked the rules."""
    def refuse(*args):
        raise AssertionError("solve_batch ran")
    monkeypatch.setattr(_core, "solve_batch", refuse)


def test_validating_reading_and_counting_do_not_solve(no_solving):
    assert validate(GOOD).ok
    positions = fastcheck.read_positions(GOOD)
    assert [len(p) for p in positions] == [2, 3]
    assert count(GOOD) == "".join(f"{p.move_count(fastcheck.WHITE)} {p.move_count(fastcheck.BLACK)}\n"
                                  for p in positions) == "3 3\n29 2\n"
    for text, kind in ((DUP, "duplicate"), (TWO_KINGS, "kings"), (NO_KING, "kings")):
        assert validate(text).error.kind == kind
        with pytest.raises(FormatError) as err:
            count(text)
        assert err.value.kind == kind
        with pytest.raises(FormatError):
            fastcheck.read_positions(text)


@pytest.mark.parametrize("text, line, words", [
    (DUP, 5, "one piece per square, but (1, 1) already holds a piece from line 3"),
    (TWO_KINGS, 5, "one white king 'k', but line 3 has one already"),
    (NO_KING, 4, "a black king 'K' on the board"),
])
def test_a_text_names_the_lines(text, line, words):
    with pytest.raises(FormatError) as err:
        check_boards(read_boards(text.encode(), "sparse"), text.encode())
    assert err.value.line == line and err.value.board == 1 and err.value.expected == words
    with pytest.raises(FormatError) as again:
        fastcheck.solve(text)
    assert str(again.value) == str(err.value)


@pytest.mark.parametrize("pieces, message, kind", [
    ([(1, 1, "k"), (8, 8, "K"), (1, 1, "q")],
     "expected piece 3: one piece per square, but (1, 1) already holds piece 1", "duplicate"),
    ([(1, 1, "k"), (8, 8, "K"), (2, 2, "k")],
     "expected piece 3: one white king 'k', but piece 1 is one already", "kings"),
    ([(1, 1, "K"), (8, 8, "k"), (3, 3, "q"), (2, 2, "K")],
     "expected piece 4: one black king 'K', but piece 1 is one already", "kings"),
    ([(1, 1, "k"), (2, 2, "q")], "expected a black king 'K' on the board, found none", "kings"),
    ([(2, 2, "q"), (1, 1, "K")], "expected a white king 'k' on the board, found none", "kings"),
])
def test_a_position_names_the_pieces(pieces, message, kind):
    with pytest.raises(FormatError) as err:
        fastcheck.Position(8, pieces)
    assert str(err.value) == message and err.value.kind == kind


def test_arrays_without_a_text_name_board_and_pieces():
    boards = _boards([[(1, 1, "k"), (8, 8, "K")], [(1, 1, "k"), (8, 8, "K"), (3, 3, "q"), (3, 3, "r")]])
    with pytest.raises(FormatError) as err:
        check_boards(boards)
    assert str(err.value) == "board 2: expected piece 4: one piece per square, but (3, 3) already holds piece 3"
    check_boards(_boards([[(1, 1, "k"), (8, 8, "K")]]))     # no fault: no error


def test_the_first_fault_in_the_order_given():
    """A duplicate before a second king is the error, as a reader meets them."""
    with pytest.raises(FormatError) as err:
        fastcheck.Position(8, [(1, 1, "k"), (8, 8, "K"), (1, 1, "q"), (2, 2, "k")])
    assert err.value.kind == "duplicate"
