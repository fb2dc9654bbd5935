"""Signals read as probabilities in the Whist expert's sampling (whist-conventions.md section
K, and the lead conventions of sections B and D it reads): each card another seat showed is
weighed by how likely that seat was to play it, under the book's conventions, holding what a
sampled deal gives it. A deal in which the card breaks a convention is not ruled out (players
err, and the conventions have exceptions) but counts UNLIKELY instead of LIKELY.

The readings, each an item of the book:
- S1: a trump K led promises the A or the Q with it;
- S6 (W11, W24): an honour led from a sequence promises the next lower card (plain K, Q, J,
  10; trump Q, J, 10);
- S2 (W10, W13): a low card led in a plain suit is an invite from the leader's strong suit,
  normally his longest: the suit is at least as long as each of his other plain suits;
- S5: a card played to follow suit, not winning the trick at that moment, is the lowest the
  seat held in the suit;
- S4: a discard comes from a suit the seat is weak in: it held neither the A nor the K of it.
A seat's holding at a card is its hand in the sampled deal plus the cards it played from that
trick on. The seat's first lead of a suit is read (later leads follow other rules)."""

from __future__ import annotations

from collections.abc import Callable

from tarokdesk.cards.card import Card, suit_of
from tarokdesk.core.view import SeatView
from tarokdesk.players.heuristic.whist.reading import ACE, KING, QUEEN, rank

LIKELY = 1.0
UNLIKELY = 0.2
"""A convention broken is five times less likely than kept (editorial: the book gives no
odds; the factor keeps deals where a player erred or chose an exception)."""
LOW_LEAD = 9
"""A plain-suit lead of the 9 or lower is a low card (S2)."""
SEQUENCE_HONOURS = {"plain": (13, 12, 11, 10), "trump": (12, 11, 10)}
"""The honours whose lead promises the next lower card (S6; the trump K is S1's)."""

Event = tuple[int, int, str, Card]
"""(seat, trick number, kind, card): a card another seat showed, with the reading to apply."""


def events(view: SeatView, trump: int | None) -> list[Event]:
    """The cards of the other seats that carry a reading, in the order played."""
    found: list[Event] = []
    led_before: set[tuple[int, int]] = set()
    tricks = [plays for _, plays, _ in view.tricks] + ([view.trick] if view.trick else [])
    for number, plays in enumerate(tricks):
        led = plays[0][1]
        best = led
        for position, (seat, card) in enumerate(plays):
            mine = seat == view.seat
            if position == 0:
                first = (seat, suit_of(card)) not in led_before
                led_before.add((seat, suit_of(card)))
                if not mine and first:
                    found.append((seat, number, "lead", card))
                continue
            follows = suit_of(card) == suit_of(led)
            beats = (suit_of(card) == suit_of(best) and rank(card) > rank(best)) or \
                (suit_of(card) == trump and suit_of(best) != trump)
            if not mine and follows and not beats:
                found.append((seat, number, "low", card))
            if not mine and not follows and suit_of(card) != trump:
                found.append((seat, number, "discard", card))
            if beats:
                best = card
    return found


def _holding(world: dict, view: SeatView, seat: int, number: int) -> list[Card]:
    tricks = [plays for _, plays, _ in view.tricks] + ([view.trick] if view.trick else [])
    later = [card for plays in tricks[number:] for who, card in plays if who == seat]
    return list(world[seat]) + later


def likelihood(kind: str, card: Card, held: list[Card], trump: int | None) -> float:
    """How likely the seat was to show `card` by the book holding `held` (card included)."""
    suit, value = suit_of(card), rank(card)
    same = [rank(c) for c in held if suit_of(c) == suit]
    if kind == "lead":
        if suit == trump and value == KING:  # S1
            return LIKELY if ACE in same or QUEEN in same else UNLIKELY
        honours = SEQUENCE_HONOURS["trump" if suit == trump else "plain"]
        if value in honours:  # S6, W11
            return LIKELY if value - 1 in same else UNLIKELY
        if suit != trump and value <= LOW_LEAD:  # S2, W10, W13
            lengths = [sum(1 for c in held if suit_of(c) == s) for s in range(4) if s != trump]
            return LIKELY if len(same) >= max(lengths) else UNLIKELY
        return LIKELY
    if kind == "low":  # S5
        return LIKELY if min(same) == value else UNLIKELY
    if kind == "discard":  # S4
        return UNLIKELY if ACE in same or KING in same else LIKELY
    return LIKELY


def signal_weight(view: SeatView, trump: int | None) -> Callable[[dict], float]:
    """The weight of a sampled deal (seat -> unseen hand): the product of the likelihoods
    of the signals seen."""
    seen = events(view, trump)

    def weight(world: dict) -> float:
        product = 1.0
        for seat, number, kind, card in seen:
            product *= likelihood(kind, card, _holding(world, view, seat, number), trump)
        return product
    return weight
