"""Every method that takes a side reads it one way (``pieces.parse_side``):
``WHITE``/``BLACK``, ``True``/``False``, ``1``/``0`` (numpy's too) and
``'white'``/``'black'`` name the same side everywhere, and anything else
is a ValueError naming those -- never a silent guess (a truthy string once
meant White)."""
from pathlib import Path

import numpy as np
import pytest

import fastcheck
from fastcheck import BLACK, WHITE, Color
from fastcheck.counts import count, count_moves
from fastcheck.game import OstapGame
from fastcheck.pieces import SIDE_VALUES, parse_side

SPELLINGS = {
    WHITE: [WHITE, True, 1, "white", "White", "WHITE", np.int64(1), np.bool_(True), Color(1)],
    BLACK: [BLACK, False, 0, "black", "Black", "BLACK", np.int8(0), np.bool_(False), Color(0)],
}
#: no side: strings and integers that name none (a ValueError), and values of other types (a TypeError)
BAD_VALUES = ["w", "b", "", "whit", 2, -1, np.int64(2)]
BAD_TYPES = [1.0, 0.0, None, [1], (0,), b"white", np.float64(1.0)]
BAD = BAD_VALUES + BAD_TYPES


def error_of(bad):
    return TypeError if any(bad is b for b in BAD_TYPES) else ValueError

# a position where the sides' answers differ: Black is in check (the bishop on (5, 5)), each side
# has a piece pinned along a column (White's bishop on (1, 4), Black's knight on (8, 4))
POS = fastcheck.Position(8, [(1, 1, "k"), (1, 4, "b"), (8, 1, "q"), (5, 5, "b"),
                             (8, 8, "K"), (1, 8, "R"), (8, 4, "H")])
TIMUS = Path(__file__).parent / "data" / "timus-1.in"


def methods():
    """Every Position method that takes a side, as (name, call)."""
    return [
        ("king", lambda s: POS.king(s)),
        ("checkers", lambda s: POS.checkers(s)),
        ("pinned", lambda s: POS.pinned(s)),
        ("is_check", lambda s: POS.is_check(s)),
        ("attackers", lambda s: POS.attackers((4, 4), by=s)),
        ("is_attacked", lambda s: POS.is_attacked((4, 4), s)),
        ("move_count", lambda s: POS.move_count(s)),
        ("move_runs", lambda s: POS.move_runs(s).count()),
        ("legal_moves", lambda s: sorted(POS.legal_moves(s))),
        ("is_checkmate", lambda s: POS.is_checkmate(s)),
        ("is_stalemate", lambda s: POS.is_stalemate(s)),
        ("fen", lambda s: POS.fen(s)),
    ]


def test_the_position_tells_the_sides_apart():
    for name in ("king", "checkers", "pinned", "is_check", "attackers", "move_count", "legal_moves", "fen"):
        call = dict(methods())[name]
        assert call(WHITE) != call(BLACK), name
    assert POS.pinned(WHITE) == [(1, 4)] and POS.pinned(BLACK) == [(8, 4)]
    assert POS.checkers(BLACK) == [(5, 5)] and POS.checkers(WHITE) == []


@pytest.mark.parametrize("name, call", methods(), ids=[m[0] for m in methods()])
def test_every_spelling_names_the_same_side(name, call):
    for side, spellings in SPELLINGS.items():
        want = call(side)
        for s in spellings:
            assert call(s) == want, (name, s)


@pytest.mark.parametrize("name, call", methods(), ids=[m[0] for m in methods()])
def test_anything_else_is_refused_by_name(name, call):
    for bad in BAD:
        if bad is None and name in ("is_check", "is_checkmate", "fen"):
            continue                   # None: either side, or (fen) the side read from the FEN, as documented
        with pytest.raises(error_of(bad)) as err:
            call(bad)
        assert SIDE_VALUES in str(err.value) and repr(bad) in str(err.value), (name, bad)


def test_the_black_king_is_blacks():
    assert POS.king("black") == (8, 8) and POS.king(BLACK) == (8, 8) and POS.king("white") == (1, 1)
    assert POS.checkers("black") == [(5, 5)] and POS.checkers("white") == []
    assert POS.is_check("black") and not POS.is_check("white")


def test_parse_side():
    for side, spellings in SPELLINGS.items():
        assert all(parse_side(s) is side for s in spellings)
    for bad in BAD:
        with pytest.raises(error_of(bad), match="expected a side: WHITE or BLACK"):
            parse_side(bad)


def test_the_ostap_game_and_count_read_sides_the_same_way():
    cells = OstapGame.from_text(TIMUS.read_text()).cells()
    for side, spellings in SPELLINGS.items():
        for s in spellings:
            assert OstapGame(cells, s).turn is side
    for bad in BAD:
        with pytest.raises(error_of(bad)):
            OstapGame(cells, bad)
    text = "1\n8 3\n1 1 k\n8 1 R\n8 8 K\n"
    for side, spellings in SPELLINGS.items():
        want = count(text, side=side)
        assert want == count(text, side=["black", "white"][int(side)])
        assert all(count(text, side=s) == want for s in spellings)
    assert count_moves(text, side="both") == ([2], [count_moves(text, side=BLACK)[1][0]])
    for bad in BAD + ["neither"]:
        with pytest.raises(error_of(bad), match="'both' or a side"):
            count(text, side=bad)
