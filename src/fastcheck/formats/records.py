"""The careful line-by-line reading that formats A and B share: non-blank
records with their line numbers, bounded numbers, the ``t`` header and the
end of input -- each problem a :class:`~fastcheck.errors.FormatError`."""
from __future__ import annotations

from ..errors import FormatError, plural, show
from .common import Boards

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than solving it
    from typing import Callable, List, Tuple

__all__ = ["RecordLines", "read_number", "read_board_count", "expect_end", "fast_or_explain"]


def read_number(tok: bytes, line: int, board, what: str, lo: int, hi: int) -> int:
    """The decimal ``tok`` as an int within ``lo..hi``, else a FormatError."""
    if not tok.isdigit():
        raise FormatError(f"{what} (an integer {lo}..{hi})", kind="syntax", line=line, board=board,
                          found=show(tok))
    digits = tok.lstrip(b"0") or b"0"
    v = int(digits) if len(digits) <= 19 else None
    if v is None or not lo <= v <= hi:
        raise FormatError(f"{what} within {lo}..{hi}", kind="range", line=line, board=board,
                          found=show(tok))
    return v


class RecordLines:
    """The lines of an input, handed out as non-blank records with their
    1-based line numbers.

    ``RecordLines(data)`` holds every line; :meth:`at` only those up to the
    next record from a byte offset on, for restarting the careful reading at
    the line where a compiled scanner stopped."""

    def __init__(self, data: bytes, first: int = 0) -> None:
        self.lines = data.split(b"\n")
        self.i = 0
        #: the number of the line before ``lines[0]`` (0: the start of the input)
        self.first = first

    @classmethod
    def at(cls, data: bytes, offset: int, line: int) -> RecordLines:
        """The lines from byte ``offset`` (where line ``line`` starts; past
        the text for its end) up to and including the next non-blank one,
        or to the end when none is left: its next record (or the end of
        input) reads as from ``RecordLines(data)``, and the rest of a long
        text is not split."""
        start = offset
        while True:
            end = data.find(b"\n", start)
            if end < 0 or data[start:end].split():
                break
            start = end + 1
        return cls(data[offset:] if end < 0 else data[offset:end], line - 1)

    def next(self) -> Tuple[int, List[bytes], bytes]:
        """The next non-blank line: ``(number, tokens, raw)``; at the end of
        input the number just past it, no tokens and ``b""``."""
        while self.i < len(self.lines):
            raw = self.lines[self.i]
            self.i += 1
            toks = raw.split()
            if toks:
                return self.first + self.i, toks, raw
        end = len(self.lines) + 1 if self.lines[-1:] != [b""] else len(self.lines)
        return self.first + end, [], b""

    def rest_blank(self) -> Tuple[int, bytes]:
        """``(0, b"")`` when only blank lines remain, else the first other one."""
        while self.i < len(self.lines):
            raw = self.lines[self.i]
            self.i += 1
            if raw.split():
                return self.first + self.i, raw
        return 0, b""


def read_board_count(lines: RecordLines) -> int:
    """The first record: the number of boards ``t``."""
    line, toks, raw = lines.next()
    if not toks:
        raise FormatError("the number of boards t", kind="truncated", line=line, found="end of input")
    if len(toks) != 1:
        raise FormatError("a line with only the number of boards t", kind="syntax", line=line,
                          found=show(raw.strip()))
    return read_number(toks[0], line, None, "the number of boards t", 0, 10**18)


def expect_end(lines: RecordLines, t: int) -> None:
    """Nothing but blank lines may follow the last board."""
    line, raw = lines.rest_blank()
    if line:
        raise FormatError(f"end of input after {plural(t, 'board')}", kind="trailing", line=line,
                          found=show(raw.strip()))


def fast_or_explain(fmt: str, scanner: Callable, careful: Callable[[bytes], Boards], data: bytes) -> Boards:
    """The compiled scanner's arrays, or, when it stops at a problem, the
    careful reader's FormatError (line, board, reason)."""
    ok, result = scanner(data)
    if ok:
        return Boards(fmt, *result)
    careful(data)
    raise FormatError(f"a valid {fmt} file", kind="syntax", line=result)  # pragma: no cover - twins disagree
