"""The bot's settings, read from the environment (and a `.env` file), documented in .env.example.

`Settings.from_env` only reads and parses (no file is touched); `check_database` then looks at the
DATABASE path on disk, or connects once to the PostgreSQL server a `postgresql://` URL names. Both
run before the bot logs in, so that a bad setting is one line on stderr and not a traceback after
connecting to Discord.
"""

from __future__ import annotations

import asyncio
import ipaddress
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit, urlunsplit

from bot.store.rows import Shards
from rules.ai.montecarlo import DEFAULT_BUDGET

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
SQLITE_HEADER = b"SQLite format 3\x00"  # the first 16 bytes of every SQLite database file
POSTGRES_SCHEMES = ("postgresql", "postgres")  # what asyncpg (and libpq) accept
POSTGRES_EXAMPLE = "postgresql://origins:PASSWORD@db.example:5432/origins"
CONNECT_SECONDS = 10.0  # how long the start-up check waits for the PostgreSQL server
DISCORD_EPOCH_MS = 1420070400000  # a snowflake's time is milliseconds since 2015-01-01, shifted left 22
MAX_BACKUP_HOURS = 24 * 366  # a backup a year at least: more is a typo
MAX_BACKUP_KEEP = 10_000
DEFAULT_HEALTH_HOST = "127.0.0.1"  # this machine only: opening the port to a network is a choice
MAX_SHARDS = 65536  # far past any bot's: Discord asks for one shard per 1,000 to 2,500 servers


class SettingsError(ValueError):
    """A setting that cannot be used; the message names it."""


@dataclass(frozen=True)
class Settings:
    token: str = ""
    database: Path | str = Path("origins.sqlite3")  # a SQLite file, or a PostgreSQL URL (a str)
    dev_guild: int | None = None  # instant command sync to this guild while developing
    log_level: str = "INFO"
    ai_workers: int = 1  # processes that think for AI seats and the autopilot
    ai_seconds: float = DEFAULT_BUDGET  # the Hard AI's thinking time per decision
    render_workers: int = 2  # processes that draw the pictures; 0 draws them in threads
    shards: Shards | None = None  # SHARD_COUNT, SHARD_IDS: the servers this process serves (None: all)
    backup_hours: int = 0  # a backup of a SQLite DATABASE every so many hours (0: none, bot/backups.py)
    backup_dir: Path = Path("backups")  # where the scheduled backups go
    backup_keep: int = 7  # how many scheduled backups are kept
    # HEALTH_PORT, HEALTH_HOST: where /healthz and /metrics are served (bot/ops); None: nowhere
    health_port: int | None = None
    health_host: str = DEFAULT_HEALTH_HOST

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Settings:
        """Settings from `env` (default: os.environ, after loading ./.env if present)."""
        if env is None:
            from dotenv import load_dotenv

            load_dotenv(Path(".env"))  # the current directory's; the real environment wins
            env = dict(os.environ)
        level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise SettingsError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}")
        workers = _number(env, "AI_WORKERS", "1", int, 1, 16)
        seconds = _number(env, "AI_SECONDS", f"{DEFAULT_BUDGET:g}", float, 0.05, 60.0)
        drawers = _number(env, "RENDER_WORKERS", "2", int, 0, 16)
        database = _database(env.get("DATABASE", "").strip() or "origins.sqlite3")
        return cls(
            token=env.get("DISCORD_TOKEN", "").strip(),
            database=database,
            dev_guild=_guild(env.get("DEV_GUILD", "").strip()),
            log_level=level,
            ai_workers=int(workers),
            ai_seconds=float(seconds),
            render_workers=int(drawers),
            shards=_shards(env.get("SHARD_COUNT", "").strip(), env.get("SHARD_IDS", "").strip()),
            **_backups(env, database),
            health_port=_port(env.get("HEALTH_PORT", "").strip()),
            health_host=_host(env.get("HEALTH_HOST", "").strip()),
        )


def _backups(env: dict[str, str], database: Path | str) -> dict[str, Any]:
    """BACKUP_HOURS, BACKUP_DIR, BACKUP_KEEP: the scheduled backups of a SQLite DATABASE."""
    hours = int(_number(env, "BACKUP_HOURS", "0", int, 0, MAX_BACKUP_HOURS))
    keep = int(_number(env, "BACKUP_KEEP", "7", int, 1, MAX_BACKUP_KEEP))
    if hours and is_postgres(database):
        raise SettingsError(
            f"BACKUP_HOURS ({hours}) backs up a SQLite DATABASE only: back up PostgreSQL with pg_dump "
            "(docs/operators.md, Backups) and set BACKUP_HOURS=0"
        )
    return {
        "backup_hours": hours,
        "backup_dir": Path(env.get("BACKUP_DIR", "").strip() or "backups"),
        "backup_keep": keep,
    }


def _port(text: str) -> int | None:
    """HEALTH_PORT: None (empty) serves nothing; 0 is refused, as a port nobody could be told."""
    if not text:
        return None
    value = int(text) if text.isascii() and text.isdigit() else 0
    if not 1 <= value <= 65535:
        raise SettingsError(
            f"HEALTH_PORT must be a port number from 1 to 65535 (or empty: off), not {text!r}"
        )
    return value


def _host(text: str) -> str:
    """HEALTH_HOST: the address the health port listens on; one word, no URL or port."""
    if not text:
        return DEFAULT_HEALTH_HOST
    if any(c.isspace() or c in "/:@" for c in text) and not _ipv6(text):
        raise SettingsError(
            f"HEALTH_HOST must be an address to listen on (e.g. 127.0.0.1, 0.0.0.0 or ::), not {text!r}"
        )
    return text


def _ipv6(text: str) -> bool:
    try:
        ipaddress.IPv6Address(text)
    except ValueError:
        return False
    return True


def _shards(count_text: str, ids_text: str) -> Shards | None:
    """SHARD_COUNT and SHARD_IDS: None when both are empty (one process, every server, unsharded);
    SHARD_COUNT alone: every shard in this process."""
    if not count_text:
        if ids_text:
            raise SettingsError(f"SHARD_IDS ({ids_text!r}) needs SHARD_COUNT: the number of shards in all")
        return None
    count = int(count_text) if count_text.isascii() and count_text.isdigit() else 0
    if not 1 <= count <= MAX_SHARDS:
        raise SettingsError(f"SHARD_COUNT must be a number from 1 to {MAX_SHARDS}, not {count_text!r}")
    if not ids_text:
        return Shards(count, tuple(range(count)))
    parts = [part.strip() for part in ids_text.split(",")]
    ids = [int(p) if p.isascii() and p.isdigit() else -1 for p in parts]
    if any(not 0 <= i < count for i in ids):
        raise SettingsError(
            f"SHARD_IDS must be shard numbers from 0 to {count - 1} (SHARD_COUNT is {count}), "
            f"separated by commas, not {ids_text!r}"
        )
    if len(set(ids)) != len(ids):
        raise SettingsError(f"SHARD_IDS lists a shard twice: {ids_text!r}")
    return Shards(count, tuple(ids))


def is_postgres(database: Path | str) -> bool:
    """Whether DATABASE names a PostgreSQL database (a URL) rather than a SQLite file."""
    return isinstance(database, str) and urlsplit(database).scheme.lower() in POSTGRES_SCHEMES


def shown(url: str) -> str:
    """The URL as an error may print it: without its password."""
    parts = urlsplit(url)
    if parts.password is None:
        return repr(url)
    host = parts.netloc.rsplit("@", 1)[1]
    return repr(urlunsplit(parts._replace(netloc=f"{parts.username or ''}:***@{host}")))


def _postgres_url(text: str) -> str:
    """A PostgreSQL URL that names a server and a database (checked here, reached later)."""
    parts = urlsplit(text)
    try:
        parts.port  # noqa: B018 (raises on a port that is no number)
    except ValueError:
        raise SettingsError(f"DATABASE {shown(text)}: the port is not a number") from None
    if not (parts.hostname or parse_qs(parts.query).get("host")):
        raise SettingsError(f"DATABASE {shown(text)} names no server: e.g. {POSTGRES_EXAMPLE}")
    if not parts.path.strip("/"):
        raise SettingsError(f"DATABASE {shown(text)} names no database: e.g. {POSTGRES_EXAMPLE}")
    return text


def _database(text: str) -> Path | str:
    if "://" in text:
        if urlsplit(text).scheme.lower() in POSTGRES_SCHEMES:
            return _postgres_url(text)
        scheme = text.split("://", maxsplit=1)[0]
        raise SettingsError(f"DATABASE must be a SQLite file path or a postgresql:// URL, not {scheme}://...")
    # The store opens a plain file name: an in-memory database would forget every game at the next
    # restart, and a "file:" URI would quietly become a file of that odd name.
    lowered = text.lower()
    if ":memory:" in lowered or "mode=memory" in lowered:
        raise SettingsError(
            f"DATABASE must be a file, not an in-memory database ({text!r}): the games must survive a restart"
        )
    if lowered.startswith("file:"):
        raise SettingsError(f"DATABASE must be a file path, not a SQLite URI ({text!r})")
    return Path(text)


def _guild(text: str) -> int | None:
    if not text:
        return None
    # isascii: "²" is a digit to str.isdigit but not to int(). A server id is a snowflake of 17 to
    # 20 digits whose time part is not in the future; anything else is a typo that would only
    # surface after logging in, as Discord's refusal of the development sync.
    value = int(text) if text.isascii() and text.isdigit() else -1
    created_ms = (value >> 22) + DISCORD_EPOCH_MS
    if not (10**16 <= value < 1 << 64 and created_ms <= (time.time() + 86400) * 1000):
        raise SettingsError(
            f"DEV_GUILD must be a Discord server id (17 to 20 digits, from Copy Server ID), not {text!r}"
        )
    return value


def check_database(database: Path | str) -> None:
    """SettingsError unless the bot can keep its games in `database`: a PostgreSQL server that
    answers, or a SQLite file (or none yet) it can write, in an existing folder it can write (WAL
    mode adds two files beside the database)."""
    if isinstance(database, str):
        check_postgres(database)
    else:
        check_sqlite(database)


def check_postgres(url: str) -> None:
    """SettingsError unless the PostgreSQL server answers and lets the bot in (asyncpg installed)."""
    try:
        import asyncpg
    except ImportError:
        raise SettingsError(
            f"DATABASE {shown(url)} is a PostgreSQL URL but asyncpg is not installed: "
            "pip install -e '.[postgres]' (docs/operators.md)"
        ) from None

    async def reach() -> None:
        conn = await asyncpg.connect(url, timeout=CONNECT_SECONDS)
        await conn.close()

    try:
        asyncio.run(reach())
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        reason = " ".join(str(exc).split()) or type(exc).__name__
        raise SettingsError(f"DATABASE {shown(url)}: cannot connect ({reason})") from None


def check_sqlite(path: Path) -> None:
    """SettingsError unless the bot can keep its games in the SQLite file at `path`."""
    shown = repr(str(path))
    folder = path.parent
    if path.is_dir():
        example = str(path / "origins.sqlite3")
        raise SettingsError(f"DATABASE is a folder ({shown}): give a file in it, e.g. {example!r}")
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise SettingsError(f"DATABASE {shown}: the folder {str(folder)!r} {what}")
    if path.exists():
        if not path.is_file():
            raise SettingsError(f"DATABASE {shown} is not a regular file")
        try:
            with path.open("r+b") as file:  # the mode the store needs: read and write
                header = file.read(len(SQLITE_HEADER))
        except OSError as exc:
            reason = exc.strerror or type(exc).__name__
            raise SettingsError(f"DATABASE {shown} cannot be opened for writing ({reason})") from None
        if header and header != SQLITE_HEADER:  # SQLite takes an empty file as an empty database
            raise SettingsError(f"DATABASE {shown} is not a SQLite database")
    try:
        # Access bits do not tell (root may write anywhere they say, yet not in /proc): a file does.
        with tempfile.TemporaryFile(dir=folder, prefix=".origins-check-"):
            pass
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        message = f"DATABASE {shown}: cannot write in the folder {str(folder)!r} ({reason})"
        raise SettingsError(message) from None


def _number(
    env: dict[str, str], name: str, default: str, kind: type[int] | type[float], low: float, high: float
) -> float:
    text = env.get(name, "").strip() or default
    try:
        value = kind(text)
    except ValueError:
        value = None
    if value is None or not low <= value <= high:  # NaN fails the comparison too
        raise SettingsError(f"{name} must be a number from {low:g} to {high:g}, not {text!r}")
    return value
