"""The table scene: piles laid out by relative position, cards that move when told.

Every update renders one SeatView: each visible card gets a target place (hand, trick, talon,
discard tray, taken pile); items glide there (animation separate from the game logic, and
off when the speed is 0). Faces are drawn only for cards the view shows, so a hidden hand is
never painted face up.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property, QEasingCurve, QObject, QPointF, QPropertyAnimation, QRectF, QSize, Qt, Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from tarokdesk.core.view import SeatView
from tarokdesk.gui.deck import CARD_RATIO, CardDeck
from tarokdesk.gui.words import card_words, glossary_tip

BOTTOM, RIGHT, TOP, LEFT = "bottom", "right", "top", "left"


class CardItem(QGraphicsObject):
    """One card on the table, face up (card id) or face down (card None)."""

    def __init__(self, key: tuple, card: int | None, deck: CardDeck):
        super().__init__()
        self.key, self.card, self.deck = key, card, deck
        self.size = QSize(60, 94)
        self.legal = False
        self.selected = False
        self.dimmed = False
        self._animation: QPropertyAnimation | None = None
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
        return QRectF(-3, -3, self.size.width() + 6, self.size.height() + 6)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        painter.drawPixmap(0, 0, self.deck.pixmap(self.card, self.size, ratio))
        if self.legal:
            painter.setPen(QPen(QColor("#ffd54a"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, self.size.width(), self.size.height()), 6, 6)
        if self.dimmed:
            painter.fillRect(QRectF(0, 0, self.size.width(), self.size.height()),
                             QColor(0, 0, 0, 70))

    def set_size(self, size: QSize) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size

    def move_to(self, target: QPointF, duration_ms: int) -> None:
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if duration_ms <= 0 or self.pos() == target:
            self.setPos(target)
            return
        animation = QPropertyAnimation(self, b"pos", self)
        animation.setDuration(duration_ms)
        animation.setEndValue(target)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.start()
        self._animation = animation

    def mousePressEvent(self, event) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene) and self.face_up:
            scene.card_clicked.emit(self.card)
        event.accept()

    def hoverEnterEvent(self, event) -> None:
        if self.legal:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def hoverLeaveEvent(self, event) -> None:
        self.unsetCursor()


class TableScene(QGraphicsScene):
    card_clicked = Signal(int)

    def __init__(self, deck: CardDeck, parent: QObject | None = None):
        super().__init__(parent)
        self.deck = deck
        self.items_by_key: dict[tuple, CardItem] = {}
        self.labels: dict[str, QGraphicsSimpleTextItem] = {}
        self.animation_ms = 250
        self.selected_card: int | None = None
        self.card_scale = 1.0
        self.words = {"talon": "Talon", "discards": "Discards",
                      "seat": "{cards} cards · {tricks} tricks · {units}"}
        self.set_table_colour("#1f6b3a")

    def set_table_colour(self, colour: str) -> None:
        self.setBackgroundBrush(QBrush(QColor(colour)))

    # --- geometry ------------------------------------------------------------------------------
    def card_size(self, scale: float = 1.0) -> QSize:
        rect = self.sceneRect()
        height = max(70.0, min(rect.height() * 0.2, rect.width() * 0.13 * CARD_RATIO, 230.0))
        height *= scale * self.card_scale
        return QSize(round(height / CARD_RATIO), round(height))

    @staticmethod
    def places(view: SeatView) -> dict[int, str]:
        """Screen side of each seat: the viewer at the bottom; play passes to the right, which
        seen from above the table runs bottom, right, top, left (00-general.md "Deal")."""
        n = view.n_seats
        me = view.seat if 0 <= view.seat < n else view.active[0]
        sides = {2: (BOTTOM, TOP), 3: (BOTTOM, RIGHT, LEFT), 4: (BOTTOM, RIGHT, TOP, LEFT),
                 5: (BOTTOM, RIGHT, TOP, TOP, LEFT)}[n]
        return {(me + i) % n: sides[i] for i in range(n)}

    def anchor(self, side: str) -> QPointF:
        rect = self.sceneRect()
        small = self.card_size(0.62)
        return {
            BOTTOM: QPointF(rect.width() / 2, rect.height() - 8 - self.card_size().height() / 2),
            TOP: QPointF(rect.width() / 2, 28 + small.height() / 2),
            LEFT: QPointF(16 + small.width() / 2, rect.height() * 0.42),
            RIGHT: QPointF(rect.width() - 16 - small.width() / 2, rect.height() * 0.42),
        }[side]

    # --- rendering a view ------------------------------------------------------------------------
    def show_view(self, view: SeatView, names: list[str], roles: dict[int, list[str]],
                  totals: dict[int, int], legal_cards: set[int],
                  words: dict[str, str] | None = None) -> None:
        """Lay out `view`; `words` are the captions in the table's language."""
        if words:
            self.words = words
        places = self.places(view)
        targets: dict[tuple, tuple[int | None, QPointF, QSize, int]] = {}
        z = 0

        def place(key, card, point, size):
            nonlocal z
            z += 1
            targets[key] = (card, point, size, z)

        full, small, tiny = self.card_size(), self.card_size(0.62), self.card_size(0.45)
        rect = self.sceneRect()

        # hands: the viewer's face up and fanned, the others face down
        for seat, side in places.items():
            anchor = self.anchor(side)
            if seat == view.seat:
                hand = list(view.hand)
                step = min(full.width() * 0.62,
                           (rect.width() * 0.86 - full.width()) / max(1, len(hand) - 1))
                left = anchor.x() - (step * (len(hand) - 1) + full.width()) / 2
                for i, card in enumerate(hand):
                    lift = full.height() * 0.14 if card == self.selected_card else 0
                    place(("card", card), card,
                          QPointF(left + i * step, anchor.y() - full.height() / 2 - lift), full)
            else:
                count = view.hand_sizes[seat] if view.hand_sizes else 0
                horizontal = side in (TOP, BOTTOM)
                step = (small.width() * 0.28) if horizontal else (small.height() * 0.16)
                for i in range(count):
                    offset = (i - (count - 1) / 2) * step
                    point = QPointF(anchor.x() - small.width() / 2 + (offset if horizontal else 0),
                                    anchor.y() - small.height() / 2 + (0 if horizontal else offset))
                    place(("back", seat, i), None, point, small)

        captions: list[tuple[str, QPointF]] = []
        # talon parts: in the middle while the declarer chooses, else upper left
        choosing = view.phase == "talon"
        talon_size = full if choosing else small
        talon_x = rect.width() / 2 - full.width() * 2.1 if choosing else rect.width() * 0.16
        talon_y = rect.height() * 0.32 if choosing else rect.height() * 0.2
        if any(owner != "taken" for owner in view.talon_owner):
            captions.append((self.words["talon"], QPointF(talon_x, talon_y - 22)))
        for p, part in enumerate(view.talon_parts):
            if view.talon_owner[p] == "taken":
                continue  # bought into the declarer's hand
            for i in range(view.talon_sizes[p]):
                card = part[i] if part is not None else None
                key = ("card", card) if card is not None else ("talon", p, i)
                point = QPointF(talon_x + p * (talon_size.width() * 2.3)
                                + i * talon_size.width() * 0.5, talon_y)
                if key not in targets:
                    place(key, card, point, talon_size)

        # discards: own face up, others' shown taroks face up, the rest face down
        tray_x, tray_y = rect.width() * 0.70, rect.height() * 0.2
        if any(view.discards_sizes):
            captions.append((self.words["discards"], QPointF(tray_x, tray_y - 22)))
        shown = 0
        for seat in range(view.n_seats):
            visible = view.own_discards if seat == view.seat else \
                (view.shown_discards[seat] if view.shown_discards else ())
            for card in visible:
                place(("card", card), card,
                      QPointF(tray_x + shown * tiny.width() * 0.55, tray_y), tiny)
                shown += 1

        # the trick in the middle: the current one, else the last one taken
        trick = list(view.trick)
        if not trick and view.tricks and view.phase in ("play", "done"):
            trick = list(view.tricks[-1][1])
        centre = QPointF(rect.width() / 2, rect.height() * 0.47)
        shift = {BOTTOM: (0, 0.32), TOP: (0, -0.32), LEFT: (-0.62, 0), RIGHT: (0.62, 0)}
        for seat, card in trick:
            dx, dy = shift[places[seat]]
            place(("card", card), card,
                  QPointF(centre.x() - full.width() / 2 + dx * full.width() * 1.3,
                          centre.y() - full.height() / 2 + dy * full.height()), full)

        # taken tricks: one face-down card per pile, near the seat's label
        taken = {seat: 0 for seat in range(view.n_seats)}
        for _, _, winner in view.tricks:
            taken[winner] += 1
        for seat, side in places.items():
            if taken[seat]:
                place(("pile", seat), None, self._pile_point(side, tiny), tiny)

        self._apply_targets(targets, legal_cards, view)
        self._label_seats(view, places, names, roles, totals, taken, captions)

    def _pile_point(self, side: str, size: QSize) -> QPointF:
        anchor, rect = self.anchor(side), self.sceneRect()
        full = self.card_size()
        if side == BOTTOM:
            return QPointF(rect.width() - size.width() - 14, anchor.y() - full.height() * 0.95)
        if side == TOP:
            return QPointF(anchor.x() + rect.width() * 0.2, 14)
        small = self.card_size(0.62)
        below_label = anchor.y() + 12  # beside the stack of cards, under the seat's label
        if side == LEFT:
            return QPointF(small.width() + 30, below_label)
        return QPointF(rect.width() - small.width() - size.width() - 30, below_label)

    def _apply_targets(self, targets, legal_cards: set[int], view: SeatView) -> None:
        origins = {seat: self.anchor(side) for seat, side in self.places(view).items()}
        for key in list(self.items_by_key):
            if key not in targets:
                item = self.items_by_key.pop(key)
                self.removeItem(item)
        for key, (card, point, size, z) in targets.items():
            item = self.items_by_key.get(key)
            if item is None:
                item = CardItem(key, card, self.deck)
                item.set_size(size)
                origin = self._origin_for(card, view, origins)
                item.setPos(origin - QPointF(size.width() / 2, size.height() / 2)
                            if origin is not None else point)
                self.addItem(item)
                self.items_by_key[key] = item
            item.set_size(size)
            item.setZValue(z)
            item.legal = card is not None and card in legal_cards and key[0] == "card" \
                and card in view.hand
            item.dimmed = bool(legal_cards) and card in view.hand and not item.legal
            item.move_to(point, self.animation_ms)
            item.update()

    @staticmethod
    def _origin_for(card, view: SeatView, origins: dict[int, QPointF]) -> QPointF | None:
        """Where a newly visible card comes from: the hand of the seat that played it."""
        if card is None:
            return None
        for seat, played in view.trick:
            if played == card:
                return origins.get(seat)
        return None

    def _label_seats(self, view, places, names, roles, totals, taken, captions) -> None:
        for key in list(self.labels):
            self.removeItem(self.labels.pop(key))
        caption_font = QFont()
        caption_font.setPointSizeF(max(8.0, self.card_size().height() / 18))
        for text, point in captions:
            caption = QGraphicsSimpleTextItem(text)
            caption.setFont(caption_font)
            caption.setBrush(QBrush(QColor("#cfe3d3")))
            caption.setPos(point)
            self.addItem(caption)
            self.labels[text] = caption
        font = QFont()
        font.setPointSizeF(max(9.0, self.card_size().height() / 14))
        font.setBold(True)
        full, small = self.card_size(), self.card_size(0.62)
        rect = self.sceneRect()
        for seat, side in places.items():
            parts = [names[seat]] + roles.get(seat, [])
            text = " · ".join(parts)
            count = view.hand_sizes[seat] if view.hand_sizes else 0
            text += "\n" + self.words["seat"].format(cards=count, tricks=taken[seat],
                                                     units=f"{totals.get(seat, 0):+d}")
            label = QGraphicsSimpleTextItem(text)
            label.setToolTip(glossary_tip(text))
            label.setFont(font)
            label.setBrush(QBrush(QColor("#ffd54a") if seat == view.to_move else
                                  QColor("#f4f1e8")))
            anchor = self.anchor(side)
            width = label.boundingRect().width()
            if side == BOTTOM:
                point = QPointF(14, anchor.y() - full.height() / 2 - 2.6 * font.pointSizeF() * 2)
            elif side == TOP:
                point = QPointF(anchor.x() + small.width() * 2.6, 6)
            elif side == LEFT:
                point = QPointF(small.width() + 26, anchor.y() - small.height() / 2)
            else:
                point = QPointF(rect.width() - small.width() - width - 26,
                                anchor.y() - small.height() / 2)
            label.setPos(point)
            label.setZValue(1000)
            self.addItem(label)
            self.labels[str(seat)] = label

    # --- inspection (tests, accessibility) ---------------------------------------------------------
    def face_up_cards(self) -> set[int]:
        return {item.card for item in self.items_by_key.values() if item.face_up}
