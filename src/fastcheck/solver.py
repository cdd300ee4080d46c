"""``solve()``: whole input text in, whole output text out."""
from __future__ import annotations

from . import _core
from .errors import FormatError
from .formats import Boards, as_bytes, check_boards, check_format, check_variant, detect_format, read_boards
from .kinds import CLASSIC
from .variants import installed_variant
from .verdicts import check_lang, render

__all__ = ["solve", "solve_boards"]

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than solving it
    from typing import Union

    from .kinds import VariantLike

    Text = Union[str, bytes, bytearray, memoryview]


def solve_boards(boards: Boards, data: bytes = b"", variant: VariantLike = CLASSIC):
    """Run the core over boards read into flat arrays: ``(states, counts)`` arrays.

    A board that breaks a rule of the board (a missing or second king, two
    pieces on one square) raises the :class:`~fastcheck.FormatError` of
    ``check_boards()``, with its line when ``data``
    (the text the boards were read from, with the letters of ``variant``)
    is given: a :class:`~fastcheck.variants.Variant`, or what
    :func:`~fastcheck.variants.resolve_variant` takes)."""
    variant = installed_variant(variant)
    states, counts, bad = _core.solve_batch(boards.n, boards.offsets, boards.x, boards.y,
                                            boards.kind, boards.color)
    if bad >= 0:
        check_boards(boards, data, variant)          # words the first board that breaks a rule, and raises
        raise RuntimeError("solve_batch refused a board that first_fault accepts")
    return states, counts


def solve(text: Text, *, format: str = "auto", lang: str = "sk", variant: VariantLike = CLASSIC) -> str:
    """Judge every board (or replay the Ostap log) in ``text``.

    Args:
        text: the whole input, ``str`` or bytes-like.
        format: ``auto``, ``grid`` (A), ``sparse`` (B) or ``ostap`` (C).
        lang: ``sk`` (the KSP statements' Slovak wording) or ``en`` (SPOJ CSTATE3's).
        variant: ``classic``; ``fairy`` (format B with the archbishop
            ``a``, chancellor ``c`` and amazon ``m`` too); a variant file's
            path or a :class:`~fastcheck.Variant` (format B with its
            pieces).  With format A or C any but ``classic`` is a
            :class:`~fastcheck.FormatError`.

    Returns:
        The whole output: one newline-terminated verdict line per board
        (formats A and B), or format C's result per processed move, an
        empty line and the final board.

    Raises:
        FormatError: for input that breaks the format (with a hint when
            ``text`` is the name of a file: the input is its text).
    """
    try:
        return _solve(text, format, lang, variant)
    except FormatError as exc:
        hinted = with_file_name_hint(exc, text, SOLVE_CALL)
        if hinted is exc:
            raise
        raise hinted from None


#: the call :func:`solve` suggests when its text is a file's name (``{name}``: the name's repr)
SOLVE_CALL = "solve(open({name}).read())"


def check_options(format: str, lang: str) -> None:
    """Raise the ValueError of a ``format`` or ``lang`` that :func:`solve` does not take.

    Args:
        format: ``auto``, ``grid``, ``sparse`` or ``ostap``.
        lang: ``sk`` or ``en``.
    """
    check_format(format)
    check_lang(lang)


def with_file_name_hint(exc: FormatError, text: object, call: str) -> FormatError:
    """``exc`` with the hint ``did you mean <call>?`` when ``text`` is a
    single line (a ``str``) naming a file that exists, else ``exc`` itself.

    Args:
        exc: the error of reading ``text``.
        text: the argument that was read as the input's text.
        call: the call that reads the file instead, ``{name}`` standing
            for the file name's repr, e.g. :data:`SOLVE_CALL`.
    """
    import os  # the error path's alone: not at start-up

    name = text.strip() if isinstance(text, str) else ""
    if not name or "\n" in name or not os.path.isfile(name):
        return exc
    return FormatError(exc.expected, kind=exc.kind, line=exc.line, board=exc.board, found=exc.found,
                       hint=f"did you mean {call.format(name=repr(name))}?")


def _solve(text: Text, format: str, lang: str, variant: VariantLike) -> str:
    """:func:`solve`, its :class:`FormatError` without the hint."""
    check_options(format, lang)
    kinds = installed_variant(variant)         # the one variant every step below takes
    data = as_bytes(text)
    fmt = detect_format(data) if format == "auto" else format
    check_variant(fmt, kinds)
    if fmt == "ostap":
        from .game import replay  # start-up: format C's game (and its reader) only for format C
        return replay(data)
    boards = read_boards(data, fmt, kinds)
    states, counts = solve_boards(boards, data, kinds)
    return render(states, counts, lang, grid=(fmt == "grid"))
