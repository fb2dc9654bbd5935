"""Calling a king, choosing a talon half and discarding (T 9-19, K 14-28)."""

from __future__ import annotations

from itertools import combinations

from tarokdesk.cards.card import (
    MOND, SKUS, SUITS, Card, face_index, is_king, is_trump, suit_card, suit_of,
)
from tarokdesk.cards.points import card_thirds
from tarokdesk.core.actions import Action
from tarokdesk.players.advice import Advice
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import variant_of
from tarokdesk.players.hand import HandShape
from tarokdesk.players.heuristic.called_trump import decide_trump_call, free_tarok_discard
from tarokdesk.rules.talon import discard_refusal, part_chosen, taken_part
from tarokdesk.rules.calling import CALLED_SEEN


def decide_call(view: SeatView) -> tuple[Action, Advice]:
    """K14-16: call the king of a suit where the queen is bare or short-guarded, else of a
    short suit; never of a long one. All four kings, or a strong hand (K4), calls itself.
    A game calling a Stecher by its conventions follows Z4-Z8 (called_trump.py)."""
    strategy = variant_of(view).strategy
    if "called_trump" in strategy.conventions:
        return decide_trump_call(view, strategy.thresholds, strategy.ladder)
    if len(view.legal) == 1 or not is_king(view.legal[0].card):
        # A called trump: the first is the one the rules prescribe, the others a self-call.
        own_calls = [a for a in view.legal[1:] if a.value in view.hand]
        if own_calls and "self_call" in strategy.conventions and strong_alone(view, strategy):
            return own_calls[0], Advice("self_call_trump")
        return view.legal[0], Advice("prescribed_call")
    shape = HandShape.of(view.hand)
    by_card = {a.card: a for a in view.legal}
    own = [s for s in SUITS if suit_card(s, "K") in shape.cards]
    callable_own = [s for s in own if suit_card(s, "K") in by_card]  # a self-call, if allowed
    if callable_own and (len(own) == 4 or (shape.taroks >= 8 and shape.high >= 4)):
        suit = min(callable_own, key=lambda s: shape.lengths[s])
        reason = Advice("all_four_kings", ("K16",)) if len(own) == 4 else \
            Advice("self_call_king", ("K4",))
        return by_card[suit_card(suit, "K")], reason

    def merit(s: int) -> tuple:
        cards = shape.suit_cards(s)
        queen = suit_card(s, "Q") in shape.cards
        return (queen and len(cards) <= 2, -len(cards), queen)

    suit = max((s for s in SUITS if s not in own), key=merit)
    reason = Advice("queen_short", ("K14",)) if merit(suit)[0] else \
        Advice("short_suit_king", ("K14-15",))
    return by_card[suit_card(suit, "K")], reason


def strong_alone(view: SeatView, strategy) -> bool:
    """A hand that can win alone (the game's `self_call_taroks` with the Sküs and the Mond:
    the high trumps decide)."""
    shape = HandShape.of(view.hand)
    return shape.taroks >= strategy.threshold("self_call_taroks") and shape.has(SKUS, MOND)


def half_merit(hand: list[Card], part: list[Card], other: list[Card], called: Card | None
               ) -> float:
    """T9-13 / K17-21: what a half brings (honours, kings, taroks, queens beside a king, the
    discard it allows) against the points it leaves to the opponents."""
    shape = HandShape.of(hand)
    merit = 0.0
    for card in part:
        if card in (21, 20, 0):
            merit += 6 + 2 * shape.honours
        elif is_king(card):
            merit += 4 + (3 if shape.kings == 3 else 0)
        elif is_trump(card):
            merit += 2.5
        elif face_index(card) == 1 and suit_card(suit_of(card), "K") in shape.cards:
            merit += 2
        if called is not None and card == called:
            merit += 5
    new_hand = hand + part
    best = best_discard(new_hand, len(part), called)
    without = best_discard(hand, len(part), called)  # what discarding allows without it
    merit += (discard_merit(new_hand, best, called)
              - discard_merit(hand, without, called)) * 0.5
    merit -= sum(card_thirds(c) for c in other) / 3 * 0.6
    return merit


GOOD_ENOUGH_PER_CARD = 4 / 3
"""T14: a Tapp half of three worth 4 is kept; a pair or a single card (Steyerisch S2: look
further only if the part really fails) is judged by the same measure per card."""


def decide_talon(view: SeatView) -> tuple[Action, Advice]:
    choices = {a.choice: a for a in view.legal}
    if len(choices) == 1:
        return view.legal[0], Advice("talon_given")
    called = view.public.get(CALLED_SEEN)
    if "schleifen" in choices and called is not None:
        shape = HandShape.of(view.hand)
        if shape.taroks < 7:
            return choices["schleifen"], Advice("king_in_talon", ("K Talon 4",))
        if "play_alone" in choices:
            return choices["play_alone"], Advice("king_in_talon_alone", ("K Talon 4",))
    takes = [c for c in choices if taken_part(c) is not None]
    parts = view.talon_parts
    scored = []
    for choice in takes:
        index = part_chosen(choice)
        other = [c for i, p in enumerate(parts) if i != index and p for c in p]
        scored.append((half_merit(list(view.hand), list(parts[index] or ()), other, called),
                       choice))
    if "reveal" in choices:
        best, choice = max(scored)
        size = len(parts[part_chosen(choice)] or ())
        if best >= GOOD_ENOUGH_PER_CARD * size:
            return choices[choice], Advice("part_good_enough", ("T14", "Steyerisch S2"))
        return choices["reveal"], Advice("part_fails", ("T14", "Steyerisch S2"))
    least = min((view.folds.get(choice, 0) for _, choice in scored), default=0)
    if any(view.folds.get(choice, 0) > least for _, choice in scored):
        best, choice = max((merit - fold_cost(view, choice, least), choice)
                           for merit, choice in scored)
        return choices[choice], Advice("part_worth_folds",
                                       ("T9-13", "Steyerisch S2", "Ungarisch Strategy 2"))
    best, choice = max(scored)
    if "schleifen" in choices and called is None and \
            best < GOOD_ENOUGH_PER_CARD * len(parts[part_chosen(choice)] or ()):
        return choices["schleifen"], Advice("neither_half_wins", ("Blocks 4",))
    return choices[choice], Advice("best_half", ("T9-13", "K17-21"))


def fold_cost(view: SeatView, choice: str, least: int) -> float:
    """Steyerisch S2, Ungarisch Strategy 2: going back makes the game more folds than taking
    the part seen last (paid on a loss, or both ways); each fold more must be earned by as much
    as a good-enough part brings (T14)."""
    size = len(view.talon_parts[part_chosen(choice)] or ())
    return (view.folds.get(choice, least) - least) * GOOD_ENOUGH_PER_CARD * size


def discard_merit(hand: list[Card], discard: tuple[Card, ...], called: Card | None) -> float:
    rest = [c for c in hand if c not in discard]
    merit = 0.0
    for suit in SUITS:
        before = [c for c in hand if suit_of(c) == suit]
        after = [c for c in rest if suit_of(c) == suit]
        if before and not after:
            merit += 10  # T15/K22: a void lets us trump their kings
        elif before and len(after) == 1 and is_king(after[0]) and len(before) > 1:
            merit += 4  # T17/K24: the king left bare
    merit += sum(card_thirds(c) for c in discard) / 3 * 1.2  # T16/K23: points secured
    merit -= 8 * sum(1 for c in discard if is_trump(c))
    if called is not None:
        suit = suit_of(called)
        in_suit = [c for c in hand if suit_of(c) == suit]
        for card in discard:
            if suit_of(card) == suit:
                merit -= 3  # K27: the partner's king will take a trick in that suit
                if face_index(card) == 1 and len(in_suit) < 4:
                    merit -= 15  # K26: never discard a bare or once-guarded called queen
    return merit


def best_discard(hand: list[Card], count: int, called: Card | None) -> tuple[Card, ...]:
    plain = [c for c in hand if not is_trump(c) and not is_king(c)]
    taroks = sorted((c for c in hand if is_trump(c) and c not in (0, 20, 21)))
    candidates = plain + taroks[:max(0, count - len(plain))]
    best: tuple[Card, ...] = ()
    best_merit = float("-inf")
    for combo in combinations(candidates, count):
        if not legal_set(hand, combo):
            continue
        merit = discard_merit(hand, combo, called)
        if merit > best_merit:
            best, best_merit = combo, merit
    return best


def legal_set(hand: list[Card], discard: tuple[Card, ...]) -> bool:
    """00-general.md "Talon": the discard law for a whole set."""
    remaining = list(hand)
    for index, card in enumerate(sorted(discard, key=is_trump)):
        if discard_refusal(remaining, card, len(discard) - index) is not None:
            return False
        remaining.remove(card)
    return True


def decide_discard(view: SeatView) -> tuple[Action, Advice]:
    legal = {a.card: a for a in view.legal}
    strategy = variant_of(view).strategy
    if "free_tarok_discards" in strategy.conventions and view.contract in strategy.contracts:
        chosen = free_tarok_discard(view, strategy.thresholds,
                                    strategy.contracts[view.contract].raised)
        if chosen:
            return chosen
    remaining = view.to_lay_away()
    plan = best_discard(list(view.hand), remaining, view.public.get(CALLED_SEEN))
    for card in sorted(plan, key=is_trump):
        if card in legal:
            return legal[card], Advice("voids_and_points", ("T15-17", "K22-27"))
    card = min(legal, key=card_thirds)
    return legal[card], Advice("least_valuable_discard")
