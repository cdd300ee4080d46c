"""Betza notation (the fairy-chess piece notation of Fairy-Stockfish's custom
pieces) read into the moves a piece makes: the leaps and the rides that
fastcheck's run-time kinds table serves.

Only whole atoms are served (no modifiers, no limited range, no compound
XBetza moves): a piece is a union of symmetric leaps and unlimited rides
with primitive steps, which is what the core's move generation can check.
Standard library only (a named tuple): a reader loads this on its way to a
small input's answer.

>>> from fastcheck.betza import betza_of, parse_betza
>>> parse_betza("fW")
Traceback (most recent call last):
fastcheck.betza.BetzaError: 'fW': the modifier 'f' (forward only: directional) on 'W' is not supported; ...
>>> parse_betza("RF")
PieceMoves(leaps=((-1, -1), (-1, 1), (1, -1), (1, 1)), rides=((-1, 0), (0, -1), (0, 1), (1, 0)))
>>> betza_of(parse_betza("WFNWWFF"))
'QKN'
"""
from __future__ import annotations

from collections import namedtuple

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: the core loads this module, and typing costs a small input's start-up
    from typing import Dict, List, Set, Tuple

    Offset = Tuple[int, int]

__all__ = ["BetzaError", "PieceMoves", "ATOMS", "SHORTHANDS", "MAX_REACH", "parse_betza", "betza_of",
           "symmetric_images"]


class BetzaError(ValueError):
    """A piece's Betza notation is malformed or uses what is not supported."""


#: the moves of a piece, every offset listed with all its symmetric images:
#: ``leaps``, the sorted (dx, dy) offsets the piece leaps by (over anything,
#: onto a square not holding its own piece), and ``rides``, the sorted
#: primitive directions (a, b) it slides along, any distance, up to the
#: first piece
PieceMoves = namedtuple("PieceMoves", ["leaps", "rides"])


#: each atom letter -> its base leap; its moves are the base's 8 symmetric images
ATOMS: Dict[str, Offset] = {
    "W": (1, 0),    # wazir
    "F": (1, 1),    # ferz
    "D": (2, 0),    # dabbaba
    "N": (2, 1),    # knight
    "A": (2, 2),    # alfil
    "H": (3, 0),    # threeleaper
    "C": (3, 1),    # camel
    "Z": (3, 2),    # zebra
    "G": (3, 3),    # tripper
}

#: each shorthand letter -> the atoms it stands for (an atom doubled is its rider)
SHORTHANDS: Dict[str, str] = {"K": "WF", "R": "WW", "B": "FF", "Q": "WWFF"}

#: the largest ``|dx|`` or ``|dy|`` of a leap or a ride's step that the core serves
MAX_REACH = 3

#: what every error message ends with
SUPPORTED = ("supported: the atoms W F D N A H C Z G (a leap), the shorthands K R B Q, an atom doubled "
             "or followed by 0 (an unlimited rider: W F N C Z only), an atom followed by 1 (a leap), "
             "and their concatenation (union)")

#: the modifiers a message describes; any other lowercase letter gets a generic wording
MODIFIERS: Dict[str, str] = {
    "m": "move only",
    "c": "capture only",
    "f": "forward only: directional",
    "b": "backward only: directional",
    "l": "left only: directional",
    "r": "right only: directional",
    "v": "vertical only: directional",
    "s": "sideways only: directional",
    "h": "half of the directions: directional",
    "n": "lame leap, blocked by a piece in the way",
    "j": "must jump over a piece: lame leap",
    "p": "hopper, over a screen piece",
    "g": "grasshopper, landing just past a piece",
    "i": "initial move only",
    "a": "again: a multi-leg move",
    "e": "en passant capture",
    "o": "cylindrical board, wrapping round",
    "z": "crooked (zigzag) rider",
    "q": "circular rider",
    "d": "destroys its own piece",
    "u": "unloads a captured piece",
}

#: each shorthand -> (its atoms, once each; whether it rides them)
_SHORTHAND_TOKENS = {letter: ("".join(dict.fromkeys(atoms)), len(atoms) > len(set(atoms)))
                     for letter, atoms in SHORTHANDS.items()}
#: the atoms whose base is primitive: the only riders served, in betza_of's order
_RIDERS = ("W", "F", "N", "C", "Z")
#: the leapers in betza_of's order (K, when it stands for W and F, comes first)
_LEAP_ORDER = ("W", "F", "D", "N", "A", "H", "C", "Z", "G")


def _gcd(a: int, b: int) -> int:
    a, b = abs(a), abs(b)
    while b:
        a, b = b, a % b
    return a


def symmetric_images(a: int, b: int) -> Tuple[Offset, ...]:
    """The offsets (±a, ±b) and (±b, ±a): up to 8, deduplicated, sorted.

    Args:
        a: one coordinate of the offset.
        b: the other.
    """
    images = set()
    for x, y in ((a, b), (b, a)):
        for sx in (1, -1):
            for sy in (1, -1):
                images.add((sx * x, sy * y))
    return tuple(sorted(images))


def _fail(text: str, what: str) -> BetzaError:
    return BetzaError(f"{text!r}: {what}; {SUPPORTED}")


def _modifier_error(text: str, i: int) -> BetzaError:
    """The error for the modifier at text[i]: it names the atom after its run of modifiers."""
    modifier = text[i]
    j = i
    while j < len(text) and "a" <= text[j] <= "z":
        j += 1
    target = f"on {text[j]!r}" if j < len(text) else "on no atom (at the end)"
    described = MODIFIERS.get(modifier, "an XBetza modifier")
    return _fail(text, f"the modifier {modifier!r} ({described}) {target} is not supported; "
                       f"a piece's moves are whole atoms")


def _character_error(text: str, i: int) -> BetzaError:
    char = text[i]
    if char in "()[]{}<>":
        why = "XBetza's compound (bracketed) moves are not supported"
    elif char.isspace():
        why = "spaces are not allowed inside a piece's notation"
    elif "0" <= char <= "9":
        why = "a range digit must follow an atom or a shorthand"
    elif "A" <= char <= "Z":
        why = "it is not an atom or a shorthand"
    else:
        why = "it is not Betza notation"
    return _fail(text, f"the character {char!r} (at {i}) is not supported: {why}")


def parse_betza(text: str) -> PieceMoves:
    """The moves of the piece written ``text`` in Betza notation.

    A token is an atom (a leap by its 8 symmetric images), an atom doubled
    (a rider along them) or a shorthand (K = WF, R = WW, B = FF, Q = WWFF;
    a shorthand is never doubled: ``KK`` is K and K); a range may follow a
    token: 0 makes it an unlimited rider (``W0`` = ``WW``, ``K0`` = Q), 1 a
    leap (``W1`` = W, ``R1`` = W), 2 and up (limited range, ``R4``) is a
    :class:`BetzaError`.  The piece is the union of its tokens.  A rider's
    step must be primitive (``DD``, ``A0`` are errors); lowercase modifiers,
    brackets, spaces and any other character are errors too.

    Args:
        text: the piece's Betza notation, e.g. ``QN`` or ``NN``.
    """
    if not isinstance(text, str):
        raise TypeError(f"Betza notation must be a str, not {type(text).__name__}")
    if not text:
        raise _fail(text, "a piece needs at least one atom")
    leaps: Set[Offset] = set()
    rides: Set[Offset] = set()
    i, n = 0, len(text)
    while i < n:
        char, start = text[i], i
        if "a" <= char <= "z":
            raise _modifier_error(text, i)
        if char in ATOMS:
            atoms, ride = char, False
            i += 1
            if i < n and text[i] == char:           # doubled: the rider
                ride = True
                i += 1
        elif char in SHORTHANDS:
            atoms, ride = _SHORTHAND_TOKENS[char]
            i += 1
        else:
            raise _character_error(text, i)
        j = i
        while j < n and "0" <= text[j] <= "9":
            j += 1
        digits, i = text[i:j], j
        token = text[start:i]
        if digits:
            if digits == "0":
                ride = True
            elif digits == "1":
                ride = False
            elif int(digits) >= 2:
                raise _fail(text, f"{token!r} is a rider limited to {int(digits)} steps: limited range is "
                                  f"not supported (an atom alone leaps, doubled or with 0 it rides unlimited)")
            else:
                raise _fail(text, f"the range {digits!r} of {token!r} is malformed (0 rides, 1 leaps)")
        for atom in atoms:
            a, b = ATOMS[atom]
            if ride and _gcd(a, b) != 1:
                raise _fail(text, f"the rider {token!r} is not supported: its step {atom} ({a}, {b}) is not "
                                  f"primitive (it would jump over squares)")
            for dx, dy in symmetric_images(a, b):
                if abs(dx) > MAX_REACH or abs(dy) > MAX_REACH:
                    raise _fail(text, f"{token!r} reaches ({dx}, {dy}), beyond {MAX_REACH} squares")
                (rides if ride else leaps).add((dx, dy))
    return PieceMoves(tuple(sorted(leaps)), tuple(sorted(rides)))


def _atoms_of(offsets: Set[Offset], order: Tuple[str, ...], what: str) -> List[str]:
    """The atoms (in ``order``) whose images make up ``offsets`` exactly; a ValueError if none do."""
    found = []
    left = set(offsets)
    for atom in order:
        images = set(symmetric_images(*ATOMS[atom]))
        if images <= left:
            found.append(atom)
            left -= images
    if left:
        raise ValueError(f"the {what} {sorted(left)} are not whole symmetric atoms: Betza cannot write them")
    return found


def betza_of(moves: PieceMoves) -> str:
    """The canonical Betza notation of ``moves``: ``parse_betza(betza_of(m)) == m``.

    The rides come first, then the leaps.  Rides: Q (both the W and the F
    riders), R (W) or B (F), then NN, CC, ZZ.  Leaps: K (both W and F), W
    or F, then D N A H C Z G.  So the amazon is ``QN``, the centaur ``KN``,
    the nightrider ``NN``.  A ValueError if the moves are not whole
    symmetric atoms (which :func:`parse_betza` never returns), or if there
    are none.

    Args:
        moves: a piece's moves, as :func:`parse_betza` returns them.
    """
    leaps, rides = moves
    ride_atoms = _atoms_of(set(rides), _RIDERS, "rides")
    leap_atoms = _atoms_of(set(leaps), _LEAP_ORDER, "leaps")
    parts = []
    if "W" in ride_atoms and "F" in ride_atoms:
        parts.append("Q")
    elif "W" in ride_atoms:
        parts.append("R")
    elif "F" in ride_atoms:
        parts.append("B")
    parts.extend(atom + atom for atom in ride_atoms if atom not in ("W", "F"))
    king = "W" in leap_atoms and "F" in leap_atoms
    if king:
        parts.append("K")
    parts.extend(atom for atom in leap_atoms if not (king and atom in ("W", "F")))
    if not parts:
        raise ValueError("a piece with no moves has no Betza notation")
    return "".join(parts)
