"""Every official sample in tests/data must come out byte for byte.

ksp-*  format B (sparse), .out Slovak, .en.out English
tms-*  format A (8x8 grids), .out Slovak
timus-* format C (Ostap's chess), .out
"""
import pathlib

import pytest

import fastcheck as fc

import reference
import reference_ostap
from properties import PATHS, read_via, same_boards, scanner_accepts, solve_via

DATA = pathlib.Path(__file__).resolve().parent / "data"


def _read(path):
    return path.read_bytes().decode("ascii")


def _cases(prefix, suffix):
    out = []
    for inp in sorted(DATA.glob(prefix + "-*.in")):
        exp = inp.with_name(inp.name[: -len(".in")] + suffix)
        if exp.exists():
            out.append(pytest.param(inp, exp, id=exp.name))
    return out


POSITION_SK = _cases("ksp", ".out") + _cases("tms", ".out")
POSITION_EN = _cases("ksp", ".en.out") + _cases("tms", ".en.out")
OSTAP = _cases("timus", ".out")


def test_samples_are_present():
    assert len(POSITION_SK) >= 4
    assert len(POSITION_EN) >= 2
    assert len(OSTAP) >= 3


# ---------------------------------------------------------------- reference

@pytest.mark.parametrize("inp,exp", POSITION_SK)
def test_reference_slovak(inp, exp):
    assert reference.solve_text(_read(inp), "sk") == _read(exp)


@pytest.mark.parametrize("inp,exp", POSITION_EN)
def test_reference_english(inp, exp):
    assert reference.solve_text(_read(inp), "en") == _read(exp)


@pytest.mark.parametrize("inp,exp", OSTAP)
def test_reference_ostap(inp, exp):
    assert reference_ostap.run(_read(inp)) == _read(exp)


# ---------------------------------------------------------------- fastcheck

@pytest.mark.parametrize("inp,exp", POSITION_SK)
def test_solve_slovak_default(inp, exp):
    assert fc.solve(_read(inp)) == _read(exp)


@pytest.mark.parametrize("inp,exp", POSITION_SK)
def test_solve_slovak_explicit(inp, exp):
    fmt = "grid" if inp.name.startswith("tms") else "sparse"
    assert fc.solve(_read(inp), lang="sk") == _read(exp)
    assert fc.solve(_read(inp), format=fmt, lang="sk") == _read(exp)


@pytest.mark.parametrize("inp,exp", POSITION_EN)
def test_solve_english(inp, exp):
    assert fc.solve(_read(inp), lang="en") == _read(exp)


@pytest.mark.parametrize("inp,exp", OSTAP)
def test_solve_ostap_autodetected(inp, exp):
    assert fc.solve(_read(inp)) == _read(exp)
    assert fc.solve(_read(inp), format="ostap") == _read(exp)


@pytest.mark.parametrize("inp,exp", POSITION_SK + OSTAP)
def test_solve_accepts_bytes(inp, exp):
    assert fc.solve(inp.read_bytes()) == _read(exp)


def _variants(text):
    """The sample as it is, with CRLF line ends, trailing spaces, without its final blank line(s) and
    without its final newline."""
    yield text
    yield text.replace("\n", "\r\n")
    yield "\n".join(line + "  " if line else line for line in text.split("\n"))
    yield text.rstrip("\n") + "\n"
    yield text.rstrip("\n")


@pytest.mark.parametrize("inp,exp", POSITION_SK + POSITION_EN + OSTAP)
def test_solve_tolerates_crlf_trailing_spaces_and_no_final_blank(inp, exp):
    lang = "en" if exp.name.endswith(".en.out") else "sk"
    for text in _variants(_read(inp)):
        assert fc.solve(text, lang=lang) == _read(exp)


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("inp,exp", POSITION_SK + POSITION_EN + OSTAP)
def test_each_reader_path(path, inp, exp):
    """The samples and their harmless variants, read by the compiled scanner
    (which must take them all) and by the careful reader alone: the same
    boards (or log) and the same answer."""
    lang = "en" if exp.name.endswith(".en.out") else "sk"
    for text in _variants(_read(inp)):
        data = text.encode("ascii")
        assert solve_via(path, data, lang=lang) == _read(exp)
        if path == "fast":
            assert scanner_accepts(data, "auto")
        else:
            fast, careful = read_via("fast", data), read_via("careful", data)
            assert same_boards(fast, careful) if inp.name.startswith(("ksp", "tms")) else fast == careful


def test_grid_english_matches_reference():
    # no official English grid sample: the English check line carries the count
    for inp in sorted(DATA.glob("tms-*.in")):
        text = _read(inp)
        assert fc.solve(text, lang="en") == reference.solve_text(text, "en")
