"""The AI levels in classic Kingdomino (issue 10): whole games of every player count, the greedy's
bonuses (Harmony, Middle Kingdom), the playout policy's agreement with greedy, and Hard's fair
play with the half of the box that two players never see."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest

from rules import GameConfig, GreedyAgent, RandomAgent, final_scores, new_game
from rules.ai.agents import Agent, make_agent
from rules.ai.montecarlo import HardAgent, determinize, unseen_dominoes
from rules.ai.outlook import bonus_outlook, may_be_completed
from rules.ai.playout import FastGreedy
from rules.boxes import CLASSIC
from rules.core.actions import Action, Pick, Place
from rules.core.decisions import DRAFT, PICK, PLACE
from rules.core.game import GameState
from rules.core.notation import parse_territory
from rules.core.pieces import Domino
from rules.core.rng import Rng
from rules.core.territory import Territory
from rules.names import Game, Option
from tests.rules.test_ai import choice, find_state, greedy_best

HARMONY, MIDDLE, DUEL = Option.HARMONY, Option.MIDDLE_KINGDOM, Option.MIGHTY_DUEL
BONUSES = frozenset({HARMONY, MIDDLE})


def classic(players: int, seed: int, *options: Option) -> GameConfig:
    return GameConfig(game=Game.CLASSIC, players=players, seed=seed, options=frozenset(options))


# Every player count, the Mighty Duel, and the options that score.
SETTINGS = {
    "2p": (2, ()),
    "3p": (3, ()),
    "4p": (4, (HARMONY, MIDDLE)),
    "2p duel": (2, (DUEL, HARMONY, MIDDLE, Option.ONE_TWO_ONE)),
}


# --- the greedy's bonuses ------------------------------------------------------------------------


def kingdom(text: str) -> Territory:
    return parse_territory(text, box=CLASSIC).territory


@pytest.mark.parametrize(
    ("text", "discarded", "possible"),
    [
        ("C W W", 0, True),
        ("C W W", 1, False),  # a discard: never complete
        ("W W .\nF C F\nF F F", 0, True),  # the gap can take a domino going up or right
        ("W W . W W\nF F C F F\nF F F F F", 0, True),  # the kingdom may still grow upwards
        ("F F F F F\nW W . W W\nF F C F F\nF F F F F\nF F F F F", 0, False),  # walled in
        ("F F F F F\n. W W W W\nF F C F F\nF F F F F\nF F F F F", 0, False),  # the 5×5 edge
        (". W W W W\nF F C F F\nF F F F F\nF F F F F", 0, True),  # a fourth row may go on top
    ],
)
def test_may_be_completed(text: str, discarded: int, possible: bool) -> None:
    """Harmony's outlook: no discard and no square of the extent that no domino can cover."""
    terr = kingdom(text)
    terr.discarded = discarded
    assert may_be_completed(terr) is possible


def without_bonuses(state: GameState) -> GameState:
    """The same position in a game without Harmony and Middle Kingdom."""
    plain = state.copy()
    plain.config = dataclasses.replace(state.config, options=state.config.options - BONUSES)
    return plain


def still_centred(terr: Territory) -> bool:
    """Every square within N//2 king moves of the castle (computed from rows and columns)."""
    g = terr.grid
    hut = g.hut
    reach = g.size // 2
    return all(
        max(abs(g.row_of[p] - g.row_of[hut]), abs(g.col_of[p] - g.col_of[hut])) <= reach
        for p in range(g.bits)
        if terr.occupied >> p & 1
    )


def has_hole(terr: Territory) -> bool:
    """An empty square inside the extent none of whose neighbours is free and still reachable."""
    g = terr.grid
    rmin, rmax, cmin, cmax = terr.bounds
    free = terr.allowed & ~terr.occupied
    for r in range(rmin, rmax + 1):
        for c in range(cmin, cmax + 1):
            p = g.index(r, c)
            if free >> p & 1 and not g.neighbours[p] & free:
                return True
    return False


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_counts_the_bonuses_a_placement_keeps_within_reach(players: int) -> None:
    """Each placement's value gains 10 if the castle can still be the middle of the kingdom and 5
    if the kingdom can still be complete with no discard, over the same game without them."""
    checked = 0
    for seed in range(3):
        state = new_game(classic(players, seed, HARMONY, MIDDLE))
        mover = GreedyAgent(seed) if seed else RandomAgent(seed)
        while not state.is_over:
            if state.stage == PLACE and len(state.legal_actions()) > 1:
                with_them = dict((a, v) for v, a in GreedyAgent(0).rank(state))
                plain = dict((a, v) for v, a in GreedyAgent(0).rank(without_bonuses(state)))
                player = state.current_player()
                for action, value in with_them.items():
                    after = state.copy()
                    after.play(action)
                    terr = after.territories[player]
                    expected = 10 * still_centred(terr) + 5 * (not terr.discarded and not has_hole(terr))
                    assert value - plain[action] == expected, f"{action} after {state.actions[-4:]}"
                    checked += 1
            state.play(mover.choose(state))
    assert checked > 200


def fits_nowhere(terr: Territory, dom: Domino) -> bool:
    return not any(terr.placement_masks(dom.first.terrain, dom.second.terrain))


def test_greedy_counts_a_discard_against_harmony() -> None:
    """A domino that would fit nowhere is picked as a discard, which costs Harmony."""
    found = 0
    for seed in range(40):
        config = classic(2, seed, HARMONY)
        state = new_game(config)
        agent = GreedyAgent(seed)
        while not state.is_over and found < 3:
            terr = state.territories[state.current_player()] if state.stage == PICK else None
            if terr is not None and may_be_completed(terr) and len(state.legal_actions()) > 1:
                misfits = [
                    a
                    for a in state.legal_actions()
                    if isinstance(a, Pick) and fits_nowhere(terr, state.dominoes[a.numbers[0] - 1])
                ]
                if misfits:
                    found += 1
                    with_harmony = dict((a, v) for v, a in GreedyAgent(0).rank(state))
                    plain = dict((a, v) for v, a in GreedyAgent(0).rank(without_bonuses(state)))
                    # The territory can have Harmony now (5 points in the outlook); the misfit's
                    # discard would end that.
                    assert bonus_outlook(terr, config.options) == 5
                    for a in misfits:
                        assert with_harmony[a] == plain[a]
            state.play(agent.choose(state))
    assert found >= 3


@pytest.mark.parametrize("setting", ["4p", "2p duel"])
def test_outlook_is_the_score_sheet_at_the_end(setting: str) -> None:
    """At the end Harmony's outlook is the score sheet's; Middle Kingdom's too for a complete kingdom."""
    players, options = SETTINGS[setting]
    checked = 0
    for seed in range(4):
        state = new_game(classic(players, seed, *options))
        agent: Agent = GreedyAgent(seed) if seed % 2 else RandomAgent(seed)
        while not state.is_over:
            state.play(agent.choose(state))
        for terr, sheet in zip(state.territories, final_scores(state).players, strict=True):
            harmony = bonus_outlook(terr, frozenset({HARMONY}))
            assert harmony == sheet.bonuses["harmony"]
            if terr.square_count == terr.grid.size**2:
                assert bonus_outlook(terr, frozenset({MIDDLE})) == sheet.bonuses["middle-kingdom"]
                checked += 1
    assert checked > 0


# --- Hard's playout policy -----------------------------------------------------------------------


@pytest.mark.parametrize("setting", sorted(SETTINGS))
@pytest.mark.parametrize("bonuses", [False, True])
def test_fast_greedy_values_like_greedy_in_classic(setting: str, bonuses: bool) -> None:
    """The playout policy's best actions are exactly greedy's, at every classic decision
    (draft, pick, placement, a pick that would be a discard)."""
    players, options = SETTINGS[setting]
    chosen = set(options) | (BONUSES if bonuses else set())
    checked = misfits = 0
    for seed in range(2):
        state = new_game(classic(players, seed, *chosen))
        mover: Agent = RandomAgent(seed) if seed else GreedyAgent(seed)
        fast = FastGreedy(seed)
        while not state.is_over:
            if state.stage in (PLACE, PICK, DRAFT):
                assert set(fast.best_actions(state)) == greedy_best(state), str(state.actions[-3:])
                checked += 1
                terr = state.territories[state.current_player()]
                misfits += state.stage != PLACE and any(
                    fits_nowhere(terr, state.dominoes[n - 1]) for n in state.next_line
                )
            state.play(mover.choose(state))
    assert checked > 60
    assert misfits > 0


# --- Hard: searches, fair play -------------------------------------------------------------------

SEARCHED = {
    "2p draft": (classic(2, 1), choice(DRAFT)),
    "2p place": (classic(2, 1), choice(PLACE)),
    "3p pick": (classic(3, 1), choice(PICK)),
    "duel place": (classic(2, 1, DUEL, MIDDLE), choice(PLACE)),
}


@pytest.mark.parametrize("name", sorted(SEARCHED))
def test_hard_searches_classic_choices(name: str) -> None:
    """Drafts, picks and placements of classic games are searched, on copies."""
    config, wanted = SEARCHED[name]
    state = find_state(config, wanted)
    before = state.copy()
    hard = HardAgent(1, playouts=4)
    action = hard.choose(state)
    assert action in state.legal_actions()
    assert isinstance(action, Place if state.stage == PLACE else Pick)
    assert hard.last.searched and hard.last.rounds >= 1 and hard.last.candidates > 1
    assert state.actions == before.actions and state.deck == before.deck


def out_of_the_game(state: GameState) -> set[int]:
    """The dominoes this game never plays (two-player classic: half the box), from its start."""
    start = new_game(state.config)
    return {d.number for d in state.dominoes} - set(start.deck) - set(start.next_line)


def hidden_twin(state: GameState, seed: int) -> GameState:
    """The same game as far as any player can see: the deck dealt again from every domino not
    yet seen, the half of the box out of the game included, and another generator."""
    twin = state.copy()
    rng = random.Random(seed)
    pool = sorted(out_of_the_game(state) | set(state.deck))
    twin.deck = rng.sample(pool, len(state.deck))
    twin.rng = Rng(rng.getrandbits(64))
    return twin


FAIRNESS: dict[str, tuple[GameConfig, Callable[[GameState], bool]]] = {
    "2p draft": (classic(2, 7), choice(DRAFT)),
    "2p pick": (classic(2, 7), choice(PICK)),
    "2p place": (classic(2, 8, HARMONY), choice(PLACE)),
    "4p pick": (classic(4, 7), choice(PICK)),
    "duel pick": (classic(2, 7, DUEL), choice(PICK)),
}


@pytest.mark.parametrize("name", sorted(FAIRNESS))
def test_hard_does_not_see_hidden_information_in_classic(name: str) -> None:
    """States differing only in the deck (which dominoes, in two-player classic, and their order)
    and the generator get the same search."""
    config, wanted = FAIRNESS[name]
    state = find_state(config, wanted)
    twin = hidden_twin(state, 99)
    assert twin.deck != state.deck and twin.rng.state != state.rng.state
    if config.players == 2 and DUEL not in config.options:
        assert set(twin.deck) != set(state.deck)  # another half of the box
    a, b = HardAgent(3, playouts=6), HardAgent(3, playouts=6)
    assert a.choose(state) == b.choose(twin)
    assert a.last.values == b.last.values  # every playout came out the same
    assert a.last.playouts == b.last.playouts > 0


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_do_not_see_the_deck_either(level: str) -> None:
    """Easy and Normal make the same choices, decision after decision, whatever the deck holds."""
    state = find_state(classic(2, 9, HARMONY, MIDDLE), choice(DRAFT))
    twin = hidden_twin(state, 5)
    assert set(twin.deck) != set(state.deck)
    a, b = make_agent(level, 4), make_agent(level, 4)
    compared = 0
    while state.next_line == twin.next_line:  # the draft, up to the next line revealed
        action = a.choose(state)
        assert b.choose(twin) == action
        compared += 1
        state.play(action)
        twin.play(action)
    assert compared >= 2


@pytest.mark.parametrize("setting", sorted(SETTINGS))
def test_unseen_dominoes_are_the_deck_and_the_half_out_of_the_game(setting: str) -> None:
    """At every decision the unseen dominoes are the deck, plus, in two-player classic, the 24
    dominoes out of the game; never one a player has seen."""
    players, options = SETTINGS[setting]
    for seed in range(2):
        state = new_game(classic(players, seed, *options))
        out = out_of_the_game(state)
        assert len(out) == (24 if players == 2 and DUEL not in options else 0)
        agent = RandomAgent(seed)
        while not state.is_over:
            unseen = unseen_dominoes(state)
            assert sorted(unseen) == unseen
            assert set(unseen) == set(state.deck) | out
            assert not set(unseen) & (set(state.line) | set(state.next_line))
            state.play(agent.choose(state))


def test_determinization_deals_the_classic_deck_from_the_hidden_half_too() -> None:
    """Two players: each deal holds as many dominoes as the deck, none seen, and about as many
    from the half out of the game as its share of the unseen ones (the real deck is not favoured)."""
    state = find_state(classic(2, 5), lambda s: s.round == 3 and s.stage == PICK)
    out = out_of_the_game(state)
    seen = {d.number for d in state.dominoes} - out - set(state.deck)
    rng = random.Random(1)
    dealt = from_out = 0
    for _ in range(200):
        det = determinize(state, rng)
        assert len(det.deck) == len(state.deck) and len(set(det.deck)) == len(det.deck)
        assert not set(det.deck) & seen
        assert det.next_line == state.next_line and det.line == state.line
        dealt += len(det.deck)
        from_out += len(set(det.deck) & out)
    share = len(out) / (len(out) + len(state.deck))
    assert abs(from_out / dealt - share) < 0.05


@pytest.mark.parametrize("setting", ["3p", "4p", "2p duel"])
def test_determinization_keeps_the_deck_when_every_domino_plays(setting: str) -> None:
    """With the whole box in play the deck's contents are public: a deal only reorders them."""
    players, options = SETTINGS[setting]
    state = find_state(classic(players, 2, *options), choice(PICK))
    det = determinize(state, random.Random(3))
    assert sorted(det.deck) == sorted(state.deck) and det.deck != state.deck


@pytest.mark.hard_ai
def test_hard_and_greedy_prefer_different_moves_sometimes() -> None:
    """Hard's search does more than echo greedy: in a classic game it overrules greedy's first
    choice at some decisions (playing greedy's moves otherwise)."""
    state = new_game(classic(2, 4))
    hard = HardAgent(2, playouts=12)
    overruled = searched = 0
    while not state.is_over:
        action: Action = hard.choose(state)
        if hard.last.searched:
            searched += 1
            overruled += action not in greedy_best(state)
        state.play(action)
    assert searched > 10 and 0 < overruled < searched
