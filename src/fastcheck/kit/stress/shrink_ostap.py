"""Shrinking a failing format C test (an Ostap log).

1. The log cut after the failing move: the move whose result line is wrong
   (one move more when the line after the last result is, as for play that
   goes on after a mate), else the shortest failing prefix by bisection.
2. Earlier moves dropped: the start position becomes the position after
   the first ``j`` moves (fastcheck's replay), the most moves first -- the
   rules of Ostap's chess look at the position and the side to move alone,
   so any position is a valid start; then pairs of moves (one of each side)
   are dropped where fastcheck's replay still plays every move but the
   last as a correct move.
3. Pieces removed from the start position (all, halves, ..., one at a
   time: :func:`~.search.ddmin`).
"""
from __future__ import annotations

from typing import List, Optional

from ...codes import MoveResult
from ...formats import OstapLog
from ...game import OstapGame
from ...pieces import BLACK, WHITE
from ...verdicts import RESULT_WORDS
from .search import Search, ddmin

__all__ = ["shrink_log"]


def _game(log: OstapLog) -> OstapGame:
    return OstapGame(log.cells, WHITE if log.white_first else BLACK)


def _processed(log: OstapLog) -> int:
    """How many moves fastcheck's replay processes before the game stops."""
    game = _game(log)
    for i, mv in enumerate(log.moves):
        game.play(mv)
        if game.is_over():
            return i + 1
    return len(log.moves)


def _prefix(log: OstapLog, length: int) -> OstapLog:
    return OstapLog(log.cells, log.white_first, log.moves[:length])


def _cut(search: Search[OstapLog]) -> None:
    log = search.case
    total = len(log.moves)
    if total == 1:
        return
    k = _processed(log)
    line = search.outcome.line
    guess: Optional[int] = None
    if 1 <= line <= k:
        guess = line                 # the result of move ``line`` is wrong
    elif line == k + 1:
        guess = k + 1                # the line after the last result: keep one move more
    elif line > k + 1:
        guess = k                    # the final board: the moves after the end do not count
    if guess is not None and guess < total and search.first([_prefix(log, guess)]) is not None:
        return
    lo, hi = 1, total - 1            # bisect the shortest failing prefix (the whole log fails)
    while lo <= hi and not search.exhausted:
        mid = (lo + hi) // 2
        if search.first([_prefix(search.case, mid)]) is not None:
            hi = mid - 1
        else:
            lo = mid + 1


def _fast_forward(search: Search[OstapLog]) -> None:
    log = search.case
    k = _processed(log)
    starts: List[OstapLog] = []
    game = _game(log)
    for j, mv in enumerate(log.moves[:k - 1]):
        game.play(mv)
        starts.append(OstapLog(game.cells(), bool(game.turn), log.moves[j + 1:]))
    search.first(starts[::-1])


def _replays(log: OstapLog) -> bool:
    """Does fastcheck's replay play every move but the last as a correct
    move that does not end the game?"""
    game = _game(log)
    for mv in log.moves[:-1]:
        if game.play(mv) == RESULT_WORDS[MoveResult.INCORRECT] or game.is_over():
            return False
    return True


def _drop_pairs(search: Search[OstapLog]) -> None:
    i = 0
    while i + 2 < len(search.case.moves) and not search.exhausted:
        log = search.case
        cand = OstapLog(log.cells, log.white_first, log.moves[:i] + log.moves[i + 2:])
        if not _replays(cand) or search.first([cand]) is None:
            i += 1


def _pieces(search: Search[OstapLog]) -> None:
    log = search.case
    occupied = [i for i, v in enumerate(log.cells) if v]

    def build(kept: List[int]) -> OstapLog:
        cells = [v if i in kept else 0 for i, v in enumerate(log.cells)]
        return OstapLog(cells, log.white_first, log.moves)

    ddmin(occupied, build, search)


def shrink_log(search: Search[OstapLog]) -> None:
    """Shrink ``search``'s test (an Ostap log) in place."""
    _cut(search)
    _fast_forward(search)
    _drop_pairs(search)
    _pieces(search)
