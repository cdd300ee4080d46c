"""``--json`` of ``solve``, ``judge`` and ``validate``: JSON Lines on stdout,
one object per line, written as each is ready, so that a grader's script
reads them one at a time (``json.loads`` of each line, ``jq -c``) without
waiting for the end or parsing the human wording.

The objects of ``solve`` and ``validate`` name their ``file`` as given on
the command line (``-`` for stdin), those of ``judge`` its ``input``,
``output`` and ``answer``.  An input that breaks its format gives an
object with ``error`` (:func:`error_fields`); one that cannot be read an
``error`` of kind ``os`` (:func:`os_error_fields`).
"""
from __future__ import annotations

import json
import sys
from typing import Any, Dict, List, Optional, TextIO, Tuple

from .. import _core
from ..errors import FormatError, os_error_message
from ..formats import as_bytes, detect_format, read_boards, read_input
from ..kinds import CLASSIC
from ..kit import runner
from ..solver import solve, solve_boards
from ..verdicts import state_name, verdict_line

TYPE_CHECKING = False
if TYPE_CHECKING:   # for type checkers only
    from ..kinds import VariantArg

__all__ = ["write", "error_fields", "os_error_fields", "solve_records", "solve_json"]

#: the checked side's name by colour (1 White)
_SIDES = {1: "white", 0: "black"}


def _board_fields(state: int, count: int) -> Dict[str, Any]:
    """A verdict as JSON: ``state`` (``safe``, ``impossible``, ``check`` or
    ``mate``: :data:`~fastcheck.verdicts.STATE_NAMES`, as ``Verdict.state``),
    ``side`` (the checked side, ``white``/``black``, else ``null``) and
    ``moves`` (its valid moves: ``0`` for mate; ``null`` when no side is)."""
    if state < _CHECKED:
        return {"state": state_name(state, count), "side": None, "moves": None}
    return {"state": state_name(state, count), "side": _SIDES[state - _CHECKED], "moves": count}


_CHECKED = int(_core.State.BLACK_CHECKED)


def write(record: Dict[str, Any], stream: Optional[TextIO] = None) -> None:
    """One object as one line of JSON (around a progress bar, as results are)."""
    runner.emit(json.dumps(record) + "\n", stream)


def error_fields(exc: FormatError) -> Dict[str, Any]:
    """A :class:`~fastcheck.FormatError` as JSON: its ``kind``, ``line``, ``board``,
    ``expected``, ``found`` (``null`` where none) and the ``message`` a
    person reads."""
    return {"kind": exc.kind, "line": exc.line, "board": exc.board, "expected": exc.expected, "found": exc.found,
            "message": str(exc)}


def os_error_fields(message: str) -> Dict[str, Any]:
    """A file that cannot be read, as JSON: kind ``os`` and the sentence."""
    return {"kind": "os", "line": None, "board": None, "expected": None, "found": None, "message": message}


def solve_records(path: str, data: bytes, format: str = "auto", lang: str = "sk",
                  variant: VariantArg = CLASSIC) -> List[Dict[str, Any]]:
    """The objects of ``solve --json`` for one input: formats A and B one per
    board (``board``, ``verdict`` the line ``solve`` prints, and
    :func:`_board_fields`: ``state``, ``side``, ``moves``); format C one for
    the log (``results``, one word per processed move, and ``final`` the
    final board's 8 rows of 8 numbers).  ``variant`` as :func:`~fastcheck.solve`'s.  Raises
    :class:`~fastcheck.FormatError`."""
    data = as_bytes(data)
    fmt = detect_format(data) if format == "auto" else format
    if fmt == "ostap":
        lines = solve(data, format=fmt, variant=variant).splitlines()
        blank = lines.index("")
        return [{"file": path, "format": fmt, "results": lines[:blank],
                 "final": [[int(v) for v in row.split()] for row in lines[blank + 1:]]}]
    states, counts = solve_boards(read_boards(data, fmt, variant), data, variant)
    return [{"file": path, "format": fmt, "board": b + 1, "verdict": verdict_line(s, c, lang, fmt == "grid"),
             **_board_fields(s, c)}
            for b, (s, c) in enumerate(zip(states.tolist(), counts.tolist()))]


def _solve_file(job: Tuple[str, Optional[bytes], str, str, VariantArg]) -> List[Dict[str, Any]]:
    """:func:`solve_records` of one file (or stdin's bytes, read beforehand),
    or the one object with its ``error``; top-level for the process pool."""
    path, data, fmt, lang, variant = job
    try:
        return solve_records(path, read_input(path) if data is None else data, fmt, lang, variant)
    except FormatError as exc:
        return [{"file": path, "error": error_fields(exc)}]
    except OSError as exc:
        return [{"file": path, "error": os_error_fields(os_error_message(exc))}]


def solve_json(paths: List[str], format: str = "auto", lang: str = "sk", jobs: Optional[int] = 1,
               variant: VariantArg = CLASSIC) -> int:
    """``solve --json``: every file's objects in the order given; exit 2
    when a file broke its format or could not be read, else 0."""
    stdin = runner.read_stdin_once(paths)
    jobs_list = [(p, stdin if p == "-" else None, format, lang, variant) for p in paths]
    failed = False
    for records in runner.run(_solve_file, jobs_list, jobs=jobs, desc="solve"):
        for record in records:
            failed = failed or "error" in record
            write(record)
    sys.stdout.flush()
    return 2 if failed else 0
