"""One measured run set, in its own process (so that its peak memory is its own).

    python -m bench._child TOOL INPUT RUNS [LANG [VARIANT]]

TOOL is ``fastcheck`` (``fastcheck.solve``), ``fastcheck-count`` (the
output of ``fastcheck count``: both sides' valid moves), ``chess-grid`` or
``chess-ostap`` (python-chess, see bench/peers.py) or ``none`` (imports
only: the baseline).  INPUT is a generated file: one input text, or for
format C several games separated by NUL bytes.  The whole file is read into
memory as bytes before the clock starts; each run then turns all of it into
output text.  VARIANT, a variant file, is the one format B is read with.
Prints one JSON line: the run times, the peak resident set size of this
process (see ``_maxrss_kb``), the SHA-256 of the last run's output
and its first line.
"""
from __future__ import annotations

import hashlib
import importlib
import json
import sys
import time

try:
    import resource
except ImportError:                  # Windows
    resource = None


def _maxrss_kb():
    """Peak resident set size of this process in kB.

    On Linux this is ``VmHWM`` of /proc/self/status: the high-water mark of
    this program's own address space.  ``ru_maxrss`` would also count the
    pages of the (much larger) benchmark process this one was forked from,
    because Linux folds the pre-exec address space into it."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    if resource is None:
        return None
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss // 1024 if sys.platform == "darwin" else rss   # bytes on macOS


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    tool, path, runs = argv[0], argv[1], int(argv[2])
    lang = argv[3] if len(argv) > 3 else "sk"
    variant = argv[4] if len(argv) > 4 else "classic"
    # Each tool imports only what it runs, here and not at the top: this
    # process's peak memory is the measurement, and python-chess's must not
    # include numpy and fastcheck (nor the baseline's anything at all).
    if tool == "none":
        for mod in ("numpy", "fastcheck"):
            importlib.import_module(mod)
        print(json.dumps({"times": [], "maxrss_kb": _maxrss_kb()}))
        return 0
    with open(path, "rb") as f:
        data = f.read()
    games = data.split(b"\0")[:-1] if tool in ("fastcheck-ostap", "chess-ostap") else None
    if tool == "fastcheck":
        import fastcheck

        def once():
            return fastcheck.solve(data, lang=lang, variant=variant)
    elif tool == "fastcheck-count":
        from fastcheck.counts import count

        def once():
            return count(data, variant=variant)
    elif tool == "fastcheck-ostap":
        import fastcheck

        def once():
            return "\0".join([fastcheck.solve(g) for g in games])
    elif tool == "chess-grid":
        from bench.peers import chess_grid

        def once():
            return chess_grid(data)
    elif tool == "chess-ostap":
        from bench.peers import chess_ostap

        def once():
            return "\0".join([chess_ostap(g) for g in games])
    else:
        print(json.dumps({"error": f"unknown tool {tool}"}))
        return 2
    times = []
    out = ""
    for _ in range(runs):
        t0 = time.perf_counter()
        out = once()
        times.append(time.perf_counter() - t0)
    digest = hashlib.sha256(out.encode("utf-8")).hexdigest()
    head = out.split("\n", 1)[0]
    print(json.dumps({"times": times, "maxrss_kb": _maxrss_kb(), "sha256": digest,
                      "head": head, "out_lines": out.count("\n")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
