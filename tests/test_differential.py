"""Differential test: fastcheck against the brute-force tests/reference.py.

Thousands of random small positions (n = 3..12, fixed seed), generated to be
interesting: kings on edges and corners, pieces that give check (sometimes
two at once), pinned defenders on king rays, pieces that can block or capture
the checker, pawns around the kings.  Each position is compared through
``fastcheck.solve`` (many boards batched into one text; both languages;
sparse format and, for n = 8, grid format) and through the ``Position`` API.
On a mismatch the message prints the position as a format-B input.
"""
import random
from collections import Counter

import pytest

import fastcheck as fc

import reference as ref

SEED = 20240531
N_POSITIONS = 20000
N_GRID = 1500
N_HUGE = 4000

KINDS = "QRBHP"
LINE_DIRS = ref.QUEEN_DIRS


# --------------------------------------------------------------------------
# position generator
# --------------------------------------------------------------------------

class _Builder:
    def __init__(self, rng, n):
        self.rng = rng
        self.n = n
        self.board = {}

    def free(self, sq):
        return ref.on_board(self.n, sq) and sq not in self.board

    def put(self, sq, letter):
        if self.free(sq):
            self.board[sq] = letter
            return True
        return False

    def random_square(self, edge_bias=0.3):
        n, rng = self.n, self.rng
        if rng.random() < edge_bias:
            # a border square (corners included)
            side = rng.randrange(4)
            t = rng.randint(1, n)
            if rng.random() < 0.3:
                t = rng.choice((1, n))
            return [(1, t), (n, t), (t, 1), (t, n)][side]
        return (rng.randint(1, n), rng.randint(1, n))

    def random_free(self, edge_bias=0.3, tries=30):
        for _ in range(tries):
            sq = self.random_square(edge_bias)
            if self.free(sq):
                return sq
        return None

    def ray(self, start, d, maxlen=None):
        out = []
        sq = (start[0] + d[0], start[1] + d[1])
        while ref.on_board(self.n, sq) and (maxlen is None or len(out) < maxlen):
            out.append(sq)
            sq = (sq[0] + d[0], sq[1] + d[1])
        return out

    @staticmethod
    def letter(kind, white):
        return kind.lower() if white else kind.upper()

    def king(self, white):
        return ref.find_king(self.board, white)

    # -- deliberate features ------------------------------------------------

    def add_checker(self, victim_white):
        """An enemy piece attacking the victim king (if there is room)."""
        rng = self.rng
        k = self.king(victim_white)
        kind = rng.choice("QRBHPQRB")
        if kind in "QRB":
            dirs = ref.SLIDER_DIRS[kind]
            d = rng.choice(dirs)
            squares = []
            for sq in self.ray(k, d):
                if sq in self.board:
                    break
                squares.append(sq)
            if squares:
                self.put(rng.choice(squares), self.letter(kind, not victim_white))
        elif kind == "H":
            dx, dy = rng.choice(ref.KNIGHT_STEPS)
            self.put((k[0] + dx, k[1] + dy), self.letter("H", not victim_white))
        else:
            # enemy pawn: a black pawn attacks (x+-1, y-1), a white one (x+-1, y+1)
            back = 1 if victim_white else -1
            self.put((k[0] + rng.choice((-1, 1)), k[1] + back),
                     self.letter("P", not victim_white))

    def add_pin(self, white):
        """An own piece on a king ray with an enemy slider (usually matching) behind it."""
        rng = self.rng
        k = self.king(white)
        d = rng.choice(LINE_DIRS)
        squares = [sq for sq in self.ray(k, d)]
        if len(squares) < 2:
            return
        i = rng.randrange(len(squares) - 1)
        j = rng.randrange(i + 1, len(squares))
        straight = d[0] == 0 or d[1] == 0
        good = "QR" if straight else "QB"
        slider = rng.choice(good) if rng.random() < 0.85 else rng.choice("QRBHP")
        if self.put(squares[i], self.letter(rng.choice("QRBHPQRB"), white)):
            self.put(squares[j], self.letter(slider, not white))

    def add_defender(self, white):
        """An own piece placed so that it may reach a square next to / on a king line."""
        rng = self.rng
        k = self.king(white)
        d = rng.choice(LINE_DIRS)
        line = self.ray(k, d)
        if not line:
            return
        target = rng.choice(line)
        kind = rng.choice("QRBHPP")
        if kind == "H":
            dx, dy = rng.choice(ref.KNIGHT_STEPS)
            sq = (target[0] + dx, target[1] + dy)
        elif kind == "P":
            fwd = 1 if white else -1
            dx = rng.choice((0, 0, -1, 1))
            sq = (target[0] + dx, target[1] - fwd)
        else:
            d2 = rng.choice(ref.SLIDER_DIRS[kind])
            r2 = self.ray(target, d2)
            if not r2:
                return
            sq = rng.choice(r2)
        self.put(sq, self.letter(kind, white))

    def add_near_king(self, white_king, kind=None, colour=None):
        rng = self.rng
        k = self.king(white_king)
        sq = (k[0] + rng.randint(-2, 2), k[1] + rng.randint(-2, 2))
        kind = kind or rng.choice("PPPHQRB")
        colour = rng.random() < 0.5 if colour is None else colour
        self.put(sq, self.letter(kind, colour))

    def pieces(self):
        return [(x, y, c) for (x, y), c in self.board.items()]


def gen_position(rng, n):
    b = _Builder(rng, n)
    b.put(b.random_square(edge_bias=0.45), "k")
    while not b.put(b.random_square(edge_bias=0.45), "K"):
        pass
    if rng.random() < 0.03 and n > 2:
        # kings touching: both threatened
        k = b.king(True)
        for dx, dy in rng.sample(ref.KING_STEPS, 8):
            sq = (k[0] + dx, k[1] + dy)
            if b.free(sq):
                del b.board[b.king(False)]
                b.put(sq, "K")
                break
    victim = rng.random() < 0.5
    ops = []
    r = rng.random()
    if r < 0.65:
        ops.append(("check", victim))
    if r < 0.15:
        ops.append(("check", victim))          # maybe a double check
    if rng.random() < 0.05:
        ops.append(("check", not victim))      # maybe impossible
    for _ in range(rng.choice((0, 1, 1, 2, 3))):
        ops.append(("pin", victim if rng.random() < 0.8 else not victim))
    for _ in range(rng.randint(0, 4)):
        ops.append(("defend", victim if rng.random() < 0.8 else not victim))
    for _ in range(rng.randint(0, 3)):
        ops.append(("near", rng.random() < 0.5))
    for _ in range(rng.choice((0, 0, 1, 2))):
        ops.append(("cover", victim))          # enemy pieces around the king
    rng.shuffle(ops)
    if rng.random() < 0.5:
        # checks last, so that the other pieces do not block them
        ops.sort(key=lambda o: o[0] == "check")
    for op, who in ops:
        if len(b.board) >= n * n:
            break
        if op == "check":
            b.add_checker(who)
        elif op == "pin":
            b.add_pin(who)
        elif op == "defend":
            b.add_defender(who)
        elif op == "cover":
            b.add_near_king(who, colour=not who)
        else:
            b.add_near_king(who)
    for _ in range(rng.randint(0, max(0, min(6, n - 2)))):
        if len(b.board) >= n * n:
            break
        sq = b.random_free(edge_bias=0.5)
        if sq is not None:
            b.put(sq, b.letter(rng.choice(KINDS), rng.random() < 0.5))
    pieces = b.pieces()
    rng.shuffle(pieces)
    return pieces


# --------------------------------------------------------------------------
# the same ideas on boards of any size (up to 10**18), without walking squares
# --------------------------------------------------------------------------

def _steps_to_edge(n, sq, d):
    lim = []
    for c, dc in zip(sq, d):
        if dc > 0:
            lim.append(n - c)
        elif dc < 0:
            lim.append(c - 1)
    return min(lim)


def _pick_dist(rng, maxd):
    if maxd <= 0:
        return None
    r = rng.random()
    if r < 0.3:
        return rng.randint(1, min(maxd, 3))
    if r < 0.45:
        return maxd                                   # right at the edge
    if r < 0.55:
        return max(1, maxd - rng.randint(0, 2))
    return rng.randint(1, maxd)


def gen_position_any(rng, n):
    board = {}

    def coord():
        r = rng.random()
        if r < 0.2:
            return rng.choice((1, n))
        if r < 0.35:
            return rng.choice((2, 3, n - 1, n - 2))
        return rng.randint(1, n)

    def put(sq, letter):
        if ref.on_board(n, sq) and sq not in board:
            board[sq] = letter
            return True
        return False

    def along(sq, d, dist):
        return (sq[0] + d[0] * dist, sq[1] + d[1] * dist)

    def letter(kind, white):
        return kind.lower() if white else kind.upper()

    while not put((coord(), coord()), "k"):
        pass
    while not put((coord(), coord()), "K"):
        pass
    victim = rng.random() < 0.5
    kings = {True: ref.find_king(board, True), False: ref.find_king(board, False)}

    def checker(white_victim):
        k = kings[white_victim]
        kind = rng.choice("QRBQRBHP")
        if kind in "QRB":
            d = rng.choice(ref.SLIDER_DIRS[kind])
            dist = _pick_dist(rng, _steps_to_edge(n, k, d))
            if dist:
                put(along(k, d, dist), letter(kind, not white_victim))
        elif kind == "H":
            dx, dy = rng.choice(ref.KNIGHT_STEPS)
            put((k[0] + dx, k[1] + dy), letter("H", not white_victim))
        else:
            put((k[0] + rng.choice((-1, 1)), k[1] + (1 if white_victim else -1)),
                letter("P", not white_victim))

    def pin(white):
        k = kings[white]
        d = rng.choice(LINE_DIRS)
        maxd = _steps_to_edge(n, k, d)
        if maxd < 2:
            return
        d1 = _pick_dist(rng, maxd - 1)
        d2 = d1 + _pick_dist(rng, maxd - d1)
        straight = d[0] == 0 or d[1] == 0
        slider = rng.choice("QR" if straight else "QB") if rng.random() < 0.85 else rng.choice(KINDS)
        if put(along(k, d, d1), letter(rng.choice("QRBHPQRB"), white)):
            put(along(k, d, d2), letter(slider, not white))

    def defender(white):
        k = kings[white]
        d = rng.choice(LINE_DIRS)
        dist = _pick_dist(rng, _steps_to_edge(n, k, d))
        if not dist:
            return
        target = along(k, d, dist)
        kind = rng.choice("QRBHPP")
        if kind == "H":
            dx, dy = rng.choice(ref.KNIGHT_STEPS)
            sq = (target[0] + dx, target[1] + dy)
        elif kind == "P":
            sq = (target[0] + rng.choice((0, 0, -1, 1)), target[1] - (1 if white else -1))
        else:
            d2 = rng.choice(ref.SLIDER_DIRS[kind])
            s2 = _pick_dist(rng, _steps_to_edge(n, target, d2))
            if not s2:
                return
            sq = along(target, d2, s2)
        put(sq, letter(kind, white))

    def near(white_king, colour):
        k = kings[white_king]
        put((k[0] + rng.randint(-2, 2), k[1] + rng.randint(-2, 2)),
            letter(rng.choice("PPPHQRB"), colour))

    ops = []
    r = rng.random()
    if r < 0.7:
        ops.append(lambda: checker(victim))
    if r < 0.15:
        ops.append(lambda: checker(victim))
    if rng.random() < 0.05:
        ops.append(lambda: checker(not victim))
    for _ in range(rng.choice((0, 1, 1, 2, 3))):
        w = victim if rng.random() < 0.8 else not victim
        ops.append(lambda w=w: pin(w))
    for _ in range(rng.randint(0, 6)):
        w = victim if rng.random() < 0.8 else not victim
        ops.append(lambda w=w: defender(w))
    for _ in range(rng.randint(0, 3)):
        ops.append(lambda: near(victim, rng.random() < 0.5))
    for _ in range(rng.choice((0, 1, 2, 3, 4))):
        ops.append(lambda: near(victim, not victim))
    rng.shuffle(ops)
    for op in ops:
        op()
    for _ in range(rng.randint(0, 5)):
        put((coord(), coord()), letter(rng.choice(KINDS), rng.random() < 0.5))
    pieces = [(x, y, c) for (x, y), c in board.items()]
    rng.shuffle(pieces)
    return pieces


def _huge_positions(seed, count):
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        r = rng.random()
        if r < 0.5:
            n = 10 ** 18
        elif r < 0.75:
            n = rng.randint(13, 10 ** 18)
        else:
            n = rng.randint(13, 60)
        pieces = gen_position_any(rng, n)
        v = ref.verdict_huge(n, pieces)
        if n <= 60:
            assert v == ref.verdict(n, pieces), ref.to_format_b(n, pieces)
        out.append((n, pieces, v))
    return out


def _positions(seed, count, nmin, nmax):
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        n = rng.randint(nmin, nmax)
        pieces = gen_position(rng, n)
        out.append((n, pieces, ref.verdict(n, pieces)))
    return out


@pytest.fixture(scope="module")
def positions():
    return _positions(SEED, N_POSITIONS, 3, 12)


@pytest.fixture(scope="module")
def grid_positions():
    return _positions(SEED + 1, N_GRID, 8, 8)


@pytest.fixture(scope="module")
def huge_positions():
    return _huge_positions(SEED + 4, N_HUGE)


def _repro(n, pieces, extra=""):
    return f"\nreproduce with this format-B input:\n{ref.to_format_b(n, pieces)}{extra}"


def _sparse_text(batch):
    parts = [str(len(batch))]
    for n, pieces, _ in batch:
        parts.append(f"{n} {len(pieces)}")
        parts.extend(f"{x} {y} {c}" for x, y, c in pieces)
        parts.append("")
    return "\n".join(parts) + "\n"


def _grid_text(batch):
    parts = [str(len(batch))]
    for _, pieces, _ in batch:
        parts.append(ref.to_grid(pieces))
        parts.append("")
    return "\n".join(parts) + "\n"


def _compare_lines(got, batch, lang, grid):
    want = [ref.verdict_line(*v, lang=lang, grid=grid) for _, _, v in batch]
    got_lines = got.split("\n")
    assert got.endswith("\n"), "output must end with a newline"
    got_lines = got_lines[:-1]
    for i, (line, w) in enumerate(zip(got_lines, want)):
        if line != w:
            n, pieces, _ = batch[i]
            pytest.fail(f"board {i + 1} of batch ({lang}, {'grid' if grid else 'sparse'}): "
                        f"got {line!r}, expected {w!r}" + _repro(n, pieces))
    assert len(got_lines) == len(want), f"got {len(got_lines)} lines, expected {len(want)}"


# --------------------------------------------------------------------------
# the generator itself must produce interesting positions
# --------------------------------------------------------------------------

def test_generator_covers_all_situations(positions):
    states = Counter(v[0] for _, _, v in positions)
    sides = Counter(v[1] for _, _, v in positions if v[0] in ("check", "mate"))
    for s in ref.STATES:
        assert states[s] >= 100, states
    assert sides[True] >= 300 and sides[False] >= 300, sides
    double = pinned_any = 0
    for n, pieces, v in positions[:800]:
        if v[0] in ("check", "mate"):
            if len(ref.checkers(n, pieces, v[1])) >= 2:
                double += 1
            if ref.pinned(n, pieces, v[1]):
                pinned_any += 1
    assert double >= 20 and pinned_any >= 50, (double, pinned_any)


# --------------------------------------------------------------------------
# solve(): whole texts
# --------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["sk", "en"])
def test_solve_sparse_batches(positions, lang):
    for start in range(0, len(positions), 500):
        batch = positions[start:start + 500]
        got = fc.solve(_sparse_text(batch), lang=lang)
        _compare_lines(got, batch, lang, grid=False)


@pytest.mark.parametrize("lang", ["sk", "en"])
def test_solve_grid_batches(grid_positions, lang):
    for start in range(0, len(grid_positions), 200):
        batch = grid_positions[start:start + 200]
        got = fc.solve(_grid_text(batch), lang=lang)
        _compare_lines(got, batch, lang, grid=True)
    # the same boards in the sparse format carry the count in Slovak too
    got = fc.solve(_sparse_text(grid_positions), lang=lang, format="sparse")
    _compare_lines(got, grid_positions, lang, grid=False)


# --------------------------------------------------------------------------
# Position API
# --------------------------------------------------------------------------

def test_position_verdict(positions):
    for n, pieces, (state, side, count) in positions:
        v = fc.Position(n, pieces).verdict()
        got = (v.state, v.side, v.moves)
        assert got == (state, side, count), f"verdict {got} != {(state, side, count)}" + _repro(n, pieces)
        for lang in ("sk", "en"):
            for grid in ((False, True) if n == 8 else (False,)):
                assert v.text(lang=lang, grid=grid) == ref.verdict_line(state, side, count, lang, grid), \
                    f"text({lang!r}, grid={grid})" + _repro(n, pieces)


def test_position_checkers_pinned_is_check(positions):
    for n, pieces, _ in positions[:2000]:
        pos = fc.Position(n, pieces)
        for colour in (fc.WHITE, fc.BLACK):
            want = ref.checkers(n, pieces, colour)
            got = [tuple(s) for s in pos.checkers(colour)]
            assert got == want, f"checkers({colour}) {got} != {want}" + _repro(n, pieces)
            assert pos.is_check(colour) == bool(want), f"is_check({colour})" + _repro(n, pieces)
            want = ref.pinned(n, pieces, colour)
            got = [tuple(s) for s in pos.pinned(colour)]
            assert got == want, f"pinned({colour}) {got} != {want}" + _repro(n, pieces)


def test_position_attackers(positions):
    rng = random.Random(SEED + 2)
    for n, pieces, _ in positions[:1500]:
        pos = fc.Position(n, pieces)
        occupied = [(x, y) for x, y, _ in pieces]
        for _ in range(4):
            sq = rng.choice(occupied) if rng.random() < 0.5 else (rng.randint(1, n), rng.randint(1, n))
            by = rng.random() < 0.5
            want = ref.attackers(n, pieces, sq, by)
            got = [tuple(s) for s in pos.attackers(sq, by)]
            assert got == want, f"attackers({sq}, {by}) {got} != {want}" + _repro(n, pieces)


def test_position_evasions(positions):
    for n, pieces, (_, _, count) in positions:
        moves = fc.Position(n, pieces).evasions()
        got = sorted((tuple(m.from_square), tuple(m.to_square)) for m in moves)
        want = ref.valid_moves(n, pieces)
        assert got == want, (
            f"evasions differ: extra {sorted(set(got) - set(want))}, "
            f"missing {sorted(set(want) - set(got))}" + _repro(n, pieces))
        assert len(moves) == len(set(got)), "duplicate moves in evasions()" + _repro(n, pieces)
        assert len(got) == count


def test_position_accepts_pieces_in_any_order_and_iterables(positions):
    rng = random.Random(SEED + 3)
    for n, pieces, (state, side, count) in positions[:300]:
        shuffled = list(pieces)
        rng.shuffle(shuffled)
        v = fc.Position(n, iter(shuffled)).verdict()
        assert (v.state, v.side, v.moves) == (state, side, count), _repro(n, pieces)


# --------------------------------------------------------------------------
# boards up to 10**18 against the non-walking reference
# --------------------------------------------------------------------------

def test_huge_generator_covers_all_situations(huge_positions):
    states = Counter(v[0] for _, _, v in huge_positions)
    for s in ref.STATES:
        assert states[s] >= 25, states
    assert sum(1 for n, _, v in huge_positions if n == 10 ** 18 and v[0] == "check") >= 200


@pytest.mark.parametrize("lang", ["sk", "en"])
def test_huge_solve(huge_positions, lang):
    for start in range(0, len(huge_positions), 500):
        batch = huge_positions[start:start + 500]
        got = fc.solve(_sparse_text(batch), lang=lang)
        _compare_lines(got, batch, lang, grid=False)


def test_huge_position_api(huge_positions):
    rng = random.Random(SEED + 5)
    for n, pieces, (state, side, count) in huge_positions:
        pos = fc.Position(n, pieces)
        v = pos.verdict()
        got = (v.state, v.side, v.moves)
        assert got == (state, side, count), f"verdict {got} != {(state, side, count)}" + _repro(n, pieces)
        moves = sorted((tuple(m.from_square), tuple(m.to_square)) for m in pos.evasions())
        want = ref.valid_moves_huge(n, pieces)
        assert moves == want, (
            f"evasions differ: extra {sorted(set(moves) - set(want))}, "
            f"missing {sorted(set(want) - set(moves))}" + _repro(n, pieces))
        board = ref.make_board(pieces)
        for colour in (fc.WHITE, fc.BLACK):
            k = ref.find_king(board, colour)
            want = ref.attackers_huge(n, pieces, k, not colour)
            assert [tuple(s) for s in pos.checkers(colour)] == want, f"checkers({colour})" + _repro(n, pieces)
            want = ref.pinned_huge(n, pieces, colour)
            assert [tuple(s) for s in pos.pinned(colour)] == want, f"pinned({colour})" + _repro(n, pieces)
        x, y, _ = rng.choice(pieces)
        sq = (x, y) if rng.random() < 0.5 else (x + rng.choice((-1, 0, 1)), y + rng.choice((-1, 1)))
        if ref.on_board(n, sq):
            by = rng.random() < 0.5
            want = ref.attackers_huge(n, pieces, sq, by)
            got = [tuple(s) for s in pos.attackers(sq, by)]
            assert got == want, f"attackers({sq}, {by}) {got} != {want}" + _repro(n, pieces)
