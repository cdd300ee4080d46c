"""Board geometry: the steps of the pieces, and windows of a huge board
small enough to draw (explain, SVG pictures, gen)."""
from __future__ import annotations

from typing import Tuple

from .pieces import Square

__all__ = ["ORTHO", "DIAG", "KNIGHT", "KING_STEPS", "WHOLE_BOARD_MAX", "WINDOW", "window_around"]

#: the unit steps along a row or column, and along a diagonal
ORTHO = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))
#: a knight's jumps
KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
#: a king's steps
KING_STEPS = ORTHO + DIAG

#: boards up to this side are drawn whole (``fastcheck explain``, the SVG pictures)
WHOLE_BOARD_MAX = 16
#: side of the window drawn around a king on larger boards
WINDOW = 15


def window_around(n: int, center: Square, half: int) -> Tuple[int, int, int, int]:
    """``(x0, x1, y0, y1)``: a square window of side ``2*half+1`` (at most
    ``n``) around ``center``, moved inside the ``n`` x ``n`` board."""
    side = min(n, 2 * half + 1)

    def span(c: int) -> Tuple[int, int]:
        lo = max(1, min(c - half, n - side + 1))
        return lo, lo + side - 1
    x0, x1 = span(center[0])
    y0, y1 = span(center[1])
    return x0, x1, y0, y1
