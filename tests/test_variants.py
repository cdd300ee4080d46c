"""Variant files and the ``variant`` of every entry point: a piece is a
letter and its moves in Betza notation, read once into a ``Variant`` that
solve, count, ``Position`` and the command line take; what the engines
cannot answer is refused with a message that says what."""
import subprocess
import sys

import pytest

import fastcheck
from fastcheck.counts import count
from fastcheck.errors import FormatError
from fastcheck.variants import Variant, resolve_variant

LEAPERS = "tests/data/variants/leapers.toml"
DOUBLE = "tests/data/variants/double-step.toml"

#: a white royal wazir in the corner checked by a black camel: its two steps are safe
CAMEL_CHECK = "1\n8 3\n1 1 k\n5 5 K\n2 4 L\n"


pytestmark = pytest.mark.usefixtures("default_table")


def test_a_variant_file_numbers_its_pieces_after_the_classic_ones():
    v = Variant.from_file(LEAPERS)
    assert [(r.number, r.letter, r.name, r.betza) for r in v.kinds] == [
        (1, "p", "pawn", ""), (2, "h", "knight", "N"), (3, "b", "bishop", "B"), (4, "r", "rook", "R"),
        (5, "q", "queen", "Q"), (6, "k", "king", "W"), (7, "l", "camel", "C"), (8, "z", "zebra", "Z"),
        (9, "w", "wazir", "W"), (10, "f", "ferz", "F"), (11, "o", "commoner", "K"), (12, "e", "centaur", "KN")]
    assert v.letters.format == b"phbrqklzwfoe"
    assert v == Variant.from_file(LEAPERS) and hash(v) == hash(Variant.from_file(LEAPERS))
    assert resolve_variant(v) is v
    assert resolve_variant("fairy") is Variant.builtin("fairy")


def test_solve_count_and_position_take_a_variant_file():
    for variant in (LEAPERS, Variant.from_file(LEAPERS)):
        assert fastcheck.solve(CAMEL_CHECK, variant=variant, lang="en") == "White Check - 2 Plausible Moves\n"
        assert count(CAMEL_CHECK, variant=variant) == "2 9\n"
    pos = fastcheck.Position(8, [(1, 1, "k"), (5, 5, "K"), (2, 4, "L")], variant=LEAPERS)
    assert pos.checkers(fastcheck.WHITE) == [(2, 4)]
    assert sorted(m.to_square for m in pos.evasions()) == [(1, 2), (2, 1)]
    assert pos.pieces == [(1, 1, "k"), (5, 5, "K"), (2, 4, "L")]
    # a classic position asked afterwards has its own table back
    classic = fastcheck.Position(8, [(1, 1, "k"), (5, 5, "K"), (2, 4, "Q")])
    assert classic.verdict().state == "safe" and classic.move_count(fastcheck.WHITE) == 1
    assert pos.move_count(fastcheck.WHITE) == 2
    assert fastcheck.solve(CAMEL_CHECK.replace("L", "H"), lang="en") == "Safe\n"


def test_the_classic_reader_still_refuses_the_variant_letters():
    with pytest.raises(FormatError, match="found 'L'"):
        fastcheck.solve(CAMEL_CHECK)
    with pytest.raises(FormatError, match="variant"):
        fastcheck.solve("k.......\n" + "........\n" * 6 + ".......K\n", variant=LEAPERS)


def test_the_double_step_of_a_variant_file():
    # a white pawn on its start row: one step and, under double_step, two
    text = "1\n8 3\n1 1 k\n8 8 K\n4 2 p\n"
    assert count(text) == "4 3\n"
    assert count(text, variant=DOUBLE) == "5 3\n"


def test_the_command_line_takes_a_variant_file(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text(CAMEL_CHECK)
    run = [sys.executable, "-m", "fastcheck"]
    out = subprocess.run(run + ["solve", "--lang", "en", "--variant", LEAPERS, str(path)],
                         capture_output=True, text=True)
    assert (out.returncode, out.stdout) == (0, "White Check - 2 Plausible Moves\n")
    out = subprocess.run(run + ["count", "--variant", LEAPERS, str(path)], capture_output=True, text=True)
    assert (out.returncode, out.stdout) == (0, "2 9\n")
    out = subprocess.run(run + ["solve", "--json", "--variant", LEAPERS, str(path)], capture_output=True, text=True)
    assert out.returncode == 0 and '"moves": 2' in out.stdout, out.stderr
    second = tmp_path / "in2.txt"
    second.write_text(CAMEL_CHECK)
    out = subprocess.run(run + ["count", "-j", "2", "--variant", LEAPERS, str(path), str(second), "-o",
                                str(tmp_path / "out")], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert sorted(p.read_text() for p in (tmp_path / "out").iterdir()) == ["2 9\n", "2 9\n"]
    out = subprocess.run(run + ["solve", "--variant", str(tmp_path / "none.toml"), str(path)],
                         capture_output=True, text=True)
    assert out.returncode == 2 and "variant file" in out.stderr and "none.toml" in out.stderr


@pytest.mark.parametrize("text,message", [
    ('[pieces]\nq = "N"\n', "cannot be redefined"),
    ('[pieces]\nx = "mW"\n', "the modifier 'm'"),
    ('[pieces]\nx = "DD"\n', "not primitive"),
    ('[pieces]\nx = "W4"\n', "limited range"),
    ('[pieces]\nk = "Q"\n', "a royal piece that rides"),
    ('[pieces]\nn = "W"\n', "a FEN letter"),
    ('[pieces]\nXY = "W"\n', "one lowercase letter"),
    ('double_step = 1\n', "double_step = true or false"),
    ('colour = "red"\n', "only the keys"),
    ('[pieces\n', "TOML"),
])
def test_what_a_variant_file_cannot_say_is_refused_with_why(tmp_path, text, message):
    path = tmp_path / "v.toml"
    path.write_text(text)
    with pytest.raises(FormatError, match=message):
        Variant.from_file(path)
    with pytest.raises(FormatError, match=message):
        fastcheck.solve(CAMEL_CHECK, variant=str(path))


def test_a_wrong_variant_type_is_a_type_error():
    with pytest.raises(TypeError):
        fastcheck.solve(CAMEL_CHECK, variant=3)
    with pytest.raises(ValueError, match="variant must be one of"):
        fastcheck.solve(CAMEL_CHECK, variant="shogi")
