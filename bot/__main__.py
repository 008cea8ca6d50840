"""`python -m bot`: run the Discord bot, or `python -m bot sync` (see bot/cli.py)."""

from bot.cli import main

raise SystemExit(main())
