"""A custom checker (``fastcheck stress --checker CMD``) judging one output,
called as a testlib checker is and as ``fastcheck judge`` itself can be:
``CMD INPUT OUTPUT ANSWER`` (three files), exit 0 ok, 1 wrong answer, 2
presentation error, any other status (or no answer within the time
limit) a failure of the checker itself; its message is the first
non-blank line of its standard error, else of its standard output."""
from __future__ import annotations

import os
import tempfile
from typing import List, Sequence, Tuple

from ..judge import FAIL, TESTLIB_EXIT, TESTLIB_PREFIX
from .process import run_program, status_text

__all__ = ["CheckerBroken", "run_checker"]

#: the verdict of each exit status a checker may end with (testlib's)
_VERDICT_OF_EXIT = {code: verdict for verdict, code in TESTLIB_EXIT.items() if verdict != FAIL}
#: bytes of a checker's output kept: its message is one line
_KEPT = 1 << 16


class CheckerBroken(ValueError):
    """The checker cannot judge: it fails, exits with another status, or hangs."""


def _message(stderr: bytes, stdout: bytes, verdict: str) -> str:
    """The checker's first non-blank line, without testlib's prefix of its verdict."""
    for stream in (stderr, stdout):
        lines = [ln.strip() for ln in stream.decode("utf-8", "replace").splitlines() if ln.strip()]
        if lines:
            line = lines[0]
            prefix = TESTLIB_PREFIX[verdict]
            return line[len(prefix):] if line.startswith(prefix) else line
    return ""


def run_checker(checker: Sequence[str], test: bytes, output: bytes, answer: str, *,
                timeout: float) -> Tuple[str, str]:
    """Judge ``output`` with ``checker``: ``(verdict, message)``, the
    verdict ``OK``, ``WA`` or ``PE`` of :mod:`fastcheck.kit.judge`.
    Raises :class:`CheckerBroken` when the checker cannot judge."""
    with tempfile.TemporaryDirectory(prefix="fastcheck-stress-") as tmp:
        paths: List[str] = []
        for name, data in (("input.txt", test), ("output.txt", output), ("answer.txt", answer.encode("ascii"))):
            path = os.path.join(tmp, name)
            with open(path, "wb") as fh:
                fh.write(data)
            paths.append(path)
        run = run_program(list(checker) + paths, b"", timeout=timeout, max_output=_KEPT)
    if run.timed_out:
        raise CheckerBroken(f"the checker gives no verdict within {timeout:g} s")
    verdict = _VERDICT_OF_EXIT.get(run.status) if run.status is not None else None
    if verdict is None:
        how = "prints too much" if run.capped else status_text(run.status or 0)
        said = _message(run.stderr, run.stdout, FAIL)
        raise CheckerBroken(f"the checker fails: {how}" + (f": {said}" if said else ""))
    return verdict, _message(run.stderr, run.stdout, verdict)
