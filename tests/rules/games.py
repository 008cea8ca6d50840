"""Positions from seeded random games, shared by the tests that check the engine against them."""

from __future__ import annotations

from collections.abc import Iterator

import rules
from rules import GameConfig, RandomAgent, as_a
from rules.boxes import RESOURCES
from rules.boxes.origins import OriginsState, OriginsTerritory
from rules.boxes.resources import HarvestTerritory, ResourcesState
from rules.names import Decision, Mode, Option


def origins_game(config: GameConfig) -> OriginsState:
    """A new game of Kingdomino Origins, typed as one."""
    return as_a(OriginsState, rules.new_game(config))


def origins_territory(text: str, size: int | None = None) -> OriginsTerritory:
    """A territory of Kingdomino Origins in its notation, typed as one."""
    return as_a(OriginsTerritory, rules.parse_territory(text, size=size).territory)


def variant_game(config: GameConfig) -> ResourcesState:
    """A new game of the Resource Tokens variant, typed as one."""
    return as_a(ResourcesState, rules.new_game(config))


def variant_kingdom(text: str) -> HarvestTerritory:
    """A kingdom of the Resource Tokens variant in its notation, typed as one."""
    return as_a(HarvestTerritory, rules.parse_territory(text, box=RESOURCES).territory)


def placement_states(
    players: int, mode: Mode, seeds: range, options: frozenset[Option] = frozenset()
) -> Iterator[OriginsState]:
    """Every state of seeded random games at which a domino is about to be placed, and the end.

    The states are live: copy one before keeping it past the next iteration.
    """
    for seed in seeds:
        state = origins_game(GameConfig(players=players, mode=mode, seed=seed, options=options))
        agent = RandomAgent(seed)
        while not state.is_over:
            pending = state.pending()
            if pending is not None and pending.decision is Decision.PLACE:
                yield state
            state.play(agent.choose(state))
        yield state


def placement_territories(seeds: range, players: int, mode: Mode) -> list[OriginsTerritory]:
    """The territory of every player about to place a domino in seeded random games, and the final ones."""
    out: list[OriginsTerritory] = []
    for state in placement_states(players, mode, seeds):
        if state.is_over:
            out.extend(state.territories)
        else:
            out.append(state.territories[state.current_player()].copy())
    return out
