"""The Python API's answers to wrong arguments: a wrong type is a
``TypeError``, a wrong value a ``ValueError`` (``FormatError`` for input and
shapes) that names what was expected; and the value semantics a newcomer
expects of Positions and of ``dir(fastcheck)``."""
import io
import subprocess
import sys
from pathlib import Path

import pytest

import fastcheck
from fastcheck import FormatError, OstapGame, Position, detect_format, read_positions, verdict_line
from fastcheck.kit.judge import judge

DATA = Path(__file__).parent / "data"
KINGS = [(1, 1, "k"), (8, 8, "K")]


# --------------------------------------------------- texts that are no boards
def test_read_positions_refuses_a_format_c_log_as_such():
    log = (DATA / "timus-1.in").read_text()
    assert detect_format(log) == "ostap"
    with pytest.raises(FormatError) as info:
        read_positions(log)
    assert "read_positions has no boards to judge in an Ostap move log (format C)" in str(info.value)
    assert "'auto'" not in str(info.value)


def test_read_positions_reads_a_text_that_only_looks_like_a_log_as_format_b():
    """``hello world`` is no log: format B's reader says what is wrong where."""
    with pytest.raises(FormatError) as info:
        read_positions("hello world")
    assert str(info.value).startswith("line 1")
    assert "format must be" not in str(info.value)
    with pytest.raises(ValueError, match="format must be 'auto', 'grid' or 'sparse', not 'ostap'"):
        read_positions("1\n8 2\n1 1 k\n8 8 K\n", format="ostap")


# ----------------------------------------------------------- detect_format
def test_detect_format_takes_what_solve_takes():
    for text in ("1\n8 2\n1 1 k\n8 8 K\n", b"1\n8 2\n1 1 k\n8 8 K\n", bytearray(b"1\n8 2\n")):
        assert detect_format(text) == "sparse"
    grid = (DATA / "tms-1.in").read_text()
    assert detect_format(grid) == detect_format(grid.encode()) == "grid"
    with pytest.raises(TypeError, match="str or bytes, not int"):
        detect_format(5)


# ------------------------------------------------------------------ judge
def test_judge_reads_text_mode_files(tmp_path):
    (tmp_path / "t.in").write_text("1\n8 3\n1 1 k\n8 1 R\n8 8 K\n")
    right, wrong = tmp_path / "right.out", tmp_path / "wrong.out"
    right.write_text("Biely hrac ma sach. Ma 2 platnych tahov.\n")
    wrong.write_text("Biely hrac ma sach. Ma 3 platnych tahov.\n")
    inp = (tmp_path / "t.in").read_text()
    with open(right) as out, open(right) as ans:
        assert judge(inp, out, ans).verdict == "OK"
    with open(wrong) as out:
        got = judge(inp, out)
    with open(wrong, "rb") as out:
        assert got == judge(inp, out) and got.verdict == "WA"
    assert judge(inp, io.StringIO(right.read_text())).verdict == "OK"
    with pytest.raises(TypeError, match=r"expected the output as text \(str or bytes\), a path \(os.PathLike\) or a "
                                        r"file object, found 5 \(int\)"):
        judge(inp, 5)


# ------------------------------------------------------------- from_chess
@pytest.mark.parametrize("board", [None, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 8])
def test_from_chess_refuses_what_is_no_board(board):
    with pytest.raises(TypeError) as info:
        Position.from_chess(board)
    assert str(info.value).startswith("expected a python-chess Board (for a FEN string: Position.from_fen)")


# ----------------------------------------------------------- verdict_line
@pytest.mark.parametrize("state", [99, -1, 4])
def test_verdict_line_names_the_state_codes(state):
    with pytest.raises(ValueError, match=rf"state must be a State code, one of \[0, 1, 2, 3\], not {state}"):
        verdict_line(state, 2)
    assert verdict_line(fastcheck.codes.State.WHITE_CHECKED, 2) == "Biely hrac ma sach. Ma 2 platnych tahov."


# --------------------------------------------------- types against values
@pytest.mark.parametrize("call, expected", [
    (lambda: Position(8, "not pieces"), "expected pieces as an iterable of (x, y, letter), found 'not pieces' (str)"),
    (lambda: Position(8, 5), "expected pieces as an iterable of (x, y, letter), found 5 (int)"),
    (lambda: Position("8", KINGS), "expected a board size n within 1..1000000000000000000, found '8' (str)"),
    (lambda: Position(8, [(1, 1, "k"), 7]), "expected piece 2 as (x, y, letter), found 7 (int)"),
    (lambda: Position(8, [(1, 1.0, "k")]), "expected piece 1: y within 1..8, found 1.0 (float)"),
    (lambda: Position(8, [(1, 1, 107)]), "expected piece 1: a letter from 'KQRBHPMCAkqrbhpmca', found 107 (int)"),
    (lambda: Position(8, KINGS).piece_at(None), "expected a square (x, y) of two integers, found None (NoneType)"),
    (lambda: Position(8, KINGS).king(None), "expected a side: WHITE or BLACK, True or False, 1 or 0, "
                                            "'white' or 'black', found None (NoneType)"),
    (lambda: Position(8, KINGS).move_count(None), "expected a side: WHITE or BLACK"),
    (lambda: Position(8, KINGS).move_count(1.0), "expected a side: WHITE or BLACK"),
    (lambda: Position(8, KINGS).is_legal(5), "expected a move as a Move, ((fx, fy), (tx, ty)) of integers or UCI"),
    (lambda: Position.from_fen(b"4k3/8/8/8/8/8/8/4K3"), "expected a FEN string, found b'4k3/8/8/8/8/8/8/4K3' (bytes)"),
    (lambda: OstapGame.from_text((DATA / "timus-1.in").read_text()).play(5),
     "expected a move 'e2-e4' or ((fx, fy), (tx, ty)), found 5 (int)"),
])
def test_a_wrong_type_is_a_type_error(call, expected):
    with pytest.raises(TypeError) as info:
        call()
    assert str(info.value).startswith(expected)


@pytest.mark.parametrize("call, expected", [
    (lambda: Position(8, [(1, 1)]), "expected piece 1 as (x, y, letter), found (1, 1)"),
    (lambda: Position(8, [(1, 9, "k")]), "expected piece 1: y within 1..8, found 9"),
    (lambda: Position(8, KINGS).piece_at((1, 2, 3)), "expected a square (x, y) of two integers, found (1, 2, 3)"),
    (lambda: Position(8, KINGS).move_count(2), "expected a side: WHITE or BLACK, True or False, 1 or 0, "
                                               "'white' or 'black', found 2"),
    (lambda: Position(8, KINGS).move_count("w"), "expected a side"),
    (lambda: OstapGame.from_text((DATA / "timus-1.in").read_text()).play(((5, 2),)),
     "expected a move 'e2-e4' or ((fx, fy), (tx, ty)), found ((5, 2),)"),
])
def test_a_wrong_value_is_a_format_error(call, expected):
    with pytest.raises(FormatError) as info:
        call()
    assert str(info.value).startswith(expected)


# -------------------------------------------------------- value semantics
def test_positions_are_equal_by_value():
    a = Position(8, KINGS + [(4, 4, "Q")])
    b = Position(8, [(4, 4, "Q"), (8, 8, "K"), (1, 1, "k")])
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != Position(9, KINGS + [(4, 4, "Q")]) and a != Position(8, KINGS + [(4, 4, "q")])
    assert a != Position(8, KINGS) and a != "Position" and a is not None
    assert read_positions("1\n8 3\n1 1 k\n8 8 K\n4 4 Q\n")[0] == a
    # the side to move and the clocks are part of a position read from FEN, as fen() writes them
    assert Position.from_fen(a.fen()) == a != Position.from_fen(a.fen("black"))


def test_dir_shows_the_public_names_only():
    code = "import fastcheck; print(' '.join(dir(fastcheck)))"
    names = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.split()
    assert set(fastcheck.__all__) <= set(names) and {"kit", "cli", "position"} <= set(names)
    assert [n for n in names if n.startswith("_") and not n.startswith("__")] == []
    assert "TYPE_CHECKING" not in names and "List" not in names
