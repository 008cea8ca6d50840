"""The territory text notation of RULES.md §4: tokens, frames, errors and round trips."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import as_a
from rules.boxes.origins import (
    CAVEMAN_KINDS,
    FIRE_LADY,
    HUNTER,
    MAMMOTH,
    ORIGINS_TERRAINS,
    SHAMAN,
    WARRIOR3,
    OriginsTerritory,
    OriginsToken,
)
from rules.core.errors import NotationError
from rules.core.notation import format_territory, parse_territory, parse_token, token_at
from rules.core.pieces import DESERT, GRASSLAND, JUNGLE, LAKE, QUARRY, VOLCANO, SquareSpec
from tests.rules.games import origins_territory

# --- tokens ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("G", OriginsToken(SquareSpec(GRASSLAND))),
        ("Gr", OriginsToken(SquareSpec(GRASSLAND), resource=True)),
        ("G1", OriginsToken(SquareSpec(GRASSLAND, fires=1))),
        ("Q2", OriginsToken(SquareSpec(QUARRY, fires=2))),
        ("J!2", OriginsToken(SquareSpec(JUNGLE), fire_token=2)),
        ("L!3", OriginsToken(SquareSpec(LAKE), fire_token=3)),
        ("D@hunter", OriginsToken(SquareSpec(DESERT), caveman=HUNTER)),
        ("D", OriginsToken(SquareSpec(DESERT))),
        ("V1", OriginsToken(SquareSpec(VOLCANO, craters=1))),
        ("V2", OriginsToken(SquareSpec(VOLCANO, craters=2))),
        ("V3@shaman", OriginsToken(SquareSpec(VOLCANO, craters=3), caveman=SHAMAN)),
        ("Q@warrior3", OriginsToken(SquareSpec(QUARRY), caveman=WARRIOR3)),
        ("L@firelady", OriginsToken(SquareSpec(LAKE), caveman=FIRE_LADY)),
        ("H", OriginsToken(None)),
        ("C", OriginsToken(None)),
        ("H!1", OriginsToken(None, fire_token=1)),
        ("H!3", OriginsToken(None, fire_token=3)),
    ],
)
def test_token_forms(text: str, token: OriginsToken) -> None:
    """Every token form of RULES.md §4 reads as the square it describes."""
    assert parse_token(text) == token


@pytest.mark.parametrize(
    ("token", "text"),
    [
        (OriginsToken(SquareSpec(GRASSLAND), resource=True), "Gr"),
        (OriginsToken(SquareSpec(JUNGLE), fire_token=2), "J!2"),
        (OriginsToken(SquareSpec(DESERT), caveman=HUNTER), "D@hunter"),
        (OriginsToken(SquareSpec(VOLCANO, craters=2)), "V2"),
        (OriginsToken(None), "H"),
        (OriginsToken(None, fire_token=1), "H!1"),
        (OriginsToken(SquareSpec(LAKE, fires=1)), "L1"),
    ],
)
def test_token_text(token: OriginsToken, text: str) -> None:
    """A token prints in the RULES.md §4 form (the hut as H, never C)."""
    assert str(token) == text


def test_dot_is_empty() -> None:
    """'.' is an empty square."""
    assert parse_token(".") is None


@pytest.mark.parametrize(
    "text",
    [
        "X",  # not a terrain
        "W",  # classic wheat
        "G3",  # at most 2 printed fires
        "V",  # a volcano has 1..3 craters
        "V4",
        "Dr",  # no resource on desert
        "V1r",  # no resource on a volcano
        "G1r",  # no resource on printed fire
        "V1!1",  # no fire token on a volcano
        "G1!1",  # no fire token on printed fire
        "G!4",  # tokens carry 1..3 fires
        "G!0",
        "H!4",
        "Gr!1",  # fire destroys the resource
        "Gr@hunter",  # no caveman on a resource
        "G!1@hunter",  # nor on fire
        "G1@hunter",
        "G@wizard",  # not a caveman
        "H@hunter",  # no caveman on the hut
        "",
        "GG",
    ],
)
def test_bad_tokens(text: str) -> None:
    """Tokens that describe no possible square raise NotationError."""
    with pytest.raises(NotationError):
        parse_token(text)


_CAVEMAN = st.sampled_from((-1, *CAVEMAN_KINDS))


@st.composite
def legal_tokens(draw: st.DrawFn) -> OriginsToken:
    """Any square the rules allow: the hut (with or without a token) or a terrain square."""
    if draw(st.integers(0, 9)) == 0:
        return OriginsToken(None, fire_token=draw(st.integers(0, 3)))
    terrain = draw(st.sampled_from(ORIGINS_TERRAINS))
    if terrain == VOLCANO:
        return OriginsToken(SquareSpec(VOLCANO, craters=draw(st.integers(1, 3))), caveman=draw(_CAVEMAN))
    fires = draw(st.integers(0, 2))
    spec = SquareSpec(terrain, fires=fires)
    if fires:
        return OriginsToken(spec)
    extra = draw(st.sampled_from(["none", "resource", "fire", "caveman"]))
    if extra == "resource" and terrain != DESERT:
        return OriginsToken(spec, resource=True)
    if extra == "fire":
        return OriginsToken(spec, fire_token=draw(st.integers(1, 3)))
    if extra == "caveman":
        return OriginsToken(spec, caveman=draw(st.sampled_from(CAVEMAN_KINDS)))
    return OriginsToken(spec)


@settings(max_examples=200, deadline=None)
@given(legal_tokens())
def test_token_round_trip(token: OriginsToken) -> None:
    """parse_token(str(token)) gives the token back, for every legal token."""
    assert parse_token(str(token)) == token


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="GLJQDVHCWXr!@0123456789.abcdefghijklmnopqrstuvwxyz_-", max_size=14))
def test_any_token_text_reads_or_raises_notation_error(text: str) -> None:
    """Any text is either a token (which then prints back to an equivalent token) or a NotationError."""
    try:
        token = parse_token(text)
    except NotationError:
        return
    if token is not None:
        assert parse_token(str(token)) == token


# --- territories ----------------------------------------------------------------------------------


def test_parse_territory_contents() -> None:
    """Each token lands on its square: terrain, printed fire, resource, fire token, caveman."""
    parsed = parse_territory("H  Gr  G1\n.  L!2 D@hunter")
    terr = as_a(OriginsTerritory, parsed.territory)
    g = terr.grid
    assert parsed.from_frame(0, 0) == g.hut
    gr, g1, lake, desert = (
        parsed.from_frame(0, 1),
        parsed.from_frame(0, 2),
        parsed.from_frame(1, 1),
        parsed.from_frame(1, 2),
    )
    assert terr.square_count == 5
    assert terr.specs[gr] == SquareSpec(GRASSLAND)
    assert terr.resources == 1 << gr
    assert terr.resource_at(gr) == MAMMOTH
    assert terr.specs[g1] == SquareSpec(GRASSLAND, fires=1)
    assert terr.printed == 1 << g1
    assert terr.tokens == {lake: 2}
    assert terr.cavemen == {desert: HUNTER}
    assert not terr.occupied >> parsed.from_frame(1, 0) & 1
    assert terr.fire_icons() == 3


def test_hut_with_fire_token() -> None:
    """'H!1' is the hut carrying a 1-fire token."""
    parsed = parse_territory("H!1 G")
    terr = as_a(OriginsTerritory, parsed.territory)
    assert terr.tokens == {terr.grid.hut: 1}
    assert token_at(terr, terr.grid.hut) == OriginsToken(None, fire_token=1)


@pytest.mark.parametrize("fires", [1, 2, 3])
def test_hut_with_fire_token_round_trips(fires: int) -> None:
    """'H!N' reads as the hut carrying an N-fire token and is written back as 'H!N'."""
    text = f"G  H!{fires}\n.  L"
    terr = origins_territory(text)
    assert terr.tokens == {terr.grid.hut: fires}
    assert terr.fire_icons() == fires
    written = format_territory(terr)
    assert [line.split() for line in written.splitlines()] == [["G", f"H!{fires}"], [".", "L"]]
    again = origins_territory(written)
    assert again.tokens == terr.tokens and again.occupied == terr.occupied


def test_castle_is_a_hut_synonym() -> None:
    """'C' (the classic castle) is read as the hut."""
    a = parse_territory("C G").territory
    b = parse_territory("H G").territory
    assert (a.occupied, a.specs) == (b.occupied, b.specs)


@pytest.mark.parametrize(
    ("text", "hut_at"),
    [
        ("H G", (0, 0)),
        (". . . .\n. H G .\n. . . .", (1, 1)),
        (". . . . . . .\n. . . . H G .", (1, 4)),
        ("G .\nH .\n. .\n. .", (1, 0)),
    ],
)
def test_any_rectangular_frame(text: str, hut_at: tuple[int, int]) -> None:
    """Rows of '.' around the squares change nothing: the same territory, hut on the grid's hut cell."""
    parsed = parse_territory(text)
    terr = parsed.territory
    assert parsed.from_frame(*hut_at) == terr.grid.hut
    assert parsed.to_frame(terr.grid.hut) == hut_at
    assert terr.square_count == 2
    hr, hc = hut_at
    grass = next(
        (r, c) for r, line in enumerate(text.splitlines()) for c, tok in enumerate(line.split()) if tok == "G"
    )
    assert terr.specs[parsed.from_frame(*grass)] == SquareSpec(GRASSLAND)
    # The grassland sits where it sits relative to the hut, whatever the frame.
    g = terr.grid
    cell = parsed.from_frame(*grass)
    assert (g.row_of[cell] - g.row_of[g.hut], g.col_of[cell] - g.col_of[g.hut]) == (
        grass[0] - hr,
        grass[1] - hc,
    )


@pytest.mark.parametrize(
    "text",
    [
        "H",
        "H Gr G1\nL L!2 D@hunter",
        "D  D  V1 G  .\nQ  D  V1 G  J\nQ  D  L  Qr L\nD  D  H!1 D!1 L1\n.  G  L  Lr Q2",
        ". G\nG H",
    ],
)
def test_format_parse_round_trip(text: str) -> None:
    """format_territory(parse_territory(text)) reads back as the same squares, and is a fixed point."""
    terr = parse_territory(text).territory
    formatted = format_territory(terr)
    again = parse_territory(formatted).territory
    assert again.occupied == terr.occupied
    assert all(token_at(again, p) == token_at(terr, p) for p in terr.grid.cells)
    assert format_territory(again) == formatted
    assert [line.split() for line in formatted.splitlines()] == [line.split() for line in text.splitlines()]


def test_seven_by_seven_territory() -> None:
    """A territory 7 squares wide is read on the Neolithic 7×7 grid."""
    terr = parse_territory("G G G H G G G").territory
    assert terr.grid.size == 7
    assert terr.square_count == 7


def test_size_can_be_forced() -> None:
    """size=7 puts a small territory on the 7×7 grid."""
    assert parse_territory("H G", size=7).territory.grid.size == 7
    assert parse_territory("H G").territory.grid.size == 5


# --- errors -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "row", "col"),
    [
        ("H X", 0, 1),  # unknown token
        ("H G\nL Zq", 1, 1),
        ("H Dr", 0, 1),  # resource on desert
        ("H\nV1!1", 1, 0),  # fire token on a volcano
        ("H G\nG1r G", 1, 0),  # resource on printed fire
        ("H G H", 0, 2),  # a second hut
        ("H G .\n. . L", 1, 2),  # not connected (only diagonal)
        ("H . G", 0, 2),  # not connected (a gap)
        ("G .\n. H", 0, 0),
        ("\n  \nH X", 0, 1),  # blank lines before the first row are not rows
    ],
)
def test_errors_name_row_and_column(text: str, row: int, col: int) -> None:
    """A square-level mistake raises NotationError naming its row and column, counted from 0."""
    with pytest.raises(NotationError) as info:
        parse_territory(text)
    assert str(info.value).startswith(f"(row {row}, col {col}): ")
    assert (info.value.row, info.value.col) == (row, col)


def test_ragged_rows_name_the_row() -> None:
    """Rows of different lengths raise NotationError naming the first row of the wrong length."""
    with pytest.raises(NotationError) as info:
        parse_territory("H G\nL L\nL")
    assert str(info.value) == "(row 2): 1 square, but row 0 has 2: rows must be equally long"
    assert info.value.row == 2


def test_blank_row_inside_names_the_row() -> None:
    """An empty line between rows raises NotationError naming that row."""
    with pytest.raises(NotationError) as info:
        parse_territory("H G\n\nL L")
    assert str(info.value).startswith("(row 1): ")


@pytest.mark.parametrize("text", ["G G", ". .\nL L", ""])
def test_no_hut(text: str) -> None:
    """A territory without a hut (or without anything) raises NotationError."""
    with pytest.raises(NotationError):
        parse_territory(text)


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("G G G G H G G G", None),  # 8 columns: too large even for 7×7
        ("G\nG\nG\nG\nH\nG\nG\nG", None),  # 8 rows
        ("G G G H G G G G", 7),
        ("G G H G G G", 5),  # 6 columns in a 5×5 game
    ],
)
def test_too_large(text: str, size: int | None) -> None:
    """Squares spanning more than the territory size raise NotationError."""
    with pytest.raises(NotationError):
        parse_territory(text, size=size)
