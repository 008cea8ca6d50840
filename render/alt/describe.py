"""Alt text: each picture told in plain sentences a player can play from, for screen readers and
text clients.

The table names every domino of both lines (squares, fire icons or crowns, and what they bring)
and who holds it; a territory gives its points as parts that add up to them, and a map of its
squares in the notation of RULES.md §4 (render.alt.map); the score sheet adds up each player's
total. What is a game's own (its decisions, its pieces, its supplies, its harvest) its pictures
say (`BoxPictures`, render/boxes/<game>/alt.py).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection, Sequence
from functools import reduce

from lang import Words
from render.alt.map import describe_map
from render.alt.points import sheet_words, sum_words
from render.core import terms, text
from render.core.games import own_tie_words, pictures_of
from render.core.terms import and_list
from render.core.theme import PLAYER_COLOUR_NAMES, visible
from rules import (
    DIRECTION_NAMES,
    DISCARD,
    OVER,
    PLACE,
    Box,
    Decision,
    FinalScores,
    GameState,
    Place,
    Square,
    SquareSpec,
    TieBreak,
    current_points,
    final_scores,
    player_breakdown,
)

# The length alt text is written to fit: what Discord keeps of an attachment's description, and
# about what a screen reader's user wants to hear in one go.
ALT_LIMIT = 1024


def fitted(sentences: Sequence[str], limit: int = ALT_LIMIT) -> str:
    """The sentences, most needed first, as one text of at most `limit` characters: those that
    come last are left out when all do not fit (a longer language than English says less rather
    than being cut mid-sentence). The first is kept whatever its length."""
    kept = list(sentences[:1])
    size = len(kept[0]) if kept else 0
    for sentence in sentences[1:]:
        size += 1 + len(sentence)
        if size > limit:
            break
        kept.append(sentence)
    return " ".join(kept)


def player_name(names: Sequence[str] | None, seat: int, words: Words) -> str:
    if names is not None and seat < len(names) and names[seat]:
        return names[seat]
    return words("player-seat", seat=seat + 1)


def shown_names(names: Sequence[str] | None, players: int, *, words: Words) -> tuple[str, ...]:
    """The seats' names as a picture draws them, made `theme.visible` once, before any sentence is
    built from them. A name the fonts cannot draw at all (no letter, digit or symbol left) is
    drawn as its seat, "Player 2"; names that lost characters and so came to look like another
    seat's get their seat number too, "Ann (2)". A right-to-left name is isolated (FSI…PDI), so
    that it keeps its own direction in a left-to-right sentence, numbers after it included."""
    typed = [player_name(names, seat, words) for seat in range(players)]
    shown = [visible(name) for name in typed]
    for seat, name in enumerate(shown):
        if not any(unicodedata.category(ch)[0] in "LNS" for ch in name):
            shown[seat] = words("player-seat", seat=seat + 1)
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


def pending_line(state: GameState, names: Sequence[str] | None, size: int, width: float, words: Words) -> str:
    """`describe_pending` as printed (spoken=False) in a box `width` px wide at `size` px: the
    acting player's name is shortened (`text.fit_name`) so that what they must do is never cut;
    `names` as `shown_names` gives them. The rest of the sentence is cut only if it cannot fit
    beside an ellipsis alone."""
    pending = state.pending()
    sentence = describe_pending(state, names, spoken=False, words=words)
    if pending is None:
        return text.ellipsize(sentence, size, width)
    name = player_name(names, pending.player, words)
    if not sentence.startswith(name):
        return text.ellipsize(sentence, size, width)
    rest = sentence[len(name) :]
    short = text.fit_name(name, rest, size, width)
    line = short + rest
    return line if text.length(line, size) <= width else text.ellipsize(line, size, width)


def who(names: Sequence[str] | None, seat: int, words: Words) -> str:
    """A player as people read it: name, seat number and colour."""
    colour = words(f"colour-{PLAYER_COLOUR_NAMES[seat]}")
    return words("alt-who", name=player_name(names, seat, words), seat=seat + 1, colour=colour)


# --- dominoes and decisions -----------------------------------------------------------------------


def half_words(half: SquareSpec, box: Box, words: Words, *, carried: bool = False) -> str:
    """One square of a domino: its terrain, printed fire icons (crowns) or craters, and what it
    brings (`carried`: the game's pictures show it, Origins' wooden resources)."""
    word = terms.terrain(words, half.terrain)
    if half.terrain in box.crater_terrains:
        return words("alt-half-with", terrain=word, what=words("craters-count", count=half.craters))
    if half.fires:
        return words("alt-half-with", terrain=word, what=terms.count(words, box, half.fires))
    if carried:
        return pictures_of(box).half_words(half, words, word) or word
    return word


def domino_squares(number: int, box: Box, words: Words, *, carried: bool = False) -> str:
    """A domino by its number and squares: "23 (wheat with 1 crown | mine)"."""
    first, second = (half_words(h, box, words, carried=carried) for h in box.domino(number).squares)
    return words("alt-domino-squares", number=str(number), first=first, second=second)


def domino_words(number: int, box: Box, words: Words, *, carried: bool = False) -> str:
    """Domino `number` of `box`, spoken: "domino 23 (wheat with 1 crown | mine)"."""
    return words("alt-domino", squares=domino_squares(number, box, words, carried=carried))


def must_discard(state: GameState) -> bool:
    """Whether the domino to place fits nowhere, so that discarding it is the only move."""
    return state.domino_to_place() is not None and state.legal_actions() == [DISCARD]


def describe_pending(
    state: GameState, names: Sequence[str] | None, *, spoken: bool = True, words: Words
) -> str:
    """Who must decide what. `spoken`: dominoes in words (alt text), else as printed (D|G). A
    decision whose sentence names more than the player is the game's to say (a totem's, a
    recruit's); any other is "pending-<decision>" ("Zoë must land the fire token")."""
    pending = state.pending()
    if pending is None:
        return words("pending-over")
    name = player_name(names, pending.player, words)
    box = state.config.box
    decision = pending.decision
    if decision is Decision.PLACE:
        dom = box.domino(pending.domino or 1)
        said = (
            domino_words(dom.number, box, words, carried=pictures_of(box).carried(state))
            if spoken
            else words(
                "alt-domino-notation", number=str(dom.number), first=str(dom.first), second=str(dom.second)
            )
        )
        if must_discard(state):  # the picture's line is narrow: "must discard" says why
            return words("pending-discard-spoken" if spoken else "pending-discard", name=name, domino=said)
        return words("pending-place", name=name, domino=said)
    if decision is Decision.DRAFT and state.neolithic:
        a, b, c, d = (str(n) for n in state.next_line[:4])
        key = "pending-draft-pair-spoken" if spoken else "pending-draft-pair"
        return words(key, name=name, a=a, b=b, c=c, d=d)
    if decision is Decision.DRAFT:
        return words("pending-draft", name=name, chief=terms.chief(words, box))
    own = pictures_of(box).pending_words(state, pending, name, names, spoken=spoken, words=words)
    if own is not None:
        return own
    return words(f"pending-{decision.value}", name=name)


# --- a territory ----------------------------------------------------------------------------------


def describe_territory(
    state: GameState,
    player: int,
    *,
    names: Sequence[str] | None = None,
    highlight: Collection[Square] = (),
    ghost: Place | None = None,
    limit: int = ALT_LIMIT,
    words: Words,
) -> str:
    """Who, how many squares, the points and their parts; the preview; the map; the highlighted
    squares; then each part in detail (most needed first: a long text may be cut short). Over
    `limit` characters, the map goes without its legend, then the last details are left out."""
    terr = state.territories[player]
    own = pictures_of(terr.box).territory_words(state, player, names, words)
    head, details = own if own is not None else _territory_points(state, player, names, words)
    parts = [head]
    if ghost is not None and state.domino_to_place() is not None:
        number = state.line[state.position]
        said = domino_words(number, terr.box, words, carried=pictures_of(terr.box).carried(state))
        direction = words(f"direction-{DIRECTION_NAMES[ghost.direction]}")
        parts.append(words("alt-preview", domino=said, square=str(ghost.square), direction=direction))
    tail = []
    if highlight:
        tail.append(words("alt-highlighted", squares=", ".join(map(str, sorted(set(highlight))))))
    whole = " ".join([*parts, describe_map(terr, words), *tail, *details])
    if len(whole) <= limit:
        return whole
    # A territory full of cavemen: the map's legend (the same every time) gives way to its squares.
    return fitted([" ".join([*parts, describe_map(terr, words, legend=False)]), *tail, *details], limit)


def _territory_points(
    state: GameState, player: int, names: Sequence[str] | None, words: Words
) -> tuple[str, list[str]]:
    """The head (squares, points = the sum of their parts) and each part in detail."""
    terr = state.territories[player]
    sheet = player_breakdown(state, player)
    n = terr.grid.size
    head = words(
        "alt-territory",
        who=who(names, player, words),
        squares=terr.square_count,
        all=n * n,
        points=sheet.total,
        sum=sum_words(sheet, state.config.mode, words),
    )
    details = []
    scoring = [r for r in sheet.regions if r.points]
    if scoring:
        regions = [
            words(
                "alt-region",
                terrain=terms.terrain(words, r.terrain),
                size=r.size,
                multipliers=terms.short_count(words, terr.box, r.fires),
                points=r.points,
            )
            for r in scoring
        ]
        details.append(words("alt-regions", regions="; ".join(regions)))
    details += pictures_of(terr.box).territory_details(state, player, sheet, words)
    return head, details


# --- the table ------------------------------------------------------------------------------------


def describe_table(state: GameState, names: Sequence[str] | None, *, words: Words) -> str:
    """The game, whose decision it is, both lines domino by domino, the points, totems or cave."""
    cfg = state.config
    box = cfg.box
    game = terms.game_title(words, box)
    players = words("players-count", count=cfg.players)
    moment = words("alt-table-draft") if state.round == 0 else terms.round_words(words, cfg, state.round)
    if len(box.modes) > 1:
        head = words(
            "alt-table-mode", game=game, mode=terms.mode_line(words, cfg), players=players, moment=moment
        )
    else:
        head = words("alt-table", game=game, players=players, moment=moment)
    parts = [head, describe_pending(state, names, words=words), *_lines_words(state, names, words)]
    pictures = pictures_of(box)
    own = pictures.table_words(state, names, words)
    if own is not None:
        return fitted(parts + own)
    scores = [
        words("alt-player-points", name=player_name(names, p, words), points=current_points(state, p))
        for p in range(cfg.players)
    ]
    parts.append(words("alt-points", points=", ".join(scores)))
    parts += pictures.table_details(state, names, words)
    return fitted(parts)


def _lines_words(state: GameState, names: Sequence[str] | None, words: Words) -> list[str]:
    """The line being placed and the line being chosen from, each domino with who holds it."""
    box = state.config.box
    carried = pictures_of(box).carried(state)

    def name(seat: int) -> str:
        return player_name(names, seat, words)

    def squares(number: int) -> str:
        return domino_squares(number, box, words, carried=carried)

    parts = []
    if state.line:
        placed = _placed(state)
        items = []
        for i, (number, owner) in enumerate(zip(state.line, state.line_owners, strict=True)):
            if i < placed:
                key = "alt-line-placed-over" if state.is_over else "alt-line-placed"
                items.append(words(key, number=str(number), name=name(owner)))
                continue
            key = "alt-line-placing" if i == state.position and state.stage == PLACE else "alt-line-to-place"
            items.append(words(key, domino=squares(number), name=name(owner)))
        key = "alt-line-last" if state.is_over else "alt-line-now"
        parts.append(words(key, dominoes="; ".join(items)))
    if state.next_line and state.final_round:  # a variant whose last line drawn is not chosen
        key = "alt-line-unchosen-over" if state.is_over else "alt-line-unchosen"
        parts.append(words(key, numbers=", ".join(map(str, state.next_line))))
    elif state.next_line:
        items = [
            words("alt-line-taken", domino=squares(n), name=name(o))
            if o >= 0
            else words("alt-line-free", domino=squares(n))
            for n, o in zip(state.next_line, state.next_owners, strict=True)
        ]
        key = "alt-line-first" if state.round == 0 else "alt-line-next"
        parts.append(words(key, dominoes="; ".join(items)))
    return parts


def _placed(state: GameState) -> int:
    """How many dominoes of the line being placed are in territories already."""
    if state.stage == OVER:
        return len(state.line)
    if state.stage == PLACE or pictures_of(state.config.box).above_the_line(state):
        return state.position
    return state.position + 1  # the domino under the acting chief is placed: fire, pick, recruit


# --- the score sheet ------------------------------------------------------------------------------


def against_words(values: Sequence[int], words: Words) -> str:
    """Measures of tied players side by side: "6 against 5 against 5"."""
    return reduce(lambda a, b: words("tie-against", a=a, b=b), map(str, values))


def tie_break_words(tie: TieBreak, names: Sequence[str] | None, words: Words) -> str:
    """A tie-break sentence with the players' names ("Zoë and Łukasz tie on 23 points; ..."):
    names as they are written, never recapitalised."""
    level = and_list(words, [player_name(names, p, words) for p in tie.players])

    def against(values: Sequence[int]) -> str:
        return against_words(values, words)

    own = own_tie_words(tie, level, words)
    if own is not None:
        return own
    multipliers = words(_TIE_WORDS[tie.word])
    fields = {"names": level, "points": tie.points, "multipliers": multipliers}
    if tie.decided_by == "shared":
        return words("tie-shared", **fields)
    if tie.decided_by == "largest region":
        return words("tie-region", **fields, regions=against(tie.largest_regions))
    if tie.decided_by == "fire icons":
        return words(
            "tie-multipliers", **fields, region=tie.largest_regions[0], counts=against(tie.fire_icons)
        )
    keys = list(zip(tie.largest_regions, tie.fire_icons, strict=True))
    key = "tie-both-some-shared" if len(set(keys)) < len(keys) else "tie-both"
    return words(key, **fields, regions=against(tie.largest_regions), counts=against(tie.fire_icons))


# What `TieBreak.word` counts (the box's multipliers, in the rules' English), as catalogue ids.
_TIE_WORDS = {"fire icons": "fire-icons", "crowns": "crowns"}


def winners_words(
    scores: FinalScores, names: Sequence[str] | None, words: Words, *, over: bool = True
) -> str:
    """Who won ("Zoë won."), who tie for first place, or (mid-game) who leads."""
    first = [player_name(names, p, words) for p in scores.winners]
    if len(first) > 1:
        return words("winners-tie" if over else "winners-tie-so-far", names=and_list(words, first))
    return words("winner" if over else "winner-so-far", name=first[0])


def describe_final(
    state: GameState, names: Sequence[str] | None, scores: FinalScores | None = None, *, words: Words
) -> str:
    scores = scores if scores is not None else final_scores(state)
    by_player = {b.player: b for b in scores.players}
    box = state.config.box
    ranking = "; ".join(
        words(
            "alt-ranked",
            place=place,
            name=player_name(names, p, words),
            standing=terms.standing(words, box, by_player[p].total),
        )
        for place, p in scores.ranking
    )
    parts = [
        words("alt-final" if state.is_over else "alt-final-so-far", ranking=ranking),
        winners_words(scores, names, words, over=state.is_over),
    ]
    parts.extend(tie_break_words(t, names, words) for t in scores.tie_breaks)
    parts.extend(
        sheet_words(b, player_name(names, b.player, words), state.config.mode, words) for b in scores.players
    )
    return fitted(parts)
