"""The table scene: one SeatView drawn on the cloth, cards that move when told.

Every update renders one SeatView into the regions of `table.layout` (each seat's cards, label
and taken-trick pile; the trick, talon, tray, banner and result panel in the middle). Each
visible card gets a target place and glides there (animation separate from the game logic,
and off when the speed is 0). Faces are drawn only for cards the view shows, so a hidden hand
is never painted face up.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem,
)

from tarokdesk.core.state import pile_owner
from tarokdesk.core.view import SeatView
from tarokdesk.gui.deck import CARD_RATIO, CardDeck
from tarokdesk.gui.rich_text import plain_tip
from tarokdesk.gui.table import layout as table_layout, middle
from tarokdesk.gui.table.cards import CardItem
from tarokdesk.gui.table.hand import fan, spread_hand, suit_breaks
from tarokdesk.gui.table.layout import BOTTOM, SELECTED_LIFT, TOP, TableLayout
from tarokdesk.gui.table.marks import BANNER, BUBBLE, Glow, Note
from tarokdesk.gui.table.piles import own_tops, place_piles
from tarokdesk.gui.table.result import ResultPanel
from tarokdesk.gui.table.talk import banner_lines, bubbles
from tarokdesk.gui.table.tray import discards_needed, talon_action
from tarokdesk.gui.table_words import seat_counts
from tarokdesk.gui.words import book_names, choice_words, excuse_words, glossary_tip

CAPTION = ("#184f2c", "#e8f1ea", "#3d8a57")


def wrap(text: str, metrics: QFontMetricsF, width: float) -> str:
    """Break a label's lines at their " · " joints where they are wider than `width`."""
    lines = []
    for line in text.split("\n"):
        current = ""
        for part in line.split(" · "):
            joined = f"{current} · {part}" if current else part
            if current and metrics.horizontalAdvance(joined) > width:
                lines.append(current)
                joined = part
            current = joined
        lines.append(current)
    return "\n".join(lines)


def turned_up_card(view: SeatView) -> int | None:
    """The trump card turned up that still lies face up beside the dealer (the public
    "trump" record of a trump-suit variant, whist.md "Dealing" l. 216), else None."""
    trump = view.public.get("trump") or {}
    return trump.get("card") if trump.get("shown") else None


class TableScene(QGraphicsScene):
    card_clicked = Signal(int)
    talon_clicked = Signal(int)  # a talon part, by index

    def __init__(self, deck: CardDeck, parent: QObject | None = None):
        super().__init__(parent)
        self.deck = deck
        self.items_by_key: dict[tuple, CardItem] = {}
        self.labels: dict[str, QGraphicsSimpleTextItem] = {}
        self.marks: list[QGraphicsItem] = []
        self.notes: dict[str, Note] = {}
        """The notes on the cloth by role: 'banner', 'bubble:<seat>', 'tray', captions."""
        self.talon_part_of: dict[tuple, int] = {}
        self.animation_ms = 250
        self.selected_card: int | None = None
        self.tray: list[int] = []
        """Cards chosen for the discard but not yet laid (DiscardTray keeps it)."""
        self.card_scale = 1.0
        self.layout: TableLayout | None = None
        self.words = {"talon": "Talon", "discards": "Discards"}
        self.captions: list[tuple[str, QPointF]] = []
        self.excuse_at: QPointF | None = None
        """Where the Excuse's exchange is told, when the trick shown is its trick."""
        self.tray_slots: list[QRectF] = []
        self.result_panel = ResultPanel("&Next deal")
        self.result_proxy = self.addWidget(self.result_panel)
        self.result_proxy.setZValue(3000)
        self.set_table_colour("#1f6b3a")

    def set_table_colour(self, colour: str) -> None:
        self.setBackgroundBrush(QBrush(QColor(colour)))

    # --- geometry ------------------------------------------------------------------------------
    def card_size(self, scale: float = 1.0) -> QSize:
        rect = self.sceneRect()
        height = max(64.0, min(rect.height() * 0.2, rect.width() * 0.11 * CARD_RATIO, 230.0))
        height *= scale * self.card_scale
        return QSize(round(height / CARD_RATIO), round(height))

    @staticmethod
    def places(view: SeatView) -> dict[int, str]:
        """Screen side of each seat, the viewer at the bottom (an onlooker sees the table
        from the Vorhand's place); a person playing a dummy keeps his own place (C1)."""
        n = view.n_seats
        me = view.viewer if 0 <= view.viewer < n else view.active[0]
        sides = table_layout.sides_for(n)
        return {(me + i) % n: sides[i] for i in range(n)}

    def fonts(self) -> tuple[QFont, QFont]:
        """The seat labels' font and the notes' font, both scaled with the cards."""
        label = QFont()
        label.setPointSizeF(max(8.5, self.card_size().height() / 15))
        label.setBold(True)
        note = QFont()
        note.setPointSizeF(max(8.0, self.card_size().height() / 16))
        return label, note

    # --- rendering a view ------------------------------------------------------------------------
    def show_view(self, view: SeatView, names: list[str], roles: dict[int, list[str]],
                  totals: dict[int, int], legal_cards: set[int],
                  words: dict[str, str] | None = None) -> None:
        """Lay out `view`; `words` are the captions in the table's language."""
        if words:
            self.words = words
        places = self.places(view)
        if view.phase != "discard" or not view.my_turn:
            self.tray.clear()
        taken = {seat: 0 for seat in range(view.n_seats)}
        for _, _, winner in view.tricks:
            taken[winner] += 1
        label_font, note_font = self.fonts()
        metrics = QFontMetricsF(label_font)
        texts = {seat: wrap(self._label_text(view, seat, names, roles, totals, taken), metrics,
                            self.sceneRect().width() * (0.42 if side == BOTTOM else 0.19))
                 for seat, side in places.items()}
        sizes = {seat: QSizeF(max(metrics.horizontalAdvance(line) for line in text.split("\n"))
                              + 4, metrics.height() * text.count("\n") + metrics.height() + 2)
                 for seat, text in texts.items()}
        full = self.card_size()
        bottom = next(seat for seat, side in places.items() if side == BOTTOM)
        shown = {seat: list(cards) for seat, cards in view.hands.items()}
        if 0 <= view.seat < view.n_seats:
            shown[view.seat] = list(view.hand)
        turned = turned_up_card(view)
        own = shown.get(bottom, [])
        hand = [c for c in own if c not in self.tray and c != turned]
        bottom_cards = view.hand_sizes[bottom] if view.hand_sizes else 0
        pile_seats = frozenset(s for s in map(pile_owner, view.piles) if s is not None)
        layout = table_layout.compute(self.sceneRect(), QSizeF(full), places, bottom_cards,
                                      suit_breaks(own), sizes, table_layout.index_share(own),
                                      pile_seats)
        self.layout = layout
        self.talon_part_of, self.captions, self.tray_slots = {}, [], []
        self.excuse_at = None
        targets: dict[tuple, tuple[int | None, QPointF, QSizeF, int]] = {}
        over = view.phase == "done"

        def place(key, card, point, size):
            targets[key] = (card, point, QSizeF(size), len(targets) + 1)

        # hands: the viewer's face up and spread; a hand lying face up or played by him (a
        # dummy, C1) face up in its fan; the others face down
        for seat, side in places.items():
            region = layout.seats[seat]
            whole = seat in shown and len(shown[seat]) == (view.hand_sizes[seat]
                                                            if view.hand_sizes else 0)
            if seat == bottom and whole:  # C2: a hand he may not look at yet lies face down
                rows = layout.hand_rows
                for card, point in zip(hand, spread_hand(hand, region.cards, layout.full, rows)):
                    lift = layout.full.height() * SELECTED_LIFT if card == self.selected_card \
                        else 0
                    place(("card", card), card, point - QPointF(0, lift), layout.full)
                continue
            count = view.hand_sizes[seat] if view.hand_sizes else 0
            horizontal = side in (TOP, BOTTOM)
            faces = shown.get(seat)
            if turned is not None and seat == view.dealer:
                count -= 1
                faces = [c for c in faces or () if c != turned]
            for i, point in enumerate(fan(count, region.cards, layout.small, horizontal)):
                if faces is not None and i < len(faces):
                    place(("card", faces[i]), faces[i], point, layout.small)
                else:
                    place(("back", seat, i), None, point, layout.small)

        # piles (C3): each seat's packets in front of it, tops as the view shows them
        if not over:
            place_piles(view, layout, place)

        # the middle: the talon to choose from, else the tray, else the trick
        choosing = view.phase == "talon"
        if choosing:
            self.talon_part_of = middle.place_talon_choice(view, layout, place)
        elif view.phase == "discard" and view.my_turn:
            self.tray_slots = middle.tray_slots(max(len(self.tray), discards_needed(view)),
                                                layout)
            middle.place_tray(self.tray, self.tray_slots, place)
        elif not over:
            self.excuse_at = middle.place_trick(view, places, layout, place)
        if not choosing and not over:
            self.captions = middle.place_stash(view, layout, place, self.words)

        # a turned-up trump lies face up beside the dealer, where his tricks will lie
        if turned is not None:
            place(("card", turned), turned, layout.seats[view.dealer].pile.topLeft(),
                  layout.tiny)

        # taken tricks: one face-down card beside each seat's label
        for seat, region in layout.seats.items():
            if taken[seat]:
                place(("pile", seat), None, region.pile.topLeft(), layout.tiny)

        self._apply_targets(targets, legal_cards, view)
        self._draw_marks(view, layout, places, names, texts, label_font, note_font)
        self._show_result(view, names, totals, layout)

    def _label_text(self, view, seat, names, roles, totals, taken) -> str:
        count = view.hand_sizes[seat] if view.hand_sizes else 0
        first = " · ".join([names[seat]] + roles.get(seat, []))
        second = seat_counts(count, taken[seat], f"{totals.get(seat, 0):+d}")
        return f"{first}\n{second}"

    def _apply_targets(self, targets, legal_cards: set[int], view: SeatView) -> None:
        taken_from_talon = {c for part, owner in zip(view.talon_parts, view.talon_owner)
                            if owner == "taken" and part is not None for c in part}
        clickable = {p for p in range(len(view.talon_parts)) if talon_action(view, p)}
        tops = own_tops(view)
        for key in list(self.items_by_key):
            if key not in targets:
                self.removeItem(self.items_by_key.pop(key))
        for key, (card, point, size, z) in targets.items():
            item = self.items_by_key.get(key)
            qsize = QSize(round(size.width()), round(size.height()))
            if item is None:
                item = CardItem(key, card, self.deck)
                item.set_size(qsize)
                item.setPos(point)
                self.addItem(item)
                self.items_by_key[key] = item
            item.set_size(qsize)
            item.setZValue(z)
            in_hand = (card in view.hand or card in tops) and card not in self.tray
            item.legal = (card is not None and card in legal_cards and in_hand) or \
                self.talon_part_of.get(key) in clickable
            item.dimmed = bool(legal_cards) and in_hand and not item.legal
            item.marked = view.phase == "discard" and card in taken_from_talon
            item.move_to(point, self.animation_ms)
            item.update()

    def item_clicked(self, item: CardItem) -> None:
        part = self.talon_part_of.get(item.key)
        if part is not None:
            self.talon_clicked.emit(part)
        elif item.face_up:
            self.card_clicked.emit(item.card)

    # --- labels, glow, bubbles, banner ------------------------------------------------------------
    def _draw_marks(self, view, layout, places, names, texts, label_font, note_font) -> None:
        for item in self.marks:
            self.removeItem(item)
        self.marks, self.labels, self.notes = [], {}, {}
        metrics = QFontMetricsF(label_font)
        for seat, region in layout.seats.items():
            lines = [metrics.elidedText(line, Qt.TextElideMode.ElideRight,
                                        region.label.width())
                     for line in texts[seat].split("\n")]
            label = QGraphicsSimpleTextItem("\n".join(lines))
            label.setToolTip(plain_tip(texts[seat] + "\n" + glossary_tip(texts[seat])))
            label.setFont(label_font)
            label.setBrush(QBrush(QColor("#ffd54a") if seat == view.to_move else
                                  QColor("#f4f1e8")))
            label.setPos(region.label.topLeft())
            self._mark(label, 1000)
            self.labels[str(seat)] = label
            if seat == view.to_move and view.phase != "done":
                self._mark(Glow(label.sceneBoundingRect()), 990)
        bubble_font = QFont(note_font)
        bubble_font.setPointSizeF(note_font.pointSizeF() * 1.2)
        bubble_font.setBold(True)
        for seat, text in bubbles(view).items():
            region = layout.seats[seat].bubble
            note = Note([text], bubble_font, BUBBLE, region.width())
            size = note.boundingRect()
            if places[seat] != BOTTOM:  # over the seat's own cards
                note.setPos(region.center().x() - size.width() / 2,
                            region.top() + min(region.height(), layout.small.height()) / 3)
            else:
                note.setPos(region.left(), region.center().y() - size.height() / 2)
            self._note(f"bubble:{seat}", note, 1100)
        self._draw_banner(view, layout, names, note_font)
        if view.phase == "talon":
            self._draw_talon_captions(view, note_font)
        elif view.phase == "discard" and view.my_turn:
            self._draw_tray_caption(view, layout, note_font)
        if view.phase not in ("talon", "done"):
            small = QFont(note_font)
            small.setPointSizeF(note_font.pointSizeF() * 0.85)
            for text, point in self.captions:
                note = Note([text], small, CAPTION, layout.stash.width() / 2)
                note.setPos(point)
                self._note(f"caption:{text}", note, 800)
        if self.excuse_at is not None:  # the Excuse's exchange, told under its trick
            note = Note([excuse_words(view.public["excuse"], names, book_names(view))],
                        note_font, CAPTION, layout.play.width())
            note.setPos(self.excuse_at.x() - note.boundingRect().width() / 2,
                        self.excuse_at.y())
            self._note("excuse", note, 1050)

    def _draw_banner(self, view, layout, names, font) -> None:
        lines = banner_lines(view, names)
        if not lines:
            return
        banner_font = QFont(font)
        line_h = QFontMetricsF(banner_font).height()
        while banner_font.pointSizeF() > 6.5 and \
                line_h * len(lines) + 10 > layout.banner.height():
            banner_font.setPointSizeF(banner_font.pointSizeF() * 0.9)
            line_h = QFontMetricsF(banner_font).height()
        if line_h * len(lines) + 10 > layout.banner.height():  # the announcements in one line
            lines = lines[:2] + [" · ".join(lines[2:])]
        note = Note(lines, banner_font, BANNER, layout.banner.width(), bold_first=True)
        note.setPos(layout.banner.topLeft())
        self._note("banner", note, 900)

    def _draw_talon_captions(self, view, font) -> None:
        """Over each talon part: what a click on it does."""
        first_cards: dict[int, CardItem] = {}
        for key, part in self.talon_part_of.items():
            item = self.items_by_key[key]
            if part not in first_cards or item.pos().x() < first_cards[part].pos().x():
                first_cards[part] = item
        for part, item in first_cards.items():
            action = talon_action(view, part)
            if action is None:
                continue
            note = Note([choice_words(action, len(view.talon_parts))], font, CAPTION, item.size.width() * 3.4)
            note.setPos(item.pos().x(), item.pos().y() - note.boundingRect().height() - 4)
            self._note(f"talon:{part}", note, 800)
            last = max((i for k, i in ((k, self.items_by_key[k]) for k, p in
                                        self.talon_part_of.items() if p == part)),
                       key=lambda i: i.pos().x())
            frame = QRectF(item.pos(), last.pos() + QPointF(last.size.width(),
                                                              last.size.height()))
            self._mark(Glow(frame, strong=False), 700)

    def _draw_tray_caption(self, view, layout, font) -> None:
        """What the tray is for, and a dashed place for each card still to choose."""
        text = self.tr("To lay away: {chosen} of {needed} (click a card to take it back)")
        note = Note([text.format(chosen=len(self.tray), needed=discards_needed(view))], font,
                    CAPTION, layout.play.width())
        note.setPos(layout.play.center().x() - note.boundingRect().width() / 2,
                    layout.play.top())
        self._note("tray", note, 800)
        pen = QPen(QColor("#cfe3d3"), 1.5, Qt.PenStyle.DashLine)
        for slot in self.tray_slots[len(self.tray):]:
            place = QGraphicsRectItem(slot)
            place.setPen(pen)
            self._mark(place, 600)

    def _note(self, role: str, note: Note, z: float) -> None:
        self.notes[role] = note
        self._mark(note, z)

    def _mark(self, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        self.addItem(item)
        self.marks.append(item)

    def _show_result(self, view, names, totals, layout) -> None:
        panel = self.result_panel
        if view.phase != "done" or view.result is None:
            panel.hide()
            return
        panel.show_result(view, names, totals)
        font_px = max(11.0, min(22.0, layout.full.height() / 9))
        rect = panel.fit(layout.result, font_px)
        rect.moveTop(max(layout.result.top(), layout.centre.center().y() - rect.height() / 2))
        self.result_proxy.setGeometry(rect)
        panel.show()

    # --- inspection (tests, accessibility) ---------------------------------------------------------
    def face_up_cards(self) -> set[int]:
        return {item.card for item in self.items_by_key.values() if item.face_up}
