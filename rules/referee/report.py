"""Score sheets and game reports for people (text) and programs (JSON).

Used by the command line (rules/referee/cli.py); plain text with no I/O, so the bot can reuse it. A
territory read from text keeps the frame of that text: squares are given as [row, col] in it,
counted from 0 (`rules.errors.at`); a replayed game's also by the fixed grid names its actions use.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from rules.boxes.origins import CAVEMAN_TITLES, RESOURCE_NAMES, TOTEM_POINTS, OriginsSheet, OriginsTerritory
from rules.boxes.resources import TOKEN_NAMES, HarvestSheet, HarvestTerritory, ResourcesState
from rules.core.errors import at
from rules.core.game import GameState
from rules.core.grid import Square
from rules.core.notation import ParsedTerritory, format_territory
from rules.core.pieces import TERRAIN_NAMES
from rules.core.scoring import Breakdown, final_scores
from rules.core.snapshot import state_to_json
from rules.core.territory import Territory
from rules.names import Mode

# --- coordinates ---------------------------------------------------------------------------------


def frame_of(parsed: ParsedTerritory, square: Square) -> list[int]:
    """A grid square as [row, col] in the frame of the text."""
    row, col = parsed.to_frame(parsed.territory.grid.index(square.row, square.col))
    return [row, col]


def frame_namer(parsed: ParsedTerritory) -> Callable[[Square], str]:
    return lambda square: at(*frame_of(parsed, square))


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def printed_frame(terr: Territory) -> ParsedTerritory:
    """The frame `format_territory` prints a territory in: its bounding box."""
    return ParsedTerritory(terr, terr.bounds[0], terr.bounds[2])


# --- score sheets -------------------------------------------------------------------------------


def sheet_json(sheet: Breakdown, parsed: ParsedTerritory, *, grid_names: bool) -> dict[str, Any]:
    """`Breakdown.to_json`, with every square given as [row, col] in the text's frame.

    `grid_names`: keep the fixed grid's names beside them too. Only where the input names
    squares that way (a game record's actions); a territory read from text has no grid names
    for its reader, so its JSON names squares the one way its errors and `--from` do.
    """
    out = sheet.to_json()
    if isinstance(sheet, HarvestSheet):
        terr = parsed.territory
        assert isinstance(terr, HarvestTerritory)
        out["witches"] = [
            {"cell": list(parsed.to_frame(c)), "gold": g}
            | ({"square": terr.grid.name(c)} if grid_names else {})
            for c, g in sorted(terr.witches.items())
        ]
        return out
    for region, data in zip(sheet.regions, out["regions"], strict=True):
        data["cells"] = [frame_of(parsed, s) for s in region.squares]
    if isinstance(sheet, OriginsSheet):
        for caveman, data in zip(sheet.cavemen, out["cavemen"], strict=True):
            data["cell"] = frame_of(parsed, caveman.square)
        for group, data in zip(sheet.warrior_groups, out["warrior_groups"], strict=True):
            data["cells"] = [frame_of(parsed, s) for s in group.squares]
    if not grid_names:
        for data in out["regions"] + out.get("warrior_groups", []):
            del data["squares"]
        for data in out.get("cavemen", []):
            del data["square"]
    return out


def sheet_lines(sheet: Breakdown, terr: Territory, mode: Mode, where: Callable[[Square], str]) -> list[str]:
    """The score sheet for people, one line per item; `where` names a square."""
    if isinstance(sheet, HarvestSheet):
        assert isinstance(terr, HarvestTerritory)
        return harvest_lines(sheet, terr, where, won=True)
    box = terr.box
    lines = [f"Regions (squares × {box.multipliers}):"]
    for region in sheet.regions:
        name = TERRAIN_NAMES[region.terrain]
        start = f"from {where(region.squares[0])}"
        if region.terrain in box.crater_terrains:
            lines.append(f"  {name:<9} {plural(region.size, 'square')}: volcanoes score nothing  {start}")
        else:
            count = f"{region.size:>2} × {region.fires}"
            lines.append(f"  {name:<9} {count} = {region.points:>3}  {start}")
    lines.append(f"  regions total {sheet.region_points}")
    if isinstance(sheet, OriginsSheet):  # Origins' modes: resources, totems, cavemen
        assert isinstance(terr, OriginsTerritory)
        lines += _resource_lines(sheet, mode) + _caveman_lines(sheet, terr, mode, where)
    for bonus, points in sheet.bonuses.items():
        lines.append(f"{bonus}: +{points} ({_bonus_reason(bonus, points, terr)})")
    lines.append(f"Total: {sheet.total} points")
    largest = plural(sheet.largest_region, "square")
    lines.append(f"Tie-break: largest region {largest}, {plural(sheet.fire_icons, box.multiplier)}")
    return lines


def harvest_lines(
    sheet: HarvestSheet, terr: HarvestTerritory, where: Callable[[Square], str], *, won: bool = False
) -> list[str]:
    """A Resource Tokens harvest for people; `won`: the kinds won too (they need the others)."""
    tokens = ", ".join(f"{n} {name}" for name, n in zip(TOKEN_NAMES, sheet.tokens, strict=True))
    lines = [f"Resource tokens: {tokens}"]
    g = terr.grid
    used = ", ".join(f"{where(g.squares[c])} ({n} gold)" for c, n in sorted(terr.witches.items()))
    lines.append(f"Gold: {sheet.gold} on the castle" + (f"; spent on witches at {used}" if used else ""))
    if won:
        kinds = ", ".join(TOKEN_NAMES[k] for k in sheet.won) or "none"
        lines.append(f"Kinds won: {kinds}")
        lines.append(f"Total: {plural(sheet.total, 'kind')} won")
        lines.append(f"Tie-break: {sheet.gold} gold on the castle")
    return lines


def _resource_lines(sheet: OriginsSheet, mode: Mode) -> list[str]:
    counts = ", ".join(f"{n} {name}" for name, n in zip(RESOURCE_NAMES, sheet.resources, strict=True) if n)
    if mode is not Mode.TOTEM:
        return [f"Wooden resources: {counts} (they score only in Totem mode)"] if counts else []
    lines = [f"Wooden resources: {counts or 'none'}: +{sheet.resource_points}"]
    held = ", ".join(f"{RESOURCE_NAMES[r]} +{TOTEM_POINTS[r]}" for r in sheet.totems)
    lines.append(f"Totems: {held or 'none'}")
    return lines


def _caveman_lines(
    sheet: OriginsSheet, terr: OriginsTerritory, mode: Mode, where: Callable[[Square], str]
) -> list[str]:
    if mode is not Mode.TRIBE:
        n = len(terr.cavemen)
        return [f"Cavemen: {n} on the territory (they score only in Tribe mode)"] if n else []
    if not terr.cavemen:
        return []
    lines = ["Cavemen:"]
    for caveman in sheet.cavemen:
        title = CAVEMAN_TITLES[caveman.kind]
        lines.append(f"  {title} at {where(caveman.square)}: {caveman.why} = {caveman.points}")
    g = terr.grid
    for group in sheet.warrior_groups:
        titles = ", ".join(CAVEMAN_TITLES[terr.cavemen[g.index(s.row, s.col)]] for s in group.squares)
        at = ", ".join(where(s) for s in group.squares)
        n = len(group.squares)
        kind = "lone warrior" if n == 1 else f"group of {n} warriors"  # a lone one scores its power
        lines.append(f"  {kind} ({titles}) at {at}: {n} × power {group.power} = {group.points}")
    return lines


def _bonus_reason(bonus: str, points: int, terr: Territory) -> str:
    """Why a bonus was met or missed, by what it asks (`Bonus.test`)."""
    n = terr.grid.size
    test = next(b.test for b in terr.box.bonuses if str(b.option) == bonus)
    if test == "centred":
        far = "every square is" if points else "not every square is"
        return f"{far} within {n // 2} king moves of the {terr.box.centre}"
    if test == "middle":
        rows, cols = terr.bounds[1] - terr.bounds[0] + 1, terr.bounds[3] - terr.bounds[2] + 1
        where = "is" if points else "is not"
        return f"the {terr.box.centre} {where} the centre of the kingdom's {rows}×{cols} extent"
    if points:
        return f"complete {n}×{n}, no domino discarded"
    return f"{terr.square_count} of {n * n} squares, {terr.discarded} discarded"


# --- games --------------------------------------------------------------------------------------


def _describe(state: GameState) -> str:
    cfg = state.config
    options = ", ".join(sorted(str(o) for o in cfg.options)) or "none"
    game = cfg.box.play_name(cfg.mode)
    head = f"{cfg.players} players, {game}, options: {options}, seed {cfg.seed}"
    if isinstance(state, ResourcesState):
        supply = ", ".join(f"{n} {name}" for name, n in zip(TOKEN_NAMES, state.supply, strict=True))
        column = ", ".join(f"player {p + 1}" for p in state.column) or "empty"
        head = (
            f"{cfg.box.title}, {cfg.players} players, seed {cfg.seed}; pool {state.gold_pool} gold, "
            f"supply {supply}; action column: {column}"
        )
    return f"{head}; {len(state.actions)} actions, round {state.round}"


def replay_lines(state: GameState) -> list[str]:
    """Every territory, the pending decision (if any) and the score sheets, for people."""
    pending = state.pending()
    lines = [_describe(state), "Game over." if pending is None else f"Pending: {pending}."]
    if pending is not None:
        legal = [str(a) for a in state.legal_actions()]
        more = f" ... ({len(legal)} in all)" if len(legal) > 8 else ""
        lines.append(f"Legal: {', '.join(legal[:8])}{more}")
    result = final_scores(state)
    mode = state.config.mode
    for sheet, terr in zip(result.players, state.territories, strict=True):
        lines += ["", f"Player {sheet.player + 1} (top-left square {_top_left(terr)}):"]
        lines += ["  " + row for row in format_territory(terr).splitlines()]
        lines += ["  " + line for line in sheet_lines(sheet, terr, mode, str)]
    lines += ["", "Final ranking:" if pending is None else "Ranking as the game stands:"]
    totals = {b.player: b.total for b in result.players}
    lines += [f"  {place}. player {p + 1}: {_total(state, totals[p])}" for place, p in result.ranking]
    lines += [f"  {tie}" for tie in result.tie_breaks]
    return lines


def _total(state: GameState, n: int) -> str:
    """A total in the game's words: points, or kinds won at the Resource Tokens harvest."""
    return f"{plural(n, 'kind')} won" if isinstance(state, ResourcesState) else f"{n} points"


def replay_json(state: GameState) -> dict[str, Any]:
    """The state (snapshot and territories in notation) and the scores, as JSON."""
    pending = state.pending()
    result = final_scores(state)
    scores = result.to_json()
    territories = []
    for sheet, terr in zip(result.players, state.territories, strict=True):
        frame = printed_frame(terr)
        scores["players"][sheet.player] = sheet_json(sheet, frame, grid_names=True)
        text = format_territory(terr)
        territories.append({"player": sheet.player, "text": text, "top_left": _top_left(terr)})
    return {
        "config": state.config.to_json(),
        "over": pending is None,
        "round": state.round,
        "pending": None if pending is None else _pending_json(state),
        "territories": territories,
        "scores": scores,
        "state": state_to_json(state),
    }


def _top_left(terr: Territory) -> str:
    """The grid name of the first square `format_territory` prints."""
    g = terr.grid
    return g.name(g.index(terr.bounds[0], terr.bounds[2]))


def _pending_json(state: GameState) -> dict[str, Any]:
    pending = state.pending()
    assert pending is not None
    return {
        "player": pending.player,
        "decision": str(pending.decision),
        "text": str(pending),
        "legal_actions": [str(a) for a in state.legal_actions()],
    }


def dump(data: Any) -> str:
    return json.dumps(data, indent=2)
