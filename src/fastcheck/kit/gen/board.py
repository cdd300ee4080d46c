"""The board under construction for formats A and B: pieces by square, the
lines scenarios keep open, and the squares random pieces stay away from.

Whether a square is attacked is asked of the core (``_core.StaticBoard``),
the one place where the rules of attack live; the helpers here are only
line geometry and deliberate over-approximations that keep random pieces
from disturbing a pattern.

A board keeps its pattern's pieces in a dict and the random pieces that
fill it up (up to 200,000) in flat arrays, as the core places them
(``scenarios._noise``): a dict of that many squares would cost more than
placing them.  The random pieces come last: :meth:`Board.free` and
:meth:`Board.put` only know the dict, and nothing is put after them.
"""
from __future__ import annotations

import math
from array import array
from typing import Callable, Dict, List, Optional, Tuple

from ... import _core
from ...geometry import DIAG, KING_STEPS, KNIGHT, ORTHO
from .kinds import CLASSIC_KINDS, GenKinds
from .rng import SplitMix64

__all__ = ["Square", "Box", "ORTHO", "DIAG", "KNIGHT", "KING_STEPS", "Board", "sign", "ray", "on_open_segment",
           "sees", "sees_segment", "colored", "place_free"]

Square = Tuple[int, int]
Box = Tuple[int, int, int, int]          # x0, x1, y0, y1 (inclusive)


def sign(v: int) -> int:
    """-1, 0 or 1."""
    return (v > 0) - (v < 0)


def ray(a: Square, b: Square) -> Tuple[Tuple[int, int], int]:
    """The primitive step from ``a`` towards ``b`` and how many of them
    lead there: ``((1, 0), 5)``, ``((1, 2), 3)`` (a nightrider's line)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    g = math.gcd(dx, dy)
    return ((dx // g, dy // g), g) if g else ((0, 0), 0)


def on_open_segment(s: Square, a: Square, b: Square) -> bool:
    """Is ``s`` strictly between ``a`` and ``b`` on their line (a rider's:
    the primitive step from ``a`` to ``b`` repeated)?"""
    (ux, uy), length = ray(a, b)
    if length == 0:
        return False
    sx, sy = s[0] - a[0], s[1] - a[1]
    k = sx // ux if ux else sy // uy
    return 0 < k < length and sx == ux * k and sy == uy * k


def sees(s: Square, t: Square) -> bool:
    """Could a piece on ``s`` ever attack ``t`` (same line or close)?  An
    over-approximation used to keep random pieces away."""
    dx, dy = s[0] - t[0], s[1] - t[1]
    return dx == 0 or dy == 0 or abs(dx) == abs(dy) or max(abs(dx), abs(dy)) <= 2


def sees_segment(s: Square, a: Square, b: Square) -> bool:
    """Could a piece on ``s`` ever move onto a square of the segment
    ``a``..``b`` (endpoints included)?  Over-approximated like :func:`sees`,
    in O(1) whatever the segment's length."""
    length = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
    ux, uy = sign(b[0] - a[0]), sign(b[1] - a[1])
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


def colored(letter: str, white: bool) -> str:
    """``letter`` in the case of the side ``white`` (lowercase is White)."""
    return letter.lower() if white else letter.upper()


class Board:
    """A board being built: pieces by square, reserved open segments that
    random pieces must not block, squares they must stay away from;
    ``kinds`` the variant's kinds it is built with."""

    def __init__(self, n: int, kinds: GenKinds = CLASSIC_KINDS) -> None:
        self.n = n
        self.kinds = kinds
        self.at: Dict[Square, str] = {}
        self.reserved: List[Tuple[int, int, int, int, int]] = []   # x, y, step x, step y, length
        self.keep_clear: List[Square] = []           # no random piece may "see" these
        self.keep_clear_of: Dict[bool, List[Square]] = {True: [], False: []}  # by colour of the random piece
        self.keep_off_lines: Dict[bool, List[Tuple[Square, Square]]] = {True: [], False: []}  # the same, segments
        # the random pieces placed in bulk, after the pieces of ``at``: squares and letters
        self.bulk_x = array("q")
        self.bulk_y = array("q")
        self.bulk_letters = b""

    def piece_count(self) -> int:
        """The number of pieces: those of ``at`` and the bulk ones."""
        return len(self.at) + len(self.bulk_letters)

    def add_bulk(self, xs: array, ys: array, letters: bytes) -> None:
        """Random pieces on free squares, placed after everything else."""
        self.bulk_x.extend(xs)
        self.bulk_y.extend(ys)
        self.bulk_letters += letters

    def flush_bulk(self) -> None:
        """Move the bulk pieces into ``at`` (in the order they were placed)."""
        self.at.update(zip(zip(self.bulk_x, self.bulk_y), self.bulk_letters.decode("ascii")))
        self.bulk_x, self.bulk_y, self.bulk_letters = array("q"), array("q"), b""

    def pieces(self) -> Tuple[array, array, bytes]:
        """Every piece in the order placed: x and y as ``array('q')``, the letters as bytes."""
        xs = array("q", (s[0] for s in self.at))
        ys = array("q", (s[1] for s in self.at))
        xs.extend(self.bulk_x)
        ys.extend(self.bulk_y)
        return xs, ys, "".join(self.at.values()).encode("ascii") + self.bulk_letters

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
        """Keep the squares strictly between ``a`` and ``b`` free (on a
        rider's line: :func:`ray`)."""
        dx, dy = b[0] - a[0], b[1] - a[1]
        (ux, uy), length = ray(a, b)
        if length > 1 or (length and (not dx or not dy or abs(dx) == abs(dy))):    # else nothing lies between
            self.reserved.append((a[0], a[1], ux, uy, length))

    def blocks_reserved(self, s: Square) -> bool:
        """Is ``s`` strictly inside a reserved segment?  :func:`on_open_segment`
        with each segment's direction worked out once: gen asks this for
        every random piece."""
        x, y = s
        for ax, ay, ux, uy, length in self.reserved:
            sx, sy = x - ax, y - ay
            k = sx // ux if ux else sy // uy
            if 0 < k < length and sx == ux * k and sy == uy * k:
                return True
        return False

    def steps(self, s: Square, d: Tuple[int, int]) -> int:
        """How many steps from ``s`` along ``d`` stay on the board."""
        best = self.n
        for c, dc in ((s[0], d[0]), (s[1], d[1])):
            if dc > 0:
                best = min(best, (self.n - c) // dc)
            elif dc < 0:
                best = min(best, (c - 1) // -dc)
        return best

    def attack_test(self) -> Callable[[Square, bool], bool]:
        """``attacked(square, white)``: does a piece of that side attack the
        (empty) square, with the pieces placed so far?  The core answers;
        build the test again after placing more pieces."""
        items = list(self.at.items())
        board = _core.StaticBoard(
            self.n,
            array("q", (s[0] for s, _ in items)),
            array("q", (s[1] for s, _ in items)),
            array("b", (self.kinds.kind_of[letter.lower()] for _, letter in items)),
            array("b", (1 if letter.islower() else 0 for _, letter in items)))
        attackers = board.attackers
        return lambda s, white: bool(attackers(s[0], s[1], 1 if white else 0))

    def random_square(self, rng: SplitMix64, box: Box) -> Square:
        x0, x1, y0, y1 = box
        return (rng.between(x0, x1), rng.between(y0, y1))


def place_free(b: Board, rng: SplitMix64, box: Box, letter: str, tries: int = 60,
               ok: Optional[Callable[[Square], bool]] = None) -> Optional[Square]:
    """Put ``letter`` on a random free square of ``box`` that blocks no
    reserved line and passes ``ok``; small boards try every square at the
    end.  Returns the square, or None when there is none."""
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

