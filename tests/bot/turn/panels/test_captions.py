"""What the bot says matches the moment: "must discard" when discarding is the only move, the
caveman by its full title, ties as ties, the cave board in the recruit panel, alt texts within
Discord's limit."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n.messages import alt_text, and_join, result
from bot.turn.panels.pending import panel, what
from lang import words
from render import ALT_LIMIT
from rules import (
    DISCARD,
    FinalScores,
    Game,
    GameConfig,
    GameState,
    GreedyAgent,
    Mode,
    RandomAgent,
    as_a,
    final_scores,
    new_game,
)
from rules.boxes.origins import CAVEMAN_TITLES, PAY, RECRUIT, SETTLE, OriginsState
from tests.bot.players import (
    AGENT_SEED,
    fast_forward,
    one_decision_left,
    pending_member,
    play_decision,
    play_until,
    start_game,
)

EN = words("en")


async def test_the_recruit_panel_shows_the_cave_board(env: Any) -> None:
    """When a member may recruit, their panel's picture is the cave board (cave.png) with its alt
    text, and the panel says which wooden resources they can pay with."""
    channel, members = await start_game(env, "tribe", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == RECRUIT and not s.totem_queue, seed=1)
    _, state, member = await pending_member(env, channel, members)
    assert state.stage == RECRUIT
    shown = (await member.click(channel.last_message, label="Play your turn")).response
    (picture,) = shown.attachments
    assert picture.filename == "cave.png"
    assert picture.description.startswith("Cave board: slot 1 ")
    titles = [CAVEMAN_TITLES[k] for k in as_a(OriginsState, state).cave_board if k >= 0]
    assert all(title in picture.description for title in titles)
    assert "recruit a caveman from the cave board (you have " in shown.content


async def test_a_tie_at_the_end_is_told_as_a_tie(env: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """When the last move leaves two players sharing first place, the mover and the channel hear
    that they tie for first place, not "X and Y won"."""

    def shared(state: GameState) -> FinalScores:
        scores = final_scores(state)
        return FinalScores(scores.players, tuple((1, p) for _, p in scores.ranking), scores.tie_breaks)

    monkeypatch.setattr("bot.turn.announce.final_scores", shared)
    monkeypatch.setattr("bot.turn.loop.final_scores", shared)
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0)
    await fast_forward(env, channel, one_decision_left)
    _, state, member = await pending_member(env, channel, members)
    shown = (await member.click(channel.last_message, label="Play your turn")).response
    reply = await play_decision(member, shown, state, GreedyAgent(AGENT_SEED))
    over = channel.last_message.content
    for said, head in ((reply.content, "that was the last move. "), (over, "The game is over. ")):
        tie = said.split(head, 1)[1].split("!", 1)[0]
        assert sorted(tie.removesuffix(" tie for first place").split(" and ")) == ["ann", "bob"], said
        assert " won" not in said


def seeded_decisions(game: Game, mode: Mode, seeds: range) -> list[GameState]:
    """A copy of the state at every decision of seeded random games (3 players)."""
    out = []
    for seed in seeds:
        state = new_game(GameConfig(game=game, players=3, mode=mode, seed=seed))
        agent = RandomAgent(seed)
        while not state.is_over:
            out.append(state.copy())
            state.play(agent.choose(state))
    return out


@pytest.mark.parametrize("game", [Game.ORIGINS, Game.CLASSIC], ids=str)
async def test_what_says_discard_exactly_when_it_is_the_only_move(game: Game) -> None:
    """The prompts' "what" (your turn, reminder, DM, status) says to discard the domino exactly
    when it fits nowhere, and the panel then offers only the discard button."""
    discards = places = 0
    for state in seeded_decisions(game, Mode.DISCOVERY, range(1, 6)):
        if state.domino_to_place() is None:
            continue
        only = state.legal_actions() == [DISCARD]
        said = what(state, EN)
        number = state.line[state.position]
        assert said == (f"discard domino {number}, which fits nowhere" if only else f"place domino {number}")
        if only:
            discards += 1
            built = panel(state, 1, 1, EN)
            assert "must be discarded" in built.content
            assert [item.label for item in built.view.children] == ["Discard the domino"]  # type: ignore[attr-defined]
        else:
            places += 1
    assert discards and places


async def test_paying_and_settling_name_the_caveman() -> None:
    """Paying for and placing a recruit name it by its full title, in the prompt and the panel."""
    seen = 0
    for decision in seeded_decisions(Game.ORIGINS, Mode.TRIBE, range(1, 5)):
        state = as_a(OriginsState, decision)
        if state.stage not in (PAY, SETTLE) or state.totem_queue:
            continue
        assert state.recruit is not None
        kind = (
            state.cave_board[state.recruit.which] if state.recruit.source == "board" else state.recruit.which
        )
        title = CAVEMAN_TITLES[kind]
        assert what(state, EN) == ("pay for the " if state.stage == PAY else "place the ") + title
        assert title in panel(state, 1, 1, EN).content
        seen += 1
    assert seen


def test_winners_read_as_a_tie_when_they_are() -> None:
    """One winner won; two or more tie for first place, named "X and Y" or "X, Y and Z"."""
    assert result(["Zoë"], EN) == "Zoë won!"
    assert result(["Zoë", "Łukasz"], EN) == "Zoë and Łukasz tie for first place!"
    assert result(["Zoë", "Łukasz", "Ξένια"], EN) == "Zoë, Łukasz and Ξένια tie for first place!"
    assert and_join(["Zoë"], EN) == "Zoë"


def test_alt_text_is_cut_at_a_sentence() -> None:
    """An alt text longer than Discord keeps is cut after its last whole sentence (or item) that
    fits, with an ellipsis; a short one is left alone."""
    short = "Cave board: slot 1 Hunter."
    assert alt_text(short) == short
    long = " ".join(f"Sentence {i} has a few words in it; and an item." for i in range(100))
    cut = alt_text(long)
    assert len(cut) <= ALT_LIMIT
    assert cut.endswith((".…", ";…")) and long.startswith(cut[:-1])


def test_the_fire_panel_marks_the_volcano_it_comes_from() -> None:
    """The fire panel and its preview ask for the volcano as the picture's source, so that the
    squares where the token would burn a resource or a caveman are marked on it."""
    from bot.turn.panels.fire import preview
    from bot.workers.drawing import draw_here
    from rules import Fire

    state = as_a(OriginsState, new_game(GameConfig(players=2, mode=Mode.TRIBE, seed=4)))
    agent = GreedyAgent(4)
    while state.fire_at is None or not any(isinstance(a, Fire) for a in state.legal_actions()):
        state.play(agent.choose(state))
    volcano = state.grid.squares[state.fire_at[0]]
    built = panel(state, 1, 0, EN)
    assert built.picture is not None and built.picture[1]["source"] == volcano
    fire = next(a for a in state.legal_actions() if isinstance(a, Fire))
    shown = preview(state, 1, 0, fire, EN)
    assert shown.picture is not None and shown.picture[1]["source"] == volcano
    marked = draw_here("territory", state, ["ann", "bob"], dict(built.picture[1]))
    plain = draw_here("territory", state, ["ann", "bob"], {**built.picture[1], "source": None})
    assert marked.png != plain.png  # the source ring is drawn
