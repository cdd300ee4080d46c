"""``Piece``, ``Move`` and ``JudgeResult`` are hand-written classes (importing
``dataclasses`` cost start-up time); they behave as the frozen dataclasses
they were: constructor, repr, equality, hashing, immutability, pickling,
copying and ``__match_args__``."""
import copy
import dataclasses
import pickle

import pytest

import fastcheck
from fastcheck.kit.judge import FAIL, OK, PE, WA, JudgeResult
from fastcheck.pieces import BLACK, PIECE_TYPES, WHITE, Color, Move, Piece


@dataclasses.dataclass(frozen=True)
class RefPiece:
    piece_type: int
    color: Color


@dataclasses.dataclass(frozen=True, order=True)
class RefMove:
    from_square: tuple
    to_square: tuple


@dataclasses.dataclass(frozen=True)
class RefResult:
    verdict: str
    message: str


PAIRS = [(Piece(k, c), RefPiece(k, c)) for k in PIECE_TYPES for c in (WHITE, BLACK)] + \
        [(JudgeResult(v, m), RefResult(v, m)) for v in (OK, WA, PE, FAIL) for m in ("", "1 board", "x'y\n")] + \
        [(Move(a, b), RefMove(a, b)) for a, b in (((1, 1), (1, 2)), ((10**18, 3), (1, 3)))]


@pytest.mark.parametrize("obj, ref", PAIRS, ids=repr)
def test_as_the_frozen_dataclass(obj, ref):
    assert repr(obj) == repr(ref).replace("Ref", "").replace("Result(", "JudgeResult(")
    assert hash(obj) == hash(ref)
    twin = type(obj)(*dataclasses.astuple(ref))
    assert obj == twin and not obj != twin and hash(obj) == hash(twin)
    assert obj != ref and obj != dataclasses.astuple(ref)   # another class, or a tuple, is never equal
    assert pickle.loads(pickle.dumps(obj)) == obj
    assert copy.copy(obj) == obj and copy.deepcopy(obj) == obj
    name = obj.__slots__[0]
    with pytest.raises(AttributeError):
        setattr(obj, name, 1)
    with pytest.raises(AttributeError):
        delattr(obj, name)
    with pytest.raises(AttributeError):
        obj.other = 1
    assert getattr(obj, name) == getattr(ref, name)


def test_keywords_and_matching():
    p = Piece(piece_type=fastcheck.KING, color=fastcheck.BLACK)
    assert p == Piece(fastcheck.KING, False) == Piece.from_symbol("K")
    assert p.color is BLACK and str(p) == "K"
    assert Piece.__match_args__ == ("piece_type", "color")
    r = JudgeResult(verdict=WA, message="board 1: x")
    assert r.line() == "wrong answer board 1: x" and not r.ok and r.exit_code == 1
    assert JudgeResult.__match_args__ == ("verdict", "message")
    assert {Piece(1, WHITE), Piece(1, True), Piece(1, BLACK)} == {Piece(1, WHITE), Piece(1, BLACK)}


def test_moves_order_as_the_dataclass_did():
    squares = [(1, 1), (1, 2), (2, 1), (10**18, 1)]
    pairs = [(a, b) for a in squares for b in squares if a != b]
    moves = [Move(a, b) for a, b in pairs]
    refs = [RefMove(a, b) for a, b in pairs]
    for m, r in zip(moves, refs):
        for m2, r2 in zip(moves, refs):
            assert (m < m2, m <= m2, m > m2, m >= m2) == (r < r2, r <= r2, r > r2, r >= r2)
    assert sorted(reversed(moves)) == sorted(moves)
    with pytest.raises(TypeError):
        _ = Move((1, 1), (1, 2)) < ((1, 1), (1, 2))
