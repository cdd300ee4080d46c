#!/usr/bin/env python3
"""atheris harness: ``fastcheck.solve`` on arbitrary bytes (formats A, B, C).

Checks on every input:

* ``solve`` returns text or raises ``FormatError`` (one line, sane line/board
  numbers); any other exception is a finding;
* each compiled reader and its Python twin accept the same texts and give
  the same result: ``_core.scan_sparse`` / ``formats.read_sparse_carefully``
  (format B) and ``_core.scan_grid`` / ``formats.read_grid_carefully`` (format
  A) modulo the semantic checks only the Python readers make (kings, one
  piece a square); ``_core.scan_ostap`` / ``formats.read_ostap_carefully``
  (format C: the scanner may pass, never disagree).  These properties are
  the test suite's, from tests/properties.py;
* accepted small boards get the same verdicts as the brute-force reference
  of the test suite (tests/reference.py);
* ``fastcheck.kit.validate`` never raises for bad input, and a
  text it calls valid is one ``solve`` accepts (it is the stricter reader).

The first byte picks the format (bits 0-1), the wording (bit 2) and whether
the rest is used as raw text or as a recipe for a small valid board (bit 3).
Run: python fuzz/fuzz_solve.py -max_total_time=300 fuzz/corpus/solve
"""
import sys

import atheris

import _harness

_harness.setup_paths()
with atheris.instrument_imports(include=["fastcheck"]):

    from fastcheck import FormatError, formats, solve
    from fastcheck.kit.validate import validate

# the test suite's modules (tests/), not instrumented
import reference  # noqa: E402
from properties import grid_twins_agree, ostap_twins_agree, sparse_twins_agree  # noqa: E402

FORMATS = ("auto", "grid", "sparse", "ostap")
LETTERS = b"KQRBHPkqrbhp"


def recipe(data: bytes) -> bytes:
    """A small well-formed format-B text from the fuzzer's bytes."""
    fdp = atheris.FuzzedDataProvider(data)
    t = fdp.ConsumeIntInRange(1, 3)
    out = [b"%d" % t]
    for _ in range(t):
        n = fdp.PickValueInList([fdp.ConsumeIntInRange(1, 12), 10**18, 10**18 - 1,
                                 fdp.ConsumeIntInRange(13, 10**6)])
        pieces, seen = [], set()
        for letter in b"kK":
            pieces.append((fdp.ConsumeIntInRange(1, min(n, 12)), fdp.ConsumeIntInRange(1, min(n, 12)),
                           letter))
        for _ in range(fdp.ConsumeIntInRange(0, 8)):
            near = fdp.ConsumeBool()
            if near or n <= 12:
                x, y = fdp.ConsumeIntInRange(1, min(n, 12)), fdp.ConsumeIntInRange(1, min(n, 12))
            else:
                x, y = fdp.ConsumeIntInRange(1, n), fdp.ConsumeIntInRange(1, n)
            pieces.append((x, y, LETTERS[fdp.ConsumeIntInRange(0, 11)]))
        uniq = []
        for x, y, c in pieces:
            if (x, y) not in seen:
                seen.add((x, y))
                uniq.append((x, y, c))
        out.append(b"%d %d" % (n, len(uniq)))
        out += [b"%d %d %c" % p for p in uniq]
        out.append(b"")
    return b"\n".join(out) + b"\n"


def check_against_reference(text: bytes, out: str, lang: str) -> None:
    # the reference drops CRs; fastcheck takes a lone CR as a blank like a space
    text = text.replace(b"\r", b" ")
    grid, boards = reference.parse_text(text.decode("ascii"))
    if sum(len(p) for _, p in boards) > 40 or any(n > 64 and len(p) > 12 for n, p in boards):
        return
    assert out == reference.solve_text(text.decode("ascii"), lang=lang), (text, out)


def TestOneInput(data: bytes) -> None:
    sel = data[0] if data else 0
    fmt = FORMATS[sel & 3]
    lang = "en" if sel & 4 else "sk"
    text = recipe(data[1:]) if sel & 8 else data[1:]
    try:
        out = solve(text, format=fmt, lang=lang)
    except FormatError as exc:
        _harness.one_line_error(exc, FormatError)
        out = None
    else:
        assert isinstance(out, str)
        assert out == "" or out.endswith("\n")
    real = formats.detect_format(text) if fmt == "auto" else fmt
    if real == "sparse" or sel & 8:
        sparse_twins_agree(text)
    elif real == "grid":
        grid_twins_agree(text)
    elif real == "ostap":
        ostap_twins_agree(text)
    if out is not None and real in ("grid", "sparse") and out:
        # the whole output is one line per board
        t = int(text.split()[0])
        assert out.count("\n") == t, (t, out)
        if real == "sparse" or sel & 8:
            check_against_reference(text, out, lang)
    if out is not None and real == "ostap":
        assert len(out.split("\n\n")[-1].splitlines()) == 8
    v = validate(text, format=fmt, limits="none")
    if v.error is not None:
        _harness.one_line_error(v.error, FormatError)
    if v.ok:
        assert out is not None, f"validate accepted what solve refused: {text!r}"
    assert v.ok or v.error is not None


def main():
    atheris.Setup(sys.argv, TestOneInput)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
