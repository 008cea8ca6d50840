"""`python -m rules`: the referee and score calculator (see rules/cli.py)."""

from rules.cli import main

raise SystemExit(main())
