"""Problem packages of a variant (``fastcheck package ... --variant``): the
statement lists the variant's pieces and draws each fairy piece's moves, the
input validator takes exactly its letters, the table-driven C++ and Python
solutions (their tables written in by the builder from the variant's rows)
give fastcheck's answers on boards up to 10^18, and one wrong submission per
fairy piece leaves out part of its moves and fails a test.  The judges' own
tools run where the judges extra is installed."""
import pathlib
import random
import re
import subprocess
import sys

import pytest
from judge_tools import bt, build_testlib, finish, run_bt, start_verifyproblem
from package_programs import build_cpp

from fastcheck import solve
from fastcheck.cli import main
from fastcheck.kinds import LETTERS
from fastcheck.kit.judge import judge
from fastcheck.kit.package import Metadata, PackageError, build_icpc, build_kattis, build_polygon
from fastcheck.kit.package.invalid import canonical_text, invalid_inputs
from fastcheck.kit.package.layout import package_text, statement_md, statement_tex
from fastcheck.kit.package.sources import SOURCE_LETTERS
from fastcheck.kit.package.submissions import VARIANT_SOURCES, cpp_runner, program, runner, validators
from fastcheck.kit.package.variant import cut_moves, dress, moves_diagram, python_table, with_cpp_table
from fastcheck.kit.validate import validate
from fastcheck.variants import Variant, resolve_variant

HERE = pathlib.Path(__file__).resolve().parent
DATA = HERE / "data" / "variants"
CNA = str(DATA / "camel-nightrider-amazon.toml")
#: a solution that reads a variant file with one piece's moves changed (tests/stress_programs/variant.py)
VARIANT_PROGRAM = [sys.executable, str(HERE / "stress_programs" / "variant.py")]
LEAPERS = str(DATA / "leapers.toml")
DOUBLE = str(DATA / "double-step.toml")
#: riders beyond the classic lines: a nightrider (fen letter s), a camel, a rook that also leaps (2, 0), a
#: zebrarider, a wazir-knight
RIDERS = {"pieces": {"n": {"betza": "NN", "name": "nightrider", "fen": "s"}, "l": "C", "g": "RD", "z": "ZZ",
                     "w": "WN"}}


def _variant(spec):
    return Variant.from_dict(RIDERS, name="riders") if spec == "riders" else resolve_variant(spec)


VARIANTS = ("classic", "fairy", LEAPERS, DOUBLE, "riders")


# ------------------------------------------------------------ the solutions
def _python_solution(variant, lang="en", cut=""):
    return runner(program(VARIANT_SOURCES[1], "", GRID=False, LANG=lang, BUG="", DOUBLE_STEP=variant.double_step,
                          PIECES=python_table(variant, cut)), "variant_boards")


def _cpp_solution(variant):
    run = cpp_runner("#define LANG_EN 1\n" + with_cpp_table(package_text("programs", VARIANT_SOURCES[0]), variant))
    if run is None:
        pytest.skip("no C++ compiler")
    return run


def random_boards(variant, rng, boards=40, big=False):
    """A format B input of small random boards of ``variant``'s pieces; ``big``: each board's pieces in a
    corner or the middle of a 10^18 board, with more far along lines from the white king."""
    letters = [r.letter for r in variant.kinds if not r.royal]
    out = [str(boards)]
    for _ in range(boards):
        n = rng.randint(3, 11)
        squares = rng.sample([(x, y) for x in range(1, n + 1) for y in range(1, n + 1)], rng.randint(2, min(n * n, 14)))
        if big:
            top = 10**18
            cx, cy = rng.choice([(1, 1), (top - n + 1, top - n + 1), (top // 3, 5),
                                 (rng.randint(1, top - n), rng.randint(1, top - n))])
            squares = [(x + cx - 1, y + cy - 1) for x, y in squares]
            kx, ky = squares[0]
            for dx, dy in ((1, 0), (1, 1), (2, 1), (3, 1), (-1, 2), (0, -1)):
                t = rng.randint(10**17, top)
                if 1 <= kx + t * dx <= top and 1 <= ky + t * dy <= top and (kx + t * dx, ky + t * dy) not in squares:
                    squares.append((kx + t * dx, ky + t * dy))
            n = top
        lines = [f"{n} {len(squares)}", f"{squares[0][0]} {squares[0][1]} k", f"{squares[1][0]} {squares[1][1]} K"]
        for x, y in squares[2:]:
            letter = rng.choice(letters)
            lines.append(f"{x} {y} {letter if rng.random() < 0.5 else letter.upper()}")
        out += lines + [""]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("spec", VARIANTS)
@pytest.mark.parametrize("big", [False, True])
def test_the_table_driven_solutions_give_fastchecks_answers(spec, big):
    """Leaps, slides on the 8 classic lines, far rides (the nightrider's), a royal piece with its own
    moves and the pawn's double step: both solutions answer as the core, on small boards and on 10^18."""
    variant = _variant(spec)
    python, cpp = _python_solution(variant), _cpp_solution(variant)
    rng = random.Random(f"{spec}-{big}")
    for _ in range(6):
        text = random_boards(variant, rng, big=big)
        want = solve(text, variant=variant, lang="en")
        assert python(text.encode()) == want
        assert cpp(text.encode()) == want


def test_the_sources_hold_the_classic_table():
    """One source of the rules: the tables in the sources are the classic variant's, as the builder
    writes them from kinds.py; the input validator's format B letters are kinds.LETTERS."""
    classic = resolve_variant("classic")
    text = package_text("programs", VARIANT_SOURCES[0])
    assert with_cpp_table(text, classic) == text
    ns = {}
    exec(compile(package_text("programs", VARIANT_SOURCES[1]), "variant_boards", "exec"), ns)
    assert ns["PIECES"] == python_table(classic) and ns["DOUBLE_STEP"] is False
    validator = package_text("programs", "standalone_input_validator.cpp")
    assert set(SOURCE_LETTERS.findall(validator)) == {LETTERS}


def test_a_cut_piece_keeps_part_of_its_moves():
    knight = tuple((dx, dy) for dx in (-2, -1, 1, 2) for dy in (-2, -1, 1, 2) if abs(dx) != abs(dy))
    assert cut_moves(knight, ()) == (tuple(d for d in knight if d[1] >= 0), ())
    assert cut_moves((), ((1, 2), (-1, -2))) == (((-1, -2), (1, 2)), ())


def test_one_wrong_submission_per_own_piece_each_named_once():
    from fastcheck.kit.package.submissions import WRONG, wrong_solutions
    variant = Variant.from_dict({"pieces": {"o": "K", "u": "WF", "e": {"betza": "KN", "name": "\u00fe"}}})
    cuts = wrong_solutions("sparse", variant)[len(WRONG["boards"]):]
    assert [w.name for w in cuts] == ["commoner_o_moves_cut", "commoner_u_moves_cut", "piece_e_moves_cut"]
    assert [w.bug for w in cuts] == ["cut:o", "cut:u", "cut:e"]
    assert wrong_solutions("sparse") == WRONG["boards"]


# ------------------------------------------------------------ the validators
@pytest.mark.parametrize("spec", ["fairy", LEAPERS])
def test_the_input_validator_takes_exactly_the_variants_letters(spec, tmp_path):
    variant = resolve_variant(spec)
    source = tmp_path / "validator.cpp"
    source.write_text(validators("sparse", "none", variant=variant)[0].source, encoding="utf-8")
    exe = build_cpp(source)
    own = [r.letter for r in variant.kinds if r.number > 6][0]
    good = f"1\n8 3\n1 1 k\n8 8 K\n4 4 {own.upper()}\n"
    assert subprocess.run([exe], input=good.encode(), capture_output=True).returncode == 42
    bad = "1\n8 3\n1 1 k\n8 8 K\n4 4 x\n"
    done = subprocess.run([exe], input=bad.encode(), capture_output=True)
    assert done.returncode == 43
    message = f"expected a piece letter from '{variant.letters.listed}', found 'x'"
    assert message in done.stderr.decode()
    with pytest.raises(ValueError, match=re.escape(message)):
        solve(bad, variant=variant)
    # the classic validator still refuses the variant's pieces
    classic = tmp_path / "classic.cpp"
    classic.write_text(validators("sparse", "none")[0].source, encoding="utf-8")
    assert subprocess.run([build_cpp(classic)], input=good.encode(), capture_output=True).returncode == 43


def test_a_variants_tests_are_dressed_and_valid_with_its_pieces():
    variant = resolve_variant("fairy")
    text = "1\n8 4\n1 1 k\n8 8 K\n2 2 q\n3 3 R\n"
    dressed = dress(text, variant, seed=4, share=1.0)
    assert dressed.split("\n")[2:4] == ["1 1 k", "8 8 K"]
    assert [line[-1].lower() in "acm" and line[-1].isupper() == (i == 1)
            for i, line in enumerate(dressed.split("\n")[4:6])] == [True, True]
    assert dress(text, variant, seed=4, share=1.0) == dressed          # the same for the same seed
    assert validate(dressed, format="sparse", variant=variant).ok and not validate(dressed, format="sparse").ok


def test_a_variants_invalid_inputs_keep_its_pieces():
    """The invalid inputs are the sample itself broken one rule at a time, read with the variant's
    pieces (not with them written as queens): each is refused by validate with the variant."""
    variant = resolve_variant("fairy")
    sample = canonical_text("sparse", "1\n8 4\n1 1 k\n8 8 K\n2 2 a\n3 3 M\n")
    invalid = invalid_inputs("sparse", sample, variant)
    assert invalid["crlf"] == sample.replace("\n", "\r\n")
    assert invalid["second-white-king"].split("\n")[4] == "2 2 k"
    assert invalid["letter-outside-the-format"].split("\n")[4] == "2 2 x"
    assert invalid["piece-on-a-taken-square"].split("\n")[4] == "2 2 a"
    assert all(not validate(text, format="sparse", variant=variant, canonical=True).ok for text in invalid.values())
    with pytest.raises(AssertionError, match="valid, canonical input"):
        invalid_inputs("sparse", sample)            # the classic pieces have no archbishop


# ------------------------------------------------------------ the statement
def test_the_statement_lists_the_pieces_and_draws_the_fairy_ones():
    variant = Variant.from_dict(RIDERS, name="riders")
    tex = statement_tex("sparse", "cstate3", "en", "Riders", variant)
    assert "\\texttt{K} king, \\texttt{Q} queen, \\texttt{R} rook, \\texttt{B} bishop, \\texttt{H} knight" in tex
    assert "\\texttt{N} nightrider" in tex and "\\texttt{L} camel" in tex
    assert f"\\texttt{{{variant.letters.listed}}}" in tex
    assert "rides any number of steps of 2 squares one way and 1 the other" in tex
    assert "leaps 3 squares one way and 1 the other" in tex
    camel = [row for row in variant.kinds if row.letter == "l"][0]
    assert f"\\begin{{verbatim}}\n{moves_diagram(camel)}\n\\end{{verbatim}}" in tex
    assert moves_diagram(camel).split("\n")[0] == ". . * . * . ."
    assert "@@" not in tex
    md = statement_md("sparse", "cstate3", "en", "Riders", variant)
    assert "```\n" + moves_diagram(camel) + "\n```" in md and "\\begin" not in md
    # a variant with a king of its own moves and the pawn's double step says so
    leapers = statement_tex("sparse", "cstate3", "en", "L", resolve_variant(LEAPERS))
    assert "(the king as below)" in leapers and "\\texttt{K} king (the royal piece): leaps one square orthogonally" \
        in leapers
    double = statement_tex("sparse", "cstate3", "en", "D", resolve_variant(DOUBLE))
    assert "may also walk\n  two squares straight ahead" in double and "no double first step" not in double
    assert "no double first step" in statement_tex("sparse", "cstate3", "en", "C")


# ------------------------------------------------------------ the packages
@pytest.fixture(scope="module")
def fairy_kattis(tmp_path_factory):
    root = tmp_path_factory.mktemp("variant")
    return build_kattis(str(root / "fairy"), "sparse", seed=3, tests=10, variant="fairy")


def test_a_fairy_kattis_package(fairy_kattis, tmp_path):
    d = pathlib.Path(fairy_kattis.path)
    yaml = (d / "problem.yaml").read_text(encoding="utf-8")
    assert "--variant fairy" in yaml.split("\n")[1]
    assert "\nsource" not in yaml                      # no seed problem's credit for the fairy pieces
    classic = build_kattis(str(tmp_path / "fairy"), "sparse", seed=3, tests=10)
    classic_yaml = (pathlib.Path(classic.path) / "problem.yaml").read_text(encoding="utf-8")
    assert "\nsource: " in classic_yaml
    assert classic_yaml.split("uuid: ")[1][:36] != yaml.split("uuid: ")[1][:36]
    statement = (d / "problem_statement" / "problem.en.tex").read_text(encoding="utf-8")
    assert "\\texttt{A} archbishop" in statement and "\\texttt{M} amazon" in statement
    # the samples show the fairy pieces, and every test's answer is fastcheck's
    samples = sorted((d / "data" / "sample").glob("*.in"))
    assert [p.stem for p in samples] == ["variant-1", "variant-2"]
    assert re.search(r" [acmACM]$", samples[0].read_text(), re.M)
    for path in sorted((d / "data").rglob("*.in")):
        text = path.read_text()
        assert (path.with_suffix(".ans")).read_text() == solve(text, variant="fairy")
    # one wrong submission per fairy piece, each failing a test that the others' tables pass
    for name in ("archbishop", "chancellor", "amazon"):
        wrong = d / "submissions" / "wrong_answer" / f"{name}_moves_cut.py"
        test = d / "data" / (fairy_kattis.caught[f"{name}_moves_cut"] + ".in")
        out = runner(wrong.read_text(), name)(test.read_bytes())
        assert not judge(test.read_text(), out, test.with_suffix(".ans").read_text(), variant="fairy").ok
    # the accepted C++ solution passes every test
    cpp = build_cpp(d / "submissions" / "accepted" / "solution.cpp")
    for path in sorted((d / "data").rglob("*.in")):
        done = subprocess.run([cpp], stdin=open(path, "rb"), capture_output=True)
        assert done.stdout.decode() == path.with_suffix(".ans").read_text(), path.name


def test_a_variant_is_for_format_b_only(tmp_path, capsys):
    for build in (build_kattis, build_icpc, build_polygon):
        with pytest.raises(PackageError, match="--variant fairy needs --format sparse"):
            build(str(tmp_path / "p"), "grid", seed=1, tests=8, variant="fairy")
    assert main(["package", "kattis", str(tmp_path / "p"), "--format", "ostap", "--seed", "1",
                 "--variant", LEAPERS]) == 2
    assert "needs --format sparse" in capsys.readouterr().err
    assert not (tmp_path / "p").exists()


def test_icpc_and_polygon_packages_of_a_variant_file(tmp_path, capsys):
    args = ["--format", "sparse", "--seed", "5", "--tests", "10", "--variant", LEAPERS]
    assert main(["package", "icpc", str(tmp_path / "leapi")] + args) == 0
    assert main(["package", "polygon", str(tmp_path / "leapp")] + args) == 0
    out = capsys.readouterr().out
    for name in ("ferz", "wazir", "camel", "zebra", "commoner", "centaur"):
        assert f"wrong_answer/{name}_moves_cut.py fails on" in out or f"wa_{name}_moves_cut.py fails on" in out
    icpc = tmp_path / "leapi"
    exe = build_cpp(icpc / "input_validators" / "fastcheck_validate.cpp")
    for path in sorted((icpc / "data").rglob("*.in")):
        expected = 43 if "invalid_input" in path.parts else 42
        if path.stat().st_size < 10**6:
            done = subprocess.run([exe], stdin=open(path, "rb"), capture_output=True)
            assert done.returncode == expected, (path.name, done.stderr[-300:])
    assert "@@" not in (icpc / "statement" / "problem.en.tex").read_text()
    # the invalid inputs are the last sample broken, its own pieces kept
    sample = sorted((icpc / "data" / "sample").glob("*.in"))[-1].read_bytes()
    assert re.search(rb" [lzwfoe]$", sample, re.I | re.M)
    assert (icpc / "data" / "invalid_input" / "crlf.in").read_bytes() == sample.replace(b"\n", b"\r\n")
    xml = (tmp_path / "leapp" / "problem.xml").read_text()
    assert "wa_camel_moves_cut.py" in xml


# ------------------------------------------------------------ the judges' tools
#: testlib's exit codes by fastcheck judge's verdicts
TESTLIB_EXIT = {"OK": 0, "WA": 1, "PE": 2, "FAIL": 3}


def _cuts(caught):
    """The wrong submissions that cut an own piece's moves, of a package's ``caught``."""
    return sorted(name for name in caught if name.endswith("_moves_cut"))


def _verifyproblem_accepts(out, cuts):
    """verifyproblem's output on a variant's Kattis package: no error, no warning, every cut piece's
    submission a wrong answer."""
    assert re.search(r"tested: 0 errors, 0 warnings", out), out[-3000:]
    assert re.search(r"accepted/solution\.cpp .* OK: AC", out), out[-3000:]
    for name in cuts:
        assert re.search(rf"wrong_answer/{name}\.py .* OK: WA", out), out[-3000:]


#: the time limit of a variant's packages that the judges' tools run: its table-driven C++ solution takes
#: 0.4-0.6 s on the limits test here, and bt run beside another judge's tool once took 2 s for it
BT_TIME_LIMIT = 3


def _bapctools_accepts(config, path, cuts):
    """``bt validate`` and ``bt run`` on a variant's ICPC package: exit 0 (BAPCtools exits 1 on any
    warning or error), no warning, no error, every cut piece's submission a wrong answer."""
    exe = bt()
    for action in ("validate", "run"):
        done = run_bt(exe, config, path, action)
        out = done.stdout + done.stderr
        assert done.returncode == 0 and not re.search(r"WARNING|ERROR", out), out[-4000:]
    for name in cuts:
        assert re.search(rf"wrong_answer/{name}\.py: +\S*WA", out), out[-4000:]


def _polygon_agrees(testlib, path, variant, caught):
    """A variant's Polygon validator and checker, compiled against testlib.h, decide as ``validate``
    and ``judge`` with the variant do: on every test and validator test, on every checker test, and on
    the output of each wrong submission on the test that catches it."""
    d = pathlib.Path(path)
    val = build_testlib(testlib, f"val_{d.name}", (d / "files" / "val.cpp").read_text())
    check = build_testlib(testlib, f"check_{d.name}", (d / "files" / "check.cpp").read_text())
    invalid = sorted((d / "files" / "tests" / "validator-tests").iterdir())
    assert invalid
    for test in sorted((d / "tests").glob("[0-9][0-9]")) + invalid:
        data = test.read_bytes()
        code = subprocess.run([val], input=data, capture_output=True).returncode
        assert (code == 0) == validate(data, format="sparse", canonical=True, variant=variant).ok, test.name
    checks = d / "files" / "tests" / "checker-tests"
    cases = [(checks / f"{i:02d}", checks / f"{i:02d}.o", checks / f"{i:02d}.a")
             for i in range(1, len(list(checks.glob("*.o"))) + 1)]
    for name, test in caught.items():
        wrong = d / "solutions" / f"wa_{name}.py"
        out = path_out = d.parent / f"{d.name}-{name}.out"
        out.write_text(runner(wrong.read_text(), name)(test.read_bytes()))
        cases.append((test, path_out, pathlib.Path(f"{test}.a")))
    verdicts = set()
    for inp, out, ans in cases:
        want = judge(inp.read_bytes(), out.read_bytes(), ans.read_bytes(), variant=variant).verdict
        done = subprocess.run([check, str(inp), str(out), str(ans)], capture_output=True)
        assert done.returncode == TESTLIB_EXIT[want], (inp.name, out.name, want, done.stderr[-300:])
        verdicts.add(want)
    assert {"OK", "WA", "PE"} <= verdicts


@pytest.mark.slow
def test_verifyproblem_accepts_a_fairy_package(fairy_kattis, problemtools_config, tmp_path):
    log = tmp_path / "log"
    out = finish(start_verifyproblem(problemtools_config, fairy_kattis.path, log, "config", "data", "submissions",
                                     "validators"), log, timeout=1800)
    _verifyproblem_accepts(out, _cuts(fairy_kattis.caught))


@pytest.mark.slow
def test_bapctools_validates_and_runs_a_fairy_package(bt_config, tmp_path):
    pkg = build_icpc(str(tmp_path / "fairyicpc"), "sparse", seed=3, tests=10, variant="fairy",
                     meta=Metadata(time_limit=BT_TIME_LIMIT))
    _bapctools_accepts(bt_config, pkg.path, _cuts(pkg.caught))


def test_polygon_checker_and_validator_of_a_variant_agree_with_the_package(testlib, tmp_path):
    """The testlib validator and checker of a fairy package, compiled against testlib.h: the validator
    takes every test and refuses every validator test, the checker gives each checker test the verdict
    problem.xml names (fastcheck judge's)."""
    pkg = build_polygon(str(tmp_path / "fairypoly"), "sparse", seed=3, tests=10, variant="fairy")
    d = pathlib.Path(pkg.path)
    _polygon_agrees(testlib, pkg.path, "fairy", {})
    verdicts = re.findall(r'<test verdict="([a-z-]+)"/>', (d / "problem.xml").read_text())
    exits = {"ok": 0, "wrong-answer": 1, "presentation-error": 2}
    check = build_testlib(testlib, "check_fairypoly", (d / "files" / "check.cpp").read_text())
    checks = d / "files" / "tests" / "checker-tests"
    for i, verdict in enumerate(verdicts[:5], 1):
        done = subprocess.run([check, str(checks / f"{i:02d}"), str(checks / f"{i:02d}.o"),
                               str(checks / f"{i:02d}.a")], capture_output=True)
        assert done.returncode == exits[verdict], (i, verdict, done.stderr[-300:])


@pytest.mark.slow
def test_a_variant_file_problem_from_gen_to_three_packages_the_judges_accept(problemtools_config, bt_config,
                                                                            testlib, tmp_path, capsys):
    """A problem set with a variant file holding a camel, a nightrider and an amazon besides the classic
    pieces, from ``gen`` to the three packages, each passing its platform's own tool: verifyproblem
    (Kattis), BAPCtools (ICPC), the testlib validator and checker deciding as ``validate`` and ``judge``
    (Polygon)."""
    # the tests: gen writes them with the variant's pieces, validate takes them with it only
    test = tmp_path / "t.in"
    assert main(["gen", "sparse", "--seed", "3", "--variant", CNA, "--size", "8:40", "-o", str(test)]) == 0
    assert {"l", "n", "m"} <= set(re.findall(r" ([a-z])$", test.read_text().lower(), re.M))
    assert main(["validate", "--variant", CNA, str(test)]) == 0
    assert main(["validate", str(test)]) == 3
    # stress finds a solution whose nightrider moves as a knight, and passes the right one
    capsys.readouterr()
    assert main(["stress", "--variant", CNA, "--size", "8:12", "--tests", "30", "--out", str(tmp_path / "fail.in"),
                 "--", *VARIANT_PROGRAM, CNA, "n", "N"]) == 1
    assert "wrong answer" in capsys.readouterr().out and " n\n" in (tmp_path / "fail.in").read_text().lower()
    assert main(["stress", "--variant", CNA, "--size", "8:12", "--tests", "5", "--", *VARIANT_PROGRAM, CNA]) == 0
    # the three packages
    options = ["--format", "sparse", "--seed", "5", "--tests", "10", "--variant", CNA,
               "--time-limit", str(BT_TIME_LIMIT)]
    for kind in ("kattis", "icpc", "polygon"):
        assert main(["package", kind, str(tmp_path / f"cna{kind}")] + options) == 0
    said = capsys.readouterr().out
    caught = dict(re.findall(r"(?:wrong_answer/|wa_)(\w+_moves_cut)\.py fails on (\S+)", said))
    assert sorted(caught) == ["amazon_moves_cut", "camel_moves_cut", "nightrider_moves_cut"]
    # each judge's tool in turn: the C++ solution's time on the limits test is measured, so no two at once
    _bapctools_accepts(bt_config, str(tmp_path / "cnaicpc"), sorted(caught))
    polygon = tmp_path / "cnapolygon"
    tests = {name: polygon / "tests" / where for name, where in
             re.findall(r"wa_(\w+_moves_cut)\.py fails on tests/(\d+)", said)}
    assert sorted(tests) == sorted(caught)
    _polygon_agrees(testlib, str(polygon), CNA, tests)
    log = tmp_path / "verifyproblem.log"
    out = finish(start_verifyproblem(problemtools_config, str(tmp_path / "cnakattis"), log, "config", "data",
                                     "submissions", "validators"), log, timeout=1800)
    _verifyproblem_accepts(out, sorted(caught))


def test_a_variant_package_under_the_ksp_limits(tmp_path):
    """The samples and tests of a variant keep to the limits preset (ksp: 8 x 8 boards), and the
    Python solution is then an accepted one."""
    pkg = pathlib.Path(build_kattis(str(tmp_path / "k"), "sparse", seed=3, tests=10, limits="ksp",
                                    variant="fairy").path)
    variant = resolve_variant("fairy")
    for path in sorted((pkg / "data").rglob("*.in")):
        assert validate(path.read_text(), format="sparse", limits="ksp", variant=variant).ok, path.name
    assert (pkg / "submissions" / "accepted" / "solution.py").is_file()
