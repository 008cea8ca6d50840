"""`/origins rules`: the current game's rules in a few short pages, turned with buttons.

The pages are built from the game's config alone (mode, players, options), so a page button needs
nothing from the database: its custom id carries the config, and it works for games long over.
"""

from __future__ import annotations

import discord

from bot.boxes import parts
from bot.components import ids
from bot.i18n.languages import Languages
from bot.store import Store
from bot.turn.pictures import Pictures
from lang import Words
from rules import ConfigError, Game, GameConfig, Mode, Option, box

PAGES = ("game", "turn", "scoring", "rulings")


def pages(config: GameConfig, w: Words) -> list[str]:
    """The texts of the pages for this game (its own, bot.boxes), each well under Discord's 2,000
    characters."""
    return _numbered(parts(config.game).rules_pages(config, w), w)


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


class Rulebook:
    """`/origins rules`, its page buttons, and the legend of the pictures."""

    def __init__(self, store: Store, languages: Languages, pictures: Pictures) -> None:
        self.store = store
        self.languages = languages
        self.pictures = pictures

    async def answer(self, interaction: discord.Interaction) -> None:
        """The first page of the rules of the game here (of a default game where there is none)."""
        row = await self.store.channel_game(interaction.channel_id or 0)
        config = GameConfig.from_json(row.config) if row is not None else GameConfig()
        w = await self.languages.member_words(interaction, row)
        text, view = page_message(config, 0, w)
        await interaction.response.send_message(text, view=view, ephemeral=True)

    async def turn_page(self, interaction: discord.Interaction, config: GameConfig, page: int) -> None:
        """A page button: the rules message shows `page`."""
        w = await self.languages.member_words(interaction)
        text, view = page_message(config, page, w)
        await interaction.response.edit_message(content=text, view=view)

    async def legend(self, interaction: discord.Interaction, config: GameConfig) -> None:
        """**What the pictures show**: the legend of a game of `config`, privately (the click was
        acknowledged before)."""
        w = await self.languages.member_words(interaction)
        await interaction.followup.send(file=await self.pictures.legend(config, w), ephemeral=True)
