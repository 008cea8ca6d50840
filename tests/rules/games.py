"""Positions from seeded random games, shared by the tests that check the engine against them."""

from __future__ import annotations

from collections.abc import Iterator

import rules
from rules import GameConfig, RandomAgent
from rules.core.game import GameState
from rules.core.territory import Territory
from rules.names import Decision, Mode, Option


def placement_states(
    players: int, mode: Mode, seeds: range, options: frozenset[Option] = frozenset()
) -> Iterator[GameState]:
    """Every state of seeded random games at which a domino is about to be placed, and the end.

    The states are live: copy one before keeping it past the next iteration.
    """
    for seed in seeds:
        state = rules.new_game(GameConfig(players=players, mode=mode, seed=seed, options=options))
        agent = RandomAgent(seed)
        while not state.is_over:
            pending = state.pending()
            if pending is not None and pending.decision is Decision.PLACE:
                yield state
            state.play(agent.choose(state))
        yield state


def placement_territories(seeds: range, players: int, mode: Mode) -> list[Territory]:
    """The territory of every player about to place a domino in seeded random games, and the final ones."""
    out = []
    for state in placement_states(players, mode, seeds):
        if state.is_over:
            out.extend(state.territories)
        else:
            out.append(state.territories[state.current_player()].copy())
    return out
