"""The bot's entry point: `python -m bot` (run), `python -m bot sync` (global command sync),
`python -m bot ratings --recompute` (rebuild every rating from the stored results; no token needed)
`python -m bot copy-db SOURCE TARGET` (a whole database into an empty one, bot/copy_db.py; no
settings needed) and `python -m bot backup DEST` (a copy of the SQLite DATABASE while the bot runs,
bot/backups.py; no token needed).

Settings come from the environment and `.env` in the current directory (bot/settings.py, every
one documented in .env.example). Logging goes to stderr. A bad setting (the DATABASE path is
checked on disk too), a missing token or a token Discord refuses is reported on stderr (one line;
the missing token gets a paragraph on how to make one) with exit code 2, never a traceback; all but
the refused token and the shards Discord asks for (SHARD_COUNT: a bot in 2,500 servers or more) are
found before connecting to Discord.

SIGTERM (what systemd, Docker and Kubernetes send to stop a service) and SIGINT (Ctrl-C) close the
bot as discord.py closes it on Ctrl-C: `OriginsBot.close` stops the deadlines and the AI workers,
leaves the gateway and closes the store, then the process exits with code 0. A second signal
during that close is not caught any more: it stops the process at once.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sqlite3
import sys
import textwrap
from datetime import UTC, datetime
from pathlib import Path
from typing import NoReturn

import aiohttp
import discord

from bot import heap
from bot.app import OriginsBot, make_bot
from bot.settings import Settings, SettingsError, check_database, is_postgres, shown

EXIT_BAD_INPUT = 2
EXIT_NO_CONNECTION = 1
EXIT_CHECK_FAILED = 1  # copy-db: the copy was made, but a check of it failed
EXIT_INTERRUPTED = 130  # a second Ctrl-C while closing: the shell's code for death by SIGINT
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)

log = logging.getLogger(__name__)

# The permissions the invite asks for: (discord.Permissions flag, the name the Developer Portal shows).
# The bot opens a public thread for each game (create public threads), posts the lobby, the table
# and turn prompts (send, embed, attach, also inside threads), edits or fetches its earlier
# messages (read history) and answers slash commands. It mentions only players, so it needs no
# Mention Everyone; it asks for no privileged intents.
INVITE_PERMISSIONS: tuple[tuple[str, str], ...] = (
    ("view_channel", "View Channels"),
    ("send_messages", "Send Messages"),
    ("create_public_threads", "Create Public Threads"),
    ("send_messages_in_threads", "Send Messages in Threads"),
    ("embed_links", "Embed Links"),
    ("attach_files", "Attach Files"),
    ("read_message_history", "Read Message History"),
    ("use_application_commands", "Use Slash Commands"),
)
INVITE_SCOPES = ("bot", "applications.commands")
PORTAL = "https://discord.com/developers/applications"
# The gateway's close codes that a setting causes, and what to change (docs/operators.md).
GATEWAY_REFUSALS = {
    4010: "Discord refused a shard: check SHARD_COUNT and SHARD_IDS in .env (each id below SHARD_COUNT)",
    4011: (
        "Discord requires shards: one connection may serve at most 2,500 servers. Set SHARD_COUNT in "
        ".env (one shard per 1,000 servers is Discord's advice; see docs/operators.md, Running for "
        "many servers)"
    ),
}
LOG_FORMAT = "[{asctime}] [{levelname:<8}] {name}: {message}"  # discord.py's plain format
LOG_DATE = "%Y-%m-%d %H:%M:%S"


def invite_permissions() -> discord.Permissions:
    """The permissions of INVITE_PERMISSIONS, as Discord counts them."""
    return discord.Permissions(**dict.fromkeys((flag for flag, _ in INVITE_PERMISSIONS), True))


def invite_url(application_id: int | str = "<APPLICATION_ID>") -> str:
    """The OAuth2 URL that adds the bot to a server with its scopes and permissions."""
    return (
        f"https://discord.com/oauth2/authorize?client_id={application_id}"
        f"&scope={'+'.join(INVITE_SCOPES)}&permissions={invite_permissions().value}"
    )


def no_token_help(prog: str) -> str:
    """One paragraph: how to create the Discord application, get its token and invite the bot."""
    names = [name for _, name in INVITE_PERMISSIONS]
    text = (
        "No Discord token: DISCORD_TOKEN is not set (in .env or the environment). To get one, create "
        f"an application at {PORTAL} (New Application), open its Bot page, press Reset Token and copy "
        "the token; then copy .env.example to .env in this directory and put the token after "
        "DISCORD_TOKEN= (keep it secret: whoever has it controls the bot). To invite the bot to your "
        "server, open OAuth2 -> URL Generator, tick the scopes "
        f"{' and '.join(INVITE_SCOPES)} and the bot permissions {', '.join(names[:-1])} and "
        f"{names[-1]} (nothing more: not Mention Everyone, not Administrator), and open the "
        f"generated URL; it has the form {invite_url()} (the Application ID is on the General "
        f"Information page). Then run {prog} again; set DEV_GUILD in .env to your server's id for "
        "instant command sync while developing."
    )
    return textwrap.fill(text, width=100, break_long_words=False, break_on_hyphens=False)


def configure_logging(level: str) -> None:
    """Log records of `level` and above to stderr, with time, level and logger name.

    Colours only on a terminal: discord.py's own choice also colours whatever runs inside Docker,
    which puts escape codes into redirected logs. `discord.http` logs every request and rate limit
    at DEBUG and INFO: it is held at WARNING (or the chosen level, when that is quieter).
    """
    number = logging.getLevelNamesMapping()[level]
    handler = logging.StreamHandler(sys.stderr)
    plain = {} if sys.stderr.isatty() else {"formatter": logging.Formatter(LOG_FORMAT, LOG_DATE, style="{")}
    discord.utils.setup_logging(handler=handler, level=number, root=True, **plain)
    logging.getLogger("discord.http").setLevel(max(logging.WARNING, number))


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (like every other bad input), exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see --help)\n")


def build_parser() -> argparse.ArgumentParser:
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    prog = name if name.startswith("origins-bot") else "python -m bot"
    parser = _Parser(
        prog=prog,
        description="The Kingdomino Origins Discord bot. Settings come from the environment and from "
        ".env in the current directory (see .env.example).",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.add_parser(
        "run",
        help="connect to Discord and host games (the default); with DEV_GUILD set, the commands are "
        "synced to that server at start-up",
    )
    commands.add_parser(
        "sync",
        help="log in, publish the slash commands to every server (global sync), print how many, exit",
    )
    ratings = commands.add_parser(
        "ratings",
        help="the ratings in DATABASE; --recompute rebuilds them from the stored results (no token needed)",
    )
    ratings.add_argument(
        "--recompute",
        action="store_true",
        required=True,
        help="replay every finished game of every server in finishing order and rewrite the ratings "
        "(after an upgrade that rates games finished before it, or a change of the rating rules)",
    )
    copy = commands.add_parser(
        "copy-db",
        help="copy every game, seat, event, deadline, preference, result and rating of SOURCE into "
        "the empty database TARGET, then check the copy (no token needed; stop the bot first)",
    )
    copy.add_argument("source", metavar="SOURCE", help="a SQLite file (the bot's DATABASE) or a database URL")
    copy.add_argument(
        "target",
        metavar="TARGET",
        help="a SQLite file (created if missing) or a database URL (postgresql://...); must hold nothing",
    )
    backup = commands.add_parser(
        "backup",
        help="a consistent copy of the SQLite DATABASE, taken while the bot runs, checked (integrity, "
        "every game replayed to its snapshot); no token needed",
    )
    backup.add_argument(
        "dest",
        metavar="DEST",
        help="the new file to write, or a folder (then a file named by the time in it); never overwritten",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the bot or sync its commands; the exit code: 0 (also after SIGTERM or Ctrl-C), 1 without a
    connection, 2 bad input, 130 when a second Ctrl-C cut the close short."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, or a usage error argparse has already reported
        return exc.code if isinstance(exc.code, int) else EXIT_BAD_INPUT
    if args.command == "copy-db":  # two databases named on the command line: no settings, no Discord
        return copy_db(parser.prog, args.source, args.target)
    try:
        settings = Settings.from_env()
        if args.command != "backup":  # a backup only reads DATABASE (and of PostgreSQL, nothing)
            check_database(settings.database)
    except SettingsError as exc:
        print(
            f"{parser.prog}: error: {exc} (set in .env or the environment; see .env.example)", file=sys.stderr
        )
        return EXIT_BAD_INPUT
    if args.command == "backup":  # the database only: no token, no Discord
        return backup(parser.prog, settings.database, args.dest)
    if (
        args.command == "ratings"
        and not is_postgres(settings.database)
        and not Path(settings.database).is_file()
    ):
        print(
            f"{parser.prog}: error: DATABASE {str(settings.database)!r} does not exist: no games to rate",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    if args.command == "ratings":  # the database only: no token, no Discord
        games, ratings = asyncio.run(recompute_ratings(settings))
        print(
            f"Ratings recomputed from {games} rated game{'' if games == 1 else 's'}: "
            f"{ratings} rating{'' if ratings == 1 else 's'} in {where(settings.database)}."
        )
        return 0
    if not settings.token:
        print(no_token_help(parser.prog), file=sys.stderr)
        return EXIT_BAD_INPUT
    configure_logging(settings.log_level)
    try:
        if args.command == "sync":
            count, application_id = asyncio.run(sync_commands(settings))
            print(f"{count} command{'' if count == 1 else 's'} synced globally.")
            if application_id is not None:  # login always learns it; the check is for the type
                print(f"Invite the bot with {invite_url(application_id)}")
        else:
            asyncio.run(serve(make_bot(settings), settings.token))
    except discord.LoginFailure as exc:
        print(
            f"{parser.prog}: error: Discord refused the token ({exc}); copy a fresh one from "
            f"{PORTAL} (Bot -> Reset Token) into DISCORD_TOKEN in .env",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    except discord.HTTPException as exc:
        if not _refused_dev_guild(exc, settings.dev_guild):
            raise
        print(
            f"{parser.prog}: error: DEV_GUILD {settings.dev_guild}: Discord refused the command sync there "
            f"({exc.status} {exc.text}); invite the bot to that server or fix DEV_GUILD in .env",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    except discord.ConnectionClosed as exc:
        if exc.code not in GATEWAY_REFUSALS:
            raise
        print(f"{parser.prog}: error: {GATEWAY_REFUSALS[exc.code]}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except aiohttp.ClientConnectionError as exc:
        print(f"{parser.prog}: error: cannot reach Discord: {exc}", file=sys.stderr)
        return EXIT_NO_CONNECTION
    except SettingsError as exc:  # found only as the bot starts: HEALTH_PORT taken
        print(
            f"{parser.prog}: error: {exc} (set in .env or the environment; see .env.example)", file=sys.stderr
        )
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:  # the second Ctrl-C: the close was cut short
        return EXIT_INTERRUPTED
    return 0


def where(database: Path | str) -> str:
    """The database as the bot prints it: a file's path, or a URL without its password."""
    return shown(database) if isinstance(database, str) and is_postgres(database) else str(database)


def _refused_dev_guild(exc: discord.HTTPException, guild: int | None) -> bool:
    """Whether `exc` is Discord refusing the development sync (not in that server: 403, 404)."""
    url = getattr(exc.response, "url", None)
    return guild is not None and exc.status in (403, 404) and f"/guilds/{guild}/commands" in str(url)


async def serve(bot: OriginsBot, token: str) -> None:
    """Log in, check that `/origins` is registered, stay connected until closed, SIGTERM or SIGINT.

    A stop signal cancels this task, as asyncio.run's own Ctrl-C handling does for Client.run:
    the cancellation unwinds through `async with bot`, whose exit awaits `bot.close()` whatever
    the bot was doing (logging in, syncing, connected), and the signal ends in a normal return.
    """
    loop = asyncio.get_running_loop()
    task = asyncio.current_task()
    assert task is not None  # a coroutine run by asyncio always has its task
    stopping: list[signal.Signals] = []
    installed: list[signal.Signals] = []

    def stop(signum: signal.Signals) -> None:
        if not stopping:
            log.info("%s received: closing the bot", signum.name)
            stopping.append(signum)
            task.cancel()
        for sig in installed:  # a second signal gets the default treatment: stop now
            loop.remove_signal_handler(sig)

    for sig in STOP_SIGNALS:
        try:
            loop.add_signal_handler(sig, stop, sig)
        except (NotImplementedError, RuntimeError):  # Windows, or not the main thread: Ctrl-C as usual
            continue
        installed.append(sig)
    try:
        # the collector's full passes out of the clicks' way (bot/heap.py)
        async with heap.kept(), bot:
            await bot.login(token)
            await bot.check_command_sync()
            await bot.connect()
    except asyncio.CancelledError:
        if not stopping:
            raise
        task.uncancel()
        log.info("closed on %s", stopping[0].name)
    finally:
        for sig in installed:
            loop.remove_signal_handler(sig)


async def recompute_ratings(settings: Settings) -> tuple[int, int]:
    """Rebuild the ratings table from the stored results; (games rated, ratings written)."""
    from bot.features import ratings
    from bot.store import open_store

    store = open_store(settings.database)
    await store.open()
    try:
        return await store.recompute_ratings(ratings.recount)
    finally:
        await store.close()


def bare(place: str) -> str:
    """A path as given, a URL without its password (unquoted)."""
    return shown(place)[1:-1] if "://" in place else place


def copy_db(prog: str, source: str, target: str) -> int:
    """Copy SOURCE into TARGET and print what was copied; 0, 1 (a check failed) or 2 (refused)."""
    from bot.copy_db import Refused, copy_database

    try:
        report = asyncio.run(copy_database(source, target, stream=sys.stderr))
    except Refused as exc:
        print(f"{prog}: error: {exc}; nothing was written", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(f"Copied {bare(source)} to {bare(target)}:\n{report.table()}")
    for failure in report.failures:
        print(f"{prog}: check failed: {failure}", file=sys.stderr)
    if report.failures:
        return EXIT_CHECK_FAILED
    print(f"Checked: every row is SOURCE's, {report.replayed} games replayed to their snapshots.")
    return 0


PG_DUMP = "pg_dump --format=custom --file=DEST 'postgresql://...'"  # docs/operators.md, Backups


def backup(prog: str, database: Path | str, dest: str) -> int:
    """Back DATABASE up into DEST and check the copy; 0, 1 (a check failed) or 2 (refused)."""
    from bot import backups

    if isinstance(database, str):  # a PostgreSQL URL: its server has its own tool
        print(
            f"{prog}: error: DATABASE is a PostgreSQL database: back it up with {PG_DUMP} "
            "(DATABASE's URL; docs/operators.md, Backups)",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    try:
        target = backups.destination(database, Path(dest), datetime.now(UTC))
        backups.take(database, target)
    except backups.Refused as exc:
        print(f"{prog}: error: {exc}; nothing was written", file=sys.stderr)
        return EXIT_BAD_INPUT
    except backups.Failed as exc:
        print(f"{prog}: check failed: {exc}; nothing was kept", file=sys.stderr)
        return EXIT_CHECK_FAILED
    except (OSError, sqlite3.Error) as exc:  # DEST not writable, DATABASE not a database
        reason = " ".join(str(exc).split()) or type(exc).__name__
        print(
            f"{prog}: error: cannot back up {str(database)!r} to {dest!r} ({reason}); nothing was written",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    replayed, failures = backups.replay(target)
    for failure in failures:
        print(
            f"{prog}: check failed: {failure} (the backup is kept: it is the database as it is)",
            file=sys.stderr,
        )
    if failures:
        return EXIT_CHECK_FAILED
    print(
        f"Backed up {database} to {target}: integrity checked, {replayed} games replayed to their snapshots."
    )
    return 0


async def sync_commands(settings: Settings) -> tuple[int, int | None]:
    """Log in (REST only, no gateway), sync the command tree globally; (commands synced, application id)."""
    async with make_bot(settings, serving=False) as bot:
        await bot.login(settings.token)  # fetches the application id, then runs setup_hook (loads the cog)
        synced = await bot.tree.sync()
        return len(synced), bot.application_id
