"""A game as JSON: the record (config + actions, the source of truth) and the snapshot (a cache).

The snapshot holds the whole state so that a bot can load a game without replaying it; tests
check that it always equals the replay of the record. The core writes its own fields and each
territory's squares in the notation (their marks carry a game's pieces on them); a game's state
writes its other fields (`GameState._pieces_json`), in the format of version 1, which every
record written since reads back unchanged: the pieces version 1 listed for every game before
the events, those a game added later after the actions.
"""

from __future__ import annotations

from typing import Any

from rules.core.actions import parse_action
from rules.core.config import GameConfig
from rules.core.errors import RulesError
from rules.core.game import GameState, replay
from rules.core.grid import grid
from rules.core.notation import parse_token
from rules.core.rng import Rng
from rules.core.territory import Territory

SNAPSHOT_VERSION = 1
# The name of a stage no game names: the pseudo-stage between two turns (never stored at rest).
TURN_OVER = "turn-over"


def record_to_json(state: GameState) -> dict[str, Any]:
    """The game as config + the text of every action: enough to rebuild it exactly."""
    return {"config": state.config.to_json(), "actions": [str(a) for a in state.actions]}


def record_from_json(data: Any) -> GameState:
    """Replay a record; raises RulesError (ConfigError, MalformedAction, IllegalAction)."""
    if not isinstance(data, dict) or "config" not in data:
        raise RulesError("record-not-object")
    config = GameConfig.from_json(data["config"])
    texts = data.get("actions", [])
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise RulesError("record-actions")
    return replay(config, [parse_action(t) for t in texts])


def _territory_to_json(terr: Territory) -> dict[str, Any]:
    g = terr.grid
    squares = {}
    for cell in [*sorted(terr.specs), g.hut]:
        tok = terr.token_at(cell)
        if tok is not None:
            squares[g.name(cell)] = str(tok)
    return {"squares": squares, "discarded": terr.discarded}


def _territory_from_json(state: GameState, data: dict[str, Any]) -> Territory:
    g = state.grid
    box = state.config.box
    terr = state._territory()
    for name, text in data["squares"].items():
        cell = g.parse(name)
        tok = parse_token(text, box)
        if tok is not None:
            terr.put_token(cell, tok)
    terr.update_allowed()
    terr.discarded = int(data["discarded"])
    return terr


def state_to_json(state: GameState) -> dict[str, Any]:
    """The whole state, as plain JSON types."""
    out: dict[str, Any] = {
        "snapshot": SNAPSHOT_VERSION,
        "config": state.config.to_json(),
        "rng": state.rng.state,
        "deck": list(state.deck),
        "line": list(state.line),
        "line_owners": list(state.line_owners),
        "next_line": list(state.next_line),
        "next_owners": list(state.next_owners),
        "draft_order": list(state.draft_order),
        "round": state.round,
        "stage": state.STAGE_NAMES.get(state.stage, TURN_OVER),
        "position": state.position,
        "territories": [_territory_to_json(t) for t in state.territories],
    }
    pieces, added = state._pieces_json()
    out |= pieces
    out["events"] = [list(e) for e in state.events]
    out["actions"] = [str(a) for a in state.actions]
    return out | added


def state_from_json(data: dict[str, Any]) -> GameState:
    """Rebuild a state from `state_to_json`; raises RulesError on a damaged snapshot."""
    try:
        return _state_from_json(data)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise RulesError("snapshot-damaged", detail=repr(exc)) from None


def _state_from_json(data: dict[str, Any]) -> GameState:
    if data.get("snapshot") != SNAPSHOT_VERSION:
        raise RulesError("snapshot-version", version=repr(data.get("snapshot")))
    config = GameConfig.from_json(data["config"])
    cls = config.box.rules.state_class(config)
    s = cls.__new__(cls)
    s.config = config
    s.grid = grid(config.size)
    s.rng = Rng(int(data["rng"]))
    s.dominoes = config.box.dominoes
    s.deck = [int(n) for n in data["deck"]]
    s.line = [int(n) for n in data["line"]]
    s.line_owners = [int(n) for n in data["line_owners"]]
    s.next_line = [int(n) for n in data["next_line"]]
    s.next_owners = [int(n) for n in data["next_owners"]]
    s.draft_order = [int(n) for n in data["draft_order"]]
    s.round = int(data["round"])
    s.stage = {name: stage for stage, name in cls.STAGE_NAMES.items()}[data["stage"]]
    s.position = int(data["position"])
    s.territories = [_territory_from_json(s, t) for t in data["territories"]]
    s._load_pieces(data)
    s.events = [tuple(e) for e in data["events"]]
    s.actions = [parse_action(t) for t in data["actions"]]
    s._masks_at = -1
    return s


__all__ = ["SNAPSHOT_VERSION", "record_from_json", "record_to_json", "state_from_json", "state_to_json"]
