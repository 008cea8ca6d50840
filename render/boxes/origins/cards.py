"""The turn card of Origins' own decisions: landing the fire token, handing a totem over, and
recruiting a caveman (which one, paying for it, settling it)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from lang import Words
from render.boxes.origins import sprites
from render.boxes.origins import words as terms
from render.boxes.origins.caveman_sprites import caveman
from render.core import parts, text, theme
from render.core.terms import and_list
from render.layers.cards import PICTURE, Card, sprite
from rules import Decision, Pending
from rules.boxes.origins import BOARD, FIRE_RANGE, RECRUIT_BOARD_COST, RECRUIT_PILE_COST, OriginsState


def decision_card(state: OriginsState, pending: Pending, names: Sequence[str], words: Words) -> Card | None:
    """The card of the fire token, a totem tie or a recruit's steps (None: another decision)."""
    seat = pending.player
    decision = pending.decision
    if decision is Decision.FIRE and state.fire_at is not None:
        cell, fires = state.fire_at
        near, far = FIRE_RANGE[fires]
        volcano = state.grid.name(cell)
        detail = words("turn-fire-detail", fires=fires, near=near, far=far, volcano=volcano)
        fire = sprite(sprites.fire_token(fires, PICTURE))
        return Card(seat, words("turn-fire"), detail, PICTURE, PICTURE, fire)
    if decision is Decision.TOTEM and pending.resource is not None:
        resource = terms.resource(words, pending.resource)
        to = and_list(words, [names[p] for p in pending.candidates], "or")
        detail = words("turn-totem-detail", to=to, resources=terms.resources(words, pending.resource))
        icon = sprites.resource(pending.resource, PICTURE)
        return Card(seat, words("turn-totem", resource=resource), detail, PICTURE, PICTURE, sprite(icon))
    if decision is Decision.RECRUIT:
        counts = state.territories[seat].resource_counts()
        held = ", ".join(terms.resource_count(words, k, n) for k, n in enumerate(counts) if n)
        detail = words(
            "turn-recruit-detail",
            resources=held or words("turn-recruit-none"),
            face_up=RECRUIT_BOARD_COST,
            any=RECRUIT_PILE_COST,
        )
        return _cave_card(state, seat, words("turn-recruit"), detail)
    if decision in (Decision.PAY, Decision.SETTLE) and state.recruit is not None:
        board = state.recruit.source == BOARD
        kind = terms.recruit_kind(state)
        title = terms.caveman(words, kind) if kind >= 0 else words("caveman")
        badge = sprite(caveman(kind, PICTURE)) if kind >= 0 else None
        if decision is Decision.PAY:
            cost = RECRUIT_BOARD_COST if board else RECRUIT_PILE_COST
            paid = state.paid.bit_count()
            detail = words("turn-pay-detail", paid=paid, cost=cost)
            return Card(seat, words("turn-pay", caveman=title), detail, PICTURE, PICTURE, badge)
        detail = words("turn-settle-detail")
        return Card(seat, words("turn-settle", caveman=title), detail, PICTURE, PICTURE, badge)
    return None


def _cave_card(state: OriginsState, seat: int, action: str, detail: str) -> Card:
    """The cave board's face-up tiles, numbered as `recruit board N` takes them."""
    size = 88
    kinds = list(state.cave_board)

    def cave_picture(img: Image.Image, x: int, y: int) -> None:
        draw = ImageDraw.Draw(img)
        for slot, kind in enumerate(kinds):
            left = x + slot * (size + 20)
            if kind < 0:
                draw.ellipse((left, y, left + size, y + size), outline=theme.GRID_LINE, width=3)
            else:
                badge = caveman(kind, size)
                img.paste(badge, (left, y), badge)
            text.draw(
                img,
                (left + size // 2, y + size + 20),
                str(slot + 1),
                size=parts.TEXT,
                bold=True,
                fill=theme.SOFT_INK,
                anchor="mm",
            )

    return Card(seat, action, detail, 4 * size + 60, size + 38, cave_picture)
