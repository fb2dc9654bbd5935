"""Signals read as probabilities in the Whist expert's sampling (whist-conventions.md section
K, and the lead conventions of sections B and D it reads): each card another seat showed is
weighed by how likely that seat was to play it, under the book's conventions, holding what a
sampled deal gives it. A deal in which the card breaks a convention is not ruled out (players
err, and the conventions have exceptions) but counts UNLIKELY instead of LIKELY.

The readings, each an item of the book:
- S1: a trump K led promises the A or the Q with it;
- S6 (W11, W24): an honour led from a sequence promises the next lower card still in play
  (plain K, Q, J, 10; trump Q, J, 10), unless it is the master (led to cash it, W4);
- S2 (W10, W13): a low card led in a plain suit is an invite from the leader's strong suit,
  normally his longest: the suit is at least as long as each of his other plain suits (read
  at the seat's first lead of the deal; later leads follow the exclusions of procedure P);
- S5: a card played to follow suit, not winning the trick at that moment, is the lowest the
  seat held in the suit;
- S4 (W35): a discard comes from a suit the seat is weak in: of its plain suits, one with
  the fewest guards (the Q or higher);
- S3, S8 (W25, W31): second hand void in the suit led ruffs when weak in trumps and discards
  when strong (section 0: five trumps, or four with an honour);
- N2 (W27): third hand wins with the lowest of its top sequence: it does not hold the next
  lower card still in play where that card would win too;
- N6: fourth hand wins as cheaply as it can: it holds no lower card that wins.
A seat's holding at a card is its hand in the sampled deal plus the cards it played from that
trick on. The seat's first lead of a suit is read (later leads follow other rules), unless
its partner led the suit before (a return, P2, N3)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tarokdesk.cards.card import Card, suit_of
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import trick_rules
from tarokdesk.players.heuristic.whist.reading import ACE, KING, QUEEN, rank, strong_in_trumps

LIKELY = 1.0
UNLIKELY = 0.2
"""A convention broken is five times less likely than kept (editorial: the book gives no
odds; the factor keeps deals where a player erred or chose an exception)."""
LOW_LEAD = 9
"""A plain-suit lead of the 9 or lower is a low card (S2)."""
SEQUENCE_HONOURS = {"plain": (13, 12, 11, 10), "trump": (12, 11, 10)}
"""The honours whose lead promises the next lower card (S6; the trump K is S1's)."""

Event = tuple[int, int, str, Card, frozenset[Card]]
"""(seat, trick number, kind, card, cards): a card another seat showed, with the reading to
apply and the cards the reading says the seat held (a sequence lead, S6) or did not hold (a
trick won, N2, N6)."""


def events(view: SeatView, trump: int | None) -> list[Event]:
    """The cards of the other seats that carry a reading, in the order played."""
    pack = trick_rules(view).pack.cards
    found: list[Event] = []
    led_before: set[tuple[int, int]] = set()
    has_led: set[int] = set()
    played: set[Card] = set()
    order = list(view.active)
    tricks = [plays for _, plays, _ in view.tricks] + ([view.trick] if view.trick else [])
    for number, plays in enumerate(tricks):
        led = plays[0][1]
        best = led
        for position, (seat, card) in enumerate(plays):
            mine = seat == view.seat
            if position == 0:
                partner = order[(order.index(seat) + 2) % len(order)]
                first = (seat, suit_of(card)) not in led_before
                returned = (partner, suit_of(card)) in led_before  # P2, N3: a return
                if not mine and first and not returned:
                    found += _lead_events(seat, number, card, trump, played, pack,
                                          seat not in has_led)
                led_before.add((seat, suit_of(card)))
                has_led.add(seat)
            else:
                follows = suit_of(card) == suit_of(led)
                beats = (suit_of(card) == suit_of(best) and rank(card) > rank(best)) or \
                    (suit_of(card) == trump and suit_of(best) != trump)
                if not mine:
                    found += _follow_events(seat, number, position, card, best, follows,
                                            beats, trump, played, pack)
                if beats:
                    best = card
            played.add(card)
    return found


def _lead_events(seat: int, number: int, card: Card, trump: int | None, played: set[Card],
                 pack: Sequence[Card], opening: bool) -> list[Event]:
    """The reading of a seat's first lead of a suit: a sequence honour (S6) promises the next
    lower card still in play, unless it is the master (then it is led to cash it, W4); a low
    plain card (S2) its longest suit where it is the seat's first lead of the deal (later
    leads follow the exclusions of procedure P)."""
    live = [c for c in pack if suit_of(c) == suit_of(card) and c not in played and c != card]
    honours = SEQUENCE_HONOURS["trump" if suit_of(card) == trump else "plain"]
    if rank(card) in honours:
        below = [c for c in live if rank(c) < rank(card)]
        if not below or all(rank(c) < rank(card) for c in live):
            return []
        return [(seat, number, "lead", card, frozenset({max(below, key=rank)}))]
    if suit_of(card) != trump and rank(card) <= LOW_LEAD and not opening:
        return []
    return [(seat, number, "lead", card, frozenset())]


def _follow_events(seat: int, number: int, position: int, card: Card, best: Card,
                   follows: bool, beats: bool, trump: int | None, played: set[Card],
                   pack: Sequence[Card]) -> list[Event]:
    """The readings of a card played to a trick another seat led (`played`: the cards
    played before it)."""
    if follows and not beats:
        return [(seat, number, "low", card, frozenset())]
    if follows:
        winners_below = [c for c in pack if suit_of(c) == suit_of(card) and c not in played
                         and rank(best) < rank(c) < rank(card)]
        master = not any(suit_of(c) == suit_of(card) and rank(c) > rank(card)
                         and c not in played for c in pack)
        if position == 2 and winners_below and not master:  # N2 (the master: W28's unblock)
            return [(seat, number, "wins", card, frozenset({max(winners_below, key=rank)}))]
        if position == 3:  # N6: the cheapest winner
            return [(seat, number, "wins", card, frozenset(winners_below))]
        return []
    found: list[Event] = []
    if suit_of(card) != trump:
        found.append((seat, number, "discard", card, frozenset()))
    if position == 1 and trump is not None:  # S3, S8: second hand void
        found.append((seat, number, "ruff" if suit_of(card) == trump else "no_ruff", card,
                      frozenset()))
    return found


def _holding(world: dict, view: SeatView, seat: int, number: int) -> list[Card]:
    tricks = [plays for _, plays, _ in view.tricks] + ([view.trick] if view.trick else [])
    later = [card for plays in tricks[number:] for who, card in plays if who == seat]
    return list(world[seat]) + later


def likelihood(kind: str, card: Card, held: list[Card], trump: int | None,
               cards: frozenset[Card] = frozenset()) -> float:
    """How likely the seat was to show `card` by the book holding `held` (card included);
    `cards`: those the reading promises (a lead) or denies (a trick won)."""
    suit, value = suit_of(card), rank(card)
    if kind == "wins":  # N2, N6: the cards denied
        return UNLIKELY if cards.intersection(held) else LIKELY
    if kind in ("ruff", "no_ruff"):  # S3, S8
        trumps = [c for c in held if suit_of(c) == trump]
        if not trumps:
            return LIKELY
        return LIKELY if strong_in_trumps(trumps) == (kind == "no_ruff") else UNLIKELY
    same = [rank(c) for c in held if suit_of(c) == suit]
    if kind == "lead":
        if suit == trump and value == KING:  # S1
            return LIKELY if ACE in same or QUEEN in same else UNLIKELY
        if cards:  # S6, W11: the card promised
            return LIKELY if cards.intersection(held) else UNLIKELY
        if suit != trump and value <= LOW_LEAD:  # S2, W10, W13
            lengths = [sum(1 for c in held if suit_of(c) == s) for s in range(4) if s != trump]
            return LIKELY if len(same) >= max(lengths) else UNLIKELY
        return LIKELY
    if kind == "low":  # S5
        return LIKELY if min(same) == value else UNLIKELY
    if kind == "discard":  # S4, W35: from the suit with the fewest guards
        guards = {s: sum(1 for c in held if suit_of(c) == s and rank(c) >= QUEEN)
                  for s in {suit_of(c) for c in held} - {trump}}
        return LIKELY if guards[suit] == min(guards.values()) else UNLIKELY
    return LIKELY


def signal_weight(view: SeatView, trump: int | None) -> Callable[[dict], float]:
    """The weight of a sampled deal (seat -> unseen hand): the product of the likelihoods
    of the signals seen."""
    seen = events(view, trump)

    def weight(world: dict) -> float:
        product = 1.0
        for seat, number, kind, card, cards in seen:
            product *= likelihood(kind, card, _holding(world, view, seat, number), trump,
                                  cards)
        return product
    return weight
