"""The bot's services, built once at start-up, each given exactly what it uses.

This is the one place that knows them all: the commands and the components reach the service a
click needs through `services_of(interaction)` (the bot's), and no service reaches into another
for a third. Closing stops them in order: the deadlines first, then the clicks in hand are let
finish, then the workers; the store is the bot's to close, last (bot.app).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot.backups import Backups
from bot.features.history import History
from bot.features.leaderboard import Leaderboard
from bot.features.lobby import Lobby
from bot.features.my_games import MyGames
from bot.features.new_game import NewGame
from bot.features.notify import Notify
from bot.features.rematch import Rematch
from bot.features.replay.record import Replays
from bot.features.replay.views import ReplayViews
from bot.features.rulebook import Rulebook
from bot.features.seats import Seats
from bot.features.time_off.service import TimeOffService
from bot.features.watching import Watching
from bot.i18n.languages import Languages
from bot.ops.health import Health, OpsServer
from bot.ops.metrics import Metrics, TimedStore
from bot.settings import Settings
from bot.store import Shards, Store
from bot.turn.announce import Announcer
from bot.turn.autopilot import Autopilot
from bot.turn.channels import Channels
from bot.turn.here import Here
from bot.turn.loop import TurnLoop
from bot.turn.panels.showing import Panels
from bot.turn.pictures import Pictures
from bot.turn.prompts import Prompts
from bot.turn.refusals import Refusals
from bot.turn.scheduler import POLL_SECONDS, Scheduler
from bot.turn.session import Sessions
from bot.workers.drawing import Drawer
from bot.workers.thinking import Thinker


@dataclass(frozen=True)
class Services:
    """Every service of the bot, by what it is for."""

    sessions: Sessions
    languages: Languages
    pictures: Pictures
    channels: Channels
    prompts: Prompts
    panels: Panels
    announcer: Announcer
    loop: TurnLoop
    autopilot: Autopilot
    refusals: Refusals
    here: Here
    time_off: TimeOffService
    scheduler: Scheduler
    lobby: Lobby
    new_game: NewGame
    seats: Seats
    rematch: Rematch
    replay: ReplayViews
    rulebook: Rulebook
    watching: Watching
    history: History
    leaderboard: Leaderboard
    my_games: MyGames
    notify: Notify
    backups: Backups
    metrics: Metrics
    ops: OpsServer | None  # HEALTH_PORT's server, started by the bot when it serves games

    @classmethod
    def build(
        cls, client: discord.Client, store: Store, settings: Settings, metrics: Metrics | None = None
    ) -> Services:
        """The services of a bot whose client is `client` and store `store` (open), counting into
        `metrics` (the bot's, which watches its requests too)."""
        metrics = metrics if metrics is not None else Metrics()
        store = TimedStore(store, metrics)  # a Store, each call timed
        sessions = Sessions(store, clock=lambda: discord.utils.utcnow().timestamp())
        languages = Languages(store)
        drawer = Drawer(settings.render_workers)
        drawer.start()  # in the background: the first click finds the workers ready
        pictures = Pictures(drawer, metrics=metrics)
        channels = Channels(client)
        prompts = Prompts(store, channels)
        panels = Panels(sessions, languages, pictures)
        autopilot: Autopilot | None = None

        def wake(game_id: int) -> None:
            assert autopilot is not None  # built below, before any turn is announced
            autopilot.wake(game_id)

        announcer = Announcer(store, sessions, pictures, prompts, channels, wake)
        loop = TurnLoop(store, sessions, languages, panels, announcer)
        thinker = Thinker(settings.ai_workers, settings.ai_seconds, metrics)
        metrics.ai_queue.set_function(thinker.waiting)
        autopilot = Autopilot(
            store, sessions, languages, channels, prompts, loop, thinker, shards=settings.shards
        )
        time_off = TimeOffService(store, sessions, languages, channels, announcer)
        lobby = Lobby(store, sessions, languages, pictures, prompts, announcer)
        scheduler = Scheduler(store, sessions, announcer, autopilot, prompts, time_off, settings.shards)
        return cls(
            sessions=sessions,
            languages=languages,
            pictures=pictures,
            channels=channels,
            prompts=prompts,
            panels=panels,
            announcer=announcer,
            loop=loop,
            autopilot=autopilot,
            refusals=Refusals(store, sessions, languages, panels, metrics),
            here=Here(store, sessions),
            time_off=time_off,
            scheduler=scheduler,
            lobby=lobby,
            new_game=NewGame(store, languages, channels),
            seats=Seats(languages, lobby, autopilot),
            rematch=Rematch(store, languages),
            replay=ReplayViews(store, languages, pictures, Replays(store)),
            rulebook=Rulebook(store, languages, pictures),
            watching=Watching(store, sessions, languages, pictures),
            history=History(store, languages),
            leaderboard=Leaderboard(store, languages),
            my_games=MyGames(store, sessions, languages),
            notify=Notify(store, languages),
            backups=Backups.of(settings),
            metrics=metrics,
            ops=_ops(client, store, settings, metrics, scheduler),
        )

    async def close(self) -> None:
        """Stop answering probes, the backups and the deadlines, let the clicks in hand finish,
        stop the AI and the drawing workers."""
        if self.ops is not None:
            await self.ops.close()
        await self.backups.stop()
        self.scheduler.stop()
        await self.refusals.drain()
        self.autopilot.close()
        await self.pictures.close()


def _ops(
    client: discord.Client, store: Store, settings: Settings, metrics: Metrics, scheduler: Scheduler
) -> OpsServer | None:
    """HEALTH_PORT's server (not started), or None when the setting is empty."""
    if settings.health_port is None:
        return None
    health = Health(client, lambda: scheduler.last_tick, POLL_SECONDS)
    count = counting(store, settings.shards)
    return OpsServer(health, metrics, count, settings.health_host, settings.health_port)


def counting(store: Store, shards: Shards | None) -> Callable[[], Awaitable[tuple[int, int]]]:
    """What a scrape of the metrics counts in the store: the games in play and the deadlines due,
    of `shards`' servers (None: every server)."""

    async def count() -> tuple[int, int]:
        games = await store.count_open_games(shards=shards)
        due = await store.due_deadlines(discord.utils.utcnow().timestamp(), shards=shards)
        return games, len(due)

    return count


def services_of(interaction: discord.Interaction) -> Services:
    """The services of the bot the interaction came to."""
    found = getattr(interaction.client, "services", None)
    if not isinstance(found, Services):
        raise RuntimeError("the bot's services are not built (setup_hook has not run)")
    return found


__all__ = ["Services", "services_of"]
