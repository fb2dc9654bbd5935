"""Counting in packets, the Danish way (danish-tarok.md "Counting", danish-taroc-en-deux.md
"Counting", danish-tarok-four.md "Counting"): every blank is worth 1 and every counting card
its value (kings and the three honours 5, queens 4, cavalls 3, jacks 2); the pile is laid out
in packets of the trick's size, each scoring its sum less one point for each card but one
(packets of three: sum − 2; of two: sum − 1; of four: sum − 3). A leftover of one or two
cards scores its sum − 1, of three its sum − 2, so the Sküs kept alone by a player without a
trick counts 4 (danish-tarok.md "Scus worth 4"). The order of grouping does not matter."""

from __future__ import annotations

from collections.abc import Iterable

from tarokdesk.cards.card import Card
from tarokdesk.cards.points import card_whole_points


CARD_VALUES: tuple[int, ...] = tuple(card_whole_points(c) + 1 for c in range(78))
"""By card id, the book's value of a card in these counts: a blank 1, the others their
points (a table: every settlement counts every card)."""


def card_value(card: Card) -> int:
    return CARD_VALUES[card]


def packet_points(cards: Iterable[Card], size: int) -> int:
    """The points of a pile counted in packets of `size` (3 for three players, 2 en deux,
    4 for four), a leftover packet as described above."""
    values = list(map(CARD_VALUES.__getitem__, cards))
    full, rest = divmod(len(values), size)
    return sum(values) - (size - 1) * full - (max(1, rest - 1) if rest else 0)
