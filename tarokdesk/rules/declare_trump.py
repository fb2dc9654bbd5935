"""Trumps named instead of turned up (whist-variants.md "Cayenne-Whist", "Contracts and
bidding", l. 438): the dealer looks at his hand and names any suit as trumps, or leaves the
choice to his partner ("ich überlasse", "ich schiebe"), who must then name one; he cannot
pass it back, and the opponents have no say.

The suit named is written where a turned-up trump is (`extra["trump"]`, rules/turn_up.py),
with no card and the seat that named it, so the trick play and the players read it alike.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from tarokdesk.cards.card import SUIT_LETTERS
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action, Choice
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.rules.kinds import PhaseWord
from tarokdesk.rules.turn_up import KEY as TRUMP_KEY, TrumpRecord

NAME: Final[PhaseWord] = "trump"
"""The phase's name, its action kind, and the verb of a suit named: "trump:H", "trump:D",
"trump:S", "trump:C" (the rules' suit letters)."""
LEAVE = "leave"
MUST_NAME = "must_name_trump"
R.register_templates({
    MUST_NAME: "After the dealer has left the choice to you, you must name the trumps.",
})


def choice_of(suit: int) -> str:
    return Choice(NAME, SUIT_LETTERS[suit]).text


def suit_named(value: object) -> int | None:
    """The suit of a "trump:X" choice, None for anything else."""
    named = Choice.of(value)
    if named is None or named.verb != NAME or named.item is None:
        return None
    letter = named.item
    return SUIT_LETTERS.index(letter) if len(letter) == 1 and letter in SUIT_LETTERS else None


class DeclareTrump(Phase):
    """`first(state)`: who chooses first (the dealer); `partner(seat)`: to whom he may leave
    it; `rule`: the rule file's section, for refusals."""

    name = NAME
    kinds = frozenset({NAME})

    def __init__(self, first: Callable[[GameState], int], partner: Callable[[int], int],
                 rule: str):
        self.first = first
        self.partner = partner
        self.rule = rule

    def enter(self, state: GameState) -> None:
        state.to_move = self.first(state)

    def left(self, state: GameState) -> bool:
        """Whether the dealer has left the choice to his partner."""
        return state.to_move != self.first(state)

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        named = [Action(NAME, seat, choice_of(suit)) for suit in range(len(SUIT_LETTERS))]
        return named if self.left(state) else [*named, Action(NAME, seat, LEAVE)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value == LEAVE:
            return R.Refusal(MUST_NAME, self.rule, {}) if self.left(state) else None
        if suit_named(action.value) is None:
            return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": action.value})
        return None

    def apply(self, state: GameState, action: Action) -> bool:
        if action.value == LEAVE:
            state.to_move = self.partner(action.seat)
            return False
        suit = suit_named(action.choice)
        if suit is None:
            raise ValueError(f"{action.choice!r} names no suit")
        state.extra[TRUMP_KEY] = TrumpRecord(suit=suit, card=None, by=action.seat)
        return True


def named_by(state: GameState) -> int | None:
    """The seat that named the trumps (None before)."""
    trump = state.extra.get(TRUMP_KEY)
    return trump.get("by") if trump is not None else None
