"""How often one member may have a picture drawn by the buttons that draw for whoever clicks them
(**Full table**, the legend, a replay's steps): at most once per cooldown and kind of button.

Anyone may click those buttons, and each click costs a picture request (a drawing, a cache look-up,
an upload): a member clicking in a burst would make the bot draw for them alone while the players
wait. A click within the cooldown is answered privately with when to try again, and draws nothing.
The cooldowns are far above how often a person asks for the same thing (a table changes with a
move, the legend never), so nobody meets them by normal use; other members are not affected, nor
are the players' own turn controls.

Only the members who clicked within the last cooldown are remembered: entries are dropped as they
expire, so the bookkeeping does not grow with the members a server has over time.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Mapping

# Seconds between two pictures of one kind for one member. A replay is stepped through quickly
# (one click a picture, ⏭ and the rounds' buttons to skip): its steps wait a second, no more.
COOLDOWNS: Mapping[str, float] = {"table": 5.0, "legend": 5.0, "replay": 1.0}


class Cooldowns:
    """When each member may next have a picture of each kind, read on `clock` (seconds since the
    epoch: the time goes to the member as a Discord timestamp)."""

    def __init__(
        self, seconds: Mapping[str, float] = COOLDOWNS, clock: Callable[[], float] = time.time
    ) -> None:
        self.seconds = dict(seconds)
        self.clock = clock
        # By kind, members in the order they were let through: with one cooldown a kind, also the
        # order their cooldowns end, so the expired ones are always at the front.
        self._until: dict[str, OrderedDict[int, float]] = {kind: OrderedDict() for kind in self.seconds}

    def __len__(self) -> int:
        """Members remembered, over all kinds."""
        return sum(len(until) for until in self._until.values())

    def take(self, kind: str, member_id: int) -> float | None:
        """None if `member_id` may have a picture of `kind` now (their cooldown starts); else the
        time (on `clock`) from which they may ask again."""
        now = self.clock()
        self._forget(now)
        until = self._until[kind]
        ready = until.pop(member_id, None)
        if ready is not None and self._running(kind, ready, now):
            until[member_id] = ready
            return ready
        until[member_id] = now + self.seconds[kind]
        return None

    def _forget(self, now: float) -> None:
        """Drop the cooldowns that are over, from the front of each kind's."""
        for kind, until in self._until.items():
            while until:
                member_id, ready = next(iter(until.items()))
                if self._running(kind, ready, now):
                    break
                del until[member_id]

    def _running(self, kind: str, ready: float, now: float) -> bool:
        """Whether a cooldown of `kind` ending at `ready` still runs at `now`. One ending further
        off than a whole cooldown was taken before the clock was put back: over, so that a member
        never waits longer than the cooldown whatever the clock did."""
        return now < ready <= now + self.seconds[kind]


__all__ = ["COOLDOWNS", "Cooldowns"]
