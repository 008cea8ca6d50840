"""HEALTH_PORT: /healthz and /metrics for the operators (docs/operators.md, "Health and metrics").

/healthz answers 200 only while the bot can do its work: every gateway connection open and ready
(a TCP ping would say yes to a bot that lost Discord an hour ago), and the deadlines' loop alive
(it has polled within a few of its intervals: a loop stuck or stopped fires no timer). Otherwise
503, with one line saying why, for the log of whatever restarts the bot.

The server is aiohttp's, which discord.py brings already, on HEALTH_HOST (this machine only unless
the operator opens it); it answers from the bot's own event loop, so a loop blocked for long
answers nothing, which a probe's timeout takes for unhealthy too.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable

import discord
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from bot.ops.metrics import ErrorCounter, Metrics
from bot.settings import SettingsError

log = logging.getLogger(__name__)

STALE_POLLS = 3  # the deadlines' loop is taken for stuck after this many of its polls without one


def gateway_problem(client: discord.Client) -> str | None:
    """Why the bot is not connected to Discord now (None: every connection is open and ready)."""
    if client.is_closed():
        return "gateway closed"
    if not client.is_ready():
        return "gateway not ready"
    if isinstance(client, discord.AutoShardedClient):
        ids = client.shard_ids if client.shard_ids is not None else range(client.shard_count or 1)
        down = [i for i in ids if i not in client.shards or client.shards[i].is_closed()]
        if down:
            return f"gateway shard{'s' if len(down) > 1 else ''} {', '.join(map(str, down))} not connected"
        return None
    # is_ready stays true while discord.py reconnects: the socket tells whether it is open now
    if client.ws is None or not client.ws.open:
        return "gateway not connected"
    return None


def scheduler_problem(last_tick: float | None, now: float, stale_after: float) -> str | None:
    """Why the deadlines' loop is taken for stuck (None: it polled `stale_after` seconds ago or less)."""
    if last_tick is None:
        return "scheduler has not ticked yet"
    age = now - last_tick
    if age > stale_after:
        return f"scheduler last ticked {age:.0f} s ago"
    return None


class Health:
    """Whether the bot is healthy: its client connected, its scheduler ticking."""

    def __init__(
        self,
        client: discord.Client,
        last_tick: Callable[[], float | None],
        poll_seconds: float,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self.last_tick = last_tick  # the scheduler's, on `clock`
        self.stale_after = STALE_POLLS * poll_seconds
        self.clock = clock

    def problem(self) -> str | None:
        return gateway_problem(self.client) or scheduler_problem(
            self.last_tick(), self.clock(), self.stale_after
        )


class OpsServer:
    """The HTTP server of HEALTH_PORT: /healthz and /metrics, and the count of logged errors while
    it runs."""

    def __init__(
        self,
        health: Health,
        metrics: Metrics,
        count: Callable[[], Awaitable[tuple[int, int]]],
        host: str,
        port: int,
    ) -> None:
        self.health = health
        self.metrics = metrics
        self.count = count  # the games in play and the deadlines due, read from the store
        self.host = host
        self.port = port
        self._runner: web.AppRunner | None = None
        self._errors = ErrorCounter(metrics)
        app = web.Application()
        app.add_routes([web.get("/healthz", self._healthz), web.get("/metrics", self._metrics)])
        self.app = app

    async def start(self) -> None:
        runner = web.AppRunner(self.app, access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
        except OSError as exc:  # the port taken, or an address this machine does not have
            await runner.cleanup()
            reason = exc.strerror or type(exc).__name__
            raise SettingsError(
                f"HEALTH_PORT {self.port} on HEALTH_HOST {self.host}: cannot listen ({reason})"
            ) from None
        self._runner = runner
        logging.getLogger().addHandler(self._errors)
        log.info("health and metrics served on http://%s:%d (/healthz, /metrics)", self.host, self.port)

    async def close(self) -> None:
        logging.getLogger().removeHandler(self._errors)
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()

    @property
    def addresses(self) -> list[tuple[str, int]]:
        """Where it listens (the port chosen by the system when HEALTH_PORT was 0 in a test)."""
        if self._runner is None:
            return []
        return [(str(a[0]), int(a[1])) for a in self._runner.addresses]

    async def _healthz(self, request: web.Request) -> web.Response:
        problem = self.health.problem()
        if problem is not None:
            return web.Response(status=503, text=problem + "\n")
        return web.Response(text="ok\n")

    async def _metrics(self, request: web.Request) -> web.Response:
        body = await self.metrics.scrape(self.count)
        response = web.Response(body=body)
        response.headers["Content-Type"] = CONTENT_TYPE_LATEST
        return response


__all__ = ["STALE_POLLS", "Health", "OpsServer", "gateway_problem", "scheduler_problem"]
