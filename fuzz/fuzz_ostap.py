#!/usr/bin/env python3
"""atheris harness: format C (Ostap's chess, Timus 1380).

The first byte picks a mode:

* even: the rest is a raw format-C text for ``parse_ostap`` and ``replay``
  (and ``solve(format="ostap")``): they return text or raise one-line
  ``FormatError``s; accepted texts give the same answer as the brute-force
  reference of the test suite (tests/reference_ostap.py), and the compiled
  scanner and the careful reader agree on them (tests/properties.py);
* odd: the rest is a recipe: a board (64 cells), the side to move and a
  sequence of choices that pick among the legal moves (or feed arbitrary
  tokens and tuples to ``OstapGame.play``), checked move by move against the
  reference.

Run: python fuzz/fuzz_ostap.py -max_total_time=300 fuzz/corpus/ostap
"""
import sys

import atheris

import _harness

_harness.setup_paths()
with atheris.instrument_imports(include=["fastcheck"]):
    from fastcheck import FormatError, OstapGame, parse_ostap, replay, solve

# the test suite's modules (tests/), not instrumented
import reference_ostap as ref  # noqa: E402
from properties import ostap_twins_agree  # noqa: E402

FILES = "abcdefgh"
JUNK_TOKENS = ["", "e2-e4 ", "e2e4", "i1-a1", "a0-a1", "a1-a9", "A1-a2", "e2-e4\x00", "é2-e4",
               "a1–a2", "aa-aa", "11-11", "e2-e4-e6"]


def raw(text: bytes) -> None:
    ostap_twins_agree(text)
    try:
        log = parse_ostap(text)
    except FormatError as exc:
        _harness.one_line_error(exc, FormatError)
        try:
            solve(text, format="ostap")
        except FormatError as exc2:
            assert str(exc2) == str(exc), (exc, exc2)
        else:
            raise AssertionError("parse_ostap refused a text that solve accepted")
        return
    assert len(log.cells) == 64 and 1 <= len(log.moves) <= 60
    out = replay(text)
    assert out == solve(text, format="ostap")
    assert out == ref.run(text.decode("ascii")), (text, out)


def recipe(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    cells = []
    for _ in range(64):
        v = fdp.ConsumeIntInRange(0, 25)
        cells.append(v - 12 if 6 <= v <= 18 and abs(v - 12) <= 6 else 0)
    white = fdp.ConsumeBool()
    game = OstapGame(cells, white)
    board, side = list(cells), white
    for _ in range(fdp.ConsumeIntInRange(1, 60)):
        if game.is_over():
            try:
                game.play("a1-a2")
            except ValueError:
                pass
            else:
                raise AssertionError("a finished game accepted a move")
            break
        legal = game.legal_moves()
        assert sorted(legal) == ref.legal_moves(board, side), (cells, white, legal)
        assert game.is_check() == ref.in_check(board, side)
        how = fdp.ConsumeIntInRange(0, 9)
        if how <= 6 and legal:
            move = legal[fdp.ConsumeIntInRange(0, len(legal) - 1)]
        elif how == 7:
            move = (f"{FILES[fdp.ConsumeIntInRange(0, 7)]}{fdp.ConsumeIntInRange(1, 8)}-"
                    f"{FILES[fdp.ConsumeIntInRange(0, 7)]}{fdp.ConsumeIntInRange(1, 8)}")
        elif how == 8:
            tok = fdp.PickValueInList(JUNK_TOKENS + [fdp.ConsumeUnicodeNoSurrogates(8)])
            try:
                game.play(tok)
            except FormatError as exc:
                _harness.one_line_error(exc, FormatError)
                continue
            move = tok   # it was a well-formed move
            res, board2, side2 = ref.play(board, side, move)
            assert game.results[-1] == res
            board, side = board2, side2
            continue
        else:
            # a tuple move with arbitrary ints (off-board, negative, huge)
            mv = tuple((fdp.PickValueInList([fdp.ConsumeIntInRange(-3, 11), 0, 2**63 - 1, -2**63, 10**30]),
                        fdp.ConsumeIntInRange(-3, 11)) for _ in range(2))
            try:
                res = game.play(mv)
            except (FormatError, ValueError, TypeError) as exc:
                _harness.one_line_error(exc, FormatError)
                continue
            except OverflowError as exc:
                if _harness.known(exc, "OstapGame.play"):
                    continue
                raise
            (fx, fy), (tx, ty) = mv
            if not all(1 <= v <= 8 for v in (fx, fy, tx, ty)):
                assert res == "Incorrect", (mv, res)
                break
            move = f"{FILES[fx - 1]}{fy}-{FILES[tx - 1]}{ty}"
            exp, board, side = ref.play(board, side, move)
            assert res == exp, (cells, move, res, exp)
            continue
        if not move:
            break
        res = game.play(move)
        exp, board, side = ref.play(board, side, move)
        assert res == exp, (cells, white, move, res, exp)
        assert game.cells() == board
    text = game.board_text()
    assert text == ref.board_text(board)


def TestOneInput(data: bytes) -> None:
    if data and data[0] & 1:
        recipe(data[1:])
    else:
        raw(data[1:])


def main():
    atheris.Setup(sys.argv, TestOneInput)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
