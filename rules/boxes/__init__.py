"""The registry: every game the engine plays, by name.

Each game is a package of its own (rules/boxes/<game>/: its pieces, its actions, its state's
hooks, its scoring, its refusals) that builds a `Box`; registering it here makes it playable:
`GameConfig(game=...)` finds it, `parse_action` reads its verbs, its refusals are worded. The
core imports none of them (tests/test_layering.py holds it to that): a new game is a new package
and one line below, and the contract test (tests/rules/test_contract.py) plays it.
"""

from rules.boxes.classic import CLASSIC
from rules.boxes.origins import ORIGINS
from rules.boxes.resources import RESOURCES
from rules.core.box import BOXES, Box, box, register

for _box in (ORIGINS, CLASSIC, RESOURCES):
    register(_box)

__all__ = ["BOXES", "CLASSIC", "ORIGINS", "RESOURCES", "Box", "box"]
