"""The bot's life as a process, against the fake Discord on loopback: start, run, stop.

`python -m bot` (bot.cli.main, unmodified) runs as a subprocess; a bootstrap given to `python -c`
points discord.py's two Discord addresses at the fake before calling main, exactly as test_wire
does in-process, so the production code carries no test hook. The AI worker processes are found
in /proc (Linux only).

Also here: the warning when `/origins` is registered nowhere (checked in-process through
`bot.cli.serve`, the coroutine `python -m bot` runs), and DEV_GUILD naming a server the bot is
not in.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sqlite3
import sys
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import discord
import pytest
import yarl

from bot import cli
from bot.app import OriginsBot
from bot.components import ids
from bot.settings import Settings
from tests.conftest import LoggedErrors
from tests.e2e.fake_discord import PNG_SIGNATURE, TOKEN, Call, FakeDiscord
from tests.patience import PATIENCE, until

ROOT = Path(__file__).resolve().parent.parent.parent
STEP = PATIENCE  # how long any one exchange may take (a subprocess imports discord.py and PIL first)
BOOTSTRAP = """
import os, sys
import discord, yarl
discord.http.Route.BASE = os.environ["FAKE_DISCORD_API"]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["FAKE_DISCORD_GATEWAY"])
from bot.cli import main
sys.exit(main(sys.argv[1:]))
"""
HINT = "/origins is not registered with Discord"

linux_only = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord(members=("ann",))
    await fake.start()
    try:
        yield fake
    finally:
        await asyncio.wait_for(fake.close(), STEP)


# --- processes ---------------------------------------------------------------------------------------


def _stat(pid: int) -> tuple[str, int, int] | None:
    """(state, parent pid, start time) of a live process, None when there is none by that id."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text.rsplit(")", 1)[1].split()  # after "pid (command name)", which may hold anything
    return fields[0], int(fields[1]), int(fields[19])


def descendants(pid: int) -> dict[int, int]:
    """The live descendants of `pid`: process id -> start time (which tells a reused id apart)."""
    parents: dict[int, list[tuple[int, int]]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (stat := _stat(int(entry.name))) is not None:
            parents.setdefault(stat[1], []).append((int(entry.name), stat[2]))
    found: dict[int, int] = {}
    todo = [pid]
    while todo:
        for child, started in parents.get(todo.pop(), []):
            found[child] = started
            todo.append(child)
    return found


def still_there(processes: dict[int, int]) -> list[int]:
    """Those of `processes` that still exist (zombies included: nobody has collected them)."""
    return [pid for pid, started in processes.items() if (stat := _stat(pid)) and stat[2] == started]


def running(processes: dict[int, int]) -> list[int]:
    """Those of `processes` that still run (dead ones waiting to be collected are not counted)."""
    return [pid for pid in still_there(processes) if (stat := _stat(pid)) and stat[0] not in "ZX"]


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


class BotProcess:
    """`python -m bot` in a subprocess pointed at `fake`, its stderr in a file."""

    def __init__(self, fake: FakeDiscord, folder: Path, **settings: str) -> None:
        self.folder = folder
        self.log_path = folder / "bot.log"
        self.env = {
            "PATH": os.environ.get("PATH", ""),
            "PYTHONPATH": str(ROOT),
            "PYTHONIOENCODING": "utf-8",
            "DISCORD_TOKEN": TOKEN,
            "DATABASE": str(folder / "origins.sqlite3"),
            "FAKE_DISCORD_API": fake.api_base,
            "FAKE_DISCORD_GATEWAY": fake.gateway_url,
            **settings,
        }
        self.proc: asyncio.subprocess.Process | None = None
        self.seen: dict[int, int] = {}  # every descendant ever seen, for the clean-up

    async def start(self, *args: str) -> asyncio.subprocess.Process:
        with self.log_path.open("wb") as log:  # the child keeps its own copy of the descriptor
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable,
                "-c",
                BOOTSTRAP,
                *args,
                cwd=self.folder,
                env=self.env,
                stdin=asyncio.subprocess.DEVNULL,
                start_new_session=True,  # its own process group, for signals to the whole group
                stdout=log,
                stderr=log,
            )
        return self.proc

    @property
    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def children(self) -> dict[int, int]:
        assert self.proc is not None
        found = descendants(self.proc.pid) if self.proc.returncode is None else {}
        self.seen.update(found)
        return found

    def kill(self) -> None:
        """Whatever is left after a failed test: never a stray process."""
        if self.proc is not None and self.proc.returncode is None:
            self.children()
            self.proc.kill()
        for pid in still_there(self.seen):
            with contextlib.suppress(ProcessLookupError):  # gone meanwhile
                os.kill(pid, signal.SIGKILL)


@pytest.fixture
async def processes() -> AsyncIterator[list[BotProcess]]:
    started: list[BotProcess] = []
    try:
        yield started
    finally:
        for bot in started:
            bot.kill()
            if bot.proc is not None:
                await asyncio.wait_for(bot.proc.wait(), STEP)


def _content(call: Call) -> str:
    return str(call.body.get("content") or "") if isinstance(call.body, dict) else ""


async def two_ais_playing(fake: FakeDiscord, bot: BotProcess) -> int:
    """ann opens a game, gives her seat to an AI, adds another, starts: the AIs play each other.
    Returns the game's id once an AI's first turn is told."""
    proc = bot.proc
    assert proc is not None
    await until(lambda: fake.identify is not None or proc.returncode is not None, "IDENTIFY")
    assert proc.returncode is None, bot.log
    (ann,) = fake.members
    new = await fake.slash(ann, "origins", "new origins", players=2)
    await fake.callback(new, timeout=STEP)
    lobby = fake.originals[new["token"]]
    buttons = [c["custom_id"] for row in fake.messages[lobby]["components"] for c in row["components"]]
    assert buttons, (fake.messages[lobby], bot.log)
    game = int(buttons[0].rsplit(":", 1)[1])
    await fake.callback(await fake.click(ann, lobby, ids.lobby("leave", game)), timeout=STEP)
    for _ in range(2):
        await fake.callback(await fake.choose(ann, lobby, ids.lobby_ai(game), "hard"), timeout=STEP)
    await fake.callback(await fake.click(ann, lobby, ids.lobby("start", game)), timeout=STEP)
    await fake.wait_for(lambda c: "played" in _content(c), timeout=STEP)
    return game


# --- SIGTERM and SIGINT --------------------------------------------------------------------------------


@linux_only
@pytest.mark.parametrize(
    ("signum", "to_group"),
    [
        pytest.param(signal.SIGTERM, False, id="SIGTERM"),  # kill, docker stop, Kubernetes
        pytest.param(signal.SIGINT, False, id="SIGINT"),
        pytest.param(signal.SIGTERM, True, id="SIGTERM-to-group"),  # systemd's KillMode=control-group
        pytest.param(signal.SIGINT, True, id="Ctrl-C"),  # in a terminal: the workers get it too
    ],
)
async def test_a_stop_signal_closes_the_bot_cleanly(
    fake: FakeDiscord, tmp_path: Path, processes: list[BotProcess], signum: signal.Signals, to_group: bool
) -> None:
    """Two AIs playing, a worker thinking: the signal (to the bot, or to it and its workers) gives
    exit 0 in seconds, a closed database with the moves in it, the gateway left properly, no
    traceback, and no process left behind."""
    bot = BotProcess(
        fake, tmp_path, DEV_GUILD=str(fake.guild_id), AI_WORKERS="2", AI_SECONDS="0.05", LOG_LEVEL="INFO"
    )
    processes.append(bot)
    proc = await bot.start()
    game = await two_ais_playing(fake, bot)

    def workers() -> list[int]:
        return [pid for pid in bot.children() if "spawn_main" in command_line(pid)]

    await until(lambda: len(workers()) >= 1, "an AI worker process")
    children, workers_now = bot.children(), workers()
    assert proc.returncode is None, bot.log

    sent = time.monotonic()
    if to_group:
        os.killpg(proc.pid, signum)
    else:
        proc.send_signal(signum)
    code = await asyncio.wait_for(proc.wait(), STEP)
    took = time.monotonic() - sent
    log = bot.log
    assert code == 0, log
    # It closed without waiting out a timeout: no worker had to be killed (how fast it closed,
    # `took`, is said, never asserted: the machine may be busy).
    assert "killing it" not in log, f"closing took {took:.1f} s: {log}"
    assert f"{signum.name} received: closing the bot" in log
    assert f"closed on {signum.name}" in log
    assert "Traceback" not in log, log

    # the AI workers were stopped and collected before it exited: not even a zombie is left
    assert workers_now and set(workers_now) <= set(children)
    assert still_there({pid: children[pid] for pid in workers_now}) == []
    # multiprocessing's resource tracker (Python's, never collected by its parent) stops on its own
    # once the bot is gone; its zombie is for whoever inherits it (init, or tini in a container)
    await until(lambda: running(children) == [], "the resource tracker to stop")

    # the store was closed: its WAL was checkpointed into the file and removed, the moves are in it
    database = tmp_path / "origins.sqlite3"
    assert not Path(f"{database}-wal").exists()
    assert not Path(f"{database}-shm").exists()
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        (version,) = db.execute("SELECT version FROM games WHERE id = ?", (game,)).fetchone()
        (events,) = db.execute("SELECT COUNT(*) FROM events WHERE game_id = ?", (game,)).fetchone()
    db.close()
    assert version >= 1 and events >= 1

    # the gateway was left with a close frame (discord.py's close), not a dropped connection
    await until(lambda: not fake.connections, "the gateway connection to end")
    assert fake.problems == []


# --- SIGKILL ---------------------------------------------------------------------------------------------


@linux_only
async def test_no_process_outlives_a_killed_bot(
    fake: FakeDiscord, tmp_path: Path, processes: list[BotProcess]
) -> None:
    """The bot killed outright (SIGKILL, out of memory) cannot stop anything: its AI worker and its
    drawing workers notice it is gone and leave, and multiprocessing's resource tracker with them
    (it leaves once every process holding its pipe has, after unlinking the pools' semaphores)."""
    settings = {"AI_WORKERS": "1", "RENDER_WORKERS": "2", "AI_SECONDS": "0.05"}
    bot = BotProcess(fake, tmp_path, DEV_GUILD=str(fake.guild_id), **settings)
    processes.append(bot)
    proc = await bot.start()
    await two_ais_playing(fake, bot)
    await fake.wait_for(lambda c: any(u.data.startswith(PNG_SIGNATURE) for u in c.uploads), timeout=STEP)

    def kinds() -> tuple[int, int]:
        lines = [command_line(pid) for pid in bot.children()]
        return sum("spawn_main" in c for c in lines), sum("resource_tracker" in c for c in lines)

    # both pools are up: the AI's worker (the AIs have thought) and the two that draw (pictures sent)
    await until(lambda: kinds() == (3, 1), "the AI worker, two drawing workers and the tracker")
    children = bot.children()
    assert proc.returncode is None, bot.log

    killed = time.monotonic()
    proc.kill()
    assert await asyncio.wait_for(proc.wait(), STEP) == -signal.SIGKILL
    try:
        await until(lambda: running(children) == [], "the bot's former children to leave")
    except AssertionError as error:
        left = {pid: command_line(pid) for pid in running(children)}
        raise AssertionError(f"{error}; still running: {left}") from None
    print(f"the {len(children)} former children left {time.monotonic() - killed:.2f} s after SIGKILL")


# --- DEV_GUILD of a server the bot is not in ---------------------------------------------------------


@linux_only
async def test_dev_guild_the_bot_is_not_in_is_one_line(
    fake: FakeDiscord, tmp_path: Path, processes: list[BotProcess], logged_errors: LoggedErrors
) -> None:
    """Discord refuses the development sync (403 Missing Access): exit 2, one line, no traceback."""
    logged_errors.allow("fake Discord refused")
    other = fake.new_id() + (1 << 30)  # a well-formed id of another server
    bot = BotProcess(fake, tmp_path, DEV_GUILD=str(other), LOG_LEVEL="ERROR")
    processes.append(bot)
    proc = await bot.start()
    assert await asyncio.wait_for(proc.wait(), STEP) == 2
    lines = bot.log.splitlines()
    assert len(lines) == 1, bot.log
    assert lines[0].startswith("python -m bot: error: DEV_GUILD ")
    assert str(other) in lines[0] and "403" in lines[0] and "invite the bot" in lines[0]
    assert fake.identify is None  # it never went on to the gateway
    assert [p.split(" -> ")[1] for p in fake.problems] == ["403 Missing Access"]


# --- Discord requires shards --------------------------------------------------------------------------


@linux_only
async def test_sharding_required_is_one_line_and_shards_connect(
    fake: FakeDiscord, tmp_path: Path, processes: list[BotProcess]
) -> None:
    """A bot in more servers than one connection may serve (Discord closes the gateway with 4011):
    exit 2 and one line that names SHARD_COUNT; started again with SHARD_COUNT=2, each shard's
    connection serves its servers."""
    for shard in range(2):  # three servers: at most two in either shard
        fake.add_server(shard=(shard, 2))
    fake.servers_per_shard = 2
    bot = BotProcess(fake, tmp_path, LOG_LEVEL="ERROR")
    processes.append(bot)
    proc = await bot.start()
    assert await asyncio.wait_for(proc.wait(), STEP) == 2
    lines = bot.log.splitlines()
    assert len(lines) == 1, bot.log
    assert lines[0].startswith("python -m bot: error: Discord requires shards") and "SHARD_COUNT" in lines[0]
    assert [i.get("shard") for i in fake.identifies] == [None]

    sharded = BotProcess(fake, tmp_path, LOG_LEVEL="ERROR", SHARD_COUNT="2")
    processes.append(sharded)
    proc = await sharded.start()

    def serving() -> bool:
        return sorted(c.shard for c in fake.connections if c.identified and c.shard) == [(0, 2), (1, 2)]

    await until(serving, "both shards to connect")
    proc.send_signal(signal.SIGTERM)
    assert await asyncio.wait_for(proc.wait(), STEP) == 0, sharded.log
    assert fake.problems == []


# --- the sync hint ---------------------------------------------------------------------------------------


@pytest.fixture
def wired(fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(discord.http.Route, "BASE", fake.api_base)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(fake.gateway_url))
    yield


async def _serve_until_ready(bot: OriginsBot) -> None:
    """Run `bot` as `python -m bot` does (cli.serve) until it is ready, then close it. Its settings
    draw in threads: these tests are about the commands' check, not the drawing workers."""
    task = asyncio.create_task(cli.serve(bot, TOKEN))
    try:
        ready = asyncio.create_task(bot.wait_until_ready())
        done, _ = await asyncio.wait({task, ready}, timeout=STEP, return_when=asyncio.FIRST_COMPLETED)
        ready.cancel()
        assert ready in done, "the bot did not become ready"
    finally:
        await asyncio.wait_for(bot.close(), STEP)
        await asyncio.wait_for(task, STEP)  # serve returns once the bot is closed


def _hints(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "bot.app" and HINT in r.getMessage()]


def _command_lists(fake: FakeDiscord) -> list[Call]:
    return [c for c in fake.calls if c.method == "GET" and c.path.endswith("/commands")]


@pytest.mark.usefixtures("wired")
async def test_warns_when_origins_is_registered_nowhere(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """No global commands and no DEV_GUILD: one WARNING saying how to make /origins appear."""
    caplog.set_level(logging.INFO)
    await _serve_until_ready(
        OriginsBot(Settings(token=TOKEN, database=tmp_path / "origins.sqlite3", render_workers=0))
    )
    (hint,) = _hints(caplog)
    assert hint.levelno == logging.WARNING
    assert "python -m bot sync" in hint.getMessage() and "DEV_GUILD" in hint.getMessage()
    assert [c.path for c in _command_lists(fake)] == [f"/applications/{fake.app_id}/commands"]
    assert fake.problems == []


@pytest.mark.usefixtures("wired")
async def test_no_warning_once_synced(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """After `python -m bot sync` (the same coroutine, against the fake) the warning is gone."""
    caplog.set_level(logging.INFO)
    settings = Settings(token=TOKEN, database=tmp_path / "origins.sqlite3", render_workers=0)
    assert (await asyncio.wait_for(cli.sync_commands(settings), STEP))[0] == 2
    assert [c["name"] for c in fake.commands[None]] == ["origins", "origins-admin"]
    await _serve_until_ready(OriginsBot(settings))
    assert _hints(caplog) == []
    assert len(_command_lists(fake)) == 1  # it did ask
    assert fake.problems == []


@pytest.mark.usefixtures("wired")
async def test_warns_when_a_command_is_missing_since_an_upgrade(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Synced before `/origins-admin` existed (only `/origins` registered): one WARNING naming the
    missing command and `python -m bot sync`, not the one for a bot registered nowhere."""
    caplog.set_level(logging.INFO)
    settings = Settings(token=TOKEN, database=tmp_path / "origins.sqlite3", render_workers=0)
    await asyncio.wait_for(cli.sync_commands(settings), STEP)
    fake.commands[None] = [c for c in fake.commands[None] if c["name"] == "origins"]
    await _serve_until_ready(OriginsBot(settings))
    assert _hints(caplog) == []
    (warning,) = [r for r in caplog.records if r.name == "bot.app" and r.levelno == logging.WARNING]
    assert warning.getMessage().startswith("/origins-admin not registered with Discord")
    assert "python -m bot sync" in warning.getMessage()


@pytest.mark.usefixtures("wired")
async def test_no_warning_with_a_dev_guild(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """With DEV_GUILD the commands are synced to that server at start-up: nothing to ask or say."""
    caplog.set_level(logging.INFO)
    settings = Settings(
        token=TOKEN, database=tmp_path / "origins.sqlite3", dev_guild=fake.guild_id, render_workers=0
    )
    await _serve_until_ready(OriginsBot(settings))
    assert _hints(caplog) == []
    assert _command_lists(fake) == []
    assert fake.guild_id in fake.commands
    assert fake.problems == []


@pytest.mark.usefixtures("wired")
async def test_a_failed_check_never_stops_the_bot(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture, logged_errors: LoggedErrors
) -> None:
    """Discord refusing the command list: an INFO line, no warning, and the bot goes on to be ready."""
    logged_errors.allow("fake Discord refused")
    caplog.set_level(logging.INFO)
    fake.refuse_command_list = True
    await _serve_until_ready(
        OriginsBot(Settings(token=TOKEN, database=tmp_path / "origins.sqlite3", render_workers=0))
    )
    assert _hints(caplog) == []
    (info,) = [r for r in caplog.records if "could not check the registered commands" in r.getMessage()]
    assert info.levelno == logging.INFO and "Forbidden" in info.getMessage()
    assert fake.identify is not None  # it connected to the gateway after all
    assert len(fake.problems) == 1 and fake.problems[0].endswith("403 Missing Access")
