"""Where everything lies on the table, as rectangles computed from the window's size.

The viewer sits at the bottom; the others around the edges in the order of play. Each seat
owns one region (its cards, its plate, its taken-trick pile beside the plate), and the middle
is left for the trick, the talon, the discard tray, the contract banner and the result panel.
Regions never overlap, whatever the window's size or the number of seats. A seat whose cards
lie face up (a dummy) gets a wider column, so that they can be laid out in readable suit
columns; the viewer's long hand (78 cards) takes two rows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, QSizeF

from tarokdesk.gui.table.hand import ROW_SHOWN, hand_plan

BOTTOM, RIGHT, TOP, LEFT = "bottom", "right", "top", "left"
SELECTED_LIFT = 0.1  # a card selected by the keyboard rises by this much of its height
CHOSEN_LIFT = 0.18  # a card chosen to lay away rises by this much (the room kept above)
COLUMN = 0.19  # a side seat's share of the table's width, its hand hidden
OPEN_COLUMN = 0.27  # ... its hand lying face up
OPEN_TOP = 0.3  # the share of the height a top seat's face-up hand takes
ROOMY = (760.0, 1.35)
"""A table higher than ROOMY[0] lays the trick and the side seats' backs larger in proportion,
up to ROOMY[1] times, so that a large window's middle is not left empty (the viewer's hand
grows with the window by itself)."""

BUBBLE_ROOM = 1.0  # card widths the viewer's speech bubble keeps beside the trick
PlateSize = Callable[[int, float], QSizeF]
"""A seat's plate size when given at most a width."""


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
    """The seat's plate."""
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
    trick: QSizeF = field(default_factory=QSizeF)
    """The largest a card of the trick may be."""
    side_backs: QSizeF = field(default_factory=QSizeF)
    """The largest a back of a side seat's fan may be (a top seat's: `small`, so that the
    middle keeps its height)."""
    hand: QSizeF = field(default_factory=QSizeF)
    """The viewer's cards (smaller than `full` only where a long hand needs it)."""
    seats: dict[int, SeatRegion] = field(default_factory=dict)
    centre: QRectF = field(default_factory=QRectF)
    banner: QRectF = field(default_factory=QRectF)
    stash: QRectF = field(default_factory=QRectF)
    """The laid-aside talon and discards once the declarer has chosen."""
    stash_card: QSizeF = field(default_factory=QSizeF)
    """A laid-aside card: `tiny`, or smaller where the band leaves less room under a caption."""
    play: QRectF = field(default_factory=QRectF)
    """The trick and the talon while the declarer chooses."""
    trick_area: QRectF = field(default_factory=QRectF)
    """The trick's room: `play`, reaching down through the viewer's plate strip to just above
    his hand, clear of his plate and pile and kept centred, where the strip leaves his speech
    bubble room left of the trick's middle (which of the trick only his own card reaches)."""
    result: QRectF = field(default_factory=QRectF)
    piles: dict[int, QRectF] = field(default_factory=dict)
    """C3: a band in front of each seat that has piles of its own (personal packets)."""
    hand_rows: int = 1

    @property
    def margin(self) -> float:
        return max(6.0, self.rect.width() * 0.008)


def compute(rect: QRectF, full: QSizeF, sides: dict[int, str],
            viewer_cards: Sequence[int | None],
            plate_size: PlateSize, open_seats: frozenset[int] = frozenset(),
            pile_seats: frozenset[int] = frozenset(),
            banner_height: Callable[[float], float] | None = None,
            caption_height: float = 0.0) -> TableLayout:
    """The regions of a table of `rect`, card size `full`, seats by side; `viewer_cards`
    are the cards of the bottom seat's hand (None for one lying face down; with none, as
    after the last trick, the middle takes its room). A seat of `open_seats` shows cards face
    up, one of `pile_seats` gets a band for its piles between its cards and the middle;
    `banner_height` is the contract banner's height at a width, `caption_height` a one-line
    caption's over the laid-aside cards beside it."""
    room = min(ROOMY[1], max(1.0, rect.height() / ROOMY[0]))
    small = QSizeF(full.width() * 0.62, full.height() * 0.62)
    tiny = QSizeF(full.width() * 0.45, full.height() * 0.45)
    layout = TableLayout(rect, full, small, tiny, trick=full * room, side_backs=small * room)
    m = layout.margin
    width, height = rect.width(), rect.height()

    # the viewer: a hand along the bottom edge (two rows if one would hide too much)
    rows, hand = hand_plan(viewer_cards, width - 2 * m, full)
    layout.hand, layout.hand_rows = hand, rows
    count = len(viewer_cards)
    hand_h = hand.height() * (1 + (rows - 1) * ROW_SHOWN) if count else 0.0
    bottom_cards = QRectF(m, height - m - hand_h, width - 2 * m, hand_h)
    lift = hand.height() * CHOSEN_LIFT if count else 0.0
    bottom = next((s for s, side in sides.items() if side == BOTTOM), None)
    bottom_plate = plate_size(bottom, width * 0.42) if bottom is not None else QSizeF()
    strip_h = max(bottom_plate.height(), tiny.height())
    strip_y = bottom_cards.top() - lift - m / 2 - strip_h

    # the side columns, wider for a hand lying face up or a plate's counts
    def column(seat: int) -> float:  # at least as wide as its plate's counts line
        share = width * (OPEN_COLUMN if seat in open_seats else COLUMN)
        return max(share, plate_size(seat, share).width())

    columns = {side: max([column(s) for s, sd in sides.items() if sd == side], default=0.0)
               for side in (LEFT, RIGHT)}
    left = m + columns[LEFT] + m if columns[LEFT] else m
    right = width - m - columns[RIGHT] - m if columns[RIGHT] else width - m

    top_seats = [s for s, side in sides.items() if side == TOP]
    top_h = 0.0
    top_plates: dict[int, QSizeF] = {}
    if top_seats:
        share = (right - left) / len(top_seats)
        for seat in top_seats:
            top_plates[seat] = plate_size(seat, share * 0.42)
        fan_h = small.height() * 1.3
        if open_seats & set(top_seats):
            fan_h = max(fan_h, height * OPEN_TOP)
        top_h = max([fan_h] + [p.height() for p in top_plates.values()])
        for index, seat in enumerate(top_seats):
            x0 = left + index * share
            plate = top_plates[seat]
            cards_w = share - plate.width() - tiny.width() - 4 * m
            if seat not in open_seats:
                cards_w = min(cards_w, layout.side_backs.width() * 4.2)
            used = cards_w + m + plate.width() + m + tiny.width()
            start = x0 + (share - used) / 2
            cards = QRectF(start, m, max(0.0, cards_w), top_h)
            label = QRectF(cards.right() + m, m + (top_h - plate.height()) / 2, plate.width(),
                           plate.height())
            pile = QRectF(label.right() + m, m + (top_h - tiny.height()) / 2, tiny.width(),
                          tiny.height())
            layout.seats[seat] = SeatRegion(TOP, label, cards, pile, cards)
    column_y = m + top_h + (m if top_seats else 0)

    for seat, side in sides.items():
        if side == BOTTOM:
            label = QRectF(m, strip_y + (strip_h - bottom_plate.height()) / 2,
                           bottom_plate.width(), bottom_plate.height())
            pile = QRectF(label.right() + m, strip_y + (strip_h - tiny.height()) / 2,
                          tiny.width(), tiny.height())
            bubble = QRectF(pile.right() + m, strip_y, width - pile.right() - 2 * m, strip_h)
            layout.seats[seat] = SeatRegion(side, label, bottom_cards, pile, bubble)
        elif side in (LEFT, RIGHT):
            column_w = columns[side]
            x = m if side == LEFT else width - m - column_w
            # a hand lying face up takes the column's whole height: the top seats lie
            # between the columns, and its cards stay readable in a low window
            y = m if seat in open_seats else column_y
            plate = plate_size(seat, column_w)
            label = QRectF(x if side == LEFT else x + column_w - plate.width(), y,
                           plate.width(), plate.height())
            if plate.width() + m + tiny.width() <= column_w:  # the pile beside the plate
                pile = QRectF(label.right() + m if side == LEFT else label.left() - m -
                              tiny.width(), y, tiny.width(), tiny.height())
                below = max(label.bottom(), pile.bottom())
            else:
                pile = QRectF(x if side == LEFT else x + column_w - tiny.width(),
                              label.bottom() + m / 2, tiny.width(), tiny.height())
                below = pile.bottom()
            cards = QRectF(x, below + m, column_w, max(0.0, strip_y - m - below - m))
            layout.seats[seat] = SeatRegion(side, label, cards, pile, cards)

    centre_top = column_y if top_seats else m
    centre = QRectF(left, centre_top, right - left, strip_y - m - centre_top)
    layout.centre = centre
    band_h = min(centre.height() * 0.36, max(tiny.height() + max(m * 3, caption_height + m / 2),
                                             full.height() * 0.5))
    banner_w = centre.width() * 0.56
    if banner_height is not None:
        band_h = min(centre.height() * 0.45, max(band_h, banner_height(banner_w)))
    layout.banner = QRectF(centre.left(), centre.top(), banner_w, band_h)
    layout.stash = QRectF(layout.banner.right() + m, centre.top(),
                          centre.right() - layout.banner.right() - m, band_h)
    layout.stash_card = tiny * min(1.0, (band_h - caption_height) / tiny.height())
    layout.play = QRectF(centre.left(), centre.top() + band_h + m / 2, centre.width(),
                         centre.height() - band_h - m / 2)
    result_w = min(centre.width(), max(560.0, centre.width() * 0.75))
    layout.result = QRectF(centre.center().x() - result_w / 2, centre.top(), result_w,
                           centre.height())
    _pile_bands(layout, centre, sides, pile_seats)
    _trick_area(layout, bottom, bottom_cards)
    return layout


def _trick_area(layout: TableLayout, bottom: int | None, bottom_cards: QRectF) -> None:
    """The trick's room (`TableLayout.trick_area`): reaching down beside the viewer's plate
    only where his speech bubble keeps room for a word left of the trick."""
    play, m = layout.play, layout.margin
    layout.trick_area = play
    if bottom is None:
        return
    viewer = layout.seats[bottom]
    bubble = viewer.bubble
    room = play.center().x() - layout.trick.width() / 2 - m - bubble.left()
    if room < BUBBLE_ROOM * layout.full.width():
        return
    lower = bottom_cards.top() - layout.hand.height() * SELECTED_LIFT - m / 2
    left = max(play.left(), bubble.left())  # clear of his plate and pile, kept centred
    layout.trick_area = QRectF(left, play.top(), 2 * (play.center().x() - left),
                               max(play.bottom(), lower) - play.top())
    viewer.bubble = QRectF(bubble.left(), bubble.top(), room, bubble.height())


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
