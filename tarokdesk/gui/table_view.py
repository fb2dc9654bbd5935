"""The view of the table scene: it fits the scene to its size, and reports its first paint
(bench/gui_start.py) and the keys pressed on it (gui/table_input.py)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

from tarokdesk.gui.scene import TableScene


class TableView(QGraphicsView):
    painted = Signal()
    resized = Signal()
    key = Signal(int)

    def __init__(self, scene: TableScene):
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resized.emit()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        self.painted.emit()

    def keyPressEvent(self, event) -> None:
        self.key.emit(event.key())
        super().keyPressEvent(event)
