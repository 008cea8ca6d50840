"""What anyone may ask of a game in play: `/origins board` (the table, or one territory, in the
channel) and `/origins status` (round, whose turn, scores so far, who is away; privately)."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.boxes import game_name, parts
from bot.features.time_off.model import describe, time_off_of
from bot.i18n.languages import Languages, game_words
from bot.i18n.messages import plain, plain_names, seat_names
from bot.store import LOBBY, GameRow, SeatRow, Store
from bot.turn.panels.pending import what
from bot.turn.pictures import Pictures
from bot.turn.session import Sessions
from lang import Words


class Watching:
    """The table and the status of the games in play, for players and onlookers."""

    def __init__(self, store: Store, sessions: Sessions, languages: Languages, pictures: Pictures) -> None:
        self.store = store
        self.sessions = sessions
        self.languages = languages
        self.pictures = pictures

    async def board(
        self, interaction: discord.Interaction, row: GameRow, player: discord.abc.User | None
    ) -> None:
        """The whole table, or `player`'s territory, in the channel (in the game's language)."""
        seats = await self.store.seats(row.id)
        seat = None
        if player is not None:
            seat = next((s.seat for s in seats if s.user_id == player.id), None)
            if seat is None:  # refuse before deferring: a refusal after a public defer is public
                me = await self.languages.member_words(interaction, row)
                await interaction.response.send_message(
                    me("board_no_player", name=plain(player.display_name)), ephemeral=True
                )
                return
        await interaction.response.defer(thinking=True)
        state = await self.sessions.state(row)
        names = seat_names(seats)
        w = game_words(row.options)  # a public answer: in the game's language
        if seat is None:
            await interaction.followup.send(file=await self.pictures.picture("table", state, names, w))
        else:
            await interaction.followup.send(
                file=await self.pictures.picture("territory", state, names, w, player=seat)
            )

    async def status(self, interaction: discord.Interaction, row: GameRow) -> None:
        """The game's status, privately: a lobby's seats, or the round, whose turn, the scores."""
        seats = await self.store.seats(row.id)
        w = await self.languages.member_words(interaction, row)
        if row.status == LOBBY:
            text = w("status_lobby", taken=len(seats), players=row.config["players"])
        else:
            state = await self.sessions.state(row)
            names = plain_names(seats)
            standing = parts(state.config.game).standing
            scores = " · ".join(f"{names[p]}: {standing(state, p, w)}" for p in range(len(names)))
            text = w(
                "status",
                round=max(state.round, 1),
                rounds=state.config.rounds,
                mode=game_name(state.config, w),
                who=names[state.current_player()],
                what=what(state, w),
                since=f"<t:{int(row.updated_at)}:R>",
                scores=scores,
            )
            text = "\n".join([text, *await self._away(seats, w)])
        await interaction.response.send_message(text, ephemeral=True)

    async def _away(self, seats: Sequence[SeatRow], w: Words) -> list[str]:
        """A line for each player of the game who is away now."""
        now = discord.utils.utcnow().timestamp()
        out = []
        for seat in sorted(seats, key=lambda s: s.seat):
            if seat.player is not None:
                note = describe(await time_off_of(self.store, seat.player), plain(seat.name), now, w)
                if note:
                    out.append(note)
        return out


__all__ = ["Watching"]
