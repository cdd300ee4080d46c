"""The one exception type for input that breaks a format, and the wording
of what a message shows: a found token, a byte, an argument of the wrong
type, an operating-system error (``fastcheck._oserrors``)."""
from __future__ import annotations

#: the OS errors' wording is the judge's comparison's too (a module of its own, standard library only)
from ._oserrors import os_message as os_error_message

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than solving it
    from typing import Optional, Union

__all__ = ["FormatError", "ERROR_KINDS", "show", "byte_name", "plural", "os_error_message", "wrong_type"]

#: what went wrong, machine-readable (``FormatError.kind``):
ERROR_KINDS = (
    "syntax",     # a token or line not of the expected form (not a number, a bad letter, a bad move)
    "range",      # a number outside its range (a size, a coordinate, a count, a cell code)
    "truncated",  # the input ends before the format says it does
    "trailing",   # text after the end of the input
    "kings",      # not exactly one king of each colour
    "duplicate",  # two pieces on one square
    "layout",     # the strict validator's spacing, blank lines and byte rules
    "limit",      # a contest limit of the validator's preset
    "argument",   # an API argument of the wrong shape (a wrong type is a TypeError: wrong_type)
)


class FormatError(ValueError):
    """Input that does not follow its format.

    ``str(err)`` is one line such as
    ``line 7, board 2: expected a piece letter from 'KQRBHPkqrbhp', found 'x'``.

    Args:
        expected: what the reader wanted.
        kind: one of :data:`~fastcheck.errors.ERROR_KINDS`.
        line: the input's line, 1-based; ``None`` when it does not apply.
        board: the board's number, 1-based; ``None`` when it does not apply.
        found: what the reader saw; ``None`` when nothing is quoted.
        hint: what the caller may have meant, written after a semicolon;
            ``None`` for none.
    """

    def __init__(
        self,
        expected: str,
        *,
        kind: str = "syntax",
        line: Optional[int] = None,
        board: Optional[int] = None,
        found: Optional[str] = None,
        hint: Optional[str] = None,
    ) -> None:
        if kind not in ERROR_KINDS:
            raise ValueError(f"unknown FormatError kind {kind!r}")
        self.expected = expected
        self.kind = kind
        self.line = line
        self.board = board
        self.found = found
        self.hint = hint
        where = []
        if line is not None:
            where.append(f"line {line}")
        if board is not None:
            where.append(f"board {board}")
        text = f"expected {expected}"
        if found is not None:
            text += f", found {found}"
        message = (", ".join(where) + ": " + text) if where else text
        if hint is not None:
            message += f"; {hint}"
        super().__init__(message)

    def __reduce__(self):  # keep pickling (process pools) working
        return (_rebuild, (self.expected, self.kind, self.line, self.board, self.found, self.hint))


def _rebuild(expected, kind, line, board, found, hint=None):
    return FormatError(expected, kind=kind, line=line, board=board, found=found, hint=hint)


#: the bytes a message shows as they are: printable ASCII, and the tab
_SHOWN = bytes([0x09]) + bytes(range(0x20, 0x7F))


def _first_unshown(raw: bytes) -> int:
    """The index of the first byte of ``raw`` that is not shown as it is
    (-1: none), found in C and no further than that byte: a token may be a
    whole 200 MB input."""
    import re  # the error path's alone: not at start-up

    found = re.search(b"[^" + re.escape(_SHOWN) + b"]", raw)
    return found.start() if found else -1


def byte_name(value: int) -> str:
    """How every message names a byte that is not printable text: ``byte 0xff``."""
    return f"byte 0x{value:02x}"


def show(token: Union[str, bytes], limit: int = 40) -> str:
    """Quote a token (or a line) for an error message, cut to ``limit``
    characters.  Bytes of input are shown as text while they are printable
    ASCII; the first other byte is named by its value (:func:`byte_name`),
    after the text before it: ``byte 0x14 after 'k'`` -- never a
    replacement character, and every byte one way."""
    if isinstance(token, (bytes, bytearray, memoryview)):
        raw = bytes(token)
        bad = _first_unshown(raw)
        if bad < 0:
            return show(raw[:limit + 1].decode("ascii"), limit)
        before = raw[:min(bad, limit + 1)].decode("ascii")
        return byte_name(raw[bad]) + (f" after {show(before, limit)}" if bad else "")
    if len(token) > limit:
        token = token[:limit] + "..."
    return repr(token)


def plural(count: int, noun: str) -> str:
    """``1 board``, ``2 boards``: a count and its noun, as messages write them."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def wrong_type(expected: str, value: object) -> TypeError:
    """The :class:`TypeError` of an API argument of the wrong type, worded as
    a :class:`~fastcheck.FormatError`: ``expected a FEN string, found None (NoneType)``."""
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:40] + "..."
    return TypeError(f"expected {expected}, found {shown} ({type(value).__name__})")
