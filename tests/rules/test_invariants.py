"""Kingdomino Origins' own seeded games, checked against the invariants every game keeps
(tests/rules/invariants.py; the contract test plays every game with them): the same seed gives
the same game, a fixed deck prefix is drawn first, and at every step of a Tribe game in the
Neolithic (recruits: pay and settle) and of a Totem game with a tie (the totem hand-over), the
snapshot equals the replay and a loaded game plays on alike.
"""

from __future__ import annotations

import pytest

from rules import (
    GameConfig,
    GameState,
    GreedyAgent,
    RandomAgent,
    new_game,
    parse_actions,
    replay,
)
from rules.boxes import ORIGINS
from rules.names import Decision, Mode
from tests.rules.invariants import canonical, check_invariants, check_snapshot_equals_replay


@pytest.mark.parametrize("players", [2, 3, 4])
def test_same_seed_same_game(players: int) -> None:
    """Two runs of the same config with the same agents produce identical games."""
    config = GameConfig(players=players, mode=Mode.TRIBE, seed=99)

    def run() -> GameState:
        state = new_game(config)
        agent = GreedyAgent(5)
        while not state.is_over:
            state.play(agent.choose(state))
        return state

    first, second = run(), run()
    assert [str(a) for a in first.actions] == [str(a) for a in second.actions]
    assert canonical(first) == canonical(second)


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_fixed_deck_prefix_then_seeded_shuffle(seed: int) -> None:
    """A fixed deck prefix is drawn first; the seed shuffles the rest and the chief order."""
    state = new_game(GameConfig(players=4, seed=seed, deck=(48, 1, 30)))
    assert state.next_line == sorted(state.next_line)
    assert {1, 30, 48} < set(state.next_line)
    assert sorted(state.draft_order) == [0, 1, 2, 3]
    one = new_game(GameConfig(players=4, seed=seed))
    other = new_game(GameConfig(players=4, seed=seed + 10))
    assert one.next_line + one.deck != other.next_line + other.deck


# A scripted Totem opening that ends on a holder's TOTEM decision (see test_totems.py).
TIE_CONFIG = GameConfig(
    players=4, mode=Mode.TOTEM, deck=(1, 12, 13, 14, 2, 3, 28, 29, 4, 5, 6, 7), chiefs=(0, 1, 2, 3)
)
TIE_SCRIPT = (
    "pick 12; pick 13; pick 14; place F5 right; pick 2; place E4 up; pick 28; place E4 up; pick 3; "
    "place E4 up; place D5 left; pick 4; place F5 right; pick 5; place F5 right; fire E4"
)


@pytest.mark.parametrize("start", ["tribe-neolithic", "totem-tie"])
def test_snapshot_equals_replay_at_every_step(start: str) -> None:
    """At every step (recruits, fire and totem decisions included) snapshot = replay, and play goes on."""
    if start == "totem-tie":
        config = TIE_CONFIG
        state = new_game(config)
        for action in parse_actions(TIE_SCRIPT):
            state.play(action)
        pending = state.pending()
        assert pending is not None and pending.decision is Decision.TOTEM
    else:
        config = GameConfig(players=2, mode=Mode.TRIBE, options=frozenset(ORIGINS.options), seed=13)
        state = new_game(config)
    agent = RandomAgent(13)
    decisions = set()
    while not state.is_over:
        check_invariants(state)
        loaded = check_snapshot_equals_replay(state)
        pending = state.pending()
        assert pending is not None
        decisions.add(pending.decision)
        action = agent.choose(state)
        state.play(action)
        loaded.play(action)
        assert canonical(loaded) == canonical(state)
    check_invariants(state)
    assert canonical(replay(config, list(state.actions))) == canonical(state)
    expected = {Decision.PLACE, Decision.PICK, Decision.FIRE}
    expected |= {Decision.TOTEM} if start == "totem-tie" else {Decision.PAY, Decision.SETTLE}
    assert expected <= decisions
