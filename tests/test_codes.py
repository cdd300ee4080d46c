"""The codes the core speaks and the Python layer's names for them.

``fastcheck.codes`` mirrors the core's ``cpdef enum``s; every member must
carry the core's value, and the Python layer must turn each code into the
same words and errors as before.
"""
import glob
import pathlib
import random

import numpy as np
import pytest

import fastcheck
from fastcheck import FormatError, OstapGame, Position, _core, codes, game
from fastcheck.errors import ERROR_KINDS
from fastcheck.formats.ostap import parse_ostap, write_ostap

DATA = pathlib.Path(__file__).resolve().parent / "data"
EXAMPLES = sorted(glob.glob(str(DATA / "timus-*.in")))

MIRRORS = [(codes.Color, _core.Color), (codes.State, _core.State), (codes.MoveResult, _core.MoveResult),
           (codes.BatchError, _core.BatchError)]


@pytest.mark.parametrize("mirror,core", MIRRORS, ids=[m.__name__ for m, _ in MIRRORS])
def test_every_member_is_the_cores(mirror, core):
    assert [m.name for m in mirror] == [m.name for m in core]
    for member in mirror:
        assert member == core[member.name] == int(core[member.name])
        assert type(member.value) is int


def test_the_values_the_formats_and_rules_fix():
    # colours as Timus and the readers store them; a checked side is 2 + its colour
    assert (codes.Color.BLACK, codes.Color.WHITE) == (0, 1)
    assert [int(s) for s in codes.State] == [0, 1, 2, 3]
    for c in codes.Color:
        assert codes.State.checked(c) == 2 + c == _core.State.BLACK_CHECKED + c
        assert codes.State.checked(c).side is c
        assert c.other is not c and c.other.other is c
    assert codes.State.SAFE.side is None and codes.State.IMPOSSIBLE.side is None
    assert [int(r) for r in codes.MoveResult] == [-1, 0, 1, 2, 3]
    assert {r for r in codes.MoveResult if r.ends_game} == {
        codes.MoveResult.INCORRECT, codes.MoveResult.MATE, codes.MoveResult.DRAW}
    assert all(e < 0 for e in codes.BatchError)


def test_colors_stand_in_for_booleans():
    assert fastcheck.WHITE is codes.Color.WHITE and fastcheck.BLACK is codes.Color.BLACK
    assert fastcheck.Color is codes.Color
    assert fastcheck.WHITE == True and fastcheck.BLACK == False   # noqa: E712
    assert hash(fastcheck.WHITE) == hash(True) and hash(fastcheck.BLACK) == hash(False)
    names = {True: "white", False: "black"}
    assert names[fastcheck.WHITE] == "white" and names[fastcheck.BLACK] == "black"
    assert fastcheck.Piece.from_symbol("k").color is fastcheck.WHITE
    assert fastcheck.Piece.from_symbol("K") == fastcheck.Piece(fastcheck.KING, False)


def test_result_words():
    assert game.RESULTS == ("Incorrect", "Correct", "Check", "Mate", "Draw")
    assert set(game.RESULT_TEXT) == set(codes.MoveResult)


def test_verdict_codes_round_trip():
    pos = Position(8, [(1, 1, "k"), (8, 8, "K"), (1, 8, "Q")])
    v = pos.verdict()
    assert (v.state, v.side, v.code) == ("check", fastcheck.WHITE, codes.State.WHITE_CHECKED)
    assert v.text() == fastcheck.verdict_line(codes.State.WHITE_CHECKED, v.moves)
    safe = Position(8, [(1, 1, "k"), (8, 8, "K")]).verdict()
    assert (safe.state, safe.side, safe.code) == ("safe", None, codes.State.SAFE)


# ------------------------------------------------ the rules of the board
@pytest.mark.parametrize("pieces,kind,where", [
    ([(1, 1, "k"), (8, 8, "K"), (1, 1, "q")], "duplicate", "piece 3"),
    ([(1, 1, "k"), (8, 8, "K"), (3, 3, "q"), (5, 5, "r"), (3, 3, "b"), (5, 5, "h")], "duplicate", "piece 5"),
    ([(1, 1, "k"), (8, 8, "K"), (2, 2, "k")], "kings", "piece 3"),
    ([(1, 1, "k"), (8, 8, "K"), (2, 2, "q"), (3, 3, "K")], "kings", "piece 4"),
    ([(1, 1, "k")], "kings", "black king"),
    ([(8, 8, "K")], "kings", "white king"),
    ([], "kings", "white king"),
])
def test_position_names_the_broken_rule(pieces, kind, where):
    """Position leaves the rules to the core and words what it reports."""
    with pytest.raises(FormatError) as info:
        Position(8, pieces)
    assert info.value.kind == kind and where in str(info.value)
    x, y, letters = zip(*pieces) if pieces else ((), (), ())
    kinds = [fastcheck.Piece.from_symbol(c).piece_type for c in letters]
    colors = [int(fastcheck.Piece.from_symbol(c).color) for c in letters]
    with pytest.raises(FormatError) as info:
        Position.from_arrays(8, np.array(x, dtype=np.int64), np.array(y, dtype=np.int64), kinds, colors)
    assert info.value.kind == kind and where in str(info.value)


@pytest.mark.parametrize("call,kind", [
    (lambda: Position("8", [(1, 1, "k"), (8, 8, "K")]), TypeError),
    (lambda: Position(0, [(1, 1, "k"), (8, 8, "K")]), "range"),
    (lambda: Position(8, [(1, 1, "k"), (8, 8)]), "argument"),
    (lambda: Position(8, [(1, 1, "k"), (8, 9, "K")]), "range"),
    (lambda: Position(8, [(1, 1, "k"), (8, 8.0, "K")]), TypeError),
    (lambda: Position(8, [(1, 1, "k"), (8, 8, "X")]), "syntax"),
    (lambda: Position(8, [(1, 1, "k"), (8, 8, None)]), TypeError),
    (lambda: Position.from_arrays(8, [[1]], [1], [6], [1]), "argument"),
    (lambda: Position.from_arrays(8, [1, 8], [1, 8], [6, _core.KIND_COUNT + 1], [1, 0]), "range"),
    (lambda: Position.from_arrays(8, [1, 8], [1], [6, 6], [1, 0]), "argument"),
    (lambda: Position(8, [(1, 1, "k"), (8, 8, "K")]).piece_at((1,)), "argument"),
    (lambda: Position(8, [(1, 1, "k"), (8, 8, "K")]).piece_at((9, 1)), "range"),
    (lambda: OstapGame([0] * 63), "argument"),
    (lambda: OstapGame([7] * 64), "range"),
    (lambda: OstapGame([0] * 64).play(((1, 2), None)), TypeError),
    (lambda: OstapGame([0] * 64).play(((1, 2), (1, 2, 3))), "argument"),
])
def test_api_errors_have_their_kind(call, kind):
    """A wrong value is a FormatError of its kind; a wrong type a TypeError."""
    if kind is TypeError:
        with pytest.raises(TypeError, match="^expected "):
            call()
        return
    assert kind in ERROR_KINDS
    with pytest.raises(FormatError) as info:
        call()
    assert info.value.kind == kind


def test_solve_boards_without_text_names_the_rule():
    boards = fastcheck.formats.read_boards(b"2\n8 2\n1 1 k\n8 8 K\n8 3\n1 1 k\n8 8 K\n1 1 q\n", "sparse")
    with pytest.raises(FormatError) as info:
        fastcheck.solver.solve_boards(boards)
    assert (info.value.kind, info.value.board) == ("duplicate", 2)


# ------------------------------------------- one state machine for games
START = [-4, -2, -3, -5, -6, -3, -2, -4] + [-1] * 8 + [0] * 32 + [1] * 8 + [4, 2, 3, 5, 6, 3, 2, 4]


def _endgame(rng):
    """Two kings and a white queen or rook on random squares (often mate or draw soon)."""
    cells = [0] * 64
    for code in (6, -6, rng.choice((5, 4))):
        cells[rng.choice([i for i in range(64) if not cells[i]])] = code
    return cells


def _games():
    """The sample logs, and random games (legal moves, now and then an
    incorrect one) from the start and from small endgames."""
    rng = random.Random(5)
    texts = [pathlib.Path(p).read_bytes() for p in EXAMPLES]
    for k in range(60):
        cells = list(START) if k % 3 == 0 else _endgame(rng)
        white = rng.random() < 0.5
        g = OstapGame(cells, white)
        moves = []
        while len(moves) < rng.randint(1, 60):
            legal = [] if g.is_over() else g.legal_moves()
            if legal and rng.random() > 0.03:
                mv = rng.choice(legal)
            else:
                mv = rng.choice("abcdefgh") + rng.choice("12345678") + "-" + rng.choice("abcdefgh") + "1"
            if not g.is_over():
                g.play(mv)
            moves.append(mv)
        texts.append(write_ostap(cells, white, moves))
    return texts


def test_replay_is_play_move_by_move():
    """replay() and OstapGame.play() drive the same state machine: the same
    words, the same final board, the same side to move after each word."""
    words_seen = set()
    for text in _games():
        log = parse_ostap(text)
        g = OstapGame(log.cells, log.white_first)
        words = []
        for (fx, fy), (tx, ty) in log.moves:
            turn = g.turn
            word = g.play(((fx, fy), (tx, ty)))
            words.append(word)
            assert g.turn is (turn if word == "Incorrect" else turn.other)
            if g.is_over():
                assert word in ("Incorrect", "Mate", "Draw")
                with pytest.raises(ValueError):
                    g.play("e2-e4")
                break
        assert game.replay(text) == "".join(w + "\n" for w in words) + "\n" + g.board_text()
        words_seen.update(words)
    assert words_seen == set(game.RESULTS)
