"""The defenders' concession window (tarok-mit-blocks.md Strategy 42): concede when the
defence can no longer reach its 35, which spares the time and denies a silent ultimo."""

from __future__ import annotations

from tarokdesk.core.actions import Action
from tarokdesk.players.advice import Advice
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import trick_rules, variant_of


def decide_concede(view: SeatView) -> tuple[Action, Advice]:
    choices = {a.value: a for a in view.legal}
    count = trick_rules(view).count  # the game's own count (thirds by default)
    declarer_thirds = sum(count[card] for _, plays, winner in view.tricks
                          if winner == view.declarer for _, card in plays)
    if declarer_thirds >= variant_of(view).strategy.game_target:
        return choices["concede"], Advice("declarer_has_points", ("Blocks 42",))
    return choices["play_on"], Advice("defence_can_win", ("Blocks 42",))
