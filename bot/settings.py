"""The bot's settings, read from the environment (and a `.env` file), documented in .env.example."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class SettingsError(ValueError):
    """A setting that cannot be used; the message names it."""


@dataclass(frozen=True)
class Settings:
    token: str = ""
    database: Path = Path("origins.sqlite3")
    dev_guild: int | None = None  # instant command sync to this guild while developing
    log_level: str = "INFO"
    ai_workers: int = 1  # processes that think for AI seats and the autopilot
    ai_seconds: float = 2.0  # the Hard AI's thinking time per decision

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Settings:
        """Settings from `env` (default: os.environ, after loading ./.env if present)."""
        if env is None:
            from dotenv import load_dotenv

            load_dotenv(Path(".env"))  # the current directory's; the real environment wins
            env = dict(os.environ)
        guild = env.get("DEV_GUILD", "").strip()
        if guild and not (guild.isascii() and guild.isdigit()):  # not "²", which int() refuses
            raise SettingsError(f"DEV_GUILD must be a server id (digits), not {guild!r}")
        level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise SettingsError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}")
        workers = _number(env, "AI_WORKERS", "1", int, 1, 16)
        seconds = _number(env, "AI_SECONDS", "2", float, 0.05, 60.0)
        return cls(
            token=env.get("DISCORD_TOKEN", "").strip(),
            database=Path(env.get("DATABASE", "").strip() or "origins.sqlite3"),
            dev_guild=int(guild) if guild else None,
            log_level=level,
            ai_workers=int(workers),
            ai_seconds=float(seconds),
        )


def _number(
    env: dict[str, str], name: str, default: str, kind: type[int] | type[float], low: float, high: float
) -> float:
    text = env.get(name, "").strip() or default
    try:
        value = kind(text)
    except ValueError:
        value = None
    if value is None or not low <= value <= high:  # NaN fails the comparison too
        raise SettingsError(f"{name} must be a number from {low:g} to {high:g}, not {text!r}")
    return value
