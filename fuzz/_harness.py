"""Shared set-up of the atheris harnesses in this directory.

Nothing here imports fastcheck: each harness imports it inside
``atheris.instrument_imports()`` so that its Python code is instrumented
(the compiled ``fastcheck._core`` is not; see README.md).
"""
import importlib.util
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

#: FUZZ_STRICT=1 turns the known, reported bugs listed in KNOWN back into
#: crashes (by default a long run must not stop at the first known one).
STRICT = os.environ.get("FUZZ_STRICT", "") not in ("", "0")


def setup_paths():
    """Make ``fastcheck`` (the installed one, else the checkout's src/) and
    the test suite's modules importable: the brute-force references and
    ``properties`` (the twin properties), from the ``tests/`` folder next to
    this one, ahead of anything installed under the same names."""
    if importlib.util.find_spec("fastcheck") is None:
        sys.path.insert(0, os.path.join(REPO, "src"))
    tests = os.path.join(REPO, "tests")
    if tests not in sys.path:
        sys.path.insert(0, tests)


#: (exception type, call) of reported, still open bugs that must not stop a
#: long run; empty now: the ones found so far (OverflowError from
#: Position.from_arrays, Position squares and OstapGame.play/is_legal) were
#: fixed in 013dd4a and are regression tests in tests/test_regressions.py.
KNOWN = ()


def known(exc, where):
    """Is ``exc`` raised by ``where`` one of the open bugs listed in KNOWN?"""
    if STRICT:
        return False
    return any(isinstance(exc, kind) and where == call for kind, call in KNOWN)


def one_line_error(exc, fmt_error):
    """Every FormatError is one line with a sane line/board."""
    msg = str(exc)
    assert "\n" not in msg and "\r" not in msg, repr(msg)
    if isinstance(exc, fmt_error):
        assert exc.line is None or (isinstance(exc.line, int) and exc.line >= 1), exc.line
        assert exc.board is None or (isinstance(exc.board, int) and exc.board >= 1), exc.board
        assert exc.expected
    assert len(msg) < 400, len(msg)
