"""Discord REST requests per move: prints counts (a count, not a timing).

    python bench/requests.py            # two whole games: four members; one member against three AIs
    python bench/requests.py --quick    # the same games cut short (no score sheet)
    python bench/requests.py --json
    python bench/requests.py --before /tmp/main    # beside the same run on another checkout's code

--before DIR runs this script a second time, in a process of its own, on the bot's code in DIR (a
checkout: `git archive <commit> | tar -x -C DIR`), and prints both counts side by side.

Discord lets a bot make about 50 REST requests per second in all; the answers to an interaction
(its callback, followups, edits of its original answer) are outside that limit. The real bot runs
under SimCord (bench/latency.py's members, a real SQLite file in a temporary folder), and every
request reaching SimCord's router (`simcord.http.router.dispatch`) is noted with the click (or the
AI turn) that made it. Printed per move of each kind (a pick, a placement; a move that passes the
turn, one that keeps it, the last one with the score sheet; an AI's move) and per panel step: the
interaction answers, the requests counted against the 50 per second, and those by route.

Games: a 4-player discovery game between four members (greedy choices), then one member against
three Easy AIs (AI seats think for `AI_SECONDS`), both optional rules on; the rows "+ DM" are the
first decisions of a third game whose members asked for a DM on their turn (`/origins notify`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextvars
import functools
import inspect
import json
import logging
import re
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Before the imports: the bot's code from --code DIR (another checkout), else this one's.
sys.path.insert(
    0, sys.argv[sys.argv.index("--code") + 1] if "--code" in sys.argv else str(Path(__file__).parent.parent)
)

import simcord
from simcord.http import router

from bench.latency import Players, Recorder, Table, tables
from bot.app import OriginsBot
from bot.settings import Settings
from rules import GameState, Pick, Place, state_from_json

CODE = Path(inspect.getfile(OriginsBot)).resolve().parent.parent  # the checkout the bot's code came from
AI_SECONDS = 0.05
DM_DECISIONS = 24
_ai_turn: contextvars.ContextVar[bool] = contextvars.ContextVar("ai_turn", default=False)


def route(method: str, path: str) -> str:
    """The request's route, its ids and tokens named: "PATCH channels/{id}/messages/{id}"."""
    parts = path.strip("/").split("/")
    if parts[0] == "webhooks" and len(parts) >= 3:
        parts[2] = "{token}"
    if parts[0] == "interactions" and len(parts) >= 3:
        parts[2] = "{token}"
    return f"{method} " + "/".join("{id}" if re.fullmatch(r"\d+", p) else p for p in parts)


def answers_an_interaction(path: str) -> bool:
    """Whether the request answers an interaction (outside the global limit): its callback, a
    followup, or an edit of its answer (webhooks/{application}/{token}/...)."""
    head = path.strip("/").split("/")[0]
    return head in ("interactions", "webhooks")


@dataclass
class Request:
    label: str  # "panel", "move", "ai", "lobby"
    method: str
    path: str


@dataclass
class Tally:
    """Requests of one kind of move: how many moves, and their requests by route."""

    moves: int = 0
    answers: Counter[str] = field(default_factory=Counter)
    counted: Counter[str] = field(default_factory=Counter)

    def add(self, requests: list[Request]) -> None:
        for r in requests:
            (self.answers if answers_an_interaction(r.path) else self.counted)[route(r.method, r.path)] += 1

    def figures(self) -> dict[str, Any]:
        n = max(self.moves, 1)
        return {
            "moves": self.moves,
            "interaction_answers": sum(self.answers.values()) / n,
            "counted": sum(self.counted.values()) / n,
            "answers_by_route": {k: v / n for k, v in sorted(self.answers.items())},
            "counted_by_route": {k: v / n for k, v in sorted(self.counted.items())},
        }


class Log:
    """Every REST request the bot makes, with the kind of the click (or AI turn) in hand."""

    def __init__(self, rec: Recorder) -> None:
        self.rec = rec
        self.requests: list[Request] = []
        self.ai_turns = 0

    def install(self, env: Any) -> Callable[[], None]:
        original = router.dispatch
        autopilot = env.bot.services.autopilot
        ai_turn = autopilot._try_ai_turn

        def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
            label = "ai" if _ai_turn.get() else self.rec.kind
            self.requests.append(Request(label, method, path))
            return original(backend, method, path, **kwargs)

        @functools.wraps(ai_turn)
        async def counted_ai_turn(game_id: int) -> bool:
            _ai_turn.set(True)  # this task's context only: the runner's
            played = bool(await ai_turn(game_id))
            self.ai_turns += played
            return played

        router.dispatch = dispatch
        autopilot._try_ai_turn = counted_ai_turn

        def undo() -> None:
            router.dispatch = original
            del autopilot._try_ai_turn

        return undo


def kind_of(before: GameState, action: Any, after: GameState) -> str:
    """The move's row in the table."""
    what = "pick" if isinstance(action, Pick) else "placement" if isinstance(action, Place) else "other"
    if after.is_over:
        return "last move (score sheet)"
    if after.current_player() == before.current_player():
        return f"{what}, keeps the turn"
    return f"{what}, passes the turn"


class Counting(Players):
    """bench/latency.py's members, each decision's requests tallied by the kind of its move."""

    def __init__(self, env: Any, rec: Recorder, log: Log) -> None:
        super().__init__(env, rec)
        self.log = log
        self.tallies: dict[str, Tally] = {}
        self.suffix = ""  # added to the kinds of the moves of a table whose members want DMs

    def tally(self, kind: str) -> Tally:
        return self.tallies.setdefault(kind, Tally())

    async def counted_decision(self, table: Table) -> bool:
        """One decision of the pending member, its requests tallied; False once the game is over."""
        state = table.state
        assert state is not None
        before = state.copy()
        since, ai_since = len(self.log.requests), self.log.ai_turns
        chosen: list[Any] = []
        original = self._carry_out

        async def carry_out(member: Any, panel: Any, action: Any) -> Any:
            chosen.append(action)
            return await original(member, panel, action)

        self._carry_out = carry_out  # type: ignore[method-assign]
        try:
            await self.decide_once(table)
        finally:
            del self._carry_out
        after = before.copy()
        after.play(chosen[0])
        mine = self.log.requests[since:]
        kind = kind_of(before, chosen[0], after) + self.suffix
        self.tally(kind).moves += 1
        self.tally(kind).add([r for r in mine if r.label == "move"])
        self.tally("panel step").add([r for r in mine if r.label == "panel"])
        ai = self.log.ai_turns - ai_since
        if ai:
            self.tally("an AI's move").moves += ai
            self.tally("an AI's move").add([r for r in mine if r.label == "ai"])
        return not after.is_over and not (await self._over(table))

    async def decide_once(self, table: Table) -> None:
        """latency.Players.decide without starting the next game; the replica is read back from
        the store afterwards (AI seats move too)."""
        start = self.start

        async def no_next_game(table: Table) -> None:
            return None

        self.start = no_next_game  # type: ignore[method-assign]
        try:
            await self.decide(table)
        finally:
            self.start = start  # type: ignore[method-assign]
        row = await self.env.bot.store.game(table.game_id)
        state = state_from_json(row.snapshot)
        if table.state is not None and state.current_player() != table.state.current_player():
            table.panel = None
        table.state = state

    async def _over(self, table: Table) -> bool:
        return table.state is None or table.state.is_over

    async def start_against_ais(self, table: Table, levels: list[str]) -> None:
        """`/origins new`, three AIs added through the lobby's select, Start."""
        creator = table.members[0]
        self.rec.kind = "lobby"
        options = {"mode": "discovery", "players": 4, "empire_of_fire": True, "homo_habilis": True}
        await creator.slash(table.channel, "origins new origins", **options)
        (table.place,) = table.channel.threads
        lobby = next(m for m in table.place.history() if m.components)
        for level in levels:
            select = next(
                c
                for row in lobby.components
                for c in (row["components"] if isinstance(row, dict) else [x.to_dict() for x in row.children])
                if c["type"] == 3 and any(o["value"] == level for o in c.get("options", ()))
            )
            lobby = (await creator.select(lobby, [level], custom_id=select["custom_id"])).response
        await creator.click(lobby, label="Start")
        store = self.env.bot.store
        row = await store.channel_game(table.place.id)
        table.game_id = row.id
        table.state = state_from_json(row.snapshot)
        table.seats = {s.seat: creator for s in await store.seats(row.id) if s.user_id == creator.id}
        table.panel = None


async def play(env: Any, rec: Recorder, log: Log, decisions: int) -> dict[str, Any]:
    """Four members play a game; then one member against three Easy AIs; then four members who
    asked for a DM on their turn (`/origins notify`) play the first `DM_DECISIONS` decisions."""
    players = Counting(env, rec, log)
    first, second, third = tables(env, 3)
    await players.start(third)
    for member in third.members:
        await member.slash(third.place, "origins notify", on=True)
    players.suffix = " + DM"
    for _ in range(DM_DECISIONS):
        await players.counted_decision(third)
    players.suffix = ""
    await players.start(first)
    for _ in range(decisions):
        if not await players.counted_decision(first):
            break
    await players.start_against_ais(second, ["easy", "easy", "easy"])
    for _ in range(decisions):
        if not await players.counted_decision(second):
            break
    panel_clicks = sum(1 for c in rec.clicks if c.kind == "panel")
    players.tally("panel step").moves = panel_clicks
    return {kind: t.figures() for kind, t in sorted(players.tallies.items())}


async def with_bot(folder: Path, decisions: int) -> dict[str, Any]:
    settings = Settings(
        token="simcord", database=folder / "origins.sqlite3", render_workers=0, ai_seconds=AI_SECONDS
    )
    bot = OriginsBot(settings)
    rec, log = Recorder(), None
    try:
        async with simcord.run(bot, settle_timeout=600) as env:
            await bot.tree.sync()
            log = Log(rec)
            undo_clock = _install_clock(env, rec)
            undo = log.install(env)
            try:
                return await play(env, rec, log, decisions)
            finally:
                undo()
                undo_clock()
    finally:
        await bot.close()


def _install_clock(env: Any, rec: Recorder) -> Callable[[], None]:
    """The recorder sees each click (its kind, set by the members' side)."""
    env.backend.subscribers.insert(0, rec.event)
    return lambda: env.backend.subscribers.remove(rec.event)


ORDER = (
    "pick, passes the turn",
    "pick, keeps the turn",
    "placement, passes the turn",
    "placement, keeps the turn",
    "other, passes the turn",
    "other, keeps the turn",
    "an AI's move",
    "last move (score sheet)",
    "pick, passes the turn + DM",
    "placement, passes the turn + DM",
    "other, passes the turn + DM",
    "pick, keeps the turn + DM",
    "placement, keeps the turn + DM",
    "other, keeps the turn + DM",
    "panel step",
)


def print_table(figures: dict[str, Any]) -> None:
    print("| move | moves | interaction answers | requests counted (50/s) | counted, by route |")
    print("| --- | --- | --- | --- | --- |")
    for kind in [k for k in ORDER if k in figures] + [k for k in figures if k not in ORDER]:
        f = figures[kind]
        routes = "; ".join(f"{r} ×{n:.2f}" for r, n in f["counted_by_route"].items()) or "none"
        print(f"| {kind} | {f['moves']} | {f['interaction_answers']:.2f} | {f['counted']:.2f} | {routes} |")


def print_side_by_side(before: dict[str, Any], after: dict[str, Any], where: str) -> None:
    print(
        "| move | interaction answers, before → now | counted (50/s), before → now | counted now, by route |"
    )
    print("| --- | --- | --- | --- |")
    kinds = [k for k in ORDER if k in after or k in before] + [k for k in after if k not in ORDER]
    for kind in kinds:
        b, a = before.get(kind), after.get(kind)

        def cell(key: str, b: Any = b, a: Any = a) -> str:
            return " → ".join("–" if f is None else f"{f[key]:.2f}" for f in (b, a))

        routes = (
            "; ".join(f"{r} ×{n:.2f}" for r, n in (a or {}).get("counted_by_route", {}).items()) or "none"
        )
        print(f"| {kind} | {cell('interaction_answers')} | {cell('counted')} | {routes} |")
    print(f"\nbefore: the bot's code in {where}; now: {CODE}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="40 decisions a game (no score sheet)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--code", help="the bot's code from this checkout (read before the imports)")
    parser.add_argument("--before", help="also run on the bot's code of this checkout, side by side")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    decisions = 40 if args.quick else 10_000
    before = None
    if args.before:
        command = [sys.executable, __file__, "--json", "--code", args.before] + (
            ["--quick"] if args.quick else []
        )
        before = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    with tempfile.TemporaryDirectory(prefix="origins-requests-") as tmp:
        figures = asyncio.run(with_bot(Path(tmp), decisions))
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(f"SimCord {simcord.__version__}; REST requests per move (per panel step), averaged:\n")
    if before is not None:
        print_side_by_side(before, figures, args.before)
    else:
        print_table(figures)


if __name__ == "__main__":
    main()
