"""The privacy screen of hot-seat play, laid over the table: it hides the whole table (cards,
buttons and all) until the next player is ready, and follows the size of what it covers, even
while the window is not yet shown. (The counting of a finished deal lies on the table itself:
gui/table/result.py.)"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget


class Overlay(QFrame):
    def __init__(self, area: QWidget, button_text: str):
        """Over all of `area`."""
        super().__init__(area)
        self.area = area
        self.setAutoFillBackground(True)
        self.setStyleSheet("Overlay { background: #123d22; border-radius: 10px; "
                           "border: 2px solid #caa84a; }")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.text.setStyleSheet("color: #f4f1e8; font-size: 20px;")
        self.button = QPushButton(button_text)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        area.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and not self.isHidden():
            self.cover()
        return False

    def cover(self) -> None:
        self.setGeometry(self.area.rect())
        self.raise_()

    def show_over(self, text: str) -> None:
        self.text.setText(text)
        self.show()
        self.cover()
