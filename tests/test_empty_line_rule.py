"""The one rule of the empty lines of formats A and B: one after each
position, which may be left out after the last one (the contest's own
samples leave it out).  ``validate``, its ``--help``, the package's
standalone input validator and the statements say it alike."""
import pathlib
import re

import pytest
from package_programs import run

import fastcheck.kit.package
from fastcheck.cli import build_parser
from fastcheck.kit.package.layout import statement_tex
from fastcheck.kit.validate import EMPTY_LINES, validate

DATA = pathlib.Path(__file__).resolve().parent / "data"
VALIDATOR = pathlib.Path(fastcheck.kit.package.__file__).parent / "programs" / "standalone_input_validator.cpp"

BOARD = {"sparse": "8 2\n1 1 k\n8 8 K\n", "grid": "k.......\n" + "........\n" * 6 + ".......K\n"}
#: (name, the text of two boards, valid?)
CASES = [
    ("an empty line after each board", lambda b: f"2\n{b}\n{b}\n", True),
    ("the last one left out", lambda b: f"2\n{b}\n{b}", True),
    ("the last one left out, CRLF", lambda b: f"2\n{b}\n{b}".replace("\n", "\r\n"), True),
    ("none between the boards", lambda b: f"2\n{b}{b}\n", False),
    ("two after the last board", lambda b: f"2\n{b}\n{b}\n\n", False),
    ("two between the boards", lambda b: f"2\n{b}\n\n{b}\n", False),
]


@pytest.mark.parametrize("fmt", sorted(BOARD))
@pytest.mark.parametrize("name, make, ok", CASES, ids=[c[0] for c in CASES])
def test_validate_holds_the_rule(fmt, name, make, ok):
    res = validate(make(BOARD[fmt]))
    assert res.ok is ok, res.describe()
    assert ok or res.error.kind == "layout"


@pytest.mark.parametrize("fmt", sorted(BOARD))
@pytest.mark.parametrize("name, make, ok", CASES, ids=[c[0] for c in CASES])
def test_the_standalone_input_validator_holds_the_rule(fmt, name, make, ok):
    done = run(VALIDATOR, make(BOARD[fmt]).encode(), "--limits", "none")
    assert done.returncode == (42 if ok else 43), done.stdout + done.stderr


def test_the_official_samples_leave_out_the_last_empty_line():
    # what makes the rule: the contest's samples, which every package ships as they are
    for name in ("ksp-1.in", "ksp-2.in"):
        text = (DATA / name).read_bytes()
        assert not text.endswith(b"\n\n") and validate(text).ok


def test_validate_help_states_the_rule():
    text = " ".join(build_parser("validate").commands["validate"].format_help().split())
    assert "Formats A and B: " + EMPTY_LINES[0].lower() + EMPTY_LINES[1:] in text


@pytest.mark.parametrize("fmt", ["grid", "sparse"])
def test_the_statements_state_the_rule(fmt):
    text = re.sub(r"\s+", " ", statement_tex(fmt, "none", "en", "Check"))
    assert EMPTY_LINES in text
