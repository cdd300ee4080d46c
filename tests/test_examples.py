"""Every official sample in tests/data must come out byte for byte.

ksp-*  format B (sparse), .out Slovak, .en.out English
tms-*  format A (8x8 grids), .out Slovak
timus-* format C (Ostap's chess), .out
"""
import pathlib

import pytest

import reference
import reference_ostap

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


@pytest.fixture(scope="module")
def fc():
    import fastcheck
    return fastcheck


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
def test_solve_slovak_default(fc, inp, exp):
    assert fc.solve(_read(inp)) == _read(exp)


@pytest.mark.parametrize("inp,exp", POSITION_SK)
def test_solve_slovak_explicit(fc, inp, exp):
    fmt = "grid" if inp.name.startswith("tms") else "sparse"
    assert fc.solve(_read(inp), lang="sk") == _read(exp)
    assert fc.solve(_read(inp), format=fmt, lang="sk") == _read(exp)


@pytest.mark.parametrize("inp,exp", POSITION_EN)
def test_solve_english(fc, inp, exp):
    assert fc.solve(_read(inp), lang="en") == _read(exp)


@pytest.mark.parametrize("inp,exp", OSTAP)
def test_solve_ostap_autodetected(fc, inp, exp):
    assert fc.solve(_read(inp)) == _read(exp)
    assert fc.solve(_read(inp), format="ostap") == _read(exp)


@pytest.mark.parametrize("inp,exp", POSITION_SK + OSTAP)
def test_solve_accepts_bytes(fc, inp, exp):
    assert fc.solve(inp.read_bytes()) == _read(exp)


@pytest.mark.parametrize("inp,exp", POSITION_SK + POSITION_EN + OSTAP)
def test_solve_tolerates_crlf_trailing_spaces_and_no_final_blank(fc, inp, exp):
    lang = "en" if exp.name.endswith(".en.out") else "sk"
    text = _read(inp)
    crlf = text.replace("\n", "\r\n")
    assert fc.solve(crlf, lang=lang) == _read(exp)
    spaced = "\n".join(line + "  " if line else line for line in text.split("\n"))
    assert fc.solve(spaced, lang=lang) == _read(exp)
    stripped = text.rstrip("\n") + "\n"
    assert fc.solve(stripped, lang=lang) == _read(exp)
    assert fc.solve(text.rstrip("\n"), lang=lang) == _read(exp)


def test_grid_english_matches_reference(fc):
    # no official English grid sample: the English check line carries the count
    for inp in sorted(DATA.glob("tms-*.in")):
        text = _read(inp)
        assert fc.solve(text, lang="en") == reference.solve_text(text, "en")
