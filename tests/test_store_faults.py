"""Faults at every write of a scripted session, on a simulated disk (no real files, no sleeps).

The script creates a session, plays a whole deal and a few actions of the next (the end of the
deal folds the journal into the snapshot), renames the session on the way and finally deletes
it. At each file operation in turn one fault strikes: the process dies just before or just
after it (with the page cache kept, or lost as in a power cut), a write is torn, the disk is
full, or permission is denied. Then a fresh store reloads: every acknowledged action is there,
the file is readable, and play goes on from it. Some 2,000 checks in all, in-process: the
slowest store test (some 15 s on a busy 2-core machine)."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from tarokdesk.core import Session
from tarokdesk.players import RandomPlayer
from tarokdesk.store import SaveError, SessionBusy, SessionStore
from tarokdesk.store.files import FileSystem

ROOT = Path("/simulated")
DATA_OPERATIONS = ("write", "append")
WRITE_OPERATIONS = DATA_OPERATIONS + ("fsync", "fsync_folder", "replace", "unlink")


class Crash(BaseException):
    """The process dies here (BaseException: no store code may catch it)."""


class SimulatedDisk(FileSystem):
    """Files as inodes with their current and their fsynced bytes, names as a current and a
    fsynced directory. A crash keeps the current state (the page cache survives a killed
    process); a power cut then goes back to what was fsynced. One fault can be armed: `fault`
    strikes at the write operation numbered `at`."""

    def __init__(self, fault: str | None = None, at: int = -1):
        self.inodes: dict[int, list[bytes]] = {}  # inode -> [current bytes, fsynced bytes]
        self.entries: dict[Path, int] = {}  # path -> inode
        self.synced_entries: dict[Path, int] = {}
        self.locks: set[Path] = set()
        self.fault, self.at = fault, at
        self.struck = False
        self.operations: list[tuple[str, Path]] = []

    # --- the fault ------------------------------------------------------------------------------
    def _step(self, operation: str, path: Path, data: bytes = b"") -> bytes | None:
        """Record the operation; if the fault strikes here, act it out. Returns the bytes to
        write (part of them for a torn write), or None when the operation must not happen."""
        number = len(self.operations)
        self.operations.append((operation, path))
        if number != self.at:
            return data
        self.struck = True
        if self.fault == "crash-before":
            raise Crash
        if self.fault == "torn":
            return data[:len(data) // 2]
        if self.fault == "enospc":
            if operation in DATA_OPERATIONS:
                self._perform(operation, path, data[:len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")
        if self.fault == "eacces":
            raise OSError(errno.EACCES, "Permission denied")
        return data  # crash-after: see _after

    def _after(self) -> None:
        if len(self.operations) - 1 == self.at and self.fault in ("crash-after", "torn"):
            raise Crash

    def power_cut(self) -> None:
        self.entries = dict(self.synced_entries)
        for inode in self.inodes.values():
            inode[0] = inode[1]

    def copy(self) -> "SimulatedDisk":
        twin = SimulatedDisk()
        twin.inodes = {number: list(inode) for number, inode in self.inodes.items()}
        twin.entries, twin.synced_entries = dict(self.entries), dict(self.synced_entries)
        return twin

    def reboot(self) -> None:
        """After a crash: locks die with their process, and no fault strikes again."""
        self.locks.clear()
        self.fault = None

    # --- reading ----------------------------------------------------------------------------------
    def read(self, path: Path, limit: int) -> bytes:
        if path not in self.entries:
            raise FileNotFoundError(errno.ENOENT, "No such file or directory")
        return self.inodes[self.entries[path]][0]

    def exists(self, path: Path) -> bool:
        return path in self.entries

    def names(self, folder: Path) -> list[str]:
        return [p.name for p in self.entries if p.parent == folder]

    # --- writing ----------------------------------------------------------------------------------
    def mkdir(self, folder: Path) -> None:
        pass  # folders are implicit

    def write(self, path: Path, data: bytes) -> None:
        self._operate("write", path, data)

    def append(self, path: Path, data: bytes) -> None:
        self._operate("append", path, data)

    def fsync(self, path: Path) -> None:
        self._operate("fsync", path)

    def fsync_folder(self, folder: Path) -> None:
        self._operate("fsync_folder", folder)

    def replace(self, source: Path, target: Path) -> None:
        self._operate("replace", target, source=source)

    def unlink(self, path: Path) -> None:
        self._operate("unlink", path)

    def _operate(self, operation: str, path: Path, data: bytes = b"",
                 source: Path | None = None) -> None:
        data = self._step(operation, path, data)
        self._perform(operation, path, data, source)
        self._after()

    def _perform(self, operation: str, path: Path, data: bytes,
                 source: Path | None = None) -> None:
        if operation in DATA_OPERATIONS:
            if path not in self.entries:
                self.entries[path] = len(self.inodes)
                self.inodes[len(self.inodes)] = [b"", b""]
            inode = self.inodes[self.entries[path]]
            inode[0] = (inode[0] if operation == "append" else b"") + data
        elif operation == "fsync":
            inode = self.inodes[self.entries[path]]
            inode[1] = inode[0]
        elif operation == "fsync_folder":
            self.synced_entries = {p: i for p, i in self.synced_entries.items() if p.parent != path}
            self.synced_entries.update({p: i for p, i in self.entries.items() if p.parent == path})
        elif operation == "replace":
            self.entries[path] = self.entries.pop(source)
        elif operation == "unlink":
            self.entries.pop(path, None)

    def lock(self, path: Path):
        if path in self.locks:
            raise SessionBusy(f"{path.stem} is open in another window")
        self.locks.add(path)
        disk = self

        class Held:
            def release(self) -> None:
                disk.locks.discard(path)
        return Held()



# --- the scripted session ---------------------------------------------------------------------

DEAL = "deal"
EXTRA_ACTIONS = 4  # of the second deal, after the first one's fold
RECOVERY_STEPS = 3  # played and saved after a fault the table survives, before the check
PLAY_ON = 3


class Script:
    """One variant's session: the steps (a new deal, or an action), the position (deals,
    actions of the last) after each, and where the rename happens."""

    def __init__(self, variant_id: str):
        self.variant_id = variant_id
        session = Session(variant_id, seed="faults")
        players = [RandomPlayer(f"faults:{s}") for s in range(session.n_seats)]
        self.steps: list = []
        self.positions: list[tuple[int, int]] = []
        while len(session.games) < 2 or len(session.current.log) < EXTRA_ACTIONS + PLAY_ON:
            game = session.current
            if game is None or game.is_terminal:
                session.new_deal()
                self.steps.append(DEAL)
            else:
                action = players[game.to_move].choose(game.view(game.to_move))
                game.apply(action)
                self.steps.append(action)
            self.positions.append((len(session.games), len(session.current.log)))
        self.logs = [list(g.log) for g in session.games]
        self.played = len(self.steps) - PLAY_ON  # the rest is for playing on after a fault
        self.rename_after = 5
        self.seats = [{"name": n, "kind": "random"} for n in session.names]


def take_step(session: Session, step) -> None:
    if step == DEAL:
        session.new_deal()
    else:
        session.current.apply(step)


class Outcome:
    """What the scripted table was told had been saved."""

    def __init__(self):
        self.created = False
        self.position = (0, 0)  # deals, actions of the last: acknowledged by `sync`
        self.names = {"Before"}  # the names the file may carry
        self.renamed = False
        self.deleting = False
        self.deleted = False


def run_script(script: Script, disk: SimulatedDisk, outcome: Outcome) -> None:
    """The table's part: save after every step; a failed save leaves the game going on."""
    store = SessionStore(ROOT, disk)
    session = Session(script.variant_id, seed="faults")
    try:
        stored = store.create(session, script.seats, "Before")
    except SaveError:
        return
    outcome.created = True
    recovery = 0
    for number, step in enumerate(script.steps[:script.played]):
        take_step(session, step)
        try:
            store.sync(stored)
            outcome.position = script.positions[number]
        except SaveError:
            pass
        if number == script.rename_after:
            outcome.names.add("After")
            try:
                store.rename(stored, "After")
                outcome.names, outcome.renamed = {"After"}, True
            except SaveError:
                pass  # the name is saved with the next snapshot, or has been already
        if disk.struck:
            recovery += 1
            if recovery > RECOVERY_STEPS:
                break
    verify(script, disk, outcome, crashed=False)
    if disk.struck:
        return  # seen through and recovered from; faults in deleting strike at the end
    outcome.deleting = True  # from here on the session may be whole or gone
    try:
        store.delete(stored)
        outcome.deleted = True
    except SaveError:
        pass


def verify(script: Script, disk: SimulatedDisk, outcome: Outcome, crashed: bool) -> None:
    """A fresh store on what the disk holds: the acknowledged state, readable, playable."""
    store = SessionStore(ROOT, disk)
    ids = store.ids()
    if outcome.deleted or not outcome.created:
        assert ids == [] or (not outcome.created and crashed)
        if not ids:
            return
    if outcome.deleting and not ids:
        return
    assert len(ids) == 1
    if not crashed:
        with pytest.raises(SessionBusy):  # the running table still holds it
            store.open(ids[0])
        stored = store.load(ids[0])
    else:
        stored = store.open(ids[0])
    assert stored.name in outcome.names
    assert (not outcome.renamed) or stored.name == "After"
    games = stored.session.games
    deals, actions = outcome.position
    assert len(games) >= deals and (deals == 0 or len(games[deals - 1].log) >= actions)
    for game, log in zip(games, script.logs):
        assert game.log == log[:len(game.log)]
    if crashed:
        play_on(script, store, stored)


def play_on(script: Script, store: SessionStore, stored) -> None:
    session = stored.session
    position = (len(session.games), len(session.current.log) if session.games else 0)
    start = script.positions.index(position) + 1 if position != (0, 0) else 0
    for step in script.steps[start:start + PLAY_ON]:
        take_step(session, step)
        store.sync(stored)
    store.close(stored)
    again = store.load(stored.id)
    assert [g.log for g in again.session.games] == [g.log for g in session.games]


def write_operations(script: Script) -> list[tuple[str, Path]]:
    disk = SimulatedDisk()
    run_script(script, disk, Outcome())
    return [op for op in disk.operations if op[0] in WRITE_OPERATIONS]


FAULTS = ("crash-before", "crash-after", "torn", "enospc", "eacces")


@pytest.mark.parametrize("variant_id", ["tapp-tarok", "koenigrufen"])
def test_every_fault_at_every_write_keeps_every_acknowledged_action(variant_id):
    script = Script(variant_id)
    operations = write_operations(script)
    kinds = {operation for operation, _ in operations}
    assert kinds == set(WRITE_OPERATIONS)  # snapshot, journal, fold, rename and delete all ran
    tried = 0
    for at, (operation, path) in enumerate(operations):
        for fault in FAULTS:
            if fault == "torn" and operation not in DATA_OPERATIONS:
                continue
            if fault in ("enospc", "eacces") and operation == "fsync_folder":
                continue  # the store ignores a folder's fsync failing (Windows cannot do it)
            disk, outcome = SimulatedDisk(fault, at), Outcome()
            try:
                run_script(script, disk, outcome)
                afterwards, crashed = {fault: disk}, False
            except Crash:  # the same crash twice: the page cache kept, and lost
                disk.reboot()
                cut = disk.copy()
                cut.power_cut()
                afterwards, crashed = {fault: disk, f"{fault} and a power cut": cut}, True
            for what, state in afterwards.items():
                try:
                    verify(script, state, outcome, crashed)
                except Exception as error:
                    raise AssertionError(f"{what} at {operation} {path.name} (#{at})") from error
                tried += 1
    print(f"{variant_id}: {tried} faults at {len(operations)} write operations")


# --- what a SIGKILL cannot see: fsync and write-then-rename -------------------------------------

def saved_session(disk: SimulatedDisk, actions: int):
    store = SessionStore(ROOT, disk)
    session = Session("tapp-tarok", seed="sync")
    stored = store.create(session, [{"name": n, "kind": "random"} for n in session.names])
    players = [RandomPlayer(f"sync:{s}") for s in range(3)]
    game = session.new_deal()
    store.sync(stored)
    for _ in range(actions):
        game.apply(players[game.to_move].choose(game.view(game.to_move)))
        store.sync(stored)
    return store, stored


def test_every_acknowledged_action_survives_a_power_cut():
    disk = SimulatedDisk()
    store, stored = saved_session(disk, 6)
    journal = store.root / f"{stored.id}.journal"
    appends = [i for i, (op, path) in enumerate(disk.operations) if (op, path) == ("append", journal)]
    for index in appends:  # each append is fsynced before the next one starts
        following = disk.operations[index + 1:]
        assert ("fsync", journal) in following
        assert following.index(("fsync", journal)) < (following + [("append", journal)]).index(
            ("append", journal))
    disk.power_cut()
    disk.reboot()
    loaded = SessionStore(ROOT, disk).load(stored.id)
    assert loaded.session.current.log == stored.session.current.log


def test_a_snapshot_is_written_beside_and_renamed_over_never_in_place():
    disk = SimulatedDisk()
    store, stored = saved_session(disk, 2)
    store.rename(stored, "Renamed")
    snapshot = store.root / f"{stored.id}.json"
    touching = [(op, path) for op, path in disk.operations if path == snapshot]
    assert touching and all(op == "replace" for op, _ in touching)
    for index, (op, path) in enumerate(disk.operations):
        if (op, path) == ("replace", snapshot):  # its temporary file was written and fsynced
            written = [p for o, p in disk.operations[:index] if o == "write"][-1]
            assert ("fsync", written) in disk.operations[:index]
            assert written.parent == snapshot.parent and written.name.startswith(".")
