"""Property tests (hypothesis) for every entry point: bad input is a
``FormatError`` (or the documented ``ValueError``/``TypeError``), never
another exception, never a crash, and never a wrong answer that looks right.

* the readers and ``solve`` on all three formats, on raw bytes and on
  near-valid texts (valid files with a few lines deleted, doubled, cut,
  or tokens swapped for nasty ones);
* the twins: each compiled reader accepts exactly the texts its Python
  twin accepts and gives the same result -- ``_core.scan_sparse`` /
  ``formats.read_sparse_carefully`` (format B) and ``_core.scan_grid`` /
  ``formats.read_grid_carefully`` (format A), except for the semantic checks
  (kings, one piece a square) only the Python readers make;
  ``_core.scan_ostap`` / ``formats.read_ostap_carefully`` (format C): the
  scanner may hand a text over to the careful reader but never reads it
  differently.  The properties themselves are in tests/properties.py, shared
  with the atheris harnesses of fuzz/;
* the position API with arbitrary arguments; ``OstapGame.play`` with
  arbitrary tokens and tuples; the raw core classes with arbitrary arrays;
* the grading kit: ``judge`` on arbitrary outputs, ``validate``,
  ``explain`` and ``gen`` with arbitrary options.

The bugs these properties found are regression tests in
tests/test_regressions.py.
"""
import io
import os
import pathlib

import numpy as np
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import fastcheck
from fastcheck import FormatError, OstapGame, Position, _core, formats, solve
from fastcheck.kinds import FORMAT_LETTERS
from fastcheck.kit import explain as explain_mod
from fastcheck.kit import gen as gen_mod
from fastcheck.kit import judge as judge_mod
from fastcheck.kit import validate as validate_mod

import reference
import reference_ostap
from properties import check_error, check_type_error, grid_twins_agree, ostap_twins_agree, sparse_twins_agree

BIG = 10**18
LETTERS = "KQRBHPkqrbhp"
FILES = "abcdefgh"

#: FASTCHECK_FUZZ_SCALE=N runs N times as many examples (long runs by hand, e.g. against the
#: AddressSanitizer build; see FUZZING.md)
SCALE = max(1, int(os.environ.get("FASTCHECK_FUZZ_SCALE", "1") or 1))
FAST = settings(max_examples=250 * SCALE, deadline=None, suppress_health_check=list(HealthCheck))
QUICK = settings(max_examples=100 * SCALE, deadline=None, suppress_health_check=list(HealthCheck))

# ----------------------------------------------------------------- texts
NASTY_NUMBERS = ["0", "-1", "+1", "-0", "00", "08", "1000000000000000000", "1000000000000000001",
                 "9223372036854775807", "9223372036854775808", "18446744073709551616", "9" * 25, "1e3",
                 "1.0", "0x10", "٣", "１", "", " "]
NASTY_TOKENS = NASTY_NUMBERS + ["x", "kk", "n", "N", "\0", "Ж", "é", "\ufeff", "K\0", "White", "e2-e4", "—"]
BLANKS = [" ", "  ", "\t", "\x0b", "\x0c", "\r", " \r", "\x1c", "\xa0"]


def _mutate(draw, lines):
    """A few edits of a list of text lines: the mistakes real files have."""
    for _ in range(draw(st.sampled_from([0, 0, 0, 1, 1, 2, 3]))):
        op = draw(st.integers(0, 7))
        i = draw(st.integers(0, len(lines))) if lines else 0
        if op == 0 and lines:                                   # a line lost
            del lines[min(i, len(lines) - 1)]
        elif op == 1 and lines:                                 # a line doubled
            j = min(i, len(lines) - 1)
            lines.insert(j, lines[j])
        elif op == 2:                                           # a junk line
            lines.insert(i, draw(st.sampled_from(NASTY_TOKENS)))
        elif op == 3 and lines:                                 # a token replaced
            j = min(i, len(lines) - 1)
            toks = lines[j].split(" ")
            k = draw(st.integers(0, len(toks) - 1))
            toks[k] = draw(st.sampled_from(NASTY_TOKENS))
            lines[j] = " ".join(toks)
        elif op == 4 and lines:                                 # a blank replaced
            j = min(i, len(lines) - 1)
            lines[j] = lines[j].replace(" ", draw(st.sampled_from(BLANKS)), 1)
        elif op == 5:                                           # an empty line
            lines.insert(i, "")
        elif op == 6 and lines:                                 # a token added
            j = min(i, len(lines) - 1)
            lines[j] += " " + draw(st.sampled_from(NASTY_TOKENS))
    return lines


def _join(draw, lines):
    sep = draw(st.sampled_from(["\n", "\n", "\r\n"]))
    text = sep.join(lines) + draw(st.sampled_from(["", "\n", "\n\n", " ", "\0"]))
    data = text.encode("utf-8", "surrogatepass")
    if draw(st.integers(0, 19)) == 0:                           # a file cut anywhere
        data = data[:draw(st.integers(0, len(data)))]
    return data


@st.composite
def sparse_texts(draw):
    t = draw(st.integers(0, 3))
    lines = [str(t)]
    for _ in range(t):
        n = draw(st.one_of(st.integers(1, 12), st.sampled_from([BIG, BIG - 1, 2**31])))
        m = min(n, 9)
        letters = st.sampled_from("QRBHPqrbhp") | st.sampled_from(LETTERS)
        pieces = draw(st.lists(st.tuples(st.integers(1, m), st.integers(1, m), letters), max_size=5,
                               unique_by=lambda q: q[:2]))
        if draw(st.integers(0, 4)):
            pieces = [(1, 1, "k"), (m, m, "K")] + [q for q in pieces if q[:2] not in ((1, 1), (m, m))]
        lines.append(f"{n} {len(pieces)}")
        lines += [f"{x} {y} {c}" for x, y, c in pieces]
        if draw(st.booleans()):
            lines.append("")
    return _join(draw, _mutate(draw, lines))


@st.composite
def grid_texts(draw):
    t = draw(st.integers(0, 2))
    lines = [str(t)]
    for _ in range(t):
        cells = draw(st.lists(st.sampled_from("..........QRBHPqrbhp"), min_size=64, max_size=64))
        if draw(st.integers(0, 4)):
            cells[draw(st.integers(0, 31))] = "k"
            cells[draw(st.integers(32, 63))] = "K"
        lines += ["".join(cells[r * 8:(r + 1) * 8]) for r in range(8)] + [""]
    return _join(draw, _mutate(draw, lines))


@st.composite
def ostap_texts(draw):
    cells = draw(st.lists(st.integers(-6, 6), min_size=64, max_size=64))
    moves = draw(st.lists(st.tuples(*[st.integers(1, 8)] * 4), min_size=1, max_size=8))
    toks = [f"{FILES[a - 1]}{b}-{FILES[c - 1]}{d}" for a, b, c, d in moves]
    lines = [" ".join(map(str, cells[r * 8:(r + 1) * 8])) for r in range(8)]
    lines += [str(len(toks)), draw(st.sampled_from(["White", "Black"]))] + toks
    return _join(draw, _mutate(draw, lines))


def _solve_or_error(data, **kw):
    try:
        out = solve(data, **kw)
    except FormatError as exc:
        check_error(exc)
        return None
    assert isinstance(out, str) and (out == "" or out.endswith("\n"))
    return out


# ------------------------------------------------------------- the readers
@FAST
@given(data=st.binary(max_size=300), fmt=st.sampled_from(["auto", "grid", "sparse", "ostap"]),
       lang=st.sampled_from(["sk", "en"]))
def test_solve_raw_bytes(data, fmt, lang):
    _solve_or_error(data, format=fmt, lang=lang)


_NEAR_VALID = st.one_of(sparse_texts().map(lambda d: (d, "sparse")), grid_texts().map(lambda d: (d, "grid")),
                        ostap_texts().map(lambda d: (d, "ostap")))


@FAST
@given(data_fmt=_NEAR_VALID, how=st.sampled_from(["auto", "auto", "own", "own", "any"]),
       other=st.sampled_from(["grid", "sparse", "ostap"]))
def test_solve_near_valid_texts(data_fmt, how, other):
    data, own = data_fmt
    fmt = {"auto": "auto", "own": own, "any": other}[how]
    out = _solve_or_error(data, format=fmt)
    real = formats.detect_format(data) if fmt == "auto" else fmt
    event(f"{real}: {'accepted' if out is not None else 'FormatError'}")
    if out is not None and real in ("grid", "sparse"):
        assert out.count("\n") == int(data.split()[0])
        # not fooled: what was accepted is judged like the brute-force reference does
        text = data.replace(b"\r", b" ").decode("ascii")
        if sum(len(p) for _, p in reference.parse_text(text)[1]) <= 30:
            assert out == reference.solve_text(text)
    if out is not None and real == "ostap":
        assert out == reference_ostap.run(data.decode("ascii"))


@FAST
@given(data=sparse_texts())
def test_twins_accept_the_same_texts(data):
    """scan_sparse (compiled) and read_sparse_carefully (Python) are one grammar."""
    event(sparse_twins_agree(data))


@FAST
@given(data=grid_texts())
def test_grid_twins_accept_the_same_texts(data):
    """scan_grid (compiled) and read_grid_carefully (Python) are one grammar."""
    event(grid_twins_agree(data))


@FAST
@given(data=st.one_of(ostap_texts(), st.binary(max_size=120)))
def test_ostap_twins_read_alike(data):
    """scan_ostap may pass a text on to read_ostap_carefully, never disagree."""
    event(ostap_twins_agree(data))


@FAST
@given(data=st.one_of(sparse_texts(), st.binary(max_size=200)))
def test_read_positions_agree_with_solve(data):
    try:
        positions = fastcheck.read_positions(data, format="sparse")
    except FormatError as exc:
        check_error(exc)
        with pytest.raises(FormatError):
            solve(data, format="sparse")
        return
    out = solve(data, format="sparse")
    assert "".join(p.verdict().text() + "\n" for p in positions) == out


@FAST
@given(data=ostap_texts())
def test_parse_ostap_and_replay(data):
    try:
        log = fastcheck.parse_ostap(data)
    except FormatError as exc:
        check_error(exc)
        return
    assert len(log.cells) == 64 and 1 <= len(log.moves) <= 60
    assert fastcheck.replay(data) == reference_ostap.run(data.decode("ascii"))


# --------------------------------------------------------- the position API
_ANY_SCALAR = st.one_of(st.integers(), st.none(), st.booleans(), st.text(max_size=3), st.binary(max_size=2),
                        st.floats(allow_nan=True, allow_infinity=True), st.just(np.int64(3)),
                        st.just(np.uint64(2**64 - 1)), st.just(np.float64(2.0)))
_GOOD_PIECE = st.tuples(st.integers(1, 8), st.integers(1, 8), st.sampled_from("QRBHPqrbhp"))
_PIECE = st.one_of(
    _GOOD_PIECE, _GOOD_PIECE, _GOOD_PIECE,
    st.tuples(st.integers(-2, 10), st.integers(-2, 10), st.sampled_from(LETTERS)),
    st.tuples(_ANY_SCALAR, _ANY_SCALAR, st.one_of(st.sampled_from(LETTERS), _ANY_SCALAR)),
    _ANY_SCALAR, st.tuples(st.integers(1, 8), st.integers(1, 8)), st.lists(st.integers(1, 8), max_size=4))


@FAST
@given(good_n=st.one_of(st.integers(8, 12), st.integers(8, BIG)),
       bad_n=st.one_of(st.integers(-3, 12), st.sampled_from([BIG, BIG + 1, 2**63, 2**64]), _ANY_SCALAR),
       pick_bad=st.integers(0, 4), pieces=st.lists(_GOOD_PIECE, max_size=6, unique_by=lambda q: q[:2]),
       junk=_PIECE, with_junk=st.integers(0, 3), where=st.integers(0, 8), kings=st.integers(0, 3))
def test_position_arbitrary_arguments(good_n, bad_n, pick_bad, pieces, junk, with_junk, where, kings):
    n = bad_n if pick_bad == 3 else good_n
    if kings != 3:
        pieces = [(1, 1, "k"), (2, 3, "K")] + [q for q in pieces if q[:2] not in ((1, 1), (2, 3))]
    if with_junk == 3:
        pieces.insert(where, junk)
    try:
        pos = Position(n, pieces)
    except FormatError as exc:
        check_error(exc)
        event("FormatError: " + exc.kind)
        return
    except TypeError as exc:
        check_type_error(exc)
        event("TypeError")
        return
    event("accepted")
    # accepted: then everything was clean, and the answers are the reference's
    assert isinstance(n, (int, np.integer)) and not isinstance(n, bool) and 1 <= n <= BIG
    norm = [(int(x), int(y), c) for x, y, c in pieces]
    ref = reference.verdict_huge(int(n), norm)
    v = pos.verdict()
    assert (v.state, v.moves) == (ref[0], ref[2])
    assert len(pos.evasions()) == (v.moves if v.state in ("check", "mate") else 0)


_SQUARE_PART = st.one_of(st.integers(), st.none(), st.text(max_size=3), st.just(np.int64(5)), st.booleans(),
                         st.floats(allow_nan=True, allow_infinity=True), st.just(np.float64(2.0)),
                         st.sampled_from(["1", "3", " 2"]))
_SQUARE = st.one_of(st.tuples(_SQUARE_PART, _SQUARE_PART), st.tuples(st.integers(-2, 10), st.integers(-2, 10)),
                    st.lists(st.integers(1, 8), max_size=3), st.none(), st.integers())


@FAST
@given(square=_SQUARE, by=st.booleans())
def test_position_arbitrary_squares(square, by):
    pieces = [(1, 1, "k"), (8, 8, "K"), (4, 4, "q"), (4, 8, "R"), (2, 7, "H")]
    pos = Position(8, pieces)
    try:
        got = pos.attackers(square, by)
    except FormatError as exc:
        check_error(exc)
        with pytest.raises(FormatError):
            pos.piece_at(square)
        return
    except TypeError as exc:
        check_type_error(exc)
        with pytest.raises(TypeError):
            pos.piece_at(square)
        return
    x, y = square
    assert isinstance(x, (int, np.integer)) and not isinstance(x, bool) and 1 <= x <= 8
    assert isinstance(y, (int, np.integer)) and not isinstance(y, bool) and 1 <= y <= 8
    assert got == reference.attackers_huge(8, pieces, (int(x), int(y)), by)


# ------------------------------------------------------------ OstapGame
_TOKENS = st.one_of(st.text(max_size=7), st.binary(max_size=7),
                    st.builds(lambda a, b, c, d: f"{a}{b}-{c}{d}", st.sampled_from("abcdefghij"),
                              st.integers(0, 9), st.sampled_from("abcdefghij"), st.integers(0, 9)))
_I64 = st.integers(-2**63, 2**63 - 1)
_TUPLE_MOVES = st.tuples(st.tuples(st.integers() | st.integers(-2, 10), st.integers(-2, 10) | st.floats()),
                         st.tuples(st.integers(-2, 10) | st.booleans(), st.integers() | st.integers(-2, 10)))


@FAST
@given(cells=st.lists(st.integers(-6, 6), min_size=64, max_size=64), white=st.booleans(),
       moves=st.lists(st.one_of(_TOKENS, _TUPLE_MOVES), max_size=6))
def test_ostap_game_arbitrary_moves(cells, white, moves):
    game = OstapGame(cells, white)
    board, side = list(cells), white
    for mv in moves:
        if game.is_over():
            with pytest.raises(ValueError):
                game.play(mv)
            break
        try:
            res = game.play(mv)
        except FormatError as exc:
            check_error(exc)
            assert game.cells() == board          # a malformed token changes nothing
            continue
        except TypeError as exc:
            check_type_error(exc)
            assert game.cells() == board          # nor does a move of the wrong type
            continue
        if isinstance(mv, (str, bytes)):
            s = mv.decode() if isinstance(mv, bytes) else mv
        else:
            (fx, fy), (tx, ty) = mv
            assert all(isinstance(v, int) and not isinstance(v, bool) for v in (fx, fy, tx, ty)), mv
            if not all(1 <= v <= 8 for v in (fx, fy, tx, ty)):
                assert res == "Incorrect"
                break
            s = f"{FILES[fx - 1]}{fy}-{FILES[tx - 1]}{ty}"
        exp, board, side = reference_ostap.play(board, side, s)
        assert res == exp, (cells, white, s)
        assert game.cells() == board


@QUICK
@given(cells=st.one_of(st.lists(st.integers(-8, 8), min_size=60, max_size=68),
                       st.lists(st.one_of(st.integers(), st.none(), st.text(max_size=2)), max_size=70)),
       turn=st.booleans())
def test_ostap_game_arbitrary_boards(cells, turn):
    try:
        game = OstapGame(cells, turn)
    except FormatError as exc:
        check_error(exc)
        return
    except (ValueError, TypeError):
        return
    game.legal_moves()
    game.board_text()


# ----------------------------------------------------------- the raw core
_DTYPES = st.sampled_from([np.int64, np.int8, np.int32, np.uint64, np.float64, np.uint8])


@st.composite
def _arrays(draw, length=None):
    m = draw(st.integers(0, 6)) if length is None else length
    values = draw(st.lists(st.one_of(st.integers(-3, 12), st.sampled_from([BIG, BIG + 1, 2**62, -2**62])),
                           min_size=m, max_size=m))
    dtype = draw(_DTYPES)
    with np.errstate(all="ignore"):
        try:
            return np.array(values, dtype=np.int64).astype(dtype)
        except OverflowError:
            return np.array(values, dtype=np.int64)


RAW_ERRORS = (ValueError, TypeError, BufferError)


@FAST
@given(st.data())
def test_raw_core_arbitrary_arrays(data):
    p = data.draw(st.integers(0, 6))
    same = data.draw(st.booleans())
    arrs = [data.draw(_arrays(p if same else None)) for _ in range(4)]
    n = data.draw(st.one_of(st.integers(-2, 70), st.sampled_from([BIG, BIG + 1, -2**63, 2**63 - 1])))
    which = data.draw(st.integers(0, 2))
    try:
        if which == 0:
            b = _core.StaticBoard(n, *arrs)
            if b.white_king >= 0 and b.black_king >= 0:
                b.verdict(True)
                b.pinned(b.black_king)
            b.attackers(data.draw(st.integers(-2, 10)), data.draw(st.integers(-2, 10)), 1,
                        data.draw(_I64))
        elif which == 1:
            b = _core.OstapBoard(*arrs)
            c = data.draw(st.integers(-3, 3))
            b.legal_moves(c)
            b.is_legal(c, *(data.draw(_I64 | st.integers(-2, 10)) for _ in range(4)))
            b.play_log(c, bytes(data.draw(st.integers(0, 255)) for _ in range(4)))
        else:
            ns = data.draw(_arrays())
            offsets = data.draw(_arrays())
            _core.solve_batch(ns, offsets, *arrs)
    except RAW_ERRORS:
        pass


@FAST
@given(data=st.binary(max_size=200))
def test_scan_sparse_any_bytes(data):
    ok, res = _core.scan_sparse(data, FORMAT_LETTERS)
    if ok:
        n, offsets, x, y, kind, color = res
        assert offsets[0] == 0 and offsets[-1] == len(x) == len(y) == len(kind) == len(color)
        assert all(1 <= v <= nb for b, nb in enumerate(n.tolist())
                   for v in np.concatenate([x[offsets[b]:offsets[b + 1]], y[offsets[b]:offsets[b + 1]]]).tolist())
    else:
        assert isinstance(res[0], int) and res[0] >= 1


# ------------------------------------------------------- the grading kit
_DATA = pathlib.Path(__file__).resolve().parent / "data"
_JUDGE_INPUTS = [(name, (_DATA / name).read_bytes()) for name in ("ksp-2.in", "tms-2.in", "timus-2.in", "timus-3.in")]


def _token_lines(data):
    lines = [ln.split() for ln in data.split(b"\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


@st.composite
def _outputs(draw, expected):
    lines = expected.decode().split("\n")
    lines = _mutate(draw, lines) if draw(st.booleans()) else lines
    out = "\n".join(lines).encode("utf-8", "surrogatepass")
    if draw(st.integers(0, 4)) == 0:
        out = draw(st.binary(max_size=100))
    return out


@FAST
@given(st.data())
def test_judge_is_not_fooled(data):
    name, inp = data.draw(st.sampled_from(_JUDGE_INPUTS))
    lang = data.draw(st.sampled_from(["sk", "en"]))
    expected = solve(inp, lang=lang).encode()
    out = data.draw(_outputs(expected))
    as_answer = data.draw(st.booleans())
    res = judge_mod.judge(inp, io.BytesIO(out), io.BytesIO(expected) if as_answer else None, lang=lang)
    assert res.verdict in (judge_mod.OK, judge_mod.WA, judge_mod.PE), res
    event(res.verdict)
    assert "\n" not in res.message
    assert res.ok == (_token_lines(out) == _token_lines(expected)), (name, out, res)


@FAST
@given(st.data())
def test_judge_arbitrary_answer_files(data):
    name, inp = data.draw(st.sampled_from(_JUDGE_INPUTS))
    expected = solve(inp).encode()
    answer = data.draw(_outputs(expected))
    res = judge_mod.judge(inp, expected, answer)
    assert res.verdict in (judge_mod.OK, judge_mod.WA, judge_mod.PE, judge_mod.FAIL), res
    if res.ok:
        assert _token_lines(answer) == _token_lines(expected)


@FAST
@given(data=st.one_of(sparse_texts(), grid_texts(), ostap_texts(), st.binary(max_size=200)),
       fmt=st.sampled_from(["auto", "grid", "sparse", "ostap"]),
       limits=st.sampled_from(["auto", "none", "cstate3", "ksp", "timus"]))
def test_validate_never_raises_and_is_stricter_than_solve(data, fmt, limits):
    res = validate_mod.validate(data, format=fmt, limits=limits)
    assert res.ok == (res.error is None)
    if res.error is not None:
        check_error(res.error)
    if res.ok:
        solve(data, format=fmt)          # no FormatError: the validator is the stricter reader


@QUICK
@given(data=st.one_of(sparse_texts(), grid_texts(), ostap_texts(), st.binary(max_size=200)),
       board=st.integers(-2, 5), move=st.one_of(st.none(), st.integers(-2, 70)),
       limit=st.one_of(st.none(), st.integers(-1, 5)))
def test_explain_never_crashes(data, board, move, limit):
    try:
        text = explain_mod.explain(data, board=board, move=move, limit=limit)
    except FormatError as exc:
        check_error(exc)
        return
    except ValueError:
        return
    assert isinstance(text, str) and text


@QUICK
@given(fmt=st.sampled_from(["grid", "sparse", "ostap", "A", "B", "C", "x", "", None]),
       seed=st.one_of(st.integers(), st.just(True), st.just("1"), st.none(), st.just(1.5)),
       boards=st.one_of(st.none(), st.integers(-1, 3), st.just(10**9)),
       kind=st.one_of(st.sampled_from(["mixed", "big", "game", "long", "", "x"]), st.text(max_size=4)),
       size=st.one_of(st.none(), st.sampled_from(["", "8", "10:8", "1:5", "1000000000000000001", "x", "8-9",
                                                  "99999999999999999999999", "8:" + "9" * 30]), st.text(max_size=6)),
       pieces=st.one_of(st.none(), st.sampled_from(["", "2", "3:2", "0", "1:3", "x", "2:200001", "-1"]),
                        st.text(max_size=5)),
       mix=st.one_of(st.none(), st.sampled_from(["q1r2b2h2p3", "q0", "", "x", "p5", "q1 r1", "k1", "q" + "9" * 30]),
                     st.text(max_size=5)),
       moves=st.one_of(st.none(), st.sampled_from(["1:60", "1", "0", "61", "5:3", "x", "-1"]), st.text(max_size=4)))
def test_gen_junk_options(fmt, seed, boards, kind, size, pieces, mix, moves):
    """Any options (None: not given): a text or GenError (a ValueError), nothing else, quickly."""
    if pieces in ("", "2", None):
        boards = None if boards is None else min(boards, 3)
    elif boards is None:
        boards = 3               # not the default 10 boards of up to 99999 pieces: quickly
    try:
        text = gen_mod.generate(fmt, seed=seed, boards=boards, kind=kind, size=size, pieces=pieces, mix=mix,
                                moves=moves)
    except (ValueError, TypeError):
        event("refused")
        return
    event("generated")
    assert isinstance(text, str)


@QUICK
@given(fmt=st.sampled_from(["grid", "sparse", "ostap"]), seed=st.integers(-2**70, 2**70), boards=st.integers(1, 3),
       kind=st.data(), size=st.sampled_from(["", "8", "8:100", "8:1000000000000000000", "1000000000000000000",
                                             "999999:1000000"]),
       pieces=st.sampled_from(["", "2", "2:6", "5:12"]), mix=st.sampled_from(["q1r2b2h2p3", "p5", "q1", "h3b1"]),
       moves=st.sampled_from(["1:60", "1", "60", "3:8"]))
def test_gen_output_is_valid_and_solvable(fmt, seed, boards, kind, size, pieces, mix, moves):
    """What gen writes passes validate (limits of the format) and solve."""
    kinds = gen_mod.OSTAP_KINDS if fmt == "ostap" else [k for k in gen_mod.KINDS if fmt == "sparse" or k != "big"]
    k = kind.draw(st.sampled_from(kinds))
    if fmt == "grid":
        size = ""
    if k == "big" and size not in ("", "8:1000000000000000000", "1000000000000000000", "999999:1000000"):
        size = ""
    # each format gets its own options: another format's is an error (test_gen.py)
    opts = dict(moves=moves) if fmt == "ostap" else dict(boards=boards, size=size, pieces=pieces, mix=mix)
    text = gen_mod.generate(fmt, seed=seed, kind=k, **opts)
    res = validate_mod.validate(text)
    assert res.ok, (res.error, text[:300])
    out = solve(text)
    assert out.count("\n") == (boards if fmt != "ostap" else out.count("\n"))
