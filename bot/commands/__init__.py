"""The slash surface: `/origins` and its commands, thin (parse, find the game, call a service)."""
