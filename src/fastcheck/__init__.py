"""fastcheck: who is in check, is it mate, and how many valid moves get out
of it, on chess boards from 8x8 up to 10^18 x 10^18; and Ostap's chess move
logs.

>>> import fastcheck
>>> fastcheck.solve("1\\n8 2\\n1 1 k\\n1 8 K\\n")
'Neutralna situacia.\\n'

The solving library is this package; the grading kit (judge, validate, gen,
explain) is the subpackage :mod:`fastcheck.kit`.
"""
import importlib
from typing import TYPE_CHECKING

from ._version import __version__
from .codes import Color
from .errors import FormatError
from .formats import detect_format, parse_ostap
from .game import OstapGame, replay
from .pieces import BISHOP, BLACK, KING, KNIGHT, PAWN, PIECE_TYPES, QUEEN, ROOK, WHITE, Piece, Square
from .solver import solve
from .verdicts import verdict_line

if TYPE_CHECKING:
    from .moves import MoveRun, MoveRuns
    from .position import Move, Position, Verdict, read_positions

__all__ = [
    "solve", "Position", "Verdict", "Move", "MoveRun", "MoveRuns", "Piece", "Square", "FormatError",
    "OstapGame", "parse_ostap", "replay", "read_positions", "detect_format", "verdict_line",
    "Color", "WHITE", "BLACK", "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING", "PIECE_TYPES",
    "__version__",
]

#: submodules that ``import fastcheck`` does not load (solving does not need
#: them): imported on first access, e.g. ``fastcheck.kit.judge.judge`` (PEP 562)
_LAZY_SUBMODULES = ("kit", "cli", "count_cli", "position", "moves", "svg", "geometry")
#: names whose modules ``import fastcheck`` loads on first access only: the
#: position API (and its SVG pictures) costs start-up time that solving does not need
_LAZY_NAMES = {"Position": "position", "Verdict": "position", "Move": "position",
               "read_positions": "position", "MoveRun": "moves", "MoveRuns": "moves"}


def __getattr__(name: str):
    if name in _LAZY_SUBMODULES:
        return importlib.import_module(f"{__name__}.{name}")
    if name in _LAZY_NAMES:
        value = getattr(importlib.import_module(f"{__name__}.{_LAZY_NAMES[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
