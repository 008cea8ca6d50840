"""What anyone may look at: `/origins board`, `status`, `rules`, `history`, `replay`, `stats`,
`leaderboard` and `games`."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.commands.base import Commands, refusing
from bot.commands.lobby import GAMES
from bot.i18n.translator import en


class WatchingCommands(Commands):
    @app_commands.command(name="board", description=en("cmd-board-desc"))
    @app_commands.describe(player=en("opt-board-player-desc"))
    @refusing
    async def board(self, interaction: discord.Interaction, player: discord.User | None = None) -> None:
        await self.services.watching.board(interaction, await self.here.in_play(interaction), player)

    @app_commands.command(name="status", description=en("cmd-status-desc"))
    @refusing
    async def status(self, interaction: discord.Interaction) -> None:
        await self.services.watching.status(interaction, await self.here.game(interaction))

    @app_commands.command(name="rules", description=en("cmd-rules-desc"))
    @refusing
    async def rules(self, interaction: discord.Interaction) -> None:
        await self.services.rulebook.answer(interaction)

    @app_commands.command(name="history", description=en("cmd-history-desc"))
    @refusing
    async def history(self, interaction: discord.Interaction) -> None:
        await self.services.history.history(interaction)

    @app_commands.command(name="replay", description=en("cmd-replay-desc"))
    @app_commands.describe(game=en("opt-replay-game-desc"), export=en("opt-replay-export-desc"))
    @refusing
    async def replay(
        self, interaction: discord.Interaction, game: str | None = None, export: bool = False
    ) -> None:
        await self.services.replay.open(interaction, game, export=export)

    @replay.autocomplete("game")
    async def _replay_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.services.replay.choices(interaction, current)

    @app_commands.command(name="stats", description=en("cmd-stats-desc"))
    @app_commands.describe(member=en("opt-stats-member-desc"))
    @refusing
    async def stats(self, interaction: discord.Interaction, member: discord.User | None = None) -> None:
        await self.services.history.stats(interaction, member)

    @app_commands.command(name="leaderboard", description=en("cmd-leaderboard-desc"))
    @app_commands.describe(game=en("opt-leaderboard-game-desc"))
    @app_commands.choices(game=GAMES)
    @refusing
    async def leaderboard(self, interaction: discord.Interaction, game: str | None = None) -> None:
        await self.services.leaderboard.answer(interaction, game)

    @app_commands.command(name="games", description=en("cmd-games-desc"))
    @refusing
    async def games(self, interaction: discord.Interaction) -> None:
        await self.services.my_games.answer(interaction)


__all__ = ["WatchingCommands"]
