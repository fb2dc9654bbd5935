"""Calling a partner card after the auction (koenigrufen.md "Bidding procedure" 3, 7-9).

The declarer names one of `callable_cards(state)`; the holder of that card becomes his
secret partner. Calling a card of one's own hand (a self-call) is allowed.

Where the rules leave the caller no choice, the card called tells every seat something of his
hand: the variant states it as a `CallProof` (`proves(called)`), which the players read as data
(the expert's sampler deals by it), so no player names the game whose rule it is. A free call
(Königrufen: any king, a self-call allowed) proves nothing, and the default says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from tarokdesk.cards.card import Card
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.rules.kinds import PhaseWord

CALL: Final[PhaseWord] = "call"
KEY: Final = Fact[Card]("called")
"""The card called."""
CALLED_SEEN: Final = Fact[Card | None]("called")
"""In the view: the card called (None before the call)."""
PARTNER: Final = Fact[int | None]("partner")
"""In the view: the called card's holder once he has shown himself (None before)."""


@dataclass(frozen=True)
class CallProof:
    """What a call proves of the caller's hand by the rules alone: the cards he held when he
    called and those he did not. When he calls before the talon (`after_talon` False), that
    is his hand as dealt, so a card he lacked may still have come to him with the talon;
    after the talon and his discards it is his hand and his discards, and no card comes to
    him any more."""

    held: frozenset[Card] = frozenset()
    lacked: frozenset[Card] = frozenset()
    after_talon: bool = False
    shown_if_taken: frozenset[str] = frozenset()
    """The choices by which the caller shows that a card she lacked and called came to her
    with the talon (the Rufer's throw-in or playing alone): where the game has them and her
    record shows none, the talon did not bring it."""


NOTHING_PROVEN = CallProof()


class CallPartner(Phase):
    name = CALL
    kinds = frozenset({CALL})

    def __init__(self, callable_cards: Callable[[GameState], Sequence[Card]], rule: str,
                 proves: Callable[[Card], CallProof] | None = None):
        self.callable_cards = callable_cards
        self.rule = rule
        self.proves = proves or (lambda called: NOTHING_PROVEN)
        """What calling a card proves of the caller's hand (`CallProof`), from the card
        alone: every seat knows it."""

    def enter(self, state: GameState) -> None:
        state.to_move = state.declarer_seat

    def legal_actions(self, state: GameState) -> list[Action]:
        return [Action(CALL, state.to_move, card) for card in self.callable_cards(state)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value in self.callable_cards(state):
            return None
        return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": action.value})

    def apply(self, state: GameState, action: Action) -> bool:
        state.extra[KEY] = action.card
        return True


def declarer_with(state: GameState, partner: int | None) -> list[int]:
    """The declarer's side: he and his partner, if he has one (nobody before the bidding
    names a declarer)."""
    if state.declarer is None:
        return []
    return [state.declarer] if partner is None else [state.declarer, partner]


def partner_of(state: GameState) -> int | None:
    """The seat that was dealt the called card, unless it is the declarer (self-call) or the
    card lies in the talon."""
    called = state.extra.get(KEY)
    for seat in state.active:
        if seat != state.declarer and called in state.dealt[seat]:
            return seat
    return None
