"""The position-level API: one board, asked questions one at a time.

Two tiers, as in python-chess: :class:`Position` answers with squares,
:class:`Verdict` and :class:`Move` objects; ``_core.StaticBoard`` underneath
works with raw piece ids.
"""
from __future__ import annotations

from array import array
from dataclasses import dataclass
from typing import Any, Iterable, Iterator, List, NamedTuple, Optional, Tuple

from . import _core, moves
from .codes import Color, State
from .errors import FormatError, wrong_type
from .formats import MAX_N, Boards, as_bytes, boards_format, check_boards, fen, read_boards
from .formats.rules import fault_error
from .kinds import ALL_LETTERS, CLASSIC, KIND_NUMBERS
from .pieces import BLACK, WHITE, Move, Piece, SideLike, Square, is_int, parse_side
from .verdicts import verdict_line

TYPE_CHECKING = False
if TYPE_CHECKING:   # for type checkers only
    from .kinds import VariantArg

__all__ = ["Position", "Verdict", "Move", "read_positions"]

#: Verdict.state of the states without a checked side
_STATE_NAMES = {State.SAFE: "safe", State.IMPOSSIBLE: "impossible"}


def _board_size(n) -> int:
    """``n`` as an int within 1..MAX_N: else a TypeError (not an int) or a FormatError."""
    if not is_int(n):
        raise wrong_type(f"a board size n within 1..{MAX_N}", n)
    if not 1 <= int(n) <= MAX_N:
        raise FormatError(f"a board size n within 1..{MAX_N}", kind="range", found=repr(n))
    return int(n)


@dataclass(frozen=True)
class Verdict:
    """What a position is: ``state`` is ``safe``, ``impossible``, ``check``
    or ``checkmate``; ``side`` the threatened colour (``None`` unless one
    king is threatened); ``moves`` its number of valid moves."""

    state: str
    side: Optional[Color]
    moves: int

    @property
    def is_check(self) -> bool:
        """Is one king threatened (``check`` or ``checkmate``)?"""
        return self.state in ("check", "checkmate")

    @property
    def is_checkmate(self) -> bool:
        """Is one king threatened with no valid move out of it?"""
        return self.state == "checkmate"

    @property
    def code(self) -> State:
        """The core's :class:`~fastcheck.codes.State` code."""
        if self.side is None:
            return State.SAFE if self.state == "safe" else State.IMPOSSIBLE
        return State.checked(self.side)

    def text(self, lang: str = "sk", grid: bool = False) -> str:
        """The verdict line in ``sk`` or ``en`` wording (format A's Slovak
        check line, without the count, when ``grid``)."""
        return verdict_line(self.code, self.moves, lang, grid)


def _verdict_of(state: int, count: int) -> Verdict:
    """The Verdict of a core state code and move count."""
    code = State(state)
    if code.side is None:
        return Verdict(_STATE_NAMES[code], None, 0)
    return Verdict("check" if count else "checkmate", code.side, int(count))



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
    else is a ``ValueError`` naming those.
    """

    def __init__(self, n: int, pieces: Iterable[Tuple[int, int, str]], variant: Any = None) -> None:
        n = _board_size(n)
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
        """Build from flat integer arrays: coordinates ``1..n``, kinds 1..9
        (pawn .. king, archbishop, chancellor, amazon; with a ``variant``,
        its kinds), colour 1 White / 0 Black.  Nothing is cast silently:
        a value out of range or not an integer is a :class:`FormatError`."""
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

    def _value(self) -> Tuple[int, Tuple[Tuple[int, int, int, int], ...], fen.FenFields]:
        """What a position is, whatever the order its pieces were given in:
        the size, the pieces sorted, and the side to move and the clocks as
        :meth:`fen` writes them (computed once)."""
        value = self.__dict__.get("_value_cache")
        if value is None:
            pieces = zip(self._x.tolist(), self._y.tolist(), self._kind.tolist(), self._color.tolist())
            value = self._value_cache = (self.n, tuple(sorted(pieces)), self._fen_fields or fen.NO_FIELDS)
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
        """The pieces within ``window`` = ``(x0, x1, y0, y1)`` (inclusive, as
        :func:`~fastcheck.geometry.window_around` gives it) as ``(x, y,
        letter)``, in the order given: a window's worth of a board of 10**6
        pieces without a Python object per piece."""
        import numpy as np  # lazily: only the mask over the coordinates needs numpy (start-up time)
        x0, x1, y0, y1 = window
        xs, ys = self.arrays[:2]
        inside = np.flatnonzero((xs >= x0) & (xs <= x1) & (ys >= y0) & (ys <= y1)).tolist()
        return [(int(self._x[i]), int(self._y[i]), self._letter(int(self._kind[i]), int(self._color[i])))
                for i in inside]

    def _square(self, pid: int) -> Square:
        return (int(self._x[pid]), int(self._y[pid]))

    def _check_square(self, square: Square) -> Tuple[int, int]:
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

    def piece_at(self, square: Square) -> Optional[Piece]:
        """The piece on ``square``, or ``None`` when it is empty."""
        pid = self._board.piece_at(*self._check_square(square))
        if pid < 0:
            return None
        return Piece(int(self._kind[pid]), Color(int(self._color[pid])))

    def _king_id(self, side: Color) -> int:
        return self._board.white_king if side else self._board.black_king

    def king(self, color: SideLike) -> Square:
        """The square of ``color``'s king (a side as :func:`~fastcheck.pieces.parse_side` reads it)."""
        return self._square(self._king_id(parse_side(color)))

    # ------------------------------------------------------------- questions
    def attackers(self, square: Square, by: SideLike) -> List[Square]:
        """Squares of the pieces of colour ``by`` that attack ``square``."""
        x, y = self._check_square(square)
        return sorted(self._square(p) for p in self._board.attackers(x, y, parse_side(by)))

    def is_attacked(self, square: Square, by: SideLike) -> bool:
        """Does a piece of colour ``by`` attack ``square``?"""
        return bool(self.attackers(square, by))

    def checkers(self, color: SideLike) -> List[Square]:
        """Squares of the enemy pieces that threaten ``color``'s king."""
        side = parse_side(color)
        return self.attackers(self.king(side), side.other)

    def is_check(self, color: Optional[SideLike] = None) -> bool:
        """Is ``color``'s king threatened (either king when ``color`` is None)?"""
        if color is None:
            return self.is_check(WHITE) or self.is_check(BLACK)
        return bool(self.checkers(color))

    def pinned(self, color: SideLike) -> List[Square]:
        """Squares of ``color``'s pieces pinned to their king."""
        return sorted(self._square(p) for p in self._board.pinned(self._king_id(parse_side(color))))

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
    def move_count(self, side: SideLike) -> int:
        """The exact number of valid moves of ``side``, in check or not (it
        may exceed 2**64: a queen alone on a 10**18 board has ~4*10**18)."""
        return int(self._board.move_count(parse_side(side)))

    def move_runs(self, side: SideLike) -> moves.MoveRuns:
        """Every valid move of ``side`` as sorted runs (a slider's moves along
        one direction are one run) that can be counted, indexed and sliced
        without expanding them; ``move_runs(side).count() == move_count(side)``."""
        return moves.MoveRuns(self._board.move_table(parse_side(side)))

    def legal_moves(self, side: SideLike) -> Iterator[Move]:
        """Every valid move of ``side``, lazily (there may be ~10**18 of
        them), in the order of :meth:`move_runs`."""
        return self.move_runs(side).moves()

    def is_legal(self, move: moves.MoveLike) -> bool:
        """Is ``move`` (a :class:`Move` or ``((fx, fy), (tx, ty))``) a valid
        move of the piece standing on its from-square, whichever side that
        piece is on?  False for an empty from-square or a square off the board."""
        squares = moves.move_squares(move)
        if squares is None:
            raise wrong_type("a move as a Move or ((fx, fy), (tx, ty)) of integers", move)
        (fx, fy), (tx, ty) = squares
        if not all(1 <= v <= self.n for v in (fx, fy, tx, ty)):
            return False
        return bool(self._board.is_legal(fx, fy, tx, ty))

    def is_checkmate(self, side: Optional[SideLike] = None) -> bool:
        """Is ``side``'s king threatened with no valid move?  Without
        ``side``: is the verdict a checkmate (of the one threatened side)?"""
        if side is None:
            return self.verdict().state == "checkmate"
        s = parse_side(side)
        return self._threatened(s) and self.move_count(s) == 0

    def is_stalemate(self, side: SideLike) -> bool:
        """Is ``side``'s king not threatened, with no valid move?"""
        s = parse_side(side)
        return not self._threatened(s) and self.move_count(s) == 0

    def _threatened(self, s: Color) -> bool:
        king = self._king_id(s)
        return bool(self._board.attackers(int(self._x[king]), int(self._y[king]), s.other))

    #: the side to move and the clocks of a position read from FEN or
    #: python-chess (None otherwise); such a position is drawn as a chess diagram
    _fen_fields: Optional[fen.FenFields] = None
    _variant: Any = None

    @classmethod
    def from_fen(cls, text: str, variant: Any = None) -> Position:
        """An 8x8 position from FEN: FEN's White is fastcheck's WHITE, file
        a..h is ``x`` 1..8 and rank ``r`` is ``y = r``; the side to move and
        the clocks are kept for :meth:`fen`, castling and en passant are
        ignored (see :mod:`fastcheck.formats.fen`); ``variant`` as in
        :class:`Position`, whose pieces' FEN letters it reads."""
        found = _variant_of(variant)
        pieces, fields = fen.read_fen(text, None if found is None else found.kinds)
        pos = cls(8, pieces, variant=found)
        pos._fen_fields = fields
        return pos

    def fen(self, turn: Optional[SideLike] = None) -> str:
        """The FEN of an 8x8 position with ``turn`` to move (default: the side
        to move read by :meth:`from_fen` or :meth:`from_chess`, else White),
        the clocks so read (else ``0 1``), and ``-`` for castling and en
        passant, which fastcheck's rules do not have."""
        return self._fen("fen()", turn)

    def _fen(self, call: str, turn: Optional[SideLike]) -> str:
        if self.n != 8:
            raise FormatError(f"an 8x8 board for {call}", kind="range", found=f"a {self.n} x {self.n} board")
        fields = self._fen_fields or fen.NO_FIELDS
        side = fields.turn if turn is None else parse_side(turn)
        return fen.format_fen(self.pieces, side, fields.halfmove, fields.fullmove,
                              None if self._variant is None else self._variant.kinds)

    @classmethod
    def from_chess(cls, board: Any) -> Position:
        """A position from a python-chess ``Board``: its pieces, the side to
        move and the clocks (no castling or en passant in fastcheck's rules).
        Anything else is a :class:`TypeError` (a FEN string: :meth:`from_fen`)."""
        if not (hasattr(board, "piece_map") and hasattr(board, "turn")):
            raise wrong_type("a python-chess Board (for a FEN string: Position.from_fen)", board)
        pieces = []
        for square, piece in board.piece_map().items():
            pieces.append((square % 8 + 1, square // 8 + 1, fen.FEN_PIECES[piece.symbol()]))
        pos = cls(8, pieces)
        pos._fen_fields = fen.FenFields(WHITE if board.turn else BLACK, int(board.halfmove_clock),
                                        int(board.fullmove_number))
        return pos

    def to_chess(self, turn: Optional[SideLike] = None) -> Any:
        """This 8x8 position as a python-chess ``Board`` with ``turn`` to move
        (default as in :meth:`fen`; python-chess must be installed).  A
        piece python-chess cannot hold (another than the classic kinds) is
        a :class:`FormatError` naming them."""
        fen_text = self._fen("to_chess() (python-chess boards are 8x8)", turn)
        foreign = fen.chess_foreign_kinds(self.variant.kinds, {int(k) for k in self._kind})
        if foreign:
            raise FormatError(f"only the classic pieces ({fen.CHESS_KINDS}) for to_chess(): python-chess cannot "
                              "hold another", kind="argument", found=", ".join(foreign))
        import chess  # here, not at the top: python-chess is optional, no dependency of fastcheck

        return chess.Board(fen_text)

    def _repr_svg_(self) -> str:
        """The picture Jupyter shows (see :mod:`fastcheck.svg`)."""
        from . import svg  # lazily: the pictures' module only when a picture is drawn

        return svg.position_svg(self)


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
    from .variants import variant_name
    variant = variant_name(variant)
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
    """Every board of a format A or B text as a :class:`Position` (format B
    with the fairy pieces too when ``variant`` is ``'fairy'``, a variant
    file's with its :class:`~fastcheck.variants.Variant` or path)."""
    boards = read_checked_boards(text, format, variant)
    found = _variant_of(variant)
    return [position_of(boards, b, found) for b in range(len(boards))]
