"""Every valid move of one side in a compact form: :class:`MoveRun` and :class:`MoveRuns`.

A slider's moves along one direction are one run of consecutive squares,
so a queen on an open 10**18 board is 8 runs rather than 4*10**18 moves.
Runs are counted, indexed, sliced and searched by arithmetic; only
iterating over their moves visits moves one by one.
"""
from __future__ import annotations

import array
import bisect
import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Iterator, List, Optional, Tuple, Union, overload

from .pieces import Move, Square, is_int

if TYPE_CHECKING:
    import numpy as np

__all__ = ["MoveRun", "MoveRuns", "MoveLike"]

Direction = Tuple[int, int]
#: a move given as a ``Move`` or as ``((fx, fy), (tx, ty))``
MoveLike = Union[Move, Tuple[Square, Square]]


def move_squares(move: Any) -> Optional[Tuple[Square, Square]]:
    """``((fx, fy), (tx, ty))`` of a ``Move`` or a pair of squares, or None
    when ``move`` is neither (a shape, not a legality, question)."""
    if isinstance(move, Move):
        return move.from_square, move.to_square
    try:
        (fx, fy), (tx, ty) = move
    except (TypeError, ValueError):
        return None
    if not all(is_int(v) for v in (fx, fy, tx, ty)):
        return None
    return (int(fx), int(fy)), (int(tx), int(ty))


@dataclass(frozen=True, order=True)
class MoveRun(Sequence):  # type: ignore[type-arg]  # a Sequence of Move (Python 3.9: no generic ABC subscript)
    """Moves of one piece along one direction: from ``from_square`` to the
    squares ``from_square + i*direction`` for ``i`` in ``first .. first+length-1``.

    A sequence of :class:`~fastcheck.Move`: ``len()``, indexing, slicing (a
    step-1 slice is a ``MoveRun`` again), ``in`` and iteration, each in O(1)
    time except iteration itself.  A knight's, pawn's or king's move is a
    run of length 1; a slider's ``direction`` is a unit step.

    Args:
        from_square: the moving piece's square ``(x, y)``.
        direction: the step ``(dx, dy)`` of each move along the run.
        first: the number of steps of the run's first move.
        length: the number of moves in the run.
    """

    from_square: Square
    direction: Direction
    first: int
    length: int

    def __len__(self) -> int:
        return self.length

    def _move(self, i: int) -> Move:
        (fx, fy), (dx, dy) = self.from_square, self.direction
        return Move((fx, fy), (fx + i * dx, fy + i * dy))

    @overload
    def __getitem__(self, index: int) -> Move: ...
    @overload
    def __getitem__(self, index: slice) -> Union[MoveRun, _StridedRun]: ...

    def __getitem__(self, index: Union[int, slice]) -> Union[Move, MoveRun, _StridedRun]:
        steps = range(self.first, self.first + self.length)[index]   # O(1) for any length
        if isinstance(steps, int):
            return self._move(steps)
        if steps.step == 1:
            return MoveRun(self.from_square, self.direction, steps.start, len(steps))
        return _StridedRun(self, steps)

    def __iter__(self) -> Iterator[Move]:
        return (self._move(i) for i in range(self.first, self.first + self.length))

    def __reversed__(self) -> Iterator[Move]:
        return (self._move(i) for i in reversed(range(self.first, self.first + self.length)))

    def step_of(self, move: Any) -> Optional[int]:
        """The ``i`` with ``move == from_square + i*direction`` inside this
        run, or None: the arithmetic behind ``in`` and :meth:`index`.

        Args:
            move: a :class:`~fastcheck.Move` or ``((fx, fy), (tx, ty))``.
        """
        squares = move_squares(move)
        if squares is None or squares[0] != self.from_square:
            return None
        (fx, fy), (tx, ty) = squares
        (dx, dy) = self.direction
        i = None
        for d, delta in ((dx, tx - fx), (dy, ty - fy)):
            if d == 0:
                if delta != 0:
                    return None
                continue
            q, r = divmod(delta, d)
            if r or (i is not None and q != i):
                return None
            i = q
        if i is None or not self.first <= i < self.first + self.length:
            return None
        return i

    def __contains__(self, move: object) -> bool:
        return self.step_of(move) is not None

    def index(self, move: Any, start: int = 0, stop: Optional[int] = None) -> int:
        """Position of ``move`` in the run (``ValueError`` if it is not there).

        Args:
            move: a :class:`~fastcheck.Move` or ``((fx, fy), (tx, ty))``.
            start: the first position looked at, as ``list.index`` takes it.
            stop: the position where the search stops (``None``: the end).
        """
        i = self.step_of(move)
        pos = None if i is None else i - self.first
        lo, hi, _ = slice(start, stop).indices(self.length)
        if pos is None or not lo <= pos < hi:
            raise ValueError(f"{move!r} is not in the run")
        return pos

    def count(self, move: Any) -> int:
        """1 if ``move`` is in the run, else 0 (without iterating).

        Args:
            move: a :class:`~fastcheck.Move` or ``((fx, fy), (tx, ty))``.
        """
        return int(move in self)

    @property
    def steps(self) -> range:
        """The step numbers ``first .. first+length-1`` as a ``range``: move
        ``k`` of the run goes ``steps[k]`` squares along ``direction``."""
        return range(self.first, self.first + self.length)

    def __str__(self) -> str:
        (fx, fy), (dx, dy) = self.from_square, self.direction
        if self.length == 1:
            return str(self._move(self.first))
        last = self.first + self.length - 1
        return f"({fx},{fy})-({fx + self.first * dx},{fy + self.first * dy})..({fx + last * dx},{fy + last * dy})"


class _StridedRun(Sequence):  # type: ignore[type-arg]
    """A slice of a :class:`MoveRun` with a step other than 1 (lazy)."""

    __slots__ = ("_run", "_steps")

    def __init__(self, run: MoveRun, steps: range) -> None:
        self._run, self._steps = run, steps

    def __len__(self) -> int:
        return len(self._steps)

    @overload
    def __getitem__(self, index: int) -> Move: ...
    @overload
    def __getitem__(self, index: slice) -> _StridedRun: ...

    def __getitem__(self, index: Union[int, slice]) -> Union[Move, _StridedRun]:
        steps = self._steps[index]
        if isinstance(steps, int):
            return self._run._move(steps)
        return _StridedRun(self._run, steps)

    def __iter__(self) -> Iterator[Move]:
        return (self._run._move(i) for i in self._steps)

    def __contains__(self, move: object) -> bool:
        i = self._run.step_of(move)
        return i is not None and i in self._steps

    def __repr__(self) -> str:
        return f"<{len(self)} moves of {self._run!r}, step {self._steps.step}>"


class MoveRuns:
    """Every valid move of one side as :class:`MoveRun` objects sorted by
    from-square, then direction.

    ``len()``, indexing and slicing work on the runs; :meth:`count` is the
    exact number of moves (it may exceed 2**64), :meth:`move` the ``i``-th
    move in run order, :meth:`runs_from` one piece's runs and ``in`` tests a
    move, all without expanding a run; :meth:`moves` iterates lazily.  The
    runs are kept as one int64 table (a row ``fx, fy, dx, dy, first,
    length`` per run) and become ``MoveRun`` objects only when asked for.

    Args:
        table: the runs, as that table (a numpy or ``array.array`` of
            six numbers a run) or as :class:`MoveRun` objects.
    """

    __slots__ = ("_t", "_total", "_starts")

    def __init__(self, table: Union[np.ndarray, array.array, Iterable[MoveRun]] = ()) -> None:
        import numpy as np  # lazily: the run table is a numpy array, needed only once moves are asked for
        if isinstance(table, array.array):
            # the core's flat table (``StaticBoard.move_table``): viewed, not copied
            table = np.frombuffer(table, dtype=np.int64).reshape(-1, 6)
        if not isinstance(table, np.ndarray):
            rows = [(*r.from_square, *r.direction, r.first, r.length) for r in table]
            table = np.array(sorted(rows), dtype=np.int64).reshape(len(rows), 6)
        elif table.ndim != 2 or table.shape[1] != 6:
            raise ValueError("a run table has shape (runs, 6)")
        self._t = table
        self._total: Optional[int] = None
        self._starts: Optional[List[int]] = None

    def __len__(self) -> int:
        return int(self._t.shape[0])

    @staticmethod
    def _run(row: List[int]) -> MoveRun:
        fx, fy, dx, dy, first, length = row
        return MoveRun((fx, fy), (dx, dy), first, length)

    @overload
    def __getitem__(self, index: int) -> MoveRun: ...
    @overload
    def __getitem__(self, index: slice) -> MoveRuns: ...

    def __getitem__(self, index: Union[int, slice]) -> Union[MoveRun, MoveRuns]:
        if isinstance(index, slice):
            return MoveRuns(self._t[index])
        return self._run(self._t[index].tolist())

    def __iter__(self) -> Iterator[MoveRun]:
        for lo in range(0, len(self), _CHUNK):
            yield from map(self._run, self._t[lo:lo + _CHUNK].tolist())

    def __eq__(self, other: object) -> bool:
        import numpy as np  # lazily: see __init__
        return isinstance(other, MoveRuns) and np.array_equal(self._t, other._t)

    __hash__ = None  # type: ignore[assignment]  # equal by content, which is mutable underneath

    def __repr__(self) -> str:
        return f"<MoveRuns: {len(self)} runs, {self.count()} moves>"

    def count(self) -> int:
        """The exact number of moves: the sum of the run lengths."""
        if self._total is None:
            lengths = self._t[:, 5]
            # run lengths are below 2**60; summing halves keeps int64 exact
            self._total = (int((lengths >> 32).sum()) << 32) + int((lengths & 0xFFFFFFFF).sum())
        return self._total

    def moves(self) -> Iterator[Move]:
        """Every move, run after run, expanded lazily."""
        return itertools.chain.from_iterable(self)

    def move(self, i: int) -> Move:
        """The ``i``-th move of :meth:`moves`, found by bisecting the
        running totals of the run lengths.

        Args:
            i: the move's number, from 0; negative counts from the end.
        """
        total = self.count()
        if i < 0:
            i += total
        if not 0 <= i < total:
            raise IndexError("move index out of range")
        if self._starts is None:
            self._starts = list(itertools.accumulate(self._t[:, 5].tolist(), initial=0))
        k = bisect.bisect_right(self._starts, i) - 1
        return self[k][i - self._starts[k]]

    def _span(self, square: Square) -> Tuple[int, int]:
        x, y = int(square[0]), int(square[1])
        fx = self._t[:, 0]
        import numpy as np  # lazily: see __init__
        lo, hi = int(np.searchsorted(fx, x, "left")), int(np.searchsorted(fx, x, "right"))
        fy = self._t[lo:hi, 1]
        return lo + int(np.searchsorted(fy, y, "left")), lo + int(np.searchsorted(fy, y, "right"))

    def runs_from(self, square: Square) -> MoveRuns:
        """The runs of the piece on ``square`` (none when it cannot move).

        Args:
            square: ``(x, y)``.
        """
        lo, hi = self._span(square)
        return MoveRuns(self._t[lo:hi])

    def __contains__(self, move: object) -> bool:
        squares = move_squares(move)
        if squares is None:
            return False
        return any(move in r for r in self.runs_from(squares[0]))


#: rows turned into MoveRun objects at a time while iterating
_CHUNK = 4096
