"""Options that make no sense are refused by argparse (exit 2; judge's FAIL,
exit 3), each command's own usage answers for it, and ``--format`` takes
the same spellings in every command."""
import pathlib

import pytest

from fastcheck.cli import build_parser, main
from fastcheck.formats import FORMAT_ALIASES

DATA = pathlib.Path(__file__).resolve().parent / "data"
KSP = [str(DATA / "ksp-1.in"), str(DATA / "ksp-2.in")]
TIMUS = str(DATA / "timus-1.in")


def _refused(argv, capsys, code=2):
    """Run ``argv``, which argparse must refuse with ``code``: its stderr."""
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == code
    captured = capsys.readouterr()
    assert captured.out == ""
    return captured.err


@pytest.mark.parametrize("argv", [
    ["solve", "-j", "-1", *KSP],
    ["count", "--jobs", "-1", *KSP],
    ["validate", "-j", "-1", *KSP],
    ["stress", "-j", "-1", "--tests", "1", "--", "true"],
])
def test_a_negative_job_count_is_refused(argv, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)             # where a stress run that was not refused would write its test
    err = _refused(argv, capsys)
    assert f"usage: fastcheck {argv[0]}" in err
    assert "argument -j/--jobs: expected an integer >= 0, found -1" in err


def test_judge_refuses_a_negative_job_count_as_fail(capsys):
    err = _refused(["judge", "--batch", "--outputs", ".", "-j", "-1", KSP[0]], capsys, code=3)
    assert "FAIL fastcheck judge: argument -j/--jobs: expected an integer >= 0, found -1" in err


@pytest.mark.parametrize("argv, message", [
    (["explain", "--limit", "-3", KSP[0]], "argument --limit: expected an integer >= 0, found -3"),
    (["explain", "--board", "0", KSP[0]], "argument --board: expected an integer >= 1, found 0"),
    (["explain", "--move", "-1", TIMUS], "argument --move: expected an integer >= 0, found -1"),
    (["explain", "--limit", "x", KSP[0]], "argument --limit: invalid integer value: 'x'"),
])
def test_explain_refuses_numbers_out_of_sense(argv, message, capsys):
    assert message in _refused(argv, capsys)


def test_an_extra_file_gets_the_commands_own_usage(capsys):
    err = _refused(["explain", *KSP], capsys)
    assert err.startswith("usage: fastcheck explain ")
    assert "fastcheck explain: error: unrecognized arguments: " + KSP[1] in err


@pytest.mark.parametrize("argv, message", [
    (["explain", "--board", "9", KSP[0]], "fastcheck: --board must be within 1..3, not 9\n"),
    (["explain", "--move", "9", TIMUS], "fastcheck: --move must be within 0..2, not 9\n"),
])
def test_explain_names_its_options_with_their_dashes(argv, message, capsys):
    assert main(argv) == 2
    assert capsys.readouterr().err == message


def _format_of(command, spelling):
    """What ``command``'s parser makes of ``spelling`` as the format."""
    argv = {"gen": ["gen", spelling, "--seed", "1"],
            "stress": ["stress", "--format", spelling, "--", "true"]}.get(command, [command, "--format", spelling])
    args = build_parser(command).parse_args(argv)
    return args.fmt if command in ("gen", "stress") else args.format


@pytest.mark.parametrize("command", ["solve", "count", "judge", "validate", "explain", "gen", "stress"])
def test_every_command_takes_every_spelling_of_a_format(command):
    for spelling, name in FORMAT_ALIASES.items():
        if command == "count" and name == "ostap":
            continue                        # count has no boards in a format C log
        for text in (spelling, spelling.upper()):
            assert _format_of(command, text) == name


def test_a_format_by_letter_solves_as_by_name(capsys):
    assert main(["solve", "--format", "B", KSP[0]]) == 0
    assert capsys.readouterr().out == (DATA / "ksp-1.out").read_text()


def test_an_unknown_format_is_refused_naming_the_choices(capsys):
    err = _refused(["solve", "--format", "d", KSP[0]], capsys)
    assert "argument --format: invalid choice: 'd'" in err
    assert "'grid'" in err and "'sparse'" in err and "'ostap'" in err
