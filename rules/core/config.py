"""A game's settings: everything needed, with the action log, to rebuild it exactly.

The same fields for every game, as records store them; what a game's own fields mean (a mode,
the fixed caveman pile) is its box's to check (`BoxRules.check`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, TypeVar

from rules.core.box import Box, box
from rules.core.errors import ConfigError, Term
from rules.names import DEFAULT_GAME, Game, Mode, Option

__all__ = ["Game", "GameConfig", "Mode", "Option"]

_Member = TypeVar("_Member", Game, Mode, Option)


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
    game: Game = DEFAULT_GAME

    def __post_init__(self) -> None:
        # Accept plain strings and lists from callers and JSON; store the canonical types.
        object.__setattr__(self, "game", _member(Game, self.game, "config-game-unknown"))
        object.__setattr__(self, "mode", _member(Mode, self.mode, "config-mode-unknown"))
        options = frozenset(_member(Option, o, "config-option-unknown") for o in self.options)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "deck", tuple(self.deck))
        object.__setattr__(self, "chiefs", tuple(self.chiefs))
        object.__setattr__(self, "cavemen", tuple(self.cavemen))
        self._validate()

    def _validate(self) -> None:
        b = self.box
        if self.players not in b.players:
            if b.players == (2, 3, 4):
                raise ConfigError("config-players", counts=b.players, players=self.players)
            raise ConfigError("config-players-of", game=b.called_term, counts=b.players, players=self.players)
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            raise ConfigError("config-seed")
        if self.mode not in b.modes:
            modes = tuple(_term(m) for m in b.modes)
            raise ConfigError("config-no-mode", game=b.title_term, mode=_term(self.mode), modes=modes)
        foreign = tuple(_term(o) for o in sorted(o for o in self.options if o not in b.options))
        if foreign and not b.options:
            raise ConfigError("config-no-options", game=b.title_term, options=foreign)
        if foreign:
            offered = tuple(_term(o) for o in b.options)
            raise ConfigError("config-no-option", game=b.title_term, options=foreign, offered=offered)
        for duel in (b.big_duel, b.one_two_one):  # options of the two-player game
            if duel is not None and duel in self.options and self.players != 2:
                raise ConfigError("config-two-players-only", option=_term(duel))
        count = len(b.dominoes)
        if any(not 1 <= n <= count for n in self.deck) or len(set(self.deck)) != len(self.deck):
            raise ConfigError("config-deck-numbers", count=count)
        if len(self.deck) > self.deck_size:
            raise ConfigError("config-deck-too-long", count=self.deck_size)
        if self.chiefs:
            expected = Counter({p: self.chiefs_per_player for p in range(self.players)})
            if Counter(self.chiefs) != expected:
                raise ConfigError("config-chief-order", last=self.players - 1, times=self.chiefs_per_player)
        b.rules.check(self)

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

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {} if self.game is DEFAULT_GAME else {"game": str(self.game)}
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
            raise ConfigError("config-not-object")
        unknown = set(data) - {"game", "players", "mode", "options", "seed", "deck", "chiefs", "cavemen"}
        if unknown:
            raise ConfigError("config-unknown-keys", keys=tuple(sorted(map(str, unknown))))
        try:
            return cls(
                game=Game(data.get("game", DEFAULT_GAME.value)),
                players=int(data.get("players", 4)),
                mode=Mode(data.get("mode", Mode.DISCOVERY.value)),
                options=frozenset(Option(o) for o in data.get("options", ())),
                seed=data.get("seed", 0),
                deck=tuple(int(n) for n in data.get("deck", ())),
                chiefs=tuple(int(n) for n in data.get("chiefs", ())),
                cavemen=tuple(str(n) for n in data.get("cavemen", ())),
            )
        except (TypeError, ValueError) as exc:
            raise ConfigError("config-unreadable", detail=str(exc)) from None


def _member(kind: type[_Member], value: Any, code: str) -> _Member:
    """`value` as one of `kind`'s members (their values are their names); `code` if it is none."""
    try:
        return kind(value)
    except ValueError:
        typed = isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))
        raise ConfigError(code, value=value if typed else str(value)) from None


def _term(value: Mode | Option) -> Term:
    """A mode or an option as a term of a refusal (lang: `mode-tribe`, `option-harmony`)."""
    return Term("mode" if isinstance(value, Mode) else "option", value.value)
