"""Each game's parts of the bot, registered by the rules' `Game` (bot.boxes.parts.BoxParts): the
panels of its own decisions, its words in the lobby, the listings, the status, the history and
the rules pages. The shared code asks `parts(game)`; no module of the bot tests which game it is.

A new game adds a module here with its parts and a line in `PARTS`, a panel module in
bot/turn/panels for each decision it brings, and its `/origins new` subcommand (bot.commands.lobby).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from bot.boxes import classic, origins, resources
from bot.boxes.parts import BoxParts
from lang import Words
from rules import Game, GameConfig

PARTS: Final[Mapping[Game, BoxParts]] = {
    Game.ORIGINS: origins.PARTS,
    Game.CLASSIC: classic.PARTS,
    Game.RESOURCES: resources.PARTS,
}


def parts(game: Game | str) -> BoxParts:
    """The bot's parts of `game`."""
    return PARTS[Game(game)]


def game_name(config: GameConfig, w: Words) -> str:
    """The game in a word or two: its mode for Origins ("Tribe"), else the game's title."""
    return parts(config.game).name(config, w)


__all__ = ["PARTS", "BoxParts", "game_name", "parts"]
