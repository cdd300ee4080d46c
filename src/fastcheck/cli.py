"""The ``fastcheck`` command line: a thin layer over the solving library
(``solve``) and the grading kit (``judge``, ``validate``, ``gen``,
``explain``).

Each subcommand lives in the module named in :data:`COMMANDS`, which adds
its parser and runs it; only the module of the command being run is
imported, so that ``fastcheck solve`` does not pay for the grading kit.
"""
from __future__ import annotations

import argparse
import importlib
import sys
from typing import Dict, List, Optional

from . import __version__
from .errors import FormatError
from .solver import solve

__all__ = ["main", "build_parser", "COMMANDS", "read_input", "add_cli"]

#: command -> module with ``add_cli(subparsers)``
COMMANDS: Dict[str, str] = {
    "solve": "fastcheck.cli",
    "count": "fastcheck.count_cli",
    "judge": "fastcheck.kit.judge_cli",
    "validate": "fastcheck.kit.validate",
    "gen": "fastcheck.kit.gen",
    "explain": "fastcheck.kit.explain",
    "package": "fastcheck.kit.package",
}


def read_input(path: Optional[str]) -> bytes:
    """The bytes of ``path``, or of stdin when it is ``None`` or ``-``."""
    if path is None or path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as fh:
        return fh.read()


def _run_solve(args: argparse.Namespace) -> int:
    files = args.file or [None]
    if len(files) > 1 or args.out_dir is not None:
        # many files: the process pool and the progress bar are only loaded here
        from .kit.runner import solve_files
        return solve_files([f if f is not None else "-" for f in files], format=args.format,
                           lang=args.lang, jobs=args.jobs, out_dir=args.out_dir)
    out = solve(read_input(files[0]), format=args.format, lang=args.lang)
    sys.stdout.write(out)
    sys.stdout.flush()
    return 0


def add_cli(sub) -> None:
    """Register ``fastcheck solve``."""
    p = sub.add_parser("solve", help="judge every board (or replay an Ostap log) and print the verdicts")
    p.add_argument("--format", choices=["auto", "grid", "sparse", "ostap"], default="auto",
                   help="input format (default: detected)")
    p.add_argument("--lang", choices=["sk", "en"], default="sk", help="verdict wording (default: sk)")
    p.add_argument("-j", "--jobs", type=int, default=1, metavar="N",
                   help="with many files: processes to use (0 = every core)")
    p.add_argument("-o", "--out-dir", metavar="DIR", default=None,
                   help="write DIR/NAME.out for every input NAME.in instead of printing")
    p.add_argument("file", nargs="*", default=None, metavar="FILE",
                   help="input files (default: stdin); the outputs of many files are printed in order")
    p.set_defaults(func=_run_solve)


def build_parser(only: Optional[str] = None) -> argparse.ArgumentParser:
    """The parser with every subcommand, or with just ``only`` when it names one."""
    parser = argparse.ArgumentParser(prog="fastcheck", description="Check, mate and valid-move counts "
                                     "for chess positions of any size; Ostap's chess move logs.")
    parser.add_argument("--version", action="version", version=f"fastcheck {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name, module in COMMANDS.items():
        if only is None or only == name:
            importlib.import_module(module).add_cli(sub)
    return parser


def main(argv: Optional[List[str]] = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(argv[0] if argv and argv[0] in COMMANDS else None)
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except FormatError as exc:
        print(f"fastcheck: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"fastcheck: {exc}", file=sys.stderr)
        return 2
    except MemoryError:
        print("fastcheck: not enough memory for this input", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
