"""A clock the store tests move by hand (the store takes its clock as a parameter)."""

from __future__ import annotations


class Clock:
    """A clock the tests move by hand."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
