"""The fairy pieces (archbishop ``a``, chancellor ``c``, amazon ``m``) in
every user-facing surface, and the one table of kinds everything that
lists kinds derives from.

``Position`` takes them on boards of any size; format B takes them under
``variant="fairy"`` (``fastcheck solve/count --variant fairy``) and keeps
refusing them, word for word as before, without it.  Answers are held
against the brute-force references (tests/reference.py and
tests/reference_moves.py, which move a compound as both its parts) on
thousands of small random boards.
"""
import pathlib
import re
import unicodedata

import pytest
import reference_moves as rm
from test_count_cli import format_b
from test_fairy_core import fairy_boards

import fastcheck
from fastcheck import _core, counts, kinds
from fastcheck.cli import main
from fastcheck.formats import fen
from fastcheck.geometry import not_drawn
from fastcheck.kit.gen import DEFAULT_MIX, default_mix, generate
from fastcheck.kit.package.layout import statement_md, statement_tex
from fastcheck.pieces import AMAZON, ARCHBISHOP, BLACK, CHANCELLOR, UNICODE_SYMBOLS, WHITE, Piece
from fastcheck.svg_pieces import piece_svg

import reference

DATA = pathlib.Path(__file__).resolve().parent / "data"
#: the letters of formats A and B, as every version before the fairy pieces words them
CLASSIC_LETTERS = "KQRBHPkqrbhp"


def verdict_lines(boards, lang="sk"):
    return "".join(reference.verdict_line(*reference.verdict(n, pieces), lang=lang) + "\n" for n, pieces in boards)


# ------------------------------------------------------------ the kinds table
def test_the_table_has_a_row_for_every_kind_of_the_core():
    fastcheck.Variant.builtin("fairy").install()     # the built-in table, whatever a test before installed
    assert len(kinds.KIND_TABLE) == _core.KIND_COUNT
    assert [row.number for row in kinds.KIND_TABLE] == list(range(1, _core.KIND_COUNT + 1))
    assert (ARCHBISHOP, CHANCELLOR, AMAZON) == (7, 8, 9)
    assert {row.variant for row in kinds.KIND_TABLE} == set(kinds.VARIANTS)


def test_the_listings_derive_from_the_table():
    """Letters, symbols and FEN letters cover every row; the classic ones
    are what formats A and B always had."""
    every = kinds.KIND_NUMBERS
    assert sorted(kinds.PIECE_LETTERS) == list(every)
    assert {kinds.KIND_OF_LETTER[row.letter] for row in kinds.KIND_TABLE} == set(every)
    assert set(UNICODE_SYMBOLS) == {(c, k) for c in (WHITE, BLACK) for k in every}
    assert set(fen.FEN_PIECES.values()) == set(kinds.ALL_LETTERS)
    assert kinds.FORMAT_LETTERS == b"phbrqk" and kinds.LETTERS == CLASSIC_LETTERS
    assert kinds.LETTERS_BUT_KING == "qrbhp" and kinds.PIECE_SET == CLASSIC_LETTERS.encode()
    fairy = kinds.VARIANT_LETTERS["fairy"]
    assert fairy.format == b"phbrqkacm" and fairy.listed == "KQRBHPMCAkqrbhpmca"
    assert kinds.ALL_LETTERS == fairy.listed


def test_the_fairy_symbols_are_the_knight_compounds():
    for kind, part in ((ARCHBISHOP, "BISHOP"), (CHANCELLOR, "ROOK"), (AMAZON, "QUEEN")):
        for color, name in ((WHITE, "WHITE"), (BLACK, "BLACK")):
            assert unicodedata.name(Piece(kind, color).unicode_symbol()) == f"{name} CHESS KNIGHT-{part}"


def test_a_kind_without_a_weight_is_an_error_in_gen_never_left_out():
    """gen's default mix weighs each classic kind but the king, by kind: a
    kind without a weight is an error (a zip of the letters against five
    fixed weights dropped a sixth kind silently)."""
    assert DEFAULT_MIX == default_mix(kinds.LETTERS_BUT_KING) == "q1r2b2h2p3"
    with pytest.raises(KeyError, match=str(AMAZON)):
        default_mix(kinds.VARIANT_LETTERS["fairy"].but_king)
    assert set(re.sub(r"\d", "", DEFAULT_MIX)) == set(kinds.LETTERS_BUT_KING)


def test_the_statements_take_the_letters_and_names_from_the_table(monkeypatch):
    monkeypatch.setitem(kinds.KIND_NAMES, kinds.KNIGHT, "horse")
    tex = statement_tex("sparse", "cstate3", "en", "Check")
    assert "\\texttt{K} king, \\texttt{Q} queen, \\texttt{R} rook, \\texttt{B} bishop, \\texttt{H} horse and " \
           "\\texttt{P} pawn." in tex
    assert f"\\texttt{{{CLASSIC_LETTERS}}}: a piece $c$" in tex
    assert f"`{CLASSIC_LETTERS}`" in statement_md("grid", "ksp", "en", "Check")


# ---------------------------------------------------------------- Position
@pytest.mark.parametrize("seed", range(3))
def test_position_against_brute_force(seed):
    """``legal_moves``, ``move_count``, ``is_check``, ``checkers``,
    ``pinned``, ``is_checkmate``, the verdict and the evasions of
    ``Position`` on small random boards with fairy pieces."""
    checks = 0
    for n, pieces in fairy_boards(2600 + seed, 500):
        pos = fastcheck.Position(n, pieces)
        where = reference.to_format_b(n, pieces)
        for side in (WHITE, BLACK):
            white = side == WHITE
            ref = rm.legal_moves(n, pieces, white)
            moves = {(m.from_square, m.to_square) for m in pos.legal_moves(side)}
            assert moves == ref and pos.move_count(side) == len(ref), where
            checkers = reference.checkers(n, pieces, white)
            assert pos.checkers(side) == checkers and pos.is_check(side) == bool(checkers), where
            assert pos.pinned(side) == reference.pinned(n, pieces, white), where
            assert pos.is_checkmate(side) == (bool(checkers) and not ref), where
            checks += bool(checkers)
        state, side, count = reference.verdict(n, pieces)
        v = pos.verdict()
        assert (v.state, v.side, v.moves) == (state, None if side is None else (WHITE if side else BLACK), count), where
        assert [(m.from_square, m.to_square) for m in pos.evasions()] == reference.valid_moves(n, pieces), where
    assert checks > 150


def test_a_fairy_piece_checks_by_each_of_its_parts():
    """The amazon as a knight and as a queen from afar, the chancellor
    along a file, the archbishop along a diagonal: each a check."""
    n = 10**18
    for pieces in ([(5, 5, "k"), (6, 7, "M")], [(5, 5, "k"), (5, n, "M")], [(5, 5, "k"), (5, n, "C")],
                   [(5, 5, "k"), (n - 4, n - 4, "A")], [(5, 5, "k"), (7, 6, "A")]):
        pos = fastcheck.Position(n, pieces + [(n, 1, "K")])
        assert pos.checkers(WHITE) == [pieces[1][:2]]
    pos = fastcheck.Position(n, [(5, 5, "k"), (n, 1, "K"), (5, n, "A"), (6, 6, "C")])
    assert not pos.is_check(WHITE)


def test_fairy_pieces_are_pieces():
    assert Piece.from_symbol("a") == Piece(ARCHBISHOP, WHITE) and Piece(AMAZON, BLACK).symbol() == "M"
    assert str(Piece(CHANCELLOR, WHITE)) == "c"
    pos = fastcheck.Position(8, [(1, 1, "k"), (8, 8, "K"), (3, 2, "M"), (5, 5, "a"), (6, 5, "C")])
    assert pos.piece_at((3, 2)) == Piece(AMAZON, BLACK)
    assert pos.pieces == [(1, 1, "k"), (8, 8, "K"), (3, 2, "M"), (5, 5, "a"), (6, 5, "C")]
    x, y, kind, color = pos.arrays
    same = fastcheck.Position.from_arrays(8, x, y, kind, color)
    assert same.pieces == pos.pieces and same.verdict() == pos.verdict()
    with pytest.raises(fastcheck.FormatError, match=r"kind: values within 1\.\.9, found 6\.\.10"):
        fastcheck.Position.from_arrays(8, [1, 8], [1, 8], [6, 10], [1, 0])
    with pytest.raises(fastcheck.FormatError, match="a letter from 'KQRBHPMCAkqrbhpmca', found 'x'"):
        fastcheck.Position(8, [(1, 1, "k"), (8, 8, "K"), (2, 2, "x")])


def test_fen_writes_the_fairy_pieces_capablanca_style():
    """Uppercase White in FEN (lowercase in fastcheck), and back."""
    pos = fastcheck.Position(8, [(1, 1, "k"), (8, 8, "K"), (3, 2, "M"), (5, 5, "a"), (6, 5, "C"), (2, 8, "c")])
    assert pos.fen() == "1C5k/8/8/4Ac2/8/8/2m5/K7 w - - 0 1"
    back = fastcheck.Position.from_fen(pos.fen())
    assert sorted(back.pieces) == sorted(pos.pieces)
    for n, pieces in fairy_boards(2650, 300):
        if n == 8:
            again = fastcheck.Position.from_fen(fastcheck.Position(8, pieces).fen())
            assert sorted(again.pieces) == sorted(pieces)


def test_the_pictures_draw_the_fairy_pieces():
    """Each compound is a picture of its own, drawn as its slider part and
    a knight's head; the SVG of a position names every piece."""
    pictures = {letter: re.sub(r'translate\([^)]*\) scale\([^)]*\) ', "", piece_svg(letter, 0, 0, 40))
                for letter in kinds.ALL_LETTERS}
    assert len(set(pictures.values())) == len(kinds.ALL_LETTERS)
    knight = piece_svg("h", 0, 0, 40).split('stroke-width="4"/>')[0].split('<path d="')[1]
    for letter, part in (("a", "b"), ("c", "r"), ("m", "q")):
        slider = piece_svg(part, 0, 0, 40).split('<path d="')[1].split('"')[0]
        assert knight in pictures[letter] and slider in pictures[letter]
    pos = fastcheck.Position(8, [(1, 1, "k"), (8, 8, "K"), (3, 2, "M"), (5, 5, "a"), (6, 5, "C")])
    svg = pos._repr_svg_()
    assert sorted(re.findall(r'data-piece="(\w)"', svg)) == sorted("kKMaC")


def test_the_pieces_outside_a_picture_are_counted_by_letter_fairy_ones_too():
    n = 1000
    far = [(500 + i, 500 + j, "AaCcMm"[i % 6]) for i in range(60) for j in range(2)]
    pos = fastcheck.Position(n, [(1, 1, "k"), (n, n, "K")] + far)
    windows = [(1, 15, 1, 15), (n - 14, n, n - 14, n)]
    lines = not_drawn(pos, windows)
    listed = [line.split()[0] for line in lines[1:-1]]
    rest = {letter: 20 - listed.count(letter) for letter in "MCAmca"}
    assert lines[-1].endswith(": " + ", ".join(f"{rest[c]} {c}" for c in "MCAmca" if rest[c])), lines


# ------------------------------------------------ format B under the opt-in
def test_solve_and_count_with_the_fairy_variant_against_brute_force():
    boards = fairy_boards(2700, 1000)
    text = format_b(boards)
    assert fastcheck.solve(text, variant="fairy") == verdict_lines(boards)
    assert fastcheck.solve(text, variant="fairy", lang="en", format="sparse") == verdict_lines(boards, "en")
    expected = "".join(f"{len(rm.legal_moves(n, p, True))} {len(rm.legal_moves(n, p, False))}\n" for n, p in boards)
    assert counts.count(text, variant="fairy") == expected
    assert counts.count(text, variant="fairy", side="black") == "".join(
        line.split()[1] + "\n" for line in expected.splitlines())


def test_read_positions_with_the_fairy_variant():
    boards = fairy_boards(2750, 100)
    positions = fastcheck.read_positions(format_b(boards), variant="fairy")
    assert [(p.n, p.pieces) for p in positions] == boards
    with pytest.raises(fastcheck.FormatError, match="expected a piece letter from 'KQRBHPkqrbhp'"):
        fastcheck.read_positions(format_b(boards))


def test_without_the_opt_in_the_fairy_letters_stay_an_error_word_for_word():
    text = "1\n8 3\n1 1 k\n8 8 K\n3 2 M\n"
    message = f"line 5, board 1: expected a piece letter from '{CLASSIC_LETTERS}', found 'M'"
    for call in (lambda: fastcheck.solve(text), lambda: counts.count(text),
                 lambda: fastcheck.solve(text, variant="classic")):
        with pytest.raises(fastcheck.FormatError) as info:
            call()
        assert str(info.value) == message
    assert fastcheck.solve(text, variant="fairy") == "Biely hrac ma mat.\n"


def test_with_the_opt_in_a_bad_letter_names_the_fairy_letters():
    for text, line in (("1\n8 3\n1 1 k\n8 8 K\n3 2 x\n", 5), ("1\n8 3\n1 1 k\n8 8 K\n3  2 x\n", 5),
                       ("2\n8 2\n1 1 k\n8 8 K\n\n8 3\n1 1 k\n8 8 K\n3 2 Z\n", 9)):
        with pytest.raises(fastcheck.FormatError) as info:
            fastcheck.solve(text, variant="fairy")
        assert str(info.value).startswith(f"line {line}, board ")
        assert "expected a piece letter from 'KQRBHPMCAkqrbhpmca'" in str(info.value)
    with pytest.raises(fastcheck.FormatError, match="line 5, board 1: .*one white king 'k'.*line 3 has one"):
        fastcheck.solve("1\n8 3\n1 1 k\n8 8 K\n3 2 k\n", variant="fairy")


def test_the_variant_values():
    text = "1\n8 2\n1 1 k\n1 8 K\n"
    for call in (fastcheck.solve, counts.count):
        with pytest.raises(ValueError,
                           match=r"variant must be one of \('classic', 'fairy'\) or a variant file, not 'chess960'"):
            call(text, variant="chess960")
        with pytest.raises(TypeError, match="variant must be a Variant, one of"):
            call(text, variant=None)
    grid = (DATA / "tms-1.in").read_text()
    ostap = (DATA / "timus-1.in").read_text()
    why = r"expected a format B \(sparse\) input with variant 'fairy': its pieces have letters in format B only"
    with pytest.raises(fastcheck.FormatError, match=why + r", found a format A \(grid\) input"):
        fastcheck.solve(grid, variant="fairy")
    with pytest.raises(fastcheck.FormatError, match=why + r", found a format C \(ostap\) input"):
        fastcheck.solve(ostap, variant="fairy")
    with pytest.raises(fastcheck.FormatError, match=why + r", found a format A \(grid\) input"):
        counts.count(grid, variant="fairy", format="grid")
    assert fastcheck.solve(grid, variant="classic") == fastcheck.solve(grid)


def test_the_command_line_opt_in(tmp_path, capsys):
    boards = fairy_boards(2800, 200)
    path = tmp_path / "fairy.in"
    path.write_text(format_b(boards))
    assert main(["solve", "--variant", "fairy", str(path)]) == 0
    assert capsys.readouterr().out == verdict_lines(boards)
    assert main(["count", "--variant", "fairy", "--side", "white", str(path)]) == 0
    assert capsys.readouterr().out == "".join(f"{len(rm.legal_moves(n, p, True))}\n" for n, p in boards)
    out_dir = tmp_path / "out"
    assert main(["solve", "--variant", "fairy", "-o", str(out_dir), str(path)]) == 0
    assert (out_dir / "fairy.out").read_text() == verdict_lines(boards)
    assert main(["solve", str(path)]) == 2
    err = capsys.readouterr().err
    assert re.fullmatch(rf"fastcheck: line \d+, board \d+: expected a piece letter from '{CLASSIC_LETTERS}', "
                        r"found '[ACMacm]'\n", err), err


def test_the_command_line_refuses_another_variant_and_the_fairy_grid(tmp_path, capsys):
    grid = tmp_path / "grid.in"
    grid.write_text(generate("grid", seed=1, boards=2))
    for command in ("solve", "count"):
        with pytest.raises(SystemExit) as info:
            main([command, "--variant", "chess960", str(grid)])
        assert info.value.code == 2
        assert ("invalid choice: 'chess960' (choose from 'classic', 'fairy' or a variant file's path)"
                in capsys.readouterr().err)
        assert main([command, "--variant", "fairy", str(grid)]) == 2
        assert capsys.readouterr().err == ("fastcheck: expected a format B (sparse) input with variant 'fairy': its "
                                           "pieces have letters in format B only, found a format A (grid) input\n")
    for command in ("solve", "count"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        assert "--variant {classic,fairy,FILE}" in capsys.readouterr().out


def test_the_core_reads_the_fairy_letters_as_the_table_numbers_them():
    ok, (n, offsets, x, y, kind, color) = _core.scan_sparse(b"1\n8 5\n1 1 k\n8 8 K\n2 2 a\n3 3 C\n4 4 m\n",
                                                            kinds.VARIANT_LETTERS["fairy"].format)
    assert ok and list(kind) == [6, 6, 7, 8, 9] and list(color) == [1, 0, 1, 0, 1]


def test_a_position_after_another_variants_table_was_installed():
    """A position given no variant reads the built-in kinds even when a
    variant file's table (of fewer kinds) is the one installed."""
    fastcheck.Variant.from_file("tests/data/variants/double-step.toml").install()
    pos = fastcheck.Position(8, [(1, 1, "k"), (8, 8, "K"), (3, 2, "M")])
    assert pos.checkers(WHITE) == [(3, 2)] and pos.verdict().state == "mate"   # its knight jump and queen lines
