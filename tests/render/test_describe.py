"""Alt texts a player can play from: every candidate domino on the table, a map of each territory
that reads back into the same territory, points that add up, and captions true to the moment
(must discard, the first line, the game over, ties), for seeded games of every game and mode."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

import pytest

import render
from render.alt.describe import (
    describe_final,
    describe_pending,
    describe_table,
    describe_territory,
    tie_break_words,
    winners_words,
)
from rules import GameConfig, GreedyAgent, RandomAgent, as_a, new_game
from rules.boxes import Box
from rules.boxes.origins import CAVEMAN_NAMES, CAVEMAN_TITLES, RESOURCE_NAMES, TERRAIN_RESOURCE, OriginsState
from rules.boxes.resources import ResourcesState, kinds_won
from rules.core.actions import DISCARD
from rules.core.game import GameState
from rules.core.grid import column_index
from rules.core.notation import format_territory, parse_territory, token_at
from rules.core.pieces import TERRAIN_NAMES, VOLCANO, SquareSpec
from rules.core.scoring import current_points, final_scores
from rules.names import Game, Mode, Option
from tests.render.states import CLASSIC_SHAPES, EN, NAMES

ORIGINS_OPTIONS = frozenset({Option.EMPIRE_OF_FIRE, Option.HOMO_HABILIS})


def configs() -> list[GameConfig]:
    """Every game and mode: Origins' three modes at 2, 3 and 4 players (with and without the
    optional rules), classic's shapes, and the Resource Tokens variant at 3 and 4 players."""
    out = [
        GameConfig(
            players=players, mode=mode, seed=seed, options=ORIGINS_OPTIONS if seed % 2 else frozenset()
        )
        for mode in Mode
        for players in (2, 3, 4)
        for seed in (1, 2)
    ]
    out += [
        GameConfig(game=Game.CLASSIC, players=players, options=options, seed=seed)
        for players, options in CLASSIC_SHAPES
        for seed in (1, 2)
    ]
    out += [
        GameConfig(game=Game.RESOURCES, players=players, seed=seed) for players in (3, 4) for seed in (1, 2)
    ]
    return out


def config_id(config: GameConfig) -> str:
    return f"{config.box.game.value}-{config.mode.value}-{config.players}p-seed{config.seed}"


@cache
def moments(config: GameConfig, every: int = 9) -> tuple[GameState, ...]:
    """Copies of a seeded game every `every` decisions, and at its end (greedy agents for an even
    seed: fuller territories; random ones for an odd seed: discards, odd shapes)."""
    state = new_game(config)
    agent = GreedyAgent(config.seed) if config.seed % 2 == 0 else RandomAgent(config.seed)
    out = []
    decisions = 0
    while not state.is_over:
        if decisions % every == 0:
            out.append(state.copy())
        state.play(agent.choose(state))
        decisions += 1
    return (*out, state)


def all_moments() -> Iterator[GameState]:
    for config in configs():
        yield from moments(config)


CONFIGS = configs()


# --- the table names every candidate domino ---------------------------------------------------------


def spoken_half(half: SquareSpec, box: Box, resources: bool) -> str:
    """A domino's square as the alt text says it: terrain, craters, printed fire icons (crowns)
    or the wooden resource the game puts on it."""
    name = TERRAIN_NAMES[half.terrain]
    if half.terrain == VOLCANO:
        return f"{name} with {half.craters} crater{'s' if half.craters > 1 else ''}"
    if half.fires:
        return f"{name} with {half.fires} {box.multiplier if half.fires == 1 else box.multipliers}"
    if resources and TERRAIN_RESOURCE[half.terrain] >= 0:
        return f"{name} with a {RESOURCE_NAMES[TERRAIN_RESOURCE[half.terrain]]}"
    return name


def spoken_domino(number: int, state: GameState) -> str:
    box = state.config.box
    first, second = (
        spoken_half(h, box, (state.config.mode is not Mode.DISCOVERY)) for h in box.domino(number).squares
    )
    return f"{number} ({first} | {second})"


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_table_names_each_candidate_domino_and_its_holder(config: GameConfig) -> None:
    """Both lines, domino by domino: number, terrains, fire icons or crowns, craters, wooden
    resources, and who holds it (free, taken by, placed by)."""
    for state in moments(config):
        alt = describe_table(state, NAMES, words=EN)
        to_place = state.domino_to_place()
        for i, (number, owner) in enumerate(zip(state.line, state.line_owners, strict=True)):
            name = NAMES[owner]
            if state.is_over:
                assert f"{number} by {name}" in alt
            elif to_place is not None and number == to_place.number:
                assert f"{spoken_domino(number, state)}, {name}'s, being placed" in alt
            elif i > state.position or (
                i == state.position and isinstance(state, ResourcesState) and state.actors
            ):
                assert f"{spoken_domino(number, state)}, {name}'s, to place" in alt
            elif i < state.position:
                assert f"{number} placed by {name}" in alt
        if state.final_round and state.next_line:  # the variant's last line: nobody chooses
            assert f"not chosen (the game end{'ed' if state.is_over else 's'} first)" in alt
            continue
        for number, owner in zip(state.next_line, state.next_owners, strict=True):
            holder = f"taken by {NAMES[owner]}" if owner >= 0 else "free"
            assert f"{spoken_domino(number, state)}, {holder}" in alt, (number, alt)


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_table_tells_the_first_line_and_the_end_as_they_are(config: GameConfig) -> None:
    """The initial draft's line is "the first line" (there is no next one yet); once the game is
    over nothing is "placing now"."""
    states = moments(config)
    draft = describe_table(states[0], NAMES, words=EN)
    assert "First line: " in draft and "Next line" not in draft and "Placing now" not in draft
    over = describe_table(states[-1], NAMES, words=EN)
    assert "The game is over." in over
    assert "placing now" not in over.lower() and "being placed" not in over and "to place" not in over
    # (in the variant, every king may have acted instead in the last round: no domino to place)
    assert ("Last line, all placed: " in over) == bool(states[-1].line)


# --- each territory's map reads back into the same territory ----------------------------------------

MAP = re.compile(r"Map in the notation of the rules( \((?P<legend>.*?)\))?: columns (?P<columns>[A-Z ]+); ")


def read_map(alt: str) -> tuple[list[str], list[tuple[int, list[str]]]]:
    """The map of a territory's alt text: its column names, and each row's number and tokens."""
    head = MAP.search(alt)
    assert head is not None, alt
    body = alt[head.end() : alt.index(f"; {EN('map-end')}.", head.end())]
    rows = []
    for row in body.split("; "):
        m = re.fullmatch(r"row (\d+): (.+)", row)
        assert m is not None, row
        rows.append((int(m.group(1)), m.group(2).split(" ")))
    return head.group("columns").split(" "), rows


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_map_reads_back_into_the_same_territory(config: GameConfig) -> None:
    """Each territory's map, read with the referee's notation reader, gives the same squares,
    fire tokens, resources, cavemen, tokens and gold; every token sits under the row number and
    column letter the actions name its square by; a kingdom without a size limit is cropped to
    its squares, one with a limit shows where it may still grow."""
    box = config.box
    for state in moments(config):
        for player, terr in enumerate(state.territories):
            columns, rows = read_map(describe_territory(state, player, names=NAMES, words=EN))
            g = terr.grid
            assert [number for number, _ in rows] == list(range(rows[0][0], rows[0][0] + len(rows)))
            assert [column_index(c) for c in columns] == list(
                range(column_index(columns[0]), column_index(columns[0]) + len(columns))
            )
            for number, tokens in rows:
                assert len(tokens) == len(columns)
                for column, token in zip(columns, tokens, strict=True):
                    written = token_at(terr, g.parse(f"{column}{number}"))
                    assert token == ("." if written is None else str(written)), (column, number)
            parsed = parse_territory("\n".join(" ".join(tokens) for _, tokens in rows), size=g.size, box=box)
            assert format_territory(parsed.territory) == format_territory(terr)
            assert parsed.territory.square_count == terr.square_count
            assert (parsed.origin_row, parsed.origin_col) == (rows[0][0] - 1, column_index(columns[0]))
            rmin, rmax, cmin, cmax = terr.bounds
            shown = (rows[0][0] - 1, rows[-1][0] - 1, column_index(columns[0]), column_index(columns[-1]))
            if not box.size_limit:
                assert shown == (rmin, rmax, cmin, cmax)
            else:
                n = g.size
                assert shown[1] - shown[0] == min(g.width - 1, rmin + n - 1) - max(0, rmax - n + 1)
                assert shown[0] <= rmin and rmax <= shown[1] and shown[2] <= cmin and cmax <= shown[3]


def test_map_of_a_kingdom_beyond_z() -> None:
    """A kingdom of the variant reaching past column Z: its columns are named as the actions name
    them (AA, AB), and the map reads back."""
    text = """
    S1$1 Gr   C$4  L1r  L  L  L  L  L  L  L  L  Lr
    """
    config = GameConfig(game=Game.RESOURCES, players=3, seed=1)
    state = new_game(config)
    state.territories[0] = parse_territory(text, box=config.box).territory
    columns, rows = read_map(describe_territory(state, 0, names=NAMES, words=EN))
    assert columns[0] == "U" and columns[-1] == "AG"
    assert rows == [(23, text.split())]


# --- points that add up ---------------------------------------------------------------------------


def parts_of(sentence: str) -> list[tuple[str, int]]:
    """ "regions 9 + wooden resources 8 + totems 6" -> [("regions", 9), ...]."""
    out = []
    for part in sentence.split(" + "):
        m = re.fullmatch(r"(.+) (\d+)", part)
        assert m is not None, part
        out.append((m.group(1), int(m.group(2))))
    return out


def detail(alt: str, title: str) -> str | None:
    """The items of one detail sentence of a territory's alt text ("Scoring regions: ...")."""
    m = re.search(rf"(?:^|\. ){title}: (.+?)\.(?: [A-Z]|$)", alt)
    return None if m is None else m.group(1)


def check_territory_sums(state: GameState, player: int, alt: str) -> None:
    """The stated points are the player's, their parts add up to them, and each part's items add
    up to the part."""
    m = re.search(r"squares, (\d+) points? = (.+?)\. ", alt)
    assert m is not None, alt
    total, parts = int(m.group(1)), dict(parts_of(m.group(2)))
    assert total == current_points(state, player) == sum(parts.values())
    items = {
        "regions": ("Scoring regions", r"= (\d+)$"),
        "cavemen": ("Cavemen", r"= (\d+)$"),
        "totems": ("Totems", r" (\d+)$"),
    }
    for part, (title, number) in items.items():
        listed = detail(alt, title)
        if listed is None:
            assert parts.get(part, 0) == 0, (part, alt)
            continue
        separator = ", " if part == "totems" else "; "
        found = [re.search(number, item) for item in listed.split(separator)]
        assert all(found), listed
        assert sum(int(f.group(1)) for f in found if f) == parts[part], (part, alt)
    if "wooden resources" in parts:  # Totem mode: 1 point per wooden resource left
        listed = detail(alt, "Wooden resources")
        counts = [int(item.split(" ")[0]) for item in listed.split(", ")] if listed else []
        assert sum(counts) == parts["wooden resources"]


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_stated_points_add_up(config: GameConfig) -> None:
    """In every territory's alt text the points are the sum of their parts (regions, wooden
    resources, totems, cavemen, each optional rule), and each part the sum of its items; the
    table states the same points; each line of the score sheet's alt text adds up to its total.
    The variant states kinds won: as many as it names."""
    for state in moments(config):
        table = describe_table(state, NAMES, words=EN)
        for player in range(config.players):
            alt = describe_territory(state, player, names=NAMES, words=EN)
            if isinstance(state, ResourcesState):
                m = re.search(r"If the harvest were now: (\d+) kinds? won \((.+?)\)\.", alt)
                assert m is not None, alt
                named = [] if m.group(2) == "none" else re.split(r", | and ", m.group(2))
                won = kinds_won([t.token_counts() for t in state.territories])[player]
                assert int(m.group(1)) == len(named) == len(won) == current_points(state, player)
                continue
            check_territory_sums(state, player, alt)
            assert f"{NAMES[player]} {current_points(state, player)}" in table
        final = describe_final(state, NAMES, words=EN)
        for sheet in final_scores(state).players:
            if config.box.resource_tokens:
                continue
            m = re.search(rf"{re.escape(NAMES[sheet.player])}: (\d+) = (.+?) \(", final)
            assert m is not None, final
            assert int(m.group(1)) == sheet.total == sum(p for _, p in parts_of(m.group(2)))


# --- captions true to the moment ----------------------------------------------------------------


@pytest.mark.parametrize("game", list(Game), ids=str)
def test_must_discard_exactly_when_discarding_is_the_only_move(game: Game) -> None:
    """At every placement of many seeded games, the pending sentence (spoken and printed) and the
    table say "must discard" exactly when the domino fits nowhere, "must place" otherwise."""
    seen = {True: 0, False: 0}
    modes = list(Mode) if game is Game.ORIGINS else [Mode.DISCOVERY]
    players = (3, 4) if game is Game.RESOURCES else (2, 3, 4)
    for seed in range(1, 7):
        for mode in modes:
            for n in players:
                state = new_game(GameConfig(game=game, players=n, mode=mode, seed=seed))
                agent = RandomAgent(seed)
                while not state.is_over:
                    if state.domino_to_place() is not None:
                        only = state.legal_actions() == [DISCARD]
                        seen[only] += 1
                        for spoken in (True, False):
                            said = describe_pending(state, NAMES, spoken=spoken, words=EN)
                            assert ("must discard" in said) == only, said
                            assert ("must place" in said) != only, said
                        if only:
                            assert "must discard" in describe_table(state, NAMES, words=EN)
                    state.play(agent.choose(state))
    assert seen[True] and seen[False]


def test_the_neolithic_first_pick_is_a_pair() -> None:
    """The Neolithic's first decision is two dominoes of the first line, 1 and 4 or 2 and 3."""
    state = new_game(GameConfig(players=2, mode=Mode.TOTEM, seed=3))
    a, b, c, d = state.next_line
    said = describe_pending(state, NAMES, words=EN)
    assert f"must choose two dominoes of the first line: {a} and {d}, or {b} and {c}" in said


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_constructed_tie_reads_as_a_tie(players: int) -> None:
    """Players level on everything (a new game: no squares, no fire) tie for first place, named
    "X and Y" ("X, Y and Z"); the tie-break sentence names them the same way."""
    state = new_game(GameConfig(players=players, mode=Mode.DISCOVERY, seed=1))
    scores = final_scores(state)
    assert len(scores.winners) == players
    level = list(NAMES[:players])
    named = ", ".join(level[:-1]) + " and " + level[-1]
    assert winners_words(scores, NAMES, EN) == f"{named} tie for first place."
    assert f"{named} tie for first place so far." in describe_final(state, NAMES, words=EN)
    (tie,) = scores.tie_breaks
    assert tie_break_words(tie, NAMES, EN).startswith(f"{named} tie on 0 points")
    assert f"{named} tie on 0 points" in render.final(state, names=NAMES).alt


def test_one_winner_is_told() -> None:
    """A game won outright says who won, once, after the ranking."""
    for config in CONFIGS:
        state = moments(config)[-1]
        scores = final_scores(state)
        if len(scores.winners) == 1:
            won = NAMES[scores.winners[0]]
            assert f". {won} won. " in describe_final(state, NAMES, words=EN)
            return
    raise AssertionError("no game with one winner")


def test_cavemen_by_their_full_titles() -> None:
    """The cave board's alt text names the pile's tiles and the territories' cavemen by their full
    titles (Fishing child, Oafish warrior), never by the notation's short names."""
    short = re.compile(r"\b(" + "|".join(CAVEMAN_NAMES) + r")\b")
    checked = 0
    for config in CONFIGS:
        if config.mode is not Mode.TRIBE:
            continue
        for moment in moments(config):
            state = as_a(OriginsState, moment)
            alt = render.cave(state).alt
            assert all(CAVEMAN_TITLES[k] in alt for k in set(state.cave_pile))
            assert not short.search(alt), alt
            for player, terr in enumerate(state.territories):
                cavemen = detail(describe_territory(state, player, names=NAMES, words=EN), "Cavemen")
                assert (cavemen is not None) == bool(terr.cavemen)
                for kind in terr.cavemen.values():
                    assert cavemen is not None and CAVEMAN_TITLES[kind] in cavemen
                    checked += 1
    assert checked
