"""A member who does not hold the seat to act, sending the acting member's custom ids (a tampered
client): every step and preview of every kind of decision is refused before anything of it is
read or drawn, in the very words of its Confirm's refusal, and the game does not change. The
member to act, sending the same ids, gets their preview and plays (the forging reaches the bot)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.components import ids
from bot.i18n.messages import plain_names, seat_names
from bot.turn.panels import fire, place
from bot.turn.panels.act import step
from bot.turn.panels.pending import panel, what
from lang import words
from rules import (
    Action,
    Decision,
    Fire,
    Gain,
    GameState,
    GiveTotem,
    GreedyAgent,
    Pay,
    Place,
    Recruit,
    Settle,
    Witch,
)
from rules.ai.agents import RandomAgent
from tests.bot.boxes.test_resources import ActsAlways, Eager, advance_to
from tests.bot.forging import answers, forge, last_word
from tests.bot.players import AGENT_SEED, start_game, state_of

EN = words("en")

# Seeded deals: each scenario's agent meets its decision in its first game on every run.
pytestmark = pytest.mark.usefixtures("seeded_deals")


def pending(
    decision: Decision, also: Callable[[GameState], bool] = lambda s: True
) -> Callable[[GameState], bool]:
    def stop(state: GameState) -> bool:
        now = state.pending()
        return now is not None and now.decision is decision and also(state)

    return stop


def placeable(state: GameState) -> bool:
    return any(isinstance(a, Place) for a in state.legal_actions())


def witch_ready(state: GameState) -> bool:
    return any(isinstance(a, Witch) for a in state.legal_actions())


def can_gain(state: GameState) -> bool:
    return any(isinstance(a, Gain) for a in state.legal_actions())


def greedy() -> Any:
    return GreedyAgent(AGENT_SEED)


# kind: (start_game's mode, players and options; the agent that plays up to it; where it stops;
# the kind of action the member to act would confirm)
SCENARIOS: dict[
    str, tuple[str, int, dict[str, Any], Callable[[], Any], Callable[[GameState], bool], type]
] = {
    "square and direction": ("discovery", 2, {}, greedy, pending(Decision.PLACE, placeable), Place),
    "fire": ("discovery", 2, {}, greedy, pending(Decision.FIRE), Fire),
    "gain": (
        "discovery",
        3,
        {"game": "resources"},
        lambda: ActsAlways(0),
        pending(Decision.ACT, can_gain),
        Gain,
    ),
    "witch": (
        "discovery",
        3,
        {"game": "resources"},
        lambda: Eager(0),
        pending(Decision.ACT, witch_ready),
        Witch,
    ),
    "totem": ("totem", 4, {}, lambda: RandomAgent(23), pending(Decision.TOTEM), GiveTotem),
    "recruit": ("tribe", 2, {}, greedy, pending(Decision.RECRUIT), Recruit),
    "pay": ("tribe", 2, {}, greedy, pending(Decision.PAY), Pay),
    "settle": ("tribe", 2, {}, greedy, pending(Decision.SETTLE), Settle),
}

Sent = tuple[str, str | None]  # a custom id, and the value chosen in its select (None: a button)


def components(view: Any) -> list[Sent]:
    """A panel's components as the member to act would send them (a select: its first option)."""
    return [
        (item.custom_id, item.options[0].value if hasattr(item, "options") else None)
        for item in view.children
    ]


def offering(view: Any, value: str) -> str:
    """The custom id of the view's select that offers `value`."""
    return str(
        next(i.custom_id for i in view.children if value in [o.value for o in getattr(i, "options", [])])
    )


def steps(state: GameState, game_id: int, version: int, action: Action, names: list[str]) -> list[Sent]:
    """Everything the member to act could send about `action`: their panel's components (its
    selects and steps, Suggest, and the buttons that play at once), then the steps that follow
    on the way to `action` (the directions, a witch's targets, Back), then its preview."""
    sent = components(panel(state, game_id, version, EN).view)
    if isinstance(action, Place):
        sent += components(place.directions(state, game_id, version, str(action.square), EN).view)
    if isinstance(action, Witch):
        sent += components(step(state, game_id, version, f"witch {action.square}", names, EN).view)
    if isinstance(action, Place):
        sent += components(place.preview(state, game_id, version, action, EN).view)
    if isinstance(action, Fire):
        sent += components(fire.preview(state, game_id, version, action, EN).view)
    if isinstance(action, Gain | Witch):
        sent += components(step(state, game_id, version, action_text(action), names, EN).view)
    return list(dict.fromkeys(sent))


def action_text(action: Gain | Witch) -> str:
    """The step text of a complete gain or witch (as bot.turn.panels.act writes it)."""
    if isinstance(action, Gain):
        return f"gain {action.square}"
    return f"witch {action.square} on " + " ".join(f"{p + 1} {sq}" for p, sq in action.targets)


def first_preview(state: GameState, game_id: int, version: int, action: Action) -> Sent | None:
    """The first step toward `action` that shows a picture without playing anything."""
    if isinstance(action, Place):
        square = str(action.square)
        return offering(panel(state, game_id, version, EN).view, square), square
    if isinstance(action, Fire):
        return ids.cell_select(game_id, version, "fire"), str(action.square)
    if isinstance(action, Gain):
        return ids.step_select(game_id, version, 0, "gain"), str(action.square)
    if isinstance(action, Witch):
        return ids.step(game_id, version, f"witch {action.square}"), None
    return None


class Drawn:
    """Counts the pictures the bot draws (the real drawer draws them)."""

    def __init__(self, env: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        drawer = env.bot.services.pictures.drawer
        draw = drawer.draw

        async def counted(*args: Any, **kwargs: Any) -> Any:
            self.count += 1
            return await draw(*args, **kwargs)

        monkeypatch.setattr(drawer, "draw", counted)


async def stored(env: Any, game_id: int) -> tuple[int, Any, int]:
    row = await env.bot.store.game(game_id)
    return row.version, row.snapshot, len(await env.bot.store.events(game_id))


async def at_decision(env: Any, kind: str) -> tuple[Any, list[Any], Any, GameState, Action]:
    """A game started through the bot and played up to the scenario's decision; its thread, its
    members, its row, its state and the action its member to act would confirm."""
    mode, players, options, agent, stop, kind_of_action = SCENARIOS[kind]
    channel, members = await start_game(env, mode, players, **options)
    state = await advance_to(env, channel, agent(), stop)
    game, state = await state_of(env, channel)
    action = next(a for a in state.legal_actions() if isinstance(a, kind_of_action))
    return channel, members, game, state, action


def refused_privately(result: Any) -> str:
    """The click's answers drew nothing: no picture in any, the last one private; its text."""
    for message in answers(result):
        assert message.attachments == [], (message.content, message.attachments)
    assert answers(result)[-1].ephemeral
    return last_word(result)


@pytest.mark.parametrize("kind", list(SCENARIOS))
async def test_a_member_not_to_act_is_refused_every_step_as_at_confirm(
    env: Any, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    """A seated player waiting for their turn and an onlooker send every step, preview and
    Confirm of the acting member's decision (and steps garbled past reading): each is refused with
    Confirm's sentence (whose decision it is), nothing is drawn, the game is as it was."""
    channel, members, game, state, action = await at_decision(env, kind)
    seats = await env.bot.store.seats(game.id)
    acting = next(m for m in members if m.id == seats[state.current_player()].user_id)
    waiting = next(m for m in members if m is not acting)
    onlooker = channel.guild.add_member(env.create_user("eve"))
    names = seat_names(seats)
    confirm = (ids.act(game.id, game.version, action), None)  # what a preview's Confirm sends
    # A tampered step or move that would not even read: not theirs before it is unreadable.
    garbled = [
        (ids.step(game.id, game.version, "witch ZZZ9"), None),
        (f"origins:act:{game.id}:{game.version}:fire", None),
    ]
    sent = list(dict.fromkeys([*steps(state, game.id, game.version, action, names), confirm, *garbled]))
    expected = EN("not_your_turn", name=plain_names(seats)[state.current_player()], what=what(state, EN))
    before = await stored(env, game.id)
    drawn = Drawn(env, monkeypatch)
    for intruder in (waiting, onlooker):
        said = {
            cid: refused_privately(await forge(env, intruder, channel, cid, value)) for cid, value in sent
        }
        assert said == dict.fromkeys(said, expected), (intruder.name, said)
    assert drawn.count == 0
    assert await stored(env, game.id) == before
    # The member to act, sending the same ids: their preview (a picture), then their move.
    shown = first_preview(state, game.id, game.version, action)
    if shown is not None:
        result = await forge(env, acting, channel, *shown)
        assert answers(result)[-1].attachments and drawn.count == 1, last_word(result)
    await forge(env, acting, channel, *confirm)
    assert (await stored(env, game.id))[0] > game.version


async def test_an_old_or_forged_version_is_not_your_turn_never_a_panel(
    env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Sent with an earlier version, a step by a member who is not to act is not answered with the
    current panel ("here is where it stands now"): they hear that the click was from an earlier
    moment and whose turn it is, as from Confirm; the member to act gets their current panel."""
    channel, members, game, state, action = await at_decision(env, "gain")
    assert isinstance(action, Gain)
    seats = await env.bot.store.seats(game.id)
    acting = next(m for m in members if m.id == seats[state.current_player()].user_id)
    waiting = next(m for m in members if m is not acting)
    old = game.version - 1
    expected = " ".join(
        (
            EN("stale"),
            EN("not_your_turn", name=plain_names(seats)[state.current_player()], what=what(state, EN)),
        )
    )
    drawn = Drawn(env, monkeypatch)
    before = await stored(env, game.id)
    forged_steps = [
        (ids.step_select(game.id, old, 0, "gain"), str(action.square)),
        (ids.back(game.id, old), None),
        (ids.suggest(game.id, old), None),
        (ids.act(game.id, old, action), None),
    ]
    said = [
        refused_privately(await forge(env, waiting, channel, cid, value)) for cid, value in forged_steps[:1]
    ]
    said += [refused_privately(await forge(env, waiting, channel, *forged_steps[3]))]
    assert said == [expected, expected]
    for cid, value in forged_steps[1:3]:  # these show the game as it is now: only to the member to act
        assert "It is not your turn" in refused_privately(await forge(env, waiting, channel, cid, value))
    assert drawn.count == 0 and await stored(env, game.id) == before
    mine = await forge(env, acting, channel, *forged_steps[0])
    assert "here is where it stands now" in last_word(mine) and drawn.count == 1


async def test_a_member_who_left_hears_so_at_every_step(env: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player who left the game (the autopilot plays their seat) sends a step of the decision and
    its Confirm: both say they are no longer playing, nothing is drawn."""
    channel, members, game, state, action = await at_decision(env, "square and direction")
    assert isinstance(action, Place)
    seats = await env.bot.store.seats(game.id)
    waiting = next(m for m in members if m.id != seats[state.current_player()].user_id)
    await waiting.slash(channel, "origins leave")
    game, _ = await state_of(env, channel)
    drawn = Drawn(env, monkeypatch)
    before = await stored(env, game.id)
    square = str(action.square)
    page = offering(panel(state, game.id, game.version, EN).view, square)
    for cid, value in (
        (page, square),
        (ids.direction(game.id, game.version, square, action.direction), None),
        (ids.act(game.id, game.version, action), None),
    ):
        assert refused_privately(await forge(env, waiting, channel, cid, value)) == EN("not_seated_any_more")
    assert drawn.count == 0 and await stored(env, game.id) == before


async def test_a_square_no_board_has_is_not_understood(env: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The member to act sends a direction for "A0", which the custom id's pattern lets through
    but which names no square: they hear the move is not understood, nothing is drawn or stored,
    and nothing is logged as an error (it was "Something went wrong" and a traceback)."""
    channel, members, game, state, _ = await at_decision(env, "square and direction")
    seats = await env.bot.store.seats(game.id)
    acting = next(m for m in members if m.id == seats[state.current_player()].user_id)
    drawn = Drawn(env, monkeypatch)
    before = await stored(env, game.id)
    said = refused_privately(await forge(env, acting, channel, ids.direction(game.id, game.version, "A0", 0)))
    assert said == EN("malformed", reason="'A0' is not a square name like E4")
    assert drawn.count == 0 and await stored(env, game.id) == before
