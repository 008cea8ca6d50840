"""`/origins leave` and `/origins kick`: a seat given up, or taken from a player."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.commands.base import Commands, refusing
from bot.i18n.translator import en


class SeatCommands(Commands):
    @app_commands.command(name="leave", description=en("cmd-leave-desc"))
    @refusing
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.services.seats.leave(interaction, await self.here.in_play(interaction))

    @app_commands.command(name="kick", description=en("cmd-kick-desc"))
    @app_commands.describe(member=en("opt-kick-member-desc"))
    @refusing
    async def kick(self, interaction: discord.Interaction, member: discord.User) -> None:
        # A User, not a Member: a player who has left the server can still be removed.
        await self.services.seats.kick(interaction, await self.here.game(interaction), member)


__all__ = ["SeatCommands"]
