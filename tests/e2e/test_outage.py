"""Discord refusing the bot's channel messages, over the wire: the game is stored, nobody is told
otherwise, and the prompt Discord refused is posted after a restart at once."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from bot.store import ANNOUNCE
from tests.conftest import LoggedErrors
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.wiring import STEP, connected, handled, point_at
from tests.patience import until


async def test_a_refused_first_prompt_is_posted_after_a_restart(
    fake: FakeDiscord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    logged_errors: LoggedErrors,
) -> None:
    """Start is pressed while the bot may not post in the channel: the game starts (stored), the
    creator is not told "nothing was changed", and the next start of the bot posts the prompt."""
    logged_errors.allow("fake Discord refused")  # the fake logs each refusal it was told to make
    point_at(fake, monkeypatch)
    ann, bob = fake.members
    database = tmp_path / "origins.sqlite3"

    def prompts() -> list[dict[str, Any]]:
        """The turn prompts the fake Discord accepted (a refused post leaves no message)."""
        return [m for m in fake.messages.values() if "it is your turn" in str(m.get("content", ""))]

    async with connected(database) as bot:
        await asyncio.wait_for(bot.tree.sync(), STEP)
        new = await fake.slash(ann, "origins", "new origins", players=2)
        await fake.callback(new)
        lobby = fake.messages[fake.originals[new["token"]]]
        game = int(lobby["components"][0]["components"][0]["custom_id"].rsplit(":", 1)[1])
        await fake.callback(await fake.click(bob, int(lobby["id"]), f"origins:lobby:join:{game}"))
        fake.refuse_posts = 1
        start = await fake.click(ann, int(lobby["id"]), f"origins:lobby:start:{game}")
        assert (await fake.callback(start)).body["type"] == 6
        edited = f"/webhooks/{fake.app_id}/{start['token']}/messages/@original"
        await fake.wait_for(lambda c: c.method == "PATCH" and c.path == edited)
        await fake.wait_for(
            lambda c: c.method == "POST" and c.path == f"/channels/{fake.channel_id}/messages"
        )
        await handled()  # whatever the bot says or stores after the refusal
        assert fake.problems and "Missing Permissions" in fake.problems[-1]
        row = await bot.store.game(game)
        assert row is not None and row.status == "active" and row.version == 0
        assert [d.kind for d in await bot.store.deadlines(game) if d.kind == ANNOUNCE] == [ANNOUNCE]
        said = [str(c.body.get("content", "")) for c in fake.calls if isinstance(c.body, dict)]
        assert not any("nothing was changed" in text for text in said)
        assert prompts() == []
    async with connected(database) as bot:
        await until(
            lambda: bool(prompts()), "the start-up recovery to post the prompt"
        )  # no deadline to wait for
        (prompt,) = prompts()
        assert [a["filename"] for a in prompt["attachments"]] == ["decision.png"]

        async def posted() -> bool:
            return not [d for d in await bot.store.deadlines(game) if d.kind == ANNOUNCE]

        await until(posted, "the posted prompt's deadline to be dropped")
