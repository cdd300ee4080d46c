"""What one run of the program under test amounts to: a pass, or a failure
of one of four kinds, with the line it is about and a signature that says
whether a smaller test still fails *the same way*.

The verdict on the output is the judge's (:func:`fastcheck.kit.judge.judge`
against the expected output), or a custom checker's (``checker``):
its WA is a wrong answer, its PE a presentation error.  A run that does not end in time is a timeout; one that
ends with a non-zero status or a signal is a crash, whatever it printed.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence, Tuple

from ..judge import FAIL, OK, PE, WA, first_difference, judge
from ..output_grammar import is_board_row
from .checker import run_checker
from .process import Run, status_text

__all__ = ["WRONG_ANSWER", "PRESENTATION_ERROR", "CRASH", "TIMEOUT", "KINDS", "Outcome", "Trial", "judge_run",
           "ExpectedBroken", "status_text"]

WRONG_ANSWER = "wrong answer"
PRESENTATION_ERROR = "presentation error"
CRASH = "crash"
TIMEOUT = "timeout"
#: the failure kinds
KINDS = (WRONG_ANSWER, PRESENTATION_ERROR, CRASH, TIMEOUT)
#: the kind of an output the judge refuses, by its verdict
_OF_VERDICT = {WA: WRONG_ANSWER, PE: PRESENTATION_ERROR}
#: seconds a custom checker may take at least (the program's --timeout when longer)
CHECKER_TIMEOUT = 10.0


class ExpectedBroken(ValueError):
    """The expected output is no answer for the test (a reference program's
    output the judge refuses): nothing can be judged against it."""


@dataclass(frozen=True)
class Outcome:
    """One judged run.  ``kind`` is ``None`` (passed) or one of
    :data:`KINDS`; ``message`` says what went wrong in one line (the judge's
    message naming the board or move, or how the program ended); ``line``
    is the first output line (1-based) that differs from the expected one,
    0 when the output was not judged; ``expected_line``/``received_line``
    are those lines (``None``: the output ends before it)."""

    kind: Optional[str]
    message: str = ""
    line: int = 0
    expected_line: Optional[str] = None
    received_line: Optional[str] = None
    signature: Tuple = ()

    @property
    def failed(self) -> bool:
        return self.kind is not None


@dataclass(frozen=True)
class Trial:
    """One test tried: its text, the expected output, the program's run on it
    and what that run amounts to; ``reference_runs`` is 1 when the expected
    output came from a reference program."""

    data: bytes
    expected: str
    run: Run
    outcome: Outcome
    reference_runs: int = 0


def _error_name(stderr: bytes) -> str:
    """The name before the colon on the last line of standard error
    (``ZeroDivisionError`` of a Python traceback), or ``""``: a crash with
    another exception is another mistake."""
    lines = [ln for ln in stderr.decode("utf-8", "replace").splitlines() if ln.strip()]
    if not lines:
        return ""
    head = lines[-1].split(":", 1)[0].strip()
    return head if head.replace(".", "").replace("_", "").isalnum() else ""


def _line_class(line: Optional[str]) -> Optional[Tuple[str, ...]]:
    """What a failure keeps of a line: its words without the numbers (a
    verdict without its move count, a result word), ``('row',)`` for a
    format C board row, ``None`` for no line at all."""
    if line is None:
        return None
    toks = line.split()
    if is_board_row([t.encode() for t in toks]):
        return ("row",)
    return tuple(t for t in toks if not t.isdigit())


def judge_run(fmt: str, test: bytes, expected: str, run: Run, *, lang: str = "sk",
              timeout: float = 0.0, checker: Optional[Sequence[str]] = None, variant: Any = "classic") -> Outcome:
    """Judge one run of the program on ``test`` (format B with ``variant``'s
    pieces) against ``expected``: by the judge, or by ``checker``
    (:mod:`.checker`; then a smaller test fails the same way when the
    checker gives the same verdict)."""
    if run.timed_out:
        return Outcome(TIMEOUT, f"no answer within {timeout:g} s: stopped", signature=(TIMEOUT,))
    if run.status is not None and run.status != 0:
        name = _error_name(run.stderr)
        return Outcome(CRASH, status_text(run.status) + (f" ({name})" if name else ""),
                       signature=(CRASH, run.status, name))
    if checker is not None:
        verdict, message = run_checker(checker, test, run.stdout, expected, timeout=max(timeout, CHECKER_TIMEOUT))
        if verdict == OK:
            return Outcome(None, message)
        kind = _OF_VERDICT[verdict]
        try:
            line, exp, got = first_difference(test, run.stdout, expected, format=fmt, lang=lang, variant=variant)
        except ValueError:                      # an expected output the judge cannot read: no line to show
            line, exp, got = 0, None, None
        return Outcome(kind, message, line, exp, got, (kind,))
    res = judge(test, run.stdout, expected, format=fmt, lang=lang, variant=variant)
    if res.verdict == OK:
        return Outcome(None, res.message)
    if res.verdict == FAIL:
        raise ExpectedBroken(res.message)
    kind = _OF_VERDICT[res.verdict]
    line, exp, got = first_difference(test, run.stdout, expected, format=fmt, lang=lang, variant=variant)
    sig: Tuple = (kind, _line_class(exp)) if kind == PRESENTATION_ERROR else \
        (kind, _line_class(exp), _line_class(got))
    return Outcome(kind, res.message, line, exp, got, sig)
