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
    from .solver import solve
    data = _read_input(args.file)
    out = solve(data, format=args.format, lang=args.lang)
    sys.stdout.write(out)
    sys.stdout.flush()
    return 0


def _add_solve(sub) -> None:
    p = sub.add_parser("solve", help="judge every board (or replay an Ostap log) and print the verdicts")
    p.add_argument("--format", choices=["auto", "grid", "sparse", "ostap"], default="auto",
                   help="input format (default: detected)")
    p.add_argument("--lang", choices=["sk", "en"], default="sk", help="verdict wording (default: sk)")
    p.add_argument("file", nargs="?", default=None, help="input file (default: stdin)")
    p.set_defaults(func=_cmd_solve)


#: name -> function adding the subcommand's parser
COMMANDS: Dict[str, Callable] = {"solve": _add_solve}


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
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
