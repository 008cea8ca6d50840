"""The bot as deploy/origins.service runs it, against the fake Discord on loopback: a user who is not
root, its working directory (the install folder, where `.env` is) and its code read-only to it,
`DATABASE` in the one folder it may write, stopped by SIGTERM to the bot alone (`KillMode=mixed`).

systemd itself is not here to apply the unit's sandbox (tests/test_service_unit.py checks the unit
file, and `systemd-analyze verify` it where systemd is installed); this run shows that the bot needs
no more than that sandbox leaves it. Root may write anywhere: run as root, the tests start the bot
as `nobody` or, where nobody cannot run this Python, as root stripped of every capability, which
the folders' modes then bind as they bind any user (the unit takes them all away too).
"""

from __future__ import annotations

import asyncio
import os
import pwd
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.e2e.fake_discord import TOKEN, FakeDiscord
from tests.e2e.test_lifecycle import (
    BOOTSTRAP,
    ROOT,
    STEP,
    BotProcess,
    command_line,
    linux_only,
    processes,  # noqa: F401 (a fixture)
    running,
    two_ais_playing,
)
from tests.patience import until

UNPRIVILEGED = "nobody"
# What the bot's user must manage: import the bot, and start a Python process (its workers).
CAN_RUN = "import subprocess, sys, bot.cli; subprocess.run([sys.executable, '-c', ''], check=True)"
# setpriv (util-linux) as systemd's NoNewPrivileges= and empty CapabilityBoundingSet= leave a process
CAPLESS = ("setpriv", "--bounding-set=-all", "--inh-caps=-all", "--no-new-privs")


class User(NamedTuple):
    """Who the bot runs as, and how: `prefix` is put before its command line."""

    what: str
    prefix: tuple[str, ...] = ()
    uid: int | None = None  # the owner to give the data folder; None: the tests' own user
    gid: int | None = None

    def command(self, *argv: str) -> list[str]:
        return [*self.prefix, *argv]


def as_nobody() -> User | None:
    try:
        entry = pwd.getpwnam(UNPRIVILEGED)
    except KeyError:
        return None
    ids = (f"--reuid={entry.pw_uid}", f"--regid={entry.pw_gid}", "--clear-groups")
    return User(UNPRIVILEGED, (*CAPLESS, *ids, "--"), entry.pw_uid, entry.pw_gid)


def service_user(install: Path) -> User:
    """The tests' own user if it is not root. As root: nobody, when it may run this Python and this
    checkout; else root without any capability (no file access beyond what the modes allow its
    owner: the read-only install folder stays read-only), as systemd's empty
    CapabilityBoundingSet= leaves it."""
    if os.geteuid() != 0:
        return User("the tests' user")
    if shutil.which("setpriv") is None:
        pytest.skip("running as root, and setpriv (util-linux) is not on PATH to drop root's powers")
    nobody = as_nobody()
    candidates = [nobody] if nobody is not None else []
    for user in [*candidates, User("root without capabilities", (*CAPLESS, "--"))]:
        if runs(user, install):
            return user
    pytest.skip(f"neither {UNPRIVILEGED} nor root without capabilities can run {sys.executable} on {ROOT}")


def runs(user: User, install: Path) -> bool:
    """Whether `user` can import the bot and start a Python process here."""
    done = subprocess.run(
        user.command(sys.executable, "-c", CAN_RUN),
        cwd=install,
        env={"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", "")},
        capture_output=True,
        timeout=STEP,
        check=False,
    )
    return done.returncode == 0


@pytest.fixture
def folders() -> Iterator[tuple[Path, Path, Path]]:
    """(install folder, data folder, log folder) where the bot's user can reach them: pytest's
    tmp_path is private to the user running the tests."""
    base = Path(tempfile.mkdtemp(prefix="origins-service-"))
    try:
        base.chmod(0o755)
        install, data, logs = base / "opt", base / "lib", base / "log"
        for folder in (install, data, logs):
            folder.mkdir()
        yield install, data, logs
    finally:
        install.chmod(0o755)  # whoever runs the tests may remove it
        shutil.rmtree(base)


class ServiceProcess(BotProcess):
    """`python -m bot` as the unit runs it: as `user`, in the install folder, settings from its .env."""

    def __init__(self, fake: FakeDiscord, install: Path, logs: Path, user: User) -> None:
        super().__init__(fake, install)
        self.log_path = logs / "bot.log"
        self.user = user
        for name in ("DISCORD_TOKEN", "DATABASE"):  # the service's settings are in .env
            del self.env[name]

    async def start(self, *args: str) -> asyncio.subprocess.Process:
        with self.log_path.open("wb") as log:
            self.proc = await asyncio.create_subprocess_exec(
                *self.user.command(sys.executable, "-c", BOOTSTRAP, *args),
                cwd=self.folder,
                env=self.env,
                stdin=asyncio.subprocess.DEVNULL,
                start_new_session=True,
                stdout=log,
                stderr=log,
            )
        return self.proc


def set_up(install: Path, data: Path, user: User, guild: int) -> Path:
    """The install folder read-only with its .env (readable by the bot's group only, as the guide
    has it), the data folder the bot's own; the database's path."""
    database = data / "origins.sqlite3"
    env = install / ".env"
    env.write_text(
        f"DISCORD_TOKEN={TOKEN}\nDATABASE={database}\nDEV_GUILD={guild}\nAI_WORKERS=1\nAI_SECONDS=0.05\n"
    )
    env.chmod(0o640)
    if user.uid is not None and user.gid is not None:
        os.chown(env, -1, user.gid)
        os.chown(data, user.uid, user.gid)
    data.chmod(0o750)
    install.chmod(0o555)
    return database


@linux_only
@pytest.mark.fake_discord(members=("ann",))
async def test_the_bot_runs_in_the_units_sandbox(
    fake: FakeDiscord,
    folders: tuple[Path, Path, Path],
    processes: list[BotProcess],  # noqa: F811 (the fixture imported above)
) -> None:
    """Settings from the install folder's .env, two AIs playing in a worker process, SIGTERM to the
    bot alone: exit 0, the moves in the database, nothing written in the install folder."""
    install, data, logs = folders
    user = service_user(install)
    database = set_up(install, data, user, fake.guild_id)
    bot = ServiceProcess(fake, install, logs, user)
    processes.append(bot)
    proc = await bot.start()
    game = await two_ais_playing(fake, bot)
    await until(
        lambda: any("spawn_main" in command_line(pid) for pid in bot.children()), "an AI worker process"
    )
    children = bot.children()

    proc.send_signal(signal.SIGTERM)  # KillMode=mixed: the main process only
    code = await asyncio.wait_for(proc.wait(), STEP)
    log = bot.log
    assert code == 0, log
    assert "closed on SIGTERM" in log and "Traceback" not in log, log
    await until(lambda: running(children) == [], "the worker processes to stop")

    assert [path.name for path in install.iterdir()] == [".env"], user.what
    assert not Path(f"{database}-wal").exists()
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        (events,) = db.execute("SELECT COUNT(*) FROM events WHERE game_id = ?", (game,)).fetchone()
    db.close()
    assert events >= 1
    if user.uid is not None:
        assert database.stat().st_uid == user.uid
