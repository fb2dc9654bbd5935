"""Game → Host a table and Game → Join a table: the address and room code to pass on or to
enter, and the lobby (who sits where) until the table starts. The host gives empty places to
computer players and starts; everyone's window then follows the host (gui/remote.py)."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QMessageBox,
    QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from tarokdesk.core import Refusal
from tarokdesk.gui import theme
from tarokdesk.gui.controller import TableSetup
from tarokdesk.gui.i18n import translate
from tarokdesk.gui.person_names import DEFAULT_NAMES, stored_name
from tarokdesk.gui.remote import ClientLink, RemoteController
from tarokdesk.gui.words import refusal_reason, session_name
from tarokdesk.net import protocol as P
from tarokdesk.net.addresses import reachable_address, table_address
from tarokdesk.net.client import TableState
from tarokdesk.net.server import Host, HostThread
from tarokdesk.net.table import HostedTable, Place
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.store import Settings
from tarokdesk.store.format import HUMAN

PORT = 8765

T = TypeVar("T")


def host_table(window, setup: TableSetup) -> RemoteController | None:
    """Host `setup`'s game: its first human seat is this window's person, the other human
    seats wait for persons to join. Returns the table's controller once it has started."""
    places = [Place("" if seat.kind == HUMAN else seat.name, seat.kind) for seat in setup.seats]
    table = HostedTable(setup.variant_id, setup.options, setup.table_size, places,
                        secrets.token_hex(8), P.new_room_code(), window.store,
                        session_name(setup.variant_id), temperament=setup.temperament)
    hosting = _listening(table)
    if hosting is None:
        QMessageBox.warning(window, translate("LobbyDialog", "Host a table"), translate(
            "LobbyDialog", "No port to listen on could be opened."))
        return None
    own = next((seat.name for seat in setup.seats if seat.kind == HUMAN), "Host")
    link = ClientLink(f"ws://127.0.0.1:{hosting.host.port}", table.room, own, window)
    return _followed(window, link, LobbyDialog(window, link, hosting, table), hosting)


def _listening(table: HostedTable) -> HostThread | None:
    """The host on the usual port, or on any free one if that is taken."""
    for port in (PORT, 0):
        hosting = HostThread(Host("0.0.0.0", port))
        hosting.host.add(table)
        try:
            hosting.start()
        except OSError:
            continue
        return hosting
    return None


def join_table(window) -> RemoteController | None:
    dialog = JoinDialog(window)
    if not dialog.exec():
        return None
    address, room, name = dialog.values()
    link = ClientLink(address, room, name, window)
    return _followed(window, link, LobbyDialog(window, link))


def _followed(window: QWidget, link: ClientLink, lobby: LobbyDialog,
              hosting: HostThread | None = None) -> RemoteController | None:
    """The table's controller once the lobby has seen it start; None if it was left."""
    link.start()
    if not lobby.exec() or lobby.lobby is None or lobby.state is None:
        link.stop()
        if hosting is not None:
            hosting.stop()
        return None
    return RemoteController(link, lobby.lobby, lobby.state, window, hosting)


def computer_words(level: str) -> str:
    """A computer player's place, as the new-game dialog names it."""
    return translate("NewGameDialog", "Computer: {level}").format(
        level=translate("NewGameDialog", level))


class JoinDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        theme.dress(self)
        self.address = QLineEdit(f"ws://:{PORT}")
        self.room = QLineEdit()
        self.room.setMaxLength(12)
        self.name = QLineEdit(parent.settings["player_names"][0]
                              if parent is not None and parent.settings else "")
        self.name.setMaxLength(P.MAX_NAME)
        form = QFormLayout(self)
        form.addRow(self.tr("Address of the host:"), self.address)
        form.addRow(self.tr("Room code:"), self.room)
        form.addRow(self.tr("Your name:"), self.name)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> tuple[str, str, str]:
        """Address, room code (typed apart, or ending the address) and name."""
        try:
            address, room = table_address(self.address.text().strip(), self.room.text())
        except ValueError:  # no room code: the host will say there is no such table
            address, room = table_address(self.address.text().strip(), "?")
        return address, room, self.name.text().strip() or "?"


class LobbyDialog(QDialog):
    """Who sits where until the table starts; for the host also the address and room code to
    pass on, a computer player for each empty place, and Start."""

    def __init__(self, parent, link: ClientLink, hosting: HostThread | None = None,
                 table: HostedTable | None = None):
        super().__init__(parent)
        self.link, self.hosting, self.table = link, hosting, table
        self.settings: Settings | None = parent.settings
        self.lobby: dict | None = None
        self.state: TableState | None = None
        self.setWindowTitle(self.tr("Host a table") if hosting else self.tr("Join a table"))
        theme.dress(self)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("Connecting…"))
        self.heading.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.places = QTableWidget(0, 2)
        self.places.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Player")])
        self.places.horizontalHeader().setStretchLastSection(True)
        self.places.verticalHeader().setVisible(False)
        layout.addWidget(self.places)
        if hosting is None or table is None:
            layout.addWidget(QLabel(self.tr("Waiting for the host to start…")))
        else:
            stand_in = QCheckBox(self.tr("A computer player plays for anyone away until "
                                         "he is back"))
            stand_in.toggled.connect(lambda on: self._decide(
                lambda hosted: setattr(hosted, "away_kind", "standard" if on else None)))
            stand_in.setChecked(True)
            layout.addWidget(stand_in)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        self.start: QPushButton | None = None
        if hosting is not None and table is not None:
            self.start = QPushButton(self.tr("&Start"))
            self.start.setEnabled(False)
            self.start.clicked.connect(self._start)
            buttons.addButton(self.start, QDialogButtonBox.ButtonRole.ActionRole)
            port = hosting.host.port
            self.heading.setText(self.tr(
                "Tell the players who join: address {address}, room code {room}").format(
                address=f"ws://{reachable_address('0.0.0.0')}:{port}", room=table.room))
        layout.addWidget(buttons)
        link.received.connect(self._received)
        link.failed.connect(self._failed)
        self.resize(460, 320)

    def _received(self, message: dict) -> None:
        if message["type"] == "lobby":
            self.lobby = message
            self._show_places(message["places"])
        elif message["type"] == "state" and self.lobby is not None and self.state is None:
            self.state = TableState(message)
            self.accept()

    def _show_places(self, places: list[dict]) -> None:
        self.places.setRowCount(len(places))
        for row, place in enumerate(places):
            self.places.setItem(row, 0, QTableWidgetItem(place["name"] or "—"))
            chooser = self.places.cellWidget(row, 1)
            if chooser is not None:
                chooser.hide()  # until its deletion, which waits for the event loop
                self.places.removeCellWidget(row, 1)
            if place["kind"] != HUMAN:
                who = computer_words(place["kind"])
            elif place["connected"]:
                who = self.tr("Person, here")
            else:
                who = self.tr("Person, awaited")
            if self.hosting is not None and not place["taken"]:
                self.places.setCellWidget(row, 1, self._chooser(row, place["kind"]))
            else:
                self.places.setItem(row, 1, QTableWidgetItem(who))
        if self.start is not None:
            self.start.setEnabled(self._decide(HostedTable.can_start))

    def _chooser(self, place: int, kind: str) -> QComboBox:
        chooser = QComboBox()
        chooser.addItem(self.tr("Person, awaited"), HUMAN)
        for level in PLAYER_KINDS:
            chooser.addItem(computer_words(level), level)
        chooser.setCurrentIndex(chooser.findData(kind))
        chooser.activated.connect(lambda _: self._decide(
            lambda table: table.assign(place, chooser.currentData(), self._name(table, place))))
        return chooser

    def _name(self, table: HostedTable, place: int) -> str | None:
        """A computer player's name (asked on the host's thread, where the places are): the
        first of the settings' names (but the human's own) nobody at the table has yet."""
        names = (self.settings["player_names"] if self.settings else DEFAULT_NAMES)[1:]
        taken = {p.name for i, p in enumerate(table.places) if i != place}
        return next((stored_name(n) for n in names if n not in taken), None)

    def _start(self) -> None:
        self._decide(HostedTable.start)

    def _decide(self, decision: Callable[[HostedTable], T]) -> T:
        """The host's `decision` on its table, made on the host's thread."""
        if self.hosting is None or self.table is None:
            raise RuntimeError("only the host decides for the table")
        table = self.table
        return self.hosting.host.call(lambda: decision(table), table.room)

    def _failed(self, problem) -> None:
        text = refusal_reason(problem) if isinstance(problem, Refusal) else problem
        QMessageBox.warning(self, self.windowTitle(), self.tr(
            "The table cannot be joined: {problem}").format(problem=text))
        self.reject()
