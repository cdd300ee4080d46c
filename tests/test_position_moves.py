"""Every valid move of either side through ``fastcheck.Position``:
``move_count``, ``move_runs`` (``MoveRun``/``MoveRuns``), ``legal_moves``,
``is_legal``, ``is_checkmate(side)`` and ``is_stalemate(side)``.

The small boards are compared with the brute-force reference of
tests/reference_moves.py (which shares no code with the engine), for both
sides, biased towards checks, double checks, pins, stalemates and pawns on
the last rows; the 10**18 boards with counts extrapolated from small boards
and with closed forms.
"""
import collections
import itertools
import random
import time

import pytest
import reference_moves as rm
from hypothesis import given, settings
from hypothesis import strategies as st

import fastcheck
from fastcheck import BLACK, WHITE, FormatError, Move, Position
from fastcheck.moves import MoveRun, MoveRuns

import reference

BIG = 10**18


def position(n, pieces):
    return Position(n, pieces)


def check_side(pos, n, pieces, white):
    """Position and reference agree on one side; returns the reference's moves."""
    ref = rm.legal_moves(n, pieces, white)
    where = reference.to_format_b(n, pieces)
    moves = list(pos.legal_moves(white))
    assert all(isinstance(m, Move) for m in moves)
    got = [(m.from_square, m.to_square) for m in moves]
    assert len(got) == len(set(got)), ("a move listed twice", white, where)
    assert set(got) == ref, (white, sorted(set(got) - ref), sorted(ref - set(got)), where)
    assert pos.move_count(white) == len(ref)
    runs = pos.move_runs(white)
    assert runs.count() == len(ref)
    # sorted by from-square, then direction, and the moves in run order
    keys = [(r.from_square, r.direction) for r in runs]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert [m for r in runs for m in r] == moves
    for m in moves:
        assert pos.is_legal(m) and pos.is_legal((m.from_square, m.to_square))
        assert m in runs
    in_check = rm.is_in_check(n, pieces, white)
    assert pos.is_checkmate(white) == (in_check and not ref)
    assert pos.is_stalemate(white) == (not in_check and not ref)
    return ref


# ------------------------------------------------------- small random boards
@pytest.mark.parametrize("seed", range(4))
def test_random_small_positions_both_sides(seed):
    rng = random.Random(7100 + seed)
    seen = collections.Counter()
    for _ in range(500):
        n, pieces = rm.random_position(rng)
        pos = position(n, pieces)
        for white in (WHITE, BLACK):
            ref = check_side(pos, n, pieces, white)
            nchk = len(reference.checkers(n, pieces, white))
            seen[("checkers", min(nchk, 2))] += 1
            seen["mate"] += bool(nchk and not ref)
            seen["stalemate"] += bool(not nchk and not ref)
            seen["pinned"] += bool(reference.pinned(n, pieces, white))
        # the checked side's count is the verdict's count
        v = pos.verdict()
        if v.side is not None:
            assert v.moves == pos.move_count(v.side)
            assert pos.is_checkmate() == pos.is_checkmate(v.side)
        else:
            assert not pos.is_checkmate()
    assert seen[("checkers", 0)] > 250 and seen[("checkers", 1)] > 200 and seen[("checkers", 2)] > 50
    assert seen["mate"] > 5 and seen["stalemate"] >= 2 and seen["pinned"] > 40


@pytest.mark.parametrize("seed", range(2))
def test_is_legal_on_random_pairs_of_either_side(seed):
    """is_legal answers for the piece on the from-square, whichever side it is on."""
    rng = random.Random(7200 + seed)
    agree = collections.Counter()
    for _ in range(300):
        n, pieces = rm.random_position(rng)
        pos = position(n, pieces)
        legal = rm.legal_moves(n, pieces, True) | rm.legal_moves(n, pieces, False)
        squares = [(x, y) for x, y, _ in pieces]
        for _ in range(30):
            f = rng.choice(squares) if rng.random() < 0.9 else (rng.randint(1, n), rng.randint(1, n))
            t = (f[0] + rng.randint(-2, 2), f[1] + rng.randint(-2, 2)) if rng.random() < 0.5 else \
                (rng.randint(0, n + 1), rng.randint(0, n + 1))
            want = (f, t) in legal
            assert pos.is_legal(Move(f, t)) == want, (f, t, reference.to_format_b(n, pieces))
            agree[want] += 1
    assert agree[True] > 200 and agree[False] > 1500


HAND = [
    # (n, pieces, white moves, black moves, what)
    (8, [(1, 1, "k"), (8, 8, "K"), (1, 8, "R"), (3, 1, "B"), (5, 5, "q")], None, None, "double check"),
    (8, [(1, 1, "k"), (8, 8, "K"), (1, 8, "R"), (4, 4, "r"), (8, 5, "b")], None, None, "blocks onto the line"),
    (8, [(1, 1, "k"), (8, 8, "K"), (2, 2, "p"), (3, 3, "B"), (1, 3, "R")], None, None, "pinned pawn"),
    (8, [(1, 1, "k"), (8, 8, "K"), (3, 3, "q"), (6, 6, "B")], None, None, "pinned queen"),
    (8, [(1, 1, "k"), (3, 2, "K"), (2, 3, "Q")], 0, None, "stalemate"),
    (8, [(1, 1, "k"), (3, 3, "K"), (1, 3, "R"), (2, 3, "Q")], 0, None, "mate"),
    (8, [(1, 1, "k"), (8, 8, "K"), (3, 8, "p"), (5, 1, "P")], 3, 3, "pawns on their last rows"),
]


@pytest.mark.parametrize("n, pieces, white, black, what", HAND, ids=[c[-1] for c in HAND])
def test_hand_positions(n, pieces, white, black, what):
    pos = position(n, pieces)
    for side, want in ((WHITE, white), (BLACK, black)):
        ref = check_side(pos, n, pieces, side)
        if want is not None:
            assert len(ref) == want


def test_checkmate_and_stalemate_of_either_side():
    mate = position(8, [(1, 1, "k"), (3, 3, "K"), (1, 3, "R"), (2, 3, "Q")])
    assert mate.is_checkmate(WHITE) and mate.is_checkmate() and not mate.is_stalemate(WHITE)
    assert not mate.is_checkmate(BLACK) and not mate.is_stalemate(BLACK)
    stale = position(8, [(1, 1, "k"), (3, 2, "K"), (2, 3, "Q")])
    assert stale.is_stalemate(WHITE) and not stale.is_checkmate(WHITE) and not stale.is_checkmate()
    # Black stalemated (its knight checks White but is pinned): the verdict speaks of White
    both = position(4, [(3, 4, "k"), (1, 4, "K"), (1, 1, "q"), (1, 3, "H")])
    assert both.is_check(WHITE) and not both.is_check(BLACK)
    assert both.is_stalemate(BLACK) and both.verdict().side == WHITE
    assert both.is_checkmate() == both.is_checkmate(WHITE)


def test_side_arguments():
    pos = position(8, [(1, 1, "k"), (8, 8, "K")])
    assert pos.move_count(True) == pos.move_count(1) == 3
    assert pos.move_count(False) == pos.move_count(0) == pos.move_count("black") == 3
    for bad, error in ((2, FormatError), (-1, FormatError), ("w", FormatError), (None, TypeError),
                       (1.0, TypeError)):
        with pytest.raises(error) as info:
            pos.move_count(bad)
        assert error is TypeError or info.value.kind == "argument"
        with pytest.raises(error):
            pos.move_runs(bad)
        with pytest.raises(error):
            pos.is_stalemate(bad)


def test_is_legal_arguments():
    pos = position(8, [(1, 1, "k"), (8, 8, "K"), (4, 4, "Q")])
    assert pos.is_legal(((4, 4), (4, 1))) and pos.is_legal(Move((4, 4), (7, 7)))
    assert pos.is_legal(((8, 8), (7, 8)))           # Black's move: the piece on the square decides
    assert not pos.is_legal(((4, 4), (4, 4)))       # no move
    assert not pos.is_legal(((5, 5), (5, 6)))       # empty square
    assert not pos.is_legal(((4, 4), (4, 9)))       # off the board
    assert not pos.is_legal(((0, 4), (4, 4))) and not pos.is_legal(((4, 4), (-2**70, 4)))
    assert pos.is_legal("d4d1") and not pos.is_legal("d4e6")   # UCI on a board of up to 26 files
    for bad in (5, ((4, 4),), ((4, 4), (4, "5")), ((4.0, 4), (4, 5)), None):
        with pytest.raises(TypeError, match=r"expected a move as a Move, \(\(fx, fy\), \(tx, ty\)\) of integers"):
            pos.is_legal(bad)


# ----------------------------------------------------------- MoveRun(s)
def test_move_run_sequence_protocol():
    run = MoveRun((5, 5), (1, -1), 2, 4)       # (7,3) (8,2) (9,1) (10,0)
    assert len(run) == 4
    assert list(run) == [Move((5, 5), (5 + i, 5 - i)) for i in range(2, 6)]
    assert run[0] == Move((5, 5), (7, 3)) and run[-1] == Move((5, 5), (10, 0))
    assert list(reversed(run)) == list(run)[::-1]
    assert run[1:3] == MoveRun((5, 5), (1, -1), 3, 2)
    assert list(run[::2]) == list(run)[::2] and list(run[::-1]) == list(run)[::-1]
    assert len(run[10:]) == 0 and list(run[10:]) == []
    for m in run:
        assert m in run and ((m.from_square, m.to_square)) in run and run.count(m) == 1
    assert run.index(Move((5, 5), (9, 1))) == 2
    for m in (Move((5, 5), (6, 4)), Move((5, 5), (11, -1)), Move((5, 6), (7, 3)), Move((5, 5), (7, 4)), "x"):
        assert m not in run and run.count(m) == 0
    with pytest.raises(ValueError):
        run.index(Move((5, 5), (6, 4)))
    with pytest.raises(IndexError):
        run[4]
    assert sorted([MoveRun((2, 1), (0, 1), 1, 1), MoveRun((1, 9), (1, 0), 1, 1)])[0].from_square == (1, 9)


@settings(max_examples=300, deadline=None)
@given(st.integers(-3, 3), st.integers(-3, 3), st.integers(1, 5), st.integers(0, 12),
       st.one_of(st.none(), st.integers(-15, 15)), st.one_of(st.none(), st.integers(-15, 15)),
       st.one_of(st.none(), st.integers(-4, 4).filter(bool)), st.integers(-15, 15))
def test_move_run_slices_like_a_list(dx, dy, first, length, start, stop, step, i):
    run = MoveRun((100, 100), (dx, dy), first, length)
    moves = list(run)
    assert len(moves) == len(run) == length
    part = run[start:stop:step]
    assert list(part) == moves[start:stop:step] and len(part) == len(moves[start:stop:step])
    if -length <= i < length:
        assert run[i] == moves[i]
    if (dx, dy) != (0, 0):
        for m in moves:
            assert m in run and run.index(m) == moves.index(m)
        for m in moves[start:stop:step]:
            assert m in part
        for m in set(moves) - set(moves[start:stop:step]):
            assert m not in part


def test_moveruns_indexing_and_global_moves():
    rng = random.Random(7300)
    for _ in range(100):
        n, pieces = rm.random_position(rng)
        pos = position(n, pieces)
        for side in (WHITE, BLACK):
            runs = pos.move_runs(side)
            moves = list(runs.moves())
            assert len(moves) == runs.count() == sum(len(r) for r in runs)
            for i in range(len(moves)):
                assert runs.move(i) == moves[i]
            if moves:
                assert runs.move(-1) == moves[-1]
            for bad in (len(moves), -len(moves) - 1):
                with pytest.raises(IndexError):
                    runs.move(bad)
            assert list(runs[1:3]) == list(runs)[1:3] and isinstance(runs[1:3], MoveRuns)
            by_square = collections.defaultdict(list)
            for m in moves:
                by_square[m.from_square].append(m)
            for x, y, _ in pieces:
                assert list(runs.runs_from((x, y)).moves()) == by_square.get((x, y), [])
            assert runs == pos.move_runs(side)
            assert MoveRuns(list(runs)[::-1]) == runs          # built from runs in any order: sorted
            assert MoveRuns([]).count() == 0 and len(MoveRuns()) == 0


# ------------------------------------------------------------ 10**18 boards
def test_huge_open_queen_lazily():
    q = (BIG // 2, BIG // 3)
    pos = position(BIG, [(1, 1, "k"), (BIG, BIG - 5, "K"), (*q, "q")])
    x, y = q
    right, left, down, up = BIG - x, x - 1, BIG - y, y - 1
    queen = right + left + down + up + min(right, down) + min(left, up) + min(right, up) + min(left, down)
    want = queen + 3           # the white king in its corner: 3 steps
    assert pos.move_count(WHITE) == want
    runs = pos.move_runs(WHITE)
    assert runs.count() == want and len(runs) == 11
    t0 = time.perf_counter()
    first = list(itertools.islice(pos.legal_moves(WHITE), 1000))
    assert time.perf_counter() - t0 < 1.0
    assert len(first) == 1000 and len(set(first)) == 1000 and all(pos.is_legal(m) for m in first[::37])
    # the longest run: to the left, x - 1 squares
    left_run = next(r for r in runs.runs_from(q) if r.direction == (-1, 0))
    assert len(left_run) == x - 1
    assert left_run[-1] == Move(q, (1, y)) and left_run[10**17] == Move(q, (x - 10**17 - 1, y))
    part = left_run[10**17:4 * 10**17]
    assert isinstance(part, MoveRun) and len(part) == 3 * 10**17 and part[0] == left_run[10**17]
    every = left_run[::10**16]
    assert len(every) == (x - 2) // 10**16 + 1 and every[3] == left_run[3 * 10**16]
    assert Move(q, (12345, y)) in left_run and Move(q, (12345, y)) in runs
    assert left_run.index(Move(q, (12345, y))) == x - 12345 - 1
    assert Move(q, (12345, y + 1)) not in runs
    assert runs.move(runs.count() - 1) == runs[-1][-1] and runs.move(0) == runs[0][0]


@pytest.mark.parametrize("seed", range(2))
def test_corner_clusters_on_huge_boards(seed):
    rng = random.Random(7400 + seed)
    for _ in range(25):
        layout = rm.random_corner_layout(rng)
        for m in (BIG, BIG - 1):
            pieces = rm.place_corner_layout(layout, m)
            pos = position(m, pieces)
            for white in (WHITE, BLACK):
                want = rm.extrapolated_count(layout, white, m)
                runs = pos.move_runs(white)
                assert pos.move_count(white) == runs.count() == want
                for r in runs:
                    assert pos.is_legal(r[0]) and pos.is_legal(r[-1])


def test_counts_beyond_64_bits():
    n = BIG
    queens = [(n // 7 * k + 3, n // 11 * k + 5 * k * k) for k in range(1, 7)]
    pos = position(n, [(1, n, "k"), (n, 2, "K")] + [(x, y, "q") for x, y in queens])
    total = pos.move_count(WHITE)
    assert total > 2**64
    assert pos.move_runs(WHITE).count() == total


def test_exports():
    assert fastcheck.Position.move_runs and MoveRun.__module__ == "fastcheck.moves"


def test_pieces_in_a_window():
    """``pieces_in`` is ``pieces`` filtered to the window (inclusive), in the order given."""
    rng = random.Random(7)
    for n in (8, 50, 10**18):
        squares = {(1, 1), (n, n)}
        while len(squares) < min(40, n * n // 2):
            squares.add((rng.randint(1, n), rng.randint(1, n)))
        pieces = [(x, y, rng.choice("qrbhpQRBHP")) for x, y in sorted(squares - {(1, 1), (n, n)})]
        pos = position(n, [(1, 1, "k"), (n, n, "K")] + pieces)
        hits = 0
        for _ in range(20):
            px, py, _ = rng.choice(pos.pieces)             # a window near a piece: most hold some
            x0, y0 = max(1, px - rng.randint(0, 5)), max(1, py - rng.randint(0, 5))
            window = (x0, min(n, x0 + rng.randint(0, 10)), y0, min(n, y0 + rng.randint(0, 10)))
            want = [p for p in pos.pieces if window[0] <= p[0] <= window[1] and window[2] <= p[1] <= window[3]]
            assert pos.pieces_in(window) == want
            hits += bool(want)
        assert hits >= 10
        assert pos.pieces_in((1, n, 1, n)) == pos.pieces
