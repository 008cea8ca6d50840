"""The lobby: a new game's message, its seats, and the Join / Leave / Start / Cancel buttons."""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import discord

from bot.boxes import parts
from bot.components import ids
from bot.i18n.languages import Languages, game_words
from bot.i18n.messages import partial_message, plain, plain_names
from bot.store import ANNOUNCE, CANCELLED, LOBBY, GameRow, SeatRefused, SeatRow, StaleVersion, Store
from bot.turn.announce import Announcer
from bot.turn.answers import acknowledge, reply_privately, respond
from bot.turn.outbox import attempt
from bot.turn.pictures import Pictures
from bot.turn.prompts import Prompts, passing
from bot.turn.session import Sessions
from lang import Words
from rules import GameConfig, GameState
from rules.ai.agents import LEVELS

log = logging.getLogger(__name__)


def lobby_text(row: GameRow, seats: list[SeatRow], w: Words) -> str:
    """The lobby message in the game's language: the game and its settings, the seats, who starts."""
    config = GameConfig.from_json(row.config)
    players = config.players
    options = ", ".join(w(f"option-{o}") for o in row.config.get("options", [])) or w("no_options")
    by_seat = {s.seat: s for s in seats}
    names = ", ".join(plain(by_seat[i].name) if i in by_seat else w("seat_free") for i in range(players))

    def hours(value: Any) -> str:
        return w("hours", hours=value) if value else w("never")

    level = str(row.options.get("autopilot_level") or "normal")
    return "\n".join(
        [
            f"**{w('lobby_title', title=w(f'game-{config.box.game.value}'))}**",
            parts(config.game).lobby_settings(config, options, w),
            w(
                "lobby_timing",
                reminder=hours(row.options.get("reminder_hours")),
                timer=hours(row.options.get("timer_hours")),
                autopilot=w(f"level-{level}"),
            )
            + (w("dynasty_lobby") if "dynasty" in row.options else ""),
            w("lobby_seats", taken=len(seats), players=players, seats=names),
            w("lobby_help", creator=f"<@{row.creator_id}>"),
        ]
    )


def lobby_view(game_id: int, w: Words) -> discord.ui.View:
    view = ids.sealed(discord.ui.View(timeout=None))
    for verb, style in (
        ("join", discord.ButtonStyle.primary),
        ("leave", discord.ButtonStyle.secondary),
        ("start", discord.ButtonStyle.success),
        ("cancel", discord.ButtonStyle.danger),
    ):
        view.add_item(
            discord.ui.Button(
                label=w(f"lobby_button-{verb}"), style=style, custom_id=ids.lobby(verb, game_id)
            )
        )
    options = [
        discord.SelectOption(
            label=w("lobby_ai_add", level=w(f"level-{level}")),
            value=level,
            description=w(f"lobby_ai_levels.{level}"),
        )
        for level in LEVELS
    ]
    options.append(discord.SelectOption(label=w("lobby_ai_remove"), value=REMOVE_AI))
    view.add_item(
        discord.ui.Select(
            placeholder=w("lobby_ai_placeholder"), options=options, custom_id=ids.lobby_ai(game_id)
        )
    )
    return view


REMOVE_AI = "remove"


def ai_name(level: str, seats: list[SeatRow], w: Words) -> str:
    """The AI's seat name, "AI Hard", then "AI Hard 2"...: names stay unique on the pictures.
    In the game's language when seated: the name is stored with the seat."""
    base = w("ai_name", level=w(f"level-{level}"))
    taken = {s.name for s in seats}
    number = 1
    name = base
    while name in taken:
        number += 1
        name = f"{base} {number}"
    return name


REFUSED = {"full": "lobby_full", "seated": "already_seated", "closed": "lobby_closed"}


def can_manage(interaction: discord.Interaction) -> bool:
    """A moderator here: Manage Channels, or Manage Threads inside a thread.

    Read from the permissions Discord resolved for this member in this very channel or thread (a
    thread is no `GuildChannel`, and its permissions come from its parent's overwrites).
    """
    if interaction.guild is None:
        return False
    permissions = interaction.permissions
    in_thread = isinstance(interaction.channel, discord.Thread)
    return permissions.manage_channels or (in_thread and permissions.manage_threads)


async def show_cancelled(channel: object, row: GameRow, said: str) -> None:
    """The cancelled lobby's message says `said`, without its buttons. Discord refusing (the message
    deleted, an outage) is logged: its buttons then only say that the lobby is closed."""
    shown = None if row.lobby_message_id is None else partial_message(channel, row.lobby_message_id)
    if shown is None:
        return
    try:
        await shown.edit(content=said, view=None)
    except discord.HTTPException as refused:
        if passing(refused):
            log.warning("could not close the lobby message of game %s", row.id, exc_info=True)
        else:
            log.info("game %s: its lobby message stays as it is (%s)", row.id, refused)


class Lobby:
    """The lobbies' buttons and select: seats taken and freed, AIs added, the game started or
    cancelled."""

    def __init__(
        self,
        store: Store,
        sessions: Sessions,
        languages: Languages,
        pictures: Pictures,
        prompts: Prompts,
        announcer: Announcer,
    ) -> None:
        self.store = store
        self.sessions = sessions
        self.languages = languages
        self.pictures = pictures
        self.prompts = prompts
        self.announcer = announcer

    async def handle(self, interaction: discord.Interaction, verb: str, game_id: int) -> None:
        """A lobby button: join, leave, start or cancel."""
        row = await self.store.game(game_id)
        w = await self.languages.member_words(interaction, row)
        if row is None or row.status != LOBBY:
            await reply_privately(interaction, w("lobby_closed"))
            return
        seats = await self.store.seats(game_id)
        user = interaction.user
        theirs = next((s for s in seats if s.user_id == user.id), None)
        if verb == "join":
            try:
                await self.store.add_seat(game_id, user.id, user.display_name)
            except SeatRefused as refused:
                return await reply_privately(interaction, w(REFUSED[refused.reason]))
        elif verb == "leave":
            # The creator may leave their seat too (to watch AIs play, say): they still start or cancel.
            if theirs is None or not await self.store.remove_seat(game_id, theirs.seat):
                return await reply_privately(interaction, w("not_seated"))
        elif verb == "cancel":
            return await self.cancel(interaction, row, clicked=True)
        else:
            return await self._start(interaction, row, seats, w)
        return await self._redraw(interaction, row)

    async def handle_ai(self, interaction: discord.Interaction, game_id: int, choice: str) -> None:
        """The creator adds an AI at a level to the first free seat, or removes the last AI seated."""
        row = await self.store.game(game_id)
        w = await self.languages.member_words(interaction, row)
        if row is None or row.status != LOBBY:
            return await reply_privately(interaction, w("lobby_closed"))
        if interaction.user.id != row.creator_id:
            return await reply_privately(interaction, w("ai_only_creator", creator=f"<@{row.creator_id}>"))
        seats = await self.store.seats(game_id)
        if choice == REMOVE_AI:
            ais = [s for s in seats if s.user_id is None]
            if not ais:
                return await reply_privately(interaction, w("no_ai_seated"))
            await self.store.remove_seat(game_id, max(ais, key=lambda s: s.seat).seat)
        elif choice in LEVELS:
            try:
                await self.store.add_seat(
                    game_id, None, ai_name(choice, seats, game_words(row.options)), ai_level=choice
                )
            except SeatRefused as refused:
                return await reply_privately(interaction, w(REFUSED[refused.reason]))
        else:
            return await reply_privately(interaction, w("lobby_closed"))
        return await self._redraw(interaction, row)

    async def cancel(
        self, interaction: discord.Interaction, row: GameRow, *, clicked: bool, moderator: bool = False
    ) -> None:
        """The game's creator cancels it: `/origins cancel`, or the lobby's **Cancel** (`clicked`:
        the lobby message answers the click); a `moderator` with `/origins-admin cancel` only, the
        one command server admins allow or deny in Integrations. Stored first: whatever Discord
        refuses after that, the game is cancelled. A lobby's message then says so, without its
        buttons; a game in play's last prompt loses its own (bot.turn.prompts)."""
        allowed = can_manage(interaction) if moderator else interaction.user.id == row.creator_id
        if not allowed:
            me = await self.languages.member_words(interaction, row)
            return await reply_privately(
                interaction, me("admin_cancel_denied" if moderator else "cancel_denied")
            )
        await self.store.update_game(row.id, status=CANCELLED)
        self.sessions.forget(row.id)
        said = game_words(row.options)("cancelled", who=interaction.user.mention)
        if clicked:
            shown = {"content": said, "view": None}
            if not await attempt("show the cancelled lobby", respond(interaction, shown, edit=True)):
                await show_cancelled(interaction.channel, row, said)  # the click's answer came too late
        else:
            await attempt("say the game was cancelled", interaction.response.send_message(said))
            if row.status == LOBBY:  # a started lobby shows no buttons already, and the legend
                await show_cancelled(interaction.channel, row, said)
        await self.prompts.retire_last(row.id)
        return None

    async def remove_seat(
        self, interaction: discord.Interaction, row: GameRow, user: discord.abc.User
    ) -> None:
        """`/origins kick` in the lobby: the seat is freed and the lobby message shows it."""
        seats = await self.store.seats(row.id)
        theirs = next((s for s in seats if s.user_id == user.id), None)
        if (
            user.id == row.creator_id
            or theirs is None
            or not await self.store.remove_seat(row.id, theirs.seat)
        ):
            key = "kick_creator" if user.id == row.creator_id else "board_no_player"
            me = await self.languages.member_words(interaction, row)
            return await reply_privately(interaction, me(key, name=plain(user.display_name)))
        seats = await self.store.seats(row.id)
        by = interaction.user.mention
        w = game_words(row.options)
        await interaction.response.send_message(w("kicked_lobby", name=plain(user.display_name), by=by))
        shown = (
            None
            if row.lobby_message_id is None
            else partial_message(interaction.channel, row.lobby_message_id)
        )
        if shown is not None:
            # A deleted lobby message is no matter here: `/origins new` posts it again.
            with contextlib.suppress(discord.HTTPException):
                await shown.edit(content=lobby_text(row, seats, w), view=lobby_view(row.id, w))
        return None

    async def _redraw(self, interaction: discord.Interaction, row: GameRow) -> None:
        """The clicked lobby message, showing the seats as they are now."""
        seats = await self.store.seats(row.id)
        w = game_words(row.options)
        redrawn = {"content": lobby_text(row, seats, w), "view": lobby_view(row.id, w)}
        await respond(interaction, redrawn, edit=True)

    async def _start(
        self, interaction: discord.Interaction, row: GameRow, seats: list[SeatRow], w: Words
    ) -> None:
        """The creator starts a full lobby (`w`: their words, for a refusal)."""
        if interaction.user.id != row.creator_id:
            return await reply_privately(interaction, w("only_creator_start", creator=f"<@{row.creator_id}>"))
        missing = int(row.config["players"]) - len(seats)
        if missing > 0:
            return await reply_privately(interaction, w("not_full", missing=missing))
        await acknowledge(interaction, edit=True)
        try:
            started, state = await self.sessions.start(row, sorted(seats, key=lambda s: s.seat))
        except StaleVersion:  # a seat was freed, or another click started it, meanwhile
            await interaction.followup.send(w("lobby_changed"), ephemeral=True)
            return None
        names = plain_names(seats)
        order = ", ".join(names[p] for p in dict.fromkeys(state.draft_order))
        gw = game_words(started.options)
        chiefs = gw(f"{state.config.box.chief}s")
        # The started lobby carries the legend: every player and onlooker sees once what the
        # pictures' icons mean, before the first turn's picture.
        text = lobby_text(started, seats, gw) + "\n" + gw("started", chiefs=chiefs, order=order)
        await attempt("show the started lobby", self._show_started(interaction, text, state, gw))
        # Stored with its prompt's deadline: if Discord refuses now, the scheduler posts it later.
        if await attempt("announce the first turn", self.announcer.announce_turn(started, state, seats)):
            await self.store.drop_deadline(started.id, ANNOUNCE, started.version)
        return None

    async def _show_started(
        self, interaction: discord.Interaction, text: str, state: GameState, w: Words
    ) -> None:
        legend = await self.pictures.legend(state.config, w)
        await interaction.edit_original_response(content=text, view=None, attachments=[legend])
