"""The captions of `/origins replay` (bot.features.replay: captions, record.Record): every move of whole games
of every box and mode told, by its player, with what followed by itself; the round it was
played in; the result at the end."""

from __future__ import annotations

import re

import pytest

from bot.features.replay.captions import TOLD
from bot.features.replay.record import Record, build
from bot.store import EventRow, GameRow, ResultRow, SeatRow
from lang import words
from rules import Game, GameConfig, GameState, GreedyAgent, Mode, RandomAgent, final_scores, new_game

EN = words("en")

NAMES = ("ann", "bob", "cleo", "dan")
CONFIGS = {
    "neolithic": GameConfig(players=2, mode=Mode.DISCOVERY, seed=3),
    "totem": GameConfig(players=3, mode=Mode.TOTEM, seed=4),
    "tribe": GameConfig(players=4, mode=Mode.TRIBE, seed=3),
    "classic-3": GameConfig(game=Game.CLASSIC, players=3, seed=3),
    "resources": GameConfig(game=Game.RESOURCES, players=4, seed=5),
}


def played(config: GameConfig) -> GameState:
    """A whole game, random and greedy players in turn (random ones use witches, burn things...)."""
    state = new_game(config)
    agents = [GreedyAgent(p) if p % 2 else RandomAgent(p) for p in range(config.players)]
    while not state.is_over:
        state.play(agents[state.current_player()].choose(state))
    return state


def record_of(state: GameState) -> Record:
    """The Record the bot would load for this finished game (rows as the store gives them)."""
    config = state.config
    row = GameRow(7, 1, 2, 3, "over", config.to_json(), {}, None, len(state.actions), updated_at=1.0e9)
    events = [EventRow(7, i + 1, None, str(a), 0.0) for i, a in enumerate(state.actions)]
    seats = [SeatRow(7, p, 100 + p, NAMES[p]) for p in range(config.players)]
    scores = final_scores(state)
    places = {p: place for place, p in scores.ranking}
    results = [ResultRow(7, 1, 2, p, 100 + p, scores.players[p].total, places[p]) for p in places]
    return build(row, events, seats, results)


@pytest.fixture(scope="module", params=sorted(CONFIGS))
def game(request: pytest.FixtureRequest) -> tuple[GameState, Record]:
    state = played(CONFIGS[request.param])
    return state, record_of(state)


def test_every_move_is_told_by_its_player(game: tuple[GameState, Record]) -> None:
    """Each step's caption names the move's player and its action text, counts the moves, and
    names the round the move was played in."""
    final, record = game
    assert record.steps == len(final.actions)
    state = new_game(final.config)
    for step, action in enumerate(final.actions, start=1):
        actor, played_in = NAMES[state.current_player()], state.round
        state.play(action)
        after, text = record.moment(step, EN)
        assert after.actions == state.actions
        assert text.startswith(f"Move {step} of {record.steps} · ")
        where = "the first draft" if played_in == 0 else f"round {played_in} of {final.config.rounds}"
        assert f" · {where} · " in text
        assert text.endswith(f" · `{action}`")
        what = text.split(" · ")[2]
        assert actor in what, (step, text)


def test_every_event_is_told(game: tuple[GameState, Record]) -> None:
    """Whatever the engine says happened is in the captions: placements name the domino placed,
    a new round is announced where it begins, and the last move gives the result."""
    final, record = game
    assert {e[0] for e in final.events} <= TOLD
    captions = [record.moment(step, EN)[1] for step in range(record.steps + 1)]
    for domino in (e[2] for e in final.events if e[0] == "place"):
        assert any(f"placed domino {domino} on " in c for c in captions)
    begun = [int(n) for c in captions for n in re.findall(r"round (\d+) began", c)]
    assert begun == list(range(1, final.round + 1))
    assert [s for s in range(1, record.steps + 1) if "began" in captions[s]] == list(record.marks[1:])
    winners = [NAMES[p] for p in final_scores(final).winners]
    assert "the game is over: " in captions[-1] and all(w in captions[-1] for w in winners)
    assert captions[0].startswith("Before the first move: the ")


def test_the_games_meet_every_kind_of_event() -> None:
    """The games above are varied enough for the tests to mean something: fire, burnt pieces,
    totems, cavemen, discards, gains, witches and acting kings all happen in them."""
    seen = {e[0] for config in CONFIGS.values() for e in played(config).events}
    wanted = {"fire", "burnt-resource", "burnt-caveman", "totem", "pay", "settle", "discard"}
    wanted |= {"line-discard", "gain", "gold", "witch", "spoilt", "act", "pass"}
    assert wanted <= seen


def test_the_start_says_the_draw_and_the_record_has_the_scores() -> None:
    """Step 0 tells the order the chiefs were drawn in; the record to download is the engine's
    record plus the seats' names, scores and places."""
    final = played(CONFIGS["totem"])
    record = record_of(final)
    state, text = record.moment(0, EN)
    assert state.actions == [] and f"{len(final.actions)} moves follow." in text
    assert ", ".join(NAMES[p] for p in state.draft_order) in text
    data = record.to_json()
    assert data["config"] == final.config.to_json() and data["actions"] == [str(a) for a in final.actions]
    scores = final_scores(final)
    assert data["scores"] == [b.total for b in scores.players] and data["names"] == list(NAMES[:3])
    assert [data["places"][p] for p in scores.winners] == [1] * len(scores.winners)
