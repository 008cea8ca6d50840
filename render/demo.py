"""`python -m render demo OUTDIR [--language nl]`: a gallery of pictures from seeded games, to look at.

The games are played by the greedy agent, so the same command always draws the same pictures.
Each picture is also written scaled to 360 px wide (`NAME-360.png`), as a phone shows it, to be
judged there. `--language` draws them with that language's catalogue (lang/): a translator's
check that the words fit.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Callable
from pathlib import Path

from PIL import Image

import lang
import render
from lang import Words
from render.core.picture import Picture
from render.core.terms import ENGLISH
from render.pictures.legend import legend_card
from rules import BOXES, PLACE, Game, GameConfig, GameState, GreedyAgent, Mode, Option, Place, new_game
from rules.boxes.origins import FIRE, RECRUIT, Fire, OriginsState, OriginsTerritory
from rules.boxes.resources import ResourcesState

NAMES = ("Zoë", "Łukasz", "Aiyana", "Dmitri")
OPTIONS = frozenset({Option.EMPIRE_OF_FIRE, Option.HOMO_HABILIS})
CLASSIC_OPTIONS = frozenset({Option.HARMONY, Option.MIDDLE_KINGDOM})


def play_until(config: GameConfig, done: Callable[[GameState], bool]) -> GameState:
    """Play a seeded game with greedy agents until `done` holds (or the game ends)."""
    state = new_game(config)
    agents = [GreedyAgent(config.seed * 10 + p) for p in range(config.players)]
    while not state.is_over and not done(state):
        state.play(agents[state.current_player()].choose(state))
    return state


def mid_game(players: int, mode: Mode, seed: int) -> GameState:
    """Round 6, at a placement decision: a table with something on it."""
    config = GameConfig(players=players, mode=mode, seed=seed, options=OPTIONS)
    return play_until(config, lambda s: s.round >= 6 and s.stage == PLACE and not _totems_to_give(s))


def _totems_to_give(state: GameState) -> bool:
    """Totems still to hand over: the picture waits until they have been."""
    return isinstance(state, OriginsState) and bool(state.totem_queue)


def finished(players: int, mode: Mode, seed: int) -> GameState:
    return play_until(GameConfig(players=players, mode=mode, seed=seed, options=OPTIONS), lambda s: False)


def gallery(words: Words = ENGLISH) -> dict[str, Picture]:
    """Every picture of the gallery, by file name, in `words`."""
    out: dict[str, Picture] = {}
    for mode, players, seed in ((Mode.DISCOVERY, 4, 1), (Mode.TOTEM, 3, 2), (Mode.TRIBE, 4, 3)):
        state = mid_game(players, mode, seed)
        out[f"table-{mode}-{players}p.png"] = render.table(state, names=NAMES, words=words)
        out[f"decision-{mode}-{players}p.png"] = render.decision(state, names=NAMES, words=words)
        ended = finished(players, mode, seed)
        out[f"final-{mode}-{players}p.png"] = render.final(ended, names=NAMES, words=words)
    neolithic = mid_game(2, Mode.TOTEM, 4)
    out["table-neolithic.png"] = render.table(neolithic, names=NAMES, words=words)
    out["territory-neolithic.png"] = render.territory(
        neolithic, neolithic.current_player(), names=NAMES, words=words
    )
    state = mid_game(4, Mode.TRIBE, 5)
    player = state.current_player()
    placements = [a for a in state.legal_actions() if isinstance(a, Place)]
    squares = sorted({a.square for a in placements})  # the squares a first half may go on
    ghost = placements[0] if placements else None
    out["territory-preview.png"] = render.territory(
        state, player, names=NAMES, highlight=squares, ghost=ghost, words=words
    )
    out["cave.png"] = render.cave(state, words=words)
    out["territory-fire.png"] = fire_preview(words)
    out |= moments_gallery(words)
    out |= classic_gallery(words)
    out |= resources_gallery(words)
    out |= legends(words)
    return out


def fire_preview(words: Words) -> Picture:
    """A fire token waiting to land (Tribe mode, round 6 or later): its volcano ringed, the
    landing squares highlighted, those whose resource or caveman it would destroy marked apart."""
    config = GameConfig(players=4, mode=Mode.TRIBE, seed=1, options=OPTIONS)

    def burning(s: GameState) -> bool:
        if s.stage != FIRE or s.round < 6:
            return False
        terr = s.territories[s.current_player()]
        assert isinstance(terr, OriginsTerritory)
        cells = [terr.grid.cell(a.square) for a in s.legal_actions() if isinstance(a, Fire)]
        return any(terr.resources >> c & 1 or c in terr.cavemen for c in cells)

    state = play_until(config, burning)
    player = state.current_player()
    assert isinstance(state, OriginsState) and state.fire_at is not None
    squares = [a.square for a in state.legal_actions() if isinstance(a, Fire)]
    source = state.territories[player].grid.squares[state.fire_at[0]]
    return render.territory(state, player, names=NAMES, highlight=squares, source=source, words=words)


def legends(words: Words) -> dict[str, Picture]:
    """The legend card of each box and mode, as the bot posts it."""
    return {
        f"legend-{game}-{mode}.png": legend_card(box, mode, words=words)
        for game, box in BOXES.items()
        for mode in box.modes
    }


def moments_gallery(words: Words) -> dict[str, Picture]:
    """The table at other moments: the initial draft, a fire token to land (Tribe, with a
    recruit to follow), a totem to hand over if one comes, and a finished game's banner."""
    out: dict[str, Picture] = {}
    config = GameConfig(players=3, mode=Mode.TOTEM, seed=2, options=OPTIONS)
    out["table-draft-3p.png"] = render.table(
        play_until(config, lambda s: False if s.round else s.position == 1), names=NAMES, words=words
    )
    tribe = GameConfig(players=4, mode=Mode.TRIBE, seed=3, options=OPTIONS)
    fire = play_until(tribe, lambda s: s.round >= 4 and s.stage == FIRE)
    out["decision-fire.png"] = render.decision(fire, names=NAMES, words=words)
    recruit = play_until(tribe, lambda s: s.round >= 3 and s.stage == RECRUIT)
    out["decision-recruit.png"] = render.decision(recruit, names=NAMES, words=words)
    out["table-over-tribe-4p.png"] = render.table(finished(4, Mode.TRIBE, 3), names=NAMES, words=words)
    return out


def classic_gallery(words: Words) -> dict[str, Picture]:
    """Classic Kingdomino: a 4-player table, its preview and score sheet, and a Mighty Duel."""
    out: dict[str, Picture] = {}
    config = GameConfig(game=Game.CLASSIC, players=4, seed=6, options=CLASSIC_OPTIONS)
    state = play_until(config, lambda s: s.round >= 6 and s.stage == PLACE)
    out["classic-table-4p.png"] = render.table(state, names=NAMES, words=words)
    out["classic-decision-4p.png"] = render.decision(state, names=NAMES, words=words)
    placements = [a for a in state.legal_actions() if isinstance(a, Place)]
    squares = sorted({a.square for a in placements})
    ghost = placements[0] if placements else None
    out["classic-territory-preview.png"] = render.territory(
        state, state.current_player(), names=NAMES, highlight=squares, ghost=ghost, words=words
    )
    out["classic-final-4p.png"] = render.final(play_until(config, lambda s: False), names=NAMES, words=words)
    duel = GameConfig(game=Game.CLASSIC, players=2, seed=7, options=CLASSIC_OPTIONS | {Option.MIGHTY_DUEL})
    out["classic-table-mighty-duel.png"] = render.table(
        play_until(duel, lambda s: s.round >= 8 and s.stage == PLACE), names=NAMES, words=words
    )
    return out


def resources_gallery(words: Words) -> dict[str, Picture]:
    """The Resource Tokens variant: a 4-player table with kings in the action column and still
    to act, the acting king's kingdom, and the harvest of the same game finished."""
    config = GameConfig(game=Game.RESOURCES, players=4, seed=6)
    state = play_until(config, lambda s: s.round >= 6 and _kings_to_act(s))
    ended = play_until(config, lambda s: False)
    return {
        "resources-table-4p.png": render.table(state, names=NAMES, words=words),
        "resources-decision-4p.png": render.decision(state, names=NAMES, words=words),
        "resources-territory.png": render.territory(state, state.current_player(), names=NAMES, words=words),
        "resources-final-4p.png": render.final(ended, names=NAMES, words=words),
    }


def _kings_to_act(state: GameState) -> bool:
    """Kings in the action column and some still to act: the moment the variant's table shows."""
    return isinstance(state, ResourcesState) and bool(state.actors) and bool(state.column)


PHONE = 360  # px, a phone's width in CSS pixels


def phone(picture: Picture) -> Image.Image:
    """The picture scaled to a phone's width, as it shows there (never enlarged)."""
    img = Image.open(io.BytesIO(picture.png)).convert("RGB")
    if img.width <= PHONE:
        return img
    return img.resize((PHONE, round(img.height * PHONE / img.width)), Image.Resampling.LANCZOS)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render", description="Render a gallery of pictures.")
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="render the gallery into OUTDIR")
    demo.add_argument("outdir", type=Path)
    demo.add_argument(
        "--language", choices=lang.LANGUAGES, default=lang.DEFAULT, help="the pictures' language"
    )
    args = parser.parse_args(argv)
    args.outdir.mkdir(parents=True, exist_ok=True)
    for name, picture in gallery(lang.words(args.language)).items():
        path = args.outdir / name
        path.write_bytes(picture.png)
        path.with_suffix(".txt").write_text(picture.alt + "\n", encoding="utf-8")
        phone(picture).save(path.with_name(f"{path.stem}-{PHONE}.png"))
        print(f"{path}  {picture.width}×{picture.height}  {len(picture.png) // 1024} KB", file=sys.stdout)
    return 0
