"""Piece kinds and colours as the core numbers them, with their letters and
names: the one table that the readers, the writers, the pieces and the
messages take them from.

Kinds are numbered as in python-chess and Timus 1380 (pawn 1 ... king 6),
colours as the core's ``Color`` (White 1, Black 0).  In formats A and B a
piece is one letter, lowercase for White: ``h`` is the knight ("horse").
No imports: every reader loads this on its way to a small input's answer.
"""
from __future__ import annotations

__all__ = ["PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING", "PIECE_TYPES", "PIECE_LETTERS",
           "KIND_OF_LETTER", "FORMAT_LETTERS", "PIECE_SET", "LETTERS", "LETTERS_BUT_KING", "COLOR_NAMES",
           "KING_LETTERS", "KING_NAMES", "king_name"]

PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
PIECE_TYPES = (PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING)

#: the letter of each kind in formats A and B, as White's (lowercase); Black's is its uppercase
PIECE_LETTERS = {PAWN: "p", KNIGHT: "h", BISHOP: "b", ROOK: "r", QUEEN: "q", KING: "k"}
#: the piece letters of formats A and B as the core's scanners take them: kind k's at k - 1
FORMAT_LETTERS = "".join(PIECE_LETTERS[k] for k in PIECE_TYPES).encode("ascii")
#: kind of each lowercase letter
KIND_OF_LETTER = {letter: kind for kind, letter in PIECE_LETTERS.items()}
#: the letters of the kinds but the king, strongest first (``qrbhp``)
LETTERS_BUT_KING = "".join(PIECE_LETTERS[k] for k in (QUEEN, ROOK, BISHOP, KNIGHT, PAWN))
#: every piece letter, as messages list them: Black's (uppercase) first, king to pawn
LETTERS = "".join(PIECE_LETTERS[k] for k in reversed(PIECE_TYPES)).upper() + \
    "".join(PIECE_LETTERS[k] for k in reversed(PIECE_TYPES))
#: the piece letters as bytes, for the readers
PIECE_SET = LETTERS.encode("ascii")

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
