"""Kingdomino Origins' totems (Totem mode): which of the tied players gets a resource's totem."""

from __future__ import annotations

import discord

from bot.turn.panels.base import DecisionPanel, Panel, act_button, view
from lang import Words
from rules import GameState, GiveTotem
from rules.boxes.origins import RESOURCE_NAMES


def draw(state: GameState, game_id: int, version: int, w: Words) -> Panel:
    """A button per player the totem may go to, on the table."""
    shown = view()
    for a in state.legal_actions():
        assert isinstance(a, GiveTotem)
        shown.add_item(
            act_button(
                game_id, version, a, w("seat_label", seat=a.player + 1), style=discord.ButtonStyle.primary
            )
        )
    return Panel(w("choose_totem", resource=resource(state, w)), shown, ("table", {}))


def words(state: GameState, w: Words) -> str:
    return w("decision_totem", resource=resource(state, w))


def resource(state: GameState, w: Words) -> str:
    """The resource whose totem is being given."""
    pending = state.pending()
    assert pending is not None
    return w(f"resource-{RESOURCE_NAMES[pending.resource or 0]}")


PANEL = DecisionPanel(draw, words)

__all__ = ["PANEL", "draw", "words"]
