"""``fastcheck stress``'s run control: a wall-clock budget (``--max-time``),
plain progress lines when stderr is not a terminal, a timeout shrunk with a
short limit first, a custom checker (``--checker``), several solutions on
the same tests (``--solution``), and the keywords of ``kit.stress.stress``
named as the options are.  The programs are the deliberately wrong
solutions of tests/stress_programs/."""
from __future__ import annotations

import os
import shlex
import sys
import time

import pytest
from test_stress import BOARDS, PROGRAMS, TIMEOUT_S

import fastcheck
from fastcheck.cli import main
from fastcheck.kit.stress import (
    SHORT_LIMIT_FLOOR,
    TIMEOUT,
    WRONG_ANSWER,
    StressError,
    numbered_path,
    outcome,
    short_limit,
    stress,
    stress_all,
)
from fastcheck.kit.stress import progress as progress_module
from fastcheck.kit.validate import validate

import reference

CHECKER = [sys.executable, os.path.join(PROGRAMS, "checker.py")]


def letters_of(result):
    _, boards = reference.parse_text(result.test)
    return sorted(c for _, _, c in boards[0][1])


# ------------------------------------------------------------ --max-time
def test_max_time_stops_the_tests_and_reports_what_passed():
    start = time.monotonic()
    result = stress(BOARDS, size="8:10", tests=10_000, jobs=2, timeout=TIMEOUT_S, max_time=1.5)
    took = time.monotonic() - start
    assert result.ok and result.stopped and 0 < result.tests < 10_000
    assert took < 1.5 + 10, took               # the runs under way end, no new test starts
    assert result.report().split("\n")[0] == (f"all {result.tests} tests passed ({result.boards} boards); "
                                               "stopped at the time limit (1.5 s)")


def test_max_time_cuts_the_shrinking_short_and_reports_the_smallest_test_so_far():
    start = time.monotonic()
    whole = stress(BOARDS + ["pinned"], size="8:12", tests=200, jobs=1, timeout=TIMEOUT_S)
    took = time.monotonic() - start
    assert not whole.stopped and "stopped" not in whole.report()
    # the same search, stopped a quarter of the way into its shrinking: the
    # limit from this machine's time a run (each a start of Python), not a
    # fixed number that a faster machine would shrink the whole way in
    runs = whole.tests + whole.shrink_runs
    limit = round(took / runs * (whole.tests + whole.shrink_runs / 4), 2)
    cut = stress(BOARDS + ["pinned"], size="8:12", tests=200, jobs=1, timeout=TIMEOUT_S, max_time=limit)
    assert cut.stopped and cut.kind == WRONG_ANSWER and cut.failing_test == whole.failing_test
    assert cut.shrink_runs < whole.shrink_runs and validate(cut.test).ok
    assert cut.pieces > whole.pieces
    assert f"; stopped at the time limit ({limit:g} s)\n" in cut.report()


def test_max_time_option(capsys):
    code = main(["stress", "--size", "8:10", "--tests", "10000", "--max-time", "1", "--timeout", str(TIMEOUT_S),
                 "--", *BOARDS])
    out = capsys.readouterr().out
    assert code == 0 and out.startswith("all ") and out.split("\n")[0].endswith("; stopped at the time limit (1 s)")
    assert main(["stress", "--max-time", "0", "--", *BOARDS]) == 2
    assert "the time limit must be a positive number of seconds, not 0.0" in capsys.readouterr().err


# ------------------------------------------------- progress without a terminal
def test_plain_progress_lines_when_stderr_is_not_a_terminal(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(progress_module, "PLAIN_EVERY", 0.0)     # a line at every step
    assert main(["stress", "--size", "8:10", "--tests", "3", "--", *BOARDS]) == 0
    err = capsys.readouterr().err.splitlines()
    assert [line.rsplit(" (", 1)[0] for line in err] == [f"fastcheck stress: {i}/3 tests run, 0 failed"
                                                         for i in (1, 2, 3)]
    assert all(line.endswith(" s)") for line in err)
    assert main(["stress", "--size", "8:12", "--shrink-runs", "2", "--out", str(tmp_path / "f.in"),
                 "--", *BOARDS, "knight"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("fastcheck stress: 1/100 tests run, 1 failed (")
    assert [line.rsplit(" (", 1)[0] for line in err[1:]] == [
        f"fastcheck stress: shrinking test 1 (wrong answer): {i} runs" for i in (1, 2)]


def test_no_plain_progress_lines_before_the_interval(capsys):
    assert progress_module.PLAIN_EVERY >= 5
    assert main(["stress", "--size", "8:10", "--tests", "3", "--", *BOARDS]) == 0
    assert capsys.readouterr().err == ""


# ------------------------------------------------- a timeout's short limit
def test_short_limit():
    assert short_limit(3.0, 0.0) == SHORT_LIMIT_FLOOR
    assert short_limit(3.0, 0.5) == 2.0
    assert short_limit(3.0, 2.0) == 3.0                  # never longer than the limit itself


def test_a_timeout_is_shrunk_with_a_short_limit_first(monkeypatch):
    import fastcheck.kit.stress as kit_stress
    limits = []
    real = kit_stress.run_program

    def recording(command, data, *, timeout, max_output):
        run = real(command, data, timeout=timeout, max_output=max_output)
        if run.timed_out and data.startswith(b"1\n"):         # a hang on a test of one board: while shrinking
            limits.append(timeout)
        return run

    monkeypatch.setattr(kit_stress, "run_program", recording)
    result = stress(BOARDS + ["sleep"], size="8:10", pieces="2:6", boards=3, tests=20, jobs=2, timeout=3.0)
    assert result.kind == TIMEOUT and result.message == "no answer within 3 s: stopped"
    assert letters_of(result) == ["K", "k", "r"]
    # (the generated tests hold three boards) only the shrunk test, run once more, hangs with the whole limit
    assert limits.count(3.0) == 1 and len(limits) >= 3, limits


@pytest.mark.slow            # about 40 s, mostly asleep: the second shrink runs hangs with the whole limit
def test_a_test_that_only_outlasts_the_short_limit_is_shrunk_again_with_the_whole_limit():
    # 'slow': one board with a white rook takes a second (fine within 3 s), one with a black bishop too hangs
    result = stress(BOARDS + ["slow"], size="8:10", pieces="2:8", boards=3, tests=30, jobs=2, timeout=3.0)
    assert result.kind == TIMEOUT and result.message == "no answer within 3 s: stopped"
    assert {"r", "B"} <= set(letters_of(result)) and validate(result.test).ok


# ------------------------------------------------------------- --checker
def test_a_checker_judges_instead_of_the_judge(capsys, tmp_path):
    # the 'count' mistake: a move count one too many, which the 'counts' checker does not look at
    assert not stress(BOARDS + ["count"], size="8:12", tests=200, jobs=2, timeout=TIMEOUT_S).ok
    lenient = stress(BOARDS + ["count"], size="8:12", tests=30, jobs=2, timeout=TIMEOUT_S,
                     checker=CHECKER + ["counts"])
    assert lenient.ok
    found = stress(BOARDS + ["knight"], size="8:12", tests=200, jobs=2, timeout=TIMEOUT_S,
                   checker=shlex.join(CHECKER + ["counts"]))
    assert found.kind == WRONG_ANSWER and found.message == "line 1 differs"       # the checker's message
    assert "H" in "".join(letters_of(found)).upper() and len(letters_of(found)) <= 4, found.test
    assert found.expected == fastcheck.solve(found.test)


def test_fastcheck_judge_is_a_checker_too():
    judge = [sys.executable, "-m", "fastcheck", "judge"]
    alone = stress(BOARDS + ["knight"], size="8:12", tests=200, jobs=2, timeout=TIMEOUT_S)
    checked = stress(BOARDS + ["knight"], size="8:12", tests=200, jobs=2, timeout=TIMEOUT_S, checker=judge)
    assert checked.kind == WRONG_ANSWER and checked.failing_test == alone.failing_test
    assert checked.message.startswith("board 1: expected ")      # the judge's line without testlib's prefix
    assert validate(checked.test).ok


def test_a_checker_that_fails_is_a_usage_error(capsys, monkeypatch):
    argv = ["stress", "--size", "8:10", "--checker", shlex.join(CHECKER + ["fail"]), "--", *BOARDS]
    assert main(argv) == 2
    assert capsys.readouterr().err == "fastcheck stress: the checker fails: exit status 3: the checker is broken\n"
    monkeypatch.setattr(outcome, "CHECKER_TIMEOUT", 0.5)     # the checker gets --timeout, when longer
    argv = ["stress", "--size", "8:10", "--timeout", "2", "--checker", shlex.join(CHECKER + ["hang"]), "--", *BOARDS]
    assert main(argv) == 2
    assert capsys.readouterr().err == "fastcheck stress: the checker gives no verdict within 2 s\n"
    assert main(["stress", "--checker", "no-such-checker-here", "--", *BOARDS]) == 2
    assert "cannot start 'no-such-checker-here'" in capsys.readouterr().err


# ------------------------------------------------------------ --solution
def test_several_solutions_on_the_same_tests(capsys, tmp_path):
    out = tmp_path / "f.in"
    argv = ["stress", "--size", "8:12", "--tests", "40", "-j", "2", "--timeout", str(TIMEOUT_S), "--out", str(out),
            "--solution", shlex.join(BOARDS + ["knight"]), "--solution", shlex.join(BOARDS), "--", *BOARDS, "pinned"]
    assert main(argv) == 1
    text = capsys.readouterr().out
    pinned = stress(BOARDS + ["pinned"], size="8:12", tests=40, jobs=2, timeout=TIMEOUT_S)
    knight = stress(BOARDS + ["knight"], size="8:12", tests=40, jobs=2, timeout=TIMEOUT_S)
    blocks = text.split("\nsolution ")
    assert len(blocks) == 3
    assert blocks[0].startswith(f"solution 1: {shlex.join(BOARDS + ['pinned'])}\n"
                                f"test {pinned.failing_test} failed: wrong answer\n")
    assert blocks[1].startswith(f"2: {shlex.join(BOARDS + ['knight'])}\ntest {knight.failing_test} failed: ")
    assert blocks[2].startswith(f"3: {shlex.join(BOARDS)}\nall 40 tests passed (400 boards)\n"
                                "pieces the tests held, by kind: king 800, ")
    assert (tmp_path / "f-1.in").read_text() == pinned.test and (tmp_path / "f-2.in").read_text() == knight.test
    assert (tmp_path / "f-2.ans").read_text() == knight.expected and not (tmp_path / "f-3.in").exists()
    assert numbered_path("x.in", 2) == "x-2.in" and numbered_path("case", 3) == "case-3"


def test_stress_all_gives_one_result_per_solution_as_each_alone():
    results = stress_all([BOARDS + ["edge"], BOARDS], format="grid", tests=30, jobs=2, timeout=TIMEOUT_S)
    alone = stress(BOARDS + ["edge"], format="grid", tests=30, jobs=2, timeout=TIMEOUT_S)
    assert [r.ok for r in results] == [False, True]
    assert results[0].test == alone.test and results[0].failing_test == alone.failing_test
    assert results[1].tests == 30
    with pytest.raises(TypeError):
        stress_all("python3 sol.py")
    with pytest.raises(StressError):
        stress_all([])


# ------------------------------------------- the keywords named as the options
def test_shrink_runs_is_named_as_the_option_and_the_old_name_warns():
    some = stress(BOARDS + ["pinned"], size="8:12", tests=200, jobs=2, timeout=TIMEOUT_S, shrink_runs=4)
    assert some.shrink_runs == 4
    with pytest.warns(DeprecationWarning, match="shrink_runs"):
        old = stress(BOARDS + ["pinned"], size="8:12", tests=200, jobs=2, timeout=TIMEOUT_S, max_shrink_runs=4)
    assert old.test == some.test
