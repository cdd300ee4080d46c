"""Ostap's chess (format C, Timus 1380): replaying a move log.

The state machine of a game (whose side is to move, when the game is over)
is one loop in the core, ``OstapBoard``'s: :meth:`OstapGame.play` feeds it
one move (``play_log``) and :func:`replay` a whole log, whose answer text
the core writes too (``replay_text``), so both follow one source of the
rules and a game costs Python one call.  Whether a move is correct, making
it, and whether the side to move is in check or has any correct move are
answered by ``_core.OstapBoard``, a mailbox board changed in place, move by
move.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

from . import _core
from .codes import Color, MoveResult
from .errors import FormatError, wrong_type
from .formats.common import as_bytes
from .formats.ostap import move_token, parse_move, parse_ostap, read_ostap_carefully
from .pieces import WHITE, SideLike, is_int, parse_side
from .verdicts import RESULT_WORDS

__all__ = ["OstapGame", "RESULT_TEXT", "RESULTS", "replay"]

#: the word format C prints for each move result (:data:`fastcheck.verdicts.RESULT_WORDS`)
RESULT_TEXT: Dict[MoveResult, str] = {MoveResult(int(code)): word for code, word in RESULT_WORDS.items()}
#: every result word, in code order
RESULTS = tuple(RESULT_TEXT[r] for r in MoveResult)


def _move_squares(move) -> Tuple[int, int, int, int]:
    """``'e2-e4'`` or ``((5, 2), (5, 4))`` as four ints; a square off the
    board becomes 0 (the core calls such a move incorrect)."""
    if isinstance(move, (str, bytes)):
        (fx, fy), (tx, ty) = parse_move(move)
        return fx, fy, tx, ty
    try:
        (fx, fy), (tx, ty) = move
    except TypeError:
        raise wrong_type("a move 'e2-e4' or ((fx, fy), (tx, ty))", move) from None
    except ValueError:
        raise FormatError("a move 'e2-e4' or ((fx, fy), (tx, ty))", kind="argument", found=repr(move)) from None
    out = []
    for v in (fx, fy, tx, ty):
        if not is_int(v):
            raise wrong_type("a move 'e2-e4' or ((fx, fy), (tx, ty)) of integers", move)
        out.append(int(v) if 1 <= v <= 8 else 0)
    return out[0], out[1], out[2], out[3]


class OstapGame:
    """A game of Ostap's chess, played move by move.

    >>> game = OstapGame.from_text(text)      # doctest: +SKIP
    >>> game.play("e2-e4")                    # doctest: +SKIP
    'Correct'

    After ``Incorrect``, ``Mate`` or ``Draw`` the game is over and further
    moves are refused.

    Args:
        cells: the board as format C's 64 numbers -6..6, rank 8 first.
        turn: the colour to move, ``Color.WHITE``/``Color.BLACK``, given as
            :func:`~fastcheck.pieces.parse_side` reads a side.
    """

    def __init__(self, cells: Sequence[int], turn: SideLike = WHITE) -> None:
        if isinstance(cells, bytes) and len(cells) == 64:
            raw = cells                      # already two's complement codes
        else:
            if len(cells) != 64:
                raise FormatError("64 numbers -6..6 (rank 8 first)", kind="argument", found=f"{len(cells)} numbers")
            if any(not -6 <= int(c) <= 6 for c in cells):
                raise FormatError("64 numbers -6..6 (rank 8 first)", kind="range")
            raw = bytes(int(c) & 0xFF for c in cells)
        self._board = _core.OstapBoard.from_cells(raw)
        self.turn: Color = parse_side(turn)
        self.result: Optional[str] = None
        self.results: List[str] = []
        self._over = False

    @classmethod
    def from_text(cls, text) -> OstapGame:
        """A game at the start of a format C log (the moves are not played).

        Args:
            text: the format C input, ``str`` or bytes-like.
        """
        log = parse_ostap(text)
        return cls(log.cells, log.white_first)

    def __repr__(self) -> str:
        pieces = sum(1 for c in self._board.cells() if c)
        return (f"OstapGame(turn={'white' if self.turn else 'black'!r}, moves={len(self.results)}, "
                f"result={self.result!r}, pieces={pieces})")

    def is_over(self) -> bool:
        """Has the game stopped (after ``Incorrect``, ``Mate`` or ``Draw``)? Later moves are not played."""
        return self._over

    def play(self, move) -> str:
        """Play a move for the side to move and return ``Incorrect``,
        ``Correct``, ``Check``, ``Mate`` or ``Draw``.

        Args:
            move: ``'e2-e4'`` or ``((5, 2), (5, 4))``.
        """
        if self._over:
            raise ValueError(f"the game is over ({self.result})")
        codes, turn, self._over = self._board.play_log(self.turn, bytes(_move_squares(move)))
        self.turn = _COLOR[turn]
        self.result = _WORD_OF_CODE[codes[0]]
        self.results.append(self.result)
        return self.result

    def is_legal(self, move) -> bool:
        """Is ``move`` correct for the side to move?

        Args:
            move: ``'e2-e4'`` or ``((5, 2), (5, 4))``.
        """
        fx, fy, tx, ty = _move_squares(move)
        return bool(self._board.is_legal(self.turn, fx, fy, tx, ty))

    def legal_moves(self) -> List[str]:
        """Every correct move of the side to move, as ``'e2-e4'`` strings."""
        return [move_token(fx, fy, tx, ty) for fx, fy, tx, ty in self._board.legal_moves(self.turn)]

    def is_check(self) -> bool:
        """Is some king of the side to move attacked?"""
        return bool(self._board.is_check(self.turn))

    def checkers(self) -> List[Tuple[int, int]]:
        """Squares ``(file, rank)`` of the pieces attacking a king of the
        side to move (any of its kings), sorted."""
        return self._board.checkers(self.turn)

    def cells(self) -> List[int]:
        """The board as 64 codes, rank 8 first (format C's layout)."""
        return self._board.cells()

    def board_text(self) -> str:
        """The board dump: 8 lines of 8 numbers, rank 8 first."""
        return self._board.board_text()


# Keyed by the core's plain-int codes: building a MoveResult or a Color per
# move would cost more than playing it.
_WORD_OF_CODE = {int(r): t for r, t in RESULT_TEXT.items()}
_COLOR = {int(c): c for c in Color}
#: the output line of each result, in code order (for OstapBoard.replay_text)
_LINES = tuple(RESULT_TEXT[r] + "\n" for r in sorted(MoveResult))


def replay(text) -> str:
    """The whole format C answer: one result per processed move, an empty
    line, then the final board.

    Args:
        text: the format C input, ``str`` or bytes-like.
    """
    data = as_bytes(text)
    scanned = _core.scan_ostap(data)
    if scanned is None:                      # unusual layout or bad input: the careful reader
        log = read_ostap_carefully(data)
        cells = bytes(c & 0xFF for c in log.cells)
        white_first = log.white_first
        mv = bytes(v for (fx, fy), (tx, ty) in log.moves for v in (fx, fy, tx, ty))
    else:
        cells, white_first, mv = scanned
    return _core.OstapBoard.from_cells(cells).replay_text(white_first, mv, _LINES)
