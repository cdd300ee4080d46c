"""The judge's grammar of output lines is derived from the wording ``solve``
writes with (:mod:`fastcheck.verdicts`): it accepts every line solve can
write, in its language, and nothing one token away from them."""
import itertools

import pytest

from fastcheck import game, verdicts
from fastcheck.codes import MoveResult, State
from fastcheck.kit import compare, output_grammar
from fastcheck.kit.output_grammar import FINAL_RESULTS, RESULT_WORDS, line_kind, verdict_language

COUNTS = (0, 1, 2, 9, 10, 4 * 10**18, 12345678901234567890)


def written_lines():
    """Every verdict line solve can write (for a few counts), with its language."""
    for lang, grid, state, count in itertools.product(verdicts.LANGS, (False, True), State, COUNTS):
        yield verdicts.verdict_line(state, count, lang, grid), lang


@pytest.mark.parametrize("line, lang", sorted(set(written_lines())))
def test_every_written_line_parses_in_its_language(line, lang):
    tokens = line.encode().split()
    assert verdict_language(tokens) == lang
    assert line_kind(tokens) == lang


def test_nothing_one_token_away_parses():
    written = {line.encode() for line, _ in written_lines()}
    for line in written:
        tokens = line.split()
        for i in range(len(tokens)):
            for other in (b"X", tokens[i] + b"s", b"0", b"01"):
                mutated = tokens[:i] + [other] + tokens[i + 1:]
                if b" ".join(mutated) not in written and not (other.isdigit() and tokens[i].isdigit()
                                                               and other[:1] != b"0"):
                    assert verdict_language(mutated) is None, mutated
        assert verdict_language(tokens[:-1]) is None or b" ".join(tokens[:-1]) in written
        assert verdict_language(tokens + [b"x"]) is None


def test_the_grammar_follows_the_wording(monkeypatch):
    """Another wording gives another grammar: nothing is typed twice."""
    en = verdicts.WORDING["en"]
    monkeypatch.setitem(verdicts.WORDING, "en", verdicts.Wording(
        "All quiet", en.impossible, f"{verdicts.SIDE} in check with {verdicts.COUNT} moves", en.grid_check,
        en.checkmate, {1: "Light", 0: "Dark"}))
    monkeypatch.setattr(verdicts, "_READY", {lang: verdicts._Ready(w) for lang, w in verdicts.WORDING.items()})
    templates, sides, _, _ = output_grammar.wording_tables()
    monkeypatch.setattr(compare, "PATTERNS", compare.patterns(templates, sides))
    assert verdicts.verdict_line(State.WHITE_CHECKED, 5, "en") == "Light in check with 5 moves"
    assert verdict_language(b"Light in check with 5 moves".split()) == "en"
    assert verdict_language(b"All quiet".split()) == "en"
    assert verdict_language(b"Safe".split()) is None


def test_the_comparisons_words_are_the_wordings():
    """The standalone comparison module holds its copy of the words: the ones verdicts has."""
    assert (compare.TEMPLATES, compare.SIDES, compare.RESULT_WORDS, compare.FINAL_RESULTS) == \
        output_grammar.wording_tables()
    assert compare.PATTERNS == compare.patterns(*output_grammar.wording_tables()[:2])


def test_result_words_are_the_games():
    assert RESULT_WORDS == tuple(word.encode() for word in game.RESULTS)
    assert set(FINAL_RESULTS) == {game.RESULT_TEXT[r].encode() for r in MoveResult if r.ends_game}
    assert all(line_kind([w]) == "result" for w in RESULT_WORDS)
