"""HEALTH_PORT over loopback: /healthz follows the bot's gateway connection and its scheduler, and
/metrics counts what a game did (bot/ops)."""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.app import OriginsBot
from bot.ops.health import STALE_POLLS
from bot.ops.metrics import ErrorCounter
from bot.store import Shards
from bot.turn.scheduler import POLL_SECONDS
from tests.conftest import LoggedErrors
from tests.e2e.fake_discord import Call, FakeDiscord
from tests.e2e.test_lifecycle import BotProcess, processes  # noqa: F401 (a fixture)
from tests.e2e.wiring import STEP, connected, custom_ids, handled, point_at
from tests.patience import until


@pytest.fixture
async def served(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[OriginsBot]:
    """The bot, logged in and ready, serving HEALTH_PORT on a port the system chose."""
    point_at(fake, monkeypatch)
    async with connected(tmp_path / "origins.sqlite3", health_port=0) as bot:
        yield bot


def url(bot: OriginsBot, path: str) -> str:
    ops = bot.services.ops
    assert ops is not None
    host, port = ops.addresses[0]
    return f"http://{host}:{port}{path}"


async def get(bot: OriginsBot, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as http, http.get(url(bot, path)) as response:
        return response.status, await response.text()


async def answers(bot: OriginsBot, expected: tuple[int, str]) -> None:
    """Wait until /healthz answers `expected`."""

    async def met() -> bool:
        return await get(bot, "/healthz") == expected

    await until(met, f"/healthz to answer {expected}")


async def test_healthz_follows_the_gateway(fake: FakeDiscord, served: OriginsBot) -> None:
    """Connected: 200. The gateway dropped (and held down): 503 saying so. Back (resumed): 200."""
    await answers(served, (200, "ok\n"))
    await fake.drop_gateway()
    await answers(served, (503, "gateway not connected\n"))
    assert served.is_ready()  # what discord.py says meanwhile: not enough to be healthy
    fake.restore_gateway()
    await answers(served, (200, "ok\n"))
    assert [r["session_id"] for r in fake.resumes] == ["fake-session-1"]  # resumed, not identified again
    assert len(fake.identifies) == 1
    assert fake.problems == []


async def test_healthz_names_a_shard_dropped(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two shards in one process: one of them dropped is enough for 503, which names it."""
    servers = [fake.add_server(shard=(n, 2)) for n in range(2)]
    point_at(fake, monkeypatch)
    async with connected(tmp_path / "origins.sqlite3", shards=Shards(2, (0, 1)), health_port=0) as bot:
        assert {g.id for g in bot.guilds} >= {s.guild_id for s in servers}
        await answers(bot, (200, "ok\n"))
        await fake.drop_gateway(shard=(1, 2))
        await answers(bot, (503, "gateway shard 1 not connected\n"))
        fake.restore_gateway()
        await answers(bot, (200, "ok\n"))
    (resumed,) = fake.resumes
    assert fake.sessions[resumed["session_id"]] == (1, 2)
    assert fake.problems == []


async def test_healthz_names_a_stalled_scheduler(served: OriginsBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The deadlines' loop stopped, and more than STALE_POLLS of its polls gone by: 503, with how
    long ago it last ticked."""
    await answers(served, (200, "ok\n"))
    scheduler = served.services.scheduler
    scheduler.stop()
    await until(lambda: not scheduler.poll.is_running(), "the scheduler's loop to stop")
    last = scheduler.last_tick
    assert last is not None
    ops = served.services.ops
    assert ops is not None
    monkeypatch.setattr(ops.health, "clock", lambda: last + STALE_POLLS * POLL_SECONDS)
    assert await get(served, "/healthz") == (200, "ok\n")  # three polls late is still on time
    monkeypatch.setattr(ops.health, "clock", lambda: last + STALE_POLLS * POLL_SECONDS + 12)
    assert await get(served, "/healthz") == (
        503,
        f"scheduler last ticked {STALE_POLLS * POLL_SECONDS + 12} s ago\n",
    )


async def test_nothing_listens_once_closed(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The port is the bot's only while it runs: closing the bot closes it."""
    point_at(fake, monkeypatch)
    async with connected(tmp_path / "origins.sqlite3", health_port=0) as bot:
        where = url(bot, "/healthz")
        await answers(bot, (200, "ok\n"))
    async with aiohttp.ClientSession() as http:
        with pytest.raises(aiohttp.ClientConnectionError):
            async with http.get(where):
                pass
    assert not [h for h in logging.getLogger().handlers if isinstance(h, ErrorCounter)]


async def test_logged_errors_are_counted(served: OriginsBot, logged_errors: LoggedErrors) -> None:
    """Whatever logs an ERROR while the bot serves HEALTH_PORT counts in origins_errors_total."""
    logged_errors.allow("something broke")
    logging.getLogger("bot.anywhere").error("something broke")
    logging.getLogger("bot.anywhere").warning("a warning is no error")
    assert samples((await get(served, "/metrics"))[1])[("origins_errors_total", ())] == 1


async def test_without_health_port_nothing_is_served(bot: OriginsBot) -> None:
    """HEALTH_PORT unset (the default): no server is made, none started."""
    assert bot.settings.health_port is None
    assert bot.services.ops is None


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a scrape, by name and labels."""
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


async def test_metrics_count_a_game(fake: FakeDiscord, served: OriginsBot) -> None:
    """A lobby, two joins, a start, the Full table and a refused command: each interaction counted by
    kind, every click's acknowledgement timed, the pictures drawn timed, the store's calls timed,
    the refusal counted by its reason, one game in play, nothing failed."""
    ann, bob = fake.members
    await asyncio.wait_for(served.tree.sync(), STEP)
    new = await fake.slash(ann, "origins", "new origins", players=2)
    await fake.callback(new)
    lobby = fake.messages[fake.originals[new["token"]]]
    game = int(custom_ids(lobby)[0].rsplit(":", 1)[1])
    await fake.callback(await fake.click(bob, int(lobby["id"]), f"origins:lobby:join:{game}"))
    await fake.callback(await fake.click(ann, int(lobby["id"]), f"origins:lobby:start:{game}"))

    def is_prompt(call: Call) -> bool:
        return call.method == "POST" and call.path == f"/channels/{fake.channel_id}/messages"

    prompt = await fake.wait_for(is_prompt)
    posted = next(m for m in fake.messages.values() if m["content"] == prompt.body["content"])
    table = await fake.click(bob, int(posted["id"]), f"origins:table:{game}")
    await fake.callback(table)
    await fake.wait_for(
        lambda c: c.method == "POST" and c.path == f"/webhooks/{fake.app_id}/{table['token']}"
    )
    forged = await fake.slash(ann, "origins", "new resources", players=2)  # Discord offers 3 or 4
    await fake.callback(forged)
    await handled()

    status, text = await get(served, "/metrics")
    assert status == 200
    got = samples(text)

    def value(metric: str, **labels: str) -> float:
        return got.get((metric, tuple(sorted(labels.items()))), 0.0)

    assert value("origins_interactions_total", kind="command", name="origins new origins") == 1
    assert value("origins_interactions_total", kind="command", name="origins new resources") == 1
    assert value("origins_interactions_total", kind="button", name="lobby") == 2
    assert value("origins_interactions_total", kind="button", name="table") == 1
    # each interaction's first answer timed once: the lobby posted, Join's update, Start's and Full
    # table's deferrals, the refusal
    assert value("origins_acknowledgement_seconds_count") == 5
    assert value("origins_acknowledgement_seconds_bucket", le="+Inf") == 5
    refused = {labels: v for (name, labels), v in got.items() if name == "origins_refusals_total"}
    assert refused == {(("reason", "ConfigError"),): 1.0}  # the forged player count, by its reason
    # the legend, the decision card of the prompt, the Full table: drawn and timed
    drawn = {
        dict(labels)["kind"]
        for (name, labels), v in got.items()
        if name == "origins_picture_seconds_count" and v
    }
    assert {"decision", "table"} <= drawn
    assert value("origins_store_seconds_count", call="create_game") == 1
    assert value("origins_open_games") == 1
    assert value("origins_due_deadlines") == 0
    assert value("origins_ai_queue") == 0
    assert value("origins_failed_interactions_total") == 0
    assert value("origins_errors_total") == 0
    assert fake.problems == []


async def test_a_scrape_reads_the_database_at_most_once_a_while(served: OriginsBot) -> None:
    """Two scrapes in a row: the counts of games and deadlines come from one read."""
    ops = served.services.ops
    assert ops is not None
    reads = 0
    count = ops.count

    async def counted() -> tuple[int, int]:
        nonlocal reads
        reads += 1
        return await count()

    ops.count = counted
    for _ in range(2):
        status, text = await get(served, "/metrics")
        assert status == 200 and "origins_open_games 0.0" in text
    assert reads == 1


async def test_a_health_port_taken_is_one_line(
    fake: FakeDiscord,
    tmp_path: Path,
    processes: list[BotProcess],  # noqa: F811 (the fixture imported above)
) -> None:
    """HEALTH_PORT already in use: `python -m bot` stops with exit 2 and one line naming it."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        bot = BotProcess(fake, tmp_path, HEALTH_PORT=str(port), LOG_LEVEL="ERROR")
        processes.append(bot)
        proc = await bot.start()
        assert await asyncio.wait_for(proc.wait(), STEP) == 2
    lines = bot.log.splitlines()
    assert len(lines) == 1, bot.log
    assert lines[0].startswith(
        f"python -m bot: error: HEALTH_PORT {port} on HEALTH_HOST 127.0.0.1: cannot listen"
    )
    assert fake.identify is None  # it never went on to the gateway
