"""The one-way dependencies of DESIGN.md §1: bot → render → rules, rules pure."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

FORBIDDEN = {
    "rules": {"discord", "PIL", "aiosqlite", "asyncio", "render", "bot", "sqlite3", "aiohttp"},
    "render": {"discord", "bot", "aiosqlite", "asyncio"},
    "lang": {"discord", "PIL", "aiosqlite", "asyncio", "render", "bot", "rules", "sqlite3"},
}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_package_imports_only_downstream(package: str) -> None:
    """No module of rules/ (or render/) imports what DESIGN.md §1 keeps out of it."""
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"{package}/ has no modules"
    for path in files:
        bad = imported_roots(path) & FORBIDDEN[package]
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


def test_rules_runs_without_optional_packages() -> None:
    """The rules engine plays a whole game with nothing but the standard library."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "sys.modules['PIL'] = None; sys.modules['discord'] = None; sys.modules['aiosqlite'] = None\n"
        "from rules import GameConfig, RandomAgent, new_game, final_scores\n"
        "s = new_game(GameConfig(players=3, mode='tribe', seed=1)); a = RandomAgent(1)\n"
        "while not s.is_over: s.play(a.choose(s))\n"
        "print(len(final_scores(s).players))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "3"
