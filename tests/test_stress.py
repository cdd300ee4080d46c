"""``fastcheck stress``: deliberately wrong solutions (tests/stress_programs/,
built on the brute-force references with one mistake each) are found and
shrunk to a small valid test that still shows the mistake; a correct
solution passes; crashes, hangs and garbage are told apart; shrinking is
deterministic; usage errors exit 2."""
from __future__ import annotations

import os
import re
import shlex
import sys

import pytest

import fastcheck
from fastcheck.cli import main
from fastcheck.kit.explain import explain
from fastcheck.kit.judge import judge
from fastcheck.kit.stress import (
    CRASH,
    PRESENTATION_ERROR,
    TIMEOUT,
    WRONG_ANSWER,
    StartError,
    StressError,
    answer_path,
    stress,
)
from fastcheck.kit.stress.outcome import Outcome, Trial
from fastcheck.kit.stress.process import run_program
from fastcheck.kit.stress.search import Search, ddmin
from fastcheck.kit.validate import validate

import reference
import reference_ostap

PROGRAMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "stress_programs")
BOARDS = [sys.executable, os.path.join(PROGRAMS, "boards.py")]
OSTAP = [sys.executable, os.path.join(PROGRAMS, "ostap.py")]
#: generous: the machine may be busy, and a correct run must never time out
TIMEOUT_S = 20.0


def pieces_of(result) -> int:
    """Pieces on the shrunk test's boards (format C: on the start position)."""
    if result.format == "ostap":
        return sum(1 for v in result.test.split()[:64] if v != "0")
    _, boards = reference.parse_text(result.test)
    return sum(len(p) for _, p in boards)


def moves_of(result) -> int:
    return int(result.test.split()[64])


def check_failure(result, command, kind, lang="sk"):
    """The shrunk test is valid input, fails the way reported, and its
    expected output is fastcheck's (and the brute-force reference's)."""
    assert not result.ok and result.kind == kind, result
    assert validate(result.test, format=result.format).ok
    assert result.expected == fastcheck.solve(result.test, format=result.format, lang=lang)
    if result.format == "ostap":
        assert result.expected == reference_ostap.run(result.test)
    else:
        assert result.expected == reference.solve_text(result.test, lang)
    run = run_program(command, result.test.encode(), timeout=TIMEOUT_S if kind != TIMEOUT else 1.0,
                      max_output=1 << 22)
    if kind == TIMEOUT:
        assert run.timed_out
    elif kind == CRASH:
        assert run.status not in (0, None)
    else:
        assert run.status == 0 and run.stdout.decode() == result.received
        verdict = judge(result.test, run.stdout, result.expected, format=result.format)
        assert verdict.verdict == ("WA" if kind == WRONG_ANSWER else "PE")
        assert verdict.message == result.message
    assert 0 < result.shrink_runs <= 300
    assert result.pieces == pieces_of(result)
    assert result.length == (moves_of(result) if result.format == "ostap" else int(result.test.split()[0]))
    assert result.gen_command.startswith(f"fastcheck gen {result.format} --seed ")
    assert validate(result.original, format=result.format).ok


def run_stress(command, **kw):
    kw.setdefault("jobs", 2)
    kw.setdefault("timeout", TIMEOUT_S)
    kw.setdefault("tests", 200)
    return stress(command, **kw)


# ------------------------------------------------------------ formats A and B
@pytest.mark.parametrize("fmt, bug, lang, size, most", [
    ("sparse", "knight", "sk", "8:12", 3),       # k, K and the knight
    ("grid", "knight", "sk", "", 3),
    ("sparse", "pinned", "sk", "8:12", 6),       # k, K, the checker, the pinned piece and its pinner (+1)
    ("grid", "pinned", "en", "", 6),
    ("sparse", "edge", "sk", "8:12", 4),
    ("grid", "edge", "sk", "", 5),
    ("grid", "edge", "en", "", 3),               # k on the row before the edge, a rook beside it, K
    ("sparse", "shadow", "sk", "8:12", 4),       # k, K and a slider (+1)
    ("grid", "shadow", "en", "", 4),
    ("sparse", "count", "sk", "8:12", 4),
])
def test_wrong_boards_solution_is_found_and_shrunk(fmt, bug, lang, size, most, monkeypatch):
    monkeypatch.setenv("STRESS_LANG", lang)          # the program's wording
    result = run_stress(BOARDS + [bug], format=fmt, lang=lang, size=size)
    check_failure(result, BOARDS + [bug], WRONG_ANSWER, lang)
    assert result.test.startswith("1\n"), "one board"
    assert 3 <= pieces_of(result) <= most, result.test
    assert result.message.startswith("board 1: expected ")
    assert result.diagram == explain(result.test, board=1, format=fmt, lang=lang)
    if fmt == "sparse":
        n = int(result.test.split("\n")[1].split()[0])
        assert n <= 12


@pytest.mark.parametrize("kind", ["big", "mixed"])
def test_huge_boards_shrink_to_8x8(kind):
    # boards near 10^18 (gen's default sizes): the pieces move together and the side goes down to 8
    result = run_stress(BOARDS + ["knight"], format="sparse", kind=kind)
    check_failure(result, BOARDS + ["knight"], WRONG_ANSWER)
    assert int(reference.parse_text(result.original)[1][0][0]) > 64 or kind == "mixed"
    n, pieces = reference.parse_text(result.test)[1][0]
    assert n == 8 and len(pieces) <= 4 and "H" in result.test.upper()


def test_a_mistake_that_needs_a_large_board_keeps_the_smallest_such_board():
    # the program dies on boards wider than 1000: bisection finds n = 1001, the pieces go to the corner
    result = run_stress(BOARDS + ["array"], format="sparse", tests=20)
    check_failure(result, BOARDS + ["array"], CRASH)
    assert result.message == "exit status 1 (IndexError)"
    n, pieces = reference.parse_text(result.test)[1][0]
    assert n == 1001 and len(pieces) == 2 and max(max(x, y) for x, y, _ in pieces) <= 4


def test_count_mistake_of_format_a_shows_in_english(monkeypatch):
    # format A's Slovak check line has no count: in Slovak the mistake cannot show, in English it does
    assert run_stress(BOARDS + ["count"], format="grid", tests=50).ok
    monkeypatch.setenv("STRESS_LANG", "en")
    result = run_stress(BOARDS + ["count"], format="grid", lang="en")
    check_failure(result, BOARDS + ["count"], WRONG_ANSWER, "en")
    assert "Plausible Moves" in result.expected and pieces_of(result) <= 4


@pytest.mark.parametrize("fmt, size", [("grid", ""), ("sparse", "8:30")])
def test_correct_boards_solution_passes(fmt, size):
    result = run_stress(BOARDS, format=fmt, size=size, tests=30, boards=20)
    assert result.ok and result.kind is None
    assert (result.tests, result.boards) == (30, 600)
    first, held, end = result.report().split("\n")
    assert first == "all 30 tests passed (600 boards)" and end == ""
    # the summary says which kinds the tests held, and that none of them was a fairy piece
    assert held.startswith("pieces the tests held, by kind: king 1200, queen ") and held.endswith(
        "; no test held a fairy piece (the classic variant: --variant fairy or a variant file tests them)")


def test_crash_is_shrunk_to_the_piece_that_kills_it():
    result = run_stress(BOARDS + ["crash"], format="sparse", size="8:12")
    check_failure(result, BOARDS + ["crash"], CRASH)
    assert result.message == "exit status 1 (ZeroDivisionError)"
    assert "ZeroDivisionError" in result.stderr
    _, boards = reference.parse_text(result.test)
    assert sorted(c for _, _, c in boards[0][1]) == ["K", "Q", "k"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_signal_is_a_crash_named_by_the_signal(monkeypatch):
    # a sanitizer build's preloaded runtime would catch the signal and exit instead; the program loads
    # no fastcheck, so it runs without it
    monkeypatch.delenv("LD_PRELOAD", raising=False)
    segv = [sys.executable, "-c", "import os, signal, sys; sys.stdin.read(); os.kill(os.getpid(), signal.SIGSEGV)"]
    result = run_stress(segv, format="sparse", size="8:10", tests=2)
    assert result.kind == CRASH and result.message == "killed by signal 11 (SIGSEGV)"
    assert result.pieces == 2 and validate(result.test).ok        # any test fails: the two kings are left


def test_hang_is_a_timeout_and_is_shrunk():
    result = run_stress(BOARDS + ["hang"], format="sparse", size="8:10", pieces="2:4", boards=3, tests=20,
                        timeout=0.5)
    check_failure(result, BOARDS + ["hang"], TIMEOUT)
    assert result.message == "no answer within 0.5 s: stopped"
    _, boards = reference.parse_text(result.test)
    assert sorted(c for _, _, c in boards[0][1]) == ["K", "k", "r"]


def test_garbage_is_a_presentation_error():
    result = run_stress(BOARDS + ["garbage"], format="grid")
    check_failure(result, BOARDS + ["garbage"], PRESENTATION_ERROR)
    assert result.received_line == "the knight says hello"
    assert pieces_of(result) <= 4 and any(c in result.test for c in "hH")


def test_endless_output_is_cut_and_judged():
    endless = [sys.executable, "-c", "import sys\nwhile True: sys.stdout.write('y' * 4096 + '\\n')"]
    result = run_stress(endless, format="sparse", size="8:10", tests=3)
    assert result.kind == PRESENTATION_ERROR and pieces_of(result) <= 3


def test_silent_program_is_a_wrong_answer():
    silent = [sys.executable, "-c", "import sys; sys.stdin.read()"]
    result = run_stress(silent, format="sparse", size="8:10", tests=3)
    assert result.kind == WRONG_ANSWER and result.received_line is None and result.received == ""
    assert "found the end of the output" in result.message


# ----------------------------------------------------------------- format C
@pytest.mark.parametrize("bug, kind, most_moves, most_pieces", [
    ("double", "mixed", 1, 3),
    ("after_mate", "mixed", 2, 4),
    ("no_draw", "draw", 1, 3),
])
def test_wrong_ostap_solution_is_found_and_shrunk(bug, kind, most_moves, most_pieces):
    result = run_stress(OSTAP + [bug], format="ostap", kind=kind)
    check_failure(result, OSTAP + [bug], WRONG_ANSWER)
    assert moves_of(result) <= most_moves and pieces_of(result) <= most_pieces, result.test
    assert result.diagram == explain(result.test)


def test_double_step_shrinks_to_a_pawn_step_off_its_rank():
    result = run_stress(OSTAP + ["double"], format="ostap")
    move = result.test.split()[66]
    (f1, r1), (f2, r2) = move[:2], move[3:]
    assert f1 == f2 and abs(int(r2) - int(r1)) == 2 and r1 not in "27"
    assert result.message == "move 1: expected 'Incorrect', found 'Correct'"


def test_after_mate_keeps_the_mate_and_one_move_more():
    result = run_stress(OSTAP + ["after_mate"], format="ostap")
    assert result.expected.split("\n")[0] == "Mate"
    assert result.expected_line == "" and result.received_line in ("Correct", "Check", "Incorrect", "Mate", "Draw")


def test_ostap_crash_is_shrunk_to_one_knight_move():
    result = run_stress(OSTAP + ["crash"], format="ostap", tests=20)
    check_failure(result, OSTAP + ["crash"], CRASH)
    assert result.message == "exit status 1 (KeyError)" and (result.length, result.pieces) == (1, 1)
    cells, move = [int(v) for v in result.test.split()[:64]], result.test.split()[66]
    square = (8 - int(move[1])) * 8 + "abcdefgh".index(move[0])
    assert abs(cells[square]) == 2, "the one piece is the knight that moves"


def test_correct_ostap_solution_passes():
    result = run_stress(OSTAP, format="ostap", tests=40)
    assert result.ok and (result.tests, result.boards) == (40, 40)


# ------------------------------------------------------------- determinism
class _Fake:
    """A program that fails (the same way) exactly when ``needed`` items are all kept."""

    def __init__(self, needed):
        self.needed = set(needed)
        self.calls = 0

    def evaluate(self, data):
        self.calls += 1
        kept = set(map(int, data.split()))
        outcome = Outcome(WRONG_ANSWER, signature=("x",)) if self.needed <= kept else Outcome(None)
        return Trial(data, "", None, outcome)


@pytest.mark.parametrize("jobs", [1, 2, 3])
def test_ddmin_keeps_what_the_failure_needs_in_any_batch_size(jobs):
    fake = _Fake([17, 42, 43])
    items = list(range(100))
    encode = lambda kept: " ".join(map(str, kept)).encode()  # noqa: E731
    start = fake.evaluate(encode(items))
    search = Search("sparse", items, start, encode=encode, evaluate=fake.evaluate,
                    map_parallel=lambda f, xs: [f(x) for x in xs], jobs=jobs, valid=lambda data: True)
    kept = ddmin(items, lambda rest: rest, search)
    assert kept == [17, 42, 43] and search.case == kept
    assert search.runs < 100 and search.runs == fake.calls - 1



def test_shrinking_is_deterministic_whatever_the_jobs():
    a = run_stress(BOARDS + ["pinned"], format="sparse", size="8:16", seed=7, jobs=1)
    b = run_stress(BOARDS + ["pinned"], format="sparse", size="8:16", seed=7, jobs=2)
    c = run_stress(BOARDS + ["pinned"], format="sparse", size="8:16", seed=7, jobs=2)
    assert a.test == b.test == c.test and a.failing_test == b.failing_test
    assert b.shrink_runs == c.shrink_runs
    d = run_stress(OSTAP + ["double"], format="ostap", seed=3)
    e = run_stress(OSTAP + ["double"], format="ostap", seed=3, jobs=1)
    assert d.test == e.test and d.original == e.original


def test_shrink_runs_bound_the_shrinking(capsys, tmp_path):
    whole = run_stress(BOARDS + ["pinned"], format="sparse", size="8:12", shrink_runs=0)
    assert whole.shrink_runs == 0 and whole.test == whole.original and whole.length == 10
    some = run_stress(BOARDS + ["pinned"], format="sparse", size="8:12", shrink_runs=5)
    assert some.shrink_runs == 5 and validate(some.test).ok
    argv = ["stress", "--size", "8:12", "--shrink-runs", "3", "--out", str(tmp_path / "x.in"), "--", *BOARDS, "pinned"]
    assert main(argv) == 1
    assert "shrunk in 3 runs of the program" in capsys.readouterr().out


def test_reference_program_gives_the_expected_output():
    result = run_stress(BOARDS + ["shadow"], format="sparse", size="8:12", reference=BOARDS)
    check_failure(result, BOARDS + ["shadow"], WRONG_ANSWER)
    assert result.reference_runs >= result.shrink_runs > 0
    same = run_stress(BOARDS, format="sparse", size="8:12", reference=shlex.join(BOARDS), tests=10)
    assert same.ok


# --------------------------------------------------------------------- CLI
def test_cli_writes_the_test_and_its_answer(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code = main(["stress", "--format", "sparse", "--size", "8:12", "--tests", "50", "-j", "2",
                 "--", *BOARDS, "knight"])
    out = capsys.readouterr().out
    assert code == 1
    test = (tmp_path / "stress-fail.in").read_text()
    answer = (tmp_path / "stress-fail.ans").read_text()
    assert validate(test).ok and answer == fastcheck.solve(test)
    assert out.startswith("test 1 failed: wrong answer\n")
    assert "  " + test.split("\n")[2] in out.split("\n")
    assert "board 1: expected " in out and explain(test, board=1) in out
    assert out.rstrip().endswith("wrote stress-fail.in and stress-fail.ans")


def test_cli_out_option_and_all_pass(tmp_path, capsys):
    out_file = tmp_path / "case.in"
    # gen ostap --seed 29 is a game with a pawn step the double-step mistake gets wrong
    code = main(["stress", "--format", "ostap", "--seed", "29", "--tests", "1", "--out", str(out_file),
                 "--", *OSTAP, "double"])
    out = capsys.readouterr().out
    assert code == 1 and "the test as generated: fastcheck gen ostap --seed 29\n" in out
    assert out.rstrip().endswith(f"wrote {out_file} and {tmp_path / 'case.ans'}")
    assert (tmp_path / "case.ans").read_text() == fastcheck.solve(out_file.read_text())
    code = main(["stress", "--format", "grid", "--tests", "12", "-t", "5", "--", *BOARDS])
    assert code == 0 and capsys.readouterr().out.startswith("all 12 tests passed (60 boards)\n")
    assert answer_path("x/stress-fail.in") == "x/stress-fail.ans" and answer_path("case") == "case.ans"


@pytest.mark.parametrize("argv, says", [
    (["stress"], "no COMMAND"),
    (["stress", "--"], "no COMMAND"),
    (["stress", "--", "no-such-program-here"], "cannot start 'no-such-program-here': no such file"),
    (["stress", "--tests", "0", "--", sys.executable], "tests must be a positive number"),
    (["stress", "--format", "grid", "--size", "10", "--", sys.executable], "--size does not apply"),
    (["stress", "--format", "ostap", "--moves", "70", "--", sys.executable], "--moves must be within 1..60"),
    (["stress", "--reference", "no-such-reference", "--", sys.executable], "cannot start"),
    (["stress", "--out", "no/such/dir/x.in", "--", sys.executable], "cannot write 'no/such/dir/x.in'"),
    (["stress", "--reference", shlex.join([sys.executable, "-c", "import sys; sys.exit(3)"]), "--", sys.executable],
     "the reference program fails: exit status 3"),
])
def test_usage_errors_exit_2_with_one_line(argv, says, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("fastcheck stress: ") and says in err, err


def test_api_errors():
    with pytest.raises(StartError):
        stress(["no-such-program-here"], tests=1)
    with pytest.raises(StressError):
        stress([], tests=1)
    with pytest.raises(StressError):
        stress(BOARDS, format="hex")


#: what stderr may hold without a terminal: plain progress lines (a slow run, every few seconds)
PLAIN_PROGRESS = re.compile(r"fastcheck stress: (\d+/\d+ tests run, \d+ failed|shrinking test \d+ \([a-z ]+\): "
                            r"\d+ runs) \(\d+ s\)")


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_progress_bar_on_a_terminal_only_and_apart_from_the_result():
    terminal = pytest.importorskip("test_terminal")
    args = ["stress", "--format", "grid", "--tests", "12", "-t", "2", "--", *BOARDS]
    code, out, err = terminal._run("fastcheck.kit.stress:run_program", args, terminal=False)
    assert (code, out.split("\n")[0]) == (0, "all 12 tests passed (24 boards)") and not terminal.BAR.search(err)
    assert all(PLAIN_PROGRESS.fullmatch(line) for line in err.splitlines()), err
    code, transcript = terminal._run("fastcheck.kit.stress:run_program", args, terminal=True)
    assert code == 0
    terminal._check(transcript, ["all 12 tests passed (24 boards)"])


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_shrinking_shows_a_bar_on_a_terminal_and_the_report_after_it(tmp_path):
    terminal = pytest.importorskip("test_terminal")
    args = ["stress", "--size", "8:10", "--tests", "1", "--out", str(tmp_path / "f.in"), "--", *BOARDS, "knight"]
    code, out, err = terminal._run("fastcheck.kit.stress:run_program", args, terminal=False)
    assert code == 1 and out.startswith("test 1 failed: wrong answer\n") and not terminal.BAR.search(err)
    assert all(PLAIN_PROGRESS.fullmatch(line) for line in err.splitlines()), err
    code, transcript = terminal._run("fastcheck.kit.stress:run_program", args, terminal=True)
    assert code == 1
    pieces = terminal._pieces(transcript)
    bars = [p for p in pieces if "run/s" in p]
    assert bars, "no bar was drawn:\n" + transcript
    for bar in bars:                                # nothing but the bar on its line
        assert re.fullmatch(r"shrinking: \d+run \[[\d:]+, +[\d.?]+run/s\]", bar), bar
    for line in out.splitlines():                   # and every line of the report whole, on its own
        assert line.rstrip() in pieces, line
