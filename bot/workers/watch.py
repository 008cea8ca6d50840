"""What the bot's two process pools (drawing, thinking) share: their workers leave with the bot.

A pool's worker waits for jobs on a queue it also holds the writing end of (spawn hands both ends
to every worker), so a bot killed outright (SIGKILL, out of memory) never closes it for them: they
would wait forever, about 60 MB each. And multiprocessing's resource tracker, a process the spawn
context starts beside them, leaves only once every holder of its pipe has: the bot and all its
workers. So each worker watches its parent, and with the workers gone the tracker goes too.
"""

from __future__ import annotations

import multiprocessing
import os
import threading


def leave_with_parent() -> None:
    """In a worker: exit as soon as the process that started it is gone (call once, at its start)."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_leave_with, args=(parent,), name="leave with the bot", daemon=True).start()


def _leave_with(parent: multiprocessing.process.BaseProcess) -> None:
    parent.join()  # returns when the parent's end of the sentinel pipe closes: when it is gone
    # Not sys.exit: this is not the main thread, and the main one may be deep in a job.
    os._exit(0)
