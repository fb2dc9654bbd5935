"""Laying out hands: the viewer's hand across the width available (a small gap between suits,
overlapping only as far as every card still shows its corner index, in two rows when one would
hide more); a hand lying face up (a dummy, cards shown) in suit columns of readable cards, as
bridge tables lay the dummy; and the hidden hands of the others as fans of backs, held as a
player holds them, opening towards the middle."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF

from tarokdesk.cards.card import FIRST_SUIT_CARD, SKUS, suit_of
from tarokdesk.gui.deck import CARD_RATIO
from tarokdesk.gui.words import ROMAN

LOOSE_STEP = 1.04  # cards side by side with a sliver of cloth between them
SUIT_GAP = 0.18  # extra space between suits, in card widths
LONG_HAND = 18
ONE_ROW = 0.72
"""A hand of more than LONG_HAND cards lies in one row only while each card shows this share
of its width (its index and most of its figure); else in two."""
ROW_SHOWN = 0.62
"""In a hand of two rows, the share of the first row's height the second leaves showing:
the corner index, the large numeral and most of the picture."""
OPEN_STEP = (0.34, 0.5)
"""A face-up hand's cards overlap down their column showing at least, and at most, this
share of their height."""
FAN_STEP = 5.0  # degrees between two backs of a fan
FAN_WIDEST = 70.0  # degrees a fan opens at most
OPEN_FAN = 0.6  # the least share of its full width a fan of larger backs still opens


def index_corner(card: int | None) -> tuple[float, float]:
    """The share of a card's width and of its height that its corner index takes, in either
    deck: a trump's Roman numeral (XVIII the widest) or the Sküs's name, a suit card's rank
    over its suit sign."""
    if card is None or card >= FIRST_SUIT_CARD:
        return 0.22, 0.34
    if card == SKUS:
        return 0.3, 0.24
    return 0.16 + 0.08 * len(ROMAN[card]), 0.22


def index_share(cards) -> float:
    """The share of a card's width a hand of `cards` must show of each: its widest index."""
    return max((index_corner(c)[0] for c in cards), default=index_corner(None)[0])


def suit_breaks(cards: Sequence[int | None]) -> int:
    """The changes of suit along `cards` (None, a card lying face down, has none)."""
    return sum(1 for a, b in zip(cards, cards[1:])
               if a is not None and b is not None and suit_of(a) != suit_of(b))


def hand_plan(cards: Sequence[int | None], width: float, full: QSizeF) -> tuple[int, QSizeF]:
    """Rows and card size for the viewer's hand in `width`: one row while each card shows
    its index (a long hand, as the 78-card games deal: ONE_ROW of its width), else two rows,
    the cards made smaller only if even two rows would cover an index."""
    count = len(cards)
    if count <= 1:
        return 1, QSizeF(full)
    share = index_share(cards)
    if _row_step(cards, width / full.width()) >= max(ONE_ROW if count > LONG_HAND else 0.0,
                                                      share):
        return 1, QSizeF(full)
    cut = row_cut(cards, width, full.width())
    rows = (cards[:cut], cards[cut:])
    if min(_row_step(row, width / full.width()) for row in rows) >= share:
        return 2, QSizeF(full)
    card_w = min(width / (1 + share * (len(row) - 1) + suit_breaks(row) * SUIT_GAP)
                 for row in rows)
    return 2, QSizeF(card_w, card_w * CARD_RATIO)


def row_cut(cards: Sequence[int | None], width: float, card_w: float) -> int:
    """Where a hand of two rows breaks: at the change of suit that balances the rows best,
    so that a suit is read as one block, among those leaving every index showing in both
    rows at card width `card_w`; where none does, in the middle."""
    share = index_share(cards)
    count = len(cards)
    changes = sorted((i for i in range(1, count) if suit_breaks(cards[i - 1:i + 1])),
                     key=lambda i: max(i, count - i))
    return next((cut for cut in changes
                 if min(_row_step(cards[:cut], width / card_w),
                        _row_step(cards[cut:], width / card_w)) >= share), -(-count // 2))


def _row_step(row: Sequence[int | None], span: float) -> float:
    """The share of a card's width each card of `row` shows across `span` card widths."""
    return (span - 1 - suit_breaks(row) * SUIT_GAP) / max(1, len(row) - 1)


def spread_hand(cards: list[int], area: QRectF, card: QSizeF, rows: int = 1) -> list[QPointF]:
    """Top-left corners for `cards` (in hand order) inside `area`, in one row or two (broken
    where `row_cut` says)."""
    if not cards:
        return []
    cut = row_cut(cards, area.width(), card.width()) if rows == 2 else len(cards)
    points = _spread_row(cards[:cut], area, card, area.top())
    if cut < len(cards):
        points.extend(_spread_row(cards[cut:], area, card,
                                  area.top() + card.height() * ROW_SHOWN))
    return points


def _spread_row(cards: list[int], area: QRectF, card: QSizeF, y: float) -> list[QPointF]:
    n, gaps = len(cards), suit_breaks(cards)
    gap = card.width() * SUIT_GAP
    step = card.width() * LOOSE_STEP
    if n > 1:
        step = min(step, (area.width() - card.width() - gaps * gap) / (n - 1))
    total = card.width() + (n - 1) * step + gaps * gap
    x = area.left() + max(0.0, (area.width() - total) / 2)
    points: list[QPointF] = []
    for i, current in enumerate(cards):
        if i and suit_of(current) != suit_of(cards[i - 1]):
            x += gap
        points.append(QPointF(x, y))
        x += step
    return points


# --- a hand lying face up ----------------------------------------------------------------------

def suit_groups(cards: list[int]) -> list[list[int]]:
    """`cards` in hand order, cut where the suit changes."""
    groups: list[list[int]] = []
    for card in cards:
        if groups and suit_of(groups[-1][-1]) == suit_of(card):
            groups[-1].append(card)
        else:
            groups.append([card])
    return groups


def prefers_rows(cards: list[int], area: QRectF, largest: QSizeF) -> bool:
    """Whether `cards` lying face up in `area` read much larger in a row per suit than in
    suit columns (a wide, low area)."""
    return bool(cards) and _rows_width(suit_groups(cards), area, largest) > \
        _best_columns(cards, area, largest)[0] * 1.15


def open_hand(cards: list[int], area: QRectF, largest: QSizeF, rows: bool = False
              ) -> tuple[list[QPointF], QSizeF]:
    """A face-up hand in `area`, as large as `area` allows (at most `largest`): a column per
    suit, each card overlapping the one above it so that its corner index shows (a suit too
    long for the height cut into two columns); with `rows`, a row per suit instead, each card
    overlapping the one before it as far as its index allows. Returns the cards' corners (in
    `open_order`) and their size."""
    if not cards:
        return [], QSizeF(largest)
    if rows:
        return _lay_rows(suit_groups(cards), area, largest)
    width, columns = _best_columns(cards, area, largest)
    size = QSizeF(width, width * CARD_RATIO)
    tallest = max(len(c) for c in columns)
    step = OPEN_STEP[1] * size.height() if tallest == 1 else min(
        OPEN_STEP[1] * size.height(), (area.height() - size.height()) / (tallest - 1))
    pitch = size.width() * LOOSE_STEP
    total_w = pitch * (len(columns) - 1) + size.width()
    total_h = size.height() + step * (tallest - 1)
    left = area.left() + (area.width() - total_w) / 2
    top = area.top() + (area.height() - total_h) / 2
    points = [QPointF(left + c * pitch, top + r * step)
              for c, column in enumerate(columns) for r in range(len(column))]
    return points, size


def _best_columns(cards: list[int], area: QRectF, largest: QSizeF
                  ) -> tuple[float, list[list[int]]]:
    """The suit columns of `cards` that fit `area` with the largest cards (the longest suit
    cut in two while that helps), and that card width."""
    columns = suit_groups(cards)
    best = (_columns_width(columns, area, largest), [list(c) for c in columns])
    while True:
        longest = max(columns, key=len)
        if len(longest) < 4 or len(columns) >= 2 * len(suit_groups(cards)):
            return best
        index = columns.index(longest)
        half = -(-len(longest) // 2)
        columns[index:index + 1] = [longest[:half], longest[half:]]
        width = _columns_width(columns, area, largest)
        if width > best[0]:
            best = (width, [list(c) for c in columns])


def _columns_width(columns: list[list[int]], area: QRectF, largest: QSizeF) -> float:
    """The card width at which `columns` fit `area`."""
    tallest = max(len(c) for c in columns)
    by_width = area.width() / (LOOSE_STEP * (len(columns) - 1) + 1)
    by_height = area.height() / (1 + OPEN_STEP[0] * (tallest - 1)) / CARD_RATIO
    return max(1.0, min(by_width, by_height, largest.width()))


def _row_length(row: list[int]) -> float:
    """A row's width in card widths, each card showing its index."""
    return 1 + index_share(row) * (len(row) - 1)


def _rows_width(rows: list[list[int]], area: QRectF, largest: QSizeF) -> float:
    """The card width at which `rows` fit `area`."""
    by_width = area.width() / max(_row_length(row) for row in rows)
    by_height = area.height() / (1 + OPEN_STEP[0] * (len(rows) - 1)) / CARD_RATIO
    return max(1.0, min(by_width, by_height, largest.width()))


def _lay_rows(rows: list[list[int]], area: QRectF, largest: QSizeF
              ) -> tuple[list[QPointF], QSizeF]:
    width = _rows_width(rows, area, largest)
    size = QSizeF(width, width * CARD_RATIO)
    drop = OPEN_STEP[1] * size.height() if len(rows) == 1 else min(
        LOOSE_STEP * size.height(), (area.height() - size.height()) / (len(rows) - 1))
    steps = [min(LOOSE_STEP * width, (area.width() - width) / (len(row) - 1))
             if len(row) > 1 else 0.0 for row in rows]
    widest = max(width + step * (len(row) - 1) for row, step in zip(rows, steps))
    left = area.left() + (area.width() - widest) / 2
    top = area.top() + (area.height() - size.height() - drop * (len(rows) - 1)) / 2
    points: list[QPointF] = []
    for r, (row, step) in enumerate(zip(rows, steps)):
        points.extend(QPointF(left + i * step, top + r * drop) for i in range(len(row)))
    return points, size


def open_order(cards: list[int]) -> list[int]:
    """The order `open_hand` lays `cards` in (column by column): the hand's own order."""
    return [card for group in suit_groups(cards) for card in group]


# --- hidden hands -------------------------------------------------------------------------------

FACING = {"bottom": 0.0, "left": 90.0, "top": 180.0, "right": 270.0}
"""The way a seat's fan opens: towards the middle of the table (degrees, clockwise)."""


def fan(count: int, area: QRectF, largest: QSizeF, side: str
        ) -> tuple[list[tuple[QPointF, float]], QSizeF]:
    """A fan of `count` backs held by the seat at `side` inside `area`: at the size `largest`
    and opened as wide as fits (at most FAN_STEP degrees a card, FAN_WIDEST in all), the
    cards made smaller only where even a narrow fan would not fit. Returns each card's corner
    before its turn about its centre with the turn (degrees, clockwise), and the cards' size."""
    if count == 0:
        return [], QSizeF(largest)
    widest = min(FAN_WIDEST, FAN_STEP * (count - 1))
    spread = widest
    while True:
        cards, box = _arc(count, largest, spread, side)
        scale = min(1.0, area.width() / box.width(), area.height() / box.height())
        if scale == 1.0 or spread <= widest * 0.3:
            break
        spread *= 0.85
    size = QSizeF(largest.width() * scale, largest.height() * scale)
    offset = area.center() - box.center() * scale
    return [(centre * scale + offset - QPointF(size.width() / 2, size.height() / 2), angle)
            for centre, angle in cards], size


def open_fan_card(count: int, area: QRectF, smallest: QSizeF, largest: QSizeF, side: str
                  ) -> QSizeF:
    """The largest back, between `smallest` and `largest`, at which a fan of `count` fits
    `area` opened at least OPEN_FAN of its full width: a larger card is not bought by
    squeezing the fan into a stack."""
    if count == 0:
        return QSizeF(smallest)
    _, box = _arc(count, largest, OPEN_FAN * min(FAN_WIDEST, FAN_STEP * (count - 1)), side)
    scale = min(1.0, area.width() / box.width(), area.height() / box.height())
    return QSizeF(max(smallest.width(), largest.width() * scale),
                  max(smallest.height(), largest.height() * scale))


def _arc(count: int, card: QSizeF, spread: float, side: str
         ) -> tuple[list[tuple[QPointF, float]], QRectF]:
    """The centres and turns of a fan of `count` cards opened `spread` degrees round a point
    below them (before the seat's own turn), and the box they cover."""
    radius = card.height() * 2.4
    cards = []
    box = QRectF()
    for i in range(count):
        angle = FACING[side] + (i - (count - 1) / 2) * (spread / max(1, count - 1))
        turn = math.radians(angle)
        centre = QPointF(radius * math.sin(turn), -radius * math.cos(turn))
        cards.append((centre, angle))
        box = box.united(_turned_box(centre, card.width(), card.height(), angle))
    return cards, box


def _turned_box(centre: QPointF, width: float, height: float, angle: float) -> QRectF:
    """The bounding box of a card of `width` x `height` turned by `angle` about `centre`."""
    turn = math.radians(angle)
    cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
    w, h = width * cos + height * sin, width * sin + height * cos
    return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
