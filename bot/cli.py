"""The bot's entry point: `python -m bot` (run) and `python -m bot sync` (global command sync).

Settings come from the environment and `.env` in the current directory (bot/settings.py, every
one documented in .env.example). Logging goes to stderr. A bad setting, a missing token or a token
Discord refuses is reported on stderr (one line; the missing token gets a paragraph on how to make
one) with exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
import textwrap
from typing import NoReturn

import aiohttp
import discord

from bot.app import OriginsBot
from bot.settings import Settings, SettingsError

EXIT_BAD_INPUT = 2
EXIT_NO_CONNECTION = 1

# The permissions the invite asks for: (discord.Permissions flag, the name the Developer Portal shows).
# The bot posts the lobby, the table and turn prompts (send, embed, attach, also inside threads),
# edits or fetches its earlier messages (read history) and answers slash commands. It mentions
# only players, so it needs no Mention Everyone; it asks for no privileged intents.
INVITE_PERMISSIONS: tuple[tuple[str, str], ...] = (
    ("view_channel", "View Channels"),
    ("send_messages", "Send Messages"),
    ("send_messages_in_threads", "Send Messages in Threads"),
    ("embed_links", "Embed Links"),
    ("attach_files", "Attach Files"),
    ("read_message_history", "Read Message History"),
    ("use_application_commands", "Use Slash Commands"),
)
INVITE_SCOPES = ("bot", "applications.commands")
PORTAL = "https://discord.com/developers/applications"
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
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the bot or sync its commands; returns the exit code (0, 1 without a connection, 2 bad input)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, or a usage error argparse has already reported
        return exc.code if isinstance(exc.code, int) else EXIT_BAD_INPUT
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(
            f"{parser.prog}: error: {exc} (set in .env or the environment; see .env.example)", file=sys.stderr
        )
        return EXIT_BAD_INPUT
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
            OriginsBot(settings).run(settings.token, log_handler=None)  # logging is configured above
    except discord.LoginFailure as exc:
        print(
            f"{parser.prog}: error: Discord refused the token ({exc}); copy a fresh one from "
            f"{PORTAL} (Bot -> Reset Token) into DISCORD_TOKEN in .env",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    except aiohttp.ClientConnectionError as exc:
        print(f"{parser.prog}: error: cannot reach Discord: {exc}", file=sys.stderr)
        return EXIT_NO_CONNECTION
    return 0


async def sync_commands(settings: Settings) -> tuple[int, int | None]:
    """Log in (REST only, no gateway), sync the command tree globally; (commands synced, application id)."""
    async with OriginsBot(settings) as bot:
        await bot.login(settings.token)  # fetches the application id, then runs setup_hook (loads the cog)
        synced = await bot.tree.sync()
        return len(synced), bot.application_id
