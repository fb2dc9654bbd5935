"""Calling a partner card after the auction (koenigrufen.md "Bidding procedure" 3, 7-9).

The declarer names one of `callable_cards(state)`; the holder of that card becomes his
secret partner. Calling a card of one's own hand (a self-call) is allowed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tarokdesk.cards.card import Card
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState

CALL = "call"
KEY = "called"


class CallPartner(Phase):
    name = CALL
    kinds = frozenset({CALL})

    def __init__(self, callable_cards: Callable[[GameState], Sequence[Card]], rule: str):
        self.callable_cards = callable_cards
        self.rule = rule

    def enter(self, state: GameState) -> None:
        state.to_move = state.declarer

    def legal_actions(self, state: GameState) -> list[Action]:
        return [Action(CALL, state.to_move, card) for card in self.callable_cards(state)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value in self.callable_cards(state):
            return None
        return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": action.value})

    def apply(self, state: GameState, action: Action) -> bool:
        state.extra[KEY] = action.value
        return True


def partner_of(state: GameState) -> int | None:
    """The seat that was dealt the called card, unless it is the declarer (self-call) or the
    card lies in the talon."""
    called = state.extra.get(KEY)
    for seat in state.active:
        if seat != state.declarer and called in state.dealt[seat]:
            return seat
    return None
