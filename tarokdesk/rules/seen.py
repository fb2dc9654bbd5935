"""Facts a seat's view may carry that no one rule block keeps: the keys and types under which
a game shows them (`Visibility.public_extra`) and the players and the table read them."""

from __future__ import annotations

from typing import Final

from tarokdesk.core.facts import Fact
from tarokdesk.rules.spare_pack import TurnedCard

FIXED_PARTNERS: Final = Fact[dict[str, int]]("partners")
"""Fixed partnerships: each seat (its number as text) and its partner."""
TAROKS_TOLD: Final = Fact[int | dict[str, int]]("taroks_discarded")
"""The taroks laid away face down and told aloud: in all, or per seat (its number as text)."""
DOUBLE_SUIT: Final = Fact[TurnedCard]("double_suit")
"""The card turned whose suit's tricks count double (the Cayenne), and that suit."""
