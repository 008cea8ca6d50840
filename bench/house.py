"""The shape of the code: figures of how easy it is to change (never passes or fails).

    python bench/house.py          # the table
    python bench/house.py --json

- the largest classes (lines from `class` to its last line);
- modules per folder of rules/, render/, bot/, lang/;
- switch sites: places that ask which game is played instead of asking the game (`.volcanoes`,
  `.resource_tokens` read, and `Mode.X` compared) in rules/, render/ and bot/;
- import circles: groups of modules that import each other, directly or around a loop, counting
  imports inside functions (a circle hidden in a function is still one) but not those under
  `if TYPE_CHECKING:` (never run).
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("rules", "render", "bot", "lang")
SWITCHED = ("rules", "render", "bot")
SWITCHES = {"volcanoes", "resource_tokens"}


def modules() -> dict[str, Path]:
    """Every module of the packages by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def largest_classes(found: dict[str, Path], count: int = 8) -> list[tuple[str, int]]:
    sizes = []
    for name, path in found.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                sizes.append((f"{name}.{node.name}", node.end_lineno - node.lineno + 1))
    return sorted(sizes, key=lambda s: -s[1])[:count]


def per_folder(found: dict[str, Path]) -> dict[str, int]:
    return dict(sorted(Counter(str(p.parent.relative_to(ROOT)) for p in found.values()).items()))


def switch_sites(found: dict[str, Path]) -> tuple[int, int, int]:
    """(box switches read, Mode comparisons, files with either)."""
    box = mode = 0
    files = set()
    for name, path in found.items():
        if name.split(".")[0] not in SWITCHED:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in SWITCHES and isinstance(node.ctx, ast.Load):
                box += 1
                files.add(name)
            if isinstance(node, ast.Compare):
                for side in (node.left, *node.comparators):
                    for sub in ast.walk(side):
                        if isinstance(sub, ast.Attribute) and _is_mode(sub.value):
                            mode += 1
                            files.add(name)
    return box, mode, len(files)


def _is_mode(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "Mode"


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ours that `name` imports when it runs (TYPE_CHECKING blocks left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = {
        id(sub)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for sub in ast.walk(node)
    }
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # `from P import m` imports the module P.m if there is one; else a name of P itself.
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.add(target)
    return out


def circles(found: dict[str, Path]) -> list[list[str]]:
    """Strongly connected groups of two or more modules (Tarjan)."""
    graph = {name: imports(name, path, set(found)) for name, path in found.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    sys.setrecursionlimit(10_000)
    for v in graph:
        if v not in index:
            visit(v)
    return sorted(groups)


def figures() -> dict[str, Any]:
    found = modules()
    box, mode, files = switch_sites(found)
    return {
        "largest_classes": largest_classes(found),
        "modules_per_folder": per_folder(found),
        "switch_sites": {"box_switches": box, "mode_comparisons": mode, "files": files},
        "import_circles": circles(found),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    found = figures()
    if args.json:
        print(json.dumps(found, indent=1))
        return
    print("largest classes (lines):")
    for name, lines in found["largest_classes"]:
        print(f"  {lines:5d}  {name}")
    print("modules per folder:")
    for folder, n in found["modules_per_folder"].items():
        print(f"  {n:5d}  {folder}/")
    s = found["switch_sites"]
    print(
        f"switch sites: {s['box_switches']} box switches read, {s['mode_comparisons']} Mode comparisons,"
        f" in {s['files']} files"
    )
    print(f"import circles: {len(found['import_circles'])}")
    for group in found["import_circles"]:
        print("  " + " <-> ".join(group))


if __name__ == "__main__":
    main()
