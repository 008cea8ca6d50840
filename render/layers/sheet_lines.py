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
from render import sprites
from render.core import terms
from render.core.games import pictures_of
from render.core.terms import capital
from rules import Bonus, Box, Breakdown, GameState, RegionScore, SquareSpec

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
    COUNTS = "counts"  # icons side by side, each with its count (Origins: the wooden resources)
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
    """Every line of one player's sheet, top to bottom: the regions, the game's own lines
    (Origins: resources, totems, cavemen), the bonuses, the total and the tie-break's measures;
    or the game's own sheet entirely (the Resource Tokens variant's harvest)."""
    box = sheet.game_box
    game = pictures_of(box)
    whole = game.sheet_lines(state, sheet, words)
    if whole is not None:
        return whole
    heading = words("sheet-regions", multipliers=terms.short_many(words, box))
    lines = [Line(Style.SECTION, heading), *region_lines(sheet.regions, box, words)]
    lines += game.own_lines(state, sheet, words)
    if sheet.bonuses:
        lines += [Line(Style.SECTION, words("sheet-bonuses")), *bonus_lines(state, sheet, words)]
    lines.append(Line(Style.TOTAL, words("sheet-total"), points=str(sheet.total)))
    multipliers = terms.count(words, box, sheet.fire_icons)
    measures = words("sheet-tie-break", largest=sheet.largest_region, multipliers=multipliers)
    lines.append(Line(Style.MEASURES, measures))
    return lines


def region_lines(regions: tuple[RegionScore, ...], box: Box, words: Words) -> list[Line]:
    """A line per scoring region (the rulebook's terrain order, best first), then one for all
    that score 0."""
    order = box.terrains.index
    scoring = sorted((r for r in regions if r.points), key=lambda r: (order(r.terrain), -r.points))
    lines = cap([_region_line(r, box, words) for r in scoring], MAX_REGION_LINES, "sheet-more-regions", words)
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


def cap(lines: list[Line], limit: int, key: str, words: Words) -> list[Line]:
    """At most `limit` lines: the best scoring kept in their order, the others summed in one
    (`key`: its message, "12 more scoring regions")."""
    if len(lines) <= limit:
        return lines
    best = sorted(range(len(lines)), key=lambda i: -int(lines[i].points))[: limit - 1]
    kept = [lines[i] for i in sorted(best)]
    rest = [line for i, line in enumerate(lines) if i not in best]
    points = sum(int(line.points) for line in rest)
    return [*kept, Line(Style.ITEM, words(key, count=len(rest)), points=str(points), muted=not points)]


def bonus_lines(state: GameState, sheet: Breakdown, words: Words) -> list[Line]:
    """Each optional rule of the box that is played, in the box's order: met (its points) or not."""
    return [
        _bonus_line(state, sheet, bonus, sheet.bonuses[str(bonus.option)], words)
        for bonus in sheet.game_box.bonuses
        if str(bonus.option) in sheet.bonuses
    ]


def _bonus_line(state: GameState, sheet: Breakdown, bonus: Bonus, points: int, words: Words) -> Line:
    """The bonus's title, why it was met or missed, and (when about the centre) the start tile."""
    box = sheet.game_box
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
