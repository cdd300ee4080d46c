"""Format C in the core: the game loop (``OstapBoard.play_log`` and
``replay_text``), the board dump the core writes, and the mailbox board's
attack code against the line-index attack code of the static solver.

* random games (fixed seed) from the start position and from random
  positions with 0-3 kings a side, checked against the pure-Python
  reference (tests/reference_ostap.py) and against ``OstapBoard.play``
  move by move;
* the raw API's edges: logs of any length, squares off the board,
  arguments of the wrong shape;
* ``checkers`` of 8x8 boards from nearly empty to nearly full against
  ``StaticBoard.attackers`` (the shared attack code over line indexes);
* the careful reader's patterns are compiled on first use, not at import.
"""
import pathlib
import random
import subprocess
import sys

import numpy as np
import pytest
from core_helpers import play_one

from fastcheck import FormatError, _core, game
from fastcheck.codes import MoveResult
from fastcheck.formats.ostap import board_text, parse_move, read_ostap_carefully

import reference_ostap as ro

SEED = 1380
FILES = "abcdefgh"
WORDS = {"Incorrect": MoveResult.INCORRECT, "Correct": MoveResult.CORRECT, "Check": MoveResult.CHECK,
         "Mate": MoveResult.MATE, "Draw": MoveResult.DRAW}
LINES = tuple(game.RESULT_TEXT[r] + "\n" for r in sorted(MoveResult))


def _cells_bytes(board):
    return bytes(v & 0xFF for v in board)


def _random_board(rng):
    board = [0] * 64
    free = list(range(64))
    rng.shuffle(free)
    for colour in (1, -1):
        for _ in range(rng.choice((0, 1, 1, 1, 2, 3))):
            board[free.pop()] = 6 * colour
    for _ in range(rng.randint(0, 20)):
        board[free.pop()] = rng.choice((1, 1, 2, 3, 4, 5)) * rng.choice((1, -1))
    return board


def _random_game(rng):
    """(board, white first, moves as 'e2-e4', the reference's results):
    mostly correct moves, now and then a random (usually incorrect) one,
    and a tail after the game ended."""
    board = list(ro.START) if rng.random() < 0.3 else _random_board(rng)
    white = rng.random() < 0.5
    b, w = list(board), white
    moves, results = [], []
    over = False
    for _ in range(rng.randint(1, 60)):
        legal = ro.legal_moves(b, w)
        if legal and rng.random() < 0.93:
            mv = rng.choice(legal)
        else:
            mv = (rng.choice(FILES) + str(rng.randint(1, 8)) + "-" + rng.choice(FILES) + str(rng.randint(1, 8)))
        moves.append(mv)
        if over:
            continue
        res, b, w = ro.play(b, w, mv)
        results.append(res)
        over = res in ("Incorrect", "Mate", "Draw")
    return board, white, moves, results, b


def _move_bytes(moves):
    return bytes(v for mv in moves for (f, r) in parse_move(mv) for v in (f, r))


@pytest.fixture(scope="module")
def games():
    rng = random.Random(SEED)
    return [_random_game(rng) for _ in range(600)]


def test_play_log_agrees_with_the_reference(games):
    for board, white, moves, results, final in games:
        b = _core.OstapBoard.from_cells(_cells_bytes(board))
        codes, turn, over = b.play_log(white, _move_bytes(moves))
        assert codes == [WORDS[r] for r in results]
        assert over == (results[-1] in ("Incorrect", "Mate", "Draw"))
        assert b.cells() == final
        made = sum(r != "Incorrect" for r in results)
        assert turn == (white if made % 2 == 0 else not white)


def test_play_log_is_play_move_by_move(games):
    """The loop in the core and one ``play`` call per move give the same
    codes, the same side to move and the same board."""
    for board, white, moves, _, _ in games[:300]:
        whole = _core.OstapBoard.from_cells(_cells_bytes(board))
        codes, turn, over = whole.play_log(white, _move_bytes(moves))
        single = _core.OstapBoard.from_cells(_cells_bytes(board))
        side, got = white, []
        for (fx, fy), (tx, ty) in map(parse_move, moves):
            code = play_one(single, side, fx, fy, tx, ty)
            got.append(code)
            if code != MoveResult.INCORRECT:
                side = not side
            if MoveResult(code).ends_game:
                break
        assert got == codes
        assert bool(turn) == side
        assert over == MoveResult(got[-1]).ends_game
        assert single.cells() == whole.cells()


def test_replay_text_is_the_reference_answer(games):
    for board, white, moves, results, final in games:
        b = _core.OstapBoard.from_cells(_cells_bytes(board))
        want = "".join(r + "\n" for r in results) + "\n" + ro.board_text(final)
        assert b.replay_text(white, _move_bytes(moves), LINES) == want
        assert game.replay(ro.make_text(board, white, moves)) == want


def test_replay_text_takes_the_lines_by_code():
    lines = ("I;", "C;", "K;", "M;", "D;")      # INCORRECT .. DRAW
    b = _core.OstapBoard.from_cells(_cells_bytes(ro.START))
    text = b.replay_text(True, _move_bytes(["e2-e4", "e7-e5", "e4-e5"]), lines)
    assert text == "C;C;I;\n" + ro.board_text(ro._apply(ro._apply(ro.START, (4, 2), (4, 4)), (4, 7), (4, 5)))


@pytest.mark.parametrize("lines", [(), ("a",) * 4, ("a",) * 6])
def test_replay_text_wants_one_line_per_code(lines):
    b = _core.OstapBoard.from_cells(_cells_bytes(ro.START))
    with pytest.raises(ValueError):
        b.replay_text(True, _move_bytes(["e2-e4"]), lines)


@pytest.mark.parametrize("size", [1, 2, 3, 5, 7])
def test_play_log_wants_four_bytes_a_move(size):
    b = _core.OstapBoard.from_cells(_cells_bytes(ro.START))
    with pytest.raises(ValueError):
        b.play_log(1, bytes([5, 2, 5, 4, 5, 7, 5, 5])[:size])
    assert b.cells() == ro.START


def test_play_log_empty_and_long_logs():
    b = _core.OstapBoard.from_cells(_cells_bytes(ro.START))
    assert b.play_log(0, b"") == ([], 0, False)
    assert b.play_log(1, b"") == ([], 1, False)
    # knights out and back, far beyond format C's 60 moves: the loop takes any length
    shuffle = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"] * 50
    codes, turn, over = b.play_log(1, _move_bytes(shuffle))
    assert codes == [MoveResult.CORRECT] * 200 and turn == 1 and not over
    assert b.cells() == ro.START


@pytest.mark.parametrize("move", [(0, 2, 5, 4), (5, 2, 9, 4), (5, 0, 5, 1), (9, 9, 9, 9), (255, 2, 5, 4)])
def test_play_log_off_board_squares_are_incorrect(move):
    b = _core.OstapBoard.from_cells(_cells_bytes(ro.START))
    assert b.play_log(1, bytes(move) + bytes([5, 2, 5, 4])) == ([MoveResult.INCORRECT], 1, True)
    assert b.cells() == ro.START


def test_play_log_refuses_an_uninitialised_board():
    b = _core.OstapBoard.__new__(_core.OstapBoard)
    with pytest.raises(ValueError):
        b.play_log(1, bytes([5, 2, 5, 4]))
    with pytest.raises(ValueError):
        b.replay_text(1, bytes([5, 2, 5, 4]), LINES)
    with pytest.raises(ValueError):
        b.board_text()


# ------------------------------------------------------------ the board dump
def test_the_core_writes_the_reference_dump():
    rng = random.Random(SEED)
    boards = [ro.START, [0] * 64, [6, -6] * 32, [v % 13 - 6 for v in range(64)]]
    boards += [_random_board(rng) for _ in range(200)]
    for board in boards:
        want = ro.board_text(board)
        assert _core.ostap_board_text(_cells_bytes(board)) == want
        assert board_text(board) == want
        assert _core.OstapBoard.from_cells(_cells_bytes(board)).board_text() == want
        assert board_text(np.array(board, dtype=np.int64)) == want


@pytest.mark.parametrize("cells", [[0] * 63, [0] * 65, [7] + [0] * 63, [-7] + [0] * 63, [300] + [0] * 63])
def test_board_text_refuses_what_is_no_board(cells):
    with pytest.raises((ValueError, OverflowError)):
        board_text(cells)


@pytest.mark.parametrize("raw", [b"", bytes(63), bytes(65), bytes([7]) + bytes(63), bytes([249]) + bytes(63)])
def test_core_board_text_refuses_what_is_no_board(raw):
    with pytest.raises(ValueError):
        _core.ostap_board_text(raw)


# ---------------------------------------- the mailbox against the line indexes
def _random_position(rng, n, most):
    squares = rng.sample([(x, y) for x in range(1, n + 1) for y in range(1, n + 1)], rng.randint(2, most))
    kind = [6, 6] + [rng.choice((1, 2, 3, 4, 5)) for _ in squares[2:]]
    color = [1, 0] + [rng.randint(0, 1) for _ in squares[2:]]
    return (np.array([s[0] for s in squares], dtype=np.int64), np.array([s[1] for s in squares], dtype=np.int64),
            np.array(kind[:len(squares)], dtype=np.int8), np.array(color[:len(squares)], dtype=np.int8))


@pytest.mark.parametrize("most", [3, 6, 12, 24, 40, 64])
def test_checkers_agree_with_the_static_attack_code(most):
    rng = random.Random(SEED + most)
    n = 8
    for _ in range(150):
        x, y, kind, color = _random_position(rng, n, most)
        ostap = _core.OstapBoard(x, y, kind, color)
        static = _core.StaticBoard(n, x, y, kind, color)
        for side, king in ((1, static.white_king), (0, static.black_king)):
            if king < 0:
                continue
            want = sorted((int(x[p]), int(y[p])) for p in static.attackers(int(x[king]), int(y[king]), 1 - side))
            assert ostap.checkers(side) == want
            assert ostap.is_check(side) == bool(want)


# ------------------------------------------------------------ start-up
def test_no_pattern_is_compiled_at_import():
    code = ("import fastcheck, fastcheck.cli\n"
            "from fastcheck.formats import ostap\n"
            "print(ostap._pattern.cache_info().currsize)\n"
            "fastcheck.solve(open(sys.argv[1], 'rb').read())\n"
            "print(ostap._pattern.cache_info().currsize)\n")
    timus = pathlib.Path(__file__).resolve().parent / "data" / "timus-1.in"
    out = subprocess.run([sys.executable, "-c", "import sys\n" + code, str(timus)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["0", "0"]        # the compiled scanner read the sample: no pattern needed


def test_the_careful_reader_compiles_its_patterns_when_used():
    with pytest.raises(FormatError) as info:
        read_ostap_carefully(b"0 " * 63 + b"x")
    assert info.value.kind == "syntax"
    assert read_ostap_carefully(b"0 " * 63 + b"-6\n1\nWhite\na1-a2\n").cells[-1] == -6


@pytest.mark.parametrize("token", ["e2e4", "i2-e4", "e9-e4", "e2-e0", "E2-E4", "e2_e4", "e2-e4-", " e2-e4",
                                   "e2\u2014e4", "", "e2-", "\xe92-e4"])
def test_parse_move_refuses_malformed_tokens(token):
    with pytest.raises(FormatError) as info:
        parse_move(token)
    assert info.value.kind == "syntax"


def test_parse_move_reads_every_square():
    for f in range(1, 9):
        for r in range(1, 9):
            tok = f"{FILES[f - 1]}{r}-{FILES[8 - f]}{9 - r}"
            assert parse_move(tok) == ((f, r), (9 - f, 9 - r))
            assert parse_move(tok.encode()) == ((f, r), (9 - f, 9 - r))
