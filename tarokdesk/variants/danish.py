"""What the Danish Tarok games of *Nyeste Danske Spillebog* (1829) share (danish-tarok.md,
whose rules the four- and two-player chapters carry over): the honours ("Honneurs") a hand
declares and their values, the law of the dealer's Scat, and the Pagat's payments in play.
Pure functions; each game pays them to its own payers."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tarokdesk.cards.card import PAGAT, SKUS, SUIT_LETTERS, Card, is_king, is_trump
from tarokdesk.core import refusals as R
from tarokdesk.core.state import GameState
from tarokdesk.rules.honours import cavalries, chief_matadors, face_count, tarok_count

HONOUR_VALUES = {"matadors": 10, "taroks": 10, "cavalry": 10, "half_cavalry": 5,
                 "scused_cavalry": 20, "four_kings": 10, "three_kings_skus": 5}
"""danish-tarok.md "Honours of the standard game" H1-H8 (H7 4 Kings 10 and H8 with the Scus
5 as recommended, open question 5), paid by each payer."""
FURTHER_MATADOR = 5
TEN_TAROKS = 10
SCAT_NO_TAROK = "scat_no_tarok"
R.register_templates({SCAT_NO_TAROK: "no tarok and not the Sküs may go to the Scat"})
PAGAT_ULTIMO, PAGAT_LOST, PAGAT_LOST_LAST = 10, 5, 10
"""danish-tarok.md P1-P3: the Pagat winning the last trick, the Pagat lost, lost in it."""


def matador_value(count: int) -> int:
    """H1+: 3 matadors 10, each further one 5 more."""
    return HONOUR_VALUES["matadors"] + FURTHER_MATADOR * (count - 3)


def honours(hand: Iterable[Card], scused: bool = True, kings_with_skus: bool = True
            ) -> list[str]:
    """The honours a hand may declare, as items ("matadors:4", "taroks:11", "cavalry:H",
    "half_cavalry:S", "scused_cavalry:D", "four_kings", "three_kings_skus"). The Scus completes at
    most one cavalry (recommended), the one where it pays most: a whole one scused (H5)
    before a half one (H4); a half one needs the King. `scused=False` and
    `kings_with_skus=False` leave out H5 and H8 (the Quadrille form's short list)."""
    cards = set(hand)
    items = []
    count = chief_matadors(cards)
    if count:
        items.append(f"matadors:{count}")
    taroks = tarok_count(cards)  # open question 6: the Scus counts as a tarok
    if taroks >= TEN_TAROKS:
        items.append(f"taroks:{taroks}")
    whole, half = cavalries(cards)
    scus_free = SKUS in cards
    for suit in whole:
        if scus_free and scused:
            items.append(f"scused_cavalry:{SUIT_LETTERS[suit]}")
            scus_free = False
        else:
            items.append(f"cavalry:{SUIT_LETTERS[suit]}")
    royal_half = [suit for suit, held in half if held.startswith("K")]  # H4: never the King
    if scus_free and royal_half:
        items.append(f"half_cavalry:{SUIT_LETTERS[royal_half[0]]}")
    kings = face_count(cards, "K")
    if kings == 4:
        items.append("four_kings")
    elif kings == 3 and SKUS in cards and kings_with_skus:
        items.append("three_kings_skus")
    return items


def honour_value(item: str) -> int:
    kind, _, rest = item.partition(":")
    return matador_value(int(rest)) if kind == "matadors" else HONOUR_VALUES[kind]


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
    """(item, seat, value) of the Pagat in play (P1-P3, danish-tarok-four.md
    "Announcements"): its owner wins the last trick with it (+10 from each opponent), or it
    falls in a trick won by the other side (he pays 5 to each opponent, 10 in the last
    trick); fallen to his partner it is not lost (recommended)."""
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

