#!/usr/bin/env python3
"""atheris harness: the judge reading contestants' outputs (and answer files).

The first byte picks one of the sample inputs of tests/data (bits 0-2), the
wording of the computed answer (bit 3) and what the remaining bytes are
(bits 4-5): the contestant's output judged against the computed answer, the
output judged against the correct answer file, or an answer file (with the
correct output).  Checks:

* ``judge`` returns a ``JudgeResult`` (OK, WA, PE or FAIL) with a one-line
  message and never raises;
* with a valid input and a correct (or no) answer file it never says FAIL;
* it is not fooled: OK exactly when the output's lines, token by token, are
  the expected ones (trailing blank lines aside).

Run: python fuzz/fuzz_judge.py -max_total_time=300 fuzz/corpus/judge
"""
import io
import os
import sys

import atheris

import _harness

_harness.setup_paths()
with atheris.instrument_imports(include=["fastcheck"]):
    from fastcheck import solve
    from fastcheck.kit.judge import FAIL, OK, PE, WA, JudgeResult, judge

DATA = os.path.join(_harness.REPO, "tests", "data")
INPUTS = []
for name in ("ksp-1.in", "ksp-2.in", "tms-1.in", "tms-2.in", "timus-1.in", "timus-2.in", "timus-3.in"):
    with open(os.path.join(DATA, name), "rb") as fh:
        INPUTS.append(fh.read())
INPUTS.append(b"0\n")                       # no boards: the output must be empty
EXPECTED = {(i, lang): solve(text, lang=lang).encode() for i, text in enumerate(INPUTS) for lang in ("sk", "en")}


def token_lines(data: bytes):
    lines = [ln.split() for ln in data.split(b"\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def TestOneInput(data: bytes) -> None:
    sel = data[0] if data else 0
    i = sel & 7
    lang = "en" if sel & 8 else "sk"
    mode = (sel >> 4) & 3
    rest = data[1:]
    inp, exp = INPUTS[i], EXPECTED[(i, lang)]
    if mode == 0:
        res = judge(inp, rest, lang=lang)
    elif mode == 1:
        res = judge(inp, io.BytesIO(rest), io.BytesIO(exp))
    elif mode == 2:
        res = judge(inp, exp, rest)                    # a fuzzed answer file
    else:
        res = judge(inp, rest.decode("utf-8", "surrogateescape"), exp.decode())
    assert isinstance(res, JudgeResult), res
    assert res.verdict in (OK, WA, PE, FAIL), res
    assert "\n" not in res.message and "\r" not in res.message, repr(res.message)
    if mode == 2:
        if res.verdict == OK:
            # an answer file that lets the right output pass says the same thing
            assert token_lines(rest) == token_lines(exp), (rest, res)
        return
    assert res.verdict != FAIL, res
    same = token_lines(rest) == token_lines(exp)
    assert (res.verdict == OK) == same, (i, lang, rest, res)


def main():
    atheris.Setup(sys.argv, TestOneInput)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
