"""The theme: what text the font can draw (`printable`), and the fixed palette."""

from __future__ import annotations

import pytest

from render import theme


@pytest.mark.parametrize(
    "name",
    [
        "Zoë",
        "Łukasz Żółć",
        "François Gaëlle",
        "Ærøskøbing Åse",
        "Dvořák Šťastný",
        "Ξένια Αθηνά",
        "Дмитрий Ёлкин",
        "Ґанна Їжак",
        "Player 1",
        "o'Brien-Smith (3)",
    ],
)
def test_latin_greek_cyrillic_kept(name: str) -> None:
    """Latin, Greek and Cyrillic names, accents included, come back unchanged."""
    assert theme.printable(name) == name


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Zoë 🐉", "Zoë"),
        ("🔥 Ξένια 🔥", "Ξένια"),
        ("Ana 🦣 Bel", "Ana Bel"),
        ("Дима😀", "Дима"),
    ],
)
def test_emoji_dropped(text: str, expected: str) -> None:
    """Emoji are dropped and the spaces around them tidied; the letters stay."""
    assert theme.printable(text) == expected


@pytest.mark.parametrize("text", ["🐉", "🔥🔥🔥", "🦣 🍄", "❤️", "👍🏽", "🇫🇷", "  🐉  ", "漢字"])
def test_nothing_left_gives_question_mark(text: str) -> None:
    """When nothing drawable is left, the result is '?'."""
    assert theme.printable(text) == "?"


@pytest.mark.parametrize("text", ["👨\u200d👩\u200d👧", "🏳️\u200d🌈", "\u200b"])
def test_invisible_leftovers_give_question_mark(text: str) -> None:
    """Emoji joined by zero-width joiners, or a zero-width space alone, leave nothing visible: '?'."""
    assert theme.printable(text) == "?"


def test_has_glyph() -> None:
    """The font has Latin, Greek and Cyrillic letters, and no emoji."""
    assert all(theme.has_glyph(ch) for ch in "aéŁΩжЁ?")
    assert not theme.has_glyph("🐉")


def test_palette_holds_the_theme_colours() -> None:
    """The theme's flat colours are exact palette entries, so they survive the palette PNG."""
    flat = theme.PALETTE_IMAGE.getpalette()
    assert flat is not None
    entries = {tuple(flat[i : i + 3]) for i in range(0, len(flat), 3)}
    wanted = [
        *theme.TERRAIN_FILL.values(),
        *theme.PLAYER_COLOURS,
        theme.HIGHLIGHT,
        theme.BACKGROUND,
        theme.EMPTY_SQUARE,
    ]
    assert all(colour in entries for colour in wanted)
