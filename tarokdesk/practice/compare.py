"""After a practice deal: what the expert would have done at each of the player's decisions,
asked on the very view the player had (players.ExpertPlayer, seeded per decision so the
comparison is the same every time it is made)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tarokdesk.core.actions import Action
from tarokdesk.core.game import Game
from tarokdesk.core.view import SeatView
from tarokdesk.players.advice import Advice
from tarokdesk.rules.talon import DISCARD

if TYPE_CHECKING:
    from tarokdesk.players.search.expert import ExpertPlayer


@dataclass(frozen=True)
class Difference:
    index: int
    """The decision's place in the deal's log."""
    phase: str
    trick: int
    """Tricks complete before it."""
    played: Action
    expert: Action
    reason: Advice
    view: SeatView
    """The view the decision was made on, which the reason explains."""


def expert_differences(game: Game, seats: Collection[int], seed: str,
                       expert: Callable[[str], ExpertPlayer] | None = None,
                       progress: Callable[[int, int], None] | None = None) -> list[Difference]:
    """Every decision of `seats` in `game`'s log where the expert would have chosen
    otherwise, in the order they were made (cards laid away count as a set, whatever their
    order). `progress(done, total)` hears of each decision looked at; it may raise to stop
    the comparison; `expert` makes the player asked, by default the expert."""
    if expert is None:
        from tarokdesk.players.search.expert import ExpertPlayer  # not with the table
        expert = ExpertPlayer
    scratch = Game(game.variant, game.state.dealer)
    laid_away = {(a.seat, a.value) for a in game.log if a.kind == DISCARD}
    decisions = sum(action.seat in seats for action in game.log)
    differences = []
    done = 0
    for index, action in enumerate(game.log):
        if action.seat in seats:
            done += 1
            view = scratch.view(action.seat)
            choice, reason = expert(f"{seed}:compare:{index}").decide(view)
            same_discard = choice.kind == DISCARD and (choice.seat, choice.value) in laid_away
            if choice != action and not same_discard:
                differences.append(Difference(index, view.phase, len(view.tricks), action,
                                              choice, reason, view))
            if progress is not None:
                progress(done, decisions)
        scratch.apply(action)
    return differences
