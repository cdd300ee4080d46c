"""Brute-force reference for positions whose piece kinds are described by *rows*.

Deliberately simple and slow, like ``tests/reference.py`` (whose rules it
keeps): the board is a dict ``{(x, y): (kind, color)}``, the moves of every
piece are generated square by square, and "is this square attacked" scans
every enemy piece's attacks.  The one change: what a piece does is not read
from a letter but from its kind's ``Row`` (``rows[kind]``):

* ``leaps``: offsets ``(dx, dy)``; the piece jumps to ``square + (dx, dy)``
  (over anything) if that is on the board and holds no own piece.  The
  king's steps are leaps.
* ``rides``: directions ``(a, b)``; the piece slides to ``square + k*(a, b)``,
  ``k = 1, 2, ...``, stopping at the first occupied square (taken if it holds
  an enemy).  Only the multiples ``k*(a, b)`` are passed: for ``(2, 1)`` (a
  nightrider) nothing in between matters.
* ``pawn``: White (color 1) moves to larger ``y``, Black (color 0) to smaller
  ``y``: one step forward onto an empty square, one diagonal step forward
  onto an enemy only; it attacks only its two forward diagonals.  With
  ``double_step=True`` also two steps forward from ``y == 2`` (White) or
  ``y == n - 1`` (Black), when both squares are empty.
* ``royal``: the king; check is about it.

A piece moves by all its parts together (leaps, rides and pawn moves).
Pieces are ``(x, y, kind, color)`` with ``1 <= x, y <= n``, ``kind`` a key of
``rows`` and ``color`` 1 (White) or 0 (Black).  A move is valid when, made on
a copy of the board (the mover leaves its square, the target's occupant is
captured), it leaves no royal piece of the mover's colour attacked.

``self_check()`` compares this module with ``tests/reference.py`` on the
classic pieces written as rows, and runs a few hand-checked fairy positions.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Dict, List, NamedTuple, Optional, Tuple

WHITE, BLACK = 1, 0


class Row(NamedTuple):
    """What one piece kind does (see the module docstring)."""

    leaps: tuple = ()
    rides: tuple = ()
    pawn: bool = False
    royal: bool = False


Square = Tuple[int, int]
Move = Tuple[Square, Square]


# --------------------------------------------------------------------------
# board helpers
# --------------------------------------------------------------------------

def on_board(n, sq):
    return 1 <= sq[0] <= n and 1 <= sq[1] <= n


def forward(color):
    """The pawn direction of ``color``: White moves to larger ``y``."""
    return 1 if color == WHITE else -1


def make_board(pieces):
    """``{(x, y): (kind, color)}`` from a list of ``(x, y, kind, color)``."""
    board = {}
    for x, y, kind, color in pieces:
        assert (x, y) not in board, f"two pieces on {(x, y)}"
        assert color in (WHITE, BLACK), color
        board[(x, y)] = (kind, color)
    return board


def royal_squares(board, rows, color):
    return sorted(sq for sq, (kind, c) in board.items() if c == color and rows[kind].royal)


# --------------------------------------------------------------------------
# attacks and moves of one piece
# --------------------------------------------------------------------------

def leap_and_ride_squares(n, board, rows, sq):
    """Squares reached by the leaps and rides of the piece on ``sq``, whoever stands there."""
    kind, _color = board[sq]
    row = rows[kind]
    x, y = sq
    out = set()
    for dx, dy in row.leaps:
        t = (x + dx, y + dy)
        if t != sq and on_board(n, t):
            out.add(t)
    for a, b in row.rides:
        if (a, b) == (0, 0):
            continue
        t = (x + a, y + b)
        while on_board(n, t):
            out.add(t)
            if t in board:
                break  # the first piece met stops the ride
            t = (t[0] + a, t[1] + b)
    return out


def pawn_diagonals(n, board, rows, sq):
    """The two forward diagonal squares of the piece on ``sq`` if it is a pawn."""
    kind, color = board[sq]
    if not rows[kind].pawn:
        return set()
    x, y = sq
    d = forward(color)
    return {(x + dx, y + d) for dx in (-1, 1) if on_board(n, (x + dx, y + d))}


def attack_squares(n, board, rows, sq):
    """Squares the piece on ``sq`` could capture on (whoever stands there)."""
    return leap_and_ride_squares(n, board, rows, sq) | pawn_diagonals(n, board, rows, sq)


def move_targets(n, board, rows, sq, double_step=False):
    """All squares the piece on ``sq`` can move to (ignoring its own royal's safety)."""
    kind, color = board[sq]
    x, y = sq
    out = set()
    for t in leap_and_ride_squares(n, board, rows, sq):
        if t not in board or board[t][1] != color:
            out.add(t)
    if rows[kind].pawn:
        d = forward(color)
        for t in pawn_diagonals(n, board, rows, sq):
            if t in board and board[t][1] != color:
                out.add(t)
        one = (x, y + d)
        if on_board(n, one) and one not in board:
            out.add(one)
            two = (x, y + 2 * d)
            start_rank = 2 if color == WHITE else n - 1
            if double_step and y == start_rank and on_board(n, two) and two not in board:
                out.add(two)
    return out


# --------------------------------------------------------------------------
# board-level questions
# --------------------------------------------------------------------------

def board_attackers(n, board, rows, square, by_color):
    return sorted(sq for sq, (_kind, c) in board.items()
                  if c == by_color and sq != square and square in attack_squares(n, board, rows, sq))


def board_in_check(n, board, rows, color):
    """Some royal piece of ``color`` is attacked by the other side."""
    return any(board_attackers(n, board, rows, k, 1 - color) for k in royal_squares(board, rows, color))


def board_legal_moves(n, board, rows, color, double_step=False):
    out = []
    for frm in sorted(board):
        if board[frm][1] != color:
            continue
        for to in sorted(move_targets(n, board, rows, frm, double_step)):
            after = dict(board)
            after[to] = after.pop(frm)
            if not board_in_check(n, after, rows, color):
                out.append((frm, to))
    return out


# --------------------------------------------------------------------------
# the public functions (all take a list of pieces)
# --------------------------------------------------------------------------

def attacked(n: int, pieces, rows: Dict[int, Row], square: Square, by_color: int) -> bool:
    """Some piece of ``by_color`` (other than one standing on ``square``) could capture on ``square``."""
    return bool(attackers(n, pieces, rows, square, by_color))


def attackers(n: int, pieces, rows: Dict[int, Row], square: Square, by_color: int) -> List[Square]:
    """Sorted squares of the ``by_color`` pieces attacking ``square``."""
    return board_attackers(n, make_board(pieces), rows, tuple(square), by_color)


def in_check(n: int, pieces, rows: Dict[int, Row], color: int) -> bool:
    """Some royal piece of ``color`` is attacked (False if ``color`` has none)."""
    return board_in_check(n, make_board(pieces), rows, color)


def legal_moves(n: int, pieces, rows: Dict[int, Row], color: int, double_step: bool = False) -> List[Move]:
    """Sorted valid moves ``((fx, fy), (tx, ty))`` of ``color``, whatever the check state."""
    return board_legal_moves(n, make_board(pieces), rows, color, double_step)


def verdict(n: int, pieces, rows: Dict[int, Row], double_step: bool = False):
    """``(state, side, count)`` as ``reference.verdict``: side 1 White / 0 Black, count = valid moves."""
    board = make_board(pieces)
    white_hit = board_in_check(n, board, rows, WHITE)
    black_hit = board_in_check(n, board, rows, BLACK)
    if white_hit and black_hit:
        return "impossible", None, 0
    if not white_hit and not black_hit:
        return "safe", None, 0
    side = WHITE if white_hit else BLACK
    count = len(board_legal_moves(n, board, rows, side, double_step))
    return ("check" if count else "mate"), side, count


def counts(n: int, pieces, rows: Dict[int, Row], double_step: bool = False) -> Tuple[int, int]:
    """``(white_count, black_count)``: the number of valid moves of each side."""
    board = make_board(pieces)
    return (len(board_legal_moves(n, board, rows, WHITE, double_step)),
            len(board_legal_moves(n, board, rows, BLACK, double_step)))


def pinned(n: int, pieces, rows: Dict[int, Row], color: int) -> List[Square]:
    """Own non-royal pieces P of ``color`` between an enemy rider R and the own royal piece K.

    For each enemy piece R and each of its ride directions (a, b): walking
    from R by multiples of (a, b), the first piece met is P (own, not royal)
    and the next piece met beyond it is K (royal, of ``color``).
    """
    board = make_board(pieces)
    out = set()
    for (rx, ry), (kind, c) in board.items():
        if c == color:
            continue
        for a, b in rows[kind].rides:
            if (a, b) == (0, 0):
                continue
            met = []
            t = (rx + a, ry + b)
            while on_board(n, t) and len(met) < 2:
                if t in board:
                    met.append(t)
                t = (t[0] + a, t[1] + b)
            if len(met) == 2:
                p, k = met
                p_kind, p_color = board[p]
                k_kind, k_color = board[k]
                if p_color == color and not rows[p_kind].royal and k_color == color and rows[k_kind].royal:
                    out.add(p)
    return sorted(out)


# --------------------------------------------------------------------------
# random positions biased to interesting ones
# --------------------------------------------------------------------------

NEAR = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]


def random_position(rng: random.Random, n: int, rows: Dict[int, Row],
                    kinds_weights: Optional[Dict[int, float]] = None):
    """A sorted list of pieces: one royal piece per colour and 0..~10 others.

    The royal kinds are those whose row has ``royal``; each colour gets one of
    them at random.  The other pieces are of the non-royal kinds, drawn with
    ``kinds_weights`` (``{kind: weight}``, default all equal; royal kinds and
    kinds missing from it are never drawn).  Placement is biased to
    interesting positions: checks by a leap, by a ride (sometimes with an own
    piece between: a pin, or an enemy piece between), by a pawn, double
    checks, own pieces next to the king and pieces that could block a ride
    or take the checker, enemy pieces covering the king's flight squares,
    pawns near the kings and on the edges, and edge squares in general.
    """
    assert n >= 2, "two royal pieces need two squares"
    royal_kinds = sorted(k for k, row in rows.items() if row.royal)
    assert royal_kinds, "no royal kind"
    other_kinds = sorted(k for k, row in rows.items() if not row.royal)
    if kinds_weights is not None:
        other_kinds = [k for k in other_kinds if kinds_weights.get(k, 0) > 0]
        weights = [kinds_weights[k] for k in other_kinds]
    else:
        weights = [1] * len(other_kinds)

    board = {}
    limit = 2 + rng.randint(0, 10)  # the two royal pieces and the others

    def pick_kind(wanted=lambda row: True):
        choices = [(k, w) for k, w in zip(other_kinds, weights) if wanted(rows[k])]
        if not choices:
            return None
        return rng.choices([k for k, _w in choices], [w for _k, w in choices])[0]

    def edge_square():
        i, side = rng.randint(1, n), rng.choice((1, n))
        return (i, side) if rng.random() < 0.5 else (side, i)

    def any_square():
        if rng.random() < 0.4:
            return edge_square()
        return rng.randint(1, n), rng.randint(1, n)

    def put(sq, kind, color):
        if kind is None or len(board) >= limit or not on_board(n, sq) or sq in board:
            return False
        board[sq] = (kind, color)
        return True

    def reach_offset(row, color, capture=True):
        """A random offset o such that a piece of ``row`` at ``T - o`` may move to ``T`` (or None)."""
        options = [("leap", o) for o in row.leaps]
        options += [("ride", o) for o in row.rides if tuple(o) != (0, 0)]
        if row.pawn:
            d = forward(color)
            options += [("step", (dx, d)) for dx in ((-1, 1) if capture else (0,))]
        if not options:
            return None
        how, (a, b) = rng.choice(options)
        if how == "ride":
            k = 1 if rng.random() < 0.4 else rng.randint(1, max(1, n - 1))
            return a * k, b * k
        return a, b

    def attack_from(target, color, wanted=lambda row: True, capture=True):
        """Place a ``color`` piece that may move to ``target``; return its square or None."""
        kind = pick_kind(wanted)
        if kind is None:
            return None
        o = reach_offset(rows[kind], color, capture)
        if o is None:
            return None
        sq = (target[0] - o[0], target[1] - o[1])
        return sq if put(sq, kind, color) else None

    # the royal pieces: often on an edge, sometimes next to each other
    kings = {}
    for color in (WHITE, BLACK):
        sq = any_square()
        while sq in board:
            sq = any_square()
        board[sq] = (rng.choice(royal_kinds), color)
        kings[color] = sq
    if rng.random() < 0.1:
        del board[kings[BLACK]]
        wk = kings[WHITE]
        o = reach_offset(rows[board[wk][0]], WHITE) or (1, 0)
        sq = (wk[0] + o[0], wk[1] + o[1])
        if not on_board(n, sq) or sq in board:
            sq = kings[BLACK]
        board[sq] = (rng.choice(royal_kinds), BLACK)
        kings[BLACK] = sq

    def leap_check(victim):
        return attack_from(kings[victim], 1 - victim, lambda row: bool(row.leaps))

    def pawn_check(victim):
        k = kings[victim]
        d = forward(1 - victim)
        return put((k[0] + rng.choice((-1, 1)), k[1] - d), pick_kind(lambda row: row.pawn), 1 - victim)

    def ride_check(victim):
        kind = pick_kind(lambda row: any(tuple(r) != (0, 0) for r in row.rides))
        if kind is None:
            return None
        a, b = rng.choice([r for r in rows[kind].rides if tuple(r) != (0, 0)])
        k = kings[victim]
        line = []  # the squares k - j*(a, b), j = 1, 2, ... on the board
        t = (k[0] - a, k[1] - b)
        while on_board(n, t):
            line.append(t)
            t = (t[0] - a, t[1] - b)
        if not line:
            return None
        j = rng.randint(1, len(line))
        checker = line[j - 1]
        if not put(checker, kind, 1 - victim):
            return None
        between = line[:j - 1]
        if between and rng.random() < 0.5:
            # a piece in between: own (a pin) or enemy (no check)
            color = victim if rng.random() < 0.7 else 1 - victim
            put(rng.choice(between), pick_kind(), color)
        elif rng.random() < 0.5:
            # an own piece that could block (or take the checker)
            sq = rng.choice(between + [checker])
            attack_from(sq, victim, capture=sq == checker)
        return checker

    checks = [leap_check, ride_check, pawn_check]

    # the checks are aimed at one side (sometimes at both: an impossible position)
    target = rng.choice((WHITE, BLACK))
    both_sides = rng.random() < 0.1

    def one_plan():
        victim = rng.choice((WHITE, BLACK))
        attacked_side = victim if both_sides else target
        k, ak = kings[victim], kings[attacked_side]
        r = rng.random()
        if r < 0.45:
            rng.choice(checks)(attacked_side)
        elif r < 0.55:  # double check
            rng.choice(checks)(attacked_side)
            rng.choice(checks)(attacked_side)
        elif r < 0.65:  # an own piece next to the king
            dx, dy = rng.choice(NEAR)
            put((k[0] + dx, k[1] + dy), pick_kind(), victim)
        elif r < 0.75:  # an enemy piece covering a flight square
            dx, dy = rng.choice(NEAR)
            attack_from((ak[0] + dx, ak[1] + dy), 1 - attacked_side)
        elif r < 0.87:  # a pawn near a king or on an edge
            kind = pick_kind(lambda row: row.pawn)
            if rng.random() < 0.5:
                sq = (k[0] + rng.randint(-2, 2), k[1] + rng.randint(-2, 2))
            elif rng.random() < 0.7:
                sq = (rng.randint(1, n), rng.choice((1, 2, n - 1, n)))
            else:
                sq = (rng.choice((1, n)), rng.randint(1, n))
            put(sq, kind, rng.choice((WHITE, BLACK)))
        else:  # anything anywhere (edges often)
            put(any_square(), pick_kind(), rng.choice((WHITE, BLACK)))

    for _ in range(30):
        if len(board) >= limit:
            break
        one_plan()
    return sorted((x, y, kind, color) for (x, y), (kind, color) in board.items())


# --------------------------------------------------------------------------
# self check: the classic pieces as rows against tests/reference.py
# --------------------------------------------------------------------------

KING_STEPS = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
WAZIR_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
FERZ_STEPS = ((1, 1), (1, -1), (-1, 1), (-1, -1))
KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))

KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN = range(6)
CLASSIC_ROWS = {
    KING: Row(leaps=KING_STEPS, royal=True),
    QUEEN: Row(rides=WAZIR_STEPS + FERZ_STEPS),
    ROOK: Row(rides=WAZIR_STEPS),
    BISHOP: Row(rides=FERZ_STEPS),
    KNIGHT: Row(leaps=KNIGHT_STEPS),
    PAWN: Row(pawn=True),
}
LETTER_KIND = {"k": KING, "q": QUEEN, "r": ROOK, "b": BISHOP, "h": KNIGHT, "p": PAWN}
KIND_LETTER = {kind: letter for letter, kind in LETTER_KIND.items()}


def from_letters(pieces):
    """``reference``'s ``(x, y, letter)`` (lowercase White) as ``(x, y, kind, color)``."""
    return sorted((x, y, LETTER_KIND[c.lower()], WHITE if c.islower() else BLACK) for x, y, c in pieces)


def to_letters(pieces):
    return [(x, y, KIND_LETTER[kind] if color == WHITE else KIND_LETTER[kind].upper()) for x, y, kind, color in pieces]


def _compare_with_reference(reference, rng, n, pieces):
    """Every question on one classic position, asked of both modules."""
    letters = to_letters(pieces)
    rows = CLASSIC_ROWS
    got = verdict(n, pieces, rows)
    want = reference.verdict(n, letters)
    want = (want[0], None if want[1] is None else int(want[1]), want[2])
    assert got == want, (got, want, reference.to_format_b(n, letters))
    assert counts(n, pieces, rows) == (len(reference.legal_moves_of(n, letters, True)),
                                       len(reference.legal_moves_of(n, letters, False)))
    for color in (WHITE, BLACK):
        white = color == WHITE
        assert legal_moves(n, pieces, rows, color) == reference.legal_moves_of(n, letters, white), letters
        assert pinned(n, pieces, rows, color) == reference.pinned(n, letters, white), letters
        assert in_check(n, pieces, rows, color) == bool(reference.checkers(n, letters, white)), letters
        sq = (rng.randint(1, n), rng.randint(1, n))
        assert attackers(n, pieces, rows, sq, color) == reference.attackers(n, letters, sq, white), (letters, sq)
        assert attacked(n, pieces, rows, sq, color) == bool(reference.attackers(n, letters, sq, white))
    return got[0]


def _fairy_checks():
    """A few hand-checked positions with non-classic rows."""
    royal_wazir = Row(leaps=WAZIR_STEPS, royal=True)
    commoner = Row(leaps=KING_STEPS)
    nightrider = Row(rides=KNIGHT_STEPS)
    pawn = Row(pawn=True)
    rows = {0: royal_wazir, 1: commoner, 2: nightrider, 3: pawn}

    # lone royal wazirs in the middle of 8x8: 4 moves each, nobody in check
    pieces = [(4, 4, 0, WHITE), (7, 7, 0, BLACK)]
    assert legal_moves(8, pieces, rows, WHITE) == [((4, 4), t) for t in [(3, 4), (4, 3), (4, 5), (5, 4)]]
    assert counts(8, pieces, rows) == (4, 4)
    assert verdict(8, pieces, rows) == ("safe", None, 0)
    # royal wazirs diagonally adjacent do not attack each other
    assert verdict(8, [(4, 4, 0, WHITE), (5, 5, 0, BLACK)], rows) == ("safe", None, 0)
    # orthogonally adjacent: both attacked
    assert verdict(8, [(4, 4, 0, WHITE), (5, 4, 0, BLACK)], rows)[0] == "impossible"

    # a commoner next to the king gives check; the wazir king cannot take it diagonally, (4, 5) and
    # (5, 4) are covered by the commoner: 2 moves left
    pieces = [(4, 4, 0, WHITE), (5, 5, 1, BLACK), (8, 1, 0, BLACK)]
    assert in_check(8, pieces, rows, WHITE) and not in_check(8, pieces, rows, BLACK)
    assert attackers(8, pieces, rows, (4, 4), BLACK) == [(5, 5)]
    assert verdict(8, pieces, rows) == ("check", WHITE, 2)
    assert legal_moves(8, pieces, rows, WHITE) == [((4, 4), (3, 4)), ((4, 4), (4, 3))]

    # a nightrider passes only the multiples of (1, 2): pieces elsewhere do not block it
    pieces = [(1, 1, 0, WHITE), (2, 2, 3, WHITE), (1, 2, 3, WHITE), (3, 5, 2, BLACK), (8, 8, 0, BLACK)]
    assert attackers(8, pieces, rows, (1, 1), BLACK) == [(3, 5)]
    # ... but a piece on a multiple does, and then it is pinned: it cannot leave the line
    pieces = [(1, 1, 0, WHITE), (2, 3, 1, WHITE), (3, 5, 2, BLACK), (8, 8, 0, BLACK)]
    assert not in_check(8, pieces, rows, WHITE)
    assert pinned(8, pieces, rows, WHITE) == [(2, 3)]
    assert all(frm != (2, 3) for frm, _to in legal_moves(8, pieces, rows, WHITE))

    # pawns: forward onto empty only, diagonal onto enemy only, double step only when asked
    pieces = [(4, 2, 3, WHITE), (5, 3, 3, BLACK), (4, 3, 3, BLACK), (1, 1, 0, WHITE), (8, 8, 0, BLACK)]
    white_pawn_moves = [m for m in legal_moves(8, pieces, rows, WHITE) if m[0] == (4, 2)]
    assert white_pawn_moves == [((4, 2), (5, 3))]
    pieces = [(4, 2, 3, WHITE), (1, 1, 0, WHITE), (8, 8, 0, BLACK), (5, 7, 3, BLACK)]
    assert [t for f, t in legal_moves(8, pieces, rows, WHITE) if f == (4, 2)] == [(4, 3)]
    assert [t for f, t in legal_moves(8, pieces, rows, WHITE, True) if f == (4, 2)] == [(4, 3), (4, 4)]
    assert [t for f, t in legal_moves(8, pieces, rows, BLACK, True) if f == (5, 7)] == [(5, 5), (5, 6)]
    # a pawn gives check on its forward diagonal only
    assert in_check(8, [(4, 4, 0, BLACK), (3, 3, 3, WHITE), (1, 1, 0, WHITE)], rows, BLACK)
    assert not in_check(8, [(4, 4, 0, BLACK), (4, 3, 3, WHITE), (1, 1, 0, WHITE)], rows, BLACK)
    assert not in_check(8, [(4, 4, 0, BLACK), (3, 5, 3, WHITE), (1, 1, 0, WHITE)], rows, BLACK)


def self_check(rounds=300, seed=1):
    """Compare with ``tests/reference.py`` on the classic pieces; returns the verdict states seen.

    Each round asks every question (verdict, counts, legal moves, pinned,
    in_check, attackers at a random square) on a position from
    ``reference._random_position`` and on one from ``random_position``.
    """
    import reference  # tests/reference.py, next to this module

    rng = random.Random(seed)
    seen = {"reference._random_position": Counter(), "random_position": Counter()}
    for _ in range(rounds):
        n = rng.randint(3, 9)
        extra = rng.randint(0, min(10, n * n - 2))
        pieces = from_letters(reference._random_position(rng, n, extra))
        seen["reference._random_position"][_compare_with_reference(reference, rng, n, pieces)] += 1
        n = rng.randint(2, 10)
        pieces = random_position(rng, n, CLASSIC_ROWS)
        assert len({(x, y) for x, y, _k, _c in pieces}) == len(pieces), pieces
        assert all(on_board(n, (x, y)) for x, y, _k, _c in pieces), pieces
        seen["random_position"][_compare_with_reference(reference, rng, n, pieces)] += 1
    _fairy_checks()
    return seen


if __name__ == "__main__":  # pragma: no cover
    import sys

    print(self_check(int(sys.argv[1]) if len(sys.argv) > 1 else 300))
