"""`/origins rules`: the current game's rules in a few short pages, turned with buttons.

The pages are built from the game's config alone (mode, players, options), so a page button needs
nothing from the database: its custom id carries the config, and it works for games long over.
"""

from __future__ import annotations

import discord

from bot import ids
from lang import Words
from rules import ConfigError, Game, GameConfig, Mode, Option, box

PAGES = ("game", "turn", "scoring", "rulings")


def pages(config: GameConfig, w: Words) -> list[str]:
    """The texts of the pages for this game, each well under Discord's 2,000 characters."""
    mode = config.mode.value
    chosen = sorted(o.value for o in config.options)
    titles = ", ".join(w(f"option-{o}") for o in chosen) or w("no_options")
    if config.game is Game.CLASSIC:
        return _numbered(_classic(config, chosen, titles, w), w)
    if config.game is Game.RESOURCES:
        return _numbered(_resources(config, w), w)
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
    if config.mode is Mode.TOTEM:
        scoring.append(w("rules_pages.scoring.totem"))
    elif config.mode is Mode.TRIBE:
        scoring.append(w("rules_pages.scoring.tribe"))
    scoring.extend(w(f"rules_options.{o}") for o in chosen)
    scoring.append(w("rules_pages.scoring.ties"))
    return _numbered((game, turn, scoring, [w("rules_rulings")]), w)


def _classic(config: GameConfig, chosen: list[str], titles: str, w: Words) -> tuple[list[str], ...]:
    """Classic Kingdomino's pages: the same four, in its own words."""
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


def _resources(config: GameConfig, w: Words) -> tuple[list[str], ...]:
    """The Resource Tokens variant's pages: no options, its own turn and its harvest."""
    game = [
        w("rules_resources.head"),
        w("rules_resources.table", players=config.players),
        w("rules_classic.terrains"),
        w("rules_resources.bot"),
    ]
    return game, [w("rules_resources.turn")], [w("rules_resources.scoring")], [w("rules_resources.rulings")]


def _numbered(pages: tuple[list[str], ...], w: Words) -> list[str]:
    out = []
    for number, lines in enumerate(pages, start=1):
        head = f"**{w(f'rules_titles.{PAGES[number - 1]}')}** · {number}/{len(PAGES)}"
        out.append("\n".join([head, *lines]))
    return out


def config_key(config: GameConfig) -> str:
    """The config as a custom id carries it: mode (or "classic"), players and the options as bits
    (numbered as `Option` lists them: the Origins bits of older messages keep their meaning)."""
    bits = sum(1 << i for i, o in enumerate(Option) if o in config.options)
    first = config.mode.value if config.game is Game.ORIGINS else config.game.value
    return f"{first}:{config.players}:{bits}"


def config_from_key(mode: str, players: int, bits: int) -> GameConfig:
    """The config a page button carries; one no game could have (a forged id) loses its options
    (and, if still impossible, its player count)."""
    options = frozenset(o for i, o in enumerate(Option) if bits >> i & 1)
    if mode in (Game.CLASSIC.value, Game.RESOURCES.value):
        game, mode = Game(mode), Mode.DISCOVERY.value
    else:
        game = Game.ORIGINS
    for kept in (options, frozenset()):
        try:
            return GameConfig(game=game, players=players, mode=Mode(mode), options=kept)
        except ConfigError:
            continue
    return GameConfig(game=game, players=box(game).players[-1], mode=Mode(mode))


def page_message(config: GameConfig, page: int, w: Words) -> tuple[str, discord.ui.View]:
    """The text of `page` (0-based) and its Previous / Next buttons."""
    texts = pages(config, w)
    page = max(0, min(page, len(texts) - 1))
    view = ids.sealed(discord.ui.View(timeout=None))
    key = config_key(config)
    for label, target, off in (
        (w("rules_previous"), page - 1, page == 0),
        (w("rules_next"), page + 1, page == len(texts) - 1),
    ):
        view.add_item(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=ids.rules_page(key, max(0, min(target, len(texts) - 1))),
                disabled=off,
            )
        )
    view.add_item(
        discord.ui.Button(
            label=w("legend_button"), style=discord.ButtonStyle.secondary, custom_id=ids.legend(key)
        )
    )
    return texts[page], view
