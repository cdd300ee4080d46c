"""fastcheck validate: strict format checking and the limits presets."""
import io
import pathlib
import sys

import pytest

from fastcheck.cli import main
from fastcheck.formats import detect_format
from fastcheck.kit.validate import PRESETS, validate

DATA = pathlib.Path(__file__).resolve().parent / "data"
KSP = (DATA / "ksp-2.in").read_text()
TMS = (DATA / "tms-2.in").read_text()
TIMUS = (DATA / "timus-2.in").read_text()


@pytest.mark.parametrize("name", sorted(p.name for p in DATA.glob("*.in")))
def test_samples_are_valid(name):
    res = validate((DATA / name).read_bytes())
    assert res.ok, res.describe()
    assert res.error is None


@pytest.mark.parametrize("text", [KSP, TMS, TIMUS], ids=["B", "A", "C"])
@pytest.mark.parametrize("mangle", [
    lambda s: s.replace("\n", "\r\n"),          # Windows line endings
    lambda s: s.replace("\n", "  \n"),          # trailing spaces
    lambda s: s.replace("\n", " \t\r\n"),
    lambda s: s.rstrip("\n"),                   # no final newline / blank line
], ids=["crlf", "trailing-spaces", "trailing-tab-crlf", "no-final-newline"])
def test_spec_tolerances_are_valid(text, mangle):
    res = validate(mangle(text))
    assert res.ok, res.describe()


def _short(value):
    """Test ids: the long input texts are left out."""
    return "text" if isinstance(value, str) and len(value) > 40 else None


def _err(text, **kw):
    res = validate(text, **kw)
    assert not res.ok
    return res.error


@pytest.mark.parametrize("text,line,board,words", [
    (KSP.replace("\n\n", "\n\n\n", 1), 11, 2, "another empty line"),
    (KSP.replace("\n\n", "\n", 1), 10, 1, "an empty line after board 1"),
    (KSP.replace("4\n", "4\n\n", 1), 2, 1, "right after the line with t"),
    (KSP + "\n\n", 41, None, "end of input after the empty line that ends board 4"),
    (KSP.replace("1 1 k\n", "1 1 k\n\n", 1), 4, 1, "found an empty line"),
    (KSP.replace("1 1 k", " 1 1 k", 1), 3, None, "no whitespace at the start"),
    (KSP.replace("1 1 k", "1\t1 k", 1), 3, None, "single space"),
    (KSP.replace("1 1 k", "1  1 k", 1), 3, None, "single space"),
    (KSP.replace("8 7", "08 7", 1), 2, None, "leading zeros"),
    (KSP.replace("1 1 k", "1 1 k\x00", 1), 3, None, "0x00"),
    ("\ufeff" + KSP, 1, None, "byte order mark"),
    (KSP.replace("1 1 k", "1 1\rk", 1), 3, None, "lone CR"),
    (KSP.replace("1 1 k", "1 1 x", 1), 3, 1, "piece letter"),
    (KSP.replace("2 7 r", "2 7 k", 1), 9, 1, "white king"),
    (KSP.replace("2 7 r", "1 1 r", 1), 9, 1, "one piece per square"),
    (KSP.replace("8 7", "7 7", 1), 2, 1, "board size n within 8..10^18"),
    (KSP.replace("8 7", "8 6", 1), 9, 1, "expected an empty line after board 1, found '2 7 r'"),
    ("", 1, None, "number of boards"),
    ("0\n", 1, None, "within 1..20000"),
], ids=_short)
def test_sparse_violations(text, line, board, words):
    err = _err(text)
    assert err.line == line, str(err)
    assert err.board == board, str(err)
    assert words in str(err)


@pytest.mark.parametrize("text,line,words", [
    (TMS.replace("\n\n", "\n\n\n", 1), 11, "another empty line"),
    (TMS.replace("\n\n", "\n", 1), 10, "an empty line after board 1"),
    (TMS.replace("k..H....", "k..H...", 1), 2, "row 1 of the grid"),
    (TMS.replace("k..H....", "k..H.....", 1), 2, "row 1 of the grid"),
    (TMS.replace("k..H....", "k..H...x", 1), 2, "row 1 of the grid"),
    (TMS.replace("k..H....", "...H....", 1), 2, "exactly one white king"),
    ("1001\n" + ("k.......\n" + "........\n" * 6 + ".......K\n\n") * 1001, 1, "within 1..1000"),
], ids=_short)
def test_grid_violations(text, line, words):
    err = _err(text)
    assert err.line == line, str(err)
    assert words in str(err)


@pytest.mark.parametrize("text,line,words", [
    (TIMUS.replace("\n", " ", 3), 1, "8 numbers on the line"),
    (TIMUS.replace("White", "\nWhite"), 10, "alone on its line"),
    (TIMUS + "a1-a2\n", 19, "end of input after 8 moves"),
    (TIMUS + "\n", 19, "end of input after 8 moves"),
    (TIMUS.replace("\n8\n", "\n61\n"), 9, "(1..60)"),
    (TIMUS.replace("0 0 0", "-0 0 0", 1), 3, "'-0'"),
    (TIMUS.replace("1 1 1", "+1 1 1", 1), 7, "sign"),
    (TIMUS.replace("e2-e4", "e2e4"), 11, "a move like"),
    (TIMUS.replace("e2-e4\n", "e2-e4 "), 11, "alone on its line"),
    (TIMUS.replace("White", "white"), 10, "'White' or 'Black'"),
    (TIMUS.replace("-4 -2", "-7 -2", 1), 1, "-6..6"),
], ids=_short)
def test_ostap_violations(text, line, words):
    err = _err(text)
    assert err.line == line, str(err)
    assert words in str(err)


@pytest.mark.parametrize("text,kw,kind", [
    (KSP.replace("\n\n", "\n\n\n", 1), {}, "layout"),           # a second empty line
    (KSP.replace("\n\n", "\n", 1), {}, "layout"),                 # a missing empty line
    (KSP.replace("1 1 k", " 1 1 k", 1), {}, "layout"),             # leading whitespace
    (KSP.replace("1 1 k", "1  1 k", 1), {}, "layout"),             # two spaces
    (KSP.replace("8 7", "08 7", 1), {}, "layout"),                 # a leading zero
    ("\ufeff" + KSP, {}, "layout"),                                # a byte order mark
    (KSP + "\n\n", {}, "layout"),                                  # empty lines after the end
    (KSP + "\n1 1 k\n", {}, "trailing"),                           # text after the end
    (TMS.replace("\n\n", "\n", 1), {}, "layout"),
    (TIMUS.replace("\n", " ", 3), {}, "layout"),                   # a board row split wrongly
    (TIMUS.replace("White", "\nWhite"), {}, "layout"),
    (TIMUS + "\n", {}, "layout"),
    (TIMUS + "a1-a2\n", {}, "trailing"),
    (KSP.replace("8 7", "7 7", 1), {}, "limit"),                   # n below CSTATE3's 8
    ("0\n", {}, "limit"),                                          # t below 1
    (KSP, {"limits": "timus"}, "limit"),                          # the preset is for another format
], ids=_short)
def test_error_kinds(text, kw, kind):
    assert _err(text, **kw).kind == kind


def test_limit_kind_for_totals():
    board = "8 2\n1 1 k\n8 8 K\n\n"
    assert _err("20001\n" + board * 20001).kind == "limit"


def test_detection_is_the_library_s():
    # a grid row of the wrong width is still a grid, whatever its length
    for row in ("k......", "k.......K", "k" * 5000):
        err = _err(f"1\n{row}\n")
        assert "row 1 of the grid" in str(err) and err.line == 2
    # what solve calls format B is validated as format B, even when the
    # first 4 KB of its second line look like a grid row
    text = "1\n" + "K" * 4095 + " 5\n"
    res = validate(text)
    assert res.format == detect_format(text.encode()) == "sparse"
    assert not res.ok and res.error.line == 2


def test_first_violation_wins():
    text = KSP.replace("1 1 k", "1  1 k", 1).replace("2 7 r", "2 7 x", 1)
    assert _err(text).line == 3
    text = KSP.replace("1 1 k", "1 1 x", 1).replace("8 1 r", "8  1 r", 1)
    assert _err(text).line == 3


def test_presets():
    assert validate(KSP, limits="ksp").ok
    assert validate(KSP, limits="none").ok
    assert validate(KSP, limits="cstate3").ok
    assert "format C" in str(_err(KSP, limits="timus"))
    assert "format B" in str(_err(TMS, limits="cstate3"))
    assert validate(TIMUS, limits="timus").ok
    big = "1\n1000000000000000000 2\n1 1 k\n1000000000000000000 1000000000000000000 K\n"
    assert validate(big).ok
    assert "n within 8..8" in str(_err(big, limits="ksp"))
    assert validate("0\n", limits="none").ok
    assert set(PRESETS) == {"cstate3", "ksp", "timus", "none"}


def test_cstate3_totals():
    board = "8 2\n1 1 k\n8 8 K\n\n"
    assert validate("20000\n" + board * 20000).ok
    err = _err("20001\n" + board * 20001)
    assert "within 1..20000" in str(err) and err.line == 1
    # p <= 2*10^5 per board, 10^6 in all
    pieces = "\n".join(f"{x} {y} P" for x in range(2, 502) for y in range(2, 403))
    count = 500 * 401
    text = f"1\n1000 {count + 2}\n1 1 k\n1000 1000 K\n{pieces}\n"
    err = _err(text)
    assert "piece count p within 2..200000" in str(err) and err.board == 1 and err.line == 2


def test_explicit_format():
    assert validate(KSP, format="sparse").ok
    assert not validate(KSP, format="grid").ok
    assert validate(TIMUS, format="ostap").ok


# ----------------------------------------------------------------- the CLI
def test_cli_exit_codes(tmp_path, capsys):
    good = tmp_path / "good.in"
    bad = tmp_path / "bad.in"
    good.write_text(KSP)
    bad.write_text(KSP.replace("1 1 k", "1 1 x", 1))
    assert main(["validate", str(good)]) == 0
    assert "valid: format B" in capsys.readouterr().out
    assert main(["validate", str(bad)]) == 3
    err = capsys.readouterr().err
    assert err == f"{bad}: invalid: line 3, board 1: expected a piece letter from 'KQRBHPkqrbhp', found 'x'\n"
    assert main(["validate", "--kattis", str(good)]) == 42
    assert main(["validate", "--kattis", str(bad)]) == 43
    assert main(["validate", "--limits", "timus", str(good)]) == 3
    assert main(["validate", "-q", "--limits", "none", str(good)]) == 0
    assert main(["validate", str(tmp_path / "missing.in")]) == 3


def test_cli_stdin(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(TIMUS.encode())))
    assert main(["validate", "--kattis"]) == 42
    assert "<stdin>: valid" in capsys.readouterr().out


def test_cli_many_files(tmp_path, capsys):
    paths = []
    for i, text in enumerate([KSP, TMS, TIMUS, KSP.replace("8 7", "7 7", 1)]):
        p = tmp_path / f"{i}.in"
        p.write_text(text)
        paths.append(str(p))
    assert main(["validate", "-j", "2", *paths]) == 3
    cap = capsys.readouterr()
    assert cap.out.count(": valid") == 3 and "3 of 4 files valid" in cap.out
    assert cap.err.count("invalid") == 1 and "3.in: invalid: line 2, board 1" in cap.err
    assert main(["validate", *paths[:3]]) == 0


@pytest.mark.parametrize("text", [
    b"\n1\n8 2\n1 1 k\n8 8 K\n\n",                       # an empty line before t
    b"\n1\n8 2\n1 1 k\n\n8 8 K\n\n",                     # ... which once hid the empty line inside the board
    b"\n1\n" + b"k.......\n" + b"........\n" * 6 + b".......K\n\n",
])
def test_an_empty_first_line_is_refused(text):
    res = validate(text)
    assert not res.ok and res.error.line == 1 and res.error.kind == "layout"
    assert "the number of boards t on line 1" in str(res.error)
