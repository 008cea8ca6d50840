"""One square as the territory notation writes it (RULES.md §4): its print, then its marks.

The core's token is a printed square or the centre tile; a game whose squares carry more (fire
tokens, wooden resources, cavemen; resource tokens and gold) writes them as marks after the
print, in a `Token` subclass of its own (rules.core.notation reads them through the box).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.pieces import SquareSpec

HUT = "H"


@dataclass(frozen=True)
class Token:
    """One square of the notation."""

    spec: SquareSpec | None  # None: the hut (or castle)
    centre: str = HUT  # the letter the hut or castle is written with

    def __str__(self) -> str:
        return (self.centre if self.spec is None else str(self.spec)) + self.marks()

    def marks(self) -> str:
        """What the square carries, written after its print ("r", "!2", "@hunter", "$3")."""
        return ""

    def holds_pieces(self) -> bool:
        """Whether the square carries a piece besides its print (a wooden resource, a fire
        token, a caveman): a domino's half never does."""
        return False


__all__ = ["HUT", "Token"]
