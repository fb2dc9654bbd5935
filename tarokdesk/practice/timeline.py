"""Undo and redo of a practice deal: the deal's action list with a cursor.

Nothing is stored but actions: going back rebuilds the game from the deal and the list cut at
the human's earlier decision; the computer players, whose choices depend only on the seed and
their view, then play the same cards again. The actions after the cursor are kept for redo as
long as the play that follows is the same.
"""

from __future__ import annotations

from collections.abc import Collection

from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.game import Game


def replayed(game: Game, actions: list[Action]) -> Game:
    """A new game of `game`'s variant and dealer with `actions` (its deal first) applied."""
    twin = Game(game.variant, game.state.dealer)
    for action in actions:
        twin.apply(action)
    return twin


class Timeline:
    """The actions of one deal, `cursor` of them applied; `humans` are the persons whose
    decisions undo and redo step between, and undo never takes back the first `floor`
    actions (a position put on the table starts where it was put). `actors` says who made
    each action (C1: a dummy's player for it; by default the action's seat)."""

    def __init__(self, humans: Collection[int], actions: list[Action] | None = None,
                 floor: int = 0, actors: list[int | None] | None = None):
        self.humans = frozenset(humans)
        self.actions: list[Action] = list(actions or [])
        self.actors = list(actors) if actors is not None else [a.seat for a in self.actions]
        self.cursor = len(self.actions)
        self.floor = floor

    def record(self, action: Action, actor: int | None = None) -> None:
        """An action applied at the cursor (made by `actor`, by default its seat): the redo
        line survives if it is the same."""
        if self.cursor < len(self.actions) and self.actions[self.cursor] == action:
            self.cursor += 1
            return
        del self.actions[self.cursor:]
        del self.actors[self.cursor:]
        self.actions.append(action)
        self.actors.append(action.seat if actor is None else actor)
        self.cursor += 1

    def undo_point(self) -> int | None:
        """How many actions stand before the human's previous decision (None: none left)."""
        return next((index for index in range(self.cursor - 1, self.floor - 1, -1)
                     if self._is_human(index)), None)

    def start_point(self) -> int:
        """How many actions stand before the deal's first decision (or the floor)."""
        dealt = next((i for i, a in enumerate(self.actions) if a.seat != CHANCE),
                     len(self.actions))
        return max(dealt, self.floor)

    def redo_point(self) -> int | None:
        """How many actions stand before the human's next decision after the one at the
        cursor, or all of them (None: nothing to redo)."""
        if self.cursor >= len(self.actions):
            return None
        return next((index for index in range(self.cursor + 1, len(self.actions))
                     if self._is_human(index)), len(self.actions))

    def move_to(self, count: int) -> list[Action]:
        """Set the cursor; the actions now applied."""
        if not 0 <= count <= len(self.actions):
            raise ValueError(f"the timeline has {len(self.actions)} actions, not {count}")
        self.cursor = count
        return self.actions[:count]

    def _is_human(self, index: int) -> bool:
        return self.actions[index].seat != CHANCE and self.actors[index] in self.humans
