"""The programs a problem package ships need nothing beyond C++17 and
Python 3's standard library, and give fastcheck's answers: the C++ and the
Python solution against ``fastcheck.solve`` on generated tests of every
kind, small and at the limits; each wrong submission against it too; and
the speeds that place the Python solution and set the time limit."""
import os
import pathlib
import re
import shutil
import subprocess

import pytest
from package_programs import bare_python, cpu_seconds, run

from fastcheck import solve
from fastcheck.kit.gen import KINDS, OSTAP_KINDS, generate
from fastcheck.kit.package.kattis import _limit_options, _search
from fastcheck.kit.package.layout import TIME_LIMIT, TIME_MULTIPLIER
from fastcheck.kit.package.submissions import WRONG, group_of, python_folder, submissions
from fastcheck.kit.validate import DEFAULT_PRESET

#: (format, preset, wording) of the packages checked here
CASES = [("grid", "ksp", "sk"), ("grid", "ksp", "en"), ("sparse", "cstate3", "sk"), ("sparse", "cstate3", "en"),
         ("sparse", "ksp", "sk"), ("ostap", "timus", "sk")]
#: problemtools' default safety margin: a TLE submission must be one at twice the limit too
SAFETY_MARGIN = 2


def _write(tmp_path_factory, fmt, preset, lang):
    root = tmp_path_factory.mktemp(f"{fmt}-{preset}-{lang}")
    paths = {}
    for name, text in submissions(fmt, preset, lang).items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        paths[name] = path
    return paths


@pytest.fixture(scope="module")
def programs(tmp_path_factory):
    return {case: _write(tmp_path_factory, *case) for case in CASES}


def _solutions(paths):
    return [p for name, p in paths.items() if not name.startswith("wrong_answer/")]


def _small_tests(fmt, preset):
    """Generated inputs of every kind: small boards, then wide ones (format B), short and long logs (C)."""
    if fmt == "ostap":
        return [generate("ostap", kind=k, seed=s, moves=m) for k in OSTAP_KINDS for s, m in
                ((1, "1:60"), (2, "10:60"), (3, "40:60"), (4, "60"))]
    out = []
    for kind in KINDS:
        if kind == "big" and (fmt == "grid" or preset == "ksp"):
            continue
        for seed in range(3):
            opts = {"kind": kind, "seed": seed, "boards": 40}
            if fmt == "grid":
                opts["pieces"] = ("2:8", "2:16", "6:40")[seed]
            elif preset == "ksp":
                opts.update(size="8", pieces=("2:8", "2:16", "6:40")[seed])
            elif kind != "big":
                opts["size"] = ("8:12", "8:64", "8:1000000000000000000")[seed]
            out.append(generate(fmt, **opts))
    return out


def test_no_program_imports_anything_but_the_standard_library(programs):
    for paths in programs.values():
        for name, path in paths.items():
            text = path.read_text(encoding="utf-8")
            if path.suffix == ".py":
                modules = set(re.findall(r"^\s*(?:from|import)\s+([A-Za-z_][\w.]*)", text, re.M))
                assert modules <= {"sys", "bisect"}, (name, modules)
            else:
                headers = set(re.findall(r"^#include\s*<([^>]+)>", text, re.M))
                assert not re.search(r"^#include\s*\"", text, re.M) and "bits/stdc++.h" not in headers, name


@pytest.mark.parametrize("case", CASES, ids=["-".join(c) for c in CASES])
def test_solutions_give_fastchecks_answers_on_every_kind(programs, case):
    fmt, preset, lang = case
    for text in _small_tests(fmt, preset):
        want = solve(text, format=fmt, lang=lang)
        for path in _solutions(programs[case]):
            done = run(path, text.encode())
            assert done.returncode == 0, (path.name, done.stderr[-2000:])
            assert done.stdout.decode() == want, (path.name, text[:300])


@pytest.mark.parametrize("case", CASES, ids=["-".join(c) for c in CASES])
def test_each_wrong_submission_fails_a_test_the_builder_finds(programs, case):
    """The builder's search for a test that shows a mistake (generated
    tests of the mistake's kind, then, for format C, logs ended by a move of
    the shape the mistake gets wrong) finds one for each shipped wrong
    program, run as a standalone process without fastcheck."""
    fmt, preset, lang = case
    for wrong in WRONG[group_of(fmt)]:
        path = programs[case][f"wrong_answer/{wrong.name}.py"]

        def standalone(data, path=path):
            done = run(path, data)
            assert done.returncode == 0, (path.name, done.stderr[-2000:])
            return done.stdout.decode()

        hit = _search(standalone, wrong, fmt, preset, lang, seed=7)
        assert hit is not None, wrong.name
        assert standalone(hit.text.encode()) != solve(hit.text, format=fmt, lang=lang), wrong.name


@pytest.mark.parametrize("case", [("grid", "ksp", "en"), ("sparse", "cstate3", "sk"), ("ostap", "timus", "sk")],
                         ids=["grid", "sparse", "ostap"])
def test_python_programs_run_under_pypy(programs, case):
    """The Python programs under PyPy 3 (problemtools' and many judges'
    Python), where it is installed (Debian: apt-get install pypy3)."""
    pypy = shutil.which("pypy3")
    if pypy is None:
        pytest.skip("pypy3 is not installed")
    fmt, preset, lang = case
    tests = _small_tests(fmt, preset)[::3]
    for name, path in programs[case].items():
        if path.suffix != ".py":
            continue
        for text in tests:
            done = subprocess.run([pypy, "-I", str(path)], input=text.encode(), capture_output=True, timeout=300)
            assert done.returncode == 0, (name, done.stderr[-2000:])
            if not name.startswith("wrong_answer/"):
                assert done.stdout.decode() == solve(text, format=fmt, lang=lang), name


def test_programs_run_without_fastcheck():
    """The interpreter the package tests run Python with cannot import fastcheck."""
    assert subprocess.run([bare_python(), "-I", "-c", "import fastcheck"], capture_output=True).returncode != 0


# ------------------------------------------------------------ the limits
def _limit_input(tmp_path_factory, fmt, preset):
    text = generate(fmt, **_limit_options(fmt, preset, 12345))  # type: ignore[arg-type]
    path = pathlib.Path(tmp_path_factory.mktemp("limits")) / f"{fmt}-{preset}.in"
    path.write_text(text)
    return path, text


#: the speed half of the limits test is a timed check, which the machine's speed decides: it runs when
#: FASTCHECK_TIMED_TESTS is set (the project's speed figures are bench/'s)
TIMED = os.environ.get("FASTCHECK_TIMED_TESTS", "") not in ("", "0")
LIMIT_CASES = pytest.mark.parametrize(
    "case", [("grid", "ksp", "sk"), ("sparse", "cstate3", "en"), ("sparse", "ksp", "sk"), ("ostap", "timus", "sk")],
    ids=["grid", "sparse", "sparse-ksp", "ostap"])


@pytest.mark.slow
@LIMIT_CASES
def test_solutions_at_the_limits(programs, tmp_path_factory, case):
    """Right at the preset's limits, both solutions print fastcheck's answer."""
    fmt, preset, lang = case
    path, text = _limit_input(tmp_path_factory, fmt, preset)
    want = solve(text, format=fmt, lang=lang).encode()
    paths = programs[case] if case in programs else _write(tmp_path_factory, *case)
    for program in ("accepted/solution.cpp", f"{python_folder(fmt, preset)}/solution.py"):
        assert cpu_seconds(paths[program], path)[1] == want, program


@pytest.mark.slow
@pytest.mark.skipif(not TIMED, reason="a timed check, decided by the machine's speed: set FASTCHECK_TIMED_TESTS=1")
@LIMIT_CASES
def test_solutions_speed_at_the_limits(programs, tmp_path_factory, case):
    """Right at the preset's limits, the C++ solution needs under a
    TIME_MULTIPLIER-th of the time limit (so that verifyproblem sets 1 s),
    and the Python one is in the folder its speed earns: under that in
    ``accepted``, over twice the limit (the safety margin) in
    ``time_limit_exceeded``."""
    fmt, preset, _ = case
    path, _ = _limit_input(tmp_path_factory, fmt, preset)
    paths = programs[case] if case in programs else _write(tmp_path_factory, *case)
    cpp_time, _ = cpu_seconds(paths["accepted/solution.cpp"], path)
    assert cpp_time < TIME_LIMIT / TIME_MULTIPLIER, cpp_time
    folder = python_folder(fmt, preset)
    py_time, _ = cpu_seconds(paths[f"{folder}/solution.py"], path)
    if folder == "accepted":
        assert py_time < TIME_LIMIT / TIME_MULTIPLIER, py_time
    else:
        assert py_time > TIME_LIMIT * SAFETY_MARGIN, py_time


def test_default_presets_are_the_cases_checked():
    assert {(f, DEFAULT_PRESET[f]) for f in ("grid", "sparse", "ostap")} <= {(c[0], c[1]) for c in CASES}
