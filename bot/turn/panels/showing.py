"""Showing a member their private panel: checked, acknowledged, then drawn.

Every step and preview checks the member's seat (`Sessions.turn`) before anything of the decision
is read or drawn; the click is acknowledged before the picture is drawn (Discord waits 3 s).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.i18n.languages import Languages
from bot.i18n.messages import seat_names
from bot.store import SeatRow
from bot.turn.answers import acknowledge, respond
from bot.turn.panels.base import Panel
from bot.turn.panels.pending import panel
from bot.turn.pictures import Pictures
from bot.turn.session import Sessions, Turn
from bot.workers.drawing import PANEL
from lang import Words
from rules import GameState


class Panels:
    """The private panels of the members to act, and the table anyone may ask for."""

    def __init__(self, sessions: Sessions, languages: Languages, pictures: Pictures) -> None:
        self.sessions = sessions
        self.languages = languages
        self.pictures = pictures

    async def message(
        self, built: Panel, state: GameState, seats: Sequence[SeatRow], w: Words
    ) -> dict[str, Any]:
        """The keyword arguments to send or edit a panel (its picture in `w`'s language)."""
        kwargs: dict[str, Any] = {"content": built.content, "view": built.view}
        if built.picture is not None:
            kind, options = built.picture
            kwargs["attachments"] = [
                await self.pictures.picture(
                    kind, state, seat_names(seats), w, priority=PANEL, **dict(options)
                )
            ]
        return kwargs

    async def open(
        self, interaction: discord.Interaction, game_id: int, *, edit: bool, note: str = ""
    ) -> None:
        """Show the pending player their panel (privately, in their language, for the game as it
        is now, whatever the version of the prompt clicked); others are told whose turn it is.
        `note`: the key of a line to put first."""
        turn = await self.sessions.turn(game_id, interaction.user.id)
        w = await self.languages.member_words(interaction, turn.row)
        built = panel(turn.state, game_id, turn.row.version, w)
        if note:
            built.content = f"{w(note)}\n{built.content}"
        await self.show(interaction, built, turn, w, edit=edit)

    async def show(
        self, interaction: discord.Interaction, built: Panel, turn: Turn, w: Words, *, edit: bool
    ) -> None:
        """A panel step for the member to act (`turn`, checked): acknowledged before its picture
        is drawn (Discord waits 3 s, no more)."""
        await acknowledge(interaction, edit=edit)
        await respond(interaction, await self.message(built, turn.state, turn.seats, w), edit=edit)

    async def table(self, interaction: discord.Interaction, game_id: int) -> None:
        """The whole table of the game as it is now, privately, for whoever asks (players and
        onlookers alike), in their language; the click was acknowledged before."""
        row, state, seats = await self.sessions.current(game_id)
        w = await self.languages.member_words(interaction, row)
        table = await self.pictures.picture("table", state, seat_names(seats), w, priority=PANEL)
        await interaction.followup.send(file=table, ephemeral=True)


__all__ = ["Panels"]
