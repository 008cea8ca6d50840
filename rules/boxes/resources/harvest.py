"""The harvest: how a game of the Resource Tokens variant is won (seed 004).

For each kind of resource token (wood, wheat, meat, fish) the player or players with the most
tokens of it, at least one, win that kind. Most kinds won wins; a tie goes to the most gold on
the castle (gold on a witch is spent); still level, the players share the place (the variant's
last tie-break, the youngest player, is not something the engine knows).

The sheet is a `Breakdown` whose total is the kinds won, so that whatever lists sheets and
totals (the referee, the simulator, the bot) reads it unchanged; its regions are the kingdom's
crown regions, shown for interest only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.boxes.resources.pieces import TOKEN_KINDS, TOKEN_NAMES
from rules.boxes.resources.territory import HarvestTerritory
from rules.core.scoring import Breakdown, FinalScores, TieBreak, sheet_fields

if TYPE_CHECKING:
    from rules.boxes.resources.state import ResourcesState


@dataclass(frozen=True)
class HarvestSheet(Breakdown):
    """One player's harvest: tokens by kind, the kinds won, gold on the castle and on witches."""

    tokens: tuple[int, ...] = (0,) * len(TOKEN_KINDS)
    won: tuple[int, ...] = ()  # the kinds this player has (or shares) the most of
    gold: int = 0  # on the castle: the tie-break
    witch_gold: int = 0  # on the witches used: spent

    @property
    def total(self) -> int:
        """Kinds won: what the game is won by."""
        return len(self.won)

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "total": self.total,
            "tokens": dict(zip(TOKEN_NAMES, self.tokens, strict=True)),
            "won": [TOKEN_NAMES[k] for k in self.won],
            "gold": self.gold,
            "witch_gold": self.witch_gold,
            "crowns": self.fire_icons,
            "squares": self.squares,
            "discarded": self.discarded,
        }


def kinds_won(counts: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """For each player, the kinds they have the most tokens of (at least one; ties all win)."""
    best = [max(c[k] for c in counts) for k in TOKEN_KINDS]
    return [tuple(k for k in TOKEN_KINDS if best[k] > 0 and c[k] == best[k]) for c in counts]


def sheets(territories: list[HarvestTerritory]) -> tuple[HarvestSheet, ...]:
    counts = [t.token_counts() for t in territories]
    won = kinds_won(counts)
    return tuple(
        HarvestSheet(
            **sheet_fields(terr, frozenset(), p),
            tokens=counts[p],
            won=won[p],
            gold=terr.gold,
            witch_gold=sum(terr.witches.values()),
        )
        for p, terr in enumerate(territories)
    )


@dataclass(frozen=True)
class GoldTieBreak(TieBreak):
    """Players level on kinds won, told apart by the gold on their castles (or not)."""

    gold: tuple[int, ...] = ()  # each player's gold, in `players` order

    def __str__(self) -> str:
        names = ", ".join(f"player {p + 1}" for p in self.players)
        won = f"{self.points} kind{'s' * (self.points != 1)}"
        head = f"{names} tie on {won} won"
        if self.decided_by == "shared":
            return f"{head} and {self.gold[0]} gold each: they share the place"
        gold = " against ".join(map(str, self.gold))
        tail = "; those level on gold share a place" if len(set(self.gold)) < len(self.gold) else ""
        return f"{head}; the most gold on the castle decides ({gold}){tail}"


def rank(table: tuple[HarvestSheet, ...]) -> tuple[tuple[tuple[int, int], ...], tuple[TieBreak, ...]]:
    """Places by kinds won, then gold on the castle; still level: a shared place."""
    order = sorted(table, key=lambda b: (-b.total, -b.gold, b.player))
    ranking = []
    place = 0
    for i, b in enumerate(order):
        if i == 0 or (b.total, b.gold) != (order[i - 1].total, order[i - 1].gold):
            place = i + 1
        ranking.append((place, b.player))
    breaks: list[TieBreak] = []
    for total in sorted({b.total for b in table}, reverse=True):
        level = [b for b in order if b.total == total]
        if len(level) > 1:
            gold = tuple(b.gold for b in level)
            decided = "shared" if len(set(gold)) == 1 else "gold"
            breaks.append(
                GoldTieBreak(
                    players=tuple(b.player for b in level),
                    points=total,
                    largest_regions=tuple(b.largest_region for b in level),
                    fire_icons=tuple(b.fire_icons for b in level),
                    decided_by=decided,
                    word="gold",
                    gold=gold,
                )
            )
    return tuple(ranking), tuple(breaks)


def final_harvest(state: ResourcesState) -> FinalScores:
    """Every player's harvest and the ranking; mid-game, the harvest as it would be now."""
    table = sheets(state.territories)
    ranking, breaks = rank(table)
    return FinalScores(table, ranking, breaks)


def kinds_won_now(state: ResourcesState, player: int) -> int:
    """The kinds a player would win if the harvest were now (what the table shows)."""
    return len(kinds_won([t.token_counts() for t in state.territories])[player])
