"""Kingdomino Origins' fire token: the squares where the volcano's token may land (previewed
first, with the volcano marked), then Confirm."""

from __future__ import annotations

from bot.turn.panels.base import DecisionPanel, Panel, cell_select, confirm_view, view
from lang import Words
from rules import Fire, GameState, Square, as_a
from rules.boxes.origins import OriginsState


def draw(state: GameState, game_id: int, version: int, w: Words) -> Panel:
    """A select of the landing squares, on the territory with them and the volcano marked."""
    squares = [a.square for a in state.legal_actions() if isinstance(a, Fire)]
    shown = view()
    shown.add_item(cell_select(game_id, version, "fire", squares))
    fire_at = as_a(OriginsState, state).fire_at
    assert fire_at is not None
    return Panel(
        w("choose_fire", fires=fire_at[1]),
        shown,
        ("territory", {"player": state.current_player(), "highlight": squares, "source": volcano(state)}),
    )


PANEL = DecisionPanel(draw)


def preview(state: GameState, game_id: int, version: int, action: Fire, w: Words) -> Panel:
    """The landing square marked, then Confirm or Back (IllegalAction for a square the rules do
    not allow now)."""
    shown = confirm_view(state, game_id, version, action, w)
    return Panel(
        w("preview_fire", square=str(action.square)),
        shown,
        (
            "territory",
            {"player": state.current_player(), "highlight": [action.square], "source": volcano(state)},
        ),
    )


def volcano(state: GameState) -> Square | None:
    """The volcano whose fire token is landing: marked on the picture with the squares it could
    burn (a wooden resource or a caveman there would be lost)."""
    fire_at = as_a(OriginsState, state).fire_at
    return None if fire_at is None else state.grid.squares[fire_at[0]]


__all__ = ["PANEL", "draw", "preview", "volcano"]
