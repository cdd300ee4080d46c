"""``fastcheck gen``: a reproducible input file (:mod:`fastcheck.kit.gen`)."""
from __future__ import annotations

import argparse
import sys

from ..kit.gen import (
    DEFAULT_BOARDS,
    DEFAULT_MIX,
    DEFAULT_MOVES,
    KINDS,
    MIX_KINDS,
    OSTAP_KINDS,
    PIECES_HELP,
    GenError,
    generate_parts,
)
from .options import NAMES, format_name, spelled

__all__ = ["add_arguments", "run"]


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck gen``; the exit code."""
    try:
        parts = generate_parts(args.fmt, seed=args.seed, boards=args.boards, kind=args.kind, size=args.size,
                               pieces=args.pieces, mix=args.mix, moves=args.moves, progress=True)
    except GenError as exc:
        sys.stderr.write(f"fastcheck gen: {exc}\n")
        return 2
    if args.output and args.output != "-":
        with open(args.output, "wb") as fh:
            fh.writelines(parts)
    else:
        for part in parts:
            sys.stdout.write(part.decode("ascii"))
        sys.stdout.flush()
    return 0


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``fastcheck gen``."""
    p.description = ("Generate an input file; the same seed and options give the same file on every platform "
                     "and Python version.  The files pass 'fastcheck validate'.  An option of another format "
                     "is an error.")
    p.add_argument("fmt", metavar="FORMAT", type=format_name, choices=NAMES,
                   help=spelled())
    p.add_argument("--seed", type=int, required=True, metavar="S", help="the seed (any integer)")
    p.add_argument("--kind", default="mixed",
                   choices=sorted(set(KINDS) | set(OSTAP_KINDS)),
                   help="A/B: " + ", ".join(KINDS) + "; C: " + ", ".join(OSTAP_KINDS) + " (default: mixed)")
    p.add_argument("-t", "--boards", type=int, default=None, metavar="T",
                   help=f"A/B: number of boards (default: {DEFAULT_BOARDS})")
    p.add_argument("--size", metavar="N|LO:HI", help="B: board side (default: 8:1000000000000000000)")
    p.add_argument("--pieces", metavar="N|LO:HI", help=PIECES_HELP)
    p.add_argument("--mix", default=None, metavar="WEIGHTS",
                   help=f"A/B: weights of the random pieces (default: {DEFAULT_MIX}: {', '.join(MIX_KINDS)})")
    p.add_argument("--moves", default=None, metavar="P|LO:HI", help=f"C: number of moves (default: {DEFAULT_MOVES})")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE (default: stdout)")
