"""The comparison of a contestant's output with the answer, standard library
only: the core of ``fastcheck judge`` (:mod:`fastcheck.kit.judge` imports
it), and the reference that the problem packages' C++ output comparison
(``package/programs/output_comparison.cpp``, the Kattis/ICPC output
validator and the Polygon checker) is held against: the package builder
writes this module's tables and limits into that program.

Lines are compared token by token (runs of whitespace are one separator; CR
and trailing blank lines do not count); the first differing line decides,
a well-formed line in the wrong place is a wrong answer, a malformed one
(garbage, NUL or non-ASCII bytes, a line over 1 MiB, output after the
expected end) a presentation error wherever it stands, the last line too,
and an output that ends before an expected line a wrong answer.  At most
1 MiB is read per line and 1 MiB past the expected end, so an endless or
huge output ends early in bounded memory.

The verdict lines are :data:`TEMPLATES`, format C's words
:data:`RESULT_WORDS`: copies of ``fastcheck.verdicts`` (which needs the
compiled core, so this module does not import it), checked equal by the
tests.  :data:`EXIT` is the Kattis convention's exit codes (42 accepted, 43
wrong answer or presentation error, 3 judge error).
"""

OK, WA, PE, FAIL = "OK", "WA", "PE", "FAIL"
PREFIX = {OK: "ok ", WA: "wrong answer ", PE: "wrong output format ", FAIL: "FAIL "}
#: the exit code of each verdict in the Kattis convention (42 accepted, 43 wrong answer or
#: presentation error, 3 judge error)
EXIT = {OK: 42, WA: 43, PE: 43, FAIL: 3}
#: the input formats (the values of the C++ output validator's --format)
FORMATS = ("grid", "sparse", "ostap")
#: longest output line read (bytes); a longer line is a presentation error
MAX_LINE = 1 << 20
#: most bytes read after the expected end of the output
MAX_EXTRA = 1 << 20
#: longest piece of a line quoted in a message (characters)
QUOTE_LIMIT = 100
#: format C's most moves P (fastcheck.formats.ostap's), which the C++ output comparison checks the input for
MAX_MOVES = 60

# ------------------------------------------------------- output line kinds
#: the slots of :data:`TEMPLATES`: the checked side's name and the move count
SIDE, COUNT = "{side}", "{count}"
#: every verdict line by language, with the checked side's name and the move count as slots:
#: fastcheck.verdicts.WORDING's templates (format A's count-less Slovak check line among them)
TEMPLATES = {
    "sk": ("Neutralna situacia.", "Nemozna situacia.", "{side} hrac ma sach. Ma {count} platnych tahov.",
           "{side} hrac ma sach.", "{side} hrac ma mat."),
    "en": ("Safe", "Impossible", "{side} Check - {count} Plausible Moves", "{side} Checkmate"),
}
#: the languages' names, as messages write them
LANGUAGE_NAMES = {"sk": "Slovak", "en": "English"}
#: the side names by language, White first: fastcheck.verdicts.WORDING's sides
SIDES = {"sk": ("Biely", "Cierny"), "en": ("White", "Black")}
#: format C's result words in code order, and those that end the game (fastcheck.verdicts')
RESULT_WORDS = (b"Incorrect", b"Correct", b"Check", b"Mate", b"Draw")
FINAL_RESULTS = (b"Incorrect", b"Mate", b"Draw")
#: the numbers of a format C board row
CELL_TOKENS = frozenset(str(v).encode() for v in range(-6, 7))


def count_token(tok):
    """A move count as fastcheck writes it: 1 to 20 digits, no leading zero."""
    return 1 <= len(tok) <= 20 and tok.isdigit() and tok[:1] != b"0"


def patterns(templates, sides):
    """Every verdict line of ``templates`` as a token pattern, by its number
    of tokens: ``(lang, slots)`` where a slot is the token itself, the set of
    side names or None for a count."""
    out = {}
    for lang, lines in templates.items():
        names = frozenset(name.encode() for name in sides[lang])
        for template in lines:
            slots = tuple(names if tok == SIDE else None if tok == COUNT else tok.encode()
                          for tok in template.split(" "))
            out.setdefault(len(slots), []).append((lang, slots))
    return out


PATTERNS = patterns(TEMPLATES, SIDES)


def verdict_language(tokens):
    """'sk' or 'en' when ``tokens`` are a verdict line in that wording, else None."""
    t = tuple(tokens)
    for lang, slots in PATTERNS.get(len(t), ()):
        for slot, tok in zip(slots, t):
            if not (tok == slot if isinstance(slot, bytes) else count_token(tok) if slot is None else tok in slot):
                break
        else:
            return lang
    return None


def is_board_row(t):
    """Eight numbers -6..6: a row of format C's final board."""
    return len(t) == 8 and all(x in CELL_TOKENS for x in t)


def line_kind(t):
    """The class of an output line: blank, result, row, sk or en (a verdict line), or None for garbage."""
    if not t:
        return "blank"
    if len(t) == 1 and t[0] in RESULT_WORDS:
        return "result"
    if is_board_row(t):
        return "row"
    return verdict_language(t)


# ---------------------------------------------------------------- messages
#: the bytes a message shows as they are: printable ASCII, and the tab
SHOWN = bytes([0x09]) + bytes(range(0x20, 0x7F))


def show_text(text):
    """A printable line quoted, cut to QUOTE_LIMIT characters."""
    if len(text) > QUOTE_LIMIT:
        text = text[:QUOTE_LIMIT] + "..."
    return repr(text)


def quote(raw):
    """A contestant's line for a message: trailing whitespace cut, shown as
    text while it is printable ASCII; the first other byte is named by its
    value after the text before it (``byte 0x14 after 'k'``), as fastcheck's
    messages name every such byte."""
    raw = raw.rstrip()
    others = set(raw.translate(None, SHOWN))
    if not others:
        return show_text(raw.decode("ascii"))
    bad = min(raw.find(bytes([b])) for b in others)
    name = f"byte 0x{raw[bad]:02x}"
    return name + (" after " + show_text(raw[:bad].decode("ascii")) if bad else "")


def found(raw):
    if raw is None:
        return "the end of the output"
    if not raw.split():
        return "an empty line"
    return quote(raw)


class Broken(Exception):
    """The judge cannot work (FAIL)."""


class TooLong(Exception):
    def __init__(self, line):
        super().__init__(line)
        self.line = line


class Lines:
    """Bounded line reading: next() gives a line (with its newline), None at
    the end, or raises TooLong."""

    def __init__(self, fh):
        self.fh = fh
        self.count = 0

    def next(self, limit=MAX_LINE):
        limit = min(limit, MAX_LINE)
        raw = self.fh.readline(limit + 1)
        if not raw:
            return None
        self.count += 1
        if len(raw) > limit and not raw.endswith(b"\n"):
            raise TooLong(self.count)
        return raw


class Expected:
    """One expected line: label ("board 17", "move 3", ...), tokens, the text
    shown in messages, kind ("sk"/"en" verdict line, "result", "blank", "row")."""

    __slots__ = ("label", "tokens", "text", "kind")

    def __init__(self, label, tokens, text, kind):
        self.label, self.tokens, self.text, self.kind = label, tokens, text, kind


# ------------------------------------------------------------ the answer
def check_ostap_answer(lines, toks, k, moves):
    """Raise Broken unless a format C answer (its result lines end at ``k``) fits an input of ``moves`` moves."""
    if k == 0:
        raise Broken("the answer has no result line before the empty line")
    if k > moves:
        raise Broken(f"the answer has {plural(k, 'result line')}, but the input has only {plural(moves, 'move')}")
    for i in range(k):
        if len(toks[i]) != 1 or toks[i][0] not in RESULT_WORDS:
            raise Broken(f"line {i + 1} of the answer: expected a result word "
                         f"({words(RESULT_WORDS)}), found {quote(lines[i])}")
        if toks[i][0] in FINAL_RESULTS and i != k - 1:
            raise Broken(f"line {i + 1} of the answer: '{toks[i][0].decode()}' ends the game, "
                         "but more results follow")
    if k < moves and toks[k - 1][0] not in FINAL_RESULTS:
        raise Broken(f"the answer stops after {k} of {moves} moves without {words(FINAL_RESULTS, ' or ')}")
    if len(lines) == k:             # no empty line, or nothing after it (trailing blank lines are cut)
        raise Broken("the answer ends after its results, expected an empty line and the 8 board rows")
    if len(lines) != k + 9:
        raise Broken(f"the answer has {plural(len(lines) - k - 1, 'line')} after the empty line, "
                     "expected the 8 board rows")
    for r in range(8):
        if not is_board_row(toks[k + 1 + r]):
            raise Broken(f"line {k + 2 + r} of the answer: expected board row {r + 1} "
                         f"(8 numbers -6..6), found {quote(lines[k + 1 + r])}")


def plural(count, noun):
    """``1 line``, ``2 lines``: a count and its noun, worded as fastcheck.errors.plural words them (this
    module imports nothing of fastcheck; the C++ output comparison has its twin)."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def words(items, last=", "):
    """Result words listed in a message: ``a, b, c`` (or ``a, b or c`` with ``last`` = ``' or '``)."""
    text = [w.decode() for w in items]
    return ", ".join(text[:-1]) + last + text[-1] if len(text) > 1 else ", ".join(text)


def ostap_lines(lines, moves):
    """Format C output lines labelled (results, the empty line, 8 board rows);
    ``moves`` (P) given means ``lines`` come from an answer file and are
    checked: a broken one raises Broken."""
    while lines and not lines[-1].split():
        lines.pop()
    toks = [tuple(ln.split()) for ln in lines]
    k = next((i for i, t in enumerate(toks) if not t), len(toks))
    if moves is not None:
        check_ostap_answer(lines, toks, k, moves)
    res = []
    for i, t in enumerate(toks):
        text = b" ".join(t).decode("ascii", "replace")
        if i < k:
            res.append(Expected(f"move {i + 1}", t, text, "result"))
        elif i == k:
            res.append(Expected("the empty line after the moves", t, "", "blank"))
        else:
            res.append(Expected(f"board row {i - k}", t, text, "row"))
    return res


def first_misfit(lines, fmt):
    """Raise Broken for the first of an answer's ``lines`` that cannot stand
    where it does: a line that is no verdict (formats A/B), a first line
    that is no result word (format C).  An input file given as the answer
    is told so, not by its length."""
    for i, raw in enumerate(lines):
        toks = tuple(raw.split())
        if fmt != "ostap" and verdict_language(toks) is None:
            raise Broken(f"line {i + 1} of the answer: expected a verdict line, found {found(raw)}")
        if fmt == "ostap":
            if len(toks) != 1 or toks[0] not in RESULT_WORDS:
                raise Broken(f"line {i + 1} of the answer: expected a result word "
                             f"({words(RESULT_WORDS)}), found {quote(raw)}")
            return


def read_answer(fh, fmt, boards, moves):
    """The expected lines from the answer file, checked against the input."""
    reader = Lines(fh)
    cap = boards if fmt != "ostap" else moves + 9
    lines = []
    content = 0              # lines up to the last non-blank one
    blank_bytes = 0          # bytes of blank lines after it
    while True:
        try:
            raw = reader.next()
        except TooLong as exc:
            raise Broken(f"line {exc.line} of the answer is longer than {MAX_LINE} bytes") from None
        if raw is None:
            break
        lines.append(raw)
        if raw.split():
            content = len(lines)
            blank_bytes = 0
            if content > cap:
                first_misfit(lines, fmt)      # an earlier line that is no answer's line says more
                what = (plural(boards, "verdict line") if fmt != "ostap"
                        else f"{plural(moves, 'result')}, an empty line and 8 rows")
                raise Broken(f"the answer goes on after {plural(cap, 'line')} (expected {what}): "
                             f"line {content} is {quote(raw)}")
        else:
            blank_bytes += len(raw)
            if blank_bytes > MAX_EXTRA:
                raise Broken(f"the answer has more than {MAX_EXTRA} bytes of blank lines")
    del lines[content:]
    if fmt == "ostap":
        return ostap_lines(lines, moves)
    if len(lines) != boards:
        raise Broken(f"the answer has {plural(len(lines), 'line')}, but the input has {plural(boards, 'board')}")
    res = []
    langs = set()
    for i, raw in enumerate(lines):
        toks = tuple(raw.split())
        lang = verdict_language(toks)
        if lang is None:
            raise Broken(f"line {i + 1} of the answer: expected a verdict line, found {found(raw)}")
        langs.add(lang)
        res.append(Expected(f"board {i + 1}", toks, b" ".join(toks).decode("ascii"), lang))
    if len(langs) > 1:
        raise Broken(f"the answer mixes {LANGUAGE_NAMES['sk']} and {LANGUAGE_NAMES['en']} verdict lines")
    return res


# ---------------------------------------------------------------- compare
def well_formed(tokens, exp):
    """Is a differing line still a well-formed line where ``exp`` stands (WA, not PE)?"""
    kind = line_kind(tokens)
    if exp.kind in ("sk", "en"):
        return kind == exp.kind
    return kind in ("result", "blank", "row")


def only_blank_lines_left(reader):
    """Does the output end after at most MAX_EXTRA bytes of blank lines?"""
    budget = MAX_EXTRA
    while budget > 0:
        try:
            raw = reader.next(budget)
        except TooLong:
            return False
        if raw is None:
            return True
        if raw.split():
            return False
        budget -= len(raw)
    try:
        return reader.next(1) is None
    except TooLong:
        return False


def first_difference(expected, reader):
    """(i, raw): the first of the ``expected`` lines that the output read by
    ``reader`` does not repeat token for token, and the output's line there
    (None: the output ends before it); ``(len(expected), None)`` when it
    repeats them all.  A line over MAX_LINE bytes raises TooLong."""
    for i, exp in enumerate(expected):
        raw = reader.next()
        if raw is None or tuple(raw.split()) != exp.tokens:
            return i, raw
    return len(expected), None


def compare(expected, reader, fmt):
    """(verdict, message) for the output read by ``reader``."""
    start = reader.count
    try:
        i, raw = first_difference(expected, reader)
    except TooLong as exc:
        label = expected[exc.line - 1 - start].label
        return PE, f"{label}: line {exc.line} of the output is longer than {MAX_LINE} bytes"
    if i < len(expected):
        exp = expected[i]
        want = "an empty line" if exp.kind == "blank" else repr(exp.text)
        if raw is None:
            return WA, f"{exp.label}: expected {want}, found the end of the output"
        toks = tuple(raw.split())
        msg = f"{exp.label}: expected {want}, found {found(raw)}"
        if not raw.isascii() or b"\0" in raw:
            return PE, msg + " (NUL or non-ASCII bytes)"
        if not toks and only_blank_lines_left(reader):
            return WA, f"{exp.label}: expected {want}, found the end of the output"
        return (WA if well_formed(toks, exp) else PE), msg
    where = "the final board" if fmt == "ostap" else (f"board {len(expected)}" if expected else "the start")
    budget = MAX_EXTRA
    while budget > 0:
        try:
            raw = reader.next(budget)
        except TooLong as exc:
            return PE, f"extra output after {where}: line {exc.line} of the output is too long"
        if raw is None:
            break
        if raw.split():
            return PE, f"extra output after {where}: line {reader.count} is {quote(raw)}"
        budget -= len(raw)
    else:
        if reader.next(1) is not None:
            return PE, f"extra output after {where}: more than {MAX_EXTRA} bytes of blank lines"
    if fmt == "ostap":
        moves = sum(1 for e in expected if e.kind == "result")
        return OK, f"{plural(moves, 'move')} and the final board"
    return OK, plural(len(expected), "board")
