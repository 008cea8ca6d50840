"""The English words of a set of pictures, kept in english.json: what test_english_words_unchanged
compares each run with, so that a change to the catalogue (or to how render words a picture)
that alters the English pictures is a deliberate one.

After a deliberate change: `python -m tests.render.english` writes the file anew; review its diff.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

import render
from render.core.picture import Picture
from render.pictures.legend import legend_card
from rules import GameConfig, Place
from rules.boxes import BOXES
from rules.boxes.origins import FIRE, RECRUIT
from rules.names import Game, Mode, Option
from tests.render.states import NAMES, drawn_text, finished, kings_to_act, play_until

GOLDEN = Path(__file__).with_name("english.json")
CLASSIC_OPTIONS = frozenset({Option.HARMONY, Option.MIDDLE_KINGDOM})


def pictures() -> dict[str, Callable[[], Picture]]:
    """The pictures the file keeps, by name: every kind, each game, the moments that word most."""
    origins = frozenset({Option.EMPIRE_OF_FIRE, Option.HOMO_HABILIS})
    tribe = GameConfig(players=4, mode=Mode.TRIBE, seed=3, options=origins)
    totem = GameConfig(players=3, mode=Mode.TOTEM, seed=2, options=origins)
    duel = GameConfig(players=2, mode=Mode.DISCOVERY, seed=4)
    classic = GameConfig(game=Game.CLASSIC, players=4, seed=6, options=CLASSIC_OPTIONS)
    variant = GameConfig(game=Game.RESOURCES, players=4, seed=1)
    draft = play_until(totem, lambda s: s.round > 0 or s.position == 1, greedy=True)
    recruit = play_until(tribe, lambda s: s.round >= 3 and s.stage == RECRUIT, greedy=True)
    fire = play_until(tribe, lambda s: s.round >= 4 and s.stage == FIRE, greedy=True)
    placing = play_until(tribe, lambda s: s.round >= 6 and s.domino_to_place() is not None, greedy=True)
    places = [a for a in placing.legal_actions() if isinstance(a, Place)]
    neolithic = play_until(duel, lambda s: s.round >= 5 and s.domino_to_place() is not None, greedy=True)
    kings = play_until(variant, lambda s: s.round >= 6 and kings_to_act(s), greedy=True)
    classic_mid = play_until(classic, lambda s: s.round >= 6 and s.domino_to_place() is not None, greedy=True)
    out: dict[str, Callable[[], Picture]] = {
        "table-draft-totem-3p": lambda: render.table(draft, names=NAMES),
        "decision-recruit-tribe-4p": lambda: render.decision(recruit, names=NAMES),
        "decision-fire-tribe-4p": lambda: render.decision(fire, names=NAMES),
        "table-tribe-4p": lambda: render.table(placing, names=NAMES),
        "territory-preview-tribe": lambda: render.territory(
            placing,
            placing.current_player(),
            names=NAMES,
            highlight=[p.square for p in places],
            ghost=places[0],
        ),
        "cave-tribe": lambda: render.cave(recruit),
        "table-neolithic": lambda: render.table(neolithic, names=NAMES),
        "final-tribe-4p": lambda: render.final(finished(4, Mode.TRIBE, 3, greedy=True), names=NAMES),
        "final-totem-3p": lambda: render.final(finished(3, Mode.TOTEM, 2, greedy=True), names=NAMES),
        "table-classic-4p": lambda: render.table(classic_mid, names=NAMES),
        "final-classic-4p": lambda: render.final(
            play_until(classic, lambda s: False, greedy=True), names=NAMES
        ),
        "table-resources-4p": lambda: render.table(kings, names=NAMES),
        "territory-resources": lambda: render.territory(kings, kings.current_player(), names=NAMES),
        "final-resources-4p": lambda: render.final(
            play_until(variant, lambda s: False, greedy=True), names=NAMES
        ),
    }
    for game, box in BOXES.items():
        for mode in box.modes:
            out[f"legend-{game.value}-{mode.value}"] = partial(legend_card, box, mode)
    return out


def english_words() -> dict[str, dict[str, object]]:
    """Each picture's alt text and the texts it draws (with their sizes), in English."""
    out: dict[str, dict[str, object]] = {}
    for name, draw in pictures().items():
        with drawn_text() as seen:
            picture = draw()
        out[name] = {"alt": picture.alt, "drawn": [f"{size} {said}" for said, size in seen]}
    return out


def main() -> int:
    GOLDEN.write_text(json.dumps(english_words(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
