"""`render.legend`: each box's and mode's pieces, each drawn with its name, in the width asked."""

from __future__ import annotations

import pytest
from PIL import Image

from render import sprites
from render.boxes.origins import caveman_sprites
from render.boxes.resources import token_sprites
from render.core import theme
from render.pictures.legend import ICON, legend, legend_items, legend_text
from rules.boxes import BOXES, CLASSIC, ORIGINS, RESOURCES, Box
from rules.boxes.origins import CAVEMAN_KINDS, CAVEMAN_TITLES, RESOURCE_NAMES
from rules.boxes.resources import TOKEN_NAMES
from rules.core.pieces import TERRAIN_NAMES, VOLCANO, SquareSpec
from rules.names import Mode
from tests.render.test_theme import BOX_IDS

CASES = [(box, mode) for box in BOXES.values() for mode in box.modes]
CASE_IDS = [f"{box.game}-{mode}" for box, mode in CASES]


def find(img: Image.Image, sprite: Image.Image) -> bool:
    """Whether the opaque `sprite` is pasted in `img`, pixel for pixel."""
    rgb, want = img.convert("RGB"), sprite.convert("RGB")
    stride, w = rgb.width * 3, want.width * 3
    data, rows = rgb.tobytes(), [want.tobytes()[k * w : (k + 1) * w] for k in range(want.height)]
    for y in range(rgb.height - want.height + 1):
        line = data[y * stride : (y + 1) * stride]
        at = line.find(rows[0])
        while at >= 0:
            if at % 3 == 0 and all(
                data[(y + k) * stride + at : (y + k) * stride + at + w] == rows[k] for k in range(want.height)
            ):
                return True
            at = line.find(rows[0], at + 1)
    return False


@pytest.mark.parametrize(("box", "mode"), CASES, ids=CASE_IDS)
def test_each_terrain_shown_with_its_square(box: Box, mode: Mode) -> None:
    """The legend shows each terrain of the box as its square (fill, letter, icon), and names it."""
    img = legend(box, mode, 700, background=theme.PANEL)
    assert img.width == 700
    for t in box.terrains:
        spec = SquareSpec(t, craters=int(t == VOLCANO))
        assert find(img, sprites.square(spec, ICON, box)), TERRAIN_NAMES[t]
        assert TERRAIN_NAMES[t] in legend_text(box, mode)


def labels(box: Box, mode: Mode) -> list[str]:
    return [item.label for section in legend_items(box, mode) for item in section.items]


def test_what_each_mode_adds() -> None:
    """Discovery: terrains and fire; Totem adds the wooden resources; Tribe the cavemen too;
    classic shows crowns and no fire; the Resource Tokens variant its tokens and gold."""
    discovery, totem, tribe = (labels(ORIGINS, m) for m in (Mode.DISCOVERY, Mode.TOTEM, Mode.TRIBE))
    assert "fire icon" in discovery and not set(RESOURCE_NAMES) & set(discovery)
    assert set(RESOURCE_NAMES) <= set(totem) and not set(CAVEMAN_TITLES) & set(totem)
    assert set(CAVEMAN_TITLES) <= set(tribe)
    classic = labels(CLASSIC, Mode.DISCOVERY)
    assert "crown" in classic and not any("fire" in label for label in classic)
    assert set(TOKEN_NAMES) | {"gold"} <= set(labels(RESOURCES, Mode.DISCOVERY))
    assert not set(TOKEN_NAMES) & set(classic) - {"wheat"}  # wheat is a terrain too


def test_tribe_legend_shows_every_caveman() -> None:
    """The Tribe legend shows each caveman's pictogram."""
    img = legend(ORIGINS, Mode.TRIBE, 700, background=theme.PANEL)
    for kind in CAVEMAN_KINDS:
        badge = Image.new("RGB", (ICON, ICON), theme.PANEL)
        sprite = caveman_sprites.caveman(kind, ICON)
        badge.paste(sprite, (0, 0), sprite)
        assert find(img, badge), CAVEMAN_TITLES[kind]


def test_variant_legend_shows_tokens() -> None:
    """The Resource Tokens legend shows each token."""
    img = legend(RESOURCES, Mode.DISCOVERY, 700, background=theme.PANEL)
    for kind, name in enumerate(TOKEN_NAMES):
        badge = Image.new("RGB", (ICON, ICON), theme.PANEL)
        sprite = token_sprites.token(kind, ICON)
        badge.paste(sprite, (0, 0), sprite)
        assert find(img, badge), name


@pytest.mark.parametrize("box", BOXES.values(), ids=BOX_IDS)
@pytest.mark.parametrize("width", [200, 420, 1400])
def test_width_kept_and_height_grows_when_narrow(box: Box, width: int) -> None:
    """The legend is as wide as asked; a narrower one is taller (its items in fewer columns);
    without a background it is transparent where nothing is drawn."""
    img = legend(box, box.modes[-1], width)
    assert img.width == width and img.mode == "RGBA"
    assert img.getpixel((width - 1, img.height - 1)) == (0, 0, 0, 0)
    if width < 1400:
        assert img.height > legend(box, box.modes[-1], 1400).height


def test_same_bytes_twice() -> None:
    """The legend is a pure function: the same pixels twice."""
    assert legend(ORIGINS, Mode.TRIBE, 640).tobytes() == legend(ORIGINS, Mode.TRIBE, 640).tobytes()


def test_sections_chosen() -> None:
    """`sections` keeps only the sections named by key (the same in every language), shorter
    than the whole; an unknown key alone is refused."""
    whole = legend(ORIGINS, Mode.TRIBE, 520)
    terrains = legend(ORIGINS, Mode.TRIBE, 520, sections={"terrains", "fire"})
    assert terrains.height < whole.height
    assert find(terrains, sprites.square(SquareSpec(VOLCANO, craters=1), ICON, ORIGINS))
    with pytest.raises(ValueError):
        legend(ORIGINS, Mode.TRIBE, 520, sections={"dragons"})
