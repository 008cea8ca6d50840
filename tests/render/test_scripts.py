"""Names in every script: drawn with the fallback faces, Arabic joined, right-to-left names in
their order, "Player N" for a name no face can draw, and only the name cut beside an action."""

from __future__ import annotations

import io
import itertools
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image, ImageChops

import render
from render.alt import describe
from render.core import text, theme
from render.pictures.territory import CHIP, MARGIN, NAME_X, WIDTH
from tests.render.states import EN, mid_game

SCRIPT_NAMES = {
    "arabic": "محمد علي",
    "hebrew": "שלום כהן",
    "chinese": "王小明",
    "japanese": "さくら",
    "korean": "김민준",
    "thai": "สมชาย",
    "armenian": "Անի",
    "georgian": "ნინო",
    "latin+arabic": "Ali محمد",
    "emoji": "🐉🔥",
    "emoji+latin": "Zoë 🐉",
}


def territory_png(name: str) -> bytes:
    return render.territory(mid_game(4, seed=10), 0, names=[name, "b", "c", "d"]).png


def name_box(name: str) -> Image.Image:
    """The territory header's name box, where the name is drawn."""
    img = Image.open(io.BytesIO(territory_png(name))).convert("RGB")
    return img.crop((NAME_X - 4, 0, WIDTH * 3 // 4, MARGIN + CHIP + 8))


def ink(img: Image.Image) -> int:
    """Pixels that are not the background."""
    bg = Image.new("RGB", img.size, theme.BACKGROUND)
    return sum(ImageChops.difference(img, bg).convert("L").histogram()[41:])


def drawn(s: str, size: int = 40, *, bold: bool = False) -> Image.Image:
    """`s` drawn alone (left, middle) on an L image: its coverage."""
    width = int(text.length(s, size, bold)) + 40
    img = Image.new("RGB", (width, size * 2), (0, 0, 0))
    text.draw(img, (20, size), s, size=size, fill=(255, 255, 255), bold=bold, anchor="lm")
    return img.convert("L")


def columns_differing(a: Image.Image, b: Image.Image) -> list[int]:
    box = ImageChops.difference(a, b).getbbox()
    assert box is not None, "the two drawings are the same"
    return [box[0], box[2]]


@pytest.fixture(scope="module")
def boxes() -> dict[str, Image.Image]:
    names = {**SCRIPT_NAMES, "player 1": "Player 1", "question mark": "?"}
    return {key: name_box(name) for key, name in names.items()}


def test_fallback_faces_are_installed() -> None:
    """Every fallback face's file is there (the packages in pyproject.toml ship them)."""
    assert all(path.is_file() for path in theme.FACES)


@pytest.mark.parametrize("key", list(SCRIPT_NAMES))
def test_script_names_have_ink(key: str, boxes: dict[str, Image.Image]) -> None:
    """A name in each script is drawn: ink in its box, not the 'Player 1' or '?' of before."""
    box = boxes[key]
    assert ink(box) > 150
    assert box.tobytes() != boxes["player 1"].tobytes()
    assert box.tobytes() != boxes["question mark"].tobytes()


def test_script_names_differ_from_each_other(boxes: dict[str, Image.Image]) -> None:
    """No two of the names look alike (the old '?' made them all the same)."""
    for a, b in itertools.combinations(SCRIPT_NAMES, 2):
        assert boxes[a].tobytes() != boxes[b].tobytes(), (a, b)


def test_emoji_beside_letters_are_drawn() -> None:
    """Emoji are no longer dropped beside letters."""
    assert territory_png("Zoë 🐉") != territory_png("Zoë")


@pytest.mark.parametrize(
    ("first", "other"),
    [
        ("שוווווו", "בוווווו"),  # Hebrew: shin or bet, then six vav
        ("بسسس", "تسسس"),  # Arabic: beh or teh (the same joining), then three seen
    ],
)
def test_right_to_left_first_letter_is_rightmost(first: str, other: str) -> None:
    """Two names that differ only in their first letter differ only at the right end."""
    a, b = drawn(first), drawn(other)
    left, right = columns_differing(a, b)
    assert left > 20 + text.length(first, 40) / 2
    assert right <= a.width - 20 + 1


def test_right_to_left_name_stays_before_the_action() -> None:
    """In "<name> must ...", a Hebrew name (isolated by shown_names) is drawn first, on the left,
    as it is drawn alone; so is it when a number follows it (which a left-to-right paragraph
    would otherwise pull before the name)."""
    name = describe.shown_names(["שלום כהן"], 1, words=EN)[0]
    alone = drawn(name)
    name_part = (0, 0, int(text.length(name, 40)) + 20, alone.height)
    for rest in (" must place domino 12", " 12 points"):
        assert drawn(name + rest).crop(name_part).tobytes() == alone.crop(name_part).tobytes()


def test_arabic_is_joined() -> None:
    """Arabic letters are drawn in their joined forms (presentation forms, the first letter
    rightmost), unlike the letters apart; lam-alef as its ligature."""
    word = "محمد"
    ((_, run),) = text._visual(word)
    assert [f"{ord(ch):X}" for ch in run] == ["FEAA", "FEE4", "FEA4", "FEE3"]  # dal, meem, hah, meem
    assert drawn(word).tobytes() != drawn(" ".join(word)).tobytes()
    assert text._visual("لا")[0][1] == "\ufefb"


def test_brackets_in_right_to_left_names_are_mirrored() -> None:
    """A bracket in right-to-left text is drawn as its mirror image, so that "(שלום)" still
    opens on the left as drawn."""
    assert [run for _, run in text._visual("(שלום)")] == ["(", "םולש", ")"]
    assert [run for _, run in text._visual(describe.shown_names(["(שלום)"], 1, words=EN)[0] + " must")] == [
        "(",
        "םולש",
        ") must",
    ]


def test_brackets_and_digits_in_a_name_render() -> None:
    """Mixed names with brackets and digits are drawn without error, unlike each other."""
    names = ["Ω (علي)", "Ali 12 محمد", "محمد 12", "(שלום)"]
    images = [drawn(describe.shown_names([n], 1, words=EN)[0]).tobytes() for n in names]
    assert len(set(images)) == len(images)


@pytest.mark.parametrize("name", ["𐀀𐀁𐀂", "\ue000\ue001", "\u200b", "བོད", "  ", "\U000e0041"])
def test_undrawable_name_is_its_seat(name: str) -> None:
    """A name no face can draw (Linear B, private use, an invisible, Tibetan) is drawn as
    "Player N", never '?' (the scripts that need shaping, without RAQM: test_shaping.py)."""
    assert describe.shown_names(["Ann", name], 2, words=EN) == ("Ann", "Player 2")
    assert territory_png(name) == territory_png("Player 1")


def test_two_undrawable_names_differ() -> None:
    """Two undrawable names are told apart by seat; the alt text keeps them as typed."""
    names = ["𐀀𐀁", "𐀂𐀃", "Cy", "Di"]
    assert describe.shown_names(names, 4, words=EN)[:2] == ("Player 1", "Player 2")
    state = mid_game(4, seed=10)
    first, second = (render.territory(state, p, names=names) for p in (0, 1))
    assert "𐀀𐀁" in first.alt
    assert "𐀂𐀃" in second.alt
    assert name_box("𐀀𐀁").tobytes() != name_box("Player 2").tobytes()


def test_names_alike_once_cut_get_their_seat() -> None:
    """Names that look the same once their undrawable characters are dropped get their seat."""
    assert describe.shown_names(["Ann𐀀", "Ann", "Ann𐀁"], 3, words=EN) == ("Ann (1)", "Ann", "Ann (3)")
    assert describe.shown_names(["Bob", "Bob"], 2, words=EN) == ("Bob", "Bob")  # typed alike: as typed
    assert describe.shown_names(["שי𐀀", "שי"], 2, words=EN) == ("\u2068שי\u2069 (1)", "\u2068שי\u2069")


def test_alt_text_keeps_the_typed_name() -> None:
    """The alt text names the player as typed, whatever the picture draws."""
    state = mid_game(4, seed=10)
    for name in SCRIPT_NAMES.values():
        assert name in render.territory(state, 0, names=[name, "b", "c", "d"]).alt


@pytest.mark.parametrize("name", [*SCRIPT_NAMES.values(), "Zoë Łukasz Ξένια Дмитрий"])
def test_fit_name_keeps_the_action(name: str) -> None:
    """Only the name is cut: the action is whole, the line fits, the name keeps its start."""
    shown = describe.shown_names([name * 6], 1, words=EN)[0]
    rest = " must place domino 12 (D|G)."
    short = text.fit_name(shown, rest, 22, 420)
    assert text.length(short + rest, 22) <= 420
    assert text.ELLIPSIS in short
    core = shown.strip("\u2068\u2069")
    assert core.startswith(short.strip("\u2068\u2069\u200f").removesuffix(text.ELLIPSIS).rstrip())
    assert text.fit_name("Zoë", rest, 22, 420) == "Zoë"


def test_pending_line_cuts_only_the_name() -> None:
    """The turn line in a narrow box keeps "must place domino N (X|Y).", the name shortened."""
    state = mid_game(4, seed=10)
    shown = describe.shown_names(["محمد" * 10, "b", "c", "d"], 4, words=EN)
    shown = tuple(name if p != state.current_player() else shown[0] for p, name in enumerate(shown))
    full = describe.describe_pending(state, shown, spoken=False, words=EN)
    line = describe.pending_line(state, shown, 22, 400, EN)
    action = full[full.index(" must") :]
    assert line.endswith(action)
    assert text.ELLIPSIS in line
    assert text.length(line, 22) <= 400
    short = describe.describe_pending(state, ["Zoë"] * 4, spoken=False, words=EN)
    assert describe.pending_line(state, ["Zoë"] * 4, 22, 600, EN) == short


def test_right_to_left_ellipsis_is_on_the_left() -> None:
    """A right-to-left name cut alone ends, where its reader ends, on the left: the ellipsis is
    drawn leftmost."""
    for name in ("שלום כהן" * 3, describe.shown_names(["محمد علي" * 3], 1, words=EN)[0]):
        cut = text.ellipsize(name, 24, 120)
        assert text.ELLIPSIS in cut
        assert text.length(cut, 24) <= 120
        first_run = text._visual(cut)[0][1]
        assert first_run.startswith(text.ELLIPSIS)


def test_latin_greek_cyrillic_take_the_plain_path() -> None:
    """Names Noto Sans draws alone are laid out as before the fallbacks came (byte-identical
    pictures); the others are not."""
    for name in ("Zoë", "Łukasz Żółć", "Ξένια", "Дмитрий", "o'Brien-Smith (3)", "Ann…"):
        assert text._plain(name)
    for name in SCRIPT_NAMES.values():
        assert not text._plain(describe.shown_names([name], 1, words=EN)[0])


def test_script_pictures_are_deterministic() -> None:
    """The same bytes twice, and from several threads at once with every cache emptied."""
    state = mid_game(4, seed=10)
    names = ["محمد علي", "王小明", "שלום 🐉", "สมชาย"]

    def job(player: int) -> bytes:
        return render.territory(state, player, names=names).png

    first = [job(p) for p in range(4)]
    assert first == [job(p) for p in range(4)]
    for cached in (text._mask, text.length, text._layout, text._visual, theme._face_of):
        cached.cache_clear()
    with ThreadPoolExecutor(max_workers=4) as pool:
        again = list(pool.map(job, [p for p in range(4) for _ in range(3)]))
    assert again == [first[p] for p in range(4) for _ in range(3)]
    table = render.table(state, names=names)
    assert table.png == render.table(state, names=names).png


@pytest.mark.parametrize("anchor", [h + v for h in "lmr" for v in "atmsbd"])
def test_runs_are_placed_as_pillow_places_text(anchor: str) -> None:
    """Drawn through the run-by-run path, Latin text comes out exactly as Pillow draws it whole:
    same mask, same offset from the anchor, for every anchor; so a name with an emoji or a CJK
    word in it sits where a Latin one would."""
    for s, size, bold in (("Zoë Łukasz", 32, True), ("must place domino 12 (D|G).", 22, False)):
        plain = text._mask.__wrapped__(s, size, bold, anchor)
        runs = text._runs_mask(s, size, bold, anchor)
        assert plain[1:] == runs[1:]
        assert plain[0].tobytes() == runs[0].tobytes()
