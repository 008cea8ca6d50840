"""The game's own words in pictures and alt texts, asked of its box (rules.box).

A picture of classic Kingdomino says crowns, castle and king where one of Kingdomino Origins says
fire, hut and chief: every such word comes from here, and the box says it.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from rules.box import BOXES, Box, Option
from rules.components import TOKEN_NAMES
from rules.config import GameConfig


class Multipliers(NamedTuple):
    """A region's multipliers in short: one, several, and a region that has none."""

    one: str
    many: str
    none: str


# Origins' sheet has always said "3 × 2 fires" and "without fire": shorter than the box's "fire
# icons", and the icon beside it shows what they are. Other boxes use their own words.
_SHORT: Final = {"fire icon": Multipliers("fire", "fires", "without fire")}

# The optional rules as the rulebooks name them: each box's bonuses by their titles, and the
# options that change the set-up rather than the score.
OPTION_TITLES: Final[dict[str, str]] = {
    str(bonus.option): bonus.title for b in BOXES.values() for bonus in b.bonuses
} | {str(Option.MIGHTY_DUEL): "Mighty Duel", str(Option.ONE_TWO_ONE): "1-2-1 draft"}


def short(box: Box) -> Multipliers:
    return _SHORT.get(
        box.multiplier, Multipliers(box.multiplier, box.multipliers, f"without {box.multipliers}")
    )


def short_count(box: Box, n: int) -> str:
    """`n` multipliers in short: "2 fires", "1 crown"."""
    words = short(box)
    return f"{n} {words.one if n == 1 else words.many}"


def count(box: Box, n: int) -> str:
    """`n` multipliers in the box's full words: "2 fire icons", "1 crown"."""
    return f"{n} {box.multiplier if n == 1 else box.multipliers}"


def game_line(config: GameConfig) -> str:
    """The mode for a box that has several ("Totem mode"), else the game's name ("Kingdomino")."""
    if len(config.box.modes) > 1:
        return f"{config.mode.value.capitalize()} mode"
    return config.box.title


def round_words(config: GameConfig, round_: int) -> str:
    return "initial draft" if round_ == 0 else f"round {round_} of {config.rounds}"


def standing(box: Box, n: int, *, short: bool = False) -> str:
    """What a player has as the game stands: points ("12 points", short "12 pts"), or in the
    Resource Tokens variant the kinds of token they win ("2 kinds")."""
    if box.resource_tokens:
        return kinds(n)
    return f"{n} pts" if short else f"{n} points"


# --- the Resource Tokens variant ----------------------------------------------------------------

WITCH: Final = "witch"  # the variant's name for a crowned swamp
WITCHCRAFT: Final = "witchcraft"  # what gold on witches went on, however many witches


def kinds(n: int) -> str:
    """Kinds of token won: "1 kind", "2 kinds"."""
    return f"{n} kind{'s' * (n != 1)}"


def tokens(counts: tuple[int, ...] | list[int]) -> str:
    """Token counts by kind, those held only: "3 wood, 1 fish" ("no tokens" for none)."""
    held = [f"{n} {TOKEN_NAMES[k]}" for k, n in enumerate(counts) if n]
    return ", ".join(held) if held else "no tokens"


def kind_list(kinds_: tuple[int, ...]) -> str:
    """Kinds by name: "wood and fish", "none"."""
    names = [TOKEN_NAMES[k] for k in kinds_]
    if not names:
        return "none"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
