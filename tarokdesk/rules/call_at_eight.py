"""The call at eight (whist.md "The call at eight", open question 5).

Only a side whose score stands at exactly 8 may call, before its first card: a player who
holds two honours asks his partner; if the partner holds one, the side shows its honours,
marks them at once and wins the game without play (l. 298); if not, the hand is played. A
player holding three or four honours himself may show them the same way (item 4). Every seat
of a side at 8 is asked in playing order, whatever it holds, so being asked tells nothing;
"call" is offered to a seat that may call.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, TypedDict

from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.rules.kinds import PhaseWord

NAME: Final[PhaseWord] = "call8"
CALL: Final[PhaseWord] = "call"
PASS = "pass"
RULE = "whist.md The call at eight"
TOO_FEW_HONOURS = "too_few_honours_to_call"
R.register_templates({
    TOO_FEW_HONOURS: "You may call only holding two honours or more.",
})


class HonoursCalled(TypedDict):
    """One call: who called, and the honours his side holds."""

    seat: int
    honours: int


class CallRecord(TypedDict):
    """The seats asked so far, the calls made, and the seat whose call won the game."""

    asked: list[int]
    calls: list[HonoursCalled]
    game: int | None


KEY: Final = Fact[CallRecord]("call8")
"""The call in the state and, where the game shows it, in the view."""


def call_of(state: GameState) -> CallRecord | None:
    return state.extra.get(KEY)


def called_game(state: GameState) -> int | None:
    """The seat whose call won the game (his side holds three honours or four), or None."""
    call = call_of(state)
    return call["game"] if call is not None else None


class CallAtEight(Phase):
    """`askable(state)`: the seats of the sides at 8, in playing order; `honours(state,
    seat)`: how many honours that seat was dealt; `partner(seat)`."""

    name = NAME
    kinds = frozenset({NAME})

    def __init__(self, askable: Callable[[GameState], Sequence[int]],
                 honours: Callable[[GameState, int], int], partner: Callable[[int], int]):
        self.askable = askable
        self.honours = honours
        self.partner = partner

    def enter(self, state: GameState) -> None:
        state.extra[KEY] = CallRecord(asked=[], calls=[], game=None)
        state.to_move = self.askable(state)[0]

    def may_call(self, state: GameState, seat: int) -> bool:
        return self.honours(state, seat) >= 2

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        choices = [PASS, CALL] if self.may_call(state, seat) else [PASS]
        return [Action(NAME, seat, choice) for choice in choices]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value == PASS:
            return None
        if action.value != CALL:
            return R.Refusal(R.WRONG_PHASE, RULE, {"phase": NAME, "kind": action.value})
        if not self.may_call(state, action.seat):
            return R.Refusal(TOO_FEW_HONOURS, RULE, {})
        return None

    def apply(self, state: GameState, action: Action) -> bool:
        record = state.extra[KEY]
        seat = action.seat
        record["asked"].append(seat)
        if action.value == CALL:
            held = self.honours(state, seat) + self.honours(state, self.partner(seat))
            record["calls"].append(HonoursCalled(seat=seat, honours=held))
            if held >= 3:
                record["game"] = seat
                return True
        waiting = [s for s in self.askable(state) if s not in record["asked"]]
        if not waiting:
            return True
        state.to_move = waiting[0]
        return False
