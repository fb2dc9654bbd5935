"""One rule for names (sessions, players) in the command line and the table, and names read
from files never printed raw."""

from __future__ import annotations

import json

import pytest

from tarokdesk.cli.main import main
from tarokdesk.core import Session
from tarokdesk.names import MAX_NAME, name_problem, shown
from tarokdesk.store import SessionStore

HOSTILE = ["", "   ", "n" * (MAX_NAME + 1), "two\nlines", "red\x1b[31m", "tab\there",
           "bell\x07", "right\u202eto left", "surrogate\udcff", "nul\x00", "line\u2028sep",
           "\u200b", "\u200b\u200b", "\ufeffA", "soft\u00adhyphen", "\u3164", "A\u200dB",
           "word\u2060joiner", "\u200d\U0001F469", "unassigned\U000E0080"]


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_names_are_refused_with_a_reason(name):
    problem = name_problem(name)
    assert problem and "\n" not in problem


@pytest.mark.parametrize("name", ["Anna", "Königrufen am Sonntag", "n" * MAX_NAME, "  Zita ",
                                  "👨‍👩‍👧 family", "Tarok – 3 × Pagat"])
def test_ordinary_names_pass(name):
    assert name_problem(name) is None


def test_shown_names_fit_on_one_line_without_escapes():
    for name in HOSTILE:
        text = shown(name)
        assert text.isprintable() and "\u202e" not in text


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    return SessionStore()


@pytest.mark.parametrize("name", HOSTILE)
def test_sim_save_refuses_a_bad_name_before_playing(capsys, store, name):
    code = main(["sim", "--variant", "tapp-tarok", "--deals", "2", "--save", name])
    _, err = capsys.readouterr()
    assert code == 2 and err.startswith("tarokdesk: error: --save: a name")
    assert err.count("\n") == 1 and "\x1b" not in err
    assert store.ids() == []


def test_sim_save_stores_the_trimmed_name(capsys, store):
    assert main(["sim", "--variant", "tapp-tarok", "--deals", "1", "--save",
                 " " + "n" * MAX_NAME + " "]) == 0
    (stored,), unreadable = store.scan()
    assert stored.name == "n" * MAX_NAME and not unreadable


def test_sessions_listing_never_prints_a_name_raw(capsys, store):
    session = Session("tapp-tarok", seed="n")
    stored = store.create(session, [{"name": n, "kind": "random"} for n in session.names], "x")
    snapshot = store.root / f"{stored.id}.json"
    envelope = json.loads(snapshot.read_text())
    envelope["name"] = "evil\nname\x1b]0;title\x07"
    envelope["seats"][1]["name"] = "B\nC"
    snapshot.write_text(json.dumps(envelope))
    assert main(["sessions"]) == 0
    out, _ = capsys.readouterr()
    assert out.count("\n") == 1 and "\x1b" not in out and "\x07" not in out
    assert "evil\\nname\\x1b]0;title\\x07" in out and "B\\nC" in out


@pytest.mark.gui
def test_the_sessions_window_refuses_a_bad_name(qtbot, store, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from tarokdesk.gui.sessions import SessionsDialog

    session = Session("tapp-tarok", seed="r")
    store.create(session, [{"name": n, "kind": "random"} for n in session.names], "Monday")
    dialog = SessionsDialog(store)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(0)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    for name in ("n" * (MAX_NAME + 1), "two\nlines", " "):
        monkeypatch.setattr(QInputDialog, "getText", lambda *a, name=name, **k: (name, True))
        qtbot.mouseClick(dialog.button["Rename"], Qt.MouseButton.LeftButton)
    assert len(warnings) == 3 and "control characters" in warnings[0]
    assert [s.name for s in store.scan()[0]] == ["Monday"]


@pytest.mark.gui
def test_dialogs_keep_only_valid_player_names(qtbot, store):
    from tarokdesk.gui.dialogs import NewGameDialog
    from tarokdesk.gui.person_names import DEFAULT_NAMES
    from tarokdesk.gui.settings_dialog import SettingsDialog

    settings_dialog = SettingsDialog(None)
    qtbot.addWidget(settings_dialog)
    settings_dialog.names[1].setText("x\x1b[2Jy")
    settings_dialog.names[2].setText(" Zita ")
    assert settings_dialog.values()["player_names"][1:3] == [DEFAULT_NAMES[1], "Zita"]
    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    new_game.seat_rows[0][0].setText("a\nb")
    assert new_game.setup().seats[0].name == DEFAULT_NAMES[0]
