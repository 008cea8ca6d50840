"""Custom ids of the bot's components: built and read in one place.

Every id starts with `origins:` and carries the game id and the game version the component was
drawn for, so that a click on an old message is recognised as stale, and so that components keep
working after a restart (they are `DynamicItem`s matched by these templates). Discord allows 100
characters; the longest action text ("recruit pile firelady") keeps ids well under that.
"""

from __future__ import annotations

import re

import discord

from rules import Action


def sealed(view: discord.ui.View) -> discord.ui.View:
    """A view to send whose clicks the `DynamicItem`s handle, so discord.py must not keep it.

    discord.py stores every unfinished view it sends, one per message, for the life of the
    process: a leak, and nothing of ours would answer through it. A stopped view still
    renders its components.
    """
    view.stop()
    return view


PREFIX = "origins"
GAME = r"(?P<game>[0-9]{1,19})"
VERSION = r"(?P<version>[0-9]{1,9})"

LOBBY_TEMPLATE = rf"{PREFIX}:lobby:(?P<verb>join|leave|start|cancel):{GAME}"
LOBBY_AI_TEMPLATE = rf"{PREFIX}:lobby:ai:{GAME}"
PLAY_TURN_TEMPLATE = rf"{PREFIX}:play:{GAME}:{VERSION}"
BACK_TEMPLATE = rf"{PREFIX}:back:{GAME}:{VERSION}"
ACT_TEMPLATE = rf"{PREFIX}:act:{GAME}:{VERSION}:(?P<action>[a-z0-9 ]{{1,60}})"
ACT_SELECT_TEMPLATE = rf"{PREFIX}:actsel:{GAME}:{VERSION}"
SQUARE_TEMPLATE = rf"{PREFIX}:sq:{GAME}:{VERSION}:(?P<page>[0-9])"
DIRECTION_TEMPLATE = (
    rf"{PREFIX}:dir:{GAME}:{VERSION}:(?P<square>[A-Z]{{1,2}}[0-9]{{1,2}}):(?P<direction>[0-3])"
)
CELL_TEMPLATE = rf"{PREFIX}:cell:{GAME}:{VERSION}:(?P<verb>fire|pay|settle)"
# A step of an action chosen in parts (the Resource Tokens witch): the text written so far.
STEP_TEMPLATE = rf"{PREFIX}:step:{GAME}:{VERSION}:(?P<text>[A-Za-z0-9 ]{{1,60}})"
STEP_SELECT_TEMPLATE = rf"{PREFIX}:stepsel:{GAME}:{VERSION}:(?P<number>[0-9]):(?P<text>[A-Za-z0-9 ]{{1,60}})"
IM_BACK_TEMPLATE = rf"{PREFIX}:imback:{GAME}:(?P<seat>[0-3])"
SUGGEST_TEMPLATE = rf"{PREFIX}:suggest:{GAME}:{VERSION}"
# The whole table, for anyone in the channel: no version, it shows the game as it is now.
TABLE_TEMPLATE = rf"{PREFIX}:table:{GAME}"
# `/origins replay`: a finished game never changes, so no version: the game and the step shown
# by a click; `button` tells apart buttons leading to the same step (Discord wants each id once).
REPLAY_BUTTONS = ("first", "back", "next", "last", "round-back", "round-next")
REPLAY_TEMPLATE = rf"{PREFIX}:replay:{GAME}:(?P<step>[0-9]{{1,4}}):(?P<button>{'|'.join(REPLAY_BUTTONS)})"
EXPORT_TEMPLATE = rf"{PREFIX}:export:{GAME}"
# A new lobby like a finished game's: no version, the game is over.
REMATCH_TEMPLATE = rf"{PREFIX}:rematch:{GAME}"
CONFIG = r"(?P<mode>discovery|totem|tribe|classic|resources):(?P<players>[2-4]):(?P<bits>[0-9]{1,2})"
RULES_TEMPLATE = rf"{PREFIX}:rules:{CONFIG}:(?P<page>[0-9])"
LEGEND_TEMPLATE = rf"{PREFIX}:legend:{CONFIG}"


def lobby(verb: str, game_id: int) -> str:
    return f"{PREFIX}:lobby:{verb}:{game_id}"


def lobby_ai(game_id: int) -> str:
    return f"{PREFIX}:lobby:ai:{game_id}"


def play_turn(game_id: int, version: int) -> str:
    """**Play your turn**, under a turn prompt (its text in custom ids stays `play`: old prompts
    keep working)."""
    return f"{PREFIX}:play:{game_id}:{version}"


def play_turn_game(custom_id: str) -> int | None:
    """The game of a Play your turn button's custom id; None for any other component's."""
    found = re.fullmatch(PLAY_TURN_TEMPLATE, custom_id)
    return None if found is None else int(found["game"])


def back(game_id: int, version: int) -> str:
    return f"{PREFIX}:back:{game_id}:{version}"


def act(game_id: int, version: int, action: Action) -> str:
    return f"{PREFIX}:act:{game_id}:{version}:{str(action).lower()}"


def act_select(game_id: int, version: int) -> str:
    return f"{PREFIX}:actsel:{game_id}:{version}"


def square_select(game_id: int, version: int, page: int) -> str:
    return f"{PREFIX}:sq:{game_id}:{version}:{page}"


def direction(game_id: int, version: int, square: str, direction: int) -> str:
    return f"{PREFIX}:dir:{game_id}:{version}:{square}:{direction}"


def cell_select(game_id: int, version: int, verb: str) -> str:
    return f"{PREFIX}:cell:{game_id}:{version}:{verb}"


def step(game_id: int, version: int, text: str) -> str:
    return f"{PREFIX}:step:{game_id}:{version}:{text}"


def step_select(game_id: int, version: int, number: int, text: str) -> str:
    """`number` tells apart the selects of one panel (Discord wants each custom id once)."""
    return f"{PREFIX}:stepsel:{game_id}:{version}:{number}:{text}"


def suggest(game_id: int, version: int) -> str:
    return f"{PREFIX}:suggest:{game_id}:{version}"


def table(game_id: int) -> str:
    return f"{PREFIX}:table:{game_id}"


def rematch(game_id: int) -> str:
    return f"{PREFIX}:rematch:{game_id}"


def im_back(game_id: int, seat: int) -> str:
    return f"{PREFIX}:imback:{game_id}:{seat}"


def rules_page(config_key: str, page: int) -> str:
    return f"{PREFIX}:rules:{config_key}:{page}"


def legend(config_key: str) -> str:
    return f"{PREFIX}:legend:{config_key}"


def replay(game_id: int, step: int, button: str) -> str:
    return f"{PREFIX}:replay:{game_id}:{step}:{button}"


def export(game_id: int) -> str:
    return f"{PREFIX}:export:{game_id}"
