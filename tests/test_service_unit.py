"""deploy/origins.service keeps its promises (docs/operators.md, Running as a service): the bot as
`python -m bot` from the install folder's venv, restarted on failure but not on a bad setting,
stopped by the SIGTERM the bot closes cleanly on and given the time that close may take, as a user
who is not root, able to write the database's folder and nothing else.

The file is read as systemd reads it (sections, `Key=value`, repeated keys adding up, an empty
value resetting a list); `systemd-analyze verify` checks it too where systemd is installed.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path, PurePosixPath

import pytest

from bot import cli
from bot.turn.refusals import DRAIN_SECONDS
from bot.workers.drawing import CLOSE_SECONDS

ROOT = Path(__file__).resolve().parent.parent
UNIT = ROOT / "deploy" / "origins.service"
OPERATORS = ROOT / "docs" / "operators.md"
# What the close may take besides the clicks in hand and the drawing workers: leaving the gateway,
# closing the database (a WAL checkpoint), the interpreter's exit.
CLOSE_MARGIN = 15.0
# The folders systemd makes writable for each kind of *Directory= (under ProtectSystem=strict).
MANAGED = {
    "StateDirectory": "/var/lib",
    "CacheDirectory": "/var/cache",
    "LogsDirectory": "/var/log",
    "RuntimeDirectory": "/run",
    "ConfigurationDirectory": "/etc",
}
Unit = dict[str, dict[str, list[str]]]


def parse_unit(text: str) -> Unit:
    """A unit file's settings: {section: {key: [values, in order]}}; an empty value clears the list."""
    unit: Unit = {}
    section: dict[str, list[str]] | None = None
    for raw in re.sub(r"\\\n", " ", text).splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("["):
            section = unit.setdefault(line.strip("[]"), {})
            continue
        assert section is not None, f"a setting before any section: {line!r}"
        key, _, value = line.partition("=")
        values = section.setdefault(key.strip(), [])
        if value.strip():
            values.append(value.strip())
        else:
            values.clear()
    return unit


def one(unit: Unit, section: str, key: str) -> str:
    """The value of a single-valued setting (the last one counts, as for systemd)."""
    values = unit.get(section, {}).get(key, [])
    assert values, f"[{section}] {key}= is not set"
    return values[-1]


def seconds(span: str) -> float:
    """A systemd time span ("45s", "5min", "1min 30s", "90") in seconds."""
    units = {"": 1, "s": 1, "sec": 1, "m": 60, "min": 60, "h": 3600}
    parts = re.findall(r"(\d+(?:\.\d+)?)\s*([a-z]*)", span)
    assert parts, f"not a time span: {span!r}"
    return sum(float(number) * units[unit] for number, unit in parts)


def writable(unit: Unit) -> set[str]:
    """Every folder the service may write besides its private /tmp."""
    service = unit["Service"]
    paths = {path.lstrip("-+") for value in service.get("ReadWritePaths", []) for path in value.split()}
    for key, parent in MANAGED.items():
        paths |= {f"{parent}/{name}" for value in service.get(key, []) for name in value.split()}
    return paths


@pytest.fixture(scope="module")
def unit() -> Unit:
    return parse_unit(UNIT.read_text(encoding="utf-8"))


def test_it_runs_python_m_bot_from_the_install_folders_venv(unit: Unit) -> None:
    folder = one(unit, "Service", "WorkingDirectory")  # where .env is read (bot/settings.py)
    argv = shlex.split(one(unit, "Service", "ExecStart"))
    assert argv == [f"{folder}/.venv/bin/python", "-m", "bot"]
    assert PurePosixPath(folder).is_absolute()
    assert one(unit, "Install", "WantedBy") == "multi-user.target"
    assert "network-online.target" in " ".join(unit["Unit"]["After"])


def test_it_restarts_on_failure_but_not_on_a_bad_setting(unit: Unit) -> None:
    assert one(unit, "Service", "Restart") == "on-failure"
    assert seconds(one(unit, "Service", "RestartSec")) >= 5
    # a bad setting or a refused token fails the same way at every start: no restart loop
    assert str(cli.EXIT_BAD_INPUT) in one(unit, "Service", "RestartPreventExitStatus").split()
    # a bot failing at every start stops being restarted
    assert int(one(unit, "Unit", "StartLimitBurst")) >= 2
    assert seconds(one(unit, "Unit", "StartLimitIntervalSec")) > int(
        one(unit, "Unit", "StartLimitBurst")
    ) * seconds(one(unit, "Service", "RestartSec"))


def test_it_stops_by_sigterm_with_time_for_the_close(unit: Unit) -> None:
    signal_name = unit["Service"].get("KillSignal", ["SIGTERM"])[-1]  # systemd's default
    assert signal_name == "SIGTERM"
    assert any(sig.name == signal_name for sig in cli.STOP_SIGNALS)
    # the signal reaches the bot alone: it stops its worker processes itself
    assert one(unit, "Service", "KillMode") == "mixed"
    assert seconds(one(unit, "Service", "TimeoutStopSec")) >= DRAIN_SECONDS + CLOSE_SECONDS + CLOSE_MARGIN


def test_it_runs_as_a_user_who_is_not_root(unit: Unit) -> None:
    user = one(unit, "Service", "User")
    assert user not in {"root", "0"}
    assert one(unit, "Service", "Group") not in {"root", "0"}
    assert one(unit, "Service", "NoNewPrivileges") == "yes"
    assert unit["Service"].get("CapabilityBoundingSet") == []  # set empty: no capability at all
    assert unit["Service"].get("AmbientCapabilities") == []


def test_it_may_write_the_database_folder_and_nothing_else(unit: Unit) -> None:
    assert one(unit, "Service", "ProtectSystem") == "strict"
    assert one(unit, "Service", "ProtectHome") in {"yes", "read-only", "tmpfs"}
    assert one(unit, "Service", "PrivateTmp") == "yes"
    assert writable(unit) == {"/var/lib/origins"}
    assert one(unit, "Service", "WorkingDirectory") not in writable(unit)  # the code stays read-only


def test_the_guide_puts_the_database_in_the_writable_folder(unit: Unit) -> None:
    text = OPERATORS.read_text(encoding="utf-8")
    section = text[text.index("### Running as a service") :]
    section = section[: section.index("\n## ")]
    databases = re.findall(r"DATABASE=(/\S+?)[`,\s]", section)
    assert databases, "the guide's service section names no DATABASE"
    assert {str(PurePosixPath(path).parent) for path in databases} <= writable(unit)


def test_the_hardening_leaves_what_the_bot_needs(unit: Unit) -> None:
    """Network (Discord, PostgreSQL), local sockets (the worker processes), lowering the drawing
    workers' priority (os.nice: systemd's @resources set)."""
    families = set(one(unit, "Service", "RestrictAddressFamilies").split())
    assert {"AF_INET", "AF_INET6", "AF_UNIX"} <= families
    assert unit["Service"].get("PrivateNetwork", ["no"])[-1] == "no"
    filters = " ".join(unit["Service"].get("SystemCallFilter", []))
    assert not re.search(r"~[^=]*(@resources|\bnice\b|setpriority)", filters)


def test_the_parser_reads_as_systemd_does() -> None:
    unit = parse_unit(
        "[Service]\n# a comment\nReadWritePaths=/a\nReadWritePaths=/b /c\nCapabilityBoundingSet=CAP_X\n"
        "CapabilityBoundingSet=\nExecStart=/x \\\n  -m bot\n"
    )
    assert writable(unit) == {"/a", "/b", "/c"}
    assert unit["Service"]["CapabilityBoundingSet"] == []
    assert shlex.split(one(unit, "Service", "ExecStart")) == ["/x", "-m", "bot"]
    assert seconds("1min 30s") == 90 and seconds("45") == 45


def verify(unit_text: str, folder: Path) -> list[str]:
    """`systemd-analyze verify`'s complaints about the unit, with this test's Python as ExecStart's
    (verify checks that the program exists, and /opt/origins is no folder of a test machine)."""
    installed = re.search(r"^ExecStart=(\S+)", unit_text, re.MULTILINE)
    assert installed is not None
    path = folder / UNIT.name
    path.write_text(unit_text.replace(installed.group(1), sys.executable), encoding="utf-8")
    done = subprocess.run(
        ["systemd-analyze", "verify", "--man=no", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    complaints = [line for line in (done.stdout + done.stderr).splitlines() if UNIT.name in line]
    if done.returncode != 0:
        complaints.append(f"exit code {done.returncode}: {done.stderr.strip()}")
    return complaints


systemd = pytest.mark.skipif(
    shutil.which("systemd-analyze") is None,
    reason="systemd-analyze is not on PATH (no systemd here): the unit is checked by the tests above only",
)


@systemd
def test_systemd_analyze_verify_accepts_the_unit(tmp_path: Path) -> None:
    assert verify(UNIT.read_text(encoding="utf-8"), tmp_path) == []


@systemd
def test_systemd_analyze_verify_finds_a_broken_unit(tmp_path: Path) -> None:
    """The check itself: a value systemd cannot parse is a complaint, though verify exits 0."""
    text = UNIT.read_text(encoding="utf-8").replace("[Service]\n", "[Service]\nRestart=sometimes\n")
    assert any("restart" in line.lower() for line in verify(text, tmp_path))
