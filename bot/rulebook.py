"""`/origins rules`: the current game's rules in a few short pages, turned with buttons.

The pages are built from the game's config alone (mode, players, options), so a page button needs
nothing from the database: its custom id carries the config, and it works for games long over.
"""

from __future__ import annotations

import discord

from bot import ids
from bot.messages import t
from rules import GameConfig, Mode, Option

PAGES = ("game", "turn", "scoring", "rulings")


def pages(config: GameConfig) -> list[str]:
    """The texts of the pages for this game, each well under Discord's 2,000 characters."""
    mode = config.mode.value
    chosen = sorted(o.value for o in config.options)
    titles = ", ".join(t(f"rules_option_titles.{o}") for o in chosen) or t("no_options")
    game = [
        t("rules_head", mode=mode.capitalize(), options=titles),
        t(
            "rules_pages.game.neolithic" if config.players == 2 else "rules_pages.game.table",
            players=config.players,
        ),
        t(f"rules_modes.{mode}"),
        t("rules_pages.game.bot"),
    ]
    turn = [t("rules_pages.turn.text")]
    scoring = [t("rules_pages.scoring.regions")]
    if config.mode is Mode.TOTEM:
        scoring.append(t("rules_pages.scoring.totem"))
    elif config.mode is Mode.TRIBE:
        scoring.append(t("rules_pages.scoring.tribe"))
    scoring.extend(t(f"rules_options.{o}") for o in chosen)
    scoring.append(t("rules_pages.scoring.ties"))
    out = []
    for number, lines in enumerate((game, turn, scoring, [t("rules_rulings")]), start=1):
        head = f"**{t(f'rules_titles.{PAGES[number - 1]}')}** · {number}/{len(PAGES)}"
        out.append("\n".join([head, *lines]))
    return out


def config_key(config: GameConfig) -> str:
    """The config as a custom id carries it: mode, players and the options as bits."""
    bits = sum(1 << i for i, o in enumerate(Option) if o in config.options)
    return f"{config.mode.value}:{config.players}:{bits}"


def config_from_key(mode: str, players: int, bits: int) -> GameConfig:
    options = frozenset(o for i, o in enumerate(Option) if bits >> i & 1)
    return GameConfig(players=players, mode=Mode(mode), options=options)


def page_message(config: GameConfig, page: int) -> tuple[str, discord.ui.View]:
    """The text of `page` (0-based) and its Previous / Next buttons."""
    texts = pages(config)
    page = max(0, min(page, len(texts) - 1))
    view = ids.sealed(discord.ui.View(timeout=None))
    key = config_key(config)
    for label, target, off in (
        (t("rules_previous"), page - 1, page == 0),
        (t("rules_next"), page + 1, page == len(texts) - 1),
    ):
        view.add_item(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=ids.rules_page(key, max(0, min(target, len(texts) - 1))),
                disabled=off,
            )
        )
    return texts[page], view
