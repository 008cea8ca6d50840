-- A SQLite file written by the bot of commit b8ae15a (schema migration 9, the store before it was
-- split by aggregate), dumped with sqlite3's iterdump: a rated game over, a classic game in play in
-- a thread (its prompt, an I'm back message, a budgeted timer, a prompt owed), a cancelled lobby,
-- a member's quiet hours and DM wish, a server's language. Read by test_upgrades.py; made by:
--   import asyncio, sqlite3, sys
--   from bot.sqlite_store import SqliteStore
--   from bot.store import OVER, Deadline, Move, ResultRow, SeatRow
--
--   ANN, BOB = 100, 200
--
--
--   class Clock:
--       now = 1_700_000_000.0
--
--       def __call__(self) -> float:
--           self.now += 1.0
--           return self.now
--
--
--   async def main(path: str) -> None:
--       store = SqliteStore(path, clock=Clock())
--       await store.open()
--       # A finished, rated game in a channel: Ann beat Bob.
--       over = await store.create_game(guild_id=1, channel_id=10, creator_id=ANN, config={"players": 2, "mode": "tribe"}, options={"reminder_hours": 24})
--       for user, name in ((ANN, "Ann"), (BOB, "Bob")):
--           await store.add_seat(over.id, user, name)
--       over = await store.start_game(over.id, config={"players": 2, "mode": "tribe", "seed": 7}, snapshot={"turn": 0})
--       await store.keep_prompt(over.id, 0, 7001)
--       results = (ResultRow(over.id, 1, 10, 0, ANN, 41, 1), ResultRow(over.id, 1, 10, 1, BOB, 35, 2))
--       await store.record_move(Move(over.id, 0, ANN, ("pick 3",), {"turn": "over"}, OVER, deadlines=(Deadline(over.id, "finish", 9e9, 1),), results=results))
--       # A game in play in a thread of that channel: Ann and a Normal AI, Ann's turn with its budget.
--       game = await store.create_game(guild_id=1, channel_id=51, parent_id=10, creator_id=ANN, config={"players": 2, "game": "classic"}, options={"timer_hours": 48})
--       await store.add_seat(game.id, ANN, "Ann")
--       await store.add_seat(game.id, None, "AI (normal)", ai_level="normal")
--       game = await store.start_game(game.id, config={"players": 2, "game": "classic", "seed": 9}, snapshot={"turn": 0})
--       game = await store.record_move(Move(game.id, 0, None, ("pick 12", "place E4 right"), {"turn": 2}, seat=SeatRow(game.id, 1, None, "AI (normal)", ai_level="normal")))
--       await store.put_deadlines(game.id, [Deadline(game.id, "timer", 1_700_172_800.0, 2, 0, 1, 1_700_000_000.0, 172_800.0), Deadline(game.id, "announce", 1_700_000_120.0, 2, 0)])
--       await store.keep_prompt(game.id, 2, 8002)
--       await store.set_autopilot(game.id, 0, True)
--       await store.keep_back(game.id, 0, 8003)
--       # A lobby cancelled before it started; the members' and the server's settings.
--       cancelled = await store.create_game(guild_id=1, channel_id=52, parent_id=10, creator_id=BOB, config={"players": 3}, options={})
--       await store.add_seat(cancelled.id, BOB, "Bob")
--       await store.update_game(cancelled.id, status="cancelled")
--       await store.set_pref(ANN, "quiet", '{"end": 7, "start": 22, "zone": "Europe/Amsterdam"}')
--       await store.set_pref(ANN, "notify", "on")
--       await store.set_server_pref(1, "language", "nl")
--       await store.close()
--
--
--   asyncio.run(main(sys.argv[1]))
--   conn = sqlite3.connect(sys.argv[1])
--   with open(sys.argv[2], "w") as out:
--       for line in conn.iterdump():
--           out.write(line + "\n")
BEGIN TRANSACTION;
CREATE TABLE deadlines (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    due REAL NOT NULL,
    version INTEGER NOT NULL,
    seat INTEGER NOT NULL DEFAULT -1, attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0), since REAL, seconds_left REAL CHECK (seconds_left IS NULL OR seconds_left >= 0),
    PRIMARY KEY (game_id, kind)
);
INSERT INTO "deadlines" VALUES(1,'finish',9000000000.0,1,-1,0,NULL,NULL);
INSERT INTO "deadlines" VALUES(2,'timer',1700172800.0,2,0,1,1700000000.0,172800.0);
INSERT INTO "deadlines" VALUES(2,'announce',1700000120.0,2,0,0,NULL,NULL);
CREATE TABLE events (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL CHECK (seq >= 1),
    actor_id INTEGER,
    action TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_id, seq)
);
INSERT INTO "events" VALUES(1,1,100,'pick 3',1700000005.0);
INSERT INTO "events" VALUES(2,1,NULL,'pick 12',1700000008.0);
INSERT INTO "events" VALUES(2,2,NULL,'place E4 right',1700000008.0);
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
, parent_id INTEGER, turn_message_version INTEGER);
INSERT INTO "games" VALUES(1,1,10,100,'over','{"mode":"tribe","players":2,"seed":7}','{"reminder_hours":24}','{"turn":"over"}',1,NULL,7001,NULL,1700000002.0,1700000005.0,NULL,0);
INSERT INTO "games" VALUES(2,1,51,100,'active','{"game":"classic","players":2,"seed":9}','{"timer_hours":48}','{"turn":2}',2,NULL,8002,NULL,1700000006.0,1700000009.0,10,2);
INSERT INTO "games" VALUES(3,1,52,200,'cancelled','{"players":3}','{}',NULL,0,NULL,NULL,NULL,1700000010.0,1700000011.0,10,NULL);
CREATE TABLE guild_prefs (
    guild_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (guild_id, key)
);
INSERT INTO "guild_prefs" VALUES(1,'language','nl');
CREATE TABLE rating_changes (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL,
    mu_before REAL NOT NULL,
    sigma_before REAL NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
INSERT INTO "rating_changes" VALUES(1,100,25.0,8.33333333333333392545e+00,2.76353894931404973087e+01,8.06590141354368);
INSERT INTO "rating_changes" VALUES(1,200,25.0,8.33333333333333392545e+00,2.23646105068595026912e+01,8.06590141354368);
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
INSERT INTO "ratings" VALUES(1,'origins',100,2.76353894931404973087e+01,8.06590141354368,1,1700000005.0);
INSERT INTO "ratings" VALUES(1,'origins',200,2.23646105068595026912e+01,8.06590141354368,1,1700000005.0);
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
INSERT INTO "results" VALUES(1,1,10,0,100,41,1,1700000005.0);
INSERT INTO "results" VALUES(1,1,10,1,200,35,2,1700000005.0);
CREATE TABLE schema_version (
    number INTEGER PRIMARY KEY,
    description TEXT NOT NULL,
    applied_at REAL NOT NULL
);
INSERT INTO "schema_version" VALUES(1,'games, seats, events, deadlines, user_prefs, results',1700000001.0);
INSERT INTO "schema_version" VALUES(2,'seats: removed, one per member; deadlines: attempts',1700000001.0);
INSERT INTO "schema_version" VALUES(3,'guild_prefs: a server''s settings',1700000001.0);
INSERT INTO "schema_version" VALUES(4,'games: finished games by server (replay)',1700000001.0);
INSERT INTO "schema_version" VALUES(5,'ratings per server, game and member; rating_changes per rated game',1700000001.0);
INSERT INTO "schema_version" VALUES(6,'deadlines: since, seconds_left (turns wait through a member''s time off)',1700000001.0);
INSERT INTO "schema_version" VALUES(7,'games: parent_id (a thread''s channel); seats by member',1700000001.0);
INSERT INTO "schema_version" VALUES(8,'games: turn_message_version (the newest prompt''s, until retired)',1700000001.0);
INSERT INTO "schema_version" VALUES(9,'seats: back_message_id (the newest I''m back message, until retired)',1700000001.0);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL CHECK (seat >= 0),
    user_id INTEGER,
    name TEXT NOT NULL,
    ai_level TEXT,
    autopilot INTEGER NOT NULL DEFAULT 0 CHECK (autopilot IN (0, 1)),
    autopilot_streak INTEGER NOT NULL DEFAULT 0 CHECK (autopilot_streak >= 0), removed INTEGER NOT NULL DEFAULT 0 CHECK (removed IN (0, 1)), back_message_id INTEGER,
    PRIMARY KEY (game_id, seat)
);
INSERT INTO "seats" VALUES(1,0,100,'Ann',NULL,0,0,0,NULL);
INSERT INTO "seats" VALUES(1,1,200,'Bob',NULL,0,0,0,NULL);
INSERT INTO "seats" VALUES(2,0,100,'Ann',NULL,1,0,0,8003);
INSERT INTO "seats" VALUES(2,1,NULL,'AI (normal)','normal',0,0,0,NULL);
INSERT INTO "seats" VALUES(3,0,200,'Bob',NULL,0,0,0,NULL);
CREATE TABLE user_prefs (
    user_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);
INSERT INTO "user_prefs" VALUES(100,'quiet','{"end": 7, "start": 22, "zone": "Europe/Amsterdam"}');
INSERT INTO "user_prefs" VALUES(100,'notify','on');
CREATE UNIQUE INDEX games_open_in_channel ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_by_channel ON games (channel_id, updated_at);
CREATE INDEX deadlines_by_due ON deadlines (due);
CREATE INDEX results_by_player ON results (guild_id, user_id);
CREATE UNIQUE INDEX seats_one_per_member ON seats (game_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX games_over_by_guild ON games (guild_id, updated_at) WHERE status = 'over';
CREATE INDEX games_by_parent ON games (parent_id, status) WHERE parent_id IS NOT NULL;
CREATE INDEX seats_by_member ON seats (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX games_prompt_to_retire ON games (id)
    WHERE turn_message_version IS NOT NULL AND status IN ('over', 'cancelled');
CREATE INDEX seats_back_to_retire ON seats (game_id) WHERE back_message_id IS NOT NULL;
COMMIT;
