"""The SQLite schema as numbered migrations, applied in order at start-up (DESIGN.md §6).

Never edit a migration that has shipped: add the next number. Each one runs in its own
transaction and is recorded in `schema_version`; a database that has a number this bot does not
know was written by a newer bot and is refused rather than misread.
"""

from __future__ import annotations

import sqlite3
from typing import NamedTuple

import aiosqlite

from bot.store.errors import SchemaTooNew


class Migration(NamedTuple):
    number: int
    description: str
    sql: str  # one or more statements, each ending with ';'


INITIAL = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    creator_id INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'over', 'cancelled')),
    config TEXT NOT NULL CHECK (json_valid(config)),
    options TEXT NOT NULL CHECK (json_valid(options)),
    snapshot TEXT CHECK (snapshot IS NULL OR json_valid(snapshot)),
    version INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
    lobby_message_id INTEGER,
    turn_message_id INTEGER,
    table_message_id INTEGER,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
-- At most one open game per channel, enforced by SQLite itself even when two commands race.
CREATE UNIQUE INDEX games_open_in_channel ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_by_channel ON games (channel_id, updated_at);

CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL CHECK (seat >= 0),
    user_id INTEGER,
    name TEXT NOT NULL,
    ai_level TEXT,
    autopilot INTEGER NOT NULL DEFAULT 0 CHECK (autopilot IN (0, 1)),
    autopilot_streak INTEGER NOT NULL DEFAULT 0 CHECK (autopilot_streak >= 0),
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE events (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL CHECK (seq >= 1),
    actor_id INTEGER,
    action TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE deadlines (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    due REAL NOT NULL,
    version INTEGER NOT NULL,
    seat INTEGER NOT NULL DEFAULT -1,
    PRIMARY KEY (game_id, kind)
);
CREATE INDEX deadlines_by_due ON deadlines (due);

CREATE TABLE user_prefs (
    user_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);

CREATE TABLE results (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    user_id INTEGER,
    score INTEGER NOT NULL,
    place INTEGER NOT NULL CHECK (place >= 1),
    finished_at REAL NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_by_player ON results (guild_id, user_id);
"""

ATOMIC_SEATS = """
-- A player who left or was removed keeps their seat row (results, history) but can no longer act.
ALTER TABLE seats ADD COLUMN removed INTEGER NOT NULL DEFAULT 0 CHECK (removed IN (0, 1));
-- One seat per member and game, enforced by SQLite itself even when two Join clicks race.
CREATE UNIQUE INDEX seats_one_per_member ON seats (game_id, user_id) WHERE user_id IS NOT NULL;
-- How often the scheduler has claimed a deadline: each failed attempt waits longer.
ALTER TABLE deadlines ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0);
"""

SERVER_SETTINGS = """
-- A server's own settings (its language), as user_prefs are a member's.
CREATE TABLE guild_prefs (
    guild_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (guild_id, key)
);
"""

FINISHED_BY_GUILD = """
-- `/origins replay` looks up a server's finished games (its autocomplete, at every keystroke).
CREATE INDEX games_over_by_guild ON games (guild_id, updated_at) WHERE status = 'over';
"""

RATINGS = """
-- Each member's rating per server and game (rules' Game value: origins, classic, resources), as
-- openskill's mean and uncertainty; bot/features/ratings.py rates, python -m bot ratings --recompute
-- rebuilds both tables from the results.
CREATE TABLE ratings (
    guild_id INTEGER NOT NULL,
    game TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL CHECK (sigma > 0),
    games INTEGER NOT NULL CHECK (games >= 1),
    updated_at REAL NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
-- What each rated game did to each rated player's rating (the score sheet shows it, after a
-- restart too); written in the transaction that stores the game's results.
CREATE TABLE rating_changes (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL,
    mu_before REAL NOT NULL,
    sigma_before REAL NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
"""

TIME_OFF = """
-- A member's turn reminder or timer waits through their quiet hours and vacation: it keeps the
-- seconds of their time on still to count from `since` (`due` is derived from them, and is
-- infinite while they are on vacation with no end). NULL for deadlines due at a fixed time.
ALTER TABLE deadlines ADD COLUMN since REAL;
ALTER TABLE deadlines ADD COLUMN seconds_left REAL CHECK (seconds_left IS NULL OR seconds_left >= 0);
"""

GAME_THREADS = """
-- A game played in a thread keeps the thread's parent channel (NULL: a game in a channel itself),
-- so that the channel can say which of its threads hold games, and list their history.
ALTER TABLE games ADD COLUMN parent_id INTEGER;
CREATE INDEX games_by_parent ON games (parent_id, status) WHERE parent_id IS NOT NULL;
-- "My games": the games a member holds a seat in, across a server.
CREATE INDEX seats_by_member ON seats (user_id) WHERE user_id IS NOT NULL;
"""

TURN_PROMPTS = """
-- The game version its newest turn prompt was posted for: a prompt posted late (Discord slow to
-- answer, two announcements racing) never replaces a newer one (bot/prompts.py). Also the mark of
-- a prompt whose buttons are still to retire: cleared once they are gone, so that start-up
-- retires those of games that ended meanwhile. NULL for every prompt stored before: the finished
-- games of older bots are taken as they are, and their ids stay.
ALTER TABLE games ADD COLUMN turn_message_version INTEGER;
-- Start-up looks for ended games whose last prompt kept its buttons: few, and this index is as small.
CREATE INDEX games_prompt_to_retire ON games (id)
    WHERE turn_message_version IS NOT NULL AND status IN ('over', 'cancelled');
"""

IM_BACK = """
-- A seat's newest "I'm back" message (posted with an autopilot's move, bot/desk.py) while its
-- button is live: a newer one takes its place and it loses the button; when the game ends the last
-- one loses it too and is cleared, at start-up if the bot was down then (bot/prompts.py). NULL for
-- every seat before: the buttons older bots posted stay as they were.
ALTER TABLE seats ADD COLUMN back_message_id INTEGER;
-- Start-up looks for the ended games' seats that still have one: few, and this index is as small.
CREATE INDEX seats_back_to_retire ON seats (game_id) WHERE back_message_id IS NOT NULL;
"""

AI_CLAIMS = """
-- One process thinks for an AI turn (issue 21): its claim on the game's turn, until it expires.
CREATE TABLE ai_claims (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    version INTEGER NOT NULL CHECK (version >= 0),
    owner TEXT NOT NULL,
    expires REAL NOT NULL
);
"""

MIGRATIONS: list[Migration] = [
    Migration(1, "games, seats, events, deadlines, user_prefs, results", INITIAL),
    Migration(2, "seats: removed, one per member; deadlines: attempts", ATOMIC_SEATS),
    Migration(3, "guild_prefs: a server's settings", SERVER_SETTINGS),
    Migration(4, "games: finished games by server (replay)", FINISHED_BY_GUILD),
    Migration(5, "ratings per server, game and member; rating_changes per rated game", RATINGS),
    Migration(6, "deadlines: since, seconds_left (turns wait through a member's time off)", TIME_OFF),
    Migration(7, "games: parent_id (a thread's channel); seats by member", GAME_THREADS),
    Migration(8, "games: turn_message_version (the newest prompt's, until retired)", TURN_PROMPTS),
    Migration(9, "seats: back_message_id (the newest I'm back message, until retired)", IM_BACK),
    Migration(10, "ai_claims: the process thinking for a game's AI turn", AI_CLAIMS),
]

BOOTSTRAP = """
CREATE TABLE IF NOT EXISTS schema_version (
    number INTEGER PRIMARY KEY,
    description TEXT NOT NULL,
    applied_at REAL NOT NULL
)
"""


def latest() -> int:
    """The highest migration number this bot knows."""
    return MIGRATIONS[-1].number if MIGRATIONS else 0


def statements(script: str) -> list[str]:
    """Split a script into single statements (`;` inside strings or triggers is respected)."""
    out: list[str] = []
    buffer = ""
    *pieces, tail = script.split(";")
    for piece in pieces:
        buffer += piece + ";"
        if sqlite3.complete_statement(buffer):
            if _has_code(buffer):
                out.append(buffer.strip())
            buffer = ""
    if _has_code(buffer + tail):
        raise ValueError(
            f"incomplete SQL statement (no final ';'?) in a migration: {(buffer + tail).strip()[:60]!r}"
        )
    return out


def _has_code(sql: str) -> bool:
    """True unless `sql` is only blanks, `;` and `--` comments."""
    lines = (line.split("--", 1)[0] for line in sql.splitlines())
    return any(line.strip(" \t;") for line in lines)


async def migrate(db: aiosqlite.Connection, now: float) -> list[int]:
    """Apply the pending migrations, each in its own transaction; return the numbers applied.

    `db` must be in autocommit mode (isolation_level=None). Refuses a database that has a
    migration number higher than any this bot knows (SchemaTooNew).
    """
    await db.execute(BOOTSTRAP)
    async with db.execute("SELECT MAX(number) FROM schema_version") as cursor:
        row = await cursor.fetchone()
    found = row[0] if row is not None and row[0] is not None else 0
    if found > latest():
        raise SchemaTooNew(
            f"the database is at schema version {found} but this bot knows only up to {latest()}: "
            "it was written by a newer version of the bot; upgrade the bot or point it at another database"
        )
    applied: list[int] = []
    for migration in MIGRATIONS:
        if migration.number > found and await _apply(db, migration, now):
            applied.append(migration.number)
    return applied


async def _apply(db: aiosqlite.Connection, migration: Migration, now: float) -> bool:
    """Apply one migration in one transaction, unless another process just did (then False)."""
    await db.execute("BEGIN IMMEDIATE")
    try:
        async with db.execute("SELECT 1 FROM schema_version WHERE number = ?", (migration.number,)) as cursor:
            if await cursor.fetchone() is not None:
                await db.execute("ROLLBACK")
                return False
        for statement in statements(migration.sql):
            await db.execute(statement)
        await db.execute(
            "INSERT INTO schema_version (number, description, applied_at) VALUES (?, ?, ?)",
            (migration.number, migration.description, now),
        )
        await db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            await db.execute("ROLLBACK")
        raise
    return True
