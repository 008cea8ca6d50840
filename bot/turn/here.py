"""The game of the thread or channel where a command is used, and the moves it offers to type.

Every command that needs a game acts on the one of the thread or channel it was used in; in a
channel whose games are in its threads, the refusal names those threads (bot.turn.refusals).
"""

from __future__ import annotations

from collections.abc import Callable

import discord
from discord import app_commands

from bot.store import ACTIVE, LOBBY, GameRow, Store
from bot.turn.session import GameGone, InLobby, NoGame, Sessions
from rules import Action

CHOICES = 25  # choices an autocomplete may offer (Discord's limit)


class Here:
    """The games of the channels and threads commands are used in."""

    def __init__(self, store: Store, sessions: Sessions) -> None:
        self.store = store
        self.sessions = sessions

    async def game(self, interaction: discord.Interaction) -> GameRow:
        """The game of the thread or channel the command was used in (NoGame if none: in a channel
        whose games are in its threads, with those threads)."""
        row = await self.store.channel_game(interaction.channel_id or 0)
        if row is None:
            in_thread = isinstance(interaction.channel, discord.Thread)
            raise NoGame([] if in_thread else await self.store.thread_games(interaction.channel_id or 0))
        return row

    async def game_or_none(self, interaction: discord.Interaction) -> GameRow | None:
        """The game of the thread or channel, if it has one (in a lobby, in play or ended)."""
        return await self.store.channel_game(interaction.channel_id or 0)

    async def in_play(self, interaction: discord.Interaction) -> GameRow:
        """The game in play here: InLobby if it has not started, GameGone if it has ended."""
        row = await self.game(interaction)
        if row.status == LOBBY:
            raise InLobby(row)  # the truth: not over, not started yet
        if row.status != ACTIVE:
            raise GameGone
        return row

    async def choices(
        self, interaction: discord.Interaction, current: str, name: Callable[[Action], str | None]
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete for a move: the legal actions of the game here named by `name` (None: not
        offered), for the member to act only, those containing what they typed."""
        row = await self.store.channel_game(interaction.channel_id or 0)
        if row is None or row.status != ACTIVE:
            return []
        state = await self.sessions.state(row)
        seats = await self.store.seats(row.id)
        if not any(s.player == interaction.user.id and s.seat == state.current_player() for s in seats):
            return []
        names = list(dict.fromkeys(n for n in (name(a) for a in state.legal_actions()) if n))
        wanted = current.strip().lower()
        return [app_commands.Choice(name=n, value=n) for n in names if wanted in n.lower()][:CHOICES]


__all__ = ["Here"]
