"""Temporary: what render asked of the old flat rules (replaced by the game parts)."""

from __future__ import annotations

from rules.boxes.origins import OriginsState
from rules.boxes.resources import ResourcesState
from rules.core.game import GameState


def puts_resources(state: GameState) -> bool:
    return isinstance(state, OriginsState) and state.PUTS_RESOURCES


def acting_kings(state: GameState) -> list[int]:
    return state.actors if isinstance(state, ResourcesState) else []
