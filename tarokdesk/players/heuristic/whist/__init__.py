"""The standard Whist player: whist-conventions.md item by item, each decision giving its
advice, citing the item it follows (which is also the hint a human reads). Chosen by the variant's data
(`Strategy.family`), never by its name."""

from __future__ import annotations

from tarokdesk.core.actions import Action
from tarokdesk.core.view import SeatView
from tarokdesk.players.advice import Advice
from tarokdesk.players.heuristic.whist.follow import follow
from tarokdesk.players.heuristic.whist.leads import lead
from tarokdesk.players.heuristic.whist.reading import Reading
from tarokdesk.players.heuristic.whist.trump_choice import choose_trump
from tarokdesk.rules.call_at_eight import NAME as CALL8
from tarokdesk.rules.concession import CONCEDE
from tarokdesk.rules.declare_trump import NAME as TRUMP
from tarokdesk.rules.suit_tricks import CLAIM
from tarokdesk.rules.trickplay import PLAY


def decide(view: SeatView) -> tuple[Action, Advice]:
    legal = list(view.legal)
    kinds = {a.kind for a in legal}
    if TRUMP in kinds:
        return choose_trump(view)
    if CALL8 in kinds:
        call = next((a for a in legal if a.value == "call"), None)
        if call is not None:
            return call, Advice("call_at_eight", ("whist.md The call at eight",))
        return legal[0], Advice("too_few_honours_to_call", ("whist.md The call at eight",))
    if CONCEDE in kinds:
        return next(a for a in legal if a.value == "play_on"), \
            Advice("claim_not_sure", ("P6",))
    reading = Reading.of(view)
    claim = next((a for a in legal if a.kind == CLAIM), None)
    if claim is not None and all_masters(reading):
        return claim, Advice("all_masters", ("W4",))
    cards = [a.card for a in legal if a.kind == PLAY]
    card, why = follow(reading, cards) if view.trick else lead(reading)
    return Action(PLAY, view.seat, card), why


def all_masters(r: Reading) -> bool:
    """W3-W4: every card left wins whatever is out (the claim of P6 is then sure)."""
    trump_out = r.trump is not None and r.out_of_suit(r.trump) > 0
    return all(r.is_master(c) for c in r.hand) and \
        (not trump_out or all(c in r.trumps for c in r.hand))
