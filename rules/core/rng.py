"""A small portable random generator, so that a seed means the same game on any machine.

Python's `random` could change its algorithms between versions; SplitMix64 is a few lines of
integer arithmetic whose output is fixed forever.
"""

from __future__ import annotations

from typing import TypeVar

_SPAN = 1 << 64
_MASK = _SPAN - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
T = TypeVar("T")


class Rng:
    """SplitMix64. The whole state is one int, stored with the game."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in [0, n), without bias (Lemire's multiply-and-reject)."""
        if n <= 0:
            raise ValueError("n must be positive")
        while True:
            m = self.next64() * n
            low = m & _MASK
            if low >= n or low >= _SPAN % n:
                return m >> 64

    def shuffle(self, items: list[T]) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
