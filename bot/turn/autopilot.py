"""Who plays a seat when its member does not: AI seats, the turn timer's autopilot, and the seats
whose players left or were removed.

An AI plays as soon as its turn is due: one runner per game plays its AI turns one after the
other (`wake`), each thought out in a worker process (bot.workers.thinking) while the channel shows
"thinking" and Discord's typing indicator. A member's turn timer that runs out, or a seat on
autopilot that is due, is played the same way (`play_due`); **I'm back** gives the seat back.

Several processes may share the database (shards): a process plays the AI turns of its own shards'
servers only, and claims each turn in the store before it thinks (`Store.claim_ai_turn`), renewing
the claim while it thinks, so that no two processes ever think for one turn; a process that dies
leaves a claim that expires (AI_CLAIM_SECONDS), and the turn's stored deadline brings it back to
whoever serves its server then (a runner refused brings that timer forward to the claim's end).
The move itself stays guarded by the game's version.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import os
import secrets
import socket
from collections.abc import AsyncIterator
from typing import Any

import discord

from bot.components import ids
from bot.i18n.languages import Languages, game_words
from bot.i18n.messages import partial_message, plain
from bot.store import ACTIVE, AI_CLAIM_SECONDS, TIMER, GameRow, SeatRow, Shards, Store, StoreUnavailable
from bot.turn.answers import reply_privately
from bot.turn.channels import Channels
from bot.turn.loop import TurnLoop
from bot.turn.outbox import attempt
from bot.turn.prompts import Prompts
from bot.turn.session import GameGone, NotSeated, NotYourTurnError, Sessions, StaleVersion, deadlines_for
from bot.workers.thinking import Thinker
from lang import Words

log = logging.getLogger(__name__)


class Autopilot:
    """The AI seats' runners, the autopilot's turns and the seats handed to it or taken back."""

    def __init__(
        self,
        store: Store,
        sessions: Sessions,
        languages: Languages,
        channels: Channels,
        prompts: Prompts,
        loop: TurnLoop,
        thinker: Thinker,
        *,
        shards: Shards | None = None,
    ) -> None:
        self.store = store
        self.shards = shards  # the servers whose AI turns this process plays (None: every one)
        # Who claims the turns this process thinks for: unique to this run, so that a restart
        # never mistakes its dead predecessor's claim for its own.
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        self.claim_seconds = AI_CLAIM_SECONDS  # how long a claim lasts unless renewed
        self.sessions = sessions
        self.languages = languages
        self.channels = channels
        self.prompts = prompts
        self.loop = loop
        self.thinker = thinker
        self._runners: dict[int, asyncio.Task[None]] = {}
        self._woken: set[int] = set()

    # --- AI seats --------------------------------------------------------------------------------

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
        """Play the pending decision if an AI seat has it; False when there is nothing to play, or
        when the database is out of reach (its server restarting): the turn's stored timer brings
        it back at the first poll of the scheduler that reaches the database again."""
        try:
            return await self._try_ai_turn(game_id)
        except StoreUnavailable:
            log.warning(
                "game %s: the database is out of reach, its AI turn waits for its timer",
                game_id,
                exc_info=True,
            )
            return False

    async def _try_ai_turn(self, game_id: int) -> bool:
        row = await self.store.game(game_id)
        if row is None or row.status != ACTIVE or not self._serves(row):
            return False
        state = await self.sessions.state(row)
        seats = await self.store.seats(game_id)
        seat = next((s for s in seats if s.seat == state.current_player()), None)
        if seat is None or seat.user_id is not None:
            return False  # a person's decision (a removed player's is the autopilot's, by its timer)
        try:
            if not await self._think_and_play(row, seats, seat, seat.ai_level or "normal", timed_out=False):
                await self._look_again_later(row)  # another process thinks for it, or died doing so
                return False
        except (StaleVersion, GameGone, NotYourTurnError):  # NotSeated is a StaleVersion
            log.info("game %s moved on while its AI thought", game_id)  # cancelled, kicked...
        except StoreUnavailable:
            raise
        except Exception:
            log.exception("an AI turn failed in game %s", game_id)
            return False  # the stored deadline brings it back at the scheduler's next poll
        return True

    async def _look_again_later(self, row: GameRow) -> None:
        """The turn's timer comes due once a claim taken now would have expired: by then the other
        process has played the turn, or has died and its claim is free (sooner than the timer's
        own retries, which wait longer after each attempt)."""
        soon = discord.utils.utcnow().timestamp() + self.claim_seconds
        for deadline in await self.store.deadlines(row.id):
            if deadline.kind == TIMER and deadline.version == row.version and deadline.due > soon:
                await self.store.reschedule(dataclasses.replace(deadline, due=soon, attempts=0))

    def _serves(self, row: GameRow) -> bool:
        """Whether the game's server is one of this process's shards'."""
        return self.shards is None or self.shards.owns(row.guild_id)

    async def play_due(self, row: GameRow, seat: int) -> None:
        """A turn timer ran out, or a seat on autopilot is due: the autopilot plays `seat`'s turn."""
        seats = await self.store.seats(row.id)
        theirs = next(s for s in seats if s.seat == seat)
        if theirs.user_id is None:
            self.wake(row.id)  # after a restart or a failure, the stored deadline brings its turn back
            return
        await self._think_and_play(row, seats, theirs, autopilot_level(row), timed_out=not theirs.autopilot)

    async def _think_and_play(
        self, row: GameRow, seats: list[SeatRow], seat: SeatRow, level: str, *, timed_out: bool
    ) -> bool:
        """Claim the turn, think (in a worker process, the channel showing it), play and tell the
        channel; False (nothing done) when another process holds the turn.

        Raises only before the move is stored; after it, Discord's refusals are logged and the
        channel catches up through the stored deadlines."""
        if not await self.store.claim_ai_turn(row.id, row.version, self.owner, self.claim_seconds):
            log.info("game %s: another process thinks for turn %s", row.id, row.version)
            return False
        renewing = asyncio.get_running_loop().create_task(self._renew(row))
        stopping = False
        try:
            await self._play_claimed(row, hard_seats(row, seats), seat, level, timed_out=timed_out)
        except asyncio.CancelledError:
            stopping = True  # the bot is closing its store: the claim expires by itself
            raise
        finally:
            renewing.cancel()
            if not stopping:
                await self._release(row)
        return True

    async def _release(self, row: GameRow) -> None:
        """Give the turn's claim up (played or not): a claim left behind only delays whoever takes
        the turn next by AI_CLAIM_SECONDS, so a failure here is no error."""
        try:
            await self.store.release_ai_turn(row.id, row.version, self.owner)
        except Exception:
            log.warning("game %s: could not release its claim on turn %s", row.id, row.version, exc_info=True)

    async def _renew(self, row: GameRow) -> None:
        """Keep the turn's claim while thinking takes long (a queue of games for the workers). The
        move is guarded by the version all the same: a claim lost is at worst a move refused."""
        while True:
            await asyncio.sleep(self.claim_seconds / 3)
            try:
                kept = await self.store.claim_ai_turn(row.id, row.version, self.owner, self.claim_seconds)
            except Exception:  # the database away for a moment: the next renewal may succeed
                log.warning(
                    "game %s: could not renew its claim on turn %s", row.id, row.version, exc_info=True
                )
                continue
            if not kept:
                log.warning("game %s: turn %s was taken over while thinking", row.id, row.version)
                return

    async def _play_claimed(
        self, row: GameRow, hard: int, seat: SeatRow, level: str, *, timed_out: bool
    ) -> None:
        """Think, play and tell the channel, the turn being this process's; `hard` seats of the
        game are Hard's, which share a round's thinking (rules.ai.turn)."""
        state = await self.sessions.state(row)
        try:
            channel: discord.abc.Messageable | None = await self.channels.of(row)
        except discord.HTTPException:  # a thread that stays archived, an outage: play all the same
            log.warning("could not reach the channel of game %s before its turn", row.id, exc_info=True)
            channel = None
        async with _typing(channel):
            seed = row.id * 1000 + row.version
            actions = await self.thinker.turn(state, seat.seat, level, seed=seed, hard_seats=hard)
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
        await self.loop.after_move(played, None, edit=False)

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
        back button of seat `back`, if given: kept as the seat's (bot.turn.prompts), so that it
        loses the button when a newer one is posted or the game ends."""
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

    # --- seats handed over and taken back --------------------------------------------------------

    async def hand_over(self, row: GameRow, user_id: int) -> str | None:
        """A player leaves (or is removed) for good: the autopilot plays their seat. Their name."""
        async with self.sessions.lock(row.id):  # not between a move's read and its write
            await self.sessions.current(row.id)  # GameGone if it ended: its seats stay as they ended
            seat = await self.store.remove_player(row.id, user_id)
            if seat is not None:
                await self._turn_deadlines_follow(row.id, seat.seat)
        return None if seat is None else seat.name

    async def im_back(self, interaction: discord.Interaction, game_id: int, seat: int) -> None:
        """**I'm back**: the seat's player takes their turns back from the autopilot."""
        row = await self.store.game(game_id)
        if row is None or row.status != ACTIVE:
            raise GameGone
        seats = await self.store.seats(game_id)
        theirs = next((s for s in seats if s.seat == seat), None)
        w = await self.languages.member_words(interaction, row)
        if theirs is None or theirs.user_id != interaction.user.id:
            await reply_privately(interaction, w("not_your_seat"))
            return
        if theirs.removed:
            raise NotSeated(interaction.user.id)
        async with self.sessions.lock(row.id):
            await self.sessions.current(row.id)  # GameGone if it ended: its seats stay as they ended
            if await self.store.set_autopilot(row.id, seat, False) is None:
                raise NotSeated(interaction.user.id)  # removed a moment ago
            await self._turn_deadlines_follow(row.id, seat)
        await reply_privately(interaction, w("welcome_back"))

    async def _turn_deadlines_follow(self, game_id: int, seat: int) -> None:
        """A seat's autopilot changed: if it is that seat's turn, its deadlines follow at once."""
        row, state, seats = await self.sessions.current(game_id)
        if state.current_player() == seat:
            now = discord.utils.utcnow().timestamp()
            away = await self.sessions.time_off_to_act(state, seats)
            await self.store.set_turn_deadlines(
                row.id, row.version, list(deadlines_for(row, state, seats, now, away=away))
            )

    def close(self) -> None:
        """Stop the runners and the thinking workers (the bot is stopping)."""
        for task in list(self._runners.values()):
            task.cancel()
        self.thinker.close()


def im_back_view(game_id: int, seat: int, w: Words) -> discord.ui.View:
    """**I'm back**, under an autopilot's move: the seat's player takes their turns again."""
    view = ids.sealed(discord.ui.View(timeout=None))
    back: discord.ui.Button[discord.ui.View] = discord.ui.Button(
        label=w("im_back_button"), style=discord.ButtonStyle.primary, custom_id=ids.im_back(game_id, seat)
    )
    view.add_item(back)
    return view


def autopilot_level(row: GameRow) -> str:
    return str(row.options.get("autopilot_level") or "normal")


def hard_seats(row: GameRow, seats: list[SeatRow]) -> int:
    """The seats of the game that Hard plays now: its Hard AIs, and its players' seats on the
    autopilot when the autopilot plays Hard."""
    autopilot_hard = autopilot_level(row) == "hard"
    return sum(
        1
        for s in seats
        if (s.user_id is None and s.ai_level == "hard")
        or (s.user_id is not None and autopilot_hard and (s.autopilot or s.removed))
    )


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


__all__ = ["Autopilot", "autopilot_level", "im_back_view"]
