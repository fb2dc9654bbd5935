"""Deal the cards a seat cannot see into hands that agree with everything it knows: hand
sizes, shown voids, cards bought from the turned-up talon, and the face-down talon and
discards."""

from __future__ import annotations

import random

from tarokdesk.cards.card import MOND, PAGAT, SKUS, Card, is_king, suit_of
from tarokdesk.core.view import SeatView
from tarokdesk.players.knowledge import Knowledge

OUT = -1  # the face-down talon and discards: out of play


def slots(view: SeatView) -> dict[int, int]:
    """How many unseen cards each place holds."""
    places = {seat: view.hand_sizes[seat] for seat in view.active if seat != view.seat}
    hidden_talon = sum(size for part, size in zip(view.talon_parts, view.talon_sizes)
                       if part is None)
    hidden_discards = sum(view.discards_sizes) - len(view.own_discards) - sum(
        len(p) for i, p in enumerate(view.shown_discards) if i != view.seat)
    places[OUT] = hidden_talon + max(0, hidden_discards)
    return places


def sample_world(view: SeatView, know: Knowledge, rng: random.Random,
                 tries: int = 40) -> dict[int, list[Card]] | None:
    """One consistent placement of the unseen cards, or None if none was found."""
    capacity = slots(view)
    talon_hidden = any(part is None for part in view.talon_parts)
    declarer = view.declarer
    options: dict[Card, list[int]] = {}
    for card in know.unseen:
        bought = any(card in cards for seat, cards in know.known.items())
        places = []
        for seat in capacity:
            if seat == OUT:
                if capacity[OUT] and (talon_hidden or (not bought and not is_king(card)
                                                       and card not in (SKUS, MOND, PAGAT))):
                    places.append(OUT)
            elif bought and seat != declarer:
                continue
            elif suit_of(card) not in know.voids.get(seat, set()) or bought:
                places.append(seat)
        options[card] = places
    order = sorted(options, key=lambda c: len(options[c]))
    for _ in range(tries):
        left = dict(capacity)
        world: dict[int, list[Card]] = {seat: [] for seat in capacity}
        for card in order:
            places = [p for p in options[card] if left[p] > 0]
            if not places:
                break
            place = rng.choice(places) if len(places) > 1 else places[0]
            world[place].append(card)
            left[place] -= 1
        else:
            return world
    return None
