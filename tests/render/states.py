"""Game states from seeded games and PNG helpers, shared by the picture tests."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PIL import Image

import lang
from render.core.picture import Picture
from rules import GameConfig, GreedyAgent, Place, RandomAgent, as_a, new_game
from rules.boxes.origins import OriginsState
from rules.boxes.resources import ResourcesState
from rules.core.game import GameState
from rules.names import Game, Mode, Option

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MiB = 1 << 20
NAMES = ("Zoë", "Łukasz", "Ξένια", "Дмитрий")
EN = lang.words("en")  # the words of the pictures the tests read


def play_until(config: GameConfig, done: Callable[[GameState], bool], *, greedy: bool = False) -> GameState:
    """Play a seeded game (random agents, or greedy ones) until `done` holds or the game ends."""
    state = new_game(config)
    agent = GreedyAgent(config.seed) if greedy else RandomAgent(config.seed)
    while not state.is_over and not done(state):
        state.play(agent.choose(state))
    return state


def origins_until(
    config: GameConfig, done: Callable[[OriginsState], bool], *, greedy: bool = False
) -> OriginsState:
    """`play_until` in a game of Kingdomino Origins, its states typed as the game's own."""
    state = play_until(config, lambda s: done(as_a(OriginsState, s)), greedy=greedy)
    return as_a(OriginsState, state)


def at_placement(state: GameState) -> bool:
    """Whether a domino is waiting to be placed (no totem to hand over first)."""
    return state.domino_to_place() is not None


def mid_game(
    players: int,
    mode: Mode = Mode.DISCOVERY,
    seed: int = 1,
    *,
    round_: int = 6,
    options: frozenset[Option] = frozenset(),
) -> OriginsState:
    """The first placement decision of round `round_` of a seeded random game."""
    config = GameConfig(players=players, mode=mode, seed=seed, options=options)
    state = origins_until(config, lambda s: s.round >= round_ and at_placement(s))
    assert not state.is_over
    return state


def finished(
    players: int, mode: Mode = Mode.DISCOVERY, seed: int = 1, *, greedy: bool = False
) -> OriginsState:
    """A seeded game played to its end."""
    config = GameConfig(players=players, mode=mode, seed=seed)
    return origins_until(config, lambda s: False, greedy=greedy)


def classic(players: int, *options: Option, seed: int = 1) -> GameConfig:
    """A classic Kingdomino game (Mighty Duel among `options`: 7×7 with all 48 dominoes)."""
    return GameConfig(game=Game.CLASSIC, players=players, options=frozenset(options), seed=seed)


def classic_mid_game(players: int, *options: Option, seed: int = 1, round_: int = 6) -> GameState:
    """The first placement decision of round `round_` of a seeded classic game (random agents)."""
    state = play_until(classic(players, *options, seed=seed), lambda s: s.round >= round_ and at_placement(s))
    assert not state.is_over
    return state


def classic_finished(players: int, *options: Option, seed: int = 1, greedy: bool = True) -> GameState:
    """A seeded classic game played to its end (greedy agents by default: fuller kingdoms)."""
    return play_until(classic(players, *options, seed=seed), lambda s: False, greedy=greedy)


# Classic games of each shape: player count and options (the 2-player ones 5×5 and Mighty Duel).
CLASSIC_SHAPES: tuple[tuple[int, frozenset[Option]], ...] = (
    (2, frozenset()),
    (2, frozenset({Option.MIGHTY_DUEL, Option.ONE_TWO_ONE, Option.MIDDLE_KINGDOM})),
    (3, frozenset({Option.HARMONY})),
    (4, frozenset({Option.HARMONY, Option.MIDDLE_KINGDOM})),
)


def placements(state: GameState) -> list[Place]:
    """The legal placements of the domino being placed (none when it must be discarded)."""
    return [a for a in state.legal_actions() if isinstance(a, Place)]


def decode(pic: Picture) -> Image.Image:
    """The picture's PNG decoded to RGB, after checking it is a PNG of the announced size."""
    assert pic.png.startswith(PNG_SIGNATURE)
    img = Image.open(io.BytesIO(pic.png))
    assert img.format == "PNG"
    assert img.size == (pic.width, pic.height)
    return img.convert("RGB")


def near(pixel: object, colour: tuple[int, int, int], tolerance: int = 3) -> bool:
    """Whether an RGB pixel is `colour` within `tolerance` per channel (the palette mapping)."""
    assert isinstance(pixel, tuple)
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=True))


def resources(players: int = 4, seed: int = 1) -> GameConfig:
    """A game of the Resource Tokens variant of classic Kingdomino (3 or 4 players)."""
    return GameConfig(game=Game.RESOURCES, players=players, seed=seed)


def kings_to_act(state: GameState) -> bool:
    """Whether a variant game has a king still to act this round and another in the action column."""
    return isinstance(state, ResourcesState) and bool(state.actors) and bool(state.column)


def resources_acting(players: int = 4, seed: int = 1) -> ResourcesState:
    """A seeded variant game (greedy agents) from round 6 on, at a moment when a king is still
    to act this round and another is in the action column (seeds 1, 4, 7, 10, 11 have one)."""
    state = as_a(
        ResourcesState,
        play_until(resources(players, seed), lambda s: s.round >= 6 and kings_to_act(s), greedy=True),
    )
    assert state.actors and state.column
    return state


def resources_finished(players: int = 4, seed: int = 1) -> ResourcesState:
    """A seeded variant game played to its end by greedy agents (they gain tokens)."""
    return as_a(ResourcesState, play_until(resources(players, seed), lambda s: False, greedy=True))


@contextmanager
def drawn_text() -> Iterator[list[tuple[str, int]]]:
    """Every text drawn through `render.text.draw` meanwhile, as (text, size in px)."""
    from render.core import text

    seen: list[tuple[str, int]] = []
    original = text.draw

    def record(img: Image.Image, xy: tuple[int, int], words: str, **kwargs: Any) -> None:
        seen.append((words, kwargs["size"]))
        original(img, xy, words, **kwargs)

    text.draw = record  # type: ignore[assignment]
    try:
        yield seen
    finally:
        text.draw = original
