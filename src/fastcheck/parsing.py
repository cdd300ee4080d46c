"""Readers of format A (8x8 grids) and format B (sparse n x n boards).

Both give a :class:`Batch` of flat arrays that the core judges in one call.
The grammar and every error message live here; format B's hot loop has a
compiled twin (``_core.scan_sparse``) that accepts exactly the same text and,
when it meets a problem, hands over to the reader here for the message.
"""
from __future__ import annotations

from typing import Dict, List, NamedTuple, Tuple

import numpy as np

from . import _core
from .errors import FormatError, show
from .pieces import PIECE_LETTERS

__all__ = ["Batch", "FORMATS", "as_bytes", "detect_format", "parse", "parse_grid", "parse_sparse",
           "reparse_for_error"]

FORMATS = ("auto", "grid", "sparse", "ostap")
MAX_N = 10**18
PIECE_SET = b"KQRBHPkqrbhp"
_GRID_SET = b"." + PIECE_SET
_KIND = {ord(case(letter)): kind for kind, letter in PIECE_LETTERS.items() for case in (str.lower, str.upper)}


class Batch(NamedTuple):
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
        return int(self.n.shape[0])


def as_bytes(text) -> bytes:
    """Accept ``str`` or bytes-like input."""
    if isinstance(text, str):
        return text.encode("utf-8", "surrogateescape")
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError(f"input must be str or bytes, not {type(text).__name__}")


def detect_format(data: bytes) -> str:
    """Tell the format from the first lines: ``grid``, ``sparse`` or ``ostap``.

    Format C starts with a line of several numbers (or has ``White``/``Black``
    as its 66th token); after the line with ``t``, format A has a one-token
    grid row and format B a line ``n p``."""
    head = data[:8192]
    first = head.lstrip().split(b"\n", 1)[0]
    if len(first.split(None, 1)) >= 2:
        return "ostap"
    lines = [ln.split() for ln in head.split(b"\n")]
    lines = [ln for ln in lines if ln]
    if not lines:
        return "sparse"
    tokens = head.split()
    if len(tokens) > 65 and tokens[65] in (b"White", b"Black"):
        return "ostap"
    if len(lines) >= 2 and len(lines[1]) == 1 and not lines[1][0].isdigit():
        return "grid"      # a grid row (of any width: the grid reader words the error)
    return "sparse"


def parse(data: bytes, fmt: str) -> Batch:
    if fmt == "grid":
        return parse_grid(data)
    if fmt == "sparse":
        return parse_sparse(data)
    raise ValueError(f"format must be 'grid' or 'sparse' here, not {fmt!r}")


# ------------------------------------------------------------------ helpers
def _number(tok: bytes, line: int, board, what: str, lo: int, hi: int) -> int:
    if not tok.isdigit():
        raise FormatError(f"{what} (an integer {lo}..{hi})", line=line, board=board,
                          found=show(tok.decode("utf-8", "replace")))
    digits = tok.lstrip(b"0") or b"0"
    v = int(digits) if len(digits) <= 19 else None
    if v is None or not lo <= v <= hi:
        raise FormatError(f"{what} within {lo}..{hi}", line=line, board=board,
                          found=show(tok.decode("ascii")))
    return v


class _Lines:
    """Non-blank lines with their 1-based numbers."""

    def __init__(self, data: bytes) -> None:
        self.lines = data.split(b"\n")
        self.i = 0

    def next(self) -> Tuple[int, List[bytes], bytes]:
        while self.i < len(self.lines):
            raw = self.lines[self.i]
            self.i += 1
            toks = raw.split()
            if toks:
                return self.i, toks, raw
        return len(self.lines) + 1 if self.lines[-1:] != [b""] else len(self.lines), [], b""

    def rest_blank(self) -> Tuple[int, bytes]:
        while self.i < len(self.lines):
            raw = self.lines[self.i]
            self.i += 1
            if raw.split():
                return self.i, raw
        return 0, b""


def _header(lines: _Lines) -> int:
    line, toks, raw = lines.next()
    if not toks:
        raise FormatError("the number of boards t", line=line, found="end of input")
    if len(toks) != 1:
        raise FormatError("a line with only the number of boards t", line=line,
                          found=show(raw.decode("utf-8", "replace").strip()))
    return _number(toks[0], line, None, "the number of boards t", 0, 10**18)


def _trailer(lines: _Lines, t: int) -> None:
    line, raw = lines.rest_blank()
    if line:
        raise FormatError(f"end of input after {t} boards", line=line,
                          found=show(raw.decode("utf-8", "replace").strip()))


# ----------------------------------------------------------------- format B
def _fast_or_explain(fmt: str, scanner, careful, data: bytes) -> Batch:
    """The compiled scanner's arrays, or, when it stops at a problem, the
    careful reader's FormatError (line, board, reason)."""
    ok, result = scanner(data)
    if ok:
        return Batch(fmt, *result)
    careful(data)
    raise FormatError(f"a valid {fmt} file", line=result)  # pragma: no cover - twins disagree


def parse_sparse(data: bytes) -> Batch:
    """Read format B: ``t``, then per board ``n p`` and ``p`` lines ``x y c``."""
    return _fast_or_explain("sparse", _core.scan_sparse, _parse_sparse_slow, data)


def _parse_sparse_slow(data: bytes) -> Batch:
    """The grammar of format B, with full error messages (and the semantic
    checks: two kings, one square per piece)."""
    lines = _Lines(data)
    t = _header(lines)
    ns, offs, xs, ys, ks, cs = [], [0], [], [], [], []
    for b in range(1, t + 1):
        line, toks, raw = lines.next()
        if len(toks) != 2:
            raise FormatError("a board header 'n p'", line=line, board=b,
                              found="end of input" if not toks else show(raw.decode("utf-8", "replace").strip()))
        n = _number(toks[0], line, b, "the board size n", 1, MAX_N)
        p = _number(toks[1], line, b, "the piece count p", 0, 10**18)
        seen: Dict[Tuple[int, int], int] = {}
        kings: Dict[bytes, int] = {}
        for _ in range(p):
            line, toks, raw = lines.next()
            if not toks:
                raise FormatError(f"a piece line 'x y c' ({p} pieces announced)", line=line, board=b,
                                  found="end of input")
            if len(toks) != 3:
                raise FormatError("a piece line 'x y c'", line=line, board=b,
                                  found=show(raw.decode("utf-8", "replace").strip()))
            x = _number(toks[0], line, b, "a column x", 1, n)
            y = _number(toks[1], line, b, "a row y", 1, n)
            c = toks[2]
            if len(c) != 1 or c not in PIECE_SET:
                raise FormatError("a piece letter from 'KQRBHPkqrbhp'", line=line, board=b,
                                  found=show(c.decode("utf-8", "replace")))
            if (x, y) in seen:
                raise FormatError(f"one piece per square, but ({x}, {y}) already holds a piece from line {seen[(x, y)]}",
                                  line=line, board=b)
            seen[(x, y)] = line
            if c in b"kK":
                if c in kings:
                    raise FormatError(f"one {'white' if c == b'k' else 'black'} king '{c.decode()}', "
                                      f"but line {kings[c]} has one already", line=line, board=b)
                kings[c] = line
            xs.append(x)
            ys.append(y)
            ks.append(_KIND[c[0]])
            cs.append(1 if c.islower() else 0)
        for c, name in ((b"k", "white"), (b"K", "black")):
            if c not in kings:
                raise FormatError(f"a {name} king '{c.decode()}' on the board", line=line, board=b,
                                  found="none")
        ns.append(n)
        offs.append(len(xs))
    _trailer(lines, t)
    return Batch("sparse", np.array(ns, dtype=np.int64), np.array(offs, dtype=np.int64),
                 np.array(xs, dtype=np.int64), np.array(ys, dtype=np.int64),
                 np.array(ks, dtype=np.int8), np.array(cs, dtype=np.int8))


# ----------------------------------------------------------------- format A
_LUT_KIND = np.zeros(256, dtype=np.int8)
_LUT_COLOR = np.zeros(256, dtype=np.int8)
for _c, _k in _KIND.items():
    _LUT_KIND[_c] = _k
    _LUT_COLOR[_c] = 1 if chr(_c).islower() else 0


def parse_grid(data: bytes) -> Batch:
    """Read format A: ``t``, then ``t`` grids of 8 rows of 8 characters."""
    return _fast_or_explain("grid", _core.scan_grid, _parse_grid_slow, data)


def _parse_grid_slow(data: bytes) -> Batch:
    """The grammar of format A, with full error messages (and the check of
    one king of each colour per grid)."""
    lines = _Lines(data)
    t = _header(lines)
    rows: List[bytes] = []
    starts: List[int] = []
    for b in range(1, t + 1):
        line, toks, raw = lines.next()
        starts.append(line)
        for r in range(8):
            if r:
                if lines.i >= len(lines.lines):
                    raise FormatError(f"row {r + 1} of 8 of the grid", line=lines.i + 1, board=b,
                                      found="end of input")
                raw = lines.lines[lines.i]
                lines.i += 1
                line = lines.i
            row = raw.rstrip()
            if r == 0 and not toks:
                raise FormatError("a grid of 8 rows", line=line, board=b, found="end of input")
            if len(row) != 8 or row.translate(None, _GRID_SET):
                raise FormatError(f"row {r + 1} of the grid: 8 characters from '.KQRBHPkqrbhp'",
                                  line=line, board=b, found=show(row.decode("utf-8", "replace")))
            rows.append(row)
    _trailer(lines, t)
    cells = np.frombuffer(b"".join(rows), dtype=np.uint8).reshape(t, 64)
    kinds = _LUT_KIND[cells]
    colors = _LUT_COLOR[cells]
    for c, name in ((ord("k"), "white king 'k'"), (ord("K"), "black king 'K'")):
        counts = (cells == c).sum(axis=1)
        badb = np.nonzero(counts != 1)[0]
        if badb.size:
            b = int(badb[0])
            raise FormatError(f"exactly one {name} in the grid", line=starts[b], board=b + 1,
                              found=str(int(counts[b])))
    board, cell = np.nonzero(kinds)
    offsets = np.zeros(t + 1, dtype=np.int64)
    np.cumsum(np.bincount(board, minlength=t), out=offsets[1:])
    return Batch("grid", np.full(t, 8, dtype=np.int64), offsets,
                 (cell % 8 + 1).astype(np.int64), (cell // 8 + 1).astype(np.int64),
                 kinds[board, cell], colors[board, cell])


def reparse_for_error(data: bytes, fmt: str) -> None:
    """Read ``data`` with the careful reader of its format, which raises the
    FormatError (line, board, reason) for a problem the fast path found."""
    if fmt == "grid":
        _parse_grid_slow(data)
    elif fmt == "sparse":
        _parse_sparse_slow(data)
