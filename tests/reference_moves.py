"""Brute-force reference for "every valid move of one side", in check or not.

Independent of fastcheck's core: pseudo-moves come square by square from
:func:`reference.move_targets`, and each one is made on a dict board and the
mover's king tested by walking outwards from its square (a faster twin of
:func:`reference.king_threatened`, cross-checked against it in the tests).
Only usable on small boards; :func:`extrapolated_count` carries the answer
to ``n = 10**18`` for pieces clustered in the corners, where the count is an
affine function of ``n`` (for each parity of ``n``) once ``n`` is large
enough.
"""
from __future__ import annotations

from reference import (
    BISHOP_DIRS,
    KING_STEPS,
    KNIGHT_STEPS,
    LEAPS,
    ROOK_DIRS,
    SLIDER_DIRS,
    is_white,
    make_board,
    move_targets,
    on_board,
)

KIND = {"P": 1, "H": 2, "B": 3, "R": 4, "Q": 5, "K": 6, "A": 7, "C": 8, "M": 9}
#: the letters of the kinds that jump as a knight, and of those sliding along rows and columns or diagonals
JUMPERS = "".join(k for k, steps in LEAPS.items() if steps is KNIGHT_STEPS)
ROOK_LIKE = "".join(k for k, dirs in SLIDER_DIRS.items() if set(ROOK_DIRS) <= set(dirs))
BISHOP_LIKE = "".join(k for k, dirs in SLIDER_DIRS.items() if set(BISHOP_DIRS) <= set(dirs))


def attacked(board, n, sq, by_white):
    """Could a ``by_white`` piece capture on ``sq``?  Walks out from ``sq``."""
    x, y = sq

    def has(t, kinds):
        c = board.get(t)
        return c is not None and is_white(c) == by_white and c.upper() in kinds

    if any(has((x + dx, y + dy), JUMPERS) for dx, dy in KNIGHT_STEPS):
        return True
    if any(has((x + dx, y + dy), "K") for dx, dy in KING_STEPS):
        return True
    # a pawn of by_white attacks sq from one row behind it (in its direction)
    back = -1 if by_white else 1
    if has((x - 1, y + back), "P") or has((x + 1, y + back), "P"):
        return True
    for dirs, kinds in ((ROOK_DIRS, ROOK_LIKE), (BISHOP_DIRS, BISHOP_LIKE)):
        for dx, dy in dirs:
            t = (x + dx, y + dy)
            while on_board(n, t) and t not in board:
                t = (t[0] + dx, t[1] + dy)
            if on_board(n, t) and has(t, kinds):
                return True
    return False


def _king_square(board, white):
    want = "k" if white else "K"
    sqs = [sq for sq, c in board.items() if c == want]
    assert len(sqs) <= 1
    return sqs[0] if sqs else None


def legal_moves(n, pieces, white):
    """Set of valid moves ``((fx, fy), (tx, ty))`` of one side; a side
    without a king has no king to protect."""
    board = make_board(pieces)
    king = _king_square(board, white)
    out = set()
    for sq, c in list(board.items()):
        if is_white(c) != white:
            continue
        for t in move_targets(board, n, sq):
            captured = board.get(t)
            board[t] = board.pop(sq)
            ksq = t if sq == king else king
            ok = ksq is None or not attacked(board, n, ksq, not white)
            board[sq] = board.pop(t)
            if captured is not None:
                board[t] = captured
            if ok:
                out.add((sq, t))
    return out


def is_in_check(n, pieces, white):
    board = make_board(pieces)
    king = _king_square(board, white)
    return king is not None and attacked(board, n, king, not white)


def expand_runs(runs):
    """The (from, to) moves a list of runs stands for, as a list."""
    out = []
    for fx, fy, dx, dy, first, length in runs:
        for i in range(first, first + length):
            out.append(((fx, fy), (fx + i * dx, fy + i * dy)))
    return out


def to_arrays(pieces):
    """``(x, y, kind, color)`` lists for the raw core."""
    return ([p[0] for p in pieces], [p[1] for p in pieces],
            [KIND[p[2].upper()] for p in pieces], [1 if p[2].islower() else 0 for p in pieces])


# --------------------------------------------------------------------------
# random small positions, biased towards the interesting cases
# --------------------------------------------------------------------------

QUEEN_DIRS = ROOK_DIRS + BISHOP_DIRS


def _free(board, n, sq):
    return on_board(n, sq) and sq not in board


def _place_on_ray(rng, board, n, king, dirs, letters, min_dist=1):
    """Put a random piece from ``letters`` on a random ray from ``king``."""
    dx, dy = rng.choice(dirs)
    dist = rng.randint(min_dist, n)
    t = (king[0] + dist * dx, king[1] + dist * dy)
    if _free(board, n, t):
        board[t] = rng.choice(letters)
        return t, (dx, dy), dist
    return None


#: the fairy letters each classic letter may stand for in a fairy position
#: (a compound that has the classic piece's moves among its own)
FAIRY_TWINS = {"Q": "M", "R": "CM", "B": "AM", "H": "ACM"}


def random_position(rng, n=None, fairy=False):
    """``(n, pieces)``: both kings plus a mix of checks, double checks,
    pins, blockers, pawns (last rows too) and edge pieces.  With ``fairy``
    the archbishop, chancellor and amazon stand in for the classic pieces
    whose moves they have, about half the time (checks, pins and blocks by
    each part of a compound)."""
    n = n or rng.randint(3, 12)
    choice = rng.choice
    if fairy:
        def choice(letters):
            letter = rng.choice(letters)
            twins = FAIRY_TWINS.get(letter.upper(), "")
            if twins and rng.random() < 0.5:
                twin = rng.choice(twins)
                return twin if letter.isupper() else twin.lower()
            return letter
    board = {}
    cells = [(x, y) for x in range(1, n + 1) for y in range(1, n + 1)]
    edge = rng.random() < 0.3
    if edge:
        ring = [sq for sq in cells if 1 in sq or n in sq]
        wk, bk = rng.sample(ring, 2)
    else:
        wk, bk = rng.sample(cells, 2)
    board[wk], board[bk] = "k", "K"
    victim = rng.random() < 0.5              # the side the extras aim at
    vk = wk if victim else bk

    def enemy(letters):
        return letters.lower() if not victim else letters.upper()

    def own(letters):
        return letters.lower() if victim else letters.upper()

    # checks: sliders at any distance, knights, pawns; sometimes two
    for _ in range(rng.choice((0, 0, 1, 1, 1, 2, 2))):
        r = rng.random()
        if r < 0.6:
            _place_on_ray(rng, board, n, vk, QUEEN_DIRS, enemy(choice("QRB")))
        elif r < 0.8:
            dx, dy = rng.choice(KNIGHT_STEPS)
            t = (vk[0] + dx, vk[1] + dy)
            if _free(board, n, t):
                board[t] = enemy(choice("H"))
        else:
            back = 1 if victim else -1        # enemy pawn in front of the victim
            t = (vk[0] + rng.choice((-1, 1)), vk[1] + back)
            if _free(board, n, t):
                board[t] = enemy("P")
    # pins: own piece then an enemy slider further out on the same ray
    for _ in range(rng.choice((0, 0, 1, 2, 3))):
        dx, dy = rng.choice(QUEEN_DIRS)
        a = rng.randint(1, max(1, n - 2))
        b = rng.randint(a + 1, n)
        s1 = (vk[0] + a * dx, vk[1] + a * dy)
        s2 = (vk[0] + b * dx, vk[1] + b * dy)
        if _free(board, n, s1) and _free(board, n, s2):
            board[s1] = own(choice("QRBHPPP"))
            board[s2] = choice(enemy("QR" if dx == 0 or dy == 0 else "QB"))
    # pawns, many of them near the first and last rows
    for _ in range(rng.choice((0, 0, 1, 3, 6))):
        y = rng.choice((1, 2, n - 1, n, rng.randint(1, n)))
        t = (rng.randint(1, n), y)
        if _free(board, n, t):
            board[t] = rng.choice("Pp")
    # blockers and anything else
    extra = rng.randint(0, min(8, n * n // 3))
    for _ in range(extra):
        t = rng.choice(cells)
        if edge and rng.random() < 0.5:
            t = rng.choice([sq for sq in cells if 1 in sq or n in sq])
        if _free(board, n, t):
            board[t] = choice("QRBHPqrbhp")
    return n, [(x, y, c) for (x, y), c in board.items()]


# --------------------------------------------------------------------------
# corner clusters: exact counts for n = 10**18 from small boards
# --------------------------------------------------------------------------

def place_corner_layout(layout, n):
    """Pieces of a corner layout on an ``n`` board: each item is
    ``(corner, a, b, letter)`` with corner 0..3 = top-left, top-right,
    bottom-left, bottom-right and (a, b) the offset from that corner."""
    out = []
    for corner, a, b, c in layout:
        x = 1 + a if corner in (0, 2) else n - a
        y = 1 + b if corner in (0, 1) else n - b
        out.append((x, y, c))
    return out


def random_corner_layout(rng, k=3):
    """Kings and a few pieces within ``k`` squares of the corners, with some
    pieces lined up with a king across the board (long checks and pins)."""
    used = set()
    layout = []

    def add(corner, a, b, c):
        if (corner, a, b) not in used:
            used.add((corner, a, b))
            layout.append((corner, a, b, c))
            return True
        return False

    def rand_sq():
        return rng.randrange(4), rng.randrange(k), rng.randrange(k)

    for c in "kK":
        while not add(*rand_sq(), c):
            pass
    for _ in range(rng.randint(1, 9)):
        corner, a, b = rand_sq()
        if rng.random() < 0.4:
            # same row / column / diagonal as a king, in another corner
            kc, ka, kb, _ = layout[rng.randrange(2)]
            corner = rng.randrange(4)
            a, b = (ka, kb) if rng.random() < 0.5 else (kb, ka)
        add(corner, a, b, rng.choice("QQRRBBHPqqrrbbhp"))
    return layout


def extrapolated_count(layout, white, big, sizes=(14, 18, 22)):
    """Valid-move count of a corner layout on a ``big`` board, from brute
    force on three small boards (which must agree on one straight line).

    The boards are taken of ``big``'s parity: a diagonal and an
    anti-diagonal from different corners cross on a square only for one
    parity of n, so the count is affine in n on even and odd n separately."""
    sizes = [m + (big - m) % 2 for m in sizes]
    counts = [len(legal_moves(m, place_corner_layout(layout, m), white)) for m in sizes]
    (n1, n2, n3), (c1, c2, c3) = sizes, counts
    slope, rem = divmod(c2 - c1, n2 - n1)
    assert rem == 0 and c3 - c2 == slope * (n3 - n2), (layout, white, sizes, counts)
    return c2 + slope * (big - n2)

