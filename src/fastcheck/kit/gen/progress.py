"""The progress bar of long ``fastcheck gen`` runs: tqdm on stderr, and only
when stderr is a terminal, so files, pipes and the generated text never
see it."""
from __future__ import annotations

import sys
from typing import IO, Iterable, Optional, TypeVar

__all__ = ["with_progress"]

T = TypeVar("T")

#: seconds a run lasts before its bar shows up: quick runs never show one
BAR_DELAY = 0.5


def with_progress(items: Iterable[T], total: int, unit: str = "board", stream: Optional[IO[str]] = None,
                  delay: Optional[float] = None) -> Iterable[T]:
    """``items``, counted by a bar on ``stream`` (default: stderr) when that
    is a terminal; the bar shows up once the run has lasted ``delay``
    seconds (default :data:`BAR_DELAY`) and is cleared at the end.
    Anything else gets ``items`` as they are."""
    stream = sys.stderr if stream is None else stream
    delay = BAR_DELAY if delay is None else delay
    isatty = getattr(stream, "isatty", None)
    if isatty is None or not isatty():
        return items
    from tqdm import tqdm  # lazily: start-up time, and only a terminal ever shows the bar
    return tqdm(items, total=total, unit=unit, file=stream, delay=delay, leave=False, desc="fastcheck gen",
                dynamic_ncols=True)
