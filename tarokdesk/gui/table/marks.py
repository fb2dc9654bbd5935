"""Things drawn on the cloth besides cards: notes (speech bubbles, the contract banner,
captions), the glow round the seat to move, and the frame round a talon part."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from tarokdesk.gui.rich_text import plain_tip

BUBBLE = ("#fffdf4", "#1b1b1b", "#caa84a")
BANNER = ("#10351d", "#f4f1e8", "#caa84a")


class Note(QGraphicsObject):
    """Lines of text in a rounded box, each line elided to `max_width` (full text on hover)."""

    def __init__(self, lines: list[str], font: QFont, colours: tuple[str, str, str],
                 max_width: float, bold_first: bool = False):
        super().__init__()
        self.font, self.colours, self.bold_first = font, colours, bold_first
        self.padding = max(3.0, font.pointSizeF() * 0.45)
        inner = max(10.0, max_width - 2 * self.padding)
        self.lines, widths = [], []
        for index in range(len(lines)):
            metrics = QFontMetricsF(self._font(index))
            self.lines.append(metrics.elidedText(lines[index], Qt.TextElideMode.ElideRight,
                                                 inner))
            widths.append(metrics.horizontalAdvance(self.lines[-1]))
        self.line_h = QFontMetricsF(self._font(0)).height()
        width = max(widths, default=0.0)
        self.size = QRectF(0, 0, width + 2 * self.padding + 2,
                           self.line_h * len(self.lines) + 2 * self.padding)
        self.text = "\n".join(lines)
        self.setToolTip(plain_tip(self.text))

    def _font(self, index: int) -> QFont:
        font = QFont(self.font)
        if self.bold_first and index == 0:
            font.setBold(True)
        return font

    def boundingRect(self) -> QRectF:
        return self.size

    def paint(self, painter: QPainter, option, widget=None) -> None:
        background, ink, edge = self.colours
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(edge), 1.5))
        painter.setBrush(QBrush(QColor(background)))
        radius = min(10.0, self.size.height() / 3)
        painter.drawRoundedRect(self.size.adjusted(0.75, 0.75, -0.75, -0.75), radius, radius)
        painter.setPen(QColor(ink))
        for index, line in enumerate(self.lines):
            painter.setFont(self._font(index))
            painter.drawText(QRectF(self.padding, self.padding + index * self.line_h,
                                    self.size.width(), self.line_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)


class Glow(QGraphicsObject):
    """A soft gold glow round a region: the seat to move, or a talon part one may take."""

    def __init__(self, rect: QRectF, strong: bool = True):
        super().__init__()
        self.rect, self.strong = QRectF(rect), strong

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((9, 40), (5, 80), (2, 230)) if self.strong else ((2, 150),):
            painter.setPen(QPen(QColor(255, 213, 74, alpha), width))
            painter.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 8, 8)
