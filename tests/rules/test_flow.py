"""The draft and round structure (RULES.md §2, rulings 2, 3, 10 and 11) and how actions are refused."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, TypeVar

import pytest

from rules import (
    GameConfig,
    GameState,
    IllegalAction,
    NotYourTurn,
    RandomAgent,
    apply,
    as_a,
    new_game,
    parse_action,
    parse_actions,
    parse_territory,
    same_turn_since,
    state_to_json,
)
from rules.boxes.classic import ClassicState
from rules.boxes.origins import DOMINOES, FIRE, FIRE_TOKEN_SUPPLY, OriginsState, domino, volcano_half
from rules.boxes.resources import HarvestTerritory
from rules.core.actions import DISCARD, Pick
from rules.core.pieces import VOLCANO
from rules.names import Decision, Game, Mode
from tests.rules.games import origins_game, origins_territory

S = TypeVar("S", bound=GameState)

# --- helpers ----------------------------------------------------------------------------------


def play(state: S, *texts: str) -> S:
    """Play action texts in place (each text may hold several actions separated by ';')."""
    for text in texts:
        for action in parse_actions(text):
            state.play(action)
    return state


def snapshot(state: GameState) -> str:
    """The whole state as canonical JSON text, to compare states exactly."""
    return json.dumps(state_to_json(state), sort_keys=True)


History = list[tuple[int, Decision, int]]  # (round, decision, player) before each action


def random_game(players: int, mode: Mode = Mode.DISCOVERY, seed: int = 1) -> tuple[GameState, History]:
    """A whole game between random agents, with the pending decision and round before each action."""
    state = new_game(GameConfig(players=players, mode=mode, seed=seed))
    agent = RandomAgent(seed)
    history: History = []
    while not state.is_over:
        pending = state.pending()
        assert pending is not None
        history.append((state.round, pending.decision, pending.player))
        state.play(agent.choose(state))
    return state, history


def events(state: GameState, kind: str) -> list[tuple[Any, ...]]:
    return [e for e in state.events if e[0] == kind]


def dominoes_of(state: GameState, player: int) -> int:
    """Dominoes that reached this player: placed or discarded by them."""
    placed = sum(1 for e in events(state, "place") if e[1] == player)
    return placed + state.territories[player].discarded


def four_player_start() -> GameState:
    """4 players, chiefs drawn 2, 4, 1, 3 (seats 1, 3, 0, 2); line 1 is 4 12 24 30."""
    return new_game(GameConfig(players=4, deck=(24, 4, 30, 12, 13, 31, 28, 5), chiefs=(1, 3, 0, 2)))


def after_draft(territory: str | None = None) -> GameState:
    """Seat 2 must place domino 4 (desert|grassland), on `territory` if given (else a bare one).

    A territory set up directly is put in before the decision starts, as play would have built it.
    """
    state = play(four_player_start(), "pick 24", "pick 12")
    if territory is not None:
        state.territories[2] = parse_territory(territory).territory
    return play(state, "pick 30")


# --- the initial draft ------------------------------------------------------------------------


def test_draft_follows_chief_order() -> None:
    """The initial draft asks the chiefs' players in the order the chiefs were drawn."""
    state = four_player_start()
    assert state.next_line == [4, 12, 24, 30]  # drawn 24 4 30 12, laid out in number order
    asked = []
    for text in ("pick 24", "pick 12", "pick 30"):
        pending = state.pending()
        assert pending is not None and pending.decision is Decision.DRAFT
        asked.append(pending.player)
        play(state, text)
    assert asked == [1, 3, 0]


def test_four_players_last_chief_takes_the_last_domino() -> None:
    """With 4 players the last chief drawn gets the one domino left, without a decision."""
    state = play(four_player_start(), "pick 24", "pick 12", "pick 30")
    assert len(state.actions) == 3
    assert ("pick", 2, 4) in state.events
    assert state.round == 1
    assert state.line == [4, 12, 24, 30]
    assert state.line_owners == [2, 3, 1, 0]


def test_draft_offers_only_free_dominoes() -> None:
    """A domino already under a chief cannot be drafted again."""
    state = play(four_player_start(), "pick 24")
    assert state.legal_actions() == [parse_action(t) for t in ("pick 4", "pick 12", "pick 30")]
    with pytest.raises(IllegalAction, match="not free"):
        state.play(parse_action("pick 24"))


def test_round_order_follows_line_numbers() -> None:
    """Each round the chiefs act in line order, the lowest number first (ruling 11)."""
    state = play(four_player_start(), "pick 24", "pick 12", "pick 30")
    order = []
    while state.round == 1:
        pending = state.pending()
        assert pending is not None
        if pending.decision is Decision.PLACE:
            order.append((pending.player, pending.domino))
        state.play(state.legal_actions()[0])
    assert order == [(2, 4), (3, 12), (1, 24), (0, 30)]
    assert state.line == [5, 13, 28, 31]  # line 2, drawn 13 31 28 5


def test_three_players_unchosen_domino_is_discarded() -> None:
    """With 3 players the domino no chief chose in a line is discarded (event line-discard)."""
    state = new_game(GameConfig(players=3, deck=(9, 2, 17, 40), chiefs=(2, 0, 1)))
    play(state, "pick 17", "pick 2")
    pending = state.pending()
    assert pending is not None and pending.player == 1 and pending.decision is Decision.DRAFT
    assert len(state.legal_actions()) == 2  # the last chief still chooses between two
    play(state, "pick 40")
    assert ("line-discard", -1, 9) in state.events
    assert state.line == [2, 17, 40]
    assert state.line_owners == [0, 2, 1]


# --- whole games ------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_three_player_game_structure(seed: int) -> None:
    """3 players: 12 rounds, 12 dominoes each, one domino of each of the 12 lines discarded."""
    state, _ = random_game(3, seed=seed)
    assert state.round == 12
    assert [e[2] for e in events(state, "round")] == list(range(1, 13))
    assert [dominoes_of(state, p) for p in range(3)] == [12, 12, 12]
    assert len(events(state, "line-discard")) == 12
    assert not state.deck


@pytest.mark.parametrize("seed", [1, 2])
def test_four_player_game_structure(seed: int) -> None:
    """4 players: 12 rounds, 12 dominoes each, all 48 used, none discarded from a line."""
    state, _ = random_game(4, seed=seed)
    assert state.round == 12
    assert [dominoes_of(state, p) for p in range(4)] == [12] * 4
    assert not events(state, "line-discard")
    used = [e[2] for e in events(state, "place")] + [e[2] for e in events(state, "discard")]
    assert sorted(used) == list(range(1, 49))


# --- the Neolithic (2 players) ----------------------------------------------------------------


def neolithic_start() -> GameState:
    """2 players, chiefs drawn seat 1 first; line 1 is 3 10 17 40."""
    return new_game(GameConfig(players=2, deck=(10, 3, 40, 17, 1, 2, 11, 20), chiefs=(1, 0, 0, 1)))


def test_neolithic_grid_is_seven_by_seven() -> None:
    """The Neolithic territory is 7×7 on a 13×13 grid with the hut at G7."""
    state = neolithic_start()
    assert state.config.size == 7
    assert state.grid.width == 13
    assert state.grid.name(state.grid.hut) == "G7"
    assert state.territories[0].square_count == 1


def test_neolithic_territory_may_span_seven_not_eight() -> None:
    """A Neolithic territory may grow to 7 columns but not to 8."""
    state = neolithic_start()
    # Seat 0 places domino 3 (desert|desert) on a row of six squares: hut G7 plus H7..L7.
    state.territories[0] = parse_territory("H D D D D D", size=7).territory
    play(state, "pick 10 17")
    legal = state.legal_actions()
    assert parse_action("place F7 up") in legal  # column F keeps the span at 7
    assert parse_action("place F7 left") not in legal  # E..L would span 8
    with pytest.raises(IllegalAction, match="no longer fit in 7×7"):
        state.play(parse_action("place F7 left"))


def test_neolithic_first_pick_is_one_and_four_or_two_and_three() -> None:
    """The first chief's player takes dominoes 1+4 or 2+3 of the line; nothing else is legal."""
    state = neolithic_start()
    pending = state.pending()
    assert pending is not None and pending.player == 1 and pending.decision is Decision.DRAFT
    assert state.next_line == [3, 10, 17, 40]
    assert state.legal_actions() == [Pick((3, 40)), Pick((10, 17))]
    for text in ("pick 3", "pick 3 10", "pick 17 40"):
        with pytest.raises(IllegalAction):
            state.play(parse_action(text))
    assert not state.actions


def test_neolithic_other_player_gets_the_remaining_two() -> None:
    """After the first pick the other player owns the two remaining dominoes of line 1."""
    state = play(neolithic_start(), "pick 10 17")
    assert state.round == 1
    assert state.line == [3, 10, 17, 40]
    assert state.line_owners == [0, 1, 1, 0]
    assert state.next_line == [1, 2, 11, 20]


def test_neolithic_chiefs_act_in_line_order() -> None:
    """In the Neolithic each chief places and picks in line order, so a player acts twice."""
    state = play(neolithic_start(), "pick 3 40")
    assert state.line_owners == [1, 0, 0, 1]
    turns = []
    while state.round == 1:
        pending = state.pending()
        assert pending is not None
        turns.append((pending.player, pending.decision))
        state.play(state.legal_actions()[-1])
    placers = [p for p, d in turns if d is Decision.PLACE]
    pickers = [p for p, d in turns if d is Decision.PICK]
    assert placers == [1, 0, 0, 1]
    assert pickers == [1, 0, 0]  # the last chief's pick is forced: one domino left


@pytest.mark.parametrize("seed", [1, 2])
def test_neolithic_game_structure(seed: int) -> None:
    """The Neolithic: 12 rounds, 24 dominoes each, all 48 used, each seat drawn twice."""
    state, _ = random_game(2, seed=seed)
    assert state.round == 12
    assert sorted(state.draft_order) == [0, 0, 1, 1]
    assert [dominoes_of(state, p) for p in range(2)] == [24, 24]
    assert not events(state, "line-discard")
    used = [e[2] for e in events(state, "place")] + [e[2] for e in events(state, "discard")]
    assert sorted(used) == list(range(1, 49))


# --- the final round --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", [Mode.DISCOVERY, Mode.TRIBE])
def test_final_round_has_placements_only(players: int, mode: Mode) -> None:
    """Round 12 consists of placing dominoes (and their fire): no pick, no recruit."""
    state, history = random_game(players, mode, seed=3)
    final = {d for r, d, _ in history if r == 12}
    assert Decision.PLACE in final
    assert final <= {Decision.PLACE, Decision.FIRE}
    earlier = {d for r, d, _ in history if 1 <= r < 12}
    assert Decision.PICK in earlier
    last_round = state.events.index(("round", -1, 12))
    tail = {e[0] for e in state.events[last_round:]}
    assert not tail & {"pick", "pay", "settle", "line-discard"}
    placements = [e for e in state.events[last_round:] if e[0] in ("place", "discard")]
    assert len(placements) == (3 if players == 3 else 4)


# --- must place (ruling 2) ---------------------------------------------------------------------

# A complete-looking 5×5 territory with two holes that no domino can fill.
HOLED = """
H G G G G
G . G G G
G G G G G
G G G G .
G G G G G
"""


def test_discard_is_illegal_when_a_placement_exists() -> None:
    """`discard` is refused while the domino can be placed somewhere."""
    state = after_draft()
    assert DISCARD not in state.legal_actions()
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="must be"):
        state.play(DISCARD)
    assert snapshot(state) == before


def test_discard_when_the_domino_fits_nowhere() -> None:
    """A domino that fits nowhere has `discard` as its only action; it counts as a discard."""
    state = after_draft(HOLED)
    assert state.legal_actions() == [DISCARD]
    play(state, "discard")
    assert state.territories[2].discarded == 1
    assert ("discard", 2, 4) in state.events
    assert state.territories[2].square_count == 23
    pending = state.pending()
    assert pending is not None and pending.player == 2 and pending.decision is Decision.PICK


# --- fire (ruling 3) --------------------------------------------------------------------------


def volcano_start() -> OriginsState:
    """3 players; seat 0 holds domino 48 (quarry|3-crater volcano), last in round 1's line."""
    state = origins_game(GameConfig(players=3, deck=(48, 1, 2, 3, 4, 5, 6, 7), chiefs=(1, 2, 0)))
    play(state, "pick 1", "pick 2", "pick 48")
    assert state.line == [1, 2, 48]
    return play(state, "place F5 right; pick 4", "place F5 right; pick 5")


def test_fire_token_comes_right_after_the_volcano_before_the_pick() -> None:
    """After a volcano domino its player lands the fire token before choosing a domino."""
    state = volcano_start()
    play(state, "place E4 up")  # quarry E4, volcano E3
    pending = state.pending()
    assert pending is not None and pending.player == 0 and pending.decision is Decision.FIRE
    with pytest.raises(IllegalAction):
        state.play(parse_action("pick 6"))
    play(state, "fire E4")
    assert state.events[-1] == ("fire", 0, state.grid.parse("E4"), 3)
    pending = state.pending()
    assert pending is not None and pending.player == 0 and pending.decision is Decision.PICK


def test_single_landing_square_is_still_a_decision() -> None:
    """Even with one landing square the player lands the token; nothing is automatic."""
    state = play(volcano_start(), "place E4 up")
    # A 3-crater volcano throws exactly 1 square: E4 is the only own square next to E3.
    assert state.legal_actions() == [parse_action("fire E4")]
    assert not events(state, "fire-lost")


def test_every_volcano_domino_has_a_landing_square_beside_it() -> None:
    """The other half of every volcano domino takes fire, so a token is never lost in play."""
    for dom in DOMINOES:
        if volcano_half(dom) is not None:
            other = dom.second if dom.first.terrain == VOLCANO else dom.first
            assert other.terrain != VOLCANO and other.fires == 0


def test_fire_token_lost_only_when_no_landing_square() -> None:
    """A token with no legal landing square is discarded by itself (event fire-lost)."""
    state = play(volcano_start(), "place E4 up")
    # Set up directly: a territory where every square near the volcano E3 is on fire.
    state.territories[0] = origins_territory("V3\nQ!1\nH")
    assert state.legal_actions() == []
    state._advance()  # what `play` does after every action
    assert state.events[-1] == ("fire-lost", 0, 3)
    assert state.fire_supply[3] == FIRE_TOKEN_SUPPLY[3] - 1
    pending = state.pending()
    assert pending is not None and pending.decision is Decision.PICK
    assert state.stage != FIRE


# --- who may act ------------------------------------------------------------------------------


def test_not_your_turn() -> None:
    """An action by anyone but the pending player is refused with NotYourTurn."""
    state = four_player_start()
    before = snapshot(state)
    for seat in (0, 2, 3):
        with pytest.raises(NotYourTurn):
            state.play(parse_action("pick 24"), player=seat)
    assert snapshot(state) == before
    state.play(parse_action("pick 24"), player=1)
    assert ("pick", 1, 24) in state.events


def test_no_action_after_the_end() -> None:
    """A finished game refuses every action."""
    state, _ = random_game(4, seed=5)
    assert state.pending() is None and state.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        state.play(DISCARD)


# --- refusals: one clear sentence, nothing changed ---------------------------------------------


def refusal(state: GameState, text: str) -> str:
    """The message of the IllegalAction `text` raises; checks that nothing changed."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.play(parse_action(text))
    assert snapshot(state) == before
    return str(info.value)


def one_sentence(message: str) -> bool:
    body = message.replace("e.g. ", "").rstrip(".")
    return bool(body) and "\n" not in body and ". " not in body and len(body) < 140


def test_message_occupied_square() -> None:
    """Placing over the hut or a taken square says which square is in the way."""
    state = after_draft()
    message = refusal(state, "place E5 right")
    assert message == "E5 right: E5 is the hut"
    # The Neolithic: seat 0 places 10 (desert|quarry) on H7-I7, then at once 17 (jungle|jungle).
    state = play(neolithic_start(), "pick 3 40", "place H7 right; pick 1", "place H7 right; pick 2")
    pending = state.pending()
    assert pending is not None and (pending.player, pending.domino) == (0, 17)
    message = refusal(state, "place H6 down")
    assert message == "H6 down: H7 is already taken"


def test_message_outside_five_by_five() -> None:
    """A placement that would break the 5×5 says so."""
    state = after_draft("H D D D D")  # E5..I5
    message = refusal(state, "place D5 left")
    assert "no longer fit in 5×5" in message and one_sentence(message)
    message = refusal(state, "place I4 right")  # J4 is past the grid's last column
    assert "off the board" in message and one_sentence(message)


def test_message_no_matching_neighbour() -> None:
    """A placement touching neither the hut nor its own terrain says so."""
    state = after_draft("H Q")  # hut E5, quarry F5
    message = refusal(state, "place G5 right")  # desert G5 next to quarry F5, grassland H5 alone
    assert "neither half touches the hut or a square of its own terrain" in message
    assert one_sentence(message)


def test_message_fire_out_of_range() -> None:
    """A fire token thrown too far, or off the territory, is refused with the reason."""
    state = play(volcano_start(), "place E4 up")  # 3 craters at E3: range exactly 1
    message = refusal(state, "fire E5")
    assert message == "E5 is out of range: a 3-crater volcano throws next to it"
    message = refusal(state, "fire A1")
    assert message == "A1 is not part of your territory"


def test_message_wrong_kind_of_action() -> None:
    """An action of the wrong kind names what is expected now."""
    state = after_draft()
    message = refusal(state, "fire E4")
    assert "place domino 4" in message and one_sentence(message)


@pytest.mark.parametrize(
    "text",
    [
        "place E5 right",
        "place A1 right",
        "place Z9 left",
        "pick 12",
        "discard",
        "fire E4",
        "totem fish to 1",
        "recruit skip",
        "pay E4",
        "settle E4",
    ],
)
def test_illegal_actions_change_nothing(text: str) -> None:
    """A refused action leaves the state exactly as it was (snapshot identical)."""
    state = after_draft()
    state.play(parse_action("place E4 up"))  # a legal action first, so the state has history
    refusal(state, text)


def test_apply_never_mutates_its_input() -> None:
    """`apply` returns a new state and leaves the one given unchanged, throughout a game."""
    state = new_game(GameConfig(players=3, mode=Mode.TRIBE, seed=11))
    agent = RandomAgent(11)
    while not state.is_over:
        before = snapshot(state)
        action = agent.choose(state)
        after = apply(state, action)
        assert snapshot(state) == before
        assert after is not state
        assert all(a is not b for a, b in zip(after.territories, state.territories, strict=True))
        state = after


def test_apply_of_an_illegal_action_leaves_input_unchanged() -> None:
    """`apply` of a refused action raises and the input is untouched."""
    state = after_draft()
    before = snapshot(state)
    with pytest.raises(IllegalAction):
        apply(state, parse_action("place E5 right"))
    assert snapshot(state) == before


def test_dominoes_used_here_are_as_printed() -> None:
    """The domino numbers used by these tests mean what RULES.md §1 says."""
    assert str(domino(4)) == "4 D|G"
    assert str(domino(24)) == "24 D|G1"
    assert str(domino(48)) == "48 Q|V3"
    assert Counter(str(h) for d in DOMINOES for h in d.squares)["V3"] == 1


def test_as_a_narrows_a_state_to_its_games_own_or_refuses() -> None:
    """Code that reads one game's pieces narrows the core's state to that game's: the same
    object when it is one, a TypeError when it is another game's (never a wrong read)."""
    state = new_game(GameConfig(game=Game.CLASSIC, players=2, seed=1))
    assert as_a(ClassicState, state) is state
    with pytest.raises(TypeError, match="ClassicState is not a OriginsState"):
        as_a(OriginsState, state)
    with pytest.raises(TypeError, match="Territory is not a HarvestTerritory"):
        as_a(HarvestTerritory, state.territories[0])


def test_same_turn_since_says_when_the_pending_turn_began() -> None:
    """`same_turn_since(state, n)`: the player to act now has acted every step since the first `n`
    actions (their turn was under way then); a moment of another player's turn, or none, is not."""
    state = new_game(GameConfig(players=2, seed=4))
    agent = RandomAgent(4)
    began = 0  # the number of actions played when the pending turn began
    while not state.is_over:
        for steps in range(len(state.actions) + 1):
            assert same_turn_since(state, steps) == (steps >= began), (steps, began)
        assert not same_turn_since(state, len(state.actions) + 1)
        seat = state.current_player()
        state.play(agent.choose(state))
        if not state.is_over and state.current_player() != seat:
            began = len(state.actions)
