"""The type stub of the compiled core matches the module, and the package
type-checks.  Both need mypy, which is no dependency: skipped without it."""
import importlib.util
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]

# what the module has that is not part of the interface (none: the dunder
# functions by which fastcheck._core imports each name on first use,
# PEP 562, are not checked, and the stub lists the names themselves)
ALLOWLIST = ""


def _mypy_or_skip():
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed")
    import mypy.version
    major, minor = (int(p) for p in mypy.version.__version__.split(".")[:2])
    if (major, minor) < (1, 18):     # the stub uses @disjoint_base (PEP 800)
        pytest.skip(f"mypy {mypy.version.__version__} is too old for the stub (needs 1.18+)")


def _env():
    # run against the fastcheck this test session imports (installed or src/)
    import fastcheck
    env = dict(os.environ)
    where = str(pathlib.Path(fastcheck.__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join([where] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    return env


def test_stub_exists_next_to_the_extension():
    import fastcheck
    pkg = pathlib.Path(fastcheck.__file__).resolve().parent
    assert (pkg / "_core.pyi").is_file()
    assert (pkg / "py.typed").is_file()


def test_stubtest_core(tmp_path):
    _mypy_or_skip()
    allow = tmp_path / "allowlist.txt"
    allow.write_text(ALLOWLIST)
    (tmp_path / "none.ini").write_text("[mypy]\n")   # not the project's config
    proc = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "fastcheck._core", "--allowlist", str(allow),
         "--mypy-config-file", str(tmp_path / "none.ini")],
        capture_output=True, text=True, env=_env(), cwd=tmp_path, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_package(tmp_path):
    _mypy_or_skip()
    src = ROOT / "src" / "fastcheck"
    if not src.is_dir():
        pytest.skip("no source tree next to the tests")
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
         "--cache-dir", str(tmp_path / "cache"), str(src)],
        capture_output=True, text=True, cwd=ROOT, timeout=180)
    assert proc.returncode == 0, proc.stdout + proc.stderr
