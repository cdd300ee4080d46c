"""Where ``fastcheck.solve`` spends its time, stage by stage.

    python -m bench.profile CASE [--runs K]
    python -m bench.profile --twins [--runs K]

CASE is a case name of the suite (``python -m bench --list``); its input is
generated (or taken from the cache in bench/out/data).  Formats A/B are cut
into: format detection, parsing into flat arrays, the core's batch call and
building the output text.  Format C (one ``solve`` per game) into: format
detection, reading the log, setting up the board, playing the moves in the
core, and the final board dump.  Each stage is timed over the whole input,
best of K runs, next to the plain end-to-end ``solve``.

``--twins`` times each format's two readers on inputs at the contest
limits: the library's path through the compiled scanner
(``read_grid``/``read_sparse``/``parse_ostap``) against the careful Python
reader alone (``read_*_carefully``), medians of K runs.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from functools import partial
from typing import Callable, Dict, List, Tuple

import fastcheck
from fastcheck import _core, formats, solver, verdicts
from fastcheck import game as ostap

from . import cases as C
from . import generate as G
from .runner import DEFAULT_OUT, materialise


def _best(fn: Callable[[], object], runs: int) -> float:
    best = float("inf")
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def _median(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def stages_positions(data: bytes, fmt: str, lang: str, runs: int) -> Dict[str, float]:
    out: Dict[str, float] = {}
    out["solve (end to end)"] = _best(lambda: fastcheck.solve(data, lang=lang), runs)
    out["detect_format"] = _best(lambda: formats.detect_format(data), runs)
    out["parse -> arrays"] = _best(lambda: formats.read_boards(data, fmt), runs)
    batch = formats.read_boards(data, fmt)
    out["core solve_batch"] = _best(lambda: solver.solve_boards(batch, data), runs)
    states, counts = solver.solve_boards(batch, data)
    out["render text"] = _best(lambda: verdicts.render(states, counts, lang, grid=(fmt == "grid")), runs)
    return out


def stages_ostap(games: List[bytes], runs: int) -> Dict[str, float]:
    out: Dict[str, float] = {}
    out["solve (end to end)"] = _best(lambda: [fastcheck.solve(g) for g in games], runs)
    out["detect_format"] = _best(lambda: [formats.detect_format(g) for g in games], runs)
    out["parse_ostap"] = _best(lambda: [formats.parse_ostap(g) for g in games], runs)
    logs = [formats.parse_ostap(g) for g in games]
    out["OstapGame(cells)"] = _best(lambda: [ostap.OstapGame(lg.cells, lg.white_first) for lg in logs], runs)

    move_bytes = [bytes(v for (fx, fy), (tx, ty) in lg.moves for v in (fx, fy, tx, ty)) for lg in logs]

    def play_all():
        for lg, moves in zip(logs, move_bytes):
            game = ostap.OstapGame(lg.cells, lg.white_first)
            game._board.play_log(1 if lg.white_first else 0, moves)
    out["OstapGame + core play_log() calls"] = _best(play_all, runs)
    out["  of which core play_log() only (difference)"] = (out["OstapGame + core play_log() calls"]
                                                          - out["OstapGame(cells)"])
    games_done = [ostap.OstapGame(lg.cells, lg.white_first) for lg in logs]
    out["board_text"] = _best(lambda: [g.board_text() for g in games_done], runs)
    return out


#: (what, format, input) at the contest limits: KSP's t <= 1000 grids (A), SPOJ CSTATE3's total of
#: 10^6 pieces in t <= 20,000 boards and 10^6 pieces on one board (B), 10,000 Timus logs (C)
TWIN_INPUTS: List[Tuple[str, str, Callable[[], object]]] = [
    ("A: 1,000 grids", "grid", lambda: G.grid_batch(1000)),
    ("B: 20,000 boards, 10^6 pieces", "sparse", lambda: G.many_small(20000, 50)),
    ("B: one board of 10^6 pieces", "sparse", lambda: G.uniform(10**6, 10**18)),
    ("C: 10,000 logs of up to 60 moves", "ostap", lambda: G.ostap_games(10000)),
]


def twins(runs: int) -> List[Tuple[str, float, float, float]]:
    """(input, compiled reading s, careful reading s, end-to-end solve s) for
    each input of TWIN_INPUTS.  The compiled reading is what ``solve`` runs:
    ``read_grid``/``read_sparse`` (the scanner and the flat arrays) and, for
    format C, ``_core.scan_ostap`` per log."""
    fast = {"grid": formats.read_grid, "sparse": formats.read_sparse}
    careful = {"grid": formats.read_grid_carefully, "sparse": formats.read_sparse_carefully}
    out = []
    for what, fmt, make in TWIN_INPUTS:
        data = make()
        if fmt == "ostap":
            compiled = partial(_each, _core.scan_ostap, data)
            python = partial(_each, formats.read_ostap_carefully, data)
            whole = partial(_each, fastcheck.solve, data)
        else:
            compiled = partial(fast[fmt], data)
            python = partial(careful[fmt], data)
            whole = partial(fastcheck.solve, data)
        out.append((what, _median(compiled, runs), _median(python, runs), _median(whole, runs)))
    return out


def _each(read: Callable[[bytes], object], games: List[bytes]) -> list:
    return [read(g) for g in games]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.profile", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("case", nargs="?")
    ap.add_argument("--twins", action="store_true", help="time the compiled and the careful reader of each format")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--data-dir", default=os.path.join(DEFAULT_OUT, "data"))
    args = ap.parse_args(argv)
    if args.twins:
        print(f"the two readers of each format, median of {args.runs} runs; 'solve' is end to end (compiled "
              f"reader), 'solve, careful' the same with the careful reader's time instead")
        print(f"  {'input':34s} {'compiled s':>10s} {'careful s':>10s} {'ratio':>7s} {'solve s':>9s} "
              f"{'solve, careful s':>17s}")
        for what, compiled_s, careful_s, solve_s in twins(args.runs):
            print(f"  {what:34s} {compiled_s:10.4f} {careful_s:10.4f} {careful_s / compiled_s:6.1f}x "
                  f"{solve_s:9.4f} {solve_s - compiled_s + careful_s:17.4f}")
        return 0
    if not args.case:
        ap.error("a CASE or --twins")
    pool = {c.name: c for c in C.full_suite() + C.quick_suite()}
    if args.case not in pool:
        ap.error(f"unknown case {args.case!r}; see python -m bench --list")
    case = pool[args.case]
    meta = materialise(case, args.data_dir)
    with open(meta["path"], "rb") as f:
        data = f.read()
    if case.fmt == "ostap":
        games = data.split(b"\0")[:-1]
        st = stages_ostap(games, args.runs)
        unit = f"{len(games)} games, {meta['pieces']} moves"
    else:
        st = stages_positions(data, case.fmt, case.lang, args.runs)
        unit = f"{meta['pieces']} pieces, {case.boards} boards, {meta['bytes']} bytes"
    print(f"{case.name}: {unit}; best of {args.runs}")
    total = st["solve (end to end)"]
    for k, v in st.items():
        print(f"  {k:42s} {v:9.4f} s  {100 * v / total:5.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
