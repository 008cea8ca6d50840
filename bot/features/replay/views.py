"""`/origins replay`: a finished game, move by move, and its record to download; the replay's
buttons and the command's autocomplete (bot.features.replay.record keeps the games loaded).

The replay is private (ephemeral): each member steps through it at their own pace, and stepping
does not fill the channel with pictures nor move the view of anyone else watching. Every way to a
replay asks whether the member may see the channel the game was played in (`seen_by`).
"""

from __future__ import annotations

import asyncio
import io
import json
import re
from typing import Any

import discord
from discord import app_commands

from bot.boxes import game_name
from bot.components import ids
from bot.features.replay.record import Record, Refused, Replays, Visible
from bot.i18n.languages import Languages
from bot.i18n.messages import and_join, brief, plain
from bot.store import Store
from bot.turn.answers import acknowledge, reply_privately, respond
from bot.turn.pictures import Pictures
from lang import Words
from rules import GameConfig

NUMBER = re.compile(r"#?\s*([0-9]{1,19})")
CHOICE_LIMIT = 100  # characters of an autocomplete choice's name (Discord's limit)
CHOICES = 25  # choices an autocomplete may offer (Discord's limit)


class ReplayViews:
    """`/origins replay`, its autocomplete and its buttons."""

    def __init__(self, store: Store, languages: Languages, pictures: Pictures, replays: Replays) -> None:
        self.store = store
        self.languages = languages
        self.pictures = pictures
        self.replays = replays

    async def open(self, interaction: discord.Interaction, number: str | None, *, export: bool) -> None:
        """`/origins replay [game] [export]`: the game's first moment with its buttons, or its record."""
        await acknowledge(interaction, edit=False)
        w = await self.languages.member_words(interaction)
        try:
            record = await self._chosen(interaction, number)
        except Refused as refused:
            await reply_privately(interaction, refused.said(w))
            return
        if export:
            await interaction.followup.send(**record_message(record, w), ephemeral=True)
        else:
            await respond(interaction, await step_message(self.pictures, record, 0, w), edit=False)

    async def show_step(self, interaction: discord.Interaction, game_id: int, step: int) -> None:
        """A replay button: the replay's message shows `step` (the click was acknowledged before)."""
        record, w = await self._clicked(interaction, game_id)
        if record is not None:
            step = min(max(step, 0), record.steps)
            await respond(interaction, await step_message(self.pictures, record, step, w), edit=True)

    async def send_record(self, interaction: discord.Interaction, game_id: int) -> None:
        """**Download the record**: the game's record, privately (the click was acknowledged before)."""
        record, w = await self._clicked(interaction, game_id)
        if record is not None:
            await interaction.followup.send(**record_message(record, w), ephemeral=True)

    async def _clicked(self, interaction: discord.Interaction, game_id: int) -> tuple[Record | None, Words]:
        """The finished game a replay's button is about, in the member's words; None once they were
        told privately why it is not there (any more)."""
        w = await self.languages.member_words(interaction)
        try:
            return await self.replays.finished(game_id, interaction.guild_id, seen_by(interaction)), w
        except Refused as refused:
            await reply_privately(interaction, refused.said(w))
            return None, w

    async def choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """The finished games a member may replay, this channel's (and its threads') first, newest
        first: those whose number starts with what they typed. Only games of channels known to be
        visible to them are offered: those of this channel's threads are (game threads are public)."""
        typed = current.strip().lstrip("#").strip()
        if not re.fullmatch(r"[0-9]{0,19}", typed):
            return []
        # More than Discord shows: some may be of channels this member cannot see.
        games = await self.store.finished_games(
            interaction.guild_id or 0, interaction.channel_id or 0, number=typed, limit=2 * CHOICES
        )
        w = await self.languages.member_words(interaction)
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

    async def _chosen(self, interaction: discord.Interaction, number: str | None) -> Record:
        """The game the member asked for (or the last one finished in this channel or its threads),
        if they may see it."""
        guild_id, channel_id = interaction.guild_id or 0, interaction.channel_id or 0
        if number is None or not number.strip():
            last = await self.store.finished_games(guild_id, channel_id, limit=1)
            if not last or channel_id not in (last[0].channel_id, last[0].parent_id):
                raise Refused("replay-none-here")
            game_id = last[0].id
        else:
            typed = NUMBER.fullmatch(number.strip())
            if typed is None:
                raise Refused("replay-not-a-number", text=brief(plain(number), 40))
            game_id = int(typed[1])
        return await self.replays.finished(game_id, interaction.guild_id, seen_by(interaction))


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


async def step_message(pictures: Pictures, record: Record, step: int, w: Words) -> dict[str, Any]:
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
    picture = await pictures.picture("table", state, record.names, w)
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
