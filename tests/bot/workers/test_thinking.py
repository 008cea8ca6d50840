"""The thinking workers' job (bot.workers.thinking.think): Hard thinks each decision at most its
seconds, its turn its share of a round's as the game's Hard seats share it (rules.ai.turn), given
out decision by decision, on a clock the test turns."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.workers import thinking
from rules import GameConfig, GameState, GreedyAgent, Mode, new_game, state_to_json
from rules.ai.montecarlo import HardAgent
from rules.ai.turn import FLOOR, PLACE_SHARE, ROUND
from rules.core.actions import Action
from rules.core.decisions import PICK, PLACE


def before_a_placement(mode: Mode) -> GameState:
    """A seeded 4-player game at a placement with a choice, the seat's pick to follow."""
    state = new_game(GameConfig(players=4, mode=mode, seed=3))
    agent = GreedyAgent(3)
    while not (state.stage == PLACE and len(state.legal_actions()) > 1 and state.round > 2):
        state.play(agent.choose(state))
    return state


@pytest.mark.parametrize("used", [1.0, 0.1], ids=["each search takes all it is given", "searches end early"])
@pytest.mark.parametrize("hard", [1, 3])
def test_hard_shares_a_rounds_budget(monkeypatch: pytest.MonkeyPatch, used: float, hard: int) -> None:
    """With `hard` Hard seats in the game, the turn gets ROUND / hard decisions' budgets: the
    placement at most PLACE_SHARE of them, the pick what the placement left, neither more than a
    decision's seconds nor less than FLOOR; Hard plays the seat's decisions until the turn passes."""
    state = before_a_placement(Mode.DISCOVERY)
    seat = state.current_player()
    now = [0.0]
    given: list[tuple[int, float]] = []
    choose = HardAgent.choose

    def thinking_for(agent: HardAgent, s: GameState) -> Action:
        given.append((s.stage, agent.budget))
        now[0] += agent.budget * used  # what this search took of the worker's clock
        agent.playouts = 1  # one round, so the test is quick; the budget is what is checked
        return choose(agent, s)

    monkeypatch.setattr(HardAgent, "choose", thinking_for)
    monkeypatch.setattr(thinking, "time", SimpleNamespace(perf_counter=lambda: now[0]))
    played = thinking.think(state_to_json(state), seat, "hard", 5, 1.0, hard)
    stages = [stage for stage, _ in given]
    assert stages[0] == PLACE and PICK in stages and len(played) == len(given)
    turn = ROUND / hard
    budgets = [budget for _, budget in given]
    assert budgets[0] == pytest.approx(min(1.0, turn * PLACE_SHARE))
    pick = stages.index(PICK)
    left = turn - sum(budget * used for budget in budgets[:pick])  # a fire token may come between
    assert budgets[pick] == pytest.approx(max(FLOOR, min(1.0, left)))


def test_easy_and_normal_ignore_the_seconds() -> None:
    """Only Hard thinks on a budget: Normal plays its turn, the placement and the pick, at once."""
    state = before_a_placement(Mode.DISCOVERY)
    played = thinking.think(state_to_json(state), state.current_player(), "normal", 5, 1.0, 3)
    assert len(played) >= 2
