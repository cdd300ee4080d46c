"""Stress testing: find a test a program gets wrong, and shrink it.

:func:`stress` generates tests with :mod:`fastcheck.kit.gen` (the options
of ``fastcheck gen``; test ``i`` is ``gen`` with seed ``seed + i``), runs
the program with each on standard input, and judges its output with
:func:`fastcheck.kit.judge.judge` against fastcheck's answer, or against a
reference program's.  A wrong answer, a presentation error, a crash and a
timeout are failures (:mod:`.outcome`).  The first failing test, in test
order whatever ``jobs`` is, is shrunk while the program keeps failing the
same way (:mod:`.shrink_boards` for formats A and B, :mod:`.shrink_ostap`
for C, over the engine of :mod:`.search`), and every test tried is valid
input.  The same options give the same tests and, for a deterministic
program, the same shrunk test.

The package: :mod:`.process` (one run of a program), :mod:`.outcome`
(judging a run), :mod:`.cases` (tests as values and text), :mod:`.search`
(the engine), the two shrinkers, :mod:`.report` (the text the command
prints) and :mod:`.cli` (``fastcheck stress``).
"""
from __future__ import annotations

import os
import shlex
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Deque, List, Optional, Sequence, Tuple, Union

from ...solver import solve
from ..explain import explain
from ..gen import FORMAT_ALIASES, GenError, gen_command, generate_bytes
from ..judge import MAX_EXTRA, MAX_LINE
from ..runner import close_bar, open_bar, resolve_jobs, show_progress
from .cases import boards_text, log_text, read_case
from .outcome import (
    CRASH,
    KINDS,
    PRESENTATION_ERROR,
    TIMEOUT,
    WRONG_ANSWER,
    ExpectedBroken,
    Outcome,
    Trial,
    judge_run,
    status_text,
)
from .process import Run, StartError, run_program
from .search import Search
from .shrink_boards import shrink_boards
from .shrink_ostap import shrink_log

__all__ = ["stress", "StressResult", "StressError", "StartError", "WRONG_ANSWER", "PRESENTATION_ERROR", "CRASH",
           "TIMEOUT", "KINDS", "DEFAULT_TESTS", "DEFAULT_TIMEOUT", "DEFAULT_BOARDS", "DEFAULT_SHRINK_RUNS",
           "answer_path"]

#: tests run by default
DEFAULT_TESTS = 100
#: seconds a run may take by default
DEFAULT_TIMEOUT = 3.0
#: boards per test (formats A and B) by default: ``fastcheck gen``'s
DEFAULT_BOARDS = 10
#: runs of the program a shrink may take at most by default
DEFAULT_SHRINK_RUNS = 1000


class StressError(ValueError):
    """Options that cannot work (refused by the generator, ``tests < 1``...),
    or a reference program that fails: a usage error, not a failure of the
    program under test."""


@dataclass(frozen=True)
class StressResult:
    """What :func:`stress` found.

    ``ok`` is True when every test passed; ``tests`` is the number of tests
    run (up to and with the failing one) and ``boards`` the boards they held
    (format C: games).  For a failure: ``kind`` (one of :data:`KINDS`),
    ``test`` the shrunk test, ``expected`` its expected output, ``received``
    the program's output on it (``stderr``: the end of its standard error),
    ``message`` the judge's line naming the board or move (or how the
    program ended), ``line``/``expected_line``/``received_line`` the first
    output line that differs, ``failing_test`` the number (1-based) of the
    generated test that failed, ``original`` its text and ``gen_command``
    the ``fastcheck gen`` command that writes it, ``shrink_runs`` the runs
    of the program while shrinking (``reference_runs``: of the reference),
    ``diagram`` :func:`~fastcheck.kit.explain.explain`'s view of the
    position, ``board`` the board (A/B) it shows, ``pieces`` the pieces
    of the shrunk test (format C: on its start position) and ``length``
    its boards (A/B) or moves (C), and ``out``/``answer`` the files
    written (``None`` when none were asked for)."""

    ok: bool
    format: str
    tests: int
    boards: int
    kind: Optional[str] = None
    test: str = ""
    expected: str = ""
    received: str = ""
    stderr: str = ""
    message: str = ""
    line: int = 0
    expected_line: Optional[str] = None
    received_line: Optional[str] = None
    failing_test: int = 0
    original: str = ""
    gen_command: str = ""
    shrink_runs: int = 0
    reference_runs: int = 0
    diagram: str = ""
    board: Optional[int] = None
    pieces: int = 0
    length: int = 0
    out: Optional[str] = None
    answer: Optional[str] = None

    def __bool__(self) -> bool:
        return self.ok

    def report(self) -> str:
        """The text ``fastcheck stress`` prints."""
        from .report import render
        return render(self)


def answer_path(out: str) -> str:
    """``stress-fail.in`` -> ``stress-fail.ans``; another name gets ``.ans`` added."""
    return (out[:-3] if out.endswith(".in") else out) + ".ans"


def _command(command: Union[str, Sequence[str]], what: str) -> List[str]:
    words = shlex.split(command) if isinstance(command, str) else [str(w) for w in command]
    if not words:
        raise StressError(f"no {what} to run")
    return words


class _Stress:
    """One stress run's options, and the running of one test."""

    def __init__(self, command: List[str], reference: Optional[List[str]], fmt: str, lang: str,
                 timeout: float) -> None:
        self.command, self.reference = command, reference
        self.fmt, self.lang, self.timeout = fmt, lang, timeout

    def _cap(self, expected_size: int) -> int:
        """Output kept of a run: enough for the judge to see any extra output."""
        return 2 * expected_size + MAX_LINE + MAX_EXTRA

    def expected(self, data: bytes) -> str:
        if self.reference is None:
            return solve(data, format=self.fmt, lang=self.lang)
        run = run_program(self.reference, data, timeout=self.timeout, max_output=self._cap(len(data)))
        if run.timed_out:
            raise StressError(f"the reference program gives no answer within {self.timeout:g} s")
        if run.status != 0 or run.capped:
            how = "prints too much" if run.capped else status_text(run.status or 0)
            tail = run.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]
            raise StressError(f"the reference program fails: {how}" + (f": {tail[0]}" if tail else ""))
        return run.stdout.decode("utf-8", "replace")

    def trial(self, data: bytes) -> Trial:
        """Run the program (and the reference) on ``data`` and judge it."""
        expected = self.expected(data)
        run = run_program(self.command, data, timeout=self.timeout, max_output=self._cap(len(expected)))
        try:
            outcome = judge_run(self.fmt, data, expected, run, lang=self.lang, timeout=self.timeout)
        except ExpectedBroken as exc:
            raise StressError(f"the reference program's output is no answer for the test: {exc}") from None
        return Trial(data, expected, run, outcome, 0 if self.reference is None else 1)


def _first_failure(st: _Stress, make: Callable[[int], bytes], tests: int, jobs: int, pool: ThreadPoolExecutor,
                   progress: bool) -> Tuple[int, Optional[Trial]]:
    """Run the tests in order (``jobs`` at once, a few more queued): the
    number run, and the trial of the first failing one (the last run) or ``None``."""
    def one(i: int) -> Trial:
        return st.trial(make(i))

    pending: Deque[Future] = deque()
    bar = open_bar(tests, "stress", unit="test") if progress and show_progress(tests) else None
    nxt = done = 0
    try:
        while True:
            while nxt < tests and len(pending) < 2 * jobs:
                pending.append(pool.submit(one, nxt))
                nxt += 1
            if not pending:
                return done, None
            trial = pending.popleft().result()
            done += 1
            if bar is not None:
                bar.update(1)
            if trial.outcome.failed:
                return done, trial
    finally:
        for f in pending:
            f.cancel()
        close_bar(bar)


def _map_in(pool: ThreadPoolExecutor) -> Callable[[Callable, Sequence], List]:
    def map_parallel(func: Callable, items: Sequence) -> List:
        return [func(items[0])] if len(items) == 1 else list(pool.map(func, items))
    return map_parallel


def stress(command: Union[str, Sequence[str]], *, format: str = "sparse", seed: int = 0,
           tests: int = DEFAULT_TESTS, jobs: Optional[int] = 1, timeout: float = DEFAULT_TIMEOUT,
           kind: str = "mixed", size: Optional[str] = None, pieces: Optional[str] = None,
           boards: Optional[int] = None, mix: Optional[str] = None, moves: Optional[str] = None, lang: str = "sk",
           reference: Union[str, Sequence[str], None] = None, out: Optional[str] = None,
           max_shrink_runs: int = DEFAULT_SHRINK_RUNS, progress: bool = False) -> StressResult:
    """Stress test ``command`` (a list of words, or one string split like a
    shell does) on ``tests`` generated tests and shrink the first failure.

    ``format`` is ``grid``/``A``, ``sparse``/``B`` or ``ostap``/``C``;
    ``kind``, ``size``, ``pieces``, ``boards`` (gen's ``-t``), ``mix`` and
    ``moves`` are ``fastcheck gen``'s options, test ``i`` (0-based) is
    generated with seed ``seed + i``.  ``jobs`` runs that many programs at
    once (0: one per core); ``timeout`` is per run, in seconds;
    ``reference`` a program whose output is the expected one (default:
    fastcheck's); ``lang`` the verdict wording of formats A/B; ``out`` a
    file to write the shrunk test to (the expected answer goes beside it,
    :func:`answer_path`).  ``max_shrink_runs`` bounds the runs spent
    shrinking; ``progress`` draws a bar on stderr when it is a terminal.

    Raises :class:`StartError` (an ``OSError``) when a program cannot be
    started, and :class:`StressError` (a ``ValueError``) for options that
    cannot work or a reference program that fails.
    """
    fmt = FORMAT_ALIASES.get(str(format).lower())
    if fmt is None:
        raise StressError(f"format must be grid (A), sparse (B) or ostap (C), not {format!r}")
    if isinstance(tests, bool) or not isinstance(tests, int) or tests < 1:
        raise StressError(f"tests must be a positive number, not {tests!r}")
    if isinstance(max_shrink_runs, bool) or not isinstance(max_shrink_runs, int) or max_shrink_runs < 0:
        raise StressError(f"the shrink runs must be a number >= 0, not {max_shrink_runs!r}")
    if not timeout > 0:
        raise StressError(f"timeout must be a positive number of seconds, not {timeout!r}")
    if lang not in ("sk", "en"):
        raise StressError(f"lang must be sk or en, not {lang!r}")
    if out is not None and not os.path.isdir(os.path.dirname(out) or "."):
        raise StressError(f"cannot write {out!r}: no such directory")      # said now, not after the search
    prog = _command(command, "program")
    ref = None if reference is None else _command(reference, "reference program")
    # the options not given stay None: gen fills in its defaults and refuses an option of another format
    options = dict(boards=boards, kind=kind, size=size or None, pieces=pieces or None, mix=mix, moves=moves)

    def make(i: int) -> bytes:
        return generate_bytes(fmt, seed=seed + i, **options)  # type: ignore[arg-type]

    try:
        make(0)                                  # the options are checked once, here
    except GenError as exc:
        raise StressError(str(exc)) from None
    st = _Stress(prog, ref, fmt, lang, timeout)
    jobs = resolve_jobs(jobs)
    per_test = 1 if fmt == "ostap" else (DEFAULT_BOARDS if boards is None else boards)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        done, trial = _first_failure(st, make, tests, jobs, pool, progress)
        if trial is None:
            return StressResult(True, fmt, done, done * per_test)
        case = read_case(trial.data, fmt)

        def encode(candidate: Any) -> bytes:
            return log_text(candidate) if fmt == "ostap" else boards_text(candidate, fmt)

        bar = open_bar(None, "shrinking", unit="run") if progress and show_progress(max_shrink_runs) else None
        search: Search[Any] = Search(fmt, case, trial, encode=encode, evaluate=st.trial, map_parallel=_map_in(pool),
                                     jobs=jobs, budget=max_shrink_runs,
                                     on_run=None if bar is None else lambda: bar.update(1))
        try:
            if fmt == "ostap":
                shrink_log(search)
            else:
                shrink_boards(search, fmt)
        finally:
            close_bar(bar)
    return _result(search, fmt, lang, done, per_test, trial, out,
                   gen_command(fmt, {"seed": seed + done - 1, "kind": kind, "boards": boards, "size": size,
                                     "pieces": pieces, "mix": mix, "moves": moves}, default_kind=False))


def _result(search: Search, fmt: str, lang: str, done: int, per_test: int, first: Trial, out: Optional[str],
            command: str) -> StressResult:
    """The result of a failure: ``first`` is the trial of the failing test
    (the last of the ``done`` run), ``search`` holds the shrunk one."""
    final: Trial = search.trial
    o: Outcome = final.outcome
    run: Run = final.run
    board = None
    if fmt == "ostap":
        diagram = explain(final.data, format=fmt)
        pieces, length = sum(1 for v in search.case.cells if v), len(search.case.moves)
    else:
        pieces, length = sum(len(b.pieces) for b in search.case), len(search.case)
        board = o.line if o.kind in (WRONG_ANSWER, PRESENTATION_ERROR) and 1 <= o.line <= len(search.case) else 1
        diagram = explain(final.data, board=board, format=fmt, lang=lang)
    answer = None
    if out is not None:
        answer = answer_path(out)
        with open(out, "wb") as fh:
            fh.write(final.data)
        with open(answer, "w", encoding="ascii", newline="\n") as fh:
            fh.write(final.expected)
    return StressResult(False, fmt, done, done * per_test, o.kind, final.data.decode("ascii"), final.expected,
                        run.stdout.decode("utf-8", "replace"), run.stderr.decode("utf-8", "replace"), o.message,
                        o.line, o.expected_line, o.received_line, done, first.data.decode("ascii"), command,
                        search.runs, search.reference_runs, diagram, board, pieces, length, out, answer)
