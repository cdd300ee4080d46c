"""Piece kinds and colours as the core numbers them, with their letters and
names: the one table that the readers, the writers, the pieces, the
pictures and the messages take them from.

Kinds are numbered as in python-chess and Timus 1380 (pawn 1 ... king 6),
then the fairy pieces (archbishop 7, chancellor 8, amazon 9: a bishop,
rook or queen that also jumps as a knight), as the core's kinds table;
colours as the core's ``Color`` (White 1, Black 0).  In formats A and B a
piece is one letter, lowercase for White: ``h`` is the knight ("horse").
Each kind belongs to a variant: the ``classic`` kinds to every format, the
``fairy`` ones to format B under ``variant="fairy"`` and to ``Position``.
No imports but a named tuple: every reader loads this on its way to a
small input's answer.
"""
from __future__ import annotations

from collections import namedtuple

TYPE_CHECKING = False
if TYPE_CHECKING:   # for type checkers only: no imports at run time
    from os import PathLike
    from typing import Union

    from .variants import Variant

    #: what a public ``variant`` argument may be: a built-in variant's name, a variant file's path or a
    #: Variant (resolved once, at the entry: :func:`~fastcheck.variants.resolve_variant`)
    VariantLike = Union[str, PathLike, Variant]
    VariantArg = VariantLike

__all__ = ["KindRow", "KIND_TABLE", "VARIANTS", "CLASSIC", "FAIRY", "LetterSet", "VARIANT_LETTERS",
           "kinds_of", "letter_set", "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING",
           "ARCHBISHOP", "CHANCELLOR", "AMAZON", "PIECE_TYPES", "KIND_NUMBERS", "LISTED_KINDS", "KIND_NAMES",
           "PIECE_LETTERS", "KIND_OF_LETTER", "FORMAT_LETTERS", "PIECE_SET", "LETTERS", "LETTERS_BUT_KING",
           "ALL_LETTERS", "COLOR_NAMES", "KING_LETTERS", "KING_NAMES", "king_name"]

#: the rule sets that have piece kinds, each with the kinds of those before it
VARIANTS = ("classic", "fairy")
CLASSIC, FAIRY = VARIANTS

#: a kind: its number (the core's), its letter in formats A and B (White's,
#: lowercase), its English name, its Unicode symbols for White and Black,
#: its FEN letter (Black's, lowercase), the variant that brings it, and what
#: it does: its moves in Betza notation (a pawn's are its own: ``""``),
#: whether it moves as a pawn and whether it is royal (the king)
KindRow = namedtuple("KindRow", ["number", "letter", "name", "white_symbol", "black_symbol", "fen", "variant",
                                 "betza", "pawn", "royal"], defaults=("", False, False))

#: every kind, in the core's numbering (row i is kind i + 1)
KIND_TABLE = (
    KindRow(1, "p", "pawn", "\u2659", "\u265f", "p", CLASSIC, "", True),
    KindRow(2, "h", "knight", "\u2658", "\u265e", "n", CLASSIC, "N"),
    KindRow(3, "b", "bishop", "\u2657", "\u265d", "b", CLASSIC, "B"),
    KindRow(4, "r", "rook", "\u2656", "\u265c", "r", CLASSIC, "R"),
    KindRow(5, "q", "queen", "\u2655", "\u265b", "q", CLASSIC, "Q"),
    KindRow(6, "k", "king", "\u2654", "\u265a", "k", CLASSIC, "K", False, True),
    KindRow(7, "a", "archbishop", "\U0001fa50", "\U0001fa53", "a", FAIRY, "BN"),     # knight-bishop
    KindRow(8, "c", "chancellor", "\U0001fa4f", "\U0001fa52", "c", FAIRY, "RN"),     # knight-rook
    KindRow(9, "m", "amazon", "\U0001fa4e", "\U0001fa51", "m", FAIRY, "QN"),         # knight-queen
)

PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, ARCHBISHOP, CHANCELLOR, AMAZON = (row.number for row in KIND_TABLE)
#: every kind's number
KIND_NUMBERS = tuple(row.number for row in KIND_TABLE)


def kinds_of(variant: str) -> tuple:
    """The rows of ``variant``: its own kinds and those of the variants before it."""
    return tuple(row for row in KIND_TABLE if VARIANTS.index(row.variant) <= VARIANTS.index(variant))


def _listed(rows: tuple) -> tuple:
    """``rows`` in the order messages list them: the classic kinds king to
    pawn, then each variant's own kinds, strongest (highest number) first."""
    return tuple(sorted(rows, key=lambda row: (_variant_rank(row.variant), -row.number)))


def _variant_rank(variant: str) -> int:
    """Where a variant's own kinds stand in a listing: the built-in ones in
    order, then a variant file's."""
    return VARIANTS.index(variant) if variant in VARIANTS else len(VARIANTS)


#: the classic kinds (pawn .. king), as python-chess's ``PIECE_TYPES``
PIECE_TYPES = tuple(row.number for row in kinds_of(CLASSIC))
#: every kind in the order messages list them (king .. pawn, amazon .. archbishop)
LISTED_KINDS = tuple(row.number for row in _listed(KIND_TABLE))

#: the English name of each kind
KIND_NAMES = {row.number: row.name for row in KIND_TABLE}
#: the letter of each kind in formats A and B, as White's (lowercase); Black's is its uppercase
PIECE_LETTERS = {row.number: row.letter for row in KIND_TABLE}
#: kind of each lowercase letter
KIND_OF_LETTER = {letter: kind for kind, letter in PIECE_LETTERS.items()}

#: the letters of a variant's kinds: ``format`` as the core's scanners take them
#: (kind k's at k - 1, White's), ``listed`` as messages list every letter
#: (Black's first, king to pawn, then the variant's own kinds), ``but_king``
#: the kinds but the king, strongest first (``qrbhp``), ``piece_set`` the
#: listed letters as bytes, for the readers
LetterSet = namedtuple("LetterSet", ["format", "listed", "but_king", "piece_set"])


def letter_set(rows: tuple) -> LetterSet:
    """The letters of the kinds ``rows`` (a variant's, kind 1 first)."""
    listed = "".join(row.letter for row in _listed(rows))
    return LetterSet("".join(row.letter for row in rows).encode("ascii"), listed.upper() + listed,
                     "".join(row.letter for row in _listed(rows) if row.number != KING),
                     (listed.upper() + listed).encode("ascii"))


#: each variant's letters
VARIANT_LETTERS = {variant: letter_set(kinds_of(variant)) for variant in VARIANTS}


#: the classic letters, as formats A and B and their messages have them
FORMAT_LETTERS, LETTERS, LETTERS_BUT_KING, PIECE_SET = VARIANT_LETTERS[CLASSIC]
#: every piece letter, as messages list them (``Position`` takes them all)
ALL_LETTERS = VARIANT_LETTERS[VARIANTS[-1]].listed

#: each colour's name (White 1, Black 0)
COLOR_NAMES = {1: "white", 0: "black"}
#: each colour's king letter
KING_LETTERS = {1: PIECE_LETTERS[KING], 0: PIECE_LETTERS[KING].upper()}


def king_name(color: int, letter: str) -> str:
    """How messages name the king of ``color`` written ``letter`` (FEN
    writes them otherwise than formats A and B)."""
    return f"{COLOR_NAMES[color]} king '{letter}'"


#: how messages name each colour's king, with its letter in formats A and B
KING_NAMES = {c: king_name(c, KING_LETTERS[c]) for c in COLOR_NAMES}
