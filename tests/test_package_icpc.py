"""fastcheck package icpc: problem packages in the ICPC problem package
format 2025-09, which BAPCtools (``bt``, when installed) validates and runs
with exit 0, no warning and no error, every submission getting the verdict
of its folder; and the metadata options of every package kind."""
import pathlib
import re
import subprocess

import pytest
from judge_tools import bt, run_bt
from package_programs import build_cpp

from fastcheck.cli import main
from fastcheck.kit.package import Metadata, PackageError, build_icpc, build_kattis
from fastcheck.kit.package.icpc import OUTPUT_VALIDATOR_ARGS, secret_group
from fastcheck.kit.package.metadata import NAMES, problem_uuid
from fastcheck.kit.validate import validate

FORMATS = ("grid", "sparse", "ostap")


def _yaml(d):
    return (pathlib.Path(d) / "problem.yaml").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def packages(tmp_path_factory):
    """An ICPC package of each format, as BAPCtools is to check them."""
    root = tmp_path_factory.mktemp("icpc")
    return {fmt: build_icpc(str(root / f"chess{fmt[0]}"), fmt, seed=2024) for fmt in FORMATS}


# ---------------------------------------------------------------- layout
@pytest.mark.parametrize("fmt", FORMATS)
def test_icpc_package_layout(packages, fmt):
    d = pathlib.Path(packages[fmt].path)
    yaml = _yaml(d)
    assert yaml.startswith("# Written by 'fastcheck package icpc'")
    assert "\nproblem_format_version: 2025-09\n" in yaml and "\ntype: pass-fail\n" in yaml
    assert f"\nname:\n  en: \"{NAMES[fmt]}\"\n" in yaml
    ident = problem_uuid(f"chess{fmt[0]}", NAMES[fmt], fmt, "classic", validate('', format=fmt).limits, 'sk')
    assert f"\nuuid: {ident}\n" in yaml
    assert "\ncredits:\n  authors: \"fastcheck developers\"\n" in yaml and "\nlimits:\n  time_limit: 1\n" in yaml
    assert (d / "statement" / "problem.en.tex").read_text().startswith("\\problemname{")
    assert [p.name for p in (d / "input_validators").iterdir()] == ["fastcheck_validate.cpp"]
    assert [p.name for p in (d / "output_validator").iterdir()] == ["fastcheck_judge.cpp"]
    assert (d / "data" / "test_group.yaml").read_text().endswith(
        f"output_validator_args: [{', '.join(OUTPUT_VALIDATOR_ARGS)}]\n")
    assert not (d / ".timelimit").exists() and not (d / "problem_statement").exists()


@pytest.mark.parametrize("fmt", FORMATS)
def test_icpc_inputs_are_canonical_and_the_invalid_ones_rejected(packages, fmt):
    """Every sample and secret input is valid and canonically spelled (the official samples of
    formats A/B get the empty line after their last board); every invalid input breaks a rule: the
    shipped input validator, compiled as the judge compiles it, answers 42 and 43."""
    pkg = packages[fmt]
    d = pathlib.Path(pkg.path) / "data"
    exe = build_cpp(pathlib.Path(pkg.path) / "input_validators" / "fastcheck_validate.cpp")
    valid = sorted(d.glob("sample/*.in")) + sorted(d.glob("secret/*/*.in"))
    assert len(valid) >= 22
    for p in valid:
        assert p.stat().st_size < 20 << 20, p.name          # BAPCtools warns about larger inputs
        data = p.read_bytes()
        assert validate(data, format=fmt, canonical=True).ok, p.name
        if p.stat().st_size < 10**6:
            assert subprocess.run([exe], input=data, capture_output=True).returncode == 42, p.name
    invalid = sorted(d.glob("invalid_input/*.in"))
    assert sorted(p.stem for p in invalid) == pkg.invalid and len(invalid) >= 15
    assert {"crlf", "byte-order-mark", "no-final-newline", "extra-empty-line-at-end"} <= set(pkg.invalid)
    for p in invalid:
        res = subprocess.run([exe], input=p.read_bytes(), capture_output=True)
        assert res.returncode == 43 and res.stderr.startswith(b"invalid: "), (p.name, res)
    if fmt == "sparse":
        assert {"second-white-king", "piece-on-a-taken-square", "column-past-n", "letter-outside-the-format",
                "missing-empty-line-between-boards"} <= set(pkg.invalid)


@pytest.mark.parametrize("fmt", FORMATS)
def test_icpc_secret_tests_are_in_groups_by_kind(packages, fmt):
    """data/secret/<kind>/: each secret test in the group of what it exercises, the test at the limits
    alone in its own; the output validator's arguments stay at the top (the groups inherit them)."""
    pkg = packages[fmt]
    d = pathlib.Path(pkg.path) / "data" / "secret"
    assert not list(d.glob("*.in"))
    tests = sorted(p.relative_to(d).with_suffix("").as_posix() for p in d.glob("*/*.in"))
    assert tests == sorted(pkg.tests)
    groups = {t.split("/")[0] for t in tests}
    assert all(t.split("/")[0] == t.split("/")[1].split("-")[1] for t in tests)
    assert len(groups) >= 5 and "limits" in groups and [t for t in tests if t.startswith("limits/")] == \
        [max(tests, key=lambda t: t.split("/")[1])]
    assert {p.parent.name for p in d.glob("*/*.desc")} == groups
    assert all(re.fullmatch(r"[a-z]+", g) for g in groups)
    assert not list(d.rglob("test_group.yaml")) and (d.parent / "test_group.yaml").is_file()
    for name, test in pkg.caught.items():
        assert (d.parent / f"{test}.in").is_file(), name


def test_icpc_and_kattis_share_tests_and_programs(packages, tmp_path):
    """One plan for both kinds: the same secret tests (but their spelling, and format B's limits test,
    whose n is 10^6 in the ICPC package: BAPCtools warns about inputs over 20 MiB), answers and submissions."""
    kattis = pathlib.Path(build_kattis(str(tmp_path / "k" / "chess"), "sparse", seed=2024, tests=9).path)
    icpc = pathlib.Path(build_icpc(str(tmp_path / "i" / "chess"), "sparse", seed=2024, tests=9).path)
    for sub in sorted((kattis / "submissions").rglob("*.*")):
        assert (icpc / sub.relative_to(kattis)).read_text() == sub.read_text()
    answers = sorted((kattis / "data").rglob("*.ans"))

    def in_icpc(ans):     # the ICPC package's secret tests are in test groups
        rel = ans.relative_to(kattis)
        return icpc / (rel if rel.parts[1] == "sample" else rel.parent / secret_group(ans.stem) / rel.name)

    for ans in answers[:-1]:
        assert in_icpc(ans).read_text() == ans.read_text()
    assert answers[-1].name.endswith("-limits.ans")
    limits = in_icpc(answers[-1]).with_suffix(".in").read_text().split("\n")
    assert limits[1] == "1000000 200000"
    assert _yaml(kattis).split("uuid: ")[1][:36] == _yaml(icpc).split("uuid: ")[1][:36]


# ---------------------------------------------------------------- metadata
META = ["--title", "Šach a mat", "--author", "Ada Setter", "--rights-owner", "Contest Org", "--license", "cc by",
        "--time-limit", "2.5"]


def test_metadata_options_reach_every_package_kind(tmp_path, capsys):
    base = ["--format", "grid", "--seed", "3", "--tests", "8"]
    assert main(["package", "kattis", str(tmp_path / "legacy")] + base + META) == 0
    assert main(["package", "kattis", str(tmp_path / "draft"), "--package-format", "2023-07"] + base + META) == 0
    assert main(["package", "icpc", str(tmp_path / "icpc")] + base + META) == 0
    legacy, draft, icpc = (_yaml(tmp_path / n) for n in ("legacy", "draft", "icpc"))
    assert '\nname: "Šach a mat"\nuuid: ' in legacy and '\nauthor: "Ada Setter"\n' in legacy
    assert '\nlicense: cc by\n' in legacy and '\nrights_owner: "Contest Org"\n' in legacy
    assert (tmp_path / "legacy" / ".timelimit").read_text() == "2.5\n"
    assert "\\problemname{Šach a mat}" in (tmp_path / "legacy" / "problem_statement" / "problem.en.tex").read_text()
    assert '\ncredits: "Ada Setter"\n' in draft and "\n  time_limit: 2.5\n" in draft
    assert '\nname:\n  en: "Šach a mat"\n' in icpc and '\ncredits:\n  authors: "Ada Setter"\n' in icpc
    assert '\nlicense: cc by\n' in icpc and "\n  time_limit: 2.5\n" in icpc
    assert '\nrights_owner: "Contest Org"\n' in icpc
    # the rebuild command names them, quoted for a shell
    assert ("--title 'Šach a mat' --author 'Ada Setter' --rights-owner 'Contest Org' --license 'cc by' "
            "--time-limit 2.5") in icpc.split("\n")[1]
    # the uuid is the problem's: the same with other credits, licence and time limit, another for another
    # short name, title or wording
    def uuid_of(d):
        return _yaml(d).split("uuid: ")[1][:36]

    same = tmp_path / "other" / "legacy"
    assert main(["package", "kattis", str(same)] + base + ["--title", "Šach a mat"]) == 0
    assert uuid_of(same) == uuid_of(tmp_path / "legacy")
    for case, (name, extra) in enumerate((("legacy", []), ("legacy2", META[:2]),
                                          ("legacy", META[:2] + ["--lang", "en"]))):
        other = tmp_path / f"case{case}" / name
        assert main(["package", "kattis", str(other)] + base + extra) == 0
        assert uuid_of(other) != uuid_of(tmp_path / "legacy"), (name, extra)
    assert len({uuid_of(tmp_path / n) for n in ("legacy", "draft", "icpc")}) == 3


def test_the_rights_owner_is_the_author_unless_named(tmp_path):
    base = ["--format", "grid", "--seed", "3", "--tests", "8", "--author", "Ada Setter"]
    assert main(["package", "kattis", str(tmp_path / "k")] + base) == 0
    assert main(["package", "icpc", str(tmp_path / "i")] + base) == 0
    assert main(["package", "polygon", str(tmp_path / "p")] + base) == 0
    for d in ("k", "i"):
        yaml = _yaml(tmp_path / d)
        assert '\nrights_owner: "Ada Setter"\n' in yaml and "--rights-owner" not in yaml
    assert "rights owner: Ada Setter;" in (tmp_path / "p" / "problem.xml").read_text()


def test_default_metadata_is_todays(tmp_path):
    yaml = _yaml(build_kattis(str(tmp_path / "p"), "ostap", seed=1, tests=8).path)
    assert '\nname: "Ostap\'s Chess"\n' in yaml and '\nauthor: "fastcheck developers"\n' in yaml
    assert "\nlicense: cc by-sa\n" in yaml and '\nrights_owner: "fastcheck developers"\n' in yaml
    assert (tmp_path / "p" / ".timelimit").read_text() == "1\n"


@pytest.mark.parametrize("meta,word", [
    (Metadata(time_limit=0), "--time-limit"), (Metadata(time_limit=float("nan")), "--time-limit"),
    (Metadata(license="gpl"), "--license"), (Metadata(title=""), "--title"),
    (Metadata(author="two\nlines"), "--author"), (Metadata(rights_owner=" "), "--rights-owner"),
])
def test_bad_metadata_is_refused_naming_the_option(tmp_path, meta, word):
    for build in (build_kattis, build_icpc):
        with pytest.raises(PackageError, match=word):
            build(str(tmp_path / "p"), "grid", seed=1, tests=8, meta=meta)
        assert not (tmp_path / "p").exists()


def test_metadata_of_a_wrong_type_is_a_type_error(tmp_path):
    with pytest.raises(TypeError, match="title must be a str"):
        build_icpc(str(tmp_path / "p"), "grid", seed=1, tests=8, meta=Metadata(title=5))
    with pytest.raises(TypeError, match="time_limit must be a number"):
        build_icpc(str(tmp_path / "p"), "grid", seed=1, tests=8, meta=Metadata(time_limit="1"))


def test_the_cli_refuses_a_bad_licence_and_time_limit(tmp_path, capsys):
    base = ["package", "icpc", str(tmp_path / "p"), "--format", "grid", "--seed", "1"]
    with pytest.raises(SystemExit) as exc:
        main(base + ["--license", "gpl"])
    assert exc.value.code == 2 and "--license" in capsys.readouterr().err
    assert main(base + ["--time-limit", "-1"]) == 2
    assert capsys.readouterr().err.startswith("fastcheck package: --time-limit must be")
    assert not (tmp_path / "p").exists()


# ---------------------------------------------------------------- BAPCtools
#: the verdict each submission folder must get
VERDICTS = {"accepted": "AC", "wrong_answer": "WA", "time_limit_exceeded": "TLE"}


@pytest.mark.slow
@pytest.mark.parametrize("fmt", FORMATS)
def test_bapctools_validates_and_runs_the_package(packages, bt_config, fmt):
    """``bt validate`` (its own generated invalid inputs and outputs included) and ``bt run``: exit 0
    (BAPCtools exits 1 on any warning or error), no warning, no error, and every submission the
    verdict of its folder."""
    exe = bt()
    path = packages[fmt].path
    for action in ("validate", "run"):
        done = run_bt(exe, bt_config, path, action)
        out = done.stdout + done.stderr
        assert done.returncode == 0, out[-4000:]
        assert not re.search(r"WARNING|ERROR|Did not find", out), out[-4000:]
        if action == "validate":
            assert "Generic Invalidation: Done" in out
    got = dict(re.findall(r"^(\w+/\w+\.\w+): +(\w+) ", out, re.M))
    programs = sorted(str(p.relative_to(pathlib.Path(path) / "submissions")) for p in
                      (pathlib.Path(path) / "submissions").rglob("*.*"))
    assert sorted(got) == programs
    for name, verdict in got.items():
        assert verdict == VERDICTS[name.split("/")[0]], (name, verdict)
