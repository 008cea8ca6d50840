"""A small fake Discord on loopback, for end-to-end tests of the real discord.py over the wire.

An aiohttp web app on 127.0.0.1 (an ephemeral port) that speaks just enough of Discord's REST API
(v10) and gateway for an unmodified discord.py client to log in, connect, sync its application
commands, receive interactions, answer them, and post messages with file uploads. It holds one bot
user, one application, one guild with one text channel (`channel_id`; more with `add_server`), and
the members given to the constructor. The test plays Discord's part: `slash`, `click` and `choose` dispatch
INTERACTION_CREATE over the websocket; everything the bot sends is recorded (`calls`, `messages`,
`commands`) and `wait_for` waits for a recorded request.

Served: `GET /users/@me`, `GET /oauth2/applications/@me`, `GET /gateway[/bot]`, the list and bulk
overwrite of global and guild commands (`GET`/`PUT /applications/{app}[/guilds/{guild}]/commands`;
another guild is refused with 403 Missing Access, as Discord does when the bot is not in it),
interaction callbacks (types 4, 5, 6, 7; JSON or multipart), followups (`POST
/webhooks/{app}/{token}`, the first one after a deferral filling in the "thinking" message, as
Discord does), `GET`/`PATCH /webhooks/{app}/{token}/messages/{@original|id}`, `GET /channels/{id}`,
`POST /channels/{id}/typing`, `POST`, `GET` and `PATCH` on `/channels/{id}/messages[/{id}]`, and
`POST /channels/{id}/threads` (a public thread of the text channel, without a starter message:
answered with the thread, announced by THREAD_CREATE, a "thread created" notice left in the
channel as Discord leaves one); every channel route serves the channel and its threads alike. The
gateway (`/gateway`): HELLO, heartbeat ACKs, IDENTIFY (token checked) answered by READY and
GUILD_CREATE, then whatever the test dispatches; frames are zlib-stream compressed when the client
asks for it (discord.py does). `drop_gateway` cuts every connection (close code 4000) and holds the
HELLO of new ones until `restore_gateway`; a RESUME of a session it gave is answered by RESUMED.

To point discord.py at it, patch two class attributes for the test: `discord.http.Route.BASE`
(`api_base`) and `discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY` (`gateway_url`): a non-sharded
discord.py 2.x client dials the default gateway directly and never asks `GET /gateway/bot`.

The permissions an interaction carries (the member's, and the bot's as `app_permissions`) are
`permissions`: by default View Channel, Send Messages, Embed Links, Attach Files, Read Message
History and Use Application Commands (no thread permission: the bot plays in the channel itself);
`THREAD_PERMISSIONS` adds Create Public Threads and Send Messages in Threads. An interaction comes
from the channel of the message clicked, or the `channel_id` given to `slash` (a thread).

Servers and shards: the first server is `guild_id` with its text channel `channel_id`;
`add_server` adds another (its own text channel, the same members), in a given shard if asked.
Each gateway connection may IDENTIFY with a shard `[id, count]` (discord.py's AutoShardedClient
opens one per shard): its READY lists, and its GUILD_CREATEs carry, the servers of its shard only
(`(guild_id >> 22) % count == id`), and every event of a server (an interaction, a new thread) is
dispatched on the connection of that server's shard; an event of no server goes to shard 0. A
connection without a shard is every server's. `connections` lists the ones open now.

Not done: rate limits (no X-RateLimit headers, never a 429), permission checks (everything is
allowed), archived and private threads, replaying missed events on RESUME, intents, any other
gateway event (no MESSAGE_CREATE for the bot's own messages), mention parsing, autocomplete and
modals, CDN downloads of attachments (their bytes are in the recorded calls). Anything else, and any
request the fake must refuse (unknown route, unknown interaction, second acknowledgement, wrong
token), answers an error and is logged and appended to `problems`: a test asserts that list is
empty, so nothing is answered silently.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import re
import struct
import time
import zlib
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import BodyPartReader, WSMsgType, web

from tests.patience import PATIENCE

log = logging.getLogger(__name__)

JSON = dict[str, Any]
Handler = Callable[[web.Request, "Call"], Awaitable[web.Response]]
API = "/api/v10"
TOKEN = "fake-token"
DISCORD_EPOCH = 1420070400000
EPHEMERAL, LOADING = 1 << 6, 1 << 7
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# view channel, send messages, embed links, attach files, read history, use application commands
PERMISSIONS = str((1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31))
# ...and create public threads, send messages in threads
THREAD_PERMISSIONS = str(int(PERMISSIONS) | (1 << 35) | (1 << 38))
PUBLIC_THREAD, THREAD_CREATED = 11, 18  # a channel type, a message type
ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)  # minutes


def _now() -> str:
    return datetime.now(UTC).isoformat()


@dataclass(frozen=True)
class Upload:
    """One file part of a multipart request."""

    field: str  # "files[0]"
    filename: str
    content_type: str
    data: bytes


@dataclass
class Call:
    """One REST request the bot made: `path` without the /api/v10 prefix, `body` the JSON payload."""

    method: str
    path: str
    query: dict[str, str]
    body: Any = None
    uploads: list[Upload] = field(default_factory=list)


@dataclass(frozen=True)
class Server:
    """A guild with one text channel."""

    guild_id: int
    channel_id: int


@dataclass
class Connection:
    """One gateway connection of the client: its shard once identified ([id, count]; None: all)."""

    ws: web.WebSocketResponse
    zlib: Any  # a zlib compress object while the client wants zlib-stream
    shard: tuple[int, int] | None = None
    identified: bool = False
    seq: int = 0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    def serves(self, guild_id: int) -> bool:
        return self.shard is None or (guild_id >> 22) % self.shard[1] == self.shard[0]


@dataclass(frozen=True)
class User:
    id: int
    name: str
    bot: bool = False
    locale: str = "en-US"  # the member's Discord language, sent with each of their interactions

    @property
    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
        }

    @property
    def member(self) -> JSON:
        return {"user": self.payload, "roles": [], "joined_at": _now(), "flags": 0}


class FakeDiscord:
    def __init__(self, members: Iterable[str] = (), *, locales: dict[str, str] | None = None) -> None:
        """`locales`: a member's Discord language by name ("nl", "it"; others "en-US")."""
        self._ids = itertools.count(1)
        self.app_id, self.guild_id, self.channel_id = self.new_id(), self.new_id(), self.new_id()
        self.bot_user = User(self.new_id(), "Origins", bot=True)
        chosen = locales or {}
        self.members = [User(self.new_id(), name, locale=chosen.get(name, "en-US")) for name in members]
        self.guild_locale = "en-US"  # the server's preferred locale
        self.calls: list[Call] = []
        self.problems: list[str] = []
        self.commands: dict[int | None, list[JSON]] = {}  # by guild id; None: global
        self.messages: dict[int, JSON] = {}
        self.threads: dict[int, JSON] = {}  # by id: the threads of the channel
        self.permissions = PERMISSIONS  # what interactions carry for the member and the bot
        self.interactions: dict[str, JSON] = {}  # by token: what was dispatched
        self.originals: dict[str, int] = {}  # by token: the original response's message id
        self.servers = [Server(self.guild_id, self.channel_id)]
        self.gateway_query: dict[str, str] = {}  # of the client's latest gateway connection
        self.identify: JSON | None = None  # the client's latest IDENTIFY payload
        self.identifies: list[JSON] = []  # every IDENTIFY payload, in order
        self.connections: list[Connection] = []  # the gateway connections open now
        self.heartbeats = 0
        self.sessions: dict[str, tuple[int, int] | None] = {}  # by session id: the shard it identified
        self.resumes: list[JSON] = []  # every RESUME payload, in order
        self._gateway_up = asyncio.Event()  # cleared: new gateway connections wait for their HELLO
        self._gateway_up.set()
        self.refuse_command_list = False  # GET .../commands answers 403 (a test of the bot's fallback)
        self.refuse_posts = 0  # the next N channel posts answer 403 Missing Permissions (an outage test)
        # The most servers one gateway connection may serve (Discord's: 2,500): more closes it
        # with 4011, "Sharding required". None: no limit.
        self.servers_per_shard: int | None = None
        self.port = 0
        self._changed = asyncio.Event()
        self._runner: web.AppRunner | None = None

        messages, webhook = r"/channels/{channel:\d+}/messages", "/webhooks/{app}/{token}"
        routes: list[tuple[str, str, Handler]] = [
            ("GET", "/users/@me", self._me),
            ("GET", "/oauth2/applications/@me", self._application),
            ("GET", "/gateway", self._gateway_url),
            ("GET", "/gateway/bot", self._gateway_url),
            ("GET", "/applications/{app}/commands", self._get_commands),
            ("GET", "/applications/{app}/guilds/{guild}/commands", self._get_commands),
            ("PUT", "/applications/{app}/commands", self._put_commands),
            ("PUT", "/applications/{app}/guilds/{guild}/commands", self._put_commands),
            ("POST", "/interactions/{id}/{token}/callback", self._callback),
            ("POST", webhook, self._followup),
            ("GET", webhook + r"/messages/{message:@original|\d+}", self._webhook_message),
            ("PATCH", webhook + r"/messages/{message:@original|\d+}", self._webhook_message),
            ("GET", r"/channels/{channel:\d+}", self._channel),
            ("POST", r"/channels/{channel:\d+}/typing", self._typing),
            ("POST", r"/channels/{channel:\d+}/threads", self._create_thread),
            ("POST", messages, self._post_message),
            ("GET", messages, self._history),
            ("GET", messages + r"/{message:\d+}", self._channel_message),
            ("PATCH", messages + r"/{message:\d+}", self._channel_message),
        ]
        self.app = web.Application()
        self.app.add_routes([web.route(m, API + path, self._served(h)) for m, path, h in routes])
        self.app.add_routes([web.get("/gateway", self._gateway)])
        self.app.add_routes([web.route("*", "/{tail:.*}", self._served(self._unknown))])  # the rest

    # --- for the test -----------------------------------------------------------------------

    async def start(self) -> None:
        self._runner = web.AppRunner(self.app, shutdown_timeout=1.0, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", 0).start()
        self.port = self._runner.addresses[0][1]

    async def close(self) -> None:
        for connection in list(self.connections):
            await connection.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def drop_gateway(self, shard: tuple[int, int] | None = None) -> None:
        """Cut every gateway connection (or only that of `shard`) as Discord does on a restart
        (close code 4000: the client resumes), and keep new ones waiting for their HELLO until
        `restore_gateway`."""
        self._gateway_up.clear()
        for connection in [c for c in self.connections if shard is None or c.shard == shard]:
            await connection.ws.close(code=4000, message=b"Unknown error.")

    def restore_gateway(self) -> None:
        """The waiting gateway connections get their HELLO, and resume."""
        self._gateway_up.set()

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}{API}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def new_id(self) -> int:
        return ((int(time.time() * 1000) - DISCORD_EPOCH) << 22) | next(self._ids)

    async def wait_for(self, predicate: Callable[[Call], bool], *, timeout: float = PATIENCE) -> Call:
        """The first recorded request (past or future) that `predicate` accepts."""

        async def scan() -> Call:
            seen = 0
            while True:
                for call in self.calls[seen:]:
                    if predicate(call):
                        return call
                seen = len(self.calls)
                self._changed.clear()
                await self._changed.wait()

        try:
            return await asyncio.wait_for(scan(), timeout)
        except TimeoutError:
            seen = [f"{c.method} {c.path}" for c in self.calls[-5:]]
            raise AssertionError(
                f"no such request in {timeout} s; last: {seen}; problems: {self.problems}"
            ) from None

    async def callback(self, interaction: JSON, *, timeout: float = PATIENCE) -> Call:
        """The bot's answer (the interaction callback) to an interaction the test dispatched."""
        path = f"/interactions/{interaction['id']}/{interaction['token']}/callback"
        return await self.wait_for(lambda c: c.method == "POST" and c.path == path, timeout=timeout)

    def add_server(self, *, shard: tuple[int, int] | None = None) -> Server:
        """Another server (guild) with a text channel of its own and the same members; `shard`
        ([id, count]): its id is one Discord routes to that shard."""
        guild_id = self.new_id()
        if shard is not None:
            moment = guild_id >> 22
            moment += (shard[0] - moment) % shard[1]
            guild_id = moment << 22 | next(self._ids)
        server = Server(guild_id, self.new_id())
        self.servers.append(server)
        return server

    def connection_of(self, guild_id: int | None) -> Connection:
        """The identified connection a server's events go to (no server: shard 0's)."""
        for connection in self.connections:
            if not connection.identified:
                continue
            if guild_id is None and (connection.shard is None or connection.shard[0] == 0):
                return connection
            if guild_id is not None and connection.serves(guild_id):
                return connection
        raise RuntimeError(f"no client connection serves server {guild_id}")

    async def dispatch(self, event: str, data: JSON) -> None:
        """Send a gateway DISPATCH (op 0) on the connection of the event's server's shard."""
        guild = data.get("guild_id")
        await self._dispatch_on(self.connection_of(None if guild is None else int(guild)), event, data)

    async def _dispatch_on(self, connection: Connection, event: str, data: JSON) -> None:
        connection.seq += 1
        await self._send(connection, {"op": 0, "t": event, "s": connection.seq, "d": data})

    async def slash(
        self, user: User, command: str, subcommand: str, *, channel_id: int | None = None, **options: Any
    ) -> JSON:
        """`/command subcommand options…` typed by `user` in the channel (or the thread
        `channel_id`), built from what the bot synced; `subcommand` may be a path through a group
        of subcommands ("new classic"). Values are sent as typed: Discord's own checks of a
        number's range are not faked (a forged interaction can carry any)."""
        synced = [c for cs in self.commands.values() for c in cs if c["name"] == command]
        assert synced, f"/{command} was never synced"
        definition = synced[0]
        *groups, leaf = subcommand.split()
        level = definition
        for name in groups:  # a subcommand group (type 2)
            level = next(o for o in level.get("options", []) if o["name"] == name and o["type"] == 2)
        sub = next(o for o in level.get("options", []) if o["name"] == leaf and o["type"] == 1)
        types = {o["name"]: o["type"] for o in sub.get("options", [])}
        assert set(options) <= set(types), f"/{command} {subcommand} has no {set(options) - set(types)}"
        assert {types[k] for k in options} <= {3, 4, 5, 10}, "only string/int/bool/number options are faked"
        values = [{"name": k, "type": types[k], "value": v} for k, v in options.items()]
        nested: JSON = {"name": leaf, "type": 1, "options": values}
        for name in reversed(groups):
            nested = {"name": name, "type": 2, "options": [nested]}
        data = {"id": definition["id"], "name": command, "type": 1, "options": [nested]}
        if definition.get("guild_id"):
            data["guild_id"] = definition["guild_id"]
        return await self._interact(2, user, data, channel_id=channel_id or self.channel_id)

    async def click(self, user: User, message_id: int, custom_id: str) -> JSON:
        """`user` presses the button `custom_id` of a message as the fake holds it now."""
        message = self._component(message_id, custom_id, 2)
        data = {"custom_id": custom_id, "component_type": 2}
        return await self._interact(3, user, data, channel_id=int(message["channel_id"]), message=message)

    async def choose(self, user: User, message_id: int, custom_id: str, *values: str) -> JSON:
        """`user` picks `values` in the string select `custom_id` of a message as the fake holds it now."""
        message = self._component(message_id, custom_id, 3)
        select = next(
            c for row in message["components"] for c in row["components"] if c.get("custom_id") == custom_id
        )
        offered = [o["value"] for o in select.get("options", [])]
        assert set(values) <= set(offered), f"{custom_id!r} offers {offered}, not {values}"
        data = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        return await self._interact(3, user, data, channel_id=int(message["channel_id"]), message=message)

    def _component(self, message_id: int, custom_id: str, kind: int) -> JSON:
        message = self.messages[message_id]
        present = [
            c.get("custom_id")
            for row in message["components"]
            for c in row.get("components", [])
            if c["type"] == kind
        ]
        assert custom_id in present, f"no component {custom_id!r} of type {kind} on {message_id}: {present}"
        return message

    # --- payloads ---------------------------------------------------------------------------

    @property
    def channel(self) -> JSON:
        """The first server's text channel."""
        return self._text_channel(self.servers[0])

    def _text_channel(self, server: Server) -> JSON:
        return {
            "id": str(server.channel_id),
            "type": 0,
            "guild_id": str(server.guild_id),
            "name": "origins",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "rate_limit_per_user": 0,
        }

    def _guild(self, server: Server) -> JSON:
        everyone = {
            "id": str(server.guild_id),
            "name": "@everyone",
            "permissions": PERMISSIONS,
            "position": 0,
        }
        return {
            "id": str(server.guild_id),
            "name": "Fake guild",
            "owner_id": str(self.members[0].id if self.members else self.bot_user.id),
            "unavailable": False,
            "member_count": 1 + len(self.members),
            "large": False,
            "joined_at": _now(),
            "roles": [everyone],
            "channels": [self._text_channel(server)],
            "members": [u.member for u in (self.bot_user, *self.members)],
            "threads": [],
            "features": [],
            "emojis": [],
            "stickers": [],
        }

    def _place(self, channel_id: int) -> JSON | None:
        """A server's text channel, or one of its threads, by id."""
        for server in self.servers:
            if channel_id == server.channel_id:
                return self._text_channel(server)
        return self.threads.get(channel_id)

    async def _interact(
        self, kind: int, user: User, data: JSON, *, channel_id: int, message: JSON | None = None
    ) -> JSON:
        interaction_id = self.new_id()
        channel = self._place(channel_id)
        assert channel is not None, f"no channel or thread {channel_id}"
        guild_id = channel["guild_id"]
        payload: JSON = {
            "id": str(interaction_id),
            "application_id": str(self.app_id),
            "type": kind,
            "token": f"interaction-token-{interaction_id}",
            "version": 1,
            "guild_id": guild_id,
            "channel_id": str(channel_id),
            "channel": channel,
            "member": {**user.member, "permissions": self.permissions},
            "data": data,
            "locale": user.locale,
            "guild_locale": self.guild_locale,
            "app_permissions": self.permissions,
            "attachment_size_limit": 10 * 1024 * 1024,
            "entitlements": [],
            "authorizing_integration_owners": {"0": guild_id},
            "context": 0,
        }
        if message is not None:
            payload["message"] = message
        self.interactions[payload["token"]] = payload
        await self.dispatch("INTERACTION_CREATE", payload)
        return payload

    def _new_message(self, channel_id: int, body: JSON, uploads: list[Upload], **extra: Any) -> JSON:
        place = self._place(channel_id)
        message: JSON = {
            "id": str(self.new_id()),
            "channel_id": str(channel_id),
            "guild_id": str(self.guild_id) if place is None else place["guild_id"],
            "author": self.bot_user.payload,
            "content": "",
            "timestamp": _now(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "components": [],
            "pinned": False,
            "type": 0,
            "flags": body.get("flags") or 0,
            **extra,
        }
        self._apply(message, body, uploads)
        self.messages[int(message["id"])] = message
        return message

    def _apply(self, message: JSON, body: JSON, uploads: list[Upload]) -> None:
        """Write a create or edit payload (and its files) into a stored message."""
        for key, empty in (("content", ""), ("components", []), ("embeds", [])):
            if key in body:
                message[key] = body[key] if body[key] is not None else empty
        if "attachments" not in body and not uploads:
            return
        by_field = {u.field: u for u in uploads}
        listed = body.get("attachments") or [{"id": u.field[6:-1]} for u in uploads]
        kept: list[JSON] = []
        for entry in listed:
            upload = by_field.get(f"files[{entry['id']}]")
            if upload is None:  # an attachment the message already has, kept by its id
                kept.extend(a for a in message["attachments"] if a["id"] == str(entry["id"]))
            else:
                kept.append(self._attachment(upload, entry.get("description")))
        message["attachments"] = kept

    def _attachment(self, upload: Upload, description: str | None) -> JSON:
        attachment_id = self.new_id()
        url = f"http://127.0.0.1:{self.port}/attachments/{attachment_id}/{upload.filename}"
        attachment: JSON = {
            "id": str(attachment_id),
            "filename": upload.filename,
            "size": len(upload.data),
            "url": url,
            "proxy_url": url,
            "content_type": "image/png" if upload.data.startswith(PNG_SIGNATURE) else upload.content_type,
        }
        if description is not None:
            attachment["description"] = description
        if upload.data.startswith(PNG_SIGNATURE):
            attachment["width"], attachment["height"] = struct.unpack(">II", upload.data[16:24])
        return attachment

    # --- REST -------------------------------------------------------------------------------

    def _served(self, handler: Handler) -> Callable[[web.Request], Awaitable[web.Response]]:
        """`handler` behind the checks every REST route shares; the request is recorded as a Call."""

        async def serve(request: web.Request) -> web.Response:
            call = Call(request.method, request.path.removeprefix(API), dict(request.query))
            call.body, call.uploads = await _read_body(request)
            by_token = call.path.startswith(("/interactions/", "/webhooks/"))  # the token is in the path
            try:
                if not by_token and request.headers.get("Authorization") != f"Bot {TOKEN}":
                    return self._refuse(request, 401, 0, "401: Unauthorized")
                return await handler(request, call)
            except Exception as exc:  # a bug here, or a payload it cannot read: never a 500 (retried)
                log.exception("fake Discord failed on %s %s", request.method, request.path)
                return self._refuse(request, 400, 50035, f"the fake Discord failed: {exc!r}")
            finally:
                self.calls.append(call)
                self._changed.set()

        return serve

    def _refuse(self, request: web.Request, status: int, code: int, message: str) -> web.Response:
        problem = f"{request.method} {request.path_qs} -> {status} {message}"
        log.error("fake Discord refused: %s", problem)
        self.problems.append(problem)
        return _json({"message": message, "code": code}, status=status)

    async def _unknown(self, request: web.Request, call: Call) -> web.Response:
        return self._refuse(request, 404, 0, "not served by the fake Discord")

    async def _me(self, request: web.Request, call: Call) -> web.Response:
        return _json({**self.bot_user.payload, "verified": True, "mfa_enabled": False, "flags": 0})

    async def _application(self, request: web.Request, call: Call) -> web.Response:
        return _json(
            {
                "id": str(self.app_id),
                "name": "Origins",
                "description": "",
                "icon": None,
                "bot_public": False,
                "bot_require_code_grant": False,
                "owner": self.members[0].payload if self.members else self.bot_user.payload,
                "verify_key": "0" * 64,
                "flags": 0,
                "bot": self.bot_user.payload,
            }
        )

    async def _gateway_url(self, request: web.Request, call: Call) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return _json({"url": self.gateway_url, "shards": 1, "session_start_limit": limit})

    def _commands_refusal(self, request: web.Request) -> web.Response | None:
        if request.match_info["app"] != str(self.app_id):
            return self._refuse(request, 404, 10002, "Unknown Application")
        if request.match_info.get("guild") not in (None, *(str(s.guild_id) for s in self.servers)):
            # what Discord answers for a server the bot is not in
            return self._refuse(request, 403, 50001, "Missing Access")
        return None

    async def _get_commands(self, request: web.Request, call: Call) -> web.Response:
        refusal = self._commands_refusal(request)
        if refusal is not None:
            return refusal
        if self.refuse_command_list:
            return self._refuse(request, 403, 50001, "Missing Access")
        guild = request.match_info.get("guild")
        return _json(self.commands.get(None if guild is None else int(guild), []))

    async def _put_commands(self, request: web.Request, call: Call) -> web.Response:
        refusal = self._commands_refusal(request)
        if refusal is not None:
            return refusal
        guild = request.match_info.get("guild")
        invalid = [problem for command in call.body for problem in _localisation_problems(command)]
        if invalid:  # Discord refuses the whole overwrite: 400, Invalid Form Body
            self.problems.extend(invalid)
            return self._refuse(request, 400, 50035, "Invalid Form Body")
        stored = []
        for command in call.body:
            entry = {"id": str(self.new_id()), "application_id": str(self.app_id), "version": "1", **command}
            entry.setdefault("type", 1)
            if guild is not None:
                entry["guild_id"] = guild
            stored.append(entry)
        self.commands[None if guild is None else int(guild)] = stored
        return _json(stored)

    async def _callback(self, request: web.Request, call: Call) -> web.Response:
        token = request.match_info["token"]
        interaction = self.interactions.get(token)
        if interaction is None or interaction["id"] != request.match_info["id"]:
            return self._refuse(request, 404, 10062, "Unknown interaction")
        if token in self.originals:
            return self._refuse(request, 400, 40060, "Interaction has already been acknowledged.")
        kind, data = call.body.get("type"), call.body.get("data") or {}
        channel, reply_type = int(interaction["channel_id"]), 20 if interaction["type"] == 2 else 0
        extra = {"webhook_id": str(self.app_id), "application_id": str(self.app_id), "type": reply_type}
        if kind == 4:  # a message
            message = self._new_message(channel, data, call.uploads, **extra)
        elif kind == 5:  # deferred message: "thinking…" until edited or followed up
            message = self._new_message(channel, {"flags": (data.get("flags") or 0) | LOADING}, [], **extra)
        elif kind in (6, 7) and "message" in interaction:  # deferred update / update of the clicked message
            message = self.messages[int(interaction["message"]["id"])]
            if kind == 7:
                self._apply(message, data, call.uploads)
                message["edited_timestamp"] = _now()
        else:
            return self._refuse(request, 400, 50035, f"callback type {kind} is not faked")
        self.originals[token] = int(message["id"])
        if "with_response" not in request.query:
            return web.Response(status=204)
        loading, ephemeral = bool(message["flags"] & LOADING), bool(message["flags"] & EPHEMERAL)
        return _json(
            {
                "interaction": {
                    "id": interaction["id"],
                    "type": interaction["type"],
                    "response_message_id": message["id"],
                    "response_message_loading": loading,
                    "response_message_ephemeral": ephemeral,
                },
                "resource": {"type": kind, "message": message},
            }
        )

    def _webhook(self, request: web.Request) -> JSON | None:
        token = request.match_info["token"]
        interaction = self.interactions.get(token)
        if request.match_info["app"] != str(self.app_id) or token not in self.originals:
            return None  # not this application, or not acknowledged yet
        return interaction

    async def _followup(self, request: web.Request, call: Call) -> web.Response:
        interaction = self._webhook(request)
        if interaction is None:
            return self._refuse(request, 404, 10015, "Unknown Webhook")
        original = self.messages[self.originals[interaction["token"]]]
        if original["flags"] & LOADING:  # the first followup after a deferral replaces "thinking…"
            original["flags"] &= ~LOADING
            self._apply(original, call.body, call.uploads)
            message = original
        else:
            extra = {"webhook_id": str(self.app_id), "application_id": str(self.app_id)}
            message = self._new_message(int(interaction["channel_id"]), call.body, call.uploads, **extra)
        if request.query.get("wait") not in ("1", "true", "True"):
            return web.Response(status=204)
        return _json(message)

    async def _webhook_message(self, request: web.Request, call: Call) -> web.Response:
        interaction = self._webhook(request)
        if interaction is None:
            return self._refuse(request, 404, 10015, "Unknown Webhook")
        wanted = request.match_info["message"]
        message_id = self.originals[interaction["token"]] if wanted == "@original" else int(wanted)
        return self._read_or_edit(request, call, message_id, int(interaction["channel_id"]))

    async def _channel(self, request: web.Request, call: Call) -> web.Response:
        place = self._place(int(request.match_info["channel"]))
        if place is None:
            return self._refuse(request, 404, 10003, "Unknown Channel")
        return _json(place)

    async def _typing(self, request: web.Request, call: Call) -> web.Response:
        if self._place(int(request.match_info["channel"])) is None:
            return self._refuse(request, 404, 10003, "Unknown Channel")
        return web.Response(status=204)

    async def _post_message(self, request: web.Request, call: Call) -> web.Response:
        channel_id = int(request.match_info["channel"])
        if self._place(channel_id) is None:
            return self._refuse(request, 404, 10003, "Unknown Channel")
        if self.refuse_posts > 0:
            self.refuse_posts -= 1
            return self._refuse(request, 403, 50013, "Missing Permissions")
        thread = self.threads.get(channel_id)
        if thread is not None:
            thread["message_count"] += 1
            thread["total_message_sent"] += 1
        return _json(self._new_message(channel_id, call.body, call.uploads))

    async def _history(self, request: web.Request, call: Call) -> web.Response:
        """A channel's latest messages, newest first (`limit`, and `before` a message id)."""
        channel_id = int(request.match_info["channel"])
        if self._place(channel_id) is None:
            return self._refuse(request, 404, 10003, "Unknown Channel")
        limit = min(int(call.query.get("limit", 50)), 100)
        before = int(call.query.get("before", 1 << 64))
        found = [
            m
            for i, m in sorted(self.messages.items(), reverse=True)
            if m["channel_id"] == str(channel_id) and i < before
        ]
        return _json(found[:limit])

    async def _create_thread(self, request: web.Request, call: Call) -> web.Response:
        """A public thread of the text channel without a starter message (Discord: Start Thread
        without Message)."""
        server = next((s for s in self.servers if request.match_info["channel"] == str(s.channel_id)), None)
        if server is None:  # no thread of a thread
            return self._refuse(request, 404, 10003, "Unknown Channel")
        body = call.body or {}
        name, duration = str(body.get("name", "")), body.get("auto_archive_duration", 4320)
        if not 1 <= len(name) <= 100 or duration not in ARCHIVE_DURATIONS:
            return self._refuse(request, 400, 50035, f"Invalid Form Body: {body}")
        if body.get("type") != PUBLIC_THREAD:  # without it Discord makes a private thread
            return self._refuse(
                request, 400, 50035, f"only public threads are faked, not type {body.get('type')}"
            )
        now, thread_id = _now(), self.new_id()
        me = {"id": str(thread_id), "user_id": str(self.bot_user.id), "join_timestamp": now, "flags": 0}
        thread: JSON = {
            "id": str(thread_id),
            "type": PUBLIC_THREAD,
            "guild_id": str(server.guild_id),
            "parent_id": str(server.channel_id),
            "owner_id": str(self.bot_user.id),
            "name": name,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": 1,
            "total_message_sent": 0,
            "flags": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": duration,
                "archive_timestamp": now,
                "locked": False,
                "create_timestamp": now,
            },
        }
        self.threads[thread_id] = thread
        # Discord leaves a notice in the channel, and tells the creator's client of its new thread.
        self._new_message(server.channel_id, {"content": name}, [], type=THREAD_CREATED)
        await self.dispatch("THREAD_CREATE", {**thread, "member": me, "newly_created": True})
        return _json({**thread, "member": me})

    async def _channel_message(self, request: web.Request, call: Call) -> web.Response:
        info = request.match_info
        return self._read_or_edit(request, call, int(info["message"]), int(info["channel"]))

    def _read_or_edit(self, request: web.Request, call: Call, message_id: int, channel: int) -> web.Response:
        message = self.messages.get(message_id)
        if message is None or message["channel_id"] != str(channel):
            return self._refuse(request, 404, 10008, "Unknown Message")
        if request.method == "PATCH":
            self._apply(message, call.body, call.uploads)
            message["flags"] &= ~LOADING
            message["edited_timestamp"] = _now()
        return _json(message)

    # --- gateway ----------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self.gateway_query = dict(request.query)
        compress = request.query.get("compress")
        if compress not in (None, "zlib-stream") or request.query.get("encoding", "json") != "json":
            self.problems.append(f"gateway query not faked: {dict(request.query)}")
            await ws.close(code=4000)
            return ws
        await self._gateway_up.wait()
        connection = Connection(ws, zlib.compressobj() if compress else None)
        self.connections.append(connection)
        try:
            await self._send(connection, {"op": 10, "s": None, "t": None, "d": {"heartbeat_interval": 41250}})
            async for frame in ws:
                if frame.type is not WSMsgType.TEXT:
                    self.problems.append(f"gateway frame not faked: {frame.type!r}")
                    continue
                message = json.loads(frame.data)
                if message["op"] == 1:  # heartbeat
                    self.heartbeats += 1
                    await self._send(connection, {"op": 11, "s": None, "t": None, "d": None})
                elif message["op"] == 2:  # identify
                    await self._identify(connection, message["d"])
                elif message["op"] == 6:  # resume
                    await self._resume(connection, message["d"])
                else:
                    self.problems.append(f"gateway op not faked: {message['op']}")
        finally:
            self.connections.remove(connection)
        return ws

    async def _identify(self, connection: Connection, identify: JSON) -> None:
        self.identify = identify
        self.identifies.append(identify)
        if identify.get("token") != TOKEN:
            self.problems.append("IDENTIFY with a wrong token")
            await connection.ws.close(code=4004, message=b"Authentication failed.")
            return
        shard = identify.get("shard")
        if shard is not None:
            shard_id, count = shard
            others = {c.shard[1] for c in self.connections if c.identified and c.shard is not None}
            if (
                not 0 <= shard_id < count
                or others - {count}
                or any(c.identified and c.shard == (shard_id, count) for c in self.connections)
            ):
                self.problems.append(f"IDENTIFY with a bad or second shard {shard}")
                await connection.ws.close(code=4010, message=b"Invalid shard.")
                return
            connection.shard = (shard_id, count)
        mine = [server for server in self.servers if connection.serves(server.guild_id)]
        if self.servers_per_shard is not None and len(mine) > self.servers_per_shard:
            await connection.ws.close(code=4011, message=b"Sharding required.")
            return
        connection.identified = True
        session = f"fake-session-{len(self.identifies)}"
        self.sessions[session] = connection.shard
        ready = {
            "v": 10,
            "user": {**self.bot_user.payload, "verified": True, "mfa_enabled": False, "flags": 0},
            "session_id": session,
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.app_id), "flags": 0},
            "guilds": [{"id": str(server.guild_id), "unavailable": True} for server in mine],
            "private_channels": [],
        }
        if connection.shard is not None:
            ready["shard"] = list(connection.shard)
        await self._dispatch_on(connection, "READY", ready)
        for server in mine:
            await self._dispatch_on(connection, "GUILD_CREATE", self._guild(server))

    async def _resume(self, connection: Connection, resume: JSON) -> None:
        """A session picked up again on a new connection: its events go on (none were missed: the
        fake sends none while no connection is open)."""
        self.resumes.append(resume)
        session = resume.get("session_id")
        if resume.get("token") != TOKEN or session not in self.sessions:
            self.problems.append(f"RESUME of an unknown session {session!r} or with a wrong token")
            await connection.ws.close(code=4006, message=b"Session no longer valid.")
            return
        connection.shard = self.sessions[session]
        connection.identified = True
        connection.seq = int(resume.get("seq") or 0)
        await self._dispatch_on(connection, "RESUMED", {})

    async def _send(self, connection: Connection, payload: JSON) -> None:
        if connection not in self.connections:
            raise RuntimeError("that client connection to the fake gateway is closed")
        async with connection.lock:  # zlib-stream frames must reach the client in compression order
            text = json.dumps(payload)
            if connection.zlib is None:
                await connection.ws.send_str(text)
            else:
                frame = connection.zlib.compress(text.encode()) + connection.zlib.flush(zlib.Z_SYNC_FLUSH)
                await connection.ws.send_bytes(frame)


async def _read_body(request: web.Request) -> tuple[Any, list[Upload]]:
    """The JSON payload (`payload_json` in a multipart body) and the uploaded files."""
    if request.content_type == "multipart/form-data":
        body, uploads = None, []
        async for part in await request.multipart():
            assert isinstance(part, BodyPartReader)
            data = bytes(await part.read())
            if part.name == "payload_json":
                body = json.loads(data)
            else:
                content_type = part.headers.get("Content-Type", "application/octet-stream")
                uploads.append(Upload(part.name or "", part.filename or "", content_type, data))
        return body, uploads
    text = await request.text() if request.can_read_body else ""
    return (json.loads(text) if text else None), []


def _json(data: Any, *, status: int = 200) -> web.Response:
    """JSON as Discord sends it: discord.py parses a body only if the content type is exactly this."""
    headers = {"Content-Type": "application/json"}
    return web.Response(body=json.dumps(data).encode(), status=status, headers=headers)


# Discord's locales (https://discord.com/developers/docs/reference#locales) and its rule for a
# command's or an option's name, localised or not.
DISCORD_LOCALES = frozenset(
    [
        "id",
        "da",
        "de",
        "en-GB",
        "en-US",
        "es-ES",
        "es-419",
        "fr",
        "hr",
        "it",
        "lt",
        "hu",
        "nl",
        "no",
        "pl",
        "pt-BR",
        "ro",
        "fi",
        "sv-SE",
        "vi",
        "tr",
        "cs",
        "el",
        "bg",
        "ru",
        "uk",
        "hi",
        "th",
        "zh-CN",
        "ja",
        "zh-TW",
        "ko",
    ]
)
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")


def _localisation_problems(command: JSON, where: str = "") -> list[str]:
    """What Discord would refuse in a command's (or option's, or choice's) localisations."""
    here = f"{where}/{command.get('name')}"
    problems = []
    is_choice = "value" in command
    for key in ("name_localizations", "description_localizations"):
        for locale, text in (command.get(key) or {}).items():
            if locale not in DISCORD_LOCALES:
                problems.append(f"{here}: {locale!r} is no Discord locale")
            elif key == "name_localizations" and not is_choice:
                if not COMMAND_NAME.match(text) or text != text.lower():
                    problems.append(f"{here}: bad {locale} name {text!r}")
            elif not 1 <= len(text) <= 100:
                problems.append(f"{here}: {locale} {key} of {len(text)} characters")
    for child in (*command.get("options", []), *command.get("choices", [])):
        problems.extend(_localisation_problems(child, here))
    return problems
