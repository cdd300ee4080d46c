"""A variant is a value every command carries: each command and function
that reads or writes format B takes ``--variant`` / ``variant=`` (solve,
count, validate, explain, gen, stress), resolves it once at its entry into
one :class:`~fastcheck.variants.Variant`, and a new kind in a variant file
reaches every one of them with no code change.  The classic variant's
files and messages stay what they were."""
from __future__ import annotations

import argparse
import collections
import hashlib
import os
import re
import sys
import time

import pytest

from fastcheck import solve
from fastcheck.cli import build_parser, main
from fastcheck.cli.options import variant_option
from fastcheck.errors import FormatError
from fastcheck.kit.explain import explain, explain_svg
from fastcheck.kit.gen import GenError, generate, generate_bytes
from fastcheck.kit.stress import WRONG_ANSWER, stress
from fastcheck.kit.validate import validate
from fastcheck.position import read_positions
from fastcheck.variants import Variant

HERE = os.path.dirname(os.path.abspath(__file__))
#: the classic pieces, a camel (a leaper), a nightrider (a rider of the knight's leaps) and an amazon
CNA = os.path.join(HERE, "data", "variants", "camel-nightrider-amazon.toml")
#: a solution that reads a variant file with one piece's moves changed (tests/stress_programs/variant.py)
VARIANT_PROGRAM = [sys.executable, os.path.join(HERE, "stress_programs", "variant.py")]
#: a format B test with an amazon (the fairy variant's and the variant file's letter m)
AMAZON = "1\n8 3\n1 1 k\n8 8 K\n2 3 M\n\n"
GRID = "1\n" + "k.......\n" + "." * 8 + "\n" + ("." * 8 + "\n") * 5 + ".......K\n\n"
OSTAP = "\n".join(["0 0 0 0 0 0 0 0"] * 8)


# ------------------------------------------------------------ the parsers
#: every command that reads or writes format B (each must take ``--variant``)
READERS = {"solve", "count", "validate", "explain", "gen", "stress", "judge",
           "package kattis", "package icpc", "package polygon"}


def _commands(parser: argparse.ArgumentParser, prefix: str = ""):
    """Every command's parser, sub-commands included (``package kattis``), by name."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _commands(sub, f"{prefix} {name}".strip())
    if prefix:
        yield prefix, parser


def _reads_format_b(parser: argparse.ArgumentParser) -> bool:
    """Does a command read or write format B: an option or argument that names the format, ``sparse`` among its
    choices?"""
    return any(action.choices and "sparse" in action.choices and action.dest in ("format", "fmt")
               for action in parser._actions)


def _variant_action(parser: argparse.ArgumentParser):
    return next((a for a in parser._actions if "--variant" in a.option_strings), None)


def test_every_command_that_reads_format_b_takes_the_variant():
    commands = dict(_commands(build_parser()))
    readers = {name for name, parser in commands.items() if _reads_format_b(parser)}
    assert READERS <= readers
    checked = set()
    for name in sorted(readers):
        action = _variant_action(commands[name])
        assert action is not None, f"fastcheck {name} reads format B but takes no --variant"
        assert action.type is variant_option and action.default == "classic", name
        assert action.type(action.default) is Variant.builtin("classic")
        checked.add(name)
    assert READERS <= checked


# ------------------------------------------------ resolved once, at the entry
def test_a_variant_is_resolved_once_whatever_reads_it(monkeypatch, tmp_path):
    """The API's name and the command line's option become one Variant at the
    entry; the readers below never look a name up again."""
    calls = collections.Counter()
    builtin, from_file = Variant.builtin.__func__, Variant.from_file.__func__

    def counted(name, real):
        def call(cls, *args):
            calls[name] += 1
            return real(cls, *args)
        return classmethod(call)
    monkeypatch.setattr(Variant, "builtin", counted("builtin", builtin))
    monkeypatch.setattr(Variant, "from_file", counted("from_file", from_file))
    assert solve(AMAZON, variant="fairy") == "Biely hrac ma mat.\n"
    assert calls == {"builtin": 1}
    calls.clear()
    assert solve(AMAZON, variant=CNA) == "Biely hrac ma mat.\n"
    assert calls == {"from_file": 1}
    calls.clear()
    (tmp_path / "a.in").write_text(AMAZON)
    (tmp_path / "b.in").write_text(AMAZON)
    assert main(["validate", "-q", "--variant", CNA, str(tmp_path / "a.in"), str(tmp_path / "b.in")]) == 0
    assert calls == {"from_file": 1}
    calls.clear()
    assert main(["validate", "-q", "--variant", "fairy", str(tmp_path / "a.in"), str(tmp_path / "b.in")]) == 0
    assert calls == {"builtin": 1}
    calls.clear()
    assert b" M\n" in generate_bytes("sparse", seed=1, variant="fairy", boards=30)
    assert calls == {"builtin": 1}


# ---------------------------------------------------- every command takes it
@pytest.mark.parametrize("variant", ["fairy", CNA])
def test_validate_and_explain_read_the_variants_letters(variant, capsys, tmp_path):
    path = tmp_path / "amazon.in"
    path.write_text(AMAZON)
    assert main(["validate", str(path)]) == 3
    assert "found 'M'" in capsys.readouterr().err
    for extra, code in (([], 0), (["--kattis"], 42)):
        assert main(["validate", "--variant", variant, *extra, str(path)]) == code
        name = "fairy" if variant == "fairy" else CNA
        assert capsys.readouterr().out == (f"{path}: valid: format B (sparse boards), 1 board, limits cstate3, "
                                           f"variant {name}\n")
    assert main(["validate", "--json", "--variant", variant, str(path)]) == 0
    assert f'"variant": "{name}"' in capsys.readouterr().out
    assert main(["explain", "--board", "1", str(path)]) == 2
    assert "found 'M'" in capsys.readouterr().err
    assert main(["explain", "--board", "1", "--variant", variant, str(path)]) == 0
    out = capsys.readouterr().out
    assert "Biely hrac ma mat." in out and "checkers (1): " in out and " M at (2, 3)" in out
    assert validate(AMAZON, variant=variant).ok and not validate(AMAZON).ok
    assert "valid moves of white: none (checkmate)" in explain(AMAZON, variant=variant)
    assert explain_svg(AMAZON, variant=variant).startswith("<svg")


def test_formats_a_and_c_with_a_variant_are_a_clear_error(capsys, tmp_path):
    for text, name in ((GRID, "format A (grid)"), ):
        result = validate(text, variant="fairy")
        assert not result.ok and result.error.kind == "argument"
        assert str(result.error) == (f"expected a format B (sparse) input with variant 'fairy': its pieces have "
                                     f"letters in format B only, found a {name} input")
        assert validate(text).ok
        with pytest.raises(FormatError, match="in format B only"):
            explain(text, variant="fairy")
    with pytest.raises(FormatError, match="found a format C"):
        explain(OSTAP + "\n1\nWhite\na1-a2\n", format="ostap", variant=CNA)
    with pytest.raises(GenError, match=r"--variant applies to format B \(sparse\) only, not to format A"):
        generate("grid", seed=1, variant="fairy")
    assert generate("grid", seed=1, variant="classic") == generate("grid", seed=1)
    assert main(["gen", "ostap", "--seed", "1", "--variant", "fairy"]) == 2
    assert "--variant applies to format B (sparse) only, not to format C" in capsys.readouterr().err


# ----------------------------------------------------------------- gen
def _letters(data: bytes) -> collections.Counter:
    """How many pieces of each letter (either case, as White's) a format B text holds."""
    lines = [line.split() for line in data.decode().splitlines()]
    return collections.Counter(tok[2].lower() for tok in lines if len(tok) == 3)


def test_gen_draws_the_variants_kinds_and_its_mix_takes_every_letter(capsys):
    assert main(["gen", "sparse", "--seed", "4", "--variant", "fairy", "--mix", "q1a1c1m1", "--kind", "random",
                 "--pieces", "40"]) == 0
    held = _letters(capsys.readouterr().out.encode())
    assert set(held) == set("kqacm") and min(held[c] for c in "acm") > 20
    # the default mix weighs every kind of the variant
    held = _letters(generate_bytes("sparse", seed=4, variant=CNA, boards=50))
    assert set(held) == set("kqrbhplnm")
    with pytest.raises(GenError) as caught:
        generate("sparse", seed=1, mix="q1a1", variant=CNA)
    assert str(caught.value) == ("--mix must look like 'q1r2b2h2p3m2n2l2' (weights of queens, rooks, bishops, "
                                 "knights, pawns, amazons, nightriders, camels), not 'q1a1'")
    with pytest.raises(GenError, match=r"^--mix must look like 'q1r2b2h2p3' \(weights of queens, rooks, bishops, "
                                       r"knights, pawns\), not 'q1m1'$"):
        generate("sparse", seed=1, mix="q1m1")


def test_every_gen_pattern_uses_every_kind_riders_and_leapers():
    """Checkers (checks, double checks, blocks, mates), pinned pieces and
    pinners of each pattern come from every kind of the variant."""
    checkers, pinned, pinners = (collections.defaultdict(collections.Counter) for _ in range(3))
    for kind in ("check", "double", "pin", "block", "mate"):
        data = generate_bytes("sparse", seed=11, kind=kind, boards=300, size="8:40", pieces="2:12", variant=CNA)
        assert validate(data, variant=CNA).ok
        for pos in read_positions(data, variant=CNA):
            at = {(x, y): c.lower() for x, y, c in pos.pieces}
            for side in (0, 1):
                if pos.is_check(side):
                    checkers[kind].update(at[sq] for sq in pos.checkers(side))
                for sq in pos.pinned(side):
                    pinned[kind][at[sq]] += 1
                    king = pos.king(side)
                    step = [(c > k) - (c < k) for c, k in zip(sq, king)]
                    if 0 not in step and abs(sq[0] - king[0]) != abs(sq[1] - king[1]):
                        pinners[kind]["n"] += 1       # a pin along a nightrider's line
    for kind in ("check", "double"):
        assert {"l", "n", "m"} <= set(checkers[kind]), (kind, checkers[kind])
    assert {"n", "m"} <= set(checkers["block"]) and {"l", "n", "m"} <= set(checkers["mate"])
    assert {"l", "n", "m"} <= set(pinned["pin"]) and pinners["pin"]["n"] > 0


# sha256 of `fastcheck gen FORMAT --seed 7 --kind KIND -t 40` written before gen took a variant: the
# classic variant's files are the same bytes
CLASSIC_FILES = [
    ("grid", "block", "034b1221a4d139deae767f86178b18598f347d1db1007daa3bc6ac7efcdf56c8"),
    ("grid", "check", "8b2269189a99e0e05088042911ab931f22975475c4e57d4b8c88dfc630544d70"),
    ("grid", "double", "4690ddf5ba0a740fd11a685966790aff0894a596b6405aeed6a9b385970c599a"),
    ("grid", "mate", "ce1052535da5d8b866fa6af7988ad765593b77313d3e784b47affe33ebeba7b3"),
    ("grid", "mixed", "d8155d8f308bbff104d8c1ed29a88fe9e329562239358da3b582da869b0a25c0"),
    ("grid", "pin", "c62008f7698a2c197a3ef1bf0a302e0dbdb8d6d03e11ec52bac262438f35264d"),
    ("grid", "random", "c02d0464a1ed3b50f5e660a0dce58d6916c4a9a512aeca0a34961cea751ae38e"),
    ("sparse", "big", "bd92c3f9b181d9981cd68c2013a0b7ece2ba441862126f59f67b0f5305a46d28"),
    ("sparse", "block", "a97c2312904eb3a0d047f539c5ed0b9d9c7b2383c3e002290b16b4c30c21abeb"),
    ("sparse", "check", "64312287a10c33e78d735b9e2944982e82b8b8fbe57a3894dc41ca9b889125e9"),
    ("sparse", "double", "4b43bc2022b6af3ba3a62704951a7450700b717446fb016776a94a0c564d4e0e"),
    ("sparse", "mate", "bd427b4ee60c3382ef7283435857b55179056f9c63697901bdf8169edd58632b"),
    ("sparse", "mixed", "86445a5334f817f30d638b302b32b22dc34e0ac83646a901f666b829d4cff33c"),
    ("sparse", "pin", "41491de340b1b1776af4ae3bbaa3f51442f169a51b4fcad5e932b8643395967b"),
    ("sparse", "random", "4528c5318178576d5475c4856e1ac4ebdc6347de31eabc339d129082eb58dd81"),
]


@pytest.mark.parametrize("fmt, kind, digest", CLASSIC_FILES, ids=[f"{f}-{k}" for f, k, _ in CLASSIC_FILES])
def test_the_classic_variants_files_are_the_same_bytes(fmt, kind, digest):
    for variant in ("classic", Variant.builtin("classic")):
        data = generate_bytes(fmt, seed=7, kind=kind, boards=40, variant=variant)
        assert hashlib.sha256(data).hexdigest() == digest


# ---------------------------------------------------------------- stress
@pytest.mark.parametrize("letter, betza, name", [("m", "Q", "amazon"), ("n", "N", "nightrider")])
def test_stress_finds_and_shrinks_a_wrong_fairy_piece(letter, betza, name):
    """A solution whose amazon has no knight jumps, or whose nightrider moves
    as a knight, is found and shrunk to one board, quickly."""
    start = time.monotonic()
    result = stress(VARIANT_PROGRAM + [CNA, letter, betza], variant=CNA, size="8:12", pieces="2:12", tests=30,
                    timeout=20.0)
    took = time.monotonic() - start
    assert not result.ok and result.kind == WRONG_ANSWER and took < 30, took
    assert result.length == 1 and result.pieces <= 5
    assert letter in result.test.lower().split() and f"--variant {CNA}" in result.gen_command
    assert result.expected == solve(result.test, variant=CNA)
    assert stress(VARIANT_PROGRAM + [CNA], variant=CNA, size="8:12", pieces="2:12", tests=5).ok


def test_a_classic_stress_run_says_no_test_held_a_fairy_piece(capsys):
    argv = ["stress", "--size", "8:12", "--pieces", "2:12", "--tests", "30", "--", *VARIANT_PROGRAM, CNA, "m", "Q"]
    assert main(argv) == 0
    first, held, end = capsys.readouterr().out.split("\n")
    assert first == "all 30 tests passed (300 boards)" and end == ""
    assert held.startswith("pieces the tests held, by kind: king 600, queen ")
    assert held.endswith("; no test held a fairy piece (the classic variant: --variant fairy or a variant file "
                         "tests them)")
    # a kind the tests never held is named
    assert main(["stress", "--variant", CNA, "--kind", "random", "--mix", "r1", "--tests", "3", "--",
                 *VARIANT_PROGRAM, CNA]) == 0
    held = capsys.readouterr().out.split("\n")[1]
    assert re.fullmatch(r"pieces the tests held, by kind: king 60, rook \d+; no test held a queen, a bishop, "
                        r"a knight, a pawn, an amazon, a nightrider, a camel", held), held


# ------------------------------------------------- a new kind, no code change
NEW_KINDS = """\
[pieces.x]
betza = "ZZ"
name = "zebrarider"
[pieces]
g = "G"           # tripper: leaps (3, 3)
"""


def test_a_new_kind_reaches_every_command_with_no_code_change(tmp_path, capsys):
    variant = tmp_path / "new.toml"
    variant.write_text(NEW_KINDS)
    test = tmp_path / "t.in"
    assert main(["gen", "sparse", "--seed", "2", "--variant", str(variant), "--size", "8:30", "-o", str(test)]) == 0
    held = _letters(test.read_bytes())
    assert held["x"] > 0 and held["g"] > 0
    assert main(["validate", "--variant", str(variant), str(test)]) == 0
    assert capsys.readouterr().out.endswith(f"variant {variant}\n")
    assert main(["validate", str(test)]) == 3
    board = "1\n12 3\n1 1 k\n12 12 K\n7 5 X\n\n"           # a zebrarider two zebra leaps away
    assert solve(board, variant=str(variant)) == "Biely hrac ma sach. Ma 3 platnych tahov.\n"
    assert " X at (7, 5)" in explain(board, variant=str(variant))
    assert main(["stress", "--variant", str(variant), "--tests", "3", "--", *VARIANT_PROGRAM, str(variant)]) == 0
    held_line = capsys.readouterr().out.split("\n")[1]
    assert ", zebrarider " in held_line and ", tripper " in held_line and "no test held" not in held_line
    result = stress(VARIANT_PROGRAM + [str(variant), "x", "Z"], variant=variant, size="8:20", tests=30)
    assert not result.ok and "x" in result.test.lower().split()


def test_the_variant_value_travels_to_worker_processes(tmp_path, capsys):
    """A process pool gets the one value: a built-in variant is the same
    object there, a file's an equal one, read without its file."""
    import pickle
    assert pickle.loads(pickle.dumps(Variant.builtin("fairy"))) is Variant.builtin("fairy")
    copy = pickle.loads(pickle.dumps(Variant.from_file(CNA)))
    assert copy == Variant.from_file(CNA) and copy.path == CNA and copy.letters == Variant.from_file(CNA).letters
    paths = []
    for name in "ab":
        paths.append(str(tmp_path / f"{name}.in"))
        (tmp_path / f"{name}.in").write_text(AMAZON)
    assert main(["validate", "-j", "2", "--variant", CNA, *paths]) == 0
    assert capsys.readouterr().out.endswith("2 of 2 files valid\n")
    assert main(["solve", "-j", "2", "--variant", CNA, *paths]) == 0
    assert capsys.readouterr().out == "Biely hrac ma mat.\n" * 2


def test_a_new_kind_reaches_judge_the_statement_and_the_pictures(tmp_path, capsys):
    """The new kinds of a variant file in judge (its input read with them), a package's statement (each
    piece's name, its moves in words and its move diagram, drawn from its table row) and the pictures
    (a piece with no glyph: its letter in a badge), with no code change."""
    from fastcheck.kit.package import build_kattis
    from fastcheck.kit.package.variant import moves_diagram
    variant = tmp_path / "new.toml"
    variant.write_text(NEW_KINDS)
    board = tmp_path / "t.in"
    board.write_text("1\n12 4\n1 1 k\n12 12 K\n7 5 X\n2 8 g\n\n")     # the zebrarider checks, the tripper guards
    right, wrong = tmp_path / "right.out", tmp_path / "wrong.out"
    right.write_text(solve(board.read_text(), variant=str(variant)))
    assert right.read_text().startswith("Biely hrac ma sach.")
    wrong.write_text("Neutralna situacia.\n")
    assert main(["judge", "--variant", str(variant), str(board), str(right)]) == 0
    assert main(["judge", "--variant", str(variant), str(board), str(wrong)]) == 1
    assert main(["judge", str(board), str(right)]) != 0          # the classic pieces have no zebrarider
    capsys.readouterr()
    # the statement: a package of the variant, built with no table of its own
    pkg = build_kattis(str(tmp_path / "newkinds"), "sparse", seed=2, tests=9, variant=str(variant))
    tex = (tmp_path / "newkinds" / "problem_statement" / "problem.en.tex").read_text(encoding="utf-8")
    rows = {row.letter: row for row in Variant.from_file(str(variant)).kinds}
    assert "\\texttt{X} zebrarider: rides any number of steps of 3 squares one way and 2 the other" in tex
    assert "\\texttt{G} tripper: leaps 3 squares diagonally" in tex
    for letter in "xg":
        assert f"\\begin{{verbatim}}\n{moves_diagram(rows[letter])}\n\\end{{verbatim}}" in tex
    assert {"zebrarider_moves_cut", "tripper_moves_cut"} <= set(pkg.caught)
    # the pictures: each new piece is its letter in a badge, White's light and Black's dark
    svg = explain_svg(board.read_text(), variant=str(variant))
    for letter, square, ink in (("X", "7,5", "#ffffff"), ("g", "2,8", "#000000")):
        drawn = re.search(rf'<g [^>]*data-piece="{letter}" data-square="{square}">(.*?)</g>', svg)
        assert drawn and re.search(rf'fill="{ink}" stroke="none">{letter.upper()}</text>', drawn[1]), letter
