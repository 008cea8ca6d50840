"""The pictures of a game as Discord attachments: drawn by the drawing workers, with alt text.

Every picture is drawn in the reader's language (`w`): a public one in the game's, a private one
in the member's. The legend depends only on the game, the mode and the language: drawn once each.
"""

from __future__ import annotations

import asyncio
import functools
import io
from collections.abc import Sequence

import discord

import render
from bot.i18n.messages import alt_text
from bot.workers.drawing import Drawer
from lang import Words, words
from rules import Game, GameConfig, GameState, Mode, box


class Pictures:
    """The bot's pictures, drawn by `drawer`'s worker processes (threads when it has none)."""

    def __init__(self, drawer: Drawer) -> None:
        self.drawer = drawer

    async def picture(
        self, kind: str, state: GameState, names: Sequence[str], w: Words, **options: object
    ) -> discord.File:
        """Drawn in a worker process (bot.workers.drawing), in `w`'s language, wrapped as an
        attachment with its alt text."""
        pic = await self.drawer.draw(kind, state, names, language=w.language, **options)
        return discord.File(io.BytesIO(pic.png), filename=f"{kind}.png", description=alt_text(pic.alt))

    async def legend(self, config: GameConfig, w: Words) -> discord.File:
        """The legend of the pictures of a game of `config` in `w`'s language (drawn once per
        game, mode and language)."""
        png, alt = await asyncio.to_thread(_legend, config.game, config.mode, w.language)
        return discord.File(io.BytesIO(png), filename="legend.png", description=alt_text(alt))

    async def close(self) -> None:
        """Stop the drawing workers (pictures asked for from now on are drawn in threads)."""
        await self.drawer.close()


@functools.lru_cache(maxsize=48)
def _legend(game: Game, mode: Mode, language: str) -> tuple[bytes, str]:
    """The legend card's PNG and alt text: it depends on the game, the mode and the language alone."""
    pic = render.legend_card(box(game), mode, words=words(language))
    return pic.png, pic.alt


__all__ = ["Pictures"]
