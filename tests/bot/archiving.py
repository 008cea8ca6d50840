"""Discord's archived threads, which SimCord keeps open: nothing is posted or edited in an
archived thread until it is unarchived, and a locked one only by a member who may manage threads.

`archive` archives a thread as Discord does after a week of silence (a THREAD_UPDATE reaches the
bot, and discord.py drops the thread from its cache); `discord_archives` makes SimCord refuse
what Discord refuses in archived threads, with Discord's own errors:
- a message posted, edited or deleted there, or typing: 400, code 50083 ("Thread is archived");
- unarchiving (PATCH of the thread with `archived: false`) a locked thread without Manage
  Threads: 403, code 50013 ("Missing Permissions"). Anyone who may post in the thread may
  unarchive it otherwise.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import discord
import pytest
from simcord.backend.errors import BackendError
from simcord.http import router

THREAD_ARCHIVED = 50083
MISSING_PERMISSIONS = 50013


def archive(env: Any, thread: Any, *, locked: bool = False) -> None:
    """Archive (and lock) a thread, as Discord's inactivity timer or a moderator does."""
    env.backend.edit_channel(thread.id, {}, thread_metadata={"archived": True, "locked": locked})


def unlock(env: Any, thread: Any) -> None:
    """A moderator unlocks the thread (it stays archived until someone posts)."""
    env.backend.edit_channel(thread.id, {}, thread_metadata={"locked": False})


def is_archived(env: Any, thread: Any) -> bool:
    return bool(env.backend.channels[thread.id].thread_metadata.archived)


@contextmanager
def discord_archives(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """SimCord refuses, as Discord does, what may not be done in an archived thread."""
    dispatch = router.dispatch

    def archived_refusals(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        parts = path.strip("/").split("/")
        if len(parts) >= 2 and parts[0] == "channels" and parts[1].isdigit():
            channel = backend.channels.get(int(parts[1]))
            meta = getattr(channel, "thread_metadata", None)
            if channel is not None and channel.is_thread and meta is not None and meta.archived:
                body = kwargs.get("json") or {}
                if len(parts) == 2 and method == "PATCH" and body.get("archived") is False:
                    if meta.locked and not _may_manage_threads(backend, channel):
                        raise BackendError(403, MISSING_PERMISSIONS, "Missing Permissions")
                elif len(parts) > 2 and method != "GET":
                    raise BackendError(400, THREAD_ARCHIVED, "Thread is archived")
        return dispatch(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", archived_refusals)
    try:
        yield
    finally:
        monkeypatch.setattr(router, "dispatch", dispatch)


def _may_manage_threads(backend: Any, channel: Any) -> bool:
    granted = backend.compute_permissions(channel.guild_id, backend.bot_user.id, channel.id)
    return bool(granted & discord.Permissions(manage_threads=True).value)
