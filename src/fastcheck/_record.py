"""The base of fastcheck's small immutable records (``Piece``, the judge's
``JudgeResult``): a frozen dataclass's repr, equality, hash, immutability and
pickling, computed from ``__slots__``.  Written out instead of using
``dataclasses``, whose import (with ``inspect``, ``ast`` and ``dis``) was the
largest start-up cost of the command line."""
from __future__ import annotations

__all__ = ["FrozenRecord"]


class FrozenRecord:
    """Fields are the subclass's ``__slots__``, set once by ``__init__``."""

    __slots__ = ()

    def __init__(self, *values: object) -> None:
        for name, value in zip(self._fields(), values):
            object.__setattr__(self, name, value)

    def _fields(self) -> tuple[str, ...]:
        return self.__slots__  # type: ignore[return-value]  # a subclass's tuple of names

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self._fields())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields())
        return f"{type(self).__qualname__}({fields})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def __reduce__(self):  # pickling and copying (the --batch process pool) without __setattr__
        return (type(self), self._values())
