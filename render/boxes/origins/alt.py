"""Kingdomino Origins in the alt texts: a domino's wooden resources, the totem and recruit
decisions, a territory's resources, totems and cavemen (each hunter-gatherer with what it
scores, each group of warriors), the totems held and the cave board on the table, and the
parts of a total its modes add."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

from lang import Words
from render.alt.describe import player_name
from render.boxes.origins import words as own
from render.core.terms import and_list
from rules import Decision, Mode, Pending, SquareSpec
from rules.boxes.origins import (
    FIRE_LADY,
    FIRE_LADY_POINTS,
    GATHERER_RULES,
    PAINTER,
    PAINTER_POINTS,
    RECRUIT_BOARD_COST,
    RECRUIT_PILE_COST,
    SHAMAN,
    SHAMAN_POINTS,
    TOTEM_POINTS,
    WARRIOR_POWER,
    CavemanScore,
    OriginsSheet,
    OriginsState,
    OriginsTerritory,
    TotemState,
    TribeState,
    wooden_resource,
)


def half_words(half: SquareSpec, words: Words, terrain: str) -> str | None:
    """A domino's square with the wooden resource it brings: "grassland with a mammoth"."""
    kind = wooden_resource(half)
    if kind < 0:
        return None
    return words("alt-half-resource", terrain=terrain, resource=own.resource(words, kind))


def pending_words(
    state: OriginsState, pending: Pending, name: str, names: Sequence[str] | None, words: Words
) -> str | None:
    """The totem tie (to whom), and the recruit being paid for or settled (which caveman)."""
    if pending.decision is Decision.TOTEM:
        tied = and_list(words, [player_name(names, p, words) for p in pending.candidates], "or")
        return words("pending-totem", name=name, resource=own.resource(words, pending.resource or 0), to=tied)
    if pending.decision is Decision.PAY:
        return words("pending-pay", name=name, caveman=own.recruit_title(state, words))
    if pending.decision is Decision.SETTLE:
        return words("pending-settle", name=name, caveman=own.recruit_title(state, words))
    return None


def territory_details(terr: OriginsTerritory, sheet: OriginsSheet, words: Words) -> list[str]:
    """The wooden resources held, the totems, the cavemen."""
    details = []
    if terr.resources:
        counts = terr.resource_counts()
        held = ", ".join(own.resource_count(words, k, c) for k, c in enumerate(counts) if c)
        details.append(words("alt-resources", resources=held))
    if sheet.totems:
        totems = [
            words("alt-totem", resource=own.resource(words, r), points=TOTEM_POINTS[r])
            for r in sorted(sheet.totems)
        ]
        details.append(words("alt-totems", totems=", ".join(totems)))
    if terr.cavemen:
        details.append(words("alt-cavemen", cavemen=caveman_words(terr, sheet, words)))
    return details


def table_details(state: OriginsState, names: Sequence[str] | None, words: Words) -> list[str]:
    """The totems and their holders (Totem mode), the cave board (Tribe mode)."""
    if isinstance(state, TotemState):
        held = [
            words(
                "alt-totem-held",
                resource=own.resource(words, r),
                points=TOTEM_POINTS[r],
                name=player_name(names, h, words),
            )
            for r, h in enumerate(state.totems)
            if h >= 0
        ]
        return [words("alt-totems-held", totems=", ".join(held)) if held else words("alt-totems-none")]
    if isinstance(state, TribeState):
        return [describe_cave(state, words)]
    return []


def point_parts(sheet: OriginsSheet, mode: Mode, words: Words) -> list[tuple[str, int]]:
    """What the mode adds to the regions: resources and totems (Totem), cavemen (Tribe)."""
    if mode is Mode.TOTEM:
        return [
            (words("part-resources"), sheet.resource_points),
            (words("part-totems"), sheet.totem_points),
        ]
    if mode is Mode.TRIBE:
        return [(words("part-cavemen"), sheet.caveman_points)]
    return []


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
        return words("rule-gatherer", points=points, resource=own.resource(words, resource))
    if kind == PAINTER:
        return words("rule-painter", points=PAINTER_POINTS)
    if kind == FIRE_LADY:
        return words("rule-fire-lady", points=FIRE_LADY_POINTS)
    if kind == SHAMAN:
        return words("rule-shaman", points=SHAMAN_POINTS)
    return words("rule-warrior", power=WARRIOR_POWER[kind])


def caveman_words(terr: OriginsTerritory, sheet: OriginsSheet, words: Words) -> str:
    """Each hunter-gatherer that scores with what it scores, those that score nothing together,
    then each warrior alone and each group of warriors: "Fire Lady D6: 4 fire icons × 1 = 4; …;
    2 warriors together, Amazon warrior C4 and Small warrior C5: 2 × power 3 = 6; Hunter F7 and
    Painter H9: nothing around = 0". Short, so that a Tribe territory full of cavemen still fits
    the alt text's 1,024 characters."""

    def at(kind: int, square: object) -> str:
        return words("alt-caveman-at", caveman=own.caveman(words, kind), square=str(square))

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


def describe_cave(state: OriginsState, words: Words) -> str:
    """The cave board in short, for the table (the cave picture tells each tile's rule)."""
    faces = [own.caveman(words, k) if k >= 0 else words("cave-empty") for k in state.cave_board]
    return words("alt-cave", faces=", ".join(faces), pile=len(state.cave_pile))


def describe_cave_board(state: OriginsState, words: Words) -> str:
    """The cave board picture: the face-up slots by number, the pile by kind, the recruit costs."""
    faces = [
        words("alt-slot", slot=slot + 1, caveman=own.caveman(words, k), rule=caveman_rule(words, k))
        if k >= 0
        else words("alt-slot-empty", slot=slot + 1)
        for slot, k in enumerate(state.cave_board)
    ]
    counts = Counter(state.cave_pile)
    pile = ", ".join(
        words("alt-pile-kind", count=counts[k], caveman=own.caveman(words, k)) for k in sorted(counts)
    )
    n = len(state.cave_pile)
    held = words("alt-pile-kinds", count=n, kinds=pile) if pile else words("alt-pile", count=n)
    return words(
        "alt-cave-board", slots="; ".join(faces), pile=held, face_up=RECRUIT_BOARD_COST, any=RECRUIT_PILE_COST
    )
