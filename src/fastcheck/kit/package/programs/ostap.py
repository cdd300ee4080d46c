"""Format C (Ostap's chess, Timus 1380): replay a move log, judging each
move and then the side to move.  Python 3 standard library only (CPython or
PyPy).

Rules: plain chess moves plus a pawn's two-square step from its start rank
over an empty square; no castling, en passant or promotion.  A move is
correct when it moves a piece of the side to move by those rules and leaves
no king of that side attacked (a side without a king is never in check).
BUG names one deliberate mistake, for the package's wrong submissions
(empty: none; the package builder sets it).
"""
import sys

BUG = ""

PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
STRAIGHT = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
FILES = "abcdefgh"


def on(f, r):
    return 0 <= f < 8 and 0 <= r < 8


class Game:
    """The board as cells[f][r] (file 0..7, rank 0..7): 0 empty, > 0 White, < 0 Black."""

    def __init__(self, numbers):
        self.cells = [[0] * 8 for _ in range(8)]
        for i, v in enumerate(numbers):              # rank 8 first, files a..h
            self.cells[i % 8][7 - i // 8] = v

    def reaches(self, f, r, tf, tr):
        """May the piece on (f, r) go to (tf, tr) by its own rules (checks aside)?"""
        c = self.cells
        v = c[f][r]
        side = 1 if v > 0 else -1
        kind = abs(v)
        if not on(tf, tr) or (tf, tr) == (f, r) or c[tf][tr] * side > 0:
            return False
        df, dr = tf - f, tr - r
        if kind == PAWN:
            if df == 0 and dr == side and c[tf][tr] == 0:
                return True
            start = r == (1 if side > 0 else 6) or BUG == "double_step"   # the mistake: from any rank
            if df == 0 and dr == 2 * side and start and c[f][r + side] == 0 and c[tf][tr] == 0:
                return True
            return abs(df) == 1 and dr == side and c[tf][tr] != 0
        if kind == KNIGHT:
            return (abs(df), abs(dr)) in ((1, 2), (2, 1))
        if kind == KING:
            return max(abs(df), abs(dr)) == 1
        straight, diagonal = df == 0 or dr == 0, abs(df) == abs(dr)
        if not ((straight and kind in (ROOK, QUEEN)) or (diagonal and kind in (BISHOP, QUEEN))):
            return False
        sf, sr = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
        x, y = f + sf, r + sr
        while (x, y) != (tf, tr):
            if c[x][y]:
                return False
            x, y = x + sf, y + sr
        return True

    def attacked(self, f, r, side):
        """Is (f, r) attacked by a piece of ``side`` (+1 White, -1 Black)?"""
        c = self.cells
        for df, dr in KNIGHT_STEPS:
            if on(f + df, r + dr) and c[f + df][r + dr] == side * KNIGHT:
                return True
        for df, dr in STRAIGHT + DIAGONAL:
            if on(f + df, r + dr) and c[f + df][r + dr] == side * KING:
                return True
        for df in (-1, 1):                            # a pawn attacks one rank ahead of it
            if on(f + df, r - side) and c[f + df][r - side] == side * PAWN:
                return True
        for steps, slider in ((STRAIGHT, ROOK), (DIAGONAL, BISHOP)):
            for df, dr in steps:
                x, y = f + df, r + dr
                while on(x, y):
                    v = c[x][y] * side
                    if v:
                        if v in (slider, QUEEN):
                            return True
                        break
                    x, y = x + df, y + dr
        return False

    def in_check(self, side):
        return any(self.cells[f][r] == side * KING and self.attacked(f, r, -side)
                   for f in range(8) for r in range(8))

    def correct(self, side, f, r, tf, tr):
        c = self.cells
        if c[f][r] * side <= 0 or not self.reaches(f, r, tf, tr):
            return False
        if BUG == "king_into_check" and abs(c[f][r]) == KING:   # the mistake: a king may step into check
            return True
        moved, taken = c[f][r], c[tf][tr]
        c[tf][tr], c[f][r] = moved, 0
        ok = not self.in_check(side)
        c[f][r], c[tf][tr] = moved, taken
        return ok

    def has_correct_move(self, side):
        for f in range(8):
            for r in range(8):
                if self.cells[f][r] * side > 0:
                    for tf in range(8):
                        for tr in range(8):
                            if self.correct(side, f, r, tf, tr):
                                return True
        return False


def solve(text):
    tokens = text.split()
    game = Game([int(t) for t in tokens[:64]])
    count, side = int(tokens[64]), 1 if tokens[65] in ("White", b"White") else -1
    out = []
    for move in tokens[66:66 + count]:
        if isinstance(move, bytes):
            move = move.decode()
        f, r, tf, tr = FILES.index(move[0]), int(move[1]) - 1, FILES.index(move[3]), int(move[4]) - 1
        if not game.correct(side, f, r, tf, tr):
            out.append("Incorrect")
            break
        c = game.cells
        c[tf][tr], c[f][r] = c[f][r], 0
        side = -side
        check, free = game.in_check(side), game.has_correct_move(side)
        result = ("Check" if check else "Correct") if free else ("Mate" if check else "Draw")
        if BUG == "no_draw" and result == "Draw":     # the mistake: a stalemate is reported as a plain move
            result = "Correct"
        out.append(result)
        if result in ("Mate", "Draw") and BUG != "after_mate":   # the mistake: play goes on after the end
            break
    out.append("")
    out.extend(" ".join(str(game.cells[f][7 - row]) for f in range(8)) for row in range(8))
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
