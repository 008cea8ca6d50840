"""The lines of one player's score sheet, as data: what `render.sheet` draws in each column.

Kept apart from the drawing so that the wording and the caps on long breakdowns can be read
(and tested) without pixels. Every line that scores carries its points; the lines of a column
add up to its total.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PIL import Image

from lang import Words
from render import sprites, terms, token_sprites
from render.alt_points import why
from render.terms import capital
from rules.boxes import Box
from rules.boxes.origins import TOTEM_POINTS, CavemanScore, WarriorGroup
from rules.boxes.resources import TOKEN_KINDS, HarvestSheet
from rules.core.box import Bonus
from rules.core.game import GameState
from rules.core.pieces import SquareSpec
from rules.core.scoring import Breakdown, RegionScore
from rules.names import Mode

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
    MEASURES = "measures"  # the tie-break measures, small, beside the thumbnail


@dataclass(frozen=True)
class Line:
    style: Style
    label: str = ""
    detail: str = ""
    points: str = ""
    icons: tuple[Image.Image, ...] = ()
    counts: tuple[int, ...] = ()
    muted: bool = False  # scores nothing: drawn grey


def player_lines(state: GameState, sheet: Breakdown, words: Words) -> list[Line]:
    """Every line of one player's sheet, top to bottom."""
    if isinstance(sheet, HarvestSheet):
        return harvest_lines(state, sheet, words)
    mode = state.config.mode
    box = sheet.box
    heading = words("sheet-regions", multipliers=terms.short_many(words, box))
    lines = [Line(Style.SECTION, heading), *region_lines(sheet.regions, box, words)]
    if mode is Mode.TOTEM:
        lines.append(Line(Style.SECTION, words("sheet-resources-totem")))
        lines.append(Line(Style.RESOURCES, counts=sheet.resources, points=str(sheet.resource_points)))
        lines += [Line(Style.SECTION, words("sheet-totems")), *totem_lines(sheet.totems, words)]
    elif mode is Mode.TRIBE:
        lines.append(Line(Style.SECTION, words("sheet-resources-tribe")))
        lines.append(Line(Style.RESOURCES, counts=sheet.resources, points="–", muted=True))
        lines += [Line(Style.SECTION, words("sheet-cavemen")), *caveman_lines(state, sheet, words)]
    if sheet.bonuses:
        lines += [Line(Style.SECTION, words("sheet-bonuses")), *bonus_lines(state, sheet, words)]
    lines.append(Line(Style.TOTAL, words("sheet-total"), points=str(sheet.total)))
    multipliers = terms.count(words, box, sheet.fire_icons)
    measures = words("sheet-tie-break", largest=sheet.largest_region, multipliers=multipliers)
    lines.append(Line(Style.MEASURES, measures))
    return lines


def harvest_lines(state: GameState, sheet: HarvestSheet, words: Words) -> list[Line]:
    """The Resource Tokens variant's harvest: a line per kind of token (1 if the player has the
    most, or shares it), the gold that breaks ties, and the kinds won.

    The crown regions are left out: they score nothing in the variant.
    """
    counts = [t.token_counts() for t in state.territories]
    lines = [Line(Style.SECTION, words("sheet-tokens"))]
    for kind in TOKEN_KINDS:
        held = [c[kind] for c in counts]
        lines.append(_kind_line(kind, sheet.tokens[kind], max(held), held.count(max(held)) > 1, words))
    centre = terms.centre(words, sheet.box)
    spent = (
        words("sheet-gold-spent", gold=sheet.witch_gold) if sheet.witch_gold else words("sheet-none-spent")
    )
    lines += [
        Line(Style.SECTION, words("sheet-gold")),
        Line(
            Style.ITEM,
            words("sheet-gold-on", gold=sheet.gold, centre=centre),
            detail=spent,
            icons=(token_sprites.coin(sheet.gold, ICON),),
        ),
        Line(Style.TOTAL, words("sheet-kinds-won"), points=str(sheet.total)),
        Line(Style.MEASURES, words("sheet-tie-break-gold", gold=sheet.gold, centre=centre)),
    ]
    return lines


def _kind_line(kind: int, held: int, best: int, shared: bool, words: Words) -> Line:
    """One kind: how many tokens, against the most anyone has; won: a crown beside the token."""
    won = held == best > 0
    if not best:
        detail = words("sheet-kind-nobody")
    elif won:
        detail = words("sheet-kind-shared" if shared else "sheet-kind-most")
    else:
        detail = words("sheet-kind-behind", most=best)
    icons = (token_sprites.token(kind, TOKEN), *((sprites.crown(WON),) if won else ()))
    label = words("sheet-kind", token=capital(terms.token(words, kind)), count=held)
    return Line(Style.ITEM, label, detail, "1" if won else "0", icons, muted=not won)


def region_lines(regions: tuple[RegionScore, ...], box: Box, words: Words) -> list[Line]:
    """A line per scoring region (the rulebook's terrain order, best first), then one for all
    that score 0."""
    order = box.terrains.index
    scoring = sorted((r for r in regions if r.points), key=lambda r: (order(r.terrain), -r.points))
    lines = _cap(
        [_region_line(r, box, words) for r in scoring], MAX_REGION_LINES, "sheet-more-regions", words
    )
    zero = [r for r in regions if not r.points]
    if zero:
        none = terms.short_none(words, box)
        key = "sheet-zero-regions" if all(r.fires == 0 for r in zero) else "sheet-zero-regions-volcanoes"
        lines.append(Line(Style.ITEM, words(key, count=len(zero), none=none), points="0", muted=True))
    if not regions:
        lines.append(Line(Style.ITEM, words("sheet-no-region"), points="0", muted=True))
    return lines


def _region_line(region: RegionScore, box: Box, words: Words) -> Line:
    icon = sprites.square(SquareSpec(region.terrain), ICON, box)
    label = words(
        "sheet-region",
        terrain=capital(terms.terrain(words, region.terrain)),
        size=region.size,
        multipliers=terms.short_count(words, box, region.fires),
    )
    return Line(Style.ITEM, label, points=str(region.points), icons=(icon,))


def totem_lines(totems: tuple[int, ...], words: Words) -> list[Line]:
    if not totems:
        return [Line(Style.ITEM, words("sheet-no-totem"), points="0", muted=True)]
    return [
        Line(
            Style.ITEM,
            words("sheet-totem", resource=capital(terms.resource(words, r))),
            points=str(TOTEM_POINTS[r]),
            icons=(sprites.resource(r, ICON),),
        )
        for r in sorted(totems)
    ]


def caveman_lines(state: GameState, sheet: Breakdown, words: Words) -> list[Line]:
    """Each hunter-gatherer, then each group of warriors; the overflow summed in one line."""
    lines = [_caveman_line(c, words) for c in sheet.cavemen]
    lines += [_warrior_line(state, sheet.player, g, words) for g in sheet.warrior_groups]
    if not lines:
        return [Line(Style.ITEM, words("sheet-no-caveman"), points="0", muted=True)]
    return _cap(lines, MAX_CAVEMAN_LINES, "sheet-more-cavemen", words)


def _cap(lines: list[Line], limit: int, key: str, words: Words) -> list[Line]:
    """At most `limit` lines: the best scoring kept in their order, the others summed in one
    (`key`: its message, "12 more scoring regions")."""
    if len(lines) <= limit:
        return lines
    best = sorted(range(len(lines)), key=lambda i: -int(lines[i].points))[: limit - 1]
    kept = [lines[i] for i in sorted(best)]
    rest = [line for i, line in enumerate(lines) if i not in best]
    points = sum(int(line.points) for line in rest)
    return [*kept, Line(Style.ITEM, words(key, count=len(rest)), points=str(points), muted=not points)]


def _caveman_line(c: CavemanScore, words: Words) -> Line:
    return Line(
        Style.ITEM,
        words("sheet-caveman", caveman=terms.caveman(words, c.kind), square=str(c.square)),
        detail=why(c, words),
        points=str(c.points),
        icons=(sprites.caveman(c.kind, BADGE),),
        muted=not c.points,
    )


def _warrior_line(state: GameState, player: int, group: WarriorGroup, words: Words) -> Line:
    terr = state.territories[player]
    kinds = [terr.cavemen[terr.grid.cell(sq)] for sq in group.squares]
    size = BADGE if len(kinds) == 1 else GROUP_BADGE
    badges = tuple(sprites.caveman(k, size) for k in sorted(kinds, reverse=True)[:4])
    where = " ".join(str(sq) for sq in group.squares)
    n = len(group.squares)
    if n == 1:
        label = words("sheet-caveman", caveman=terms.caveman(words, kinds[0]), square=where)
        detail = words("sheet-warrior-alone", power=group.power)
    else:
        label = words("sheet-warriors", count=n, squares=where)
        detail = words("sheet-warriors-power", count=n, power=group.power)
    return Line(Style.ITEM, label, detail=detail, points=str(group.points), icons=badges)


def bonus_lines(state: GameState, sheet: Breakdown, words: Words) -> list[Line]:
    """Each optional rule of the box that is played, in the box's order: met (its points) or not."""
    return [
        _bonus_line(state, sheet, bonus, sheet.bonuses[str(bonus.option)], words)
        for bonus in sheet.box.bonuses
        if str(bonus.option) in sheet.bonuses
    ]


def _bonus_line(state: GameState, sheet: Breakdown, bonus: Bonus, points: int, words: Words) -> Line:
    """The bonus's title, why it was met or missed, and (when about the centre) the start tile."""
    box = sheet.box
    icons: tuple[Image.Image, ...] = ()
    if bonus.test == "complete":
        n = state.config.size
        if points:
            detail = words("sheet-complete")
        elif sheet.discarded:
            detail = words("sheet-discarded", count=sheet.discarded)
        else:
            detail = words("sheet-squares-of", squares=sheet.squares, all=n * n)
    else:  # "centred", "middle": where the start tile stands in the territory
        key = "sheet-centred" if bonus.test == "centred" else "sheet-middle"
        detail = words(key if points else f"{key}-not", centre=terms.centre(words, box))
        icons = (sprites.centre(box, sheet.player, ICON),)
    return Line(Style.ITEM, terms.option(words, bonus.option), detail, str(points), icons, muted=not points)
