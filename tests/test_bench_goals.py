"""The benchmark's goals are judged only on the workload they are set for:
``--quick`` (10^4 pieces) says ``n/a (quick)`` for the goals of 10^6 pieces
and for the targets of the full suite's cases, instead of MISSED; the
yardstick plot draws every goal; a KSP model solution that is not found is
reported with how to give it."""
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
