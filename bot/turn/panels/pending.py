"""The panel and the words of the pending decision, as its game draws and says them: each game
registers a part for each of its decisions (bot.boxes), the turn loop asks for it here."""

from __future__ import annotations

from bot.boxes import parts
from bot.turn.panels.base import DecisionPanel, Panel
from lang import Words
from rules import GameState


def panel(state: GameState, game_id: int, version: int, w: Words) -> Panel:
    """The panel for the pending decision of `state` (the caller checked who is asking)."""
    return _part(state).draw(state, game_id, version, w)


def what(state: GameState, w: Words) -> str:
    """The pending decision in a few words, for prompts and refusals ("" once the game is over)."""
    return "" if state.pending() is None else _part(state).words(state, w)


def _part(state: GameState) -> DecisionPanel:
    pending = state.pending()
    assert pending is not None, "no panel for a finished game"
    return parts(state.config.game).panels[pending.decision]


__all__ = ["panel", "what"]
