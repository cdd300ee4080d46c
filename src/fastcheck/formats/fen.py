"""FEN (Forsyth-Edwards Notation) for 8x8 positions: read and write.

Colours keep their names: FEN's White (uppercase in FEN) is fastcheck's
WHITE (lowercase in formats A and B).  File a..h is ``x = 1..8`` and rank
``r`` is ``y = r``, so White's pawns move to larger ``y`` in both; FEN's
knight ``N`` is fastcheck's ``H``; the fairy pieces keep their letters
(``A``, ``C``, ``M``), uppercase White as in Capablanca chess's FEN; a
variant's pieces have their rows' FEN letters (a variant file's piece its
own letter, or the ``fen`` one it gives), as Fairy-Stockfish's FEN of a
custom variant has them.  The side to move and the two clocks
(halfmove clock, fullmove number) are kept.  fastcheck's rules have no
castling and no en passant: those fields are checked for form, ignored on
input and written as ``-``.
"""
from __future__ import annotations

import re
from typing import Dict, Iterable, List, NamedTuple, Optional, Tuple

from ..errors import FormatError, show, wrong_type
from ..kinds import KIND_NAMES, KIND_TABLE, KING_LETTERS, LISTED_KINDS, PIECE_LETTERS, PIECE_TYPES
from ..pieces import BLACK, WHITE
from .rules import king_count_error

__all__ = ["parse_fen", "read_fen", "format_fen", "FenFields", "NO_FIELDS", "FEN_PIECES", "fen_pieces",
           "chess_foreign_kinds", "CHESS_KINDS"]

#: FEN's letter of each kind, as Black's (lowercase): the kinds table's (fastcheck's, but the knight is ``n``)
_FEN_LETTERS = {row.number: row.fen for row in KIND_TABLE}
#: FEN letter -> fastcheck letter (White is uppercase in FEN, lowercase in fastcheck), in the order of LISTED_KINDS
FEN_PIECES = {**{_FEN_LETTERS[k].upper(): PIECE_LETTERS[k] for k in LISTED_KINDS},
              **{_FEN_LETTERS[k]: PIECE_LETTERS[k].upper() for k in LISTED_KINDS}}
_TO_FEN = {v: k for k, v in FEN_PIECES.items()}
#: the FEN letters, as messages list them (``KQRBNPMCAkqrbnpmca``)
_LETTERS = "".join(FEN_PIECES)


def fen_pieces(kinds: Optional[tuple] = None) -> Dict[str, str]:
    """FEN letter -> fastcheck letter of a variant's kinds, White's first,
    in the order messages list them.

    Args:
        kinds: the variant's rows (``KindRow``); ``None``: every built-in
            kind, :data:`FEN_PIECES`.
    """
    if kinds is None:
        return FEN_PIECES
    from ..kinds import letter_set
    order = [row for letter in letter_set(tuple(kinds)).listed if letter.islower()
             for row in kinds if row.letter == letter]
    return {**{row.fen.upper(): row.letter for row in order}, **{row.fen: row.letter.upper() for row in order}}

_CASTLING = re.compile(r"-|[KQkqA-Ha-h]{1,4}")     # standard and Shredder/X-FEN rights
_EP = re.compile(r"-|[a-h][1-8]")


class FenFields(NamedTuple):
    """The fields of a FEN that fastcheck's rules keep besides the pieces."""

    turn: int           #: the side to move, ``WHITE`` or ``BLACK``
    halfmove: int       #: the halfmove clock
    fullmove: int       #: the fullmove number


#: the fields of a FEN that gives only the placement, and of a position that was never one
NO_FIELDS = FenFields(WHITE, 0, 1)


#: the kinds python-chess holds, as messages name them (king to pawn)
CHESS_KINDS = ", ".join(KIND_NAMES[k] for k in LISTED_KINDS if k in PIECE_TYPES)


def chess_foreign_kinds(kinds: tuple, numbers: Iterable[int]) -> List[str]:
    """The kinds that python-chess cannot hold, each named with its letter
    (``archbishop 'a'``): all but the classic kinds with their classic moves.

    Args:
        kinds: a variant's rows (``KindRow``).
        numbers: the kind numbers asked about (those of a position's pieces).
    """
    from ..kinds import CLASSIC, kinds_of
    classic = {(row.number, row.letter, row.betza, row.pawn, row.royal) for row in kinds_of(CLASSIC)}
    numbers = set(numbers)
    return [f"{row.name} '{row.letter}'" + (f" (moves {row.betza})" if row.number <= len(classic) else "")
            for row in kinds if row.number in numbers
            and (row.number, row.letter, row.betza, row.pawn, row.royal) not in classic]


def parse_fen(text: str, kinds: Optional[tuple] = None) -> Tuple[List[Tuple[int, int, str]], int]:
    """``(pieces, turn)`` of a FEN: :func:`read_fen` without the clocks.

    Args:
        text: the FEN, as :func:`read_fen` takes it.
        kinds: the rows of the variant whose FEN letters it reads (default:
            every built-in kind's).
    """
    pieces, fields = read_fen(text, kinds)
    return pieces, fields.turn


def read_fen(text: str, kinds: Optional[tuple] = None) -> Tuple[List[Tuple[int, int, str]], FenFields]:
    """``(pieces, fields)`` of a FEN: pieces as fastcheck ``(x, y, letter)``
    and the side to move (``WHITE``/``BLACK``) with the clocks.

    Castling and en-passant fields are read and ignored; the fields after
    the placement are optional (White to move, clocks ``0 1``).  A
    malformed FEN raises :class:`~fastcheck.errors.FormatError` (``kind``
    ``syntax``, or ``kings`` without exactly one king of each colour).

    Args:
        text: the FEN: the piece placement, optionally followed by the other fields.
        kinds: the rows of the variant whose FEN letters it has (default:
            every built-in kind's).
    """
    if not isinstance(text, str):
        raise wrong_type("a FEN string", text)
    fields = text.split()
    if not 1 <= len(fields) <= 6:
        raise FormatError("a FEN of 1 to 6 fields (placement, side, castling, en passant, clocks)",
                          kind="syntax", found=f"{len(fields)} fields")
    ranks = fields[0].split("/")
    if len(ranks) != 8:
        raise FormatError("8 ranks separated by '/' in the FEN placement", kind="syntax",
                          found=f"{len(ranks)} in {show(fields[0])}")
    letters = fen_pieces(kinds)
    pieces: List[Tuple[int, int, str]] = []
    for i, row in enumerate(ranks):
        rank = 8 - i
        file = 0
        prev_digit = False
        for ch in row:
            if ch in "12345678":
                if prev_digit:
                    raise FormatError(f"rank {rank}: no two digits in a row", kind="syntax", found=show(row))
                file += int(ch)
                prev_digit = True
            elif ch in letters:
                file += 1
                prev_digit = False
                if file <= 8:
                    pieces.append((file, rank, letters[ch]))
            else:
                raise FormatError(f"rank {rank}: a piece letter from '{''.join(letters)}' or a digit 1-8",
                                  kind="syntax", found=show(ch))
            if file > 8:
                raise FormatError(f"rank {rank}: 8 squares", kind="syntax", found=f"more in {show(row)}")
        if file != 8:
            raise FormatError(f"rank {rank}: 8 squares", kind="syntax", found=f"{file} in {show(row)}")
    turn = NO_FIELDS.turn
    if len(fields) >= 2:
        if fields[1] not in ("w", "b"):
            raise FormatError("the side to move 'w' or 'b'", kind="syntax", found=show(fields[1]))
        turn = WHITE if fields[1] == "w" else BLACK
    if len(fields) >= 3 and not _CASTLING.fullmatch(fields[2]):
        raise FormatError("castling rights '-' or up to 4 letters from 'KQkq'", kind="syntax", found=show(fields[2]))
    if len(fields) >= 4 and not _EP.fullmatch(fields[3]):
        raise FormatError("an en-passant square '-' or a1..h8", kind="syntax", found=show(fields[3]))
    clocks = [NO_FIELDS.halfmove, NO_FIELDS.fullmove]
    for j, what in ((4, "the halfmove clock"), (5, "the fullmove number")):
        if len(fields) > j:
            if not (fields[j].isascii() and fields[j].isdigit()):
                raise FormatError(f"{what} (a number)", kind="syntax", found=show(fields[j]))
            clocks[j - 4] = int(fields[j])
    for color in (WHITE, BLACK):
        kings = sum(1 for _, _, c in pieces if c == KING_LETTERS[color])
        if kings != 1:
            raise king_count_error(color, kings, "in the FEN", letter=_TO_FEN[KING_LETTERS[color]])
    return pieces, FenFields(turn, clocks[0], clocks[1])


def format_fen(pieces: Iterable[Tuple[int, int, str]], turn: int = NO_FIELDS.turn,
               halfmove: int = NO_FIELDS.halfmove, fullmove: int = NO_FIELDS.fullmove,
               kinds: Optional[tuple] = None) -> str:
    """The FEN of an 8x8 position, with no castling rights and no
    en-passant square (fastcheck's rules have neither).

    Args:
        pieces: fastcheck ``(x, y, letter)`` pieces on an 8x8 board.
        turn: the side to move, ``WHITE`` or ``BLACK``.
        halfmove: the halfmove clock.
        fullmove: the fullmove number.
        kinds: the rows of the variant whose FEN letters it writes
            (default: every built-in kind's).
    """
    to_fen = _TO_FEN if kinds is None else {v: k for k, v in fen_pieces(kinds).items()}
    board = {}
    for x, y, letter in pieces:
        if not (1 <= x <= 8 and 1 <= y <= 8):
            raise FormatError("a square of an 8x8 board for FEN", kind="range", found=repr((x, y)))
        board[(x, y)] = to_fen[letter]
    rows = []
    for rank in range(8, 0, -1):
        row, empty = "", 0
        for file in range(1, 9):
            c = board.get((file, rank))
            if c is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += c
        rows.append(row + (str(empty) if empty else ""))
    return f"{'/'.join(rows)} {'w' if turn else 'b'} - - {int(halfmove)} {int(fullmove)}"
