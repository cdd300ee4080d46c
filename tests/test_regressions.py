"""The nastiest inputs found while fuzzing, kept as regression tests.

The first group are the bugs the hardening work found (crashes, wrong
exception types, silent casts, memory blow-ups); they were reported with
these reproducers, fixed in commit 013dd4a, and stay here so that they stay
fixed.  The rest are corner cases the fuzzers ran into that were fine, kept
because they are easy to break.  A new open bug goes in as
``xfail(strict=True)`` with its reason until it is fixed.
"""
import io
import math
import os
import pathlib
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest
from core_helpers import time_limit

import fastcheck
from fastcheck import FormatError, OstapGame, Position, _core, solve
from fastcheck.kinds import FORMAT_LETTERS
from fastcheck.kit.judge import MAX_EXTRA, PE, judge

from properties import PATHS, error_via, sparse_twins_agree

try:
    import resource
except ImportError:         # not on Windows; the test that needs it is Linux-only
    resource = None

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
BIG = 10**18


def _env():
    env = dict(os.environ)
    pkg_parent = str(pathlib.Path(fastcheck.__file__).resolve().parent.parent)
    env["PYTHONPATH"] = pkg_parent + os.pathsep + env.get("PYTHONPATH", "")
    return env


def run_python(code, timeout=120):
    """Run ``code`` in a fresh interpreter (so that a crash is a failed test,
    not a dead test run): (return code, stdout, stderr)."""
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, timeout=timeout,
                          env=_env())
    return proc.returncode, proc.stdout.decode(), proc.stderr.decode()


# ------------------------------------------------------- raw core: crashes
def test_uninitialised_static_board_does_not_crash():
    """Was a segfault: StaticBoard.__new__ without __init__ had white_king =
    black_king = 0 and verdict() read P.x[0] through a NULL pointer."""
    rc, out, err = run_python("""
        from fastcheck import _core
        b = _core.StaticBoard.__new__(_core.StaticBoard)
        try:
            b.verdict()
        except ValueError:
            print("refused")
    """)
    assert rc == 0 and out.strip() == "refused", (rc, err[-500:])


def test_static_board_reinit_failure_keeps_a_consistent_board():
    """Was a segfault (a heap over-read under ASan even for 6 pieces): a
    second __init__ failing half-way kept the new king ids with the old
    arrays, and verdict() indexed far past them."""
    rc, out, err = run_python("""
        import numpy as np
        from fastcheck import _core
        b = _core.StaticBoard(8, np.array([1, 8]), np.array([1, 8]), np.array([6, 6], dtype=np.int8),
                              np.array([1, 0], dtype=np.int8))
        N = 3_000_000
        xs = np.ones(N, dtype=np.int64); ys = np.arange(1, N + 1, dtype=np.int64)
        ks = np.ones(N, dtype=np.int8); cs = np.zeros(N, dtype=np.int8)
        ks[N - 3] = 6; cs[N - 3] = 1; ks[N - 2] = 6
        xs[N - 1] = 0                      # a bad coordinate after both kings
        try:
            b.__init__(10**7, xs, ys, ks, cs)
        except ValueError:
            pass
        try:
            print(b.verdict())
        except ValueError:
            print("refused")
    """)
    assert rc == 0 and out.strip() == "refused", (rc, out, err[-500:])


# ---------------------------------------- the public API: wrong exceptions
def test_from_arrays_n_beyond_int64():
    """Was an OverflowError from the core's int64 argument."""
    with pytest.raises(FormatError):
        Position.from_arrays(10**30, [1, 8], [1, 8], [6, 6], [1, 0])


def test_from_arrays_coordinate_beyond_int64():
    """Was an OverflowError from numpy's conversion."""
    with pytest.raises(FormatError):
        Position.from_arrays(8, [2**70, 8], [1, 8], [6, 6], [1, 0])


@pytest.mark.parametrize("ask", ["piece_at", "attackers"])
def test_position_square_infinity(ask):
    """Was an OverflowError: int(inf)."""
    pos = Position(8, [(1, 1, "k"), (8, 8, "K")])
    with pytest.raises(TypeError, match="expected a square"):
        getattr(pos, ask)(*(((math.inf, 1),) if ask == "piece_at" else ((math.inf, 1), True)))


@pytest.mark.parametrize("method", ["play", "is_legal"])
def test_ostap_tuple_move_beyond_int64(method):
    """Was an OverflowError from the core's int64 arguments."""
    game = OstapGame.from_text((DATA / "timus-1.in").read_bytes())
    res = getattr(game, method)(((10**30, 1), (1, 1)))
    assert res in ("Incorrect", False)


# ---------------------------------------- the public API: silently fooled
@pytest.mark.parametrize("arrays", [
    dict(kind=np.array([6, 6, 257]), color=[1, 0, 1]),          # 257 -> 1 (a pawn)
    dict(kind=[6, 6, 1], color=np.array([1, 0, 256])),          # 256 -> 0 (black)
    dict(kind=[6, 6, 1], color=[1, 0, 1], x=[1.0, 8.0, 4.9]),   # 4.9 -> 4
], ids=["kind-257", "colour-256", "x-4.9"])
def test_from_arrays_refuses_values_it_would_have_to_cast(arrays):
    """Was a silently wrong position: unsafe casts to int8/int64 made kind
    257 a pawn, colour 256 black and x = 4.9 the column 4."""
    x = arrays.get("x", [1, 8, 4])
    with pytest.raises(TypeError if "x" in arrays else FormatError):      # floats are no coordinates
        Position.from_arrays(8, x, [1, 8, 4], arrays["kind"], arrays["color"])


@pytest.mark.parametrize("square, error", [("11", FormatError), ((1.9, 1), TypeError), (("3", "4"), TypeError),
                                           ((True, 1), TypeError)], ids=["str", "float", "strs", "bool"])
def test_position_square_must_be_two_integers(square, error):
    """Was junk answered as a square: int() made '11' (1, 1), (1.9, 1) (1, 1)
    and ('3', '4') (3, 4).  A string is a square's name now ('a1'): '11' is none."""
    pos = Position(8, [(1, 1, "k"), (8, 8, "K")])
    with pytest.raises(error, match="expected a square"):
        pos.piece_at(square)


# ------------------------------------------------ memory on junk (format C)
_PEAK = ("import sys\n"
         "from fastcheck import solve, FormatError\n"
         "data = open(sys.argv[1], 'rb').read()\n"
         "base = [int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmHWM')][0]\n"
         "try:\n"
         "    solve(data)\n"
         "except FormatError as e:\n"
         "    print('ERROR', e.kind, e.line, e.board)\n"
         "peak = [int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmHWM')][0]\n"
         "print('EXTRA_KB', peak - base)\n")


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="needs /proc for VmHWM")
def test_ostap_junk_memory_is_bounded(tmp_path):
    """Was ~20 bytes of memory per input byte: the format C readers split
    the whole input into tokens first (210 MB of junk took 4.3 GB), though a
    valid log is under 2 KB."""
    path = tmp_path / "junk.in"
    path.write_bytes(b"1 2\n" + b"-6 " * 7_000_000)          # 21 MB, taken for format C
    proc = subprocess.run([sys.executable, "-c", _PEAK, str(path)], capture_output=True, timeout=120, env=_env())
    out = proc.stdout.decode()
    # P (the 65th token, on line 2) is '-6': not a move count
    assert "ERROR syntax 2 None" in out, out + proc.stderr.decode()
    extra_kb = int(out.split("EXTRA_KB")[1])
    assert extra_kb < 3 * path.stat().st_size / 1024, extra_kb


# --------------------------------------- found by fuzzing, fixed or fine
def test_t_between_1e18_and_int64_max():
    """fuzz_solve's first finding: scan_sparse takes t = 7777717777777177777
    (fits int64, > 10^18) and stops at the end; the Python reader names line 1."""
    for text in (b"7777717777777177777", b"7777717777777177777\n8 2\n1 1 k\n8 8 K\n",
                 b"9223372036854775807\n", b"9223372036854775808\n"):
        ok, _ = _core.scan_sparse(text, FORMAT_LETTERS)
        assert not ok
        for path in PATHS:
            exc = error_via(path, text)
            assert (exc.kind, exc.line, exc.board) == ("range", 1, None), str(exc)


def test_p_between_1e18_and_int64_max():
    text = b"1\n8 9223372036854775807\n1 1 k\n8 8 K\n"
    for path in PATHS:
        exc = error_via(path, text)
        assert (exc.kind, exc.line, exc.board) == ("range", 2, 1), str(exc)


def test_lone_cr_inside_a_line_is_a_blank():
    """fuzz_solve: '4 2\\rH' reads as '4 2 H' (CR is whitespace like a tab);
    the answer is the one with a space."""
    a = b"1\n8 3\n5 1 k\n4 3\rH\n5 7 K\n"
    b = b"1\n8 3\n5 1 k\n4 3 H\n5 7 K\n"
    assert solve(a) == solve(b)


def test_huge_counts_announced_allocate_by_lines():
    """p and t of 10^18 are taken at their word only as far as there are lines."""
    for text, line, board in ((b"1\n8 1000000000000000000\n1 1 k\n8 8 K\n", 5, 1),
                              (b"1000000000000000000\n8 2\n1 1 k\n8 8 K\n", 5, 2)):
        for path in PATHS:
            exc = error_via(path, text)
            assert (exc.kind, exc.line, exc.board) == ("truncated", line, board), str(exc)


@pytest.mark.slow
def test_error_on_the_last_line_of_a_long_file_is_found_in_time(tmp_path):
    """The compiled reader hands over to the Python one for the message: a
    1-million-piece file broken on its last line still answers quickly."""
    p = 1_000_000
    body = "".join(f"{x} 5 P\n" for x in range(10, p + 8))
    text = f"1\n{BIG} {p}\n1 1 k\n2 3 K\n{body}".encode()
    text = text[:-4] + b"5 x\n"
    start = time.monotonic()
    with pytest.raises(FormatError) as info:
        solve(text)
    took = time.monotonic() - start
    assert (info.value.kind, info.value.line, info.value.board) == ("syntax", p + 2, 1), str(info.value)
    assert took < time_limit(30), took


def test_twins_agree_on_the_fuzzers_corner_cases():
    """Texts where scan_sparse and the Python reader are easy to get apart."""
    cases = [b"1\n8 2\n1 1 k\n8 8 K\x0b\n", b"1\n8 2\n1 1 k\n8 8 K\x0c\n", b"1\n8 2\n1 1 k\n8 8\x1cK\n",
             b"1\n8 2\n1 1 k\n8 8 K\x85\n", b"1\n8 2\n1 1 k\n8 8 K\xa0\n", b"1\n8 2\n0001 1 k\n8 8 K\n",
             b"1\n8 2\n1 1 k\n8 8 K\r\r\n", b"1\n8 2\r\n1 1 k\n8 8 K", b"1\n 8   2 \n1 1 k\n8 8 K\n",
             b"1\n8 0\n", b"0", b"0\n\n", b"00\n", b"1\n1 2\n1 1 k\n1 1 K\n",
             b"1\n8 2\n1 1 k\n8 8 K\n" + b"0" * 30 + b"\n"]
    for text in cases:
        sparse_twins_agree(text)


def test_static_board_with_none_arrays():
    """None for a typed memoryview is an empty array to Cython: no crash."""
    with pytest.raises((ValueError, TypeError)):
        _core.StaticBoard(8, None, None, None, None)
    try:
        b = _core.OstapBoard(None, None, None, None)
    except (ValueError, TypeError):
        pass
    else:
        assert b.pieces() == [] and b.legal_moves(1) == []
    state, _, bad = _core.solve_batch(np.array([8]), np.array([0, 0]), None, None, None, None)
    assert state.tolist() == [_core.BatchError.ERR_KINGS] and bad == 0


def test_judge_answer_then_endless_blank_lines_is_not_ok():
    """Found while testing the judge with a pipe: the right answer followed by
    more than MAX_EXTRA bytes of blank lines is a presentation error."""
    inp = (DATA / "ksp-2.in").read_bytes()
    out = (DATA / "ksp-2.out").read_bytes()
    assert judge(inp, io.BytesIO(out + b"\n" * (MAX_EXTRA + 10))).verdict == PE
    assert judge(inp, io.BytesIO(out + b"\n" * (MAX_EXTRA - 10))).ok


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_AS and sparse files as on Linux")
@pytest.mark.skipif("asan" in os.environ.get("LD_PRELOAD", ""), reason="AddressSanitizer needs more address space")
@pytest.mark.parametrize("command", ["solve", "validate"])
def test_cli_input_too_big_for_memory_is_one_line(tmp_path, command):
    """Was a MemoryError traceback and exit 1: cli.main caught only
    FormatError and OSError."""
    path = tmp_path / "huge.in"
    with open(path, "wb") as fh:
        fh.truncate(2 * 1024**3)                 # 2 GiB of NUL bytes, sparse on disk

    def limit():                                  # 1.5 GiB of address space for the child
        resource.setrlimit(resource.RLIMIT_AS, (1500 * 1024**2, 1500 * 1024**2))

    proc = subprocess.run([sys.executable, "-m", "fastcheck", command, str(path)], capture_output=True,
                          timeout=120, env=_env(), preexec_fn=limit)
    err = proc.stderr.decode()
    assert "Traceback" not in err, err[-800:]
    assert proc.returncode in (2, 3) and len(err.strip().splitlines()) == 1, (proc.returncode, err[-300:])
