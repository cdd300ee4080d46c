"""fastcheck package polygon: Codeforces Polygon packages.  Their testlib
checker and validator, compiled against the testlib.h that the rbx-cp
distribution ships (the tests skip without it; the repository carries no
copy), decide as ``fastcheck judge`` and ``fastcheck validate`` do on the
corpora the Kattis programs are held against, with testlib's exit codes;
every ``main`` and ``accepted`` solution passes every test and every wrong
one fails one."""
import os
import pathlib
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from judge_tools import build_testlib
from package_programs import run as run_program
from test_package_validators import BROKEN, CANONICAL, CASES, RULES, _mutate_input, _valid_inputs

from fastcheck.cli import main
from fastcheck.kit.judge import judge
from fastcheck.kit.package import Metadata, PackageError
from fastcheck.kit.package.polygon import TAGS, build_polygon, checker_source, validator_source
from fastcheck.kit.validate import validate

FORMATS = ("grid", "sparse", "ostap")
#: testlib's exit codes by fastcheck's verdicts
TESTLIB_EXIT = {"OK": 0, "WA": 1, "PE": 2, "FAIL": 3}
ROOT = pathlib.Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def checker(testlib):
    return build_testlib(testlib, "check", checker_source("auto", "auto"))


@pytest.fixture(scope="module", params=[True, False], ids=["canonical", "lenient"])
def validator(testlib, request):
    """(canonical?, the validator): the package's, canonical, and the one ``canonical=False`` writes."""
    source = validator_source("auto", "auto", request.param)
    return request.param, build_testlib(testlib, f"val_{request.param}", source)


def test_the_repository_carries_no_testlib():
    """Polygon and CMS provide testlib.h: no copy of its text is shipped or kept here."""
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    if tracked.returncode != 0:
        pytest.skip("not a git checkout")
    assert not [p for p in tracked.stdout.split() if p.endswith("testlib.h")]
    for name in ("testlib_checker.cpp", "testlib_validator.cpp"):
        text = (ROOT / "src" / "fastcheck" / "kit" / "package" / "programs" / name).read_text()
        assert re.findall(r'^#include ["<](.*)[">]', text, re.M) == ["testlib.h"], name
        assert "registerTestlibCmd(int" not in text and "registerValidation(int" not in text


# ------------------------------------------------------------ the checker
def _check(exe, where, inp, out, ans):
    for name, data in (("in", inp), ("out", out), ("ans", ans)):
        (where / name).write_bytes(data)
    done = subprocess.run([exe, str(where / "in"), str(where / "out"), str(where / "ans")], capture_output=True)
    return done.returncode, done.stderr.decode("ascii", "replace")


def test_the_checker_decides_as_the_judge(checker, tmp_path):
    """Every output of the Kattis output validator's corpus: the judge's verdict, as testlib's exit code,
    and the judge's message (testlib's prefixes are the judge's) on the corpus of outputs."""
    differ = []
    for case in CASES + BROKEN:
        want = judge(case.inp, case.out, case.ans)
        code, msg = _check(checker, tmp_path, case.inp, case.out, case.ans)
        if code != TESTLIB_EXIT[want.verdict] or (case in CASES and msg != want.line() + "\n"):
            differ.append((case.name, want.line(), code, msg[:200]))
    assert not differ, differ[:5]
    assert len(CASES) > 600


def test_the_checker_of_a_format_refuses_another(testlib, tmp_path):
    exe = build_testlib(testlib, "check_grid", checker_source("grid", "ksp"))
    case = next(c for c in CASES if c.name.startswith("sparse") and c.name.endswith("-right"))
    assert _check(exe, tmp_path, case.inp, case.out, case.ans)[0] == 3
    grid = next(c for c in CASES if c.name.startswith("grid") and c.name.endswith("-right"))
    assert _check(exe, tmp_path, grid.inp, grid.out, grid.ans) == (0, "ok 6 boards\n")


# ------------------------------------------------------------ the validator
def _validate(exe, data, *args):
    done = subprocess.run([exe, *args], input=data, capture_output=True)
    assert done.returncode in (0, 3), (done.returncode, done.stderr)
    return done.returncode == 0, done.stderr.decode("ascii", "replace")


def test_the_validator_decides_as_fastcheck_validate(validator):
    """The rule corpus, the valid inputs and random mutations: testlib's 0 (valid) and 3 (invalid), the
    first violation's line in the message; Polygon's own arguments are taken."""
    import random
    canonical, validator = validator
    rng = random.Random(3)
    bases = [data for _, data, _, _ in _valid_inputs() if len(data) < 5000]
    cases = [data for _, data, _ in RULES + CANONICAL] + bases
    cases += [_mutate_input(rng.choice(bases), rng) for _ in range(300)]
    decided = set()
    for data in cases:
        want = validate(data, canonical=canonical)
        got, msg = _validate(validator, data, "--testset", "tests", "--group", "1")
        assert got == want.ok, (data[:200], str(want.error), msg)
        if not want.ok and want.error.line is not None:
            assert f"invalid: line {want.error.line}" in msg, (msg, str(want.error))
        decided.add(want.ok)
    assert decided == {True, False}


# ------------------------------------------------------------ the package
@pytest.fixture(scope="module")
def packages(tmp_path_factory):
    root = tmp_path_factory.mktemp("polygon")
    return {fmt: build_polygon(str(root / f"chess{fmt[0]}"), fmt, seed=2024, tests=12,
                               limits="ksp" if fmt == "sparse" else "auto",
                               meta=Metadata(author="Ada Setter", time_limit=2)) for fmt in FORMATS}


@pytest.mark.parametrize("fmt", FORMATS)
def test_polygon_package_layout(packages, fmt):
    pkg = packages[fmt]
    d = pathlib.Path(pkg.path)
    root = ET.parse(d / "problem.xml").getroot()
    assert root.get("short-name") == d.name and "Ada Setter" in (d / "problem.xml").read_text()
    testset = root.find("judging/testset")
    assert testset.get("name") == "tests" and testset.findtext("time-limit") == "2000"
    tests = testset.findall("tests/test")
    assert int(testset.findtext("test-count")) == len(tests) == len(pkg.tests)
    samples = [t for t in tests if t.get("sample") == "true"]
    assert 2 <= len(samples) and tests[:len(samples)] == samples
    for i in range(1, len(tests) + 1):
        assert (d / "tests" / f"{i:02d}").is_file() and (d / "tests" / f"{i:02d}.a").is_file()
    assert root.find("assets/checker").get("type") == "testlib"
    for path in ("assets/checker/source", "assets/validators/validator/source"):
        assert (d / root.find(path).get("path")).is_file()
    assert (d / "check.cpp").read_text() == (d / "files" / "check.cpp").read_text()
    assert not list(d.rglob("testlib.h"))
    tags = {s.find("source").get("path"): s.get("tag") for s in root.findall("assets/solutions/solution")}
    assert tags["solutions/solution.cpp"] == "main"
    assert set(tags.values()) <= {"main"} | set(TAGS.values()) and "wrong-answer" in tags.values()
    for path in tags:
        assert (d / path).is_file()
    # the validator's and the checker's own tests
    vtests = root.findall("assets/validators/validator/testset/tests/test")
    assert len(vtests) >= 8 and {t.get("verdict") for t in vtests} == {"invalid"}
    ctests = root.findall("assets/checker/testset/tests/test")
    assert {t.get("verdict") for t in ctests} == {"ok", "wrong-answer", "presentation-error"}
    assert f"\nfastcheck package polygon {d.name} --force --format {fmt} --seed 2024 --tests 12 " in \
        (d / "scripts" / "rebuild.sh").read_text()


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_package_checker_and_validator_pass_their_own_tests(packages, testlib, fmt):
    d = pathlib.Path(packages[fmt].path)
    root = ET.parse(d / "problem.xml").getroot()
    check = build_testlib(testlib, f"check_{fmt}", (d / "files" / "check.cpp").read_text())
    val = build_testlib(testlib, f"val_{fmt}", (d / "files" / "val.cpp").read_text())
    codes = {"ok": 0, "wrong-answer": 1, "presentation-error": 2}
    for i, t in enumerate(root.findall("assets/checker/testset/tests/test"), 1):
        base = d / "files" / "tests" / "checker-tests" / f"{i:02d}"
        done = subprocess.run([check, str(base), f"{base}.o", f"{base}.a"], capture_output=True)
        assert done.returncode == codes[t.get("verdict")], (i, done.stderr)
    for i in range(1, len(root.findall("assets/validators/validator/testset/tests/test")) + 1):
        data = (d / "files" / "tests" / "validator-tests" / f"{i:02d}").read_bytes()
        assert _validate(val, data, "--testset", "tests")[0] is False, i
    for p in sorted((d / "tests").glob("[0-9][0-9]")):
        assert _validate(val, p.read_bytes(), "--testset", "tests", "--group", "")[0], p.name


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_package_validator_is_canonical(packages, testlib, fmt):
    """Polygon's validators are strict (testlib's strict reading): the package's refuses a valid test
    spelled otherwise (CRLF, trailing spaces, no final newline), as the ICPC package's does, and its own
    tests hold them; every test it ships is canonical."""
    d = pathlib.Path(packages[fmt].path)
    val = build_testlib(testlib, f"val_{fmt}", (d / "files" / "val.cpp").read_text())
    test = (d / "tests" / "01").read_text()
    assert validate(test, format=fmt, canonical=True).ok
    assert _validate(val, test.encode(), "--testset", "tests")[0]
    for spelled in (test.replace("\n", "\r\n"), test.replace("\n", " \n", 1), test.rstrip("\n")):
        assert validate(spelled, format=fmt).ok and not validate(spelled, format=fmt, canonical=True).ok
        assert not _validate(val, spelled.encode(), "--testset", "tests")[0], spelled[:40]
    vtests = {p.read_bytes() for p in (d / "files" / "tests" / "validator-tests").iterdir()}
    assert any(b"\r\n" in t for t in vtests) and any(b" \n" in t for t in vtests)
    assert any(not t.endswith(b"\n") for t in vtests)


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_solution_gets_its_tags_verdict(packages, testlib, fmt, tmp_path):
    """Judged by the package's own checker: ``main`` and ``accepted`` pass every test, each
    ``wrong-answer`` fails one (the one the builder names)."""
    pkg = packages[fmt]
    d = pathlib.Path(pkg.path)
    root = ET.parse(d / "problem.xml").getroot()
    check = build_testlib(testlib, f"check_{fmt}", (d / "files" / "check.cpp").read_text())
    tests = sorted((d / "tests").glob("[0-9][0-9]"))
    for sol in root.findall("assets/solutions/solution"):
        path, tag = d / sol.find("source").get("path"), sol.get("tag")
        if tag == "time-limit-exceeded":
            continue
        verdicts = []
        for test in tests:
            out = run_program(path, test.read_bytes()).stdout
            (tmp_path / "out").write_bytes(out)
            done = subprocess.run([check, str(test), str(tmp_path / "out"), f"{test}.a"], capture_output=True)
            verdicts.append(done.returncode)
        if tag in ("main", "accepted"):
            assert set(verdicts) == {0}, (path.name, verdicts)
        else:
            assert 1 in verdicts and set(verdicts) <= {0, 1}, (path.name, verdicts)
            name = path.stem[len("wa_"):]
            assert verdicts[int(pkg.caught[name].split("/")[1]) - 1] == 1, name


def test_cli_writes_a_polygon_package(tmp_path, capsys):
    out = tmp_path / "chessc"
    assert main(["package", "polygon", str(out), "--format", "ostap", "--seed", "3", "--tests", "8", "--zip"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines and all(re.fullmatch(r"solutions/wa_\w+\.py fails on tests/\d\d", ln) for ln in lines)
    assert (out / "problem.xml").is_file() and (tmp_path / "chessc.zip").is_file()
    # --force replaces a package written here (problem.xml names fastcheck)
    assert main(["package", "polygon", str(out), "--format", "ostap", "--seed", "3", "--tests", "8"]) == 2
    assert main(["package", "polygon", str(out), "--format", "ostap", "--seed", "4", "--tests", "8",
                 "--force"]) == 0
    # scripts/rebuild.sh writes the same package again, byte for byte
    before = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    done = subprocess.run(["sh", str(out / "scripts" / "rebuild.sh")], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
    with pytest.raises(PackageError, match="empty string"):
        build_polygon("", "grid", seed=1)
