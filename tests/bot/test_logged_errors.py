"""A click that raises fails its test: discord.py only logs it, so the suite's fixture reads the log."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.turn.panels.showing import Panels
from tests.bot.players import pending_member, start_game
from tests.conftest import LoggedErrors


async def test_a_button_that_raises_is_caught_by_the_fixture(
    env: Any, logged_errors: LoggedErrors, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bug in a component's callback reaches the member as an apology, and the log as an error
    with its traceback, which the suite's fixture would turn into a failure."""
    channel, members = await start_game(env, "discovery", 2)
    _, _, member = await pending_member(env, channel, members)

    async def broken(self: Panels, *args: Any, **kwargs: Any) -> None:
        raise ZeroDivisionError("a bug in a click")

    monkeypatch.setattr(Panels, "open", broken)
    result = await member.click(channel.last_message, label="Play your turn")
    assert result.ephemeral and "went wrong on my side" in result.response.content
    caught = [r for r in logged_errors.unexpected() if r.exc_info and r.exc_info[0] is ZeroDivisionError]
    assert caught, [r.getMessage() for r in logged_errors.records]
    for record in caught:  # expected here: the test would fail otherwise
        logged_errors.allow(re.escape(record.getMessage()))


def test_the_fixture_fails_a_test_that_logged_an_error(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A test whose code logs an error fails at teardown, naming the error; one that allows it passes."""
    monkeypatch.setenv("PYTHONPATH", str(Path(__file__).resolve().parents[2]))
    pytester.makeconftest("from tests.conftest import logged_errors  # noqa: F401\n")
    pytester.makepyfile(
        """
        import logging

        def test_logs(logged_errors):
            logging.getLogger("bot.turn.refusals").error("the click broke")

        def test_allows(logged_errors):
            logged_errors.allow("the click broke")
            logging.getLogger("bot.turn.refusals").error("the click broke")
        """
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:randomly")
    result.assert_outcomes(passed=2, errors=1)
    result.stdout.fnmatch_lines(["*1 error(s) were logged during the test*", "*the click broke*"])
