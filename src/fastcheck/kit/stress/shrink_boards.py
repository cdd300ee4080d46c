"""Shrinking a failing test of format A or B.

1. One board: the board whose line is wrong alone, else as few boards as
   delta debugging keeps (a crash or a timeout names no board).
2. Pieces: every piece but the two kings may go -- all of them, then
   halves, quarters, ..., then one at a time (:func:`~.search.ddmin`).
3. The board made smaller and the pieces moved closer together: on each
   axis the distinct coordinates keep their order while the gap before
   each of them shrinks to 1, 2, 3 or 4 squares, or else is halved as long
   as the failure stays (a mistake that needs long distances keeps them,
   about as short as it can); a gap of the columns and an equal gap of the
   rows shrink together (a diagonal stays one); format B's side ``n``
   shrinks with the gaps (or stays, when the mistake needs it) and at last
   to the smallest that holds the pieces (at least 8, the published
   limit), else to the smallest that still fails, by bisection.  Format A
   boards stay 8x8: their pieces move towards the top left, then towards
   the piece nearest the bottom or right edge (a mistake at the far edge
   stays there).

Steps 2 and 3 repeat while either still finds something.
"""
from __future__ import annotations

from typing import Callable, List, Sequence, Tuple

from ..validate import DEFAULT_PRESET, PRESETS
from .cases import KINGS, Board, Piece
from .outcome import PRESENTATION_ERROR, WRONG_ANSWER
from .search import Search, ddmin

__all__ = ["shrink_boards", "GAPS", "MIN_SIDE"]

#: the gaps a gap between neighbouring coordinates is tried with, smallest first
GAPS = (1, 2, 3, 4)
#: the smallest board side of a shrunk format B test: the lower limit its validation checks
MIN_SIDE = PRESETS[DEFAULT_PRESET["sparse"]].n[0]  # type: ignore[index]
#: rounds of steps 2 and 3 at most
ROUNDS = 4


def _with(boards: Sequence[Board], j: int, board: Board) -> List[Board]:
    out = list(boards)
    out[j] = board
    return out


def _one_board(search: Search[List[Board]]) -> None:
    boards = search.case
    if len(boards) == 1:
        return
    out = search.outcome
    if out.kind in (WRONG_ANSWER, PRESENTATION_ERROR) and 1 <= out.line <= len(boards):
        if search.first([[boards[out.line - 1]]]) is not None:
            return
    ddmin(list(boards), lambda rest: rest, search, at_least=1)


def _pieces(search: Search[List[Board]], j: int) -> bool:
    """Step 2 on board ``j``: did it remove anything?"""
    board = search.case[j]
    kings = [p for p in board.pieces if p[2] in KINGS]
    others = [p for p in board.pieces if p[2] not in KINGS]
    kept = ddmin(others, lambda rest: _with(search.case, j, Board(board.n, tuple(kings + rest))), search)
    return len(kept) < len(others)


def _gaps(pieces: Sequence[Piece], axis: int) -> List[Tuple[int, int]]:
    """The distinct coordinates on ``axis`` (0: x, 1: y) with the gap before
    each (from 0 for the first: a gap of 1 puts it on the edge)."""
    values = sorted({p[0] if axis == 0 else p[1] for p in pieces})
    return [(v, v - (values[i - 1] if i else 0)) for i, v in enumerate(values)]


def _moved(board: Board, fmt: str, cuts: Sequence[Tuple[int, int, int]], keep_n: bool = False) -> Board:
    """``board`` with, for each ``(axis, at, by)``, every coordinate ``>= at``
    on that axis ``by`` squares smaller; format B's side shrinks as much as
    the larger cut, down to what holds the pieces (unless ``keep_n``)."""
    pieces = []
    for x, y, letter in board.pieces:
        c = [x, y]
        for axis, at, by in cuts:
            if c[axis] >= at:
                c[axis] -= by
        pieces.append((c[0], c[1], letter))
    n = board.n
    if fmt == "sparse" and not keep_n:
        need = max(MIN_SIDE, max(max(p[0], p[1]) for p in pieces))
        n = max(need, n - max(by for _, _, by in cuts))
    return Board(n, tuple(pieces))


def _mirrored(board: Board, axis: int) -> Board:
    """``board`` turned over on ``axis`` (``c -> n + 1 - c``): moving its
    pieces towards 1 moves the original's towards ``n``."""
    n = board.n
    return Board(n, tuple((n + 1 - x, y, c) if axis == 0 else (x, n + 1 - y, c) for x, y, c in board.pieces))


def _lower(search: Search[List[Board]], now: int, small: Sequence[int],
           make: Callable[[int], List[Board]]) -> bool:
    """Make a value (a gap, a side) smaller while the failure stays: the
    first of ``small`` below ``now`` that keeps it, else the excess over the
    largest of them halved as long as that keeps it.  ``make(v)`` is the
    current test with the value ``v``.  Did the value change?"""
    cands = [make(v) for v in small if v < now]
    if cands and search.first(cands) is not None:
        return True
    floor, changed = max(small), False
    while now - floor > 1 and not search.exhausted:
        mid = floor + (now - floor) // 2
        if search.first([make(mid)]) is None:
            break
        now, changed = mid, True
    return changed


def _compress(search: Search[List[Board]], j: int, fmt: str) -> bool:
    """Step 3 on board ``j``: did any piece move?"""
    changed = False

    def oriented(axis: int, flip: bool) -> Board:
        return _mirrored(search.case[j], axis) if flip else search.case[j]

    for flip in (False, True) if fmt == "grid" else (False,):
        for axis in (0, 1):
            # turned over, the gap to the edge stays: only the pieces move, towards the one nearest the far edge
            for i in range(1 if flip else 0, len(_gaps(search.case[j].pieces, axis))):

                def gap_of(v: int, axis: int = axis, flip: bool = flip, i: int = i,
                           keep_n: bool = False) -> List[Board]:
                    board = oriented(axis, flip)
                    at, now = _gaps(board.pieces, axis)[i]      # the order of the coordinates never changes
                    moved = _moved(board, fmt, [(axis, at, now - v)], keep_n)
                    return _with(search.case, j, _mirrored(moved, axis) if flip else moved)

                now = _gaps(oriented(axis, flip).pieces, axis)[i][1]
                moved = _lower(search, now, GAPS, gap_of)
                if not moved and fmt == "sparse" and now > 1:     # a mistake that needs the large side
                    moved = search.first([gap_of(1, keep_n=True)]) is not None
                changed |= moved
    # equal gaps of the columns and the rows, together (the diagonals through them stay diagonals)
    for i in range(len(_gaps(search.case[j].pieces, 0))):
        for k in range(len(_gaps(search.case[j].pieces, 1))):
            gx, gy = _gaps(search.case[j].pieces, 0)[i][1], _gaps(search.case[j].pieces, 1)[k][1]
            if gx != gy or gx <= 1:
                continue

            def both_of(v: int, i: int = i, k: int = k) -> List[Board]:
                board = search.case[j]
                (at_x, gx), (at_y, gy) = _gaps(board.pieces, 0)[i], _gaps(board.pieces, 1)[k]
                return _with(search.case, j, _moved(board, fmt, [(0, at_x, gx - v), (1, at_y, gy - v)]))

            changed |= _lower(search, gx, GAPS, both_of)
    if fmt == "sparse":
        changed |= _side(search, j)
    return changed


def _side(search: Search[List[Board]], j: int) -> bool:
    """Format B's side ``n`` of board ``j``: the smallest that holds the
    pieces, else the smallest that keeps the failure, by bisection (a
    mistake that needs a large board).  Did it change?"""
    board = search.case[j]
    need = max(MIN_SIDE, max(max(p[0], p[1]) for p in board.pieces))
    if board.n <= need:
        return False

    def side(v: int) -> List[Board]:
        return _with(search.case, j, Board(v, search.case[j].pieces))

    if search.first([side(v) for v in (need, need + 1) if v < board.n]) is not None:
        return True
    lo, hi = need + 1, board.n              # lo does not fail the same way, hi does
    while hi - lo > 1 and not search.exhausted:
        mid = (lo + hi) // 2
        if search.first([side(mid)]) is not None:
            hi = mid
        else:
            lo = mid
    return hi < board.n


def shrink_boards(search: Search[List[Board]], fmt: str) -> None:
    """Shrink ``search``'s test (a list of boards) in place."""
    _one_board(search)
    for j in range(len(search.case)):
        for _ in range(ROUNDS):
            removed = _pieces(search, j)
            moved = _compress(search, j, fmt)
            if search.exhausted or not (removed or moved):
                break
