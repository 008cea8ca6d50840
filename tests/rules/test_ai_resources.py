"""The AI players in the Resource Tokens variant: greedy's prospects added up without copies, the
playout policy's agreement with greedy (seed for seed the same game), and the Hard agent: whole
games, repeatable searches, and positions where the right action is not greedy's."""

from __future__ import annotations

import pytest

from rules import GameConfig, GreedyAgent, RandomAgent, final_scores
from rules.ai.agents import Agent, EasyAgent
from rules.ai.boxes.resources import VARIANT_SCALE, harvesting
from rules.ai.boxes.resources.prospects import UNIT, KingdomProspects
from rules.ai.montecarlo import HardAgent
from rules.ai.playout import FastGreedy
from rules.boxes.resources import ACTION, GOLD_SUPPLY, TOKEN_KINDS, TOKEN_SUPPLY, Gain, ResourcesState, Witch
from rules.core.actions import Action, Pick
from rules.core.decisions import DRAFT, PICK, PLACE
from rules.core.game import GameState
from rules.core.grid import Square, bit_list
from rules.names import Game
from tests.rules.games import variant_game, variant_kingdom


def variant(players: int, seed: int) -> GameConfig:
    return GameConfig(game=Game.RESOURCES, players=players, seed=seed)


def sq(dr: int, dc: int) -> Square:
    """The square `dr` rows and `dc` columns from the castle (W23)."""
    return Square(22 + dr, 22 + dc)


# --- greedy's prospects, added up ------------------------------------------------------------------


def test_placements_add_what_counting_again_finds() -> None:
    """For every legal placement of every domino on offer or to place, in seeded games, what
    `KingdomProspects` adds up is exactly the change of the kingdom's standing counted whole."""
    checked = 0
    for seed in range(4):
        state = variant_game(variant(3 + seed % 2, seed))
        mover: Agent = RandomAgent(seed) if seed % 2 else GreedyAgent(seed)
        while not state.is_over:
            player = state.current_player()
            if state.stage in (PLACE, PICK, DRAFT) and state.round % 3 == seed % 3:
                terr = state.territories[player]
                view = KingdomProspects(state, player)
                before = harvesting.standing(state, terr)
                line = (
                    state.line[state.position : state.position + 1]
                    if state.stage == PLACE
                    else state.next_line
                )
                for number in line:
                    dom = state.dominoes[number - 1]
                    for direction, mask in enumerate(
                        terr.placement_masks(dom.first.terrain, dom.second.terrain)
                    ):
                        for cell in bit_list(mask):
                            trial = terr.copy()
                            trial.place(dom, cell, direction)
                            counted = harvesting.standing(state, trial) - before
                            assert view.placement(dom, cell, direction) / UNIT == counted
                            checked += 1
            state.play(mover.choose(state))
    assert checked > 2000


# --- the playout policy ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4])
def test_fast_greedy_values_like_greedy(players: int) -> None:
    """At every decision (placements, choices, actions) the policy's best actions are greedy's,
    in the same order."""
    checked = 0
    stages = set()
    for seed in range(3):
        state = variant_game(variant(players, seed))
        mover: Agent = RandomAgent(seed) if seed else GreedyAgent(seed)
        while not state.is_over:
            ranked = GreedyAgent(0).rank(state)
            best = [a for v, a in ranked if v == ranked[0][0]]
            assert FastGreedy(seed).best_actions(state) == best, str(state.actions[-3:])
            stages.add(state.stage)
            checked += 1
            state.play(mover.choose(state))
    assert {DRAFT, PLACE, PICK, ACTION} <= stages and checked > 150


@pytest.mark.parametrize("players", [3, 4])
def test_fast_greedy_plays_greedys_very_game(players: int) -> None:
    """Seed for seed, playout policies in every seat play the game greedy players play, move
    for move, acting, gaining and using witches included."""
    kinds: set[str] = set()
    for seed in range(3):
        config = variant(players, 20 + seed)
        games = []
        for make in (GreedyAgent, FastGreedy):
            agents = [make(seed * 10 + p) for p in range(players)]
            state = variant_game(config)
            while not state.is_over:
                state.play(agents[state.current_player()].choose(state))
            games.append(state)
        assert games[0].actions == games[1].actions
        kinds |= {type(a).__name__ for a in games[0].actions}
    assert {"Act", "Gain", "Witch"} <= kinds


def test_the_best_worth_of_acting_needs_only_one_witch_of_each_worth() -> None:
    """A two-crown witch has hundreds of choices of targets; the best worth read from one of each
    worth is the best worth of them all."""
    checked = 0
    for seed in range(6):
        state = variant_game(variant(3, seed))
        mover = GreedyAgent(seed)
        while not state.is_over:
            if state.stage == ACTION and any(isinstance(a, Witch) for a in state.legal_actions()):
                moment = harvesting.Moment(state)
                player = state.current_player()
                every = max(w for w, _ in harvesting.action_worths(state, player, moment))
                assert harvesting.best_action_worth(state, player, moment) == every
                assert every == max(harvesting.values(state, state.legal_actions()))
                checked += 1
            state.play(mover.choose(state))
    assert checked > 3


# --- Easy ----------------------------------------------------------------------------------------------


def test_easy_plays_the_variant_loosely_but_sensibly() -> None:
    """Easy's slack is halved in the variant (values are tokens): it often plays greedy's best,
    sometimes another action, never one more than 3 tokens worse."""
    easy = EasyAgent(5)
    same = other = 0
    for seed in range(3):
        state = variant_game(variant(3 + seed % 2, seed))
        while not state.is_over:
            ranked = GreedyAgent(0).rank(state)
            action = easy.choose(state)
            value = next(v for v, a in ranked if a == action)
            assert value >= ranked[0][0] - easy.slack * VARIANT_SCALE
            if ranked[0][0] > ranked[-1][0]:
                same += value == ranked[0][0]
                other += value < ranked[0][0]
            state.play(action)
    assert same > 0.4 * (same + other) and other > 0.1 * (same + other)


def test_easy_never_pays_for_a_witch_that_removes_nothing() -> None:
    """Easy in every seat of seeded games: each witch it uses removes at least one token (a
    witch on targets with nothing around them is gold for nothing; a pass is always there)."""
    used = 0
    for seed in range(20):
        state = variant_game(variant(3 + seed % 2, seed))
        agents = [EasyAgent(seed * 10 + p) for p in range(len(state.territories))]
        while not state.is_over:
            action = agents[state.current_player()].choose(state)
            before = len(state.events)
            state.play(action)
            if isinstance(action, Witch):
                used += 1
                assert any(e[0] == "spoilt" for e in state.events[before:]), (seed, str(action))
    assert used >= 5


# --- Hard ----------------------------------------------------------------------------------------------


def test_hard_is_repeatable_with_a_seed_and_a_playout_count() -> None:
    """The same seed and playout count give the same moves and the same values, move after move."""
    runs = []
    for _ in range(2):
        state = variant_game(variant(3, 8))
        hard = HardAgent(4, playouts=3)
        greedy = [GreedyAgent(1), GreedyAgent(2)]
        moves: list[tuple[str, tuple[float, ...]]] = []
        while len(moves) < 6 and not state.is_over:
            player = state.current_player()
            if player == 0:
                action = hard.choose(state)
                moves.append((str(action), hard.last.values))
            else:
                action = greedy[player - 1].choose(state)
            state.play(action)
        runs.append(moves)
    assert runs[0] == runs[1]
    assert any(len(values) > 1 for _, values in runs[0])


def last_action(*kingdoms: str) -> ResourcesState:
    """Player 1 acting in the last round, these kingdoms (one per player), nothing left to place
    or draw: the game ends with this action. The supply and the pool hold what the kingdoms do not."""
    state = variant_game(variant(len(kingdoms), 0))
    state.territories = [variant_kingdom(text) for text in kingdoms]
    held = [sum(t.token_counts()[k] for t in state.territories) for k in TOKEN_KINDS]
    state.supply = [TOKEN_SUPPLY[k] - held[k] for k in TOKEN_KINDS]
    state.gold_pool = GOLD_SUPPLY - sum(t.gold + sum(t.witches.values()) for t in state.territories)
    state.round = state.config.rounds
    state.deck, state.line, state.line_owners, state.next_line, state.next_owners = [], [], [], [], []
    state.actors = [0]
    state.stage = ACTION
    return state


# Player 1 holds the most wood, can gain 9 more on F1, and would win fish with 2.
WOODS = """
F   F   F   .
F   F1  F   C$3
F   F   F   L1
Fr  Fr  Fr  L
Fr  Fr  .   S1
"""
MEAT = "C$3  G1r  Gr"


def final_choice(state: GameState) -> tuple[Action, Action]:
    """Hard's and greedy's choices of the last action."""
    hard = HardAgent(1, playouts=4)
    action = hard.choose(state)
    assert hard.last.searched
    return action, GreedyAgent(1).choose(state)


def test_hard_gains_the_kind_that_wins_not_the_most_tokens() -> None:
    """Player 2 wins wheat and fish; a gain of 2 fish takes fish and the game, the gain of 9 wood
    (greedy's choice) takes nothing."""
    state = last_action(WOODS, "Wr  Wr  W1r  C$3  Lr", MEAT)
    hard, greedy = final_choice(state)
    assert greedy == Gain(sq(0, -2))
    assert hard == Gain(sq(1, 0))
    after = state.copy()
    after.play(hard)
    assert after.is_over and final_scores(after).winners == (0,)


# Player 1 holds the most wood and a fish, can gain 9 more wood on F1, and has a witch.
WITCHING = """
F   F   F   .
F   F1  F   C$3
F   F   F   L
Fr  Fr  Fr  Lr
Fr  Fr  .   S1
"""
# Player 2's fish are both around its lake crown, none of its wheat.
FISH_AND_WHEAT = """
Lr  L1  Lr  C$3
.   .   W   Wr
.   .   Wr  W1r
"""


def test_hard_sends_the_witch_that_wins() -> None:
    """Player 2 wins wheat and fish, with both its fish around its lake crown: the witch there
    takes fish for player 1, and the game; greedy gains 9 wood instead."""
    state = last_action(WITCHING, FISH_AND_WHEAT, MEAT)
    hard, greedy = final_choice(state)
    assert isinstance(greedy, Gain)
    assert isinstance(hard, Witch) and hard.targets == ((1, sq(0, -2)),)
    after = state.copy()
    after.play(hard)
    assert after.is_over and final_scores(after).winners == (0,)


def test_hard_searches_the_choice_of_acting() -> None:
    """A choice with `act` among the candidates is searched, and whatever is chosen is legal."""
    state = variant_game(variant(4, 3))
    agents = [GreedyAgent(p) for p in range(4)]
    while not (state.stage == PICK and state.round >= 4):
        state.play(agents[state.current_player()].choose(state))
    hard = HardAgent(2, playouts=3)
    action = hard.choose(state)
    assert action in state.legal_actions() and hard.last.searched
    assert any(not isinstance(a, Pick) for a in hard.candidates(state))
