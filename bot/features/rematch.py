"""**Rematch**: a finished game's score sheet opens a new lobby with the same settings.

Any player of the game (one who did not leave it or was not removed) may press it: the new lobby
has the same game, mode, options, number of players and timing settings (after a Dynasty, a new
Dynasty), the presser as its creator in the first seat and the AI seats as AI seats again. The
other players are invited by mention and join with **Join**: nobody is seated without wanting to
play. The lobby opens where the game was played, its thread or channel, which the ended game has
freed; one open game per thread or channel means that presses at the same moment, or a second
press, open one lobby: the others are pointed to it.
"""

from __future__ import annotations

import discord

from bot.features import lobby
from bot.features.new_game import game_link
from bot.i18n.languages import Languages, game_words
from bot.i18n.messages import and_join, pings
from bot.store import OVER, ChannelBusy, Store
from bot.turn.answers import reply_privately
from bot.turn.session import GameGone
from rules import GameConfig

REMATCH_OF = "rematch_of"  # in the new game's options: the game it is a rematch of


class Rematch:
    """The Rematch buttons of the score sheets."""

    def __init__(self, store: Store, languages: Languages) -> None:
        self.store = store
        self.languages = languages

    async def press(self, interaction: discord.Interaction, game_id: int) -> None:
        """The Rematch button of game `game_id`'s score sheet was pressed."""
        store, user = self.store, interaction.user
        ended = await store.game(game_id)
        if ended is None or ended.status != OVER:
            raise GameGone
        seats = sorted(await store.seats(game_id), key=lambda s: s.seat)
        me = await self.languages.member_words(interaction, ended)
        if not any(s.player == user.id for s in seats):
            await reply_privately(interaction, me("rematch-not-player"))
            return
        played = GameConfig.from_json(ended.config)
        config = GameConfig(
            game=played.game, players=played.players, mode=played.mode, options=played.options
        )
        options = {k: v for k, v in ended.options.items() if k not in ("dynasty", REMATCH_OF)}
        if "dynasty" in ended.options:
            options["dynasty"] = {"series": None, "game": 1}  # a new series
        options[REMATCH_OF] = ended.id
        try:
            row = await store.create_game(
                guild_id=ended.guild_id,
                channel_id=ended.channel_id,
                parent_id=ended.parent_id,
                creator_id=user.id,
                config=config.to_json(),
                options=options,
            )
        except ChannelBusy:  # pressed twice, or another game opened here first
            busy = await store.channel_game(ended.channel_id)
            await reply_privately(interaction, me("rematch-busy", link=game_link(busy) if busy else "#"))
            return
        seated = [await store.add_seat(row.id, user.id, user.display_name)]
        for ai in (s for s in seats if s.user_id is None):
            seated.append(await store.add_seat(row.id, None, ai.name, ai_level=ai.ai_level))
        invited = [s.player for s in seats if s.player is not None and s.player != user.id]
        gw = game_words(row.options)  # the finished game's language, kept in its options
        text = lobby.lobby_text(row, seated, gw)
        if invited:
            players = and_join([f"<@{member}>" for member in invited], gw)
            text += "\n" + gw("rematch-invite", who=user.mention, players=players)
        sent = await interaction.response.send_message(
            text, view=lobby.lobby_view(row.id, gw), allowed_mentions=pings(*invited)
        )
        await store.update_game(row.id, lobby_message_id=sent.message_id)


__all__ = ["REMATCH_OF", "Rematch"]
