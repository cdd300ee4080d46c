"""The error path against the valid file, in whole processes.

    python -m bench.errors [--pieces P] [--runs K]

A refused input should cost no more than the valid one it was broken from:
``fastcheck solve`` on each broken file against the same command on the
valid file, alternating runs, medians of the times and the largest peak
RSS of each (``bench.yardsticks``' launcher; time only without a C
compiler).  The files, from ``bench.generate``:

* format B, one ``longcheck`` board of ``P`` pieces (n = 10^6), broken by
  a bad letter on its last line (the yardstick ``error / valid``) and in
  the middle (the scanner stops), by the last piece put on the first
  piece's square and by a second king on the last line (both found by the
  solver after a clean scan);
* format B, ``many_small`` boards of 50 pieces (``P`` in all), a bad
  letter on the last line;
* format A, ``grid_batch`` of ``P / 10`` grids, the last grid's white king
  taken off (found by the solver).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from typing import Dict, List, Optional, Tuple

from . import generate as G
from .yardsticks import Tools, paired


def _lines_with(text: bytes, at: int, line: bytes) -> bytes:
    """``text`` with its line number ``at`` (0-based, negative from the end) replaced."""
    lines = text.rstrip(b"\n").split(b"\n")
    lines[at] = line
    return b"\n".join(lines) + b"\n"


def _cases(pieces: int) -> List[Tuple[str, bytes, Dict[str, bytes]]]:
    """``(name, valid text, {case: broken text})`` per valid file."""
    big = G.longcheck(pieces, 10**6)
    first = big.split(b"\n")[2].split()
    king = next(bytes(tok[2]) for tok in (ln.split() for ln in big.split(b"\n")[2:]) if tok[2] in (b"k", b"K"))
    last = big.rstrip(b"\n").rsplit(b"\n", 1)[1].split()
    many = G.many_small(max(1, pieces // 50), 50)
    grid = G.grid_batch(max(1, pieces // 10))
    white_king = grid.rfind(b"k")
    return [
        ("longcheck", big, {
            "bad-last-line": _lines_with(big, -1, b"1 1 x"),
            "bad-middle-line": _lines_with(big, 2 + pieces // 2, b"1 1 x"),
            "duplicate-last-line": _lines_with(big, -1, first[0] + b" " + first[1] + b" Q"),
            "second-king-last-line": _lines_with(big, -1, last[0] + b" " + last[1] + b" " + king),
        }),
        ("many-small", many, {"bad-last-line": _lines_with(many, -1, b"1 1 x")}),
        ("grid-batch", grid, {"no-white-king": grid[:white_king] + b"." + grid[white_king + 1:]}),
    ]


def measure(pieces: int, runs: int) -> List[Tuple[str, str, float, Optional[float]]]:
    """``(file, case, time ratio, memory ratio or None)`` per broken file."""
    exe = os.path.join(os.path.dirname(sys.executable), "fastcheck")
    fc = [exe] if os.path.exists(exe) else [sys.executable, "-m", "fastcheck"]
    tools = Tools()
    out = []
    with tempfile.TemporaryDirectory(prefix="fcerrors-") as work:
        for name, valid, broken in _cases(pieces):
            paths = {"valid": os.path.join(work, f"{name}.in")}
            with open(paths["valid"], "wb") as f:
                f.write(valid)
            for case, text in broken.items():
                paths[case] = os.path.join(work, f"{name}-{case}.in")
                with open(paths[case], "wb") as f:
                    f.write(text)
            res = paired(tools, {k: fc + ["solve", p] for k, p in paths.items()}, runs)
            for case in broken:
                kb, valid_kb = res[case]["peak_kb"], res["valid"]["peak_kb"]
                out.append((name, case, res[case]["median_s"] / res["valid"]["median_s"],
                            kb / valid_kb if kb and valid_kb else None))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.errors", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pieces", type=int, default=10**6, help="pieces of each valid file (default 10^6)")
    ap.add_argument("--runs", type=int, default=5, metavar="K", help="runs per command (default 5)")
    args = ap.parse_args(argv)
    print("| file | broken by | error / valid (time) | error / valid (memory) |")
    print("|---|---|---|---|")
    for name, case, t, m in measure(args.pieces, args.runs):
        print(f"| {name} | {case} | {t:.2f}x | {'n/a' if m is None else f'{m:.2f}x'} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
