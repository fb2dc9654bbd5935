"""When a Whist dummy is spread face up (whist-variants.md "Whist en trois", Play, the
general rule; applied to each dummy in "Whist en deux", Play): once the player after it
has played to the first trick, or when the first trick is complete, whichever comes
first. The simplified alternative spreads the dummies at the opening lead.

Before that only the person who plays a dummy sees it (C1); spreading sets `state.exposed`,
so the record, the views and the table follow the state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tarokdesk.cards.packs import Pack
from tarokdesk.core.actions import Action
from tarokdesk.core.state import GameState
from tarokdesk.rules.dummy import expose
from tarokdesk.rules.suit_tricks import SuitTrickPlay
from tarokdesk.rules.trickplay import PLAY

AFTER_FOLLOWER, AT_LEAD = "after_follower", "at_lead"


def spread_due(state: GameState, dummy: int, when: str) -> bool:
    """Whether `dummy` lies face up by now (`when`: AFTER_FOLLOWER or AT_LEAD)."""
    if state.tricks:
        return True
    plays = [seat for seat, _ in state.trick]
    if when == AT_LEAD:
        return bool(plays)
    return dummy in plays and plays.index(dummy) < len(plays) - 1


class DummySpreadPlay(SuitTrickPlay):
    """Suit trick play that spreads each of `dummies(state)` when it is due (`when`)."""

    def __init__(self, pack: Pack, trump_of: Callable[[GameState], int | None],
                 dummies: Callable[[GameState], Sequence[int]],
                 when: str = AFTER_FOLLOWER):
        super().__init__(pack, trump_of)
        self.dummies = dummies
        self.when = when

    def apply(self, state: GameState, action: Action) -> bool:
        finished = super().apply(state, action)
        if action.kind == PLAY:
            expose(state, [d for d in self.dummies(state)
                           if not state.exposed[d] and spread_due(state, d, self.when)])
        return finished
