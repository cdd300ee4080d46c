"""The output wording: the verdict lines of formats A and B in the KSP
statements' Slovak and SPOJ CSTATE3's English, and format C's result words.

:data:`WORDING` holds each verdict line as a template; ``solve`` writes from
it and the judge's grammar (:mod:`fastcheck.kit.output_grammar`) reads with
it, so that the judge accepts exactly the lines ``solve`` writes.
"""
from __future__ import annotations

from ._core import MoveResult, State

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than solving it
    from typing import Dict, List, Sequence, Tuple

__all__ = ["LANGS", "Wording", "WORDING", "SIDE", "COUNT", "RESULT_WORDS", "FINAL_RESULTS", "STATE_NAMES",
           "OLD_STATE_NAMES", "state_name", "check_lang", "verdict_line", "render"]

LANGS = ("sk", "en")

#: the slots of a template: the checked side's name, and the count of valid moves
SIDE, COUNT = "{side}", "{count}"


class Wording:
    """One language's verdict lines, as templates with the :data:`SIDE` and
    :data:`COUNT` slots: ``grid_check`` is format A's check line (in Slovak
    it carries no count), ``sides`` each side's name by colour (1 White)."""

    __slots__ = ("safe", "impossible", "check", "grid_check", "checkmate", "sides")

    def __init__(self, safe: str, impossible: str, check: str, grid_check: str, checkmate: str,
                 sides: Dict[int, str]) -> None:
        self.safe, self.impossible, self.check, self.grid_check = safe, impossible, check, grid_check
        self.checkmate, self.sides = checkmate, sides

    def templates(self) -> Tuple[str, ...]:
        """Every line this language can write."""
        return self.safe, self.impossible, self.check, self.grid_check, self.checkmate


#: the wording of each language
WORDING: Dict[str, Wording] = {
    "sk": Wording("Neutralna situacia.", "Nemozna situacia.", f"{SIDE} hrac ma sach. Ma {COUNT} platnych tahov.",
                  f"{SIDE} hrac ma sach.", f"{SIDE} hrac ma mat.", {1: "Biely", 0: "Cierny"}),
    "en": Wording("Safe", "Impossible", f"{SIDE} Check - {COUNT} Plausible Moves",
                  f"{SIDE} Check - {COUNT} Plausible Moves", f"{SIDE} Checkmate", {1: "White", 0: "Black"}),
}

#: the word format C prints for each move result
RESULT_WORDS: Dict[int, str] = {
    MoveResult.INCORRECT: "Incorrect",
    MoveResult.CORRECT: "Correct",
    MoveResult.CHECK: "Check",
    MoveResult.MATE: "Mate",
    MoveResult.DRAW: "Draw",
}
#: the move results that end the game
FINAL_RESULTS = frozenset((MoveResult.INCORRECT, MoveResult.MATE, MoveResult.DRAW))

# the states as plain ints, for Python's fastest comparisons and lookups (this runs once per line worded)
_SAFE, _IMPOSSIBLE, _BLACK_CHECKED = int(State.SAFE), int(State.IMPOSSIBLE), int(State.BLACK_CHECKED)
#: every State code
_STATES = frozenset(int(s) for s in State)

#: the name of each verdict, as ``Verdict.state`` and the ``state`` of
#: ``fastcheck solve --json`` spell it: safe, impossible, check (one king
#: threatened, with valid moves), mate (one king threatened, none)
STATE_NAMES = ("safe", "impossible", "check", "mate")
#: names once spelled otherwise, and their name now: ``Verdict.state``
#: said ``checkmate`` before it said ``mate`` (still equal to it, with a
#: DeprecationWarning, for one release)
OLD_STATE_NAMES = {"checkmate": "mate"}


def state_name(state: int, count: int) -> str:
    """The name (:data:`STATE_NAMES`) of a core :class:`~fastcheck.codes.State`
    code and the threatened side's ``count`` of valid moves."""
    if state == _SAFE:
        return STATE_NAMES[0]
    if state == _IMPOSSIBLE:
        return STATE_NAMES[1]
    return STATE_NAMES[2] if count else STATE_NAMES[3]


class _Ready:
    """One language's lines made ready to write: the line of each state
    without a count (safe, impossible) and of each checked state's mate,
    and the check lines (plain, and format A's) split around the count."""

    __slots__ = ("plain", "mate", "check", "grid_check")

    def __init__(self, words: Wording) -> None:
        self.plain = {_SAFE: words.safe, _IMPOSSIBLE: words.impossible}
        self.mate: Dict[int, str] = {}
        self.check: Dict[int, List[str]] = {}
        self.grid_check: Dict[int, List[str]] = {}
        for color, side in words.sides.items():
            state = _BLACK_CHECKED + color
            self.mate[state] = words.checkmate.replace(SIDE, side)
            self.check[state] = words.check.replace(SIDE, side).split(COUNT)
            self.grid_check[state] = words.grid_check.replace(SIDE, side).split(COUNT)


#: :data:`WORDING` made ready, per language
_READY = {lang: _Ready(words) for lang, words in WORDING.items()}


def verdict_line(state: int, count: int, lang: str = "sk", grid: bool = False) -> str:
    """One verdict line (no newline) for a core :class:`~fastcheck.codes.State`
    code and move count.

    Args:
        state: the core's :class:`~fastcheck.codes.State` code; another
            value is a ``ValueError`` naming them.
        count: the checked side's number of valid moves.
        lang: ``sk`` (the KSP statements' Slovak wording) or ``en`` (SPOJ CSTATE3's).
        grid: format A's Slovak check line, which carries no count.
    """
    check_lang(lang)
    ready = _READY[lang]
    if state not in _STATES:
        raise ValueError(f"state must be a State code, one of {sorted(_STATES)}, not {state!r}")
    if state < _BLACK_CHECKED:
        return ready.plain[state]
    if count == 0:
        return ready.mate[state]
    parts = (ready.grid_check if grid else ready.check)[state]
    return parts[0] if len(parts) == 1 else f"{parts[0]}{count}{parts[1]}"


def check_lang(lang: str) -> None:
    """Raise the ValueError of a ``lang=`` value that is not one of :data:`LANGS`."""
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {LANGS}, not {lang!r}")


def render(states: Sequence[int], counts: Sequence[int], lang: str = "sk", grid: bool = False) -> str:
    """The whole output: one newline-terminated verdict line per board."""
    check_lang(lang)
    states = states.tolist() if hasattr(states, "tolist") else states
    counts = counts.tolist() if hasattr(counts, "tolist") else counts
    # boards repeat a few (state, count) pairs: each line is worded once
    lines: Dict[Tuple[int, int], str] = {}
    out = []
    for key in zip(states, counts):
        line = lines.get(key)
        if line is None:
            line = lines[key] = verdict_line(key[0], key[1], lang, grid) + "\n"
        out.append(line)
    return "".join(out)
