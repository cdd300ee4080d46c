"""The command line's fast path: ``fastcheck solve FILE...``, ``fastcheck
count FILE...`` and ``fastcheck judge FILE...`` with plain arguments skip
argparse (start-up time), and
must behave exactly as argparse would: the same namespace, the same output,
messages and exit codes.  Anything else still goes through argparse."""
import argparse
import io
import subprocess
import sys
from pathlib import Path

import pytest

from fastcheck import cli
from fastcheck.cli import build_parser, fast_args, main

DATA = Path(__file__).parent / "data"
SMALL = "1\n8 3\n1 1 k\n8 1 R\n8 8 K\n"
ANSWER = "Biely hrac ma sach. Ma 2 platnych tahov.\n"

#: command lines the fast path takes (relative to a directory with the files of ``files``)
FAST = [
    ["solve"],
    ["solve", "t.in"],
    ["solve", "-"],
    ["solve", "t.in", "t.in"],
    ["solve", "missing.in"],
    ["solve", "bad.in"],
    ["solve", "dup.in"],
    ["solve", ""],
    ["solve", "judge"],
    ["solve", "a b.in"],
    ["count"],
    ["count", "t.in"],
    ["count", "-"],
    ["count", "t.in", "t.in"],
    ["count", "missing.in"],
    ["count", "bad.in"],
    ["count", "dup.in"],
    ["count", "count"],
    ["judge"],
    ["judge", "t.in"],
    ["judge", "t.in", "t.ans"],
    ["judge", "t.in", "t.ans", "t.ans"],
    ["judge", "t.in", "wa.out", "t.ans"],
    ["judge", "t.in", "pe.out", "t.ans"],
    ["judge", "t.in", "missing.out", "t.ans"],
    ["judge", "missing.in", "t.ans", "t.ans"],
    ["judge", "bad.in", "t.ans", "t.ans"],
    ["judge", "t.in", "t.ans", "missing.ans"],
    ["judge", "t.in", "t.ans", "t.ans", "report.txt"],
    ["judge", "t.in", "t.ans", "t.ans", "report.txt", "extra"],
    ["judge", "t.in", "t.ans", "t.ans", "no-such-dir/report.txt"],
    ["judge", "-", "t.ans", "t.ans"],
]
#: command lines argparse reads (options, help, errors, other commands)
SLOW = [
    [],
    ["--help"],
    ["--version"],
    ["bogus"],
    ["solve", "--help"],
    ["solve", "-h"],
    ["solve", "--lang", "en", "t.in"],
    ["solve", "--lang=en", "t.in"],
    ["solve", "--format", "nope", "t.in"],
    ["solve", "--", "t.in"],
    ["solve", "-x", "t.in"],
    ["solve", "-5"],
    ["solve", "t.in", "-o"],
    ["judge", "--help"],
    ["judge", "t.in", "t.ans", "t.ans", "report.txt", "-appes"],
    ["judge", "--bogus", "t.in", "t.ans", "t.ans"],
    ["judge", "t.in", "t.ans", "t.ans", "--lang", "en"],
    ["judge", "--cms", "t.in", "t.ans", "t.ans"],
    ["count", "--side", "white", "t.in"],
    ["count", "--variant", "fairy", "t.in"],
    ["count", "-o", "out", "t.in"],
    ["count", "--help"],
    ["validate", "t.in"],
]


@pytest.fixture
def files(tmp_path, monkeypatch):
    (tmp_path / "t.in").write_text(SMALL)
    (tmp_path / "a b.in").write_text(SMALL)
    (tmp_path / "t.ans").write_text(ANSWER)
    (tmp_path / "wa.out").write_text(ANSWER.replace("2", "3"))
    (tmp_path / "pe.out").write_text("garbage\n")
    (tmp_path / "bad.in").write_text(SMALL.replace("8 1 R", "9 1 R"))
    (tmp_path / "dup.in").write_text(SMALL.replace("8 1 R", "1 1 R"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def parsed(argv):
    """What argparse gives ``argv`` (the parser main() builds for it)."""
    return build_parser(argv[0] if argv and argv[0] in cli.COMMANDS else None).parse_args(argv)


@pytest.mark.parametrize("argv", FAST, ids=" ".join)
def test_fast_path_gives_argparse_namespace(argv):
    fast = fast_args(argv)
    assert fast is not None
    assert vars(fast) == vars(parsed(argv))


@pytest.mark.parametrize("argv", SLOW, ids=lambda a: " ".join(a) or "nothing")
def test_everything_else_goes_to_argparse(argv):
    assert fast_args(argv) is None


def _run_main(argv, capsys, monkeypatch, stdin):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode())))
    try:
        code = main(argv)
    except SystemExit as exc:   # argparse's --help, --version and usage errors
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv", FAST, ids=" ".join)
def test_fast_path_output_and_exit_code_as_argparse(argv, files, capsys, monkeypatch):
    fast = _run_main(argv, capsys, monkeypatch, SMALL)
    report = (files / "report.txt").read_bytes() if (files / "report.txt").exists() else None
    monkeypatch.setattr(cli, "fast_args", lambda argv: None)
    slow = _run_main(argv, capsys, monkeypatch, SMALL)
    assert fast == slow
    if report is not None:
        assert (files / "report.txt").read_bytes() == report


def test_fast_path_answers(files, capsys):
    assert main(["solve", "t.in"]) == 0
    assert capsys.readouterr().out == "Biely hrac ma sach. Ma 2 platnych tahov.\n"
    assert main(["count", "t.in"]) == 0
    assert capsys.readouterr().out == "2 16\n"
    assert main(["judge", "t.in", "wa.out", "t.ans"]) == 1
    assert capsys.readouterr().err == ("wrong answer board 1: expected 'Biely hrac ma sach. Ma 2 platnych tahov.', "
                                       "found 'Biely hrac ma sach. Ma 3 platnych tahov.'\n")
    assert main(["judge", "t.in", "t.ans"]) == 0
    assert capsys.readouterr().err == "ok 1 board\n"


def test_help_goes_through_argparse():
    """--help is argparse's text (not a hand-written copy), with every command."""
    text = subprocess.run([sys.executable, "-m", "fastcheck", "--help"], capture_output=True, text=True).stdout
    assert text == build_parser().format_help()
    for name in cli.COMMANDS:
        assert name in text


def test_the_namespace_of_argparse_is_what_the_commands_get():
    """The parser still gives an argparse.Namespace (the fast path a SimpleNamespace with the same fields)."""
    assert isinstance(parsed(["solve", "t.in"]), argparse.Namespace)
