"""`/origins`: the players' command group, made of each feature's commands (the moderators' are
`/origins-admin`: bot.commands.admin).

discord.py's GroupCog collects the commands of every class it is made of; the order of the bases
below (last first) is the order Discord lists them in the synced payload.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands.base import in_a_server
from bot.commands.lobby import LobbyCommands
from bot.commands.members import MemberCommands
from bot.commands.seats import SeatCommands
from bot.commands.server import ServerCommands
from bot.commands.turn import TurnCommands
from bot.commands.watching import WatchingCommands
from bot.i18n.translator import en
from bot.services import Services


@app_commands.guild_only()  # games live in server channels: Discord does not offer it in DMs
class Origins(
    WatchingCommands,
    ServerCommands,
    SeatCommands,
    MemberCommands,
    TurnCommands,
    LobbyCommands,
    commands.GroupCog,
    group_name="origins",
    group_description=en("cmd-origins-desc"),
):
    def __init__(self, services: Services) -> None:
        self.services = services

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await in_a_server(interaction)


__all__ = ["Origins"]
