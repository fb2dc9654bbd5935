"""Deal the cards a seat cannot see into hands that agree with everything it knows: hand
sizes, shown voids, taroks a seat showed it lacks (must_overtrump), cards bought from the
turned-up talon or shown and held (pinned to their holder), the face-down talon and discards,
and the face-down cards of named piles (C3: personal packets; their open tops are seen, so
never sampled)."""

from __future__ import annotations

import random

from tarokdesk.cards.card import Card, is_king, is_trump, suit_of
from tarokdesk.core.variant import Variant
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import variant_of
from tarokdesk.players.knowledge import Knowledge

OUT = -1  # the face-down talon and discards: out of play
HONOURS = frozenset((0, 20, 21))  # Pagat, Mond, Sküs: never laid away


def slots(view: SeatView) -> dict[int | str, int]:
    """How many unseen cards each place holds: another seat's hand, OUT, or a named pile's
    face-down cards (by the pile's name)."""
    places = {seat: view.hand_sizes[seat] for seat in view.active if seat != view.seat}
    hidden_talon = sum(size for part, size, owner in
                       zip(view.talon_parts, view.talon_sizes, view.talon_owner)
                       if part is None and owner != "taken")  # a blind purchase is in a hand
    hidden_discards = sum(view.discards_sizes) - len(view.own_discards) - sum(
        len(p) for i, p in enumerate(view.shown_discards) if i not in (view.seat, view.viewer))
    places[OUT] = hidden_talon + max(0, hidden_discards)
    for name, pile in view.piles.items():  # C3: face-down cards of named piles, by pile
        hidden = sum(card is None for card in pile)
        if hidden:
            places[name] = hidden
    return places


def is_seat(place: int | str) -> bool:
    """A place that is a seat's hand (not OUT, not a named pile)."""
    return isinstance(place, int) and place != OUT


def may_lie_face_down(card: Card, variant: Variant) -> bool:
    """00-general.md "Talon": kings are never laid away, and what the game shows when laid
    away (`Variant.discard_shown`: taroks; in the 78-card games not the Sküs) never lies
    face down."""
    return not variant.discard_shown(card) and not is_king(card)


def taroks_told_face_down(view: SeatView) -> int:
    """Taroks the other seats laid away face down, as the table told their number (the
    Twenty game's non-declarers: `public["taroks_discarded"]`, in all or per seat)."""
    told = view.public.get("taroks_discarded") or 0
    if isinstance(told, dict):
        return sum(n for seat, n in told.items() if int(seat) != view.seat)
    return max(0, told - sum(1 for c in view.own_discards if is_trump(c)))


def places(view: SeatView, know: Knowledge) -> dict[Card, list[int]]:
    """Where each unseen card may lie, as far as the view tells: a seat not void in its suit
    (a bought card, or one lying face up, only in its holder's hand), or out of play if
    anything lies face down there that this card may be."""
    capacity = slots(view)
    talon_hidden = any(part is None and owner != "taken"  # a part taken is in a hand
                       for part, owner in zip(view.talon_parts, view.talon_owner))
    told = taroks_told_face_down(view)
    variant = variant_of(view)
    pinned = {card: seat for seat, cards in know.known.items() for card in cards}
    found: dict[Card, list[int]] = {}
    face_up = {card: seat for seat, cards in view.hands.items() for card in cards}
    for card in sorted(know.unseen):
        if card in face_up:  # lying face up in a hand (a dummy, C1/C2): it is there
            found[card] = [face_up[card]]
            continue
        suit = suit_of(card)
        seats = [pinned[card]] if card in pinned else [s for s in capacity if is_seat(s)]
        options = [s for s in seats if suit not in know.voids.get(s, set())
                   and card not in know.lacks.get(s, set())]
        if capacity[OUT] and (talon_hidden or may_lie_face_down(card, variant) or (
                told and is_trump(card) and card not in HONOURS)):
            options.append(OUT)
        if card not in pinned:  # any card not known elsewhere may lie face down in a pile
            options.extend(p for p in capacity if isinstance(p, str))
        found[card] = options
    return found


def sample_world(view: SeatView, know: Knowledge, rng: random.Random,
                 tries: int = 40) -> dict[int | str, list[Card]] | None:
    """One consistent placement of the unseen cards, or None if none was found."""
    capacity = slots(view)
    options = places(view, know)
    order = sorted(options, key=lambda c: (len(options[c]), c))
    for _ in range(tries):
        left = dict(capacity)
        world: dict[int | str, list[Card]] = {seat: [] for seat in capacity}
        for card in order:
            free = [p for p in options[card] if left[p] > 0]
            if not free:
                break
            place = rng.choice(free) if len(free) > 1 else free[0]
            world[place].append(card)
            left[place] -= 1
        else:
            return world
    return None
