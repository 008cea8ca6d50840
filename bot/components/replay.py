"""The buttons of `/origins replay`: a step of the finished game, and its record to download."""

from __future__ import annotations

import re

import discord

from bot.components import ids
from bot.components.base import Button, GameItem, Item
from bot.services import Services


class ReplayButton(GameItem, discord.ui.DynamicItem[Button], template=ids.REPLAY_TEMPLATE):
    """A button of `/origins replay`: show the finished game at the step its custom id carries."""

    acknowledge_as = "update"  # the replay's message shows the new step
    cooldown = "replay"

    def __init__(self, game_id: int, step: int, button: str) -> None:
        self.game_id, self.step = game_id, step
        super().__init__(discord.ui.Button(custom_id=ids.replay(game_id, step, button)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> ReplayButton:
        return cls(int(match["game"]), int(match["step"]), match["button"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(services: Services) -> None:
            await services.replay.show_step(interaction, self.game_id, self.step)

        await self.guarded(interaction, work)


class ExportButton(GameItem, discord.ui.DynamicItem[Button], template=ids.EXPORT_TEMPLATE):
    """**Download the record** under a replay: the finished game's record as a JSON file, privately."""

    acknowledge_as = "private"

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(discord.ui.Button(custom_id=ids.export(game_id)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> ExportButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(services: Services) -> None:
            await services.replay.send_record(interaction, self.game_id)

        await self.guarded(interaction, work)


__all__ = ["ExportButton", "ReplayButton"]
