"""The game desk: what commands and components share (rendering, panels, moves, announcements).

Handlers translate a click into rules actions and call `commit`; `refuse` is the one place where
refusals become a short private sentence and unexpected errors become a logged traceback.

Once a move is stored, nothing that Discord does may undo it or make the bot say otherwise:
`after_move` never raises, tells the mover their move was stored, and leaves the channel's
prompt or score sheet to the scheduler (a deadline stored with the move) if Discord refused it.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord

import render
from bot import dynasty, ids, leaderboard, threads
from bot.away import Away
from bot.drawing import Drawer
from bot.messages import alt_text, and_join, partial_message, pings, plain, reason, result
from bot.panel import Panel, panel, what
from bot.prompts import Prompts
from bot.replay import Replays
from bot.session import (
    GameGone,
    InLobby,
    NoGame,
    NotSeated,
    NotYourTurnError,
    Played,
    Sessions,
    StaleVersion,
    Turn,
    deadlines_for,
)
from bot.store import ACTIVE, ANNOUNCE, FINISH, GameRow, SeatRow
from bot.thinking import Thinker
from bot.time_off import from_prefs
from bot.voices import LANGUAGE_KEY, game_language, game_words, server_language
from lang import DEFAULT, Words, language_of, words
from rules import Game, GameConfig, GameState, MalformedAction, Mode, RulesError, box, final_scores

if TYPE_CHECKING:
    from bot.app import OriginsBot

log = logging.getLogger(__name__)

# As the bot stops, how long the clicks in hand may take to finish (their moves are stored first,
# and every message after that has a deadline: nothing is lost if one is cut short).
DRAIN_SECONDS = 10.0


class Desk:
    def __init__(self, bot: OriginsBot) -> None:
        self.bot = bot
        self.store = bot.store
        self.sessions = Sessions(bot.store, clock=lambda: discord.utils.utcnow().timestamp())
        self.thinker = Thinker(bot.settings.ai_workers, bot.settings.ai_seconds)
        self.drawer = Drawer(bot.settings.render_workers)
        self.drawer.start()  # in the background: the first click finds the workers ready
        self.replays = Replays(bot.store)  # finished games being replayed (/origins replay)
        self._runners: dict[int, asyncio.Task[None]] = {}
        self._server_prefs: dict[int, dict[str, str]] = {}  # by guild id, read once
        self._woken: set[int] = set()
        self._handling: set[asyncio.Task[Any]] = set()  # the clicks and commands being answered
        self.away = Away(self)  # members' quiet hours and vacation
        self.prompts = Prompts(self)  # only the newest turn prompt keeps its buttons

    # --- pictures ---------------------------------------------------------------------------

    async def picture(
        self, kind: str, state: GameState, names: Sequence[str], w: Words, **options: Any
    ) -> discord.File:
        """Drawn in a worker process (bot.drawing), in `w`'s language, wrapped as an attachment
        with its alt text."""
        pic = await self.drawer.draw(kind, state, names, language=w.language, **options)
        return discord.File(io.BytesIO(pic.png), filename=f"{kind}.png", description=alt_text(pic.alt))

    async def show_table(self, interaction: discord.Interaction, game_id: int) -> None:
        """The whole table of the game as it is now, privately, for whoever asks (players and
        onlookers alike), in their language; the click was acknowledged before."""
        row, state, seats = await self.current(game_id)
        w = await self.member_words(interaction, row)
        table = await self.picture("table", state, self.names(seats), w)
        await interaction.followup.send(file=table, ephemeral=True)

    async def legend(self, config: GameConfig, w: Words) -> discord.File:
        """The legend of the pictures of a game of `config` in `w`'s language (drawn once per
        game, mode and language)."""
        png, alt = await asyncio.to_thread(_legend, config.game, config.mode, w.language)
        return discord.File(io.BytesIO(png), filename="legend.png", description=alt_text(alt))

    # --- languages ----------------------------------------------------------------------------

    async def server_language(self, guild_id: int | None, guild_locale: object = None) -> str:
        """The server's language (bot.voices), its setting kept in memory once read."""
        if guild_id is None:
            return language_of(guild_locale) or DEFAULT
        if guild_id not in self._server_prefs:
            self._server_prefs[guild_id] = await self.store.server_prefs(guild_id)
        return server_language(self._server_prefs[guild_id], guild_locale)

    async def set_server_language(self, guild_id: int, language: str | None) -> None:
        await self.store.set_server_pref(guild_id, LANGUAGE_KEY, language)
        self._server_prefs.pop(guild_id, None)

    async def member_words(self, interaction: discord.Interaction, row: GameRow | None = None) -> Words:
        """The words of a private answer to `interaction`: the member's own language if it is
        one of ours, else the game's (`row`), else the server's."""
        mine = language_of(interaction.locale)
        if mine is not None:
            return words(mine)
        if row is not None:
            return words(game_language(row.options))
        return words(await self.server_language(interaction.guild_id, interaction.guild_locale))

    @staticmethod
    def names(seats: Sequence[SeatRow]) -> list[str]:
        """The seats' names as pictures draw them (messages use `plain` ones)."""
        return [s.name for s in sorted(seats, key=lambda s: s.seat)]

    @classmethod
    def plain_names(cls, seats: Sequence[SeatRow]) -> list[str]:
        """The seats' names for a message: no markdown, no mention, whatever a member is called."""
        return [plain(name) for name in cls.names(seats)]

    # --- panels -----------------------------------------------------------------------------

    async def panel_message(
        self, built: Panel, state: GameState, seats: Sequence[SeatRow], w: Words
    ) -> dict[str, Any]:
        """The keyword arguments to send or edit a panel (its picture in `w`'s language)."""
        kwargs: dict[str, Any] = {"content": built.content, "view": built.view}
        if built.picture is not None:
            kind, options = built.picture
            kwargs["attachments"] = [await self.picture(kind, state, self.names(seats), w, **dict(options))]
        return kwargs

    async def current(self, game_id: int) -> tuple[GameRow, GameState, list[SeatRow]]:
        """The game in play now, as anyone may see it (the table, the channel's prompt). A click
        on a decision's panel loads it through `turn` instead."""
        row = await self.store.game(game_id)
        if row is None or row.status != ACTIVE:
            raise GameGone
        return row, await self.sessions.state(row), await self.store.seats(game_id)

    async def turn(self, interaction: discord.Interaction, game_id: int, version: int | None = None) -> Turn:
        """The game as the clicking member may see it to act on its decision: refused (NotSeated,
        NotYourTurnError, then StaleVersion) before anything of the decision is read or drawn."""
        return await self.sessions.turn(game_id, interaction.user.id, version)

    async def open_panel(
        self,
        interaction: discord.Interaction,
        game_id: int,
        *,
        edit: bool,
        note: str = "",
    ) -> None:
        """Show the pending player their panel (privately, in their language, for the game as it
        is now, whatever the version of the prompt clicked); others are told whose turn it is.
        `note`: the key of a line to put first."""
        turn = await self.turn(interaction, game_id)
        w = await self.member_words(interaction, turn.row)
        built = panel(turn.state, game_id, turn.row.version, w)
        if note:
            built.content = f"{w(note)}\n{built.content}"
        await self.show(interaction, built, turn, w, edit=edit)

    async def show(
        self, interaction: discord.Interaction, built: Panel, turn: Turn, w: Words, *, edit: bool
    ) -> None:
        """A panel step for the member to act (`turn`, checked): acknowledged before its picture
        is drawn (Discord waits 3 s, no more)."""
        await self.acknowledge(interaction, edit=edit)
        await self.respond(interaction, await self.panel_message(built, turn.state, turn.seats, w), edit=edit)

    @staticmethod
    async def acknowledge(interaction: discord.Interaction, *, edit: bool) -> None:
        """Defer the answer: an update of the clicked panel (`edit`), or a private reply to come."""
        if not interaction.response.is_done():
            await (
                interaction.response.defer()
                if edit
                else interaction.response.defer(ephemeral=True, thinking=True)
            )

    @staticmethod
    async def respond(interaction: discord.Interaction, kwargs: dict[str, Any], *, edit: bool) -> None:
        if interaction.response.is_done():
            if edit:
                await interaction.edit_original_response(**kwargs)
            else:  # a new private message: Discord takes no "no view" or empty attachment list here
                files = kwargs.pop("attachments", [])
                if kwargs.get("view") is None:
                    kwargs.pop("view", None)
                await interaction.followup.send(ephemeral=True, files=files, **kwargs)
        elif edit:
            await interaction.response.edit_message(**kwargs)
        else:
            files = kwargs.pop("attachments", [])
            await interaction.response.send_message(ephemeral=True, files=files, **kwargs)

    # --- moves ------------------------------------------------------------------------------

    async def commit(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int | None,
        move: str,
        *,
        edit: bool,
    ) -> None:
        """Play the member's `move` (its text, read once their seat is checked: `read_move`), then
        update their panel and the channel."""
        await self.acknowledge(interaction, edit=edit)
        played = await self.sessions.play(game_id, move, user_id=interaction.user.id, version=version)
        await self.after_move(played, interaction, edit=edit)

    async def after_move(
        self, played: Played, interaction: discord.Interaction | None, *, edit: bool
    ) -> None:
        """Tell the mover and the channel what the stored move did. Never raises: whatever Discord
        refuses is logged, the mover hears that their move is stored, and the scheduler posts the
        prompt or the score sheet later (their deadlines were stored with the move)."""
        state, row, seats = played.state, played.row, played.seats
        actor = None if interaction is None else interaction.user.id
        same_player = (
            actor is not None
            and not state.is_over
            and any(s.player == actor and s.seat == state.current_player() for s in seats)
        )
        if interaction is not None:
            await attempt("answer the mover", self._answer_mover(interaction, played, same_player, edit=edit))
        if state.is_over:
            posted = await attempt("post the score sheet", self.finish(row, state, seats))
            if posted:
                await attempt(
                    "drop the score sheet's deadline", self.store.drop_deadline(row.id, FINISH, row.version)
                )
            self.sessions.forget(row.id)
            if posted and dynasty.next_options(row) is not None:
                await self.start_next(row)
        elif same_player:
            posted = True  # the prompt stays; its picture is refreshed if Discord lets us
            await attempt("refresh the turn prompt", self._refresh_prompt(row, state, seats))
        else:
            posted = await attempt("announce the turn", self.announce_turn(row, state, seats))
            if posted:
                await attempt(
                    "drop the prompt's deadline", self.store.drop_deadline(row.id, ANNOUNCE, row.version)
                )
        if not posted and interaction is not None:
            w = await self.member_words(interaction, row)
            await attempt(
                "tell the mover the channel is behind",
                interaction.followup.send(w("stored_not_posted"), ephemeral=True),
            )

    async def _answer_mover(
        self, interaction: discord.Interaction, played: Played, same_player: bool, *, edit: bool
    ) -> None:
        """The mover's panel: the next step when they go on, else what their move did."""
        state, row, seats = played.state, played.row, played.seats
        w = await self.member_words(interaction, row)
        if same_player:
            kwargs = await self.panel_message(panel(state, row.id, row.version, w), state, seats, w)
        else:
            names = self.plain_names(seats)
            if state.is_over:
                text = w("done_over", result=result([names[p] for p in final_scores(state).winners], w))
            else:
                text = w("done_turn", name=names[state.current_player()])
            kwargs = {"content": text, "view": None, "attachments": []}
        await self.respond(interaction, kwargs, edit=edit)

    async def announce_turn(self, row: GameRow, state: GameState, seats: Sequence[SeatRow]) -> None:
        """A new public message for the player to act; the prompt it replaces loses its buttons
        (bot.prompts: unless a newer one was stored meanwhile, or the game ended: then it does).

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
                channel = await self._channel(row)
                thinking = await channel.send(w("ai_thinking", name=plain(seat.name)))
                await self.prompts.keep(channel, row, thinking.id)
            finally:
                if seat.user_id is None:
                    self.wake(row.id)  # even if Discord refused its "thinking" line
            return
        channel = await self._channel(row)
        # A member in their quiet hours or on vacation is named, not pinged, and gets no DM.
        prefs = await self.store.prefs(seat.player)  # one read: the time off and the DM wish
        content, away = await self.away.prompt(state, seats, w, from_prefs(prefs))
        view = ids.sealed(discord.ui.View(timeout=None))
        play: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=w("play_button"), style=discord.ButtonStyle.success, custom_id=ids.play(row.id, row.version)
        )
        view.add_item(play)
        view.add_item(table_button(row.id, w))
        card = await self.picture("decision", state, self.names(seats), w)
        message = await channel.send(
            content, file=card, view=view, allowed_mentions=pings(None if away else seat.player)
        )
        await self.prompts.keep(channel, row, message.id)
        if not away and prefs.get("notify") == "on":
            await attempt(
                "notify the player", self._notify(channel, seat.player, row, state, message.jump_url)
            )

    async def _refresh_prompt(self, row: GameRow, state: GameState, seats: Sequence[SeatRow]) -> None:
        """The same player goes on (placed, now picks): the prompt's card shows the step at once."""
        channel = await self._channel(row)
        prompt = None if row.turn_message_id is None else partial_message(channel, row.turn_message_id)
        if prompt is None:
            return
        w = game_words(row.options)
        card = await self.picture("decision", state, self.names(seats), w)
        try:
            await prompt.edit(
                content=(await self.away.prompt(state, seats, w))[0],
                attachments=[card],
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:
            log.info("could not refresh turn prompt %s (deleted?)", row.turn_message_id)

    async def _notify(
        self, channel: discord.abc.Messageable, user_id: int, row: GameRow, state: GameState, link: str
    ) -> None:
        """The opted-in DM; closed DMs fall back to a line in the channel."""
        prefs = await self.store.prefs(user_id)
        mine = words(prefs.get(LANGUAGE_KEY) or game_language(row.options))  # set with /origins notify
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            text = mine("dm_turn", channel=f"<#{row.channel_id}>", what=what(state, mine), link=link)
            await user.send(text)
        except discord.HTTPException:
            w = game_words(row.options)
            await channel.send(w("dm_fallback", mention=f"<@{user_id}>"), allowed_mentions=pings(user_id))

    async def hand_to_autopilot(self, row: GameRow, user_id: int) -> str | None:
        """A player leaves (or is removed) for good: the autopilot plays their seat. Their name."""
        async with self.sessions.lock(row.id):  # not between a move's read and its write
            await self.current(row.id)  # GameGone if it ended meanwhile: its seats stay as they ended
            seat = await self.store.remove_player(row.id, user_id)
            if seat is not None:
                await self._turn_deadlines_follow(row.id, seat.seat)
        return None if seat is None else seat.name

    async def _turn_deadlines_follow(self, game_id: int, seat: int) -> None:
        """A seat's autopilot changed: if it is that seat's turn, its deadlines follow at once."""
        row, state, seats = await self.current(game_id)
        if state.current_player() == seat:
            now = discord.utils.utcnow().timestamp()
            away = await self.sessions.time_off_to_act(state, seats)
            await self.store.set_turn_deadlines(
                row.id, row.version, list(deadlines_for(row, state, seats, now, away=away))
            )

    async def finish(self, row: GameRow, state: GameState, seats: Sequence[SeatRow]) -> None:
        """The score sheet in the channel (in a Dynasty, with the standing; the rating changes, or
        why the game was not rated; after the last game, with **Rematch**); the last prompt loses
        its buttons (bot.prompts: the one stored when it ended, read now)."""
        channel = await self._channel(row)
        w = game_words(row.options)
        winners = [self.plain_names(seats)[p] for p in final_scores(state).winners]
        sheet = await self.picture("final", state, self.names(seats), w)
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
        names = self.plain_names(seats)
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

    # --- deadlines ---------------------------------------------------------------------------

    async def remind(self, row: GameRow, seat: int) -> None:
        state = await self.sessions.state(row)
        seats = await self.store.seats(row.id)
        player = next(s for s in seats if s.seat == seat)
        if player.player is None:
            return  # the seat is the autopilot's now: nobody to remind
        channel = await self._channel(row)
        w = game_words(row.options)
        await channel.send(
            w("reminder", mention=f"<@{player.player}>", what=what(state, w)),
            allowed_mentions=pings(player.player),
        )

    async def autopilot(self, row: GameRow, seat: int) -> None:
        """A turn timer ran out, or a seat on autopilot is due: the autopilot plays `seat`'s turn."""
        mine = next(s for s in await self.store.seats(row.id) if s.seat == seat)
        if mine.user_id is None:
            self.wake(row.id)  # after a restart or a failure, the stored deadline brings its turn back
            return
        await self._play_for(row, mine, autopilot_level(row), timed_out=not mine.autopilot)

    # --- AI seats and the autopilot --------------------------------------------------------------

    def wake(self, game_id: int) -> None:
        """Make sure the game's AI seats play whatever is theirs now (one runner per game)."""
        self._woken.add(game_id)
        task = self._runners.get(game_id)
        if task is None or task.done():
            self._runners[game_id] = asyncio.get_running_loop().create_task(self._run(game_id))

    async def _run(self, game_id: int) -> None:
        """Play AI turns one after the other until a person's decision is due."""
        try:
            while game_id in self._woken:
                self._woken.discard(game_id)
                while await self._ai_turn(game_id):
                    pass
        finally:
            if self._runners.get(game_id) is asyncio.current_task():
                del self._runners[game_id]

    async def _ai_turn(self, game_id: int) -> bool:
        """Play the pending decision if an AI seat has it; False when there is nothing to play."""
        row = await self.store.game(game_id)
        if row is None or row.status != ACTIVE:
            return False
        state = await self.sessions.state(row)
        seat = next((s for s in await self.store.seats(game_id) if s.seat == state.current_player()), None)
        if seat is None or seat.user_id is not None:
            return False  # a person's decision (a removed player's is the autopilot's, by its timer)
        try:
            await self._play_for(row, seat, seat.ai_level or "normal", timed_out=False)
        except (StaleVersion, GameGone, NotYourTurnError):  # NotSeated is a StaleVersion
            log.info("game %s moved on while its AI thought", game_id)  # cancelled, kicked...
        except Exception:
            log.exception("an AI turn failed in game %s", game_id)
            return False  # the stored deadline brings it back at the scheduler's next poll
        return True

    async def _play_for(self, row: GameRow, seat: SeatRow, level: str, *, timed_out: bool) -> None:
        """Think (in a worker process, the channel showing it), play and tell the channel.

        Raises only before the move is stored; after it, Discord's refusals are logged and the
        channel catches up through the stored deadlines."""
        state = await self.sessions.state(row)
        try:
            channel: discord.abc.Messageable | None = await self._channel(row)
        except discord.HTTPException:  # a thread that stays archived, an outage: play all the same
            log.warning("could not reach the channel of game %s before its turn", row.id, exc_info=True)
            channel = None
        async with _typing(channel):
            actions = await self.thinker.turn(state, seat.seat, level, seed=row.id * 1000 + row.version)
        played = await self.sessions.play(
            row.id, actions, user_id=None, seat=seat.seat, version=row.version, timed_out=timed_out
        )
        moves = ", ".join(f"`{a}`" for a in actions)
        now_on = next(s for s in played.seats if s.seat == seat.seat)
        name = plain(seat.name)
        back = None  # the seat whose I'm back button goes with the message
        w = game_words(row.options)
        if seat.user_id is None:
            text = w("ai_played", name=name, moves=moves)
        else:
            text = w("autopilot_played" if timed_out else "autopilot_turn", name=name, moves=moves)
            if now_on.player is None:
                text += " " + w("autopilot_for_good", name=name)
            elif now_on.autopilot and not played.state.is_over:  # after the last move, nobody is back
                if timed_out:
                    text += " " + w("autopilot_sticks", name=name)
                back = seat.seat
        if channel is not None:
            await attempt(
                "say what was played", self._say_played(channel, row, text, back, edit=seat.player is None)
            )
        await self.after_move(played, None, edit=False)

    async def _say_played(
        self,
        channel: discord.abc.Messageable,
        row: GameRow,
        text: str,
        back: int | None,
        *,
        edit: bool,
    ) -> None:
        """What an AI or the autopilot played (an AI's replaces its "thinking" line: the prompt
        stored for the turn played, read now; `row` was read before the thinking). With the I'm
        back button of seat `back`, if given: kept as the seat's (bot.prompts), so that it loses
        the button when a newer one is posted or the game ends."""
        thinking = await self._thinking_line(channel, row) if edit else None
        if thinking is not None:
            try:
                await thinking.edit(content=text, view=None)
                return
            except discord.HTTPException:
                log.info("could not edit the thinking line %s (deleted?)", thinking.id)
        if back is None:
            await channel.send(text)
            return
        said = await channel.send(text, view=im_back_view(row.id, back, game_words(row.options)))
        await self.prompts.keep_back(channel, row, back, said.id)

    async def _thinking_line(
        self, channel: discord.abc.Messageable, row: GameRow
    ) -> discord.PartialMessage | None:
        """The message stored as the prompt of the turn `row` was at, if there is one yet."""
        now = await self.store.game(row.id)
        if now is None or now.turn_message_id is None or now.turn_message_version != row.version:
            return None
        return partial_message(channel, now.turn_message_id)

    async def close(self) -> None:
        for task in list(self._runners.values()):
            task.cancel()
        self.thinker.close()
        await self.drawer.close()

    async def im_back(self, interaction: discord.Interaction, game_id: int, seat: int) -> None:
        row = await self.store.game(game_id)
        if row is None or row.status != ACTIVE:
            raise GameGone
        seats = await self.store.seats(game_id)
        mine = next((s for s in seats if s.seat == seat), None)
        w = await self.member_words(interaction, row)
        if mine is None or mine.user_id != interaction.user.id:
            await self.reply_privately(interaction, w("not_your_seat"))
            return
        if mine.removed:
            raise NotSeated(interaction.user.id)
        async with self.sessions.lock(row.id):
            await self.current(row.id)  # GameGone if it ended meanwhile: its seats stay as they ended
            if await self.store.set_autopilot(row.id, seat, False) is None:
                raise NotSeated(interaction.user.id)  # removed a moment ago
            await self._turn_deadlines_follow(row.id, seat)
        await self.reply_privately(interaction, w("welcome_back"))

    @staticmethod
    async def reply_privately(interaction: discord.Interaction, text: str) -> None:
        """One private sentence, whether or not the click was acknowledged already."""
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    async def _channel(self, row: GameRow) -> discord.abc.Messageable:
        """The game's channel or thread, ready for a post: a thread archived after a week of
        silence is unarchived (HTTPException if Discord refuses, like a refused post)."""
        channel = self.bot.get_channel(row.channel_id) or await self.bot.fetch_channel(row.channel_id)
        if isinstance(channel, discord.Thread):  # an archived thread is out of discord.py's cache
            channel = await threads.reopen(channel)
        assert isinstance(channel, discord.abc.Messageable)
        return channel

    # --- refusals ---------------------------------------------------------------------------

    async def refuse(self, interaction: discord.Interaction, exc: Exception) -> bool:
        """Answer a refusal with one private sentence; True if `exc` was one.

        For anything unexpected the member gets a short apology and False comes back: the caller
        re-raises, so the error reaches discord.py's handlers (and the log) with its traceback.
        """
        expected = True
        game = await self.store.channel_game(interaction.channel_id or 0)
        w = await self.member_words(interaction, game)
        if isinstance(exc, NotYourTurnError):
            text = await self._not_your_turn(game, exc, w)
        elif isinstance(exc, NotSeated):
            text = w("not_seated_any_more")
        elif isinstance(exc, StaleVersion):
            text = w("stale")
        elif isinstance(exc, GameGone):
            text = w("game_gone")
        elif isinstance(exc, InLobby):
            text = _in_lobby(exc.row, w)
        elif isinstance(exc, NoGame):
            text = threads.elsewhere(exc.threads, w) if exc.threads else w("no_game")
        elif isinstance(exc, MalformedAction):
            text = w("malformed", reason=reason(exc, w))
        elif isinstance(exc, RulesError):  # an illegal move, or a game the box cannot play (ConfigError)
            text = w("illegal", reason=reason(exc, w))
        else:
            expected = False
            text = w("error")
        try:
            await self.reply_privately(interaction, text)
        except discord.HTTPException:
            log.warning("could not tell %s why their action was refused", interaction.user.id)
        return expected

    async def guarded(
        self,
        interaction: discord.Interaction,
        work: Callable[[], Awaitable[None]],
        *,
        panel_of: int | None = None,
        defer: str | None = None,
    ) -> None:
        """Run a handler's work (`_guarded`), counted among the clicks in hand until it is done: a
        bot that stops lets them finish (`drain`) before it closes the store they write to."""
        task = asyncio.current_task()
        assert task is not None  # discord.py runs every callback in a task of its own
        self._handling.add(task)
        try:
            await self._guarded(interaction, work, panel_of=panel_of, defer=defer)
        finally:
            self._handling.discard(task)

    async def drain(self, seconds: float = DRAIN_SECONDS) -> None:
        """Let the clicks and commands in hand finish (at most `seconds`), as the bot stops."""
        handling = [t for t in self._handling if t is not asyncio.current_task()]
        if handling:
            _, late = await asyncio.wait(handling, timeout=seconds)
            if late:
                log.warning("stopping with %d click(s) still in hand after %.0f s", len(late), seconds)

    async def _guarded(
        self,
        interaction: discord.Interaction,
        work: Callable[[], Awaitable[None]],
        *,
        panel_of: int | None = None,
        defer: str | None = None,
    ) -> None:
        """Run a handler's work: refusals answered privately, anything else re-raised after an apology.

        `panel_of`: the click was on a panel of this game; if it was an old one and the decision
        is still the member's, they get the current panel instead of a bare refusal (a member who
        is not to act never gets here: they were refused as NotYourTurnError). `defer`:
        acknowledge first, as an "update" of the clicked message or a "private" reply to come.
        """
        try:
            if defer is not None:
                await self.acknowledge(interaction, edit=defer == "update")
            await work()
        except StaleVersion as exc:
            if panel_of is not None and not isinstance(exc, NotSeated):
                try:
                    await self.open_panel(interaction, panel_of, edit=True, note="stale_current")
                    return
                except NotSeated as gone:  # the truer reason: they are out of the game
                    exc = gone
                except (GameGone, NotYourTurnError, StaleVersion):
                    pass  # not theirs to play now: a plain refusal
            await self.refuse(interaction, exc)
        except Exception as exc:
            if not await self.refuse(interaction, exc):
                raise

    async def _not_your_turn(self, game: GameRow | None, exc: NotYourTurnError, w: Words) -> str:
        """Whose decision it is (in the clicked game, which a forged click may place elsewhere);
        a click from an earlier moment says so first."""
        if exc.game_id is not None and (game is None or game.id != exc.game_id):
            game = await self.store.game(exc.game_id)
        if game is None or game.status != ACTIVE:
            return w("game_gone")
        state = await self.sessions.state(game)
        seats = await self.store.seats(game.id)
        text = w("not_your_turn", name=self.plain_names(seats)[exc.pending_seat], what=what(state, w))
        return f"{w('stale')} {text}" if exc.stale else text


async def attempt(what: str, step: Awaitable[object]) -> bool:
    """Run a step that comes after a stored move; False (and a log line) if it failed.

    Discord refusing (an outage, a permission removed) is expected now and then: a warning with
    the traceback. Anything else is a bug: logged as an error.
    """
    try:
        await step
    except discord.HTTPException:
        log.warning("could not %s", what, exc_info=True)
        return False
    except Exception:
        log.exception("could not %s", what)
        return False
    return True


def _in_lobby(row: GameRow, w: Words) -> str:
    """A command that needs a game in play, used in its lobby: where the lobby is, and that its
    **Leave** button (labelled in the game's language) gives up a seat."""
    lobby = threads.link(row.guild_id, row.channel_id, row.lobby_message_id)
    return w("game_in_lobby", link=lobby, leave=game_words(row.options)("lobby_button-leave"))


def table_button(game_id: int, w: Words) -> discord.ui.Button[discord.ui.View]:
    """**Full table**, under a turn prompt: the whole table, privately, for anyone who clicks."""
    return discord.ui.Button(
        label=w("table_button"), style=discord.ButtonStyle.secondary, custom_id=ids.table(game_id)
    )


def im_back_view(game_id: int, seat: int, w: Words) -> discord.ui.View:
    """**I'm back**, under an autopilot's move: the seat's player takes their turns again."""
    view = ids.sealed(discord.ui.View(timeout=None))
    back: discord.ui.Button[discord.ui.View] = discord.ui.Button(
        label=w("im_back_button"), style=discord.ButtonStyle.primary, custom_id=ids.im_back(game_id, seat)
    )
    view.add_item(back)
    return view


def rematch_button(game_id: int, w: Words) -> discord.ui.Button[discord.ui.View]:
    """**Rematch**, under a score sheet: a new lobby with the same settings, for any of its players."""
    return discord.ui.Button(
        label=w("rematch-button"), style=discord.ButtonStyle.primary, custom_id=ids.rematch(game_id)
    )


@functools.lru_cache(maxsize=48)
def _legend(game: Game, mode: Mode, language: str) -> tuple[bytes, str]:
    """The legend card's PNG and alt text: it depends on the game, the mode and the language alone."""
    pic = render.legend_card(box(game), mode, words=words(language))
    return pic.png, pic.alt


def autopilot_level(row: GameRow) -> str:
    return str(row.options.get("autopilot_level") or "normal")


@contextlib.asynccontextmanager
async def _typing(channel: discord.abc.Messageable | None) -> AsyncIterator[None]:
    """Discord's "is typing…" while an AI thinks; a channel that refuses it changes nothing."""
    context: Any = None if channel is None else channel.typing()
    try:
        if context is not None:
            await context.__aenter__()
    except discord.HTTPException:
        context = None
    try:
        yield
    finally:
        if context is not None:
            await context.__aexit__(None, None, None)
