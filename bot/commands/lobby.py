"""`/origins new` and `/origins cancel`: a game's lobby opened, a game cancelled."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.commands.base import Commands, refusing
from bot.i18n.languages import LANGUAGE_KEY
from bot.i18n.translator import choice, en
from lang import LANGUAGES, NAMES
from rules import GameConfig, Mode, Option
from rules.ai.agents import LEVELS
from rules.box import BOXES, Game

MODES = [choice("mode", m.value) for m in Mode]
GAMES = [choice("game", b.game.value) for b in BOXES.values()]
LEVEL_CHOICES = [choice("autopilot", level) for level in LEVELS]
# Each language in its own words, whatever the client's language.
LANGUAGE_CHOICES = [choice("language", lg, NAMES[lg]) for lg in LANGUAGES]


class LobbyCommands(Commands):
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
        me = await self.services.languages.member_words(interaction)
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
