"""The names the games go by in records, configs and the bot: games, modes, options, decisions.

These are words stored forever (a game's config and its record say `"game": "classic"`,
`"mode": "tribe"`, `"options": ["harmony"]`), so they are one closed list, apart from the rules
that give them meaning: the core loop reads them as values and never asks which one it holds,
each game's package (rules/boxes/) says what its own mean. A new game adds its name here, and
its modes or options if it has any; nothing else in the core changes for it.
"""

from __future__ import annotations

from enum import StrEnum


class Game(StrEnum):
    ORIGINS = "origins"
    CLASSIC = "classic"
    RESOURCES = "resources"  # classic Kingdomino with the Resource Tokens variant


# A config that names no game is one of Kingdomino Origins (the first game the records knew).
DEFAULT_GAME = Game.ORIGINS


class Mode(StrEnum):
    DISCOVERY = "discovery"  # also the one mode of a game without modes
    TOTEM = "totem"
    TRIBE = "tribe"


class Option(StrEnum):
    EMPIRE_OF_FIRE = "empire-of-fire"  # Origins
    HOMO_HABILIS = "homo-habilis"
    HARMONY = "harmony"  # classic
    MIDDLE_KINGDOM = "middle-kingdom"
    MIGHTY_DUEL = "mighty-duel"
    ONE_TWO_ONE = "one-two-one"


class Decision(StrEnum):
    """What the pending player must decide."""

    DRAFT = "draft"  # the initial draft: a chief on line 1 (two dominoes in the Neolithic)
    PLACE = "place"
    FIRE = "fire"
    TOTEM = "totem"
    PICK = "pick"
    RECRUIT = "recruit"
    PAY = "pay"
    SETTLE = "settle"
    ACT = "act"  # the Resource Tokens variant: gain resources, use a witch, or pass


__all__ = ["DEFAULT_GAME", "Decision", "Game", "Mode", "Option"]
