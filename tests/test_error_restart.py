"""The error path of format B starts again where the problem is, not at the
top of the text: when ``scan_sparse`` stops, or the solver refuses a board,
the error is worded from the arrays read so far and the few lines it names.

The reference is the careful reader over the whole text
(``read_sparse_carefully``): for many random small texts with one or two
injected faults, the error of the fast path (``solve``) is the same --
message, kind, line and board -- including texts where an earlier fault of
another kind must win and texts with blank lines between the records.
"""
import random

import pytest

from fastcheck import FormatError, _core, formats, solve
from fastcheck.formats import read_grid_carefully, read_sparse, read_sparse_carefully
from fastcheck.formats.records import RecordLines
from fastcheck.formats.sparse import explain_board
from fastcheck.kinds import FORMAT_LETTERS

_LETTERS = "QRBHPqrbhp"
_FAULTS = ("token", "range", "duplicate", "second-king", "missing-king", "truncated", "trailing",
           "tokens", "header", "count")


def _random_boards(rnd):
    """A few small boards: ``[(n, [[x, y, letter], ...]), ...]``, each with
    one king of each colour on distinct squares."""
    boards = []
    for _ in range(rnd.randint(1, 3)):
        n = rnd.choice([2, 3, 4, 8, 10**18])
        p = rnd.randint(2, min(7, n * n))
        squares = set()
        while len(squares) < p:
            squares.add((rnd.randint(1, min(n, 5)), rnd.randint(1, min(n, 5))))
        squares = list(squares)
        rnd.shuffle(squares)
        letters = ["k", "K"] + [rnd.choice(_LETTERS) for _ in range(p - 2)]
        rnd.shuffle(letters)
        boards.append((n, [[str(x), str(y), c] for (x, y), c in zip(squares, letters)]))
    return boards


def _records(boards):
    """The text's records: ``[what, tokens]`` with ``what`` one of ``t``,
    ``header`` and ``piece``."""
    recs = [["t", [str(len(boards))]]]
    for n, pieces in boards:
        recs.append(["header", [str(n), str(len(pieces))]])
        recs.extend(["piece", list(piece)] for piece in pieces)
    return recs


def _inject(rnd, recs, fault):
    """Break the records with one ``fault``."""
    pieces = [r[1] for r in recs if r[0] == "piece"]
    headers = [r[1] for r in recs if r[0] == "header"]
    if not pieces:
        return                        # cut off by an earlier fault
    i = rnd.randrange(len(pieces))
    piece = pieces[i]
    if fault == "token":
        piece[rnd.randrange(len(piece))] = rnd.choice(["x", "1x", "-1", "+2", "kk", "0x10", "1.0"])
    elif fault == "range":
        piece[rnd.randrange(2)] = rnd.choice(["0", "11", "1000000000000000001", "9" * 25])
    elif fault == "duplicate":
        piece[:2] = pieces[rnd.randrange(i + 1)][:2]
    elif fault == "second-king":
        piece[-1] = rnd.choice("kK")
    elif fault == "missing-king":
        king = rnd.choice("kK")
        for other in pieces:
            if other[-1] == king:
                other[-1] = "Q"
    elif fault == "truncated":
        del recs[rnd.randrange(1, len(recs)):]
    elif fault == "trailing":
        recs.append(["junk", rnd.choice([["1", "1", "k"], ["junk"], ["8", "2"]])])
    elif fault == "tokens":
        piece[:] = piece[:2] if rnd.random() < 0.5 else piece + ["1"]
    elif fault == "header":
        h = rnd.choice(headers)
        h[:] = rnd.choice([["0", h[1]], [h[0], "1000000000000000001"], [h[0]], ["1000000000000000001", h[1]],
                           [h[0], str(int(h[1]) + 1)] if h[1].isdigit() else ["x"], [h[0], "9223372036854775807"]])
    elif fault == "count":
        recs[0][1] = [rnd.choice(["0", "5", "x", "9223372036854775807", "1000000000000000001"])]


def _text(rnd, recs, blank_lines):
    """The records as text: random blanks inside lines, blank lines between
    them (when asked), a final newline or not."""
    out = []
    for _, r in recs:
        if blank_lines and rnd.random() < 0.3:
            out.append(rnd.choice(["", "  ", "\t", " \r"]))
        sep = rnd.choice([" ", " ", "  ", "\t"])
        out.append(sep.join(r) + rnd.choice(["", "", " ", "\r"]))
    text = "\n".join(out) + rnd.choice(["\n", "\n", "", "\n\n"])
    return text.encode()


def _error(call, data):
    try:
        call(data)
    except FormatError as exc:
        return str(exc), exc.kind, exc.line, exc.board
    return None


def _fast(data):
    solve(data, format="sparse")


def _faulty_text(seed):
    rnd = random.Random(seed)
    recs = _records(_random_boards(rnd))
    for fault in rnd.sample(_FAULTS, rnd.choice([1, 1, 2])):
        _inject(rnd, recs, fault)
    return _text(rnd, recs, blank_lines=rnd.random() < 0.5)


def _no_whole_rereading(monkeypatch):
    """The fast path may not fall back on the careful readers over the whole text."""
    def whole(data):
        raise AssertionError("the whole text read again")
    for module in (formats, formats.sparse):
        monkeypatch.setattr(module, "read_sparse_carefully", whole)
    monkeypatch.setattr(formats, "read_grid_carefully", whole)


@pytest.mark.parametrize("chunk", range(8))
def test_restart_words_the_error_the_careful_reader_gives(chunk, monkeypatch):
    _no_whole_rereading(monkeypatch)
    refused = 0
    for seed in range(chunk * 500, (chunk + 1) * 500):
        data = _faulty_text(seed)
        want = _error(read_sparse_carefully, data)
        assert _error(_fast, data) == want, (seed, data)
        refused += want is not None
    assert refused > 400          # the faults make most texts wrong


@pytest.mark.parametrize("text,message", [
    # a duplicate before a second king in the same board wins
    (b"1\n8 4\n1 1 k\n2 2 K\n1 1 Q\n3 3 k\n",
     "line 5, board 1: expected one piece per square, but (1, 1) already holds a piece from line 3"),
    # a second king before a duplicate wins (the core's batch finds the kings first)
    (b"1\n8 4\n1 1 k\n2 2 K\n3 3 k\n1 1 Q\n",
     "line 5, board 1: expected one white king 'k', but line 3 has one already"),
    # a second king on a taken square is a duplicate
    (b"1\n8 3\n1 1 k\n2 2 K\n\n\n1 1 k\n",
     "line 7, board 1: expected one piece per square, but (1, 1) already holds a piece from line 3"),
    # a missing king in board 1 wins over a bad letter in board 2
    (b"2\n8 2\n1 1 k\n2 2 Q\n\n8 2\n1 1 k\n2 2 x\n",
     "line 4, board 1: expected a black king 'K' on the board, found none"),
    # a missing king in a board without pieces is on its header's line
    (b"2\n\n8 0\n\n8 2\n1 1 k\n2 2 x\n",
     "line 3, board 1: expected a white king 'k' on the board, found none"),
    # a duplicate before the bad line of the same board wins
    (b"1\n8 4\n1 1 k\n2 2 K\n1 1 Q\n3 3 x\n",
     "line 5, board 1: expected one piece per square, but (1, 1) already holds a piece from line 3"),
    # a bad letter before a duplicate: the scanner stops first
    (b"1\n8 4\n1 1 k\n2 2 x\n1 1 Q\n3 3 K\n",
     "line 4, board 1: expected a piece letter from 'KQRBHPkqrbhp', found 'x'"),
    # p beyond 10^18 (the scanner reads it) wins over a duplicate after it
    (b"1\n8 9000000000000000000\n1 1 k\n1 1 K\n",
     "line 2, board 1: expected the piece count p within 0..1000000000000000000, found '9000000000000000000'"),
    # t beyond 10^18 wins over everything after it
    (b"9000000000000000000\n8 2\n1 1 k\n1 1 K\n",
     "line 1: expected the number of boards t within 0..1000000000000000000, found '9000000000000000000'"),
    # the end of input where a header is due, after blank lines and no final newline
    (b"2\n8 2\n1 1 k\n2 2 K\n\n  ",
     "line 7, board 2: expected a board header 'n p', found end of input"),
    # trailing text after the last board, with a missing king in it: the king first
    (b"1\n8 2\n1 1 k\n2 2 Q\n\nmore\n",
     "line 4, board 1: expected a black king 'K' on the board, found none"),
    (b"1\n8 2\n1 1 k\n2 2 K\n\nmore\n", "line 6: expected end of input after 1 board, found 'more'"),
])
def test_first_error_in_reading_order(text, message):
    assert str(_error(read_sparse_carefully, text)[0]) == message
    assert _error(_fast, text)[0] == message
    assert _error(read_sparse, text) is None or _error(read_sparse, text)[0] == message


def test_record_lines():
    data = b"1\n\n8 3\n  \t\n1 1 k\n\n\n2 2 K"
    assert _core.record_lines(data, [0, 1, 2, 3]) == [(1, 0), (3, 3), (5, 11), (8, 19)]
    assert _core.record_lines(data, [2, 2]) == [(5, 11), (5, 11)]
    assert _core.record_lines(data, []) == []
    with pytest.raises(ValueError):
        _core.record_lines(data, [4])
    with pytest.raises(ValueError):
        _core.record_lines(data, [2, 1])


def test_record_lines_at_restarts_with_the_same_numbers():
    data = b"1\n\n8 3\n  \t\n1 1 k\n\n\n2 2 K"
    whole = RecordLines(data)
    for line, offset in _core.record_lines(data, [0, 1, 2, 3]):
        assert RecordLines.at(data, offset, line).next() == whole.next()
    # the end of input, with and without a final newline
    assert RecordLines.at(data, len(data) + 1, 9).next() == whole.next() == (9, [], b"")
    assert RecordLines.at(data + b"\n", len(data) + 1, 9).next() == (9, [], b"")


def test_first_fault():
    ok, stop = _core.scan_sparse(b"2\n8 3\n1 1 k\n2 2 K\n3 3 Q\n8 3\n1 1 k\n1 2 K\n", FORMAT_LETTERS)
    line, offset, n, offsets, x, y, kind, color = stop
    assert (line, list(n), list(offsets), len(x)) == (9, [8, 8], [0, 3], 5)
    assert _core.first_fault(offsets, x, y, kind, color, len(x)) is None
    assert _core.first_fault(offsets, x, y, kind, color, 3) is None
    x[4] = 1          # (1, 2) -> (1, 1): the cut board's second piece is on its first one's square
    y[4] = 1
    assert _core.first_fault(offsets, x, y, kind, color, len(x)) == (1, _core.BoardFault.FAULT_DUPLICATE, 4, 3)
    for bad in ((offsets, x, y, kind, color, 9), (offsets, x, y[:2], kind, color, 5),
                (offsets, x, y, kind, color, 2)):
        with pytest.raises(ValueError):
            _core.first_fault(*bad)


def test_explain_board_without_a_fault_returns():
    data = b"1\n8 2\n1 1 k\n2 2 K\n"
    boards = read_sparse(data)
    assert explain_board(data, boards, 0) is None


# --------------------------------------------------- format A: the kings
def _faulty_grids(seed):
    """A few 8x8 grids, some of them without a king of one colour or with
    two, blank lines between them or not."""
    rnd = random.Random(seed)
    t = rnd.randint(1, 5)
    out = [b"%d\n" % t]
    for _ in range(t):
        cells = [rnd.choice(".......QRBHPqrbhp") for _ in range(64)]
        for king in "kK":
            for _ in range(rnd.choice([1, 1, 1, 0, 2])):
                cells[rnd.randrange(64)] = king
        if rnd.random() < 0.3:
            out.append(b"\n")
        out.extend("".join(cells[r * 8:(r + 1) * 8]).encode() + b"\n" for r in range(8))
    return b"".join(out)


def test_grid_kings_words_the_error_the_careful_reader_gives(monkeypatch):
    _no_whole_rereading(monkeypatch)
    refused = 0
    for seed in range(1500):
        data = _faulty_grids(seed)
        want = _error(read_grid_carefully, data)
        assert _error(lambda d: solve(d, format="grid"), data) == want, (seed, data)
        refused += want is not None
    assert refused > 500


def test_king_counts():
    ok, (n, offsets, x, y, kind, color) = _core.scan_grid(
        b"2\nk.K.k...\n" + b"........\n" * 7 + b"\n" + b"........\n" * 7 + b".....KK.\n", FORMAT_LETTERS)
    assert ok
    white, black = _core.king_counts(offsets, kind, color)
    assert (white.tolist(), black.tolist()) == ([2, 0], [1, 2])
    with pytest.raises(ValueError):
        _core.king_counts(offsets, kind, color[:1])
    with pytest.raises(ValueError):
        _core.king_counts(offsets[::-1], kind, color)
