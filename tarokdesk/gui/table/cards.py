"""A card lying on the table: its face (or back), its marks, and its glide to a new place."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from tarokdesk.gui.deck import CardDeck
from tarokdesk.gui.table.style import shadow_offset
from tarokdesk.gui.words import card_words


class CardItem(QGraphicsObject):
    """One card on the table, face up (card id) or face down (card None)."""

    def __init__(self, key: tuple, card: int | None, deck: CardDeck):
        super().__init__()
        self.key, self.card, self.deck = key, card, deck
        self.size = QSize(60, 94)
        self.legal = False
        self.selected = False
        self.dimmed = False
        self.marked = False  # just taken from the talon
        self.chosen = False  # chosen to lay away, waiting to be confirmed
        self.won = False  # the card that took the trick lying on the table
        self.hinted = False  # the card the hint names
        self._animations: list[QPropertyAnimation] = []
        self.setAcceptHoverEvents(True)
        if card is not None:
            self.setToolTip(card_words(card, deck.ace_letter))
            self.setAccessibleName(card_words(card, deck.ace_letter))

    def setAccessibleName(self, name: str) -> None:  # graphics items have no accessibility API
        self.accessible_name = name

    @property
    def face_up(self) -> bool:
        return self.card is not None

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.size.width() + 8, self.size.height() + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        face = QRectF(0, 0, self.size.width(), self.size.height())
        painter.drawPixmap(shadow_offset(self.size.height()) - QPointF(1, 1),
                           self.deck.shadow(self.size, ratio))
        painter.drawPixmap(0, 0, self.deck.pixmap(self.card, self.size, ratio))
        if self.chosen:
            painter.setPen(QPen(QColor("#2f7fd8"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(face.adjusted(1, 1, -1, -1), 6, 6)
        elif self.won:
            painter.setPen(QPen(QColor("#ffb300"), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(face.adjusted(-1, -1, 1, 1), 6, 6)
        elif self.legal:
            painter.setPen(QPen(QColor("#ffd54a"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(face, 6, 6)
        if self.hinted and not self.chosen:  # a green outline round the card, clear of its
            # face: the index in the corner must read whole on the one card it recommends
            painter.setPen(QPen(QColor("#38d178"), 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(face.adjusted(-2.5, -2.5, 2.5, 2.5), 4, 4)
        if self.marked:  # a blue ribbon along the top edge
            band = max(5.0, self.size.height() * 0.05)
            painter.setPen(QPen(QColor("#ffffff"), 1))
            painter.setBrush(QColor("#2f7fd8"))
            painter.drawRoundedRect(QRectF(3, 1, self.size.width() - 6, band), 2, 2)
        if self.dimmed:
            painter.fillRect(face, QColor(0, 0, 0, 70))

    def set_marked(self, marked: bool, why: str) -> None:
        """Marked as just taken from the talon: the blue ribbon, and `why` in the tooltip."""
        self.marked = marked
        if self.card is not None:
            words = card_words(self.card, self.deck.ace_letter)
            self.setToolTip(f"{words} — {why}" if marked else words)

    def set_size(self, size: QSize) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size
        self.setTransformOriginPoint(size.width() / 2, size.height() / 2)

    def move_to(self, target: QPointF, duration_ms: int, turn: float = 0.0) -> None:
        """Glide to `target`, turned by `turn` degrees about the card's centre."""
        for animation in self._animations:
            animation.stop()
        self._animations = []
        if duration_ms <= 0:
            self.setPos(target)
            self.setRotation(turn)
            return
        for name, end, now in ((b"pos", target, self.pos()), (b"rotation", turn, self.rotation())):
            if end == now:
                continue
            animation = QPropertyAnimation(self, name, self)
            animation.setDuration(duration_ms)
            animation.setEndValue(end)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            animation.start()
            self._animations.append(animation)

    def mousePressEvent(self, event) -> None:
        scene = self.scene()
        if hasattr(scene, "item_clicked"):
            scene.item_clicked(self)
        event.accept()

    def hoverEnterEvent(self, event) -> None:
        if self.legal:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def hoverLeaveEvent(self, event) -> None:
        self.unsetCursor()
