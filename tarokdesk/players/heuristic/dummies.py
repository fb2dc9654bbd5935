"""Reaching in for a dummy against a lone player (neunzehnerrufen.md "Dummy play" A, open
question 11: the opponents agree who plays the dummy; for the computer, the one with the
weaker own hand): a defender takes the dummy when his hand holds fewer taroks than the other
defender is likely to hold, judged from the taroks he cannot see."""

from __future__ import annotations

from tarokdesk.cards.card import is_trump
from tarokdesk.core.actions import Action
from tarokdesk.players.advice import Advice
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import variant_of

REACH_IN, LEAVE = "reach_in", "leave"


def decide_dummy(view: SeatView) -> tuple[Action, Advice]:
    choices = {a.value: a for a in view.legal}
    if len(view.legal) == 1 and REACH_IN not in choices:
        return view.legal[0], Advice("lacking_call_plays_dummy", ("N Dummy play A",))
    if LEAVE not in choices:
        return choices[REACH_IN], Advice("last_asked_takes_dummy")
    seen = set(view.hand) | {c for cards in view.hands.values() for c in cards}
    seen |= {c for pile in view.shown_discards for c in pile}
    own = sum(1 for c in view.hand if is_trump(c))
    unseen = sum(1 for c in variant_of(view).pack.cards if is_trump(c) and c not in seen)
    # The declarer holds the greater share of the taroks not seen: count him twice.
    other = unseen / 3
    counts = {"own": own, "other": round(other, 1)}
    if own < other:
        return choices[REACH_IN], Advice("weaker_hand_reaches_in", ("N open question 11",), counts)
    return choices[LEAVE], Advice("stronger_hand_leaves", ("N open question 11",), counts)
