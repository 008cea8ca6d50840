"""Points told in parts that add up: a territory's or a score sheet's total, for the alt texts.

Every total an alt text states comes with its parts ("23 = regions 9 + wooden resources 8 +
totems 6"), each part with its items where it has any, so that a listener can check the sum as a
reader of the picture can. The parts after the regions that are a game's own (Origins'
resources, totems and cavemen) its pictures give (`BoxPictures.point_parts`).
"""

from __future__ import annotations

from lang import Words
from render.core import terms
from render.core.games import pictures_of
from rules import Breakdown, Mode


def point_parts(sheet: Breakdown, mode: Mode, words: Words) -> list[tuple[str, int]]:
    """A sheet's total in parts that add up to it: regions, then what the game's mode and the
    optional rules played add (each listed, 0 included, so that a part missed is told too)."""
    parts = [(words("part-regions"), sheet.region_points)]
    parts += pictures_of(sheet.game_box).point_parts(sheet, mode, words)
    parts += [(terms.option(words, name), points) for name, points in sheet.bonuses.items()]
    return parts


def sum_words(sheet: Breakdown, mode: Mode, words: Words) -> str:
    """ "regions 9 + wooden resources 8 + totems 6"."""
    return " + ".join(
        words("part", label=label, points=points) for label, points in point_parts(sheet, mode, words)
    )


def sheet_words(sheet: Breakdown, name: str, mode: Mode, words: Words) -> str:
    """One player's sheet (`name`: theirs) in one sentence: the total, then its parts (or as the
    game tells its own sheet: the Resource Tokens variant's harvest)."""
    own = pictures_of(sheet.game_box).sheet_words(sheet, name, words)
    if own is not None:
        return own
    return words(
        "alt-sheet",
        name=name,
        total=sheet.total,
        sum=sum_words(sheet, mode, words),
        scoring=sum(1 for r in sheet.regions if r.points),
        largest=sheet.largest_region,
        multipliers=terms.count(words, sheet.game_box, sheet.fire_icons),
    )
