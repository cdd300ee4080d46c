"""Ostap's chess (format C, Timus 1380): replaying a move log.

The state machine lives here; whether a move is correct, making it, and
whether the side to move is in check or has any correct move are answered
by ``_core.OstapBoard``, which keeps the same line indexes as every other
position and updates them in place, move by move.
"""
from __future__ import annotations

from typing import List, Optional, Sequence, Tuple

import numpy as np

from . import _core
from .errors import FormatError, show
from .formats.common import as_bytes
from .formats.ostap import board_text, move_token, parse_move, parse_ostap, read_ostap_carefully
from .pieces import BLACK, WHITE

__all__ = ["OstapGame", "RESULTS", "replay"]

#: what a move can give; the first is the core's code -1, the rest 0..3
RESULTS = ("Incorrect", "Correct", "Check", "Mate", "Draw")


def _move_squares(move) -> Tuple[int, int, int, int]:
    """``'e2-e4'`` or ``((5, 2), (5, 4))`` as four ints; a square off the
    board becomes 0 (the core calls such a move incorrect)."""
    if isinstance(move, (str, bytes)):
        (fx, fy), (tx, ty) = parse_move(move)
        return fx, fy, tx, ty
    try:
        (fx, fy), (tx, ty) = move
    except (TypeError, ValueError):
        raise FormatError("a move 'e2-e4' or ((fx, fy), (tx, ty))", found=show(repr(move))) from None
    out = []
    for v in (fx, fy, tx, ty):
        if not isinstance(v, (int, np.integer)) or isinstance(v, (bool, np.bool_)):
            raise FormatError("a move 'e2-e4' or ((fx, fy), (tx, ty)) of integers", found=show(repr(move)))
        out.append(int(v) if 1 <= v <= 8 else 0)
    return out[0], out[1], out[2], out[3]


class OstapGame:
    """A game of Ostap's chess, played move by move.

    >>> game = OstapGame.from_text(text)      # doctest: +SKIP
    >>> game.play("e2-e4")                    # doctest: +SKIP
    'Correct'

    ``turn`` is the colour to move (``WHITE``/``BLACK``); after ``Incorrect``,
    ``Mate`` or ``Draw`` the game is over and further moves are refused.
    """

    def __init__(self, cells: Sequence[int], turn: bool = WHITE) -> None:
        if isinstance(cells, bytes) and len(cells) == 64:
            raw = cells                      # already two's complement codes
        else:
            if len(cells) != 64 or any(not -6 <= int(c) <= 6 for c in cells):
                raise FormatError("64 numbers -6..6 (rank 8 first)")
            raw = bytes(int(c) & 0xFF for c in cells)
        self._board = _core.OstapBoard.from_cells(raw)
        self.turn = bool(turn)
        self.result: Optional[str] = None
        self.results: List[str] = []

    @classmethod
    def from_text(cls, text) -> "OstapGame":
        """A game at the start of a format C log (the moves are not played)."""
        log = parse_ostap(text)
        return cls(log.cells, WHITE if log.white_first else BLACK)

    def is_over(self) -> bool:
        return self.result in ("Incorrect", "Mate", "Draw")

    def play(self, move) -> str:
        """Play ``'e2-e4'`` (or ``((5, 2), (5, 4))``) for the side to move and
        return ``Incorrect``, ``Correct``, ``Check``, ``Mate`` or ``Draw``."""
        if self.is_over():
            raise ValueError(f"the game is over ({self.result})")
        fx, fy, tx, ty = _move_squares(move)
        code = self._board.play(1 if self.turn else 0, fx, fy, tx, ty)
        result = RESULTS[code + 1]
        if code >= 0:
            self.turn = not self.turn
        self.result = result
        self.results.append(result)
        return result

    def is_legal(self, move) -> bool:
        fx, fy, tx, ty = _move_squares(move)
        return bool(self._board.is_legal(1 if self.turn else 0, fx, fy, tx, ty))

    def legal_moves(self) -> List[str]:
        """Every correct move of the side to move, as ``'e2-e4'`` strings."""
        return [move_token(fx, fy, tx, ty) for fx, fy, tx, ty in self._board.legal_moves(1 if self.turn else 0)]

    def is_check(self) -> bool:
        """Is some king of the side to move attacked?"""
        return bool(self._board.is_check(1 if self.turn else 0))

    def checkers(self) -> List[Tuple[int, int]]:
        """Squares ``(file, rank)`` of the pieces attacking a king of the
        side to move (any of its kings), sorted."""
        return self._board.checkers(1 if self.turn else 0)

    def cells(self) -> List[int]:
        """The board as 64 codes, rank 8 first (format C's layout)."""
        return self._board.cells()

    def board_text(self) -> str:
        """The board dump: 8 lines of 8 numbers, rank 8 first."""
        return board_text(self._board.cells())


def replay(text) -> str:
    """The whole format C answer: one result per processed move, an empty
    line, then the final board.

    The state machine is this loop: one core call per ply (is the move
    correct, make it, judge the side now to move), stopping after
    ``Incorrect``, ``Mate`` or ``Draw``."""
    data = as_bytes(text)
    scanned = _core.scan_ostap(data)
    if scanned is None:                      # unusual layout or bad input: the careful reader
        log = read_ostap_carefully(data)
        cells = bytes(c & 0xFF for c in log.cells)
        white_first = log.white_first
        mv = bytes(v for (fx, fy), (tx, ty) in log.moves for v in (fx, fy, tx, ty))
    else:
        cells, white_first, mv = scanned
    board = _core.OstapBoard.from_cells(cells)
    play = board.play
    turn = 1 if white_first else 0
    results = []
    for i in range(0, len(mv), 4):
        code = play(turn, mv[i], mv[i + 1], mv[i + 2], mv[i + 3])
        results.append(RESULTS[code + 1])
        if code < 0 or code >= 2:
            break
        turn = 1 - turn
    return "".join(r + "\n" for r in results) + "\n" + board_text(board.cells())
