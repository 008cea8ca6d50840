"""What the channel is told about a game in play: the turn prompt, its refresh, the opted-in DM,
the reminder, and at the end the score sheet (and a Dynasty's next game).

Each post is public, in the game's language. A prompt pings only its player, unless they are in
their quiet hours or on vacation: then it names them, and sends no DM. Its picture is the decision
card, about as tall as it is wide, so that a phone shows it readable in the chat.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence

import discord

from bot.components import ids
from bot.features import dynasty, leaderboard
from bot.features.time_off.model import TimeOff, describe, from_prefs, time_off_of
from bot.i18n.languages import LANGUAGE_KEY, game_language, game_words
from bot.i18n.messages import and_join, partial_message, pings, plain, plain_names, result, seat_names
from bot.store import ACTIVE, ANNOUNCE, GameRow, SeatRow, Store
from bot.turn.channels import Channels
from bot.turn.outbox import attempt
from bot.turn.panels.pending import what
from bot.turn.pictures import Pictures
from bot.turn.prompts import Prompts
from bot.turn.session import Sessions
from lang import Words, words
from rules import GameState, final_scores, same_turn_since

log = logging.getLogger(__name__)

Wake = Callable[[int], None]  # make a game's AI seats play what is theirs (Autopilot.wake)


class Announcer:
    """The game's public messages (`wake`: called for a turn that is an AI's to play)."""

    def __init__(
        self,
        store: Store,
        sessions: Sessions,
        pictures: Pictures,
        prompts: Prompts,
        channels: Channels,
        wake: Wake,
    ) -> None:
        self.store = store
        self.sessions = sessions
        self.pictures = pictures
        self.prompts = prompts
        self.channels = channels
        self.wake = wake

    async def announce_turn(
        self,
        row: GameRow,
        state: GameState,
        seats: Sequence[SeatRow],
        prefs: Mapping[int, Mapping[str, str]] | None = None,
    ) -> None:
        """A new public message for the player to act; the prompt it replaces loses its buttons
        (bot.turn.prompts: unless a newer one was stored meanwhile, or the game ended: then it
        does). Once stored, the prompt owed for this version is done (its deadline goes in the same
        store call). `prefs`: the seated members' preferences, if the caller has read them.

        Its picture is the decision card (render.decision: what to do, the lines, the acting
        territory), about as tall as it is wide, so that a phone shows it readable in the chat; a
        picture as tall as the whole table would be shown a third as wide there. **Full table**
        shows anyone the rest (the scoreboard, every territory).

        An AI seat gets a short "thinking" line instead, and its turn is played at once (`wake`),
        once the line is stored, so that the AI's move replaces it; a removed player's is played
        by its timer at the scheduler's next poll. A seat on autopilot keeps its prompt: its player
        may come back and play before the scheduler's next poll plays for them.
        """
        seat = next(s for s in seats if s.seat == state.current_player())
        w = game_words(row.options)
        if seat.player is None:  # an AI, or the autopilot for a player who is gone: nobody to prompt
            try:
                channel = await self.channels.of(row)
                thinking = await channel.send(w("ai_thinking", name=plain(seat.name)))
                await self.prompts.keep(channel, row, thinking.id, buttons=False)
            finally:
                if seat.user_id is None:
                    self.wake(row.id)  # even if Discord refused its "thinking" line
            return
        channel = await self.channels.of(row)
        # A member in their quiet hours or on vacation is named, not pinged, and gets no DM.
        mine = await self._prefs(seat.player, prefs)  # one read at most: the time off and the DM wish
        content, away = await self.prompt_content(state, seats, w, from_prefs(mine))
        view = ids.sealed(discord.ui.View(timeout=None))
        play: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=w("play_button"),
            style=discord.ButtonStyle.success,
            custom_id=ids.play_turn(row.id, row.version),
        )
        view.add_item(play)
        view.add_item(table_button(row.id, w))
        card = await self.pictures.picture("decision", state, seat_names(seats), w)
        message = await channel.send(
            content, file=card, view=view, allowed_mentions=pings(None if away else seat.player)
        )
        await self.prompts.keep(channel, row, message.id)
        if not away and mine.get("notify") == "on":
            await attempt(
                "notify the player", self._notify(channel, seat.player, row, state, message.jump_url, mine)
            )

    async def prompt_content(
        self, state: GameState, seats: Sequence[SeatRow], w: Words, off: TimeOff | None = None
    ) -> tuple[str, bool]:
        """The turn prompt's text in the game's words `w`, and whether its member is away now
        (then it pings nobody). `off`: their time off, if the caller has read it already."""
        seat = next(s for s in seats if s.seat == state.current_player())
        who = f"<@{seat.player}>" if seat.player is not None else plain(seat.name)
        text = w("your_turn", mention=who, what=what(state, w))
        if seat.player is None:
            return text, False
        off = off if off is not None else await time_off_of(self.store, seat.player)
        now = discord.utils.utcnow().timestamp()
        note = describe(off, plain(seat.name), now, w)
        return (f"{text}\n{note}" if note else text), off.away_at(now)

    async def _prefs(self, user_id: int, known: Mapping[int, Mapping[str, str]] | None) -> Mapping[str, str]:
        """A member's preferences: from those the caller read with the game, else from the store."""
        if known is not None and user_id in known:
            return known[user_id]
        return await self.store.prefs(user_id)

    async def refresh_prompt(
        self,
        row: GameRow,
        state: GameState,
        seats: Sequence[SeatRow],
        prefs: Mapping[int, Mapping[str, str]] | None = None,
    ) -> None:
        """The same player goes on (placed, now picks): the prompt's card shows the step at once.

        Only their turn's own prompt: a move may come before that prompt is stored (Discord
        answering its post late, a move typed without it), and the prompt stored then is an earlier
        turn's, another member's or an AI's line, which keeps what it says. Their turn's prompt,
        once posted, shows the step it was posted for."""
        if row.turn_message_id is None or row.turn_message_version is None:
            return
        if not same_turn_since(state, row.turn_message_version):
            log.info("game %s: the prompt of this turn is not stored yet, none is refreshed", row.id)
            return
        channel = await self.channels.of(row)
        prompt = partial_message(channel, row.turn_message_id)
        if prompt is None:
            return
        w = game_words(row.options)
        card = await self.pictures.picture("decision", state, seat_names(seats), w)
        player = next(s for s in seats if s.seat == state.current_player()).player
        off = None if player is None else from_prefs(await self._prefs(player, prefs))
        try:
            await prompt.edit(
                content=(await self.prompt_content(state, seats, w, off))[0],
                attachments=[card],
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:
            log.info("could not refresh turn prompt %s (deleted?)", row.turn_message_id)

    async def _notify(
        self,
        channel: discord.abc.Messageable,
        user_id: int,
        row: GameRow,
        state: GameState,
        link: str,
        prefs: Mapping[str, str],
    ) -> None:
        """The opted-in DM (`prefs`: the member's); closed DMs fall back to a line in the channel."""
        theirs = words(prefs.get(LANGUAGE_KEY) or game_language(row.options))  # set with /origins notify
        try:
            dm = await self.channels.dm(user_id)
            text = theirs("dm_turn", channel=f"<#{row.channel_id}>", what=what(state, theirs), link=link)
            await dm.send(text)
        except discord.HTTPException:
            w = game_words(row.options)
            await channel.send(w("dm_fallback", mention=f"<@{user_id}>"), allowed_mentions=pings(user_id))

    async def remind(self, row: GameRow, seat: int) -> None:
        """A turn's reminder came due: the player is pinged with what they must do."""
        state = await self.sessions.state(row)
        seats = await self.store.seats(row.id)
        player = next(s for s in seats if s.seat == seat)
        if player.player is None:
            return  # the seat is the autopilot's now: nobody to remind
        channel = await self.channels.of(row)
        w = game_words(row.options)
        await channel.send(
            w("reminder", mention=f"<@{player.player}>", what=what(state, w)),
            allowed_mentions=pings(player.player),
        )

    # --- the end ---------------------------------------------------------------------------------

    async def finish(self, row: GameRow, state: GameState, seats: Sequence[SeatRow]) -> None:
        """The score sheet in the channel (in a Dynasty, with the standing; the rating changes, or
        why the game was not rated; after the last game, with **Rematch**); the last prompt loses
        its buttons (bot.turn.prompts: the one stored when it ended, read now)."""
        channel = await self.channels.of(row)
        w = game_words(row.options)
        winners = [plain_names(seats)[p] for p in final_scores(state).winners]
        sheet = await self.pictures.picture("final", state, seat_names(seats), w)
        text = w("game_over", result=result(winners, w)) + await self._dynasty_standing(row, seats, w)
        text += await self._ratings_line(row, state, seats, w)
        if dynasty.next_options(row) is None:  # the last game (a Dynasty's next one starts by itself)
            view = ids.sealed(discord.ui.View(timeout=None))
            view.add_item(rematch_button(row.id, w))
            await channel.send(text, file=sheet, view=view)
        else:
            await channel.send(text, file=sheet)
        await self.prompts.retire_last(row.id, channel)

    async def _ratings_line(self, row: GameRow, state: GameState, seats: Sequence[SeatRow], w: Words) -> str:
        """The score sheet's line on ratings (stored with the results: the same after a restart)."""
        line = leaderboard.sheet_line(
            state.config.game.value,
            seats,
            await self.store.results(row.id),
            await self.store.rating_changes(row.id),
            w,
            dynasty=dynasty.place(row) is not None,
        )
        return "\n" + line if line else ""

    async def _dynasty_standing(self, row: GameRow, seats: Sequence[SeatRow], w: Words) -> str:
        at = dynasty.place(row)
        if at is None:
            return ""
        games = [
            g
            for g in await self.store.history(row.channel_id, limit=50)
            if (p := dynasty.place(g)) is not None and p.series == at.series and p.game <= at.game
        ]
        results = [r for g in games for r in await self.store.results(g.id)]
        totals = dynasty.totals(results)
        names = plain_names(seats)
        standing = ", ".join(f"{names[s]} {totals[s]}" for s in sorted(totals, key=lambda s: (-totals[s], s)))
        if not at.last:
            return "\n" + w("dynasty_standing", game=at.game, games=dynasty.GAMES, standing=standing)
        best = dynasty.leaders(totals)
        key = "dynasty_over" if len(best) == 1 else "dynasty_over_tie"
        won = and_join([names[s] for s in best], w)
        return "\n" + w(key, games=dynasty.GAMES, winners=won, points=totals[best[0]], standing=standing)

    async def start_next(self, row: GameRow) -> bool:
        """A Dynasty's next game (stored with the last move of `row`): its first prompt, now.
        False when there is none, or Discord refused (the scheduler posts it later)."""
        following = await self.store.channel_game(row.channel_id)
        if following is None or following.status != ACTIVE or dynasty.place(following) is None:
            return False
        state = await self.sessions.state(following)
        seats = await self.store.seats(following.id)
        if not await attempt("announce the next game", self.announce_turn(following, state, seats)):
            return False
        await attempt(
            "drop the prompt's deadline", self.store.drop_deadline(following.id, ANNOUNCE, following.version)
        )
        return True


def table_button(game_id: int, w: Words) -> discord.ui.Button[discord.ui.View]:
    """**Full table**, under a turn prompt: the whole table, privately, for anyone who clicks."""
    return discord.ui.Button(
        label=w("table_button"), style=discord.ButtonStyle.secondary, custom_id=ids.table(game_id)
    )


def rematch_button(game_id: int, w: Words) -> discord.ui.Button[discord.ui.View]:
    """**Rematch**, under a score sheet: a new lobby with the same settings, for any of its players."""
    return discord.ui.Button(
        label=w("rematch-button"), style=discord.ButtonStyle.primary, custom_id=ids.rematch(game_id)
    )


__all__ = ["Announcer", "rematch_button", "table_button"]
