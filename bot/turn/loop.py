"""The path of a move after the click: play it, store it, then tell the mover and the channel.

Handlers translate a click into a move's text and call `commit`. Once a move is stored, nothing
that Discord does may undo it or make the bot say otherwise: `after_move` never raises, tells the
mover their move was stored, and leaves the channel's prompt or score sheet to the scheduler (a
deadline stored with the move) if Discord refused it.
"""

from __future__ import annotations

import discord

from bot.features import dynasty
from bot.i18n.languages import Languages
from bot.i18n.messages import plain_names, result
from bot.store import FINISH, Store
from bot.turn.announce import Announcer
from bot.turn.answers import acknowledge, respond
from bot.turn.outbox import attempt
from bot.turn.panels.pending import panel
from bot.turn.panels.showing import Panels
from bot.turn.session import Played, Sessions
from rules import final_scores


class TurnLoop:
    """Moves played by members (`commit`) and by anyone (`after_move`: the AI, the autopilot)."""

    def __init__(
        self, store: Store, sessions: Sessions, languages: Languages, panels: Panels, announcer: Announcer
    ) -> None:
        self.store = store
        self.sessions = sessions
        self.languages = languages
        self.panels = panels
        self.announcer = announcer

    async def commit(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int | None,
        move: str,
        *,
        edit: bool,
    ) -> None:
        """Play the member's `move` (its text, read once their seat is checked: `read_move`), then
        update their panel and the channel."""
        await acknowledge(interaction, edit=edit)
        played = await self.sessions.play(game_id, move, user_id=interaction.user.id, version=version)
        await self.after_move(played, interaction, edit=edit)

    async def after_move(
        self, played: Played, interaction: discord.Interaction | None, *, edit: bool
    ) -> None:
        """Tell the mover and the channel what the stored move did. Never raises: whatever Discord
        refuses is logged, the mover hears that their move is stored, and the scheduler posts the
        prompt or the score sheet later (their deadlines were stored with the move)."""
        state, row, seats = played.state, played.row, played.seats
        actor = None if interaction is None else interaction.user.id
        same_player = (
            actor is not None
            and not state.is_over
            and any(s.player == actor and s.seat == state.current_player() for s in seats)
        )
        if interaction is not None:
            await attempt("answer the mover", self._answer_mover(interaction, played, same_player, edit=edit))
        announcer = self.announcer
        if state.is_over:
            posted = await attempt("post the score sheet", announcer.finish(row, state, seats))
            if posted:
                await attempt(
                    "drop the score sheet's deadline", self.store.drop_deadline(row.id, FINISH, row.version)
                )
            self.sessions.forget(row.id)
            if posted and dynasty.next_options(row) is not None:
                await announcer.start_next(row)
        elif same_player:
            posted = True  # the prompt stays; its picture is refreshed if Discord lets us
            await attempt(
                "refresh the turn prompt", announcer.refresh_prompt(row, state, seats, played.prefs)
            )
        else:  # the prompt, once stored (bot.turn.prompts), drops its deadline in the same call
            posted = await attempt(
                "announce the turn", announcer.announce_turn(row, state, seats, played.prefs)
            )
        if not posted and interaction is not None:
            w = await self.languages.member_words(interaction, row)
            await attempt(
                "tell the mover the channel is behind",
                interaction.followup.send(w("stored_not_posted"), ephemeral=True),
            )

    async def _answer_mover(
        self, interaction: discord.Interaction, played: Played, same_player: bool, *, edit: bool
    ) -> None:
        """The mover's panel: the next step when they go on, else what their move did."""
        state, row, seats = played.state, played.row, played.seats
        w = await self.languages.member_words(interaction, row)
        if same_player:
            kwargs = await self.panels.message(panel(state, row.id, row.version, w), state, seats, w)
        else:
            names = plain_names(seats)
            if state.is_over:
                text = w("done_over", result=result([names[p] for p in final_scores(state).winners], w))
            else:
                text = w("done_turn", name=names[state.current_player()])
            kwargs = {"content": text, "view": None, "attachments": []}
        await respond(interaction, kwargs, edit=edit)


__all__ = ["TurnLoop"]
