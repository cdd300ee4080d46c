"""The input validator: a file against its format, strictly, and the
published limits.

What "strict" means here (stricter than ``solve``'s reader, and still
taking what every reader takes as no error: Windows line endings, trailing
spaces and a missing final blank line):

Accepted
  * CRLF or LF line endings (even mixed), a missing final newline;
  * spaces and tabs at the end of a line (so a "blank" line may hold them);
  * formats A/B: no empty line after the last board (a missing final
    blank line).

Rejected
  * bytes outside printable ASCII (NUL, a UTF-8 byte order mark, letters
    with accents, a lone CR inside a line);
  * whitespace at the start of a line, tabs or runs of spaces between
    tokens (tokens are separated by exactly one space);
  * numbers with a sign ``+``, leading zeros or ``-0``;
  * formats A/B: empty lines anywhere but exactly one after each board (no
    empty line between ``t`` and the first board, inside a board, two in a
    row, or a second one after the last board);
  * format C: any layout other than 8 lines of 8 numbers, ``P`` on its own
    line, ``White``/``Black`` on its own line and one move per line, and
    any empty line;
  * everything ``solve``'s readers reject (their grammar and their messages
    are reused: ``fastcheck.formats.read_boards()``, the rules of the
    board (``fastcheck.formats.check_boards()``),
    :func:`fastcheck.parse_ostap`).

Format B's piece letters are those of ``variant`` (``fastcheck validate
--variant fairy|FILE``): the classic ones by default; a variant with
format A or C is the file's violation (an ``argument`` error).

The first violation (the smallest line number) is reported, as a
:class:`~fastcheck.errors.FormatError` naming the line and the board; its
``kind`` is ``layout`` for the byte, spacing and empty-line rules here,
``trailing`` for text after the end, ``limit`` for the preset's bounds, and
the reader's own kind for everything else.  The format is told by
:func:`fastcheck.detect_format`, as ``solve`` tells it.

Limits presets (``--limits``): ``cstate3`` (format B: 8 <= n <= 10^18,
2 <= p <= 2*10^5, 1 <= t <= 20000, total p <= 10^6), ``ksp`` (8x8 boards,
formats A or B: 1 <= t <= 1000), ``timus`` (format C: 1 <= P <= 60), ``none``
(the format only) and ``auto`` (the default: ``ksp`` for format A,
``cstate3`` for B, ``timus`` for C).

Exit codes of ``fastcheck validate``: 0 valid, 3 invalid (testlib); with
``--kattis`` 42 valid, 43 invalid.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Dict, List, NamedTuple, Optional, Tuple, Union

from ..errors import FormatError, byte_name, plural, show
from ..formats import (
    as_bytes,
    check_boards,
    check_format,
    check_variant,
    detect_format,
    parse_ostap,
    read_boards,
)
from ..formats.text import LINE_ENDS, LONE_CR, text_error
from ..kinds import CLASSIC
from ..variants import installed_variant

if TYPE_CHECKING:
    from ..kinds import VariantLike

__all__ = ["validate", "Validation", "Limits", "PRESETS", "DEFAULT_PRESET", "EXIT_VALID", "EXIT_INVALID",
           "KATTIS_VALID", "KATTIS_INVALID", "EMPTY_LINES"]

#: the rule of the empty lines of formats A and B that :func:`validate` holds, in the words of a statement
#: (``validate --help`` says it; the contest's own samples leave out the last empty line)
EMPTY_LINES = "Each position is followed by one empty line, which may be left out after the last position."

Text = Union[str, bytes, bytearray, memoryview]
FORMAT_NAMES = {"grid": "format A (8x8 grids)", "sparse": "format B (sparse boards)",
                "ostap": "format C (Ostap's chess)"}


class Limits(NamedTuple):
    """A limits preset: the formats it is for and the bounds (inclusive)."""

    name: str
    formats: Tuple[str, ...]
    t: Optional[Tuple[int, int]] = None
    n: Optional[Tuple[int, int]] = None
    p: Optional[Tuple[int, int]] = None
    total_p: Optional[int] = None
    moves: Optional[Tuple[int, int]] = None
    source: str = ""


#: the limits of each contest by preset name (``--limits NAME``); ``none`` checks the format only
PRESETS: Dict[str, Limits] = {
    "cstate3": Limits("cstate3", ("sparse",), t=(1, 20000), n=(8, 10**18), p=(2, 200000), total_p=10**6,
                      source="SPOJ CSTATE3"),
    "ksp": Limits("ksp", ("grid", "sparse"), t=(1, 1000), n=(8, 8), source="KSP, 8x8 boards"),
    "timus": Limits("timus", ("ostap",), moves=(1, 60), source="Timus 1380"),
    "none": Limits("none", ("grid", "sparse", "ostap"), source="the format only"),
}
#: the preset ``--limits auto`` takes for each format
DEFAULT_PRESET = {"grid": "ksp", "sparse": "cstate3", "ostap": "timus"}
EXIT_VALID, EXIT_INVALID = 0, 3
KATTIS_VALID, KATTIS_INVALID = 42, 43


@dataclass(frozen=True)
class Validation:
    """The outcome of :func:`validate`; true when the input is valid.

    Args:
        ok: is the input valid?
        format: the format used, ``grid``, ``sparse`` or ``ostap``.
        limits: the name of the limits preset used.
        error: the first violation (a :class:`~fastcheck.FormatError` with
            ``line``/``board``), or ``None``.
        count: the boards (A/B) or moves (C).
        variant: the variant the input was read with, as messages name it
            (``None``: the classic one).
    """

    ok: bool
    format: str
    limits: str
    error: Optional[FormatError] = None
    count: int = 0
    variant: Optional[str] = None

    def __bool__(self) -> bool:
        return self.ok

    def describe(self) -> str:
        if not self.ok:
            return f"invalid: {self.error}"
        what = "move" if self.format == "ostap" else "board"
        return (f"valid: {FORMAT_NAMES.get(self.format, self.format)}, {plural(self.count, what)}, limits {self.limits}"
                + (f", variant {self.variant}" if self.variant else ""))


# ------------------------------------------------------------ byte level
# (a byte-order mark, binary data and CR line ends are worded as every reader words them: formats.text)
_BYTE_RULES = [
    (re.compile(rb"[^\t\n\r\x20-\x7e]"), "printable ASCII text", None),
    (re.compile(rb"\r(?!\n|\Z)"), LINE_ENDS, LONE_CR),
    (re.compile(rb"(?m)^[ \t]+(?=[^ \t\r\n])"), "no whitespace at the start of a line", "leading whitespace"),
    (re.compile(rb"(?<=[^ \t\r\n])(?: {2,}|[ \t]*\t[ \t]*)(?=[^ \t\r\n])"),
     "tokens separated by a single space", "a tab or several spaces"),
    (re.compile(rb"(?<![^ \n])(?:\+[0-9]|-?0[0-9]|-0(?![0-9]))"),
     "numbers without a sign '+', leading zeros or '-0'", None),
]


def _line_of(data: bytes, pos: int) -> int:
    return data.count(b"\n", 0, pos) + 1


def _byte_error(data: bytes) -> Optional[FormatError]:
    best: Optional[Tuple[int, str, str]] = None
    for rx, expected, found in _BYTE_RULES:
        m = rx.search(data)
        if m and (best is None or m.start() < best[0]):
            if found is None:
                if rx.pattern.startswith(rb"[^"):
                    found = byte_name(data[m.start()])
                else:
                    end = data.find(b"\n", m.start())
                    tok = data[m.start():end if end >= 0 else len(data)].split()[0]
                    found = show(tok)
            best = (m.start(), expected, found)
    if best is None:
        return None
    pos, expected, found = best
    return FormatError(expected, kind="layout", line=_line_of(data, pos), found=found)


# ------------------------------------------------------- line structure
def _lines(data: bytes) -> List[bytes]:
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return lines


def _after_end_kind(raw: bytes) -> str:
    """The kind of a line after the end: another empty line breaks the
    layout, text is trailing input."""
    return "trailing" if raw.strip() else "layout"


def _found_line(raw: bytes) -> str:
    return show(raw.strip()) if raw.strip() else "an empty line"


def _walk_boards(lines: List[bytes], grid: bool) -> Tuple[Optional[FormatError], List[int]]:
    """Where the empty lines of a format A/B file may be: exactly one after
    each board.  Returns the first misplaced (or missing) empty line and the
    line numbers where the boards start.  Stops quietly where the grammar
    breaks: the parser words that."""
    blank = [i for i, raw in enumerate(lines) if not raw.strip()]
    starts: List[int] = []

    def blank_in(lo: int, hi: int) -> Optional[int]:
        k = bisect.bisect_left(blank, lo)
        return blank[k] if k < len(blank) and blank[k] < hi else None

    if not lines:
        return None, starts
    if not lines[0].strip():
        return FormatError("the number of boards t on line 1", kind="layout", line=1,
                           found="an empty line"), starts
    toks = lines[0].split()
    if len(toks) != 1 or not toks[0].isdigit():
        return None, starts
    t = int(toks[0])
    i = 1
    b = 0
    while b < t:
        b += 1
        if i >= len(lines):
            return None, starts
        if not lines[i].strip():
            after = "the line with t" if b == 1 else f"the one empty line after board {b - 1}"
            return FormatError(f"board {b} right after {after}", kind="layout", line=i + 1, board=b,
                               found="another empty line" if b > 1 else "an empty line"), starts
        starts.append(i + 1)
        if grid:
            size = 8
        else:
            toks = lines[i].split()
            if len(toks) != 2 or not toks[1].isdigit() or len(toks[1]) > 19:
                return None, starts
            size = 1 + int(toks[1])
        j = blank_in(i, i + size)
        if j is not None:
            what = f"row {j - i + 1} of the grid" if grid else f"piece line {j - i} of {size - 1}"
            return FormatError(what, kind="layout", line=j + 1, board=b, found="an empty line"), starts
        i += size
        if i >= len(lines):
            return None, starts           # the end (or a truncated file: the parser says so)
        if lines[i].strip():
            return FormatError(f"an empty line after board {b}", kind="layout", line=i + 1, board=b,
                               found=_found_line(lines[i])), starts
        i += 1
    if i < len(lines):
        return FormatError(f"end of input after the empty line that ends board {t}" if t else
                           "end of input after t = 0", kind=_after_end_kind(lines[i]), line=i + 1,
                           found=_found_line(lines[i]) if lines[i].strip() else "another empty line"), starts
    return None, starts


def _walk_ostap(lines: List[bytes]) -> Optional[FormatError]:
    """Format C's layout: 8 rows of 8 numbers, P, the side, P moves, one a line."""
    for r in range(8):
        if r >= len(lines):
            return None
        n = len(lines[r].split())
        if n != 8:
            return FormatError(f"row {r + 1} of the board: 8 numbers on the line", kind="layout", line=r + 1,
                               found=plural(n, "token") if n else "an empty line")
    items = [(8, "the number of moves P alone on its line"), (9, "'White' or 'Black' alone on its line")]
    for idx, what in items:
        if idx >= len(lines):
            return None
        toks = lines[idx].split()
        if len(toks) != 1:
            return FormatError(what, kind="layout", line=idx + 1, found=_found_line(lines[idx]))
    p_tok = lines[8].split()[0]
    if not p_tok.isdigit() or len(p_tok) > 3:
        return None
    moves = int(p_tok)
    for k in range(moves):
        idx = 10 + k
        if idx >= len(lines):
            return None
        toks = lines[idx].split()
        if len(toks) != 1:
            return FormatError(f"move {k + 1} of {moves} alone on its line", kind="layout", line=idx + 1,
                               found=_found_line(lines[idx]))
    if 10 + moves < len(lines):
        idx = 10 + moves
        return FormatError(f"end of input after {plural(moves, 'move')}", kind=_after_end_kind(lines[idx]),
                           line=idx + 1, found=_found_line(lines[idx]))
    return None


def _earlier(a: Optional[FormatError], b: Optional[FormatError]) -> Optional[FormatError]:
    """The error with the smaller line; ``b`` wins ties.  Byte-level errors
    beat the layout of empty lines, which beats the parser's grammar: on the
    same line they say why the next one breaks."""
    if a is None:
        return b
    if b is None:
        return a
    la = a.line if a.line is not None else 1 << 62
    lb = b.line if b.line is not None else 1 << 62
    return a if la < lb else b


# ------------------------------------------------------------------ limits
def _range_error(value: int, bounds: Optional[Tuple[int, int]], what: str, preset: Limits,
                 line: Optional[int], board: Optional[int]) -> Optional[FormatError]:
    if bounds is None or bounds[0] <= value <= bounds[1]:
        return None
    lo, hi = bounds
    return FormatError(f"{what} within {_num(lo)}..{_num(hi)} ({preset.name} limits)", kind="limit", line=line,
                       board=board, found=str(value))


def _num(v: int) -> str:
    if v >= 10**6 and str(v).rstrip("0") == "1":
        return f"10^{len(str(v)) - 1}"
    return str(v)


def _board_limits(batch, starts: List[int], preset: Limits) -> Optional[FormatError]:
    t = len(batch)
    err = _range_error(t, preset.t, "the number of boards t", preset, 1, None)
    if err:
        return err
    n = batch.n.tolist()
    offsets = batch.offsets.tolist()
    sizes = [hi - lo for lo, hi in zip(offsets, offsets[1:])]
    total = 0
    for b in range(t):
        line = starts[b] if b < len(starts) else None
        err = (_range_error(n[b], preset.n, "the board size n", preset, line, b + 1)
               or (None if batch.fmt == "grid" else
                   _range_error(sizes[b], preset.p, "the piece count p", preset, line, b + 1)))
        if err:
            return err
        total += sizes[b]
        if preset.total_p is not None and total > preset.total_p:
            return FormatError(f"at most {_num(preset.total_p)} pieces in the file ({preset.name} limits)",
                               kind="limit", line=line, board=b + 1, found=f"{total} after this board")
    return None


# ---------------------------------------------------------- canonical form
def _canonical_error(data: bytes, fmt: str, count: int) -> Optional[FormatError]:
    """The first departure of a valid input from its one canonical spelling
    (what jury tools such as BAPCtools demand of a package's data: they make
    invalid inputs by adding CRs, trailing spaces or newlines to a valid one):
    LF line ends, no whitespace at the end of a line, a final newline, and in
    formats A/B the empty line after the last board too."""
    lines = data.split(b"\n")
    for i, raw in enumerate(lines):
        if b"\r" in raw:
            return FormatError("LF line ends (canonical form)", kind="layout", line=i + 1, found="a CR")
        if raw.endswith((b" ", b"\t")):
            return FormatError("no whitespace at the end of a line (canonical form)", kind="layout", line=i + 1,
                               found="trailing whitespace")
    if not data.endswith(b"\n"):
        return FormatError("a newline at the end of the input (canonical form)", kind="layout",
                           line=len(lines), found="the end of input")
    if fmt != "ostap" and count and not data.endswith(b"\n\n"):
        return FormatError(f"an empty line after board {count} (canonical form)", kind="layout",
                           line=len(lines), board=count, found="the end of input")
    return None


# ---------------------------------------------------------------- validate
def validate(text: Text, *, format: str = "auto", limits: str = "auto", canonical: bool = False,
             variant: VariantLike = CLASSIC) -> Validation:
    """Check an input strictly against its format and a limits preset.

    Never raises for bad input: the first violation is in the result's ``error``.

    Args:
        text: the whole input, ``str`` or bytes-like.
        format: ``auto`` (detected), ``grid``, ``sparse`` or ``ostap``.
        limits: a name from :data:`PRESETS`, or ``auto`` (:data:`DEFAULT_PRESET`).
        canonical: also refuse a valid input that is not spelled
            canonically (CRLF, trailing whitespace, no final newline or, in
            formats A/B, no empty line after the last board).
        variant: the piece kinds of format B, as :func:`~fastcheck.solve`
            takes it (another format with any but the classic one is the
            result's error).
    """
    check_format(format)
    if limits != "auto" and limits not in PRESETS:
        raise ValueError(f"limits must be 'auto' or one of {tuple(PRESETS)}, not {limits!r}")
    kinds = installed_variant(variant)         # the one variant every step below takes
    named = None if kinds.is_classic else kinds.label
    data = as_bytes(text)
    fmt = detect_format(data) if format == "auto" else format
    name = DEFAULT_PRESET[fmt] if limits == "auto" else limits
    preset = PRESETS[name]
    try:
        check_variant(fmt, kinds)
    except FormatError as exc:
        return Validation(False, fmt, name, exc, variant=named)
    if fmt not in preset.formats:
        want = " or ".join(FORMAT_NAMES[f] for f in preset.formats)
        return Validation(False, fmt, name, FormatError(f"{want} for the {name} limits", kind="limit",
                                                       found=FORMAT_NAMES[fmt]))
    lines = _lines(data)
    byte_err = _earlier(_byte_error(data), text_error(data, "layout"))   # wins ties: it says why the grammar breaks
    starts: List[int] = []
    if fmt == "ostap":
        walk_err = _walk_ostap(lines)
    else:
        walk_err, starts = _walk_boards(lines, fmt == "grid")
    grammar = None
    log = None
    batch = None
    try:
        if fmt == "ostap":
            log = parse_ostap(data)
        else:
            batch = read_boards(data, fmt, kinds)
            check_boards(batch, data, kinds)
    except FormatError as exc:
        grammar = exc
    first = _earlier(_earlier(grammar, walk_err), byte_err)
    if first is not None:
        return Validation(False, fmt, name, first, variant=named)
    if log is not None:
        count = len(log.moves)
        err = _range_error(count, preset.moves, "the number of moves P", preset, 9, None)
    else:
        assert batch is not None
        count = len(batch)
        err = _board_limits(batch, starts, preset)
    if err is None and canonical:
        err = _canonical_error(data, fmt, count)
    return Validation(err is None, fmt, name, err, count, named)
