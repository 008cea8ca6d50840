"""Backups of a SQLite DATABASE while the bot runs: `python -m bot backup DEST`, and on a schedule
(BACKUP_HOURS, BACKUP_DIR, BACKUP_KEEP).

A backup goes through SQLite's online backup API (`sqlite3.Connection.backup`) on a connection of
its own: every page is copied in one step, inside one read transaction, so the copy is the
database at one moment whatever the bot writes meanwhile (WAL: the bot's writes wait for nothing).
Copying the file alone would not do: the last moves may still be in NAME-wal. The copy is written
beside DEST under a hidden `.partial` name, switched from WAL to a plain rollback journal (one
self-contained file: restoring is copying it back), checked by `PRAGMA integrity_check` and only
then renamed to DEST, so a backup cut short never looks like one.

`python -m bot backup` also replays every game of the copy to its stored snapshot (the checks of
copy-db, bot/copy_db.py). The scheduled backups skip the replays: they are Python work that would
compete with the clicks for the interpreter; the copy and the integrity check are SQLite's own
work, done in a thread that holds no lock the event loop needs.

Rotation removes only files this module named (`{stem}-backup-{UTC time}.sqlite3`, the stem
DATABASE's), the oldest first, and only after a new backup has succeeded: a failing backup never
costs the backups that are there.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import quote

from bot.copy_db import Replays
from bot.settings import Settings, is_postgres
from bot.store import GAME_TABLES, TableRows
from bot.store.sqlite.copying import exported, select

log = logging.getLogger(__name__)

STAMP = "%Y%m%dT%H%M%SZ"  # sorts as the time does
BUSY_MS = 30_000  # how long the backup's connection waits for a writer's lock (it needs none in WAL)
REPLAY_BATCH = 100  # games read and replayed at a time


class Refused(Exception):
    """The backup will not be taken: one line saying why; nothing was written."""


class Failed(Exception):
    """The copy was taken but is no good (its integrity check failed); it was not kept."""


def backup_name(database: Path, when: datetime) -> str:
    """The name the bot gives a backup of `database` taken at `when`."""
    return f"{database.stem}-backup-{when.astimezone(UTC).strftime(STAMP)}.sqlite3"


def named_by_us(database: Path, folder: Path) -> list[Path]:
    """The backups of `database` in `folder` that the bot named, oldest first."""
    pattern = re.compile(rf"{re.escape(database.stem)}-backup-\d{{8}}T\d{{6}}Z\.sqlite3")
    try:
        return sorted(p for p in folder.iterdir() if pattern.fullmatch(p.name) and p.is_file())
    except OSError:  # no folder yet, or one the bot cannot read: the backup itself will say why
        return []


def taken_at(path: Path) -> datetime:
    """When a backup the bot named was taken (from its name)."""
    stamp = path.name.removesuffix(".sqlite3").rsplit("-", 1)[1]
    return datetime.strptime(stamp, STAMP).replace(tzinfo=UTC)


def destination(database: Path, dest: Path, when: datetime) -> Path:
    """DEST as the file to write: DEST itself, or a timestamped file inside DEST when it is a
    folder; Refused when it exists already, its folder is missing, or it is the database."""
    if dest.is_dir():
        dest = dest / backup_name(database, when)
    if _same_file(dest, database):
        raise Refused(f"DEST {str(dest)!r} is the database itself: give another file or a folder")
    if dest.exists() or dest.is_symlink():
        raise Refused(f"DEST {str(dest)!r} exists already: a backup never overwrites a file")
    if not dest.parent.is_dir():
        raise Refused(f"DEST {str(dest)!r}: the folder {str(dest.parent)!r} does not exist")
    return dest


def _same_file(a: Path, b: Path) -> bool:
    try:
        return (a.exists() and b.exists() and a.samefile(b)) or a.resolve() == b.resolve()
    except OSError:
        return False


def take(database: Path, dest: Path) -> None:
    """Copy `database` to the new file `dest` at one moment and check the copy (blocking: call it
    in a thread). Refused when there is no database; Failed when the copy is corrupt; OSError or
    sqlite3.Error when it cannot be written or read. Nothing is left at `dest` unless it all worked."""
    if not database.is_file():
        raise Refused(f"DATABASE {str(database)!r} does not exist: no games to back up")
    partial = dest.with_name(f".{dest.name}.partial")
    try:
        copy(database, partial)
        problems = integrity(partial)
        if problems:
            raise Failed(f"the copy failed its integrity check: {'; '.join(problems[:3])}")
        os.replace(partial, dest)
    finally:
        partial.unlink(missing_ok=True)


def copy(database: Path, target: Path) -> None:
    """SQLite's online backup of `database` into `target`, turned into one self-contained file."""
    # Read-write (mode=rw never creates the file), yet it only reads: a read-only connection
    # cannot remove the NAME-wal and NAME-shm it creates when the bot is stopped, and left there,
    # owned by whoever ran the backup, they could keep the bot from opening its database.
    source = sqlite3.connect(f"file:{quote(str(database))}?mode=rw", uri=True, timeout=BUSY_MS / 1000)
    try:
        copied = sqlite3.connect(target)
        try:
            source.backup(copied)  # pages=-1: every page in one step, one read transaction
            copied.execute("PRAGMA journal_mode = DELETE").fetchall()
        finally:
            copied.close()
    finally:
        source.close()


def integrity(path: Path) -> list[str]:
    """What `PRAGMA integrity_check` finds wrong in the database at `path` (nothing: [])."""
    db = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
    try:
        found = [str(row[0]) for row in db.execute("PRAGMA integrity_check").fetchall()]
    finally:
        db.close()
    return [] if found == ["ok"] else found


def replay(path: Path) -> tuple[int, list[str]]:
    """Replay every game of the backup at `path` to its stored snapshot (copy-db's check); (games
    replayed, what failed). Read only: the backup is not changed."""
    db = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
    db.row_factory = sqlite3.Row
    replays = Replays()
    try:
        after = -1
        while True:
            games = db.execute(f"{select('games', 'id > ?')} LIMIT {REPLAY_BATCH}", (after,)).fetchall()
            if not games:
                break
            first, after = games[0]["id"], games[-1]["id"]
            replays.take(TableRows("games", [exported("games", row) for row in games]))
            for table in GAME_TABLES:
                owned = db.execute(select(table, "game_id BETWEEN ? AND ?"), (first, after)).fetchall()
                replays.take(TableRows(table, [exported(table, row) for row in owned]))
    finally:
        db.close()
    return replays.finish(), replays.failures


@dataclass
class Backups:
    """The scheduled backups of the running bot: every `hours` into `folder`, keeping `keep`.

    `step` is the schedule's work, one look at the clock: a backup is due `hours` after the newest
    one in `folder` (so a restart does not take one more), or after the last failure. The loop
    only calls `step` every minute; tests call it directly with their own clock."""

    database: Path
    folder: Path
    hours: int
    keep: int
    clock: Callable[[], datetime] = lambda: datetime.now(UTC)
    POLL_SECONDS = 60

    @classmethod
    def of(cls, settings: Settings) -> Backups:
        """The scheduled backups the settings ask for (a PostgreSQL DATABASE has none: the
        settings refuse BACKUP_HOURS with it)."""
        database = Path("") if is_postgres(settings.database) else Path(settings.database)
        hours = 0 if is_postgres(settings.database) else settings.backup_hours
        return cls(database, settings.backup_dir, hours, settings.backup_keep)

    def __post_init__(self) -> None:
        self._failed_at: datetime | None = None
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Take backups on the schedule (nothing when `hours` is 0)."""
        if self.hours > 0 and self._task is None:
            self._task = asyncio.create_task(self._run(), name="backups")

    async def stop(self) -> None:
        """Stop the schedule. A backup in its thread then is not cut short: it finishes (or fails)
        on its own, and asyncio.run waits for that thread before the process exits."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        while True:
            await self.step()
            await asyncio.sleep(self.POLL_SECONDS)

    def due(self) -> bool:
        last = [taken_at(p) for p in named_by_us(self.database, self.folder)]
        if self._failed_at is not None:
            last.append(self._failed_at)
        return not last or self.clock() - max(last) >= self.period

    @property
    def period(self) -> timedelta:
        return timedelta(hours=self.hours)

    async def step(self) -> Path | None:
        """A backup if one is due (then the rotation); the new backup, or None."""
        if not self.due():
            return None
        return await self.take()

    async def take(self) -> Path | None:
        """A backup now, in a thread, then the rotation; a failure is a warning and None (the next
        period tries again), never an error that stops the bot."""
        now = self.clock()
        dest = self.folder / backup_name(self.database, now)
        try:
            await asyncio.to_thread(self._take, dest)
        except Exception as exc:  # disk full, folder gone or read-only, a corrupt copy: all the same
            self._failed_at = now
            log.warning(
                "backup of %s into %s failed (%s: %s): the next one is tried in %s hours",
                self.database,
                self.folder,
                type(exc).__name__,
                exc,
                self.hours,
            )
            return None
        self._failed_at = None
        log.info("backed up %s to %s", self.database, dest)
        self.rotate()
        return dest

    def _take(self, dest: Path) -> None:
        self.folder.mkdir(exist_ok=True)  # its parent must exist: a typo is not a tree of folders
        if dest.exists():
            raise Refused(f"{dest} exists already")
        take(self.database, dest)

    def rotate(self) -> list[Path]:
        """Remove the oldest of the backups the bot named beyond `keep`; the removed ones."""
        held = named_by_us(self.database, self.folder)
        removed = held[: max(0, len(held) - self.keep)]
        for path in removed:
            try:
                path.unlink()
            except OSError as exc:
                log.warning("could not remove the old backup %s (%s)", path, exc)
        return removed
