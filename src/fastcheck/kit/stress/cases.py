"""The tests being shrunk, as plain values, and their text: boards of
formats A and B (a side and ``(x, y, letter)`` pieces) through
:func:`fastcheck.formats.write_grid` / :func:`~fastcheck.formats.write_sparse`,
and format C logs through :func:`~fastcheck.formats.write_ostap`."""
from __future__ import annotations

from typing import List, NamedTuple, Sequence, Tuple

from ...formats import OstapLog, parse_ostap, read_boards, write_grid, write_ostap, write_sparse
from ...formats.ostap import move_token
from ...kinds import CLASSIC, KING_LETTERS
from ...variants import Variant

__all__ = ["Board", "Piece", "read_case", "boards_text", "log_text", "kind_counts", "KINGS"]

#: a piece of formats A/B: ``(x, y, letter)``, lowercase White
Piece = Tuple[int, int, str]
#: the classic variant: the tests' pieces unless a variant is given
CLASSIC_VARIANT = Variant.builtin(CLASSIC)
#: the kings' letters (White's, Black's)
KINGS = (KING_LETTERS[1], KING_LETTERS[0])


class Board(NamedTuple):
    """One board of format A or B: side ``n`` and its pieces."""

    n: int
    pieces: Tuple[Piece, ...]


def read_case(data: bytes, fmt: str, variant: Variant = CLASSIC_VARIANT):
    """A generated test as a list of :class:`Board` (A/B, format B with
    ``variant``'s letters) or an :class:`OstapLog` (C)."""
    if fmt == "ostap":
        return parse_ostap(data)
    b = read_boards(data, fmt, variant)
    n, off, x, y = b.n.tolist(), b.offsets.tolist(), b.x.tolist(), b.y.tolist()
    kind, color = b.kind.tolist(), b.color.tolist()
    own = [row.letter for row in variant.kinds]
    letters = [own[k - 1] if c == 1 else own[k - 1].upper() for k, c in zip(kind, color)]
    return [Board(n[i], tuple(zip(x[off[i]:off[i + 1]], y[off[i]:off[i + 1]], letters[off[i]:off[i + 1]])))
            for i in range(len(n))]


def boards_text(boards: Sequence[Board], fmt: str, variant: Variant = CLASSIC_VARIANT) -> bytes:
    """Format A (``grid``, 8x8 boards) or B (``sparse``, the letters of
    ``variant``) text of ``boards``."""
    if fmt == "grid":
        cells = [[[ord(".")] * 8 for _ in range(8)] for _ in boards]
        for b, board in enumerate(boards):
            for x, y, letter in board.pieces:
                cells[b][y - 1][x - 1] = ord(letter)
        return write_grid(cells)
    offsets = [0]
    xs: List[int] = []
    ys: List[int] = []
    kinds: List[int] = []
    colors: List[int] = []
    for board in boards:
        for x, y, letter in board.pieces:
            xs.append(x)
            ys.append(y)
            kinds.append(variant.kind_of(letter))
            colors.append(1 if letter.islower() else 0)
        offsets.append(len(xs))
    return write_sparse([b.n for b in boards], offsets, xs, ys, kinds, colors, variant.letters)


def kind_counts(data: bytes, fmt: str, variant: Variant) -> Tuple[int, ...]:
    """How many pieces of each kind of ``variant`` (kind 1 first) a format A
    or B test holds."""
    kinds = read_boards(data, fmt, variant).kind.tobytes()
    return tuple(kinds.count(row.number) for row in variant.kinds)


def log_text(log: OstapLog) -> bytes:
    """Format C text of a log."""
    return write_ostap(log.cells, log.white_first, [move_token(*a, *b) for a, b in log.moves])
