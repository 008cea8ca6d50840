"""Where `/origins new …` puts a game: its own thread, or the channel or thread it was typed in.

In a text channel the bot opens a public thread for the game and posts the lobby there; the
command's answer in the channel is one public line linking to it, so that others can join. In a
thread (one the bot opened for an earlier game, a forum post, any thread) the game is played in that
thread, one at a time. Where no thread can be opened (the bot may not: a line says why; Discord
refused), the game is played in the channel itself, as it was before threads.

The game is stored before its thread exists, so that the thread can be named after it ("…· #12"):
until the thread is there the lobby waits under a channel id of its own (the command's, negated),
which no channel has and no listing shows.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.features import lobby, threads
from bot.i18n.languages import Languages, game_words
from bot.i18n.messages import CHATS
from bot.store import CANCELLED, LOBBY, ChannelBusy, GameRow, Store
from bot.turn.answers import reply_privately
from bot.turn.channels import Channels
from rules import GameConfig

log = logging.getLogger(__name__)


class NewGame:
    """`/origins new …` once its settings are checked: the game stored and its lobby posted."""

    def __init__(self, store: Store, languages: Languages, channels: Channels) -> None:
        self.store = store
        self.languages = languages
        self.channels = channels

    async def open(
        self, interaction: discord.Interaction, config: GameConfig, options: dict[str, Any]
    ) -> None:
        """The lobby in a new thread, or here."""
        channel = interaction.channel
        if isinstance(channel, discord.TextChannel) and threads.may_open(interaction):
            await self._in_new_thread(interaction, channel, config, options)
            return
        plain_text = isinstance(channel, discord.TextChannel) and channel.type is discord.ChannelType.text
        # only a missing permission is news; said with the lobby, in the game's language
        note = game_words(options)("threads-here-no-permission") if plain_text else ""
        await self.open_here(interaction, config, options, note=note)

    async def open_here(
        self,
        interaction: discord.Interaction,
        config: GameConfig,
        options: dict[str, Any],
        *,
        note: str = "",
    ) -> None:
        """The lobby in the channel or thread the command was used in (one open game there at a time)."""
        assert interaction.channel_id is not None and interaction.guild_id is not None
        store = self.store
        existing = await store.channel_game(interaction.channel_id)
        if existing is not None and existing.status == LOBBY and not await self._lobby_shown(existing):
            # Someone deleted the lobby message: without it nobody could join or start.
            seats = await store.seats(existing.id)
            gw = game_words(existing.options)
            message = await _answer(
                interaction,
                gw("lobby_reposted") + "\n" + lobby.lobby_text(existing, seats, gw),
                view=lobby.lobby_view(existing.id, gw),
            )
            await store.update_game(existing.id, lobby_message_id=message)
            return
        me = await self.languages.member_words(interaction, existing)
        if existing is not None:
            await reply_privately(interaction, me("game_exists", link=game_link(existing)))
            return
        parent = interaction.channel.parent_id if isinstance(interaction.channel, discord.Thread) else None
        try:
            row = await store.create_game(
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                parent_id=parent,
                creator_id=interaction.user.id,
                config=config.to_json(),
                options=options,
            )
        except ChannelBusy:  # another `new` won the race
            await reply_privately(interaction, me("game_exists", link="#"))
            return
        await self._post_lobby_here(interaction, row, note)

    async def _in_new_thread(
        self,
        interaction: discord.Interaction,
        channel: discord.TextChannel,
        config: GameConfig,
        options: dict[str, Any],
    ) -> None:
        """A thread for the game, its lobby posted there, a public line in the channel linking to it."""
        assert interaction.guild_id is not None
        await interaction.response.defer(thinking=True)  # three calls to Discord and some to the store
        store, user = self.store, interaction.user
        gw = game_words(options)
        row = await store.create_game(
            guild_id=interaction.guild_id,
            channel_id=-interaction.id,  # no channel has it: the lobby is nowhere until its thread is
            parent_id=channel.id,
            creator_id=user.id,
            config=config.to_json(),
            options=options,
        )
        try:
            thread = await threads.open_thread(channel, threads.thread_name(config, row.id, gw))
        except discord.HTTPException:
            log.warning(
                "could not open a thread in channel %s; game %s is played there",
                channel.id,
                row.id,
                exc_info=True,
            )
            await self._in_channel_after_all(interaction, row, channel)
            return
        row = await store.update_game(row.id, channel_id=thread.id)
        seats = [await store.add_seat(row.id, user.id, user.display_name)]
        title = gw(f"game-{config.game.value}")
        try:
            posted = await thread.send(lobby.lobby_text(row, seats, gw), view=lobby.lobby_view(row.id, gw))
        except discord.HTTPException:  # the game is there all the same: `/origins new` in it posts the lobby
            log.warning("could not post the lobby of game %s in thread %s", row.id, thread.id, exc_info=True)
            await interaction.followup.send(
                gw("threads-lobby-refused", creator=user.mention, title=title, thread=thread.mention)
            )
            return
        await store.update_game(row.id, lobby_message_id=posted.id)
        await interaction.followup.send(
            gw("threads-opened", creator=user.mention, title=title, thread=thread.mention)
        )

    async def _in_channel_after_all(
        self, interaction: discord.Interaction, row: GameRow, channel: discord.TextChannel
    ) -> None:
        """Discord refused the thread: the game is played in the channel, unless it has one already."""
        try:
            row = await self.store.update_game(row.id, channel_id=channel.id, parent_id=None)
        except ChannelBusy:
            await self.store.update_game(row.id, status=CANCELLED)
            existing = await self.store.channel_game(channel.id)
            me = await self.languages.member_words(interaction, existing)
            await interaction.followup.send(me("game_exists", link=game_link(existing) if existing else "#"))
            return
        await self._post_lobby_here(interaction, row, game_words(row.options)("threads-here-refused"))

    async def _post_lobby_here(self, interaction: discord.Interaction, row: GameRow, note: str) -> None:
        """The creator seated and the lobby as the command's answer (after a line saying why, if any)."""
        user = interaction.user
        seats = [await self.store.add_seat(row.id, user.id, user.display_name)]
        gw = game_words(row.options)
        text = lobby.lobby_text(row, seats, gw)
        message = await _answer(
            interaction, f"{note}\n{text}" if note else text, view=lobby.lobby_view(row.id, gw)
        )
        await self.store.update_game(row.id, lobby_message_id=message)

    async def _lobby_shown(self, row: GameRow) -> bool:
        """Whether the lobby message is still there (False once deleted)."""
        if row.lobby_message_id is None:
            return False
        channel = self.channels.cached(row.channel_id)
        if not isinstance(channel, CHATS):
            return True  # cannot look: assume it is there rather than post a second lobby
        try:
            await channel.fetch_message(row.lobby_message_id)
        except discord.NotFound:
            return False
        except discord.HTTPException:
            return True
        return True


async def _answer(interaction: discord.Interaction, content: str, *, view: discord.ui.View) -> int:
    """A public answer to the command (its followup once deferred); the message's id."""
    if interaction.response.is_done():
        message = await interaction.followup.send(content, view=view, wait=True)
        return message.id
    sent = await interaction.response.send_message(content, view=view)
    assert sent.message_id is not None
    return sent.message_id


def game_link(row: GameRow) -> str:
    """A link to the game's lobby or turn prompt, else to its thread or channel."""
    return threads.link(row.guild_id, row.channel_id, row.lobby_message_id or row.turn_message_id)


__all__ = ["NewGame", "game_link"]
