"""The lines of one player's score sheet, as data: what `render.sheet` draws in each column.

Kept apart from the drawing so that the wording and the caps on long breakdowns can be read
(and tested) without pixels. Every line that scores carries its points; the lines of a column
add up to its total.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PIL import Image

from render import sprites, token_sprites, words
from rules.box import Bonus, Box
from rules.components import (
    CAVEMAN_TITLES,
    RESOURCE_NAMES,
    TERRAIN_NAMES,
    TOKEN_KINDS,
    TOKEN_NAMES,
    TOTEM_POINTS,
    SquareSpec,
)
from rules.config import Mode
from rules.game import GameState
from rules.harvest import HarvestSheet
from rules.scoring import Breakdown, CavemanScore, RegionScore, WarriorGroup

ICON = 38  # px, an icon on a one-line row
TOKEN, WON = 32, 22  # px, a token and the crown of a kind won, side by side left of the label
BADGE = 42  # px, a caveman badge
GROUP_BADGE = 26  # px, each badge of a group of warriors (two by two)
# Beyond these, the smallest lines are summed into one: a 7×7 territory can hold twenty
# scoring regions, and the picture must stay under ~2400 px tall.
MAX_REGION_LINES = 14
MAX_CAVEMAN_LINES = 14


class Style(Enum):
    SECTION = "section"  # a small heading
    ITEM = "item"  # icon(s), label, optional detail below, points on the right
    RESOURCES = "resources"  # the four wooden resources with their counts
    TOTAL = "total"
    MEASURES = "measures"  # the tie-break measures, small, under the total


@dataclass(frozen=True)
class Line:
    style: Style
    label: str = ""
    detail: str = ""
    points: str = ""
    icons: tuple[Image.Image, ...] = ()
    counts: tuple[int, ...] = ()
    muted: bool = False  # scores nothing: drawn grey


def player_lines(state: GameState, sheet: Breakdown) -> list[Line]:
    """Every line of one player's sheet, top to bottom."""
    if isinstance(sheet, HarvestSheet):
        return harvest_lines(state, sheet)
    mode = state.config.mode
    box = sheet.box
    heading = f"Regions: squares × {words.short(box).many}"
    lines = [Line(Style.SECTION, heading), *region_lines(sheet.regions, box)]
    if mode is Mode.TOTEM:
        lines.append(Line(Style.SECTION, "Resources: 1 point each"))
        lines.append(Line(Style.RESOURCES, counts=sheet.resources, points=str(sheet.resource_points)))
        lines += [Line(Style.SECTION, "Totems"), *totem_lines(sheet.totems)]
    elif mode is Mode.TRIBE:
        lines.append(Line(Style.SECTION, "Resources: no points in Tribe"))
        lines.append(Line(Style.RESOURCES, counts=sheet.resources, points="–", muted=True))
        lines += [Line(Style.SECTION, "Cavemen"), *caveman_lines(state, sheet)]
    if sheet.bonuses:
        lines += [Line(Style.SECTION, "Bonuses"), *bonus_lines(state, sheet)]
    lines.append(Line(Style.TOTAL, "Total", points=str(sheet.total)))
    multipliers = words.count(box, sheet.fire_icons)
    lines.append(Line(Style.MEASURES, f"Tie-breaks: largest region {sheet.largest_region} · {multipliers}"))
    return lines


def harvest_lines(state: GameState, sheet: HarvestSheet) -> list[Line]:
    """The Resource Tokens variant's harvest: a line per kind of token (1 if the player has the
    most, or shares it), the gold that breaks ties, and the kinds won.

    The crown regions are left out: they score nothing in the variant.
    """
    counts = [t.token_counts() for t in state.territories]
    lines = [Line(Style.SECTION, "Tokens: the most of a kind wins")]
    for kind in TOKEN_KINDS:
        held = [c[kind] for c in counts]
        lines.append(_kind_line(kind, sheet.tokens[kind], max(held), held.count(max(held)) > 1))
    centre = sheet.box.centre
    spent = f"{sheet.witch_gold} gold spent on {words.WITCHCRAFT}" if sheet.witch_gold else "none spent"
    lines += [
        Line(Style.SECTION, "Gold: breaks a tie"),
        Line(
            Style.ITEM,
            f"{sheet.gold} gold on the {centre}",
            detail=spent,
            icons=(token_sprites.coin(sheet.gold, ICON),),
        ),
        Line(Style.TOTAL, "Kinds won", points=str(sheet.total)),
        Line(Style.MEASURES, f"Tie-break: {sheet.gold} gold on the {centre}"),
    ]
    return lines


def _kind_line(kind: int, held: int, best: int, shared: bool) -> Line:
    """One kind: how many tokens, against the most anyone has; won: a crown beside the token."""
    won = held == best > 0
    if not best:
        detail = "nobody has any: not won"
    elif won:
        detail = "shares the most: won" if shared else "the most: won"
    else:
        detail = f"the most is {best}"
    icons = (token_sprites.token(kind, TOKEN), *((sprites.crown(WON),) if won else ()))
    label = f"{TOKEN_NAMES[kind].capitalize()}: {held} token{_s(held)}"
    return Line(Style.ITEM, label, detail, "1" if won else "0", icons, muted=not won)


def region_lines(regions: tuple[RegionScore, ...], box: Box) -> list[Line]:
    """A line per scoring region (the rulebook's terrain order, best first), then one for all
    that score 0."""
    order = box.terrains.index
    scoring = sorted((r for r in regions if r.points), key=lambda r: (order(r.terrain), -r.points))
    lines = _cap([_region_line(r, box) for r in scoring], MAX_REGION_LINES, "more scoring regions")
    zero = [r for r in regions if not r.points]
    if zero:
        none = words.short(box).none
        what = none if all(r.fires == 0 for r in zero) else f"on volcanoes or {none}"
        lines.append(Line(Style.ITEM, f"{len(zero)} region{_s(len(zero))} {what}", points="0", muted=True))
    if not regions:
        lines.append(Line(Style.ITEM, "No region yet", points="0", muted=True))
    return lines


def _region_line(region: RegionScore, box: Box) -> Line:
    icon = sprites.square(SquareSpec(region.terrain), ICON, box)
    label = (
        f"{TERRAIN_NAMES[region.terrain].capitalize()} {region.size} × {words.short_count(box, region.fires)}"
    )
    return Line(Style.ITEM, label, points=str(region.points), icons=(icon,))


def totem_lines(totems: tuple[int, ...]) -> list[Line]:
    if not totems:
        return [Line(Style.ITEM, "No totem", points="0", muted=True)]
    return [
        Line(
            Style.ITEM,
            f"{RESOURCE_NAMES[r].capitalize()} totem",
            points=str(TOTEM_POINTS[r]),
            icons=(sprites.resource(r, ICON),),
        )
        for r in sorted(totems)
    ]


def caveman_lines(state: GameState, sheet: Breakdown) -> list[Line]:
    """Each hunter-gatherer, then each group of warriors; the overflow summed in one line."""
    lines = [_caveman_line(c) for c in sheet.cavemen]
    lines += [_warrior_line(state, sheet.player, g) for g in sheet.warrior_groups]
    if not lines:
        return [Line(Style.ITEM, "No caveman", points="0", muted=True)]
    return _cap(lines, MAX_CAVEMAN_LINES, "more cavemen and groups")


def _cap(lines: list[Line], limit: int, what: str) -> list[Line]:
    """At most `limit` lines: the best scoring kept in their order, the others summed in one."""
    if len(lines) <= limit:
        return lines
    best = sorted(range(len(lines)), key=lambda i: -int(lines[i].points))[: limit - 1]
    kept = [lines[i] for i in sorted(best)]
    rest = [line for i, line in enumerate(lines) if i not in best]
    points = sum(int(line.points) for line in rest)
    return [*kept, Line(Style.ITEM, f"{len(rest)} {what}", points=str(points), muted=not points)]


def _caveman_line(c: CavemanScore) -> Line:
    return Line(
        Style.ITEM,
        f"{CAVEMAN_TITLES[c.kind]} on {c.square}",
        detail=c.why,
        points=str(c.points),
        icons=(sprites.caveman(c.kind, BADGE),),
        muted=not c.points,
    )


def _warrior_line(state: GameState, player: int, group: WarriorGroup) -> Line:
    terr = state.territories[player]
    kinds = [terr.cavemen[terr.grid.cell(sq)] for sq in group.squares]
    size = BADGE if len(kinds) == 1 else GROUP_BADGE
    badges = tuple(sprites.caveman(k, size) for k in sorted(kinds, reverse=True)[:4])
    where = " ".join(str(sq) for sq in group.squares)
    n = len(group.squares)
    if n == 1:
        label, detail = f"{CAVEMAN_TITLES[kinds[0]]} on {where}", f"alone: power {group.power}"
    else:
        label, detail = f"{n} warriors on {where}", f"{n} warriors × {group.power} power"
    return Line(Style.ITEM, label, detail=detail, points=str(group.points), icons=badges)


def bonus_lines(state: GameState, sheet: Breakdown) -> list[Line]:
    """Each optional rule of the box that is played, in the box's order: met (its points) or not."""
    return [
        _bonus_line(state, sheet, bonus, sheet.bonuses[str(bonus.option)])
        for bonus in sheet.box.bonuses
        if str(bonus.option) in sheet.bonuses
    ]


def _bonus_line(state: GameState, sheet: Breakdown, bonus: Bonus, points: int) -> Line:
    """The bonus's title, why it was met or missed, and (when about the centre) the start tile."""
    box = sheet.box
    icons: tuple[Image.Image, ...] = ()
    if bonus.test == "complete":
        n = state.config.size
        if points:
            detail = "complete, no domino discarded"
        elif sheet.discarded:
            detail = f"{sheet.discarded} domino{'es' * (sheet.discarded > 1)} discarded"
        else:
            detail = f"{sheet.squares} of {n * n} squares"
    else:  # "centred", "middle": where the start tile stands in the territory
        where = "in the centre" if bonus.test == "centred" else "in the middle"
        detail = f"the {box.centre} is {where}" if points else f"the {box.centre} is not {where}"
        icons = (sprites.centre(box, sheet.player, ICON),)
    return Line(Style.ITEM, bonus.title, detail, str(points), icons, muted=not points)


def _s(n: int) -> str:
    return "" if n == 1 else "s"
