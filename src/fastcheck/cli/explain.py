"""``fastcheck explain``: one position drawn and explained (:mod:`fastcheck.kit.explain`)."""
from __future__ import annotations

import argparse
import sys

from ..errors import FormatError
from ..formats import read_input
from ..kit.explain import DEFAULT_LIMIT, explain, explain_svg
from ..svg import ORIENTATIONS
from ..verdicts import LANGS
from .options import add_format, add_variant, at_least

__all__ = ["add_arguments", "run"]


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck explain``; the exit code."""
    data = read_input(args.file)
    try:
        text = explain(data, board=args.board, move=args.move, format=args.format, lang=args.lang,
                       limit=None if args.all else args.limit, orientation=args.orientation,
                       names=("--board", "--move", " K"), variant=args.variant)
        picture = None
        if args.svg is not None:
            picture = explain_svg(data, board=1 if args.board is None else args.board, move=args.move,
                                  format=args.format, lang=args.lang, orientation=args.orientation,
                                  variant=args.variant)
    except ValueError as exc:
        if isinstance(exc, FormatError):
            raise
        sys.stderr.write(f"fastcheck: {exc}\n")
        return 2
    if picture is not None:
        with open(args.svg, "w", encoding="utf-8") as fh:
            fh.write(picture)
    out = sys.stdout
    try:
        out.write(text)
    except UnicodeEncodeError:    # a terminal that cannot show the chess symbols
        out.buffer.write(text.encode(out.encoding or "ascii", "replace"))
    out.flush()
    return 0


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``fastcheck explain``."""
    p.description = ("Show one position: a diagram with Unicode chess symbols, the threatened king, the "
                     "checkers, the pinned pieces and the valid moves.")
    p.add_argument("--board", type=at_least(1), default=None, metavar="K",
                   help="formats A/B: the board to show (default: 1); an error for a format C log")
    p.add_argument("--move", type=at_least(0), default=None, metavar="K",
                   help="format C: the position after move K (default: the last processed move); an error "
                        "for a format A/B file")
    add_format(p)
    add_variant(p)
    p.add_argument("--lang", choices=list(LANGS), default="sk", help="verdict wording (default: sk)")
    p.add_argument("--limit", type=at_least(0), default=DEFAULT_LIMIT, metavar="N",
                   help=f"list at most N moves (default: {DEFAULT_LIMIT})")
    p.add_argument("--all", action="store_true", help="list every move")
    p.add_argument("--orientation", choices=ORIENTATIONS, default=None,
                   help="formats A/B: 'board' draws (1, 1) at the top left, y growing downwards (default); "
                        "'chess' draws an 8x8 board as a chess diagram: rank 8 (y = 8) at the top, files a..h "
                        "(x = 1..8), a1 dark.  Format C is always drawn as a chess diagram")
    p.add_argument("--svg", metavar="FILE.svg", default=None,
                   help="also draw the diagram (marks and coordinates included) into an SVG file")
    p.add_argument("file", nargs="?", default=None, metavar="FILE", help="input file (default: stdin)")
