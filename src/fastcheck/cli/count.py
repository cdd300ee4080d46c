"""``fastcheck count``: every board's valid-move counts (:mod:`fastcheck.counts`),
of one file or many, as ``fastcheck solve`` takes them."""
from __future__ import annotations

import sys

from ..counts import OUTPUT_SUFFIX, SIDES, count
from ..formats import read_input

__all__ = ["add_arguments", "run"]

TYPE_CHECKING = False
if TYPE_CHECKING:   # start-up: the plain form builds no parser (fast_args)
    import argparse


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``fastcheck count``."""
    from .options import add_format, add_jobs, add_variant  # argparse: not on the fast path (fast_args)
    p.description = ("Print the number of valid moves of White and Black (in check or not) for every board of "
                     "a format A or B file: one line per board, '<white> <black>' with --side both, else one "
                     "number.  Many files: their counts in order, or one DIR/NAME" + OUTPUT_SUFFIX + " each with -o.")
    p.epilog = "Exit 0 done, 2 when an input breaks its format or cannot be read (one line on stderr)."
    p.add_argument("--side", choices=list(SIDES), default="both", help="whose moves to count (default: both)")
    add_format(p, ("auto", "grid", "sparse"))
    add_variant(p)
    add_jobs(p, "with many files: processes to use (0 = every core)")
    p.add_argument("-o", "--out-dir", metavar="DIR", default=None,
                   help=f"write DIR/NAME{OUTPUT_SUFFIX} for every input NAME.in instead of printing")
    p.add_argument("file", nargs="*", default=None, metavar="FILE",
                   help="input files (default: stdin); the counts of many files are printed in order")


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck count``; the exit code."""
    files = args.file or [None]
    if len(files) > 1 or args.out_dir is not None:
        # many files: the process pool and the progress bar are only loaded here
        from ..kit.runner import count_files
        return count_files([f if f is not None else "-" for f in files], side=args.side, format=args.format,
                           jobs=args.jobs, out_dir=args.out_dir, variant=args.variant)
    out = count(read_input(files[0]), side=args.side, format=args.format, variant=args.variant)
    sys.stdout.write(out)
    sys.stdout.flush()
    return 0
