"""Brute-force reference for the position rules of formats A and B (the README's *Rules*).

Deliberately simple and slow: the board is a dict ``{(x, y): letter}``, moves
are generated square by square for every piece kind, and "is this square
attacked" scans every enemy piece's moves.  It exists only so that the test
suite can compare fastcheck against something obviously right.

Two independent ways of counting are provided:

* ``verdict`` / ``valid_moves`` walk the board square by square (only usable
  for small ``n``);
* ``verdict_huge`` / ``valid_moves_huge`` never walk: they test candidate
  (from, to) pairs with geometric predicates ("can this piece reach that
  square, is anything strictly in between") and so also work for
  ``n = 10**18``.  Candidate targets of a non-king piece are the checker
  squares and the points where the piece's lines cross the open segment
  between a checker and the king (any move landing elsewhere leaves that
  checker attacking the king); every candidate is still verified by making
  the move and re-testing the king.  ``self_check()`` compares the two on
  random small boards.

Coordinates: ``(x, y)``, ``1 <= x, y <= n``, ``(1, 1)`` top-left, ``y`` grows
downwards.  Lowercase letters are White (pawns move to larger ``y``),
uppercase Black (pawns move to smaller ``y``).
"""
from __future__ import annotations

import random

KING_STEPS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
KNIGHT_STEPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
ROOK_DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP_DIRS = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
QUEEN_DIRS = ROOK_DIRS + BISHOP_DIRS
# the fairy pieces: archbishop A (bishop + knight), chancellor C (rook +
# knight), amazon M (queen + knight); each moves as both its parts
SLIDER_DIRS = {"Q": QUEEN_DIRS, "R": ROOK_DIRS, "B": BISHOP_DIRS, "A": BISHOP_DIRS, "C": ROOK_DIRS, "M": QUEEN_DIRS}
LEAPS = {"K": KING_STEPS, "H": KNIGHT_STEPS, "A": KNIGHT_STEPS, "C": KNIGHT_STEPS, "M": KNIGHT_STEPS}

STATES = ("safe", "impossible", "check", "mate")


def is_white(letter):
    return letter.islower()


def pawn_dir(letter):
    return 1 if is_white(letter) else -1


def on_board(n, sq):
    return 1 <= sq[0] <= n and 1 <= sq[1] <= n


def make_board(pieces):
    board = {}
    for x, y, c in pieces:
        assert (x, y) not in board, f"two pieces on {(x, y)}"
        assert c in "KQRBHPACMkqrbhpacm", c
        board[(x, y)] = c
    return board


def find_king(board, white):
    want = "k" if white else "K"
    kings = [sq for sq, c in board.items() if c == want]
    assert len(kings) == 1, f"need exactly one {want!r}"
    return kings[0]


# --------------------------------------------------------------------------
# square-by-square move generation (small boards)
# --------------------------------------------------------------------------

def move_targets(board, n, sq):
    """All squares the piece on ``sq`` can move to by its normal rules.

    Never onto an own piece; sliders stop at the first piece (which they may
    capture if it is an enemy); pawns step forward onto an empty square or
    capture diagonally forward onto an enemy.
    """
    c = board[sq]
    white = is_white(c)
    kind = c.upper()
    x, y = sq
    out = []

    def free_or_enemy(t):
        o = board.get(t)
        return o is None or is_white(o) != white

    if kind == "P":
        d = pawn_dir(c)
        t = (x, y + d)
        if on_board(n, t) and t not in board:
            out.append(t)
        for dx in (-1, 1):
            t = (x + dx, y + d)
            if on_board(n, t) and t in board and is_white(board[t]) != white:
                out.append(t)
    for dx, dy in LEAPS.get(kind, ()):
        t = (x + dx, y + dy)
        if on_board(n, t) and free_or_enemy(t):
            out.append(t)
    for dx, dy in SLIDER_DIRS.get(kind, ()):
        t = (x + dx, y + dy)
        while on_board(n, t):
            if t in board:
                if is_white(board[t]) != white:
                    out.append(t)
                break
            out.append(t)
            t = (t[0] + dx, t[1] + dy)
    return out


def attack_targets(board, n, sq):
    """Squares the piece on ``sq`` attacks (could capture on, whoever stands there).

    Like ``move_targets`` but a pawn attacks only its two forward diagonals
    (whether occupied or not) and own-occupied squares count too.
    """
    c = board[sq]
    kind = c.upper()
    x, y = sq
    out = []
    if kind == "P":
        d = pawn_dir(c)
        for dx in (-1, 1):
            t = (x + dx, y + d)
            if on_board(n, t):
                out.append(t)
    for dx, dy in LEAPS.get(kind, ()):
        t = (x + dx, y + dy)
        if on_board(n, t):
            out.append(t)
    for dx, dy in SLIDER_DIRS.get(kind, ()):
        t = (x + dx, y + dy)
        while on_board(n, t):
            out.append(t)
            if t in board:
                break
            t = (t[0] + dx, t[1] + dy)
    return out


def king_threatened(board, n, white):
    """Literal rule: some enemy piece has a move that lands on the king's square."""
    ksq = find_king(board, white)
    for sq, c in list(board.items()):
        if is_white(c) != white and ksq in move_targets(board, n, sq):
            return True
    return False


def _all_moves(board, n, white):
    for sq, c in sorted(board.items()):
        if is_white(c) == white:
            for t in move_targets(board, n, sq):
                yield sq, t


def _move_is_valid(board, n, white, frm, to):
    moved = board.pop(frm)
    captured = board.get(to)
    board[to] = moved
    try:
        return not king_threatened(board, n, white)
    finally:
        board[frm] = moved
        if captured is None:
            del board[to]
        else:
            board[to] = captured


def legal_moves_of(n, pieces, white):
    """All valid moves of one side (whether in check or not), sorted."""
    board = make_board(pieces)
    return sorted((f, t) for f, t in _all_moves(board, n, white)
                  if _move_is_valid(board, n, white, f, t))


def _threat_state(board, n):
    wt = king_threatened(board, n, True)
    bt = king_threatened(board, n, False)
    if wt and bt:
        return "impossible", None
    if not wt and not bt:
        return "safe", None
    return "check", wt  # side True = White threatened


def valid_moves(n, pieces):
    """Sorted valid moves ``((fx, fy), (tx, ty))`` of the checked side ([] unless exactly one king is threatened)."""
    board = make_board(pieces)
    state, side = _threat_state(board, n)
    if state != "check":
        return []
    return legal_moves_of(n, pieces, side)


def verdict(n, pieces):
    """``(state, side, count)``; count = number of valid moves of the checked side."""
    assert n <= 2000, "use verdict_huge for big boards"
    board = make_board(pieces)
    state, side = _threat_state(board, n)
    if state != "check":
        return state, None, 0
    count = len(legal_moves_of(n, pieces, side))
    return ("check" if count else "mate"), side, count


def attackers(n, pieces, square, by_white):
    """Sorted squares of ``by_white``-coloured pieces attacking ``square``."""
    board = make_board(pieces)
    square = tuple(square)
    return sorted(sq for sq, c in board.items()
                  if is_white(c) == by_white and sq != square
                  and square in attack_targets(board, n, sq))


def checkers(n, pieces, white):
    board = make_board(pieces)
    return attackers(n, pieces, find_king(board, white), not white)


def pinned(n, pieces, white):
    """Own pieces first on a ray from the own king with a matching enemy slider right behind."""
    board = make_board(pieces)
    kx, ky = find_king(board, white)
    out = []
    for dx, dy in QUEEN_DIRS:
        sliders = "".join(k for k, dirs in SLIDER_DIRS.items() if (dx, dy) in dirs)
        first = None
        t = (kx + dx, ky + dy)
        while on_board(n, t):
            if t in board:
                if first is None:
                    if is_white(board[t]) != white:
                        break
                    first = t
                else:
                    c = board[t]
                    if is_white(c) != white and c.upper() in sliders:
                        out.append(first)
                    break
            t = (t[0] + dx, t[1] + dy)
    return sorted(out)


# --------------------------------------------------------------------------
# predicate-based variant (any n, including 10**18)
# --------------------------------------------------------------------------

def _sign(v):
    return (v > 0) - (v < 0)


def _path_clear(board, a, b):
    """No piece strictly between a and b (a, b on one rank/file/diagonal)."""
    dx, dy = _sign(b[0] - a[0]), _sign(b[1] - a[1])
    dist = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
    for (px, py) in board:
        ox, oy = px - a[0], py - a[1]
        # p = a + k*(dx,dy), 0 < k < dist
        k = ox * dx if dx else oy * dy
        if 0 < k < dist and ox == k * dx and oy == k * dy:
            return False
    return True


def can_attack(board, frm, to):
    """Could the piece on ``frm`` capture on ``to`` (geometry + blocking only)?"""
    c = board[frm]
    kind = c.upper()
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    if dx == 0 and dy == 0:
        return False
    if (dx, dy) in LEAPS.get(kind, ()):
        return True
    if kind == "P":
        return abs(dx) == 1 and dy == pawn_dir(c)
    on_a_line = dx == 0 or dy == 0 or abs(dx) == abs(dy)
    if not on_a_line or (_sign(dx), _sign(dy)) not in SLIDER_DIRS.get(kind, ()):
        return False
    return _path_clear(board, frm, to)


def can_move(board, n, frm, to):
    if not on_board(n, to) or to == frm:
        return False
    c = board[frm]
    o = board.get(to)
    if o is not None and is_white(o) == is_white(c):
        return False
    if c.upper() == "P":
        dx, dy = to[0] - frm[0], to[1] - frm[1]
        if dx == 0 and dy == pawn_dir(c):
            return o is None
        return o is not None and can_attack(board, frm, to)
    return can_attack(board, frm, to)


def _threatened_huge(board, white):
    ksq = find_king(board, white)
    return any(is_white(c) != white and can_attack(board, sq, ksq)
               for sq, c in board.items())


def _checkers_huge(board, white):
    ksq = find_king(board, white)
    return [sq for sq, c in board.items()
            if is_white(c) != white and can_attack(board, sq, ksq)]


_LINES = {"R": [(0, 1), (1, 0)], "B": [(1, -1), (1, 1)]}
_LINES["Q"] = _LINES["R"] + _LINES["B"]
_LINES.update(A=_LINES["B"], C=_LINES["R"], M=_LINES["Q"])


def _candidates(board, n, white):
    """Candidate (from, to) pairs that could possibly answer the check."""
    ksq = find_king(board, white)
    chk = _checkers_huge(board, white)
    cands = set()
    for dx, dy in KING_STEPS:
        cands.add((ksq, (ksq[0] + dx, ksq[1] + dy)))
    for sq, c in board.items():
        if is_white(c) != white or sq == ksq:
            continue
        kind = c.upper()
        for ch in chk:
            cands.add((sq, ch))
        if LEAPS.get(kind) is KNIGHT_STEPS:
            for dx, dy in KNIGHT_STEPS:
                cands.add((sq, (sq[0] + dx, sq[1] + dy)))
        if kind == "P":
            d = pawn_dir(c)
            for dx in (-1, 0, 1):
                cands.add((sq, (sq[0] + dx, sq[1] + d)))
        if kind in _LINES:
            for ch in chk:
                ux, uy = _sign(ksq[0] - ch[0]), _sign(ksq[1] - ch[1])
                if ch[0] != ksq[0] and ch[1] != ksq[1] and \
                        abs(ch[0] - ksq[0]) != abs(ch[1] - ksq[1]):
                    continue  # knight: no squares between
                dist = max(abs(ksq[0] - ch[0]), abs(ksq[1] - ch[1]))
                for a, b in _LINES[kind]:
                    # squares S(k) = ch + k*u, 0<k<dist, with a*x+b*y == a*px+b*py
                    lin = a * ux + b * uy
                    if lin == 0:
                        continue
                    need = a * sq[0] + b * sq[1] - (a * ch[0] + b * ch[1])
                    if need % lin:
                        continue
                    k = need // lin
                    if 0 < k < dist:
                        cands.add((sq, (ch[0] + k * ux, ch[1] + k * uy)))
    return cands


def valid_moves_huge(n, pieces):
    board = make_board(pieces)
    wt, bt = _threatened_huge(board, True), _threatened_huge(board, False)
    if wt == bt:
        return []
    white = wt
    out = []
    for frm, to in _candidates(board, n, white):
        if not can_move(board, n, frm, to):
            continue
        moved = board.pop(frm)
        captured = board.get(to)
        board[to] = moved
        ok = not _threatened_huge(board, white)
        board[frm] = moved
        if captured is None:
            del board[to]
        else:
            board[to] = captured
        if ok:
            out.append((frm, to))
    return sorted(out)


def verdict_huge(n, pieces):
    board = make_board(pieces)
    wt, bt = _threatened_huge(board, True), _threatened_huge(board, False)
    if wt and bt:
        return "impossible", None, 0
    if not wt and not bt:
        return "safe", None, 0
    count = len(valid_moves_huge(n, pieces))
    return ("check" if count else "mate"), wt, count


def attackers_huge(n, pieces, square, by_white):
    board = make_board(pieces)
    square = tuple(square)
    return sorted(sq for sq, c in board.items()
                  if is_white(c) == by_white and sq != square
                  and can_attack(board, sq, square))


def pinned_huge(n, pieces, white):
    """Pinned pieces by sorting pieces along each ray (no walking)."""
    board = make_board(pieces)
    kx, ky = find_king(board, white)
    out = []
    for dx, dy in QUEEN_DIRS:
        sliders = "".join(k for k, dirs in SLIDER_DIRS.items() if (dx, dy) in dirs)
        ray = []
        for (px, py), c in board.items():
            ox, oy = px - kx, py - ky
            k = ox * dx if dx else oy * dy
            if k > 0 and ox == k * dx and oy == k * dy:
                ray.append((k, (px, py), c))
        ray.sort()
        if len(ray) >= 2:
            (_, s1, c1), (_, _s2, c2) = ray[0], ray[1]
            if is_white(c1) == white and is_white(c2) != white and c2.upper() in sliders:
                out.append(s1)
    return sorted(out)


# --------------------------------------------------------------------------
# output lines and whole-text solving
# --------------------------------------------------------------------------

def verdict_line(state, side, count, lang="sk", grid=False):
    if lang == "sk":
        if state == "safe":
            return "Neutralna situacia."
        if state == "impossible":
            return "Nemozna situacia."
        who = "Biely" if side else "Cierny"
        if state == "mate":
            return f"{who} hrac ma mat."
        if grid:
            return f"{who} hrac ma sach."
        return f"{who} hrac ma sach. Ma {count} platnych tahov."
    if lang == "en":
        if state == "safe":
            return "Safe"
        if state == "impossible":
            return "Impossible"
        who = "White" if side else "Black"
        if state == "mate":
            return f"{who} Checkmate"
        return f"{who} Check - {count} Plausible Moves"
    raise ValueError(lang)


def parse_text(text):
    """Parse format A or B (no error handling).  Returns (grid, [(n, pieces), ...])."""
    lines = [ln.strip() for ln in text.replace("\r", "").split("\n")]
    lines = [ln for ln in lines if ln]
    t = int(lines[0])
    pos = 1
    grid = len(lines) > 1 and len(lines[1].split()) == 1
    boards = []
    for _ in range(t):
        if grid:
            rows = lines[pos:pos + 8]
            pos += 8
            pieces = [(x + 1, y + 1, ch) for y, row in enumerate(rows)
                      for x, ch in enumerate(row) if ch != "."]
            boards.append((8, pieces))
        else:
            n, p = map(int, lines[pos].split())
            pos += 1
            pieces = []
            for i in range(p):
                xs, ys, c = lines[pos + i].split()
                pieces.append((int(xs), int(ys), c))
            pos += p
            boards.append((n, pieces))
    return grid, boards


def solve_text(text, lang="sk"):
    grid, boards = parse_text(text)
    out = []
    for n, pieces in boards:
        v = verdict(n, pieces) if n <= 64 else verdict_huge(n, pieces)
        out.append(verdict_line(*v, lang=lang, grid=grid) + "\n")
    return "".join(out)


def to_format_b(n, pieces):
    """One board as a complete format-B input (t = 1), for reproducing failures."""
    lines = ["1", f"{n} {len(pieces)}"] + [f"{x} {y} {c}" for x, y, c in pieces]
    return "\n".join(lines) + "\n\n"


def to_grid(pieces):
    board = make_board(pieces)
    return "\n".join("".join(board.get((x, y), ".") for x in range(1, 9))
                     for y in range(1, 9))


# --------------------------------------------------------------------------
# self check: walking vs predicate variant
# --------------------------------------------------------------------------

def _random_position(rng, n, extra):
    squares = [(x, y) for x in range(1, n + 1) for y in range(1, n + 1)]
    chosen = rng.sample(squares, 2 + extra)
    pieces = [(*chosen[0], "k"), (*chosen[1], "K")]
    for sq in chosen[2:]:
        pieces.append((*sq, rng.choice("QRBHPqrbhp")))
    return pieces


def self_check(rounds=3000, seed=1):
    rng = random.Random(seed)
    for _ in range(rounds):
        n = rng.randint(3, 9)
        extra = rng.randint(0, min(10, n * n - 2))
        pieces = _random_position(rng, n, extra)
        a = verdict(n, pieces)
        b = verdict_huge(n, pieces)
        assert a == b, (a, b, to_format_b(n, pieces))
        assert valid_moves(n, pieces) == valid_moves_huge(n, pieces), to_format_b(n, pieces)
        for white in (True, False):
            assert pinned(n, pieces, white) == pinned_huge(n, pieces, white)
            sq = (rng.randint(1, n), rng.randint(1, n))
            assert attackers(n, pieces, sq, white) == attackers_huge(n, pieces, sq, white)
        board = make_board(pieces)
        for white in (True, False):
            assert king_threatened(board, n, white) == bool(checkers(n, pieces, white))
    return True


if __name__ == "__main__":  # pragma: no cover
    import pathlib
    import sys
    data = pathlib.Path(__file__).with_name("data")
    bad = 0
    for inp in sorted(data.glob("*.in")):
        if inp.name.startswith("timus"):
            continue
        for lang, suffix in (("sk", ".out"), ("en", ".en.out")):
            exp = inp.with_name(inp.name[:-3] + suffix)
            if exp.exists():
                got = solve_text(inp.read_text(), lang)
                ok = got == exp.read_text()
                bad += not ok
                print(inp.name, lang, "OK" if ok else f"MISMATCH\n{got}")
    print("self check:", self_check(int(sys.argv[1]) if len(sys.argv) > 1 else 2000))
    sys.exit(bad)
