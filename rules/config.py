"""A game's settings: everything needed, with the action log, to rebuild it exactly."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from rules.box import Box, Game, Mode, Option, box
from rules.components import CAVEMAN_NAMES, CAVEMAN_TILES
from rules.errors import ConfigError

__all__ = ["Game", "GameConfig", "Mode", "Option"]


@dataclass(frozen=True)
class GameConfig:
    """The game (its box), players, mode, optional rules and the seed of all chance.

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
    game: Game = Game.ORIGINS

    def __post_init__(self) -> None:
        # Accept plain strings and lists from callers and JSON; store the canonical types.
        try:
            object.__setattr__(self, "game", Game(self.game))
            object.__setattr__(self, "mode", Mode(self.mode))
            object.__setattr__(self, "options", frozenset(Option(o) for o in self.options))
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        object.__setattr__(self, "deck", tuple(self.deck))
        object.__setattr__(self, "chiefs", tuple(self.chiefs))
        object.__setattr__(self, "cavemen", tuple(self.cavemen))
        self._validate()

    def _validate(self) -> None:
        b = self.box
        if self.players not in b.players:
            counts = " or ".join(", ".join(map(str, b.players)).rsplit(", ", 1))
            game = "a game" if b.players == (2, 3, 4) else f"a game of {b.called}"
            raise ConfigError(f"{game} has {counts} players")
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            raise ConfigError("the seed must be an integer")
        if self.mode not in b.modes:
            modes = ", ".join(b.modes)
            raise ConfigError(f"{b.title} has no {self.mode} mode (its modes: {modes})")
        foreign = sorted(o for o in self.options if o not in b.options)
        if foreign:
            offered = ", ".join(b.options)
            raise ConfigError(f"{b.title} has no option {', '.join(foreign)} (its options: {offered})")
        for duel in (b.big_duel, b.one_two_one):
            if duel is not None and duel in self.options and self.players != 2:
                raise ConfigError(f"{duel} is an option of the two-player game")
        count = len(b.dominoes)
        if any(not 1 <= n <= count for n in self.deck) or len(set(self.deck)) != len(self.deck):
            raise ConfigError(f"the fixed deck must list distinct domino numbers from 1 to {count}")
        if len(self.deck) > self.deck_size:
            raise ConfigError(f"the fixed deck lists more dominoes than the game's {self.deck_size}")
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
    def box(self) -> Box:
        return box(self.game)

    @property
    def size(self) -> int:
        """Territories are size × size: 7 in the Neolithic (and the Mighty Duel), else 5."""
        return self.box.size(self.players, self.options)

    @property
    def deck_size(self) -> int:
        return self.box.deck_size(self.players, self.options)

    @property
    def rounds(self) -> int:
        return self.box.rounds(self.players, self.options)

    @property
    def chiefs_per_player(self) -> int:
        return self.box.chiefs_per_player(self.players)

    @property
    def resources(self) -> bool:
        """Whether wooden resources are put on the dominoes (Totem and Tribe)."""
        return self.mode is not Mode.DISCOVERY

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {} if self.game is Game.ORIGINS else {"game": str(self.game)}
        out |= {
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
        unknown = set(data) - {"game", "players", "mode", "options", "seed", "deck", "chiefs", "cavemen"}
        if unknown:
            raise ConfigError(f"unknown configuration keys: {', '.join(sorted(unknown))}")
        try:
            return cls(
                game=Game(data.get("game", "origins")),
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
