"""Every test fails on an error that was only logged.

discord.py logs the exceptions raised in button and select callbacks ("Ignoring exception in
view…") instead of raising them, and SimCord only sees the views it was handed, not our dynamic
items: without this, a click that raises would pass its test. A test that provokes an error on
purpose says which with `logged_errors.allow(...)`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator

import pytest

from tests.patience import PATIENCE
from tests.postgres import PostgresServer, server, stop_server

pytest_plugins = ["pytester"]  # tests/bot/test_logged_errors.py runs a test session of its own


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """SimCord waits PATIENCE for the bot to be idle, not its own 5 s: on a busy machine a click
    that draws or thinks may take longer, and a test must not fail on how fast it ran."""
    for item in items:
        marker = item.get_closest_marker("simcord")
        options = dict(marker.kwargs) if marker is not None else {}
        options.setdefault("settle_timeout", PATIENCE)
        item.add_marker(pytest.mark.simcord(**options))


class LoggedErrors(logging.Handler):
    """Collects the ERROR and CRITICAL records logged during one test."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []
        self._allowed: list[re.Pattern[str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def allow(self, pattern: str) -> None:
        """Errors whose message matches `pattern` (a regular expression) are expected here."""
        self._allowed.append(re.compile(pattern))

    def unexpected(self) -> list[logging.LogRecord]:
        return [r for r in self.records if not any(p.search(r.getMessage()) for p in self._allowed)]

    def matching(self, pattern: str) -> list[logging.LogRecord]:
        return [r for r in self.records if re.search(pattern, r.getMessage())]


def describe(record: logging.LogRecord) -> str:
    """The record as the log would show it, traceback included."""
    text = f"{record.levelname} {record.name}: {record.getMessage()}"
    if record.exc_info:
        text += "\n" + logging.Formatter().formatException(record.exc_info)
    return text


@pytest.fixture(autouse=True)
def logged_errors() -> Iterator[LoggedErrors]:
    handler = LoggedErrors()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
    unexpected = handler.unexpected()
    if unexpected:
        pytest.fail(
            f"{len(unexpected)} error(s) were logged during the test:\n\n"
            + "\n\n".join(describe(r) for r in unexpected),
            pytrace=False,
        )


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """This test process's PostgreSQL server (tests/postgres.py: one per xdist worker), started at
    its first use and stopped, its folder removed, at the end of the session."""
    yield server()
    stop_server()
