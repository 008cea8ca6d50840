"""The components of a member's private turn panel: each answers with the next step, a preview,
or plays the move it confirms (bot.turn.panels builds them)."""

from __future__ import annotations

import asyncio
import re

import discord

from bot.components import ids
from bot.components.base import Button, Draw, GameItem, Item, Select, chosen
from bot.i18n.messages import seat_names
from bot.services import Services
from bot.turn.answers import reply_privately
from bot.turn.panels import fire, place
from bot.turn.panels.act import parse_step_value, step
from bot.turn.panels.base import Panel
from bot.turn.session import Turn
from lang import Words
from rules import DIRECTION_NAMES, Fire, GreedyAgent, Place, parse_action


class BackButton(GameItem, discord.ui.DynamicItem[Button], template=ids.BACK_TEMPLATE):
    """**Back**: the panel of the decision as it is now."""

    on_panel = True

    def __init__(self, game_id: int, version: int) -> None:
        self.game_id, self.version = game_id, version
        super().__init__(discord.ui.Button(custom_id=ids.back(game_id, version)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> BackButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(services: Services) -> None:
            await services.panels.open(interaction, self.game_id, edit=True)

        await self.guarded(interaction, work)


class ActButton(GameItem, discord.ui.DynamicItem[Button], template=ids.ACT_TEMPLATE):
    """Confirm one action: its text travels in the custom id."""

    on_panel = True

    def __init__(self, game_id: int, version: int, action: str) -> None:
        self.game_id, self.version, self.action = game_id, version, action
        super().__init__(discord.ui.Button(custom_id=f"{ids.PREFIX}:act:{game_id}:{version}:{action}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> ActButton:
        return cls(int(match["game"]), int(match["version"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.confirm(interaction, self.action)


class ActSelect(GameItem, discord.ui.DynamicItem[Select], template=ids.ACT_SELECT_TEMPLATE):
    """A choice among actions whose texts are the option values (e.g. recruits from the pile)."""

    on_panel = True

    def __init__(self, game_id: int, version: int) -> None:
        self.game_id, self.version = game_id, version
        super().__init__(discord.ui.Select(custom_id=ids.act_select(game_id, version), options=[]))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> ActSelect:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.confirm(interaction, chosen(interaction))


class SquareSelect(GameItem, discord.ui.DynamicItem[Select], template=ids.SQUARE_TEMPLATE):
    """The first half's square for a placement: answers with the direction buttons."""

    on_panel = True

    def __init__(self, game_id: int, version: int, page: int) -> None:
        self.game_id, self.version, self.page = game_id, version, page
        super().__init__(discord.ui.Select(custom_id=ids.square_select(game_id, version, page), options=[]))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> SquareSelect:
        return cls(int(match["game"]), int(match["version"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        square = chosen(interaction).upper()

        def draw(turn: Turn, w: Words) -> Panel:
            return place.directions(turn.state, turn.row.id, turn.row.version, square, w)

        await self.show_step(interaction, draw)


class DirectionButton(GameItem, discord.ui.DynamicItem[Button], template=ids.DIRECTION_TEMPLATE):
    """A direction for the chosen square: answers with the ghost preview and Confirm."""

    on_panel = True

    def __init__(self, game_id: int, version: int, square: str, direction: int) -> None:
        self.game_id, self.version, self.square, self.direction = game_id, version, square, direction
        super().__init__(discord.ui.Button(custom_id=ids.direction(game_id, version, square, direction)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> DirectionButton:
        return cls(int(match["game"]), int(match["version"]), match["square"], int(match["direction"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        def draw(turn: Turn, w: Words) -> Panel:
            # Read as a typed move would be: a forged square ("A0") is a MalformedAction, refused.
            action = parse_action(f"place {self.square} {DIRECTION_NAMES[self.direction]}")
            assert isinstance(action, Place)
            return place.preview(turn.state, turn.row.id, turn.row.version, action, w)

        await self.show_step(interaction, draw)


class CellSelect(GameItem, discord.ui.DynamicItem[Select], template=ids.CELL_TEMPLATE):
    """A square for a fire token (previewed first), a payment or a caveman (applied at once)."""

    on_panel = True

    def __init__(self, game_id: int, version: int, verb: str) -> None:
        self.game_id, self.version, self.verb = game_id, version, verb
        super().__init__(discord.ui.Select(custom_id=ids.cell_select(game_id, version, verb), options=[]))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> CellSelect:
        return cls(int(match["game"]), int(match["version"]), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        move = f"{self.verb} {chosen(interaction)}"
        if self.verb != "fire":
            await self.confirm(interaction, move)
            return

        def draw(turn: Turn, w: Words) -> Panel:
            action = parse_action(move)
            assert isinstance(action, Fire)  # the verb is fire: anything else was refused as malformed
            return fire.preview(turn.state, turn.row.id, turn.row.version, action, w)

        await self.show_step(interaction, draw)


class StepButton(GameItem, discord.ui.DynamicItem[Button], template=ids.STEP_TEMPLATE):
    """A step of an action chosen in parts (a witch): answers with the next step or a preview."""

    on_panel = True

    def __init__(self, game_id: int, version: int, text: str) -> None:
        self.game_id, self.version, self.text = game_id, version, text
        super().__init__(discord.ui.Button(custom_id=ids.step(game_id, version, text)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> StepButton:
        return cls(int(match["game"]), int(match["version"]), match["text"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.show_step(interaction, _action_step(self.text))


class StepSelect(GameItem, discord.ui.DynamicItem[Select], template=ids.STEP_SELECT_TEMPLATE):
    """A choice in an action chosen in parts (a gain's square, a witch's target): its custom id
    carries the text so far, the option what it adds."""

    on_panel = True

    def __init__(self, game_id: int, version: int, number: int, text: str) -> None:
        self.game_id, self.version, self.number, self.text = game_id, version, number, text
        super().__init__(
            discord.ui.Select(custom_id=ids.step_select(game_id, version, number, text), options=[])
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> StepSelect:
        return cls(int(match["game"]), int(match["version"]), int(match["number"]), match["text"])

    async def callback(self, interaction: discord.Interaction) -> None:
        text = parse_step_value(self.text, chosen(interaction))
        await self.show_step(interaction, _action_step(text))


def _action_step(text: str) -> Draw:
    """The next step of a gain or a witch (bot.turn.panels.act), `text` the action written so far."""

    def draw(turn: Turn, w: Words) -> Panel:
        return step(turn.state, turn.row.id, turn.row.version, text, seat_names(turn.seats), w)

    return draw


class SuggestButton(GameItem, discord.ui.DynamicItem[Button], template=ids.SUGGEST_TEMPLATE):
    """**Suggest**: a few good moves for the member to act, privately, as the game is now."""

    acknowledge_as = "private"

    def __init__(self, game_id: int, version: int) -> None:
        self.game_id, self.version = game_id, version
        super().__init__(discord.ui.Button(custom_id=ids.suggest(game_id, version)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> SuggestButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(services: Services) -> None:
            # Moves for the member to act (their panel's button), as the game is now.
            turn = await services.sessions.turn(self.game_id, interaction.user.id)
            ranked = await asyncio.to_thread(GreedyAgent(0).rank, turn.state)
            moves = ", ".join(f"`{a}`" for _, a in ranked[:3])
            w = await services.languages.member_words(interaction, turn.row)
            await reply_privately(interaction, w("suggestions", moves=moves))

        await self.guarded(interaction, work)


__all__ = [
    "ActButton",
    "ActSelect",
    "BackButton",
    "CellSelect",
    "DirectionButton",
    "SquareSelect",
    "StepButton",
    "StepSelect",
    "SuggestButton",
]
