"""A game number past the database's integers (a 19-digit number: SQLite's INTEGER is signed
64-bit), typed in `/origins replay` or forged in any custom id that carries a game: the member
hears privately that there is no such game, and nothing is logged as an error (the suite's
autouse fixture fails a test that logs one)."""

from __future__ import annotations

import re
from typing import Any

from bot.components import ids
from lang import words
from rules import parse_action
from tests.bot.forging import answers, forge, last_word

EN = words("en")
BIG = 9_999_999_999_999_999_999  # 19 digits, as the templates allow; past 2**63 - 1
GONE, LOBBY_CLOSED, UNKNOWN = EN("game_gone"), EN("lobby_closed"), EN("replay-unknown", id=str(BIG))

# Every component whose custom id carries a game: its id for game BIG, the value a select sends
# (None: a button), and the sentence that says there is no such game.
FORGED: dict[str, tuple[str, str | None, str]] = {
    "LOBBY_TEMPLATE": (ids.lobby("join", BIG), None, LOBBY_CLOSED),
    "LOBBY_AI_TEMPLATE": (ids.lobby_ai(BIG), "normal", LOBBY_CLOSED),
    "PLAY_TURN_TEMPLATE": (ids.play_turn(BIG, 0), None, GONE),
    "BACK_TEMPLATE": (ids.back(BIG, 0), None, GONE),
    "ACT_TEMPLATE": (ids.act(BIG, 0, parse_action("pick 1")), None, GONE),
    "ACT_SELECT_TEMPLATE": (ids.act_select(BIG, 0), "recruit skip", GONE),
    "SQUARE_TEMPLATE": (ids.square_select(BIG, 0, 0), "C3", GONE),
    "DIRECTION_TEMPLATE": (ids.direction(BIG, 0, "C3", 0), None, GONE),
    "CELL_TEMPLATE": (ids.cell_select(BIG, 0, "fire"), "C3", GONE),
    "STEP_TEMPLATE": (ids.step(BIG, 0, "gain C3"), None, GONE),
    "STEP_SELECT_TEMPLATE": (ids.step_select(BIG, 0, 0, "gain"), "C3", GONE),
    "IM_BACK_TEMPLATE": (ids.im_back(BIG, 0), None, GONE),
    "SUGGEST_TEMPLATE": (ids.suggest(BIG, 0), None, GONE),
    "TABLE_TEMPLATE": (ids.table(BIG), None, GONE),
    "REPLAY_TEMPLATE": (ids.replay(BIG, 1, "next"), None, UNKNOWN),
    "EXPORT_TEMPLATE": (ids.export(BIG), None, UNKNOWN),
    "REMATCH_TEMPLATE": (ids.rematch(BIG), None, GONE),
}
MORE: list[tuple[str, str | None, str]] = [  # the other verbs and choices of the same templates
    *((ids.lobby(verb, BIG), None, LOBBY_CLOSED) for verb in ("leave", "start", "cancel")),
    (ids.lobby_ai(BIG), "remove", LOBBY_CLOSED),
    (ids.cell_select(BIG, 0, "pay"), "C3", GONE),
    (ids.cell_select(BIG, 0, "settle"), "C3", GONE),
]


def test_every_template_that_carries_a_game_is_forged() -> None:
    carrying = {name for name in dir(ids) if name.endswith("_TEMPLATE") and "(?P<game>" in getattr(ids, name)}
    assert carrying == set(FORGED)
    for name, (custom_id, _, _) in FORGED.items():
        found = re.fullmatch(getattr(ids, name), custom_id)
        assert found is not None and int(found["game"]) == BIG, name


def private(result: Any) -> str:
    """The click's last answer, private and without a picture or a file; its text."""
    for message in answers(result):
        assert message.attachments == [], message.content
    assert answers(result)[-1].ephemeral
    return last_word(result)


async def test_forged_components_name_no_such_game(env: Any) -> None:
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann = guild.add_member(env.create_user("ann"))
    for custom_id, value, said in [*FORGED.values(), *MORE]:
        assert private(await forge(env, ann, channel, custom_id, value)) == said, custom_id
    assert env.bot.services.sessions.held() == set()  # no lock kept for a game that is not there


async def test_replay_of_a_number_past_the_database_is_no_such_game(env: Any) -> None:
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann = guild.add_member(env.create_user("ann"))
    for options in ({"game": str(BIG)}, {"game": f"#{BIG}", "export": True}):
        assert private(await ann.slash(channel, "origins replay", **options)) == UNKNOWN, options
