"""The bridge world's double-dummy solver (DDS, through the `endplay` package) asked about a
Whist position: the reference our own solver is checked against (tests and bench)."""

from __future__ import annotations

from collections.abc import Sequence

from tarokdesk.cards.card import Card
from tarokdesk.players.search.whist_expert import pbn


def dds_table(hands: Sequence[Sequence[Card]]) -> dict[tuple[int | None, int], int]:
    """Tricks of the leader's side for every strain (0-3 trumps, None no trumps) and every
    leader position, from DDS's table (its declarer sits on the leader's right, and it counts
    the declarer's tricks as 13 less the defenders')."""
    from endplay.dds import calc_dd_table
    from endplay.types import Deal, Denom, Player

    denoms = {0: Denom.hearts, 1: Denom.diamonds, 2: Denom.spades, 3: Denom.clubs,
              None: Denom.nt}
    players = (Player.north, Player.east, Player.south, Player.west)
    table = calc_dd_table(Deal(pbn(hands)))
    return {(strain, leader): 13 - table[denoms[strain], players[(leader - 1) % 4]]
            for strain in denoms for leader in range(4)}
