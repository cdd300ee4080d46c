"""Positions as standalone SVG pictures: Jupyter's view of a Position and
``fastcheck explain --svg``.

The picture is the text diagram of ``fastcheck explain`` drawn: the whole
board up to 16 x 16, otherwise a 15 x 15 window around the threatened king
(around both kings when neither or both are threatened), with the real
coordinates written along the edges, the threatened king, the checkers
(with an arrow to the king, or from the king to the window's edge when
the checker is outside it) and the pinned pieces marked, and the pieces
outside the windows named below them (``not_drawn()``).
An 8 x 8 board may be drawn as a chess diagram instead (``orientation="chess"``:
rank 8 at the top, files a..h, a1 dark), as positions read from FEN or
python-chess are.  Pieces are paths of our own (``fastcheck.svg_pieces``):
no fonts, images or dependencies, and every SVG viewer shows them alike.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Dict, List, Mapping, Optional, Sequence, Tuple
from xml.sax.saxutils import escape, quoteattr

from .geometry import WHOLE_BOARD_MAX, WINDOW, not_drawn, position_windows
from .kinds import KindRow
from .pieces import BLACK, WHITE, Square
from .svg_pieces import piece_svg

if TYPE_CHECKING:                      # only for annotations: position.py imports this module
    from .position import Position

__all__ = ["Panel", "board_svg", "position_svg", "position_windows", "WHOLE_BOARD_MAX", "WINDOW",
           "MARK_KING", "MARK_CHECKER", "MARK_PINNED", "ORIENTATIONS", "chess_axes", "check_orientation",
           "orientation_of"]

#: how a board is drawn: ``board`` as the formats see it ((1, 1) at the top
#: left, y growing downwards); ``chess`` as a chess diagram (8 x 8 only:
#: rank 8 at the top, files a..h, a1 dark)
ORIENTATIONS = ("board", "chess")
#: the chess diagram's file letters, x = 1..8
FILES = "abcdefgh"

MARK_KING, MARK_CHECKER, MARK_PINNED = "king", "checker", "pinned"

_SQ = 40                      # square size, px
_LIGHT, _DARK = "#f0d9b5", "#b58863"
_RED, _BLUE = "#d62728", "#1f5fbf"
_FONT = "'DejaVu Sans', Verdana, Arial, sans-serif"    # the labels and notes only


@dataclass
class Panel:
    """One drawn board, or a window of one.

    Args:
        columns: the columns ``x`` drawn, in order.
        rows: the rows ``y`` drawn, in order.
        column_labels: a label per column.
        row_labels: a label per row.
        pieces: fastcheck letters by square ``(x, y)``.
        marks: ``king``, ``checker`` or ``pinned`` by square.
        arrows: ``(checker, king)`` squares, an arrow from each checker to
            its king (a checker outside the panel: an arrow from the king to
            the panel's edge, pointing towards it).
        caption: a line under the panel.
        light: ``(x + y) % 2`` of the light squares.
        kinds: each White letter's kind (``KindRow``); ``None``: the built-in ones.
    """

    columns: Sequence[int]
    rows: Sequence[int]
    column_labels: Sequence[str]
    row_labels: Sequence[str]
    pieces: Mapping[Square, str]
    marks: Mapping[Square, str] = field(default_factory=dict)
    arrows: Sequence[Tuple[Square, Square]] = ()
    caption: str = ""
    light: int = 0            # (x + y) % 2 of the light squares
    kinds: Optional[Mapping[str, KindRow]] = None   # each letter's kind (White's letter); None: the built-in ones


def _text_width(text: str, size: float) -> float:
    return 0.62 * size * len(text)


def _panel_svg(p: Panel, top: float, left_pad: float, out: List[str]) -> Tuple[float, float]:
    """Append the elements of one panel at height ``top``; returns its (width, height)."""
    sq = _SQ
    lab = 11.0
    long_cols = max((len(s) for s in p.column_labels), default=1) > 3
    col_band = (_text_width(max(p.column_labels, key=len), lab) + 8) if long_cols else lab + 8
    row_band = max((_text_width(s, lab) for s in p.row_labels), default=lab) + 10
    long_rows = max((len(s) for s in p.row_labels), default=1) > 3
    left = max(row_band, left_pad)
    y = top
    if p.caption:
        out.append(f'<text x="{left:.1f}" y="{y + 13:.1f}" font-size="12" class="caption">'
                   f'{escape(p.caption)}</text>')
        y += 20
    y0 = y + col_band
    nx, ny = len(p.columns), len(p.rows)
    col_at = {x: i for i, x in enumerate(p.columns)}
    row_at = {r: j for j, r in enumerate(p.rows)}

    def center(s: Square) -> Tuple[float, float]:
        return left + (col_at[s[0]] + 0.5) * sq, y0 + (row_at[s[1]] + 0.5) * sq

    # labels on all four sides; long coordinates (a big board's window) on
    # the top and left only, the column labels rotated to fit
    col_sides = ((y0 - 4, "start"),) if long_cols else ((y0 - 4, "start"), (y0 + ny * sq + 4, "end"))
    for i, text in enumerate(p.column_labels):
        cx = left + (i + 0.5) * sq
        for base, anchor in col_sides:
            if long_cols:
                out.append(f'<text x="{cx + 4:.1f}" y="{base:.1f}" font-size="{lab:g}" text-anchor="{anchor}" '
                           f'transform="rotate(-90 {cx + 4:.1f} {base:.1f})" class="label">{escape(text)}</text>')
            else:
                ty = base if anchor == "start" else base + lab
                out.append(f'<text x="{cx:.1f}" y="{ty:.1f}" font-size="{lab:g}" text-anchor="middle" '
                           f'class="label">{escape(text)}</text>')
    for j, text in enumerate(p.row_labels):
        cy = y0 + (j + 0.5) * sq + lab * 0.35
        out.append(f'<text x="{left - 5:.1f}" y="{cy:.1f}" font-size="{lab:g}" text-anchor="end" '
                   f'class="label">{escape(text)}</text>')
        if long_rows:
            continue
        out.append(f'<text x="{left + nx * sq + 5:.1f}" y="{cy:.1f}" font-size="{lab:g}" '
                   f'class="label">{escape(text)}</text>')
    # squares
    out.append(f'<g class="board" data-columns="{p.columns[0]}..{p.columns[-1]}" '
               f'data-rows="{p.rows[0]}..{p.rows[-1]}">')
    for j, r in enumerate(p.rows):
        for i, x in enumerate(p.columns):
            fill = _LIGHT if (x + r) % 2 == p.light else _DARK
            out.append(f'<rect x="{left + i * sq:.1f}" y="{y0 + j * sq:.1f}" width="{sq}" height="{sq}" '
                       f'fill="{fill}"/>')
    out.append(f'<rect x="{left:.1f}" y="{y0:.1f}" width="{nx * sq}" height="{ny * sq}" fill="none" '
               f'stroke="#333" stroke-width="1"/>')
    out.append("</g>")
    # marks under the pieces
    for s, kind in sorted(p.marks.items()):
        if s[0] not in col_at or s[1] not in row_at:
            continue
        cx, cy = center(s)
        x1, y1 = cx - sq / 2, cy - sq / 2
        where = f'data-square="{s[0]},{s[1]}"'
        if kind == MARK_KING:
            out.append(f'<rect x="{x1:.1f}" y="{y1:.1f}" width="{sq}" height="{sq}" fill="url(#check)" '
                       f'class="mark-king" {where}/>')
        elif kind == MARK_CHECKER:
            out.append(f'<rect x="{x1 + 2:.1f}" y="{y1 + 2:.1f}" width="{sq - 4}" height="{sq - 4}" fill="none" '
                       f'stroke="{_RED}" stroke-width="3" class="mark-checker" {where}/>')
        elif kind == MARK_PINNED:
            out.append(f'<rect x="{x1 + 2:.1f}" y="{y1 + 2:.1f}" width="{sq - 4}" height="{sq - 4}" fill="none" '
                       f'stroke="{_BLUE}" stroke-width="3" stroke-dasharray="5 3" class="mark-pinned" {where}/>')
    # arrows from each checker towards the king (under the pieces, stopping
    # short of the king's square), when both are drawn
    for a, b in p.arrows:
        if not all(s[0] in col_at and s[1] in row_at for s in (a, b)):
            continue
        (ax, ay), (bx, by) = center(a), center(b)
        dist = max(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5, 1.0)
        cut = min(sq * 0.45, dist / 2)
        ex, ey = bx - (bx - ax) * cut / dist, by - (by - ay) * cut / dist
        out.append(f'<line x1="{ax:.1f}" y1="{ay:.1f}" x2="{ex:.1f}" y2="{ey:.1f}" stroke="{_RED}" '
                   f'stroke-width="4" stroke-opacity="0.6" marker-end="url(#head)" class="arrow"/>')
    # a checker outside the panel: an arrow from the king to the panel's edge, towards it
    # (a far checker is a slider: it lies on one of the king's eight lines)
    for a, b in p.arrows:
        if a[0] in col_at and a[1] in row_at or not (b[0] in col_at and b[1] in row_at):
            continue
        (bx, by), (ex, ey) = center(b), _edge_towards(p, center(b), a, b, (left, y0, left + nx * sq, y0 + ny * sq))
        ux, uy = _sign(ex - bx), _sign(ey - by)
        out.append(f'<line x1="{bx + ux * sq * 0.45:.1f}" y1="{by + uy * sq * 0.45:.1f}" x2="{ex:.1f}" '
                   f'y2="{ey:.1f}" stroke="{_RED}" stroke-width="4" stroke-opacity="0.6" stroke-dasharray="8 4" '
                   f'marker-end="url(#head)" class="arrow-out" data-to="{a[0]},{a[1]}"/>')
    # pieces
    for s, letter in sorted(p.pieces.items()):
        if s[0] not in col_at or s[1] not in row_at:
            continue
        cx, cy = center(s)
        out.append(piece_svg(letter, cx - sq / 2, cy - sq / 2, sq,
                             f'class="piece" data-piece={quoteattr(letter)} data-square="{s[0]},{s[1]}"',
                             p.kinds.get(letter.lower()) if p.kinds is not None else None))
    width = max(left + nx * sq + (10 if long_rows else row_band), left + _text_width(p.caption, 12))
    height = (y0 - top) + ny * sq + (6 if long_cols else col_band)
    return width, height


def _sign(v: float) -> int:
    return (v > 0) - (v < 0)


def _edge_towards(p: Panel, at: Tuple[float, float], far: Square, king: Square,
                  box: Tuple[float, float, float, float]) -> Tuple[float, float]:
    """Where the line from the drawn square ``king`` (its centre ``at``)
    towards the square ``far`` outside the panel meets the panel's edge
    (a little inside it: the arrow's head stays on the board)."""
    # the screen direction of each axis: the columns and rows drawn may run either way
    sx = _sign(far[0] - king[0]) * (1 if len(p.columns) < 2 or p.columns[1] > p.columns[0] else -1)
    sy = _sign(far[1] - king[1]) * (1 if len(p.rows) < 2 or p.rows[1] > p.rows[0] else -1)
    left, top, right, bottom = box
    inset = _SQ * 0.15
    steps = [((right - inset) - at[0]) / sx if sx > 0 else ((left + inset) - at[0]) / sx if sx < 0 else None,
             ((bottom - inset) - at[1]) / sy if sy > 0 else ((top + inset) - at[1]) / sy if sy < 0 else None]
    t = min(v for v in steps if v is not None)
    return at[0] + sx * t, at[1] + sy * t


def board_svg(panels: Sequence[Panel], *, title: str = "", notes: Sequence[str] = ()) -> str:
    """A standalone SVG document of one or more panels stacked vertically.

    Args:
        panels: the boards drawn, top first.
        title: a title line above them.
        notes: note lines below them (the legend).
    """
    body: List[str] = []
    y = 8.0
    width = 200.0
    if title:
        body.append(f'<text x="8" y="{y + 14:.1f}" font-size="14" font-weight="bold" class="title">'
                    f'{escape(title)}</text>')
        width = max(width, _text_width(title, 14) + 16)
        y += 24
    for p in panels:
        w, h = _panel_svg(p, y, 8.0, body)
        width = max(width, w)
        y += h + 12
    for line in notes:
        body.append(f'<text x="8" y="{y + 11:.1f}" font-size="11" class="note">{escape(line)}</text>')
        width = max(width, _text_width(line, 11) + 16)
        y += 16
    height = y + 6
    head = [
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="{escape(_FONT)}">',
        "<defs>",
        f'<radialGradient id="check"><stop offset="0%" stop-color="{_RED}" stop-opacity="1"/>'
        f'<stop offset="50%" stop-color="{_RED}" stop-opacity="0.8"/>'
        f'<stop offset="100%" stop-color="{_RED}" stop-opacity="0"/></radialGradient>',
        f'<marker id="head" markerWidth="4" markerHeight="4" refX="2.5" refY="2" orient="auto">'
        f'<path d="M0,0 L4,2 L0,4 z" fill="{_RED}"/></marker>',
        "</defs>",
        f'<rect width="{width:.0f}" height="{height:.0f}" fill="#fff"/>',
    ]
    return "\n".join(head + body + ["</svg>"]) + "\n"


def _axis(lo: int, hi: int) -> Tuple[List[int], List[str]]:
    vals = list(range(lo, hi + 1))
    return vals, [str(v) for v in vals]


def orientation_of(pos: Position, orientation: Optional[str] = None) -> str:
    """``orientation``, checked; by default ``chess`` for a position read from
    FEN or python-chess, ``board`` otherwise."""
    if orientation is None:
        orientation = "board" if pos.fen_fields is None else "chess"
    check_orientation(pos.n, orientation)
    return orientation


def check_orientation(n: int, orientation: str) -> None:
    """``orientation`` is one of :data:`ORIENTATIONS`, and ``chess`` is for 8 x 8 boards."""
    if orientation not in ORIENTATIONS:
        raise ValueError(f"orientation must be {' or '.join(map(repr, ORIENTATIONS))}, not {orientation!r}")
    if orientation == "chess" and n != 8:
        raise ValueError(f"orientation 'chess' draws an 8 x 8 board as a chess diagram; this board is {n} x {n}")


def chess_axes() -> Tuple[List[int], List[int], List[str], List[str]]:
    """The columns, rows and their labels of a chess diagram: files a..h
    (x = 1..8) from the left, ranks 8..1 (y = 8..1) from the top."""
    ranks = list(range(8, 0, -1))
    return list(range(1, 9)), ranks, list(FILES), [str(r) for r in ranks]


def position_svg(pos: Position, *, title: Optional[str] = None, lang: str = "en",
                 orientation: Optional[str] = None) -> str:
    """The SVG picture of a position: the text diagram's view.  The pieces
    outside the windows are named in the notes.

    Args:
        pos: the position drawn.
        title: the title line; ``None``: the verdict line.
        lang: the verdict line's wording, ``sk`` or ``en``.
        orientation: one of :data:`ORIENTATIONS` (``chess``: 8 x 8 boards
            only); ``None``: ``chess`` for a position read from FEN or
            python-chess, ``board`` otherwise.
    """
    orientation = orientation_of(pos, orientation)
    checked = [c for c in (WHITE, BLACK) if pos.is_check(c)]
    marks: Dict[Square, str] = {}
    arrows: List[Tuple[Square, Square]] = []
    for c in (WHITE, BLACK):
        for s in pos.pinned(c):
            marks[s] = MARK_PINNED
    for c in checked:
        king = pos.king(c)
        for s in pos.checkers(c):
            marks[s] = MARK_CHECKER
            arrows.append((s, king))
        marks[king] = MARK_KING
    windows = position_windows(pos)
    pieces: Dict[Square, str] = {}
    for window in windows:             # only the windows' pieces: the board may hold 10**6 pieces
        for x, y, letter in pos.pieces_in(window):
            pieces[(x, y)] = letter
    kinds = {row.letter: row for row in pos.variant.kinds}
    panels = []
    if orientation == "chess":
        xs, ys, xl, yl = chess_axes()
        panels.append(Panel(xs, ys, xl, yl, pieces, marks, arrows, "the 8 x 8 board as a chess diagram", light=1,
                            kinds=kinds))
        notes = ["files a..h: x = 1..8; rank r: y = r; White (uppercase in FEN, lowercase in fastcheck's formats) "
                 "at the bottom, pawns moving up"]
    else:
        for x0, x1, y0, y1 in windows:
            xs, xl = _axis(x0, x1)
            ys, yl = _axis(y0, y1)
            if pos.n <= WHOLE_BOARD_MAX:
                caption = f"the whole {pos.n} x {pos.n} board"
            else:
                caption = f"window x {x0}..{x1}, y {y0}..{y1} of the {pos.n} x {pos.n} board"
            panels.append(Panel(xs, ys, xl, yl, pieces, marks, arrows, caption, kinds=kinds))
        notes = ["x: column from the left, y: row from the top; white (lowercase) at the top, pawns moving down"]
    if title is None:
        title = pos.verdict().text(lang)
    outside = [a for a, _ in arrows if not any(x0 <= a[0] <= x1 and y0 <= a[1] <= y1 for x0, x1, y0, y1 in windows)]
    notes.append("red: threatened king and its checkers (arrows"
                 + ("; a dashed one to the edge points to a checker outside the window" if outside else "")
                 + "); dashed blue: pinned pieces")
    return board_svg(panels, title=title, notes=notes + not_drawn(pos, windows))
