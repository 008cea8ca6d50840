"""`/origins new <game>` and `/origins cancel`: a game's lobby opened, a game cancelled.

`/origins new` is a group with one subcommand per game, each offering only that game's options
(Origins: mode, Empire of Fire, Homo Habilis; Kingdomino: Harmony, Middle Kingdom, the Mighty
Duel, the 1-2-1 draft; Dynasty for both; the Resource Tokens variant none) beside the settings
every game has (players, reminder and timer hours, the autopilot's level, the language).
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.commands.base import Commands, refusing
from bot.i18n.languages import LANGUAGE_KEY
from bot.i18n.translator import choice, en
from lang import LANGUAGES, NAMES
from rules import BOXES, Game, GameConfig, Mode, Option
from rules.ai.agents import LEVELS

MODES = [choice("mode", m.value) for m in Mode]
GAMES = [choice("game", b.game.value) for b in BOXES.values()]
LEVEL_CHOICES = [choice("autopilot", level) for level in LEVELS]
# Each language in its own words, whatever the client's language.
LANGUAGE_CHOICES = [choice("language", lg, NAMES[lg]) for lg in LANGUAGES]
Hours = app_commands.Range[int, 0, 720]


def described(game: str, *options: str) -> dict[str, str]:
    """The English descriptions of a `/origins new <game>` subcommand's options."""
    return {option: en(f"opt-new-{game}-{option}-desc") for option in options}


TIMING = ("reminder_hours", "timer_hours", "autopilot", "language")


class LobbyCommands(Commands):
    new = app_commands.Group(name="new", description=en("cmd-new-desc"))

    @new.command(name="origins", description=en("cmd-new-origins-desc"))
    @app_commands.describe(
        **described("origins", "mode", "players", "empire_of_fire", "homo_habilis", "dynasty", *TIMING)
    )
    @app_commands.choices(mode=MODES, autopilot=LEVEL_CHOICES, language=LANGUAGE_CHOICES)
    @refusing
    async def new_origins(
        self,
        interaction: discord.Interaction,
        mode: str = Mode.DISCOVERY.value,
        players: app_commands.Range[int, 2, 4] = 4,
        empire_of_fire: bool = False,
        homo_habilis: bool = False,
        dynasty: bool = False,
        reminder_hours: Hours = 24,
        timer_hours: Hours = 0,
        autopilot: str = "normal",
        language: str | None = None,
    ) -> None:
        chosen = {Option.EMPIRE_OF_FIRE: empire_of_fire, Option.HOMO_HABILIS: homo_habilis}
        # A config the box refuses (a mode that is not one) raises ConfigError: the member is
        # told why, privately, and nothing is created.
        config = GameConfig(
            game=Game.ORIGINS,
            players=players,
            mode=Mode(mode),
            options=frozenset(o for o, on in chosen.items() if on),
        )
        await self._open(interaction, config, dynasty, reminder_hours, timer_hours, autopilot, language)

    @new.command(name="classic", description=en("cmd-new-classic-desc"))
    @app_commands.describe(
        **described(
            "classic", "players", "harmony", "middle_kingdom", "mighty_duel", "draft_121", "dynasty", *TIMING
        )
    )
    @app_commands.choices(autopilot=LEVEL_CHOICES, language=LANGUAGE_CHOICES)
    @refusing
    async def new_classic(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, 2, 4] = 4,
        harmony: bool = False,
        middle_kingdom: bool = False,
        mighty_duel: bool = False,
        draft_121: bool = False,
        dynasty: bool = False,
        reminder_hours: Hours = 24,
        timer_hours: Hours = 0,
        autopilot: str = "normal",
        language: str | None = None,
    ) -> None:
        chosen = {
            Option.HARMONY: harmony,
            Option.MIDDLE_KINGDOM: middle_kingdom,
            Option.MIGHTY_DUEL: mighty_duel,
            Option.ONE_TWO_ONE: draft_121,
        }
        # A duel option for 3 or 4 players raises ConfigError: refused privately with its reason.
        config = GameConfig(
            game=Game.CLASSIC, players=players, options=frozenset(o for o, on in chosen.items() if on)
        )
        await self._open(interaction, config, dynasty, reminder_hours, timer_hours, autopilot, language)

    @new.command(name="resources", description=en("cmd-new-resources-desc"))
    @app_commands.describe(**described("resources", "players", *TIMING))
    @app_commands.choices(autopilot=LEVEL_CHOICES, language=LANGUAGE_CHOICES)
    @refusing
    async def new_resources(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, 3, 4] = 4,
        reminder_hours: Hours = 24,
        timer_hours: Hours = 0,
        autopilot: str = "normal",
        language: str | None = None,
    ) -> None:
        # No Dynasty: a series is won on the total of points, the variant on resource kinds.
        config = GameConfig(game=Game.RESOURCES, players=players)
        await self._open(interaction, config, False, reminder_hours, timer_hours, autopilot, language)

    async def _open(
        self,
        interaction: discord.Interaction,
        config: GameConfig,
        dynasty: bool,
        reminder_hours: int,
        timer_hours: int,
        autopilot: str,
        language: str | None,
    ) -> None:
        """The game's lobby, with the settings every game has."""
        if language not in LANGUAGES:
            language = await self.services.languages.server_language(
                interaction.guild_id, interaction.guild_locale
            )
        options = {
            "reminder_hours": reminder_hours or None,
            "timer_hours": timer_hours or None,
            "autopilot_level": autopilot if autopilot in LEVELS else "normal",
            LANGUAGE_KEY: language,
            **({"dynasty": {"series": None, "game": 1}} if dynasty else {}),
        }
        await self.services.new_game.open(interaction, config, options)

    @app_commands.command(name="cancel", description=en("cmd-cancel-desc"))
    @refusing
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.services.lobby.cancel(interaction, await self.here.game(interaction), clicked=False)


__all__ = ["GAMES", "LANGUAGE_CHOICES", "LobbyCommands"]
