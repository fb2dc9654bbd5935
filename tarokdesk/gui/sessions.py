"""The sessions window (list, open, rename, delete, export, import) and the start-up offer
to continue the last unfinished session. Unreadable files are listed with the reason and left
alone."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QInputDialog, QLabel, QMessageBox,
    QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from tarokdesk.core.variant import variant_class
from tarokdesk.store import SaveError, SessionStore, StoredSession, StoreError

COLUMNS = ("Name", "Game", "Players", "Last played", "Deals", "Score")


def _game_name(variant_id: str) -> str:
    try:
        return variant_class(variant_id).name
    except ValueError:
        return variant_id


class SessionsDialog(QDialog):
    def __init__(self, store: SessionStore, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Sessions")
        self.resize(900, 420)
        self.store = store
        self.chosen: StoredSession | None = None
        self.sessions: list[StoredSession] = []
        self.problems: list[StoreError] = []
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setAccessibleName("Saved sessions")
        self.table.doubleClicked.connect(self.open_selected)
        self.status = QLabel()
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        self.button = {}
        for label, slot in (("&Open", self.open_selected), ("&Rename…", self.rename_selected),
                            ("&Delete…", self.delete_selected), ("&Export…", self.export_selected),
                            ("&Import…", self.import_file)):
            button = QPushButton(label)
            button.clicked.connect(slot)
            buttons.addWidget(button)
            self.button[label.replace("&", "").rstrip("…")] = button
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        layout.addWidget(close)
        self.reload()

    def reload(self) -> None:
        self.sessions, self.problems = self.store.scan()
        self.table.setRowCount(len(self.sessions) + len(self.problems))
        for row, stored in enumerate(self.sessions):
            info = stored.summary()
            score = "  ".join(f"{n} {info['totals'][str(i)]:+d}"
                              for i, n in enumerate(info["players"]))
            values = (info["name"], _game_name(info["variant"]), ", ".join(info["players"]),
                      info["updated"].replace("T", " ")[:16], str(info["deals"]), score)
            for column, text in enumerate(values):
                self._set(row, column, text)
        for offset, problem in enumerate(self.problems):
            row = len(self.sessions) + offset
            self._set(row, 0, problem.path.name, QColor("#b00020"))
            self._set(row, 1, f"cannot be read: {problem.problem}", QColor("#b00020"))
            for column in range(2, len(COLUMNS)):
                self._set(row, column, "", QColor("#b00020"))
        self.table.resizeColumnsToContents()
        if self.sessions:
            self.table.selectRow(0)
        self.status.setText(f"{len(self.sessions)} sessions in {self.store.root}"
                            + (f"; {len(self.problems)} files cannot be read and are left "
                               "untouched" if self.problems else ""))

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
        name, ok = QInputDialog.getText(self, "Rename session", "Name:", text=stored.name)
        if ok and name.strip():
            self._guard(lambda: self.store.rename(stored, name))

    def delete_selected(self) -> None:
        stored = self.selected()
        if stored is None:
            return
        answer = QMessageBox.question(self, "Delete session",
                                      f"Delete the session “{stored.name}” for good?")
        if answer == QMessageBox.StandardButton.Yes:
            self._guard(lambda: self.store.delete(stored.id))

    def export_selected(self) -> None:
        stored = self.selected()
        if stored is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, "Export session", f"{stored.name}.json",
                                              "tarokdesk sessions (*.json)")
        if path:
            self._guard(lambda: self.store.export(stored, Path(path)))

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import session", "",
                                              "tarokdesk sessions (*.json)")
        if path:
            self._guard(lambda: self.store.import_file(Path(path)))

    def _guard(self, operation) -> None:
        try:
            operation()
        except (SaveError, StoreError, OSError) as error:
            QMessageBox.warning(self, "Sessions", str(error))
        self.reload()


class ContinueDialog(QDialog):
    """Offered at start when the last session was left unfinished."""

    def __init__(self, stored: StoredSession, parent=None):
        super().__init__(parent)
        self.setWindowTitle("tarokdesk")
        info = stored.summary()
        text = QLabel(f"Your {_game_name(info['variant'])} session “{info['name']}” with "
                      f"{', '.join(info['players'])} is not finished "
                      f"({info['deals']} deals played).")
        text.setWordWrap(True)
        self.continue_button = QPushButton("&Continue")
        self.continue_button.setDefault(True)
        self.new_button = QPushButton("&New game")
        self.continue_button.clicked.connect(self.accept)
        self.new_button.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.new_button)
        row.addWidget(self.continue_button)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addLayout(row)
