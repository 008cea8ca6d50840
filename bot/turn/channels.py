"""Where a game is posted: its channel or thread, reached through the Discord client.

A game's thread archives itself after a week of silence, and a game waiting days for a move can
outlast that: before a post the thread is unarchived (bot.features.threads.reopen).
"""

from __future__ import annotations

import discord

from bot.features.threads import reopen
from bot.store import GameRow


class Channels:
    """The Discord client's channels, users and own user, as the turn loop needs them."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def of(self, row: GameRow) -> discord.abc.Messageable:
        """The game's channel or thread, ready for a post: a thread archived after a week of
        silence is unarchived (HTTPException if Discord refuses, like a refused post)."""
        channel = self.client.get_channel(row.channel_id) or await self.client.fetch_channel(row.channel_id)
        if isinstance(channel, discord.Thread):  # an archived thread is out of discord.py's cache
            channel = await reopen(channel)
        assert isinstance(channel, discord.abc.Messageable)
        return channel

    def cached(self, channel_id: int) -> object:
        """The channel or thread if discord.py has it in its cache (None otherwise)."""
        return self.client.get_channel(channel_id)

    async def dm(self, user_id: int) -> discord.DMChannel:
        """The DM channel with a member (HTTPException if Discord refuses to open it): opened once,
        then kept by discord.py. Reached by the id alone: fetching the user first would cost one
        of Discord's ~50 requests a second for each DM (without the members intent, discord.py
        rarely has them cached)."""
        return await self.client.create_dm(discord.Object(id=user_id))

    @property
    def me(self) -> discord.ClientUser | None:
        """The bot's own user (None before it has logged in)."""
        return self.client.user


__all__ = ["Channels"]
