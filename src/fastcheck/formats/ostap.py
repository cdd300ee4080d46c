"""Format C (Ostap's chess move log, Timus 1380): its reader and its writer.

A well-formed log goes through the compiled scanner ``_core.scan_ostap``;
anything else is read token by token here, which words the FormatError.
Neither path holds more than the input and the tokens read so far.
"""
from __future__ import annotations

import array
import re
from functools import cache
from typing import Iterator, List, NamedTuple, Optional, Sequence, Tuple

from .. import _core
from ..errors import FormatError, plural, show
from .common import as_bytes
from .text import first_error

__all__ = ["OstapLog", "MAX_MOVES", "parse_ostap", "read_ostap_carefully", "looks_like_log", "parse_move",
           "move_token", "write_ostap", "board_text"]

MAX_MOVES = 60
# the careful reader's patterns, compiled on first use (by _pattern): not at
# import, which every command pays for
_CELL = rb"[+-]?[0-9]{1,3}"
_NUMBER = rb"[+-]?[0-9]+"
_TOKEN = rb"\S+"
_FILES = "abcdefgh"
Square = Tuple[int, int]


@cache
def _pattern(source: bytes) -> re.Pattern[bytes]:
    """``source`` compiled, once."""
    return re.compile(source)


class OstapLog(NamedTuple):
    """A parsed format C input: the board as 64 codes (rank 8 first), the
    side that moves first and the moves as ``((fx, fy), (tx, ty))`` with
    ``x`` the file (a = 1) and ``y`` the rank."""

    cells: List[int]
    white_first: bool
    moves: List[Tuple[Square, Square]]


def _tokens(data: bytes) -> Iterator[Tuple[int, bytes]]:
    """``(line, token)`` pairs, found lazily: no split of the whole input."""
    line, pos = 1, 0
    for m in _pattern(_TOKEN).finditer(data):
        line += data.count(b"\n", pos, m.start())
        pos = m.start()
        yield line, m.group()


def parse_move(token, line: Optional[int] = None) -> Tuple[Square, Square]:
    """``'e2-e4'`` -> ``((5, 2), (5, 4))``; anything else is a FormatError."""
    tok = token.encode("utf-8", "replace") if isinstance(token, str) else bytes(token)
    # [a-h][1-8]-[a-h][1-8], compared byte by byte (no pattern on this path)
    if not (len(tok) == 5 and 97 <= tok[0] <= 104 and 49 <= tok[1] <= 56 and tok[2] == 45
            and 97 <= tok[3] <= 104 and 49 <= tok[4] <= 56):
        raise FormatError("a move like 'e2-e4' ([a-h][1-8]-[a-h][1-8])", kind="syntax", line=line,
                          found=show(token if isinstance(token, str) else tok))
    return (tok[0] - 96, tok[1] - 48), (tok[3] - 96, tok[4] - 48)


def move_token(fx: int, fy: int, tx: int, ty: int) -> str:
    """``(5, 2, 5, 4)`` -> ``'e2-e4'``."""
    return f"{_FILES[fx - 1]}{fy}-{_FILES[tx - 1]}{ty}"


def parse_ostap(text) -> OstapLog:
    """Read format C: 64 numbers -6..6, the move count P (1..60), ``White``
    or ``Black``, then P moves.

    Args:
        text: the format C input, ``str`` or bytes-like.
    """
    data = as_bytes(text)
    scanned = _core.scan_ostap(data)
    if scanned is not None:
        raw, white_first, mv = scanned
        return OstapLog([c - 256 if c > 127 else c for c in raw], white_first,
                        [((mv[i], mv[i + 1]), (mv[i + 2], mv[i + 3])) for i in range(0, len(mv), 4)])
    return read_ostap_carefully(data)


def read_ostap_carefully(data: bytes) -> OstapLog:
    """Format C token by token, with the line of every token at hand for
    the FormatError; for what the compiled scanner does not take.  A text
    that is no text (binary data, a byte-order mark, CR line ends) is said
    to be so (:func:`~fastcheck.formats.text.first_error`)."""
    try:
        return _read_tokens(data)
    except FormatError as exc:
        raise first_error(data, exc) from None


def looks_like_log(data: bytes) -> bool:
    """Does ``data`` start as a format C log does, with 8 board codes
    (-6..6)?  Such a text that breaks the format is a broken log, not a
    board file of format A or B."""
    toks = data[:256].split()[:8]
    return len(toks) == 8 and all(_pattern(_CELL).fullmatch(t) and -6 <= int(t) <= 6 for t in toks)


def _read_tokens(data: bytes) -> OstapLog:
    """The grammar of :func:`read_ostap_carefully`."""
    toks = _tokens(data)
    last_line = data.count(b"\n") + 1
    cells = []
    for i in range(64):
        item = next(toks, None)
        if item is None:
            raise FormatError(f"64 numbers for the board, got {i}", kind="truncated", line=last_line,
                              found="end of input")
        line, tok = item
        if not _pattern(_CELL).fullmatch(tok) or not -6 <= int(tok) <= 6:
            kind = "range" if _pattern(_NUMBER).fullmatch(tok) else "syntax"
            raise FormatError(f"square {i + 1} of the board: a number -6..6", kind=kind, line=line,
                              found=show(tok))
        cells.append(int(tok))
    item = next(toks, None)
    if item is None:
        raise FormatError("the number of moves P", kind="truncated", line=last_line, found="end of input")
    line, tok = item
    if not tok.isdigit() or len(tok) > 3 or not 1 <= int(tok) <= MAX_MOVES:
        raise FormatError(f"the number of moves P (1..{MAX_MOVES})", kind="range" if tok.isdigit() else "syntax",
                          line=line,
                          found=show(tok))
    count = int(tok)
    item = next(toks, None)
    if item is None:
        raise FormatError("'White' or 'Black'", kind="truncated", line=last_line, found="end of input")
    line, tok = item
    if tok not in (b"White", b"Black"):
        raise FormatError("'White' or 'Black'", kind="syntax", line=line,
                          found=show(tok))
    white_first = tok == b"White"
    moves = []
    for i in range(count):
        item = next(toks, None)
        if item is None:
            raise FormatError(f"move {i + 1} of {count}", kind="truncated", line=last_line, found="end of input")
        line, tok = item
        moves.append(parse_move(tok, line))
    item = next(toks, None)
    if item is not None:
        line, tok = item
        raise FormatError(f"end of input after {plural(count, 'move')}", kind="trailing", line=line,
                          found=show(tok))
    return OstapLog(cells, white_first, moves)


def board_text(cells: Sequence[int]) -> str:
    """8 lines of 8 numbers, rank 8 first, each line newline-terminated.

    The core writes it (``_core.ostap_board_text``, which
    ``OstapBoard.board_text`` shares): formatting 64 numbers in Python
    would cost more than replaying a whole game."""
    if len(cells) != 64:
        raise ValueError(f"64 cells expected, not {len(cells)}")
    return _core.ostap_board_text(array.array("b", cells).tobytes())


def write_ostap(cells: Sequence[int], white_first: bool, moves: Sequence[str]) -> bytes:
    """One format C input: the board, P, the side to move first, the moves
    (``'e2-e4'`` tokens), one a line."""
    tail = [str(len(moves)), "White" if white_first else "Black", *moves]
    return (board_text(cells) + "".join(s + "\n" for s in tail)).encode("ascii")
