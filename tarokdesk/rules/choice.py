"""A one-action phase in which one seat makes a choice the rules leave him, after play and
before the settlement (e.g. the Blocks declarer writing a large forfeit whole or as two
halves). The choice is public and kept in the state under `fact` for `settle` to read."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action, kept_actions
from tarokdesk.core.facts import Fact
from tarokdesk.rules.kinds import PhaseWord
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState


class OneChoice(Phase):
    """`chooser(state)`: the seat that chooses; `choices(state)`: the named choices, the
    rule's ordinary course first."""

    def __init__(self, name: PhaseWord, chooser: Callable[[GameState], int],
                 choices: Callable[[GameState], Sequence[str]], rule: str, fact: Fact[str]):
        self.name = name
        self.kind: PhaseWord = name
        """The kind of its one action: the phase's own name."""
        self.kinds = frozenset({name})
        self.chooser = chooser
        self.choices = choices
        self.rule = rule
        self.fact = fact

    def enter(self, state: GameState) -> None:
        state.to_move = self.chooser(state)

    def legal_actions(self, state: GameState) -> list[Action]:
        return kept_actions(self.kind, state.to_move, self.choices(state))

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value in self.choices(state):
            return None
        return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": action.value})

    def apply(self, state: GameState, action: Action) -> bool:
        state.extra[self.fact] = action.choice
        return True
