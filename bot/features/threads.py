"""A game per thread: where a game lives, how the bot reaches it, and how it is linked to.

`/origins new` in a text channel opens the game in a public thread of its own (bot.features.new_game), so that
one channel holds several games and its onlookers follow the one they like. A game's `channel_id` is
then its thread, and its `parent_id` the channel; every command used in the thread acts on that
game, and the channel itself says which of its threads hold one.

Threads archive themselves after a week without a message, and a game waiting days for a move can
outlast that. Before the bot posts, `reopen` unarchives the game's thread: Discord allows it to
anyone who may send messages there, unless a moderator locked the thread, which then takes Manage
Threads. When the bot may not, the post fails like any refused post: after a move the scheduler
keeps its deadline and tries again later, the game stays stored as it is.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Final, Literal

import discord

from bot.store import GameRow
from lang import Words
from rules import GameConfig

log = logging.getLogger(__name__)

ARCHIVE_MINUTES: Final[Literal[10080]] = 10080  # a week without a message: the longest Discord offers
NAME_LIMIT = 100  # characters of a thread's name (Discord's limit)
LISTED = 10  # threads named in a refusal in the parent channel; the rest are counted


def thread_name(config: GameConfig, game_id: int, w: Words) -> str:
    """ "Kingdomino Origins · Tribe · #12": the game, its mode when it has several, its number (in
    the game's language)."""
    title = w(f"game-{config.game.value}")
    if len(config.box.modes) > 1:
        name = w("threads-name-mode", title=title, mode=w(f"mode-{config.mode.value}"), id=str(game_id))
    else:
        name = w("threads-name", title=title, id=str(game_id))
    return name[:NAME_LIMIT]


def may_open(interaction: discord.Interaction) -> bool:
    """Whether the bot may open a public thread in the interaction's channel and post in it.

    Read from the permissions Discord resolved for the bot in that very channel (overwrites
    included), so a channel that forbids threads keeps its games in the channel itself."""
    channel = interaction.channel
    # Text channels only: announcement channels are for news (and their threads are of another
    # kind, which SimCord cannot play), voice and stage chats have no threads.
    if not isinstance(channel, discord.TextChannel) or channel.type is not discord.ChannelType.text:
        return False
    granted = interaction.app_permissions
    return granted.create_public_threads and granted.send_messages_in_threads


async def open_thread(channel: discord.TextChannel, name: str) -> discord.Thread:
    """A public thread without a starter message, archived only after a week of silence."""
    return await channel.create_thread(
        name=name, type=discord.ChannelType.public_thread, auto_archive_duration=ARCHIVE_MINUTES
    )


async def reopen(thread: discord.Thread) -> discord.Thread:
    """The thread, unarchived if it was archived (HTTPException when Discord refuses: a locked
    thread and no Manage Threads, a thread deleted, an outage)."""
    if not thread.archived:
        return thread
    log.info("unarchiving thread %s to post in it", thread.id)
    return await thread.edit(archived=False)


def place(channel_id: int) -> str:
    """A mention of the game's thread or channel: Discord shows it as a link with its name."""
    return f"<#{channel_id}>"


def link(guild_id: int, channel_id: int, message_id: int | None = None) -> str:
    """The URL of a message of a thread or channel (or of the thread or channel itself)."""
    url = f"https://discord.com/channels/{guild_id}/{channel_id}"
    return url if message_id is None else f"{url}/{message_id}"


def elsewhere(games: Sequence[GameRow], w: Words) -> str:
    """The refusal of a command that needs a game, used in a channel whose games are in threads."""
    shown = ", ".join(place(g.channel_id) for g in games[:LISTED])
    if len(games) > LISTED:
        shown = w("threads-elsewhere-more", threads=shown, count=len(games) - LISTED)
    return w("threads-elsewhere", count=len(games), threads=shown)


__all__ = [
    "ARCHIVE_MINUTES",
    "elsewhere",
    "link",
    "may_open",
    "open_thread",
    "place",
    "reopen",
    "thread_name",
]
