"""Named piles on the table (C3), read from the view alone: each seat's piles (personal
talon packets) side by side in the band in front of it, each a small stack whose face-down
cards show as backs and whose top shows its face when the view shows it; a pile of the table
(a stock not yet laid out, the dead cards of Taroc en deux) as a stack at the right of the
middle's top band, beside the discards. Nothing here knows a game."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from tarokdesk.core.state import pile_owner
from tarokdesk.core.view import SeatView
from tarokdesk.gui.table.layout import TableLayout
from tarokdesk.gui.table.middle import Place

STACK_STEP = 0.05  # each card beneath shows this much of the card's height
TABLE_STACK = 4  # backs drawn for a pile of the table, however many it holds


def pile_order(name: str) -> tuple:
    """Piles of one seat left to right by their index (`pile_name`)."""
    return tuple(int(part) if part.isdigit() else part for part in name.split("/"))


def seats_with_packets(view: SeatView) -> set[int]:
    """The seats with a packet still lying before them: only these are captioned."""
    return {seat for name, pile in view.piles.items()
            if pile and (seat := pile_owner(name)) is not None}


def own_tops(view: SeatView) -> set[int]:
    """The face-up top cards of the viewer's piles: his to play like hand cards."""
    return {pile[-1] for name, pile in view.piles.items()
            if pile_owner(name) == view.seat and pile and pile[-1] is not None}


def place_piles(view: SeatView, layout: TableLayout, place: Place) -> None:
    size = layout.small
    for seat, band in layout.piles.items():
        names = sorted((n for n in view.piles if pile_owner(n) == seat), key=pile_order)
        step = size.width() * 1.3
        x = band.center().x() - (step * len(names) - (step - size.width())) / 2
        for name in names:
            _stack(view.piles[name], name, QPointF(x, band.top()), band, size, place)
            x += step
    table = [n for n in view.piles if pile_owner(n) is None and view.piles[n]]
    tiny = layout.tiny
    for index, name in enumerate(sorted(table)):  # from the stash's right: the discards and
        pile = view.piles[name][-TABLE_STACK:]  # the talon left over fill it from the left
        corner = QPointF(layout.stash.right() - (index + 1) * tiny.width() * 1.3,
                         layout.stash.top())
        _stack(pile, name, corner, layout.stash, tiny, place)


def _stack(pile, name: str, corner: QPointF, band: QRectF, size, place: Place) -> None:
    """Bottom card highest, each card above it a little lower, the top one last."""
    drop = size.height() * STACK_STEP
    top_y = min(corner.y() + drop * (len(pile) - 1), band.bottom() - size.height())
    for depth, card in enumerate(pile):
        y = top_y - drop * (len(pile) - 1 - depth)
        key = ("card", card) if card is not None else ("pile", name, depth)
        place(key, card, QPointF(corner.x(), y), size)
