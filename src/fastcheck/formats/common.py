"""What every format shares: the format names, the input as bytes (from a
file, stdin or a string), and the flat arrays (:class:`Boards`) that
formats A and B are read into.  The piece letters are
``fastcheck.kinds``'s, named here too for the readers.

No ``typing`` at run time: this is on the path of every small input, whose
start-up costs more than solving it."""
from __future__ import annotations

import sys
from collections import namedtuple

from ..kinds import KIND_OF_LETTER, PIECE_LETTERS, PIECE_SET

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than solving it
    from typing import Optional, Union

    #: the input text as the API takes it
    Text = Union[str, bytes, bytearray, memoryview]

__all__ = ["FORMATS", "check_format",
           "FORMAT_ALIASES", "FORMAT_NAMES", "MAX_N", "PIECE_SET", "PIECE_LETTERS", "KIND_OF_LETTER",
           "Boards", "as_bytes", "read_input"]

#: the values of every ``format=`` argument
FORMATS = ("auto", "grid", "sparse", "ostap")


def check_format(format: str) -> None:
    """Raise the ValueError of a ``format=`` value that is not one of :data:`FORMATS`."""
    if format not in FORMATS:
        raise ValueError(f"format must be one of {FORMATS}, not {format!r}")


#: every spelling of a format's name (the command line's ``--format``, in any case) -> its name
FORMAT_ALIASES = {"a": "grid", "grid": "grid", "b": "sparse", "sparse": "sparse", "c": "ostap", "ostap": "ostap"}
#: how messages name each format
FORMAT_NAMES = {"grid": "format A (grid)", "sparse": "format B (sparse)", "ostap": "format C (ostap)"}
#: the largest board side
MAX_N = 10**18


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


def read_input(path: Optional[str]) -> bytes:
    """The bytes of the file ``path``, or of stdin when it is ``None`` or ``-``."""
    if path is None or path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as fh:
        return fh.read()
