"""The ``fastcheck`` command line: a thin layer over the solving library
(``solve``) and the grading kit (``judge``, ``validate``, ``gen``,
``explain``).

Each subcommand lives in the module named in :data:`COMMANDS`, which adds
its parser and runs it; only the module of the command being run is
imported, so that ``fastcheck solve`` does not pay for the grading kit.

Graders start ``fastcheck judge IN OUT ANS`` once per test, so start-up
time counts: the plain forms ``fastcheck solve [FILE...]`` and ``fastcheck
judge FILE...`` (no option, no argument that starts with ``-`` but ``-``)
skip argparse, whose import and parsers cost more than the solving; they
get the namespace argparse would give (:func:`fast_args`).  Everything
else -- options, ``--help``, errors -- goes through argparse.
"""
from __future__ import annotations

import errno
import os
import sys
from types import SimpleNamespace

from ._version import __version__
from .errors import FormatError
from .formats import FORMATS
from .solver import solve

TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from typing import Dict, List, Optional, Union

    Namespace = Union[argparse.Namespace, SimpleNamespace]

__all__ = ["main", "build_parser", "fast_args", "COMMANDS", "read_input", "add_cli", "os_error_message"]

#: command -> module with ``add_cli(subparsers)``
COMMANDS: Dict[str, str] = {
    "solve": "fastcheck.cli",
    "count": "fastcheck.count_cli",
    "judge": "fastcheck.kit.judge_cli",
    "validate": "fastcheck.kit.validate",
    "gen": "fastcheck.kit.gen",
    "explain": "fastcheck.kit.explain",
    "package": "fastcheck.kit.package",
    "stress": "fastcheck.kit.stress.cli",
}


#: errno -> what went wrong, in words (the rest fall back to the system's own wording)
_OS_REASONS: Dict[int, str] = {
    errno.ENOENT: "no such file",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EISDIR: "is a directory",
    errno.ENOTDIR: "a part of the path is not a directory",
    errno.ENAMETOOLONG: "the name is too long",
    errno.ELOOP: "too many symbolic links",
    errno.EEXIST: "it already exists",
    errno.ENOSPC: "no space left on the device",
    errno.EROFS: "the file system is read-only",
    errno.EFBIG: "the file would be too large",
    errno.EMFILE: "too many open files",
    errno.ENFILE: "too many open files",
    errno.EIO: "input/output error",
}
#: errors met while writing rather than opening
_WRITE_ERRNOS = {errno.ENOSPC, errno.EROFS, errno.EFBIG, errno.EIO}


def os_error_message(exc: OSError, what: str = "", verb: Optional[str] = None) -> str:
    """An :class:`OSError` as a person says it: ``cannot open 'x.in': no such
    file``.  ``what`` names the file's role (``"the answer"``) when it helps;
    ``verb`` replaces the guessed ``cannot open``/``cannot write``."""
    reason = _OS_REASONS.get(exc.errno or 0)
    if reason is None:
        reason = (exc.strerror or str(exc) or type(exc).__name__).rstrip(".")
        reason = reason[:1].lower() + reason[1:]
    name = exc.filename if exc.filename is not None else exc.filename2
    if verb is None:
        verb = ("cannot write" if exc.errno in _WRITE_ERRNOS else "cannot create" if exc.errno == errno.EEXIST
                else "cannot open")
    if name is None:
        return f"{verb} {what}: {reason}" if what else reason
    shown = os.fsdecode(name) if isinstance(name, (bytes, os.PathLike)) else str(name)
    return f"{verb} {what + ' ' if what else ''}{shown!r}: {reason}"


def read_input(path: Optional[str]) -> bytes:
    """The bytes of ``path``, or of stdin when it is ``None`` or ``-``."""
    if path is None or path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as fh:
        return fh.read()


def _run_solve(args: Namespace) -> int:
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
    p = sub.add_parser("solve", help="judge every board (or replay an Ostap log) and print the verdicts",
                       description="Judge every board of a format A or B file (who is in check, is it mate, "
                                   "how many valid moves) or replay a format C log of Ostap's chess, and print "
                                   "the contest's expected output.  Many files: their outputs in order, or one "
                                   "DIR/NAME.out each with -o.",
                       epilog="Exit 0 done, 2 when an input breaks its format or cannot be read (one line on "
                              "stderr).")
    p.add_argument("--format", choices=FORMATS, default="auto",
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
    # start-up: the plain solve and judge forms never build a parser (see fast_args)
    import argparse
    import importlib

    parser = argparse.ArgumentParser(prog="fastcheck", description="Check, mate and valid-move counts "
                                     "for chess positions of any size; Ostap's chess move logs.")
    parser.add_argument("--version", action="version", version=f"fastcheck {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name, module in COMMANDS.items():
        if only is None or only == name:
            importlib.import_module(module).add_cli(sub)
    return parser


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
    """The namespace argparse gives ``solve [FILE...]`` and ``judge FILE...``
    when every argument is plain, without building a parser; ``None`` for
    every other command line (which argparse then reads)."""
    if not argv or not all(_plain(a) for a in argv):
        return None
    command, rest = argv[0], list(argv[1:])
    if command == "solve":
        return SimpleNamespace(command="solve", format="auto", lang="sk", jobs=1, out_dir=None, file=rest,
                               func=_run_solve)
    if command == "judge":
        # start-up: the judge's module is loaded only when a judge runs
        from .kit.judge_cli import run_cli
        return SimpleNamespace(command="judge", paths=rest, appes=False, kattis=False, cms=False, batch=False,
                               format="auto", lang="sk", outputs=None, answers=None, output_suffix=".out",
                               answer_suffix=".ans", jobs=1, func=run_cli)
    return None


def main(argv: Optional[List[str]] = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args: Optional[Namespace] = fast_args(argv)
    if args is None:
        args = build_parser(argv[0] if argv and argv[0] in COMMANDS else None).parse_args(argv)
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
