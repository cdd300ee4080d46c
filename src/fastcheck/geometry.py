"""Board geometry: windows of a huge board small enough to draw (explain, SVG pictures, gen)."""
from __future__ import annotations

from typing import Tuple

from .pieces import Square

__all__ = ["window_around"]


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
