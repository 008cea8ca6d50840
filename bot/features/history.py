"""A channel's past games (`/origins history`) and a member's record in a server (`/origins
stats`), privately, in the member's words."""

from __future__ import annotations

import discord

from bot.boxes import game_name, parts
from bot.features import threads
from bot.i18n.languages import Languages
from bot.i18n.messages import and_join, plain
from bot.store import GameRow, Store
from lang import Words
from rules import Game, GameConfig


class History:
    """The games played in the channels, and the members' records."""

    def __init__(self, store: Store, languages: Languages) -> None:
        self.store = store
        self.languages = languages

    async def history(self, interaction: discord.Interaction) -> None:
        """The channel's past games (and its threads', when used in the channel), newest first."""
        w = await self.languages.member_words(interaction)
        here = interaction.channel_id or 0
        in_thread = isinstance(interaction.channel, discord.Thread)
        lines = []
        for game in await self.store.history(here, threads=not in_thread):
            line = w(
                "history_line",
                id=str(game.id),  # a number would be grouped ("1,234")
                mode=game_name(GameConfig.from_json(game.config), w),
                players=game.config["players"],
                when=f"<t:{int(game.updated_at)}:d>",
                outcome=await self._outcome(game, w),
            )
            if game.channel_id != here:  # played in one of this channel's threads
                line = w("threads-history-place", line=line, place=threads.place(game.channel_id))
            lines.append(line)
        await interaction.response.send_message("\n".join(lines) or w("history_none"), ephemeral=True)

    async def _outcome(self, game: GameRow, w: Words) -> str:
        """Who won a finished game and with what, or that it was cancelled."""
        if game.status != "over":
            return w("history_cancelled")
        results = await self.store.results(game.id)
        names = {s.seat: plain(s.name) for s in await self.store.seats(game.id)}
        best = [r for r in results if r.place == 1]
        won = parts(game.config.get("game", Game.ORIGINS.value)).won_key
        return w(
            won,
            winners=and_join([names.get(r.seat, "?") for r in best], w),
            score=best[0].score if best else 0,
        )

    async def stats(self, interaction: discord.Interaction, member: discord.abc.User | None) -> None:
        """A member's games, wins and average score in this server (theirs, or `member`'s)."""
        who = member or interaction.user
        w = await self.languages.member_words(interaction)
        games, wins, average = await self.store.stats(interaction.guild_id or 0, who.id)
        if games == 0:
            text = w("stats_none", name=plain(who.display_name))
        elif average is None:  # only Resource Tokens games: won by kinds, no points to average
            text = w("stats_no_points", name=plain(who.display_name), games=games, wins=wins)
        else:
            text = w("stats", name=plain(who.display_name), games=games, wins=wins, average=average)
        await interaction.response.send_message(text, ephemeral=True)


__all__ = ["History"]
