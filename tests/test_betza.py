"""Betza notation read into a piece's leaps and rides (fastcheck.betza):
each atom's offsets written out by hand, the shorthands and the classic
compounds, every refusal (a BetzaError naming what is at fault), the
canonical notation back, and the symmetry of every result."""
import doctest
import itertools

import pytest

from fastcheck import betza
from fastcheck.betza import (
    ATOMS,
    MAX_REACH,
    SHORTHANDS,
    BetzaError,
    PieceMoves,
    betza_of,
    parse_betza,
    symmetric_images,
)

ORTHOGONAL = ((-1, 0), (0, -1), (0, 1), (1, 0))
DIAGONAL = ((-1, -1), (-1, 1), (1, -1), (1, 1))
KING = tuple(sorted(ORTHOGONAL + DIAGONAL))
KNIGHT = ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))
CAMEL = ((-3, -1), (-3, 1), (-1, -3), (-1, 3), (1, -3), (1, 3), (3, -1), (3, 1))
ZEBRA = ((-3, -2), (-3, 2), (-2, -3), (-2, 3), (2, -3), (2, 3), (3, -2), (3, 2))
DABBABA = ((-2, 0), (0, -2), (0, 2), (2, 0))
ALFIL = ((-2, -2), (-2, 2), (2, -2), (2, 2))
THREELEAPER = ((-3, 0), (0, -3), (0, 3), (3, 0))
TRIPPER = ((-3, -3), (-3, 3), (3, -3), (3, 3))

#: each atom alone: its leaps, written out
ATOM_LEAPS = {"W": ORTHOGONAL, "F": DIAGONAL, "D": DABBABA, "N": KNIGHT, "A": ALFIL, "H": THREELEAPER,
              "C": CAMEL, "Z": ZEBRA, "G": TRIPPER}

#: pieces that parse, with their moves written out
PIECES = {
    "W": PieceMoves(ORTHOGONAL, ()),
    "W1": PieceMoves(ORTHOGONAL, ()),
    "K": PieceMoves(KING, ()),
    "K1": PieceMoves(KING, ()),
    "KK": PieceMoves(KING, ()),
    "WF": PieceMoves(KING, ()),
    "R": PieceMoves((), ORTHOGONAL),
    "WW": PieceMoves((), ORTHOGONAL),
    "W0": PieceMoves((), ORTHOGONAL),
    "R0": PieceMoves((), ORTHOGONAL),
    "R1": PieceMoves(ORTHOGONAL, ()),
    "B": PieceMoves((), DIAGONAL),
    "FF": PieceMoves((), DIAGONAL),
    "F0": PieceMoves((), DIAGONAL),
    "Q": PieceMoves((), KING),
    "WWFF": PieceMoves((), KING),
    "RB": PieceMoves((), KING),
    "K0": PieceMoves((), KING),
    "Q1": PieceMoves(KING, ()),
    "NN": PieceMoves((), KNIGHT),
    "N0": PieceMoves((), KNIGHT),
    "CC": PieceMoves((), CAMEL),
    "ZZ": PieceMoves((), ZEBRA),
    "KN": PieceMoves(tuple(sorted(KING + KNIGHT)), ()),                 # centaur
    "BN": PieceMoves(KNIGHT, DIAGONAL),                                 # archbishop
    "RN": PieceMoves(KNIGHT, ORTHOGONAL),                               # chancellor
    "QN": PieceMoves(KNIGHT, KING),                                     # amazon
    "NB": PieceMoves(KNIGHT, DIAGONAL),
    "NNF": PieceMoves(DIAGONAL, KNIGHT),
    "NNN": PieceMoves(KNIGHT, KNIGHT),
    "WWW": PieceMoves(ORTHOGONAL, ORTHOGONAL),                          # a W-rider and a W-leap
    "RW": PieceMoves(ORTHOGONAL, ORTHOGONAL),
    "KQ": PieceMoves(KING, KING),
    "QK": PieceMoves(KING, KING),
    "WDA": PieceMoves(tuple(sorted(ORTHOGONAL + DABBABA + ALFIL)), ()),
    "FAC": PieceMoves(tuple(sorted(DIAGONAL + ALFIL + CAMEL)), ()),
    "HG": PieceMoves(tuple(sorted(THREELEAPER + TRIPPER)), ()),
}


def test_the_tables():
    assert ATOMS == {"W": (1, 0), "F": (1, 1), "D": (2, 0), "N": (2, 1), "A": (2, 2), "H": (3, 0), "C": (3, 1),
                     "Z": (3, 2), "G": (3, 3)}
    assert SHORTHANDS == {"K": "WF", "R": "WW", "B": "FF", "Q": "WWFF"}
    assert MAX_REACH == 3
    assert issubclass(BetzaError, ValueError)
    assert set(betza.__all__) >= {"BetzaError", "PieceMoves", "ATOMS", "SHORTHANDS", "MAX_REACH", "parse_betza",
                                  "betza_of", "symmetric_images"}


def test_symmetric_images():
    assert symmetric_images(1, 0) == ORTHOGONAL
    assert symmetric_images(0, 1) == ORTHOGONAL
    assert symmetric_images(1, 1) == DIAGONAL
    assert symmetric_images(2, 1) == KNIGHT
    assert symmetric_images(1, 2) == KNIGHT
    assert symmetric_images(-3, 1) == CAMEL
    assert symmetric_images(0, 0) == ((0, 0),)


@pytest.mark.parametrize("atom", sorted(ATOM_LEAPS))
def test_each_atom_leaps_by_its_images(atom):
    assert parse_betza(atom) == PieceMoves(ATOM_LEAPS[atom], ())
    assert parse_betza(atom + "1") == PieceMoves(ATOM_LEAPS[atom], ())
    assert len(ATOM_LEAPS[atom]) == (4 if 0 in ATOMS[atom] or ATOMS[atom][0] == ATOMS[atom][1] else 8)
    assert ATOM_LEAPS[atom] == symmetric_images(*ATOMS[atom])


@pytest.mark.parametrize("text", sorted(PIECES))
def test_pieces(text):
    moves = parse_betza(text)
    assert moves == PIECES[text]
    assert isinstance(moves, PieceMoves)
    assert isinstance(moves.leaps, tuple) and isinstance(moves.rides, tuple)


def test_results_are_sorted_plain_int_pairs():
    moves = parse_betza("QNCCDZ")
    for offsets in moves:
        assert list(offsets) == sorted(set(offsets))
        assert all(type(dx) is int and type(dy) is int for dx, dy in offsets)


@pytest.mark.parametrize(("text", "modifier", "atom", "words"), [
    ("mW", "m", "W", "move only"),
    ("cF", "c", "F", "capture only"),
    ("fN", "f", "N", "directional"),
    ("bW", "b", "W", "directional"),
    ("lN", "l", "N", "directional"),
    ("rN", "r", "N", "directional"),
    ("vR", "v", "R", "directional"),
    ("sW", "s", "W", "directional"),
    ("hN", "h", "N", "directional"),
    ("nD", "n", "D", "lame"),
    ("jN", "j", "N", "lame"),
    ("pR", "p", "R", "hopper"),
    ("gQ", "g", "Q", "grasshopper"),
    ("iD", "i", "D", "initial"),
    ("aW", "a", "W", "multi-leg"),
    ("KmN", "m", "N", "move only"),
    ("fmW", "f", "W", "directional"),
    ("WxF", "x", "F", "XBetza modifier"),
    ("wK", "w", "K", "XBetza modifier"),
    ("kN", "k", "N", "XBetza modifier"),
])
def test_modifiers_are_refused(text, modifier, atom, words):
    with pytest.raises(BetzaError) as caught:
        parse_betza(text)
    message = str(caught.value)
    assert message.startswith(repr(text) + ": ")
    assert f"the modifier {modifier!r}" in message
    assert f"on {atom!r}" in message
    assert words in message
    assert "not supported" in message and "supported: the atoms" in message


@pytest.mark.parametrize("letter", "abcdefghijklmnopqrstuvwxyz")
def test_every_lowercase_letter_is_a_modifier(letter):
    with pytest.raises(BetzaError, match=f"the modifier '{letter}' .* on 'W'"):
        parse_betza(letter + "W")


def test_a_modifier_on_no_atom():
    with pytest.raises(BetzaError, match="the modifier 'm' .*on no atom"):
        parse_betza("Wm")


@pytest.mark.parametrize(("text", "rider"), [
    ("DD", "DD"), ("AA", "AA"), ("HH", "HH"), ("GG", "GG"), ("D0", "D0"), ("A0", "A0"), ("H0", "H0"),
    ("G0", "G0"), ("WDD", "DD"), ("NNAA", "AA"),
])
def test_riders_must_be_primitive(text, rider):
    with pytest.raises(BetzaError) as caught:
        parse_betza(text)
    message = str(caught.value)
    assert message.startswith(repr(text) + ": ")
    assert f"the rider {rider!r}" in message and "not primitive" in message


@pytest.mark.parametrize(("text", "token", "steps"), [
    ("W2", "W2", 2), ("F3", "F3", 3), ("N9", "N9", 9), ("R4", "R4", 4), ("B2", "B2", 2), ("Q7", "Q7", 7),
    ("K2", "K2", 2), ("WW4", "WW4", 4), ("NN2", "NN2", 2), ("KR4", "R4", 4), ("W10", "W10", 10),
])
def test_limited_range_is_refused(text, token, steps):
    with pytest.raises(BetzaError) as caught:
        parse_betza(text)
    message = str(caught.value)
    assert message.startswith(repr(text) + ": ")
    assert f"{token!r} is a rider limited to {steps} steps" in message
    assert "limited range is not supported" in message


def test_a_malformed_range():
    with pytest.raises(BetzaError, match="the range '01' of 'W01' is malformed"):
        parse_betza("W01")


@pytest.mark.parametrize(("text", "char", "words"), [
    ("W(F)", "(", "bracketed"),
    ("(W)", "(", "bracketed"),
    ("[W]", "[", "bracketed"),
    ("W]", "]", "bracketed"),
    ("W{F}", "{", "bracketed"),
    ("W F", " ", "spaces"),
    (" W", " ", "spaces"),
    ("W\t", "\t", "spaces"),
    ("0", "0", "must follow an atom"),
    ("2W", "2", "must follow an atom"),
    ("O", "O", "not an atom or a shorthand"),
    ("I", "I", "not an atom or a shorthand"),
    ("J", "J", "not an atom or a shorthand"),
    ("L", "L", "not an atom or a shorthand"),
    ("M", "M", "not an atom or a shorthand"),
    ("U", "U", "not an atom or a shorthand"),
    ("X", "X", "not an atom or a shorthand"),
    ("Y", "Y", "not an atom or a shorthand"),
    ("S", "S", "not an atom or a shorthand"),
    ("T", "T", "not an atom or a shorthand"),
    ("V", "V", "not an atom or a shorthand"),
    ("E", "E", "not an atom or a shorthand"),
    ("KNO", "O", "not an atom or a shorthand"),
    ("W-F", "-", "not Betza notation"),
    ("W\u00e9", "\u00e9", "not Betza notation"),
    ("\u00c9", "\u00c9", "not Betza notation"),
])
def test_other_characters_are_refused(text, char, words):
    with pytest.raises(BetzaError) as caught:
        parse_betza(text)
    message = str(caught.value)
    assert message.startswith(repr(text) + ": ")
    assert f"the character {char!r} (at {text.index(char)})" in message
    assert words in message


def test_the_empty_piece():
    with pytest.raises(BetzaError, match="a piece needs at least one atom"):
        parse_betza("")


@pytest.mark.parametrize("value", [None, 3, b"W", ["W"], ("K",)])
def test_non_str_is_a_type_error(value):
    with pytest.raises(TypeError, match="must be a str"):
        parse_betza(value)


@pytest.mark.parametrize(("text", "canonical"), [
    ("K", "K"), ("WF", "K"), ("FW", "K"), ("Q", "Q"), ("WWFF", "Q"), ("FFWW", "Q"), ("RB", "Q"), ("K0", "Q"),
    ("R", "R"), ("W0", "R"), ("B", "B"), ("F0", "B"), ("N", "N"), ("NN", "NN"), ("N0", "NN"), ("KN", "KN"),
    ("NK", "KN"), ("BN", "BN"), ("RN", "RN"), ("QN", "QN"), ("NQ", "QN"), ("W1", "W"), ("R1", "W"), ("Q1", "K"),
    ("NNF", "NNF"), ("FNN", "NNF"), ("WWW", "RW"), ("KQ", "QK"), ("ZZCCNNB", "BNNCCZZ"), ("GZCHANDFW", "KDNAHCZG"),
    ("RFN", "RFN"), ("DWB", "BWD"),
])
def test_canonical_notation(text, canonical):
    assert betza_of(parse_betza(text)) == canonical


ROUND_TRIP = ["W", "F", "D", "N", "A", "H", "C", "Z", "G", "K", "Q", "R", "B", "NN", "CC", "ZZ", "W0", "KN", "BN", "RN",
              "QN", "W1", "NNF", "NNN", "WWW", "KQ", "QNN", "RCC", "BZZ", "NNCCZZ", "WDA", "FAC", "HG", "KNCZ",
              "QKDNAHCZGNNCCZZ", "F0W1", "CZZ"]


@pytest.mark.parametrize("text", ROUND_TRIP)
def test_round_trip(text):
    moves = parse_betza(text)
    canonical = betza_of(moves)
    assert parse_betza(canonical) == moves
    assert betza_of(parse_betza(canonical)) == canonical


def _every_piece():
    """Every union of riders (W F N C Z) and leapers (all atoms), as a token string."""
    riders = ("WW", "FF", "NN", "CC", "ZZ")
    leapers = tuple(ATOMS)
    for ride_mask in range(1 << len(riders)):
        rides = "".join(r for k, r in enumerate(riders) if ride_mask >> k & 1)
        for leap_mask in range(1 << len(leapers)):
            text = rides + "".join(a for k, a in enumerate(leapers) if leap_mask >> k & 1)
            if text:
                yield text


def test_round_trip_and_symmetry_of_every_piece():
    """Every union parses to moves whose canonical notation parses back to them, and every leap and
    ride set is closed under negation (and the swap of dx and dy), within MAX_REACH, rides primitive."""
    seen = set()
    for text in _every_piece():
        moves = parse_betza(text)
        canonical = betza_of(moves)
        assert parse_betza(canonical) == moves, text
        assert canonical not in seen
        seen.add(canonical)
        for offsets in moves:
            as_set = set(offsets)
            assert {(-dx, -dy) for dx, dy in as_set} == as_set
            assert {(dy, dx) for dx, dy in as_set} == as_set
            assert all(max(abs(dx), abs(dy)) <= MAX_REACH and (dx, dy) != (0, 0) for dx, dy in as_set)
        for a, b in moves.rides:
            assert abs(a) == 1 or abs(b) == 1 or (abs(a), abs(b)) in ((2, 3), (3, 2))
    assert len(seen) == (1 << 14) - 1


@pytest.mark.parametrize("text", sorted(PIECES) + ROUND_TRIP)
def test_closed_under_negation(text):
    moves = parse_betza(text)
    for offsets in moves:
        assert tuple(sorted((-dx, -dy) for dx, dy in offsets)) == offsets


@pytest.mark.parametrize("moves", [
    PieceMoves(((1, 0),), ()),                                 # half a wazir
    PieceMoves((), ((1, 0), (0, 1))),
    PieceMoves(ORTHOGONAL + ((2, 1),), ()),
    PieceMoves((), DABBABA),                                   # not a rider parse_betza gives
    PieceMoves(((4, 0), (-4, 0), (0, 4), (0, -4)), ()),
    PieceMoves((), ()),
])
def test_betza_of_refuses_what_no_notation_gives(moves):
    with pytest.raises(ValueError):
        betza_of(moves)


def test_the_docstring_examples():
    failed, attempted = doctest.testmod(betza, optionflags=doctest.ELLIPSIS)[:2]
    assert attempted > 0 and failed == 0


def test_imports_only_the_standard_library_basics():
    import ast
    import pathlib

    tree = ast.parse(pathlib.Path(betza.__file__).read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            imported.add(node.module)
    assert imported <= {"__future__", "typing", "collections"}


def test_combinations_of_tokens_are_unions():
    tokens = ["K", "R", "B", "Q", "N", "NN", "CC", "ZZ", "D", "A", "W0", "F1"]
    for first, second in itertools.product(tokens, repeat=2):
        if first in ATOMS and second.startswith(first):
            continue                                        # "N" + "N" is the rider NN, not a union
        one, two, both = parse_betza(first), parse_betza(second), parse_betza(first + second)
        assert set(both.leaps) == set(one.leaps) | set(two.leaps), (first, second)
        assert set(both.rides) == set(one.rides) | set(two.rides), (first, second)
