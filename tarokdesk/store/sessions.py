"""The session store: every session a snapshot file plus an append-only journal of actions.

`<data>/sessions/<id>.json` is replaced atomically when a deal ends (or on rename);
`<id>.journal` receives each action as one fsynced JSON line, so an action counts as saved
once `sync` returns. Loading replays the snapshot, then the journal; a torn last line (a
kill or a full disk mid-write) is dropped, and the next save folds everything into a fresh
snapshot and an empty journal instead of appending after it. Anything else wrong refuses the
file, which is never touched.

Only the holder of `<id>.lock` writes a session (`open`, `create`): a second window, or a
second process, is refused with SessionBusy and may still read it.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from tarokdesk.core import CHANCE, Action, ReplayError, Session
from tarokdesk.core.reading import one_line, read_json
from tarokdesk.core.serialization import is_int
from tarokdesk.players.temperament import NORMAL
from tarokdesk.store.files import (
    OS_FILES, FileLock, FileSystem, SaveError, StoreError, append_durably, atomic_write, dumps,
    os_problem, parse_json, read_bytes,
)
from tarokdesk.store.format import SAVE_FORMAT, SAVE_VERSION, check_envelope, migrate, now
from tarokdesk.store.paths import data_dir

SNAPSHOT = ".json"
JOURNAL = ".journal"
LOCK = ".lock"


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
    fold_next: bool = False
    """The journal may end in a torn line: the next save writes a snapshot, not a line."""
    lock: FileLock | None = field(default=None, repr=False, compare=False)
    """Held while this copy may write the session; None for a read-only copy."""
    room: str | None = None
    """The room code of a table hosted over the network, kept for hosting it again."""
    temperament: str = NORMAL
    """The computer players' temperament (players/temperament.py)."""

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
                **({"room": self.room} if self.room else {}),
                **({"temperament": self.temperament} if self.temperament != NORMAL else {}),
                "session": self.session.to_dict()}


class SessionStore:
    def __init__(self, root: Path | None = None, fs: FileSystem = OS_FILES):
        self.root = (root or data_dir()) / "sessions"
        self.fs = fs

    # --- owning a session ---------------------------------------------------------------------
    def open(self, session_id: str) -> StoredSession:
        """The session, locked for writing by this copy (SessionBusy if another has it)."""
        lock = self._lock(session_id)
        try:
            stored = self.load(session_id)
        except BaseException:
            lock.release()
            raise
        stored.lock = lock
        return stored

    def close(self, stored: StoredSession) -> None:
        """Give up writing `stored` (it stays readable in memory)."""
        if stored.lock is not None:
            stored.lock.release()
            stored.lock = None

    def _lock(self, session_id: str) -> FileLock:
        path = self._path(session_id, LOCK)
        try:
            self.fs.mkdir(self.root)
            return self.fs.lock(path)
        except OSError as error:
            raise SaveError(f"cannot save sessions in {self.root}: {os_problem(error)}") from None

    @staticmethod
    def _owned(stored: StoredSession) -> None:
        if stored.lock is None:
            raise SaveError(f"“{stored.name}” is open read-only here")

    # --- creating and saving -----------------------------------------------------------------
    def create(self, session: Session, seats: list[dict], name: str | None = None,
               created: str | None = None, temperament: str = NORMAL) -> StoredSession:
        """A new session on disk, locked for writing by the copy returned."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        stored = StoredSession(f"{stamp}-{secrets.token_hex(3)}", name or
                               f"{session.variant_id} {stamp}", seats, session,
                               temperament=temperament)
        if created:
            stored.created = created
        stored.lock = self._lock(stored.id)
        try:
            self.snapshot(stored)
        except SaveError:
            self._remove_files(stored.id)  # no half-made session in the list
            self.close(stored)
            raise
        return stored

    def snapshot(self, stored: StoredSession) -> None:
        """Write the whole session atomically, then empty its journal."""
        self._owned(stored)
        stored.updated = now()
        atomic_write(self._path(stored.id, SNAPSHOT), dumps(stored.envelope()), self.fs)
        stored.saved = self._position(stored.session)
        atomic_write(self._path(stored.id, JOURNAL), b"", self.fs)
        stored.fold_next = False

    def sync(self, stored: StoredSession, fold_ended_deal: bool = True) -> None:
        """Make every action applied so far durable (one fsynced append, or a snapshot when
        a deal ended or the journal may hold a torn line). Without `fold_ended_deal` an
        ended deal stays in the journal too, so that a long run of deals (`sim --save`)
        need not rewrite its whole snapshot after each."""
        self._owned(stored)
        session = stored.session
        if stored.fold_next:
            self.snapshot(stored)
            return
        deals, actions = stored.saved
        lines = []
        for number in range(max(0, deals - 1), len(session.games)):
            log = session.games[number].log
            start = actions if number == deals - 1 else 0
            for index in range(start, len(log)):
                lines.append(dumps({"deal": number, "index": index,
                                    "action": log[index].to_json()}) + b"\n")
        if lines:
            try:
                append_durably(self._path(stored.id, JOURNAL), b"".join(lines), self.fs)
            except SaveError:
                stored.fold_next = True  # part of a line may have reached the file
                raise
            stored.saved = self._position(session)
            if fold_ended_deal and session.games[-1].is_terminal:
                self.snapshot(stored)  # a deal ended: fold the journal into the snapshot

    @staticmethod
    def _position(session: Session) -> tuple[int, int]:
        return len(session.games), len(session.games[-1].log) if session.games else 0

    def rename(self, stored: StoredSession, name: str) -> None:
        """Rename `stored`: directly if this copy owns it, else under the lock, on a fresh
        load (so an out-of-date copy never overwrites newer actions). If the save fails, the
        owner keeps the new name for its next one."""
        name = name.strip()[:200] or stored.name
        owner = stored if stored.lock is not None else self.open(stored.id)
        owner.name = stored.name = name
        try:
            self.snapshot(owner)
        finally:
            if owner is not stored:
                self.close(owner)

    def delete(self, stored: StoredSession | str) -> None:
        """Delete a session: with the lock of `stored` if this copy owns it, else taking it
        (SessionBusy while another window has the session open). The snapshot goes first,
        so a crash midway leaves the session whole or gone."""
        session_id = stored if isinstance(stored, str) else stored.id
        owned_lock = None if isinstance(stored, str) else stored.lock
        lock = owned_lock if owned_lock is not None else self._lock(session_id)
        try:
            for suffix in (SNAPSHOT, JOURNAL):
                self.fs.unlink(self._path(session_id, suffix))
        except OSError as error:
            if owned_lock is None:
                lock.release()
            raise SaveError(f"could not delete {session_id}: {os_problem(error)}") from None
        lock.release()
        if not isinstance(stored, str):
            stored.lock = None
        self._remove_files(session_id, (LOCK,))

    def _remove_files(self, session_id: str, suffixes=(SNAPSHOT, JOURNAL, LOCK)) -> None:
        """Remove what can be removed; a leftover is harmless (a stale lock file) or listed
        as a session the player may delete again."""
        for suffix in suffixes:
            try:
                self.fs.unlink(self._path(session_id, suffix))
            except OSError:
                pass

    def export(self, stored: StoredSession, target: Path) -> None:
        atomic_write(target, dumps(stored.envelope()), self.fs)

    def import_file(self, source: Path) -> StoredSession:
        """A copy of an exported (or bare) session under a new id; the source is untouched."""
        stored = self._read_envelope(source)
        copy = self.create(stored.session, stored.seats, stored.name, stored.created,
                           stored.temperament)
        self.close(copy)
        return copy

    # --- reading --------------------------------------------------------------------------------
    def ids(self) -> list[str]:
        """The ids of the sessions; StoreError if the folder cannot be read (which is never
        reported as "no sessions")."""
        try:
            names = self.fs.names(self.root)
        except OSError as error:
            raise StoreError(self.root, os_problem(error)) from None
        return sorted(n[:-len(SNAPSHOT)] for n in names
                      if n.endswith(SNAPSHOT) and not n.startswith("."))

    def file_of(self, session_id: str) -> Path:
        """The session's snapshot, the file that names it in a listing."""
        return self._path(session_id, SNAPSHOT)

    def load(self, session_id: str) -> StoredSession:
        """A read-only copy of the session (`open` for one that may write). Whatever fails
        in reading it is a StoreError naming the file: one damaged file must never stop the
        listing, the statistics or the table's start."""
        stored = self._read_envelope(self.file_of(session_id))
        stored.id = session_id
        self._replay_journal(stored, self._path(session_id, JOURNAL))
        return stored

    def scan(self) -> tuple[list[StoredSession], list[StoreError]]:
        """Every session that can be read and shown, and a StoreError for every one that
        cannot (StoreError itself if the folder cannot be listed)."""
        readable, unreadable = [], []
        for session_id in self.ids():
            try:
                stored = self.load(session_id)
                stored.summary()  # what every listing shows of it
            except StoreError as error:
                unreadable.append(error)
            except Exception as error:
                unreadable.append(StoreError(self.file_of(session_id), one_line(error)))
            else:
                readable.append(stored)
        readable.sort(key=lambda s: s.updated, reverse=True)
        return readable, unreadable

    def last_unfinished(self) -> tuple[StoredSession | None, list[StoreError]]:
        """The unfinished session played last (None if there is none), and a StoreError for
        every file that cannot be read, for the start screen to name."""
        readable, unreadable = self.scan()
        return next((s for s in readable if not s.finished or s.session.current is None),
                    None), unreadable

    def _read_envelope(self, path: Path) -> StoredSession:
        data = parse_json(path, read_bytes(path, fs=self.fs))
        try:
            data = migrate(data)
            check_envelope(data)
            session = Session.from_dict(data["session"])
        except Exception as error:  # whatever it is, it is this file's, said in one line
            raise StoreError(path, one_line(error)) from None
        if len(data["seats"]) != len(session.names):
            raise StoreError(path, "one seat entry per seat is needed")
        stored = StoredSession("", data["name"], data["seats"], session, data["created"],
                               data["updated"], room=data.get("room"),
                               temperament=data.get("temperament", NORMAL))
        stored.saved = self._position(session)
        return stored

    def _replay_journal(self, stored: StoredSession, path: Path) -> None:
        try:
            if not self.fs.exists(path):
                return
        except OSError as error:
            raise StoreError(path, os_problem(error)) from None
        lines = read_bytes(path, fs=self.fs).split(b"\n")
        complete, torn = lines[:-1], lines[-1]
        # a line without its newline was never acknowledged: drop it, and fold before the
        # next append so that nothing is ever written after it
        stored.fold_next = bool(torn)
        session = stored.session
        for number, line in enumerate(complete, 1):
            try:
                entry = read_json(line)
                if not isinstance(entry, dict):
                    raise ValueError("an entry must be an object")
                deal, index = entry.get("deal"), entry.get("index")
                if not (is_int(deal) and is_int(index) and deal >= 0 and index >= 0):
                    raise ValueError("deal and index must be integers from 0")
                self._apply_entry(session, deal, index, Action.from_json(entry.get("action")))
            except Exception as error:
                raise StoreError(path, f"journal line {number}: {one_line(error)}") from None
        stored.saved = self._position(session)

    @staticmethod
    def _apply_entry(session: Session, deal: int, index: int, action: Action) -> None:
        games = session.games
        if deal < len(games) - 1 or (deal == len(games) - 1 and index < len(games[-1].log)):
            # already saved: a crash between a snapshot and the emptying of its journal
            # leaves the same lines behind; another action there is damage
            log = games[deal].log
            if index >= len(log) or log[index] != action:
                raise ValueError(f"action {index} of deal {deal + 1} is not the one saved "
                                 f"before it")
            return
        if deal == len(games) and index == 0:
            if games and not games[-1].is_terminal:
                raise ValueError("a new deal before the last one ended")
            games.append(session.start_deal(deal))
        elif deal != len(games) - 1 or index != len(games[-1].log):
            raise ValueError(f"action {index} of deal {deal + 1} is out of order")
        game = games[-1]
        refusal = game.refusal(action)
        if refusal is not None:
            raise ReplayError(f"illegal action: {refusal.message()}")
        game.apply(action)
        if action.seat == CHANCE:  # the deal began with start_deal: its shuffles remain
            session.check_shuffles(deal, game)

    def _path(self, session_id: str, suffix: str) -> Path:
        if not session_id or "/" in session_id or "\\" in session_id or session_id[0] == ".":
            raise SaveError(f"bad session id {session_id!r}")
        return self.root / f"{session_id}{suffix}"
