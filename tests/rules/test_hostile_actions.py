"""Actions built in code, not parsed from text, with fields no parser would produce.

The bot will rebuild actions from button ids that a client could tamper with: every such action
is refused, when built (MalformedAction) or when played (IllegalAction), and changes nothing.
"""

from __future__ import annotations

import pytest

import rules
from rules import GameConfig, IllegalAction, MalformedAction, RandomAgent
from rules.boxes.origins import BOARD, PILE, Fire, GiveTotem, Pay, Recruit, Settle
from rules.core.actions import Pick, Place
from rules.core.game import GameState
from rules.core.grid import Square
from rules.core.snapshot import state_to_json
from rules.names import Mode

# Fields out of any range: refused as soon as the action is built.
MALFORMED = [
    lambda: Place(Square(4, 4), 7),
    lambda: Pick(()),
    lambda: Pick((1, 2, 3)),
    lambda: GiveTotem(9, 0),
    lambda: GiveTotem(0, -2),
    lambda: Recruit(BOARD, 9),
    lambda: Recruit(BOARD, -1),
    lambda: Recruit(PILE, 99),
    lambda: Recruit("somewhere", 0),
]

# Well-formed values that no board, line or game holds: refused when played.
HOSTILE = [
    Place(Square(-1, 3), 0),
    Place(Square(40, 40), 1),
    Pick((0,)),
    Pick((49,)),
    Fire(Square(-3, -3)),
    GiveTotem(3, 7),
    Pay(Square(99, 0)),
    Settle(Square(0, 99)),
]


@pytest.mark.parametrize("build", MALFORMED)
def test_out_of_range_action_cannot_be_built(build: object) -> None:
    """An action whose fields are out of range raises MalformedAction when it is built."""
    assert callable(build)
    with pytest.raises(MalformedAction):
        build()


def states_of_every_stage() -> list[GameState]:
    """One state per kind of pending decision, from a seeded Tribe game."""
    seen: dict[str, GameState] = {}
    state = rules.new_game(GameConfig(players=4, mode=Mode.TRIBE, seed=11))
    agent = RandomAgent(11)
    while not state.is_over:
        pending = state.pending()
        assert pending is not None
        seen.setdefault(pending.decision.value, state.copy())
        state.play(agent.choose(state))
    return list(seen.values())


@pytest.mark.parametrize("action", HOSTILE, ids=repr)
def test_hostile_action_is_refused_cleanly(action: rules.Action) -> None:
    """An action naming what no game holds raises IllegalAction at every decision, changing nothing."""
    states = states_of_every_stage()
    assert len(states) >= 6  # draft, place, pick, recruit, pay, settle at least
    for state in states:
        before = state_to_json(state)
        with pytest.raises(IllegalAction) as refused:
            state.play(action)
        assert str(refused.value)  # a sentence for the player, not an empty error
        assert state_to_json(state) == before
