"""Bot latency: prints figures (never passes or fails on time).

    python bench/latency.py            # the figures of docs/benchmarks.md (about four minutes)
    python bench/latency.py --quick    # a smaller, faster run (about half a minute)
    python bench/latency.py --json
    python bench/latency.py --quick --one-game   # the one-game run only, with its store calls
    python bench/latency.py --quick --picture-cache both   # the bot's picture cache off, then on
    python bench/latency.py --quick --panel-first off      # pictures drawn in the order asked for
    python bench/latency.py --quick --one-game --territory-bases both   # territories whole, then over bases

The real bot (discord.py unmodified, a real SQLite file in a temporary folder) runs against
SimCord, the offline Discord simulator, in this process. Members click the bot's own components
as a person would (Play your turn, the square select, a direction, Confirm, the pick buttons...),
the choice coming from the greedy agent; 4-player games, the three modes in turn, both optional
rules on.

What the clock measures, for each click: from the moment SimCord hands INTERACTION_CREATE to the
bot's gateway parser (a listener put first on the backend's subscribers) to the moment one of the
bot's REST requests reaches SimCord's router (`simcord.http.router.dispatch`, wrapped here):

- acknowledgement: the interaction's first callback. A move (Confirm, a pick, a recruit...) and a
  panel step (Play your turn, a square, a direction, a fire square) are deferred at once, before
  anything is drawn; a refusal is answered directly.
- updated image sent: the click's first request that uploads a PNG. After a move that is the new
  decision card posted in the channel (the turn passes), the next panel's picture (the same player goes
  on) or the score sheet (the game is over); for a panel step, its answer.
- last request: after a move, the bot's last request for that click (the channel's prompt posted
  or refreshed with the decision card, the old prompt retired).

There is no network: the figures exclude Discord's round trips (the gateway event reaching the
bot, each REST call's answer coming back) and include SimCord's in-process work on the same event
loop (storing messages, feeding the bot its own MESSAGE_CREATEs). Rendering and SQLite run as the
bot runs them (worker threads, the aiosqlite thread).

Three runs, in order:

1. one game in progress, played from the start to the end through Discord (a new one, the next
   mode, when it is over), one click at a time (SimCord waits until the bot is idle);
2. N games in progress (200 in the full run): each started through the lobby, then fast-forwarded
   through the bot's session service (no Discord) to a seeded point spread over a whole game;
   one decision per game in turn, one click at a time;
3. the same N games, K members clicking at the same moment (bursts: K decisions side by side, the
   next clicks of each sent together once the bot is idle again). The K members share one wait
   for the bot to be idle (`SharedSettle`): K of SimCord's waits side by side were most of the
   event loop's work, and not the bot's.

Moves per second: decisions stored per second of wall time in each run, the members' side and
SimCord included. Store calls: each public method of the store's backend (the database behind the
cache of this process's sittings, bot/store/cached.py) is counted for the click in hand (exact
when one click runs at a time: runs 1 and 2), per decision (its panel steps and its move) and per
click; the move's click is the click path of DESIGN.md §3, from the member's click to the prompt
posted and stored. The sittings the cache answered from memory are counted apart: they cost no
call. Where a decision's time goes: the time waiting for its pictures (drawn by the
drawing worker processes, bot.workers.drawing) and inside the store's calls, per decision (runs 1 and 2).
Pictures per decision: those the bot asked for, those drawn (the others came from its picture
cache, bot.turn.pictures), and the exact repeats drawn (the same kind, state, names, language and
options drawn before in this process); `--picture-cache off` draws every one, as before the cache.
Territories drawn over a base a drawing worker kept (bot.workers.drawing.TerritoryBases) per
decision: those asked for and those that found their base in the worker that drew them;
`--territory-bases off` draws every territory whole, as before the bases.
Memory per idle game: what the session cache keeps for each of the N games (its state and its
lock), counted by tracemalloc while they are loaded into an emptied cache, after `gc.collect()`;
nothing else the bot holds grows with the number of games in progress (discord.py's message cache
and SQLite's page cache are bounded). With --json, the one-game run also says how many games the
session cache holds at its end.

Goals: acknowledgement p95 ≤ 50 ms; updated image sent p95 ≤ 150 ms; 200 games in
progress without the p95 doubling; ≤ 200 KB of memory per idle game. Anchors: Discord's hard
limit to acknowledge is 3 s; 0.1 s feels instant to people.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import gc
import hashlib
import inspect
import json
import logging
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
import types
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Before the imports: this folder holds render.py, and the package must win.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord
from simcord.http import router

from bench.together import at_once, side_by_side
from bot.app import OriginsBot
from bot.settings import Settings
from bot.store import CachedStore, Shards

try:
    from bot.turn.pictures import PictureCache
    from bot.workers.drawing import CHANNEL
except ImportError:  # the bot's code from before the picture cache (bench/burst.py --before)
    PictureCache = CHANNEL = None  # type: ignore[assignment,misc]
from rules import (
    Action,
    Discard,
    Fire,
    GameState,
    GiveTotem,
    GreedyAgent,
    Pay,
    Pick,
    Place,
    Recruit,
    Settle,
    state_from_json,
    state_to_json,
)
from rules.boxes.origins import PILE

MODES = ("discovery", "totem", "tribe")
PLAYERS = 4
NAMES = ("ann", "bob", "cleo", "dan")
LENGTH = {"discovery": 80, "totem": 80, "tribe": 150}  # decisions in a 4-player game, roughly


def picture_key(kind: str, state: GameState, names: Any, language: str, options: dict[str, Any]) -> str:
    """What a picture's bytes follow from, as bot.turn.pictures keys its cache (kept here too so
    that this clock runs on the bot's code from before that cache: bench/burst.py --before)."""
    described = json.dumps(
        [kind, language, list(names), sorted((k, repr(v)) for k, v in options.items()), state_to_json(state)],
        separators=(",", ":"),
        sort_keys=True,
    )
    return hashlib.blake2b(described.encode(), digest_size=20).hexdigest()


# --- the clock: when Discord hands over a click, when the bot's requests arrive ---------------------


@dataclass
class Click:
    kind: str  # "move" | "panel" | "lobby"
    t0: float
    ack: float | None = None
    image: float | None = None
    last: float | None = None


class Recorder:
    """Notes the time of each INTERACTION_CREATE and of each REST request the bot makes.

    A request belongs to the click whose interaction id (callbacks), token (followups and edits
    of the answer) or channel (channel messages: one game per channel) it names.
    """

    def __init__(self) -> None:
        self.kind = "lobby"  # the kind of the next click, set by the members' side
        self.clicks: list[Click] = []
        self.render_s: list[float] = []  # each picture's wait: sent to a drawing worker, drawn, back
        self.asked: list[str] = []  # the kind of each picture the bot asked for (drawn or from its cache)
        self.drawn: list[bool] = []  # for each picture drawn: whether the very same one was drawn before
        self._keys: set[str] = set()  # every picture drawn so far, by bot.turn.pictures.picture_key
        self.same_state: list[
            bool
        ] = []  # for each picture drawn: its kind and state drawn before (other options)
        self._states: set[str] = set()
        self.same_bytes: list[str] = []  # for each picture drawn again with bytes drawn before: its kind
        self._pngs: set[bytes] = set()  # the digest of every PNG drawn so far
        self.store_s: list[float] = []  # time inside each store call
        self.store_calls: list[tuple[str, str]] = []  # (the kind of the click in hand, the method)
        self.from_memory: list[str] = []  # the kind of the click in hand, for each sitting the cache answered
        # The drawer's (bot.workers.drawing.BaseCounts): territories drawn over a base, and bases
        # found kept; none on a bot's code from before the bases (bench/burst.py --before).
        self.bases: Any = types.SimpleNamespace(asked=0, kept=0)
        self.territory_s: list[float] = []  # each territory picture's wait (among render_s)
        self.same_base: list[bool] = []  # for each territory drawn: its base's state, player... drawn before
        self._bases: set[str] = set()
        self._by_id: dict[str, Click] = {}
        self._by_token: dict[str, Click] = {}
        self._by_channel: dict[str, Click] = {}

    def event(self, event: str, payload: Any) -> None:
        if event != "INTERACTION_CREATE":
            return
        click = Click(self.kind, time.perf_counter())
        self.clicks.append(click)
        self._by_id[str(payload["id"])] = click
        self._by_token[str(payload["token"])] = click
        self._by_channel[str(payload["channel_id"])] = click

    def draw(self, kind: str, state: Any, names: Any, options: dict[str, Any]) -> None:
        """A picture drawn: an exact repeat when the same kind, state, names, language and options
        were drawn before (the key the bot's cache uses)."""
        if not COUNT_REPEATS[0]:
            self.drawn.append(False)
            self.same_state.append(False)
            return
        rest = dict(options)
        language = rest.pop("language", "en")
        rest.pop("priority", None)  # the order it is drawn in, not what it shows
        rest.pop("snapshot", None)  # the state again, as the bot's cache made it
        key = picture_key(kind, state, names, language, rest)
        self.drawn.append(key in self._keys)
        self._keys.add(key)
        # What a territory's panel steps share: its highlights and ghost change, not the state.
        bare = picture_key(kind, state, names, language, {"player": rest.get("player")})
        self.same_state.append(bare in self._states)
        self._states.add(bare)
        if kind == "territory":  # what a base follows from (bot.workers.drawing.base_key)
            self.same_base.append(bare in self._bases)
            self._bases.add(bare)

    def png(self, kind: str, png: bytes) -> None:
        """A picture drawn: noted when its very bytes were drawn before (under another key too)."""
        if not COUNT_REPEATS[0]:
            return
        digest = hashlib.blake2b(png, digest_size=16).digest()
        if digest in self._pngs:
            self.same_bytes.append(kind)
        self._pngs.add(digest)

    def request(self, path: str, files: Any) -> None:
        now = time.perf_counter()
        parts = path.strip("/").split("/")
        click = None
        if parts[0] == "interactions" and len(parts) >= 3:
            click = self._by_id.get(parts[1])
            if click is not None and click.ack is None:
                click.ack = now
        elif parts[0] == "webhooks" and len(parts) >= 3:
            click = self._by_token.get(parts[2])
        elif parts[0] == "channels" and len(parts) >= 2:
            click = self._by_channel.get(parts[1])
        if click is None:
            return
        click.last = now
        if files and click.image is None:
            click.image = now


def install(env: Any, rec: Recorder) -> Callable[[], None]:
    """Wire `rec` into SimCord (router, backend events) and the bot (drawer, store); returns the undo."""
    original_dispatch = router.dispatch
    pictures = env.bot.services.pictures
    drawer = pictures.drawer
    store = env.bot.store
    rec.bases = getattr(drawer, "bases", rec.bases)

    def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        rec.request(path, kwargs.get("files"))
        return original_dispatch(backend, method, path, **kwargs)

    def timed(
        fn: Callable[..., Awaitable[Any]], into: list[float], name: str | None = None
    ) -> Callable[..., Awaitable[Any]]:
        @functools.wraps(fn)
        async def call(*args: Any, **kwargs: Any) -> Any:
            if name is not None:  # a store call: counted for the click in hand
                rec.store_calls.append((rec.kind, name))
            t0 = time.perf_counter()
            try:
                return await fn(*args, **kwargs)
            finally:
                into.append(time.perf_counter() - t0)

        return call

    def drawing(fn: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        @functools.wraps(fn)
        async def call(kind: str, state: Any, names: Any, **options: Any) -> Any:
            # First come, first drawn, as before PANEL and CHANNEL (a bot's code without them: as is).
            if not PANEL_FIRST[0] and CHANNEL is not None:
                options["priority"] = CHANNEL
            rec.draw(kind, state, names, options)
            t0 = time.perf_counter()
            picture = await fn(kind, state, names, **options)
            if kind == "territory":
                rec.territory_s.append(time.perf_counter() - t0)
            rec.png(kind, picture.png)
            return picture

        return call

    def asking(fn: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        @functools.wraps(fn)
        async def call(kind: str, *args: Any, **kwargs: Any) -> Any:
            rec.asked.append(kind)
            return await fn(kind, *args, **kwargs)

        return call

    router.dispatch = dispatch  # the transports look it up at each call
    env.backend.subscribers.insert(0, rec.event)  # before the bot's gateway feed
    drawer.draw = drawing(timed(drawer.draw, rec.render_s))
    pictures.picture = asking(pictures.picture)
    backend = store.backend if isinstance(store, CachedStore) else store  # what reaches the database
    wrapped = [
        name
        for name, fn in inspect.getmembers(backend, inspect.iscoroutinefunction)
        if not name.startswith("_") and name not in ("open", "close")
    ]
    for name in wrapped:
        setattr(backend, name, timed(getattr(backend, name), rec.store_s, name))
    if backend is not store:
        store.sitting = from_memory(store.sitting, rec)

    def undo() -> None:
        router.dispatch = original_dispatch
        env.backend.subscribers.remove(rec.event)
        del drawer.draw
        del pictures.picture
        for name in wrapped:
            delattr(backend, name)
        if backend is not store:
            del store.sitting

    return undo


def from_memory(sitting: Callable[[int], Awaitable[Any]], rec: Recorder) -> Callable[[int], Awaitable[Any]]:
    """The cache's `sitting`, noting each answer it gave without asking the backend."""

    @functools.wraps(sitting)
    async def call(game_id: int, **kwargs: Any) -> Any:
        asked = len(rec.store_calls)
        try:
            return await sitting(game_id, **kwargs)
        finally:
            if not any(name == "sitting" for _, name in rec.store_calls[asked:]):
                rec.from_memory.append(rec.kind)

    return call


# --- the members' side: games started and played through the bot's messages --------------------


@dataclass
class Table:
    """One channel with its game, seen from the members' side (the state is a replica)."""

    channel: Any
    members: list[Any]
    place: Any = None  # the thread the channel's first `/origins new` opened: the later games' too
    first_mode: int = 0
    games: int = 0
    game_id: int = 0
    mode: str = ""
    state: GameState | None = None
    seats: dict[int, Any] = field(default_factory=dict)  # seat -> member
    panel: Any = None  # the pending member's open private panel, if any
    agent: GreedyAgent = field(default_factory=GreedyAgent)


def components(message: Any) -> list[dict[str, Any]]:
    """A message's components as payloads (SimCord's answers hold dicts, discord.py's objects)."""
    out: list[dict[str, Any]] = []
    for row in message.components:
        out.extend(row["components"] if isinstance(row, dict) else (c.to_dict() for c in row.children))
    return out


def find(message: Any, test: Callable[[dict[str, Any]], bool]) -> dict[str, Any] | None:
    return next((c for c in components(message) if not c.get("disabled") and test(c)), None)


def button_for(action: Action) -> Callable[[dict[str, Any]], bool]:
    """An action's button (its text ends the custom id: pick, Confirm, recruit, totem...)."""
    suffix = ":" + str(action).lower()
    return lambda c: c["type"] == 2 and str(c.get("custom_id", "")).endswith(suffix)


def select_offering(value: str, kind: str) -> Callable[[dict[str, Any]], bool]:
    return lambda c: (
        c["type"] == 3 and f":{kind}:" in c["custom_id"] and any(o["value"] == value for o in c["options"])
    )


def offered(panel: Any, action: Action) -> bool:
    if isinstance(action, Place):
        return find(panel, select_offering(str(action.square), "sq")) is not None
    if isinstance(action, Fire | Pay | Settle):
        return find(panel, select_offering(str(action.square), "cell")) is not None
    if isinstance(action, Recruit) and action.source == PILE:
        return find(panel, select_offering(str(action), "actsel")) is not None
    return find(panel, button_for(action)) is not None


class Players:
    """Clicks the bot's components for every table; `rec.kind` tells the clock what each click is."""

    def __init__(self, env: Any, rec: Recorder) -> None:
        self.env, self.rec = env, rec
        self.moves = 0
        # True: members may act at the same moment. SimCord's verbs refuse to overlap, so their
        # unguarded originals are called; each still returns once the bot is idle (`SharedSettle`).
        self.together = False

    @contextlib.contextmanager
    def side_by_side(self) -> Iterator[None]:
        """Members act at the same moment inside this block."""
        with side_by_side(self.env):
            self.together = True
            try:
                yield
            finally:
                self.together = False

    def _verb(self, actor: Any, name: str) -> Any:
        return at_once(actor, name) if self.together else getattr(actor, name)

    async def click(self, kind: str, member: Any, message: Any, custom_id: str) -> Any:
        self.rec.kind = kind  # read when SimCord emits the click, before its first await
        return await self._verb(member, "click")(message, custom_id=custom_id)

    async def select(self, kind: str, member: Any, message: Any, custom_id: str, value: str) -> Any:
        self.rec.kind = kind
        return await self._verb(member, "select")(message, [value], custom_id=custom_id)

    async def start(self, table: Table) -> None:
        """`/origins new`, Join ×3, Start; the replica is read from the store once."""
        table.mode = MODES[(table.first_mode + table.games) % len(MODES)]
        creator = table.members[0]
        options = {"mode": table.mode, "players": PLAYERS, "empire_of_fire": True, "homo_habilis": True}
        self.rec.kind = "lobby"
        if table.place is None:  # the first game opens a thread: the next games are played there too
            await self._verb(creator, "slash")(table.channel, "origins new origins", **options)
            (table.place,) = table.channel.threads
            lobby = next(m for m in table.place.history() if m.components)
        else:
            lobby = (
                await self._verb(creator, "slash")(table.place, "origins new origins", **options)
            ).response
        for m in table.members[1:]:
            self.rec.kind = "lobby"
            await self._verb(m, "click")(lobby, label="Join")
        self.rec.kind = "lobby"
        await self._verb(creator, "click")(lobby, label="Start")
        store = self.env.bot.store
        row = await store.channel_game(table.place.id)
        table.game_id = row.id
        table.state = state_from_json(row.snapshot)
        by_id = {m.id: m for m in table.members}
        table.seats = {s.seat: by_id[s.user_id] for s in await store.seats(row.id)}
        table.panel = None
        table.agent = GreedyAgent(row.id)
        table.games += 1

    async def fast_forward(self, table: Table, decisions: int) -> None:
        """Up to `decisions` moves through the bot's session service (no Discord), never the last."""
        state = table.state
        assert state is not None
        sessions = self.env.bot.services.sessions
        for _ in range(decisions):
            action = table.agent.choose(state)
            trial = state.copy()
            trial.play(action)
            if trial.is_over:
                break
            await sessions.play(table.game_id, [action], user_id=table.seats[state.current_player()].id)
            state.play(action)
        table.panel = None

    async def decide(self, table: Table) -> None:
        """The pending member makes one decision through their panel (opened first if need be)."""
        state = table.state
        assert state is not None
        seat = state.current_player()
        member = table.seats[seat]
        if table.panel is None:
            prompt = table.place.last_message
            play = find(prompt, lambda c: str(c.get("custom_id", "")).startswith("origins:play:"))
            assert play is not None, f"no Play button on {prompt.content!r}"
            table.panel = (await self.click("panel", member, prompt, play["custom_id"])).response
        action = table.agent.choose(state)
        if not offered(table.panel, action):  # beyond a select's 25 options: another legal choice
            action = next(a for a in state.legal_actions() if offered(table.panel, a))
        result = await self._carry_out(member, table.panel, action)
        state.play(action)
        self.moves += 1
        if state.is_over:
            await self.start(table)
        elif state.current_player() == seat:
            table.panel = result.response
        else:
            table.panel = None

    async def _carry_out(self, member: Any, panel: Any, action: Action) -> Any:
        """The clicks of one decision; returns the result of the one that makes the move."""
        if isinstance(action, Place | Fire):
            square = str(action.square)
            kind = "sq" if isinstance(action, Place) else "cell"
            select = find(panel, select_offering(square, kind))
            assert select is not None
            shown = (await self.select("panel", member, panel, select["custom_id"], square)).response
            if isinstance(action, Place):
                suffix = f":{square}:{action.direction}"
                button = find(shown, lambda c: str(c.get("custom_id", "")).endswith(suffix))
                assert button is not None
                shown = (await self.click("panel", member, shown, button["custom_id"])).response
            confirm = find(shown, button_for(action))
            assert confirm is not None
            return await self.click("move", member, shown, confirm["custom_id"])
        if isinstance(action, Pay | Settle):
            select = find(panel, select_offering(str(action.square), "cell"))
            assert select is not None
            return await self.select("move", member, panel, select["custom_id"], str(action.square))
        if isinstance(action, Recruit) and action.source == PILE:
            select = find(panel, select_offering(str(action), "actsel"))
            assert select is not None
            return await self.select("move", member, panel, select["custom_id"], str(action))
        assert isinstance(action, Pick | GiveTotem | Recruit | Discard)
        button = find(panel, button_for(action))
        assert button is not None
        return await self.click("move", member, panel, button["custom_id"])


def tables(env: Any, count: int, new_guild: Callable[[str], Any] | None = None) -> list[Table]:
    """`count` channels (20 per server), each with four members of its own; `new_guild(name)`
    makes each server (SimCord's `create_guild` unless given: bench/shards.py picks its shard's)."""
    new_guild = new_guild or env.create_guild
    out: list[Table] = []
    guild = None
    for i in range(count):
        if i % 20 == 0:
            guild = new_guild(f"server {i // 20 + 1}")
        assert guild is not None
        channel = guild.create_text_channel(f"origins-{i + 1}")
        members = [guild.add_member(env.create_user(f"{name}{i + 1}")) for name in NAMES]
        out.append(Table(channel, members, first_mode=i % len(MODES)))
    return out


# --- the runs ----------------------------------------------------------------------------------


def quantile(values: list[float], q: float) -> float:
    """The q-quantile (0..1), linear between order statistics."""
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def spread(values: list[float]) -> dict[str, float | int | None]:
    ms = [v * 1000 for v in values]
    return {
        "clicks": len(ms),
        "median_ms": statistics.median(ms) if ms else None,
        "p95_ms": quantile(ms, 0.95) if ms else None,
        "max_ms": max(ms) if ms else None,
    }


def calls_per(rec: Recorder, since: int, kinds: tuple[str, ...], count: int) -> dict[str, float]:
    """Store calls made during clicks of `kinds` since the `since`-th call, per method, divided
    by `count` (decisions, or clicks), most frequent first; "total" sums them."""
    methods = Counter(name for kind, name in rec.store_calls[since:] if kind in kinds)
    out = {name: n / count for name, n in sorted(methods.items(), key=lambda m: (-m[1], m[0]))}
    out["total"] = sum(methods.values()) / count
    return out


Mark = tuple[
    int, ...
]  # how many clicks, pictures, call times, calls, memory answers, asked, drawn, bases so far


def measured(rec: Recorder, mark: Mark, decisions: int, wall: float) -> dict[str, Any]:
    """The figures of the clicks (and picture and store calls) since `mark`."""
    clicks = [c for c in rec.clicks[mark[0] :] if c.kind != "lobby"]
    moves = [c for c in clicks if c.kind == "move"]
    panels = [c for c in clicks if c.kind == "panel"]

    def since(clicks: list[Click], what: str) -> list[float]:
        return [getattr(c, what) - c.t0 for c in clicks if getattr(c, what) is not None]

    return {
        "load_average": os.getloadavg()[0],  # other processes on the machine disturb the figures
        "decisions": decisions,
        "wall_s": wall,
        "moves_per_s": decisions / wall,
        "clicks_per_s": len(clicks) / wall,
        "ack": spread(since(clicks, "ack")),
        "image": spread(since(clicks, "image")),
        "move_ack": spread(since(moves, "ack")),
        "move_image": spread(since(moves, "image")),
        "move_last": spread(since(moves, "last")),
        "panel_answer": spread(since(panels, "image")),
        "clicks_without_ack": sum(1 for c in clicks if c.ack is None),
        "clicks_without_image": sum(1 for c in clicks if c.image is None),
        "render_ms_per_decision": sum(rec.render_s[mark[1] :]) / decisions * 1000,
        "pictures_asked_per_decision": len(rec.asked[mark[5] :]) / decisions,
        "pictures_drawn_per_decision": len(rec.drawn[mark[6] :]) / decisions,
        "repeats_drawn_per_decision": sum(rec.drawn[mark[6] :]) / decisions,
        "same_bytes_drawn_per_decision": len(rec.same_bytes[mark[7] :]) / decisions,
        "same_state_drawn_per_decision": sum(rec.same_state[mark[6] :]) / decisions,
        "same_bytes_drawn_by_kind": dict(Counter(rec.same_bytes[mark[7] :])),
        "territory_bases_asked_per_decision": (rec.bases.asked - mark[8]) / decisions,
        "territory_bases_kept_per_decision": (rec.bases.kept - mark[9]) / decisions,
        # Had every territory found a base drawn before (one worker, no bound): the most kept.
        "territory_bases_could_per_decision": sum(rec.same_base[mark[10] :]) / decisions,
        "territory_ms_per_decision": sum(rec.territory_s[mark[11] :]) / decisions * 1000,
        "store_ms_per_decision": sum(rec.store_s[mark[2] :]) / decisions * 1000,
        # Counted by the kind of the click in hand: exact when one click runs at a time.
        "store_calls_per_decision": calls_per(rec, mark[3], ("move", "panel"), decisions),
        "store_calls_per_move_click": calls_per(rec, mark[3], ("move",), max(len(moves), 1)),
        "store_calls_per_panel_step": calls_per(rec, mark[3], ("panel",), max(len(panels), 1)),
        "panel_steps_per_decision": len(panels) / decisions,
        # The sittings the cache answered without a call, per decision / move click / panel step.
        "sittings_from_memory": [
            sum(1 for kind in rec.from_memory[mark[4] :] if kind in kinds) / count
            for kinds, count in (
                (("move", "panel"), decisions),
                (("move",), max(len(moves), 1)),
                (("panel",), max(len(panels), 1)),
            )
        ],
    }


def mark(rec: Recorder) -> Mark:
    return (
        len(rec.clicks),
        len(rec.render_s),
        len(rec.store_s),
        len(rec.store_calls),
        len(rec.from_memory),
        len(rec.asked),
        len(rec.drawn),
        len(rec.same_bytes),
        rec.bases.asked,
        rec.bases.kept,
        len(rec.same_base),
        len(rec.territory_s),
    )


WORKERS = [2]  # RENDER_WORKERS of the bot under test (--render-workers)
PANEL_FIRST = [True]  # whether a member's own panel is drawn before the channel's pictures (--panel-first)
COUNT_REPEATS = [True]  # whether the clock notes the pictures drawn again (its digests cost the bot's core)
PICTURE_CACHE = [True]  # whether the bot keeps the pictures it drew (bot.turn.pictures; --picture-cache)
TERRITORY_BASES = [True]  # whether the drawing workers keep territory bases (--territory-bases)


async def with_bot(
    folder: Path,
    work: Callable[[Any, Recorder], Awaitable[dict[str, Any]]],
    database: str | None = None,
    shards: Shards | None = None,
) -> dict[str, Any]:
    """`work` done with the bot under SimCord, the clock and the store's timer installed; the
    bot keeps its games in a SQLite file in `folder`, or in `database` (a PostgreSQL URL), and
    serves every server or those of `shards`."""
    settings = Settings(
        token="simcord",
        database=database or folder / "origins.sqlite3",
        render_workers=WORKERS[0],
        shards=shards,
    )
    bot = OriginsBot(settings)
    rec = Recorder()
    try:
        async with simcord.run(bot, settle_timeout=600) as env:
            await bot.tree.sync()  # as `python -m bot sync` would
            # The drawing workers start in a thread of their own (bot.workers.drawing), unseen by SimCord's
            # start-up settle: they are waited for here, so that no figure counts their start.
            await bot.services.pictures.drawer.ready()
            if not PICTURE_CACHE[0] and PictureCache is not None:  # today's anchor: every picture drawn
                bot.services.pictures.cache = PictureCache(limit=0)
            if not TERRITORY_BASES[0]:  # the anchor: every territory drawn whole
                bot.services.pictures.drawer.base_bytes = 0
            undo = install(env, rec)
            try:
                return await work(env, rec)
            finally:
                undo()
    finally:
        await bot.close()  # SimCord detaches the bot without closing it: the store's thread would stay


async def one_game(env: Any, rec: Recorder, warmup: int, decisions: int) -> dict[str, Any]:
    """One game in progress, played to the end through Discord; the next mode when it is over."""
    players = Players(env, rec)
    (table,) = tables(env, 1)
    await players.start(table)
    for _ in range(warmup):
        await players.decide(table)
    start = mark(rec)
    t0 = time.perf_counter()
    for _ in range(decisions):
        await players.decide(table)
    figures = measured(rec, start, decisions, time.perf_counter() - t0)
    figures["games_started"] = table.games
    cache = getattr(env.bot.services.sessions, "_cache", None)
    if isinstance(cache, dict):  # every game this process has seen, over or not
        figures["games_in_session_cache"] = len(cache)
    return figures


async def many_games(
    env: Any, rec: Recorder, count: int, warmup: int, decisions: int, burst: int, burst_decisions: int
) -> dict[str, Any]:
    """`count` games in progress at seeded points of their course: one click at a time, then bursts."""
    players = Players(env, rec)
    everyone = tables(env, count)
    t0 = time.perf_counter()
    await set_up(players, everyone)
    figures: dict[str, Any] = {"games": count, "setup_s": time.perf_counter() - t0}
    turn = 0
    for _ in range(warmup):
        await players.decide(everyone[turn % count])
        turn += 1
    start = mark(rec)
    t0 = time.perf_counter()
    for _ in range(decisions):
        await players.decide(everyone[turn % count])
        turn += 1
    figures["one_at_a_time"] = measured(rec, start, decisions, time.perf_counter() - t0)

    if not hasattr(type(everyone[0].members[0]).click, "__wrapped__"):
        figures["burst"] = None  # this SimCord's verbs are not wrapped as 3.2's: no way to overlap them
    else:
        start = mark(rec)
        t0 = time.perf_counter()
        done, turn = await bursts(players, everyone, turn, burst, lambda done: done >= burst_decisions)
        figures["burst"] = measured(rec, start, done, time.perf_counter() - t0)
        figures["burst"]["side_by_side"] = burst
    figures["memory"] = await idle_memory(env, [t.game_id for t in everyone])
    return figures


async def set_up(players: Players, everyone: list[Table]) -> None:
    """Each game started through the lobby, then fast-forwarded to a seeded point of its course."""
    rng = random.Random(4)
    for table in everyone:
        await players.start(table)
        await players.fast_forward(table, rng.randrange(LENGTH[table.mode]))


async def bursts(
    players: Players, everyone: list[Table], turn: int, burst: int, enough: Callable[[int], bool]
) -> tuple[int, int]:
    """`burst` members of the next games in turn decide at the same moment, again and again
    until `enough(decisions so far)`; the decisions made and the next turn."""
    done = 0
    with players.side_by_side():
        while not enough(done):
            side_by_side = [everyone[(turn + i) % len(everyone)] for i in range(burst)]
            turn += burst
            await asyncio.gather(*(players.decide(t) for t in side_by_side))
            done += burst
    return done, turn


async def idle_memory(env: Any, game_ids: list[int]) -> dict[str, Any]:
    """What the session cache keeps per game: every game reloaded into it, under tracemalloc."""
    sessions, store = env.bot.services.sessions, env.bot.store
    rows = [await store.game(g) for g in game_ids]
    snapshot_kb = statistics.mean(len(json.dumps(r.snapshot, separators=(",", ":"))) for r in rows) / 1000
    for g in game_ids:
        sessions.forget(g)
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for row in rows:
        await sessions.state(row)
        sessions.lock(row.id)
    del rows
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return {
        "games": len(game_ids),
        "per_game_kb": (after - before) / len(game_ids) / 1000,
        "snapshot_kb": snapshot_kb,
    }


def run(quick: bool, one_only: bool = False) -> dict[str, Any]:
    if quick:
        warmup, single, count, multi, burst, bursts = 10, 80, 20, 80, 20, 60
    else:
        warmup, single, count, multi, burst, bursts = 40, 600, 200, 800, 50, 400
    figures: dict[str, Any] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "simcord": simcord.__version__,
    }
    with tempfile.TemporaryDirectory(prefix="origins-latency-") as tmp:
        one, many = Path(tmp) / "one", Path(tmp) / "many"
        one.mkdir()
        many.mkdir()
        figures["one_game"] = asyncio.run(with_bot(one, lambda env, rec: one_game(env, rec, warmup, single)))
        if one_only:
            return figures
        figures["many_games"] = asyncio.run(
            with_bot(many, lambda env, rec: many_games(env, rec, count, warmup, multi, burst, bursts))
        )
    return figures


def print_calls(one: dict[str, Any]) -> None:
    """The store calls of the one-game run by method: per decision (its panel steps and its move)
    and on the move's click alone (from the click to the prompt posted and stored)."""
    per_decision, per_move = one["store_calls_per_decision"], one["store_calls_per_move_click"]
    per_step = one["store_calls_per_panel_step"]
    print(
        f"\nStore calls, one game ({one['decisions']} decisions, "
        f"{one['panel_steps_per_decision']:.2f} panel steps each):\n"
    )
    print("| method | per decision | per move click | per panel step |")
    print("| --- | --- | --- | --- |")
    for name in [n for n in per_decision if n != "total"] + ["total"]:
        cells = (f"{table.get(name, 0.0):.2f}" for table in (per_decision, per_move, per_step))
        print(f"| {name} | {' | '.join(cells)} |")
    memory = " | ".join(f"{n:.2f}" for n in one["sittings_from_memory"])
    print(f"| (sitting answered from memory, no call) | {memory} |")
    print(
        f"\nPictures per decision: {one['pictures_asked_per_decision']:.2f} asked, "
        f"{one['pictures_drawn_per_decision']:.2f} drawn, {one['repeats_drawn_per_decision']:.2f} "
        f"of them exact repeats, {one['same_bytes_drawn_per_decision']:.2f} with bytes drawn before "
        f"(by kind: {one['same_bytes_drawn_by_kind']}); {one['same_state_drawn_per_decision']:.2f} "
        "of the same kind, state and player as one drawn before (other highlights or ghost); "
        f"{one['territory_bases_asked_per_decision']:.2f} territories drawn over a base, "
        f"{one['territory_bases_kept_per_decision']:.2f} of them finding it kept in their worker "
        f"(one worker would have kept {one['territory_bases_could_per_decision']:.2f}); waiting for "
        f"territories {one['territory_ms_per_decision']:.1f} ms per decision"
    )


def runs(figures: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The measured runs of `figures`, by their column's name."""
    out = {"1 game": figures["one_game"]}
    many = figures.get("many_games")
    if many is not None:
        out[f"{many['games']} games"] = many["one_at_a_time"]
        if many["burst"] is not None:
            out[f"{many['games']} games, {many['burst']['side_by_side']} clicks at once"] = many["burst"]
    return out


def print_both(anchor: dict[str, Any], then: dict[str, Any], switch: str) -> None:
    """The same runs with `switch` (the picture cache, the panel first, the territory bases) off
    (today's anchor) and on, one after the other in this process: pictures per decision, then the
    clicks' figures."""
    print(
        f"Python {then['python']} on {then['machine']} ({os.cpu_count()} cores), "
        f"SimCord {then['simcord']}; {switch} off, then on, in one process; median / p95\n"
    )
    print(
        f"| run | {switch} | pictures asked / drawn / exact repeats drawn / same bytes drawn again, "
        "per decision | ack, every click | updated image, every click | move → its last request "
        "| moves per second | waiting for pictures (territories) per decision | territories over a base / "
        "base kept / kept in one worker, per decision | load average |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for (name, off), on in zip(runs(anchor).items(), runs(then).values(), strict=True):
        for label, c in (("off", off), ("on", on)):
            cells = [
                f"{c['pictures_asked_per_decision']:.2f} / {c['pictures_drawn_per_decision']:.2f} / "
                f"{c['repeats_drawn_per_decision']:.2f} / {c['same_bytes_drawn_per_decision']:.2f}",
                *(
                    f"{c[k]['median_ms']:.0f} / {c[k]['p95_ms']:.0f} ms"
                    for k in ("ack", "image", "move_last")
                ),
                f"{c['moves_per_s']:.1f} /s",
                f"{c['render_ms_per_decision']:.0f} ms ({c['territory_ms_per_decision']:.1f} ms)",
                f"{c['territory_bases_asked_per_decision']:.2f} / "
                f"{c['territory_bases_kept_per_decision']:.2f} / "
                f"{c['territory_bases_could_per_decision']:.2f}",
                f"{c['load_average']:.1f}",
            ]
            print(f"| {name} | {label} | {' | '.join(cells)} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and clicks: rough figures, fast")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--render-workers", type=int, default=2, help="drawing processes (RENDER_WORKERS; 0: threads)"
    )
    parser.add_argument(
        "--one-game", action="store_true", help="only the one-game run (its latencies and store calls)"
    )
    parser.add_argument(
        "--picture-cache",
        choices=("on", "off", "both"),
        default="on",
        help="the bot's picture cache; both: off (today's anchor) then on, in this process",
    )
    parser.add_argument(
        "--territory-bases",
        choices=("on", "off", "both"),
        default="on",
        help="the drawing workers' territory bases; both: off (every territory whole) then on",
    )
    parser.add_argument(
        "--panel-first",
        choices=("on", "off", "both"),
        default="on",
        help="off: pictures drawn in the order asked for (a member's panel not first); both: off then on",
    )
    args = parser.parse_args()
    WORKERS[0] = args.render_workers
    PANEL_FIRST[0] = args.panel_first != "off"
    PICTURE_CACHE[0] = args.picture_cache != "off"
    TERRITORY_BASES[0] = args.territory_bases != "off"
    logging.basicConfig(level=logging.WARNING)
    for switch, name in (
        (PICTURE_CACHE, "picture_cache"),
        (PANEL_FIRST, "panel_first"),
        (TERRITORY_BASES, "territory_bases"),
    ):
        if getattr(args, name) == "both":
            switch[0] = False
            anchor = run(args.quick, args.one_game)
            switch[0] = True
            then = run(args.quick, args.one_game)
            if args.json:
                print(json.dumps({f"{name}_off": anchor, f"{name}_on": then}, indent=2))
            else:
                print_both(anchor, then, name.replace("_", " "))
            return
    figures = run(args.quick, args.one_game)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    if args.one_game:
        print_calls(figures["one_game"])
        return
    many = figures["many_games"]
    columns = [figures["one_game"], many["one_at_a_time"]]
    n = many["games"]
    headers = ["1 game", f"{n} games"]
    if many["burst"] is not None:
        columns.append(many["burst"])
        headers.append(f"{n} games, {many['burst']['side_by_side']} clicks at once")
    clicks = ", ".join(f"{c['ack']['clicks']}" for c in columns)
    load = ", ".join(f"{c['load_average']:.1f}" for c in columns)
    print(
        f"Python {figures['python']} on {figures['machine']} ({os.cpu_count()} cores), "
        f"SimCord {figures['simcord']}; clicks measured per column: {clicks}; "
        f"load average at the end of each column: {load}; median / p95\n"
    )
    print(f"| figure | goal | {' | '.join(headers)} |")
    print("| --- | --- |" + " --- |" * len(columns))

    def row(label: str, goal: str, cells: list[str]) -> None:
        print(f"| {label} | {goal} | {' | '.join(cells)} |")

    def timing(key: str) -> list[str]:
        return [f"{c[key]['median_ms']:.0f} / {c[key]['p95_ms']:.0f} ms" for c in columns]

    row("click → acknowledgement, every click", "p95 ≤ 50 ms", timing("ack"))
    row(
        "slowest acknowledgement; clicks never acknowledged",
        "< 3 s; 0",
        [f"{c['ack']['max_ms']:.0f} ms; {c['clicks_without_ack']}" for c in columns],
    )
    row("click → updated image sent, every click", "p95 ≤ 150 ms", timing("image"))
    row("move (Confirm, pick...) → deferral", "", timing("move_ack"))
    row("move → new table or next panel sent", "", timing("move_image"))
    row("move → its last request (channel prompt done)", "", timing("move_last"))
    row("panel step → its picture shown", "", timing("panel_answer"))
    row("moves per second, one process", "", [f"{c['moves_per_s']:.1f} /s" for c in columns])
    row(
        "pictures asked / drawn / exact repeats drawn / same bytes drawn again, per decision",
        "",
        [
            f"{c['pictures_asked_per_decision']:.2f} / {c['pictures_drawn_per_decision']:.2f} / "
            f"{c['repeats_drawn_per_decision']:.2f} / {c['same_bytes_drawn_per_decision']:.2f}"
            for c in columns
        ],
    )
    row(
        "per move: waiting for pictures (drawn in workers) / in SQLite calls",
        "",
        [f"{c['render_ms_per_decision']:.0f} / {c['store_ms_per_decision']:.1f} ms" for c in columns[:2]]
        + [""] * (len(columns) - 2),
    )
    mem = many["memory"]
    row(
        "memory per idle game (session cache)",
        "≤ 200 KB",
        ["", f"{mem['per_game_kb']:.0f} KB (its snapshot: {mem['snapshot_kb']:.1f} KB of JSON)"]
        + [""] * (len(columns) - 2),
    )
    print_calls(figures["one_game"])


if __name__ == "__main__":
    main()
