"""What speaking three languages and replaying games cost: prints figures (never passes or fails).

    python bench/languages.py           # the figures of docs/benchmarks.md
    python bench/languages.py --quick   # a smaller, faster run

- Catalogues: loading one language's catalogues (every `lang/<language>/*.ftl`), and formatting
  a sentence from them: a plain one, a plural, an ordinal, a refusal worded from the rules'
  reason code (what every message the bot sends goes through).
- Pictures in each language: the 4-player table and decision card, drawn with each catalogue's
  words (English is the figure `bench/render.py` prints; the others should be the same).
- Replay: a step of `/origins replay` rebuilt from the stored actions (every step of whole games
  of each kind, as a button does), and the record to download.

Each time is the best of a few calls (least disturbed), then the median and the maximum.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import render
from bot.features.replay.record import Record
from bot.i18n.messages import reason
from lang import LANGUAGES, ROOT, Words, words
from rules import (
    Game,
    GameConfig,
    GameState,
    GreedyAgent,
    Mode,
    RandomAgent,
    RulesError,
    final_scores,
    new_game,
    parse_action,
)

NAMES = ("Zoë", "Łukasz", "Aiyana", "Dmitri")


def best_of(call: Callable[[], object], repeats: int) -> float:
    """The fastest of `repeats` calls, in seconds."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


def spread(times: list[float]) -> str:
    """Median and maximum, in milliseconds, as two cells."""
    return f"{statistics.median(times) * 1e3:.1f} ms | {max(times) * 1e3:.1f} ms"


def mid_game(players: int, mode: Mode, seed: int) -> GameState:
    state = new_game(GameConfig(players=players, mode=mode, seed=seed))
    agent = RandomAgent(seed)
    target = 2 + seed % 10
    while not (state.round >= target and state.domino_to_place() is not None):
        state.play(agent.choose(state))
    return state


def a_refusal() -> RulesError:
    """A refusal with fields and a game term, as the engine raises it."""
    state = mid_game(4, Mode.TRIBE, 1)
    try:
        state.play(parse_action("place A1 up"))
    except RulesError as refused:
        return refused
    raise AssertionError("the engine took a placement off the board")


def per_call(call: Callable[[], object], repeats: int, calls: int = 2000) -> float:
    """Seconds per call, over `calls` calls in a row (the best of `repeats` runs)."""
    return best_of(lambda: [call() for _ in range(calls)], repeats) / calls


def catalogue_row(language: str, refused: RulesError, repeats: int) -> str:
    files = list((ROOT / language).glob("*.ftl"))
    load = best_of(lambda: Words(language, files), repeats)
    w = words(language)
    fresh = (f"Zoë {n}" for n in itertools.count())  # a name never seen: formatted anew
    return (
        f"| {language} | {load * 1e3:.1f} ms "
        f"| {per_call(lambda: w('done_turn', name=next(fresh)), repeats) * 1e6:.1f} µs "
        f"| {per_call(lambda: w('done_turn', name='Zoë'), repeats) * 1e6:.1f} µs "
        f"| {per_call(lambda: w('mine-turn-title', count=3), repeats) * 1e6:.1f} µs "
        f"| {per_call(lambda: w('place', place=2, ordinal=w.ordinal(2)), repeats) * 1e6:.1f} µs "
        f"| {per_call(lambda: reason(refused, w), repeats) * 1e6:.1f} µs |"
    )


def catalogue_rows(repeats: int) -> None:
    print("| language | load | a sentence, new values | kept | plural, kept | ordinal, kept | refusal |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    refused = a_refusal()
    for language in LANGUAGES:
        print(catalogue_row(language, refused, repeats))


def picture_row(language: str, states: list[GameState], repeats: int) -> str:
    w = words(language)
    for s in states:  # warm-up: sprites, fonts, the words' measured widths
        render.table(s, names=NAMES, words=w)
    table = [best_of(partial(render.table, s, names=NAMES, words=w), repeats) for s in states]
    card = [best_of(partial(render.decision, s, names=NAMES, words=w), repeats) for s in states]
    return f"| {language} | {spread(table)} | {spread(card)} |"


def picture_rows(count: int, repeats: int) -> None:
    states = [mid_game(4, (Mode.DISCOVERY, Mode.TOTEM, Mode.TRIBE)[seed % 3], seed) for seed in range(count)]
    print("| language | table, 4 players: median | max | decision card: median | max |")
    print("| --- | --- | --- | --- | --- |")
    for language in LANGUAGES:
        print(picture_row(language, states, repeats))


def finished_record(config: GameConfig, agent_seed: int) -> Record:
    """A whole game of greedy agents, as the replay loads it from the store."""
    state = new_game(config)
    agent = GreedyAgent(agent_seed)
    actions = []
    marks = [0]
    while not state.is_over:
        action = agent.choose(state)
        before = state.round
        state.play(action)
        actions.append(action)
        if state.round != before and not state.is_over:
            marks.append(len(actions))
    scores = final_scores(state)
    totals = tuple(p.total for p in scores.players)
    return Record(
        game_id=1,
        guild_id=1,
        channel_id=1,
        config=config,
        actions=tuple(actions),
        names=NAMES[: config.players],
        scores=totals,
        places=tuple(1 if p in scores.winners else 2 for p in range(config.players)),
        finished_at=0.0,
        marks=tuple(marks),
    )


def replay_rows(repeats: int) -> None:
    games = [
        ("Origins, Tribe, 4 players", GameConfig(players=4, mode=Mode.TRIBE, seed=3)),
        ("Origins, Tribe, 2 players (7×7)", GameConfig(players=2, mode=Mode.TRIBE, seed=4)),
        ("Kingdomino, 4 players", GameConfig(game=Game.CLASSIC, players=4, seed=5)),
        ("Resource Tokens, 4 players", GameConfig(game=Game.RESOURCES, players=4, seed=6)),
    ]
    w = words("en")
    print("| game | moves | a step's state and caption: median | max | the record (JSON) |")
    print("| --- | --- | --- | --- | --- |")
    for label, config in games:
        print(replay_row(label, finished_record(config, 1), w, repeats))


def replay_row(label: str, record: Record, w: Words, repeats: int) -> str:
    steps = [best_of(partial(record.moment, step, w), repeats) for step in range(record.steps + 1)]
    export = best_of(record.to_json, repeats)
    return f"| {label} | {record.steps} | {spread(steps)} | {export * 1e3:.2f} ms |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer states and repeats: a rough figure")
    args = parser.parse_args()
    count, repeats = (6, 2) if args.quick else (30, 5)
    print("Catalogues (each figure the best of several runs)\n")
    catalogue_rows(repeats)
    print(f"\nPictures in each language ({count} seeded 4-player mid-game states)\n")
    picture_rows(count, repeats)
    print("\nReplay (every step of one whole game of greedy agents per row)\n")
    replay_rows(repeats)


if __name__ == "__main__":
    main()
