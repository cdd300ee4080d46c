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
in :mod:`fastcheck.cli.judge`.  The comparison itself (the grammar of output
lines, the bounded reader, the answer's checks, the compare loop and its
messages) is :mod:`fastcheck.kit.compare`, the reference that the problem
packages' C++ output validator and checker are held against.
"""
from __future__ import annotations

import io

from .._record import FrozenRecord
from ..errors import FormatError, os_error_message, wrong_type
from ..formats import as_bytes, detect_format
from ..solver import solve
from .compare import (
    FAIL,
    MAX_EXTRA,
    MAX_LINE,
    OK,
    PE,
    PREFIX,
    QUOTE_LIMIT,
    WA,
    Broken,
    Expected,
    Lines,
    TooLong,
    compare,
    only_blank_lines_left,
    ostap_lines,
    read_answer,
    verdict_language,
)
from .compare import first_difference as compare_first_difference

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a judge's start-up more than judging a small test
    from typing import IO, Any, BinaryIO, List, Optional, Tuple, Union

    Text = Union[str, bytes, bytearray, memoryview]
    #: an output or answer: text, bytes or a file object, binary or text-mode (read as a stream)
    Source = Union[Text, IO[bytes], IO[str]]

__all__ = ["judge", "judge_files", "JudgeResult", "OK", "WA", "PE", "FAIL", "MAX_LINE", "MAX_EXTRA", "QUOTE_LIMIT",
           "first_difference", "TESTLIB_EXIT", "TESTLIB_PREFIX", "verdict_language"]

#: testlib's exit codes and message prefixes
TESTLIB_EXIT = {OK: 0, WA: 1, PE: 2, FAIL: 3}
TESTLIB_PREFIX = PREFIX


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


class _EncodedLines:
    """A text-mode file read as the binary stream the comparison reads: each
    line (at most ``limit`` characters) encoded as UTF-8."""

    __slots__ = ("text",)

    def __init__(self, text: IO[str]) -> None:
        self.text = text

    def readline(self, limit: int = -1) -> bytes:
        return self.text.readline(limit).encode("utf-8", "surrogateescape")


def _stream(source: Source) -> IO[bytes]:
    """A binary stream over text, bytes or a file object, binary or text-mode."""
    if isinstance(source, str):
        return io.BytesIO(source.encode("utf-8", "surrogateescape"))
    if isinstance(source, (bytes, bytearray, memoryview)):
        return io.BytesIO(bytes(source))
    if isinstance(source, io.TextIOBase):
        return _EncodedLines(source)  # type: ignore[return-value]  # Lines reads readline() only
    if hasattr(source, "readline"):
        return source  # type: ignore[return-value]  # a binary file object: text-mode ones are wrapped above
    raise wrong_type("str, bytes or a file object", source)


# ------------------------------------------------------ the expected lines
def _expected_from_text(out: str, fmt: str) -> List[Expected]:
    """Expected lines from fastcheck's own output."""
    lines = out.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if fmt != "ostap":
        res = []
        for i, line in enumerate(lines):
            toks = tuple(line.encode().split())
            res.append(Expected(f"board {i + 1}", toks, line, verdict_language(toks) or "sk"))
        return res
    return ostap_lines([ln.encode() for ln in lines], None)


def _solve_input(input_data: bytes, format: str, lang: str, variant: Any = "classic") -> Tuple[str, str, int, int]:
    """Solve the input (format B with ``variant``'s pieces): (format, output, boards, moves P)."""
    try:
        fmt = detect_format(input_data) if format == "auto" else format
        out = solve(input_data, format=fmt, lang=lang, variant=variant)
        moves = 0
        if fmt == "ostap":
            # start-up: format C's reader is loaded only for format C
            from ..formats.ostap import parse_ostap
            moves = len(parse_ostap(input_data).moves)
    except FormatError as exc:
        raise Broken(f"the input breaks its format: {exc}") from None
    boards = out.count("\n") if fmt != "ostap" else 0
    return fmt, out, boards, moves


def _expected(input: Text, answer: Optional[Source], format: str, lang: str,
              variant: Any = "classic") -> Tuple[str, List[Expected]]:
    """The input's format and the expected lines: ``answer``'s, checked
    against the input, or those :func:`fastcheck.solve` writes."""
    fmt, out, boards, moves = _solve_input(as_bytes(input), format, lang, variant)
    if answer is None:
        return fmt, _expected_from_text(out, fmt)
    return fmt, read_answer(_stream(answer), fmt, boards, moves)


def judge(input: Text, output: Source, answer: Optional[Source] = None, *, format: str = "auto",
          lang: str = "sk", variant: Any = "classic") -> JudgeResult:
    """Judge a contestant's ``output`` for ``input``.

    ``output`` is text, bytes or a file object, binary or text-mode (read
    as a bounded stream); ``answer`` the expected output (text, bytes or a
    file) or ``None`` to compute it with :func:`fastcheck.solve` in the ``lang``
    wording; ``variant`` the pieces a format B input holds, as ``solve`` takes it.
    Returns a :class:`JudgeResult`; never raises for bad output.
    """
    try:
        fmt, expected = _expected(input, answer, format, lang, variant)
    except Broken as exc:
        return JudgeResult(FAIL, str(exc))
    except OSError as exc:
        return JudgeResult(FAIL, os_error_message(exc, "the answer", verb="cannot read"))
    except (ValueError, TypeError) as exc:
        return JudgeResult(FAIL, f"{type(exc).__name__}: {exc}")
    try:
        return JudgeResult(*compare(expected, Lines(_stream(output)), fmt))
    except OSError as exc:
        return JudgeResult(PE, os_error_message(exc, "the output", verb="cannot read"))


def _output_line(raw: bytes) -> str:
    """An output line as text: its newline and the CR before it cut, bytes that are no UTF-8 replaced."""
    text = raw.decode("utf-8", "replace")
    return (text[:-1] if text.endswith("\n") else text).rstrip("\r")


def first_difference(input: Text, output: Source, answer: Optional[Source] = None, *, format: str = "auto",
                     lang: str = "sk", variant: Any = "classic") -> Tuple[int, Optional[str], Optional[str]]:
    """Where :func:`judge` finds ``output`` first differs from the expected
    output: the output's line number (1-based), the expected line there and
    the output's line (``None``: the output ends before it, blank lines
    aside; also for a line over :data:`MAX_LINE` bytes, which is not read);
    past the expected lines the first line that follows them.  ``(0, None, None)``: the output holds every
    expected line and ends.  Raises ValueError where the judge fails."""
    try:
        _, expected = _expected(input, answer, format, lang, variant)
    except Broken as exc:
        raise ValueError(str(exc)) from None
    reader = Lines(_stream(output))
    try:
        i, raw = compare_first_difference(expected, reader)
        if i == len(expected):
            raw = reader.next()
        if raw is not None and not raw.split() and only_blank_lines_left(reader):
            raw = None          # only blank lines follow: the output ends here, as the judge reads it
    except TooLong as exc:
        return exc.line, expected[exc.line - 1].text if exc.line <= len(expected) else None, None
    if raw is None and i == len(expected):
        return 0, None, None
    return i + 1, expected[i].text if i < len(expected) else None, None if raw is None else _output_line(raw)


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
