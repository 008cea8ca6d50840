"""Scripts that need shaping (Devanagari, Tamil, Sinhala, Khmer, Myanmar...): with RAQM drawn as
it shapes them in their Noto face, measured as drawn and cut between clusters; without it left
out as before; and every other text keeps its bytes whichever way the switch is."""

from __future__ import annotations

import hashlib
import io
import subprocess
import sys
import unicodedata
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import PIL
import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont, features

import render
from render.alt import describe
from render.core import scripts, text, theme
from render.pictures.territory import BOARD, MARGIN
from rules.names import Mode
from tests.render.states import EN, finished, mid_game

HAVE_RAQM = features.check_feature("raqm") is True
needs_raqm = pytest.mark.skipif(not HAVE_RAQM, reason="Pillow has no RAQM here (libraqm, FriBiDi)")

# A letter of each script that needs shaping (its "ka").
LETTERS = {
    "Devanagari": "क",
    "Bengali": "ক",
    "Gurmukhi": "ਕ",
    "Gujarati": "ક",
    "Oriya": "କ",
    "Tamil": "க",
    "Telugu": "క",
    "Kannada": "ಕ",
    "Malayalam": "ക",
    "Sinhala": "ක",
    "Khmer": "ក",
    "Myanmar": "က",
}
NAMES = (
    "देवी",
    "क्षितिज",
    "श्री राम",
    "বাংলা",
    "ਪੰਜਾਬੀ",
    "ગુજરાતી",
    "ଓଡ଼ିଆ",
    "தமிழ்செல்வி",
    "తెలుగు",
    "ಕನ್ನಡ",
    "മലയാളം",
    "ශ්‍රී ලංකා",
    "ខ្មែរ",
    "မြန်မာ ကြို့",
)
# Text of no such script: its bytes must be those of before (the digest below).
UNSHAPED = (
    "Zoë",
    "Łukasz Żółć",
    "Ξένια",
    "Дмитрий",
    "o'Brien-Smith (3)",
    "محمد علي",
    "Ali محمد 12",
    "שלום כהן",
    "(שלום)",
    "王小明",
    "さくら",
    "김민준",
    "สวัสดี",
    "ສະບາຍດີ",
    "Անի",
    "ნინო",
    "ሰላም",
    "🐉🔥",
    "Zoë 🐉",
    "❤ ☀",
    "must place domino 12 (D|G).",
)
# text_digest(UNSHAPED) on main before the shaped faces came (7361f88), and the versions it was
# taken with: another FreeType rasterises differently.
BEFORE = "b2b900c7092cc5ae920447edab3bd157eb02ed7ccff1b3c1183fd362516c83d8"
BEFORE_VERSIONS = ("13.0.0", "2.14.3")


@pytest.fixture
def shaping(monkeypatch: pytest.MonkeyPatch) -> None:
    """RAQM on, as where Pillow has it."""
    if not HAVE_RAQM:
        pytest.skip("Pillow has no RAQM here (libraqm, FriBiDi)")
    monkeypatch.setattr(theme, "SHAPING", True)


@pytest.fixture
def no_raqm(monkeypatch: pytest.MonkeyPatch) -> None:
    """RAQM off, as on a host without libfribidi."""
    monkeypatch.setattr(theme, "SHAPING", False)


def fresh() -> None:
    """Every text cache emptied, so that what follows is laid out anew."""
    for cached in (text._mask, text.length, text._layout, text._visual, text._plain_char, theme._face_of):
        cached.cache_clear()


def face(script: str) -> int:
    return theme.FACES.index(theme.FALLBACK_FONTS / f"NotoSans{script}[wght].ttf")


def pillow_font(script: str, size: int, layout: ImageFont.Layout) -> ImageFont.FreeTypeFont:
    """The script's Noto face as Pillow loads it (Regular: these faces' default weight)."""
    return ImageFont.truetype(str(theme.FACES[face(script)]), size, layout_engine=layout)


def drawn(s: str, size: int = 40, *, bold: bool = False, x: int = 20) -> Image.Image:
    """`s` drawn alone through render.text at (x, baseline 3/2 size), as a coverage image."""
    img = Image.new("RGB", (int(text.length(s, size, bold)) + 2 * x, size * 2), (0, 0, 0))
    text.draw(img, (x, size * 3 // 2), s, size=size, fill=(255, 255, 255), bold=bold, anchor="ls")
    return img.convert("L")


def pillow_drawn(
    s: str, f: ImageFont.FreeTypeFont, size: int, width: int, language: str | None = None
) -> Image.Image:
    """`s` drawn by Pillow alone in `f`, where `drawn` draws it."""
    img = Image.new("L", (width, size * 2), 0)
    ImageDraw.Draw(img).text((20, size * 3 // 2), s, font=f, fill=255, anchor="ls", language=language)
    return img


def ink_columns(img: Image.Image) -> tuple[int, int]:
    box = img.getbbox()
    assert box is not None, "nothing drawn"
    return box[0], box[2]


def territory_png(name: str) -> bytes:
    return render.territory(mid_game(4, seed=10), 0, names=[name, "b", "c", "d"]).png


def name_box(name: str) -> bytes:
    """The territory header's name box, where the name is drawn."""
    img = Image.open(io.BytesIO(territory_png(name))).convert("RGB")
    return img.crop((MARGIN + 44, 8, MARGIN + 48 + BOARD - 260, 56)).tobytes()


def text_digest(strings: Sequence[str]) -> str:
    """A digest of everything render.text makes of `strings` as names: masks at two sizes, both
    weights and three anchors, lengths, and what ellipsize, wrap and fit_name cut them to."""
    h = hashlib.sha256()
    for name in strings:
        s = describe.shown_names([name], 1, words=EN)[0]
        for size in (22, 32):
            for bold in (False, True):
                for anchor in ("la", "mm", "rs"):
                    mask, left, top = text._mask(s, size, bold, anchor)
                    h.update(mask.tobytes() + repr((mask.size, left, top)).encode())
                h.update(repr(text.length(s, size, bold)).encode())
                h.update(repr([text.ellipsize(s * 3, size, w, bold=bold) for w in (40, 90, 200)]).encode())
                h.update(repr(text.wrap(f"{s} " * 4, size, 120, bold=bold, max_lines=3)).encode())
                h.update(repr(text.fit_name(s * 3, " must place", size, 260, bold=bold)).encode())
    return h.hexdigest()


def test_shaping_follows_pillow() -> None:
    """The switch is on exactly where Pillow has RAQM."""
    assert theme.SHAPING is HAVE_RAQM


@pytest.mark.usefixtures("shaping")
@pytest.mark.parametrize("script", list(LETTERS))
def test_letters_take_their_script_face(script: str) -> None:
    """Each script's letters are drawn in its own Noto face, one of the faces laid out by RAQM,
    even Devanagari, which Noto Sans has glyphs for but does not shape."""
    letter = LETTERS[script]
    assert theme.face_of(letter) == face(script)
    assert face(script) in theme.SHAPED
    index = scripts.shaped_script(letter)
    assert index is not None and scripts.SHAPED_SCRIPTS[index][0] == script
    assert theme.has_glyph("क")


@pytest.mark.usefixtures("shaping")
@pytest.mark.parametrize("s", ["कि", "क्षि", "श्री", "देवी", "र्क", "श्री राम"])
def test_devanagari_is_drawn_as_raqm_shapes_it(s: str) -> None:
    """A pre-base vowel sign, a conjunct, a reph, two words: drawn pixel for pixel as Pillow's RAQM
    draws the string in Noto Sans Devanagari, and measured as it measures it; not as BASIC would."""
    raqm = pillow_font("Devanagari", 40, ImageFont.Layout.RAQM)
    ours = drawn(s)
    assert ours.tobytes() == pillow_drawn(s, raqm, 40, ours.width, language="und").tobytes()
    assert text.length(s, 40) == raqm.getlength(s)
    basic = pillow_font("Devanagari", 40, ImageFont.Layout.BASIC)
    assert ours.tobytes() != pillow_drawn(s, basic, 40, ours.width).tobytes()


@pytest.mark.usefixtures("shaping")
def test_pre_base_vowel_sign_is_left_of_its_consonant() -> None:
    """In "कि" the vowel sign, which follows the consonant, is drawn before it: the drawing differs
    from "क" alone from the consonant's left edge on, where BASIC adds the sign on its right."""
    ka, ki = drawn("क"), drawn("कि")
    left, right = ink_columns(ka)
    box = ImageChops.difference(ka, ki.crop((0, 0, *ka.size))).getbbox()
    assert box is not None and box[0] <= left + 2
    basic = pillow_font("Devanagari", 40, ImageFont.Layout.BASIC)
    ka, ki = (pillow_drawn(s, basic, 40, ki.width + 40) for s in ("क", "कि"))
    box = ImageChops.difference(ka, ki).getbbox()
    assert box is not None and box[0] >= right


@pytest.mark.usefixtures("shaping")
@pytest.mark.parametrize("name", NAMES)
def test_shaped_names_are_drawn(name: str) -> None:
    """A name in each of these scripts is kept whole (vowel signs, viramas, joiners) and drawn in
    the territory's header: ink, and not the "Player 1" of a name no face can draw."""
    assert describe.shown_names([name], 1, words=EN) == (unicodedata.normalize("NFC", name),)
    box = name_box(name)
    assert box != name_box("Player 1")
    bg = Image.new("RGB", (BOARD - 256, 48), theme.BACKGROUND).tobytes()
    assert box != bg


@pytest.mark.usefixtures("shaping")
def test_mixed_names_are_runs_measured_as_drawn() -> None:
    """ "Anaïs देवी" is Noto Sans's "Anaïs " and then RAQM's "देवी", drawn where the first run's
    advance ends; its length is the sum of the two; a Tamil name keeps its emoji."""
    latin, deva = "Anaïs ", "देवी"
    assert text.length(latin + deva, 40) == text.length(latin, 40) + text.length(deva, 40)
    whole = drawn(latin + deva)
    apart = Image.new("RGB", whole.size, (0, 0, 0))
    text.draw(apart, (20, 60), latin, size=40, fill=(255, 255, 255), anchor="ls")
    text.draw(apart, (20 + int(text.length(latin, 40)), 60), deva, size=40, fill=(255, 255, 255), anchor="ls")
    assert whole.tobytes() == apart.convert("L").tobytes()
    emoji = theme.FACES.index(theme.FALLBACK_FONTS / "NotoEmoji[wght].ttf")
    tamil = describe.shown_names(["தமிழ் 🐉"], 1, words=EN)[0]
    assert [f for f, _ in text._visual(tamil)] == [face("Tamil"), theme.PRIMARY, emoji]


@pytest.mark.usefixtures("shaping")
def test_right_to_left_isolation_around_shaped_names() -> None:
    """A name mixing Hebrew and Devanagari is isolated and drawn first in "<name> must ..." as it is
    drawn alone; a Devanagari name beside an Arabic one keeps its letters in their order."""
    name = describe.shown_names(["שלום देवी"], 1, words=EN)[0]
    assert name.startswith("\u2068")
    alone = drawn(name)
    part = (0, 0, int(text.length(name, 40)) + 20, alone.height)
    for rest in (" must place domino 12", " 12 points"):
        assert drawn(name + rest).crop(part).tobytes() == alone.crop(part).tobytes()
    both = describe.shown_names(["देवी", "محمد"], 2, words=EN)
    runs = [run for _, run in text._visual(f"{both[0]} and {both[1]} tie")]
    assert runs[0] == "देवी"


@pytest.mark.usefixtures("shaping")
def test_joiners_in_shaped_words_are_kept() -> None:
    """The joiner in Sinhala's "ශ්‍රී" is kept and changes the drawing (the ra under the sha), even
    when an Arabic name in the sentence makes it reordered; an emoji's joiners still go."""
    sri = "ශ්\u200dරී"
    assert theme.visible(sri) == sri
    assert drawn(sri).tobytes() != drawn("ශ්රී").tobytes()
    assert theme.visible("👨\u200d👩") == "👨👩"
    sentence = " and ".join(describe.shown_names([sri, "محمد"], 2, words=EN))
    assert sri in [run for _, run in text._visual(sentence)]


@pytest.mark.usefixtures("shaping")
@pytest.mark.parametrize("name", ["क्षितिज श्रीनिवास", "தமிழ்செல்வி", "ශ්‍රී ලංකා", "ខ្មែរក្រហម", "မြန်မာ ကြို့"])
def test_ellipsis_cuts_between_clusters(name: str) -> None:
    """However narrow the box, a cut name fits it, is the start of the name, and ends between two
    clusters: never on a virama before its consonant, never before a vowel sign or mark."""
    long = f"{name} {name}"
    cuts = set()
    for width in range(16, int(text.length(long, 24)), 5):
        cut = text.ellipsize(long, 24, width)
        assert text.length(cut, 24) <= width
        kept = cut.removesuffix(text.ELLIPSIS)
        cuts.add(kept)
        if not kept:
            continue
        assert long.startswith(kept)
        after = long[len(kept) :]
        assert not after or unicodedata.category(after[0])[0] != "M"
        assert not after or after[0] not in scripts.JOINERS
        assert unicodedata.combining(kept[-1]) != 9 or after[:1] in ("", " ")
        assert ink_columns(drawn(cut, 24))[1] <= 20 + width + 1
    assert len(cuts) > 2


@pytest.mark.usefixtures("shaping")
def test_fit_name_and_wrap_cut_between_clusters() -> None:
    """fit_name keeps whole clusters of the name; a word wider than the line is wrapped between
    clusters, each line fitting, the lines making the word again."""
    word = "क्षितिजश्रीनिवासक्षत्रिय"
    short = text.fit_name(word, " must place domino 12.", 24, 300)
    kept = short.removesuffix(text.ELLIPSIS)
    assert word.startswith(kept) and kept in {word[:i] for i in text._stops(word)}
    assert text.length(short + " must place domino 12.", 24) <= 300
    lines = text.wrap(word, 24, 60)
    assert len(lines) > 2
    assert "".join(lines) == word
    for line in lines:
        assert text.length(line, 24) <= 60
        assert unicodedata.category(line[0])[0] != "M"
        assert unicodedata.combining(line[-1]) != 9


def test_stops_cut_other_text_anywhere() -> None:
    """Text of no shaped script may be cut between any two characters, as before."""
    for s in ("Zoë Łukasz", "สวัสดี", "محمد", "e\u0301"):
        assert list(text._stops(s)) == list(range(len(s) + 1))


@pytest.mark.usefixtures("no_raqm")
@pytest.mark.parametrize("script", list(LETTERS))
def test_without_raqm_the_scripts_are_left_out(script: str) -> None:
    """Without RAQM no face draws these letters, not even Noto Sans its Devanagari."""
    assert theme.face_of(LETTERS[script]) is None


@pytest.mark.usefixtures("no_raqm")
@pytest.mark.parametrize("name", ["தமிழ்", "देवी", "ශ්‍රී", "ខ្មែរ", "မြန်မာ"])
def test_without_raqm_a_shaped_name_is_its_seat(name: str) -> None:
    """Without RAQM a name of these letters alone is drawn "Player N", as before; beside letters
    that are drawn, they are dropped."""
    assert describe.shown_names(["Ann", name], 2, words=EN) == ("Ann", "Player 2")
    assert territory_png(name) == territory_png("Player 1")
    assert theme.printable(f"Anaïs {name}") == "Anaïs"


def test_the_switch_is_read_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    """Flipping the switch is enough: no cache keeps the other setting's answer."""
    monkeypatch.setattr(theme, "SHAPING", False)
    assert describe.shown_names(["देवी"], 1, words=EN) == ("Player 1",)
    monkeypatch.setattr(theme, "SHAPING", True)
    assert describe.shown_names(["देवी"], 1, words=EN) == ("देवी",)


@pytest.mark.skipif(
    (PIL.__version__, features.version("freetype2")) != BEFORE_VERSIONS,
    reason="digest taken with Pillow 13.0.0 and FreeType 2.14.3",
)
def test_other_text_keeps_its_bytes() -> None:
    """Names in Latin, Greek, Cyrillic, Arabic, Hebrew, CJK, Thai, Lao, Armenian, Georgian,
    Ethiopic, symbols and emoji are measured, cut and drawn byte for byte as before."""
    fresh()
    assert text_digest(UNSHAPED) == BEFORE


def test_the_switch_changes_nothing_else(monkeypatch: pytest.MonkeyPatch) -> None:
    """With RAQM and without, other text and pictures of other names have the same bytes; without
    it, a picture of shaped names is the one of their seats."""
    state, over = mid_game(4, seed=10), finished(4, Mode.TOTEM, seed=3)
    names = ["Zoë", "محمد علي", "王小明", "שלום 🐉"]

    def pictures(names: list[str]) -> list[bytes]:
        fresh()
        return [render.table(state, names=names).png, render.final(over, names=names).png]

    monkeypatch.setattr(theme, "SHAPING", HAVE_RAQM)
    digest, before = text_digest(UNSHAPED), pictures(names)
    monkeypatch.setattr(theme, "SHAPING", False)
    fresh()
    assert text_digest(UNSHAPED) == digest
    assert pictures(names) == before
    shaped = ["देवी", "Zoë", "தமிழ் 🐉", "ខ្មែរ"]
    assert pictures(shaped) == pictures(["Player 1", "Zoë", "🐉", "Player 4"])


@pytest.mark.usefixtures("shaping")
def test_shaped_pictures_are_deterministic() -> None:
    """The same bytes twice, and from several threads at once with every cache emptied."""
    state = mid_game(4, seed=10)
    names = ["देवी क्षितिज", "Anaïs देवी", "தமிழ்செல்வி 🐉", "ශ්‍රී ලංකා"]

    def job(player: int) -> bytes:
        return render.territory(state, player, names=names).png

    first = [job(p) for p in range(4)]
    fresh()
    with ThreadPoolExecutor(max_workers=4) as pool:
        again = list(pool.map(job, [p for p in range(4) for _ in range(3)]))
    assert again == [first[p] for p in range(4) for _ in range(3)]


def test_import_loads_no_shaped_face() -> None:
    """`import render` loads no fallback face: they are loaded when a name first needs one."""
    code = "import render; from render.core import theme; print(sorted(theme._probes))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[0]"
