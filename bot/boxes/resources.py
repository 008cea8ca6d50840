"""The Resource Tokens variant's parts of the bot: acting instead of a pick (a gain, a witch,
Pass) in the panel; its deck and rounds in the lobby; a score told in kinds won, with the
tokens and gold, in the status and the history."""

from __future__ import annotations

from bot.boxes.parts import SHARED_PANELS, BoxParts, Pages, title
from bot.turn.panels import act
from lang import Words
from rules import Decision, GameConfig, GameState, as_a, current_points
from rules.boxes.resources import TOKEN_NAMES, HarvestTerritory


def lobby_settings(config: GameConfig, options: str, w: Words) -> str:
    """The players, the deck and the rounds (the variant has no options)."""
    return w(
        "lobby_settings_resources",
        players=config.players,
        deck=config.deck_size,
        rounds=config.rounds,
        options=options,
    )


def rules_pages(config: GameConfig, w: Words) -> Pages:
    """The variant's pages: no options, its own turn and its harvest."""
    game = [
        w("rules_resources.head"),
        w("rules_resources.table", players=config.players),
        w("rules_classic.terrains"),
        w("rules_resources.bot"),
    ]
    return game, [w("rules_resources.turn")], [w("rules_resources.scoring")], [w("rules_resources.rulings")]


def standing(state: GameState, player: int, w: Words) -> str:
    """The kinds the player would win now, with their tokens and gold."""
    terr = as_a(HarvestTerritory, state.territories[player])
    counts = zip(TOKEN_NAMES, terr.token_counts(), strict=True)
    tokens = ", ".join(f"{w(f'token-{name}')} {n}" for name, n in counts)
    return w("standing_kinds", kinds=current_points(state, player), tokens=tokens, gold=terr.gold)


PARTS = BoxParts(
    panels={**SHARED_PANELS, Decision.PICK: act.PICK, Decision.ACT: act.ACT_PANEL},
    name=title,
    lobby_settings=lobby_settings,
    rules_pages=rules_pages,
    standing=standing,
    won_key="history_won_kinds",
)

__all__ = ["PARTS"]
