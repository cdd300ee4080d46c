"""The rules of the board -- one king of each colour, one piece per square
-- in words: the one wording of their errors, whoever finds them (the
careful readers, the core's ``first_fault`` over read arrays, a
``Position`` being built).  The checks themselves are the core's."""
from __future__ import annotations

from .. import _core
from ..errors import FormatError
from ..kinds import KING_NAMES, king_name

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than solving it
    from typing import Optional, Tuple

__all__ = ["duplicate_error", "second_king_error", "missing_king_error", "king_count_error", "fault_error"]


def duplicate_error(square: Tuple[int, int], holder: str, *, at: str = "", line: Optional[int] = None,
                    board: Optional[int] = None) -> FormatError:
    """A piece on ``square`` (``at``: which piece, when no line says it),
    which ``holder`` took first (``a piece from line 3``, ``piece 1``)."""
    return FormatError(f"{at}one piece per square, but ({square[0]}, {square[1]}) already holds {holder}",
                       kind="duplicate", line=line, board=board)


def second_king_error(color: int, first: str, *, at: str = "", line: Optional[int] = None,
                      board: Optional[int] = None) -> FormatError:
    """A second king of ``color``; ``first`` says where the first one is
    (``line 3 has one``, ``piece 1 is one``)."""
    return FormatError(f"{at}one {KING_NAMES[color]}, but {first} already", kind="kings", line=line, board=board)


def missing_king_error(color: int, *, line: Optional[int] = None, board: Optional[int] = None) -> FormatError:
    """No king of ``color`` on the board (``line``: the board's last)."""
    return FormatError(f"a {KING_NAMES[color]} on the board", kind="kings", line=line, board=board, found="none")


def king_count_error(color: int, count: int, where: str, *, letter: Optional[str] = None,
                     line: Optional[int] = None, board: Optional[int] = None) -> FormatError:
    """``count`` kings of ``color`` where there must be one (format A counts
    the kings of a grid ``where`` = ``in the grid``); ``letter``: the king's
    letter in a notation of its own (FEN's), not that of formats A and B."""
    name = KING_NAMES[color] if letter is None else king_name(color, letter)
    return FormatError(f"exactly one {name} {where}", kind="kings", line=line, board=board, found=str(count))


def fault_error(fault: Tuple[int, int, int, int], x, y, color, *, offset: int = 0,
                board: Optional[int] = None) -> FormatError:
    """The error of a ``_core.first_fault`` result over arrays that no text
    stands behind (a ``Position``, boards given as arrays): the pieces are
    named by their number, 1-based from ``offset`` (the board's first)."""
    _, what, at, earlier = fault
    if what == _core.BoardFault.FAULT_DUPLICATE:
        return duplicate_error((int(x[at]), int(y[at])), f"piece {earlier - offset + 1}",
                               at=f"piece {at - offset + 1}: ", board=board)
    if what == _core.BoardFault.FAULT_SECOND_KING:
        return second_king_error(int(color[at]), f"piece {earlier - offset + 1} is one",
                                 at=f"piece {at - offset + 1}: ", board=board)
    return missing_king_error(1 if what == _core.BoardFault.FAULT_NO_WHITE_KING else 0, board=board)
