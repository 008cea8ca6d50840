"""Alt text: each picture told in a few plain sentences, for screen readers and text clients."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from render.theme import PLAYER_COLOUR_NAMES
from rules.actions import Place
from rules.components import (
    CAVEMAN_TITLES,
    RESOURCE_NAMES,
    TERRAIN_NAMES,
    TOTEM_POINTS,
    VOLCANO,
    caveman_rule,
    domino,
)
from rules.config import Mode
from rules.game import GameState
from rules.grid import Square
from rules.scoring import FinalScores, current_points, final_scores, region_scores
from rules.territory import DIRECTION_NAMES


def player_name(names: Sequence[str] | None, seat: int) -> str:
    if names is not None and seat < len(names) and names[seat]:
        return names[seat]
    return f"Player {seat + 1}"


def who(names: Sequence[str] | None, seat: int) -> str:
    """A player as people read it: name, seat number and colour."""
    return f"{player_name(names, seat)} (player {seat + 1}, {PLAYER_COLOUR_NAMES[seat]})"


def domino_words(number: int) -> str:
    dom = domino(number)
    halves = []
    for half in dom.squares:
        word = TERRAIN_NAMES[half.terrain]
        if half.terrain == VOLCANO:
            word += f" with {half.craters} crater{'s' * (half.craters > 1)}"
        elif half.fires:
            word += f" with {half.fires} fire{'s' * (half.fires > 1)}"
        halves.append(word)
    return f"domino {number} ({halves[0]} | {halves[1]})"


def describe_pending(state: GameState, names: Sequence[str] | None) -> str:
    pending = state.pending()
    if pending is None:
        return "The game is over."
    text = str(pending)
    return text.replace(f"Player {pending.player + 1}", player_name(names, pending.player), 1) + "."


def describe_territory(
    state: GameState,
    player: int,
    *,
    names: Sequence[str] | None = None,
    highlight: Collection[Square] = (),
    ghost: Place | None = None,
) -> str:
    terr = state.territories[player]
    n = terr.grid.size
    parts = [
        f"Territory of {who(names, player)}: {terr.square_count} of {n * n} squares, "
        f"{current_points(state, player)} points."
    ]
    scoring = [r for r in region_scores(terr) if r.points]
    if scoring:
        parts.append(
            "Scoring regions: "
            + "; ".join(f"{TERRAIN_NAMES[r.terrain]} {r.size} × {r.fires} fire = {r.points}" for r in scoring)
            + "."
        )
    if terr.resources:
        counts = terr.resource_counts()
        parts.append(
            "Wooden resources: "
            + ", ".join(f"{c} {RESOURCE_NAMES[k]}" for k, c in enumerate(counts) if c)
            + "."
        )
    if terr.cavemen:
        g = terr.grid
        parts.append(
            "Cavemen: "
            + ", ".join(f"{CAVEMAN_TITLES[k]} on {g.name(p)}" for p, k in sorted(terr.cavemen.items()))
            + "."
        )
    if highlight:
        parts.append("Highlighted squares: " + ", ".join(sorted(map(str, highlight))) + ".")
    if ghost is not None and state.domino_to_place() is not None:
        number = state.line[state.position]
        parts.append(
            f"Preview: {domino_words(number)} with its first half on {ghost.square}, "
            f"the second {DIRECTION_NAMES[ghost.direction]}."
        )
    return " ".join(parts)


def describe_table(state: GameState, names: Sequence[str] | None) -> str:
    cfg = state.config
    head = f"Kingdomino Origins, {cfg.mode.value} mode, {cfg.players} players"
    rnd = "the initial draft" if state.round == 0 else f"round {state.round} of 12"
    parts = [f"{head}, {rnd}. {describe_pending(state, names)}"]
    if state.line:
        parts.append("Placing now: " + _line_words(state.line, state.line_owners, names) + ".")
    if state.next_line:
        parts.append("Next line: " + _line_words(state.next_line, state.next_owners, names) + ".")
    scores = ", ".join(f"{player_name(names, p)} {current_points(state, p)}" for p in range(cfg.players))
    parts.append(f"Points: {scores}.")
    if cfg.mode is Mode.TOTEM:
        held = [
            f"{RESOURCE_NAMES[r]} ({TOTEM_POINTS[r]}) with {player_name(names, h)}"
            for r, h in enumerate(state.totems)
            if h >= 0
        ]
        parts.append("Totems: " + (", ".join(held) if held else "none taken") + ".")
    if cfg.mode is Mode.TRIBE:
        parts.append(describe_cave(state))
    return " ".join(parts)


def _line_words(line: list[int], owners: list[int], names: Sequence[str] | None) -> str:
    words = []
    for number, owner in zip(line, owners, strict=True):
        taken = f" taken by {player_name(names, owner)}" if owner >= 0 else " free"
        words.append(f"{number}{taken}")
    return ", ".join(words)


def describe_cave(state: GameState) -> str:
    faces = [f"{CAVEMAN_TITLES[k]} ({caveman_rule(k)})" if k >= 0 else "empty" for k in state.cave_board]
    return f"Cave board: {'; '.join(faces)}. {len(state.cave_pile)} tiles in the face-down pile."


def describe_final(state: GameState, names: Sequence[str] | None, scores: FinalScores | None = None) -> str:
    scores = scores if scores is not None else final_scores(state)
    by_player = {b.player: b for b in scores.players}
    head = "Final scores" if state.is_over else "Scores so far"
    ranking = "; ".join(
        f"{place}. {player_name(names, p)} {by_player[p].total} points" for place, p in scores.ranking
    )
    parts = [f"{head}: {ranking}."]
    parts.extend(str(t).capitalize().replace("Player ", "player ") + "." for t in scores.tie_breaks)
    return " ".join(parts)
