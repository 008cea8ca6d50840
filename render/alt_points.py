"""Points told in parts that add up: a territory's or a score sheet's total, for the alt texts.

Every total an alt text states comes with its parts ("23 = regions 9 + wooden resources 8 +
totems 6"), each part with its items where it has any, so that a listener can check the sum as a
reader of the picture can.
"""

from __future__ import annotations

from typing import Final

from lang import Words
from render import terms
from render.terms import and_list
from rules.boxes.origins import (
    FIRE_LADY,
    FIRE_LADY_POINTS,
    GATHERER_RULES,
    PAINTER,
    PAINTER_POINTS,
    SHAMAN,
    SHAMAN_POINTS,
    WARRIOR_POWER,
    CavemanScore,
)
from rules.boxes.resources import TOKEN_KINDS, HarvestSheet
from rules.core.scoring import Breakdown
from rules.core.territory import Territory
from rules.names import Mode


def point_parts(sheet: Breakdown, mode: Mode, words: Words) -> list[tuple[str, int]]:
    """A sheet's total in parts that add up to it: regions, then what the mode and the optional
    rules played add (each listed, 0 included, so that a part missed is told too)."""
    parts = [(words("part-regions"), sheet.region_points)]
    if mode is Mode.TOTEM:
        parts += [
            (words("part-resources"), sheet.resource_points),
            (words("part-totems"), sheet.totem_points),
        ]
    if mode is Mode.TRIBE:
        parts.append((words("part-cavemen"), sheet.caveman_points))
    parts += [(terms.option(words, name), points) for name, points in sheet.bonuses.items()]
    return parts


def sum_words(sheet: Breakdown, mode: Mode, words: Words) -> str:
    """ "regions 9 + wooden resources 8 + totems 6"."""
    return " + ".join(
        words("part", label=label, points=points) for label, points in point_parts(sheet, mode, words)
    )


# What a hunter-gatherer counts around it (`CavemanScore.counted`), as the catalogue counts it.
_COUNTED: Final = {
    "mammoth": "resource-mammoth-count",
    "fish": "resource-fish-count",
    "mushroom": "resource-mushroom-count",
    "flint": "resource-flint-count",
    "resource": "resources-count",
    "fire": "fire-icons-count",
    "caveman": "cavemen-count",
}


def why(score: CavemanScore, words: Words) -> str:
    """What a hunter-gatherer scores for: "4 mammoths × 3"."""
    return words("caveman-why", counted=words(_COUNTED[score.counted], count=score.count), each=score.each)


def caveman_rule(words: Words, kind: int) -> str:
    """How a caveman kind scores, in one short sentence: "3 per mammoth around"."""
    if kind in GATHERER_RULES:
        resource, points = GATHERER_RULES[kind]
        return words("rule-gatherer", points=points, resource=terms.resource(words, resource))
    if kind == PAINTER:
        return words("rule-painter", points=PAINTER_POINTS)
    if kind == FIRE_LADY:
        return words("rule-fire-lady", points=FIRE_LADY_POINTS)
    if kind == SHAMAN:
        return words("rule-shaman", points=SHAMAN_POINTS)
    return words("rule-warrior", power=WARRIOR_POWER[kind])


def caveman_words(terr: Territory, sheet: Breakdown, words: Words) -> str:
    """Each hunter-gatherer that scores with what it scores, those that score nothing together,
    then each warrior alone and each group of warriors: "Fire Lady D6: 4 fire icons × 1 = 4; …;
    2 warriors together, Amazon warrior C4 and Small warrior C5: 2 × power 3 = 6; Hunter F7 and
    Painter H9: nothing around = 0". Short, so that a Tribe territory full of cavemen still fits
    the alt text's 1,024 characters."""

    def at(kind: int, square: object) -> str:
        return words("alt-caveman-at", caveman=terms.caveman(words, kind), square=str(square))

    items = [
        words("alt-caveman", caveman=at(c.kind, c.square), why=why(c, words), points=c.points)
        for c in sheet.cavemen
        if c.points
    ]
    idle = [at(c.kind, c.square) for c in sheet.cavemen if not c.points]
    for group in sheet.warrior_groups:
        kinds = [terr.cavemen[terr.grid.cell(sq)] for sq in group.squares]
        n = len(kinds)
        if n == 1:
            one = at(kinds[0], group.squares[0])
            items.append(words("alt-warrior-alone", caveman=one, power=group.power, points=group.points))
            continue
        where = and_list(words, [at(k, sq) for k, sq in zip(kinds, group.squares, strict=True)])
        items.append(words("alt-warriors", count=n, where=where, power=group.power, points=group.points))
    if idle:
        items.append(words("alt-idle", cavemen=and_list(words, idle)))
    return "; ".join(items)


def sheet_words(sheet: Breakdown, name: str, mode: Mode, words: Words) -> str:
    """One player's sheet (`name`: theirs) in one sentence: the total, then its parts."""
    if isinstance(sheet, HarvestSheet):
        return harvest_words(sheet, name, words)
    return words(
        "alt-sheet",
        name=name,
        total=sheet.total,
        sum=sum_words(sheet, mode, words),
        scoring=sum(1 for r in sheet.regions if r.points),
        largest=sheet.largest_region,
        multipliers=terms.count(words, sheet.box, sheet.fire_icons),
    )


def harvest_words(sheet: HarvestSheet, name: str, words: Words) -> str:
    """One player's harvest: tokens by kind (those won marked), kinds won, gold."""
    kinds = ", ".join(
        words(
            "alt-harvest-kind-won" if k in sheet.won else "alt-harvest-kind",
            token=terms.token(words, k),
            count=sheet.tokens[k],
        )
        for k in TOKEN_KINDS
    )
    return words(
        "alt-harvest",
        name=name,
        kinds=kinds,
        won=terms.kinds(words, sheet.total),
        gold=sheet.gold,
        centre=terms.centre(words, sheet.box),
        spent=sheet.witch_gold,
    )
