"""The ``fastcheck`` command line: :func:`main` and the table of commands.

Each command is one module of this package (``fastcheck.kit.stress`` and
its like may live elsewhere) with ``add_arguments(parser)``, which fills
the command's argparse parser, and ``run(args) -> int``, which runs it and
returns the exit code.  :data:`COMMANDS` names each command's module and
its one-line help; adding a command is adding a line there.  Only the
module of the command being run is imported, so that ``fastcheck solve``
does not pay for the grading kit.  The libraries (the solver, the formats,
the kit) never import this package.

Graders start ``fastcheck judge IN OUT ANS`` once per test, so start-up
time counts: the plain forms ``fastcheck solve [FILE...]``, ``fastcheck
count [FILE...]`` and ``fastcheck judge FILE...`` (no option, no argument
that starts with ``-`` but ``-``)
skip argparse, whose import and parsers cost more than the solving; they
get the namespace argparse would give (:func:`fast_args`).  Everything
else -- options, ``--help``, errors -- goes through argparse.
"""
from __future__ import annotations

import os
import sys
from types import SimpleNamespace

from .._version import __version__
from ..errors import FormatError, os_error_message

TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from typing import Dict, List, Optional, Tuple, Union

    Namespace = Union[argparse.Namespace, SimpleNamespace]

__all__ = ["main", "build_parser", "parse", "fast_args", "COMMANDS"]

#: command -> (module with ``add_arguments(parser)`` and ``run(args)``, one-line help), in --help's order
COMMANDS: Dict[str, Tuple[str, str]] = {
    "solve": ("fastcheck.cli.solve", "judge every board (or replay an Ostap log) and print the verdicts"),
    "count": ("fastcheck.cli.count", "count the valid moves of either side on every board (formats A and B)"),
    "judge": ("fastcheck.cli.judge", "check a contestant's output (testlib, Kattis/DOMjudge, CMS conventions)"),
    "validate": ("fastcheck.cli.validate", "check input files strictly against their format and the published "
                                           "limits"),
    "gen": ("fastcheck.cli.gen", "reproducible random and adversarial inputs for formats A, B and C"),
    "explain": ("fastcheck.cli.explain", "a diagram, the checkers, the pins and the valid moves of one position"),
    "package": ("fastcheck.cli.package", "write a problem package for a judge: kattis, icpc (2025-09) or polygon"),
    "stress": ("fastcheck.cli.stress", "find a test a solution gets wrong and shrink it"),
}


def build_parser(only: Optional[str] = None) -> argparse.ArgumentParser:
    """The parser with every command, or with just ``only`` when it names one;
    its ``commands`` maps each command's name to its own parser."""
    # start-up: the plain solve and judge forms never build a parser (see fast_args)
    import argparse
    import importlib

    parser = argparse.ArgumentParser(prog="fastcheck", description="Check, mate and valid-move counts "
                                     "for chess positions of any size; Ostap's chess move logs.")
    parser.add_argument("--version", action="version", version=f"fastcheck {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    parser.commands = {}    # type: ignore[attr-defined]
    for name, (module_name, help_text) in COMMANDS.items():
        if only is None or only == name:
            module = importlib.import_module(module_name)
            command = sub.add_parser(name, help=help_text)
            module.add_arguments(command)
            command.set_defaults(func=module.run)
            parser.commands[name] = command    # type: ignore[attr-defined]
    return parser


def parse(argv: List[str]) -> argparse.Namespace:
    """``argv`` read by argparse.  An argument no option takes is refused by
    the command's own parser (its usage, its exit code), not the top level's."""
    parser = build_parser(argv[0] if argv and argv[0] in COMMANDS else None)
    args, extras = parser.parse_known_args(argv)
    if extras:
        parser.commands[args.command].error(  # type: ignore[attr-defined]
            "unrecognized arguments: " + " ".join(extras))
    return args


def _silence_stdout() -> None:
    """Point stdout at the null device, so that flushing it at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _plain(arg: str) -> bool:
    """Does argparse read ``arg`` as a positional argument whatever the parser
    (not an option, ``--``, or a negative number)?  ``-`` alone is stdin."""
    return not arg.startswith("-") or arg == "-"


def fast_args(argv: List[str]) -> Optional[SimpleNamespace]:
    """The namespace argparse gives ``solve [FILE...]``, ``count [FILE...]`` and ``judge FILE...``
    when every argument is plain, without building a parser; ``None`` for
    every other command line (which argparse then reads)."""
    if not argv or not all(_plain(a) for a in argv):
        return None
    command, rest = argv[0], list(argv[1:])
    from ..kinds import CLASSIC
    if command in ("solve", "count", "judge"):
        from ..variants import Variant  # (loaded by the solver anyway) the value --variant gives
        classic = Variant.builtin(CLASSIC)
    if command == "solve":
        from . import solve
        return SimpleNamespace(command="solve", format="auto", lang="sk", variant=classic, jobs=1,
                               out_dir=None, json=False, file=rest, func=solve.run)
    if command == "count":
        from . import count
        return SimpleNamespace(command="count", side="both", format="auto", variant=classic, jobs=1,
                               out_dir=None, file=rest, func=count.run)
    if command == "judge":
        # start-up: the judge's module is loaded only when a judge runs
        from . import judge
        return SimpleNamespace(command="judge", paths=rest, appes=False, kattis=False, cms=False, batch=False,
                               format="auto", lang="sk", variant=classic, outputs=None, answers=None,
                               output_suffix=".out", answer_suffix=None, jobs=1, json=False, func=judge.run)
    return None


def main(argv: Optional[List[str]] = None) -> int:
    """Run the command line ``argv`` (default: ``sys.argv[1:]``); returns the exit code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    args: Optional[Namespace] = fast_args(argv)
    if args is None:
        args = parse(argv)
    try:
        return int(args.func(args) or 0)
    except FormatError as exc:
        print(f"fastcheck: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader went away (``fastcheck solve big.in | head``): no message, like other tools
        _silence_stdout()
        return 1
    except OSError as exc:
        print(f"fastcheck: {os_error_message(exc)}", file=sys.stderr)
        return 2
    except MemoryError:
        print("fastcheck: not enough memory for this input", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
