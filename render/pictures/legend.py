"""A legend of the pieces a game's pictures show, for the table to place beside them.

`legend(box, mode, width)` draws, in sections, each terrain's square (its icon; its letter too
when drawn large enough to read it, sprites.has_letter), then the game's own sections, as its
pictures give them (render.boxes): what multiplies a region (fire icons, fire tokens and
volcanoes' craters in Kingdomino Origins, or crowns), and as the mode needs, the wooden
resources (Totem and Tribe), the cavemen (Tribe), the Resource Tokens variant's tokens and gold.
Each item is its sprite with its name beside it, items flowing left to right in as many columns
as `width` takes. `legend_items`
gives the same sections as data, and `legend_text` as one line for alt text.

`legend_card(box, mode)` is the legend as a picture of its own, drawn for a phone like the table
(1080 px wide, no text under 28 px): the bot posts it when a game starts and with the rules, so
that the table itself keeps its height for the game.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from PIL import Image, ImageDraw

from lang import Words
from render import sprites
from render.core import parts, terms, text, theme
from render.core.games import pictures_of
from render.core.picture import Picture, encode
from render.core.terms import ENGLISH
from render.core.theme import RGB
from rules import Box, Mode, SquareSpec

Sprite = Callable[[int], Image.Image]  # the item's picture at a size in px


@dataclass(frozen=True)
class Item:
    """One entry of the legend: its picture and what it is."""

    sprite: Sprite
    label: str


@dataclass(frozen=True)
class Section:
    key: str  # which section, in every language: "terrains", "fire", "crowns", "resources"...
    title: str
    items: tuple[Item, ...]


SECTIONS = ("terrains", "fire", "crowns", "resources", "cavemen", "tokens")


def legend_items(box: Box, mode: Mode, words: Words = ENGLISH) -> tuple[Section, ...]:
    """The legend's sections for a game of `box` in `mode`: what its pictures show."""
    terrains = tuple(
        Item(
            square_sprite(box, SquareSpec(t, craters=int(t in box.crater_terrains))), terms.terrain(words, t)
        )
        for t in box.terrains
    )
    sections = [section("terrains", terrains, words), *pictures_of(box).legend_sections(box, mode, words)]
    return tuple(sections)


def square_sprite(box: Box, spec: SquareSpec) -> Sprite:
    """A printed square of `box` as a legend's item."""
    return lambda s: sprites.square(spec, s, box)


def section(key: str, items: tuple[Item, ...], words: Words) -> Section:
    """A section of the legend: its key (`SECTIONS`), its title in `words`, its items."""
    return Section(key, words(f"legend-{key}"), items)


def legend_text(box: Box, mode: Mode, words: Words = ENGLISH) -> str:
    """The legend in one line, for alt text: each section and its items."""
    return " ".join(
        words("legend-section", title=s.title, items=", ".join(i.label for i in s.items))
        for s in legend_items(box, mode, words)
    )


ICON = 40  # px, each item's picture at scale 1
LABEL = 20  # px, the items' names
TITLE = 20  # px, the sections' titles (bold)
GAP = 10  # px between an item's picture and its name, and between rows


def legend(
    box: Box,
    mode: Mode,
    width: int,
    *,
    background: RGB | None = None,
    scale: float = 1.0,
    sections: Collection[str] | None = None,
    words: Words = ENGLISH,
) -> Image.Image:
    """The legend of a game of `box` in `mode`, `width` px wide, as tall as it needs.

    RGBA: transparent, unless a `background` colour is given; paste it with itself as the mask.
    `scale` sizes pictures, text and gaps together (1: 40 px pictures, 20 px text). `sections`:
    only the sections of these keys (of `SECTIONS`: "terrains", "fire", "crowns", "resources",
    "cavemen", "tokens"), in the legend's order; all by default.
    """
    icon, gap = round(ICON * scale), max(2, round(GAP * scale))
    label, title = round(LABEL * scale), round(TITLE * scale)
    shown = [s for s in legend_items(box, mode, words) if sections is None or s.key in sections]
    if not shown:
        raise ValueError(f"no such section in this legend: {sorted(sections or ())}")
    title_h = round(TITLE * scale * 1.5)
    room = width - icon - gap  # a name wider than the legend (a narrow one) is cut, not spilt
    grids = [_grid(s, width, icon, gap, label, room) for s in shown]
    height = sum(title_h + rows * (icon + gap) for _, rows in grids)
    fill = (0, 0, 0, 0) if background is None else (*background, 255)
    img = Image.new("RGBA", (width, height), fill)
    y = 0
    for section, (column, rows) in zip(shown, grids, strict=True):
        heading = text.ellipsize(section.title, title, width, bold=True)
        text.draw(
            img, (0, y + title_h // 2), heading, size=title, bold=True, fill=theme.SOFT_INK, anchor="lm"
        )
        y += title_h
        columns = max(1, width // column)
        for k, item in enumerate(section.items):
            x = (k % columns) * column
            top = y + (k // columns) * (icon + gap)
            img.alpha_composite(item.sprite(icon), (x, top))
            name = text.ellipsize(item.label, label, room)
            text.draw(img, (x + icon + gap, top + icon // 2), name, size=label, fill=theme.INK, anchor="lm")
        y += rows * (icon + gap)
    return img


def _grid(section: Section, width: int, icon: int, gap: int, size: int, room: int) -> tuple[int, int]:
    """A section's column width (its longest name's, up to the `room` a name has) and how many
    rows its items take."""
    longest = min(room, max(text.length(i.label, size) for i in section.items))
    column = icon + gap + round(longest) + 3 * gap
    columns = max(1, width // column)
    return column, -(-len(section.items) // columns)


# The card's scale: 56 px pictures and 28 px names, the phone pictures' smallest text.
CARD_SCALE = parts.MIN_TEXT / LABEL


def legend_card(box: Box, mode: Mode, *, words: Words = ENGLISH) -> Picture:
    """The legend of a game of `box` in `mode` as a picture for a phone: 1080 px wide, a title,
    then every section on a panel, no text under 28 px."""
    m, pad = parts.MARGIN, parts.PAD
    inner = parts.WIDTH - 2 * m - 2 * pad
    body = legend(box, mode, inner, background=theme.PANEL, scale=CARD_SCALE, words=words)
    top = m + parts.TITLE + parts.GAP
    img = Image.new("RGB", (parts.WIDTH, top + body.height + 2 * pad + m), theme.BACKGROUND)
    title = text.ellipsize(words("legend-title"), parts.TITLE, parts.WIDTH - 2 * m, bold=True)
    text.draw(img, (m, m), title, size=parts.TITLE, bold=True, fill=theme.INK, anchor="lt")
    parts.panel(ImageDraw.Draw(img), (m, top, parts.WIDTH - m, top + body.height + 2 * pad))
    img.paste(body, (m + pad, top + pad), body)
    return encode(img, words("legend-alt", legend=legend_text(box, mode, words)), box)
