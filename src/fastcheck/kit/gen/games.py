"""Format C: Ostap's chess games (``--kind`` random, long, check, mate,
draw, incorrect, mixed), played with :class:`fastcheck.game.OstapGame`.

Mate and stalemate are hunted greedily in endgames; moves after the end of
a game are random well-formed moves, which the rules ignore.
"""
from __future__ import annotations

from typing import List, Optional, Sequence, Set, Tuple

from ...codes import MoveResult
from ...formats import write_ostap
from ...formats.ostap import move_token
from ...game import OstapGame
from ...pieces import BLACK, WHITE
from ...verdicts import RESULT_WORDS
from .rng import SplitMix64, derive

_CHECK, _MATE, _DRAW = (RESULT_WORDS[r] for r in (MoveResult.CHECK, MoveResult.MATE, MoveResult.DRAW))

__all__ = ["INITIAL", "OSTAP_KINDS", "game_text"]

#: the ``--kind`` values of format C
OSTAP_KINDS = ("random", "long", "check", "mate", "draw", "incorrect", "mixed")
#: the standard start position in format C's layout (rank 8 first, positive = White)
INITIAL = (-4, -2, -3, -5, -6, -3, -2, -4) + (-1,) * 8 + (0,) * 32 + (1,) * 8 + (4, 2, 3, 5, 6, 3, 2, 4)


def _random_token(rng: SplitMix64) -> str:
    """A well-formed move between two different squares (any pieces)."""
    while True:
        a, b = rng.below(64), rng.below(64)
        if a != b:
            return move_token(a % 8 + 1, a // 8 + 1, b % 8 + 1, b // 8 + 1)


def _endgame(rng: SplitMix64, strong_white: bool, extra: Sequence[int]) -> Optional[List[int]]:
    """Kings and ``extra`` pieces of the strong side on random squares, the
    weak side (to move second) not in check, kings apart."""
    for _ in range(200):
        cells = [0] * 64
        squares = rng.shuffled(range(64))
        wk, bk = squares[0], squares[1]
        if max(abs(wk % 8 - bk % 8), abs(wk // 8 - bk // 8)) <= 1:
            continue
        cells[wk], cells[bk] = (6, -6)
        for sq, v in zip(squares[2:], extra):
            if v in (1, -1) and sq // 8 in (0, 7):
                continue
            cells[sq] = v if strong_white else -v
        weak = BLACK if strong_white else WHITE
        if OstapGame(cells, weak).is_check():
            continue
        return cells
    return None


def _nonsense(rng: SplitMix64) -> List[int]:
    """2..20 random pieces anywhere: a start the rules do not validate."""
    cells = [0] * 64
    for sq in rng.shuffled(range(64))[:rng.between(2, 20)]:
        cells[sq] = rng.pick((1, 2, 3, 4, 5, 6, 1, 2, 3, 4)) * rng.pick((1, -1))
    return cells


def _after(game: OstapGame, move: str) -> Tuple[OstapGame, str]:
    """A copy of ``game`` after ``move``, and the move's result."""
    g = OstapGame(game.cells(), game.turn)
    result = g.play(move)
    return g, result


def _start(rng: SplitMix64, kind: str, strong_white: bool) -> Tuple[List[int], int]:
    """The starting cells and side for a game of ``kind``."""
    cells: Optional[List[int]] = None
    turn = WHITE
    if kind == "mate":
        cells = _endgame(rng, strong_white, rng.pick(((5, 4), (4, 4), (5, 3), (5,), (4, 4, 1))))
        turn = WHITE if strong_white else BLACK
    elif kind == "draw":
        cells = _endgame(rng, strong_white, rng.pick(((5,), (5,), (5, 1), (4, 1))))
        turn = WHITE if strong_white else BLACK
    elif kind == "random" and rng.chance(1, 4):
        cells = _nonsense(rng)
        turn = rng.pick((WHITE, BLACK))
    if cells is None:
        cells, turn = list(INITIAL), WHITE
        if kind in ("random", "check", "incorrect") and rng.chance(1, 2):
            game = OstapGame(cells, turn)
            for _ in range(rng.between(1, 16)):
                legal = sorted(game.legal_moves())
                if not legal:
                    break
                game.play(rng.pick(legal))
                if game.is_over():
                    break
            if not game.is_over():
                cells, turn = game.cells(), game.turn
            else:
                cells, turn = list(INITIAL), WHITE
    return cells, turn


def _incorrect_move(rng: SplitMix64, game: OstapGame, legal_set: Set[str]) -> str:
    """A well-formed move that is not among the correct ones."""
    own = [i for i, v in enumerate(game.cells()) if v and (v > 0) == game.turn]
    for _ in range(100):
        if own and rng.chance(1, 2):      # an own piece to a square it cannot reach
            frm = rng.pick(own)
        else:                             # from an empty square or an enemy piece, or anything
            frm = rng.below(64)
        to = rng.below(64)
        if frm == to:
            continue
        t = move_token(frm % 8 + 1, 8 - frm // 8, to % 8 + 1, 8 - to // 8)
        if t not in legal_set:
            return t
    return _random_token(rng)


def _play(rng: SplitMix64, cells: List[int], turn: int, kind: str, plies: int, strong: int,
          bad_at: int = -1) -> Tuple[List[str], List[str]]:
    """Play up to ``plies`` moves with the policy of ``kind``: the move
    tokens and their results (shorter when the game ends)."""
    game = OstapGame(cells, turn)
    tokens: List[str] = []
    for ply in range(plies):
        if game.is_over():
            break
        legal = sorted(game.legal_moves())
        if ply == bad_at or not legal:
            move = _incorrect_move(rng, game, set(legal))
        else:
            move = rng.pick(legal)
            if kind == "check":
                checks = [mv for mv in legal if _after(game, mv)[1] == _CHECK]
                if checks and rng.chance(3, 4):
                    move = rng.pick(checks)
            elif kind in ("mate", "draw") and game.turn == strong:
                want = _MATE if kind == "mate" else _DRAW
                wins: List[str] = []
                scored: List[Tuple[int, str]] = []
                for mv in legal:
                    g, res = _after(game, mv)
                    if res == want:
                        wins.append(mv)
                    elif res not in (_MATE, _DRAW) and not (kind == "draw" and res == _CHECK):
                        scored.append((len(g.legal_moves()), mv))
                if wins:
                    move = rng.pick(wins)
                elif scored:
                    best = min(sc for sc, _ in scored)
                    move = rng.pick([mv for sc, mv in scored if sc == best])
        tokens.append(move)
        game.play(move)
    return tokens, game.results


def game_text(seed: int, index: int, kind: str, moves: Tuple[int, int]) -> str:
    """Game ``index`` of ``seed``: a format C file of ``kind`` with ``moves`` (LO, HI) moves."""
    rng = derive(seed, 3, index)
    if kind == "mixed":
        kind = rng.pick(("random", "long", "check", "mate", "mate", "draw", "draw", "incorrect"))
    lo, hi = moves
    for attempt in range(40):
        strong_white = rng.chance(1, 2)
        strong = WHITE if strong_white else BLACK
        cells, turn = _start(rng, kind, strong_white)
        if kind == "long":
            p = hi
            tokens, results = _play(rng, cells, turn, kind, p, strong)
        elif kind == "incorrect":
            p = rng.between(lo, hi)
            tokens, results = _play(rng, cells, turn, kind, p, strong, bad_at=rng.between(0, p - 1))
        elif kind in ("mate", "draw", "check"):
            want = {"mate": _MATE, "draw": _DRAW, "check": _CHECK}[kind]
            tokens, results = _play(rng, cells, turn, kind, hi, strong)
            ends = [k + 1 for k, r in enumerate(results) if r == want and k + 1 >= (lo if kind == "check" else 1)]
            if not ends and attempt < 39:
                continue                       # not reached: another start
            if ends:
                end = rng.pick(ends) if kind == "check" else ends[0]
                tokens = tokens[:end]
                p = end if kind == "check" else rng.between(max(lo, end), hi)
            else:
                p = len(tokens) if lo <= len(tokens) else lo
        else:
            p = rng.between(lo, hi)
            tokens, results = _play(rng, cells, turn, kind, p, strong)
        break
    while len(tokens) < p:                     # after the end of the game: ignored, but well-formed
        tokens.append(_random_token(rng))
    return write_ostap(cells, turn == WHITE, tokens[:p]).decode("ascii")
