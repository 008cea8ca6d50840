"""Finished games for the ratings' tests: games played to their end with chosen places, seats on
autopilot and players gone, and the ratings tables read back whole."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.features import ratings
from bot.store import OVER, GameRow, Move, ResultRow, Store
from tests.bot.clock import Clock
from tests.bot.store.backends import Backend, raw

GUILD, OTHER_GUILD = 1, 2
ANN, BOB, CLEO, DAN = 100, 200, 300, 400


async def started(
    store: Store,
    seats: Sequence[int | None],
    *,
    game: str = "origins",
    guild: int = GUILD,
    channel: int = 10,
) -> GameRow:
    """A game in play with these seats (a member id, or None for an AI)."""
    config: dict[str, Any] = {"players": len(seats), **({} if game == "origins" else {"game": game})}
    row = await store.create_game(
        guild_id=guild, channel_id=channel, creator_id=ANN, config=config, options={}
    )
    for user in seats:
        await store.add_seat(
            row.id, user, f"member {user}" if user else "AI Easy", ai_level=None if user else "easy"
        )
    return await store.start_game(row.id, config={**config, "seed": 1}, snapshot={"turn": 0})


def last_move(game: GameRow, places: Sequence[int], seats: Sequence[int | None]) -> Move:
    """The game's last move (by the autopilot: no member's seat to check), with its results."""
    results = tuple(
        ResultRow(game.id, game.guild_id, game.channel_id, seat, user, 50 - place, place)
        for seat, (user, place) in enumerate(zip(seats, places, strict=True))
    )
    return Move(
        game_id=game.id,
        expected_version=game.version,
        actor_id=None,
        actions=("place A1 up",),
        snapshot={"turn": "over"},
        status=OVER,
        results=results,
        rate=ratings.rate,
    )


async def finished(
    store: Store,
    seats: Sequence[int | None],
    places: Sequence[int],
    *,
    autopilot: Sequence[int] = (),
    removed: Sequence[int] = (),
    **where: Any,
) -> GameRow:
    """A game played to its end: seats (member ids or None), their places; `autopilot` seats on
    autopilot at the end, `removed` members gone."""
    game = await started(store, seats, **where)
    for seat in autopilot:
        await store.set_autopilot(game.id, seat, True)
    for user in removed:
        await store.remove_player(game.id, user)
    return await store.record_move(last_move(game, places, seats))


RATINGS = "SELECT * FROM ratings ORDER BY guild_id, game, user_id"
RATING_CHANGES = "SELECT * FROM rating_changes ORDER BY game_id, user_id"


async def tables(backend: Backend) -> tuple[list[Any], list[Any]]:
    """Both ratings tables, every column, in a stable order."""
    return await backend.rows(RATINGS), await backend.rows(RATING_CHANGES)


def file_tables(db_path: Path) -> tuple[list[Any], list[Any]]:
    """Both ratings tables of a SQLite file, as `tables` reads them."""
    return raw(db_path, RATINGS), raw(db_path, RATING_CHANGES)


async def put_ratings(
    backend: Backend, rows: Sequence[tuple[int, float, float, int]], game: str = "origins"
) -> None:
    """Ratings written straight into the database: (user, mu, sigma, games)."""
    for user, mu, sigma, games in rows:
        await backend.write(
            "INSERT INTO ratings VALUES (?, ?, ?, ?, ?, ?, ?)", (GUILD, game, user, mu, sigma, games, 1.0)
        )


async def random_games(store: Store, clock: Clock, rng: random.Random, count: int) -> list[int]:
    """`count` finished games in two servers and the three games: 2-4 seats of six members and
    AIs, places with ties, now and then a seat on autopilot or a player gone; the clock moves,
    stands still or steps back. Returns the game ids in the order they finished."""
    order = []
    members = [ANN, BOB, CLEO, DAN, 500, 600]
    for n in range(count):
        players = rng.randint(2, 4)
        people = rng.sample(members, rng.randint(0, players))
        seats: list[int | None] = [*people, *([None] * (players - len(people)))]
        rng.shuffle(seats)
        scores = [rng.randint(0, 4) for _ in seats]
        places = [1 + sum(other > score for other in scores) for score in scores]
        autopilot = [s for s, user in enumerate(seats) if user is not None and rng.random() < 0.08]
        removed = [user for user in people if rng.random() < 0.04]
        clock.advance(rng.choice((0.0, 0.0, 7.5, 3600.0, -60.0)))
        game = await finished(
            store,
            seats,
            places,
            autopilot=autopilot,
            removed=removed,
            guild=rng.choice((GUILD, OTHER_GUILD)),
            game=rng.choice(("origins", "classic", "resources")),
            channel=1000 + n,
        )
        order.append(game.id)
    return order
