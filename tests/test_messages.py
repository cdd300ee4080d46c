"""Messages say what the input is: every byte that is not printable text is
named one way (``byte 0x14``, as the validator names it), never shown as a
replacement character or an escape; counts agree with their nouns; and
``count`` says what random bytes are instead of calling them an Ostap log."""
import random
import re
from pathlib import Path

import pytest

import fastcheck
from fastcheck.counts import count
from fastcheck.errors import FormatError, byte_name, plural, show
from fastcheck.kit.validate import validate

DATA = Path(__file__).parent / "data"
RANDOM = [random.Random(seed).randbytes(400) for seed in range(12)]
#: what no message may hold: the replacement character, or a byte written as an escape
UNSHOWN = re.compile(r"\ufffd|\\x[0-9a-f]{2}")


def message(call, data):
    try:
        call(data)
    except FormatError as exc:
        return str(exc)
    raise AssertionError("no error")


@pytest.mark.parametrize("call", [fastcheck.solve, count], ids=["solve", "count"])
@pytest.mark.parametrize("data, found", [
    (b"1\n8 2\n1 1 k\x14\xff\n", "found byte 0x14 after 'k'"),
    (b"1\n8 2\n1 1 \xffk\n", "found byte 0xff"),
    (b"1\n8 2\n1\x01 1 k\n", "found byte 0x01 after '1'"),
    (b"1\n8 \xc3\xa9 1\n", "found byte 0xc3 after '8 '"),
])
def test_a_found_byte_is_named_by_its_value(call, data, found):
    text = message(call, data)
    assert text.endswith(found) and not UNSHOWN.search(text)


def test_grid_rows_and_ostap_tokens_too():
    grid = b"1\nk.......\n........\n........\n........\n........\n...\x01....\n........\n.......K\n"
    assert message(fastcheck.solve, grid).endswith("found byte 0x01 after '...'")
    log = (DATA / "timus-1.in").read_bytes().replace(b"e2-e4", b"e2\x7fe4", 1)
    if log != (DATA / "timus-1.in").read_bytes():
        assert "byte 0x7f after 'e2'" in message(fastcheck.solve, log)


@pytest.mark.parametrize("data", RANDOM, ids=[f"seed{s}" for s in range(len(RANDOM))])
def test_random_bytes_are_named_as_bytes(data):
    for call in (fastcheck.solve, count):
        text = message(call, data)
        assert text.isascii() and text.isprintable() and not UNSHOWN.search(text), text
    res = validate(data)
    assert not res.ok and not UNSHOWN.search(str(res.error))


@pytest.mark.parametrize("data", RANDOM + [b"hello world\n", b"1 2 3\n4 5 6\n"])
def test_count_calls_only_a_log_a_log(data):
    """Text whose first line has several tokens looks like format C to the
    detector; unless it is a log, count reads it as format B and says what is wrong."""
    text = message(count, data)
    assert "format C log" not in text and text.startswith("line 1: ")


def test_count_still_refuses_a_real_log():
    assert message(count, (DATA / "timus-1.in").read_bytes()).endswith("found a format C log")


@pytest.mark.parametrize("data, words", [
    (b"1\n8 2\n1 1 k\n8 8 K\n\n5 5 q\n", "end of input after 1 board, found '5 5 q'"),
    (b"2\n8 2\n1 1 k\n8 8 K\n8 2\n1 1 k\n8 8 K\n5 5 q\n", "end of input after 2 boards, found '5 5 q'"),
])
def test_plural_after_boards(data, words):
    assert message(fastcheck.solve, data).endswith(words)
    assert message(count, data).endswith(words)


def test_plural_after_moves():
    rows = "\n".join(" ".join(["0"] * 8) for _ in range(7))
    log = "6 0 0 0 0 0 0 0\n" + rows.replace("0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 -6", 1) + "\n1\nWhite\na1-a2\nh8-h7\n"
    assert message(fastcheck.solve, log.encode()).endswith("end of input after 1 move, found 'h8-h7'")
    assert "end of input after 1 move," in str(validate(log).error)


def test_show_and_friends():
    assert show(b"abc") == "'abc'" and show(b"a\tb") == "'a\\tb'"
    assert show(b"\x00") == "byte 0x00" and show(b"ab\x80cd") == "byte 0x80 after 'ab'"
    assert show("é") == "'é'"                        # a str (an API argument) is shown as the str it is
    assert show(b"x" * 50 + b"\xff") == "byte 0xff after '" + "x" * 40 + "...'"
    assert byte_name(255) == "byte 0xff" and byte_name(9) == "byte 0x09"
    assert (plural(0, "board"), plural(1, "board"), plural(2, "move")) == ("0 boards", "1 board", "2 moves")
