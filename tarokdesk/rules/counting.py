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


def card_value(card: Card) -> int:
    """The book's value of a card in these counts: a blank 1, the others their points."""
    return card_whole_points(card) + 1


def packet_points(cards: Iterable[Card], size: int) -> int:
    """The points of a pile counted in packets of `size` (3 for three players, 2 en deux,
    4 for four), a leftover packet as described above."""
    values = [card_value(c) for c in cards]
    full, rest = divmod(len(values), size)
    return sum(values) - (size - 1) * full - (max(1, rest - 1) if rest else 0)
