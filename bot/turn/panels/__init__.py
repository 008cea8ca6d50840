"""The private turn panel: one module per decision kind."""
