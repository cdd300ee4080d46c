"""How far a stress run is, on standard error: a tqdm bar when stderr is a
terminal (:mod:`fastcheck.kit.runner`'s), else a plain line at most every
:data:`PLAIN_EVERY` seconds (a log or a pipe then still shows that the run
goes on, and how far it is)."""
from __future__ import annotations

import sys
import time
from typing import Any, Optional

from ..runner import close_bar, open_bar, show_progress

__all__ = ["Progress", "PLAIN_EVERY"]

#: seconds between two plain progress lines (stderr not a terminal)
PLAIN_EVERY = 10.0


def _is_terminal() -> bool:
    try:
        return bool(sys.stderr.isatty())
    except (AttributeError, ValueError):
        return False


class Progress:
    """The progress of one stress run: :meth:`test` after each test,
    :meth:`shrinking` when a shrink starts, :meth:`run` after each of its
    runs, :meth:`close` at the end.  ``shown`` False: nothing at all."""

    def __init__(self, shown: bool, tests: int) -> None:
        self.shown = shown
        self.tests = tests
        self.start = self._last = time.monotonic()
        self.terminal = shown and _is_terminal()
        self._bar: Any = open_bar(tests, "stress", unit="test") if self.terminal and show_progress(tests) else None
        self._what = ""

    def _line(self, text: str) -> None:
        """A plain line when :data:`PLAIN_EVERY` seconds have passed since the last."""
        now = time.monotonic()
        if self.shown and not self.terminal and now - self._last >= PLAIN_EVERY:
            self._last = now
            sys.stderr.write(f"fastcheck stress: {text} ({now - self.start:.0f} s)\n")
            sys.stderr.flush()

    def test(self, done: int, failed: int) -> None:
        """``done`` tests run, ``failed`` solutions failed so far."""
        if self._bar is not None:
            self._bar.update(1)
        self._line(f"{done}/{self.tests} tests run, {failed} failed")

    def shrinking(self, test: int, kind: Optional[str], runs: int) -> None:
        """A shrink of the failing test ``test`` starts (``runs``: the most it may take)."""
        self._close_bar()
        if self.terminal and show_progress(runs):
            self._bar = open_bar(None, "shrinking", unit="run")
        self._what = f"shrinking test {test} ({kind})"
        self._runs = 0

    def run(self) -> None:
        """One run of the shrink."""
        self._runs += 1
        if self._bar is not None:
            self._bar.update(1)
        self._line(f"{self._what}: {self._runs} runs")

    def _close_bar(self) -> None:
        close_bar(self._bar)
        self._bar = None

    def close(self) -> None:
        self._close_bar()
