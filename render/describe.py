"""Alt text: each picture told in plain sentences a player can play from, for screen readers and
text clients.

The table names every domino of both lines (squares, fire icons or crowns, wooden resources) and
who holds it; a territory gives its points as parts that add up to them, and a map of its squares
in the notation of RULES.md §4 (render.alt_map); the score sheet adds up each player's total.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Collection, Sequence

from render import text, words
from render.alt_map import describe_map
from render.alt_points import and_list, caveman_words, sheet_words, sum_words
from render.theme import PLAYER_COLOUR_NAMES, visible
from rules.actions import BOARD, DISCARD, Place
from rules.box import Box
from rules.components import (
    CAVEMAN_TITLES,
    RESOURCE_NAMES,
    TERRAIN_NAMES,
    TOKEN_KINDS,
    TOKEN_NAMES,
    TOTEM_POINTS,
    VOLCANO,
    SquareSpec,
    caveman_rule,
)
from rules.config import Mode
from rules.decisions import OVER, PLACE
from rules.game import Decision, GameState
from rules.grid import Square
from rules.harvest import kinds_won
from rules.scoring import FinalScores, TieBreak, current_points, final_scores, player_breakdown
from rules.territory import DIRECTION_NAMES, Territory

# The length alt text is written to fit: what Discord keeps of an attachment's description, and
# about what a screen reader's user wants to hear in one go.
ALT_LIMIT = 1024


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


# --- dominoes and decisions -----------------------------------------------------------------------


def half_words(half: SquareSpec, box: Box, *, resource: bool = False) -> str:
    """One square of a domino: its terrain, printed fire icons (crowns) or craters, and the
    wooden resource it carries (`resource`: the game puts them on the dominoes)."""
    word = TERRAIN_NAMES[half.terrain]
    if half.terrain == VOLCANO:
        return f"{word} with {half.craters} crater{'s' * (half.craters > 1)}"
    if half.fires:
        return f"{word} with {words.count(box, half.fires)}"
    if resource and half.resource >= 0:
        return f"{word} with a {RESOURCE_NAMES[half.resource]}"
    return word


def domino_squares(number: int, box: Box, *, resources: bool = False) -> str:
    """A domino by its number and squares: "23 (wheat with 1 crown | mine)"."""
    first, second = (half_words(h, box, resource=resources) for h in box.domino(number).squares)
    return f"{number} ({first} | {second})"


def domino_words(number: int, box: Box, *, resources: bool = False) -> str:
    """Domino `number` of `box`, spoken: "domino 23 (wheat with 1 crown | mine)"."""
    return "domino " + domino_squares(number, box, resources=resources)


def must_discard(state: GameState) -> bool:
    """Whether the domino to place fits nowhere, so that discarding it is the only move."""
    return state.domino_to_place() is not None and state.legal_actions() == [DISCARD]


def recruit_title(state: GameState) -> str:
    """The caveman being paid for or settled, by its full title."""
    recruit = state.recruit
    if recruit is None:
        return "caveman"
    kind = state.cave_board[recruit.which] if recruit.source == BOARD else recruit.which
    return CAVEMAN_TITLES[kind]


def describe_pending(state: GameState, names: Sequence[str] | None, *, spoken: bool = True) -> str:
    """Who must decide what. `spoken`: dominoes in words (alt text), else as printed (D|G)."""
    pending = state.pending()
    if pending is None:
        return "The game is over."
    name = player_name(names, pending.player)
    box = state.config.box
    decision = pending.decision
    # The domino and the pawn in the game's box: `Pending`'s own sentence knows neither.
    if decision is Decision.PLACE and pending.domino is not None:
        dom = box.domino(pending.domino)
        said = (
            domino_words(dom.number, box, resources=state.config.resources)
            if spoken
            else f"domino {dom.number} ({dom.first}|{dom.second})"
        )
        if must_discard(state):  # the picture's line is narrow: "must discard" says why
            return f"{name} must discard {said}" + (": it fits nowhere." if spoken else ".")
        return f"{name} must place {said}."
    if decision is Decision.DRAFT and state.neolithic:
        first = state.next_line
        if not spoken:
            return f"{name} must choose {first[0]}+{first[3]} or {first[1]}+{first[2]}."
        return (
            f"{name} must choose two dominoes of the first line: {first[0]} and {first[3]}, "
            f"or {first[1]} and {first[2]}; the other two go to the other player."
        )
    if decision is Decision.DRAFT:
        return f"{name} must put a {box.chief} on a domino of the first line."
    if not spoken and decision in _SHORT_PENDING and box.resource_tokens:
        return f"{name} {_SHORT_PENDING[decision]}."  # the panel's line is narrow
    if decision is Decision.TOTEM:
        tied = and_list([player_name(names, p) for p in pending.candidates], "or")
        return f"{name} must give the {RESOURCE_NAMES[pending.resource or 0]} totem to {tied}."
    if decision is Decision.PAY:
        return f"{name} must pay for the {recruit_title(state)} with a wooden resource."
    if decision is Decision.SETTLE:
        return f"{name} must choose the square for the {recruit_title(state)}."
    return str(pending).replace(f"Player {pending.player + 1}", name, 1) + "."


_SHORT_PENDING = {Decision.ACT: "acts: gain, witch or pass", Decision.PICK: "must choose a domino, or act"}


# --- a territory ----------------------------------------------------------------------------------


def describe_territory(
    state: GameState,
    player: int,
    *,
    names: Sequence[str] | None = None,
    highlight: Collection[Square] = (),
    ghost: Place | None = None,
    limit: int = ALT_LIMIT,
) -> str:
    """Who, how many squares, the points and their parts; the preview; the map; the highlighted
    squares; then each part in detail (most needed first: a long text may be cut short). Over
    `limit` characters, the map goes without its legend."""
    terr = state.territories[player]
    if terr.box.resource_tokens:
        head, details = _harvest_territory(state, player, names)
    else:
        head, details = _territory_points(state, player, names)
    parts = [head]
    if ghost is not None and state.domino_to_place() is not None:
        number = state.line[state.position]
        said = domino_words(number, terr.box, resources=state.config.resources)
        parts.append(
            f"Preview: {said} with its first half on {ghost.square}, "
            f"the second {DIRECTION_NAMES[ghost.direction]}."
        )
    tail = [f"Highlighted squares: {', '.join(map(str, sorted(set(highlight))))}."] if highlight else []
    whole = " ".join([*parts, describe_map(terr), *tail, *details])
    if len(whole) <= limit:
        return whole
    # A territory full of cavemen: the map's legend (the same every time) gives way to its squares.
    return " ".join([*parts, describe_map(terr, legend=False), *tail, *details])


def _territory_points(state: GameState, player: int, names: Sequence[str] | None) -> tuple[str, list[str]]:
    """The head (squares, points = the sum of their parts) and each part in detail."""
    terr = state.territories[player]
    sheet = player_breakdown(state, player)
    n = terr.grid.size
    head = (
        f"Territory of {who(names, player)}: {terr.square_count} of {n * n} squares, "
        f"{sheet.total} points = {sum_words(sheet, state.config.mode)}."
    )
    details = []
    scoring = [r for r in sheet.regions if r.points]
    if scoring:
        details.append(
            "Scoring regions: "
            + "; ".join(
                f"{TERRAIN_NAMES[r.terrain]} {r.size} × {words.short_count(terr.box, r.fires)} = {r.points}"
                for r in scoring
            )
            + "."
        )
    if terr.resources:
        counts = terr.resource_counts()
        details.append(
            "Wooden resources: "
            + ", ".join(f"{c} {RESOURCE_NAMES[k]}" for k, c in enumerate(counts) if c)
            + "."
        )
    if sheet.totems:
        details.append(
            "Totems: "
            + ", ".join(f"{RESOURCE_NAMES[r]} {TOTEM_POINTS[r]}" for r in sorted(sheet.totems))
            + "."
        )
    if terr.cavemen:
        details.append(f"Cavemen: {caveman_words(terr, sheet)}.")
    return head, details


def _harvest_territory(state: GameState, player: int, names: Sequence[str] | None) -> tuple[str, list[str]]:
    """The Resource Tokens variant: squares (no size limit), the kinds won now; then each token by
    square, gold on the castle and the witches used. Crown regions score nothing here."""
    terr = state.territories[player]
    won = kinds_won([t.token_counts() for t in state.territories])[player]
    head = (
        f"Territory of {who(names, player)}: {terr.square_count} squares. "
        f"If the harvest were now: {words.kinds(len(won))} won ({words.kind_list(won)})."
    )
    details = [f"Resource tokens: {_tokens_by_square(terr)}.", f"Gold on the {terr.box.centre}: {terr.gold}."]
    if terr.witches:
        used = ", ".join(f"{terr.grid.name(c)} with {g} gold" for c, g in sorted(terr.witches.items()))
        details.append(f"Used {words.WITCH}es: {used}.")
    return head, details


def _tokens_by_square(terr: Territory) -> str:
    """Each kind held, with its squares: "3 wheat (U22, U23 ×2), 1 fish (S24)"."""
    by_kind: dict[int, list[str]] = {}
    for cell, n in sorted(terr.resource_tokens.items()):
        by_kind.setdefault(terr.token_kind(cell), []).append(terr.grid.name(cell) + " ×2" * (n == 2))
    counts = terr.token_counts()
    held = [f"{counts[k]} {TOKEN_NAMES[k]} ({', '.join(by_kind[k])})" for k in TOKEN_KINDS if counts[k]]
    return ", ".join(held) if held else "none"


# --- the table ------------------------------------------------------------------------------------


def describe_table(state: GameState, names: Sequence[str] | None) -> str:
    """The game, whose decision it is, both lines domino by domino, the points, totems or cave."""
    cfg = state.config
    box = cfg.box
    modes = [f"{cfg.mode.value} mode"] if len(box.modes) > 1 else []
    head = ", ".join([box.title, *modes, f"{cfg.players} players"])
    rnd = "the initial draft" if state.round == 0 else words.round_words(cfg, state.round)
    parts = [f"{head}, {rnd}. {describe_pending(state, names)}", *_lines_words(state, names)]
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


def _lines_words(state: GameState, names: Sequence[str] | None) -> list[str]:
    """The line being placed and the line being chosen from, each domino with who holds it."""
    box, resources = state.config.box, state.config.resources

    def name(seat: int) -> str:
        return player_name(names, seat)

    parts = []
    if state.line:
        placed = _placed(state)
        items = []
        for i, (number, owner) in enumerate(zip(state.line, state.line_owners, strict=True)):
            if i < placed:
                items.append(f"{number} {'by' if state.is_over else 'placed by'} {name(owner)}")
                continue
            now = "being placed" if i == state.position and state.stage == PLACE else "to place"
            items.append(f"{domino_squares(number, box, resources=resources)}, {name(owner)}'s, {now}")
        title = "Last line, all placed" if state.is_over else "Placing now"
        parts.append(f"{title}: {'; '.join(items)}.")
    if state.next_line and state.final_round:  # a variant whose last line drawn is not chosen
        ends = "the game ended first" if state.is_over else "the game ends first"
        parts.append(f"Last line drawn, not chosen ({ends}): {', '.join(map(str, state.next_line))}.")
    elif state.next_line:
        items = [
            f"{domino_squares(n, box, resources=resources)}, " + (f"taken by {name(o)}" if o >= 0 else "free")
            for n, o in zip(state.next_line, state.next_owners, strict=True)
        ]
        title = "First line" if state.round == 0 else "Next line"
        parts.append(f"{title}: {'; '.join(items)}.")
    return parts


def _placed(state: GameState) -> int:
    """How many dominoes of the line being placed are in territories already."""
    if state.stage == OVER:
        return len(state.line)
    if state.stage == PLACE or state.actors:  # the variant's acting kings come before any placement
        return state.position
    return state.position + 1  # the domino under the acting chief is placed: fire, pick, recruit


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


def describe_cave(state: GameState) -> str:
    """The cave board in short, for the table (the cave picture tells each tile's rule)."""
    faces = [CAVEMAN_TITLES[k] if k >= 0 else "empty" for k in state.cave_board]
    n = len(state.cave_pile)
    return f"Cave board: {', '.join(faces)}; {n} tile{'s' * (n != 1)} in the face-down pile."


def describe_cave_board(state: GameState) -> str:
    """The cave board picture: the face-up slots by number, the pile by kind, the recruit costs."""
    faces = [
        f"slot {slot + 1} {CAVEMAN_TITLES[k]} ({caveman_rule(k)})" if k >= 0 else f"slot {slot + 1} empty"
        for slot, k in enumerate(state.cave_board)
    ]
    counts = Counter(state.cave_pile)
    pile = ", ".join(f"{counts[k]} {CAVEMAN_TITLES[k]}" for k in sorted(counts))
    n = len(state.cave_pile)
    held = f"the face-down pile holds {n} tile{'s' * (n != 1)}" + (f": {pile}" if pile else "")
    return (
        f"Cave board: {'; '.join(faces)}; {held}. Recruit with 2 wooden resources of different kinds "
        "for a face-up tile, or 4 of 4 kinds for any tile of the pile."
    )


# --- the score sheet ------------------------------------------------------------------------------

_PLAYER_N = re.compile(r"\bplayer (\d+)\b")  # how TieBreak's sentence names a player


def tie_break_words(tie: TieBreak, names: Sequence[str] | None) -> str:
    """A tie-break sentence with the players' names ("Zoë and Łukasz tie on 23 points; ..."):
    names as they are written, never recapitalised."""
    text = str(tie)
    listed = ", ".join(f"player {p + 1}" for p in tie.players)  # how the sentence starts
    if text.startswith(listed):
        text = and_list([player_name(names, p) for p in tie.players]) + text[len(listed) :]
    text = _PLAYER_N.sub(lambda m: player_name(names, int(m.group(1)) - 1), text)
    return text + "."


def winners_words(scores: FinalScores, names: Sequence[str] | None, *, over: bool = True) -> str:
    """Who won ("Zoë won."), who tie for first place, or (mid-game) who leads."""
    first = [player_name(names, p) for p in scores.winners]
    if len(first) > 1:
        return f"{and_list(first)} tie for first place{'' if over else ' so far'}."
    return f"{first[0]} {'won' if over else 'leads'}."


def describe_final(state: GameState, names: Sequence[str] | None, scores: FinalScores | None = None) -> str:
    scores = scores if scores is not None else final_scores(state)
    by_player = {b.player: b for b in scores.players}
    head = "Final scores" if state.is_over else "Scores so far"
    box = state.config.box
    ranking = "; ".join(
        f"{place}. {player_name(names, p)} {words.standing(box, by_player[p].total)}"
        for place, p in scores.ranking
    )
    parts = [f"{head}: {ranking}.", winners_words(scores, names, over=state.is_over)]
    parts.extend(tie_break_words(t, names) for t in scores.tie_breaks)
    parts.extend(sheet_words(b, player_name(names, b.player), state.config.mode) for b in scores.players)
    return " ".join(parts)
