"""Formats A and B: the kinds of boards (``--kind``) and their text.

Each kind is a pattern built on a :class:`~.board.Board` -- a check with
defenders, pins, a double check, a mate, a long blocked line, a board near
10^18 -- filled up with random pieces that leave the pattern intact.
"""
from __future__ import annotations

import math
from array import array
from typing import Callable, Iterable, Iterator, List, Optional, Sequence, Tuple

from ... import _core
from ...formats import write_grid
from ...geometry import window_around
from ...kinds import KING_LETTERS, LETTERS_BUT_KING
from .board import (
    DIAG,
    KING_STEPS,
    KNIGHT,
    ORTHO,
    Board,
    Box,
    Square,
    colored,
    on_open_segment,
    place_free,
    ray,
    sees,
    sees_segment,
    sign,
)
from .kinds import CLASSIC_KINDS, GenKinds
from .rng import SplitMix64, derive

#: White's king letter (``colored`` gives either side's)
KING_LETTER = KING_LETTERS[1]
#: White's letters of the other kinds, strongest first (``colored`` gives either side's)
_Q, _R, _B, _H, _P = tuple(LETTERS_BUT_KING)
#: the sliders' letters, and the directions each moves along
_SLIDERS = _Q + _R + _B
_SLIDER_DIRS = {_Q: ORTHO + DIAG, _R: ORTHO, _B: DIAG}

__all__ = ["KINDS", "LIMITS", "PATTERN_PIECES", "GRID_PIECES", "Mix", "build_boards", "boards_parts"]

#: the ``--kind`` values of formats A and B
KINDS = ("random", "check", "pin", "double", "mate", "block", "big", "mixed")
#: the most pieces each kind's pattern places before the random pieces (a
#: board holds at least them, whatever ``--pieces`` says): both kings, the
#: checker(s), the defenders (``_add_defender``: up to 2 blockers and a
#: capturer; 5 blockers for ``block``, 4 for ``big``; none for ``double``)
#: and the pins (``_add_pin``, 2 pieces each: 1..3 for ``pin``, ``block``
#: and ``big``, at most 1 otherwise); ``mate``'s largest pattern (smothered,
#: back rank) has 6
PATTERN_PIECES = {"random": 2, "check": 8, "pin": 12, "double": 6, "mate": 6, "block": 15, "big": 14}
#: the most pieces gen puts on a format A board: a crowded 8x8 board has no room for the patterns
GRID_PIECES = 40
#: the published limits a generated file keeps (boards per file, pieces per board and in all)
LIMITS = {"grid": {"boards": 1000, "pieces": 64}, "sparse": {"boards": 20000, "pieces": 200000, "total": 10**6}}
#: the letters of random pieces and their weights (``--mix``)
Mix = Tuple[str, List[int]]
#: random squares tried for each random piece
NOISE_TRIES = 20


def _half(pieces: int) -> int:
    """Half the side of the window random pieces go in: about a quarter of
    its squares get a piece (integer arithmetic only, for reproducibility)."""
    return max(4, 2 * math.isqrt(max(pieces, 4)))


# ----------------------------------------------------------- the patterns
def _slider_letter(rng: SplitMix64, d: Tuple[int, int], kinds: GenKinds) -> str:
    """The letter (lowercase) of a rider that moves along ``d``: rook or
    queen, bishop or queen, or one of the variant's own riders along it."""
    if d in ORTHO:
        return rng.pick(_R + _R + _Q + kinds.riders_along(d))
    if d in DIAG:
        return rng.pick(_B + _B + _Q + kinds.riders_along(d))
    return rng.pick(kinds.riders_along(d))


def _choice(rng: SplitMix64, letters: str) -> str:
    """One of ``letters``: drawn when there are several, else the one
    without a draw (the classic patterns' fixed pieces draw nothing)."""
    return letters if len(letters) == 1 else rng.pick(letters)


def _reach(b: Board, rng: SplitMix64, target: Square, letter: str, white: bool, dist: Callable[[int], int],
           line: Optional[Tuple[Square, Square]] = None,
           avoid_dirs: Sequence[Tuple[int, int]] = ()) -> Optional[Square]:
    """A piece ``letter`` (a variant's own kind, lowercase) of ``white`` put
    where it moves to (attacks) ``target``: by one of its leaps, or along a
    ride ``dist(top)`` steps away (``top``: the steps the board has) with a
    clear path, then reserved.  Not on ``line`` (nor its ends), never
    blocking a reserved line, no ride along ``avoid_dirs``.  Its square, or
    None when there is none."""
    kinds = b.kinds
    moves = [(False, v) for v in kinds.leaps[letter]] + [(True, d) for d in kinds.rides[letter]
                                                          if d not in avoid_dirs]
    for ride, d in rng.shuffled(moves):
        k = 1
        if ride:
            top = b.steps(target, d)
            if top < 1:
                continue
            k = dist(top)
        s = (target[0] + d[0] * k, target[1] + d[1] * k)
        if line is not None and (on_open_segment(s, *line) or s in line):
            continue
        if b.free(s) and not b.blocks_reserved(s) and (not ride or b.clear_between(s, target)):
            b.put(s, colored(letter, white))
            if ride:
                b.reserve(s, target)
            return s
    return None


def _place_checker(b: Board, rng: SplitMix64, king: Square, white: bool, kinds: str = LETTERS_BUT_KING,
                   avoid_dirs: Sequence[Tuple[int, int]] = (), far: bool = False) -> Optional[Tuple[Square, str]]:
    """An enemy piece of ``white``'s king that checks it (sliders with a
    reserved, clear line; a variant's own kinds by their leaps and rides:
    :func:`_reach`); returns (square, letter) or None."""
    enemy = not white
    for kind in rng.shuffled(kinds):
        if kind not in LETTERS_BUT_KING:
            s = _reach(b, rng, king, kind, enemy, (lambda top: top) if far else rng.spread, avoid_dirs=avoid_dirs)
            if s is not None:
                return s, colored(kind, enemy)
        elif kind in _SLIDER_DIRS:
            dirs = _SLIDER_DIRS[kind]
            for d in rng.shuffled(dirs):
                if d in avoid_dirs:
                    continue
                top = b.steps(king, d)
                if top < 1:
                    continue
                dist = top if far else rng.spread(top)
                s = (king[0] + d[0] * dist, king[1] + d[1] * dist)
                if b.free(s) and b.clear_between(king, s):
                    b.put(s, colored(kind, enemy))
                    b.reserve(king, s)
                    return s, colored(kind, enemy)
        elif kind == _H:
            for dx, dy in rng.shuffled(KNIGHT):
                s = (king[0] + dx, king[1] + dy)
                if b.free(s) and not b.blocks_reserved(s):
                    b.put(s, colored(_H, enemy))
                    return s, colored(_H, enemy)
        else:
            # an enemy pawn attacks (x +- 1, y + 1) when White, (x +- 1, y - 1) when Black
            dy = 1 if white else -1      # the checking pawn is Black when the king is White
            for dx in rng.shuffled((-1, 1)):
                s = (king[0] + dx, king[1] + dy)
                if b.free(s) and not b.blocks_reserved(s):
                    b.put(s, colored(_P, enemy))
                    return s, colored(_P, enemy)
    return None


def _line_dir(a: Square, b: Square) -> Tuple[int, int]:
    """The step from ``a`` towards ``b`` on their line."""
    return sign(b[0] - a[0]), sign(b[1] - a[1])


def _add_defender(b: Board, rng: SplitMix64, target: Square, white: bool, capture: bool,
                  line: Optional[Tuple[Square, Square]], far: bool = False) -> bool:
    """A piece of ``white`` that can move to ``target`` (block an empty
    square, or capture on it): with a clear, reserved path (any of the
    variant's own kinds too: :func:`_reach`)."""
    for kind in rng.shuffled(_R + _B + _Q + _H + _P + b.kinds.own):
        if kind not in LETTERS_BUT_KING:
            if _reach(b, rng, target, kind, white, rng.spread if far else lambda top: rng.spread(min(top, 6)),
                      line) is not None:
                return True
        elif kind in _SLIDER_DIRS:
            dirs = _SLIDER_DIRS[kind]
            for d in rng.shuffled(dirs):
                top = b.steps(target, d)
                if top < 1:
                    continue
                dist = rng.spread(top) if far else rng.spread(min(top, 6))
                s = (target[0] + d[0] * dist, target[1] + d[1] * dist)
                if line is not None and (on_open_segment(s, *line) or s in line):
                    continue
                if b.free(s) and not b.blocks_reserved(s) and b.clear_between(s, target):
                    b.put(s, colored(kind, white))
                    b.reserve(s, target)
                    return True
        elif kind == _H:
            for dx, dy in rng.shuffled(KNIGHT):
                s = (target[0] + dx, target[1] + dy)
                if line is not None and on_open_segment(s, *line):
                    continue
                if b.free(s) and not b.blocks_reserved(s):
                    b.put(s, colored(_H, white))
                    return True
        else:
            # a pawn of White moves to y + 1 and captures (x +- 1, y + 1); Black the other way
            fy = target[1] - (1 if white else -1)
            cands = [(target[0] + dx, fy) for dx in (-1, 1)] if capture else [(target[0], fy)]
            for s in rng.shuffled(cands):
                if line is not None and (on_open_segment(s, *line) or s in line):
                    continue
                if b.free(s) and not b.blocks_reserved(s):
                    b.put(s, colored(_P, white))
                    return True
    return False


def _add_pin(b: Board, rng: SplitMix64, king: Square, white: bool, far: bool = False) -> bool:
    """A piece of ``white`` (any kind) pinned to its king by an enemy rider
    behind it (along the lines of the variant's own riders too)."""
    for d in rng.shuffled(ORTHO + DIAG + b.kinds.extra_dirs):
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
        b.put(s1, colored(rng.pick(b.kinds.but_king), white))
        b.put(s2, _slider_letter(rng, d, b.kinds).upper() if white else _slider_letter(rng, d, b.kinds))
        b.reserve(king, s2)
        return True
    return False


def _place_other_king(b: Board, rng: SplitMix64, white: bool, near: Square, far: bool) -> bool:
    """The king of ``white`` on a square no enemy piece attacks, that blocks
    no reserved line and does not touch the other king."""
    others = [s for s, letter in b.at.items() if letter == colored(KING_LETTER, not white)]
    attacked = b.attack_test()        # nothing is placed until a square passes

    def ok(s: Square) -> bool:
        if any(max(abs(s[0] - o[0]), abs(s[1] - o[1])) <= 1 for o in others):
            return False
        return not attacked(s, not white)
    box = (1, b.n, 1, b.n) if far else window_around(b.n, near, 8)
    if place_free(b, rng, box, colored(KING_LETTER, white), tries=200, ok=ok):
        return True
    return place_free(b, rng, (1, b.n, 1, b.n), colored(KING_LETTER, white), tries=2000, ok=ok) is not None


def _noise(b: Board, rng: SplitMix64, count: int, box: Box, mix: Mix) -> None:
    """Up to ``count`` random pieces (not kings) that block no reserved line
    and keep away from the protected squares: :func:`_noise_python`, draw
    for draw, in the core (``_core.gen_noise``), the pieces kept in bulk."""
    letters, weights = mix
    if count <= 0:
        return
    if sum(weights) >= 1 << 64:
        _noise_python(b, rng, count, box, mix)        # fails as the pure-Python generator does
        return
    occupied = array("q", (c for s in b.at for c in s))
    occupied.extend(c for s in zip(b.bulk_x, b.bulk_y) for c in s)
    # the core takes lines of unit steps; a longer step's line (a nightrider's) keeps its squares in the box taken
    reserved = array("q", (v for seg in b.reserved if max(abs(seg[2]), abs(seg[3])) == 1 for v in seg))
    occupied.extend(c for seg in b.reserved if max(abs(seg[2]), abs(seg[3])) > 1 for c in _inside(seg, box))
    guard = {w: array("q", (c for s in b.keep_clear + b.keep_clear_of[w] for c in s)) for w in (False, True)}
    lines = {w: array("q", (c for a, e in b.keep_off_lines[w] for c in a + e)) for w in (False, True)}
    rng.state, xs, ys, placed = _core.gen_noise(
        rng.state, count, b.n, *box, letters.encode("ascii"), array("Q", weights), occupied, reserved,
        guard[False], guard[True], lines[False], lines[True], NOISE_TRIES)
    b.add_bulk(xs, ys, placed)


def _inside(segment: Tuple[int, int, int, int, int], box: Box) -> List[int]:
    """The squares strictly inside a reserved ``segment`` (``ax, ay, ux, uy,
    length``) that lie in ``box``, as flat x, y pairs: at most the box's
    side of them, however long the line."""
    ax, ay, ux, uy, length = segment
    lo, hi = 1, length - 1
    for a, u, c0, c1 in ((ax, ux, box[0], box[1]), (ay, uy, box[2], box[3])):
        if u > 0:
            lo, hi = max(lo, -((a - c0) // u)), min(hi, (c1 - a) // u)
        elif u < 0:
            lo, hi = max(lo, -((c1 - a) // -u)), min(hi, (a - c0) // -u)
        elif not c0 <= a <= c1:
            return []
    return [c for k in range(lo, hi + 1) for c in (ax + ux * k, ay + uy * k)]


def _noise_python(b: Board, rng: SplitMix64, count: int, box: Box, mix: Mix) -> None:
    """:func:`_noise` in pure Python, one :func:`~.board.place_free` a piece:
    the reference the compiled loop is tested against, and the fallback for
    weights too large for 64 bits (which the generator refuses as before)."""
    letters, weights = mix
    for _ in range(count):
        white = rng.chance(1, 2)
        letter = colored(rng.weighted(letters, weights), white)
        guard = b.keep_clear + b.keep_clear_of[white]
        lines = b.keep_off_lines[white]

        def ok(s: Square, guard: List[Square] = guard, lines: List[Tuple[Square, Square]] = lines) -> bool:
            return not any(sees(s, g) for g in guard) and not any(sees_segment(s, a, c) for a, c in lines)
        place_free(b, rng, box, letter, tries=NOISE_TRIES, ok=ok if guard or lines else None)


def _scenario(kind: str, n: int, rng: SplitMix64, pieces: int, mix: Mix, kinds: GenKinds = CLASSIC_KINDS) -> Board:
    """One board of ``kind`` on an ``n`` x ``n`` board with about ``pieces``
    pieces of the variant's ``kinds``."""
    b = Board(n, kinds)
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
    b.put(king, colored(KING_LETTER, white))
    half = _half(pieces)
    box = window_around(n, king, half)
    if kind == "random":
        other = place_free(b, rng, box, colored(KING_LETTER, not white), tries=200,
                           ok=lambda s: max(abs(s[0] - king[0]), abs(s[1] - king[1])) > 1)
        if other is None:
            _place_other_king(b, rng, not white, king, True)
        _noise(b, rng, pieces - len(b.at), box, mix)
        return b
    # one or two checkers
    checkers = []
    first = _place_checker(b, rng, king, white, kinds.riders if kind in ("block", "big") else kinds.but_king,
                           far=far and kind == "big")
    if first:
        checkers.append(first)
    if kind == "double" and first:
        d = _line_dir(king, first[0])
        # a rider, or a leaper of another kind than the first (else a pawn)
        second = _place_checker(b, rng, king, white, kinds.riders + (kinds.leapers.replace(first[1].lower(), "")
                                                                      or _P),
                                avoid_dirs=(d, ray(king, first[0])[0]), far=far and rng.chance(1, 2))
        if second:
            checkers.append(second)
    # defenders: capture the checker, block its line
    if checkers and kind != "double":
        csq, cl = checkers[0]
        d, length = ray(king, csq)
        line = (king, csq) if d in kinds.rides[cl.lower()] else None
        blocks = {"block": 5, "big": 4}.get(kind, 2)
        for _ in range(rng.between(0, blocks) if kind not in ("block", "big") else blocks):
            if line is not None and length >= 2:
                k = rng.between(1, length - 1) if not far else rng.pick((1, length - 1, rng.between(1, length - 1)))
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
        return _scenario("random", n, derive(rng.next64()), pieces, mix, kinds)
    other = next(s for s, letter in b.at.items() if letter == colored(KING_LETTER, not white))
    b.keep_clear_of[white].append(other)
    _noise(b, rng, pieces - len(b.at), box, mix)
    return b


# mating patterns in a corner frame (u, v): u along the edge, v away from it
def _mate(b: Board, rng: SplitMix64, white: bool, pieces: int, mix: Mix) -> Board:
    """A mating pattern for the king of ``white``, then random pieces away
    from it.  Its checker may be any kind of the variant that fits: a
    knight or another kind with long moves (smothered), a queen or another
    kind that reaches the squares next to it (kiss), a rook, a queen or
    another orthogonal rider (back rank, ladder)."""
    n = b.n
    kinds = b.kinds
    ortho = kinds.riders_along((1, 0))
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
    own = lambda letter: colored(letter, white)       # noqa: E731
    foe = lambda letter: colored(letter, enemy)       # noqa: E731
    placed: List[Square] = []

    def put(u: int, v: int, letter: str) -> None:
        s = at(u, v)
        b.put(s, letter)
        placed.append(s)
    if pattern == "smothered":
        put(1, 1, own(KING_LETTER))
        put(2, 1, own(rng.pick(_R + _H)))
        put(1, 2, own(rng.pick(_R + _H)))
        put(2, 2, own(rng.pick(_B + _H)))
        checker = _choice(rng, _H + kinds.leaping())
        du, dv = (2, 1) if checker == _H else rng.pick(kinds.long_offsets(checker))
        put(1 + du, 1 + dv, foe(checker))
    elif pattern == "kiss":
        put(1, 1, own(KING_LETTER))
        put(2, 2, foe(_choice(rng, _Q + "".join(c for c in kinds.own
                                                if kinds.reaches(c, (1, 1)) and kinds.reaches(c, (1, 0))))))
        put(3, 3, foe(KING_LETTER))
    elif pattern == "backrank":
        ku = rng.between(1, n)
        put(ku, 1, own(KING_LETTER))
        for du in (-1, 0, 1):
            if 1 <= ku + du <= n:
                put(ku + du, 2, own(_P))
        dirs = [d for d in (-1, 1) if (ku + 2 * d >= 1 if d < 0 else ku + 2 * d <= n)]
        d = rng.pick(dirs)
        room = (ku - 1) if d < 0 else (n - ku)
        dist = rng.between(2, room) if n <= 64 else rng.pick((2, room, rng.between(2, room)))
        put(ku + d * dist, 1, foe(rng.pick(_R + _Q + ortho)))
        b.reserve(at(ku, 1), at(ku + d * dist, 1))
        b.keep_off_lines[white].append((at(ku, 1), at(ku + d * dist, 1)))
    else:  # ladder: check along the edge column v = 1, a second rook covers v = 2
        kv = rng.between(1, n)
        put(1, kv, own(KING_LETTER))
        dirs = [d for d in (-1, 1) if 1 <= kv + 2 * d <= n]
        d1 = rng.pick(dirs)
        room1 = (kv - 1) if d1 < 0 else (n - kv)
        dist1 = rng.between(2, room1) if n <= 64 else rng.pick((2, room1, rng.between(2, room1)))
        put(1, kv + d1 * dist1, foe(rng.pick(_R + _Q + ortho)))
        b.reserve(at(1, kv), at(1, kv + d1 * dist1))
        b.keep_off_lines[white].append((at(1, kv), at(1, kv + d1 * dist1)))
        d2 = rng.pick(dirs)
        room2 = (kv - 1) if d2 < 0 else (n - kv)
        dist2 = rng.between(2, room2) if n <= 64 else rng.pick((2, room2, rng.between(2, room2)))
        put(2, kv + d2 * dist2, foe(_choice(rng, _R + ortho)))
        # the covering rook must see (2, kv - 1) .. (2, kv + 1)
        far_v = kv - d2 if 1 <= kv - d2 <= n else kv
        b.reserve(at(2, kv + d2 * dist2), at(2, far_v))
    king = placed[0]
    if not any(letter == foe(KING_LETTER) for letter in b.at.values()):
        ok = _place_other_king(b, rng, enemy, king, n > 64)
        if not ok:
            return _scenario("check", n, derive(rng.next64()), pieces, mix, kinds)
    # random pieces stay away from the pattern and from the king's squares
    b.keep_clear.extend(placed)
    b.keep_clear.extend(s for s, letter in b.at.items() if letter.lower() == KING_LETTER)
    b.keep_clear.extend((king[0] + dx, king[1] + dy) for dx, dy in KING_STEPS)
    center = (rng.between(1, n), rng.between(1, n))
    _noise(b, rng, pieces - len(b.at), window_around(n, center, _half(pieces)), mix)
    return b


#: windows elsewhere on the board tried when the random pieces did not all fit in the first
FILL_ROUNDS = 8


def _fill_up(b: Board, rng: SplitMix64, pieces: int, mix: Mix) -> None:
    """Random pieces in windows around fresh random centres until the board
    holds ``pieces`` (or :data:`FILL_ROUNDS` windows are tried): the first
    window may lie on a pattern's long lines, which random pieces keep off.
    A board that holds its count already draws nothing more, so its file
    stays what it was."""
    for _ in range(FILL_ROUNDS):
        missing = pieces - b.piece_count()
        if missing <= 0:
            return
        center = (rng.between(1, b.n), rng.between(1, b.n))
        _noise(b, rng, missing, window_around(b.n, center, _half(pieces)), mix)


# -------------------------------------------------------------- the file
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


def build_boards(fmt: str, seed: int, boards: int, kind: str, size: Tuple[int, int], pieces: Tuple[int, int],
                 mix: Mix, kinds: GenKinds = CLASSIC_KINDS) -> Iterator[Board]:
    """The boards of a format A (``grid``) or B (``sparse``) file, one
    stream each, with the pieces of the variant's ``kinds`` (installed in
    the core: its attack tests read them); the pieces stay within the
    format's :data:`LIMITS`."""
    lim = LIMITS[fmt]
    budget = lim.get("total", boards * lim["pieces"])
    assert fmt != "grid" or pieces[1] <= GRID_PIECES
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
        b = _scenario(k, n, rng, p, mix, kinds)
        _fill_up(b, rng, p, mix)
        # a scenario may place a few pieces more than asked: keep within the limits
        keep = min(lim["pieces"], budget - 2 * left)
        if b.piece_count() > keep:
            b.flush_bulk()
            while len(b.at) > keep:
                s = next(s for s, letter in b.at.items() if letter.lower() != KING_LETTER)
                del b.at[s]
        budget -= b.piece_count()
        yield b


def boards_parts(fmt: str, boards: Iterable[Board], seed: int) -> List[bytes]:
    """The file for ``boards`` in pieces whose concatenation is the file (so
    that a writer need not join a big file into one more copy): format A
    grids in one piece, or format B's header line and then one piece a
    board, each board's lines in a random order (its own stream): sorted by
    square, then shuffled (``_core.gen_sparse_board``)."""
    if fmt == "grid":
        import numpy as np  # lazily: only format A's cells need numpy, whose import costs start-up time
        grids = []
        for b in boards:
            cells = np.full((8, 8), ord("."), dtype=np.uint8)
            xs, ys, letters = b.pieces()
            cells[np.frombuffer(ys, dtype=np.int64) - 1, np.frombuffer(xs, dtype=np.int64) - 1] = \
                np.frombuffer(letters, dtype=np.uint8)
            grids.append(cells)
        return [write_grid(np.stack(grids))]
    parts: List[bytes] = [b""]
    for i, b in enumerate(boards):
        xs, ys, letters = b.pieces()
        parts.append(_core.gen_sparse_board(derive(seed, 2, i).state, b.n, xs, ys, letters))
    parts[0] = b"%d\n" % (len(parts) - 1)
    return parts
