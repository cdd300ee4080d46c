"""What fastcheck's output lines look like: the verdict lines of formats A
and B in either wording, and format C's result words and board rows.

The judge uses it to tell a wrong answer (a well-formed line, but not the
expected one) from a presentation error (a line of no known kind).  The
grammar is :mod:`fastcheck.kit.compare`'s, a standard-library module (the
problem packages' C++ output comparison gets its tables written from it),
which does not import ``fastcheck.verdicts``; :func:`wording_tables`
derives its tables from the words ``solve`` writes with, and the tests check
the two equal.
"""
from __future__ import annotations

from typing import Dict, Tuple

from ..verdicts import FINAL_RESULTS as _FINAL
from ..verdicts import LANGS, WORDING
from ..verdicts import RESULT_WORDS as _WORDS
from .compare import CELL_TOKENS, FINAL_RESULTS, RESULT_WORDS, is_board_row, line_kind, verdict_language

__all__ = ["RESULT_WORDS", "FINAL_RESULTS", "CELL_TOKENS", "verdict_language", "is_board_row", "line_kind",
           "wording_tables"]


def wording_tables() -> Tuple[Dict[str, Tuple[str, ...]], Dict[str, Tuple[str, str]], Tuple[bytes, ...],
                              Tuple[bytes, ...]]:
    """:mod:`fastcheck.kit.compare`'s ``TEMPLATES``, ``SIDES``,
    ``RESULT_WORDS`` and ``FINAL_RESULTS`` as ``fastcheck.verdicts`` words
    them: each language's distinct verdict templates, its side names (White
    first), format C's result words in code order and those that end the game."""
    templates = {lang: tuple(dict.fromkeys(WORDING[lang].templates())) for lang in LANGS}
    sides = {lang: (WORDING[lang].sides[1], WORDING[lang].sides[0]) for lang in LANGS}
    results = tuple(_WORDS[code].encode() for code in sorted(_WORDS))
    final = tuple(_WORDS[code].encode() for code in sorted(_FINAL))
    return templates, sides, results, final
