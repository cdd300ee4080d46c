"""Verdict lines in the KSP statements' Slovak wording and SPOJ CSTATE3's English one."""
from __future__ import annotations

from ._core import State

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: typing costs a small input's start-up more than solving it
    from typing import Dict, Sequence, Tuple

__all__ = ["LANGS", "verdict_line", "render"]

LANGS = ("sk", "en")

# the states as plain ints, for Python's fastest comparisons and lookups
# (this runs once per board), and the checked side's name in each language
_SAFE, _IMPOSSIBLE = int(State.SAFE), int(State.IMPOSSIBLE)
_SK_SIDE: Dict[int, str] = {int(State.BLACK_CHECKED): "Cierny", int(State.WHITE_CHECKED): "Biely"}
_EN_SIDE: Dict[int, str] = {int(State.BLACK_CHECKED): "Black", int(State.WHITE_CHECKED): "White"}


def verdict_line(state: int, count: int, lang: str = "sk", grid: bool = False) -> str:
    """One verdict line (no newline) for a core :class:`~fastcheck.codes.State`
    code and move count.

    ``grid`` selects format A's Slovak check line, which carries no count.
    """
    if lang == "sk":
        if state == _SAFE:
            return "Neutralna situacia."
        if state == _IMPOSSIBLE:
            return "Nemozna situacia."
        side = _SK_SIDE[state]
        if count == 0:
            return f"{side} hrac ma mat."
        if grid:
            return f"{side} hrac ma sach."
        return f"{side} hrac ma sach. Ma {count} platnych tahov."
    if lang == "en":
        if state == _SAFE:
            return "Safe"
        if state == _IMPOSSIBLE:
            return "Impossible"
        side = _EN_SIDE[state]
        if count == 0:
            return f"{side} Checkmate"
        return f"{side} Check - {count} Plausible Moves"
    raise ValueError(f"lang must be one of {LANGS}, not {lang!r}")


def render(states: Sequence[int], counts: Sequence[int], lang: str = "sk", grid: bool = False) -> str:
    """The whole output: one newline-terminated verdict line per board."""
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {LANGS}, not {lang!r}")
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
