"""Board geometry: the steps of the pieces, windows of a huge board small
enough to draw (explain, SVG pictures, gen), and the pieces a picture's
windows leave out, named so that no piece that matters to the verdict is
hidden."""
from __future__ import annotations

from typing import TYPE_CHECKING, Dict, List, Sequence, Tuple

from .codes import Color
from .errors import plural
from .kinds import KIND_NUMBERS, LISTED_KINDS
from .pieces import BLACK, COLOR_NAMES, WHITE, Piece, Square

if TYPE_CHECKING:                      # only for annotations: position.py imports the modules that import this
    from .position import Position

__all__ = ["ORTHO", "DIAG", "KNIGHT", "KING_STEPS", "window_around", "position_windows", "not_drawn", "Window",
           "WHOLE_BOARD_MAX", "WINDOW", "NOT_DRAWN_LISTED"]

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
#: pieces outside the windows named one by one, beyond those that matter to the verdict
NOT_DRAWN_LISTED = 12

#: a window of a board, ``(x0, x1, y0, y1)``, inclusive
Window = Tuple[int, int, int, int]


def window_around(n: int, center: Square, half: int) -> Window:
    """``(x0, x1, y0, y1)``, inclusive: a square window around ``center``,
    moved inside the board.

    Args:
        n: the board's side.
        center: the square ``(x, y)`` the window is around.
        half: the window's side is ``2*half+1``, at most ``n``.
    """
    side = min(n, 2 * half + 1)

    def span(c: int) -> Tuple[int, int]:
        lo = max(1, min(c - half, n - side + 1))
        return lo, lo + side - 1
    x0, x1 = span(center[0])
    y0, y1 = span(center[1])
    return x0, x1, y0, y1


def position_windows(pos: Position) -> List[Window]:
    """The windows a picture of ``pos`` draws (the text diagram of
    ``fastcheck explain`` and the SVG alike): the whole board up to 16 x 16;
    else a 15 x 15 window around the threatened king, or around each king
    when neither or both are threatened (one window when both kings fit in
    the first)."""
    checked = [c for c in (WHITE, BLACK) if pos.is_check(c)]
    centers = [pos.king(c) for c in checked] if len(checked) == 1 else [pos.king(WHITE), pos.king(BLACK)]
    windows: List[Window] = []
    for c in centers:
        w = (1, pos.n, 1, pos.n) if pos.n <= WHOLE_BOARD_MAX else window_around(pos.n, c, WINDOW // 2)
        if not any(a[0] <= c[0] <= a[1] and a[2] <= c[1] <= a[3] for a in windows):
            windows.append(w)
    return windows


def _beyond(king: Square, s: Square, a: Square) -> bool:
    """Is ``a`` on the ray from ``king`` through ``s``, past ``s``?"""
    dx, dy = s[0] - king[0], s[1] - king[1]
    ax, ay = a[0] - s[0], a[1] - s[1]
    same = (ax > 0) - (ax < 0) == (dx > 0) - (dx < 0) and (ay > 0) - (ay < 0) == (dy > 0) - (dy < 0)
    return same and (ax == 0 if dx == 0 else ay == 0 if dy == 0 else abs(ax) == abs(ay))


def _roles(pos: Position) -> Dict[Square, List[str]]:
    """What each piece that matters to the verdict does: the checkers, the
    pinned pieces and their pinners, the pieces with a valid move out of
    the check."""
    roles: Dict[Square, List[str]] = {}
    for c in (WHITE, BLACK):
        king = pos.king(c)
        name = COLOR_NAMES[c]
        for s in pos.checkers(c):
            roles.setdefault(s, []).append(f"checks the {name} king at {king}")
        for s in pos.pinned(c):
            roles.setdefault(s, []).append(f"pinned to the {name} king at {king}")
            for a in pos.attackers(s, by=BLACK if c else WHITE):
                if _beyond(king, s, a):
                    roles.setdefault(a, []).append(f"pins {s} to the {name} king at {king}")
    moves: Dict[Square, int] = {}
    for mv in pos.evasions():
        moves[mv.from_square] = moves.get(mv.from_square, 0) + 1
    for s, k in moves.items():
        roles.setdefault(s, []).append(f"{plural(k, 'valid move')} out of the check")
    return roles


def _letter(kind: int, color: int) -> str:
    """The letter of a piece of ``kind`` and ``color`` codes."""
    return Piece(kind, Color(color)).symbol()


def not_drawn(pos: Position, windows: Sequence[Window], limit: int = NOT_DRAWN_LISTED) -> List[str]:
    """Lines naming the pieces of ``pos`` outside every window (none when
    all are drawn): each piece that matters to the verdict (a checker, a
    pinned piece, a pinner, a piece with a valid move out of the check)
    with its square and what it does, then up to ``limit`` others nearest
    to a king, then a count by letter of the rest."""
    import numpy as np  # lazily: only pictures need numpy (start-up time); the board may hold 10**6 pieces
    xs, ys, kinds, colors = pos.arrays
    inside = np.zeros(len(xs), dtype=bool)
    for x0, x1, y0, y1 in windows:
        inside |= (xs >= x0) & (xs <= x1) & (ys >= y0) & (ys <= y1)
    out_ids = np.flatnonzero(~inside)
    if not len(out_ids):
        return []
    roles = _roles(pos)
    key = np.zeros(len(out_ids), dtype=bool)
    for rx, ry in roles:        # few: the checkers, pins and movers of two kings
        key |= (xs[out_ids] == rx) & (ys[out_ids] == ry)
    matter, others = out_ids[key], out_ids[~key]
    if len(others) > limit:     # the nearest to a king first (differences of coordinates fit in int64)
        dist = np.minimum.reduce([np.maximum(np.abs(xs[others] - kx), np.abs(ys[others] - ky))
                                  for kx, ky in (pos.king(WHITE), pos.king(BLACK))])
        others = others[np.argsort(dist, kind="stable")]
    shown, rest = others[:limit], others[limit:]
    total = len(out_ids)
    lines = [f"not drawn (outside the window{'s' if len(windows) > 1 else ''}): {plural(total, 'piece')}"]
    for i in np.concatenate([matter, shown]).tolist():
        s = (int(xs[i]), int(ys[i]))
        what = "; ".join(roles.get(s, ()))
        lines.append(f"  {_letter(int(kinds[i]), int(colors[i]))} at {s}" + (f": {what}" if what else ""))
    if len(rest):
        # a count by letter: every kind of the kinds table and colour 0/1 as one index
        codes = kinds[rest].astype(np.int64) * 2 + colors[rest]
        counts = np.bincount(codes, minlength=2 * (max(KIND_NUMBERS) + 1))
        by_letter = ", ".join(f"{int(counts[k * 2 + c])} {Piece(k, Color(c)).symbol()}"
                              for c in (BLACK, WHITE) for k in LISTED_KINDS if counts[k * 2 + c])
        lines.append(f"  and {len(rest)} more, none of them checking, pinned, pinning or with a move out of "
                     f"the check: {by_letter}")
    return lines
