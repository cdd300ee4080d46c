"""Format B (sparse n x n boards, n up to 10^18) with a variant's pieces:
for each board, who is in check, and how many valid moves get out of it.

Python 3 standard library only (CPython or PyPy).  Every piece is a row of
PIECES, written by the package builder from the variant's table: its leaps
(offsets it jumps by, over anything), its rides (primitive steps it repeats
along a line up to the first piece), whether it is a pawn and whether it is
the royal piece (the king).  The pieces are grouped by the lines the rides
follow -- for a step (a, b), the line b*x - a*y -- and a line is sorted the
first time it is asked about, so the nearest piece from any square along any
ride is a binary search away and no work grows with n.  The package builder
sets GRID (format A), LANG (verdict wording), DOUBLE_STEP (the pawn's two
squares from its start row), PIECES and BUG: one deliberate mistake, for
the package's wrong submissions (empty: none).
"""
import sys
from bisect import bisect_left, bisect_right
from math import gcd

GRID = False
LANG = "sk"
BUG = ""
DOUBLE_STEP = False
#: letter (White's) -> (leaps, rides, pawn, royal): the classic pieces unless the builder writes a variant's
PIECES = {'p': ((), (), True, False), 'h': (((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)), (), False, False), 'b': ((), ((-1, -1), (-1, 1), (1, -1), (1, 1)), False, False), 'r': ((), ((-1, 0), (0, -1), (0, 1), (1, 0)), False, False), 'q': ((), ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)), False, False), 'k': (((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)), (), False, True)}  # noqa: E501

LEAPS = {letter: frozenset(row[0]) for letter, row in PIECES.items()}
RIDES = {letter: frozenset(row[1]) for letter, row in PIECES.items()}
PAWNS = {letter for letter, row in PIECES.items() if row[2]}
ROYAL = next(letter for letter, row in PIECES.items() if row[3])
#: every leap and every ride step of the variant
ALL_LEAPS = sorted(set().union(*LEAPS.values()))
ALL_RIDES = sorted(set().union(*RIDES.values()))


def family_of(d):
    """(family, sense) of a ride step: the family is the step's line
    direction (its first nonzero coordinate positive), the sense +1 when the
    step goes that way along it."""
    a, b = d
    return ((a, b), 1) if a > 0 or (a == 0 and b > 0) else ((-a, -b), -1)


FAMILIES = sorted({family_of(d)[0] for d in ALL_RIDES})


def line_of(f, x, y):
    """(key, position) of the square (x, y) on its line of family f = (a, b):
    the key is b*x - a*y, the position x (or y on a column)."""
    a, b = f
    return b * x - a * y, (x if a else y)


class Board:
    """One position: the pieces by square, and the lines, sorted on demand."""

    def __init__(self, n, squares):
        self.n = n
        self.at = squares                     # (x, y) -> letter; lowercase is White
        self.lines = {f: {} for f in FAMILIES}
        self.ready = {f: set() for f in FAMILIES}
        for f in FAMILIES:
            table = self.lines[f]
            for x, y in squares:
                key, pos = line_of(f, x, y)
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
        """(square, steps) of the nearest piece from (x, y) along the ride step d, passing over
        ``skip``; None: none."""
        f, sense = family_of(d)
        key, pos = line_of(f, x, y)
        lst = self.line(f, key)
        if not lst:
            return None
        a = f[0] if f[0] else f[1]            # the position's change per step of the family
        if sense > 0:
            found = (lst[i] for i in range(bisect_right(lst, pos), len(lst)))
        else:
            found = (lst[i] for i in range(bisect_left(lst, pos) - 1, -1, -1))
        for p in found:
            k = (p - pos) // (a * sense)
            sq = (x + k * d[0], y + k * d[1])
            if sq != skip:
                return sq, k
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


def kind(letter):
    return letter.lower()


def attackers(b, x, y, white, skip=None):
    """Squares of the pieces of that colour attacking (x, y), with ``skip`` taken off the board."""
    at = b.at
    out = []
    for dx, dy in ALL_LEAPS:
        s = (x - dx, y - dy)
        letter = at.get(s)
        if letter is not None and s != skip and letter.islower() == white and (dx, dy) in LEAPS[kind(letter)]:
            out.append(s)
    back = y - forward(white)
    for s in ((x - 1, back), (x + 1, back)):
        letter = at.get(s)
        if letter is not None and s != skip and letter.islower() == white and kind(letter) in PAWNS:
            out.append(s)
    for d in ALL_RIDES:
        hit = b.nearest(x, y, d, skip)
        if hit is not None:
            letter = at[hit[0]]
            if letter.islower() == white and d in RIDES[kind(letter)]:
                out.append(hit[0])
    return sorted(set(out))


def evasions(b, king, checkers):
    """The valid moves of the side whose king stands on ``king``, in check by ``checkers``."""
    at = b.at
    kx, ky = king
    white = at[king].islower()
    count = 0
    # the king leaves its square: a rider's line through it goes on (the mistake: it still hides the square)
    gone = None if BUG == "king_line" else king
    for dx, dy in LEAPS[ROYAL]:                         # the royal piece's own moves
        s = (kx + dx, ky + dy)
        if b.on_board(*s):
            o = at.get(s)
            if (o is None or o.islower() != white) and not attackers(b, s[0], s[1], not white, gone):
                count += 1
    if len(checkers) != 1 and not (BUG == "double" and checkers):   # the mistake: one checker is dealt with
        return count
    pinned = {}                                         # a pinned piece may only move along its pin
    for d in (ALL_RIDES if BUG != "pins" else ()):      # the mistake: pinned pieces move freely
        first = b.nearest(kx, ky, d)
        if first is not None and at[first[0]].islower() == white:
            second = b.nearest(first[0][0], first[0][1], d)
            if second is not None:
                letter = at[second[0]]
                if letter.islower() != white and d in RIDES[kind(letter)]:
                    pinned[first[0]] = (d, first[1] + second[1])
    checker = checkers[0]
    cx, cy = checker
    ux, uy = cx - kx, cy - ky
    g = gcd(abs(ux), abs(uy))
    e = (ux // g, uy // g)
    # a rider's check along a line can be blocked (not when its leap reaches the king as well)
    length = g if g > 1 and e in RIDES[kind(at[checker])] and (ux, uy) not in LEAPS[kind(at[checker])] else 0

    def ends_check(t):
        """Does a move onto t capture the checker or block its line?"""
        if t == checker:
            return True
        dx, dy = t[0] - kx, t[1] - ky
        j = dx // e[0] if e[0] else dy // e[1]
        return 0 < j < length and dx == j * e[0] and dy == j * e[1]

    for s, letter in at.items():
        if letter.islower() != white or s == king:
            continue
        x, y = s
        k = kind(letter)
        targets = set()
        for dx, dy in LEAPS[k]:
            t = (x + dx, y + dy)
            if ends_check(t):
                targets.add(t)
        if k in PAWNS:
            f = forward(white)
            step = (x, y + f)
            if step not in at and ends_check(step):
                targets.add(step)
            start = 2 if white else b.n - 1
            if DOUBLE_STEP and y == start and step not in at and (x, y + 2 * f) not in at \
                    and ends_check((x, y + 2 * f)):
                targets.add((x, y + 2 * f))
            for t in ((x - 1, y + f), (x + 1, y + f)):
                if t == checker:
                    targets.add(t)
        for d in RIDES[k]:
            hit = b.nearest(x, y, d)
            if hit is not None and hit[0] == checker:
                targets.add(checker)
            if not length:
                continue
            # where the ride's line meets the check line: s + m*d = king + j*e, 0 < j < length
            det = e[0] * d[1] - d[0] * e[1]
            if det == 0:
                continue
            m_num = e[0] * (ky - y) - e[1] * (kx - x)
            if m_num % det:
                continue
            m = m_num // det
            if m <= 0 or (hit is not None and hit[1] <= m):
                continue
            t = (x + m * d[0], y + m * d[1])
            if ends_check(t):
                targets.add(t)
        pin = pinned.get(s)
        if pin is not None:                             # only squares on the pin's ray, up to the pinner
            d, reach = pin
            targets = {t for t in targets if 0 < _steps(t, king, d) <= reach}
        count += len(targets)
    return count


def _steps(t, king, d):
    """How many steps d lead from the king to t (0: t is not on that ray)."""
    dx, dy = t[0] - king[0], t[1] - king[1]
    i = dx // d[0] if d[0] else dy // d[1]
    return i if (dx, dy) == (i * d[0], i * d[1]) and i > 0 else 0


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
    kings = {letter: s for s, letter in b.at.items() if kind(letter) == ROYAL}
    wk, bk = kings[ROYAL], kings[ROYAL.upper()]
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
