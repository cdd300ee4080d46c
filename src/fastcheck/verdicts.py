"""Verdict lines in the seeds' Slovak wording and the SPOJ CSTATE3 English one."""
from __future__ import annotations

from typing import Sequence

__all__ = ["LANGS", "verdict_line", "render"]

LANGS = ("sk", "en")

# state codes of fastcheck._core: 0 safe, 1 impossible, 2 black checked, 3 white checked
_SK_SIDE = {2: "Cierny", 3: "Biely"}
_EN_SIDE = {2: "Black", 3: "White"}


def verdict_line(state: int, count: int, lang: str = "sk", grid: bool = False) -> str:
    """One verdict line (no newline) for a core state code and move count.

    ``grid`` selects format A's Slovak check line, which carries no count.
    """
    if lang == "sk":
        if state == 0:
            return "Neutralna situacia."
        if state == 1:
            return "Nemozna situacia."
        side = _SK_SIDE[state]
        if count == 0:
            return f"{side} hrac ma mat."
        if grid:
            return f"{side} hrac ma sach."
        return f"{side} hrac ma sach. Ma {count} platnych tahov."
    if lang == "en":
        if state == 0:
            return "Safe"
        if state == 1:
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
    lines = [verdict_line(s, c, lang, grid) for s, c in zip(states.tolist() if hasattr(states, "tolist") else states,
                                                          counts.tolist() if hasattr(counts, "tolist") else counts)]
    return "".join(line + "\n" for line in lines)
