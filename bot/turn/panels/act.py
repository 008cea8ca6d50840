"""The Resource Tokens variant's panels: acting instead of a pick, then the action itself.

An acting king gains resources, uses a witch or passes. A gain is one choice (a crown square);
a witch is several (the witch, then one crown square of a different opponent per crown): a
witch can have hundreds of target combinations, more than one select holds, so the panel asks
for them one at a time. Each step's component carries the action written so far (its text
form, `witch D4 on 2 F5`), so a step needs nothing stored and still works after a restart.
Every complete gain or witch is previewed (its cost and what it places or removes, computed by
playing it on a copy) before the Confirm that commits it.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.components import ids
from bot.i18n.messages import plain
from bot.turn.panels import pick
from bot.turn.panels.base import SELECT_LIMIT, DecisionPanel, Panel, Picture, add_suggest, back_button, view
from lang import Words
from rules import TERRAIN_NAMES, Gain, GameState, IllegalAction, MalformedAction, Square, Witch, as_a
from rules.boxes.resources import ACT, PASS, TOKEN_NAMES, HarvestTerritory, crown_squares


def pick_extras(state: GameState, game_id: int, version: int, shown: discord.ui.View, w: Words) -> str:
    """The "Act instead" button under the picks; the sentence that says what acting means."""
    if ACT not in state.legal_actions():
        return ""
    shown.add_item(
        discord.ui.Button(
            label=w("act_button"),
            style=discord.ButtonStyle.secondary,
            custom_id=ids.act(game_id, version, ACT),
        )
    )
    return "\n" + w("act_explained")


def draw_pick(state: GameState, game_id: int, version: int, w: Words) -> Panel:
    """The picks, and under them "Act instead" with what acting means (when the king may act)."""
    return pick.draw(state, game_id, version, w, extra=pick_extras)


def pick_words(state: GameState, w: Words) -> str:
    return w("decision_pick_or_act")


def draw_act(state: GameState, game_id: int, version: int, w: Words) -> Panel:
    """The acting king's choices: a gain select, a button per usable witch, Pass, Suggest; on
    the player's kingdom, the gains' squares highlighted."""
    shown = view()
    content, picture = act_panel(state, game_id, version, shown, w)
    add_suggest(shown, game_id, version, w)
    return Panel(content, shown, picture)


PICK = DecisionPanel(draw_pick, pick_words)
ACT_PANEL = DecisionPanel(draw_act)


def act_panel(
    state: GameState, game_id: int, version: int, shown: discord.ui.View, w: Words
) -> tuple[str, Picture]:
    """The acting king's choices: a gain select, a button per usable witch, Pass.

    Returns the panel's text and its picture's options (the player's kingdom, gains highlighted).
    """
    actions = state.legal_actions()
    player = state.current_player()
    terr = as_a(HarvestTerritory, state.territories[player])
    gains = [a for a in actions if isinstance(a, Gain)]
    lines = [w("choose_act", gold=terr.gold)]
    if gains:
        shown.add_item(
            discord.ui.Select(
                custom_id=ids.step_select(game_id, version, 0, "gain"),
                placeholder=w("gain_placeholder"),
                options=[_gain_option(state, a, w) for a in gains[:SELECT_LIMIT]],
            )
        )
    else:
        lines.append(w("no_gain"))
    witches = sorted({a.square for a in actions if isinstance(a, Witch)})
    for square in witches:
        crowns = terr.crowns_at(state.grid.cell(square))
        shown.add_item(
            discord.ui.Button(
                label=w("witch_button", square=str(square), crowns=crowns),
                style=discord.ButtonStyle.primary,
                custom_id=ids.step(game_id, version, f"witch {square}"),
            )
        )
    shown.add_item(
        discord.ui.Button(
            label=w("pass_button"),
            style=discord.ButtonStyle.secondary,
            custom_id=ids.act(game_id, version, PASS),
        )
    )
    return "\n".join(lines), ("territory", {"player": player, "highlight": [a.square for a in gains]})


def _gain_option(state: GameState, gain: Gain, w: Words) -> discord.SelectOption:
    terr = state.territories[state.current_player()]
    cell = state.grid.cell(gain.square)
    spec = terr.specs[cell]
    placed, kind = _gained(state, gain)
    return discord.SelectOption(
        label=w(
            "gain_option",
            square=str(gain.square),
            terrain=w(f"terrain-{TERRAIN_NAMES[spec.terrain]}"),
            placed=placed,
            kind=w(f"token-{TOKEN_NAMES[kind]}"),
        )[:100],
        value=str(gain.square),
    )


def _gained(state: GameState, gain: Gain) -> tuple[int, int]:
    """(tokens placed, their kind) if `gain` were played now."""
    probe = state.copy()
    probe.play(gain)
    event = next(e for e in reversed(probe.events) if e[0] == "gain")
    return event[4], event[3]


class Step:
    """An action written so far, read from a step component's text."""

    def __init__(self, text: str) -> None:
        try:
            self._read(text)
        except ValueError:  # a square or player that is no such thing: a tampered id
            raise MalformedAction("step-unreadable", text=text) from None

    def _read(self, text: str) -> None:
        words = text.split()
        if len(words) < 2 or words[0].lower() not in ("gain", "witch"):
            raise MalformedAction("step-unreadable", text=text)
        self.verb = words[0].lower()
        self.square = Square.parse(words[1].upper())
        rest = words[2:]
        if rest and rest[0].lower() == "on":
            rest = rest[1:]
        if len(rest) % 2:
            raise MalformedAction("step-witch-targets", text=text)
        self.targets = tuple(
            (int(rest[i]) - 1, Square.parse(rest[i + 1].upper())) for i in range(0, len(rest), 2)
        )

    def text(self) -> str:
        if not self.targets:
            return f"{self.verb} {self.square}"
        return f"witch {self.square} on " + " ".join(f"{p + 1} {sq}" for p, sq in self.targets)


def step(state: GameState, game_id: int, version: int, text: str, names: Sequence[str], w: Words) -> Panel:
    """The next step of a gain or witch: its targets still to choose, or its preview and Confirm.

    Raises IllegalAction for a step the rules do not allow now (a tampered or outdated click).
    """
    shown = view()
    content, picture = _step(state, game_id, version, text, names, shown, w)
    return Panel(content, shown, picture)


def _step(
    state: GameState,
    game_id: int,
    version: int,
    text: str,
    names: Sequence[str],
    shown: discord.ui.View,
    w: Words,
) -> tuple[str, Picture]:
    at = Step(text)
    legal = state.legal_actions()
    if at.verb == "gain":
        gain = Gain(at.square)
        if gain not in legal:
            raise IllegalAction("not-legal-now", action=str(gain))
        return _confirm(state, game_id, version, gain, names, shown, w)
    chosen = set(at.targets)
    witches = [a for a in legal if isinstance(a, Witch)]
    open_ = [a for a in witches if a.square == at.square and chosen <= set(a.targets)]
    if not open_:
        raise IllegalAction("witch-not-legal-now", action=at.text())
    player = state.current_player()
    crowns = as_a(HarvestTerritory, state.territories[player]).crowns_at(state.grid.cell(at.square))
    if len(at.targets) == crowns:
        return _confirm(state, game_id, version, open_[0], names, shown, w)
    taken = {p for p, _ in at.targets}
    for number, seat in enumerate(sorted({p for a in open_ for p, _ in a.targets} - taken)):
        squares = sorted({sq for a in open_ for p, sq in a.targets if p == seat})
        # The most harmful first: a long list is cut to what Discord shows, never its best.
        ranked = sorted(squares, key=lambda sq: (-_spoils(state, seat, sq), sq))[:SELECT_LIMIT]
        shown.add_item(
            discord.ui.Select(
                custom_id=ids.step_select(game_id, version, number, at.text()),
                placeholder=w("witch_target_placeholder", name=names[seat][:60]),
                options=[
                    discord.SelectOption(
                        label=w("witch_target_option", square=str(sq), spoilt=_spoils(state, seat, sq))[:100],
                        value=f"{seat + 1} {sq}",
                    )
                    for sq in ranked
                ],
            )
        )
    shown.add_item(back_button(game_id, version, w))
    left = crowns - len(at.targets)
    return (
        w("choose_witch_target", square=str(at.square), crowns=crowns, left=left),
        ("table", {}),
    )


def _spoils(state: GameState, seat: int, square: Square) -> int:
    """Tokens a witch on `square` of player `seat` would remove: on its non-crown neighbours."""
    victim = as_a(HarvestTerritory, state.territories[seat])
    cell = state.grid.cell(square)
    around = state.grid.ring[cell] & ~crown_squares(victim)
    return sum(n for c, n in victim.resource_tokens.items() if around >> c & 1)


def _confirm(
    state: GameState,
    game_id: int,
    version: int,
    action: Gain | Witch,
    names: Sequence[str],
    shown: discord.ui.View,
    w: Words,
) -> tuple[str, Picture]:
    """What the action would cost and do, with Confirm (the action itself) and Back."""
    player = state.current_player()
    terr = as_a(HarvestTerritory, state.territories[player])
    probe = state.copy()
    probe.play(action)
    shown.add_item(
        discord.ui.Button(
            label=w("confirm"), style=discord.ButtonStyle.success, custom_id=ids.act(game_id, version, action)
        )
    )
    shown.add_item(back_button(game_id, version, w))
    if isinstance(action, Gain):
        placed, kind = _gained(state, action)
        after = as_a(HarvestTerritory, probe.territories[player]).resource_tokens
        changed = [state.grid.squares[c] for c, n in after.items() if n != terr.resource_tokens.get(c, 0)]
        text = w(
            "preview_gain",
            square=str(action.square),
            gold=terr.gold,
            placed=placed,
            kind=w(f"token-{TOKEN_NAMES[kind]}"),
            squares=", ".join(str(sq) for sq in sorted(changed)) or "-",
        )
        return text, ("territory", {"player": player, "highlight": sorted(changed)})
    spoilt: dict[int, list[Square]] = {}
    for event in probe.events[len(state.events) :]:
        if event[0] == "spoilt":
            spoilt.setdefault(event[1], []).append(state.grid.squares[event[2]])
    parts = [
        w(
            "witch_spoils" if spoilt.get(seat) else "witch_spoils_none",
            name=plain(names[seat]),
            square=str(square),
            count=len(spoilt.get(seat, [])),
        )
        for seat, square in action.targets
    ]
    crowns = terr.crowns_at(state.grid.cell(action.square))
    text = w("preview_witch", square=str(action.square), cost=crowns, gold=terr.gold, spoils="; ".join(parts))
    victim, target = action.targets[0]
    return text, ("territory", {"player": victim, "highlight": [target, *spoilt.get(victim, [])]})


def parse_step_value(prefix: str, value: str) -> str:
    """A step select's text: what its custom id carries, then the chosen option."""
    if prefix.lower() == "gain":
        return f"gain {value}"
    words = prefix.split()
    joiner = " " if "on" in (w.lower() for w in words) else " on "
    return prefix + joiner + value


__all__ = ["ACT_PANEL", "PICK", "Step", "act_panel", "parse_step_value", "pick_extras", "step"]
