"""``fastcheck package``: problem packages for contest systems (:mod:`fastcheck.kit.package`).

``fastcheck package kattis DIR --format grid|sparse|ostap --seed S`` writes a
Kattis problem package; ``fastcheck package languages-yaml`` prints the
problemtools override that runs Python programs with CPython (``python3 -I``).
"""
from __future__ import annotations

import argparse
import sys

from ..kit.package import PACKAGE_FORMATS, PackageError, build_kattis, languages_yaml
from ..kit.validate import PRESETS
from ..verdicts import LANGS

__all__ = ["add_arguments", "run"]


def _log(msg: str) -> None:
    sys.stderr.write(f"fastcheck package: {msg}\n")


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck package``; the exit code."""
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


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``fastcheck package`` and of its targets."""
    p.description = ("Write a complete problem package for format A (grid), B (sparse) or C (ostap) that "
                     "problemtools' verifyproblem accepts and DOMjudge imports.")
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
    k.add_argument("--lang", choices=list(LANGS), default="sk",
                   help="verdict wording of formats A/B (default: sk; format C has one wording)")
    k.add_argument("--package-format", choices=PACKAGE_FORMATS, default="legacy",
                   help="legacy (default: LaTeX statement; what DOMjudge imports) or 2023-07 (Markdown statement)")
    k.add_argument("--zip", action="store_true", help="also write DIR.zip for an upload")
    k.add_argument("--force", action="store_true", help="replace DIR when it holds a package written by this command")
    y = targets.add_parser("languages-yaml", help="print a problemtools languages.yaml that runs Python "
                                                  "programs with CPython (python3 -I) instead of pypy3")
    y.add_argument("--python", metavar="PATH", default=None,
                   help="the Python 3 interpreter (default: python3, found on PATH when a program runs)")
