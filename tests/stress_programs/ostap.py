"""A format C solution (Ostap's chess) for the stress tests, built on the
brute-force reference (tests/reference_ostap.py) with one deliberate
mistake, named by the first argument:

  (none)      correct
  double      a pawn may step two squares from any rank
  after_mate  goes on playing after a mate
  into_check  a king may step onto an attacked square
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import reference_ostap as ro  # noqa: E402

BUG = sys.argv[1] if len(sys.argv) > 1 else ""
_targets = ro.targets
_correct = ro.is_correct


def targets_double_anywhere(board, f, r):
    out = _targets(board, f, r)
    v = board[ro.idx(f, r)]
    if abs(v) == ro.PAWN:
        d = 1 if v > 0 else -1
        one, two = (f, r + d), (f, r + 2 * d)
        if ro.inside(*two) and board[ro.idx(*one)] == 0 and board[ro.idx(*two)] == 0 and two not in out:
            out.append(two)
    return out


def correct_into_check(board, white, move):
    frm = ro.parse_square(move[:2])
    v = board[ro.idx(*frm)]
    if abs(v) == ro.KING and v != 0 and (v > 0) == white:
        return ro.parse_square(move[3:5]) in ro.targets(board, *frm)
    return _correct(board, white, move)


if BUG == "double":
    ro.targets = targets_double_anywhere
elif BUG == "into_check":
    ro.is_correct = correct_into_check


def run_game(board, white, moves):
    lines = []
    for mv in moves:
        res, board, white = ro.play(board, white, mv)
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
