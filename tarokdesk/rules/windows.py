"""In-play claim windows (architecture §4 "in-play windows"): before the first lead and after
set tricks, a seat may claim a contract of its own (Grosstarok's Misère and Vole, announced at
the start, after the 12th or after the 19th trick, grosstarok.md "Scoring" b, c).

`PausingExcuseTrickPlay` finishes its phase after each window's trick when `open_window(state)`
says someone may claim; `ClaimWindow` asks those seats in playing order ("pass" first, the
rule's ordinary course), records each claim in `extra["claims"]` with the number of tricks
played before it, and play resumes with the last trick's winner on lead."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, TypedDict

from tarokdesk.cards.packs import Pack
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action, kept_actions
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.rules.excuse import POWERLESS, ExcuseTrickPlay
from tarokdesk.rules.kinds import ActionKind, PhaseName

WINDOW: Final[PhaseName] = "window"
CLAIM: Final[ActionKind] = "claim"
PASS = "pass"


class Claim(TypedDict):
    """A contract claimed in a window: by whom, what, and after how many tricks."""

    seat: int
    item: str
    after: int


CLAIM_KEY: Final = Fact[list[Claim]]("claims")
"""Every claim made so far, in the state and, where the game shows them, in the view."""
ASKED_KEY: Final = Fact[list[int]]("window")
"""The seats asked in the window open now."""


def claims(state: GameState) -> list[Claim]:
    """Every claim made so far."""
    return [c.copy() for c in state.extra.get(CLAIM_KEY, [])]


class PausingExcuseTrickPlay(ExcuseTrickPlay):
    """Excuse trick play that pauses after each of `windows` tricks if a window is open."""

    def __init__(self, pack: Pack, windows: Sequence[int],
                 open_window: Callable[[GameState], bool], **excuse: Any):
        super().__init__(pack, **excuse)
        self.windows = tuple(windows)
        self.open_window = open_window

    def enter(self, state: GameState) -> None:
        super().enter(state)
        if state.tricks:
            state.to_move = state.tricks[-1].winner

    def apply(self, state: GameState, action: Action) -> bool:
        finished = super().apply(state, action)
        return finished or (not state.trick and len(state.tricks) in self.windows
                            and self.open_window(state))


class ClaimWindow(Phase):
    """`claimable(state, seat)`: what `seat` may claim now (empty: he is not asked)."""

    name = WINDOW
    kinds = frozenset({CLAIM})

    def __init__(self, claimable: Callable[[GameState, int], list[str]], rule: str):
        self.claimable = claimable
        self.rule = rule

    def _waiting(self, state: GameState) -> list[int]:
        asked = state.extra[ASKED_KEY]
        return [s for s in state.active if s not in asked and self.claimable(state, s)]

    def enter(self, state: GameState) -> None:
        state.extra[ASKED_KEY] = []
        state.extra.setdefault(CLAIM_KEY, [])
        waiting = self._waiting(state)
        state.to_move = waiting[0] if waiting else state.vorhand

    def choices(self, state: GameState, seat: int) -> list[str]:
        return [PASS, *self.claimable(state, seat)]

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        return kept_actions(CLAIM, seat, self.choices(state, seat))

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value in self.choices(state, action.seat):
            return None
        return R.Refusal(R.ANNOUNCEMENT_NOT_ALLOWED, self.rule, {"item": action.value})

    def apply(self, state: GameState, action: Action) -> bool:
        state.extra[ASKED_KEY].append(action.seat)
        if action.value != PASS:
            state.extra[CLAIM_KEY].append(Claim(seat=action.seat, item=action.choice,
                                                after=len(state.tricks)))
        waiting = self._waiting(state)
        if not waiting:
            return True
        state.to_move = waiting[0]
        return False


__all__ = ["WINDOW", "CLAIM", "CLAIM_KEY", "ClaimWindow", "PausingExcuseTrickPlay", "claims",
           "POWERLESS"]
