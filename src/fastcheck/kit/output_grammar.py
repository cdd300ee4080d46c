"""What fastcheck's output lines look like: the verdict lines of formats A
and B in either wording, and format C's result words and board rows.

The judge uses it to tell a wrong answer (a well-formed line, but not the
expected one) from a presentation error (a line of no known kind).
"""
from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a judge's start-up more than judging a small test
    from typing import Optional, Sequence

__all__ = ["RESULT_WORDS", "FINAL_RESULTS", "CELL_TOKENS", "verdict_language", "is_board_row", "line_kind"]

#: the sides in the Slovak and English wordings
_SK_SIDES = (b"Biely", b"Cierny")
_EN_SIDES = (b"White", b"Black")
#: format C's result words, and those that end the game
RESULT_WORDS = (b"Incorrect", b"Correct", b"Check", b"Mate", b"Draw")
FINAL_RESULTS = (b"Incorrect", b"Mate", b"Draw")
#: the numbers of a format C board row
CELL_TOKENS = frozenset(str(v).encode() for v in range(-6, 7))


def _count_token(tok: bytes) -> bool:
    """A move count: 1 to 20 digits, no leading zero."""
    return 1 <= len(tok) <= 20 and tok.isdigit() and tok[:1] != b"0"


def verdict_language(tokens: Sequence[bytes]) -> Optional[str]:
    """``'sk'`` or ``'en'`` when ``tokens`` are a verdict line in that wording
    (with or without format A's count-less Slovak check line), else ``None``."""
    t = tuple(tokens)
    n = len(t)
    if t in ((b"Neutralna", b"situacia."), (b"Nemozna", b"situacia.")):
        return "sk"
    if t in ((b"Safe",), (b"Impossible",)):
        return "en"
    if n >= 4 and t[0] in _SK_SIDES and t[1:3] == (b"hrac", b"ma"):
        if n == 4 and t[3] in (b"mat.", b"sach."):
            return "sk"
        if n == 8 and t[3] == b"sach." and t[4] == b"Ma" and _count_token(t[5]) and t[6:] == (b"platnych", b"tahov."):
            return "sk"
        return None
    if n == 2 and t[0] in _EN_SIDES and t[1] == b"Checkmate":
        return "en"
    if n == 6 and t[0] in _EN_SIDES and t[1:3] == (b"Check", b"-") and _count_token(t[3]) \
            and t[4:] == (b"Plausible", b"Moves"):
        return "en"
    return None


def is_board_row(tokens: Sequence[bytes]) -> bool:
    """Eight numbers -6..6: a row of format C's final board."""
    return len(tokens) == 8 and all(t in CELL_TOKENS for t in tokens)


def line_kind(tokens: Sequence[bytes]) -> Optional[str]:
    """The class of an output line: ``blank``, ``result``, ``row``, ``sk`` or
    ``en`` (a verdict line), or ``None`` for garbage."""
    if not tokens:
        return "blank"
    if len(tokens) == 1 and tokens[0] in RESULT_WORDS:
        return "result"
    if is_board_row(tokens):
        return "row"
    return verdict_language(tokens)
