"""The judges' own tools as the package tests run them: problemtools'
verifyproblem (Kattis packages), BAPCtools' ``bt`` (ICPC packages) and a
testlib program compiled against the testlib.h rbx-cp ships (Polygon
packages).  Each helper skips its test where its tool is not installed; the
fixtures that stand for the tools are in conftest.py."""
import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest
from package_programs import bare_python, compiler

from fastcheck.kit.package import languages_yaml

#: an ANSI colour or style sequence
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


# ---------------------------------------------------------------- problemtools
def problemtools_home(home):
    """``home`` made an XDG_CONFIG_HOME whose problemtools languages.yaml runs Python programs as a
    stock judge does: CPython, isolated (-I), an interpreter of a fresh virtual environment that
    cannot import fastcheck (problemtools' default is pypy3).  C++ is problemtools' own default (g++)."""
    pytest.importorskip("problemtools.verifyproblem",
                        reason="problemtools is not installed (pip install 'fastcheck[judges]')")
    (home / "problemtools").mkdir()
    (home / "problemtools" / "languages.yaml").write_text(languages_yaml(bare_python()))
    return home


def start_verifyproblem(config, path, log, *parts):
    """verifyproblem started on the package at ``path`` (the parts ``parts``), its output into ``log``."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(config))
    with open(log, "w") as out:
        return subprocess.Popen([sys.executable, "-m", "problemtools.verifyproblem", path, "-p", *parts],
                                stdout=out, stderr=subprocess.STDOUT, env=env)


def finish(proc, log, timeout=900):
    """The output of a verifyproblem run once it ends."""
    proc.wait(timeout=timeout)
    return pathlib.Path(log).read_text()


# ---------------------------------------------------------------- BAPCtools
def bt():
    """BAPCtools' ``bt`` (next to this Python or on PATH)."""
    exe = shutil.which("bt", path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    if exe is None:
        pytest.skip("BAPCtools is not installed (pip install bapctools; Python 3.10 or newer)")
    return exe


def bt_home(home):
    """``home`` made a configuration home whose BAPCtools runs Python programs with CPython, isolated
    (``python3 -I``), from a Python without fastcheck: ``fastcheck package languages-yaml``, as the
    README says."""
    (home / "bapctools").mkdir()
    (home / "bapctools" / "languages.yaml").write_text(languages_yaml(bare_python()), encoding="utf-8")
    return str(home)


def run_bt(exe, config, path, action):
    """``bt ACTION`` in the package; its output without colours.  BAPCtools leaves colorama's stripping
    off when ``CI`` or ``GITLAB_CI`` is set, so a CI run's output is coloured unless they are unset."""
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "GITLAB_CI")}
    env.update(XDG_CONFIG_HOME=config, NO_COLOR="1")
    done = subprocess.run([exe, action, "--no-bar"], cwd=path, env=env, capture_output=True, text=True,
                          timeout=1200)
    done.stdout, done.stderr = ANSI.sub("", done.stdout), ANSI.sub("", done.stderr)
    return done


# ---------------------------------------------------------------- testlib
def testlib_h():
    """testlib.h as the rbx-cp distribution ships it (under rbx/resources/predownloaded/)."""
    try:
        import rbx
    except ImportError:
        pytest.skip("rbx-cp is not installed (pip install rbx-cp; Python 3.10 or newer): no testlib.h to compile with")
    for base in rbx.__path__:
        path = pathlib.Path(base) / "resources" / "predownloaded" / "testlib.h"
        if path.is_file():
            return path
    pytest.skip("the installed rbx-cp has no resources/predownloaded/testlib.h")


def build_testlib(where, name, source):
    """A testlib program compiled as Polygon compiles C++ (g++, C++17, -O2), without a warning of ours;
    ``where`` holds testlib.h."""
    (where / f"{name}.cpp").write_text(source, encoding="utf-8")
    exe = where / name
    done = subprocess.run([compiler(), "-std=c++17", "-O2", "-Wall", "-Wextra", "-o", str(exe),
                           str(where / f"{name}.cpp")], capture_output=True, text=True)
    ours = [ln for ln in done.stderr.splitlines() if f"{name}.cpp:" in ln and "warning" in ln]
    assert done.returncode == 0 and not ours, done.stderr[-3000:]
    return str(exe)
