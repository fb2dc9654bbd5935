"""The player interface: a seat's view in, one of its legal actions out."""

from __future__ import annotations

from typing import Protocol

from tarokdesk.core.actions import Action
from tarokdesk.core.view import SeatView


class Player(Protocol):
    def choose(self, view: SeatView) -> Action:
        """Return one of `view.legal`."""
        ...
