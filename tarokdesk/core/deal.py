"""Dealing as an explicit chance step (OpenSpiel's chance node).

The chance player's one action carries the whole shuffled pack, so a deal is replayed from
the log alone, whatever random generator made it. Seeds are turned into shuffles with
Python's `random.Random(str)`, which is stable across platforms and versions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from tarokdesk.cards.card import Card
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import DealSchedule, Variant

DEAL: Final = "deal"
_DEALT_UNSEEN = Action(DEAL, CHANCE, None)
"""A deal as a seat sees it in the log: that the cards were dealt, not their order."""


def shuffled(cards: tuple[Card, ...], seed: object) -> tuple[Card, ...]:
    """`random.Random(str(seed)).shuffle` of `cards`, its draws written out here (the same
    draws as its `_randbelow`, without two calls per card): every saved deal is this order."""
    order = list(cards)
    getrandbits = random.Random(str(seed)).getrandbits
    for i, bits in _DRAW_BITS[78 - len(order):]:
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        order[i], order[j] = order[j], order[i]
    return tuple(order)


_DRAW_BITS = tuple((i, (i + 1).bit_length()) for i in reversed(range(1, 78)))
"""`shuffled`'s draws, last place first: each place and the bits its draw takes (a pack
has at most 78 cards)."""


class DealPhase(Phase):
    """00-general.md "Dealing order and packets": talon first, then packets to the right."""

    name = DEAL
    kinds = frozenset({DEAL})

    def __init__(self, variant: Variant):
        self.variant = variant
        self.pack = variant.pack
        self.schedule: DealSchedule = variant.deal

    def enter(self, state: GameState) -> None:
        state.to_move = CHANCE

    def legal_actions(self, state: GameState) -> list[Action]:
        """Chance has one action per permutation; the engine offers the pack's order, and
        `Game.deal_seeded` (or any caller) supplies a shuffle."""
        return [Action(DEAL, CHANCE, self.pack.cards)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        cards = action.value
        if (not isinstance(cards, tuple) or len(cards) != len(self.pack.cards)
                or set(cards) != self.pack.members):
            return R.Refusal(R.BAD_DEAL, "00-general.md Deal", {})
        return None

    def apply(self, state: GameState, action: Action) -> bool:
        cards = list(action.cards)
        parts = []
        for size in self.schedule.talon_parts:
            parts.append(cards[:size])
            del cards[:size]
        hands: list[list[Card]] = [[] for _ in range(state.n_seats)]
        order = self.order(state)
        packets = [self.packet_sizes(state, seat) for seat in order]
        for round_ in range(len(self.schedule.packets)):
            for seat, sizes in zip(order, packets):
                packet = sizes[round_]
                hands[seat].extend(cards[:packet])
                del cards[:packet]
        state.piles = {self.schedule.stock: cards} if self.schedule.stock else {}
        key = self.pack.sort_key
        for hand in hands:
            hand.sort(key=key)
        state.hands = hands
        state.dealt = [list(h) for h in hands]
        state.talon_parts = parts
        state.talon_shown = [False] * len(parts)
        state.talon_owner = [""] * len(parts)
        state.discards = [[] for _ in range(state.n_seats)]
        state.won = [[] for _ in range(state.n_seats)]
        if self.variant.needs_redeal(state):
            state.redeals += 1
            return False  # the same dealer deals again (00-general.md "Redeals and misdeals")
        return True

    def dealt_as(self, state: GameState, cards: tuple[Card, ...]) -> None:
        """The hands and talon the shuffle `cards` gives with no choice made after it: what a
        search needs to place a sampled deal (a knock chooses after the shuffle,
        rules/knocking.py)."""
        self.apply(state, Action(DEAL, CHANCE, cards))

    def packet_sizes(self, state: GameState, seat: int) -> tuple[int, ...]:
        """The packets `seat` is dealt, round by round: the same for every seat here; a deal
        programme may give the dealer more (rules/dealing.py)."""
        return self.schedule.packets

    def hand_size(self, state: GameState, seat: int) -> int:
        """How many cards `seat` is dealt."""
        return sum(self.packet_sizes(state, seat))

    def stacked(self, state: GameState, hands: dict[int, list[Card]],
                talon: Sequence[Card] = ()) -> list[Card]:
        """The pack order that deals `talon` first and then each seat `hands[seat]` in
        order, round by round, each seat its own `packet_sizes` (what is left of the pack,
        a stock, is not in it)."""
        order = list(talon)
        offsets = dict.fromkeys(self.order(state), 0)
        for round_ in range(len(self.schedule.packets)):
            for seat in self.order(state):
                size = self.packet_sizes(state, seat)[round_]
                order.extend(hands[seat][offsets[seat]:offsets[seat] + size])
                offsets[seat] += size
        return order

    def order(self, state: GameState) -> tuple[int, ...]:
        """The hands a round of packets goes to, in turn: the active seats from the Vorhand."""
        return state.active

    def turned_up(self, state: GameState) -> Card | None:
        """The card the deal turned up for all to see as its last (Whist's trump), or None.
        A position states it: it fixes which of the last hand's cards was dealt last."""
        return None

    def redact(self, state: GameState, action: Action, seat: int) -> Action:
        return _DEALT_UNSEEN
