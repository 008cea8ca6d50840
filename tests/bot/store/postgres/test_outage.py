"""PostgreSQL out of reach, as the store says it: every call meets `StoreUnavailable` (never a
driver's error), nothing of a transaction that lost its connection is stored, and the first call
after the server is back succeeds (no dead pooled connection is handed out)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
import pytest_asyncio

from bot.store import StoreUnavailable
from bot.store.postgres import PostgresStore, deadlines
from bot.store.postgres.connection import Db
from tests.bot.store.helpers import move, started
from tests.postgres import PostgresServer, private_server


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    with private_server() as made:
        yield made


@pytest_asyncio.fixture
async def store(own_server: PostgresServer) -> AsyncIterator[PostgresStore]:
    opened = PostgresStore(await own_server.fresh_database(), pool_size=4)
    await opened.open()
    yield opened
    await opened.close()


@pytest.mark.asyncio
@pytest.mark.parametrize("mode", ["fast", "immediate"])
async def test_a_stopped_server_is_store_unavailable_and_the_first_call_after_it_succeeds(
    store: PostgresStore, own_server: PostgresServer, mode: str
) -> None:
    game = await started(store)
    first = await store.record_move(move(game, "pick 1"))
    await store.seats(game.id)  # more connections in the pool, idle when the server goes
    own_server.stop(mode)
    for call in (
        store.game(game.id),  # one read
        store.sitting(game.id),  # several reads at one moment
        store.record_move(move(first, "pick 2")),  # a transaction
    ):
        with pytest.raises(StoreUnavailable) as raised:
            await call
        assert not raised.value.unsure  # nothing was sent to commit
    own_server.resume()
    assert await store.game(game.id) == first
    second = await store.record_move(move(first, "pick 2"))
    assert second.version == 2
    assert [e.action for e in await store.events(game.id)] == ["pick 1", "pick 2"]


@pytest.mark.asyncio
async def test_a_connection_lost_inside_a_move_stores_nothing(
    store: PostgresStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server ends the move's connection amid its statements (as a restart does): the store
    says StoreUnavailable, the server rolled the move back, and the next move is stored."""
    game = await started(store)
    put = deadlines.put

    async def ended(db: Db, *args: object) -> None:
        await db.execute("SELECT pg_terminate_backend(pg_backend_pid())")

    monkeypatch.setattr(deadlines, "put", ended)
    with pytest.raises(StoreUnavailable) as raised:
        await store.record_move(move(game, "pick 1"))
    assert not raised.value.unsure
    monkeypatch.setattr(deadlines, "put", put)
    assert await store.game(game.id) == game
    assert await store.events(game.id) == []
    assert (await store.record_move(move(game, "pick 1"))).version == 1
