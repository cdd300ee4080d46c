"""The checker: compare a contestant's output with the expected one.

The expected output is the answer file when there is one, else what
:func:`fastcheck.solve` computes from the input.  Lines are compared one by
one, token by token (runs of whitespace are one separator; leading and
trailing whitespace, CR of CRLF and trailing blank lines do not count),
case-sensitively.  The first line that differs decides:

* ``OK`` -- every expected line is there and nothing but blank lines follows;
* ``WA`` (wrong answer) -- the line is a well-formed output line (a verdict
  line in the expected wording for formats A/B; a result word, an empty line
  or a board row of eight numbers -6..6 for format C) but not the expected
  one, or the output ends early;
* ``PE`` (presentation error) -- the line is not a well-formed output line
  (garbage, the other language, NUL or non-ASCII bytes, a line over
  :data:`MAX_LINE` bytes), or non-blank output follows the expected end;
* ``FAIL`` -- the judge itself cannot work: bad arguments, an input that
  breaks its format, an answer file that is not a well-formed answer for
  that input, a report or feedback file that cannot be written.

The contestant's output is read as a stream, line by line with a bounded
``readline``: at most :data:`MAX_LINE` bytes per line, reading stops at the
first differing line, and at most :data:`MAX_EXTRA` bytes are read past the
expected end.  A huge output is never loaded into memory.

Messages name the board (format A/B) or the move, the empty line and the
board row (format C) and show both lines::

    board 17: expected 'Biely hrac ma sach. Ma 4 platnych tahov.', found 'Biely hrac ma sach. Ma 5 platnych tahov.'

Judge conventions of ``fastcheck judge`` (:func:`run_cli`):

testlib / Polygon / Codeforces: ``fastcheck judge INPUT OUTPUT [ANSWER [REPORT [-appes]]]``
    exit 0 OK, 1 WA, 2 PE, 3 FAIL; one line on stderr with testlib's prefix
    (``ok``, ``wrong answer``, ``wrong output format``, ``FAIL``); REPORT gets
    the message without the prefix, as testlib writes it (XML with ``-appes``).
    Without ANSWER the expected output is computed (``--lang`` wording).
Kattis / DOMjudge: ``fastcheck judge --kattis INPUT ANSWER FEEDBACK_DIR [ARGS...] < OUTPUT``
    exit 42 accepted, 43 wrong (WA or PE), 3 judge error; the message in
    ``FEEDBACK_DIR/judgemessage.txt`` (and on stderr).  Extra ARGS are ignored.
CMS: ``fastcheck judge --cms INPUT CORRECT OUTPUT``
    ``1.0`` or ``0.0`` on stdout, the message on stderr, exit 0 (3 on FAIL).
Many tests: ``fastcheck judge --batch --outputs DIR [--answers DIR] [--jobs N] INPUT...``
    for ``NAME.in`` judges ``DIR/NAME.out`` against ``ANSWERS/NAME.ans`` (or
    the computed answer); one line per test and a summary on stdout; exit
    code the worst testlib code.

Bad arguments are FAIL (exit 3) in every convention, never argparse's 2.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from dataclasses import dataclass

from ..errors import FormatError
from ..formats import as_bytes, detect_format, parse_ostap
from ..solver import solve
from .runner import run
from typing import IO, BinaryIO, List, NamedTuple, Optional, Sequence, Tuple, Union

__all__ = ["judge", "judge_files", "JudgeResult", "OK", "WA", "PE", "FAIL", "MAX_LINE", "MAX_EXTRA",
           "TESTLIB_EXIT", "KATTIS_EXIT", "verdict_language", "add_cli", "run_cli"]

OK, WA, PE, FAIL = "OK", "WA", "PE", "FAIL"
#: testlib's exit codes and message prefixes
TESTLIB_EXIT = {OK: 0, WA: 1, PE: 2, FAIL: 3}
TESTLIB_PREFIX = {OK: "ok ", WA: "wrong answer ", PE: "wrong output format ", FAIL: "FAIL "}
TESTLIB_OUTCOME = {OK: "accepted", WA: "wrong-answer", PE: "presentation-error", FAIL: "fail"}
#: Kattis/DOMjudge output validator exit codes (FAIL: any other code is a judge error)
KATTIS_EXIT = {OK: 42, WA: 43, PE: 43, FAIL: 3}
FAIL_EXIT = 3

#: longest output line read (bytes); a longer line is a presentation error
MAX_LINE = 1 << 20
#: most bytes read after the expected end of the output
MAX_EXTRA = 1 << 20
#: longest piece of a line quoted in a message (characters)
QUOTE_LIMIT = 100

Text = Union[str, bytes, bytearray, memoryview]


@dataclass(frozen=True)
class JudgeResult:
    """What the checker decided: ``verdict`` is ``OK``, ``WA``, ``PE`` or
    ``FAIL``; ``message`` one line without the verdict prefix."""

    verdict: str
    message: str

    @property
    def ok(self) -> bool:
        return self.verdict == OK

    @property
    def exit_code(self) -> int:
        """testlib's exit code."""
        return TESTLIB_EXIT[self.verdict]

    def line(self) -> str:
        """The message with testlib's prefix, e.g. ``wrong answer board 3: ...``."""
        return TESTLIB_PREFIX[self.verdict] + self.message

    def __str__(self) -> str:
        return self.line()


class _Broken(Exception):
    """Raised inside the judge to end with FAIL."""


class _Expected(NamedTuple):
    label: str                 # "board 17", "move 3", "the empty line after the moves", "board row 2"
    tokens: Tuple[bytes, ...]
    text: str                  # the line as shown in messages
    kind: str                  # "sk" / "en" (a verdict line), "result", "blank", "row"


# ------------------------------------------------------------- line grammar
_SK_SIDES = (b"Biely", b"Cierny")
_EN_SIDES = (b"White", b"Black")
_RESULTS = (b"Incorrect", b"Correct", b"Check", b"Mate", b"Draw")
_FINAL_RESULTS = (b"Incorrect", b"Mate", b"Draw")
_CELLS = frozenset(str(v).encode() for v in range(-6, 7))


def _count_token(tok: bytes) -> bool:
    return 1 <= len(tok) <= 20 and tok.isdigit() and tok[:1] != b"0"


def verdict_language(tokens: Sequence[bytes]) -> Optional[str]:
    """``'sk'`` or ``'en'`` when ``tokens`` are a verdict line in that wording
    (with or without format A's count-less Slovak check line), else ``None``."""
    t = tuple(tokens)
    n = len(t)
    if t in ((b"Neutralna", b"situacia."), (b"Nemozna", b"situacia.")):
        return "sk"
    if t in ((b"Safe",), (b"Impossible",)):
        return "en"
    if n >= 4 and t[0] in _SK_SIDES and t[1:3] == (b"hrac", b"ma"):
        if n == 4 and t[3] in (b"mat.", b"sach."):
            return "sk"
        if n == 8 and t[3] == b"sach." and t[4] == b"Ma" and _count_token(t[5]) and t[6:] == (b"platnych", b"tahov."):
            return "sk"
        return None
    if n == 2 and t[0] in _EN_SIDES and t[1] == b"Checkmate":
        return "en"
    if n == 6 and t[0] in _EN_SIDES and t[1:3] == (b"Check", b"-") and _count_token(t[3]) \
            and t[4:] == (b"Plausible", b"Moves"):
        return "en"
    return None


def _is_row(tokens: Sequence[bytes]) -> bool:
    return len(tokens) == 8 and all(t in _CELLS for t in tokens)


def _kind_of(tokens: Sequence[bytes]) -> Optional[str]:
    """The grammar class of an output line, or None for garbage."""
    if not tokens:
        return "blank"
    if len(tokens) == 1 and tokens[0] in _RESULTS:
        return "result"
    if _is_row(tokens):
        return "row"
    return verdict_language(tokens)


def _well_formed(tokens: Sequence[bytes], exp: _Expected) -> bool:
    kind = _kind_of(tokens)
    if exp.kind in ("sk", "en"):
        return kind == exp.kind
    return kind in ("result", "blank", "row")


def _quote(raw: bytes) -> str:
    """A contestant's line for a message: trailing whitespace cut,
    shortened, quoted with repr() (undecodable bytes shown as ``\\xNN``)."""
    raw = raw.rstrip()
    cut = len(raw) > QUOTE_LIMIT
    raw = raw[:QUOTE_LIMIT]
    try:
        text = repr(raw.decode("utf-8"))
    except UnicodeDecodeError:
        text = repr(raw)[1:]
    return text[:-1] + "..." + text[-1] if cut else text


def _found(raw: Optional[bytes]) -> str:
    if raw is None:
        return "the end of the output"
    if not raw.split():
        return "an empty line"
    return _quote(raw)


# ------------------------------------------------------------ line sources
class _Lines:
    """Bounded line reading from a binary stream: ``next()`` returns a line
    (with its newline), ``None`` at the end, or raises :class:`_TooLong`."""

    def __init__(self, fh: BinaryIO, max_line: int = MAX_LINE) -> None:
        self.fh = fh
        self.max_line = max_line
        self.count = 0

    def next(self, limit: Optional[int] = None) -> Optional[bytes]:
        limit = self.max_line if limit is None else min(limit, self.max_line)
        raw = self.fh.readline(limit + 1)
        if not raw:
            return None
        self.count += 1
        if len(raw) > limit and not raw.endswith(b"\n"):
            raise _TooLong(self.count)
        return raw


class _TooLong(Exception):
    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


def _stream(source) -> BinaryIO:
    """A binary stream over text, bytes or a binary file object."""
    if isinstance(source, str):
        return io.BytesIO(source.encode("utf-8", "surrogateescape"))
    if isinstance(source, (bytes, bytearray, memoryview)):
        return io.BytesIO(bytes(source))
    if hasattr(source, "readline"):
        return source
    raise TypeError(f"expected str, bytes or a binary file, not {type(source).__name__}")


# ------------------------------------------------------ the expected lines
def _expected_from_text(out: str, fmt: str) -> List[_Expected]:
    """Expected lines from fastcheck's own output."""
    lines = out.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if fmt != "ostap":
        res = []
        for i, line in enumerate(lines):
            toks = tuple(line.encode().split())
            res.append(_Expected(f"board {i + 1}", toks, line, verdict_language(toks) or "sk"))
        return res
    return _ostap_lines([ln.encode() for ln in lines], None)


def _ostap_lines(lines: List[bytes], moves: Optional[int]) -> List[_Expected]:
    """Label format C output lines (results, the empty line, 8 board rows);
    ``moves`` (P) given means ``lines`` come from an answer file and are
    checked: a broken one raises :class:`_Broken`."""
    while lines and not lines[-1].split():
        lines.pop()
    toks = [tuple(ln.split()) for ln in lines]
    k = next((i for i, t in enumerate(toks) if not t), len(toks))
    res: List[_Expected] = []
    if moves is not None:
        if k == 0:
            raise _Broken("the answer has no result line before the empty line")
        if k > moves:
            raise _Broken(f"the answer has {k} result lines, but the input has only {moves} moves")
        for i in range(k):
            if len(toks[i]) != 1 or toks[i][0] not in _RESULTS:
                raise _Broken(f"line {i + 1} of the answer: expected a result word "
                              f"(Incorrect, Correct, Check, Mate, Draw), found {_quote(lines[i])}")
            if toks[i][0] in _FINAL_RESULTS and i != k - 1:
                raise _Broken(f"line {i + 1} of the answer: '{toks[i][0].decode()}' ends the game, "
                              "but more results follow")
        if k < moves and toks[k - 1][0] not in _FINAL_RESULTS:
            raise _Broken(f"the answer stops after {k} of {moves} moves without Incorrect, Mate or Draw")
        if len(lines) != k + 9:
            raise _Broken(f"the answer has {len(lines) - k - 1} lines after the empty line, expected the 8 board rows")
        for r in range(8):
            if not _is_row(toks[k + 1 + r]):
                raise _Broken(f"line {k + 2 + r} of the answer: expected board row {r + 1} "
                              f"(8 numbers -6..6), found {_quote(lines[k + 1 + r])}")
    for i, t in enumerate(toks):
        text = b" ".join(t).decode("ascii", "replace")
        if i < k:
            res.append(_Expected(f"move {i + 1}", t, text, "result"))
        elif i == k:
            res.append(_Expected("the empty line after the moves", t, "", "blank"))
        else:
            res.append(_Expected(f"board row {i - k}", t, text, "row"))
    return res


def _read_answer(source, fmt: str, boards: int, moves: int) -> List[_Expected]:
    """The expected lines from an answer file, checked against the input."""
    reader = _Lines(_stream(source))
    cap = boards if fmt != "ostap" else moves + 9
    lines: List[bytes] = []
    content = 0              # lines up to the last non-blank one
    blank_bytes = 0          # bytes of blank lines after it
    while True:
        try:
            raw = reader.next()
        except _TooLong as exc:
            raise _Broken(f"line {exc.line} of the answer is longer than {MAX_LINE} bytes") from None
        if raw is None:
            break
        lines.append(raw)
        if raw.split():
            content = len(lines)
            blank_bytes = 0
            if content > cap:
                what = f"{boards} verdict lines" if fmt != "ostap" else f"{moves} results, an empty line and 8 rows"
                raise _Broken(f"the answer goes on after {cap} lines (expected {what}): "
                              f"line {content} is {_quote(raw)}")
        else:
            blank_bytes += len(raw)
            if blank_bytes > MAX_EXTRA:
                raise _Broken(f"the answer has more than {MAX_EXTRA} bytes of blank lines")
    del lines[content:]
    if fmt == "ostap":
        return _ostap_lines(lines, moves)
    if len(lines) != boards:
        raise _Broken(f"the answer has {len(lines)} lines, but the input has {boards} boards")
    res = []
    langs = set()
    for i, raw in enumerate(lines):
        toks = tuple(raw.split())
        lang = verdict_language(toks)
        if lang is None:
            raise _Broken(f"line {i + 1} of the answer: expected a verdict line, found {_found(raw)}")
        langs.add(lang)
        res.append(_Expected(f"board {i + 1}", toks, b" ".join(toks).decode("ascii"), lang))
    if len(langs) > 1:
        raise _Broken("the answer mixes Slovak and English verdict lines")
    return res


# ---------------------------------------------------------------- compare
def _compare(expected: List[_Expected], reader: _Lines, fmt: str) -> JudgeResult:
    for exp in expected:
        want = "an empty line" if exp.kind == "blank" else repr(exp.text)
        try:
            raw = reader.next()
        except _TooLong as exc:
            return JudgeResult(PE, f"{exp.label}: line {exc.line} of the output is longer than {MAX_LINE} bytes")
        if raw is None:
            return JudgeResult(WA, f"{exp.label}: expected {want}, found the end of the output")
        toks = tuple(raw.split())
        if toks == exp.tokens:
            continue
        msg = f"{exp.label}: expected {want}, found {_found(raw)}"
        if not raw.isascii() or b"\0" in raw:
            return JudgeResult(PE, msg + " (NUL or non-ASCII bytes)")
        return JudgeResult(WA if _well_formed(toks, exp) else PE, msg)
    # nothing but blank lines may follow, and only so much of them is read
    where = "the final board" if fmt == "ostap" else (f"board {len(expected)}" if expected else "the start")
    budget = MAX_EXTRA
    while budget > 0:
        try:
            raw = reader.next(budget)
        except _TooLong as exc:
            return JudgeResult(PE, f"extra output after {where}: line {exc.line} of the output is "
                               "too long")
        if raw is None:
            break
        if raw.split():
            return JudgeResult(PE, f"extra output after {where}: line {reader.count} is {_quote(raw)}")
        budget -= len(raw)
    else:
        if reader.next(1) is not None:
            return JudgeResult(PE, f"extra output after {where}: more than {MAX_EXTRA} bytes of blank lines")
    if fmt == "ostap":
        moves = sum(1 for e in expected if e.kind == "result")
        return JudgeResult(OK, f"{moves} move{'s' if moves != 1 else ''} and the final board")
    return JudgeResult(OK, f"{len(expected)} board{'s' if len(expected) != 1 else ''}")


def _solve_input(input_data: bytes, format: str, lang: str) -> Tuple[str, str, int, int]:
    """Solve the input: (format, output, boards, moves P)."""
    try:
        fmt = detect_format(input_data) if format == "auto" else format
        out = solve(input_data, format=fmt, lang=lang)
        moves = 0
        if fmt == "ostap":
            moves = len(parse_ostap(input_data).moves)
    except FormatError as exc:
        raise _Broken(f"the input breaks its format: {exc}") from None
    boards = out.count("\n") if fmt != "ostap" else 0
    return fmt, out, boards, moves


def judge(input: Text, output, answer=None, *, format: str = "auto", lang: str = "sk") -> JudgeResult:
    """Judge a contestant's ``output`` for ``input``.

    ``output`` is text, bytes or a binary file object (read as a bounded
    stream); ``answer`` the expected output (text, bytes or a binary file) or
    ``None`` to compute it with :func:`fastcheck.solve` in the ``lang``
    wording.  Returns a :class:`JudgeResult`; never raises for bad output.
    """
    try:
        data = as_bytes(input)
        fmt, out, boards, moves = _solve_input(data, format, lang)
        expected = _expected_from_text(out, fmt) if answer is None else _read_answer(answer, fmt, boards, moves)
    except _Broken as exc:
        return JudgeResult(FAIL, str(exc))
    except (ValueError, TypeError, OSError) as exc:
        return JudgeResult(FAIL, f"{type(exc).__name__}: {exc}")
    try:
        return _compare(expected, _Lines(_stream(output)), fmt)
    except OSError as exc:
        return JudgeResult(PE, f"cannot read the output: {exc}")


def judge_files(input_path: str, output_path: Optional[str], answer_path: Optional[str] = None, *,
                format: str = "auto", lang: str = "sk", output_stream: Optional[BinaryIO] = None) -> JudgeResult:
    """:func:`judge` on files; ``output_stream`` (e.g. stdin) replaces ``output_path``.
    An unreadable input or answer is FAIL; a missing output is PE."""
    try:
        with open(input_path, "rb") as fh:
            data = fh.read()
    except OSError as exc:
        return JudgeResult(FAIL, f"cannot read the input: {exc}")
    with contextlib.ExitStack() as stack:
        answer = None
        if answer_path is not None:
            try:
                answer = stack.enter_context(open(answer_path, "rb"))
            except OSError as exc:
                return JudgeResult(FAIL, f"cannot read the answer: {exc}")
        output: Optional[IO[bytes]] = output_stream
        if output is None:
            try:
                output = stack.enter_context(open(output_path, "rb"))  # type: ignore[arg-type]
            except OSError as exc:
                return JudgeResult(PE, f"cannot read the output: {exc}")
        return judge(data, output, answer, format=format, lang=lang)


# ------------------------------------------------------------------- CLI
def _xml_escape(text: str) -> str:
    out = []
    for ch in text:
        if ch == "&":
            out.append("&amp;")
        elif ch == "<":
            out.append("&lt;")
        elif ch == ">":
            out.append("&gt;")
        elif ch == '"':
            out.append("&quot;")
        elif ord(ch) < 32:
            out.append(".")
        else:
            out.append(ch)
    return "".join(out)


def _write(path: str, text: str) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)


def _fail(msg: str, mode: str, stderr) -> int:
    stderr.write(TESTLIB_PREFIX[FAIL] + msg + "\n")
    if mode == "cms":
        sys.stdout.write("0.0\n")
    return FAIL_EXIT


def _batch_one(job) -> JudgeResult:
    inp, out, ans, fmt, lang = job
    return judge_files(inp, out, ans, format=fmt, lang=lang)


def _strip_in(path: str) -> str:
    base = os.path.basename(path)
    return base[:-3] if base.endswith(".in") else base


def _run_batch(args, stderr) -> int:
    if not args.outputs:
        return _fail("--batch needs --outputs DIR", "testlib", stderr)
    if not args.paths:
        return _fail("--batch needs at least one INPUT file", "testlib", stderr)
    jobs = []
    for inp in args.paths:
        stem = _strip_in(inp)
        out = os.path.join(args.outputs, stem + args.output_suffix)
        ans = None if args.answers is None else os.path.join(args.answers, stem + args.answer_suffix)
        jobs.append((inp, out, ans, args.format, args.lang))
    worst = 0
    passed = 0
    for inp, res in zip(args.paths, run(_batch_one, jobs, jobs=args.jobs, desc="judge")):
        sys.stdout.write(f"{inp}: {res.line()}\n")
        passed += res.ok
        worst = max(worst, res.exit_code)
    sys.stdout.write(f"passed {passed} of {len(args.paths)}\n")
    sys.stdout.flush()
    return worst


def run_cli(args: argparse.Namespace) -> int:
    """The ``fastcheck judge`` command; returns the exit code."""
    stderr = sys.stderr
    try:
        mode = "kattis" if args.kattis else "cms" if args.cms else "batch" if args.batch else "testlib"
        if sum((args.kattis, args.cms, args.batch)) > 1:
            return _fail("choose one of --kattis, --cms, --batch", "testlib", stderr)
        if mode == "batch":
            return _run_batch(args, stderr)
        p = args.paths
        if mode == "kattis":
            if len(p) < 3:
                return _fail("usage: fastcheck judge --kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT", mode, stderr)
            inp, ans, feedback = p[0], p[1], p[2]
            if not os.path.isdir(feedback):
                return _fail(f"the feedback directory {feedback!r} does not exist", mode, stderr)
            res = judge_files(inp, None, ans, format=args.format, lang=args.lang,
                              output_stream=sys.stdin.buffer)
            try:
                _write(os.path.join(feedback, "judgemessage.txt"), res.line() + "\n")
            except OSError as exc:
                return _fail(f"cannot write judgemessage.txt: {exc}", mode, stderr)
            stderr.write(res.line() + "\n")
            return KATTIS_EXIT[res.verdict]
        if mode == "cms":
            if len(p) != 3:
                return _fail("usage: fastcheck judge --cms INPUT CORRECT OUTPUT", mode, stderr)
            res = judge_files(p[0], p[2], p[1], format=args.format, lang=args.lang)
            if res.verdict == FAIL:
                return _fail(res.message, mode, stderr)
            sys.stdout.write("1.0\n" if res.ok else "0.0\n")
            sys.stdout.flush()
            stderr.write(res.line() + "\n")
            return 0
        # testlib
        if not 2 <= len(p) <= 4:
            return _fail("usage: fastcheck judge INPUT OUTPUT [ANSWER [REPORT [-appes]]]", mode, stderr)
        res = judge_files(p[0], p[1], p[2] if len(p) > 2 else None, format=args.format, lang=args.lang)
        stderr.write(res.line() + "\n")
        if len(p) == 4:
            try:
                if args.appes:
                    _write(p[3], '<?xml version="1.0" encoding="windows-1251"?>'
                                 f'<result outcome = "{TESTLIB_OUTCOME[res.verdict]}">'
                                 f"{_xml_escape(res.message)}</result>\n")
                else:
                    _write(p[3], res.message)
            except OSError as exc:
                return _fail(f"cannot write the report: {exc}", mode, stderr)
        return res.exit_code
    except Exception as exc:  # a judge never crashes with a traceback: that is FAIL
        return _fail(f"internal error: {type(exc).__name__}: {exc}", "cms" if getattr(args, "cms", False)
                     else "testlib", stderr)


def _strict(parser: argparse.ArgumentParser) -> None:
    """Bad arguments to a judge are FAIL (exit 3), not argparse's exit 2."""
    def error(message: str):
        parser.print_usage(sys.stderr)
        sys.stderr.write(f"{TESTLIB_PREFIX[FAIL]}{parser.prog}: {message}\n")
        raise SystemExit(FAIL_EXIT)

    plain = parser.parse_known_args

    def parse_known_args(args=None, namespace=None):
        ns, extras = plain(args, namespace)
        if extras:
            error("unrecognized arguments: " + " ".join(extras))
        return ns, extras

    parser.error = error                        # type: ignore[assignment]
    parser.parse_known_args = parse_known_args  # type: ignore[assignment]


def add_cli(sub) -> None:
    """Register ``fastcheck judge``."""
    p = sub.add_parser(
        "judge", help="check a contestant's output (testlib, Kattis/DOMjudge, CMS conventions)",
        description="Compare a contestant's output with the answer (or with fastcheck's own when no "
                    "answer is given), line by line, token by token.",
        epilog="testlib: exit 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL. "
               "--kattis: exit 42 accepted, 43 wrong, message in FEEDBACK_DIR/judgemessage.txt. "
               "--cms: 1.0/0.0 on stdout, message on stderr.")
    p.add_argument("paths", nargs="*", metavar="FILE",
                   help="testlib: INPUT OUTPUT [ANSWER [REPORT]]; --kattis: INPUT ANSWER FEEDBACK_DIR; "
                        "--cms: INPUT CORRECT OUTPUT; --batch: INPUT...")
    p.add_argument("-appes", action="store_true", help="testlib: write REPORT as XML")
    mode = p.add_argument_group("judge conventions")
    mode.add_argument("--kattis", action="store_true", help="Kattis/DOMjudge output validator (output on stdin)")
    mode.add_argument("--cms", action="store_true", help="CMS comparator")
    mode.add_argument("--batch", action="store_true", help="judge many tests: INPUT... with --outputs DIR")
    p.add_argument("--format", choices=["auto", "grid", "sparse", "ostap"], default="auto",
                   help="input format (default: detected)")
    p.add_argument("--lang", choices=["sk", "en"], default="sk",
                   help="wording of the computed answer when there is no answer file (default: sk)")
    b = p.add_argument_group("batch")
    b.add_argument("--outputs", metavar="DIR", help="contestant outputs DIR/NAME.out for INPUT NAME.in")
    b.add_argument("--answers", metavar="DIR", help="answers DIR/NAME.ans (default: computed)")
    b.add_argument("--output-suffix", default=".out", help="default: .out")
    b.add_argument("--answer-suffix", default=".ans", help="default: .ans")
    b.add_argument("-j", "--jobs", type=int, default=1, metavar="N", help="processes (0 = every core)")
    p.set_defaults(func=run_cli)
    _strict(p)
