"""Problems of a whole text that no format's grammar should word: a
byte-order mark, line ends of a lone CR (classic Mac OS), binary data.

A reader that fails asks :func:`first_error` which error to raise, so
that every command says the same about such a file (whatever format it
was taken for) and names the problem instead of the byte it trips on.
Used on the error path only: a text that reads well costs nothing here."""
from __future__ import annotations

from ..errors import FormatError, byte_name

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than solving it
    from typing import Optional

__all__ = ["BYTE_ORDER_MARKS", "LINE_ENDS", "LONE_CR", "text_error", "first_error"]

#: a byte-order mark at the start of a text -> how messages name it
BYTE_ORDER_MARKS = {b"\xef\xbb\xbf": "a UTF-8 byte order mark", b"\xff\xfe": "a UTF-16 byte order mark",
                    b"\xfe\xff": "a UTF-16 byte order mark"}
#: the bytes of a text: printable ASCII and the whitespace ``bytes.split`` knows
_TEXT = bytes(range(0x20, 0x7F)) + b"\t\n\r\x0b\x0c"
#: how much of the start of a text tells binary data
_HEAD = 1 << 16
#: what a line end must be, and how messages name a CR that is none (the strict validator's words too)
LINE_ENDS, LONE_CR = "LF or CRLF line ends", "a lone CR (a line end of classic Mac OS)"


def _line(data: bytes, pos: int) -> int:
    return data.count(b"\n", 0, pos) + 1


def _binary_at(data: bytes) -> int:
    """Where binary data shows in ``data`` (its first byte that is not text),
    or -1 for a text: binary data has a byte that is no text on its first
    line and, in its head, more than a quarter of such bytes, and it is no
    UTF-8 text (which has no control characters).  A text with a stray byte
    is left to the readers, which name the byte where it stands."""
    head = data[:_HEAD]
    first = head.split(b"\n", 1)[0]
    others = head.translate(None, _TEXT)
    if not first.translate(None, _TEXT) or 4 * len(others) <= len(head):
        return -1
    if min(others) >= 0x80:                   # no control character: perhaps UTF-8 text
        try:
            head.decode("utf-8")
            return -1
        except UnicodeDecodeError as exc:
            if exc.start >= len(head) - 3:    # a character cut by the head's end
                return -1
    return min(first.find(b) for b in set(first.translate(None, _TEXT)))


def text_error(data: bytes, kind: str = "syntax") -> Optional[FormatError]:
    """The FormatError (of ``kind``) of a text that starts with a byte-order
    mark, is binary data, or ends its lines with a lone CR; ``None`` when
    it is none of those."""
    for mark, name in BYTE_ORDER_MARKS.items():
        if data.startswith(mark):
            return FormatError("text without a byte order mark", kind=kind, line=1, found=name)
    at = _binary_at(data)
    if at >= 0:
        return FormatError("an ASCII text input", kind=kind, line=_line(data, at),
                           found=f"binary data: {byte_name(data[at])}")
    import re  # the error path only

    cr = re.search(rb"\r[^\s]", data)          # a CR that ends a line of its own: the next one follows it
    if cr is not None:
        return FormatError(LINE_ENDS, kind=kind, line=_line(data, cr.start()), found=LONE_CR)
    return None


def first_error(data: bytes, exc: FormatError) -> FormatError:
    """The error to raise for ``data``, where a reader raised ``exc``: the
    text's own problem (:func:`text_error`) when it comes no later, else ``exc``."""
    own = text_error(data)
    if own is None:
        return exc
    if own.line is not None and exc.line is not None and exc.line < own.line:
        return exc
    return own
