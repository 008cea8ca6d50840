"""`python -m bot copy-db SOURCE TARGET`: a whole database into an empty one, checked.

Moving a community's bot to another database (a bigger host, PostgreSQL): every table the store
keeps (`bot.store.TABLES`) is read from SOURCE at one moment (`Store.dump`) and written into
TARGET in one transaction (`Store.load`), so a copy that dies midway, killed or failing, leaves
TARGET as empty as it was and the next copy-db takes it. Games keep their numbers (players know
them) and the next game created in TARGET continues after the highest.

Refused, with one line and nothing written: a SOURCE that does not exist or cannot be read, a
TARGET that cannot be created or opened, a TARGET that holds anything already. After the copy it
checks that every table has as many rows in TARGET as SOURCE had, then reads both again side by
side: every row of TARGET must be SOURCE's (values, not text: a backend keeps JSON and numbers its
own way), and every game's action log must replay (`rules.record_from_json`) to the snapshot stored
with it. It prints the rows copied per table, and each check that failed (then the exit code is 1).

The progress bar is a few lines of our own rather than a library's (tqdm): one bar, games copied
out of the total, on stderr; redrawn in place on a terminal, a line at each tenth elsewhere (a log
gets ten lines, not thousands of carriage returns), and no dependency for every install to carry.
"""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from contextlib import aclosing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from bot.settings import shown
from bot.store import KEYS, TABLES, NotEmpty, Store, TableRows, UnknownDatabase, open_store
from rules import RulesError, record_from_json
from rules.core.snapshot import state_to_json


class Refused(Exception):
    """copy-db will not copy: one line saying why; nothing was written to TARGET."""


@dataclass
class Report:
    """What a copy wrote (rows per table) and the checks that failed (none: a good copy)."""

    copied: dict[str, int]
    replayed: int = 0  # games whose log was replayed to their snapshot
    failures: list[str] = field(default_factory=list)

    def table(self) -> str:
        width = max(len(name) for name in TABLES)
        lines = [f"  {name:<{width}}  {self.copied.get(name, 0):>9}" for name in TABLES]
        return "\n".join(lines)


class Bar:
    """`games copied / total` on `stream` (stderr): in place on a terminal, else a line per tenth."""

    WIDTH = 30

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total, self.stream, self.done = total, stream, 0
        self.live = stream.isatty()
        self._shown = -1  # the last tenth written (not live)
        self._draw()

    def advance(self, games: int) -> None:
        self.done += games
        self._draw()

    def close(self) -> None:
        if self.live:
            self.stream.write("\n")
            self.stream.flush()

    def _draw(self) -> None:
        share = self.done / self.total if self.total else 1.0
        tenth = int(share * 10)
        if not self.live and tenth == self._shown:
            return
        self._shown = tenth
        filled = int(share * self.WIDTH)
        line = f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {self.done}/{self.total} games"
        self.stream.write(f"\r{line}" if self.live else f"{line}\n")
        self.stream.flush()


def is_url(place: str) -> bool:
    return "://" in place


def named(place: str) -> str:
    """SOURCE or TARGET as a message shows it: quoted, a URL without its password."""
    return shown(place) if is_url(place) else repr(place)


async def open_source(place: str) -> Store:
    """The store at SOURCE, opened; Refused if there is none or it cannot be read."""
    if not is_url(place) and not Path(place).is_file():
        raise Refused(f"SOURCE {named(place)} does not exist (give the bot's DATABASE file, or a URL)")
    return await opened(place, "SOURCE", "read")


async def open_target(place: str) -> Store:
    """The store at TARGET, opened (a new SQLite file is created); Refused if it cannot be."""
    if not is_url(place) and not Path(place).parent.is_dir():
        raise Refused(
            f"cannot create TARGET {named(place)}: the folder {str(Path(place).parent)!r} does not exist"
        )
    return await opened(place, "TARGET", "create or open")


async def opened(place: str, role: str, verb: str) -> Store:
    try:
        store = open_store(place)
    except UnknownDatabase as exc:
        raise Refused(f"{role} {named(place)}: {exc}") from None
    try:
        await store.open()
    except Exception as exc:  # any backend's "not a database", permissions, a newer schema
        await store.close()
        raise Refused(f"cannot {verb} {role} {named(place)}: {exc}") from None
    return store


def refusal_of_full(place: str, held: dict[str, int]) -> Refused:
    what = ", ".join(f"{table}: {count}" for table, count in held.items() if count)
    return Refused(f"TARGET {named(place)} is not empty ({what}): copy-db copies only into an empty database")


async def copy_database(
    source_place: str,
    target_place: str,
    *,
    stream: TextIO,
    bar: Callable[[int, TextIO], Bar] = Bar,
    batch: int = 100,
) -> Report:
    """Copy SOURCE into TARGET and check the copy; Refused before anything is written. `batch`:
    the games read (and the bar moved) at a time."""
    source = await open_source(source_place)
    try:
        target = await open_target(target_place)
        try:
            return await copy_between(source, target, target_place, stream=stream, bar=bar, batch=batch)
        finally:
            await target.close()
    finally:
        await source.close()


async def copy_between(
    source: Store,
    target: Store,
    target_place: str,
    *,
    stream: TextIO,
    bar: Callable[[int, TextIO], Bar],
    batch: int,
) -> Report:
    held = await target.table_counts()
    if any(held.values()):
        raise refusal_of_full(target_place, held)
    expected = await source.table_counts()
    progress = bar(expected["games"], stream)
    try:
        async with aclosing(source.dump(batch)) as rows:
            copied = await target.load(counted(rows, progress))
    except NotEmpty as exc:  # something wrote to TARGET meanwhile: the load wrote nothing
        raise refusal_of_full(target_place, exc.held) from None
    finally:
        progress.close()
    report = Report(copied)
    report.failures += counts_differ(expected, copied, await target.table_counts())
    if not report.failures:
        report.replayed, failures = await check_copy(source, target, batch)
        report.failures += failures
    return report


async def counted(rows: AsyncIterator[TableRows], progress: Bar) -> AsyncGenerator[TableRows, None]:
    """The dump's rows, moving the bar on as each batch of games has been written with its rows."""
    pending = 0
    async for chunk in rows:
        if chunk.table == "games" and pending:
            progress.advance(pending)
            pending = 0
        yield chunk
        if chunk.table == "games":
            pending = len(chunk.rows)
    progress.advance(pending)


def counts_differ(source: dict[str, int], copied: dict[str, int], target: dict[str, int]) -> list[str]:
    """A line for each table whose rows in TARGET are not those of SOURCE."""
    return [
        f"{table}: {source[table]} rows in SOURCE, {copied.get(table, 0)} copied, "
        f"{target.get(table, 0)} in TARGET"
        for table in TABLES
        if not source[table] == copied.get(table, 0) == target.get(table, 0)
    ]


async def check_copy(source: Store, target: Store, batch: int) -> tuple[int, list[str]]:
    """Walk both databases' dumps in step: every row of TARGET must be SOURCE's (the first row
    that differs is named, per table), and every game's log must replay to its snapshot; (games
    replayed, what failed). Only when the counts match: otherwise the dumps do not line up."""
    replays = Replays()
    failures: list[str] = []
    differing: set[str] = set()
    async with aclosing(source.dump(batch)) as theirs, aclosing(target.dump(batch)) as ours:
        async for copy in ours:
            original = await anext(theirs, None)
            if copy != original and copy.table not in differing:
                differing.add(copy.table)
                failures.append(f"{copy.table}: {first_difference(copy, original)}")
            replays.take(copy)
    return replays.finish(), failures + replays.failures


def first_difference(copy: TableRows, original: TableRows | None) -> str:
    """Where a chunk of TARGET's dump is not SOURCE's: the key of its first row that differs."""
    if original is None or original.table != copy.table:
        return "TARGET holds rows where SOURCE has none"
    for index, row in enumerate(copy.rows):
        if index >= len(original.rows) or row != original.rows[index]:
            key = ", ".join(f"{column} {row[column]}" for column in KEYS[copy.table])
            return f"the row of {key} in TARGET is not SOURCE's"
    return "SOURCE holds rows that TARGET lacks"


class Replays:
    """Each batch of a dump's games, replayed from their events when the next batch comes."""

    def __init__(self) -> None:
        self.replayed = 0
        self.failures: list[str] = []
        self._games: list[dict[str, Any]] = []
        self._events: dict[int, list[dict[str, Any]]] = {}

    def take(self, chunk: TableRows) -> None:
        if chunk.table == "games":
            self.finish()
            self._games, self._events = chunk.rows, {}
        elif chunk.table == "events":
            for event in chunk.rows:
                self._events.setdefault(event["game_id"], []).append(event)

    def finish(self) -> int:
        """Check the games taken so far; the games replayed in all."""
        for game in self._games:
            problem = replay_problem(game, self._events.get(game["id"], []))
            if problem is not None:
                self.failures.append(problem)
            elif game["snapshot"] is not None:
                self.replayed += 1
        self._games, self._events = [], {}
        return self.replayed


def replay_problem(game: dict[str, Any], events: list[dict[str, Any]]) -> str | None:
    """Why the game's action log does not rebuild its snapshot, or None when it does (a lobby has
    neither)."""
    number, snapshot = game["id"], game["snapshot"]
    actions = [event["action"] for event in sorted(events, key=lambda event: event["seq"])]
    if snapshot is None:
        return f"game {number}: {len(actions)} actions but no snapshot" if actions else None
    if len(actions) != game["version"]:
        return f"game {number}: at version {game['version']} but {len(actions)} actions in its log"
    try:
        state = record_from_json({"config": game["config"], "actions": actions})
    except RulesError as exc:
        return f"game {number}: its log does not replay ({exc!r})"
    if json.loads(json.dumps(state_to_json(state))) != snapshot:
        return f"game {number}: its log replays to another state than its snapshot"
    return None
