"""``fastcheck package``: problem packages for contest systems (:mod:`fastcheck.kit.package`).

``fastcheck package kattis DIR --format grid|sparse|ostap --seed S`` writes a
Kattis problem package, ``fastcheck package icpc ...`` one in the ICPC
format 2025-09, ``fastcheck package polygon ...`` a Codeforces Polygon one;
``fastcheck package languages-yaml`` prints the problemtools (and BAPCtools)
override that runs Python programs with CPython (``python3 -I``).
"""
from __future__ import annotations

import argparse
import sys

from ..kit.package import PACKAGE_FORMATS, PackageError, build_icpc, build_kattis, build_polygon, languages_yaml
from ..kit.package.metadata import LICENSES, NAMES, Metadata
from ..kit.validate import PRESETS
from ..verdicts import LANGS
from .options import add_variant

__all__ = ["add_arguments", "run"]


def _log(msg: str) -> None:
    sys.stderr.write(f"fastcheck package: {msg}\n")


def _meta(args: argparse.Namespace) -> Metadata:
    return Metadata(args.title, args.author, args.rights_owner, args.license, args.time_limit)


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck package``; the exit code."""
    if args.target == "languages-yaml":
        sys.stdout.write(languages_yaml(args.python))
        return 0
    common = {"seed": args.seed, "tests": args.tests, "limits": args.limits, "lang": args.lang, "zip": args.zip,
              "force": args.force, "log": _log, "variant": args.variant}
    where = "wrong_answer/"
    try:
        if args.target == "icpc":
            caught = build_icpc(args.dir, args.format, meta=_meta(args), **common).caught
        elif args.target == "polygon":
            caught = build_polygon(args.dir, args.format, meta=_meta(args), **common).caught
            where = "solutions/wa_"
        else:
            caught = build_kattis(args.dir, args.format, version=args.package_format, meta=_meta(args),
                                  **common).caught
    except PackageError as exc:
        sys.stderr.write(f"fastcheck package: {exc}\n")
        return 2
    for name, test in caught.items():
        sys.stdout.write(f"{where}{name}.py fails on {test}\n")
    return 0


def _common(k: argparse.ArgumentParser) -> None:
    """The options every package kind takes: the problem, its tests and its metadata."""
    k.add_argument("dir", metavar="DIR", help="the package directory, named by the problem's short name "
                                              "(a-z and 0-9 only; it must not exist, or be empty)")
    k.add_argument("--format", required=True, choices=["grid", "sparse", "ostap"], help="the problem's format")
    k.add_argument("--seed", type=int, required=True, metavar="S", help="seed of the generated tests")
    k.add_argument("--tests", type=int, default=20, metavar="N",
                   help="secret tests (default: 20; every kind and one at the limits)")
    k.add_argument("--limits", choices=["auto"] + list(PRESETS), default="auto",
                   help="limits preset of the tests and the input validator (default: the format's)")
    k.add_argument("--lang", choices=list(LANGS), default="sk",
                   help="verdict wording of formats A/B (default: sk; format C has one wording)")
    add_variant(k)
    m = Metadata()
    k.add_argument("--title", default=None, help="the problem's title (default: the format's, e.g. "
                                                 f"{NAMES['sparse']!r})")
    k.add_argument("--author", default=m.author, help=f"who is credited for the problem (default: {m.author!r})")
    k.add_argument("--rights-owner", default=m.rights_owner, metavar="OWNER",
                   help="who owns the rights (default: the author)")
    k.add_argument("--license", choices=LICENSES, default=m.license, metavar="LICENSE",
                   help=f"the licence: {', '.join(LICENSES)} (default: {m.license})")
    k.add_argument("--time-limit", type=float, default=m.time_limit, metavar="SECONDS",
                   help=f"the time limit in seconds (default: {m.seconds()})")
    k.add_argument("--zip", action="store_true", help="also write DIR.zip for an upload")
    k.add_argument("--force", action="store_true", help="replace DIR when it holds a package written by this command")


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``fastcheck package`` and of its targets."""
    p.description = ("Write a complete problem package for format A (grid), B (sparse) or C (ostap): a Kattis "
                     "package that problemtools' verifyproblem accepts, or an ICPC 2025-09 package that "
                     "BAPCtools accepts (DOMjudge imports both), or a Codeforces Polygon package.")
    targets = p.add_subparsers(dest="target", metavar="TARGET")
    targets.required = True
    k = targets.add_parser("kattis", help="a Kattis problem package directory (and zip)",
                           description="Write a Kattis problem package: statement, samples, generated secret "
                                       "tests, validators, accepted and wrong submissions.  Every wrong "
                                       "submission is checked to fail on the tests.")
    _common(k)
    k.add_argument("--package-format", choices=PACKAGE_FORMATS, default="legacy",
                   help="legacy (default: LaTeX statement; what DOMjudge imports) or 2023-07 (Markdown statement)")
    i = targets.add_parser("icpc", help="an ICPC problem package (format version 2025-09) directory (and zip)",
                           description="Write a problem package in the ICPC problem package format 2025-09 "
                                       "(BAPCtools' format): the Kattis package's statement, tests and programs, "
                                       "with inputs in their canonical spelling and invalid inputs that the "
                                       "input validator must reject.")
    _common(i)
    g = targets.add_parser("polygon", help="a Codeforces Polygon package directory (and zip)",
                           description="Write a Codeforces Polygon package: problem.xml, the tests, a testlib "
                                       "checker and validator in C++ (testlib.h not included: Polygon provides "
                                       "it), the solutions with their tags and scripts/rebuild.sh.")
    _common(g)
    y = targets.add_parser("languages-yaml", help="print a problemtools or BAPCtools languages.yaml that runs "
                                                  "Python programs with CPython (python3 -I) instead of pypy3")
    y.add_argument("--python", metavar="PATH", default=None,
                   help="the Python 3 interpreter (default: python3, found on PATH when a program runs)")
