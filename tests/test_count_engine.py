"""``count_batch``'s two ways of counting, the pass engine (``_count``)
and the indexed engine over a window mailbox (``window_counts``, for boards
whose pieces stand in a window of at most WINDOW_MAX squares a side, its
lines one 64-bit word each up to ONE_WORD squares), against the indexed
engine over the line indexes (``StaticBoard.move_count``, ``_moves``) and
the brute-force reference (tests/reference_moves.py).  count_batch picks
the engine by the board, so every test that can reach them all runs its
boards as they are, spread out past ONE_WORD (a wide mailbox) and past
WINDOW_MAX (``spread_out``: one more piece far away, which the family
passes must then count).

Small boards (n 3..12, biased to checks, double checks, pins, blocks, pawns
on the last rows and edges) are counted by brute force; big ones (up to
10**18, sparse, clustered, dense, crowded onto one line, thousands of pieces
so that the entries spread over many hash buckets) by the indexed engine.
Boards are batched so that each call reuses the engine's buffers across
boards of very different sizes.
"""
import random

import numpy as np
import pytest
import reference_moves as rm

from fastcheck import _core

import reference

BIG = 10**18
SIDES = (1, 0, -1)


def flat(boards):
    """The flat arrays of ``count_batch`` for ``[(n, pieces), ...]``."""
    xs, ys, ks, cs, offsets = [], [], [], [], [0]
    for _, pieces in boards:
        x, y, k, c = rm.to_arrays(pieces)
        xs += x
        ys += y
        ks += k
        cs += c
        offsets.append(len(xs))
    return (np.array([n for n, _ in boards], dtype=np.int64), np.array(offsets, dtype=np.int64),
            np.array(xs, dtype=np.int64), np.array(ys, dtype=np.int64),
            np.array(ks, dtype=np.int8), np.array(cs, dtype=np.int8))


#: the widest window count_batch counts over a mailbox (the core's
#: WINDOW_MAX), and the widest whose lines are one word each
WINDOW_MAX = 1022
ONE_WORD = 62
#: count_batch counts a board whose pieces stand in a window of at most
#: WINDOW_MAX squares over a mailbox and any other in passes: the boards as
#: they are, spread out to a wide window, or spread out past WINDOW_MAX
REACH = {"mailbox": None, "wide": ONE_WORD, "passes": WINDOW_MAX}
ENGINES = pytest.mark.parametrize("engine", tuple(REACH))


def counts(boards, side=-1):
    """``(white, black)`` exact counts of every board, from one count_batch call."""
    hi, lo, bad = _core.count_batch(*flat(boards), side)
    assert bad == -1
    words = [(h << 64) | v for h, v in zip(hi, lo)]
    return words[1::2], words[0::2]


def spread_out(n, pieces, reach):
    """The board with one more piece, a pawn on its own last row (no moves,
    no attacks), on a corner of the board so that the pieces' window grows
    wider than ``reach`` squares (the board grown by reach + 2 squares when
    it is too small for that)."""
    xs, ys = [x for x, _, _ in pieces], [y for _, y, _ in pieces]
    taken = set(zip(xs, ys))
    for cx, cy, pawn in ((n, n, "p"), (1, n, "p"), (1, 1, "P"), (n, 1, "P")):
        wide = max(abs(cx - x) for x in xs) >= reach or max(abs(cy - y) for y in ys) >= reach
        if wide and (cx, cy) not in taken:
            return n, pieces + [(cx, cy, pawn)]
    m = max(n, max(xs), max(ys)) + reach + 2
    return m, pieces + [(m, m, "p")]


def engine_boards(boards, engine):
    """The boards for ``engine`` (REACH): as they are, or each spread out."""
    reach = REACH[engine]
    return boards if reach is None else [spread_out(n, pieces, reach) for n, pieces in boards]


def brute_force(n, pieces, white):
    return len(rm.legal_moves(n, pieces, white))


def truth_for(engine):
    """The count to hold ``engine``'s boards to: brute force, but for the
    passes' boards (a thousand squares wide, where brute force takes about a
    second a board) the line indexes' engine (test_passes_against_brute_force
    holds the passes to brute force on a few)."""
    return indexed if engine == "passes" else brute_force


def indexed(n, pieces, white):
    x, y, k, c = rm.to_arrays(pieces)
    b = _core.StaticBoard(n, np.array(x, dtype=np.int64), np.array(y, dtype=np.int64),
                          np.array(k, dtype=np.int8), np.array(c, dtype=np.int8))
    return b.move_count(int(white))


@ENGINES
@pytest.mark.parametrize("seed", range(4))
def test_small_boards_against_brute_force(seed, engine):
    rng = random.Random(17000 + seed)
    boards = [rm.random_position(rng) for _ in range(600)]
    # spread out, a board is wider and brute force slower: a quarter of them
    boards = engine_boards(boards[:150] if REACH[engine] else boards, engine)
    truth = truth_for(engine)
    white, black = counts(boards)
    checked = 0
    for (n, pieces), w, b in zip(boards, white, black):
        where = reference.to_format_b(n, pieces)
        assert w == truth(n, pieces, True), where
        assert b == truth(n, pieces, False), where
        checked += rm.is_in_check(n, pieces, True) or rm.is_in_check(n, pieces, False)
    assert checked > len(boards) // 6          # the bias works: checks are common


def test_passes_against_brute_force():
    """The family passes on small boards spread out past WINDOW_MAX, held to
    brute force itself (a few: each costs it about a second)."""
    rng = random.Random(17050)
    boards = []
    while len(boards) < 8:
        n, pieces = rm.random_position(rng)
        if len(pieces) >= 6 and (rm.is_in_check(n, pieces, True) or rm.is_in_check(n, pieces, False)
                                 or len(boards) % 2):
            boards.append(spread_out(n, pieces, WINDOW_MAX))
    white, black = counts(boards)
    for (n, pieces), w, b in zip(boards, white, black):
        assert (w, b) == (brute_force(n, pieces, True), brute_force(n, pieces, False)), reference.to_format_b(n, pieces)


@ENGINES
@pytest.mark.parametrize("seed", range(3))
def test_grids_against_indexed_engine_and_every_side(seed, engine):
    """8x8 boards (format A's size), each side asked alone and both at once."""
    rng = random.Random(17100 + seed)
    boards = engine_boards([rm.random_position(rng, 8) for _ in range(1500)], engine)
    white, black = counts(boards)
    assert counts(boards, 1) == (white, [0] * len(boards))
    assert counts(boards, 0) == ([0] * len(boards), black)
    for (n, pieces), w, b in zip(boards, white, black):
        assert (w, b) == (indexed(n, pieces, True), indexed(n, pieces, False)), reference.to_format_b(n, pieces)


def random_big(rng, p, n, window):
    """Both kings and ``p`` random pieces on distinct squares of a
    ``window``-wide block somewhere on an n x n board, with sliders often
    on the kings' lines (checks, pins) and pawns on the first and last rows."""
    w = min(window, n)
    ox, oy = rng.randint(0, n - w), rng.randint(0, n - w)
    squares = set()
    pieces = []

    def put(x, y, c):
        if 1 <= x <= n and 1 <= y <= n and (x, y) not in squares:
            squares.add((x, y))
            pieces.append((x, y, c))
            return True
        return False

    while not put(ox + rng.randint(1, w), oy + rng.randint(1, w), "k"):
        pass
    while not put(ox + rng.randint(1, w), oy + rng.randint(1, w), "K"):
        pass
    kings = pieces[:]
    for _ in range(p):
        r = rng.random()
        c = rng.choice("QRBHPPqrbhpp")
        if r < 0.2:
            kx, ky, _ = rng.choice(kings)
            dx, dy = rng.choice(rm.QUEEN_DIRS)
            d = rng.randint(1, w)
            put(kx + d * dx, ky + d * dy, rng.choice("QRBqrbHPhp"))
        elif r < 0.25:
            put(ox + rng.randint(1, w), rng.choice((1, n, oy + 1, oy + w)), rng.choice("Pp"))
        else:
            put(ox + rng.randint(1, w), oy + rng.randint(1, w), c)
    return n, pieces


@pytest.mark.parametrize("seed", range(3))
def test_big_boards_against_indexed_engine(seed):
    """Windows of every size: the small ones are counted over a mailbox, the others in passes."""
    rng = random.Random(17200 + seed)
    boards = []
    for _ in range(24):
        n = rng.choice((16, 100, 1000, 10**6, 10**9, BIG, BIG - 1))
        p = rng.choice((50, 400, 3000, 6000))
        window = rng.choice((8, 30, 200, 10**4, n))
        window = max(window, int((p * 1.5) ** 0.5) + 2)
        boards.append(random_big(rng, p, n, window))
    white, black = counts(boards)
    for (n, pieces), w, b in zip(boards, white, black):
        assert w == indexed(n, pieces, True), (n, len(pieces))
        assert b == indexed(n, pieces, False), (n, len(pieces))


def check_with_blockers(rng, n, p, window):
    """A king in check by a lone slider two or more squares away, many of its
    own sliders on lines that cross the check line (some with a piece in the
    way, some pinned), and ``p`` random pieces of both sides in a
    ``window``-wide block, none on the check line's inner squares: the count
    engine counts those blocks in its family passes."""
    w = min(window, n)
    ox, oy = rng.randint(0, n - w), rng.randint(0, n - w)
    white = rng.random() < 0.5
    own, enemy = (str.upper, str.lower) if white else (str.lower, str.upper)
    board = {}
    while True:
        k = (ox + rng.randint(1, w), oy + rng.randint(1, w))
        dx, dy = rng.choice(rm.QUEEN_DIRS)
        length = rng.randint(2, max(2, w // 2))
        c = (k[0] + length * dx, k[1] + length * dy)
        if rm.on_board(n, c):
            break
    inner = {(k[0] + s * dx, k[1] + s * dy) for s in range(1, length)}
    board[k] = own("k")
    board[c] = enemy(rng.choice("QR" if 0 in (dx, dy) else "QB"))

    def put(sq, letter):
        if rm.on_board(n, sq) and sq not in board and sq not in inner:
            board[sq] = letter
            return True
        return False

    while not put((ox + rng.randint(1, w), oy + rng.randint(1, w)), enemy("k")):
        pass
    for _ in range(max(4, p // 8)):
        # a blocker on a line through an inner square T, maybe with a piece between
        s = rng.randint(1, length - 1)
        t = (k[0] + s * dx, k[1] + s * dy)
        ux, uy = rng.choice([d for d in rm.QUEEN_DIRS if d not in ((dx, dy), (-dx, -dy))])
        d = rng.randint(1, min(w, 40))
        put((t[0] + d * ux, t[1] + d * uy), own(rng.choice("QR" if 0 in (ux, uy) else "QB")))
        if rng.random() < 0.3 and d > 1:
            e = rng.randint(1, d - 1)
            put((t[0] + e * ux, t[1] + e * uy), rng.choice("QRBHPqrbhp"))
    for _ in range(rng.randint(0, 3)):
        # a pin: own slider between the king and an enemy slider on another ray
        ux, uy = rng.choice(rm.QUEEN_DIRS)
        if (ux, uy) == (dx, dy):
            continue
        a, b = sorted(rng.sample(range(1, min(w, 30) + 2), 2))
        if put((k[0] + a * ux, k[1] + a * uy), own(rng.choice("QRB"))):
            put((k[0] + b * ux, k[1] + b * uy), enemy("Q"))
    for _ in range(p):
        put((ox + rng.randint(1, w), oy + rng.randint(1, w)), rng.choice("QRBHPPqrbhpp"))
    return n, [(x, y, letter) for (x, y), letter in board.items()]


@pytest.mark.parametrize("seed", range(3))
def test_blocks_counted_in_the_family_passes(seed):
    """The checked side's blocks by sliders, counted along the line families
    that the other side's count runs anyway, against brute force (small
    boards) and the indexed engine (big ones); each side alone as well."""
    rng = random.Random(17700 + seed)
    # spread out: the family passes count them (against the line indexes),
    # and a wide mailbox (against brute force)
    small = [check_with_blockers(rng, rng.randint(6, 12), rng.randint(4, 30), 12) for _ in range(100)]
    big = [check_with_blockers(rng, rng.choice((100, 10**6, BIG)), rng.choice((200, 2000)), rng.choice((60, 400)))
           for _ in range(12)]
    for boards, truth in ((engine_boards(small, "passes"), indexed), (engine_boards(small, "wide"), brute_force),
                          (big, indexed)):
        white, black = counts(boards)
        assert counts(boards, 1) == (white, [0] * len(boards))
        assert counts(boards, 0) == ([0] * len(boards), black)
        for (n, pieces), w, b in zip(boards, white, black):
            assert (w, b) == (truth(n, pieces, True), truth(n, pieces, False)), reference.to_format_b(n, pieces)
    checked = sum(rm.is_in_check(n, pieces, True) or rm.is_in_check(n, pieces, False) for n, pieces in small)
    assert checked == len(small)


def test_crowded_lines():
    """Every piece on one row, one column or one diagonal (a line far larger
    than a hash bucket), and a dense block, on small and huge boards."""
    rng = random.Random(17300)
    boards = []
    for n in (5000, BIG):
        for line in range(4):
            pieces = {}
            for i in range(1, 4001):
                if line == 0:
                    sq = (i, 7)
                elif line == 1:
                    sq = (7, i)
                elif line == 2:
                    sq = (i, i)
                else:
                    sq = (i, 4002 - i)
                pieces[sq] = rng.choice("QRBHPqrbhp")
            free = [sq for sq in ((3000, 3), (4500, 4500), (2, 4000), (4000, 2)) if sq not in pieces]
            pieces[free[0]] = "k"
            pieces[free[1]] = "K"
            boards.append((n, [(x, y, c) for (x, y), c in pieces.items()]))
        boards.append(random_big(rng, 3000, n, 60))
    white, black = counts(boards)
    for (n, pieces), w, b in zip(boards, white, black):
        assert (w, b) == (indexed(n, pieces, True), indexed(n, pieces, False)), (n, len(pieces))


def test_counts_beyond_64_bits():
    """Open queens on a 10**18 board: each has about 4 * 10**18 moves."""
    rng = random.Random(17400)
    n = BIG
    pieces = [(1, 1, "k"), (n, n, "K")]
    while len(pieces) < 40:
        x, y = rng.randint(2, n - 1), rng.randint(2, n - 1)
        pieces.append((x, y, "Q" if len(pieces) % 2 else "q"))
    white, black = counts([(n, pieces)])
    assert white[0] >= 2**64 and black[0] >= 2**64
    assert (white[0], black[0]) == (indexed(n, pieces, True), indexed(n, pieces, False))


def test_a_batch_mixes_sizes():
    """A big board between small ones: the buffers are sized once, reused."""
    rng = random.Random(17500)
    boards = [rm.random_position(rng) for _ in range(50)]
    boards.insert(20, random_big(rng, 5000, BIG, 10**5))
    boards.insert(40, random_big(rng, 3000, 1000, 1000))
    white, black = counts(boards)
    for (n, pieces), w, b in zip(boards, white, black):
        assert (w, b) == (indexed(n, pieces, True), indexed(n, pieces, False))


def test_bad_boards_match_solve_batch():
    """A second king or two pieces on one square: count_batch names the same
    first offending piece as solve_batch, and counts the boards before it."""
    rng = random.Random(17600)
    for trial in range(60):
        boards = [rm.random_position(rng) for _ in range(rng.randint(1, 5))]
        b = rng.randrange(len(boards))
        n, pieces = boards[b]
        pieces = list(pieces)
        if trial % 3 == 0:
            free = [(x, y) for x in range(1, n + 1) for y in range(1, n + 1)
                    if (x, y) not in {(p[0], p[1]) for p in pieces}]
            if not free:
                continue
            pieces.insert(rng.randrange(len(pieces) + 1), (*rng.choice(free), rng.choice("kK")))
        else:
            x, y, _ = rng.choice(pieces)
            pieces.insert(rng.randrange(len(pieces) + 1), (x, y, rng.choice("QRBHPqrbhp")))
        boards[b] = (n, pieces)
        for engine in ("passes", "wide", "mailbox"):          # every engine; the boards as they are last
            arrays = flat(engine_boards(boards, engine))
            _, _, want = _core.solve_batch(*arrays)
            for side in SIDES:
                hi, lo, bad = _core.count_batch(*arrays, side)
                assert bad == want >= 0
        if b:
            white, black = counts(boards[:b])
            assert list(lo[1:2 * b:2]) == white and list(lo[0:2 * b:2]) == black


def test_two_pieces_on_a_square_of_a_sparse_board():
    """Two pieces on one square among thousands on a board of many more
    rows than pieces, where most rows hold one piece and the rows' buckets
    leave such pieces out (lone_rows): the pair is still found, as
    solve_batch finds it, wherever it stands and whatever its kinds."""
    rng = random.Random(17650)
    for trial in range(40):
        n = rng.choice((10**5, 10**6, 10**9, BIG))
        n, pieces = random_big(rng, rng.choice((800, 3000, 6000)), n, n)
        x, y, _ = rng.choice(pieces)
        pieces.insert(rng.randrange(len(pieces) + 1), (x, y, rng.choice("QRBHPqrbhp")))
        arrays = flat([(n, pieces)])
        _, _, want = _core.solve_batch(*arrays)
        assert want >= 0, trial
        for side in SIDES:
            assert _core.count_batch(*arrays, side)[2] == want, (trial, n, side)


@ENGINES
def test_every_tiny_board(engine):
    """Both kings and one more piece anywhere on boards of side 2 and 3 (and
    two more on side 3 for a sample): edges, last rows, pawns that cannot move."""
    rng = random.Random(17700)
    boards = []
    for n in (2, 3):
        cells = [(x, y) for x in range(1, n + 1) for y in range(1, n + 1)]
        for wk in cells:
            for bk in cells:
                if bk == wk:
                    continue
                boards.append((n, [(*wk, "k"), (*bk, "K")]))
                for sq in cells:
                    if sq not in (wk, bk):
                        for c in "QRBHPqrbhp":
                            boards.append((n, [(*wk, "k"), (*bk, "K"), (*sq, c)]))
    for _ in range(2000):
        sq = rng.sample([(x, y) for x in range(1, 4) for y in range(1, 4)], 4)
        boards.append((3, [(*sq[0], "k"), (*sq[1], "K")] + [(*s, rng.choice("QRBHPqrbhp")) for s in sq[2:]]))
    if REACH[engine]:      # wider, each board costs brute force much more: a sample
        boards = engine_boards(rng.sample(boards, 400), engine)
    truth = truth_for(engine)
    white, black = counts(boards)
    for (n, pieces), w, b in zip(boards, white, black):
        assert w == truth(n, pieces, True), reference.to_format_b(n, pieces)
        assert b == truth(n, pieces, False), reference.to_format_b(n, pieces)


@pytest.mark.parametrize("limit", (ONE_WORD, 126, WINDOW_MAX))
@pytest.mark.parametrize("seed", range(2))
def test_windows_at_the_mailbox_limits(seed, limit):
    """Windows of one square less to two more than a limit (the widest
    window whose lines are one word, two words, or that the mailbox takes),
    at the board's corners and edges or in the open, kings on the window's
    rim (their steps leave it): the mailbox, the passes and the line
    indexes agree."""
    rng = random.Random(17800 + seed + limit)
    boards = []
    for _ in range(40):
        n = rng.choice((limit + 2, limit + 8, 3 * limit, BIG))
        span = rng.choice((limit - 1, limit, limit + 1, limit + 2))
        span = min(span, n)
        ox = rng.choice((0, n - span, rng.randint(0, n - span)))
        oy = rng.choice((0, n - span, rng.randint(0, n - span)))
        rim = [(ox + 1, oy + rng.randint(1, span)), (ox + span, oy + rng.randint(1, span)),
               (ox + rng.randint(1, span), oy + 1), (ox + rng.randint(1, span), oy + span)]
        squares = {}
        kings = rng.sample(rim, 2)
        if kings[0] == kings[1]:
            continue
        squares[kings[0]] = "k"
        squares[kings[1]] = "K"
        for corner in ((ox + 1, oy + 1), (ox + span, oy + span)):
            squares.setdefault(corner, rng.choice("QRBHPqrbhp"))
        for _ in range(rng.choice((10, 60, 300))):
            sq = (ox + rng.randint(1, span), oy + rng.randint(1, span))
            squares.setdefault(sq, rng.choice("QRBHPPqrbhpp"))
        boards.append((n, [(x, y, c) for (x, y), c in squares.items()]))
    white, black = counts(boards)
    for (n, pieces), w, b in zip(boards, white, black):
        assert (w, b) == (indexed(n, pieces, True), indexed(n, pieces, False)), reference.to_format_b(n, pieces)


def test_king_steps_on_a_sliders_line():
    """A king on an enemy slider's row, column or diagonal, with pieces
    before it, behind it and beside its step squares (pawns and the other
    king next to them): a step away from the slider stays attacked through
    the king's own square, a piece between shields it, and a neighbour
    attacks only when it steps or a pawn sees the square.  Every engine,
    against brute force (the passes against the line indexes)."""
    rng = random.Random(17900)
    boards = []
    for _ in range(1500):
        n = rng.randint(6, 12)
        kx, ky = rng.randint(1, n), rng.randint(1, n)
        dx, dy = rng.choice([(1, 0), (0, 1), (1, 1), (1, -1), (-1, 0), (0, -1), (-1, -1), (-1, 1)])
        squares = {(kx, ky): rng.choice("kK")}
        dist = rng.randint(2, 5)
        slider = "q" if squares[(kx, ky)] == "K" else "Q"
        if dx and dy:
            slider = rng.choice((slider, "b" if slider == "q" else "B"))
        else:
            slider = rng.choice((slider, "r" if slider == "q" else "R"))
        sx, sy = kx + dx * dist, ky + dy * dist
        if not (1 <= sx <= n and 1 <= sy <= n):
            continue
        squares[(sx, sy)] = slider
        other = "K" if squares[(kx, ky)] == "k" else "k"
        for _ in range(rng.randint(0, 8)):
            sq = (rng.randint(1, n), rng.randint(1, n))
            squares.setdefault(sq, rng.choice("PpHhRrBbQq"))
        for sq in ((kx - dx, ky - dy), (kx + rng.randint(-2, 2), ky + rng.choice((-2, 2)))):
            if 1 <= sq[0] <= n and 1 <= sq[1] <= n:
                squares.setdefault(sq, rng.choice(("p", "P", "r", "B") if other in squares.values()
                                                  else (other, "p", "P", "r", "B")))
        if other not in squares.values():
            free = [(x, y) for x in range(1, n + 1) for y in range(1, n + 1) if (x, y) not in squares]
            squares[rng.choice(free)] = other
        boards.append((n, [(x, y, c) for (x, y), c in squares.items()]))
    for engine in REACH:
        sample = engine_boards(boards if not REACH[engine] else boards[:300], engine)
        truth = truth_for(engine)
        white, black = counts(sample)
        for (n, pieces), w, b in zip(sample, white, black):
            assert w == truth(n, pieces, True), reference.to_format_b(n, pieces)
            assert b == truth(n, pieces, False), reference.to_format_b(n, pieces)


@pytest.mark.parametrize("n", (10**6, BIG))
@pytest.mark.parametrize("line", ("row", "column", "diagonal"))
def test_a_crowded_line_past_the_sort_buffer(n, line):
    """About 40,000 pieces on one line, shuffled: the family-pass counter's
    bucket of that line is bigger than its sort buffer (TMP_MAX, 32,768
    entries), so the bucket is sorted where it stands and read in chunks;
    its counts are the line indexes' (StaticBoard.move_count)."""
    rng = random.Random(f"{line}-{n}")
    count = 40_000
    spots = sorted(rng.sample(range(3, n - 2), count))
    at = {"row": lambda s: (s, n // 2), "column": lambda s: (n // 2 + 1, s), "diagonal": lambda s: (s, s)}[line]
    pieces = [(*at(s), rng.choice("QRBHPqrbhp")) for s in spots]
    taken = {(x, y) for x, y, _ in pieces}
    for x, y, king in ((1, n, "k"), (n, 1, "K")):
        assert (x, y) not in taken
        pieces.append((x, y, king))
    rng.shuffle(pieces)
    white, black = counts([(n, pieces)])
    assert (white[0], black[0]) == (indexed(n, pieces, True), indexed(n, pieces, False))
