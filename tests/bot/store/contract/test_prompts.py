"""The store's contract for turn prompts and I'm back messages: the newest kept by version (a
compare-and-swap), ended games' last ones marked until retired."""

from __future__ import annotations

import pytest

from bot.store import ANNOUNCE, CANCELLED, OVER, TIMER, Deadline, Store
from tests.bot.clock import Clock
from tests.bot.store.helpers import (
    move,
    read,
    results_of,
    started,
)


@pytest.mark.asyncio
async def test_the_newest_prompt_is_kept_whatever_order_they_are_stored_in(
    store: Store, clock: Clock
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
    store: Store, clock: Clock, end: str
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
async def test_a_game_in_play_is_never_unmarked(store: Store) -> None:
    """Only an ended game's prompt can be unmarked: a game in play keeps its prompt."""
    game = await started(store)
    await store.keep_prompt(game.id, 0, 100)
    assert not await store.prompt_retired(game.id, 100)
    assert (await read(store, game.id)).turn_message_version == 0
    assert await store.ended_with_prompts() == []


@pytest.mark.parametrize("end", [OVER, CANCELLED])
@pytest.mark.asyncio
async def test_a_seats_newest_im_back_is_kept_until_retired_at_the_end(store: Store, end: str) -> None:
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
async def test_keeping_a_prompt_settles_the_post_owed_for_its_version(store: Store) -> None:
    """The prompt posted for a version, once kept, is that version's owed post: its ANNOUNCE
    deadline goes in the same call; another version's, and the turn's timer, stay."""
    game = await started(store)
    timer = Deadline(game.id, TIMER, 900.0, 0, 0)
    await store.put_deadlines(game.id, [Deadline(game.id, ANNOUNCE, 500.0, 0, 0), timer])
    assert await store.keep_prompt(game.id, 0, 100) is None
    assert await store.deadlines(game.id) == [timer]
    owed = Deadline(game.id, ANNOUNCE, 600.0, 1, 1)
    game = await store.record_move(move(game, "pick 1", deadlines=(owed,)))
    assert await store.keep_prompt(game.id, 0, 99) == 100  # a version 0 prompt: not version 1's post
    assert await store.deadlines(game.id) == [owed]
    assert await store.keep_prompt(game.id, 1, 101) == 99
    assert await store.deadlines(game.id) == []
    await store.put_deadlines(game.id, [owed])
    assert await store.keep_prompt(game.id, 0, 98) == 98  # too late: retired at once, owes nothing
    assert await store.deadlines(game.id) == [owed]
