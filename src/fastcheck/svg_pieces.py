"""The chess pieces of the SVG pictures, drawn as paths of our own.

Font glyphs are not used: the filled chess symbols of common fonts (DejaVu
Sans among them) carry their details as holes, so a filled king or queen
given a white fill still renders mostly black, and the outline symbols show
the square through them.  A path has one look in every renderer: White's
pieces are white shapes with a black outline, Black's black shapes with
white details, on a 100 x 100 box scaled to the square.  A fairy piece
(archbishop, chancellor, amazon) is drawn as its parts: the bishop, rook
or queen, with a small knight's head in front of it.  A piece with no
Unicode glyph (a variant file's own) is its letter in a piece-shaped
badge, light for White and dark for Black as the others.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from .kinds import KIND_TABLE, KindRow
from .pieces import AMAZON, ARCHBISHOP, BISHOP, CHANCELLOR, KING, KNIGHT, PAWN, QUEEN, ROOK

__all__ = ["piece_svg", "PIECE_BOX"]

#: the side of the box the shapes are drawn in
PIECE_BOX = 100

_BASE = "M24,90 L76,90 L76,80 L24,80 Z"
# per kind: the body (filled with the piece's colour, outlined) and the detail
# lines (drawn in the outline's colour on White, in white on Black)
_SHAPES: Dict[int, Tuple[str, str]] = {
    PAWN: ("M34,80 C34,68 40,60 44,54 A14,14 0 1 1 56,54 C60,60 66,68 66,80 Z", ""),
    ROOK: ("M30,80 L34,76 L36,42 L30,38 L30,18 L40,18 L40,26 L46,26 L46,18 L54,18 L54,26 L60,26 "
           "L60,18 L70,18 L70,38 L64,42 L66,76 L70,80 Z", "M36,42 L64,42 M35,70 L65,70"),
    BISHOP: ("M32,80 C32,72 38,70 40,66 C30,58 30,40 46,24 A6,6 0 1 1 54,24 C70,40 70,58 60,66 "
             "C62,70 68,72 68,80 Z", "M40,66 L60,66 M50,38 L50,54 M42,46 L58,46"),
    KNIGHT: ("M36,80 C36,66 46,60 50,52 C44,54 36,58 30,62 C24,64 18,58 20,52 C28,40 38,30 42,22 "
             "L40,12 L50,20 L56,12 L58,22 C72,30 76,46 72,60 C70,68 66,74 68,80 Z",
             "M40,34 L44,32 M24,56 L28,56"),
    QUEEN: ("M28,80 L30,70 L18,34 L34,52 L34,26 L46,50 L50,22 L54,50 L66,26 L66,52 L82,34 L70,70 L72,80 Z",
            "M30,70 L70,70"),
    KING: ("M28,80 L30,70 C18,60 16,42 30,38 C38,36 44,42 47,48 L47,32 L40,32 L40,24 L47,24 L47,14 L53,14 "
           "L53,24 L60,24 L60,32 L53,32 L53,48 C56,42 62,36 70,38 C84,42 82,60 70,70 L72,80 Z",
           "M30,70 L70,70 M50,48 L50,70"),
}
#: the balls on the queen's crown: (x, y) of each, radius 6
_BALLS = {QUEEN: ((18, 30), (34, 22), (50, 18), (66, 22), (82, 30))}
#: each compound kind's slider part: the compound moves as it and as a knight
_COMPOUNDS = {ARCHBISHOP: BISHOP, CHANCELLOR: ROOK, AMAZON: QUEEN}
#: where a compound's parts stand in the box: the slider moved right, the knight's head small at the lower left
#: (Black's with a white edge that parts it from the black slider behind it)
_SLIDER_PLACE = "translate(16 2) scale(0.86)"
_KNIGHT_PLACE = "translate(-6 36) scale(0.62)"
#: the badge of a piece with no glyph: a rounded body on the base, its letter (uppercase) in it
_BADGE = "M26,80 L26,44 C26,12 74,12 74,44 L74,80 Z"
_BADGE_FONT = "'DejaVu Sans', Verdana, Arial, sans-serif"
#: the built-in drawing of each Unicode glyph (White's): the kind whose shape it is
_DRAWN = {row.white_symbol: row.number for row in KIND_TABLE}


def piece_svg(letter: str, x: float, y: float, size: float, attrs: str = "",
              row: Optional[KindRow] = None) -> str:
    """The ``<g>`` element drawing piece ``letter`` (White's lowercase) in the
    square of side ``size`` whose top-left corner is ``(x, y)``; ``attrs``
    are added to the group (class, data attributes).  ``row`` is the
    letter's kind (``KindRow``; default: the built-in
    kind of that letter): a kind with a glyph of its own is drawn as that
    glyph's piece, another as its letter in a badge."""
    if not (isinstance(letter, str) and len(letter) == 1 and letter.isalpha() and letter.isascii()):
        raise ValueError(f"not a piece letter: {letter!r}")
    if row is None:
        row = next((r for r in KIND_TABLE if r.letter == letter.lower()), None)
    white = letter.islower()
    scale = size / PIECE_BOX
    parts = [f'<g transform="translate({x:.1f} {y:.1f}) scale({scale:g})" stroke-linejoin="round" '
             f'stroke-linecap="round"{" " + attrs if attrs else ""}>']
    kind = _DRAWN.get(row.white_symbol) if row is not None else None
    slider = _COMPOUNDS.get(kind) if kind is not None else None
    if kind is None:
        parts.extend(_badge(letter, white))
    elif slider is None:
        parts.extend(_shape(kind, white))
    else:
        parts.append(f'<g transform="{_SLIDER_PLACE}">{"".join(_shape(slider, white))}</g>')
        halo = "" if white else f'<path d="{_SHAPES[KNIGHT][0]} {_BASE}" fill="none" stroke="#ffffff" ' \
            'stroke-width="12"/>'
        parts.append(f'<g transform="{_KNIGHT_PLACE}">{halo}{"".join(_shape(KNIGHT, white))}</g>')
    parts.append("</g>")
    return "".join(parts)


def _badge(letter: str, white: bool) -> List[str]:
    """The SVG elements of a piece with no glyph: a piece-shaped badge
    holding its letter (uppercase), in the colours of the drawn pieces."""
    fill, ink = ("#ffffff", "#000000") if white else ("#000000", "#ffffff")
    return [f'<path d="{_BADGE} {_BASE}" fill="{fill}" stroke="#000000" stroke-width="4"/>',
            f'<text x="50" y="62" text-anchor="middle" font-family="{_BADGE_FONT}" font-size="38" '
            f'font-weight="bold" fill="{ink}" stroke="none">{letter.upper()}</text>']


def _shape(kind: int, white: bool) -> List[str]:
    """The SVG elements of a piece of ``kind`` (a kind of :data:`_SHAPES`)
    in the 100 x 100 box: its body and base, crown balls and detail lines."""
    body, details = _SHAPES[kind]
    fill, line = ("#ffffff", "#000000") if white else ("#000000", "#ffffff")
    outline = 3 if white else 4           # a thin outline keeps White's pieces light at 40 px
    parts = [f'<path d="{body} {_BASE}" fill="{fill}" stroke="#000000" stroke-width="4"/>']
    parts.extend(f'<circle cx="{cx}" cy="{cy}" r="6" fill="{fill}" stroke="#000000" '
                 f'stroke-width="{outline}"/>'
                 for cx, cy in _BALLS.get(kind, ()))
    if details:
        parts.append(f'<path d="{details}" fill="none" stroke="{line}" stroke-width="{2.5 if white else 4}"/>')
    return parts
