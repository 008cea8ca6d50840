"""Pictures are drawn in separate processes: a burst of clicks never queues behind Pillow.

In threads (`asyncio.to_thread`), a picture holds the GIL for most of its 25 ms (a table), and the
event loop waits its turn among the drawing threads: with fifty tables asked for at once, a probe
of the loop woke 17 to 55 ms late (p99), up to 80 ms; with worker processes, 1.4 to 8 ms (p99).
The workers are started when the bot starts (spawn, imports, a first table: about 0.7 s in the
background), not at the first click, and with `spawn`, which is safe beside the event loop's
threads (a fork would copy their locks).

A job carries the game's JSON snapshot (`rules.snapshot`), not the pickled GameState: building
it costs the event loop less than pickling the state does (0.2–0.5 ms against 0.55 ms), and the
message is a third of the size (3–4 KB against 9–20 KB: a pickle repeats the grid's tables). The
worker's rebuild (about 1 ms, against 0.3 ms to unpickle) runs on its own core. The picture
comes back as is. A job names its language ("en", "nl", "it"); the worker words the picture with
that language's catalogue (`lang.words`, read once per process, at its first job).

A worker keeps the territories it drew lately without their marks (`TerritoryBases`): a member's
panel shows their territory again at each step (the squares highlighted, a direction, the
preview's ghost), and a step drawn over its kept base takes about half the time, the same bytes.
The pool hands a job to whichever worker is free, so a panel's steps may land on either: about
half of the steps that could find their base find it (bench/latency.py --territory-bases).

A member waiting on their own panel goes before the channel's pictures (`PANEL` before `CHANNEL`):
the drawer hands the pool no more than `QUEUED` jobs per worker and keeps the rest itself, in
order of priority, then of arrival; the pool's own queue is first come, first served. Two a
worker, not one: a finished job's result goes back through the pool's threads and the event loop
before the drawer can hand the next one over, and with a single job each a worker sat idle for
that round trip, three threads and the event loop's turns long, against a picture's 5 to 25 ms
of drawing (docs/benchmarks.md, "A burst": a quarter more decisions a second). The price: a
member's panel may wait behind one picture more.

The workers run at a lower priority than the bot (`NICE`): when the two of them keep every core
busy, the event loop, which acknowledges the clicks and hands the pictures out, still gets a core
at once. Under a burst of 80 clicks that took the panel's picture p95 down by about a third and
left the decisions a second as they were (docs/benchmarks.md, "A burst").

The pool must never cost a click its picture: a worker that dies is replaced and the job tried
once more; when workers cannot be started, or die again at once, or the drawer is closing, the
picture is drawn in a thread as before (with a warning in the log).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import heapq
import itertools
import json
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

import lang
import render
from bot.workers.watch import leave_with_parent
from render import Picture
from rules import GameConfig, GameState, Mode, new_game, state_from_json, state_to_json

log = logging.getLogger(__name__)

KINDS = ("table", "decision", "territory", "final", "cave")
# On two cores, two workers bring a burst of fifty tables back sooner than one (0.8–1.1 s against
# 1.5–1.7 s on a quiet machine, 1.5 s against 1.8 s on a busy one) and the loop still wakes within
# 10 ms (p99), even with the AI's worker busy on a core: bench/drawing.py. Each holds about 60 MB.
WORKERS = 2
WARM_SECONDS = 60.0  # a worker that is not ready by then is taken for broken
CLOSE_SECONDS = 5.0  # a job still running at close gets this long before its worker is killed
REST_SECONDS = 60.0  # after the workers failed twice in a row, threads draw for this long
NICE = 5  # the workers' niceness over the bot's: see the module doc
QUEUED = 2  # jobs handed to the pool per worker: one drawn, one waiting behind it
PANEL = 0  # the clicking member's own panel: they are looking at a spinner for it
CHANNEL = 1  # the channel's pictures (a decision card, a score sheet): nobody's click waits on them


def draw_here(
    kind: str, state: GameState, names: Sequence[str], options: dict[str, Any], language: str = lang.DEFAULT
) -> Picture:
    """The picture drawn by this process (a worker's job, and the drawer's fallback), in `language`."""
    words = lang.words(language)
    if kind == "territory":
        rest = dict(options)
        return render.territory(state, rest.pop("player"), names=names, words=words, **rest)
    if kind == "final":
        return render.final(state, names=names, words=words)
    if kind == "cave":
        return render.cave(state, words=words)
    if kind == "decision":
        return render.decision(state, names=names, words=words)
    return render.table(state, names=names, words=words)


def _draw(
    kind: str,
    snapshot: dict[str, Any],
    names: Sequence[str],
    options: dict[str, Any],
    language: str,
    base_bytes: int = 0,
) -> tuple[Picture, bool | None]:
    """In a worker: the picture of the state `snapshot` holds; for a territory, whether its base
    was kept (None: no base asked for, `base_bytes` 0)."""
    state = state_from_json(snapshot)
    BASES.limit = base_bytes
    if kind == "territory" and base_bytes > 0:
        return BASES.territory(state, snapshot, names, options, language)
    BASES.trim()
    return draw_here(kind, state, names, options, language), None


# A territory base is the picture without its marks on the palette, a byte a pixel: 1.2 MB. A
# member's panel steps (squares, a direction, the preview) come seconds apart; 32 MB keeps the
# last 27 bases of each worker, a burst's worth of panels (bench/render.py --panel-steps).
BASE_BYTES = 32 * 1024 * 1024


@dataclass
class BaseCounts:
    """Territories drawn over a base: how many asked for one, and how many found it kept."""

    asked: int = 0
    kept: int = 0


class TerritoryBases:
    """A drawing process's territory bases (`render.territory_base`), least recently used out,
    up to `limit` bytes. A worker runs one job at a time: no lock."""

    def __init__(self, limit: int = BASE_BYTES) -> None:
        self.limit = limit
        self.size = 0
        self.counts = BaseCounts()
        self._kept: OrderedDict[str, render.TerritoryBase] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def territory(
        self,
        state: GameState,
        snapshot: dict[str, Any],
        names: Sequence[str],
        options: dict[str, Any],
        language: str,
    ) -> tuple[Picture, bool]:
        """The territory picture `options` ask for, its marks drawn over the base of its state,
        player, names and language; and whether that base was kept."""
        rest = dict(options)
        player = rest.pop("player")
        words = lang.words(language)
        key = base_key(snapshot, player, names, language)
        self.counts.asked += 1
        base = self._kept.get(key)
        if base is None:
            pic, base = render.territory_and_base(state, player, names=names, words=words, **rest)
            self._keep(key, base)
            return pic, False
        self.counts.kept += 1
        self._kept.move_to_end(key)
        return render.territory(state, player, names=names, words=words, base=base, **rest), True

    def _keep(self, key: str, base: render.TerritoryBase) -> None:
        self._kept[key] = base
        self.size += base.nbytes
        self.trim()

    def trim(self) -> None:
        """Drop the bases used longest ago until they hold no more than `limit` bytes."""
        while self._kept and self.size > self.limit:
            _, old = self._kept.popitem(last=False)
            self.size -= old.nbytes


def base_key(snapshot: dict[str, Any], player: int, names: Sequence[str], language: str) -> str:
    """What a territory base follows from: the state (its snapshot: rules, seed and every action
    played, so a base of another version is never taken), the player, the names and the language
    (the header's name and points); its marks, drawn over it, are no part of it."""
    described = json.dumps([player, language, list(names), snapshot], separators=(",", ":"), sort_keys=True)
    return hashlib.blake2b(described.encode(), digest_size=20).hexdigest()


BASES = TerritoryBases()  # this process's: a worker's own


def _prepare() -> None:
    """In a new worker, before its first job: load the fonts and the sprites every table shows."""
    # Ctrl-C in a terminal reaches the whole process group: the bot stops its workers itself, so
    # they must not die on it with a traceback each. They were born with SIGINT blocked
    # (`_start_pool`): one sent during their imports waits, and is dropped here. SIGTERM keeps its
    # default: the pool stops a broken pool's workers with it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    leave_with_parent()  # a bot killed outright cannot stop its workers
    os.nice(NICE)  # the bot's event loop first when the cores are all busy (module doc)
    # The table of a new game takes 0.3 s and saves about 0.2 s on the worker's first picture.
    # More is not worth it: sprites are cached per size, and a territory's size follows its shape.
    # English's catalogue is read with render; another language's (some 70 ms) at its first job.
    # Every fallback face first (some 45 ms and 15 MB): the first name in Arabic, CJK, Hindi... in
    # a picture would pay for its face, the reshaper and RAQM's first layout (up to 13 ms:
    # bench/faces.py). The table last, so that its fonts are the most recently used ones.
    render.warm_faces()
    render.table(new_game(GameConfig(players=4, mode=Mode.TRIBE, seed=0)))


def faces_loaded() -> list[int]:
    """In a worker: the faces it has loaded (indexes into render's font faces, 0 its main one)."""
    return sorted(render.loaded_faces())


def _start_pool(workers: int) -> ProcessPoolExecutor:
    """A pool with `workers` processes started; blocks its thread until a warm one answers."""
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"), initializer=_prepare)
    # A new process inherits its parent thread's signal mask (this thread's, not the event loop's).
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        # Each submit starts a process while none is idle: all of them start now, side by side,
        # and each runs `_prepare` before it takes a job.
        jobs = [pool.submit(os.getpid) for _ in range(workers)]
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
        for job in jobs:
            job.result(timeout=WARM_SECONDS)
    except BaseException:
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    return pool


class Drawer:
    """The bot's drawing processes (`workers` of them): `start` them, then `draw`; `close` at the end.

    With no workers (RENDER_WORKERS=0, for a host short of memory) every picture is drawn in a thread.
    """

    def __init__(self, workers: int = WORKERS, base_bytes: int = BASE_BYTES) -> None:
        self.workers = workers
        self.base_bytes = base_bytes  # each worker's territory bases (0: every territory drawn whole)
        self.bases = BaseCounts()  # over every worker
        self._pool: ProcessPoolExecutor | None = None
        self._starting: Future[ProcessPoolExecutor] | None = None
        self._closed = False
        self._rest_until = 0.0  # time.monotonic(): threads draw until then
        self._busy = 0  # jobs handed to the pool and not yet back
        self._waiting: list[tuple[int, int, asyncio.Future[None]]] = []  # (priority, arrival, turn)
        self._arrivals = itertools.count()

    def start(self) -> Future[ProcessPoolExecutor] | None:
        """Start the workers in the background, so that the first click finds them ready.

        They are started from a thread of their own, neither an asyncio task nor the loop's
        executor: a start that takes long (spawning and importing on a busy host, up to
        WARM_SECONDS) then holds nothing the event loop or a test harness waits on, only the
        pictures asked for meanwhile. The future is done when the workers are ready (or failed);
        a failed start is tried again by the first picture asked for after REST_SECONDS.
        """
        if self._closed or self.workers < 1:
            return None
        starting = self._starting
        if starting is None or (starting.done() and starting.exception() is not None):
            starting = Future()
            starting.set_running_or_notify_cancel()  # a draw that gives up waiting cannot cancel it
            self._starting = starting
            threading.Thread(
                target=self._start, args=(starting,), name="drawing-workers-start", daemon=True
            ).start()
        return starting

    def _start(self, starting: Future[ProcessPoolExecutor]) -> None:
        """In the starting thread: the pool, or the reason there is none (then threads draw a while)."""
        began = time.perf_counter()
        try:
            pool = _start_pool(self.workers)
        except BaseException as error:
            self._rest_until = time.monotonic() + REST_SECONDS
            self._report(error)
            starting.set_exception(error)
            return
        # Kept before the future says so: `close` waits for the future, then stops the pool.
        self._pool = pool
        log.info("%d drawing worker(s) ready in %.0f ms", self.workers, (time.perf_counter() - began) * 1000)
        starting.set_result(pool)

    def _report(self, error: BaseException) -> None:
        """Log a failed start once, whether or not a draw was waiting for it."""
        if self._closed:  # the bot is stopping: nothing is lost
            log.info("the drawing workers stopped while starting (%s)", type(error).__name__)
        elif isinstance(error, BrokenProcessPool):  # its traceback says nothing more
            log.warning(
                "a drawing worker died while starting: pictures are drawn in threads for %.0f s",
                REST_SECONDS,
            )
        else:
            log.warning(
                "could not start the drawing workers: pictures are drawn in threads for %.0f s",
                REST_SECONDS,
                exc_info=error,
            )

    async def ready(self) -> bool:
        """Wait until the workers are started; False when pictures are drawn in threads instead."""
        return await self._ready() is not None

    def pids(self) -> list[int]:
        """The process ids of the workers running now."""
        if self._pool is None:
            return []
        return sorted(self._pool._processes or ())

    async def draw(
        self,
        kind: str,
        state: GameState,
        names: Sequence[str],
        *,
        language: str = lang.DEFAULT,
        priority: int = CHANNEL,
        snapshot: dict[str, Any] | None = None,
        **options: Any,
    ) -> Picture:
        """The picture `kind` ("table", "territory" with player=, highlight=, ghost=, "final",
        "cave") of `state` in `language` (one of lang.LANGUAGES), exactly as render draws it here,
        drawn by a worker; while every worker is busy, pictures of a lower `priority` (PANEL)
        are handed over first. `snapshot`: the state's `state_to_json`, if the caller made it
        already (bot.turn.pictures keys its cache by it)."""
        if kind not in KINDS:
            raise ValueError(f"unknown picture kind {kind!r}")
        if language not in lang.LANGUAGES:
            raise ValueError(f"no catalogue for {language!r}: one of {', '.join(lang.LANGUAGES)}")
        if snapshot is None:
            snapshot = state_to_json(state)
        names = list(names)
        for attempt in (1, 2):
            pool = await self._ready()
            if pool is None:
                break
            job = None
            try:
                async with self._turn(priority):
                    job = pool.submit(_draw, kind, snapshot, names, options, language, self.base_bytes)
                    pic, kept = await asyncio.wrap_future(job)
                    self._count(kept)
                    return pic
            except BrokenProcessPool:
                log.warning("a drawing worker died (attempt %d); starting new workers", attempt)
                self._drop(pool)
            except RuntimeError:
                if job is not None:
                    raise  # the picture's own error, from the worker
                # The pool was shut down since `_ready` (by `close`, or dropped as broken).
            except asyncio.CancelledError:
                if job is None:  # given up while waiting for a worker: nothing was sent
                    raise
                # `close` cancels the jobs that are waiting for a worker: theirs is still drawn.
                task = asyncio.current_task()
                if not (job.cancelled() and self._closed) or (task is not None and task.cancelling()):
                    raise
                break
        else:
            log.warning("the drawing workers keep dying: pictures are drawn in threads for a while")
            self._rest_until = time.monotonic() + REST_SECONDS
        return await asyncio.to_thread(draw_here, kind, state, names, options, language)

    def _count(self, kept: bool | None) -> None:
        if kept is not None:
            self.bases.asked += 1
            self.bases.kept += kept

    @contextlib.asynccontextmanager
    async def _turn(self, priority: int) -> AsyncIterator[None]:
        """Wait until a worker is free for this job and none of a lower `priority` (or the same,
        asked for earlier) is waiting; the worker is free again when the job is back."""
        if self._busy >= self.workers * QUEUED or self._waiting:
            turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            heapq.heappush(self._waiting, (priority, next(self._arrivals), turn))
            self._next()  # a worker may be free behind waiters that gave up
            try:
                await turn
            except asyncio.CancelledError:
                if turn.done() and not turn.cancelled():  # handed a worker it will not use
                    self._busy -= 1
                    self._next()
                raise
        else:
            self._busy += 1
        try:
            yield
        finally:
            self._busy -= 1
            self._next()

    def _next(self) -> None:
        """Hand the free workers to the jobs waiting first in line (skipping any given up)."""
        while self._waiting and self._busy < self.workers * QUEUED:
            _, _, turn = heapq.heappop(self._waiting)
            if not turn.done():
                self._busy += 1
                turn.set_result(None)

    async def _ready(self) -> ProcessPoolExecutor | None:
        """The pool, started if need be; None when threads must draw (closed, resting, failing)."""
        if self._closed or self.workers < 1 or time.monotonic() < self._rest_until:
            return None
        if self._pool is not None:
            return self._pool
        starting = self.start()
        if starting is None:
            return None
        try:
            return await asyncio.wrap_future(starting)
        except Exception:  # logged by `_report`
            return None

    def _drop(self, pool: ProcessPoolExecutor) -> None:
        """Forget a broken pool (once, however many of its jobs report it)."""
        if self._pool is pool:
            self._pool = None
            self._starting = None  # the next picture starts new workers
            pool.shutdown(wait=False, cancel_futures=True)

    async def close(self) -> None:
        """Stop the workers and wait for them to exit (pictures asked for from now on: threads)."""
        self._closed = True
        starting = self._starting
        if starting is not None:
            with contextlib.suppress(Exception):
                await asyncio.wrap_future(starting)
        pool, self._pool = self._pool, None
        if pool is None:
            return
        processes = list((pool._processes or {}).values())
        stopping = asyncio.ensure_future(asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True))
        try:
            await asyncio.wait_for(asyncio.shield(stopping), CLOSE_SECONDS)
        except TimeoutError:
            log.warning("a drawing worker did not stop in %.0f s: killing it", CLOSE_SECONDS)
            for process in processes:
                process.kill()
            await stopping
