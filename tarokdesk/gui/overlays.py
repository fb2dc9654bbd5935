"""The privacy screen of hot-seat play, laid over the table: it hides the whole table (cards,
buttons and all) until the next player is ready, and follows the size of what it covers, even
while the window is not yet shown. A card back, the hand-over and the button stand together
in its middle. (The counting of a finished deal lies on the table itself:
gui/table/result.py.)"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from tarokdesk.gui import theme
from tarokdesk.gui.deck import CARD_RATIO, CardDeck

BACK_SHARE = 0.28
"""The card back's height, as a share of the covered area's."""


class Overlay(QFrame):
    def __init__(self, area: QWidget, button_text: str, deck: CardDeck):
        """Over all of `area`."""
        super().__init__(area)
        self.area = area
        self.deck = deck
        self.setAutoFillBackground(True)
        self.back = QLabel()
        self.back.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.button = QPushButton(button_text)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.back)
        layout.addSpacing(12)
        layout.addWidget(self.text)
        layout.addSpacing(12)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        area.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and not self.isHidden():
            self.cover()
        return False

    def cover(self) -> None:
        rect = self.area.rect()
        self.setGeometry(rect)
        self.setStyleSheet(theme.privacy_sheet(rect.height()))
        height = round(rect.height() * BACK_SHARE)
        self.back.setPixmap(self.deck.pixmap(None, QSize(round(height / CARD_RATIO), height),
                                             self.devicePixelRatioF()))
        self.raise_()

    def show_over(self, text: str) -> None:
        self.text.setText(text)
        self.show()
        self.cover()
