"""`/origins`: the slash commands. Thin: parse options, find the channel's game, call the desk."""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec

import discord
from discord import app_commands
from discord.ext import commands

from bot import lobby, mine, opening, rulebook, threads, time_off
from bot import replay as replays
from bot.components import DYNAMIC_ITEMS
from bot.desk import Desk
from bot.leaderboard import BOARD_SIZE, board_text
from bot.messages import and_join, game_name, plain
from bot.panel import what
from bot.session import GameGone, InLobby, NoGame
from bot.store import ACTIVE, LOBBY, GameRow
from bot.translator import choice, en
from bot.voices import LANGUAGE_KEY, game_words
from lang import DEFAULT, LANGUAGES, NAMES, Words, language_of, words
from rules import (
    BOXES,
    DIRECTION_NAMES,
    Action,
    Fire,
    Game,
    GameConfig,
    GameState,
    Mode,
    Option,
    Pick,
    Place,
    as_a,
    box,
    current_points,
)
from rules.ai.agents import LEVELS
from rules.boxes.resources import TOKEN_NAMES, HarvestTerritory

if TYPE_CHECKING:
    from bot.app import OriginsBot

MODES = [choice("mode", m.value) for m in Mode]
GAMES = [choice("game", b.game.value) for b in BOXES.values()]
LEVEL_CHOICES = [choice("autopilot", level) for level in LEVELS]
DIRECTIONS = [choice("direction", d) for d in DIRECTION_NAMES]
# Each language in its own words, whatever the client's language.
LANGUAGE_CHOICES = [choice("language", lg, NAMES[lg]) for lg in LANGUAGES]


MOVE_LIMIT = 100  # characters: the longest move ("recruit pile firelady pay … at …") is about 50
P = ParamSpec("P")
Command = Callable[Concatenate["Origins", discord.Interaction, P], Coroutine[Any, Any, None]]


def refusing(fn: Command[P]) -> Command[P]:
    """Refusals (no game, not your turn, illegal move...) answered privately inside the command."""

    @functools.wraps(fn)
    async def command(
        self: Origins, interaction: discord.Interaction, *args: P.args, **kwargs: P.kwargs
    ) -> None:
        await self.desk.guarded(interaction, lambda: fn(self, interaction, *args, **kwargs))

    return command  # type: ignore[return-value]  # functools.wraps' wrapper type hides the signature


@app_commands.guild_only()  # games live in server channels: Discord does not offer it in DMs
class Origins(commands.GroupCog, group_name="origins", group_description=en("cmd-origins-desc")):
    def __init__(self, bot: OriginsBot) -> None:
        self.bot = bot
        self.desk: Desk = bot.desk

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.guild is None:
            w = words(language_of(interaction.locale) or DEFAULT)
            await interaction.response.send_message(w("dm_only_server"), ephemeral=True)
            return False
        return True

    # --- lobby ------------------------------------------------------------------------------

    @app_commands.command(name="new", description=en("cmd-new-desc"))
    @app_commands.describe(
        game=en("opt-new-game-desc"),
        mode=en("opt-new-mode-desc"),
        players=en("opt-new-players-desc"),
        empire_of_fire=en("opt-new-empire_of_fire-desc"),
        homo_habilis=en("opt-new-homo_habilis-desc"),
        harmony=en("opt-new-harmony-desc"),
        middle_kingdom=en("opt-new-middle_kingdom-desc"),
        mighty_duel=en("opt-new-mighty_duel-desc"),
        draft_121=en("opt-new-draft_121-desc"),
        dynasty=en("opt-new-dynasty-desc"),
        reminder_hours=en("opt-new-reminder_hours-desc"),
        timer_hours=en("opt-new-timer_hours-desc"),
        autopilot=en("opt-new-autopilot-desc"),
        language=en("opt-new-language-desc"),
    )
    @app_commands.choices(game=GAMES, mode=MODES, autopilot=LEVEL_CHOICES, language=LANGUAGE_CHOICES)
    @refusing
    async def new(
        self,
        interaction: discord.Interaction,
        game: str = Game.ORIGINS.value,
        mode: str = Mode.DISCOVERY.value,
        players: app_commands.Range[int, 2, 4] = 4,
        empire_of_fire: bool = False,
        homo_habilis: bool = False,
        harmony: bool = False,
        middle_kingdom: bool = False,
        mighty_duel: bool = False,
        draft_121: bool = False,
        dynasty: bool = False,
        reminder_hours: app_commands.Range[int, 0, 720] = 24,
        timer_hours: app_commands.Range[int, 0, 720] = 0,
        autopilot: str = "normal",
        language: str | None = None,
    ) -> None:
        me = await self.desk.member_words(interaction)
        chosen = (
            (Option.EMPIRE_OF_FIRE, empire_of_fire),
            (Option.HOMO_HABILIS, homo_habilis),
            (Option.HARMONY, harmony),
            (Option.MIDDLE_KINGDOM, middle_kingdom),
            (Option.MIGHTY_DUEL, mighty_duel),
            (Option.ONE_TWO_ONE, draft_121),
        )
        # A config the box refuses (Totem mode for Kingdomino, a duel option for 4 players...)
        # raises ConfigError: the member is told why, privately, and nothing is created.
        config = GameConfig(
            game=Game(game),
            players=players,
            mode=Mode(mode),
            options=frozenset(o for o, on in chosen if on),
        )
        if dynasty and config.box.resource_tokens:
            await interaction.response.send_message(
                me("dynasty_not_here", title=me(f"game-{config.box.game.value}")), ephemeral=True
            )
            return
        if language not in LANGUAGES:
            language = await self.desk.server_language(interaction.guild_id, interaction.guild_locale)
        options = {
            "reminder_hours": reminder_hours or None,
            "timer_hours": timer_hours or None,
            "autopilot_level": autopilot if autopilot in LEVELS else "normal",
            LANGUAGE_KEY: language,
            **({"dynasty": {"series": None, "game": 1}} if dynasty else {}),
        }
        await opening.open_game(self.desk, interaction, config, options)

    @app_commands.command(name="cancel", description=en("cmd-cancel-desc"))
    @refusing
    async def cancel(self, interaction: discord.Interaction) -> None:
        await lobby.cancel(self.desk, interaction, await self._game(interaction), clicked=False)

    # --- playing ----------------------------------------------------------------------------

    @app_commands.command(name="play", description=en("cmd-play-desc"))
    @refusing
    async def play(self, interaction: discord.Interaction) -> None:
        row = await self._active(interaction)
        await self.desk.open_panel(interaction, row.id, edit=False)

    @app_commands.command(name="pick", description=en("cmd-pick-desc"))
    @app_commands.describe(domino=en("opt-pick-domino-desc"))
    @refusing
    async def pick(self, interaction: discord.Interaction, domino: str) -> None:
        await self._act(interaction, f"pick {domino}")

    @app_commands.command(name="place", description=en("cmd-place-desc"))
    @app_commands.describe(square=en("opt-place-square-desc"), direction=en("opt-place-direction-desc"))
    @app_commands.choices(direction=DIRECTIONS)
    @refusing
    async def place(self, interaction: discord.Interaction, square: str, direction: str) -> None:
        await self._act(interaction, f"place {square} {direction}")

    @app_commands.command(name="fire", description=en("cmd-fire-desc"))
    @app_commands.describe(square=en("opt-fire-square-desc"))
    @refusing
    async def fire(self, interaction: discord.Interaction, square: str) -> None:
        await self._act(interaction, f"fire {square}")

    @app_commands.command(name="act", description=en("cmd-act-desc"))
    @app_commands.describe(move=en("opt-act-move-desc"))
    @refusing
    async def act(self, interaction: discord.Interaction, move: str) -> None:
        await self._act(interaction, move)

    @pick.autocomplete("domino")
    async def _pick_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._choices(
            interaction, current, lambda a: " ".join(map(str, a.numbers)) if isinstance(a, Pick) else None
        )

    @place.autocomplete("square")
    async def _place_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._choices(
            interaction, current, lambda a: str(a.square) if isinstance(a, Place) else None
        )

    @fire.autocomplete("square")
    async def _fire_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._choices(
            interaction, current, lambda a: str(a.square) if isinstance(a, Fire) else None
        )

    @act.autocomplete("move")
    async def _act_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._choices(interaction, current, str)

    @app_commands.command(name="notify", description=en("cmd-notify-desc"))
    @app_commands.describe(on=en("opt-notify-on-desc"))
    @refusing
    async def notify(self, interaction: discord.Interaction, on: bool) -> None:
        me = await self.desk.member_words(interaction)
        await self.desk.store.set_pref(interaction.user.id, "notify", "on" if on else "off")
        # DMs come outside any click: they speak the language the member asked for them in.
        await self.desk.store.set_pref(interaction.user.id, LANGUAGE_KEY, me.language)
        await interaction.response.send_message(me("notify_on" if on else "notify_off"), ephemeral=True)

    @app_commands.command(name="quiet", description=en("cmd-quiet-desc"))
    @app_commands.describe(
        start=en("opt-quiet-start-desc"),
        end=en("opt-quiet-end-desc"),
        timezone=en("opt-quiet-timezone-desc"),
        off=en("opt-quiet-off-desc"),
    )
    @refusing
    async def quiet(
        self,
        interaction: discord.Interaction,
        start: int | None = None,
        end: int | None = None,
        timezone: str | None = None,
        off: bool = False,
    ) -> None:
        await self.desk.away.quiet(interaction, start, end, timezone, off)

    @quiet.autocomplete("timezone")
    async def _zone_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        names = time_off.zone_suggestions(current, language_of(interaction.locale))
        return [app_commands.Choice(name=n, value=n) for n in names]

    @app_commands.command(name="vacation", description=en("cmd-vacation-desc"))
    @app_commands.describe(on=en("opt-vacation-on-desc"), until=en("opt-vacation-until-desc"))
    @refusing
    async def vacation(self, interaction: discord.Interaction, on: bool, until: str | None = None) -> None:
        await self.desk.away.vacation(interaction, on, until)

    @vacation.autocomplete("until")
    async def _until_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        off = await self.desk.away.of(interaction.user.id)
        zone = off.quiet.zone if off.quiet is not None else "UTC"
        dates = time_off.date_suggestions(current, zone, self.desk.away.now())
        me = await self.desk.member_words(interaction)
        return [
            app_commands.Choice(name=me("time_off.date_choice", date=day, days=n), value=day)
            for n, day in dates
        ]

    @app_commands.command(name="leave", description=en("cmd-leave-desc"))
    @refusing
    async def leave(self, interaction: discord.Interaction) -> None:
        row = await self._active(interaction)
        name = await self.desk.hand_to_autopilot(row, interaction.user.id)
        if name is None:
            me = await self.desk.member_words(interaction, row)
            await interaction.response.send_message(me("not_seated"), ephemeral=True)
            return
        await interaction.response.send_message(game_words(row.options)("left_game", name=plain(name)))

    @app_commands.command(name="kick", description=en("cmd-kick-desc"))
    @app_commands.describe(member=en("opt-kick-member-desc"))
    @refusing
    async def kick(self, interaction: discord.Interaction, member: discord.User) -> None:
        # A User, not a Member: a player who has left the server can still be removed.
        row = await self._game(interaction)
        me = await self.desk.member_words(interaction, row)
        if interaction.user.id != row.creator_id and not lobby.can_manage(interaction):
            await interaction.response.send_message(me("kick_denied"), ephemeral=True)
            return
        if row.status == LOBBY:
            await lobby.remove_seat(self.desk, interaction, row, member)
            return
        name = await self.desk.hand_to_autopilot(row, member.id)
        if name is None:
            await interaction.response.send_message(
                me("board_no_player", name=plain(member.display_name)), ephemeral=True
            )
            return
        w = game_words(row.options)
        await interaction.response.send_message(w("kicked", name=plain(name), by=interaction.user.mention))

    @app_commands.command(name="language", description=en("cmd-language-desc"))
    @app_commands.describe(language=en("opt-language-language-desc"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @refusing
    async def language(self, interaction: discord.Interaction, language: str | None = None) -> None:
        me = await self.desk.member_words(interaction)
        if language is None:
            current = await self.desk.server_language(interaction.guild_id, interaction.guild_locale)
            await interaction.response.send_message(
                me("language_is", language=NAMES[current]), ephemeral=True
            )
            return
        if not interaction.permissions.manage_guild:
            await interaction.response.send_message(me("language_denied"), ephemeral=True)
            return
        assert interaction.guild_id is not None
        await self.desk.set_server_language(interaction.guild_id, language)
        await interaction.response.send_message(me("language_set", language=NAMES[language]), ephemeral=True)

    # --- watching ---------------------------------------------------------------------------

    @app_commands.command(name="board", description=en("cmd-board-desc"))
    @app_commands.describe(player=en("opt-board-player-desc"))
    @refusing
    async def board(self, interaction: discord.Interaction, player: discord.User | None = None) -> None:
        row = await self._active(interaction)
        seats = await self.desk.store.seats(row.id)
        seat = None
        if player is not None:
            seat = next((s.seat for s in seats if s.user_id == player.id), None)
            if seat is None:  # refuse before deferring: a refusal after a public defer is public
                me = await self.desk.member_words(interaction, row)
                await interaction.response.send_message(
                    me("board_no_player", name=plain(player.display_name)), ephemeral=True
                )
                return
        await interaction.response.defer(thinking=True)
        state = await self.desk.sessions.state(row)
        names = self.desk.names(seats)
        w = game_words(row.options)  # a public answer: in the game's language
        if seat is None:
            await interaction.followup.send(file=await self.desk.picture("table", state, names, w))
        else:
            await interaction.followup.send(
                file=await self.desk.picture("territory", state, names, w, player=seat)
            )

    @app_commands.command(name="status", description=en("cmd-status-desc"))
    @refusing
    async def status(self, interaction: discord.Interaction) -> None:
        row = await self._game(interaction)
        seats = await self.desk.store.seats(row.id)
        w = await self.desk.member_words(interaction, row)
        if row.status == LOBBY:
            text = w("status_lobby", taken=len(seats), players=row.config["players"])
        else:
            state = await self.desk.sessions.state(row)
            names = self.desk.plain_names(seats)
            scores = " · ".join(f"{names[p]}: {standing(state, p, w)}" for p in range(len(names)))
            text = w(
                "status",
                round=max(state.round, 1),
                rounds=state.config.rounds,
                mode=game_name(state.config, w),
                who=names[state.current_player()],
                what=what(state, w),
                since=f"<t:{int(row.updated_at)}:R>",
                scores=scores,
            )
            text = "\n".join([text, *await self.desk.away.lines(seats, w)])
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="rules", description=en("cmd-rules-desc"))
    @refusing
    async def rules(self, interaction: discord.Interaction) -> None:
        row = await self.desk.store.channel_game(interaction.channel_id or 0)
        config = GameConfig.from_json(row.config) if row is not None else GameConfig()
        w = await self.desk.member_words(interaction, row)
        text, view = rulebook.page_message(config, 0, w)
        await interaction.response.send_message(text, view=view, ephemeral=True)

    @app_commands.command(name="history", description=en("cmd-history-desc"))
    @refusing
    async def history(self, interaction: discord.Interaction) -> None:
        store = self.desk.store
        w = await self.desk.member_words(interaction)
        here = interaction.channel_id or 0
        in_thread = isinstance(interaction.channel, discord.Thread)
        lines = []
        for game in await store.history(here, threads=not in_thread):
            outcome = w("history_cancelled")
            if game.status == "over":
                results = await store.results(game.id)
                names = {s.seat: plain(s.name) for s in await store.seats(game.id)}
                best = [r for r in results if r.place == 1]
                kinds = box(game.config.get("game", Game.ORIGINS.value)).resource_tokens
                outcome = w(
                    "history_won_kinds" if kinds else "history_won",
                    winners=and_join([names.get(r.seat, "?") for r in best], w),
                    score=best[0].score if best else 0,
                )
            line = w(
                "history_line",
                id=str(game.id),  # a number would be grouped ("1,234")
                mode=game_name(GameConfig.from_json(game.config), w),
                players=game.config["players"],
                when=f"<t:{int(game.updated_at)}:d>",
                outcome=outcome,
            )
            if game.channel_id != here:  # played in one of this channel's threads
                line = w("threads-history-place", line=line, place=threads.place(game.channel_id))
            lines.append(line)
        await interaction.response.send_message("\n".join(lines) or w("history_none"), ephemeral=True)

    @app_commands.command(name="replay", description=en("cmd-replay-desc"))
    @app_commands.describe(game=en("opt-replay-game-desc"), export=en("opt-replay-export-desc"))
    @refusing
    async def replay(
        self, interaction: discord.Interaction, game: str | None = None, export: bool = False
    ) -> None:
        await replays.open_replay(self.desk, interaction, game, export=export)

    @replay.autocomplete("game")
    async def _replay_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await replays.choices(self.desk, interaction, current)

    @app_commands.command(name="stats", description=en("cmd-stats-desc"))
    @app_commands.describe(member=en("opt-stats-member-desc"))
    @refusing
    async def stats(self, interaction: discord.Interaction, member: discord.User | None = None) -> None:
        who = member or interaction.user
        w = await self.desk.member_words(interaction)
        games, wins, average = await self.desk.store.stats(interaction.guild_id or 0, who.id)
        if games == 0:
            text = w("stats_none", name=plain(who.display_name))
        elif average is None:  # only Resource Tokens games: won by kinds, no points to average
            text = w("stats_no_points", name=plain(who.display_name), games=games, wins=wins)
        else:
            text = w("stats", name=plain(who.display_name), games=games, wins=wins, average=average)
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="leaderboard", description=en("cmd-leaderboard-desc"))
    @app_commands.describe(game=en("opt-leaderboard-game-desc"))
    @app_commands.choices(game=GAMES)
    @refusing
    async def leaderboard(self, interaction: discord.Interaction, game: str | None = None) -> None:
        # Private: it ends with the asker's own rank, and a board posted at every ask would
        # bury the channel's game.
        guild = interaction.guild_id or 0
        store = self.desk.store
        await interaction.response.defer(ephemeral=True, thinking=True)  # a few reads in a row
        w = await self.desk.member_words(interaction)
        chosen = game or await store.latest_rated_game(guild) or Game.ORIGINS.value
        top = await store.leaderboard(guild, chosen, BOARD_SIZE)
        text = board_text(
            chosen,
            top,
            await store.rated_players(guild, chosen),
            interaction.user.id,
            await store.standing(guild, chosen, interaction.user.id),
            w,
        )
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name="games", description=en("cmd-games-desc"))
    @refusing
    async def games(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)  # a few store reads a game
        w = await self.desk.member_words(interaction)
        text = await mine.listing(self.desk, interaction.guild_id or 0, interaction.user.id, w)
        await interaction.followup.send(text, ephemeral=True)

    # --- helpers ----------------------------------------------------------------------------

    async def _game(self, interaction: discord.Interaction) -> GameRow:
        """The game of the thread or channel the command was used in. In a channel whose games
        are in its threads, the refusal names those threads."""
        row = await self.desk.store.channel_game(interaction.channel_id or 0)
        if row is None:
            in_thread = isinstance(interaction.channel, discord.Thread)
            raise NoGame([] if in_thread else await self.desk.store.thread_games(interaction.channel_id or 0))
        return row

    async def _active(self, interaction: discord.Interaction) -> GameRow:
        row = await self._game(interaction)
        if row.status == LOBBY:
            raise InLobby(row)  # the truth: not over, not started yet
        if row.status != ACTIVE:
            raise GameGone
        return row

    async def _act(self, interaction: discord.Interaction, text: str) -> None:
        if len(text) > MOVE_LIMIT:  # before parsing: a reason quoting it would be as long
            me = await self.desk.member_words(interaction)
            await interaction.response.send_message(me("too_long", limit=MOVE_LIMIT), ephemeral=True)
            return
        row = await self._active(interaction)
        await self.desk.commit(interaction, row.id, None, text, edit=False)

    async def _choices(
        self, interaction: discord.Interaction, current: str, name: Callable[[Action], str | None]
    ) -> list[app_commands.Choice[str]]:
        row = await self.desk.store.channel_game(interaction.channel_id or 0)
        if row is None or row.status != ACTIVE:
            return []
        state = await self.desk.sessions.state(row)
        seats = await self.desk.store.seats(row.id)
        if not any(s.player == interaction.user.id and s.seat == state.current_player() for s in seats):
            return []
        names = list(dict.fromkeys(n for n in (name(a) for a in state.legal_actions()) if n))
        wanted = current.strip().lower()
        return [app_commands.Choice(name=n, value=n) for n in names if wanted in n.lower()][:25]


def standing(state: GameState, player: int, w: Words) -> str:
    """A player's score so far: points, or in the Resource Tokens variant the kinds they would
    win now, with their tokens and gold."""
    if not state.config.box.resource_tokens:
        return str(current_points(state, player))
    terr = as_a(HarvestTerritory, state.territories[player])
    counts = zip(TOKEN_NAMES, terr.token_counts(), strict=True)
    tokens = ", ".join(f"{w(f'token-{name}')} {n}" for name, n in counts)
    return w("standing_kinds", kinds=current_points(state, player), tokens=tokens, gold=terr.gold)


async def setup(bot: OriginsBot) -> None:
    bot.desk = Desk(bot)
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(Origins(bot))


__all__ = ["Origins", "setup"]
