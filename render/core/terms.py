"""The game's own terms in pictures and alt texts, in the picture's language, asked of its box.

A picture of classic Kingdomino says crowns, castle and king where one of Kingdomino Origins says
fire, hut and chief: each such word is a message of the catalogues (lang/*/terms.ftl), and the
box says which. Every function takes the `Words` of the picture's language; the sentences
around the terms are render's own (lang/*/render.ftl).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import lang
from lang import Words
from render.core.games import pictures_of
from rules import TERRAIN_NAMES, Box, GameConfig, Option

# The words of a picture drawn without a language asked for (`python -m render demo`, the tests).
ENGLISH: Final = lang.words("en")

# What multiplies a region, by the box's `multiplier`: the catalogue's stem for its full words
# ("fire-icons": "2 fire icons") and for the short ones the score sheet uses.
_FULL: Final = {"fire icon": "fire-icons", "crown": "crowns"}
# Origins' sheet has always said "3 × 2 fires" and "without fire": shorter than the box's "fire
# icons", and the icon beside it shows what they are. Classic says crowns either way.
_SHORT: Final = {"fire icon": "fires", "crown": "crowns"}


def capital(phrase: str) -> str:
    """`phrase` with its first letter capitalised, the rest as it is ("Fire Lady" stays)."""
    return phrase[:1].upper() + phrase[1:]


def and_list(words: Words, items: Sequence[str], last: str = "and") -> str:
    """ "A", "A and B", "A, B and C" in the language (`last`: "or" for a choice)."""
    if len(items) < 2:
        return "".join(items)
    return words(f"list-{last}", most=", ".join(items[:-1]), last=items[-1])


def terrain(words: Words, kind: int) -> str:
    return words(f"terrain-{TERRAIN_NAMES[kind]}")


def option(words: Words, name: Option | str) -> str:
    """An optional rule by its title in the rulebooks: "Empire of Fire", "1-2-1 draft"."""
    return words(f"option-{Option(name).value}")


def options(words: Words, config: GameConfig) -> list[str]:
    """The optional rules played, by title, in a fixed order."""
    return [option(words, o) for o in sorted(config.options)]


def count(words: Words, box: Box, n: int) -> str:
    """`n` multipliers in the box's full words: "2 fire icons", "1 crown"."""
    return words(f"{_FULL[box.multiplier]}-count", count=n)


def multipliers(words: Words, box: Box) -> str:
    """What multiplies a region, in the plural: "fire icons", "crowns"."""
    return words(_FULL[box.multiplier])


def short_count(words: Words, box: Box, n: int) -> str:
    """`n` multipliers in short: "2 fires", "1 crown"."""
    return words(f"{_SHORT[box.multiplier]}-count", count=n)


def short_many(words: Words, box: Box) -> str:
    """What multiplies a region in short, plural: "fires", "crowns"."""
    return words(_SHORT[box.multiplier])


def short_none(words: Words, box: Box) -> str:
    """A region with no multiplier: "without fire", "without crowns"."""
    return words(f"without-{_SHORT[box.multiplier]}")


def centre(words: Words, box: Box) -> str:
    """The start tile: "hut", "castle"."""
    return words(box.centre)


def chief(words: Words, box: Box) -> str:
    """The pawn a player drafts with: "chief", "king"."""
    return words(box.chief)


def game_title(words: Words, box: Box) -> str:
    """The game's name on its box: "Kingdomino Origins"."""
    return words(f"game-{box.game.value}")


def mode_line(words: Words, config: GameConfig) -> str:
    """ "Totem mode"."""
    return words("mode-line", mode=words(f"mode-{config.mode.value}"))


def game_line(words: Words, config: GameConfig) -> str:
    """The mode for a box that has several ("Totem mode"), else the game's name ("Kingdomino")."""
    if len(config.box.modes) > 1:
        return mode_line(words, config)
    return game_title(words, config.box)


def round_words(words: Words, config: GameConfig, round_: int) -> str:
    """The moment in a sentence: "initial draft", "round 3 of 12"."""
    if round_ == 0:
        return words("moment-draft")
    return words("moment-round", round=round_, rounds=config.rounds)


def round_title(words: Words, config: GameConfig, round_: int) -> str:
    """The moment as a heading: "Initial draft", "Round 3 of 12"."""
    if round_ == 0:
        return words("moment-draft-title")
    return words("moment-round-title", round=round_, rounds=config.rounds)


def standing(words: Words, box: Box, n: int, *, short: bool = False) -> str:
    """What a player has as the game stands, in the game's words: points ("12 points", short
    "12 pts"), or in the Resource Tokens variant the kinds of token they win ("2 kinds")."""
    return pictures_of(box).standing(words, n, short=short)


def ordinal(words: Words, place: int) -> str:
    """A place: 1st, 2nd, 3rd, 4th."""
    return words("place", place=place, ordinal=words.ordinal(place))
