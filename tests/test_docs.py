"""The docs hold together: every relative link of README.md, docs/*.md and tests/README.md names
a file that exists, and every `#anchor` a heading of the file it points into (as GitHub makes
anchors of headings), so that a moved section or a renamed file cannot leave a reader stranded."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted([ROOT / "README.md", ROOT / "tests" / "README.md", *(ROOT / "docs").glob("*.md")])
LINK = re.compile(r"\]\(([^)\s]+)\)|<img src=\"([^\"]+)\"")
FENCE = re.compile(r"^```.*?^```", re.DOTALL | re.MULTILINE)


def links(doc: Path) -> list[str]:
    """The link targets of a Markdown file outside its code blocks, web addresses left out."""
    text = FENCE.sub("", doc.read_text(encoding="utf-8"))
    found = [a or b for a, b in LINK.findall(text)]
    return [target for target in found if not re.match(r"[a-z]+:", target)]


def anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces made hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(doc: Path) -> set[str]:
    text = FENCE.sub("", doc.read_text(encoding="utf-8"))
    return {anchor(line.lstrip("#")) for line in text.splitlines() if re.match(r"#{1,6} ", line)}


def test_the_docs_are_there() -> None:
    """The README points at each doc, and each exists."""
    names = {path.relative_to(ROOT).as_posix() for path in DOCS}
    assert {
        "docs/players.md",
        "docs/operators.md",
        "docs/engine.md",
        "docs/benchmarks.md",
        "docs/adding-a-game.md",
        "docs/adding-a-language.md",
        "tests/README.md",
    } <= names
    readme = links(ROOT / "README.md")
    assert all(name in readme for name in names - {"README.md"})


@pytest.mark.parametrize("doc", DOCS, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_every_relative_link_lands(doc: Path) -> None:
    """Each relative link names an existing file, and its anchor, if any, a heading there."""
    broken = []
    for target in links(doc):
        path, _, fragment = target.partition("#")
        file = (doc.parent / path).resolve() if path else doc
        if not file.exists() or (fragment and file.suffix == ".md" and fragment not in anchors(file)):
            broken.append(target)
    assert broken == []


def test_a_broken_link_is_found(tmp_path: Path) -> None:
    """The check itself: a missing file and a missing heading are both caught."""
    doc = tmp_path / "doc.md"
    doc.write_text("# Title `x`\n\n[a](missing.md) [b](#nowhere) [c](#title-x) [d](https://x.org)\n")
    assert links(doc) == ["missing.md", "#nowhere", "#title-x"]
    assert anchors(doc) == {"title-x"}
