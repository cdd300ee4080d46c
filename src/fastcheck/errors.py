"""The one exception type for input that breaks a format."""
from __future__ import annotations

from typing import Optional

__all__ = ["FormatError"]


class FormatError(ValueError):
    """Input that does not follow its format.

    ``line`` and ``board`` are 1-based (``None`` when they do not apply),
    ``expected`` says what the reader wanted and ``found`` what it saw.
    ``str(err)`` is one line such as
    ``line 7, board 2: expected a piece letter from 'KQRBHPkqrbhp', found 'x'``.
    """

    def __init__(
        self,
        expected: str,
        *,
        line: Optional[int] = None,
        board: Optional[int] = None,
        found: Optional[str] = None,
    ) -> None:
        self.expected = expected
        self.line = line
        self.board = board
        self.found = found
        where = []
        if line is not None:
            where.append(f"line {line}")
        if board is not None:
            where.append(f"board {board}")
        text = f"expected {expected}"
        if found is not None:
            text += f", found {found}"
        message = (", ".join(where) + ": " + text) if where else text
        super().__init__(message)

    def __reduce__(self):  # keep pickling (process pools) working
        return (_rebuild, (self.expected, self.line, self.board, self.found))


def _rebuild(expected, line, board, found):
    return FormatError(expected, line=line, board=board, found=found)


def show(token: str, limit: int = 40) -> str:
    """Quote a token for an error message, cut to ``limit`` characters."""
    if len(token) > limit:
        token = token[:limit] + "..."
    return repr(token)
