"""Hand-written positions with hand-counted answers.

Every expected count below was worked out by hand (the reasoning is in the
comment of each case) and is also confirmed by tests/reference.py: the
square-walking ``verdict`` for small boards, and ``verdict_huge`` (which only
tests candidate squares on the lines that matter) for n = 10**18.

Reminder of the geometry: (1, 1) is the top-left square, x is the column, y
the row growing downwards; lowercase = White, whose pawns move to larger y.
"""
import pytest

import fastcheck as fc

import reference as ref

N = 10 ** 18

# name -> (n, pieces, state, side, count, pinned white, pinned black)
CASES = {
    # White king (5,5) checked along row 5 by the black rook on (8,5); a white
    # rook stands on (10,5), right behind the checker.  That rook has exactly
    # one valid move, capturing on (8,5) - not one per square between.
    # King: 8 neighbours minus (4,5) and (6,5) on the rook's line = 6.
    # Total 6 + 1 = 7.
    "rook_behind_checking_rook": (
        10, [(5, 5, "k"), (8, 5, "R"), (10, 5, "r"), (1, 10, "K")],
        "check", True, 7, [], []),
    # The same with a queen behind the checker: still one capture.
    "queen_behind_checking_rook": (
        10, [(5, 5, "k"), (8, 5, "R"), (10, 5, "q"), (1, 10, "K")],
        "check", True, 7, [], []),
    # Rook check along row 1; the white rook (3,3) could block on (3,1) but is
    # pinned on the diagonal (1,1)-(5,5) by the black bishop.  King: (2,1) is
    # on the rook's line, (1,2) and (2,2) are free = 2.
    "pinned_defender_cannot_block": (
        8, [(1, 1, "k"), (8, 1, "R"), (3, 3, "r"), (5, 5, "B"), (8, 8, "K")],
        "check", True, 2, [(3, 3)], []),
    # Double check: rook (5,1) down file 5 and knight (7,6).  The white rook
    # (1,6) could take the knight, the bishop (3,1) could block on (5,3): with
    # two checkers neither counts.  King: (5,4), (5,6) on the file (x-ray
    # through the vacated square), (6,4) covered by the knight; the other 5
    # neighbours are free = 5.
    "double_check_only_king_moves": (
        8, [(5, 5, "k"), (5, 1, "R"), (7, 6, "H"), (1, 6, "r"), (3, 1, "b"), (8, 1, "K")],
        "check", True, 5, [], []),
    # Queen (2,2) gives check next to the king in the corner; (2,1) and (1,2)
    # are covered by the queen, capturing her is the only move.
    "king_captures_undefended_checker": (
        8, [(1, 1, "k"), (2, 2, "Q"), (8, 8, "K")],
        "check", True, 1, [], []),
    # Same, but the bishop (5,5) defends the queen: the king may not take her.
    "king_cannot_capture_defended_checker": (
        8, [(1, 1, "k"), (2, 2, "Q"), (5, 5, "B"), (8, 8, "K")],
        "mate", True, 0, [], []),
    # Rook (4,1) checks down file 4; stepping to (4,5), away from the rook
    # along its line, stays in check (the king's own square no longer
    # blocks), and (4,3) is covered too.  6 other neighbours are free.
    "king_cannot_step_back_along_rook_line": (
        8, [(4, 4, "k"), (4, 1, "R"), (8, 8, "K")],
        "check", True, 6, [], []),
    # Same with a bishop on the diagonal from the corner: (5,5) and (3,3) out.
    "king_cannot_step_back_along_bishop_line": (
        8, [(4, 4, "k"), (1, 1, "B"), (8, 1, "K")],
        "check", True, 6, [], []),
    # Pawns on their last row attack nothing (nothing off the board, nothing
    # behind them): the white pawn (7,8) does not touch the black king (8,7),
    # the black pawn (2,1) does not touch the white king (1,2).
    "pawns_on_last_row_attack_nothing": (
        8, [(1, 2, "k"), (2, 1, "P"), (8, 7, "K"), (7, 8, "p")],
        "safe", None, 0, [], []),
    # A white pawn on its last row (y = 8) has no move at all; only the king
    # moves: (1,2) and (2,2) (not (2,1), on the rook's row) = 2.
    "pawn_on_last_row_has_no_moves": (
        8, [(1, 1, "k"), (8, 1, "R"), (8, 8, "K"), (5, 8, "p")],
        "check", True, 2, [], []),
    # Rook (4,2) checks the king (4,8) down file 4.  Pawn (3,5) would reach
    # (4,6) only by a diagonal step onto an empty square: not a move.  Pawn
    # (4,1) is straight behind the rook: pawns do not capture forward.  Pawn
    # (5,1) captures the rook diagonally = 1.  King: (4,7) is on the file,
    # (3,7), (5,7), (3,8), (5,8) are free = 4.  Total 5.
    "pawn_captures_diagonally_not_blocks_diagonally": (
        8, [(4, 8, "k"), (4, 2, "R"), (3, 5, "p"), (5, 1, "p"), (4, 1, "p"), (8, 1, "K")],
        "check", True, 5, [], []),
    # Rook (8,5) checks along row 5.  Pawn (3,4) blocks by stepping to (3,5)
    # (its diagonals (2,5), (4,5) are empty: no).  Pawn (7,4) blocks on (7,5)
    # or captures on (8,5) = 2.  King (1,5): (2,5) on the row, 4 others = 4.
    # Total 1 + 2 + 4 = 7.
    "white_pawns_block_forward_and_capture": (
        8, [(1, 5, "k"), (8, 5, "R"), (3, 4, "p"), (7, 4, "p"), (8, 8, "K")],
        "check", True, 7, [], []),
    # Mirror for Black, whose pawns move to smaller y: same count 7.
    "black_pawns_block_forward_and_capture": (
        8, [(1, 4, "K"), (8, 4, "r"), (3, 5, "P"), (7, 5, "P"), (8, 1, "k")],
        "check", False, 7, [], []),
    # A black pawn checks the white king: a black pawn on (x, y) attacks
    # (x-1, y-1) and (x+1, y-1), so the pawn (3,3) attacks (2,2) and (4,2).
    # Every neighbour of the king is safe, (3,3) by capturing the undefended
    # pawn: 8 moves.
    "black_pawn_gives_check": (
        8, [(2, 2, "k"), (3, 3, "P"), (8, 8, "K")],
        "check", True, 8, [], []),
    # A white pawn directly in front of the black king does not check it.
    "pawn_straight_ahead_is_no_check": (
        8, [(2, 2, "p"), (2, 3, "K"), (8, 8, "k")],
        "safe", None, 0, [], []),
    # Kings next to each other: both threatened.
    "touching_kings_impossible": (
        8, [(4, 4, "k"), (5, 5, "K")],
        "impossible", None, 0, [], []),

    # ---- n = 10**18 -------------------------------------------------------
    # Corners and border.  White king in the corner (N,N), black rook (1,N)
    # checks along the last row y = N; the squares between are (2..N-1, N).
    #   king: (N-1,N) on the row; (N-1,N-1), (N,N-1) free              = 2
    #   bishop (N-3,N-1): diagonal steps to (N-4,N) and (N-2,N)        = 2
    #   rook (5,2): down file 5 to (5,N)                                = 1
    #   queen (1,2): down file 1 captures on (1,N); diagonal (k,k+1)
    #     reaches row N at (N-1,N); row 2 is blocked by the rook        = 2
    # Black king in the opposite corner (N,1) is attacked by nothing.  = 7
    "huge_border_and_corners": (
        N, [(N, N, "k"), (1, N, "R"), (5, 2, "r"), (N - 3, N - 1, "b"), (1, 2, "q"), (N, 1, "K")],
        "check", True, 7, [], []),
    # Rook check across the whole first row: king (1,1), rook (N,1).
    #   king: (2,1) on the row, (2,2) own knight, (1,2) free            = 1
    #   rook (N/2,N/2): up its file to (N/2,1)                          = 1
    #   bishop (7,10^17+3): its up-right diagonal meets row 1 at
    #     (10^17+9, 1); the up-left one runs out at x = 1 first          = 1
    #   queen (N-5,10): file to (N-5,1), up-left diagonal to (N-14,1);
    #     the up-right diagonal leaves the board                         = 2
    #   knight (2,2) could jump to (4,1) but is pinned by the bishop
    #     (5,5) on the main diagonal                                     = 0
    #   knight (10,2): (8,1) and (12,1)                                  = 2
    # Total 7.
    "huge_rook_check_whole_row": (
        N, [(1, 1, "k"), (N, 1, "R"), (N, N, "K"), (N // 2, N // 2, "r"),
            (7, 10 ** 17 + 3, "b"), (N - 5, 10, "q"), (2, 2, "h"), (5, 5, "B"), (10, 2, "h")],
        "check", True, 7, [(2, 2)], []),
    # Bishop check along the whole main diagonal: king (1,1), bishop (N,N).
    #   king: (2,2) on the diagonal; (2,1), (1,2) free                  = 2
    #   rook (1,N): along row N captures on (N,N)                       = 1
    #   rook (10^17,3): file meets diagonal at (10^17,10^17), row 3 at
    #     (3,3)                                                          = 2
    #   bishop (4,2): to (3,3); its other diagonal is parallel           = 1
    #   queen (N-2,5): file to (N-2,N-2); row 5 is blocked by the pawn
    #     (6,5); her diagonals x+y = N+3 (odd: no lattice point on x=y)
    #     and x-y = N-7 (parallel) never meet the line                   = 1
    #   knight (4,1): (2,2) and (3,3)                                    = 2
    #   pawn (6,5): forward to (6,6); diagonals (5,6), (7,6) are empty   = 1
    # Total 10.
    "huge_bishop_check_whole_diagonal": (
        N, [(1, 1, "k"), (N, N, "B"), (N, 1, "K"), (1, N, "r"), (10 ** 17, 3, "r"),
            (4, 2, "b"), (N - 2, 5, "q"), (4, 1, "h"), (6, 5, "p")],
        "check", True, 10, [], []),
    # Queen check along the whole anti-diagonal x + y = N + 1: black king
    # (1,N), white queen (N,1).
    #   king: (2,N-1) on the line; (2,N) and (1,N-1) free               = 2
    #   rook (2,1): down file 2 to (2,N-1); along row 1 captures (N,1)  = 2
    #   bishop (N/2,N/2+2): x-y = -2 is even, meets x+y = N+1 nowhere;
    #     its other diagonal is parallel                                 = 0
    #   pawn (5,N-3) (black, moves up): forward to (5,N-4), on the line = 1
    #   rook (1,N-3) could go along its row to (4,N-3), but it is pinned
    #     against the king by the white rook (1,1) ~10^18 squares away  = 0
    # Total 5.
    "huge_queen_check_whole_antidiagonal": (
        N, [(1, N, "K"), (N, 1, "q"), (N, N, "k"), (2, 1, "R"), (N // 2, N // 2 + 2, "B"),
            (5, N - 3, "P"), (1, N - 3, "R"), (1, 1, "r")],
        "check", False, 5, [], [(1, N - 3)]),
    # Rook behind the checking rook, 10^18 squares apart: king (1,1), black
    # rook (N-1,1), white rook (N,1).  King (1,2), (2,2) + one capture = 3.
    # (The black king is off file N, where the white rook would hit it.)
    "huge_rook_behind_checking_rook": (
        N, [(1, 1, "k"), (N - 1, 1, "R"), (N, 1, "r"), (N - 5, N, "K")],
        "check", True, 3, [], []),
    # Rooks in all four corners' lines: white rook (N,1) hits the black king
    # (N,N) down file N, black rook (1,N) hits the white king (1,1) up file 1.
    "huge_corners_impossible": (
        N, [(1, 1, "k"), (N, N, "K"), (N, 1, "r"), (1, N, "R")],
        "impossible", None, 0, [], []),
    # Black king (N,N) checked down file N by the rook (N,1); the rook
    # (N-1,5) covers file N-1, so (N-1,N) and (N-1,N-1) are attacked.
    "huge_corner_checkmate": (
        N, [(1, 1, "k"), (N, N, "K"), (N, 1, "r"), (N - 1, 5, "r")],
        "mate", False, 0, [], []),
    # Same plus a black knight (N-2,3) that can block on (N,2) (its jump to
    # (N,4) is also on the file: (N,2..N-1) are all between) = 2.
    "huge_corner_knight_blocks": (
        N, [(1, 1, "k"), (N, N, "K"), (N, 1, "r"), (N - 1, 5, "r"), (N - 2, 3, "H")],
        "check", False, 2, [], []),
    # Knights and pawns on the far edges, nobody in check.
    "huge_safe_edges": (
        N, [(1, 1, "k"), (N, N, "K"), (N, 1, "h"), (1, N, "H"), (N // 3, N, "p"),
            (N // 3 + 1, 1, "P"), (2, N - 1, "p"), (N - 1, 2, "P")],
        "safe", None, 0, [], []),
}

SK = {
    "safe": "Neutralna situacia.",
    "impossible": "Nemozna situacia.",
}


def _expected_lines(state, side, count):
    """The verdict lines of the README's *Rules*, written out independently of reference.verdict_line."""
    if state in SK:
        return SK[state], {"safe": "Safe", "impossible": "Impossible"}[state]
    sk_who, en_who = ("Biely", "White") if side else ("Cierny", "Black")
    if state == "mate":
        return f"{sk_who} hrac ma mat.", f"{en_who} Checkmate"
    return (f"{sk_who} hrac ma sach. Ma {count} platnych tahov.",
            f"{en_who} Check - {count} Plausible Moves")


def _text(n, pieces):
    return ref.to_format_b(n, pieces)


PARAMS = [pytest.param(*v, id=k) for k, v in CASES.items()]


# ---------------------------------------------------------------- the reference agrees

@pytest.mark.parametrize("n,pieces,state,side,count,pin_w,pin_b", PARAMS)
def test_reference_agrees(n, pieces, state, side, count, pin_w, pin_b):
    assert ref.verdict_huge(n, pieces) == (state, side, count)
    assert ref.pinned_huge(n, pieces, True) == pin_w
    assert ref.pinned_huge(n, pieces, False) == pin_b
    if n <= 64:
        assert ref.verdict(n, pieces) == (state, side, count)
        assert ref.pinned(n, pieces, True) == pin_w
        assert ref.pinned(n, pieces, False) == pin_b
    sk, en = _expected_lines(state, side, count)
    assert ref.verdict_line(state, side, count, "sk") == sk
    assert ref.verdict_line(state, side, count, "en") == en


# ---------------------------------------------------------------- fastcheck

@pytest.mark.parametrize("n,pieces,state,side,count,pin_w,pin_b", PARAMS)
def test_solve(n, pieces, state, side, count, pin_w, pin_b):
    sk, en = _expected_lines(state, side, count)
    assert fc.solve(_text(n, pieces)) == sk + "\n"
    assert fc.solve(_text(n, pieces), lang="en") == en + "\n"


@pytest.mark.parametrize("n,pieces,state,side,count,pin_w,pin_b", PARAMS)
def test_position(n, pieces, state, side, count, pin_w, pin_b):
    pos = fc.Position(n, pieces)
    v = pos.verdict()
    assert (v.state, v.side, v.moves) == (state, side, count)
    sk, en = _expected_lines(state, side, count)
    assert v.text() == sk
    assert v.text(lang="en") == en
    assert [tuple(s) for s in pos.pinned(fc.WHITE)] == pin_w
    assert [tuple(s) for s in pos.pinned(fc.BLACK)] == pin_b
    evasions = sorted((tuple(m.from_square), tuple(m.to_square)) for m in pos.evasions())
    if state in ("check", "mate"):
        assert evasions == ref.valid_moves_huge(n, pieces)
    else:
        assert evasions == []
    for colour in (fc.WHITE, fc.BLACK):
        assert [tuple(s) for s in pos.checkers(colour)] == \
            ref.attackers_huge(n, pieces, ref.find_king(ref.make_board(pieces), colour), not colour)


def test_all_cases_in_one_text():
    parts = [str(len(CASES))]
    want_sk, want_en = [], []
    for n, pieces, state, side, count, _, _ in CASES.values():
        parts.append(_text(n, pieces).split("\n", 1)[1])
        sk, en = _expected_lines(state, side, count)
        want_sk.append(sk + "\n")
        want_en.append(en + "\n")
    text = "\n".join(parts)
    assert fc.solve(text) == "".join(want_sk)
    assert fc.solve(text, lang="en") == "".join(want_en)


def test_rook_behind_checker_evasions():
    n, pieces = CASES["rook_behind_checking_rook"][:2]
    moves = {(tuple(m.from_square), tuple(m.to_square)) for m in fc.Position(n, pieces).evasions()}
    assert moves == {
        ((10, 5), (8, 5)),
        ((5, 5), (4, 4)), ((5, 5), (5, 4)), ((5, 5), (6, 4)),
        ((5, 5), (4, 6)), ((5, 5), (5, 6)), ((5, 5), (6, 6)),
    }


def test_huge_rook_across_evasions():
    n, pieces = CASES["huge_rook_check_whole_row"][:2]
    moves = {(tuple(m.from_square), tuple(m.to_square)) for m in fc.Position(n, pieces).evasions()}
    assert moves == {
        ((1, 1), (1, 2)),
        ((N // 2, N // 2), (N // 2, 1)),
        ((7, 10 ** 17 + 3), (10 ** 17 + 9, 1)),
        ((N - 5, 10), (N - 5, 1)), ((N - 5, 10), (N - 14, 1)),
        ((10, 2), (8, 1)), ((10, 2), (12, 1)),
    }


def test_grid_check_line_has_no_count_in_slovak():
    # some of the 8x8 cases as format A
    for name in ("pinned_defender_cannot_block", "double_check_only_king_moves",
                 "white_pawns_block_forward_and_capture", "king_cannot_capture_defended_checker"):
        n, pieces, state, side, count, _, _ = CASES[name]
        text = "1\n" + ref.to_grid(pieces) + "\n\n"
        sk, en = _expected_lines(state, side, count)
        if state == "check":
            sk = sk.split(" Ma ")[0]
        assert fc.solve(text) == sk + "\n", name
        assert fc.solve(text, lang="en") == en + "\n", name


def test_attackers_ignore_occupant_and_stop_at_blockers():
    # white rook (1,4) and white queen (8,4) both look along row 4 at (4,4);
    # the black bishop (6,4) blocks the queen.  A white knight (2,3) and a
    # white pawn (3,3) (captures towards larger y: (2,4), (4,4)) attack it too.
    pieces = [(1, 4, "r"), (8, 4, "q"), (6, 4, "B"), (2, 3, "h"), (3, 3, "p"),
              (4, 4, "R"), (1, 1, "k"), (8, 8, "K")]
    pos = fc.Position(8, pieces)
    assert [tuple(s) for s in pos.attackers((4, 4), fc.WHITE)] == [(1, 4), (2, 3), (3, 3)]
    assert ref.attackers(8, pieces, (4, 4), True) == [(1, 4), (2, 3), (3, 3)]
    # black attackers of (4,4): the bishop? (6,4) is on the same row, no.
    assert [tuple(s) for s in pos.attackers((4, 4), fc.BLACK)] == []
    assert ref.attackers(8, pieces, (4, 4), False) == []
    # an empty square: (5,4) is attacked by the black rook (4,4) and the black
    # bishop? no (same row); by White: the queen is blocked by the bishop.
    assert [tuple(s) for s in pos.attackers((5, 4), fc.BLACK)] == [(4, 4)]
    assert [tuple(s) for s in pos.attackers((5, 4), fc.WHITE)] == []
    assert ref.attackers(8, pieces, (5, 4), False) == [(4, 4)]


def test_constants():
    assert (fc.WHITE, fc.BLACK) == (True, False) and (hash(fc.WHITE), hash(fc.BLACK)) == (hash(True), hash(False))
    assert issubclass(fc.FormatError, ValueError)
