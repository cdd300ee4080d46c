"""The C++ validators and checker of every package kind, made of one source
per program in ``programs/``: the input validator
(``standalone_input_validator.cpp``) and the output comparison
(``output_comparison.cpp``, after the input validator's text, with
fastcheck's tables written in), each put into the wrapper of a judge's
convention (Kattis/ICPC output validator, testlib checker and validator),
which differ only in arguments and exit codes.
"""
from __future__ import annotations

import errno
import json
import re
from typing import Dict, Iterable

from ... import _oserrors
from .. import compare
from .layout import package_text

__all__ = ["INPUT_VALIDATOR", "COMPARISON", "tables", "comparison_text", "with_settings", "program_source"]

#: the shared sources: the input validator (a standalone program too) and the output comparison
INPUT_VALIDATOR, COMPARISON = "standalone_input_validator.cpp", "output_comparison.cpp"


def _array(kind: str, name: str, items: Iterable[str]) -> str:
    """A C++ array declaration of ``items`` (C++ expressions)."""
    return f"const {kind} {name}[] = {{{', '.join(items)}}};\n"


def tables() -> str:
    """fastcheck's words and limits as C++ declarations, written from their Python sources: the
    verdict lines, side names and result words (:mod:`fastcheck.kit.compare`, checked equal to
    ``fastcheck.verdicts``), the line limits, the message prefixes, the OS errors' words
    (``fastcheck._oserrors``)."""
    q = json.dumps
    width = max(len(lines) for lines in compare.TEMPLATES.values())
    rows = []
    for lang, lines in compare.TEMPLATES.items():
        cells = ", ".join(q(line) for line in lines)
        sides = ", ".join(q(side) for side in compare.SIDES[lang])
        rows.append(f"    {{{q(lang)}, {{{cells}}}, {len(lines)}, {{{sides}}}}},")
    board_cells = sorted(compare.CELL_TOKENS, key=int)
    reasons = [f"{{{errno.errorcode[code]}, {q(text)}}}" for code, text in _oserrors.OS_REASONS.items()]
    return (f"const char* const SIDE = {q(compare.SIDE)};\nconst char* const COUNT = {q(compare.COUNT)};\n"
            f"struct Wording {{\n    const char* lang;\n    const char* lines[{width}];\n    size_t templates;\n"
            "    const char* sides[2];\n};\n"
            "const Wording WORDINGS[] = {\n" + "\n".join(rows) + "\n};\n"
            + _array("char* const", "RESULT_WORDS", (q(w.decode()) for w in compare.RESULT_WORDS))
            + _array("char* const", "FINAL_RESULTS", (q(w.decode()) for w in compare.FINAL_RESULTS))
            + _array("char* const", "CELL_TOKENS", (q(c.decode()) for c in board_cells))
            + _array("char* const", "FORMATS", (q(f) for f in compare.FORMATS))
            + "// the message prefixes by verdict: OK, WA, PE, FAIL\n"
            + _array("char* const", "PREFIX", (q(compare.PREFIX[v]) for v in (compare.OK, compare.WA, compare.PE,
                                                                                 compare.FAIL)))
            + f"constexpr size_t MAX_LINE = {compare.MAX_LINE}, MAX_EXTRA = {compare.MAX_EXTRA}, "
            f"QUOTE_LIMIT = {compare.QUOTE_LIMIT};\nconstexpr u64 MAX_MOVES = {compare.MAX_MOVES};\n"
            "struct Reason {\n    int code;\n    const char* text;\n};\n"
            "const Reason OS_REASONS[] = {\n" + "".join(f"    {r},\n" for r in reasons) + "};\n"
            + _array("int", "WRITE_ERRNOS", (errno.errorcode[code] for code in _oserrors.WRITE_ERRNOS)))


def comparison_text() -> str:
    """The output comparison after the input validator's text (whose helpers it uses), tables written in."""
    text = package_text("programs", COMPARISON)
    if text.count("@@WORDS@@\n") != 1:
        raise AssertionError(f"{COMPARISON} has no one place for fastcheck's tables")
    return package_text("programs", INPUT_VALIDATOR) + text.replace("@@WORDS@@\n", tables())


#: the piece letters of format B in the input validator's source: the classic variant's (kinds.LETTERS), which
#: the setting PACKAGE_LETTERS replaces with a variant's (not those of format A's rows, after a '.')
SOURCE_LETTERS = re.compile(r"(?<![.])KQRBHPkqrbhp")


def with_settings(text: str, settings: Dict[str, object]) -> str:
    """A C++ source with ``#define`` lines on top for those of ``settings`` it reads (``#ifndef KEY``);
    ``PACKAGE_LETTERS`` (a variant's letters, as messages list them) is written into format B's letters."""
    letters = settings.get("PACKAGE_LETTERS")
    if letters is not None:
        text = SOURCE_LETTERS.sub(str(letters), text)
    defines = "".join(f"#define {key} {value if isinstance(value, int) else json.dumps(value)}\n"
                      for key, value in settings.items() if re.search(rf"^#ifndef {key}$", text, re.M))
    return ("// The settings of this package.\n" + defines if defines else "") + text


#: the wrappers' places for the shared sources, and the text each place gets
PLACES = {"@@INPUT_VALIDATOR@@\n": lambda: package_text("programs", INPUT_VALIDATOR),
          "@@OUTPUT_COMPARISON@@\n": comparison_text}


def program_source(wrapper: str, settings: Dict[str, object]) -> str:
    """The wrapper ``programs/<wrapper>`` with the shared source it names in its place, that source's
    settings (:func:`with_settings`) on top of it."""
    text = package_text("programs", wrapper)
    for place, core in PLACES.items():
        head, found, tail = text.partition(place)
        if found:
            return head + with_settings(core(), settings) + tail
    raise AssertionError(f"{wrapper} has no place for a shared source")
