"""The command line of the grading kit: many files, --jobs, the progress
bar, and real processes (exit codes, one-line messages, no tracebacks)."""
import argparse
import io
import os
import pathlib
import subprocess
import sys

import pytest

import fastcheck
from fastcheck.cli import build_parser, main
from fastcheck.kit import runner

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
SAMPLES = ["ksp-1", "ksp-2", "tms-1", "tms-2", "timus-1", "timus-2", "timus-3"]


def _run(*args, stdin=b""):
    env = dict(os.environ)
    # the fastcheck this session imports (an installed build, or src/ in a dev tree)
    where = str(pathlib.Path(fastcheck.__file__).resolve().parents[1])
    env["PYTHONPATH"] = where + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "fastcheck", *args], input=stdin, capture_output=True,
                          env=env, timeout=120)


def test_every_kit_command_is_registered():
    text = build_parser().format_help()
    for name in ("solve", "judge", "validate", "gen", "explain"):
        assert name in text


# ------------------------------------------------------------------ solve
def test_solve_single_file_unchanged(capsys, monkeypatch):
    assert main(["solve", str(DATA / "ksp-2.in")]) == 0
    assert capsys.readouterr().out == (DATA / "ksp-2.out").read_text()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO((DATA / "tms-2.in").read_bytes())))
    assert main(["solve", "-"]) == 0
    assert capsys.readouterr().out == (DATA / "tms-2.out").read_text()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO((DATA / "ksp-1.in").read_bytes())))
    assert main(["solve", "--lang", "en"]) == 0
    assert capsys.readouterr().out == (DATA / "ksp-1.en.out").read_text()


def test_solve_many_files_in_order(capsys):
    paths = [str(DATA / f"{n}.in") for n in SAMPLES]
    expected = "".join((DATA / f"{n}.out").read_text() for n in SAMPLES)
    assert main(["solve", *paths]) == 0
    assert capsys.readouterr().out == expected
    assert main(["solve", "-j", "2", *paths]) == 0
    assert capsys.readouterr().out == expected


def test_solve_out_dir(tmp_path, capsys):
    paths = [str(DATA / f"{n}.in") for n in SAMPLES]
    out = tmp_path / "answers"
    assert main(["solve", "--jobs", "2", "-o", str(out), *paths]) == 0
    assert capsys.readouterr().out == ""
    for n in SAMPLES:
        assert (out / f"{n}.out").read_text() == (DATA / f"{n}.out").read_text()


def test_solve_many_files_with_a_bad_one(tmp_path, capsys):
    bad = tmp_path / "bad.in"
    bad.write_text("1\n8 2\n1 1 k\n1 1 K\n")
    assert main(["solve", str(DATA / "ksp-1.in"), str(bad), str(DATA / "ksp-2.in")]) == 2
    cap = capsys.readouterr()
    assert cap.out == (DATA / "ksp-1.out").read_text() + (DATA / "ksp-2.out").read_text()
    assert cap.err == f"fastcheck: {bad}: line 4, board 1: expected one piece per square, but (1, 1) already " \
                      "holds a piece from line 3\n"


# ------------------------------------------------------------- runner.run
def _square(v):
    return v * v


def test_run_keeps_order_with_a_pool():
    assert list(runner.run(_square, range(10), jobs=2)) == [v * v for v in range(10)]
    assert list(runner.run(_square, [], jobs=4)) == []
    assert runner.resolve_jobs(0) >= 1 and runner.resolve_jobs(3) == 3 and runner.resolve_jobs(None) == 1


class _Tty(io.StringIO):
    def isatty(self):
        return True


def test_progress_bar_only_for_long_batches_on_a_terminal(monkeypatch):
    assert not runner.show_progress(100, io.StringIO())
    assert not runner.show_progress(runner.PROGRESS_MIN_ITEMS - 1, _Tty())
    assert runner.show_progress(runner.PROGRESS_MIN_ITEMS, _Tty())
    tty = _Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    monkeypatch.setattr(runner, "PROGRESS_DELAY", 0)
    assert list(runner.run(_square, range(20), progress=True)) == [v * v for v in range(20)]
    assert "/20 [" in tty.getvalue()    # tqdm drew its bar on stderr


def test_output_name():
    assert runner.output_name("tests/07.in") == "07.out"
    assert runner.output_name("x/case") == "case.out"


# ---------------------------------------------------------- real processes
def test_process_solve_format_error_is_one_line():
    r = _run("solve", stdin=b"1\n8 2\n1 1 k\n1 1 x\n")
    assert r.returncode == 2
    assert r.stdout == b""
    assert r.stderr == b"fastcheck: line 4, board 1: expected a piece letter from 'KQRBHPkqrbhp', found 'x'\n"


@pytest.mark.parametrize("output,code,prefix", [
    ("ksp-2.out", 0, b"ok "), ("ksp-2.en.out", 2, b"wrong output format "), ("ksp-1.out", 1, b"wrong answer "),
])
def test_process_judge_testlib(output, code, prefix):
    r = _run("judge", str(DATA / "ksp-2.in"), str(DATA / output), str(DATA / "ksp-2.out"))
    assert r.returncode == code
    assert r.stderr.startswith(prefix) and r.stderr.count(b"\n") == 1 and b"Traceback" not in r.stderr


def test_process_judge_bad_arguments_are_fail():
    r = _run("judge", "--kattis", "--cms", "a", "b", "c")
    assert r.returncode == 3 and r.stderr.startswith(b"FAIL ")
    r = _run("judge", "--format", "chess", "a", "b")
    assert r.returncode == 3 and b"FAIL" in r.stderr and b"Traceback" not in r.stderr


def test_process_judge_kattis(tmp_path):
    r = _run("judge", "--kattis", str(DATA / "timus-2.in"), str(DATA / "timus-2.out"), str(tmp_path),
             stdin=(DATA / "timus-2.out").read_bytes().replace(b"Mate", b"Draw"))
    assert r.returncode == 43
    assert (tmp_path / "judgemessage.txt").read_text() == "wrong answer move 7: expected 'Mate', found 'Draw'\n"


def test_process_validate_and_gen(tmp_path):
    out = tmp_path / "g.in"
    r = _run("gen", "sparse", "--seed", "11", "--kind", "block", "-t", "5", "-o", str(out))
    assert r.returncode == 0, r.stderr
    r = _run("validate", "--kattis", str(out))
    assert r.returncode == 42
    r = _run("validate", stdin=b"1\n8 2\n1 1 k\n 8 8 K\n")
    assert r.returncode == 3
    assert r.stderr == (b"<stdin>: invalid: line 4: expected no whitespace at the start of a line, "
                        b"found leading whitespace\n")


# ------------------------------------------------------- words, not errno
def test_os_errors_read_as_sentences(tmp_path, capsys):
    missing = str(tmp_path / "x.in")
    folder = str(tmp_path)
    good = str(DATA / "ksp-2.in")
    gone = f"cannot open {missing!r}: no such file"
    cases = [
        (["solve", missing], 2, f"fastcheck: {gone}\n"),
        (["solve", folder], 2, f"fastcheck: cannot open {folder!r}: is a directory\n"),
        (["solve", good, missing], 2, f"fastcheck: {gone}\n"),
        (["explain", missing], 2, f"fastcheck: {gone}\n"),
        (["validate", missing], 3, f"fastcheck: {gone}\n"),
        (["gen", "grid", "--seed", "1", "-o", str(tmp_path / "no" / "g.in")], 2,
         f"fastcheck: cannot open {str(tmp_path / 'no' / 'g.in')!r}: no such file\n"),
        (["solve", "-o", good, good, good], 2, f"fastcheck: cannot create {good!r}: it already exists\n"),
        (["judge", missing, good], 3, f"FAIL cannot open the input {missing!r}: no such file\n"),
        (["judge", good, missing], 2, f"wrong output format cannot open the output {missing!r}: no such file\n"),
        (["judge", good, good, missing], 3, f"FAIL cannot open the answer {missing!r}: no such file\n"),
    ]
    for args, code, err in cases:
        assert main(args) == code, args
        cap = capsys.readouterr()
        assert cap.err == err, args
    assert main(["judge", "--batch", "--outputs", folder, missing]) == 3
    assert capsys.readouterr().out.startswith(f"{missing}: FAIL cannot open the input {missing!r}: no such file\n")


def test_os_error_message_words():
    from fastcheck.errors import os_error_message
    for exc, text in [
        (FileNotFoundError(2, "No such file or directory", "a.in"), "cannot open 'a.in': no such file"),
        (PermissionError(13, "Permission denied", "a.in"), "cannot open 'a.in': permission denied"),
        (IsADirectoryError(21, "Is a directory", "d"), "cannot open 'd': is a directory"),
        (OSError(28, "No space left on device", "o.out"), "cannot write 'o.out': no space left on the device"),
        (OSError(5, "Input/output error"), "input/output error"),
        (OSError(999, "Something Odd."), "something Odd"),
    ]:
        assert os_error_message(exc) == text
    assert os_error_message(PermissionError(13, "Permission denied", "r.txt"), "the report") == \
        "cannot open the report 'r.txt': permission denied"


def test_every_command_has_a_description():
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, p in sub.choices.items():
        assert p.description, f"fastcheck {name} --help has no description"
    assert "Judge every board" in sub.choices["solve"].format_help()



class _GoneReader(io.StringIO):
    """stdout whose reader went away (``fastcheck solve big.in | head -1``)."""

    def write(self, text):
        raise BrokenPipeError(32, "Broken pipe")

    def fileno(self):
        raise io.UnsupportedOperation("fileno")


def test_a_reader_that_goes_away_is_no_error(monkeypatch, capsys):
    # no traceback and no "[Errno 32] Broken pipe": exit 1 quietly, as other tools do
    monkeypatch.setattr(sys, "stdout", _GoneReader())
    assert main(["solve", str(DATA / "ksp-2.in")]) == 1
    assert main(["solve", str(DATA / "ksp-1.in"), str(DATA / "ksp-2.in")]) == 1
    assert capsys.readouterr().err == ""
