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


def test_no_import_circle() -> None:
    """No modules of rules/, render/, bot/ and lang/ import each other around a loop, directly or
    through others, at the top or inside a function (TYPE_CHECKING imports never run)."""
    found = house.circles(house.modules())
    assert found == []


# bot/'s layers, from the top: each module imports only its own layer's and the ones below.
# `bot.components.ids` (the custom id templates, a leaf) is for every layer that builds a view.
BOT_LAYERS = (
    ("entry", ("bot.app", "bot.cli", "bot.__main__")),
    ("surface", ("bot.commands", "bot.components")),
    ("services", ("bot.services",)),
    ("middle", ("bot.turn", "bot.features", "bot.boxes")),
    ("base", ("bot.i18n", "bot.workers", "bot.settings")),
    ("store", ("bot.store",)),
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


# --- games as parts (DESIGN.md §2) ---------------------------------------------------------------


def imported_modules(path: Path) -> set[str]:
    """Every module of ours a file imports, anywhere in it (in functions and TYPE_CHECKING too)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
    return {m for m in out if m.split(".")[0] in FORBIDDEN or m.startswith("rules")}


def modules_under(folder: str) -> list[Path]:
    files = sorted((ROOT / folder).rglob("*.py"))
    assert files, f"{folder}/ has no modules"
    return files


def game_packages() -> list[str]:
    return sorted(p.name for p in (ROOT / "rules" / "boxes").iterdir() if (p / "__init__.py").exists())


def test_the_core_imports_no_game() -> None:
    """rules/core (and the names) know no game: the games import the core, the registry ties them."""
    for path in [*modules_under("rules/core"), ROOT / "rules" / "names.py"]:
        bad = {
            m
            for m in imported_modules(path)
            if m.startswith(("rules.boxes", "rules.ai", "rules.referee")) or m == "rules"
        }
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


def test_a_game_imports_the_core_and_other_games_faces_only() -> None:
    """A game's package imports the core, the names and its own modules; of another game only its
    face (a variant builds on its base game's box); never the AI, the referee or the rules face."""
    games = game_packages()
    assert {"origins", "classic", "resources"} <= set(games)
    for game in games:
        own = f"rules.boxes.{game}"
        for path in modules_under(f"rules/boxes/{game}"):
            for m in imported_modules(path):
                if m.startswith(("rules.core", "rules.names", own)):
                    continue
                parts = m.split(".")
                other_face = parts[:2] == ["rules", "boxes"] and len(parts) == 3 and parts[2] in games
                assert other_face, f"{path.relative_to(ROOT)} imports {m}"


def test_the_ai_knows_games_only_through_its_registry() -> None:
    """The AI's shared modules import no game; a game's heuristics import that game's face."""
    for path in modules_under("rules/ai"):
        rel = path.relative_to(ROOT / "rules" / "ai")
        for m in imported_modules(path):
            if not m.startswith("rules.boxes."):
                continue
            game = m.split(".")[2]
            assert rel.parts[0] == "boxes" and rel.parts[1].removesuffix(".py") == game, (
                f"rules/ai/{rel} imports {m}"
            )
            assert len(m.split(".")) == 3, f"rules/ai/{rel} imports {m}, inside the game's package"


def render_game_parts() -> list[str]:
    return sorted(p.name for p in (ROOT / "render" / "boxes").iterdir() if (p / "__init__.py").exists())


def test_render_sees_rules_through_its_faces() -> None:
    """render imports the rules only through the `rules` face and the games' faces
    (rules.boxes.<game>), never an internal module of the core or of a game."""
    games = game_packages()
    for path in modules_under("render"):
        for m in imported_modules(path):
            if not m.startswith("rules"):
                continue
            parts = m.split(".")
            face = m == "rules" or (parts[:2] == ["rules", "boxes"] and len(parts) == 3 and parts[2] in games)
            assert face, f"{path.relative_to(ROOT)} imports {m}"


def test_shared_drawing_knows_no_game() -> None:
    """Outside render/boxes, no module imports a game (its rules' face or its pictures): the
    shared drawing asks the game's pictures through the registry (render.core.games). The face
    ties them, and the gallery (render.demo) plays each game's moments."""
    tying = {ROOT / "render" / "__init__.py", ROOT / "render" / "demo.py"}
    for path in modules_under("render"):
        if path in tying or (ROOT / "render" / "boxes") in path.parents:
            continue
        bad = {m for m in imported_modules(path) if m.startswith(("rules.boxes", "render.boxes"))}
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


def test_a_game_draws_with_its_own_rules_and_the_shared_drawing() -> None:
    """A game's pictures import its own rules' face (and the shared drawing); of another game's,
    only its pictures' face (a variant draws on its base game's)."""
    parts = render_game_parts()
    assert {"origins", "classic", "resources"} <= set(parts)
    for game in parts:
        for path in modules_under(f"render/boxes/{game}"):
            for m in imported_modules(path):
                names = m.split(".")
                if names[:2] == ["rules", "boxes"] and len(names) > 2:
                    assert names[2] == game, f"{path.relative_to(ROOT)} imports {m}"
                if names[:2] == ["render", "boxes"] and len(names) > 2 and names[2] != game:
                    assert len(names) == 3, (
                        f"{path.relative_to(ROOT)} imports {m}, inside another game's part"
                    )
