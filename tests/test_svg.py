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
