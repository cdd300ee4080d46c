"""Every valid move of either side: ``StaticBoard.move_count``, ``move_runs``
and ``is_legal`` against a brute-force reference (tests/reference_moves.py).

Small boards (n 3..12) are compared move by move, biased towards checks,
double checks, pins, blocks, stalemates, pawns on the last rows and edges.
For n = 10**18 the reference counts pieces clustered in the corners on three
small boards of the same parity, where the count is affine in n, and
extrapolates; ten open
queens are checked against a closed formula (their total exceeds 2**64).
"""
import collections
import os
import random

import numpy as np
import pytest
import reference_moves as rm
from core_helpers import runs_of
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fastcheck import _core

import reference

BIG = 10**18
#: FASTCHECK_FUZZ_SCALE=N runs N times as many examples (see FUZZING.md)
SCALE = max(1, int(os.environ.get("FASTCHECK_FUZZ_SCALE", "1") or 1))


def static_board(n, pieces):
    x, y, k, c = rm.to_arrays(pieces)
    return _core.StaticBoard(n, np.array(x, dtype=np.int64), np.array(y, dtype=np.int64),
                             np.array(k, dtype=np.int8), np.array(c, dtype=np.int8))


def check_runs_shape(runs, pieces):
    """Runs are non-empty, start ahead of their piece, and only sliders have
    runs longer than one or starting further than one step."""
    letters = {(x, y): c.upper() for x, y, c in pieces}
    for fx, fy, dx, dy, first, length in runs:
        assert first >= 1 and length >= 1
        kind = letters[(fx, fy)]
        if kind in "QRB":
            assert max(abs(dx), abs(dy)) == 1 and (dx, dy) != (0, 0)
        else:
            assert first == 1 and length == 1


def compare(n, pieces, white, board=None):
    """Engine and reference agree on one side; returns the reference's moves."""
    b = board or static_board(n, pieces)
    ref = rm.legal_moves(n, pieces, white)
    runs = runs_of(b, int(white))
    check_runs_shape(runs, pieces)
    got = rm.expand_runs(runs)
    where = reference.to_format_b(n, pieces)
    assert len(got) == len(set(got)), ("a move listed twice", white, where)
    assert set(got) == ref, (white, sorted(set(got) - ref), sorted(ref - set(got)), where)
    assert b.move_count(int(white)) == len(ref), (white, where)
    return ref


# ------------------------------------------------------------ the reference
def test_reference_attack_walk_matches_literal_rule():
    """The reference's fast king test agrees with reference.py's literal one."""
    rng = random.Random(7)
    for _ in range(300):
        n, pieces = rm.random_position(rng, rng.randint(3, 8))
        board = reference.make_board(pieces)
        for white in (True, False):
            assert rm.is_in_check(n, pieces, white) == reference.king_threatened(board, n, white)
            assert rm.legal_moves(n, pieces, white) == set(reference.legal_moves_of(n, pieces, white))


# ------------------------------------------------------- small random boards
@pytest.mark.parametrize("seed", range(6))
def test_random_small_positions(seed):
    rng = random.Random(1000 + seed)
    seen = collections.Counter()
    for _ in range(1000):
        n, pieces = rm.random_position(rng)
        b = static_board(n, pieces)
        checked = {}
        for white in (True, False):
            ref = compare(n, pieces, white, b)
            nchk = len(reference.checkers(n, pieces, white))
            checked[white] = nchk > 0
            seen[("checkers", min(nchk, 2))] += 1
            seen["no moves"] += not ref
            seen["pinned"] += bool(reference.pinned(n, pieces, white))
            seen["pinned in check"] += bool(nchk and reference.pinned(n, pieces, white))
            last = n if white else 1
            seen["pawn onto last row"] += any(
                t[1] == last and (f[0], f[1]) in {(x, y) for x, y, c in pieces if c == ("p" if white else "P")}
                for f, t in ref)
        seen["pawn on last row"] += any((c == "p" and y == n) or (c == "P" and y == 1) for x, y, c in pieces)
        # the checked side's count is the verdict's count
        state, count, _ = b.verdict()
        if checked[True] != checked[False]:
            side = checked[True]
            assert state == 2 + side and count == b.move_count(int(side))
    # the mix really covers the cases it is meant to
    assert seen[("checkers", 0)] > 500 and seen[("checkers", 1)] > 400
    assert seen[("checkers", 2)] > 100
    assert seen["no moves"] > 20 and seen["pinned"] > 80 and seen["pinned in check"] > 20
    assert seen["pawn on last row"] > 50 and seen["pawn onto last row"] > 50


@pytest.mark.parametrize("seed", range(3))
def test_is_legal_random_pairs(seed):
    rng = random.Random(2000 + seed)
    agree = collections.Counter()
    for _ in range(400):
        n, pieces = rm.random_position(rng)
        b = static_board(n, pieces)
        legal = rm.legal_moves(n, pieces, True) | rm.legal_moves(n, pieces, False)
        for f, t in legal:
            assert b.is_legal(*f, *t), (f, t, reference.to_format_b(n, pieces))
        squares = [(x, y) for x, y, _ in pieces]
        for _ in range(40):
            f = rng.choice(squares) if rng.random() < 0.85 else (rng.randint(1, n), rng.randint(1, n))
            if rng.random() < 0.5:
                t = (rng.randint(1, n), rng.randint(1, n))
            else:   # near the piece: knight, king and pawn offsets
                t = (f[0] + rng.randint(-2, 2), f[1] + rng.randint(-2, 2))
                if not reference.on_board(n, t):
                    continue
            want = (f, t) in legal
            assert b.is_legal(*f, *t) == want, (f, t, want, reference.to_format_b(n, pieces))
            agree[want] += 1
    assert agree[True] > 500 and agree[False] > 2000


@pytest.mark.parametrize("seed", range(3))
def test_dense_boards(seed):
    """Crowded rows: lookups near a piece pass over many index entries."""
    rng = random.Random(4000 + seed)
    free = 0
    for _ in range(8):
        n = rng.randint(16, 40)
        cells = [(x, y) for x in range(1, n + 1) for y in range(1, n + 1)]
        chosen = rng.sample(cells, rng.randint(n * n // 5, n * n // 2))
        pieces = [(*chosen[0], "k"), (*chosen[1], "K")]
        white_share = rng.choice((0.05, 0.5, 0.95))     # mostly one colour: its king is safe
        for sq in chosen[2:]:
            c = rng.choice("HHHPPPQRB")
            pieces.append((*sq, c.lower() if rng.random() < white_share else c))
        b = static_board(n, pieces)
        for white in (True, False):
            compare(n, pieces, white, b)
            free += not rm.is_in_check(n, pieces, white)
    assert free >= 3


@st.composite
def any_position(draw):
    """Any small position: at most one king of each colour (maybe none)."""
    n = draw(st.integers(1, 7))
    squares = draw(st.lists(st.tuples(st.integers(1, n), st.integers(1, n)), unique=True,
                            max_size=min(12, n * n)))
    letters = draw(st.lists(st.sampled_from("QRBHPqrbhp"), min_size=len(squares), max_size=len(squares)))
    pieces = [(x, y, c) for (x, y), c in zip(squares, letters)]
    for i, king in enumerate("kK"):
        if len(pieces) > i and draw(st.booleans()):
            pieces[i] = pieces[i][:2] + (king,)
    return n, pieces


@settings(max_examples=300 * SCALE, deadline=None, suppress_health_check=list(HealthCheck))
@given(any_position(), st.data())
def test_any_position(pos, data):
    n, pieces = pos
    b = static_board(n, pieces)
    legal = set()
    for white in (True, False):
        legal |= compare(n, pieces, white, b)
    if pieces:
        f = data.draw(st.sampled_from([p[:2] for p in pieces]))
        t = (data.draw(st.integers(1, n)), data.draw(st.integers(1, n)))
        assert b.is_legal(*f, *t) == ((f, t) in legal)


# ---------------------------------------------------------------- hand cases
CASES = [
    # (n, pieces, white count, black count, what)
    (8, [(1, 1, "k"), (8, 8, "K"), (3, 8, "p")], 3, 3, "pawn on its last row: no moves"),
    (8, [(1, 1, "k"), (8, 8, "K"), (3, 7, "p"), (4, 8, "R")],
     3 + 2, None, "pawn onto the last row, and capturing there"),
    (8, [(4, 1, "k"), (8, 8, "K"), (4, 3, "p"), (4, 8, "R")], None, None, "vertical pin: the pawn still steps"),
    (8, [(1, 1, "k"), (8, 8, "K"), (2, 2, "p"), (3, 3, "B")],
     None, None, "diagonal pin: the pawn captures the pinner only"),
    (8, [(1, 1, "k"), (8, 8, "K"), (2, 2, "p"), (3, 3, "B"), (1, 3, "R")],
     None, None, "pinned pawn, other enemy in reach"),
    (8, [(1, 1, "k"), (8, 8, "K"), (2, 2, "h"), (5, 5, "Q")], None, None, "pinned knight: nothing"),
    (8, [(1, 1, "k"), (8, 8, "K"), (3, 3, "q"), (6, 6, "B")], None, None, "pinned queen: along the pin line only"),
    (8, [(1, 1, "k"), (3, 2, "K"), (2, 3, "Q")], 0, None, "stalemate-like: white to move has nothing"),
    (8, [(1, 1, "k"), (8, 8, "K"), (1, 8, "R"), (3, 1, "B"), (5, 5, "q")], None, None, "double check: king steps only"),
    (8, [(1, 1, "k"), (8, 8, "K"), (1, 8, "R"), (4, 4, "r"), (8, 5, "b")],
     None, None, "blocks: rook and bishop onto the line"),
    (8, [(1, 1, "k"), (8, 8, "K"), (1, 8, "R"), (1, 5, "p")], None, None, "rook behind its own pawn, no check"),
    (8, [(1, 4, "k"), (8, 8, "K"), (1, 8, "R"), (2, 6, "p")], None, None, "pawn captures the checker"),
    (8, [(1, 1, "k"), (8, 8, "K"), (1, 8, "R"), (2, 5, "p")], None, None, "pawn blocks by stepping"),
    (3, [(1, 1, "k"), (3, 3, "K")], 2, 2, "tiny board: the centre is guarded"),
    (1, [(1, 1, "k")], 0, 0, "one square, no black king"),
]


@pytest.mark.parametrize("n, pieces, white, black, what", CASES, ids=[c[-1] for c in CASES])
def test_hand_cases(n, pieces, white, black, what):
    b = static_board(n, pieces)
    for side, want in ((True, white), (False, black)):
        ref = compare(n, pieces, side, b)
        if want is not None:
            assert len(ref) == want


def test_side_without_a_king_has_no_king_to_protect():
    pieces = [(1, 1, "k"), (4, 4, "Q"), (4, 8, "r")]
    b = static_board(8, pieces)
    assert b.black_king == -1
    for side in (True, False):
        compare(8, pieces, side, b)
    # the black queen moves freely, capturing the white king included
    assert b.move_count(0) == 27
    assert b.is_legal(4, 4, 4, 8) and b.is_legal(4, 8, 4, 4)


# ------------------------------------------------------------ 10**18 boards
@pytest.mark.parametrize("seed", range(4))
def test_corner_clusters_extrapolated_to_huge_boards(seed):
    rng = random.Random(3000 + seed)
    checks = 0
    for _ in range(60):
        layout = rm.random_corner_layout(rng)
        for m in (BIG, BIG - 1):
            pieces = rm.place_corner_layout(layout, m)
            b = static_board(m, pieces)
            for white in (True, False):
                want = rm.extrapolated_count(layout, white, m)
                assert b.move_count(int(white)) == want, (layout, white, m)
                runs = runs_of(b, int(white))
                assert sum(r[5] for r in runs) == want
                checks += bool(b.attackers(*b_king_square(b, pieces, white), int(not white)))
    assert checks > 50


def test_is_legal_at_the_ends_of_huge_runs():
    """On 10**18 boards every run's first and last square is a valid move
    and the squares one step before and beyond it are not (off the board aside)."""
    rng = random.Random(4)
    tried = 0
    for _ in range(150):
        pieces = rm.place_corner_layout(rm.random_corner_layout(rng), BIG)
        b = static_board(BIG, pieces)
        for side in (0, 1):
            for fx, fy, dx, dy, first, length in runs_of(b, side):
                for i in (first, first + length - 1):
                    assert b.is_legal(fx, fy, fx + i * dx, fy + i * dy)
                for i in (first - 1, first + length):
                    tx, ty = fx + i * dx, fy + i * dy
                    if i >= 1 and 1 <= tx <= BIG and 1 <= ty <= BIG:
                        assert not b.is_legal(fx, fy, tx, ty)
                        tried += 1
    assert tried > 100


def b_king_square(b, pieces, white):
    pid = b.white_king if white else b.black_king
    return pieces[pid][:2]


def open_queen_moves(n, q, blockers):
    """Closed form for a queen whose 8 lines hold no other piece: the
    distances to the edges."""
    x, y = q
    for bx, by in blockers:
        assert bx != x and by != y and bx - by != x - y and bx + by != x + y
    right, left, down, up = n - x, x - 1, n - y, y - 1
    return right + left + down + up + min(right, down) + min(left, up) + min(right, up) + min(left, down)


def lines_of(x, y):
    return {("r", y), ("c", x), ("d", x - y), ("a", x + y)}


def test_ten_open_queens_exceed_64_bits():
    rng = random.Random(5)
    while True:
        # no two pieces share a line, no queen's line touches a king's neighbours
        squares = [(rng.randint(2, BIG - 1), rng.randint(2, BIG - 1)) for _ in range(12)]
        keys = [k for x, y in squares for k in lines_of(x, y)]
        near_kings = set().union(*(lines_of(kx + dx, ky + dy) for kx, ky in squares[:2]
                                   for dx, dy in reference.KING_STEPS))
        if len(set(keys)) == len(keys) and not near_kings & set(keys[8:]):
            break
    kings, queens = squares[:2], squares[2:]
    pieces = [(*kings[0], "k"), (*kings[1], "K")] + [(*q, "q") for q in queens]
    b = static_board(BIG, pieces)
    want = sum(open_queen_moves(BIG, q, [s for s in squares if s != q]) for q in queens) + 8
    assert want > 2**64
    assert b.move_count(1) == want
    assert sum(r[5] for r in runs_of(b, 1)) == want
    assert b.move_count(0) == 8
    # a queen reaches the edges in every direction, and no further
    x, y = queens[0]
    d = min(BIG - x, BIG - y)
    assert b.is_legal(x, y, BIG, y) and b.is_legal(x, y, 1, y) and b.is_legal(x, y, x, BIG)
    assert b.is_legal(x, y, x + d, y + d) and not b.is_legal(x, y, x + 1, y + 2)


def test_corner_queens_exceed_64_bits():
    """Ten queens packed in one corner, counted by extrapolation."""
    queens = ((1, 2), (2, 4), (3, 1), (4, 3), (0, 5), (5, 0), (6, 6), (2, 7), (7, 2), (5, 5))
    layout = [(0, 0, 0, "k"), (3, 0, 0, "K")] + [(0, a, b, "q") for a, b in queens]
    want = rm.extrapolated_count(layout, True, BIG, sizes=(30, 36, 42))
    b = static_board(BIG, rm.place_corner_layout(layout, BIG))
    assert want > 2**64
    assert b.move_count(1) == want


# ---------------------------------------------------------- entry points
def test_bad_arguments_are_refused():
    b = static_board(8, [(1, 1, "k"), (8, 8, "K")])
    for side in (-1, 2, 7):
        with pytest.raises(ValueError, match="side"):
            b.move_count(side)
        with pytest.raises(ValueError, match="side"):
            b.move_table(side)
    for args in ((0, 1, 1, 2), (1, 1, 9, 1), (1, 1, 1, 0), (1, -5, 1, 1), (1, 1, -2**63, 2**63 - 1)):
        with pytest.raises(ValueError, match="off the board"):
            b.is_legal(*args)
    with pytest.raises(OverflowError):
        b.is_legal(1, 1, 2**63, 1)
    assert not b.is_legal(4, 4, 4, 5)        # no piece there
    assert not b.is_legal(1, 1, 1, 1)        # not a move
    fresh = _core.StaticBoard.__new__(_core.StaticBoard)
    for call in (lambda: fresh.move_count(1), lambda: fresh.move_table(0), lambda: fresh.is_legal(1, 1, 1, 2)):
        with pytest.raises(ValueError, match="not initialised"):
            call()


def test_empty_board():
    e = np.zeros(0, dtype=np.int64)
    b = _core.StaticBoard(BIG, e, e, e.astype(np.int8), e.astype(np.int8))
    assert b.move_count(1) == 0 and len(b.move_table(0)) == 0 and not b.is_legal(1, 1, 2, 2)
