"""A player that picks uniformly among its legal actions (the baseline of every tournament)."""

from __future__ import annotations

import random

from tarokdesk.core.actions import Action
from tarokdesk.core.view import SeatView


class RandomPlayer:
    def __init__(self, seed: object = 0):
        self.rng = random.Random(str(seed))

    def choose(self, view: SeatView) -> Action:
        return self.rng.choice(view.legal)
