"""What comes after a stored move: posts Discord may refuse, each tried once and logged.

Once a move is stored, nothing Discord does may undo it or make the bot say otherwise: a step that
fails is logged, and the deadline stored with the move (the next prompt, the score sheet) brings
it back at the scheduler's next poll (bot.turn.scheduler).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable

import discord

from bot.store import StoreUnavailable

log = logging.getLogger(__name__)


async def attempt(what: str, step: Awaitable[object]) -> bool:
    """Run a step that comes after a stored move; False (and a log line) if it failed.

    Discord refusing (an outage, a permission removed) or the database out of reach (its server
    restarting: the stored deadline brings the step back) is expected now and then: a warning with
    the traceback. Anything else is a bug: logged as an error.
    """
    try:
        await step
    except (discord.HTTPException, StoreUnavailable):  # Discord, or the database, away a moment
        log.warning("could not %s", what, exc_info=True)
        return False
    except Exception:
        log.exception("could not %s", what)
        return False
    return True


__all__ = ["attempt"]
