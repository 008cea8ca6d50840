"""`/origins play` and the moves typed as commands: `pick`, `place`, `fire` and `act` (any move
as text), each with the legal choices offered as the member types."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.commands.base import Commands, refusing
from bot.i18n.translator import choice, en
from rules import DIRECTION_NAMES, Fire, Pick, Place

DIRECTIONS = [choice("direction", d) for d in DIRECTION_NAMES]
MOVE_LIMIT = 100  # characters: the longest move ("recruit pile firelady pay … at …") is about 50


class TurnCommands(Commands):
    @app_commands.command(name="play", description=en("cmd-play-desc"))
    @refusing
    async def open_panel(self, interaction: discord.Interaction) -> None:
        row = await self.here.in_play(interaction)
        await self.services.panels.open(interaction, row.id, edit=False)

    @app_commands.command(name="pick", description=en("cmd-pick-desc"))
    @app_commands.describe(domino=en("opt-pick-domino-desc"))
    @refusing
    async def pick(self, interaction: discord.Interaction, domino: str) -> None:
        await self._move(interaction, f"pick {domino}")

    @app_commands.command(name="place", description=en("cmd-place-desc"))
    @app_commands.describe(square=en("opt-place-square-desc"), direction=en("opt-place-direction-desc"))
    @app_commands.choices(direction=DIRECTIONS)
    @refusing
    async def place(self, interaction: discord.Interaction, square: str, direction: str) -> None:
        await self._move(interaction, f"place {square} {direction}")

    @app_commands.command(name="fire", description=en("cmd-fire-desc"))
    @app_commands.describe(square=en("opt-fire-square-desc"))
    @refusing
    async def fire(self, interaction: discord.Interaction, square: str) -> None:
        await self._move(interaction, f"fire {square}")

    @app_commands.command(name="act", description=en("cmd-act-desc"))
    @app_commands.describe(move=en("opt-act-move-desc"))
    @refusing
    async def act(self, interaction: discord.Interaction, move: str) -> None:
        await self._move(interaction, move)

    @pick.autocomplete("domino")
    async def _pick_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.here.choices(
            interaction, current, lambda a: " ".join(map(str, a.numbers)) if isinstance(a, Pick) else None
        )

    @place.autocomplete("square")
    async def _place_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.here.choices(
            interaction, current, lambda a: str(a.square) if isinstance(a, Place) else None
        )

    @fire.autocomplete("square")
    async def _fire_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.here.choices(
            interaction, current, lambda a: str(a.square) if isinstance(a, Fire) else None
        )

    @act.autocomplete("move")
    async def _act_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.here.choices(interaction, current, str)

    async def _move(self, interaction: discord.Interaction, text: str) -> None:
        """Play a typed move on the game here (its text is read once the member's seat is checked)."""
        if len(text) > MOVE_LIMIT:  # before parsing: a reason quoting it would be as long
            me = await self.services.languages.member_words(interaction)
            await interaction.response.send_message(me("too_long", limit=MOVE_LIMIT), ephemeral=True)
            return
        row = await self.here.in_play(interaction)
        await self.services.loop.commit(interaction, row.id, None, text, edit=False)


__all__ = ["MOVE_LIMIT", "TurnCommands"]
