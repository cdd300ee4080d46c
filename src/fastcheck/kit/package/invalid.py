"""Invalid inputs for a package's ``data/invalid_input``: a valid input
changed to break one rule of the input validator each (two kings of a side,
a piece on a taken square, a coordinate past n, a letter outside the format,
a missing empty line, CRLF, a byte order mark, ...).  Each is checked here
to be refused by :func:`fastcheck.kit.validate.validate` (canonical form),
the rules the shipped validator holds."""
from __future__ import annotations

import re
from typing import Callable, Dict, List, Optional

from ...kinds import CLASSIC
from ...variants import Variant, resolve_variant
from ..validate import validate
from .variant import outside_letter

__all__ = ["invalid_inputs", "canonical_text"]

Change = Callable[[str], Optional[str]]


def _sub(pattern: str, repl: Callable[[re.Match], str]) -> Change:
    """The first match of ``pattern`` (multi-line) replaced; None: no match."""
    def change(text: str) -> Optional[str]:
        new, n = re.subn(pattern, repl, text, count=1, flags=re.M)
        return new if n else None
    return change


#: (name, change) of every format
COMMON: List[tuple] = [
    ("crlf", lambda t: t.replace("\n", "\r\n")),
    ("byte-order-mark", lambda t: "\ufeff" + t),
    ("non-ascii", lambda t: t.replace("\n", " \u00e9\n", 1)),
    ("nul-byte", lambda t: t.replace("\n", "\0\n", 1)),
    ("leading-space", lambda t: " " + t),
    ("leading-zero", lambda t: "0" + t),
    ("plus-sign", lambda t: "+" + t),
    ("trailing-space", lambda t: t.replace("\n", " \n", 1)),
    ("no-final-newline", lambda t: t.rstrip("\n")),
    ("extra-empty-line-at-end", lambda t: t + "\n"),
    ("trailing-token", lambda t: t + "42\n"),
    ("empty", lambda t: ""),
]

#: format B: the first piece line that is no king (of any variant), and the board header above it
_PIECE = r"^(\d+) (\d+) ([a-jl-zA-JL-Z])$"
CHANGES: Dict[str, List[tuple]] = {
    "sparse": [
        ("second-white-king", _sub(_PIECE, lambda m: f"{m[1]} {m[2]} k")),
        ("piece-on-a-taken-square", lambda t: _taken_square(t)),
        ("column-past-n", lambda t: _past_n(t)),
        ("letter-outside-the-format", _sub(_PIECE, lambda m: f"{m[1]} {m[2]} x")),
        ("tab-between-numbers", _sub(_PIECE, lambda m: f"{m[1]}\t{m[2]} {m[3]}")),
        ("missing-empty-line-between-boards", lambda t: t.replace("\n\n", "\n", 1) if t.count("\n\n") > 1 else None),
        ("empty-line-after-t", lambda t: t.replace("\n", "\n\n", 1)),
        ("too-many-pieces-announced", _sub(r"^(\d+) (\d+)$", lambda m: f"{m[1]} {int(m[2]) + 1}")),
        ("no-boards", lambda t: "0\n"),
    ],
    "grid": [
        ("second-white-king", _sub(r"^([.KQRBHPkqrbhp]*)\.([.KQRBHPkqrbhp]*)$", lambda m: f"{m[1]}k{m[2]}")),
        ("letter-outside-the-format", _sub(r"^([.KQRBHPkqrbhp]*)\.([.KQRBHPkqrbhp]*)$", lambda m: f"{m[1]}x{m[2]}")),
        ("short-row", _sub(r"^([.KQRBHPkqrbhp]{7})[.KQRBHPkqrbhp]$", lambda m: m[1])),
        ("missing-empty-line-between-boards", lambda t: t.replace("\n\n", "\n", 1) if t.count("\n\n") > 1 else None),
        ("empty-line-after-t", lambda t: t.replace("\n", "\n\n", 1)),
        ("no-boards", lambda t: "0\n"),
    ],
    "ostap": [
        ("square-value-7", _sub(r"^0 ", lambda m: "7 ")),
        ("no-moves", _sub(r"^\d+$", lambda m: "0")),
        ("61-moves", _sub(r"^\d+$", lambda m: "61")),
        ("side-in-lowercase", _sub(r"^(White|Black)$", lambda m: m[1].lower())),
        ("move-without-dash", _sub(r"^([a-h][1-8])-([a-h][1-8])$", lambda m: m[1] + m[2])),
        ("move-off-the-board", _sub(r"^([a-h][1-8])-([a-h])[1-8]$", lambda m: f"{m[1]}-{m[2]}9")),
        ("empty-line-inside", _sub(r"^(White|Black)$", lambda m: "\n" + m[1])),
    ],
}


def _board_pieces(text: str) -> Optional[List[str]]:
    """The lines of format B's first board: its header and piece lines."""
    lines = text.split("\n")
    if len(lines) < 2:
        return None
    head = lines[1].split()
    if len(head) != 2 or not head[1].isdigit():
        return None
    return lines[1:2 + int(head[1])]


def _taken_square(text: str) -> Optional[str]:
    """The first board's last piece moved onto its first piece's square."""
    board = _board_pieces(text)
    if not board or len(board) < 3:
        return None
    x, y, _ = board[1].split()
    last = board[-1].split()
    moved = f"{x} {y} {last[2]}"
    lines = text.split("\n")
    lines[len(board)] = moved
    return "\n".join(lines)


def _past_n(text: str) -> Optional[str]:
    """The first board's first piece one column past the board's edge."""
    board = _board_pieces(text)
    if not board or len(board) < 2:
        return None
    n = int(board[0].split()[0])
    _, y, c = board[1].split()
    lines = text.split("\n")
    lines[2] = f"{n + 1} {y} {c}"
    return "\n".join(lines)


def canonical_text(fmt: str, text: str) -> str:
    """A valid input in its canonical spelling: formats A/B end with the
    empty line after the last board (the official samples leave it out)."""
    if fmt != "ostap" and not text.endswith("\n\n"):
        text = text.rstrip("\n") + "\n\n"
    return text


def invalid_inputs(fmt: str, valid: str, variant: Optional[Variant] = None) -> Dict[str, str]:
    """Named inputs made from the canonical ``valid`` input of ``fmt``, each
    breaking one rule; a change that does not apply to it is left out.
    ``variant`` is the problem's pieces (None: the classic ones): the input is
    read with them, and the letter outside the format is none of them."""
    variant = resolve_variant(CLASSIC if variant is None else variant)
    if not validate(valid, format=fmt, limits="none", canonical=True, variant=variant).ok:
        raise AssertionError("invalid inputs are made from a valid, canonical input")
    outside = outside_letter(variant)
    out: Dict[str, str] = {}
    for name, change in COMMON + CHANGES[fmt]:
        text = change(valid)
        if text is not None and outside != "x" and name == "letter-outside-the-format":
            text = text.replace(" x\n", f" {outside}\n", 1)
        if text is None:
            continue
        if validate(text, format=fmt, canonical=True, variant=variant).ok:
            raise AssertionError(f"the invalid input {name} of format {fmt} is valid")
        out[name] = text
    return out
