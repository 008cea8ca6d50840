"""A bot restarted on the same database, as after its process was stopped or died."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.app import OriginsBot
from bot.settings import Settings
from bot.turn.cooldowns import Cooldowns


async def restart(env: Any, db_path: Path | str, **settings: Any) -> None:
    """Detach the bot and attach a new one on the same database (a SQLite file, or a PostgreSQL
    URL; `settings` as Settings takes).

    SimCord detaches the old bot without closing it; a real restart ends its process. So the old
    bot is closed once detached: its scheduler, AI and drawing workers and store thread stop
    here, not at the end of the test's event loop, where a store call still in flight would
    answer a closed loop.

    The new bot's cooldowns have the old one's seconds and clock (off in the `env` fixture), and,
    as after a real restart, remember nobody.
    """
    old = env.bot
    settings.setdefault("render_workers", 0)  # as the `simcord_bot` fixture: threads draw
    await env.restart_bot(OriginsBot(Settings(token="simcord", database=db_path, **settings)))
    was = old.services.refusals.cooldowns
    env.bot.services.refusals.cooldowns = Cooldowns(was.seconds, was.clock)
    await old.close()
