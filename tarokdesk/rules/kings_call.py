"""The call at eight of a player who holds two hands, his own and his dummy's
(whist-variants.md "Whist en trois", Announcements; "Whist en deux" for both players).

Knowing both his hands, he has no partner to ask: at 8 he may show the honours of his two
hands and claim the game when they hold three or four. The call is made before his first
card (the rule file allows it until he has played from the second hand to trick 1).
"""

from __future__ import annotations

from tarokdesk.core.state import GameState
from tarokdesk.rules.call_at_eight import CallAtEight


class KingsCall(CallAtEight):
    """`CallAtEight` whose `partner(seat)` is the seat of the caller's dummy."""

    def may_call(self, state: GameState, seat: int) -> bool:
        return self.honours(state, seat) + self.honours(state, self.partner(seat)) >= 3
