"""A member's own settings, for every game: `/origins notify` (a DM on their turn), `/origins
quiet` (quiet hours) and `/origins vacation`."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.commands.base import Commands, refusing
from bot.features.time_off.model import date_suggestions, zone_suggestions
from bot.features.time_off.service import now
from bot.i18n.translator import en
from lang import language_of


class MemberCommands(Commands):
    @app_commands.command(name="notify", description=en("cmd-notify-desc"))
    @app_commands.describe(on=en("opt-notify-on-desc"))
    @refusing
    async def notify(self, interaction: discord.Interaction, on: bool) -> None:
        await self.services.notify.answer(interaction, on)

    @app_commands.command(name="quiet", description=en("cmd-quiet-desc"))
    @app_commands.describe(
        start=en("opt-quiet-start-desc"),
        end=en("opt-quiet-end-desc"),
        timezone=en("opt-quiet-timezone-desc"),
        off=en("opt-quiet-off-desc"),
    )
    @refusing
    async def quiet(
        self,
        interaction: discord.Interaction,
        start: int | None = None,
        end: int | None = None,
        timezone: str | None = None,
        off: bool = False,
    ) -> None:
        await self.services.time_off.quiet(interaction, start, end, timezone, off)

    @quiet.autocomplete("timezone")
    async def _zone_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        names = zone_suggestions(current, language_of(interaction.locale))
        return [app_commands.Choice(name=n, value=n) for n in names]

    @app_commands.command(name="vacation", description=en("cmd-vacation-desc"))
    @app_commands.describe(on=en("opt-vacation-on-desc"), until=en("opt-vacation-until-desc"))
    @refusing
    async def vacation(self, interaction: discord.Interaction, on: bool, until: str | None = None) -> None:
        await self.services.time_off.vacation(interaction, on, until)

    @vacation.autocomplete("until")
    async def _until_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        off = await self.services.time_off.of(interaction.user.id)
        zone = off.quiet.zone if off.quiet is not None else "UTC"
        dates = date_suggestions(current, zone, now())
        me = await self.services.languages.member_words(interaction)
        return [
            app_commands.Choice(name=me("time_off.date_choice", date=day, days=n), value=day)
            for n, day in dates
        ]


__all__ = ["MemberCommands"]
