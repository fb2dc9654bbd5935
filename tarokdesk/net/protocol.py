"""The table protocol, version 1 (docs/protocol.md): what a client may send, read strictly.

Every message is one JSON object in a text frame, with a `type` and the sender's `seq`, one
more than its last (so a message sent again is refused as a replay). A client's message is
checked here for size, depth and shape before any of it reaches the table; whatever is wrong
is a `Refusal` with a code of its own, never an exception that would stop the table.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from tarokdesk.core import Action, Refusal
from tarokdesk.core.reading import JsonError, read_json
from tarokdesk.core.refusals import register_templates

VERSION = 1
MAX_MESSAGE_BYTES = 16 * 1024
"""A client's message: the largest, an action naming every card of a pack, is under 2 KiB."""
MAX_FRAME_BYTES = 256 * 1024
"""Beyond this the connection itself is closed (the WebSocket layer's limit)."""
MAX_DEPTH = 6
"""Nesting of arrays and objects in a client's message (an action needs 3)."""
MAX_NAME = 40
RULE = "protocol.md"

ROOM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""No 0/O or 1/I/L to misread when a room code is passed on by voice."""

JOIN, ACT, NEXT = "join", "act", "next"
KINDS = (JOIN, ACT, NEXT)

BAD_JSON = "bad_json"
TOO_LARGE = "too_large"
TOO_DEEP = "too_deep"
BAD_MESSAGE = "bad_message"
BAD_PROTOCOL = "bad_protocol"
REPLAYED = "replayed"
OUT_OF_SEQUENCE = "out_of_sequence"
BAD_ROOM = "bad_room"
BAD_TOKEN = "bad_token"
NO_PLACE = "no_place"
NOT_JOINED = "not_joined"
ALREADY_JOINED = "already_joined"
NOT_STARTED = "not_started"
STALE = "stale"
NOT_YOUR_SEAT = "not_your_seat"
NOT_OVER = "not_over"
WATCHING = "watching"

register_templates({
    BAD_JSON: "The message is not JSON text: {problem}.",
    TOO_LARGE: "The message is larger than {limit} bytes.",
    TOO_DEEP: "The message is nested deeper than {limit} levels.",
    BAD_MESSAGE: "The message is not one of this protocol's: {problem}.",
    BAD_PROTOCOL: "This table speaks protocol version {version}.",
    REPLAYED: "Message {seq} was sent before: {expected} was expected.",
    OUT_OF_SEQUENCE: "Message {seq} came out of order: {expected} was expected.",
    BAD_ROOM: "There is no table with that room code.",
    BAD_TOKEN: "That seat token is not known at this table.",
    NO_PLACE: "Every place at this table is taken.",
    NOT_JOINED: "Join the table first.",
    ALREADY_JOINED: "This connection has joined already.",
    NOT_STARTED: "The table has not started yet.",
    STALE: "The table has moved on since (deal {deal}, action {at}).",
    NOT_YOUR_SEAT: "You do not play that hand.",
    NOT_OVER: "The deal is not over yet.",
    WATCHING: "An onlooker does not play.",
})


def refusal(code: str, **params: Any) -> Refusal:
    return Refusal(code, RULE, params)


@dataclass(frozen=True)
class Join:
    seq: int
    room: str
    name: str
    token: str | None
    watch: bool


@dataclass(frozen=True)
class Act:
    seq: int
    deal: int
    at: int
    action: Action


@dataclass(frozen=True)
class Next:
    seq: int
    deal: int


Message = Join | Act | Next


def new_room_code() -> str:
    return "".join(secrets.choice(ROOM_ALPHABET) for _ in range(6))


def new_token() -> str:
    return secrets.token_urlsafe(18)


def parse(text: str | bytes) -> Message | Refusal:
    """A client's message, or the refusal saying what is wrong with it."""
    size = len(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    if size > MAX_MESSAGE_BYTES:
        return refusal(TOO_LARGE, limit=MAX_MESSAGE_BYTES)
    try:
        data = read_json(text)
    except JsonError as error:
        return refusal(BAD_JSON, problem=str(error))
    if depth(data) > MAX_DEPTH:
        return refusal(TOO_DEEP, limit=MAX_DEPTH)
    try:
        return _message(data)
    except _WrongVersion:
        return refusal(BAD_PROTOCOL, version=VERSION)
    except ValueError as error:
        return refusal(BAD_MESSAGE, problem=str(error)[:200])


def depth(value: Any) -> int:
    """How deeply arrays and objects nest in `value`, found without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, (list, dict)):
            deepest = max(deepest, level)
            stack.extend((inner, level + 1)
                         for inner in (item.values() if isinstance(item, dict) else item))
    return deepest


def _message(data: Any) -> Message:
    if not isinstance(data, dict):
        raise ValueError("a message is an object")
    kind = data.get("type")
    if kind not in KINDS:
        raise ValueError(f"unknown type {str(kind)[:40]!r}")
    fields = {JOIN: {"type", "seq", "protocol", "room", "name", "token", "watch"},
              ACT: {"type", "seq", "deal", "at", "action"},
              NEXT: {"type", "seq", "deal"}}[kind]
    if set(data) - fields:
        raise ValueError(f"unknown fields {sorted(set(data) - fields)[:5]}")
    seq = _count(data, "seq")
    if kind == JOIN:
        room, name = data.get("room"), data.get("name")
        token, watch = data.get("token"), data.get("watch", False)
        if not isinstance(room, str) or not 0 < len(room) <= 12:
            raise ValueError("room must be a short string")
        if not isinstance(name, str) or not 0 < len(name.strip()) <= MAX_NAME \
                or not name.isprintable():
            raise ValueError(f"name must be printable text of 1 to {MAX_NAME} characters")
        if token is not None and (not isinstance(token, str) or len(token) > 64):
            raise ValueError("token must be a short string")
        if not isinstance(watch, bool):
            raise ValueError("watch must be true or false")
        if data.get("protocol") != VERSION:
            raise _WrongVersion()
        return Join(seq, room.strip().upper(), name.strip(), token, watch)
    if kind == ACT:
        return Act(seq, _count(data, "deal"), _count(data, "at"),
                   Action.from_json(data.get("action")))
    return Next(seq, _count(data, "deal"))


class _WrongVersion(ValueError):
    """A join in another version of the protocol."""


def _count(data: dict, key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2**53:
        raise ValueError(f"{key} must be a whole number from 0")
    return value
