"""AI turns claimed in PostgreSQL: one row per game, the turn (version) some process thinks for."""

from __future__ import annotations

from bot.store.postgres.connection import Connection, run
from bot.store.rows import storable

# Taken when nobody holds the game, or its holder is this owner (a renewal), or its claim has
# expired (a process that died), or it was on an older turn (that one was played). Two processes
# inserting at once: the second waits for the first's row, then checks the WHERE against it.
CLAIM = (
    "INSERT INTO ai_claims (game_id, version, owner, expires) VALUES ($1, $2, $3, $4)"
    " ON CONFLICT (game_id) DO UPDATE SET"
    " version = EXCLUDED.version, owner = EXCLUDED.owner, expires = EXCLUDED.expires"
    " WHERE ai_claims.owner = EXCLUDED.owner OR ai_claims.expires <= $5"
    " OR ai_claims.version < EXCLUDED.version"
)


class AiClaims(Connection):
    """`bot.store.AiClaimStore` over PostgreSQL."""

    async def claim_ai_turn(self, game_id: int, version: int, owner: str, seconds: float) -> bool:
        """Take the game's turn at `version` for `owner` for `seconds`, unless another owner holds
        an unexpired claim on it (one statement: of two processes, exactly one wins)."""
        if not storable(game_id):
            return False
        now = self._clock()
        async with self.transaction() as db:
            # The game's row locked against a deletion meanwhile (the claim's foreign key).
            if await db.fetchval("SELECT 1 FROM games WHERE id = $1 FOR KEY SHARE", game_id) is None:
                return False
            return bool(await run(db, CLAIM, game_id, version, owner, now + seconds, now))

    async def release_ai_turn(self, game_id: int, version: int, owner: str) -> bool:
        """Give up `owner`'s claim on the game's turn at `version`; False if it held none."""
        if not storable(game_id):
            return False
        async with self.transaction() as db:
            return bool(
                await run(
                    db,
                    "DELETE FROM ai_claims WHERE game_id = $1 AND version = $2 AND owner = $3",
                    game_id,
                    version,
                    owner,
                )
            )
