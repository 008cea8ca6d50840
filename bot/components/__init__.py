"""Buttons and selects that survive restarts: the custom id templates and the DynamicItems."""
