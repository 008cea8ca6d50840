"""Classic Kingdomino's turn: the core loop as it is, but for the 1-2-1 draft of the two-player
game, and the snapshot's fields of version 1."""

from __future__ import annotations

from typing import Any

from rules.core.game import GameState


def no_origins_pieces() -> dict[str, Any]:
    """Snapshot version 1 lists Kingdomino Origins' pieces in every game's snapshot (it was
    written when the engine played Origins alone): a game without them lists them empty, as it
    always has, so that its snapshots stay as they were. Read back, they are ignored."""
    return {
        "totems": [-1, -1, -1, -1],
        "totem_queue": [],
        "fire_at": None,
        "fire_supply": {"1": 5, "2": 4, "3": 1},
        "cave_board": [None, None, None, None],
        "cave_pile": [],
        "recruit": None,
        "paid": [],
    }


class ClassicState(GameState):
    """A game of classic Kingdomino."""

    __slots__ = ()

    def _draft_order(self) -> list[int]:
        """The 1-2-1 draft (two players): kings a, b, b, a, the first drawn by the seed."""
        one_two_one = self.config.box.one_two_one
        if one_two_one is None or one_two_one not in self.config.options:
            return super()._draft_order()
        first = self.rng.below(2)
        return [first, 1 - first, 1 - first, first]

    def _pieces_json(self) -> tuple[dict[str, Any], dict[str, Any]]:
        return no_origins_pieces(), {}


__all__ = ["ClassicState", "no_origins_pieces"]
