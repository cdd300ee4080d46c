"""Reproducible random and adversarial inputs for formats A, B and C.

Every random choice comes from :class:`SplitMix64`, a small generator in
pure Python with explicit 64-bit arithmetic, so the same seed and options
give the same file on every platform and every version of Python (the
``random`` module is not used).  Each board (or game) draws from its own
stream, derived from the seed and its number.

Formats A (``grid``) and B (``sparse``), ``--kind``:

``random``  pieces (``--mix``) scattered in a window, so they meet;
``check``   a forced check by a random piece (sliders at any distance,
            adjacent ones too) and defenders that can capture or block;
``pin``     a check plus pieces pinned on other lines through the king;
``double``  two checkers: only king steps count;
``mate``    mating patterns (smothered, back rank, queen with king support,
            two-rook ladder over long lines) in a corner or on an edge;
``block``   a check along a long line with defenders that block it
            anywhere on the line (rooks, bishops, queens, knights, pawns),
            some of them pinned;
``big``     format B only: boards near the 10^18 border, kings on the edges,
            checkers and pinners at the far end of lines of length ~10^18;
``mixed``   (default) a random kind per board.

Format C (``ostap``), ``--kind``: ``random``, ``long`` (all 60 moves),
``check``, ``mate``, ``draw``, ``incorrect``, ``mixed``.  The games are
played with :class:`fastcheck.game.OstapGame` (mate and stalemate hunted
greedily in endgames); moves after the end of the game are random
well-formed moves, which the rules ignore.

Generated files always pass ``fastcheck validate`` with the format's
default limits (``ksp`` for A, ``cstate3`` for B, ``timus`` for C); options
that would break them are refused.

The package: :mod:`.rng` (the PRNG), :mod:`.board` (the board under
construction), :mod:`.scenarios` (formats A/B), :mod:`.games` (format C),
:mod:`.progress` (the bar of long runs); this module checks the options
(the ``fastcheck gen`` command is :mod:`fastcheck.cli.gen`).  The hot loops of formats A and B (the
random pieces that fill a board, the shuffled order of its lines, the
format B text) run in the compiled core (``_gen.pxi``), draw for draw as
their pure-Python twins: a file of 10^6 pieces takes about a second.
"""
from __future__ import annotations

import re
from typing import Dict, List, Tuple

from ...formats import MAX_N
from ...kinds import LETTERS_BUT_KING
from .games import INITIAL, OSTAP_KINDS, game_text
from .progress import with_progress
from .rng import MASK64, SplitMix64, derive
from .scenarios import KINDS, LIMITS, Mix, boards_parts, build_boards

__all__ = ["SplitMix64", "derive", "generate", "generate_bytes", "generate_parts", "GenError", "KINDS",
           "OSTAP_KINDS", "INITIAL", "LIMITS", "FORMAT_ALIASES", "DEFAULT_MIX"]

FORMAT_ALIASES = {"a": "grid", "grid": "grid", "b": "sparse", "sparse": "sparse", "c": "ostap", "ostap": "ostap"}
DEFAULT_MIX = "q1r2b2h2p3"
#: the letters a mix weighs, either case
_MIX = LETTERS_BUT_KING + LETTERS_BUT_KING.upper()


class GenError(ValueError):
    """Options the generator refuses."""


# ---------------------------------------------------------------- options
def _parse_range(text: str, what: str) -> Tuple[int, int]:
    """``N`` or ``LO:HI`` (also ``LO-HI``, ``LO..HI``...) as ``(LO, HI)``."""
    m = re.fullmatch(r"\s*(\d+)\s*(?:[:.,-]{1,2}\s*(\d+)\s*)?", str(text))
    if not m:
        raise GenError(f"{what} must be N or LO:HI, not {text!r}")
    lo = int(m.group(1))
    hi = int(m.group(2)) if m.group(2) else lo
    if lo > hi:
        raise GenError(f"{what}: {lo} > {hi}")
    return lo, hi


def _parse_mix(text: str) -> Mix:
    """``q1r2b2h2p3`` as the letters with a weight and their weights."""
    items = re.findall(rf"([{_MIX}])\s*=?\s*(\d+)", text)
    if not items or re.sub(rf"[{_MIX}]\s*=?\s*\d+|[\s,;]", "", text):
        raise GenError(f"--mix must look like 'q1r2b2h2p3' (weights of queens, rooks, bishops, knights, pawns), "
                       f"not {text!r}")
    weights: Dict[str, int] = {}
    for letter, w in items:
        weights[letter.lower()] = weights.get(letter.lower(), 0) + int(w)
    letters = "".join(sorted(weights, key=LETTERS_BUT_KING.index))
    ws = [weights[c] for c in letters]
    if sum(ws) == 0:
        raise GenError("--mix: the weights are all zero")
    return letters, ws


# ------------------------------------------------------------------ driver
def generate(format: str, *, seed: int, boards: int = 10, kind: str = "mixed", size: str = "",
             pieces: str = "", mix: str = DEFAULT_MIX, moves: str = "1:60", progress: bool = False) -> str:
    """A whole input file as text: :func:`generate_bytes`, decoded."""
    return generate_bytes(format, seed=seed, boards=boards, kind=kind, size=size, pieces=pieces, mix=mix,
                          moves=moves, progress=progress).decode("ascii")


def generate_bytes(format: str, *, seed: int, boards: int = 10, kind: str = "mixed", size: str = "",
                   pieces: str = "", mix: str = DEFAULT_MIX, moves: str = "1:60", progress: bool = False) -> bytes:
    """A whole input file as ASCII bytes: :func:`generate_parts`, joined."""
    return b"".join(generate_parts(format, seed=seed, boards=boards, kind=kind, size=size, pieces=pieces,
                                   mix=mix, moves=moves, progress=progress))


def generate_parts(format: str, *, seed: int, boards: int = 10, kind: str = "mixed", size: str = "",
                   pieces: str = "", mix: str = DEFAULT_MIX, moves: str = "1:60",
                   progress: bool = False) -> List[bytes]:
    """A whole input file as ASCII bytes in pieces (their concatenation is
    the file; a big file is written without joining it into one more copy).

    ``format``: ``grid``/``A``, ``sparse``/``B`` or ``ostap``/``C``;
    ``seed`` any integer; ``boards`` the number of boards (A/B); ``kind`` one
    of :data:`KINDS` (A/B) or :data:`OSTAP_KINDS` (C); ``size`` the board
    side ``N`` or ``LO:HI`` (B, default ``8:10^18``); ``pieces`` the piece
    count per board ``N`` or ``LO:HI`` (default ``2:16`` for A, ``2:40``
    for B; a pattern may need a few more, and the total stays <= 10^6);
    ``mix`` the weights of random pieces; ``moves`` P or ``LO:HI`` (C).
    ``progress``: a bar counting the boards on stderr when that is a
    terminal (:func:`~.progress.with_progress`).  Raises :class:`GenError`
    (a ValueError) for options outside the format's default limits."""
    fmt = FORMAT_ALIASES.get(str(format).lower())
    if fmt is None:
        raise GenError(f"format must be grid (A), sparse (B) or ostap (C), not {format!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise GenError(f"seed must be an integer, not {seed!r}")
    seed &= MASK64
    if fmt == "ostap":
        if kind not in OSTAP_KINDS:
            raise GenError(f"kind for format C must be one of {', '.join(OSTAP_KINDS)}, not {kind!r}")
        lo, hi = _parse_range(moves, "--moves")
        if not 1 <= lo <= hi <= 60:
            raise GenError("--moves must be within 1..60 (Timus: P <= 60)")
        return [game_text(seed, 0, kind, (lo, hi)).encode("ascii")]
    if kind not in KINDS:
        raise GenError(f"kind for formats A/B must be one of {', '.join(KINDS)}, not {kind!r}")
    lim = LIMITS[fmt]
    if not 1 <= boards <= lim["boards"]:
        raise GenError(f"--boards must be within 1..{lim['boards']} for format {'A' if fmt == 'grid' else 'B'}")
    if fmt == "grid":
        if size and _parse_range(size, "--size") != (8, 8):
            raise GenError("format A boards are 8x8: --size does not apply")
        if kind == "big":
            raise GenError("--kind big is for format B")
        sz = (8, 8)
    else:
        sz = _parse_range(size, "--size") if size else (8, MAX_N)
        if not 8 <= sz[0] <= sz[1] <= MAX_N:
            raise GenError("--size must be within 8..10^18 (CSTATE3)")
        if kind == "big" and sz[1] < 10**6:
            raise GenError("--kind big needs boards up to at least 10^6")
    pc = _parse_range(pieces, "--pieces") if pieces else ((2, 16) if fmt == "grid" else (2, 40))
    if pc[0] < 2 or pc[1] > lim["pieces"]:
        raise GenError(f"--pieces must be within 2..{lim['pieces']}")
    if fmt == "sparse" and boards * 2 > lim["total"]:
        raise GenError("too many boards for 10^6 pieces in all")
    if fmt == "grid" and pc[1] > 40:
        pc = (min(pc[0], 40), 40)   # a crowded 8x8 board has no room for the patterns
    mixw = _parse_mix(mix)
    built = build_boards(fmt, seed, boards, kind, sz, pc, mixw)
    return boards_parts(fmt, with_progress(built, boards) if progress else built, seed)
