"""The private turn panel: for the pending decision, its text, picture and components.

Everything offered comes from `legal_actions`, so a panel never shows an illegal choice. Every
component's custom_id carries the game id and version (see components.py), so a click on an old
panel is refused, and panels keep working after a restart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot import acting, ids
from lang import Words
from render import must_discard
from rules import (
    DIRECTION_NAMES,
    Act,
    Action,
    Decision,
    Fire,
    GameState,
    GiveTotem,
    IllegalAction,
    Pay,
    Pick,
    Place,
    Recruit,
    Settle,
    Square,
    as_a,
)
from rules.boxes.origins import (
    BOARD,
    CAVEMAN_NAMES,
    PILE,
    RESOURCE_NAMES,
    SKIP,
    OriginsState,
    OriginsTerritory,
)

SELECT_LIMIT = 25  # options in one Discord select


@dataclass
class Panel:
    """A panel to send or edit in: text, an optional picture request, components."""

    content: str
    view: discord.ui.View
    picture: tuple[str, dict[str, object]] | None = None  # ("territory"|"table"|"cave", render kwargs)


def what(state: GameState, w: Words) -> str:
    """The pending decision in a few words, for prompts and refusals."""
    pending = state.pending()
    if pending is None:
        return ""
    if pending.decision is Decision.PLACE:
        return w("decision_discard" if must_discard(state) else "decision_place", domino=str(pending.domino))
    if pending.decision is Decision.DRAFT and state.neolithic:
        first = state.next_line  # the first pick of the Neolithic: 1 and 4, or 2 and 3
        return w("decision_draft_pair", a=first[0], b=first[3], c=first[1], d=first[2])
    if pending.decision in (Decision.PAY, Decision.SETTLE):
        return w(f"decision_{pending.decision.value}", caveman=recruit_title(state, w))
    if pending.decision is Decision.TOTEM:
        return w("decision_totem", resource=w(f"resource-{RESOURCE_NAMES[pending.resource or 0]}"))
    if pending.decision is Decision.PICK and state.config.box.resource_tokens:
        return w("decision_pick_or_act")
    return w(f"decision_{pending.decision.value}", chief=w(state.config.box.chief))


def recruit_title(state: GameState, w: Words) -> str:
    """The caveman being paid for or settled, by its full title."""
    origins = as_a(OriginsState, state)
    recruit = origins.recruit
    if recruit is None:
        return w("caveman")
    kind = origins.cave_board[recruit.which] if recruit.source == BOARD else recruit.which
    return w(f"caveman-{CAVEMAN_NAMES[kind]}")


def _view() -> discord.ui.View:
    return ids.sealed(discord.ui.View(timeout=None))


def _act_button(
    game_id: int, version: int, action: Action, label: str, *, style: discord.ButtonStyle
) -> discord.ui.Button[discord.ui.View]:
    return discord.ui.Button(label=label[:80], style=style, custom_id=ids.act(game_id, version, action))


def _suggest(view: discord.ui.View, game_id: int, version: int, w: Words) -> None:
    view.add_item(
        discord.ui.Button(
            label=w("suggest_button"),
            style=discord.ButtonStyle.secondary,
            custom_id=ids.suggest(game_id, version),
        )
    )


def panel(state: GameState, game_id: int, version: int, w: Words) -> Panel:
    """The panel for the pending decision of `state` (the caller checked who is asking)."""
    pending = state.pending()
    assert pending is not None, "no panel for a finished game"
    actions = state.legal_actions()
    player = pending.player
    view = _view()
    if pending.decision is Decision.PLACE:
        number = pending.domino or 0
        if not any(isinstance(a, Place) for a in actions):
            view.add_item(
                _act_button(
                    game_id, version, actions[0], w("discard_button"), style=discord.ButtonStyle.danger
                )
            )
            return Panel(w("cannot_place", domino=str(number)), view, ("territory", {"player": player}))
        squares = sorted({a.square for a in actions if isinstance(a, Place)})
        for i in range(0, min(len(squares), SELECT_LIMIT * 4), SELECT_LIMIT):
            chunk = squares[i : i + SELECT_LIMIT]
            select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
                custom_id=ids.square_select(game_id, version, i // SELECT_LIMIT),
                placeholder=w("choose_square_page", first=str(chunk[0]), last=str(chunk[-1])),
                options=[discord.SelectOption(label=str(sq), value=str(sq)) for sq in chunk],
            )
            view.add_item(select)
        _suggest(view, game_id, version, w)
        return Panel(
            w("choose_square", domino=str(number)),
            view,
            ("territory", {"player": player, "highlight": squares}),
        )
    if pending.decision is Decision.FIRE:
        squares = [a.square for a in actions if isinstance(a, Fire)]
        view.add_item(_cell_select(game_id, version, "fire", squares))
        fire_at = as_a(OriginsState, state).fire_at
        assert fire_at is not None
        return Panel(
            w("choose_fire", fires=fire_at[1]),
            view,
            ("territory", {"player": player, "highlight": squares, "source": _volcano(state)}),
        )
    if pending.decision in (Decision.PICK, Decision.DRAFT):
        for a in actions:
            if isinstance(a, Act):
                continue  # its own button, below the picks
            assert isinstance(a, Pick)
            label = " + ".join(
                f"{n} · {state.dominoes[n - 1].first}|{state.dominoes[n - 1].second}" for n in a.numbers
            )
            view.add_item(_act_button(game_id, version, a, label, style=discord.ButtonStyle.primary))
        extra = acting.pick_extras(state, game_id, version, view, w)
        _suggest(view, game_id, version, w)
        key = (
            "choose_pair"
            if len(actions) == 2 and all(len(a.numbers) == 2 for a in actions if isinstance(a, Pick))
            else "choose_pick"
        )
        return Panel(w(key) + extra, view, ("table", {}))
    if pending.decision is Decision.ACT:
        content, picture = acting.act_panel(state, game_id, version, view, w)
        _suggest(view, game_id, version, w)
        return Panel(content, view, picture)
    if pending.decision is Decision.TOTEM:
        for a in actions:
            assert isinstance(a, GiveTotem)
            view.add_item(
                _act_button(
                    game_id, version, a, w("seat_label", seat=a.player + 1), style=discord.ButtonStyle.primary
                )
            )
        resource = w(f"resource-{RESOURCE_NAMES[pending.resource or 0]}")
        return Panel(w("choose_totem", resource=resource), view, ("table", {}))
    if pending.decision is Decision.RECRUIT:
        return _recruit_panel(state, actions, game_id, version, view, w)
    if pending.decision is Decision.PAY:
        squares = [a.square for a in actions if isinstance(a, Pay)]
        view.add_item(_cell_select(game_id, version, "pay", squares))
        return Panel(
            w("choose_pay", caveman=recruit_title(state, w)),
            view,
            ("territory", {"player": player, "highlight": squares}),
        )
    squares = [a.square for a in actions if isinstance(a, Settle)]
    view.add_item(_cell_select(game_id, version, "settle", squares))
    return Panel(
        w("choose_settle", caveman=recruit_title(state, w)),
        view,
        ("territory", {"player": player, "highlight": squares}),
    )


def _cell_select(
    game_id: int, version: int, verb: str, squares: Sequence[object]
) -> discord.ui.Select[discord.ui.View]:
    names = [str(sq) for sq in squares][:SELECT_LIMIT]
    return discord.ui.Select(
        custom_id=ids.cell_select(game_id, version, verb),
        options=[discord.SelectOption(label=name, value=name) for name in names],
    )


def _recruit_panel(
    state: GameState, actions: list[Action], game_id: int, version: int, view: discord.ui.View, w: Words
) -> Panel:
    cave_board = as_a(OriginsState, state).cave_board
    pile: list[Recruit] = []
    for a in actions:
        assert isinstance(a, Recruit)
        if a.source == BOARD:
            kind = cave_board[a.which]
            view.add_item(
                _act_button(
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
        view.add_item(
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
    view.add_item(_act_button(game_id, version, skip, w("recruit_skip"), style=discord.ButtonStyle.secondary))
    _suggest(view, game_id, version, w)
    # The cave board is the picture: its alt text tells each face-up tile's rule and the pile.
    counts = as_a(OriginsTerritory, state.territories[state.current_player()]).resource_counts()
    held = ", ".join(w(f"resource-{RESOURCE_NAMES[k]}-count", count=n) for k, n in enumerate(counts) if n)
    return Panel(w("choose_recruit", resources=held), view, ("cave", {}))


def step(state: GameState, game_id: int, version: int, text: str, names: Sequence[str], w: Words) -> Panel:
    """The next step of an action chosen in parts (a gain or a witch): see `bot.acting`."""
    view = _view()
    content, picture = acting.step(state, game_id, version, text, names, view, w)
    return Panel(content, view, picture)


def directions(state: GameState, game_id: int, version: int, square: str, w: Words) -> Panel:
    """Direction buttons for a chosen first square (only the legal ones enabled)."""
    legal = {a.direction for a in state.legal_actions() if isinstance(a, Place) and str(a.square) == square}
    view = _view()
    for d, name in enumerate(DIRECTION_NAMES):
        view.add_item(
            discord.ui.Button(
                label=w(f"direction-{name}"),
                style=discord.ButtonStyle.primary,
                disabled=d not in legal,
                custom_id=ids.direction(game_id, version, square, d),
            )
        )
    view.add_item(
        discord.ui.Button(
            label=w("back"), style=discord.ButtonStyle.secondary, custom_id=ids.back(game_id, version)
        )
    )
    number = state.line[state.position]
    return Panel(
        w("choose_direction", domino=str(number), square=square),
        view,
        ("territory", {"player": state.current_player(), "highlight": []}),
    )


def preview(state: GameState, game_id: int, version: int, action: Place | Fire, w: Words) -> Panel:
    """The ghost (a placement) or the landing square (a fire token), then Confirm or Back.

    Raises IllegalAction for a choice the rules do not allow now (a tampered or outdated click).
    """
    if action not in state.legal_actions():
        raise IllegalAction("not-legal-now", action=str(action))
    view = _view()
    view.add_item(_act_button(game_id, version, action, w("confirm"), style=discord.ButtonStyle.success))
    view.add_item(
        discord.ui.Button(
            label=w("back"), style=discord.ButtonStyle.secondary, custom_id=ids.back(game_id, version)
        )
    )
    player = state.current_player()
    if isinstance(action, Place):
        text = w(
            "preview_place",
            domino=str(state.line[state.position]),
            square=str(action.square),
            direction=w(f"direction-{DIRECTION_NAMES[action.direction]}"),
        )
        return Panel(text, view, ("territory", {"player": player, "ghost": action}))
    return Panel(
        w("preview_fire", square=str(action.square)),
        view,
        ("territory", {"player": player, "highlight": [action.square], "source": _volcano(state)}),
    )


def _volcano(state: GameState) -> Square | None:
    """The volcano whose fire token is landing: marked on the picture with the squares it could
    burn (a wooden resource or a caveman there would be lost)."""
    fire_at = as_a(OriginsState, state).fire_at
    return None if fire_at is None else state.grid.squares[fire_at[0]]
