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
from .options import NAMES, add_variant, format_name, spelled

__all__ = ["add_arguments", "run", "VARIANT_GEN_HELP"]

#: what ``--variant`` means to gen (and stress, which generates with it)
VARIANT_GEN_HELP = ("B: the piece kinds (default: classic): fairy, or FILE, a variant file (TOML: each piece's "
                    "letter and its moves in Betza notation); its kinds are drawn among the random pieces "
                    "(--mix) and in every pattern (checkers, defenders, pins, mates)")


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck gen``; the exit code."""
    try:
        parts = generate_parts(args.fmt, seed=args.seed, boards=args.boards, kind=args.kind, size=args.size,
                               pieces=args.pieces, mix=args.mix, moves=args.moves, progress=True,
                               variant=args.variant)
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
                   help=f"A/B: weights of the random pieces (default: {DEFAULT_MIX}: {', '.join(MIX_KINDS)}; "
                        "with --variant: any letter of the variant but the king's, each of its own kinds 2 by "
                        "default)")
    add_variant(p, help=VARIANT_GEN_HELP)
    p.add_argument("--moves", default=None, metavar="P|LO:HI", help=f"C: number of moves (default: {DEFAULT_MOVES})")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE (default: stdout)")
