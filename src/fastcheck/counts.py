"""The number of valid moves of either side on every board of a format A or
B file, in check or not (what ``fastcheck count`` prints).

One compiled call counts every board (``_core.count_batch``: in passes
over the pieces like the verdicts of ``fastcheck solve``, with no line
index, or for pieces in a small window over a mailbox of it; see the
README's benchmark for how it compares with ``solve``).  Counts are exact
Python ints: one side may have more than 2**64 moves on a 10**18 board.
"""
from __future__ import annotations

from array import array

from . import _core
from .errors import wrong_type
from .formats import Boards, as_bytes, boards_format, check_boards, read_boards
from .kinds import CLASSIC
from .variants import installed_variant

__all__ = ["SIDES", "OUTPUT_SUFFIX", "count_boards", "count_moves", "count"]

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than counting it
    from typing import List, Sequence, Tuple, Union

    from .kinds import VariantLike
    from .pieces import SideLike

    Text = Union[str, bytes, bytearray, memoryview]

#: ``--side`` values and the core's side code (1 White, 0 Black, -1 both)
SIDES = {"white": 1, "black": 0, "both": -1}
#: the side code of both sides
BOTH = SIDES["both"]
#: the name ``fastcheck count -o DIR`` gives the counts of ``NAME.in``: ``NAME.count`` (``solve``'s is ``NAME.out``)
OUTPUT_SUFFIX = ".count"


def _side_code(side: Union[str, SideLike]) -> int:
    """``'both'`` or a side as :func:`~fastcheck.pieces.parse_side` reads it, as the core's side code."""
    if isinstance(side, str) and side in SIDES:
        return SIDES[side]          # (start-up: the --side values need no fastcheck.pieces)
    from .pieces import SIDE_VALUES, parse_side
    try:
        return int(parse_side(side))
    except ValueError:
        raise ValueError(f"side must be 'both' or a side ({SIDE_VALUES}), not {side!r}") from None
    except TypeError:
        raise wrong_type(f"'both' or a side ({SIDE_VALUES})", side) from None


def _words(hi: Sequence[int], lo: Sequence[int]) -> List[int]:
    """Python ints from the high and low 64-bit words of 128-bit counts."""
    if not any(hi):
        return list(lo)
    return [(h << 64) | v for h, v in zip(hi, lo)]


def _batch(boards: Boards, data: bytes, code: int, variant: VariantLike) -> Tuple[array, array]:
    """``count_batch``'s ``(hi, lo)`` words of ``boards`` for side ``code``:
    flat arrays of 2 * t words, row-major, board b's White word at
    2 * b + 1, Black's at 2 * b.  A refused board raises (count_boards)."""
    kinds = installed_variant(variant)
    hi, lo, bad = _core.count_batch(boards.n, boards.offsets, boards.x, boards.y, boards.kind, boards.color,
                                    code)
    if bad >= 0:
        check_boards(boards, data, kinds)          # words the error (line, board, reason) and raises it
        raise RuntimeError("count_batch refused a board that first_fault accepts")
    return hi, lo


def _sides(code: int, hi: array, lo: array) -> Tuple[List[int], List[int]]:
    """``(white, black)`` lists of the counts in ``_batch``'s words (empty for a side not asked for)."""
    white = _words(hi[1::2], lo[1::2]) if code != 0 else []
    black = _words(hi[0::2], lo[0::2]) if code != 1 else []
    return white, black


def count_boards(boards: Boards, data: bytes = b"", side: Union[str, SideLike] = "both",
                 variant: VariantLike = CLASSIC) -> Tuple[List[int], List[int]]:
    """``(white, black)`` lists of valid-move counts of boards read into flat
    arrays; a list is empty for a side not asked for.

    A missing or second king, or two pieces on one square, raises the
    :class:`~fastcheck.FormatError` that ``solve`` raises, with its line
    when ``data`` is given.

    Args:
        boards: the boards, as the readers of :mod:`fastcheck.formats` give them.
        data: the text the boards were read from, for the error's line.
        side: ``'both'`` or one side, e.g. ``'white'`` or ``WHITE``.
        variant: the variant whose letters ``data`` was read with, as
            :func:`count_moves` takes it.
    """
    code = _side_code(side)
    return _sides(code, *_batch(boards, data, code, variant))


def _read(text: Text, format: str, variant: VariantLike) -> Tuple[Boards, bytes]:
    """The boards of a format A or B ``text`` and its bytes (see :func:`count_moves`)."""
    kinds = installed_variant(variant)
    data = as_bytes(text)
    return read_boards(data, boards_format(data, format, "count"), kinds), data


def count_moves(text: Text, *, side: Union[str, SideLike] = "both", format: str = "auto",
                variant: VariantLike = CLASSIC) -> Tuple[List[int], List[int]]:
    """``(white, black)`` valid-move counts of every board of a format A
    (``grid``) or B (``sparse``) text; see :func:`count_boards`.

    A format C log is refused as such, a broken one too
    (``boards_format()``); a text that only looks like one (its first line
    has several tokens) but is none is read as format B, whose error says
    what is wrong where.

    Args:
        text: the whole input, ``str`` or bytes-like.
        side: ``'both'`` or one side, e.g. ``'white'`` or ``WHITE``.
        format: ``auto``, ``grid`` (A) or ``sparse`` (B).
        variant: ``classic``; ``fairy`` (format B with the archbishop
            ``a``, chancellor ``c`` and amazon ``m`` too); a variant file's
            path or a :class:`~fastcheck.Variant`.  With format A any but
            ``classic`` is a :class:`~fastcheck.FormatError`, as
            :func:`~fastcheck.solve`.
    """
    kinds = installed_variant(variant)
    return count_boards(*_read(text, format, kinds), side, kinds)


def count(text: Text, *, side: Union[str, SideLike] = "both", format: str = "auto",
          variant: VariantLike = CLASSIC) -> str:
    """The output of ``fastcheck count``: a line per board, ``<white> <black>``
    for ``both`` sides, else the one side's count.

    Args:
        text: the whole input, ``str`` or bytes-like.
        side: ``'both'`` or one side, e.g. ``'white'`` or ``WHITE``.
        format: ``auto``, ``grid`` (A) or ``sparse`` (B).
        variant: as :func:`count_moves` takes it.
    """
    code = _side_code(side)
    kinds = installed_variant(variant)         # the one variant every step below takes
    boards, data = _read(text, format, kinds)
    hi, lo = _batch(boards, data, code, kinds)
    t = len(lo) // 2
    if hi.count(0) == len(hi):
        # every count fits a word: one %-format over the words in output
        # order, a few times faster than a line at a time
        if code != BOTH:
            return ("%d\n" * t) % tuple(lo[code::2])
        words = array("Q", lo)
        words[0::2] = lo[1::2]
        words[1::2] = lo[0::2]
        return ("%d %d\n" * t) % tuple(words)
    white, black = _sides(code, hi, lo)
    if code == BOTH:
        return "".join([f"{w} {b}\n" for w, b in zip(white, black)])
    return "".join([f"{v}\n" for v in white or black])
