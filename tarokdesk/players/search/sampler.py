"""Deal the cards a seat cannot see into hands that agree with everything it knows: hand
sizes, and every fact the record proves of each hand (`Knowledge.proven`, players/inference.py:
voids shown, taroks lacked under must_overtrump, what declarations exclude, the discard law,
the cards exchanged, what the declarer's call and the holdings said in the announcement round
prove); cards bought from the turned-up talon or shown and held (pinned to their holder); the
call as a deal bears it (`CallProof`: the cards the caller held when he called are his; a card
he was not dealt is his only as one of the talon cards he took); the face-down talon and
discards (out of play, a card that may not be laid away lies only in the talon); and the
face-down cards of named piles (C3: personal packets; their open tops are seen, so never
sampled)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from itertools import product
from math import comb
from typing import TypeGuard

from tarokdesk.cards.card import Card
from tarokdesk.core.variant import Variant
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import played_by, variant_of
from tarokdesk.players.inference import (Declared, Told, declaration_proof, fitting_holdings,
                                         may_be_laid_away, may_lie_face_down, not_declared)
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.rules.announcements import DECLARE, HoldingProof
from tarokdesk.rules.calling import CallProof
from tarokdesk.rules.exchange import PUBLIC as EXCHANGES, CardRequest
from tarokdesk.rules.calling import CALLED_SEEN

OUT = -1  # the face-down talon and discards: out of play
Place = int | str
"""Where an unseen card may lie: a seat's hand, OUT, or a named pile (by its name)."""
TRIES = 40
"""Placements tried for one that agrees with the record."""
DECLARED_TRIES = 400
"""Placements tried where each declaring hand is held to what it declared
(`DeclarationProof.declarable`): a tarok count, which shows no card, is met by a random hand
only once in dozens of placements."""


def slots(view: SeatView) -> dict[Place, int]:
    """How many unseen cards each place holds: another seat's hand, OUT, or a named pile's
    face-down cards (by the pile's name)."""
    places: dict[Place, int] = {seat: view.hand_sizes[seat] for seat in view.active
                                if seat != view.seat}
    places[OUT] = hidden_talon(view) + hidden_discards(view)
    for name, pile in view.piles.items():  # C3: face-down cards of named piles, by pile
        hidden = sum(card is None for card in pile)
        if hidden:
            places[name] = hidden
    return places


def hidden_talon(view: SeatView) -> int:
    """The talon cards lying face down (a blind purchase is in a hand)."""
    return sum(size for part, size, owner in
               zip(view.talon_parts, view.talon_sizes, view.talon_owner)
               if part is None and owner != "taken")


def hidden_discards(view: SeatView) -> int:
    """The cards the other seats laid away face down."""
    return max(0, sum(view.discards_sizes) - len(view.own_discards) - sum(
        len(p) for i, p in enumerate(view.shown_discards) if i not in (view.seat, view.viewer)))


def is_seat(place: Place) -> TypeGuard[int]:
    """A place that is a seat's hand (not OUT, not a named pile)."""
    return isinstance(place, int) and place != OUT


def places(view: SeatView, know: Knowledge) -> dict[Card, list[Place]]:
    """Where each unseen card may lie, as far as the view tells: a seat not void in its suit
    (a bought card, or one lying face up, only in its holder's hand), or out of play if
    anything lies face down there that this card may be."""
    capacity = slots(view)
    talon_hidden = hidden_talon(view) > 0
    variant = variant_of(view)
    pinned = {card: seat for seat, cards in know.known.items() for card in cards}
    proven = know.proven
    found: dict[Card, list[Place]] = {}
    face_up = {card: seat for seat, cards in view.hands.items() for card in cards}
    discardable = may_be_laid_away(view)
    for card in sorted(know.unseen):
        if card in face_up:  # lying face up in a hand (a dummy, C1/C2): it is there
            found[card] = [face_up[card]]
            continue
        seats = [pinned[card]] if card in pinned else [s for s in capacity if is_seat(s)]
        options: list[Place] = [s for s in seats if not proven.excludes(s, card)]
        if capacity[OUT] and ((talon_hidden and card not in pinned) or discardable(card)):
            options.append(OUT)  # a card known in a hand lies out of play only laid away
        if card not in pinned:  # any card not known elsewhere may lie face down in a pile
            options.extend(p for p in capacity if isinstance(p, str))
        found[card] = options
    if proven.call is not None and view.declarer != view.seat:
        _place_as_called(view, proven.call, found, pinned, variant)
    for card, seat in proven.exchanged.items():
        if card in found:
            found[card] = [seat]
    called = view.public.get(CALLED_SEEN)
    if called in found:
        found[called] = [p for p in found[called] if p not in proven.called_not_with]
    return found


def _place_as_called(view: SeatView, proof: CallProof, found: dict[Card, list[Place]],
                     pinned: dict[Card, int], variant: Variant) -> None:
    """A card the caller held when he called is in his hand, or face down among his
    discards if it may lie there; one he lacked is not his, unless he called before the
    talon and took talon cards unseen (then it may have come with them, `odds`)."""
    caller = view.declarer
    if caller is None:
        return
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
    played = len(played_by(view)[seat])
    return max(0, view.discards_sizes[seat] - seen) / max(1, view.hand_sizes[seat] + played)


def odds(view: SeatView, proof: CallProof | None) -> dict[Card, dict[Place, float]]:
    """Places that a card may fill less often than the others: the caller's hand for a card
    his call proves he was not dealt (`proof`, `talon_share`)."""
    caller = view.declarer
    if proof is None or proof.after_talon or caller is None or caller == view.seat:
        return {}
    share = talon_share(view, caller)
    return {card: {caller: share} for card in proof.lacked}


def _class_of(card: Card, proof: HoldingProof) -> int:
    return next((i for i, cards in enumerate(proof.classes) if card in cards),
                len(proof.classes))


@lru_cache(maxsize=4096)
def _count_choices(proof: HoldingProof, said: frozenset[str], gave_contra: bool, passed: bool,
                   base: tuple[int, ...], free: tuple[int, ...], places: int
                   ) -> tuple[list[tuple[int, ...]], list[int]]:
    """The ways to fill `places` more cards of a told hand (`Told`) that already holds `base`
    of each class, taking `free` at most of each class and of the rest: the counts the proof
    allows, each weighted by how many hands have them. A hand is tested by a stand-in holding
    the first cards of each class, as the proof's holdings count classes only."""
    stand_in = [sorted(cards) for cards in proof.classes]
    counts, weights = [], []
    for taken in product(*(range(n + 1) for n in free[:-1])):
        rest = places - sum(taken)
        if not 0 <= rest <= free[-1]:
            continue
        hand = [c for cards, n, k in zip(stand_in, base, taken) for c in cards[:n + k]]
        if proof.allows(hand, said, gave_contra, passed):
            counts.append((*taken, rest))
            weights.append(_ways(free, (*taken, rest)))
    return counts, weights


def _ways(free: tuple[int, ...], taken: tuple[int, ...]) -> int:
    """How many hands take `taken` of each class's `free` cards."""
    result = 1
    for n, k in zip(free, taken):
        result *= comb(n, k)
    return result


def _draw(pool: list[Card], k: int, seat: int, rare: dict[Card, dict[Place, float]],
          rng: random.Random) -> list[Card]:
    """`k` of `pool` for `seat`, a card that seldom fills it (`odds`) drawn as seldom."""
    weights = [rare.get(card, {}).get(seat, 1.0) for card in pool]
    if all(w == 1.0 for w in weights):
        return rng.sample(pool, k)
    pool, drawn = list(pool), []
    for _ in range(k):
        i = rng.choices(range(len(pool)), weights)[0]
        drawn.append(pool.pop(i))
        weights.pop(i)
    return drawn


def _deal_told(told: Sequence[Told], proof: HoldingProof, options: dict[Card, list],
               rare: dict[Card, dict[Place, float]], left: dict, world: dict,
               rng: random.Random) -> bool:
    """Fill each told hand first, with counts of each class that its holdings allow (drawn
    as often as uniform dealing would give them); False if some hand cannot be filled."""
    placed: set[Card] = set()
    for teller in told:
        seat, n_classes = teller.seat, len(proof.classes) + 1
        forced: list[Card] = []  # cards that can go nowhere else any more
        free: list[list[Card]] = [[] for _ in range(n_classes)]
        for card, opts in options.items():
            if card in placed or seat not in opts:
                continue
            if any(p != seat and left[p] > 0 for p in opts):
                free[_class_of(card, proof)].append(card)
            else:
                forced.append(card)
        base = [0] * n_classes
        for card in [*teller.played, *forced]:
            base[_class_of(card, proof)] += 1
        counts, weights = _count_choices(
            proof, teller.said, teller.gave_contra, teller.passed, tuple(base[:-1]),
            tuple(len(f) for f in free), left[seat] - len(forced))
        if not counts:
            return False
        taken = rng.choices(counts, weights)[0]
        cards = forced + [c for pool, k in zip(free, taken)
                          for c in _draw(pool, k, seat, rare, rng)]
        world[seat].extend(cards)
        placed.update(cards)
        left[seat] = 0
    return True


def _with_declared(declared: Sequence[Declared], options: dict[Card, list], know: Knowledge,
                   rng: random.Random) -> dict[Card, list] | None:
    """`options` with one drawn set of each declared holding pinned to its declarer (the
    cards it is known to have held count), and no card that would have made, beside them,
    another declaration (`DeclarationProof.excludes`) left to it; None if some holding
    has no set left."""
    narrowed = dict(options)
    variant = variant_of(know.view)
    for seat, items, holds in declared:
        held = set(know.held(seat))
        for sets in holds:
            fits = fitting_holdings(sets, held, lambda card: seat in narrowed.get(card, ()))
            if not fits:
                return None
            for card in rng.choice(fits):
                narrowed[card] = [seat]
                held.add(card)
        for card in not_declared(variant, tuple(items), frozenset(held)) & narrowed.keys():
            narrowed[card] = [p for p in narrowed[card] if p != seat]
    return narrowed


def sample_world(view: SeatView, know: Knowledge, rng: random.Random,
                 tries: int = TRIES) -> dict[int | str, list[Card]] | None:
    """One consistent placement of the unseen cards, or None if none was found (in `tries`
    placements, or DECLARED_TRIES where the declared hands are checked)."""
    capacity = slots(view)
    every_option = places(view, know)
    proven = know.proven
    rare = odds(view, proven.call)
    declared, proof, told = proven.declared, proven.holdings, proven.told
    # out of play, a card that may not be laid away can only lie in the face-down talon
    discardable = may_be_laid_away(view)
    talon_only = {card for card, opts in every_option.items()
                  if OUT in opts and not discardable(card)}
    talon_room = hidden_talon(view) if hidden_discards(view) else capacity[OUT]
    options, order = every_option, _in_order(every_option)
    checked = bool(declared) and declaration_proof(variant_of(view)).declarable is not None
    for _ in range(DECLARED_TRIES if checked else tries):
        if declared:
            narrowed = _with_declared(declared, every_option, know, rng)
            if narrowed is None:
                return None
            options, order = narrowed, _in_order(narrowed)
        left = dict(capacity)
        room = talon_room
        world: dict[int | str, list[Card]] = {seat: [] for seat in capacity}
        if proof is not None and told and \
                not _deal_told(told, proof, options, rare, left, world, rng):
            continue
        done = {c for teller in told for c in world[teller.seat]}
        for card in order:
            if card in done:
                continue
            free = [p for p in options[card] if left[p] > 0 and (
                p != OUT or room > 0 or card not in talon_only)]
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
            room -= place == OUT and card in talon_only
        else:
            if not declared or _makes_declared(world, declared, view):
                return world
    return None


def _makes_declared(world: dict, declared: Sequence[Declared], view: SeatView) -> bool:
    """Whether each declaring hand, with the cards it has played since, makes what its seat
    declared, where the game states it (`DeclarationProof.declarable`; a hand that has
    exchanged a card since is not checked)."""
    declarable = declaration_proof(variant_of(view)).declarable
    played = played_by(view)
    swapped = {seat for swap in view.public.get(EXCHANGES) or ()
               for seat in (swap["from"], view.declarer)} if _exchanged_after_declaring(view) \
        else set()
    for seat, items, _ in declared:
        makes = None if seat in swapped or declarable is None \
            else declarable(world[seat] + played[seat])
        if makes is not None and not set(items) <= set(makes):
            return False
    return True


def _exchanged_after_declaring(view: SeatView) -> bool:
    """Whether the record's card exchanges (rules/exchange.py) came after its declarations
    (the Danish Quadrille), not before them (l'Hombre's request, whose cards were declared
    from the hand they came to)."""
    kinds = [entry.kind for entry in view.history]
    return DECLARE in kinds and any(kind in CardRequest.kinds for kind in
                                    kinds[kinds.index(DECLARE):])


def _in_order(options: dict[Card, list]) -> list[Card]:
    """The cards with the fewest places first."""
    return sorted(options, key=lambda c: (len(options[c]), c))
