"""A finished game as a replay needs it: its record, rebuilt from the stored actions, and the few
loaded lately (`/origins replay`).

A finished game is its config and its actions (the events table). Any moment of it is rebuilt
by replaying the first actions from the config (about a millisecond for a whole game), so a
button needs to carry only the game's number and the step it shows: replay buttons keep working
after a restart. A few loaded games are kept in memory (`Replays`); a finished game never
changes, so they never go stale.

Only finished games are shown. A game in play must not be: its record holds the seed, and with
it the order of the dominoes still to come (and the cave pile's), which no player may know. A
game of another server is refused in the same words as a number that does not exist (its
existence is not told), and so is a game of a channel the member cannot see.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.features.replay.captions import caption
from bot.i18n.messages import plain
from bot.store import ACTIVE, CANCELLED, LOBBY, OVER, EventRow, GameRow, ResultRow, SeatRow, Store
from lang import Words
from rules import Action, GameConfig, GameState, RulesError, new_game, parse_action, record_to_json

log = logging.getLogger(__name__)

CACHED = 16  # loaded games kept in memory (a few hundred actions each)
Visible = Callable[[int], Awaitable[bool]]


@dataclass(frozen=True)
class Record:
    """A finished game as the replay needs it: its actions from its config, and its seats."""

    game_id: int
    guild_id: int
    channel_id: int
    config: GameConfig
    actions: tuple[Action, ...]
    names: tuple[str, ...]  # by seat, as typed (pictures draw them so)
    scores: tuple[int, ...]  # by seat, as the score sheet gave them
    places: tuple[int, ...]  # by seat, 1 = won
    finished_at: float
    marks: tuple[int, ...]  # the steps at which a round begins, 0 (the first draft) included

    @property
    def steps(self) -> int:
        return len(self.actions)

    def state(self, step: int) -> GameState:
        """The game after its first `step` actions."""
        state = new_game(self.config)
        for action in self.actions[:step]:
            state.play(action)
        return state

    def moment(self, step: int, w: Words) -> tuple[GameState, str]:
        """The game after `step` actions, and the words of the message that shows it."""
        names = [plain(n) for n in self.names]
        if step == 0:
            state = self.state(0)
            chiefs = w(f"{self.config.box.chief}s")
            order = ", ".join(names[p] for p in state.draft_order)
            return state, w("replay-start", chiefs=chiefs, order=order, steps=self.steps)
        before = self.state(step - 1)
        after = before.copy()
        action = self.actions[step - 1]
        after.play(action)
        # The round the move was played in; a move that ends a round says so ("round 7 began").
        where = (
            w("replay-draft")
            if before.round == 0
            else w("replay-round", round=before.round, rounds=self.config.rounds)
        )
        what = caption(before, action, after, names, w)
        return after, w(
            "replay-move", step=step, steps=self.steps, round=where, what=what, action=str(action)
        )

    def targets(self, step: int) -> dict[str, int | None]:
        """Where each button leads from `step` (None: nowhere, the button is disabled)."""
        last = self.steps
        earlier = [m for m in self.marks if m < step]
        later = [m for m in self.marks if m > step]
        return {
            "first": 0 if step > 0 else None,
            "back": step - 1 if step > 0 else None,
            "next": step + 1 if step < last else None,
            "last": last if step < last else None,
            "round-back": earlier[-1] if earlier else None,
            # In the last round there is no next round: the end is the next place to stop.
            "round-next": later[0] if later else (last if step < last else None),
        }

    def to_json(self) -> dict[str, Any]:
        """The record to download: config and actions (`rules.record_to_json`, what `python -m
        rules replay` reads), the bot's number of the game, the seats' names and final scores."""
        return {
            **record_to_json(self.state(self.steps)),
            "game_id": self.game_id,
            "names": list(self.names),
            "scores": list(self.scores),
            "places": list(self.places),
        }


def build(
    row: GameRow, events: Sequence[EventRow], seats: Sequence[SeatRow], results: Sequence[ResultRow]
) -> Record:
    """A finished game's Record from its rows; RulesError if its actions no longer replay,
    Unfinished if they do not end it."""
    config = GameConfig.from_json(row.config)
    actions = tuple(parse_action(e.action) for e in sorted(events, key=lambda e: e.seq))
    state = new_game(config)
    marks = [0]
    for step, action in enumerate(actions, start=1):
        was = state.round
        state.play(action)
        if state.round != was:
            marks.append(step)
    if not state.is_over:
        raise Unfinished(f"game {row.id}: its {len(actions)} actions do not end the game")
    by_seat = {r.seat: r for r in results}
    ordered = sorted(seats, key=lambda s: s.seat)
    return Record(
        game_id=row.id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        config=config,
        actions=actions,
        names=tuple(s.name for s in ordered),
        scores=tuple(by_seat[s.seat].score if s.seat in by_seat else 0 for s in ordered),
        places=tuple(by_seat[s.seat].place if s.seat in by_seat else 0 for s in ordered),
        finished_at=row.updated_at,
        marks=tuple(marks),
    )


class Unfinished(ValueError):
    """A stored game whose actions, all played, do not end it (a record damaged by hand)."""


class Refused(Exception):
    """A replay refused: the catalogue's `key` (with `fields`) is the one private sentence that
    says why, in the language of the member it is said to (`said`)."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(key)
        self.key, self.fields = key, fields

    def said(self, w: Words) -> str:
        return w(self.key, **self.fields)


class Replays:
    """The finished games loaded lately, by number (the last CACHED of them)."""

    def __init__(self, store: Store, size: int = CACHED) -> None:
        self.store = store
        self.size = size
        self._records: OrderedDict[int, Record] = OrderedDict()

    async def finished(self, game_id: int, guild_id: int | None, visible: Visible) -> Record:
        """The Record of the finished game `game_id` of the server `guild_id`, or Refused.

        `visible`: whether the member may see the channel the game was played in (`seen_by`),
        asked before anything is said of the game (a game in play there is as unknown as one
        elsewhere). Every way to a replay passes it: a button can be forged as well as a number
        typed."""
        cached = self._records.get(game_id)
        if cached is not None and cached.guild_id == guild_id:
            if not await visible(cached.channel_id):
                raise unknown(game_id)
            self._records.move_to_end(game_id)
            return cached
        row = await self.store.game(game_id)
        if row is None or row.guild_id != guild_id or not await visible(row.channel_id):
            raise unknown(game_id)
        refusals = {LOBBY: "replay-lobby", ACTIVE: "replay-running", CANCELLED: "replay-cancelled"}
        if row.status != OVER:
            raise Refused(refusals.get(row.status, "replay-unknown"), id=str(game_id))
        return await self._load(row)

    async def _load(self, row: GameRow) -> Record:
        events = await self.store.events(row.id)
        seats = await self.store.seats(row.id)
        results = await self.store.results(row.id)
        try:
            record = await asyncio.to_thread(build, row, events, seats, results)
        except (RulesError, Unfinished):
            log.warning("game %s does not replay", row.id, exc_info=True)
            raise Refused("replay-broken", id=str(row.id)) from None
        self._records[row.id] = record
        while len(self._records) > self.size:
            self._records.popitem(last=False)
        return record


def unknown(game_id: int) -> Refused:
    """The refusal of a game that is not there for this member (a str: no grouping, "1,234")."""
    return Refused("replay-unknown", id=str(game_id))


__all__ = ["CACHED", "Record", "Refused", "Replays", "Unfinished", "Visible", "build", "unknown"]
