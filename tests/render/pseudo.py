"""A pseudo-language for the picture tests, and what they check with it.

Every English message of lang/en/ with each letter swapped for an accented one (`a` → `à`, `t` →
`ť`) and each word made some 40% longer with accented padding ("Next line" → "Ņèẋťẽẽ ļìñèẽẽ"):
about as long as Dutch or Italian, drawn with the same fonts, and told apart from English at a
glance, so that a text that stayed English is found (`english_left`). Each stand-in reaches no
higher and no lower than the ASCII letters do (within a pixel), as Dutch and Italian letters do
not: a capital with an accent above would stand taller than any of theirs. Where Latin has no
such letter, a lookalike of another alphabet stands in (Cyrillic С, Р, Ј; Greek Χ). Plurals and
ordinals keep English's rules (the bundle is "en"), so every selector still chooses.
"""

from __future__ import annotations

import re
import string
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer
from PIL import Image

import lang
from lang import Words
from rules.boxes.origins import CAVEMAN_NAMES

ACCENTED = str.maketrans(
    string.ascii_lowercase + string.ascii_uppercase,
    "àḅćďèƒğḥìɉķļḿñòṗԛŕśťùṽŵẋÿź" + "ĄḄСḌĘҒĢḤĮЈĶĻṂŅƠРԚŖȘȚŲṾẈΧỴẒ",
)
PADDING = "ẽ"
GROWTH = 0.4  # each word this much longer

# The names the pseudo-language's pictures are drawn with: no English-looking letters in them,
# so that any ASCII word left in a picture is English the catalogue did not give. The last is
# long, to be cut.
NAMES = ("Zoë", "Łúkàsz", "Ξένια", "Дмитрий Ильич Александров-Кузнецов")

# ASCII words that stay in every language: the rules' notation and the actions' text, as typed
# (`recruit pile warrior2`, a map's `D@hunter`).
NOTATION = frozenset({"recruit", "board", "pile", *CAVEMAN_NAMES})


def stretched(text: str) -> str:
    """English text in the pseudo-language: letters accented, each word padded by ~40%."""
    return re.sub(
        r"[A-Za-z]+",
        lambda m: m.group(0).translate(ACCENTED) + PADDING * round(len(m.group(0)) * GROWTH),
        text,
    )


class _Stretch(Transformer):
    """Stretches the text of every message, never its variables, selectors or variant keys."""

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = stretched(node.value)
        return node


@cache
def pseudo() -> Words:
    """The pseudo-language's catalogue, built from English's files."""
    with tempfile.TemporaryDirectory(prefix="pseudo-ftl-") as folder:
        for path in sorted((lang.ROOT / "en").glob("*.ftl")):
            resource = FluentParser().parse(path.read_text(encoding="utf-8"))
            _Stretch().visit(resource)
            (Path(folder) / path.name).write_text(FluentSerializer().serialize(resource), encoding="utf-8")
        return Words("en", sorted(Path(folder).glob("*.ftl")))


def english_left(text: str, names: Iterable[str] = ()) -> list[str]:
    """The ASCII words of three letters or more in `text` (names taken out first), but the
    notation's (whole, or cut short by an ellipsis): English that the pseudo-language did not
    reach."""
    for name in names:
        text = text.replace(name, " ")
    words = re.findall(r"[A-Za-z][A-Za-z0-9]*", text)  # squares (E4), notation (L1r), typed names
    return [w for w in words if re.search("[A-Za-z]{3}", w) and not any(n.startswith(w) for n in NOTATION)]


# How far a glyph's ink may stand out of its pen's box (a hook or an accent leaning left): the
# text is where it should be, the ink a pixel or two beyond.
OVERHANG = 3


@dataclass(frozen=True)
class Drawn:
    """A text drawn: its size in px, the box of its ink (left, top, right, bottom), and the image
    it was drawn on (a legend is drawn on an image of its own, then pasted on the card)."""

    text: str
    size: int
    box: tuple[int, int, int, int]
    image: int  # id() of the image
    image_size: tuple[int, int]


@contextmanager
def drawn_boxes() -> Iterator[list[Drawn]]:
    """Every text drawn through `render.text.draw` meanwhile, with the box of its ink on its
    image (empty texts and blanks left out)."""
    from render.core import text

    seen: list[Drawn] = []
    original = text.draw

    def record(img: Image.Image, xy: tuple[int, int], words: str, **kwargs: Any) -> None:
        if words.strip():
            mask, left, top = text._mask(
                words, kwargs["size"], kwargs.get("bold", False), kwargs.get("anchor", "la")
            )
            ink = mask.getbbox()
            if ink is not None:
                x, y = xy[0] + left, xy[1] + top
                box = (x + ink[0], y + ink[1], x + ink[2], y + ink[3])
                seen.append(Drawn(words, kwargs["size"], box, id(img), img.size))
        original(img, xy, words, **kwargs)

    text.draw = record  # type: ignore[assignment]
    try:
        yield seen
    finally:
        text.draw = original


def overlapping(drawn: list[Drawn]) -> list[tuple[str, str]]:
    """The pairs of texts on one image whose ink boxes overlap: one ran into the other."""
    out = []
    for i, a in enumerate(drawn):
        l1, t1, r1, b1 = a.box
        for b in drawn[i + 1 :]:
            l2, t2, r2, b2 = b.box
            if a.image == b.image and l1 < r2 and l2 < r1 and t1 < b2 and t2 < b1:
                out.append((a.text, b.text))
    return out


def outside(drawn: list[Drawn], margin: int = 0) -> list[str]:
    """The texts whose ink leaves the image they are drawn on, or comes into its `margin` (the
    picture's own: an image pasted onto it, such as a legend, has none)."""
    width = max(d.image_size[0] for d in drawn) if drawn else 0
    out = []
    for d in drawn:
        m = margin - OVERHANG if d.image_size[0] == width else 0
        left, top, right, bottom = d.box
        if min(left, top) < m or right > d.image_size[0] - m or bottom > d.image_size[1] - m:
            out.append(d.text)
    return out
