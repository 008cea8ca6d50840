"""The one place where refusals become a short private sentence, and everything unexpected a
logged traceback; and the clicks in hand, which a stopping bot lets finish.

A handler's work runs `guarded`: a refusal (no game here, not your turn, an old click, an illegal
move...) is answered privately in the member's language and changes nothing; anything else gets
a short apology and is re-raised, so that discord.py's handlers log it with its traceback.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

import discord

from bot.features import threads
from bot.i18n.languages import Languages, game_words
from bot.i18n.messages import plain_names, reason
from bot.store import ACTIVE, GameRow, Store
from bot.turn.answers import acknowledge, reply_privately
from bot.turn.panels.pending import what
from bot.turn.panels.showing import Panels
from bot.turn.session import (
    GameGone,
    InLobby,
    NoGame,
    NotSeated,
    NotYourTurnError,
    Sessions,
    StaleVersion,
)
from lang import Words
from rules import MalformedAction, RulesError

log = logging.getLogger(__name__)

# As the bot stops, how long the clicks in hand may take to finish (their moves are stored first,
# and every message after that has a deadline: nothing is lost if one is cut short).
DRAIN_SECONDS = 10.0

Work = Callable[[], Awaitable[None]]


class Refusals:
    """Handlers' work run with their refusals answered, counted among the clicks in hand."""

    def __init__(self, store: Store, sessions: Sessions, languages: Languages, panels: Panels) -> None:
        self.store = store
        self.sessions = sessions
        self.languages = languages
        self.panels = panels
        self._handling: set[asyncio.Task[object]] = set()  # the clicks and commands being answered

    async def guarded(
        self,
        interaction: discord.Interaction,
        work: Work,
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
        work: Work,
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
                await acknowledge(interaction, edit=defer == "update")
            await work()
        except StaleVersion as exc:
            if panel_of is not None and not isinstance(exc, NotSeated):
                try:
                    await self.panels.open(interaction, panel_of, edit=True, note="stale_current")
                    return
                except NotSeated as gone:  # the truer reason: they are out of the game
                    exc = gone
                except (GameGone, NotYourTurnError, StaleVersion):
                    pass  # not theirs to play now: a plain refusal
            await self.refuse(interaction, exc)
        except Exception as exc:
            if not await self.refuse(interaction, exc):
                raise

    async def refuse(self, interaction: discord.Interaction, exc: Exception) -> bool:
        """Answer a refusal with one private sentence; True if `exc` was one.

        For anything unexpected the member gets a short apology and False comes back: the caller
        re-raises, so the error reaches discord.py's handlers (and the log) with its traceback.
        """
        expected = True
        game = await self.store.channel_game(interaction.channel_id or 0)
        w = await self.languages.member_words(interaction, game)
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
            await reply_privately(interaction, text)
        except discord.HTTPException:
            log.warning("could not tell %s why their action was refused", interaction.user.id)
        return expected

    async def _not_your_turn(self, game: GameRow | None, exc: NotYourTurnError, w: Words) -> str:
        """Whose decision it is (in the clicked game, which a forged click may place elsewhere);
        a click from an earlier moment says so first."""
        if exc.game_id is not None and (game is None or game.id != exc.game_id):
            game = await self.store.game(exc.game_id)
        if game is None or game.status != ACTIVE:
            return w("game_gone")
        state = await self.sessions.state(game)
        seats = await self.store.seats(game.id)
        text = w("not_your_turn", name=plain_names(seats)[exc.pending_seat], what=what(state, w))
        return f"{w('stale')} {text}" if exc.stale else text


def _in_lobby(row: GameRow, w: Words) -> str:
    """A command that needs a game in play, used in its lobby: where the lobby is, and that its
    **Leave** button (labelled in the game's language) gives up a seat."""
    lobby = threads.link(row.guild_id, row.channel_id, row.lobby_message_id)
    return w("game_in_lobby", link=lobby, leave=game_words(row.options)("lobby_button-leave"))


__all__ = ["DRAIN_SECONDS", "Refusals"]
