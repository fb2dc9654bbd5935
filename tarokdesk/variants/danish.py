"""What Danish Tarok for four adds to the three-player chapter it carries over (danish_tarok.py
has the honours, their values and the Pagat's amounts): the Quadrille form's short list of
honours, the four-player Scat law, and the Pagat paid between sides, where a Pagat that falls
to the partner is not lost (danish-tarok-four.md "Announcements")."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tarokdesk.cards.card import PAGAT, SKUS, SUIT_LETTERS, Card, is_king, is_trump
from tarokdesk.core.actions import Item
from tarokdesk.core import refusals as R
from tarokdesk.core.state import GameState
from tarokdesk.rules.honours import cavalries
from tarokdesk.variants.danish_tarok import (
    PAGAT_LOST, PAGAT_LOST_LAST, PAGAT_ULTIMO, honour_items,
)

SCAT_NO_TAROK = "scat_no_tarok"
R.register_templates({SCAT_NO_TAROK: "no tarok and not the Sküs may go to the Scat"})


def quadrille_honours(hand: Iterable[Card]) -> list[str]:
    """Quadrille Announcements (L301-303): only ten taroks, three or more matadors, whole and
    half cavalries and four whole Kings count: no scused cavalry and no Sküs for a King, so
    the Sküs that would have scused a whole cavalry may complete a half one instead."""
    cards = set(hand)
    items = []
    for item in honour_items(list(cards)):
        parsed = Item.parse(item)
        if parsed.kind == "three_kings_skus":
            continue
        items.append(Item.text_of("cavalry", parsed.detail) if parsed.kind == "scused_cavalry"
                     else item)
    if SKUS in cards and not any(Item.parse(i).kind == "half_cavalry" for i in items):
        royal = [suit for suit, held in cavalries(cards)[1] if held.startswith("K")]
        items += [Item.text_of("half_cavalry", SUIT_LETTERS[royal[0]])] if royal else []
    return items


def scat_refusal(rule: str) -> Callable[[GameState, Card], R.Refusal | None]:
    """danish-tarok-four.md "Talon": the Scat takes no tarock (the Scus included,
    recommended) and no King."""
    def law(state: GameState, card: Card) -> R.Refusal | None:
        if is_king(card):
            return R.Refusal(R.MAY_NOT_DISCARD_KING, rule, {"card": card})
        if is_trump(card):
            return R.Refusal(SCAT_NO_TAROK, rule, {"card": card})
        return None
    return law


def pagat_events(state: GameState, same_side: Callable[[int, int], bool]
                 ) -> list[tuple[str, int, int]]:
    """(item, seat, value) of the Pagat in play (P1-P3 carried over): its owner wins the last
    trick with it (+10 from each opponent), or it falls in a trick won by the other side (he
    pays 5 to each opponent, 10 in the last trick); fallen to his partner it is not lost
    (recommended)."""
    last = len(state.tricks) - 1
    for index, trick in enumerate(state.tricks):
        owner = next((s for s, c in trick.plays if c == PAGAT), None)
        if owner is None:
            continue
        if trick.winner == owner:
            return [("pagat_ultimo", owner, PAGAT_ULTIMO)] if index == last else []
        if same_side(owner, trick.winner):
            return []
        if index == last:
            return [("pagat_captured_last", owner, -PAGAT_LOST_LAST)]
        return [("pagat_captured", owner, -PAGAT_LOST)]
    return []

