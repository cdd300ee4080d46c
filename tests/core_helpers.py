"""Small adapters over the compiled core's public board API for the core tests.

The core ships no single-move ``play`` or ``status`` on ``OstapBoard`` and no
run list on ``StaticBoard``: the library plays whole logs (``play_log``) and
reads runs from the sorted table (``move_table``).  These helpers ask those
public calls the tests' questions.
"""
from fastcheck import _core
from fastcheck._core import MoveResult

#: how many times slower than the release build the checked build (bounds
#: checks, -O0, AddressSanitizer: about 15x on the 200 MB inputs) may run a
#: whole command; the tests' time limits are the release build's
CHECKED_SLOWDOWN = 25


def time_limit(seconds):
    """A test's time limit in seconds for the build under test."""
    return seconds * CHECKED_SLOWDOWN if _core.DEBUG_BUILD else seconds


def play_one(board, color, fx, fy, tx, ty):
    """One move of ``color`` played as a log of one move: its MoveResult
    code.  A coordinate off the board is sent as 0 (a log's bytes hold
    0..255, and 0 is off every board)."""
    coords = [v if 1 <= v <= board.n else 0 for v in (fx, fy, tx, ty)]
    codes, _, _ = board.play_log(color, bytes(coords))
    return codes[0]


def status_of(board, color):
    """The MoveResult state of ``color`` as the side to move, from the
    board's check test and its correct moves."""
    check, moves = board.is_check(color), board.legal_moves(color)
    if check:
        return MoveResult.CHECK if moves else MoveResult.MATE
    return MoveResult.CORRECT if moves else MoveResult.DRAW


def runs_of(board, side):
    """A StaticBoard's runs ``(fx, fy, dx, dy, first, length)`` from its
    sorted table."""
    table = board.move_table(side)
    return [tuple(table[i:i + 6]) for i in range(0, len(table), 6)]
