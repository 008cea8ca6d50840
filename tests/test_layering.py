"""The one-way dependencies of DESIGN.md §1: bot → render → rules, rules pure; no import circle
anywhere (the graph of bench/house.py, imports inside functions counted); and bot's own layers,
each importing only those below it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bench import house

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


# Circles inside rules/ that its own rework opens (issue 20, item 1): empty this list as each goes.
KNOWN_RULES_CIRCLES = [
    ["rules.ai.agents", "rules.ai.montecarlo", "rules.ai.playout"],
    ["rules.harvest", "rules.scoring"],
]


def test_no_import_circle() -> None:
    """No modules of rules/, render/, bot/ and lang/ import each other around a loop, directly or
    through others, at the top or inside a function (TYPE_CHECKING imports never run)."""
    found = house.circles(house.modules())
    assert [c for c in found if c not in KNOWN_RULES_CIRCLES] == []


# bot/'s layers, from the top: each module imports only its own layer's and the ones below.
# `bot.components.ids` (the custom id templates, a leaf) is for every layer that builds a view.
BOT_LAYERS = (
    ("entry", ("bot.app", "bot.cli", "bot.__main__")),
    ("surface", ("bot.commands", "bot.components")),
    ("services", ("bot.services",)),
    ("middle", ("bot.turn", "bot.features", "bot.boxes")),
    ("base", ("bot.i18n", "bot.workers", "bot.settings")),
    ("store", ("bot.store", "bot.sqlite_store", "bot.migrations", "bot.features.ratings")),
)
LEAVES = {"bot.components.ids"}


def layer(module: str) -> int | None:
    """The index of the bot layer a module belongs to (None: not bot's, or the package itself)."""
    for index, (_, prefixes) in enumerate(BOT_LAYERS):
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return index
    return None


def test_bot_layers_import_downwards() -> None:
    """No layer of bot/ imports one above it: the store none of bot's others; the turn loop, the
    features and the games' parts neither the services, the commands nor the components (but
    their custom ids); the commands and components no store module (they reach it through a
    service)."""
    found = house.modules()
    known = set(found)
    upward = []
    for name, path in found.items():
        here = layer(name)
        if here is None:
            continue
        for target in house.imports(name, path, known) - LEAVES:
            there = layer(target)
            if there is not None and there < here:
                upward.append(f"{name} ({BOT_LAYERS[here][0]}) imports {target} ({BOT_LAYERS[there][0]})")
    assert upward == []


def test_the_surface_never_touches_the_store() -> None:
    """bot/commands and bot/components import no store module, not even for a row's type."""
    found = house.modules()
    known = set(found)
    store = BOT_LAYERS[-1][1]
    touching = [
        f"{name} imports {target}"
        for name, path in found.items()
        if name.startswith(("bot.commands", "bot.components"))
        for target in house.imports(name, path, known)
        if any(target == s or target.startswith(s + ".") for s in store)
    ]
    assert touching == []
