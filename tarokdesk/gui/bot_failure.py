"""When a computer player fails (an exception on its worker thread), the table says so and
waits: the session is kept as it is, and the human may let the standard player take the seat
or try the same player again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from tarokdesk.gui import theme
from tarokdesk.gui.i18n import translate


class BotFailedBox(QMessageBox):
    def __init__(self, parent: QWidget, name: str, error: str):
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(translate("BotFailedBox", "A computer player failed"))
        theme.dress(self)
        self.setTextFormat(Qt.TextFormat.PlainText)  # it names a player
        self.setText(translate(
            "BotFailedBox", "The computer player of {name} stopped with an error. The session "
            "is kept as it is.").format(name=name))
        self.setDetailedText(error)
        self.take_over = self.addButton(
            translate("BotFailedBox", "Let the &standard player take the seat"),
            QMessageBox.ButtonRole.AcceptRole)
        self.retry = self.addButton(translate("BotFailedBox", "&Try again"),
                                    QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.take_over)
