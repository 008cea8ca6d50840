"""`python -m bot ratings --recompute`: rebuilds the ratings from the stored results, with no token
and no Discord; a missing database or a missing --recompute is one line on stderr, exit code 2."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.store.sqlite import SqliteStore
from tests.bot.store.rated import ANN, BOB, CLEO, file_tables, finished
from tests.bot.test_cli import run_bot


@pytest.mark.asyncio
async def test_recompute_rebuilds_lost_ratings(tmp_path: Path) -> None:
    """Ratings wiped by hand come back from the results, exactly; the count is printed."""
    path = tmp_path / "games.sqlite3"
    store = SqliteStore(path)
    await store.open()
    await finished(store, [ANN, BOB], [1, 2], channel=10)
    await finished(store, [BOB, CLEO, None], [2, 1, 3], channel=11)
    await finished(store, [ANN, None], [1, 2], channel=12)  # one person: not rated
    await store.close()
    before = file_tables(path)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DELETE FROM ratings")
        conn.execute("DELETE FROM rating_changes")
    conn.close()
    result = run_bot(tmp_path, "ratings", "--recompute", DATABASE=str(path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Ratings recomputed from 2 rated games: 3 ratings in {path}."
    assert file_tables(path) == before


def test_recompute_needs_an_existing_database(tmp_path: Path) -> None:
    """A DATABASE that does not exist is refused (nothing to rate), and no file is created."""
    path = tmp_path / "nowhere.sqlite3"
    result = run_bot(tmp_path, "ratings", "--recompute", DATABASE=str(path))
    assert result.returncode == 2
    assert "does not exist" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert not path.exists()


def test_ratings_without_recompute_is_a_usage_error(tmp_path: Path) -> None:
    """`ratings` alone says what it lacks, in one line, exit code 2."""
    result = run_bot(tmp_path, "ratings")
    assert result.returncode == 2
    assert "--recompute" in result.stderr and len(result.stderr.strip().splitlines()) == 1
