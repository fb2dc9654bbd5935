"""Spreading cards in a region: the viewer's hand across the width available, with a small
gap between suits and before the taroks, overlapping only when it must (and in two rows when
one would overlap too much); the other seats' hands as fans of backs."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from tarokdesk.cards.card import suit_of
from tarokdesk.gui.table.layout import HAND_OVERLAP_ROW

LOOSE_STEP = 1.04  # cards side by side with a sliver of cloth between them
SUIT_GAP = 0.18  # extra space between suits, in card widths


def suit_breaks(cards: list[int]) -> int:
    return sum(1 for a, b in zip(cards, cards[1:]) if suit_of(a) != suit_of(b))


def spread_hand(cards: list[int], area: QRectF, card: QSizeF, rows: int = 1) -> list[QPointF]:
    """Top-left corners for `cards` (in hand order) inside `area`."""
    if not cards:
        return []
    per_row = -(-len(cards) // rows)
    points: list[QPointF] = []
    for row in range(rows):
        chunk = cards[row * per_row:(row + 1) * per_row]
        y = area.top() + row * card.height() * (1 - HAND_OVERLAP_ROW)
        points.extend(_spread_row(chunk, area, card, y))
    return points


def _spread_row(cards: list[int], area: QRectF, card: QSizeF, y: float) -> list[QPointF]:
    n, gaps = len(cards), suit_breaks(cards)
    gap = card.width() * SUIT_GAP
    step = card.width() * LOOSE_STEP
    if n > 1:
        fitting = (area.width() - card.width() - gaps * gap) / (n - 1)
        if fitting < step:
            gap = min(gap, card.width() * 0.08)
            step = max(card.width() * 0.12, (area.width() - card.width() - gaps * gap) / (n - 1))
    total = card.width() + (n - 1) * step + gaps * gap
    x = area.left() + max(0.0, (area.width() - total) / 2)
    points = []
    for i, current in enumerate(cards):
        if i and suit_of(current) != suit_of(cards[i - 1]):
            x += gap
        points.append(QPointF(x, y))
        x += step
    return points


def fan(count: int, area: QRectF, card: QSizeF, horizontal: bool) -> list[QPointF]:
    """A fan of `count` cards centred in `area`, squeezed to fit it."""
    if count == 0:
        return []
    length = area.width() if horizontal else area.height()
    size = card.width() if horizontal else card.height()
    step = min(size * (0.28 if horizontal else 0.16), max(0.0, length - size) / max(1, count - 1))
    total = size + step * (count - 1)
    points = []
    for i in range(count):
        offset = (length - total) / 2 + i * step
        if horizontal:
            points.append(QPointF(area.left() + offset, area.center().y() - card.height() / 2))
        else:
            points.append(QPointF(area.center().x() - card.width() / 2, area.top() + offset))
    return points
