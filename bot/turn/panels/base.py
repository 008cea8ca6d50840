"""What every decision's panel is made of: a Panel (text, picture, components), the buttons and
selects they share, and a decision's panel and words as one registered part (`DecisionPanel`).

Everything offered comes from `legal_actions`, so a panel never shows an illegal choice. Every
component's custom_id carries the game id and version (bot.components.ids), so a click on an
old panel is refused, and panels keep working after a restart.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import discord

from bot.components import ids
from lang import Words
from rules import Action, GameState, IllegalAction

SELECT_LIMIT = 25  # options in one Discord select
Picture = tuple[str, dict[str, object]]  # ("territory"|"table"|"cave", render options)


@dataclass
class Panel:
    """A panel to send or edit in: text, an optional picture request, components."""

    content: str
    view: discord.ui.View
    picture: Picture | None = None


Draw = Callable[[GameState, int, int, Words], Panel]  # (state, game id, version, words) -> the panel
Said = Callable[[GameState, Words], str]  # the pending decision in a few words


def decision_words(state: GameState, w: Words) -> str:
    """A decision in a few words, as most say it ("choose a domino for your chief")."""
    pending = state.pending()
    assert pending is not None
    return w(f"decision_{pending.decision.value}", chief=w(state.config.box.chief))


@dataclass(frozen=True)
class DecisionPanel:
    """A decision's part of the panel: how it is drawn, and how prompts and refusals name it."""

    draw: Draw
    words: Said = decision_words


def view() -> discord.ui.View:
    return ids.sealed(discord.ui.View(timeout=None))


def act_button(
    game_id: int, version: int, action: Action, label: str, *, style: discord.ButtonStyle
) -> discord.ui.Button[discord.ui.View]:
    """A button that plays `action` (its text travels in the custom id)."""
    return discord.ui.Button(label=label[:80], style=style, custom_id=ids.act(game_id, version, action))


def back_button(game_id: int, version: int, w: Words) -> discord.ui.Button[discord.ui.View]:
    """**Back**: the decision's panel as it is now."""
    return discord.ui.Button(
        label=w("back"), style=discord.ButtonStyle.secondary, custom_id=ids.back(game_id, version)
    )


def add_suggest(panel_view: discord.ui.View, game_id: int, version: int, w: Words) -> None:
    """**Suggest**: a few good moves, privately."""
    panel_view.add_item(
        discord.ui.Button(
            label=w("suggest_button"),
            style=discord.ButtonStyle.secondary,
            custom_id=ids.suggest(game_id, version),
        )
    )


def cell_select(
    game_id: int, version: int, verb: str, squares: Sequence[object]
) -> discord.ui.Select[discord.ui.View]:
    """A select of squares for `verb` (fire, pay, settle): the move is the verb and the square."""
    names = [str(sq) for sq in squares][:SELECT_LIMIT]
    return discord.ui.Select(
        custom_id=ids.cell_select(game_id, version, verb),
        options=[discord.SelectOption(label=name, value=name) for name in names],
    )


def confirm_view(state: GameState, game_id: int, version: int, action: Action, w: Words) -> discord.ui.View:
    """**Confirm** (the action itself) and **Back**, under a preview; IllegalAction for a choice
    the rules do not allow now (a tampered or outdated click)."""
    if action not in state.legal_actions():
        raise IllegalAction("not-legal-now", action=str(action))
    shown = view()
    shown.add_item(act_button(game_id, version, action, w("confirm"), style=discord.ButtonStyle.success))
    shown.add_item(back_button(game_id, version, w))
    return shown


__all__ = [
    "SELECT_LIMIT",
    "DecisionPanel",
    "Draw",
    "Panel",
    "Picture",
    "Said",
    "act_button",
    "add_suggest",
    "back_button",
    "cell_select",
    "confirm_view",
    "decision_words",
    "view",
]
