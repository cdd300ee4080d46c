"""The shrinking engine the format-specific steps share: run candidate
tests, in order, and keep the first that still fails the same way.

Candidates are tried in the order a step lists them (``jobs`` at a time
when the program may run in parallel) and the first one in that order that
fails with the same :attr:`~.outcome.Outcome.signature` wins, so the shrunk
test does not depend on ``jobs`` or on timing.  Every candidate must be
valid input (:func:`fastcheck.kit.validate.validate`); one that is not is
never run.  A test already tried is not run again.
"""
from __future__ import annotations

from typing import Callable, Dict, Generic, List, Optional, Sequence, Tuple, TypeVar

from ..validate import validate
from .outcome import Outcome, Trial

__all__ = ["Search", "ddmin"]

C = TypeVar("C")
T = TypeVar("T")


class Search(Generic[C]):
    """The current smallest failing test (``case``, and the :class:`Trial`
    of its text) and the runs spent; :meth:`first` moves it on.
    ``evaluate`` tries a text; ``map_parallel(f, items)`` is ``map`` over
    up to ``jobs`` items at once; ``valid`` tells a text worth trying
    (default: :func:`~fastcheck.kit.validate.validate` accepts it);
    ``on_run`` is called after every run (a progress bar); ``stop`` True
    ends the search (the wall-clock budget is spent) as the run budget does."""

    def __init__(self, fmt: str, case: C, trial: Trial, *, encode: Callable[[C], bytes],
                 evaluate: Callable[[bytes], Trial], map_parallel: Callable[[Callable, Sequence], List],
                 jobs: int = 1, budget: int = 1000, valid: Optional[Callable[[bytes], bool]] = None,
                 on_run: Optional[Callable[[], None]] = None, stop: Optional[Callable[[], bool]] = None) -> None:
        self.fmt = fmt
        self._on_run = on_run
        self._stop = stop
        self._valid = valid if valid is not None else (lambda data: validate(data, format=fmt).ok)
        self.case, self.trial = case, trial
        self.encode = encode
        self._evaluate = evaluate
        self._map = map_parallel
        self.jobs = max(1, jobs)
        self.budget = budget
        self.runs = 0                      # runs of the program under test
        self.reference_runs = 0
        #: every test tried: its trial when it failed the same way, else None
        self._seen: Dict[bytes, Optional[Trial]] = {trial.data: trial}

    @property
    def data(self) -> bytes:
        return self.trial.data

    @property
    def outcome(self) -> Outcome:
        return self.trial.outcome

    @property
    def exhausted(self) -> bool:
        return self.runs >= self.budget or (self._stop is not None and self._stop())

    def _same(self, outcome: Outcome) -> bool:
        return outcome.failed and outcome.signature == self.outcome.signature

    def first(self, cases: Sequence[C]) -> Optional[int]:
        """Try ``cases`` in order; the index of the first that fails the
        same way (it becomes the current test), or ``None``."""
        todo: List[Tuple[int, bytes]] = []
        for i, case in enumerate(cases):
            data = self.encode(case)
            if data in self._seen:
                known = self._seen[data]
                if known is not None and data != self.data:
                    hit = self._run_batch(todo, cases) if todo else None   # the earlier candidates first
                    return hit if hit is not None else self._take(i, case, known)
                continue
            if not self._valid(data):
                self._seen[data] = None
                continue
            todo.append((i, data))
            if len(todo) == self.jobs:
                hit = self._run_batch(todo, cases)
                if hit is not None:
                    return hit
                todo = []
        return self._run_batch(todo, cases) if todo else None

    def _run_batch(self, todo: List[Tuple[int, bytes]], cases: Sequence[C]) -> Optional[int]:
        room = self.budget - self.runs
        if room <= 0 or self.exhausted:
            return None
        todo = todo[:room]
        results = self._map(self._evaluate, [d for _, d in todo])
        found = None
        for (i, data), trial in zip(todo, results):
            self.runs += 1
            if self._on_run is not None:
                self._on_run()
            self.reference_runs += trial.reference_runs
            same = self._same(trial.outcome)
            self._seen[data] = trial if same else None
            if same and found is None:
                found = (i, trial)
        if found is None:
            return None
        return self._take(found[0], cases[found[0]], found[1])

    def _take(self, i: int, case: C, trial: Trial) -> int:
        self.case, self.trial = case, trial
        return i


def ddmin(items: List[T], build: Callable[[List[T]], C], search: Search[C], at_least: int = 0) -> List[T]:
    """Delta debugging: drop parts of ``items`` while ``build(rest)`` still
    fails the same way -- all of them first, then halves, quarters, ...,
    and at last one at a time -- keeping ``at_least`` of them.  Returns the
    items kept."""
    n = 1
    while len(items) > at_least and not search.exhausted:
        size = -(-len(items) // n)
        chunks = [(i, min(i + size, len(items))) for i in range(0, len(items), size)]
        rests = [items[:a] + items[b:] for a, b in chunks]
        rests = [r for r in rests if len(r) >= at_least]
        hit = search.first([build(r) for r in rests])
        if hit is not None:
            items = rests[hit]
            n = max(n - 1, 1)
            continue
        if size == 1:
            break
        n = min(n * 2, len(items))
    return items
