"""Deterministic input generators for the benchmark suite.

Every generator takes its sizes and a seed and returns the input text as
``bytes`` (format A or B), or a list of per-game ``bytes`` (format C).  The
same arguments always give the same bytes: randomness comes only from a
``numpy.random.Generator`` (PCG64) or a ``random.Random`` seeded here.

The texts are written by ``fastcheck.formats`` (``write_sparse``,
``write_grid``, ``write_ostap``), the same writers the library and ``fastcheck
gen`` use; a million ``x y c`` lines take well under a second.

Families
--------
``uniform``    one board, ``p`` pieces on distinct random squares of an
               ``n x n`` board, plus a checker aimed at the white king.
``leapers``    ``uniform``'s board with a quarter of its pieces camels,
               zebras and centaurs (a variant file's), or knights on the same
               squares (the classic twin).
``riders``     the same with camels, zebras and nightriders (a rider along
               the knight's lines).
``longcheck``  one board whose white king is checked along a diagonal that
               spans almost the whole board, crossed by the rays of very many
               white defenders (rooks, bishops, queens; some rays blocked),
               with knights and pawns next to the line, pinned pieces on the
               king's other seven rays and a rook behind the checker.
``many``       many small boards (default 50 pieces each), pieces clustered
               in a 24 x 24 window somewhere on boards of random size, so
               that they interact at any ``n``; biased to checks.
``grid``       format A batches of 8x8 boards, biased to checks; pawns only
               on rows 3..6, so that python-chess's rules (double steps,
               promotion) agree with ours on every board.
``ostap``      format C games from the standard start position, played with
               random correct moves by :class:`fastcheck.OstapGame`, with a
               few random incorrect moves mixed in; a small share start from
               random sparse endgame positions so that ``Draw`` occurs too.
"""
from __future__ import annotations

import random
from typing import Dict, List, NamedTuple, Optional, Sequence, Tuple

import numpy as np

from fastcheck import OstapGame
from fastcheck.formats import MAX_N, write_grid, write_ostap, write_sparse
from fastcheck.formats.sparse import piece_letters
from fastcheck.kit.gen import INITIAL
from fastcheck.pieces import BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK

__all__ = ["uniform", "leapers", "longcheck", "many_small", "grid_batch", "ostap_games", "MAX_N"]

WHITE, BLACK = 1, 0          # colour codes of the flat arrays


# ------------------------------------------------------------------ helpers
def _dedupe(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Indices (ascending) that keep the first piece on every square."""
    idx = np.arange(x.shape[0])
    order = np.lexsort((idx, y, x))
    xs, ys = x[order], y[order]
    dup = np.zeros(x.shape[0], dtype=bool)
    dup[1:] = (xs[1:] == xs[:-1]) & (ys[1:] == ys[:-1])
    return np.sort(order[~dup])


def _choice_kinds(rng: np.random.Generator, size: int, probs: Dict[int, float]) -> np.ndarray:
    ks = np.array(list(probs), dtype=np.int8)
    ps = np.array(list(probs.values()), dtype=float)
    return ks[rng.choice(ks.shape[0], size=size, p=ps / ps.sum())]


class Board(NamedTuple):
    n: int
    x: np.ndarray
    y: np.ndarray
    kind: np.ndarray
    color: np.ndarray


def _single(board: Board) -> bytes:
    p = board.x.shape[0]
    return write_sparse([board.n], np.array([0, p]), board.x, board.y, board.kind, board.color)


def _finish(rng: np.random.Generator, fixed: List[Tuple[int, int, int, int]],
            rx: np.ndarray, ry: np.ndarray, rk: np.ndarray, rc: np.ndarray,
            p: int, n: int, drop_random: Optional[np.ndarray] = None) -> Board:
    """Fixed pieces first (they win every square), then random ones, trimmed
    to exactly ``p`` pieces and shuffled into a random line order."""
    fx = np.array([f[0] for f in fixed], dtype=np.int64)
    fy = np.array([f[1] for f in fixed], dtype=np.int64)
    fk = np.array([f[2] for f in fixed], dtype=np.int8)
    fc = np.array([f[3] for f in fixed], dtype=np.int8)
    if drop_random is not None:
        keep = ~drop_random
        rx, ry, rk, rc = rx[keep], ry[keep], rk[keep], rc[keep]
    x = np.concatenate([fx, rx])
    y = np.concatenate([fy, ry])
    k = np.concatenate([fk, rk])
    c = np.concatenate([fc, rc])
    keep = _dedupe(x, y)
    nfixed = len(fixed)
    if np.count_nonzero(keep < nfixed) != nfixed:
        raise AssertionError("two fixed pieces share a square")
    keep = keep[:p]
    x, y, k, c = x[keep], y[keep], k[keep], c[keep]
    perm = rng.permutation(x.shape[0])
    return Board(n, x[perm], y[perm], k[perm], c[perm])


_RAYS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)]


def _on_segment(x: np.ndarray, y: np.ndarray, ox: int, oy: int, dx: int, dy: int,
                lo: int, hi: int) -> np.ndarray:
    """Pieces on the squares O + s*D with lo <= s <= hi."""
    rx = x - ox
    ry = y - oy
    if dx == 0:
        s = ry * dy
        on = rx == 0
    elif dy == 0:
        s = rx * dx
        on = ry == 0
    else:
        s = rx * dx
        on = (ry * dy) == s
    return on & (s >= lo) & (s <= hi)


# ------------------------------------------------------------------ families
def uniform(p: int, n: int, seed: int = 1) -> bytes:
    """One board: ``p`` pieces on random distinct squares of an n x n board,
    with a black slider aimed at the white king along a random line."""
    return _single(uniform_board(p, n, seed))


def uniform_board(p: int, n: int, seed: int = 1) -> Board:
    """``uniform``'s board as arrays."""
    if p > n * n // 2:
        raise ValueError("uniform: p must be at most n*n/2")
    rng = np.random.default_rng([seed, 1, p, n % (2**63)])
    kx, ky = (int(v) for v in rng.integers(1, n + 1, size=2))
    while True:
        bx, by = (int(v) for v in rng.integers(1, n + 1, size=2))
        if max(abs(bx - kx), abs(by - ky)) > 1:
            break
    fixed = [(kx, ky, KING, WHITE), (bx, by, KING, BLACK)]
    # the checker: a queen, rook or bishop up to 10**4 squares away
    clear = None
    for _ in range(100):
        d = int(rng.integers(0, 8))
        dx, dy = _RAYS[d]
        far = min(10**4, n)
        r = int(rng.integers(2, max(3, far)))
        cx, cy = kx + r * dx, ky + r * dy
        if 1 <= cx <= n and 1 <= cy <= n and (cx, cy) != (bx, by):
            ck = QUEEN if rng.random() < 0.4 else (ROOK if d < 4 else BISHOP)
            fixed.append((cx, cy, ck, BLACK))
            clear = (dx, dy, r)
            break
    extra = int(p * (1.02 + 2.0 * p / (float(n) * n))) + 64
    rx = rng.integers(1, n + 1, size=extra, dtype=np.int64)
    ry = rng.integers(1, n + 1, size=extra, dtype=np.int64)
    rk = _choice_kinds(rng, extra, {PAWN: 3, KNIGHT: 2, BISHOP: 2, ROOK: 2, QUEEN: 1})
    rc = (rng.random(extra) < 0.5).astype(np.int8)
    drop = (rk == KING)
    if clear is not None:
        dx, dy, r = clear
        drop |= _on_segment(rx, ry, kx, ky, dx, dy, 1, r - 1)
    board = _finish(rng, fixed, rx, ry, rk, rc, p, n, drop)
    if board.x.shape[0] < p:          # dense small boards: top up square by square
        return uniform_board(p, n, seed + 1000003)
    return board


#: the variant file of the leapers family (camel, zebra and centaur after the classic kinds)
LEAPERS_VARIANT = "bench/leapers.toml"
#: the variant file of the riders family (camel, zebra and nightrider after the classic kinds)
RIDERS_VARIANT = "bench/riders.toml"
#: the kinds a variant file's pieces get: after the classic six
OWN_KINDS = (7, 8, 9)


def leapers(p: int, n: int, variant: Optional[str], seed: int = 3) -> bytes:
    """``uniform``'s board with a quarter of its pieces (pawns and knights,
    never the kings or the checker) made the three pieces of the variant
    file ``variant`` (LEAPERS_VARIANT or RIDERS_VARIANT); with ``None``
    knights on the same squares (the classic twin, for the same layout's time)."""
    from fastcheck.variants import Variant

    board = uniform_board(p, n, seed)
    rng = np.random.default_rng([seed, 7, p, n % (2**63)])
    small = np.flatnonzero((board.kind == PAWN) | (board.kind == KNIGHT))
    chosen = rng.choice(small, size=min(small.shape[0], p // 4), replace=False)
    kind = board.kind.copy()
    kind[chosen] = rng.choice(np.array(OWN_KINDS, dtype=np.int8), size=chosen.shape[0]) if variant else KNIGHT
    letters = Variant.from_file(variant).letters if variant else None
    return write_sparse([board.n], np.array([0, p]), board.x, board.y, kind, board.color, letters)


def longcheck(p: int, n: int = MAX_N, seed: int = 2) -> bytes:
    """One board: the white king on the main diagonal near the top-left is
    checked by a black queen near the bottom-right corner; the check line of
    about 0.9 n squares is crossed by the rays of most of the ``p`` pieces.

    * white rooks, bishops and queens anywhere: a rook's column and row both
      meet the diagonal, a bishop's anti-diagonal does when x + y is even;
      a tenth of the rooks have their column ray blocked by a black pawn;
    * white knights a knight's move from a line square, white pawns right
      above one (they can step onto it);
    * on each of the king's seven other rays a white piece, and behind it
      (mostly) a black slider pinning it, sometimes a harmless black knight;
    * a white queen right behind the checker (it can only take the checker);
    * the black king in the top-right corner, walled in by black pawns so
      that the position stays a single check at any density.
    """
    if n < 64:
        raise ValueError("longcheck: n must be at least 64")
    rng = np.random.default_rng([seed, 2, p, n % (2**63)])
    K = max(12, n // 10)
    c = n - 1
    fixed: List[Tuple[int, int, int, int]] = [
        (K, K, KING, WHITE),
        (c, c, QUEEN, BLACK),          # the checker
        (n, n, QUEEN, WHITE),          # behind the checker, on the check line
        (n, 1, KING, BLACK),
    ]
    for gx, gy in ((n - 1, 1), (n - 1, 2), (n, 2), (n - 2, 2), (n - 1, 3)):
        fixed.append((gx, gy, PAWN, BLACK))
    segments = [(1, 1, 1, c - K)]      # (dx, dy, lo, hi) kept free of random pieces
    for dx, dy in _RAYS:
        if (dx, dy) == (1, 1):
            continue
        d1 = int(rng.integers(1, 4))
        d2 = d1 + int(rng.integers(1, 6))
        px, py = K + d1 * dx, K + d1 * dy
        qx, qy = K + d2 * dx, K + d2 * dy
        slider = ROOK if dx == 0 or dy == 0 else BISHOP
        fixed.append((px, py, int(rng.choice([ROOK, BISHOP, QUEEN, KNIGHT])), WHITE))
        pinner = QUEEN if rng.random() < 0.3 else slider
        if rng.random() < 0.2:
            pinner = KNIGHT            # not a pin after all
        fixed.append((qx, qy, pinner, BLACK))
        segments.append((dx, dy, 1, d2))
    nfix = len(fixed)
    budget = max(0, p - nfix)
    extra = int(budget * (1.05 + 3.0 * p / (float(n) * n))) + 64
    # bulk: uniform squares
    rx = rng.integers(1, n + 1, size=extra, dtype=np.int64)
    ry = rng.integers(1, n + 1, size=extra, dtype=np.int64)
    white = rng.random(extra) < 0.7
    rc = white.astype(np.int8)
    rk = np.where(white, _choice_kinds(rng, extra, {ROOK: 5, BISHOP: 3, QUEEN: 2, KNIGHT: 1, PAWN: 1}),
                  _choice_kinds(rng, extra, {PAWN: 3, KNIGHT: 2, BISHOP: 2, ROOK: 2, QUEEN: 1}))
    # a share placed next to the line: knights a knight's move away, pawns above
    m = extra // 25
    t = rng.integers(K + 3, c - 2, size=m, dtype=np.int64) if c - 2 > K + 3 else np.full(m, K + 1)
    half = m // 2
    rx[:half] = t[:half] - 1
    ry[:half] = t[:half] + 2
    rk[:half] = KNIGHT
    rc[:half] = WHITE
    rx[half:m] = t[half:]
    ry[half:m] = t[half:] - 1
    rk[half:m] = PAWN
    rc[half:m] = WHITE
    # blockers: a tenth of the white rooks get a black pawn half-way to the line
    rooks = np.nonzero((rk == ROOK) & (rc == WHITE) & (np.abs(ry - rx) >= 4))[0]
    rooks = rooks[: rooks.shape[0] // 10]
    bx = rx[rooks]
    by = (rx[rooks] + ry[rooks]) // 2
    rx = np.concatenate([rx, bx])
    ry = np.concatenate([ry, by])
    rk = np.concatenate([rk, np.full(bx.shape[0], PAWN, dtype=np.int8)])
    rc = np.concatenate([rc, np.zeros(bx.shape[0], dtype=np.int8)])
    # interleave so that the trim to p keeps rooks and their blockers alike
    perm = rng.permutation(rx.shape[0])
    rx, ry, rk, rc = rx[perm], ry[perm], rk[perm], rc[perm]
    drop = np.zeros(rx.shape[0], dtype=bool)
    for dx, dy, lo, hi in segments:
        drop |= _on_segment(rx, ry, K, K, dx, dy, lo, hi)
    # nothing random within two squares of the king (no extra checkers)
    drop |= (np.abs(rx - K) <= 2) & (np.abs(ry - K) <= 2)
    # the black king's corner stays quiet
    drop |= (rx >= n - 3) & (ry <= 4)
    # random pieces attacking the white king from afar would be extra
    # checkers: black sliders on the king's lines are all dropped above, and
    # black pieces can't be on the king's row/column/diagonals outside the
    # segments only beyond a pinner, where they are shielded.
    board = _finish(rng, fixed, rx, ry, rk, rc, p, n, drop)
    return _single(board)


def many_small(t: int, per: int = 50, n_lo: int = 8, n_hi: int = MAX_N, seed: int = 3,
               window: int = 24) -> bytes:
    """``t`` boards of ``per`` pieces (2 <= per <= 64).  Board sizes are
    log-uniform in ``[n_lo, n_hi]``; the pieces of a board lie on distinct
    random squares of a ``window x window`` block (smaller on small boards)
    placed at a random spot.  Pieces near the white king are mostly black and
    those near the black king mostly white, which makes checks common."""
    if not 2 <= per <= 64 or n_lo < 8:
        raise ValueError("many_small: 2 <= per <= 64 and n >= 8")
    rng = np.random.default_rng([seed, 3, t, per, n_lo % (2**63), n_hi % (2**63)])
    lo, hi = np.log10(n_lo), np.log10(n_hi)
    n = np.floor(10.0 ** rng.uniform(lo, hi, size=t)).astype(np.int64)
    n = np.clip(n, n_lo, n_hi)
    w = np.minimum(n, window)
    per = min(per, int((w * w).min()))
    cx = rng.integers(0, n - w + 1, dtype=np.int64)          # offset of the block
    cy = rng.integers(0, n - w + 1, dtype=np.int64)
    cells = np.arange(window * window)
    keys = rng.random((t, window * window))
    outside = ((cells % window)[None, :] >= w[:, None]) | ((cells // window)[None, :] >= w[:, None])
    keys[outside] = 2.0
    pick = np.argsort(keys, axis=1)[:, :per]                   # distinct squares
    lx = (pick % window).astype(np.int64)
    ly = (pick // window).astype(np.int64)
    x = lx + 1 + cx[:, None]
    y = ly + 1 + cy[:, None]
    kind = _choice_kinds(rng, t * per, {PAWN: 3, KNIGHT: 3, BISHOP: 3, ROOK: 3, QUEEN: 2}).reshape(t, per)
    kind[:, 0] = KING
    kind[:, 1] = KING
    # colour: one king per board is the target; pieces within two squares
    # of the other king are its own (a shield), the rest are mostly the
    # target's enemies
    target_white = rng.random(t) < 0.5
    enemy = np.where(target_white, BLACK, WHITE)[:, None]
    other = 1 - enemy
    okx = np.where(target_white, lx[:, 1], lx[:, 0])[:, None]
    oky = np.where(target_white, ly[:, 1], ly[:, 0])[:, None]
    near_other = np.maximum(np.abs(lx - okx), np.abs(ly - oky)) <= 2
    color = np.where(rng.random((t, per)) < 0.6, enemy, other)
    color = np.where(near_other, other, color).astype(np.int8)
    color[:, 0] = WHITE
    color[:, 1] = BLACK
    offsets = np.arange(t + 1, dtype=np.int64) * per
    # shuffle the line order inside each board
    order = np.argsort(rng.random((t, per)), axis=1)
    take = lambda a: np.take_along_axis(a, order, axis=1).ravel()  # noqa: E731
    return write_sparse(n, offsets, take(x), take(y), take(kind), take(color))


def grid_batch(t: int, seed: int = 4) -> bytes:
    """``t`` 8x8 boards (format A), biased to checks: each board has both
    kings, 2..14 random pieces and, on most boards, an enemy piece placed
    to attack one king.  Pawns stand on rows 3..6 only (see module doc)."""
    rng = np.random.default_rng([seed, 4, t])
    order = np.argsort(rng.random((t, 64)), axis=1)
    cells = np.full((t, 64), ord("."), dtype=np.uint8)
    rows = np.arange(t)
    wk = order[:, 0]
    bk = order[:, 1]
    cells[rows, wk] = ord("k")
    cells[rows, bk] = ord("K")
    m = rng.integers(2, 15, size=t)
    kind = _choice_kinds(rng, t * 14, {PAWN: 3, KNIGHT: 2, BISHOP: 2, ROOK: 2, QUEEN: 1}).reshape(t, 14)
    col = (rng.random((t, 14)) < 0.5).astype(np.int8)
    sq = order[:, 2:16]
    yrow = sq // 8 + 1
    kind = np.where((kind == PAWN) & ((yrow < 3) | (yrow > 6)), KNIGHT, kind)
    let = piece_letters(kind, col)
    use = np.arange(14)[None, :] < m[:, None]
    r2 = np.repeat(rows, 14).reshape(t, 14)
    cells[r2[use], sq[use]] = let[use]
    # the attacker: for 70% of boards, an enemy slider or knight near a king
    target_white = rng.random(t) < 0.5
    kx = np.where(target_white, wk % 8, bk % 8)
    ky = np.where(target_white, wk // 8, bk // 8)
    d = rng.integers(0, 9, size=t)       # 0..7: a ray, 8: a knight jump
    dist = rng.integers(1, 8, size=t)
    rays = np.array(_RAYS + [(0, 0)])
    jumps = np.array([(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)])
    jx = jumps[rng.integers(0, 8, size=t)]
    ax = np.where(d == 8, kx + jx[:, 0], kx + rays[d, 0] * dist)
    ay = np.where(d == 8, ky + jx[:, 1], ky + rays[d, 1] * dist)
    ak = np.where(d == 8, KNIGHT, np.where(rng.random(t) < 0.4, QUEEN, np.where(d < 4, ROOK, BISHOP)))
    acol = np.where(target_white, BLACK, WHITE)
    inside = (ax >= 0) & (ax < 8) & (ay >= 0) & (ay < 8) & (rng.random(t) < 0.7)
    asq = np.clip(ay, 0, 7) * 8 + np.clip(ax, 0, 7)
    free_sq = (asq != wk) & (asq != bk)
    ok = inside & free_sq
    cells[rows[ok], asq[ok]] = piece_letters(ak[ok], acol[ok])
    return write_grid(cells.reshape(t, 8, 8))


# ------------------------------------------------------------------ format C
def _cells_to_squares(cells: Sequence[int]) -> Dict[Tuple[int, int], int]:
    return {(i % 8 + 1, 8 - i // 8): v for i, v in enumerate(cells) if v}


def _endgame_start(rnd: random.Random) -> Tuple[List[int], bool]:
    """A random legal sparse position: both kings, 1..4 white pieces and
    0..2 black ones, no pawn on rank 1 or 8, the side not to move not in
    check (so that python-chess sees a valid position too)."""
    while True:
        cells = [0] * 64
        squares = rnd.sample(range(64), 8)
        cells[squares[0]] = 6
        cells[squares[1]] = -6
        wx, wy = squares[0] % 8, squares[0] // 8
        bx, by = squares[1] % 8, squares[1] // 8
        if max(abs(wx - bx), abs(wy - by)) <= 1:
            continue
        strong = rnd.random() < 0.5
        nw = rnd.randint(1, 4)
        nb = rnd.randint(0, 2)
        for i, s in enumerate(squares[2:2 + nw + nb]):
            kind = rnd.choice([5, 5, 4, 4, 3, 2, 1])
            if kind == 1 and s // 8 in (0, 7):
                kind = 4
            white = i < nw
            if not strong:
                white = not white
            cells[s] = kind if white else -kind
        white_first = rnd.random() < 0.5
        try:
            other = OstapGame(cells, not white_first)
            if other.is_check():
                continue
            game = OstapGame(cells, white_first)
            if not game.legal_moves():
                continue
        except Exception:
            continue
        return cells, white_first


def _is_promotion(move: str, cells_sq: Dict[Tuple[int, int], int]) -> bool:
    fx, fy = ord(move[0]) - 96, int(move[1])
    ty = int(move[4])
    v = cells_sq.get((fx, fy), 0)
    return abs(v) == 1 and (move[1], ty) in (("7", 8), ("2", 1))


def ostap_games(games: int, seed: int = 5, max_moves: int = 60,
                endgame_share: float = 0.03, illegal_share: float = 0.05) -> List[bytes]:
    """``games`` format C inputs.  Each game is played with random correct
    moves (never a pawn onto the last rank, where python-chess would
    promote), until it ends or ``max_moves`` moves are written; with
    probability ``illegal_share`` one random incorrect move is written at a
    random point (ending the game with ``Incorrect``)."""
    rnd = random.Random(seed * 1000003 + games)
    out: List[bytes] = []
    for _g in range(games):
        if rnd.random() < endgame_share:
            cells, white_first = _endgame_start(rnd)
        else:
            cells, white_first = list(INITIAL), True
        game = OstapGame(cells, white_first)
        length = rnd.randint(max_moves // 2, max_moves)
        bad_at = rnd.randrange(length) if rnd.random() < illegal_share else -1
        moves: List[str] = []
        for ply in range(length):
            legal = game.legal_moves()
            if ply == bad_at:
                legal_set = set(legal)
                mv = None
                for _ in range(50):
                    a, b = rnd.randrange(64), rnd.randrange(64)
                    cand = f"{chr(97 + a % 8)}{a // 8 + 1}-{chr(97 + b % 8)}{b // 8 + 1}"
                    if cand not in legal_set:
                        mv = cand
                        break
                if mv is not None:
                    moves.append(mv)
                    break
            if any(m[1] + m[4] in ("78", "21") for m in legal):
                sq = _cells_to_squares(game.cells())
                legal = [m for m in legal if not _is_promotion(m, sq)]
            if not legal:
                break
            mv = legal[rnd.randrange(len(legal))]
            moves.append(mv)
            game.play(mv)
            if game.is_over():
                break
        if not moves:                       # nothing to play: one incorrect move
            moves.append("a1-a1")
        out.append(write_ostap(cells, white_first, moves))
    return out
