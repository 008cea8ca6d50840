"""`python -m rules`: the referee and score calculator (see rules/referee/cli.py)."""

from rules.referee.cli import main

raise SystemExit(main())
