"""``python -m bench --quick`` runs end to end and writes its table.

The peers (python-chess, the KSP model solution in C++) and the plot are
optional: without python-chess, matplotlib, g++ or the model solution
(``FASTCHECK_MODEL_SOLUTION``) the run says so and goes on; the fastcheck
column must always be there.  Set FASTCHECK_SKIP_BENCH_SMOKE=1 to skip
(slow emulated wheel builds)."""
import importlib.util
import json
import os
import pathlib
import subprocess
import sys

import pytest

import fastcheck

ROOT = pathlib.Path(__file__).resolve().parents[1]

#: a whole (quick) benchmark run: generated inputs of 10^4 pieces, a process per tool and case
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def quick_run(tmp_path_factory):
    if os.environ.get("FASTCHECK_SKIP_BENCH_SMOKE"):
        pytest.skip("FASTCHECK_SKIP_BENCH_SMOKE is set")
    if not (ROOT / "bench" / "__main__.py").is_file():
        pytest.skip("no bench/ next to the tests")
    out = tmp_path_factory.mktemp("bench")
    env = dict(os.environ)
    where = str(pathlib.Path(fastcheck.__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), where] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    proc = subprocess.run([sys.executable, "-m", "bench", "--quick", "--out", str(out)],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    return proc, out


def test_quick_run_succeeds(quick_run):
    proc, out = quick_run
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "fastcheck median s" in proc.stdout


def test_fairy_boards_against_their_classic_twin(quick_run):
    """The leapers' and riders' boards are timed against the same layout
    with knights, each ratio against its goal (not judged on a quick run)."""
    proc, out = quick_run
    assert "vs the same layout with knights" in proc.stdout
    for name in ("leapers-fairy-p1e4-n1e18", "riders-p1e4-n1e18"):
        line = next(line for line in proc.stdout.splitlines() if line.strip().startswith(name + ":"))
        assert "classic twin leapers-classic-p1e4-n1e18" in line and "(goal <= 2.0x: n/a (quick))" in line, line
    twins = {c["name"]: c.get("twin") for c in json.loads((out / "results.json").read_text())["cases"]}
    assert twins["riders-p1e4-n1e18"] == "leapers-classic-p1e4-n1e18"


def test_results_files(quick_run):
    proc, out = quick_run
    data = json.loads((out / "results.json").read_text())
    assert data["meta"]["quick"] is True
    names = [c["name"] for c in data["cases"]]
    assert len(names) >= 5
    for case in data["cases"]:
        fc = case["fastcheck"]
        assert "median_s" in fc, case
        assert fc["median_s"] > 0
        assert len(fc["times"]) >= 1
    md = (out / "results.md").read_text()
    assert "| case |" in md


def test_peers_or_a_reason(quick_run):
    proc, out = quick_run
    data = json.loads((out / "results.json").read_text())
    have_chess = importlib.util.find_spec("chess") is not None
    for case in data["cases"]:
        peer = case["peer"]
        if peer.get("tool") == "python-chess":
            if have_chess:
                assert peer["status"] == "ok", peer
                assert peer["agree"], f"python-chess and fastcheck disagree on {case['name']}"
            else:
                assert "not installed" in peer["status"]
        if peer.get("tool") == "KSP model solution" and peer.get("status") == "ok":
            assert peer["agree"], f"the KSP model solution and fastcheck disagree on {case['name']}"


def test_plot_or_message(quick_run):
    proc, out = quick_run
    if importlib.util.find_spec("matplotlib") is None:
        assert "matplotlib is not installed" in proc.stdout
    else:
        assert (out / "bench.png").stat().st_size > 10000


def test_yardsticks(quick_run):
    """The whole-process yardsticks: every figure a ratio, in the JSON and the table."""
    proc, out = quick_run
    data = json.loads((out / "results.json").read_text())
    ratios = data["yardsticks"]["ratios"]
    for key in ("solve-small / python-pass", "judge-small / python-pass", "error / valid (time)", "gen / solve"):
        assert ratios[key] is not None and ratios[key] > 0, key
    assert "big-board / scanf-floor" in ratios and "big-board / KSP model solution" in ratios
    assert "solve-small / python-pass" in (out / "results.md").read_text()
