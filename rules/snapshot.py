"""A game as JSON: the record (config + actions, the source of truth) and the snapshot (a cache).

The snapshot holds the whole state so that a bot can load a game without replaying it; tests
check that it always equals the replay of the record.
"""

from __future__ import annotations

from typing import Any

from rules.actions import Recruit, parse_action
from rules.components import CAVEMAN_NAMES, RESOURCE_NAMES, TOKEN_NAMES
from rules.config import GameConfig
from rules.decisions import ACTION, DRAFT, FIRE, OVER, PAY, PICK, PLACE, RECRUIT, SETTLE
from rules.errors import RulesError
from rules.game import GameState, replay
from rules.grid import grid
from rules.notation import parse_token, put_token, token_at
from rules.rng import Rng
from rules.territory import Territory

SNAPSHOT_VERSION = 1
_STAGES = {
    DRAFT: "draft",
    PLACE: "place",
    FIRE: "fire",
    PICK: "pick",
    RECRUIT: "recruit",
    PAY: "pay",
    SETTLE: "settle",
    OVER: "over",
    ACTION: "act",
}
_STAGE_BY_NAME = {name: stage for stage, name in _STAGES.items()}


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
        tok = token_at(terr, cell)
        if tok is not None:
            squares[g.name(cell)] = str(tok)
    return {"squares": squares, "discarded": terr.discarded}


def _territory_from_json(config: GameConfig, data: dict[str, Any]) -> Territory:
    g = grid(config.size)
    terr = Territory(g, config.box)
    for name, text in data["squares"].items():
        cell = g.parse(name)
        tok = parse_token(text, config.box)
        if tok is not None:
            put_token(terr, cell, tok)
    terr.update_allowed()
    terr.discarded = int(data["discarded"])
    return terr


def state_to_json(state: GameState) -> dict[str, Any]:
    """The whole state, as plain JSON types."""
    g = state.grid
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
        "stage": _STAGES.get(state.stage, "turn-over"),
        "position": state.position,
        "territories": [_territory_to_json(t) for t in state.territories],
        "totems": list(state.totems),
        "totem_queue": [[RESOURCE_NAMES[r], h, list(tied)] for r, h, tied in state.totem_queue],
        "fire_at": None if state.fire_at is None else [g.name(state.fire_at[0]), state.fire_at[1]],
        "fire_supply": {str(k): v for k, v in sorted(state.fire_supply.items())},
        "cave_board": [CAVEMAN_NAMES[k] if k >= 0 else None for k in state.cave_board],
        "cave_pile": [CAVEMAN_NAMES[k] for k in state.cave_pile],
        "recruit": None if state.recruit is None else str(state.recruit),
        "paid": [RESOURCE_NAMES[r] for r in range(4) if state.paid >> r & 1],
        "events": [list(e) for e in state.events],
        "actions": [str(a) for a in state.actions],
    }
    if state.config.box.resource_tokens:
        # The tokens and gold on each kingdom are in its squares' notation ("Fr2", "C$3", "S1$1").
        out |= {
            "gold_pool": state.gold_pool,
            "supply": dict(zip(TOKEN_NAMES, state.supply, strict=True)),
            "column": list(state.column),
            "actors": list(state.actors),
        }
    return out


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
    s = GameState.__new__(GameState)
    s.config = config
    s.grid = g = grid(config.size)
    s.rng = Rng(int(data["rng"]))
    s.dominoes = config.box.dominoes
    s.deck = [int(n) for n in data["deck"]]
    s.line = [int(n) for n in data["line"]]
    s.line_owners = [int(n) for n in data["line_owners"]]
    s.next_line = [int(n) for n in data["next_line"]]
    s.next_owners = [int(n) for n in data["next_owners"]]
    s.draft_order = [int(n) for n in data["draft_order"]]
    s.round = int(data["round"])
    s.stage = _STAGE_BY_NAME[data["stage"]]
    s.position = int(data["position"])
    s.territories = [_territory_from_json(config, t) for t in data["territories"]]
    s.totems = [int(h) for h in data["totems"]]
    s.totem_queue = [
        (RESOURCE_NAMES.index(r), int(h), tuple(int(p) for p in tied)) for r, h, tied in data["totem_queue"]
    ]
    fire = data["fire_at"]
    s.fire_at = None if fire is None else (g.parse(fire[0]), int(fire[1]))
    s.fire_supply = {int(k): int(v) for k, v in data["fire_supply"].items()}
    s.cave_board = [CAVEMAN_NAMES.index(k) if k is not None else -1 for k in data["cave_board"]]
    s.cave_pile = [CAVEMAN_NAMES.index(k) for k in data["cave_pile"]]
    recruit = data["recruit"]
    s.recruit = None
    if recruit is not None:
        action = parse_action(recruit)
        if not isinstance(action, Recruit):
            raise RulesError("snapshot-recruit")
        s.recruit = action
    s.paid = sum(1 << RESOURCE_NAMES.index(r) for r in data["paid"])
    variant = config.box.resource_tokens
    s.gold_pool = int(data["gold_pool"]) if variant else 0
    s.supply = [int(data["supply"][name]) for name in TOKEN_NAMES] if variant else []
    s.column = [int(p) for p in data["column"]] if variant else []
    s.actors = [int(p) for p in data["actors"]] if variant else []
    s.events = [tuple(e) for e in data["events"]]
    s.actions = [parse_action(t) for t in data["actions"]]
    s._masks_at = -1
    return s
