"""Buttons and selects that survive restarts: `DynamicItem`s matched by the templates in ids.py.

Each callback only parses its custom id and hands over to the desk (or the lobby, or the replay);
refusals are one private sentence, and errors all go through `Desk.refuse`. The constructors
give no labels: these items are only rebuilt from a click, and the views that are sent are built
in the reader's language by the panel, the lobby and the prompts.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from bot import ids, lobby, rematch, rulebook
from bot import replay as replays
from bot.acting import parse_step_value
from bot.desk import Desk
from bot.panel import Panel, directions, preview, step
from bot.session import Turn
from lang import Words
from rules import DIRECTION_NAMES, Fire, GreedyAgent, Place, parse_action

if TYPE_CHECKING:
    from bot.app import OriginsBot

Item = discord.ui.Item[discord.ui.View]


def _bot(interaction: discord.Interaction) -> OriginsBot:
    from bot.app import OriginsBot

    client = interaction.client
    assert isinstance(client, OriginsBot)
    return client


class _Base:
    """Shared parsing of game id and version; every subclass is also a DynamicItem."""

    game_id: int
    version: int
    on_panel = False  # the component sits on a member's private panel (see Desk.guarded)
    # How a click off a panel is acknowledged before its work: as an "update" of the clicked
    # message, or a "private" reply to come; panel clicks are always updates of the panel. The
    # lobby's buttons answer once their seat is stored (a few store calls): a Start clicked right
    # after Join must find the seat taken.
    acknowledge_as: str | None = None

    async def guarded(self, interaction: discord.Interaction, work: Any) -> None:
        desk = _bot(interaction).desk
        # Panel clicks are acknowledged before any work: in a burst, the store's reads queue
        # behind other games' writes, and Discord waits 3 s, no more.
        defer = "update" if self.on_panel else self.acknowledge_as
        await desk.guarded(
            interaction,
            lambda: work(desk),
            panel_of=self.game_id if self.on_panel else None,
            defer=defer,
        )

    async def show_step(self, interaction: discord.Interaction, draw: Callable[[Turn, Words], Panel]) -> None:
        """A step or preview of the member's decision: the seat to act is checked (`Desk.turn`)
        before `draw` reads anything of the decision, and before a picture is drawn."""

        async def work(desk: Desk) -> None:
            turn = await desk.turn(interaction, self.game_id, self.version)
            w = await desk.member_words(interaction, turn.row)
            await desk.show(interaction, draw(turn, w), turn, w, edit=True)

        await self.guarded(interaction, work)

    async def confirm(self, interaction: discord.Interaction, move: str) -> None:
        """Play `move` (its text, read once the seat is checked) on the panel's game and version."""
        await self.guarded(
            interaction, lambda desk: desk.commit(interaction, self.game_id, self.version, move, edit=True)
        )


class LobbyButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.LOBBY_TEMPLATE
):
    def __init__(self, verb: str, game_id: int) -> None:
        self.verb, self.game_id = verb, game_id
        style = discord.ButtonStyle.danger if verb == "cancel" else discord.ButtonStyle.primary
        if verb == "start":
            style = discord.ButtonStyle.success
        super().__init__(discord.ui.Button(style=style, custom_id=ids.lobby(verb, game_id)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> LobbyButton:
        return cls(match["verb"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.guarded(interaction, lambda desk: lobby.handle(desk, interaction, self.verb, self.game_id))


class LobbyAiSelect(
    _Base, discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=ids.LOBBY_AI_TEMPLATE
):
    """The lobby's "Add or remove an AI player" select (the creator's)."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(discord.ui.Select(custom_id=ids.lobby_ai(game_id)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> LobbyAiSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        choice = _values(interaction)
        await self.guarded(interaction, lambda desk: lobby.handle_ai(desk, interaction, self.game_id, choice))


class PlayButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.PLAY_TEMPLATE
):
    def __init__(self, game_id: int, version: int) -> None:
        self.game_id, self.version = game_id, version
        super().__init__(discord.ui.Button(custom_id=ids.play(game_id, version)))

    acknowledge_as = "private"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> PlayButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.guarded(interaction, lambda desk: desk.open_panel(interaction, self.game_id, edit=False))


class BackButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.BACK_TEMPLATE
):
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
        await self.guarded(interaction, lambda desk: desk.open_panel(interaction, self.game_id, edit=True))


class ActButton(_Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.ACT_TEMPLATE):
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


class ActSelect(
    _Base, discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=ids.ACT_SELECT_TEMPLATE
):
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
        chosen = _values(interaction)
        await self.confirm(interaction, chosen)


class SquareSelect(
    _Base, discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=ids.SQUARE_TEMPLATE
):
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
        square = _values(interaction).upper()

        def draw(turn: Turn, w: Words) -> Panel:
            return directions(turn.state, turn.row.id, turn.row.version, square, w)

        await self.show_step(interaction, draw)


class DirectionButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.DIRECTION_TEMPLATE
):
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
            return preview(turn.state, turn.row.id, turn.row.version, action, w)

        await self.show_step(interaction, draw)


class CellSelect(
    _Base, discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=ids.CELL_TEMPLATE
):
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
        move = f"{self.verb} {_values(interaction)}"
        if self.verb != "fire":
            await self.confirm(interaction, move)
            return

        def draw(turn: Turn, w: Words) -> Panel:
            action = parse_action(move)
            assert isinstance(action, Fire)  # the verb is fire: anything else was refused as malformed
            return preview(turn.state, turn.row.id, turn.row.version, action, w)

        await self.show_step(interaction, draw)


class StepButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.STEP_TEMPLATE
):
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


class StepSelect(
    _Base, discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=ids.STEP_SELECT_TEMPLATE
):
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
        text = parse_step_value(self.text, _values(interaction))
        await self.show_step(interaction, _action_step(text))


def _action_step(text: str) -> Callable[[Turn, Words], Panel]:
    """The next step of a gain or a witch (bot.acting), `text` the action written so far."""

    def draw(turn: Turn, w: Words) -> Panel:
        return step(turn.state, turn.row.id, turn.row.version, text, Desk.names(turn.seats), w)

    return draw


class SuggestButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.SUGGEST_TEMPLATE
):
    def __init__(self, game_id: int, version: int) -> None:
        self.game_id, self.version = game_id, version
        super().__init__(discord.ui.Button(custom_id=ids.suggest(game_id, version)))

    acknowledge_as = "private"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> SuggestButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(desk: Desk) -> None:
            # Moves for the member to act (their panel's button), as the game is now.
            turn = await desk.turn(interaction, self.game_id)
            ranked = await asyncio.to_thread(GreedyAgent(0).rank, turn.state)
            moves = ", ".join(f"`{a}`" for _, a in ranked[:3])
            w = await desk.member_words(interaction, turn.row)
            await desk.reply_privately(interaction, w("suggestions", moves=moves))

        await self.guarded(interaction, work)


class TableButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.TABLE_TEMPLATE
):
    """**Full table** under a turn prompt: the whole table as it is now, privately, for anyone."""

    acknowledge_as = "private"

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(discord.ui.Button(custom_id=ids.table(game_id)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> TableButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.guarded(interaction, lambda desk: desk.show_table(interaction, self.game_id))


class ImBackButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.IM_BACK_TEMPLATE
):
    """A seat's player takes their turns back from the autopilot."""

    def __init__(self, game_id: int, seat: int) -> None:
        self.game_id, self.seat = game_id, seat
        super().__init__(discord.ui.Button(custom_id=ids.im_back(game_id, seat)))

    acknowledge_as = "private"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> ImBackButton:
        return cls(int(match["game"]), int(match["seat"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.guarded(interaction, lambda desk: desk.im_back(interaction, self.game_id, self.seat))


class ReplayButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.REPLAY_TEMPLATE
):
    """A button of `/origins replay`: show the finished game at the step its custom id carries."""

    acknowledge_as = "update"  # the replay's message shows the new step

    def __init__(self, game_id: int, step: int, button: str) -> None:
        self.game_id, self.step = game_id, step
        super().__init__(discord.ui.Button(custom_id=ids.replay(game_id, step, button)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> ReplayButton:
        return cls(int(match["game"]), int(match["step"]), match["button"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.guarded(
            interaction, lambda desk: replays.show_step(desk, interaction, self.game_id, self.step)
        )


class ExportButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.EXPORT_TEMPLATE
):
    """**Download the record** under a replay: the finished game's record as a JSON file, privately."""

    acknowledge_as = "private"

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(discord.ui.Button(custom_id=ids.export(game_id)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> ExportButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.guarded(interaction, lambda desk: replays.send_record(desk, interaction, self.game_id))


class RematchButton(
    _Base, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.REMATCH_TEMPLATE
):
    """**Rematch** under a score sheet: a new lobby like the finished game's (bot.rematch).

    Answered, like the lobby's buttons, once the lobby is stored (a few store calls): the answer
    is the new lobby itself, and a refusal stays private."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(discord.ui.Button(custom_id=ids.rematch(game_id)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.guarded(interaction, lambda desk: rematch.rematch(desk, interaction, self.game_id))


class RulesPageButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.RULES_TEMPLATE
):
    """Turns a page of `/origins rules` (the custom id carries the game's config, not its id)."""

    def __init__(self, mode: str, players: int, bits: int, page: int) -> None:
        self.config = rulebook.config_from_key(mode, players, bits)
        self.page = page
        key = rulebook.config_key(self.config)
        super().__init__(discord.ui.Button(label=str(page + 1), custom_id=ids.rules_page(key, page)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> RulesPageButton:
        return cls(match["mode"], int(match["players"]), int(match["bits"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        w = await _bot(interaction).desk.member_words(interaction)
        text, view = rulebook.page_message(self.config, self.page, w)
        await interaction.response.edit_message(content=text, view=view)


class LegendButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.LEGEND_TEMPLATE):
    """Under `/origins rules`: the legend of the pictures of that game, privately."""

    def __init__(self, mode: str, players: int, bits: int) -> None:
        self.config = rulebook.config_from_key(mode, players, bits)
        key = rulebook.config_key(self.config)
        super().__init__(discord.ui.Button(custom_id=ids.legend(key)))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Item, match: re.Match[str]
    ) -> LegendButton:
        return cls(match["mode"], int(match["players"]), int(match["bits"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        desk = _bot(interaction).desk
        await desk.guarded(interaction, lambda: _send_legend(desk, interaction, self.config), defer="private")


async def _send_legend(desk: Any, interaction: discord.Interaction, config: Any) -> None:
    w = await desk.member_words(interaction)
    await interaction.followup.send(file=await desk.legend(config, w), ephemeral=True)


def _values(interaction: discord.Interaction) -> str:
    data: dict[str, Any] = dict(interaction.data or {})
    values = data.get("values") or []
    return str(values[0]) if values else ""


DYNAMIC_ITEMS: tuple[type[Any], ...] = (
    LobbyButton,
    LobbyAiSelect,
    PlayButton,
    BackButton,
    ActButton,
    ActSelect,
    SquareSelect,
    DirectionButton,
    CellSelect,
    StepButton,
    StepSelect,
    SuggestButton,
    TableButton,
    ImBackButton,
    ReplayButton,
    ExportButton,
    RematchButton,
    RulesPageButton,
    LegendButton,
)
