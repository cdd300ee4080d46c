"""The benchmark's goals are judged only on the workload they are set for:
``--quick`` (10^4 pieces) says ``n/a (quick)`` for the goals of 10^6 pieces
and for the targets of the full suite's cases, instead of MISSED; the
yardstick plot draws every goal; a KSP model solution that is not found is
reported with how to give it."""
import json
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
if not (ROOT / "bench" / "__main__.py").is_file():
    pytest.skip("no bench/ next to the tests", allow_module_level=True)
sys.path.insert(0, str(ROOT))

from bench import runner, yardsticks  # noqa: E402
from bench.peers import MODEL_ENV, model_status  # noqa: E402


def fake(pieces, ratios, model_status_text=None, peak_mb=400):
    res = {"pieces": pieces, "ratios": ratios, "startup": {}, "gen": {},
           "big": {"big-board-n1e18": {"median_s": 1.0, "peak_kb": peak_mb * 1024}}}
    if model_status_text:
        res["model_status"] = model_status_text
    return res


def rows(md):
    return {line.split(" | ")[0].strip("| "): line.split(" | ") for line in md.splitlines() if line.startswith("| ")}


def test_quick_runs_judge_only_their_own_goals():
    ratios = {k: 10.0 for k in yardsticks.GOALS}          # every ratio far above its goal
    md = yardsticks.render_md(fake(yardsticks.QUICK_PIECES, ratios))
    table = rows(md)
    for name, goal in yardsticks.GOALS.items():
        verdict = table[name][3].strip(" |")
        assert verdict == ("MISSED" if goal.pieces is None else "n/a (quick)"), (name, verdict)
    assert table["big-board n=1e18 peak"][3].strip(" |") == "n/a (quick)"
    assert md.count("| MISSED |") == 2                            # only the two start-up goals
    # the full run judges every goal
    md = yardsticks.render_md(fake(yardsticks.FULL_PIECES, ratios))
    assert md.count("| MISSED |") == len(yardsticks.GOALS) + 1     # and the 400 MB peak
    ok = {k: g.limit / 2 for k, g in yardsticks.GOALS.items()}
    md = yardsticks.render_md(fake(yardsticks.FULL_PIECES, ok, peak_mb=200))
    assert "MISSED" not in md and md.count("| met |") == len(yardsticks.GOALS) + 1


def test_the_goals_name_their_workload():
    assert yardsticks.GOALS["big-board / scanf-floor"].pieces == 10**6
    assert yardsticks.GOALS["solve-small / python-pass"].pieces is None
    md = yardsticks.render_md(fake(yardsticks.FULL_PIECES, {k: 1.0 for k in yardsticks.GOALS}))
    assert "| <= 1.5x at 10^6 pieces |" in md and "| <= 2.5x |" in md


def test_quick_targets_are_not_judged():
    for v in runner.verdicts([], None, quick=True):
        assert v["status"] == "n/a (quick)"
    assert {v["status"] for v in runner.verdicts([], None)} == {"not measured"}


def test_a_missing_model_solution_says_how_to_give_it():
    text = model_status(None)
    assert "--model-solution PATH" in text and MODEL_ENV in text
    ratios = {k: 1.0 for k in yardsticks.GOALS}
    ratios[yardsticks.MODEL_RATIO] = None
    md = yardsticks.render_md(fake(yardsticks.FULL_PIECES, ratios, text))
    assert text in rows(md)[yardsticks.MODEL_RATIO][3]
    results = [{"peer": {"tool": "KSP model solution", "status": text}}]
    assert MODEL_ENV in runner.model_missing(results)
    assert runner.model_missing([{"peer": {"status": "ok"}}]) == ""


def test_the_plot_draws_the_goals(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    import matplotlib.axes

    drawn = []
    real = matplotlib.axes.Axes.plot
    monkeypatch.setattr(matplotlib.axes.Axes, "plot", lambda self, xs, ys, **kw: (drawn.append(xs[0]),
                                                                                 real(self, xs, ys, **kw))[1])
    ratios = {k: 1.0 for k in yardsticks.GOALS}
    assert yardsticks.plot(fake(yardsticks.QUICK_PIECES, ratios), str(tmp_path / "y.png")) is None
    assert sorted(drawn) == sorted(g.limit for g in yardsticks.GOALS.values())
    assert (tmp_path / "y.png").stat().st_size > 5000


def count_result(pieces, ratio, memory=1.0):
    return {"name": f"count-x-p{pieces}", "pieces": pieces, "count_over_solve": ratio,
            "count_over_solve_memory": memory, "fastcheck": {"median_s": 0.002, "peak_kb": 40000},
            "peer": {"median_s": 0.001, "peak_kb": 40000}}


def test_the_count_goal_is_judged_on_the_files_of_its_workload_only():
    # a few milliseconds on 10^4 or 10^5 pieces: a busy machine's noise, not a slower count
    lines = runner.count_lines([count_result(10**4, 4.6), count_result(10**5, 1.9, 1.7)])
    assert "MISSED" not in "".join(lines) and "met" not in "".join(lines)
    assert all(line.count(f"n/a (set for {yardsticks.FULL_PIECES} pieces)") == 2 for line in lines), lines
    lines = runner.count_lines([count_result(10**6, 1.6), count_result(10**6, 1.2)])
    assert "count/solve = 1.60 (goal <= 1.5x: MISSED)" in lines[0] and lines[0].endswith("(goal <= 1.5x: met)")
    assert lines[1].count("(goal <= 1.5x: met)") == 2
    # --quick: its 10^4 pieces (and its 200 boards of 50) are not judged either
    quick = runner.count_lines([count_result(10**4, 4.6)], quick=True)
    assert quick[0].count("(goal <= 1.5x: n/a (quick))") == 2
    assert yardsticks.COUNT.limit == runner.C.COUNT_GOAL


def grid_result(ratio, model_ratio):
    return {"target": "grid", "name": "grid-t20000", "boards": 20000, "fastcheck": {"median_s": 0.1},
            "ratio": ratio, "model_ratio": model_ratio,
            "peer": {"median_s": None if ratio is None else 0.1 * ratio, "agree": True,
                     "status": "ok" if ratio else "n/a (python-chess not installed)"},
            "model": {"median_s": 0.5, "agree": True} if model_ratio else {"status": model_status(None)}}


@pytest.mark.parametrize("ratio, model_ratio, status", [
    (33.0, None, "met against python-chess only"),         # the model solution not given: 33x is still judged
    (20.0, None, "MISSED"),
    (None, 6.0, "met against the KSP model solution only"),
    (33.0, 6.0, "met"),
    (33.0, 4.0, "MISSED"),
    (None, None, "not measured"),
])
def test_the_grid_target_judges_each_ratio_measured(ratio, model_ratio, status):
    verdict = {v["target"]: v for v in runner.verdicts([grid_result(ratio, model_ratio)], None)}["grid"]
    assert verdict["status"] == status
    if ratio is not None:
        assert f"{ratio:.1f}x (need 25x)" in verdict["detail"]


def test_only_writes_beside_the_last_full_run(tmp_path):
    assert runner.output_paths("o", only=False)["results.json"] == str(pathlib.Path("o", "results.json"))
    only = runner.output_paths("o", only=True)
    assert sorted(only.values()) == sorted(str(pathlib.Path("o", n)) for n in
                                           ("results-only.json", "results-only.md", "bench-only.png",
                                            "yardsticks-only.png"))
    full = {name: f"the last full run's {name}" for name in runner.OUTPUTS}
    for name, text in full.items():
        (tmp_path / name).write_text(text)
    assert runner.main(["--quick", "--only", "grid", "--no-peers", "--no-yardsticks", "--no-plot", "--runs", "1",
                        "--out", str(tmp_path)]) == 0
    for name, text in full.items():
        assert (tmp_path / name).read_text() == text
    data = json.loads((tmp_path / "results-only.json").read_text())
    assert [c["name"] for c in data["cases"]] == ["grid-t1000"]
    assert "| grid-t1000 |" in (tmp_path / "results-only.md").read_text()


def test_the_docs_say_the_model_solution_is_compiled_only_when_given():
    text = " ".join((ROOT / "docs" / "guides" / "benchmarks.md").read_text(encoding="utf-8")
                    .split("## What it measures", 1)[1].split("\n## ", 1)[0].split())
    assert "when `g++` exists" not in text
    assert "its source is not shipped" in text and "only when given with `--model-solution PATH`" in text
