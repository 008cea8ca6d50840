"""The buttons under a game's public messages: **Play your turn** and **Full table** under a turn
prompt, **I'm back** under an autopilot's move."""

from __future__ import annotations

import re

import discord

from bot.components import ids
from bot.components.base import Button, GameItem, Item
from bot.services import Services


class PlayTurnButton(GameItem, discord.ui.DynamicItem[Button], template=ids.PLAY_TURN_TEMPLATE):
    """**Play your turn**: the member to act gets their private panel, anyone else whose turn it is."""

    acknowledge_as = "private"

    def __init__(self, game_id: int, version: int) -> None:
        self.game_id, self.version = game_id, version
        super().__init__(discord.ui.Button(custom_id=ids.play_turn(game_id, version)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> PlayTurnButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(services: Services) -> None:
            await services.panels.open(interaction, self.game_id, edit=False)

        await self.guarded(interaction, work)


class TableButton(GameItem, discord.ui.DynamicItem[Button], template=ids.TABLE_TEMPLATE):
    """**Full table** under a turn prompt: the whole table as it is now, privately, for anyone."""

    acknowledge_as = "private"
    cooldown = "table"

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(discord.ui.Button(custom_id=ids.table(game_id)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> TableButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(services: Services) -> None:
            await services.panels.table(interaction, self.game_id)

        await self.guarded(interaction, work)


class ImBackButton(GameItem, discord.ui.DynamicItem[Button], template=ids.IM_BACK_TEMPLATE):
    """A seat's player takes their turns back from the autopilot."""

    acknowledge_as = "private"

    def __init__(self, game_id: int, seat: int) -> None:
        self.game_id, self.seat = game_id, seat
        super().__init__(discord.ui.Button(custom_id=ids.im_back(game_id, seat)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> ImBackButton:
        return cls(int(match["game"]), int(match["seat"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(services: Services) -> None:
            await services.autopilot.im_back(interaction, self.game_id, self.seat)

        await self.guarded(interaction, work)


__all__ = ["ImBackButton", "PlayTurnButton", "TableButton"]
