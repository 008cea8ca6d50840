"""Origins' sections of the legend: the fire (printed icons, tokens, a volcano's craters), the
wooden resources (Totem and Tribe modes) and the cavemen (Tribe mode)."""

from __future__ import annotations

from lang import Words
from render import sprites as shared
from render.boxes.origins import sprites
from render.boxes.origins.caveman_sprites import caveman
from render.boxes.origins.words import caveman as caveman_title
from render.boxes.origins.words import resource
from render.pictures.legend import Item, Section, Sprite, section, square_sprite
from rules import VOLCANO, Box, Mode, SquareSpec
from rules.boxes.origins import CAVEMAN_KINDS, RESOURCES


def legend_sections(box: Box, mode: Mode, words: Words) -> list[Section]:
    volcano = SquareSpec(VOLCANO, craters=2)
    fire = (
        Item(shared.flame, words("legend-fire-icon")),
        Item(lambda s: sprites.fire_token(2, s), words("legend-fire-token", count=2)),
        Item(square_sprite(box, volcano), words("legend-volcano", count=2)),
    )
    out = [section("fire", fire, words)]
    if mode in (Mode.TOTEM, Mode.TRIBE):
        resources = tuple(Item(_resource(r), resource(words, r)) for r in RESOURCES)
        out.append(section("resources", resources, words))
    if mode is Mode.TRIBE:
        cavemen = tuple(Item(_caveman(k), caveman_title(words, k)) for k in CAVEMAN_KINDS)
        out.append(section("cavemen", cavemen, words))
    return out


def _resource(r: int) -> Sprite:
    return lambda s: sprites.resource(r, s)


def _caveman(kind: int) -> Sprite:
    return lambda s: caveman(kind, s)
