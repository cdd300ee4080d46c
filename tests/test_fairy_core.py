"""The fairy pieces in every engine of the core: each is a row of the kinds
table (archbishop 7 = bishop + knight, chancellor 8 = rook + knight,
amazon 9 = queen + knight), and no engine has code of its own for it.

Small boards (n 3..12, biased to checks, double checks, pins and blocks by
each part of a compound, pawns and edges) are held against the brute-force
reference (tests/reference.py, tests/reference_moves.py), which moves a
compound as both its parts the obvious way: the pass verdict
(``solve_batch``), both ways of ``count_batch``, the line indexes
(``StaticBoard``: counts, move lists, the legality test, attackers, pins)
and the Ostap board's generator.  Big boards up to n = 10**18 hold the
engines against each other.
"""
import random

import numpy as np
import pytest
import reference_moves as rm
from test_count_engine import ENGINES, REACH, counts, engine_boards, random_big, truth_for

from fastcheck import _core

import reference

BIG = 10**18
FAIRY = "ACMacm"


def arrays(pieces):
    x, y, k, c = rm.to_arrays(pieces)
    return (np.array(x, dtype=np.int64), np.array(y, dtype=np.int64),
            np.array(k, dtype=np.int8), np.array(c, dtype=np.int8))


def static(n, pieces):
    return _core.StaticBoard(n, *arrays(pieces))


def fairy_boards(seed, count, n=None):
    rng = random.Random(seed)
    boards = [rm.random_position(rng, n, fairy=True) for _ in range(count)]
    assert sum(any(c in FAIRY for _, _, c in pieces) for _, pieces in boards) > count // 2
    return boards


def expanded(runs):
    """The moves ``((fx, fy), (tx, ty))`` of a ``move_table``'s runs."""
    t = list(runs)
    return {((fx, fy), (fx + i * dx, fy + i * dy))
            for fx, fy, dx, dy, first, length in zip(t[0::6], t[1::6], t[2::6], t[3::6], t[4::6], t[5::6])
            for i in range(first, first + length)}


def test_the_core_knows_the_fairy_kinds():
    """A piece of kind 9 attacks by its jump; kind 10 is no kind."""
    b = static(8, [(1, 1, "k"), (8, 8, "K"), (3, 2, "M")])
    assert b.attackers(1, 1, 0) == [2]
    x, y, _, c = arrays([(1, 1, "k"), (8, 8, "K")])
    with pytest.raises(ValueError, match=r"kind must be 1\.\.9"):
        _core.StaticBoard(8, x, y, np.array([6, 10], dtype=np.int8), c)


@pytest.mark.parametrize("seed", range(3))
def test_line_indexes_against_brute_force(seed):
    """Every valid move of either side, its count and the legality test,
    over the line indexes."""
    checks = compounds_checking = 0
    rng = random.Random(seed)
    for n, pieces in fairy_boards(26000 + seed, 400):
        b = static(n, pieces)
        where = reference.to_format_b(n, pieces)
        board = {(x, y): c for x, y, c in pieces}
        for white in (True, False):
            ref = rm.legal_moves(n, pieces, white)
            assert b.move_count(int(white)) == len(ref), where
            assert expanded(b.move_table(int(white))) == ref, where
            for f, t in sorted(ref)[:6]:
                assert b.is_legal(*f, *t), where
            checkers = reference.checkers(n, pieces, white)
            checks += bool(checkers)
            compounds_checking += any(board[sq] in FAIRY for sq in checkers)
        for _ in range(6):               # a move the reference refuses is refused
            x, y, c = rng.choice(pieces)
            t = (rng.randint(1, n), rng.randint(1, n))
            assert b.is_legal(x, y, *t) == (((x, y), t) in rm.legal_moves(n, pieces, c.islower())), where
    assert checks > 150 and compounds_checking > 40


@pytest.mark.parametrize("seed", range(3))
def test_attackers_and_pins_against_brute_force(seed):
    for n, pieces in fairy_boards(26100 + seed, 300):
        b = static(n, pieces)
        index = {(x, y): i for i, (x, y, _) in enumerate(pieces)}
        where = reference.to_format_b(n, pieces)
        for white in (True, False):
            king = b.white_king if white else b.black_king
            kx, ky, _ = pieces[king]
            got = sorted((pieces[i][0], pieces[i][1]) for i in b.attackers(kx, ky, int(not white)))
            assert got == reference.checkers(n, pieces, white), where
            assert sorted(b.pinned(king)) == sorted(index[s] for s in reference.pinned(n, pieces, white)), where


@ENGINES
@pytest.mark.parametrize("seed", range(3))
def test_count_batch_against_brute_force(seed, engine):
    boards = fairy_boards(26200 + seed, 500)
    boards = engine_boards(boards[:120] if REACH[engine] else boards, engine)   # spread out: brute force is slower
    truth = truth_for(engine)
    white, black = counts(boards)
    for (n, pieces), w, b in zip(boards, white, black):
        where = reference.to_format_b(n, pieces)
        assert w == truth(n, pieces, True), where
        assert b == truth(n, pieces, False), where


def solved(boards):
    n = np.array([m for m, _ in boards], dtype=np.int64)
    offsets = np.cumsum([0] + [len(p) for _, p in boards]).astype(np.int64)
    cols = [np.concatenate(parts) for parts in zip(*(arrays(p) for _, p in boards))]
    state, count, bad = _core.solve_batch(n, offsets, *cols)
    assert bad == -1
    return list(state), list(count)


@pytest.mark.parametrize("seed", range(3))
def test_solve_batch_against_brute_force(seed):
    boards = fairy_boards(26300 + seed, 500)
    code = {"safe": _core.State.SAFE, "impossible": _core.State.IMPOSSIBLE}
    for (n, pieces), s, c in zip(boards, *solved(boards)):
        verdict, side, moves = reference.verdict(n, pieces)
        want = code.get(verdict, _core.State.WHITE_CHECKED if side else _core.State.BLACK_CHECKED)
        got = c if s >= _core.State.BLACK_CHECKED else 0
        assert (s, got) == (want, moves), reference.to_format_b(n, pieces)


@pytest.mark.parametrize("seed", range(2))
def test_ostap_board_against_brute_force(seed):
    """The Ostap board's correct moves, on boards where no pawn stands on
    its start row (its double step is Ostap's own rule)."""
    tried = 0
    for n, pieces in fairy_boards(26400 + seed, 400, n=8):
        if any((c == "p" and y == 2) or (c == "P" and y == 7) for _, y, c in pieces):
            continue
        b = _core.OstapBoard(*arrays(pieces))
        for white in (True, False):
            got = {((fx, fy), (tx, ty)) for fx, fy, tx, ty in b.legal_moves(int(white))}
            assert got == rm.legal_moves(n, pieces, white), reference.to_format_b(n, pieces)
            assert b.is_check(int(white)) == rm.is_in_check(n, pieces, white)
        tried += 1
    assert tried > 100


def fairy_big(rng, p, n, window):
    """random_big's board with about half its bishops, rooks, queens and
    knights turned into the compounds that have their moves."""
    n, pieces = random_big(rng, p, n, window)
    out = []
    for x, y, c in pieces:
        twins = rm.FAIRY_TWINS.get(c.upper(), "")
        if twins and rng.random() < 0.5:
            t = rng.choice(twins)
            c = t if c.isupper() else t.lower()
        out.append((x, y, c))
    return n, out


@ENGINES
@pytest.mark.parametrize("n", (1000, 10**9, BIG))
def test_big_boards_engines_agree(n, engine):
    """count_batch (both ways), the pass verdict and the line indexes on the
    same big boards."""
    rng = random.Random(26500 + n % 9973)
    boards = [fairy_big(rng, rng.choice((10, 60, 400)), n, rng.choice((12, 40, 10**6, n))) for _ in range(40)]
    boards = engine_boards(boards, engine)
    white, black = counts(boards)
    states, totals = solved(boards)
    for (m, pieces), w, b, s, c in zip(boards, white, black, states, totals):
        where = (m, len(pieces))
        board = static(m, pieces)
        assert (w, b) == (board.move_count(1), board.move_count(0)), where
        state, count, _ = board.verdict()
        assert s == state, where
        if state >= _core.State.BLACK_CHECKED:
            assert c == count == (w if state == _core.State.WHITE_CHECKED else b), where
