"""``fastcheck solve``: the contest's expected output of every input file."""
from __future__ import annotations

import sys

from ..formats import FORMATS, read_input
from ..kinds import CLASSIC, FAIRY, KIND_TABLE, VARIANTS
from ..solver import solve
from ..verdicts import LANGS

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: a small input's start-up (``fastcheck.cli.fast_args``)
    import argparse

__all__ = ["add_arguments", "run", "VARIANT_HELP"]

#: what ``--variant`` means (solve's and count's)
VARIANT_HELP = ("the piece kinds (default: classic); fairy: format B with "
                + ", ".join(f"the {row.name} {row.letter}/{row.letter.upper()}" for row in KIND_TABLE
                            if row.variant == FAIRY)
                + " too (a bishop, rook or queen that also jumps as a knight); format A or C with it is an error")


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``fastcheck solve``."""
    p.description = ("Judge every board of a format A or B file (who is in check, is it mate, how many valid "
                     "moves) or replay a format C log of Ostap's chess, and print the contest's expected output.  "
                     "Many files: their outputs in order, or one DIR/NAME.out each with -o.")
    p.epilog = "Exit 0 done, 2 when an input breaks its format or cannot be read (one line on stderr)."
    p.add_argument("--format", choices=FORMATS, default="auto",
                   help="input format (default: detected)")
    p.add_argument("--lang", choices=list(LANGS), default="sk", help="verdict wording (default: sk)")
    p.add_argument("--variant", choices=VARIANTS, default=CLASSIC, help=VARIANT_HELP)
    p.add_argument("-j", "--jobs", type=int, default=1, metavar="N",
                   help="with many files: processes to use (0 = every core)")
    p.add_argument("-o", "--out-dir", metavar="DIR", default=None,
                   help="write DIR/NAME.out for every input NAME.in instead of printing")
    p.add_argument("file", nargs="*", default=None, metavar="FILE",
                   help="input files (default: stdin); the outputs of many files are printed in order")


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck solve``; the exit code."""
    files = args.file or [None]
    if len(files) > 1 or args.out_dir is not None:
        # many files: the process pool and the progress bar are only loaded here
        from ..kit.runner import solve_files
        return solve_files([f if f is not None else "-" for f in files], format=args.format,
                           lang=args.lang, jobs=args.jobs, out_dir=args.out_dir, variant=args.variant)
    out = solve(read_input(files[0]), format=args.format, lang=args.lang, variant=args.variant)
    sys.stdout.write(out)
    sys.stdout.flush()
    return 0
