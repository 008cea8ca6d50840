"""The store's contract for AI turns: one process thinks for a turn, claimed in one transaction;
a claim left by a process that died expires, and another takes the turn."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import Store
from tests.bot.clock import Clock
from tests.bot.store.backends import Backend
from tests.bot.store.helpers import CHANNEL, move, started

SECONDS = 60.0


@pytest.mark.asyncio
async def test_two_processes_claiming_one_turn_at_once_one_wins(
    backend: Backend, store: Store, clock: Clock
) -> None:
    """Two stores on one database (two processes) claim the same turns at the same moment: each
    turn goes to exactly one of them."""
    other = backend.store(clock)
    await other.open()
    try:
        games = [await started(store, channel=CHANNEL + n) for n in range(12)]
        for game in games:
            won = await asyncio.gather(
                store.claim_ai_turn(game.id, 0, "one", SECONDS),
                other.claim_ai_turn(game.id, 0, "two", SECONDS),
            )
            assert sorted(won) == [False, True], game.id
            loser = "two" if won[0] else "one"
            assert not await other.claim_ai_turn(game.id, 0, loser, SECONDS)  # still held
    finally:
        await other.close()


@pytest.mark.asyncio
async def test_an_expired_claim_is_taken_over(backend: Backend, store: Store, clock: Clock) -> None:
    """A claim holds until it expires (the process that took it died): then another takes it; its
    owner may renew it meanwhile."""
    other = backend.store(clock)
    await other.open()
    try:
        game = await started(store)
        assert await store.claim_ai_turn(game.id, 0, "dead", SECONDS)
        clock.advance(SECONDS - 1)
        assert not await other.claim_ai_turn(game.id, 0, "alive", SECONDS)
        clock.advance(1)
        assert await other.claim_ai_turn(game.id, 0, "alive", SECONDS)
        assert not await store.claim_ai_turn(game.id, 0, "dead", SECONDS)  # it came back: too late
        clock.advance(SECONDS - 1)
        assert await other.claim_ai_turn(game.id, 0, "alive", SECONDS)  # renewed...
        clock.advance(SECONDS - 1)
        assert not await store.claim_ai_turn(game.id, 0, "dead", SECONDS)  # ...so still held
    finally:
        await other.close()


@pytest.mark.asyncio
async def test_a_released_or_older_turn_is_free(store: Store) -> None:
    """Released by its owner (only), the turn is free; a claim on an older turn does not hold the
    next one; a game that does not exist is never claimed."""
    game = await started(store)
    assert await store.claim_ai_turn(game.id, 0, "one", SECONDS)
    assert not await store.release_ai_turn(game.id, 0, "two")
    assert not await store.release_ai_turn(game.id, 1, "one")
    assert await store.release_ai_turn(game.id, 0, "one")
    assert not await store.release_ai_turn(game.id, 0, "one")
    assert await store.claim_ai_turn(game.id, 0, "two", SECONDS)
    played = await store.record_move(move(game, "pick 1"))
    assert await store.claim_ai_turn(played.id, played.version, "one", SECONDS)  # the next turn
    assert not await store.claim_ai_turn(played.id, played.version, "two", SECONDS)
    assert not await store.claim_ai_turn(game.id + 1000, 0, "one", SECONDS)
