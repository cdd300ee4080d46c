"""What every format shares: the format names, the piece letters, the input
as bytes, and the flat arrays (:class:`Boards`) that formats A and B are
read into.

No ``typing`` at run time: this is on the path of every small input, whose
start-up costs more than solving it."""
from __future__ import annotations

from collections import namedtuple

__all__ = ["FORMATS", "MAX_N", "PIECE_SET", "PIECE_LETTERS", "KIND_OF_LETTER", "Boards", "as_bytes"]

#: the values of every ``format=`` argument
FORMATS = ("auto", "grid", "sparse", "ostap")
#: the largest board side
MAX_N = 10**18
#: the piece letters of formats A and B (lowercase White)
PIECE_SET = b"KQRBHPkqrbhp"
#: letter of each piece kind (pawn 1 ... king 6, as :mod:`fastcheck.pieces`
#: numbers them) in formats A and B ("h" is the knight, "horse"); lowercase
#: is White, uppercase Black
PIECE_LETTERS = {1: "p", 2: "h", 3: "b", 4: "r", 5: "q", 6: "k"}
#: kind of each lowercase letter
KIND_OF_LETTER = {v: k for k, v in PIECE_LETTERS.items()}


class Boards(namedtuple("Boards", ["fmt", "n", "offsets", "x", "y", "kind", "color"])):
    """Boards as flat arrays: board ``b`` is side ``n[b]`` with pieces
    ``offsets[b]:offsets[b+1]``; colour 1 is White (lowercase).  ``fmt`` is
    ``grid`` or ``sparse``; the arrays are int64 (``n``, ``offsets``, ``x``,
    ``y``) and int8 (``kind``, ``color``) buffers: ``array.array`` from the
    compiled scanners, numpy arrays from the careful readers; both support
    ``len``, indexing, slicing and ``tolist()``."""

    __slots__ = ()

    def __len__(self) -> int:  # type: ignore[override]
        return len(self.n)


def as_bytes(text) -> bytes:
    """Accept ``str`` or bytes-like input."""
    if isinstance(text, str):
        return text.encode("utf-8", "surrogateescape")
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError(f"input must be str or bytes, not {type(text).__name__}")
