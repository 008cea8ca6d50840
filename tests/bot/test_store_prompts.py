"""The store's side of turn prompts: the newest prompt kept by version (a compare-and-swap), ended
games' last prompts marked until retired, and the migration that added the version."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot import migrations
from bot.migrations import MIGRATIONS
from bot.sqlite_store import ENDED, SqliteStore
from bot.store import CANCELLED, OVER, GameRow
from tests.bot.clock import Clock
from tests.bot.test_store import ALICE, CHANNEL, GUILD, move, raw, results_of, started


async def read(store: SqliteStore, game_id: int) -> GameRow:
    game = await store.game(game_id)
    assert game is not None
    return game


@pytest.mark.asyncio
async def test_the_newest_prompt_is_kept_whatever_order_they_are_stored_in(
    store: SqliteStore, clock: Clock
) -> None:
    """A prompt replaces one of its own version or an older one (which is then to retire); one
    stored after a newer one is refused, and is itself to retire."""
    game = await started(store)
    assert await store.keep_prompt(game.id, 0, 100) is None  # the first: nothing to retire
    assert await store.keep_prompt(game.id, 0, 100) is None  # again: still nothing
    clock.advance(5)
    assert await store.keep_prompt(game.id, 0, 101) == 100  # posted twice for one turn: the later
    game = await store.record_move(move(game, "pick 1"))
    game = await store.record_move(move(game, "pick 2"))
    assert await store.keep_prompt(game.id, 2, 103) == 101
    assert await store.keep_prompt(game.id, 1, 102) == 102  # came late: it is the one to retire
    kept = await read(store, game.id)
    assert (kept.turn_message_id, kept.turn_message_version, kept.updated_at) == (103, 2, clock.now)


@pytest.mark.parametrize("end", [OVER, CANCELLED])
@pytest.mark.asyncio
async def test_an_ended_game_keeps_its_last_prompt_marked_until_retired(
    store: SqliteStore, clock: Clock, end: str
) -> None:
    """Once the game has ended no prompt is stored any more; its last one stays marked (listed for
    start-up) until it is retired, then only its id stays, and the game's time does not move."""
    game = await started(store)
    await store.keep_prompt(game.id, 0, 100)
    if end == OVER:
        ended = await store.record_move(move(game, "place A1 up", status=OVER, results=results_of(game)))
    else:
        ended = await store.update_game(game.id, status=CANCELLED)
    assert await store.keep_prompt(game.id, 0, 101) == 101  # posted after the end: retired at once
    assert [g.id for g in await store.ended_with_prompts()] == [game.id]
    clock.advance(60)
    assert not await store.prompt_retired(game.id, 101)  # not the game's prompt
    assert await store.prompt_retired(game.id, 100)
    assert await store.ended_with_prompts() == []
    retired = await read(store, game.id)
    assert (retired.turn_message_id, retired.turn_message_version) == (100, None)
    assert retired.updated_at == ended.updated_at


@pytest.mark.asyncio
async def test_a_game_in_play_is_never_unmarked(store: SqliteStore) -> None:
    """Only an ended game's prompt can be unmarked: a game in play keeps its prompt."""
    game = await started(store)
    await store.keep_prompt(game.id, 0, 100)
    assert not await store.prompt_retired(game.id, 100)
    assert (await read(store, game.id)).turn_message_version == 0
    assert await store.ended_with_prompts() == []


@pytest.mark.asyncio
async def test_start_up_finds_the_marked_prompts_by_their_index(store: SqliteStore, db_path: Path) -> None:
    """The ended games whose prompt is still marked are read from their partial index."""
    sql = f"SELECT * FROM games WHERE turn_message_version IS NOT NULL AND {ENDED} ORDER BY id"
    plan = raw(db_path, f"EXPLAIN QUERY PLAN {sql}")
    assert any("games_prompt_to_retire" in step[-1] for step in plan), plan


@pytest.mark.asyncio
async def test_a_database_of_the_bot_before_opens_as_it_was(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database written before prompts had versions (migrations 1 to 7) opens with its games as
    they were: a finished game's last prompt is taken as retired (the bot of then did it, with the
    score sheet), and a game in play replaces its prompt as any."""
    before = next(i for i, m in enumerate(MIGRATIONS) if "turn_message_version" in m.sql)
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:before])
    old = SqliteStore(db_path, clock=clock)
    await old.open()
    await old.close()
    conn = sqlite3.connect(db_path)
    with conn:  # as that bot wrote them: its store knows no turn_message_version
        for status, channel, prompt in (("over", CHANNEL, 700), ("active", CHANNEL + 1, 800)):
            conn.execute(
                "INSERT INTO games (guild_id, channel_id, creator_id, status, config, options, snapshot,"
                " version, turn_message_id, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, '{}', '{}', '{}', 3, ?, 1, 2)",
                (GUILD, channel, ALICE, status, prompt),
            )
    conn.close()
    written = raw(db_path, "SELECT * FROM games ORDER BY id")
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS)
    new = SqliteStore(db_path, clock=clock)
    await new.open()
    try:
        assert new.applied == [m.number for m in MIGRATIONS[before:]]
        assert [row[:-1] for row in raw(db_path, "SELECT * FROM games ORDER BY id")] == written
        assert await new.ended_with_prompts() == []
        over, playing = await read(new, 1), await read(new, 2)
        assert (over.turn_message_id, over.turn_message_version) == (700, None)
        assert await new.keep_prompt(playing.id, 3, 801) == 800
    finally:
        await new.close()


# --- "I'm back" buttons --------------------------------------------------------------------------


@pytest.mark.parametrize("end", [OVER, CANCELLED])
@pytest.mark.asyncio
async def test_a_seats_newest_im_back_is_kept_until_retired_at_the_end(store: SqliteStore, end: str) -> None:
    """Each seat keeps its newest I'm back message (the one it replaces is to retire; one older
    than the kept one, answered late, is itself to retire), in play and after the end, until it is
    retired; then the seat keeps none, and the game is listed for start-up no more."""
    game = await started(store)
    assert await store.keep_back(game.id, 0, 500) is None
    assert await store.keep_back(game.id, 0, 500) is None  # again: nothing to retire
    assert await store.keep_back(game.id, 1, 501) is None  # another seat's: both kept
    assert await store.keep_back(game.id, 0, 502) == 500
    assert await store.keep_back(game.id, 0, 499) == 499  # older than the kept one
    assert await store.backs(game.id) == {0: 502, 1: 501}
    assert not await store.back_retired(game.id, 0, 502)  # in play: never unmarked
    assert await store.ended_with_backs() == []
    if end == OVER:
        await store.record_move(move(game, "place A1 up", status=OVER, results=results_of(game)))
    else:
        await store.update_game(game.id, status=CANCELLED)
    assert await store.keep_back(game.id, 1, 503) == 503  # posted after the end: retired at once
    assert [g.id for g in await store.ended_with_backs()] == [game.id]
    assert not await store.back_retired(game.id, 0, 500)  # not the seat's any more
    assert await store.back_retired(game.id, 0, 502)
    assert await store.backs(game.id) == {1: 501}
    assert await store.back_retired(game.id, 1, 501)
    assert await store.backs(game.id) == {}
    assert await store.ended_with_backs() == []


@pytest.mark.asyncio
async def test_start_up_finds_the_live_im_backs_by_their_index(store: SqliteStore, db_path: Path) -> None:
    """The ended games whose seats keep an I'm back message are found through its partial index."""
    sql = (
        f"SELECT * FROM games WHERE {ENDED} AND id IN"
        " (SELECT game_id FROM seats WHERE back_message_id IS NOT NULL) ORDER BY id"
    )
    plan = raw(db_path, f"EXPLAIN QUERY PLAN {sql}")
    assert any("seats_back_to_retire" in step[-1] for step in plan), plan


@pytest.mark.asyncio
async def test_a_database_of_the_bot_before_im_backs_opens_as_it_was(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database written before I'm back messages were kept (migrations 1 to 8) opens with its
    seats as they were: none keeps an I'm back message (the buttons that bot posted stay as they
    are), and a seat of a game in play keeps the next one posted."""
    before = next(i for i, m in enumerate(MIGRATIONS) if "back_message_id" in m.sql)
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:before])
    old = SqliteStore(db_path, clock=clock)
    await old.open()
    await old.close()
    conn = sqlite3.connect(db_path)
    with conn:  # as that bot wrote them: its store knows no back_message_id
        for game, (status, channel) in enumerate((("over", CHANNEL), ("active", CHANNEL + 1)), start=1):
            conn.execute(
                "INSERT INTO games (id, guild_id, channel_id, creator_id, status, config, options,"
                " snapshot, version, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, '{}', '{}', '{}', 3, 1, 2)",
                (game, GUILD, channel, ALICE, status),
            )
            conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, autopilot, autopilot_streak)"
                " VALUES (?, 0, ?, 'Alice', 1, 2)",
                (game, ALICE),
            )
    conn.close()
    written = raw(db_path, "SELECT * FROM seats ORDER BY game_id, seat")
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS)
    new = SqliteStore(db_path, clock=clock)
    await new.open()
    try:
        assert new.applied == [m.number for m in MIGRATIONS[before:]]
        assert [row[:-1] for row in raw(db_path, "SELECT * FROM seats ORDER BY game_id, seat")] == written
        assert await new.ended_with_backs() == []
        assert await new.backs(1) == {} and await new.backs(2) == {}
        assert (await new.seats(2))[0].autopilot
        assert await new.keep_back(2, 0, 900) is None
        assert await new.backs(2) == {0: 900}
    finally:
        await new.close()
