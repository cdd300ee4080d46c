"""Running a problem package's programs as a stock judge does: Python with
an interpreter that cannot import fastcheck (a fresh virtual environment,
run isolated with ``-I``), C++17 compiled by ``g++ -O2``.  Shared by the
package tests."""
import atexit
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

import pytest

_BARE = {}
_BUILT = {}


def bare_python():
    """A Python 3 interpreter of a fresh virtual environment (no pip, no
    site packages of this one) that cannot import fastcheck: made once per
    test session."""
    if "exe" not in _BARE:
        root = pathlib.Path(tempfile.mkdtemp(prefix="bare-venv-"))
        atexit.register(shutil.rmtree, root, True)
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root / "venv")], check=True)
        windows = os.name == "nt"
        exe = root / "venv" / ("Scripts" if windows else "bin") / ("python.exe" if windows else "python")
        probe = subprocess.run([str(exe), "-I", "-c", "import fastcheck"], capture_output=True)
        assert probe.returncode != 0, "a fresh virtual environment can import fastcheck: the test proves nothing"
        _BARE["exe"] = str(exe)
    return _BARE["exe"]


def compiler():
    cxx = os.environ.get("CXX") or shutil.which("g++") or shutil.which("c++")
    if not cxx:
        pytest.skip("no C++ compiler")
    return cxx


def build_cpp(path):
    """The executable of a C++ source file, compiled as the judge does (C++17, -O2), once per source."""
    path = pathlib.Path(path)
    text = path.read_text(encoding="utf-8")
    exe = _BUILT.get(text)
    if exe is None:
        work = pathlib.Path(tempfile.mkdtemp(prefix="package-cpp-"))
        atexit.register(shutil.rmtree, work, True)
        exe = str(work / path.stem)
        subprocess.run([compiler(), "-O2", "-std=c++17", "-Wall", "-Werror", "-o", exe, str(path)], check=True)
        _BUILT[text] = exe
    return exe


def command(path):
    """The command that runs one program file of a package."""
    path = pathlib.Path(path)
    if path.suffix == ".cpp":
        return [build_cpp(path)]
    return [bare_python(), "-I", str(path)]


def run(path, stdin, *args, timeout=300):
    return subprocess.run(command(path) + [str(a) for a in args], input=stdin, capture_output=True, timeout=timeout)


def cpu_seconds(path, stdin_path):
    """(CPU seconds of the children, output) of one run, as problemtools counts them (user + system).
    The command is made (a C++ source compiled) before the clock starts: the
    compiler's time is not the program's."""
    argv = command(path)
    before = os.times()
    with open(stdin_path, "rb") as fh:
        done = subprocess.run(argv, stdin=fh, capture_output=True, timeout=300)
    after = os.times()
    assert done.returncode == 0, done.stderr[-2000:]
    return (after.children_user - before.children_user) + (after.children_system - before.children_system), done.stdout
