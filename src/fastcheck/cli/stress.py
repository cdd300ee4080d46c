"""The ``fastcheck stress`` command: its options (:func:`add_arguments`)
and its run (:func:`run`).  Exit 0 when every test passes, 1 when a
failure was found and shrunk (with several solutions: by any of them), 2
on bad usage (no COMMAND, a program that cannot be started, options the
generator refuses, a failing reference or checker)."""
from __future__ import annotations

import argparse
import sys

from ..errors import os_error_message
from ..kit.gen import DEFAULT_MIX, KINDS, OSTAP_KINDS
from ..kit.runner import emit
from .gen import VARIANT_GEN_HELP
from .options import NAMES, add_format, add_jobs, add_variant, spelled

__all__ = ["add_arguments", "run", "DEFAULT_OUT"]

#: where the shrunk test is written by default (the answer beside it, ``.ans``)
DEFAULT_OUT = "stress-fail.in"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options and the COMMAND of ``fastcheck stress``."""
    parser.usage = "fastcheck stress [options] -- COMMAND [ARG...]"
    parser.description = ("Generate tests (the options of 'fastcheck gen'), run COMMAND on each, judge its output "
                          "against fastcheck's answer (or --reference's), and shrink the first failing test while "
                          "the program fails the same way.")
    parser.epilog = ("Exit 0 all tests passed (or all run before --max-time), 1 a failure found and shrunk, "
                     "2 bad usage.  Example: fastcheck "
                     "stress --format grid --tests 1000 -t 20 -j 2 -- python3 sol.py")
    from ..kit.stress import DEFAULT_BOARDS, DEFAULT_SHRINK_RUNS, DEFAULT_TESTS, DEFAULT_TIMEOUT
    add_format(parser, NAMES, dest="fmt", default="sparse", help=f"{spelled()} (default: sparse)")
    parser.add_argument("--seed", type=int, default=0, metavar="S",
                        help="test i is 'fastcheck gen --seed S+i' (default: 0)")
    parser.add_argument("--tests", type=int, default=DEFAULT_TESTS, metavar="N",
                        help=f"tests to run (default: {DEFAULT_TESTS})")
    add_jobs(parser, "programs run at once (0 = one per core; default: 1)", metavar="J")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SEC",
                        help=f"seconds a run may take (default: {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--kind", default="mixed", choices=sorted(set(KINDS) | set(OSTAP_KINDS)),
                        help="gen's kind; A/B: " + ", ".join(KINDS) + "; C: " + ", ".join(OSTAP_KINDS)
                             + " (default: mixed)")
    parser.add_argument("--size", default=None, metavar="N|LO:HI", help="B: board side (gen's default: 8:10^18)")
    parser.add_argument("--pieces", default=None, metavar="N|LO:HI",
                        help="A/B: pieces per board (gen's default: 2:16 for A, 2:40 for B)")
    parser.add_argument("-t", "--boards", type=int, default=None, metavar="T",
                        help=f"A/B: boards per test (default: {DEFAULT_BOARDS})")
    parser.add_argument("--mix", default=None, metavar="WEIGHTS",
                        help=f"A/B: weights of the random pieces (default: {DEFAULT_MIX}; with --variant every "
                             "kind of the variant)")
    add_variant(parser, help=VARIANT_GEN_HELP + "; the tests are solved and judged with it, and a passing run "
                                                "says how many pieces of each kind they held")
    parser.add_argument("--moves", default=None, metavar="N|LO:HI", help="C: moves per log (default: 1:60)")
    parser.add_argument("--lang", choices=["sk", "en"], default="sk", help="A/B: verdict wording (default: sk)")
    parser.add_argument("--reference", default=None, metavar="CMD",
                        help="a program whose output is the expected one (one string, split like a shell "
                             "does; default: fastcheck's answer)")
    parser.add_argument("--checker", default=None, metavar="CMD",
                        help="a program that judges each output instead of the judge: run as 'CMD INPUT OUTPUT "
                             "ANSWER' (three files, as a testlib checker), exit 0 ok, 1 wrong answer, 2 "
                             "presentation error, anything else a failure of the checker (one string, split like "
                             "a shell does)")
    parser.add_argument("--solution", action="append", default=[], metavar="CMD",
                        help="one more program to test on the same tests (one string, split like a shell does; "
                             "may be repeated): each is judged and shrunk on its own")
    parser.add_argument("--max-time", type=float, default=None, metavar="SEC",
                        help="seconds the whole run may take: then the tests stop, or the shrinking, and what "
                             "was found so far is reported (default: no limit)")
    parser.add_argument("--shrink-runs", type=int, default=DEFAULT_SHRINK_RUNS, metavar="N",
                        help=f"runs of the program the shrinking may take at most (default: {DEFAULT_SHRINK_RUNS})")
    parser.add_argument("--out", default=DEFAULT_OUT, metavar="FILE",
                        help=f"where the shrunk test goes, its answer beside it as .ans (default: {DEFAULT_OUT})")
    parser.add_argument("program", nargs="*", metavar="-- COMMAND [ARG...]",
                        help="the program under test, with its arguments, after '--' (optional with --solution)")


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck stress``: print the verdict, exit 0, 1 or 2."""
    from ..kit.stress import StartError, StressError, stress_all
    programs = ([args.program] if args.program else []) + list(args.solution)
    if not programs:
        sys.stderr.write("fastcheck stress: no COMMAND: give the program after '--', "
                         "e.g. fastcheck stress -- python3 solution.py\n")
        return 2
    try:
        results = stress_all(programs, format=args.fmt, seed=args.seed, tests=args.tests, jobs=args.jobs,
                             timeout=args.timeout, kind=args.kind, size=args.size, pieces=args.pieces,
                             boards=args.boards, mix=args.mix, moves=args.moves, lang=args.lang,
                             reference=args.reference, checker=args.checker, out=args.out,
                             shrink_runs=args.shrink_runs, max_time=args.max_time, progress=True,
                             variant=args.variant)
    except StartError as exc:
        sys.stderr.write(f"fastcheck stress: {os_error_message(exc, verb='cannot start')}\n")
        return 2
    except StressError as exc:
        sys.stderr.write(f"fastcheck stress: {exc}\n")
        return 2
    if len(results) == 1:
        text = results[0].report()
    else:
        text = "\n".join(f"solution {i}: {r.solution}\n{r.report()}" for i, r in enumerate(results, 1))
    try:
        emit(text)
    except UnicodeEncodeError:        # a terminal that cannot show the chess symbols
        sys.stdout.buffer.write(text.encode(sys.stdout.encoding or "ascii", "replace"))
    sys.stdout.flush()
    return 0 if all(r.ok for r in results) else 1
