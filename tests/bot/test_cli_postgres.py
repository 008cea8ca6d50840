"""DATABASE as a PostgreSQL URL: parsed by the settings, checked at start-up by connecting once
(a bad URL or a server that does not answer is one line on stderr, exit code 2, before Discord),
and used by `python -m bot ratings --recompute` on a real server (tests/postgres.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.settings import Settings, SettingsError
from bot.store import CachedStore, open_store
from bot.store.postgres import PostgresStore
from tests.bot.store.rated import ANN, BOB, CLEO, finished
from tests.bot.test_cli import run_bot
from tests.postgres import PostgresServer, free_port

URL = "postgresql://origins:s3cret@db.example:5432/origins"


@pytest.mark.parametrize(
    "url", [URL, "postgres://db.example/origins", "postgresql:///origins?host=/run/postgresql"]
)
def test_a_postgresql_url_is_kept_as_written(url: str) -> None:
    assert Settings.from_env({"DATABASE": url}).database == url


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("mysql://db.example/origins", "a SQLite file path or a postgresql:// URL, not mysql://"),
        ("postgresql://db.example:port/origins", "the port is not a number"),
        ("postgresql://db.example:5432", "names no database"),
        ("postgresql:///origins", "names no server"),
    ],
)
def test_a_bad_url_is_refused_in_words(url: str, said: str) -> None:
    with pytest.raises(SettingsError, match=said):
        Settings.from_env({"DATABASE": url})


def test_open_store_makes_a_postgresql_store_for_a_url() -> None:
    """The bot's door: a URL gives the PostgreSQL store (behind the cache), a path SQLite's."""
    store = open_store("postgres://db.example/origins")
    assert isinstance(store, CachedStore) and isinstance(store.backend, PostgresStore)
    assert isinstance(open_store("games.sqlite3"), CachedStore)
    assert not isinstance(open_store("games.sqlite3").backend, PostgresStore)  # type: ignore[attr-defined]


def test_an_unreachable_server_is_one_line_at_start_up(tmp_path: Path) -> None:
    """Nobody listens at the URL's port: the bot says so in one line, exit code 2, and never
    prints the password."""
    url = f"postgresql://origins:s3cret@127.0.0.1:{free_port()}/origins"
    for command in ((), ("sync",), ("ratings", "--recompute")):
        result = run_bot(tmp_path, *command, DATABASE=url, DISCORD_TOKEN="x")
        assert result.returncode == 2, result.stderr
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1, result.stderr
        assert "DATABASE" in lines[0] and "cannot connect" in lines[0]
        assert "s3cret" not in lines[0] and "***" in lines[0]


def test_a_database_that_does_not_exist_is_one_line(tmp_path: Path, postgres: PostgresServer) -> None:
    """The server answers but has no such database: one line, exit code 2."""
    url = postgres.url("no_such_database")
    result = run_bot(tmp_path, "ratings", "--recompute", DATABASE=url)
    assert result.returncode == 2
    assert "cannot connect" in result.stderr and "no_such_database" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.asyncio
async def test_recompute_on_postgresql(tmp_path: Path, postgres: PostgresServer) -> None:
    """`python -m bot ratings --recompute` with DATABASE a URL: the ratings of a real server
    rebuilt, the count printed."""
    url = await postgres.fresh_database()
    store = PostgresStore(url)
    await store.open()
    try:
        await finished(store, [ANN, BOB], [1, 2], channel=10)
        await finished(store, [BOB, CLEO, None], [2, 1, 3], channel=11)
    finally:
        await store.close()
    result = run_bot(tmp_path, "ratings", "--recompute", DATABASE=url)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Ratings recomputed from 2 rated games: 3 ratings in {url!r}."
