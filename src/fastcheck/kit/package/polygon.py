"""A Codeforces Polygon problem package for format A, B or C: what a
setter uploads to Polygon (and what CMS's ``polygon_xml`` loader and the
converters to DOMjudge and PCMS2 read).

``problem.xml`` names the testset (the samples first, then the secret tests
of the Kattis package's plan, :func:`.kattis.plan_package`), the checker and
the validator with tests of their own, and the solutions with their tags
(``main``, ``accepted``, ``wrong-answer``, ``time-limit-exceeded``).  The
checker and the validator are testlib programs in C++ made of the shared
sources (``programs/testlib_checker.cpp`` around the output comparison
that the Kattis and ICPC output validator shares, and
``programs/testlib_validator.cpp`` around the standalone input validator):
standalone but for ``#include "testlib.h"``, which Polygon provides.  The
validator is strict, as Polygon's are by convention (testlib's strict
reading): it takes each input in its one canonical spelling only (LF line
ends, no trailing whitespace, a final newline), as the ICPC package's does,
and the tests are written so.  The
package does not carry testlib.h.  ``scripts/rebuild.sh`` writes the same
package again.
"""
from __future__ import annotations

import os
import shlex
import shutil
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Tuple
from xml.sax.saxutils import quoteattr

from ..._version import __version__
from ...kinds import CLASSIC
from ...variants import Variant
from ..compare import RESULT_WORDS, TEMPLATES, verdict_language
from ..judge import judge
from ..validate import validate
from .invalid import canonical_text, invalid_inputs
from .kattis import check_directory, check_options, check_target, plan_package, rebuild_command
from .layout import MARKER_PREFIX, package_uuid, statement_tex, write_files, zip_package
from .metadata import Metadata, check_metadata
from .sources import program_source
from .submissions import package_settings
from .variant import check_variant, own_variant, variant_option

__all__ = ["build_polygon", "PolygonPackage", "checker_source", "validator_source", "TAGS"]

#: the solution tag by the Kattis package's submission folder
TAGS = {"accepted": "accepted", "wrong_answer": "wrong-answer", "time_limit_exceeded": "time-limit-exceeded"}
#: Polygon's source types
CPP, PYTHON = "cpp.g++17", "python.3"
#: memory limit (bytes): Polygon's default
MEMORY = 256 << 20


@dataclass
class PolygonPackage:
    """What :func:`build_polygon` wrote.

    Args:
        path: the package's directory.
        zip_path: the zip written, or ``None``.
        tests: the test names, in testset order.
        caught: for each wrong solution, the first test it fails.
    """

    path: str
    zip_path: Optional[str]
    tests: List[str]
    caught: Dict[str, str]


def validator_source(fmt: str, preset: str, canonical: bool = True, variant: Optional[Variant] = None) -> str:
    """The testlib validator: the input validator for ``fmt`` and ``preset`` (and a variant's letters), exit 0
    valid, 3 invalid; ``canonical`` (the package's) also refuses a valid input not spelled canonically (CRLF,
    trailing spaces, no final newline), as :func:`~fastcheck.kit.validate.validate` with ``canonical=True`` does."""
    return program_source("testlib_validator.cpp", package_settings(fmt, preset, canonical, variant))


def checker_source(fmt: str, preset: str, variant: Optional[Variant] = None) -> str:
    """The testlib checker of ``fmt``: the packages' output comparison, exit 0 OK, 1 WA, 2 PE, 3 FAIL."""
    return program_source("testlib_checker.cpp", package_settings(fmt, preset, variant=variant))


def _testset_xml(indent: str, head: str, pattern: Dict[str, str], tests: List[str]) -> str:
    """A ``<testset>`` element: ``head`` (its opening tag and the lines before the test count), the
    path patterns and the ``<test>`` elements, indented by ``indent``."""
    lines = head.split("\n") + [f"    <test-count>{len(tests)}</test-count>"]
    lines += [f"    <{key}-path-pattern>{value}</{key}-path-pattern>" for key, value in pattern.items()]
    lines += ["    <tests>"] + [f"        {t}" for t in tests] + ["    </tests>", "</testset>"]
    return "".join(f"{indent}{line}\n" for line in lines)


def _comment(text: str) -> str:
    """An XML comment line (which may not hold ``--``)."""
    while "--" in text:
        text = text.replace("--", "- -")
    return f"<!-- {text.rstrip('-')} -->\n"


def problem_xml(name: str, fmt: str, preset: str, lang: str, meta: Metadata,
                tests: List[Tuple[str, bool]], validator_tests: int, checker_tests: List[str],
                solutions: List[Tuple[str, str, str]], variant: Variant) -> str:
    """``problem.xml``: ``tests`` (description, sample?) in order, the validator's and the
    checker's tests (their verdicts), ``solutions`` (path, source type, tag), ``variant`` the pieces."""
    q = quoteattr
    sample = ' sample="true"'
    testset = _testset_xml("        ", f'<testset name="tests">\n    <time-limit>{round(meta.time_limit * 1000)}'
                           f"</time-limit>\n    <memory-limit>{MEMORY}</memory-limit>",
                           {"input": "tests/%02d", "answer": "tests/%02d.a"},
                           [f'<test description={q(desc)} method="manual"{sample if is_sample else ""}/>'
                            for desc, is_sample in tests])
    checker = _testset_xml("            ", "<testset>", {
        "input": "files/tests/checker-tests/%02d", "output": "files/tests/checker-tests/%02d.o",
        "answer": "files/tests/checker-tests/%02d.a"}, [f'<test verdict="{v}"/>' for v in checker_tests])
    validator = _testset_xml("                ", "<testset>", {"input": "files/tests/validator-tests/%02d"},
                             ['<test verdict="invalid"/>'] * validator_tests)
    sols = "".join(f'            <solution tag="{tag}">\n'
                   f'                <source path="{path}" type="{kind}"/>\n'
                   f"            </solution>\n" for path, kind, tag in solutions)
    return ('<?xml version="1.0" encoding="utf-8" standalone="no"?>\n'
            f"<!-- {MARKER_PREFIX[2:]}polygon' (fastcheck {__version__}).  Rebuild: scripts/rebuild.sh -->\n"
            + _comment(f"uuid: {package_uuid(name, fmt, preset, lang, meta, variant)}; author: {meta.author}; "
                       f"rights owner: {meta.owner()}; license: {meta.license}") +
            f'<problem revision="1" short-name={q(name)}>\n'
            "    <names>\n"
            f'        <name language="english" value={q(meta.name(fmt))}/>\n'
            "    </names>\n"
            "    <statements>\n"
            '        <statement charset="UTF-8" language="english" path="statements/english/problem.tex" '
            'type="application/x-tex"/>\n'
            "    </statements>\n"
            '    <judging input-file="" output-file="">\n' + testset +
            "    </judging>\n"
            "    <files>\n"
            "        <resources>\n"
            '            <file path="files/testlib.h" type="h.g++"/>\n'
            "        </resources>\n"
            "    </files>\n"
            "    <assets>\n"
            '        <checker type="testlib">\n'
            f'            <source path="files/check.cpp" type="{CPP}"/>\n'
            '            <copy path="check.cpp"/>\n' + checker +
            "        </checker>\n"
            "        <validators>\n"
            "            <validator>\n"
            f'                <source path="files/val.cpp" type="{CPP}"/>\n' + validator +
            "            </validator>\n"
            "        </validators>\n"
            "        <solutions>\n" + sols +
            "        </solutions>\n"
            "    </assets>\n"
            '    <tags>\n        <tag value="chess"/>\n    </tags>\n'
            "</problem>\n")


#: Polygon's checker-test verdicts by fastcheck judge's
CHECKER_VERDICTS = {"OK": "ok", "WA": "wrong-answer", "PE": "presentation-error"}


def _checker_tests(inp: str, ans: str, variant: Variant) -> List[Tuple[str, str, str, str]]:
    """(input, output, answer, verdict) of the checker's own tests, made from a sample: the answer
    itself and with CRLF, cut after its first line, with its first line another well-formed one,
    with garbage first; each verdict is ``fastcheck judge``'s, the input read with ``variant``'s pieces."""
    first, rest = ans.split("\n", 1)
    lang = verdict_language(first.encode().split())
    others = list(TEMPLATES[lang][:2]) if lang else [w.decode() for w in RESULT_WORDS]
    other = next(line for line in others if line != first)
    outputs = [ans, ans.replace("\n", "\r\n"), first + "\n", other + "\n" + rest, "garbage\n" + ans]
    return [(inp, out, ans, CHECKER_VERDICTS[judge(inp, out, ans, variant=variant).verdict]) for out in outputs]


def build_polygon(directory: str, format: str, *, seed: int, tests: int = 20, limits: str = "auto",
                  lang: str = "sk", zip: bool = False, force: bool = False, meta: Optional[Metadata] = None,
                  log: Optional[Callable[[str], None]] = None, variant: Any = CLASSIC) -> PolygonPackage:
    """Write the Polygon package for ``format`` into ``directory``; the
    options are :func:`~fastcheck.kit.package.build_kattis`'s; raises its
    :class:`.errors.PackageError` as it does.

    Args:
        directory: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        format: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        seed: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        tests: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        limits: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        lang: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        zip: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        force: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        meta: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        log: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        variant: as :func:`~fastcheck.kit.package.build_kattis` takes it.
    """
    say = log or (lambda msg: None)
    fmt, preset = check_options(format, tests, limits, lang)
    var = check_variant(fmt, variant)
    meta = check_metadata(meta or Metadata())
    directory = check_directory(directory)
    replace = check_target(directory, force)
    own = own_variant(var)
    plan = plan_package(fmt, preset, lang, seed, tests, say, variant=own)
    files: Dict[str, str] = {}
    order = [("sample " + name, True, text, answer) for name, text, answer in plan.samples]
    order += [(t.desc, False, t.text, t.answer) for _, t in plan.secret]
    for i, (_, _, text, answer) in enumerate(order, 1):
        text = canonical_text(fmt, text)
        res = validate(text, format=fmt, limits=preset, canonical=True, variant=var)
        if not res.ok:
            raise AssertionError(f"test {i:02d} is not canonical: {res.error}")
        files[f"tests/{i:02d}"] = text
        files[f"tests/{i:02d}.a"] = answer
    invalid = invalid_inputs(fmt, canonical_text(fmt, plan.samples[-1][1]), var)
    # the validator refuses what validate(canonical=True) refuses (CRLF, say): its tests, but for the empty one
    invalid = {name: text for name, text in invalid.items() if text}
    for i, text in enumerate(invalid.values(), 1):
        files[f"files/tests/validator-tests/{i:02d}"] = text
    checks = _checker_tests(plan.samples[-1][1], plan.samples[-1][2], var)
    for i, (inp, out, ans, _) in enumerate(checks, 1):
        files[f"files/tests/checker-tests/{i:02d}"] = inp
        files[f"files/tests/checker-tests/{i:02d}.o"] = out
        files[f"files/tests/checker-tests/{i:02d}.a"] = ans
    files["files/check.cpp"] = files["check.cpp"] = checker_source(fmt, preset, own)
    files["files/val.cpp"] = validator_source(fmt, preset, canonical=True, variant=own)
    solutions: List[Tuple[str, str, str]] = []
    for path, text in plan.programs.items():
        folder, base = path.split("/")
        name = f"solutions/{base}" if folder != "wrong_answer" else f"solutions/wa_{base}"
        tag = "main" if path == "accepted/solution.cpp" else TAGS[folder]
        files[name] = text
        solutions.append((name, CPP if base.endswith(".cpp") else PYTHON, tag))
    files["statements/english/problem.tex"] = statement_tex(fmt, preset, lang, meta.name(fmt), own)
    command = rebuild_command("polygon", plan, seed, tests, meta.options() + variant_option(var))
    files["scripts/rebuild.sh"] = ("#!/bin/sh\n# Writes this package again, byte for byte (the same tests): "
                                   f"needs fastcheck {__version__}.\nset -e\ncd \"$(dirname \"$0\")/../..\"\n"
                                   + command.replace("DIR", shlex.quote(os.path.basename(directory)) + " --force")
                                   + "\n")
    files["problem.xml"] = problem_xml(os.path.basename(directory), fmt, preset, lang, meta,
                                       [(desc, sample) for desc, sample, _, _ in order], len(invalid),
                                       [v for *_, v in checks], solutions, var)
    if replace:
        shutil.rmtree(directory)
    write_files(directory, files)
    say(f"wrote {directory}: {len(order)} tests ({len(plan.samples)} samples), {len(solutions)} solutions")
    zip_path = zip_package(directory) if zip else None
    if zip_path:
        say(f"wrote {zip_path}")
    number = {"secret/" + name: f"{len(plan.samples) + i:02d}" for i, (name, _) in enumerate(plan.secret, 1)}
    return PolygonPackage(directory, zip_path, [f"{i:02d}" for i in range(1, len(order) + 1)],
                          {name: "tests/" + number[test] for name, test in plan.caught.items()})

