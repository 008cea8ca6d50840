"""What the bot says about ratings: the score sheet's rating line and `/origins leaderboard`.

Text (lang/en/ratings.ftl): the store reads the rows, bot/features/ratings.py
does the counting and the maths.

The board names players by mention (`<@id>`): Discord shows each as the member's name in this
server as it is now, without the bot needing the members intent or a request per player, and a
mention is 21 characters or so, whatever the name, which keeps the board well inside a message.
The answer is private and sent with no allowed mentions, so nobody is pinged.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.features.ratings import (
    PROVISIONAL_GAMES,
    SHOWN_BASE,
    SHOWN_SCALE,
    Finisher,
    Skill,
    judge,
    provisional,
)
from bot.i18n.languages import Languages
from bot.i18n.messages import plain
from bot.store import RatingChange, RatingRow, ResultRow, SeatRow, Store
from lang import Words
from rules import Game

BOARD_SIZE = 10  # players listed; the asker's own rank follows when they are not among them
MESSAGE_LIMIT = 2000  # Discord's limit for a message's text


def game_title(game: str, w: Words) -> str:
    """The game's name (terms.ftl: game-origins, game-classic, game-resources)."""
    return w(f"game.{game}")


def finishers(seats: Sequence[SeatRow], results: Sequence[ResultRow]) -> list[Finisher]:
    """A finished game's seats as the counting rule sees them."""
    ended = {s.seat: s for s in seats}
    return [
        Finisher(
            r.seat,
            r.user_id,
            r.place,
            autopilot=r.seat in ended and ended[r.seat].autopilot,
            removed=r.seat in ended and ended[r.seat].removed,
        )
        for r in results
    ]


def sheet_line(
    game: str,
    seats: Sequence[SeatRow],
    results: Sequence[ResultRow],
    changes: Sequence[RatingChange],
    w: Words,
    *,
    dynasty: bool = False,
) -> str:
    """The score sheet's line on ratings: each rated person's change, or why the game was not
    rated ("" for a game finished before ratings existed).

    `dynasty`: a game of a Dynasty, which is rated as a game of its own while the Dynasty is
    won on the total of its games; the line says so, lest a rating seem to follow the total.
    """
    names = {s.user_id: plain(s.name) for s in seats if s.user_id is not None}
    if changes:  # stored with the results: the truth, whatever the rule says today
        return w(
            "ratings.changes-dynasty" if dynasty else "ratings.changes",
            game=game_title(game, w),
            changes=" · ".join(_change(names.get(c.user_id, "?"), c, w) for c in changes),
        )
    verdict = judge(finishers(seats, results))
    if verdict.counted:
        return ""
    if verdict.seat is None:
        line = w(f"ratings.not-counted-{verdict.reason}")
    else:
        name = next((plain(s.name) for s in seats if s.seat == verdict.seat), "?")
        line = w(f"ratings.not-counted-{verdict.reason}", name=name)
    return f"{line} {w('ratings.dynasty')}" if dynasty else line


def _change(name: str, change: RatingChange, w: Words) -> str:
    before = Skill(change.mu_before, change.sigma_before).shown
    after = Skill(change.mu, change.sigma).shown
    direction = "up" if after > before else "down" if after < before else "same"
    return w(
        "ratings.change",
        name=name,
        before=before,
        after=after,
        direction=direction,
        delta=abs(after - before),
    )


def board_text(
    game: str,
    top: Sequence[tuple[int, RatingRow]],
    players: int,
    user_id: int,
    mine: tuple[int, RatingRow] | None,
    w: Words,
    *,
    limit: int = MESSAGE_LIMIT,
) -> str:
    """The leaderboard: the best players (rank, mention, rating, games, provisional or not), the
    asker's own rank when they are not among them, and how the number is made; within `limit`
    characters (the lowest lines go first, never the asker's)."""
    title = game_title(game, w)
    how = w("ratings.board-how", base=SHOWN_BASE, scale=SHOWN_SCALE, count=PROVISIONAL_GAMES)
    if not top:
        return "\n".join((w("ratings.board-empty", game=title), how))
    lines = [_line("ratings.board-line", rank, row, w) for rank, row in top]
    if mine is None:
        lines.append(w("ratings.board-unrated", game=title))
    elif all(row.user_id != user_id for _, row in top):
        lines.append(_line("ratings.board-you", *mine, w))
    head = w("ratings.board-title", game=title, count=players)
    listed = len(top)
    while listed > 1 and len("\n".join((head, *lines, how))) > limit:
        listed -= 1
        del lines[listed]
    return "\n".join((head, *lines, how))[:limit]


def _line(key: str, rank: int, row: RatingRow, w: Words) -> str:
    return w(
        key,
        rank=rank,
        player=f"<@{row.user_id}>",
        rating=Skill(row.mu, row.sigma).shown,
        games=row.games,
        provisional="yes" if provisional(row.games) else "no",
    )


class Leaderboard:
    """`/origins leaderboard`: this server's best players of a game."""

    def __init__(self, store: Store, languages: Languages) -> None:
        self.store = store
        self.languages = languages

    async def answer(self, interaction: discord.Interaction, game: str | None) -> None:
        """The board of `game` (default: the one rated last here), privately: it ends with the
        asker's own rank, and a board posted at every ask would bury the channel's game."""
        guild = interaction.guild_id or 0
        store = self.store
        await interaction.response.defer(ephemeral=True, thinking=True)  # a few reads in a row
        w = await self.languages.member_words(interaction)
        chosen = game or await store.latest_rated_game(guild) or Game.ORIGINS.value
        top = await store.leaderboard(guild, chosen, BOARD_SIZE)
        text = board_text(
            chosen,
            top,
            await store.rated_players(guild, chosen),
            interaction.user.id,
            await store.standing(guild, chosen, interaction.user.id),
            w,
        )
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())


__all__ = [
    "BOARD_SIZE",
    "MESSAGE_LIMIT",
    "Leaderboard",
    "board_text",
    "finishers",
    "game_title",
    "sheet_line",
]
