"""The save file format (docs/save-format.md): a versioned envelope around a session.

Version 1 is the bare session of the core (`tarokdesk-session`, as `tarokdesk replay` reads
and as exports of other tools carry it); version 2 wraps it with the store's metadata. Loading
migrates step by step, so every older file keeps opening.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from tarokdesk.players import PLAYER_KINDS
from tarokdesk.players.temperament import NORMAL, TEMPERAMENTS

SAVE_FORMAT = "tarokdesk-save"
SAVE_VERSION = 2
SESSION_FORMAT = "tarokdesk-session"
HUMAN = "human"
SEAT_KINDS = (HUMAN, *PLAYER_KINDS)
"""Who may hold a seat: a person at the table, or a computer player of that kind."""


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _from_bare_session(data: dict) -> dict:
    """1 -> 2: a bare session gets an envelope; every seat is taken to be a human."""
    names = data.get("names")
    seats = [{"name": n, "kind": HUMAN} for n in names] if isinstance(names, list) else []
    return {"format": SAVE_FORMAT, "version": 2, "name": f"{data.get('variant')} session",
            "created": now(), "updated": now(), "seats": seats, "session": data}


def migrate(data: Any) -> dict:
    """The newest form of `data`, or ValueError saying why it is not a save."""
    if not isinstance(data, dict):
        raise ValueError("not a tarokdesk save (not a JSON object)")
    if data.get("format") == SESSION_FORMAT:
        data = _from_bare_session(data)
    if data.get("format") != SAVE_FORMAT:
        raise ValueError(f"not a tarokdesk save (format {data.get('format')!r})")
    version = data.get("version")
    if version != SAVE_VERSION:
        raise ValueError(f"save version {version!r} is not supported (this tarokdesk reads "
                         f"up to {SAVE_VERSION})")
    return data


def check_envelope(data: dict) -> None:
    for key in ("name", "created", "updated"):
        if not isinstance(data.get(key), str) or len(data[key]) > 200:
            raise ValueError(f"{key} must be a short string")
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(
            isinstance(s, dict) and isinstance(s.get("name"), str) for s in seats):
        raise ValueError("seats must be a list of {name, kind}")
    wrong = [s.get("kind") for s in seats if s.get("kind") not in SEAT_KINDS]
    if wrong:
        raise ValueError(f"a seat's kind must be one of {', '.join(SEAT_KINDS)}, "
                         f"not {wrong[0]!r}")
    if any(not isinstance(s.get("token", ""), str) or len(s.get("token", "")) > 64
           for s in seats):
        raise ValueError("a seat's token must be a short string")
    if data.get("temperament", NORMAL) not in TEMPERAMENTS:
        raise ValueError(f"temperament must be one of {', '.join(TEMPERAMENTS)}")
    room = data.get("room")
    if room is not None and (not isinstance(room, str) or not 0 < len(room) <= 12):
        raise ValueError("room must be a short string")
    if not isinstance(data.get("session"), dict):
        raise ValueError("session must be an object")
