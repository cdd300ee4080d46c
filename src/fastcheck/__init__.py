"""fastcheck: who is in check, is it mate, and how many valid moves get out
of it, on chess boards from 8x8 up to 10^18 x 10^18; and Ostap's chess move
logs.

>>> import fastcheck
>>> fastcheck.solve("1\\n8 2\\n1 1 k\\n1 8 K\\n")
'Neutralna situacia.\\n'

The solving library is this package; the grading kit (judge, validate, gen,
explain) is the subpackage :mod:`fastcheck.kit`.
"""
from ._version import __version__

TYPE_CHECKING = False
if TYPE_CHECKING:   # for type checkers and IDEs; at run time __getattr__ imports them
    from typing import List

    from .codes import Color
    from .errors import FormatError
    from .formats import detect_format, parse_ostap
    from .game import OstapGame, replay
    from .moves import MoveRun, MoveRuns
    from .pieces import BISHOP, BLACK, KING, KNIGHT, PAWN, PIECE_TYPES, QUEEN, ROOK, WHITE, Move, Piece, Square
    from .position import IllegalMoveError, Position, Verdict, read_positions
    from .solver import solve
    from .variants import Variant
    from .verdicts import verdict_line

__all__ = [
    "solve", "Position", "Verdict", "Variant", "Move", "MoveRun", "MoveRuns", "Piece", "Square", "FormatError",
    "IllegalMoveError", "OstapGame", "parse_ostap", "replay", "read_positions", "detect_format", "verdict_line",
    "Color", "WHITE", "BLACK", "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING", "PIECE_TYPES",
    "__version__",
]

#: every public name -> its module, imported on first access (PEP 562): a
#: command line starts by importing this package, and what it then needs is
#: far less than all of this (``fastcheck solve`` on format B needs neither
#: the Ostap game, nor the enums, nor the position API and its SVG pictures)
_LAZY_NAMES = {
    "solve": "solver", "FormatError": "errors", "detect_format": "formats", "parse_ostap": "formats",
    "OstapGame": "game", "replay": "game", "verdict_line": "verdicts", "Color": "codes",
    "Position": "position", "Verdict": "position", "Move": "pieces", "read_positions": "position",
    "IllegalMoveError": "position",
    "MoveRun": "moves", "MoveRuns": "moves", "Variant": "variants",
    **{name: "pieces" for name in ("WHITE", "BLACK", "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING",
                                   "PIECE_TYPES", "Piece", "Square")},
}
#: submodules that are attributes of the package once imported, and before
#: that on first access, e.g. ``fastcheck.kit.judge.judge``
_LAZY_SUBMODULES = ("kit", "cli", "counts", "position", "moves", "svg", "geometry", "codes", "errors",
                    "formats", "game", "kinds", "pieces", "solver", "verdicts", "variants", "betza")


def __getattr__(name: str):
    """PEP 562: a public name or a submodule, imported on first access."""
    if name in _LAZY_NAMES or name in _LAZY_SUBMODULES:
        import importlib  # start-up: only a first access of a lazy name needs it

        if name in _LAZY_SUBMODULES:
            return importlib.import_module(f"{__name__}.{name}")
        value = getattr(importlib.import_module(f"{__name__}.{_LAZY_NAMES[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> "List[str]":
    """The public names and submodules, loaded or not, and the module's
    dunders: not the machinery of the lazy loading."""
    return sorted(set(__all__) | set(_LAZY_SUBMODULES) | {name for name in globals() if name.startswith("__")})
