"""The contract every registered game keeps (rules.boxes.BOXES): a new game passes it or is not done.

Parametrised over every game, each of its modes and player counts, and its option sets (none,
the options that score, the two-player options), with no list of games here: seeded games played
to the end keep every invariant (tests/rules/invariants.py: the common ones and the game's own),
every pending decision offers legal actions and only those apply, the snapshot equals the replay
of the record at any step (and a loaded game plays on alike, with its own box), territories
survive the notation, and each AI level (random, easy, normal, hard with a tiny budget) makes only
legal moves to the end of a game.
"""

from __future__ import annotations

import json
import random
from typing import NamedTuple

import pytest
from _pytest.mark import ParameterSet
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import (
    PICK,
    PLACE,
    Agent,
    GameConfig,
    GameState,
    GreedyAgent,
    RandomAgent,
    current_points,
    final_scores,
    format_territory,
    make_agent,
    new_game,
    parse_territory,
    replay,
    state_from_json,
    state_to_json,
)
from rules.ai.agents import LEVELS
from rules.ai.montecarlo import HardAgent
from rules.boxes import BOXES
from rules.core.box import Box
from rules.core.notation import token_at
from rules.names import Game, Mode, Option
from tests.rules.invariants import (
    canonical,
    check_every_legal_action_applies,
    check_invariants,
    check_only_legal_actions_apply,
    check_snapshot_equals_replay,
)


class Setting(NamedTuple):
    """One way to play a game: its mode, players and optional rules."""

    game: Game
    mode: Mode
    players: int
    options: frozenset[Option]
    name: str  # the option set's: "plain", "options", "duel"

    @property
    def id(self) -> str:
        return f"{self.game}-{self.mode}-{self.players}p-{self.name}"

    def config(self, seed: int) -> GameConfig:
        return GameConfig(
            game=self.game, players=self.players, mode=self.mode, options=self.options, seed=seed
        )


def duel_options(box: Box) -> frozenset[Option]:
    """The options of the two-player game only (the Mighty Duel, the 1-2-1 draft)."""
    return frozenset(o for o in (box.big_duel, box.one_two_one) if o is not None)


def option_sets(box: Box, players: int) -> dict[str, frozenset[Option]]:
    """No option; the options that score; with two players, every option."""
    scoring = frozenset(box.options) - duel_options(box)
    sets = {"plain": frozenset[Option]()}
    if scoring:
        sets["options"] = scoring
    if duel_options(box) and players == 2:
        sets["duel"] = frozenset(box.options)
    return sets


def every_setting(box: Box) -> list[Setting]:
    return [
        Setting(box.game, mode, players, options, name)
        for mode in box.modes
        for players in box.players
        for name, options in option_sets(box, players).items()
    ]


def level_settings(box: Box) -> list[Setting]:
    """Every mode and player count once: the options that score with the most players, every
    option in a two-player game if there are two-player options."""
    out = []
    for mode in box.modes:
        for players in box.players:
            sets = option_sets(box, players)
            name = "options" if players == max(box.players) and "options" in sets else "plain"
            out.append(Setting(box.game, mode, players, sets[name], name))
            if "duel" in sets:
                out.append(Setting(box.game, mode, players, sets["duel"], "duel"))
    return out


def seeds(box: Box) -> range:
    """Seeds enough for some eight games of each box, two at least for each setting."""
    return range(1, 1 + max(2, 8 // len(every_setting(box))))


SEEDED = [
    pytest.param(s, seed, id=f"{s.id}-{seed}")
    for b in BOXES.values()
    for s in every_setting(b)
    for seed in seeds(b)
]
LEVEL_SETTINGS = [pytest.param(s, id=s.id) for b in BOXES.values() for s in level_settings(b)]
GAMES = [pytest.param(b, id=str(b.game)) for b in BOXES.values()]


# --- seeded games to the end ------------------------------------------------------------------


@pytest.mark.parametrize(("setting", "seed"), SEEDED)
def test_seeded_game_keeps_every_invariant(setting: Setting, seed: int) -> None:
    """A seeded game (random agents for odd seeds, greedy for even ones) keeps every invariant,
    every legal action applies and nothing else does, its snapshot equals its replay and a game
    loaded from it goes on alike; the same config and actions give the same game; the end is
    consistent."""
    game, mode, players, options = setting.game, setting.mode, setting.players, setting.options
    config = setting.config(seed * 7919 + players)
    agents = RandomAgent if seed % 2 else GreedyAgent
    seats = [agents(seed * 10 + p) for p in range(players)]
    rng = random.Random(f"{game}-{mode}-{players}-{seed}-{sorted(options)}")
    state = new_game(config)
    assert canonical(state) == canonical(new_game(config))
    shadow: GameState | None = None  # a copy loaded from the snapshot, played one step further
    steps = 0
    while not state.is_over:
        check_invariants(state)
        roll = rng.random()
        if roll < 0.08:
            check_every_legal_action_applies(state)
        elif roll < 0.33:
            check_only_legal_actions_apply(state, rng)
        if rng.random() < 0.1:
            shadow = check_snapshot_equals_replay(state)
        action = seats[state.current_player()].choose(state)
        state.play(action)
        if shadow is not None:
            # A game loaded from its snapshot goes on exactly like the original.
            shadow.play(action)
            assert canonical(shadow) == canonical(state)
            shadow = None
        steps += 1
        assert steps < 1000
    check_invariants(state)
    check_snapshot_equals_replay(state)

    # Determinism: the same config and actions give the same state.
    assert canonical(replay(config, list(state.actions))) == canonical(state)

    # The end: every line placed (the variant: but the last, drawn and never chosen from),
    # nothing pending, scores consistent.
    assert state.round == config.rounds and not state.deck
    if config.box.last_line_chosen:
        assert not state.next_line
    else:
        assert state.next_owners == [-1] * config.box.line_length
    assert state.pending() is None and state.legal_actions() == []
    scores = final_scores(state)
    totals = [b.total for b in scores.players]
    assert totals == [current_points(state, p) for p in range(players)]
    assert sorted(p for _, p in scores.ranking) == list(range(players))
    ordered = [totals[p] for _, p in scores.ranking]
    assert ordered == sorted(ordered, reverse=True)
    assert scores.winners and all(totals[p] == max(totals) for p in scores.winners)
    size = state.config.size
    for b in scores.players:
        assert b.squares <= size * size


@pytest.mark.parametrize("setting", LEVEL_SETTINGS)
def test_a_loaded_snapshot_is_the_game_of_its_box(setting: Setting) -> None:
    """A snapshot taken mid-game loads as a game of the same box, its dominoes the box's own,
    equal to the original, and plays on alike."""
    state = new_game(setting.config(4))
    agent = RandomAgent(4)
    for _ in range(30):
        state.play(agent.choose(state))
    loaded = state_from_json(json.loads(json.dumps(state_to_json(state))))
    box = BOXES[setting.game]
    assert loaded.config.box is box and loaded.dominoes is box.dominoes
    assert type(loaded) is type(state)
    assert state_to_json(loaded) == state_to_json(state)
    action = agent.choose(state)
    state.play(action)
    loaded.play(action)
    assert state_to_json(loaded) == state_to_json(state)


# --- the notation -----------------------------------------------------------------------------


@pytest.mark.parametrize("box", GAMES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_game_territories_round_trip(box: Box, data: st.DataObject) -> None:
    """Territories of seeded random games survive format → parse: same tokens, same score in
    every mode, the same text again."""
    setting = data.draw(st.sampled_from(every_setting(box)))
    seed = data.draw(st.integers(0, 2**32))
    state = new_game(setting.config(seed))
    agent = RandomAgent(seed)
    while not state.is_over:
        state.play(agent.choose(state))
    for terr in state.territories:
        text = format_territory(terr)
        again = parse_territory(text, size=terr.grid.size, box=box).territory
        assert again.grid is terr.grid
        assert all(token_at(again, p) == token_at(terr, p) for p in terr.grid.cells)
        assert again.region_points() == terr.region_points()
        for m in box.modes:
            sheets = [
                box.rules.territory_sheet(t, mode=m, options=frozenset(), held=()) for t in (again, terr)
            ]
            assert sheets[0].total == sheets[1].total
        assert format_territory(again) == text


# --- the AI players ---------------------------------------------------------------------------

# Events of a chief's turn instead of a placement (the variant: a king that acted acts instead).
INSTEAD_OF_PLACING = {Game.RESOURCES: {"gain", "witch", "pass"}}


def agent_at_level(level: str, seed: int) -> Agent:
    return HardAgent(seed, playouts=1) if level == "hard" else make_agent(level, seed)


def level_param(level: str) -> ParameterSet:
    """A level to play; Hard's whole games are marked (they are the slow ones)."""
    return pytest.param(level, marks=[pytest.mark.hard_ai] if level == "hard" else [], id=level)


@pytest.mark.parametrize("level", [level_param(level) for level in ["random", *LEVELS]])
@pytest.mark.parametrize("setting", LEVEL_SETTINGS)
def test_each_level_finishes_a_game(setting: Setting, level: str) -> None:
    """Each level, in one seat among greedy players, makes only legal moves to the end; its
    chiefs place (or discard) one domino each round (or, in the variant, act instead); its sheet
    lists the bonuses played; Hard searches its placements and picks."""
    players = setting.players
    seed = 100 * players + BOXES[setting.game].modes.index(setting.mode) + len(setting.options)
    config = setting.config(seed)
    seat = seed % players
    agents: list[Agent] = [GreedyAgent(seed + p) for p in range(players)]
    agents[seat] = agent_at_level(level, seed)
    state = new_game(config)
    decisions = 0
    searched: set[int] = set()
    while not state.is_over:
        player = state.current_player()
        agent = agents[player]
        action = agent.choose(state)
        assert action in state.legal_actions(), f"{level} chose {action}, not legal now"
        decisions += player == seat
        if player == seat and isinstance(agent, HardAgent) and agent.last.searched:
            searched.add(state.stage)
        state.play(action, player=player)
    assert decisions >= 12
    turns = {"place", "discard"} | INSTEAD_OF_PLACING.get(setting.game, set())
    played = [e for e in state.events if e[0] in turns and e[1] == seat]
    assert len(played) == config.rounds * config.chiefs_per_player
    scores = final_scores(state)
    assert len(scores.players) == players and scores.winners
    played_bonuses = {str(b.option) for b in config.box.bonuses if b.option in setting.options}
    assert set(scores.players[seat].bonuses) == played_bonuses
    if level == "hard":
        assert {PLACE, PICK} <= searched


@pytest.mark.hard_ai
@pytest.mark.parametrize("box", GAMES)
def test_hard_plays_a_whole_game_in_every_seat(box: Box) -> None:
    """Hard agents (a tiny playout count) in every seat finish a game of the most players, in the
    box's last mode, with the options that score."""
    players = max(box.players)
    options = frozenset(box.options) - duel_options(box)
    config = GameConfig(game=box.game, players=players, mode=box.modes[-1], seed=3, options=options)
    agents = [HardAgent(10 + p, playouts=1) for p in range(players)]
    state = new_game(config)
    while not state.is_over:
        state.play(agents[state.current_player()].choose(state))
    assert state.is_over and state.round == config.rounds
