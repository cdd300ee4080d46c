"""Piece kinds, colours and the letters the formats use for them.

Kinds are numbered as in python-chess and Timus 1380 (pawn 1 ... king 6);
``WHITE`` is the lowercase side at the top of the board, whose pawns move
towards larger ``y``.  The colours are :class:`~fastcheck.codes.Color`
members (1 and 0), equal to ``True`` and ``False``.
"""
from __future__ import annotations

from typing import Tuple

from ._record import FrozenRecord
from .codes import Color
from .formats.common import KIND_OF_LETTER, PIECE_LETTERS

__all__ = [
    "WHITE", "BLACK", "Color", "COLORS", "COLOR_NAMES",
    "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING", "PIECE_TYPES",
    "PIECE_LETTERS", "KIND_OF_LETTER", "UNICODE_SYMBOLS", "Piece", "Square",
]

Square = Tuple[int, int]
"""A square ``(x, y)``: ``x`` the column from the left, ``y`` the row from the top, both 1-based."""

WHITE = Color.WHITE
BLACK = Color.BLACK
COLORS = (WHITE, BLACK)
COLOR_NAMES = {WHITE: "white", BLACK: "black"}

PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
PIECE_TYPES = (PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING)

# PIECE_LETTERS (the letter of each kind in formats A and B: "h" is the
# knight, "horse"; lowercase White) and KIND_OF_LETTER (its inverse) live
# with the format readers, which need them without the rest of this module.
UNICODE_SYMBOLS = {
    (WHITE, KING): "♔", (WHITE, QUEEN): "♕", (WHITE, ROOK): "♖",
    (WHITE, BISHOP): "♗", (WHITE, KNIGHT): "♘", (WHITE, PAWN): "♙",
    (BLACK, KING): "♚", (BLACK, QUEEN): "♛", (BLACK, ROOK): "♜",
    (BLACK, BISHOP): "♝", (BLACK, KNIGHT): "♞", (BLACK, PAWN): "♟",
}


class Piece(FrozenRecord):
    """A piece: its kind (``PAWN`` .. ``KING``) and colour (``WHITE``/``BLACK``).

    Immutable, compared and hashed by its fields, with the repr of the
    frozen dataclass it was (:class:`~fastcheck._record.FrozenRecord`)."""

    __slots__ = ("piece_type", "color")
    __match_args__ = ("piece_type", "color")
    piece_type: int
    color: Color

    def __init__(self, piece_type: int, color: Color) -> None:
        super().__init__(piece_type, color)

    def symbol(self) -> str:
        """The format letter: lowercase for White, uppercase for Black."""
        letter = PIECE_LETTERS[self.piece_type]
        return letter if self.color == WHITE else letter.upper()

    def unicode_symbol(self) -> str:
        return UNICODE_SYMBOLS[(self.color, self.piece_type)]

    @classmethod
    def from_symbol(cls, symbol: str) -> Piece:
        """Parse one of ``KQRBHPkqrbhp``; raises ``ValueError`` otherwise."""
        kind = KIND_OF_LETTER.get(symbol.lower()) if len(symbol) == 1 else None
        if kind is None:
            raise ValueError(f"not a piece letter: {symbol!r}")
        return cls(kind, WHITE if symbol.islower() else BLACK)

    def __str__(self) -> str:
        return self.symbol()
