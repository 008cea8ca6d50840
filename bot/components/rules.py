"""The buttons of `/origins rules`: its pages, and the legend of the pictures. Their custom ids
carry the game's config, not a game id: they work for games long over."""

from __future__ import annotations

import re

import discord

from bot.components import ids
from bot.components.base import Button, Item
from bot.features import rulebook
from bot.services import services_of


class RulesPageButton(discord.ui.DynamicItem[Button], template=ids.RULES_TEMPLATE):
    """Turns a page of `/origins rules` (the custom id carries the game's config, not its id)."""

    def __init__(self, mode: str, players: int, bits: int, page: int) -> None:
        self.config = rulebook.config_from_key(mode, players, bits)
        self.page = page
        key = rulebook.config_key(self.config)
        super().__init__(discord.ui.Button(label=str(page + 1), custom_id=ids.rules_page(key, page)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> RulesPageButton:
        return cls(match["mode"], int(match["players"]), int(match["bits"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await services_of(interaction).rulebook.turn_page(interaction, self.config, self.page)


class LegendButton(discord.ui.DynamicItem[Button], template=ids.LEGEND_TEMPLATE):
    """Under `/origins rules`: the legend of the pictures of that game, privately."""

    def __init__(self, mode: str, players: int, bits: int) -> None:
        self.config = rulebook.config_from_key(mode, players, bits)
        key = rulebook.config_key(self.config)
        super().__init__(discord.ui.Button(custom_id=ids.legend(key)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> LegendButton:
        return cls(match["mode"], int(match["players"]), int(match["bits"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        services = services_of(interaction)

        async def work() -> None:
            await services.rulebook.legend(interaction, self.config)

        await services.refusals.guarded(interaction, work, defer="private", cooldown="legend")


__all__ = ["LegendButton", "RulesPageButton"]
