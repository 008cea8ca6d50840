"""Scripted games with a fixed deck and chief order: `pytest -s` shows each move and territory.

Every expected territory and score below was worked out by hand from the moves and RULES.md
(§1 domino list, §4 notation, rulings 3, 5, 6, 8 and 11); the comments show the arithmetic.
"""

from __future__ import annotations

from rules import (
    GameConfig,
    as_a,
    current_points,
    final_scores,
    format_territory,
    parse_action,
    parse_actions,
)
from rules.boxes.origins import CAVEMAN_NAMES, MAMMOTH, OriginsSheet, OriginsState
from rules.names import Decision, Mode
from tests.rules.games import origins_game

# --- helpers ----------------------------------------------------------------------------------


def play(state: OriginsState, script: str) -> OriginsState:
    """Play the actions of `script`, printing each move and the mover's territory after it."""
    for action in parse_actions(script):
        pending = state.pending()
        assert pending is not None
        round_ = state.round
        state.play(action)
        print(f"round {round_}: {pending} -> {action}")
        print(indent(format_territory(state.territories[pending.player])))
    return state


def indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


def rows(text: str) -> list[list[str]]:
    """Territory text as rows of tokens, so that column padding does not matter."""
    return [line.split() for line in text.strip().splitlines()]


def territory_rows(state: OriginsState, player: int) -> list[list[str]]:
    return rows(format_territory(state.territories[player]))


def pending_of(state: OriginsState) -> tuple[int, Decision, int | None]:
    pending = state.pending()
    assert pending is not None
    return pending.player, pending.decision, pending.domino


# --- Discovery, 4 players, three rounds -------------------------------------------------------


def test_discovery_four_players_three_rounds() -> None:
    """Discovery, 4 players: draft, three rounds with two volcanoes; territories and scores."""
    state = origins_game(
        GameConfig(
            players=4,
            deck=(24, 4, 30, 12, 13, 31, 28, 5, 6, 25, 38, 32, 7, 14, 26, 33),
            chiefs=(1, 3, 0, 2),
        )
    )
    # Draft on line 1 (4 D|G, 12 G|G, 24 D|G1, 30 D1|G): players 2, 4, 1 choose, player 3 is forced.
    play(state, "pick 24; pick 12; pick 30")
    assert state.line == [4, 12, 24, 30]
    assert state.line_owners == [2, 3, 1, 0]
    assert state.next_line == [5, 13, 28, 31]

    # Round 1.
    play(state, "place F5 right; pick 13")  # P3: D F5, G G5
    play(state, "place E4 up; pick 28")  # P4: G E4, G E3
    play(state, "place D5 left; pick 31")  # P2: D D5, G1 C5
    play(state, "place E6 down")  # P1: D1 E6, G E7; domino 5 is the only one left
    assert ("pick", 0, 5) in state.events
    assert state.round == 2
    assert state.line_owners == [0, 2, 3, 1]  # 5, 13, 28, 31
    assert territory_rows(state, 1) == rows("G1 D H")
    assert current_points(state, 1) == 1  # the grassland C5: 1 square × 1 fire
    assert current_points(state, 0) == 1  # the desert E6: 1 × 1

    # Round 2: player 4 places the volcano 28 (D|V1) and throws its token onto E4.
    play(state, "place D6 down; pick 38")  # P1: D D6 (next to D1 E6), G D7 (next to G E7)
    play(state, "place G4 up; pick 32")  # P3: G G4, G G3
    play(state, "place F5 right")  # P4: D F5, V1 G5
    assert pending_of(state) == (3, Decision.FIRE, None)
    play(state, "fire E4; pick 25")
    fire = state.events.index(("fire", 3, state.grid.parse("E4"), 1))
    assert state.events[fire + 1] == ("pick", 3, 25)  # the token lands before the pick
    play(state, "place D6 down")  # P2: D1 D6, L D7; domino 6 is forced
    assert state.round == 3
    assert state.line == [6, 25, 32, 38]
    assert state.line_owners == [1, 3, 2, 0]
    assert current_points(state, 3) == 2  # grassland E3-E4: 2 squares × 1 fire
    assert current_points(state, 1) == 3  # desert D5-D6: 2 × 1, grassland C5: 1 × 1

    # Round 3.
    play(state, "place C6 down; pick 33")  # P2: D C6, L C7
    play(state, "place F6 down; pick 7")  # P4: D F6, L1 F7
    play(state, "place H5 right; pick 26")  # P3: G1 H5, L I5
    play(state, "place F7 right")  # P1: G F7, V1 G7
    assert pending_of(state) == (0, Decision.FIRE, None)
    fire_squares = {str(a).removeprefix("fire ") for a in state.legal_actions()}
    # Within 3 of G7, own, not printed fire (E6), not the volcano: E5 (hut), D6, D7, E7, F7.
    assert fire_squares == {"E5", "D6", "D7", "E7", "F7"}
    play(state, "fire F7")  # domino 14 is forced

    assert territory_rows(state, 0) == rows(
        """
        .  H  .   .
        D  D1 .   .
        G  G  G!1 V1
        """
    )
    assert territory_rows(state, 1) == rows(
        """
        G1 D  H
        D  D1 .
        L  L  .
        """
    )
    assert territory_rows(state, 2) == rows(
        """
        . . G . .
        . . G . .
        H D G G1 L
        """
    )
    assert territory_rows(state, 3) == rows(
        """
        G   . .
        G!1 . .
        H   D V1
        .   D .
        .   L1 .
        """
    )
    # P1: desert D6-E6 2×1 + grassland D7-E7-F7 3×1 = 5.
    # P2: grassland C5 1×1 + desert D5-D6-C6 3×1 (lakes unlit) = 4.
    # P3: grassland G3-G4-G5-H5 4×1 = 4.  P4: grassland 2×1 + lake F7 1×1 = 3.
    assert [current_points(state, p) for p in range(4)] == [5, 4, 4, 3]
    scores = final_scores(state)
    assert [b.total for b in scores.players] == [5, 4, 4, 3]
    assert scores.ranking[0] == (1, 0)
    # Round 4: line 4 (drawn 7 14 26 33) in number order.
    assert state.round == 4
    assert state.line == [7, 14, 26, 33]
    assert state.line_owners == [3, 0, 2, 1]
    assert pending_of(state) == (3, Decision.PLACE, 7)


# --- Totem, 4 players: the holder loses the lead to two tied players --------------------------


def test_totem_game_fire_makes_the_holder_choose() -> None:
    """Totem: P1 takes the mammoth totem, burns a mammoth, and must give it to P2 or P3."""
    state = origins_game(
        GameConfig(
            players=4, mode=Mode.TOTEM, deck=(1, 12, 13, 14, 2, 3, 28, 29, 4, 5, 6, 7), chiefs=(0, 1, 2, 3)
        )
    )
    play(state, "pick 12; pick 13; pick 14")  # P4 is forced onto domino 1
    play(state, "place F5 right; pick 2")  # P4: desert only
    play(state, "place E4 up")  # P1: two mammoths, strictly more than anyone
    assert state.events[-1] == ("totem", 0, MAMMOTH, -1)
    assert state.totems == [0, -1, -1, -1]
    play(state, "pick 28")
    play(state, "place E4 up; pick 3")  # P2: two mammoths too: a tie does not take the totem
    play(state, "place E4 up")  # P3: the same
    assert state.totems[MAMMOTH] == 0
    assert not [e for e in state.events if e[0] == "totem" and e[1] != 0]
    assert territory_rows(state, 1) == rows("Gr\nGr\nH")
    # Totem score: no fire yet; 2 resources + the mammoth totem's 3 for P1.
    assert [current_points(state, p) for p in range(4)] == [5, 2, 2, 0]

    # Round 2: line 2, 3, 28, 29. P1's volcano burns its own mammoth on E4.
    assert state.line_owners == [3, 1, 0, 2]
    play(state, "place D5 left; pick 4")
    play(state, "place F5 right; pick 5")
    play(state, "place F5 right; fire E4")
    assert ("burnt-resource", 0, state.grid.parse("E4"), MAMMOTH) in state.events
    pending = state.pending()
    assert pending is not None
    assert (pending.player, pending.decision, pending.candidates) == (0, Decision.TOTEM, (1, 2))
    assert [str(a) for a in state.legal_actions()] == ["totem mammoth to 2", "totem mammoth to 3"]
    play(state, "totem mammoth to 3")
    assert state.events[-1] == ("totem", 2, MAMMOTH, 0)
    assert pending_of(state) == (0, Decision.PICK, None)  # play goes on with P1's pick
    play(state, "pick 6")
    play(state, "place F5 right; fire F5")  # P3: volcano 29, token on its own desert

    assert territory_rows(state, 0) == rows("Gr . .\nG!1 . .\nH D V1")
    assert territory_rows(state, 2) == rows("Gr . .\nGr . .\nH D!1 V1")
    # P1: grassland 2×1 + 1 mammoth = 3.  P2: 2 mammoths = 2.
    # P3: desert F5 1×1 + 2 mammoths + mammoth totem 3 = 6.  P4: 0.
    assert [current_points(state, p) for p in range(4)] == [3, 2, 6, 0]
    assert as_a(OriginsSheet, final_scores(state).players[2]).totems == (MAMMOTH,)


# --- Tribe, 4 players: a recruit --------------------------------------------------------------


def test_tribe_game_with_a_recruit() -> None:
    """Tribe: P1 pays a mammoth and a fish for the Hunter, who later scores two mammoths."""
    state = origins_game(
        GameConfig(
            players=4,
            mode=Mode.TRIBE,
            deck=(19, 20, 21, 22, 1, 2, 3, 4, 12, 13, 14, 15, 5, 6, 7, 8),
            chiefs=(0, 1, 2, 3),
            cavemen=("hunter", "fisher", "painter", "shaman", "firelady", "gatherer"),
        )
    )
    board = [CAVEMAN_NAMES[k] for k in state.cave_board]
    assert board == ["hunter", "fisher", "painter", "shaman"]
    play(state, "pick 19; pick 20; pick 21")
    play(state, "place E4 up; pick 1")  # P1: mammoth E4, fish E3
    assert pending_of(state) == (0, Decision.RECRUIT, None)
    assert [str(a) for a in state.legal_actions()] == [
        "recruit board 1",
        "recruit board 2",
        "recruit board 3",
        "recruit board 4",
        "recruit skip",
    ]
    play(state, "recruit board 1 pay E4 E3 at E4")
    assert territory_rows(state, 0) == rows("L\nG@hunter\nH")
    assert state.cave_board[0] == -1
    e4 = state.grid.parse("E4")
    assert state.events[-1] == ("settle", 0, e4, CAVEMAN_NAMES.index("hunter"), "board")

    play(state, "place E4 up; pick 2")  # P2: fish, mushroom
    assert [str(a) for a in state.legal_actions()] == [
        "recruit board 2",
        "recruit board 3",
        "recruit board 4",
        "recruit skip",
    ]
    play(state, "recruit skip")
    play(state, "place E4 up; pick 3; recruit skip")
    play(state, "place E4 up; recruit skip")  # P4's pick of domino 4 is forced
    assert state.round == 2
    board = [CAVEMAN_NAMES[k] for k in state.cave_board]
    assert board == ["firelady", "fisher", "painter", "shaman"]  # refilled from the pile

    play(state, "place F5 right; pick 12")  # P1 has no resources left: no recruit offered
    assert pending_of(state) == (1, Decision.PLACE, 2)
    play(state, "place F5 right; pick 13; recruit skip")
    play(state, "place F5 right; pick 14; recruit skip")
    play(state, "place F5 right; recruit skip")  # P4: desert F5, mammoth G5

    play(state, "place F4 up; pick 5")  # P1: mammoths F4, F3 next to the Hunter on E4
    assert territory_rows(state, 0) == rows(
        """
        L        Gr .
        G@hunter Gr .
        H        D  D
        """
    )
    # No fire anywhere: regions score 0. The Hunter sees mammoths on F3 and F4: 2 × 3 = 6.
    # Only one kind of resource is left, so no recruit is offered.
    assert current_points(state, 0) == 6
    sheet = as_a(OriginsSheet, final_scores(state).players[0])
    assert [c.points for c in sheet.cavemen] == [6]
    assert pending_of(state) == (1, Decision.PLACE, 13)


# --- The Neolithic opening --------------------------------------------------------------------


def test_neolithic_opening() -> None:
    """The Neolithic: P2 drawn first takes dominoes 2+3 of line 1; P1 plays 1 and 4 around G7."""
    state = origins_game(GameConfig(players=2, deck=(10, 3, 40, 17, 1, 2, 11, 20), chiefs=(1, 0, 0, 1)))
    assert [str(a) for a in state.legal_actions()] == ["pick 3 40", "pick 10 17"]
    play(state, "pick 10 17")
    assert state.line_owners == [0, 1, 1, 0]
    play(state, "place G6 up; pick 20")  # P1: deserts G6, G5 above the hut G7
    play(state, "place H7 right; pick 1")  # P2: desert H7, quarry I7
    play(state, "place F7 left; pick 11")  # P2 again: jungles F7, E7
    play(state, "place H7 right")  # P1: lake H7, volcano I7
    targets = {str(a).removeprefix("fire ") for a in state.legal_actions()}
    assert targets == {"G5", "G6", "G7", "H7"}
    play(state, "fire G5")  # domino 2 is forced
    assert territory_rows(state, 0) == rows("D!1 . .\nD . .\nH L V1")
    assert territory_rows(state, 1) == rows("J J H D Q")
    assert [current_points(state, p) for p in range(2)] == [2, 0]  # P1: desert G5-G6 2×1
    assert state.round == 2
    assert state.line == [1, 2, 11, 20]
    assert state.line_owners == [1, 0, 1, 0]
    assert pending_of(state) == (1, Decision.PLACE, 1)
    assert parse_action("place F7 left") not in state.legal_actions()  # F7 is taken
