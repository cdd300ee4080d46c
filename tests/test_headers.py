"""The core's C and C++ live in real headers (``src/fastcheck/include``),
not in strings inside the Cython sources: each compiles on its own, with
the warnings of gcc/clang as errors, and the Cython sources hold almost no
C of their own."""
import pathlib
import re
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
INCLUDE = ROOT / "src" / "fastcheck" / "include"
HEADERS = sorted(INCLUDE.glob("*.h"))
CXX = shutil.which("g++") or shutil.which("clang++")


def test_there_are_headers():
    assert len(HEADERS) >= 10


@pytest.mark.skipif(CXX is None, reason="no C++ compiler")
@pytest.mark.parametrize("header", HEADERS, ids=lambda p: p.name)
@pytest.mark.parametrize("defines", ([], ["-DFASTCHECK_NO_INT128"]), ids=("default", "no-int128"))
def test_header_compiles_alone_without_warnings(header, defines, tmp_path):
    """Each header stands alone (it includes what it uses) and is clean
    under -Wall -Wextra -Werror, with and without __int128."""
    unit = tmp_path / "unit.cpp"
    unit.write_text(f'#include "{header.name}"\n#include "{header.name}"\nint main() {{ return 0; }}\n')
    cmd = [CXX, "-std=c++11", "-Wall", "-Wextra", "-Werror", "-Wno-unused-function", *defines,
           "-I", str(INCLUDE), "-c", str(unit), "-o", str(tmp_path / "unit.o")]
    done = subprocess.run(cmd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_cython_sources_hold_little_c():
    """At most 20 lines of C or C++ in ``cdef extern from *`` strings."""
    lines = 0
    for src in (ROOT / "src" / "fastcheck").glob("*.p[yx][xid]"):
        for block in re.findall(r'cdef extern from \*:\n\s*"""(.*?)"""', src.read_text(encoding="utf-8"), re.S):
            lines += block.strip("\n").count("\n") + 1
    assert lines <= 20
