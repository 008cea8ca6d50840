"""The store's contract: a backend implements the whole protocol, opens and closes cleanly,
and says so when used unopened."""

from __future__ import annotations

import inspect

import pytest

from bot.store import (
    Store,
)
from tests.bot.clock import Clock
from tests.bot.store.backends import Backend
from tests.bot.store.helpers import (
    ALICE,
)


def test_the_store_implements_the_store_protocol(backend: Backend) -> None:
    """The backend's store has every method of the Store protocol, each aggregate's included (mypy
    checks the signatures where the backend makes it, as a `Store`)."""
    store: Store = backend.store()
    names = [name for name, _ in inspect.getmembers(Store, inspect.isfunction) if not name.startswith("_")]
    assert "record_move" in names
    assert all(callable(getattr(store, name)) for name in names)


@pytest.mark.asyncio
async def test_open_and_close_are_idempotent(backend: Backend, clock: Clock) -> None:
    """Opening an open store or closing a closed one does nothing."""
    store = backend.store(clock)
    await store.open()
    await store.open()
    await store.close()
    await store.close()


@pytest.mark.asyncio
async def test_a_closed_store_says_so(backend: Backend) -> None:
    """Using a store that was never opened raises a clear RuntimeError."""
    with pytest.raises(RuntimeError, match="open"):
        await backend.store().prefs(ALICE)
