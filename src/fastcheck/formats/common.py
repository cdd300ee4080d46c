"""What every format shares: the format names, the input as bytes, and the
flat arrays (:class:`Boards`) that formats A and B are read into."""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

__all__ = ["FORMATS", "MAX_N", "PIECE_SET", "Boards", "as_bytes"]

#: the values of every ``format=`` argument
FORMATS = ("auto", "grid", "sparse", "ostap")
#: the largest board side
MAX_N = 10**18
#: the piece letters of formats A and B (lowercase White)
PIECE_SET = b"KQRBHPkqrbhp"


class Boards(NamedTuple):
    """Boards as flat arrays: board ``b`` is side ``n[b]`` with pieces
    ``offsets[b]:offsets[b+1]``; colour 1 is White (lowercase)."""

    fmt: str
    n: np.ndarray
    offsets: np.ndarray
    x: np.ndarray
    y: np.ndarray
    kind: np.ndarray
    color: np.ndarray

    def __len__(self) -> int:  # type: ignore[override]
        return len(self.n)


def as_bytes(text) -> bytes:
    """Accept ``str`` or bytes-like input."""
    if isinstance(text, str):
        return text.encode("utf-8", "surrogateescape")
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError(f"input must be str or bytes, not {type(text).__name__}")
