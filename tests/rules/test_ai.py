"""The AI levels (issue 5): Easy, Normal (greedy), Hard (Monte-Carlo), and Hard's playout policy."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest

from rules import GameConfig, GameState, GreedyAgent, RandomAgent, as_a, final_scores, new_game
from rules.ai.agents import AGENTS, LEVELS, Agent, EasyAgent, make_agent
from rules.ai.boxes import heuristics
from rules.ai.montecarlo import DEFAULT_BUDGET, HardAgent, determinize, outcome, unseen_dominoes
from rules.ai.playout import FastGreedy
from rules.ai.turn import FLOOR, PLACE_SHARE, ROUND, TurnBudget
from rules.ai.view import TerritoryView
from rules.boxes import ORIGINS
from rules.boxes.origins import FIRE, PAY, RECRUIT, SETTLE, OriginsState, Recruit
from rules.core.actions import DISCARD, Action, Pick
from rules.core.decisions import DRAFT, PICK, PLACE
from rules.core.rng import Rng
from rules.names import Decision, Mode
from tests.rules.games import origins_game

MODES = list(Mode)


def find_state(
    config: GameConfig, wanted: Callable[[GameState], bool], *, agent: Agent | None = None
) -> GameState:
    """The first state of a seeded game (greedy players unless `agent`) where `wanted` holds."""
    state = new_game(config)
    agent = agent or GreedyAgent(config.seed)
    while not state.is_over:
        if wanted(state):
            return state
        state.play(agent.choose(state))
    raise AssertionError(f"no such state in the game {config}")


def tie_pending(state: GameState) -> bool:
    """Whether a totem tie is pending (it comes before any stage's decision)."""
    pending = state.pending()
    return pending is not None and pending.decision is Decision.TOTEM


def choice(stage: int) -> Callable[[GameState], bool]:
    """A decision of this stage with more than one legal action (no totem tie pending)."""
    return lambda s: not tie_pending(s) and s.stage == stage and len(s.legal_actions()) > 1


def greedy_best(state: GameState) -> set[Action]:
    ranked = GreedyAgent(0).rank(state)
    return {a for v, a in ranked if v == ranked[0][0]}


# --- the levels by name -------------------------------------------------------------------------


def test_make_agent_knows_the_levels() -> None:
    """easy/normal/hard and the engine's names; normal is the greedy agent; hard thinks 1 s."""
    assert LEVELS == ("easy", "normal", "hard")
    assert set(LEVELS) <= set(AGENTS)
    assert isinstance(make_agent("easy", 1), EasyAgent)
    assert type(make_agent("normal", 1)) is GreedyAgent
    assert type(make_agent("greedy", 1)) is GreedyAgent
    hard = make_agent("hard", 1)
    assert isinstance(hard, HardAgent) and hard.budget == DEFAULT_BUDGET == 1.0
    quick = make_agent("hard", 1, budget=0.25)
    assert isinstance(quick, HardAgent) and quick.budget == 0.25
    fixed = make_agent("hard", 1, playouts=3)
    assert isinstance(fixed, HardAgent) and fixed.playouts == 3
    with pytest.raises(ValueError, match="only the hard agent"):
        make_agent("easy", 1, budget=1.0)
    with pytest.raises(ValueError, match="unknown agent 'expert'"):
        make_agent("expert")
    with pytest.raises(ValueError):
        HardAgent(0, budget=0)


# --- Easy ----------------------------------------------------------------------------------------


def test_easy_is_loose_but_sensible() -> None:
    """Easy often plays the greedy move, sometimes another, never one far worse than the best."""
    easy = EasyAgent(5)
    greedy = GreedyAgent(0)
    same = other = 0
    for mode, seed in itertools.product(MODES, range(3)):
        state = origins_game(GameConfig(players=4, mode=mode, seed=seed))
        while not state.is_over:
            ranked = greedy.rank(state)
            action = easy.choose(state)
            value = dict((a, v) for v, a in ranked)[action]
            assert value >= ranked[0][0] - easy.slack
            if len(ranked) > 1 and ranked[0][0] > ranked[-1][0]:
                if value == ranked[0][0]:
                    same += 1
                else:
                    other += 1
            state.play(action)
    assert other > 0.1 * (same + other)
    assert same > 0.4 * (same + other)


def test_easy_follows_plans_and_rulings() -> None:
    """Easy pays and settles as greedy planned, and gives a tied totem as ruling 5 says."""
    state = find_state(GameConfig(players=3, mode=Mode.TRIBE, seed=2), choice(PAY))
    assert EasyAgent(1).choose(state) in greedy_best(state)


# --- Hard's playout policy -----------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("players", [2, 4])
def test_fast_greedy_values_like_greedy(mode: Mode, players: int) -> None:
    """The playout policy's best actions are exactly greedy's, at every kind of decision."""
    options = frozenset(ORIGINS.options) if players == 2 else frozenset()
    checked = 0
    for seed in range(2):
        state = origins_game(GameConfig(players=players, mode=mode, seed=seed, options=options))
        mover = RandomAgent(seed) if seed else GreedyAgent(seed)
        fast = FastGreedy(seed)
        while not state.is_over:
            if not state.totem_queue and state.stage in (PLACE, PICK, DRAFT, FIRE, RECRUIT):
                assert set(fast.best_actions(state)) == greedy_best(state), str(state.actions[-3:])
                checked += 1
            state.play(mover.choose(state))
    assert checked > 40


def test_fast_greedy_pays_and_settles_as_planned() -> None:
    """In whole Tribe games the policy's payments and squares are the ones greedy would choose."""
    checked = 0
    for seed in range(4):
        state = origins_game(GameConfig(players=2 + seed % 3, mode=Mode.TRIBE, seed=seed))
        fast = FastGreedy(seed)
        while not state.is_over:
            action = fast.choose(state)
            if state.stage in (PAY, SETTLE) and not state.totem_queue:
                assert action in greedy_best(state)
                checked += 1
            state.play(action)
    assert checked > 20


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("players", [2, 4])
def test_a_view_kept_from_move_to_move_is_the_view_afresh(mode: Mode, players: int) -> None:
    """A player's view built on its last one (the regions of the terrains that did not change
    kept) is the view built afresh, through whole games with fire tokens, resources, cavemen and
    (two players) the bonuses."""
    options = frozenset(ORIGINS.options) if players == 2 else frozenset()
    state = origins_game(GameConfig(players=players, mode=mode, seed=3, options=options))
    known = heuristics(state)
    mover = RandomAgent(3)
    views: dict[int, TerritoryView] = {}
    kept = 0
    while not state.is_over:
        for p in range(players):
            fresh = known.view(state, p)
            view = known.view(state, p, views.get(p))
            assert (view.regions, view.seen, view.bonuses) == (fresh.regions, fresh.seen, fresh.bonuses)
            kept += (
                sum(a is b for a, b in zip(view.regions, views[p].regions, strict=True)) if p in views else 0
            )
            views[p] = view
        state.play(mover.choose(state))
    assert kept > 100  # most terrains' regions were kept, not split again


# --- Hard: every decision ------------------------------------------------------------------------

SEARCHED = {
    "place": (GameConfig(players=4, seed=1), choice(PLACE)),
    "fire": (GameConfig(players=4, seed=1), choice(FIRE)),
    "pick": (GameConfig(players=4, seed=1), choice(PICK)),
    "draft": (GameConfig(players=4, seed=1), choice(DRAFT)),
    "neolithic double pick": (GameConfig(players=2, seed=1), choice(DRAFT)),
    "neolithic place": (GameConfig(players=2, mode=Mode.TOTEM, seed=1), choice(PLACE)),
    "totem-mode fire": (GameConfig(players=3, mode=Mode.TOTEM, seed=4), choice(FIRE)),
    "recruit": (GameConfig(players=4, mode=Mode.TRIBE, seed=2), choice(RECRUIT)),
}


@pytest.mark.parametrize("name", sorted(SEARCHED))
def test_hard_searches_real_choices(name: str) -> None:
    """Placements, fire tokens, picks (the Neolithic double pick too) and recruits are searched."""
    config, wanted = SEARCHED[name]
    state = find_state(config, wanted)
    before = state.copy()
    hard = HardAgent(1, playouts=4)
    action = hard.choose(state)
    assert action in state.legal_actions()
    assert hard.last.searched and hard.last.rounds >= 1 and hard.last.candidates > 1
    assert len(hard.last.values) == hard.last.candidates
    assert state.actions == before.actions and state.deck == before.deck  # the search used copies
    if name == "neolithic double pick":
        assert isinstance(action, Pick) and len(action.numbers) == 2
    if name == "recruit":
        assert isinstance(action, Recruit)


@pytest.mark.parametrize(
    "name", ["place", "fire", "pick", "neolithic double pick", "totem-mode fire", "recruit"]
)
@pytest.mark.parametrize("limit", [8192, 5])
def test_hard_sharing_views_plays_the_same_playouts(name: str, limit: int) -> None:
    """Views kept from move to move and shared between the search's playouts (the store started
    again when full: `limit`) give every playout the outcome it has with views counted afresh."""
    config, wanted = SEARCHED[name]
    state = find_state(config, wanted)
    afresh = HardAgent(5, playouts=6, reuse=False)
    sharing = HardAgent(5, playouts=6)
    sharing.policy.shared_limit = limit
    assert sharing.choose(state) == afresh.choose(state)
    assert sharing.last.values == afresh.last.values and sharing.last.playouts == afresh.last.playouts > 0
    assert sharing.policy.views and afresh.policy.views is None


def test_hard_carries_out_its_recruit() -> None:
    """After a recruit, Hard pays and settles as greedy plans it, at once and without a search."""
    config = GameConfig(players=4, mode=Mode.TRIBE, seed=2)
    state = find_state(config, lambda s: not as_a(OriginsState, s).totem_queue and s.stage in (PAY, SETTLE))
    hard = HardAgent(1, playouts=50)
    while state.stage in (PAY, SETTLE):
        action = hard.choose(state)
        assert action in greedy_best(state)
        assert not hard.last.searched and hard.last.rounds == 0
        state.play(action)


def test_hard_gives_a_tied_totem_by_the_ruling() -> None:
    """A totem tie is ruling 5's: the tied player first in turn order, without a search."""
    config = GameConfig(players=4, mode=Mode.TOTEM, seed=11)
    state = find_state(config, lambda s: bool(as_a(OriginsState, s).totem_queue), agent=RandomAgent(11))
    hard = HardAgent(1, playouts=50)
    action = hard.choose(state)
    assert action in greedy_best(state) and not hard.last.searched


def test_hard_discards_at_once() -> None:
    """A domino that fits nowhere is discarded without a search (one legal action)."""
    config = GameConfig(players=4, seed=0)
    state = find_state(
        config, lambda s: s.stage == PLACE and s.legal_actions() == [DISCARD], agent=RandomAgent(0)
    )
    hard = HardAgent(1, playouts=50)
    assert hard.choose(state) == DISCARD
    assert not hard.last.searched and hard.last.rounds == 0


# --- Hard: fair play, determinism, the budget ----------------------------------------------------


def hidden_twin(state: OriginsState, seed: int) -> OriginsState:
    """The same game as far as any player can see: deck, cave pile and generator changed."""
    twin = state.copy()
    rng = random.Random(seed)
    rng.shuffle(twin.deck)
    rng.shuffle(twin.cave_pile)
    twin.rng = Rng(rng.getrandbits(64))
    return twin


FAIRNESS = {
    "discovery pick": (GameConfig(players=4, seed=7), choice(PICK)),
    "tribe place": (GameConfig(players=4, mode=Mode.TRIBE, seed=7), choice(PLACE)),
    "tribe recruit": (GameConfig(players=3, mode=Mode.TRIBE, seed=5), choice(RECRUIT)),
    "neolithic pick": (GameConfig(players=2, mode=Mode.TOTEM, seed=7), choice(PICK)),
}


@pytest.mark.parametrize("name", sorted(FAIRNESS))
def test_hard_does_not_see_hidden_information(name: str) -> None:
    """States differing only in deck order, pile order and generator get the same search."""
    config, wanted = FAIRNESS[name]
    state = as_a(OriginsState, find_state(config, wanted))
    twin = hidden_twin(state, 99)
    assert twin.deck != state.deck and twin.rng.state != state.rng.state
    if config.mode is Mode.TRIBE:
        assert twin.cave_pile != state.cave_pile
    a, b = HardAgent(3, playouts=6), HardAgent(3, playouts=6)
    assert a.choose(state) == b.choose(twin)
    assert a.last.values == b.last.values  # every playout came out the same
    assert a.last.playouts == b.last.playouts > 0


def test_determinize_deals_only_from_the_agents_generator() -> None:
    """A determinization depends on the public state and the agent's generator, nothing else."""
    state = as_a(OriginsState, find_state(GameConfig(players=4, mode=Mode.TRIBE, seed=7), choice(PICK)))
    one = determinize(state, random.Random(5))
    two = determinize(hidden_twin(state, 1), random.Random(5))
    assert one.deck == two.deck and one.cave_pile == two.cave_pile and one.rng.state == two.rng.state
    assert sorted(one.deck) == sorted(state.deck) and sorted(one.cave_pile) == sorted(state.cave_pile)
    other = determinize(state, random.Random(6))
    assert other.deck != one.deck


def test_determinize_from_the_unseen_counted_once_deals_the_same() -> None:
    """A search counts the unseen dominoes once for all its deals: the deals are those dealt
    counting them each time, and the list it keeps is never shuffled."""
    state = as_a(OriginsState, find_state(GameConfig(players=4, mode=Mode.TRIBE, seed=7), choice(PLACE)))
    unseen = unseen_dominoes(state)
    kept = unseen.copy()
    for seed in range(3):
        one = determinize(state, random.Random(seed))
        two = determinize(state, random.Random(seed), unseen)
        assert (one.deck, one.cave_pile, one.rng.state) == (two.deck, two.cave_pile, two.rng.state)
    assert unseen == kept


def test_hard_is_repeatable_with_a_seed_and_a_playout_count() -> None:
    """The same seed and playout count give the same moves, move after move."""
    config = GameConfig(players=3, mode=Mode.TOTEM, seed=8)
    runs = []
    for _ in range(2):
        state = origins_game(config)
        hard = HardAgent(4, playouts=3)
        moves: list[tuple[str, tuple[float, ...]]] = []
        while len(moves) < 8:
            action = hard.choose(state) if state.current_player() == 0 else GreedyAgent(1).choose(state)
            if state.current_player() == 0:
                moves.append((str(action), hard.last.values))
            state.play(action)
        runs.append(moves)
    assert runs[0] == runs[1]


class FakeClock:
    """Time that moves `step` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_hard_stops_when_its_time_is_up() -> None:
    """With a budget, the search plays whole rounds while twice the slowest playout still fits."""
    state = find_state(GameConfig(players=4, seed=1), choice(PLACE))
    clock = FakeClock(0.01)
    hard = HardAgent(1, budget=0.5, clock=clock)
    action = hard.choose(state)
    assert action in state.legal_actions()
    assert hard.last.searched and hard.last.rounds >= 1
    assert hard.last.seconds <= 0.5 + 1e-9
    assert hard.last.playouts <= 25  # each playout reads the clock twice: 0.02 s


def test_hard_without_time_for_one_round_plays_greedy_best() -> None:
    """A budget too small for one round of playouts falls back to the greedy ranking's first."""
    state = find_state(GameConfig(players=4, seed=1), choice(PICK))
    hard = HardAgent(1, budget=0.03, clock=FakeClock(0.01))
    action = hard.choose(state)
    assert hard.last.rounds == 0
    assert action == hard.candidates(state)[0]


def test_outcome_counts_margin_and_a_shared_win() -> None:
    """A playout is worth the margin over the best opponent plus 10 for a win (shared: a share)."""
    state = origins_game(GameConfig(players=4, seed=0))
    while not state.is_over:
        state.play(GreedyAgent(0).choose(state))
    sheets = final_scores(state)
    totals = [b.total for b in sheets.players]
    for p in range(4):
        margin = totals[p] - max(t for q, t in enumerate(totals) if q != p)
        share = 1 / len(sheets.winners) if p in sheets.winners else 0.0
        assert outcome(state, p) == pytest.approx(margin + 10 * share)


# --- Hard: a turn's budget (rules.ai.turn) -----------------------------------------------------------


def test_hard_seats_share_a_rounds_thinking() -> None:
    """A lone Hard seat thinks each decision its whole budget (three decisions' worth a turn);
    three share ROUND budgets, one each a turn. A placement may use PLACE_SHARE of what the turn
    has left, any other decision all of it, none more than its budget nor less than FLOOR."""
    place = find_state(GameConfig(players=4, seed=1), choice(PLACE))
    pick = find_state(GameConfig(players=4, seed=1), choice(PICK))
    alone = TurnBudget(1.0)
    assert alone.seconds == ROUND * 1.0
    assert alone.next(place) == 1.0
    alone.took(1.0)
    assert alone.next(pick) == 1.0
    three = TurnBudget(1.0, hard_seats=3)
    assert three.seconds == pytest.approx(1.0)
    assert three.next(place) == pytest.approx(PLACE_SHARE)
    three.took(0.2)  # racing ended the placement's search early
    assert three.next(pick) == pytest.approx(0.8)
    spent = TurnBudget(1.0, hard_seats=3)
    spent.took(PLACE_SHARE)
    assert spent.next(pick) == pytest.approx(1.0 - PLACE_SHARE)
    spent.took(1.0)
    assert spent.next(pick) == spent.next(place) == FLOOR
    assert TurnBudget(1.0, hard_seats=0).seconds == ROUND  # no Hard seat counted: as alone
    with pytest.raises(ValueError):
        TurnBudget(0)
