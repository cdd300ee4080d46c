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
  one, or the output ends before an expected line (see below);
* ``PE`` (presentation error) -- the line is not a well-formed output line
  (garbage, the other language, NUL or non-ASCII bytes, a line over
  :data:`MAX_LINE` bytes), or non-blank output follows the expected end;
* ``FAIL`` -- the judge itself cannot work: the command's bad arguments,
  an input that breaks its format, an answer file that is not a
  well-formed answer for that input, a report or feedback file that cannot
  be written.  :func:`judge`'s bad arguments (a wrong type, a bad
  ``format`` or ``lang``) are raised, never a verdict.

A line gets one verdict wherever it stands: ``Cierny hrac ma mat`` (its
final ``.`` missing) or ``Cierny hrac ma`` is a presentation error on the
last line as on any other, with or without a newline after it.  An output
that ends before an expected line (lines missing, or only blank lines after
the last full line) is a wrong answer.  That is what the standard checkers
do: testlib's ``wcmp`` ("Unexpected EOF in the participants output") and
``lcmp`` (a missing line reads as an empty one, which differs) answer
``_wa``, and the Kattis/DOMjudge default output validator answers wrong
answer ("User EOF while judge had more output"; it has no presentation
error at all).  A line cut short is no missing line: a checker runs on the
output of a program that ended, and a program that ended within a line
wrote that line wrong.

Without an answer, a presentation error on an output that is right in the
other wording says so: the message ends ``(the output is right in English:
judge it with lang="en")``, the command's with ``--lang en``.

The contestant's output is read as a stream, line by line with a bounded
``readline``: at most :data:`MAX_LINE` bytes per line, reading stops at the
first differing line, and at most :data:`MAX_EXTRA` bytes are read past the
expected end.  A huge output is never loaded into memory.

Messages name the board (format A/B) or the move, the empty line and the
board row (format C) and show both lines::

    board 17: expected 'Biely hrac ma sach. Ma 4 platnych tahov.', found 'Biely hrac ma sach. Ma 5 platnych tahov.'

The command and its judge conventions (testlib, Kattis, CMS, batch) are
in ``fastcheck.cli.judge``.  The comparison itself (the grammar of output
lines, the bounded reader, the answer's checks, the compare loop and its
messages) is :mod:`fastcheck.kit.compare`, the reference that the problem
packages' C++ output validator and checker are held against.
"""
from __future__ import annotations

import io
import os
import sys

from .._record import FrozenRecord
from ..errors import FormatError, os_error_message, wrong_type
from ..formats import detect_format
from ..kinds import CLASSIC
from ..solver import check_options, solve, with_file_name_hint
from ..variants import installed_variant
from .compare import (
    FAIL,
    LANGUAGE_NAMES,
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
    line_kind,
    only_blank_lines_left,
    ostap_lines,
    read_answer,
    verdict_language,
)
from .compare import first_difference as compare_first_difference

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a judge's start-up more than judging a small test
    from typing import IO, BinaryIO, List, Optional, Tuple, Union

    from ..kinds import VariantArg, VariantLike

    Text = Union[str, bytes, bytearray, memoryview]
    #: an input, output or answer: text (str or bytes), a path (os.PathLike, opened and read) or a file
    #: object, binary or text-mode (read as a stream)
    Source = Union[Text, os.PathLike, IO[bytes], IO[str]]

__all__ = ["judge", "judge_files", "JudgeResult", "OK", "WA", "PE", "FAIL", "MAX_LINE", "MAX_EXTRA", "QUOTE_LIMIT",
           "first_difference", "TESTLIB_EXIT", "TESTLIB_PREFIX", "verdict_language"]

#: testlib's exit codes and message prefixes
TESTLIB_EXIT = {OK: 0, WA: 1, PE: 2, FAIL: 3}
TESTLIB_PREFIX = PREFIX
#: how a message names the setting of the computed answer's wording, by who judges: a Python call's
#: keyword, the command's option
LANG_SETTING = {"python": 'lang="{lang}"', "command": "--lang {lang}"}
#: what every argument of :func:`judge` may be
SOURCE_KINDS = "text (str or bytes), a path (os.PathLike) or a file object"
#: the command line's name of standard input
STDIN = "-"
#: the calls :func:`judge` and :func:`first_difference` suggest when their input is a file's name given as
#: text (``{name}``: the name's repr)
JUDGE_CALL = "judge(Path({name}), ...)"
FIRST_DIFFERENCE_CALL = "first_difference(Path({name}), ...)"


class JudgeResult(FrozenRecord):
    """What the checker decided.

    Immutable, compared and hashed by its fields, with the repr of the
    frozen dataclass it was (``FrozenRecord``).

    Args:
        verdict: ``OK``, ``WA``, ``PE`` or ``FAIL``.
        message: one line, without the verdict's prefix.
    """

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

    def read(self) -> bytes:
        return self.text.read().encode("utf-8", "surrogateescape")


class _Prepended:
    """A stream that gives ``first`` (a line already read from ``rest``) and then the rest of ``rest``."""

    __slots__ = ("first", "rest")

    def __init__(self, first: bytes, rest: IO[bytes]) -> None:
        self.first: Optional[bytes] = first
        self.rest = rest

    def readline(self, limit: int = -1) -> bytes:
        if self.first is None:
            return self.rest.readline(limit)
        raw, self.first = self.first, None
        return raw


class _FirstLineKept(Lines):
    """:class:`~fastcheck.kit.compare.Lines` that keeps the output's first line
    (``first``), for the hint of the other wording; from the second line on
    it reads as ``Lines`` does, at no cost (the instance's ``next`` is gone)."""

    def __init__(self, fh: IO[bytes]) -> None:
        super().__init__(fh)
        self.first: Optional[bytes] = None
        self.next = self._first_next              # type: ignore[method-assign]

    def _first_next(self, limit: int = MAX_LINE) -> Optional[bytes]:
        del self.next
        try:
            self.first = self.next(limit)
        except TooLong:
            self.first = b""                      # no verdict line: no hint
            raise
        return self.first


def _is_file(source: object) -> bool:
    """Is ``source`` a file object (anything with ``readline``)?"""
    return hasattr(source, "readline")


def _check_source(source: object, role: str) -> None:
    """Raise the TypeError of a :func:`judge` argument ``role`` that is none of :data:`SOURCE_KINDS`."""
    if not isinstance(source, (str, bytes, bytearray, memoryview, os.PathLike)) and not _is_file(source):
        raise wrong_type(f"the {role} as {SOURCE_KINDS}", source)


def _stream(source: Source) -> IO[bytes]:
    """A binary stream over text, bytes or a file object, binary or text-mode."""
    if isinstance(source, str):
        return io.BytesIO(source.encode("utf-8", "surrogateescape"))
    if isinstance(source, (bytes, bytearray, memoryview)):
        return io.BytesIO(bytes(source))
    if isinstance(source, io.TextIOBase):
        return _EncodedLines(source)  # type: ignore[return-value,arg-type]  # Lines reads readline() only
    if _is_file(source):
        return source  # type: ignore[return-value]  # a binary file object: text-mode ones are wrapped above
    raise wrong_type(SOURCE_KINDS, source)


def _read_all(source: Source) -> bytes:
    """The whole of text, bytes or a file object as bytes."""
    if isinstance(source, str):
        return source.encode("utf-8", "surrogateescape")
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source)
    fh = _stream(source)
    if hasattr(fh, "read"):
        return fh.read()
    return b"".join(iter(fh.readline, b""))


class _Opened:
    """The arguments of :func:`judge` that are paths, opened for binary
    reading (:meth:`open`) and closed at the end of the ``with`` block."""

    __slots__ = ("files",)

    def __init__(self) -> None:
        self.files: List[IO[bytes]] = []

    def open(self, source: Source) -> Source:
        """``source`` opened when it is a path (an OSError when it cannot be), else as it is."""
        if isinstance(source, os.PathLike):
            fh = open(source, "rb")
            self.files.append(fh)
            return fh
        return source

    def __enter__(self) -> _Opened:
        return self

    def __exit__(self, *exc: object) -> None:
        for fh in self.files:
            fh.close()


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


def _solve_input(input_data: bytes, format: str, lang: str, variant: VariantArg, given: object = None,
                 call: str = JUDGE_CALL) -> Tuple[str, str, int, int]:
    """Solve the input (format B read with the letters of ``variant``): (format, output, boards, moves P).
    ``given`` is the input as the caller was given it: a ``str`` naming a
    file gets the hint of ``call`` when the input breaks its format."""
    try:
        fmt = detect_format(input_data) if format == "auto" else format
        out = solve(input_data, format=fmt, lang=lang, variant=variant)
        moves = 0
        if fmt == "ostap":
            # start-up: format C's reader is loaded only for format C
            from ..formats.ostap import parse_ostap
            moves = len(parse_ostap(input_data).moves)
    except FormatError as exc:
        raise Broken(f"the input breaks its format: {with_file_name_hint(exc, given, call)}") from None
    boards = out.count("\n") if fmt != "ostap" else 0
    return fmt, out, boards, moves


def _expected(input_data: bytes, answer: Optional[IO[bytes]], format: str, lang: str,
              variant: VariantArg, given: object = None, call: str = JUDGE_CALL) -> Tuple[str, List[Expected]]:
    """The input's format and the expected lines: ``answer``'s, checked
    against the input, or those :func:`fastcheck.solve` writes (``given``
    and ``call`` as :func:`_solve_input` takes them)."""
    fmt, out, boards, moves = _solve_input(input_data, format, lang, variant, given, call)
    if answer is None:
        return fmt, _expected_from_text(out, fmt)
    return fmt, read_answer(answer, fmt, boards, moves)


def judge(input: Source, output: Source, answer: Optional[Source] = None, *, format: str = "auto",
          lang: str = "sk", variant: VariantLike = CLASSIC) -> JudgeResult:
    """Judge a contestant's ``output`` for ``input``.

    Returns a :class:`JudgeResult`; never raises for bad output or input.
    An input that breaks its format is ``FAIL`` (with a hint when it is a
    ``str`` naming a file: ``did you mean judge(Path('x.in'), ...)?``).

    Each of ``input``, ``output`` and ``answer`` is text (``str`` or bytes),
    a path (``os.PathLike``, e.g. ``Path("a.out")``, opened and read; a
    ``str`` is always text) or a file object, binary or text-mode.

    Args:
        input: the test's input.
        output: the contestant's output (read as a bounded stream).
        answer: the expected output, or ``None`` to compute it with
            :func:`fastcheck.solve` in the ``lang`` wording (a message then
            says ``lang="en"`` when the output is right in the other one).
        format: ``auto``, ``grid`` (A), ``sparse`` (B) or ``ostap`` (C).
        lang: the wording of the computed answer, ``sk`` or ``en``.
        variant: the piece kinds the input is read with, as
            :func:`fastcheck.solve` takes it: ``classic``, ``fairy``, a
            variant file's path or a :class:`~fastcheck.Variant`.

    Raises:
        TypeError: an argument of a wrong type.
        ValueError: a ``format`` or ``lang`` that is none of those above
            (as :func:`fastcheck.solve` raises it), or a variant that
            cannot be read.
    """
    return _judge(input, output, answer, format, lang, variant, "python")


def _judge(input: Source, output: Source, answer: Optional[Source], format: str, lang: str,
           variant: VariantLike, caller: str) -> JudgeResult:
    """:func:`judge`, its hint of the other wording worded for ``caller`` (a key of :data:`LANG_SETTING`)."""
    _check_source(input, "input")
    _check_source(output, "output")
    if answer is not None:
        _check_source(answer, "answer")
    check_options(format, lang)
    kinds = installed_variant(variant)
    with _Opened() as opened:
        try:
            data = _read_all(opened.open(input))
        except OSError as exc:
            return JudgeResult(FAIL, os_error_message(exc, "the input"))
        try:
            expected_stream = None if answer is None else _stream(opened.open(answer))
        except OSError as exc:
            return JudgeResult(FAIL, os_error_message(exc, "the answer"))
        try:
            stream = _stream(opened.open(output))
        except OSError as exc:
            return JudgeResult(PE, os_error_message(exc, "the output"))
        try:
            fmt, expected = _expected(data, expected_stream, format, lang, kinds, input)
        except Broken as exc:
            return JudgeResult(FAIL, str(exc))
        except OSError as exc:
            return JudgeResult(FAIL, os_error_message(exc, "the answer", verb="cannot read"))
        reader = _FirstLineKept(stream)
        try:
            verdict, message = compare(expected, reader, fmt)
            if verdict == PE and answer is None:
                message += _other_wording(data, fmt, lang, kinds, reader, caller)
        except OSError as exc:
            return JudgeResult(PE, os_error_message(exc, "the output", verb="cannot read"))
        return JudgeResult(verdict, message)


def _other_wording(data: bytes, fmt: str, lang: str, variant: VariantArg, reader: _FirstLineKept,
                   caller: str) -> str:
    """The hint for a presentation error on the output's first line when the
    whole output is right in the other wording (``(the output is right in
    English: judge it with --lang en)`` after a space), else ``""``."""
    if reader.count != 1 or reader.first is None:
        return ""
    other = line_kind(tuple(reader.first.split()))
    if other == lang or other not in LANGUAGE_NAMES:
        return ""
    expected = _expected_from_text(solve(data, format=fmt, lang=other, variant=variant), fmt)
    if compare(expected, Lines(_Prepended(reader.first, reader.fh)), fmt)[0] != OK:
        return ""
    return (f" (the output is right in {LANGUAGE_NAMES[other]}: judge it with "
            f"{LANG_SETTING[caller].format(lang=other)})")


def _output_line(raw: bytes) -> str:
    """An output line as text: its newline and the CR before it cut, bytes that are no UTF-8 replaced."""
    text = raw.decode("utf-8", "replace")
    return (text[:-1] if text.endswith("\n") else text).rstrip("\r")


def first_difference(input: Source, output: Source, answer: Optional[Source] = None, *, format: str = "auto",
                     lang: str = "sk", variant: VariantLike = CLASSIC) -> Tuple[int, Optional[str], Optional[str]]:
    """Where :func:`judge` finds ``output`` first differs from the expected
    output: the output's line number (1-based), the expected line there and
    the output's line (``None``: the output ends before it, blank lines
    aside; also for a line over :data:`MAX_LINE` bytes, which is not read);
    past the expected lines the first line that follows them.  ``(0, None, None)``: the output holds every
    expected line and ends.  The arguments are :func:`judge`'s.  Raises
    ValueError where the judge fails."""
    for role, source in (("input", input), ("output", output), ("answer", answer)):
        if source is not None:
            _check_source(source, role)
    check_options(format, lang)
    kinds = installed_variant(variant)
    with _Opened() as opened:
        data = _read_all(opened.open(input))
        expected_stream = None if answer is None else _stream(opened.open(answer))
        try:
            _, expected = _expected(data, expected_stream, format, lang, kinds, input, FIRST_DIFFERENCE_CALL)
        except Broken as exc:
            raise ValueError(str(exc)) from None
        reader = Lines(_stream(opened.open(output)))
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


class _FilePath:
    """A path that :func:`judge_files` was given as a ``str`` (which :func:`judge` reads as text)."""

    __slots__ = ("path",)

    def __init__(self, path: str) -> None:
        self.path = path

    def __fspath__(self) -> str:
        return self.path


def _file(path: str) -> Source:
    """A file argument of :func:`judge_files`: a path, or standard input for :data:`STDIN`."""
    return sys.stdin.buffer if path == STDIN else _FilePath(path)


def judge_files(input_path: str, output_path: Optional[str], answer_path: Optional[str] = None, *,
                format: str = "auto", lang: str = "sk", output_stream: Optional[BinaryIO] = None,
                variant: VariantLike = CLASSIC, caller: str = "python") -> JudgeResult:
    """:func:`judge` on files.

    An unreadable input or answer is FAIL; a missing output is PE.

    Args:
        input_path: the test's input file; ``-`` is standard input.
        output_path: the contestant's output file; ``-`` is standard input.
        answer_path: the expected output's file (``-``: standard input), or
            ``None`` to compute it.  At most one of the three may be ``-``.
        format: as :func:`judge` takes it.
        lang: as :func:`judge` takes it.
        output_stream: a binary stream (e.g. stdin) read instead of ``output_path``.
        variant: as :func:`judge` takes it.
        caller: ``"python"`` or ``"command"``: how the hint of the other
            wording is worded (``lang="en"`` or ``--lang en``).
    """
    if [input_path, output_path, answer_path].count(STDIN) + (output_stream is not None) > 1:
        raise ValueError("at most one of the input, the output and the answer can be standard input")
    output = output_stream if output_stream is not None else _file(output_path)  # type: ignore[arg-type]
    return _judge(_file(input_path), output, None if answer_path is None else _file(answer_path), format, lang,
                  variant, caller)
