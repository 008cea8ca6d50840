"""Where each player stands, as the table's scoreboard tells it (data only, no pixels).

Mid-game, an optional bonus (Empire of Fire, Homo Habilis; classic: Harmony, Middle Kingdom) is
not yet earned: a territory may still lose its centre, or a domino be discarded. So the points
shown are every line of the score sheet but the bonuses, and the bonuses met so far are shown
apart ("+10 if kept"); the places follow those points, with the rules' tie-breaks. At the end the
bonuses are earned and the ranking is the score sheet's. A game whose pictures rank by its sheets
at any time (the Resource Tokens variant: the kinds of token a player would win if the harvest
were now) has no bonus held apart.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from lang import Words
from render.alt.describe import tie_break_words
from render.core.games import pictures_of
from rules import FinalScores, GameState, TieBreak, final_scores, rank


@dataclass(frozen=True)
class Standing:
    """One player's line of the scoreboard."""

    player: int
    place: int  # 1: leads (or won); level players share a place
    points: int  # earned (mid-game: without the optional bonuses); the variant: kinds won
    bonus: int  # optional bonuses met as the game stands and not yet earned (0 at the end)


def standings(state: GameState, scores: FinalScores | None = None) -> list[Standing]:
    """Every player's standing, by seat."""
    scores = scores if scores is not None else final_scores(state)
    if state.is_over or pictures_of(state.config.box).ranked_by_sheets():
        places = dict((p, place) for place, p in scores.ranking)
        return [Standing(s.player, places[s.player], s.total, 0) for s in scores.players]
    earned = tuple(dataclasses.replace(s, bonuses={}) for s in scores.players)
    ranking, _ = rank(earned)
    places = dict((p, place) for place, p in ranking)
    return [
        Standing(s.player, places[s.player], s.total, sum(full.bonuses.values()))
        for s, full in zip(earned, scores.players, strict=True)
    ]


def leaders(table: Sequence[Standing]) -> list[int]:
    """The seats in first place."""
    return [s.player for s in table if s.place == 1]


def tie_sentence(tie: TieBreak, names: Sequence[str], words: Words) -> str:
    """How players level on points (the variant: kinds won) were told apart, in the rules' terms
    (`TieBreak`'s measures), with the players' names joined with "and"."""
    return tie_break_words(tie, names, words)
