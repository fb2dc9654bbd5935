"""Panels laid over the table: the privacy screen of hot-seat play, which hides the whole
table (cards, buttons and all) until the next player is ready, and the counting of a finished
deal. Each follows the size of what it covers, even while the window is not yet shown."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget


class Overlay(QFrame):
    def __init__(self, area: QWidget, button_text: str, opaque: bool):
        """Over `area` (all of it if `opaque`, else a centred panel)."""
        super().__init__(area)
        self.area = area
        self.opaque = opaque
        self.setAutoFillBackground(True)
        self.setStyleSheet("Overlay { background: %s; border-radius: 10px; "
                           "border: 2px solid #caa84a; }" % ("#123d22" if opaque else "#faf8f0"))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter if opaque else
                               Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        if opaque:
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
        rect = self.area.rect()
        if not self.opaque:
            width = min(rect.width() - 40, max(520, rect.width() // 2))
            height = min(rect.height() - 40, self.sizeHint().height() + 20)
            rect = QRect(rect.x() + (rect.width() - width) // 2,
                         rect.y() + (rect.height() - height) // 2, width, height)
        self.setGeometry(rect)
        self.raise_()

    def show_over(self, text: str) -> None:
        self.text.setText(text)
        self.show()
        self.cover()
