"""The sessions window (list, open, rename, delete, export, import). Unreadable files are
listed with the reason and left alone."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QHeaderView, QInputDialog, QLabel,
    QMessageBox, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from tarokdesk.core.variant import variant_class
from tarokdesk.gui import theme
from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, plural
from tarokdesk.gui.person_names import shown_names
from tarokdesk.gui.words import game_name as translated_name
from tarokdesk.names import is_valid_name
from tarokdesk.store import SaveError, SessionBusy, SessionStore, StoredSession, StoreError

COLUMNS = (QT_TRANSLATE_NOOP("SessionsDialog", "Name"), QT_TRANSLATE_NOOP("SessionsDialog", "Game"),
           QT_TRANSLATE_NOOP("SessionsDialog", "Players"),
           QT_TRANSLATE_NOOP("SessionsDialog", "Last played"),
           QT_TRANSLATE_NOOP("SessionsDialog", "Deals"), QT_TRANSLATE_NOOP("SessionsDialog", "Score"))


def game_name(variant_id: str) -> str:
    try:
        return translated_name(variant_class(variant_id))
    except ValueError:
        return variant_id


class SessionsDialog(QDialog):
    def __init__(self, store: SessionStore, parent=None, owner=None):
        """`owner`: the table's controller; the session it has open is renamed and deleted
        through it, so that its next save does not undo the change."""
        super().__init__(parent)
        self.owner = owner
        self.setWindowTitle(self.tr("Sessions"))
        theme.dress(self)
        self.resize(900, 420)
        self.store = store
        self.chosen: StoredSession | None = None
        self.sessions: list[StoredSession] = []
        self.problems: list[StoreError] = []
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setAccessibleName(self.tr("Saved sessions"))
        self._fit_columns()
        self.table.doubleClicked.connect(self.open_selected)
        self.status = QLabel()
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        self.button = {}
        for key, label, slot in (
                ("Open", self.tr("&Open"), self.open_selected),
                ("Rename", self.tr("&Rename…"), self.rename_selected),
                ("Delete", self.tr("&Delete…"), self.delete_selected),
                ("Export", self.tr("&Export…"), self.export_selected),
                ("Review", self.tr("Re&view deal…"), self.review_selected),
                ("Import", self.tr("&Import…"), self.import_file)):
            button = QPushButton(label)
            button.clicked.connect(slot)
            buttons.addWidget(button)
            self.button[key] = button
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        layout.addWidget(close)
        self.reload()

    def reload(self) -> None:
        try:
            self.sessions, self.problems = self.store.scan()
        except StoreError as error:  # the folder itself: say so, never "no sessions"
            self.sessions, self.problems = [], []
            self.table.setRowCount(0)
            self.status.setText(self.tr("The sessions cannot be read: {problem}").format(
                problem=str(error)))
            return
        self.table.clearSpans()
        self.table.setRowCount(len(self.sessions) + len(self.problems))
        for row, stored in enumerate(self.sessions):
            info = stored.summary()
            players = shown_names(info["players"])
            score = "  ".join(f"{n}\N{NO-BREAK SPACE}{info['totals'][str(i)]:+d}"
                              for i, n in enumerate(players))
            values = (info["name"], game_name(info["variant"]), ", ".join(players),
                      info["updated"].replace("T", " ")[:16], str(info["deals"]), score)
            for column, text in enumerate(values):
                self._set(row, column, text)
        for offset, problem in enumerate(self.problems):
            row = len(self.sessions) + offset
            self._set(row, 0, problem.path.name, QColor("#b00020"))
            self._set(row, 1, self.tr("cannot be read: {problem}").format(problem=problem.problem),
                      QColor("#b00020"))
            self.table.setSpan(row, 1, 1, len(COLUMNS) - 1)
        if self.sessions:
            self.table.selectRow(0)
        text = plural("SessionsDialog", "%n sessions in {folder}", len(self.sessions)).format(
            folder=self.store.root)
        if self.problems:
            text += "; " + plural("SessionsDialog", "%n files cannot be read and are left "
                                  "untouched", len(self.problems))
        self.status.setText(text)

    def _fit_columns(self) -> None:
        """The short columns take their content's width and the long ones (name, players,
        score) share the rest and wrap, so nothing is cut and the list never scrolls
        sideways, however many persons a session has."""
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        header = self.table.horizontalHeader()
        for column in range(len(COLUMNS)):
            wraps = column in (0, 2, len(COLUMNS) - 1)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if wraps
                                        else QHeaderView.ResizeMode.ResizeToContents)
        header.sectionResized.connect(self.table.resizeRowsToContents)

    def _set(self, row: int, column: int, text: str, colour: QColor | None = None) -> None:
        item = QTableWidgetItem(text)
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        if colour is not None:
            item.setForeground(colour)
        self.table.setItem(row, column, item)

    def selected(self) -> StoredSession | None:
        row = self.table.currentRow()
        return self.sessions[row] if 0 <= row < len(self.sessions) else None

    def open_selected(self) -> None:
        stored = self.selected()
        if stored is not None:
            self.chosen = stored
            self.accept()

    def rename_selected(self) -> None:
        stored = self.selected()
        if stored is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename session"), self.tr("Name:"),
                                        text=stored.name)
        if ok and not is_valid_name(name):
            QMessageBox.warning(self, self.tr("Rename session"), self.tr(
                "A name has 1 to 200 characters and no invisible or control characters."))
        elif ok:
            self._guard(lambda: self.owner.rename_session(name) if self._owned(stored)
                        else self.store.rename(stored, name))

    def delete_selected(self) -> None:
        stored = self.selected()
        if stored is None:
            return
        answer = QMessageBox.question(self, self.tr("Delete session"),
                                      self.tr("Delete the session “{name}” for good?").format(
                                          name=stored.name))
        if answer == QMessageBox.StandardButton.Yes:
            self._guard(lambda: self.owner.delete_session() if self._owned(stored)
                        else self.store.delete(stored.id))

    def _owned(self, stored: StoredSession) -> bool:
        return self.owner is not None and self.owner.owns(stored.id)

    def export_selected(self) -> None:
        stored = self.selected()
        if stored is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export session"),
                                              f"{stored.name}.json",
                                              self.tr("tarokdesk sessions (*.json)"))
        if path:
            self._guard(lambda: self.store.export(stored, Path(path)))

    def review_selected(self) -> None:
        from tarokdesk.gui.review import review_saved_deal

        stored = self.selected()
        if stored is not None:
            review_saved_deal(stored, self)

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import session"), "",
                                              self.tr("tarokdesk sessions (*.json)"))
        if path:
            self._guard(lambda: self.store.import_file(Path(path)))

    def _guard(self, operation) -> None:
        try:
            operation()
        except SessionBusy:
            QMessageBox.warning(self, self.tr("Sessions"), self.tr(
                "This session is open in another window; close it there first."))
        except (SaveError, StoreError, OSError) as error:
            QMessageBox.warning(self, self.tr("Sessions"), str(error))
        self.reload()

