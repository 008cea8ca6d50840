"""Identical bytes for identical input: twice over, from a rebuilt state, and from many threads."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial

import pytest

import render
from render import sprites
from render.core.picture import Picture
from rules import record_from_json, record_to_json, state_from_json, state_to_json
from rules.core.game import GameState
from rules.names import Mode, Option
from tests.render.states import NAMES, classic_finished, classic_mid_game, finished, mid_game, placements

Job = Callable[[], Picture]


def jobs_for(state: GameState) -> list[Job]:
    """Every picture of a state: table, decision card, each territory (the acting one with
    highlight and ghost), the score sheet and (Tribe) the cave board."""
    out: list[Job] = [partial(render.table, state), partial(render.table, state, names=NAMES)]
    out.append(partial(render.decision, state, names=NAMES))
    acting = state.current_player()
    for player in range(state.config.players):
        out.append(partial(render.territory, state, player, names=NAMES))
    if state.domino_to_place() is not None:
        places = placements(state)
        if places:
            firsts = sorted({p.square for p in places})
            out.append(partial(render.territory, state, acting, highlight=firsts, ghost=places[0]))
    out.append(partial(render.final, state, names=NAMES))
    if state.config.mode is Mode.TRIBE:
        out.append(partial(render.cave, state))
    return out


def sample_states() -> list[GameState]:
    """Different states: each mode and player count, mid-game and finished; classic Kingdomino
    with options and its Mighty Duel."""
    out: list[GameState] = []
    for players, mode, seed in (
        (4, Mode.TRIBE, 1),
        (3, Mode.TOTEM, 2),
        (2, Mode.DISCOVERY, 3),
        (2, Mode.TRIBE, 4),
    ):
        out.append(mid_game(players, mode, seed))
        out.append(finished(players, mode, seed))
    for players, options, seed in (
        (3, (Option.HARMONY, Option.MIDDLE_KINGDOM), 5),
        (2, (Option.MIGHTY_DUEL,), 6),
    ):
        out.append(classic_mid_game(players, *options, seed=seed))
        out.append(classic_finished(players, *options, seed=seed))
    return out


@pytest.fixture(scope="module")
def states() -> list[GameState]:
    return sample_states()


@pytest.fixture(scope="module")
def serial(states: list[GameState]) -> list[list[Picture]]:
    """Every picture of each state, drawn once in this thread: what every other drawing of the
    same picture must equal (drawn once for the module: these are most of its time)."""
    return [[job() for job in jobs_for(state)] for state in states]


def test_twice_the_same_bytes(states: list[GameState], serial: list[list[Picture]]) -> None:
    """Rendering the same state twice gives the same bytes and the same alt text."""
    for state, firsts in zip(states, serial, strict=True):
        for job, first in zip(jobs_for(state), firsts, strict=True):
            second = job()
            assert first.png == second.png
            assert first == second


def rebuilt(state: GameState) -> GameState:
    """The state through its JSON snapshot, as a bot would load it."""
    return state_from_json(json.loads(json.dumps(state_to_json(state))))


def replayed(state: GameState) -> GameState:
    """The state replayed from its record (config + actions)."""
    return record_from_json(json.loads(json.dumps(record_to_json(state))))


@pytest.mark.parametrize("rebuild", [rebuilt, replayed])
def test_rebuilt_state_same_bytes(
    states: list[GameState], serial: list[list[Picture]], rebuild: Callable[[GameState], GameState]
) -> None:
    """A state rebuilt from its snapshot (or replayed from its record) renders to the same bytes."""
    for state, pictures in zip(states, serial, strict=True):
        again = rebuild(state)
        for picture, job in zip(pictures, jobs_for(again), strict=True):
            assert job() == picture


def clear_sprite_caches() -> None:
    """Empty every sprite cache, so that threads draw sprites at the same time too."""
    for value in vars(sprites).values():
        clear = getattr(value, "cache_clear", None)
        if clear is not None:
            clear()


def test_threads_give_the_serial_bytes(states: list[GameState], serial: list[list[Picture]]) -> None:
    """Eight threads rendering many different pictures at once give exactly the serial results."""
    jobs = [job for state in states for job in jobs_for(state)]
    pictures = [picture for drawn in serial for picture in drawn]
    order = list(range(len(jobs))) * 3
    random.Random(5).shuffle(order)
    clear_sprite_caches()
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda i: (i, jobs[i]()), order))
    assert len(results) == len(order)
    for i, pic in results:
        assert pic == pictures[i], f"job {i} differs when rendered in a thread"
