"""`/origins`: the slash commands. Thin: parse options, find the channel's game, call the desk."""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec

import discord
from discord import app_commands
from discord.ext import commands

from bot import lobby, mine, opening, rulebook, threads
from bot.components import DYNAMIC_ITEMS
from bot.desk import Desk
from bot.messages import game_name, plain, t
from bot.panel import what
from bot.session import GameGone, NoGame
from bot.store import ACTIVE, LOBBY, GameRow
from rules import Action, GameConfig, Mode, Option, current_points, parse_action, parse_actions
from rules.actions import Fire, Pick, Place
from rules.ai.agents import LEVELS
from rules.box import BOXES, Game, box
from rules.components import TOKEN_NAMES
from rules.game import GameState
from rules.territory import DIRECTION_NAMES

if TYPE_CHECKING:
    from bot.app import OriginsBot

MODES = [app_commands.Choice(name=m.value.capitalize(), value=m.value) for m in Mode]
GAMES = [app_commands.Choice(name=b.title, value=b.game.value) for b in BOXES.values()]
LEVEL_CHOICES = [app_commands.Choice(name=level.capitalize(), value=level) for level in LEVELS]
DIRECTIONS = [app_commands.Choice(name=d, value=d) for d in DIRECTION_NAMES]


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
class Origins(commands.GroupCog, group_name="origins", group_description="Play Kingdomino Origins"):
    def __init__(self, bot: OriginsBot) -> None:
        self.bot = bot
        self.desk: Desk = bot.desk

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.guild is None:
            await interaction.response.send_message(t("dm_only_server"), ephemeral=True)
            return False
        return True

    # --- lobby ------------------------------------------------------------------------------

    @app_commands.command(
        name="new", description="Start a game of Kingdomino Origins (or Kingdomino) in a thread of its own"
    )
    @app_commands.describe(
        game="Kingdomino Origins (default), the classic Kingdomino, or Kingdomino with Resource Tokens",
        mode="Origins: Discovery, Totem or Tribe",
        players="2 (Origins: the Neolithic, 7×7; Kingdomino: 5×5 with 24 dominoes), 3 or 4 (Resource Tokens)",
        empire_of_fire="Origins: +10 if your hut is in the centre",
        homo_habilis="Origins: +5 for a complete territory with no discard",
        harmony="Kingdomino: +5 for a complete kingdom with no discard",
        middle_kingdom="Kingdomino: +10 if your castle is in the centre",
        mighty_duel="Kingdomino, 2 players: all 48 dominoes on 7×7",
        draft_121="Kingdomino, 2 players: kings drawn first, second, second, first",
        dynasty="Dynasty: three games in a row, won by the total score (not with Resource Tokens)",
        reminder_hours="Remind the player to act after this many hours (0: never)",
        timer_hours="Autopilot plays a turn after this many hours (0: never)",
        autopilot="How well the autopilot plays for absent players (default Normal)",
    )
    @app_commands.choices(game=GAMES, mode=MODES, autopilot=LEVEL_CHOICES)
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
    ) -> None:
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
                t("dynasty_not_here", title=config.box.title), ephemeral=True
            )
            return
        options = {
            "reminder_hours": reminder_hours or None,
            "timer_hours": timer_hours or None,
            "autopilot_level": autopilot if autopilot in LEVELS else "normal",
            **({"dynasty": {"series": None, "game": 1}} if dynasty else {}),
        }
        await opening.open_game(self.desk, interaction, config, options)

    @app_commands.command(
        name="cancel", description="Cancel this channel's game (creator or Manage Channels)"
    )
    @refusing
    async def cancel(self, interaction: discord.Interaction) -> None:
        row = await self._game(interaction)
        if interaction.user.id != row.creator_id and not lobby.can_manage(interaction):
            await interaction.response.send_message(t("cancel_denied"), ephemeral=True)
            return
        await self.desk.store.update_game(row.id, status="cancelled")
        self.desk.sessions.forget(row.id)
        await interaction.response.send_message(t("cancelled", who=interaction.user.mention))

    # --- playing ----------------------------------------------------------------------------

    @app_commands.command(name="play", description="Open your private turn panel")
    @refusing
    async def play(self, interaction: discord.Interaction) -> None:
        row = await self._active(interaction)
        await self.desk.open_panel(interaction, row.id, row.version, edit=False)

    @app_commands.command(name="pick", description="Choose a domino of the next line")
    @app_commands.describe(domino="The domino's number")
    @refusing
    async def pick(self, interaction: discord.Interaction, domino: str) -> None:
        await self._act(interaction, f"pick {domino}")

    @app_commands.command(
        name="place", description="Place your domino: its first half's square and a direction"
    )
    @app_commands.choices(direction=DIRECTIONS)
    @refusing
    async def place(self, interaction: discord.Interaction, square: str, direction: str) -> None:
        await self._act(interaction, f"place {square} {direction}")

    @app_commands.command(name="fire", description="Land your volcano's fire token")
    @refusing
    async def fire(self, interaction: discord.Interaction, square: str) -> None:
        await self._act(interaction, f"fire {square}")

    @app_commands.command(
        name="act",
        description="Any move as text: recruit board 2 pay D4 E5 at C6, totem fish to 2, gain C3, pass…",
    )
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

    @app_commands.command(name="notify", description="A DM when it is your turn: on or off")
    @refusing
    async def notify(self, interaction: discord.Interaction, on: bool) -> None:
        await self.desk.store.set_pref(interaction.user.id, "notify", "on" if on else "off")
        await interaction.response.send_message(t("notify_on" if on else "notify_off"), ephemeral=True)

    @app_commands.command(
        name="leave", description="Leave this channel's game: the autopilot takes your seat"
    )
    @refusing
    async def leave(self, interaction: discord.Interaction) -> None:
        row = await self._active(interaction)
        name = await self.desk.hand_to_autopilot(row, interaction.user.id)
        if name is None:
            await interaction.response.send_message(t("not_seated"), ephemeral=True)
            return
        await interaction.response.send_message(t("left_game", name=plain(name)))

    @app_commands.command(
        name="kick", description="Remove a player (creator or Manage Channels): the autopilot takes over"
    )
    @refusing
    async def kick(self, interaction: discord.Interaction, member: discord.User) -> None:
        # A User, not a Member: a player who has left the server can still be removed.
        row = await self._game(interaction)
        if interaction.user.id != row.creator_id and not lobby.can_manage(interaction):
            await interaction.response.send_message(t("kick_denied"), ephemeral=True)
            return
        if row.status == LOBBY:
            await lobby.remove_seat(self.desk, interaction, row, member)
            return
        name = await self.desk.hand_to_autopilot(row, member.id)
        if name is None:
            await interaction.response.send_message(
                t("board_no_player", name=plain(member.display_name)), ephemeral=True
            )
            return
        await interaction.response.send_message(t("kicked", name=plain(name), by=interaction.user.mention))

    # --- watching ---------------------------------------------------------------------------

    @app_commands.command(name="board", description="Show the table, or one player's territory")
    @refusing
    async def board(self, interaction: discord.Interaction, player: discord.User | None = None) -> None:
        row = await self._active(interaction)
        seats = await self.desk.store.seats(row.id)
        seat = None
        if player is not None:
            seat = next((s.seat for s in seats if s.user_id == player.id), None)
            if seat is None:  # refuse before deferring: a refusal after a public defer is public
                await interaction.response.send_message(
                    t("board_no_player", name=plain(player.display_name)), ephemeral=True
                )
                return
        await interaction.response.defer(thinking=True)
        state = await self.desk.sessions.state(row)
        names = self.desk.names(seats)
        if seat is None:
            await interaction.followup.send(file=await self.desk.picture("table", state, names))
        else:
            await interaction.followup.send(
                file=await self.desk.picture("territory", state, names, player=seat)
            )

    @app_commands.command(name="status", description="Round, whose turn, scores so far")
    @refusing
    async def status(self, interaction: discord.Interaction) -> None:
        row = await self._game(interaction)
        seats = await self.desk.store.seats(row.id)
        if row.status == LOBBY:
            text = t("status_lobby", taken=len(seats), players=row.config["players"])
        else:
            state = await self.desk.sessions.state(row)
            names = self.desk.plain_names(seats)
            scores = " · ".join(f"{names[p]}: {standing(state, p)}" for p in range(len(names)))
            text = t(
                "status",
                round=max(state.round, 1),
                rounds=state.config.rounds,
                mode=game_name(state.config),
                who=names[state.current_player()],
                what=what(state),
                since=f"<t:{int(row.updated_at)}:R>",
                scores=scores,
            )
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(
        name="rules", description="The rules of this channel's game, and this bot's rulings"
    )
    @refusing
    async def rules(self, interaction: discord.Interaction) -> None:
        row = await self.desk.store.channel_game(interaction.channel_id or 0)
        config = GameConfig.from_json(row.config) if row is not None else GameConfig()
        text, view = rulebook.page_message(config, 0)
        await interaction.response.send_message(text, view=view, ephemeral=True)

    @app_commands.command(name="history", description="This channel's past games")
    @refusing
    async def history(self, interaction: discord.Interaction) -> None:
        store = self.desk.store
        here = interaction.channel_id or 0
        in_thread = isinstance(interaction.channel, discord.Thread)
        lines = []
        for game in await store.history(here, threads=not in_thread):
            outcome = t("history_cancelled")
            if game.status == "over":
                results = await store.results(game.id)
                names = {s.seat: plain(s.name) for s in await store.seats(game.id)}
                best = [r for r in results if r.place == 1]
                kinds = box(game.config.get("game", Game.ORIGINS.value)).resource_tokens
                outcome = t(
                    "history_won_kinds" if kinds else "history_won",
                    winners=t("and").join(names.get(r.seat, "?") for r in best),
                    score=best[0].score if best else 0,
                )
            line = t(
                "history_line",
                id=str(game.id),  # a number would be grouped ("1,234")
                mode=game_name(GameConfig.from_json(game.config)),
                players=game.config["players"],
                when=f"<t:{int(game.updated_at)}:d>",
                outcome=outcome,
            )
            if game.channel_id != here:  # played in one of this channel's threads
                line = t("threads-history-place", line=line, place=threads.place(game.channel_id))
            lines.append(line)
        await interaction.response.send_message("\n".join(lines) or t("history_none"), ephemeral=True)

    @app_commands.command(name="stats", description="Games, wins and average score in this server")
    @refusing
    async def stats(self, interaction: discord.Interaction, member: discord.User | None = None) -> None:
        who = member or interaction.user
        games, wins, average = await self.desk.store.stats(interaction.guild_id or 0, who.id)
        if games == 0:
            text = t("stats_none", name=plain(who.display_name))
        elif average is None:  # only Resource Tokens games: won by kinds, no points to average
            text = t("stats_no_points", name=plain(who.display_name), games=games, wins=wins)
        else:
            text = t("stats", name=plain(who.display_name), games=games, wins=wins, average=average)
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(
        name="games", description="Your games in this server, those where it is your turn first"
    )
    @refusing
    async def games(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)  # a few store reads a game
        text = await mine.listing(self.desk, interaction.guild_id or 0, interaction.user.id)
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
        if row.status != ACTIVE:
            raise GameGone
        return row

    async def _act(self, interaction: discord.Interaction, text: str) -> None:
        if len(text) > MOVE_LIMIT:  # before parsing: a reason quoting it would be as long
            await interaction.response.send_message(t("too_long", limit=MOVE_LIMIT), ephemeral=True)
            return
        row = await self._active(interaction)
        actions: list[Action] = (
            parse_actions(text) if text.lower().startswith("recruit") else [parse_action(text)]
        )
        await self.desk.commit(interaction, row.id, None, actions, edit=False)

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


def standing(state: GameState, player: int) -> str:
    """A player's score so far: points, or in the Resource Tokens variant the kinds they would
    win now, with their tokens and gold."""
    if not state.config.box.resource_tokens:
        return str(current_points(state, player))
    terr = state.territories[player]
    tokens = ", ".join(f"{name} {n}" for name, n in zip(TOKEN_NAMES, terr.token_counts(), strict=True))
    return t("standing_kinds", kinds=current_points(state, player), tokens=tokens, gold=terr.gold)


async def setup(bot: OriginsBot) -> None:
    bot.desk = Desk(bot)
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(Origins(bot))


__all__ = ["Origins", "setup"]
