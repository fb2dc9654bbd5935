"""The game log as each seat saw it, kept up to date action by action.

`Game.history_for(seat)` replays the whole log on every call, which made refreshing the table
quadratic over a deal. Here one scratch game follows the real one, and each new action is
redacted once for every seat (and for an onlooker, seat -1) in the phase it was made in.
"""

from __future__ import annotations

from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.game import Game

ONLOOKER = -1


class RedactedHistory:
    def __init__(self) -> None:
        self.game: Game | None = None
        self.scratch: Game | None = None
        self.seen: dict[int, list[Action]] = {}

    def of(self, game: Game, seat: int) -> list[Action]:
        """The log of `game` as `seat` saw it (any seat outside the table is an onlooker)."""
        if game is not self.game:
            self.game = game
            self.scratch = Game(game.variant, game.state.dealer, game.state.carry)
            self.seen = {s: [] for s in (*range(game.state.n_seats), ONLOOKER)}
        for action in game.log[len(self.scratch.log):]:
            phase = self.scratch.phases[self.scratch.state.phase]
            for viewer, seen in self.seen.items():
                own = action.seat != CHANCE and \
                    self.scratch.state.person_of(action.seat) == viewer  # C1: his dummy too
                shown = action if own else phase.redact(self.scratch.state, action, viewer)
                if shown is not None:
                    seen.append(shown)
            self.scratch.apply(action)
        return self.seen.get(seat, self.seen[ONLOOKER])
