"""``fastcheck solve``: the contest's expected output of every input file."""
from __future__ import annotations

import sys

from ..formats import read_input
from ..solver import solve
from ..verdicts import LANGS

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: a small input's start-up (``fastcheck.cli.fast_args``)
    import argparse

__all__ = ["add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``fastcheck solve``."""
    from .options import add_format, add_jobs, add_variant  # argparse: not on the fast path (fast_args)

    p.description = ("Judge every board of a format A or B file (who is in check, is it mate, how many valid "
                     "moves) or replay a format C log of Ostap's chess, and print the contest's expected output.  "
                     "Many files: their outputs in order, or one DIR/NAME.out each with -o.")
    p.epilog = "Exit 0 done, 2 when an input breaks its format or cannot be read (one line on stderr)."
    add_format(p)
    p.add_argument("--lang", choices=list(LANGS), default="sk", help="verdict wording (default: sk)")
    add_variant(p)
    add_jobs(p, "with many files: processes to use (0 = every core)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("-o", "--out-dir", metavar="DIR", default=None,
                       help="write DIR/NAME.out for every input NAME.in instead of printing")
    where.add_argument("--json", action="store_true",
                       help="print JSON Lines instead, one object a line: formats A/B one per board (file, "
                            "format, board, verdict, state: safe|impossible|check|mate, side: white|black|null, "
                            "moves), format C one per log (file, format, results, final: 8 rows of 8 numbers); a "
                            "bad file one with its error (kind, line, board, expected, found, message); exit 2 then")
    p.add_argument("file", nargs="*", default=None, metavar="FILE",
                   help="input files (default: stdin); the outputs of many files are printed in order")


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck solve``; the exit code."""
    files = args.file or [None]
    if args.json:
        from .json_lines import solve_json
        return solve_json([f if f is not None else "-" for f in files], args.format, args.lang, args.jobs,
                          args.variant)
    if len(files) > 1 or args.out_dir is not None:
        # many files: the process pool and the progress bar are only loaded here
        from ..kit.runner import solve_files
        return solve_files([f if f is not None else "-" for f in files], format=args.format,
                           lang=args.lang, jobs=args.jobs, out_dir=args.out_dir, variant=args.variant)
    out = solve(read_input(files[0]), format=args.format, lang=args.lang, variant=args.variant)
    sys.stdout.write(out)
    sys.stdout.flush()
    return 0
