"""The bot's picture cache (bot.turn.pictures): a picture asked for again is served with the very
bytes drawn the first time, without drawing; pictures that differ in anything that changes their
bytes are never confused; the cache stays within its bytes."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import pytest

from bot.turn.pictures import PictureCache, Pictures
from bot.workers.drawing import Drawer, draw_here
from lang import words
from render import Picture
from rules import GameState, Mode, apply, parse_action
from tests.bot.players import start_game
from tests.render.states import NAMES, finished, mid_game, placements


class CountingDrawer(Drawer):
    """The real drawer (threads unless given workers), noting each picture it actually draws."""

    def __init__(self, workers: int = 0) -> None:
        super().__init__(workers)
        self.drawn: list[tuple[str, str, dict[str, Any]]] = []

    async def draw(self, kind: str, state: GameState, names: Sequence[str], **options: Any) -> Picture:
        self.drawn.append((kind, options.get("language", "en"), options))
        return await super().draw(kind, state, names, **options)


def png(file: Any) -> bytes:
    data = file.fp.read()
    assert isinstance(data, bytes)
    return data


@pytest.fixture
def drawer() -> CountingDrawer:
    return CountingDrawer()


async def test_a_repeat_is_not_drawn_again(drawer: CountingDrawer) -> None:
    """The same territory asked for twice (a panel step, then Back to it) is drawn once; both
    answers carry the bytes render draws, and the alt text."""
    state = mid_game(4, Mode.TRIBE, 1)
    pictures = Pictures(drawer)
    squares = sorted({p.square for p in placements(state)})
    first = await pictures.picture("territory", state, NAMES, words("en"), player=2, highlight=squares)
    again = await pictures.picture("territory", state, NAMES, words("en"), player=2, highlight=list(squares))
    assert len(drawer.drawn) == 1
    expected = draw_here("territory", state, NAMES, {"player": 2, "highlight": squares})
    assert png(first) == png(again) == expected.png
    assert first.description == again.description
    assert pictures.cache.counts.asked == 2 and pictures.cache.counts.served == 1


async def test_the_same_picture_asked_for_at_once_is_drawn_once(drawer: CountingDrawer) -> None:
    state = mid_game(3, Mode.TOTEM, 2, round_=9)
    pictures = Pictures(drawer)
    files = await asyncio.gather(*(pictures.picture("decision", state, NAMES, words("nl")) for _ in range(5)))
    assert len(drawer.drawn) == 1
    expected = draw_here("decision", state, NAMES, {}, "nl").png
    assert [png(f) for f in files] == [expected] * 5


async def test_what_changes_the_bytes_is_never_confused(drawer: CountingDrawer) -> None:
    """Two languages, two players' territories, with and without a highlight or a ghost, other
    names, the next version of the game: each one drawn, each with its own bytes; asked for a
    second time, none is drawn again."""
    state = mid_game(4, Mode.DISCOVERY, 3)
    place = placements(state)[0]
    after = apply(state, place)  # the next version: the same game, one action on
    other_names = ["Ann", "Bo", "Cy", "Di"]
    requests: list[tuple[str, GameState, Sequence[str], str, dict[str, Any]]] = [
        ("table", state, NAMES, "en", {}),
        ("table", state, NAMES, "it", {}),
        ("table", state, other_names, "en", {}),
        ("table", after, NAMES, "en", {}),
        ("decision", state, NAMES, "en", {}),
        ("territory", state, NAMES, "en", {"player": 0}),
        ("territory", state, NAMES, "en", {"player": 1}),
        ("territory", state, NAMES, "en", {"player": 0, "highlight": [place.square]}),
        ("territory", state, NAMES, "en", {"player": 0, "highlight": []}),
        ("territory", state, NAMES, "en", {"player": 0, "ghost": place}),
        ("territory", state, NAMES, "nl", {"player": 0, "ghost": place}),
    ]
    pictures = Pictures(drawer)
    for _ in range(2):
        for kind, s, names, language, options in requests:
            file = await pictures.picture(kind, s, names, words(language), **options)
            assert png(file) == draw_here(kind, s, names, options, language).png, (kind, language, options)
    assert len(drawer.drawn) == len(requests)


async def test_the_cache_is_bounded(drawer: CountingDrawer) -> None:
    """Kept up to its limit in bytes, the least recently used out first (then drawn again)."""
    state = mid_game(4, Mode.TRIBE, 1)
    sizes = [len(draw_here("territory", state, NAMES, {"player": p}).png) for p in range(4)]
    cache = PictureCache(limit=sizes[0] + sizes[1] + sizes[2] // 2)  # room for two of them
    pictures = Pictures(drawer, cache)
    for p in (0, 1, 0, 2):  # 0 used again after 1: 1 is the least recently used when 2 comes
        await pictures.picture("territory", state, NAMES, words("en"), player=p)
    assert cache.size <= cache.limit and len(cache) == 2
    assert [d[2]["player"] for d in drawer.drawn] == [0, 1, 2]
    await pictures.picture("territory", state, NAMES, words("en"), player=0)
    await pictures.picture("territory", state, NAMES, words("en"), player=1)
    assert [d[2]["player"] for d in drawer.drawn] == [0, 1, 2, 1]
    for p in range(4):
        await pictures.picture("territory", state, NAMES, words("en"), player=p)
        assert cache.size <= cache.limit
    assert len(cache) <= 2


async def test_switched_off_every_picture_is_drawn(drawer: CountingDrawer) -> None:
    state = mid_game(2, Mode.TOTEM, 4)
    pictures = Pictures(drawer, PictureCache(limit=0))
    for _ in range(3):
        await pictures.picture("table", state, NAMES, words("en"))
    assert len(drawer.drawn) == 3 and len(pictures.cache) == 0


async def test_a_picture_that_cannot_be_drawn_is_not_kept(drawer: CountingDrawer) -> None:
    """A bad request (a ghost on a finished game) raises each time it is made: nothing is kept."""
    state = finished(2, Mode.TOTEM, 11)
    pictures = Pictures(drawer)
    bad = parse_action("place E5 right")
    for _ in range(2):
        with pytest.raises(ValueError, match="ghost"):
            await pictures.picture("territory", state, NAMES, words("en"), player=0, ghost=bad)
    assert len(drawer.drawn) == 2 and len(pictures.cache) == 0


async def test_the_picture_is_of_the_state_the_key_names() -> None:
    """The key and the job sent to a worker are read from the state at the same moment (the
    request's first step): a state changed in place right after the request started (the bot
    plays on a copy; this is the cache's own guard) cannot be drawn and kept under the old key."""
    drawer = CountingDrawer(1)
    assert await drawer.ready()
    try:
        state = mid_game(4, Mode.DISCOVERY, 3)
        before = state.copy()
        pictures = Pictures(drawer)
        asking = asyncio.create_task(pictures.picture("table", state, NAMES, words("en")))
        await asyncio.sleep(0)  # the request has started, and paused at its first wait
        state.play(placements(state)[0])
        expected = draw_here("table", before, NAMES, {}).png
        assert png(await asking) == expected
        assert png(await pictures.picture("table", before, NAMES, words("en"))) == expected
        assert len(drawer.drawn) == 1
    finally:
        await drawer.close()


async def test_a_request_given_up_leaves_the_others_their_picture(drawer: CountingDrawer) -> None:
    """The request drawing a picture is cancelled (its member's interaction gone) while another
    waits for the same picture: the other one draws it and gets it."""
    state = mid_game(3, Mode.TRIBE, 2)
    pictures = Pictures(drawer)
    first = asyncio.create_task(pictures.picture("table", state, NAMES, words("it")))
    await asyncio.sleep(0)  # drawing, in a thread
    second = asyncio.create_task(pictures.picture("table", state, NAMES, words("it")))
    await asyncio.sleep(0)  # waiting for the first
    first.cancel()
    assert png(await second) == draw_here("table", state, NAMES, {}, "it").png
    assert first.cancelled()


async def test_the_full_table_asked_twice_is_drawn_once(env: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """An onlooker, then a player, click **Full table** under the same prompt: one table drawn
    (the game has not moved), both shown the same picture."""
    channel, members = await start_game(env, "totem", 3)
    prompt = channel.last_message
    drawn: list[str] = []
    real = Drawer.draw

    async def draw(
        self: Drawer, kind: str, state: GameState, names: Sequence[str], **options: Any
    ) -> Picture:
        drawn.append(kind)
        return await real(self, kind, state, names, **options)

    monkeypatch.setattr(Drawer, "draw", draw)
    onlooker = channel.guild.add_member(env.create_user("eve"))
    tables = []
    for who in (onlooker, members[0]):
        shown = await who.click(prompt, label="Full table")
        (table,) = shown.response.attachments
        tables.append(table)
    assert drawn == ["table"]
    first, second = [await table.read() for table in tables]
    assert first == second and first.startswith(b"\x89PNG")
    assert tables[0].description == tables[1].description
