"""Ostap's chess (format C, Timus 1380): replaying a move log.

The state machine lives here; whether a move is correct, making it, and
whether the side to move is in check or has any correct move are answered
by ``_core.OstapBoard``, which keeps the same line indexes as every other
position and updates them in place, move by move.
"""
from __future__ import annotations

import re
from typing import List, NamedTuple, Optional, Sequence, Tuple

from . import _core
from .errors import FormatError, show
from .parsing import as_bytes
from .pieces import BLACK, WHITE

__all__ = ["OstapGame", "RESULTS", "parse_ostap", "replay"]

#: what a move can give; the first is the core's code -1, the rest 0..3
RESULTS = ("Incorrect", "Correct", "Check", "Mate", "Draw")
_RESULT_OF_CODE = {-1: "Incorrect", 0: "Correct", 1: "Check", 2: "Mate", 3: "Draw"}
_MOVE_RE = re.compile(rb"[a-h][1-8]-[a-h][1-8]")
_CELL_RE = re.compile(rb"[+-]?[0-9]{1,3}")
MAX_MOVES = 60
Square = Tuple[int, int]


class OstapLog(NamedTuple):
    """A parsed format C input: the board as 64 codes (rank 8 first), the
    side that moves first and the moves as ``((fx, fy), (tx, ty))`` with
    ``x`` the file (a = 1) and ``y`` the rank."""

    cells: List[int]
    white_first: bool
    moves: List[Tuple[Square, Square]]
    move_lines: List[int]


def _tokens(data: bytes):
    for lineno, raw in enumerate(data.split(b"\n"), 1):
        for tok in raw.split():
            yield lineno, tok


def parse_square(tok: str) -> Square:
    """``'e2'`` -> ``(5, 2)``."""
    return (ord(tok[0]) - 96, int(tok[1]))


def parse_move(token, line: Optional[int] = None) -> Tuple[Square, Square]:
    """``'e2-e4'`` -> ``((5, 2), (5, 4))``; anything else is a FormatError."""
    tok = token.encode("utf-8", "replace") if isinstance(token, str) else bytes(token)
    if not _MOVE_RE.fullmatch(tok):
        raise FormatError("a move like 'e2-e4' ([a-h][1-8]-[a-h][1-8])", line=line,
                          found=show(tok.decode("utf-8", "replace")))
    s = tok.decode()
    return parse_square(s[:2]), parse_square(s[3:])


_CELL_VALUE = {str(v).encode(): v for v in range(-6, 7)}


def _parse_fast(data: bytes) -> Optional[OstapLog]:
    """The common case in one pass over ``data.split()``; ``None`` when
    anything is unusual, and then :func:`parse_ostap` reads it line by line."""
    toks = data.split()
    if len(toks) < 66:
        return None
    cells = [_CELL_VALUE.get(t) for t in toks[:64]]
    if None in cells or not toks[64].isdigit() or len(toks[64]) > 2:
        return None
    count = int(toks[64])
    if not 1 <= count <= MAX_MOVES or toks[65] not in (b"White", b"Black") or len(toks) != 66 + count:
        return None
    moves = []
    fullmatch = _MOVE_RE.fullmatch
    for t in toks[66:]:
        if fullmatch(t) is None:
            return None
        moves.append(((t[0] - 96, t[1] - 48), (t[3] - 96, t[4] - 48)))
    return OstapLog(cells, toks[65] == b"White", moves, [])  # type: ignore[arg-type]


def parse_ostap(text) -> OstapLog:
    """Read format C: 64 numbers -6..6, the move count P (1..60), ``White``
    or ``Black``, then P moves.  ``move_lines`` is filled only when the
    careful reader ran."""
    data = as_bytes(text)
    log = _parse_fast(data)
    if log is not None:
        return log
    toks = _tokens(data)
    last_line = data.count(b"\n") + 1
    cells = []
    for i in range(64):
        item = next(toks, None)
        if item is None:
            raise FormatError(f"64 numbers for the board, got {i}", line=last_line, found="end of input")
        line, tok = item
        if not _CELL_RE.fullmatch(tok) or not -6 <= int(tok) <= 6:
            raise FormatError(f"square {i + 1} of the board: a number -6..6", line=line,
                              found=show(tok.decode("utf-8", "replace")))
        cells.append(int(tok))
    item = next(toks, None)
    if item is None:
        raise FormatError("the number of moves P", line=last_line, found="end of input")
    line, tok = item
    if not tok.isdigit() or len(tok) > 3 or not 1 <= int(tok) <= MAX_MOVES:
        raise FormatError(f"the number of moves P (1..{MAX_MOVES})", line=line,
                          found=show(tok.decode("utf-8", "replace")))
    count = int(tok)
    item = next(toks, None)
    if item is None:
        raise FormatError("'White' or 'Black'", line=last_line, found="end of input")
    line, tok = item
    if tok not in (b"White", b"Black"):
        raise FormatError("'White' or 'Black'", line=line, found=show(tok.decode("utf-8", "replace")))
    white_first = tok == b"White"
    moves, lines = [], []
    for i in range(count):
        item = next(toks, None)
        if item is None:
            raise FormatError(f"move {i + 1} of {count}", line=last_line, found="end of input")
        line, tok = item
        moves.append(parse_move(tok, line))
        lines.append(line)
    item = next(toks, None)
    if item is not None:
        line, tok = item
        raise FormatError(f"end of input after {count} moves", line=line,
                          found=show(tok.decode("utf-8", "replace")))
    return OstapLog(cells, white_first, moves, lines)


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
        (fx, fy), (tx, ty) = parse_move(move) if isinstance(move, (str, bytes)) else move
        code = self._board.play(1 if self.turn else 0, fx, fy, tx, ty)
        result = _RESULT_OF_CODE[code]
        if code >= 0:
            self.turn = not self.turn
        self.result = result
        self.results.append(result)
        return result

    def is_legal(self, move) -> bool:
        (fx, fy), (tx, ty) = parse_move(move) if isinstance(move, (str, bytes)) else move
        return bool(self._board.is_legal(1 if self.turn else 0, fx, fy, tx, ty))

    def legal_moves(self) -> List[str]:
        """Every correct move of the side to move, as ``'e2-e4'`` strings."""
        return [f"{chr(96 + fx)}{fy}-{chr(96 + tx)}{ty}"
                for fx, fy, tx, ty in self._board.legal_moves(1 if self.turn else 0)]

    def is_check(self) -> bool:
        """Is some king of the side to move attacked?"""
        return bool(self._board.is_check(1 if self.turn else 0))

    def cells(self) -> List[int]:
        """The board as 64 codes, rank 8 first (format C's layout)."""
        return self._board.cells()

    def board_text(self) -> str:
        """The board dump: 8 lines of 8 numbers, rank 8 first."""
        return board_text(self._board.cells())


_CELL_TEXT = {v: str(v) for v in range(-6, 7)}


def board_text(cells: Sequence[int]) -> str:
    """8 lines of 8 numbers, rank 8 first, each line newline-terminated."""
    t = [_CELL_TEXT[v] for v in cells]
    return "".join(" ".join(t[r:r + 8]) + "\n" for r in range(0, 64, 8))


def replay(text) -> str:
    """The whole format C answer: one result per processed move, an empty
    line, then the final board.

    The state machine is this loop: one core call per ply (is the move
    correct, make it, judge the side now to move), stopping after
    ``Incorrect``, ``Mate`` or ``Draw``."""
    data = as_bytes(text)
    scanned = _core.scan_ostap(data)
    if scanned is None:                      # unusual layout or bad input: the careful reader
        log = parse_ostap(data)
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
