"""`/origins games`: a member's open games in a server, privately, those waiting for them first.

Each game where it is the member's turn says what they must do and links to its turn prompt;
then their other open games (games waiting on others, lobbies), newest first. The answer stays
within Discord's 2,000 characters and says how many games it had to leave out.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.boxes import game_name
from bot.features import threads
from bot.i18n.languages import Languages
from bot.i18n.messages import plain
from bot.store import LOBBY, GameRow, Store
from bot.turn.panels.pending import what
from bot.turn.session import Sessions
from lang import Words
from rules import GameConfig

LIMIT = 2000  # characters of a Discord message
ROOM = 80  # kept for the line saying how many games were left out


class MyGames:
    """`/origins games`: the member's open games in the server where they ask."""

    def __init__(self, store: Store, sessions: Sessions, languages: Languages) -> None:
        self.store = store
        self.sessions = sessions
        self.languages = languages

    async def answer(self, interaction: discord.Interaction) -> None:
        """The listing, privately, in the member's words."""
        await interaction.response.defer(ephemeral=True, thinking=True)  # a few store reads a game
        w = await self.languages.member_words(interaction)
        text = await self.listing(interaction.guild_id or 0, interaction.user.id, w)
        await interaction.followup.send(text, ephemeral=True)

    async def listing(self, guild_id: int, user_id: int, w: Words) -> str:
        """The member's games: where it is their turn, then the others (each group newest first)."""
        turns: list[str] = []
        others: list[str] = []
        for row in await self.store.member_games(guild_id, user_id):
            line, theirs = await self._line(row, user_id, w)
            (turns if theirs else others).append(line)
        if not turns and not others:
            return w("mine-none")
        return compose(turns, others, w)

    async def _line(self, row: GameRow, user_id: int, w: Words) -> tuple[str, bool]:
        """One game in a line, and whether the member must act in it now."""
        config = GameConfig.from_json(row.config)
        fields = {"id": str(row.id), "game": game_name(config, w), "place": threads.place(row.channel_id)}
        seats = await self.store.seats(row.id)
        if row.status == LOBBY:
            full = len(seats) >= config.players
            key = "mine-lobby-start" if full and row.creator_id == user_id else "mine-lobby"
            return w(key, taken=len(seats), players=config.players, **fields), False
        state = await self.sessions.state(row)
        pending = next(s for s in seats if s.seat == state.current_player())
        if pending.player == user_id:
            link = threads.link(row.guild_id, row.channel_id, row.turn_message_id)
            return w("mine-turn", what=what(state, w), link=link, **fields), True
        return w("mine-waiting", name=plain(pending.name), what=what(state, w), **fields), False


def compose(turns: Sequence[str], others: Sequence[str], w: Words) -> str:
    """The two groups under their titles, as many lines as fit; then how many games did not."""
    blocks: list[tuple[str, Sequence[str]]] = []
    if turns:
        blocks.append((w("mine-turn-title", count=len(turns)), turns))
    if others:
        blocks.append((w("mine-other-title", count=len(others)), others))
    out: list[str] = []
    size = 0
    shown = 0
    for title, lines in blocks:
        for i, line in enumerate(lines):
            adding = [title, line] if i == 0 else [line]
            cost = sum(len(text) + 1 for text in adding)
            if size + cost > LIMIT - ROOM:
                left = len(turns) + len(others) - shown
                return "\n".join([*out, w("mine-more", count=left)])
            out.extend(adding)
            size += cost
            shown += 1
    return "\n".join(out)


__all__ = ["MyGames", "compose"]
