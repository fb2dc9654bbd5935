"""The bridge world's double-dummy solver (DDS, through the `endplay` package) asked about a
Whist position: the reference our own solver is checked against (tests and bench)."""

from __future__ import annotations

from collections.abc import Sequence

from tarokdesk.cards.card import Card
from tarokdesk.players.search.dds import hands_of_pbn, pbn

DEAL = "N:AJ97.K84.QT5.A62 KQ5.AJT7.982.KJ4 T8643.92.AK7.T75 2.Q653.J643.Q983"
ENDING = "N:3.Q5.5.4 52.93.8. J..Q4.T2 ..6.AK76"


def dds_table(hands: Sequence[Sequence[Card]]) -> dict[tuple[int | None, int], int]:
    """Tricks of the leader's side for every strain (0-3 trumps, None no trumps) and every
    leader position. From DDS's table (its declarer sits on the leader's right, and it counts
    the declarer's tricks as 13 less the defenders'); but DDS's table answers nonsense when
    one card each is left (13 tricks nearly everywhere), so there each question is asked of
    its single-board solver, which counts the tricks of the side on lead."""
    from endplay.dds import calc_dd_table, solve_board
    from endplay.types import Deal, Denom, Player

    denoms = {0: Denom.hearts, 1: Denom.diamonds, 2: Denom.spades, 3: Denom.clubs,
              None: Denom.nt}
    players = (Player.north, Player.east, Player.south, Player.west)
    if max(len(hand) for hand in hands) == 1:
        answers = {}
        for strain, denom in denoms.items():
            for leader in range(4):
                deal = Deal(pbn(hands))
                deal.trump, deal.first = denom, players[leader]
                answers[strain, leader] = max(tricks for _, tricks in solve_board(deal))
        return answers
    table = calc_dd_table(Deal(pbn(hands)))
    return {(strain, leader): 13 - table[denoms[strain], players[(leader - 1) % 4]]
            for strain in denoms for leader in range(4)}


def dds_tricks(deal: str, strain) -> list[int]:
    """The tricks of the side on lead for leaders N, E, S, W, by DDS."""
    table = dds_table(hands_of_pbn(deal))
    return [table[strain, leader] for leader in range(4)]


def calls_of(monkeypatch, owner, name: str) -> list[tuple]:
    """The arguments of each call of `owner.<name>` from now on (it still answers them)."""
    calls: list[tuple] = []
    function = getattr(owner, name)

    def counted(*args):
        calls.append(args)
        return function(*args)
    monkeypatch.setattr(owner, name, counted)
    return calls
