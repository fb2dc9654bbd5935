"""Sessions saved locally: round trips, crash safety under SIGKILL, one writer per session,
bad files and folders refused in one line."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tarokdesk.core import Session
from tarokdesk.players import RandomPlayer
from tarokdesk.players.driver import play_out
from tarokdesk.cli.main import main
from tarokdesk.store import SaveError, SessionBusy, SessionStore, Settings, StoreError
from tarokdesk.store.files import OS_FILES, atomic_write

HERE = Path(__file__).parent


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    return SessionStore()


def seats_for(session):
    return [{"name": n, "kind": "random"} for n in session.names]


def play_some(stored, store, actions, seed=0):
    session = stored.session
    players = [RandomPlayer(f"{seed}:{s}") for s in range(session.n_seats)]
    for _ in range(actions):
        game = session.current
        if game is None or game.is_terminal:
            game = session.new_deal()
        else:
            game.apply(players[game.to_move].choose(game.view(game.to_move)))
        store.sync(stored)


def test_autosaved_session_round_trips_and_plays_on_like_an_uninterrupted_one(store):
    stored = store.create(Session("koenigrufen", seed="r"), seats_for(Session("koenigrufen")))
    play_some(stored, store, 150, seed=1)
    loaded = store.load(stored.id)
    assert [g.log for g in loaded.session.games] == [g.log for g in stored.session.games]
    # play on from the loaded copy and from the original with the same players: same result
    for session in (loaded.session, stored.session):
        players = [RandomPlayer(f"on:{s}") for s in range(4)]
        play_out(session.current, players)
    assert loaded.session.totals() == stored.session.totals()
    assert loaded.session.current.state.to_dict() == stored.session.current.state.to_dict()



def test_a_saved_whist_session_keeps_its_draw_for_seats_through_snapshot_and_journal(store):
    """C5: the draw made when the session began is in the file; loading neither redraws nor
    moves anyone (the snapshot holds the seated names, the journal the actions after it)."""
    session = Session("whist", seed="seats", names=["Anna", "Bernhard", "Clara", "David"])
    stored = store.create(session, seats_for(session))
    play_some(stored, store, 120, seed=2)
    loaded = store.load(stored.id)
    assert loaded.session.draw == session.draw is not None
    assert loaded.session.names == session.names == [s["name"] for s in loaded.seats]
    assert loaded.session.to_dict() == session.to_dict()


def test_a_finished_deal_is_folded_into_the_snapshot(store):
    stored = store.create(Session("tapp-tarok", seed="f"), seats_for(Session("tapp-tarok")))
    play_some(stored, store, 80)
    journal = store.root / f"{stored.id}.journal"
    snapshot = json.loads((store.root / f"{stored.id}.json").read_text())
    finished = [g for g in stored.session.games if g.is_terminal]
    assert len(snapshot["session"]["games"]) >= len(finished)
    assert journal.read_bytes().count(b"\n") < 80


def test_rename_delete_export_import(store, tmp_path):
    stored = store.create(Session("tapp-tarok", seed="x"), seats_for(Session("tapp-tarok")))
    play_some(stored, store, 30)
    store.rename(stored, "Sunday game")
    assert store.load(stored.id).name == "Sunday game"
    target = tmp_path / "export.json"
    store.export(stored, target)
    copy = store.import_file(target)
    assert copy.id != stored.id and copy.name == "Sunday game"
    assert [g.log for g in copy.session.games] == [g.log for g in stored.session.games]
    store.delete(stored)
    assert stored.id not in store.ids() and copy.id in store.ids()


def test_a_bare_session_file_is_migrated_on_import(store, tmp_path):
    session = Session("koenigrufen", seed="m")
    session.new_deal()
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(session.to_dict()))
    stored = store.import_file(path)
    assert stored.seats[0]["kind"] == "human" and len(stored.session.games) == 1


def test_a_failed_save_is_reported_and_the_game_goes_on(store, monkeypatch):
    stored = store.create(Session("tapp-tarok", seed="d"), seats_for(Session("tapp-tarok")))

    def full_disk(*args, **kwargs):
        raise SaveError("could not save: No space left on device")

    monkeypatch.setattr("tarokdesk.store.sessions.append_durably", full_disk)
    with pytest.raises(SaveError):
        play_some(stored, store, 5)
    assert len(stored.session.current.log) >= 1  # the game itself went on in memory


def test_an_unwritable_folder_raises_save_error(tmp_path):
    if os.geteuid() == 0:
        target = Path("/proc/tarokdesk-cannot-write/file.json")
    else:
        folder = tmp_path / "locked"
        folder.mkdir()
        folder.chmod(0o500)
        target = folder / "file.json"
    with pytest.raises(SaveError):
        atomic_write(target, b"{}")


def test_settings_round_trip_and_survive_a_bad_file(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    settings = Settings()
    settings.update(deck="high-contrast", animation_ms=0)
    again = Settings()
    assert again["deck"] == "high-contrast" and again["animation_ms"] == 0
    again.path.write_text("{ not json")
    broken = Settings()
    assert broken["deck"] == "classic" and "not valid JSON" in broken.problem


# --- issue 9, items 1-5 ------------------------------------------------------------------------

def test_a_torn_journal_tail_is_folded_away_before_the_next_append(store):
    stored = store.create(Session("koenigrufen", seed="t"), seats_for(Session("koenigrufen")))
    play_some(stored, store, 10)
    store.close(stored)
    journal = store.root / f"{stored.id}.journal"
    with open(journal, "ab") as handle:  # a crash or a full disk in the middle of a line
        handle.write(b'{"deal":0,"index":10,"action":{"kind":"pl')
    reopened = store.open(stored.id)
    assert [g.log for g in reopened.session.games] == [g.log for g in stored.session.games]
    play_some(reopened, store, 3, seed=2)
    store.close(reopened)
    assert b'"kind":"pl\n' not in journal.read_bytes() and b'"pl{' not in journal.read_bytes()
    loaded = store.load(stored.id)
    assert [g.log for g in loaded.session.games] == [g.log for g in reopened.session.games]
    assert len(loaded.session.current.log) == len(stored.session.current.log) + 3


def test_a_second_writer_is_refused_and_may_still_read(store):
    stored = store.create(Session("tapp-tarok", seed="w"), seats_for(Session("tapp-tarok")))
    play_some(stored, store, 5)
    other = SessionStore()  # a second window
    for attempt in (lambda: other.open(stored.id), lambda: other.delete(stored.id),
                    lambda: other.rename(other.load(stored.id), "Taken over")):
        with pytest.raises(SessionBusy, match="open in another window"):
            attempt()
    copy = other.load(stored.id)
    with pytest.raises(SaveError, match="read-only"):
        other.sync(copy)
    assert copy.session.current.log == stored.session.current.log
    play_some(stored, store, 5)  # the owner goes on undisturbed
    store.close(stored)
    other.rename(copy, "Now mine")
    assert store.load(stored.id).name == "Now mine"
    assert store.load(stored.id).session.current.log == stored.session.current.log


def test_two_processes_on_one_session_the_second_is_refused(tmp_path):
    first = start_driver(tmp_path, "1", "--wait-after", "5", stdin=subprocess.PIPE)
    lines = [first.stdout.readline().strip() for _ in range(5)]
    second = start_driver(tmp_path, "1")
    out, _ = second.communicate(timeout=60)
    assert second.returncode == 3 and out.startswith("busy:") and "another window" in out
    assert len(out.splitlines()) == 1
    rest, _ = first.communicate("go\n", timeout=120)
    lines += rest.splitlines()
    assert first.returncode == 0 and lines[-1] == "finished"
    store = SessionStore(tmp_path)
    stored = store.load(store.ids()[0])
    deal, actions = acknowledged(lines)[-1]
    assert len(stored.session.games) == deal + 1 and len(stored.session.current.log) == actions
    assert stored.finished


def test_a_save_under_a_file_is_one_line_not_a_traceback(tmp_path):
    blocker = tmp_path / "f"
    blocker.write_text("x")
    with pytest.raises(SaveError) as caught:
        atomic_write(blocker / "sessions" / "s.json", b"{}")
    assert "Not a directory" in str(caught.value) and "\n" not in str(caught.value)


def test_sim_save_into_a_file_as_data_dir_prints_one_line(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "f"
    blocker.write_text("x")
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(blocker))
    code = main(["sim", "--variant", "tapp-tarok", "--deals", "1", "--save", "X"])
    error = capsys.readouterr().err
    assert code != 0 and len(error.splitlines()) == 1 and "Not a directory" in error


def test_unreadable_sessions_are_never_reported_as_none(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "f"
    blocker.write_text("x")
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(blocker))  # the data dir is a file
    assert main(["sessions"]) == 2
    error = capsys.readouterr().err
    assert len(error.splitlines()) == 1 and "Not a directory" in error

    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    SessionStore().create(Session("tapp-tarok"), seats_for(Session("tapp-tarok")), "Mine")

    def denied(folder):  # chmod 000 on the folder (root reads through chmod, so simulated)
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(OS_FILES, "names", denied)
    for arguments in (["sessions"], ["sessions", "--json"]):
        assert main(arguments) == 2
        captured = capsys.readouterr()
        assert "no sessions" not in captured.out and captured.out == ""
        assert len(captured.err.splitlines()) == 1 and "Permission denied" in captured.err


def test_an_unreadable_journal_is_listed_as_unreadable(store, monkeypatch):
    stored = store.create(Session("tapp-tarok"), seats_for(Session("tapp-tarok")), "Mine")
    play_some(stored, store, 3)
    real_read = OS_FILES.read

    def denied(path, limit):
        if path.suffix == ".journal":
            raise PermissionError(13, "Permission denied")
        return real_read(path, limit)

    monkeypatch.setattr(OS_FILES, "read", denied)
    readable, unreadable = store.scan()
    assert not readable and "Permission denied" in unreadable[0].problem


# --- SIGKILL at chosen points -------------------------------------------------------------------

def start_driver(data_dir: Path, *arguments: str, stdin=None) -> subprocess.Popen:
    env = {**os.environ, "TAROKDESK_DATA_DIR": str(data_dir),
           "PYTHONPATH": os.pathsep.join([str(HERE.parent), os.environ.get("PYTHONPATH", "")])}
    return subprocess.Popen([sys.executable, str(HERE / "autosave_driver.py"), "kill-test",
                             "koenigrufen", *arguments], env=env, stdin=stdin,
                            stdout=subprocess.PIPE, text=True)


def acknowledged(lines: list[str]) -> list[tuple[int, int]]:
    return [tuple(map(int, line.split()[1:])) for line in lines if line.startswith("ack")]


# Each run of the driver dies at one of these points, every one after at least one
# acknowledged action: just before its n-th file operation of a kind (the first run creates the
# session: two writes, fsyncs and replaces; each action then appends and fsyncs; a deal's end
# folds: a write, fsync and replace for the snapshot, then for the emptied journal), or killed
# by the test once it has read the n-th "ack".
KILL_POINTS = [("append", 2), ("fsync", 4), ("replace", 1), ("replace", 2), ("write", 2),
               ("ack", 3), ("fsync", 71), ("replace", 3), ("ack", 90), ("append", 40)]


def run_until_killed(data_dir: Path, how: str, count: int) -> list[str]:
    if how == "ack":
        process = start_driver(data_dir, "500")
        lines = []
        while len(acknowledged(lines)) < count:
            lines.append(process.stdout.readline().strip())
        process.send_signal(signal.SIGKILL)
    else:
        process = start_driver(data_dir, "500", "--die-before", f"{how}:{count}")
    out, _ = process.communicate(timeout=120)
    assert process.returncode == -signal.SIGKILL
    return (lines if how == "ack" else []) + out.splitlines()


def test_sigkill_at_chosen_points_loses_no_acknowledged_action(tmp_path):
    store = SessionStore(tmp_path)
    for how, count in KILL_POINTS:
        acks = acknowledged(run_until_killed(tmp_path, how, count))
        assert acks, f"killed at {how}:{count} before any action was acknowledged"
        stored = store.load(store.ids()[0])
        deal, actions = acks[-1]
        assert len(stored.session.games) > deal
        assert len(stored.session.games[deal].log) >= actions
    deals = len(store.load(store.ids()[0]).session.games) + 1
    process = start_driver(tmp_path, str(deals))  # restart and play to the end
    lines = process.communicate(timeout=120)[0].splitlines()
    assert lines[-1] == "finished"
    stored = store.load(store.ids()[0])
    assert len(stored.session.games) == deals and stored.finished
    assert sum(stored.session.totals().values()) == 0


def test_a_journal_deal_not_shuffled_from_the_session_seed_is_refused(store):
    """A deal that exists only in the journal is checked like a snapshot's deal (issue 9, 9)."""
    session = Session("tapp-tarok", seed="j")
    stored = store.create(session, seats_for(session))
    players = [RandomPlayer(f"j:{s}") for s in range(session.n_seats)]
    game = session.new_deal()
    play_out(game, players)
    store.sync(stored)
    session.new_deal()
    store.sync(stored)
    store.close(stored)
    journal = store.root / f"{stored.id}.journal"
    lines = journal.read_text().splitlines()
    assert len(lines) == 1  # the finished deal was folded; deal 2 starts in the journal
    entry = json.loads(lines[0])
    entry["action"]["cards"] = list(reversed(entry["action"]["cards"]))  # a valid, foreign shuffle
    journal.write_text(json.dumps(entry) + "\n")
    with pytest.raises(StoreError, match="not shuffled from the session's seed"):
        store.load(stored.id)


def journal_of_six_actions(store):
    """A session whose journal holds its first deal and five actions; their lines."""
    session = Session("tapp-tarok", seed="c")
    stored = store.create(session, seats_for(session))
    play_some(stored, store, 6, seed="c")
    store.close(stored)
    journal = store.root / f"{stored.id}.journal"
    return stored, journal, journal.read_text().splitlines()


def test_a_journal_line_saved_again_is_tolerated_a_different_one_refused(store):
    """A crash between a snapshot and the emptying of its journal leaves lines the snapshot
    holds: the same action again is no damage. Another action at the same place is."""
    stored, journal, lines = journal_of_six_actions(store)
    journal.write_text("\n".join(lines + lines[2:4]) + "\n")
    assert store.load(stored.id).session.current.log == stored.session.current.log
    entry = json.loads(lines[3])
    entry["action"] = json.loads(lines[4])["action"]
    journal.write_text("\n".join(lines + [json.dumps(entry)]) + "\n")
    with pytest.raises(StoreError, match="journal line 7: action 3 of deal 1 is not the one"):
        store.load(stored.id)


@pytest.mark.parametrize("deal, index", [(-1, 0), (0, -1), (True, 0), (0, 1.0), (5, 0)])
def test_a_journal_line_of_no_place_in_the_session_is_refused(store, deal, index):
    stored, journal, lines = journal_of_six_actions(store)
    entry = {**json.loads(lines[1]), "deal": deal, "index": index}
    journal.write_text("\n".join(lines + [json.dumps(entry)]) + "\n")
    with pytest.raises(StoreError, match="journal line 7: "):
        store.load(stored.id)


@pytest.mark.parametrize("where", ["check_redraws", "totals"])
def test_any_failure_of_one_session_is_named_and_the_others_listed(store, monkeypatch, capsys,
                                                                   tmp_path, where):
    """Damage no check foresaw, here one step of loading (or of listing) failing for one
    session: its file is named in one line, and every other session stays usable."""
    saved = {}
    for seed in ("fine", "bad"):
        session = Session("tapp-tarok", seed=seed)
        play_out(session.new_deal(), [RandomPlayer(s) for s in range(3)])
        saved[seed] = store.create(session, seats_for(session), seed)
        store.close(saved[seed])
    store.export(saved["bad"], tmp_path / "export.json")
    step = getattr(Session, where)

    def failing(session, *args):
        if session.seed == "bad":
            raise IndexError("list index out of range")
        return step(session, *args)

    monkeypatch.setattr(Session, where, failing)
    readable, unreadable = store.scan()
    assert [stored.id for stored in readable] == [saved["fine"].id]
    problem = "IndexError: list index out of range"
    assert [str(error) for error in unreadable] == [f"{saved['bad'].id}.json: {problem}"]
    assert main(["sessions"]) == 2
    assert f"unreadable: {store.root / saved['bad'].id}.json: {problem}\n" in \
        capsys.readouterr().out
    for path in (store.root / f"{saved['bad'].id}.json", tmp_path / "export.json"):
        assert main(["replay", str(path)]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1 and problem in err
