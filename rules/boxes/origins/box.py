"""Kingdomino Origins' box: its data (`ORIGINS`) and its hooks (`OriginsRules`).

The core asks these for what is Origins' own: the state class of each mode, territories that
hold fire tokens, wooden resources and cavemen, the notation's marks for them, the fixed caveman
pile of a config, its decisions in words, and the score sheet of each mode.
"""

from __future__ import annotations

from collections import Counter

from rules.boxes.origins import refusals
from rules.boxes.origins.actions import VERBS
from rules.boxes.origins.pieces import (
    CAVEMAN_NAMES,
    CAVEMAN_TILES,
    DOMINOES,
    ORIGINS_TERRAINS,
    RESOURCE_NAMES,
    TOTEM_POINTS,
    wooden_resource,
)
from rules.boxes.origins.scoring import OriginsSheet, breakdown, held_totems, quick_score
from rules.boxes.origins.state import OriginsState, TotemState, TribeState
from rules.boxes.origins.territory import OriginsTerritory, OriginsToken
from rules.core.box import Bonus, Box
from rules.core.config import GameConfig
from rules.core.decisions import Pending
from rules.core.errors import ConfigError, NotationError
from rules.core.game import GameState
from rules.core.grid import Grid
from rules.core.hooks import BoxRules
from rules.core.pieces import VOLCANO, SquareSpec
from rules.core.scoring import Breakdown, centred, complete
from rules.core.territory import Territory
from rules.core.token import Token
from rules.names import Decision, Game, Mode, Option

_STATES: dict[Mode, type[OriginsState]] = {
    Mode.DISCOVERY: OriginsState,
    Mode.TOTEM: TotemState,
    Mode.TRIBE: TribeState,
}

_WHAT_TO_DO = {
    Decision.FIRE: "land the fire token",
    Decision.RECRUIT: "recruit a caveman, or skip",
    Decision.PAY: "pay for the caveman with a wooden resource",
    Decision.SETTLE: "choose the square for the caveman",
}


class OriginsRules(BoxRules):
    """Kingdomino Origins' hooks (see rules.core.hooks)."""

    def state_class(self, config: GameConfig) -> type[GameState]:
        return _STATES[config.mode]

    def territory(self, box: Box, g: Grid) -> Territory:
        return OriginsTerritory(g, box)

    def check(self, config: GameConfig) -> None:
        """The fixed caveman pile names tiles the box holds."""
        held = Counter(CAVEMAN_NAMES[k] for k in CAVEMAN_TILES)
        asked = Counter(config.cavemen)
        if any(name not in held for name in asked) or any(asked[n] > held[n] for n in asked):
            raise ConfigError("config-cavemen")

    def read_centre(self, box: Box, text: str, fire: str | None, gold: str | None) -> Token:
        """The hut, perhaps with a fire token on it ("H!2")."""
        fires = int(fire) if fire else 0
        if fire and not 1 <= fires <= 3:
            raise NotationError("notation-fires", text=text)
        if gold:
            raise NotationError("notation-no-gold", text=text, game=box.called_term)
        return OriginsToken(None, centre=box.centre_letter, fire_token=fires)

    def read_marks(
        self,
        box: Box,
        text: str,
        spec: SquareSpec,
        res: str | None,
        fire: str | None,
        gold: str | None,
        who: str | None,
    ) -> Token:
        """A square's wooden resource ("r"), fire token ("!N") and caveman ("@KIND")."""
        count = spec.craters or spec.fires
        volcano = spec.terrain == VOLCANO
        if gold is not None:
            raise NotationError("notation-no-gold", text=text, game=box.called_term)
        if res and len(res) > 1:
            raise NotationError("notation-one-resource", text=text)
        if res and wooden_resource(spec) < 0:
            raise NotationError(
                "notation-resource-on-fire" if count else "notation-no-resource-here", text=text
            )
        token_fires = int(fire) if fire else 0
        if fire is not None and not 1 <= token_fires <= 3:
            raise NotationError("notation-fires", text=text)
        if token_fires and ((count and not volcano) or volcano):
            raise NotationError("notation-fire-on-fire", text=text)
        if token_fires and res:
            raise NotationError("notation-fire-and-resource", text=text)
        caveman = -1
        if who is not None:
            if who not in CAVEMAN_NAMES:
                raise NotationError("notation-not-a-caveman", text=who, names=CAVEMAN_NAMES)
            caveman = CAVEMAN_NAMES.index(who)
            if res or token_fires or (count and not volcano):
                raise NotationError("notation-caveman-crowded", text=text)
        return OriginsToken(spec, resource=bool(res), fire_token=token_fires, caveman=caveman)

    def what_to_do(self, pending: Pending) -> str:
        if pending.decision is Decision.TOTEM:
            names = " or ".join(str(p + 1) for p in pending.candidates)
            return f"give the {RESOURCE_NAMES[pending.resource or 0]} totem to player {names}"
        return _WHAT_TO_DO.get(pending.decision) or super().what_to_do(pending)

    def sheet(self, state: GameState, player: int) -> Breakdown:
        assert isinstance(state, OriginsState)
        cfg = state.config
        terr = state.territories[player]
        return breakdown(
            terr, mode=cfg.mode, options=cfg.options, totems=held_totems(state, player), player=player
        )

    def points(self, state: GameState, player: int) -> int:
        assert isinstance(state, OriginsState)
        cfg = state.config
        totem_points = sum(TOTEM_POINTS[r] for r in held_totems(state, player))
        return quick_score(state.territories[player], cfg.mode, cfg.options, totem_points)

    def territory_sheet(
        self, terr: Territory, *, mode: Mode, options: frozenset[Option], held: tuple[int, ...]
    ) -> OriginsSheet:
        assert isinstance(terr, OriginsTerritory)
        return breakdown(terr, mode=mode, options=options, totems=held)


ORIGINS = Box(
    game=Game.ORIGINS,
    title="Kingdomino Origins",
    called="Kingdomino Origins",
    terrains=ORIGINS_TERRAINS,
    dominoes=DOMINOES,
    multiplier="fire icon",
    multipliers="fire icons",
    json_key="fires",
    json_total_key="fire_icons",
    max_printed=2,
    centre="hut",
    centre_letter="H",
    chief="chief",
    example_tokens="G, L1, Qr, J!2, D@hunter, V2, H",
    modes=(Mode.DISCOVERY, Mode.TOTEM, Mode.TRIBE),
    options=(Option.EMPIRE_OF_FIRE, Option.HOMO_HABILIS),
    bonuses=(
        Bonus(
            Option.EMPIRE_OF_FIRE,
            "Empire of Fire",
            10,
            "centred",
            "+10 if the hut is in the centre",
            met=centred,
        ),
        Bonus(
            Option.HOMO_HABILIS,
            "Homo Habilis",
            5,
            "complete",
            "+5 for a complete territory, no domino discarded",
            met=complete,
        ),
    ),
    rules=OriginsRules(),
    volcanoes=True,
    crater_terrains=(VOLCANO,),
    duel_size=7,
    paired_first_pick=True,
    refusals=refusals.ENGLISH,
    verbs=VERBS,
)

__all__ = ["ORIGINS", "OriginsRules"]
