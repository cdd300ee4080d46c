"""A human view of one position: what a grader looks at first.

For a board of format A or B: the verdict line, a diagram with Unicode
chess symbols (the whole board up to 16 x 16, otherwise a 15 x 15 window
around the threatened king, with coordinates), the threatened king, the
checkers, the pinned pieces and the valid moves (all of them, or the first
``limit`` with the total).  For a format C log: every processed move with
its result, then the position after the last one (or after move ``k``), the
side to move, whether it is in check and its correct moves.  ``--svg``
draws the same diagram as an SVG picture (:mod:`fastcheck.svg`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Dict, List, Optional, Sequence, Tuple, Union

from ..codes import MoveResult
from ..formats import as_bytes, check_variant, detect_format, parse_ostap
from ..formats.ostap import OstapLog, move_token
from ..game import OstapGame
from ..geometry import WHOLE_BOARD_MAX, WINDOW, not_drawn, position_windows
from ..kinds import CLASSIC, KING_LETTERS
from ..pieces import BLACK, COLOR_NAMES, WHITE, Piece
from ..position import Position, position_of, read_checked_boards
from ..svg import (
    FILES,
    MARK_CHECKER,
    MARK_KING,
    Panel,
    board_svg,
    chess_axes,
    orientation_of,
    position_svg,
)
from ..variants import Variant, installed_variant
from ..verdicts import RESULT_WORDS

if TYPE_CHECKING:
    from ..kinds import VariantLike

__all__ = ["explain", "explain_position", "explain_ostap", "explain_svg", "SelectionError", "WHOLE_BOARD_MAX",
           "WINDOW", "DEFAULT_LIMIT"]

Text = Union[str, bytes, bytearray, memoryview]

#: moves listed by default
DEFAULT_LIMIT = 50

_EMPTY = "."
_MARK_KING, _MARK_CHECKER, _MARK_PINNED = "*", "+", "~"
_LEGEND = f"{_MARK_KING} threatened king   {_MARK_CHECKER} checker   {_MARK_PINNED} pinned piece"


def _symbols(variant: Variant) -> Dict[str, str]:
    """What the diagram draws for each piece letter of ``variant`` (lowercase
    White): its kind's Unicode symbol, or the letter itself for a kind that
    has no symbol but its letters (a variant file's)."""
    out = {}
    for row in variant.kinds:
        for letter, symbol in ((row.letter, row.white_symbol), (row.letter.upper(), row.black_symbol)):
            out[letter] = letter if symbol.isascii() else symbol
    return out


def _diagram(cells: Dict[Tuple[int, int], str], marks: Dict[Tuple[int, int], str],
             xs: Sequence[int], ys: Sequence[int], xlabels: Sequence[str], ylabels: Sequence[str]) -> List[str]:
    """Rows of text: ``cells`` map squares to Unicode symbols, ``xs``/``ys``
    are the columns and rows drawn (in order), with their labels."""
    width = max(2, max(len(s) for s in xlabels))
    lw = max(len(s) for s in ylabels)
    head = " " * (lw + 2) + " ".join(s.ljust(width) for s in xlabels).rstrip()
    out = [head]
    for y, yl in zip(ys, ylabels):
        row = []
        for x in xs:
            sym = cells.get((x, y), _EMPTY)
            row.append((sym + marks.get((x, y), "")).ljust(width))
        out.append(yl.rjust(lw) + "  " + " ".join(row).rstrip())
    out.append(head)
    return out


def _axis(lo: int, hi: int) -> Tuple[List[int], List[str], Optional[str]]:
    """Coordinates lo..hi and their labels; long numbers are cut to their
    last two digits, with a note saying so."""
    vals = list(range(lo, hi + 1))
    if hi < 100:
        return vals, [str(v) for v in vals], None
    return vals, [f"{v % 100:02d}" for v in vals], f"{lo}..{hi}"


def _square(sq: Tuple[int, int]) -> str:
    return f"({sq[0]}, {sq[1]})"


def explain_position(pos: Position, *, title: str = "", lang: str = "sk", grid: bool = False,
                     limit: Optional[int] = DEFAULT_LIMIT, orientation: Optional[str] = None) -> str:
    """The explanation of one :class:`~fastcheck.Position`: its verdict,
    its diagram, checkers, pins and valid moves.

    Args:
        pos: the position explained.
        title: a title put before the verdict line.
        lang: the verdict line's wording, ``sk`` or ``en``.
        grid: format A's Slovak check line, without the count.
        limit: the most moves listed (``None``: all).
        orientation: ``board`` draws the diagram as the formats see the
            board; ``chess`` (8 x 8 only) as a chess diagram, rank 8 at the
            top, files a..h; ``None``: a chess diagram for a position read
            from FEN or python-chess, else ``board``.
    """
    orientation = orientation_of(pos, orientation)
    verdict = pos.verdict()
    out: List[str] = []
    line = verdict.text(lang, grid)
    out.append(f"{title}: {line}" if title else line)
    checked = [c for c in (WHITE, BLACK) if pos.is_check(c)]
    checkers = {c: pos.checkers(c) for c in checked}
    pinned = {c: pos.pinned(c) for c in (WHITE, BLACK)}
    pieces = pos.pieces
    letter_at = {(x, y): letter for x, y, letter in pieces}
    _symbol = _symbols(pos.variant).__getitem__

    # the diagram(s): the whole board, or windows around the interesting kings
    windows = position_windows(pos)
    marks: Dict[Tuple[int, int], str] = {}
    for sqs in pinned.values():
        for sq in sqs:
            marks[sq] = _MARK_PINNED
    for sqs in checkers.values():
        for sq in sqs:
            marks[sq] = _MARK_CHECKER
    for c in checked:
        marks[pos.king(c)] = _MARK_KING
    if orientation == "chess":
        cells = {sq: _symbol(letter) for sq, letter in letter_at.items()}
        xs, ys, xl, yl = chess_axes()
        out.append("")
        out.append("the 8 x 8 board as a chess diagram (files a..h: x = 1..8, rank r: y = r)")
        out.extend(_diagram(cells, marks, xs, ys, xl, yl))
        out.append(_LEGEND)
        out.append("White = lowercase (outline symbols, bottom side, pawns move up); "
                   "Black = uppercase (filled symbols)")
    else:
        for x0, x1, y0, y1 in windows:
            cells = {(x, y): _symbol(letter) for (x, y), letter in letter_at.items()
                     if x0 <= x <= x1 and y0 <= y <= y1}
            xs, xl, xnote = _axis(x0, x1)
            ys, yl, _ = _axis(y0, y1)
            out.append("")
            if pos.n <= WHOLE_BOARD_MAX:
                out.append(f"the whole {pos.n} x {pos.n} board (x: column from the left, y: row from the top)")
            else:
                out.append(f"window x {x0}..{x1}, y {y0}..{y1} of the {pos.n} x {pos.n} board"
                           + (" (column labels: the last two digits of x)" if xnote else ""))
            out.extend(_diagram(cells, marks, xs, ys, xl, [str(y) for y in ys]))
        out.extend(not_drawn(pos, windows))
        out.append(_LEGEND)
        out.append("White = lowercase (outline symbols, top side, pawns move down); "
                   "Black = uppercase (filled symbols)")

    # the facts
    out.append("")
    for c in (WHITE, BLACK):
        k = pos.king(c)
        state = "threatened" if c in checked else "not threatened"
        out.append(f"{COLOR_NAMES[c]} king {_symbol(KING_LETTERS[c])} at {_square(k)}: {state}")
        if c in checked:
            desc = ", ".join(f"{_symbol(letter_at[sq])} {letter_at[sq]} at {_square(sq)}" for sq in checkers[c])
            out.append(f"  checkers ({len(checkers[c])}): {desc}")
        pins = pinned[c]
        desc = ", ".join(f"{_symbol(letter_at[sq])} {letter_at[sq]} at {_square(sq)}" for sq in pins) or "none"
        out.append(f"  pinned {COLOR_NAMES[c]} pieces ({len(pins)}): {desc}")
    out.append("")
    if verdict.is_check:
        assert verdict.side is not None          # one king is threatened
        side = COLOR_NAMES[verdict.side]
        moves = pos.evasions()
        total = verdict.moves
        if total == 0:
            out.append(f"valid moves of {side}: none (checkmate)")
        else:
            shown = moves if limit is None else moves[:limit]
            more = f", the first {len(shown)} shown" if len(shown) < len(moves) else ""
            out.append(f"valid moves of {side}: {total}{more}")
            for mv in shown:
                letter = letter_at[mv.from_square]
                capture = letter_at.get(mv.to_square)
                cap = f" takes {_symbol(capture)} {capture}" if capture else ""
                out.append(f"  {_symbol(letter)} {letter} {_square(mv.from_square)} -> {_square(mv.to_square)}{cap}")
            if len(shown) < len(moves):
                out.append(f"  ... and {len(moves) - len(shown)} more")
        if len(moves) != total:
            out.append(f"note: the move list has {len(moves)} moves but the count is {total}")
    elif verdict.state == "safe":
        out.append("no king is threatened: there are no check evasions to count")
    else:
        out.append("both kings are threatened: the position is impossible, no moves are counted")
    return "\n".join(out) + "\n"


# ----------------------------------------------------------------- format C
_FILES = FILES


def _ostap_checkers(game: OstapGame, cells: List[int]) -> Optional[List[Tuple[str, str]]]:
    """The pieces attacking the king of the side to move, as (symbol,
    square) pairs; None unless each side has exactly one king (with
    several kings a list of attackers would not say which king they hit)."""
    if cells.count(6) != 1 or cells.count(-6) != 1:
        return None
    return [(_ostap_symbol(cells[(8 - rank) * 8 + file - 1]), f"{_FILES[file - 1]}{rank}")
            for file, rank in game.checkers()]


def _stop(log: OstapLog, move: Optional[int], name: str = "move") -> int:
    """The moves to play for the position after ``move`` (``None``: all);
    ``name`` is what the error calls ``move``."""
    stop = len(log.moves) if move is None else move
    if stop < 0 or stop > len(log.moves):
        raise ValueError(f"{name} must be within 0..{len(log.moves)}, not {stop}")
    return stop


def _ostap_symbol(v: int) -> str:
    return Piece(abs(v), WHITE if v > 0 else BLACK).unicode_symbol()


def explain_ostap(text: Text, *, move: Optional[int] = None, limit: Optional[int] = DEFAULT_LIMIT,
                  move_name: str = "move") -> str:
    """The explanation of a format C log: the results and the position
    after a move, with its correct moves.

    Args:
        text: the format C input, ``str`` or bytes-like.
        move: the move after which the position is shown; ``None``: the
            last processed move; 0: the start.
        limit: the most correct moves listed (``None``: all).
        move_name: what an error calls ``move`` (``--move``).
    """
    log = parse_ostap(text)
    game = OstapGame(log.cells, WHITE if log.white_first else BLACK)
    out = [f"Ostap log: {len(log.moves)} move{'s' if len(log.moves) != 1 else ''}, "
           f"{'White' if log.white_first else 'Black'} moves first"]
    stop = _stop(log, move, move_name)
    played = 0
    for i, mv in enumerate(log.moves):
        token = move_token(*mv[0], *mv[1])
        if game.is_over():
            out.append(f"  {i + 1:2d}. {token}  (ignored: the game is over)")
            continue
        if i >= stop:
            out.append(f"  {i + 1:2d}. {token}  (not played here)")
            continue
        side = "White" if game.turn else "Black"
        result = game.play(mv)
        played += 1
        out.append(f"  {i + 1:2d}. {side} {token}  {result}")
    cells = game.cells()
    turn = "White" if game.turn else "Black"
    out.append("")
    out.append(f"position after move {played}" if played else "the starting position")
    cellmap = {}
    for i, v in enumerate(cells):
        if v:
            cellmap[(i % 8 + 1, 8 - i // 8)] = _ostap_symbol(v)
    out.extend(_diagram(cellmap, {}, *chess_axes()))
    out.append("White = positive numbers (outline symbols, moving up); Black = negative (filled)")
    out.append("")
    in_check = game.is_check()
    legal = sorted(game.legal_moves())
    if game.result == RESULT_WORDS[MoveResult.INCORRECT]:
        out.append(f"the last move was incorrect and not made; {turn} was to move")
    out.append(f"{turn} to move: {'in check' if in_check else 'not in check'}")
    if in_check:
        chk = _ostap_checkers(game, cells)
        if chk is not None:
            out.append(f"  checkers ({len(chk)}): " + ", ".join(f"{s} {sq}" for s, sq in chk))
    if not legal:
        out.append(f"correct moves of {turn}: none ({RESULT_WORDS[MoveResult.MATE if in_check else MoveResult.DRAW]})")
    else:
        shown = legal if limit is None else legal[:limit]
        more = f", the first {len(shown)} shown" if len(shown) < len(legal) else ""
        out.append(f"correct moves of {turn}: {len(legal)}{more}")
        for k in range(0, len(shown), 10):
            out.append("  " + " ".join(shown[k:k + 10]))
    return "\n".join(out) + "\n"


# -------------------------------------------------------------- dispatch
class SelectionError(ValueError):
    """``board`` given for a format C log, or ``move`` for a format A/B file."""


def _check_selection(fmt: str, board: Optional[int], move: Optional[int], names: Tuple[str, str, str]) -> None:
    """A board number selects within format A/B files, a move number within
    format C logs: the other one is a mistake, not something to ignore.
    ``names``: what the caller calls the board and the move, and how a value follows."""
    board_name, move_name, value = names
    if fmt == "ostap" and board is not None:
        raise SelectionError(f"{board_name} applies only to format A and B files; this is a format C log "
                             f"(Ostap's chess): choose its position with {move_name}{value}")
    if fmt != "ostap" and move is not None:
        name = "format A" if fmt == "grid" else "format B"
        raise SelectionError(f"{move_name} applies only to format C logs (Ostap's chess); this is a {name} "
                             f"file: choose its board with {board_name}{value}")


def explain(text: Text, *, board: Optional[int] = None, move: Optional[int] = None, format: str = "auto",
            lang: str = "sk", limit: Optional[int] = DEFAULT_LIMIT, orientation: Optional[str] = None,
            names: Tuple[str, str, str] = ("board", "move", "=K"), variant: VariantLike = CLASSIC) -> str:
    """Explain one board of a format A/B text, or a format C log.

    Raises :class:`~fastcheck.FormatError` for bad input and ``ValueError``
    for a board or move out of range, for ``move`` given with a format A/B
    text or ``board`` with a log (:class:`SelectionError`), and for
    ``chess`` on a board that is not 8 x 8.

    Args:
        text: the whole input, ``str`` or bytes-like.
        board: the board explained, 1-based (format A/B; ``None``: 1).
        move: the move after which a format C log's position is shown.
        format: ``auto``, ``grid`` (A), ``sparse`` (B) or ``ostap`` (C).
        lang: the verdict line's wording, ``sk`` or ``en``.
        limit: the most moves listed (``None``: all).
        orientation: ``chess`` draws an 8 x 8 board of format A/B as a
            chess diagram (default ``board``; a format C board is always a
            chess diagram, and ``board`` is an error for it).
        names: what a :class:`SelectionError`'s message calls the board,
            the move and how a value follows, e.g. the options of a
            command line.
        variant: the piece kinds of format B, as :func:`~fastcheck.solve`
            takes it (with format A or C any but ``classic`` is a
            :class:`~fastcheck.FormatError`).
    """
    kinds = installed_variant(variant)         # the one variant every step below takes
    data = as_bytes(text)
    fmt = detect_format(data) if format == "auto" else format
    _check_selection(fmt, board, move, names)
    check_variant(fmt, kinds)
    orientation = _orientation(fmt, orientation)
    if fmt == "ostap":
        return explain_ostap(data, move=move, limit=limit, move_name=names[1])
    board = 1 if board is None else board
    pos, t = _one_position(data, fmt, board, names[0], kinds)
    name = "format A" if fmt == "grid" else "format B"
    title = f"board {board} of {t} ({name}, {pos.n} x {pos.n}, {len(pos)} pieces)"
    return explain_position(pos, title=title, lang=lang, grid=fmt == "grid", limit=limit, orientation=orientation)


def _orientation(fmt: str, orientation: Optional[str]) -> str:
    """The orientation a format's diagram is drawn in: ``orientation``, by
    default ``board`` for format A/B and ``chess`` for format C, which has
    no other."""
    if fmt != "ostap":
        return "board" if orientation is None else orientation
    if orientation not in (None, "chess"):
        raise ValueError(f"a format C log (Ostap's chess) is drawn as a chess diagram only, not {orientation!r}")
    return "chess"


def _one_position(data: bytes, fmt: str, board: int, name: str, variant: Variant) -> Tuple[Position, int]:
    """Board ``board`` (1-based) of a format A/B text read with ``variant``'s
    letters, and the number of boards; only that board becomes a
    :class:`Position`.  ``name`` is what the error calls ``board``."""
    boards = read_checked_boards(data, fmt, variant)
    t = len(boards)
    if not 1 <= board <= t:
        raise ValueError(f"{name} must be within 1..{t}, not {board}")
    return position_of(boards, board - 1, variant), t


def _ostap_svg(data: bytes, move: Optional[int]) -> str:
    """The SVG of a format C position after move ``move`` (as the text
    diagram: rank 8 at the top), the side to move's king and checkers marked."""
    log = parse_ostap(data)
    game = OstapGame(log.cells, WHITE if log.white_first else BLACK)
    stop = _stop(log, move)
    played = 0
    result = ""
    for mv in log.moves[:stop]:
        if game.is_over():
            break
        result = game.play(mv)
        played += 1
    cells = game.cells()
    pieces = {}
    for i, v in enumerate(cells):
        if v:
            pieces[(i % 8 + 1, 8 - i // 8)] = Piece(abs(v), WHITE if v > 0 else BLACK).symbol()
    marks: Dict[Tuple[int, int], str] = {}
    arrows: List[Tuple[Tuple[int, int], Tuple[int, int]]] = []
    turn = WHITE if game.turn else BLACK
    chk = _ostap_checkers(game, cells) if game.is_check() else None
    if chk is not None:
        king = next(sq for sq, letter in pieces.items() if letter == KING_LETTERS[turn])
        for _, name in chk:
            sq = (_FILES.index(name[0]) + 1, int(name[1]))
            marks[sq] = MARK_CHECKER
            arrows.append((sq, king))
        marks[king] = MARK_KING
    panel = Panel(*chess_axes(), pieces, marks, arrows,
                  f"{'position after move ' + str(played) if played else 'the starting position'}, "
                  f"{'White' if turn else 'Black'} to move", light=1)
    moves = f"Ostap log: {len(log.moves)} move{'s' if len(log.moves) != 1 else ''}"
    return board_svg([panel], title=moves + (f"; move {played}: {result}" if played else "; the starting position"),
                     notes=["White = positive numbers (moving up the ranks); Black = negative",
                            "red: the king in check and its checkers (arrows)"])


def explain_svg(text: Text, *, board: int = 1, move: Optional[int] = None, format: str = "auto",
                lang: str = "sk", orientation: Optional[str] = None, variant: VariantLike = CLASSIC) -> str:
    """The diagram of :func:`explain` as a standalone SVG document.

    Args:
        text: the whole input, ``str`` or bytes-like.
        board: the board drawn, 1-based (format A/B).
        move: the move after which a format C log's position is drawn.
        format: ``auto``, ``grid`` (A), ``sparse`` (B) or ``ostap`` (C).
        lang: the verdict line's wording, ``sk`` or ``en``.
        orientation: as :func:`explain` takes it.
        variant: as :func:`explain` takes it.
    """
    kinds = installed_variant(variant)
    data = as_bytes(text)
    fmt = detect_format(data) if format == "auto" else format
    check_variant(fmt, kinds)
    orientation = _orientation(fmt, orientation)
    if fmt == "ostap":
        return _ostap_svg(data, move)
    pos, t = _one_position(data, fmt, board, "board", kinds)
    name = "format A" if fmt == "grid" else "format B"
    title = f"board {board} of {t} ({name}, {pos.n} x {pos.n}, {len(pos)} pieces): "
    return position_svg(pos, title=title + pos.verdict().text(lang, fmt == "grid"), orientation=orientation)
