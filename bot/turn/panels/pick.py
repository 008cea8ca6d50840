"""Choosing a domino of the next line (every game): a button per legal pick (a pair in the
Neolithic's first draft), then Suggest. A game may add its own below the picks (`Extra`)."""

from __future__ import annotations

from collections.abc import Callable

import discord

from bot.turn.panels.base import DecisionPanel, Panel, act_button, add_suggest, decision_words, view
from lang import Words
from rules import Decision, GameState, Pick

# A game's own choices under the picks: (state, game id, version, view, words) -> a line to add
Extra = Callable[[GameState, int, int, discord.ui.View, Words], str]


def draw(state: GameState, game_id: int, version: int, w: Words, extra: Extra | None = None) -> Panel:
    """The pick buttons, each with its domino's terrains; `extra`'s choices below them."""
    actions = state.legal_actions()
    picks = [a for a in actions if isinstance(a, Pick)]  # a game's other choices are `extra`'s
    shown = view()
    for a in picks:
        label = " + ".join(
            f"{n} · {state.dominoes[n - 1].first}|{state.dominoes[n - 1].second}" for n in a.numbers
        )
        shown.add_item(act_button(game_id, version, a, label, style=discord.ButtonStyle.primary))
    line = "" if extra is None else extra(state, game_id, version, shown, w)
    add_suggest(shown, game_id, version, w)
    key = "choose_pair" if len(actions) == 2 and all(len(a.numbers) == 2 for a in picks) else "choose_pick"
    return Panel(w(key) + line, shown, ("table", {}))


def words(state: GameState, w: Words) -> str:
    pending = state.pending()
    assert pending is not None
    if pending.decision is Decision.DRAFT and state.neolithic:
        first = state.next_line  # the first pick of the Neolithic: 1 and 4, or 2 and 3
        return w("decision_draft_pair", a=first[0], b=first[3], c=first[1], d=first[2])
    return decision_words(state, w)


PANEL = DecisionPanel(draw, words)

__all__ = ["PANEL", "Extra", "draw", "words"]
