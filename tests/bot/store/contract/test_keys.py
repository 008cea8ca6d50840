"""The store's contract for game numbers past the database's integers (SQLite's INTEGER and
PostgreSQL's BIGINT are signed 64-bit): a member may type one (`/origins replay
game:9999999999999999999`) or forge one in a custom id. Every store method given one answers as
for a game that does not exist, and never hands it to the database (SQLite raises OverflowError)."""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot.store import CANCELLED, TIMER, Deadline, Move, NoSuchGame, Store, storable

ALICE = 100
BEYOND = (2**63, 9_999_999_999_999_999_999, -(2**63) - 1)
ABSENT = object()  # the answer is NoSuchGame


def calls(game_id: int) -> dict[str, tuple[Callable[[Store], Awaitable[Any]], Any]]:
    """Every store method that takes a game id (or a row carrying one): how to call it for
    `game_id`, and its answer for a game that does not exist."""
    deadline = Deadline(game_id, TIMER, 0.0, 0, 0)
    move = Move(game_id=game_id, expected_version=0, actor_id=ALICE, actions=("pick 1",), snapshot={})
    return {
        "game": (lambda s: s.game(game_id), None),
        "sitting": (lambda s: s.sitting(game_id), None),
        "update_game": (lambda s: s.update_game(game_id, status=CANCELLED), ABSENT),
        "seats": (lambda s: s.seats(game_id), []),
        "add_seat": (lambda s: s.add_seat(game_id, ALICE, "Alice"), ABSENT),
        "remove_seat": (lambda s: s.remove_seat(game_id, 0), False),
        "remove_player": (lambda s: s.remove_player(game_id, ALICE), None),
        "set_autopilot": (lambda s: s.set_autopilot(game_id, 0, True), None),
        "start_game": (lambda s: s.start_game(game_id, config={"players": 2}, snapshot={}), ABSENT),
        "record_move": (lambda s: s.record_move(move), ABSENT),
        "events": (lambda s: s.events(game_id), []),
        "put_deadlines": (lambda s: s.put_deadlines(game_id, [deadline]), ABSENT),
        "set_turn_deadlines": (lambda s: s.set_turn_deadlines(game_id, 0, [deadline]), False),
        "drop_deadline": (lambda s: s.drop_deadline(game_id, TIMER, 0), False),
        "deadlines": (lambda s: s.deadlines(game_id), []),
        "reschedule": (lambda s: s.reschedule(deadline), False),
        "results": (lambda s: s.results(game_id), []),
        "rating_changes": (lambda s: s.rating_changes(game_id), []),
        "keep_prompt": (lambda s: s.keep_prompt(game_id, 0, 1), ABSENT),
        "prompt_retired": (lambda s: s.prompt_retired(game_id, 1), False),
        "keep_back": (lambda s: s.keep_back(game_id, 0, 1), ABSENT),
        "back_retired": (lambda s: s.back_retired(game_id, 0, 1), False),
        "backs": (lambda s: s.backs(game_id), {}),
        "claim_ai_turn": (lambda s: s.claim_ai_turn(game_id, 0, "me", 60.0), False),
        "release_ai_turn": (lambda s: s.release_ai_turn(game_id, 0, "me"), False),
    }


def test_every_method_taking_a_game_is_covered() -> None:
    """The table above lists every method of the Store protocol that is given a game id: one
    added later is checked too, or this fails."""
    taking = {
        name
        for name, method in inspect.getmembers(Store, inspect.isfunction)
        if {"game_id", "move", "deadline"} & set(inspect.signature(method).parameters)
    }
    assert taking == set(calls(1))


def test_storable_is_a_signed_64_bit_integer() -> None:
    assert storable(2**63 - 1) and storable(-(2**63)) and storable(0)
    assert not any(storable(n) for n in BEYOND)


@pytest.mark.parametrize("game_id", BEYOND)
async def test_a_game_number_past_the_database_is_no_game(store: Store, game_id: int) -> None:
    """Each method answers as for an unknown game (None, nothing, False or NoSuchGame); the games
    stored are untouched."""
    mine = await store.create_game(
        guild_id=1, channel_id=10, creator_id=ALICE, config={"players": 2}, options={}
    )
    for name, (call, absent) in calls(game_id).items():
        if absent is ABSENT:
            with pytest.raises(NoSuchGame):
                await call(store)
        else:
            assert await call(store) == absent, name
    assert await store.game(mine.id) == mine


async def test_the_largest_number_the_database_holds_is_asked_for(store: Store) -> None:
    """At the edge of the range the database is asked, and simply has no such game."""
    assert await store.game(2**63 - 1) is None
    assert await store.seats(-(2**63)) == []
