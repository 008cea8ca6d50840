"""Quiet hours and vacation: the pure model (`model`) and its Discord side (`service`)."""
