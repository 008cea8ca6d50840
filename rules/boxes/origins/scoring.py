"""Kingdomino Origins' score sheet: the regions and bonuses of every game, and its modes' own
lines: in Totem mode a point per wooden resource and the totems held, in Tribe mode the cavemen
(each hunter-gatherer by what is around it, warriors by groups).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.boxes.origins.pieces import (
    CAVEMAN_NAMES,
    FIRE_LADY,
    FIRE_LADY_POINTS,
    GATHERER_RULES,
    PAINTER,
    PAINTER_POINTS,
    RESOURCE_NAMES,
    RESOURCE_TERRAIN,
    SHAMAN,
    SHAMAN_POINTS,
    TOTEM_POINTS,
    WARRIOR_POWER,
)
from rules.boxes.origins.territory import OriginsTerritory
from rules.core.grid import Square, bit_list
from rules.core.scoring import Breakdown, sheet_fields
from rules.core.scoring import quick_score as regions_and_bonuses
from rules.names import Mode, Option

if TYPE_CHECKING:
    from rules.boxes.origins.state import OriginsState


@dataclass(frozen=True)
class CavemanScore:
    kind: int
    square: Square
    points: int
    why: str  # e.g. "4 mammoths × 3", in English (the referee's)
    # The same as data, for words in any language: `count` of `counted` around, `each` points.
    count: int = 0
    counted: str = ""  # "mammoth", "fish", "mushroom", "flint", "resource", "fire" or "caveman"
    each: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": CAVEMAN_NAMES[self.kind],
            "square": str(self.square),
            "points": self.points,
            "why": self.why,
        }


@dataclass(frozen=True)
class WarriorGroup:
    squares: tuple[Square, ...]
    power: int

    @property
    def points(self) -> int:
        return len(self.squares) * self.power


@dataclass(frozen=True)
class OriginsSheet(Breakdown):
    """One player's Origins score sheet: the common lines, then the resources, totems and
    cavemen (empty where the mode scores none)."""

    resources: tuple[int, int, int, int] = (0, 0, 0, 0)  # wooden resources left, by kind
    resource_points: int = 0
    totems: tuple[int, ...] = ()  # resources whose totem the player holds
    cavemen: tuple[CavemanScore, ...] = ()
    warrior_groups: tuple[WarriorGroup, ...] = ()

    @property
    def totem_points(self) -> int:
        return sum(TOTEM_POINTS[r] for r in self.totems)

    @property
    def caveman_points(self) -> int:
        """Hunter-gatherers and warrior groups together."""
        return sum(c.points for c in self.cavemen) + sum(w.points for w in self.warrior_groups)

    @property
    def total(self) -> int:
        return super().total + self.resource_points + self.totem_points + self.caveman_points

    def lines_json(self) -> dict[str, Any]:
        return {
            "resources": {
                "count": dict(zip(RESOURCE_NAMES, self.resources, strict=True)),
                "points": self.resource_points,
            },
            "totems": {RESOURCE_NAMES[r]: TOTEM_POINTS[r] for r in self.totems},
            "cavemen": [c.to_json() for c in self.cavemen],
            "warrior_groups": [
                {"squares": [str(s) for s in g.squares], "power": g.power, "points": g.points}
                for g in self.warrior_groups
            ],
        }


def caveman_scores(terr: OriginsTerritory) -> tuple[tuple[CavemanScore, ...], tuple[WarriorGroup, ...]]:
    """Each hunter-gatherer's points, and each group of warriors (ruling: orthogonal groups)."""
    g = terr.grid
    cave = terr.caveman_mask()
    out = []
    for cell in sorted(terr.cavemen):
        kind = terr.cavemen[cell]
        around = g.ring[cell]
        if kind in GATHERER_RULES:
            resource, each = GATHERER_RULES[kind]
            n = (around & terr.resources & terr.terrain[RESOURCE_TERRAIN[resource]]).bit_count()
            counted = RESOURCE_NAMES[resource]
            why = f"{_count(n, counted, RESOURCE_PLURALS[resource])} × {each}"
        elif kind == PAINTER:
            each, counted = PAINTER_POINTS, "resource"
            n = (around & terr.resources).bit_count()
            why = f"{_count(n, 'resource', 'resources')} × {each}"
        elif kind == FIRE_LADY:
            each, counted = FIRE_LADY_POINTS, "fire"
            n = terr.fires_in(around)
            why = f"{_count(n, 'fire icon', 'fire icons')} × {each}"
        elif kind == SHAMAN:
            each, counted = SHAMAN_POINTS, "caveman"
            n = (around & cave).bit_count()
            why = f"{_count(n, 'caveman', 'cavemen')} × {each}"
        else:
            continue  # warriors score as groups, below
        out.append(CavemanScore(kind, g.squares[cell], n * each, why, n, counted, each))
    groups = []
    warriors = terr.warriors
    while warriors:
        group = g.region(warriors & -warriors, terr.warriors)
        cells = bit_list(group)
        power = sum(WARRIOR_POWER[terr.cavemen[p]] for p in cells)
        groups.append(WarriorGroup(tuple(g.squares[p] for p in cells), power))
        warriors &= ~group
    return tuple(out), tuple(groups)


RESOURCE_PLURALS = ("mammoths", "fish", "mushrooms", "flints")


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def caveman_points(terr: OriginsTerritory) -> int:
    """The same total as `caveman_scores`, without building the breakdown (agents call this)."""
    ring = terr.grid.ring
    res = terr.resources
    total = 0
    cave = -1
    for cell, kind in terr.cavemen.items():
        around = ring[cell]
        if kind in GATHERER_RULES:
            resource, each = GATHERER_RULES[kind]
            total += each * (around & res & terr.terrain[RESOURCE_TERRAIN[resource]]).bit_count()
        elif kind == PAINTER:
            total += PAINTER_POINTS * (around & res).bit_count()
        elif kind == FIRE_LADY:
            total += FIRE_LADY_POINTS * terr.fires_in(around)
        elif kind == SHAMAN:
            if cave < 0:
                cave = terr.caveman_mask()
            total += SHAMAN_POINTS * (around & cave).bit_count()
    warriors = terr.warriors
    while warriors:
        group = terr.grid.region(warriors & -warriors, terr.warriors)
        power = 0
        for p in bit_list(group):
            power += WARRIOR_POWER[terr.cavemen[p]]
        total += group.bit_count() * power
        warriors &= ~group
    return total


def breakdown(
    terr: OriginsTerritory,
    *,
    mode: Mode = Mode.DISCOVERY,
    options: frozenset[Option] = frozenset(),
    totems: tuple[int, ...] = (),
    player: int = 0,
) -> OriginsSheet:
    """The score sheet of one territory in `mode`. `totems`: the resources whose totem it holds.
    The bonuses are those of the territory's box among `options`, each listed (0 when missed)."""
    counts = terr.resource_counts()
    cavemen: tuple[CavemanScore, ...] = ()
    groups: tuple[WarriorGroup, ...] = ()
    if mode is Mode.TRIBE:
        cavemen, groups = caveman_scores(terr)
    return OriginsSheet(
        **sheet_fields(terr, options, player),
        resources=counts,
        resource_points=sum(counts) if mode is Mode.TOTEM else 0,
        totems=tuple(totems) if mode is Mode.TOTEM else (),
        cavemen=cavemen,
        warrior_groups=groups,
    )


def quick_score(terr: OriginsTerritory, mode: Mode, options: frozenset[Option], totem_points: int = 0) -> int:
    """The total of `breakdown`, fast: for agents weighing many positions."""
    total = regions_and_bonuses(terr, options) + totem_points
    if mode is Mode.TOTEM:
        total += terr.resources.bit_count()
    elif mode is Mode.TRIBE and terr.cavemen:
        total += caveman_points(terr)
    return total


def held_totems(state: OriginsState, player: int) -> tuple[int, ...]:
    """The resources whose totem `player` holds."""
    return tuple(r for r, holder in enumerate(state.totems) if holder == player)


__all__ = [
    "CavemanScore",
    "OriginsSheet",
    "WarriorGroup",
    "breakdown",
    "caveman_points",
    "caveman_scores",
    "held_totems",
    "quick_score",
]
