"""Kingdomino Origins' cave (Tribe mode): recruit a caveman (from the cave board or the pile, or
none), pay for it with a wooden resource, then settle it on a square."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.components import ids
from bot.turn.panels.base import DecisionPanel, Panel, act_button, add_suggest, cell_select, view
from lang import Words
from rules import GameState, Pay, Recruit, Settle, as_a
from rules.boxes.origins import (
    BOARD,
    CAVEMAN_NAMES,
    PILE,
    RESOURCE_NAMES,
    SKIP,
    OriginsState,
    OriginsTerritory,
)


def draw_recruit(state: GameState, game_id: int, version: int, w: Words) -> Panel:
    """A button per face-up caveman, a select of the pile's, Skip; the cave board as the picture."""
    actions = state.legal_actions()
    cave_board = as_a(OriginsState, state).cave_board
    shown = view()
    pile: list[Recruit] = []
    for a in actions:
        assert isinstance(a, Recruit)
        if a.source == BOARD:
            kind = cave_board[a.which]
            shown.add_item(
                act_button(
                    game_id,
                    version,
                    a,
                    f"{a.which + 1}. {w(f'caveman-{CAVEMAN_NAMES[kind]}')}",
                    style=discord.ButtonStyle.primary,
                )
            )
        elif a.source == PILE:
            pile.append(a)
    if pile:
        shown.add_item(
            discord.ui.Select(
                custom_id=ids.act_select(game_id, version),
                placeholder=w("recruit_pile"),
                options=[
                    discord.SelectOption(label=w(f"caveman-{CAVEMAN_NAMES[a.which]}"), value=str(a))
                    for a in pile
                ],
            )
        )
    skip = next(a for a in actions if isinstance(a, Recruit) and a.source == SKIP)
    shown.add_item(act_button(game_id, version, skip, w("recruit_skip"), style=discord.ButtonStyle.secondary))
    add_suggest(shown, game_id, version, w)
    # The cave board is the picture: its alt text tells each face-up tile's rule and the pile.
    counts = as_a(OriginsTerritory, state.territories[state.current_player()]).resource_counts()
    held = ", ".join(w(f"resource-{RESOURCE_NAMES[k]}-count", count=n) for k, n in enumerate(counts) if n)
    return Panel(w("choose_recruit", resources=held), shown, ("cave", {}))


def draw_pay(state: GameState, game_id: int, version: int, w: Words) -> Panel:
    """The squares whose wooden resource may pay for the caveman."""
    squares = [a.square for a in state.legal_actions() if isinstance(a, Pay)]
    return _squares(state, game_id, version, "pay", squares, w)


def draw_settle(state: GameState, game_id: int, version: int, w: Words) -> Panel:
    """The squares the caveman may settle on."""
    squares = [a.square for a in state.legal_actions() if isinstance(a, Settle)]
    return _squares(state, game_id, version, "settle", squares, w)


def _squares(
    state: GameState, game_id: int, version: int, verb: str, squares: Sequence[object], w: Words
) -> Panel:
    shown = view()
    shown.add_item(cell_select(game_id, version, verb, squares))
    return Panel(
        w(f"choose_{verb}", caveman=recruit_title(state, w)),
        shown,
        ("territory", {"player": state.current_player(), "highlight": list(squares)}),
    )


def paying_words(state: GameState, w: Words) -> str:
    """Paying for or settling the caveman recruited, named by its title."""
    pending = state.pending()
    assert pending is not None
    return w(f"decision_{pending.decision.value}", caveman=recruit_title(state, w))


def recruit_title(state: GameState, w: Words) -> str:
    """The caveman being paid for or settled, by its full title."""
    origins = as_a(OriginsState, state)
    recruit = origins.recruit
    if recruit is None:
        return w("caveman")
    kind = origins.cave_board[recruit.which] if recruit.source == BOARD else recruit.which
    return w(f"caveman-{CAVEMAN_NAMES[kind]}")


RECRUIT = DecisionPanel(draw_recruit)
PAY = DecisionPanel(draw_pay, paying_words)
SETTLE = DecisionPanel(draw_settle, paying_words)


__all__ = ["PAY", "RECRUIT", "SETTLE", "draw_pay", "draw_recruit", "draw_settle", "recruit_title"]
