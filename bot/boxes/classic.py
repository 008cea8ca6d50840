"""Classic Kingdomino's parts of the bot: its kingdom size and deck in the lobby, its rules pages.
Its panel is the shared one: a draft and a placement, nothing more."""

from __future__ import annotations

from bot.boxes.parts import SHARED_PANELS, BoxParts, Pages, points, title
from lang import Words
from rules import GameConfig


def lobby_settings(config: GameConfig, options: str, w: Words) -> str:
    """The players, the kingdom's size and the deck, and the options."""
    return w(
        "lobby_settings_classic",
        players=config.players,
        size=config.size,
        deck=config.deck_size,
        options=options,
    )


def rules_pages(config: GameConfig, w: Words) -> Pages:
    """Classic Kingdomino's pages: the same four as Origins', in its own words."""
    chosen = sorted(o.value for o in config.options)
    titles = ", ".join(w(f"option-{o}") for o in chosen) or w("no_options")
    size, deck = config.size, config.deck_size
    if config.players == 2:
        table = w("rules_classic.duel", deck=deck, size=size, rounds=config.rounds)
    else:
        discard = w("rules_classic.three") if config.players == 3 else ""
        table = w("rules_classic.table", players=config.players, discard=discard)
    game = [
        w("rules_classic.head", options=titles),
        table,
        w("rules_classic.terrains"),
        w("rules_classic.bot"),
    ]
    turn = [w("rules_classic.turn", size=size)]
    scoring = [w("rules_classic.regions"), *(w(f"rules_options.{o}") for o in chosen)]
    scoring.append(w("rules_classic.ties"))
    return game, turn, scoring, [w("rules_classic.rulings", size=size)]


PARTS = BoxParts(
    panels=SHARED_PANELS,
    name=title,
    lobby_settings=lobby_settings,
    rules_pages=rules_pages,
    standing=points,
)

__all__ = ["PARTS"]
