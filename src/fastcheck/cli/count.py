"""``fastcheck count``: every board's valid-move counts (:mod:`fastcheck.counts`)."""
from __future__ import annotations

import argparse
import sys

from ..counts import SIDES, count
from ..formats import read_input

__all__ = ["add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``fastcheck count``."""
    p.description = ("Print the number of valid moves of White and Black (in check or not) for every board of "
                     "a format A or B file: one line per board, '<white> <black>' with --side both, else one "
                     "number.")
    p.add_argument("--side", choices=list(SIDES), default="both", help="whose moves to count (default: both)")
    p.add_argument("--format", choices=["auto", "grid", "sparse"], default="auto",
                   help="input format (default: detected)")
    p.add_argument("file", nargs="?", default=None, metavar="FILE", help="input file (default: stdin)")


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck count``; the exit code."""
    out = count(read_input(args.file), side=args.side, format=args.format)
    sys.stdout.write(out)
    sys.stdout.flush()
    return 0
