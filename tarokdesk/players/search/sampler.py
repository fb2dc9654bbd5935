"""Deal the cards a seat cannot see into hands that agree with everything it knows: hand
sizes, shown voids, taroks a seat showed it lacks (must_overtrump), cards bought from the
turned-up talon or shown and held (pinned to their holder), what the declarer's call proves
of his hand (`CallProof`: the cards he held when he called are his; a card he was not dealt
is his only as one of the talon cards he took), the face-down talon and discards, and the
face-down cards of named piles (C3: personal packets; their open tops are seen, so never
sampled)."""

from __future__ import annotations

import random

from tarokdesk.cards.card import Card, is_king, is_trump, suit_of
from tarokdesk.core.variant import Variant
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import variant_of
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.game_facts import call_proof
from tarokdesk.rules.calling import CallProof

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
    proof = call_proof(view)
    if proof is not None and view.declarer != view.seat:
        _place_as_called(view, proof, found, pinned, variant)
    return found


def _place_as_called(view: SeatView, proof: CallProof, found: dict[Card, list[int]],
                     pinned: dict[Card, int], variant: Variant) -> None:
    """A card the caller held when he called is in his hand, or face down among his
    discards if it may lie there; one he lacked is not his, unless he called before the
    talon and took talon cards unseen (then it may have come with them, `odds`)."""
    caller = view.declarer
    shown = len(view.shown_discards[caller]) if view.shown_discards else 0
    laid_away = view.discards_sizes[caller] > shown
    for card, options in found.items():
        if card in proof.held:
            found[card] = [p for p in options if p == caller or (
                p == OUT and laid_away and may_lie_face_down(card, variant))]
        elif card in proof.lacked and card not in pinned and (
                proof.after_talon or not talon_share(view, caller)):
            found[card] = [p for p in options if p != caller]


def talon_share(view: SeatView, seat: int) -> float:
    """How likely `seat` came by a given card he was not dealt, against a seat that may
    have been dealt it: the talon cards he took unseen by this seat (as many as he laid
    away, less the parts taken in sight) against the cards he was dealt."""
    seen = sum(len(part) for part, owner in zip(view.talon_parts, view.talon_owner)
               if part and owner == "taken")
    played = sum(1 for _, plays, _ in view.tricks for s, _ in plays if s == seat) + sum(
        1 for s, _ in view.trick if s == seat)
    return max(0, view.discards_sizes[seat] - seen) / max(1, view.hand_sizes[seat] + played)


def odds(view: SeatView) -> dict[Card, dict[int, float]]:
    """Places that a card may fill less often than the others: the caller's hand for a card
    his call proves he was not dealt (`talon_share`)."""
    proof = call_proof(view)
    if proof is None or proof.after_talon or view.declarer == view.seat:
        return {}
    share = talon_share(view, view.declarer)
    return {card: {view.declarer: share} for card in proof.lacked}


def sample_world(view: SeatView, know: Knowledge, rng: random.Random,
                 tries: int = 40) -> dict[int | str, list[Card]] | None:
    """One consistent placement of the unseen cards, or None if none was found."""
    capacity = slots(view)
    options = places(view, know)
    rare = odds(view)
    order = sorted(options, key=lambda c: (len(options[c]), c))
    for _ in range(tries):
        left = dict(capacity)
        world: dict[int | str, list[Card]] = {seat: [] for seat in capacity}
        for card in order:
            free = [p for p in options[card] if left[p] > 0]
            if not free:
                break
            if len(free) == 1:
                place = free[0]
            elif card in rare:
                place = rng.choices(free, [rare[card].get(p, 1.0) for p in free])[0]
            else:
                place = rng.choice(free)
            world[place].append(card)
            left[place] -= 1
        else:
            return world
    return None
