"""The sessions window and "Continue" on the start screen after a restart, and the start
beside damaged session files (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox
from damaged_sessions import HUGE, SAMPLE, every_damage, real_sessions, sessions_folder
from test_gui import human_turn, wait_for_human

from tarokdesk.core import Session
from tarokdesk.gui.app import startup_window
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.i18n import LANGUAGE
from tarokdesk.gui.sessions import SessionsDialog
from tarokdesk.gui.window import MainWindow
from tarokdesk.store import SessionStore, Settings

pytestmark = pytest.mark.gui


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    return SessionStore()


def test_continue_after_a_restart_finds_every_action(qtbot, store):
    settings = Settings()
    setup = TableSetup("koenigrufen", [SeatSetup("Anna", HUMAN)] +
                       [SeatSetup(n, "random") for n in ("Bernhard", "Clara", "David")], "9")
    first = MainWindow(setup, 0, 0, store=store, settings=settings)
    qtbot.addWidget(first)
    first.show()
    for _ in range(8):
        wait_for_human(qtbot, first)
        human_turn(qtbot, first)
    wait_for_human(qtbot, first)
    played = list(first.controller.game.log)
    first.close()

    second = startup_window(store, Settings(), bot_delay_ms=0)
    qtbot.addWidget(second)
    second.show()
    assert second.home.unfinished.name == first.controller.stored.name
    qtbot.mouseClick(second.home.buttons["continue"], Qt.MouseButton.LeftButton)
    assert second.controller.game.log[:len(played)] == played
    for _ in range(300):
        wait_for_human(qtbot, second)
        if second.controller.game.is_terminal:
            break
        human_turn(qtbot, second)
    assert second.controller.game.is_terminal
    assert sum(second.controller.game.result["totals"].values()) == 0


def test_sessions_window_lists_renames_deletes_exports_imports(qtbot, store, tmp_path,
                                                               monkeypatch):
    for name in ("Monday", "Tuesday"):
        session = Session("koenigrufen", seed=name)
        session.new_deal()
        store.create(session, [{"name": n, "kind": "random"} for n in session.names], name)
    store.root.joinpath("broken.json").write_text('{"format": "tarokdesk-save", "version": 2')
    dialog = SessionsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.rowCount() == 3
    assert "cannot be read" in dialog.table.item(2, 1).text()
    names = {dialog.table.item(r, 0).text() for r in range(2)}
    assert names == {"Monday", "Tuesday"}

    dialog.table.selectRow(0)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Renamed", True))
    qtbot.mouseClick(dialog.button["Rename"], Qt.MouseButton.LeftButton)
    assert "Renamed" in {dialog.table.item(r, 0).text() for r in range(2)}

    export = tmp_path / "out.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(export), ""))
    qtbot.mouseClick(dialog.button["Export"], Qt.MouseButton.LeftButton)
    assert export.exists()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(export), ""))
    qtbot.mouseClick(dialog.button["Import"], Qt.MouseButton.LeftButton)
    assert len(dialog.sessions) == 3

    dialog.table.selectRow(0)
    doomed = dialog.selected().id
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(dialog.button["Delete"], Qt.MouseButton.LeftButton)
    assert doomed not in store.ids() and len(dialog.sessions) == 2
    assert Path(store.root / "broken.json").exists()  # unreadable files are left alone

    dialog.table.selectRow(0)
    qtbot.mouseClick(dialog.button["Open"], Qt.MouseButton.LeftButton)
    assert dialog.chosen is not None and dialog.result() == QDialog.DialogCode.Accepted


def test_a_failed_autosave_is_reported_and_play_goes_on(qtbot, store, monkeypatch):
    from tarokdesk.store import SaveError

    def no_space(*args, **kwargs):
        raise SaveError("could not save: No space left on device")

    setup = TableSetup("tapp-tarok", [SeatSetup("Anna", HUMAN), SeatSetup("B", "random"),
                                      SeatSetup("C", "random")], "3")
    window = MainWindow(setup, 0, 0, store=store)
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr("tarokdesk.store.sessions.append_durably", no_space)
    wait_for_human(qtbot, window)
    before = len(window.controller.game.log)
    human_turn(qtbot, window)
    assert len(window.controller.game.log) > before
    assert "No space left" in window.statusBar().currentMessage()


def test_renaming_and_deleting_the_open_session_go_through_the_table(qtbot, store,
                                                                     monkeypatch):
    setup = TableSetup("tapp-tarok", [SeatSetup(n, "random") for n in ("A", "B", "C")], "5")
    window = MainWindow(setup, 0, 20, store=store)
    qtbot.addWidget(window)
    window.show()
    controller = window.controller
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Renamed", True))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))

    qtbot.waitUntil(lambda: len(controller.game.log) > 5, timeout=10000)
    dialog = SessionsDialog(store, window, owner=controller)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(0)
    assert dialog.selected().id == controller.stored.id
    assert not controller.game.is_terminal  # the bots are still playing
    qtbot.mouseClick(dialog.button["Rename"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.game.is_terminal, timeout=20000)  # the deal's fold
    loaded = store.load(controller.stored.id)
    assert loaded.name == "Renamed"
    assert [g.log for g in loaded.session.games] == [g.log for g in controller.session.games]

    window.next_deal()
    qtbot.waitUntil(lambda: len(controller.game.log) > 5, timeout=10000)
    dialog.reload()
    dialog.table.selectRow(0)
    assert not controller.game.is_terminal
    qtbot.mouseClick(dialog.button["Delete"], Qt.MouseButton.LeftButton)
    assert store.ids() == []
    qtbot.waitUntil(lambda: controller.game.is_terminal, timeout=20000)
    assert store.ids() == []  # it does not come back when the deal ends
    assert warnings == []


def test_a_session_open_in_another_window_is_shown_read_only(qtbot, store, monkeypatch):
    setup = TableSetup("tapp-tarok", [SeatSetup("Anna", HUMAN), SeatSetup("B", "random"),
                                      SeatSetup("C", "random")], "8")
    first = MainWindow(setup, 0, 0, store=store)
    qtbot.addWidget(first)
    first.show()
    wait_for_human(qtbot, first)
    human_turn(qtbot, first)  # the session file is made at the first action
    wait_for_human(qtbot, first)
    session_id = first.controller.stored.id
    second = MainWindow(None, 0, 0, store=store, resume=store.load(session_id))
    qtbot.addWidget(second)
    second.show()
    assert second.controller.read_only
    assert "another window" in second.statusBar().currentMessage()
    assert not second.controller.human_to_act()
    shown = list(second.controller.game.log)

    for _ in range(3):  # the first window plays and saves on
        wait_for_human(qtbot, first)
        if first.controller.game.is_terminal:
            break
        human_turn(qtbot, first)
    wait_for_human(qtbot, first)
    assert second.controller.game.log == shown  # nobody plays in the read-only window
    saved = store.load(session_id).session.current.log
    assert saved == first.controller.game.log and len(saved) > len(shown)

    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog = SessionsDialog(store, second, owner=second.controller)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(0)
    qtbot.mouseClick(dialog.button["Delete"], Qt.MouseButton.LeftButton)
    assert len(warnings) == 1 and "another window" in warnings[0]
    assert session_id in store.ids()

    first.close()  # gives the session up: now it opens for playing
    third = MainWindow(None, 0, 0, store=store, resume=store.load(session_id))
    qtbot.addWidget(third)
    assert not third.controller.read_only and third.controller.owns(session_id)
    third.close()


def test_the_table_starts_where_it_cannot_save_and_says_so(qtbot, tmp_path, monkeypatch):
    blocker = tmp_path / "f"
    blocker.write_text("x")
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(blocker))  # the data folder is a file
    window = startup_window(SessionStore(), Settings(), bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    assert "cannot be read" in window.home.about_unfinished.text()
    assert window.home.about_unfinished.isVisibleTo(window)
    window.new_game(TableSetup("tapp-tarok", [SeatSetup("Anna", HUMAN), SeatSetup("B", "random"),
                                              SeatSetup("C", "random")], "4"))
    wait_for_human(qtbot, window)
    before = len(window.controller.game.log)
    human_turn(qtbot, window)
    assert len(window.controller.game.log) > before
    assert "saving is off" in window.statusBar().currentMessage()


def test_a_whist_table_seats_the_persons_by_their_draw_and_keeps_it_when_continued(qtbot, store):
    """C5: each person, name and kind, goes to the seat he drew; the game log tells the draw;
    the saved session and its continuation keep those seats without drawing again."""
    entered = ["Anna", "Bernhard", "Clara", "David"]
    setup = TableSetup("whist", [SeatSetup("Anna", HUMAN)] +
                       [SeatSetup(n, "random") for n in entered[1:]], "12")
    first = MainWindow(setup, 0, 0, store=store, settings=Settings())
    qtbot.addWidget(first)
    first.show()
    controller = first.controller
    draw = controller.session.draw
    anna = draw["seats"].index(0)
    assert controller.names == [entered[p] for p in draw["seats"]]
    assert [s.name for s in controller.setup.seats] == controller.names
    assert controller.humans == [anna] and anna not in controller.players
    lines = [first.log.item(i).text() for i in range(first.log.count())]
    assert lines[0].startswith(f"{entered[draw['order'][0]]} draws ")
    assert f"{controller.names[0]} & {controller.names[2]} play against " \
           f"{controller.names[1]} & {controller.names[3]}" in lines[4]
    assert lines[5] == f"{controller.names[0]} deals first"
    for _ in range(3):
        wait_for_human(qtbot, first)
        human_turn(qtbot, first)
    wait_for_human(qtbot, first)
    played = list(controller.game.log)
    first.close()

    second = startup_window(store, Settings(), bot_delay_ms=0)
    qtbot.addWidget(second)
    second.show()
    qtbot.mouseClick(second.home.buttons["continue"], Qt.MouseButton.LeftButton)
    resumed = second.controller
    assert resumed.session.draw == draw and resumed.names == controller.names
    assert resumed.humans == [anna] and resumed.game.log[:len(played)] == played


@pytest.fixture(scope="module")
def damaged_data(tmp_path_factory):
    """A real session of every variant beside a sample of damaged copies of them."""
    data = tmp_path_factory.mktemp("damaged")
    files = real_sessions(data / "made")
    return data, files, sessions_folder(data, files, every_damage(files)[::SAMPLE])


def test_the_table_starts_beside_damaged_sessions_and_names_them(qtbot, damaged_data,
                                                                 monkeypatch):
    data, files, damages = damaged_data
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(data))
    store = SessionStore()
    window = startup_window(store, Settings(), bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    home = window.home
    refused = {session_id for session_id, damage in damages.items() if damage.refused}
    named = {error.path.stem for error in home.damaged}
    assert refused <= named and not named & {f"good-{variant}" for variant in files}
    assert home.about_damaged.isVisibleTo(window)
    assert f"{len(named)} session files cannot be read" in home.about_damaged.text()
    assert sorted(named)[0] in home.about_damaged.text()
    assert home.unfinished is not None and home.unfinished.id not in named
    assert home.buttons["continue"].isVisibleTo(window)

    dialog = SessionsDialog(store)
    qtbot.addWidget(dialog)
    listed = {stored.id for stored in dialog.sessions}
    assert {f"good-{variant}" for variant in files} <= listed
    assert {problem.path.stem for problem in dialog.problems} == named
    rows = [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]
    assert len(rows) == len(listed) + len(named)
    assert {problem.path.name for problem in dialog.problems} <= set(rows)  # .json, .journal


def test_a_session_file_with_a_huge_integer_is_named_at_the_start(qtbot, store):
    session = Session("koenigrufen", seed="huge")
    session.new_deal()
    good = store.create(session, [{"name": n, "kind": "random"} for n in session.names], "Good")
    store.close(good)
    text = (store.root / f"{good.id}.json").read_text()
    store.root.joinpath("huge.json").write_text(text.replace('"n_seats":4', f'"n_seats":{HUGE}'))
    window = startup_window(store, Settings(), bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    assert window.home.unfinished.id == good.id
    assert [error.path.name for error in window.home.damaged] == ["huge.json"]
    assert "5000 digits" in window.home.damaged[0].problem
    assert "huge.json" in window.home.about_damaged.text()


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_sessions_list_reads_in_full_at_its_opening_size(qtbot, store, language):
    """Long session names, long names of persons and an unreadable file: every cell shows its
    whole text and the list never scrolls sideways."""
    LANGUAGE.use(language)
    persons = ["Maximiliane", "Bartholomäus", "Konstantin", "Friederike"]
    for variant, count in (("koenigrufen", 4), ("whist", 4), ("tarok-mit-blocks", 3)):
        session = Session(variant, seed="long", names=persons[:count])
        session.new_deal()
        store.create(session, [{"name": n, "kind": "random"} for n in session.names],
                     f"{variant} 20261207-210345")
    store.root.joinpath("broken.json").write_text('{"format": "tarokdesk-save", "version": 2')
    dialog = SessionsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(10)
    LANGUAGE.use("en")
    table = dialog.table
    assert not table.horizontalScrollBar().isVisible()
    assert table.horizontalHeader().length() <= table.viewport().width()
    assert cut_cells(table) == []


def cut_cells(table) -> list[str]:
    """The texts of `table` that its cells do not show in full (wrapped at spaces where
    the table wraps, else on one line)."""
    metrics = table.fontMetrics()
    flags = Qt.TextFlag.TextWordWrap if table.wordWrap() else Qt.TextFlag.TextSingleLine
    cut = []
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if item is None or not item.text():
                continue
            width = sum(table.columnWidth(c) for c in
                        range(column, column + table.columnSpan(row, column))) - 8
            needed = metrics.boundingRect(QRect(0, 0, width, 10_000),
                                          flags, item.text())
            if needed.width() > width or needed.height() > table.rowHeight(row):
                cut.append(item.text())
    return cut
