"""Writing a Kattis problem package to disk: ``problem.yaml``, the
statement filled in for the format, limits and wording, the test data, the
programs and the zip for an upload.

Two versions of the package format: ``legacy`` (what DOMjudge imports and
problemtools checks fully; LaTeX statement in ``problem_statement/``,
``output_validators/``, ``.timelimit``) and ``2023-07`` (problemtools
accepts a Markdown statement only there: ``statement/problem.en.md``,
``output_validator/``, the time limit in ``problem.yaml``)."""
from __future__ import annotations

import json
import os
import re
import zipfile
from importlib import resources
from typing import Dict, List, NamedTuple, Optional, Sequence, Tuple

from ..._version import __version__
from ...kinds import CLASSIC, KIND_NAMES, LETTERS, LISTED_KINDS, PIECE_LETTERS, PIECE_TYPES
from ...variants import Variant
from ...verdicts import verdict_line
from ..validate import EMPTY_LINES, PRESETS
from .metadata import DEFAULT, TIME_LIMIT, Metadata, problem_uuid, variant_identity
from .variant import rules_tex, tex_escape

__all__ = ["write_package", "write_files", "zip_package", "statement_tex", "statement_md", "problem_yaml", "MARKER",
           "PACKAGE_FORMATS", "MARKER_PREFIX", "TIME_LIMIT", "TIME_MULTIPLIER", "Validator"]

#: versions of the Kattis problem package format written here
PACKAGE_FORMATS = ("legacy", "2023-07")
#: first line of every problem.yaml written here, but the kind (``--force`` only replaces such a package)
MARKER_PREFIX = "# Written by 'fastcheck package "
MARKER = MARKER_PREFIX + "kattis'"
SOURCES = {
    "grid": ("KSP, Turnaj Mladých Šachistov (also SPOJ CSTATE1)", "https://www.spoj.com/problems/CSTATE1/"),
    "sparse": ("KSP, Turnaj Veľkých Šachistov (also SPOJ CSTATE3)", "https://www.spoj.com/problems/CSTATE3/"),
    "ostap": ("Timus Online Judge, problem 1380", "https://acm.timus.ru/problem.aspx?space=1&num=1380"),
}
#: the time limit over the slowest accepted run (problem.yaml's time_multiplier, legacy format; the 2023-07
#: format's default ac_to_time_limit): problemtools' legacy default of 5 would make the C++ solution's 0.15 s
#: on format B's limits test, a CPU time that varies by a third with the machine's load, set 1 s or 2 s
TIME_MULTIPLIER = 2

# one entry per verdict: (state code, what it means); the lines come from fastcheck.verdict_line
_MEANINGS = (
    (0, None, "neither king is in check"),
    (1, None, "both kings are in check"),
    (3, 5, "White's king is in check and White has $m \\ge 1$ valid moves"),
    (3, 0, "White's king is in check and White has no valid move"),
    (2, 5, "Black's king is in check and Black has $m \\ge 1$ valid moves"),
    (2, 0, "Black's king is in check and Black has no valid move"),
)


def package_text(*parts: str) -> str:
    """A data file of this package (``programs/``, ``samples/``, ``statements/``)."""
    node = resources.files(__package__)
    for part in parts:                 # one name at a time: Python < 3.11 joins one
        node = node.joinpath(part)
    return node.read_text(encoding="utf-8")


def _tex_number(v: int) -> str:
    if v >= 10**6 and str(v).rstrip("0") == "1":
        return f"10^{{{len(str(v)) - 1}}}"
    s = f"{v:,}".replace(",", "\\,")
    return s


def _bound(name: str, bounds, default: str) -> str:
    if bounds is None:
        return default
    lo, hi = bounds
    if lo == hi:
        return f"${name} = {_tex_number(lo)}$"
    return f"${_tex_number(lo)} \\le {name} \\le {_tex_number(hi)}$"


def _limits_text(fmt: str, preset: str) -> str:
    p = PRESETS[preset]
    if fmt == "ostap":
        return _bound("P", p.moves, "$P \\ge 1$")
    if fmt == "grid":
        return _bound("t", p.t, "$t \\ge 1$")
    parts = [_bound("t", p.t, "$t \\ge 1$"), _bound("n", p.n, "$1 \\le n \\le 10^{18}$"),
             _bound("p", p.p, "$p \\ge 2$")]
    text = ", ".join(parts)
    if p.total_p is not None:
        text += f", and the $p$ of all positions add up to at most ${_tex_number(p.total_p)}$"
    return text


def _verdicts_tex(fmt: str, lang: str) -> str:
    items = []
    for code, count, meaning in _MEANINGS:
        line = verdict_line(code, count or 0, lang, fmt == "grid")
        if count:
            line = line.replace(str(count), "$m$")
        items.append(f"\\item \\texttt{{{line}}} --- {meaning};")
    items[-1] = items[-1][:-1] + "."
    note = ""
    if lang == "sk":
        note = ("\n\nThe lines are Slovak, written without diacritics (\\texttt{Biely} is White and "
                "\\texttt{Cierny} Black); print them exactly as shown.")
    return "\\begin{itemize}\n" + "\n".join(items) + "\n\\end{itemize}" + note


def _pieces_tex(variant: Optional[Variant] = None) -> str:
    r"""The kinds as the rules name them: ``\texttt{K} king, ... and \texttt{P} pawn``; with a
    ``variant``, its kinds, its own after the classic ones."""
    if variant is None:
        named = [f"\\texttt{{{PIECE_LETTERS[k].upper()}}} {KIND_NAMES[k]}" for k in LISTED_KINDS if k in PIECE_TYPES]
    else:
        rows = {row.letter: row for row in variant.kinds}
        named = [f"\\texttt{{{c}}} {tex_escape(rows[c.lower()].name)}" for c in variant.letters.listed if c.isupper()]
        pawn = next(i for i, text in enumerate(named) if text.startswith("\\texttt{P}"))
        named.append(named.pop(pawn))          # the pawn last, as in the classic list
    return ", ".join(named[:-1]) + " and " + named[-1]


def statement_tex(fmt: str, preset: str, lang: str, title: str, variant: Optional[Variant] = None) -> str:
    """The English LaTeX statement of ``fmt`` for the limits and wording, named ``title``; ``variant``
    its pieces (None: the classic ones)."""
    text = package_text("statements", fmt + ".en.tex")
    fill = {"@@NAME@@": title, "@@T@@": _limits_text(fmt, preset), "@@P@@": _limits_text(fmt, preset)}
    if fmt != "ostap":
        rules = package_text("statements", "boards-rules.tex")
        rules = rules.replace("@@OWN_PIECES@@\n", "") if variant is None else rules_tex(rules, variant)
        fill["@@RULES@@"] = rules.strip().replace("@@PIECES@@", _pieces_tex(variant))
        fill["@@LETTERS@@"] = LETTERS if variant is None else variant.letters.listed
        fill["@@EMPTY_LINES@@"] = EMPTY_LINES
        fill["@@VERDICTS@@"] = _verdicts_tex(fmt, lang)
    for key, value in fill.items():
        text = text.replace(key, value)
    if "@@" in text:
        raise AssertionError(f"unfilled placeholder in the {fmt} statement")
    return text


def statement_md(fmt: str, preset: str, lang: str, title: str, variant: Optional[Variant] = None) -> str:
    """The same statement in Markdown (for the 2023-07 package format): the
    LaTeX above, translated; the problem name comes from ``problem.yaml``."""
    text = re.sub(r"\\problemname\{[^}]*\}\n*", "", statement_tex(fmt, preset, lang, title, variant))
    text = text.replace("\\begin{verbatim}\n", "```\n").replace("\n\\end{verbatim}", "\n```")
    text = re.sub(r"\\section\*\{([^}]*)\}", r"## \1", text)
    text = re.sub(r"\\texttt\{([^}]*)\}", lambda m: "`" + m.group(1).replace("$", "") + "`", text)
    text = re.sub(r"\\emph\{([^}]*)\}", r"*\1*", text)
    text = re.sub(r"\\(begin|end)\{itemize\}\n?", "\n", text)
    text = re.sub(r"^\\item ", "- ", text, flags=re.M)
    text = text.replace("---", "\u2014")
    if re.search(r"\\[a-z]+\{", text):
        raise AssertionError(f"LaTeX left in the Markdown statement of {fmt}")
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


def source_credit(fmt: str, variant: Variant) -> Optional[Tuple[str, str]]:
    """The problem's source (name, url): the seed problem of the format, for
    its classic variant only (another variant's pieces are no seed's)."""
    return SOURCES[fmt] if variant.builtin_name == CLASSIC else None


def package_uuid(short_name: str, fmt: str, preset: str, lang: str, meta: Metadata, variant: Variant) -> str:
    """The problem's uuid (:func:`.metadata.problem_uuid`) as a package writes it."""
    return str(problem_uuid(short_name, meta.name(fmt), fmt, variant_identity(variant), preset, lang))


def problem_yaml(fmt: str, preset: str, lang: str, command: str, version: str = "legacy",
                 meta: Metadata = DEFAULT, short_name: str = "", variant: Optional[Variant] = None) -> str:
    """``problem.yaml``: name, credits, source, license; custom validation;
    the time multiplier (legacy format) or the time limit (2023-07)."""
    variant = variant or Variant.builtin(CLASSIC)
    credit = source_credit(fmt, variant)
    ident = package_uuid(short_name, fmt, preset, lang, meta, variant)
    q = json.dumps   # a JSON string is a YAML double-quoted scalar
    head = (f"{MARKER} (fastcheck {__version__}).\n"
            f"# Rebuild: {command}\n")
    if version == "2023-07":
        return (head + "problem_format_version: 2023-07-draft\n"
                f"name: {q(meta.name(fmt), ensure_ascii=False)}\n"
                f"uuid: {ident}\n"
                f"credits: {q(meta.author, ensure_ascii=False)}\n"
                + (f"source:\n  name: {q(credit[0], ensure_ascii=False)}\n  url: {q(credit[1])}\n" if credit else "")
                + f"license: {meta.license}\n"
                f"rights_owner: {q(meta.owner(), ensure_ascii=False)}\n"
                f"keywords: [chess, check, checkmate]\n"
                f"limits:\n  time_limit: {meta.seconds()}\n"
                f"# the output validator is fastcheck's judge (output_validator/)\n")
    return (head + f"name: {q(meta.name(fmt), ensure_ascii=False)}\n"
            f"uuid: {ident}\n"
            f"author: {q(meta.author, ensure_ascii=False)}\n"
            + (f"source: {q(credit[0], ensure_ascii=False)}\nsource_url: {q(credit[1])}\n" if credit else "")
            + f"license: {meta.license}\n"
            f"rights_owner: {q(meta.owner(), ensure_ascii=False)}\n"
            f"keywords: chess check checkmate\n"
            f"# the output validator is fastcheck's judge (output_validators/)\n"
            f"validation: custom\n"
            f"# the time limit (.timelimit) is at least {TIME_MULTIPLIER} times the slowest accepted run\n"
              f"limits:\n  time_multiplier: {TIME_MULTIPLIER}\n")


def _write(path: str, text: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)


class Validator(NamedTuple):
    """A validator program: its file name's extension (``.py``, ``.cpp``) and its source."""

    ext: str
    source: str


def write_package(directory: str, fmt: str, preset: str, lang: str, command: str,
                  samples: Sequence[Tuple[str, str, str]], secret: Sequence[Tuple[str, str, str, str]],
                  programs: Dict[str, str], input_validator: Validator, output_validator: Validator,
                  version: str = "legacy", meta: Metadata = DEFAULT, variant: Optional[Variant] = None) -> List[str]:
    """Write everything; ``samples`` (name, input, answer), ``secret``
    (name, input, answer, how it was made), ``programs`` (path under
    ``submissions/``, source), the validators; ``version`` of the package
    format; ``variant`` the problem's pieces (default: the classic ones).
    Returns the files written."""
    short_name = os.path.basename(os.path.abspath(directory))
    files: Dict[str, str] = {"problem.yaml": problem_yaml(fmt, preset, lang, command, version, meta, short_name,
                                                          variant),
                             "input_validators/fastcheck_validate" + input_validator.ext: input_validator.source}
    own = variant if variant is not None and variant.builtin_name != CLASSIC else None
    if version == "2023-07":
        files["statement/problem.en.md"] = statement_md(fmt, preset, lang, meta.name(fmt), own)
        files["output_validator/fastcheck_judge" + output_validator.ext] = output_validator.source
    else:
        files[".timelimit"] = meta.seconds() + "\n"
        files["problem_statement/problem.en.tex"] = statement_tex(fmt, preset, lang, meta.name(fmt), own)
        files["output_validators/fastcheck_judge/fastcheck_judge" + output_validator.ext] = output_validator.source
    for name, text, answer in samples:
        files[f"data/sample/{name}.in"] = text
        files[f"data/sample/{name}.ans"] = answer
    for name, text, answer, desc in secret:
        files[f"data/secret/{name}.in"] = text
        files[f"data/secret/{name}.ans"] = answer
        files[f"data/secret/{name}.desc"] = desc + "\n"
    files.update({"submissions/" + name: text for name, text in programs.items()})
    return write_files(directory, files)


def write_files(directory: str, files: Dict[str, str]) -> List[str]:
    """Write ``files`` (path under ``directory`` with ``/``, text) as UTF-8 with LF line ends; their paths."""
    for rel, text in files.items():
        _write(os.path.join(directory, *rel.split("/")), text)
    return sorted(files)


def zip_package(directory: str) -> str:
    """``directory.zip`` with ``problem.yaml`` at its root (DOMjudge's upload)."""
    path = os.path.normpath(directory) + ".zip"
    names: List[str] = []
    for root, _, files in os.walk(directory):
        names.extend(os.path.join(root, f) for f in files)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name in sorted(names):
            info = zipfile.ZipInfo(os.path.relpath(name, directory).replace(os.sep, "/"), (1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            with open(name, "rb") as fh:
                zf.writestr(info, fh.read())
    return path
