"""The grader's edges a new user trips over: ``-`` for standard input in
``fastcheck judge``, the same kinds of value for every argument of
``judge()`` (a wrong type, a bad format or lang raised, never a verdict),
the hint of a file's name given to ``solve()`` or ``judge()`` as its text,
the hint of the other wording, one verdict for one defect wherever it
stands, counts worded in the right number, and the input read under a
variant."""
import os
import pathlib
import pickle
import subprocess
import sys

import pytest
from test_judge import _stdin

from fastcheck import solve
from fastcheck.cli import main
from fastcheck.errors import FormatError
from fastcheck.kit.judge import FAIL, OK, PE, WA, JudgeResult, first_difference, judge, judge_files
from fastcheck.variants import Variant

DATA = pathlib.Path(__file__).resolve().parent / "data"
LEAPERS = str(DATA / "variants" / "leapers.toml")
KSP_IN = (DATA / "ksp-2.in").read_bytes()
KSP_OUT = (DATA / "ksp-2.out").read_bytes()
KSP_EN = (DATA / "ksp-2.en.out").read_bytes()
TMS_IN = (DATA / "tms-2.in").read_bytes()
TMS_OUT = (DATA / "tms-2.out").read_bytes()
TIMUS_IN = (DATA / "timus-2.in").read_bytes()
TIMUS_OUT = (DATA / "timus-2.out").read_bytes()
#: format B with the fairy amazon M and archbishop A (classic format B refuses their letters)
FAIRY_IN = b"2\n8 3\n1 1 k\n8 8 K\n3 2 M\n8 3\n1 1 k\n8 8 K\n5 5 A\n"
#: a white royal wazir in the corner checked by a black camel of the leapers' variant file
CAMEL_IN = b"1\n8 3\n1 1 k\n5 5 K\n2 4 L\n"


#: a variant installs its pieces in the core: the default table again after each test
pytestmark = pytest.mark.usefixtures("default_table")


def _fastcheck(*args, stdin=b""):
    """The command in a process of its own, standard input a pipe: (exit code, stdout, stderr)."""
    done = subprocess.run([sys.executable, "-m", "fastcheck", *args], input=stdin, capture_output=True)
    return done.returncode, done.stdout.decode(), done.stderr.decode()


# ------------------------------------------------ 1. '-' is standard input
def test_judge_reads_the_output_from_a_pipe(files):
    """``./sol | fastcheck judge INPUT -``: the output is standard input, as ``solve -`` reads it."""
    f = files(t_in=KSP_IN, t_ans=KSP_OUT)
    assert _fastcheck("judge", f["t_in"], "-", stdin=KSP_OUT) == (0, "", "ok 4 boards\n")
    assert _fastcheck("judge", f["t_in"], "-", f["t_ans"], stdin=KSP_OUT) == (0, "", "ok 4 boards\n")
    code, _, err = _fastcheck("judge", f["t_in"], "-", stdin=KSP_OUT.replace(b"Ma 5", b"Ma 6"))
    assert code == 1 and err.startswith("wrong answer board 4: expected ")


@pytest.mark.parametrize("where", [0, 1, 2], ids=["input", "output", "answer"])
def test_judge_reads_any_one_file_from_stdin(files, monkeypatch, capsys, where):
    f = files(t_in=KSP_IN, t_out=KSP_OUT, t_ans=KSP_OUT)
    paths = [f["t_in"], f["t_out"], f["t_ans"]]
    _stdin(monkeypatch, pathlib.Path(paths[where]).read_bytes())
    paths[where] = "-"
    assert main(["judge", *paths]) == 0
    assert capsys.readouterr().err == "ok 4 boards\n"


@pytest.mark.parametrize("where", [0, 1, 2], ids=["input", "correct", "output"])
def test_cms_reads_any_one_file_from_stdin(files, monkeypatch, capsys, where):
    f = files(t_in=KSP_IN, t_ans=KSP_OUT, t_out=KSP_OUT.replace(b"Ma 5", b"Ma 6"))
    paths = [f["t_in"], f["t_ans"], f["t_out"]]
    _stdin(monkeypatch, pathlib.Path(paths[where]).read_bytes())
    paths[where] = "-"
    assert main(["judge", "--cms", *paths]) == 0
    cap = capsys.readouterr()
    assert cap.out == "0.0\n" and cap.err.startswith("wrong answer board 4: ")


def test_two_stdin_files_are_a_usage_error(files, monkeypatch, capsys):
    f = files(t_in=KSP_IN, t_out=KSP_OUT, t_ans=KSP_OUT)
    _stdin(monkeypatch, KSP_OUT)
    for args in (["-", "-"], [f["t_in"], "-", "-"], ["-", f["t_out"], "-"]):
        assert main(["judge", *args]) == 3
        assert capsys.readouterr().err == "FAIL at most one of INPUT, OUTPUT and ANSWER can be '-' (standard input)\n"
    assert main(["judge", "--cms", f["t_in"], "-", "-"]) == 3
    cap = capsys.readouterr()
    assert cap.out == "0.0\n"
    assert cap.err == "FAIL at most one of INPUT, CORRECT and OUTPUT can be '-' (standard input)\n"
    assert main(["judge", "--kattis", f["t_in"], "-", str(pathlib.Path(f["t_in"]).parent)]) == 3
    assert capsys.readouterr().err.startswith("FAIL --kattis reads the output from standard input")
    assert main(["judge", "--batch", "--outputs", str(pathlib.Path(f["t_in"]).parent), "-"]) == 3
    assert capsys.readouterr().err == "FAIL --batch reads its inputs from files, not '-' (standard input)\n"
    with pytest.raises(ValueError, match="at most one"):
        judge_files("-", "-")


# ------------------------------------ 2. every argument takes the same kinds
def _as(kind, data, tmp_path, name):
    """``data`` as one kind of value judge() takes."""
    if kind == "str":
        return data.decode()
    if kind == "bytes":
        return data
    path = tmp_path / name
    path.write_bytes(data)
    if kind == "path":
        return path
    return open(path, "rb" if kind == "binary-file" else "r")


KINDS = ["str", "bytes", "path", "binary-file", "text-file"]


@pytest.mark.parametrize("role", ["input", "output", "answer"])
@pytest.mark.parametrize("kind", KINDS)
def test_every_argument_takes_the_same_kinds(tmp_path, role, kind):
    args = {"input": KSP_IN, "output": KSP_OUT, "answer": KSP_OUT}
    args[role] = _as(kind, args[role], tmp_path, role)
    try:
        assert judge(args["input"], args["output"], args["answer"]) == JudgeResult(OK, "4 boards")
        if kind in ("binary-file", "text-file"):
            args[role].seek(0)
        assert first_difference(args["input"], args["output"], args["answer"]) == (0, None, None)
    finally:
        if hasattr(args[role], "close"):
            args[role].close()


@pytest.mark.parametrize("role", ["input", "output", "answer"])
@pytest.mark.parametrize("value", [42, None, ["1\n"], 3.5], ids=["int", "None", "list", "float"])
def test_a_wrong_type_is_raised_never_a_verdict(role, value):
    if role == "answer" and value is None:
        return                                  # None: the answer is computed
    args = {"input": KSP_IN, "output": KSP_OUT, "answer": KSP_OUT}
    args[role] = value
    with pytest.raises(TypeError, match=rf"^expected the {role} as text \(str or bytes\), a path \(os.PathLike\) "
                                        rf"or a file object, found "):
        judge(args["input"], args["output"], args["answer"])


def test_paths_that_cannot_be_opened(tmp_path):
    missing = tmp_path / "missing"
    assert judge(missing, KSP_OUT) == JudgeResult(FAIL, f"cannot open the input {str(missing)!r}: no such file")
    assert judge(KSP_IN, missing) == JudgeResult(PE, f"cannot open the output {str(missing)!r}: no such file")
    assert judge(KSP_IN, KSP_OUT, missing) == JudgeResult(FAIL,
                                                          f"cannot open the answer {str(missing)!r}: no such file")


def test_solve_hints_at_a_file_name_given_as_text(monkeypatch):
    monkeypatch.chdir(DATA)
    with pytest.raises(FormatError) as info:
        solve("ksp-2.in")
    plain = "line 1: expected the number of boards t (an integer 0..1000000000000000000), found 'ksp-2.in'"
    assert str(info.value) == plain + "; did you mean solve(open('ksp-2.in').read())?"
    err = info.value
    assert (err.kind, err.line, err.found, err.hint) == ("syntax", 1, "'ksp-2.in'",
                                                          "did you mean solve(open('ksp-2.in').read())?")
    assert str(pickle.loads(pickle.dumps(err))) == str(err)
    # no hint but for a str that names a file: the other messages are as they were
    for text in ("no-such-file.in", b"ksp-2.in", "ksp-2.in\nksp-1.in\n", "variants"):
        with pytest.raises(FormatError) as info:
            solve(text)
        assert "did you mean" not in str(info.value) and info.value.hint is None



def test_judge_hints_at_a_file_name_given_as_its_input(monkeypatch):
    """``judge("x.in", out)``: the input is read as its text, and the verdict says which call reads the file."""
    monkeypatch.chdir(DATA)
    plain = ("the input breaks its format: line 1: expected the number of boards t (an integer "
             "0..1000000000000000000), found 'ksp-2.in'")
    assert judge("ksp-2.in", KSP_OUT) == JudgeResult(FAIL, plain + "; did you mean judge(Path('ksp-2.in'), ...)?")
    assert judge(pathlib.Path("ksp-2.in"), KSP_OUT) == JudgeResult(OK, "4 boards")
    with pytest.raises(ValueError) as info:
        first_difference("ksp-2.in", KSP_OUT)
    assert str(info.value) == plain + "; did you mean first_difference(Path('ksp-2.in'), ...)?"
    # no hint but for a str that names a file
    for text in ("no-such-file.in", b"ksp-2.in", "variants"):
        res = judge(text, KSP_OUT)
        assert res.verdict == FAIL and "did you mean" not in res.message, text


@pytest.mark.parametrize("option,value,message", [
    ("format", "xyz", "format must be one of ('auto', 'grid', 'sparse', 'ostap'), not 'xyz'"),
    ("lang", "de", "lang must be one of ('sk', 'en'), not 'de'"),
    ("format", "A", "format must be one of ('auto', 'grid', 'sparse', 'ostap'), not 'A'"),
], ids=["format", "lang", "format-letter"])
def test_a_bad_format_or_lang_is_raised_never_a_verdict(tmp_path, option, value, message):
    """A bad option is the caller's error, raised as ``solve()`` raises it, before anything is read."""
    with pytest.raises(ValueError) as info:
        solve(KSP_IN, **{option: value})
    assert str(info.value) == message
    unread = tmp_path / "unread.in"              # not opened: the option is checked first
    for call in (judge, first_difference):
        with pytest.raises(ValueError) as info:
            call(unread, KSP_OUT, **{option: value})
        assert str(info.value) == message, call
    with pytest.raises(ValueError) as info:
        judge_files(str(unread), str(unread), **{option: value})
    assert str(info.value) == message
    # an input that breaks its format stays a verdict
    assert judge(b"x\n", KSP_OUT, format="sparse").verdict == FAIL


# --------------------------------------------- 3. the hint of the other wording
def test_the_command_names_the_option_of_the_other_wording(files, capsys):
    en = solve(TMS_IN, lang="en").encode()
    f = files(t_in=TMS_IN, en_out=en, sk_out=TMS_OUT)
    assert main(["judge", f["t_in"], f["en_out"]]) == 2
    assert capsys.readouterr().err == ("wrong output format board 1: expected 'Biely hrac ma sach.', found 'White "
                                       "Check - 1 Plausible Moves' (the output is right in English: judge it with "
                                       "--lang en)\n")
    assert main(["judge", "--lang", "en", f["t_in"], f["sk_out"]]) == 2
    assert capsys.readouterr().err.endswith(" (the output is right in Slovak: judge it with --lang sk)\n")
    assert main(["judge", "--lang", "en", f["t_in"], f["en_out"]]) == 0
    # from a pipe too
    code, _, err = _fastcheck("judge", f["t_in"], "-", stdin=en)
    assert code == 2 and err.endswith("(the output is right in English: judge it with --lang en)\n")


def test_the_function_names_the_keyword_of_the_other_wording():
    res = judge(KSP_IN, KSP_EN)
    assert res.verdict == PE
    assert res.message == ("board 1: expected 'Biely hrac ma sach. Ma 1 platnych tahov.', found 'White Check - 1 "
                           "Plausible Moves' (the output is right in English: judge it with lang=\"en\")")


@pytest.mark.parametrize("output", [
    KSP_EN.replace(b"5 Plausible", b"6 Plausible"),            # English, but wrong
    KSP_EN.split(b"\n", 1)[0] + b"\n" + KSP_OUT.split(b"\n", 1)[1],   # English, then Slovak
    KSP_EN + b"Safe\n",                                         # English with extra output
], ids=["wrong-in-english", "mixed", "extra"])
def test_no_hint_unless_the_other_wording_is_right(output):
    res = judge(KSP_IN, output)
    assert res.verdict == PE and "right in" not in res.message
    assert "right in" not in judge(KSP_IN, KSP_EN, KSP_OUT).message    # an answer decides the wording


# ------------------------------------------- 4. one defect, one verdict
@pytest.mark.parametrize("inp,out", [(KSP_IN, KSP_OUT), (TMS_IN, TMS_OUT)], ids=["sparse", "grid"])
def test_a_missing_full_stop_is_one_verdict_wherever_it_is(inp, out):
    lines = out.decode().rstrip("\n").split("\n")
    for i, line in enumerate(lines):
        assert line.endswith(".")
        cut = lines[:i] + [line[:-1]] + lines[i + 1:]
        for end in ("\n", ""):
            res = judge(inp, "\n".join(cut) + end)
            assert res == JudgeResult(PE, f"board {i + 1}: expected {line!r}, found {line[:-1]!r}"), (i, end)


def test_a_line_cut_short_is_the_same_defect_last_or_not():
    lines = KSP_OUT.split(b"\n")
    first_cut = b"Biely hrac ma"
    mid = judge(KSP_IN, first_cut + b"\n" + b"\n".join(lines[1:]))
    last = judge(KSP_IN, b"\n".join(lines[:3]) + b"\nCierny hrac ma")
    assert mid.verdict == last.verdict == PE
    assert last.message == "board 4: expected 'Cierny hrac ma sach. Ma 5 platnych tahov.', found 'Cierny hrac ma'"
    # lines missing at the end are still a wrong answer
    assert judge(KSP_IN, b"\n".join(lines[:3]) + b"\n\n").verdict == WA


def test_counts_are_worded_in_the_right_number(files, capsys):
    first = KSP_OUT.split(b"\n", 1)[0] + b"\n"
    assert judge(KSP_IN, KSP_OUT, first) == JudgeResult(FAIL, "the answer has 1 line, but the input has 4 boards")
    one = b"1\n" + KSP_IN.split(b"\n", 1)[1].split(b"\n\n")[0] + b"\n"
    assert judge(one, first, first).ok
    assert judge(one, first, first + first) == JudgeResult(
        FAIL, "the answer goes on after 1 line (expected 1 verdict line): line 2 is "
              "'Biely hrac ma sach. Ma 1 platnych tahov.'")
    assert judge(one, first, b"") == JudgeResult(FAIL, "the answer has 0 lines, but the input has 1 board")
    results, board = TIMUS_OUT.split(b"\n\n")
    assert judge(TIMUS_IN, TIMUS_OUT, results + b"\n\n" + board.split(b"\n")[0] + b"\n") == JudgeResult(
        FAIL, "the answer has 1 line after the empty line, expected the 8 board rows")
    for no_board in (results + b"\n", results + b"\n\n", results + b"\n\n \n"):   # no empty line, or nothing after it
        assert judge(TIMUS_IN, TIMUS_OUT, no_board) == JudgeResult(
            FAIL, "the answer ends after its results, expected an empty line and the 8 board rows")
    f = files(t_in=KSP_IN, t_out=KSP_OUT, t_ans=first)
    assert main(["judge", f["t_in"], f["t_out"], f["t_ans"]]) == 3
    assert capsys.readouterr().err == "FAIL the answer has 1 line, but the input has 4 boards\n"


def test_an_ostap_answer_with_more_results_than_moves():
    one_move = TIMUS_IN.replace(b"\n8\nWhite\n", b"\n1\nWhite\n").split(b"e7-e5")[0]
    out = solve(one_move).encode()
    assert out.startswith(b"Correct\n\n")
    rows = out.split(b"\n\n")[1].split(b"\n")
    assert judge(one_move, out, b"Correct\nCorrect\n\n" + b"\n".join(rows[:7]) + b"\n") == JudgeResult(
        FAIL, "the answer has 2 result lines, but the input has only 1 move")
    assert judge(one_move, out, b"Correct\nCorrect\n\n" + b"\n".join(rows)) == JudgeResult(
        FAIL, "the answer goes on after 10 lines (expected 1 result, an empty line and 8 rows): line 11 is "
              "'4 2 3 5 6 3 2 4'")


# ------------------------------------------------- the input under a variant
def test_judge_reads_the_input_under_the_fairy_variant(files, capsys):
    out = solve(FAIRY_IN, variant="fairy").encode()
    f = files(f_in=FAIRY_IN, f_out=out, bad_out=out.replace(b"Ma 2", b"Ma 3"))
    assert main(["judge", f["f_in"], f["f_out"], f["f_out"]]) == 3
    assert capsys.readouterr().err.startswith("FAIL the input breaks its format: line 5, board 1: expected a piece "
                                              "letter from 'KQRBHPkqrbhp', found 'M'")
    assert main(["judge", "--variant", "fairy", f["f_in"], f["f_out"], f["f_out"]]) == 0
    assert main(["judge", "--variant", "fairy", f["f_in"], f["f_out"]]) == 0
    assert capsys.readouterr().err == "ok 2 boards\nok 2 boards\n"
    assert main(["judge", "--variant", "fairy", f["f_in"], f["bad_out"]]) == 1
    assert main(["judge", "--variant", "fairy", "--cms", f["f_in"], f["f_out"], f["f_out"]]) == 0
    assert capsys.readouterr().out == "1.0\n"
    assert judge(FAIRY_IN, out, variant="fairy").ok and judge(FAIRY_IN, out).verdict == FAIL


def test_judge_reads_the_input_under_a_variant_file(files, capsys, tmp_path):
    out = solve(CAMEL_IN, variant=LEAPERS).encode()
    assert out == b"Biely hrac ma sach. Ma 2 platnych tahov.\n"
    for variant in (LEAPERS, pathlib.Path(LEAPERS), Variant.from_file(LEAPERS)):
        assert judge(CAMEL_IN, out, variant=variant) == JudgeResult(OK, "1 board")
    assert judge(CAMEL_IN, out).verdict == FAIL
    f = files(c_in=CAMEL_IN, c_out=out)
    assert main(["judge", "--variant", LEAPERS, f["c_in"], f["c_out"]]) == 0
    # --batch, its tests in a process pool
    outs = tmp_path / "outs"
    outs.mkdir()
    (outs / "c.out").write_bytes(out)
    assert main(["judge", "--batch", "--variant", LEAPERS, "-j", "2", "--outputs", str(outs), f["c_in"]]) == 0
    assert "passed 1 of 1" in capsys.readouterr().out
    with pytest.raises(ValueError, match="variant must be one of"):
        judge(CAMEL_IN, out, variant="no-such-variant")
    assert os.path.exists(LEAPERS)
