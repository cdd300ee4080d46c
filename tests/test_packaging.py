"""Packaging: one version source, the build mode as a build input, a
MANIFEST.in without "no files found" warnings, and the Python versions the
metadata, the wheels and CI name agree.

Building a wheel twice is too slow for the suite; the build-mode test checks
the mechanism of setup.py (the stamp that forces a rebuild when the mode
changes, the per-mode directories) where Cython and setuptools are at hand,
and .ci/run checks the result (tests/test_build.py after a release and a
debug build from one tree).
"""
import glob
import importlib.metadata
import importlib.util
import pathlib
import re
import sys

import pytest

import fastcheck

ROOT = pathlib.Path(__file__).resolve().parents[1]

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.9 and 3.10
    tomllib = None


def _pyproject():
    path = ROOT / "pyproject.toml"
    if tomllib is None or not path.is_file():
        pytest.skip("needs pyproject.toml and tomllib (Python 3.11+)")
    return tomllib.loads(path.read_text(encoding="utf-8"))


# ------------------------------------------------------------------ version
def test_the_installed_version_is_the_package_version():
    assert importlib.metadata.version("fastcheck") == fastcheck.__version__


def test_one_version_source():
    from fastcheck import _version
    assert fastcheck.__version__ == _version.__version__
    assert re.fullmatch(r"\d+\.\d+\.\d+(?:(?:a|b|rc)\d+)?(?:\.dev\d+)?", _version.__version__)
    meta = _pyproject()
    assert "version" not in meta["project"] and "version" in meta["project"]["dynamic"]
    assert meta["tool"]["setuptools"]["dynamic"]["version"]["attr"] == "fastcheck._version.__version__"


# ------------------------------------------------------- python versions
def test_classifiers_wheels_and_ci_name_the_same_pythons():
    meta = _pyproject()
    classified = sorted(c.rsplit(" ", 1)[1] for c in meta["project"]["classifiers"]
                        if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c))
    built = sorted("3." + m for m in re.findall(r"cp3(\d+)-\*", meta["tool"]["cibuildwheel"]["build"]))
    key = lambda v: tuple(map(int, v.split(".")))  # noqa: E731
    assert sorted(classified, key=key) == sorted(built, key=key)
    assert min(classified, key=key) == meta["project"]["requires-python"].lstrip(">=")
    assert "3.14" in built
    assert "Operating System :: OS Independent" not in meta["project"]["classifiers"]
    workflow = ROOT / ".github" / "workflows" / "tests.yml"
    if workflow.is_file():
        tested = set(re.findall(r'"(3\.\d+)"', workflow.read_text(encoding="utf-8")))
        assert set(classified) <= tested


def test_the_wheel_tests_run_without_mypy():
    cibw = _pyproject()["tool"]["cibuildwheel"]
    assert "test-extras" not in cibw
    assert not any(r.startswith("mypy") for r in cibw["test-requires"])


# ----------------------------------------------------------------- MANIFEST
def test_every_manifest_line_matches_files():
    """A line that matches nothing makes every build print a warning."""
    manifest = ROOT / "MANIFEST.in"
    if not manifest.is_file():
        pytest.skip("no MANIFEST.in next to the tests")
    for line in manifest.read_text(encoding="utf-8").splitlines():
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        command, args = words[0], words[1:]
        if command == "include":
            for pattern in args:
                assert glob.glob(str(ROOT / pattern)), line
        elif command == "recursive-include":
            folder, patterns = ROOT / args[0], args[1:]
            for pattern in patterns:
                assert any(folder.rglob(pattern)), f"{line}: nothing matches {pattern}"
        elif command == "graft":
            assert (ROOT / args[0]).is_dir() and any((ROOT / args[0]).iterdir()), line
        else:   # exclude, prune, global-exclude: warn whenever nothing is there to leave out
            pytest.fail(f"MANIFEST.in: {command} warns in a clean checkout: {line}")


# --------------------------------------------------------------- build mode
def _setup_module():
    path = ROOT / "setup.py"
    if not path.is_file():
        pytest.skip("no setup.py next to the tests")
    for name in ("setuptools", "Cython", "numpy"):
        pytest.importorskip(name, reason="setup.py's build tools are not installed here")
    spec = importlib.util.spec_from_file_location("fastcheck_setup", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)      # not __main__: defines the helpers, builds nothing
    return module


def test_build_mode_is_a_build_input(tmp_path, monkeypatch):
    setup = _setup_module()
    assert [setup.build_mode({"FASTCHECK_DEBUG": v}) for v in ("", "0", "1", "yes", "asan", "ASAN")] == \
        ["release", "release", "debug", "debug", "asan", "asan"]
    assert setup.build_mode({}) == "release"
    # Cython's C++ of each mode in a directory of its own (cythonize keeps C++ newer than the .pyx)
    assert len({setup.cython_dir(m) for m in ("release", "debug", "asan")}) == 3
    assert setup.directives("release")["boundscheck"] is False and setup.directives("debug")["boundscheck"]
    # the module is rebuilt whenever the last build to its place was of another mode
    stamp, module = str(tmp_path / "temp" / "modes.json"), tmp_path / "lib" / "_core.so"
    assert setup.needs_rebuild(stamp, str(module), "release")           # nothing built yet
    module.parent.mkdir()
    module.write_bytes(b"release")
    assert setup.needs_rebuild(stamp, str(module), "release")           # built before the stamps existed
    setup.record_mode(stamp, str(module), "release")
    assert not setup.needs_rebuild(stamp, str(module), "release")
    assert setup.needs_rebuild(stamp, str(module), "debug")
    other = tmp_path / "inplace" / "_core.so"                           # another place, its own mode
    other.parent.mkdir()
    other.write_bytes(b"debug")
    setup.record_mode(stamp, str(other), "debug")
    assert not setup.needs_rebuild(stamp, str(module), "release")
    assert setup.needs_rebuild(stamp, str(module), "debug")
    assert not setup.needs_rebuild(stamp, str(other), "debug")


@pytest.mark.parametrize("platform", ["linux", "darwin", "win32"])
def test_release_builds_carry_no_debug_information(platform):
    setup = _setup_module()
    release = setup.compile_args("release", platform) + setup.link_args("release", platform)
    debug = setup.compile_args("debug", platform)
    if platform == "win32":
        assert "/O2" in release and "/Od" in debug
        return
    compile_args = setup.compile_args("release", platform)
    assert compile_args.index("-g0") == len(compile_args) - 1        # last: overrides a -g from CFLAGS
    assert ("-s" if platform == "linux" else "-Wl,-x") in setup.link_args("release", platform)
    assert "-g" in debug and "-O0" in debug
    assert "-fsanitize=address,undefined" in setup.compile_args("asan", platform)
    assert "-fsanitize=address,undefined" in setup.link_args("asan", platform)


def test_the_wheel_leaves_out_the_cython_sources():
    data = _pyproject()["tool"]["setuptools"]
    assert not any(p.endswith((".pyx", ".pxd")) for p in data["package-data"]["fastcheck"])
    assert {"*.pyx", "*.pxd", "*.cpp"} <= set(data["exclude-package-data"]["fastcheck"])
    # the problem-package data stays in, the validators' C++ too (fastcheck's "*.cpp" is the
    # extension's generated C++ and leaves out only the files of the fastcheck package itself)
    assert {"samples/*", "programs/*.py", "programs/*.cpp"} <= set(data["package-data"]["fastcheck.kit.package"])
    assert "fastcheck.kit.package" not in data["exclude-package-data"]
    here = pathlib.Path(fastcheck.__file__).resolve().parent
    if "site-packages" in here.parts or "dist-packages" in here.parts:   # an installed wheel, not src/
        assert not list(here.glob("*.pyx")) and not list(here.glob("*.pxd"))
        assert (here / "kit" / "package" / "samples" / "ksp-1.in").is_file()
        assert (here / "kit" / "package" / "programs" / "standalone_input_validator.cpp").is_file()
        for name in ("output_comparison.cpp", "kattis_output_validator.cpp", "testlib_checker.cpp"):
            assert (here / "kit" / "package" / "programs" / name).is_file()   # the output validator, the checker
        assert (here / "kit" / "package" / "programs" / "boards.cpp").is_file()   # a package's C++ solution
        assert (here / "py.typed").is_file() and (here / "_core.pyi").is_file()
