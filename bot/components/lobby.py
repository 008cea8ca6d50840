"""The lobby's buttons and AI select, and **Rematch** under a score sheet."""

from __future__ import annotations

import re

import discord

from bot.components import ids
from bot.components.base import Button, GameItem, Item, Select, chosen
from bot.services import Services


class LobbyButton(GameItem, discord.ui.DynamicItem[Button], template=ids.LOBBY_TEMPLATE):
    """Join, Leave, Start or Cancel (bot.features.lobby)."""

    def __init__(self, verb: str, game_id: int) -> None:
        self.verb, self.game_id = verb, game_id
        style = discord.ButtonStyle.danger if verb == "cancel" else discord.ButtonStyle.primary
        if verb == "start":
            style = discord.ButtonStyle.success
        super().__init__(discord.ui.Button(style=style, custom_id=ids.lobby(verb, game_id)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> LobbyButton:
        return cls(match["verb"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(services: Services) -> None:
            await services.lobby.handle(interaction, self.verb, self.game_id)

        await self.guarded(interaction, work)


class LobbyAiSelect(GameItem, discord.ui.DynamicItem[Select], template=ids.LOBBY_AI_TEMPLATE):
    """The lobby's "Add or remove an AI player" select (the creator's)."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(discord.ui.Select(custom_id=ids.lobby_ai(game_id)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> LobbyAiSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        choice = chosen(interaction)

        async def work(services: Services) -> None:
            await services.lobby.handle_ai(interaction, self.game_id, choice)

        await self.guarded(interaction, work)


class RematchButton(GameItem, discord.ui.DynamicItem[Button], template=ids.REMATCH_TEMPLATE):
    """**Rematch** under a score sheet: a new lobby like the finished game's (bot.features.rematch).

    Answered, like the lobby's buttons, once the lobby is stored (a few store calls): the answer
    is the new lobby itself, and a refusal stays private."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(discord.ui.Button(custom_id=ids.rematch(game_id)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(services: Services) -> None:
            await services.rematch.press(interaction, self.game_id)

        await self.guarded(interaction, work)


__all__ = ["LobbyAiSelect", "LobbyButton", "RematchButton"]
