"""FEN in and out (fastcheck.formats.fen, Position.from_fen/fen) and, on
8x8 boards, every valid move of either side against python-chess's legal
moves under fastcheck's rules.

The mapping: FEN's White is fastcheck's WHITE (lowercase in formats A/B),
file a..h is x = 1..8 and rank r is y = r, so White's pawns move to larger
y in both.  python-chess's extra rules are taken out: no castling rights and
no en-passant square in the FEN, its two-square pawn steps filtered out, its
four promotions of a pawn move onto the last rank counted as one move, and
no pawn on rank 1 or 8 (python-chess never has one there).
"""
import random

import pytest
import reference_moves as rm

from fastcheck import BLACK, WHITE, FormatError, Position
from fastcheck.formats.fen import format_fen, parse_fen

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def test_start_position():
    pos = Position.from_fen(START)
    assert len(pos) == 32 and pos.n == 8
    assert pos.piece_at((5, 1)).symbol() == "k"          # White's king on e1
    assert pos.piece_at((5, 8)).symbol() == "K"          # Black's king on e8
    assert pos.piece_at((2, 1)).symbol() == "h" and pos.piece_at((7, 8)).symbol() == "H"
    assert {pos.piece_at((x, 2)).symbol() for x in range(1, 9)} == {"p"}
    # plain moves only: each pawn one step forward (to larger y for White), the knights two each
    assert pos.move_count(WHITE) == pos.move_count(BLACK) == 8 + 4
    assert pos.is_legal(((5, 2), (5, 3))) and not pos.is_legal(((5, 2), (5, 4)))
    assert pos.is_legal(((5, 7), (5, 6)))
    assert pos.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    assert pos.fen(BLACK).split()[1] == "b"


@pytest.mark.parametrize("text, turn", [
    ("4k3/8/8/8/8/8/8/4K3", WHITE),
    ("4k3/8/8/8/8/8/8/4K3 b", BLACK),
    ("4k3/8/8/8/8/8/8/4K3 w -", WHITE),
    ("4k3/8/8/8/8/8/8/4K3 b Kq e3", BLACK),
    ("4k3/8/8/8/8/8/8/4K3 w - - 12", WHITE),
    ("  4k3/8/8/8/8/8/8/4K3   w  -  -  0  99 ", WHITE),
    ("4k3/8/8/8/8/8/8/4K3 w HAha -", WHITE),
])
def test_optional_fields(text, turn):
    pieces, got = parse_fen(text)
    assert got == turn and sorted(pieces) == [(5, 1, "k"), (5, 8, "K")]


@pytest.mark.parametrize("text, kind", [
    ("", "syntax"),
    ("4k3/8/8/8/8/8/8", "syntax"),                    # 7 ranks
    ("4k3/8/8/8/8/8/8/4K3/8", "syntax"),              # 9 ranks
    ("4k4/8/8/8/8/8/8/4K3 w", "syntax"),              # 9 squares
    ("4k2/8/8/8/8/8/8/4K3 w", "syntax"),              # 7 squares
    ("4k3/8/8/8/8/8/8/4K2X w", "syntax"),             # a bad letter
    ("4k3/8/8/8/8/8/8/4K3 x", "syntax"),              # side to move
    ("4k3/8/8/8/8/8/8/4K3 w KQkqK", "syntax"),        # castling
    ("4k3/8/8/8/8/8/8/4K3 w - e9", "syntax"),         # en passant
    ("4k3/8/8/8/8/8/8/4K3 w - - x 1", "syntax"),      # halfmove clock
    ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "syntax"),
    ("4k3/8/8/8/8/8/8/44K w", "syntax"),              # two digits in a row
    ("8/8/8/8/8/8/8/4K3 w", "kings"),
    ("4k3/8/8/8/8/8/8/8 w", "kings"),
    ("4k3/8/8/8/8/8/4K3/4K3 w", "kings"),
])
def test_malformed(text, kind):
    with pytest.raises(FormatError) as info:
        Position.from_fen(text)
    assert info.value.kind == kind
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("text, words", [
    ("8/8/8/8/8/8/8/4K3 w", "exactly one black king 'k' in the FEN, found 0"),
    ("4k3/8/8/8/8/8/8/8 w", "exactly one white king 'K' in the FEN, found 0"),
    ("4k3/8/8/8/8/8/4K3/4K3 w", "exactly one white king 'K' in the FEN, found 2"),
    ("4k3/8/8/8/8/8/8/4K2X w", "a piece letter from 'KQRBNPMCAkqrbnpmca' or a digit 1-8, found 'X'"),
])
def test_messages_name_the_fen_letters(text, words):
    """The king rule in the words of :mod:`fastcheck.formats.rules`, with the
    letters the FEN writes (White uppercase, the knight N)."""
    with pytest.raises(FormatError) as info:
        Position.from_fen(text)
    assert str(info.value).endswith(words)


def test_not_a_string_and_not_8x8():
    with pytest.raises(TypeError, match="expected a FEN string"):
        Position.from_fen(b"4k3/8/8/8/8/8/8/4K3")
    with pytest.raises(FormatError) as info:
        Position(9, [(1, 1, "k"), (9, 9, "K")]).fen()
    assert info.value.kind == "range"


def test_round_trip_random():
    rng = random.Random(8100)
    for _ in range(300):
        n, pieces = rm.random_position(rng, 8)
        pos = Position(n, pieces)
        text = pos.fen()
        back = Position.from_fen(text)
        assert sorted(back.pieces) == sorted(pos.pieces)
        assert back.fen() == text == format_fen(pieces)
        assert parse_fen(pos.fen(BLACK))[1] == BLACK


# --------------------------------------------------------- python-chess
def chess_moves(chess, pos, side):
    """python-chess's legal moves of ``side`` in fastcheck's rules, as (from, to) squares."""
    board = chess.Board(pos.fen(side))
    assert not board.castling_rights and board.ep_square is None
    out = set()
    for m in board.legal_moves:
        f = (chess.square_file(m.from_square) + 1, chess.square_rank(m.from_square) + 1)
        t = (chess.square_file(m.to_square) + 1, chess.square_rank(m.to_square) + 1)
        if board.piece_type_at(m.from_square) == chess.PAWN and abs(t[1] - f[1]) == 2:
            continue                    # the two-square step: not in fastcheck's rules
        out.add((f, t))                 # the 4 promotions of one pawn move: one (from, to) pair
    return out


def random_8x8(rng):
    """A random 8x8 position (checks, pins, blocks...) without a pawn on rank 1 or 8."""
    n, pieces = rm.random_position(rng, 8)
    return [(x, y, c) for x, y, c in pieces if not (c in "pP" and y in (1, 8))]


def test_python_chess_agrees_on_every_move():
    chess = pytest.importorskip("chess")
    rng = random.Random(8200)
    seen = {"check": 0, "double": 0, "none": 0, "promo": 0, "pawn": 0}
    for _ in range(1500):
        pieces = random_8x8(rng)
        pos = Position(8, pieces)
        for side in (WHITE, BLACK):
            want = chess_moves(chess, pos, side)
            got = {(m.from_square, m.to_square) for m in pos.legal_moves(side)}
            assert got == want, (pos.fen(side), sorted(got - want), sorted(want - got))
            assert pos.move_count(side) == len(want)
            checkers = pos.checkers(side)
            seen["check"] += len(checkers) == 1
            seen["double"] += len(checkers) >= 2
            seen["none"] += not want
            seen["promo"] += any(t[1] in (1, 8) and pos.piece_at(f).symbol() in "pP" for f, t in want)
            seen["pawn"] += any(pos.piece_at(f).symbol() in "pP" for f, t in want)
            board = chess.Board(pos.fen(side))
            assert board.is_checkmate() == pos.is_checkmate(side)
            assert board.is_stalemate() == pos.is_stalemate(side)
    assert seen["check"] > 300 and seen["double"] > 50 and seen["none"] > 10
    assert seen["promo"] > 20 and seen["pawn"] > 300


def test_python_chess_boards_in_and_out():
    chess = pytest.importorskip("chess")
    board = chess.Board("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
    pos = Position.from_chess(board)
    assert pos.fen().split()[0] == board.board_fen()
    back = pos.to_chess(BLACK)
    assert back.board_fen() == board.board_fen() and back.turn == chess.BLACK
    assert not back.castling_rights and back.ep_square is None
    assert sorted(Position.from_fen(board.fen()).pieces) == sorted(pos.pieces)


# ------------------------------------------- the fields kept, the diagram drawn
@pytest.mark.parametrize("text, kept", [
    ("4k3/8/8/8/8/8/4P3/4K3 b KQkq - 3 9", "4k3/8/8/8/8/8/4P3/4K3 b - - 3 9"),
    ("4k3/8/8/8/8/8/4P3/4K3 w - e3 0 41", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 41"),
    ("4k3/8/8/8/8/8/4P3/4K3 b", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"),
    ("4k3/8/8/8/8/8/4P3/4K3", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"),
    ("4k3/8/8/8/8/8/4P3/4K3 w - - 12", "4k3/8/8/8/8/8/4P3/4K3 w - - 12 1"),
])
def test_side_to_move_and_clocks_are_kept(text, kept):
    pos = Position.from_fen(text)
    assert pos.fen() == kept
    # an explicit side replaces the one read, the clocks stay
    other = "w" if kept.split()[1] == "b" else "b"
    assert pos.fen(WHITE if other == "w" else BLACK).split()[1:] == [other] + kept.split()[2:]
    # a position built from squares has no fields of its own
    assert Position(8, pos.pieces).fen() == kept.split()[0] + " w - - 0 1"


@pytest.mark.parametrize("text", ["", "x", "-1", "1.5", "\u00b2", "\u0663"])
def test_clocks_are_plain_numbers(text):
    with pytest.raises(FormatError) as info:
        Position.from_fen(f"4k3/8/8/8/8/8/8/4K3 w - - {text or 'x'} 1")
    assert info.value.kind == "syntax" and "halfmove clock" in str(info.value)


def test_python_chess_keeps_the_side_and_the_clocks():
    chess = pytest.importorskip("chess")
    board = chess.Board("4k3/8/8/8/8/8/4P3/4K3 b - - 3 9")
    pos = Position.from_chess(board)
    assert pos.fen() == "4k3/8/8/8/8/8/4P3/4K3 b - - 3 9"
    back = pos.to_chess()
    assert back.turn == chess.BLACK and back.halfmove_clock == 3 and back.fullmove_number == 9
    assert Position.from_fen("4k3/8/8/8/8/8/4P3/4K3 b KQkq - 3 9").to_chess().fen() == pos.fen()


def test_to_chess_and_fen_name_the_call_on_a_big_board():
    pos = Position(10, [(1, 1, "k"), (10, 10, "K")])
    with pytest.raises(FormatError) as info:
        pos.to_chess()
    assert info.value.kind == "range"
    assert str(info.value) == ("expected an 8x8 board for to_chess() (python-chess boards are 8x8), "
                               "found a 10 x 10 board")
    with pytest.raises(FormatError) as info:
        pos.fen()
    assert str(info.value) == "expected an 8x8 board for fen(), found a 10 x 10 board"


LEAPERS = "tests/data/variants/leapers.toml"


def test_a_variant_position_has_its_fen_letters():
    """FEN carries a variant's letters (as Fairy-Stockfish's FEN): a variant file's piece its own letter,
    or the ``fen`` one it gives; FEN's uppercase is White, as for the classic pieces."""
    from fastcheck.variants import Variant
    pos = Position(8, [(1, 1, "k"), (5, 5, "K"), (2, 4, "L"), (3, 3, "e"), (6, 6, "Q")], variant=LEAPERS)
    assert pos.fen() == "8/8/5q2/4k3/1l6/2E5/8/K7 w - - 0 1"
    assert Position.from_fen(pos.fen(), variant=LEAPERS) == pos
    riders = Variant.from_dict({"pieces": {"n": {"betza": "NN", "name": "nightrider", "fen": "s"}}})
    pos = Position(8, [(1, 1, "k"), (5, 5, "K"), (2, 4, "N"), (3, 3, "h")], variant=riders)
    assert pos.fen() == "8/8/8/4k3/1s6/2N5/8/K7 w - - 0 1"     # the nightrider's s, the knight's N
    back = Position.from_fen(pos.fen(), variant=riders)
    assert sorted(back.pieces) == sorted(pos.pieces) and back.variant == riders
    # the variant's letters only: the classic FEN reader does not know the camel
    with pytest.raises(FormatError, match="a piece letter from 'KQRBNPEOFWZL"):
        Position.from_fen("8/8/8/8/1X6/8/8/K6k w - - 0 1", variant=LEAPERS)
    with pytest.raises(FormatError, match="a piece letter from 'KQRBNPMCA"):
        Position.from_fen("8/8/5q2/4k3/1l6/2E5/8/K7 w - - 0 1")


def test_to_chess_names_the_kinds_python_chess_cannot_hold():
    """A position python-chess cannot hold is a FormatError naming the call and the kinds (python-chess
    itself would say 'invalid character in position part of fen')."""
    pos = Position(8, [(1, 1, "k"), (8, 8, "K"), (2, 4, "A"), (5, 5, "m")])
    with pytest.raises(FormatError) as info:
        pos.to_chess()
    assert info.value.kind == "argument" and "to_chess()" in str(info.value)
    assert info.value.found == "archbishop 'a', amazon 'm'"
    with pytest.raises(FormatError) as info:
        Position(8, [(1, 1, "k"), (5, 5, "K"), (2, 4, "L")], variant=LEAPERS).to_chess()
    assert info.value.found == "king 'k' (moves W), camel 'l'"     # the royal wazir is no chess king either
