"""Where ``fastcheck.solve`` spends its time, stage by stage.

    python -m bench.profile CASE [--runs K]

CASE is a case name of the suite (``python -m bench --list``); its input is
generated (or taken from the cache in bench/out/data).  Formats A/B are cut
into: format detection, parsing into flat arrays, the core's batch call and
building the output text.  Format C (one ``solve`` per game) into: format
detection, reading the log, setting up the board, playing the moves in the
core, and the final board dump.  Each stage is timed over the whole input,
best of K runs, next to the plain end-to-end ``solve``.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Callable, Dict, List


def _best(fn: Callable[[], object], runs: int) -> float:
    best = float("inf")
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def stages_positions(data: bytes, fmt: str, lang: str, runs: int) -> Dict[str, float]:
    import fastcheck
    from fastcheck import formats, solver, verdicts

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
    import fastcheck
    from fastcheck import formats, game as ostap

    out: Dict[str, float] = {}
    out["solve (end to end)"] = _best(lambda: [fastcheck.solve(g) for g in games], runs)
    out["detect_format"] = _best(lambda: [formats.detect_format(g) for g in games], runs)
    out["parse_ostap"] = _best(lambda: [formats.parse_ostap(g) for g in games], runs)
    logs = [formats.parse_ostap(g) for g in games]
    out["OstapGame(cells)"] = _best(lambda: [ostap.OstapGame(lg.cells, lg.white_first) for lg in logs], runs)

    def play_all():
        for lg in logs:
            game = ostap.OstapGame(lg.cells, lg.white_first)
            board, turn = game._board, 1 if lg.white_first else 0
            for (fx, fy), (tx, ty) in lg.moves:
                code = board.play(turn, fx, fy, tx, ty)
                if code < 0 or code >= 2:
                    break
                turn = 1 - turn
    out["OstapGame + core play() calls"] = _best(play_all, runs)
    out["  of which core play() only (difference)"] = out["OstapGame + core play() calls"] - out["OstapGame(cells)"]
    games_done = [ostap.OstapGame(lg.cells, lg.white_first) for lg in logs]
    out["board_text"] = _best(lambda: [g.board_text() for g in games_done], runs)
    return out


def main(argv=None) -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.dirname(here))
    from bench import cases as C
    from bench.runner import DEFAULT_OUT, materialise

    ap = argparse.ArgumentParser(prog="python -m bench.profile", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("case")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--data-dir", default=os.path.join(DEFAULT_OUT, "data"))
    args = ap.parse_args(argv)
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
