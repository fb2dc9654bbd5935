"""A phase of a deal: who acts, what they may do, why not, and what it changes.

Rule blocks (tarokdesk.rules) implement this for auctions, talon exchanges, announcements
and trick play; a variant wires its phases together. The engine (core.game) checks the turn
and the action kind, and leaves everything else to the phase.
"""

from __future__ import annotations

from tarokdesk.core.actions import Action
from tarokdesk.core.refusals import Refusal
from tarokdesk.core.state import GameState


class Phase:
    name: str
    kinds: frozenset[str] = frozenset()

    def enter(self, state: GameState) -> None:
        """Set `state.to_move` and any substate when the phase begins."""

    def legal_actions(self, state: GameState) -> list[Action]:
        raise NotImplementedError

    def refusal(self, state: GameState, action: Action) -> Refusal | None:
        """None if `action` (by the seat to move, of one of `kinds`) is legal."""
        raise NotImplementedError

    def apply(self, state: GameState, action: Action) -> bool:
        """Carry out a legal action; True when the phase is finished."""
        raise NotImplementedError

    def folds(self, state: GameState) -> dict[str, int]:
        """For choices that set how many times over the game is paid (a talon walk's "-malig"
        multiplier): each such choice open now and the fold it makes. Public, since every
        player knows the walk. Default: none."""
        return {}

    def redact(self, state: GameState, action: Action, seat: int) -> Action:
        """How `seat` sees `action` in its history. Default: public."""
        return action

    def unredacted(self, state: GameState, seen: Action, seat: int) -> list[Action]:
        """What the action `seat` saw as `seen` (`redact`) may have been, in the phase's order
        (OpenSpiel's ResampleFromInfostate: the game knows where a hidden choice could have
        gone). Default: the legal actions he would have seen so."""
        return [action for action in self.legal_actions(state)
                if self.redact(state, action, seat) == seen]
