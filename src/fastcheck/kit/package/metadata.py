"""A problem package's metadata: title, credits, licence, time limit and
the problem's ``uuid``, with the defaults every package kind writes (each
kind puts them where its format expects them)."""
from __future__ import annotations

import hashlib
import json
import math
import shlex
import uuid
from dataclasses import dataclass, fields
from typing import Optional

from ...variants import Variant
from .errors import PackageError

__all__ = ["Metadata", "DEFAULT", "check_metadata", "problem_uuid", "variant_identity", "AUTHOR", "LICENSES", "NAMES",
           "TIME_LIMIT"]

#: the people credited for the package (statement, tests, programs) by default
AUTHOR = "fastcheck developers"
#: the licences the problem package formats name (problem.yaml's ``license``)
LICENSES = ("unknown", "public domain", "cc0", "cc by", "cc by-sa", "educational", "permission")
#: the problems' titles by default
NAMES = {"grid": "Check on the Small Board", "sparse": "Check on a Huge Board", "ostap": "Ostap's Chess"}
#: seconds: what problemtools' verifyproblem sets, max(1 s, the slowest accepted submission's CPU time on a
#: test x the time multiplier, rounded up to whole seconds) -- 1 s, as every accepted program of the package
#: needs at most 0.2 s a test, less than half of it
TIME_LIMIT = 1


@dataclass(frozen=True)
class Metadata:
    """A problem package's title, credits, licence and time limit.

    Args:
        title: the problem's title (``None``: the format's own).
        author: the problem's author.
        rights_owner: who owns the rights to it (``None``: the author).
        license: one of ``LICENSES``.
        time_limit: the time limit, in seconds.
    """

    title: Optional[str] = None
    author: str = AUTHOR
    rights_owner: Optional[str] = None
    license: str = "cc by-sa"
    time_limit: float = TIME_LIMIT

    def name(self, fmt: str) -> str:
        """The problem's title.

        Args:
            fmt: the input format, ``grid``, ``sparse`` or ``ostap`` (whose
                own title is taken when :attr:`title` is ``None``).
        """
        return self.title if self.title is not None else NAMES[fmt]

    def owner(self) -> str:
        """Who owns the rights: ``rights_owner``, else the author."""
        return self.rights_owner if self.rights_owner is not None else self.author

    def seconds(self) -> str:
        """The time limit as written: ``1``, ``2.5``."""
        return f"{self.time_limit:g}"

    def options(self) -> str:
        """The command-line options that give these values (none for the defaults)."""
        out = ""
        for f in fields(self):
            value = getattr(self, f.name)
            if value != f.default:
                shown = self.seconds() if f.name == "time_limit" else shlex.quote(str(value))
                out += f" --{f.name.replace('_', '-')} {shown}"
        return out


#: today's values
DEFAULT = Metadata()


def check_metadata(meta: Metadata) -> Metadata:
    """``meta`` when every value is one a package can carry; else a
    :class:`PackageError` naming the option."""
    for name in ("title", "author", "rights_owner"):
        value = getattr(meta, name)
        if value is None and name in ("title", "rights_owner"):
            continue
        if not isinstance(value, str):
            raise TypeError(f"{name} must be a str, not {type(value).__name__}")
        if not value.strip() or any(c in value for c in "\r\n"):
            raise PackageError(f"--{name.replace('_', '-')} must be one non-empty line, not {value!r}")
    if meta.license not in LICENSES:
        raise PackageError(f"--license must be one of {', '.join(LICENSES)}, not {meta.license!r}")
    limit = meta.time_limit
    if isinstance(limit, bool) or not isinstance(limit, (int, float)):
        raise TypeError(f"time_limit must be a number of seconds, not {type(limit).__name__}")
    if not (math.isfinite(limit) and 0 < limit <= 3600):
        raise PackageError(f"--time-limit must be a number of seconds within 0..3600 (above 0), not {limit!r}")
    return meta


def problem_uuid(short_name: str, title: str, fmt: str, variant: str, preset: str, lang: str) -> uuid.UUID:
    """The problem's ``uuid``, derived from what makes it the problem it is:
    its short name (the package directory's name), title, format, variant
    (:func:`variant_identity`), limits preset and verdict wording.  The same
    problem gets the same uuid in every package kind and on every run, so
    that a judge that imports a new package of it updates the problem it
    has; two problems never share one (a judge refuses or merges them)."""
    ident = json.dumps([short_name, title, fmt, variant, preset, lang], ensure_ascii=False)
    return uuid.uuid5(uuid.NAMESPACE_URL, "fastcheck/problem/" + ident)


def variant_identity(variant: Variant) -> str:
    """A built-in variant's name; for a variant file's, a digest of its
    pieces (letters, names, moves, FEN letters) and rules, so that the same
    pieces give the same identity whatever the file is called."""
    if variant.builtin_name:
        return variant.builtin_name
    rows = [[row.letter, row.name, row.betza, row.fen, bool(row.pawn), bool(row.royal)] for row in variant.kinds]
    text = json.dumps([rows, variant.double_step], ensure_ascii=False)
    return "file:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
