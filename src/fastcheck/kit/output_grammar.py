"""What fastcheck's output lines look like: the verdict lines of formats A
and B in either wording, and format C's result words and board rows.

The judge uses it to tell a wrong answer (a well-formed line, but not the
expected one) from a presentation error (a line of no known kind).  The
words are :mod:`fastcheck.verdicts`', the ones ``solve`` writes with.
"""
from __future__ import annotations

from ..verdicts import COUNT, LANGS, SIDE, WORDING
from ..verdicts import FINAL_RESULTS as _FINAL
from ..verdicts import RESULT_WORDS as _WORDS

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a judge's start-up more than judging a small test
    from typing import Dict, List, Optional, Sequence, Tuple

__all__ = ["RESULT_WORDS", "FINAL_RESULTS", "CELL_TOKENS", "verdict_language", "is_board_row", "line_kind"]

#: format C's result words in code order, and those that end the game
RESULT_WORDS = tuple(_WORDS[code].encode() for code in sorted(_WORDS))
FINAL_RESULTS = tuple(_WORDS[code].encode() for code in sorted(_FINAL))
#: the numbers of a format C board row
CELL_TOKENS = frozenset(str(v).encode() for v in range(-6, 7))


def _count_token(tok: bytes) -> bool:
    """A move count as ``solve`` writes it: 1 to 20 digits, no leading zero."""
    return 1 <= len(tok) <= 20 and tok.isdigit() and tok[:1] != b"0"


def _patterns() -> Dict[int, List[Tuple[str, tuple]]]:
    """Every verdict line of :data:`~fastcheck.verdicts.WORDING` as a token
    pattern, by its number of tokens: ``(lang, slots)`` where a slot is the
    token itself, the set of side names (:data:`~fastcheck.verdicts.SIDE`)
    or ``None`` for a count (:data:`~fastcheck.verdicts.COUNT`)."""
    out: Dict[int, List[Tuple[str, tuple]]] = {}
    for lang in LANGS:
        words = WORDING[lang]
        sides = frozenset(name.encode() for name in words.sides.values())
        for template in dict.fromkeys(words.templates()):
            slots = tuple(sides if tok == SIDE else None if tok == COUNT else tok.encode()
                          for tok in template.split(" "))
            out.setdefault(len(slots), []).append((lang, slots))
    return out


_PATTERNS = _patterns()


def verdict_language(tokens: Sequence[bytes]) -> Optional[str]:
    """``'sk'`` or ``'en'`` when ``tokens`` are a verdict line in that wording
    (with or without format A's count-less Slovak check line), else ``None``."""
    t = tuple(tokens)
    for lang, slots in _PATTERNS.get(len(t), ()):
        for slot, tok in zip(slots, t):
            if not (tok == slot if isinstance(slot, bytes) else _count_token(tok) if slot is None else tok in slot):
                break
        else:
            return lang
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
