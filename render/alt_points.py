"""Points told in parts that add up: a territory's or a score sheet's total, for the alt texts.

Every total an alt text states comes with its parts ("23 = regions 9 + wooden resources 8 +
totems 6"), each part with its items where it has any, so that a listener can check the sum as a
reader of the picture can.
"""

from __future__ import annotations

from collections.abc import Sequence

from render import words
from render.words import OPTION_TITLES
from rules.components import CAVEMAN_TITLES, TOKEN_KINDS, TOKEN_NAMES
from rules.config import Mode
from rules.harvest import HarvestSheet
from rules.scoring import Breakdown
from rules.territory import Territory


def and_list(items: Sequence[str], last: str = "and") -> str:
    """ "A", "A and B", "A, B and C" (`last`: "or" for a choice)."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def point_parts(sheet: Breakdown, mode: Mode) -> list[tuple[str, int]]:
    """A sheet's total in parts that add up to it: regions, then what the mode and the optional
    rules played add (each listed, 0 included, so that a part missed is told too)."""
    parts = [("regions", sheet.region_points)]
    if mode is Mode.TOTEM:
        parts += [("wooden resources", sheet.resource_points), ("totems", sheet.totem_points)]
    if mode is Mode.TRIBE:
        parts.append(("cavemen", sheet.caveman_points))
    parts += [(OPTION_TITLES[name], points) for name, points in sheet.bonuses.items()]
    return parts


def sum_words(sheet: Breakdown, mode: Mode) -> str:
    """ "regions 9 + wooden resources 8 + totems 6"."""
    return " + ".join(f"{label} {points}" for label, points in point_parts(sheet, mode))


def caveman_words(terr: Territory, sheet: Breakdown) -> str:
    """Each hunter-gatherer that scores with what it scores, those that score nothing together,
    then each warrior alone and each group of warriors: "Fire Lady D6: 4 fire icons × 1 = 4; …;
    2 warriors together, Amazon warrior C4 and Small warrior C5: 2 × power 3 = 6; Hunter F7 and
    Painter H9: nothing around = 0". Short, so that a Tribe territory full of cavemen still fits
    the alt text's 1,024 characters."""
    items = [f"{CAVEMAN_TITLES[c.kind]} {c.square}: {c.why} = {c.points}" for c in sheet.cavemen if c.points]
    idle = [f"{CAVEMAN_TITLES[c.kind]} {c.square}" for c in sheet.cavemen if not c.points]
    for group in sheet.warrior_groups:
        kinds = [CAVEMAN_TITLES[terr.cavemen[terr.grid.cell(sq)]] for sq in group.squares]
        n = len(kinds)
        if n == 1:
            items.append(f"{kinds[0]} {group.squares[0]} alone: power {group.power} = {group.points}")
            continue
        where = and_list([f"{k} {sq}" for k, sq in zip(kinds, group.squares, strict=True)])
        items.append(f"{n} warriors together, {where}: {n} × power {group.power} = {group.points}")
    if idle:
        items.append(f"{and_list(idle)}: nothing around = 0")
    return "; ".join(items)


def sheet_words(sheet: Breakdown, name: str, mode: Mode) -> str:
    """One player's sheet (`name`: theirs) in one sentence: the total, then its parts."""
    if isinstance(sheet, HarvestSheet):
        return harvest_words(sheet, name)
    scoring = sum(1 for r in sheet.regions if r.points)
    return (
        f"{name}: {sheet.total} = {sum_words(sheet, mode)} "
        f"({scoring} scoring region{'s' * (scoring != 1)}, largest region {sheet.largest_region}, "
        f"{words.count(sheet.box, sheet.fire_icons)})."
    )


def harvest_words(sheet: HarvestSheet, name: str) -> str:
    """One player's harvest: tokens by kind (those won marked), kinds won, gold."""
    kinds = ", ".join(
        f"{TOKEN_NAMES[k]} {sheet.tokens[k]}" + " (won)" * (k in sheet.won) for k in TOKEN_KINDS
    )
    spent = f", {sheet.witch_gold} gold spent on {words.WITCHCRAFT}" if sheet.witch_gold else ""
    gold = f"{sheet.gold} gold on the {sheet.box.centre}{spent}"
    return f"{name}: {kinds}; {words.kinds(sheet.total)} won; {gold}."
