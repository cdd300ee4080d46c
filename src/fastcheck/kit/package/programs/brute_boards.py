"""Formats A and B by brute force: every move of every piece is tried on a
copy of the board.  Used for the package's wrong submissions: BUG names one
deliberate mistake (empty: none).  Boards wider than SMALL are too big for
square-by-square walks and are answered by fastcheck, so a BUG only shows on
small boards (the builder sets FORMAT, LANG and BUG)."""
import sys

import fastcheck

FORMAT = "grid"
LANG = "sk"
BUG = ""
SMALL = 64

KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
ORTHO = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))
RAYS = {"r": ORTHO, "b": DIAG, "q": ORTHO + DIAG}


def white(letter):
    """Lowercase pieces are White's."""
    return letter.islower()


def on_board(n, x, y):
    if BUG == "edge":                 # off by one: the last row and column are left out
        return 1 <= x < n and 1 <= y < n
    return 1 <= x <= n and 1 <= y <= n


def forward(is_white):
    """The y step of a pawn: White (top) moves to larger y."""
    step = 1 if is_white else -1
    return -step if BUG == "pawn_direction" else step


def sign(v):
    return (v > 0) - (v < 0)


def attacks(board, frm, letter, to):
    """Could ``letter`` on ``frm`` capture on ``to``?"""
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    kind = letter.lower()
    if kind == "k":
        return max(abs(dx), abs(dy)) == 1
    if kind == "h":
        return (abs(dx), abs(dy)) in ((1, 2), (2, 1))
    if kind == "p":
        return abs(dx) == 1 and dy == forward(white(letter))
    straight, diagonal = (dx == 0) != (dy == 0), dx != 0 and abs(dx) == abs(dy)
    if not ((straight and kind in "rq") or (diagonal and kind in "bq")):
        return False
    sx, sy = sign(dx), sign(dy)
    x, y = frm[0] + sx, frm[1] + sy
    while (x, y) != to:
        if (x, y) in board:
            return False
        x, y = x + sx, y + sy
    return True


def attackers(board, square, by_white):
    return [s for s, letter in board.items() if white(letter) == by_white and attacks(board, s, letter, square)]


def targets(board, n, frm, letter):
    """Squares ``letter`` on ``frm`` may move to by its own rules."""
    x, y = frm
    own = white(letter)
    kind = letter.lower()
    out = []
    if kind in "kh":
        for dx, dy in (ORTHO + DIAG if kind == "k" else KNIGHT):
            s = (x + dx, y + dy)
            if on_board(n, *s) and (s not in board or white(board[s]) != own):
                out.append(s)
    elif kind == "p":
        d = forward(own)
        if on_board(n, x, y + d) and (x, y + d) not in board:
            out.append((x, y + d))
        for dx in (-1, 1):
            s = (x + dx, y + d)
            if on_board(n, *s) and s in board and white(board[s]) != own:
                out.append(s)
    else:
        for dx, dy in RAYS[kind]:
            s = (x + dx, y + dy)
            while on_board(n, *s):
                if s in board:
                    if white(board[s]) != own:
                        out.append(s)
                    break
                out.append(s)
                s = (s[0] + dx, s[1] + dy)
    return out


def valid(board, frm, to, letter, king, checkers):
    """Does the move leave its own king unthreatened?"""
    side = white(letter)
    after = dict(board)
    del after[frm]
    after[to] = letter
    if letter.lower() == "k":
        if BUG == "king_line":        # the king is still on its square: it hides the square behind it
            after = dict(board)
            after.pop(to, None)
        return not attackers(after, to, not side)
    threats = attackers(after, king, not side)
    if BUG == "pins":                 # only the pieces giving check matter: pinned pieces may move
        return not [s for s in threats if s in checkers]
    if BUG == "double" and len(checkers) > 1:   # the second checker is forgotten
        return not [s for s in threats if s != checkers[1]]
    return not threats


def count_moves(board, n, side):
    king = next(s for s, letter in board.items() if letter == ("k" if side else "K"))
    checkers = sorted(attackers(board, king, not side))
    count = 0
    for frm, letter in list(board.items()):
        if white(letter) == side:
            count += sum(1 for to in targets(board, n, frm, letter) if valid(board, frm, to, letter, king, checkers))
    return count


def judge(position):
    """(state code, move count): 0 safe, 1 impossible, 2 Black / 3 White in check."""
    if position.n > SMALL:
        v = position.verdict()
        return v.code, v.moves
    board = {(x, y): letter for x, y, letter in position.pieces}
    king = {letter: s for s, letter in board.items() if letter in "kK"}
    white_threatened = bool(attackers(board, king["k"], False))
    black_threatened = bool(attackers(board, king["K"], True))
    if white_threatened and black_threatened:
        return 1, 0
    if not (white_threatened or black_threatened):
        return 0, 0
    return (3 if white_threatened else 2), count_moves(board, position.n, white_threatened)


def line(code, count):
    grid = FORMAT == "grid"
    if BUG == "wording":
        if LANG == "sk":              # the other KSP task's check line
            return fastcheck.verdict_line(code, count, LANG, not grid)
        if code >= 2 and count == 1:  # "1 Plausible Move"
            return fastcheck.verdict_line(code, count, LANG, grid)[:-1]
    return fastcheck.verdict_line(code, count, LANG, grid)


def solve(text):
    return "".join(line(*judge(p)) + "\n" for p in fastcheck.read_positions(text, format=FORMAT))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
