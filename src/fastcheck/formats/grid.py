"""Format A (8x8 grids; KSP "Turnaj Mladých Šachistov", SPOJ CSTATE1): its
reader and its writer.

The compiled scanner ``_core.scan_grid`` reads well-formed text into flat
arrays; the careful reader here holds the grammar and words every error.
"""
from __future__ import annotations

from .. import _core
from ..errors import FormatError, show
from ..kinds import FORMAT_LETTERS, KING, KING_LETTERS, LETTERS
from .common import KIND_OF_LETTER, PIECE_SET, Boards
from .records import RecordLines, expect_end, fast_or_explain, read_board_count
from .rules import king_count_error, second_king_error

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than solving it
    from typing import Callable, List, Tuple

__all__ = ["read_grid", "read_grid_carefully", "explain_kings", "write_grid"]

_GRID_SET = b"." + PIECE_SET
#: byte -> piece kind and colour (1 White), as bytes for numpy.frombuffer
_LUT_KIND = bytes(KIND_OF_LETTER.get(chr(c).lower(), 0) if chr(c) in PIECE_SET.decode() else 0
                  for c in range(256))
_LUT_COLOR = bytes(1 if chr(c).islower() and chr(c) in PIECE_SET.decode() else 0 for c in range(256))


def read_grid(data: bytes) -> Boards:
    """Read format A: ``t``, then ``t`` grids of 8 rows of 8 characters."""
    return fast_or_explain("grid", lambda d: _core.scan_grid(d, FORMAT_LETTERS), read_grid_carefully, data)


def read_grid_carefully(data: bytes) -> Boards:
    """The grammar of format A, with full error messages (and the check of
    one king of each colour per grid)."""
    lines = RecordLines(data)
    t = read_board_count(lines)
    rows: List[bytes] = []
    starts: List[int] = []
    for b in range(1, t + 1):
        line, toks, raw = lines.next()
        starts.append(line)
        for r in range(8):
            if r:
                if lines.i >= len(lines.lines):
                    raise FormatError(f"row {r + 1} of 8 of the grid", kind="truncated", line=lines.i + 1, board=b,
                                      found="end of input")
                raw = lines.lines[lines.i]
                lines.i += 1
                line = lines.i
            row = raw.rstrip()
            if r == 0 and not toks:
                raise FormatError("a grid of 8 rows", kind="truncated", line=line, board=b, found="end of input")
            if len(row) != 8 or row.translate(None, _GRID_SET):
                raise FormatError(f"row {r + 1} of the grid: 8 characters from '.{LETTERS}'",
                                  kind="syntax", line=line, board=b, found=show(row))
            rows.append(row)
    expect_end(lines, t)
    import numpy as np  # lazily: only the careful reader's vectorised checks need numpy (start-up time)
    cells = np.frombuffer(b"".join(rows), dtype=np.uint8).reshape(t, 64)
    kinds = np.frombuffer(_LUT_KIND, dtype=np.int8)[cells]
    colors = np.frombuffer(_LUT_COLOR, dtype=np.int8)[cells]
    kings = {c: cells == ord(KING_LETTERS[c]) for c in (1, 0)}
    _check_kings([kings[c].sum(axis=1) for c in (1, 0)], lambda b: starts[b],
                 lambda b, c: [divmod(int(i), 8) for i in np.flatnonzero(kings[c][b])[:2]])
    board, cell = np.nonzero(kinds)
    offsets = np.zeros(t + 1, dtype=np.int64)
    np.cumsum(np.bincount(board, minlength=t), out=offsets[1:])
    return Boards("grid", np.full(t, 8, dtype=np.int64), offsets,
                  (cell % 8 + 1).astype(np.int64), (cell // 8 + 1).astype(np.int64),
                  kinds[board, cell], colors[board, cell])


def _check_kings(counts, line_of: Callable[[int], int], kings_of: Callable[[int, int], List[Tuple[int, int]]]) -> None:
    """The rule "one king of each colour" over every grid: ``counts`` the
    white and the black kings of each grid, ``line_of(b)`` the line of grid
    ``b``'s first row, ``kings_of(b, color)`` the first two kings of
    ``color`` in grid ``b`` as 0-based ``(row, column)`` in reading order.
    White's kings are checked in every grid first.  A second king is named
    by its line and the first one's, as format B names them."""
    for count, color in zip(counts, (1, 0)):
        b = next((b for b, c in enumerate(count.tolist()) if c != 1), None)
        if b is None:
            continue
        if count[b] == 0:
            raise king_count_error(color, 0, "in the grid", line=line_of(b), board=b + 1)
        (r1, x1), (r2, _) = kings_of(b, color)
        first = f"line {line_of(b) + r1} has one" if r1 != r2 else f"this line has one at x = {x1 + 1}"
        raise second_king_error(color, first, line=line_of(b) + r2, board=b + 1)


def explain_kings(data: bytes, boards: Boards) -> None:
    """Raise the careful reader's error for grids ``boards`` read from
    ``data`` that break the rule "one king of each colour", from the arrays
    and without reading the text again: the kings counted by the core, the
    line of grid ``b``'s first row found as record ``1 + 8 * b`` (a grid's
    rows are not blank)."""
    counts = _core.king_counts(boards.offsets, boards.kind, boards.color)

    def kings_of(b: int, color: int) -> List[Tuple[int, int]]:
        lo, hi = int(boards.offsets[b]), int(boards.offsets[b + 1])
        return sorted((int(boards.y[i]) - 1, int(boards.x[i]) - 1) for i in range(lo, hi)
                      if boards.kind[i] == KING and boards.color[i] == color)[:2]

    try:
        _check_kings(counts, lambda b: _core.record_lines(data, [1 + 8 * b])[0][0], kings_of)
    except FormatError:
        raise
    except ValueError:                # a grid past the end: not the text of these boards
        return


def write_grid(cells) -> bytes:
    """Format A text from a ``(t, 8, 8)`` array of characters (``uint8``,
    ``.`` for an empty square; row ``y = 1`` first), each grid followed by
    a blank line."""
    import numpy as np  # lazily: the writer alone needs numpy (start-up time)
    cells = np.asarray(cells, dtype=np.uint8)
    t = cells.shape[0]
    body = np.empty((t, 8 * 9 + 1), dtype=np.uint8)
    rows = body[:, :72].reshape(t, 8, 9)
    rows[:, :, :8] = cells
    rows[:, :, 8] = 10
    body[:, 72] = 10
    return b"%d\n" % t + body.tobytes()
