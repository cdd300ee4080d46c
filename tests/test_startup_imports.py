"""Start-up: the small paths load only what they need.

``fastcheck solve`` and ``fastcheck count`` on a small file and ``fastcheck judge IN OUT ANS`` must
not import the process pool, the progress bar or (for solve) the grading
kit; numpy neither, once the compiled core no longer imports it.  Nor what
they once paid for and need not: argparse (the plain command lines skip it),
typing and dataclasses, re (format C's regexes), the Ostap game and format
C's reader, the Python-side enums and the piece classes.
"""
import array
import functools
import subprocess
import sys
from pathlib import Path

import pytest

from fastcheck.cli import COMMANDS

DATA = Path(__file__).parent / "data"
SMALL = "1\n8 3\n1 1 k\n8 1 R\n8 8 K\n"
ANSWER = "Biely hrac ma sach. Ma 2 platnych tahov.\n"


def importtime(module, args, cwd):
    """The modules ``python -X importtime -m MODULE ARGS`` imports."""
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", module, *args],
                          capture_output=True, text=True, cwd=cwd)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return {line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines() if line.startswith("import time:")}


@functools.cache
def interpreter_modules():
    """What ``python -m`` itself imports before fastcheck's code runs (its
    runpy imports typing and re on Python 3.9): ``-m fastcheck._version``."""
    return frozenset(importtime("fastcheck._version", [], None))


def imported(args, tmp_path):
    """The modules ``python -X importtime -m fastcheck ARGS`` imports beyond
    those ``python -m`` imports itself (:func:`interpreter_modules`)."""
    return importtime("fastcheck", args, tmp_path) - interpreter_modules()


def core_imports_numpy() -> bool:
    code = "import sys, fastcheck._core; print('numpy' in sys.modules)"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip() == "True"


@pytest.fixture
def small(tmp_path):
    (tmp_path / "t.in").write_text(SMALL)
    (tmp_path / "t.ans").write_text(ANSWER)
    return tmp_path


def check_no_heavy(mods, forbidden):
    found = sorted(m for m in mods if any(m == f or m.startswith(f + ".") for f in forbidden))
    assert not found, found


#: what neither small path may import: the standard library's costly modules
#: it does not need, and fastcheck's modules for other formats and commands
NOT_ON_SMALL_PATHS = ["tqdm", "concurrent.futures", "argparse", "gettext", "locale", "shutil", "typing",
                      "dataclasses", "inspect", "re", "fastcheck.game", "fastcheck.formats.ostap",
                      "fastcheck.codes", "fastcheck.pieces", "fastcheck.position", "fastcheck.svg",
                      "fastcheck.kit.runner"]


#: the modules of the commands: a command line loads its own only
COMMAND_MODULES = [module for module, _ in COMMANDS.values()]


def test_solve_small_imports(small):
    mods = imported(["solve", "t.in"], small)
    check_no_heavy(mods, NOT_ON_SMALL_PATHS + ["fastcheck.kit", "fastcheck.counts"]
                   + [m for m in COMMAND_MODULES if m != "fastcheck.cli.solve"])
    assert "fastcheck.cli.solve" in mods


def test_count_small_imports(small):
    mods = imported(["count", "t.in"], small)
    check_no_heavy(mods, NOT_ON_SMALL_PATHS + ["fastcheck.kit"]
                   + [m for m in COMMAND_MODULES if m != "fastcheck.cli.count"])
    assert {"fastcheck.cli.count", "fastcheck.counts"} <= mods


def test_judge_single_imports(small):
    mods = imported(["judge", "t.in", "t.ans", "t.ans"], small)
    check_no_heavy(mods, NOT_ON_SMALL_PATHS + ["fastcheck.counts"]
                   + [m for m in COMMAND_MODULES if m != "fastcheck.cli.judge"])
    assert "fastcheck.cli.judge" in mods



def test_import_fastcheck_loads_nothing_else():
    """``import fastcheck`` loads only its version: every other name on first use."""
    code = "import sys, fastcheck; print(sorted(m for m in sys.modules if m.startswith('fastcheck')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "['fastcheck', 'fastcheck._version']"


def test_positions_load_the_pictures_on_first_picture():
    """``fastcheck.position`` loads the SVG pictures' module when a picture is drawn, not before."""
    code = ("import sys, fastcheck.position as p\n"
            "before = 'fastcheck.svg' in sys.modules\n"
            "p.Position(8, [(1, 1, 'k'), (8, 8, 'K')])._repr_svg_()\n"
            "print(before, 'fastcheck.svg' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.split() == ["False", "True"], out.stderr


def test_lazy_names_are_the_real_ones():
    """The names ``fastcheck`` loads on first use are the objects of their modules."""
    code = ("import fastcheck, fastcheck.formats as f\n"
            "from fastcheck import pieces, game, codes, solver, errors\n"
            "from fastcheck.formats import ostap\n"
            "assert fastcheck.WHITE is pieces.WHITE is codes.Color.WHITE and fastcheck.Color is codes.Color\n"
            "assert fastcheck.solve is solver.solve and fastcheck.replay is game.replay\n"
            "assert fastcheck.FormatError is errors.FormatError and fastcheck.Piece is pieces.Piece\n"
            "assert fastcheck.parse_ostap is f.parse_ostap is ostap.parse_ostap and f.OstapLog is ostap.OstapLog\n"
            "assert set(fastcheck.__all__) <= set(dir(fastcheck))\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.strip() == "ok", out.stderr


@pytest.mark.skipif(core_imports_numpy(), reason="the compiled core's scanners/count_batch still build numpy arrays")
@pytest.mark.parametrize("args", [["solve", "t.in"], ["count", "t.in"], ["judge", "t.in", "t.ans", "t.ans"]])
def test_small_paths_without_numpy(small, args):
    check_no_heavy(imported(args, small), ["numpy"])


def test_python_layer_imports_no_numpy_itself():
    """Everything but the core: with the core's own numpy import accounted
    for, ``import fastcheck.cli`` adds no numpy user of its own."""
    code = ("import sys, fastcheck.cli\n"
            "users = [m for m, mod in list(sys.modules.items()) if m.startswith('fastcheck') and m != 'fastcheck._core'"
            " and getattr(mod, 'np', None) is not None]\n"
            "print(users)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


# ---------------------------------------------- the core's arrays as array.array
def _as_array_array(result):
    ok, arrays = result
    if not ok:
        return result
    codes = ("q", "q", "q", "q", "b", "b")
    return ok, tuple(array.array(c, a.tobytes()) if hasattr(a, "tobytes") else a for c, a in zip(codes, arrays))


def _array_core(monkeypatch):
    """The core as agreed with the scanner change: array.array results
    ('q' int64, 'b' int8, 'Q' uint64 with count_batch's (t, 2) rows flat)."""
    from fastcheck import _core
    scan_sparse, scan_grid, count_batch = _core.scan_sparse, _core.scan_grid, _core.count_batch
    monkeypatch.setattr(_core, "scan_sparse", lambda data, letters: _as_array_array(scan_sparse(data, letters)))
    monkeypatch.setattr(_core, "scan_grid", lambda data, letters: _as_array_array(scan_grid(data, letters)))

    def count(*args):
        hi, lo, bad = count_batch(*args)
        return array.array("Q", hi.tobytes()), array.array("Q", lo.tobytes()), bad
    monkeypatch.setattr(_core, "count_batch", count)


SAMPLES = ["ksp-1.in", "ksp-2.in", "tms-1.in", "tms-2.in"]
HUGE = "1\n1000000000000000000 3\n1 1 k\n1000000000000000000 1 R\n1000000000000000000 1000000000000000000 K\n"


@pytest.mark.parametrize("text", [(DATA / s).read_text() for s in SAMPLES] + [SMALL, HUGE],
                         ids=SAMPLES + ["small", "huge"])
def test_python_layer_takes_array_array(text, monkeypatch):
    """solve, count, read_positions and validate give the same answers when
    the core's scanners and count_batch return array.array."""
    import fastcheck
    from fastcheck.counts import count
    from fastcheck.kit.validate import validate

    def everything():
        return (fastcheck.solve(text), fastcheck.solve(text, lang="en"), count(text),
                [p.verdict() for p in fastcheck.read_positions(text)], repr(validate(text, limits="none")))
    want = everything()
    _array_core(monkeypatch)
    assert everything() == want
