"""Memory over many games: the RSS of the bot and of each worker after every finished game.
Prints figures (never passes or fails).

    python bench/soak.py                 # 48 games (about ten minutes)
    python bench/soak.py --games 12      # a shorter run
    python bench/soak.py --every 4       # a line every fourth game (the summary uses them all)

The real bot (discord.py unmodified, a real SQLite file in a temporary folder, 2 drawing workers
and 1 AI worker) runs against SimCord in this process. Each game is played whole: a new member
opens it in a thread of one of four servers' channels (in turn), seats three AIs (Easy, Normal,
Hard; the Hard one thinks 50 ms a decision) and plays their own turns through the Play button
and the panel (the greedy agent choosing), while the AIs play theirs in the AI worker. The games
go round the boxes and modes (Origins Discovery, Totem and Tribe with both optional rules,
Kingdomino with Harmony and the Middle Kingdom, Kingdomino with Resource Tokens) and the three
languages, and every member has a name of their own: the pictures, their sentences and their
sizes are never all the same.

After each game (once the bot is idle) it prints the resident set size of this process (the bot,
with SimCord) and of each worker, read from /proc; at the end, each one's growth per game over
the second half of the games (a least-squares slope). Goal: no growth after the warm-up. (Each
worker imports this script, as spawn does with a main script: some 18 MB of SimCord and the
bench's imports that a worker of `python -m bot` does not have.)

SimCord keeps what Discord would keep on its servers: every message, every uploaded picture, a
log of every request. That is growth of this process that the bot has no part in: after each
game it is dropped (the game's messages and pictures, the request log). What the bot itself
keeps (discord.py's message cache, its session cache, SQLite's pages) stays.

The cyclic garbage collector runs as `python -m bot` runs it, with the heap keeper (bot/heap.py),
whose frozen heap holds the cycles that die in it until a thaw (every fifteen minutes, or when it
has grown by half): `--gc on` runs Python's collector as is, to compare.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import platform
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# Before the imports: this folder holds render.py, and the package must win.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord
import simcord.env

from bot import heap
from bot.app import OriginsBot
from bot.components import ids
from bot.i18n.languages import game_language
from bot.settings import Settings
from lang import LANGUAGES
from rules import GreedyAgent
from tests.bot.players import open_lobby, play_decision, select_with, state_of

LEVELS = ("easy", "normal", "hard")
# (slash options) of each game in turn: every box, every mode, the optional rules on.
GAMES: tuple[dict[str, Any], ...] = (
    {"mode": "discovery", "empire_of_fire": True, "homo_habilis": True},
    {"mode": "totem", "empire_of_fire": True, "homo_habilis": True},
    {"mode": "tribe", "empire_of_fire": True, "homo_habilis": True},
    {"game": "classic", "harmony": True, "middle_kingdom": True},
    {"game": "resources"},
)
SERVERS = 4  # the games' threads are opened in their channels in turn
NAMES = ("Zoë", "Łukasz", "Aiyana", "Dmitri", "Søren", "Inès", "Kwame", "Mei")


@dataclass
class Sample:
    game: int
    played: str  # the box or mode, the language and the number of decisions
    seconds: float
    bot: float
    drawing: list[float]
    ai: list[float]


def rss_mb(pid: int) -> float:
    """The resident set size of process `pid`, in MB (0 if it is gone)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0
    kb = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:"))
    return kb / 1024


def slope(values: list[float]) -> float:
    """The least-squares growth per step of `values` (0 for fewer than two)."""
    n = len(values)
    if n < 2:
        return 0.0
    mean_x, mean_y = (n - 1) / 2, sum(values) / n
    cov = sum((x - mean_x) * (y - mean_y) for x, y in enumerate(values))
    return cov / sum((x - mean_x) ** 2 for x in range(n))


async def play_one(env: Any, channel: Any, number: int) -> str:
    """Game `number` in a thread of `channel`: a new member, three AIs, played to its score sheet;
    says which."""
    member = channel.guild.add_member(env.create_user(f"{NAMES[number % len(NAMES)]} {number}"))
    options = GAMES[number % len(GAMES)]
    language = LANGUAGES[number % len(LANGUAGES)]
    thread, lobby = await open_lobby(member, channel, players=1 + len(LEVELS), language=language, **options)
    for level in LEVELS:
        lobby = (await member.select(lobby, [level], custom_id=select_with(lobby, level))).response
    # The lobby and the channel speak the game's language, the member's panel English (their locale).
    waiting = await env.bot.store.channel_game(thread.id)
    await member.click(lobby, custom_id=ids.lobby("start", waiting.id))
    agent = GreedyAgent(number)
    game, state = await state_of(env, thread)
    while game is not None:  # the AIs' turns are played before each click returns
        panel = (
            await member.click(thread.last_message, custom_id=ids.play_turn(game.id, game.version))
        ).response
        seat = state.current_player()
        while True:
            panel = await play_decision(member, panel, state, agent)
            game, state = await state_of(env, thread)
            if game is None or state.current_player() != seat or not panel.components:
                break
    (finished, *_) = await env.bot.store.history(thread.id)
    assert finished.status == "over", f"game {number} ended {finished.status}"
    forget(env, [channel.id, thread.id])
    played = options.get("game", options.get("mode"))
    return f"{played}, {game_language(finished.options)}, {finished.version}"


def forget(env: Any, channels: list[int]) -> None:
    """Drop what SimCord keeps of a finished game: Discord's storage, not the bot's memory."""
    backend = env.backend
    for channel_id in channels:
        backend.messages[channel_id].clear()
    backend.cdn._blobs.clear()
    backend.http_requests.clear()
    backend.transcript.clear()
    backend.interactions.clear()
    backend.interaction_tokens.clear()


def sample(env: Any, number: int, played: str, began: float) -> Sample:
    services = env.bot.services
    return Sample(
        game=number,
        played=played,
        seconds=time.perf_counter() - began,
        bot=rss_mb(os.getpid()),
        drawing=[rss_mb(pid) for pid in services.pictures.drawer.pids()],
        ai=[rss_mb(pid) for pid in services.autopilot.thinker.pids()],
    )


def line(s: Sample) -> str:
    drawing = " ".join(f"{v:6.1f}" for v in s.drawing)
    ai = " ".join(f"{v:6.1f}" for v in s.ai)
    return f"| {s.game:4d} | {s.played} | {s.seconds:4.0f} s | {s.bot:6.1f} | {drawing} | {ai} |"


@contextlib.contextmanager
def patient_settles() -> Iterator[None]:
    """SimCord waits at most 5 s for the bot to be idle when it starts it: on a busy machine the
    drawing workers take longer to start. Every wait may take as long as the run's settle_timeout."""
    real = simcord.env.Env._settle_internal

    async def settle(env: simcord.env.Env, *, timeout: float | None = None, **kwargs: Any) -> None:
        await real(env, timeout=None if timeout is None else max(timeout, env.settle_timeout), **kwargs)

    simcord.env.Env._settle_internal = settle  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        simcord.env.Env._settle_internal = real  # type: ignore[method-assign]


GC = ["keeper"]  # --gc


async def soak(folder: Path, games: int, every: int, ai_seconds: float) -> list[Sample]:
    settings = Settings(
        token="simcord",
        database=folder / "origins.sqlite3",
        ai_seconds=ai_seconds,
        ai_workers=1,
        render_workers=2,
    )
    bot = OriginsBot(settings)
    samples: list[Sample] = []
    # as bot.cli.serve: the keeper installed before the bot starts, a look every 10 s
    keeping = heap.kept() if GC[0] == "keeper" else contextlib.nullcontext(None)
    try:
        with patient_settles():
            async with keeping as keeper, simcord.run(bot, settle_timeout=300) as env:
                await bot.tree.sync()  # as `python -m bot sync` would
                channels = [
                    env.create_guild(f"server {i + 1}").create_text_channel("origins") for i in range(SERVERS)
                ]
                began = time.perf_counter()
                for number in range(1, games + 1):
                    played = await play_one(env, channels[number % SERVERS], number)
                    samples.append(sample(env, number, played, began))
                    if number % every == 0 or number == games:
                        print(line(samples[-1]), flush=True)
                if keeper is not None:
                    print(f"\nThe heap keeper thawed the heap {keeper.thaws - 1} times after its install.")
    finally:
        await bot.close()  # SimCord detaches the bot without closing it: the store's thread would stay
    return samples


def summary(samples: list[Sample]) -> None:
    """Each process's RSS after the first game and the last, and its growth over the second half."""
    columns = [("bot (with SimCord)", [s.bot for s in samples])]
    for i in range(len(samples[-1].drawing)):
        columns.append(
            (f"drawing worker {i + 1}", [s.drawing[i] if i < len(s.drawing) else 0.0 for s in samples])
        )
    for i in range(len(samples[-1].ai)):
        columns.append((f"AI worker {i + 1}", [s.ai[i] if i < len(s.ai) else 0.0 for s in samples]))
    half = len(samples) // 2
    print(f"\nGrowth over games {samples[half].game}–{samples[-1].game} (least squares):\n")
    print("| process | after game 1 | at the end | MB per game, second half |")
    print("| --- | --- | --- | --- |")
    for name, values in columns:
        print(f"| {name} | {values[0]:.1f} MB | {values[-1]:.1f} MB | {slope(values[half:]):+.3f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=48, help="whole games to play (48)")
    parser.add_argument("--every", type=int, default=1, help="print a line every this many games (1)")
    parser.add_argument(
        "--ai-seconds", type=float, default=0.05, help="the Hard AI's time per decision (0.05)"
    )
    parser.add_argument(
        "--gc",
        choices=("keeper", "on"),
        default="keeper",
        help="the cyclic garbage collector: with the heap keeper, as `python -m bot` runs (default), "
        "or Python's as is",
    )
    args = parser.parse_args()
    GC[0] = args.gc
    logging.basicConfig(level=logging.WARNING)
    print(
        f"Python {platform.python_version()} on {platform.machine()} ({os.cpu_count()} cores), "
        f"SimCord {simcord.__version__}, load average {os.getloadavg()[0]:.1f}; RSS in MB\n"
    )
    print("| game | box or mode, language, decisions | time | bot | drawing workers | AI worker |")
    print("| --- | --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory(prefix="origins-soak-") as tmp:
        samples = asyncio.run(soak(Path(tmp), args.games, args.every, args.ai_seconds))
    summary(samples)


if __name__ == "__main__":
    main()
