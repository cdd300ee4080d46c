"""The error of the package builders: options or a target directory they refuse."""
from __future__ import annotations

__all__ = ["PackageError"]


class PackageError(ValueError):
    """Options or a target directory the builder refuses."""
