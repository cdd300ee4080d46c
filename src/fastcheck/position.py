"""The position-level API: one board, asked questions one at a time.

Two tiers, as in python-chess: :class:`Position` answers with squares,
:class:`Verdict` and :class:`Move` objects; ``_core.StaticBoard`` underneath
works with raw piece ids.
"""
from __future__ import annotations

import itertools
import warnings
from array import array
from dataclasses import dataclass
from typing import Any, Dict, Iterable, Iterator, List, NamedTuple, Optional, Tuple, Union

from . import _core, moves
from .codes import Color, State
from .errors import FormatError, wrong_type
from .formats import MAX_N, Boards, as_bytes, boards_format, check_boards, fen, read_boards
from .formats.rules import fault_error
from .kinds import ALL_LETTERS, CLASSIC, COLOR_NAMES, KIND_NUMBERS
from .pieces import (
    BLACK,
    FILE_LETTERS,
    SIDE_VALUES,
    WHITE,
    Move,
    Piece,
    SideLike,
    Square,
    is_int,
    parse_side,
    parse_square_name,
    parse_uci,
    square_name,
)
from .verdicts import OLD_STATE_NAMES, state_name, verdict_line

TYPE_CHECKING = False
if TYPE_CHECKING:   # for type checkers only
    from .kinds import VariantArg

__all__ = ["Position", "Verdict", "Move", "IllegalMoveError", "read_positions"]

#: a square as the methods take it: ``(x, y)``, or its name (``'e4'``) on a board of up to 26 files
SquareLike = Union[Square, str]
#: a move as :meth:`Position.play` and :meth:`Position.is_legal` take it:
#: a ``Move``, ``((fx, fy), (tx, ty))``, or UCI (``'e2e4'``) on a board of up to 26 files
PlayedMove = Union[moves.MoveLike, str]
#: boards up to this side print whole (``str(pos)``) and have square names: files a..z
_TEXT_BOARD_MAX = len(FILE_LETTERS)
#: about how many squares a refused move's reason tries for the enemy king (Position._moves_so)
_KING_SQUARES_TRIED = 16


class IllegalMoveError(ValueError):
    """A move :meth:`Position.play` refuses (a ``ValueError``).

    Args:
        move: the move as the message names it.
        side: the side that was to play it.
        reason: why it is not a valid move (or, taking a king, why there is
            no position after it).
    """

    def __init__(self, move: str, side: Color, reason: str) -> None:
        self.move, self.side, self.reason = move, side, reason
        super().__init__(f"{move} is not a valid move of {COLOR_NAMES[side].capitalize()}: {reason}")

    def __reduce__(self) -> Any:  # keep pickling (process pools) working
        return (IllegalMoveError, (self.move, self.side, self.reason))


def _on_segment(p: Square, f: Square, t: Square) -> bool:
    """Is ``p`` on the straight segment from ``f`` to ``t`` (ends included)?"""
    (px, py), (fx, fy), (tx, ty) = p, f, t
    return (min(fx, tx) <= px <= max(fx, tx) and min(fy, ty) <= py <= max(fy, ty)
            and (px - fx) * (ty - fy) == (py - fy) * (tx - fx))


def _board_size(n) -> int:
    """``n`` as an int within 1..MAX_N: else a TypeError (not an int) or a FormatError."""
    if not is_int(n):
        raise wrong_type(f"a board size n within 1..{MAX_N}", n)
    if not 1 <= int(n) <= MAX_N:
        raise FormatError(f"a board size n within 1..{MAX_N}", kind="range", found=repr(n))
    return int(n)


class _StateName(str):
    """A :attr:`Verdict.state`: the name, which also equals the name it had
    before (:data:`~fastcheck.verdicts.OLD_STATE_NAMES`: ``'checkmate'``)
    with a DeprecationWarning, for one release."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if type(other) is str and OLD_STATE_NAMES.get(other) == str.__str__(self):
            warnings.warn(f"Verdict.state says {str.__str__(self)!r} now, as fastcheck solve --json does; "
                          f"{other!r} still equals it until the next release", DeprecationWarning, stacklevel=2)
            return True
        return str.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    __hash__ = str.__hash__


@dataclass(frozen=True)
class Verdict:
    """What a position is: who is threatened and how many valid moves get out of it.

    Args:
        state: ``safe``, ``impossible``, ``check`` or ``mate``, as
            ``fastcheck solve --json`` spells them (``'checkmate'``, the old
            name, still equals ``'mate'`` with a DeprecationWarning until the
            next release).
        side: the threatened colour; ``None`` unless one king is threatened.
        moves: the threatened side's number of valid moves.
    """

    state: str
    side: Optional[Color]
    moves: int

    def __post_init__(self) -> None:
        state = self.state
        if state in OLD_STATE_NAMES:
            warnings.warn(f"Verdict state {state!r} is spelled {OLD_STATE_NAMES[state]!r} now",
                          DeprecationWarning, stacklevel=3)
            state = OLD_STATE_NAMES[state]
        object.__setattr__(self, "state", _StateName(state))

    @property
    def is_check(self) -> bool:
        """Is one king threatened (``check`` or ``mate``)?"""
        return self.state in ("check", "mate")

    @property
    def is_checkmate(self) -> bool:
        """Is one king threatened with no valid move out of it (``mate``)?"""
        return self.state == "mate"

    @property
    def code(self) -> State:
        """The core's :class:`~fastcheck.codes.State` code."""
        if self.side is None:
            return State.SAFE if self.state == "safe" else State.IMPOSSIBLE
        return State.checked(self.side)

    def text(self, lang: str = "sk", grid: bool = False) -> str:
        """The verdict line, as ``solve`` writes it.

        Args:
            lang: ``sk`` (the KSP statements' Slovak wording) or ``en`` (SPOJ CSTATE3's).
            grid: format A's Slovak check line, without the count.
        """
        return verdict_line(self.code, self.moves, lang, grid)


def _verdict_of(state: int, count: int) -> Verdict:
    """The Verdict of a core state code and move count."""
    code = State(state)
    if code.side is None:
        return Verdict(state_name(code, 0), None, 0)
    return Verdict(state_name(code, count), code.side, int(count))



class PieceArrays(NamedTuple):
    """A position's pieces as read-only arrays, one entry per piece."""

    x: Any
    y: Any
    kind: Any
    color: Any

class Position:
    """A chess position on an ``n`` x ``n`` board (1 <= n <= 10**18).

    ``pieces`` are ``(x, y, letter)`` with letters from ``KQRBHPkqrbhp``
    or the fairy ``MCAmca`` -- amazon, chancellor, archbishop: a queen,
    rook or bishop that also jumps as a knight -- (lowercase White, at the
    top, pawns moving to larger ``y``).  It needs
    exactly one king of each colour and one piece per square; anything else
    raises :class:`FormatError`.  Every method that takes a side reads it
    with :func:`~fastcheck.pieces.parse_side`: ``WHITE``/``BLACK``,
    ``True``/``False``, ``1``/``0`` or ``'white'``/``'black'``; anything
    else is a ``ValueError`` naming those.  Given no side, such a method
    takes the side to move, :attr:`turn` (a ``TypeError`` saying how to
    give one when the position has none).  A square may be given by its
    name (``'e4'``: file ``a`` is ``x = 1``, rank ``r`` is ``y = r``, as in
    FEN) and a move in UCI (``'e2e4'``) on boards of up to 26 files.

    Args:
        n: the board's side, 1 <= n <= 10**18.
        pieces: the pieces as ``(x, y, letter)``.
        variant: the rule set whose pieces the letters name: ``None``
            (the classic and fairy pieces), ``'classic'``, ``'fairy'``, a
            :class:`~fastcheck.variants.Variant` or a variant file's path.
        turn: the side to move (``None``: none; :meth:`from_fen`,
            :meth:`from_chess` and :meth:`play` give one).
    """

    def __init__(self, n: int, pieces: Iterable[Tuple[int, int, str]], variant: Any = None,
                 turn: Optional[SideLike] = None) -> None:
        n = _board_size(n)
        self._turn = None if turn is None else parse_side(turn)
        self._variant = _variant_of(variant)
        letters = self._variant_letters()
        if isinstance(pieces, (str, bytes)) or not hasattr(pieces, "__iter__"):
            raise wrong_type("pieces as an iterable of (x, y, letter)", pieces)
        xs, ys, ks, cs = [], [], [], []
        for i, item in enumerate(pieces):
            try:
                x, y, letter = item
            except TypeError:
                raise wrong_type(f"piece {i + 1} as (x, y, letter)", item) from None
            except ValueError:
                raise FormatError(f"piece {i + 1} as (x, y, letter)", kind="argument", found=repr(item)) from None
            for v, what in ((x, "x"), (y, "y")):
                if not is_int(v):
                    raise wrong_type(f"piece {i + 1}: {what} within 1..{n}", v)
                if not 1 <= int(v) <= n:
                    raise FormatError(f"piece {i + 1}: {what} within 1..{n}", kind="range", found=repr(v))
            if not isinstance(letter, str):
                raise wrong_type(f"piece {i + 1}: a letter from '{letters}'", letter)
            if len(letter) != 1 or letter not in letters:
                raise FormatError(f"piece {i + 1}: a letter from '{letters}'", kind="syntax",
                                  found=repr(letter))
            xs.append(int(x))
            ys.append(int(y))
            if self._variant is None:
                piece = Piece.from_symbol(letter)
                ks.append(piece.piece_type)
                cs.append(piece.color)
            else:
                ks.append(self._variant.letters.format.index(letter.lower().encode("ascii")) + 1)
                cs.append(WHITE if letter.islower() else BLACK)
        # the rules of the board (one king of each colour, one piece per square) are the core's
        self._init_arrays(n, array("q", xs), array("q", ys), array("b", ks), array("b", cs))

    def _variant_letters(self) -> str:
        """The letters this position's pieces may have."""
        return ALL_LETTERS if self._variant is None else self._variant.letters.listed

    @classmethod
    def from_arrays(cls, n: int, x, y, kind, color, variant: Any = None) -> Position:
        """Build from flat integer arrays of the same length, one entry per piece.

        Nothing is cast silently: a value out of range or not an integer is
        a :class:`~fastcheck.FormatError`.

        Args:
            n: the board's side, 1 <= n <= 10**18.
            x: the pieces' columns, ``1..n``.
            y: the pieces' rows, ``1..n``.
            kind: the pieces' kinds, 1..9 (pawn .. king, archbishop,
                chancellor, amazon); with a ``variant``, its kinds.
            color: the pieces' colours, 1 White / 0 Black.
            variant: as :class:`Position` takes it.
        """
        import numpy as np  # lazily: only this bulk-array constructor needs numpy (start-up time)
        n = _board_size(n)
        found = _variant_of(variant)
        kinds = KIND_NUMBERS if found is None else range(1, len(found.kinds) + 1)
        arrays = []
        for name, values, lo, hi, dtype in (("x", x, 1, n, np.int64), ("y", y, 1, n, np.int64),
                                            ("kind", kind, min(kinds), max(kinds), np.int8),
                                            ("color", color, Color.BLACK, Color.WHITE, np.int8)):
            arr = np.asarray(values)
            if arr.size and arr.dtype.kind in "bfcmMSUV":     # no integers at all (object: Python ints maybe)
                raise TypeError(f"expected {name}: an array of integers, found an array of {arr.dtype}")
            if arr.ndim != 1 or (arr.size and arr.dtype.kind not in "iu"):
                raise FormatError(f"{name}: a one-dimensional array of integers", kind="argument",
                                  found=f"{arr.ndim}-d {arr.dtype}")
            if arr.size and (int(arr.min()) < lo or int(arr.max()) > hi):
                raise FormatError(f"{name}: values within {int(lo)}..{int(hi)}", kind="range",
                                  found=f"{int(arr.min())}..{int(arr.max())}")
            arrays.append(np.ascontiguousarray(arr, dtype=dtype))
        if len({a.shape[0] for a in arrays}) != 1:
            raise FormatError("x, y, kind and color of the same length", kind="argument")
        self = cls.__new__(cls)
        self._variant = found
        self._init_arrays(n, *arrays)
        return self

    def _init_arrays(self, n, x, y, kind, color) -> None:
        """Build the core's board from validated arrays; a broken rule of the
        board becomes a FormatError naming the piece."""
        self.n = n
        self._x, self._y, self._kind, self._color = x, y, kind, color
        self.variant.install()      # a position of another variant may have installed its own table
        try:
            self._static = _core.StaticBoard(n, x, y, kind, color)
            broken = self._static.white_king < 0 or self._static.black_king < 0
        except _core.BoardError:
            broken = True
        if broken:      # the core's first fault in the order given, worded as every reader words it
            fault = _core.first_fault(array("q", (0, len(x))), x, y, kind, color, len(x))
            if fault is None:
                raise RuntimeError("StaticBoard refused a board that first_fault accepts")
            raise fault_error(fault, x, y, color) from None

    @property
    def _board(self) -> Any:
        """The core's board, its variant's kinds table installed (a
        position of another variant may have installed its own)."""
        (_DEFAULT_VARIANT() if self._variant is None else self._variant).install()
        return self._static

    @property
    def variant(self) -> Any:
        """The :class:`~fastcheck.variants.Variant` whose pieces this
        position holds (the built-in ``fairy`` one, classic pieces and
        fairy ones, unless one was given)."""
        return _DEFAULT_VARIANT() if self._variant is None else self._variant

    # ---------------------------------------------------------------- basics
    def __len__(self) -> int:
        return len(self._x)

    def __repr__(self) -> str:
        return f"Position(n={self.n}, pieces={len(self)})"

    def __str__(self) -> str:
        """The board as text, as python-chess's ``str(board)`` draws it: on a
        board of up to 26 x 26 every row, rank ``n`` (``y = n``) at the top,
        ``.`` for an empty square and each piece's FEN letter (White
        uppercase), so that an 8 x 8 one is python-chess's drawing of
        :meth:`fen`; a larger board is a summary line and the windows its
        pictures draw (:func:`~fastcheck.geometry.position_windows`), each
        row labelled with its ``y``."""
        if self.n <= _TEXT_BOARD_MAX:
            return "\n".join(self._text_rows((1, self.n, 1, self.n)))
        from .errors import plural
        from .geometry import position_windows  # lazily: the windows are the pictures' module's

        windows = position_windows(self)
        out = [f"{self!r}, too large to print whole; "
               + ("" if self._turn is None else f"{COLOR_NAMES[self._turn].capitalize()} to move; ")
               + "White uppercase, rows from the largest y down"]
        for window in windows:
            x0, x1, y0, y1 = window
            out.append(f"window x {x0}..{x1}, y {y0}..{y1}:")
            width = len(str(y1))
            out.extend(f"{y:>{width}} {row}" for y, row in zip(range(y1, y0 - 1, -1), self._text_rows(window)))
        drawn = len({p for w in windows for p in self.pieces_in(w)})    # in any window, once
        out.append(f"{plural(len(self) - drawn, 'piece')} outside the window{'s' if len(windows) > 1 else ''}")
        return "\n".join(out)

    def _text_rows(self, window: Tuple[int, int, int, int]) -> List[str]:
        """The rows of ``window`` = ``(x0, x1, y0, y1)`` as :meth:`__str__`
        draws them: ``y1`` first, a FEN letter or ``.`` a square."""
        x0, x1, y0, y1 = window
        cells = {(x, y): self._fen_letter(x, y) for x, y, _ in self.pieces_in(window)}
        return [" ".join(cells.get((x, y), ".") for x in range(x0, x1 + 1)) for y in range(y1, y0 - 1, -1)]

    def _fen_letter(self, x: int, y: int) -> str:
        """The FEN letter of the piece on ``(x, y)``: its kind's (the
        variant's table), uppercase for White."""
        pid = self._board.piece_at(x, y)
        letter = self.variant.kinds[int(self._kind[pid]) - 1].fen
        return letter.upper() if self._color[pid] == WHITE else letter

    @property
    def turn(self) -> Optional[Color]:
        """The side to move: read by :meth:`from_fen` or :meth:`from_chess`,
        given to the constructor (``turn=``), or the other side after
        :meth:`play`; ``None`` when the position has none.  The methods that
        take a side take this one when given none."""
        return self._turn

    def _side(self, side: Optional[SideLike], call: str, before: str = "") -> Color:
        """``side`` read by :func:`~fastcheck.pieces.parse_side`, or the side to
        move when it is None; without either a TypeError naming ``call`` and
        how to give a side (after the arguments ``before`` it)."""
        if side is not None:
            return parse_side(side)
        if self._turn is None:
            raise TypeError(f"expected a side: {SIDE_VALUES}, found None (NoneType): Position.{call}() was "
                            f"given no side and this position has no side to move; give one, as in "
                            f"pos.{call}({before}'white'), or make the position with one: Position(n, pieces, "
                            f"turn='white'), Position.from_fen(text)")
        return self._turn

    def _renamed_side(self, side: Optional[SideLike], color: Optional[SideLike], call: str) -> Color:
        """:meth:`_side` of ``side``, or of ``color``, its old name (a
        DeprecationWarning for one release); both at once is a TypeError."""
        if color is not None:
            if side is not None:
                raise TypeError(f"Position.{call}() takes side=, or color= (its old name), not both")
            warnings.warn(f"Position.{call}(color=...) is deprecated: its parameter is named side now "
                          f"(color= goes in the next release)", DeprecationWarning, stacklevel=3)
            side = color
        return self._side(side, call)

    def _fields(self) -> fen.FenFields:
        """The side to move and the clocks as :meth:`fen` writes them: those
        read from FEN or python-chess, else :attr:`turn` (White when the
        position has none) and ``0 1``."""
        if self._fen_fields is not None:
            return self._fen_fields
        return fen.NO_FIELDS if self._turn is None else fen.NO_FIELDS._replace(turn=self._turn)

    def _value(self) -> Tuple[int, Tuple[Tuple[int, int, int, int], ...], fen.FenFields]:
        """What a position is, whatever the order its pieces were given in:
        the size, the pieces sorted, and the side to move and the clocks as
        :meth:`fen` writes them (computed once)."""
        value = self.__dict__.get("_value_cache")
        if value is None:
            pieces = zip(self._x.tolist(), self._y.tolist(), self._kind.tolist(), self._color.tolist())
            value = self._value_cache = (self.n, tuple(sorted(pieces)), self._fields())
        return value

    def __eq__(self, other: object) -> bool:
        """Positions are equal by value: the same size, the same pieces (in
        any order) and the same side to move and clocks (see :meth:`fen`)."""
        if not isinstance(other, Position):
            return NotImplemented
        return self is other or self._value() == other._value()

    def __hash__(self) -> int:
        return hash(self._value())

    @property
    def pieces(self) -> List[Tuple[int, int, str]]:
        """All pieces as ``(x, y, letter)``, in the order given."""
        return [(int(x), int(y), self._letter(int(k), int(c)))
                for x, y, k, c in zip(self._x, self._y, self._kind, self._color)]

    def _letter(self, kind: int, color: int) -> str:
        """The letter of a piece of ``kind`` and ``color`` (lowercase White's)."""
        if self._variant is None:
            return Piece(kind, Color(color)).symbol()
        letter = self._variant.kinds[kind - 1].letter
        return letter if color else letter.upper()

    @property
    def arrays(self) -> PieceArrays:
        """The pieces as four read-only numpy arrays ``(x, y, kind, color)``
        (int64, int64, int8 kind codes 1..9, int8 colours), in the order
        given: for pictures and bulk work on boards of 10**6 pieces."""
        import numpy as np  # lazily: only bulk readers need numpy (start-up time)
        out = []
        for a in (self._x, self._y, self._kind, self._color):
            v = np.asarray(a).view()
            v.flags.writeable = False
            out.append(v)
        return PieceArrays(*out)

    @property
    def fen_fields(self) -> Optional[fen.FenFields]:
        """The side to move and the clocks read by :meth:`from_fen` or
        :meth:`from_chess`; ``None`` for a position given otherwise."""
        return self._fen_fields

    def pieces_in(self, window: Tuple[int, int, int, int]) -> List[Tuple[int, int, str]]:
        """The pieces within ``window`` as ``(x, y, letter)``, in the order
        given: a window's worth of a board of 10**6 pieces without a Python
        object per piece.

        Args:
            window: ``(x0, x1, y0, y1)``, inclusive, as
                :func:`~fastcheck.geometry.window_around` gives it.
        """
        import numpy as np  # lazily: only the mask over the coordinates needs numpy (start-up time)
        x0, x1, y0, y1 = window
        xs, ys = self.arrays[:2]
        inside = np.flatnonzero((xs >= x0) & (xs <= x1) & (ys >= y0) & (ys <= y1)).tolist()
        return [(int(self._x[i]), int(self._y[i]), self._letter(int(self._kind[i]), int(self._color[i])))
                for i in inside]

    def _square(self, pid: int) -> Square:
        return (int(self._x[pid]), int(self._y[pid]))

    def _check_square(self, square: SquareLike) -> Tuple[int, int]:
        """``square`` as ``(x, y)`` on this board: a pair of integers, or a
        name (:func:`~fastcheck.pieces.parse_square_name`)."""
        if isinstance(square, str):
            return parse_square_name(square, self.n)
        try:
            x, y = square
        except TypeError:
            raise wrong_type("a square (x, y) of two integers", square) from None
        except ValueError:
            raise FormatError("a square (x, y) of two integers", kind="argument", found=repr(square)) from None
        if not (is_int(x) and is_int(y)):
            raise wrong_type("a square (x, y) of two integers", square)
        x, y = int(x), int(y)
        if not (1 <= x <= self.n and 1 <= y <= self.n):
            raise FormatError(f"a square within 1..{self.n}", kind="range", found=repr(square))
        return x, y

    def piece_at(self, square: SquareLike) -> Optional[Piece]:
        """The piece on ``square``, or ``None`` when it is empty.

        Args:
            square: ``(x, y)``, or its name (``'e4'``) on a board of up to 26 files.
        """
        pid = self._board.piece_at(*self._check_square(square))
        if pid < 0:
            return None
        return Piece(int(self._kind[pid]), Color(int(self._color[pid])))

    def _king_id(self, side: Color) -> int:
        return self._board.white_king if side else self._board.black_king

    def king(self, side: Optional[SideLike] = None, *, color: Optional[SideLike] = None) -> Square:
        """The square of ``side``'s king.

        Args:
            side: a side as :func:`~fastcheck.pieces.parse_side` reads it
                (default: the side to move, :attr:`turn`).
            color: the old name of ``side`` (deprecated: a DeprecationWarning;
                it goes in the next release).
        """
        return self._square(self._king_id(self._renamed_side(side, color, "king")))

    # ------------------------------------------------------------- questions
    def attackers(self, square: SquareLike, by: Optional[SideLike] = None) -> List[Square]:
        """Squares of the pieces of side ``by`` that attack ``square``.

        Args:
            square: ``(x, y)``, or its name (``'e4'``) on a board of up to 26 files.
            by: the attacking side (default: the side to move, :attr:`turn`).
        """
        x, y = self._check_square(square)
        return sorted(self._square(p) for p in self._board.attackers(x, y, self._side(by, "attackers", "square, by=")))

    def is_attacked(self, square: SquareLike, by: Optional[SideLike] = None) -> bool:
        """Does a piece of side ``by`` attack ``square``?

        Args:
            square: ``(x, y)``, or its name (``'e4'``) on a board of up to 26 files.
            by: the attacking side (default: the side to move, :attr:`turn`).
        """
        return bool(self.attackers(square, self._side(by, "is_attacked", "square, by=")))

    def checkers(self, side: Optional[SideLike] = None, *, color: Optional[SideLike] = None) -> List[Square]:
        """Squares of the enemy pieces that threaten ``side``'s king.

        Args:
            side: the threatened side (default: the side to move, :attr:`turn`).
            color: the old name of ``side`` (deprecated, as in :meth:`king`).
        """
        s = self._renamed_side(side, color, "checkers")
        return self.attackers(self.king(s), s.other)

    def is_check(self, side: Optional[SideLike] = None, *, color: Optional[SideLike] = None) -> bool:
        """Is ``side``'s king threatened?  Given no side: is either king
        threatened (as ever, the side to move or not: in a position of a
        game only the side to move can be in check)?

        Args:
            side: the side whose king is asked about (default: either).
            color: the old name of ``side`` (deprecated, as in :meth:`king`).
        """
        if color is not None:
            side = self._renamed_side(side, color, "is_check")
        if side is None:
            return self.is_check(WHITE) or self.is_check(BLACK)
        return bool(self.checkers(side))

    def pinned(self, side: Optional[SideLike] = None, *, color: Optional[SideLike] = None) -> List[Square]:
        """Squares of ``side``'s pieces pinned to their king.

        Args:
            side: the side whose pieces are asked about (default: the side to move, :attr:`turn`).
            color: the old name of ``side`` (deprecated, as in :meth:`king`).
        """
        return sorted(self._square(p) for p in self._board.pinned(self._king_id(
            self._renamed_side(side, color, "pinned"))))

    def verdict(self) -> Verdict:
        """Who is threatened and how many valid moves the threatened side has,
        as format B's verdict line says it (:meth:`Verdict.text`)."""
        state, count, _ = self._board.verdict(False)
        return _verdict_of(state, count)

    def evasions(self) -> List[Move]:
        """Every valid move of the threatened side when exactly one king is
        threatened (sorted), else an empty list."""
        state, _, moves = self._board.verdict(True)
        if State(state).side is None:
            return []
        return sorted(Move(self._square(pid), (int(tx), int(ty))) for pid, tx, ty in moves)

    # ------------------------------------------ every valid move, FEN, pictures
    def move_count(self, side: Optional[SideLike] = None) -> int:
        """The exact number of valid moves of ``side``, in check or not (it
        may exceed 2**64: a queen alone on a 10**18 board has ~4*10**18).

        Args:
            side: the side whose moves are counted (default: the side to move, :attr:`turn`).
        """
        return int(self._board.move_count(self._side(side, "move_count")))

    def move_runs(self, side: Optional[SideLike] = None) -> moves.MoveRuns:
        """Every valid move of ``side`` as sorted runs (a slider's moves along
        one direction are one run) that can be counted, indexed and sliced
        without expanding them; ``move_runs(side).count() == move_count(side)``.

        Args:
            side: the side whose moves these are (default: the side to move, :attr:`turn`).
        """
        return moves.MoveRuns(self._board.move_table(self._side(side, "move_runs")))

    def legal_moves(self, side: Optional[SideLike] = None) -> Iterator[Move]:
        """Every valid move of ``side``, lazily (there may be ~10**18 of
        them), in the order of :meth:`move_runs`.

        Args:
            side: the side whose moves these are (default: the side to move, :attr:`turn`).
        """
        return self.move_runs(self._side(side, "legal_moves")).moves()

    def _move_squares(self, move: PlayedMove) -> Tuple[Square, Square]:
        """``((fx, fy), (tx, ty))`` of ``move``: a Move, a pair of squares, or
        UCI (:func:`~fastcheck.pieces.parse_uci`); another type is a TypeError."""
        if isinstance(move, str):
            return parse_uci(move, self.n)
        squares = moves.move_squares(move)
        if squares is None:
            raise wrong_type("a move as a Move, ((fx, fy), (tx, ty)) of integers or UCI such as 'e2e4'", move)
        return squares

    def is_legal(self, move: PlayedMove) -> bool:
        """Is ``move`` a valid move of the piece standing on its from-square,
        whichever side that piece is on?  False for an empty from-square or
        a square off the board.

        Args:
            move: a :class:`Move`, ``((fx, fy), (tx, ty))``, or UCI (``'e2e4'``)
                on a board of up to 26 files.
        """
        (fx, fy), (tx, ty) = self._move_squares(move)
        if not all(1 <= v <= self.n for v in (fx, fy, tx, ty)):
            return False
        return bool(self._board.is_legal(fx, fy, tx, ty))

    def play(self, move: PlayedMove, side: Optional[SideLike] = None) -> Position:
        """The position after ``side`` plays ``move``: a new Position (this
        one is left as it is), whose side to move is the other side.  The
        piece moves, a piece on the to-square is taken; the rules have no
        promotion, castling or en passant.  A position read from FEN keeps
        its clocks going as FEN counts them (the halfmove clock back to 0
        after a pawn's move or a capture, the fullmove number up after
        Black's move).  ``push`` is the same method, python-chess's name.

        Args:
            move: a :class:`Move`, ``((fx, fy), (tx, ty))``, or UCI (``'e2e4'``)
                on a board of up to 26 files.
            side: the side that moves (default: the side to move, :attr:`turn`).

        Raises:
            IllegalMoveError: (a ``ValueError``) ``move`` is not one of
                ``side``'s valid moves, or it takes the enemy king (a valid
                move by the rules, but a position keeps one king of each
                side); the message says which move, whose, and why not.
        """
        s = self._side(side, "play", "move, ")
        squares = self._move_squares(move)
        why = self._why_not(s, *squares)
        if why is not None:
            raise IllegalMoveError(self._move_text(move, squares), s, why)
        return self._after(s, *squares)

    push = play

    def _name(self, square: Square) -> str:
        """How a message names ``square``: ``'e2 (5, 2)'`` on a board of up
        to 26 files, else ``(x, y)``."""
        if self.n <= _TEXT_BOARD_MAX and all(1 <= v <= self.n for v in square):
            return f"{square_name(square)} {tuple(square)}"
        return str(tuple(square))

    def _move_text(self, move: PlayedMove, squares: Tuple[Square, Square]) -> str:
        """How a message names a move: as given when it was UCI, else by its squares."""
        if isinstance(move, str):
            return repr(move)
        return f"{self._name(squares[0])} to {self._name(squares[1])}"

    def _piece_name(self, pid: int) -> str:
        """``White's rook``: the side and the kind's name of piece ``pid``."""
        name = self.variant.kinds[int(self._kind[pid]) - 1].name
        return f"{COLOR_NAMES[int(self._color[pid])].capitalize()}'s {name}"

    def _why_not(self, s: Color, f: Square, t: Square) -> Optional[str]:
        """Why ``f`` to ``t`` is no move of side ``s`` that :meth:`play` makes,
        or None when it is one.  Validity is the core's (``is_legal``); the
        reason for an invalid move is found by asking the core about boards
        close to this one (:meth:`_moves_so`), never by rules of our own."""
        n = self.n
        for sq in (f, t):
            if not (1 <= sq[0] <= n and 1 <= sq[1] <= n):
                return f"{self._name(sq)} is off the {n} x {n} board"
        board = self._board
        pid = board.piece_at(*f)
        if pid < 0:
            return f"there is no piece on {self._name(f)}"
        if self._color[pid] != s:
            return f"the piece on {self._name(f)} is {self._piece_name(pid)}"
        if f == t:
            return "a move goes to another square"
        target = board.piece_at(*t)
        if target >= 0 and self._color[target] == s:
            return f"{self._name(t)} holds {self._piece_name(target)}"
        if board.is_legal(*f, *t):
            if target == self._king_id(s.other):
                return (f"it takes {self._piece_name(target)}, and a position keeps one king of each side "
                        f"(the move counts as valid, but there is no position after it)")
            return None
        mover = f"{self._piece_name(pid)} on {self._name(f)}"
        threats = self._threats_after(s, pid, t)
        threat_text = ", ".join(f"{self._piece_name(a)} on {self._name(self._square(a))}" for a in threats)
        king = t if pid == self._king_id(s) else self.king(s)
        side_name = COLOR_NAMES[s].capitalize()
        moves_so = self._moves_so(s, pid, f, t) if threats else False
        if moves_so is False:
            return f"{mover} does not move to {self._name(t)} (not one of its moves, or its way is blocked)"
        if moves_so:
            return f"it would leave {side_name}'s king on {self._name(king)} threatened by {threat_text}"
        return (f"{side_name}'s king on {self._name(king)} would be threatened after it, by {threat_text} "
                f"(if {mover} moves so at all)")

    def _board_with(self, removed: Iterable[int], placed: Dict[int, Square]) -> Tuple[Any, Any]:
        """The core's board of this position without the pieces ``removed``
        and with each piece of ``placed`` on its square there (what stood
        on it taken), and the ids here of its pieces."""
        import numpy as np  # lazily: only the reasons of a refused move need these boards

        x, y = np.array(self._x, dtype=np.int64), np.array(self._y, dtype=np.int64)
        keep = np.ones(len(x), dtype=bool)
        keep[list(removed)] = False
        for pid, square in placed.items():
            taken = self._board.piece_at(*square)
            if taken >= 0 and taken != pid:
                keep[taken] = False
            x[pid], y[pid] = square
        ids = np.flatnonzero(keep)
        kind, color = np.asarray(self._kind, dtype=np.int8), np.asarray(self._color, dtype=np.int8)
        self.variant.install()
        return _core.StaticBoard(self.n, x[ids], y[ids], kind[ids], color[ids]), ids

    def _threats(self, s: Color, king: Square, removed: Iterable[int], placed: Dict[int, Square]) -> List[int]:
        """The ids of the pieces that threaten side ``s``'s king on ``king``
        on the board :meth:`_board_with` makes."""
        board, ids = self._board_with(removed, placed)
        return sorted(int(ids[a]) for a in board.attackers(*king, s.other))

    def _threats_after(self, s: Color, pid: int, t: Square) -> List[int]:
        """The ids of the pieces that threaten side ``s``'s king once piece
        ``pid`` has moved to ``t``."""
        return self._threats(s, self._king_after(s, pid, t), (), {pid: t})

    def _king_after(self, s: Color, pid: int, t: Square) -> Square:
        """Where side ``s``'s king stands once piece ``pid`` has moved to ``t``."""
        return t if pid == self._king_id(s) else self._square(self._king_id(s))

    def _moves_so(self, s: Color, pid: int, f: Square, t: Square) -> Optional[bool]:
        """Does piece ``pid`` move from ``f`` to ``t`` by its rules, its king's
        safety aside?  The core is asked about this board without the enemy
        pieces that would threaten the king after the move (and those that
        taking them away reveals), the enemy king, when it threatens, put on
        an empty square away from the king: none of them stands on the line
        from ``f`` to ``t``, so the move is the same there and its validity
        is the answer.  None when that cannot be told: a threat from a piece
        on that line, or no square found for the enemy king."""
        king, enemy_king = self._king_after(s, pid, t), self._king_id(s.other)
        removed: set = set()
        placed = {pid: t}
        squares = self._far_squares(king, f, t)
        for _ in range(64):
            threats = self._threats(s, king, removed, placed)
            if not threats:
                board, _ = self._board_with(removed, {k: v for k, v in placed.items() if k != pid})
                return bool(board.is_legal(*f, *t))
            if any(_on_segment(placed.get(a, self._square(a)), f, t) for a in threats):
                return None
            if enemy_king in threats:
                square = next(squares, None)
                if square is None:
                    return None
                placed[enemy_king] = square
            removed.update(a for a in threats if a != enemy_king)
        return None

    def _far_squares(self, king: Square, f: Square, t: Square) -> Iterator[Square]:
        """Empty squares off the line from ``f`` to ``t``, farthest from
        ``king`` first, where :meth:`_moves_so` may put the enemy king: every
        square of a board of up to 26 files, else those by the corners."""
        n = self.n
        if n <= _TEXT_BOARD_MAX:
            near: Iterable[Square] = itertools.product(range(1, n + 1), range(1, n + 1))
        else:
            near = {(cx + dx, cy + dy) for cx in (1, n) for cy in (1, n) for dx in (-2, -1, 0, 1, 2)
                    for dy in (-2, -1, 0, 1, 2) if 1 <= cx + dx <= n and 1 <= cy + dy <= n}
        far = sorted(near, key=lambda q: -max(abs(q[0] - king[0]), abs(q[1] - king[1])))
        return (q for q in far[:_KING_SQUARES_TRIED * 4]
                if self._board.piece_at(*q) < 0 and not _on_segment(q, f, t))

    def _after(self, s: Color, f: Square, t: Square) -> Position:
        """The position after side ``s``'s valid move from ``f`` to ``t``."""
        import numpy as np  # lazily: as in _board_without

        pid, taken = self._board.piece_at(*f), self._board.piece_at(*t)
        x, y = np.array(self._x, dtype=np.int64), np.array(self._y, dtype=np.int64)
        kind, color = np.array(self._kind, dtype=np.int8), np.array(self._color, dtype=np.int8)
        x[pid], y[pid] = t
        arrays = [x, y, kind, color] if taken < 0 else [np.delete(a, taken) for a in (x, y, kind, color)]
        pos = Position.__new__(Position)
        pos._variant = self._variant
        pos._init_arrays(self.n, *arrays)
        pos._turn = s.other
        fields = self._fen_fields
        if fields is not None:
            pawn = self.variant.kinds[int(self._kind[pid]) - 1].pawn
            pos._fen_fields = fen.FenFields(s.other, 0 if pawn or taken >= 0 else fields.halfmove + 1,
                                            fields.fullmove + (s == BLACK))
        return pos

    def is_checkmate(self, side: Optional[SideLike] = None) -> bool:
        """Is ``side``'s king threatened with no valid move?  Without
        ``side``: is the verdict a mate (of the one threatened side)?

        Args:
            side: the side asked about (default: the one threatened side, if any).
        """
        if side is None:
            return self.verdict().state == "mate"
        s = parse_side(side)
        return self._threatened(s) and self.move_count(s) == 0

    def is_stalemate(self, side: Optional[SideLike] = None) -> bool:
        """Is ``side``'s king not threatened, with no valid move?

        Args:
            side: the side asked about (default: the side to move, :attr:`turn`).
        """
        s = self._side(side, "is_stalemate")
        return not self._threatened(s) and self.move_count(s) == 0

    def _threatened(self, s: Color) -> bool:
        king = self._king_id(s)
        return bool(self._board.attackers(int(self._x[king]), int(self._y[king]), s.other))

    #: the side to move and the clocks of a position read from FEN or
    #: python-chess (None otherwise); such a position is drawn as a chess diagram
    _fen_fields: Optional[fen.FenFields] = None
    _variant: Any = None
    #: the side to move (:attr:`turn`)
    _turn: Optional[Color] = None

    @classmethod
    def from_fen(cls, text: str, variant: Any = None) -> Position:
        """An 8x8 position from FEN.

        FEN's White is fastcheck's WHITE, file a..h is ``x`` 1..8 and rank
        ``r`` is ``y = r``.  The side to move and the clocks are kept for
        :meth:`fen`; castling and en passant are ignored (see
        :mod:`fastcheck.formats.fen`).

        Args:
            text: the FEN: the piece placement, optionally followed by the other fields.
            variant: as in :class:`Position`: the variant whose pieces' FEN letters it reads.
        """
        found = _variant_of(variant)
        pieces, fields = fen.read_fen(text, None if found is None else found.kinds)
        pos = cls(8, pieces, variant=found, turn=fields.turn)
        pos._fen_fields = fields
        return pos

    def fen(self, turn: Optional[SideLike] = None) -> str:
        """The FEN of an 8x8 position with ``turn`` to move (default: the side
        to move, :attr:`turn`, else White), the clocks read by
        :meth:`from_fen` or :meth:`from_chess` (else ``0 1``), and ``-`` for
        castling and en passant, which fastcheck's rules do not have.

        Args:
            turn: the side to move the FEN says (default: :attr:`turn`, else White).
        """
        return self._fen("fen()", turn)

    def _fen(self, call: str, turn: Optional[SideLike]) -> str:
        if self.n != 8:
            raise FormatError(f"an 8x8 board for {call}", kind="range", found=f"a {self.n} x {self.n} board")
        fields = self._fields()
        side = fields.turn if turn is None else parse_side(turn)
        return fen.format_fen(self.pieces, side, fields.halfmove, fields.fullmove,
                              None if self._variant is None else self._variant.kinds)

    @classmethod
    def from_chess(cls, board: Any) -> Position:
        """A position from a python-chess ``Board``: its pieces, the side to
        move and the clocks (no castling or en passant in fastcheck's rules).

        Args:
            board: a python-chess ``Board``; anything else is a
                :class:`TypeError` (a FEN string: :meth:`from_fen`).
        """
        if not (hasattr(board, "piece_map") and hasattr(board, "turn")):
            raise wrong_type("a python-chess Board (for a FEN string: Position.from_fen)", board)
        pieces = []
        for square, piece in board.piece_map().items():
            pieces.append((square % 8 + 1, square // 8 + 1, fen.FEN_PIECES[piece.symbol()]))
        turn = WHITE if board.turn else BLACK
        pos = cls(8, pieces, turn=turn)
        pos._fen_fields = fen.FenFields(turn, int(board.halfmove_clock), int(board.fullmove_number))
        return pos

    def to_chess(self, turn: Optional[SideLike] = None) -> Any:
        """This 8x8 position as a python-chess ``Board`` with ``turn`` to move
        (default as in :meth:`fen`).  It needs python-chess, which fastcheck
        does not depend on: ``pip install chess`` (without it an
        ``ImportError`` says so).  A piece python-chess cannot hold (another
        than the classic kinds) is a :class:`~fastcheck.FormatError` naming them.

        Args:
            turn: the side to move on the board (default: :attr:`turn`, else White).
        """
        fen_text = self._fen("to_chess() (python-chess boards are 8x8)", turn)
        foreign = fen.chess_foreign_kinds(self.variant.kinds, {int(k) for k in self._kind})
        if foreign:
            raise FormatError(f"only the classic pieces ({fen.CHESS_KINDS}) for to_chess(): python-chess cannot "
                              "hold another", kind="argument", found=", ".join(foreign))
        chess = _import_chess("Position.to_chess()")

        return chess.Board(fen_text)

    def _repr_svg_(self) -> str:
        """The picture Jupyter shows (see :mod:`fastcheck.svg`)."""
        from . import svg  # lazily: the pictures' module only when a picture is drawn

        return svg.position_svg(self)


def _import_chess(call: str) -> Any:
    """python-chess, imported when a call needs it (it is optional, no
    dependency of fastcheck); missing, an ImportError naming ``call`` and
    how to install it."""
    try:
        import chess
    except ImportError as exc:
        raise ImportError(f"{call} needs python-chess, which is not installed: pip install chess") from exc
    return chess


def _variant_of(variant: Any) -> Any:
    """A position's variant: None for the built-in kinds (every letter of
    the classic and fairy pieces), else the :class:`~fastcheck.variants.Variant`
    ``variant`` names (its kinds installed)."""
    if variant is None:
        return None
    from .variants import resolve_variant
    found = resolve_variant(variant)
    if found.builtin_name is not None:
        return None
    found.install()
    return found


def _DEFAULT_VARIANT() -> Any:
    """The variant of a position given no variant: the built-in kinds."""
    from .variants import Variant
    return Variant.builtin("fairy")


def read_checked_boards(text, format: str = "auto", variant: VariantArg = CLASSIC) -> Boards:
    """The boards of a format A or B text as flat arrays, checked by the
    core (one king of each colour, one piece per square); ``variant``: the
    kinds format B is read with (:func:`~fastcheck.formats.check_variant`)."""
    from .variants import installed_variant
    variant = installed_variant(variant)
    data = as_bytes(text)
    boards = read_boards(data, boards_format(data, format, "read_positions"), variant)
    check_boards(boards, data, variant)   # raises on a missing king or a shared square
    return boards


def position_of(boards: Boards, b: int, variant: Any = None) -> Position:
    """Board ``b`` (0-based) of ``boards`` as a :class:`Position` (of
    ``variant``'s pieces: the built-in ones when None)."""
    lo, hi = int(boards.offsets[b]), int(boards.offsets[b + 1])
    return Position.from_arrays(int(boards.n[b]), boards.x[lo:hi], boards.y[lo:hi],
                                boards.kind[lo:hi], boards.color[lo:hi], variant)


def read_positions(text, format: str = "auto", variant: Any = CLASSIC) -> List[Position]:
    """Every board of a format A or B text as a :class:`Position`.

    Args:
        text: the input, ``str`` or bytes-like.
        format: ``auto``, ``grid`` (A) or ``sparse`` (B).
        variant: ``classic``; ``fairy`` for format B with the fairy pieces
            too; a variant file's path or its :class:`~fastcheck.Variant`
            for format B with that file's pieces.
    """
    boards = read_checked_boards(text, format, variant)
    found = _variant_of(variant)
    return [position_of(boards, b, found) for b in range(len(boards))]
