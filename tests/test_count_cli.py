"""``fastcheck count`` and ``_core.count_batch``: every board's valid-move
counts of either side, checked against the brute-force reference on small
boards and against ``Position.move_count`` on 10**18 boards (counts beyond
64 bits), with the errors of ``fastcheck solve``."""
import io
import pathlib
import random
import subprocess
import sys

import numpy as np
import pytest
import reference_moves as rm

from fastcheck import _core, formats, read_positions
from fastcheck.cli import main
from fastcheck.counts import count, count_moves

import reference

DATA = pathlib.Path(__file__).resolve().parent / "data"
BIG = 10**18


def format_b(boards):
    return f"{len(boards)}\n" + "".join(reference.to_format_b(n, pieces).split("\n", 1)[1]
                                        for n, pieces in boards)


def test_examples_match_positions():
    for name in ("ksp-1.in", "ksp-2.in", "tms-1.in", "tms-2.in"):
        data = (DATA / name).read_bytes()
        positions = read_positions(data)
        white, black = count_moves(data)
        assert white == [p.move_count(1) for p in positions]
        assert black == [p.move_count(0) for p in positions]
        lines = count(data).splitlines()
        assert lines == [f"{w} {b}" for w, b in zip(white, black)]
        assert count(data, side="white").splitlines() == [str(w) for w in white]
        assert count(data, side="black").splitlines() == [str(b) for b in black]


def test_random_boards_against_brute_force():
    rng = random.Random(9100)
    boards = [rm.random_position(rng) for _ in range(400)]
    white, black = count_moves(format_b(boards))
    for (n, pieces), w, b in zip(boards, white, black):
        assert w == len(rm.legal_moves(n, pieces, True)), reference.to_format_b(n, pieces)
        assert b == len(rm.legal_moves(n, pieces, False)), reference.to_format_b(n, pieces)


def test_grid_boards_against_brute_force():
    rng = random.Random(9200)
    boards = [rm.random_position(rng, 8) for _ in range(100)]
    text = f"{len(boards)}\n" + "".join(reference.to_grid(pieces) + "\n" for _, pieces in boards)
    white, black = count_moves(text, format="grid")
    assert white == [len(rm.legal_moves(8, p, True)) for _, p in boards]
    assert black == [len(rm.legal_moves(8, p, False)) for _, p in boards]


def test_counts_beyond_64_bits():
    rng = random.Random(9300)
    boards = []
    for _ in range(5):
        queens = {(rng.randint(1, BIG), rng.randint(1, BIG)) for _ in range(12)}
        pieces = [(1, 1, "k"), (BIG, BIG, "K")] + [(x, y, rng.choice("qqqQ")) for x, y in queens
                                                 if (x, y) not in ((1, 1), (BIG, BIG))]
        boards.append((BIG, pieces))
    white, black = count_moves(format_b(boards))
    positions = read_positions(format_b(boards))
    assert white == [p.move_count(1) for p in positions]
    assert black == [p.move_count(0) for p in positions]
    assert max(white + black) > 2**64


def test_count_text_with_and_without_counts_beyond_64_bits():
    # count() writes its text straight from the core's words when every count
    # fits one, else from the Python ints: the same lines either way
    rng = random.Random(9301)
    queens = {(rng.randint(1, BIG), rng.randint(1, BIG)) for _ in range(12)} - {(1, 1), (BIG, BIG)}
    wide = (BIG, [(1, 1, "k"), (BIG, BIG, "K")] + [(x, y, "q" if i % 2 else "Q") for i, (x, y) in enumerate(queens)])
    small = [(8, [(1, 1, "k"), (8, 8, "K"), (3, 5, "r")]), (BIG, [(5, 5, "k"), (9, 9, "K"), (5, 7, "B")])]
    for boards in (small, small + [wide]):
        text = format_b(boards)
        white, black = count_moves(text)
        assert (max(white + black) > 2**64) == (wide in boards)
        assert count(text) == "".join(f"{w} {b}\n" for w, b in zip(white, black))
        assert count(text, side="white") == "".join(f"{w}\n" for w in white)
        assert count(text, side="black") == "".join(f"{b}\n" for b in black)


def test_count_batch_words_and_sides():
    b = formats.read_boards((DATA / "ksp-2.in").read_bytes(), "sparse")
    args = (b.n, b.offsets, b.x, b.y, b.kind, b.color)
    hi, lo, bad = _core.count_batch(*args, -1)
    # flat array.array('Q') of 2 * t words, row-major: board b's side s at 2 * b + s
    assert bad == -1 and len(hi) == len(lo) == 8 and hi.typecode == lo.typecode == "Q"
    for side in (0, 1):
        h1, l1, _ = _core.count_batch(*args, side)
        assert l1[side::2] == lo[side::2] and not any(l1[1 - side::2])
    for bad_side in (2, -2, 5):
        with pytest.raises(ValueError, match="side"):
            _core.count_batch(*args, bad_side)
    with pytest.raises(ValueError, match="offsets"):
        _core.count_batch(b.n, b.offsets[:-1], b.x, b.y, b.kind, b.color, -1)
    with pytest.raises(ValueError, match="coordinates"):
        _core.count_batch(b.n, b.offsets, np.zeros(len(b.x), dtype=np.int64), b.y, b.kind, b.color, -1)
    e = np.zeros(0, dtype=np.int64)
    hi, lo, bad = _core.count_batch(e, np.zeros(1, dtype=np.int64), e, e, e.astype(np.int8), e.astype(np.int8), -1)
    assert len(hi) == 0 and bad == -1


@pytest.mark.parametrize("text, message", [
    ("1\n8 2\n1 1 k\n1 1 K\n", "line 4, board 1: expected one piece per square"),
    ("1\n8 2\n1 1 k\n2 2 k\n", "board 1"),
    ("1\n8 2\n1 1 k\n9 1 K\n", "line 4, board 1"),
    ("2\n8 2\n1 1 k\n2 2 K\n", "line "),
])
def test_bad_input_one_line_exit_2(text, message, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    assert main(["count"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err.splitlines()
    assert len(err) == 1 and err[0].startswith("fastcheck: ") and message in err[0]
    # the same line as solve
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    assert main(["solve"]) == 2
    assert capsys.readouterr().err.splitlines() == err


def test_ostap_is_an_error(capsys):
    assert main(["count", str(DATA / "timus-1.in")]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and "Ostap" in err[0] and "format C" in err[0]
    with pytest.raises(SystemExit):
        main(["count", "--format", "ostap", str(DATA / "timus-1.in")])


def test_cli(capsys):
    path = str(DATA / "ksp-2.in")
    assert main(["count", path]) == 0
    assert capsys.readouterr().out == "1 25\n41 0\n1 46\n4 5\n"
    assert main(["count", "--side", "black", path]) == 0
    assert capsys.readouterr().out == "25\n0\n46\n5\n"
    assert main(["count", "--side", "white", "--format", "sparse", path]) == 0
    assert capsys.readouterr().out == "1\n41\n1\n4\n"
    assert main(["count", "--format", "grid", path]) == 2
    assert main(["count", str(DATA / "missing.in")]) == 2


def test_python_m_fastcheck_count():
    proc = subprocess.run([sys.executable, "-m", "fastcheck", "count", "--side", "both", str(DATA / "tms-1.in")],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and len(proc.stdout.splitlines()) == 3


# ------------------------------------------------------------ many files, as solve takes them
@pytest.fixture
def inputs(tmp_path, monkeypatch):
    names = ["ksp-1.in", "ksp-2.in", "tms-1.in", "tms-2.in"]
    for name in names:
        (tmp_path / name).write_bytes((DATA / name).read_bytes())
    (tmp_path / "dup.in").write_text("1\n8 3\n1 1 k\n8 8 K\n1 1 q\n")
    monkeypatch.chdir(tmp_path)
    return names


def _one(name):
    return count((DATA / name).read_bytes())


@pytest.mark.parametrize("options", [[], ["--side", "white"], ["-j", "2"]])
def test_many_files_in_order(inputs, options, capsys):
    assert main(["count", *options, *inputs]) == 0
    out, err = capsys.readouterr()
    side = options[1] if options[:1] == ["--side"] else "both"
    assert out == "".join(count((DATA / n).read_bytes(), side=side) for n in inputs) and err == ""


def test_many_files_go_on_after_a_bad_one(inputs, capsys):
    assert main(["count", inputs[0], "missing.in", "dup.in", inputs[1]]) == 2
    out, err = capsys.readouterr()
    assert out == _one(inputs[0]) + _one(inputs[1])
    assert err.splitlines() == ["fastcheck: cannot open 'missing.in': no such file",
                                "fastcheck: dup.in: line 5, board 1: expected one piece per square, but (1, 1) "
                                "already holds a piece from line 3"]


def test_out_dir_writes_one_file_each(inputs, tmp_path, capsys):
    assert main(["count", "-o", "counts", *inputs]) == 0
    assert capsys.readouterr().out == ""
    for name in inputs:
        assert (tmp_path / "counts" / name.replace(".in", ".count")).read_text() == _one(name)


def test_stdin_among_many_files(inputs, capsys, monkeypatch):
    text = (DATA / inputs[1]).read_text()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    assert main(["count", inputs[0], "-"]) == 0
    assert capsys.readouterr().out == _one(inputs[0]) + count(text)


def test_one_file_as_before(inputs, capsys):
    """One file (or stdin) prints its counts alone, without the runner."""
    assert main(["count", inputs[1]]) == 0
    assert capsys.readouterr().out == "1 25\n41 0\n1 46\n4 5\n"
    code = ("import sys; from fastcheck.cli import main; main(['count', sys.argv[1]]); "
            "print('fastcheck.kit.runner' in sys.modules)")
    proc = subprocess.run([sys.executable, "-c", code, str(DATA / inputs[1])], capture_output=True, text=True)
    assert proc.stdout.splitlines()[-1] == "False"
