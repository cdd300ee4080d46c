"""Format C (Ostap's chess, Timus 1380): fastcheck against tests/reference_ostap.py.

* a few thousand random games (fixed seed): from the standard start position
  and from random sparse positions with 0-3 kings per side, mixing correct
  moves picked from the reference's legal_moves with random well-formed moves
  (mostly incorrect), up to 60 moves;
* one test per edge rule, with hand-written expected output;
* the OstapGame object.
"""
import pathlib
import random
from collections import Counter

import pytest

import fastcheck as fc

import reference_ostap as ro
from properties import PATHS, error_via, read_via, solve_via

DATA = pathlib.Path(__file__).resolve().parent / "data"

SEED = 1380
N_START_GAMES = 700
N_SPARSE_GAMES = 2300
RESULTS = ("Incorrect", "Correct", "Check", "Mate", "Draw")
FILES = "abcdefgh"


def _sq(rng):
    return rng.choice(FILES) + str(rng.randint(1, 8))


def _own_squares(board, white):
    return [ro.name(i % 8, 8 - i // 8) for i, v in enumerate(board) if v and (v > 0) == white]


def _random_wellformed(rng, board, white, legal):
    """A well-formed move that is usually (not always) incorrect."""
    r = rng.random()
    own = _own_squares(board, white)
    if r < 0.25 or not own:
        return _sq(rng) + "-" + _sq(rng)
    frm = rng.choice(own)
    f, rank = ro.parse_square(frm)
    if r < 0.55:
        # a move by the piece rules that may leave a king attacked
        t = ro.targets(board, f, rank)
        if t:
            return frm + "-" + ro.name(*rng.choice(t))
    if r < 0.7:
        # near misses: two-square steps, king jumps (castling-like), from == to
        df, dr = rng.choice([(0, 2), (0, -2), (2, 0), (-2, 0), (1, 1), (0, 0), (0, 3), (1, 2)])
        if ro.inside(f + df, rank + dr):
            return frm + "-" + ro.name(f + df, rank + dr)
    # the opponent's piece, or a random destination
    other = _own_squares(board, not white)
    if other and rng.random() < 0.5:
        return rng.choice(other) + "-" + _sq(rng)
    return frm + "-" + _sq(rng)


def _random_sparse_board(rng):
    board = [0] * 64
    free = list(range(64))
    rng.shuffle(free)
    for colour in (1, -1):
        for _ in range(rng.choice((0, 1, 1, 1, 1, 2, 3))):
            board[free.pop()] = 6 * colour
    for _ in range(rng.randint(0, 12)):
        v = rng.choice((1, 1, 2, 3, 4, 5))
        board[free.pop()] = v * rng.choice((1, -1))
    return board


def gen_game(rng, board, white):
    """Returns (text, expected output, results list) - expected computed by the
    reference move by move."""
    p_legal = rng.choice((0.6, 0.85, 0.95, 1.0))
    length = rng.randint(1, 60)
    b, w = list(board), white
    legal = ro.legal_moves(b, w)
    moves, results = [], []
    stopped = False
    while len(moves) < length:
        if legal and rng.random() < p_legal:
            mv = rng.choice(legal)
        else:
            mv = _random_wellformed(rng, b, w, legal)
        moves.append(mv)
        if stopped:
            continue          # ignored tail of the log
        if mv in legal:
            b = ro._apply(b, ro.parse_square(mv[:2]), ro.parse_square(mv[3:]))
            w = not w
            legal = ro.legal_moves(b, w)
            if ro.in_check(b, w):
                res = "Check" if legal else "Mate"
            else:
                res = "Correct" if legal else "Draw"
        else:
            res = "Incorrect"
        results.append(res)
        stopped = res in ("Incorrect", "Mate", "Draw")
    text = ro.make_text(board, white, moves)
    expected = "".join(r + "\n" for r in results) + "\n" + ro.board_text(b)
    return text, expected, results


@pytest.fixture(scope="module")
def games():
    rng = random.Random(SEED)
    out = []
    for _ in range(N_START_GAMES):
        out.append(gen_game(rng, ro.START, True))
    for _ in range(N_SPARSE_GAMES):
        out.append(gen_game(rng, _random_sparse_board(rng), rng.random() < 0.5))
    return out


def test_generator_hits_every_outcome(games):
    counts = Counter(r for _, _, results in games for r in results)
    for r in RESULTS:
        assert counts[r] >= 20, counts
    # ... and the game ends in each of the three stopping ways
    last = Counter(results[-1] for _, _, results in games)
    for r in ("Incorrect", "Mate", "Draw"):
        assert last[r] >= 20, last


def test_generator_agrees_with_reference_run(games):
    for text, expected, _ in games[::5]:
        assert ro.run(text) == expected, text


@pytest.mark.parametrize("path", PATHS)
def test_random_games(games, path):
    for text, expected, _ in games:
        got = solve_via(path, text.encode(), "ostap")
        assert got == expected, f"input:\n{text}\ngot:\n{got}\nexpected:\n{expected}"
    for text, _, _ in games[::10]:
        assert read_via("fast", text.encode(), "ostap") == read_via("careful", text.encode(), "ostap")


def test_random_games_autodetected(games):
    for text, expected, _ in games[:300]:
        assert fc.solve(text) == expected, f"input:\n{text}"


def test_random_games_move_by_move(games):
    """OstapGame.play / legal_moves / is_check against the reference, move by move."""
    for text, _, _ in games[:400]:
        board, white, moves = ro.parse(text)
        game = fc.OstapGame.from_text(text)
        for mv in moves:
            assert game.turn == white
            assert sorted(game.legal_moves()) == ro.legal_moves(board, white), text
            assert game.is_check() == ro.in_check(board, white), text
            want, board, white = ro.play(board, white, mv)
            assert game.play(mv) == want, f"move {mv}\n{text}"
            assert game.board_text() == ro.board_text(board)
            if want in ("Incorrect", "Mate", "Draw"):
                assert game.is_over()
                break
            assert not game.is_over()


# --------------------------------------------------------------------------
# edge rules, each with a hand-written expected answer
# --------------------------------------------------------------------------

def board_of(placement):
    """{'e2': 1, 'e8': -6, ...} -> 64-list."""
    b = [0] * 64
    for sq, v in placement.items():
        f, r = ro.parse_square(sq)
        b[ro.idx(f, r)] = v
    return b


def edge(placement_or_board, white, moves, results, final=None):
    board = placement_or_board if isinstance(placement_or_board, list) else board_of(placement_or_board)
    text = ro.make_text(board, white, moves)
    if final is None:
        b = list(board)
        for mv, r in zip(moves, results):
            if r != "Incorrect":
                b = ro._apply(b, ro.parse_square(mv[:2]), ro.parse_square(mv[3:]))
        final = b
    else:
        final = board_of(final)
    expected = "".join(r + "\n" for r in results) + "\n" + ro.board_text(final)
    return text, expected


EDGE = {
    # two-square step from the start rank over an empty square
    "double_step_white_and_black": edge(
        ro.START, True, ["e2-e4", "d7-d5", "e4-d5"], ["Correct", "Correct", "Correct"]),
    # not from any other rank: the pawn on e4 may not jump to e6
    "double_step_only_from_start_rank": edge(
        ro.START, True, ["e2-e4", "a7-a6", "e4-e6"], ["Correct", "Correct", "Incorrect"]),
    "double_step_black_only_from_rank_7": edge(
        {"e6": -1, "a1": 6, "h8": -6}, False, ["e6-e4"], ["Incorrect"]),
    # the square jumped over must be empty
    "double_step_not_over_a_piece": edge(
        {"e2": 1, "e3": -2, "a1": 6, "h8": -6}, True, ["e2-e4"], ["Incorrect"]),
    "double_step_not_over_own_piece": edge(
        {"e7": -1, "e6": -3, "a1": 6, "h8": -6}, False, ["e7-e5"], ["Incorrect"]),
    # ... and the destination too (a pawn never captures straight ahead)
    "double_step_onto_piece": edge(
        {"e2": 1, "e4": -2, "a1": 6, "h8": -6}, True, ["e2-e4"], ["Incorrect"]),
    "single_step_onto_piece": edge(
        {"e2": 1, "e3": -2, "a1": 6, "h8": -6}, True, ["e2-e3"], ["Incorrect"]),
    # a white pawn on rank 1 (nonsense) steps one square only: rank 1 is not its start
    "pawn_on_rank_1_no_double_step": edge(
        {"c1": 1, "a3": 6, "h8": -6}, True, ["c1-c3"], ["Incorrect"]),
    "pawn_on_rank_1_single_step": edge(
        {"c1": 1, "a3": 6, "h8": -6}, True, ["c1-c2"], ["Correct"]),
    # pawns do not move backwards or sideways
    "pawn_backwards": edge(
        {"e4": 1, "a1": 6, "h8": -6}, True, ["e4-e3"], ["Incorrect"]),
    # no castling: e1-g1 with an empty f1, g1 is not a move
    "no_castling": edge(
        {"e1": 6, "h1": 4, "e8": -6, "a8": -4, "h2": 1}, True, ["e1-g1"], ["Incorrect"]),
    "no_castling_black": edge(
        {"e1": 6, "h1": 4, "e8": -6, "a8": -4, "h2": 1}, False, ["e8-c8"], ["Incorrect"]),
    # no en passant: after d7-d5 the pawn e5 may not take on d6
    "no_en_passant": edge(
        {"e5": 1, "d7": -1, "a1": 6, "h8": -6}, False, ["d7-d5", "e5-d6"], ["Correct", "Incorrect"]),
    # no promotion: a7-a8 is a correct move, the pawn stays a pawn (1 on a8),
    # and then it has no move.  White has no king, so with only that pawn it
    # is never in check and has no move: Draw.
    "no_promotion_pawn_stays_and_is_stuck": edge(
        {"a7": 1, "h1": -6}, True, ["a7-a8", "h1-h2"], ["Correct", "Draw"],
        final={"a8": 1, "h2": -6}),
    # the same for Black: -1 on rank 1
    "no_promotion_black": edge(
        {"b2": -1, "h8": 6}, False, ["b2-b1", "h8-h7"], ["Correct", "Draw"],
        final={"b1": -1, "h7": 6}),
    # a pawn on its last rank can still not capture "forward" off the board,
    # nor backwards: a8 pawn next to a black rook on b7 cannot take it
    "pawn_on_last_rank_cannot_capture_backwards": edge(
        {"a8": 1, "b7": -4, "h1": 6, "h3": -6}, True, ["a8-b7"], ["Incorrect"]),
    # several kings: moving the rook that shields the king on a1 exposes it
    # (the other king on h1 being safe does not matter) -> Incorrect
    "several_kings_any_attacked_is_incorrect": edge(
        {"a1": 6, "h1": 6, "a4": 4, "a8": -4, "e8": -6}, True, ["a4-b4"], ["Incorrect"]),
    # moving the other king is fine
    "several_kings_other_king_moves": edge(
        {"a1": 6, "h1": 6, "a4": 4, "a8": -4, "e8": -6}, True, ["h1-g1"], ["Correct"]),
    # the black rook attacks the second white king along rank 3: Check
    "several_kings_check_on_one_of_them": edge(
        {"a1": 6, "h3": 6, "a4": 4, "c8": -4, "e8": -6}, False,
        ["c8-c3"], ["Check"]),
    # one king already attacked: moving the other one does not help
    "several_kings_one_already_attacked": edge(
        {"a1": 6, "h1": 6, "a8": -4, "e8": -6}, True, ["h1-g1", "a1-b1"], ["Incorrect"]),
    # no king at all: Black has none, so the white rook arriving on its file
    # gives no check (Correct); White loses its only piece and, having no
    # move (and no king), gets Draw
    "no_king_never_in_check": edge(
        {"a1": 4, "e8": -4, "h8": -1}, True, ["a1-e1", "e8-e1"], ["Correct", "Draw"]),
    # capturing a king is a correct move; the side that lost its king is not
    # in check and moves on
    "king_captured": edge(
        {"d1": 5, "d8": -6, "h7": -1}, True, ["d1-d8", "h7-h5", "d8-d7"],
        ["Correct", "Correct", "Correct"]),
    # ... and a side left with nothing at all has no move: Draw
    "side_with_no_pieces_draw": edge(
        {"a1": 4, "a3": -1, "h1": 6}, True, ["a1-a3"], ["Draw"]),
    # the side to move starts in check (nonsense start): a move that does not
    # answer it is Incorrect
    "start_in_check_must_answer": edge(
        {"e1": 6, "e8": -4, "h8": -6, "a2": 1}, True, ["a2-a3"], ["Incorrect"]),
    "start_in_check_king_steps_away": edge(
        {"e1": 6, "e8": -4, "h8": -6, "a2": 1}, True, ["e1-d1"], ["Correct"]),
    # the side not to move starts in check: White makes any move, then Black
    # is in check (and may capture the attacker or step away): Check
    "start_with_opponent_in_check": edge(
        {"e1": 6, "e7": 4, "e8": -6, "a2": 1}, True, ["a2-a3"], ["Check"]),
    # start position with the wrong side to move is fine: Black moves first
    "black_moves_first": edge(
        ro.START, False, ["e7-e5", "e2-e4"], ["Correct", "Correct"]),
    # moving an empty square, the opponent's piece, or onto an own piece
    "empty_square": edge(
        ro.START, True, ["e3-e4"], ["Incorrect"]),
    "opponent_piece": edge(ro.START, True, ["e7-e5"], ["Incorrect"]),
    "onto_own_piece": edge(ro.START, True, ["a1-a2"], ["Incorrect"]),
    "null_move": edge(ro.START, True, ["b1-b1"], ["Incorrect"]),
    # after Mate nothing more is processed (fool's mate, with ignored tail)
    "moves_after_mate_ignored": edge(
        ro.START, True, ["f2-f3", "e7-e5", "g2-g4", "d8-h4", "a2-a3", "h2-h3"],
        ["Correct", "Correct", "Correct", "Mate"]),
    # a stalemate in the corner: Draw
    "stalemate_draw": edge(
        {"a8": -6, "b6": 6, "c1": 5}, True, ["c1-c7"], ["Draw"]),
    # a king may not capture a defended piece, may capture an undefended one
    "king_takes_defended_incorrect": edge(
        {"e1": 6, "e2": -5, "e3": -4, "h8": -6}, True, ["e1-e2"], ["Incorrect"]),
    "king_takes_undefended": edge(
        {"e1": 6, "e2": -5, "h8": -6, "a7": -1}, True, ["e1-e2"], ["Correct"]),
    # slider blocked: a bishop cannot jump over a piece
    "slider_cannot_jump": edge(
        ro.START, True, ["c1-e3"], ["Incorrect"]),
    "knight_jumps": edge(
        ro.START, True, ["g1-f3", "b8-c6", "f3-e5", "c6-e5"],
        ["Correct", "Correct", "Correct", "Correct"]),
}


@pytest.mark.parametrize("text,expected", [pytest.param(*v, id=k) for k, v in EDGE.items()])
def test_edge_rule_reference(text, expected):
    assert ro.run(text) == expected


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("text,expected", [pytest.param(*v, id=k) for k, v in EDGE.items()])
def test_edge_rule(text, expected, path):
    assert solve_via(path, text.encode(), "ostap") == expected
    assert solve_via(path, text.encode()) == expected
    if path == "fast":
        assert fc.solve(text, format="ostap") == fc.solve(text) == expected


def _refused(path, text, kind, line):
    exc = error_via(path, text.encode(), "ostap")
    assert (exc.kind, exc.line, exc.board) == (kind, line, None), str(exc)
    with pytest.raises(fc.FormatError) as info:
        fc.solve(text, format="ostap")
    assert str(info.value) == str(exc)


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("bad", ["e2e4", "e2-e9", "i2-i4", "E2-E4", "e2-e4x", "e2--e4", "22-44"])
def test_malformed_move_is_an_error_not_incorrect(bad, path):
    text = ro.make_text(ro.START, True, ["e2-e4", bad])
    _refused(path, text, "syntax", 12)          # 8 board lines, P, the side, the first move


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("p,side,kind,line", [("0", "White", "range", 9), ("61", "White", "range", 9),
                                              ("x", "White", "syntax", 9), ("1", "Green", "syntax", 10),
                                              ("1", "", "syntax", 11)])
def test_bad_count_or_side_is_an_error(p, side, kind, line, path):
    text = ro.board_text(ro.START) + f"{p}\n{side}\ne2-e4\n"
    _refused(path, text, kind, line)


@pytest.mark.parametrize("path", PATHS)
def test_truncated_log_is_an_error(path):
    text = ro.board_text(ro.START) + "3\nWhite\ne2-e4\ne7-e5\n"
    _refused(path, text, "truncated", 13)       # the end of input, after the 12th line


# --------------------------------------------------------------------------
# the game object
# --------------------------------------------------------------------------

def test_ostap_game_object():
    text = (DATA / "timus-2.in").read_text()
    game = fc.OstapGame.from_text(text)
    assert game.turn is fc.WHITE or game.turn == fc.WHITE
    assert game.board_text() == ro.board_text(ro.START)
    assert not game.is_over()
    played = []
    for mv in ["e2-e4", "e7-e5", "d1-f3", "h7-h6", "f1-c4", "g7-g6", "f3-f7"]:
        played.append(game.play(mv))
    assert played == ["Correct"] * 6 + ["Mate"]
    assert game.is_over()
    assert game.turn == fc.BLACK
    assert game.board_text() == (DATA / "timus-2.out").read_text().split("\n\n", 1)[1]
    lines = game.board_text().split("\n")
    assert len(lines) == 9 and lines[-1] == ""
    assert all(len(line.split(" ")) == 8 for line in lines[:-1])


def test_ostap_game_turn_and_incorrect():
    game = fc.OstapGame.from_text(ro.make_text(ro.START, False, ["e7-e5"]))
    assert game.turn == fc.BLACK
    assert game.play("e7-e5") == "Correct"
    assert game.turn == fc.WHITE
    assert game.play("e2-e5") == "Incorrect"
    assert game.is_over()
    assert game.turn == fc.WHITE          # an incorrect move is not made
    want = ro.board_text(ro._apply(ro.START, ro.parse_square("e7"), ro.parse_square("e5")))
    assert game.board_text() == want


def test_ostap_game_check_and_draw():
    game = fc.OstapGame.from_text(ro.make_text(ro.START, True, ["e2-e4"]))
    assert game.play("e2-e4") == "Correct"
    assert game.play("f7-f6") == "Correct"
    assert game.play("d1-h5") == "Check"     # along h5-g6-f7-e8
    assert not game.is_over()
    assert game.turn == fc.BLACK
    assert game.play("g7-g6") == "Correct"   # blocks
    assert game.turn == fc.WHITE
    # stalemate: black king a8, white king b6, queen to c7
    game = fc.OstapGame.from_text(ro.make_text(board_of({"a8": -6, "b6": 6, "c1": 5}), True, ["c1-c7"]))
    assert game.play("c1-c7") == "Draw"
    assert game.is_over()
    # mate: queen to c8 instead
    game = fc.OstapGame.from_text(ro.make_text(board_of({"a8": -6, "b6": 6, "c1": 5}), True, ["c1-c8"]))
    assert game.play("c1-c8") == "Mate"
    assert game.is_over()
