"""A player leaves a game, or is removed from it: in a lobby their seat is freed, in play the
autopilot takes their seat for the rest of the game (`/origins leave`, `/origins kick` by the game's
creator, `/origins-admin kick` by a moderator)."""

from __future__ import annotations

import discord

from bot.features.lobby import Lobby, can_manage
from bot.i18n.languages import Languages, game_words
from bot.i18n.messages import plain
from bot.store import LOBBY, GameRow
from bot.turn.autopilot import Autopilot


class Seats:
    """Players leaving and removed."""

    def __init__(self, languages: Languages, lobby: Lobby, autopilot: Autopilot) -> None:
        self.languages = languages
        self.lobby = lobby
        self.autopilot = autopilot

    async def leave(self, interaction: discord.Interaction, row: GameRow) -> None:
        """`/origins leave` in a game in play: the autopilot plays the member's seat from now on."""
        name = await self.autopilot.hand_over(row, interaction.user.id)
        if name is None:
            me = await self.languages.member_words(interaction, row)
            await interaction.response.send_message(me("not_seated"), ephemeral=True)
            return
        await interaction.response.send_message(game_words(row.options)("left_game", name=plain(name)))

    async def kick(
        self,
        interaction: discord.Interaction,
        row: GameRow,
        member: discord.abc.User,
        *,
        moderator: bool = False,
    ) -> None:
        """`/origins kick` by the game's creator, `/origins-admin kick` by a `moderator`: a lobby's
        seat is freed, or a player's seat in play handed to the autopilot. A User, not a Member: a
        player who has left the server can still be removed."""
        me = await self.languages.member_words(interaction, row)
        allowed = can_manage(interaction) if moderator else interaction.user.id == row.creator_id
        if not allowed:
            denied = "admin_kick_denied" if moderator else "kick_denied"
            await interaction.response.send_message(me(denied), ephemeral=True)
            return
        if row.status == LOBBY:
            await self.lobby.remove_seat(interaction, row, member)
            return
        name = await self.autopilot.hand_over(row, member.id)
        if name is None:
            await interaction.response.send_message(
                me("board_no_player", name=plain(member.display_name)), ephemeral=True
            )
            return
        w = game_words(row.options)
        await interaction.response.send_message(w("kicked", name=plain(name), by=interaction.user.mention))


__all__ = ["Seats"]
