"""Card points and the counting in packets of three (00-general.md "Counting").

Every card carries 1/3 point; honours (Sküs, Mond, Pagat, kings) 4 more, queens 3, cavalls 2,
jacks 1. Working in thirds keeps the arithmetic exact: a pile of n cards with whole points W is
worth 3W + n thirds, and the book's packet count rounds a leftover 2/3 up and 1/3 down.
"""

from __future__ import annotations

from collections.abc import Iterable

from tarokdesk.cards.card import MOND, PAGAT, SKUS, Card, face_index, is_trump

_FACE_WHOLE = (4, 3, 2, 1)  # K Q C J


def card_whole_points(card: Card) -> int:
    if is_trump(card):
        return 4 if card in (SKUS, MOND, PAGAT) else 0
    index = face_index(card)
    return _FACE_WHOLE[index] if index < 4 else 0


CARD_THIRDS: tuple[int, ...] = tuple(3 * card_whole_points(c) + 1 for c in range(78))


def card_thirds(card: Card) -> int:
    """The card's exact value in thirds of a point (an honour: 13, a plain card: 1)."""
    return CARD_THIRDS[card]


def pile_thirds(cards: Iterable[Card]) -> int:
    return sum(map(CARD_THIRDS.__getitem__, cards))


def points_from_thirds(thirds: int) -> int:
    """Packets of three with a leftover 2/3 counted as a point and 1/3 dropped (lines 516-533)."""
    return (thirds + 1) // 3


def pile_points(cards: Iterable[Card]) -> int:
    return points_from_thirds(pile_thirds(cards))
