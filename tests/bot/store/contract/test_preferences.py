"""The store's contract for members' and servers' preferences."""

from __future__ import annotations

import pytest

from bot.store import (
    Store,
)
from tests.bot.store.helpers import (
    ALICE,
    BOB,
)


@pytest.mark.asyncio
async def test_prefs(store: Store) -> None:
    """Preferences are per user, keyed, and a second set overwrites the first."""
    assert await store.prefs(ALICE) == {}
    await store.set_pref(ALICE, "notify", "on")
    await store.set_pref(ALICE, "lang", "en")
    await store.set_pref(ALICE, "notify", "off")
    await store.set_pref(BOB, "notify", "on")
    assert await store.prefs(ALICE) == {"lang": "en", "notify": "off"}
    assert await store.prefs(BOB) == {"notify": "on"}


@pytest.mark.asyncio
async def test_drop_pref_forgets_one_key(store: Store) -> None:
    """Dropping a preference removes that key of that member only (and is harmless when absent)."""
    await store.set_pref(ALICE, "quiet", '{"start": 22}')
    await store.set_pref(ALICE, "notify", "on")
    await store.set_pref(BOB, "quiet", '{"start": 23}')
    await store.drop_pref(ALICE, "quiet")
    await store.drop_pref(ALICE, "vacation")
    assert await store.prefs(ALICE) == {"notify": "on"}
    assert await store.prefs(BOB) == {"quiet": '{"start": 23}'}


async def test_server_prefs(store: Store) -> None:
    """A server's settings are its own, overwritten by a second set, and forgotten when set to None."""
    assert await store.server_prefs(1) == {}
    await store.set_server_pref(1, "language", "nl")
    await store.set_server_pref(1, "language", "it")
    await store.set_server_pref(2, "language", "en")
    assert await store.server_prefs(1) == {"language": "it"}
    await store.set_server_pref(1, "language", None)
    await store.set_server_pref(1, "nothing", None)  # harmless when absent
    assert await store.server_prefs(1) == {}
    assert await store.server_prefs(2) == {"language": "en"}
    assert await store.prefs(1) == {}  # a member's settings are another table
