"""Pictures of a game: pure functions from a rules state to PNG bytes with alt text (Pillow only)."""

from render.cave import cave
from render.legend import legend_card
from render.picture import Picture
from render.sheet import final
from render.table import decision, table
from render.territory import territory

__all__ = ["Picture", "cave", "decision", "final", "legend_card", "table", "territory"]
