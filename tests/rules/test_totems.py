"""Totems in Totem mode (RULES.md ruling 5): who takes, who keeps, who chooses, and the final score."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules import (
    GameConfig,
    GreedyAgent,
    IllegalAction,
    NotYourTurn,
    apply,
    as_a,
    current_points,
    final_scores,
    parse_action,
    parse_actions,
    state_from_json,
    state_to_json,
)
from rules.ai.boxes.origins import OriginsView
from rules.boxes.origins import (
    FISH,
    FLINT,
    MAMMOTH,
    MUSHROOM,
    TOTEM_POINTS,
    Fire,
    GiveTotem,
    OriginsSheet,
    OriginsState,
    OriginsTerritory,
    breakdown,
)
from rules.boxes.origins import totems as totem_rules
from rules.names import Decision, Mode
from tests.rules.games import origins_game, origins_territory

# --- helpers ----------------------------------------------------------------------------------


def territory(mammoth: int = 0, fish: int = 0, mushroom: int = 0, flint: int = 0) -> OriginsTerritory:
    """A territory holding these wooden resources (squares laid row by row after the hut)."""
    tokens = ["H"] + ["Gr"] * mammoth + ["Lr"] * fish + ["Jr"] * mushroom + ["Qr"] * flint
    assert len(tokens) <= 25
    tokens += ["."] * (25 - len(tokens))
    text = "\n".join(" ".join(tokens[r * 5 : r * 5 + 5]) for r in range(5))
    return origins_territory(text)


def mammoths(*counts: int) -> list[OriginsTerritory]:
    return [territory(mammoth=n) for n in counts]


Queue = list[tuple[int, int, tuple[int, ...]]]  # (resource, holder, tied players)


def update(territories: list[OriginsTerritory], holders: list[int]) -> tuple[list[tuple[Any, ...]], Queue]:
    """Run the totem update; returns (events, queue). `holders` is changed in place."""
    queue: Queue = []
    events = totem_rules.update(territories, holders, queue)
    return events, queue


def play(state: OriginsState, script: str) -> OriginsState:
    for action in parse_actions(script):
        state.play(action)
    return state


# --- the update rule, case by case ------------------------------------------------------------


def test_strictly_more_takes_the_totem_from_the_table() -> None:
    """A player with strictly more of a resource than every other player takes that totem."""
    holders = [-1, -1, -1, -1]
    events, queue = update(mammoths(2, 1, 0), holders)
    assert holders == [0, -1, -1, -1]
    assert events == [("totem", 0, MAMMOTH, -1)]
    assert queue == []


def test_tie_for_the_lead_leaves_the_totem_on_the_table() -> None:
    """Nobody takes a totem from the table while the lead is shared."""
    holders = [-1, -1, -1, -1]
    events, queue = update(mammoths(2, 2, 1), holders)
    assert holders == [-1, -1, -1, -1]
    assert events == [] and queue == []


def test_tie_does_not_take_the_totem_from_the_holder() -> None:
    """A player who only equals the holder does not take the totem."""
    holders = [1, -1, -1, -1]
    events, queue = update(mammoths(2, 2, 0), holders)
    assert holders == [1, -1, -1, -1]
    assert events == [] and queue == []


def test_holder_keeps_the_totem_while_level_with_two_others() -> None:
    """The holder keeps the totem when two others reach the holder's count."""
    holders = [-1, -1, -1, 2]
    events, queue = update([territory(flint=3), territory(flint=3), territory(flint=3)], holders)
    assert holders[FLINT] == 2
    assert events == [] and queue == []


def test_overtaken_by_one_player_hands_the_totem_over() -> None:
    """When one player alone has strictly more than the holder, that player takes the totem."""
    holders = [0, -1, -1, -1]
    events, queue = update(mammoths(1, 2, 1), holders)
    assert holders[MAMMOTH] == 1
    assert events == [("totem", 1, MAMMOTH, 0)]
    assert queue == []


def test_overtaken_by_tied_players_asks_the_holder() -> None:
    """When two or more tied players overtake the holder, the holder must choose among them."""
    holders = [0, -1, -1, -1]
    events, queue = update(mammoths(1, 2, 2, 0), holders)
    assert holders[MAMMOTH] == 0  # nothing moves until the holder decides
    assert events == []
    assert queue == [(MAMMOTH, 0, (1, 2))]


def test_totem_returns_to_the_table_when_nobody_has_any() -> None:
    """A totem whose resource nobody holds any more returns to the table."""
    holders = [-1, 2, -1, -1]
    events, queue = update([territory(), territory(), territory()], holders)
    assert holders == [-1, -1, -1, -1]
    assert events == [("totem-return", 2, FISH)]
    assert queue == []


def test_each_resource_is_decided_on_its_own() -> None:
    """The four totems are recomputed independently in one update."""
    holders = [-1, 0, 1, -1]
    terrs = [
        territory(mammoth=3, fish=1, mushroom=0, flint=0),
        territory(mammoth=1, fish=2, mushroom=0, flint=1),
        territory(mammoth=0, fish=2, mushroom=0, flint=1),
    ]
    events, queue = update(terrs, holders)
    # mammoth: 3 > 1, 0 -> P1 takes; fish: holder P1 (1) overtaken by P2 and P3 tied at 2;
    # mushroom: nobody has any -> back to the table; flint: P2 and P3 tied -> stays on the table.
    assert holders == [0, 0, -1, -1]
    assert events == [("totem", 0, MAMMOTH, -1), ("totem-return", 1, MUSHROOM)]
    assert queue == [(FISH, 0, (1, 2))]


# --- real play: placements and fire -----------------------------------------------------------


def fire_game(rival: int) -> OriginsState:
    """Totem, 4 players. P1 places 4 (D|G): one mammoth, the totem. P2 places `rival` (D|G or D|J).

    Round 2: P4 places 6 (D|L) and takes the fish totem; P2 places 7 (D|L) and ties for fish;
    P1 places the volcano 28 (D|V1) on F5-G5 and is about to land its token.
    """
    state = origins_game(
        GameConfig(
            players=4,
            mode=Mode.TOTEM,
            deck=(4, rival, 1, 2, 28, 3, 6, 7, 9, 10, 11, 12),
            chiefs=(0, 1, 2, 3),
        )
    )
    play(state, f"pick 4; pick {rival}; pick 1")  # P4 is forced onto domino 2
    assert state.line_owners == [2, 3, 0, 1]  # 1, 2, 4, rival
    play(state, "place F5 right; pick 3")
    play(state, "place F5 right; pick 6")
    play(state, "place E4 up")  # P1: desert E4, mammoth E3
    assert state.totems[MAMMOTH] == 0
    play(state, "pick 28")
    play(state, "place E4 up")  # P2 (rival): desert E4, resource on E3; domino 7 is forced
    assert state.line_owners == [2, 3, 1, 0]  # 3, 6, 7, 28
    play(state, "place D5 left; pick 9")
    play(state, "place D5 left; pick 10")  # P4: desert D5, fish C5
    assert state.totems[FISH] == 3
    play(state, "place D5 left; pick 11")  # P2: fish C5 too: a tie, P4 keeps it
    assert state.totems[FISH] == 3
    play(state, "place F5 right")  # P1: desert F5, volcano G5
    pending = state.pending()
    assert pending is not None and pending.player == 0 and pending.decision is Decision.FIRE
    return state


def test_placement_with_strictly_more_takes_the_totem_at_once() -> None:
    """The totem moves right after the placement that gives strictly more."""
    state = fire_game(rival=5)
    taken = state.events.index(("totem", 0, MAMMOTH, -1))
    assert state.events[taken - 1][:3] == ("place", 0, 4)
    fish = state.events.index(("totem", 3, FISH, -1))
    assert state.events[fish - 1][:3] == ("place", 3, 6)


def test_fire_on_the_holder_hands_the_totem_to_the_new_leader() -> None:
    """Fire burning the holder's mammoth gives the mammoth totem to the player now ahead."""
    state = fire_game(rival=5)
    assert state.totems[MAMMOTH] == 0  # P1 and P2 have one mammoth each: P1 keeps it
    play(state, "fire E3")  # distance 2 from the volcano G5
    e3 = state.grid.parse("E3")
    fire = state.events.index(("fire", 0, e3, 1))
    assert state.events[fire + 1 : fire + 3] == [
        ("burnt-resource", 0, e3, MAMMOTH),
        ("totem", 1, MAMMOTH, 0),
    ]
    assert state.totems == [1, 3, -1, -1]


def test_fire_on_the_last_resource_returns_the_totem_to_the_table() -> None:
    """Fire burning the only mammoth in play sends the mammoth totem back to the table."""
    state = fire_game(rival=8)  # P2's domino 8 is desert|jungle: no mammoth
    play(state, "fire E3")
    fire = state.events.index(("fire", 0, state.grid.parse("E3"), 1))
    assert state.events[fire + 2] == ("totem-return", 0, MAMMOTH)
    assert state.totems[MAMMOTH] == -1


def test_fire_without_resource_moves_no_totem() -> None:
    """A token landing on a square without a resource changes no totem."""
    state = fire_game(rival=5)
    before = list(state.totems)
    play(state, "fire E4")  # P1's desert
    assert state.totems == before
    fire = state.events.index(("fire", 0, state.grid.parse("E4"), 1))
    assert state.events[fire + 1] == ("pick", 0, 12)  # the last domino of line 3, forced


# --- one evaluation per placement: a volcano domino and its own fire token --------------------


def volcano_mammoth_game() -> OriginsState:
    """Totem, 4 players. P1 takes the mammoth totem (4: D|G), P2 ties it (5: D|G) and keeps none.

    Round 2: P2 places 38 (mammoth|V1) on F5-G5: its second mammoth, strictly more than P1's one,
    and is about to land the token.
    """
    state = origins_game(
        GameConfig(
            players=4, mode=Mode.TOTEM, deck=(1, 2, 4, 5, 3, 6, 7, 38, 9, 10, 11, 12), chiefs=(0, 1, 2, 3)
        )
    )
    play(state, "pick 4; pick 5; pick 1")  # P4 is forced onto domino 2
    play(state, "place F5 right; pick 3; place F5 right; pick 6")  # P3, P4: desert only
    play(state, "place E4 up; pick 7")  # P1: mammoth on E3, the totem
    play(state, "place E4 up")  # P2: mammoth on E3, a tie: P1 keeps it; domino 38 is forced
    assert state.line_owners == [2, 3, 0, 1]  # 3, 6, 7, 38
    play(state, "place D5 left; pick 9; place D5 left; pick 10; place D5 left; pick 11")
    assert state.totems[MAMMOTH] == 0
    play(state, "place F5 right")  # P2: mammoth on F5, volcano on G5
    assert [t.resource_count(MAMMOTH) for t in state.territories] == [1, 2, 0, 0]
    return state


def turn_events(state: OriginsState, since: int) -> list[tuple[Any, ...]]:
    return [e for e in state.events[since:] if e[0] in ("fire", "burnt-resource", "totem", "totem-return")]


def test_volcano_turn_waits_for_its_token_before_moving_a_totem() -> None:
    """Right after a volcano domino lands, the fire token is pending and no totem has moved yet."""
    state = volcano_mammoth_game()
    pending = state.pending()
    assert pending is not None and (pending.player, pending.decision) == (1, Decision.FIRE)
    assert state.totems[MAMMOTH] == 0
    assert not [e for e in state.events if e[0] == "totem" and e[1] == 1]


def test_token_burning_the_resource_its_domino_brought_moves_no_totem() -> None:
    """The domino's mammoth would take the totem, its own token burns it: the holder keeps it."""
    state = volcano_mammoth_game()
    since = len(state.events)
    play(state, "fire F5")  # the mammoth the domino just brought, next to the volcano
    f5 = state.grid.parse("F5")
    assert [t.resource_count(MAMMOTH) for t in state.territories] == [1, 1, 0, 0]
    assert state.totems[MAMMOTH] == 0
    assert turn_events(state, since) == [("fire", 1, f5, 1), ("burnt-resource", 1, f5, MAMMOTH)]


def test_net_gain_of_a_volcano_turn_moves_the_totem_once_after_the_token() -> None:
    """A token that burns nothing leaves the domino's mammoth: the totem moves, once, after it."""
    state = volcano_mammoth_game()
    since = len(state.events)
    play(state, "fire E4")  # P2's desert, two squares from the volcano
    e4 = state.grid.parse("E4")
    assert state.totems[MAMMOTH] == 1
    assert turn_events(state, since) == [("fire", 1, e4, 1), ("totem", 1, MAMMOTH, 0)]


def test_snapshot_at_the_pending_token_keeps_the_evaluation_to_come() -> None:
    """A game saved between the volcano domino and its token moves the totem as the live game does."""
    live = volcano_mammoth_game()
    loaded = as_a(OriginsState, state_from_json(json.loads(json.dumps(state_to_json(live)))))
    for state in (live, loaded):
        play(state, "fire E4")
    assert loaded.totems == live.totems and live.totems[MAMMOTH] == 1
    assert state_to_json(loaded) == state_to_json(live)


def test_ai_values_the_token_as_the_engine_then_scores_it() -> None:
    """Greedy and the playout's greedy value each landing square by the points it really gives."""
    state = volcano_mammoth_game()
    actions = state.legal_actions()
    assert len(actions) > 2
    points = [current_points(apply(state, a), 1) for a in actions]
    greedy = {a: v for v, a in GreedyAgent(0).rank(state)}
    view = OriginsView(state, 1)
    fast = [view.fire(state.grid.cell(a.square), 1) for a in actions if isinstance(a, Fire)]
    assert [greedy[a] - greedy[actions[0]] for a in actions] == [p - points[0] for p in points]
    assert [v - fast[0] for v in fast] == [p - points[0] for p in points]
    burn_new = actions.index(parse_action("fire F5"))
    assert points[burn_new] == min(points)  # the mammoth and with it the totem


def volcano_fish_tie_game() -> OriginsState:
    """Totem, 4 players: P1, P2, P3 have two mammoths each (P1 holds the totem); nobody has fish.

    Round 2: P1 places 40 (fish|V1) on F5-G5, and is about to land the token.
    """
    state = origins_game(
        GameConfig(
            players=4, mode=Mode.TOTEM, deck=(1, 12, 13, 14, 2, 3, 29, 40, 4, 5, 6, 7), chiefs=(0, 1, 2, 3)
        )
    )
    play(state, "pick 12; pick 13; pick 14")  # P4 is forced onto domino 1
    play(state, "place F5 right; pick 2; place E4 up; pick 40; place E4 up; pick 3; place E4 up")
    assert state.line_owners == [3, 1, 2, 0]  # 2, 3, 29, 40
    play(state, "place D5 left; pick 4; place F5 right; pick 5; place F5 right; fire F5; pick 6")
    play(state, "place F5 right")  # P1: fish on F5, volcano on G5
    assert state.totems[:2] == [0, -1]
    return state


def test_tie_decision_of_a_volcano_turn_comes_after_its_token() -> None:
    """The token burns the holder's mammoth: the fish totem moves and the tie is asked after it."""
    state = volcano_fish_tie_game()
    pending = state.pending()
    assert pending is not None and (pending.player, pending.decision) == (0, Decision.FIRE)
    since = len(state.events)
    play(state, "fire E4")  # a mammoth of P1's, two squares from the volcano
    e4 = state.grid.parse("E4")
    assert turn_events(state, since) == [
        ("fire", 0, e4, 1),
        ("burnt-resource", 0, e4, MAMMOTH),
        ("totem", 0, FISH, -1),
    ]
    pending = state.pending()
    assert pending is not None
    assert (pending.player, pending.decision, pending.resource, pending.candidates) == (
        0,
        Decision.TOTEM,
        MAMMOTH,
        (1, 2),
    )
    play(state, "totem mammoth to 3")
    assert state.totems[:2] == [2, 0]
    assert ("pick", 0, 7) in state.events[since:]  # then P1's turn goes on: its forced pick


def tie_game() -> OriginsState:
    """Totem, 4 players: P1, P2, P3 have two mammoths each (P1 holds the totem); P1 burns one."""
    state = origins_game(
        GameConfig(
            players=4, mode=Mode.TOTEM, deck=(1, 12, 13, 14, 2, 3, 28, 29, 4, 5, 6, 7), chiefs=(0, 1, 2, 3)
        )
    )
    play(state, "pick 12; pick 13; pick 14")
    play(state, "place F5 right; pick 2; place E4 up; pick 28; place E4 up; pick 3; place E4 up")
    play(state, "place D5 left; pick 4; place F5 right; pick 5; place F5 right; fire E4")
    return state


def test_tied_overtake_makes_the_holder_choose() -> None:
    """The holder overtaken by two tied players gets a TOTEM decision naming only them."""
    state = tie_game()
    assert state.totems[MAMMOTH] == 0
    pending = state.pending()
    assert pending is not None
    assert pending.player == 0 and pending.decision is Decision.TOTEM
    assert pending.resource == MAMMOTH and pending.candidates == (1, 2)
    assert state.legal_actions() == [GiveTotem(MAMMOTH, 1), GiveTotem(MAMMOTH, 2)]
    assert [str(a) for a in state.legal_actions()] == ["totem mammoth to 2", "totem mammoth to 3"]


@pytest.mark.parametrize(
    "text", ["totem mammoth to 1", "totem mammoth to 4", "totem fish to 2", "pick 6", "fire E3"]
)
def test_totem_decision_refuses_anything_else(text: str) -> None:
    """Only handing that totem to one of the tied players is accepted."""
    state = tie_game()
    with pytest.raises(IllegalAction):
        state.play(parse_action(text))
    assert state.totems[MAMMOTH] == 0
    assert len(state.totem_queue) == 1


@pytest.mark.parametrize("seat", [1, 2])
def test_play_continues_after_the_totem_decision(seat: int) -> None:
    """After the holder chooses, the chosen player holds the totem and the turn goes on."""
    state = tie_game()
    state.play(GiveTotem(MAMMOTH, seat), player=0)
    assert state.totems[MAMMOTH] == seat
    assert state.events[-1] == ("totem", seat, MAMMOTH, 0)
    assert state.totem_queue == []
    pending = state.pending()
    assert pending is not None and pending.player == 0 and pending.decision is Decision.PICK


def test_totem_decision_interrupts_another_players_turn() -> None:
    """The holder decides even when it is another player's turn; that player waits."""
    state = tie_game()
    play(state, "totem mammoth to 2; pick 6")
    pending = state.pending()
    assert pending is not None and (pending.player, pending.decision) == (2, Decision.PLACE)
    # Set up directly: P4 holds the fish totem with 1 fish while P1 and P2 have 2 fish each.
    state.territories[0] = territory(fish=2)
    state.territories[1] = territory(fish=2)
    state.territories[3] = territory(fish=1)
    state.totems[FISH] = 3
    state.events.extend(totem_rules.update(state.territories, state.totems, state.totem_queue))
    pending = state.pending()
    assert pending is not None
    assert (pending.player, pending.decision, pending.candidates) == (3, Decision.TOTEM, (0, 1))
    assert state.legal_actions() == [GiveTotem(FISH, 0), GiveTotem(FISH, 1)]
    with pytest.raises(NotYourTurn):
        state.play(parse_action("place G4 up"), player=2)
    with pytest.raises(NotYourTurn):
        state.play(GiveTotem(FISH, 0), player=2)
    state.play(GiveTotem(FISH, 0), player=3)
    assert state.totems[FISH] == 0
    pending = state.pending()
    assert pending is not None and (pending.player, pending.decision) == (2, Decision.PLACE)


# --- scoring ----------------------------------------------------------------------------------


def test_final_score_adds_resources_and_totems() -> None:
    """Totem mode: regions + 1 per wooden resource left + each held totem's points."""
    terr = origins_territory(
        """
        Gr Gr G1
        Lr H  J!2
        Q  Qr D
        """
    )
    sheet = breakdown(terr, mode=Mode.TOTEM, totems=(MAMMOTH, FLINT))
    # Regions: grassland 3 squares × 1 printed fire = 3; jungle 1 × 2 (token) = 2; others unlit.
    assert sheet.region_points == 5
    assert sheet.resources == (2, 1, 0, 1)
    assert sheet.resource_points == 4
    assert sheet.totem_points == TOTEM_POINTS[MAMMOTH] + TOTEM_POINTS[FLINT] == 9
    assert sheet.total == 18


def test_resources_and_totems_score_only_in_totem_mode() -> None:
    """The same territory scores no resource or totem points in Discovery and Tribe."""
    terr = origins_territory("Gr Gr G1\nLr H Jr")
    for mode in (Mode.DISCOVERY, Mode.TRIBE):
        sheet = breakdown(terr, mode=mode, totems=(MAMMOTH,))
        assert sheet.total == 3  # grassland 3 × 1
    assert breakdown(terr, mode=Mode.TOTEM, totems=(MAMMOTH,)).total == 3 + 4 + 3


def test_game_scores_include_held_totems() -> None:
    """In a game, current points and the score sheet count the totems held at that moment."""
    state = tie_game()
    play(state, "totem mammoth to 2")
    # P1: grassland E3-E4 2×1 (token on E4) + 1 mammoth = 3.  P2: 2 mammoths + totem 3 = 5.
    # P3: 2 mammoths = 2.  P4: deserts only = 0.
    assert [current_points(state, p) for p in range(4)] == [3, 5, 2, 0]
    assert [b.total for b in final_scores(state).players] == [3, 5, 2, 0]
    assert as_a(OriginsSheet, final_scores(state).players[1]).totems == (MAMMOTH,)
