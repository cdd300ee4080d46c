"""``python -m bench``: run the suite, print the table, write bench/out/."""
from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from typing import Any, Dict, List, Optional, Tuple

import numpy

import fastcheck
from fastcheck import formats

from . import cases as C
from .peers import MODEL_ENV, MODEL_HOW, ModelSolution, chess, find_model_solution, model_status

try:                    # optional: without it there is no plot, and the run says so
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib import pyplot
except ImportError:
    pyplot = None

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_OUT = os.path.join(HERE, "out")

TARGETS = {
    "a": "solve() on one board of 10^6 pieces, n = 10^18, long check line: <= 1 s, peak <= 300 MB",
    "b": "solve() on 20,000 boards of 50 pieces: <= 1 s",
    "grid": "20,000 8x8 grids in process: >= 25x python-chess and >= 5x the KSP model solution "
            "(whole process, the same boards in format B)",
    "ostap": "10,000 Ostap games: fastcheck >= 20x python-chess throughput",
}


PEER_NAMES = {"chess": "python-chess", "model": "KSP model solution", "solve": "fastcheck solve"}


# ------------------------------------------------------------------ helpers
def _child_env() -> Dict[str, str]:
    env = dict(os.environ)
    # the children import ``bench`` from the checkout and ``fastcheck`` from
    # wherever this process found it
    paths = [ROOT]
    where = os.path.dirname(os.path.dirname(os.path.abspath(fastcheck.__file__)))
    if os.path.basename(where) not in ("site-packages", "dist-packages"):
        paths.append(where)
    old = env.get("PYTHONPATH")
    env["PYTHONPATH"] = os.pathsep.join(paths + ([old] if old else []))
    return env


def _run_child(args: List[str], timeout: float) -> Dict[str, Any]:
    cmd = [sys.executable, "-m", "bench._child"] + args
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                              env=_child_env(), cwd=ROOT)
    except subprocess.TimeoutExpired:
        return {"error": f"timeout after {timeout:.0f} s"}
    if proc.returncode != 0:
        return {"error": (proc.stderr.strip().splitlines() or [f"exit {proc.returncode}"])[-1]}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _bare_baseline_kb() -> Optional[int]:
    """Peak RSS of an interpreter that imports nothing (measured like the cases)."""
    code = "from bench._child import _maxrss_kb; print(_maxrss_kb())"
    try:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             timeout=60, cwd=ROOT)
        return int(out.stdout.strip())
    except Exception:
        return None


def _run_binary(cmd: List[str], in_path: str, out_path: str, timeout: float):
    """Run ``cmd < in_path > out_path``: (seconds, peak kB or None, returncode).

    ``cmd`` normally starts with the launcher compiled next to the model
    solution (bench.peers.LAUNCHER_C), which times the program and reads its peak RSS
    with wait4() from a process small enough not to inflate it; without the
    launcher the time is taken here and the peak is left out."""
    with open(in_path, "rb") as fin, open(out_path, "wb") as fout:
        t0 = time.perf_counter()
        try:
            proc = subprocess.run(cmd, stdin=fin, stdout=fout, stderr=subprocess.PIPE, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, None, "timeout"
        elapsed = time.perf_counter() - t0
    rss = None
    for line in proc.stderr.decode("ascii", "replace").splitlines():
        if line.startswith("fcbench "):
            _, secs, kb, _status = line.split()
            elapsed, rss = float(secs), int(kb)
    return elapsed, rss, proc.returncode


def _fmt_s(v: Optional[float]) -> str:
    if v is None:
        return "n/a"
    if v >= 100:
        return f"{v:.0f}"
    if v >= 1:
        return f"{v:.2f}"
    return f"{v:.4f}" if v >= 0.001 else f"{v:.2e}"


def _fmt_mb(kb: Optional[float]) -> str:
    return "n/a" if kb is None else f"{kb / 1024:.0f}"


# ------------------------------------------------------------------- data
def _generator_digest() -> str:
    with open(os.path.join(HERE, "generate.py"), "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()[:10]


def materialise(case: C.Case, data_dir: str) -> Dict[str, Any]:
    """Generate (or reuse) the case's input file; returns its path and sizes."""
    os.makedirs(data_dir, exist_ok=True)
    stem = os.path.join(data_dir, f"{case.data_key or case.name}-{_generator_digest()}")
    path, meta_path = stem + ".in", stem + ".json"
    if os.path.exists(path) and os.path.exists(meta_path):
        with open(meta_path) as f:
            return json.load(f)
    t0 = time.perf_counter()
    data = case.make()
    gen_s = time.perf_counter() - t0
    if isinstance(data, list):            # format C: games separated by NUL
        blob = b"".join(g + b"\0" for g in data)
        plies = sum(int(g.split()[64]) for g in data)
        pieces = plies
        sum_n = 8 * len(data)
    else:
        blob = data
        if case.fmt == "grid":
            body = data.split(b"\n", 1)[1]
            pieces = len(body) - body.count(b".") - body.count(b"\n")
            sum_n = 8 * case.boards
        else:
            lines = data.count(b"\n")
            pieces = lines - 1 - 2 * case.boards    # header, "n p" and blank per board
            sum_n = _sum_sides(data, case.boards)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(blob)
    os.replace(tmp, path)
    meta = {"path": path, "bytes": len(blob), "pieces": pieces, "sum_n": sum_n, "gen_s": gen_s}
    with open(meta_path, "w") as f:
        json.dump(meta, f)
    return meta


def _sum_sides(data: bytes, boards: int) -> int:
    if boards == 1:
        return int(data.split(b"\n", 2)[1].split()[0])
    return sum(formats.read_sparse(data).n)


# ------------------------------------------------------------------ running
def _runs_for(case: C.Case, args) -> int:
    if args.runs:
        return args.runs
    if args.quick:
        return 3
    return 5 if case.size_hint < 10**5 else 3


def _peer_runs_for(case: C.Case, args) -> int:
    if args.runs:
        return args.runs
    return 1 if args.quick else 3


def run_case(case: C.Case, args, model: Optional[ModelSolution], chess_ok: bool, log) -> Dict[str, Any]:
    meta = materialise(case, args.data_dir)
    runs = _runs_for(case, args)
    tool = "fastcheck-ostap" if case.fmt == "ostap" else "fastcheck-count" if case.family == "count" else "fastcheck"
    res: Dict[str, Any] = {
        "name": case.name, "family": case.family, "series": case.series, "format": case.fmt,
        "pieces": meta["pieces"], "boards": case.boards, "n": case.n_label, "bytes": meta["bytes"],
        "target": case.target, "runs": runs, "gen_s": round(meta["gen_s"], 3),
    }
    if case.twin:
        res["twin"] = case.twin
    fc = _run_child([tool, meta["path"], str(runs), case.lang] + ([case.variant] if case.variant else []),
                    timeout=args.timeout)
    if "error" in fc:
        res["fastcheck"] = {"error": fc["error"]}
        log(f"  fastcheck FAILED: {fc['error']}")
        return res
    med = statistics.median(fc["times"])
    res["fastcheck"] = {"times": fc["times"], "median_s": med, "peak_kb": fc["maxrss_kb"],
                        "sha256": fc["sha256"], "head": fc["head"]}
    peer: Dict[str, Any] = {"tool": None}
    if args.no_peers or case.peer is None:
        peer = {"tool": PEER_NAMES.get(case.peer or "", None),
                "status": "skipped (--no-peers)" if args.no_peers else "none"}
    elif case.peer == "chess":
        peer["tool"] = PEER_NAMES["chess"]
        if not chess_ok:
            peer["status"] = "n/a (python-chess not installed)"
        else:
            pruns = _peer_runs_for(case, args)
            ptool = "chess-ostap" if case.fmt == "ostap" else "chess-grid"
            pc = _run_child([ptool, meta["path"], str(pruns)], timeout=args.timeout)
            if "error" in pc:
                peer["status"] = "error: " + pc["error"]
            else:
                peer.update(times=pc["times"], median_s=statistics.median(pc["times"]),
                            peak_kb=pc["maxrss_kb"], agree=pc["sha256"] == fc["sha256"], status="ok")
    elif case.peer == "solve":
        # the same file through ``fastcheck solve``: other output, so no "same output"
        peer["tool"] = PEER_NAMES["solve"]
        pc = _run_child(["fastcheck", meta["path"], str(runs), case.lang] + ([case.variant] if case.variant else []),
                        timeout=args.timeout)
        if "error" in pc:
            peer["status"] = "error: " + pc["error"]
        else:
            peer.update(times=pc["times"], median_s=statistics.median(pc["times"]), peak_kb=pc["maxrss_kb"],
                        agree=None, status="ok")
            res["count_over_solve"] = med / peer["median_s"]
            if fc["maxrss_kb"] and pc["maxrss_kb"]:
                res["count_over_solve_memory"] = fc["maxrss_kb"] / pc["maxrss_kb"]
    elif case.peer == "model":
        peer["tool"] = PEER_NAMES["model"]
        if model is None or model.binary is None:
            peer["status"] = model_status(model)
        elif not ModelSolution.can_run([case.n_max]) or meta["sum_n"] > 4 * 10**7:
            peer["status"] = "n/a (n too large for it)"
        else:
            run = run_model(model, meta["path"], os.path.join(model.tmp.name, "out.txt"),
                            _peer_runs_for(case, args), args.timeout)
            if run["status"] == "ok":
                run["agree"] = hashlib.sha256(run.pop("output")).hexdigest() == fc["sha256"]
            peer.update(run)
    res["peer"] = peer
    if peer.get("median_s") is not None and med > 0:
        res["ratio"] = peer["median_s"] / med
    if case.target == "grid" and not args.no_peers:
        res["model"] = model_on_grids(meta["path"], model, _peer_runs_for(case, args), args.timeout)
        if res["model"].get("median_s") is not None and med > 0:
            res["model_ratio"] = res["model"]["median_s"] / med
    return res


def model_on_grids(grid_path: str, model: Optional[ModelSolution], runs: int, timeout: float) -> Dict[str, Any]:
    """The KSP model solution (format B only) on the boards of a format A file,
    written as format B with side 8; its output is checked against
    ``fastcheck.solve`` of that same format B text."""
    if model is None or model.binary is None:
        return {"status": model_status(model)}
    with open(grid_path, "rb") as f:
        boards = formats.read_grid(f.read())
    text = formats.write_sparse(boards.n, boards.offsets, boards.x, boards.y, boards.kind, boards.color)
    in_path = os.path.join(model.tmp.name, "grids-as-sparse.in")
    out_path = os.path.join(model.tmp.name, "grids-as-sparse.out")
    with open(in_path, "wb") as f:
        f.write(text)
    run = run_model(model, in_path, out_path, runs, timeout)
    if run["status"] == "ok":
        run["agree"] = run.pop("output") == fastcheck.solve(text, lang="sk").encode()
    return run


def run_model(model: ModelSolution, in_path: str, out_path: str, runs: int, timeout: float) -> Dict[str, Any]:
    """``runs`` runs of the KSP model solution on ``in_path``: status, run
    times, their median, the peak RSS and the output (of the last run)."""
    times, peaks = [], []
    for _ in range(runs):
        el, rss, rc = _run_binary(model.command, in_path, out_path, timeout)
        if rc != 0:
            return {"status": f"error: exit {rc}"}
        times.append(el)
        peaks.append(rss)
    with open(out_path, "rb") as f:
        output = f.read()
    return {"status": "ok", "times": times, "median_s": statistics.median(times),
            "peak_kb": max(peaks) if all(p is not None for p in peaks) else None, "output": output}


# -------------------------------------------------------------------- report
COLUMNS = ["case", "pieces", "boards", "n", "runs", "fastcheck median s", "peer", "peer median s",
           "peer/fastcheck", "same output", "peak MB", "peak MB net", "peer peak MB"]


def table_rows(results: List[Dict[str, Any]], bare_kb: Optional[int]) -> List[List[str]]:
    rows = []
    for r in results:
        fc = r.get("fastcheck", {})
        peer = r.get("peer", {})
        peak = fc.get("peak_kb")
        net = None if peak is None or bare_kb is None else peak - bare_kb
        if peer.get("status") == "ok":
            pm = _fmt_s(peer["median_s"])
            ratio = f"{r['ratio']:.1f}x" if "ratio" in r else "n/a"
            agree = "n/a" if peer.get("agree") is None else "yes" if peer["agree"] else "NO"
            ppeak = _fmt_mb(peer.get("peak_kb"))
        else:
            # the table cell without the how-to (a note under the table says it once)
            pm = (peer.get("status") or "n/a").replace(f": {MODEL_HOW}", "")
            ratio, agree, ppeak = "n/a", "n/a", "n/a"
        rows.append([r["name"], str(r["pieces"]), str(r["boards"]), r["n"], str(r["runs"]),
                     _fmt_s(fc.get("median_s")) if "median_s" in fc else "FAILED",
                     peer.get("tool") or "-", pm, ratio, agree, _fmt_mb(peak), _fmt_mb(net), ppeak])
    return rows


def model_missing(results: List[Dict[str, Any]]) -> str:
    """The note under the table when the KSP model solution was wanted but not found."""
    wanted = [r for r in results if MODEL_HOW in str(r.get("peer", {}).get("status", ""))
              or MODEL_HOW in str(r.get("model", {}).get("status", ""))]
    return f"the KSP model solution was not found ({MODEL_HOW}): n/a in its column" if wanted else ""


def render_text(rows: List[List[str]]) -> str:
    widths = [max(len(COLUMNS[i]), *(len(r[i]) for r in rows)) if rows else len(COLUMNS[i])
              for i in range(len(COLUMNS))]
    line = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths))  # noqa: E731
    return "\n".join([line(COLUMNS), line(["-" * w for w in widths])] + [line(r) for r in rows])


def render_md(rows: List[List[str]]) -> str:
    out = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    out += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in rows]
    return "\n".join(out)


def verdicts(results: List[Dict[str, Any]], bare_kb: Optional[int], quick: bool = False) -> List[Dict[str, Any]]:
    """Each target judged on its own case only (the full suite's: ``--quick``
    runs none of them, and says ``n/a (quick)`` rather than judging a smaller one)."""
    out = []
    by = {r["target"]: r for r in results if r.get("target")}
    for key, text in TARGETS.items():
        r = by.get(key)
        v: Dict[str, Any] = {"target": key, "text": text}
        if r is None and quick:
            v.update(status="n/a (quick)", detail="judged on the full suite's case only")
            out.append(v)
            continue
        if r is None or "median_s" not in r.get("fastcheck", {}):
            v.update(status="not measured", detail="case not run" if r is None else "fastcheck failed")
            out.append(v)
            continue
        med = r["fastcheck"]["median_s"]
        if key in ("a", "b"):
            ok = med <= 1.0
            detail = f"median {med:.3f} s (limit 1 s)"
            if key == "a":
                peak = r["fastcheck"].get("peak_kb")
                if peak is not None:
                    peak_mb = peak / 1024
                    net_mb = (peak - bare_kb) / 1024 if bare_kb is not None else None
                    ok = ok and peak_mb <= 300
                    detail += f"; peak {peak_mb:.0f} MB"
                    if net_mb is not None:
                        detail += f" ({net_mb:.0f} MB above the bare interpreter)"
                    detail += " (limit 300 MB)"
            v.update(status="met" if ok else "MISSED", detail=detail, case=r["name"])
        elif key == "grid":
            ratio, mratio = r.get("ratio"), r.get("model_ratio")
            m = r.get("model", {})
            parts = [f"fastcheck {med:.4f} s"]
            parts.append("python-chess " + (f"{r['peer']['median_s']:.3f} s: {ratio:.1f}x (need 25x)"
                                            if ratio is not None else r["peer"].get("status", "n/a")))
            parts.append("KSP model solution " + (f"{m['median_s']:.3f} s: {mratio:.1f}x (need 5x)"
                                                  if mratio is not None else m.get("status", "n/a")))
            same = [r["peer"].get("agree"), m.get("agree")]
            parts.append("outputs " + ("identical" if all(same) else "DIFFER" if False in same else "n/a"))
            # each peer measured is judged; one not measured leaves the target met in part, not unmeasured
            judged = [(name, x >= need) for name, x, need in (("python-chess", ratio, 25),
                                                              ("the KSP model solution", mratio, 5))
                      if x is not None]
            status = ("not measured" if not judged else "MISSED" if not all(ok for _, ok in judged)
                      else "met" if len(judged) == 2 else f"met against {judged[0][0]} only")
            v.update(status=status, case=r["name"], detail="; ".join(parts))
        else:
            ratio = r.get("ratio")
            if ratio is None:
                v.update(status="not measured", detail=r["peer"].get("status", "no peer"), case=r["name"])
            else:
                games = r["boards"]
                fc_gps = games / med
                pc_gps = games / r["peer"]["median_s"]
                v.update(status="met" if ratio >= 20 else "MISSED", case=r["name"],
                         detail=(f"fastcheck {fc_gps:,.0f} games/s ({med:.3f} s), python-chess "
                                 f"{pc_gps:,.0f} games/s ({r['peer']['median_s']:.3f} s): {ratio:.1f}x "
                                 f"(need 20x); outputs {'identical' if r['peer'].get('agree') else 'DIFFER'}"))
        out.append(v)
    return out


def count_lines(results: List[Dict[str, Any]], quick: bool = False) -> List[str]:
    """One line per ``count`` case: ``fastcheck count``'s time and peak memory over ``fastcheck
    solve``'s on the same file, each against its goal (``cases.COUNT_GOAL``), judged on the
    workload it is set for only (10^6 pieces: on smaller files a few milliseconds each, which a
    busy machine's noise decides): ``n/a (quick)`` or ``n/a (set for ... pieces)`` elsewhere."""
    from .yardsticks import COUNT, judge
    out = []
    for r in results:
        if "count_over_solve" in r:
            line = (f"{r['name']}: fastcheck count {_fmt_s(r['fastcheck']['median_s'])} s, fastcheck solve "
                    f"{_fmt_s(r['peer']['median_s'])} s: count/solve = {r['count_over_solve']:.2f} "
                    f"(goal <= {C.COUNT_GOAL}x: {judge(COUNT, r['count_over_solve'], r['pieces'], quick)})")
            mem = r.get("count_over_solve_memory")
            if mem is not None:
                line += (f"; peak {_fmt_mb(r['fastcheck']['peak_kb'])} vs {_fmt_mb(r['peer']['peak_kb'])} MB: "
                         f"{mem:.2f} (goal <= {C.COUNT_GOAL}x: {judge(COUNT, mem, r['pieces'], quick)})")
            out.append(line)
    return out


def print_section(title: str, lines: List[str]) -> None:
    """``title`` and ``lines`` indented below it, after a blank line; nothing without lines."""
    if lines:
        print()
        print(title)
        for line in lines:
            print("  " + line)


def twin_lines(results: List[Dict[str, Any]], quick: bool = False) -> List[str]:
    """One line per case of fairy pieces whose classic twin ran too: its
    time over the twin's, against ``cases.TWIN_GOAL``, judged on the
    workload it is set for only (10^6 pieces, as ``count_lines``)."""
    from .yardsticks import TWIN, judge
    by_name = {r["name"]: r for r in results}
    out = []
    for r in results:
        twin = by_name.get(r.get("twin", ""))
        if twin is None or "median_s" not in r.get("fastcheck", {}) or "median_s" not in twin.get("fastcheck", {}):
            continue
        ratio = r["fastcheck"]["median_s"] / twin["fastcheck"]["median_s"]
        out.append(f"{r['name']}: {_fmt_s(r['fastcheck']['median_s'])} s, classic twin {twin['name']} "
                   f"{_fmt_s(twin['fastcheck']['median_s'])} s: {ratio:.2f} "
                   f"(goal <= {C.TWIN_GOAL}x: {judge(TWIN, ratio, r['pieces'], quick)})")
    return out


def plot(results: List[Dict[str, Any]], path: str) -> Optional[str]:
    """log-log time vs pieces per family, one line per tool (and series);
    returns a message when matplotlib is missing."""
    if pyplot is None:
        return "matplotlib is not installed: no plot (pip install matplotlib)"
    plt = pyplot
    families = ["uniform", "longcheck", "many", "grid", "ostap", "nsweep"]
    titles = {"uniform": "uniform random sparse (format B)", "longcheck": "long check line (format B)",
              "many": "many boards of 50 pieces (format B)", "grid": "8x8 grids (format A)",
              "ostap": "Ostap games (format C)", "nsweep": "long check line, 1e5 pieces: time vs n"}
    fig, axes = plt.subplots(2, 3, figsize=(16, 9.5))
    styles = {"fastcheck": "-o", PEER_NAMES["model"]: "--s", PEER_NAMES["chess"]: ":^"}
    for ax, fam in zip(axes.ravel(), families):
        series: Dict[Tuple[str, str], List[Tuple[float, float]]] = {}
        for r in results:
            fc = r.get("fastcheck", {})
            if "median_s" not in fc:
                continue
            if fam == "nsweep":
                if r["family"] != "longcheck" or r["pieces"] < 90000 or r["pieces"] > 110000:
                    continue
                x = float(r["n"])
                key_series = ""
            else:
                if r["family"] != fam or (fam == "longcheck" and "sweep" in r["series"]):
                    continue
                x = r["pieces"]
                key_series = r["series"]
            series.setdefault(("fastcheck", key_series), []).append((x, fc["median_s"]))
            peer = r.get("peer", {})
            if peer.get("status") == "ok":
                series.setdefault((peer["tool"], key_series), []).append((x, peer["median_s"]))
        for (tool, ser), pts in sorted(series.items()):
            pts.sort()
            label = tool + (f" ({ser})" if ser and fam in ("uniform", "longcheck", "many") else "")
            ax.plot([p[0] for p in pts], [p[1] for p in pts], styles.get(tool, "-"), label=label)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_title(titles[fam], fontsize=10)
        ax.set_xlabel("n (board side)" if fam == "nsweep" else
                      ("moves in the logs" if fam == "ostap" else "pieces in the file"))
        ax.set_ylabel("median time, s")
        ax.grid(True, which="both", alpha=0.3)
        if series:
            ax.legend(fontsize=7)
        else:
            ax.text(0.5, 0.5, "no case of this family in this run", ha="center", va="center",
                    transform=ax.transAxes, color="gray")
    fig.suptitle("fastcheck.solve end-to-end vs peers (lower is better)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return None


def _machine() -> Dict[str, Any]:
    info: Dict[str, Any] = {"python": sys.version.split()[0], "platform": platform.platform(),
                            "machine": platform.machine(), "cpus": os.cpu_count()}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    info["numpy"] = numpy.__version__
    if chess is not None:
        info["python-chess"] = chess.__version__
    return info


# ---------------------------------------------------------------------- main
def parse_args(argv=None):
    ap = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    ap.add_argument("--quick", action="store_true", help="small sizes, 1-3 runs (a smoke test, < 60 s)")
    ap.add_argument("--only", metavar="NAME", help="comma-separated substrings of case names (or family names)")
    ap.add_argument("--runs", type=int, default=0, metavar="K",
                    help="runs per case and tool (default 5, 3 for big cases)")
    ap.add_argument("--no-peers", action="store_true", help="measure fastcheck only")
    ap.add_argument("--no-model-solution", action="store_true",
                    help="do not compile or run the KSP model solution")
    ap.add_argument("--no-plot", action="store_true", help="do not draw bench.png")
    ap.add_argument("--list", action="store_true", help="list the cases and exit")
    ap.add_argument("--out", default=DEFAULT_OUT, help="output directory (default bench/out)")
    ap.add_argument("--data-dir", default=None, help="where generated inputs are cached (default OUT/data)")
    ap.add_argument("--model-solution", metavar="PATH", default=None,
                    help=f"the KSP model solution: its text (ending with the C++ source), a .cpp file or a "
                         f"folder holding it (default: ${MODEL_ENV}; without either, that peer is skipped)")
    ap.add_argument("--timeout", type=float, default=900.0, help="seconds per measured process")
    ap.add_argument("--no-yardsticks", action="store_true",
                    help="skip the whole-process yardsticks (start-up, scanf floor, error path, gen)")
    args = ap.parse_args(argv)
    if args.runs < 0:
        ap.error("--runs must be positive")
    args.data_dir = args.data_dir or os.path.join(args.out, "data")
    return args


def select(args) -> List[C.Case]:
    suite = C.quick_suite() if args.quick else C.full_suite()
    if args.only:
        keys = [k.strip() for k in args.only.split(",") if k.strip()]
        suite = [c for c in suite if any(k == c.family or k in c.name for k in keys)]
    return suite


#: the files a run writes into ``--out``
OUTPUTS = ("results.json", "results.md", "bench.png", "yardsticks.png")
#: what a run of some cases (``--only``) adds to its files' names: the last full run's stay
ONLY_SUFFIX = "-only"


def output_paths(out: str, only: bool) -> Dict[str, str]:
    """Where each of :data:`OUTPUTS` goes: ``results.json``, or with
    ``only`` (a run of some cases) ``results-only.json``, so that it never
    overwrites the last full run's results and plot."""
    paths = {}
    for name in OUTPUTS:
        stem, ext = os.path.splitext(name)
        paths[name] = os.path.join(out, stem + (ONLY_SUFFIX if only else "") + ext)
    return paths


def main(argv=None) -> int:
    args = parse_args(argv)
    suite = select(args)
    if args.list:
        for c in suite:
            print(f"{c.name:28s} {c.family:10s} peer={c.peer or '-':6s} target={c.target or '-'}")
        return 0
    if not suite and not (args.only and "yardsticks" in args.only.split(",")):
        print("no case matches --only", file=sys.stderr)
        return 2
    os.makedirs(args.out, exist_ok=True)
    paths = output_paths(args.out, bool(args.only))
    log = lambda msg: print(msg, flush=True)  # noqa: E731
    t_start = time.perf_counter()
    log(f"fastcheck {fastcheck.__version__} from {os.path.dirname(fastcheck.__file__)}")
    chess_ok = chess is not None
    if not chess_ok:
        log("python-chess is not installed: its columns are skipped (pip install chess)")
    model = None
    need_model = not args.no_peers and not args.no_model_solution and any(
        c.peer == "model" or c.target == "grid" for c in suite)
    if need_model:
        model_path = find_model_solution(args.model_solution)
        if model_path is None:
            log(f"the KSP model solution was not found ({MODEL_HOW}): its column is skipped")
        else:
            t0 = time.perf_counter()
            model = ModelSolution(model_path)
            if model.binary:
                log(f"compiled the KSP model solution with g++ -O2 in {time.perf_counter() - t0:.1f} s "
                    "(temporary directory)")
            else:
                log(f"the KSP model solution is not available: {model.error}")
    bare = _bare_baseline_kb()
    imp = _run_child(["none", "-", "0"], timeout=120).get("maxrss_kb")
    log(f"baseline peak RSS: bare interpreter {_fmt_mb(bare)} MB, with numpy + fastcheck imported {_fmt_mb(imp)} MB")
    results = []
    try:
        for i, case in enumerate(suite, 1):
            log(f"[{i}/{len(suite)}] {case.name}")
            r = run_case(case, args, None if args.no_model_solution else model, chess_ok, log)
            fc = r.get("fastcheck", {})
            peer = r.get("peer", {})
            msg = f"  fastcheck {_fmt_s(fc.get('median_s'))} s, peak {_fmt_mb(fc.get('peak_kb'))} MB"
            if peer.get("status") == "ok":
                msg += f"; {peer['tool']} {_fmt_s(peer['median_s'])} s ({r['ratio']:.1f}x)"
                if peer.get("agree") is not None:
                    msg += f", same output: {'yes' if peer['agree'] else 'NO'}"
            elif peer.get("tool"):
                msg += f"; {peer['tool']}: {peer.get('status')}"
            log(msg)
            results.append(r)
    finally:
        if model is not None:
            model.close()
    rows = table_rows(results, bare)
    verdict = verdicts(results, bare, args.quick)
    text = render_text(rows)
    print()
    print(text)
    missing = model_missing(results)
    if missing:
        print(missing)
    print()
    for v in verdict:
        print(f"{v['status']:>12}  {v['text']}: {v.get('detail', '')}")
    counts = count_lines(results, args.quick)
    print_section("every valid move of both sides (fastcheck count) vs the verdicts (fastcheck solve), same files:",
                  counts)
    print_section("fairy pieces (leapers, riders) vs the same layout with knights (fastcheck solve):",
                  twin_lines(results, args.quick))
    yard = None
    if not args.no_yardsticks and (not args.only or "yardsticks" in args.only.split(",")):
        # whole processes against their yardsticks: every figure a ratio (bench/yardsticks.py)
        from . import yardsticks
        log("yardsticks: start-up, scanf read floor, error path, gen (whole processes)")
        yard = yardsticks.measure(args.quick, 0, None if args.no_model_solution or args.no_peers
                                  else args.model_solution)
        print()
        print(yardsticks.render_md(yard))
        if not args.no_plot:
            ymsg = yardsticks.plot(yard, paths["yardsticks.png"])
            if ymsg:
                print(ymsg)
        plot_msg = None
    png = paths["bench.png"]
    if args.no_plot:
        plot_msg = "plot skipped (--no-plot)"
    else:
        plot_msg = plot(results, png)
    if plot_msg:
        print(plot_msg)
    else:
        print(f"plot: {png}")
    elapsed = time.perf_counter() - t_start
    given = sys.argv[1:] if argv is None else argv
    command = "python -m bench" + (" " + " ".join(given) if given else "")
    meta = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "command": command, "quick": args.quick, "machine": _machine(),
            "fastcheck": fastcheck.__version__, "baseline_bare_kb": bare, "baseline_import_kb": imp,
            "elapsed_s": round(elapsed, 1), "plot": None if plot_msg else png}
    with open(paths["results.json"], "w") as f:
        json.dump({"meta": meta, "cases": results, "targets": verdict, "yardsticks": yard}, f, indent=1)
    md = ["# fastcheck benchmark", "",
          f"`{command}` on {meta['date']}; {meta['machine'].get('cpu', meta['machine']['machine'])}, "
          f"{meta['machine']['cpus']} CPUs, Python {meta['machine']['python']}, "
          f"numpy {meta['machine'].get('numpy', '?')}, "
          f"python-chess {meta['machine'].get('python-chess', 'not installed')}.",
          "",
          f"Times are medians of end-to-end `fastcheck.solve` runs on input already in memory as bytes "
          f"(format C: one `solve` per game; the count family: the output of `fastcheck count`). "
          f"Peak MB is the measuring process's peak RSS (input, imports and all); "
          f"net subtracts the bare interpreter's {_fmt_mb(bare)} MB "
          f"(with numpy + fastcheck imported: {_fmt_mb(imp)} MB).", "",
          render_md(rows)] + ([model_missing(results)] if model_missing(results) else []) + ["", "## Targets", ""]
    md += [f"- **{v['status']}** {v['text']}: {v.get('detail', '')}" for v in verdict]
    if counts:
        md += ["", "## fastcheck count vs fastcheck solve", "",
               "Every valid move of both sides against the verdicts alone, on the same files "
               "(medians and peak RSS, each process its own; a ratio above 1 means count is slower "
               "or larger):", ""]
        md += [f"- {line}" for line in counts]
    if not plot_msg:
        md += ["", f"![time vs pieces]({os.path.basename(png)})"]
    if yard is not None:
        md += ["", "## Yardsticks (whole processes, ratios)", "", yardsticks.render_md(yard)]
        if os.path.exists(paths["yardsticks.png"]) and not args.no_plot:
            md += [f"![yardstick ratios]({os.path.basename(paths['yardsticks.png'])})"]
    md.append("")
    with open(paths["results.md"], "w") as f:
        f.write("\n".join(md))
    print(f"results: {paths['results.json']}, {paths['results.md']} ({elapsed:.0f} s)")
    failed = [r["name"] for r in results if "median_s" not in r.get("fastcheck", {})]
    return 1 if failed else 0
