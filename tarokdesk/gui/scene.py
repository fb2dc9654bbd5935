"""The table scene: one SeatView drawn on the cloth, cards that move when told.

Every update renders one SeatView into the regions of `table.layout` (each seat's cards, plate
and taken-trick pile; the trick, talon, banner and result panel in the middle). Each visible
card gets a target place (and turn) and glides there (animation separate from the game logic,
and off when the speed is 0). Faces are drawn only for cards the view shows, so a hidden hand
is never painted face up.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, QSize, QSizeF, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from tarokdesk.core.state import DONE, pile_owner
from tarokdesk.core.view import SeatView
from tarokdesk.gui.deck import CARD_RATIO, CardDeck
from tarokdesk.gui.i18n import translate
from tarokdesk.gui.rich_text import plain_tip
from tarokdesk.gui.table import layout as table_layout, middle, style
from tarokdesk.gui.table.cards import CardItem
from tarokdesk.gui.table.hand import (
    fan, open_fan_card, open_hand, open_order, prefers_rows, spread_hand,
)
from tarokdesk.gui.table.layout import BOTTOM, CHOSEN_LIFT, LEFT, RIGHT, SELECTED_LIFT, TOP, \
    TableLayout
from tarokdesk.gui.table.marks import Glow, Note
from tarokdesk.gui.table.piles import own_tops, place_piles, seats_with_packets
from tarokdesk.gui.table.plate import PlateContent, SeatPlate, arrange
from tarokdesk.gui.table.result import ResultPanel
from tarokdesk.gui.table.talk import banner_lines, bubbles
from tarokdesk.gui.table.tray import discards_needed, talon_action
from tarokdesk.gui.table_words import partner_words, partnerships, seat_counts
from tarokdesk.gui.words import book_names, choice_words, excuse_words, item_words
from tarokdesk.rules.talon import DISCARD, TALON
from tarokdesk.rules.announcements import DECLARED
from tarokdesk.rules.excuse import EXCUSE_SEEN
from tarokdesk.rules.turn_up import PUBLIC as PUBLIC_TRUMP

OPEN_AT = 4
"""A seat showing this many cards or more (a dummy, declared cards) gets the wide column."""
SHOWN_PART = (0.4, 0.75)
"""The least and most of a seat's cards region its shown cards take beside its backs."""


def turned_up_card(view: SeatView) -> int | None:
    """The trump card turned up that still lies face up beside the dealer (the public
    "trump" record of a trump-suit variant, whist.md "Dealing" l. 216), else None."""
    trump = view.public.get(PUBLIC_TRUMP)
    return trump["card"] if trump and trump["shown"] else None


def known_caption(view: SeatView, seat: int, known: list[int]) -> tuple[str, str]:
    """What the cards known in a hidden hand are, and why they are shown where the caption
    does not say it (else ''): what the seat declared, the trump card the dealer turned up
    and took into his hand, else cards all have seen him take."""
    declared = (view.public.get(DECLARED) or {}).get(str(seat))
    if declared:
        return ", ".join(item_words(item) for item in declared), ""
    trump = view.public.get(PUBLIC_TRUMP)
    if trump is not None and trump["card"] in known:
        return translate("Table", "Turned-up trump"), ""
    return translate("Table", "Turned up: seen by all"), translate(
        "Table", "Everyone saw these cards go into this hand face up (turned up from a packet "
                 "or the talon): they lie open here until they are played.")


def claim_conceded(view: SeatView) -> bool:
    """Whether the deal ended by a claim the others conceded: their cards are then gathered
    as the claimant's tricks, as if played, and his own stay face up where the result leaves
    room for them."""
    return view.phase == DONE and view.result is not None and \
        view.result.get("claim") is not None


def tricks_taken(view: SeatView) -> dict[int, int]:
    """Each seat's tricks: those it won, and where a claim stood, the tricks it claimed
    (`result["claim"]`), credited without being played."""
    taken = {seat: 0 for seat in range(view.n_seats)}
    for _, _, winner in view.tricks:
        taken[winner] += 1
    claim = view.result.get("claim") if view.result else None
    if claim is not None:
        taken[claim["seat"]] += claim["tricks"]
    return taken


def opened_backs(count: int, area: QRectF, layout: table_layout.TableLayout, side: str
                 ) -> QSizeF:
    """The size of the backs of a fan of `count` in `area`: the largest up to `side_backs`
    at which it still opens (`open_fan_card`), or smaller where even a closed one does not
    fit."""
    widest = open_fan_card(count, area, layout.small, layout.side_backs, side)
    return fan(count, area, widest, side)[1]


class TableScene(QGraphicsScene):
    card_clicked = Signal(int)
    talon_clicked = Signal(int)  # a talon part, by index

    def __init__(self, deck: CardDeck, parent: QObject | None = None):
        super().__init__(parent)
        self.deck = deck
        self.items_by_key: dict[tuple, CardItem] = {}
        self.labels: dict[str, SeatPlate] = {}
        """Each seat's plate, by the seat's number as text."""
        self.marks: list[QGraphicsItem] = []
        self.notes: dict[str, Note] = {}
        """The notes on the cloth by role: 'banner', 'bubble:<seat>', 'tray', 'shown:<seat>',
        captions."""
        self.talon_part_of: dict[tuple, int] = {}
        self.animation_ms = 250
        self.selected_card: int | None = None
        self.hinted_card: int | None = None
        """The card the last hint names: outlined where it lies, never raised, so that it is
        not taken for a card chosen to lay away."""
        self.tray: list[int] = []
        """Cards chosen for the discard but not yet laid (DiscardTray keeps it); they stay in
        the hand, raised, until the player confirms."""
        self.card_scale = 1.0
        self.layout: TableLayout | None = None
        self.words = {"talon": "Talon", "discards": "Discards"}
        self.captions: list[tuple[str, QPointF]] = []
        self.shown_captions: dict[int, tuple[str, str, QRectF]] = {}
        self.aside: list[str] = []
        """Who sits this rubber out (C5: no seat of his own), told under the banner."""
        """Over the cards a seat shows of a hidden hand: what they are, and where."""
        self.trick_box: QRectF | None = None
        """The box the trick on the table covers (words about it go beside it)."""
        """Where the Excuse's exchange is told, when the trick shown is its trick."""
        self.result_panel = ResultPanel("&Next deal")
        self.result_proxy = self.addWidget(self.result_panel)
        self.result_proxy.setZValue(3000)
        self._cloth: tuple[tuple, QPixmap] | None = None
        self.set_table_colour("#1f6b3a")

    def set_table_colour(self, colour: str) -> None:
        self.setBackgroundBrush(QBrush(QColor(colour)))

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The cloth in the background brush's colour, painted once per size and colour."""
        area = self.sceneRect()
        colour = self.backgroundBrush().color()
        key = (area.width(), area.height(), colour.name())
        if self._cloth is None or self._cloth[0] != key:
            pixmap = QPixmap(max(1, round(area.width())), max(1, round(area.height())))
            cloth = QPainter(pixmap)
            style.paint_cloth(cloth, QRectF(pixmap.rect()), colour)
            cloth.end()
            self._cloth = (key, pixmap)
        painter.drawPixmap(area.topLeft(), self._cloth[1])

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

    def banner(self, view: SeatView, names: list[str]) -> list[str]:
        """The banner's lines: the contract's (talk.py), then who sits this rubber out."""
        lines = banner_lines(view, names)
        return lines + self.aside if lines else []

    # --- rendering a view ------------------------------------------------------------------------
    def show_view(self, view: SeatView, names: list[str], roles: dict[int, list[str]],
                  totals: dict[int, int], scores: dict[int, str], legal_cards: set[int],
                  words: dict[str, str] | None = None) -> None:
        """Lay out `view`; `totals` are the running totals the result panel shows, `scores`
        what each seat's plate says of the score (table_words.plate_scores), `words` the
        captions in the table's language."""
        if words:
            self.words = words
        claimed = claim_conceded(view)
        self._lay_out(view, names, roles, totals, scores, legal_cards, claim_open=claimed)
        if claimed and not self.result_panel.unscrolled:  # no room for the hand and the result
            self._lay_out(view, names, roles, totals, scores, legal_cards, claim_open=False)

    def _lay_out(self, view: SeatView, names: list[str], roles: dict[int, list[str]],
                 totals: dict[int, int], scores: dict[int, str], legal_cards: set[int],
                 claim_open: bool) -> None:
        """`show_view`'s work; `claim_open`: after a conceded claim the claimant's hand lies
        face up where it was shown, else (as every other hand then) it is gathered as his
        tricks."""
        places = self.places(view)
        if view.phase != DISCARD or not view.my_turn:
            self.tray.clear()
        taken = tricks_taken(view)
        gathered = claim_conceded(view)
        claim = view.result.get("claim") if gathered and claim_open and view.result else None
        kept = claim["seat"] if claim is not None else None
        left = {seat: 0 if (gathered and seat != kept) or not view.hand_sizes
                else view.hand_sizes[seat] for seat in places}
        full = QSizeF(self.card_size())
        card_h = full.height()
        teams, partners = partnerships(view), partner_words(view, names)
        plates = {seat: PlateContent(
            names[seat], list(roles.get(seat, [])),
            seat_counts(left[seat], taken[seat],
                        scores.get(seat, "")), teams.get(seat), partners.get(seat, ""))
            for seat in places}
        given: dict[int, float] = {}

        def plate_size(seat: int, width: float) -> QSizeF:
            given[seat] = width
            return arrange(plates[seat], card_h, width)[2].size()

        bottom = next(seat for seat, side in places.items() if side == BOTTOM)
        away = {seat for seat in places if gathered and seat != kept}  # gathered as tricks
        shown = {seat: [] if seat in away else list(cards) for seat, cards in view.hands.items()}
        if 0 <= view.seat < view.n_seats:
            shown[view.seat] = [] if view.seat in away else list(view.hand)
        counts = dict(left)
        whole = bottom in shown and len(shown[bottom]) == counts[bottom]
        turned = None if gathered else turned_up_card(view)
        if turned is not None:  # on the table beside the dealer, out of his hand
            shown[view.dealer] = [c for c in shown.get(view.dealer, ()) if c != turned]
            counts[view.dealer] -= 1
        own = shown.get(bottom, [])
        open_seats = frozenset(s for s in places if s != bottom and len(shown.get(s, ())) >=
                               min(OPEN_AT, counts[s] or OPEN_AT))
        pile_seats = frozenset(s for s in map(pile_owner, view.piles) if s is not None)
        banner = self.banner(view, names)
        note_font = style.font(card_h)
        caption = Note([self.words["discards"]], style.font(card_h, style.SMALL), style.CAPTION,
                       self.sceneRect().width())
        layout = table_layout.compute(
            self.sceneRect(), full, places, own if whole else [None] * counts[bottom],
            plate_size, open_seats,
            pile_seats, lambda width: Note(banner, note_font, style.BANNER, width,
                                           bold_first=True).size.height() if banner else 0.0,
            caption.size.height())
        self.layout = layout
        self.talon_part_of, self.captions, self.shown_captions = {}, [], {}
        self.trick_box = None
        targets: dict[tuple, tuple[int | None, QPointF, QSizeF, int, float]] = {}
        over = view.phase == DONE

        def place(key, card, point, size, turn: float = 0.0):
            targets[key] = (card, point, QSizeF(size), len(targets) + 1, turn)

        # the viewer's hand, face up and still: a card chosen to lay away or selected by the
        # keyboard only rises (C2: a hand he may not look at yet lies face down)
        region = layout.seats[bottom].cards
        if whole:
            points = spread_hand(own, region, layout.hand, layout.hand_rows)
            for card, point in zip(own, points):
                lift = CHOSEN_LIFT if card in self.tray else \
                    SELECTED_LIFT if card == self.selected_card else 0.0
                place(("card", card), card, point - QPointF(0, lift * layout.hand.height()),
                      layout.hand)
        others = [seat for seat in places if seat != bottom or not whole]
        rows = self._open_rows(others, shown, counts, layout)
        backs = self._backs_size(others, places, shown, counts, layout)
        for seat in others:
            self._place_hand(view, seat, places[seat], shown.get(seat, []), counts[seat],
                             layout, place, rows, backs)

        # piles (C3): each seat's packets in front of it, tops as the view shows them
        if not over:
            place_piles(view, layout, place)

        # the middle: the talon to choose from, else the trick (none while discarding)
        choosing = view.phase == TALON
        if choosing:
            self.talon_part_of = middle.place_talon_choice(view, layout, place)
        elif not over:
            self.trick_box = middle.place_trick(view, places, layout, place)
        if not choosing and not over:
            self.captions = middle.place_stash(view, layout, place, self.words)

        # taken tricks: one face-down card beside each seat's plate; a turned-up trump lies
        # there, face up, until the dealer takes it up (whist.md "Dealing" l. 216)
        for seat, seat_region in layout.seats.items():
            if taken[seat]:
                place(("pile", seat), None, seat_region.pile.topLeft(), layout.tiny)
        if turned is not None:
            place(("card", turned), turned, layout.seats[view.dealer].pile.topLeft(),
                  layout.tiny)

        self._apply_targets(targets, legal_cards, view)
        self._draw_marks(view, layout, places, names, plates, given, card_h, banner)
        self._show_result(view, names, totals, layout, kept is not None)

    @staticmethod
    def _open_rows(seats, shown, counts, layout) -> bool:
        """Whether the hands of `seats` lying face up lie in a row per suit rather than in
        suit columns: one way for all of them, so that two dummies read alike; columns, as
        bridge tables lay the dummy, unless every one of them reads much larger in rows."""
        largest = QSizeF(layout.full * 0.85)
        lying = [seat for seat in seats if shown.get(seat) and len(shown[seat]) == counts[seat]]
        return bool(lying) and all(prefers_rows(open_order(shown[seat]),
                                                layout.seats[seat].cards, largest)
                                   for seat in lying)

    @staticmethod
    def _parts(side: str, area: QRectF, known: int, count: int, layout: table_layout.TableLayout
               ) -> tuple[QRectF, QRectF]:
        """A hidden hand's region split between the `known` of its `count` cards laid open
        (first) and its backs: the open cards' share grows with their number, within
        SHOWN_PART (above a side seat's fan, at least a caption and a small card's height);
        a side seat's lie above its fan, or beside it on the column's outer edge where that
        lays the backs larger (a short column)."""
        share = min(SHOWN_PART[1], max(SHOWN_PART[0], known / max(1, count))) if known else 0.0
        if side not in (LEFT, RIGHT):
            cut = area.left() + area.width() * share
            return (QRectF(area.left(), area.top(), cut - area.left(), area.height()),
                    QRectF(cut, area.top(), area.right() - cut, area.height()))
        least = min(area.height() * SHOWN_PART[1], layout.tiny.height() * 1.5)  # caption, card
        cut = area.top() + max(area.height() * share, least if known else 0.0)
        above = (QRectF(area.left(), area.top(), area.width(), cut - area.top()),
                 QRectF(area.left(), cut, area.width(), area.bottom() - cut))
        shown_w = area.width() * min(share, 0.5)
        if not known or shown_w < layout.small.width():
            return above
        fan_w = area.width() - shown_w
        outer = area.left() if side == LEFT else area.right() - shown_w
        inner = area.left() + shown_w if side == LEFT else area.left()
        beside = (QRectF(outer, area.top(), shown_w, area.height()),
                  QRectF(inner, area.top(), fan_w, area.height()))
        hidden = count - known
        larger = opened_backs(hidden, beside[1], layout, side).width() > \
            opened_backs(hidden, above[1], layout, side).width()
        return beside if larger else above

    def _backs_size(self, seats, places, shown, counts, layout) -> QSizeF:
        """One size for the backs of every hidden hand, so that no seat's fan looks smaller
        than another's: the largest, up to `side_backs`, at which each one's fan still opens
        in its room."""
        sizes = []
        for seat in seats:
            hidden = counts[seat] - len(shown.get(seat, ()))
            side = places[seat]
            area = self._parts(side, layout.seats[seat].cards, len(shown.get(seat, ())),
                               counts[seat], layout)[1]
            if hidden > 0 and not area.isEmpty():
                sizes.append(opened_backs(hidden, area, layout, side))
        return min(sizes, key=QSizeF.width, default=QSizeF(layout.small))

    def _place_hand(self, view, seat, side, known, count, layout, place, rows: bool,
                    backs: QSizeF) -> None:
        """Another seat's hand: lying face up (in suit columns, or with `rows` a row per
        suit); hidden, as a fan of `backs` with the cards everyone knows it holds (declared,
        shown, a turned-up trump taken up) laid open beside it under what they are
        (`known_caption`)."""
        area = layout.seats[seat].cards
        largest = QSizeF(layout.full * 0.85)
        if known and len(known) == count:
            order = open_order(known)
            points, size = open_hand(order, area, largest, rows)
            for card, point in zip(order, points):
                place(("card", card), card, point, size)
            return
        shown_area, backs_area = self._parts(side, area, len(known), count, layout)
        if known:
            caption, why = known_caption(view, seat, known)
            self.shown_captions[seat] = (caption, why, shown_area)
            caption_h = Note([caption], style.font(layout.full.height(), style.SMALL),
                             style.CAPTION, shown_area.width()).size.height() + 4
            order = open_order(known)
            shown_cards = shown_area.adjusted(0, caption_h, 0, 0)
            points, size = open_hand(order, shown_cards, largest,
                                     prefers_rows(order, shown_cards, largest))
            for card, point in zip(order, points):
                place(("card", card), card, point, size)
        spread, size = fan(count - len(known), backs_area, backs, side)
        for index, (point, turn) in enumerate(spread):
            place(("back", seat, index), None, point, size, turn)

    def _apply_targets(self, targets, legal_cards: set[int], view: SeatView) -> None:
        taken_from_talon = {c for part, owner in zip(view.talon_parts, view.talon_owner)
                            if owner == "taken" and part is not None for c in part}
        clickable = {p for p in range(len(view.talon_parts)) if talon_action(view, p)}
        taken = middle.taken_trick(view)
        winning_card = next((c for s, c in taken[1] if s == taken[2]), None) if taken else None
        tops = own_tops(view)
        for key in list(self.items_by_key):
            if key not in targets:
                self.removeItem(self.items_by_key.pop(key))
        for key, (card, point, size, z, turn) in targets.items():
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
            item.set_marked(view.phase == DISCARD and card in taken_from_talon,
                            self.tr("the blue bar: taken from the talon"))
            item.chosen = card in self.tray
            item.hinted = card == self.hinted_card and in_hand
            item.won = taken is not None and card == winning_card
            item.move_to(point, self.animation_ms, turn)
            item.update()

    def item_clicked(self, item: CardItem) -> None:
        part = self.talon_part_of.get(item.key)
        if part is not None:
            self.talon_clicked.emit(part)
        elif item.face_up:
            self.card_clicked.emit(item.card)

    # --- plates, glow, bubbles, banner ------------------------------------------------------------
    def _draw_marks(self, view, layout, places, names, plates, given, card_h, banner) -> None:
        for item in self.marks:
            self.removeItem(item)
        self.marks, self.labels, self.notes = [], {}, {}
        note_font = style.font(card_h)
        for seat, region in layout.seats.items():
            to_move = seat == view.to_move and view.phase != DONE
            plate = SeatPlate(plates[seat], card_h, given[seat], to_move)
            plate.setPos(region.label.topLeft())
            self._mark(plate, 1000)
            self.labels[str(seat)] = plate
            if to_move:
                self._mark(Glow(plate.sceneBoundingRect()), 990)
        bubble_font = style.font(card_h, style.LARGE, bold=True)
        for seat, text in bubbles(view).items():
            region = layout.seats[seat].bubble
            side = places[seat]
            note = Note([text], bubble_font, style.BUBBLE, region.width(),
                        tail="left" if side == BOTTOM else "up" if side != TOP else "")
            size = note.size
            if side != BOTTOM:  # over the seat's own cards
                note.setPos(region.center().x() - size.width() / 2,
                            region.top() + min(region.height(), layout.small.height()) / 3)
            else:
                note.setPos(region.left() + 8, region.center().y() - size.height() / 2)
            self._note(f"bubble:{seat}", note, 1100)
        small = style.font(card_h, style.SMALL)
        for seat, (text, why, area) in self.shown_captions.items():
            note = Note([text], small, style.CAPTION, area.width())
            if why:
                note.setToolTip(plain_tip(why))
            note.setPos(area.topLeft())
            self._note(f"shown:{seat}", note, 800)
        holding = set() if view.phase == DONE else seats_with_packets(view)
        for seat, band in layout.piles.items():  # whose packets, over them (a top seat's under)
            if seat not in holding:
                continue
            note = Note([self.tr("{name}'s packets").format(name=names[seat])], small,
                        style.CAPTION, band.width())
            note.setPos(band.left(), band.bottom() + 2 if places[seat] == TOP else
                        band.top() - note.size.height() - 2)
            self._note(f"packets:{seat}", note, 800)
        if banner:
            self._draw_banner(banner, layout, note_font)
        if view.phase == TALON:
            self._draw_talon_captions(view, note_font)
        elif view.phase == DISCARD and view.my_turn:
            self._draw_tray_caption(view, layout, note_font)
        if view.phase not in (TALON, DONE):
            widths = [Note([text], small, style.CAPTION, layout.rect.width()).size.width()
                      for text, _ in self.captions]
            row = middle.caption_row([point.x() for _, point in self.captions], widths,
                                     layout.stash.right(), layout.margin / 2)
            for (text, point), (x, room) in zip(self.captions, row):
                note = Note([text], small, style.CAPTION, room)
                note.setPos(x, point.y())
                self._note(f"caption:{text}", note, 800)
        if self.trick_box is not None:
            self._draw_trick_words(view, layout, names, note_font, self.trick_box)

    def _draw_trick_words(self, view, layout, names, font, box: QRectF) -> None:
        """Under the trick (covering `box`), else beside it where the middle leaves no room
        below: the Excuse's exchange, else who took the trick lying there."""
        taken = middle.taken_trick(view)
        if middle.excused_here(view) is not None:
            role, text = "excuse", excuse_words(view.public[EXCUSE_SEEN], names, book_names(view))
        elif taken is not None:
            role, text = "taken", self.tr("Taken by {name}").format(name=names[taken[2]])
        else:
            return
        note = Note([text], font, style.CAPTION, layout.trick_area.width())
        if box.bottom() + note.size.height() <= layout.trick_area.bottom():
            note.setPos(box.center().x() - note.size.width() / 2, box.bottom())
        else:
            note.setPos(box.right() + layout.margin, box.center().y() - note.size.height() / 2)
        self._note(role, note, 1050)

    def _draw_banner(self, lines, layout, font) -> None:
        """The contract banner in its band, its lines wrapped to the band's width and its type
        made smaller while they would not fit the band's height."""
        banner_font = QFont(font)
        note = Note(lines, banner_font, style.BANNER, layout.banner.width(), bold_first=True)
        while banner_font.pointSizeF() > 6.5 and note.size.height() > layout.banner.height():
            banner_font.setPointSizeF(banner_font.pointSizeF() * 0.9)
            note = Note(lines, banner_font, style.BANNER, layout.banner.width(),
                        bold_first=True)
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
            note = Note([choice_words(action, len(view.talon_parts))], font, style.CAPTION,
                        item.size.width() * 3.4)
            note.setPos(item.pos().x(), item.pos().y() - note.size.height() - 4)
            self._note(f"talon:{part}", note, 800)
            last = max((i for k, i in ((k, self.items_by_key[k]) for k, p in
                                        self.talon_part_of.items() if p == part)),
                       key=lambda i: i.pos().x())
            frame = QRectF(item.pos(), last.pos() + QPointF(last.size.width(),
                                                              last.size.height()))
            self._mark(Glow(frame, strong=False), 700)

    def _draw_tray_caption(self, view, layout, font) -> None:
        """How many cards are chosen to lay away (they wait raised in the hand)."""
        text = self.tr("To lay away: {chosen} of {needed} (click a raised card to take it back)")
        lines = [text.format(chosen=len(self.tray), needed=discards_needed(view))]
        if any(item.marked for item in self.items_by_key.values()):
            lines.append(self.tr("A blue bar marks a card taken from the talon."))
        note = Note(lines, font, style.CAPTION, layout.play.width())
        note.setPos(layout.play.center().x() - note.size.width() / 2,
                    layout.play.center().y() - note.size.height() / 2)
        self._note("tray", note, 800)

    def _note(self, role: str, note: Note, z: float) -> None:
        self.notes[role] = note
        self._mark(note, z)

    def _mark(self, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        self.addItem(item)
        self.marks.append(item)

    def _show_result(self, view, names, totals, layout, claim_open: bool) -> None:
        panel = self.result_panel
        if view.phase != DONE or view.result is None:
            panel.hide()
            return
        panel.show_result(view, names, totals, claim_open)
        points = style.font(layout.full.height(), style.LARGE).pointSizeF()
        rect = panel.fit(layout.result, points * 4 / 3,  # the type scale's, in pixels
                         layout.centre.width(), hand_open=claim_open)
        rect.moveTop(max(layout.result.top(), layout.centre.center().y() - rect.height() / 2))
        self.result_proxy.setGeometry(rect)
        panel.column.activate()  # a renamed button is re-laid though the rectangle stayed
        panel.show()

    # --- inspection (tests, accessibility) ---------------------------------------------------------
    def face_up_cards(self) -> set[int]:
        return {item.card for item in self.items_by_key.values()
                if item.face_up and item.card is not None}
