"""constraints.txt pins the exact versions CI tests (docs/operators.md, Running as a service): every
dependency pyproject.toml names, each within its declared range; the install commands of the README
and .ci/run take it, and the tests run on those very versions."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import NormalizedName, canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
CONSTRAINTS = ROOT / "constraints.txt"
PIN = re.compile(r"(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>[^\s=;#]+)")
REFRESH = "refresh it with deploy/freeze-constraints (docs/operators.md, Running as a service)"
REINSTALL = "pip install -c constraints.txt -e '.[test]'"


def pins(text: str) -> dict[NormalizedName, Version]:
    """The pinned versions of a constraints file; any other kind of line is an error."""
    found: dict[NormalizedName, Version] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        pin = PIN.fullmatch(line.strip())
        assert pin is not None, f"constraints.txt: not an exact pin (name==version): {line!r}"
        name = canonicalize_name(pin["name"])
        assert name not in found, f"constraints.txt pins {name} twice"
        found[name] = Version(pin["version"])
    return found


def declared() -> list[tuple[str, Requirement]]:
    """Every requirement of pyproject.toml with where it is declared: the project's, each extra's."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found = [("dependencies", Requirement(text)) for text in project["dependencies"]]
    for extra, texts in project.get("optional-dependencies", {}).items():
        found += [(f"[{extra}]", Requirement(text)) for text in texts]
    return found


def applies(requirement: Requirement, where: str) -> bool:
    """Whether the requirement is installed here (its environment marker, if any, holds)."""
    marker: Marker | None = requirement.marker
    return marker is None or marker.evaluate({"extra": where.strip("[]")})


def unpinned(pinned: dict[NormalizedName, Version]) -> list[str]:
    """The declared requirements constraints.txt leaves out or pins outside their range."""
    wrong = []
    for where, requirement in declared():
        if not applies(requirement, where):
            continue
        version = pinned.get(canonicalize_name(requirement.name))
        if version is None:
            wrong.append(f"{requirement} ({where}) is not pinned")
        elif not requirement.specifier.contains(version, prereleases=True):
            wrong.append(f"{requirement} ({where}) is pinned at {version}, outside its range")
    return wrong


def test_every_line_is_an_exact_pin() -> None:
    assert len(pins(CONSTRAINTS.read_text(encoding="utf-8"))) >= len(declared())


def test_every_dependency_is_pinned_within_its_range() -> None:
    assert unpinned(pins(CONSTRAINTS.read_text(encoding="utf-8"))) == [], REFRESH


def test_the_tests_run_on_the_pinned_versions() -> None:
    """What CI installs is what constraints.txt says: every pinned package is here at its pin."""
    differ = {}
    for name, version in pins(CONSTRAINTS.read_text(encoding="utf-8")).items():
        try:
            installed: str | None = metadata.version(name)
        except metadata.PackageNotFoundError:
            installed = None
        if installed is None or Version(installed) != version:
            differ[str(name)] = f"pinned {version}, installed {installed or 'nothing'}"
    assert differ == {}, f"install with {REINSTALL}, or {REFRESH}"


def test_the_install_commands_take_the_constraints() -> None:
    """The README's Quick start (both commands) and .ci/run install from constraints.txt."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"^```sh\n(.*?)^```", readme, re.MULTILINE | re.DOTALL)
    installs = [line for block in commands for line in block.splitlines() if "pip install" in line]
    installs += [line for line in (ROOT / ".ci" / "run").read_text().splitlines() if "pip install" in line]
    assert len(installs) >= 3
    assert [line for line in installs if "-c constraints.txt" not in line] == []


def test_a_pin_out_of_range_or_missing_is_found() -> None:
    """The check itself, on a constraints file made wrong on purpose."""
    pinned = pins(CONSTRAINTS.read_text(encoding="utf-8"))
    first = canonicalize_name(declared()[0][1].name)
    assert unpinned({**pinned, first: Version("0.0.1")}) != []
    assert unpinned({name: v for name, v in pinned.items() if name != first}) != []
    with pytest.raises(AssertionError, match="not an exact pin"):
        pins("pillow>=10\n")
