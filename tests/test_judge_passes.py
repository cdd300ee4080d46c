"""The core's two engines against each other and against brute force:
solve_batch's verdict in passes over the pieces (the pass engine,
``_passes``) against StaticBoard's from the move runs (the indexed
engine), both against tests/reference.py, and the indexed engine's queries
on the Ostap board's mailbox against the same on the line indexes; and
scan_sparse's fast path for the usual piece line against the careful reader.

The differential tests elsewhere use boards of a few pieces; here the boards
are big enough for every path of the pass-based verdict: many pieces (the
line entries hashed into several buckets), sides on both sides of the 64 x 64
bitmap of "one piece per square" and up to 10**18, long check lines crossed
by many sliders and their blockers, pins, several boards of different sizes
in one call, and two pieces on one square.
"""
import random

import numpy as np
import pytest

from fastcheck import _core
from fastcheck.errors import FormatError
from fastcheck.formats import read_sparse_carefully
from fastcheck.kinds import FORMAT_LETTERS

import reference

BIG = 10**18
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = range(1, 7)
DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)]


def _inside(n, x, y):
    return 1 <= x <= n and 1 <= y <= n


def random_board(rng, n, p, keep_check=False, long_check=False):
    """A board of side n with about p pieces: the white or the black king
    checked along a ray (mostly by a slider from afar), pieces on lines that
    cross the check line near it, on the king's rays and anywhere.  With
    ``keep_check`` no piece stands between the king and its checker; with
    ``long_check`` the checker is a queen at least ``reach / 2`` away and
    every other piece stands on a line crossing the check line."""
    pieces = {}

    def put(x, y, kind, color):
        if _inside(n, x, y) and (x, y) not in pieces:
            pieces[(x, y)] = (kind, color)

    kx, ky = rng.randint(1, n), rng.randint(1, n)
    side = rng.randint(0, 1)
    put(kx, ky, KING, side)
    vx, vy = rng.choice(DIRS)
    reach = n if n <= 64 else min(n, rng.choice([8, 100, 10**4, n]))
    L = rng.randint(reach // 2 if long_check else 1, reach)
    while L > 1 and not _inside(n, kx + L * vx, ky + L * vy):
        L = rng.randint(1, L - 1)
    if _inside(n, kx + L * vx, ky + L * vy):
        kind = QUEEN if long_check else rng.choice([QUEEN, ROOK if vx == 0 or vy == 0 else BISHOP, KNIGHT, PAWN])
        put(kx + L * vx, ky + L * vy, kind, 1 - side)
    far = max(4, min(n, 10**6))
    for _ in range(p):
        r = rng.random() * (0.55 if long_check else 1.0)   # long_check: crossing lines only
        kind = rng.choice([QUEEN, ROOK, ROOK, BISHOP, BISHOP, KNIGHT, PAWN])
        color = side if rng.random() < 0.7 else 1 - side
        if r < 0.55 and L >= 2:
            # on a line crossing the check line at an inner square
            s = rng.randint(1, L - 1)
            tx, ty = kx + s * vx, ky + s * vy
            ux, uy = rng.choice([d for d in DIRS if d != (vx, vy) and d != (-vx, -vy)])
            t = rng.choice([1, 2, 3, rng.randint(1, far)])
            put(tx + t * ux, ty + t * uy, kind, color)
        elif r < 0.65:
            # on a ray of the king (pins, and pieces next to it)
            ux, uy = rng.choice(DIRS)
            t = rng.choice([1, 2, 3, rng.randint(1, far)])
            put(kx + t * ux, ky + t * uy, kind, color)
        elif r < 0.75:
            # next to the checker or the king: captures, knights, king steps
            cx, cy = (kx + L * vx, ky + L * vy) if rng.random() < 0.5 else (kx, ky)
            put(cx + rng.randint(-3, 3), cy + rng.randint(-3, 3), kind, color)
        else:
            put(rng.randint(1, n), rng.randint(1, n), kind, color)
    for _ in range(50):
        bx, by = rng.randint(1, n), rng.randint(1, n)
        if (bx, by) not in pieces:
            put(bx, by, KING, 1 - side)
            break
    if keep_check:
        for x, y in list(pieces):
            s = (x - kx) * vx if vx else (y - ky) * vy
            if 1 <= s < L and (x, y) == (kx + s * vx, ky + s * vy):
                del pieces[(x, y)]
    items = list(pieces.items())
    rng.shuffle(items)
    return n, items


def as_arrays(items):
    x = np.array([sq[0] for sq, _ in items], dtype=np.int64)
    y = np.array([sq[1] for sq, _ in items], dtype=np.int64)
    kind = np.array([kc[0] for _, kc in items], dtype=np.int8)
    color = np.array([kc[1] for _, kc in items], dtype=np.int8)
    return x, y, kind, color


def solve_all(boards):
    ns = np.array([n for n, _ in boards], dtype=np.int64)
    offsets = np.zeros(len(boards) + 1, dtype=np.int64)
    offsets[1:] = np.cumsum([len(items) for _, items in boards])
    parts = [as_arrays(items) for _, items in boards]
    x, y, kind, color = (np.concatenate([part[i] for part in parts]) for i in range(4))
    return _core.solve_batch(ns, offsets, x, y, kind, color)


def indexed_verdict(n, items):
    board = _core.StaticBoard(n, *as_arrays(items))
    state, count, _ = board.verdict()
    return state, count


SIZES = [(8, 30), (64, 400), (65, 400), (1000, 3000), (10**9, 3000), (BIG, 3000), (BIG, 200), (12, 100)]


@pytest.mark.parametrize("seed", range(6))
def test_batch_of_big_boards_matches_the_indexed_kernels(seed):
    rng = random.Random(seed)
    boards = [random_board(rng, n, p, keep_check=k) for n, p in SIZES for k in (False, True, True)]
    states, counts, bad = solve_all(boards)
    assert bad == -1
    seen = set()
    for b, (n, items) in enumerate(boards):
        want = indexed_verdict(n, items)
        assert (states[b], counts[b]) == want, (seed, b, n, len(items))
        seen.add(want[0])
    assert seen & {2, 3}     # some boards have a king in check


def test_many_blocks_are_counted():
    """A long check line and many sliders crossing it: the hashed lines
    count hundreds of blocks exactly."""
    rng = random.Random(7)
    counted = []
    for n in (2000, BIG):
        for _ in range(4):
            nb = random_board(rng, n, 4000, keep_check=True, long_check=True)
            states, counts, bad = solve_all([nb])
            assert (states[0], counts[0]) == indexed_verdict(*nb)
            counted.append(counts[0])
    assert max(counted) > 100


@pytest.mark.parametrize("n", [8, 64, 65, 10**6, BIG])
def test_two_pieces_on_a_square_name_the_first_such_piece(n):
    rng = random.Random(n)
    _, items = random_board(rng, n, 500)
    # repeat a square: the copy goes after its original, then another
    i = rng.randrange(2, len(items))
    j = rng.randrange(i, len(items) + 1)
    items = items[:j] + [(items[i][0], (PAWN, 0))] + items[j:]
    states, counts, bad = solve_all([(n, [((1, 1), (KING, 1)), ((n, n), (KING, 0))]), (n, items)])
    assert list(states) == [states[0], _core.BatchError.ERR_DUPLICATE]
    assert bad == 2 + j


def test_boards_without_check_build_nothing_big():
    """Boards with no king in check and many pieces: SAFE, like the index."""
    rng = random.Random(3)
    boards = []
    for n in (100, BIG):
        items = [((1, 1), (KING, 1)), ((3, 1), (KING, 0))]
        taken = {sq for sq, _ in items}
        while len(items) < 2000:
            sq = (rng.randint(1, n), rng.randint(5, n))
            if sq not in taken:
                taken.add(sq)
                items.append((sq, (rng.choice([PAWN, KNIGHT]), rng.randint(0, 1))))
        boards.append((n, items))
    states, counts, bad = solve_all(boards)
    for b, nb in enumerate(boards):
        assert (states[b], counts[b]) == indexed_verdict(*nb)


# ------------------------------------------------ scan_sparse's fast path
CANON = b"2\n8 3\n1 1 k\n8 1 R\n8 8 K\n\n1000000000000000000 3\n1 1 k\n1000000000000000000 7 Q\n5 5 K\n"


def _careful(data):
    try:
        boards = read_sparse_carefully(data)
    except FormatError:
        return None
    return [list(a) for a in (boards.n, boards.offsets, boards.x, boards.y, boards.kind, boards.color)]


def _scanned(data):
    ok, res = _core.scan_sparse(data, FORMAT_LETTERS)
    return [list(a) for a in res] if ok else None


VARIANTS = [
    CANON,
    CANON.replace(b"\n", b"\r\n"),
    CANON.replace(b"8 1 R", b"8  1 R"),
    CANON.replace(b"8 1 R", b"8\t1 R"),
    CANON.replace(b"8 1 R", b" 8 1 R"),
    CANON.replace(b"8 1 R", b"8 1 R "),
    CANON.replace(b"8 1 R", b"8 1 R\r"),
    CANON.replace(b"8 1 R", b"008 01 R"),
    CANON.replace(b"8 1 R", b"8 1 X"),
    CANON.replace(b"8 1 R", b"8 1 RR"),
    CANON.replace(b"8 1 R", b"8 1"),
    CANON.replace(b"8 1 R", b"9 1 R"),
    CANON.replace(b"8 1 R", b"0 1 R"),
    CANON.replace(b"8 1 R", b"8 1 R 4"),
    CANON.replace(b"8 1 R", b"8x 1 R"),
    CANON.replace(b"5 5 K", b"1000000000000000000 1000000000000000000 K"),
    CANON.replace(b"5 5 K", b"999999999999999999 5 K"),
    CANON.replace(b"5 5 K", b"99999999999999999999 5 K"),
    CANON.replace(b"5 5 K", b"0000000000000000000005 5 K"),
    CANON.replace(b"5 5 K", b"5 5 K\n\n"),
    CANON.replace(b"5 5 K", b"5 5 K\n1 2 p"),
    CANON.rstrip(b"\n"),
    CANON[:-1] + b" ",
    CANON.replace(b"\n8 8 K\n", b"\n8 8 K\n\n\n"),
    CANON.replace(b"8 1 R\n8 8 K", b"8 1 R\n\n8 8 K"),
    CANON.replace(b"8 1 R", b"8 1 \x00"),
    # the digits read eight at a time: 8 to 19 digits, and a stop inside a word
    CANON.replace(b"5 5 K", b"12345678 87654321 K"),
    CANON.replace(b"5 5 K", b"1234567812345678 5 K"),
    CANON.replace(b"5 5 K", b"12345678123456789 5 K"),
    CANON.replace(b"5 5 K", b"123456781234567891 123456781234567891 K"),
    CANON.replace(b"5 5 K", b"1234567812345678912 5 K"),
    CANON.replace(b"5 5 K", b"12345678x 5 K"),
    CANON.replace(b"5 5 K", b"1234567: 5 K"),
    CANON.replace(b"5 5 K", b"123/4567 5 K"),
    CANON.replace(b"5 5 K", b"5 12345678"),
]


@pytest.mark.parametrize("data", VARIANTS)
def test_scan_sparse_fast_path_agrees_with_the_careful_reader(data):
    assert _scanned(data) == _careful(data)


# ------------------------------------ both engines against brute force
KIND_OF = {"p": PAWN, "h": KNIGHT, "b": BISHOP, "r": ROOK, "q": QUEEN, "k": KING}


def _core_items(pieces):
    """reference's ``(x, y, letter)`` pieces as this file's ``((x, y), (kind, colour))``."""
    return [((x, y), (KIND_OF[c.lower()], int(c.islower()))) for x, y, c in pieces]


def _reference_state(state, side, count):
    """reference.verdict's answer as the core's ``(State, count)``."""
    if state in ("check", "mate"):
        return 2 + int(side), count
    return {"safe": 0, "impossible": 1}[state], 0


def _random_pieces(rng, n, extra, spread):
    """Two kings and ``extra`` pieces on distinct squares of a ``spread`` x
    ``spread`` window somewhere on an n x n board (so that they meet at any n)."""
    x0, y0 = rng.randint(1, n - spread + 1), rng.randint(1, n - spread + 1)
    squares = rng.sample([(x0 + i, y0 + j) for i in range(spread) for j in range(spread)], 2 + extra)
    pieces = [(*squares[0], "k"), (*squares[1], "K")]
    pieces += [(*sq, rng.choice("qrbhpQRBHP")) for sq in squares[2:]]
    return pieces


@pytest.mark.parametrize("n,spread,verdict", [(3, 3, "verdict"), (5, 5, "verdict"), (8, 8, "verdict"),
                                              (BIG, 7, "verdict_huge"), (10**6, 9, "verdict_huge")])
def test_both_engines_are_the_brute_force_verdict(n, spread, verdict):
    """The pass engine (solve_batch) and the indexed engine (StaticBoard's
    verdict and evasions, from the move runs) give the brute-force verdict,
    count and moves of the checked side, on small boards and on crowded
    corners of huge ones."""
    rng = random.Random(n + spread)
    boards, wants, checked = [], [], 0
    for _ in range(250):
        pieces = _random_pieces(rng, n, rng.randint(0, min(10, spread * spread - 2)), spread)
        boards.append((n, _core_items(pieces)))
        wants.append(pieces)
    states, counts, bad = solve_all(boards)
    assert bad == -1
    for b, ((_, items), pieces) in enumerate(zip(boards, wants)):
        want = _reference_state(*getattr(reference, verdict)(n, pieces))
        assert (states[b], counts[b]) == want, (n, pieces)
        state, count, moves = _core.StaticBoard(n, *as_arrays(items)).verdict(True)
        assert (state, count) == want, (n, pieces)
        if state in (2, 3):
            checked += 1
            if verdict == "verdict":
                ref_moves = reference.valid_moves(n, pieces)
                got = sorted((tuple(items[pid][0]), (tx, ty)) for pid, tx, ty in moves)
                assert got == ref_moves, (n, pieces)
    assert checked > 20


# ------------------------------- the indexed engine on its two indexes
def _ostap_comparable(rng):
    """An 8x8 board on which Ostap's chess and the static rules agree: one
    king a side and no pawn on its start rank (no double steps)."""
    while True:
        pieces = _random_pieces(rng, 8, rng.randint(0, 14), 8)
        if not any(c == "p" and y == 2 or c == "P" and y == 7 for _, y, c in pieces):
            return pieces


def test_the_mailbox_and_the_line_indexes_answer_alike():
    """The indexed engine's queries are written once for both indexes: the
    Ostap board's mailbox and a static board's line indexes give the same
    checkers and the same moves of either side (whether in check or not)."""
    rng = random.Random(17)
    moved = 0
    for _ in range(400):
        pieces = _ostap_comparable(rng)
        x, y, kind, color = as_arrays(_core_items(pieces))
        static = _core.StaticBoard(8, x, y, kind, color)
        mailbox = _core.OstapBoard(x, y, kind, color)
        for side in (0, 1):
            king = static.white_king if side else static.black_king
            kx, ky = int(x[king]), int(y[king])
            attackers = sorted((int(x[p]), int(y[p])) for p in static.attackers(kx, ky, 1 - side))
            assert mailbox.checkers(side) == attackers, pieces
            table = static.move_table(side)
            runs = [tuple(table[i:i + 6]) for i in range(0, len(table), 6)]
            static_moves = sorted((fx, fy, fx + k * dx, fy + k * dy)
                                  for fx, fy, dx, dy, first, length in runs
                                  for k in range(first, first + length))
            assert sorted(mailbox.legal_moves(side)) == static_moves, (side, pieces)
            assert static.move_count(side) == len(static_moves)
            moved += bool(static_moves)
    assert moved > 400
