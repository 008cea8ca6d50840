"""Discord answering one of the bot's requests late, or never (the bot's process died waiting).

SimCord answers every request at once, so the bot's steps never interleave as they do against the
real Discord, where a post takes a few hundred milliseconds and other clicks, AI turns and timers
run meanwhile. `Late` holds the answer to the first request that matches (Discord has done what
was asked, the bot has not heard yet) until the test says: `release()` lets the bot go on, `crash()`
ends the waiting task as the death of its process would. While it waits, the bot counts as idle to
SimCord (`env.external_wait`), so that other members click and the bot settles meanwhile.
"""

from __future__ import annotations

import asyncio
import fnmatch
from typing import Any

from discord.http import Route


class Late:
    """The answer to the first `method` request on a path matching `path` (an fnmatch pattern,
    e.g. "/channels/*/messages") whose body contains `says`, held until released."""

    def __init__(self, env: Any, method: str, path: str, says: str = "") -> None:
        self.env = env
        self.method, self.path, self.says = method, path, says
        self.waiting: asyncio.Task[Any] | None = None
        self.answer: Any = None  # what Discord answered (a posted message's payload)
        self._gate = asyncio.Event()
        self._armed = True
        http = env.bot.http
        self._real = http.request
        http.request = self._request  # the instance's: a restarted bot has a new one, on time

    async def _request(self, route: Route, **kwargs: Any) -> Any:
        answer = await self._real(route, **kwargs)
        if self._armed and self._matches(route, kwargs):
            self._armed = False
            self.answer = answer
            self.waiting = asyncio.current_task()
            await self.env.external_wait(self._gate.wait(), reason="Discord answers late")
        return answer

    def _matches(self, route: Route, kwargs: dict[str, Any]) -> bool:
        path = route.url.removeprefix(Route.BASE)
        body = repr(kwargs.get("json")) + repr(kwargs.get("form"))
        return route.method == self.method and fnmatch.fnmatch(path, self.path) and self.says in body

    @property
    def holding(self) -> bool:
        """Whether a request is waiting for its answer now."""
        return self.waiting is not None and not self.waiting.done()

    def release(self) -> None:
        self._gate.set()

    def crash(self) -> None:
        """The process dies while it waits: nothing after the request runs, ever."""
        assert self.waiting is not None, "no request was held"
        self.waiting.cancel()
