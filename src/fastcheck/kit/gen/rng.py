"""The generator's only source of randomness: SplitMix64 in pure Python.

Explicit 64-bit integer arithmetic gives the same numbers on every platform
and every version of Python (the ``random`` module is never used), so a
seed names one file for good.  The generator's hot loops draw from the same
stream in the compiled core (``_gen``: ``gen_below``, with the state
handed over in :attr:`SplitMix64.state`); this class is their reference,
and ``tests/test_gen_core.py`` checks that both give the same numbers.
"""
from __future__ import annotations

from typing import Sequence

__all__ = ["MASK64", "SplitMix64", "derive"]

MASK64 = (1 << 64) - 1


_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


class SplitMix64:
    """SplitMix64 (Steele, Lea, Flood 2014) with Python integers masked to
    64 bits: the same numbers on every platform and Python version.

    :meth:`below` and :meth:`shuffled` repeat :meth:`next64`'s three lines
    inline: the patterns of a board draw many numbers."""

    GAMMA = _GAMMA

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        self.state = z = (self.state + _GAMMA) & MASK64
        z = ((z ^ (z >> 30)) * _MIX1) & MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform in ``0..n-1`` (``1 <= n <= 2**64``), by rejection."""
        if not 1 <= n <= 1 << 64:
            raise ValueError(f"below() needs 1 <= n <= 2**64, not {n}")
        mask = (1 << (n - 1).bit_length()) - 1
        z = self.state
        while True:
            z = (z + _GAMMA) & MASK64
            y = ((z ^ (z >> 30)) * _MIX1) & MASK64
            y = ((y ^ (y >> 27)) * _MIX2) & MASK64
            v = (y ^ (y >> 31)) & mask
            if v < n:
                self.state = z
                return v

    def between(self, lo: int, hi: int) -> int:
        """Uniform in ``lo..hi`` inclusive."""
        return lo + self.below(hi - lo + 1)

    def chance(self, num: int, den: int) -> bool:
        """True with probability ``num/den``."""
        return self.below(den) < num

    def pick(self, seq: Sequence):
        """One item of ``seq``, uniformly."""
        return seq[self.below(len(seq))]

    def shuffled(self, seq: Sequence) -> list:
        """A new list: ``seq`` in a uniformly random order (Fisher-Yates)."""
        out = list(seq)
        z = self.state
        for i in range(len(out) - 1, 0, -1):
            mask = (1 << i.bit_length()) - 1         # below(i + 1), inline
            while True:
                z = (z + _GAMMA) & MASK64
                y = ((z ^ (z >> 30)) * _MIX1) & MASK64
                y = ((y ^ (y >> 27)) * _MIX2) & MASK64
                j = (y ^ (y >> 31)) & mask
                if j <= i:
                    break
            out[i], out[j] = out[j], out[i]
        self.state = z
        return out

    def weighted(self, items: Sequence, weights: Sequence[int]):
        """One of ``items``, with the integer ``weights``."""
        total = sum(weights)
        r = self.below(total)
        for item, w in zip(items, weights):
            if r < w:
                return item
            r -= w
        raise AssertionError("unreachable")

    def spread(self, hi: int) -> int:
        """``1..hi``, log-uniform: short and very long distances alike."""
        if hi <= 1:
            return 1
        e = self.below(hi.bit_length())
        lo = 1 << e
        return self.between(min(lo, hi), min((lo << 1) - 1, hi))


def derive(seed: int, *tags: int) -> SplitMix64:
    """An independent stream for ``seed`` and ``tags`` (board number...)."""
    r = SplitMix64(seed)
    for tag in tags:
        r = SplitMix64(r.next64() ^ ((tag * 0xD1B54A32D192ED03) & MASK64))
    return r
