"""The Kingdomino Origins rules engine: pure Python, no I/O."""
