"""The ``fastcheck`` command line.  Subcommands register in ``COMMANDS``."""
from __future__ import annotations

import argparse
import sys
from typing import Callable, Dict, List, Optional

from .errors import FormatError

__all__ = ["main", "COMMANDS"]


def _read_input(path: Optional[str]) -> bytes:
    if path is None or path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as fh:
        return fh.read()


def _cmd_solve(args: argparse.Namespace) -> int:
    files = args.file or [None]
    if len(files) > 1 or args.out_dir is not None:
        from .batch import solve_files
        return solve_files([f if f is not None else "-" for f in files], format=args.format,
                           lang=args.lang, jobs=args.jobs, out_dir=args.out_dir)
    from .solver import solve
    data = _read_input(files[0])
    out = solve(data, format=args.format, lang=args.lang)
    sys.stdout.write(out)
    sys.stdout.flush()
    return 0


def _add_solve(sub) -> None:
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
    p.set_defaults(func=_cmd_solve)


#: name -> function adding the subcommand's parser
COMMANDS: Dict[str, Callable] = {"solve": _add_solve}


def _register_kit() -> None:
    """The grading kit (issue #4): judge, validate, gen, explain."""
    from .explain import add_cli as add_explain
    from .gen import add_cli as add_gen
    from .judge import add_cli as add_judge
    from .validate import add_cli as add_validate
    COMMANDS.update({"judge": add_judge, "validate": add_validate, "gen": add_gen, "explain": add_explain})


_register_kit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="fastcheck", description="Check, mate and valid-move counts "
                                     "for chess positions of any size; Ostap's chess move logs.")
    from . import __version__
    parser.add_argument("--version", action="version", version=f"fastcheck {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for add in COMMANDS.values():
        add(sub)
    return parser


def main(argv: Optional[List[str]] = None) -> int:
    parser = build_parser()
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
