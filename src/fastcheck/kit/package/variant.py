"""A package's variant: the pieces of the problem (:mod:`fastcheck.variants`),
checked against its format, and how the package's texts and programs carry
them."""
from __future__ import annotations

import shlex
from typing import Any

from ...formats import FORMAT_NAMES
from ...kinds import CLASSIC
from ...variants import Variant, resolve_variant
from .errors import PackageError

__all__ = ["check_variant", "variant_option"]


def check_variant(fmt: str, variant: Any) -> Variant:
    """The :class:`~fastcheck.variants.Variant` that ``variant`` names
    (:func:`~fastcheck.variants.resolve_variant`); a variant but the classic
    one has letters in format B only, so another format with it is a
    :class:`PackageError`, as a bad name or variant file is."""
    try:
        found = resolve_variant(variant)
    except (ValueError, OSError) as exc:        # a FormatError is a ValueError
        raise PackageError(f"--variant: {exc}") from None
    if found.builtin_name != CLASSIC and fmt != "sparse":
        raise PackageError(f"--variant {variant_label(found)} needs --format sparse: its pieces have letters in "
                           f"{FORMAT_NAMES['sparse']} only, not in {FORMAT_NAMES.get(fmt, fmt)}")
    return found


def variant_label(variant: Variant) -> str:
    """How an option names ``variant``: a built-in one's name, a file's path."""
    return variant.builtin_name or str(variant.path or variant.name)


def variant_option(variant: Variant) -> str:
    """The ``--variant`` option of a rebuild command (none for the classic variant)."""
    return "" if variant.builtin_name == CLASSIC else f" --variant {shlex.quote(variant_label(variant))}"
