"""A package's variant: the pieces of the problem (:mod:`fastcheck.variants`),
checked against its format, and how the package's texts and programs carry
them."""
from __future__ import annotations

import json
import random
import re
import shlex
from typing import Any, Dict, List, Optional, Tuple

from ...betza import parse_betza
from ...formats import FORMAT_NAMES
from ...kinds import CLASSIC, KindRow, kinds_of
from ...variants import Variant, core_rows, resolve_variant
from .errors import PackageError

__all__ = ["check_variant", "variant_option", "variant_label", "piece_rows", "cut_moves", "cut_what",
           "python_table", "cpp_table", "with_cpp_table", "own_letters", "dress", "outside_letter",
           "own_variant", "moves_text", "moves_diagram", "drawn_kinds", "pieces_tex", "tex_escape", "rules_tex"]


def check_variant(fmt: str, variant: Any) -> Variant:
    """The :class:`~fastcheck.variants.Variant` that ``variant`` names
    (:func:`~fastcheck.variants.resolve_variant`); a variant but the classic
    one has letters in format B only, so another format with it is a
    :class:`PackageError`, as a bad name or variant file is."""
    try:
        found = resolve_variant(variant)
    except (ValueError, OSError) as exc:        # a FormatError is a ValueError
        raise PackageError(f"--variant: {exc}") from None
    if found.builtin_name != CLASSIC and fmt != "sparse":
        raise PackageError(f"--variant {variant_label(found)} needs --format sparse: its pieces have letters in "
                           f"{FORMAT_NAMES['sparse']} only, not in {FORMAT_NAMES.get(fmt, fmt)}")
    return found


def variant_label(variant: Variant) -> str:
    """How an option names ``variant``: a built-in one's name, a file's path."""
    return variant.builtin_name or str(variant.path or variant.name)


def variant_option(variant: Variant) -> str:
    """The ``--variant`` option of a rebuild command (none for the classic variant)."""
    return "" if variant.builtin_name == CLASSIC else f" --variant {shlex.quote(variant_label(variant))}"


# ------------------------------------------------------------ the pieces' table in the programs
#: the block of the C++ solution that holds its pieces (the classic ones in the source)
CPP_TABLE = re.compile(r"// @@PIECES@@[^\n]*\n.*?// @@END PIECES@@\n", re.S)


def piece_rows(variant: Variant, cut: str = "") -> List[Tuple[str, tuple, tuple, bool, bool]]:
    """Each kind of ``variant`` as the solutions take it, kind 1 first:
    ``(letter, leaps, rides, pawn, royal)`` (the core's rows,
    :func:`~fastcheck.variants.core_rows`); the piece ``cut`` with part of
    its moves left out (:func:`cut_moves`), for a wrong submission."""
    out = []
    for row, (leaps, rides, pawn, royal) in zip(variant.kinds, core_rows(variant.kinds)):
        if row.letter == cut:
            leaps, rides = cut_moves(leaps, rides)
        out.append((row.letter, tuple(leaps), tuple(rides), bool(pawn), bool(royal)))
    return out


def cut_moves(leaps: tuple, rides: tuple) -> Tuple[tuple, tuple]:
    """A piece's moves with a part left out, the mistake of a wrong
    submission: a rider's rides go one step only (they become leaps);
    a leaper's leaps towards smaller ``y`` are forgotten (all but those
    along the row, when they are all there is)."""
    if rides:
        return tuple(sorted(set(leaps) | set(rides))), ()
    kept = tuple(d for d in leaps if d[1] >= 0)
    return kept, ()


def cut_what(variant: Variant, letter: str) -> str:
    """What a wrong submission that cuts ``letter``'s moves gets wrong."""
    row = next(r for r in variant.kinds if r.letter == letter)
    leaps, rides = core_rows((row,))[0][:2]
    if rides:
        return f"the {row.name} ({row.letter.upper()}) rides one step only"
    return f"the {row.name} ({row.letter.upper()}) forgets its leaps towards smaller y"


def python_table(variant: Variant, cut: str = "") -> Dict[str, tuple]:
    """The Python solution's ``PIECES``: letter -> (leaps, rides, pawn, royal)."""
    return {letter: (leaps, rides, pawn, royal) for letter, leaps, rides, pawn, royal in piece_rows(variant, cut)}


def cpp_table(variant: Variant) -> str:
    """The C++ solution's block of pieces (between ``// @@PIECES@@`` and ``// @@END PIECES@@``)."""
    rows = piece_rows(variant)

    def steps(which: int) -> str:
        cells = [f"{{{k}, {dx}, {dy}}}" for k, row in enumerate(rows) for dx, dy in row[which]]  # type: ignore
        return "".join(f"    {', '.join(cells[i:i + 8])},\n" for i in range(0, len(cells), 8))

    pawn = next((k for k, row in enumerate(rows) if row[3]), -1)
    royal = next(k for k, row in enumerate(rows) if row[4])
    names = ", ".join(f"{row.letter} {row.name}" for row in variant.kinds)
    return ("// @@PIECES@@ the pieces, written from the variant's table by the package builder\n"
            f"// each piece's letter (White's), by kind 0, 1, ...: {names}\n"
            f"static const char PIECE_LETTERS[] = {json.dumps(''.join(row[0] for row in rows))};\n"
            "// {kind, dx, dy}: a leap of the kind, and a ride step of the kind\n"
            "static const int PIECE_LEAPS[][3] = {\n" + steps(1) + "};\n"
            "static const int PIECE_RIDES[][3] = {\n" + steps(2) + "};\n"
            f"static const int PAWN = {pawn}, ROYAL = {royal};     // the pawn's kind (-1: none) and the royal "
            "piece's\n"
            f"static const bool DOUBLE_STEP = {'true' if variant.double_step else 'false'};    // the pawn's two "
            "squares from y = 2 (White), y = n - 1 (Black)\n"
            "// @@END PIECES@@\n")


def with_cpp_table(text: str, variant: Variant) -> str:
    """The C++ solution's source with ``variant``'s pieces written in."""
    if len(CPP_TABLE.findall(text)) != 1:
        raise AssertionError("the C++ solution has no one block of pieces")
    return CPP_TABLE.sub(lambda _: cpp_table(variant), text)


# ------------------------------------------------------------ the tests
_PIECE_LINE = re.compile(r"^(\d+ \d+ )([a-zA-Z])$", re.M)


def own_letters(variant: Variant) -> str:
    """The letters (White's) of the kinds ``variant`` adds to the classic ones."""
    classic = {row.letter for row in kinds_of(CLASSIC)}
    return "".join(row.letter for row in variant.kinds if row.letter not in classic)


def dress(text: str, variant: Variant, seed: int, share: float = 0.5) -> str:
    """A format B input with about ``share`` of its pieces but the kings
    made the variant's own kinds (each drawn at random, of the same colour),
    so that the tests of ``fastcheck gen`` exercise the variant's pieces:
    the same for the same ``seed`` on every platform."""
    own = own_letters(variant)
    if not own:
        return text
    rng = random.Random(seed)

    def swap(m: re.Match) -> str:
        letter = m[2]
        if letter in "kK" or rng.random() >= share:
            return m[0]
        new = own[rng.randrange(len(own))]
        return m[1] + (new if letter.islower() else new.upper())

    return _PIECE_LINE.sub(swap, text)


def outside_letter(variant: Variant) -> str:
    """A letter that is no piece of ``variant`` (``x`` unless it is one)."""
    taken = variant.letters.listed.lower()
    return next(c for c in "xyzjuvwgilnostdefa" if c not in taken)


def own_variant(variant: Variant) -> Optional[Variant]:
    """``variant`` when its pieces are not the classic ones, else None (the classic package's path)."""
    return None if variant.builtin_name == CLASSIC else variant


# ------------------------------------------------------------ the statement
#: what the statement says of a leap or a ride by its base offset (a <= b): None for the general wording
_LEAP_WORDS = {(0, 1): "one square orthogonally", (1, 1): "one square diagonally"}
_RIDE_WORDS = {(0, 1): "any number of squares orthogonally (as a rook)",
               (1, 1): "any number of squares diagonally (as a bishop)"}
#: the half-width of a rider's diagram: its rides are drawn this far
DIAGRAM_REACH = 4


def tex_escape(text: str) -> str:
    """``text`` with LaTeX's special characters written as text."""
    out = []
    for c in text:
        if c in "&%$#_{}":
            out.append("\\" + c)
        elif c in "\\~^":
            out.append({"\\": "\\textbackslash{}", "~": "\\textasciitilde{}", "^": "\\textasciicircum{}"}[c])
        else:
            out.append(c)
    return "".join(out)


def _bases(steps: tuple) -> List[Tuple[int, int]]:
    return sorted({tuple(sorted((abs(dx), abs(dy)))) for dx, dy in steps})  # type: ignore[misc]


def moves_text(row: KindRow) -> str:
    """How the piece of ``row`` moves, in the statement's words, written from its table row."""
    moves = parse_betza(row.betza)
    parts = []
    for a, b in _bases(moves.leaps):
        words = _LEAP_WORDS.get((a, b))
        if words is None:
            words = (f"{b} squares orthogonally" if a == 0 else f"{a} squares diagonally" if a == b
                     else f"{b} squares one way and {a} the other")
        parts.append(f"leaps {words}")
    for a, b in _bases(moves.rides):
        words = _RIDE_WORDS.get((a, b))
        if words is None:
            words = (f"any number of steps of {b} squares one way and {a} the other in a straight line, "
                     "every square stepped on but the last empty")
        parts.append(f"rides {words}")
    text = ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]
    return text + ", in any of its directions"


def moves_diagram(row: KindRow) -> str:
    """A small diagram of the moves of the piece of ``row`` on an empty board, drawn from its table row:
    the piece's letter (Black's) in the middle, ``*`` where it leaps, ``+`` where it rides, ``.`` elsewhere."""
    moves = parse_betza(row.betza)
    reach = max([max(abs(dx), abs(dy)) for dx, dy in moves.leaps] + [DIAGRAM_REACH if moves.rides else 1])
    marks = {(dx, dy): "*" for dx, dy in moves.leaps}
    for dx, dy in moves.rides:
        k = 1
        while max(abs(k * dx), abs(k * dy)) <= reach:
            marks[(k * dx, k * dy)] = "+"
            k += 1
    marks[(0, 0)] = row.letter.upper()
    return "\n".join(" ".join(marks.get((dx, dy), ".") for dx in range(-reach, reach + 1))
                     for dy in range(-reach, reach + 1))


def drawn_kinds(variant: Variant) -> List[KindRow]:
    """The kinds the statement describes and draws: the variant's own, and the king when it moves otherwise."""
    classic = {row.number: row for row in kinds_of(CLASSIC)}
    return [row for row in variant.kinds if row.number not in classic or row != classic[row.number]]


def pieces_tex(variant: Variant) -> str:
    r"""The statement's section on ``variant``'s own pieces (and a king that moves otherwise): each
    piece's letter, name and moves (:func:`moves_text`) with a diagram (:func:`moves_diagram`)."""
    rows = drawn_kinds(variant)
    if not rows:
        return ""
    items = []
    for row in rows:
        royal = " (the royal piece)" if row.royal else ""
        items.append(f"\\item \\texttt{{{row.letter.upper()}}} {tex_escape(row.name)}{royal}: "
                     f"{moves_text(row)}.\n\n\\begin{{verbatim}}\n{moves_diagram(row)}\n\\end{{verbatim}}")
    return ("\n\\section*{The other pieces}\n\n"
            "These pieces move as follows, onto an empty square or to capture an enemy piece, where a leap "
            "jumps over any pieces on the way and a ride stops at the first piece.  Each diagram shows the "
            "piece (its letter) on an empty board: \\texttt{*} marks a square it leaps to and \\texttt{+} a "
            "square it rides to.\n\\begin{itemize}\n" + "\n".join(items) + "\n\\end{itemize}\n")


def rules_tex(rules: str, variant: Variant) -> str:
    """The rules of formats A and B (``statements/boards-rules.tex``) for ``variant``'s pieces: its
    king's moves and its pawn's double step said where the classic rules say otherwise, its own pieces
    described after them (:func:`pieces_tex`)."""
    king = next(row for row in variant.kinds if row.royal)
    changes = []
    if own_letters(variant):
        changes.append(("Every piece moves as in ordinary chess, with fewer special cases:",
                        "The pieces of ordinary chess move as there, with fewer special cases (the other pieces\n"
                        "as described below):"))
    if king.betza != "K":
        changes.append(("\\item kings, queens, rooks, bishops and knights move and capture as usual;",
                        "\\item queens, rooks, bishops and knights move and capture as usual (the king as below);"))
    if variant.double_step:
        changes.append(("\\item there is no castling, no en passant, no double first step and no\n  promotion;",
                        "\\item a pawn on its starting row ($y = 2$ for White, $y = n - 1$ for Black) may also walk\n"
                        "  two squares straight ahead, over an empty square onto an empty square;\n"
                        "\\item there is no castling, no en passant and no promotion;"))
    for old, new in changes:
        if rules.count(old) != 1:
            raise AssertionError(f"the rules have no one line {old!r}")
        rules = rules.replace(old, new)
    return rules.replace("@@OWN_PIECES@@\n", pieces_tex(variant))
