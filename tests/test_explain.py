"""fastcheck explain: the human view of one position."""
import io
import pathlib
import re
import sys

import pytest

from fastcheck import Position
from fastcheck.cli import main
from fastcheck.kit.explain import explain, explain_position

DATA = pathlib.Path(__file__).resolve().parent / "data"
KSP = (DATA / "ksp-2.in").read_bytes()


def test_mate_on_a_small_board():
    text = explain(KSP, board=2)
    lines = text.splitlines()
    assert lines[0] == "board 2 of 4 (format B, 8 x 8, 9 pieces): Cierny hrac ma mat."
    assert "the whole 8 x 8 board (x: column from the left, y: row from the top)" in lines
    head = lines.index("   1  2  3  4  5  6  7  8")
    assert lines[head + 1:head + 3] == ["1  ♚* .  .  .  .  .  ♜~ ♖", "2  ♜~ .  ♘+ .  .  .  .  ♖"]
    assert lines[head + 6] == "6  .  .  .  .  .  ♔  .  ."
    assert lines[head + 9] == lines[head]
    assert "black king ♚ at (1, 1): threatened" in lines
    assert "  checkers (1): ♘ h at (3, 2)" in lines
    assert "  pinned black pieces (2): ♜ R at (1, 2), ♜ R at (7, 1)" in lines
    assert "white king ♔ at (6, 6): not threatened" in lines
    assert lines[-1] == "valid moves of black: none (checkmate)"


def test_check_with_moves_and_english():
    text = explain(KSP, board=4, lang="en")
    assert text.startswith("board 4 of 4 (format B, 8 x 8, 9 pieces): Black Check - 5 Plausible Moves\n")
    assert "valid moves of black: 5\n" in text
    assert "  ♚ K (4, 5) -> (3, 5)\n" in text
    assert "  checkers (1): ♙ p at (5, 4)\n" in text


def test_capture_is_shown():
    text = explain(KSP, board=1)
    assert "valid moves of white: 1\n  ♖ r (2, 7) -> (2, 3) takes ♞ H\n" in text


def test_grid_and_safe_positions():
    text = explain((DATA / "tms-1.in").read_bytes(), board=2)
    assert text.startswith("board 2 of 3 (format A, 8 x 8, 4 pieces): Neutralna situacia.\n")
    assert "no king is threatened" in text
    text = explain((DATA / "tms-1.in").read_bytes(), board=1)
    assert "Nemozna situacia." in text and "both kings are threatened" in text
    assert text.count("threatened\n") == 2


def test_big_board_window():
    n = 10**18
    pos = Position(n, [(n, n, "k"), (1, n, "R"), (n - 3, n - 2, "H"), (5, 5, "K"), (n - 1, n - 5, "b")])
    text = explain_position(pos, title="big")
    assert text.startswith("big: Biely hrac ma sach. Ma ")
    assert (f"window x {n - 14}..{n}, y {n - 14}..{n} of the {n} x {n} board "
            "(column labels: the last two digits of x)") in text
    rows = [ln for ln in text.splitlines() if ln.startswith(str(n))]
    assert rows and rows[0].rstrip().endswith("♔*")
    assert "86 87 88" in text        # column labels cut to two digits
    assert f"  checkers (1): ♜ R at (1, {n})" in text
    assert len(text.splitlines()) < 60


def test_move_list_is_limited():
    n = 100
    pieces = [(1, 1, "k"), (100, 1, "R"), (100, 100, "K")] + [(x, 60, "r") for x in range(2, 100)]
    pos = Position(n, pieces)
    assert pos.verdict().moves > 50
    text = explain_position(pos)
    total = pos.verdict().moves
    assert f"valid moves of white: {total}, the first 50 shown" in text
    assert f"  ... and {total - 50} more" in text
    full = explain_position(pos, limit=None)
    assert full.count(" -> ") == total
    # 100 x 100 is drawn as a window around the threatened king
    assert "window x 1..15, y 1..15" in text


def test_sixteen_is_drawn_whole():
    pos = Position(16, [(1, 1, "k"), (16, 16, "K")])
    text = explain_position(pos)
    assert "the whole 16 x 16 board" in text
    assert "   1  2  3  4  5  6  7  8  9  10 11 12 13 14 15 16" in text


def test_ostap_final_position():
    text = explain((DATA / "timus-2.in").read_bytes())
    lines = text.splitlines()
    assert lines[0] == "Ostap log: 8 moves, White moves first"
    assert "   7. White f3-f7  Mate" in lines
    assert "   8. e8-f7  (ignored: the game is over)" in lines
    assert "position after move 7" in lines
    assert "8  ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜" in lines
    assert "7  ♟  ♟  ♟  ♟  .  ♕  .  ." in lines
    assert "   a  b  c  d  e  f  g  h" in lines
    assert "Black to move: in check" in lines
    assert "  checkers (1): ♕ f7" in lines
    assert lines[-1] == "correct moves of Black: none (Mate)"


def test_ostap_after_a_given_move_and_incorrect():
    text = explain((DATA / "timus-2.in").read_bytes(), move=0, limit=5)
    assert "the starting position" in text
    assert "correct moves of White: 20, the first 5 shown\n  a2-a3 a2-a4 b1-a3 b1-c3 b2-b3\n" in text
    text = explain((DATA / "timus-1.in").read_bytes())
    assert "   2. Black e7-e4  Incorrect" in text
    assert "the last move was incorrect and not made; Black was to move" in text
    with pytest.raises(ValueError):
        explain((DATA / "timus-1.in").read_bytes(), move=3)


def _ostap_text(pieces, moves="1\nWhite\ne1-f1\n"):
    """A format C log with ``pieces`` ({'e1': 6, ...}) on an empty board."""
    cells = [0] * 64
    for square, v in pieces.items():
        cells[(8 - int(square[1])) * 8 + ord(square[0]) - ord("a")] = v
    return "\n".join(" ".join(map(str, cells[r:r + 8])) for r in range(0, 64, 8)) + "\n" + moves


def test_ostap_checkers_double_check_and_several_kings():
    text = explain(_ostap_text({"e1": 6, "e8": -4, "b4": -3, "a8": -6}), move=0)
    assert "White to move: in check\n  checkers (2): ♝ b4, ♜ e8\n" in text
    # two white kings: in check, but a list of attackers would not say which king they hit
    text = explain(_ostap_text({"e1": 6, "h1": 6, "e8": -4, "a8": -6}), move=0)
    assert "White to move: in check\ncorrect moves of White: 4\n" in text


def test_cli(capsys, monkeypatch):
    assert main(["explain", "--board", "3", str(DATA / "ksp-2.in")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("board 3 of 4 (format B, 8 x 8, 6 pieces): Biely hrac ma sach. Ma 1 platnych tahov.\n")
    assert main(["explain", "--board", "9", str(DATA / "ksp-2.in")]) == 2
    assert "board must be within 1..4" in capsys.readouterr().err
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO((DATA / "timus-3.in").read_bytes())))
    assert main(["explain", "--all"]) == 0
    assert "position after move 1" in capsys.readouterr().out
    assert main(["explain", str(DATA / "missing.in")]) == 2
    assert capsys.readouterr().err == f"fastcheck: cannot open {str(DATA / 'missing.in')!r}: no such file\n"
    bad = DATA / "ksp-1.in"
    assert main(["explain", "--format", "grid", str(bad)]) == 2
    assert capsys.readouterr().err.startswith("fastcheck: line 2")


def test_a_board_for_a_log_or_a_move_for_boards_is_an_error(capsys):
    # the option that does not apply to the file's format is an error (one line, exit 2), not ignored
    for args, msg in [
        (["--move", "2", str(DATA / "ksp-2.in")],
         "fastcheck: --move applies only to format C logs (Ostap's chess); this is a format B file: "
         "choose its board with --board K\n"),
        (["--move", "0", str(DATA / "tms-1.in")],
         "fastcheck: --move applies only to format C logs (Ostap's chess); this is a format A file: "
         "choose its board with --board K\n"),
        (["--board", "1", str(DATA / "timus-2.in")],
         "fastcheck: --board applies only to format A and B files; this is a format C log (Ostap's chess): "
         "choose its position with --move K\n"),
    ]:
        assert main(["explain", *args]) == 2
        cap = capsys.readouterr()
        assert cap.out == "" and cap.err == msg
    # the API says the same in its own words
    with pytest.raises(ValueError, match=r"^move applies only to format C logs .* with board=K$"):
        explain((DATA / "ksp-2.in").read_bytes(), move=1)
    with pytest.raises(ValueError, match=r"^board applies only to format A and B files; .* with move=K$"):
        explain((DATA / "timus-2.in").read_bytes(), board=1)
    # each in its own format still works
    assert main(["explain", "--board", "2", str(DATA / "ksp-2.in")]) == 0
    assert main(["explain", "--move", "3", str(DATA / "timus-2.in")]) == 0
    assert capsys.readouterr().err == ""


def test_explain_svg_draws_a_variant_files_piece_on_a_built_in_letter(tmp_path, capsys):
    """``explain --svg --variant FILE``: a variant file's camel on the letter ``c`` is drawn as its letter
    in a badge, not as the fairy variant's chancellor (a rook and a knight)."""
    variant = tmp_path / "camels.toml"
    variant.write_text('[pieces]\nc = "C"   # camel\n')
    test = tmp_path / "t.in"
    test.write_text("1\n8 3\n1 1 k\n8 8 K\n4 2 C\n\n")          # the camel checks
    picture = tmp_path / "t.svg"
    assert main(["explain", "--variant", str(variant), "--svg", str(picture), str(test)]) == 0
    assert "checkers (1): C C at (4, 2)" in capsys.readouterr().out
    svg = picture.read_text()
    camel = re.search(r'<g [^>]*data-piece="C" data-square="4,2">(.*?)</g>', svg)
    assert camel and "<g " not in camel[1] and re.search(r'font-weight="bold" fill="#ffffff" [^>]*>C</text>', camel[1])
    assert main(["explain", "--variant", "fairy", "--svg", str(picture), str(test)]) == 0   # the chancellor
    chancellor = re.search(r'<g [^>]*data-piece="C" data-square="4,2">(.*?</g>)', picture.read_text())
    assert chancellor and "<g " in chancellor[1] and ">C</text>" not in chancellor[1]
