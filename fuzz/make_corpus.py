#!/usr/bin/env python3
"""(Re)build the seed corpora fuzz/corpus/<harness>/seed-* from tests/data.

Deterministic: the same files every time.  Each harness reads its first
byte as a selector (see the harness's docstring); the corpus entries are
the sample files behind the selectors that make sense for them, plus a few
random recipes for the structured modes.
    python fuzz/make_corpus.py
"""
import hashlib
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(os.path.dirname(HERE), "tests", "data")


def sample(name):
    with open(os.path.join(DATA, name), "rb") as fh:
        return fh.read()


def write(harness, blobs):
    """Replace the seed-* files of corpus/<harness>/; any other file there
    (an input kept from a long run, copied in by hand) stays."""
    out = os.path.join(HERE, "corpus", harness)
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        if name.startswith("seed-"):
            os.remove(os.path.join(out, name))
    for blob in blobs:
        name = "seed-" + hashlib.sha1(blob).hexdigest()
        with open(os.path.join(out, name), "wb") as fh:
            fh.write(blob)
    return len(blobs)


def main():
    rng = random.Random(6)
    names = sorted(os.listdir(DATA))
    inputs = [n for n in names if n.endswith(".in")]
    # fuzz_solve: bits 0-1 format (auto grid sparse ostap), bit 2 lang, bit 3 recipe
    fmt_of = {"ksp": 2, "tms": 1, "timus": 3}
    solve = []
    for n in inputs:
        text = sample(n)
        for sel in (0, 4, fmt_of[n.split("-")[0]]):
            solve.append(bytes([sel]) + text)
    solve += [bytes([8 | rng.randrange(8)]) + rng.randbytes(rng.randrange(8, 120)) for _ in range(12)]
    # fuzz_ostap: even = raw text, odd = recipe
    ostap = [b"\0" + sample(n) for n in inputs if n.startswith("timus")]
    ostap += [b"\1" + rng.randbytes(rng.randrange(70, 300)) for _ in range(12)]
    # fuzz_position: FuzzedDataProvider bytes only
    position = [rng.randbytes(rng.randrange(16, 400)) for _ in range(24)]
    # fuzz_judge: bits 0-2 input, bit 3 lang, bits 4-5 mode; the right outputs
    judge_inputs = ["ksp-1.in", "ksp-2.in", "tms-1.in", "tms-2.in", "timus-1.in", "timus-2.in", "timus-3.in"]
    judge = []
    for i, n in enumerate(judge_inputs):
        out = sample(n[:-3] + ".out")
        for mode in (0, 1, 2, 3):
            judge.append(bytes([i | mode << 4]) + out)
        en = n[:-3] + ".en.out"
        if en in names:
            judge.append(bytes([i | 8]) + sample(en))
    judge.append(bytes([7]))
    for harness, blobs in (("solve", solve), ("ostap", ostap), ("position", position), ("judge", judge)):
        print(harness, write(harness, blobs), "corpus entries")


if __name__ == "__main__":
    main()
