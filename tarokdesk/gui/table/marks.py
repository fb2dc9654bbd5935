"""Things drawn on the cloth besides cards and plates: notes (speech bubbles, the contract
banner, captions), the glow round the seat to move, and the frame round a talon part."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from tarokdesk.gui.rich_text import plain_tip
from tarokdesk.gui.table.style import wrap


class Note(QGraphicsObject):
    """Lines of text in a rounded box, at most `max_width` wide: a longer line wraps (at its
    " · " joints first), so nothing is cut short. `tail`: the side of the box a speech
    bubble's tail points out of ("left" or "up"), if any."""

    def __init__(self, lines: list[str], font: QFont, colours: tuple[str, str, str],
                 max_width: float, bold_first: bool = False, tail: str = ""):
        super().__init__()
        self.font, self.colours, self.bold_first, self.tail = font, colours, bold_first, tail
        self.padding = max(3.0, font.pointSizeF() * 0.45)
        inner = max(10.0, max_width - 2 * self.padding - 2)
        self.lines: list[str] = []
        """The lines as shown, wrapped; `line_fonts` holds each one's font."""
        self.line_fonts: list[QFont] = []
        widths = []
        for index, line in enumerate(lines):
            line_font = self._font(index)
            metrics = QFontMetricsF(line_font)
            for part in wrap(line, metrics, inner):
                self.lines.append(part)
                self.line_fonts.append(line_font)
                widths.append(metrics.horizontalAdvance(part))
        self.line_h = QFontMetricsF(self._font(0)).height()
        self.inner_width = max(widths, default=0.0)
        self.size = QRectF(0, 0, self.inner_width + 2 * self.padding + 2,
                           self.line_h * len(self.lines) + 2 * self.padding)
        self.text = "\n".join(lines)
        self.setToolTip(plain_tip(self.text))

    def _font(self, index: int) -> QFont:
        font = QFont(self.font)
        if self.bold_first and index == 0:
            font.setBold(True)
        return font

    def boundingRect(self) -> QRectF:
        return self.size.adjusted(-8, -8, 0, 0) if self.tail else self.size

    def paint(self, painter: QPainter, option, widget=None) -> None:
        background, ink, edge = self.colours
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(edge), 1.5))
        painter.setBrush(QBrush(QColor(background)))
        radius = min(10.0, self.size.height() / 3)
        painter.drawRoundedRect(self.size.adjusted(0.75, 0.75, -0.75, -0.75), radius, radius)
        if self.tail:
            middle = self.size.height() / 2 if self.tail == "left" else self.size.width() / 2
            tip = QPolygonF([QPointF(1.5, middle - 5), QPointF(-7, middle), QPointF(1.5, middle + 5)]
                            if self.tail == "left" else
                            [QPointF(middle - 5, 1.5), QPointF(middle, -7), QPointF(middle + 5, 1.5)])
            painter.drawPolygon(tip)
            painter.setPen(QPen(QColor(background), 2))
            ends = (QPointF(1.5, middle - 4), QPointF(1.5, middle + 4)) if self.tail == "left" \
                else (QPointF(middle - 4, 1.5), QPointF(middle + 4, 1.5))
            painter.drawLine(*ends)
        painter.setPen(QColor(ink))
        for index, (line, font) in enumerate(zip(self.lines, self.line_fonts)):
            painter.setFont(font)
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
