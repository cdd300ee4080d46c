"""A problem package's metadata: title, credits, licence, time limit and
the problem's ``uuid``, with the defaults every package kind writes (each
kind puts them where its format expects them)."""
from __future__ import annotations

import math
import shlex
import uuid
from dataclasses import dataclass, fields
from typing import Optional

from .errors import PackageError

__all__ = ["Metadata", "DEFAULT", "check_metadata", "problem_uuid", "AUTHOR", "LICENSES", "NAMES", "TIME_LIMIT"]

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
        rights_owner: who owns the rights to it.
        license: one of ``LICENSES``.
        time_limit: the time limit, in seconds.
    """

    title: Optional[str] = None
    author: str = AUTHOR
    rights_owner: str = AUTHOR
    license: str = "cc by-sa"
    time_limit: float = TIME_LIMIT

    def name(self, fmt: str) -> str:
        """The problem's title.

        Args:
            fmt: the input format, ``grid``, ``sparse`` or ``ostap`` (whose
                own title is taken when :attr:`title` is ``None``).
        """
        return self.title if self.title is not None else NAMES[fmt]

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
        if value is None and name == "title":
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


def problem_uuid(fmt: str, preset: str, lang: str) -> uuid.UUID:
    """The problem's ``uuid``: the same for the same problem (format, limits
    preset, wording) in every package kind and on every run, so that a judge
    that imports a new package of it updates the problem it has."""
    return uuid.uuid5(uuid.NAMESPACE_URL, f"fastcheck/kattis/{fmt}/{preset}/{lang}")
