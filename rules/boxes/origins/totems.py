"""Totem hand-overs (Totem mode, ruling 5), recomputed once per placement, after its fire token."""

from __future__ import annotations

from typing import Any

from rules.boxes.origins.pieces import RESOURCES
from rules.boxes.origins.territory import OriginsTerritory


def update(
    territories: list[OriginsTerritory],
    holders: list[int],
    queue: list[tuple[int, int, tuple[int, ...]]],
    resources: tuple[int, ...] = RESOURCES,
) -> list[tuple[Any, ...]]:
    """Move totems as the counts now say; returns the events.

    `holders` is changed in place. A holder overtaken by two or more players tied for the lead
    chooses who gets the totem: that choice is appended to `queue` and decided by the holder.
    `resources`: the kinds whose counts may have changed (the others cannot move).
    """
    events: list[tuple[Any, ...]] = []
    for resource in resources:
        counts = [t.resource_count(resource) for t in territories]
        best = max(counts)
        holder = holders[resource]
        if best == 0:
            if holder >= 0:
                holders[resource] = -1
                events.append(("totem-return", holder, resource))
            continue
        if holder >= 0 and counts[holder] == best:
            continue  # nobody has strictly more: the holder keeps it
        leaders = tuple(p for p, n in enumerate(counts) if n == best)
        if len(leaders) == 1:
            holders[resource] = leaders[0]
            events.append(("totem", leaders[0], resource, holder))
        elif holder >= 0:
            queue.append((resource, holder, leaders))
    return events
