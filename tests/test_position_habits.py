"""What a python-chess user expects of a Position: a side to move that the
methods take by default, one name for the side parameter, playing a move,
square names and UCI moves, a printable board, one spelling of a mate, and
python-chess's install name."""
import inspect
import itertools
import json
import sys
import warnings
from pathlib import Path

import pytest

import fastcheck
from fastcheck import BLACK, WHITE, IllegalMoveError, Move, Position
from fastcheck.cli.json_lines import solve_records
from fastcheck.errors import FormatError
from fastcheck.pieces import FILE_LETTERS, parse_square_name, parse_uci, square_name

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"

# sides that differ: Black in check by the bishop on (5, 5); White's bishop on (1, 4) and
# Black's knight on (8, 4) pinned along their columns
PIECES = [(1, 1, "k"), (1, 4, "b"), (8, 1, "q"), (5, 5, "b"), (8, 8, "K"), (1, 8, "R"), (8, 4, "H")]
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
#: python-chess's str(chess.Board()), as its documentation prints it
START_TEXT = """\
r n b q k b n r
p p p p p p p p
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
P P P P P P P P
R N B Q K B N R"""


def side_calls():
    """Every Position method that takes a side, as (name, call with a side or None)."""
    return [
        ("king", lambda p, s: p.king(s)),
        ("checkers", lambda p, s: p.checkers(s)),
        ("pinned", lambda p, s: p.pinned(s)),
        ("attackers", lambda p, s: p.attackers((4, 4), s)),
        ("is_attacked", lambda p, s: p.is_attacked((4, 4), s)),
        ("move_count", lambda p, s: p.move_count(s)),
        ("move_runs", lambda p, s: p.move_runs(s).count()),
        ("legal_moves", lambda p, s: sorted(p.legal_moves(s))),
        ("is_stalemate", lambda p, s: p.is_stalemate(s)),
        ("play", lambda p, s: p.play(((1, 1), (2, 1)) if p.turn in (None, WHITE) and s in (None, WHITE)
                                     else ((8, 8), (7, 8)), s)),
    ]


# ------------------------------------------------ the side to move (turn)
def test_a_position_read_with_a_side_to_move_has_it():
    assert Position.from_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1").turn == BLACK
    assert Position.from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").turn == WHITE
    assert Position.from_fen("4k3/8/8/8/8/8/8/4K3").turn == WHITE        # FEN's default
    assert Position(8, PIECES).turn is None
    assert Position(8, PIECES, turn="black").turn == BLACK and Position(8, PIECES, turn=True).turn == WHITE
    with pytest.raises(FormatError, match="expected a side"):
        Position(8, PIECES, turn="w")


def test_from_chess_reads_the_side_to_move():
    chess = pytest.importorskip("chess")
    assert Position.from_chess(chess.Board("4k3/8/8/8/8/8/8/4K3 b - - 0 1")).turn == BLACK


@pytest.mark.parametrize("name, call", side_calls(), ids=[c[0] for c in side_calls()])
def test_every_side_method_takes_the_side_to_move_by_default(name, call):
    for turn in (WHITE, BLACK):
        pos = Position(8, PIECES, turn=turn)
        assert call(pos, None) == call(pos, turn), (name, turn)
    if name != "is_stalemate":                  # neither side is stalemated: the same answer
        # the default is the side to move, not always White
        assert call(Position(8, PIECES, turn=BLACK), None) != call(Position(8, PIECES, turn=WHITE), None), name


def test_fen_and_to_chess_write_the_side_to_move():
    pos = Position(8, [(5, 1, "k"), (5, 8, "K")], turn="black")
    assert pos.fen() == "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
    assert pos.fen("white") == "4k3/8/8/8/8/8/8/4K3 w - - 0 1"


@pytest.mark.parametrize("name, call", side_calls(), ids=[c[0] for c in side_calls()])
def test_no_side_and_no_side_to_move_is_a_clear_type_error(name, call):
    with pytest.raises(TypeError) as info:
        call(Position(8, PIECES), None)
    text = str(info.value)
    assert f"Position.{name}() was given no side and this position has no side to move" in text
    assert f"pos.{name}(" in text and "turn='white'" in text and "Position.from_fen" in text


def test_is_check_and_is_checkmate_keep_their_board_wide_meaning():
    pos = Position(8, PIECES, turn=WHITE)        # Black is in check, White to move
    assert pos.is_check() and not pos.is_check(WHITE) and pos.is_check(BLACK)
    assert pos.is_checkmate() == pos.is_checkmate(BLACK)


# ------------------------------------------------- one name: side (color=)
@pytest.mark.parametrize("name", ["king", "checkers", "pinned", "is_check", "move_count", "move_runs",
                                  "legal_moves", "is_checkmate", "is_stalemate", "play"])
def test_the_side_parameter_is_named_side(name):
    params = inspect.signature(getattr(Position, name)).parameters
    assert "side" in params, name


@pytest.mark.parametrize("name", ["king", "checkers", "pinned", "is_check"])
def test_color_the_old_name_works_with_a_deprecation_warning(name):
    pos = Position(8, PIECES)
    method = getattr(pos, name)
    for side in (WHITE, BLACK):
        with pytest.warns(DeprecationWarning, match=rf"Position.{name}\(color=...\) is deprecated: .* side"):
            old = method(color=side)
        assert old == method(side) == method(side=side)
    with warnings.catch_warnings():
        warnings.simplefilter("error")          # the new name warns of nothing
        method(side=WHITE)
    with pytest.raises(TypeError, match="not both"):
        method(side=WHITE, color=WHITE)


# ------------------------------------------------------------ play / push
def test_play_returns_the_position_after_the_move():
    pos = Position.from_fen("4k3/8/8/8/8/8/4P3/R3K3 w - - 7 12")
    after = pos.play("e2e3")
    assert after.turn == BLACK and after.fen() == "4k3/8/8/8/8/4P3/8/R3K3 b - - 0 12"
    assert pos.fen() == "4k3/8/8/8/8/8/4P3/R3K3 w - - 7 12" and pos.turn == WHITE     # pos is left as it is
    again = after.play("e8d7")
    assert again.turn == WHITE and again.fen() == "8/3k4/8/8/8/4P3/8/R3K3 w - - 1 13"
    assert again.play(Move((1, 1), (1, 8))).fen() == "R7/3k4/8/8/8/4P3/8/4K3 b - - 2 13"
    assert pos.push("e2e3") == after and Position.push is Position.play


def test_play_takes_a_piece():
    pos = Position(8, [(1, 1, "k"), (1, 5, "r"), (1, 7, "Q"), (8, 8, "K")], turn="white")
    after = pos.play(((1, 5), (1, 7)))
    assert sorted(after.pieces) == [(1, 1, "k"), (1, 7, "r"), (8, 8, "K")] and len(after) == 3
    assert after.turn == BLACK and after.fen_fields is None


def test_play_agrees_with_the_valid_moves_square_by_square():
    """Every move of every piece to every square: play makes exactly the valid
    ones (legal_moves), moving the piece and taking what stood there."""
    pos = Position(6, [(1, 1, "k"), (3, 3, "q"), (2, 4, "P"), (4, 2, "h"), (6, 6, "K"), (3, 6, "R"), (6, 1, "B"),
                       (5, 5, "p")])
    for side in (WHITE, BLACK):
        valid = set(pos.legal_moves(side))
        own = [(x, y) for x, y, letter in pos.pieces if letter.islower() == (side == WHITE)]
        for f, t in itertools.product(own, itertools.product(range(1, 7), repeat=2)):
            if (t == pos.king(side.other)) and Move(f, t) in valid:
                with pytest.raises(IllegalMoveError, match="a position keeps one king of each side"):
                    pos.play((f, t), side)
            elif Move(f, t) in valid:
                after = pos.play((f, t), side)
                letter = pos.piece_at(f)
                expected = {(x, y): c for x, y, c in pos.pieces if (x, y) not in (f, t)}
                expected[t] = str(letter)
                assert {(x, y): c for x, y, c in after.pieces} == expected
                assert after.turn == side.other and not after.is_check(side)
            else:
                with pytest.raises(IllegalMoveError) as info:
                    pos.play((f, t), side)
                assert info.value.side == side and isinstance(info.value, ValueError)


@pytest.mark.parametrize("fen, move, reason", [
    ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e8d8", "the piece on e8 (5, 8) is Black's king"),
    ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "a1a2", "there is no piece on a1 (1, 1)"),
    ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e1e2", "e2 (5, 2) holds White's pawn"),
    ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4",
     "White's pawn on e2 (5, 2) does not move to e4 (5, 4) (not one of its moves, or its way is blocked)"),
    ("4r2k/8/8/8/8/8/4R3/4K3 w - - 0 1", "e2d2",
     "it would leave White's king on e1 (5, 1) threatened by Black's rook on e8 (5, 8)"),
    # not a rook's move, and the king would be threatened too: the move's own fault is named
    ("4r2k/8/8/8/8/8/4R3/4K3 w - - 0 1", "e2c4", "White's rook on e2 (5, 2) does not move to c4 (3, 4)"),
    ("7k/8/8/8/8/8/r3P3/K7 w - - 0 1", "e2e5", "White's pawn on e2 (5, 2) does not move to e5 (5, 5)"),
    ("7k/8/8/8/8/8/r3P3/K7 w - - 0 1", "e2e3",
     "it would leave White's king on a1 (1, 1) threatened by Black's rook on a2 (1, 2)"),
    ("7k/8/8/8/8/8/8/R3K2r w - - 0 1", "a1h1", "White's rook on a1 (1, 1) does not move to h1 (8, 1)"),
    ("7k/8/8/8/8/8/8/R3K2r w - - 0 1", "e1f1",
     "it would leave White's king on f1 (6, 1) threatened by Black's rook on h1 (8, 1)"),
    ("8/8/8/8/8/8/8/Kk6 b - - 0 1", "b1a1", "it takes White's king, and a position keeps one king of each side"),
])
def test_an_invalid_move_says_which_move_whose_and_why_not(fen, move, reason):
    pos = Position.from_fen(fen)
    with pytest.raises(IllegalMoveError) as info:
        pos.play(move)
    err = info.value
    side = "White" if pos.turn == WHITE else "Black"
    assert str(err).startswith(f"{move!r} is not a valid move of {side}: {reason}"), str(err)
    assert err.move == repr(move) and err.side == pos.turn and err.reason.startswith(reason)


def test_a_refused_move_off_the_board_or_on_a_big_board_names_its_squares():
    big = Position(100, [(1, 1, "k"), (100, 100, "K"), (50, 1, "R")], turn="white")
    with pytest.raises(IllegalMoveError, match=r"^\(1, 1\) to \(2, 1\) is not a valid move of White: it would "
                                               r"leave White's king on \(2, 1\) threatened by Black's rook on "
                                               r"\(50, 1\)$"):
        big.play(((1, 1), (2, 1)))
    with pytest.raises(IllegalMoveError, match=r"\(101, 1\) is off the 100 x 100 board"):
        big.play(((1, 1), (101, 1)))


def test_play_follows_the_rule_sets_pawn():
    """No promotion: a pawn on the last row stays a pawn; the double step only where a variant has it."""
    pos = Position.from_fen("k7/4P3/8/8/8/8/8/K7 w - - 0 1")
    top = pos.play("e7e8")
    assert top.piece_at("e8") == fastcheck.Piece(fastcheck.PAWN, WHITE) and top.play("a8b8").move_count(WHITE) == 3
    with pytest.raises(FormatError, match="the rules have no promotion"):
        pos.play("e7e8q")
    double = str(DATA / "variants" / "double-step.toml")
    pawns = Position(8, [(1, 1, "k"), (8, 8, "K"), (5, 2, "p"), (4, 7, "P")], variant=double, turn="white")
    after = pawns.play("e2e4").play("d7d5")
    assert after.piece_at("e4") == fastcheck.Piece(fastcheck.PAWN, WHITE)
    assert after.piece_at("d5") == fastcheck.Piece(fastcheck.PAWN, BLACK) and after.turn == WHITE
    with pytest.raises(IllegalMoveError, match="does not move to"):
        Position(8, [(1, 1, "k"), (8, 8, "K"), (5, 2, "p")], turn="white").play("e2e4")


def test_play_with_a_variants_pieces():
    leapers = str(DATA / "variants" / "leapers.toml")
    pos = Position(8, [(1, 1, "k"), (5, 5, "K"), (2, 4, "L")], variant=leapers, turn="black")
    moved = pos.play("b4c1")                                   # the camel's (1, -3) leap
    assert moved.pieces == [(1, 1, "k"), (5, 5, "K"), (3, 1, "L")] and moved.turn == WHITE
    assert moved.variant == pos.variant and not moved.is_check(WHITE)
    with pytest.raises(IllegalMoveError, match="Black's camel on b4 \\(2, 4\\) does not move to b5"):
        pos.play("b4b5")
    with pytest.raises(IllegalMoveError, match="it takes White's king"):
        pos.play("b4a1")


# ------------------------------------------------------ square names, UCI
def test_square_names_are_fens_files_and_ranks():
    pos = Position.from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
    assert pos.piece_at("e2") == pos.piece_at((5, 2)) == fastcheck.Piece(fastcheck.PAWN, WHITE)
    assert pos.piece_at("e8") == fastcheck.Piece(fastcheck.KING, BLACK) and pos.piece_at("e4") is None
    assert pos.attackers("d3", "white") == pos.attackers((4, 3), WHITE) == [(5, 2)]
    assert pos.is_attacked("f3", by="white") and not pos.is_attacked("e3", by="white")
    assert pos.is_legal("e2e3") and pos.is_legal("e8d7") and not pos.is_legal("e2e4")
    assert square_name((5, 4)) == "e4" and square_name((26, 26)) == "z26" and square_name((1, 10)) == "a10"
    for n in (1, 8, 12, 26):
        for x, y in itertools.product(range(1, n + 1), repeat=2):
            assert parse_square_name(square_name((x, y)), n) == (x, y)


def test_ranks_of_several_digits_on_big_boards():
    pos = Position(12, [(1, 1, "k"), (12, 12, "K"), (1, 10, "R")])
    assert pos.piece_at("a10") == fastcheck.Piece(fastcheck.ROOK, BLACK)
    assert pos.attackers("a1", "black") == [(1, 10)] and pos.is_legal("a10l10") and pos.is_legal("a1b1")
    assert parse_uci("a10a12", 12) == ((1, 10), (1, 12)) and parse_uci("l1a12", 12) == ((12, 1), (1, 12))
    assert pos.play("a10b10", "black").piece_at("b10") == fastcheck.Piece(fastcheck.ROOK, BLACK)


@pytest.mark.parametrize("name, message", [
    ("e9", "expected a square within a1..h8 on this 8 x 8 board, found 'e9'"),
    ("i1", "expected a square within a1..h8 on this 8 x 8 board, found 'i1'"),
    ("E4", "expected a square name: a file a..h and a rank 1..8, such as 'e4', found 'E4'"),
    ("e04", "expected a square name"),
    ("e", "expected a square name"),
    ("", "expected a square name"),
    ("e2e4", "expected a square name"),
])
def test_a_bad_square_name_is_a_clear_format_error(name, message):
    pos = Position.from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
    for call in (pos.piece_at, pos.attackers, pos.is_attacked):
        with pytest.raises(FormatError) as info:
            call(name)
        assert str(info.value).startswith(message)


@pytest.mark.parametrize("move, message", [
    ("e2e9", "expected a move's squares within a1..h8"),
    ("e2", "expected a move in UCI: two square names such as 'e2e4'"),
    ("e2-e4", "expected a move in UCI"),
    ("e7e8q", "expected a move of two square names, no promotion letter after them: the rules have no promotion"),
])
def test_a_bad_uci_move_is_a_clear_format_error(move, message):
    pos = Position.from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
    for call in (pos.is_legal, pos.play):
        with pytest.raises(FormatError) as info:
            call(move)
        assert str(info.value).startswith(message)


def test_names_on_a_board_wider_than_26_files_are_refused_saying_so():
    pos = Position(27, [(1, 1, "k"), (27, 27, "K")], turn="white")
    assert pos.piece_at((1, 1)) is not None and len(FILE_LETTERS) == 26
    for call in (lambda: pos.piece_at("a1"), lambda: pos.attackers("a1"), lambda: pos.is_legal("a1a2"),
                 lambda: pos.play("a1a2")):
        with pytest.raises(FormatError, match="square names \\(a..z\\) need a board of at most 26 files, found a "
                                              "name on a 27 x 27 board"):
            call()
    with pytest.raises(ValueError, match="up to 26 files"):
        square_name((27, 1))


# ------------------------------------------------------------ print(pos)
def test_a_position_prints_as_python_chess_prints_its_board():
    pos = Position.from_fen(START)
    assert str(pos) == START_TEXT
    assert repr(pos) == "Position(n=8, pieces=32)"


def test_print_matches_python_chess_when_it_is_installed():
    pytest.importorskip("chess")
    for fen in (START, "4k3/8/8/8/8/8/4P3/4K3 b - - 3 9", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR"):
        pos = Position.from_fen(fen)
        assert str(pos) == str(pos.to_chess())


def test_a_board_up_to_26_prints_whole_rank_n_on_top():
    pos = Position(10, [(1, 1, "k"), (10, 10, "K"), (2, 1, "h"), (3, 10, "M"), (10, 1, "a")])
    rows = str(pos).split("\n")
    assert len(rows) == 10 and all(len(r.split(" ")) == 10 for r in rows)
    assert rows[0] == ". . m . . . . . . k"                     # y = 10: Black's amazon, Black's king
    assert rows[-1] == "K N . . . . . . . A"                    # y = 1: White's king, knight, archbishop
    assert rows[1:-1] == [" ".join("." * 10)] * 8
    assert len(str(Position(26, [(1, 1, "k"), (26, 26, "K")])).split("\n")) == 26


def test_a_larger_board_prints_a_summary_with_its_windows():
    pos = Position(10**18, [(1, 1, "k"), (10**18, 5, "K"), (5 * 10**17, 3, "q")], turn="black")
    lines = str(pos).split("\n")
    assert lines[0] == ("Position(n=1000000000000000000, pieces=3), too large to print whole; Black to move; "
                        "White uppercase, rows from the largest y down")
    assert lines[1] == "window x 1..15, y 1..15:" and lines[2] == "15" + " ." * 15
    assert lines[16] == " 1 K" + " ." * 14
    assert lines[17] == "window x 999999999999999986..1000000000000000000, y 1..15:"
    assert lines[23] == "10" + " ." * 15 and lines[28] == " 5" + " ." * 14 + " k"
    assert lines[-1] == "1 piece outside the windows" and len(lines) == 34
    one = str(Position(27, [(1, 1, "k"), (3, 3, "K")])).split("\n")
    assert one[1] == "window x 1..15, y 1..15:" and one[-1] == "0 pieces outside the window" and len(one) == 18


# ------------------------------------------------ one spelling of a mate
BOARDS = {
    "safe": (8, [(1, 1, "k"), (8, 8, "K")]),
    "impossible": (8, [(1, 1, "k"), (8, 8, "K"), (1, 8, "R"), (8, 1, "r")]),
    "check": (8, [(1, 1, "k"), (8, 1, "R"), (8, 8, "K")]),
    "mate": (8, [(1, 1, "k"), (8, 1, "R"), (8, 2, "R"), (8, 8, "K")]),
}


@pytest.mark.parametrize("state", list(BOARDS))
def test_verdict_state_and_the_json_say_the_same_word(state):
    n, pieces = BOARDS[state]
    text = f"1\n{n} {len(pieces)}\n" + "".join(f"{x} {y} {c}\n" for x, y, c in pieces)
    record = json.loads(json.dumps(solve_records("t.in", text.encode())[0]))
    verdict = Position(n, pieces).verdict()
    assert str(verdict.state) == record["state"] == state
    assert json.dumps(verdict.state) == json.dumps(state)


def test_the_old_spelling_checkmate_still_equals_mate_with_a_warning():
    verdict = Position(*BOARDS["mate"]).verdict()
    with pytest.warns(DeprecationWarning, match="Verdict.state says 'mate' now"):
        assert verdict.state == "checkmate"
    with pytest.warns(DeprecationWarning):
        assert "checkmate" == verdict.state
    with pytest.warns(DeprecationWarning):
        assert not verdict.state != "checkmate"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert verdict.state == "mate" and verdict.state != "check" and verdict.is_checkmate and verdict.is_check
        assert Position(*BOARDS["check"]).verdict().state != "checkmate"       # no warning: not a mate
        assert {verdict.state: 1}["mate"] == 1 and verdict.state != 5 and not verdict.state == 5
    with pytest.warns(DeprecationWarning, match="spelled 'mate' now"):
        old = fastcheck.Verdict("checkmate", WHITE, 0)
    assert old == verdict and str(old.state) == "mate"


# ------------------------------------------------------- pip install chess
def test_to_chess_without_python_chess_says_pip_install_chess(monkeypatch):
    monkeypatch.setitem(sys.modules, "chess", None)          # as if python-chess were not installed
    with pytest.raises(ImportError, match=r"Position.to_chess\(\) needs python-chess, which is not installed: "
                                          r"pip install chess"):
        Position.from_fen(START).to_chess()


def test_the_docs_say_how_python_chess_installs():
    assert "pip install chess" in Position.to_chess.__doc__
    guide = (ROOT / "docs" / "guides" / "positions.md").read_text(encoding="utf-8")
    assert "python-chess itself installs as `pip install chess`" in guide


def test_the_reason_of_a_refused_move_agrees_with_the_brute_force_reference():
    """On random small boards, every move of every piece to every square: play
    makes the reference's valid moves; a refused one is called "does not move"
    exactly when no move of the piece goes there (reference.move_targets), and
    "would leave the king threatened" only when one does."""
    import random

    import reference as ref

    rng = random.Random(20261205)
    hedged = total = 0
    for _ in range(40):
        n = rng.randint(4, 7)
        pieces = ref._random_position(rng, n, rng.randint(1, 6))
        pos = Position(n, pieces)
        board = ref.make_board(pieces)
        for side in (WHITE, BLACK):
            valid = set(ref.legal_moves_of(n, pieces, side == WHITE))
            for x, y, letter in pieces:
                if letter.islower() != (side == WHITE):
                    continue
                f = (x, y)
                reach = set(ref.move_targets(board, n, f))
                for t in itertools.product(range(1, n + 1), repeat=2):
                    if (f, t) in valid and board.get(t, "").upper() != "K":
                        assert pos.play((f, t), side).piece_at(t) == pos.piece_at(f)
                        continue
                    with pytest.raises(IllegalMoveError) as info:
                        pos.play((f, t), side)
                    reason = info.value.reason
                    total += 1
                    if "does not move to" in reason:
                        assert t not in reach, (pieces, f, t, reason)
                    elif reason.startswith("it would leave"):
                        assert t in reach and (f, t) not in valid, (pieces, f, t, reason)
                    elif "would be threatened after it" in reason:
                        hedged += 1
                    elif reason.startswith("it takes"):
                        assert (f, t) in valid
                    else:
                        assert t not in reach or f == t, (pieces, f, t, reason)
    assert total > 1000 and hedged < total / 50, (hedged, total)
