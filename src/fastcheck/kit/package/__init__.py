"""``fastcheck package``: problem packages for contest systems.

``fastcheck package kattis DIR --format grid|sparse|ostap --seed S`` writes a
Kattis problem package (statement, samples, generated tests with answers,
validators, accepted and wrong submissions) that problemtools' verifyproblem
accepts and DOMjudge imports, whose programs need only a C++17 compiler and
Python 3's standard library; ``fastcheck package languages-yaml`` prints the
problemtools override that runs Python programs as a stock judge does
(CPython, ``python3 -I``) instead of problemtools' default pypy3.
"""
from __future__ import annotations

import argparse
import sys

from ..validate import PRESETS
from .kattis import WRONG, KattisPackage, PackageError, build_kattis, languages_yaml
from .layout import PACKAGE_FORMATS

__all__ = ["build_kattis", "KattisPackage", "PackageError", "WRONG", "languages_yaml", "add_cli", "run_cli"]


def _log(msg: str) -> None:
    sys.stderr.write(f"fastcheck package: {msg}\n")


def run_cli(args: argparse.Namespace) -> int:
    """The ``fastcheck package`` command."""
    if args.target == "languages-yaml":
        sys.stdout.write(languages_yaml(args.python))
        return 0
    try:
        pkg = build_kattis(args.dir, args.format, seed=args.seed, tests=args.tests, limits=args.limits,
                           lang=args.lang, zip=args.zip, force=args.force, version=args.package_format,
                           log=_log)
    except PackageError as exc:
        sys.stderr.write(f"fastcheck package: {exc}\n")
        return 2
    for name, test in pkg.caught.items():
        sys.stdout.write(f"wrong_answer/{name}.py fails on {test}\n")
    return 0


def add_cli(sub) -> None:
    """Register ``fastcheck package``."""
    p = sub.add_parser("package", help="write a problem package (Kattis format, for DOMjudge) for a format",
                       description="Write a complete problem package for format A (grid), B (sparse) or C "
                                   "(ostap) that problemtools' verifyproblem accepts and DOMjudge imports.")
    targets = p.add_subparsers(dest="target", metavar="TARGET")
    targets.required = True
    k = targets.add_parser("kattis", help="a Kattis problem package directory (and zip)",
                           description="Write a Kattis problem package: statement, samples, generated secret "
                                       "tests, validators, accepted and wrong submissions.  Every wrong "
                                       "submission is checked to fail on the tests.")
    k.add_argument("dir", metavar="DIR", help="the package directory, named by the problem's short name "
                                              "(a-z and 0-9 only; it must not exist, or be empty)")
    k.add_argument("--format", required=True, choices=["grid", "sparse", "ostap"], help="the problem's format")
    k.add_argument("--seed", type=int, required=True, metavar="S", help="seed of the generated tests")
    k.add_argument("--tests", type=int, default=20, metavar="N",
                   help="secret tests (default: 20; every kind and one at the limits)")
    k.add_argument("--limits", choices=["auto"] + list(PRESETS), default="auto",
                   help="limits preset of the tests and the input validator (default: the format's)")
    k.add_argument("--lang", choices=["sk", "en"], default="sk",
                   help="verdict wording of formats A/B (default: sk; format C has one wording)")
    k.add_argument("--package-format", choices=PACKAGE_FORMATS, default="legacy",
                   help="legacy (default: LaTeX statement; what DOMjudge imports) or 2023-07 (Markdown statement)")
    k.add_argument("--zip", action="store_true", help="also write DIR.zip for an upload")
    k.add_argument("--force", action="store_true", help="replace DIR when it holds a package written by this command")
    y = targets.add_parser("languages-yaml", help="print a problemtools languages.yaml that runs Python "
                                                  "programs with CPython (python3 -I) instead of pypy3")
    y.add_argument("--python", metavar="PATH", default=None,
                   help="the Python 3 interpreter (default: python3, found on PATH when a program runs)")
    p.set_defaults(func=run_cli)
