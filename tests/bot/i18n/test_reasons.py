"""Refusals in the bot's words: the rules' reason code worded from the catalogue (lang/*/reasons.ftl),
terms and lists in the member's language, typed text shown as typed, never a wall of text."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import simcord.interactions

import lang
from bot.i18n.messages import REASON_LIMIT, reason
from lang import LANGUAGES, words
from rules import PLACE, ConfigError, IllegalAction, MalformedAction, Term, parse_action
from tests.bot.players import pending_member, play_until, start_game, state_of

EN = words("en")


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Members' Discord locales, by user id (others "en-US"): the language of their refusals."""
    chosen: dict[int, str] = {}
    real_payload = simcord.interactions.base_payload

    def payload(*args: Any, **kwargs: Any) -> Any:
        record, body = real_payload(*args, **kwargs)
        body["locale"] = chosen.get(kwargs["user_id"], "en-US")
        return record, body

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    return chosen


def said(result: Any) -> str:
    """The private sentence an interaction got (a reply, or a follow-up after a defer)."""
    assert result.ephemeral
    return str(result.followups[0].content if result.followups else result.response.content)


async def test_an_illegal_place_is_refused_in_the_catalogues_words(env: Any) -> None:
    """`/origins place` on the hut: the refusal is reason-placement-on-centre with the square,
    the worded direction and the hut; nothing is stored."""
    channel, members = await start_game(env, "discovery", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    game, _state, member = await pending_member(env, channel, members)
    result = await member.slash(channel, "origins place", square="G7", direction="right")
    words = {"square": "G7", "direction": EN("direction-right"), "taken": "G7", "centre": EN("centre-hut")}
    expected = EN("illegal", reason=EN("reason-placement-on-centre", **words))
    assert said(result) == expected == "G7 right: G7 is the hut"
    after, _ = await state_of(env, channel)
    assert after.version == game.version


async def test_a_classic_castle_is_named_a_castle(env: Any) -> None:
    """In classic Kingdomino the start tile in the way is the castle, not a hut."""
    channel, members = await start_game(env, "discovery", 2, game="classic")
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    _game, _state, member = await pending_member(env, channel, members)
    result = await member.slash(channel, "origins place", square="E5", direction="down")
    assert said(result) == "E5 down: E5 is the castle"


async def test_typed_garble_and_other_seats_are_refused_with_reasons(env: Any) -> None:
    """A move typed wrong gets the malformed sentence around its worded reason, quoted as typed;
    an off-board square its own reason."""
    channel, members = await start_game(env, "discovery", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    _game, _state, member = await pending_member(env, channel, members)
    garbled = await member.slash(channel, "origins act", move="place G7 sideways")
    assert said(garbled) == EN("malformed", reason=EN("reason-not-a-direction", text="'sideways'"))
    far = await member.slash(channel, "origins place", square="Z99", direction="up")
    assert said(far) == EN("illegal", reason=EN("reason-square-off-board", square="Z99", last="M13"))


async def test_a_game_the_box_cannot_play_is_refused_with_its_reason(env: Any) -> None:
    """`/origins new classic` with the Mighty Duel for 4 players: the ConfigError's reason,
    privately, and no game is created. (A number of players outside a game's own range is not
    offered at all; forged over the wire, it is refused the same way: tests/e2e/test_wire.py.)"""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann = guild.add_member(env.create_user("ann"))
    result = await ann.slash(channel, "origins new classic", players=4, mighty_duel=True)
    expected = EN("illegal", reason=EN("reason-config-two-players-only", option=EN("option-mighty-duel")))
    assert said(result) == expected == "Mighty Duel is an option of the two-player game."
    assert await env.bot.store.channel_game(channel.id) is None


def dutch(tmp_path: Path) -> lang.Words:
    """A catalogue whose words differ from English, to see which catalogue a reason is worded from."""
    (tmp_path / "reasons.ftl").write_text(
        "reasons-or = { $items } of { $last }\n"
        "reason-totem-to-tied = geef de { $resource }-totem aan speler { $players }\n"
        "reason-recruit-none-left = geen { $caveman } meer op de stapel\n"
        "reason-not-a-caveman = { $text } is geen holbewoner ({ $names })\n"
        "reason-fire-off-territory = { $square } ligt niet in je gebied\n"
        "resource-fish = vis\n"
        "caveman-warrior3 = Lomperik\n",
        encoding="utf-8",
    )
    return lang.Words("nl", [tmp_path / "reasons.ftl"])


def test_reasons_are_worded_in_the_words_given(tmp_path: Path) -> None:
    """Terms come from the given catalogue, an `or` list is joined with its `reasons-or`, a plain
    list with commas, typed text quoted as the rules quote it."""
    nl = dutch(tmp_path)
    tied = IllegalAction("totem-to-tied", resource=Term("resource", "fish"), players=(1, 3, 4))
    assert reason(tied, nl) == "geef de vis-totem aan speler 1, 3 of 4"
    assert reason(tied, EN) == "give the fish totem to player 1, 3 or 4"
    none_left = IllegalAction("recruit-none-left", caveman=Term("caveman", "warrior3"))
    assert (reason(none_left, nl), reason(none_left, EN)) == (
        "geen Lomperik meer op de stapel",
        "no Oafish warrior is left in the pile",
    )
    with pytest.raises(MalformedAction) as info:
        parse_action("recruit pile o'neil")
    assert reason(info.value, nl).startswith('"o\'neil" is geen holbewoner (hunter, fisher, ')


def test_a_reason_is_shown_as_typed_and_brief(tmp_path: Path) -> None:
    """Typed text cannot format or mention (markdown escaped), and a long typed text is cut to
    the refusal's limit."""
    with pytest.raises(MalformedAction) as info:
        parse_action("**bold** @everyone")
    shown = reason(info.value, EN)
    assert shown.startswith("'\\*\\*bold\\*\\*' is not an action")
    with pytest.raises(MalformedAction) as long:
        parse_action("x" * 1000)
    cut = reason(long.value, EN)
    assert len(cut) == REASON_LIMIT and cut.endswith("…")


def test_a_missing_wording_falls_back_to_the_rules_english(tmp_path: Path, logged_errors: Any) -> None:
    """A catalogue without the reason's message (a bug the catalogue tests catch) logs it, and the
    member still gets the rules' English sentence rather than nothing."""
    logged_errors.allow("no wording of")
    refused = IllegalAction("fire-already-burning", square="C3")
    assert reason(refused, dutch(tmp_path)) == "C3 already has fire on it"
    assert logged_errors.matching("no wording of IllegalAction")
    assert reason(ConfigError("config-seed"), EN) == "the seed must be an integer"
    assert reason(ValueError("not a rules error"), EN) == "not a rules error"


# --- what a member reads -----------------------------------------------------------------------

LIVE_MENTION = re.compile(r"@(everyone|here)|<@[!&]?\d+>")


def as_read(text: str) -> tuple[str, list[str]]:
    """A message as Discord shows it: the text read (escapes gone, zero-width spaces unseen) and
    its code spans. Fails on markdown that would format (* _ ~ | unescaped outside a code span),
    a code span left open, and a mention that would be live."""
    read: list[str] = []
    spans: list[str] = []
    code: str | None = None
    i = 0
    while i < len(text):
        c = text[i]
        if code is not None:  # in a code span Discord shows everything as it is, to the backtick
            if c == "`":
                spans.append(code)
                read.append(code)
                code = None
            else:
                code += c
        elif c == "\\" and i + 1 < len(text) and not text[i + 1].isalnum() and not text[i + 1].isspace():
            read.append(text[i + 1])
            i += 1
        elif c == "`":
            code = ""
        else:
            assert c not in "*_~|", f"{c!r} would format: {text!r}"
            read.append(c)
        i += 1
    assert code is None, f"a code span left open: {text!r}"
    assert not LIVE_MENTION.search(text), text
    return "".join(read).replace("\u200b", ""), spans


def meant(w: lang.Words, kind: str, code: str, typed: dict[str, str], **fields: Any) -> tuple[str, list[str]]:
    """What a refusal should read: the catalogue's sentence (`kind` around `reason-<code>`) with
    the `typed` values exactly as typed, and the catalogue's own code spans."""
    template = w(kind, reason=w(f"reason-{code}", **{name: f"\x00{name}\x00" for name in typed}, **fields))
    spans = re.findall(r"`([^`]*)`", template)

    def filled(text: str) -> str:
        return re.sub("\x00(\\w+)\x00", lambda mark: typed[mark[1]], text)

    return filled(template.replace("`", "")), [filled(span) for span in spans]


HOSTILE = "**W23** `x` _y_ ~~z~~ ||s|| @everyone @here"


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_refusal_shows_what_was_typed_as_typed_and_keeps_its_own_formatting(
    env: Any, locales: dict[int, str], language: str
) -> None:
    """`/origins act move:gain W23` at the variant's initial draft: the move reads as a code span,
    as the catalogue writes it (not raw backticks), beside a domino of the first line to pick. A
    move typed with markdown and mentions reads literally, formats nothing and pings nobody,
    while the catalogue's `gain SQUARE` is still a code span. In each language."""
    channel, members = await start_game(env, "discovery", 3, game="resources")
    game, state, member = await pending_member(env, channel, members)
    locales[member.id] = language
    w = words(language)
    refused = await member.slash(channel, "origins act", move="gain W23")
    example = f"pick {state.next_line[0]}"
    assert as_read(said(refused)) == meant(
        w, "illegal", "expected-first-pick", {"action": "gain W23"}, example=example
    )
    assert as_read(said(refused))[1] == ["gain W23", example]
    typed = f"gain {HOSTILE} <@{members[1].id}>"
    garbled = await member.slash(channel, "origins act", move=typed)
    assert as_read(said(garbled)) == meant(
        w, "malformed", "usage", {"text": repr(typed)}, usage="gain SQUARE"
    )
    assert as_read(said(garbled))[1] == ["gain SQUARE"]
    after, _ = await state_of(env, channel)
    assert after.version == game.version


@pytest.mark.parametrize("language", LANGUAGES)
def test_typed_values_are_made_safe_where_they_land(language: str) -> None:
    """Worded without Discord: typed text outside the catalogue's code spans is escaped (once),
    the catalogue's spans keep their backticks; a list of typed names is escaped too."""
    w = words(language)
    with pytest.raises(MalformedAction) as usage:
        parse_action(f"gain {HOSTILE}")
    read, spans = as_read(reason(usage.value, w))
    assert repr(f"gain {HOSTILE}") in read and spans == ["gain SQUARE"]
    keys = ConfigError("config-unknown-keys", keys=("**x**", "_y_", "@everyone"))
    read, spans = as_read(reason(keys, w))
    assert "**x**, _y_, @everyone" in read and spans == []
