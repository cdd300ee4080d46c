"""``fastcheck validate``: many input files against their format and a
limits preset (:mod:`fastcheck.kit.validate`), with testlib's or Kattis'
exit codes."""
from __future__ import annotations

import argparse
import sys
from typing import Any, Dict, Optional, Tuple, Union

from ..errors import os_error_message
from ..formats import read_input
from ..kit import runner
from ..kit.validate import (
    EMPTY_LINES,
    EXIT_INVALID,
    EXIT_VALID,
    KATTIS_INVALID,
    KATTIS_VALID,
    PRESETS,
    Validation,
    validate,
)
from . import json_lines
from .options import add_format, add_jobs, add_variant

__all__ = ["add_arguments", "run"]


def _validate_path(job: Tuple[str, Optional[bytes], str, str, Any]) -> Tuple[str, Union[Validation, str]]:
    """Validate one file (or stdin's bytes, read beforehand) with the
    command's variant; top-level for the process pool.  A file that cannot
    be read gives the reason instead."""
    path, data, fmt, limits, variant = job
    try:
        return path, validate(read_input(path) if data is None else data, format=fmt, limits=limits,
                              variant=variant)
    except OSError as exc:
        return path, os_error_message(exc)


def _record(path: str, res: Union[Validation, str]) -> Dict[str, Any]:
    """A file's finding for ``--json``: ``valid``, ``format``, ``limits``,
    ``count`` (boards, or moves of a log) and the first violation's ``error``
    (``null`` for a valid file; a file that cannot be read has only ``error``)."""
    if isinstance(res, str):
        return {"file": path, "valid": False, "error": json_lines.os_error_fields(res)}
    record = {"file": path, "valid": res.ok, "format": res.format, "limits": res.limits, "count": res.count,
              "error": None if res.error is None else json_lines.error_fields(res.error)}
    if res.variant is not None:           # (the classic variant's records stay as they were)
        record["variant"] = res.variant
    return record


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck validate``; the exit code."""
    good, bad = (KATTIS_VALID, KATTIS_INVALID) if args.kattis else (EXIT_VALID, EXIT_INVALID)
    paths = args.files or ["-"]
    stdin = runner.read_stdin_once(paths)
    jobs = [(p, stdin if p == "-" else None, args.format, args.limits, args.variant) for p in paths]
    invalid = 0
    for path, res in runner.run(_validate_path, jobs, jobs=args.jobs, desc="validate"):
        name = "<stdin>" if path == "-" else path
        failed = isinstance(res, str) or not res.ok
        invalid += failed
        if args.json:
            if failed or not args.quiet:
                json_lines.write(_record(path, res))
        elif isinstance(res, str):         # unreadable: not shown to be valid
            runner.emit(f"fastcheck: {res}\n", sys.stderr)
        elif res.ok:
            if not args.quiet:
                runner.emit(f"{name}: {res.describe()}\n", sys.stdout)
        else:
            runner.emit(f"{name}: {res.describe()}\n", sys.stderr)
    sys.stdout.flush()
    if len(paths) > 1 and not args.quiet and not args.json:
        runner.emit(f"{len(paths) - invalid} of {len(paths)} files valid\n", sys.stdout)
    return bad if invalid else good


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``fastcheck validate``."""
    p.description = ("Check input files strictly against their format and a limits preset; report the first "
                     "violation with its line.")
    p.epilog = ("Formats A and B: " + EMPTY_LINES[0].lower() + EMPTY_LINES[1:] + "  Exit 0 valid, 3 invalid; "
                "with --kattis 42 valid, 43 invalid. Presets: cstate3 (format B, SPOJ CSTATE3), ksp (8x8 boards, "
                "t <= 1000), timus (format C, P <= 60), none (format only).")
    add_format(p)
    add_variant(p)
    p.add_argument("--limits", choices=["auto"] + list(PRESETS), default="auto",
                   help="limits preset (default: the one of the detected format)")
    p.add_argument("--kattis", action="store_true", help="Kattis/DOMjudge input validator exit codes (42/43)")
    p.add_argument("-q", "--quiet", action="store_true", help="print nothing for valid files")
    p.add_argument("--json", action="store_true",
                   help="print JSON Lines on stdout instead, one object a line and a file: file, valid, format, "
                        "limits, count (boards, or moves of a log), error (null, or kind, line, board, expected, "
                        "found, message); no summary line")
    add_jobs(p)
    p.add_argument("files", nargs="*", metavar="FILE", help="input files (default: stdin)")
