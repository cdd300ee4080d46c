"""Files that are no text of any format -- CR line ends, binary data, a
byte-order mark -- get one message, naming the problem, from every
command; a broken Ostap log given to count is called a log; a grid with
two kings of a colour names both lines; an input given as the judge's
answer is told by its first line."""
import pathlib
import random

import pytest

from fastcheck import solve
from fastcheck.cli import main
from fastcheck.counts import count
from fastcheck.errors import FormatError
from fastcheck.formats import read_grid_carefully
from fastcheck.kit.explain import explain
from fastcheck.kit.judge import judge
from fastcheck.kit.validate import validate

DATA = pathlib.Path(__file__).resolve().parent / "data"
SPARSE = b"1\n8 2\n1 1 k\n8 8 K\n\n"
#: 300 bytes of noise with no NUL among them (the share of other bytes tells it)
NOISE = bytes(random.Random(5).randrange(1, 256) for _ in range(300))


def _messages(data, capsys, tmp_path):
    """What solve, count, explain and validate print on stderr for ``data``."""
    path = tmp_path / "x.in"
    path.write_bytes(data)
    out = {}
    for command in ("solve", "count", "explain", "validate"):
        assert main([command, str(path)]) in (2, 3)
        out[command] = capsys.readouterr().err
    return out


@pytest.mark.parametrize("data, message", [
    (SPARSE.replace(b"\n", b"\r"),
     "line 1: expected LF or CRLF line ends, found a lone CR (a line end of classic Mac OS)"),
    (NOISE, "line 1: expected an ASCII text input, found binary data: byte 0x"),
    (bytes(range(8)) + SPARSE, "line 1: expected an ASCII text input, found binary data: byte 0x00"),
    (b"\xef\xbb\xbf" + SPARSE, "line 1: expected text without a byte order mark, found a UTF-8 byte order mark"),
    (b"\xff\xfe" + SPARSE.decode().encode("utf-16-le"),
     "line 1: expected text without a byte order mark, found a UTF-16 byte order mark"),
])
def test_one_message_from_every_command(data, message, capsys, tmp_path):
    messages = _messages(data, capsys, tmp_path)
    for command in ("solve", "count", "explain"):
        assert messages[command].startswith("fastcheck: " + message), command
    assert messages["validate"].startswith(f"{tmp_path / 'x.in'}: invalid: {message}")
    with pytest.raises(FormatError) as by_solve:
        solve(data)
    with pytest.raises(FormatError) as by_count:
        count(data)
    with pytest.raises(FormatError) as by_explain:
        explain(data)
    assert str(by_solve.value) == str(by_count.value) == str(by_explain.value) == str(validate(data).error)


@pytest.mark.parametrize("fmt", ["grid", "sparse", "ostap"])
def test_the_format_given_does_not_change_the_message(fmt):
    with pytest.raises(FormatError, match="a lone CR"):
        solve(SPARSE.replace(b"\n", b"\r"), format=fmt)
    with pytest.raises(FormatError, match="byte order mark"):
        solve(b"\xef\xbb\xbf" + SPARSE, format=fmt)


def test_a_stray_byte_in_a_text_is_named_where_it_stands():
    with pytest.raises(FormatError, match="^line 4, board 1: expected a piece letter .*, found byte 0x00 after 'K'$"):
        solve(b"1\n8 2\n1 1 k\n8 8 K\0\n")


def test_an_earlier_error_of_the_reader_comes_first():
    # line 3 breaks format B before the binary bytes of line 5
    data = b"1\n8 2\n1 1 x\n8 8 K\n" + b"\x00" * 50
    with pytest.raises(FormatError, match="^line 3, board 1: expected a piece letter"):
        solve(data)


def test_stray_carriage_returns_in_crlf_text_stay_whitespace():
    assert solve(b"1\r\n8 2\r\n1 1 k\r\r\n8 8 K\r\n\r\n") == "Neutralna situacia.\n"
    assert solve(b"1\n8 2\n1 1 k\r\n8 8 K \r\n") == "Neutralna situacia.\n"


def test_a_broken_log_given_to_count_is_called_a_log(capsys, tmp_path):
    text = (DATA / "timus-1.in").read_bytes()
    path = tmp_path / "cut.in"
    path.write_bytes(text[:150])           # cut inside the side word: 'Whit'
    assert main(["count", str(path)]) == 2
    err = capsys.readouterr().err
    assert "count has no boards to judge in an Ostap move log (format C)" in err
    assert "found a format C log that breaks its format too (line 10: expected 'White' or 'Black', found 'Whit')" in err
    assert "number of boards" not in err
    # a text that only looks like a log is read as format B, as before
    with pytest.raises(FormatError, match="^line 1: expected a line with only the number of boards t"):
        count(b"8 2\n1 1 k\n8 8 K\n")


GRID = ["1", "k.......", "........", ".k......", "........", "........", "........", "........", ".......K", ""]


@pytest.mark.parametrize("rows, message", [
    ({}, "line 4, board 1: expected one white king 'k', but line 2 has one already"),
    ({2: "k......k", 4: "........"},
     "line 2, board 1: expected one white king 'k', but this line has one at x = 1 already"),
    ({4: "........", 6: "K......."}, "line 9, board 1: expected one black king 'K', but line 6 has one already"),
])
def test_a_grid_with_two_kings_of_a_colour_names_both_lines(rows, message):
    lines = list(GRID)
    for k, row in rows.items():
        lines[k - 1] = row
    data = "\n".join(lines).encode() + b"\n"
    with pytest.raises(FormatError) as fast:
        solve(data)                          # the compiled scanner's arrays, worded from them
    with pytest.raises(FormatError) as careful:
        read_grid_carefully(data)            # the careful reader's grammar
    assert str(fast.value) == str(careful.value) == message
    assert fast.value.kind == "kings"


@pytest.mark.parametrize("name", ["ksp-1", "tms-1", "timus-1"])
def test_an_input_given_as_the_answer_is_told_by_its_first_line(name):
    inp = (DATA / f"{name}.in").read_bytes()
    res = judge(inp, (DATA / f"{name}.out").read_bytes(), inp)
    assert res.verdict == "FAIL"
    first = inp.split(b"\n", 1)[0].decode()
    what = "a result word (Incorrect, Correct, Check, Mate, Draw)" if name == "timus-1" else "a verdict line"
    assert res.message == f"line 1 of the answer: expected {what}, found '{first}'"


def test_an_answer_with_one_verdict_too_many_still_says_so():
    inp = (DATA / "ksp-1.in").read_bytes()
    out = (DATA / "ksp-1.out").read_bytes()
    res = judge(inp, out, out + b"Neutralna situacia.\n")
    assert res.message.startswith("the answer goes on after 3 lines")
