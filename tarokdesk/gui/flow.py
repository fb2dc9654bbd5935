"""Widgets that give way in a narrow window: a layout that wraps its widgets onto further
lines like words, and a label that shortens its text with an ellipsis (the whole text in its
tooltip) instead of forcing the window wider. The action bar uses both, so a long German
prompt or seven announcement buttons never push the window past the screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QLayout, QLayoutItem, QWidget

SHORTEST_LABEL = 120
"""Pixels a shortened label keeps at least (enough for a name and an ellipsis)."""


class FlowLayout(QLayout):
    """Items left to right, wrapping to a new line where the next would not fit; a line's
    items share its height. An item wider than the whole width gets the whole width."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        """Everything on one line."""
        shown = [item.sizeHint() for item in self._visible()]
        width = sum(s.width() for s in shown) + self.spacing() * max(0, len(shown) - 1)
        return QSize(width, max((s.height() for s in shown), default=0))

    def minimumSize(self) -> QSize:  # noqa: N802
        """The widest single item: anything more wraps."""
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size.grownBy(margins)

    def _visible(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items in `rect` (or only measure), each centred in its line's height;
        returns the height used."""
        margins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        lines: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = area.x()
        for item in self._visible():
            hint = item.sizeHint()
            size = QSize(min(hint.width(), area.width()), hint.height())
            if lines[-1] and x + size.width() > area.right() + 1:
                lines.append([])
                x = area.x()
            lines[-1].append((item, size))
            x += size.width() + self.spacing()
        y = area.y()
        for line in filter(None, lines):
            height = max(size.height() for _, size in line)
            x = area.x()
            for item, size in line:
                if move:
                    top = y + (height - size.height()) // 2
                    item.setGeometry(QRect(QPoint(x, top), size))
                x += size.width() + self.spacing()
            y += height + self.spacing()
        used = y - self.spacing() if any(lines) else y
        return used - rect.y() + margins.bottom()


class ElidedLabel(QLabel):
    """A one-line label that may be narrower than its text: it then ends in an ellipsis
    and its tooltip holds the whole text. `text()` is always the whole text."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), SHORTEST_LABEL), hint.height())

    def setText(self, text: str) -> None:  # noqa: N802
        super().setText(text)
        self._update_tip()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._update_tip()

    def is_elided(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def shown_text(self) -> str:
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             self.contentsRect().width())

    def _update_tip(self) -> None:
        self.setToolTip(self.text() if self.is_elided() else "")

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.drawText(self.contentsRect(), int(self.alignment()), self.shown_text())


class WrappedLabel(QLabel):
    """A label wrapped onto at most `lines` lines: a longer text ends in an ellipsis, with the
    whole text in its tooltip, so the label never grows taller than its lines or clips a
    line in half. `text()` is always the whole text."""

    def __init__(self, lines: int = 2, parent: QWidget | None = None):
        super().__init__(parent)
        self.lines = lines
        self.whole = ""
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def text(self) -> str:  # noqa: D102
        return self.whole

    def setText(self, text: str) -> None:  # noqa: N802
        self.whole = text
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(SHORTEST_LABEL, self.fontMetrics().lineSpacing())

    def shown_text(self) -> str:
        return super().text()

    def _height(self, text: str) -> int:
        width = max(1, self.contentsRect().width())
        return self.fontMetrics().boundingRect(QRect(0, 0, width, 100_000),
                                               Qt.TextFlag.TextWordWrap, text).height()

    def _fit(self) -> None:
        """The most whole words that fit the lines, then an ellipsis."""
        room = self.lines * self.fontMetrics().lineSpacing()
        shown = self.whole
        if self._height(shown) > room:
            words = self.whole.split()
            low, high = 0, len(words)
            while low < high:  # the most words that fit with the ellipsis
                middle = (low + high + 1) // 2
                if self._height(" ".join(words[:middle]) + " …") <= room:
                    low = middle
                else:
                    high = middle - 1
            shown = " ".join(words[:low]) + " …"
        if shown != super().text():
            super().setText(shown)
        self.setToolTip(self.whole if shown != self.whole else "")
