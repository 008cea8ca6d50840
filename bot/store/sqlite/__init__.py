"""The SQLite backend of `bot.store.Store`: the default, a file and zero setup (DESIGN.md §6).

- `connection`: the connection (pragmas, migrations), its lock, the one transaction helper;
- one module per aggregate (`games`, `moves`, `prompts`, `seats`, `deadlines`, `preferences`,
  `results`, `ratings`), each a small class of the protocol's methods and the statements other
  aggregates' transactions run (a move writes through several of them in one transaction);
  `copying`: the whole database, table by table (copy-db);
- `migrations`: the numbered schema; `store`: `SqliteStore`, all of them behind one door.
"""

from __future__ import annotations

from bot.store.sqlite.store import SqliteStore

__all__ = ["SqliteStore"]
