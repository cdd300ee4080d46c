"""Reproducible random and adversarial inputs for formats A, B and C.

Every random choice comes from ``SplitMix64``, a small generator in
pure Python with explicit 64-bit arithmetic, so the same seed and options
give the same file on every platform and every version of Python (the
``random`` module is not used).  Each board (or game) draws from its own
stream, derived from the seed and its number.

Formats A (``grid``) and B (``sparse``), ``--kind``:

``random``
    pieces (``--mix``) scattered in a window, so they meet;
``check``
    a forced check by a random piece (sliders at any distance,
    adjacent ones too) and defenders that can capture or block;
``pin``
    a check plus pieces pinned on other lines through the king;
``double``
    two checkers: only king steps count;
``mate``
    mating patterns (smothered, back rank, queen with king support,
    two-rook ladder over long lines) in a corner or on an edge;
``block``
    a check along a long line with defenders that block it
    anywhere on the line (rooks, bishops, queens, knights, pawns),
    some of them pinned;
``big``
    format B only: boards near the 10^18 border, kings on the edges,
    checkers and pinners at the far end of lines of length ~10^18;
``mixed``
    (default) a random kind per board.

Format C (``ostap``), ``--kind``: ``random``, ``long`` (all 60 moves),
``check``, ``mate``, ``draw``, ``incorrect``, ``mixed``.  The games are
played with :class:`fastcheck.game.OstapGame` (mate and stalemate hunted
greedily in endgames); moves after the end of the game are random
well-formed moves, which the rules ignore.

Generated files always pass ``fastcheck validate`` with the format's
default limits (``ksp`` for A, ``cstate3`` for B, ``timus`` for C); options
that would break them are refused, and so are options of another format
and requests no board can meet (``check_options()``).

Format B, ``--variant``: the pieces of a variant (``fairy``, or a variant
file's: any leaper, stepper or rider), its own kinds among the random
pieces (``--mix`` weighs every kind of the variant; by default each of
its own kinds weighs 2) and in every pattern: a checker, a defender, a
pinned piece or a pinner along its lines, a mating piece
(its ``kinds`` module).  The classic variant's files are byte for byte those
they always were.

``--pieces`` is the number of pieces per board, drawn from ``LO..HI``.  A
kind's pattern is placed first and whole, so a board holds at least its
pattern's pieces (``scenarios.PATTERN_PIECES``: 2, the kings, for
``random``; up to 8 for ``check``, 12 ``pin``, 6 ``double``, 6 ``mate``, 15
``block``, 14 ``big``); random pieces fill it up to the count drawn.  They
keep off the pattern's lines and away from the kings, so a crowded small
board may hold fewer; a board of side ``n`` holds at most ``n*n`` pieces,
and gen puts at most 40 on a format A board.

The package: ``rng`` (the PRNG), ``board`` (the board under
construction), ``scenarios`` (formats A/B), ``games`` (format C),
``progress`` (the bar of long runs); this module checks the options
(the ``fastcheck gen`` command is ``fastcheck.cli.gen``).  The hot loops of formats A and B (the
random pieces that fill a board, the shuffled order of its lines, the
format B text) run in the compiled core (``_gen``), draw for draw as
their pure-Python twins: a file of 10^6 pieces takes about a second.
"""
from __future__ import annotations

import re
import shlex
from typing import TYPE_CHECKING, Dict, List, Mapping, Optional, Tuple

from ...formats import FORMAT_ALIASES, FORMAT_NAMES, MAX_N
from ...kinds import CLASSIC, KIND_NAMES, KIND_OF_LETTER, LETTERS_BUT_KING
from ...variants import Variant, installed_variant
from .games import INITIAL, OSTAP_KINDS, game_text
from .kinds import CLASSIC_KINDS, DEFAULT_WEIGHTS, GenKinds, gen_kinds
from .progress import with_progress
from .rng import MASK64, SplitMix64, derive
from .scenarios import GRID_PIECES, KINDS, LIMITS, PATTERN_PIECES, Mix, boards_parts, build_boards

if TYPE_CHECKING:
    from ...kinds import VariantLike

__all__ = ["SplitMix64", "derive", "generate", "generate_bytes", "generate_parts", "check_options", "GenError",
           "KINDS", "OSTAP_KINDS", "INITIAL", "LIMITS", "PIECES_HELP", "FORMAT_ALIASES", "DEFAULT_KIND",
           "DEFAULT_MIX", "DEFAULT_WEIGHTS", "default_mix", "MIX_KINDS", "DEFAULT_MOVES", "DEFAULT_BOARDS",
           "OPTION_FLAGS", "gen_command", "variant_option"]

DEFAULT_KIND = "mixed"


def default_mix(letters: str) -> str:
    """The default ``--mix`` of the classic kinds of ``letters``, each with
    its weight from :data:`DEFAULT_WEIGHTS`: a kind without one is a
    ``KeyError`` naming it, never left out of the mix (a variant's mix:
    :attr:`.kinds.GenKinds.default_mix`, every kind weighed)."""
    return "".join(f"{letter}{DEFAULT_WEIGHTS[KIND_OF_LETTER[letter]]}" for letter in letters)


#: the weights of random pieces by default (``q1r2b2h2p3``), over the classic kinds but the king
DEFAULT_MIX = default_mix(LETTERS_BUT_KING)
#: the names of the kinds a mix weighs, in its order (queen, rook, bishop, knight, pawn)
MIX_KINDS = tuple(KIND_NAMES[KIND_OF_LETTER[letter]] for letter in LETTERS_BUT_KING)
DEFAULT_MOVES = "1:60"
DEFAULT_BOARDS = 10
#: the flags of ``fastcheck gen``'s options, the one a command line is written with first
OPTION_FLAGS = {"seed": ("--seed",), "kind": ("--kind",), "boards": ("-t", "--boards"), "size": ("--size",),
                "pieces": ("--pieces",), "mix": ("--mix",), "moves": ("--moves",), "variant": ("--variant",)}
#: the options of some formats only: how messages name each (``-t/--boards``), and its formats
OPTION_FORMATS = {name: ("/".join(OPTION_FLAGS[name]), formats)
                  for name, formats in (("boards", ("grid", "sparse")), ("size", ("sparse",)),
                                        ("pieces", ("grid", "sparse")), ("mix", ("grid", "sparse")),
                                        ("moves", ("ostap",)), ("variant", ("sparse",)))}
#: what ``--pieces`` means, for ``--help`` (the numbers from ``PATTERN_PIECES``)
PIECES_HELP = ("A/B: pieces per board, N or drawn from LO..HI (default: 2:16 for A, 2:40 for B). The --kind "
               "pattern is placed first and whole, so a board holds at least its pattern's pieces: "
               + ", ".join(f"{'the 2 kings' if k == 'random' else 'up to ' + str(v)} for {k}"
                           for k, v in PATTERN_PIECES.items())
               + " (mixed: those of the kind drawn for the board); random pieces fill it up to the count, "
                 "keeping off the pattern's lines and away from the kings (a crowded small board may hold "
                 "fewer). At most n*n on a board of side n, "
                 f"{GRID_PIECES} on a format A board")


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


def _parse_mix(text: str, kinds: GenKinds = CLASSIC_KINDS) -> Mix:
    """``q1r2b2h2p3`` as the letters with a weight and their weights: any
    letter of the variant's ``kinds`` but the king's, in either case."""
    letters_but_king = kinds.but_king
    either = letters_but_king + letters_but_king.upper()
    items = re.findall(rf"([{either}])\s*=?\s*(\d+)", text)
    if not items or re.sub(rf"[{either}]\s*=?\s*\d+|[\s,;]", "", text):
        raise GenError(f"--mix must look like '{kinds.default_mix}' (weights of "
                       f"{', '.join(k + 's' for k in kinds.mix_names)}), not {text!r}")
    weights: Dict[str, int] = {}
    for letter, w in items:
        weights[letter.lower()] = weights.get(letter.lower(), 0) + int(w)
    letters = "".join(sorted(weights, key=letters_but_king.index))
    ws = [weights[c] for c in letters]
    if sum(ws) == 0:
        raise GenError("--mix: the weights are all zero")
    return letters, ws


def check_options(format: str, **given: object) -> str:
    """The canonical format name of ``format``; raises :class:`GenError`
    when an option in ``given`` (``boards``, ``size``, ``pieces``, ``mix``,
    ``moves``; ``None`` or ``""`` for not given) does not apply to it:
    such an option would be ignored without a word.  ``--size 8`` is
    accepted for format A, whose boards are 8x8."""
    fmt = FORMAT_ALIASES.get(str(format).lower())
    if fmt is None:
        raise GenError(f"format must be grid (A), sparse (B) or ostap (C), not {format!r}")
    for name, value in given.items():
        flag, formats = OPTION_FORMATS[name]
        if value is None or value == "" or fmt in formats:
            continue
        if name == "size" and fmt == "grid":
            if _parse_range(str(value), "--size") != (8, 8):
                raise GenError("format A boards are 8x8: --size does not apply")
            continue
        where = " and ".join(FORMAT_NAMES[f] for f in formats)
        raise GenError(f"{flag} applies to {where} only, not to {FORMAT_NAMES[fmt]}")
    return fmt


def gen_command(format: str, options: Mapping[str, object], *, default_kind: bool = True) -> str:
    """The ``fastcheck gen`` command line that writes ``generate(format,
    **options)``: the options in the order given, each by its first flag
    (:data:`OPTION_FLAGS`), shell-quoted.  An option not given (``None`` or
    ``""``) is left out for gen's default; so is the default kind
    (:data:`DEFAULT_KIND`) when ``default_kind`` is false."""
    parts = ["fastcheck", "gen", format]
    for name, value in options.items():
        if value is None or value == "" or (name == "kind" and value == DEFAULT_KIND and not default_kind):
            continue
        parts += [OPTION_FLAGS[name][0], str(value)]
    return " ".join(shlex.quote(p) for p in parts)


# ------------------------------------------------------------------ driver
def generate(format: str, *, seed: int, boards: Optional[int] = None, kind: str = DEFAULT_KIND,
             size: Optional[str] = None, pieces: Optional[str] = None, mix: Optional[str] = None,
             moves: Optional[str] = None, progress: bool = False, variant: VariantLike = CLASSIC) -> str:
    """A whole input file as text: :func:`generate_bytes`, decoded.

    An option left out (``None``) takes its default; an option given for a
    format it does not apply to is an error.

    Args:
        format: ``grid``/``A``, ``sparse``/``B`` or ``ostap``/``C``.
        seed: any integer; the same seed and options give the same file.
        boards: the number of boards (A/B, default 10).
        kind: one of :data:`KINDS` (A/B) or :data:`OSTAP_KINDS` (C).
        size: the board side ``N`` or ``LO:HI`` (B, default ``8:10^18``).
        pieces: the piece count per board ``N`` or ``LO:HI`` (A/B, default
            ``2:16`` for A, ``2:40`` for B; a board holds at least its
            pattern's pieces: see the module's docstring; the total stays
            <= 10^6).
        mix: the weights of random pieces (A/B, default ``q1r2b2h2p3``;
            any letter of the variant's but the king's).
        moves: P or ``LO:HI`` (C, default ``1:60``).
        progress: a bar counting the boards on stderr when that is a
            terminal (``with_progress()``).
        variant: the pieces of format B (``classic``, ``fairy``, a variant
            file's path or a :class:`~fastcheck.Variant`): its kinds in the
            random pieces and the patterns, the default mix weighing each.

    Raises:
        GenError: (a ValueError) for options outside the format's default
            limits, of another format, or asking for more pieces than the
            boards hold.
    """
    return generate_bytes(format, seed=seed, boards=boards, kind=kind, size=size, pieces=pieces, mix=mix,
                          moves=moves, progress=progress, variant=variant).decode("ascii")


def generate_bytes(format: str, *, seed: int, boards: Optional[int] = None, kind: str = DEFAULT_KIND,
                   size: Optional[str] = None, pieces: Optional[str] = None, mix: Optional[str] = None,
                   moves: Optional[str] = None, progress: bool = False, variant: VariantLike = CLASSIC) -> bytes:
    """A whole input file as ASCII bytes: ``generate_parts()``, joined.

    Args:
        format: as :func:`generate` takes it.
        seed: as :func:`generate` takes it.
        boards: as :func:`generate` takes it.
        kind: as :func:`generate` takes it.
        size: as :func:`generate` takes it.
        pieces: as :func:`generate` takes it.
        mix: as :func:`generate` takes it.
        moves: as :func:`generate` takes it.
        progress: as :func:`generate` takes it.
        variant: as :func:`generate` takes it.
    """
    return b"".join(generate_parts(format, seed=seed, boards=boards, kind=kind, size=size, pieces=pieces,
                                   mix=mix, moves=moves, progress=progress, variant=variant))


def variant_option(variant: Variant) -> Optional[str]:
    """How ``fastcheck gen`` is told ``variant`` (:func:`gen_command`'s
    ``variant``): ``None`` for the classic one (gen's default), else its
    name or its file's path."""
    return None if variant.is_classic else variant.label


def generate_parts(format: str, *, seed: int, boards: Optional[int] = None, kind: str = DEFAULT_KIND,
                   size: Optional[str] = None, pieces: Optional[str] = None, mix: Optional[str] = None,
                   moves: Optional[str] = None, progress: bool = False,
                   variant: VariantLike = CLASSIC) -> List[bytes]:
    """A whole input file as ASCII bytes in pieces (their concatenation is
    the file; a big file is written without joining it into one more copy).
    The options are :func:`generate`'s."""
    found = installed_variant(variant)         # the one variant every step below takes
    fmt = check_options(format, boards=boards, size=size, pieces=pieces, mix=mix, moves=moves,
                        variant=variant_option(found))
    kinds = gen_kinds(found)
    boards = DEFAULT_BOARDS if boards is None else boards
    mix = kinds.default_mix if mix is None else mix
    moves = DEFAULT_MOVES if moves is None else moves
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
    if fmt == "grid" and pc[1] > GRID_PIECES:
        raise GenError(f"--pieces must be within 2..{GRID_PIECES} for format A: a crowded 8x8 board has no room "
                       "for the patterns")
    if pc[1] > sz[1] ** 2:
        raise GenError(f"--pieces {pc[1]} do not fit on a board of side {sz[1]} ({sz[1] ** 2} squares): "
                       f"ask for at most {sz[1] ** 2} pieces or larger boards (--size)")
    mixw = _parse_mix(mix, kinds)
    built = build_boards(fmt, seed, boards, kind, sz, pc, mixw, kinds)
    return boards_parts(fmt, with_progress(built, boards) if progress else built, seed)
