"""SVG pictures of positions (fastcheck.svg): Position._repr_svg_ and
``fastcheck explain --svg``.  Each picture is parsed as XML; the marks, the
pieces and the coordinate labels are found in it, and its windows are the
text diagram's."""
import pathlib
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

import fastcheck
from fastcheck import Position
from fastcheck.cli import main
from fastcheck.kit import explain as kit_explain
from fastcheck.kit.explain import explain, explain_position, explain_svg
from fastcheck.svg import WHOLE_BOARD_MAX, WINDOW, position_svg, position_windows

DATA = pathlib.Path(__file__).resolve().parent / "data"
NS = "{http://www.w3.org/2000/svg}"
BIG = 10**18


def parse(svg):
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    assert float(root.get("width")) > 0 and float(root.get("height")) > 0
    return root


def by_class(root, cls):
    return [e for e in root.iter() if e.get("class") == cls]


def labels(root):
    return [e.text for e in by_class(root, "label")]


def squares(root, cls):
    return sorted(tuple(int(v) for v in e.get("data-square").split(",")) for e in by_class(root, cls))


def test_mate_on_a_small_board():
    svg = explain_svg((DATA / "ksp-2.in").read_bytes(), board=2)
    root = parse(svg)
    assert by_class(root, "title")[0].text == "board 2 of 4 (format B, 8 x 8, 9 pieces): Cierny hrac ma mat."
    assert squares(root, "mark-king") == [(1, 1)]
    assert squares(root, "mark-checker") == [(3, 2)]
    assert squares(root, "mark-pinned") == [(1, 2), (7, 1)]
    assert len(by_class(root, "arrow")) == 1
    pieces = {tuple(int(v) for v in e.get("data-square").split(",")): e.get("data-piece")
              for e in by_class(root, "piece")}
    assert len(pieces) == 9 and pieces[(1, 1)] == "K" and pieces[(3, 2)] == "h" and pieces[(6, 6)] == "k"
    # columns on top and bottom, rows left and right
    assert sorted(labels(root), key=int) == sorted([str(i) for i in range(1, 9)] * 4, key=int)
    assert len([e for e in root.iter(NS + "rect") if e.get("width") == "40"]) >= 64


def test_repr_svg_is_the_position_svg():
    pos = Position(8, [(1, 1, "k"), (8, 1, "R"), (8, 8, "K")])
    svg = pos._repr_svg_()
    assert svg == position_svg(pos) and svg.startswith("<svg xmlns=")
    root = parse(svg)
    assert by_class(root, "title")[0].text == "White Check - 2 Plausible Moves"
    assert squares(root, "mark-king") == [(1, 1)] and squares(root, "mark-checker") == [(8, 1)]


def test_big_board_window_has_real_coordinates():
    n = BIG
    pos = Position(n, [(n, n, "k"), (1, n, "R"), (n - 3, n - 2, "H"), (5, 5, "K"), (n - 1, n - 5, "b")])
    root = parse(position_svg(pos))
    text = explain_position(pos)
    assert f"window x {n - 14}..{n}, y {n - 14}..{n}" in text
    assert by_class(root, "caption")[0].text == f"window x {n - 14}..{n}, y {n - 14}..{n} of the {n} x {n} board"
    found = labels(root)
    for v in (n - 14, n - 7, n):
        assert str(v) in found                      # full numbers, not the text's last two digits
    assert squares(root, "mark-king") == [(n, n)]
    assert squares(root, "mark-checker") == []      # the rook checks from outside the window
    assert sorted(e.get("data-piece") for e in by_class(root, "piece")) == ["H", "b", "k"]


def diagram_windows(text):
    """The windows a text explanation draws, from its headings."""
    out = []
    for line in text.splitlines():
        m = re.match(r"window x (\d+)\.\.(\d+), y (\d+)\.\.(\d+) of", line)
        if m:
            out.append(tuple(int(v) for v in m.groups()))
        m = re.match(r"the whole (\d+) x \d+ board", line)
        if m:
            out.append((1, int(m.group(1)), 1, int(m.group(1))))
    return out


@pytest.mark.parametrize("n, pieces", [
    (BIG, [(5, 5, "k"), (BIG, BIG, "K")]),                                    # safe: both kings
    (BIG, [(5, 5, "k"), (9, 9, "K")]),                                        # both in one window
    (BIG, [(5, 5, "k"), (5, BIG, "R"), (BIG, 1, "K"), (BIG, BIG, "r")]),      # impossible
    (BIG, [(5, 5, "k"), (5, BIG, "R"), (BIG, 1, "K")]),                      # white checked
    (17, [(1, 1, "k"), (17, 17, "K")]),
    (16, [(1, 1, "k"), (16, 16, "K")]),
    (3, [(1, 1, "k"), (3, 3, "K")]),
])
def test_windows_are_the_text_diagrams(n, pieces):
    pos = Position(n, pieces)
    assert (WHOLE_BOARD_MAX, WINDOW) == (kit_explain.WHOLE_BOARD_MAX, kit_explain.WINDOW)
    windows = position_windows(pos)
    assert windows == diagram_windows(explain_position(pos))
    root = parse(position_svg(pos))
    boards = by_class(root, "board")
    assert [(g.get("data-columns"), g.get("data-rows")) for g in boards] == \
        [(f"{x0}..{x1}", f"{y0}..{y1}") for x0, x1, y0, y1 in windows]


def test_ostap_picture():
    root = parse(explain_svg((DATA / "timus-2.in").read_bytes()))
    assert {"a", "h", "1", "8"} <= set(labels(root))
    assert len(by_class(root, "piece")) == 31
    assert len(squares(root, "mark-king")) == 1 and len(squares(root, "mark-checker")) == 1
    start = parse(explain_svg((DATA / "timus-2.in").read_bytes(), move=0))
    assert len(by_class(start, "piece")) == 32 and not by_class(start, "mark-king")


def test_ostap_picture_title_states_the_result():
    data = (DATA / "timus-1.in").read_bytes()            # e2-e4 Correct, then e7-e4 Incorrect
    results = fastcheck.solve(data).split("\n")[:2]
    title = lambda **kw: by_class(parse(explain_svg(data, **kw)), "title")[0].text  # noqa: E731
    assert title() == f"Ostap log: 2 moves; move 2: {results[1]}" == "Ostap log: 2 moves; move 2: Incorrect"
    assert title(move=1) == f"Ostap log: 2 moves; move 1: {results[0]}"
    assert title(move=0) == "Ostap log: 2 moves; the starting position"


def test_cli_writes_the_picture_and_keeps_the_text(tmp_path, capsys):
    path = DATA / "ksp-2.in"
    assert main(["explain", "--board", "4", str(path)]) == 0
    plain = capsys.readouterr().out
    out = tmp_path / "b4.svg"
    assert main(["explain", "--board", "4", "--svg", str(out), str(path)]) == 0
    assert capsys.readouterr().out == plain == explain(path.read_bytes(), board=4)
    root = parse(out.read_text(encoding="utf-8"))
    assert squares(root, "mark-checker") == [(5, 4)]
    assert main(["explain", "--svg", str(tmp_path / "no" / "such" / "dir.svg"), str(path)]) == 2
    assert capsys.readouterr().err.startswith("fastcheck: ")


def test_renders_with_rsvg(tmp_path):
    """When rsvg-convert is there, it draws the picture without complaint."""
    tool = shutil.which("rsvg-convert")
    if tool is None:
        pytest.skip("rsvg-convert is not installed")
    svg = tmp_path / "p.svg"
    svg.write_text(explain_svg((DATA / "ksp-2.in").read_bytes(), board=2), encoding="utf-8")
    proc = subprocess.run([tool, "-o", str(tmp_path / "p.png"), str(svg)], capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "p.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# ---------------------------------------------------- chess diagrams (8 x 8)
def rows_and_columns(root):
    """The row labels top to bottom (left side) and the column labels left
    to right (top side) of the first panel."""
    found = [(float(e.get("x")), float(e.get("y")), e.text) for e in by_class(root, "label")]
    left = min(x for x, _, _ in found)
    top = min(y for _, y, _ in found)
    rows = [t for x, y, t in sorted(found, key=lambda f: f[1]) if x == left]
    cols = [t for x, y, t in sorted(found) if y == top]
    return rows, cols


def square_fills(root):
    """``{(column label, row label): fill}`` of the first board drawn."""
    board = by_class(root, "board")[0]
    rects = [r for r in board.iter(NS + "rect") if r.get("width") == "40"]
    rows, cols = rows_and_columns(root)
    return {(cols[i % len(cols)], rows[i // len(cols)]): r.get("fill") for i, r in enumerate(rects)}


START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def test_fen_positions_are_chess_diagrams():
    root = parse(Position.from_fen(START)._repr_svg_())
    rows, cols = rows_and_columns(root)
    assert rows == ["8", "7", "6", "5", "4", "3", "2", "1"] and cols == list("abcdefgh")
    fills = square_fills(root)
    assert fills[("a", "1")] == fills[("c", "1")] == fills[("h", "8")] != fills[("h", "1")] == fills[("a", "8")]
    assert fills[("a", "1")] == "#b58863"                     # a1 dark
    # the pieces where a chess diagram has them: White's king at e1, bottom row
    y_of = {e.get("data-square"): float(re.search(r"translate\([\d.]+ ([\d.]+)\)", e.get("transform")).group(1))
            for e in by_class(root, "piece")}
    assert y_of["5,1"] > y_of["5,8"]
    # a position from squares keeps the formats' view: (1, 1) at the top left, light
    pos = Position(8, Position.from_fen(START).pieces)
    root = parse(pos._repr_svg_())
    rows, cols = rows_and_columns(root)
    assert rows == [str(i) for i in range(1, 9)] and cols == rows
    assert square_fills(root)[("1", "1")] == "#f0d9b5"
    # ... and any 8 x 8 board may be drawn as a chess diagram, or a FEN position the formats' way
    fen_pos = Position.from_fen(START)
    assert position_svg(pos, orientation="chess") == fen_pos._repr_svg_() == position_svg(fen_pos)
    assert position_svg(fen_pos, orientation="board") == pos._repr_svg_()
    # the text diagram alike
    assert "the 8 x 8 board as a chess diagram" in explain_position(fen_pos)
    assert explain_position(fen_pos, orientation="board") == explain_position(pos)
    assert explain_position(pos, orientation="chess") == explain_position(fen_pos)


def test_fen_pictures_say_white_is_uppercase_in_fen():
    lines = notes(parse(Position.from_fen(START)._repr_svg_()))
    assert lines[0] == ("files a..h: x = 1..8; rank r: y = r; White (uppercase in FEN, lowercase in fastcheck's "
                        "formats) at the bottom, pawns moving up")
    assert not any("White (lowercase)" in line for line in lines)


def test_python_chess_positions_are_chess_diagrams():
    chess = pytest.importorskip("chess")
    pos = Position.from_chess(chess.Board())
    assert pos._repr_svg_() == Position.from_fen(START)._repr_svg_()


def test_chess_orientation_is_for_8x8_only():
    with pytest.raises(ValueError, match="8 x 8"):
        position_svg(Position(9, [(1, 1, "k"), (9, 9, "K")]), orientation="chess")
    with pytest.raises(ValueError, match="orientation"):
        position_svg(Position(8, [(1, 1, "k"), (8, 8, "K")]), orientation="upside-down")
    with pytest.raises(ValueError, match="8 x 8"):
        explain_position(Position(9, [(1, 1, "k"), (9, 9, "K")]), orientation="chess")


def test_explain_draws_a_chess_diagram(tmp_path, capsys):
    path = DATA / "ksp-2.in"
    out = tmp_path / "b2.svg"
    assert main(["explain", "--board", "2", "--orientation", "chess", "--svg", str(out), str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    head = lines.index("   a  b  c  d  e  f  g  h")
    # board 2: the black king on (1, 1) = a1, the bottom row; the white king on (6, 6) = f6
    assert lines[head + 8] == "1  ♚* .  .  .  .  .  ♜~ ♖"
    assert lines[head + 3] == "6  .  .  .  .  .  ♔  .  ."
    root = parse(out.read_text(encoding="utf-8"))
    assert rows_and_columns(root)[0][0] == "8"
    assert squares(root, "mark-king") == [(1, 1)]
    # a format C log is a chess diagram already; the other orientation is refused, in one line
    assert main(["explain", "--orientation", "board", str(DATA / "timus-2.in")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("fastcheck: ") and err.count("\n") == 1
    # and a big board cannot be one
    big = tmp_path / "big.in"
    big.write_text("1\n\n9 2\n1 1 k\n9 9 K\n")
    assert main(["explain", "--orientation", "chess", str(big)]) == 2
    assert "8 x 8" in capsys.readouterr().err


# ------------------------------------------------- the pieces a picture leaves out
def notes(root):
    return [e.text for e in by_class(root, "note")]


def not_drawn_block(lines):
    """The lines of the 'not drawn' block of a text explanation or an SVG's notes."""
    lines = [ln.strip() for ln in lines]
    start = next((i for i, ln in enumerate(lines) if ln.startswith("not drawn")), None)
    if start is None:
        return []
    end = start + 1
    while end < len(lines) and (" at (" in lines[end] or lines[end].startswith("and ")):
        end += 1
    return lines[start:end]


def test_the_far_queen_that_pins_is_named():
    n = BIG
    far = 5 * 10**17
    # White's king at (5, 5), its rook on (9, 9) pinned by Black's queen far along the diagonal
    pos = Position(n, [(5, 5, "k"), (9, 9, "r"), (far, far, "Q"), (n, 1, "K")])
    expected = ["not drawn (outside the windows): 1 piece",
                f"Q at ({far}, {far}): pins (9, 9) to the white king at (5, 5)"]
    assert not_drawn_block(notes(parse(position_svg(pos)))) == expected
    assert not_drawn_block(explain_position(pos).splitlines()) == expected
    # a far checker, and a far defender that can capture it
    pos = Position(n, [(5, 5, "k"), (far, far, "Q"), (far, 2, "r"), (n, 1, "K")])
    block = not_drawn_block(explain_position(pos).splitlines())
    assert block == ["not drawn (outside the window): 3 pieces",
                     f"Q at ({far}, {far}): checks the white king at (5, 5)",
                     f"r at ({far}, 2): 1 valid move out of the check",
                     f"K at ({n}, 1)"]
    assert not_drawn_block(notes(parse(position_svg(pos)))) == block
    # everything drawn: nothing to name
    assert not_drawn_block(explain_position(Position(8, [(1, 1, "k"), (8, 8, "K")])).splitlines()) == []


def _board_box(root, k=0):
    """The drawn squares' box of panel ``k``: (left, top, right, bottom)."""
    frame = [r for r in by_class(root, "board")[k].iter(NS + "rect") if r.get("fill") == "none"][0]
    x, y, w, h = (float(frame.get(a)) for a in ("x", "y", "width", "height"))
    return x, y, x + w, y + h


def test_a_checker_outside_the_window_gets_an_arrow_to_the_edge():
    far = 5 * 10**17
    # White's king at (100, 100): a rook far below it and a queen 97 columns to its left check it
    pos = Position(BIG, [(100, 100, "k"), (100, far, "R"), (3, 100, "Q"), (BIG, 1, "K")])
    root = parse(position_svg(pos))
    out = {e.get("data-to"): e for e in by_class(root, "arrow-out")}
    assert set(out) == {f"100,{far}", "3,100"} and not by_class(root, "arrow")
    left, top, right, bottom = _board_box(root)
    king = [e for e in by_class(root, "mark-king")][0]
    kx, ky = float(king.get("x")) + 20, float(king.get("y")) + 20
    down, west = out[f"100,{far}"], out["3,100"]
    # each leaves the king along the checking line and ends at the edge on the checker's side
    assert float(down.get("x1")) == float(down.get("x2")) == kx and bottom - 10 < float(down.get("y2")) < bottom
    assert float(west.get("y1")) == float(west.get("y2")) == ky and left < float(west.get("x2")) < left + 10
    assert any("a dashed one to the edge points to a checker outside the window" in line for line in notes(root))
    # a diagonal one ends where the diagonal meets the edge
    pos = Position(BIG, [(5, 5, "k"), (far, far, "Q"), (BIG, 1, "K")])
    root = parse(position_svg(pos))
    (diag,) = by_class(root, "arrow-out")
    left, top, right, bottom = _board_box(root)
    x1, y1, x2, y2 = (float(diag.get(a)) for a in ("x1", "y1", "x2", "y2"))
    assert x2 - x1 == pytest.approx(y2 - y1) and x2 > x1 and right - 10 < x2 < right and bottom - 10 < y2 < bottom
    # a checker inside the window keeps its arrow from the checker, and no edge arrow or note
    root = parse(position_svg(Position(BIG, [(5, 5, "k"), (9, 9, "Q"), (BIG, 1, "K")])))
    assert len(by_class(root, "arrow")) == 1 and not by_class(root, "arrow-out")
    assert not any("to the edge" in line for line in notes(root))


def brute_outside(pos, windows):
    return {(x, y): c for x, y, c in pos.pieces
            if not any(x0 <= x <= x1 and y0 <= y <= y1 for x0, x1, y0, y1 in windows)}


def test_every_piece_outside_is_named_or_counted():
    """Generated big boards: the block names each piece outside the windows that
    checks, is pinned, pins or has a move out of the check, and the others up to
    the limit; the rest are counted by letter; the numbers add up."""
    from fastcheck.geometry import NOT_DRAWN_LISTED
    from fastcheck.kit.gen import generate
    from fastcheck.position import read_positions

    checked = pinned = counted = 0
    for kind in ("big", "block", "pin", "random"):
        for pos in read_positions(generate("sparse", seed=7, boards=8, kind=kind, size="1000000:1000000000000000000",
                                           pieces="2:60")):
            windows = position_windows(pos)
            outside = brute_outside(pos, windows)
            block = not_drawn_block(explain_position(pos).splitlines())
            assert not_drawn_block(notes(parse(position_svg(pos)))) == block
            if not outside:
                assert block == []
                continue
            assert block[0] == (f"not drawn (outside the window{'s' if len(windows) > 1 else ''}): "
                                f"{len(outside)} piece{'s' if len(outside) != 1 else ''}")
            named = {}
            for line in block[1:]:
                m = re.fullmatch(r"([KQRBHPkqrbhp]) at \((\d+), (\d+)\)(?:: (.*))?", line)
                if m:
                    named[(int(m.group(2)), int(m.group(3)))] = (m.group(1), m.group(4))
            assert all(outside[s] == letter for s, (letter, _) in named.items())
            matter = set()
            for c in (True, False):
                matter |= set(pos.checkers(c)) | set(pos.pinned(c))
            matter |= {mv.from_square for mv in pos.evasions()}
            for s in matter & set(outside):
                assert named[s][1], s           # named, with what it does
            checked += any(s in outside for c in (True, False) for s in pos.checkers(c))
            pinned += any(s in outside for c in (True, False) for s in pos.pinned(c))
            rest = len(outside) - len(named)
            if rest:
                m = re.fullmatch(r"and (\d+) more, .*: (.*)", block[-1])
                assert int(m.group(1)) == rest
                tally = {c: int(k) for k, c in (item.split() for item in m.group(2).split(", "))}
                left = [c for s, c in outside.items() if s not in named]
                assert tally == {c: left.count(c) for c in set(left)}
                assert len(named) - sum(1 for s in named if named[s][1]) == NOT_DRAWN_LISTED
                counted += 1
    assert checked and pinned and counted


def test_a_piece_without_a_glyph_is_its_letter_in_a_badge():
    """A variant file's piece has no Unicode glyph: it is drawn as its letter (uppercase) in a
    piece-shaped badge, light for White and dark for Black; a built-in piece keeps its drawing, and a
    variant's own piece on a built-in letter (a camel 'c') is no chancellor."""
    from fastcheck.variants import Variant
    camels = Variant.from_dict({"pieces": {"c": "C", "l": "W"}})
    pos = Position(8, [(1, 1, "k"), (5, 5, "K"), (2, 4, "C"), (3, 3, "l"), (7, 7, "q")], variant=camels)
    root = parse(position_svg(pos))
    pieces = {e.get("data-piece"): e for e in by_class(root, "piece")}
    assert sorted(pieces) == ["C", "K", "k", "l", "q"]
    for letter, fill, ink in (("C", "#000000", "#ffffff"), ("l", "#ffffff", "#000000")):
        texts = [t for t in pieces[letter].iter(NS + "text")]
        assert [t.text for t in texts] == [letter.upper()] and texts[0].get("fill") == ink
        assert pieces[letter].find(NS + "path").get("fill") == fill
    for letter in ("K", "k", "q"):                       # the built-in pieces are drawn, not lettered
        assert not list(pieces[letter].iter(NS + "text"))
    # the built-in drawing of a chancellor has two groups (its rook and its knight); the camel none
    fairy = parse(position_svg(Position(8, [(1, 1, "k"), (5, 5, "K"), (2, 4, "C")])))
    chancellor = [e for e in by_class(fairy, "piece") if e.get("data-piece") == "C"][0]
    assert len(chancellor.findall(NS + "g")) == 2 and not pieces["C"].findall(NS + "g")
