"""fastcheck gen: reproducible inputs that validate, solve, and are what
their kind promises."""
import hashlib
import pathlib
import shlex

import pytest

from fastcheck import read_positions, solve
from fastcheck.cli import main
from fastcheck.kit import gen
from fastcheck.kit.gen import KINDS, OSTAP_KINDS, GenError, SplitMix64, generate
from fastcheck.kit.gen.board import Board
from fastcheck.kit.validate import validate

SRC = pathlib.Path(__file__).resolve().parent.parent / "src" / "fastcheck" / "kit" / "gen"


# ------------------------------------------------------------------- PRNG
def test_splitmix64_reference_values():
    # the published SplitMix64 sequence for seed 0
    r = SplitMix64(0)
    assert [r.next64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_prng_helpers_stay_in_range():
    r = SplitMix64(12345)
    for n in (1, 2, 3, 7, 10, 1000, 10**18, 2**64):
        for _ in range(50):
            assert 0 <= r.below(n) < n
    for _ in range(200):
        assert 5 <= r.between(5, 9) <= 9
        assert 1 <= r.spread(10**18) <= 10**18
    assert sorted(r.shuffled(range(20))) == list(range(20))
    counts = [0] * 3
    for _ in range(3000):
        counts[r.below(3)] += 1
    assert all(800 < c < 1200 for c in counts)
    with pytest.raises(ValueError):
        r.below(0)


def test_no_platform_dependent_randomness_in_the_source():
    files = sorted(SRC.glob("*.py"))
    assert {f.name for f in files} >= {"__init__.py", "rng.py", "board.py", "scenarios.py", "games.py"}
    for path in files:
        src = path.read_text()
        assert "import random" not in src and "from random" not in src, path.name
        assert "** 0.5" not in src and "float(" not in src, path.name


# ------------------------------------------------- the board being built
def test_attack_test_asks_the_core_without_kings():
    b = Board(10**18)
    b.put((4, 4), "p")          # White pawn: attacks (x +- 1, y + 1)
    b.put((9, 9), "R")
    b.put((9, 5), "b")          # blocks the rook's file below it
    attacked = b.attack_test()
    assert attacked((3, 5), True) and attacked((5, 5), True)
    assert not attacked((3, 3), True) and not attacked((4, 5), True)
    assert attacked((9, 6), False) and not attacked((9, 4), False)
    assert attacked((10**18, 9), False) and not attacked((3, 5), False)
    b.put((6, 6), "P")          # Black pawn: attacks (x +- 1, y - 1)
    assert not attacked((5, 5), False)          # the test sees the pieces placed before it
    attacked = b.attack_test()
    assert attacked((5, 5), False) and attacked((7, 5), False) and not attacked((5, 7), False)


# ---------------------------------------------------------- reproducibility
# sha256 of the output: any drift in the generator (or, for format C, in the
# rules that pick the moves) changes these.  The mate file was written again
# when gen began to fill up boards short of their count (only those changed).
PINNED = [
    ("grid", dict(seed=1), "5978752b3f8e586aac492ca9a461e04c5969d680c634aeb6c46e6868ce5c5111"),
    ("sparse", dict(seed=1), "5d111ae9d897762706eac3f51a0e13594a889d5018f57c8a1e6f10c8ef501fb9"),
    ("sparse", dict(seed=2024, boards=30, kind="big"),
     "d9c469806a87f38e671e9a3e04c7c2490304f042e630e81cd7516c7d3db1270e"),
    ("grid", dict(seed=7, kind="mate", boards=40), "ce1052535da5d8b866fa6af7988ad765593b77313d3e784b47affe33ebeba7b3"),
    ("ostap", dict(seed=1), "449173696ff04771c84867f4ea5028532f4a14d73eaf94129156685d6c29edd2"),
    ("ostap", dict(seed=99, kind="mate"), "47a4764c375a6af0dafa1b13e12f3869cbb5103cecd1b30e19c904a5d4df2d08"),
]


@pytest.mark.parametrize("fmt,kw,digest", PINNED, ids=[f"{f}-{kw}" for f, kw, _ in PINNED])
def test_pinned_output(fmt, kw, digest):
    text = generate(fmt, **kw)
    assert hashlib.sha256(text.encode()).hexdigest() == digest
    assert generate(fmt, **kw) == text


def test_seeds_differ_and_aliases_agree():
    assert generate("B", seed=1) == generate("sparse", seed=1)
    assert generate("sparse", seed=1) != generate("sparse", seed=2)
    assert generate("grid", seed=-1) == generate("grid", seed=2**64 - 1)


def test_boards_are_independent_streams():
    # board i does not depend on how many boards follow it
    a = generate("sparse", seed=3, boards=5).split("\n\n")
    b = generate("sparse", seed=3, boards=8).split("\n\n")
    assert a[1:4] == b[1:4]


# ------------------------------------------------------- valid and solvable
@pytest.mark.parametrize("fmt", ["grid", "sparse"])
@pytest.mark.parametrize("kind", KINDS)
def test_positions_validate_and_solve(fmt, kind):
    if fmt == "grid" and kind == "big":
        with pytest.raises(GenError):
            generate(fmt, seed=1, kind=kind)
        return
    for seed in range(3):
        text = generate(fmt, seed=seed, boards=15, kind=kind)
        res = validate(text)
        assert res.ok, res.describe()
        assert res.count == 15
        assert solve(text).count("\n") == 15


@pytest.mark.parametrize("kind", OSTAP_KINDS)
def test_games_validate_and_solve(kind):
    for seed in range(3):
        text = generate("ostap", seed=seed, kind=kind)
        res = validate(text)
        assert res.ok, res.describe()
        out = solve(text)
        assert out.split("\n\n")[1].count("\n") == 8


# ------------------------------------------------ the kinds keep promises
def _verdicts(fmt, kind, seeds=range(3), boards=30):
    for seed in seeds:
        for pos in read_positions(generate(fmt, seed=seed, boards=boards, kind=kind)):
            yield pos, pos.verdict()


@pytest.mark.parametrize("fmt", ["grid", "sparse"])
def test_mates_are_mates(fmt):
    for pos, v in _verdicts(fmt, "mate"):
        assert v.state == "mate", pos.pieces


@pytest.mark.parametrize("fmt,kind", [("grid", "check"), ("grid", "pin"), ("grid", "block"),
                                      ("sparse", "check"), ("sparse", "pin"), ("sparse", "block"),
                                      ("sparse", "big")])
def test_checks_are_forced(fmt, kind):
    for pos, v in _verdicts(fmt, kind):
        assert v.state in ("check", "mate"), pos.pieces


@pytest.mark.parametrize("fmt", ["grid", "sparse"])
def test_double_checks(fmt):
    for pos, v in _verdicts(fmt, "double"):
        assert v.side is not None and len(pos.checkers(v.side)) >= 2, pos.pieces


def test_pins_appear():
    pinned = sum(1 for pos, v in _verdicts("sparse", "pin") if pos.pinned(v.side))
    assert pinned >= 25


def test_big_boards_are_near_the_border():
    for pos, _v in _verdicts("sparse", "big", boards=10):
        assert pos.n >= 10**18 - 1000
        assert any(x in (1, pos.n) or y in (1, pos.n) for x, y, _ in pos.pieces)


def test_sizes_and_pieces_options():
    text = generate("sparse", seed=4, boards=12, kind="random", size="100:200", pieces="30:40")
    for pos in read_positions(text):
        assert 100 <= pos.n <= 200 and 2 <= len(pos) <= 40
    text = generate("sparse", seed=4, boards=3, kind="random", size="1000000", pieces="500", mix="q0r0b0h1p0")
    for pos in read_positions(text):
        assert pos.n == 10**6 and len(pos) == 500
        assert {letter.lower() for _, _, letter in pos.pieces} == {"h", "k"}


@pytest.mark.parametrize("kind,last", [("mate", "Mate"), ("draw", "Draw"), ("check", "Check"),
                                       ("incorrect", "Incorrect")])
def test_games_end_as_asked(kind, last):
    for seed in range(4):
        out = solve(generate("ostap", seed=seed, kind=kind))
        assert out.split("\n\n")[0].split("\n")[-1] == last


def test_long_games():
    for seed in range(3):
        text = generate("ostap", seed=seed, kind="long")
        assert text.split("\n")[8] == "60"
    assert generate("ostap", seed=1, kind="random", moves="7").split("\n")[8] == "7"


def test_every_outcome():
    seen = set()
    for kind in OSTAP_KINDS:
        for seed in range(3):
            out = solve(generate("ostap", seed=seed, kind=kind))
            seen.add(out.split("\n\n")[0].split("\n")[-1])
    assert seen == {"Correct", "Check", "Mate", "Draw", "Incorrect"}


@pytest.mark.parametrize("fmt,kw", [
    ("grid", dict(boards=1001)), ("sparse", dict(boards=20001)), ("sparse", dict(size="7:100")),
    ("sparse", dict(size="8:1000000000000000001")), ("sparse", dict(pieces="1")),
    ("sparse", dict(pieces="200001")), ("grid", dict(size="9")), ("ostap", dict(moves="61")),
    ("ostap", dict(kind="pin")), ("grid", dict(kind="long")), ("sparse", dict(mix="x3")),
    ("sparse", dict(mix="q0")), ("chess", dict()),
])
def test_refused_options(fmt, kw):
    with pytest.raises(GenError):
        generate(fmt, seed=1, **kw)


def test_total_pieces_stay_within_the_limit(monkeypatch):
    monkeypatch.setitem(gen.LIMITS["sparse"], "total", 1000)
    text = generate("sparse", seed=1, boards=6, kind="random", size="100000", pieces="190:200")
    positions = read_positions(text)
    assert len(positions) == 6 and sum(len(p) for p in positions) <= 1000
    assert all(len(p) >= 2 for p in positions)


# ----------------------------------------------------------------- the CLI
def test_cli(tmp_path, capsys):
    out = tmp_path / "g.in"
    assert main(["gen", "sparse", "--seed", "5", "-t", "4", "-o", str(out)]) == 0
    assert out.read_text() == generate("sparse", seed=5, boards=4)
    assert main(["gen", "C", "--seed", "5", "--kind", "draw"]) == 0
    assert capsys.readouterr().out == generate("ostap", seed=5, kind="draw")
    assert main(["gen", "grid", "--seed", "1", "-t", "5000"]) == 2
    assert "--boards" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["gen", "grid"])          # --seed is required
    assert main(["validate", "-q", str(out)]) == 0


@pytest.mark.parametrize("fmt, options, default_kind, want", [
    ("sparse", {"kind": "mixed", "seed": 7, "boards": 3, "size": "8:12", "pieces": ""}, True,
     "fastcheck gen sparse --kind mixed --seed 7 -t 3 --size 8:12"),
    ("sparse", {"seed": 7, "kind": "mixed", "boards": None, "size": None, "mix": "q1 r2"}, False,
     "fastcheck gen sparse --seed 7 --mix 'q1 r2'"),
    ("grid", {"seed": -3, "kind": "pin", "boards": 2, "pieces": "2:8"}, False,
     "fastcheck gen grid --seed -3 --kind pin -t 2 --pieces 2:8"),
    ("ostap", {"kind": "draw", "seed": 11, "moves": "10:60"}, True,
     "fastcheck gen ostap --kind draw --seed 11 --moves 10:60"),
])
def test_gen_command_writes_the_options_and_runs_to_the_same_file(fmt, options, default_kind, want, capsys):
    """The command line of a test (package .desc files, stress reports):
    the options in the order given, and it writes the same file."""
    line = gen.gen_command(fmt, options, default_kind=default_kind)
    assert line == want
    words = shlex.split(line)
    assert words[:2] == ["fastcheck", "gen"] and main(words[1:]) == 0
    assert capsys.readouterr().out == generate(fmt, **{k: v for k, v in options.items() if v not in (None, "")})


# ------------------------------------------- options that do not apply, requests not met
@pytest.mark.parametrize("argv, flag", [
    (["grid", "--moves", "5"], "--moves"),
    (["sparse", "--moves", "5"], "--moves"),
    (["ostap", "--pieces", "5"], "--pieces"),
    (["ostap", "-t", "3"], "--boards"),
    (["ostap", "--mix", "q1"], "--mix"),
    (["ostap", "--size", "8"], "--size"),
    (["grid", "--size", "10"], "--size"),
])
def test_an_option_of_another_format_is_an_error(argv, flag, capsys):
    assert main(["gen", *argv, "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("fastcheck gen: ") and flag in err and err.count("\n") == 1
    with pytest.raises(GenError):
        gen.check_options(argv[0], **{
            {"--moves": "moves", "--pieces": "pieces", "-t": "boards", "--mix": "mix", "--size": "size"}[argv[1]]:
            argv[2]})


def test_options_that_apply_and_defaults_given_explicitly_are_the_same_file():
    assert main(["gen", "grid", "--seed", "1", "--size", "8", "-o", "-"]) == 0
    assert generate("grid", seed=1, size="8") == generate("grid", seed=1)
    assert generate("ostap", seed=1, moves="1:60") == generate("ostap", seed=1)
    assert generate("sparse", seed=1, boards=10, mix="q1r2b2h2p3") == generate("sparse", seed=1)


@pytest.mark.parametrize("argv, words", [
    (["sparse", "--size", "8", "--pieces", "100"], "do not fit on a board of side 8 (64 squares)"),
    (["sparse", "--size", "8:9", "--pieces", "2:82"], "do not fit on a board of side 9 (81 squares)"),
    (["grid", "--pieces", "41"], "within 2..40 for format A"),
])
def test_a_request_no_board_can_meet_is_an_error(argv, words, capsys):
    assert main(["gen", *argv, "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_a_board_holds_the_count_or_its_pattern():
    """Each board holds the count asked for, or its pattern's pieces when they
    are more (at most PATTERN_PIECES of its kind), never more than both; on
    big boards, where the random pieces always fit, exactly the count."""
    from fastcheck.kit.gen.scenarios import PATTERN_PIECES

    reached = {}
    for kind, most in PATTERN_PIECES.items():
        for count in (3, 30):
            for fmt in ("grid", "sparse") if kind != "big" else ("sparse",):
                size = None if fmt == "grid" else "1000000:1000000000000000000"
                for pos in read_positions(generate(fmt, seed=3, boards=40, kind=kind, size=size,
                                                   pieces=str(count))):
                    assert len(pos) <= max(count, most), (kind, count, len(pos))
                    if fmt == "sparse" and count >= most:
                        assert len(pos) == count, (kind, count, len(pos))
                    reached[kind] = max(reached.get(kind, 0), len(pos) if count == 3 else 0)
    # the table is not loose: with 3 asked, some board of each pattern comes near its bound
    assert all(reached[k] >= PATTERN_PIECES[k] - 2 for k in PATTERN_PIECES if k != "random"), reached
    # mixed: a board holds at most the largest pattern
    for pos in read_positions(generate("sparse", seed=4, boards=60, pieces="3")):
        assert len(pos) <= max(PATTERN_PIECES.values())


def test_the_help_says_what_the_patterns_add(capsys):
    from fastcheck.kit.gen.scenarios import PATTERN_PIECES

    with pytest.raises(SystemExit):
        main(["gen", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for kind, most in PATTERN_PIECES.items():
        assert (f"up to {most} for {kind}" if kind != "random" else "the 2 kings for random") in text
