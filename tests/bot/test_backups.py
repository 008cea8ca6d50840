"""Backups of the SQLite database while the bot runs (bot/backups.py): a backup taken during a burst
of moves is the database at one moment (it passes SQLite's integrity check and every game replays
to its snapshot); `python -m bot backup DEST` refuses in one line, exit code 2, a DEST that exists,
lies in a missing folder or is the database, and a PostgreSQL DATABASE (pg_dump); the scheduled
backups keep BACKUP_KEEP files, never remove one they did not name, and a failing one is a warning
after which the bot goes on and the next period tries again. The schedule runs on a clock the tests
move by hand: nothing waits for time to pass."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bench.together import at_once, side_by_side
from bot.app import OriginsBot
from bot.backups import Backups, backup_name, integrity, named_by_us, replay
from bot.settings import Settings, SettingsError
from rules import DIRECTION_NAMES, Discard, Fire, GreedyAgent, Pay, Pick, Place, Settle, state_from_json
from tests.bot.players import EN, pending_member, pick_button, select_with, two_player_game
from tests.bot.store.backends import raw_write
from tests.bot.test_cli import run_bot
from tests.bot.test_cli_copy_db import made, tables
from tests.patience import until

GAMES = 6  # games whose moves are stored while the backups are taken
ROUNDS = 4  # decisions of each game, each stored at the same moment as a backup is taken


class Clock:
    """The schedule's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 28, 3, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, hours: float) -> None:
        self.now += timedelta(hours=hours)


@pytest.fixture
def simcord_bot(db_path: Path, tmp_path: Path) -> OriginsBot:
    """The bot with its backups going to tmp_path/backups (no schedule: the test takes them)."""
    return OriginsBot(
        Settings(token="simcord", database=db_path, render_workers=0, backup_dir=tmp_path / "backups")
    )


async def first_picks(env: Any) -> list[tuple[Any, list[Any]]]:
    """GAMES two-player games started through their lobbies, each waiting for its first pick."""
    guild = env.create_guild()
    games = []
    for n in range(GAMES):
        games.append(await two_player_game(env, guild, n))
    return games


async def last_click(env: Any, channel: Any, members: list[Any], seed: int) -> Any:
    """The pending member of the channel's game makes every click of their decision but the last
    (the one that stores the move); that click, ready to be made at the same moment as others'."""
    _, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    action = GreedyAgent(seed).choose(state)
    if isinstance(action, Pick):
        return at_once(member, "click")(panel, label=pick_button(panel, state))
    if isinstance(action, Discard):
        return at_once(member, "click")(panel, label=EN("discard_button"))
    assert isinstance(action, Place | Fire | Pay | Settle), action  # the decisions of a Discovery game
    square = str(action.square)
    if isinstance(action, Pay | Settle):
        return at_once(member, "select")(panel, [square], custom_id=select_with(panel, square))
    chosen = (await member.select(panel, [square], custom_id=select_with(panel, square))).response
    if isinstance(action, Place):
        direction = EN(f"direction-{DIRECTION_NAMES[action.direction]}")
        chosen = (await member.click(chosen, label=direction)).response
    return at_once(member, "click")(chosen, label=EN("confirm"))


async def versions(env: Any, games: list[tuple[Any, list[Any]]]) -> dict[int, int]:
    rows = [await env.bot.store.channel_game(channel.id) for channel, _ in games]
    return {row.id: row.version for row in rows}


def stored_versions(path: Path) -> dict[int, int]:
    with sqlite3.connect(path) as db:
        return dict(db.execute("SELECT id, version FROM games").fetchall())


async def test_a_backup_taken_during_a_burst_of_moves_replays_every_game(env: Any, tmp_path: Path) -> None:
    """Each round, every game's member confirms a pick at the same moment as a backup is taken:
    each backup opens, passes PRAGMA integrity_check, replays every game to its snapshot, and holds
    each game as it was before or after its move of that round, never in between."""
    backups: Backups = env.bot.services.backups
    clock = backups.clock = Clock()
    games = await first_picks(env)
    taken: list[tuple[Path, dict[int, int], dict[int, int]]] = []
    for _ in range(ROUNDS):
        clicks = [await last_click(env, channel, members, n) for n, (channel, members) in enumerate(games)]
        before = await versions(env, games)
        with side_by_side(env):
            *results, backup = await asyncio.gather(*clicks, backups.take())
        await env.settle()
        assert all(r.acknowledged for r in results) and backup is not None
        taken.append((backup, before, await versions(env, games)))
        clock.advance(1)  # the next backup's name is another hour's
    for backup, before, after in taken:
        assert integrity(backup) == []
        assert replay(backup) == (GAMES, [])
        for game, version in stored_versions(backup).items():
            assert version in (before[game], after[game])
        with sqlite3.connect(backup) as db:
            assert db.execute("PRAGMA journal_mode").fetchone() == ("delete",)  # one file: no -wal
    last = stored_versions(taken[-1][0])
    for channel, _ in games:  # the backup's games are the bot's: the moves it stored
        row = await env.bot.store.channel_game(channel.id)
        assert row.version >= last[row.id] >= ROUNDS - 1
        assert not state_from_json(row.snapshot).is_over


# --- python -m bot backup DEST --------------------------------------------------------------------


@pytest.mark.asyncio
async def test_the_command_backs_up_into_a_file_or_a_folder(tmp_path: Path) -> None:
    """A file DEST is written as named, a folder gets a file named by the time; both are the
    database's tables, row for row, and the command says how many games it replayed."""
    database = tmp_path / "origins.sqlite3"
    await made(database)
    folder = tmp_path / "saved"
    folder.mkdir()
    into_file = run_bot(tmp_path, "backup", "copy.sqlite3", DATABASE=str(database))
    assert into_file.returncode == 0, into_file.stderr
    into_folder = run_bot(tmp_path, "backup", str(folder), DATABASE=str(database))
    assert into_folder.returncode == 0, into_folder.stderr
    (named,) = named_by_us(database, folder)
    assert list(folder.iterdir()) == [named]  # no .partial left behind
    with sqlite3.connect(database) as db:
        (played,) = db.execute("SELECT COUNT(*) FROM games WHERE snapshot IS NOT NULL").fetchone()
    assert played > 0
    for backup, result in ((tmp_path / "copy.sqlite3", into_file), (named, into_folder)):
        assert tables(backup) == tables(database)
        assert f"{backup.name}: integrity checked, {played} games replayed" in result.stdout
        assert replay(backup) == (played, [])


@pytest.mark.parametrize(
    ("dest", "refusal"),
    [
        ("old.sqlite3", "DEST 'old.sqlite3' exists already: a backup never overwrites a file"),
        ("gone/copy.sqlite3", "DEST 'gone/copy.sqlite3': the folder 'gone' does not exist"),
        ("origins.sqlite3", "DEST 'origins.sqlite3' is the database itself"),
        ("./sub/../origins.sqlite3", "is the database itself"),
    ],
)
@pytest.mark.asyncio
async def test_the_command_refuses_a_dest_it_would_harm(tmp_path: Path, dest: str, refusal: str) -> None:
    """One line, exit code 2, nothing written or changed."""
    database = tmp_path / "origins.sqlite3"
    await made(database)
    (tmp_path / "old.sqlite3").write_bytes(b"an older backup")
    (tmp_path / "sub").mkdir()
    held = tables(database)
    before = sorted(tmp_path.rglob("*"))
    result = run_bot(tmp_path, "backup", dest, DATABASE="origins.sqlite3")
    assert result.returncode == 2
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("python -m bot: error: ") and refusal in line and "nothing was written" in line
    assert sorted(tmp_path.rglob("*")) == before and tables(database) == held
    assert (tmp_path / "old.sqlite3").read_bytes() == b"an older backup"


def test_the_command_refuses_a_missing_database(tmp_path: Path) -> None:
    result = run_bot(tmp_path, "backup", "copy.sqlite3", DATABASE="origins.sqlite3")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "python -m bot: error: DATABASE 'origins.sqlite3' does not exist: no games to back up; "
        "nothing was written"
    ]
    assert list(tmp_path.iterdir()) == []


def test_the_command_sends_postgresql_to_pg_dump(tmp_path: Path) -> None:
    """No connection is tried: one line naming pg_dump (the command of docs/operators.md), exit 2."""
    result = run_bot(
        tmp_path, "backup", "copy.dump", DATABASE="postgresql://origins:secret@db.invalid/origins"
    )
    assert result.returncode == 2
    (line,) = result.stderr.strip().splitlines()
    assert "pg_dump --format=custom --file=DEST" in line and "secret" not in line
    guide = (Path(__file__).resolve().parents[2] / "docs" / "operators.md").read_text(encoding="utf-8")
    assert "pg_dump --format=custom --file=" in guide
    assert list(tmp_path.iterdir()) == []


@pytest.mark.asyncio
async def test_the_command_reports_a_game_that_does_not_replay(tmp_path: Path) -> None:
    """The backup is the database as it is, so it is kept; the game is named, exit code 1."""
    database = tmp_path / "origins.sqlite3"
    await made(database)
    raw_write(database, "DELETE FROM events WHERE seq = 2 AND game_id = (SELECT MIN(game_id) FROM events)")
    result = run_bot(tmp_path, "backup", "copy.sqlite3", DATABASE=str(database))
    assert result.returncode == 1
    (line,) = result.stderr.strip().splitlines()
    assert "check failed: game" in line and "actions in its log" in line
    assert tables(tmp_path / "copy.sqlite3") == tables(database)


# --- the schedule ---------------------------------------------------------------------------------


@pytest.fixture
async def database(tmp_path: Path) -> Path:
    path = tmp_path / "origins.sqlite3"
    await made(path)
    return path


def scheduled(database: Path, folder: Path, *, keep: int = 3) -> tuple[Backups, Clock]:
    """Backups every 6 hours on a clock the test moves."""
    clock = Clock()
    return Backups(database, folder, hours=6, keep=keep, clock=clock), clock


@pytest.mark.asyncio
async def test_rotation_keeps_the_newest_and_removes_only_its_own(database: Path, tmp_path: Path) -> None:
    """A backup every 6 hours of the clock: BACKUP_KEEP of them are kept, the newest; a file the
    bot did not name (an operator's, another database's, one of a name like its own) is never
    removed; a step before the period is up takes none."""
    folder = tmp_path / "backups"
    folder.mkdir()
    theirs = [
        folder / "origins-backup-before-upgrade.sqlite3",
        folder / "other-backup-20200101T000000Z.sqlite3",
        folder / "origins-backup-20200101T000000Z.sqlite3.gz",
        folder / "notes.txt",
    ]
    for path in theirs:
        path.write_text("keep me")
    backups, clock = scheduled(database, folder)
    made_at = []
    for _ in range(5):
        made_at.append(clock())
        assert await backups.step() is not None
        clock.advance(5)
        assert await backups.step() is None  # five hours on: not due
        clock.advance(1)
    kept = named_by_us(database, folder)
    assert [p.name for p in kept] == [backup_name(database, when) for when in made_at[-3:]]
    assert all(path.read_text() == "keep me" for path in theirs)
    assert sorted(folder.iterdir()) == sorted(kept + theirs)
    for path in kept:
        assert tables(path) == tables(database)


@pytest.mark.asyncio
async def test_a_restart_waits_for_the_period_after_the_newest_backup(database: Path, tmp_path: Path) -> None:
    """The schedule reads the newest backup's time from its name: a bot restarted every hour does
    not take a backup each time."""
    folder = tmp_path / "backups"
    first, first_clock = scheduled(database, folder)
    assert await first.step() is not None
    again, again_clock = scheduled(database, folder)
    again_clock.now = first_clock() + timedelta(hours=5)
    assert await again.step() is None
    again_clock.advance(1)
    assert await again.step() is not None


@pytest.mark.asyncio
async def test_a_failing_backup_is_a_warning_and_the_next_period_tries_again(
    database: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """BACKUP_DIR cannot be made (a file stands where its parent should be): a warning, no error,
    the backups already there untouched, nothing retried before the period; once the folder can be
    written, the next period's backup is taken and the rotation runs."""
    parent = tmp_path / "disk"
    parent.write_text("a file, not a folder")
    backups, clock = scheduled(database, parent / "backups", keep=1)
    with caplog.at_level(logging.INFO, logger="bot.backups"):
        assert await backups.step() is None
    (warning,) = [r for r in caplog.records if r.name == "bot.backups"]
    assert warning.levelno == logging.WARNING and "failed" in warning.getMessage()
    clock.advance(5)
    assert await backups.step() is None  # not retried in a tight loop
    parent.unlink()
    parent.mkdir()
    clock.advance(1)
    taken = await backups.step()
    assert taken is not None and named_by_us(database, parent / "backups") == [taken]


@pytest.mark.asyncio
async def test_a_failing_backup_removes_no_older_one(database: Path, tmp_path: Path) -> None:
    """A backup that cannot be written (its name taken by a folder) leaves the kept ones be."""
    folder = tmp_path / "backups"
    backups, clock = scheduled(database, folder, keep=1)
    old = await backups.step()
    assert old is not None
    clock.advance(6)
    (folder / backup_name(database, clock())).mkdir()  # the next backup's name, taken
    assert await backups.step() is None
    assert named_by_us(database, folder) == [old] and tables(old) == tables(database)


async def test_the_bot_goes_on_after_a_failing_scheduled_backup(env: Any, tmp_path: Path) -> None:
    """The running bot's own step fails (its folder cannot be made) and a game is still played."""
    (tmp_path / "backups").write_text("in the way")
    assert await env.bot.services.backups.take() is None
    (channel, members), *_ = await first_picks(env)
    _, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    result = await member.click(panel, label=pick_button(panel, state))
    assert result.acknowledged
    row = await env.bot.store.channel_game(channel.id)
    assert [e.actor_id for e in await env.bot.store.events(row.id)] == [member.id]


@pytest.mark.asyncio
async def test_the_bot_starts_its_schedule_and_stops_it_on_close(database: Path, tmp_path: Path) -> None:
    """With BACKUP_HOURS set, the bot's services take the first backup at start (none in the folder
    yet) and closing them stops the schedule; with 0 (the default) nothing starts."""
    settings = Settings(database=database, backup_hours=6, backup_dir=tmp_path / "kept", backup_keep=2)
    backups = Backups.of(settings)
    assert (backups.database, backups.folder, backups.hours, backups.keep) == (
        database,
        tmp_path / "kept",
        6,
        2,
    )
    backups.start()
    await until(lambda: bool(named_by_us(database, tmp_path / "kept")), "the first scheduled backup")
    task = backups._task
    assert task is not None
    await backups.stop()
    assert task.done() and backups._task is None
    off = Backups.of(Settings(database=database))
    off.start()
    assert off._task is None


async def test_closing_the_bot_stops_its_backups(env: Any, tmp_path: Path) -> None:
    backups: Backups = env.bot.services.backups
    backups.hours = 1
    backups.start()
    task = backups._task
    assert task is not None
    await env.bot.services.close()
    assert backups._task is None and task.done()


# --- settings -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({}, (0, Path("backups"), 7)),
        (
            {"BACKUP_HOURS": "24", "BACKUP_DIR": " /srv/backups ", "BACKUP_KEEP": "30"},
            (24, Path("/srv/backups"), 30),
        ),
        ({"BACKUP_HOURS": "", "BACKUP_DIR": "", "BACKUP_KEEP": ""}, (0, Path("backups"), 7)),
    ],
)
def test_backup_settings(env: dict[str, str], expected: tuple[int, Path, int]) -> None:
    settings = Settings.from_env(env)
    assert (settings.backup_hours, settings.backup_dir, settings.backup_keep) == expected


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"BACKUP_HOURS": "1.5"}, "BACKUP_HOURS must be a number from 0 to 8784, not '1.5'"),
        ({"BACKUP_HOURS": "-1"}, "BACKUP_HOURS must be a number from 0 to 8784, not '-1'"),
        ({"BACKUP_KEEP": "0"}, "BACKUP_KEEP must be a number from 1 to 10000, not '0'"),
        (
            {"BACKUP_HOURS": "6", "DATABASE": "postgresql://origins@db.example/origins"},
            "BACKUP_HOURS (6) backs up a SQLite DATABASE only: back up PostgreSQL with pg_dump",
        ),
    ],
)
def test_bad_backup_settings_are_refused(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Settings.from_env(env)


def test_a_bad_backup_setting_is_one_line_at_start(tmp_path: Path) -> None:
    result = run_bot(tmp_path, DISCORD_TOKEN="x", BACKUP_KEEP="none")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "python -m bot: error: BACKUP_KEEP must be a number from 1 to 10000, not 'none' "
        "(set in .env or the environment; see .env.example)"
    ]
