"""Hand features the books judge a hand by: taroks, trump honours, kings, high Stecher, voids,
suit lengths (tapp-tarok.md "Bidding" 2-5, koenigrufen.md A 1-12)."""

from __future__ import annotations

from dataclasses import dataclass

from tarokdesk.cards.card import MOND, PAGAT, SKUS, SUITS, TRUMP, Card, face_index, suit_of

HIGH_TRUMPS = frozenset(range(14, 22))  # T15 .. T21 and the Sküs


@dataclass(frozen=True)
class HandShape:
    taroks: int
    honours: int
    kings: int
    high: int
    voids: int
    lengths: dict[int, int]
    cards: frozenset[Card]

    @classmethod
    def of(cls, hand) -> "HandShape":
        cards = frozenset(hand)
        lengths = {s: sum(1 for c in cards if suit_of(c) == s) for s in SUITS}
        return cls(
            taroks=sum(1 for c in cards if c < 22),
            honours=sum(1 for c in (SKUS, MOND, PAGAT) if c in cards),
            kings=sum(1 for c in cards if c >= 22 and face_index(c) == 0),
            high=sum(1 for c in cards if c in HIGH_TRUMPS),
            voids=sum(1 for s in SUITS if lengths[s] == 0),
            lengths=lengths,
            cards=cards,
        )

    @property
    def longest(self) -> tuple[int, int]:
        """(suit, length) of the longest plain suit."""
        suit = max(SUITS, key=lambda s: self.lengths[s])
        return suit, self.lengths[suit]

    def has(self, *cards: Card) -> bool:
        return all(c in self.cards for c in cards)

    def suit_cards(self, suit: int) -> list[Card]:
        return sorted((c for c in self.cards if suit_of(c) == suit), key=face_index)


__all__ = ["HandShape", "HIGH_TRUMPS", "TRUMP"]
