"""No input can crash, hang or fool fastcheck.

The nasty inputs of the hardening work, one by one: each gets a
``FormatError`` of the right kind naming the right line and board (formats
A, B, C), on both paths of the reader (the compiled scanner first, and the
careful Python reader alone), the judge's PE/FAIL, or the right answer (for
the harmless variants every reader takes: CRLF, trailing spaces, no final blank line).  Then
the CLI's exit codes and its one-line errors, the big inputs (a 200 MB
file; a contestant output of gigabytes, read through a sparse file and a
pipe, with time and memory checked) and a short run of every atheris
harness of fuzz/.
"""
import os
import pathlib
import subprocess
import sys
import threading
import time

import pytest
from core_helpers import time_limit

import fastcheck
from fastcheck import FormatError, OstapGame, Position, parse_ostap, solve
from fastcheck.kit.explain import explain
from fastcheck.kit.validate import validate

from properties import PATHS, SEMANTIC_KINDS, error_via, read_via, same_boards, scanner_accepts, solve_via

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
FUZZ = ROOT / "fuzz"
BIG = 10**18


def _env():
    """The environment for a child process that imports the same fastcheck
    as this one (a checkout's src/, a debug copy or an installed one)."""
    env = dict(os.environ)
    pkg_parent = str(pathlib.Path(fastcheck.__file__).resolve().parent.parent)
    env["PYTHONPATH"] = pkg_parent + os.pathsep + env.get("PYTHONPATH", "")
    return env


#: runs the CLI in a child and reports its peak memory (KiB) on the last stderr line: VmHWM
#: where /proc has it (ru_maxrss of a forked child counts the parent's pages from before exec)
_MEASURED = ("import resource, sys\n"
             "from fastcheck.cli import main\n"
             "try:\n"
             "    rc = main(sys.argv[1:])\n"
             "except SystemExit as e:\n"
             "    rc = e.code\n"
             "sys.stdout.flush()\n"
             "try:\n"
             "    peak = [int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmHWM')][0]\n"
             "except (OSError, IndexError):\n"
             "    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
             "    peak //= 1024 if sys.platform == 'darwin' else 1\n"
             "sys.stderr.write('MAXRSS %d\\n' % peak)\n"
             "sys.exit(rc)\n")


def cli(*args, stdin=None, timeout=120, measured=False):
    """Run ``fastcheck ARGS`` in a child: (exit code, stdout, stderr, seconds, peak KiB)."""
    cmd = [sys.executable, "-c", _MEASURED] if measured else [sys.executable, "-m", "fastcheck"]
    start = time.monotonic()
    proc = subprocess.run(cmd + [str(a) for a in args], input=stdin, capture_output=True,
                          timeout=time_limit(timeout), env=_env())
    took = time.monotonic() - start
    err = proc.stderr.decode("utf-8", "replace")
    rss = None
    if measured:
        err, _, last = err.rstrip("\n").rpartition("\n")
        if not last.startswith("MAXRSS"):      # nothing before the MAXRSS line
            err, last = "", err or last
        rss = int(last.split()[1])
    return proc.returncode, proc.stdout, err, took, rss


def one_line_error(err: str) -> str:
    assert "Traceback" not in err, err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1, err
    return lines[0]


def error_of(text, **kw) -> FormatError:
    with pytest.raises(FormatError) as info:
        solve(text, **kw)
    exc = info.value
    msg = str(exc)
    assert "\n" not in msg and len(msg) < 300, msg
    return exc


OK1 = b"1\n8 2\n1 1 k\n8 8 K\n"
LONG = b"x" * 5_000_000

# ------------------------------------------------------------------ format B
# (id, text, line, board, kind of error)
SPARSE_CASES = [
    ("empty-file", b"", 1, None, "truncated"),
    ("only-spaces", b"   ", 2, None, "truncated"),   # the end: after line 1
    ("only-whitespace-lines", b"  \n\t\n \r\n", 4, None, "truncated"),
    ("only-newlines", b"\n" * 5, 6, None, "truncated"),
    ("t-larger-than-boards", b"2\n8 2\n1 1 k\n8 8 K\n", 5, 2, "truncated"),
    ("t-smaller-than-boards", b"1\n8 2\n1 1 k\n8 8 K\n\n8 2\n1 1 k\n8 8 K\n", 6, None,
     "trailing"),
    ("t-1e18-with-one-board", b"1000000000000000000\n8 2\n1 1 k\n8 8 K\n", 5, 2, "truncated"),
    ("t-beyond-64-bits", b"99999999999999999999999\n", 1, None, "range"),
    ("t-2^64", b"18446744073709551616\n8 2\n1 1 k\n8 8 K\n", 1, None, "range"),
    ("t-negative", b"-1\n", 1, None, "syntax"),
    ("t-with-plus", b"+1\n8 2\n1 1 k\n8 8 K\n", 1, None, "syntax"),
    ("t-two-numbers", b"1 2\n8 2\n1 1 k\n8 8 K\n", 2, None, "range"),  # taken for format C
    ("n-above-1e18", b"1\n1000000000000000001 2\n1 1 k\n8 8 K\n", 2, 1, "range"),
    ("n-2^64", b"1\n18446744073709551616 2\n1 1 k\n8 8 K\n", 2, 1, "range"),
    ("n-beyond-64-bits", b"1\n" + b"9" * 40 + b" 2\n1 1 k\n8 8 K\n", 2, 1, "range"),
    ("n-zero", b"1\n0 2\n1 1 k\n8 8 K\n", 2, 1, "range"),
    ("n-negative", b"1\n-8 2\n1 1 k\n8 8 K\n", 2, 1, "syntax"),
    ("x-zero", b"1\n8 2\n0 1 k\n8 8 K\n", 3, 1, "range"),
    ("x-negative", b"1\n8 2\n-1 1 k\n8 8 K\n", 3, 1, "syntax"),
    ("y-zero", b"1\n8 2\n1 1 k\n8 0 K\n", 4, 1, "range"),
    ("y-negative-zero", b"1\n8 2\n1 1 k\n8 -0 K\n", 4, 1, "syntax"),
    ("y-above-n", b"1\n8 2\n1 9 k\n8 8 K\n", 3, 1, "range"),
    ("x-beyond-64-bits", b"1\n8 2\n1 1 k\n" + b"9" * 30 + b" 8 K\n", 4, 1, "range"),
    ("y-2^63", b"1\n8 2\n1 9223372036854775808 k\n8 8 K\n", 3, 1, "range"),
    ("x-above-1e18-board", b"1\n1000000000000000000 2\n1 1 k\n1000000000000000001 1 K\n", 4, 1,
     "range"),
    ("p-more-than-lines", b"1\n8 3\n1 1 k\n8 8 K\n", 5, 1, "truncated"),
    ("p-1e18-more-than-lines", b"1\n8 1000000000000000000\n1 1 k\n8 8 K\n", 5, 1, "truncated"),
    ("p-fewer-than-lines", b"1\n8 2\n1 1 k\n8 8 K\n2 2 Q\n", 5, None, "trailing"),
    ("p-fewer-next-board", b"2\n8 2\n1 1 k\n8 8 K\n2 2 Q\n8 2\n1 1 k\n8 8 K\n", 5, 2, "syntax"),
    ("p-beyond-64-bits", b"1\n8 99999999999999999999999\n1 1 k\n8 8 K\n", 2, 1, "range"),
    ("p-zero", b"1\n8 0\n", 2, 1, "kings"),
    ("p-negative", b"1\n8 -2\n1 1 k\n8 8 K\n", 2, 1, "syntax"),
    ("header-three-numbers", b"1\n8 2 3\n1 1 k\n8 8 K\n", 2, 1, "syntax"),
    ("piece-four-tokens", b"1\n8 2\n1 1 k 4\n8 8 K\n", 3, 1, "syntax"),
    ("piece-two-letters", b"1\n8 2\n1 1 kk\n8 8 K\n", 3, 1, "syntax"),
    ("piece-unknown-letter", b"1\n8 2\n1 1 k\n8 8 N\n", 4, 1, "syntax"),
    ("non-ascii-letter", "1\n8 2\n1 1 k\n8 8 Ж\n".encode(), 4, 1, "syntax"),
    ("latin1-byte", b"1\n8 2\n1 1 k\n8 8 \xc9\n", 4, 1, "syntax"),
    ("arabic-indic-digit", "1\n8 2\n١ 1 k\n8 8 K\n".encode(), 3, 1, "syntax"),
    ("fullwidth-digit", "1\n8 2\n１ 1 k\n8 8 K\n".encode(), 3, 1, "syntax"),
    ("utf8-bom", b"\xef\xbb\xbf1\n8 2\n1 1 k\n8 8 K\n", 1, None, "syntax"),
    ("nul-only", b"\0", 1, None, "syntax"),
    ("nul-after-letter", b"1\n8 2\n1 1 k\n8 8 K\0\n", 4, 1, "syntax"),
    ("nul-between-tokens", b"1\n8 2\n1 1\0k\n8 8 K\n", 3, 1, "syntax"),
    ("nul-bytes-after-the-end", OK1 + b"\0" * 64, 5, None, "trailing"),
    ("very-long-line", b"1\n8 2\n1 1 k\n8 8 K " + LONG + b"\n", 4, 1, "syntax"),
    ("very-long-number", b"1\n8 2\n1 1 k\n8 " + b"1" * 5_000_000 + b" K\n", 4, 1, "range"),
    ("very-long-token-first", LONG, 1, None, "syntax"),
    ("two-pieces-one-square", b"1\n8 3\n1 1 k\n8 8 K\n1 1 Q\n", 5, 1, "duplicate"),
    ("second-white-king", b"1\n8 3\n1 1 k\n8 8 K\n2 2 k\n", 5, 1, "kings"),
    ("no-black-king", b"1\n8 2\n1 1 k\n8 8 Q\n", 4, 1, "kings"),
    ("second-board-broken", OK1.replace(b"1\n", b"2\n", 1) + b"\n8 2\n1 1 k\n9 8 K\n", 8, 2,
     "range"),
    # old Mac line ends: named as such, whatever format the one line of tokens is taken for
    ("lone-cr-line-ends", b"1\r8 2\r1 1 k\r8 8 K\r", 1, None, "syntax"),
]


def assert_refused(path, text, kind, line, board, fmt="auto"):
    """``text`` is refused along ``path`` with this kind of error, line and
    board; on the fast path the compiled scanner itself refused it (but for
    the checks only the careful reader makes), and ``solve`` says the same."""
    exc = error_via(path, text, fmt)
    assert (exc.kind, exc.line, exc.board) == (kind, line, board), str(exc)
    if path == "fast":
        assert kind in SEMANTIC_KINDS or not scanner_accepts(text, fmt), str(exc)
        assert str(error_of(text, format=fmt)) == str(exc)
    return exc


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("name,text,line,board,kind", SPARSE_CASES, ids=[c[0] for c in SPARSE_CASES])
def test_sparse_nasty(path, name, text, line, board, kind):
    exc = assert_refused(path, text, kind, line, board)
    # the same error with the format given, and from the position reader
    if path == "fast" and fastcheck.detect_format(text) == "sparse":
        assert str(error_of(text, format="sparse")) == str(exc)
        with pytest.raises(FormatError) as info:
            fastcheck.read_positions(text, format="sparse")
        assert (info.value.kind, info.value.line, info.value.board) == (kind, line, board)


@pytest.mark.parametrize("text", [
    b"1\r\n8 2\r\n1 1 k\r\n8 8 K\r\n",                  # Windows line endings
    b"1  \n8 2 \t\n1 1 k   \n8 8 K \n\n",                 # trailing spaces and tabs
    b"1\n8 2\n1 1 k\n8 8 K",                              # no final newline (nor blank line)
    b"\n\n1\n\n8 2\n\n1 1 k\n8 8 K\n\n\n\n",               # blank lines anywhere
    b"001\n0008 02\n01 001 k\n8 0008 K\n",                 # leading zeros
    b"1\n8\t2\n1\x0b1\x0ck\n8 8 K\n",                      # other ASCII blanks between tokens
    b"1\n8 2\n1 1 k\n8 8 K\n" + b" " * 1_000_000 + b"\n",  # a very long blank line
], ids=["crlf", "trailing-blanks", "no-final-newline", "blank-lines", "leading-zeros", "vt-ff-tab",
        "long-blank-line"])
@pytest.mark.parametrize("path", PATHS)
def test_sparse_harmless_variants_answer(path, text):
    assert solve_via(path, text, "sparse") == "Neutralna situacia.\n"
    if path == "fast":
        assert scanner_accepts(text, "sparse")
        assert solve(text) == "Neutralna situacia.\n"


@pytest.mark.parametrize("path", PATHS)
def test_sparse_extremes_answer(path):
    # n = 10**18, kings on the far corners, a rook checking along the last row
    text = b"1\n1000000000000000000 3\n1 1 k\n1000000000000000000 1000000000000000000 K\n" \
           b"1 1000000000000000000 r\n"
    assert solve_via(path, text, lang="en") == "Black Check - 2 Plausible Moves\n"
    # t = 0 is an empty output, with or without trailing blank lines
    assert solve_via(path, b"0\n", "sparse") == "" and solve_via(path, b"0\n\n \n", "sparse") == ""
    assert same_boards(read_via("fast", text), read_via("careful", text))


# ------------------------------------------------------------------ format A
def grid(*rows, t=1):
    return (f"{t}\n" + "\n".join(rows) + "\n\n").encode()


EMPTY_ROW = "........"
G_OK = ["....k...", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, "....K..."]

GRID_CASES = [
    ("row-too-long", grid(G_OK[0] + ".", *G_OK[1:]), 2, 1, "syntax"),
    ("row-too-short", grid(*G_OK[:3], ".......", *G_OK[4:]), 5, 1, "syntax"),
    ("bad-character", grid(*G_OK[:2], "...x....", *G_OK[3:]), 4, 1, "syntax"),
    ("digit-row", grid(*G_OK[:2], "12345678", *G_OK[3:]), 4, 1, "syntax"),
    ("nul-in-row", grid(*G_OK[:2], "...\0....", *G_OK[3:]), 4, 1, "syntax"),
    ("non-ascii-row", grid(*G_OK[:2], "......é", *G_OK[3:]), 4, 1, "syntax"),
    ("blank-line-inside", grid(*G_OK[:4], "", *G_OK[4:]), 6, 1, "syntax"),
    ("truncated", grid(*G_OK[:5]), 7, 1, "syntax"),         # the blank line where row 6 should be
    ("t-larger", grid(*G_OK, t=2), 11, 2, "truncated"),
    ("t-smaller", grid(*G_OK, "", *G_OK), 11, None, "trailing"),
    ("t-beyond-64-bits", grid(*G_OK).replace(b"1\n", b"99999999999999999999999\n", 1), 1, None,
     "range"),
    ("no-white-king", grid(EMPTY_ROW, *G_OK[1:]), 2, 1, "kings"),
    ("two-black-kings", grid(*G_OK[:7], "K...K..."), 9, 1, "kings"),     # the line of the second king
    ("second-board-no-king", grid(*G_OK, "", EMPTY_ROW, *G_OK[1:], t=2), 11, 2, "kings"),
    ("very-long-row", grid(*G_OK[:3], "." * 5_000_000, *G_OK[4:]), 5, 1, "syntax"),
]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("name,text,line,board,kind", GRID_CASES, ids=[c[0] for c in GRID_CASES])
def test_grid_nasty(path, name, text, line, board, kind):
    assert_refused(path, text, kind, line, board, fmt="grid")


@pytest.mark.parametrize("text", [
    grid(*G_OK).replace(b"\n", b"\r\n"),
    grid(*(r + "  " for r in G_OK)),
    grid(*G_OK).rstrip(b"\n"),
    b"1\n\n\n" + grid(*G_OK)[2:],
], ids=["crlf", "trailing-spaces", "no-final-newline", "blank-lines-before"])
@pytest.mark.parametrize("path", PATHS)
def test_grid_harmless_variants_answer(path, text):
    assert solve_via(path, text) == "Neutralna situacia.\n"
    assert solve_via(path, text, "grid") == "Neutralna situacia.\n"
    if path == "fast":
        assert scanner_accepts(text, "grid")
        assert solve(text) == solve(text, format="grid") == "Neutralna situacia.\n"


# ------------------------------------------------------------------ format C
TIMUS1 = (DATA / "timus-1.in").read_bytes()
_TOK = TIMUS1.split()
_BOARD = b"\n".join(b" ".join(_TOK[r * 8:(r + 1) * 8]) for r in range(8)) + b"\n"


def log(p=b"1", side=b"White", moves=(b"e2-e4",), board=_BOARD):
    return board + p + b"\n" + side + b"\n" + b"".join(m + b"\n" for m in moves)


OSTAP_CASES = [
    ("empty", b"", 1, "truncated"),
    ("only-whitespace", b" \n\t\n", 3, "truncated"),
    ("63-cells", b" ".join(_TOK[:63]), 1, "truncated"),
    ("cell-7", b"7 " + b" ".join(_TOK[1:]), 1, "range"),
    ("cell-beyond-64-bits", b"9" * 30 + b" " + b" ".join(_TOK[1:]), 1, "range"),
    ("cell-letter", b" ".join(_TOK[:10]) + b" x " + b" ".join(_TOK[11:]), 1, "syntax"),
    ("cell-nul", b" ".join(_TOK[:20]) + b" \0 " + b" ".join(_TOK[21:]), 1, "syntax"),
    ("P-zero", log(p=b"0"), 9, "range"),
    ("P-61", log(p=b"61", moves=[b"e2-e4"] * 61), 9, "range"),
    ("P-negative", log(p=b"-1"), 9, "syntax"),
    ("P-beyond-64-bits", log(p=b"9" * 30), 9, "range"),
    ("P-more-than-moves", log(p=b"3"), 12, "truncated"),
    ("P-fewer-than-moves", log(p=b"1", moves=[b"e2-e4", b"e7-e5"]), 12, "trailing"),
    ("side-lowercase", log(side=b"white"), 10, "syntax"),
    ("side-non-ascii", log(side="Белые".encode()), 10, "syntax"),
    ("side-missing", _BOARD + b"1\n", 10, "truncated"),
    ("move-no-dash", log(moves=[b"e2e4"]), 11, "syntax"),
    ("move-off-board-file", log(moves=[b"i2-e4"]), 11, "syntax"),
    ("move-rank-9", log(moves=[b"e2-e9"]), 11, "syntax"),
    ("move-rank-0", log(moves=[b"e0-e4"]), 11, "syntax"),
    ("move-uppercase", log(moves=[b"E2-E4"]), 11, "syntax"),
    ("move-nul", log(moves=[b"e2-e4\0"]), 11, "syntax"),
    ("move-en-dash", log(moves=["e2–e4".encode()]), 11, "syntax"),
    ("move-very-long", log(moves=[LONG]), 11, "syntax"),
]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("name,text,line,kind", OSTAP_CASES, ids=[c[0] for c in OSTAP_CASES])
def test_ostap_nasty(path, name, text, line, kind):
    exc = assert_refused(path, text, kind, line, None, fmt="ostap")
    with pytest.raises(FormatError) as again:
        parse_ostap(text)
    assert str(again.value) == str(exc)


@pytest.mark.parametrize("text", [
    TIMUS1.replace(b"\n", b"\r\n"),
    TIMUS1.replace(b"\n", b"  \n"),
    TIMUS1.rstrip(b"\n"),
    TIMUS1.replace(b"\n", b" "),            # everything on one line
], ids=["crlf", "trailing-spaces", "no-final-newline", "one-line"])
@pytest.mark.parametrize("path", PATHS)
def test_ostap_harmless_variants_answer(path, text):
    assert solve_via(path, text) == (DATA / "timus-1.out").read_text()
    assert read_via("fast", text) == read_via("careful", text)
    if path == "fast":
        assert scanner_accepts(text, "ostap")
        assert solve(text) == (DATA / "timus-1.out").read_text()


@pytest.mark.parametrize("token", ["", " e2-e4", "e2-e4 ", "e2e4", "i2-i4", "e2-e4-e6", "é2-e4", "e2\0e4", b"e2-e9",
                                   "ｅ2-e4"])
def test_ostap_game_malformed_tokens(token):
    game = OstapGame.from_text(TIMUS1)
    with pytest.raises(FormatError) as info:
        game.play(token)
    assert (info.value.kind, info.value.line, info.value.board) == ("syntax", None, None), str(info.value)
    assert game.results == [] and not game.is_over()


@pytest.mark.parametrize("move", [((0, 1), (1, 2)), ((5, 2), (5, 9)), ((-1, -1), (5, 4)),
                                  ((2**63 - 1, 2), (5, 4)), ((5, 2), (-2**63, 4)), ((10**30, 2), (5, 4)),
                                  ((5, 2), (5, -10**30))])
def test_ostap_game_off_board_tuples_are_incorrect(move):
    """A tuple move with squares off the board (any int) is Incorrect."""
    game = OstapGame.from_text(TIMUS1)
    before = game.cells()
    assert game.play(move) == "Incorrect"
    assert game.cells() == before and game.is_over()
    with pytest.raises(ValueError):
        game.play("e2-e4")


@pytest.mark.parametrize("move, error", [
    (((1.0, 2), (5, 4)), TypeError), (((5, 2), ("5", 4)), TypeError), (((True, 2), (5, 4)), TypeError),
    (((5, 2),), FormatError), (((5, 2), (5, 4), (5, 5)), FormatError), (5, TypeError), (None, TypeError),
    (((5, 2), None), TypeError)],
    ids=["float", "str", "bool", "one-square", "three-squares", "int", "none", "none-square"])
def test_ostap_game_junk_moves(move, error):
    """A wrong type is a TypeError, a wrong shape a FormatError; neither plays."""
    game = OstapGame.from_text(TIMUS1)
    with pytest.raises(error):
        game.play(move)
    with pytest.raises(error):
        game.is_legal(move)
    assert game.results == [] and not game.is_over()


# ----------------------------------------------------- the position API
@pytest.mark.parametrize("n, error", [(0, FormatError), (-1, FormatError), (BIG + 1, FormatError),
                                      (2**64, FormatError), (True, TypeError), (8.0, TypeError), ("8", TypeError),
                                      (None, TypeError), ([8], TypeError)])
def test_position_bad_n(n, error):
    with pytest.raises(error):
        Position(n, [(1, 1, "k"), (2, 2, "K")])


@pytest.mark.parametrize("piece, error", [
    ((0, 1, "k"), FormatError), ((1, 9, "k"), FormatError), ((-1, 1, "k"), FormatError),
    ((2**64, 1, "k"), FormatError), ((1.0, 1, "k"), TypeError), (("1", 1, "k"), TypeError),
    ((None, 1, "k"), TypeError), ((True, 1, "k"), TypeError), ((1, 1, "x"), FormatError), ((1, 1, ""), FormatError),
    ((1, 1, "kk"), FormatError), ((1, 1, "Ж"), FormatError), ((1, 1, b"k"), TypeError), ((1, 1, None), TypeError),
    ((1, 1), FormatError), ((1, 1, "k", 0), FormatError), (None, TypeError), (5, TypeError), ("11k", TypeError)])
def test_position_bad_piece(piece, error):
    with pytest.raises(error) as info:
        Position(8, [(8, 8, "K"), piece, (5, 5, "k")] if piece != (1, 1, "k") else [piece])
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("square, error", [
    ((0, 1), FormatError), ((9, 1), FormatError), ((1, -5), FormatError), ((2**64, 1), FormatError),
    ((1, 10**30), FormatError), ((None, 1), TypeError), (("a", 1), TypeError), ((1,), FormatError),
    ((1, 2, 3), FormatError), (5, TypeError), (None, TypeError), ((float("nan"), 1), TypeError),
    ((float("inf"), 1), TypeError), ((1.5, 1), TypeError), ((1.0, 1.0), TypeError), ("11", FormatError),
    ("a9", FormatError), (("1", "1"), TypeError), ((True, 1), TypeError)])
def test_position_bad_squares(square, error):
    pos = Position(8, [(1, 1, "k"), (8, 8, "K")])
    for ask in (pos.piece_at, lambda s: pos.attackers(s, True), lambda s: pos.is_attacked(s, False)):
        with pytest.raises(error):
            ask(square)


# ---------------------------------------------------------------- the CLI
@pytest.mark.parametrize("text", [b"", b"\0" * 100, LONG, SPARSE_CASES[5][1], GRID_CASES[0][1],
                                  OSTAP_CASES[7][1], b"\xff\xfe\xfd", "Ж".encode() * 1000],
                         ids=["empty", "nul", "long-line", "t-larger", "grid-row", "ostap-P", "bad-utf8", "cyrillic"])
def test_cli_solve_bad_input_is_one_line_and_exit_2(text):
    rc, out, err, _, _ = cli("solve", "-", stdin=text)
    assert rc == 2 and out == b""
    line = one_line_error(err)
    assert line.startswith("fastcheck: ") and len(line) < 300


def test_cli_solve_unreadable_files_exit_2(tmp_path):
    for path in (tmp_path / "missing.in", tmp_path):
        rc, out, err, _, _ = cli("solve", path)
        assert rc == 2 and out == b""
        one_line_error(err)


def test_cli_solve_with_the_format_forced_on_the_wrong_file():
    for fmt in ("grid", "sparse", "ostap"):
        for sample in ("ksp-2.in", "tms-2.in", "timus-2.in"):
            rc, out, err, _, _ = cli("solve", "--format", fmt, DATA / sample)
            if rc == 0:
                assert out == (DATA / sample.replace(".in", ".out")).read_bytes()
            else:
                assert rc == 2 and out == b""
                one_line_error(err)


# ------------------------------------------------------------ big inputs
# (marked slow, like the huge outputs below: skip them with -m "not slow")
def _write_sparse_file(path, size):
    """A valid format-B file of about ``size`` bytes: 2 kings and many pawns
    on a huge board, one piece a line."""
    per = 22                        # bytes of one "x 7 P\n" line with a 17-digit x
    p = max(3, size // per)
    step = 1 << 16
    with open(path, "wb") as fh:
        fh.write(b"1\n%d %d\n1 1 k\n2 2 K\n" % (BIG, p))
        for lo in range(10**16, 10**16 + p - 2, step):
            hi = min(lo + step, 10**16 + p - 2)
            fh.write("".join(f"{x} 7 P\n" for x in range(lo, hi)).encode())
    return p


@pytest.mark.slow
def test_a_200_mb_file(tmp_path):
    """A valid 200 MB format-B file (9 million pieces on one 10^18 board):
    the right answer in bounded time and memory."""
    path = tmp_path / "big.in"
    _write_sparse_file(path, 200 * 1024 * 1024)
    size = path.stat().st_size
    assert size > 200 * 10**6
    rc, out, err, took, rss = cli("solve", path, measured=True, timeout=300)
    assert rc == 0, err
    # the black king (2, 2) is next to the white king (1, 1): both threatened
    assert out == b"Nemozna situacia.\n"
    assert took < time_limit(60), took
    assert rss < 10 * size / 1024, rss          # KiB: the index needs ~8 bytes per input byte


@pytest.mark.slow
def test_a_200_mb_file_broken_at_the_start(tmp_path):
    """200 MB of NUL bytes (a sparse file): an error about line 1 that says
    the input is binary data, quickly: the message's quote looks no further
    than the first byte it names (about 0.8 s here, reading and splitting the
    input; 4 s when it scanned the whole line)."""
    path = tmp_path / "nul.in"
    with open(path, "wb") as fh:
        fh.truncate(200 * 1024 * 1024)
    rc, out, err, took, rss = cli("solve", path, measured=True)
    assert rc == 2 and out == b""
    assert one_line_error(err) == "fastcheck: line 1: expected an ASCII text input, found binary data: byte 0x00"
    assert took < time_limit(3), took


# ------------------------------------------------------- the judge, huge outputs
KSP_IN = DATA / "ksp-2.in"
KSP_OUT = (DATA / "ksp-2.out").read_bytes()


@pytest.mark.slow
def test_judge_4_gb_of_nul_bytes_is_pe_without_reading_it(tmp_path):
    out = tmp_path / "contestant.out"
    with open(out, "wb") as fh:
        fh.truncate(4 * 1024**3)          # a sparse file: reads as 4 GiB of NUL bytes
    rc, _, err, took, rss = cli("judge", KSP_IN, out, measured=True)
    assert rc == 2, err                    # testlib: presentation error
    assert one_line_error(err).startswith("wrong output format board 1: ")
    assert took < time_limit(20), took
    assert rss < 400 * 1024, rss           # KiB: far less than 4 GiB


@pytest.mark.slow
def test_judge_correct_output_then_4_gb_of_nul_bytes(tmp_path):
    out = tmp_path / "contestant.out"
    with open(out, "wb") as fh:
        fh.write(KSP_OUT)
        fh.truncate(len(KSP_OUT) + 4 * 1024**3)
    rc, _, err, took, rss = cli("judge", KSP_IN, out, DATA / "ksp-2.out", measured=True)
    assert rc == 2, err
    assert "extra output after board 4" in one_line_error(err)
    assert took < time_limit(20) and rss < 400 * 1024, (took, rss)


class _Firehose(threading.Thread):
    """Writes ``prefix`` and then ``chunk`` over and over into a pipe until
    the reader goes away (or ``limit`` bytes were written)."""

    def __init__(self, pipe, prefix, chunk, limit=4 * 1024**3):
        super().__init__(daemon=True)
        self.pipe, self.prefix, self.chunk, self.limit = pipe, prefix, chunk, limit
        self.written = 0

    def run(self):
        try:
            self.pipe.write(self.prefix)
            self.written += len(self.prefix)
            while self.written < self.limit:
                self.pipe.write(self.chunk)
                self.written += len(self.chunk)
        except (BrokenPipeError, OSError, ValueError):
            pass
        finally:
            try:
                self.pipe.close()
            except (BrokenPipeError, OSError):
                pass


@pytest.mark.slow
@pytest.mark.parametrize("prefix,chunk,message", [
    (b"", b"garbage " * 8192, "board 1: line 1 of the output is longer than"),   # one endless line
    (b"\0", b"\0" * 65536, "board 1: line 1 of the output is longer than"),
    (KSP_OUT, b"Neutralna situacia.\n" * 4096, "extra output after board 4: line 5"),
    (KSP_OUT, b"\n" * 65536, "extra output after board 4: more than"),          # endless blank lines
    (KSP_OUT, b" " * 65536, "extra output after board 4: line 5 of the output is too long"),
], ids=["garbage-line", "nul", "answer-then-verdict-lines", "answer-then-blank-lines", "answer-then-spaces"])
def test_judge_kattis_endless_pipe_stops_early(tmp_path, prefix, chunk, message):
    """Kattis mode reads the output from stdin: an endless stream is cut off
    with a presentation error (exit 43) after at most a few MB."""
    feedback = tmp_path / "feedback"
    feedback.mkdir()
    start = time.monotonic()
    with open(tmp_path / "stderr", "wb") as err_fh:
        proc = subprocess.Popen([sys.executable, "-m", "fastcheck", "judge", "--kattis", str(KSP_IN),
                                 str(DATA / "ksp-2.out"), str(feedback)],
                                stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=err_fh, env=_env())
        hose = _Firehose(proc.stdin, prefix, chunk)
        hose.start()
        try:
            proc.wait(timeout=60)
        finally:
            proc.kill()
            proc.wait()
        hose.join(timeout=10)
    took = time.monotonic() - start
    err = (tmp_path / "stderr").read_text()
    assert proc.returncode == 43, err
    assert "Traceback" not in err
    msg = (feedback / "judgemessage.txt").read_text()
    assert msg.startswith("wrong output format " + message), msg
    assert took < time_limit(30), took
    assert hose.written < 256 * 1024**2, hose.written     # stopped long before 4 GiB


@pytest.mark.slow
def test_judge_fifo_of_garbage(tmp_path):
    """testlib mode with the output path a FIFO fed by a writer that never
    stops: the judge closes it early and says PE."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    proc = subprocess.Popen([sys.executable, "-m", "fastcheck", "judge", str(KSP_IN), str(fifo)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=_env())
    try:
        with open(fifo, "wb") as pipe:      # blocks until the judge opens the FIFO
            hose = _Firehose(pipe, b"Biely hrac ma sach. Ma 1 platnych tahov.\n", b"\xff" * 65536)
            hose.run()                      # here: returns when the judge closes its end
        _, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
        proc.wait()
    assert proc.returncode == 2, err
    assert "Traceback" not in err.decode()
    assert one_line_error(err.decode()).startswith("wrong output format board 2: ")
    assert hose.written < 256 * 1024**2


def test_judge_bad_input_is_fail(tmp_path):
    bad = tmp_path / "bad.in"
    bad.write_bytes(b"1\n8 2\n1 1 k\n")
    rc, _, err, _, _ = cli("judge", bad, DATA / "ksp-2.out")
    assert rc == 3 and one_line_error(err).startswith("FAIL ")
    rc, _, err, _, _ = cli("judge", DATA / "ksp-2.in", DATA / "ksp-2.out", bad)   # a broken answer file
    assert rc == 3 and one_line_error(err).startswith("FAIL ")


@pytest.mark.parametrize("out,code", [(b"", 1), (b"\0", 2), ("Neutralna situácia.\n".encode(), 2),
                                      (b"x" * (2 << 20), 2), (KSP_OUT.replace(b"\n", b"\r\n"), 0),
                                      (KSP_OUT + b"\n" * 1000, 0), (KSP_OUT + b"extra\n", 2)],
                         ids=["empty", "nul", "non-ascii", "2mb-line", "crlf", "trailing-blank", "extra"])
def test_judge_testlib_exit_codes(tmp_path, out, code):
    path = tmp_path / "o.out"
    path.write_bytes(out)
    rc, _, err, _, _ = cli("judge", KSP_IN, path)
    assert rc == code, err
    one_line_error(err)


# ------------------------------------------------------------- validate
@pytest.mark.parametrize("name,text,line,board,kind", SPARSE_CASES, ids=[c[0] for c in SPARSE_CASES])
def test_validate_nasty_sparse(name, text, line, board, kind):
    res = validate(text)
    assert not res.ok and res.error is not None
    assert res.error.line is not None and res.error.line <= line, str(res.error)
    assert "\n" not in str(res.error)


def test_validate_cli_exit_codes(tmp_path):
    bad = tmp_path / "bad.in"
    bad.write_bytes(b"\0" * 1000)
    rc, out, err, _, _ = cli("validate", bad)
    assert rc == 3 and "Traceback" not in err
    rc, _, err, _, _ = cli("validate", "--kattis", bad)
    assert rc == 43
    rc, _, err, _, _ = cli("validate", DATA / "ksp-2.in")
    assert rc == 0, err


# ------------------------------------------------------------- explain
@pytest.mark.parametrize("text", [b"", b"\0", LONG, SPARSE_CASES[14][1], OSTAP_CASES[8][1]],
                         ids=["empty", "nul", "long-line", "n-beyond-64-bits", "ostap-P-61"])
def test_explain_bad_input(text):
    with pytest.raises(FormatError):
        explain(text)
    rc, out, err, _, _ = cli("explain", "-", stdin=text)
    assert rc == 2
    one_line_error(err)


@pytest.mark.parametrize("kw", [dict(board=0), dict(board=5), dict(board=-1), dict(board=10**30)])
def test_explain_board_out_of_range(kw):
    with pytest.raises(ValueError):
        explain((DATA / "ksp-2.in").read_bytes(), **kw)


# ------------------------------------------------------ atheris, briefly
HARNESSES = sorted(p.stem for p in FUZZ.glob("fuzz_*.py"))


@pytest.mark.parametrize("harness", HARNESSES or [
    pytest.param(None, marks=pytest.mark.skip(reason="no fuzz/ next to the tests (the sdist ships it)"))])
def test_atheris_harness_short_run(harness, tmp_path):
    """Each harness of fuzz/ for 2000 inputs from its seed corpus (the long
    runs are by hand: see fuzz/README.md and FUZZING.md)."""
    pytest.importorskip("atheris")
    work = tmp_path / "corpus"
    work.mkdir()
    cmd = [sys.executable, str(FUZZ / f"{harness}.py"), "-runs=2000", "-seed=6", "-timeout=30",
           f"-artifact_prefix={tmp_path}/", str(work), str(FUZZ / "corpus" / harness.replace("fuzz_", ""))]
    env = _env()
    env["FUZZ_STRICT"] = "0"
    proc = subprocess.run(cmd, capture_output=True, timeout=300, env=env, cwd=tmp_path)
    log = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 0, log[-3000:]
    assert "Done 2000 runs" in log, log[-2000:]


# ------------------------------------------------------------------ gen
@pytest.mark.parametrize("args", [["sparse", "--seed", "1", "--size", "x"], ["sparse", "--seed", "1", "-t", "0"],
                                  ["grid", "--seed", "1", "--size", "9"], ["ostap", "--seed", "1", "--moves", "61"],
                                  ["sparse", "--seed", "1", "--pieces", "99999999999999999999"],
                                  ["sparse", "--seed", "1", "-t", "100000000"],
                                  ["sparse", "--seed", "1", "--mix", "k1"]],
                         ids=["size-x", "t-0", "grid-size", "moves-61", "pieces-huge", "t-huge", "mix-king"])
def test_gen_bad_options_exit_2(args):
    rc, out, err, took, _ = cli("gen", *args)
    assert rc == 2 and out == b""
    one_line_error(err)
    assert took < time_limit(20)
