"""Members who play through the bot's messages only: a Play click, then the panel's components.

The choice itself comes from an agent (as a person would decide); everything else is what a
member can do in the client: click a labelled button, choose an option in a select. Labels are
read in the language the member sees (`w`: English unless a test gives a game or member another).
"""

from __future__ import annotations

from typing import Any

import discord

from lang import Words, words
from rules import (
    DIRECTION_NAMES,
    Act,
    Discard,
    Fire,
    Gain,
    GameState,
    GiveTotem,
    GreedyAgent,
    Pass,
    Pay,
    Pick,
    Place,
    Recruit,
    Settle,
    Witch,
    as_a,
    state_from_json,
)
from rules.boxes.origins import BOARD, CAVEMAN_NAMES, PILE, SKIP, OriginsState


def components(message: Any) -> list[dict[str, Any]]:
    """A message's components as payloads (an answer holds dicts, a channel's message objects)."""
    out: list[dict[str, Any]] = []
    for row in message.components:
        out.extend(row["components"] if isinstance(row, dict) else (c.to_dict() for c in row.children))
    return out


def button(message: Any, *, starts: str) -> str:
    labels = [c.get("label", "") for c in components(message) if c["type"] == 2 and not c.get("disabled")]
    found = [label for label in labels if label.startswith(starts)]
    assert found, f"no button starting {starts!r} among {labels}"
    return str(found[0])


def pick_button(message: Any, state: GameState) -> str:
    """The label of the message's button for the first legal pick of `state`."""
    pick = state.legal_actions()[0]
    assert isinstance(pick, Pick), pick
    return button(message, starts=f"{pick.numbers[0]} · ")


def select_with(message: Any, value: str) -> str:
    for c in components(message):
        if c["type"] == 3 and any(o["value"] == value for o in c["options"]):
            return str(c["custom_id"])
    raise AssertionError(f"no select offers {value!r}")


async def state_of(env: Any, channel: Any) -> tuple[Any, GameState]:
    game = await env.bot.store.channel_game(channel.id)
    if game is None:  # over: the channel is free again
        return None, None  # type: ignore[return-value]
    return game, state_from_json(game.snapshot)


async def pending_member(env: Any, channel: Any, members: list[Any]) -> tuple[Any, GameState, Any]:
    """The channel's game row, its state, and the member whose decision is pending."""
    game, state = await state_of(env, channel)
    seats = await env.bot.store.seats(game.id)
    member = next(m for m in members if m.id == seats[state.current_player()].user_id)
    return game, state, member


EN = words("en")


async def play_first_pick(member: Any, channel: Any, state: GameState) -> Pick:
    """The pending member opens their panel and takes the first domino offered; returns the pick."""
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    pick = state.legal_actions()[0]
    assert isinstance(pick, Pick)
    await member.click(panel, label=button(panel, starts=f"{pick.numbers[0]} · "))
    return pick


async def play_decision(member: Any, panel: Any, state: GameState, agent: Any, w: Words = EN) -> Any:
    """Carry out one decision through the panel (its labels in `w`'s language); returns the
    message the next click goes to."""
    action = agent.choose(state)
    if isinstance(action, Act | Pass | Gain | Witch):
        return await play_action(member, panel, action, w)
    if isinstance(action, Place):
        square = str(action.square)
        result = await member.select(panel, [square], custom_id=select_with(panel, square))
        direction = w(f"direction-{DIRECTION_NAMES[action.direction]}")
        result = await member.click(result.response, label=direction)
        return (await member.click(result.response, label=w("confirm"))).response
    if isinstance(action, Discard):
        return (await member.click(panel, label=w("discard_button"))).response
    if isinstance(action, Fire):
        square = str(action.square)
        result = await member.select(panel, [square], custom_id=select_with(panel, square))
        return (await member.click(result.response, label=w("confirm"))).response
    if isinstance(action, Pay | Settle):
        square = str(action.square)
        return (await member.select(panel, [square], custom_id=select_with(panel, square))).response
    if isinstance(action, Pick):
        return (await member.click(panel, label=button(panel, starts=f"{action.numbers[0]} · "))).response
    if isinstance(action, GiveTotem):
        return (await member.click(panel, label=w("seat_label", seat=action.player + 1))).response
    assert isinstance(action, Recruit)
    if action.source == SKIP:
        return (await member.click(panel, label=w("recruit_skip"))).response
    if action.source == BOARD:
        title = w(f"caveman-{CAVEMAN_NAMES[as_a(OriginsState, state).cave_board[action.which]]}")
        return (await member.click(panel, label=f"{action.which + 1}. {title}")).response
    assert action.source == PILE
    value = str(action)
    return (await member.select(panel, [value], custom_id=select_with(panel, value))).response


async def play_action(member: Any, panel: Any, action: Act | Pass | Gain | Witch, w: Words = EN) -> Any:
    """The Resource Tokens variant's decisions: act instead of a pick; gain, witch or pass."""
    if isinstance(action, Act):
        return (await member.click(panel, label=w("act_button"))).response
    if isinstance(action, Pass):
        return (await member.click(panel, label=w("pass_button"))).response
    if isinstance(action, Gain):
        name = str(action.square)
        result = await member.select(panel, [name], custom_id=select_with(panel, name))
        return (await member.click(result.response, label=w("confirm"))).response
    message = (await member.click(panel, label=_witch_label(panel, action, w))).response
    for seat, target in action.targets:
        value = f"{seat + 1} {target}"
        message = (await member.select(message, [value], custom_id=select_with(message, value))).response
    return (await member.click(message, label=w("confirm"))).response


def _witch_label(panel: Any, action: Witch, w: Words) -> str:
    """The button of the witch on `action.square` (its label also says its cost)."""
    wanted = [w("witch_button", square=str(action.square), crowns=n) for n in (1, 2, 3)]
    labels = [c.get("label", "") for c in components(panel) if c["type"] == 2]
    found = [label for label in labels if label in wanted]
    assert found, f"no witch button for {action.square} among {labels}"
    return str(found[0])


async def play_until(
    env: Any,
    channel: Any,
    members: list[Any],
    stop: Any = None,
    seed: int = 0,
    agent: Any = GreedyAgent,
    speaks: Any = None,
) -> int:
    """Everyone plays through prompts and panels until `stop(state)` holds or the game is over.

    Returns the number of decisions made. `stop` is checked before each decision. `agent`: the
    class whose choices the members make (seeded by seat). `speaks(member, row)`: the Words a
    member reads the prompt and their panels in (English if not given).
    """
    agents = [agent(seed + i) for i in range(len(members))]
    decisions = 0
    game, state = await state_of(env, channel)
    while game is not None and game.status == "active":
        if stop is not None and stop(state):
            return decisions
        seat = state.current_player()
        seats = {s.seat: s for s in await env.bot.store.seats(game.id)}
        member = next(m for m in members if m.id == seats[seat].user_id)
        prompt = channel.last_message
        assert member.mention in prompt.content, (prompt.content, seat)
        public, private = speaks(None, game) if speaks else EN, speaks(member, game) if speaks else EN
        panel = (await member.click(prompt, label=public("play_button"))).response
        playing = game.id
        while True:
            panel = await play_decision(member, panel, state, agents[seat], private)
            decisions += 1
            game, state = await state_of(env, channel)
            # Over, another player's turn, or the next game of a Dynasty: back to the channel.
            if game is None or game.id != playing or state.is_over or state.current_player() != seat:
                break
            if stop is not None and stop(state):
                return decisions
    return decisions


async def play_whole_game(
    env: Any, channel: Any, members: list[Any], seed: int = 0, agent: Any = GreedyAgent, speaks: Any = None
) -> int:
    """Everyone plays through prompts and panels until the game is over; returns decisions made."""
    return await play_until(env, channel, members, seed=seed, agent=agent, speaks=speaks)


async def slash_new(member: Any, channel: Any, *, game: str = "origins", **options: Any) -> Any:
    """`/origins new <game> …` as a member types it: the game's own subcommand with its options.
    Kingdomino and the variant have no mode: the helpers' default one (Discovery) is not typed,
    any other would be refused as no option of theirs."""
    if game != "origins" and options.get("mode") == "discovery":
        del options["mode"]
    return await member.slash(channel, f"origins new {game}", **options)


async def open_lobby(member: Any, channel: Any, **options: Any) -> tuple[Any, Any]:
    """`/origins new <game>` in a text channel: the game's thread (as a SimCord channel) and its
    lobby."""
    before = {thread.id for thread in channel.threads}
    answer = await slash_new(member, channel, **options)
    assert not answer.ephemeral, answer.response.content
    (thread,) = [thread for thread in channel.threads if thread.id not in before]
    assert thread.mention in answer.response.content  # the channel's line links to the thread
    lobby = next(m for m in thread.history() if m.components)
    return thread, lobby


async def two_player_game(env: Any, guild: Any, n: int) -> tuple[Any, list[Any]]:
    """Game `n` of many side by side in `guild`: its own channel and two members, started through
    its lobby (no reminder); the game's thread and its members, the first to pick pending."""
    channel = guild.create_text_channel(f"origins-{n}")
    members = [guild.add_member(env.create_user(f"p{n}-{i}")) for i in range(2)]
    channel, lobby = await open_lobby(members[0], channel, players=2, reminder_hours=0)
    await members[1].click(lobby, label="Join")
    await members[0].click(lobby, label="Start")
    return channel, members


def moderator(env: Any, guild: Any, name: str = "mo", **rights: bool) -> Any:
    """A member whose role may manage channels (Discord's default for `/origins-admin`), and
    `rights` besides."""
    role = guild.create_role(f"{name}s", permissions=discord.Permissions(manage_channels=True, **rights))
    return guild.add_member(env.create_user(name), roles=[role])


async def start_game(env: Any, mode: str, players: int, **options: Any) -> tuple[Any, list[Any]]:
    """A channel, members, and a started game through `/origins new`, Join and Start; the
    "channel" returned is the game's thread, where it is played."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    members = [guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cleo", "dan")[:players]]
    thread, lobby = await open_lobby(members[0], channel, mode=mode, players=players, **options)
    for m in members[1:]:
        await m.click(lobby, label="Join")
    await members[0].click(lobby, label="Start")
    return thread, members


AGENT_SEED = 3  # the greedy agent whose moves `fast_forward` plays and tests then expect


def after(state: GameState) -> GameState:
    """The state after the greedy move that `fast_forward` (and a test's member) would make."""
    probe = state.copy()
    probe.play(GreedyAgent(AGENT_SEED).choose(probe))
    return probe


def one_decision_left(state: GameState) -> bool:
    return bool(after(state).is_over)


async def fast_forward(env: Any, channel: Any, stop: Any) -> GameState:
    """Greedy moves through the session service (no Discord) until `stop(state)`; then the turn
    prompt is posted as it would be, and the state returned."""
    game, state = await state_of(env, channel)
    seats = {s.seat: s.user_id for s in await env.bot.store.seats(game.id)}
    agent = GreedyAgent(AGENT_SEED)
    while not stop(state):
        seat = state.current_player()
        member = seats[seat]  # an AI seat (None) plays as its runner would, by seat
        played = await env.bot.services.sessions.play(
            game.id, [agent.choose(state)], user_id=member, seat=seat if member is None else None
        )
        state = played.state
    row, state = await state_of(env, channel)
    await env.bot.services.announcer.announce_turn(row, state, await env.bot.store.seats(game.id))
    return state
