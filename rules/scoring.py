"""Comfort points: every line of the score sheet, the ranking and the tie-break (ruling 8)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from rules.box import ORIGINS, Box, Option
from rules.components import (
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
    TERRAIN_NAMES,
    TOTEM_POINTS,
    VOLCANO,
    WARRIOR_POWER,
)
from rules.config import Mode
from rules.grid import Grid, Square, bit_list
from rules.territory import Territory

if TYPE_CHECKING:
    from rules.game import GameState


@dataclass(frozen=True)
class RegionScore:
    terrain: int
    squares: tuple[Square, ...]
    fires: int

    @property
    def size(self) -> int:
        return len(self.squares)

    @property
    def points(self) -> int:
        return 0 if self.terrain == VOLCANO else self.size * self.fires

    def to_json(self, box: Box = ORIGINS) -> dict[str, Any]:
        return {
            "terrain": TERRAIN_NAMES[self.terrain],
            "size": self.size,
            box.json_key: self.fires,
            "points": self.points,
            "squares": [str(s) for s in self.squares],
        }


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
class Breakdown:
    """One player's score sheet."""

    player: int
    regions: tuple[RegionScore, ...]
    resources: tuple[int, int, int, int]  # wooden resources left, by kind
    resource_points: int
    totems: tuple[int, ...]  # resources whose totem the player holds
    cavemen: tuple[CavemanScore, ...]
    warrior_groups: tuple[WarriorGroup, ...]
    bonuses: dict[str, int] = field(default_factory=dict)
    largest_region: int = 0
    fire_icons: int = 0
    squares: int = 0
    discarded: int = 0
    box: Box = ORIGINS

    @property
    def region_points(self) -> int:
        return sum(r.points for r in self.regions)

    @property
    def totem_points(self) -> int:
        return sum(TOTEM_POINTS[r] for r in self.totems)

    @property
    def caveman_points(self) -> int:
        """Hunter-gatherers and warrior groups together."""
        return sum(c.points for c in self.cavemen) + sum(w.points for w in self.warrior_groups)

    @property
    def total(self) -> int:
        return (
            self.region_points
            + self.resource_points
            + self.totem_points
            + self.caveman_points
            + sum(self.bonuses.values())
        )

    def to_json(self) -> dict[str, Any]:
        """The sheet as JSON; a game without Origins' modes has no resources, totems or cavemen."""
        box = self.box
        out: dict[str, Any] = {
            "player": self.player,
            "total": self.total,
            "region_points": self.region_points,
            "regions": [r.to_json(box) for r in self.regions],
            "largest_region": self.largest_region,
            box.json_total_key: self.fire_icons,
            "squares": self.squares,
            "discarded": self.discarded,
        }
        if not box.volcanoes:
            return out | {"bonuses": dict(self.bonuses)}
        return out | {
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
            "bonuses": dict(self.bonuses),
        }


def region_scores(terr: Territory) -> tuple[RegionScore, ...]:
    g = terr.grid
    out = []
    for t, mask in terr.regions():
        squares = tuple(g.squares[p] for p in bit_list(mask))
        out.append(RegionScore(t, squares, terr.fires_in(mask)))
    return tuple(out)


def caveman_scores(terr: Territory) -> tuple[tuple[CavemanScore, ...], tuple[WarriorGroup, ...]]:
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


def caveman_points(terr: Territory) -> int:
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
    terr: Territory,
    *,
    mode: Mode,
    options: frozenset[Option] = frozenset(),
    totems: tuple[int, ...] = (),
    player: int = 0,
) -> Breakdown:
    """The score sheet of one territory. `totems`: the resources whose totem it holds. The bonuses
    are those of the territory's box among `options`, each listed (0 when missed)."""
    regions = region_scores(terr)
    counts = terr.resource_counts()
    resource_points = sum(counts) if mode is Mode.TOTEM else 0
    cavemen: tuple[CavemanScore, ...] = ()
    groups: tuple[WarriorGroup, ...] = ()
    if mode is Mode.TRIBE:
        cavemen, groups = caveman_scores(terr)
    bonuses = {
        str(b.option): b.points if BONUS_TESTS[b.test](terr) else 0
        for b in terr.box.bonuses
        if b.option in options
    }
    return Breakdown(
        player=player,
        regions=regions,
        resources=counts,
        resource_points=resource_points,
        totems=tuple(totems) if mode is Mode.TOTEM else (),
        cavemen=cavemen,
        warrior_groups=groups,
        bonuses=bonuses,
        largest_region=max((r.size for r in regions), default=0),
        fire_icons=terr.fire_icons(),
        squares=terr.square_count,
        discarded=terr.discarded,
        box=terr.box,
    )


class Extent(Protocol):
    """What the bonuses look at: a territory, or one with squares added (the AI's what-if)."""

    @property
    def grid(self) -> Grid: ...
    @property
    def occupied(self) -> int: ...
    @property
    def discarded(self) -> int: ...
    @property
    def bounds(self) -> list[int]: ...
    @property
    def square_count(self) -> int: ...


def empire_of_fire(terr: Extent) -> bool:
    """Every square within king-move distance N//2 of the hut: the hut is in the centre."""
    return not terr.occupied & ~terr.grid.empire


def homo_habilis(terr: Extent) -> bool:
    """The territory is complete (N×N) and no domino was discarded (classic: Harmony)."""
    n = terr.grid.size
    return terr.square_count == n * n and terr.discarded == 0


def middle_kingdom(terr: Extent) -> bool:
    """The castle is the centre square of the kingdom's extent: the middle row and the middle
    column of its occupied squares (the project's ruling, which also holds for an unfinished
    kingdom; a kingdom of an even number of rows or columns has no centre)."""
    rmin, rmax, cmin, cmax = terr.bounds
    g = terr.grid
    return rmin + rmax == 2 * g.row_of[g.hut] and cmin + cmax == 2 * g.col_of[g.hut]


# How each bonus of a box (`Bonus.test`) is decided.
BONUS_TESTS: dict[str, Callable[[Extent], bool]] = {
    "centred": empire_of_fire,
    "complete": homo_habilis,
    "middle": middle_kingdom,
}


def quick_score(terr: Territory, mode: Mode, options: frozenset[Option], totem_points: int = 0) -> int:
    """The total of `breakdown`, fast: for agents weighing many positions."""
    total = terr.region_points() + totem_points
    if mode is Mode.TOTEM:
        total += terr.resources.bit_count()
    elif mode is Mode.TRIBE and terr.cavemen:
        total += caveman_points(terr)
    if options:
        for bonus in terr.box.bonuses:
            if bonus.option in options and BONUS_TESTS[bonus.test](terr):
                total += bonus.points
    return total


# --- ranking ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class TieBreak:
    """How players level on points were told apart (or not)."""

    players: tuple[int, ...]  # level on points, in their final order
    points: int
    largest_regions: tuple[int, ...]  # each player's largest region
    fire_icons: tuple[int, ...]  # each player's fire icons (classic: crowns)
    decided_by: str  # "largest region", "fire icons", "largest region, then fire icons", "shared"
    word: str = "fire icons"  # what `fire_icons` counts, in the game's words

    def __str__(self) -> str:
        names = ", ".join(f"player {p + 1}" for p in self.players)
        head = f"{names} tie on {self.points} points"
        word = self.word
        if self.decided_by == "shared":
            return f"{head}, largest region and {word}: they share the place"
        regions = " against ".join(map(str, self.largest_regions))
        fires = " against ".join(map(str, self.fire_icons))
        if self.decided_by == "largest region":
            return f"{head}; the largest region decides ({regions} squares)"
        if self.decided_by == "fire icons":
            return f"{head} and largest region ({self.largest_regions[0]}); {word} decide ({fires})"
        tail = ""
        keys = list(zip(self.largest_regions, self.fire_icons, strict=True))
        if len(set(keys)) < len(keys):
            tail = "; those level on both share a place"
        return f"{head}; the largest region ({regions} squares), then {word} ({fires}) decide{tail}"


@dataclass(frozen=True)
class FinalScores:
    players: tuple[Breakdown, ...]
    ranking: tuple[tuple[int, int], ...]  # (place from 1, player), best first; equal places share
    tie_breaks: tuple[TieBreak, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(p for place, p in self.ranking if place == 1)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [b.to_json() for b in self.players],
            "ranking": [{"place": place, "player": p} for place, p in self.ranking],
            "winners": list(self.winners),
            "tie_breaks": [str(t) for t in self.tie_breaks],
        }


def rank(sheets: tuple[Breakdown, ...]) -> tuple[tuple[tuple[int, int], ...], tuple[TieBreak, ...]]:
    """Places by total, then largest region, then fire icons; still level: a shared place."""

    def key(b: Breakdown) -> tuple[int, int, int]:
        return (b.total, b.largest_region, b.fire_icons)

    order = sorted(sheets, key=lambda b: (-b.total, -b.largest_region, -b.fire_icons, b.player))
    ranking = []
    place = 0
    for i, b in enumerate(order):
        if i == 0 or key(b) != key(order[i - 1]):
            place = i + 1
        ranking.append((place, b.player))
    breaks = []
    for total in sorted({b.total for b in sheets}, reverse=True):
        level = [b for b in order if b.total == total]
        if len(level) > 1:
            breaks.append(_tie_break(level, total))
    return tuple(ranking), tuple(breaks)


def _tie_break(level: list[Breakdown], total: int) -> TieBreak:
    regions = tuple(b.largest_region for b in level)
    fires = tuple(b.fire_icons for b in level)
    keys = list(zip(regions, fires, strict=True))
    if len(set(regions)) == len(regions):
        decided = "largest region"
    elif len(set(keys)) == 1:
        decided = "shared"
    elif len(set(regions)) == 1:
        decided = "fire icons" if len(set(fires)) == len(fires) else "largest region, then fire icons"
    else:
        decided = "largest region, then fire icons"
    word = level[0].box.multipliers
    return TieBreak(tuple(b.player for b in level), total, regions, fires, decided, word)


def held_totems(state: GameState, player: int) -> tuple[int, ...]:
    return tuple(r for r, holder in enumerate(state.totems) if holder == player)


def player_breakdown(state: GameState, player: int) -> Breakdown:
    """One player's score sheet as the game stands (the final one when it is over)."""
    cfg = state.config
    if cfg.box.resource_tokens:
        return final_scores(state).players[player]
    return breakdown(
        state.territories[player],
        mode=cfg.mode,
        options=cfg.options,
        totems=held_totems(state, player),
        player=player,
    )


def final_scores(state: GameState) -> FinalScores:
    """Every player's breakdown and the ranking; mid-game, the scores as they stand."""
    if state.config.box.resource_tokens:
        from rules.harvest import final_harvest  # it builds on this module

        return final_harvest(state)
    sheets = tuple(player_breakdown(state, p) for p in range(state.config.players))
    ranking, breaks = rank(sheets)
    return FinalScores(sheets, ranking, breaks)


def current_points(state: GameState, player: int) -> int:
    """A player's comfort points as the game stands (what the table shows); in the Resource
    Tokens variant, the kinds of resource they would win if the harvest were now."""
    cfg = state.config
    if cfg.box.resource_tokens:
        from rules.harvest import kinds_won_now

        return kinds_won_now(state, player)
    totem_points = sum(TOTEM_POINTS[r] for r in held_totems(state, player))
    return quick_score(state.territories[player], cfg.mode, cfg.options, totem_points)
