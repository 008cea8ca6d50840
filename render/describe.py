"""Alt text: each picture told in a few plain sentences, for screen readers and text clients."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Collection, Sequence

from render import text, words
from render.theme import PLAYER_COLOUR_NAMES, visible
from render.words import OPTION_TITLES
from rules.actions import Place
from rules.box import Box
from rules.components import (
    CAVEMAN_NAMES,
    CAVEMAN_TITLES,
    RESOURCE_NAMES,
    TERRAIN_NAMES,
    TOKEN_KINDS,
    TOKEN_NAMES,
    TOTEM_POINTS,
    VOLCANO,
    caveman_rule,
)
from rules.config import Mode
from rules.game import Decision, GameState
from rules.grid import Square
from rules.harvest import HarvestSheet, kinds_won
from rules.scoring import Breakdown, FinalScores, TieBreak, current_points, final_scores, region_scores
from rules.territory import DIRECTION_NAMES, Territory


def player_name(names: Sequence[str] | None, seat: int) -> str:
    if names is not None and seat < len(names) and names[seat]:
        return names[seat]
    return f"Player {seat + 1}"


def shown_names(names: Sequence[str] | None, players: int) -> tuple[str, ...]:
    """The seats' names as a picture draws them, made `theme.visible` once, before any sentence is
    built from them. A name the fonts cannot draw at all (no letter, digit or symbol left) is
    drawn as its seat, "Player 2"; names that lost characters and so came to look like another
    seat's get their seat number too, "Ann (2)". A right-to-left name is isolated (FSI…PDI), so
    that it keeps its own direction in a left-to-right sentence, numbers after it included."""
    typed = [player_name(names, seat) for seat in range(players)]
    shown = [visible(name) for name in typed]
    for seat, name in enumerate(shown):
        if not any(unicodedata.category(ch)[0] in "LNS" for ch in name):
            shown[seat] = f"Player {seat + 1}"
    tidied = [unicodedata.normalize("NFC", " ".join(name.split())) for name in typed]
    lossy = {seat for seat in range(players) if shown[seat] != tidied[seat]}

    def alike(seat: int) -> bool:  # drawn as another seat's name that was typed differently
        return any(o != seat and shown[o] == shown[seat] and typed[o] != typed[seat] for o in range(players))

    suffix = [f" ({p + 1})" if p in lossy and alike(p) else "" for p in range(players)]
    return tuple(_isolated(name) + suffix[p] for p, name in enumerate(shown))


def _isolated(name: str) -> str:
    """`name` between a first-strong isolate and its end if it has right-to-left letters."""
    if any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in name):
        return f"\u2068{name}\u2069"
    return name


def pending_line(state: GameState, names: Sequence[str] | None, size: int, width: float) -> str:
    """`describe_pending` as printed (spoken=False) in a box `width` px wide at `size` px: the
    acting player's name is shortened (`text.fit_name`) so that what they must do is never cut;
    `names` as `shown_names` gives them. The rest of the sentence is cut only if it cannot fit
    beside an ellipsis alone."""
    pending = state.pending()
    sentence = describe_pending(state, names, spoken=False)
    if pending is None:
        return text.ellipsize(sentence, size, width)
    name = player_name(names, pending.player)
    if not sentence.startswith(name):
        return text.ellipsize(sentence, size, width)
    rest = sentence[len(name) :]
    short = text.fit_name(name, rest, size, width)
    line = short + rest
    return line if text.length(line, size) <= width else text.ellipsize(line, size, width)


def who(names: Sequence[str] | None, seat: int) -> str:
    """A player as people read it: name, seat number and colour."""
    return f"{player_name(names, seat)} (player {seat + 1}, {PLAYER_COLOUR_NAMES[seat]})"


def domino_words(number: int, box: Box) -> str:
    """Domino `number` of `box`, spoken: "domino 23 (wheat with 1 crown | mine)"."""
    dom = box.domino(number)
    halves = []
    for half in dom.squares:
        word = TERRAIN_NAMES[half.terrain]
        if half.terrain == VOLCANO:
            word += f" with {half.craters} crater{'s' * (half.craters > 1)}"
        elif half.fires:
            word += f" with {words.short_count(box, half.fires)}"
        halves.append(word)
    return f"domino {number} ({halves[0]} | {halves[1]})"


def describe_pending(state: GameState, names: Sequence[str] | None, *, spoken: bool = True) -> str:
    """Who must decide what. `spoken`: dominoes in words (alt text), else as printed (D|G)."""
    pending = state.pending()
    if pending is None:
        return "The game is over."
    name = player_name(names, pending.player)
    box = state.config.box
    # The domino and the pawn in the game's box: `Pending`'s own sentence knows neither.
    if pending.decision is Decision.PLACE and pending.domino is not None:
        if spoken:
            return f"{name} must place {domino_words(pending.domino, box)}."
        dom = box.domino(pending.domino)
        return f"{name} must place domino {dom.number} ({dom.first}|{dom.second})."
    if pending.decision is Decision.DRAFT:
        return f"{name} must put a {box.chief} on a domino of the first line."
    if not spoken and pending.decision in _SHORT_PENDING and box.resource_tokens:
        return f"{name} {_SHORT_PENDING[pending.decision]}."  # the panel's line is narrow
    return str(pending).replace(f"Player {pending.player + 1}", name, 1) + "."


_SHORT_PENDING = {Decision.ACT: "acts: gain, witch or pass", Decision.PICK: "must choose a domino, or act"}


def describe_territory(
    state: GameState,
    player: int,
    *,
    names: Sequence[str] | None = None,
    highlight: Collection[Square] = (),
    ghost: Place | None = None,
) -> str:
    terr = state.territories[player]
    if terr.box.resource_tokens:
        parts = _harvest_territory(state, player, names)
    else:
        parts = _territory_regions(state, player, names)
    parts += _territory_pieces(state, player, highlight=highlight, ghost=ghost)
    return " ".join(parts)


def _territory_regions(state: GameState, player: int, names: Sequence[str] | None) -> list[str]:
    """Squares, points and the regions that score."""
    terr = state.territories[player]
    n = terr.grid.size
    parts = [
        f"Territory of {who(names, player)}: {terr.square_count} of {n * n} squares, "
        f"{current_points(state, player)} points."
    ]
    scoring = [r for r in region_scores(terr) if r.points]
    if scoring:
        parts.append(
            "Scoring regions: "
            + "; ".join(
                f"{TERRAIN_NAMES[r.terrain]} {r.size} × {words.short_count(terr.box, r.fires)} = {r.points}"
                for r in scoring
            )
            + "."
        )
    return parts


def _harvest_territory(state: GameState, player: int, names: Sequence[str] | None) -> list[str]:
    """The Resource Tokens variant: squares (no size limit), the kinds won now, each token by
    square, gold on the castle and the witches used. Crown regions score nothing here."""
    terr = state.territories[player]
    won = kinds_won([t.token_counts() for t in state.territories])[player]
    parts = [
        f"Territory of {who(names, player)}: {terr.square_count} squares. "
        f"If the harvest were now: {words.kinds(len(won))} won ({words.kind_list(won)})."
    ]
    parts.append(f"Resource tokens: {_tokens_by_square(terr)}.")
    parts.append(f"Gold on the {terr.box.centre}: {terr.gold}.")
    if terr.witches:
        used = ", ".join(f"{terr.grid.name(c)} with {g} gold" for c, g in sorted(terr.witches.items()))
        parts.append(f"Used {words.WITCH}es: {used}.")
    return parts


def _tokens_by_square(terr: Territory) -> str:
    """Each kind held, with its squares: "3 wheat (U22, U23 ×2), 1 fish (S24)"."""
    by_kind: dict[int, list[str]] = {}
    for cell, n in sorted(terr.resource_tokens.items()):
        by_kind.setdefault(terr.token_kind(cell), []).append(terr.grid.name(cell) + " ×2" * (n == 2))
    counts = terr.token_counts()
    held = [f"{counts[k]} {TOKEN_NAMES[k]} ({', '.join(by_kind[k])})" for k in TOKEN_KINDS if counts[k]]
    return ", ".join(held) if held else "none"


def _territory_pieces(
    state: GameState, player: int, *, highlight: Collection[Square], ghost: Place | None
) -> list[str]:
    """Wooden resources, cavemen, highlighted squares and the placement preview."""
    terr = state.territories[player]
    parts = []
    if terr.resources:
        counts = terr.resource_counts()
        parts.append(
            "Wooden resources: "
            + ", ".join(f"{c} {RESOURCE_NAMES[k]}" for k, c in enumerate(counts) if c)
            + "."
        )
    if terr.cavemen:
        g = terr.grid
        parts.append(
            "Cavemen: "
            + ", ".join(f"{CAVEMAN_TITLES[k]} on {g.name(p)}" for p, k in sorted(terr.cavemen.items()))
            + "."
        )
    if highlight:
        parts.append("Highlighted squares: " + ", ".join(map(str, sorted(set(highlight)))) + ".")
    if ghost is not None and state.domino_to_place() is not None:
        number = state.line[state.position]
        parts.append(
            f"Preview: {domino_words(number, terr.box)} with its first half on {ghost.square}, "
            f"the second {DIRECTION_NAMES[ghost.direction]}."
        )
    return parts


def describe_table(state: GameState, names: Sequence[str] | None) -> str:
    cfg = state.config
    box = cfg.box
    modes = [f"{cfg.mode.value} mode"] if len(box.modes) > 1 else []
    head = ", ".join([box.title, *modes, f"{cfg.players} players"])
    rnd = "the initial draft" if state.round == 0 else words.round_words(cfg, state.round)
    parts = [f"{head}, {rnd}. {describe_pending(state, names)}"]
    if state.line:
        parts.append("Placing now: " + _line_words(state.line, state.line_owners, names) + ".")
    if state.next_line and state.final_round:  # a variant whose last line drawn is not chosen
        parts.append(f"Last line, not chosen (the game ends first): {', '.join(map(str, state.next_line))}.")
    elif state.next_line:
        parts.append("Next line: " + _line_words(state.next_line, state.next_owners, names) + ".")
    if box.resource_tokens:
        parts += _harvest_table(state, names)
        return " ".join(parts)
    scores = ", ".join(f"{player_name(names, p)} {current_points(state, p)}" for p in range(cfg.players))
    parts.append(f"Points: {scores}.")
    if cfg.mode is Mode.TOTEM:
        held = [
            f"{RESOURCE_NAMES[r]} ({TOTEM_POINTS[r]}) with {player_name(names, h)}"
            for r, h in enumerate(state.totems)
            if h >= 0
        ]
        parts.append("Totems: " + (", ".join(held) if held else "none taken") + ".")
    if cfg.mode is Mode.TRIBE:
        parts.append(describe_cave(state))
    return " ".join(parts)


def _harvest_table(state: GameState, names: Sequence[str] | None) -> list[str]:
    """The Resource Tokens variant's table: the kings acting before the line, each player's
    kinds won now, tokens and gold, and the supply."""
    box = state.config.box

    def kings(seats: list[int]) -> str:
        return ", ".join(player_name(names, p) for p in seats) if seats else "none"

    parts = []
    if state.actors:
        parts.append(f"Still to act this round, in order: {kings(state.actors)}.")
    parts.append(f"Action column (acting first next round, in order): {kings(state.column)}.")
    counts = [t.token_counts() for t in state.territories]
    won = kinds_won(counts)
    now = "" if state.is_over else " now"
    for p, terr in enumerate(state.territories):
        witches = f", {len(terr.witches)} {words.WITCH}{'es' * (len(terr.witches) > 1)} used" * bool(
            terr.witches
        )
        parts.append(
            f"{player_name(names, p)}: {words.kinds(len(won[p]))} won{now} ({words.kind_list(won[p])}); "
            f"{words.tokens(counts[p])}; {terr.gold} gold on the {box.centre}{witches}."
        )
    parts.append(f"Supply: {words.tokens(state.supply)}; {state.gold_pool} gold in the pool.")
    return parts


def _line_words(line: list[int], owners: list[int], names: Sequence[str] | None) -> str:
    words = []
    for number, owner in zip(line, owners, strict=True):
        taken = f" taken by {player_name(names, owner)}" if owner >= 0 else " free"
        words.append(f"{number}{taken}")
    return ", ".join(words)


def describe_cave(state: GameState) -> str:
    faces = [f"{CAVEMAN_TITLES[k]} ({caveman_rule(k)})" if k >= 0 else "empty" for k in state.cave_board]
    return f"Cave board: {'; '.join(faces)}. {len(state.cave_pile)} tiles in the face-down pile."


_PLAYER_N = re.compile(r"\bplayer (\d+)\b")  # how TieBreak's sentence names a player


def tie_break_words(tie: TieBreak, names: Sequence[str] | None) -> str:
    """A tie-break sentence with the players' names, starting with a capital."""
    text = _PLAYER_N.sub(lambda m: player_name(names, int(m.group(1)) - 1), str(tie))
    return text[:1].upper() + text[1:] + "."


def describe_cave_board(state: GameState) -> str:
    """The cave board picture: the face-up slots by number, the pile by kind, the recruit costs."""
    faces = [
        f"slot {slot + 1} {CAVEMAN_TITLES[k]} ({caveman_rule(k)})" if k >= 0 else f"slot {slot + 1} empty"
        for slot, k in enumerate(state.cave_board)
    ]
    counts = Counter(state.cave_pile)
    pile = ", ".join(f"{counts[k]} {CAVEMAN_NAMES[k]}" for k in sorted(counts))
    n = len(state.cave_pile)
    held = f"the face-down pile holds {n} tile{'s' * (n != 1)}" + (f": {pile}" if pile else "")
    return (
        f"Cave board: {'; '.join(faces)}; {held}. Recruit with 2 wooden resources of different kinds "
        "for a face-up tile, or 4 of 4 kinds for any tile of the pile."
    )


def describe_final(state: GameState, names: Sequence[str] | None, scores: FinalScores | None = None) -> str:
    scores = scores if scores is not None else final_scores(state)
    by_player = {b.player: b for b in scores.players}
    head = "Final scores" if state.is_over else "Scores so far"
    box = state.config.box
    ranking = "; ".join(
        f"{place}. {player_name(names, p)} {words.standing(box, by_player[p].total)}"
        for place, p in scores.ranking
    )
    parts = [f"{head}: {ranking}."]
    parts.extend(tie_break_words(t, names) for t in scores.tie_breaks)
    parts.extend(_sheet_words(b, names) for b in scores.players)
    return " ".join(parts)


def _sheet_words(sheet: Breakdown, names: Sequence[str] | None) -> str:
    """One player's sheet by category, in one sentence: what the columns of the picture add up."""
    if isinstance(sheet, HarvestSheet):
        return _harvest_words(sheet, names)
    scoring = sum(1 for r in sheet.regions if r.points)
    items = [f"{scoring} scoring region{'s' * (scoring != 1)} {sheet.region_points}"]
    if sheet.resource_points:
        items.append(f"resources {sheet.resource_points}")
    if sheet.totems:
        items.append(f"totems {sheet.totem_points}")
    if sheet.cavemen or sheet.warrior_groups:
        items.append(f"cavemen {sheet.caveman_points}")
    items.extend(f"{OPTION_TITLES[name]} {points}" for name, points in sheet.bonuses.items())
    return (
        f"{player_name(names, sheet.player)}: {', '.join(items)}; total {sheet.total} "
        f"(largest region {sheet.largest_region}, {words.count(sheet.box, sheet.fire_icons)})."
    )


def _harvest_words(sheet: HarvestSheet, names: Sequence[str] | None) -> str:
    """One player's harvest: tokens by kind (those won marked), kinds won, gold."""
    kinds = ", ".join(
        f"{TOKEN_NAMES[k]} {sheet.tokens[k]}" + " (won)" * (k in sheet.won) for k in TOKEN_KINDS
    )
    spent = f", {sheet.witch_gold} gold spent on {words.WITCHCRAFT}" if sheet.witch_gold else ""
    return (
        f"{player_name(names, sheet.player)}: {kinds}; {words.kinds(sheet.total)} won; "
        f"{sheet.gold} gold on the {sheet.box.centre}{spent}."
    )
