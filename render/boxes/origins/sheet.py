"""An Origins score sheet's own lines, between the regions and the bonuses: in Totem mode the
wooden resources (a point each) and the totems held; in Tribe mode the resources (scoring
nothing themselves) and the cavemen, each hunter-gatherer with what it counts around it and each
group of warriors (the overflow of a long list summed in one line)."""

from __future__ import annotations

from lang import Words
from render.boxes.origins import sprites
from render.boxes.origins.alt import why
from render.boxes.origins.caveman_sprites import caveman
from render.boxes.origins.words import caveman as caveman_title
from render.boxes.origins.words import resource
from render.core.terms import capital
from render.layers.sheet_lines import BADGE, GROUP_BADGE, ICON, MAX_CAVEMAN_LINES, Line, Style, cap
from rules import Breakdown, GameState
from rules.boxes.origins import (
    TOTEM_POINTS,
    CavemanScore,
    OriginsSheet,
    OriginsState,
    TotemState,
    TribeState,
    WarriorGroup,
)

RESOURCE_ICON = 34  # px, a wooden resource beside its count


def own_lines(state: GameState, sheet: Breakdown, words: Words) -> list[Line]:
    """The mode's lines: resources and totems (Totem), resources and cavemen (Tribe)."""
    assert isinstance(state, OriginsState) and isinstance(sheet, OriginsSheet)
    icons = tuple(sprites.resource(kind, RESOURCE_ICON) for kind in range(len(sheet.resources)))
    if isinstance(state, TotemState):
        return [
            Line(Style.SECTION, words("sheet-resources-totem")),
            Line(Style.COUNTS, icons=icons, counts=sheet.resources, points=str(sheet.resource_points)),
            Line(Style.SECTION, words("sheet-totems")),
            *totem_lines(sheet.totems, words),
        ]
    if isinstance(state, TribeState):
        return [
            Line(Style.SECTION, words("sheet-resources-tribe")),
            Line(Style.COUNTS, icons=icons, counts=sheet.resources, points="–", muted=True),
            Line(Style.SECTION, words("sheet-cavemen")),
            *caveman_lines(state, sheet, words),
        ]
    return []


def totem_lines(totems: tuple[int, ...], words: Words) -> list[Line]:
    if not totems:
        return [Line(Style.ITEM, words("sheet-no-totem"), points="0", muted=True)]
    return [
        Line(
            Style.ITEM,
            words("sheet-totem", resource=capital(resource(words, r))),
            points=str(TOTEM_POINTS[r]),
            icons=(sprites.resource(r, ICON),),
        )
        for r in sorted(totems)
    ]


def caveman_lines(state: OriginsState, sheet: OriginsSheet, words: Words) -> list[Line]:
    """Each hunter-gatherer, then each group of warriors; the overflow summed in one line."""
    lines = [_caveman_line(c, words) for c in sheet.cavemen]
    lines += [_warrior_line(state, sheet.player, g, words) for g in sheet.warrior_groups]
    if not lines:
        return [Line(Style.ITEM, words("sheet-no-caveman"), points="0", muted=True)]
    return cap(lines, MAX_CAVEMAN_LINES, "sheet-more-cavemen", words)


def _caveman_line(c: CavemanScore, words: Words) -> Line:
    return Line(
        Style.ITEM,
        words("sheet-caveman", caveman=caveman_title(words, c.kind), square=str(c.square)),
        detail=why(c, words),
        points=str(c.points),
        icons=(caveman(c.kind, BADGE),),
        muted=not c.points,
    )


def _warrior_line(state: OriginsState, player: int, group: WarriorGroup, words: Words) -> Line:
    terr = state.territories[player]
    kinds = [terr.cavemen[terr.grid.cell(sq)] for sq in group.squares]
    size = BADGE if len(kinds) == 1 else GROUP_BADGE
    badges = tuple(caveman(k, size) for k in sorted(kinds, reverse=True)[:4])
    where = " ".join(str(sq) for sq in group.squares)
    n = len(group.squares)
    if n == 1:
        label = words("sheet-caveman", caveman=caveman_title(words, kinds[0]), square=where)
        detail = words("sheet-warrior-alone", power=group.power)
    else:
        label = words("sheet-warriors", count=n, squares=where)
        detail = words("sheet-warriors-power", count=n, power=group.power)
    return Line(Style.ITEM, label, detail=detail, points=str(group.points), icons=badges)
