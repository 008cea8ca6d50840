"""Kingdomino Origins' parts of the bot: the fire token, the totems and the cave in the panel;
its modes in the lobby, the listings and the rules pages."""

from __future__ import annotations

from bot.boxes.parts import SHARED_PANELS, BoxParts, Pages, points
from bot.turn.panels import fire, recruit, totem
from lang import Words
from rules import Decision, GameConfig, Mode

# The modes' own scoring, on the scoring page (Discovery scores regions only).
MODE_SCORING = {Mode.TOTEM: "rules_pages.scoring.totem", Mode.TRIBE: "rules_pages.scoring.tribe"}


def name(config: GameConfig, w: Words) -> str:
    """Origins is named by its mode ("Tribe"): the game itself goes without saying."""
    return w(f"mode-{config.mode.value}")


def lobby_settings(config: GameConfig, options: str, w: Words) -> str:
    """The mode and the players (2 is the Neolithic), and the options."""
    neolithic = w("neolithic") if config.box.paired_draft(config.players) else ""
    return w(
        "lobby_settings",
        mode=w(f"mode-{config.mode.value}"),
        players=config.players,
        neolithic=neolithic,
        options=options,
    )


def rules_pages(config: GameConfig, w: Words) -> Pages:
    """The game (table or Neolithic, the mode), a turn, scoring (the mode's, the options'), rulings."""
    mode = config.mode.value
    chosen = sorted(o.value for o in config.options)
    titles = ", ".join(w(f"option-{o}") for o in chosen) or w("no_options")
    game = [
        w("rules_head", mode=w(f"mode-{mode}"), options=titles),
        w(
            "rules_pages.game.neolithic" if config.players == 2 else "rules_pages.game.table",
            players=config.players,
        ),
        w(f"rules_modes.{mode}"),
        w("rules_pages.game.bot"),
    ]
    turn = [w("rules_pages.turn.text")]
    scoring = [w("rules_pages.scoring.regions")]
    if config.mode in MODE_SCORING:
        scoring.append(w(MODE_SCORING[config.mode]))
    scoring.extend(w(f"rules_options.{o}") for o in chosen)
    scoring.append(w("rules_pages.scoring.ties"))
    return game, turn, scoring, [w("rules_rulings")]


PARTS = BoxParts(
    panels={
        **SHARED_PANELS,
        Decision.FIRE: fire.PANEL,
        Decision.TOTEM: totem.PANEL,
        Decision.RECRUIT: recruit.RECRUIT,
        Decision.PAY: recruit.PAY,
        Decision.SETTLE: recruit.SETTLE,
    },
    name=name,
    lobby_settings=lobby_settings,
    rules_pages=rules_pages,
    standing=points,
)

__all__ = ["PARTS"]
