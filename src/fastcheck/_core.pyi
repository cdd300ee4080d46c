"""Type stub of fastcheck's compiled core, as ``fastcheck._core`` gathers it
from the core's modules (src/fastcheck/_core.pyx).

Squares are ``(x, y)`` ints, colours :class:`Color` codes (1 White,
0 Black), kinds 1 pawn .. 6 king and then the installed table's others.  Array arguments are C-contiguous buffers
(numpy arrays) of the dtype named in the annotation.  Codes come back as
plain ints; :mod:`fastcheck.codes` names them.
"""
import array
from enum import IntEnum
from typing import Any, List, Literal, Sequence, Tuple, overload

import numpy as np
import numpy.typing as npt
from typing_extensions import disjoint_base

__all__ = ["BatchError", "BoardError", "BoardFault", "Color", "DEBUG_BUILD", "KIND_COUNT", "MOVES_INT128",
           "MoveResult", "OstapBoard", "State", "StaticBoard", "count_batch", "first_fault", "gen_noise",
           "gen_sparse_board", "install_table", "installed_rows", "king_counts", "ostap_board_text", "record_lines",
           "scan_grid", "scan_ostap", "scan_sparse", "solve_batch", "table_fault"]

DEBUG_BUILD: bool
KIND_COUNT: int

class Color(IntEnum):
    """A side; White is the lowercase side, whose pawns move to larger y."""
    BLACK = 0
    WHITE = 1

class State(IntEnum):
    """Verdict of a position; a checked side is ``2 + its colour``."""
    SAFE = 0
    IMPOSSIBLE = 1
    BLACK_CHECKED = 2
    WHITE_CHECKED = 3

class MoveResult(IntEnum):
    """What an Ostap move gives: INCORRECT (not made), else the state of the
    side now to move."""
    INCORRECT = -1
    CORRECT = 0
    CHECK = 1
    MATE = 2
    DRAW = 3

class BatchError(IntEnum):
    """The state ``solve_batch`` gives a board that breaks a rule of the board."""
    ERR_DUPLICATE = -1
    ERR_KINGS = -2

class BoardError(ValueError):
    """A broken rule of the board: ``code`` a :class:`BatchError`, ``piece``
    the index of the piece that breaks it."""
    code: int
    piece: int
    def __init__(self, message: str, code: int, piece: int) -> None: ...

#: True when move totals are summed in the compiler's 128-bit integer (else two 64-bit words)
MOVES_INT128: bool

# inputs: any C-contiguous buffer of the type (numpy arrays, array.array('q'/'b'), ...)
_I64 = npt.NDArray[np.int64] | array.array[int] | memoryview
_I8 = npt.NDArray[np.int8] | array.array[int] | memoryview

_Row = Tuple[Sequence[Tuple[int, int]], Sequence[Tuple[int, int]], bool, bool]

def install_table(rows: Sequence[_Row], double_step: bool = ...) -> None: ...
def installed_rows() -> Any: ...
def table_fault(rows: Sequence[_Row]) -> str | None: ...

def solve_batch(n: _I64, offsets: _I64, x: _I64, y: _I64, kind: _I8,
                color: _I8) -> Tuple[array.array[int], array.array[int], int]:
    """``(state, count, bad)``: ``array.array`` ('b' int8, 'q' int64); per board a :class:`State` or a negative
    :class:`BatchError`, and the valid-move count; ``bad`` the first piece
    that breaks a rule of the board (the board's first piece for a missing
    king; -1: none)."""

def count_batch(n: _I64, offsets: _I64, x: _I64, y: _I64, kind: _I8, color: _I8,
                side: int) -> Tuple[array.array[int], array.array[int], int]:
    """``(hi, lo, bad)``: the 64-bit words of each board's valid-move count
    as flat ``array.array('Q')`` objects of length ``2 * t``, row-major (item
    ``2 * b + 1`` White's word on board b, ``2 * b`` Black's; ``side`` 1, 0
    or -1 for both), and the first offending piece's index (-1 when none)."""

def scan_sparse(data: bytes, letters: bytes) -> Tuple[bool, Any]:
    """``(True, (n, offsets, x, y, kind, color))`` (six ``array.array``
    objects: int64 ``'q'`` except kind and color, int8 ``'b'``) or ``(False,
    (line, offset, n, offsets, x, y, kind, color))`` with the 1-based line of
    the first problem, the byte offset where it starts and the arrays read
    before it.  Typed loosely so that callers can unpack it and branch on
    the flag."""

class BoardFault(IntEnum):
    """What :func:`first_fault` found first in reading order."""
    FAULT_DUPLICATE = 1
    FAULT_SECOND_KING = 2
    FAULT_NO_WHITE_KING = 3
    FAULT_NO_BLACK_KING = 4

def first_fault(offsets: _I64, x: _I64, y: _I64, kind: _I8, color: _I8,
                stop: int) -> Tuple[int, int, int, int] | None:
    """The first break of a rule of the board in reading order over the
    complete boards and the pieces ``offsets[-1]:stop`` of a board cut short:
    ``(board, fault, piece, earlier)`` or ``None``."""

def record_lines(data: bytes, records: List[int]) -> List[Tuple[int, int]]:
    """``(line, offset)`` of each record (non-blank line; 0-based, ascending)."""

def king_counts(offsets: _I64, kind: _I8, color: _I8) -> Tuple[array.array[int], array.array[int]]:
    """``(white, black)``: the kings of each board, ``array.array('q')``."""

def scan_grid(data: bytes, letters: bytes) -> Tuple[bool, Any]:
    """Format A's twin of :func:`scan_sparse`: ``(True, arrays)`` or
    ``(False, line)``; kings are counted by the solver."""

def ostap_board_text(cells: bytes) -> str:
    """Format C's board dump of 64 signed codes (two's complement bytes, rank 8 first)."""

def scan_ostap(data: bytes) -> Tuple[bytes, bool, bytes] | None:
    """``(cells, white_first, moves)`` of a well-formed format C log -- 64
    signed codes (two's complement bytes, rank 8 first) and 4 bytes
    (fx, fy, tx, ty) a move -- or ``None`` for anything unusual."""

# the generator's hot loops (fastcheck gen; _gen.pxi), draw for draw as its pure-Python twin
_U64 = npt.NDArray[np.uint64] | array.array[int] | memoryview
_U8 = npt.NDArray[np.uint8] | array.array[int] | memoryview | bytes

def gen_noise(state: int, count: int, n: int, x0: int, x1: int, y0: int, y1: int, letters: bytes,
              weights: _U64, occupied: _I64, reserved: _I64, guard_black: _I64, guard_white: _I64,
              lines_black: _I64, lines_white: _I64,
              tries: int) -> Tuple[int, array.array[int], array.array[int], bytes]:
    """``(state, x, y, letters)``: the random pieces that fill a board (``kit.gen.scenarios._noise``)."""

def gen_sparse_board(state: int, n: int, x: _I64, y: _I64, letters: _U8) -> bytes:
    """One board of format B, its piece lines sorted by square and then shuffled by ``SplitMix64(state)``."""

@disjoint_base
class StaticBoard:
    def __init__(self, n: int, x: _I64, y: _I64, kind: _I8, color: _I8) -> None: ...
    @property
    def white_king(self) -> int: ...
    @property
    def black_king(self) -> int: ...
    def piece_at(self, x: int, y: int) -> int: ...
    def attackers(self, x: int, y: int, by: int, skip: int = -1) -> List[int]: ...
    def pinned(self, king: int) -> List[int]: ...
    @overload
    def verdict(self, with_moves: Literal[False] = False) -> Tuple[int, int, None]: ...
    @overload
    def verdict(self, with_moves: Literal[True]) -> Tuple[int, int, List[Tuple[int, int, int]]]: ...
    @overload
    def verdict(self, with_moves: bool) -> Tuple[int, int, List[Tuple[int, int, int]] | None]: ...
    def move_count(self, side: int) -> int: ...
    def is_legal(self, fx: int, fy: int, tx: int, ty: int) -> bool: ...
    def move_table(self, side: int) -> array.array[int]:
        """The runs as a flat ``array.array('q')``: 6 items a run, row-major."""

@disjoint_base
class OstapBoard:
    def __init__(self, x: _I64, y: _I64, kind: _I8, color: _I8) -> None: ...
    @property
    def n(self) -> int: ...
    def play_log(self, color: int, moves: bytes) -> Tuple[List[int], int, bool]: ...
    def replay_text(self, color: int, moves: bytes, lines: Tuple[str, ...]) -> str: ...
    def is_check(self, color: int) -> bool: ...
    def checkers(self, color: int) -> List[Tuple[int, int]]: ...
    def legal_moves(self, color: int) -> List[Tuple[int, int, int, int]]: ...
    def is_legal(self, color: int, fx: int, fy: int, tx: int, ty: int) -> bool: ...
    def pieces(self) -> List[Tuple[int, int, int, int]]: ...
    def cells(self) -> List[int]: ...
    def board_text(self) -> str: ...
    @staticmethod
    def from_cells(cells: bytes) -> OstapBoard: ...
