"""What the shared bot code asks of a game, instead of testing which game it is (`BoxParts`).

The rules register each game's mechanics as a `Box`; the bot registers each game's own parts of
its messages and panels here, keyed by the same `Game` (bot.boxes). A new game brings its parts;
the turn loop, the lobby, the status and the history only ask for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from bot.turn.panels import pick, place
from bot.turn.panels.base import DecisionPanel
from lang import Words
from rules import Decision, GameConfig, GameState, current_points

Pages = tuple[list[str], list[str], list[str], list[str]]  # the game, a turn, scoring, rulings


@dataclass(frozen=True)
class BoxParts:
    """One game's parts of the bot."""

    # The panel and the words of every decision the game has.
    panels: Mapping[Decision, DecisionPanel]
    # The game in a word or two, for listings and the status ("Tribe", "Kingdomino").
    name: Callable[[GameConfig, Words], str]
    # The lobby's line on the game's settings (options: the chosen options, worded).
    lobby_settings: Callable[[GameConfig, str, Words], str]
    # The four pages of `/origins rules` (bot.features.rulebook numbers them).
    rules_pages: Callable[[GameConfig, Words], Pages]
    # A player's score so far, for `/origins status`.
    standing: Callable[[GameState, int, Words], str]
    # How `/origins history` says a finished game was won ("… with 42 points").
    won_key: str = "history_won"


# The decisions every game has: the draft and the placement.
SHARED_PANELS: Mapping[Decision, DecisionPanel] = {
    Decision.DRAFT: pick.PANEL,
    Decision.PICK: pick.PANEL,
    Decision.PLACE: place.PANEL,
}


def points(state: GameState, player: int, w: Words) -> str:
    """A player's score so far in points."""
    return str(current_points(state, player))


def title(config: GameConfig, w: Words) -> str:
    """The game's title ("Kingdomino")."""
    return w(f"game-{config.game.value}")


__all__ = ["SHARED_PANELS", "BoxParts", "Pages", "points", "title"]
