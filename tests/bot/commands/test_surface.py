"""The slash surface as Discord sees it: every command's name, options, choices and their
localisations exactly as before the commands were split by feature (surface.json, the synced
payload of the bot before, `/origins new` left out, and since the moderators' own `/origins-admin`:
`cancel`, `kick` and `language` described for players, `language` with no option), and `/origins
new` as one subcommand per game offering only that game's options."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.i18n.translator import Translator
from lang import words

HERE = Path(__file__).resolve().parent
NL, IT = words("nl"), words("it")


async def synced(env: Any, name: str = "origins") -> dict[str, Any]:
    """A top-level command as the bot syncs it, with its Dutch and Italian localisations."""
    translator = Translator()
    (command,) = [
        await c.get_translated_payload(env.bot.tree, translator)
        for c in env.bot.tree.get_commands()
        if c.name == name
    ]
    shown: dict[str, Any] = json.loads(json.dumps(command, sort_keys=True))  # as surface.json holds it
    return shown


async def test_every_command_but_new_is_what_discord_saw_before(env: Any) -> None:
    """Names, descriptions, options, choices, localisations and their order: unchanged."""
    (before,) = json.loads((HERE / "surface.json").read_text(encoding="utf-8"))
    now = await synced(env)
    now["options"] = [o for o in now["options"] if o["name"] != "new"]
    assert now == before


async def test_new_offers_each_game_only_its_own_options(env: Any) -> None:
    """`/origins new origins|classic|resources`: Origins' modes and options, Kingdomino's options,
    Dynasty for both, none for the variant (3 or 4 players); the settings every game has."""
    origins = await synced(env)
    (new,) = [o for o in origins["options"] if o["name"] == "new"]
    assert new["type"] == 2  # a group of subcommands
    games = {g["name"]: g for g in new["options"]}
    assert list(games) == ["origins", "classic", "resources"] and all(g["type"] == 1 for g in games.values())
    timing = ["reminder_hours", "timer_hours", "autopilot", "language"]
    offered = {name: [o["name"] for o in game["options"]] for name, game in games.items()}
    assert offered == {
        "origins": ["mode", "players", "empire_of_fire", "homo_habilis", "dynasty", *timing],
        "classic": ["players", "harmony", "middle_kingdom", "mighty_duel", "draft_121", "dynasty", *timing],
        "resources": ["players", *timing],
    }
    players = {
        name: next(o for o in game["options"] if o["name"] == "players") for name, game in games.items()
    }
    assert {name: (o["min_value"], o["max_value"]) for name, o in players.items()} == {
        "origins": (2, 4),
        "classic": (2, 4),
        "resources": (3, 4),
    }
    modes = next(o for o in games["origins"]["options"] if o["name"] == "mode")
    assert [c["value"] for c in modes["choices"]] == ["discovery", "totem", "tribe"]
    assert all(not o.get("required") for game in games.values() for o in game["options"])  # defaults
    names = {lang: [g["name_localizations"][lang] for g in games.values()] for lang in ("nl", "it")}
    assert names == {
        "nl": [NL("cmd-new-origins"), NL("cmd-new-classic"), NL("cmd-new-resources")],
        "it": [IT("cmd-new-origins"), IT("cmd-new-classic"), IT("cmd-new-resources")],
    }
