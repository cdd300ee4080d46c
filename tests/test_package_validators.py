"""The problem package's standalone validators against fastcheck's own.

The output validator (``programs/kattis_output_validator.cpp`` around
``programs/output_comparison.cpp``, the comparison the Polygon checker
shares; C++17 and its standard library) must decide every output as
``fastcheck judge --kattis`` does, with the same message.  The input
validator (``programs/standalone_input_validator.cpp``, C++17 and its
standard library) must accept exactly what ``fastcheck validate`` accepts.
Both are compiled with ``g++ -std=c++17 -O2`` (the tests skip without g++)
and get one corpus: right outputs and inputs of every kind, every kind of
wrong one, and seeded random mutations of them.
"""
import errno
import functools
import io
import os
import random
import re
import shutil
import subprocess
import sys
import threading
import time

import pytest

from fastcheck import solve
from fastcheck.cli import main
from fastcheck.cli.judge import KATTIS_EXIT
from fastcheck.kit.gen import KINDS, OSTAP_KINDS, generate_bytes
from fastcheck.kit.judge import MAX_EXTRA, MAX_LINE, judge
from fastcheck.kit.package.layout import package_text
from fastcheck.kit.package.sources import comparison_text
from fastcheck.kit.package.submissions import validator_text, validators
from fastcheck.kit.validate import KATTIS_INVALID, KATTIS_VALID, PRESETS, validate

OUTPUT_VALIDATOR = "output_validator.cpp"
INPUT_VALIDATOR = "standalone_input_validator.cpp"
#: the headers a stock C++17 compiler has (the input validator includes nothing else)
STD_HEADERS = {"algorithm", "cstdint", "cstdio", "cstring", "initializer_list", "string", "string_view", "utility",
               "vector"}
#: what the output comparison includes besides: errno, and stat() to tell a directory (POSIX, as every judge has)
COMPARISON_HEADERS = {"cerrno", "sys/stat.h"}


# ------------------------------------------------------------ the programs
@pytest.fixture(scope="session")
def programs(tmp_path_factory):
    """The validators' sources, written out of the package data as the builder writes them."""
    where = tmp_path_factory.mktemp("programs")
    for name, role in ((OUTPUT_VALIDATOR, "output_validator"), (INPUT_VALIDATOR, "input_validator")):
        (where / name).write_text(validator_text(role), encoding="utf-8")
    return where


def _compile(programs, source, exe):
    """A validator compiled as a judge compiles C++ (``g++ -O2``, C++17), without a warning."""
    gxx = shutil.which("g++")
    if gxx is None:
        pytest.skip("g++ is not installed")
    res = subprocess.run([gxx, "-std=c++17", "-O2", "-Wall", "-Wextra", "-o", str(programs / exe),
                          str(programs / source)], capture_output=True, text=True)
    assert res.returncode == 0 and not res.stderr, res.stderr
    return str(programs / exe)


@pytest.fixture(scope="session")
def input_validator(programs):
    return _compile(programs, INPUT_VALIDATOR, "input_validator")


@pytest.fixture(scope="session")
def output_validator(programs):
    return _compile(programs, OUTPUT_VALIDATOR, "output_validator")


def test_the_output_validator_includes_only_the_standard_library():
    text = validator_text("output_validator")
    assert set(re.findall(r"^#include <([a-z_/.]+)>", text, re.M)) == STD_HEADERS | COMPARISON_HEADERS
    assert not re.findall(r'^#include "', text, re.M)
    # the first lines say how a judge runs it
    assert "./output_validator INPUT ANSWER FEEDBACK_DIR" in "\n".join(text.split("\n", 10)[:10])


@pytest.mark.parametrize("program", [INPUT_VALIDATOR, OUTPUT_VALIDATOR])
@pytest.mark.parametrize("std", ["c++17", "gnu++20", "gnu++23"])
def test_the_validators_compile_cleanly_as_judges_compile_them(programs, std, program):
    """C++17 and the newer dialects judges use (problemtools compiles C++ with -std=gnu++23),
    pedantic and without a warning."""
    gxx = shutil.which("g++")
    if gxx is None:
        pytest.skip("g++ is not installed")
    if subprocess.run([gxx, f"-std={std}", "-fsyntax-only", "-x", "c++", "-"], input=b"",
                      capture_output=True).returncode:
        pytest.skip(f"this g++ has no -std={std}")
    res = subprocess.run([gxx, f"-std={std}", "-fsyntax-only", "-pedantic", "-Wall", "-Wextra", "-Wshadow",
                          str(programs / program)], capture_output=True, text=True)
    assert res.returncode == 0 and not res.stderr, res.stderr


def test_the_input_validator_includes_only_the_standard_library():
    text = package_text("programs", INPUT_VALIDATOR)
    assert set(re.findall(r"^#include <([a-z_]+)>", text, re.M)) == STD_HEADERS
    assert not re.findall(r'^#include "', text, re.M)
    assert "g++ -std=c++17 -O2" in text.split("\n", 5)[3]


# ------------------------------------- the programs' copies of fastcheck's words
def test_the_output_validator_and_the_checker_share_one_comparison():
    """One source: the output validator and the Polygon checker are the same comparison
    (``output_comparison.cpp`` after the input validator, fastcheck's tables written in), each in a
    wrapper that only reads its judge's arguments and answers with its exit codes; the Python
    judge keeps its own modules (the reference both are held against)."""
    from fastcheck.kit import compare as compare_module
    from fastcheck.kit import judge as judge_module
    from fastcheck.kit import output_grammar
    from fastcheck.kit.package.polygon import checker_source

    core = comparison_text()
    assert "@@" not in core and core.startswith(package_text("programs", INPUT_VALIDATOR))
    for text in (validator_text("output_validator"), checker_source("auto", "auto")):
        wrapper = text.replace(core, "", 1)
        assert len(wrapper) < len(text) and wrapper.count("\n") < 100
        assert not re.search(r"\b(quote|compare|read_answer|verdict_language)\(", wrapper)
    assert judge_module.compare is compare_module.compare and judge_module.Lines is compare_module.Lines
    assert output_grammar.line_kind is compare_module.line_kind
    assert judge_module.TESTLIB_PREFIX is compare_module.PREFIX and KATTIS_EXIT is compare_module.EXIT


def test_the_comparison_holds_the_judges_constants():
    """The C++ comparison's tables are written from the judge's: its words (checked equal to those
    solve writes with, fastcheck.verdicts), the moves limit of format C, the OS errors' words."""
    from fastcheck import _oserrors
    from fastcheck.formats.ostap import MAX_MOVES
    from fastcheck.kit import compare as compare_module
    from fastcheck.kit.output_grammar import wording_tables

    core = comparison_text()
    assert compare_module.MAX_MOVES == MAX_MOVES and f"constexpr u64 MAX_MOVES = {MAX_MOVES};" in core
    tables = (compare_module.TEMPLATES, compare_module.SIDES, compare_module.RESULT_WORDS,
              compare_module.FINAL_RESULTS)
    assert tables == wording_tables()
    for lines in compare_module.TEMPLATES.values():
        assert all(f'"{line}"' in core for line in lines)
    for code, reason in _oserrors.OS_REASONS.items():
        assert f'{{{errno.errorcode[code]}, "{reason}"}}' in core
    assert f"MAX_LINE = {MAX_LINE}, MAX_EXTRA = {MAX_EXTRA}" in core


def test_the_input_validator_holds_the_presets():
    """The C++ table of limits presets is fastcheck validate's PRESETS and DEFAULT_PRESET."""
    from fastcheck.kit.validate import DEFAULT_PRESET

    text = package_text("programs", INPUT_VALIDATOR)
    rows = re.findall(r'^    \{"(\w+)", ([^}]*)\},$', text, re.M)
    assert [name for name, _ in rows] == list(PRESETS)
    for name, fields in rows:
        f = [v.strip() for v in fields.split(",")]
        value = [10**18 if v == "TEN18" else {"true": True, "false": False}.get(v, v) for v in f]
        value = [int(v) if isinstance(v, str) else v for v in value]
        formats = tuple(fmt for fmt, on in zip(("grid", "sparse", "ostap"), value[:3]) if on)
        has = dict(zip(("t", "n", "p", "total_p", "moves"), value[3:8]))
        bounds = {"t": tuple(value[8:10]), "n": tuple(value[10:12]), "p": tuple(value[12:14]),
                  "total_p": value[14], "moves": tuple(value[15:17])}
        preset = PRESETS[name]
        assert formats == preset.formats, name
        for key in has:
            assert (bounds[key] if has[key] else None) == getattr(preset, key), (name, key)
    defaults = re.search(r'limits = fmt == "grid" \? "(\w+)" : fmt == "sparse" \? "(\w+)" : "(\w+)";', text)
    assert defaults.groups() == (DEFAULT_PRESET["grid"], DEFAULT_PRESET["sparse"], DEFAULT_PRESET["ostap"])


# ----------------------------------------------------- the output validator
class Case:
    """One output to judge: the input, the answer, the output."""

    def __init__(self, name, inp, ans, out):
        self.name, self.inp, self.ans, self.out = name, inp, ans, out


def _inputs():
    """(name, input, answer) of every format and wording, generated and small."""
    for fmt, kinds in (("grid", ("check", "mate", "mixed")), ("sparse", ("check", "double", "mixed")),
                       ("ostap", ("random", "mate", "draw", "incorrect"))):
        for kind in kinds:
            inp = generate_bytes(fmt, seed=len(kind) * 7 + len(fmt), kind=kind,
                                 **({} if fmt == "ostap" else {"boards": 6}))
            for lang in ("sk", "en") if fmt != "ostap" else ("sk",):
                yield f"{fmt}-{kind}-{lang}", inp, solve(inp, lang=lang).encode()


def _verdict_variants(line):
    """Wrong lines in place of a verdict line ``line``: every other verdict and count."""
    toks = line.split()
    out = [b"Neutralna situacia.", b"Nemozna situacia.", b"Biely hrac ma mat.", b"Cierny hrac ma sach.",
           b"Biely hrac ma sach. Ma 3 platnych tahov.", b"Safe", b"Impossible", b"White Checkmate",
           b"Black Check - 7 Plausible Moves", b"White Check - 1 Plausible Move",
           b"Biely hrac ma sach. Ma 05 platnych tahov.",
           b"Cierny hrac ma sach. Ma 123456789012345678901 platnych tahov.",
           b"biely hrac ma mat.", b"Biely  hrac ma mat", line.lower(), line + b" x"]
    for i, tok in enumerate(toks):
        if tok.isdigit():
            for v in (int(tok) - 1, int(tok) + 1, 0, 10**19):
                out.append(b" ".join(toks[:i] + [str(v).encode()] + toks[i + 1:]))
    return [v for v in out if v.split() != toks]


def _cases():
    """Every kind of output, for every input of :func:`_inputs`."""
    for name, inp, ans in _inputs():
        lines = ans.split(b"\n")[:-1]
        last = len(lines) - 1
        yield Case(f"{name}-right", inp, ans, ans)
        for how, out in (("crlf", ans.replace(b"\n", b"\r\n")), ("trailing-spaces", ans.replace(b"\n", b" \t \n")),
                         ("blank-lines-after", ans + b"\n \n\r\n"), ("no-final-newline", ans.rstrip(b"\n")),
                         ("double-spaces", ans.replace(b" ", b"  ")), ("leading-spaces", b"  " + ans),
                         ("empty", b""), ("only-blank-lines", b"\n\n  \n"),
                         ("cut-last-line", b"\n".join(lines[:-1]) + b"\n"),
                         ("cut-half", b"\n".join(lines[:len(lines) // 2]) + b"\n"),
                         ("cut-in-last-line", ans[:-4]), ("cut-in-last-line-newline", ans[:-4] + b"\n"),
                         ("cut-in-a-line-then-more", ans[:len(ans) // 2] + b"\n" + ans[len(ans) // 2:]),
                         ("extra-copy", ans + ans), ("extra-garbage", ans + b"garbage\n"),
                         ("extra-after-blank", ans + b"\n\nSafe\n"), ("extra-no-newline", ans + b"x"),
                         ("blank-inside", b"\n".join(lines[:1] + [b""] + lines[1:]) + b"\n"),
                         ("nul", ans.replace(b"\n", b"\0\n", 1)), ("non-ascii", "é".encode() + ans),
                         ("non-ascii-quote", "naïve 'q' \"x\"\u200b\n".encode() + ans),
                         ("latin1", b"\xe9t\xe9\n" + ans), ("binary", bytes(range(256)) * 3),
                         ("long-line", b"Safe" + b"!" * (MAX_LINE + 5) + b"\n"),
                         ("long-line-after", ans + b" " * (MAX_LINE + 5) + b"\n"),
                         ("blank-bytes-after", ans + b"\n" * (MAX_EXTRA + 5)),
                         ("long-quote", b"x" * 300 + b"\n" + ans),
                         ("swapped", b"\n".join(lines[::-1]) + b"\n"),
                         ("case", ans.upper()), ("cr-only", ans.replace(b"\n", b"\r"))):
            yield Case(f"{name}-{how}", inp, ans, out)
        if name.startswith("ostap"):
            k = lines.index(b"")
            for what, i, new in (("result", 0, b"Mate"), ("result-garbage", 0, b"Checkmate"),
                                 ("result-last", k - 1, b"Correct"), ("no-empty-line", k, b"Correct"),
                                 ("row", k + 3, b"0 0 0 0 0 0 0 0"), ("row-7", k + 3, b"0 0 0 0 0 0 0"),
                                 ("row-range", k + 8, b"7 0 0 0 0 0 0 0"), ("row-as-result", k + 1, b"Draw"),
                                 ("empty-as-row", k, b"0 0 0 0 0 0 0 0")):
                wrong = list(lines)
                wrong[i] = new
                yield Case(f"{name}-{what}", inp, ans, b"\n".join(wrong) + b"\n")
            yield Case(f"{name}-no-board", inp, ans, b"\n".join(lines[:k]) + b"\n")
            yield Case(f"{name}-extra-result", inp, ans, b"\n".join(lines[:k] + [b"Correct"] + lines[k:]) + b"\n")
        else:
            for i in (0, last):
                for j, variant in enumerate(_verdict_variants(lines[i])):
                    wrong = list(lines)
                    wrong[i] = variant
                    yield Case(f"{name}-line{i + 1}-v{j}", inp, ans, b"\n".join(wrong) + b"\n")
            yield Case(f"{name}-cut-short-then-blank", inp, ans, b"\n".join(lines[:-1] + [lines[-1][:5]]) + b"\n\n")


def _broken_cases():
    """Inputs and answers a judge cannot work with: FAIL in both."""
    inp, ans = next((i, a) for n, i, a in _inputs() if n.startswith("sparse"))
    oinp, oans = next((i, a) for n, i, a in _inputs() if n.startswith("ostap"))
    yield Case("answer-too-short", inp, ans.split(b"\n", 1)[1], ans)
    yield Case("answer-too-long", inp, ans + b"Safe\n", ans)
    yield Case("answer-garbage", inp, b"garbage\n" + ans.split(b"\n", 1)[1], ans)
    yield Case("answer-mixed-wording", inp, b"Safe\n" + ans.split(b"\n", 1)[1], ans)
    yield Case("answer-empty", inp, b"", ans)
    yield Case("answer-one-line", inp, ans.split(b"\n", 1)[0] + b"\n", ans)       # "1 line", not "1 lines"
    yield Case("ostap-answer-one-row", oinp, oans.split(b"\n\n")[0] + b"\n\n" + oans.split(b"\n\n")[1].split(b"\n")[0]
               + b"\n", oans)
    yield Case("ostap-answer-no-board", oinp, oans.split(b"\n\n")[0] + b"\n", oans)
    yield Case("ostap-answer-no-row", oinp, oans.split(b"\n\n")[0] + b"\n\n\n", oans)
    yield Case("ostap-answer-bad-row", oinp, oans.replace(b"\n\n", b"\n\n9 ", 1), oans)
    yield Case("input-without-t", b"x\n" + inp, ans, ans)
    yield Case("input-empty", b"", ans, ans)
    yield Case("ostap-input-without-p", oinp.split(b"\n")[0] + b"\n", oans, oans)


CASES = list(_cases())
BROKEN = list(_broken_cases())


@functools.cache
def _judged():
    """fastcheck's judgement of every case of CASES, once."""
    return [judge(c.inp, c.out, c.ans) for c in CASES]


def _write_case(where, case):
    (where / "in").write_bytes(case.inp)
    (where / "ans").write_bytes(case.ans)
    feedback = where / "feedback"
    feedback.mkdir(exist_ok=True)
    msg = feedback / "judgemessage.txt"
    if msg.exists():
        msg.unlink()
    return str(where / "in"), str(where / "ans"), feedback


def _run_output_validator(exe, where, case, *flags):
    """(exit code, judgemessage.txt or None, stderr) of the output validator on ``case``."""
    inp, ans, feedback = _write_case(where, case)
    res = subprocess.run([exe, inp, ans, str(feedback), *flags], input=case.out, capture_output=True)
    msg = feedback / "judgemessage.txt"
    return res.returncode, msg.read_text(encoding="utf-8") if msg.exists() else None, res.stderr.decode()


def test_the_corpus_has_every_verdict():
    verdicts = {res.verdict for res in _judged()}
    assert verdicts == {"OK", "WA", "PE"}
    assert {judge(c.inp, c.out, c.ans).verdict for c in BROKEN} == {"FAIL"}
    assert len(CASES) > 600


def test_the_output_validator_decides_as_the_judge(output_validator, tmp_path):
    """Every case: the same exit code, and the same message in judgemessage.txt and on stderr."""
    differ = []
    for case, res in zip(CASES, _judged()):
        got = _run_output_validator(output_validator, tmp_path, case)
        if got != (KATTIS_EXIT[res.verdict], res.line() + "\n", res.line() + "\n"):
            differ.append((case.name, res.line(), got))
    assert not differ, differ[:5]


def test_the_output_validator_fails_where_the_judge_fails(output_validator, tmp_path):
    """A broken answer or an input without t or P: a judge error (exit 3) in both; the
    answer's problems in the same words."""
    for case in BROKEN:
        res = judge(case.inp, case.out, case.ans)
        code, msg, err = _run_output_validator(output_validator, tmp_path, case)
        assert res.verdict == "FAIL" and code == KATTIS_EXIT["FAIL"] == 3, (case.name, err)
        assert err.startswith("FAIL ") and msg == err, case.name
        if case.name.startswith(("answer", "ostap-answer")):
            assert err == res.line() + "\n", case.name


def test_an_ostap_answer_without_its_board_is_worded_truly(output_validator, tmp_path):
    """An answer that ends after its results (no empty line, or no row after it) says so, in both."""
    line = "FAIL the answer ends after its results, expected an empty line and the 8 board rows\n"
    for case in (c for c in BROKEN if c.name in ("ostap-answer-no-board", "ostap-answer-no-row")):
        assert judge(case.inp, case.out, case.ans).line() + "\n" == line, case.name
        assert _run_output_validator(output_validator, tmp_path, case) == (3, line, line), case.name


def test_the_cli_and_the_output_validator_agree(output_validator, tmp_path, monkeypatch, capsys):
    """``fastcheck judge --kattis`` itself (exit code, judgemessage.txt) on a sample of the corpus,
    with and without a --format flag."""
    for case in CASES[::41] + BROKEN[:2]:
        inp, ans, feedback = _write_case(tmp_path, case)
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(case.out)))
        code = main(["judge", "--kattis", inp, ans, str(feedback)])
        capsys.readouterr()
        msg = feedback / "judgemessage.txt"
        want = (code, msg.read_text(encoding="utf-8") if msg.exists() else None)
        fmt = "ostap" if case.name.startswith("ostap") else "grid" if case.name.startswith("grid") else "sparse"
        for flags in ((), ("--format", fmt)):
            got = _run_output_validator(output_validator, tmp_path, case, *flags)
            assert got[:2] == want, (case.name, flags)


def test_the_output_validator_arguments(output_validator, tmp_path):
    case = CASES[0]
    inp, ans, feedback = _write_case(tmp_path, case)

    def run(*args):
        res = subprocess.run([output_validator, *args], input=case.out, capture_output=True)
        return subprocess.CompletedProcess(res.args, res.returncode, res.stdout.decode(), res.stderr.decode())

    assert run(inp, ans).returncode == 3                                   # FEEDBACK_DIR missing
    res = run(inp, ans, str(tmp_path / "nowhere"))
    assert res.returncode == 3 and "does not exist" in res.stderr
    res = run(inp, ans, str(feedback), "--format", "chess")
    assert res.returncode == 3
    assert res.stderr == "FAIL --format must be one of grid, sparse, ostap or auto, not 'chess'\n"
    # the OS errors in fastcheck's words
    from fastcheck.errors import os_error_message
    for path, code, role in ((tmp_path / "no.ans", errno.ENOENT, "the answer"), (tmp_path, errno.EISDIR, "the answer"),
                             (tmp_path / "no.in", errno.ENOENT, "the input")):
        args = (inp, str(path)) if role == "the answer" else (str(path), ans)
        res = run(*args, str(feedback))
        assert res.stderr == f"FAIL {os_error_message(OSError(code, '', str(path)), role)}\n"
        assert res.stderr.endswith(("no such file\n", "is a directory\n")) and res.returncode == 3
    # the judge's own flags (e.g. from validator_flags) are ignored, as fastcheck judge --kattis ignores them
    assert run(inp, ans, str(feedback), "case_sensitive", "space_change_sensitive").returncode == 42
    assert run(inp, ans, str(feedback), "--format=grid").returncode == 42


def test_the_output_validator_with_its_format_set(tmp_path):
    """PACKAGE_FORMAT set in the source (as the package builder sets it) is
    ``fastcheck judge --kattis --format FORMAT``; a --format flag overrides it."""
    case = next(c for c in CASES if c.name.startswith("sparse") and c.name.endswith("-line1-v3"))
    for fmt in ("sparse", "ostap", "grid"):
        where = tmp_path / fmt
        where.mkdir()
        (where / OUTPUT_VALIDATOR).write_text(validators(fmt, "none")[1].source, encoding="utf-8")
        exe = _compile(where, OUTPUT_VALIDATOR, "output_validator")
        want = judge(case.inp, case.out, case.ans, format=fmt)
        code, msg, err = _run_output_validator(exe, where, case)
        assert code == KATTIS_EXIT[want.verdict], (fmt, err)
        if fmt == "sparse":
            assert want.verdict == "WA" and msg == want.line() + "\n"
        else:
            assert want.verdict == "FAIL"
        assert _run_output_validator(exe, where, case, "--format", "sparse")[0] == 43


def _mutate_output(out, rng):
    """One random change of an output: a line dropped, added, replaced, cut, spaced or a byte inserted."""
    lines = out.split(b"\n")
    i = rng.randrange(len(lines))
    op = rng.randrange(9)
    words = [b"Neutralna situacia.", b"Safe", b"Biely hrac ma sach. Ma 5 platnych tahov.", b"Cierny hrac ma",
             b"Mate", b"Correct", b"0 0 0 0 0 0 0 0", b"", b"  ", b"junk", "é".encode(), b"\xff", b"\0"]
    if op == 0:
        del lines[i]
    elif op == 1:
        lines.insert(i, rng.choice(words))
    elif op == 2:
        lines[i] = rng.choice(words)
    elif op == 3:
        lines[i] += rng.choice([b" ", b"\t", b"\r", b" x", b"."])
    elif op == 4:
        return out[:rng.randrange(len(out) + 1)]
    elif op == 5:
        toks = lines[i].split(b" ")
        j = rng.randrange(len(toks))
        toks[j] = str(int(toks[j]) + rng.choice([-1, 1])).encode() if toks[j].isdigit() else toks[j][:-1]
        lines[i] = b" ".join(toks)
    elif op == 6:
        return out + rng.choice([b"\n", b"\n\nx\n", b" \n", b"x"])
    elif op == 7:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    else:
        pos = rng.randrange(len(out) + 1)
        return out[:pos] + bytes([rng.randrange(256)]) + out[pos:]
    return b"\n".join(lines)


@pytest.mark.parametrize("count", [pytest.param(300, id="300"), pytest.param(10000, id="10000",
                                                                               marks=pytest.mark.slow)])
def test_the_output_validator_on_random_mutations(output_validator, tmp_path, count):
    rng = random.Random(count)
    inputs = list(_inputs())
    cases = []
    for n in range(count):
        name, inp, ans = rng.choice(inputs)
        out = ans
        for _ in range(rng.choice([1, 1, 2, 3])):
            out = _mutate_output(out, rng)
        cases.append(Case(f"{name}-{n}", inp, ans, out))
    differ = []
    for case in cases:
        got = _run_output_validator(output_validator, tmp_path, case)
        res = judge(case.inp, case.out, case.ans)
        if got[:2] != (KATTIS_EXIT[res.verdict], res.line() + "\n"):
            differ.append((case.name, case.out[:200], res.line(), got))
    assert not differ, differ[:5]


class _Garbage:
    """Writes ``prefix``, then ``chunk`` over and over, up to ``total`` bytes, into a pipe; counts what got in."""

    def __init__(self, pipe, prefix, chunk, total):
        self.pipe, self.prefix, self.chunk, self.total = pipe, prefix, chunk, total
        self.written = 0
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self):
        block = self.chunk * max(1, (1 << 16) // len(self.chunk))
        try:
            self.pipe.write(self.prefix)
            self.written = len(self.prefix)
            while self.written < self.total:
                self.pipe.write(block)
                self.written += len(block)
            self.pipe.close()
        except (BrokenPipeError, OSError):
            pass


class _Endless(io.RawIOBase):
    """The same stream for the judge in this process: ``prefix``, then ``chunk`` forever."""

    def __init__(self, prefix, chunk):
        self.data = prefix
        self.chunk = chunk * max(1, (1 << 16) // len(chunk))

    def readable(self):
        return True

    def readinto(self, buf):
        while len(self.data) < len(buf):
            self.data += self.chunk
        n = len(buf)
        buf[:n] = self.data[:n]
        self.data = self.data[n:]
        return n


@pytest.mark.parametrize("prefix,chunk", [
    (b"", b"\x00\xff garbage without a newline "),        # one endless line
    (b"", b"Neutralna situacia.\n"),                     # stops at the first difference
    (None, b"\n"),                                       # the answer, then endless blank lines
    (None, b"Safe\n"),                                   # the answer, then endless extra lines
    (None, b"  \t"),                                     # the answer, then endless spaces
], ids=["endless-line", "endless-verdicts", "then-blank-lines", "then-extra", "then-spaces"])
def test_the_output_validator_stops_early_on_huge_output(output_validator, tmp_path, prefix, chunk):
    """200 MB of garbage: the validator reads about 2 MiB, answers in well under a second and holds
    little memory (run under a 256 MB address-space limit where the system has one)."""
    name, inp, ans = next(c for c in _inputs() if c[0].startswith("sparse"))
    prefix = ans if prefix is None else prefix
    want = judge(inp, io.BufferedReader(_Endless(prefix, chunk)), ans)
    feedback = tmp_path / "feedback"
    feedback.mkdir()
    (tmp_path / "in").write_bytes(inp)
    (tmp_path / "ans").write_bytes(ans)

    def limit():  # pragma: no cover - runs in the child
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (256 << 20, 256 << 20))

    start = time.monotonic()
    proc = subprocess.Popen([output_validator, str(tmp_path / "in"), str(tmp_path / "ans"), str(feedback)],
                            stdin=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=limit if sys.platform.startswith("linux") else None,
                            # a sanitizer build's preloaded runtime cannot map its shadow memory under the
                            # limit; the validator is a plain program and loads no fastcheck
                            env={k: v for k, v in os.environ.items() if k != "LD_PRELOAD"})
    writer = _Garbage(proc.stdin, prefix, chunk, 200 << 20)
    err = proc.stderr.read()
    code = proc.wait(timeout=60)
    elapsed = time.monotonic() - start
    writer.thread.join(timeout=60)
    assert (code, err.decode()) == (KATTIS_EXIT[want.verdict], want.line() + "\n")
    assert want.verdict in ("WA", "PE")
    assert writer.written < 16 << 20, writer.written        # the rest was never read
    assert elapsed < 10


# ------------------------------------------------------ the input validator
def _run_input_validator(exe, data, *flags):
    res = subprocess.run([exe, *flags], input=data, capture_output=True)
    assert res.returncode in (KATTIS_VALID, KATTIS_INVALID), (res.returncode, res.stderr)
    return res.returncode == KATTIS_VALID, res.stderr.decode("ascii")     # bytes of the input shown as \xNN


def _valid_inputs():
    """(name, input, format, limits) of every kind, valid under the limits named."""
    for kind in KINDS:
        if kind != "big":
            yield f"grid-{kind}", generate_bytes("grid", seed=11, kind=kind, boards=4), "auto", "auto"
        yield f"sparse-{kind}", generate_bytes("sparse", seed=12, kind=kind, boards=4), "auto", "auto"
        if kind != "big":
            yield (f"sparse-8-{kind}", generate_bytes("sparse", seed=13, kind=kind, boards=3, size="8"),
                   "sparse", "ksp")
    for kind in OSTAP_KINDS:
        for seed in (1, 2):
            yield f"ostap-{kind}-{seed}", generate_bytes("ostap", seed=seed, kind=kind), "auto", "auto"
    yield "grid-none", generate_bytes("grid", seed=14, boards=3), "grid", "none"
    yield "sparse-none", b"1\n3 2\n1 1 k\n3 3 K\n", "sparse", "none"
    yield "ostap-none", generate_bytes("ostap", seed=3), "ostap", "none"


SPARSE = b"2\n8 3\n1 1 k\n8 8 K\n4 4 q\n\n10 2\n2 3 k\n10 10 K\n\n"
GRID = (b"2\n" + b"k.......\n" + b"........\n" * 6 + b".......K\n\n"
        + b"....k...\n" + b"........\n" * 3 + b"...Q....\n" + b"........\n" * 2 + b"....K...\n\n")
OSTAP = ((b"0 0 0 0 -6 0 0 0\n" + b"0 0 0 0 0 0 0 0\n" * 6 + b"0 0 0 0 6 0 0 0\n")
         + b"2\nWhite\ne1-e2\ne8-e7\n")


def _sub(data, old, new, count=1):
    assert old in data
    return data.replace(old, new, count)


#: (name, input, valid?) -- every rule of fastcheck validate, by hand; format and limits auto
RULES = [
    ("sparse", SPARSE, True), ("grid", GRID, True), ("ostap", OSTAP, True),
    ("sparse-crlf", SPARSE.replace(b"\n", b"\r\n"), True),
    ("sparse-trailing-spaces", SPARSE.replace(b"\n", b"  \t\n"), True),
    ("sparse-no-final-newline", SPARSE.rstrip(b"\n"), True),
    ("sparse-no-final-blank-line", SPARSE[:-1], True),
    ("sparse-final-cr", SPARSE[:-1] + b"\r", True),
    ("sparse-blank-line-with-spaces", _sub(SPARSE, b"\n\n10", b"\n \n10"), True),
    ("sparse-leading-blank-line", b"\n" + SPARSE, False),
    ("grid-leading-blank-line", b"\n" + GRID, False),
    ("sparse-two-white-kings", _sub(SPARSE, b"4 4 q", b"4 4 k"), False),
    ("sparse-no-black-king", _sub(SPARSE, b"8 8 K", b"8 8 Q"), False),
    ("sparse-duplicate-square", _sub(SPARSE, b"4 4 q", b"8 8 q"), False),
    ("sparse-x-zero", _sub(SPARSE, b"4 4 q", b"0 4 q"), False),
    ("sparse-y-past-n", _sub(SPARSE, b"4 4 q", b"4 9 q"), False),
    ("sparse-n-below-8", _sub(SPARSE, b"10 2", b"7 2").replace(b"10 10 K", b"7 7 K"), False),
    ("sparse-n-past-10^18", _sub(SPARSE, b"10 2", b"1000000000000000001 2"), False),
    ("sparse-n-10^18", _sub(SPARSE, b"10 2", b"1000000000000000000 2"), True),
    ("sparse-p-too-few", _sub(SPARSE, b"8 3", b"8 4"), False),
    ("sparse-p-too-many", _sub(SPARSE, b"8 3", b"8 2"), False),
    ("sparse-t-0", b"0\n", False), ("sparse-t-too-big", _sub(SPARSE, b"2\n", b"3\n"), False),
    ("sparse-t-20001", b"20001\n" + b"8 2\n1 1 k\n8 8 K\n\n" * 20001, False),
    ("sparse-t-20000", b"20000\n" + b"8 2\n1 1 k\n8 8 K\n\n" * 20000, True),
    ("sparse-p-200001", b"1\n10000 200001\n" + b"".join(b"%d %d %s\n" % (i % 1000 + 1, i // 1000 + 1,
                                                                        b"k" if i == 0 else b"K" if i == 1 else b"p")
                                                        for i in range(200001)), False),
    ("sparse-total-p", b"6\n" + b"".join(b"100000 200000\n" + b"".join(
        b"%d %d %s\n" % (i % 1000 + 1, i // 1000 + 1, b"k" if i == 0 else b"K" if i == 1 else b"p")
        for i in range(200000)) + b"\n" for _ in range(6)), False),
    ("sparse-bad-letter", _sub(SPARSE, b"4 4 q", b"4 4 x"), False),
    ("sparse-letter-too-long", _sub(SPARSE, b"4 4 q", b"4 4 qq"), False),
    ("sparse-header-3-tokens", _sub(SPARSE, b"8 3", b"8 3 1"), False),
    ("sparse-piece-4-tokens", _sub(SPARSE, b"4 4 q", b"4 4 q q"), False),
    ("sparse-not-a-number", _sub(SPARSE, b"4 4 q", b"4 a q"), False),
    ("sparse-truncated", SPARSE[:-12], False),
    ("sparse-trailing-text", SPARSE + b"x\n", False),
    ("sparse-blank-after-t", _sub(SPARSE, b"2\n", b"2\n\n"), False),
    ("sparse-blank-inside-board", _sub(SPARSE, b"1 1 k\n", b"1 1 k\n\n"), False),
    ("sparse-two-blank-lines-between", _sub(SPARSE, b"\n\n10", b"\n\n\n10"), False),
    ("sparse-no-blank-line-between", _sub(SPARSE, b"\n\n10", b"\n10"), False),
    ("sparse-two-blank-lines-at-end", SPARSE + b"\n", False),
    ("sparse-leading-space", _sub(SPARSE, b"1 1 k", b" 1 1 k"), False),
    ("sparse-leading-tab", _sub(SPARSE, b"1 1 k", b"\t1 1 k"), False),
    ("sparse-double-space", _sub(SPARSE, b"1 1 k", b"1  1 k"), False),
    ("sparse-tab-between", _sub(SPARSE, b"1 1 k", b"1\t1 k"), False),
    ("sparse-plus-sign", _sub(SPARSE, b"4 4 q", b"+4 4 q"), False),
    ("sparse-leading-zero", _sub(SPARSE, b"4 4 q", b"04 4 q"), False),
    ("sparse-minus-zero", _sub(SPARSE, b"4 4 q", b"-0 4 q"), False),
    ("sparse-negative", _sub(SPARSE, b"4 4 q", b"-4 4 q"), False),
    ("sparse-bom", b"\xef\xbb\xbf" + SPARSE, False),
    ("sparse-non-ascii", _sub(SPARSE, b"4 4 q", "4 4 q é".encode()), False),
    ("sparse-nul", _sub(SPARSE, b"4 4 q", b"4 4 q\0"), False),
    ("sparse-lone-cr", _sub(SPARSE, b"4 4 q", b"4 4\rq"), False),
    ("sparse-vertical-tab", _sub(SPARSE, b"4 4 q", b"4 4 q\v"), False),
    ("sparse-empty", b"", False), ("sparse-only-blank", b"\n\n", False),
    ("grid-crlf", GRID.replace(b"\n", b"\r\n"), True),
    ("grid-no-final-blank-line", GRID[:-1], True),
    ("grid-two-white-kings", _sub(GRID, b"...Q....", b"...k...."), False),
    ("grid-no-king", _sub(GRID, b".......K", b"........"), False),
    ("grid-row-7", _sub(GRID, b"...Q....", b"...Q..."), False),
    ("grid-row-9", _sub(GRID, b"...Q....", b"...Q....."), False),
    ("grid-bad-char", _sub(GRID, b"...Q....", b"...X...."), False),
    ("grid-row-with-space", _sub(GRID, b"...Q....", b"...Q ..."), False),
    ("grid-7-rows", _sub(GRID, b"........\n", b""), False),
    ("grid-blank-inside", _sub(GRID, b"...Q....\n", b"...Q....\n\n"), False),
    ("grid-t-1001", b"1001\n" + (b"k.......\n" + b"........\n" * 6 + b".......K\n\n") * 1001, False),
    ("grid-t-1000", b"1000\n" + (b"k.......\n" + b"........\n" * 6 + b".......K\n\n") * 1000, True),
    ("ostap-crlf", OSTAP.replace(b"\n", b"\r\n"), True),
    ("ostap-no-final-newline", OSTAP.rstrip(b"\n"), True),
    ("ostap-trailing-spaces", OSTAP.replace(b"\n", b" \n"), True),
    ("ostap-blank-line-at-end", OSTAP + b"\n", False),
    ("ostap-blank-line-inside", _sub(OSTAP, b"2\nWhite", b"2\n\nWhite"), False),
    ("ostap-cell-7", _sub(OSTAP, b"0 0 0 0 -6", b"7 0 0 0 -6"), False),
    ("ostap-cell-minus-7", _sub(OSTAP, b"0 0 0 0 -6", b"-7 0 0 0 -6"), False),
    ("ostap-cell-plus", _sub(OSTAP, b"0 0 0 0 -6", b"+1 0 0 0 -6"), False),
    ("ostap-cell-word", _sub(OSTAP, b"0 0 0 0 -6", b"a 0 0 0 -6"), False),
    ("ostap-row-7", _sub(OSTAP, b"0 0 0 0 -6 0 0 0", b"0 0 0 0 -6 0 0"), False),
    ("ostap-row-9", _sub(OSTAP, b"0 0 0 0 -6 0 0 0", b"0 0 0 0 -6 0 0 0 0"), False),
    ("ostap-p-0", _sub(OSTAP, b"2\nWhite\ne1-e2\ne8-e7\n", b"0\nWhite\n"), False),
    ("ostap-p-61", _sub(OSTAP, b"2\nWhite\ne1-e2\ne8-e7\n", b"61\nWhite\n" + b"e1-e2\ne2-e1\n" * 30 + b"e1-e2\n"),
     False),
    ("ostap-p-60", _sub(OSTAP, b"2\nWhite\ne1-e2\ne8-e7\n", b"60\nWhite\n" + b"e1-e2\ne8-e7\ne2-e1\ne7-e8\n" * 15),
     True),
    ("ostap-too-few-moves", _sub(OSTAP, b"e8-e7\n", b""), False),
    ("ostap-too-many-moves", OSTAP + b"e2-e3\n", False),
    ("ostap-side-word", _sub(OSTAP, b"White", b"white"), False),
    ("ostap-black", _sub(OSTAP, b"White\ne1-e2\ne8-e7", b"Black\ne8-e7\ne1-e2"), True),
    ("ostap-bad-move", _sub(OSTAP, b"e1-e2", b"e1e2"), False),
    ("ostap-move-off-board", _sub(OSTAP, b"e1-e2", b"i1-i2"), False),
    ("ostap-move-rank-9", _sub(OSTAP, b"e1-e2", b"e1-e9"), False),
    ("ostap-two-moves-a-line", _sub(OSTAP, b"e1-e2\ne8-e7", b"e1-e2 e8-e7"), False),
    ("ostap-p-and-side-a-line", _sub(OSTAP, b"2\nWhite", b"2 White"), False),
    ("ostap-leading-zero-p", _sub(OSTAP, b"2\nWhite", b"02\nWhite"), False),
    ("ostap-non-ascii", OSTAP + "é".encode(), False),
    ("ostap-truncated", OSTAP[:40], False),
    ("ostap-two-kings-is-fine", _sub(OSTAP, b"0 0 0 0 0 0 0 0\n", b"0 0 0 0 0 0 0 6\n"), True),
]


def test_the_rule_corpus_is_what_fastcheck_validate_says():
    """The hand-made corpus means what its names say (so that the comparison below is no
    comparison of two accepting programs)."""
    wrong = [(name, validate(data).error) for name, data, ok in RULES if validate(data).ok != ok]
    assert not wrong
    kinds = {validate(data).error.kind for _, data, ok in RULES if not ok}
    assert kinds == {"layout", "limit", "kings", "duplicate", "syntax", "range", "truncated", "trailing"}


def test_the_input_validator_accepts_what_fastcheck_validate_accepts(input_validator):
    for name, data, fmt, limits in _valid_inputs():
        assert validate(data, format=fmt, limits=limits).ok, name
        ok, msg = _run_input_validator(input_validator, data, "--format", fmt, "--limits", limits)
        assert ok, (name, msg)


def test_the_input_validator_on_every_rule(input_validator):
    differ = []
    for name, data, ok in RULES:
        got, msg = _run_input_validator(input_validator, data)
        if got != ok:
            differ.append((name, ok, msg))
        if not ok:     # the first line the validator names is the one fastcheck names
            line = validate(data).error.line
            assert line is None or msg.startswith(f"invalid: line {line}"), (name, msg, str(validate(data).error))
    assert not differ


def test_the_input_validator_with_every_preset(input_validator):
    """Each preset on each format: the formats a preset is not for are refused by both."""
    inputs = {"grid": GRID, "sparse": SPARSE, "ostap": OSTAP, "sparse8": _sub(SPARSE, b"10 2\n2 3 k\n10 10 K",
                                                                               b"8 2\n2 3 k\n8 8 K")}
    seen = set()
    for data in inputs.values():
        for fmt in ("auto", "grid", "sparse", "ostap"):
            for limits in ("auto", *PRESETS):
                want = validate(data, format=fmt, limits=limits).ok
                got, msg = _run_input_validator(input_validator, data, "--format", fmt, "--limits", limits)
                assert got == want, (data[:20], fmt, limits, msg)
                seen.add(want)
    assert seen == {True, False}


def test_the_input_validator_with_its_preset_set(programs, input_validator, tmp_path):
    """PACKAGE_LIMITS written into the source is the default that --limits overrides."""
    text = package_text("programs", INPUT_VALIDATOR)
    fixed, n = re.subn(r'^#define PACKAGE_LIMITS "auto"$', '#define PACKAGE_LIMITS "ksp"', text, flags=re.M)
    assert n == 1
    (tmp_path / "ksp.cpp").write_text(fixed, encoding="utf-8")
    exe = str(tmp_path / "ksp")
    subprocess.run([shutil.which("g++"), "-std=c++17", "-O2", "-o", exe, str(tmp_path / "ksp.cpp")], check=True)
    assert not validate(SPARSE, limits="ksp").ok and validate(SPARSE).ok
    assert _run_input_validator(exe, SPARSE)[0] is False              # a 10x10 board: not KSP's
    assert _run_input_validator(exe, SPARSE, "--limits", "cstate3")[0] is True
    assert _run_input_validator(input_validator, SPARSE)[0] is True


def test_the_input_validator_arguments(input_validator):
    for flags in (("--format", "chess"), ("--limits", "spoj"), ("--verbose",), ("--format",)):
        res = subprocess.run([input_validator, *flags], input=SPARSE, capture_output=True)
        assert res.returncode == 2 and res.stderr, flags
    assert _run_input_validator(input_validator, SPARSE, "--format=sparse", "--limits=cstate3")[0]
    assert not _run_input_validator(input_validator, SPARSE, "--limits=timus")[0]


def _mutate_input(data, rng):
    """One random change of an input: a line or token replaced, dropped, doubled, spaced, a byte inserted."""
    tokens = [b"0", b"1", b"7", b"8", b"-0", b"+1", b"01", b"-6", b"-7", b"6", b"60", b"61", b"k", b"K", b"q",
              b"x", b"White", b"Black", b"white", b"e2-e4", b"e2e4", b"i2-i4", b"1000000000000000000",
              b"1000000000000000001", b"99999999999999999999", b"........", b"k.......", b".......K", b"kK......",
              "é".encode(), b"\0", b"\t", b"  ", b"\r", b" ", b""]
    lines = data.split(b"\n")
    i = rng.randrange(len(lines))
    op = rng.randrange(13)
    if op == 0:
        del lines[i]
    elif op == 1:
        lines.insert(i, lines[rng.randrange(len(lines))])
    elif op == 2:
        lines.insert(i, b"")
    elif op == 3:
        lines[i] += rng.choice([b" ", b"\t", b"\r", b"  ", b" x"])
    elif op == 4:
        lines[i] = rng.choice([b" ", b"\t", b"\xef\xbb\xbf", b"+", b"0", b"-"]) + lines[i]
    elif op in (5, 6):
        toks = lines[i].split(b" ")
        j = rng.randrange(len(toks))
        if op == 6 and toks[j].isdigit():
            toks[j] = str(int(toks[j]) + rng.choice([-1, 1, 10**18])).encode()
        else:
            toks[j] = rng.choice(tokens)
        lines[i] = b" ".join(toks)
    elif op == 7:
        lines[i] = rng.choice([b"  ", b"\t", b" \t"]).join(lines[i].split(b" "))
    elif op == 8:
        return data[:rng.randrange(len(data) + 1)]
    elif op == 9:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif op == 10:
        pos = rng.randrange(len(data) + 1)
        return data[:pos] + bytes([rng.randrange(256)]) + data[pos:]
    elif op == 11:
        return data.rstrip(b"\n") + rng.choice([b"", b"\n", b"\n\n", b"\n\n\n", b"\r", b"\n \n"])
    else:
        lines[i] = lines[i].replace(b"k", b"K") if rng.random() < 0.5 else lines[i].replace(b"K", b"k")
    return b"\n".join(lines)


@pytest.mark.parametrize("count", [pytest.param(800, id="800"), pytest.param(10000, id="10000",
                                                                               marks=pytest.mark.slow)])
def test_the_input_validator_on_random_mutations(input_validator, count):
    rng = random.Random(count)
    bases = [data for _, data, _, _ in _valid_inputs() if len(data) < 5000] + [SPARSE, GRID, OSTAP]
    differ = []
    decided = set()
    for _ in range(count):
        data = rng.choice(bases)
        for _ in range(rng.choice([1, 1, 2, 3])):
            data = _mutate_input(data, rng)
        fmt = rng.choice(["auto"] * 4 + ["grid", "sparse", "ostap"])
        limits = rng.choice(["auto"] * 4 + list(PRESETS))
        want = validate(data, format=fmt, limits=limits)
        got, msg = _run_input_validator(input_validator, data, "--format", fmt, "--limits", limits)
        decided.add((want.ok, None if want.ok else want.error.kind))
        if got != want.ok:
            differ.append((fmt, limits, data[:200], str(want.error), msg))
    assert not differ, differ[:5]
    assert len(decided) >= 8          # valid inputs and many kinds of error among the mutations


@pytest.mark.slow
def test_the_input_validator_is_fast_on_a_million_pieces(input_validator):
    """The CSTATE3 limits at their largest: 5 boards of 2*10^5 pieces on a 10^18 board; and the same
    with two pieces on one square in the last board."""
    data = generate_bytes("sparse", seed=5, boards=5, pieces="200000", size=f"{10**6}:{10**18}", kind="random")
    assert data.count(b"\n") > 10**6
    start = time.monotonic()
    ok, msg = _run_input_validator(input_validator, data)
    elapsed = time.monotonic() - start
    assert ok, msg
    assert elapsed < 5, elapsed
    last = data.rstrip(b"\n").rsplit(b"\n", 1)[1]
    x, y, _ = last.split(b" ")
    twice = data.rstrip(b"\n") + b"\n" + x + b" " + y + b" q\n"
    head = twice.rindex(b" 200000\n")                      # the last board's header announces it
    twice = twice[:head] + b" 200001\n" + twice[head + 8:]
    assert validate(twice, limits="none").ok is False
    assert _run_input_validator(input_validator, twice, "--limits", "none")[0] is False


# ------------------------------------------------- the canonical spelling
#: valid inputs spelled otherwise than canonically (what BAPCtools makes of a valid input), and canonical ones
CANONICAL = [
    ("sparse", SPARSE, True), ("grid", GRID, True), ("ostap", OSTAP, True),
    ("sparse-crlf", SPARSE.replace(b"\n", b"\r\n"), False), ("ostap-crlf", OSTAP.replace(b"\n", b"\r\n"), False),
    ("sparse-final-cr", SPARSE[:-1] + b"\r", False),
    ("sparse-trailing-space", _sub(SPARSE, b"4 4 q", b"4 4 q "), False),
    ("sparse-blank-line-with-a-space", SPARSE[:-1] + b" \n", False),
    ("grid-trailing-tab", _sub(GRID, b"...Q....", b"...Q....\t"), False),
    ("ostap-trailing-space", OSTAP.replace(b"e8-e7", b"e8-e7 "), False),
    ("sparse-no-final-blank-line", SPARSE[:-1], False), ("grid-no-final-blank-line", GRID[:-1], False),
    ("sparse-no-final-newline", SPARSE.rstrip(b"\n"), False), ("ostap-no-final-newline", OSTAP[:-1], False),
]


def test_the_canonical_corpus_is_what_fastcheck_validate_says():
    for name, data, ok in CANONICAL:
        assert validate(data).ok, name                       # every one is valid ...
        res = validate(data, canonical=True)                 # ... and canonical or not as named
        assert res.ok == ok, (name, res.error)
        assert ok or "(canonical form)" in str(res.error)


def test_the_input_validator_agrees_on_the_canonical_form(input_validator):
    """--canonical: the same decisions and lines as ``validate(..., canonical=True)``, on the canonical
    corpus, the rule corpus and random mutations of valid inputs."""
    rng = random.Random(7)
    bases = [data for _, data, _, _ in _valid_inputs() if len(data) < 5000] + [SPARSE, GRID, OSTAP]
    cases = [data for _, data, _ in CANONICAL + RULES]
    cases += [_mutate_input(rng.choice(bases), rng) for _ in range(300)]
    decided = set()
    for data in cases:
        want = validate(data, canonical=True)
        got, msg = _run_input_validator(input_validator, data, "--canonical")
        assert got == want.ok, (data[:200], str(want.error), msg)
        if not want.ok and want.error.line is not None:
            assert msg.startswith(f"invalid: line {want.error.line}"), (msg, str(want.error))
        decided.add(want.ok)
    assert decided == {True, False}
