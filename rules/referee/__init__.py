"""The referee tools behind `python -m rules`: scoring a territory, listing legal moves, replaying
and simulating games, and the plain-text reports they print."""
