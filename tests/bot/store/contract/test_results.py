"""The store's contract for results: written by the last move, counted in stats, listed as a
server's finished games."""

from __future__ import annotations

import pytest

from bot.store import (
    CANCELLED,
    OVER,
    Store,
)
from tests.bot.clock import Clock
from tests.bot.store.helpers import (
    ALICE,
    BOB,
    CHANNEL,
    CONFIG,
    GUILD,
    move,
    results_of,
    started,
)


@pytest.mark.asyncio
async def test_results_and_stats(store: Store) -> None:
    """stats counts a player's results in one server: games, wins (shared ones too), average score."""
    assert await store.stats(GUILD, ALICE) == (0, 0, None)
    outcomes = [((30, 1), (20, 2)), ((25, 1), (25, 1)), ((10, 2), (40, 1))]
    for alice, ai in outcomes:
        game = await started(store)
        await store.record_move(move(game, "place A1 up", status=OVER, results=results_of(game, alice, ai)))
    elsewhere = await started(store, guild=GUILD + 1)
    await store.record_move(
        move(elsewhere, "place A1 up", status=OVER, results=results_of(elsewhere, (99, 1)))
    )
    played, wins, average = await store.stats(GUILD, ALICE)
    assert (played, wins) == (3, 2)
    assert average == pytest.approx((30 + 25 + 10) / 3)
    assert await store.stats(GUILD + 1, ALICE) == (1, 1, 99.0)
    assert await store.stats(GUILD, BOB) == (0, 0, None)
    shared = await store.results(elsewhere.id - 2)
    assert [(r.seat, r.place) for r in shared] == [(0, 1), (1, 1)]


@pytest.mark.asyncio
async def test_finished_games_of_a_server_this_channel_first(store: Store, clock: Clock) -> None:
    """finished_games gives one server's games that ended (not cancelled, not in play), this
    channel's first, each part newest first, with the names of the seats placed first; a number
    prefix narrows them, anything but digits is refused."""
    finished = {}
    outcomes = (((30, 1), (20, 2)), ((25, 1), (20, 2)), ((10, 2), (20, 1)))
    for channel, (alice, ai) in zip((CHANNEL, CHANNEL + 1, CHANNEL), outcomes, strict=True):
        game = await started(store, channel=channel)
        clock.advance(10)
        over = await store.record_move(
            move(game, "place A1 up", status=OVER, results=results_of(game, alice, ai))
        )
        finished[over.id] = over
    tie = await started(store)
    clock.advance(10)
    await store.record_move(move(tie, "place A1 up", status=OVER, results=results_of(tie, (20, 1), (20, 1))))
    cancelled = await store.update_game((await started(store, channel=CHANNEL + 2)).id, status=CANCELLED)
    await started(store, channel=CHANNEL + 3)  # in play
    elsewhere = await started(store, guild=GUILD + 1)
    await store.record_move(move(elsewhere, "place A1 up", status=OVER, results=results_of(elsewhere)))
    first, second, third = finished
    games = await store.finished_games(GUILD, CHANNEL)
    assert [g.id for g in games] == [tie.id, third, first, second]
    assert [g.winners for g in games] == [("Alice", "AI (normal)"), ("AI (normal)",), ("Alice",), ("Alice",)]
    assert games[1].channel_id == CHANNEL and games[1].config == {**CONFIG, "seed": 7}
    assert games[1].finished_at == finished[third].updated_at
    assert [g.id for g in await store.finished_games(GUILD, CHANNEL + 1)] == [second, tie.id, third, first]
    assert [g.id for g in await store.finished_games(GUILD, CHANNEL, limit=1)] == [tie.id]
    assert [g.id for g in await store.finished_games(GUILD, CHANNEL, number=str(second))] == [second]
    assert cancelled.id not in [g.id for g in await store.finished_games(GUILD, CHANNEL + 2)]
    assert [g.id for g in await store.finished_games(GUILD + 1, CHANNEL)] == [elsewhere.id]
    with pytest.raises(ValueError):
        await store.finished_games(GUILD, CHANNEL, number="1%")
