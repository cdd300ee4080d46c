"""What the generator knows of a variant's kinds: each letter's leaps and
rides (its Betza notation read by :func:`fastcheck.betza.parse_betza`), the
groups the patterns draw from, and the default weights of random pieces.

The classic kinds keep the generator's own moves (the patterns of
:mod:`.scenarios` place a queen, rook, bishop, knight or pawn as they
always did, so that a seed names the same classic file as before); every
other kind of a variant -- a built-in fairy piece or a variant file's --
is placed by its leaps and rides, so a new kind needs no code here.
"""
from __future__ import annotations

from typing import Dict, List, Tuple

from ...betza import parse_betza
from ...geometry import DIAG, ORTHO
from ...kinds import BISHOP, CLASSIC, KNIGHT, PAWN, QUEEN, ROOK
from ...variants import Variant

__all__ = ["GenKinds", "DEFAULT_WEIGHTS", "OWN_WEIGHT", "CLASSIC_KINDS", "gen_kinds"]

Step = Tuple[int, int]

#: the weight of each classic kind among random pieces by default
DEFAULT_WEIGHTS = {QUEEN: 1, ROOK: 2, BISHOP: 2, KNIGHT: 2, PAWN: 3}
#: the weight of each other kind of a variant among random pieces by default (as a rook, bishop or knight)
OWN_WEIGHT = 2


class GenKinds:
    """The kinds of a :class:`~fastcheck.variants.Variant` as the generator
    draws them.  ``but_king``: the letters (White's) of every kind but the
    king, as messages list them (the classic ``qrbhp`` first); ``riders``
    those that ride, ``leapers`` those that only leap; ``own`` the kinds
    the variant brings besides the classic ones; ``leaps``/``rides`` each
    letter's offsets (all symmetric images); ``extra_dirs`` the ride
    directions of the variant's own riders that are neither orthogonal nor
    diagonal (a nightrider's); ``kind_of`` each letter's kind number."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        letters = variant.letters
        self.but_king: str = letters.but_king
        self.kind_of: Dict[str, int] = {row.letter: row.number for row in variant.kinds}
        self.names: Dict[str, str] = {row.letter: row.name for row in variant.kinds}
        self.leaps: Dict[str, Tuple[Step, ...]] = {}
        self.rides: Dict[str, Tuple[Step, ...]] = {}
        for row in variant.kinds:
            moves = parse_betza(row.betza) if row.betza and not row.pawn else None
            self.leaps[row.letter] = moves.leaps if moves else ()
            self.rides[row.letter] = moves.rides if moves else ()
        self.pawn = "".join(row.letter for row in variant.kinds if row.pawn)
        self.riders = "".join(c for c in self.but_king if self.rides[c])
        self.leapers = "".join(c for c in self.but_king if not self.rides[c] and c not in self.pawn)
        own = {row.letter for row in variant.own_kinds}
        self.own = "".join(c for c in self.but_king if c in own)
        lines = set(ORTHO) | set(DIAG)
        self.extra_dirs: Tuple[Step, ...] = tuple(sorted({d for c in self.own for d in self.rides[c]} - lines))

    def weight(self, letter: str) -> int:
        """A kind's weight among random pieces by default: the classic
        kinds' :data:`DEFAULT_WEIGHTS`, :data:`OWN_WEIGHT` for every other."""
        return DEFAULT_WEIGHTS.get(self.kind_of[letter], OWN_WEIGHT)

    @property
    def default_mix(self) -> str:
        """The default ``--mix``: every kind but the king, each with its weight."""
        return "".join(f"{c}{self.weight(c)}" for c in self.but_king)

    @property
    def mix_names(self) -> Tuple[str, ...]:
        """The names of the kinds a mix weighs, in its order."""
        return tuple(self.names[c] for c in self.but_king)

    def riders_along(self, d: Step) -> str:
        """The variant's own kinds that ride along ``d``."""
        return "".join(c for c in self.own if d in self.rides[c])

    def reaches(self, letter: str, d: Step) -> bool:
        """Does ``letter`` reach the square at offset ``d`` on an empty board
        (a leap, or a ride whose step divides it)?"""
        if d in self.leaps[letter]:
            return True
        return any(_multiple(d, step) for step in self.rides[letter])

    def leaping(self) -> str:
        """The variant's own kinds with a move to a square not next to them
        (a leap or a ride's step of length 2 or more): they can check a king
        walled in by its own pieces."""
        return "".join(c for c in self.own if any(max(abs(a), abs(b)) >= 2
                                                  for a, b in self.leaps[c] + self.rides[c]))

    def long_offsets(self, letter: str) -> List[Step]:
        """``letter``'s moves of length 2 or more with both coordinates
        positive, smallest first (the corner frame of the mating patterns)."""
        return sorted({(a, b) for a, b in self.leaps[letter] + self.rides[letter]
                       if a > 0 and b > 0 and max(a, b) >= 2})


def _multiple(d: Step, step: Step) -> bool:
    """Is ``d`` a positive multiple of ``step`` (not (0, 0))?"""
    k = d[0] // step[0] if step[0] else d[1] // step[1]
    return k > 0 and (step[0] * k, step[1] * k) == d


_CACHE: Dict[Variant, GenKinds] = {}


def gen_kinds(variant: Variant) -> GenKinds:
    """The :class:`GenKinds` of ``variant`` (made once per variant)."""
    found = _CACHE.get(variant)
    if found is None:
        found = _CACHE[variant] = GenKinds(variant)
    return found


#: the classic kinds, for the generator's defaults
CLASSIC_KINDS = gen_kinds(Variant.builtin(CLASSIC))
