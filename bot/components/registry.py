"""Every DynamicItem of the bot, registered with discord.py at start-up (bot.app)."""

from __future__ import annotations

from typing import Any

import discord

from bot.components.lobby import LobbyAiSelect, LobbyButton, RematchButton
from bot.components.panel import (
    ActButton,
    ActSelect,
    BackButton,
    CellSelect,
    DirectionButton,
    SquareSelect,
    StepButton,
    StepSelect,
    SuggestButton,
)
from bot.components.prompt import ImBackButton, PlayTurnButton, TableButton
from bot.components.replay import ExportButton, ReplayButton
from bot.components.rules import LegendButton, RulesPageButton

DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[discord.ui.Item[Any]]], ...] = (
    LobbyButton,
    LobbyAiSelect,
    PlayTurnButton,
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

__all__ = ["DYNAMIC_ITEMS"]
