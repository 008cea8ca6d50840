"""The referee examples of docs/engine.md run as written: every `python -m rules` command, its files,
its output.

The commands are read from the doc itself (its ```sh and ```console blocks), so that the doc
cannot drift from the command line again.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from rules import format_territory, parse_territory
from rules.core.notation import parse_token
from tests.patience import PATIENCE

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "engine.md"  # the referee section, once the README's
COMMAND = "python -m rules"
HEREDOC = re.compile(r"^cat > (\S+) <<'EOF'$")


def blocks(kind: str) -> list[list[str]]:
    """The lines of every fenced block of this kind (```sh, ```console, or "" for plain ```)."""
    found: list[list[str]] = []
    current: list[str] | None = None
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if current is None and line == "```" + kind:
            current = []
        elif current is not None and line == "```":
            found.append(current)
            current = None
        elif current is not None:
            current.append(line)
    return found


def referee_script() -> tuple[dict[str, str], list[str]]:
    """The files the doc's shell examples write (heredocs) and its `python -m rules` commands."""
    files: dict[str, str] = {}
    commands: list[str] = []
    for block in blocks("sh"):
        lines = iter(block)
        for line in lines:
            heredoc = HEREDOC.match(line)
            if heredoc:
                body = []
                for part in lines:
                    if part == "EOF":
                        break
                    body.append(part)
                files[heredoc.group(1)] = "\n".join(body) + "\n"
            elif line.startswith(COMMAND):
                commands.append(line)
    return files, commands


def transcripts() -> list[tuple[str, str]]:
    """Each `$ command` of the doc's console blocks with the output shown under it."""
    out: list[tuple[str, str]] = []
    for block in blocks("console"):
        for line in block:
            if line.startswith("$ "):
                out.append((line[2:], ""))
            else:
                command, shown = out[-1]
                out[-1] = (command, shown + line + "\n")
    return out


def run(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run a line of the doc in a shell, with this interpreter standing for `python`."""
    line = command.replace(COMMAND, f"{sys.executable} -m rules")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    argv = ["bash", "-o", "pipefail", "-c", line]
    return subprocess.run(
        argv, check=False, cwd=cwd, env=env, capture_output=True, text=True, timeout=PATIENCE
    )


FILES, COMMANDS = referee_script()


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding the files the doc's examples write before using them."""
    path = tmp_path_factory.mktemp("readme")
    for name, text in FILES.items():
        (path / name).write_text(text, encoding="utf-8")
    return path


def test_readme_shows_every_referee_command() -> None:
    """The examples cover each command, and every file they read is written by the doc first."""
    assert {c.split()[3] for c in COMMANDS} == {"score", "moves", "fire", "replay", "simulate"}
    for command in COMMANDS:
        named = [word for word in command.split() if word.endswith((".txt", ".json"))]
        assert all(name in FILES for name in named), command


@pytest.mark.parametrize("command", COMMANDS)
def test_readme_command_runs(command: str, workdir: Path) -> None:
    """Each `python -m rules` line of the doc exits 0 with an answer and nothing on stderr."""
    done = run(command, workdir)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.strip()


@pytest.mark.parametrize(("command", "shown"), transcripts())
def test_readme_transcript_matches(command: str, shown: str, workdir: Path) -> None:
    """What the doc shows a command printing is what it prints."""
    assert command.startswith(COMMAND)
    done = run(command, workdir)
    assert done.returncode == 0, done.stderr
    assert done.stdout == shown


def test_readme_error_example_matches(tmp_path: Path) -> None:
    """The error line the doc quotes is what the referee prints for that token on that square."""
    text = DOC.read_text(encoding="utf-8")
    error = r"python -m rules: error: territory\.txt: \(row (\d), col (\d)\): '(\w+)'[^`]*"
    quoted = re.search(f"`({error})`", text)
    assert quoted is not None
    row, col, token = int(quoted.group(2)), int(quoted.group(3)), quoted.group(4)
    rows = [["H", "G", "G"], ["G", "G", "G"]]
    rows[row][col] = token
    (tmp_path / "territory.txt").write_text("\n".join(" ".join(r) for r in rows) + "\n", encoding="utf-8")
    done = run("python -m rules score territory.txt --mode discovery", tmp_path)
    assert done.returncode == 2
    assert done.stderr == quoted.group(1) + "\n"


def test_readme_notation_examples_read_and_round_trip() -> None:
    """The notation block reads, prints back as itself, and every token the prose names reads back."""
    example = next(b for b in blocks("") if b and b[0].startswith("."))
    terr = parse_territory("\n".join(example)).territory
    written = format_territory(terr).splitlines()
    assert [line.split() for line in written] == [line.split() for line in example]
    prose = DOC.read_text(encoding="utf-8").split("### Territory notation", 1)[1].split("\n## ", 1)[0]
    named = re.findall(r"`([A-Z][\w!@]*)` (?:grassland|the hut|jungle|a two|desert)", prose)
    assert "H!1" in named
    for token in named:
        parsed = parse_token(token)
        assert parsed is not None and str(parsed) == token
