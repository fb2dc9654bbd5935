"""Where everything lies on the table, as rectangles computed from the window's size.

The viewer sits at the bottom; the others around the edges in the order of play. Each seat
owns one region (its cards, its label, its taken-trick pile beside the label), and the middle
is left for the trick, the talon, the discard tray, the contract banner and the result panel.
Regions never overlap, whatever the window's size or the number of seats, so a seat with a
face-up hand (a dummy) or a long hand (78 cards, two rows) only changes what lies inside one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, QSizeF

BOTTOM, RIGHT, TOP, LEFT = "bottom", "right", "top", "left"
HAND_OVERLAP_ROW = 0.55  # a second row of a long hand covers this much of the first
SELECTED_LIFT = 0.1  # a selected card rises by this much of its height


def sides_for(n_seats: int) -> list[str]:
    """Screen sides in order of play from the viewer; play passes to the right, which seen
    from above the table runs bottom, right, top, left (00-general.md "Deal"). Extra seats
    share the top edge."""
    if n_seats == 1:
        return [BOTTOM]
    if n_seats == 2:
        return [BOTTOM, TOP]
    if n_seats == 3:
        return [BOTTOM, RIGHT, LEFT]
    return [BOTTOM, RIGHT] + [TOP] * (n_seats - 3) + [LEFT]


@dataclass
class SeatRegion:
    side: str
    label: QRectF
    cards: QRectF
    pile: QRectF
    bubble: QRectF
    """Where a speech bubble may lie: over this seat's own cards, never over another's."""


@dataclass
class TableLayout:
    rect: QRectF
    full: QSizeF
    small: QSizeF
    tiny: QSizeF
    seats: dict[int, SeatRegion] = field(default_factory=dict)
    centre: QRectF = field(default_factory=QRectF)
    banner: QRectF = field(default_factory=QRectF)
    stash: QRectF = field(default_factory=QRectF)
    """The laid-aside talon and discards once the declarer has chosen."""
    play: QRectF = field(default_factory=QRectF)
    """The trick, the talon while the declarer chooses, the discard tray."""
    result: QRectF = field(default_factory=QRectF)
    piles: dict[int, QRectF] = field(default_factory=dict)
    """C3: a band in front of each seat that has piles of its own (personal packets)."""
    hand_rows: int = 1

    @property
    def margin(self) -> float:
        return max(6.0, self.rect.width() * 0.008)


def hand_width(count: int, card: QSizeF, gaps: int) -> float:
    """The width a hand needs when its cards overlap as little as a card game shows them:
    each card shows 62% of its width, plus a small gap between suits."""
    if count == 0:
        return 0.0
    return card.width() * (1 + 0.62 * (count - 1)) + gaps * card.width() * 0.18


def index_share(cards) -> float:
    """How much of a card's width its corner index takes: a trump's Roman numeral (XVIII the
    widest), else a rank and suit, which a sliver shows."""
    longest = max((len(ROMAN[c]) for c in cards if c < 21), default=0)
    return 0.3 if longest < 3 else 0.4 if longest == 3 else 0.5


ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
         "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI")


def compute(rect: QRectF, full: QSizeF, sides: dict[int, str], viewer_cards: int,
            viewer_gaps: int, label_sizes: dict[int, QSizeF], share: float = 0.0,
            pile_seats: frozenset[int] = frozenset()) -> TableLayout:
    """The regions of a table of `rect`, card sizes `full` (the viewer's), seats by side and
    each label's natural size; `viewer_cards` is the count of cards at the bottom seat (with
    none, as after the last trick, the middle takes the room of the hand). `share`: how much
    of each card one row must show for its index to be read (`index_share`); a hand whose
    single row would show less is laid in two rows (the 78-card games' long hands). A seat of
    `pile_seats` gets a band for its piles between its cards and the middle."""
    small = QSizeF(full.width() * 0.62, full.height() * 0.62)
    tiny = QSizeF(full.width() * 0.45, full.height() * 0.45)
    layout = TableLayout(rect, full, small, tiny)
    m = layout.margin
    width, height = rect.width(), rect.height()
    label_h = max((s.height() for s in label_sizes.values()), default=30.0)

    # the viewer: a hand along the bottom edge (two rows if one would overlap too much)
    rows = 1
    room = width - 2 * m - full.width() - viewer_gaps * full.width() * 0.08
    shown = room / (viewer_cards - 1) if viewer_cards > 1 else full.width()
    if hand_width(viewer_cards, full, viewer_gaps) > 2.2 * (width - 2 * m) or \
            shown < share * full.width():
        rows = 2
    layout.hand_rows = rows
    hand_h = full.height() * (1 + (rows - 1) * (1 - HAND_OVERLAP_ROW)) if viewer_cards else 0.0
    bottom_cards = QRectF(m, height - m - hand_h, width - 2 * m, hand_h)
    strip_h = max(label_h, tiny.height())
    lift = full.height() * SELECTED_LIFT if viewer_cards else 0.0
    strip_y = bottom_cards.top() - lift - m / 2 - strip_h

    side_seats = {s: side for s, side in sides.items() if side in (LEFT, RIGHT)}
    top_seats = [s for s, side in sides.items() if side == TOP]
    column_w = max([small.width() + 4] + [label_sizes[s].width() for s in side_seats])
    column_w = min(column_w, width * 0.19)
    top_h = max(small.height(), label_h) if top_seats else 0.0
    column_y = m + top_h + (m if top_seats else 0)

    for seat, side in sides.items():
        natural = label_sizes.get(seat, QSizeF(120, label_h))
        if side == BOTTOM:
            label_w = min(natural.width(), width * 0.42)
            label = QRectF(m, strip_y + (strip_h - label_h) / 2, label_w, label_h)
            pile = QRectF(label.right() + m, strip_y + (strip_h - tiny.height()) / 2,
                          tiny.width(), tiny.height())
            bubble = QRectF(pile.right() + m, strip_y, width - pile.right() - 2 * m, strip_h)
            layout.seats[seat] = SeatRegion(side, label, bottom_cards, pile, bubble)
        elif side in (LEFT, RIGHT):
            x = m if side == LEFT else width - m - column_w
            label = QRectF(x, column_y, column_w, label_h)
            pile = QRectF(x if side == LEFT else x + column_w - tiny.width(),
                          label.bottom() + m / 2, tiny.width(), tiny.height())
            cards = QRectF(x, pile.bottom() + m, column_w,
                           max(0.0, strip_y - m - pile.bottom() - m))
            layout.seats[seat] = SeatRegion(side, label, cards, pile, cards)

    left = m + column_w + m if LEFT in sides.values() else m
    right = width - m - column_w - m if RIGHT in sides.values() else width - m
    if top_seats:
        share = (right - left) / len(top_seats)
        for index, seat in enumerate(top_seats):
            x0 = left + index * share
            natural = label_sizes.get(seat, QSizeF(120, label_h))
            fan_w = min(share * 0.45, small.width() * 3.2)
            label_w = min(natural.width(), share - fan_w - tiny.width() - 3 * m)
            used = fan_w + m + label_w + m + tiny.width()
            start = x0 + (share - used) / 2
            cards = QRectF(start, m, fan_w, small.height())
            label = QRectF(cards.right() + m, m + (top_h - label_h) / 2, max(0.0, label_w),
                           label_h)
            pile = QRectF(label.right() + m, m + (top_h - tiny.height()) / 2, tiny.width(),
                          tiny.height())
            layout.seats[seat] = SeatRegion(TOP, label, cards, pile, cards)

    centre_top = column_y if top_seats else m
    centre = QRectF(left, centre_top, right - left, strip_y - m - centre_top)
    layout.centre = centre
    band_h = min(centre.height() * 0.36, max(tiny.height() + label_h * 0.55, label_h * 2.2))
    layout.banner = QRectF(centre.left(), centre.top(), centre.width() * 0.56, band_h)
    layout.stash = QRectF(layout.banner.right() + m, centre.top(),
                          centre.right() - layout.banner.right() - m, band_h)
    layout.play = QRectF(centre.left(), centre.top() + band_h + m / 2, centre.width(),
                         centre.height() - band_h - m / 2)
    result_w = min(centre.width(), max(560.0, centre.width() * 0.6))
    result_h = min(centre.height(), max(420.0, centre.height() * 0.8))
    layout.result = QRectF(centre.center().x() - result_w / 2, centre.top(), result_w, result_h)
    _pile_bands(layout, centre, sides, pile_seats)
    return layout


def _pile_bands(layout: TableLayout, centre: QRectF, sides: dict[int, str],
                pile_seats: frozenset[int]) -> None:
    """Bands for the piles lying in front of seats (C3: personal packets): the bottom seat's
    at the middle's lower left, a top seat's at its upper right (a side column's at the foot
    of its cards), and the trick's area narrowed so that none overlaps it."""
    band_h = layout.small.height() * 1.15
    band_w = min(layout.small.width() * 4.2, centre.width() * 0.3)
    m = layout.margin
    narrowed = False
    for seat in sorted(pile_seats):
        side = sides.get(seat)
        if side == BOTTOM:
            layout.piles[seat] = QRectF(centre.left(), centre.bottom() - band_h, band_w, band_h)
            narrowed = True
        elif side == TOP:
            layout.piles[seat] = QRectF(centre.right() - band_w, centre.top(), band_w, band_h)
            narrowed = True
        elif side in (LEFT, RIGHT):
            cards = layout.seats[seat].cards
            layout.piles[seat] = QRectF(cards.left(), cards.bottom() - band_h, cards.width(),
                                        band_h)
            layout.seats[seat].cards = cards.adjusted(0, 0, 0, -band_h)
    if narrowed:
        layout.play = layout.play.adjusted(band_w + m, 0, -band_w - m, 0)
