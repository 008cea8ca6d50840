"""The fallback faces warmed before any picture (render.warm_faces, a drawing worker's start):
every face loaded, and the pictures drawn after it the very bytes of a process that never warmed."""

from __future__ import annotations

import subprocess
import sys
import unicodedata

from render.core import text, theme

# A table, a territory and a score sheet with names in every fallback face's script, in a fresh
# process: their PNGs' digest, after warming the faces or not.
DRAW = """
import hashlib, sys
import render
from render.core import text
from tests.render.states import finished, mid_game
if sys.argv[1] == "warm":
    render.warm_faces()
letters = [letter for _, letter in text.samples()]
names = [" ".join(letters[i::4]) for i in range(4)]
state = mid_game(4, seed=10)
pictures = [render.table(state, names=names), render.territory(state, 1, names=names)]
pictures.append(render.final(finished(4, seed=5), names=names))
print(hashlib.sha256(b"".join(p.png for p in pictures)).hexdigest())
"""


def digest(mode: str) -> str:
    run = subprocess.run([sys.executable, "-c", DRAW, mode], capture_output=True, text=True, check=True)
    return run.stdout.strip()


def test_a_letter_for_every_fallback_face() -> None:
    """Each face but Noto Sans has its letter, and draws it (a shaped one with RAQM)."""
    faces = [face for face, _ in text.samples()]
    assert faces == list(range(1, len(theme.FACES)))
    for face, letter in text.samples():
        assert unicodedata.category(letter).startswith(("L", "S")), (face, letter)
        if face not in theme.SHAPED or theme.SHAPING:
            assert theme.face_of(letter) == face, (face, letter)


def test_warming_loads_every_face() -> None:
    warmed = text.warm(32, bold=True)
    drawable = [f for f in range(1, len(theme.FACES)) if f not in theme.SHAPED or theme.SHAPING]
    assert warmed == drawable
    assert set(drawable) <= theme.loaded_faces()


def test_pictures_are_the_same_bytes_warmed_or_not() -> None:
    assert digest("warm") == digest("cold")
