"""The codes the compiled core speaks, as Python enums.

Each value is taken from the core's own ``cpdef enum`` (``fastcheck._core``),
so the core stays the one source; these add the Python-side helpers and
plain typing.  Every member is an ``int``, and may be passed to the core as
it is.
"""
from __future__ import annotations

from enum import IntEnum
from typing import Optional

from . import _core
from .verdicts import FINAL_RESULTS

__all__ = ["Color", "State", "MoveResult", "BatchError"]


class Color(IntEnum):
    """A side.  WHITE (the lowercase side, whose pawns move to larger ``y``)
    is 1 and BLACK 0, so they compare equal to ``True``/``False`` and hash
    the same: a dict keyed by booleans finds them."""

    BLACK = int(_core.Color.BLACK)
    WHITE = int(_core.Color.WHITE)

    @property
    def other(self) -> Color:
        """The opposite side."""
        return Color.BLACK if self is Color.WHITE else Color.WHITE


class State(IntEnum):
    """The verdict of a position (formats A and B); a checked side's state
    is ``2 + its colour``."""

    SAFE = int(_core.State.SAFE)
    IMPOSSIBLE = int(_core.State.IMPOSSIBLE)
    BLACK_CHECKED = int(_core.State.BLACK_CHECKED)
    WHITE_CHECKED = int(_core.State.WHITE_CHECKED)

    @classmethod
    def checked(cls, color: int) -> State:
        """The state of a position whose ``color`` king is threatened.

        Args:
            color: the threatened side, ``Color.WHITE`` or ``Color.BLACK``.
        """
        return cls(cls.BLACK_CHECKED + Color(color))

    @property
    def side(self) -> Optional[Color]:
        """The threatened colour of a checked state, else ``None``."""
        if self < State.BLACK_CHECKED:
            return None
        return Color(self - State.BLACK_CHECKED)


class MoveResult(IntEnum):
    """What a move of Ostap's chess gives: INCORRECT (it is not made), or the
    state of the side now to move.  INCORRECT, MATE and DRAW end the game."""

    INCORRECT = int(_core.MoveResult.INCORRECT)
    CORRECT = int(_core.MoveResult.CORRECT)
    CHECK = int(_core.MoveResult.CHECK)
    MATE = int(_core.MoveResult.MATE)
    DRAW = int(_core.MoveResult.DRAW)

    @property
    def ends_game(self) -> bool:
        return self in _FINAL


_FINAL = frozenset(MoveResult(int(code)) for code in FINAL_RESULTS)


class BatchError(IntEnum):
    """The state ``_core.solve_batch`` gives a board that breaks a rule."""

    ERR_DUPLICATE = int(_core.BatchError.ERR_DUPLICATE)   # two pieces on one square
    ERR_KINGS = int(_core.BatchError.ERR_KINGS)           # not one king of each colour
