"""Running one command over many files: ``--jobs`` and the progress bar.

``solve``, ``count``, ``judge`` and ``validate`` accept many files.  :func:`run` maps a
picklable, top-level function over the items, in this process (``jobs=1``)
or in a process pool, and yields the results in the items' order.  A tqdm
progress bar goes to stderr when the batch is long and stderr is a
terminal; it never appears in pipes, logs or under a judge.

While the bar is drawn, the commands print their results through
:func:`emit`, which takes the bar off the screen, writes and flushes the
text, and draws the bar again below it: on a terminal that shows stdout and
stderr together, a result line never shares its line with the bar.
"""
from __future__ import annotations

import os
import sys
from functools import partial
from typing import Any, Callable, Iterable, Iterator, List, Optional, Sequence, TextIO, Tuple, TypeVar

from ..counts import OUTPUT_SUFFIX, count
from ..errors import FormatError, os_error_message
from ..formats import read_input
from ..kinds import CLASSIC
from ..solver import solve

TYPE_CHECKING = False
if TYPE_CHECKING:   # for type checkers only
    from ..kinds import VariantArg

__all__ = ["PROGRESS_MIN_ITEMS", "PROGRESS_DELAY", "resolve_jobs", "show_progress", "run", "emit",
           "open_bar", "close_bar", "read_stdin_once", "process_files", "solve_files", "count_files",
           "output_name"]

T = TypeVar("T")
R = TypeVar("R")

#: a batch with at least this many items gets a progress bar (on a terminal)
PROGRESS_MIN_ITEMS = 8
#: seconds before the bar appears: a batch that ends sooner shows none
PROGRESS_DELAY = 0.5

#: the bars of the batches running now (innermost last); :func:`emit` writes around them
_bars: List[Any] = []


def resolve_jobs(jobs: Optional[int]) -> int:
    """``None``/1 -> 1 (no pool); 0 or a negative number -> every core."""
    if jobs is None:
        return 1
    if jobs <= 0:
        return max(1, os.cpu_count() or 1)
    return jobs


def show_progress(count: int, stream: Optional[TextIO] = None) -> bool:
    """Is a progress bar wanted for ``count`` items on ``stream`` (stderr)?"""
    stream = sys.stderr if stream is None else stream
    if count < PROGRESS_MIN_ITEMS:
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def run(func: Callable[[T], R], items: Sequence[T], *, jobs: Optional[int] = 1,
        desc: str = "", progress: Optional[bool] = None) -> Iterator[R]:
    """Yield ``func(item)`` for every item, in order.

    With ``jobs`` > 1 (0 = every core) and more than one item the calls run
    in a process pool; ``func`` and the items must then be picklable.
    ``progress`` forces the bar on or off (default: :func:`show_progress`).
    """
    items = list(items)
    jobs = min(resolve_jobs(jobs), max(1, len(items)))
    if progress is None:
        progress = show_progress(len(items))
    bar = open_bar(len(items), desc) if progress else None
    try:
        if jobs <= 1:
            results: Iterable[R] = map(func, items)
            for r in results:
                if bar is not None:
                    bar.update(1)
                yield r
        else:
            # the pool only for batches: importing concurrent.futures costs start-up time
            from concurrent.futures import ProcessPoolExecutor
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                for r in pool.map(func, items, chunksize=1):
                    if bar is not None:
                        bar.update(1)
                    yield r
    finally:
        close_bar(bar)


def open_bar(total: Optional[int], desc: str = "", unit: str = "file") -> Any:
    """The progress bar :func:`run` draws (tqdm on stderr, shown after
    :data:`PROGRESS_DELAY`), for a loop of its own: :func:`emit` writes
    around it until :func:`close_bar`.  ``total`` ``None`` counts without
    an end.  Ask :func:`show_progress` first."""
    from tqdm import tqdm  # only when a bar is shown: it costs start-up time
    bar = tqdm(total=total, desc=desc or None, unit=unit, file=sys.stderr, dynamic_ncols=True, leave=False,
               delay=PROGRESS_DELAY)
    _bars.append(bar)
    return bar


def close_bar(bar: Any) -> None:
    """Take a bar of :func:`open_bar` off the screen (``None``: nothing to do)."""
    if bar is not None:
        _bars.remove(bar)
        bar.close()


def emit(text: str, stream: Optional[TextIO] = None) -> None:
    """Write ``text`` (whole lines) to ``stream`` (stdout) so that it never
    runs into a progress bar: while a bar of :func:`run` is drawn, the bar is
    cleared first and drawn again afterwards, whichever stream each is on."""
    stream = sys.stdout if stream is None else stream
    if not text:
        return
    bar = _bars[-1] if _bars else None
    if bar is None or bar.last_print_t < bar.start_t + bar.delay:
        # no bar, or one not drawn yet (still within its delay; tqdm's own test in close()):
        # a redraw would show it too early
        stream.write(text)
        return
    # tqdm clears every bar it draws on stdout or stderr, then redraws them on leaving
    with bar.external_write_mode(file=stream):
        stream.write(text)
        stream.flush()


def read_stdin_once(paths: Sequence[str]) -> Optional[bytes]:
    """stdin's bytes when ``-`` is among ``paths``, else None: read here,
    once, because pool workers cannot read the parent's stdin."""
    return read_input("-") if "-" in paths else None


# ---------------------------------------------------- many files: solve, count
def output_name(path: str, suffix: str = ".out") -> str:
    """``tests/07.in`` -> ``07.out``; a name without ``.in`` gets the suffix added."""
    base = os.path.basename(path)
    if base.endswith(".in"):
        base = base[:-3]
    return base + suffix


def _process_one(job: Tuple[str, Optional[bytes], Callable[[bytes], str], Optional[str]]) -> Tuple[bool, str]:
    """Run ``func`` on one file's bytes (or stdin's, read beforehand):
    ``(True, output)``, ``(True, "")`` when written to ``out_path``, or
    ``(False, message)`` where the message names the file."""
    path, data, func, out_path = job
    try:
        out = func(read_input(path) if data is None else data)
        if out_path is None:
            return True, out
        with open(out_path, "w", encoding="ascii", newline="\n") as fh:
            fh.write(out)
        return True, ""
    except FormatError as exc:
        return False, f"{path}: {exc}"
    except OSError as exc:               # the message names the file
        return False, os_error_message(exc)


def process_files(func: Callable[[bytes], str], paths: List[str], *, jobs: Optional[int] = 1,
                  out_dir: Optional[str] = None, suffix: str = ".out", desc: str = "",
                  stdout: Optional[TextIO] = None, stderr: Optional[TextIO] = None) -> int:
    """Run ``func`` (input bytes -> output text; picklable for ``jobs`` > 1)
    on many files: the outputs concatenated on ``stdout`` in order, or one
    ``out_dir/NAME<suffix>`` per input ``NAME.in``.  A bad file gets one
    line on stderr and the others go on; returns 0, or 2 when any file failed."""
    stdout = sys.stdout if stdout is None else stdout
    stderr = sys.stderr if stderr is None else stderr
    if out_dir is not None:
        os.makedirs(out_dir, exist_ok=True)
    stdin_data = read_stdin_once(paths)
    jobs_list = [(p, stdin_data if p == "-" else None, func,
                  None if out_dir is None else os.path.join(out_dir, output_name(p if p != "-" else "stdin", suffix)))
                 for p in paths]
    failed = 0
    for ok, text in run(_process_one, jobs_list, jobs=jobs, desc=desc):
        if ok:
            emit(text, stdout)
        else:
            failed += 1
            emit(f"fastcheck: {text}\n", stderr)
    stdout.flush()
    return 2 if failed else 0


def solve_files(paths: List[str], *, format: str = "auto", lang: str = "sk", jobs: Optional[int] = 1,
                out_dir: Optional[str] = None, suffix: str = ".out", stdout: Optional[TextIO] = None,
                stderr: Optional[TextIO] = None, variant: VariantArg = CLASSIC) -> int:
    """``fastcheck solve`` on many files (:func:`process_files`)."""
    return process_files(partial(solve, format=format, lang=lang, variant=variant), paths, jobs=jobs, out_dir=out_dir,
                         suffix=suffix, desc="solve", stdout=stdout, stderr=stderr)


def count_files(paths: List[str], *, side: str = "both", format: str = "auto", jobs: Optional[int] = 1,
                out_dir: Optional[str] = None, suffix: str = OUTPUT_SUFFIX, stdout: Optional[TextIO] = None,
                stderr: Optional[TextIO] = None, variant: VariantArg = CLASSIC) -> int:
    """``fastcheck count`` on many files (:func:`process_files`)."""
    return process_files(partial(count, side=side, format=format, variant=variant), paths, jobs=jobs, out_dir=out_dir,
                         suffix=suffix, desc="count", stdout=stdout, stderr=stderr)
