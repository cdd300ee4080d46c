"""``solve()``: whole input text in, whole output text out."""
from __future__ import annotations

from typing import Union

from . import _core
from .errors import FormatError
from .parsing import FORMATS, Batch, as_bytes, detect_format, parse, reparse_for_error
from .verdicts import LANGS, render

__all__ = ["solve", "judge_batch"]

Text = Union[str, bytes, bytearray, memoryview]


def judge_batch(batch: Batch, data: bytes = b""):
    """Run the core over a parsed batch: ``(states, counts)`` arrays.

    Semantic errors the core finds (a missing or second king, two pieces on
    one square) are turned into a :class:`FormatError` with its line by
    re-reading ``data``."""
    states, counts, bad = _core.solve_batch(batch.n, batch.offsets, batch.x, batch.y,
                                            batch.kind, batch.color)
    if bad >= 0:
        if data:
            reparse_for_error(data, batch.fmt)   # raises with the line and the reason
        b = int((states < 0).nonzero()[0][0])
        what = "one piece per square" if states[b] == _core.ERR_DUPLICATE else "exactly one king of each colour"
        raise FormatError(what, board=b + 1)
    return states, counts


def solve(text: Text, *, format: str = "auto", lang: str = "sk") -> str:
    """Judge every board (or replay the Ostap log) in ``text``.

    ``format`` is ``auto``, ``grid`` (A), ``sparse`` (B) or ``ostap`` (C);
    ``lang`` is ``sk`` (the seeds' wording) or ``en`` (SPOJ CSTATE3's).
    Returns the whole output, one newline-terminated line per board.
    Raises :class:`FormatError` for input that breaks the format.
    """
    if format not in FORMATS:
        raise ValueError(f"format must be one of {FORMATS}, not {format!r}")
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {LANGS}, not {lang!r}")
    data = as_bytes(text)
    fmt = detect_format(data) if format == "auto" else format
    if fmt == "ostap":
        from .ostap import replay
        return replay(data)
    batch = parse(data, fmt)
    states, counts = judge_batch(batch, data)
    return render(states, counts, lang, grid=(fmt == "grid"))
