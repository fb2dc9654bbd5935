"""The middle of the table: the talon to choose from, the trick, and the laid-aside talon and
discards once chosen. Each function hands every card it lays to
`place(key, card, top_left, size)`."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF

from tarokdesk.core.view import SeatView
from tarokdesk.gui.deck import CARD_RATIO
from tarokdesk.gui.table.layout import TableLayout
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.excuse import EXCUSE_SEEN, ExcuseRecord

Place = Callable[[tuple, "int | None", QPointF, QSizeF], None]
FACING_TILT = 40
"""Degrees by which the two cards of a trick between two players turn from the straight
line between them."""


def place_talon_choice(view: SeatView, layout: TableLayout, place: Place) -> dict[tuple, int]:
    """Every talon part face up in full (a part not yet shown face down), side by side
    with clear space between the parts; a click on a part takes it. Returns the talon part
    of each card's key."""
    parts = [p for p, owner in enumerate(view.talon_owner) if owner != "taken"]
    count = sum(view.talon_sizes[p] for p in parts)
    part_of: dict[tuple, int] = {}
    if not count:
        return part_of
    area = layout.play.adjusted(0, layout.play.height() * 0.18, 0, 0)
    gap = 0.7  # between parts, in card widths
    fit_w = area.width() / (count * 1.04 + gap * (len(parts) - 1) + 0.2)
    width = min(layout.full.width(), fit_w, area.height() / CARD_RATIO)
    size = QSizeF(width, width * CARD_RATIO)
    total = width * (count * 1.04 + gap * (len(parts) - 1))
    x = area.center().x() - total / 2
    y = area.top() + (area.height() - size.height()) / 2
    for p in parts:
        part = view.talon_parts[p]
        for i in range(view.talon_sizes[p]):
            card = part[i] if part is not None else None
            key = ("card", card) if card is not None else ("talon", p, i)
            place(key, card, QPointF(x, y), size)
            part_of[key] = p
            x += width * 1.04
        x += width * gap
    return part_of


def excused_here(view: SeatView) -> ExcuseRecord | None:
    """The Excuse's record (rules/excuse.py, `public[EXCUSE_SEEN]`) when the trick the table
    shows is the one the Sküs was played to and it kept its power: the trick picture then
    shows the Sküs going back to its holder and the blank he gives the winner."""
    record = view.public.get(EXCUSE_SEEN)
    if view.trick or not view.tricks or view.phase != PLAY or not record \
            or record["powerless"] or record["trick"] != len(view.tricks) - 1:
        return None
    return record


def taken_trick(view: SeatView) -> tuple | None:
    """The last trick taken, (leader, plays, winner), while it still lies on the table (until
    the next lead)."""
    if not view.trick and view.tricks and view.phase == PLAY:
        return view.tricks[-1]
    return None


def place_trick(view: SeatView, places: dict[int, str], layout: TableLayout,
                place: Place) -> QRectF | None:
    """The current trick (else the last one taken) round the middle, each card towards
    the seat that played it and each lying over those higher up, so that no card covers
    another's corner index. After an Excuse (`excused_here`) its Sküs is drawn back
    towards its holder and the blank he hands over lies small on the winner's card. Returns
    the box the trick covers."""
    taken = taken_trick(view)
    trick = list(view.trick) if taken is None else list(taken[1])
    if not trick:
        return None
    record = excused_here(view)
    area = layout.trick_area
    order = sorted(places, key=lambda s: (s - (view.seat if view.seat >= 0
                                               else view.active[0])) % view.n_seats)
    whole = [(seat, None) for seat in order if seat in view.active]
    unit = _covered(_trick_cards(whole, None, order, view.n_seats, QPointF(),
                                 QSizeF(1 / CARD_RATIO, 1)))  # a whole trick, cards 1 high
    height = min(layout.trick.height(), area.height() / unit.height(),
                 area.width() / unit.width())
    lay = _trick_cards(trick, record, order, view.n_seats, area.center(),
                       QSizeF(height / CARD_RATIO, height))
    box = _covered(lay)
    if not area.contains(box):  # the Excuse's exchange reaches further: all a little smaller
        centre = area.center()
        reach = max(abs(box.left() - centre.x()), abs(box.right() - centre.x()))
        rise = max(abs(box.top() - centre.y()), abs(box.bottom() - centre.y()))
        scale = min(area.width() / 2 / reach, area.height() / 2 / rise)
        lay = _trick_cards(trick, record, order, view.n_seats, centre,
                           QSizeF(height * scale / CARD_RATIO, height * scale))
    cards = sorted((entry for entry in lay if entry[0][0] == "card"),
                   key=lambda entry: (entry[2].y(), entry[2].x()))
    for key, card, point, size in cards + [entry for entry in lay if entry[0][0] != "card"]:
        place(key, card, point, size)
    return _covered(lay)


def _covered(lay) -> QRectF:
    """The box the cards of `lay` cover."""
    box = QRectF()
    for _, _, point, size in lay:
        box = box.united(QRectF(point, size))
    return box


def _trick_cards(trick, record, order, n_seats, centre, size):
    """(key, card, corner, size) of each card of the trick round `centre`, and of the blank
    the Sküs's holder hands the winner."""
    def towards(seat: int, reach: float) -> QPointF:
        """A point `reach` card-lengths from the middle towards `seat`; at a table of two
        the cards facing each other lie aside, as they would across a table, so that
        neither hides the other."""
        tilt = FACING_TILT if n_seats == 2 else 0
        angle = math.radians(90 - tilt - 360 * order.index(seat) / n_seats)
        return QPointF(centre.x() + math.cos(angle) * size.width() * 0.8 * reach,
                       centre.y() + math.sin(angle) * size.height() * 0.36 * reach)

    half = QPointF(size.width() / 2, size.height() / 2)
    lay = []
    for seat, card in trick:
        back = 1.35 if record and seat == record["holder"] else 1.0  # towards its holder
        lay.append((("card", card), card, towards(seat, back) - half, size))
    if record is not None and record["to"] is not None and record["paid"] is not None:
        small = QSizeF(size * 0.55)  # the blank, at the winner
        point = towards(record["to"], 2.3) - QPointF(small.width() / 2, small.height() / 2)
        lay.append((("excuse_blank", record["paid"]), record["paid"], point, small))
    return lay


def place_stash(view: SeatView, layout: TableLayout, place: Place,
                words: dict[str, str]) -> list[tuple[str, QPointF]]:
    """Once chosen: the talon parts left over and the discards, small; returns their
    captions and where they go."""
    stash, size = layout.stash, layout.stash_card
    captions: list[tuple[str, QPointF]] = []
    y = stash.bottom() - size.height()
    x = stash.left()
    step = size.width() * 0.4
    left = [(p, i) for p, owner in enumerate(view.talon_owner) if owner != "taken"
            for i in range(view.talon_sizes[p])]
    if left and view.contract is not None:
        captions.append((words["talon"], QPointF(x, stash.top())))
        for p, i in left:
            part = view.talon_parts[p]
            card = part[i] if part is not None else None
            key = ("card", card) if card is not None else ("talon", p, i)
            place(key, card, QPointF(x, y), size)
            x += step
        x += size.width() + step
    shown = list(view.own_discards)
    for seat, cards in enumerate(view.shown_discards):
        if seat != view.seat:
            shown.extend(cards)
    if shown:
        captions.append((words["discards"], QPointF(x, stash.top())))
        for card in shown:
            place(("card", card), card, QPointF(min(x, stash.right() - size.width()), y),
                  size)
            x += step
    return captions


def caption_row(starts: list[float], widths: list[float], right: float,
                gap: float) -> list[tuple[float, float]]:
    """Where each caption of the row over the laid-aside cards goes and the width it may take:
    over its own cards where it fits before `right`, else moved left as far as the caption
    before it allows; one that fits nowhere wraps in the room it has."""
    places: list[tuple[float, float]] = []
    end = right
    for index in reversed(range(len(starts))):
        floor = starts[index - 1] + widths[index - 1] + gap if index else starts[0]
        x = max(floor, min(starts[index], end - widths[index]))
        places.append((x, end - x))
        end = x - gap
    return places[::-1]
