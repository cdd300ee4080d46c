"""The two paths of every reader, and the properties the two must share.

Each input format is read by a compiled scanner (``_core.scan_grid``,
``_core.scan_sparse``, ``_core.scan_ostap``: one pass, no wording) and by a
careful Python twin (``formats.read_grid_carefully``,
``formats.read_sparse_carefully``, ``formats.read_ostap_carefully``: the
grammar, and the wording of every error).  The library takes the fast path
and hands a text to the careful reader only to word an error (formats A and
B) or when the scanner passes on it (format C).

This module is shared by the test suite (``tests/test_*.py``) and the atheris
harnesses of ``fuzz/`` (which put ``tests/`` on ``sys.path``), so it imports
nothing but fastcheck: no pytest, no hypothesis.
"""
from __future__ import annotations

from typing import Callable, Dict, Optional

from fastcheck import FormatError, _core, formats, solver, verdicts
from fastcheck.errors import ERROR_KINDS
from fastcheck.game import OstapGame, replay
from fastcheck.kinds import FORMAT_LETTERS

__all__ = ["PATHS", "SEMANTIC_KINDS", "CAREFUL", "check_error", "scanner_accepts", "read_via", "solve_via",
           "error_via", "same_boards", "sparse_twins_agree", "grid_twins_agree", "ostap_twins_agree"]

#: the two paths of a reader: the library's (compiled scanner first) and the careful Python twin alone
PATHS = ("fast", "careful")

#: kinds of error that only the careful readers (and the core) detect: the scanners read such a text
SEMANTIC_KINDS = ("kings", "duplicate")

#: the numbers the scanners read into int64 and leave the range of (at most 10^18) to the end of the
#: input: a file that big has not enough lines, so the scanner stops later than the careful reader
_DEFERRED_RANGES = ("the number of boards t", "the piece count p")

CAREFUL: Dict[str, Callable] = {
    "grid": formats.read_grid_carefully,
    "sparse": formats.read_sparse_carefully,
    "ostap": formats.read_ostap_carefully,
}
_SCANNERS: Dict[str, Callable] = {"grid": _core.scan_grid, "sparse": _core.scan_sparse}


def check_error(exc: FormatError) -> None:
    """A FormatError is one short line with a known kind and sane line and board numbers."""
    msg = str(exc)
    assert "\n" not in msg and "\r" not in msg and len(msg) < 300, repr(msg)
    assert exc.kind in ERROR_KINDS, exc.kind
    assert exc.line is None or (isinstance(exc.line, int) and exc.line >= 1), exc.line
    assert exc.board is None or (isinstance(exc.board, int) and exc.board >= 1), exc.board
    assert exc.expected


def check_type_error(exc: TypeError) -> None:
    """An argument of the wrong type: one short line saying what was expected and what was found."""
    msg = str(exc)
    assert "\n" not in msg and len(msg) < 300 and msg.startswith("expected ") and ", found " in msg, repr(msg)


def _format_of(data: bytes, fmt: str) -> str:
    return formats.detect_format(data) if fmt == "auto" else fmt


def scanner_accepts(data: bytes, fmt: str) -> bool:
    """Does the compiled scanner of ``fmt`` (``auto``: the detected format) read ``data``?"""
    fmt = _format_of(data, fmt)
    if fmt == "ostap":
        return _core.scan_ostap(data) is not None
    return bool(_SCANNERS[fmt](data, FORMAT_LETTERS)[0])


def read_via(path: str, data: bytes, fmt: str = "auto"):
    """``data`` read along one path: :class:`~fastcheck.formats.Boards` for
    formats A and B, an :class:`~fastcheck.formats.OstapLog` for format C."""
    fmt = _format_of(data, fmt)
    if path == "careful":
        return CAREFUL[fmt](data)
    if fmt == "ostap":
        return formats.parse_ostap(data)
    return formats.read_boards(data, fmt)


def _replay_carefully(data: bytes) -> str:
    """Format C's answer from the careful reader's log, played move by move on an OstapGame."""
    log = formats.read_ostap_carefully(data)
    game = OstapGame(log.cells, log.white_first)
    for move in log.moves:
        game.play(move)
        if game.is_over():
            break
    return "".join(r + "\n" for r in game.results) + "\n" + game.board_text()


def solve_via(path: str, data: bytes, fmt: str = "auto", lang: str = "sk") -> str:
    """The whole answer to ``data`` with its text read along one path."""
    fmt = _format_of(data, fmt)
    if fmt == "ostap":
        return replay(data) if path == "fast" else _replay_carefully(data)
    boards = read_via(path, data, fmt)
    states, counts = solver.solve_boards(boards, data)
    return verdicts.render(states, counts, lang, grid=(fmt == "grid"))


def error_via(path: str, data: bytes, fmt: str = "auto") -> FormatError:
    """The FormatError that reading and solving ``data`` along one path raises
    (an AssertionError when there is none)."""
    try:
        solve_via(path, data, fmt)
    except FormatError as exc:
        check_error(exc)
        return exc
    raise AssertionError(f"no FormatError on the {path} path for {data[:80]!r}")


def same_boards(a, b) -> bool:
    """Two readings of formats A/B (Boards or the scanner's array tuple): the same arrays.

    The scanners give ``array.array`` objects, the careful readers
    ``array.array`` or numpy arrays: compared by item size and values."""
    a = tuple(a)[-6:]
    b = tuple(b)[-6:]

    def key(arr):
        return arr.itemsize, arr.tolist()
    return len(a) == len(b) == 6 and all(key(x) == key(y) for x, y in zip(a, b))


def _stopped_at_a_deferred_range(exc: FormatError, stopped_at: int) -> bool:
    """The careful reader refused t or p beyond 10^18 at once; the scanner read
    the number and stopped only where the lines ran out.  (Which number it was
    is the question here, not the kind, hence ``expected``.)"""
    return (exc.kind == "range" and stopped_at > exc.line
            and exc.expected.startswith(_DEFERRED_RANGES))


def _twins_agree(fmt: str, data: bytes) -> str:
    ok, res = _SCANNERS[fmt](data, FORMAT_LETTERS)
    if not ok and fmt == "sparse":
        res = res[0]          # scan_sparse stops with the line first, then what it read
    try:
        careful = CAREFUL[fmt](data)
    except FormatError as exc:
        check_error(exc)
        semantic = exc.kind in SEMANTIC_KINDS
        if ok:
            assert semantic, f"the {fmt} scanner accepted, the careful reader: {exc}"
        elif not semantic and res != exc.line:
            assert _stopped_at_a_deferred_range(exc, res), \
                f"the {fmt} scanner stopped at line {res}, the careful reader: {exc}"
        return "refused (semantic)" if semantic else "refused"
    assert ok, f"the careful reader accepted, the {fmt} scanner stopped at line {res}"
    assert same_boards(res, careful), (res, careful)
    return "accepted"


def sparse_twins_agree(data: bytes) -> str:
    """``scan_sparse`` accepts exactly the format B texts the careful reader
    accepts (but for the checks only the careful reader makes: kings, one
    piece a square) and reads them into the same arrays.  Returns what
    happened, for statistics."""
    return _twins_agree("sparse", data)


def grid_twins_agree(data: bytes) -> str:
    """The same for format A: ``scan_grid`` and ``read_grid_carefully``."""
    return _twins_agree("grid", data)


def ostap_twins_agree(data: bytes) -> str:
    """``scan_ostap`` may pass a format C text on to the careful reader but
    never reads one differently, and never takes one the careful reader refuses."""
    scanned: Optional[tuple] = _core.scan_ostap(data)
    try:
        careful = formats.read_ostap_carefully(data)
    except FormatError as exc:
        check_error(exc)
        assert scanned is None, f"scan_ostap accepted, the careful reader: {exc}"
        return "refused"
    assert formats.parse_ostap(data) == careful, data
    return "careful reader only" if scanned is None else "scanned"
