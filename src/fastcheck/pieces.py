"""Pieces, squares and moves: the values the position API speaks in.

Kinds are numbered as in python-chess and Timus 1380 (pawn 1 ... king 6,
then the fairy archbishop 7, chancellor 8 and amazon 9; the table is
``fastcheck.kinds``); ``WHITE`` is the lowercase side at
the top of the board, whose pawns move towards larger ``y``.  The colours
are :class:`~fastcheck.codes.Color` members (1 and 0), equal to ``True``
and ``False``.  Also the checks of the values the API is given: integers
(``is_int()``).
"""
from __future__ import annotations

import operator
import sys
from typing import Callable, Tuple, Union

from ._record import FrozenRecord
from .codes import Color
from .errors import FormatError, wrong_type
from .kinds import (
    AMAZON,
    ARCHBISHOP,
    BISHOP,
    CHANCELLOR,
    KIND_OF_LETTER,
    KIND_TABLE,
    KING,
    KNIGHT,
    PAWN,
    PIECE_LETTERS,
    PIECE_TYPES,
    QUEEN,
    ROOK,
)
from .kinds import COLOR_NAMES as _NAMES

__all__ = [
    "WHITE", "BLACK", "Color", "COLORS", "COLOR_NAMES",
    "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING", "ARCHBISHOP", "CHANCELLOR", "AMAZON", "PIECE_TYPES",
    "PIECE_LETTERS", "KIND_OF_LETTER", "UNICODE_SYMBOLS", "Piece", "Square", "Move", "is_int",
    "SideLike", "SIDE_VALUES", "parse_side", "FILE_LETTERS", "square_name", "parse_square_name", "parse_uci",
]

Square = Tuple[int, int]
"""A square ``(x, y)``: ``x`` the column from the left, ``y`` the row from the top, both 1-based."""

#: the files of square names: file ``a`` is ``x = 1``, as FEN's a..h
#: (:mod:`fastcheck.formats.fen`), on to ``z``, ``x = 26``; rank ``r`` is ``y = r``
FILE_LETTERS = "abcdefghijklmnopqrstuvwxyz"

WHITE = Color.WHITE
BLACK = Color.BLACK
COLORS = (WHITE, BLACK)
COLOR_NAMES = {Color(c): name for c, name in _NAMES.items()}

#: each piece's Unicode symbol, by (colour, kind): the kinds table's
UNICODE_SYMBOLS = {**{(WHITE, row.number): row.white_symbol for row in KIND_TABLE},
                   **{(BLACK, row.number): row.black_symbol for row in KIND_TABLE}}


class Piece(FrozenRecord):
    """A piece: its kind (``PAWN`` .. ``KING``, the fairy ``ARCHBISHOP``,
    ``CHANCELLOR``, ``AMAZON``) and colour (``WHITE``/``BLACK``).

    Immutable, compared and hashed by its fields, with the repr of the
    frozen dataclass it was (``FrozenRecord``).

    Args:
        piece_type: ``PAWN`` (1) .. ``KING`` (6), or the fairy
            ``ARCHBISHOP``, ``CHANCELLOR``, ``AMAZON``.
        color: ``WHITE`` or ``BLACK``.
    """

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
        """The piece's Unicode chess symbol (``♔`` White's king, ``♚`` Black's)."""
        return UNICODE_SYMBOLS[(self.color, self.piece_type)]

    @classmethod
    def from_symbol(cls, symbol: str) -> Piece:
        """Parse one of ``KQRBHPkqrbhp`` or the fairy ``MCAmca``; raises ``ValueError`` otherwise.

        Args:
            symbol: one letter; lowercase is White.
        """
        kind = KIND_OF_LETTER.get(symbol.lower()) if len(symbol) == 1 else None
        if kind is None:
            raise ValueError(f"not a piece letter: {symbol!r}")
        return cls(kind, WHITE if symbol.islower() else BLACK)

    def __str__(self) -> str:
        return self.symbol()


class Move(FrozenRecord):
    """A move from one square to another (each square ``(x, y)``).

    Immutable, compared, ordered (by its squares) and hashed by its fields,
    with the repr of the frozen dataclass it was.

    Args:
        from_square: the moving piece's square ``(x, y)``.
        to_square: the square it moves to ``(x, y)``.
    """

    __slots__ = ("from_square", "to_square")
    __match_args__ = ("from_square", "to_square")
    from_square: Square
    to_square: Square

    def __init__(self, from_square: Square, to_square: Square) -> None:
        super().__init__(from_square, to_square)

    def _order(self, other: object, op: Callable[[tuple, tuple], bool]) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return op(self._values(), other._values())  # type: ignore[attr-defined]

    def __lt__(self, other: object) -> bool:
        return self._order(other, operator.lt)

    def __le__(self, other: object) -> bool:
        return self._order(other, operator.le)

    def __gt__(self, other: object) -> bool:
        return self._order(other, operator.gt)

    def __ge__(self, other: object) -> bool:
        return self._order(other, operator.ge)

    def __str__(self) -> str:
        (fx, fy), (tx, ty) = self.from_square, self.to_square
        return f"({fx},{fy})-({tx},{ty})"


def numpy_ints() -> tuple:
    """numpy's integer and bool types when numpy is loaded (a numpy value
    cannot exist otherwise), so that checking a value does not import it."""
    np = sys.modules.get("numpy")
    return (np.integer, np.bool_) if np is not None else ()


def is_int(v) -> bool:
    """An integer (Python's or numpy's), and not a bool (True is no coordinate)."""
    np_types = numpy_ints()
    if isinstance(v, bool) or (np_types and isinstance(v, np_types[1])):
        return False
    return isinstance(v, int) or (bool(np_types) and isinstance(v, np_types[0]))


#: a side as the API takes it (see :func:`parse_side`)
SideLike = Union[Color, bool, int, str]
#: the values :func:`parse_side` accepts, as messages list them
SIDE_VALUES = "WHITE or BLACK, True or False, 1 or 0, 'white' or 'black'"
_SIDE_OF_NAME = {name: color for color, name in COLOR_NAMES.items()}


def parse_side(value: SideLike) -> Color:
    """The side ``value`` names, as a :class:`~fastcheck.codes.Color`: every
    method that takes a side reads it here.  ``WHITE``/``BLACK``, ``True``/
    ``False`` and ``1``/``0`` (numpy's too) and ``'white'``/``'black'`` (in
    any case) are accepted; another string or number is a :class:`~fastcheck.FormatError`
    (a ``ValueError``) naming them, another type a ``TypeError``: never a
    silent guess.

    Args:
        value: the side, in one of the spellings above.
    """
    if isinstance(value, str):
        side = _SIDE_OF_NAME.get(value.lower())
        if side is not None:
            return side
    elif isinstance(value, (int,) + numpy_ints()):
        if value in (0, 1):
            return Color(int(value))
    else:
        raise wrong_type(f"a side: {SIDE_VALUES}", value)
    raise FormatError(f"a side: {SIDE_VALUES}", kind="argument", found=repr(value))


# ------------------------------------------------------------ square names
#: a square name and a UCI move (``re`` caches them compiled; imported only when a name is read)
_SQUARE_NAME = r"([a-z])([1-9][0-9]*)"
_UCI = r"([a-z])([1-9][0-9]*)([a-z])([1-9][0-9]*)([a-z]?)"


def square_name(square: Square) -> str:
    """The name of ``square`` as FEN maps files and ranks: ``(5, 4)`` is
    ``'e4'`` (file letter ``x``, rank ``y``; ``(1, 10)`` is ``'a10'``).

    Args:
        square: ``(x, y)`` with ``1 <= x <= 26`` and ``y >= 1``; a file
            beyond ``z`` has no name (a ``ValueError``).
    """
    x, y = square
    if not 1 <= x <= len(FILE_LETTERS) or y < 1:
        raise ValueError(f"square names go up to {len(FILE_LETTERS)} files (a..z) and from rank 1: "
                         f"{tuple(square)!r} has none")
    return f"{FILE_LETTERS[x - 1]}{y}"


def _names_allowed(n: int, what: str) -> None:
    """Square names exist on boards of up to 26 files: else a FormatError saying so."""
    if n > len(FILE_LETTERS):
        raise FormatError(f"{what} as (x, y) integers: square names (a..z) need a board of at most "
                          f"{len(FILE_LETTERS)} files", kind="argument", found=f"a name on a {n} x {n} board")


def _named_square(file: str, rank: str, n: int, text: str, what: str) -> Square:
    """The square of a file letter and rank digits on an ``n`` x ``n`` board."""
    x, y = FILE_LETTERS.index(file) + 1, int(rank)
    if x > n or y > n:
        raise FormatError(f"{what} within a1..{FILE_LETTERS[n - 1]}{n} on this {n} x {n} board", kind="range",
                          found=repr(text))
    return x, y


def parse_square_name(text: str, n: int) -> Square:
    """The square ``(x, y)`` named ``text`` (``'e4'``, ``'a10'``) on an ``n``
    x ``n`` board, as :func:`square_name` writes it.

    Args:
        text: a file letter ``a``..``z`` and a rank number without leading zeros.
        n: the board's side, at most 26.

    Raises:
        FormatError: a name of another form, a name off the board, or a name
            on a board wider than 26 files (give ``(x, y)`` there).
    """
    import re  # start-up: only a square's name needs it

    _names_allowed(n, "a square")
    m = re.fullmatch(_SQUARE_NAME, text)
    if m is None:
        raise FormatError(f"a square name: a file a..{FILE_LETTERS[n - 1]} and a rank 1..{n}, such as 'e4'",
                          kind="syntax", found=repr(text))
    return _named_square(m.group(1), m.group(2), n, text, "a square")


def parse_uci(text: str, n: int) -> Tuple[Square, Square]:
    """The squares ``(from, to)`` of a move written in UCI, as python-chess's
    ``Move.uci()`` writes it: ``'e2e4'``, ``'a10a12'`` (two square names,
    :func:`parse_square_name`) on an ``n`` x ``n`` board.

    Args:
        text: the move.
        n: the board's side, at most 26.

    Raises:
        FormatError: anything but two names of this board's squares; a
            promotion letter (``'e7e8q'``) too, as the rules have no promotion.
    """
    import re  # start-up: only a move's name needs it

    _names_allowed(n, "a move")
    m = re.fullmatch(_UCI, text)
    if m is None:
        raise FormatError(f"a move in UCI: two square names such as 'e2e4' (files a..{FILE_LETTERS[n - 1]}, "
                          f"ranks 1..{n})", kind="syntax", found=repr(text))
    if m.group(5):
        raise FormatError("a move of two square names, no promotion letter after them: the rules have no "
                          "promotion (a pawn on the last row stays a pawn)", kind="syntax", found=repr(text))
    return (_named_square(m.group(1), m.group(2), n, text, "a move's squares"),
            _named_square(m.group(3), m.group(4), n, text, "a move's squares"))
