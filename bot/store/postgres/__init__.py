"""The PostgreSQL backend of `bot.store.Store`: one shared database for several processes and
hosts (issue 21), behind the same protocol as the SQLite file.

- `connection`: the pool (asyncpg), the one transaction helper, rows <-> objects;
- one module per aggregate (`games`, `moves`, `prompts`, `seats`, `deadlines`, `claims`,
  `preferences`, `results`, `ratings`, `copying`), as in `bot.store.sqlite`, each written for
  concurrent writers: every condition a write depends on is checked by the statement that writes
  or under a row lock;
- `migrations`: the numbered schema (PostgreSQL's own list, the same meaning as SQLite's), run
  under an advisory lock; `store`: `PostgresStore`, all of them behind one door.

asyncpg is imported only here: install it with the `postgres` extra (docs/operators.md).
"""

from __future__ import annotations

from bot.store.postgres.store import PostgresStore

__all__ = ["PostgresStore"]
