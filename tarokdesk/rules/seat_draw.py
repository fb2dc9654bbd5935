"""Drawing for partners, seats and the first deal (whist.md "Drawing for partners, seats and
first deal", l. 200-206 and Short-Whist law 3, l. 452).

Each person draws a card from the spread pack; only the rank counts, the ace lowest (1) and
the king highest. The two highest play against the two lowest; the lowest deals first. Tied
persons draw again, and a redraw only orders the tied among themselves (5c): so the persons
are ranked by their first card, ties broken by the next draw, and so on. Ordering every tie
gives the partnerships and dealer of 5a-5c, since a tie that decides nothing changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tarokdesk.cards.card import Card, face_index, pip_of
from tarokdesk.cards.packs import Pack

DRAW_RANK = {"J": 11, "Q": 12, "K": 13}


def draw_rank(card: Card) -> int:
    """l. 204: "das As im Ziehen nur eins": A 1, 2-10 their pips, J 11, Q 12, K 13."""
    pip = pip_of(card)
    return pip if pip is not None else DRAW_RANK["KQCJ"[face_index(card)]]


@dataclass(frozen=True)
class SeatDraw:
    draws: tuple[tuple[Card, ...], ...]
    """Per person, the cards drawn (the first, then any redraws)."""
    order: tuple[int, ...]
    """Persons from the lowest draw to the highest."""

    @property
    def dealer(self) -> int:
        """The person with the lowest card deals first (l. 210)."""
        return self.order[0]

    @property
    def partnerships(self) -> tuple[frozenset[int], frozenset[int]]:
        """The two lowest against the two highest (l. 200-202)."""
        return frozenset(self.order[:2]), frozenset(self.order[2:])

    @property
    def seats(self) -> tuple[int, int, int, int]:
        """Person per seat: the dealer at seat 0, partners opposite, so the first dealer is
        seat 0 and seats 0 and 2, 1 and 3 are the partnerships."""
        low, high = self.order[:2], self.order[2:]
        return (low[0], high[0], low[1], high[1])


def rank_draws(draws: Sequence[Sequence[Card]]) -> tuple[int, ...]:
    """The persons in order of their draws (ties broken by their redraws)."""
    return tuple(sorted(range(len(draws)), key=lambda p: [draw_rank(c) for c in draws[p]]))


def draw_for_seats(pack: Pack, seed: object, persons: int = 4) -> SeatDraw:
    """A seeded draw: each person draws; persons still tied draw again from what is left."""
    spread = list(pack.cards)
    rng = random.Random(f"draw/{seed}")
    rng.shuffle(spread)
    draws: list[list[Card]] = [[spread.pop()] for _ in range(persons)]
    while True:
        keys = [tuple(draw_rank(c) for c in d) for d in draws]
        tied = [p for p in range(persons) if keys.count(keys[p]) > 1]
        if not tied:
            return SeatDraw(tuple(map(tuple, draws)), rank_draws(draws))
        for person in tied:
            draws[person].append(spread.pop())
