"""Brute-force reference for format C, "Ostap's chess" (Timus 1380; the README's *Rules*).

The board is a list of 64 ints in input order (rank 8 first, files a..h):
0 empty, 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king; positive
White, negative Black.  Moves are strings like ``"e2-e4"``.

Rules: ordinary piece moves; a pawn steps one square forward onto an empty
square, two squares from its start rank (2 for White, 7 for Black) when both
squares are empty, and captures one square diagonally forward; no castling,
en passant or promotion.  A move is correct when it moves one own piece by
these rules and afterwards no own king (there may be several, or none) is
attacked.
"""
from __future__ import annotations

PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6

KING_STEPS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if df or dr]
KNIGHT_STEPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
ROOK_DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP_DIRS = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
SLIDERS = {BISHOP: BISHOP_DIRS, ROOK: ROOK_DIRS, QUEEN: ROOK_DIRS + BISHOP_DIRS}

START = [
    -4, -2, -3, -5, -6, -3, -2, -4,
    -1, -1, -1, -1, -1, -1, -1, -1,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    1, 1, 1, 1, 1, 1, 1, 1,
    4, 2, 3, 5, 6, 3, 2, 4,
]


def idx(f, r):
    """Index of file f (0..7 = a..h) and rank r (1..8) in the 64-list."""
    return (8 - r) * 8 + f


def inside(f, r):
    return 0 <= f < 8 and 1 <= r <= 8


def name(f, r):
    return "abcdefgh"[f] + str(r)


def parse_square(s):
    return "abcdefgh".index(s[0]), int(s[1])


def owner(v):
    """True White, False Black, None empty."""
    return None if v == 0 else v > 0


def targets(board, f, r):
    """Squares (f, r) the piece on (f, r) may move to by the piece rules."""
    v = board[idx(f, r)]
    white = v > 0
    kind = abs(v)
    out = []

    def ok(tf, tr):
        return inside(tf, tr) and owner(board[idx(tf, tr)]) is not white

    if kind == PAWN:
        d = 1 if white else -1
        start = 2 if white else 7
        if inside(f, r + d) and board[idx(f, r + d)] == 0:
            out.append((f, r + d))
            if r == start and inside(f, r + 2 * d) and board[idx(f, r + 2 * d)] == 0:
                out.append((f, r + 2 * d))
        for df in (-1, 1):
            tf, tr = f + df, r + d
            if inside(tf, tr) and owner(board[idx(tf, tr)]) == (not white):
                out.append((tf, tr))
    elif kind in (KING, KNIGHT):
        for df, dr in (KING_STEPS if kind == KING else KNIGHT_STEPS):
            if ok(f + df, r + dr):
                out.append((f + df, r + dr))
    else:
        for df, dr in SLIDERS[kind]:
            tf, tr = f + df, r + dr
            while inside(tf, tr):
                o = owner(board[idx(tf, tr)])
                if o is white:
                    break
                out.append((tf, tr))
                if o is not None:
                    break
                tf, tr = tf + df, tr + dr
    return out


def attacked(board, f, r, by_white):
    """Is square (f, r) attacked by a piece of colour by_white?"""
    for i, v in enumerate(board):
        if v == 0 or (v > 0) != by_white:
            continue
        pf, pr = i % 8, 8 - i // 8
        if (pf, pr) == (f, r):
            continue
        kind = abs(v)
        df, dr = f - pf, r - pr
        if kind == PAWN:
            if abs(df) == 1 and dr == (1 if by_white else -1):
                return True
        elif kind == KNIGHT:
            if {abs(df), abs(dr)} == {1, 2}:
                return True
        elif kind == KING:
            if max(abs(df), abs(dr)) == 1:
                return True
        else:
            straight = df == 0 or dr == 0
            diag = abs(df) == abs(dr)
            if kind == ROOK and not straight or kind == BISHOP and not diag \
                    or kind == QUEEN and not (straight or diag):
                continue
            sf = (df > 0) - (df < 0)
            sr = (dr > 0) - (dr < 0)
            tf, tr = pf + sf, pr + sr
            clear = True
            while (tf, tr) != (f, r):
                if board[idx(tf, tr)] != 0:
                    clear = False
                    break
                tf, tr = tf + sf, tr + sr
            if clear:
                return True
    return False


def in_check(board, white):
    """Some king of that colour is attacked (no king: never in check)."""
    king = KING if white else -KING
    for i, v in enumerate(board):
        if v == king and attacked(board, i % 8, 8 - i // 8, not white):
            return True
    return False


def _apply(board, frm, to):
    b = list(board)
    b[idx(*to)] = b[idx(*frm)]
    b[idx(*frm)] = 0
    return b


def is_correct(board, white, move):
    """Would ``move`` (a string 'e2-e4') be a correct move for ``white``?"""
    frm, to = parse_square(move[:2]), parse_square(move[3:5])
    v = board[idx(*frm)]
    if v == 0 or (v > 0) != white:
        return False
    if to not in targets(board, *frm):
        return False
    return not in_check(_apply(board, frm, to), white)


def legal_moves(board, white_to_move):
    """All correct moves (strings like 'e2-e4') of the side to move, sorted."""
    out = []
    for i, v in enumerate(board):
        if v == 0 or (v > 0) != white_to_move:
            continue
        f, r = i % 8, 8 - i // 8
        for t in targets(board, f, r):
            if not in_check(_apply(board, (f, r), t), white_to_move):
                out.append(name(f, r) + "-" + name(*t))
    return sorted(out)


def play(board, white, move):
    """Play one move.  Returns (result, new_board, new_white)."""
    if not is_correct(board, white, move):
        return "Incorrect", board, white
    frm, to = parse_square(move[:2]), parse_square(move[3:5])
    board = _apply(board, frm, to)
    white = not white
    check = in_check(board, white)
    has = bool(legal_moves(board, white))
    if check:
        return ("Check" if has else "Mate"), board, white
    return ("Correct" if has else "Draw"), board, white


def board_text(board):
    return "".join(" ".join(str(v) for v in board[r * 8:(r + 1) * 8]) + "\n"
                   for r in range(8))


def parse(text):
    tok = text.split()
    board = [int(t) for t in tok[:64]]
    p = int(tok[64])
    white = tok[65] == "White"
    moves = tok[66:66 + p]
    return board, white, moves


def run_game(board, white, moves):
    """Returns (result lines, final board, side to move)."""
    lines = []
    for mv in moves:
        res, board, white = play(board, white, mv)
        lines.append(res)
        if res in ("Incorrect", "Mate", "Draw"):
            break
    return lines, board, white


def run(text):
    board, white, moves = parse(text)
    lines, board, _ = run_game(board, white, moves)
    return "".join(ln + "\n" for ln in lines) + "\n" + board_text(board)


def make_text(board, white, moves):
    """Format-C input for a board (64-list), side and list of move strings."""
    return board_text(board) + f"{len(moves)}\n{'White' if white else 'Black'}\n" + \
        "".join(m + "\n" for m in moves)


if __name__ == "__main__":  # pragma: no cover
    import pathlib
    import sys
    data = pathlib.Path(__file__).with_name("data")
    bad = 0
    for inp in sorted(data.glob("timus-*.in")):
        exp = inp.with_suffix(".out").read_text()
        got = run(inp.read_text())
        print(inp.name, "OK" if got == exp else "MISMATCH\n" + got)
        bad += got != exp
    sys.exit(bad)
