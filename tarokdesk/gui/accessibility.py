"""The table in words for screen readers: cards on a graphics scene have no accessible names
of their own, so the view's description says what the seat on screen may know, built from
its SeatView alone (behind the privacy screen that is an onlooker's view, without a hand)."""

from __future__ import annotations

from tarokdesk.core.view import SeatView
from tarokdesk.gui.i18n import translate
from tarokdesk.gui.words import ace_letter, card_words


def describe(view: SeatView, names: list[str]) -> str:
    ace = ace_letter(view.variant_id)
    hand = ", ".join(card_words(c, ace) for c in view.hand)
    trick = ", ".join(f"{names[s]}: {card_words(c, ace)}" for s, c in view.trick)
    text = translate("Accessibility", "Your hand: {hand}. On the table: {trick}.").format(
        hand=hand or "—", trick=trick or "—")
    if 0 <= view.to_move < len(names):
        text += " " + translate("Accessibility", "{name} to move.").format(
            name=names[view.to_move])
    return text


def table_name() -> str:
    return translate("Accessibility", "Card table")
