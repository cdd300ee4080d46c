#!/usr/bin/env python3
"""atheris harness: the position API and the raw core with arbitrary arguments.

* ``Position(n, pieces)`` with arbitrary ``n`` and piece tuples (huge,
  negative, zero, bool, float, str, None, junk letters): it builds or raises
  ``FormatError``; a built position answers ``verdict``, ``evasions``,
  ``attackers``, ``checkers``, ``pinned`` like the brute-force reference of
  the test suite (tests/reference.py), and square queries with junk squares
  raise ``FormatError``;
* ``Position.from_arrays`` and the raw core (``_core.StaticBoard``,
  ``_core.solve_batch``, ``_core.OstapBoard`` and ``OstapBoard.from_cells``)
  with arbitrary arrays of any dtype and length: only ``FormatError``/``ValueError``/``TypeError`` (and
  ``OverflowError`` for Python ints outside int64 handed to the raw tier's
  C-typed arguments), never a crash.

Run: python fuzz/fuzz_position.py -max_total_time=300 fuzz/corpus/position
"""
import sys

import atheris

import _harness

_harness.setup_paths()
with atheris.instrument_imports(include=["fastcheck"]):
    import numpy as np

    from fastcheck import BLACK, WHITE, FormatError, Position, _core

import reference  # noqa: E402

LETTERS = "KQRBHPkqrbhp"
BIG = 10**18
ODD_VALUES = [0, -1, BIG, BIG + 1, 2**63 - 1, 2**63, 2**64, -2**63, -2**64, True, False, 1.0, 2.5,
              float("nan"), float("inf"), "3", b"3", None, np.int64(3), np.uint64(2**64 - 1),
              np.int8(-1), np.float64(3.0), [3], (3,)]
ODD_LETTERS = ["", "x", "kk", "Ж", "\x00", "K ", 1, None, b"k", "\udcff", "ｋ"]
DTYPES = [np.int64, np.int8, np.uint64, np.int32, np.float64, np.uint8, np.int16, object]
RAW_OK = (ValueError, TypeError)
RAW_BIG = (ValueError, TypeError, OverflowError)


def value(fdp, n):
    r = fdp.ConsumeIntInRange(0, 99)
    if r < 85:
        return fdp.ConsumeIntInRange(1, max(1, min(n, 10))) if isinstance(n, int) else 1
    if r < 96:
        return fdp.ConsumeIntInRange(1, n) if isinstance(n, int) and n >= 1 else 1
    return fdp.PickValueInList(ODD_VALUES)


def clean_int(v):
    return isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))


def check_position(pos, n, pieces, fdp):
    v = pos.verdict()
    state, side, count = reference.verdict_huge(n, pieces)
    assert (v.state, v.moves) == (state, count), (n, pieces, v, state, count)
    if state in ("check", "checkmate"):
        assert v.side == side
        ev = pos.evasions()
        assert [(m.from_square, m.to_square) for m in ev] == reference.valid_moves_huge(n, pieces)
    for colour in (WHITE, BLACK):
        assert pos.pinned(colour) == reference.pinned_huge(n, pieces, colour), (n, pieces)
    for _ in range(fdp.ConsumeIntInRange(0, 3)):
        sq = (value(fdp, n), value(fdp, n))
        by = fdp.ConsumeBool()
        try:
            got = pos.attackers(sq, by)
        except (FormatError, TypeError) as exc:
            _harness.one_line_error(exc, FormatError)
            continue
        except OverflowError as exc:
            if _harness.known(exc, "Position.square"):
                continue
            raise
        x, y = int(sq[0]), int(sq[1])
        assert got == reference.attackers_huge(n, pieces, (x, y), by), (n, pieces, sq, by, got)
        pos.piece_at(sq)


def arrays(fdp, count):
    dtype = fdp.PickValueInList(DTYPES)
    vals = [value(fdp, 10) if fdp.ConsumeBool() else fdp.ConsumeIntInRange(-300, 300)
            for _ in range(count)]
    try:
        return np.array(vals, dtype=dtype)
    except (ValueError, TypeError, OverflowError):
        return vals   # a plain list then


def raw_tier(fdp):
    p = fdp.ConsumeIntInRange(0, 6)
    lens = [p if fdp.ConsumeProbability() < 0.85 else fdp.ConsumeIntInRange(0, 6) for _ in range(4)]
    x, y, kind, color = (arrays(fdp, m) for m in lens)
    n = fdp.PickValueInList([8, 1, 64, 65, 0, -1, BIG, BIG + 1, fdp.ConsumeIntInRange(-5, 70)])
    which = fdp.ConsumeIntInRange(0, 4)
    try:
        if which == 0:
            b = _core.StaticBoard(n, x, y, kind, color)
            if b.white_king >= 0 and b.black_king >= 0:
                b.verdict(True)
                b.pinned(b.white_king)
            b.attackers(fdp.ConsumeIntInRange(-2, 10), fdp.ConsumeIntInRange(-2, 10), fdp.ConsumeBool())
            b.piece_at(fdp.ConsumeIntInRange(-2, 10), fdp.ConsumeIntInRange(-2, 10))
        elif which == 1:
            b = _core.OstapBoard(x, y, kind, color)
            c = fdp.ConsumeBool()
            b.legal_moves(c)
            b.is_legal(c, *(fdp.ConsumeIntInRange(-2, 70) for _ in range(4)))
            b.is_check(1 - c)
            b.pieces()
        elif which == 2:
            offs = arrays(fdp, fdp.ConsumeIntInRange(0, 4))
            ns = arrays(fdp, fdp.ConsumeIntInRange(0, 3))
            _core.solve_batch(ns, offs, x, y, kind, color)
        elif which == 3:
            Position.from_arrays(n, x, y, kind, color).verdict()
        else:
            # format C's board straight from 64 signed bytes (any length given)
            cells = fdp.ConsumeBytes(fdp.PickValueInList([64, 64, 64, 63, 65, 0]))
            b = _core.OstapBoard.from_cells(cells)
            c = fdp.ConsumeBool()
            moves = b.legal_moves(c)
            if moves:
                assert b.is_legal(c, *moves[fdp.ConsumeIntInRange(0, len(moves) - 1)])
            b.checkers(c)
            assert len(b.cells()) == 64
    except FormatError as exc:
        _harness.one_line_error(exc, FormatError)
    except RAW_OK:
        pass
    except OverflowError as exc:
        if which == 3 and not _harness.known(exc, "Position.from_arrays"):
            raise


def TestOneInput(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    if fdp.ConsumeIntInRange(0, 4) == 0:
        raw_tier(fdp)
        return
    n = fdp.PickValueInList([fdp.ConsumeIntInRange(1, 12), BIG, fdp.ConsumeIntInRange(1, BIG)]
                            if fdp.ConsumeProbability() < 0.9 else ODD_VALUES)
    pieces = []
    if fdp.ConsumeProbability() < 0.9:       # mostly start from the two kings
        pieces += [(value(fdp, n), value(fdp, n), "k"), (value(fdp, n), value(fdp, n), "K")]
    for _ in range(fdp.ConsumeIntInRange(0, 10)):
        if fdp.ConsumeProbability() < 0.03:
            pieces.append(fdp.PickValueInList([None, 5, "11k", (1, 1), (1, 1, "k", 4), {}]))
            continue
        letter = LETTERS[fdp.ConsumeIntInRange(0, 11)] if fdp.ConsumeProbability() < 0.95 \
            else fdp.PickValueInList(ODD_LETTERS)
        pieces.append((value(fdp, n), value(fdp, n), letter))
    try:
        pos = Position(n, pieces)
    except (FormatError, TypeError) as exc:     # a bad value, or a value of the wrong type
        _harness.one_line_error(exc, FormatError)
        return
    # it was accepted: so everything must be clean
    assert clean_int(n) and 1 <= n <= BIG, n
    norm = [(int(x), int(y), c) for x, y, c in pieces]
    for x, y, c in norm:
        assert 1 <= x <= n and 1 <= y <= n and c in LETTERS
    assert sorted(norm) == sorted(pos.pieces)
    check_position(pos, int(n), norm, fdp)


def main():
    atheris.Setup(sys.argv, TestOneInput)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
