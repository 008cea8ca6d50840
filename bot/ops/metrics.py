"""What the bot counts and times for its operators, in Prometheus' terms (docs/operators.md,
"Health and metrics").

One `Metrics` per bot, each with a registry of its own rather than the client library's global one:
the tests run many bots in one process, and each must count its own clicks. The bot makes it (its
HTTP requests are watched for the acknowledgements), the services hand it to what they build.
Counting costs a few microseconds and runs whether or not HEALTH_PORT serves it.

What depends on the database (the games in play, the deadlines due) is read only when scraped,
and at most once every REFRESH_SECONDS: a scraper asking every second costs one read a minute.
"""

from __future__ import annotations

import inspect
import logging
import re
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any

import aiohttp
import discord
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

log = logging.getLogger(__name__)

# Discord waits 3 s for an acknowledgement: the buckets straddle it.
ACK_BUCKETS = (0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0)
PICTURE_BUCKETS = (0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0)
THINKING_BUCKETS = (0.05, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 180.0)
STORE_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 5.0)
REFRESH_SECONDS = 30.0  # the database's counts are read again after this long, when scraped

# The request that answers an interaction first (acknowledges it): discord.py sends every other
# answer as a followup or an edit of the original response.
CALLBACK = re.compile(r"/interactions/([0-9]+)/[^/]+/callback$")

# The component names of the custom ids ("origins:NAME:..."), as bot/components/ids.py builds them.
PREFIX = "origins:"


def kind_of(interaction: discord.Interaction) -> tuple[str, str]:
    """What was used: ("command", its full name), ("button" or "select", the component's name in its
    custom id), or the interaction's type for the rest (autocomplete, modal)."""
    data: Any = interaction.data or {}
    if interaction.type is discord.InteractionType.application_command:
        return "command", _command_name(data)
    if interaction.type is discord.InteractionType.component:
        kind = "button" if data.get("component_type") == discord.ComponentType.button.value else "select"
        custom_id = str(data.get("custom_id", ""))
        name = custom_id.split(":")[1] if custom_id.startswith(PREFIX) else "other"
        return kind, name
    return interaction.type.name, ""


def _command_name(data: dict[str, Any]) -> str:
    """ "origins new", "origins admin language": the command with its groups and subcommand."""
    parts = [str(data.get("name", ""))]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):  # a subcommand, or a group of them
        parts.append(str(options[0].get("name", "")))
        options = options[0].get("options") or []
    return " ".join(parts)


class Metrics:
    """The bot's counters, histograms and gauges, in a registry of its own."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.interactions = Counter(
            "origins_interactions", "Interactions received, by kind and name", ["kind", "name"], registry=r
        )
        self.refusals = Counter(
            "origins_refusals",
            "Clicks and commands refused with a private sentence, by reason",
            ["reason"],
            registry=r,
        )
        self.failures = Counter(
            "origins_failed_interactions",
            "Clicks and commands that failed (a bug: apology, traceback)",
            registry=r,
        )
        self.errors = Counter("origins_errors", "Records logged at ERROR or above", registry=r)
        self.acknowledgement = Histogram(
            "origins_acknowledgement_seconds",
            "From an interaction's creation (its id) to Discord's taking the bot's first answer",
            buckets=ACK_BUCKETS,
            registry=r,
        )
        self.picture = Histogram(
            "origins_picture_seconds",
            "Time to draw a picture that was not kept already, by kind",
            ["kind"],
            buckets=PICTURE_BUCKETS,
            registry=r,
        )
        self.thinking = Histogram(
            "origins_thinking_seconds",
            "An AI or autopilot turn, from handing it to the thinking workers to its moves, by level",
            ["level"],
            buckets=THINKING_BUCKETS,
            registry=r,
        )
        self.store = Histogram(
            "origins_store_seconds",
            "Time of a call to the store, by method",
            ["call"],
            buckets=STORE_BUCKETS,
            registry=r,
        )
        self.ai_queue = Gauge("origins_ai_queue", "AI turns waiting for a free thinking worker", registry=r)
        self.open_games = Gauge("origins_open_games", "Games in play (of this process's shards)", registry=r)
        self.due_deadlines = Gauge(
            "origins_due_deadlines", "Deadlines due and not fired yet (of this process's shards)", registry=r
        )
        self._counted_at: float | None = None

    # --- what the bot's code reports ---------------------------------------------------------

    def received(self, interaction: discord.Interaction) -> None:
        self.interactions.labels(*kind_of(interaction)).inc()

    def http_trace(self) -> aiohttp.TraceConfig:
        """What watches the client's requests to Discord for the first answers to interactions
        (discord.py's `http_trace`): every one is timed, whichever code answered."""
        trace = aiohttp.TraceConfig()
        trace.on_request_end.append(self._request_ended)
        return trace

    async def _request_ended(
        self, session: aiohttp.ClientSession, context: object, params: aiohttp.TraceRequestEndParams
    ) -> None:
        found = CALLBACK.search(params.url.path)
        if found is not None and params.response.status < 400:
            created = discord.utils.snowflake_time(int(found[1]))
            waited = (discord.utils.utcnow() - created).total_seconds()
            self.acknowledgement.observe(max(0.0, waited))  # a clock a little behind Discord's

    def refused(self, reason: str) -> None:
        self.refusals.labels(reason).inc()

    @contextmanager
    def drawing(self, kind: str) -> Iterator[None]:
        with self.picture.labels(kind).time():
            yield

    @contextmanager
    def thinking_for(self, level: str) -> Iterator[None]:
        with self.thinking.labels(level).time():
            yield

    def timed(self, name: str, method: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        """The store's `method`, its every call timed as `name`."""
        observed = self.store.labels(name)

        async def call(*args: Any, **kwargs: Any) -> Any:
            began = time.perf_counter()
            try:
                return await method(*args, **kwargs)
            finally:
                observed.observe(time.perf_counter() - began)

        return call

    # --- the scrape ----------------------------------------------------------------------------

    async def scrape(self, count: Callable[[], Awaitable[tuple[int, int]]]) -> bytes:
        """The text Prometheus reads; `count` gives the games in play and the deadlines due, asked
        at most once every REFRESH_SECONDS (its failure keeps the last counts, with a warning)."""
        now = time.monotonic()
        if self._counted_at is None or now - self._counted_at >= REFRESH_SECONDS:
            self._counted_at = now
            try:
                games, due = await count()
            except Exception:
                log.warning("metrics: could not count the games and deadlines", exc_info=True)
            else:
                self.open_games.set(games)
                self.due_deadlines.set(due)
        return generate_latest(self.registry)


class ErrorCounter(logging.Handler):
    """Counts the records logged at ERROR or above in the whole process, while installed."""

    def __init__(self, metrics: Metrics) -> None:
        super().__init__(logging.ERROR)
        self.metrics = metrics

    def emit(self, record: logging.LogRecord) -> None:
        self.metrics.errors.inc()


class TimedStore:
    """A `Store` whose every call is timed into `metrics` (origins_store_seconds), then answered
    by `backend` as it is."""

    def __init__(self, backend: Any, metrics: Metrics) -> None:
        self.backend = backend
        self.metrics = metrics

    def __getattr__(self, name: str) -> Any:
        # Looked up at each call, never kept: what answers is whatever the backend has now.
        method = getattr(self.backend, name)
        # `dump` is an async generator, the rest coroutines: only these are timed
        return self.metrics.timed(name, method) if inspect.iscoroutinefunction(method) else method


__all__ = ["ErrorCounter", "Metrics", "TimedStore", "kind_of"]
