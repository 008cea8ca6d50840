"""Placing a domino (every game): the first half's square, then a direction, then the ghost of
the domino in place with Confirm; or Discard when it fits nowhere."""

from __future__ import annotations

import discord

from bot.components import ids
from bot.turn.panels.base import (
    SELECT_LIMIT,
    DecisionPanel,
    Panel,
    act_button,
    add_suggest,
    back_button,
    confirm_view,
    view,
)
from lang import Words
from render import must_discard
from rules import DIRECTION_NAMES, GameState, Place


def draw(state: GameState, game_id: int, version: int, w: Words) -> Panel:
    """The squares the domino's first half may go on (up to four selects), or Discard."""
    pending = state.pending()
    assert pending is not None
    actions = state.legal_actions()
    player = pending.player
    shown = view()
    number = pending.domino or 0
    if not any(isinstance(a, Place) for a in actions):
        shown.add_item(
            act_button(game_id, version, actions[0], w("discard_button"), style=discord.ButtonStyle.danger)
        )
        return Panel(w("cannot_place", domino=str(number)), shown, ("territory", {"player": player}))
    squares = sorted({a.square for a in actions if isinstance(a, Place)})
    for i in range(0, min(len(squares), SELECT_LIMIT * 4), SELECT_LIMIT):
        chunk = squares[i : i + SELECT_LIMIT]
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=ids.square_select(game_id, version, i // SELECT_LIMIT),
            placeholder=w("choose_square_page", first=str(chunk[0]), last=str(chunk[-1])),
            options=[discord.SelectOption(label=str(sq), value=str(sq)) for sq in chunk],
        )
        shown.add_item(select)
    add_suggest(shown, game_id, version, w)
    return Panel(
        w("choose_square", domino=str(number)),
        shown,
        ("territory", {"player": player, "highlight": squares}),
    )


def words(state: GameState, w: Words) -> str:
    pending = state.pending()
    assert pending is not None
    return w("decision_discard" if must_discard(state) else "decision_place", domino=str(pending.domino))


PANEL = DecisionPanel(draw, words)


def directions(state: GameState, game_id: int, version: int, square: str, w: Words) -> Panel:
    """Direction buttons for a chosen first square (only the legal ones enabled)."""
    legal = {a.direction for a in state.legal_actions() if isinstance(a, Place) and str(a.square) == square}
    shown = view()
    for d, name in enumerate(DIRECTION_NAMES):
        shown.add_item(
            discord.ui.Button(
                label=w(f"direction-{name}"),
                style=discord.ButtonStyle.primary,
                disabled=d not in legal,
                custom_id=ids.direction(game_id, version, square, d),
            )
        )
    shown.add_item(back_button(game_id, version, w))
    number = state.line[state.position]
    return Panel(
        w("choose_direction", domino=str(number), square=square),
        shown,
        ("territory", {"player": state.current_player(), "highlight": []}),
    )


def preview(state: GameState, game_id: int, version: int, action: Place, w: Words) -> Panel:
    """The ghost of the domino in place, then Confirm or Back (IllegalAction for a placement the
    rules do not allow now)."""
    shown = confirm_view(state, game_id, version, action, w)
    text = w(
        "preview_place",
        domino=str(state.line[state.position]),
        square=str(action.square),
        direction=w(f"direction-{DIRECTION_NAMES[action.direction]}"),
    )
    return Panel(text, shown, ("territory", {"player": state.current_player(), "ghost": action}))


__all__ = ["PANEL", "directions", "draw", "preview", "words"]
