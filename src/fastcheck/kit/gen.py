"""Reproducible random and adversarial inputs for formats A, B and C.

Every random choice comes from :class:`SplitMix64`, a small generator in
pure Python with explicit 64-bit arithmetic, so the same seed and options
give the same file on every platform and every version of Python (the
``random`` module is not used).  Each board (or game) draws from its own
stream, derived from the seed and its number.

Formats A (``grid``) and B (``sparse``), ``--kind``:

``random``  pieces (``--mix``) scattered in a window, so they meet;
``check``   a forced check by a random piece (sliders at any distance,
            adjacent ones too) and defenders that can capture or block;
``pin``     a check plus pieces pinned on other lines through the king;
``double``  two checkers: only king steps count;
``mate``    mating patterns (smothered, back rank, queen with king support,
            two-rook ladder over long lines) in a corner or on an edge;
``block``   a check along a long line with defenders that block it
            anywhere on the line (rooks, bishops, queens, knights, pawns),
            some of them pinned;
``big``     format B only: boards near the 10^18 border, kings on the edges,
            checkers and pinners at the far end of lines of length ~10^18;
``mixed``   (default) a random kind per board.

Format C (``ostap``), ``--kind``: ``random``, ``long`` (all 60 moves),
``check``, ``mate``, ``draw``, ``incorrect``, ``mixed``.  The games are
played with :class:`fastcheck.ostap.OstapGame` (mate and stalemate hunted
greedily in endgames); moves after the end of the game are random
well-formed moves, which the rules ignore.

Generated files always pass ``fastcheck validate`` with the format's
default limits (``ksp`` for A, ``cstate3`` for B, ``timus`` for C); options
that would break them are refused.
"""
from __future__ import annotations

import argparse
import math
import re
import sys
from typing import Dict, Iterator, List, Optional, Sequence, Tuple

from ..game import OstapGame
from ..pieces import BLACK, WHITE
from .geometry import window_around


__all__ = ["SplitMix64", "generate", "KINDS", "OSTAP_KINDS", "add_cli", "run_cli"]

MASK64 = (1 << 64) - 1
MAX_N = 10**18
KINDS = ("random", "check", "pin", "double", "mate", "block", "big", "mixed")
OSTAP_KINDS = ("random", "long", "check", "mate", "draw", "incorrect", "mixed")
FORMAT_ALIASES = {"a": "grid", "grid": "grid", "b": "sparse", "sparse": "sparse", "c": "ostap", "ostap": "ostap"}
DEFAULT_MIX = "q1r2b2h2p3"
LIMITS = {"grid": {"boards": 1000, "pieces": 64}, "sparse": {"boards": 20000, "pieces": 200000, "total": 10**6}}

Square = Tuple[int, int]
ORTHO = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))
KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
KING_STEPS = ORTHO + DIAG


class GenError(ValueError):
    """Options the generator refuses."""


# ------------------------------------------------------------------- PRNG
class SplitMix64:
    """SplitMix64 (Steele, Lea, Flood 2014) with Python integers masked to
    64 bits: the same numbers on every platform and Python version."""

    GAMMA = 0x9E3779B97F4A7C15

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        self.state = (self.state + self.GAMMA) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform in ``0..n-1`` (``1 <= n <= 2**64``), by rejection."""
        if not 1 <= n <= 1 << 64:
            raise ValueError(f"below() needs 1 <= n <= 2**64, not {n}")
        mask = (1 << (n - 1).bit_length()) - 1
        while True:
            v = self.next64() & mask
            if v < n:
                return v

    def between(self, lo: int, hi: int) -> int:
        """Uniform in ``lo..hi`` inclusive."""
        return lo + self.below(hi - lo + 1)

    def chance(self, num: int, den: int) -> bool:
        return self.below(den) < num

    def pick(self, seq: Sequence):
        return seq[self.below(len(seq))]

    def shuffled(self, seq: Sequence) -> list:
        out = list(seq)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def weighted(self, items: Sequence, weights: Sequence[int]):
        total = sum(weights)
        r = self.below(total)
        for item, w in zip(items, weights):
            if r < w:
                return item
            r -= w
        raise AssertionError("unreachable")

    def spread(self, hi: int) -> int:
        """``1..hi``, log-uniform: short and very long distances alike."""
        if hi <= 1:
            return 1
        e = self.below(hi.bit_length())
        lo = 1 << e
        return self.between(min(lo, hi), min((lo << 1) - 1, hi))


def derive(seed: int, *tags: int) -> SplitMix64:
    """An independent stream for ``seed`` and ``tags`` (board number...)."""
    r = SplitMix64(seed)
    for tag in tags:
        r = SplitMix64(r.next64() ^ ((tag * 0xD1B54A32D192ED03) & MASK64))
    return r


# ---------------------------------------------------------- board building
def _sign(v: int) -> int:
    return (v > 0) - (v < 0)


def on_open_segment(s: Square, a: Square, b: Square) -> bool:
    """Is ``s`` strictly between ``a`` and ``b`` on their line?"""
    dx, dy = b[0] - a[0], b[1] - a[1]
    sx, sy = s[0] - a[0], s[1] - a[1]
    if dx == 0 and dy == 0:
        return False
    if dx and dy and abs(dx) != abs(dy):
        return False
    length = max(abs(dx), abs(dy))
    ux, uy = _sign(dx), _sign(dy)
    k = max(abs(sx), abs(sy))
    return 0 < k < length and sx == ux * k and sy == uy * k


def _sees(s: Square, t: Square) -> bool:
    """Could a piece on ``s`` ever attack ``t`` (same line or close)?  An
    over-approximation used to keep random pieces away."""
    dx, dy = s[0] - t[0], s[1] - t[1]
    return dx == 0 or dy == 0 or abs(dx) == abs(dy) or max(abs(dx), abs(dy)) <= 2


def _sees_segment(s: Square, a: Square, b: Square) -> bool:
    """Could a piece on ``s`` ever move onto a square of the segment
    ``a``..``b`` (endpoints included)?  Over-approximated like :func:`_sees`,
    in O(1) whatever the segment's length."""
    length = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
    ux, uy = _sign(b[0] - a[0]), _sign(b[1] - a[1])
    # the four line families through s: value f and its step along the segment
    for fx, fy in ((0, 1), (1, 0), (1, -1), (1, 1)):
        fs = fx * s[0] + fy * s[1]
        fa = fx * a[0] + fy * a[1]
        fu = fx * ux + fy * uy
        if fu == 0:
            if fs == fa:
                return True
        elif (fs - fa) % abs(fu) == 0 and 0 <= (fs - fa) // fu <= length:
            return True
    # close to the segment (knights, pawns, kings)
    cands = {0, length}
    for c, ac, uc in ((s[0], a[0], ux), (s[1], a[1], uy)):
        if uc:
            k = (c - ac) * uc
            cands.update(range(k - 2, k + 3))
    for k in cands:
        if 0 <= k <= length:
            q = (a[0] + ux * k, a[1] + uy * k)
            if max(abs(q[0] - s[0]), abs(q[1] - s[1])) <= 2:
                return True
    return False


def _white(letter: str) -> bool:
    return letter.islower()


def _own(letter: str, white: bool) -> str:
    return letter.lower() if white else letter.upper()


class Board:
    """A board being built: pieces by square, reserved open segments that
    random pieces must not block, squares they must stay away from."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.at: Dict[Square, str] = {}
        self.reserved: List[Tuple[Square, Square]] = []
        self.keep_clear: List[Square] = []           # no random piece may "see" these
        self.keep_clear_of: Dict[bool, List[Square]] = {True: [], False: []}  # by colour of the random piece
        self.keep_off_lines: Dict[bool, List[Tuple[Square, Square]]] = {True: [], False: []}  # the same, segments

    def on(self, s: Square) -> bool:
        return 1 <= s[0] <= self.n and 1 <= s[1] <= self.n

    def free(self, s: Square) -> bool:
        return self.on(s) and s not in self.at

    def put(self, s: Square, letter: str) -> bool:
        if not self.free(s):
            return False
        self.at[s] = letter
        return True

    def clear_between(self, a: Square, b: Square) -> bool:
        return not any(on_open_segment(s, a, b) for s in self.at)

    def reserve(self, a: Square, b: Square) -> None:
        self.reserved.append((a, b))

    def blocks_reserved(self, s: Square) -> bool:
        return any(on_open_segment(s, a, b) for a, b in self.reserved)

    def steps(self, s: Square, d: Tuple[int, int]) -> int:
        """How many steps from ``s`` along ``d`` stay on the board."""
        best = self.n
        for c, dc in ((s[0], d[0]), (s[1], d[1])):
            if dc > 0:
                best = min(best, self.n - c)
            elif dc < 0:
                best = min(best, c - 1)
        return best

    def attacks(self, frm: Square, letter: str, to: Square) -> bool:
        """Does the piece ``letter`` on ``frm`` attack ``to`` now?"""
        dx, dy = to[0] - frm[0], to[1] - frm[1]
        kind = letter.lower()
        if (dx, dy) == (0, 0):
            return False
        if kind == "k":
            return max(abs(dx), abs(dy)) == 1
        if kind == "h":
            return (abs(dx), abs(dy)) in ((1, 2), (2, 1))
        if kind == "p":
            return abs(dx) == 1 and dy == (1 if _white(letter) else -1)
        ortho = dx == 0 or dy == 0
        diag = abs(dx) == abs(dy)
        if (kind == "r" and ortho) or (kind == "b" and diag) or (kind == "q" and (ortho or diag)):
            return self.clear_between(frm, to)
        return False

    def attacked_by(self, to: Square, white: bool) -> bool:
        return any(_white(letter) == white and self.attacks(s, letter, to) for s, letter in self.at.items())

    def random_square(self, rng: SplitMix64, box: Tuple[int, int, int, int]) -> Square:
        x0, x1, y0, y1 = box
        return (rng.between(x0, x1), rng.between(y0, y1))


def _half(pieces: int) -> int:
    """Half the side of the window random pieces go in: about a quarter of
    its squares get a piece (integer arithmetic only, for reproducibility)."""
    return max(4, 2 * math.isqrt(max(pieces, 4)))


def _place_free(b: Board, rng: SplitMix64, box, letter: str, tries: int = 60, ok=None) -> Optional[Square]:
    for _ in range(tries):
        s = b.random_square(rng, box)
        if b.free(s) and not b.blocks_reserved(s) and (ok is None or ok(s)):
            b.put(s, letter)
            return s
    if b.n <= 16:   # small boards: look at every square, in a random order
        x0, x1, y0, y1 = box
        squares = [(x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)]
        for s in rng.shuffled(squares):
            if b.free(s) and not b.blocks_reserved(s) and (ok is None or ok(s)):
                b.put(s, letter)
                return s
    return None


# ----------------------------------------------------------- the scenarios
def _slider_letter(rng: SplitMix64, d: Tuple[int, int]) -> str:
    if d in ORTHO:
        return rng.pick("rrq")
    return rng.pick("bbq")


def _place_checker(b: Board, rng: SplitMix64, king: Square, white: bool, kinds: str = "qrbhp",
                   avoid_dirs: Sequence[Tuple[int, int]] = (), far: bool = False) -> Optional[Tuple[Square, str]]:
    """An enemy piece of ``white``'s king that checks it (sliders with a
    reserved, clear line); returns (square, letter) or None."""
    enemy = not white
    for kind in rng.shuffled(kinds):
        if kind in "qrb":
            dirs = {"q": ORTHO + DIAG, "r": ORTHO, "b": DIAG}[kind]
            for d in rng.shuffled(dirs):
                if d in avoid_dirs:
                    continue
                top = b.steps(king, d)
                if top < 1:
                    continue
                dist = top if far else rng.spread(top)
                s = (king[0] + d[0] * dist, king[1] + d[1] * dist)
                if b.free(s) and b.clear_between(king, s):
                    b.put(s, _own(kind, enemy))
                    b.reserve(king, s)
                    return s, _own(kind, enemy)
        elif kind == "h":
            for dx, dy in rng.shuffled(KNIGHT):
                s = (king[0] + dx, king[1] + dy)
                if b.free(s) and not b.blocks_reserved(s):
                    b.put(s, _own("h", enemy))
                    return s, _own("h", enemy)
        else:
            # an enemy pawn attacks (x +- 1, y + 1) when White, (x +- 1, y - 1) when Black
            dy = 1 if white else -1      # the checking pawn is Black when the king is White
            for dx in rng.shuffled((-1, 1)):
                s = (king[0] + dx, king[1] + dy)
                if b.free(s) and not b.blocks_reserved(s):
                    b.put(s, _own("p", enemy))
                    return s, _own("p", enemy)
    return None


def _line_dir(a: Square, b: Square) -> Tuple[int, int]:
    return _sign(b[0] - a[0]), _sign(b[1] - a[1])


def _add_defender(b: Board, rng: SplitMix64, target: Square, white: bool, capture: bool,
                  line: Optional[Tuple[Square, Square]], far: bool = False) -> bool:
    """A piece of ``white`` that can move to ``target`` (block an empty
    square, or capture on it): with a clear, reserved path."""
    for kind in rng.shuffled("rbqhp"):
        if kind in "rbq":
            dirs = {"q": ORTHO + DIAG, "r": ORTHO, "b": DIAG}[kind]
            for d in rng.shuffled(dirs):
                top = b.steps(target, d)
                if top < 1:
                    continue
                dist = rng.spread(top) if far else rng.spread(min(top, 6))
                s = (target[0] + d[0] * dist, target[1] + d[1] * dist)
                if line is not None and (on_open_segment(s, *line) or s in line):
                    continue
                if b.free(s) and not b.blocks_reserved(s) and b.clear_between(s, target):
                    b.put(s, _own(kind, white))
                    b.reserve(s, target)
                    return True
        elif kind == "h":
            for dx, dy in rng.shuffled(KNIGHT):
                s = (target[0] + dx, target[1] + dy)
                if line is not None and on_open_segment(s, *line):
                    continue
                if b.free(s) and not b.blocks_reserved(s):
                    b.put(s, _own("h", white))
                    return True
        else:
            # a pawn of White moves to y + 1 and captures (x +- 1, y + 1); Black the other way
            fy = target[1] - (1 if white else -1)
            cands = [(target[0] + dx, fy) for dx in (-1, 1)] if capture else [(target[0], fy)]
            for s in rng.shuffled(cands):
                if line is not None and (on_open_segment(s, *line) or s in line):
                    continue
                if b.free(s) and not b.blocks_reserved(s):
                    b.put(s, _own("p", white))
                    return True
    return False


def _add_pin(b: Board, rng: SplitMix64, king: Square, white: bool, far: bool = False) -> bool:
    """A piece of ``white`` pinned to its king by an enemy slider behind it."""
    for d in rng.shuffled(ORTHO + DIAG):
        top = b.steps(king, d)
        if top < 2:
            continue
        d2 = rng.spread(top) if far else rng.spread(min(top, 12))
        d2 = max(d2, 2)
        d1 = rng.between(1, d2 - 1)
        s1 = (king[0] + d[0] * d1, king[1] + d[1] * d1)
        s2 = (king[0] + d[0] * d2, king[1] + d[1] * d2)
        if not (b.free(s1) and b.free(s2)) or b.blocks_reserved(s1) or b.blocks_reserved(s2):
            continue
        if not (b.clear_between(king, s1) and b.clear_between(s1, s2)):
            continue
        b.put(s1, _own(rng.pick("qrbhp"), white))
        b.put(s2, _slider_letter(rng, d).upper() if white else _slider_letter(rng, d))
        b.reserve(king, s2)
        return True
    return False


def _place_other_king(b: Board, rng: SplitMix64, white: bool, near: Square, far: bool) -> bool:
    """The king of ``white`` on a square no enemy piece attacks, that blocks
    no reserved line and does not touch the other king."""
    others = [s for s, letter in b.at.items() if letter == _own("k", not white)]

    def ok(s: Square) -> bool:
        if any(max(abs(s[0] - o[0]), abs(s[1] - o[1])) <= 1 for o in others):
            return False
        return not b.attacked_by(s, not white)
    box = (1, b.n, 1, b.n) if far else window_around(b.n, near, 8)
    if _place_free(b, rng, box, _own("k", white), tries=200, ok=ok):
        return True
    return _place_free(b, rng, (1, b.n, 1, b.n), _own("k", white), tries=2000, ok=ok) is not None


def _noise(b: Board, rng: SplitMix64, count: int, box, mix: Tuple[str, List[int]]) -> None:
    """Up to ``count`` random pieces (not kings) that block no reserved line
    and keep away from the protected squares."""
    letters, weights = mix
    for _ in range(count):
        white = rng.chance(1, 2)
        letter = _own(rng.weighted(letters, weights), white)
        guard = b.keep_clear + b.keep_clear_of[white]
        lines = b.keep_off_lines[white]

        def ok(s: Square) -> bool:
            return not any(_sees(s, g) for g in guard) and not any(_sees_segment(s, a, c) for a, c in lines)
        _place_free(b, rng, box, letter, tries=20, ok=ok if guard or lines else None)


def _scenario(kind: str, n: int, rng: SplitMix64, pieces: int, mix) -> Board:
    b = Board(n)
    white = rng.chance(1, 2)          # the side whose king is threatened
    far = kind == "big" or (n > 64 and rng.chance(1, 2))
    if kind == "mate":
        return _mate(b, rng, white, pieces, mix)
    if kind == "big":
        # the king on an edge or in a corner of a board near 10^18
        edge = rng.below(4)
        u = rng.pick((1, 2, rng.between(1, n), n - 1, n))
        king = [(1, u), (n, u), (u, 1), (u, n)][edge]
    else:
        king = (rng.between(1, n), rng.between(1, n))
    b.put(king, _own("k", white))
    half = _half(pieces)
    box = window_around(n, king, half)
    if kind == "random":
        other = _place_free(b, rng, box, _own("k", not white), tries=200,
                            ok=lambda s: max(abs(s[0] - king[0]), abs(s[1] - king[1])) > 1)
        if other is None:
            _place_other_king(b, rng, not white, king, True)
        _noise(b, rng, pieces - len(b.at), box, mix)
        return b
    # one or two checkers
    checkers = []
    first = _place_checker(b, rng, king, white, "qrb" if kind in ("block", "big") else "qrbhp", far=far
                           and kind == "big")
    if first:
        checkers.append(first)
    if kind == "double" and first:
        d = _line_dir(king, first[0])
        second = _place_checker(b, rng, king, white, "qrbh" if first[1].lower() != "h" else "qrbp",
                                avoid_dirs=(d,), far=far and rng.chance(1, 2))
        if second:
            checkers.append(second)
    # defenders: capture the checker, block its line
    if checkers and kind != "double":
        csq, cl = checkers[0]
        line = (king, csq) if cl.lower() in "qrb" else None
        length = max(abs(csq[0] - king[0]), abs(csq[1] - king[1]))
        blocks = {"block": 5, "big": 4}.get(kind, 2)
        for _ in range(rng.between(0, blocks) if kind not in ("block", "big") else blocks):
            if line is not None and length >= 2:
                k = rng.between(1, length - 1) if not far else rng.pick((1, length - 1, rng.between(1, length - 1)))
                d = _line_dir(king, csq)
                target = (king[0] + d[0] * k, king[1] + d[1] * k)
                _add_defender(b, rng, target, white, False, line, far=far)
        if rng.chance(2, 3):
            _add_defender(b, rng, csq, white, True, line, far=far)
    if kind in ("pin", "block", "big"):
        for _ in range(rng.between(1, 3)):
            _add_pin(b, rng, king, white, far=far)
    elif rng.chance(1, 3):
        _add_pin(b, rng, king, white, far=far)
    if not _place_other_king(b, rng, not white, king, far):
        # a crowded small board: try again with a fresh stream
        return _scenario("random", n, derive(rng.next64()), pieces, mix)
    other = next(s for s, letter in b.at.items() if letter == _own("k", not white))
    b.keep_clear_of[white].append(other)
    _noise(b, rng, pieces - len(b.at), box, mix)
    return b


# mating patterns in a corner frame (u, v): u along the edge, v away from it
def _mate(b: Board, rng: SplitMix64, white: bool, pieces: int, mix) -> Board:
    n = b.n
    pattern = rng.pick(("smothered", "backrank", "kiss", "ladder", "ladder"))
    flip_x, flip_y, swap = rng.chance(1, 2), rng.chance(1, 2), rng.chance(1, 2)
    if pattern == "backrank":
        swap = False
        flip_y = not white          # White's king stands on row 1 (top), Black's on row n
    enemy = not white

    def at(u: int, v: int) -> Square:
        if swap:
            u, v = v, u
        return (n + 1 - u if flip_x else u, n + 1 - v if flip_y else v)
    own = lambda letter: _own(letter, white)       # noqa: E731
    foe = lambda letter: _own(letter, enemy)       # noqa: E731
    placed: List[Square] = []

    def put(u: int, v: int, letter: str) -> None:
        s = at(u, v)
        b.put(s, letter)
        placed.append(s)
    if pattern == "smothered":
        put(1, 1, own("k"))
        put(2, 1, own(rng.pick("rh")))
        put(1, 2, own(rng.pick("rh")))
        put(2, 2, own(rng.pick("bh")))
        put(3, 2, foe("h"))
    elif pattern == "kiss":
        put(1, 1, own("k"))
        put(2, 2, foe("q"))
        put(3, 3, foe("k"))
    elif pattern == "backrank":
        ku = rng.between(1, n)
        put(ku, 1, own("k"))
        for du in (-1, 0, 1):
            if 1 <= ku + du <= n:
                put(ku + du, 2, own("p"))
        dirs = [d for d in (-1, 1) if (ku + 2 * d >= 1 if d < 0 else ku + 2 * d <= n)]
        d = rng.pick(dirs)
        room = (ku - 1) if d < 0 else (n - ku)
        dist = rng.between(2, room) if n <= 64 else rng.pick((2, room, rng.between(2, room)))
        put(ku + d * dist, 1, foe(rng.pick("rq")))
        b.reserve(at(ku, 1), at(ku + d * dist, 1))
        b.keep_off_lines[white].append((at(ku, 1), at(ku + d * dist, 1)))
    else:  # ladder: check along the edge column v = 1, a second rook covers v = 2
        kv = rng.between(1, n)
        put(1, kv, own("k"))
        dirs = [d for d in (-1, 1) if 1 <= kv + 2 * d <= n]
        d1 = rng.pick(dirs)
        room1 = (kv - 1) if d1 < 0 else (n - kv)
        dist1 = rng.between(2, room1) if n <= 64 else rng.pick((2, room1, rng.between(2, room1)))
        put(1, kv + d1 * dist1, foe(rng.pick("rq")))
        b.reserve(at(1, kv), at(1, kv + d1 * dist1))
        b.keep_off_lines[white].append((at(1, kv), at(1, kv + d1 * dist1)))
        d2 = rng.pick(dirs)
        room2 = (kv - 1) if d2 < 0 else (n - kv)
        dist2 = rng.between(2, room2) if n <= 64 else rng.pick((2, room2, rng.between(2, room2)))
        put(2, kv + d2 * dist2, foe("r"))
        # the covering rook must see (2, kv - 1) .. (2, kv + 1)
        far_v = kv - d2 if 1 <= kv - d2 <= n else kv
        b.reserve(at(2, kv + d2 * dist2), at(2, far_v))
    king = placed[0]
    if not any(letter == foe("k") for letter in b.at.values()):
        ok = _place_other_king(b, rng, enemy, king, n > 64)
        if not ok:
            return _scenario("check", n, derive(rng.next64()), pieces, mix)
    # random pieces stay away from the pattern and from the king's squares
    b.keep_clear.extend(placed)
    b.keep_clear.extend(s for s, letter in b.at.items() if letter.lower() == "k")
    b.keep_clear.extend((king[0] + dx, king[1] + dy) for dx, dy in KING_STEPS)
    center = (rng.between(1, n), rng.between(1, n))
    _noise(b, rng, pieces - len(b.at), window_around(n, center, _half(pieces)), mix)
    return b


# ------------------------------------------------------------ formats A/B
def _parse_range(text: str, what: str) -> Tuple[int, int]:
    m = re.fullmatch(r"\s*(\d+)\s*(?:[:.,-]{1,2}\s*(\d+)\s*)?", str(text))
    if not m:
        raise GenError(f"{what} must be N or LO:HI, not {text!r}")
    lo = int(m.group(1))
    hi = int(m.group(2)) if m.group(2) else lo
    if lo > hi:
        raise GenError(f"{what}: {lo} > {hi}")
    return lo, hi


def _parse_mix(text: str) -> Tuple[str, List[int]]:
    items = re.findall(r"([qrbhpQRBHP])\s*=?\s*(\d+)", text)
    if not items or re.sub(r"[qrbhpQRBHP]\s*=?\s*\d+|[\s,;]", "", text):
        raise GenError(f"--mix must look like 'q1r2b2h2p3' (weights of queens, rooks, bishops, knights, pawns), "
                       f"not {text!r}")
    weights: Dict[str, int] = {}
    for letter, w in items:
        weights[letter.lower()] = weights.get(letter.lower(), 0) + int(w)
    letters = "".join(sorted(weights, key="qrbhp".index))
    ws = [weights[c] for c in letters]
    if sum(ws) == 0:
        raise GenError("--mix: the weights are all zero")
    return letters, ws


def _log_size(rng: SplitMix64, lo: int, hi: int) -> int:
    """A board side in lo..hi: small, medium and huge sides all occur."""
    if lo == hi:
        return lo
    r = rng.below(8)
    if r < 3:
        return rng.between(lo, min(hi, max(lo, 64)))
    if r == 3:
        return rng.between(max(lo, hi - 16), hi)
    bits_lo, bits_hi = lo.bit_length(), hi.bit_length()
    e = rng.between(bits_lo, bits_hi)
    return rng.between(max(lo, 1 << (e - 1)), min(hi, (1 << e) - 1)) if e > 0 else lo


def _boards(fmt: str, seed: int, boards: int, kind: str, size: Tuple[int, int], pieces: Tuple[int, int],
            mix) -> Iterator[Board]:
    lim = LIMITS[fmt]
    budget = lim.get("total", boards * lim["pieces"])
    for i in range(boards):
        rng = derive(seed, 1, i)
        k = kind
        if k == "mixed":
            k = rng.pick(("random", "check", "check", "pin", "double", "mate", "block")
                         + (("big",) if fmt == "sparse" and size[1] >= 10**15 else ()))
        if fmt == "grid":
            n = 8
        elif k == "big":
            lo = max(size[0], size[1] - 1000)
            n = rng.between(lo, size[1]) if rng.chance(1, 2) else size[1]
        else:
            n = _log_size(rng, size[0], size[1])
        left = boards - i - 1
        p = rng.between(*pieces)
        p = max(2, min(p, budget - 2 * left, lim["pieces"], n * n))
        b = _scenario(k, n, rng, p, mix)
        # a scenario may place a few pieces more than asked: keep within the limits
        while len(b.at) > min(lim["pieces"], budget - 2 * left):
            s = next(s for s, letter in b.at.items() if letter.lower() != "k")
            del b.at[s]
        budget -= len(b.at)
        yield b


def _write_grid(b: Board, out: List[str], rng: SplitMix64) -> None:
    for y in range(1, 9):
        out.append("".join(b.at.get((x, y), ".") for x in range(1, 9)))
    out.append("")


def _write_sparse(b: Board, out: List[str], rng: SplitMix64) -> None:
    items = rng.shuffled(sorted(b.at.items()))
    out.append(f"{b.n} {len(items)}")
    out.extend(f"{x} {y} {letter}" for (x, y), letter in items)
    out.append("")


# ---------------------------------------------------------------- format C
INITIAL = ([-4, -2, -3, -5, -6, -3, -2, -4] + [-1] * 8 + [0] * 32 + [1] * 8 + [4, 2, 3, 5, 6, 3, 2, 4])
_FILES = "abcdefgh"


def _token(fx: int, fy: int, tx: int, ty: int) -> str:
    return f"{_FILES[fx - 1]}{fy}-{_FILES[tx - 1]}{ty}"


def _random_token(rng: SplitMix64) -> str:
    while True:
        a, b = rng.below(64), rng.below(64)
        if a != b:
            return _token(a % 8 + 1, a // 8 + 1, b % 8 + 1, b // 8 + 1)


def _endgame(rng: SplitMix64, strong_white: bool, extra: Sequence[int]) -> Optional[List[int]]:
    """Kings and ``extra`` pieces of the strong side on random squares, the
    weak side (to move second) not in check, kings apart."""
    for _ in range(200):
        cells = [0] * 64
        squares = rng.shuffled(range(64))
        wk, bk = squares[0], squares[1]
        if max(abs(wk % 8 - bk % 8), abs(wk // 8 - bk // 8)) <= 1:
            continue
        cells[wk], cells[bk] = (6, -6)
        for sq, v in zip(squares[2:], extra):
            if v in (1, -1) and sq // 8 in (0, 7):
                continue
            cells[sq] = v if strong_white else -v
        weak = BLACK if strong_white else WHITE
        if OstapGame(cells, weak).is_check():
            continue
        return cells
    return None


def _nonsense(rng: SplitMix64) -> List[int]:
    cells = [0] * 64
    for sq in rng.shuffled(range(64))[:rng.between(2, 20)]:
        cells[sq] = rng.pick((1, 2, 3, 4, 5, 6, 1, 2, 3, 4)) * rng.pick((1, -1))
    return cells


def _after(game, move: str):
    g = OstapGame(game.cells(), game.turn)
    result = g.play(move)
    return g, result


def _start(rng: SplitMix64, kind: str, strong_white: bool):
    """The starting cells and side for a game of ``kind``."""
    cells: Optional[List[int]] = None
    turn = WHITE
    if kind == "mate":
        cells = _endgame(rng, strong_white, rng.pick(((5, 4), (4, 4), (5, 3), (5,), (4, 4, 1))))
        turn = WHITE if strong_white else BLACK
    elif kind == "draw":
        cells = _endgame(rng, strong_white, rng.pick(((5,), (5,), (5, 1), (4, 1))))
        turn = WHITE if strong_white else BLACK
    elif kind == "random" and rng.chance(1, 4):
        cells = _nonsense(rng)
        turn = rng.pick((WHITE, BLACK))
    if cells is None:
        cells, turn = list(INITIAL), WHITE
        if kind in ("random", "check", "incorrect") and rng.chance(1, 2):
            game = OstapGame(cells, turn)
            for _ in range(rng.between(1, 16)):
                legal = sorted(game.legal_moves())
                if not legal:
                    break
                game.play(rng.pick(legal))
                if game.is_over():
                    break
            if not game.is_over():
                cells, turn = game.cells(), game.turn
            else:
                cells, turn = list(INITIAL), WHITE
    return cells, turn


def _incorrect_move(rng: SplitMix64, game, legal_set) -> str:
    own = [i for i, v in enumerate(game.cells()) if v and (v > 0) == game.turn]
    for _ in range(100):
        if own and rng.chance(1, 2):      # an own piece to a square it cannot reach
            frm = rng.pick(own)
        else:                             # from an empty square or an enemy piece, or anything
            frm = rng.below(64)
        to = rng.below(64)
        if frm == to:
            continue
        t = _token(frm % 8 + 1, 8 - frm // 8, to % 8 + 1, 8 - to // 8)
        if t not in legal_set:
            return t
    return _random_token(rng)


def _play(rng: SplitMix64, cells: List[int], turn: bool, kind: str, plies: int, strong: int,
          bad_at: int = -1) -> Tuple[List[str], List[str]]:
    """Play up to ``plies`` moves with the policy of ``kind``: the move
    tokens and their results (shorter when the game ends)."""
    game = OstapGame(cells, turn)
    tokens: List[str] = []
    for ply in range(plies):
        if game.is_over():
            break
        legal = sorted(game.legal_moves())
        if ply == bad_at or not legal:
            move = _incorrect_move(rng, game, set(legal))
        else:
            move = rng.pick(legal)
            if kind == "check":
                checks = [mv for mv in legal if _after(game, mv)[1] == "Check"]
                if checks and rng.chance(3, 4):
                    move = rng.pick(checks)
            elif kind in ("mate", "draw") and game.turn == strong:
                want = "Mate" if kind == "mate" else "Draw"
                wins: List[str] = []
                scored: List[Tuple[int, str]] = []
                for mv in legal:
                    g, res = _after(game, mv)
                    if res == want:
                        wins.append(mv)
                    elif res not in ("Mate", "Draw") and not (kind == "draw" and res == "Check"):
                        scored.append((len(g.legal_moves()), mv))
                if wins:
                    move = rng.pick(wins)
                elif scored:
                    best = min(sc for sc, _ in scored)
                    move = rng.pick([mv for sc, mv in scored if sc == best])
        tokens.append(move)
        game.play(move)
    return tokens, game.results


def _ostap(seed: int, index: int, kind: str, moves: Tuple[int, int]) -> str:
    rng = derive(seed, 3, index)
    if kind == "mixed":
        kind = rng.pick(("random", "long", "check", "mate", "mate", "draw", "draw", "incorrect"))
    lo, hi = moves
    for attempt in range(40):
        strong_white = rng.chance(1, 2)
        strong = WHITE if strong_white else BLACK
        cells, turn = _start(rng, kind, strong_white)
        if kind == "long":
            p = hi
            tokens, results = _play(rng, cells, turn, kind, p, strong)
        elif kind == "incorrect":
            p = rng.between(lo, hi)
            tokens, results = _play(rng, cells, turn, kind, p, strong, bad_at=rng.between(0, p - 1))
        elif kind in ("mate", "draw", "check"):
            want = {"mate": "Mate", "draw": "Draw", "check": "Check"}[kind]
            tokens, results = _play(rng, cells, turn, kind, hi, strong)
            ends = [k + 1 for k, r in enumerate(results) if r == want and k + 1 >= (lo if kind == "check" else 1)]
            if not ends and attempt < 39:
                continue                       # not reached: another start
            if ends:
                end = rng.pick(ends) if kind == "check" else ends[0]
                tokens = tokens[:end]
                p = end if kind == "check" else rng.between(max(lo, end), hi)
            else:
                p = len(tokens) if lo <= len(tokens) else lo
        else:
            p = rng.between(lo, hi)
            tokens, results = _play(rng, cells, turn, kind, p, strong)
        break
    while len(tokens) < p:                     # after the end of the game: ignored, but well-formed
        tokens.append(_random_token(rng))
    rows = [" ".join(str(v) for v in cells[r * 8:(r + 1) * 8]) for r in range(8)]
    return "\n".join(rows + [str(p), "White" if turn else "Black"] + tokens[:p]) + "\n"


# ------------------------------------------------------------------ driver
def generate(format: str, *, seed: int, boards: int = 10, kind: str = "mixed", size: str = "",
             pieces: str = "", mix: str = DEFAULT_MIX, moves: str = "1:60") -> str:
    """A whole input file as text.

    ``format``: ``grid``/``A``, ``sparse``/``B`` or ``ostap``/``C``;
    ``seed`` any integer; ``boards`` the number of boards (A/B); ``kind`` one
    of :data:`KINDS` (A/B) or :data:`OSTAP_KINDS` (C); ``size`` the board
    side ``N`` or ``LO:HI`` (B, default ``8:10^18``); ``pieces`` the piece
    count per board ``N`` or ``LO:HI`` (default ``2:16`` for A, ``2:40``
    for B; a pattern may need a few more, and the total stays <= 10^6);
    ``mix`` the weights of random pieces; ``moves`` P or ``LO:HI`` (C).  Raises :class:`GenError` (a ValueError) for options outside the
    format's default limits."""
    fmt = FORMAT_ALIASES.get(str(format).lower())
    if fmt is None:
        raise GenError(f"format must be grid (A), sparse (B) or ostap (C), not {format!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise GenError(f"seed must be an integer, not {seed!r}")
    seed &= MASK64
    if fmt == "ostap":
        if kind not in OSTAP_KINDS:
            raise GenError(f"kind for format C must be one of {', '.join(OSTAP_KINDS)}, not {kind!r}")
        lo, hi = _parse_range(moves, "--moves")
        if not 1 <= lo <= hi <= 60:
            raise GenError("--moves must be within 1..60 (Timus: P <= 60)")
        return _ostap(seed, 0, kind, (lo, hi))
    if kind not in KINDS:
        raise GenError(f"kind for formats A/B must be one of {', '.join(KINDS)}, not {kind!r}")
    lim = LIMITS[fmt]
    if not 1 <= boards <= lim["boards"]:
        raise GenError(f"--boards must be within 1..{lim['boards']} for format {'A' if fmt == 'grid' else 'B'}")
    if fmt == "grid":
        if size and _parse_range(size, "--size") != (8, 8):
            raise GenError("format A boards are 8x8: --size does not apply")
        if kind == "big":
            raise GenError("--kind big is for format B")
        sz = (8, 8)
    else:
        sz = _parse_range(size, "--size") if size else (8, MAX_N)
        if not 8 <= sz[0] <= sz[1] <= MAX_N:
            raise GenError("--size must be within 8..10^18 (CSTATE3)")
        if kind == "big" and sz[1] < 10**6:
            raise GenError("--kind big needs boards up to at least 10^6")
    pc = _parse_range(pieces, "--pieces") if pieces else ((2, 16) if fmt == "grid" else (2, 40))
    if pc[0] < 2 or pc[1] > lim["pieces"]:
        raise GenError(f"--pieces must be within 2..{lim['pieces']}")
    if fmt == "sparse" and boards * 2 > lim["total"]:
        raise GenError("too many boards for 10^6 pieces in all")
    if fmt == "grid" and pc[1] > 40:
        pc = (min(pc[0], 40), 40)   # a crowded 8x8 board has no room for the patterns
    mixw = _parse_mix(mix)
    out = [str(boards)]
    writer = _write_grid if fmt == "grid" else _write_sparse
    for i, b in enumerate(_boards(fmt, seed, boards, kind, sz, pc, mixw)):
        writer(b, out, derive(seed, 2, i))
    return "\n".join(out) + "\n"


def run_cli(args: argparse.Namespace) -> int:
    """The ``fastcheck gen`` command."""
    try:
        text = generate(args.fmt, seed=args.seed, boards=args.boards, kind=args.kind, size=args.size or "",
                        pieces=args.pieces or "", mix=args.mix, moves=args.moves)
    except GenError as exc:
        sys.stderr.write(f"fastcheck gen: {exc}\n")
        return 2
    if args.output and args.output != "-":
        with open(args.output, "w", encoding="ascii", newline="\n") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()
    return 0


def add_cli(sub) -> None:
    """Register ``fastcheck gen``."""
    p = sub.add_parser("gen", help="reproducible random and adversarial inputs for formats A, B and C",
                       description="Generate an input file; the same seed and options give the same file "
                                   "on every platform and Python version.  The files pass 'fastcheck validate'.")
    p.add_argument("fmt", metavar="FORMAT", type=str.lower, choices=sorted(FORMAT_ALIASES),
                   help="grid (A), sparse (B) or ostap (C)")
    p.add_argument("--seed", type=int, required=True, metavar="S", help="the seed (any integer)")
    p.add_argument("--kind", default="mixed",
                   choices=sorted(set(KINDS) | set(OSTAP_KINDS)),
                   help="A/B: " + ", ".join(KINDS) + "; C: " + ", ".join(OSTAP_KINDS) + " (default: mixed)")
    p.add_argument("-t", "--boards", type=int, default=10, metavar="T", help="A/B: number of boards (default: 10)")
    p.add_argument("--size", metavar="N|LO:HI", help="B: board side (default: 8:1000000000000000000)")
    p.add_argument("--pieces", metavar="N|LO:HI", help="A/B: pieces per board, patterns may add a few (default: 2:16 for A, 2:40 for B)")
    p.add_argument("--mix", default=DEFAULT_MIX, metavar="WEIGHTS",
                   help=f"A/B: weights of the random pieces, e.g. {DEFAULT_MIX} (queen, rook, bishop, knight, pawn)")
    p.add_argument("--moves", default="1:60", metavar="P|LO:HI", help="C: number of moves (default: 1:60)")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE (default: stdout)")
    p.set_defaults(func=run_cli)
