"""Format C (Ostap's chess) by brute force, without fastcheck: every move of
every piece is tried on a copy of the board.  BUG names one deliberate
mistake for the package's wrong submissions (empty: none; the builder sets
it)."""
import sys

BUG = ""

FILES = "abcdefgh"
KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
ORTHO = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))
RAYS = {3: DIAG, 4: ORTHO, 5: ORTHO + DIAG}
PAWN, KNIGHT_, KING = 1, 2, 6


def at(cells, f, r):
    """The piece on file f (0..7), rank r (1..8); 0 empty, > 0 White."""
    return cells[(8 - r) * 8 + f]


def put(cells, f, r, v):
    cells[(8 - r) * 8 + f] = v


def on(f, r):
    return 0 <= f < 8 and 1 <= r <= 8


def targets(cells, f, r):
    v = at(cells, f, r)
    side = v > 0
    kind = abs(v)
    out = []

    def free_or_enemy(ff, rr):
        w = at(cells, ff, rr)
        return w == 0 or (w > 0) != side

    if kind == PAWN:
        d = 1 if side else -1
        if on(f, r + d) and at(cells, f, r + d) == 0:
            out.append((f, r + d))
            start = r == (2 if side else 7)
            if (start or BUG == "double_step") and on(f, r + 2 * d) and at(cells, f, r + 2 * d) == 0:
                out.append((f, r + 2 * d))
        for df in (-1, 1):
            if on(f + df, r + d) and at(cells, f + df, r + d) != 0 and free_or_enemy(f + df, r + d):
                out.append((f + df, r + d))
    elif kind in (KNIGHT_, KING):
        for df, dr in (KNIGHT if kind == KNIGHT_ else ORTHO + DIAG):
            if on(f + df, r + dr) and free_or_enemy(f + df, r + dr):
                out.append((f + df, r + dr))
    elif kind in RAYS:
        for df, dr in RAYS[kind]:
            ff, rr = f + df, r + dr
            while on(ff, rr):
                w = at(cells, ff, rr)
                if w == 0 or (w > 0) != side:
                    out.append((ff, rr))
                if w != 0:
                    break
                ff, rr = ff + df, rr + dr
    return out


def attacked(cells, f, r, by_white):
    """Does a piece of colour ``by_white`` attack file f, rank r?"""
    s = 1 if by_white else -1
    for df, dr in KNIGHT:
        if on(f + df, r + dr) and at(cells, f + df, r + dr) == s * KNIGHT_:
            return True
    for df, dr in ORTHO + DIAG:
        if on(f + df, r + dr) and at(cells, f + df, r + dr) == s * KING:
            return True
    for df in (-1, 1):                 # a White pawn attacks upwards, so it stands one rank lower
        if on(f + df, r - s) and at(cells, f + df, r - s) == s * PAWN:
            return True
    for df, dr in ORTHO + DIAG:
        sliders = (4, 5) if df == 0 or dr == 0 else (3, 5)
        ff, rr = f + df, r + dr
        while on(ff, rr):
            w = at(cells, ff, rr)
            if w != 0:
                if (w > 0) == by_white and abs(w) in sliders:
                    return True
                break
            ff, rr = ff + df, rr + dr
    return False


def in_check(cells, side):
    """Is some king of ``side`` attacked?  A side without a king never is."""
    king = KING if side else -KING
    return any(at(cells, f, r) == king and attacked(cells, f, r, not side)
               for f in range(8) for r in range(1, 9))


def after(cells, frm, to):
    new = list(cells)
    put(new, to[0], to[1], at(new, *frm))
    put(new, frm[0], frm[1], 0)
    return new


def correct(cells, side, frm, to):
    v = at(cells, *frm)
    if v == 0 or (v > 0) != side or to not in targets(cells, *frm):
        return False
    if BUG == "king_into_check" and abs(v) == KING:
        return True
    return not in_check(after(cells, frm, to), side)


def any_correct(cells, side):
    for f in range(8):
        for r in range(1, 9):
            v = at(cells, f, r)
            if v != 0 and (v > 0) == side and any(correct(cells, side, (f, r), to) for to in targets(cells, f, r)):
                return True
    return False


def square(token):
    return FILES.index(token[0]), int(token[1])


def solve(text):
    tokens = text.split()
    cells = [int(t) for t in tokens[:64]]
    count = int(tokens[64])
    side = tokens[65] == "White"
    out = []
    for move in tokens[66:66 + count]:
        frm, to = square(move[:2]), square(move[3:])
        if not correct(cells, side, frm, to):
            out.append("Incorrect")
            break
        cells = after(cells, frm, to)
        side = not side
        check, free = in_check(cells, side), any_correct(cells, side)
        result = ("Mate" if check else "Draw") if not free else ("Check" if check else "Correct")
        if BUG == "no_draw" and result == "Draw":
            result = "Correct"
        out.append(result)
        if result in ("Mate", "Draw") and BUG != "after_mate":
            break
    out.append("")
    out.extend(" ".join(str(v) for v in cells[r * 8:(r + 1) * 8]) for r in range(8))
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
