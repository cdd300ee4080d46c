"""fastcheck gen's compiled loops (``_gen``) against their pure-Python
twins, and the generated files pinned: the same seed gives the same file
across versions, whichever code draws the numbers."""
import hashlib
import io
from array import array

import pytest

from fastcheck import _core
from fastcheck.cli import main
from fastcheck.formats import write_sparse
from fastcheck.kit.gen import generate, generate_bytes, progress, scenarios
from fastcheck.kit.gen.board import Board
from fastcheck.kit.gen.progress import with_progress
from fastcheck.kit.gen.rng import SplitMix64, derive
from fastcheck.pieces import KIND_OF_LETTER

# sha256 of files written by the pure-Python generator (before its loops
# moved into the core): every kind of formats A, B and C, small and huge
# boards, crowded boards of side <= 16 (every square tried), a --mix with
# zero weights and one whose weights add up to 2**64 (the pure-Python path).
# Eleven were written again when gen began to fill up boards that held fewer
# pieces than drawn (scenarios._fill_up): only those boards changed, each to
# a superset of its pieces (test_fill_up_changes_only_the_boards_short_of_their_count)
PINNED = [
    ("sparse", dict(seed=1, kind="random"),
     "14674de4ffddcfbf61c5627ad2738ed0c8fedbc6dc9b8c2702ed026ff90c49e9"),
    ("sparse", dict(seed=2, kind="random", size="1000000000000000000", pieces="100:300"),
     "f672ef5174cc88eef6e6c9939d2e365dac1e27c1375f9329315f7d98c2c954d0"),
    ("sparse", dict(seed=3, kind="random", boards=20, size="8:16", pieces="2:200"),
     "2ec276a32a57f09be1f70c455f11d989d2c3021ad1ba42a348f9c3d78b9d6e15"),
    ("grid", dict(seed=4, kind="random", boards=50),
     "79512301ecb85b2067d663c4c84e2f94f5f3c79b2b5ccca4bf96233641610c4b"),
    ("sparse", dict(seed=1, kind="check"),
     "b1b717e42f74ead436dc396df94c018f0c45e71512179e8682589dd7d3e35009"),
    ("sparse", dict(seed=2, kind="check", size="1000000000000000000", pieces="100:300"),
     "dc3dc0517c3c11da73c115d4d974813027fdcb90444424eee050e7c288c6cc41"),
    ("sparse", dict(seed=3, kind="check", boards=20, size="8:16", pieces="2:200"),
     "737f126ff8e304c291c788317911896a7de5f42adf01135c2244cc87635b8a2b"),
    ("grid", dict(seed=4, kind="check", boards=50),
     "890ed1e94ce2822404b353039f45c825b1918f247786d97d704a17f1cfe568c9"),
    ("sparse", dict(seed=1, kind="pin"),
     "9f2e5e1b70597d5bc53f99a8bb38194b2fab06bb70e0381c95c83c37e0764a3a"),
    ("sparse", dict(seed=2, kind="pin", size="1000000000000000000", pieces="100:300"),
     "e8e6f46515449992986fa43791fce48c72ec3236600a1df953d2c86a8c04fef7"),
    ("sparse", dict(seed=3, kind="pin", boards=20, size="8:16", pieces="2:200"),
     "4b10bf034b75451374bff5aee6c55fb34b893b3bcfeedf362f6b7a629079e298"),
    ("grid", dict(seed=4, kind="pin", boards=50),
     "19fc211a207676dda35bdd8e6923edf42de06f4ac95e7868c1e66042a7fd6996"),
    ("sparse", dict(seed=1, kind="double"),
     "4bbe95d7c5a7d60dbfcfeacb3b77a3262aa13b2fa53c87db010fb07f02e34f5b"),
    ("sparse", dict(seed=2, kind="double", size="1000000000000000000", pieces="100:300"),
     "1a4f5e02d5ba429432b97ff12ca7eb158283acdcbab68c4fde95633122d1644d"),
    ("sparse", dict(seed=3, kind="double", boards=20, size="8:16", pieces="2:200"),
     "f752338c9a0fbbe7b3cfea1d1e591dad2969c1875660af240e721aa9568ce2be"),
    ("grid", dict(seed=4, kind="double", boards=50),
     "ebe351a1eb0503dcee3595f17b840b3a7095ce3f9763287f715b928da17df9d0"),
    ("sparse", dict(seed=1, kind="mate"),
     "4d5c0e9bc985984f9d7678524361c8e322cf6360bf5caf83a43cd886eed6913f"),
    ("sparse", dict(seed=2, kind="mate", size="1000000000000000000", pieces="100:300"),
     "53ef1291fe467b42d81ae7ea41f0f51304bafff93cc5681e7cf466d0a6b0fcd0"),
    ("sparse", dict(seed=3, kind="mate", boards=20, size="8:16", pieces="2:200"),
     "5a25a7a7d64ff726f48bbc9f2da7388717c2ed4aba30829d7d934e1ee58a6b44"),
    ("grid", dict(seed=4, kind="mate", boards=50),
     "46d302f6257bbd41a11878222b437c7f1320a7ea118dada5bd3169f21d672936"),
    ("sparse", dict(seed=1, kind="block"),
     "0868fe9d65310bf5c64e48c1c7ebc45e8a1ffd40dd04014358a629a90b963d87"),
    ("sparse", dict(seed=2, kind="block", size="1000000000000000000", pieces="100:300"),
     "3ebb3a26eabcf1f3d33b624e1294e568bc04b96a5f581ada2b80f69e14c5bf66"),
    ("sparse", dict(seed=3, kind="block", boards=20, size="8:16", pieces="2:200"),
     "0cb54af7f6b9c2743b49bc5792293346e2bdcd506751095051a38294dfe66f68"),
    ("grid", dict(seed=4, kind="block", boards=50),
     "a01d57706756850117508ac812f1f0567e4567ee1cb62d10ccda537b0869dbf7"),
    ("sparse", dict(seed=1, kind="big"),
     "7852a950b1a3b306209d5f63616fec2d11ef809cc63b2cba6fedb10995131e87"),
    ("sparse", dict(seed=2, kind="big", size="1000000000000000000", pieces="100:300"),
     "f0178bf0708a51de350a8ee67ab46f1e2a3ff80929b7848570fa9e2cefbbd21e"),
    ("sparse", dict(seed=1, kind="mixed"),
     "5d111ae9d897762706eac3f51a0e13594a889d5018f57c8a1e6f10c8ef501fb9"),
    ("sparse", dict(seed=2, kind="mixed", size="1000000000000000000", pieces="100:300"),
     "8ac6887201a366fa749c26e436a04cd58560c9823a73d837794057fcf9148cbe"),
    ("sparse", dict(seed=3, kind="mixed", boards=20, size="8:16", pieces="2:200"),
     "44387cadb366b0ab26f7d4c3ad2ddb495846ea7aba153c660edc694d5d308d00"),
    ("grid", dict(seed=4, kind="mixed", boards=50),
     "87c2dd13654813eadb2b2110847ca834a064dbeb2ab6675265b0602fdfb92a14"),
    ("ostap", dict(seed=5, kind="random"),
     "9c9220e8deea75478935c51a71b0c224a91d6d51ff36d7b844950839bfcf337f"),
    ("ostap", dict(seed=5, kind="long"),
     "7a10e700bf385a59d3f2f7068b0b3b2fb942c47b828b8f96521bc14362de2579"),
    ("ostap", dict(seed=5, kind="check"),
     "ce130087bbee5db6ece678967d2094c2598034084d79f782b0cc2569609598ec"),
    ("ostap", dict(seed=5, kind="mate"),
     "9c73d8e361bee859fd1a273a1c8ab91a40ed3b44260582acfaac05a729e323ca"),
    ("ostap", dict(seed=5, kind="draw"),
     "d81e233c01990a7e071a44f90c7faba282cb0230b0f98bd8650fb15599569062"),
    ("ostap", dict(seed=5, kind="incorrect"),
     "d4765b47abc694b51265b65c07ef32a07934190b8cabb9be7d7fee4e16d05282"),
    ("ostap", dict(seed=5, kind="mixed"),
     "e2ee32152cb71ca42700e3c8c7ea880b825410dd09a771ef5aa0c74dd990514b"),
    ("sparse", dict(seed=6, boards=3, pieces="3000", size="1000:100000", mix="q1r0b5h1p9"),
     "859fabd129594d69796b019e2da60253c92ec9aa273943bface532d16c387ada"),
    ("sparse", dict(seed=7, boards=4, kind="random", pieces="50", mix="q18446744073709551615h1"),
     "bf355f8cd7fa5ef1a3beeea832cf56501f685d69189c0e7f1adfc0527088f57c"),
    # asked as 40:64 before, which gen met with 40 pieces: more than 40 is now refused
    ("grid", dict(seed=8, boards=30, pieces="40"),
     "a223f378836056fe851b0e88243e96faa180411e9623ec44e54c95db838c080e"),
]


@pytest.mark.parametrize("fmt,kw,digest", PINNED, ids=[f"{f}-{sorted(kw.items())}" for f, kw, _ in PINNED])
def test_pinned_files(fmt, kw, digest):
    data = generate_bytes(fmt, **kw)
    assert hashlib.sha256(data).hexdigest() == digest
    assert generate(fmt, **kw) == data.decode("ascii")


# ---------------------------------------------------------- format B text
def _python_board_text(state, n, xs, ys, letters):
    """What the pure-Python generator wrote: the lines sorted by square,
    shuffled, through formats.write_sparse."""
    r = SplitMix64(state)
    items = r.shuffled(sorted(zip(zip(xs, ys), letters)))
    kind = array("b", (KIND_OF_LETTER[c.lower()] for _, c in items))
    white = array("b", (1 if c.islower() else 0 for _, c in items))
    text = write_sparse(array("q", [n]), array("q", [0, len(items)]), array("q", (s[0] for s, _ in items)),
                        array("q", (s[1] for s, _ in items)), kind, white)
    return text[text.index(b"\n") + 1:]


@pytest.mark.parametrize("m,n", [(0, 8), (1, 8), (2, 10), (40, 64), (5000, 10**6), (3000, 10**18),
                                 (2000, 9 * 10**17)])
def test_board_text_is_write_sparse_of_the_shuffled_sorted_lines(m, n):
    r = SplitMix64(m * 31 + n % 1000)
    squares = set()
    while len(squares) < m:
        squares.add((r.between(1, n), r.between(1, n)) if n > 10**4 else (r.between(1, n), r.between(1, 9)))
    squares = list(squares)
    if n == 9 * 10**17 and m:
        squares[0] = (n, n)                      # the widest numbers
        squares[1] = (1, 10**17)
    xs = [s[0] for s in squares]
    ys = [s[1] for s in squares]
    letters = "".join(r.pick("kqrbhpKQRBHP") for _ in range(m))
    state = r.next64()
    got = _core.gen_sparse_board(state, n, array("q", xs), array("q", ys), letters.encode())
    assert got == _python_board_text(state, n, xs, ys, letters)


@pytest.mark.parametrize("state", [0, 1, 12345, 2**64 - 1, 0x9E3779B97F4A7C15])
def test_the_compiled_shuffle_is_the_python_stream(state):
    """The core's draws (a board's shuffle: one ``below`` a line, bounds 1..m)
    are SplitMix64's from any state, the extremes of 64 bits included; the
    noise tests below hold its draws of wide bounds (up to 2**64 - 1)."""
    m, n = 700, 10**18
    xs = [i * 7919 % n + 1 for i in range(m)]
    ys = list(range(1, m + 1))
    letters = "".join("kqrbhpKQRBHP"[i % 12] for i in range(m))
    got = _core.gen_sparse_board(state, n, array("q", xs), array("q", ys), letters.encode())
    assert got == _python_board_text(state, n, xs, ys, letters)


def test_board_text_refuses_bad_arrays():
    one = array("q", [1])
    with pytest.raises(ValueError):
        _core.gen_sparse_board(0, 8, one, array("q", [1, 2]), b"k")
    with pytest.raises(ValueError):
        _core.gen_sparse_board(0, 8, array("q", [-1]), one, b"k")
    with pytest.raises(ValueError):
        _core.gen_sparse_board(0, 8, one, one, b"\n")
    with pytest.raises(ValueError):
        _core.gen_sparse_board(0, -1, one, one, b"k")


# ------------------------------------------------------- the random pieces
def _both_ways(build):
    """The board ``build(noise)`` makes with the compiled noise and with the
    pure-Python one: pieces in order and the generator's state after."""
    out = []
    for noise in (scenarios._noise, scenarios._noise_python):
        b, rng = build(noise)
        out.append((b.pieces(), rng.state))
    return out


def _guarded_board(n, box):
    """A board with the things random pieces keep away from: a reserved
    line, protected squares and segments (by colour) in and near ``box``."""
    x0, x1, y0, y1 = box
    b = Board(n)
    k = (x0 + (x1 - x0) // 2, y0 + (y1 - y0) // 2)
    b.put(k, "k")
    b.put((min(k[0] + 3, n), k[1]), "Q")
    b.put((1, n), "K")
    b.reserve(k, (min(k[0] + 3, n), k[1]))
    b.keep_clear_of[False].append((x1, y0))
    b.keep_off_lines[True].append(((x0, y0 + 2), (x0 + 2, y0 + 2)))
    if n <= 20:         # a small board: little to keep away from, else nothing fits
        return b
    b.reserve((x0, y0), (x1, y0 + x1 - x0))
    b.keep_clear.extend([(k[0] - 1, k[1] - 1), (0, n + 1) if x0 == 1 else (x0 - 1, y1 + 1)])
    b.keep_clear_of[True].append((x0 + 5, y1))
    b.keep_off_lines[False].append(((x0 + 10, y0), (x0 + 10, y0 + 7)))
    b.keep_off_lines[False].append(((x1 - 9, y1 - 12), (x1, y1 - 3)))
    b.keep_off_lines[True].append(((x0 + 20, y1 - 10), (x0 + 13, y1 - 3)))
    return b


@pytest.mark.parametrize("n,count,box", [
    (8, 60, (1, 8, 1, 8)), (8, 12, (2, 8, 1, 7)), (16, 300, (1, 16, 1, 16)), (12, 150, (2, 11, 1, 12)),
    (17, 200, (1, 17, 1, 17)), (1000, 400, (400, 440, 480, 520)), (10**18, 500, (1, 41, 10**18 - 40, 10**18)),
])
@pytest.mark.parametrize("mix", [("qrbhp", [1, 2, 2, 2, 3]), ("hp", [0, 5]), ("q", [2**64 - 1])])
def test_compiled_noise_is_the_python_noise(n, count, box, mix):
    def build(noise):
        b = _guarded_board(n, box)
        rng = derive(n, count, box[0])
        noise(b, rng, count, box, mix)
        return b, rng
    compiled, python = _both_ways(build)
    assert compiled == python
    assert len(compiled[0][2]) > 3


def test_compiled_noise_on_a_board_with_pieces_in_bulk():
    def build(noise):
        b = _guarded_board(100, (1, 20, 1, 20))
        rng = derive(5)
        noise(b, rng, 50, (1, 20, 1, 20), ("rb", [1, 1]))
        noise(b, rng, 50, (1, 20, 1, 20), ("hp", [1, 1]))
        return b, rng
    compiled, python = _both_ways(build)
    assert compiled == python


@pytest.mark.parametrize("fmt,kind", [("sparse", k) for k in scenarios.KINDS] + [("grid", "mixed"), ("grid", "mate")])
def test_files_with_the_python_noise_are_the_same(monkeypatch, fmt, kind):
    opts = [dict(seed=s, boards=12, kind=kind) for s in (11, 12)]
    if kind != "big":
        opts.append(dict(seed=13, boards=12, kind=kind, size="8:16", pieces="2:120") if fmt == "sparse"
                    else dict(seed=13, boards=12, kind=kind, pieces="30:40"))
    compiled = [generate_bytes(fmt, **kw) for kw in opts]
    monkeypatch.setattr(scenarios, "_noise", scenarios._noise_python)
    assert [generate_bytes(fmt, **kw) for kw in opts] == compiled


def test_huge_weights_take_the_python_path(monkeypatch):
    calls = []
    monkeypatch.setattr(scenarios, "_noise_python", lambda *a: calls.append(a))
    generate_bytes("sparse", seed=1, boards=2, kind="random", mix="q18446744073709551615h1")
    # the stub places nothing: each board tries its first window and every fill-up window
    assert len(calls) == 2 * (1 + scenarios.FILL_ROUNDS)


@pytest.mark.parametrize("fmt, kw", [(f, kw) for f, kw, _ in PINNED if f != "ostap"])
def test_fill_up_changes_only_the_boards_short_of_their_count(monkeypatch, fmt, kw):
    """Without the fill-up (the files as gen wrote them before it), every board
    is the same, or held fewer pieces than drawn and is a subset of the new one."""
    from fastcheck.position import read_positions

    drawn = []
    real = scenarios._fill_up
    monkeypatch.setattr(scenarios, "_fill_up", lambda b, rng, p, mix: (drawn.append(p), real(b, rng, p, mix)))
    new = read_positions(generate_bytes(fmt, **kw))
    monkeypatch.setattr(scenarios, "_fill_up", lambda *a: None)
    old = read_positions(generate_bytes(fmt, **kw))
    for before, after, p in zip(old, new, drawn):
        if set(before.pieces) != set(after.pieces):
            assert len(before) < p and set(before.pieces) < set(after.pieces)
            assert before.n == after.n


def test_weights_beyond_64_bits_fail_as_before():
    with pytest.raises(ValueError, match="2\\*\\*64"):
        generate_bytes("sparse", seed=1, boards=2, kind="random", mix="q18446744073709551616h1")


def test_bulk_pieces_come_after_the_pattern_and_can_move_into_it():
    b = Board(100)
    b.put((5, 5), "k")
    b.add_bulk(array("q", [1, 2]), array("q", [3, 4]), b"qP")
    b.put((9, 9), "K")
    assert b.piece_count() == 4
    assert b.pieces() == (array("q", [5, 9, 1, 2]), array("q", [5, 9, 3, 4]), b"kKqP")
    b.flush_bulk()
    assert list(b.at.items()) == [((5, 5), "k"), ((9, 9), "K"), ((1, 3), "q"), ((2, 4), "P")]
    assert b.piece_count() == 4 and b.bulk_letters == b""


NOISE_ARGS = dict(state=1, count=5, n=100, x0=1, x1=10, y0=1, y1=10, letters=b"qr", weights=array("Q", [1, 1]),
                  occupied=array("q"), reserved=array("q"), guard_black=array("q"), guard_white=array("q"),
                  lines_black=array("q"), lines_white=array("q"), tries=20)


@pytest.mark.parametrize("bad", [
    dict(n=0), dict(n=10**18 + 1), dict(x1=101), dict(x0=0), dict(y0=5, y1=4), dict(count=-1), dict(tries=-1),
    dict(letters=b"q"), dict(letters=b"Qr"), dict(letters=b"", weights=array("Q")),
    dict(weights=array("Q", [0, 0])), dict(weights=array("Q", [2**63, 2**63])),
    dict(occupied=array("q", [1])), dict(occupied=array("q", [0, 5])), dict(occupied=array("q", [5, 101])),
    dict(guard_white=array("q", [102, 1])), dict(guard_black=array("q", [-1, 1])),
    dict(lines_black=array("q", [1, 1, 1])), dict(lines_white=array("q", [1, 1, 0, 5])),
    dict(reserved=array("q", [1, 1, 1, 0])), dict(reserved=array("q", [1, 1, 2, 0, 5])),
    dict(reserved=array("q", [1, 1, 1, 0, 102])),
])
def test_compiled_noise_checks_its_arguments(bad):
    with pytest.raises(ValueError):
        _core.gen_noise(**{**NOISE_ARGS, **bad})


def test_compiled_noise_arguments_at_their_limits():
    args = {**NOISE_ARGS, "n": 10**18, "x0": 1, "x1": 10**18, "y0": 1, "y1": 10**18, "count": 100,
            "guard_black": array("q", [0, 10**18 + 1]), "lines_white": array("q", [1, 1, 10**18, 10**18]),
            "reserved": array("q", [10**18 + 1, 0, -1, 1, 10**18 + 1]), "weights": array("Q", [2**64 - 2, 1])}
    state, xs, ys, letters = _core.gen_noise(**args)
    assert 0 < len(xs) == len(ys) == len(letters) <= 100
    assert all(1 <= v <= 10**18 for v in list(xs) + list(ys))
    assert set(letters) <= set(b"QR")        # White's pieces all see the diagonal


# ------------------------------------------------------------ progress bar
class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_bar_only_on_a_terminal():
    items = [1, 2, 3]
    assert with_progress(items, 3) is items              # pytest's stderr is no terminal
    assert with_progress(items, 3, stream=io.StringIO()) is items
    term = _Terminal()
    assert list(with_progress(iter(items), 3, stream=term, delay=0)) == items
    assert "fastcheck gen:" in term.getvalue() and "0/3 " in term.getvalue()


def test_the_command_writes_no_bar_into_files_or_pipes(tmp_path, capsys):
    out = tmp_path / "g.in"
    assert main(["gen", "sparse", "--seed", "9", "-t", "30", "-o", str(out)]) == 0
    assert capsys.readouterr() == ("", "")
    assert out.read_bytes() == generate_bytes("sparse", seed=9, boards=30)
    assert main(["gen", "grid", "--seed", "9", "-t", "30"]) == 0
    captured = capsys.readouterr()
    assert captured.err == "" and captured.out == generate("grid", seed=9, boards=30)


def test_the_command_shows_the_bar_on_a_terminal(tmp_path, monkeypatch):
    term = _Terminal()
    monkeypatch.setattr("sys.stderr", term)
    monkeypatch.setattr(progress, "BAR_DELAY", 0)
    out = tmp_path / "g.in"
    assert main(["gen", "sparse", "--seed", "9", "-t", "30", "-o", str(out)]) == 0
    assert "fastcheck gen:" in term.getvalue() and "0/30 " in term.getvalue()
    assert out.read_bytes() == generate_bytes("sparse", seed=9, boards=30)
