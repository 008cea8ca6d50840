"""A kingdom of the Resource Tokens variant: the core's squares, the resource tokens on them
(1 or 2 each; their kind follows the terrain), the gold on the castle and the gold on each witch
used (by its square).

Its notation token writes them as marks: "r" one token, "rN" N of them, "$N" N gold (on the
castle, or on a used witch: a swamp with crowns, as much gold as crowns).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Self

from rules.boxes.resources.pieces import TERRAIN_TOKEN, TOKEN_KINDS
from rules.core.grid import Grid
from rules.core.territory import Territory
from rules.core.token import Token

if TYPE_CHECKING:
    from rules.core.box import Box


@dataclass(frozen=True)
class HarvestToken(Token):
    """A square of a kingdom of the variant in the notation, with its tokens and gold."""

    resource_tokens: int = 0
    gold: int = 0

    def marks(self) -> str:
        text = ""
        if self.resource_tokens:
            text += "r" if self.resource_tokens == 1 else f"r{self.resource_tokens}"
        if self.gold:
            text += f"${self.gold}"
        return text


class HarvestTerritory(Territory):
    """A castle and its kingdom, with resource tokens and gold."""

    __slots__ = ("gold", "resource_tokens", "witches")

    resource_tokens: dict[int, int]
    gold: int
    witches: dict[int, int]

    def __init__(self, grid: Grid, box: Box) -> None:
        super().__init__(grid, box)
        self.resource_tokens = {}  # cell -> tokens there
        self.gold = 0  # on the castle
        self.witches = {}  # cell -> gold spent on the witch there

    def copy(self) -> Self:
        new = super().copy()
        new.resource_tokens = self.resource_tokens.copy()
        new.gold = self.gold
        new.witches = self.witches.copy()
        return new

    def token_kind(self, cell: int) -> int:
        """The kind of resource token the square yields (-1: none, or no square)."""
        spec = self.specs.get(cell)
        return TERRAIN_TOKEN[spec.terrain] if spec is not None else -1

    def token_counts(self) -> tuple[int, ...]:
        """Resource tokens in the kingdom, by kind (wood, wheat, meat, fish)."""
        counts = [0] * len(TOKEN_KINDS)
        for cell, n in self.resource_tokens.items():
            counts[self.token_kind(cell)] += n
        return tuple(counts)

    def crowns_at(self, cell: int) -> int:
        spec = self.specs.get(cell)
        return spec.fires if spec is not None else 0

    def put_token(self, cell: int, tok: Token) -> None:
        Territory.put_token(self, cell, tok)
        if not isinstance(tok, HarvestToken):
            return
        if tok.spec is None:
            self.gold = tok.gold
            return
        if tok.resource_tokens:
            self.resource_tokens[cell] = tok.resource_tokens
        if tok.gold:
            self.witches[cell] = tok.gold

    def token_at(self, cell: int) -> Token | None:
        if cell == self.grid.hut:
            return HarvestToken(None, centre=self.box.centre_letter, gold=self.gold)
        spec = self.specs.get(cell)
        if spec is None:
            return None
        return HarvestToken(
            spec, resource_tokens=self.resource_tokens.get(cell, 0), gold=self.witches.get(cell, 0)
        )


__all__ = ["HarvestTerritory", "HarvestToken"]
