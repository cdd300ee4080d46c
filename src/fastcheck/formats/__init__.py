"""The three input formats: which one a text is, and one reader and one
writer per format (``grid`` A, ``sparse`` B, ``ostap`` C)."""
from __future__ import annotations

from .. import _core
from ..errors import FormatError
from ..kinds import CLASSIC
from ..variants import Variant, installed_variant, resolve_variant
from .common import FORMAT_ALIASES, FORMAT_NAMES, FORMATS, MAX_N, PIECE_SET, Boards, as_bytes, check_format, read_input
from .grid import explain_kings, read_grid, read_grid_carefully, write_grid
from .rules import fault_error
from .sparse import explain_board, read_sparse, read_sparse_carefully, write_sparse
from .text import first_error

TYPE_CHECKING = False
if TYPE_CHECKING:   # at run time __getattr__ below loads format C's reader on first use (start-up time)
    from typing import Optional  # typing: not at run time either (start-up time)

    from ..kinds import VariantLike
    from .common import Text
    from .ostap import OstapLog, board_text, parse_move, parse_ostap, read_ostap_carefully, write_ostap

__all__ = ["FORMATS", "check_format",
           "FORMAT_ALIASES", "FORMAT_NAMES", "MAX_N", "PIECE_SET", "Boards", "as_bytes", "read_input",
           "detect_format", "boards_format", "check_variant", "read_boards", "check_boards", "reread_for_error",
           "read_grid", "read_sparse", "write_grid", "write_sparse", "read_grid_carefully", "read_sparse_carefully",
           "read_ostap_carefully",
           "OstapLog", "parse_ostap", "parse_move", "write_ostap", "board_text"]


def detect_format(data: Text) -> str:
    """Tell the format from the first lines: ``grid``, ``sparse`` or ``ostap``.

    Format C starts with a line of several numbers (or has
    ``White``/``Black`` as its 66th token); after the line with ``t``,
    format A has a one-token grid row and format B a line ``n p``.

    Args:
        data: the input as :func:`~fastcheck.solve` takes it (``str`` or bytes).
    """
    head = as_bytes(data)[:8192]
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


def boards_format(data: bytes, format: str, reader: str) -> str:
    """The format, ``grid`` or ``sparse``, of a text that ``reader`` (e.g.
    ``count``) reads boards from: ``format`` when given, else told from the
    text.  A format C log is refused as such, a broken one too (it starts
    with 8 board codes: :func:`~fastcheck.formats.ostap.looks_like_log`); a
    text that only looks like one (its first line has several tokens) but
    is none, e.g. random bytes, is read as format B, whose error says what
    is wrong where."""
    if format not in ("auto", "grid", "sparse"):
        raise ValueError(f"format must be 'auto', 'grid' or 'sparse', not {format!r}")
    fmt = detect_format(data) if format == "auto" else format
    if fmt != "ostap":
        return fmt
    from .ostap import looks_like_log, parse_ostap  # format C's reader: only for a text that looks like a log
    try:
        parse_ostap(data)
        found = "a format C log"
    except FormatError as exc:
        if not looks_like_log(data):
            return "sparse"
        found = f"a format C log that breaks its format too ({exc})"
    raise FormatError(f"a format A (grid) or B (sparse) input: {reader} has no boards to judge in an Ostap "
                      "move log (format C)", kind="syntax", found=found)


def check_variant(fmt: str, variant: Variant) -> None:
    """Is ``variant`` one that format ``fmt`` is read with?  Every format
    has the classic kinds; another variant's pieces have letters in format
    B only, so another variant with format A or C is a
    :class:`~fastcheck.FormatError` naming why."""
    if fmt != "sparse" and not variant.is_classic:
        name = variant.builtin_name or variant
        raise FormatError(f"a {FORMAT_NAMES['sparse']} input with variant {name!r}: its pieces have letters "
                          "in format B only", kind="argument", found=f"a {FORMAT_NAMES.get(fmt, repr(fmt))} input")


def read_boards(data: bytes, fmt: str, variant: VariantLike = CLASSIC) -> Boards:
    """Read a format A (``grid``) or B (``sparse``) text into flat arrays,
    with the letters of ``variant`` (a :class:`~fastcheck.variants.Variant`,
    or what :func:`~fastcheck.variants.resolve_variant` takes; see
    :func:`check_variant`).  A text that is no text (binary data, a
    byte-order mark, CR line ends) is said to be so
    (:func:`~fastcheck.formats.text.first_error`).  The variant's kinds are
    installed in the core (its scanner reads them)."""
    variant = installed_variant(variant)
    check_variant(fmt, variant)
    try:
        if fmt == "grid":
            return read_grid(data)
        if fmt == "sparse":
            return read_sparse(data, variant)
    except FormatError as exc:
        raise first_error(data, exc) from None
    raise ValueError(f"format must be 'grid' or 'sparse' here, not {fmt!r}")


def check_boards(boards: Boards, data: bytes = b"", variant: VariantLike = CLASSIC) -> None:
    """The rules of the board over every board of ``boards`` -- one king of
    each colour, one piece per square -- checked by the core
    (``_core.first_fault``) without judging the boards.  The first board
    that breaks one raises its FormatError: with its line and wording from
    ``data`` when the boards were read from it (:func:`reread_for_error`),
    else naming the pieces by their number within the board (``variant``:
    the letters ``data`` was read with)."""
    fault = _core.first_fault(boards.offsets, boards.x, boards.y, boards.kind, boards.color, len(boards.x))
    if fault is None:
        return
    b = fault[0]
    if data:
        reread_for_error(data, boards.fmt, boards, b, resolve_variant(variant))   # raises with the line and reason
    raise fault_error(fault, boards.x, boards.y, boards.color, offset=int(boards.offsets[b]), board=b + 1)


def reread_for_error(data: bytes, fmt: str, boards: Optional[Boards] = None, board: int = -1,
                     variant: VariantLike = CLASSIC) -> None:
    """Raise the FormatError (line, board, reason) for a problem the fast path
    found in ``data``.  Given the ``boards`` read from it and the first
    ``board`` (0-based) the core refused, the error is worded from the
    arrays and the lines they name (format B: that board's first fault;
    format A: the kings of every grid, White's first, as the careful reader
    counts them); otherwise (and should that find nothing) the careful
    reader of the format reads all of ``data`` (format B: with the letters
    of ``variant``)."""
    if boards is not None and board >= 0:
        if fmt == "sparse":
            explain_board(data, boards, board)
        elif fmt == "grid":
            explain_kings(data, boards)
    if fmt == "grid":
        read_grid_carefully(data)
    elif fmt == "sparse":
        read_sparse_carefully(data, resolve_variant(variant))


#: format C's names: its reader is imported on first use (PEP 562), so that
#: formats A and B do not pay for it at start-up
_OSTAP_NAMES = frozenset(("OstapLog", "board_text", "parse_move", "parse_ostap", "read_ostap_carefully",
                          "write_ostap"))


def __getattr__(name: str):
    """PEP 562: format C's names, from its reader imported on first use."""
    if name in _OSTAP_NAMES:
        from . import ostap  # start-up: see _OSTAP_NAMES
        return getattr(ostap, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
