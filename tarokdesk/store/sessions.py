"""The session store: every session a snapshot file plus an append-only journal of actions.

`<data>/sessions/<id>.json` is replaced atomically when a deal ends (or on rename);
`<id>.journal` receives each action as one fsynced JSON line, so an action counts as saved
once `sync` returns. Loading replays the snapshot, then the journal; a torn last line (a
kill mid-write) is dropped, anything else wrong refuses the file, which is never touched.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from tarokdesk.core import Action, Game, ReplayError, Session
from tarokdesk.store.files import (
    SaveError, StoreError, append_durably, atomic_write, dumps, parse_json, read_bytes,
)
from tarokdesk.store.format import SAVE_FORMAT, SAVE_VERSION, check_envelope, migrate, now
from tarokdesk.store.paths import data_dir

SNAPSHOT = ".json"
JOURNAL = ".journal"


@dataclass
class StoredSession:
    id: str
    name: str
    seats: list[dict]
    session: Session
    created: str = field(default_factory=now)
    updated: str = field(default_factory=now)
    saved: tuple[int, int] = (0, 0)
    """(deals, actions of the last of them) already durable in snapshot or journal."""

    @property
    def finished(self) -> bool:
        game = self.session.current
        return game is not None and game.is_terminal

    def summary(self) -> dict:
        session = self.session
        return {"id": self.id, "name": self.name, "variant": session.variant_id,
                "players": [s["name"] for s in self.seats], "created": self.created,
                "updated": self.updated, "deals": len(session.sheet()),
                "totals": {str(k): v for k, v in session.totals().items()},
                "in_progress": not self.finished}

    def envelope(self) -> dict:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "name": self.name,
                "created": self.created, "updated": self.updated, "seats": self.seats,
                "session": self.session.to_dict()}


class SessionStore:
    def __init__(self, root: Path | None = None):
        self.root = (root or data_dir()) / "sessions"

    # --- creating and saving -----------------------------------------------------------------
    def create(self, session: Session, seats: list[dict], name: str | None = None,
               created: str | None = None) -> StoredSession:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        stored = StoredSession(f"{stamp}-{secrets.token_hex(3)}", name or
                               f"{session.variant_id} {stamp}", seats, session)
        if created:
            stored.created = created
        self.snapshot(stored)
        return stored

    def snapshot(self, stored: StoredSession) -> None:
        """Write the whole session atomically, then empty its journal."""
        stored.updated = now()
        atomic_write(self._path(stored.id, SNAPSHOT), dumps(stored.envelope()))
        atomic_write(self._path(stored.id, JOURNAL), b"")
        stored.saved = self._position(stored.session)

    def sync(self, stored: StoredSession) -> None:
        """Make every action applied so far durable (one fsynced append)."""
        session = stored.session
        deals, actions = stored.saved
        lines = []
        for number in range(max(0, deals - 1), len(session.games)):
            log = session.games[number].log
            start = actions if number == deals - 1 else 0
            for index in range(start, len(log)):
                lines.append(dumps({"deal": number, "index": index,
                                    "action": log[index].to_json()}) + b"\n")
        if lines:
            append_durably(self._path(stored.id, JOURNAL), b"".join(lines))
            stored.saved = self._position(session)
            if session.current.is_terminal:
                self.snapshot(stored)  # a deal ended: fold the journal into the snapshot

    @staticmethod
    def _position(session: Session) -> tuple[int, int]:
        return len(session.games), len(session.current.log) if session.games else 0

    def rename(self, stored: StoredSession, name: str) -> None:
        stored.name = name.strip()[:200] or stored.name
        self.snapshot(stored)

    def delete(self, session_id: str) -> None:
        for suffix in (SNAPSHOT, JOURNAL):
            self._path(session_id, suffix).unlink(missing_ok=True)

    def export(self, stored: StoredSession, target: Path) -> None:
        atomic_write(target, dumps(stored.envelope()))

    def import_file(self, source: Path) -> StoredSession:
        """A copy of an exported (or bare) session under a new id; the source is untouched."""
        stored = self._read_envelope(source)
        return self.create(stored.session, stored.seats, stored.name, stored.created)

    # --- reading --------------------------------------------------------------------------------
    def ids(self) -> list[str]:
        if not self.root.exists():
            return []
        return sorted(p.stem for p in self.root.glob(f"*{SNAPSHOT}") if not p.name.startswith("."))

    def load(self, session_id: str) -> StoredSession:
        stored = self._read_envelope(self._path(session_id, SNAPSHOT))
        stored.id = session_id
        self._replay_journal(stored, self._path(session_id, JOURNAL))
        return stored

    def scan(self) -> tuple[list[StoredSession], list[StoreError]]:
        """Every session that can be read, and a StoreError for every one that cannot."""
        readable, unreadable = [], []
        for session_id in self.ids():
            try:
                readable.append(self.load(session_id))
            except StoreError as error:
                unreadable.append(error)
        readable.sort(key=lambda s: s.updated, reverse=True)
        return readable, unreadable

    def last_unfinished(self) -> StoredSession | None:
        readable, _ = self.scan()
        return next((s for s in readable if not s.finished or s.session.current is None), None)

    def _read_envelope(self, path: Path) -> StoredSession:
        data = parse_json(path, read_bytes(path))
        try:
            data = migrate(data)
            check_envelope(data)
            session = Session.from_dict(data["session"])
        except (ValueError, TypeError, KeyError, RecursionError) as error:
            raise StoreError(path, _one_line(error)) from None
        if len(data["seats"]) != session.n_seats:
            raise StoreError(path, "one seat entry per seat is needed")
        stored = StoredSession("", data["name"], data["seats"], session, data["created"],
                               data["updated"])
        stored.saved = self._position(session)
        return stored

    def _replay_journal(self, stored: StoredSession, path: Path) -> None:
        if not path.exists():
            return
        raw = read_bytes(path)
        lines = raw.split(b"\n")
        complete, torn = lines[:-1], lines[-1]
        del torn  # a line without its newline was never acknowledged: drop it
        session = stored.session
        for number, line in enumerate(complete, 1):
            try:
                entry = json.loads(line.decode("utf-8"))
                deal, index = entry["deal"], entry["index"]
                action = Action.from_json(entry["action"])
                if not isinstance(deal, int) or not isinstance(index, int):
                    raise ValueError("deal and index must be integers")
                self._apply_entry(session, deal, index, action)
            except (ValueError, TypeError, KeyError, RecursionError, UnicodeDecodeError) as error:
                raise StoreError(path, f"journal line {number}: {_one_line(error)}") from None
        stored.saved = self._position(session)

    @staticmethod
    def _apply_entry(session: Session, deal: int, index: int, action: Action) -> None:
        games = session.games
        if deal < len(games) - 1 or (deal == len(games) - 1 and index < len(games[-1].log)):
            return  # already in the snapshot
        if deal == len(games) and index == 0:
            if games and not games[-1].is_terminal:
                raise ValueError("a new deal before the last one ended")
            games.append(Game.new(session.variant_id, session.options, session.n_seats,
                                  session.dealer_of(deal)))
        elif deal != len(games) - 1 or index != len(games[-1].log):
            raise ValueError(f"action {index} of deal {deal + 1} is out of order")
        game = games[-1]
        refusal = game.refusal(action)
        if refusal is not None:
            raise ReplayError(f"illegal action: {refusal.message()}")
        game.apply(action)

    def _path(self, session_id: str, suffix: str) -> Path:
        if not session_id or "/" in session_id or "\\" in session_id or session_id[0] == ".":
            raise SaveError(f"bad session id {session_id!r}")
        return self.root / f"{session_id}{suffix}"


def _one_line(error: BaseException) -> str:
    text = str(error) or type(error).__name__
    return text.splitlines()[0][:300]
