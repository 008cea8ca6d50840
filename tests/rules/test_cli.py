"""The referee command line, `python -m rules`: score, moves, fire, replay, simulate, bad input.

Expected numbers are worked out by hand from RULES.md in the comment or docstring beside them.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from rules import GameConfig, final_scores, format_territory, parse_action, record_to_json, replay
from rules.names import Game, Mode
from rules.referee.cli import main
from rules.referee.simulate import play_game, seat_agents, simulate
from tests.patience import PATIENCE

LETTERS = {"desert": "D", "grassland": "G", "lake": "L", "jungle": "J", "quarry": "Q", "volcano": "V"}
STEPS = {"right": (0, 1), "down": (1, 0), "left": (0, -1), "up": (-1, 0)}

HUNTER = """
Gr Gr          .
Gr G@hunter    H
Gr .           .
"""
FIRE_LADY = """
G1          L2  .
D@firelady  J!2 H
"""
WARRIORS = """
D@warrior2 D@warrior1 D@warrior1 D
H          .          .          D@warrior1
"""
FULL_DESERT = "\n".join(["D D D D D"] * 2 + ["D D H D D"] + ["D D D D D"] * 2)


class Cli:
    """Runs `main` in-process on territory text written to a file (or given on stdin)."""

    def __init__(self, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch):
        self.tmp_path = tmp_path
        self.capsys = capsys
        self.monkeypatch = monkeypatch

    def file(self, text: str, name: str = "territory.txt") -> str:
        path = self.tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)

    def run(self, *argv: str, stdin: str | None = None) -> tuple[int, str, str]:
        if stdin is not None:
            self.monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        code = main(list(argv))
        out, err = self.capsys.readouterr()
        return code, out, err

    def ok(self, *argv: str, stdin: str | None = None) -> str:
        """Run a command that must succeed; returns its standard output."""
        code, out, err = self.run(*argv, stdin=stdin)
        assert (code, err) == (0, ""), err
        return out

    def json(self, *argv: str) -> Any:
        return json.loads(self.ok(*argv, "--json"))

    def score(self, text: str, *argv: str) -> Any:
        return self.json("score", self.file(text), *argv)

    def error(self, *argv: str, stdin: str | None = None) -> str:
        """Run a command that must fail on bad input; returns its one line of stderr."""
        code, out, err = self.run(*argv, stdin=stdin)
        assert code == 2
        assert out == ""
        assert err.count("\n") == 1 and err.endswith("\n"), err
        assert "Traceback" not in err
        return err


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    return Cli(tmp_path, capsys, monkeypatch)


def token_rows(text: str) -> list[list[str]]:
    return [line.split() for line in text.strip("\n").splitlines()]


def assert_cells_match_text(sheet: dict[str, Any], text: str) -> None:
    """Every region's frame cells hold tokens of its terrain in the input text."""
    rows = token_rows(text)
    for region in sheet["regions"]:
        assert len(region["cells"]) == region["size"]
        for r, c in region["cells"]:
            assert rows[r][c][0] == LETTERS[region["terrain"]]


# --- score ---------------------------------------------------------------------------------------


def test_score_hunter_next_to_four_mammoths(cli: Cli) -> None:
    """Rulebook example: a hunter next to 4 mammoths scores 12."""
    sheet = cli.score(HUNTER, "--mode", "tribe")
    [hunter] = sheet["cavemen"]
    assert (hunter["kind"], hunter["cell"], hunter["points"], hunter["why"]) == (
        "hunter",
        [1, 1],
        12,
        "4 mammoths × 3",
    )
    # One grassland region of 5 squares without fire scores 0.
    assert [(r["terrain"], r["size"], r["fires"], r["points"]) for r in sheet["regions"]] == [
        ("grassland", 5, 0, 0)
    ]
    assert sheet["total"] == 12
    assert sheet["hut"] == [1, 2]


def test_score_fire_lady_among_five_fire_icons(cli: Cli) -> None:
    """Rulebook example: a Fire Lady among 5 fire icons (1 + 2 printed, a 2-fire token) scores 5."""
    sheet = cli.score(FIRE_LADY, "--mode", "tribe")
    assert [(c["kind"], c["points"], c["cell"]) for c in sheet["cavemen"]] == [("firelady", 5, [1, 0])]
    # Regions: G1 1×1, L2 1×2, J!2 1×2, D 1×0 = 5; plus the Fire Lady's 5.
    assert sheet["region_points"] == 5
    assert sheet["total"] == 10
    assert sheet["fire_icons"] == 5


def test_score_warrior_group_and_lone_warrior(cli: Cli) -> None:
    """Rulebook example: 3 warriors of total power 4 score 3×4 = 12, a lone small warrior 1."""
    sheet = cli.score(WARRIORS, "--mode", "tribe")
    groups = sorted((len(g["cells"]), g["power"], g["points"]) for g in sheet["warrior_groups"])
    assert groups == [(1, 1, 1), (3, 4, 12)]
    lone = next(g for g in sheet["warrior_groups"] if g["power"] == 1)
    assert lone["cells"] == [[1, 3]]
    assert sheet["total"] == 13


def test_score_human_sheet_lists_every_line(cli: Cli) -> None:
    """The readable sheet shows regions, each caveman with why, warrior groups and the total."""
    out = cli.ok("score", cli.file(WARRIORS + "\n"), "--mode", "tribe")
    assert "desert     5 × 0 =   0  from (row 0, col 0)" in out
    assert "group of 3 warriors" in out and "3 × power 4 = 12" in out
    assert "lone warrior (Small warrior) at (row 1, col 3): 1 × power 1 = 1" in out
    assert out.rstrip().splitlines()[-2] == "Total: 13 points"
    out = cli.ok("score", cli.file(HUNTER), "--mode", "tribe")
    assert "Hunter at (row 1, col 1): 4 mammoths × 3 = 12" in out


def test_score_discovery_regions(cli: Cli) -> None:
    """Discovery: grassland 2 squares × 1 fire = 2, lake 2 × 2 = 4; total 6."""
    text = "G1 G  H\nL  L2 .\n"
    sheet = cli.score(text, "--mode", "discovery")
    regions = {r["terrain"]: (r["size"], r["fires"], r["points"]) for r in sheet["regions"]}
    assert regions == {"grassland": (2, 1, 2), "lake": (2, 2, 4)}
    assert (sheet["total"], sheet["largest_region"], sheet["fire_icons"]) == (6, 2, 3)
    assert_cells_match_text(sheet, text)


def test_score_cavemen_and_resources_count_only_in_their_modes(cli: Cli) -> None:
    """The hunter territory in Discovery scores 0, and the sheet says why."""
    assert cli.score(HUNTER, "--mode", "discovery")["total"] == 0
    out = cli.ok("score", cli.file(HUNTER), "--mode", "discovery")
    assert "they score only in Tribe mode" in out
    assert "they score only in Totem mode" in out


def test_score_totem_mode_resources_and_totems(cli: Cli) -> None:
    """Totem: +1 per resource (2) and the fish (4) and flint (6) totems: 12."""
    sheet = cli.score("Lr Qr H", "--mode", "totem", "--totem", "fish", "--totem", "flint")
    assert sheet["resources"]["points"] == 2
    assert sheet["totems"] == {"fish": 4, "flint": 6}
    assert sheet["total"] == 12


def test_score_totem_outside_totem_mode_is_refused(cli: Cli) -> None:
    """--totem in another mode is a mistake, not silently ignored."""
    err = cli.error("score", cli.file("Lr Qr H"), "--mode", "tribe", "--totem", "fish")
    assert "--totem" in err


def test_score_empire_of_fire(cli: Cli) -> None:
    """Empire of Fire: +10 within 2 king moves of the hut on 5×5 (3 on 7×7), else +0."""
    assert cli.score("H G G", "--mode", "discovery", "--option", "empire-of-fire")["total"] == 10
    sheet = cli.score("H G G G", "--mode", "discovery", "--option", "empire-of-fire")
    assert sheet["bonuses"] == {"empire-of-fire": 0}
    sheet = cli.score("H G G G", "--mode", "discovery", "--option", "empire-of-fire", "--size", "7")
    assert sheet["bonuses"] == {"empire-of-fire": 10}
    assert sheet["size"] == 7


def test_score_homo_habilis(cli: Cli) -> None:
    """Homo Habilis: +5 for a complete 5×5 with no discard; --discarded or a gap cancels it."""
    both = ("--option", "homo-habilis", "--option", "empire-of-fire")
    sheet = cli.score(FULL_DESERT, "--mode", "discovery", *both)
    assert sheet["bonuses"] == {"empire-of-fire": 10, "homo-habilis": 5}
    assert (sheet["total"], sheet["squares"]) == (15, 25)
    sheet = cli.score(FULL_DESERT, "--mode", "discovery", *both, "--discarded", "1")
    assert (sheet["bonuses"]["homo-habilis"], sheet["discarded"], sheet["total"]) == (0, 1, 10)
    gap = "." + FULL_DESERT[1:]  # the top-left corner empty: 24 squares
    assert cli.score(gap, "--mode", "discovery", "--option", "homo-habilis")["total"] == 0
    out = cli.ok("score", cli.file(gap), "--mode", "discovery", "--option", "homo-habilis")
    assert "homo-habilis: +0 (24 of 25 squares, 0 discarded)" in out


def test_score_json_is_consistent(cli: Cli) -> None:
    """JSON totals add up and every region's frame cells are squares of its terrain."""
    text = "Gr  L1  Lr  .\nQ!1 G@painter H Jr\nQr  V1  J!2 J\n"
    sheet = cli.score(text, "--mode", "tribe", "--option", "empire-of-fire")
    for key in ("total", "regions", "largest_region", "fire_icons", "resources", "totems", "cavemen"):
        assert key in sheet
    cavemen = sum(c["points"] for c in sheet["cavemen"]) + sum(g["points"] for g in sheet["warrior_groups"])
    bonuses = sum(sheet["bonuses"].values())
    assert sheet["total"] == sum(r["points"] for r in sheet["regions"]) + cavemen + bonuses
    assert_cells_match_text(sheet, text)
    # Painter at (1,1): resources around on Gr, Lr, Qr (Jr at (1,3) is two columns away): 3 × 2.
    assert [(c["cell"], c["points"]) for c in sheet["cavemen"]] == [([1, 1], 6)]
    # A territory read from text has no grid names for its reader: squares are named one way.
    assert all("squares" not in r for r in sheet["regions"] + sheet["warrior_groups"])
    assert all("square" not in c for c in sheet["cavemen"])


def test_score_reads_stdin(cli: Cli) -> None:
    """FILE '-' reads the territory from standard input."""
    out = cli.ok("score", "-", "--mode", "tribe", stdin=HUNTER)
    assert "Total: 12 points" in out


# --- moves ---------------------------------------------------------------------------------------


def placements(cli: Cli, text: str, domino: str, *argv: str) -> list[tuple[tuple[int, int], str]]:
    data = cli.json("moves", cli.file(text), "--domino", domino, *argv)
    out = []
    for p in data["placements"]:
        dr, dc = STEPS[p["direction"]]
        assert p["second"] == [p["first"][0] + dr, p["first"][1] + dc]
        out.append((tuple(p["first"]), p["direction"]))
    return out


def test_moves_around_a_lone_hut(cli: Cli) -> None:
    """A lone hut: 4 neighbours × 3 domino positions each × 2 orientations = 24 placements."""
    found = placements(cli, "H", "G L1")
    assert len(found) == 24 == len(set(found))
    assert ((0, 1), "right") in found and ((-1, 0), "up") in found
    assert ((0, 0), "right") not in found  # the hut square is taken


def test_moves_terrain_must_match(cli: Cli) -> None:
    """Away from the hut a half must touch its own terrain: D1 under a desert, not the G."""
    found = placements(cli, "H D D", "D1 G")
    assert ((1, 2), "right") in found  # D1 at (1,2) touches the D at (0,2)
    assert ((1, 3), "left") not in found  # G at (1,2) touches only D; D1 at (1,3) touches nothing


def test_moves_domino_that_fits_nowhere(cli: Cli) -> None:
    """A hut boxed in by deserts takes no grassland|lake domino: it must be discarded."""
    boxed = ". D .\nD H D\n. D .\n"
    assert placements(cli, boxed, "G L") == []
    out = cli.ok("moves", cli.file(boxed), "--domino", "G L")
    assert "no legal placement: the domino must be discarded" in out


def test_moves_respect_the_5x5_limit(cli: Cli) -> None:
    """A row of 5: only dominoes touching rows ±1 within its 5 columns, 2 × 9 × 2 = 36."""
    row = "D D H D D"
    found = placements(cli, row, "D D")
    assert len(found) == 36
    assert all(0 <= c <= 4 for (_, c), _ in found)
    # On 7×7 the row may grow to columns -2..6 too: 2 × 11 row-neighbour positions and
    # 3 positions through each end square (0,-1) and (0,5), × 2 orientations = 56.
    assert len(placements(cli, row, "D D", "--size", "7")) == 56


def test_moves_human_output(cli: Cli) -> None:
    """The readable list names the domino and each placement in frame coordinates."""
    out = cli.ok("moves", cli.file("H"), "--domino", "G L1")
    assert "Domino G|L1 (no. 34)" in out and "24 legal placements" in out
    assert "(row 0, col 1) right  second half at (row 0, col 2)" in out


# --- fire ----------------------------------------------------------------------------------------


def landing(cli: Cli, text: str, volcano: str, fires: int) -> list[list[int]]:
    data = cli.json("fire", cli.file(text), "--from", volcano, "--fires", str(fires))
    squares: list[list[int]] = data["squares"]
    return squares


def test_fire_range_by_craters(cli: Cli) -> None:
    """Ruling 3: 1 crater reaches distance 1..3, 2 craters 1..2, 3 craters exactly 1."""
    assert landing(cli, "V1 D D D H", "0,0", 1) == [[0, 1], [0, 2], [0, 3]]
    assert landing(cli, "V2 D D D H", "0,0", 2) == [[0, 1], [0, 2]]
    assert landing(cli, "V3 D D D H", "0,0", 3) == [[0, 1]]


def test_fire_range_is_king_moves_and_skips_fire_and_volcanoes(cli: Cli) -> None:
    """Diagonals count as distance 1; printed fire, tokens and volcanoes are no landing; the hut is."""
    assert landing(cli, "V2 D D H\nD V1 . .", "0,0", 2) == [[0, 1], [0, 2], [1, 0]]
    assert landing(cli, "V1 D1 D!1 H", "0,0", 1) == [[0, 3]]


def test_fire_with_no_landing_square(cli: Cli) -> None:
    """A 3-crater volcano whose only neighbour (the hut) already has a token loses it."""
    assert landing(cli, "V3 H!1", "0,0", 3) == []
    out = cli.ok("fire", cli.file("V3 H!1"), "--from", "0,0", "--fires", "3")
    assert "No legal landing square: the fire token is discarded." in out


def test_fire_human_output_names_what_burns(cli: Cli) -> None:
    """The readable list says what the token would destroy (ruling 4)."""
    out = cli.ok("fire", cli.file("V1 Gr D@hunter H"), "--from", "0,0", "--fires", "1")
    assert "(row 0, col 1) grassland: burns the mammoth" in out
    assert "(row 0, col 2) desert: burns the Hunter" in out
    assert "(row 0, col 3) the hut" in out


@pytest.mark.parametrize(
    ("volcano", "fires", "why"),
    [
        ("0,1", 2, "--from 0,1: that square is a desert square, not a volcano"),
        ("0,0", 1, "--from 0,0: that volcano has 2 crater(s)"),
        ("1,3", 1, "--from 1,3: that square is empty"),
        ("0,3", 1, "--from 0,3: that square is the hut"),
        ("9,9", 1, "--from 9,9: that square is too far from the hut"),
    ],
)
def test_fire_checks_the_volcano(cli: Cli, volcano: str, fires: int, why: str) -> None:
    """--from must name a volcano whose craters match --fires; the error names the square."""
    err = cli.error("fire", cli.file("V2 D D H\nD D . ."), "--from", volcano, "--fires", str(fires))
    assert why in err


# --- replay --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def played() -> Any:
    """A whole 3-player Tribe game between greedy agents, and its record."""
    state = play_game(GameConfig(players=3, mode=Mode.TRIBE, seed=5), seat_agents(["greedy"], 3, 5))
    return state, record_to_json(state)


def test_replay_finished_game(cli: Cli, played: Any) -> None:
    """Replay gives the territories and the same scores and ranking as the engine."""
    state, record = played
    data = cli.json("replay", cli.file(json.dumps(record), "game.json"))
    result = final_scores(state)
    assert data["over"] is True and data["pending"] is None
    assert [p["total"] for p in data["scores"]["players"]] == [b.total for b in result.players]
    assert data["scores"]["winners"] == list(result.winners)
    assert [t["text"] for t in data["territories"]] == [format_territory(t) for t in state.territories]
    for sheet, terr in zip(data["scores"]["players"], data["territories"], strict=True):
        assert_cells_match_text(sheet, terr["text"])
        assert all(len(r["squares"]) == r["size"] for r in sheet["regions"])  # as its actions name them
    out = cli.ok("replay", cli.file(json.dumps(record), "game.json"))
    assert "Game over." in out and "Final ranking:" in out
    best = result.players[result.winners[0]]
    assert f"  1. player {best.player + 1}: {best.total} points" in out


def test_replay_unfinished_game_shows_the_pending_decision(cli: Cli, played: Any) -> None:
    """A record cut short shows whose decision is pending and the scores as they stand."""
    _, record = played
    short = {"config": record["config"], "actions": record["actions"][:20]}
    data = cli.json("replay", cli.file(json.dumps(short), "game.json"))
    state = replay(GameConfig.from_json(record["config"]), [parse_action(t) for t in short["actions"]])
    pending = state.pending()
    assert data["over"] is False and pending is not None
    assert (data["pending"]["player"], data["pending"]["text"]) == (pending.player, str(pending))
    assert data["pending"]["legal_actions"] == [str(a) for a in state.legal_actions()]
    out = cli.ok("replay", cli.file(json.dumps(short), "game.json"))
    assert f"Pending: {pending}." in out and "Ranking as the game stands:" in out


def test_replay_reads_stdin(cli: Cli, played: Any) -> None:
    """replay - reads the record from standard input."""
    _, record = played
    out = cli.ok("replay", "-", stdin=json.dumps(record))
    assert "Game over." in out


# --- simulate ------------------------------------------------------------------------------------


def test_simulate_two_games(cli: Cli) -> None:
    """Statistics over 2 games equal those of the same seeded games played one by one."""
    argv = ["--games", "2", "--players", "2", "--mode", "tribe", "--agents", "random,greedy", "--seed", "3"]
    data = cli.json("simulate", *argv)
    games = [
        play_game(
            GameConfig(players=2, mode=Mode.TRIBE, seed=3 + i), seat_agents(["random", "greedy"], 2, 3 + i)
        )
        for i in range(2)
    ]
    totals = [[b.total for b in final_scores(g).players] for g in games]
    for seat in range(2):
        assert data["seats"][seat]["mean"] == pytest.approx((totals[0][seat] + totals[1][seat]) / 2, abs=1e-3)
    assert sum(s["wins"] for s in data["seats"]) == pytest.approx(2)
    assert set(data["by_agent"]) == {"random", "greedy"}
    lost = sum(1 for g in games for e in g.events if e[0] == "fire-lost")
    assert data["per_game"]["fire_tokens_lost"] == lost / 2
    discards = sum(1 for g in games for e in g.events if e[0] == "discard")
    assert data["per_game"]["discards"] == discards / 2
    assert data["games"] == 2 and data["games_per_second"] > 0


def test_simulate_shared_wins_count_as_fractions() -> None:
    """A win shared by k players counts 1/k to each; win shares add up to the games played."""
    for seed in range(400):  # find a seeded random game that ends in a shared victory
        game = play_game(GameConfig(players=4, seed=seed), seat_agents(["random"], 4, seed))
        winners = final_scores(game).winners
        if len(winners) > 1:
            break
    else:
        pytest.fail("no shared victory in 400 random games")
    stats = simulate(1, 4, Mode.DISCOVERY, ["random"], seed=seed)
    assert [s.wins for s in stats.seats] == [1 / len(winners) if p in winners else 0.0 for p in range(4)]
    stats = simulate(3, 4, Mode.DISCOVERY, ["random"], seed=seed)
    assert sum(s.wins for s in stats.seats) == pytest.approx(3)
    assert stats.by_agent[0].win_rate == pytest.approx(1.0)
    assert len(stats.by_agent[0].scores) == 12


def test_simulate_human_output(cli: Cli) -> None:
    """The readable report has one row per seat and the per-game counts."""
    out = cli.ok("simulate", "--games", "2", "--players", "3", "--mode", "totem", "--agents", "greedy")
    assert "seat 3 (greedy)" in out and "fire tokens lost" in out and "games per second" in out


@pytest.mark.parametrize("game", ["origins", "classic", "resources"])
def test_simulate_counts_both_kinds_of_discard(cli: Cli, game: str) -> None:
    """A domino that fitted nowhere and one that nobody chose (3 players: one a line; the variant:
    more when kings act) are counted apart, and the report says which is which."""
    argv = ["--game", game, "--games", "2", "--players", "3", "--agents", "random", "--seed", "5"]
    argv += ["--mode", "tribe"] if game == "origins" else []
    data = cli.json("simulate", *argv)
    config = GameConfig(game=Game(game), players=3, mode=Mode.TRIBE if game == "origins" else Mode.DISCOVERY)
    games = [play_game(replace(config, seed=5 + i), seat_agents(["random"], 3, 5 + i)) for i in range(2)]
    fitted = sum(1 for g in games for e in g.events if e[0] == "discard")
    unchosen = sum(1 for g in games for e in g.events if e[0] == "line-discard")
    assert unchosen >= 2 * 11  # one a line at least: the first lines are chosen from by all
    assert data["per_game"]["discards"] == fitted / 2
    assert data["per_game"]["unchosen_discards"] == unchosen / 2
    out = cli.ok("simulate", *argv)
    said = f"{fitted / 2:.2f} dominoes discarded as fitting nowhere, {unchosen / 2:.2f} as chosen by nobody"
    assert f"per game: {said}" in out


@pytest.mark.parametrize(
    ("agents", "why"), [("random,clever,greedy", "unknown agent 'clever'"), ("random,greedy", "one per seat")]
)
def test_simulate_bad_agents(cli: Cli, agents: str, why: str) -> None:
    """Unknown agents and a wrong number of them are one-line errors."""
    err = cli.error("simulate", "--games", "1", "--players", "3", "--mode", "tribe", "--agents", agents)
    assert why in err


# --- bad input -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("H G X", "(row 0, col 2): 'X' is not a terrain"),
        ("H G\nG", "(row 1): 1 square, but row 0 has 2"),
        ("G G", "has no hut"),
        ("H G\nG H", "(row 1, col 1): a second hut"),
        ("H G3", "(row 0, col 1): 'G3': a square has at most 2 printed fire icons"),
        ("H Dr", "(row 0, col 1): 'Dr': this square carries no wooden resource"),
        ("H V1!1", "(row 0, col 1): 'V1!1': fire tokens never land on printed fire or a volcano"),
        ("H .\n. G", "(row 1, col 1): this square is not connected to the hut"),
        ("H W", "(row 0, col 1): W (wheat) is classic Kingdomino"),
    ],
)
def test_bad_territory(cli: Cli, text: str, where: str) -> None:
    """A territory that cannot be read: one stderr line naming the row and column, exit 2."""
    err = cli.error("score", cli.file(text), "--mode", "discovery")
    assert where in err
    assert "territory.txt: " in err


# --- one way to name a square: errors, --from, answers and JSON agree -------------------------


def square_named(err: str) -> tuple[int, int]:
    """The (row, col) an error line names."""
    head = err.split("territory.txt: (row ", 1)[1]
    row, rest = head.split(", col ", 1)
    return int(row), int(rest.split(")", 1)[0])


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("D . .\nH V1!1 G", "V1!1"),  # a token on a volcano
        ("\n\nG  Q\nH  V2@ghost", "V2@ghost"),  # blank lines above the first row are not rows
        (". . D X\n. H D D", "X"),
    ],
)
def test_error_and_json_name_a_square_the_same_way(cli: Cli, text: str, bad: str) -> None:
    """The square an error names is the bad token's; put a volcano there: --from, answer and JSON agree."""
    row, col = square_named(cli.error("score", cli.file(text), "--mode", "discovery"))
    rows = [line.split() for line in text.splitlines() if line.split()]
    assert rows[row][col] == bad
    rows[row][col] = "V1"
    good = "\n".join(" ".join(r) for r in rows)
    data = cli.json("fire", cli.file(good), "--from", f"{row},{col}", "--fires", "1")
    assert data["from"] == [row, col]
    sheet = cli.score(good, "--mode", "discovery")
    assert [r["cells"] for r in sheet["regions"] if r["terrain"] == "volcano"] == [[[row, col]]]
    out = cli.ok("fire", cli.file(good), "--from", f"{row},{col}", "--fires", "1")
    assert out.startswith(f"A 1-crater volcano at (row {row}, col {col}) ")


def test_from_error_names_the_square_as_the_answers_do(cli: Cli) -> None:
    """A --from that is no volcano is refused naming the square as the answers name squares."""
    text = cli.file("H G\n. V1")
    err = cli.error("fire", text, "--from", "0,1", "--fires", "1")
    assert "--from 0,1: that square is a grassland square, not a volcano" in err
    sheet = cli.score("H G\n. V1", "--mode", "discovery")
    assert [r["cells"] for r in sheet["regions"] if r["terrain"] == "grassland"] == [[[0, 1]]]


def test_oversized_territory_names_rows_and_columns_from_0(cli: Cli) -> None:
    """The span of a territory too large is given in the same numbering as everything else."""
    err = cli.error("score", cli.file("H D D D D D"), "--mode", "discovery", "--size", "5")
    assert "the squares span rows 0–0 and columns 0–5 (1×6): more than 5×5" in err


def test_territory_too_large_for_its_size(cli: Cli) -> None:
    """Six columns do not fit --size 5."""
    err = cli.error("moves", cli.file("H D D D D D"), "--domino", "D D", "--size", "5")
    assert "more than 5×5" in err


@pytest.mark.parametrize(
    ("domino", "why"),
    [
        ("G", "give its two halves"),
        ("G L1 Q", "give its two halves"),
        ("G X", "half 2: 'X' is not a terrain"),
        ("Gr L", "half 1: 'Gr' is not a printed square"),
        ("H G", "half 1: 'H' is not a printed square"),
        ("V1 V1", "no domino in the box has these two squares"),
    ],
)
def test_bad_domino(cli: Cli, domino: str, why: str) -> None:
    """A --domino that is not two printed squares of a real domino is refused."""
    assert why in cli.error("moves", cli.file("H"), "--domino", domino)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ('{"config": {"players": 3}', "not JSON: line 1, column 26"),
        ("[1, 2]", "a game record is a JSON object"),
        ('{"config": {"players": 5}}', "config: A game is played by 2, 3 or 4 players, not 5."),
        ('{"config": {}, "actions": ["pick 99"]}', "action 1 ('pick 99'): `pick 99` is not free to take"),
        ('{"config": {}, "actions": ["plaice E4 right"]}', "action 1 ('plaice E4 right'): 'plaice' is not"),
    ],
)
def test_bad_replay(cli: Cli, text: str, why: str) -> None:
    """Unreadable JSON, a bad config and an illegal action are one-line errors naming the place."""
    assert why in cli.error("replay", cli.file(text, "game.json"))


def test_illegal_action_late_in_a_replay(cli: Cli, played: Any) -> None:
    """An illegal action in the middle of a real game names its number."""
    _, record = played
    actions = [*record["actions"][:20], "discard"]
    err = cli.error("replay", cli.file(json.dumps({"config": record["config"], "actions": actions})))
    assert "action 21 ('discard'): `discard` is not possible now" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["score", "{missing}", "--mode", "tribe"],
        ["score", "{territory}"],  # no --mode
        ["score", "{territory}", "--mode", "tribal"],
        ["score", "{territory}", "--mode", "tribe", "--discarded", "-1"],
        ["fire", "{territory}", "--from", "a,b", "--fires", "1"],
        ["fire", "{territory}", "--from", "0,0", "--fires", "4"],
        ["moves", "{territory}"],  # no --domino
        ["simulate", "--games", "0", "--players", "2", "--mode", "tribe", "--agents", "random"],
        ["frobnicate"],
        [],
    ],
)
def test_bad_arguments(cli: Cli, argv: list[str]) -> None:
    """Bad arguments and unreadable files exit with 2 and one line on stderr."""
    names = {"territory": cli.file("V1 H"), "missing": str(cli.tmp_path / "missing.txt")}
    cli.error(*[a.format(**names) for a in argv])


def test_unreadable_file(cli: Cli) -> None:
    """A file that cannot be read is named in the one error line."""
    err = cli.error("moves", str(cli.tmp_path / "nowhere.txt"), "--domino", "G L1")
    assert "cannot read" in err and "nowhere.txt: No such file or directory" in err


def test_help_exits_zero(cli: Cli) -> None:
    """--help is not an error."""
    out = cli.ok("score", "--help")
    assert "--mode" in out


# --- a real process ------------------------------------------------------------------------------


def run_module(*argv: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rules", *argv],
        cwd=Path(__file__).resolve().parents[2],
        input=stdin,
        capture_output=True,
        check=False,
        text=True,
        timeout=PATIENCE,
    )


def test_python_dash_m_rules_scores_stdin() -> None:
    """`python -m rules score -` in a real process prints the sheet and exits 0."""
    done = run_module("score", "-", "--mode", "tribe", stdin=WARRIORS)
    assert done.returncode == 0, done.stderr
    assert "Total: 13 points" in done.stdout


def test_python_dash_m_rules_bad_input() -> None:
    """`python -m rules` on bad input: exit 2, one stderr line, no traceback."""
    done = run_module("score", "-", "--mode", "tribe", stdin="H G\nG H\n")
    assert done.returncode == 2
    assert done.stdout == ""
    assert (
        done.stderr
        == "python -m rules: error: <stdin>: (row 1, col 1): a second hut: a territory has exactly one\n"
    )
