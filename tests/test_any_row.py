"""Every row the kinds table accepts, proven in every engine.

A property test: random variants (a pawn, a royal piece with unusual
moves, and compounds of leaps of every Betza atom, steps and rides, drawn
from everything ``_core.install_table`` accepts) are installed in the core,
and on thousands of small boards biased to checks, pins, blocks and double
checks by each part of a piece (tests/reference_rows.py's generator) every
engine is held to the row-driven brute force (tests/reference_rows.py):

* the line indexes (``StaticBoard``: verdict, both sides' counts and move
  sets), which ``Position`` wraps;
* ``solve_batch`` (the pass engine, or the line indexes for a table the pass
  engine does not serve);
* ``count_batch`` over a window mailbox (the boards as they are);
* the Ostap board (its correct moves under Ostap's rules: any kings, the
  pawn's double step) on 8x8 boards;

and on boards up to 10**18, spread past the mailbox's widest window, the
batches' other path (the family-pass counter or the line indexes) against
``StaticBoard``.  ``FASTCHECK_ROW_ROUNDS`` sets the variants a run draws
(24 by default; the slow tests draw 200 more; a longer run:
``FASTCHECK_ROW_ROUNDS=800``).
"""
import os
import random

import numpy as np
import pytest
import reference_rows as rr

from fastcheck import _core
from fastcheck.betza import ATOMS, parse_betza
from fastcheck.variants import DEFAULT_ROWS

ROUNDS = int(os.environ.get("FASTCHECK_ROW_ROUNDS", "24"))
BOARDS = 60            # boards a variant
BIG = 10**18
WINDOW_MAX = 1022      # the core's widest window mailbox (test_count_engine.py)


#: each test installs its own tables; the next test finds the default
pytestmark = pytest.mark.usefixtures("default_table")


def random_betza(rng, rides=True):
    """A random piece: some atoms as leaps, maybe rides along rows, columns
    and diagonals (WW, FF) or far lines (a nightrider's NN, CC, ZZ)."""
    text = "".join(a for a in ATOMS if rng.random() < 0.22)
    if rides:
        text += "".join(r for r in ("WW", "FF") if rng.random() < 0.3)
        text += "".join(r for r in ("NN", "CC", "ZZ") if rng.random() < 0.15)
    return text or rng.choice("WFDNAHCZG")


def random_variant(rng):
    """``(core rows, reference rows, double step, pieces)`` of a random
    variant: kind 1 a pawn, kind 2 the royal piece, then one to four other
    kinds.  A quarter of the tables have the classic shape (knights' leaps,
    an eight-step king: every engine serves them), a quarter the pass
    engine's (a royal piece that only steps, leaps and steps of any atom,
    none along a line its row rides along, far riders too), the rest any
    row at all."""
    shape = rng.choice(("classic", "passes", "any", "any"))
    if shape == "classic":
        pieces = ["K"] + [rng.choice(["N", "B", "R", "Q", "BN", "RN", "QN"]) for _ in range(rng.randint(1, 4))]
    elif shape == "passes":
        pieces = [rng.choice(["K", "W", "F"])]
        for _ in range(rng.randint(1, 4)):
            leaps = "".join(a for a in ATOMS if rng.random() < 0.25)
            rides = "".join(r for r, along in (("WW", "DH"), ("FF", "AG"))
                            if rng.random() < 0.3 and not set(along) & set(leaps))
            rides += "".join(r for r in ("NN", "CC", "ZZ") if rng.random() < 0.2 and r[0] not in leaps)
            pieces.append(leaps + rides or rng.choice("WFNCZ"))
    else:
        pieces = [random_betza(rng, rides=False)] + [random_betza(rng) for _ in range(rng.randint(1, 4))]
    core = [((), (), True, False)]
    for i, text in enumerate(pieces):
        moves = parse_betza(text)
        core.append((moves.leaps, moves.rides, False, i == 0))
    reference = {k: rr.Row(leaps, rides, pawn, royal) for k, (leaps, rides, pawn, royal) in enumerate(core, 1)}
    return tuple(core), reference, shape == "any" and rng.random() < 0.3, pieces


def arrays(pieces):
    x, y, k, c = zip(*pieces)
    return (np.array(x, dtype=np.int64), np.array(y, dtype=np.int64), np.array(k, dtype=np.int8),
            np.array(c, dtype=np.int8))


def batch(boards):
    """The flat arrays of solve_batch and count_batch for ``[(n, pieces), ...]``."""
    offsets = np.cumsum([0] + [len(p) for _, p in boards]).astype(np.int64)
    x, y, k, c = arrays([piece for _, pieces in boards for piece in pieces])
    return np.array([n for n, _ in boards], dtype=np.int64), offsets, x, y, k, c



def state_code(state, side):
    """The core's State of a reference verdict."""
    code = {name: int(getattr(_core.State, name.upper())) for name in ("safe", "impossible")}
    if state in code:
        return code[state]
    return int(_core.State.WHITE_CHECKED if side == 1 else _core.State.BLACK_CHECKED)


def expand(table):
    """The moves of a StaticBoard's run table, as reference_rows lists them."""
    out = []
    for i in range(0, len(table), 6):
        fx, fy, dx, dy, first, length = table[i:i + 6]
        out += [((fx, fy), (fx + t * dx, fy + t * dy)) for t in range(first, first + length)]
    return sorted(out)


def check_variant(rng, core, reference, double_step, label):
    _core.install_table(core, double_step)
    boards = []
    for _ in range(BOARDS):
        n = rng.randint(3, 11)
        boards.append((n, rr.random_position(rng, n, reference)))
    truth = [rr.verdict(n, pieces, reference, double_step) for n, pieces in boards]
    both = [rr.counts(n, pieces, reference, double_step) for n, pieces in boards]
    # the line indexes: verdict, counts and move sets of both sides
    for (n, pieces), (state, side, count), (white, black) in zip(boards, truth, both):
        where = f"{label}: n={n} {pieces}"
        b = _core.StaticBoard(n, *arrays(pieces))
        got_state, got_count, _ = b.verdict()
        assert (got_state, got_count) == (state_code(state, side), count), where
        assert (b.move_count(1), b.move_count(0)) == (white, black), where
        for color in (1, 0):
            assert expand(b.move_table(color)) == rr.legal_moves(n, pieces, reference, color, double_step), where
    # the batches: solve_batch and count_batch (a window mailbox) on the same boards
    states, counts, bad = _core.solve_batch(*batch(boards))
    assert bad == -1
    assert list(states) == [state_code(s, side) for s, side, _ in truth], label
    assert list(counts) == [c for _, _, c in truth], label
    hi, lo, bad = _core.count_batch(*batch(boards), -1)
    assert bad == -1 and not any(hi)
    assert list(zip(lo[1::2], lo[0::2])) == both, label


def spread(rng, n, pieces):
    """The board at n = 10**18 (or 1030), its pieces moved near one corner,
    and a pawn on its own last row at the far corner: a window too wide for
    the mailbox, so the batches take their other path."""
    big = rng.choice((BIG, WINDOW_MAX + 8))
    ox, oy = rng.choice(((0, 0), (big - n, big - n), (big // 2, big // 3)))
    moved = [(x + ox, y + oy, k, c) for x, y, k, c in pieces]
    corner = (1, 1, 1, 0) if ox or oy else (big, big, 1, 1)      # a pawn of kind 1, on its last row
    return big, sorted(moved + [corner])


def check_wide(rng, core, reference, double_step, label):
    _core.install_table(core, double_step)
    boards = []
    for _ in range(BOARDS // 2):
        n = rng.randint(3, 11)
        boards.append(spread(rng, n, rr.random_position(rng, n, reference)))
    states, counts, bad = _core.solve_batch(*batch(boards))
    hi, lo, _ = _core.count_batch(*batch(boards), -1)
    for i, (n, pieces) in enumerate(boards):
        b = _core.StaticBoard(n, *arrays(pieces))
        state, count, _ = b.verdict()
        assert (states[i], counts[i]) == (state, count), f"{label}: {pieces}"
        assert ((hi[2 * i + 1] << 64) | lo[2 * i + 1], (hi[2 * i] << 64) | lo[2 * i]) == \
            (b.move_count(1), b.move_count(0)), f"{label}: {pieces}"


def check_ostap(rng, core, reference, label):
    _core.install_table(core)
    for _ in range(BOARDS // 3):
        pieces = rr.random_position(rng, 8, reference)
        board = _core.OstapBoard(*arrays(pieces))
        for color in (1, 0):
            got = sorted(((fx, fy), (tx, ty)) for fx, fy, tx, ty in board.legal_moves(color))
            assert got == rr.legal_moves(8, pieces, reference, color, True), f"{label}: {pieces}"
            check_ostap_log(rng, reference, pieces, color, f"{label}: {pieces}")
    check_ostap_boxed(reference, label)


def ostap_move(pieces, move):
    """The pieces after ``move`` ((fx, fy), (tx, ty)), a piece on (tx, ty) taken."""
    (fx, fy), (tx, ty) = move
    return [(tx, ty, k, c) if (x, y) == (fx, fy) else (x, y, k, c)
            for x, y, k, c in pieces if (x, y) != (tx, ty)]


def check_ostap_log(rng, reference, pieces, color, where):
    """Two correct moves, one a side, played by ``OstapBoard.play_log``: each
    one's result (check or not, and whether the other side has a correct
    move: a mate, a draw) is the reference's.  The second move is judged
    from what the first one told (only it can attack a king)."""
    start = _core.OstapBoard(*arrays(pieces))
    log, want = [], []
    for side in (color, 1 - color):
        moves = rr.legal_moves(8, pieces, reference, side, True)
        if not moves:
            break
        move = rng.choice(moves)
        pieces = ostap_move(pieces, move)
        check = rr.in_check(8, pieces, reference, 1 - side)
        has_move = bool(rr.legal_moves(8, pieces, reference, 1 - side, True))
        log.append(move)
        want.append(int(_core.MoveResult.CHECK if check else _core.MoveResult.CORRECT) if has_move
                    else int(_core.MoveResult.MATE if check else _core.MoveResult.DRAW))
        if not has_move:
            break
    raw = bytes(v for (fx, fy), (tx, ty) in log for v in (fx, fy, tx, ty))
    assert start.play_log(color, raw)[0] == want, f"{where}, moves {log}"


def check_ostap_boxed(reference, label):
    """White's pieces fill ranks 5 to 8, every kind on rank 8 and the pawns
    (kind 1) round it, with Black's royal piece on a1: after Black's pawn
    steps h3-h2, no White piece has a move (each step, leap and ride lands
    off the board or on its own side's piece, a pawn's square ahead is
    taken) and White's royal piece is not attacked (nothing of Black's
    reaches it): a draw.  The Ostap board's search for a first move must
    not count a square off the board or its own piece's as one."""
    royal = next(k for k, row in reference.items() if row.royal)
    kinds = [k for k, row in sorted(reference.items()) if not row.pawn]
    assert reference[1].pawn and len(kinds) <= 8
    pieces = [(x, y, 1, 1) for y in range(5, 9) for x in range(1, 9) if not (y == 8 and x <= len(kinds))]
    pieces += [(x, 8, k, 1) for x, k in enumerate(kinds, 1)] + [(1, 1, royal, 0), (8, 3, 1, 0)]
    after = ostap_move(pieces, ((8, 3), (8, 2)))
    assert rr.legal_moves(8, after, reference, 1, True) == [] and not rr.in_check(8, after, reference, 1), label
    board = _core.OstapBoard(*arrays(pieces))
    assert board.play_log(0, bytes((8, 3, 8, 2)))[0] == [int(_core.MoveResult.DRAW)], label


@pytest.mark.parametrize("seed", range(ROUNDS))
def test_random_rows_in_every_engine(seed):
    check_seed(seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(ROUNDS, ROUNDS + 200))
def test_random_rows_in_every_engine_more(seed):
    check_seed(seed)


def check_seed(seed):
    """Every engine on the boards of the random variant of ``seed``."""
    rng = random.Random(36000 + seed)
    core, reference, double_step, pieces = random_variant(rng)
    label = f"pieces {pieces} (royal first), double step {double_step}"
    check_variant(rng, core, reference, double_step, label)
    check_wide(rng, core, reference, double_step, label)
    check_ostap(rng, core, reference, label)


#: the pieces a variant file is proven with, each in a variant of its own
#: beside the classic pieces (and a royal wazir: a king that steps only
#: orthogonally)
PROOF = {
    "camel": ("K", "C"), "zebra": ("K", "Z"), "wazir": ("K", "W"), "ferz": ("K", "F"),
    "commoner": ("K", "K"), "centaur": ("K", "KN"), "royal wazir": ("W", "Q"),
    "royal ferz with a threeleaper": ("F", "H"), "dabbaba rook": ("K", "RD"), "alfil bishop": ("K", "BA"),
    "tripper": ("K", "GQ"), "nightrider": ("K", "NN"), "camel rider": ("K", "CC"), "zebra rider": ("K", "ZZ"),
    "nightrider with knight": ("W", "NNN"), "rook nightrider": ("K", "RNN"),
}


@pytest.mark.parametrize("name", sorted(PROOF))
def test_named_pieces_in_every_engine(name):
    rng = random.Random(name)
    royal, piece = PROOF[name]
    texts = [royal, "N", "B", "R", "Q", piece]
    core = [((), (), True, False)] + [(parse_betza(t).leaps, parse_betza(t).rides, False, i == 0)
                                      for i, t in enumerate(texts)]
    reference = {k: rr.Row(*row) for k, row in enumerate(core, 1)}
    for double_step in (False, True):
        check_variant(rng, tuple(core), reference, double_step, f"{name}, double step {double_step}")
    check_wide(rng, tuple(core), reference, False, name)
    check_ostap(rng, tuple(core), reference, name)


def test_which_engines_serve_which_table():
    """The batches' fast engines take the default table, a king with four
    steps, a camel or a nightrider too; a leap along a row's own ride (a
    far one too) or the double step sends them to the line indexes.  The
    answers stay right (the tests above)."""
    from fastcheck import _table
    _core.install_table(DEFAULT_ROWS)
    assert _table.pass_engines_serve()
    wazir_king = list(DEFAULT_ROWS)
    wazir_king[5] = (parse_betza("W").leaps, (), False, True)
    camel = list(DEFAULT_ROWS) + [(parse_betza("C").leaps, (), False, False)]
    nightrider = list(DEFAULT_ROWS) + [((), parse_betza("NN").rides, False, False)]
    dabbaba_rook = list(DEFAULT_ROWS) + [(parse_betza("D").leaps, parse_betza("R").rides, False, False)]
    knight_nightrider = list(DEFAULT_ROWS) + [(parse_betza("N").leaps, parse_betza("NN").rides, False, False)]
    for rows, double, served in ((wazir_king, False, True), (camel, False, True), (nightrider, False, True),
                                 (dabbaba_rook, False, False), (knight_nightrider, False, False),
                                 (DEFAULT_ROWS, True, False)):
        _core.install_table(rows, double)
        assert _table.pass_engines_serve() == served


@pytest.mark.parametrize("rows,fault", [
    ([((), ((2, 2), (-2, -2)), False, False)], "a ride along (-2, -2) is not supported"),
    ([((), ((4, 1), (-4, -1)), False, False)], "a ride along (-4, -1) is not supported"),
    ([(((1, 0),), (), False, True)], "comes without its opposite"),
    ([(((4, 0), (-4, 0)), (), False, True)], "leaps reach at most 3"),
    ([(((1, 0), (-1, 0)), (), True, True)], "a pawn moves as a pawn"),
    ([((), ((1, 0), (-1, 0)), False, True)], "a royal piece that rides"),
    ([(((1, 0), (-1, 0)), (), False, False)], "one royal kind, not 0"),
])
def test_refused_rows_say_what_is_not_supported(rows, fault):
    with pytest.raises(ValueError, match=fault.replace("(", r"\(").replace(")", r"\)")):
        _core.install_table(rows)
    # nothing was installed: the default table still answers
    assert _core.installed_rows() is DEFAULT_ROWS or _core.installed_rows() == DEFAULT_ROWS


def far_line_position(rng, n, rider, dirs):
    """A board of side ``n`` (kinds: 1 pawn, 2 king, 3-6 N B R Q, ``rider``)
    with a far line through the white king: on it a white piece and an
    enemy rider behind it (a pin, or a check through an enemy piece) or the
    enemy rider alone (a check along the far line, blocks across it), a
    few other pieces, and the black king; None when it does not fit."""
    kx, ky = rng.randint(1, n), rng.randint(1, n)
    dx, dy = rng.choice(dirs)
    t1 = rng.randint(1, 3)
    t2 = t1 + rng.randint(1, 3)
    squares = {(kx, ky): (2, 1)}
    if rng.random() < 0.6:
        squares[(kx + t1 * dx, ky + t1 * dy)] = (rng.choice((rider, 3, 6, 1, rider)), rng.choice((1, 1, 0)))
    squares[(kx + t2 * dx, ky + t2 * dy)] = (rider, 0)
    for _ in range(rng.randint(2, 7)):
        squares.setdefault((rng.randint(1, n), rng.randint(1, n)), (rng.choice((1, 3, 4, 5, 6, rider)),
                                                                     rng.randint(0, 1)))
    while True:
        bk = (rng.randint(1, n), rng.randint(1, n))
        if bk not in squares:
            squares[bk] = (2, 0)
            break
    if not all(1 <= x <= n and 1 <= y <= n for x, y in squares):
        return None
    return sorted((x, y, k, c) for (x, y), (k, c) in squares.items())


def install_far_rider(rider):
    """Install the classic pieces and ``rider`` (Betza, kind 7) in the core:
    ``(reference rows, the rider's far directions)``."""
    texts = ["K", "N", "B", "R", "Q", rider]
    core = tuple([((), (), True, False)] + [(parse_betza(t).leaps, parse_betza(t).rides, False, i == 0)
                                            for i, t in enumerate(texts)])
    _core.install_table(core)
    dirs = [d for d in parse_betza(rider).rides if max(abs(d[0]), abs(d[1])) > 1]
    return {k: rr.Row(*row) for k, row in enumerate(core, 1)}, dirs


def far_block_position(rng, n, rider, dirs):
    """A board of side ``n`` (kinds as far_line_position's, ``rider`` the
    rider's) with the white
    king checked by a black bishop, rook or queen two to six squares away,
    and white riders whose far lines cross the check line: some with a
    piece between them and the crossing, some with one beyond it; a few
    other pieces off the check line, and the black king.  None when it
    does not fit."""
    kx, ky = rng.randint(1, n), rng.randint(1, n)
    vx, vy = rng.choice(((1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)))
    length = rng.randint(2, 6)
    checker = rng.choice((5 if vx == 0 or vy == 0 else 4, 6))
    squares = {(kx, ky): (2, 1), (kx + length * vx, ky + length * vy): (checker, 0)}
    line = {(kx + s * vx, ky + s * vy) for s in range(1, length)}
    for _ in range(rng.randint(1, 3)):
        s = rng.randint(1, length - 1)
        tx, ty = kx + s * vx, ky + s * vy          # the crossing
        (dx, dy), t = rng.choice(dirs), rng.choice((1, 2, 3, -1, -2))
        at = (tx + t * dx, ty + t * dy)            # t rider steps from it
        if at in line or at in squares:
            continue
        squares[at] = (rider, 1)
        u = rng.choice(range(1, abs(t))) if abs(t) > 1 and rng.random() < 0.5 else -rng.randint(1, 3)
        u = u if t > 0 else -u                 # between the rider and the crossing, or beyond the crossing
        if (tx + u * dx, ty + u * dy) not in line:
            squares.setdefault((tx + u * dx, ty + u * dy), (rng.choice((1, 3, 4, rider)), rng.randint(0, 1)))
    for _ in range(rng.randint(1, 5)):
        sq = (rng.randint(1, n), rng.randint(1, n))
        if sq not in line:
            squares.setdefault(sq, (rng.choice((1, 3, 4, 5, rider)), rng.randint(0, 1)))
    for _ in range(20):
        bk = (rng.randint(1, n), rng.randint(1, n))
        if bk not in squares and bk not in line:
            squares[bk] = (2, 0)
            break
    else:
        return None
    if not all(1 <= x <= n and 1 <= y <= n for x, y in squares):
        return None
    return sorted((x, y, k, c) for (x, y), (k, c) in squares.items())


@pytest.mark.parametrize("rider", ["NN", "CC", "ZZ", "NNCC"])
def test_far_riders_block_a_check_in_the_counter(rider):
    """The checked side's blocks by riders across its check line along far
    lines, with a piece between a rider and the crossing or beyond it:
    ``count_batch`` against the brute force, and spread to n = 10**18 (the
    family-pass counter, which counts those blocks along the far lines it
    sorts) against ``StaticBoard``."""
    rng = random.Random("block " + rider)
    reference, dirs = install_far_rider(rider)
    boards = []
    while len(boards) < 150:
        n = rng.randint(8, 14)
        pieces = far_block_position(rng, n, 7, dirs)
        if pieces is not None and rr.in_check(n, pieces, reference, 1) and not rr.in_check(n, pieces, reference, 0):
            boards.append((n, pieces))
    hi, lo, bad = _core.count_batch(*batch(boards), -1)
    assert bad == -1
    assert list(zip(lo[1::2], lo[0::2])) == [rr.counts(n, pieces, reference) for n, pieces in boards]
    wide = [spread(rng, n, pieces) for n, pieces in boards]
    hi, lo, _ = _core.count_batch(*batch(wide), -1)
    for i, (n, pieces) in enumerate(wide):
        b = _core.StaticBoard(n, *arrays(pieces))
        assert (lo[2 * i + 1], lo[2 * i]) == (b.move_count(1), b.move_count(0)), pieces


@pytest.mark.parametrize("rider", ["NN", "CC", "ZZ", "RNN", "NNCC"])
def test_far_lines_pins_checks_and_blocks_in_every_engine(rider):
    """Pins along a far line, checks along one and blocks across it, in
    the pass engine and the family-pass counter (the boards as they are,
    and spread to n = 10**18) against the brute force."""
    rng = random.Random(rider)
    reference, dirs = install_far_rider(rider)
    boards = []
    while len(boards) < 150:
        n = rng.randint(6, 13)
        pieces = far_line_position(rng, n, 7, dirs)
        # mostly boards where Black is not in check (White's side decides)
        if pieces is not None and (rng.random() < 0.2 or not rr.in_check(n, pieces, reference, 0)):
            boards.append((n, pieces))
    truth = [rr.verdict(n, pieces, reference) for n, pieces in boards]
    states, counts, bad = _core.solve_batch(*batch(boards))
    assert bad == -1
    assert list(states) == [state_code(s, side) for s, side, _ in truth]
    assert list(counts) == [c for _, _, c in truth]
    hi, lo, bad = _core.count_batch(*batch(boards), -1)
    assert list(zip(lo[1::2], lo[0::2])) == [rr.counts(n, pieces, reference) for n, pieces in boards]
    wide = [spread(rng, n, pieces) for n, pieces in boards]
    states, counts, _ = _core.solve_batch(*batch(wide))
    hi, lo, _ = _core.count_batch(*batch(wide), -1)
    for i, (n, pieces) in enumerate(wide):
        b = _core.StaticBoard(n, *arrays(pieces))
        assert (states[i], counts[i]) == b.verdict()[:2], pieces
        assert (lo[2 * i + 1], lo[2 * i]) == (b.move_count(1), b.move_count(0)), pieces
