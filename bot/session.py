"""Games in play: load, check the actor and the version, apply, store — the path of one click.

One `asyncio.Lock` per game serialises its moves inside this process; the version check in the
store's transaction refuses a stale or doubled click even across processes. A rules error never
reaches the store, and the in-memory cache is only updated after the store said yes.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass

from bot.store import ACTIVE, OVER, GameRow, Move, ResultRow, SeatRow, StaleVersion, Store
from rules import Action, GameConfig, GameState, RulesError, final_scores, new_game
from rules.snapshot import state_from_json, state_to_json


class NotYourTurnError(Exception):
    """The clicking member is not the player whose decision is pending."""

    def __init__(self, pending_seat: int) -> None:
        super().__init__(pending_seat)
        self.pending_seat = pending_seat


class GameGone(Exception):
    """The game is not in play any more (over, cancelled, or never was)."""


class NoGame(Exception):
    """The channel has no game at all."""


@dataclass(frozen=True)
class Played:
    """What a confirmed move did: the stored row and the new state (and the old one's version)."""

    row: GameRow
    state: GameState
    seats: list[SeatRow]
    before: int  # the version the move was made on


class Sessions:
    """The bot's games in play, cached by id, each behind its own lock."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, tuple[int, GameState]] = {}

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    def forget(self, game_id: int) -> None:
        self._cache.pop(game_id, None)

    async def state(self, row: GameRow) -> GameState:
        """The game's state at the row's version (cache, else the stored snapshot)."""
        cached = self._cache.get(row.id)
        if cached is not None and cached[0] == row.version:
            return cached[1]
        if row.snapshot is None:
            raise GameGone
        state = await asyncio.to_thread(state_from_json, row.snapshot)
        self._cache[row.id] = (row.version, state)
        return state

    async def start(self, row: GameRow, seats: list[SeatRow]) -> tuple[GameRow, GameState]:
        """Lobby -> play: a fresh seed, chiefs drawn by it, version 0 stored."""
        config = GameConfig.from_json({**row.config, "players": len(seats), "seed": secrets.randbits(63)})
        state = new_game(config)
        started = await self.store.start_game(
            row.id, config=config.to_json(), snapshot=state_to_json(state), seats=seats
        )
        self._cache[row.id] = (started.version, state)
        return started, state

    async def play(
        self,
        game_id: int,
        actions: Sequence[Action],
        *,
        user_id: int | None,
        version: int | None = None,
        seat: int | None = None,
    ) -> Played:
        """Apply `actions` for the member `user_id` (or for `seat`: the autopilot), store them.

        `version`: the game version the click was made on (stale clicks are refused). Raises
        GameGone, StaleVersion, NotYourTurnError or a RulesError; on any of them nothing changes.
        """
        async with self.lock(game_id):
            row = await self.store.game(game_id)
            if row is None or row.status != ACTIVE:
                raise GameGone
            if version is not None and version != row.version:
                raise StaleVersion
            seats = await self.store.seats(game_id)
            state = await self.state(row)
            pending = state.current_player()
            if seat is None:
                seat = next((s.seat for s in seats if s.user_id == user_id), -1)
            if seat != pending:
                raise NotYourTurnError(pending)
            new = state.copy()
            for action in actions:
                new.play(action, player=new.current_player() if user_id is None else seat)
            stored = await self.store.record_move(self._move(row, new, actions, user_id, seats))
            self._cache[game_id] = (stored.version, new)
            return Played(stored, new, seats, row.version)

    @staticmethod
    def _move(
        row: GameRow, new: GameState, actions: Sequence[Action], user_id: int | None, seats: list[SeatRow]
    ) -> Move:
        status = OVER if new.is_over else ACTIVE
        results: tuple[ResultRow, ...] = ()
        if new.is_over:
            scores = final_scores(new)
            places = dict((p, place) for place, p in scores.ranking)
            now = time.time()
            results = tuple(
                ResultRow(
                    row.id,
                    row.guild_id,
                    row.channel_id,
                    s.seat,
                    s.user_id,
                    scores.players[s.seat].total,
                    places[s.seat],
                    now,
                )
                for s in seats
            )
        return Move(
            game_id=row.id,
            expected_version=row.version,
            actor_id=user_id,
            actions=tuple(str(a) for a in actions),
            snapshot=state_to_json(new),
            status=status,
            results=results,
        )


__all__ = ["GameGone", "NoGame", "NotYourTurnError", "Played", "RulesError", "Sessions", "StaleVersion"]
