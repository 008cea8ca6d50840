"""`/origins replay`: a finished game, move by move, and its record to download.

A finished game is its config and its actions (the events table). Any moment of it is rebuilt
by replaying the first actions from the config (about a millisecond for a whole game), so a
button needs to carry only the game's number and the step it shows: replay buttons keep working
after a restart. A few loaded games are kept in memory (`Replays`); a finished game never
changes, so they never go stale.

Only finished games are shown. A game in play must not be: its record holds the seed, and with
it the order of the dominoes still to come (and the cave pile's), which no player may know. A
game of another server is refused in the same words as a number that does not exist (its
existence is not told), and so is a game of a channel the member cannot see.

The replay is private (ephemeral): each member steps through it at their own pace, and stepping
does not fill the channel with pictures nor move the view of anyone else watching.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.components import ids
from bot.features.replay.captions import caption
from bot.i18n.messages import and_join, brief, game_name, plain
from bot.store import ACTIVE, CANCELLED, LOBBY, OVER, EventRow, GameRow, ResultRow, SeatRow, Store
from lang import Words
from rules import Action, GameConfig, GameState, RulesError, new_game, parse_action, record_to_json

if TYPE_CHECKING:
    from bot.turn.desk import Desk

log = logging.getLogger(__name__)

CACHED = 16  # loaded games kept in memory (a few hundred actions each)
NUMBER = re.compile(r"#?\s*([0-9]{1,19})")
CHOICE_LIMIT = 100  # characters of an autocomplete choice's name (Discord's limit)
CHOICES = 25  # choices an autocomplete may offer (Discord's limit)
Visible = Callable[[int], Awaitable[bool]]


@dataclass(frozen=True)
class Record:
    """A finished game as the replay needs it: its actions from its config, and its seats."""

    game_id: int
    guild_id: int
    channel_id: int
    config: GameConfig
    actions: tuple[Action, ...]
    names: tuple[str, ...]  # by seat, as typed (pictures draw them so)
    scores: tuple[int, ...]  # by seat, as the score sheet gave them
    places: tuple[int, ...]  # by seat, 1 = won
    finished_at: float
    marks: tuple[int, ...]  # the steps at which a round begins, 0 (the first draft) included

    @property
    def steps(self) -> int:
        return len(self.actions)

    def state(self, step: int) -> GameState:
        """The game after its first `step` actions."""
        state = new_game(self.config)
        for action in self.actions[:step]:
            state.play(action)
        return state

    def moment(self, step: int, w: Words) -> tuple[GameState, str]:
        """The game after `step` actions, and the words of the message that shows it."""
        names = [plain(n) for n in self.names]
        if step == 0:
            state = self.state(0)
            chiefs = w(f"{self.config.box.chief}s")
            order = ", ".join(names[p] for p in state.draft_order)
            return state, w("replay-start", chiefs=chiefs, order=order, steps=self.steps)
        before = self.state(step - 1)
        after = before.copy()
        action = self.actions[step - 1]
        after.play(action)
        # The round the move was played in; a move that ends a round says so ("round 7 began").
        where = (
            w("replay-draft")
            if before.round == 0
            else w("replay-round", round=before.round, rounds=self.config.rounds)
        )
        what = caption(before, action, after, names, w)
        return after, w(
            "replay-move", step=step, steps=self.steps, round=where, what=what, action=str(action)
        )

    def targets(self, step: int) -> dict[str, int | None]:
        """Where each button leads from `step` (None: nowhere, the button is disabled)."""
        last = self.steps
        earlier = [m for m in self.marks if m < step]
        later = [m for m in self.marks if m > step]
        return {
            "first": 0 if step > 0 else None,
            "back": step - 1 if step > 0 else None,
            "next": step + 1 if step < last else None,
            "last": last if step < last else None,
            "round-back": earlier[-1] if earlier else None,
            # In the last round there is no next round: the end is the next place to stop.
            "round-next": later[0] if later else (last if step < last else None),
        }

    def to_json(self) -> dict[str, Any]:
        """The record to download: config and actions (`rules.record_to_json`, what `python -m
        rules replay` reads), the bot's number of the game, the seats' names and final scores."""
        return {
            **record_to_json(self.state(self.steps)),
            "game_id": self.game_id,
            "names": list(self.names),
            "scores": list(self.scores),
            "places": list(self.places),
        }


def build(
    row: GameRow, events: Sequence[EventRow], seats: Sequence[SeatRow], results: Sequence[ResultRow]
) -> Record:
    """A finished game's Record from its rows; RulesError if its actions no longer replay,
    Unfinished if they do not end it."""
    config = GameConfig.from_json(row.config)
    actions = tuple(parse_action(e.action) for e in sorted(events, key=lambda e: e.seq))
    state = new_game(config)
    marks = [0]
    for step, action in enumerate(actions, start=1):
        was = state.round
        state.play(action)
        if state.round != was:
            marks.append(step)
    if not state.is_over:
        raise Unfinished(f"game {row.id}: its {len(actions)} actions do not end the game")
    by_seat = {r.seat: r for r in results}
    ordered = sorted(seats, key=lambda s: s.seat)
    return Record(
        game_id=row.id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        config=config,
        actions=actions,
        names=tuple(s.name for s in ordered),
        scores=tuple(by_seat[s.seat].score if s.seat in by_seat else 0 for s in ordered),
        places=tuple(by_seat[s.seat].place if s.seat in by_seat else 0 for s in ordered),
        finished_at=row.updated_at,
        marks=tuple(marks),
    )


class Unfinished(ValueError):
    """A stored game whose actions, all played, do not end it (a record damaged by hand)."""


class Refused(Exception):
    """A replay refused: the catalogue's `key` (with `fields`) is the one private sentence that
    says why, in the language of the member it is said to (`said`)."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(key)
        self.key, self.fields = key, fields

    def said(self, w: Words) -> str:
        return w(self.key, **self.fields)


class Replays:
    """The finished games loaded lately, by number (the last CACHED of them)."""

    def __init__(self, store: Store, size: int = CACHED) -> None:
        self.store = store
        self.size = size
        self._records: OrderedDict[int, Record] = OrderedDict()

    async def finished(self, game_id: int, guild_id: int | None, visible: Visible) -> Record:
        """The Record of the finished game `game_id` of the server `guild_id`, or Refused.

        `visible`: whether the member may see the channel the game was played in (`seen_by`),
        asked before anything is said of the game (a game in play there is as unknown as one
        elsewhere). Every way to a replay passes it: a button can be forged as well as a number
        typed."""
        cached = self._records.get(game_id)
        if cached is not None and cached.guild_id == guild_id:
            if not await visible(cached.channel_id):
                raise unknown(game_id)
            self._records.move_to_end(game_id)
            return cached
        row = await self.store.game(game_id)
        if row is None or row.guild_id != guild_id or not await visible(row.channel_id):
            raise unknown(game_id)
        refusals = {LOBBY: "replay-lobby", ACTIVE: "replay-running", CANCELLED: "replay-cancelled"}
        if row.status != OVER:
            raise Refused(refusals.get(row.status, "replay-unknown"), id=str(game_id))
        return await self._load(row)

    async def _load(self, row: GameRow) -> Record:
        events = await self.store.events(row.id)
        seats = await self.store.seats(row.id)
        results = await self.store.results(row.id)
        try:
            record = await asyncio.to_thread(build, row, events, seats, results)
        except (RulesError, Unfinished):
            log.warning("game %s does not replay", row.id, exc_info=True)
            raise Refused("replay-broken", id=str(row.id)) from None
        self._records[row.id] = record
        while len(self._records) > self.size:
            self._records.popitem(last=False)
        return record


def unknown(game_id: int) -> Refused:
    """The refusal of a game that is not there for this member (a str: no grouping, "1,234")."""
    return Refused("replay-unknown", id=str(game_id))


# --- the command, its autocomplete and the buttons ------------------------------------------------


async def open_replay(
    desk: Desk, interaction: discord.Interaction, number: str | None, *, export: bool
) -> None:
    """`/origins replay [game] [export]`: the game's first moment with its buttons, or its record."""
    await desk.acknowledge(interaction, edit=False)
    w = await desk.member_words(interaction)
    try:
        record = await _chosen(desk, interaction, number)
    except Refused as refused:
        await desk.reply_privately(interaction, refused.said(w))
        return
    if export:
        await interaction.followup.send(**record_message(record, w), ephemeral=True)
    else:
        await desk.respond(interaction, await step_message(desk, record, 0, w), edit=False)


async def show_step(desk: Desk, interaction: discord.Interaction, game_id: int, step: int) -> None:
    """A replay button: the replay's message shows `step` (the click was acknowledged before)."""
    record, w = await _clicked(desk, interaction, game_id)
    if record is not None:
        step = min(max(step, 0), record.steps)
        await desk.respond(interaction, await step_message(desk, record, step, w), edit=True)


async def send_record(desk: Desk, interaction: discord.Interaction, game_id: int) -> None:
    """**Download the record**: the game's record, privately (the click was acknowledged before)."""
    record, w = await _clicked(desk, interaction, game_id)
    if record is not None:
        await interaction.followup.send(**record_message(record, w), ephemeral=True)


async def _clicked(desk: Desk, interaction: discord.Interaction, game_id: int) -> tuple[Record | None, Words]:
    """The finished game a replay's button is about, in the member's words; None once they were
    told privately why it is not there (any more)."""
    w = await desk.member_words(interaction)
    try:
        return await desk.replays.finished(game_id, interaction.guild_id, seen_by(interaction)), w
    except Refused as refused:
        await desk.reply_privately(interaction, refused.said(w))
        return None, w


async def choices(
    desk: Desk, interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The finished games a member may replay, this channel's (and its threads') first, newest
    first: those whose number starts with what they typed. Only games of channels known to be
    visible to them are offered: those of this channel's threads are (game threads are public)."""
    typed = current.strip().lstrip("#").strip()
    if not re.fullmatch(r"[0-9]{0,19}", typed):
        return []
    # More than Discord shows: some may be of channels this member cannot see.
    games = await desk.store.finished_games(
        interaction.guild_id or 0, interaction.channel_id or 0, number=typed, limit=2 * CHOICES
    )
    w = await desk.member_words(interaction)
    offered = []
    for game in games:
        here = interaction.channel_id in (game.channel_id, game.parent_id)
        if not here and not _visible_in_cache(interaction, game.channel_id):
            continue
        config = GameConfig.from_json(game.config)
        name = w(
            "replay-choice",
            id=str(game.id),
            game=game_name(config, w),
            players=config.players,
            winners=and_join(list(game.winners), w),
        )
        offered.append(app_commands.Choice(name=brief(name, CHOICE_LIMIT), value=str(game.id)))
    return offered[:CHOICES]


async def _chosen(desk: Desk, interaction: discord.Interaction, number: str | None) -> Record:
    """The game the member asked for (or the last one finished in this channel or its threads),
    if they may see it."""
    guild_id, channel_id = interaction.guild_id or 0, interaction.channel_id or 0
    if number is None or not number.strip():
        last = await desk.store.finished_games(guild_id, channel_id, limit=1)
        if not last or channel_id not in (last[0].channel_id, last[0].parent_id):
            raise Refused("replay-none-here")
        game_id = last[0].id
    else:
        typed = NUMBER.fullmatch(number.strip())
        if typed is None:
            raise Refused("replay-not-a-number", text=brief(plain(number), 40))
        game_id = int(typed[1])
    return await desk.replays.finished(game_id, interaction.guild_id, seen_by(interaction))


def seen_by(interaction: discord.Interaction) -> Visible:
    """Whether the member of `interaction` may see a channel: the one they use, or one Discord
    lets them view."""

    async def visible(channel_id: int) -> bool:
        return channel_id == interaction.channel_id or await _visible(interaction, channel_id)

    return visible


async def _visible(interaction: discord.Interaction, channel_id: int) -> bool:
    """Whether the member may see the channel (or thread) the game was played in. A channel that
    is gone hides nothing any more: its games are the server's."""
    if _visible_in_cache(interaction, channel_id):
        return True
    guild = interaction.guild
    if guild is None or guild.get_channel_or_thread(channel_id) is not None:
        return False  # known, and not visible
    try:
        channel = await guild.fetch_channel(channel_id)  # an archived thread is not in the cache
    except discord.NotFound:
        return True
    except (discord.HTTPException, discord.InvalidData):
        return False
    return _may_view(interaction, channel)


def _visible_in_cache(interaction: discord.Interaction, channel_id: int) -> bool:
    guild = interaction.guild
    channel = None if guild is None else guild.get_channel_or_thread(channel_id)
    return channel is not None and _may_view(interaction, channel)


def _may_view(interaction: discord.Interaction, channel: Any) -> bool:
    member = interaction.user
    if not isinstance(member, discord.Member):
        return False
    try:
        return bool(channel.permissions_for(member).view_channel)
    except discord.ClientException:  # a thread whose parent channel is not known here
        return False


# --- the messages ------------------------------------------------------------------------------


async def step_message(desk: Desk, record: Record, step: int, w: Words) -> dict[str, Any]:
    """The replay's message at `step` in `w`'s language: where it stands, the table's picture,
    the buttons."""
    state, text = await asyncio.to_thread(record.moment, step, w)
    head = w(
        "replay-head",
        id=str(record.game_id),
        game=game_name(record.config, w),
        names=and_join([plain(n) for n in record.names], w),
        when=f"<t:{int(record.finished_at)}:d>",
    )
    picture = await desk.picture("table", state, record.names, w)
    return {"content": f"{head}\n{text}", "attachments": [picture], "view": step_view(record, step, w)}


def step_view(record: Record, step: int, w: Words) -> discord.ui.View:
    """⏮ ◀ ▶ ⏭ on the first row; « », by round, and the download on the second."""
    view = ids.sealed(discord.ui.View(timeout=None))
    for button, target in record.targets(step).items():
        view.add_item(
            discord.ui.Button(
                label=w(f"replay-button-{button}"),
                style=discord.ButtonStyle.primary if button == "next" else discord.ButtonStyle.secondary,
                custom_id=ids.replay(record.game_id, step if target is None else target, button),
                disabled=target is None,
                row=1 if button.startswith("round") else 0,
            )
        )
    view.add_item(
        discord.ui.Button(
            label=w("replay-button-export"),
            style=discord.ButtonStyle.secondary,
            custom_id=ids.export(record.game_id),
            row=1,
        )
    )
    return view


def record_message(record: Record, w: Words) -> dict[str, Any]:
    """The record as a JSON attachment, with a sentence on how to read it back."""
    name = f"origins-game-{record.game_id}.json"
    data = json.dumps(record.to_json(), indent=1, ensure_ascii=False).encode("utf-8")
    return {
        "content": w("replay-record", id=str(record.game_id), file=name),
        "file": discord.File(io.BytesIO(data), filename=name),
    }
