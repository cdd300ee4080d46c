"""Formats A (8x8 grids) and B (sparse n x n boards, n up to 10^18): for each
board, who is in check, and how many valid moves get out of it.

Python 3 standard library only (CPython or PyPy).  The pieces are grouped
by line -- rows, columns and both diagonals -- and a line is sorted the first
time it is asked about, so the nearest piece from any square in any of the 8
directions is a binary search away and no work grows with n.  The package
builder sets GRID (format A), LANG (verdict wording) and BUG: one deliberate
mistake, for the package's wrong submissions (empty: none).
"""
import sys
from bisect import bisect_left, bisect_right

GRID = False
LANG = "sk"
BUG = ""

DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1))
KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
#: the family of a direction, and (key, position along it): 0 row (y, x), 1 column (x, y),
#: 2 diagonal (x - y, x), 3 anti-diagonal (x + y, x)
FAMILY = (0, 0, 1, 1, 2, 2, 3, 3)
#: +1 when a direction goes towards larger positions along its line
ALONG = (1, -1, 1, -1, 1, -1, 1, -1)
#: the pieces that slide along a direction: rooks and queens orthogonally, bishops and queens diagonally
SLIDERS = ("rq",) * 4 + ("bq",) * 4


def line_of(f, x, y):
    """(key, position) of the square on its line of family f."""
    if f == 0:
        return y, x
    if f == 1:
        return x, y
    return (x - y if f == 2 else x + y), x


def square_of(f, key, pos):
    if f == 0:
        return pos, key
    if f == 1:
        return key, pos
    return (pos, pos - key) if f == 2 else (pos, key - pos)


class Board:
    """One position: the pieces by square, and the lines, sorted on demand."""

    def __init__(self, n, squares):
        self.n = n
        self.at = squares                     # (x, y) -> letter; lowercase is White
        self.lines = ({}, {}, {}, {})
        self.ready = (set(), set(), set(), set())
        rows, cols, diags, antis = self.lines
        for x, y in squares:
            for table, key, pos in ((rows, y, x), (cols, x, y), (diags, x - y, x), (antis, x + y, x)):
                lst = table.get(key)
                if lst is None:
                    table[key] = [pos]
                else:
                    lst.append(pos)

    def line(self, f, key):
        lst = self.lines[f].get(key)
        if lst is not None and key not in self.ready[f]:
            lst.sort()
            self.ready[f].add(key)
        return lst

    def nearest(self, x, y, d, skip=None):
        """The square of the nearest piece from (x, y) in direction d, passing over ``skip``; None: none."""
        f = FAMILY[d]
        key, pos = line_of(f, x, y)
        lst = self.line(f, key)
        if not lst:
            return None
        if ALONG[d] > 0:
            for i in range(bisect_right(lst, pos), len(lst)):
                sq = square_of(f, key, lst[i])
                if sq != skip:
                    return sq
        else:
            for i in range(bisect_left(lst, pos) - 1, -1, -1):
                sq = square_of(f, key, lst[i])
                if sq != skip:
                    return sq
        return None

    def on_board(self, x, y):
        if BUG == "edge":                   # the mistake: the last row and column are left out
            return 1 <= x < self.n and 1 <= y < self.n
        return 1 <= x <= self.n and 1 <= y <= self.n


def forward(white):
    """The y step of a pawn: White (top) moves to larger y."""
    if BUG == "pawn_direction":             # the mistake: pawns move and capture towards their own side
        return -1 if white else 1
    return 1 if white else -1


def attackers(b, x, y, white, skip=None):
    """Squares of the pieces of that colour attacking (x, y), with ``skip`` taken off the board."""
    at = b.at
    king, knight, pawn = ("k", "h", "p") if white else ("K", "H", "P")
    out = []
    for dx, dy in KNIGHT:
        s = (x + dx, y + dy)
        if at.get(s) == knight and s != skip:
            out.append(s)
    for dx, dy in DIRS:
        s = (x + dx, y + dy)
        if at.get(s) == king and s != skip:
            out.append(s)
    back = y - forward(white)
    for s in ((x - 1, back), (x + 1, back)):
        if at.get(s) == pawn and s != skip:
            out.append(s)
    for d in range(8):
        s = b.nearest(x, y, d, skip)
        if s is not None:
            letter = at[s]
            if letter.islower() == white and letter.lower() in SLIDERS[d]:
                out.append(s)
    return out


def meet(f, k, g, h):
    """The square where line (f, k) meets line (g, h) of another family; None: between squares."""
    if f > g:
        f, k, g, h = g, h, f, k
    if f == 0:
        return (h if g == 1 else h + k if g == 2 else h - k), k
    if f == 1:
        return k, (k - h if g == 2 else h - k)
    if (k + h) % 2:
        return None
    return (k + h) // 2, (h - k) // 2


def evasions(b, king, checkers):
    """The valid moves of the side whose king stands on ``king``, in check by ``checkers``."""
    at = b.at
    kx, ky = king
    white = at[king].islower()
    count = 0
    # the king leaves its square: a slider's line through it goes on (the mistake: it still hides the square)
    gone = None if BUG == "king_line" else king
    for dx, dy in DIRS:                                 # the king's steps
        s = (kx + dx, ky + dy)
        if b.on_board(*s):
            o = at.get(s)
            if (o is None or o.islower() != white) and not attackers(b, s[0], s[1], not white, gone):
                count += 1
    if len(checkers) != 1 and not (BUG == "double" and checkers):   # the mistake: one checker is dealt with
        return count
    pinned = set()                                      # a pinned piece can never end a check
    for d in range(8 if BUG != "pins" else 0):          # the mistake: pinned pieces move
        first = b.nearest(kx, ky, d)
        if first is not None and at[first].islower() == white:
            second = b.nearest(first[0], first[1], d)
            if second is not None and at[second].islower() != white and at[second].lower() in SLIDERS[d]:
                pinned.add(first)
    checker = checkers[0]
    cx, cy = checker
    sx, sy = (cx > kx) - (cx < kx), (cy > ky) - (cy < ky)
    length = max(abs(cx - kx), abs(cy - ky))
    line_dir = DIRS.index((sx, sy)) if at[checker].lower() in "qrb" and length > 1 else -1

    def between(x, y):
        """Is (x, y) strictly between the king and a sliding checker?"""
        if line_dir < 0:
            return False
        dx, dy = x - kx, y - ky
        step = dx * sx if sx else dy * sy
        return dx == step * sx and dy == step * sy and 0 < step < length

    if line_dir >= 0:
        g = FAMILY[line_dir]
        king_key = line_of(g, kx, ky)[0]
    for s, letter in at.items():
        if letter.islower() != white or s == king or s in pinned:
            continue
        kind = letter.lower()
        x, y = s
        if kind == "h":
            for dx, dy in KNIGHT:
                t = (x + dx, y + dy)
                if t == checker or between(*t):
                    count += 1
        elif kind == "p":
            y2 = y + forward(white)
            if between(x, y2):
                count += 1
            if y2 == cy and abs(x - cx) == 1:
                count += 1
        elif kind in "qrb":
            for d in range(8):
                if kind not in SLIDERS[d]:
                    continue
                nb = b.nearest(x, y, d)
                if nb == checker:
                    count += 1
                    continue
                f = FAMILY[d]
                if line_dir < 0 or f == g:
                    continue
                key, pos = line_of(f, x, y)
                t = meet(f, key, g, king_key)
                if t is None or not between(*t):
                    continue
                ahead = (line_of(f, *t)[1] - pos) * ALONG[d]
                if ahead <= 0:
                    continue
                if nb is not None and (line_of(f, *nb)[1] - pos) * ALONG[d] < ahead:
                    continue
                count += 1
    return count


def verdict(state, white, count):
    """The output line: state 0 safe, 1 both kings threatened, 2 one king in check."""
    grid = GRID != (BUG == "wording" and LANG == "sk")  # the mistake: the other KSP task's check line
    if BUG == "wording" and LANG == "en" and state == 2 and count == 1:
        return ("White" if white else "Black") + " Check - 1 Plausible Move"   # the mistake: a singular
    if LANG == "en":
        who = "White" if white else "Black"
        if state == 0:
            return "Safe"
        if state == 1:
            return "Impossible"
        return f"{who} Checkmate" if count == 0 else f"{who} Check - {count} Plausible Moves"
    who = "Biely" if white else "Cierny"
    if state == 0:
        return "Neutralna situacia."
    if state == 1:
        return "Nemozna situacia."
    if count == 0:
        return f"{who} hrac ma mat."
    return f"{who} hrac ma sach." if grid else f"{who} hrac ma sach. Ma {count} platnych tahov."


def judge(b):
    kings = {letter: s for s, letter in b.at.items() if letter in "kK"}
    wk, bk = kings["k"], kings["K"]
    on_white = attackers(b, wk[0], wk[1], False)
    on_black = attackers(b, bk[0], bk[1], True)
    if on_white and on_black:
        return verdict(1, True, 0)
    if not (on_white or on_black):
        return verdict(0, True, 0)
    white = bool(on_white)
    return verdict(2, white, evasions(b, wk if white else bk, sorted(on_white or on_black)))


def boards(tokens):
    """The positions of the input, one Board each."""
    t = int(tokens[0])
    i = 1
    for _ in range(t):
        squares = {}
        if GRID:
            for y in range(1, 9):
                row = tokens[i].decode()
                i += 1
                for x, c in enumerate(row, 1):
                    if c != ".":
                        squares[(x, y)] = c
            yield Board(8, squares)
        else:
            n, p = int(tokens[i]), int(tokens[i + 1])
            i += 2
            for j in range(i, i + 3 * p, 3):
                squares[(int(tokens[j]), int(tokens[j + 1]))] = tokens[j + 2].decode()
            i += 3 * p
            yield Board(n, squares)


def solve(data):
    return "".join(judge(b) + "\n" for b in boards(data.split()))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
