"""Members' and servers' settings in PostgreSQL: text by key, one row each."""

from __future__ import annotations

from collections.abc import Sequence

from bot.store.postgres.connection import Connection, Db, run

PUT_PREF = (
    "INSERT INTO user_prefs (user_id, key, value) VALUES ($1, $2, $3)"
    " ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value"
)
PUT_SERVER_PREF = (
    "INSERT INTO guild_prefs (guild_id, key, value) VALUES ($1, $2, $3)"
    " ON CONFLICT (guild_id, key) DO UPDATE SET value = EXCLUDED.value"
)


async def of_members(db: Db, user_ids: Sequence[int]) -> dict[int, dict[str, str]]:
    """The members' preferences by user id ({} for a member with none)."""
    prefs: dict[int, dict[str, str]] = {user: {} for user in user_ids}
    if prefs:
        found = await db.fetch(
            "SELECT user_id, key, value FROM user_prefs WHERE user_id = ANY($1::bigint[]) ORDER BY key",
            list(prefs),
        )
        for row in found:
            prefs[row["user_id"]][row["key"]] = row["value"]
    return prefs


class Preferences(Connection):
    """`bot.store.PreferenceStore` over PostgreSQL."""

    async def set_pref(self, user_id: int, key: str, value: str) -> None:
        async with self.transaction() as db:
            await run(db, PUT_PREF, user_id, key, value)

    async def prefs(self, user_id: int) -> dict[str, str]:
        found = await self._all("SELECT key, value FROM user_prefs WHERE user_id = $1 ORDER BY key", user_id)
        return {row["key"]: row["value"] for row in found}

    async def drop_pref(self, user_id: int, key: str) -> None:
        """Forget one preference of a member (back to its default)."""
        async with self.transaction() as db:
            await run(db, "DELETE FROM user_prefs WHERE user_id = $1 AND key = $2", user_id, key)

    async def set_server_pref(self, guild_id: int, key: str, value: str | None) -> None:
        async with self.transaction() as db:
            if value is None:
                await run(db, "DELETE FROM guild_prefs WHERE guild_id = $1 AND key = $2", guild_id, key)
            else:
                await run(db, PUT_SERVER_PREF, guild_id, key, value)

    async def server_prefs(self, guild_id: int) -> dict[str, str]:
        found = await self._all(
            "SELECT key, value FROM guild_prefs WHERE guild_id = $1 ORDER BY key", guild_id
        )
        return {row["key"]: row["value"] for row in found}
