"""The view of the table scene: it fits the scene to its size, and reports its first paint
(bench/gui_start.py) and the keys pressed on it (gui/table_input.py).

A burst of resizes (a window dragged, docks and the drawer settling) lays the table out once, on
the event loop's next pass, as laying it out is the dear part; whatever needs the laid table
before that (the window about to paint, a click, a screenshot) calls lay_out_pending, so it never
sees the table laid for an old size."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

from tarokdesk.gui.scene import TableScene

LAY_OUT = QEvent.Type(QEvent.registerEventType())


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
        self.layout_pending = False

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().setSceneRect(QRectF(0, 0, size.width(), size.height()))
        if not self.layout_pending:
            self.layout_pending = True
            QCoreApplication.postEvent(self, QEvent(LAY_OUT))

    def lay_out_pending(self) -> None:
        """Lay the table out for the view's present size if a resize has not been laid yet."""
        if self.layout_pending:
            self.layout_pending = False
            self.resized.emit()

    def event(self, event) -> bool:
        if event.type() == LAY_OUT:
            self.lay_out_pending()
            return True
        return super().event(event)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        self.painted.emit()

    def mousePressEvent(self, event) -> None:
        self.lay_out_pending()
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        self.key.emit(event.key())
        super().keyPressEvent(event)
