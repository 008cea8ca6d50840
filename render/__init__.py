"""Pictures of a game: pure functions from a rules state to PNG bytes with alt text (Pillow only)."""

from render.picture import Picture
from render.table import table
from render.territory import territory

__all__ = ["Picture", "table", "territory"]
