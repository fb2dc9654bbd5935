"""The defenders' concession window in trick play (tarok-mit-blocks.md "Play" 6).

After a set number of tricks, before the next lead, the defenders may throw in their cards
and credit the declarer with a won game; every defender must agree (open question 7), and the
first to play on closes the window. Play pauses at the window (`PausingTrickPlay` finishes
its phase there), `ConcedeWindow` asks the defenders in playing order, and play resumes with
the last trick's winner on lead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypedDict

from tarokdesk.cards.packs import Pack
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action, kept_actions
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.rules.kinds import PhaseWord
from tarokdesk.rules.trickplay import TrickPlay

CONCEDE: Final[PhaseWord] = "concede"
"""The window's phase and action kind; the choices are CONCEDE and PLAY_ON."""
PLAY_ON = "play_on"


class ConcessionRecord(TypedDict):
    """The defenders who conceded so far, and whether they all did."""

    agreed: list[int]
    conceded: bool


KEY: Final = Fact[ConcessionRecord]("concede")


def conceded(state: GameState) -> bool:
    window = state.extra.get(KEY)
    return window is not None and window["conceded"]


class PausingTrickPlay(TrickPlay):
    """Trick play that finishes its phase once after `after` tricks (the window), and on
    re-entering continues with the winner of the last trick on lead."""

    def __init__(self, pack: Pack, must_overtrump: bool, after: int):
        super().__init__(pack, must_overtrump)
        self.after = after

    def enter(self, state: GameState) -> None:
        super().enter(state)
        if state.tricks:
            state.to_move = state.tricks[-1].winner

    def apply(self, state: GameState, action: Action) -> bool:
        finished = super().apply(state, action)
        return finished or (not state.trick and len(state.tricks) == self.after)


class ConcedeWindow(Phase):
    """`defenders(state)`: the seats that must all concede, in the order they are asked."""

    name = CONCEDE
    kinds = frozenset({CONCEDE})

    def __init__(self, defenders: Callable[[GameState], list[int]], rule: str):
        self.defenders = defenders
        self.rule = rule

    def enter(self, state: GameState) -> None:
        state.extra[KEY] = ConcessionRecord(agreed=[], conceded=False)
        state.to_move = self.defenders(state)[0]

    def legal_actions(self, state: GameState) -> list[Action]:
        return kept_actions(CONCEDE, state.to_move, (PLAY_ON, CONCEDE))

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value in (PLAY_ON, CONCEDE):
            return None
        return R.Refusal(R.WRONG_PHASE, self.rule, {"phase": CONCEDE, "kind": action.value})

    def apply(self, state: GameState, action: Action) -> bool:
        window = state.extra[KEY]
        if action.value == PLAY_ON:
            return True
        window["agreed"].append(action.seat)
        waiting = [s for s in self.defenders(state) if s not in window["agreed"]]
        if waiting:
            state.to_move = waiting[0]
            return False
        window["conceded"] = True
        return True
