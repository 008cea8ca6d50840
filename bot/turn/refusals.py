"""The one place where refusals become a short private sentence, and everything unexpected a
logged traceback; and the clicks in hand, which a stopping bot lets finish.

A handler's work runs `guarded`: a refusal (no game here, not your turn, an old click, an illegal
move...) is answered privately in the member's language and changes nothing; anything else gets
a short apology and is re-raised, so that discord.py's handlers log it with its traceback. The
database out of reach (`StoreUnavailable`: its server restarting) is an outage, not a bug: the
member is asked to try again in a moment, in their own language without asking the store which,
and the log gets a warning with the traceback.

The buttons that draw a picture for whoever clicks name their kind (`cooldown`): a member who
clicked one a moment ago is told privately when to try again, and nothing is drawn (`Cooldowns`).
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable, Callable

import discord

from bot.features import threads
from bot.i18n.languages import Languages, game_words
from bot.i18n.messages import plain_names, reason
from bot.ops.metrics import Metrics
from bot.store import ACTIVE, GameRow, Store, StoreUnavailable
from bot.turn.answers import acknowledge, reply_privately
from bot.turn.cooldowns import Cooldowns
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
from lang import DEFAULT, Words, language_of, words
from rules import MalformedAction, RulesError

log = logging.getLogger(__name__)

# As the bot stops, how long the clicks in hand may take to finish (their moves are stored first,
# and every message after that has a deadline: nothing is lost if one is cut short).
DRAIN_SECONDS = 10.0

Work = Callable[[], Awaitable[None]]
# What `refuse` answers as a refusal (anything else is a bug, re-raised after an apology).
REFUSALS = (NotYourTurnError, StaleVersion, GameGone, InLobby, NoGame, RulesError, StoreUnavailable)


class Refusals:
    """Handlers' work run with their refusals answered, counted among the clicks in hand."""

    def __init__(
        self,
        store: Store,
        sessions: Sessions,
        languages: Languages,
        panels: Panels,
        metrics: Metrics,
        cooldowns: Cooldowns | None = None,
    ) -> None:
        self.store = store
        self.metrics = metrics
        self.sessions = sessions
        self.languages = languages
        self.panels = panels
        self.cooldowns = cooldowns if cooldowns is not None else Cooldowns()
        self._handling: set[asyncio.Task[object]] = set()  # the clicks and commands being answered

    async def guarded(
        self,
        interaction: discord.Interaction,
        work: Work,
        *,
        panel_of: int | None = None,
        defer: str | None = None,
        cooldown: str | None = None,
    ) -> None:
        """Run a handler's work (`_guarded`), counted among the clicks in hand until it is done: a
        bot that stops lets them finish (`drain`) before it closes the store they write to.
        `cooldown`: the kind of picture the work draws for the member, at most once a cooldown."""
        task = asyncio.current_task()
        assert task is not None  # discord.py runs every callback in a task of its own
        self._handling.add(task)
        try:
            if cooldown is None or not await self._cooling_down(interaction, cooldown):
                await self._guarded(interaction, work, panel_of=panel_of, defer=defer)
        finally:
            self._handling.discard(task)

    async def _cooling_down(self, interaction: discord.Interaction, kind: str) -> bool:
        """True once a member who had a picture of `kind` a moment ago is told privately when they
        may ask again (before any acknowledgement: one answer, nothing drawn)."""
        ready = self.cooldowns.take(kind, interaction.user.id)
        if ready is None:
            return False
        self.metrics.refused("Cooldown")
        try:
            w = await self.languages.member_words(interaction)
        except StoreUnavailable:  # the server's language not read yet: their Discord's, or English
            w = words(language_of(interaction.locale) or DEFAULT)
        try:
            await reply_privately(interaction, w("cooldown", when=f"<t:{math.ceil(ready)}:R>"))
        except discord.HTTPException:
            log.warning("could not tell %s to wait before asking again", interaction.user.id)
        return True

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
            refusal = await self._current_panel(interaction, exc, panel_of)
            if refusal is not None:
                await self.refuse(interaction, refusal)
        except Exception as exc:
            if not await self.refuse(interaction, exc):
                raise

    async def _current_panel(
        self, interaction: discord.Interaction, exc: StaleVersion, panel_of: int | None
    ) -> Exception | None:
        """A click on an old panel whose decision is still the member's gets the current panel
        (None comes back); else the refusal to answer."""
        if panel_of is None or isinstance(exc, NotSeated):
            return exc
        try:
            await self.panels.open(interaction, panel_of, edit=True, note="stale_current")
        except (NotSeated, StoreUnavailable) as truer:  # out of the game, or the database away
            return truer
        except (GameGone, NotYourTurnError, StaleVersion):
            return exc  # not theirs to play now: a plain refusal
        return None

    async def refuse(self, interaction: discord.Interaction, exc: Exception) -> bool:
        """Answer a refusal with one private sentence; True if `exc` was one.

        For anything unexpected the member gets a short apology and False comes back: the caller
        re-raises, so the error reaches discord.py's handlers (and the log) with its traceback.
        """
        try:
            text = await self._why(interaction, exc)
        except StoreUnavailable as away:  # the database went while the refusal was being worded
            text = out_of_reach(interaction, away)
        try:
            await reply_privately(interaction, text)
        except discord.HTTPException:
            log.warning("could not tell %s why their action was refused", interaction.user.id)
        if isinstance(exc, REFUSALS):
            self.metrics.refused(type(exc).__name__)
            return True
        self.metrics.failures.inc()
        return False

    async def _why(self, interaction: discord.Interaction, exc: Exception) -> str:
        """The sentence that answers `exc`, in the member's language."""
        if isinstance(exc, StoreUnavailable):  # asking the store for the language would fail too
            return out_of_reach(interaction, exc)
        game = await self.store.channel_game(interaction.channel_id or 0)
        w = await self.languages.member_words(interaction, game)
        if isinstance(exc, NotYourTurnError):
            return await self._not_your_turn(game, exc, w)
        if isinstance(exc, NotSeated):
            return w("not_seated_any_more")
        if isinstance(exc, StaleVersion):
            return w("stale")
        if isinstance(exc, GameGone):
            return w("game_gone")
        if isinstance(exc, InLobby):
            return _in_lobby(exc.row, w)
        if isinstance(exc, NoGame):
            return threads.elsewhere(exc.threads, w) if exc.threads else w("no_game")
        if isinstance(exc, MalformedAction):
            return w("malformed", reason=reason(exc, w))
        if isinstance(exc, RulesError):  # an illegal move, or a game the box cannot play (ConfigError)
            return w("illegal", reason=reason(exc, w))
        return w("error")

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


def out_of_reach(interaction: discord.Interaction, exc: StoreUnavailable) -> str:
    """The database is out of reach: a warning for the log (an outage, not a bug), and the sentence
    that asks the member to try again, in the language of their Discord (the store cannot say which
    they chose)."""
    log.warning("the database is out of reach: %s is asked to try again", interaction.user.id, exc_info=exc)
    w = words(language_of(interaction.locale) or DEFAULT)
    return w("store_unavailable_unsure" if exc.unsure else "store_unavailable")


def _in_lobby(row: GameRow, w: Words) -> str:
    """A command that needs a game in play, used in its lobby: where the lobby is, and that its
    **Leave** button (labelled in the game's language) gives up a seat."""
    lobby = threads.link(row.guild_id, row.channel_id, row.lobby_message_id)
    return w("game_in_lobby", link=lobby, leave=game_words(row.options)("lobby_button-leave"))


__all__ = ["DRAIN_SECONDS", "Refusals", "out_of_reach"]
