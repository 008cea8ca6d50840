"""The referee for classic Kingdomino: `python -m rules score|moves|simulate|replay --game classic`.

Expected numbers are worked out by hand from the classic rules (RULES.md §3) beside them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules import GameConfig, final_scores, record_to_json
from rules.names import Game, Option
from rules.referee.simulate import play_game, seat_agents
from tests.rules.test_classic import FULL
from tests.rules.test_cli import Cli

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    return Cli(tmp_path, capsys, monkeypatch)


# FULL (tests/rules/test_classic.py): a 5×5 kingdom, the castle in its centre. Wheat: 4 squares,
# 1 crown = 4; mine M2 M: 2 × 2 = 4; grassland: 4 squares, 2 crowns = 8; the L1 L L lake: 3 × 1 =
# 3; the other lake (2 squares), forest and swamp have no crown: 0. Regions 19.
# The castle at the right end of one row: its extent is 1×3 and the castle is not in its middle.
EDGE = "W W1 C"


def test_score_of_a_complete_kingdom_with_both_bonuses(cli: Cli) -> None:
    sheet = cli.score(FULL, "--game", "classic", "--option", "harmony", "--option", "middle-kingdom")
    assert sheet["game"] == "classic" and sheet["castle"] == [2, 2]
    assert sheet["region_points"] == 19
    assert sheet["bonuses"] == {"harmony": 5, "middle-kingdom": 10}
    assert sheet["total"] == 19 + 15
    assert sheet["crowns"] == 1 + 2 + 2 + 1  # W1, M2, G2, L1
    assert "fire_icons" not in sheet and "resources" not in sheet
    grass = next(r for r in sheet["regions"] if r["terrain"] == "grassland")
    assert (grass["size"], grass["crowns"], grass["points"]) == (4, 2, 8)


def test_harmony_is_lost_by_a_discard_and_middle_kingdom_by_the_extent(cli: Cli) -> None:
    sheet = cli.score(FULL, "--game", "classic", "--option", "harmony", "--discarded", "1")
    assert sheet["bonuses"] == {"harmony": 0}
    edge = cli.score(EDGE, "--game", "classic", "--option", "middle-kingdom")
    assert edge["bonuses"] == {"middle-kingdom": 0} and edge["total"] == 2  # wheat 2 × 1


def test_score_text_speaks_of_crowns_and_the_castle(cli: Cli) -> None:
    text = cli.ok("score", cli.file(EDGE), "--game", "classic", "--option", "middle-kingdom")
    assert text.startswith("Score sheet: classic Kingdomino, 5×5, options: middle-kingdom")
    assert "Regions (squares × crowns):" in text
    assert "the castle is not the centre of the kingdom's 1×3 extent" in text
    assert "Tie-break: largest region 2 squares, 1 crown" in text
    for word in ("fire", "hut", "Cavemen", "Wooden"):
        assert word not in text


def test_moves_of_a_classic_domino_beside_the_wild_castle(cli: Cli) -> None:
    # The castle alone: a domino goes anywhere beside it, two squares in line: 4 squares touch the
    # castle, and each of them takes the first half in 3 directions (the 4th is the castle) = 12,
    # plus the placements whose second half touches the castle: 12 more.
    moves = cli.json("moves", cli.file("C"), "--game", "classic", "--domino", "S M2")
    assert moves["domino"] == 46
    assert len(moves["placements"]) == 24
    assert all([0, 0] not in (p["first"], p["second"]) for p in moves["placements"])


def test_moves_refuse_an_origins_domino_in_classic(cli: Cli) -> None:
    err = cli.error("moves", cli.file("C"), "--game", "classic", "--domino", "D V1")
    assert "D (desert) is Kingdomino Origins, not classic Kingdomino" in err


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("--mode", "totem"), "classic Kingdomino has no totem mode"),
        (("--option", "empire-of-fire"), "--option empire-of-fire: classic Kingdomino has no such option"),
        (("--totem", "fish"), "--totem counts only with --mode totem"),
    ],
)
def test_score_refusals(cli: Cli, argv: tuple[str, ...], said: str) -> None:
    err = cli.error("score", cli.file(EDGE), "--game", "classic", *argv)
    assert said in err


@pytest.mark.parametrize("command", ["score", "simulate"])
def test_an_option_for_a_game_without_options(cli: Cli, command: str) -> None:
    """`--option` for the Resource Tokens variant, which has none: said plainly, not as an empty
    list of the options it has."""
    if command == "score":
        argv = ["score", cli.file("C W1"), "--game", "resources"]
    else:
        argv = ["simulate", "--game", "resources", "--games", "1", "--players", "3", "--agents", "random"]
    err = cli.error(*argv, "--option", "harmony")
    assert err.endswith("--option harmony: Kingdomino with Resource Tokens has no options\n"), err
    assert "its options" not in err


def test_fire_has_no_meaning_in_classic(cli: Cli) -> None:
    err = cli.error("fire", cli.file(EDGE), "--game", "classic", "--from", "0,0", "--fires", "1")
    assert "classic Kingdomino has no volcanoes" in err


def test_origins_still_needs_its_mode(cli: Cli) -> None:
    err = cli.error("score", cli.file("H G"))
    assert "--mode is required for Kingdomino Origins" in err


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, ()), (2, ("mighty-duel", "one-two-one")), (3, ()), (4, ("harmony", "middle-kingdom"))],
)
def test_simulate_classic(cli: Cli, players: int, options: tuple[str, ...]) -> None:
    argv = ["simulate", "--game", "classic", "--games", "4", "--players", str(players)]
    argv += ["--agents", ",".join(["greedy"] + ["random"] * (players - 1))]
    argv += [a for o in options for a in ("--option", o)]
    stats = cli.json(*argv)
    assert (stats["games"], stats["game"], stats["players"]) == (4, "classic", players)
    assert stats["options"] == sorted(options)
    assert stats["seats"][0]["win_rate"] >= 0.5  # greedy against random players
    text = cli.ok(*argv)
    assert "classic Kingdomino" in text and "fire tokens" not in text


def test_simulate_refuses_origins_options_for_classic(cli: Cli) -> None:
    err = cli.error(
        "simulate", "--game", "classic", "--games", "1", "--players", "4", "--agents", "random",
        "--option", "homo-habilis",
    )  # fmt: skip
    assert "classic Kingdomino has no such option" in err


def test_replay_of_a_classic_record(cli: Cli) -> None:
    config = GameConfig(game=Game.CLASSIC, players=2, options=frozenset({Option.HARMONY}), seed=3)
    state = play_game(config, seat_agents(["greedy"], 2, 3))
    record = cli.file(json.dumps(record_to_json(state)), "game.json")
    text = cli.ok("replay", record)
    assert text.startswith("2 players, classic Kingdomino, options: harmony, seed 3")
    assert "Game over." in text and "crowns" in text and " C " in f" {text} "
    data = cli.json("replay", record)
    assert data["over"] and data["config"]["game"] == "classic"
    assert [p["total"] for p in data["scores"]["players"]] == [b.total for b in final_scores(state).players]


def test_a_reader_that_stops_early_is_no_error() -> None:
    """`python -m rules ... | head`: the reader may close the pipe before the referee writes (here
    `true` never reads): no BrokenPipeError traceback, no error at all."""
    command = f"{sys.executable} -m rules simulate --game classic --games 3 --players 2 --agents greedy"
    done = subprocess.run(
        f"{command} | true", shell=True, capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert done.returncode == 0 and done.stderr == ""
