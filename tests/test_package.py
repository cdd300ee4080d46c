"""fastcheck package kattis: complete Kattis problem packages, whose wrong
submissions each fail on a generated test, whose directory is named by a
valid short name, and which problemtools' verifyproblem (when it is
installed) passes with no error and no warning where Python cannot import
fastcheck, as on a stock judge."""
import os
import pathlib
import re
import shutil
import zipfile

import pytest
from judge_tools import finish, start_verifyproblem
from package_programs import run as run_program

from fastcheck import read_positions, solve
from fastcheck.cli import main
from fastcheck.kit.gen import KINDS, OSTAP_KINDS
from fastcheck.kit.judge import judge
from fastcheck.kit.package import WRONG, PackageError, build_kattis, languages_yaml
from fastcheck.kit.package.layout import MARKER, TIME_LIMIT, TIME_MULTIPLIER
from fastcheck.kit.package.submissions import python_folder
from fastcheck.kit.validate import DEFAULT_PRESET, validate

FORMATS = ("grid", "sparse", "ostap")
SAMPLES = {"grid": ("tms-1", "tms-2"), "sparse": ("ksp-1", "ksp-2"), "ostap": ("timus-1", "timus-2", "timus-3")}


def _wrong(fmt):
    return WRONG["ostap" if fmt == "ostap" else "boards"]


def _validator(d, role):
    """The one validator program of a package: input_validators/... or output_validators/*/..."""
    files = [p for p in d.glob(f"{role}_validator*/**/*") if p.is_file()]
    assert len(files) == 1, files
    return files[0]


def _standalone_text(text):
    return not re.search(r"^\s*(from|import)\s+fastcheck\b", text, re.M)


def _standalone(path):
    return _standalone_text(path.read_text(encoding="utf-8"))


def _run(program, stdin, *args):
    """A package's program as the judge runs it."""
    program = pathlib.Path(program)
    assert _standalone(program), program
    return run_program(program, stdin, *args, timeout=120)


@pytest.fixture(scope="module")
def packages(tmp_path_factory):
    """The three default packages (the grid one zipped as well)."""
    root = tmp_path_factory.mktemp("packages")
    return {fmt: build_kattis(str(root / fmt), fmt, seed=2024, zip=fmt == "grid") for fmt in FORMATS}


# ---------------------------------------------------------------- layout
@pytest.mark.parametrize("fmt", FORMATS)
def test_package_layout(packages, fmt):
    d = pathlib.Path(packages[fmt].path)
    yaml = (d / "problem.yaml").read_text(encoding="utf-8")
    assert yaml.startswith(MARKER)
    for key in ("name:", "uuid:", "author:", "source:", "license:", "rights_owner:"):
        assert re.search(rf"^{key} \S", yaml, re.M), key
    assert re.search(r"^validation: custom$", yaml, re.M)
    assert re.search(rf"^limits:\n  time_multiplier: {TIME_MULTIPLIER}$", yaml, re.M)
    tex = (d / "problem_statement" / "problem.en.tex").read_text(encoding="utf-8")
    assert tex.startswith("\\problemname{") and "@@" not in tex
    assert (d / ".timelimit").read_text() == f"{TIME_LIMIT}\n" == "1\n"
    assert _validator(d, "input").stem == "fastcheck_validate"
    assert _validator(d, "output").parent.name == "fastcheck_judge"
    folders = {p.name: sorted(q.name for q in p.iterdir()) for p in (d / "submissions").iterdir()}
    python = python_folder(fmt, DEFAULT_PRESET[fmt])
    assert python == ("time_limit_exceeded" if fmt == "sparse" else "accepted")
    assert "solution.cpp" in folders["accepted"] and "solution.py" in folders[python]
    wrong = sorted(p.stem for p in (d / "submissions" / "wrong_answer").iterdir())
    assert wrong == sorted(w.name for w in _wrong(fmt)) and len(wrong) >= 3
    for p in (d / "submissions").rglob("*.py"):
        compile(p.read_text(encoding="utf-8"), str(p), "exec")
        assert _standalone(p), p
    assert sorted(p.name for p in (d / "data" / "sample").iterdir()) == sorted(
        f"{s}.{ext}" for s in SAMPLES[fmt] for ext in ("in", "ans"))


@pytest.mark.parametrize("fmt", FORMATS)
def test_samples_are_the_official_ones(packages, fmt, data_dir):
    d = pathlib.Path(packages[fmt].path) / "data" / "sample"
    for name in SAMPLES[fmt]:
        assert (d / f"{name}.in").read_bytes() == (data_dir / f"{name}.in").read_bytes()
        assert (d / f"{name}.ans").read_bytes() == (data_dir / f"{name}.out").read_bytes()


@pytest.mark.parametrize("fmt", FORMATS)
def test_secret_tests_are_valid_answered_and_cover_every_kind(packages, fmt):
    pkg = packages[fmt]
    d = pathlib.Path(pkg.path) / "data" / "secret"
    names = sorted(p.stem for p in d.glob("*.in"))
    assert names == pkg.tests and len(names) >= 20
    for name in names:
        text = (d / f"{name}.in").read_text()
        assert validate(text, format=fmt).ok, name
        assert (d / f"{name}.ans").read_text() == solve(text, format=fmt), name
        assert (d / f"{name}.desc").read_text().startswith(f"fastcheck gen {fmt} ")
    kinds = {n.split("-")[1] for n in names}
    wanted = set(OSTAP_KINDS if fmt == "ostap" else KINDS) - ({"big"} if fmt == "grid" else set())
    assert wanted <= kinds
    # one test at the limits, and it comes last
    assert names[-1].endswith("-limits")
    last = (d / f"{names[-1]}.in").read_text().split("\n")
    if fmt == "grid":
        assert last[0] == "1000"
    elif fmt == "sparse":
        assert last[1] == "1000000000000000000 200000"
    else:
        assert last[8] == "60"


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_wrong_submission_fails_on_a_secret_test(packages, fmt):
    """The proof that the tests are strong, re-done with the shipped
    programs run as standalone processes, by a Python that has no fastcheck."""
    pkg = packages[fmt]
    d = pathlib.Path(pkg.path)
    assert sorted(pkg.caught) == sorted(w.name for w in _wrong(fmt))
    for name, test in pkg.caught.items():
        assert test.startswith("secret/")
        inp = (d / "data" / f"{test}.in").read_bytes()
        ans = (d / "data" / f"{test}.ans").read_bytes()
        run = _run(d / "submissions" / "wrong_answer" / f"{name}.py", inp)
        assert run.returncode == 0, run.stderr
        assert not judge(inp, run.stdout, ans, format=fmt).ok, name
        for good in (d / "submissions").glob("*/solution.*"):
            assert judge(inp, _run(good, inp).stdout, ans, format=fmt).ok, good


def test_validator_programs_speak_kattis(packages, tmp_path):
    d = pathlib.Path(packages["sparse"].path)
    inp = (d / "data" / "sample" / "ksp-2.in").read_bytes()
    ans = d / "data" / "sample" / "ksp-2.ans"
    validate_prog = _validator(d, "input")
    assert _run(validate_prog, inp).returncode == 42
    assert _run(validate_prog, inp.replace(b"8 7", b"7 7", 1)).returncode == 43
    judge_prog = _validator(d, "output")
    inp_path = d / "data" / "sample" / "ksp-2.in"
    assert _run(judge_prog, ans.read_bytes(), inp_path, ans, tmp_path).returncode == 42
    bad = ans.read_bytes().replace(b"Ma 1 ", b"Ma 2 ", 1)
    assert _run(judge_prog, bad, inp_path, ans, tmp_path, "extra-flag").returncode == 43
    assert "board 1" in (tmp_path / "judgemessage.txt").read_text()


def test_zip_holds_the_package_at_its_root(packages):
    pkg = packages["grid"]
    assert pkg.zip_path == pkg.path + ".zip"
    with zipfile.ZipFile(pkg.zip_path) as zf:
        names = sorted(zf.namelist())
    on_disk = sorted(str(p.relative_to(pkg.path)).replace(os.sep, "/")
                     for p in pathlib.Path(pkg.path).rglob("*") if p.is_file())
    assert names == on_disk and "problem.yaml" in names


# ---------------------------------------------------------------- options
def test_same_seed_same_package_and_english_wording(tmp_path):
    a = build_kattis(str(tmp_path / "a" / "p"), "grid", seed=5, tests=8, lang="en")
    b = build_kattis(str(tmp_path / "b" / "p"), "grid", seed=5, tests=8, lang="en")
    files = sorted(p.relative_to(a.path) for p in pathlib.Path(a.path).rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(b.path) for p in pathlib.Path(b.path).rglob("*") if p.is_file())
    for f in files:
        assert (pathlib.Path(a.path) / f).read_bytes() == (pathlib.Path(b.path) / f).read_bytes(), f
    sample = (pathlib.Path(a.path) / "data" / "sample" / "tms-2.ans").read_text()
    assert sample.startswith("White Check - 1 Plausible Moves\n")
    assert "Plausible Moves" in (pathlib.Path(a.path) / "problem_statement" / "problem.en.tex").read_text()


def test_ksp_limits_for_format_b(tmp_path):
    pkg = build_kattis(str(tmp_path / "p"), "sparse", seed=1, tests=8, limits="ksp")
    d = pathlib.Path(pkg.path)
    assert re.search(r"^(PRESET = 'ksp'|#define PACKAGE_LIMITS \"ksp\")$", _validator(d, "input").read_text(), re.M)
    for p in (d / "data" / "secret").glob("*.in"):
        text = p.read_text()
        assert validate(text, format="sparse", limits="ksp").ok
        assert {pos.n for pos in read_positions(text, format="sparse")} == {8}


def test_cli_builds_and_reports(tmp_path, capsys):
    out = tmp_path / "pkg"
    assert main(["package", "kattis", str(out), "--format", "ostap", "--seed", "3", "--tests", "8", "--zip"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(WRONG["ostap"]) and all(" fails on secret/" in line for line in lines)
    assert (tmp_path / "pkg.zip").is_file()
    # a second run needs --force, and --force only replaces a package written here
    assert main(["package", "kattis", str(out), "--format", "ostap", "--seed", "3", "--tests", "8"]) == 2
    assert main(["package", "kattis", str(out), "--format", "ostap", "--seed", "4", "--tests", "8", "--force"]) == 0
    other = tmp_path / "other"
    other.mkdir()
    (other / "notes.txt").write_text("mine")
    assert main(["package", "kattis", str(other), "--format", "ostap", "--seed", "4", "--force"]) == 2
    assert (other / "notes.txt").read_text() == "mine"


@pytest.mark.parametrize("argv", [
    ["--format", "grid", "--seed", "1", "--tests", "3"],
    ["--format", "grid", "--seed", "1", "--limits", "cstate3"],
    ["--format", "ostap", "--seed", "1", "--limits", "ksp"],
])
def test_bad_options_are_one_line_and_exit_2(tmp_path, capsys, argv):
    assert main(["package", "kattis", str(tmp_path / "p")] + argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("fastcheck package: ")
    assert not (tmp_path / "p").exists()


def test_build_kattis_refuses_bad_arguments(tmp_path):
    with pytest.raises(PackageError):
        build_kattis(str(tmp_path / "p"), "chess", seed=1)
    with pytest.raises(PackageError):
        build_kattis(str(tmp_path / "p"), "grid", seed=1, lang="de")


def test_2023_07_package_has_a_markdown_statement(tmp_path):
    pkg = build_kattis(str(tmp_path / "p"), "sparse", seed=2, tests=9, version="2023-07")
    d = pathlib.Path(pkg.path)
    assert sorted(p.name for p in d.iterdir()) == ["data", "input_validators", "output_validator", "problem.yaml",
                                                   "statement", "submissions"]
    yaml = (d / "problem.yaml").read_text(encoding="utf-8")
    assert "problem_format_version: 2023-07-draft" in yaml and f"time_limit: {TIME_LIMIT}\n" in yaml
    md = (d / "statement" / "problem.en.md").read_text(encoding="utf-8")
    assert "## Input" in md and "`Biely hrac ma mat.`" in md and "\\texttt" not in md
    assert [p.stem for p in (d / "output_validator").iterdir()] == ["fastcheck_judge"]
    with pytest.raises(PackageError):
        build_kattis(str(tmp_path / "q"), "sparse", seed=2, version="2020")


def test_languages_yaml_runs_cpython_isolated(capsys):
    assert main(["package", "languages-yaml"]) == 0
    out = capsys.readouterr().out
    assert out == languages_yaml() and "python3:" in out and "fastcheck" not in out.split("\n", 1)[1]
    assert "run: '\"python3\" -I \"{mainfile}\"'" in out
    assert "/opt/py/bin/python3\" -I" in languages_yaml("/opt/py/bin/python3")


@pytest.mark.parametrize("name", ["chess-b", "Chess B", "ChessB", "chess_b", "šach", "-"])
def test_a_directory_that_is_no_short_name_is_refused(tmp_path, capsys, name):
    assert main(["package", "kattis", str(tmp_path / name), "--format", "grid", "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "short name" in err and "a-z, 0-9" in err
    assert not (tmp_path / name).exists()
    with pytest.raises(PackageError, match="short name"):
        build_kattis(str(tmp_path / name), "grid", seed=1)


def test_the_short_name_is_the_last_part_of_the_path(tmp_path):
    pkg = build_kattis(str(tmp_path / "Upper-Case" / "chessa2") + os.sep, "grid", seed=1, tests=8)
    assert pathlib.Path(pkg.path).name == "chessa2" and (pathlib.Path(pkg.path) / "problem.yaml").is_file()


def test_the_readme_example_is_a_valid_short_name():
    readme = (pathlib.Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Setting a problem\n", 1)[1].split("\n## ", 1)[0]
    # the folder's name (the README writes it into the scratch folder, "$SCRATCH/NAME")
    names = [n.strip('"').rsplit("/", 1)[-1] for n in re.findall(r"fastcheck package kattis (\S+)", section)]
    assert names and all(re.fullmatch(r"[a-z0-9]+", n) for n in names), names


# ------------------------------------------------------- verifyproblem
def test_the_validators_are_standalone():
    """The packages ship validators that need no fastcheck."""
    from fastcheck.kit.package.submissions import validators
    for fmt, preset in (("grid", "ksp"), ("sparse", "cstate3"), ("ostap", "timus")):
        assert all(_standalone_text(v.source) for v in validators(fmt, preset))


def _least_tests(fmt):
    """The fewest tests the builder allows: problemtools runs the output
    validator (a fresh Python importing fastcheck) on every test for each
    of its junk outputs, so fewer tests keep the run short."""
    return 1 + len([k for k in (OSTAP_KINDS if fmt == "ostap" else KINDS) if k != "big" or fmt == "sparse"])


@pytest.fixture(scope="module")
def verifyproblem_runs(problemtools_config, tmp_path_factory):
    """One package per format, and verifyproblem started on all three at
    once: the runs are independent and CPU-bound, so two cores finish them
    in about half the time."""
    root = tmp_path_factory.mktemp("verify")
    runs = {}
    for fmt in FORMATS:
        pkg = build_kattis(str(root / fmt), fmt, seed=11, tests=_least_tests(fmt))
        log = root / f"{fmt}.log"
        runs[fmt] = (start_verifyproblem(problemtools_config, pkg.path, log,
                                          "config", "data", "submissions", "validators"), log)
    yield runs
    for proc, _ in runs.values():
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@pytest.mark.slow
@pytest.mark.parametrize("fmt", FORMATS)
def test_verifyproblem_finds_no_error(verifyproblem_runs, fmt):
    out = finish(*verifyproblem_runs[fmt])
    assert re.search(r"tested: 0 errors, 0 warnings", out), out[-3000:]
    assert re.search(r"accepted/solution\.cpp .* OK: AC", out), out[-3000:]
    python = python_folder(fmt, DEFAULT_PRESET[fmt])
    verdict = "AC" if python == "accepted" else "TLE"
    assert re.search(rf"{python}/solution\.py .* OK: {verdict}", out), out[-3000:]
    for w in _wrong(fmt):
        assert re.search(rf"wrong_answer/{w.name}\.py .* OK: WA", out), out[-3000:]
    # the time limit verifyproblem sets is the package's: from the C++
    # solution's time, so a timed check (FASTCHECK_TIMED_TESTS)
    m = re.search(r"setting timelim to (\S+) secs", out)
    assert m, out[-3000:]
    if os.environ.get("FASTCHECK_TIMED_TESTS", "") not in ("", "0"):
        assert float(m.group(1)) == TIME_LIMIT, out[-3000:]


@pytest.mark.slow
@pytest.mark.parametrize("version", ["legacy", "2023-07"])
def test_verifyproblem_renders_the_statement(problemtools_config, tmp_path, version):
    """The statement part needs TeX Live's lualatex (and pandoc for
    Markdown), which pip cannot install: skipped without them."""
    for tool in ("lualatex",) + (("pandoc",) if version == "2023-07" else ()):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (Debian: texlive-luatex texlive-latex-extra "
                        f"texlive-fonts-recommended texlive-plain-generic pandoc)")
    pkg = build_kattis(str(tmp_path / "p"), "ostap", seed=11, tests=_least_tests("ostap"), version=version)
    out = finish(start_verifyproblem(problemtools_config, pkg.path, tmp_path / "log", "config", "statement"),
                  tmp_path / "log")
    # the 2023-07 format's one warning: problemtools' own note that its support is incomplete
    assert re.search(rf"tested: 0 errors, {int(version == '2023-07')} warnings?", out), out[-3000:]


def test_an_empty_directory_argument_is_refused_by_name(tmp_path, capsys, monkeypatch):
    """``package kattis ""`` names the empty argument, not the working directory it would become."""
    here = tmp_path / "chess"
    here.mkdir()
    (here / "notes.txt").write_text("mine")
    monkeypatch.chdir(here)
    assert main(["package", "kattis", "", "--format", "grid", "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert err == "fastcheck package: DIR must name the package directory, not the empty string ''\n"
    assert sorted(p.name for p in here.iterdir()) == ["notes.txt"]
