"""A format A/B solution for the stress tests, built on the brute-force
reference (tests/reference.py) with one deliberate mistake, named by the
first argument:

  (none)    correct
  knight    forgets that knights give check (on boards of any size)
  pinned    lets a pinned piece block or capture: a move is judged by the
            checkers of the position before it only
  edge      off by one at the edge: the last row and column are not on the board
  shadow    a king stepping away along the checking line counts as safe
            (the king's own square still blocks the slider)
  crash     dies (ZeroDivisionError) on a board with a black queen
  hang      never ends on a board with a white rook
  sleep     sleeps for a minute on a board with a white rook (a hang that
            leaves the processor to the others)
  slow      a test of one board with a white rook takes a second; a board
            with a white rook and a black bishop never ends
  garbage   prints something that is no verdict on a board with a knight
  count     counts one move too many when the checked king can capture
  array     dies (IndexError) on a board wider than 1000, as a solution with
            a 1000 x 1000 array would

Boards up to 64 x 64 are walked square by square; larger ones go through
the reference's predicate variant, where only the knight mistake is made.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import reference as ref  # noqa: E402

BUG = sys.argv[1] if len(sys.argv) > 1 else ""
_threatened = ref.king_threatened
_on_board = ref.on_board


def threatened_without_knights(board, n, white):
    ksq = ref.find_king(board, white)
    return any(ref.is_white(c) != white and c.upper() != "H" and ksq in ref.move_targets(board, n, sq)
               for sq, c in list(board.items()))


def threatened_huge_without_knights(board, white):
    ksq = ref.find_king(board, white)
    return any(ref.is_white(c) != white and c.upper() != "H" and ref.can_attack(board, sq, ksq)
               for sq, c in board.items())


def off_by_one(n, sq):
    return 1 <= sq[0] < n and 1 <= sq[1] < n


if BUG == "knight":
    ref.king_threatened = threatened_without_knights
    ref._threatened_huge = threatened_huge_without_knights
elif BUG == "edge":
    ref.on_board = off_by_one


def legal_moves_pinned(n, pieces, white):
    """The moves of ``white`` that stop the checks of the position before the
    move (a pinner that was no checker is never looked at)."""
    board = ref.make_board(pieces)
    ksq = ref.find_king(board, white)
    checkers = [sq for sq, c in board.items() if ref.is_white(c) != white and ksq in ref.move_targets(board, n, sq)]
    out = []
    for frm, to in ref._all_moves(board, n, white):
        if frm == ksq:
            if ref._move_is_valid(board, n, white, frm, to):
                out.append((frm, to))
            continue
        after = dict(board)
        after[to] = after.pop(frm)
        if not any(sq in after and sq != to and ksq in ref.move_targets(after, n, sq) for sq in checkers):
            out.append((frm, to))
    return out


def legal_moves_shadow(n, pieces, white):
    """King steps judged with the king still on its square."""
    board = ref.make_board(pieces)
    ksq = ref.find_king(board, white)
    out = []
    for frm, to in ref._all_moves(board, n, white):
        if frm != ksq:
            if ref._move_is_valid(board, n, white, frm, to):
                out.append((frm, to))
            continue
        after = dict(board)
        after.pop(to, None)
        attacked = any(ref.is_white(c) != white and to in ref.attack_targets(after, n, sq)
                       for sq, c in after.items() if sq != to)
        if not attacked:
            out.append((frm, to))
    return out


def verdict(n, pieces):
    if n > 64:
        return ref.verdict_huge(n, pieces)
    state, side, count = ref.verdict(n, pieces)
    if state not in ("check", "mate"):
        return state, side, count
    if BUG == "pinned":
        count = len(legal_moves_pinned(n, pieces, side))
    elif BUG == "shadow":
        count = len(legal_moves_shadow(n, pieces, side))
    elif BUG == "count":
        board = ref.make_board(pieces)
        ksq = ref.find_king(board, side)
        if any(t in board for f, t in ref.legal_moves_of(n, pieces, side) if f == ksq):
            count += 1
    return ("check" if count else "mate"), side, count


def main():
    text = sys.stdin.read()
    grid, boards = ref.parse_text(text)
    lang = os.environ.get("STRESS_LANG", "sk")
    out = []
    for n, pieces in boards:
        letters = {c for _, _, c in pieces}
        if BUG == "crash" and "Q" in letters:
            print(1 // 0)
        if BUG == "array" and n > 1000:
            raise IndexError("list index out of range")
        if BUG == "hang" and "r" in letters:
            while True:
                pass
        if BUG == "sleep" and "r" in letters:
            time.sleep(60)
        if BUG == "slow" and "r" in letters:
            time.sleep(60 if "B" in letters else 1 if len(boards) == 1 else 0)
        if BUG == "garbage" and letters & {"h", "H"}:
            out.append("the knight says hello\n")
            continue
        out.append(ref.verdict_line(*verdict(n, pieces), lang=lang, grid=grid) + "\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
