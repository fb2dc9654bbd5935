"""Naming trumps where they are named, not turned up: whist-conventions.md M, C1-C6 (Brenner
l. 438-440). The suit whose trumps count double (`public[DOUBLE_SUIT]`, the Cayenne of the
book) is the one the rules of thumb weigh; the player knows no game by name.

Decision order for the dealer: C1 → C2 → C4 → C3; for the partner after a pass: C1 or C5,
else C6. C2 (five of the suit with two court cards) never decides alone: the court cards are
honours, so C1 has named the suit already.
"""

from __future__ import annotations

from tarokdesk.cards.card import face_index, pip_of, suit_of
from tarokdesk.core.actions import Action
from tarokdesk.core.view import SeatView
from tarokdesk.players.advice import Advice
from tarokdesk.players.heuristic.whist.reading import rank
from tarokdesk.rules.declare_trump import LEAVE, choice_of
from tarokdesk.rules.seen import DOUBLE_SUIT

KING, QUEEN, JACK = 0, 1, 3
"""`face_index` of the court cards ("Bilder"); the pack has no cavalier."""


def is_court(card: int) -> bool:
    return pip_of(card) is None and face_index(card) in (KING, QUEEN, JACK)


def is_honour(card: int, ten: bool) -> bool:
    """A, K, Q, J of a suit (the 10 too where it is an honour)."""
    pip = pip_of(card)
    return is_court(card) or pip == 1 or (ten and pip == 10)


def choose_trump(view: SeatView) -> tuple[Action, Advice]:
    legal = {a.value: a for a in view.legal}
    hand = list(view.hand)
    double = view.public[DOUBLE_SUIT]["suit"]
    ten = bool(view.options.get("ten_honour"))
    in_double = [c for c in hand if suit_of(c) == double]
    honours = sum(1 for c in in_double if is_honour(c, ten))
    name_double = legal[choice_of(double)]
    dealer = LEAVE in legal
    if honours >= 2:
        return name_double, Advice("two_honours_name_it", ("C1",))
    if not dealer:
        suit = best_other_suit(hand, double, ten)
        return legal[choice_of(suit)], \
            Advice("name_longest_other", ("C5", "C6"))
    longest = max(sum(1 for c in hand if suit_of(c) == s) for s in range(4))
    if not any(is_court(c) for c in hand) and longest < 5:
        return legal[LEAVE], Advice("bad_hand_leave", ("C4",))
    if honours == 1:
        return legal[LEAVE], Advice("one_honour_leave", ("C3",))
    suit = best_other_suit(hand, double, ten)
    return legal[choice_of(suit)], \
        Advice("no_honour_other_suit", ("C3", "C6"))


def best_other_suit(hand: list[int], double: int, ten: bool) -> int:
    """C6 (editorial): the longest suit but the doubling one; ties to the most honours, then
    the most high cards (the higher ranks first), then the first suit."""
    def weight(suit: int) -> tuple:
        cards = sorted((rank(c) for c in hand if suit_of(c) == suit), reverse=True)
        held = sum(1 for c in hand if suit_of(c) == suit and is_honour(c, ten))
        return len(cards), held, cards
    others = [s for s in range(4) if s != double]
    return max(others, key=lambda s: (weight(s), -s))
