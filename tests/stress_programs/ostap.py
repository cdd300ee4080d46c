"""A format C solution (Ostap's chess) for the stress tests, built on the
brute-force reference (tests/reference_ostap.py) with one deliberate
mistake, named by the first argument:

  (none)      correct
  double      a pawn may step two squares from any rank
  after_mate  goes on playing after a mate
  no_draw     misses a stalemate: "Correct" where "Draw" is due, and plays on
  crash       dies (KeyError) on a move that starts on a knight
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import reference_ostap as ro  # noqa: E402

BUG = sys.argv[1] if len(sys.argv) > 1 else ""
_targets = ro.targets


def targets_double_anywhere(board, f, r):
    out = _targets(board, f, r)
    v = board[ro.idx(f, r)]
    if abs(v) == ro.PAWN:
        d = 1 if v > 0 else -1
        one, two = (f, r + d), (f, r + 2 * d)
        if ro.inside(*two) and board[ro.idx(*one)] == 0 and board[ro.idx(*two)] == 0 and two not in out:
            out.append(two)
    return out


if BUG == "double":
    ro.targets = targets_double_anywhere


def run_game(board, white, moves):
    lines = []
    for mv in moves:
        if BUG == "crash" and abs(board[ro.idx(*ro.parse_square(mv[:2]))]) == ro.KNIGHT:
            raise KeyError("knight")
        res, board, white = ro.play(board, white, mv)
        if res == "Draw" and BUG == "no_draw":
            res = "Correct"
        lines.append(res)
        if res in ("Incorrect", "Draw") or (res == "Mate" and BUG != "after_mate"):
            break
    return lines, board


def main():
    board, white, moves = ro.parse(sys.stdin.read())
    lines, board = run_game(board, white, moves)
    sys.stdout.write("".join(ln + "\n" for ln in lines) + "\n" + ro.board_text(board))


if __name__ == "__main__":
    main()
