"""What every game's button and select shares: its game id and version parsed from its custom id,
its work run by the bot's services with refusals answered, and how it is acknowledged.

Each callback only parses its custom id and hands over to a service; refusals are one private
sentence, and errors all go through `Refusals.refuse`. The constructors give no labels: these
items are only rebuilt from a click, and the views that are sent are built in the reader's
language by the panels, the lobby and the prompts.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import ClassVar

import discord

from bot.services import Services, services_of
from bot.turn.panels.base import Panel
from bot.turn.session import Turn
from lang import Words

Item = discord.ui.Item[discord.ui.View]
Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]
Work = Callable[[Services], Awaitable[None]]  # what a click does, given the bot's services
Draw = Callable[[Turn, Words], Panel]  # a panel step, drawn once the member's seat is checked


class GameItem:
    """Shared parsing of game id and version; every subclass is also a DynamicItem."""

    game_id: int
    version: int
    on_panel: ClassVar[bool] = False  # the component sits on a member's private panel
    # How a click off a panel is acknowledged before its work: as an "update" of the clicked
    # message, or a "private" reply to come; panel clicks are always updates of the panel. The
    # lobby's buttons answer once their seat is stored (a few store calls): a Start clicked right
    # after Join must find the seat taken.
    acknowledge_as: ClassVar[str | None] = None
    # The kind of picture the button draws for whoever clicks it, at most once a cooldown for
    # each member (bot.turn.cooldowns); None for the players' own controls, never held back.
    cooldown: ClassVar[str | None] = None

    async def guarded(self, interaction: discord.Interaction, work: Work) -> None:
        services = services_of(interaction)
        # Panel clicks are acknowledged before any work: in a burst, the store's reads queue
        # behind other games' writes, and Discord waits 3 s, no more.
        defer = "update" if self.on_panel else self.acknowledge_as
        await services.refusals.guarded(
            interaction,
            lambda: work(services),
            panel_of=self.game_id if self.on_panel else None,
            defer=defer,
            cooldown=self.cooldown,
        )

    async def show_step(self, interaction: discord.Interaction, draw: Draw) -> None:
        """A step or preview of the member's decision: the seat to act is checked (`Sessions.turn`)
        before `draw` reads anything of the decision, and before a picture is drawn."""

        async def work(services: Services) -> None:
            turn = await services.sessions.turn(self.game_id, interaction.user.id, self.version)
            w = await services.languages.member_words(interaction, turn.row)
            await services.panels.show(interaction, draw(turn, w), turn, w, edit=True)

        await self.guarded(interaction, work)

    async def confirm(self, interaction: discord.Interaction, move: str) -> None:
        """Play `move` (its text, read once the seat is checked) on the panel's game and version."""

        async def work(services: Services) -> None:
            await services.loop.commit(interaction, self.game_id, self.version, move, edit=True)

        await self.guarded(interaction, work)


def chosen(interaction: discord.Interaction) -> str:
    """The value chosen in the select that was used ("" if none)."""
    data = interaction.data
    values = data.get("values") if data is not None else None
    return str(values[0]) if isinstance(values, list) and values else ""


__all__ = ["Button", "Draw", "GameItem", "Item", "Select", "Work", "chosen"]
