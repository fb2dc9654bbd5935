"""Dummy hands as seats of the table (architecture §6, C1): who plays a dummy, who settles
for it, and when it lies face up.

A dummy is dealt like any hand. `DummyControl` gives each dummy of a deal to the person who
plays it: by a rule where the rule names him (neunzehnerrufen.md "Dummy play": the caller
plays the dummy holding the called trump, else the person lacking it), or, where it leaves the
choice to the opponents, by asking them in turn whether to reach in ("hineingreifen",
2487-2495): the first may leave it to the next, the last asked must take it. A dummy that
nobody settles for yet is settled by its player (en trois: he pays or collects twice); one
that has a settler (the resting dealer of the flying dummy) stays his.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final, NotRequired, TypedDict

from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.rules.kinds import PhaseWord

DUMMY: Final[PhaseWord] = "dummy"
"""The phase's name and its action kind."""


class DummyRecord(TypedDict):
    """Whether the dummies have their players; before that, how many opponents were asked
    to reach in, or the players the rule named, who take them (seat -> person)."""

    given: bool
    asked: NotRequired[int]
    taker: NotRequired[dict[str, int]]


KEY: Final = Fact[DummyRecord]("dummy")
REACH_IN, LEAVE, TAKE = "reach_in", "leave", "take"

ByRule = Callable[[GameState], Mapping[int, int] | None]
"""{dummy seat: person} where the rule names the players, None where the opponents choose."""


def expose(state: GameState, seats: Sequence[int]) -> None:
    """Lay these hands face up for everyone."""
    for seat in seats:
        state.exposed[seat] = True


def give(state: GameState, seat: int, person: int, settles: bool = False) -> None:
    """`person` plays the dummy at `seat` from now on, and settles for it if nobody does
    (or if `settles`)."""
    state.controller[seat] = person
    if settles or state.account[seat] is None:
        state.account[seat] = person


class DummyControl(Phase):
    """`dummies(state)`: the dummy seats of this deal; `by_rule`: who plays them where the
    rule says; `reachers(state)`: the persons asked to reach in otherwise, in turn;
    `player_settles`: a dummy's player settles for it even where its seat's person would;
    `stated(state, given)`: whether the players the rule names must take their dummies by an
    action (their taking shows what only they knew)."""

    name = DUMMY
    kinds = frozenset({DUMMY})

    def __init__(self, dummies: Callable[[GameState], Sequence[int]], by_rule: ByRule,
                 reachers: Callable[[GameState], Sequence[int]], rule: str,
                 player_settles: bool = False,
                 stated: Callable[[GameState, Mapping[int, int]], bool] | None = None):
        self.dummies = dummies
        self.player_settles = player_settles
        self.stated = stated or (lambda state, given: False)
        self.by_rule = by_rule
        self.reachers = reachers
        self.rule = rule

    def assign(self, state: GameState) -> bool:
        """Give the dummies their players by the rule; True when an action must follow (the
        opponents choose, or the player named takes it), in this phase."""
        dummies = list(self.dummies(state))
        if not dummies:
            return False
        given = self.by_rule(state)
        if given is None:
            state.extra[KEY] = DummyRecord(given=False, asked=0)
            return True
        if self.stated(state, given):
            state.extra[KEY] = DummyRecord(given=False,
                                           taker={str(s): p for s, p in given.items()})
            return True
        self._give(state, given)
        return False

    def _give(self, state: GameState, given: Mapping[int, int]) -> None:
        for seat, person in given.items():
            give(state, seat, person, self.player_settles)
        state.extra[KEY] = DummyRecord(given=True)

    def enter(self, state: GameState) -> None:
        taker = state.extra[KEY].get("taker")
        state.to_move = next(iter(taker.values())) if taker else self.reachers(state)[0]

    def choices(self, state: GameState) -> list[str]:
        control = state.extra[KEY]
        if "taker" in control:
            return [TAKE]
        last = control["asked"] == len(self.reachers(state)) - 1
        return [REACH_IN] if last else [REACH_IN, LEAVE]

    def legal_actions(self, state: GameState) -> list[Action]:
        return [Action(DUMMY, state.to_move, choice) for choice in self.choices(state)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value in self.choices(state):
            return None
        return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": action.value})

    def apply(self, state: GameState, action: Action) -> bool:
        control = state.extra[KEY]
        if action.value == LEAVE:
            control["asked"] += 1
            state.to_move = self.reachers(state)[control["asked"]]
            return False
        if action.value == TAKE:
            self._give(state, {int(s): p for s, p in control["taker"].items()})
            return True
        self._give(state, {seat: action.seat for seat in self.dummies(state)})
        return True


def given(state: GameState) -> bool:
    """Whether this deal's dummies have their players (the sides are then plain to see)."""
    control = state.extra.get(KEY)
    return control is not None and control["given"]
