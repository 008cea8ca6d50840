"""The referee and score calculator: `python -m rules score|moves|fire|replay|simulate`.

`--game classic` referees classic Kingdomino (its letters, crowns and castle, Harmony and Middle
Kingdom); the default is Kingdomino Origins. A game record carries its game in its config.

For people playing the physical game and for bug reports (DESIGN.md §2). Territories are read
in the notation of RULES.md §4, games as JSON records; every command prints a readable answer,
or JSON with `--json`. A square of a territory is (row, column) counted from 0 from the input
text's top-left token, in `--from`, in the answers, in the JSON and in the errors alike
(`rules.errors.at`). Bad input is one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from rules.boxes import Box, box
from rules.boxes.origins import CAVEMAN_TITLES, FIRE_RANGE, RESOURCE_NAMES, OriginsTerritory
from rules.boxes.resources import HarvestSheet, HarvestTerritory
from rules.core.actions import parse_action
from rules.core.config import GameConfig
from rules.core.errors import NotationError, RulesError, Term, at
from rules.core.game import GameState, new_game
from rules.core.grid import DIRECTION_NAMES, iter_bits
from rules.core.notation import ParsedTerritory, parse_territory, parse_token
from rules.core.pieces import TERRAIN_NAMES, SquareSpec
from rules.names import Game, Mode, Option
from rules.referee.report import (
    dump,
    frame_namer,
    harvest_lines,
    replay_json,
    replay_lines,
    sheet_json,
    sheet_lines,
)
from rules.referee.simulate import format_stats, simulate

EXIT_BAD_INPUT = 2
STDIN = "-"


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (like every other bad input), exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see --help)\n")


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns the exit code (0, or 2 for bad input)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, or a usage error argparse has already reported
        return exc.code if isinstance(exc.code, int) else EXIT_BAD_INPUT
    try:
        output: str = args.run(args)
    except RulesError as exc:
        print(f"{parser.prog}: error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        print(output, flush=True)
    except BrokenPipeError:
        # The reader stopped early (`| head`): not an error. Python would report the pipe again
        # when it flushes stdout at exit, so stdout goes to /dev/null from here on.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def build_parser() -> argparse.ArgumentParser:
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    prog = name if name.startswith("origins-rules") else "python -m rules"
    parser = _Parser(
        prog=prog, description="Referee and score calculator for Kingdomino Origins and classic Kingdomino."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    score = _territory_command(commands, "score", "score a territory, line by line", cmd_score)
    score.add_argument("--mode", choices=[str(m) for m in Mode], help="required for Kingdomino Origins")
    _add_options(score)
    score.add_argument(
        "--totem", action="append", default=[], choices=RESOURCE_NAMES, help="a totem held (Totem mode)"
    )
    score.add_argument(
        "--discarded", type=_count, default=0, help="dominoes discarded (Homo Habilis, Harmony)"
    )

    moves = _territory_command(commands, "moves", "legal placements of a domino", cmd_moves)
    moves.add_argument("--domino", required=True, help='its two halves, first half first, e.g. "G L1"')

    fire = _territory_command(commands, "fire", "legal landing squares of a fire token", cmd_fire)
    fire.add_argument(
        "--from",
        dest="volcano",
        required=True,
        type=_frame_square,
        metavar="R,C",
        help="the volcano's row and column, counted from 0 from the top-left token (e.g. 1,3)",
    )
    fire.add_argument("--fires", required=True, type=int, choices=sorted(FIRE_RANGE))

    replay = commands.add_parser("replay", help="replay a JSON game record, show territories and scores")
    replay.add_argument("file", metavar="FILE|-")
    replay.add_argument("--json", action="store_true", help="machine-readable output")
    replay.set_defaults(run=cmd_replay)

    sim = commands.add_parser("simulate", help="play many games between agents, print statistics")
    sim.add_argument("--games", required=True, type=_positive)
    sim.add_argument("--players", required=True, type=int, choices=(2, 3, 4))
    _add_game(sim)
    sim.add_argument("--mode", choices=[str(m) for m in Mode], help="required for Kingdomino Origins")
    sim.add_argument("--agents", required=True, help="random,greedy,...: one per seat, or one for all")
    sim.add_argument("--seed", type=int, default=0)
    _add_options(sim)
    sim.add_argument("--json", action="store_true", help="machine-readable output")
    sim.set_defaults(run=cmd_simulate)
    return parser


def _territory_command(
    commands: Any, name: str, help_text: str, run: Callable[[argparse.Namespace], str]
) -> argparse.ArgumentParser:
    sub: argparse.ArgumentParser = commands.add_parser(name, help=help_text)
    sub.add_argument("file", metavar="FILE|-", help="a territory in the notation of RULES.md §4")
    _add_game(sub)
    sub.add_argument("--size", type=int, choices=(5, 7), help="5 or 7 (default: 5 if it fits)")
    sub.add_argument("--json", action="store_true", help="machine-readable output")
    sub.set_defaults(run=run)
    return sub


def _add_game(sub: argparse.ArgumentParser) -> None:
    sub.add_argument(
        "--game",
        default=str(Game.ORIGINS),
        choices=[str(g) for g in Game],
        help="origins (default), classic, or resources (classic with the Resource Tokens variant)",
    )


def _add_options(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("--option", action="append", default=[], choices=[str(o) for o in Option])


def _count(text: str) -> int:
    if not (text.isascii() and text.isdigit()):  # str.isdigit alone accepts '²', which int() refuses
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number ≥ 0")
    return int(text)


def _positive(text: str) -> int:
    if _count(text) < 1:
        raise argparse.ArgumentTypeError("give at least 1")
    return int(text)


def _frame_square(text: str) -> tuple[int, int]:
    parts = text.split(",")
    try:
        row, col = (int(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a square as ROW,COL counted from 0 from the top-left token (e.g. 1,3)"
        ) from None
    return row, col


# --- reading input ------------------------------------------------------------------------------


def _source_name(source: str) -> str:
    return "<stdin>" if source == STDIN else source


def _read(source: str) -> str:
    """The text of the file, or of standard input for '-'."""
    if source == STDIN:
        return sys.stdin.read()
    try:
        with open(source, encoding="utf-8") as f:
            return f.read()
    except OSError as exc:
        raise RulesError("referee-cannot-read", source=source, detail=str(exc.strerror or exc)) from None
    except UnicodeDecodeError as exc:
        raise RulesError("referee-not-utf8", source=source, byte=exc.start) from None


def _box(args: argparse.Namespace) -> Box:
    return box(args.game)


def _mode(args: argparse.Namespace) -> Mode:
    """`--mode`, required for a game of several modes; a game of one mode takes it by default."""
    b = _box(args)
    if args.mode is None:
        if len(b.modes) > 1:
            raise RulesError("referee-mode-required", game=b.called_term, modes=tuple(map(str, b.modes)))
        return b.modes[0]
    mode = Mode(args.mode)
    if mode not in b.modes:
        raise RulesError("referee-no-mode", mode=str(mode), game=b.called_term)
    return mode


def _options(args: argparse.Namespace) -> frozenset[Option]:
    b = _box(args)
    options = frozenset(Option(o) for o in args.option)
    foreign = sorted(o for o in options if o not in b.options)
    if foreign and not b.options:
        raise RulesError("referee-no-options", option=str(foreign[0]), game=b.called_term)
    if foreign:
        offered = tuple(map(str, b.options))
        raise RulesError("referee-no-option", option=str(foreign[0]), game=b.called_term, offered=offered)
    return options


def _read_territory(args: argparse.Namespace) -> ParsedTerritory:
    text = _read(args.file)
    try:
        return parse_territory(text, size=args.size, box=_box(args))
    except NotationError as exc:
        # The message already names the row and column; say which input it is about.
        raise exc.within(_source_name(args.file)) from None


def _domino(text: str, b: Box) -> tuple[SquareSpec, SquareSpec, int]:
    """The two halves of `--domino` and the number of a box domino with those squares."""
    tokens = text.split()
    example = "G L1" if b.crater_terrains else "W F1"
    if len(tokens) != 2:
        raise NotationError("referee-domino-halves", text=text, example=example)
    halves = []
    for i, token_text in enumerate(tokens):
        try:
            token = parse_token(token_text, b)
        except NotationError as exc:
            raise exc.within(f"--domino half {i + 1}") from None
        if token is None or token.spec is None or token.holds_pieces():
            if b.crater_terrains:  # a terrain letter with its fires, or a volcano with its craters
                refused = NotationError("referee-domino-not-printed", text=token_text)
            else:
                refused = NotationError(
                    "referee-domino-not-printed-classic", text=token_text, multipliers=b.multipliers_term
                )
            raise refused.within(f"--domino half {i + 1}")
        halves.append(token.spec)
    first, second = halves
    for dom in b.dominoes:
        if (dom.first, dom.second) in ((first, second), (second, first)):
            return first, second, dom.number
    raise NotationError("referee-domino-unknown", text=text)


# --- score ---------------------------------------------------------------------------------------


def cmd_score(args: argparse.Namespace) -> str:
    mode = _mode(args)
    b = _box(args)
    if args.totem and mode is not Mode.TOTEM:
        raise RulesError("referee-totem-mode")
    options = _options(args)
    parsed = _read_territory(args)
    terr = parsed.territory
    terr.discarded = args.discarded
    totems = tuple(sorted({RESOURCE_NAMES.index(t) for t in args.totem}))
    sheet = b.rules.territory_sheet(terr, mode=mode, options=options, held=totems)
    if isinstance(sheet, HarvestSheet):  # kinds are won against the other kingdoms
        return _harvest_of_one(args, parsed, sheet)
    if args.json:
        out: dict[str, Any] = {} if b.game is Game.ORIGINS else {"game": str(b.game)}
        out |= {"mode": str(mode), "size": terr.grid.size, "options": sorted(args.option)}
        out[b.centre] = list(parsed.to_frame(terr.grid.hut))  # "hut" or "castle"
        out.update(sheet_json(sheet, parsed, grid_names=False))
        return dump(out)
    size = terr.grid.size
    game = b.play_name(mode)
    head = f"Score sheet: {game}, {size}×{size}, options: {', '.join(sorted(args.option)) or 'none'}"
    return "\n".join([head, *sheet_lines(sheet, terr, mode, frame_namer(parsed))])


# --- moves and fire ------------------------------------------------------------------------------


def cmd_moves(args: argparse.Namespace) -> str:
    parsed = _read_territory(args)
    first, second, number = _domino(args.domino, _box(args))
    terr = parsed.territory
    found = []
    for direction, mask in enumerate(terr.placement_masks(first.terrain, second.terrain)):
        for cell in iter_bits(mask):
            other = terr.second_cell(cell, direction)
            found.append((parsed.to_frame(cell), direction, parsed.to_frame(other)))
    found.sort()  # reading order of the first half, then right, down, left, up
    if args.json:
        placements = [
            {"first": list(a), "second": list(b), "direction": DIRECTION_NAMES[d]} for a, d, b in found
        ]
        return dump({"domino": number, "halves": [str(first), str(second)], "placements": placements})
    size = terr.grid.size
    head = f"Domino {first}|{second} (no. {number}) on a {size}×{size} territory"
    if not found:
        return f"{head}: no legal placement: the domino must be discarded"
    lines = [f"{head}: {len(found)} legal placements (first half, direction of the second half):"]
    for (r, c), d, (r2, c2) in found:
        lines.append(f"  {at(r, c)} {DIRECTION_NAMES[d]:<5}  second half at {at(r2, c2)}")
    return "\n".join(lines)


def cmd_fire(args: argparse.Namespace) -> str:
    if not _box(args).crater_terrains:
        raise RulesError("referee-no-volcanoes", game=_box(args).called_term)
    parsed = _read_territory(args)
    terr = parsed.territory
    assert isinstance(terr, OriginsTerritory)
    row, col = args.volcano
    cell = _volcano_cell(parsed, row, col, args.fires)
    squares = [parsed.to_frame(p) for p in iter_bits(terr.fire_targets(cell, args.fires))]
    squares.sort()
    if args.json:
        return dump({"from": [row, col], "fires": args.fires, "squares": [list(s) for s in squares]})
    near, far = FIRE_RANGE[args.fires]
    reach = "to a neighbouring square" if far == 1 else f"{near} to {far} squares away"
    head = f"A {args.fires}-crater volcano at {at(row, col)} throws its token {reach} (king moves)"
    if not squares:
        return f"{head}.\nNo legal landing square: the fire token is discarded."
    lines = [f"{head}; {len(squares)} legal landing squares:"]
    for r, c in squares:
        lines.append(f"  {at(r, c)} {_landing_note(terr, parsed.from_frame(r, c))}")
    return "\n".join(lines)


def _volcano_cell(parsed: ParsedTerritory, row: int, col: int, fires: int) -> int:
    """The grid cell of `--from`, checked to hold a volcano that throws `fires` fires."""
    where = f"--from {row},{col}"
    try:
        cell = parsed.from_frame(row, col)
    except NotationError:
        raise NotationError("referee-volcano-too-far").within(where) from None
    terr = parsed.territory
    spec = terr.specs.get(cell)
    if cell == terr.grid.hut:
        raise NotationError("referee-volcano-on-hut").within(where)
    if spec is None:
        raise NotationError("referee-volcano-on-nothing").within(where)
    if spec.terrain not in terr.box.crater_terrains:
        terrain = Term("terrain", TERRAIN_NAMES[spec.terrain])
        raise NotationError("referee-volcano-on-terrain", terrain=terrain).within(where)
    if spec.craters != fires:
        raise NotationError("referee-volcano-craters", craters=spec.craters, fires=fires).within(where)
    return cell


def _landing_note(terr: OriginsTerritory, cell: int) -> str:
    """What is on a landing square, and what the fire would destroy there (ruling 4)."""
    if cell == terr.grid.hut:
        return "the hut (scores nothing, counts for a Fire Lady next to it)"
    spec = terr.specs[cell]
    note = TERRAIN_NAMES[spec.terrain]
    if terr.resources >> cell & 1:
        note += f": burns the {RESOURCE_NAMES[terr.resource_at(cell)]}"
    elif cell in terr.cavemen:
        note += f": burns the {CAVEMAN_TITLES[terr.cavemen[cell]]}"
    return note


# --- replay and simulate -------------------------------------------------------------------------


def cmd_replay(args: argparse.Namespace) -> str:
    name = _source_name(args.file)
    try:
        data = json.loads(_read(args.file))
    except json.JSONDecodeError as exc:
        refused = RulesError("record-not-json", line=exc.lineno, column=exc.colno, detail=exc.msg)
        raise refused.within(name) from None
    state = replay_record(data, name)
    return dump(replay_json(state)) if args.json else "\n".join(replay_lines(state))


def replay_record(data: Any, name: str) -> GameState:
    """Replay a record action by action, so that an error names the action it is about."""
    if not isinstance(data, dict) or "config" not in data:
        raise RulesError("record-not-object").within(name)
    try:
        config = GameConfig.from_json(data["config"])
    except RulesError as exc:
        raise exc.within(name, "config") from None
    texts = data.get("actions", [])
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise RulesError("record-actions").within(name)
    state = new_game(config)
    for i, text in enumerate(texts):
        try:
            state.play(parse_action(text))
        except RulesError as exc:
            raise exc.within(name, f"action {i + 1} ({text!r})") from None
    return state


def _harvest_of_one(args: argparse.Namespace, parsed: ParsedTerritory, sheet: HarvestSheet) -> str:
    """A Resource Tokens kingdom alone: its tokens and gold (kinds are won against the others)."""
    if args.json:
        out = sheet_json(sheet, parsed, grid_names=False)
        del out["won"], out["total"]  # kinds are won against the other kingdoms
        castle = list(parsed.to_frame(parsed.territory.grid.hut))
        return dump({"game": args.game, "castle": castle} | out)
    head = f"{box(args.game).title}: kinds are won at the harvest against the other kingdoms"
    terr = parsed.territory
    assert isinstance(terr, HarvestTerritory)
    return "\n".join([head, *harvest_lines(sheet, terr, frame_namer(parsed))])


def cmd_simulate(args: argparse.Namespace) -> str:
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    mode, options = _mode(args), _options(args)
    stats = simulate(
        args.games, args.players, mode, agents, seed=args.seed, options=options, game=Game(args.game)
    )
    return dump(stats.to_json()) if args.json else format_stats(stats)
