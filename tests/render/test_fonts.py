"""The fallback faces ship inside the package (render/fonts): each one the code draws with, the
file its README's checksum names, with its OFL licence, in the package data a wheel installs."""

from __future__ import annotations

import hashlib
import re
import struct
import tomllib
from pathlib import Path

from render.core import theme

ROOT = Path(__file__).resolve().parents[2]
FONTS = ROOT / "render" / "fonts"


def listed() -> dict[str, str]:
    """The README's table: file name -> SHA-256."""
    rows = re.findall(r"^\| `([^`]+)` \| [^|]+ \| [^|]+ \| `([0-9a-f]{64})` \|$", readme(), re.MULTILINE)
    return dict(rows)


def readme() -> str:
    return (FONTS / "README.md").read_text(encoding="utf-8")


def copyright_of(font: Path) -> str:
    """The copyright notice a TrueType font carries: its `name` table's ID 0 (Windows, UTF-16)."""
    data = font.read_bytes()
    (tables,) = struct.unpack_from(">H", data, 4)
    for i in range(tables):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if tag == b"name":
            _, count, strings = struct.unpack_from(">HHH", data, offset)
            for r in range(count):
                platform, _, _, name, length, at = struct.unpack_from(">HHHHHH", data, offset + 6 + 12 * r)
                if platform == 3 and name == 0:
                    start = offset + strings + at
                    return data[start : start + length].decode("utf-16-be")
    raise AssertionError(f"{font.name}: no copyright notice")


def test_every_fallback_face_is_ours() -> None:
    """Every face but Noto Sans and the CJK one (packages of their own) is a file of render/fonts,
    and render/fonts holds no face the code does not draw with."""
    ours = [
        f for f in theme.FACES if f not in (theme.FONT_FILE, theme._CJK_DIR / "NotoSansCJKjp-Regular.otf")
    ]
    assert len(ours) == len(theme.FACES) - 2
    assert all(f.parent == FONTS and f.is_file() for f in ours), [str(f) for f in ours]
    assert sorted(f.name for f in ours) == sorted(p.name for p in FONTS.glob("*.ttf"))


def test_each_face_is_the_file_its_readme_names_with_its_licence() -> None:
    """The bytes of each face are those its README row names (the pictures depend on them), and
    each has its OFL licence under the copyright notice the font carries."""
    faces = sorted(FONTS.glob("*.ttf"))
    assert sorted(listed()) == [f.name for f in faces]
    for face in faces:
        assert hashlib.sha256(face.read_bytes()).hexdigest() == listed()[face.name], face.name
        licence = (FONTS / "licences" / f"{face.name.split('[')[0]}.txt").read_text(encoding="utf-8")
        assert licence.startswith(copyright_of(face) + "\n\n"), face.name
        assert "SIL OPEN FONT LICENSE Version 1.1" in licence, face.name


def test_the_package_data_ships_the_faces_and_their_licences() -> None:
    """pyproject.toml's package data for `render` covers every file of render/fonts, so that an
    install that is not editable (a wheel) has the faces too; and no other package brings them."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = project["tool"]["setuptools"]["package-data"]["render"]
    shipped = [p for p in FONTS.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    assert shipped
    for path in shipped:
        inside = path.relative_to(ROOT / "render")
        assert any(
            inside.match(pattern) and len(inside.parts) == len(Path(pattern).parts) for pattern in patterns
        ), inside
    assert not [d for d in project["project"]["dependencies"] if d.startswith("manimgx")]
