"""Comfort points: the score sheet's common lines, the ranking and the tie-break (ruling 8).

Every game scores its regions (squares × what multiplies them) and the bonuses of the optional
rules played; a game's own lines (Origins' resources, totems and cavemen) are its sheet's, a
`Breakdown` subclass of its package. A game that is won otherwise (the Resource Tokens harvest)
builds its own sheets and ranking. The state's scores are asked of its box (`BoxRules`), so
that `final_scores(state)` is the same call for every game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from rules.core.grid import Grid, Square, bit_list
from rules.core.pieces import TERRAIN_NAMES
from rules.core.territory import Territory
from rules.names import Option

if TYPE_CHECKING:
    from rules.core.box import Box
    from rules.core.game import GameState


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
        # A volcano's region has no multiplier (fire never lands on one): it scores 0 this way.
        return self.size * self.fires

    def to_json(self, box: Box) -> dict[str, Any]:
        return {
            "terrain": TERRAIN_NAMES[self.terrain],
            "size": self.size,
            box.json_key: self.fires,
            "points": self.points,
            "squares": [str(s) for s in self.squares],
        }


@dataclass(frozen=True)
class Breakdown:
    """One player's score sheet: the regions and the bonuses; a game adds its own lines."""

    player: int
    regions: tuple[RegionScore, ...]
    bonuses: dict[str, int] = field(default_factory=dict)
    largest_region: int = 0
    fire_icons: int = 0
    squares: int = 0
    discarded: int = 0
    box: Box | None = field(default=None, repr=False)

    @property
    def region_points(self) -> int:
        return sum(r.points for r in self.regions)

    @property
    def total(self) -> int:
        return self.region_points + sum(self.bonuses.values())

    def to_json(self) -> dict[str, Any]:
        """The sheet as JSON: the regions, the game's own lines (`lines_json`), the bonuses."""
        box = self.game_box
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
        return out | self.lines_json() | {"bonuses": dict(self.bonuses)}

    def lines_json(self) -> dict[str, Any]:
        """The game's own lines, as JSON (none in the base sheet)."""
        return {}

    @property
    def game_box(self) -> Box:
        assert self.box is not None, "a sheet is made by its game's scoring"
        return self.box


def region_scores(terr: Territory) -> tuple[RegionScore, ...]:
    g = terr.grid
    out = []
    for t, mask in terr.regions():
        squares = tuple(g.squares[p] for p in bit_list(mask))
        out.append(RegionScore(t, squares, terr.fires_in(mask)))
    return tuple(out)


def bonus_points(terr: Extent, box: Box, options: frozenset[Option]) -> dict[str, int]:
    """Each bonus of `box` among `options`, by option: its points if met, else 0."""
    return {str(b.option): b.points if b.met(terr) else 0 for b in box.bonuses if b.option in options}


def sheet_fields(terr: Territory, options: frozenset[Option], player: int) -> dict[str, Any]:
    """The fields every game's sheet of this territory has (a subclass's sheet adds its own)."""
    regions = region_scores(terr)
    return {
        "player": player,
        "regions": regions,
        "bonuses": bonus_points(terr, terr.box, options),
        "largest_region": max((r.size for r in regions), default=0),
        "fire_icons": terr.fire_icons(),
        "squares": terr.square_count,
        "discarded": terr.discarded,
        "box": terr.box,
    }


def breakdown(terr: Territory, *, options: frozenset[Option] = frozenset(), player: int = 0) -> Breakdown:
    """The score sheet of one territory of a game without lines of its own: its regions, and
    the bonuses of its box among `options`, each listed (0 when missed)."""
    return Breakdown(**sheet_fields(terr, options, player))


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


def centred(terr: Extent) -> bool:
    """Every square within king-move distance N//2 of the centre tile: it is in the centre
    (Empire of Fire; and what the AI asks for Middle Kingdom before the end)."""
    return not terr.occupied & ~terr.grid.empire


def complete(terr: Extent) -> bool:
    """The territory is complete (N×N) and no domino was discarded (Homo Habilis, Harmony)."""
    n = terr.grid.size
    return terr.square_count == n * n and terr.discarded == 0


def quick_score(terr: Territory, options: frozenset[Option] = frozenset()) -> int:
    """Regions and bonuses, fast (the total of `breakdown`): for agents weighing positions."""
    total = terr.region_points()
    if options:
        for bonus in terr.box.bonuses:
            if bonus.option in options and bonus.met(terr):
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
    word = level[0].game_box.multipliers
    return TieBreak(tuple(b.player for b in level), total, regions, fires, decided, word)


# --- a game's scores, asked of its box ------------------------------------------------------------


def player_breakdown(state: GameState, player: int) -> Breakdown:
    """One player's score sheet as the game stands (the final one when it is over)."""
    return state.config.box.rules.sheet(state, player)


def final_scores(state: GameState) -> FinalScores:
    """Every player's breakdown and the ranking; mid-game, the scores as they stand."""
    return state.config.box.rules.final_scores(state)


def current_points(state: GameState, player: int) -> int:
    """A player's standing as the game stands (what the table shows): comfort points, or in the
    Resource Tokens variant the kinds of resource they would win if the harvest were now."""
    return state.config.box.rules.points(state, player)


__all__ = [
    "Breakdown",
    "Extent",
    "FinalScores",
    "RegionScore",
    "TieBreak",
    "bonus_points",
    "breakdown",
    "centred",
    "complete",
    "current_points",
    "final_scores",
    "player_breakdown",
    "quick_score",
    "rank",
    "region_scores",
    "sheet_fields",
]
