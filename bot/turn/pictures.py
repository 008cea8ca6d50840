"""The pictures of a game as Discord attachments: drawn by the drawing workers, with alt text.

Every picture is drawn in the reader's language (`w`): a public one in the game's, a private one
in the member's. The legend depends only on the game, the mode and the language: drawn once each.

A game's pictures are kept (`PictureCache`): a decision may ask for the same ones again (the
panel's territory after Back, the decision card of a prompt refreshed, the table asked for by
several members, a panel opened again). The members of bench/latency.py never do any of these,
and none of their pictures is an exact repeat: the cache serves people, not that benchmark. A
picture is known by everything its bytes follow from: the state's own snapshot (the game's rules,
seed and every action played: its version), the kind, the language, the names and the options
(player, highlight, ghost...). A key made of the snapshot, not of a game id and version, cannot
serve a stale picture, whatever wrote the state. The cache is bounded in bytes, least recently
used first out: a game's older versions are never asked for again and age out.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import io
import json
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

import discord

import render
from bot.i18n.messages import alt_text
from bot.ops.metrics import Metrics
from bot.workers.drawing import CHANNEL, Drawer
from lang import Words, words
from render import Picture
from rules import Game, GameConfig, GameState, Mode, box, state_to_json

# A picture is 20–150 KB of PNG: 32 MB keeps the last few hundred, the pictures of every game a
# burst touches, at a cost fixed whatever the number of games in progress.
CACHE_BYTES = 32 * 1024 * 1024


def picture_key(
    kind: str, snapshot: dict[str, object], names: Sequence[str], language: str, options: dict[str, object]
) -> str:
    """What the bytes of a picture follow from, as a digest, the state by its `state_to_json`
    (two requests with the same key get the same bytes from render: tests/render/test_determinism.py)."""
    described = json.dumps(
        [kind, language, list(names), sorted((k, repr(v)) for k, v in options.items()), snapshot],
        separators=(",", ":"),
        sort_keys=True,
    )
    return hashlib.blake2b(described.encode(), digest_size=20).hexdigest()


@dataclass
class CacheCounts:
    """What the cache did since the bot started: pictures asked for, and those served without drawing."""

    asked: int = 0
    served: int = 0  # from the cache, or from the same picture being drawn for another request


class PictureCache:
    """The pictures drawn lately, by key, up to `limit` bytes of PNG (0: none kept)."""

    def __init__(self, limit: int = CACHE_BYTES) -> None:
        self.limit = limit
        self.size = 0  # bytes of PNG kept
        self.counts = CacheCounts()
        self._kept: OrderedDict[str, Picture] = OrderedDict()
        self._drawing: dict[str, asyncio.Future[Picture]] = {}  # the same picture asked for twice at once

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, key: str) -> Picture | None:
        pic = self._kept.get(key)
        if pic is not None:
            self._kept.move_to_end(key)
        return pic

    def put(self, key: str, pic: Picture) -> None:
        if self.limit <= 0 or len(pic.png) > self.limit:
            return
        if key in self._kept:
            return
        self._kept[key] = pic
        self.size += len(pic.png)
        while self.size > self.limit:
            _, old = self._kept.popitem(last=False)
            self.size -= len(old.png)

    async def picture(self, key: str, draw: Callable[[], Awaitable[Picture]]) -> Picture:
        """The picture known by `key`: kept, being drawn already, or drawn now by `draw`."""
        self.counts.asked += 1
        while self.limit > 0:
            pic = self.get(key)
            if pic is not None:
                self.counts.served += 1
                return pic
            drawing = self._drawing.get(key)
            if drawing is None:
                return await self._draw(key, draw)
            try:
                pic = await asyncio.shield(drawing)  # this request cancelled: the drawing goes on
            except asyncio.CancelledError:
                task = asyncio.current_task()
                if drawing.cancelled() and not (task is not None and task.cancelling()):
                    continue  # the request drawing it was cancelled, not this one: draw it here
                raise
            self.counts.served += 1
            return pic
        return await draw()

    async def _draw(self, key: str, draw: Callable[[], Awaitable[Picture]]) -> Picture:
        """Drawn by this request, for all who ask meanwhile; kept once drawn (a failure is not).

        Drawn in this task, not in a new one: the drawer reads the state before its first pause,
        as the key was read, so the picture is of the state the key names even if the game moves
        on meanwhile."""
        drawing: asyncio.Future[Picture] = asyncio.get_running_loop().create_future()
        self._drawing[key] = drawing
        try:
            pic = await draw()
        except BaseException as error:
            del self._drawing[key]
            if isinstance(error, asyncio.CancelledError):
                drawing.cancel()
            else:
                drawing.set_exception(error)
                drawing.exception()  # retrieved: nobody else may be waiting
            raise
        del self._drawing[key]
        self.put(key, pic)
        drawing.set_result(pic)
        return pic


class Pictures:
    """The bot's pictures, drawn by `drawer`'s worker processes (threads when it has none), kept
    in `cache` for the next request of the same picture."""

    def __init__(
        self, drawer: Drawer, cache: PictureCache | None = None, metrics: Metrics | None = None
    ) -> None:
        self.drawer = drawer
        self.cache = cache if cache is not None else PictureCache()
        self.metrics = metrics if metrics is not None else Metrics()

    async def picture(
        self,
        kind: str,
        state: GameState,
        names: Sequence[str],
        w: Words,
        *,
        priority: int = CHANNEL,
        **options: object,
    ) -> discord.File:
        """Drawn in a worker process (bot.workers.drawing), in `w`'s language, wrapped as an
        attachment with its alt text; `priority` PANEL for the picture a member's click waits on."""
        snapshot = state_to_json(state)  # once: the key and the worker's job are made of it

        async def draw() -> Picture:
            with self.metrics.drawing(kind):
                return await self.drawer.draw(
                    kind, state, names, language=w.language, priority=priority, snapshot=snapshot, **options
                )

        pic = await self.cache.picture(picture_key(kind, snapshot, names, w.language, options), draw)
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
