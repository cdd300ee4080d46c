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
  one, or the output ends early (see below);
* ``PE`` (presentation error) -- the line is not a well-formed output line
  (garbage, the other language, NUL or non-ASCII bytes, a line over
  :data:`MAX_LINE` bytes), or non-blank output follows the expected end;
* ``FAIL`` -- the judge itself cannot work: bad arguments, an input that
  breaks its format, an answer file that is not a well-formed answer for
  that input, a report or feedback file that cannot be written.

An output that ends early is a wrong answer: expected lines are missing,
the last line stops within the expected one (``Cierny hrac ma`` where
``Cierny hrac ma mat.`` is due), or only blank lines follow the last full
line.  That is what the standard checkers do: testlib's ``wcmp`` ("Unexpected
EOF in the participants output") and ``lcmp`` (a missing line reads as an
empty one, which differs) answer ``_wa``, and the Kattis/DOMjudge default
output validator answers wrong answer ("User EOF while judge had more
output"; it has no presentation error at all).  testlib gives a
presentation error (``_unexpected_eof``, exit 2, or 8 with
``ENABLE_UNEXPECTED_EOF``) only when a hand-written checker reads a token
past the end; a missing line is no format error here, so WA it is.  A line
cut short that is *followed* by more output is malformed: PE as above.

The contestant's output is read as a stream, line by line with a bounded
``readline``: at most :data:`MAX_LINE` bytes per line, reading stops at the
first differing line, and at most :data:`MAX_EXTRA` bytes are read past the
expected end.  A huge output is never loaded into memory.

Messages name the board (format A/B) or the move, the empty line and the
board row (format C) and show both lines::

    board 17: expected 'Biely hrac ma sach. Ma 4 platnych tahov.', found 'Biely hrac ma sach. Ma 5 platnych tahov.'

The command and its judge conventions (testlib, Kattis, CMS, batch) are
in :mod:`fastcheck.cli.judge`; the grammar of output lines in
:mod:`fastcheck.kit.output_grammar`.
"""
from __future__ import annotations

import io

from .._record import FrozenRecord
from ..errors import FormatError, os_error_message, plural, show
from ..formats import as_bytes, detect_format
from ..solver import solve
from .output_grammar import FINAL_RESULTS, RESULT_WORDS, is_board_row, line_kind, verdict_language

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a judge's start-up more than judging a small test
    from typing import IO, BinaryIO, List, Optional, Sequence, Tuple, Union

    Text = Union[str, bytes, bytearray, memoryview]
    #: an output or answer: text, bytes or a binary file object (read as a stream)
    Source = Union[Text, IO[bytes]]

__all__ = ["judge", "judge_files", "JudgeResult", "OK", "WA", "PE", "FAIL", "MAX_LINE", "MAX_EXTRA",
           "TESTLIB_EXIT", "TESTLIB_PREFIX", "verdict_language"]

OK, WA, PE, FAIL = "OK", "WA", "PE", "FAIL"
#: testlib's exit codes and message prefixes
TESTLIB_EXIT = {OK: 0, WA: 1, PE: 2, FAIL: 3}
TESTLIB_PREFIX = {OK: "ok ", WA: "wrong answer ", PE: "wrong output format ", FAIL: "FAIL "}

#: longest output line read (bytes); a longer line is a presentation error
MAX_LINE = 1 << 20
#: most bytes read after the expected end of the output
MAX_EXTRA = 1 << 20
#: longest piece of a line quoted in a message (characters)
QUOTE_LIMIT = 100


class JudgeResult(FrozenRecord):
    """What the checker decided: ``verdict`` is ``OK``, ``WA``, ``PE`` or
    ``FAIL``; ``message`` one line without the verdict prefix.

    Immutable, compared and hashed by its fields, with the repr of the
    frozen dataclass it was (:class:`~fastcheck._record.FrozenRecord`)."""

    __slots__ = ("verdict", "message")
    __match_args__ = ("verdict", "message")
    verdict: str
    message: str

    def __init__(self, verdict: str, message: str) -> None:
        super().__init__(verdict, message)

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


def _words(words: Sequence[bytes], sep: str, last: str = "") -> str:
    """Result words listed in a message: ``a, b, c`` (or ``a, b or c`` with ``last`` = ``' or '``)."""
    text = [w.decode() for w in words]
    if last and len(text) > 1:
        return sep.join(text[:-1]) + last + text[-1]
    return sep.join(text)


class _Broken(Exception):
    """Raised inside the judge to end with FAIL."""


class _Expected:
    """One expected line of the output."""

    __slots__ = ("label", "tokens", "text", "kind")

    def __init__(self, label: str, tokens: Tuple[bytes, ...], text: str, kind: str) -> None:
        self.label = label     # "board 17", "move 3", "the empty line after the moves", "board row 2"
        self.tokens = tokens
        self.text = text       # the line as shown in messages
        self.kind = kind       # "sk" / "en" (a verdict line), "result", "blank", "row"


# ---------------------------------------------------------------- messages
def _well_formed(tokens: Sequence[bytes], exp: _Expected) -> bool:
    """Is a differing line still a well-formed line where ``exp`` stands (WA, not PE)?"""
    kind = line_kind(tokens)
    if exp.kind in ("sk", "en"):
        return kind == exp.kind
    return kind in ("result", "blank", "row")


def _quote(raw: bytes) -> str:
    """A contestant's line for a message: trailing whitespace cut, shortened
    to :data:`QUOTE_LIMIT` characters and quoted; a byte that is not
    printable text is named as every message names it (``byte 0x00 after
    'Correct'``: :func:`~fastcheck.errors.show`)."""
    return show(raw.rstrip(), QUOTE_LIMIT)


def _found(raw: Optional[bytes]) -> str:
    if raw is None:
        return "the end of the output"
    if not raw.split():
        return "an empty line"
    return _quote(raw)


# ------------------------------------------------------------ line sources
class _BoundedLines:
    """Bounded line reading from a binary stream: ``next()`` returns a line
    (with its newline), ``None`` at the end, or raises :class:`_TooLong`."""

    def __init__(self, fh: IO[bytes], max_line: int = MAX_LINE) -> None:
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


def _stream(source: Source) -> IO[bytes]:
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
            if len(toks[i]) != 1 or toks[i][0] not in RESULT_WORDS:
                raise _Broken(f"line {i + 1} of the answer: expected a result word "
                              f"({_words(RESULT_WORDS, ', ')}), found {_quote(lines[i])}")
            if toks[i][0] in FINAL_RESULTS and i != k - 1:
                raise _Broken(f"line {i + 1} of the answer: '{toks[i][0].decode()}' ends the game, "
                              "but more results follow")
        if k < moves and toks[k - 1][0] not in FINAL_RESULTS:
            raise _Broken(f"the answer stops after {k} of {moves} moves without {_words(FINAL_RESULTS, ', ', ' or ')}")
        if len(lines) != k + 9:
            raise _Broken(f"the answer has {len(lines) - k - 1} lines after the empty line, expected the 8 board rows")
        for r in range(8):
            if not is_board_row(toks[k + 1 + r]):
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


def _read_answer(source: Source, fmt: str, boards: int, moves: int) -> List[_Expected]:
    """The expected lines from an answer file, checked against the input."""
    reader = _BoundedLines(_stream(source))
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
def _cut_short(tokens: Sequence[bytes], exp: _Expected) -> bool:
    """Is the line the start of the expected one (nothing at all, or cut off
    within a token), as the last line of an output that ends early looks?"""
    text = b" ".join(tokens)
    return text != b" ".join(exp.tokens) and b" ".join(exp.tokens).startswith(text)


def _only_blank_lines_left(reader: _BoundedLines) -> bool:
    """Does the output end after at most :data:`MAX_EXTRA` bytes of blank lines?"""
    budget = MAX_EXTRA
    while budget > 0:
        try:
            raw = reader.next(budget)
        except _TooLong:
            return False
        if raw is None:
            return True
        if raw.split():
            return False
        budget -= len(raw)
    try:
        return reader.next(1) is None
    except _TooLong:
        return False


def _compare(expected: List[_Expected], reader: _BoundedLines, fmt: str) -> JudgeResult:
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
        if _cut_short(toks, exp) and _only_blank_lines_left(reader):
            # the output ends early, in the middle of this line or before it (blank lines do not count)
            found = f"{_quote(raw)} where the output ends" if toks else "the end of the output"
            return JudgeResult(WA, f"{exp.label}: expected {want}, found {found}")
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
        return JudgeResult(OK, f"{plural(moves, 'move')} and the final board")
    return JudgeResult(OK, plural(len(expected), "board"))


def _solve_input(input_data: bytes, format: str, lang: str) -> Tuple[str, str, int, int]:
    """Solve the input: (format, output, boards, moves P)."""
    try:
        fmt = detect_format(input_data) if format == "auto" else format
        out = solve(input_data, format=fmt, lang=lang)
        moves = 0
        if fmt == "ostap":
            # start-up: format C's reader is loaded only for format C
            from ..formats.ostap import parse_ostap
            moves = len(parse_ostap(input_data).moves)
    except FormatError as exc:
        raise _Broken(f"the input breaks its format: {exc}") from None
    boards = out.count("\n") if fmt != "ostap" else 0
    return fmt, out, boards, moves


def judge(input: Text, output: Source, answer: Optional[Source] = None, *, format: str = "auto",
          lang: str = "sk") -> JudgeResult:
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
    except OSError as exc:
        return JudgeResult(FAIL, os_error_message(exc, "the answer", verb="cannot read"))
    except (ValueError, TypeError) as exc:
        return JudgeResult(FAIL, f"{type(exc).__name__}: {exc}")
    try:
        return _compare(expected, _BoundedLines(_stream(output)), fmt)
    except OSError as exc:
        return JudgeResult(PE, os_error_message(exc, "the output", verb="cannot read"))


def judge_files(input_path: str, output_path: Optional[str], answer_path: Optional[str] = None, *,
                format: str = "auto", lang: str = "sk", output_stream: Optional[BinaryIO] = None) -> JudgeResult:
    """:func:`judge` on files; ``output_stream`` (e.g. stdin) replaces ``output_path``.
    An unreadable input or answer is FAIL; a missing output is PE."""
    try:
        with open(input_path, "rb") as fh:
            data = fh.read()
    except OSError as exc:
        return JudgeResult(FAIL, os_error_message(exc, "the input"))
    # no contextlib.ExitStack: importing contextlib costs a judge's start-up more than these lines
    answer = None
    if answer_path is not None:
        try:
            answer = open(answer_path, "rb")
        except OSError as exc:
            return JudgeResult(FAIL, os_error_message(exc, "the answer"))
    try:
        if output_stream is not None:
            return judge(data, output_stream, answer, format=format, lang=lang)
        try:
            output = open(output_path, "rb")  # type: ignore[arg-type]
        except OSError as exc:
            return JudgeResult(PE, os_error_message(exc, "the output"))
        with output:
            return judge(data, output, answer, format=format, lang=lang)
    finally:
        if answer is not None:
            answer.close()
