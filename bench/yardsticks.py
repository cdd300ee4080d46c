"""Whole-process yardsticks: fastcheck at the point of use.

    python -m bench.yardsticks [--quick] [--runs K] [--out DIR] [--model-solution PATH] [--only FAMILY]
                               [--no-bytecode]

Every figure is a ratio to a yardstick measured in the same run, in whole
processes started the way a user starts them (the ``fastcheck`` command of
this interpreter's environment, ``python -m fastcheck`` when it has none):

* ``start-up``: ``fastcheck solve`` and ``fastcheck judge IN OUT ANS`` on a
  3-piece board against a bare interpreter's start (``python -c pass``);
  the runs alternate and the medians are compared.
* ``big``: one board of 10^6 pieces (``longcheck``, n = 10^6) solved by
  ``fastcheck solve FILE`` against the scanf read floor (a C program that
  only reads the file with ``scanf("%lld %lld %c")`` per piece, compiled
  here with ``cc -O2``) and the KSP model solution (when given, as in
  ``python -m bench``); the same board at n = 10^18 (time and peak).
* ``error``: that file with a bad last line against the valid file: time
  and peak memory.
* ``gen``: ``fastcheck gen sparse`` of 10^6 pieces (5 boards x 200,000)
  against solving the generated file.
* ``count``: ``fastcheck count FILE`` against ``fastcheck solve FILE`` (time
  and peak memory) on the big board at n = 10^6 and n = 10^18 and on
  20,000 boards of 50 pieces (``many``, n up to 10^18).

The measured processes cache compiled bytecode (in a temporary directory),
as an installed package has it (pip compiles the modules at install);
with ``--no-bytecode`` they do not, so under ``PYTHONDONTWRITEBYTECODE=1``
every run of a source tree compiles fastcheck's modules again, which the
start-up figures then include.

``--quick`` uses 10^4 pieces (200 boards for ``count``'s many) and 5 runs.  Without a C compiler the scanf
floor and the peak memory (read by a tiny compiled launcher with
``wait4``) are left out.  Results: the table on stdout, ``yardsticks.md``
and ``yardsticks.json`` in ``--out`` (default ``bench/out``).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any, Dict, List, NamedTuple, Optional

from . import cases as C
from . import generate as G
from .peers import LAUNCHER_C, ModelSolution, find_model_solution, model_status

DEFAULT_OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "out")

#: the read floor: every piece read with scanf, nothing else
SCANF_C = r"""
#include <stdio.h>
int main(void) {
    long long t, n, p, x, y, sum = 0;
    char c;
    if (scanf("%lld", &t) != 1) return 1;
    while (t-- > 0) {
        if (scanf("%lld %lld", &n, &p) != 2) return 1;
        while (p-- > 0) {
            if (scanf("%lld %lld %c", &x, &y, &c) != 3) return 1;
            sum += x ^ y ^ c;
        }
    }
    printf("%lld\n", sum);
    return 0;
}
"""

SMALL = b"1\n8 3\n1 1 k\n8 1 R\n8 8 K\n"
SMALL_ANSWER = b"Biely hrac ma sach. Ma 2 platnych tahov.\n"


def _fastcheck_command() -> List[str]:
    exe = os.path.join(os.path.dirname(sys.executable), "fastcheck")
    return [exe] if os.path.exists(exe) else [sys.executable, "-m", "fastcheck"]


class Tools:
    """The compiled helpers (launcher, scanf floor), or None without a compiler."""

    def __init__(self) -> None:
        self.tmp = tempfile.TemporaryDirectory(prefix="fcyard-")
        self.launcher: Optional[str] = None
        self.floor: Optional[str] = None
        cc = shutil.which("cc") or shutil.which("gcc")
        if cc is None:
            return
        for name, src in (("launch", LAUNCHER_C), ("floor", SCANF_C)):
            path = os.path.join(self.tmp.name, name)
            with open(path + ".c", "w", encoding="utf-8") as f:
                f.write(src)
            if subprocess.run([cc, "-O2", "-o", path, path + ".c"], capture_output=True).returncode == 0:
                setattr(self, "launcher" if name == "launch" else "floor", path)

    def run(self, cmd: List[str], stdin: Optional[str] = None) -> Dict[str, Any]:
        """One whole-process run: wall seconds and (with the launcher) peak RSS in kB."""
        fin = open(stdin, "rb") if stdin else subprocess.DEVNULL
        try:
            if self.launcher:
                proc = subprocess.run([self.launcher] + cmd, stdin=fin, stdout=subprocess.DEVNULL,
                                      stderr=subprocess.PIPE)
                for line in proc.stderr.decode("utf-8", "replace").splitlines():
                    if line.startswith("fcbench "):
                        _, secs, rss, _st = line.split()
                        return {"s": float(secs), "kb": int(rss)}
            start = time.perf_counter()
            subprocess.run(cmd, stdin=fin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return {"s": time.perf_counter() - start, "kb": None}
        finally:
            if stdin:
                fin.close()


def paired(tools: Tools, commands: Dict[str, List[str]], runs: int,
           stdin: Optional[Dict[str, str]] = None) -> Dict[str, Dict[str, Any]]:
    """Alternating runs of every command; the median time and the largest peak of each."""
    got: Dict[str, List[Dict[str, Any]]] = {k: [] for k in commands}
    for _ in range(runs):
        for key, cmd in commands.items():
            got[key].append(tools.run(cmd, (stdin or {}).get(key)))
    out = {}
    for key, rs in got.items():
        kbs = [r["kb"] for r in rs if r["kb"] is not None]
        out[key] = {"median_s": statistics.median(r["s"] for r in rs), "times": [r["s"] for r in rs],
                    "peak_kb": max(kbs) if kbs else None}
    return out


def _ratio(a: Optional[float], b: Optional[float]) -> Optional[float]:
    return a / b if a is not None and b else None


FAMILIES = ("startup", "big", "gen", "count")

#: the pieces of the big board (and of gen's file) in a full run, and in ``--quick``
FULL_PIECES, QUICK_PIECES = 10**6, 10**4


class Goal(NamedTuple):
    """The most a ratio may be, and the workload it is set for: the big
    board's pieces (``None``: any run, the start-up on a small board)."""

    limit: float
    pieces: Optional[int] = None


#: the goal of each ratio; :func:`judge` marks each met, MISSED or n/a (quick)
GOALS = {
    "solve-small / python-pass": Goal(2.5),
    "judge-small / python-pass": Goal(2.5),
    "big-board / scanf-floor": Goal(1.5, FULL_PIECES),
    "big-board / KSP model solution": Goal(0.1, FULL_PIECES),
    "big-board n=1e18 / n=1e6 (time)": Goal(1.2, FULL_PIECES),
    "error / valid (time)": Goal(1.5, FULL_PIECES),
    "error / valid (memory)": Goal(1.1, FULL_PIECES),
    "gen / solve": Goal(3.0, FULL_PIECES),
}
#: the ratio to the KSP model solution (n/a with the reason when it did not run)
MODEL_RATIO = "big-board / KSP model solution"
#: the big board at n = 10^18 may peak at this many MB (with 10^6 pieces)
PEAK_N1E18 = Goal(300, FULL_PIECES)
#: ``count`` over ``solve`` on the same file (time or memory), and the workload the goal is set for
COUNT = Goal(C.COUNT_GOAL, FULL_PIECES)
#: a fairy board's time over its classic twin's (bench/runner.py's twin_lines)
TWIN = Goal(C.TWIN_GOAL, FULL_PIECES)
#: ``count`` over ``solve`` on the same file, whole processes: the inputs (name, label) and the goal
COUNT_INPUTS = (("count-big", "big board n=1e6"), ("count-big18", "big board n=1e18"),
                ("count-many", "many boards x50"))
for _name, _label in COUNT_INPUTS:
    GOALS[f"count / solve, {_label} (time)"] = COUNT
    GOALS[f"count / solve, {_label} (memory)"] = COUNT


def judge(goal: Optional[Goal], value: Optional[float], pieces: int, quick: Optional[bool] = None) -> str:
    """``met``, ``MISSED``, ``n/a (quick)`` for a goal set for another
    workload than the one run (``quick``: whether the run is ``--quick``,
    by default whether it has :data:`QUICK_PIECES`), or ``""`` (no goal,
    or not measured)."""
    if goal is None or value is None:
        return ""
    if goal.pieces is not None and goal.pieces != pieces:
        quick = pieces == QUICK_PIECES if quick is None else quick
        return "n/a (quick)" if quick else f"n/a (set for {goal.pieces} pieces)"
    return "met" if value <= goal.limit else "MISSED"


def measure(quick: bool = False, runs: int = 0, model_path: Optional[str] = None,
            only: Optional[List[str]] = None, bytecode: bool = True) -> Dict[str, Any]:
    """Run the yardstick families (all, or those in ``only``); the raw figures and the ratios.

    With ``bytecode`` (the default) the measured processes cache compiled
    bytecode in a temporary directory, as an installed package has it."""
    tools = Tools()
    saved = {k: os.environ.get(k) for k in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    try:
        if bytecode:
            # the first run of each command compiles and caches; one slow run does not move a median
            os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
            os.environ["PYTHONPYCACHEPREFIX"] = os.path.join(tools.tmp.name, "pycache")
        res = _measure(tools, quick, runs, model_path, set(only or FAMILIES))
        res["bytecode"] = bytecode
        return res
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        tools.tmp.cleanup()


def _measure(tools: Tools, quick: bool, runs: int, model_path: Optional[str], only: set) -> Dict[str, Any]:
    fc = _fastcheck_command()
    small_runs = runs or (5 if quick else 30)
    big_runs = runs or (2 if quick else 3)
    pieces = QUICK_PIECES if quick else FULL_PIECES
    work = tools.tmp.name

    def write(name: str, data: bytes) -> str:
        path = os.path.join(work, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    small, ans = write("small.in", SMALL), write("small.ans", SMALL_ANSWER)
    res: Dict[str, Any] = {"pieces": pieces, "compiled_helpers": tools.launcher is not None,
                           "scanf_floor": tools.floor is not None}
    res.update(startup={}, big={}, gen={}, count={})
    if "startup" in only:
        res["startup"] = paired(tools, {"python-pass": [sys.executable, "-c", "pass"],
                                        "solve-small": fc + ["solve", small],
                                        "judge-small": fc + ["judge", small, ans, ans]}, small_runs)
    if "big" in only:
        _measure_big(tools, res, fc, write, pieces, big_runs, model_path)
    if "gen" in only:
        _measure_gen(tools, res, fc, work, pieces, big_runs)
    if "count" in only:
        _measure_count(tools, res, fc, write, pieces, big_runs)
    _ratios(res)
    return res


def _measure_big(tools: Tools, res: Dict[str, Any], fc: List[str], write, pieces: int, big_runs: int,
                 model_path: Optional[str]) -> None:
    """The big board at n = 10^6 and 10^18, its bad-last-line twin, the scanf floor, the model."""
    big = write("big.in", G.longcheck(pieces, 10**6))
    big18 = write("big18.in", G.longcheck(pieces, 10**18))
    with open(big, "rb") as f:
        text = f.read()
    bad = write("bad.in", text.rstrip(b"\n").rsplit(b"\n", 1)[0] + b"\n1 1 x\n")
    del text
    cmds = {"big-board": fc + ["solve", big], "big-board-n1e18": fc + ["solve", big18],
            "bad-last-line": fc + ["solve", bad]}
    stdin: Dict[str, str] = {}
    if tools.floor:
        cmds["scanf-floor"] = [tools.floor]
        stdin["scanf-floor"] = big
    where = find_model_solution(model_path)
    model = ModelSolution(where) if where else None
    if model is None or not model.binary:
        res["model_status"] = model_status(model)
    try:
        if model is not None and model.binary:
            cmds["ksp-model"] = [model.binary]     # under this module's own launcher
            stdin["ksp-model"] = big
        res["big"] = paired(tools, cmds, big_runs, stdin)
    finally:
        if model is not None:
            model.close()


def _measure_gen(tools: Tools, res: Dict[str, Any], fc: List[str], work: str, pieces: int, big_runs: int) -> None:
    """``fastcheck gen sparse`` of ``pieces`` pieces against solving its output."""
    gen_out = os.path.join(work, "gen.in")
    boards = 5
    gen_cmd = fc + ["gen", "sparse", "--seed", "1", "-t", str(boards), "--pieces", str(pieces // boards),
                    "--size", "1000000000000000000", "-o", gen_out]
    res["gen"] = paired(tools, {"gen": gen_cmd}, big_runs)
    res["gen"].update(paired(tools, {"solve-gen": fc + ["solve", gen_out]}, big_runs))


def _measure_count(tools: Tools, res: Dict[str, Any], fc: List[str], write, pieces: int, big_runs: int) -> None:
    """``fastcheck count`` against ``fastcheck solve`` on each of COUNT_INPUTS (the big
    board's files are those of ``big`` when it ran)."""
    boards = 200 if pieces < 10**6 else 20000
    files = {"count-big": lambda: G.longcheck(pieces, 10**6), "count-big18": lambda: G.longcheck(pieces, 10**18),
             "count-many": lambda: G.many_small(boards, 50, 8, 10**18)}
    reuse = {"count-big": "big.in", "count-big18": "big18.in"}
    for name, _label in COUNT_INPUTS:
        path = os.path.join(tools.tmp.name, reuse.get(name, ""))
        if name not in reuse or not os.path.exists(path):
            path = write(name + ".in", files[name]())
        got = paired(tools, {name: fc + ["count", path], name + "-solve": fc + ["solve", path]}, big_runs)
        res["count"].update(got)


def _ratios(res: Dict[str, Any]) -> None:
    """Every yardstick as a ratio (None where a family or a tool was not run)."""
    s, b, g = res["startup"], res["big"], res["gen"]

    def med(d: Dict[str, Any], k: str) -> Optional[float]:
        return d[k]["median_s"] if k in d else None

    def peak(d: Dict[str, Any], k: str) -> Optional[float]:
        return d[k]["peak_kb"] if k in d else None

    res["ratios"] = {
        "solve-small / python-pass": _ratio(med(s, "solve-small"), med(s, "python-pass")),
        "judge-small / python-pass": _ratio(med(s, "judge-small"), med(s, "python-pass")),
        "big-board / scanf-floor": _ratio(med(b, "big-board"), med(b, "scanf-floor")),
        "big-board / KSP model solution": _ratio(med(b, "big-board"), med(b, "ksp-model")),
        "big-board n=1e18 / n=1e6 (time)": _ratio(med(b, "big-board-n1e18"), med(b, "big-board")),
        "error / valid (time)": _ratio(med(b, "bad-last-line"), med(b, "big-board")),
        "error / valid (memory)": _ratio(peak(b, "bad-last-line"), peak(b, "big-board")),
        "gen / solve": _ratio(med(g, "gen"), med(g, "solve-gen")),
    }
    c = res.get("count", {})
    for name, label in COUNT_INPUTS:
        res["ratios"][f"count / solve, {label} (time)"] = _ratio(med(c, name), med(c, name + "-solve"))
        res["ratios"][f"count / solve, {label} (memory)"] = _ratio(peak(c, name), peak(c, name + "-solve"))


def _goal_text(goal: Optional[Goal], unit: str) -> str:
    """``<= 1.5x``, with the workload the goal is set for."""
    if goal is None:
        return ""
    return f"<= {goal.limit:g}{unit}" + (f" at 10^{len(str(goal.pieces)) - 1} pieces" if goal.pieces else "")


def render_md(res: Dict[str, Any]) -> str:
    """The ratios, then the raw medians and peaks, as Markdown tables."""
    lines = ["| ratio | value | goal | |", "|---|---|---|---|"]
    for k, v in res["ratios"].items():
        goal = GOALS.get(k)
        why = res.get("model_status", "") if v is None and k == MODEL_RATIO else ""
        lines.append(f"| {k} | {'n/a' if v is None else f'{v:.2f}x'} | {_goal_text(goal, 'x')} | "
                     f"{judge(goal, v, res['pieces']) or why} |")
    peak18 = res["big"].get("big-board-n1e18", {}).get("peak_kb")
    if peak18 is not None:
        mb = peak18 / 1024
        lines.append(f"| big-board n=1e18 peak | {mb:.0f} MB | {_goal_text(PEAK_N1E18, ' MB')} | "
                     f"{judge(PEAK_N1E18, mb, res['pieces'])} |")
    lines += ["", f"pieces of the big board: {res['pieces']}", "",
              "| command | median s | peak MB |", "|---|---|---|"]
    for group in ("startup", "big", "gen", "count"):
        for k, v in res.get(group, {}).items():
            pk = "n/a" if v["peak_kb"] is None else f"{v['peak_kb'] / 1024:.0f}"
            lines.append(f"| {k} | {v['median_s']:.4f} | {pk} |")
    return "\n".join(lines) + "\n"


def plot(res: Dict[str, Any], path: str) -> Optional[str]:
    """A bar chart of the ratios (log scale), each goal drawn as a mark on
    its bar's row and each bar coloured by its verdict (met, MISSED, not
    judged); a message when it cannot be drawn."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "yardstick plot skipped: matplotlib is not installed"
    items = [(k, v) for k, v in res["ratios"].items() if v is not None]
    colours = {"met": "tab:green", "MISSED": "tab:red"}
    fig, ax = plt.subplots(figsize=(9, 0.5 * len(items) + 1.4))
    verdicts = [judge(GOALS.get(k), v, res["pieces"]) for k, v in items]
    ax.barh([k for k, _ in items], [v for _, v in items], color=[colours.get(j, "tab:grey") for j in verdicts])
    ax.set_xscale("log")
    ax.axvline(1.0, color="grey", lw=0.8)
    for i, ((k, v), verdict) in enumerate(zip(items, verdicts)):
        goal = GOALS.get(k)
        if goal is not None:
            ax.plot([goal.limit, goal.limit], [i - 0.4, i + 0.4], color="black", lw=2.5)
        ax.text(v, i, f" {v:.2f}x" + (f"  {verdict}" if verdict else ""), va="center",
                bbox={"facecolor": "white", "edgecolor": "none", "alpha": 0.7, "pad": 1})
    ax.set_xlabel("ratio (whole processes, medians); black mark: the goal (at most)")
    ax.set_title(f"yardsticks, {res['pieces']} pieces" + ("  (--quick: goals set for 10^6 pieces not judged)"
                                                           if res["pieces"] == QUICK_PIECES else ""), fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.yardsticks", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="10^4 pieces, 5 runs")
    ap.add_argument("--runs", type=int, default=0, metavar="K", help="runs per command (default 30, big files 3)")
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--model-solution", metavar="PATH", default=None)
    ap.add_argument("--only", metavar="FAMILY[,FAMILY]", default=None,
                    help=f"run only these families ({', '.join(FAMILIES)})")
    ap.add_argument("--no-plot", action="store_true")
    ap.add_argument("--no-bytecode", action="store_true",
                    help="do not cache compiled bytecode: every run compiles fastcheck's modules (see above)")
    args = ap.parse_args(argv)
    only = args.only.split(",") if args.only else None
    if only and not set(only) <= set(FAMILIES):
        ap.error(f"--only: families are {', '.join(FAMILIES)}")
    os.makedirs(args.out, exist_ok=True)
    res = measure(args.quick, args.runs, args.model_solution, only, bytecode=not args.no_bytecode)
    table = render_md(res)
    sys.stdout.write(table)
    with open(os.path.join(args.out, "yardsticks.md"), "w", encoding="utf-8") as f:
        f.write(table)
    with open(os.path.join(args.out, "yardsticks.json"), "w", encoding="utf-8") as f:
        json.dump(res, f, indent=1)
    if not args.no_plot:
        msg = plot(res, os.path.join(args.out, "yardsticks.png"))
        if msg:
            print(msg)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
