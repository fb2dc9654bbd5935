"""Host a table in one window and join it from another (pytest-qt, offscreen): both see the
lobby, the host gives a place to a computer player and starts, both play a deal through the
host and see its result."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from tarokdesk.gui.network_dialogs import LobbyDialog, _listening
from tarokdesk.gui.remote import ClientLink, RemoteController
from tarokdesk.gui.window import MainWindow
from tarokdesk.net import protocol as P
from tarokdesk.net.table import HostedTable, Place
from tarokdesk.players import RandomPlayer
from tarokdesk.store import SessionStore, Settings

pytestmark = pytest.mark.gui


def test_host_and_join_from_two_windows_play_a_deal(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    store = SessionStore()
    windows = [MainWindow(None, 0, 0, store=store, settings=Settings()) for _ in range(2)]
    for window in windows:
        qtbot.addWidget(window)
        window.show()
    table = HostedTable("koenigrufen", None, None,
                        [Place(""), Place(""), Place(""), Place("Robo", "random")],
                        "gui-net", P.new_room_code(), store, "Evening")
    hosting = _listening(table)
    links = [ClientLink(f"ws://127.0.0.1:{hosting.host.port}", table.room, name, window)
             for name, window in zip(("Anna", "Ben"), windows)]
    lobbies = [LobbyDialog(windows[0], links[0], hosting, table),
               LobbyDialog(windows[1], links[1])]
    for link, lobby in zip(links, lobbies):
        link.start()
        lobby.show()
        qtbot.waitUntil(lambda lobby=lobby: lobby.lobby is not None, timeout=10000)
    qtbot.waitUntil(lambda: all(sum(p["connected"] for p in lobby.lobby["places"]) == 2
                                for lobby in lobbies), timeout=10000)
    # both lobbies show who sits where; the host's offers the empty place to a computer
    for lobby in lobbies:
        assert [lobby.places.item(row, 0).text() for row in range(2)] == ["Anna", "Ben"]
    assert not lobbies[0].start.isEnabled()
    chooser = lobbies[0].places.cellWidget(2, 1)
    chooser.setCurrentIndex(chooser.findData("random"))
    chooser.activated.emit(chooser.currentIndex())
    qtbot.waitUntil(lobbies[0].start.isEnabled, timeout=10000)
    assert lobbies[1].places.cellWidget(2, 1) is None  # only the host chooses
    lobbies[0].start.click()
    qtbot.waitUntil(lambda: all(lobby.result() == QDialog.DialogCode.Accepted
                                for lobby in lobbies), timeout=10000)
    controllers = [RemoteController(link, lobby.lobby, lobby.state, window,
                                    hosting if window is windows[0] else None)
                   for link, lobby, window in zip(links, lobbies, windows)]
    for window, controller in zip(windows, controllers):
        window._install(controller)
    player = RandomPlayer("gui")
    for _ in range(400):
        if all(c.game.is_terminal for c in controllers):
            break
        for window, controller in zip(windows, controllers):
            if controller.human_to_act():
                at, action = controller.state.at, player.choose(controller.view())
                window.input.choose(action)
                # nothing is shown before the host has taken it
                assert controller.state.at == at and not controller.human_to_act()
        qtbot.wait(5)
    assert all(c.game.is_terminal for c in controllers)
    game = table.session.current
    for window, controller in zip(windows, controllers):
        qtbot.waitUntil(lambda window=window: not window.result_panel.isHidden(), timeout=5000)
        assert controller.view().result["totals"] == game.result["totals"]
        assert controller.view().hand == () and controller.history()[-1].seat >= 0
    assert controllers[0].names[:2] == ["Anna", "Ben"]
    assert store.load(table.stored.id).session.current.log == game.log
    windows[0].close()
    windows[1].close()
    # closing a window ends its connection, and the host's window the host, at once
    assert not any(link._thread.is_alive() for link in links)
    assert not hosting._thread.is_alive()
