"""Stress testing: find a test a program gets wrong, and shrink it.

:func:`stress` generates tests with :mod:`fastcheck.kit.gen` (the options
of ``fastcheck gen``; test ``i`` is ``gen`` with seed ``seed + i``), runs
the program with each on standard input, and judges its output with
:func:`fastcheck.kit.judge.judge` (or a custom checker, ``checker``)
against fastcheck's answer, or against a reference program's.  A wrong
answer, a presentation error, a crash and a timeout are failures
(``outcome``).  The first failing test, in test
order whatever ``jobs`` is, is shrunk while the program keeps failing the
same way (``shrink_boards`` for formats A and B, ``shrink_ostap``
for C, over the engine of ``search``), and every test tried is valid
input.  The same options give the same tests and, for a deterministic
program, the same shrunk test.  :func:`stress_all` runs several solutions
on the same tests; ``max_time`` bounds the whole run's wall-clock time.

The package: ``process`` (one run of a program), ``outcome``
(judging a run), ``checker`` (a custom checker's run),
``cases`` (tests as values and text), ``search`` (the engine),
the two shrinkers, ``progress`` (how far a run is, on stderr),
``report`` (the text the command prints) and
``fastcheck.cli.stress`` (``fastcheck stress``).
"""
from __future__ import annotations

import os
import shlex
import time
import warnings
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Deque, Dict, List, Optional, Sequence, Tuple, Union

from ...kinds import CLASSIC
from ...solver import solve
from ...variants import Variant, installed_variant
from ..explain import explain
from ..gen import FORMAT_ALIASES, GenError, gen_command, generate_bytes, variant_option
from ..judge import MAX_EXTRA, MAX_LINE
from ..runner import resolve_jobs
from ..validate import validate
from .cases import boards_text, kind_counts, log_text, read_case
from .checker import CheckerBroken
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
from .progress import Progress
from .search import Search
from .shrink_boards import shrink_boards
from .shrink_ostap import shrink_log

if TYPE_CHECKING:
    from ...kinds import VariantLike

__all__ = ["stress", "stress_all", "StressResult", "StressError", "StartError", "WRONG_ANSWER", "PRESENTATION_ERROR",
           "CRASH", "TIMEOUT", "KINDS", "DEFAULT_TESTS", "DEFAULT_TIMEOUT", "DEFAULT_BOARDS", "DEFAULT_SHRINK_RUNS",
           "SHORT_LIMIT_FACTOR", "SHORT_LIMIT_FLOOR", "answer_path", "numbered_path", "short_limit"]

#: tests run by default
DEFAULT_TESTS = 100
#: seconds a run may take by default
DEFAULT_TIMEOUT = 3.0
#: boards per test (formats A and B) by default: ``fastcheck gen``'s
DEFAULT_BOARDS = 10
#: runs of the program a shrink may take at most by default
DEFAULT_SHRINK_RUNS = 1000
#: a timeout is shrunk first with this many times the slowest passing run as its limit ...
SHORT_LIMIT_FACTOR = 4.0
#: ... but at least this many seconds (a program's start on a busy machine)
SHORT_LIMIT_FLOOR = 0.5


class StressError(ValueError):
    """Options that cannot work (refused by the generator, ``tests < 1``...),
    or a reference program that fails: a usage error, not a failure of the
    program under test."""


@dataclass(frozen=True)
class StressResult:
    """What :func:`stress` found; true when every test passed.

    The fields from ``kind`` to ``answer`` describe a failure.

    Args:
        ok: True when every test passed.
        format: the tests' format, ``grid``, ``sparse`` or ``ostap``.
        tests: the number of tests run, up to and with the failing one.
        boards: the boards they held (format C: games).
        kind: the failure's kind, one of :data:`KINDS`.
        test: the shrunk test.
        expected: its expected output.
        received: the program's output on it.
        stderr: the end of the program's standard error.
        message: the judge's line naming the board or move (or how the program ended).
        line: the number of the first output line that differs.
        expected_line: that line, as expected.
        received_line: that line, as received.
        failing_test: the number (1-based) of the generated test that failed.
        original: that test's text.
        gen_command: the ``fastcheck gen`` command that writes it.
        shrink_runs: the runs of the program while shrinking.
        reference_runs: the runs of the reference while shrinking.
        diagram: :func:`~fastcheck.kit.explain.explain`'s view of the position.
        board: the board (A/B) the diagram shows.
        pieces: the pieces of the shrunk test (format C: on its start position).
        length: the shrunk test's boards (A/B) or moves (C).
        out: the file the shrunk test was written to (``None`` when none was asked for).
        answer: the file its expected output was written to (``None`` likewise).
        stopped: True when the time limit ``max_time`` ended the tests or the shrinking early.
        max_time: the time limit of the whole run, in seconds (``None``: none).
        solution: the command, as one string.
        held: for a passing run of formats A and B, how many pieces of each
            kind of ``variant`` the tests held: ``(name, count)`` for every
            kind, the king first (format C: empty).
        variant: the variant the tests were made with, its name or file.
    """

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
    stopped: bool = False
    max_time: Optional[float] = None
    solution: str = ""
    held: Tuple[Tuple[str, int], ...] = ()
    variant: str = CLASSIC

    def __bool__(self) -> bool:
        return self.ok

    def report(self) -> str:
        """The text ``fastcheck stress`` prints."""
        from .report import render
        return render(self)


def answer_path(out: str) -> str:
    """``stress-fail.in`` -> ``stress-fail.ans``; another name gets ``.ans`` added."""
    return (out[:-3] if out.endswith(".in") else out) + ".ans"


def numbered_path(out: str, i: int) -> str:
    """Solution ``i``'s test when several run: ``stress-fail.in`` -> ``stress-fail-2.in``."""
    return (out[:-3] + f"-{i}.in") if out.endswith(".in") else f"{out}-{i}"


def _command(command: Union[str, Sequence[str]], what: str) -> List[str]:
    words = shlex.split(command) if isinstance(command, str) else [str(w) for w in command]
    if not words:
        raise StressError(f"no {what} to run")
    return words


class _Stress:
    """One stress run's options (``variant``: the one value every test is
    generated, solved, judged, shrunk and explained with), and the running
    of one test."""

    def __init__(self, reference: Optional[List[str]], checker: Optional[List[str]], fmt: str, lang: str,
                 timeout: float, variant: Variant) -> None:
        self.reference, self.checker = reference, checker
        self.fmt, self.lang, self.timeout = fmt, lang, timeout
        self.variant = variant

    def _cap(self, expected_size: int) -> int:
        """Output kept of a run: enough for the judge to see any extra output."""
        return 2 * expected_size + MAX_LINE + MAX_EXTRA

    def expected(self, data: bytes) -> str:
        if self.reference is None:
            return solve(data, format=self.fmt, lang=self.lang, variant=self.variant)
        run = run_program(self.reference, data, timeout=self.timeout, max_output=self._cap(len(data)))
        if run.timed_out:
            raise StressError(f"the reference program gives no answer within {self.timeout:g} s")
        if run.status != 0 or run.capped:
            how = "prints too much" if run.capped else status_text(run.status or 0)
            tail = run.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]
            raise StressError(f"the reference program fails: {how}" + (f": {tail[0]}" if tail else ""))
        return run.stdout.decode("utf-8", "replace")

    def trial(self, command: List[str], data: bytes, expected: Optional[str] = None,
              timeout: Optional[float] = None) -> Trial:
        """Run ``command`` (and the reference, unless ``expected`` is known) on
        ``data`` with ``timeout`` (default: the run's) and judge it."""
        runs_reference = expected is None and self.reference is not None
        expected = self.expected(data) if expected is None else expected
        limit = self.timeout if timeout is None else timeout
        run = run_program(command, data, timeout=limit, max_output=self._cap(len(expected)))
        try:
            outcome = judge_run(self.fmt, data, expected, run, lang=self.lang, timeout=limit, checker=self.checker,
                                variant=self.variant)
        except ExpectedBroken as exc:
            raise StressError(f"the reference program's output is no answer for the test: {exc}") from None
        except CheckerBroken as exc:
            raise StressError(str(exc)) from None
        return Trial(data, expected, run, outcome, 1 if runs_reference else 0)


class _Found:
    """One solution's first pass over the tests: the tests it ran, its
    slowest passing run, and its first failing trial (``None``: none)."""

    def __init__(self) -> None:
        self.tests = 0
        self.slowest = 0.0
        self.trial: Optional[Trial] = None


def _first_failures(st: _Stress, programs: List[List[str]], make: Callable[[int], bytes], tests: int, jobs: int,
                    pool: ThreadPoolExecutor, clock: _Clock, progress: Progress) -> List[_Found]:
    """Run the tests in order (``jobs`` at once, a few more queued), each
    with every solution that has not failed yet, until every solution
    failed, the tests are all run or the time is up: each solution's first
    failure in test order."""
    found = [_Found() for _ in programs]

    def one(i: int, alive: Tuple[int, ...]) -> List[Tuple[int, Trial]]:
        data = make(i)
        expected = st.expected(data)
        return [(p, st.trial(programs[p], data, expected)) for p in alive]

    pending: Deque[Future] = deque()
    nxt = done = 0
    try:
        while True:
            alive = tuple(p for p, f in enumerate(found) if f.trial is None)
            if not alive:
                return found
            while nxt < tests and len(pending) < 2 * jobs and not clock.over():
                pending.append(pool.submit(one, nxt, alive))
                nxt += 1
            if clock.over():
                while pending and pending[-1].cancel():       # not started: dropped
                    pending.pop()
            if not pending:
                return found
            results = pending.popleft().result()
            done += 1
            for p, trial in results:
                f = found[p]
                if f.trial is not None:
                    continue
                f.tests = done
                if trial.outcome.failed:
                    f.trial = trial
                else:
                    f.slowest = max(f.slowest, trial.run.seconds)
            progress.test(done, sum(f.trial is not None for f in found))
    finally:
        for fut in pending:
            fut.cancel()


def _map_in(pool: ThreadPoolExecutor) -> Callable[[Callable, Sequence], List]:
    def map_parallel(func: Callable, items: Sequence) -> List:
        return [func(items[0])] if len(items) == 1 else list(pool.map(func, items))
    return map_parallel


class _Clock:
    """The wall-clock budget of a run (``max_time`` seconds; ``None``: none)."""

    def __init__(self, max_time: Optional[float]) -> None:
        self.deadline = None if max_time is None else time.monotonic() + max_time
        self.stopped = False

    def over(self) -> bool:
        if self.deadline is not None and time.monotonic() >= self.deadline:
            self.stopped = True
        return self.stopped


def _held(variant: Variant, held: Dict[int, Tuple[int, ...]], tests: int) -> Tuple[Tuple[str, int], ...]:
    """The pieces of each kind of ``variant`` that the first ``tests`` tests
    held, by name, as messages list the kinds: king to pawn, then the
    variant's own (:attr:`StressResult.held`)."""
    totals = [0] * len(variant.kinds)
    for i in range(tests):
        for k, count in enumerate(held.get(i, ())):
            totals[k] += count
    listed = variant.letters.listed
    rows = [variant.row_of(letter) for letter in listed[len(listed) // 2:]]
    return tuple((row.name, totals[row.number - 1]) for row in rows)


def short_limit(timeout: float, slowest: float) -> float:
    """The time limit a timeout is shrunk with first: :data:`SHORT_LIMIT_FACTOR`
    times the slowest passing run seen, at least :data:`SHORT_LIMIT_FLOOR`
    seconds, at most ``timeout``."""
    return min(timeout, max(SHORT_LIMIT_FLOOR, SHORT_LIMIT_FACTOR * slowest))


def _shrink(st: _Stress, command: List[str], fmt: str, case: Any, trial: Trial, limit: float, budget: int,
            pool: ThreadPoolExecutor, jobs: int, clock: _Clock, progress: Progress) -> Search:
    """Shrink ``case`` (its ``trial`` failing) with runs of ``limit`` seconds."""
    def encode(candidate: Any) -> bytes:
        return log_text(candidate) if fmt == "ostap" else boards_text(candidate, fmt, st.variant)

    search: Search[Any] = Search(fmt, case, trial, encode=encode,
                                 evaluate=lambda data: st.trial(command, data, timeout=limit),
                                 valid=lambda data: validate(data, format=fmt, variant=st.variant).ok,
                                 map_parallel=_map_in(pool), jobs=jobs, budget=budget, on_run=progress.run,
                                 stop=clock.over)
    if fmt == "ostap":
        shrink_log(search)
    else:
        shrink_boards(search, fmt)
    return search


def _shrunk(st: _Stress, command: List[str], fmt: str, first: _Found, budget: int, pool: ThreadPoolExecutor,
            jobs: int, clock: _Clock, progress: Progress) -> Tuple[Search, Trial, int, int]:
    """Shrink a solution's first failure: the search, the shrunk test's
    trial, and the runs of the program and of the reference it took.

    A timeout is shrunk with a short limit first (:func:`short_limit`: a
    hanging program then costs that, not the whole limit, per run); the
    test it leaves is run once more with the whole limit, and when it does
    not time out then, the failing test is shrunk again with the whole limit."""
    assert first.trial is not None
    trial = first.trial
    case = read_case(trial.data, fmt, st.variant)
    limit = short_limit(st.timeout, first.slowest) if trial.outcome.kind == TIMEOUT else st.timeout
    search = _shrink(st, command, fmt, case, trial, limit, budget, pool, jobs, clock, progress)
    runs, reference_runs = search.runs, search.reference_runs
    final = search.trial
    if limit < st.timeout and final is not trial:
        final = st.trial(command, final.data, final.expected)          # the whole limit
        runs += 1
        if final.outcome.signature != trial.outcome.signature:
            search = _shrink(st, command, fmt, case, trial, st.timeout, budget - runs, pool, jobs, clock, progress)
            runs, reference_runs = runs + search.runs, reference_runs + search.reference_runs
            final = search.trial
    return search, final, runs, reference_runs


def stress_all(commands: Sequence[Union[str, Sequence[str]]], *, format: str = "sparse", seed: int = 0,
               tests: int = DEFAULT_TESTS, jobs: Optional[int] = 1, timeout: float = DEFAULT_TIMEOUT,
               kind: str = "mixed", size: Optional[str] = None, pieces: Optional[str] = None,
               boards: Optional[int] = None, mix: Optional[str] = None, moves: Optional[str] = None,
               lang: str = "sk", reference: Union[str, Sequence[str], None] = None,
               checker: Union[str, Sequence[str], None] = None, out: Optional[str] = None,
               shrink_runs: int = DEFAULT_SHRINK_RUNS, max_time: Optional[float] = None,
               progress: bool = False, variant: VariantLike = CLASSIC) -> List[StressResult]:
    """:func:`stress` for several solutions at once, on the same tests: one
    result each, in the order given.  Each test's expected output is
    computed once; a solution that failed is not run on later tests, and
    each failure is shrunk on its own.

    Args:
        commands: the solutions, each a list of words or one string split
            like a shell does.
        format: ``grid``/``A``, ``sparse``/``B`` or ``ostap``/``C``.
        seed: test ``i`` (0-based) is generated with seed ``seed + i``.
        tests: the number of tests generated.
        jobs: the programs run at once (0: one per core).
        timeout: the limit of each run, in seconds.
        kind: ``fastcheck gen``'s ``--kind``.
        size: ``fastcheck gen``'s ``--size``.
        pieces: ``fastcheck gen``'s ``--pieces``.
        boards: ``fastcheck gen``'s ``-t``, the boards per test.
        mix: ``fastcheck gen``'s ``--mix``.
        moves: ``fastcheck gen``'s ``--moves``.
        lang: the verdict wording of formats A/B, ``sk`` or ``en``.
        reference: a program whose output is the expected one (default: fastcheck's).
        checker: a program that judges an output instead of the judge (``checker``).
        out: a file to write the shrunk tests to: solution ``i``'s test
            goes to ``out`` with ``-i`` before its ``.in`` (``numbered_path()``).
        shrink_runs: the most runs spent shrinking.
        max_time: the seconds the whole run may take, checked between runs:
            then the tests stop, or the shrinking, and what was found is reported.
        progress: draw a bar on stderr when it is a terminal, else write a
            plain line now and then.
        variant: as :func:`stress` takes it.

    Raises:
        StartError: as :func:`stress` does.
        StressError: as :func:`stress` does.
    """
    fmt = FORMAT_ALIASES.get(str(format).lower())
    if fmt is None:
        raise StressError(f"format must be grid (A), sparse (B) or ostap (C), not {format!r}")
    if isinstance(tests, bool) or not isinstance(tests, int) or tests < 1:
        raise StressError(f"tests must be a positive number, not {tests!r}")
    if isinstance(shrink_runs, bool) or not isinstance(shrink_runs, int) or shrink_runs < 0:
        raise StressError(f"the shrink runs must be a number >= 0, not {shrink_runs!r}")
    if not timeout > 0:
        raise StressError(f"timeout must be a positive number of seconds, not {timeout!r}")
    if max_time is not None and not max_time > 0:
        raise StressError(f"the time limit must be a positive number of seconds, not {max_time!r}")
    if lang not in ("sk", "en"):
        raise StressError(f"lang must be sk or en, not {lang!r}")
    if out is not None and not os.path.isdir(os.path.dirname(out) or "."):
        raise StressError(f"cannot write {out!r}: no such directory")      # said now, not after the search
    if isinstance(commands, str):
        raise TypeError("commands must be a list of commands (each a list of words or one string)")
    if not commands:
        raise StressError("no program to run")
    programs = [_command(c, "program") for c in commands]
    ref = None if reference is None else _command(reference, "reference program")
    check = None if checker is None else _command(checker, "checker")
    found_variant = installed_variant(variant)     # the one variant every test is made and judged with
    # the options not given stay None: gen fills in its defaults and refuses an option of another format
    options = dict(boards=boards, kind=kind, size=size or None, pieces=pieces or None, mix=mix, moves=moves,
                   variant=found_variant)
    #: the pieces of each kind in test i (formats A and B), for the summary
    held: Dict[int, Tuple[int, ...]] = {}

    def make(i: int) -> bytes:
        data = generate_bytes(fmt, seed=seed + i, **options)  # type: ignore[arg-type]
        if fmt != "ostap":
            held[i] = kind_counts(data, fmt, found_variant)
        return data

    try:
        make(0)                                  # the options are checked once, here
    except GenError as exc:
        raise StressError(str(exc)) from None
    clock = _Clock(max_time)
    st = _Stress(ref, check, fmt, lang, timeout, found_variant)
    jobs = resolve_jobs(jobs)
    per_test = 1 if fmt == "ostap" else (DEFAULT_BOARDS if boards is None else boards)
    bar = Progress(progress, tests)
    results: List[StressResult] = []
    try:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            found = _first_failures(st, programs, make, tests, jobs, pool, clock, bar)
            for i, (prog, first) in enumerate(zip(programs, found), 1):
                where = out if out is None or len(programs) == 1 else numbered_path(out, i)
                if first.trial is None:
                    results.append(StressResult(True, fmt, first.tests, first.tests * per_test,
                                                stopped=clock.stopped, max_time=max_time,
                                                solution=shlex.join(prog),
                                                held=_held(found_variant, held, first.tests) if fmt != "ostap"
                                                else (), variant=found_variant.label))
                    continue
                bar.shrinking(first.tests, first.trial.outcome.kind, shrink_runs)
                search, final, runs, reference_runs = _shrunk(st, prog, fmt, first, shrink_runs, pool, jobs, clock,
                                                              bar)
                command = gen_command(fmt, {"seed": seed + first.tests - 1, "kind": kind, "boards": boards,
                                            "size": size, "pieces": pieces, "mix": mix, "moves": moves,
                                            "variant": variant_option(found_variant)},
                                      default_kind=False)
                results.append(_result(search, final, runs, reference_runs, fmt, lang, first, per_test, where,
                                       command, clock, max_time, shlex.join(prog), found_variant))
    finally:
        bar.close()
    return results


def stress(command: Union[str, Sequence[str]], *, format: str = "sparse", seed: int = 0,
           tests: int = DEFAULT_TESTS, jobs: Optional[int] = 1, timeout: float = DEFAULT_TIMEOUT,
           kind: str = "mixed", size: Optional[str] = None, pieces: Optional[str] = None,
           boards: Optional[int] = None, mix: Optional[str] = None, moves: Optional[str] = None, lang: str = "sk",
           reference: Union[str, Sequence[str], None] = None, checker: Union[str, Sequence[str], None] = None,
           out: Optional[str] = None, shrink_runs: int = DEFAULT_SHRINK_RUNS, max_time: Optional[float] = None,
           progress: bool = False, max_shrink_runs: Optional[int] = None,
           variant: VariantLike = CLASSIC) -> StressResult:
    """Stress test ``command`` (a list of words, or one string split like a
    shell does) on ``tests`` generated tests and shrink the first failure.

    The keywords are the options of ``fastcheck stress``.

    Args:
        command: the program, a list of words or one string split like a
            shell does.
        format: ``grid``/``A``, ``sparse``/``B`` or ``ostap``/``C``.
        seed: test ``i`` (0-based) is generated with seed ``seed + i``.
        tests: the number of tests generated.
        jobs: the programs run at once (0: one per core).
        timeout: the limit of each run, in seconds.
        kind: ``fastcheck gen``'s ``--kind``.
        size: ``fastcheck gen``'s ``--size``.
        pieces: ``fastcheck gen``'s ``--pieces``.
        boards: ``fastcheck gen``'s ``-t``, the boards per test.
        mix: ``fastcheck gen``'s ``--mix``.
        moves: ``fastcheck gen``'s ``--moves``.
        lang: the verdict wording of formats A/B, ``sk`` or ``en``.
        reference: a program whose output is the expected one (default: fastcheck's).
        checker: a program that judges an output instead of the judge (``checker``).
        out: a file to write the shrunk test to (the expected answer goes
            beside it, ``answer_path()``).
        shrink_runs: the most runs spent shrinking.
        max_time: the seconds the whole run may take, checked between runs:
            then the tests stop, or the shrinking, and what was found is reported.
        progress: draw a bar on stderr when it is a terminal, else write a
            plain line now and then.
        max_shrink_runs: ``shrink_runs``' old name, deprecated.
        variant: the pieces of format B the tests are generated, solved and
            judged with (``classic``, ``fairy``, a variant file's path or a
            :class:`~fastcheck.Variant`); the result's ``held`` says which
            kinds they held.

    Raises:
        StartError: (an ``OSError``) when a program cannot be started.
        StressError: (a ``ValueError``) for options that cannot work, or a
            reference program or checker that fails.
    """
    if max_shrink_runs is not None:
        warnings.warn("stress(max_shrink_runs=...) is now stress(shrink_runs=...), as the option --shrink-runs",
                      DeprecationWarning, stacklevel=2)
        shrink_runs = max_shrink_runs
    return stress_all([command], format=format, seed=seed, tests=tests, jobs=jobs, timeout=timeout, kind=kind,
                      size=size, pieces=pieces, boards=boards, mix=mix, moves=moves, lang=lang,
                      reference=reference, checker=checker, out=out, shrink_runs=shrink_runs, max_time=max_time,
                      progress=progress, variant=variant)[0]


def _result(search: Search, final: Trial, runs: int, reference_runs: int, fmt: str, lang: str, first: _Found,
            per_test: int, out: Optional[str], command: str, clock: _Clock, max_time: Optional[float],
            solution: str, variant: Variant) -> StressResult:
    """The result of a failure: ``first`` holds the trial of the failing
    test, ``search`` the shrunk test and ``final`` its trial."""
    assert first.trial is not None
    o: Outcome = final.outcome
    run: Run = final.run
    board = None
    if fmt == "ostap":
        diagram = explain(final.data, format=fmt)
        pieces, length = sum(1 for v in search.case.cells if v), len(search.case.moves)
    else:
        pieces, length = sum(len(b.pieces) for b in search.case), len(search.case)
        board = o.line if o.kind in (WRONG_ANSWER, PRESENTATION_ERROR) and 1 <= o.line <= len(search.case) else 1
        diagram = explain(final.data, board=board, format=fmt, lang=lang, variant=variant)
    answer = None
    if out is not None:
        answer = answer_path(out)
        with open(out, "wb") as fh:
            fh.write(final.data)
        with open(answer, "w", encoding="ascii", newline="\n") as fh:
            fh.write(final.expected)
    done = first.tests
    return StressResult(False, fmt, done, done * per_test, kind=o.kind, test=final.data.decode("ascii"),
                        expected=final.expected, received=run.stdout.decode("utf-8", "replace"),
                        stderr=run.stderr.decode("utf-8", "replace"), message=o.message, line=o.line,
                        expected_line=o.expected_line, received_line=o.received_line, failing_test=done,
                        original=first.trial.data.decode("ascii"), gen_command=command, shrink_runs=runs,
                        reference_runs=reference_runs, diagram=diagram, board=board, pieces=pieces,
                        length=length, out=out, answer=answer, stopped=clock.stopped, max_time=max_time,
                        solution=solution)
