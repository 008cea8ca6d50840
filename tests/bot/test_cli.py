"""The entry point `python -m bot`: settings, the missing-token help, the invite, run and sync.

Nothing here touches the network: subprocesses run only where the bot stops before logging in
(bad settings, no token, --help), each in a temporary directory with a controlled environment so
that the developer's own .env and token are never read; logging in is replaced in-process.
"""

from __future__ import annotations

import gc
import logging
import os
import re
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands

from bot import cli, heap
from bot.app import OriginsBot
from bot.settings import Settings, SettingsError
from bot.store import Shards
from tests.patience import PATIENCE

ROOT = Path(__file__).resolve().parent.parent.parent
SETTING_NAMES = (
    "DISCORD_TOKEN",
    "DATABASE",
    "DEV_GUILD",
    "LOG_LEVEL",
    "AI_WORKERS",
    "AI_SECONDS",
    "RENDER_WORKERS",
    "SHARD_COUNT",
    "SHARD_IDS",
    "BACKUP_HOURS",
    "BACKUP_DIR",
    "BACKUP_KEEP",
    "HEALTH_PORT",
    "HEALTH_HOST",
)

# The permission bits of Discord's documentation (Permissions, "Bitwise Permission Flags").
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
USE_APPLICATION_COMMANDS = 1 << 31
CREATE_PUBLIC_THREADS = 1 << 35
SEND_MESSAGES_IN_THREADS = 1 << 38


def run_bot(cwd: Path, *args: str, **settings: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot ARGS` in `cwd`, with only PATH, PYTHONPATH and the given settings set."""
    env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"}
    env.update(settings)
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
    )


# --- Settings.from_env --------------------------------------------------------------------------

DEFAULTS = Settings(
    token="", database=Path("origins.sqlite3"), dev_guild=None, log_level="INFO", ai_workers=1, ai_seconds=1.0
)


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({}, DEFAULTS),
        ({"DISCORD_TOKEN": "  abc.def  "}, Settings(token="abc.def")),
        ({"DATABASE": "games/origins.db"}, Settings(database=Path("games/origins.db"))),
        ({"DATABASE": "   "}, DEFAULTS),
        ({"DEV_GUILD": "123456789012345678"}, Settings(dev_guild=123456789012345678)),
        ({"DEV_GUILD": " 80351110224678912 "}, Settings(dev_guild=80351110224678912)),  # 17 digits, 2015
        (
            {"DATABASE": "/var/lib/origins/games.sqlite3"},
            Settings(database=Path("/var/lib/origins/games.sqlite3")),
        ),
        ({"DEV_GUILD": ""}, DEFAULTS),
        ({"LOG_LEVEL": "debug"}, Settings(log_level="DEBUG")),
        ({"LOG_LEVEL": " Warning "}, Settings(log_level="WARNING")),
        ({"LOG_LEVEL": "ERROR"}, Settings(log_level="ERROR")),
        ({"LOG_LEVEL": ""}, DEFAULTS),
        ({"AI_WORKERS": " 2 "}, Settings(ai_workers=2)),
        ({"AI_SECONDS": "0.5"}, Settings(ai_seconds=0.5)),
        ({"AI_SECONDS": "10"}, Settings(ai_seconds=10.0)),
        ({"RENDER_WORKERS": "0"}, Settings(render_workers=0)),
        ({"RENDER_WORKERS": "16"}, Settings(render_workers=16)),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0"}, Settings(shards=Shards(2, (0,)))),
        ({"SHARD_COUNT": " 4 ", "SHARD_IDS": " 3, 1 "}, Settings(shards=Shards(4, (3, 1)))),
        ({"SHARD_COUNT": "3"}, Settings(shards=Shards(3, (0, 1, 2)))),  # every shard in this process
        ({"SHARD_COUNT": "1", "SHARD_IDS": "0"}, Settings(shards=Shards(1, (0,)))),
        ({"SHARD_COUNT": "", "SHARD_IDS": ""}, DEFAULTS),
        ({"HEALTH_PORT": " 9108 "}, Settings(health_port=9108)),
        ({"HEALTH_PORT": "", "HEALTH_HOST": ""}, DEFAULTS),
        ({"HEALTH_HOST": " 0.0.0.0 "}, Settings(health_host="0.0.0.0")),
        ({"HEALTH_HOST": "::"}, Settings(health_host="::")),
        ({"UNRELATED": "x"}, DEFAULTS),
    ],
)
def test_from_env_reads_each_setting(env: dict[str, str], expected: Settings) -> None:
    """Each setting is read, trimmed and typed; an empty value means the default."""
    assert Settings.from_env(env) == expected


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("DEV_GUILD", "my-server"),
        ("DEV_GUILD", "-5"),
        ("DEV_GUILD", "12.0"),
        ("DEV_GUILD", "²"),  # a digit to str.isdigit, but not to int()
        ("DEV_GUILD", "42"),  # digits, but no server's id
        ("DEV_GUILD", "0"),
        ("DEV_GUILD", "9999999999999999999"),  # a snowflake made in 2090
        ("DEV_GUILD", "18446744073709551616"),  # 2**64
        ("DATABASE", ":memory:"),
        ("DATABASE", ":MEMORY:"),
        ("DATABASE", "file::memory:"),
        ("DATABASE", "file:games?mode=memory&cache=shared"),
        ("DATABASE", "games.sqlite3?mode=memory"),
        ("DATABASE", "file:origins.sqlite3"),  # the store opens plain paths, not URIs
        ("LOG_LEVEL", "verbose"),
        ("LOG_LEVEL", "CRITICAL"),
        ("AI_WORKERS", "0"),
        ("AI_WORKERS", "two"),
        ("AI_WORKERS", "1.5"),
        ("AI_SECONDS", "nan"),
        ("AI_SECONDS", "0"),
        ("AI_SECONDS", "-1"),
        ("AI_SECONDS", "3600"),
        ("RENDER_WORKERS", "-1"),
        ("RENDER_WORKERS", "17"),
        ("RENDER_WORKERS", "2.5"),
        ("SHARD_COUNT", "0"),
        ("SHARD_COUNT", "-1"),
        ("SHARD_COUNT", "two"),
        ("SHARD_COUNT", "1.5"),
        ("SHARD_COUNT", "65537"),
        ("SHARD_IDS", "0"),  # without SHARD_COUNT
        ("HEALTH_PORT", "0"),
        ("HEALTH_PORT", "-1"),
        ("HEALTH_PORT", "65536"),
        ("HEALTH_PORT", "9108.5"),
        ("HEALTH_PORT", "metrics"),
        ("HEALTH_HOST", "localhost:9108"),
        ("HEALTH_HOST", "http://127.0.0.1"),
        ("HEALTH_HOST", "in side"),
    ],
)
def test_from_env_refuses_bad_values(name: str, value: str) -> None:
    """A value that cannot be used is a SettingsError naming the setting and quoting the value."""
    with pytest.raises(SettingsError, match=name) as info:
        Settings.from_env({name: value})
    assert repr(value.strip().upper() if name == "LOG_LEVEL" else value) in str(info.value)


@pytest.mark.parametrize("ids", ["2", "-1", "0,,1", "0;1", "a", "1,1", "0, 1, 0", ",", "²"])
def test_shard_ids_within_shard_count_once_each(ids: str) -> None:
    """SHARD_IDS: shard numbers below SHARD_COUNT, separated by commas, none twice."""
    with pytest.raises(SettingsError, match="SHARD_IDS") as info:
        Settings.from_env({"SHARD_COUNT": "2", "SHARD_IDS": ids})
    assert repr(ids) in str(info.value)


# --- the invite -----------------------------------------------------------------------------------


def test_invite_permissions_are_the_listed_ones() -> None:
    """The invite's integer is exactly the listed permissions, by discord.py and by Discord's bits."""
    expected = discord.Permissions.none()
    for flag, _ in cli.INVITE_PERMISSIONS:
        assert flag in discord.Permissions.VALID_FLAGS, flag
        setattr(expected, flag, True)
    value = cli.invite_permissions().value
    assert value == expected.value
    assert value == (
        VIEW_CHANNEL
        | SEND_MESSAGES
        | CREATE_PUBLIC_THREADS
        | SEND_MESSAGES_IN_THREADS
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_APPLICATION_COMMANDS
    )
    assert value == 311385246720
    granted = cli.invite_permissions()
    assert not granted.mention_everyone
    assert not granted.administrator
    assert not granted.manage_messages
    assert not granted.manage_threads  # a locked thread stays the moderators' decision


def test_invite_url() -> None:
    """The URL names the application, both scopes and the permission integer."""
    assert cli.invite_url(1234) == (
        "https://discord.com/oauth2/authorize?client_id=1234"
        "&scope=bot+applications.commands&permissions=311385246720"
    )
    assert "client_id=<APPLICATION_ID>&" in cli.invite_url()
    operators = (ROOT / "docs" / "operators.md").read_text(encoding="utf-8")
    assert cli.invite_url() in operators  # "Create your bot"


# --- subprocesses that stop before logging in ------------------------------------------------------


def test_no_token_explains_how_to_get_one(tmp_path: Path) -> None:
    """Without a token: exit 2, nothing on stdout, one paragraph on stderr on making and inviting the bot."""
    result = run_bot(tmp_path)
    assert result.returncode == 2
    assert result.stdout == ""
    err = result.stderr.strip()
    assert "\n\n" not in err  # one paragraph
    assert "Traceback" not in err
    text = " ".join(err.split())
    for needle in (
        "https://discord.com/developers/applications",
        "DISCORD_TOKEN",
        ".env.example",
        ".env",
        "Reset Token",
        "URL Generator",
        "bot and applications.commands",
        "View Channels, Send Messages, Create Public Threads, Send Messages in Threads, Embed Links, "
        "Attach Files, Read Message History and Use Slash Commands",
        "not Mention Everyone",
        cli.invite_url(),
        "DEV_GUILD",
    ):
        assert needle in text, needle
    assert not (tmp_path / "origins.sqlite3").exists()  # stopped before opening anything


def test_no_token_for_sync_too(tmp_path: Path) -> None:
    """`sync` needs the token as much as `run` does."""
    result = run_bot(tmp_path, "sync")
    assert result.returncode == 2
    assert "discord.com/developers/applications" in result.stderr


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("DEV_GUILD", "my-server"),
        ("DEV_GUILD", "42"),
        ("LOG_LEVEL", "chatty"),
        ("DATABASE", ":memory:"),
        ("SHARD_COUNT", "0"),
        ("SHARD_IDS", "0"),
        ("HEALTH_PORT", "http"),
        ("HEALTH_PORT", "0"),
        ("HEALTH_PORT", "65536"),
        ("HEALTH_HOST", "http://0.0.0.0"),
        ("HEALTH_HOST", "127.0.0.1:9108"),
    ],
)
def test_bad_setting_is_one_line(tmp_path: Path, name: str, value: str) -> None:
    """A bad setting: exit 2 and one line on stderr naming it, checked before the token."""
    result = run_bot(tmp_path, **{name: value})
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("python -m bot: error: ")
    assert name in lines[0]
    assert ".env" in lines[0]


def test_reads_dotenv_of_the_current_directory(tmp_path: Path) -> None:
    """Settings come from ./.env."""
    (tmp_path / ".env").write_text("LOG_LEVEL=chatty\n", encoding="utf-8")
    result = run_bot(tmp_path)
    assert result.returncode == 2
    assert "LOG_LEVEL" in result.stderr


def test_environment_wins_over_dotenv(tmp_path: Path) -> None:
    """A variable set in the environment is not overridden by .env."""
    (tmp_path / ".env").write_text("DEV_GUILD=not-a-number\n", encoding="utf-8")
    result = run_bot(tmp_path, DEV_GUILD="123456789012345678")
    assert result.returncode == 2
    assert "DEV_GUILD" not in result.stderr.splitlines()[0]  # the no-token paragraph, not the error
    assert "discord.com/developers/applications" in result.stderr


def test_dotenv_of_a_parent_directory_is_not_read(tmp_path: Path) -> None:
    """Only the current directory's .env counts (not one found by walking up from anywhere)."""
    (tmp_path / ".env").write_text("LOG_LEVEL=chatty\n", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    result = run_bot(tmp_path / "sub")
    assert result.returncode == 2
    assert "LOG_LEVEL" not in result.stderr
    assert "discord.com/developers/applications" in result.stderr


def test_help(tmp_path: Path) -> None:
    """`python -m bot --help` lists run and sync and points at .env.example, without any settings."""
    result = run_bot(tmp_path, "--help")
    assert result.returncode == 0
    assert result.stdout.startswith("usage: python -m bot")
    for needle in ("run", "sync", ".env.example"):
        assert needle in result.stdout


def test_unknown_command_is_one_line(tmp_path: Path) -> None:
    """A command that does not exist: exit 2, one line."""
    result = run_bot(tmp_path, "start")
    assert result.returncode == 2
    assert len(result.stderr.splitlines()) == 1
    assert "invalid choice" in result.stderr


# --- run and sync in-process, with logging in replaced -----------------------------------------------


@pytest.fixture
def with_token(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """A token in the environment, no other setting, no .env; logging left alone (its levels recorded)."""
    monkeypatch.chdir(tmp_path)
    for name in SETTING_NAMES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "test-token")
    monkeypatch.setenv("LOG_LEVEL", "debug")
    levels: list[str] = []
    monkeypatch.setattr(cli, "configure_logging", levels.append)
    return levels


def test_run_starts_the_bot(with_token: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`python -m bot` configures logging at LOG_LEVEL, logs in with the token, checks the command
    sync, connects, and closes the bot when the connection ends."""
    calls: list[tuple[str, OriginsBot, object]] = []
    keepers: list[bool] = []  # while connected: the process's heap keeper is installed (bot/heap.py)

    def keeping() -> bool:
        return any(isinstance(getattr(c, "__self__", None), heap.Keeper) for c in gc.callbacks)

    async def login(self: OriginsBot, token: str) -> None:
        calls.append(("login", self, token))

    async def check(self: OriginsBot) -> None:
        calls.append(("check", self, None))

    async def connect(self: OriginsBot, *, reconnect: bool = True) -> None:
        calls.append(("connect", self, reconnect))
        keepers.append(keeping() and gc.get_freeze_count() > 0)

    monkeypatch.setattr(OriginsBot, "login", login)
    monkeypatch.setattr(OriginsBot, "check_command_sync", check)
    monkeypatch.setattr(OriginsBot, "connect", connect)
    assert cli.main([]) == 0
    assert cli.main(["run"]) == 0
    assert with_token == ["DEBUG", "DEBUG"]
    assert [(step, arg) for step, _, arg in calls] == [
        ("login", "test-token"),
        ("check", None),
        ("connect", True),
    ] * 2
    first = calls[0][1]
    assert all(bot is first for _, bot, _ in calls[:3]) and calls[3][1] is not first  # one bot per run
    assert first.settings.log_level == "DEBUG"
    assert first.is_closed()
    assert keepers == [True, True] and not keeping() and gc.get_freeze_count() == 0  # given back


@pytest.mark.parametrize("command", [[], ["sync"]])
def test_refused_token_is_one_line(
    with_token: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
) -> None:
    """A token Discord refuses: exit 2 and one line saying where to get a new one."""

    async def refuse(self: OriginsBot, token: str) -> None:
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(OriginsBot, "login", refuse)
    assert cli.main(command) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.splitlines()) == 1
    assert "Improper token" in err
    assert "DISCORD_TOKEN" in err
    assert "discord.com/developers/applications" in err


def test_no_connection_is_one_line(
    with_token: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Discord out of reach when logging in: exit 1 and one line."""

    async def login(self: OriginsBot, token: str) -> None:
        raise aiohttp.ServerDisconnectedError()

    monkeypatch.setattr(OriginsBot, "login", login)
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1
    assert "cannot reach Discord" in err


def test_sync_syncs_globally(
    with_token: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """`sync` logs in (loading the cog), syncs the tree globally, prints the count and the invite,
    closes; it hosts no games meanwhile: its deadlines' loop (and the start-up recovery) never
    starts, so that a sync beside the running bots posts nothing of theirs."""
    synced_guilds: list[Any] = []
    closed: list[bool] = []
    polling: list[bool] = []

    async def login(self: OriginsBot, token: str) -> None:  # Client.login without the HTTP requests
        assert token == "test-token"
        self._connection.application_id = 4242  # what Client.login learns from application_info()
        await self.setup_hook()
        polling.append(self.services.scheduler.poll.is_running())

    async def sync(self: app_commands.CommandTree[Any], *, guild: Any = None) -> list[Any]:
        synced_guilds.append(guild)
        return self.get_commands(guild=guild)

    original_close = OriginsBot.close

    async def close(self: OriginsBot) -> None:
        closed.append(True)
        await original_close(self)

    monkeypatch.setattr(OriginsBot, "login", login)
    monkeypatch.setattr(OriginsBot, "close", close)
    monkeypatch.setattr(app_commands.CommandTree, "sync", sync)
    assert cli.main(["sync"]) == 0
    out, err = capsys.readouterr()
    assert synced_guilds == [None]
    assert closed == [True]
    assert polling == [False]
    assert (tmp_path / "origins.sqlite3").exists()  # setup_hook opened the default store
    assert out.splitlines() == [
        "2 commands synced globally.",  # the /origins and /origins-admin groups
        f"Invite the bot with {cli.invite_url(4242)}",
    ]
    assert err == ""


# --- settings refused before logging in -----------------------------------------------------------------


@pytest.fixture
def no_discord(with_token: list[str], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every way to reach Discord (REST login, any REST request, the gateway), recorded and stopped."""
    attempts: list[str] = []

    async def rest(self: object, *args: Any, **kwargs: Any) -> Any:
        attempts.append(f"REST {args[:1]}")
        raise aiohttp.ClientConnectionError("the test allows no connection")

    async def gateway(cls: object, *args: Any, **kwargs: Any) -> Any:
        attempts.append("gateway")
        raise aiohttp.ClientConnectionError("the test allows no connection")

    monkeypatch.setattr(discord.http.HTTPClient, "static_login", rest)
    monkeypatch.setattr(discord.http.HTTPClient, "request", rest)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "from_client", classmethod(gateway))
    return attempts


def _refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], attempts: list[str], **settings: str
) -> str:
    """Run main with `settings`; assert exit 2, no attempt to reach Discord; the one stderr line."""
    for name, value in settings.items():
        monkeypatch.setenv(name, value)
    for command in ([], ["sync"]):
        assert cli.main(command) == 2
        out, err = capsys.readouterr()
        assert out == ""
        lines = err.splitlines()
        assert len(lines) == 1, err
        assert lines[0].startswith("python -m bot: error: "), err
        assert all(name in lines[0] for name in settings), err
    assert attempts == []
    return lines[0]


def test_database_that_is_a_folder(
    no_discord: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "games").mkdir()
    line = _refused(monkeypatch, capsys, no_discord, DATABASE="games")
    assert "is a folder ('games')" in line and "games/origins.sqlite3" in line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games"]  # nothing created, not even a probe


def test_database_in_a_missing_folder(
    no_discord: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    line = _refused(monkeypatch, capsys, no_discord, DATABASE="gmaes/origins.sqlite3")
    assert "the folder 'gmaes' does not exist" in line
    assert list(tmp_path.iterdir()) == []  # the typo's folder is not made


def test_database_under_a_file(
    no_discord: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "notes").write_text("x", encoding="utf-8")
    line = _refused(monkeypatch, capsys, no_discord, DATABASE="notes/origins.sqlite3")
    assert "the folder 'notes' is not a folder" in line


def test_database_that_is_not_sqlite(
    no_discord: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "games.txt").write_text("my scores: 42\n", encoding="utf-8")
    line = _refused(monkeypatch, capsys, no_discord, DATABASE="games.txt")
    assert "'games.txt' is not a SQLite database" in line
    assert (tmp_path / "games.txt").read_text(encoding="utf-8") == "my scores: 42\n"  # left untouched


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null")
def test_database_that_is_a_device(
    no_discord: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    line = _refused(monkeypatch, capsys, no_discord, DATABASE="/dev/null")
    assert "is not a regular file" in line


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs /proc")
def test_database_in_a_folder_nobody_can_write(
    no_discord: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """/proc refuses new files even to root, for whom the permission bits promise everything."""
    line = _refused(monkeypatch, capsys, no_discord, DATABASE="/proc/origins.sqlite3")
    assert "cannot write in the folder '/proc'" in line


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes anyway")
def test_database_in_a_read_only_folder_or_file(
    no_discord: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        line = _refused(monkeypatch, capsys, no_discord, DATABASE="locked/origins.sqlite3")
        assert "cannot write in the folder 'locked'" in line
    finally:
        locked.chmod(0o700)
    sqlite3.connect(tmp_path / "old.sqlite3").close()
    (tmp_path / "old.sqlite3").chmod(0o400)
    line = _refused(monkeypatch, capsys, no_discord, DATABASE="old.sqlite3")
    assert "cannot be opened for writing" in line


@pytest.mark.parametrize("value", [":memory:", "file::memory:", "file:games?mode=memory&cache=shared"])
def test_database_in_memory(
    no_discord: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    value: str,
) -> None:
    line = _refused(monkeypatch, capsys, no_discord, DATABASE=value)
    assert "not an in-memory database" in line and "survive a restart" in line
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("value", ["42", "0", "9999999999999999999", "123456789012345678901"])
def test_dev_guild_that_is_no_server_id(
    no_discord: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], value: str
) -> None:
    line = _refused(monkeypatch, capsys, no_discord, DEV_GUILD=value)
    assert f"not {value!r}" in line


@pytest.mark.parametrize("content", [None, b"", "sqlite"])
def test_usable_databases_go_on_to_log_in(
    no_discord: list[str], capsys: pytest.CaptureFixture[str], tmp_path: Path, content: bytes | str | None
) -> None:
    """No file yet, an empty file, a SQLite database: accepted (untouched), and the bot logs in."""
    path = tmp_path / "origins.sqlite3"
    if content == "sqlite":
        with sqlite3.connect(path) as db:
            db.execute("CREATE TABLE kept (x)")
        db.close()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    before = path.read_bytes() if path.exists() else None
    assert cli.main([]) == 1  # the recorded login is refused as a lost connection
    assert "cannot reach Discord" in capsys.readouterr().err
    assert no_discord == ["REST ('test-token',)"]
    assert (path.read_bytes() if path.exists() else None) == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".origins-check")] == []


# --- logging -----------------------------------------------------------------------------------------


@pytest.fixture
def clean_logging() -> Iterator[None]:
    """Restores the root logger and discord.http after a test that configures logging."""
    root, http = logging.getLogger(), logging.getLogger("discord.http")
    handlers, level, http_level = list(root.handlers), root.level, http.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)
    http.setLevel(http_level)


@pytest.mark.usefixtures("clean_logging")
def test_logging_goes_to_stderr_with_time_level_and_name(capsys: pytest.CaptureFixture[str]) -> None:
    """Records go to stderr as `[date time] [LEVEL] logger: message`; discord.http is held at WARNING."""
    cli.configure_logging("DEBUG")
    assert logging.getLogger().level == logging.DEBUG
    assert logging.getLogger("discord.http").level == logging.WARNING
    logging.getLogger("origins.test").info("hello")
    logging.getLogger("discord.http").info("a request")  # held back
    out, err = capsys.readouterr()
    assert out == ""
    assert re.fullmatch(r"\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] \[INFO    \] origins\.test: hello\n", err), err


@pytest.mark.usefixtures("clean_logging")
def test_discord_http_is_never_louder_than_the_rest() -> None:
    """With LOG_LEVEL=ERROR, discord.http is at ERROR too."""
    cli.configure_logging("ERROR")
    assert logging.getLogger().level == logging.ERROR
    assert logging.getLogger("discord.http").level == logging.ERROR


# --- .env.example ----------------------------------------------------------------------------------


def test_env_example_documents_every_setting_with_its_default() -> None:
    """.env.example sets exactly the settings the bot reads, each to its default, and explains each."""
    from dotenv import dotenv_values

    path = ROOT / ".env.example"
    values = {name: value or "" for name, value in dotenv_values(path).items()}
    assert tuple(values) == SETTING_NAMES
    assert Settings.from_env(values) == DEFAULTS
    text = path.read_text(encoding="utf-8")
    for name in SETTING_NAMES:
        comment = text.split(f"\n{name}=")[0].rsplit("\n\n", 1)[-1]
        assert "Default:" in comment and "Example:" in comment, name
