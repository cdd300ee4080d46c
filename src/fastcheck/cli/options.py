"""The options several commands share, defined once: ``--format`` with
every spelling of a format's name, ``-j/--jobs``, and the argparse types
that refuse a number which makes no sense (a negative job count or limit)
with argparse's usual error.  Imported only where a parser is built."""
from __future__ import annotations

import argparse
from typing import Callable, Sequence

from ..formats import FORMAT_ALIASES, FORMATS
from ..kinds import CLASSIC, FAIRY, KIND_TABLE, VARIANTS

__all__ = ["NAMES", "VARIANT_HELP", "variant_option",
           "at_least", "format_name", "spelled", "add_format", "add_jobs", "add_variant"]


def at_least(minimum: int) -> Callable[[str], int]:
    """An argparse ``type``: an integer no smaller than ``minimum``; argparse
    words a refusal as ``argument -j/--jobs: expected an integer >= 0, found -1``."""
    def integer(text: str) -> int:
        value = int(text)           # ValueError: argparse's "invalid integer value: 'x'"
        if value < minimum:
            raise argparse.ArgumentTypeError(f"expected an integer >= {minimum}, found {value}")
        return value

    return integer


def format_name(text: str) -> str:
    """An argparse ``type``: a format's name from any of its spellings
    (:data:`~fastcheck.formats.FORMAT_ALIASES`: ``B``, ``b``, ``sparse``);
    other text as it is, for argparse's ``choices`` to refuse."""
    return FORMAT_ALIASES.get(text.lower(), text)


#: the formats' names (every ``format=`` value but ``auto``)
NAMES = tuple(f for f in FORMATS if f != "auto")


def spelled(formats: Sequence[str] = NAMES) -> str:
    """The formats ``--help`` names, each with its letter: ``grid (A), sparse (B) or ostap (C)``."""
    letter = {name: alias.upper() for alias, name in FORMAT_ALIASES.items() if len(alias) == 1}
    names = [f"{f} ({letter[f]})" for f in formats if f in letter]
    return ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else "".join(names)


#: a parser or a group of its options (argparse's common base of both)
Container = argparse._ActionsContainer


def add_format(p: Container, formats: Sequence[str] = FORMATS, **kwargs) -> None:
    """``--format`` of the ``formats`` (default: every one, ``auto`` first),
    each also spelt by its letter in either case; ``kwargs`` as for
    ``add_argument`` (``dest``, ``default``, ``help``)."""
    kwargs.setdefault("default", "auto")
    kwargs.setdefault("help", f"input format: {spelled(formats)}, by name or letter (default: detected)")
    p.add_argument("--format", type=format_name, choices=tuple(formats), **kwargs)


def add_jobs(p: Container, help: str = "processes (0 = every core)", **kwargs) -> None:
    """``-j/--jobs N``, a count of processes no smaller than 0 (0: every core)."""
    kwargs.setdefault("metavar", "N")
    p.add_argument("-j", "--jobs", type=at_least(0), default=1, help=help, **kwargs)


#: what ``--variant`` means (solve's and count's)
VARIANT_HELP = ("the piece kinds (default: classic); fairy: format B with "
                + ", ".join(f"the {row.name} {row.letter}/{row.letter.upper()}" for row in KIND_TABLE
                            if row.variant == FAIRY)
                + " too (a bishop, rook or queen that also jumps as a knight); or FILE, a variant file "
                "(TOML: each piece's letter and its moves in Betza notation); format A or C with any but "
                "classic is an error")


def variant_option(text: str):
    """``--variant``'s value, resolved once here: the
    :class:`~fastcheck.variants.Variant` of a built-in variant's name or of
    a variant file (argparse shows what is wrong with one).  The command
    hands this one value to everything it calls."""
    import os

    from ..variants import Variant
    if text in VARIANTS:
        return Variant.builtin(text)
    if not os.path.exists(text):
        raise argparse.ArgumentTypeError(f"invalid choice: {text!r} (choose from {', '.join(map(repr, VARIANTS))} "
                                         "or a variant file's path)")
    try:
        return Variant.from_file(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{', '.join(VARIANTS)} or a variant file: {exc}") from None


def add_variant(p: Container, help: str = VARIANT_HELP) -> None:
    """``--variant``: the piece kinds a format B input may hold (VARIANT_HELP),
    a :class:`~fastcheck.variants.Variant` in the parsed arguments (the
    classic one by default).  Every command that reads or writes format B
    has it (tests/test_variant_commands.py walks the parser)."""
    p.add_argument("--variant", type=variant_option, default=CLASSIC, metavar="{classic,fairy,FILE}",
                   help=help)
