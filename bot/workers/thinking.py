"""AI players think in separate processes: a search of seconds never stalls the event loop.

A thread would not do: the agents are pure Python, and a thread holding the GIL for a whole search
freezes every other game's clicks just the same. The pool starts its processes on first use and
with `spawn`, which is safe beside the event loop's threads (a fork would copy their locks).

A worker gets the public snapshot of the game as JSON and returns action texts; the Hard agent
samples the face-down deck and cave pile itself instead of reading their order (rules.ai.montecarlo).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import signal
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.ops.metrics import Metrics
from bot.workers.watch import leave_with_parent
from rules import Action, GameState, make_agent, parse_action, state_from_json, state_to_json
from rules.ai.montecarlo import HardAgent
from rules.ai.turn import TurnBudget

log = logging.getLogger(__name__)


def think(
    snapshot: dict[str, Any], seat: int, level: str, seed: int, seconds: float, hard_seats: int = 1
) -> list[str]:
    """In a worker: the actions `level` plays for `seat` until another player's decision is due.
    Hard thinks at most `seconds` a decision, its turn its share of a round's as the game's
    `hard_seats` share it (rules.ai.turn)."""
    state = state_from_json(snapshot)
    agent = make_agent(level, seed, budget=seconds if level == "hard" else None)
    turn = TurnBudget(seconds, hard_seats)
    played = []
    while not state.is_over and state.current_player() == seat:
        if isinstance(agent, HardAgent):
            agent.budget = turn.next(state)
        began = time.perf_counter()
        action = agent.choose(state)
        turn.took(time.perf_counter() - began)
        state.play(action)
        played.append(str(action))
    return played


def _prepare() -> None:
    """In a new worker, before its first job."""
    # Ctrl-C in a terminal reaches the whole process group: the bot stops its workers itself, so
    # they must not die on it with a traceback each.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    leave_with_parent()  # a bot killed outright cannot stop its workers


class Thinker:
    """The bot's pool of thinking processes (`workers` of them, started on first use)."""

    def __init__(self, workers: int, seconds: float, metrics: Metrics | None = None) -> None:
        self.workers = workers
        self.seconds = seconds  # the Hard agent's budget per decision
        self.metrics = metrics if metrics is not None else Metrics()
        self.in_hand = 0  # turns handed to the pool and not answered yet
        self._pool: ProcessPoolExecutor | None = None
        self._closed = False  # a retry after close must not start a new pool

    def _ensure(self) -> ProcessPoolExecutor:
        if self._closed:
            raise RuntimeError("the AI workers are closed (the bot is stopping)")
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_prepare,
            )
        return self._pool

    async def turn(
        self, state: GameState, seat: int, level: str, seed: int, hard_seats: int = 1
    ) -> list[Action]:
        """What `level` plays for `seat` now: every decision of theirs until the turn passes.
        `hard_seats`: the game's seats Hard plays, which share a round's thinking (rules.ai.turn)."""
        self.in_hand += 1
        try:
            with self.metrics.thinking_for(level):
                return await self._turn(state, seat, level, seed, hard_seats)
        finally:
            self.in_hand -= 1

    def waiting(self) -> int:
        """The turns waiting for a free worker: those in hand beyond one a worker."""
        return max(0, self.in_hand - self.workers)

    async def _turn(
        self, state: GameState, seat: int, level: str, seed: int, hard_seats: int
    ) -> list[Action]:
        snapshot = state_to_json(state)
        for attempt in (1, 2):
            pool = self._ensure()
            try:
                texts = await asyncio.wrap_future(
                    pool.submit(think, snapshot, seat, level, seed, self.seconds, hard_seats)
                )
                return [parse_action(text) for text in texts]
            except BrokenProcessPool:
                # A worker died (killed, out of memory): start a fresh pool and try once more.
                log.warning("an AI worker died (attempt %d); starting a new pool", attempt)
                self._pool = None
                pool.shutdown(wait=False, cancel_futures=True)
        raise RuntimeError("the AI workers keep dying")

    def pids(self) -> list[int]:
        """The process ids of the workers running now (none before the first AI turn)."""
        if self._pool is None:
            return []
        return sorted(self._pool._processes or ())

    def close(self) -> None:
        self._closed = True
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
