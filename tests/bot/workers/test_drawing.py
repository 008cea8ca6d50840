"""The drawing workers (bot.workers.drawing): real processes, the same bytes as drawing here, and no
process left behind, whatever happens to a worker."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

import render
from bot.workers.drawing import CHANNEL, NICE, PANEL, QUEUED, Drawer, draw_here, faces_loaded
from render import Picture
from rules import ORIGINS, GameState, Mode, parse_action
from tests.patience import PATIENCE, until
from tests.render.states import NAMES, finished, mid_game, placements

Request = tuple[str, dict[str, Any]]  # a picture kind and its options, as the bot asks for them


def requests_for(state: GameState) -> list[Request]:
    """Every picture the bot can ask for of `state`: the table, each territory (plain, with a
    highlight, with a ghost domino), the score sheet and (Tribe) the cave board."""
    out: list[Request] = [("table", {}), ("final", {})]
    out += [("territory", {"player": p}) for p in range(state.config.players)]
    places = placements(state) if state.domino_to_place() is not None else []
    if places:
        acting = state.current_player()
        firsts = sorted({p.square for p in places})
        out.append(("territory", {"player": acting, "highlight": firsts}))
        out.append(("territory", {"player": acting, "ghost": places[-1]}))
        out.append(("territory", {"player": acting, "highlight": [places[0].square], "ghost": places[0]}))
    if state.config.mode is Mode.TRIBE:
        out.append(("cave", {}))
    return out


def drawn_here(kind: str, state: GameState, options: dict[str, Any]) -> Picture:
    """The picture as render draws it in this process, called the way the bot always did."""
    if kind == "territory":
        rest = dict(options)
        return render.territory(state, rest.pop("player"), names=NAMES, **rest)
    if kind == "cave":
        return render.cave(state)
    draw = render.final if kind == "final" else render.table
    return draw(state, names=NAMES)


def children() -> set[int]:
    """The process ids of this process's children, except multiprocessing's resource tracker
    (started once for the whole test run, and meant to outlive any pool)."""
    me = str(os.getpid())
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            command = (entry / "cmdline").read_bytes()
        except OSError:  # exited meanwhile
            continue
        if fields[1] == me and b"resource_tracker" not in command:
            found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    """Whether `pid` is a process that has not exited (a zombie has exited, unreaped)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.fixture
async def drawer() -> AsyncIterator[Drawer]:
    """Two started workers, closed after the test."""
    drawer = Drawer(2)
    assert await drawer.ready()
    yield drawer
    await drawer.close()


STATES: dict[str, Callable[[], GameState]] = {
    "4 players, Tribe, mid-game": lambda: mid_game(4, Mode.TRIBE, 1),
    "3 players, Totem, mid-game": lambda: mid_game(3, Mode.TOTEM, 2, round_=9),
    "2 players (7×7), Discovery, options": lambda: mid_game(
        2, Mode.DISCOVERY, 3, options=frozenset(ORIGINS.options)
    ),
    "4 players, Tribe, finished": lambda: finished(4, Mode.TRIBE, 5),
    "2 players, Totem, finished": lambda: finished(2, Mode.TOTEM, 6),
}


async def test_every_worker_starts_with_every_face(drawer: Drawer) -> None:
    """Each worker has loaded every fallback face before its first job, asked through the pool:
    the first name in a script a picture shows costs no load."""
    pool = await drawer._ready()
    assert pool is not None
    expected = [0, *render.warm_faces()]  # the faces this process can draw with, Noto Sans first
    answered: dict[int, list[int]] = {}
    loop = asyncio.get_running_loop()
    for _ in range(1000):  # until each worker answered: a job goes to any idle one
        pid, faces = await asyncio.wait_for(loop.run_in_executor(pool, _pid_and_faces), PATIENCE)
        answered[pid] = faces
        if set(answered) == set(drawer.pids()):
            break
    assert set(answered) == set(drawer.pids())
    assert all(faces == expected for faces in answered.values()), answered


async def test_the_workers_yield_to_the_bot(drawer: Drawer) -> None:
    """Every worker runs `NICE` steps nicer than the bot's process: the event loop gets a core
    first when the workers keep them all busy."""
    assert await drawer.ready()
    here = os.getpriority(os.PRIO_PROCESS, 0)
    pids = drawer.pids()
    assert len(pids) == drawer.workers
    assert [os.getpriority(os.PRIO_PROCESS, pid) for pid in pids] == [min(19, here + NICE)] * len(pids)


def _pid_and_faces() -> tuple[int, list[int]]:
    """In a worker: its process id and the faces it has loaded."""
    return os.getpid(), faces_loaded()


@pytest.mark.parametrize("label", STATES)
async def test_same_bytes_as_drawn_here(drawer: Drawer, label: str) -> None:
    """Every kind of picture (highlights and ghost previews too) comes back from a worker with
    the very bytes and alt text that render gives in this process."""
    state = STATES[label]()
    requests = requests_for(state)
    pictures = await asyncio.gather(*(drawer.draw(kind, state, NAMES, **opts) for kind, opts in requests))
    for (kind, options), picture in zip(requests, pictures, strict=True):
        expected = drawn_here(kind, state, options)
        assert picture.png == expected.png, (label, kind, options)
        assert picture == expected, (label, kind, options)
    assert state.is_over or any("ghost" in options for _, options in requests)


async def test_a_killed_worker_is_replaced(drawer: Drawer, caplog: pytest.LogCaptureFixture) -> None:
    """A worker killed between two pictures: the next one is still drawn, by new workers, and
    the old ones are gone."""
    state = mid_game(4, Mode.TOTEM, 7)
    first = await drawer.draw("table", state, NAMES)
    old = drawer.pids()
    assert len(old) == 2
    os.kill(old[0], signal.SIGKILL)
    await until(lambda: not alive(old[0]), "the killed worker to be gone")
    again = await drawer.draw("table", state, NAMES)
    assert again == first
    new = drawer.pids()
    assert len(new) == 2
    assert not set(new) & set(old)
    await until(lambda: not any(alive(pid) for pid in old), "the old workers to be gone")  # both
    assert any("a drawing worker died" in r.getMessage() for r in caplog.records)
    # And the new workers go on drawing.
    territory = await drawer.draw("territory", state, NAMES, player=2)
    assert territory == drawn_here("territory", state, {"player": 2})


async def test_a_worker_killed_while_drawing(drawer: Drawer) -> None:
    """Workers killed while a burst is being drawn: every picture of the burst still comes back."""
    states = [mid_game(4, Mode.DISCOVERY, seed) for seed in range(8)]
    drawing = [asyncio.ensure_future(drawer.draw("table", s, NAMES)) for s in states]
    await asyncio.sleep(0.05)  # the first jobs are on the workers
    for pid in drawer.pids():
        os.kill(pid, signal.SIGKILL)
    pictures = await asyncio.gather(*drawing)
    for state, picture in zip(states, pictures, strict=True):
        assert picture == drawn_here("table", state, {})


async def test_ctrl_c_is_for_the_bot(drawer: Drawer) -> None:
    """Ctrl-C in a terminal reaches the whole process group: the workers ignore it and keep
    drawing until the bot, stopping, closes them."""
    pids = drawer.pids()
    for pid in pids:
        os.kill(pid, signal.SIGINT)
    state = mid_game(2, Mode.TRIBE, 12)
    picture = await drawer.draw("territory", state, NAMES, player=1)
    assert picture == drawn_here("territory", state, {"player": 1})
    assert drawer.pids() == pids
    assert all(alive(pid) for pid in pids)


async def test_close_leaves_no_process() -> None:
    """Closing stops the workers and reaps them: no child process is left, not even a zombie."""
    before = children()
    drawer = Drawer(2)
    assert await drawer.ready()
    await drawer.draw("final", finished(3, Mode.TRIBE, 8), NAMES)
    pids = drawer.pids()
    assert len(pids) == 2
    assert set(pids) <= children()
    await drawer.close()
    assert drawer.pids() == []
    assert not any(alive(pid) for pid in pids)
    assert children() <= before


async def test_starting_leaves_the_loop_free() -> None:
    """The workers start (spawn, imports, first picture) while the event loop goes on."""
    drawer = Drawer(2)
    ticks = 0
    try:
        started = drawer.start()
        assert started is not None
        while not started.done():
            ticks += 1
            await asyncio.sleep(0.002)
        assert len(started.result()._processes or ()) == 2
    finally:
        await drawer.close()
    assert ticks >= 2, "the loop was blocked until the workers were ready"


BOT_KILLED = """
import asyncio
from bot.workers.drawing import CHANNEL, PANEL, Drawer, draw_here, faces_loaded

async def main():
    drawer = Drawer(2)
    await drawer.ready()
    print(*drawer.pids(), flush=True)
    await asyncio.Event().wait()  # until the test kills this "bot"

if __name__ == "__main__":
    asyncio.run(main())
"""


async def test_workers_leave_with_a_killed_bot(tmp_path: Path) -> None:
    """A bot killed outright (SIGKILL, out of memory) cannot close its drawer: the workers notice
    their parent is gone and exit instead of waiting for jobs forever."""
    script = tmp_path / "bot_killed.py"
    script.write_text(BOT_KILLED)
    root = Path(__file__).resolve().parents[3]
    bot = await asyncio.create_subprocess_exec(
        sys.executable,
        str(script),
        stdout=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    try:
        assert bot.stdout is not None
        pids = [int(pid) for pid in (await asyncio.wait_for(bot.stdout.readline(), PATIENCE)).split()]
        assert len(pids) == 2
        assert all(alive(pid) for pid in pids)
    finally:
        bot.kill()
        await bot.wait()
    await until(lambda: not any(alive(pid) for pid in pids), "the orphaned workers to leave")


async def test_close_while_starting() -> None:
    """A drawer closed before its workers are ready still stops them once they are."""
    before = children()
    drawer = Drawer(1)
    drawer.start()
    await drawer.close()
    assert children() <= before


async def test_after_close_pictures_are_drawn_here() -> None:
    """A picture asked for while the bot stops is still drawn (in a thread), the same."""
    drawer = Drawer(1)
    await drawer.close()
    state = mid_game(3, Mode.TRIBE, 9)
    picture = await drawer.draw("cave", state, NAMES)
    assert picture == drawn_here("cave", state, {})
    assert drawer.pids() == []


async def test_workers_that_cannot_start(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Workers that cannot start (here: the system refuses a new process) cost no picture: it is
    drawn in a thread, with a warning in the log."""
    import bot.workers.drawing

    def refused(workers: int) -> None:
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(bot.workers.drawing, "_start_pool", refused)
    drawer = Drawer(2)
    state = finished(2, Mode.DISCOVERY, 10)
    try:
        picture = await drawer.draw("final", state, NAMES)
    finally:
        await drawer.close()
    assert picture == drawn_here("final", state, {})
    assert any("could not start the drawing workers" in r.getMessage() for r in caplog.records)


async def test_no_workers_wanted(caplog: pytest.LogCaptureFixture) -> None:
    """RENDER_WORKERS=0: every picture is drawn in a thread, no process is started, and nothing is
    logged as if something had gone wrong."""
    before = children()
    drawer = Drawer(0)
    assert drawer.start() is None
    state = mid_game(4, Mode.TOTEM, 12)
    try:
        pictures = await asyncio.gather(
            *(drawer.draw(kind, state, NAMES, **o) for kind, o in requests_for(state))
        )
        assert children() <= before
        assert drawer.pids() == []
    finally:
        await drawer.close()
    assert pictures == [drawn_here(kind, state, o) for kind, o in requests_for(state)]
    assert not [r for r in caplog.records if r.levelno >= 30]


async def test_a_picture_that_cannot_be_drawn(drawer: Drawer) -> None:
    """A bad request is the caller's error, raised as render raises it (not retried, not hidden)."""
    state = finished(2, Mode.TOTEM, 11)
    pids = drawer.pids()
    with pytest.raises(ValueError, match="ghost"):
        await drawer.draw("territory", state, NAMES, player=0, ghost=parse_action("place E5 right"))
    with pytest.raises(ValueError, match="kind"):
        await drawer.draw("portrait", state, NAMES)
    assert drawer.pids() == pids


async def test_nothing_is_drawn_beside_the_loop(drawer: Drawer, monkeypatch: pytest.MonkeyPatch) -> None:
    """While 20 tables are drawn at once, none of them is drawn in the event loop's process: it
    only builds their snapshots and waits. (How late the loop wakes meanwhile is a figure of
    bench/drawing.py: a speed, never asserted here.)"""
    states = [mid_game(4, list(Mode)[seed % 3], seed) for seed in range(20)]
    expected = [drawn_here("table", s, {}) for s in states]
    drawn_here_too: list[GameState] = []
    table = render.table

    def watched(state: GameState, **options: Any) -> Picture:
        drawn_here_too.append(state)
        return table(state, **options)

    monkeypatch.setattr(render, "table", watched)
    pictures = await asyncio.gather(*(drawer.draw("table", s, NAMES) for s in states))
    assert pictures == expected
    assert drawn_here_too == []
    assert len(drawer.pids()) == 2


async def test_each_picture_in_its_language(drawer: Drawer) -> None:
    """Pictures asked for in Dutch and Italian come back from the workers worded in those
    languages (their places 1e and 1º on the score sheet and the scoreboard, while the rest is
    still English placeholders), each the very bytes of drawing it here in that language, the
    English ones alongside unchanged."""
    state = finished(3, Mode.TOTEM, 4)
    jobs = [(kind, language) for kind in ("final", "table") for language in ("en", "nl", "it")]
    pictures = await asyncio.gather(*(drawer.draw(kind, state, NAMES, language=lg) for kind, lg in jobs))
    drawn = dict(zip(jobs, pictures, strict=True))
    for (kind, language), picture in drawn.items():
        assert picture == draw_here(kind, state, NAMES, {}, language), (kind, language)
    assert drawn["final", "en"] == drawn_here("final", state, {})
    for kind in ("final", "table"):
        assert len({drawn[kind, lg].png for lg in ("en", "nl", "it")}) == 3, kind


async def test_a_language_without_catalogue_is_refused() -> None:
    """A picture asked for in a language the bot has no words for is refused at once, before
    any job is sent (a bug in the caller, never a picture in the wrong language); with no
    workers, threads draw in the language asked for."""
    drawer = Drawer(0)
    state = mid_game(3, Mode.TRIBE, 2)
    with pytest.raises(ValueError, match="no catalogue"):
        await drawer.draw("table", state, NAMES, language="fr")
    picture = await drawer.draw("final", state, NAMES, language="it")
    assert picture == draw_here("final", state, NAMES, {}, "it")
    assert picture.png != draw_here("final", state, NAMES, {}).png  # 1º, not 1st
    await drawer.close()


async def test_the_members_panel_goes_first() -> None:
    """While the worker is busy (its `QUEUED` jobs handed over), a member's panel (PANEL) asked
    for after the channel's pictures (CHANNEL) is handed to the worker before them; pictures of
    the same priority keep their order. One worker draws one job at a time: the order they come
    back is the order they reached it (the event loop runs the new tasks' first steps before any
    result can come back)."""
    drawer = Drawer(1)
    assert await drawer.ready()
    try:
        state = mid_game(4, Mode.TRIBE, 1)
        back: list[str] = []
        busy = [f"busy {i}" for i in range(QUEUED)]
        asked: list[tuple[str, str, int, dict[str, Any]]] = [
            *((label, "table", CHANNEL, {}) for label in busy),
            ("card 1", "decision", CHANNEL, {}),
            ("panel 1", "territory", PANEL, {"player": 0}),
            ("card 2", "final", CHANNEL, {}),
            ("panel 2", "territory", PANEL, {"player": 1, "highlight": []}),
        ]

        async def draw(label: str, kind: str, priority: int, options: dict[str, Any]) -> Picture:
            picture = await drawer.draw(kind, state, NAMES, priority=priority, **options)
            back.append(label)
            return picture

        pictures = await asyncio.gather(*(draw(*request) for request in asked))
        assert back == [*busy, "panel 1", "panel 2", "card 1", "card 2"]
        for (_, kind, _, options), picture in zip(asked, pictures, strict=True):
            assert picture == draw_here(kind, state, NAMES, options)
    finally:
        await drawer.close()


async def test_a_picture_given_up_while_waiting_for_a_worker() -> None:
    """A request cancelled while it waits for the busy worker is cancelled (nothing sent), and
    the worker goes on to the next request in line."""
    drawer = Drawer(1)
    assert await drawer.ready()
    try:
        state = mid_game(3, Mode.TOTEM, 2, round_=9)
        busy = [asyncio.create_task(drawer.draw("table", state, NAMES)) for _ in range(QUEUED)]
        waiting = asyncio.create_task(drawer.draw("final", state, NAMES, priority=PANEL))
        after = asyncio.create_task(drawer.draw("decision", state, NAMES))
        await asyncio.sleep(0)  # all asked: the worker's QUEUED jobs sent, the others waiting
        assert len(drawer._waiting) == 2
        waiting.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiting
        for job in busy:
            assert await job == draw_here("table", state, NAMES, {})
        assert await after == draw_here("decision", state, NAMES, {})
    finally:
        await drawer.close()
