"""Turn prompts' buttons: only the newest prompt of a game in play keeps its **Play your turn**
button, and none is left once the game has ended, whoever ended it and however: a member's move,
an AI's, `/origins cancel`, a Dynasty handing over to its next game, in a voice channel's chat,
Discord answering a post late, or the bot dying in the middle of a post and starting again."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import OriginsBot
from bot.settings import Settings
from bot.turn.loop import TurnLoop
from bot.turn.scheduler import POLL_SECONDS
from rules import GameState, GreedyAgent, apply, legal_actions
from tests.bot import restarts
from tests.bot.late import Late
from tests.bot.players import (
    AGENT_SEED,
    after,
    components,
    fast_forward,
    open_lobby,
    pending_member,
    play_decision,
    play_until,
    play_whole_game,
    start_game,
    state_of,
)
from tests.bot.turn.test_ai import lobby_with_ais, play_against_ais
from tests.bot.turn.test_deadlines import HOUR, advance

pytestmark = pytest.mark.usefixtures("seeded_deals")
SETTINGS: dict[str, Any] = {"render_workers": 0, "ai_seconds": 0.05}  # threads draw; AIs play quickly


@pytest.fixture
def simcord_bot(db_path: Any) -> OriginsBot:
    return OriginsBot(Settings(token="simcord", database=db_path, **SETTINGS))


async def restart(env: Any, db_path: Any) -> None:
    await restarts.restart(env, db_path, **SETTINGS)
    await env.settle()


def live_prompts(channel: Any) -> list[int]:
    """The channel's messages that still show a Play button, oldest first."""
    return [
        m.id
        for m in channel.history()
        if any(
            c["type"] == 2 and c.get("custom_id", "").startswith("origins:play:") and not c.get("disabled")
            for c in components(m)
        )
    ]


async def assert_only_the_newest_prompt_is_live(env: Any, channel: Any) -> None:
    """The game in play has one live prompt: the one it stored, the newest prompt in the channel."""
    game = await env.bot.store.channel_game(channel.id)
    prompts = [m.id for m in channel.history() if "it is your turn" in m.content]
    assert live_prompts(channel) == [game.turn_message_id] == prompts[-1:]


async def assert_none_is_live(env: Any, channel: Any) -> None:
    assert live_prompts(channel) == []
    assert await env.bot.store.ended_with_prompts() == []  # nothing left for start-up either


def live_backs(channel: Any) -> dict[int, int]:
    """The channel's messages that still show an I'm back button, by id: their seats."""
    return {
        m.id: int(c["custom_id"].rsplit(":", 1)[1])
        for m in channel.history()
        for c in components(m)
        if c["type"] == 2 and c.get("custom_id", "").startswith("origins:imback:") and not c.get("disabled")
    }


def backs_posted(env: Any) -> int:
    """How many messages the bot posted with an I'm back button."""
    return sum(1 for r in env.http_requests if r.method == "POST" and "origins:imback:" in repr(r.json))


async def both_on_autopilot(env: Any) -> tuple[Any, list[Any], Any]:
    """A game of two members who stopped playing: their turns timed out until both seats stay on
    autopilot, and it played a few more turns; (thread, members, game)."""
    channel, members = await start_game(env, "discovery", 2, game="classic", reminder_hours=0, timer_hours=1)
    game, _ = await state_of(env, channel)
    while not all(s.autopilot for s in await env.bot.store.seats(game.id)):
        await advance(env, HOUR + 2 * POLL_SECONDS)
    await advance(env, 4 * POLL_SECONDS)
    return channel, members, game


def hands_over_to_the_end(state: GameState) -> bool:
    """The greedy decision now passes the turn to the other player, who then ends the game."""
    nxt = after(state)
    if nxt.is_over or nxt.current_player() == state.current_player():
        return False
    last = nxt
    while not last.is_over and last.current_player() == nxt.current_player():
        last = after(last)
    return last.is_over


async def play_turn(env: Any, channel: Any, member: Any) -> None:
    """The pending member plays through the game's prompt until the turn passes or the game ends."""
    game, state = await state_of(env, channel)
    seat = state.current_player()
    prompt = next(m for m in channel.history() if m.id == game.turn_message_id)
    panel = (await member.click(prompt, label="Play your turn")).response
    agent = GreedyAgent(AGENT_SEED)
    while game is not None and game.status == "active" and state.current_player() == seat:
        panel = await play_decision(member, panel, state, agent)
        game, state = await state_of(env, channel)


async def test_in_a_voice_channels_chat_old_prompts_lose_their_buttons(env: Any) -> None:
    """A game played in a voice channel's chat: each new prompt takes the button from the last one
    (there, as in text channels and threads), the autopilot's turns too, and none is left at the end."""
    guild = env.create_guild()
    voice = guild.create_voice_channel("table talk")
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    await ann.slash(voice, "origins new classic", players=2, reminder_hours=0)
    lobby = voice.last_message
    await bob.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    await play_until(env, voice, [ann, bob], stop=lambda state: state.round >= 3)
    await assert_only_the_newest_prompt_is_live(env, voice)
    await bob.slash(voice, "origins leave")  # the autopilot plays his seat from now on
    game, state = await state_of(env, voice)
    while game is not None and game.status == "active":
        seats = {s.seat: s for s in await env.bot.store.seats(game.id)}
        if seats[state.current_player()].player is None:
            await advance(env, 2 * 60)  # the autopilot's timer, at the scheduler's next poll
        else:
            await play_turn(env, voice, ann)
        game, state = await state_of(env, voice)
        if game is not None and seats[state.current_player()].player is not None:
            await assert_only_the_newest_prompt_is_live(env, voice)
    assert any(m.content.startswith("The game is over") for m in voice.history())
    await assert_none_is_live(env, voice)


@pytest.mark.parametrize("dynasty", [False, True], ids=["single", "dynasty"])
async def test_the_last_move_made_before_its_prompt_is_stored(env: Any, dynasty: bool) -> None:
    """Discord answers the last prompt's post late: its player sees it, plays the game's last move,
    and only then does the bot hear the prompt's id. The prompt loses its button all the same (the
    score sheet could not know it; it came too late to be the game's). In a Dynasty, the next
    game's first prompt is then the only live one."""
    channel, members = await start_game(
        env, "discovery", 2, game="classic", reminder_hours=0, dynasty=dynasty
    )
    state = await fast_forward(env, channel, hands_over_to_the_end)
    game, _, member = await pending_member(env, channel, members)
    late = Late(env, "POST", f"/channels/{channel.id}/messages", says="it is your turn")
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    await play_decision(member, panel, state, GreedyAgent(AGENT_SEED))
    assert late.holding  # the next prompt is posted; the bot waits for Discord's answer
    other = next(m for m in members if m is not member)
    assert other.mention in channel.last_message.content
    await play_turn(env, channel, other)  # the game's last turn
    assert (await env.bot.store.game(game.id)).status == "over"
    late.release()
    await env.settle()
    if dynasty:
        following = await env.bot.store.channel_game(channel.id)
        assert following.options["dynasty"]["game"] == 2
        await assert_only_the_newest_prompt_is_live(env, channel)
    else:
        await assert_none_is_live(env, channel)


async def test_an_ai_that_plays_before_its_thinking_line_is_stored(env: Any) -> None:
    """Discord answers an AI's "thinking" line late. The AI's move then replaces that line, and the
    member's next prompt is the game's (a line stored after it would have left it live forever):
    through to the end of the game, only the newest prompt keeps its button."""
    channel, ann = await lobby_with_ais(env, "discovery", ["easy"], game="classic", reminder_hours=0)
    game, state = await state_of(env, channel)
    seats = {s.seat: s for s in await env.bot.store.seats(game.id)}
    assert seats[state.current_player()].user_id == ann.id  # the AI played its turns already
    late = Late(env, "POST", f"/channels/{channel.id}/messages", says="is thinking")
    panel = (await ann.click(channel.last_message, label="Play your turn")).response
    agent = GreedyAgent(AGENT_SEED)
    while not late.holding:
        panel = await play_decision(ann, panel, state, agent)
        game, state = await state_of(env, channel)
    late.release()
    await env.settle()
    game, state = await state_of(env, channel)
    assert seats[state.current_player()].user_id == ann.id  # the AI has played its turn
    await assert_only_the_newest_prompt_is_live(env, channel)
    await play_against_ais(env, channel, ann)
    await assert_none_is_live(env, channel)
    assert not [
        m.content for m in channel.history() if "is thinking" in m.content
    ]  # each says what it played


async def test_a_step_played_before_its_turns_prompt_is_stored(env: Any) -> None:
    """Discord answers a member's prompt late; meanwhile they type the first step of their turn
    (`/origins act`, no prompt needed), which leaves the turn theirs. The prompt to refresh is
    their turn's, not stored yet: the one stored, the other member's from the turn before, keeps
    what it says (it used to be rewritten into theirs: two prompts of the same turn)."""
    channel, members = await start_game(env, "discovery", 2, game="classic", reminder_hours=0)
    await play_until(env, channel, members, stop=lambda state: state.round >= 1)  # past the draft
    game, state, member = await pending_member(env, channel, members)
    late = Late(env, "POST", f"/channels/{channel.id}/messages", says="it is your turn")
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    agent = GreedyAgent(AGENT_SEED)
    while not late.holding:  # the member places, then picks: the turn is handed over
        panel = await play_decision(member, panel, state, agent)
        game, state = await state_of(env, channel)
    other = next(m for m in members if m is not member)
    seat = state.current_player()
    assert (await env.bot.store.seats(game.id))[seat].user_id == other.id
    before = {m.id: m.content for m in channel.history() if m.id == game.turn_message_id}
    assert member.mention in next(iter(before.values()))  # the stored prompt is still the member's
    step = next(a for a in legal_actions(state) if apply(state, a).current_player() == seat)
    await other.slash(channel, "origins act", move=str(step))
    late.release()
    await env.settle()
    assert {m.id: m.content for m in channel.history() if m.id in before} == before
    await assert_only_the_newest_prompt_is_live(env, channel)


async def test_a_game_cancelled_in_play_keeps_no_play_button(env: Any) -> None:
    """`/origins cancel` during a game: its prompt loses its button at once."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0)
    assert len(live_prompts(channel)) == 1
    cancelled = await members[0].slash(channel, "origins cancel")
    assert "cancelled" in cancelled.response.content
    await assert_none_is_live(env, channel)


async def test_start_up_retires_what_discord_refused_for_a_while_but_not_for_good(
    env: Any, db_path: Any
) -> None:
    """Two games cancelled while Discord refuses to edit their prompts: down for a moment (5xx) in
    one, the prompt deleted (404) in the other. At start-up the first loses its button; the second
    is not tried again, then or ever."""
    guild = env.create_guild()
    games = []
    for name in ("down", "deleted"):
        text = guild.create_text_channel(name)
        members = [guild.add_member(env.create_user(f"{name}-{n}")) for n in ("ann", "bob")]
        thread, lobby = await open_lobby(members[0], text, players=2, reminder_hours=0)
        await members[1].click(lobby, label="Join")
        await members[0].click(lobby, label="Start")
        games.append((thread, members[0], await env.bot.store.channel_game(thread.id)))
    (down, down_ann, down_game), (deleted, deleted_ann, deleted_game) = games
    env.inject_error("PATCH", f"/channels/{down.id}/messages/{down_game.turn_message_id}", status=503)
    env.inject_error(
        "PATCH", f"/channels/{deleted.id}/messages/*", status=404, code=10008, message="Unknown Message"
    )
    await down_ann.slash(down, "origins cancel")
    await deleted_ann.slash(deleted, "origins cancel")
    assert live_prompts(down) == [down_game.turn_message_id]
    await restart(env, db_path)
    await assert_none_is_live(env, down)
    await restart(env, db_path)
    edits = [
        r for r in env.http_requests if r.method == "PATCH" and str(deleted_game.turn_message_id) in r.path
    ]
    assert len(edits) == 1  # the refused one, at the cancel: never again


async def test_a_crash_in_the_middle_of_a_post_leaves_no_live_prompt_behind(env: Any, db_path: Any) -> None:
    """The bot dies after Discord has posted the next prompt, before it heard its id: after the
    restart that prompt loses its button (a new one is posted for the turn), and so on to the end."""
    channel, members = await start_game(env, "discovery", 2, game="classic", reminder_hours=0)
    _, state, member = await pending_member(env, channel, members)
    late = Late(env, "POST", f"/channels/{channel.id}/messages", says="it is your turn")
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    agent = GreedyAgent(AGENT_SEED)
    while not late.holding:
        panel = await play_decision(member, panel, state, agent)
        _, state = await state_of(env, channel)
    late.crash()
    await restart(env, db_path)
    await assert_only_the_newest_prompt_is_live(env, channel)
    await play_whole_game(env, channel, members)
    await assert_none_is_live(env, channel)


async def test_a_crash_before_the_score_sheet_while_the_last_prompt_was_being_stored(
    env: Any, db_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Discord answers the last prompt's post late, its player ends the game meanwhile, and the bot
    dies before the score sheet: after the restart the score sheet is posted and no prompt keeps
    its button, not even the one whose id the bot never heard."""
    channel, members = await start_game(env, "discovery", 2, game="classic", reminder_hours=0)
    state = await fast_forward(env, channel, hands_over_to_the_end)
    game, _, member = await pending_member(env, channel, members)
    late = Late(env, "POST", f"/channels/{channel.id}/messages", says="it is your turn")
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    await play_decision(member, panel, state, GreedyAgent(AGENT_SEED))
    assert late.holding
    other = next(m for m in members if m is not member)

    lives = TurnLoop.after_move

    async def dies_at_the_end(self: TurnLoop, played: Any, *args: Any, **kwargs: Any) -> None:
        if not played.state.is_over:
            return await lives(self, played, *args, **kwargs)
        late.crash()  # the whole process dies: the post still waiting for its answer too
        return None

    monkeypatch.setattr(TurnLoop, "after_move", dies_at_the_end)
    await play_turn(env, channel, other)
    monkeypatch.undo()
    assert (await env.bot.store.game(game.id)).status == "over"
    assert not any(m.content.startswith("The game is over") for m in channel.history())
    await restart(env, db_path)
    assert any(m.content.startswith("The game is over") for m in channel.history())
    await assert_none_is_live(env, channel)


@pytest.mark.parametrize("end", ["over", "cancelled"])
async def test_im_back_buttons_are_retired_when_the_game_ends(env: Any, end: str) -> None:
    """Both seats stay on autopilot, and each of its moves comes with an I'm back button: only the
    newest of each seat keeps it while the game is played. When the game ends (the autopilot plays
    it to the end, or `/origins cancel`), none is left, and nothing for start-up either."""
    channel, members, game = await both_on_autopilot(env)
    live = live_backs(channel)
    assert sorted(live.values()) == [0, 1]
    assert await env.bot.store.backs(game.id) == {seat: message for message, seat in live.items()}
    assert backs_posted(env) > 2  # the older ones lost their buttons
    if end == "over":
        while (await env.bot.store.game(game.id)).status == "active":
            await advance(env, 2 * POLL_SECONDS)
        posts = [repr(r.json) for r in env.http_requests if r.method == "POST" and r.json]
        sheet = next(i for i, text in enumerate(posts) if "The game is over" in text)
        last = next(text for text in reversed(posts[:sheet]) if "The autopilot played" in text)
        assert "origins:imback:" not in last  # after the game's last move, nobody comes back
    else:
        await members[0].slash(channel, "origins cancel")
    assert live_backs(channel) == {}
    assert await env.bot.store.ended_with_backs() == []
    await assert_none_is_live(env, channel)


async def test_start_up_retires_the_im_back_buttons_discord_kept_for_a_while(env: Any, db_path: Any) -> None:
    """The game is cancelled while Discord refuses to edit messages for a moment (5xx): its I'm
    back buttons stay marked, and start-up retires them."""
    channel, members, game = await both_on_autopilot(env)
    env.inject_error("PATCH", f"/channels/{channel.id}/messages/*", status=503, times=None)
    await members[0].slash(channel, "origins cancel")
    assert sorted(live_backs(channel).values()) == [0, 1]
    assert [g.id for g in await env.bot.store.ended_with_backs()] == [game.id]
    env.backend.faults.clear()
    await restart(env, db_path)
    assert live_backs(channel) == {}
    assert await env.bot.store.ended_with_backs() == []
    await assert_none_is_live(env, channel)
