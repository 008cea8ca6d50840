"""AI turns claimed in SQLite: one row per game, the turn (version) some process thinks for."""

from __future__ import annotations

from bot.store.rows import storable
from bot.store.sqlite.connection import Connection, rows, run

# Taken when nobody holds the game, or its holder is this owner (a renewal), or its claim has
# expired (a process that died), or it was on an older turn (that one was played).
CLAIM = (
    "INSERT INTO ai_claims (game_id, version, owner, expires) VALUES (?, ?, ?, ?)"
    " ON CONFLICT (game_id) DO UPDATE SET"
    " version = excluded.version, owner = excluded.owner, expires = excluded.expires"
    " WHERE ai_claims.owner = excluded.owner OR ai_claims.expires <= ?"
    " OR ai_claims.version < excluded.version"
)


class AiClaims(Connection):
    """`bot.store.AiClaimStore` over SQLite."""

    async def claim_ai_turn(self, game_id: int, version: int, owner: str, seconds: float) -> bool:
        """Take the game's turn at `version` for `owner` for `seconds`, unless another owner holds
        an unexpired claim on it (one transaction: of two processes, exactly one wins)."""
        if not storable(game_id):
            return False
        now = self._clock()
        async with self.transaction() as db:
            if not await rows(db, "SELECT 1 FROM games WHERE id = ?", (game_id,)):
                return False
            return bool(await run(db, CLAIM, (game_id, version, owner, now + seconds, now)))

    async def release_ai_turn(self, game_id: int, version: int, owner: str) -> bool:
        """Give up `owner`'s claim on the game's turn at `version`; False if it held none."""
        if not storable(game_id):
            return False
        async with self.transaction() as db:
            return bool(
                await run(
                    db,
                    "DELETE FROM ai_claims WHERE game_id = ? AND version = ? AND owner = ?",
                    (game_id, version, owner),
                )
            )
