"""A game's settings: everything needed, with the action log, to rebuild it exactly."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from rules.components import CAVEMAN_NAMES, CAVEMAN_TILES, DOMINOES
from rules.errors import ConfigError


class Mode(StrEnum):
    DISCOVERY = "discovery"
    TOTEM = "totem"
    TRIBE = "tribe"


class Option(StrEnum):
    EMPIRE_OF_FIRE = "empire-of-fire"
    HOMO_HABILIS = "homo-habilis"


@dataclass(frozen=True)
class GameConfig:
    """Players (2 = the Neolithic 7×7), mode, optional rules and the seed of all chance.

    `deck`, `chiefs` and `cavemen` may fix what chance would decide, for tests, puzzles and
    replays: the first dominoes drawn (in draw order; the rest are shuffled by the seed), the
    order in which chiefs are drawn (as seats counted from 0; each seat twice in the Neolithic),
    and the first caveman tiles of the face-down pile (by kind name).
    """

    players: int = 4
    mode: Mode = Mode.DISCOVERY
    options: frozenset[Option] = field(default_factory=frozenset)
    seed: int = 0
    deck: tuple[int, ...] = ()
    chiefs: tuple[int, ...] = ()
    cavemen: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # Accept plain strings and lists from callers and JSON; store the canonical types.
        try:
            object.__setattr__(self, "mode", Mode(self.mode))
            object.__setattr__(self, "options", frozenset(Option(o) for o in self.options))
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        object.__setattr__(self, "deck", tuple(self.deck))
        object.__setattr__(self, "chiefs", tuple(self.chiefs))
        object.__setattr__(self, "cavemen", tuple(self.cavemen))
        self._validate()

    def _validate(self) -> None:
        if self.players not in (2, 3, 4):
            raise ConfigError("a game has 2, 3 or 4 players")
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            raise ConfigError("the seed must be an integer")
        numbers = {d.number for d in DOMINOES}
        if any(n not in numbers for n in self.deck) or len(set(self.deck)) != len(self.deck):
            raise ConfigError("the fixed deck must list distinct domino numbers from 1 to 48")
        if self.chiefs:
            expected = Counter({p: self.chiefs_per_player for p in range(self.players)})
            if Counter(self.chiefs) != expected:
                raise ConfigError(
                    f"the chief order must name each seat 0..{self.players - 1} "
                    f"{self.chiefs_per_player} time(s)"
                )
        box = Counter(CAVEMAN_NAMES[k] for k in CAVEMAN_TILES)
        asked = Counter(self.cavemen)
        if any(name not in box for name in asked) or any(asked[n] > box[n] for n in asked):
            raise ConfigError("the fixed caveman pile names more tiles than the box holds")

    @property
    def size(self) -> int:
        """Territories are size × size: 7 in the Neolithic, else 5."""
        return 7 if self.players == 2 else 5

    @property
    def chiefs_per_player(self) -> int:
        return 2 if self.players == 2 else 1

    @property
    def resources(self) -> bool:
        """Whether wooden resources are put on the dominoes (Totem and Tribe)."""
        return self.mode is not Mode.DISCOVERY

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "players": self.players,
            "mode": str(self.mode),
            "options": sorted(str(o) for o in self.options),
            "seed": self.seed,
        }
        if self.deck:
            out["deck"] = list(self.deck)
        if self.chiefs:
            out["chiefs"] = list(self.chiefs)
        if self.cavemen:
            out["cavemen"] = list(self.cavemen)
        return out

    @classmethod
    def from_json(cls, data: Any) -> GameConfig:
        if not isinstance(data, dict):
            raise ConfigError("a game configuration is a JSON object")
        unknown = set(data) - {"players", "mode", "options", "seed", "deck", "chiefs", "cavemen"}
        if unknown:
            raise ConfigError(f"unknown configuration keys: {', '.join(sorted(unknown))}")
        try:
            return cls(
                players=int(data.get("players", 4)),
                mode=Mode(data.get("mode", "discovery")),
                options=frozenset(Option(o) for o in data.get("options", ())),
                seed=data.get("seed", 0),
                deck=tuple(int(n) for n in data.get("deck", ())),
                chiefs=tuple(int(n) for n in data.get("chiefs", ())),
                cavemen=tuple(str(n) for n in data.get("cavemen", ())),
            )
        except (TypeError, ValueError) as exc:
            raise ConfigError(f"bad configuration: {exc}") from None
