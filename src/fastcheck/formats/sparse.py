"""Format B (sparse ``n x n`` boards; KSP "Turnaj Veľkých Šachistov", SPOJ
CSTATE3): its reader and its writer.

The compiled scanner ``_core.scan_sparse`` reads well-formed text into flat
arrays; the careful reader here holds the grammar and words every error.
When the scanner stops, or the solver refuses a board, the error is worded
from where it happened, not by reading the whole text again: the core
checks the rules of the board over the arrays read so far
(``_core.first_fault``) and the careful grammar reads only the line the
scanner stopped at (and its board's header).
"""
from __future__ import annotations

from array import array

from .. import _core
from ..errors import FormatError, show
from ..kinds import CLASSIC, KIND_NUMBERS, KING_LETTERS, PIECE_LETTERS, LetterSet
from ..variants import resolve_variant
from .common import MAX_N, Boards
from .records import RecordLines, expect_end, read_board_count, read_number
from .rules import duplicate_error, missing_king_error, second_king_error

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than solving it
    from typing import Dict, Optional, Tuple

    import numpy as np

    from ..kinds import VariantLike

__all__ = ["read_sparse", "read_sparse_carefully", "explain_board", "write_sparse"]

#: colour of each king letter, White's first (as the careful reader checks them)
_KING_COLOR = {letter.encode("ascii"): color for color, letter in KING_LETTERS.items()}


def read_sparse(data: bytes, variant: VariantLike = CLASSIC) -> Boards:
    """Read format B: ``t``, then per board ``n p`` and ``p`` lines ``x y c``
    (``c`` a letter of ``variant``'s kinds, a :class:`~fastcheck.variants.Variant`
    or what :func:`~fastcheck.variants.resolve_variant` takes; its kinds
    installed in the core, as :func:`~fastcheck.formats.read_boards` does)."""
    variant = resolve_variant(variant)
    ok, result = _core.scan_sparse(data, variant.letters.format)
    if ok:
        return Boards("sparse", *result)
    _explain_stop(data, result, variant.letters)
    read_sparse_carefully(data, variant)       # the twins disagree: the careful reader has the last word
    raise FormatError("a valid sparse file", kind="syntax", line=result[0])  # pragma: no cover - twins disagree


def read_sparse_carefully(data: bytes, variant: VariantLike = CLASSIC) -> Boards:
    """The grammar of format B with the letters of ``variant`` (as
    :func:`read_sparse` takes it), with full error messages (and the
    semantic checks: one king of each colour, one piece per square)."""
    variant = resolve_variant(variant)
    letters = variant.letters
    lines = RecordLines(data)
    t = read_board_count(lines)
    ns, offs, xs, ys, ks, cs = [], [0], [], [], [], []
    for b in range(1, t + 1):
        line, n, p = _read_header(lines, b)
        seen: Dict[Tuple[int, int], int] = {}
        kings: Dict[bytes, int] = {}
        for _ in range(p):
            line, x, y, c = _read_piece(lines, b, n, p, letters)
            if (x, y) in seen:
                raise _duplicate(x, y, seen[(x, y)], line, b)
            seen[(x, y)] = line
            color = _KING_COLOR.get(c)
            if color is not None:
                if c in kings:
                    raise _second_king(color, kings[c], line, b)
                kings[c] = line
            xs.append(x)
            ys.append(y)
            ks.append(variant.kind_of(c.decode()))
            cs.append(1 if c.islower() else 0)
        for c, color in _KING_COLOR.items():
            if c not in kings:
                raise missing_king_error(color, line=line, board=b)
        ns.append(n)
        offs.append(len(xs))
    expect_end(lines, t)
    return Boards("sparse", array("q", ns), array("q", offs), array("q", xs), array("q", ys),
                  array("b", ks), array("b", cs))


# ----------------------------------------------- the grammar, record by record
def _read_header(lines: RecordLines, b: int) -> Tuple[int, int, int]:
    """Board ``b``'s header ``n p``: ``(line, n, p)``."""
    line, toks, raw = lines.next()
    if len(toks) != 2:
        if not toks:
            raise FormatError("a board header 'n p'", kind="truncated", line=line, board=b, found="end of input")
        raise FormatError("a board header 'n p'", kind="syntax", line=line, board=b,
                          found=show(raw.strip()))
    n = read_number(toks[0], line, b, "the board size n", 1, MAX_N)
    p = read_number(toks[1], line, b, "the piece count p", 0, 10**18)
    return line, n, p


def _read_piece(lines: RecordLines, b: int, n: int, p: int, letters: LetterSet) -> Tuple[int, int, int, bytes]:
    """A piece line ``x y c`` of board ``b`` (side ``n``, ``p`` pieces
    announced, ``c`` one of ``letters``): ``(line, x, y, letter)``."""
    line, toks, raw = lines.next()
    if not toks:
        raise FormatError(f"a piece line 'x y c' ({p} pieces announced)", kind="truncated", line=line, board=b,
                          found="end of input")
    if len(toks) != 3:
        raise FormatError("a piece line 'x y c'", kind="syntax", line=line, board=b,
                          found=show(raw.strip()))
    x = read_number(toks[0], line, b, "a column x", 1, n)
    y = read_number(toks[1], line, b, "a row y", 1, n)
    c = toks[2]
    if len(c) != 1 or c not in letters.piece_set:
        raise FormatError(f"a piece letter from '{letters.listed}'", kind="syntax", line=line, board=b,
                          found=show(c))
    return line, x, y, c


# ------------------------------------------------ the rules of the board
def _duplicate(x: int, y: int, earlier: int, line: int, b: int) -> FormatError:
    """Line ``line`` puts a piece on (x, y), which line ``earlier`` took."""
    return duplicate_error((x, y), f"a piece from line {earlier}", line=line, board=b)


def _second_king(color: int, earlier: int, line: int, b: int) -> FormatError:
    """Line ``line`` has a second king of ``color``, line ``earlier`` the first."""
    return second_king_error(color, f"line {earlier} has one", line=line, board=b)


def _fault_error(data: bytes, offsets, x, y, color, fault: Tuple[int, int, int, int]) -> FormatError:
    """The careful reader's error for a ``_core.first_fault`` result, with
    the lines of the pieces found from their record numbers: record 0 is
    the line with ``t``, board ``b``'s header is record ``1 + b +
    offsets[b]`` and its piece ``j`` (a global index) record ``2 + b + j``."""
    b, what, at, earlier = fault
    if what in (_core.BoardFault.FAULT_DUPLICATE, _core.BoardFault.FAULT_SECOND_KING):
        (first, _), (line, _) = _core.record_lines(data, [2 + b + earlier, 2 + b + at])
        if what == _core.BoardFault.FAULT_DUPLICATE:
            return _duplicate(int(x[at]), int(y[at]), first, line, b + 1)
        return _second_king(int(color[at]), first, line, b + 1)
    (line, _), = _core.record_lines(data, [1 + b + int(offsets[b + 1])])
    return missing_king_error(1 if what == _core.BoardFault.FAULT_NO_WHITE_KING else 0, line=line, board=b + 1)


# ------------------------------------------------ explaining the fast path
def _explain_stop(data: bytes, stop: tuple, letters: LetterSet) -> None:
    """Raise the careful reader's error for a text ``scan_sparse`` stopped
    on with ``stop`` (``_core.scan_stop``), reading ``letters``: the first problem in reading
    order, read from the boards the scanner read and the lines of the board
    it stopped in.  In reading order: ``t``; the rules of the complete
    boards; the header of the board cut short (``p`` beyond 10^18 the
    scanner let pass); the rules over its pieces read; the line it stopped
    at.  Returns only when the careful grammar finds nothing there."""
    line, offset, ns, offsets, x, y, kind, color = stop
    t = read_board_count(RecordLines.at(data, 0, 1))
    done = len(offsets) - 1
    fault = _core.first_fault(offsets, x, y, kind, color, len(x))
    if fault is not None and fault[0] < done:
        raise _fault_error(data, offsets, x, y, color, fault)
    if done >= t:
        expect_end(RecordLines.at(data, offset, line), t)
    elif len(ns) > done:
        (head, head_offset), = _core.record_lines(data, [1 + done + offsets[done]])
        _, n, p = _read_header(RecordLines.at(data, head_offset, head), done + 1)
        if fault is not None:
            raise _fault_error(data, offsets, x, y, color, fault)
        _read_piece(RecordLines.at(data, offset, line), done + 1, n, p, letters)
    else:
        _read_header(RecordLines.at(data, offset, line), done + 1)


def explain_board(data: bytes, boards: Boards, b: int) -> None:
    """Raise the careful reader's error for board ``b`` (0-based) of
    ``boards`` read from ``data``: the first board the core refused, every
    line before it well-formed.  Only its pieces are checked and only the
    lines named are looked up.  Returns when the arrays show no fault there
    (they were not read from ``data``)."""
    offsets = boards.offsets[b:b + 2]
    fault = _core.first_fault(offsets, boards.x, boards.y, boards.kind, boards.color, int(offsets[1]))
    if fault is None:
        return
    fault = (b,) + fault[1:]
    try:
        error = _fault_error(data, boards.offsets, boards.x, boards.y, boards.color, fault)
    except ValueError:                # a record past the end: not the text of these boards
        return
    raise error


# ------------------------------------------------------------------ writer
# The writer is vectorised with numpy, imported in its functions only: reading
# and solving do not need numpy, and importing it costs more than a small solve.
_NL, _SP = 10, 32
_POW10 = [10**k for k in range(19)]
#: piece letters by kind (index 1 pawn .. 6 king, then the fairy kinds); lowercase White
_WHITE_LETTERS = ("." + "".join(PIECE_LETTERS[k] for k in KIND_NUMBERS)).encode("ascii")
_BLACK_LETTERS = _WHITE_LETTERS.upper()


def _digits(v: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
    """Right-aligned ASCII digits (N, 19) of non-negative int64 values, and
    the number of digits of each."""
    import numpy as np  # lazily: the writer alone needs numpy (start-up time)
    v = np.asarray(v, dtype=np.int64)
    out = np.empty((v.shape[0], 19), dtype=np.uint8)
    tmp = v.copy()
    for i in range(18, -1, -1):
        out[:, i] = (tmp % 10).astype(np.uint8) + 48
        tmp //= 10
    length = np.maximum(np.searchsorted(np.array(_POW10, dtype=np.int64), v, side="right"), 1)
    return out, length


def _encode_rows(a: np.ndarray, b: np.ndarray, has_b: np.ndarray, letter: np.ndarray,
                 extra_nl: np.ndarray) -> bytes:
    """Lines ``a[ b[ c]]\\n[\\n]``: ``b`` where ``has_b``, the letter where it is
    non-zero, a blank line after the line where ``extra_nl``.  Every line
    becomes a fixed-width row of a byte matrix with a mask of the bytes that
    belong to it; the masked bytes in row-major order are the text."""
    import numpy as np  # lazily: the writer alone needs numpy (start-up time)
    rows = a.shape[0]
    da, la = _digits(a)
    db, lb = _digits(b)
    width = 19 + 1 + 19 + 1 + 1 + 1 + 1
    mat = np.empty((rows, width), dtype=np.uint8)
    mask = np.zeros((rows, width), dtype=bool)
    col = np.arange(19)
    mat[:, 0:19] = da
    mask[:, 0:19] = col[None, :] >= (19 - la)[:, None]
    mat[:, 19] = _SP
    mask[:, 19] = has_b
    mat[:, 20:39] = db
    mask[:, 20:39] = (col[None, :] >= (19 - lb)[:, None]) & has_b[:, None]
    has_c = letter != 0
    mat[:, 39] = _SP
    mask[:, 39] = has_c
    mat[:, 40] = letter
    mask[:, 40] = has_c
    mat[:, 41] = _NL
    mask[:, 41] = True
    mat[:, 42] = _NL
    mask[:, 42] = extra_nl
    return mat[mask].tobytes()


def piece_letters(kind, color, letters: Optional[LetterSet] = None) -> np.ndarray:
    """Piece letters (uint8) for kinds (the built-in kinds, or those of
    ``letters``: a variant's) and colours (1 White, 0 Black)."""
    import numpy as np  # lazily: the writer alone needs numpy (start-up time)
    kind = np.asarray(kind, dtype=np.intp)
    own = _WHITE_LETTERS if letters is None else b"." + letters.format
    white = np.frombuffer(own, dtype=np.uint8)
    black = np.frombuffer(own.upper(), dtype=np.uint8)
    return np.where(np.asarray(color) == 1, white[kind], black[kind]).astype(np.uint8)


def write_sparse(n, offsets, x, y, kind, color, letters: Optional[LetterSet] = None) -> bytes:
    """Format B text: board ``b`` is side ``n[b]`` with pieces
    ``offsets[b]:offsets[b+1]`` of the flat arrays (kind 1..6, colour 1
    White; a variant's kinds with its ``letters``); every board is followed
    by a blank line.  Vectorised: a million
    pieces take well under a second."""
    import numpy as np  # lazily: the writer alone needs numpy (start-up time)
    sides = np.asarray(n, dtype=np.int64)
    offsets = np.asarray(offsets, dtype=np.int64)
    t = sides.shape[0]
    counts = np.diff(offsets)
    total = int(offsets[-1])
    rows = 1 + t + total
    a = np.zeros(rows, dtype=np.int64)
    b = np.zeros(rows, dtype=np.int64)
    has_b = np.zeros(rows, dtype=bool)
    letter = np.zeros(rows, dtype=np.uint8)
    extra = np.zeros(rows, dtype=bool)
    a[0] = t
    head = 1 + np.arange(t, dtype=np.int64) + offsets[:-1]
    a[head] = sides
    b[head] = counts
    has_b[head] = True
    board_of = np.repeat(np.arange(t, dtype=np.int64), counts)
    prow = 2 + board_of + np.arange(total, dtype=np.int64)
    a[prow] = x
    b[prow] = y
    has_b[prow] = True
    letter[prow] = piece_letters(kind, color, letters)
    last = head + counts            # the board's last line (its header when p == 0)
    extra[last] = True
    return _encode_rows(a, b, has_b, letter, extra)
