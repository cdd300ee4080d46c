"""fastcheck judge: the checker, as a Python function and as a command in
the testlib, Kattis/DOMjudge and CMS conventions."""
import io
import pathlib
import sys

import pytest

from fastcheck import solve
from fastcheck.cli import main
from fastcheck.kit.gen import generate
from fastcheck.kit.judge import FAIL, MAX_EXTRA, MAX_LINE, OK, PE, WA, JudgeResult, judge, judge_files, verdict_language

DATA = pathlib.Path(__file__).resolve().parent / "data"


def _read(name):
    return (DATA / name).read_bytes()


KSP_IN = _read("ksp-2.in")
KSP_OUT = _read("ksp-2.out")
TMS_IN = _read("tms-2.in")
TMS_OUT = _read("tms-2.out")
TIMUS_IN = _read("timus-2.in")
TIMUS_OUT = _read("timus-2.out")


# ------------------------------------------------------------ the function
@pytest.mark.parametrize("inp,out", [(KSP_IN, KSP_OUT), (TMS_IN, TMS_OUT), (TIMUS_IN, TIMUS_OUT),
                                     (_read("ksp-1.in"), _read("ksp-1.out")),
                                     (_read("timus-1.in"), _read("timus-1.out")),
                                     (_read("timus-3.in"), _read("timus-3.out"))],
                         ids=["ksp-2", "tms-2", "timus-2", "ksp-1", "timus-1", "timus-3"])
def test_accepts_the_right_output(inp, out):
    assert judge(inp, out).verdict == OK
    assert judge(inp, out, out).verdict == OK


def test_accepts_english_with_lang_or_answer():
    en = _read("ksp-2.en.out")
    assert judge(KSP_IN, en, lang="en").ok
    assert judge(KSP_IN, en, en).ok
    # Slovak expected, English found: the wrong output format
    assert judge(KSP_IN, en).verdict == PE


@pytest.mark.parametrize("mangle", [
    lambda b: b.replace(b"\n", b"\r\n"),
    lambda b: b.replace(b"\n", b"   \n"),
    lambda b: b.replace(b"\n", b" \t\r\n"),
    lambda b: b + b"\n\n   \n\r\n",
    lambda b: b.rstrip(b"\n"),
    lambda b: b.replace(b" ", b"  "),
], ids=["crlf", "trailing-spaces", "trailing-tab-crlf", "trailing-blank-lines", "no-final-newline", "double-spaces"])
def test_accepts_whitespace_variants(mangle):
    for inp, out in ((KSP_IN, KSP_OUT), (TIMUS_IN, TIMUS_OUT)):
        res = judge(inp, mangle(out))
        assert res.ok, res


def test_wrong_count_message_names_board_and_both_lines():
    bad = KSP_OUT.replace(b"Ma 5 platnych", b"Ma 4 platnych")
    res = judge(KSP_IN, bad)
    assert res.verdict == WA
    assert res.message == ("board 4: expected 'Cierny hrac ma sach. Ma 5 platnych tahov.', "
                           "found 'Cierny hrac ma sach. Ma 4 platnych tahov.'")
    assert res.line().startswith("wrong answer board 4: ")
    assert res.exit_code == 1


def test_wrong_side():
    res = judge(KSP_IN, KSP_OUT.replace(b"Biely", b"Cierny", 1))
    assert res.verdict == WA and res.message.startswith("board 1: ")


def test_case_sensitive():
    res = judge(KSP_IN, KSP_OUT.replace(b"Cierny hrac ma mat.", b"cierny hrac ma mat."))
    assert res.verdict == PE and res.message.startswith("board 2: ")


def test_missing_line_is_wrong_answer():
    short = b"\n".join(KSP_OUT.split(b"\n")[:3]) + b"\n"
    res = judge(KSP_IN, short)
    assert res.verdict == WA
    assert res.message == "board 4: expected 'Cierny hrac ma sach. Ma 5 platnych tahov.', found the end of the output"
    assert judge(KSP_IN, b"").verdict == WA


def test_missing_line_in_the_middle():
    lines = KSP_OUT.split(b"\n")
    res = judge(KSP_IN, b"\n".join(lines[:1] + lines[2:]))
    assert res.verdict == WA and res.message.startswith("board 2: expected 'Cierny hrac ma mat.'")


def test_extra_line_is_presentation_error():
    res = judge(KSP_IN, KSP_OUT + b"Neutralna situacia.\n")
    assert res.verdict == PE
    assert res.message == "extra output after board 4: line 5 is 'Neutralna situacia.'"
    assert res.line().startswith("wrong output format ")


def test_blank_line_inside_is_presentation_error():
    res = judge(KSP_IN, KSP_OUT.replace(b"\n", b"\n\n", 1))
    assert res.verdict == PE and "found an empty line" in res.message


@pytest.mark.parametrize("garbage", [b"garbage\n", b"42\n", b"\x00\x00\n", b"\xff\xfe\xfd\n",
                                     "Biely hráč má šach.\n".encode(), b"Safe\n"])
def test_garbage_is_presentation_error(garbage):
    res = judge(KSP_IN, garbage)
    assert res.verdict == PE, res
    assert res.message.startswith("board 1: ")


def test_nul_inside_a_line():
    res = judge(TIMUS_IN, TIMUS_OUT.replace(b"Correct", b"Correct\x00", 1))
    assert res.verdict == PE and "found byte 0x00 after 'Correct'" in res.message


def test_grid_check_line_has_no_count():
    bad = TMS_OUT.replace(b"Biely hrac ma sach.", b"Biely hrac ma sach. Ma 1 platnych tahov.", 1)
    res = judge(TMS_IN, bad)
    assert res.verdict == WA and res.message.startswith("board 1: expected 'Biely hrac ma sach.'")


# ---------------------------------------------------------------- format C
def test_ostap_wrong_result_names_the_move():
    res = judge(TIMUS_IN, TIMUS_OUT.replace(b"Mate", b"Check"))
    assert res.verdict == WA
    assert res.message == "move 7: expected 'Mate', found 'Check'"


def test_ostap_wrong_board_names_the_row():
    bad = TIMUS_OUT.replace(b"4 2 3 0 6 0 2 4", b"4 2 3 0 6 0 2 5")
    res = judge(TIMUS_IN, bad)
    assert res.verdict == WA
    assert res.message == "board row 8: expected '4 2 3 0 6 0 2 4', found '4 2 3 0 6 0 2 5'"


def test_ostap_missing_empty_line():
    res = judge(TIMUS_IN, TIMUS_OUT.replace(b"\n\n", b"\n"))
    assert res.verdict == WA and res.message.startswith("the empty line after the moves: expected an empty line")


def test_ostap_result_lines_too_many_or_too_few():
    assert judge(TIMUS_IN, TIMUS_OUT.replace(b"Mate\n", b"Mate\nCorrect\n")).verdict == WA
    res = judge(TIMUS_IN, TIMUS_OUT.replace(b"Correct\nMate\n", b"Mate\n"))
    assert res.verdict == WA and res.message.startswith("move 6: expected 'Correct', found 'Mate'")


def test_ostap_garbage_and_extra():
    assert judge(TIMUS_IN, TIMUS_OUT.replace(b"Mate", b"mate")).verdict == PE
    assert judge(TIMUS_IN, TIMUS_OUT.replace(b"0 5 0 0", b"0 7 0 0")).verdict == PE
    res = judge(TIMUS_IN, TIMUS_OUT + b"Correct\n")
    assert res.verdict == PE and res.message.startswith("extra output after the final board")


def test_ostap_missing_board():
    res = judge(TIMUS_IN, TIMUS_OUT.split(b"\n\n")[0] + b"\n")
    assert res.verdict == WA
    assert res.message == "the empty line after the moves: expected an empty line, found the end of the output"
    res = judge(TIMUS_IN, TIMUS_OUT.split(b"\n\n")[0] + b"\n\n")
    assert res.message == "board row 1: expected '-4 -2 -3 -5 -6 -3 -2 -4', found the end of the output"


# An output that ends early is a wrong answer, as with testlib's wcmp/lcmp and the Kattis default
# output validator (the judge's docstring and the README say why not a presentation error)
@pytest.mark.parametrize("inp,out,cut,label", [
    (KSP_IN, KSP_OUT, 14, "board 4"),       # 'Cierny hrac ma'
    (TMS_IN, TMS_OUT, 8, "board 4"),
    (TIMUS_IN, TIMUS_OUT, 5, "board row 8"),
], ids=["sparse", "grid", "ostap"])
def test_output_that_ends_early_is_wrong_answer(inp, out, cut, label):
    assert len(out.rstrip(b"\n").split(b"\n")[-1]) > cut
    lines = out.rstrip(b"\n").split(b"\n")
    for k in range(len(lines)):           # every proper prefix of whole lines, with and without blank lines after
        for tail in (b"", b"\n", b"\n\n  \n"):
            res = judge(inp, b"".join(ln + b"\n" for ln in lines[:k]) + tail)
            assert res.verdict == WA, (k, tail, res)
            assert res.message.endswith("found the end of the output"), res.message
    # a last line that stops within the expected one (also within a token) is a malformed line, as it is
    # when more output follows: one defect, one verdict
    for end in (cut, cut - 1):
        part = lines[-1][:end]
        short = b"".join(ln + b"\n" for ln in lines[:-1]) + part
        for rest in (b"", b"\n", b"\n\n"):
            res = judge(inp, short + rest)
            assert res.verdict == PE, res
            assert res.message == f"{label}: expected {lines[-1].decode()!r}, found {part.rstrip().decode()!r}"
        assert judge(inp, short + b"\nCorrect\n").verdict == PE


def test_output_that_ends_early_in_every_convention(tmp_path):
    lines = KSP_OUT.split(b"\n")
    short = b"\n".join(lines[:2]) + b"\n\n"
    (tmp_path / "a.in").write_bytes(KSP_IN)
    (tmp_path / "a.out").write_bytes(short)
    (tmp_path / "a.ans").write_bytes(KSP_OUT)
    assert main(["judge", str(tmp_path / "a.in"), str(tmp_path / "a.out"), str(tmp_path / "a.ans")]) == 1
    assert main(["judge", "--cms", str(tmp_path / "a.in"), str(tmp_path / "a.ans"), str(tmp_path / "a.out")]) == 0
    with open(tmp_path / "a.out", "rb") as fh:
        sys.stdin = io.TextIOWrapper(fh)
        try:
            assert main(["judge", "--kattis", str(tmp_path / "a.in"), str(tmp_path / "a.ans"), str(tmp_path)]) == 43
        finally:
            sys.stdin = sys.__stdin__
    assert (tmp_path / "judgemessage.txt").read_text().startswith("wrong answer board 3: expected ")


# --------------------------------------------------------------- FAIL
def test_broken_input_is_fail():
    res = judge(b"1\n8 2\n1 1 k\n", KSP_OUT)
    assert res.verdict == FAIL and "input" in res.message
    assert res.exit_code == 3


@pytest.mark.parametrize("answer", [b"", b"Safe\n", b"garbage\n" * 4, KSP_OUT + b"Safe\n",
                                    KSP_OUT.replace(b"Cierny hrac ma mat.", b"Safe")],
                         ids=["empty", "short", "garbage", "long", "mixed-languages"])
def test_broken_answer_is_fail(answer):
    res = judge(KSP_IN, KSP_OUT, answer)
    assert res.verdict == FAIL, res
    assert res.line().startswith("FAIL ")


@pytest.mark.parametrize("answer", [
    TIMUS_OUT.replace(b"Mate\n", b""),                       # stops without an ending
    TIMUS_OUT.replace(b"Correct\n", b"Mate\n", 1),           # Mate then more results
    TIMUS_OUT.replace(b"4 2 3 0 6 0 2 4\n", b""),            # 7 board rows
    TIMUS_OUT.replace(b"0 5 0 0", b"0 9 0 0"),               # not a board row
    b"Correct\n" * 9 + b"\n" + TIMUS_OUT.split(b"\n\n")[1],  # more results than moves
], ids=["no-ending", "results-after-mate", "seven-rows", "bad-row", "too-many-results"])
def test_broken_ostap_answer_is_fail(answer):
    assert judge(TIMUS_IN, TIMUS_OUT, answer).verdict == FAIL


# ------------------------------------------------------- bounded reading
class _Endless(io.RawIOBase):
    """A stream of ``chunk`` repeated forever, counting what is read."""

    def __init__(self, prefix, chunk):
        self.prefix = prefix
        self.chunk = chunk
        self.read_bytes = 0

    def readable(self):
        return True

    def readinto(self, buf):
        n = len(buf)
        data = self.prefix[:n]
        self.prefix = self.prefix[len(data):]
        while len(data) < n:
            data += self.chunk[: n - len(data)]
        buf[:n] = data
        self.read_bytes += n
        return n


@pytest.mark.parametrize("prefix,chunk,verdict", [
    (b"", b"x" * 65536, PE),                         # one endless line
    (b"", b"Biely hrac ma sach. Ma 1 platnych tahov.\n", WA),   # stops at the first difference
    (KSP_OUT, b"\n", PE),                            # endless blank lines after the end
    (KSP_OUT, b" " * 4096, PE),                      # endless spaces after the end
    (KSP_OUT, b"Safe\n", PE),                        # endless extra output
], ids=["endless-line", "endless-verdicts", "answer-then-blank-lines", "answer-then-spaces", "answer-then-extra"])
def test_reading_is_bounded(prefix, chunk, verdict):
    raw = _Endless(prefix, chunk)
    res = judge(KSP_IN, io.BufferedReader(raw))
    assert res.verdict == verdict, res
    assert raw.read_bytes <= MAX_LINE + MAX_EXTRA + (1 << 17)


def test_long_line_is_presentation_error():
    res = judge(KSP_IN, b"Safe" + b"!" * (MAX_LINE + 10) + b"\n")
    assert res.verdict == PE and "longer than" in res.message


def test_verdict_language():
    assert verdict_language(b"Biely hrac ma sach. Ma 12 platnych tahov.".split()) == "sk"
    assert verdict_language(b"Biely hrac ma sach.".split()) == "sk"
    assert verdict_language(b"Black Check - 3 Plausible Moves".split()) == "en"
    assert verdict_language(b"White Checkmate".split()) == "en"
    assert verdict_language(b"Biely hrac ma sach. Ma 0 platnych tahov.".split()) is None
    assert verdict_language(b"Biely hrac ma sach. Ma 012 platnych tahov.".split()) is None
    assert verdict_language(b"White Check - -1 Plausible Moves".split()) is None
    assert verdict_language([]) is None


def test_judge_result_api():
    r = JudgeResult(OK, "4 boards")
    assert r.ok and r.exit_code == 0 and str(r) == "ok 4 boards"


def test_judge_files(tmp_path):
    (tmp_path / "a.in").write_bytes(KSP_IN)
    (tmp_path / "a.out").write_bytes(KSP_OUT)
    assert judge_files(str(tmp_path / "a.in"), str(tmp_path / "a.out")).ok
    assert judge_files(str(tmp_path / "a.in"), str(tmp_path / "missing.out")).verdict == PE
    assert judge_files(str(tmp_path / "missing.in"), str(tmp_path / "a.out")).verdict == FAIL
    assert judge_files(str(tmp_path / "a.in"), str(tmp_path / "a.out"), str(tmp_path / "x.ans")).verdict == FAIL


# ----------------------------------------------------------------- the CLI
def _stdin(monkeypatch, data):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))


TESTLIB_CASES = [
    (KSP_OUT, 0, "ok ", "4 boards"),
    (KSP_OUT.replace(b"Ma 5", b"Ma 6"), 1, "wrong answer ", "board 4: expected"),
    (KSP_OUT + b"more\n", 2, "wrong output format ", "extra output after board 4"),
    (b"nonsense\n", 2, "wrong output format ", "board 1: expected"),
]


@pytest.mark.parametrize("out,code,prefix,start", TESTLIB_CASES, ids=["ok", "wa", "extra", "garbage"])
def test_cli_testlib(files, capsys, out, code, prefix, start):
    f = files(t_in=KSP_IN, t_out=out, t_ans=KSP_OUT)
    report = f["t_in"] + ".report"
    assert main(["judge", f["t_in"], f["t_out"], f["t_ans"], report]) == code
    err = capsys.readouterr().err
    assert err.startswith(prefix + start) and err.count("\n") == 1
    # like testlib, the report holds the message without the prefix
    assert pathlib.Path(report).read_text() == err[len(prefix):-1]


def test_cli_testlib_without_answer(files, capsys):
    f = files(t_in=TIMUS_IN, t_out=TIMUS_OUT)
    assert main(["judge", f["t_in"], f["t_out"]]) == 0
    assert capsys.readouterr().err == "ok 7 moves and the final board\n"


def test_cli_testlib_fail(files, capsys):
    f = files(t_in=KSP_IN, t_out=KSP_OUT, t_ans=b"Safe\n")
    assert main(["judge", f["t_in"], f["t_out"], f["t_ans"]]) == 3
    assert capsys.readouterr().err.startswith("FAIL the answer has 1 line, but the input has 4 boards")
    assert main(["judge", f["t_in"]]) == 3
    assert capsys.readouterr().err.startswith("FAIL usage:")
    with pytest.raises(SystemExit) as exc:
        main(["judge", "--no-such-option", f["t_in"], f["t_out"]])
    assert exc.value.code == 3
    bad = files(b_in=b"2\n8 2\n1 1 k\n")
    assert main(["judge", bad["b_in"], f["t_out"], f["t_ans"]]) == 3


def test_cli_testlib_appes(files):
    f = files(t_in=KSP_IN, t_out=KSP_OUT.replace(b"Ma 5", b"Ma 6"))
    report = f["t_in"] + ".xml"
    assert main(["judge", f["t_in"], f["t_out"], f["t_out"], report, "-appes"]) == 0
    text = pathlib.Path(report).read_text()
    assert text.startswith('<?xml version="1.0" encoding="windows-1251"?><result outcome = "accepted">')
    g = files(g_in=KSP_IN, g_out=KSP_OUT.replace(b"Ma 5", b"Ma 6"), g_ans=KSP_OUT)
    assert main(["judge", g["g_in"], g["g_out"], g["g_ans"], report, "-appes"]) == 1
    assert '<result outcome = "wrong-answer">board 4: expected' in pathlib.Path(report).read_text()


@pytest.mark.parametrize("out,code", [(KSP_OUT, 42), (KSP_OUT.replace(b"Biely", b"Cierny", 1), 43),
                                      (b"\x00garbage", 43), (KSP_OUT + b"x\n", 43)],
                         ids=["ok", "wrong-side", "garbage", "extra"])
def test_cli_kattis(files, tmp_path, monkeypatch, capsys, out, code):
    f = files(k_in=KSP_IN, k_ans=KSP_OUT)
    feedback = tmp_path / "feedback"
    feedback.mkdir()
    _stdin(monkeypatch, out)
    assert main(["judge", "--kattis", f["k_in"], f["k_ans"], str(feedback), "case_sensitive"]) == code
    msg = (feedback / "judgemessage.txt").read_text()
    assert msg.startswith("ok " if code == 42 else ("wrong answer " if b"Cierny" in out[:6] else "wrong"))


def test_cli_kattis_fail(files, tmp_path, monkeypatch, capsys):
    f = files(k_in=KSP_IN, k_ans=KSP_OUT)
    _stdin(monkeypatch, KSP_OUT)
    assert main(["judge", "--kattis", f["k_in"], f["k_ans"], str(tmp_path / "missing")]) == 3
    assert main(["judge", "--kattis", f["k_in"]]) == 3


@pytest.mark.parametrize("out,score", [(KSP_OUT, "1.0"), (KSP_OUT.replace(b"Ma 1", b"Ma 2", 1), "0.0"),
                                       (b"", "0.0"), (b"\xff", "0.0")], ids=["ok", "wa", "empty", "binary"])
def test_cli_cms(files, capsys, out, score):
    f = files(c_in=KSP_IN, c_ans=KSP_OUT, c_out=out)
    assert main(["judge", "--cms", f["c_in"], f["c_ans"], f["c_out"]]) == 0
    cap = capsys.readouterr()
    assert cap.out == score + "\n"
    assert cap.err.count("\n") == 1 and cap.err.strip()


def test_cli_cms_fail(files, capsys):
    f = files(c_in=KSP_IN, c_ans=b"Safe\n", c_out=KSP_OUT)
    assert main(["judge", "--cms", f["c_in"], f["c_ans"], f["c_out"]]) == 3
    assert capsys.readouterr().err.startswith("FAIL ")


def test_cli_batch(tmp_path, capsys):
    tests = tmp_path / "tests"
    outs = tmp_path / "outs"
    tests.mkdir()
    outs.mkdir()
    names = ["ksp-1", "ksp-2", "tms-2", "timus-2"]
    for name in names:
        (tests / f"{name}.in").write_bytes(_read(f"{name}.in"))
        (tests / f"{name}.ans").write_bytes(_read(f"{name}.out"))
        (outs / f"{name}.out").write_bytes(_read(f"{name}.out"))
    inputs = [str(tests / f"{n}.in") for n in names]
    assert main(["judge", "--batch", "--outputs", str(outs), *inputs]) == 0
    assert main(["judge", "--batch", "--outputs", str(outs), "--answers", str(tests), "-j", "2", *inputs]) == 0
    out = capsys.readouterr().out
    assert out.count(": ok ") == 8 and "passed 4 of 4" in out
    (outs / "ksp-2.out").write_bytes(_read("ksp-2.out").replace(b"Ma 5", b"Ma 3"))
    (outs / "tms-2.out").unlink()
    assert main(["judge", "--batch", "--outputs", str(outs), *inputs]) == 2
    out = capsys.readouterr().out
    assert "ksp-2.in: wrong answer board 4" in out and "tms-2.in: wrong output format" in out
    assert "passed 2 of 4" in out


def test_solve_output_is_judged_ok_for_generated_inputs():
    for fmt in ("grid", "sparse", "ostap"):
        text = generate(fmt, seed=5, **({} if fmt == "ostap" else {"boards": 20}))
        assert judge(text, solve(text)).ok
        assert judge(text, solve(text, lang="en"), lang="en").ok


def test_cli_batch_finds_answers_named_ans_or_out(tmp_path, capsys):
    """The shipped samples name their answers NAME.out: --answers finds
    NAME.ans first, else NAME.out, never the contestant's output itself."""
    samples = tmp_path / "samples"
    outs = tmp_path / "outs"
    samples.mkdir()
    outs.mkdir()
    for name in ("ksp-2", "timus-2"):
        (samples / f"{name}.in").write_bytes(_read(f"{name}.in"))
        (samples / f"{name}.out").write_bytes(_read(f"{name}.out"))
        (outs / f"{name}.out").write_bytes(_read(f"{name}.out"))
    inputs = [str(samples / f"{n}.in") for n in ("ksp-2", "timus-2")]
    assert main(["judge", "--batch", "--outputs", str(outs), "--answers", str(samples), *inputs]) == 0
    assert "passed 2 of 2" in capsys.readouterr().out
    # a NAME.ans comes first: a wrong one fails the test
    (samples / "ksp-2.ans").write_bytes(b"wrong\n")
    assert main(["judge", "--batch", "--outputs", str(outs), "--answers", str(samples), *inputs]) != 0
    assert "passed 1 of 2" in capsys.readouterr().out
    (samples / "ksp-2.ans").unlink()
    # answers and outputs in one folder: NAME.out is the output, so there is no answer
    assert main(["judge", "--batch", "--outputs", str(samples), "--answers", str(samples), inputs[0]]) == 3
    assert "ksp-2.ans" in capsys.readouterr().out
    # an explicit suffix is the only one looked for
    assert main(["judge", "--batch", "--outputs", str(outs), "--answers", str(samples), "--answer-suffix", ".ans",
                 inputs[0]]) == 3
    capsys.readouterr()


# ------------------------------------------------- where an output first differs
def _reference_first_difference(expected, received):
    """Brute force: both outputs split into lines, the first expected line
    whose tokens the received one does not repeat, and the two lines there
    (CR cut; no received line where only blank ones follow); past the expected
    lines, the first received one unless only blank ones are left."""
    exp = expected.split("\n")[:-1]
    got = [g.rstrip("\r") for g in received.decode("utf-8", "replace").split("\n")]
    if got[-1] == "":
        got.pop()
    for i, e in enumerate(exp):
        g = got[i] if i < len(got) else None
        if g is None or g.split() != e.split():
            return i + 1, e, None if not "".join(got[i:]).strip() else g
    if not "".join(got[len(exp):]).strip():
        return 0, None, None
    return len(exp) + 1, None, got[len(exp)]


def _outputs(ans):
    """Outputs that differ from ``ans`` in every place: a line changed, dropped or added, cut, garbled."""
    lines = ans.split(b"\n")[:-1]
    for i in range(len(lines)):
        for new in (b"Safe", b"garbage  here \t", b"", b"0 0 0 0 0 0 0 0", lines[i] + b" x", lines[i][:3]):
            if new.split() != lines[i].split():
                yield b"\n".join(lines[:i] + [new] + lines[i + 1:]) + b"\n"
        yield b"\n".join(lines[:i]) + b"\n"
        yield b"\r\n".join(lines[:i] + [b"x\xff\xfe"] + lines[i:]) + b"\r\n"
    yield ans + b"Safe\n"
    yield ans + b"\n  \nmore \r\n"
    yield ans + b"\n\n"
    yield ans


@pytest.mark.parametrize("name", ["ksp-1", "tms-1", "timus-1", "timus-2"])
def test_first_difference_is_the_brute_force_one(name):
    """The line the stress tester reports is where the judge's comparison stops."""
    from fastcheck.kit.judge import first_difference

    inp = (DATA / f"{name}.in").read_bytes()
    ans = solve(inp).encode()
    seen = set()
    for out in _outputs(ans):
        want = _reference_first_difference(ans.decode(), out)
        assert first_difference(inp, out, ans) == want, out
        assert (want[0] == 0) == judge(inp, out, ans).ok
        seen.add(want[0] > len(ans.split(b"\n")) - 1)
    assert seen == {True, False}
