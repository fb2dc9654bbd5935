"""Whist en cinq (whist-variants.md "Whist en cinq"): the rotation of the sitter-out by
rubber (the rule file's table, its worked example), P1 dealing first in every rubber, and
the sitter-out neither paying nor receiving."""

from __future__ import annotations

import json

import pytest

from tarokdesk.core import Session
from tarokdesk.players import RandomPlayer
from tarokdesk.players.driver import play_session
from tarokdesk.variants.whist_en_cinq import pairing_seats

P = [3, 0, 4, 1, 2]
"""Persons (by order of entry) from the lowest draw P1 to the highest P5."""


def roles(seats) -> tuple[int, set, set]:
    """(who sits out, P1's partner, the opponents) as draw numbers 1-5."""
    number = {person: i + 1 for i, person in enumerate(P)}
    playing = {number[p] for p in seats}
    out = ({1, 2, 3, 4, 5} - playing).pop()
    return out, number[seats[2]], {number[seats[1]], number[seats[3]]}


def test_the_rotation_table_of_the_rule_file():
    """Rubbers 1-2 as stated (l. 426), 3-4 extrapolated: sits out, partner of P1, opponents."""
    table = [roles(pairing_seats(P, k)) for k in range(4)]
    assert table == [(5, 2, {3, 4}), (4, 5, {2, 3}), (3, 4, {2, 5}), (2, 3, {4, 5})]
    assert all(pairing_seats(P, k)[0] == P[0] for k in range(4))  # P1 stays at his seat


def test_the_incoming_player_sits_opposite_p1_and_the_former_partner_moves_across():
    """l. 426: the newcomer takes the seat of P1's former partner, who takes the seat of the
    player now sitting out."""
    for k in range(1, 4):
        before, after = pairing_seats(P, k - 1), pairing_seats(P, k)
        out_before = (set(P) - set(before)).pop()
        out_now = (set(P) - set(after)).pop()
        assert after[2] == out_before
        assert after[before.index(out_now)] == before[2]


def rubber_of(session: Session, number: int) -> int:
    return session.carry_before(number)["rubber"]


@pytest.mark.parametrize("form, per_pairing", [("single", 1), ("pairing_twice", 2)])
def test_a_series_seats_each_rubber_and_the_sitter_out_does_not_settle(form, per_pairing):
    session = Session("whist-en-cinq", {"double_rubbers": form}, seed="cinq")
    order = session.draw["order"]
    play_session(session, [RandomPlayer(f"{p}") for p in range(5)], 40)
    rubbers = sorted({rubber_of(session, n) for n in range(len(session.games))})
    assert len(rubbers) >= 3
    for number, (game, row) in enumerate(zip(session.games, session.sheet())):
        rubber = rubber_of(session, number)
        seating = tuple(session.persons_at(number))
        assert seating == pairing_seats(order, rubber // per_pairing)
        out = (set(range(5)) - set(seating)).pop()
        assert row["units"][out] == 0
        assert sum(row["units"].values()) == 0
        fresh = not game.state.carry["games"] and game.state.carry["scores"] == [0, 0]
        if fresh:  # P1 deals each rubber's first deal (the rule file's recommendation)
            assert game.state.dealer == 0 and seating[0] == order[0]
    again = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert again.totals() == session.totals() and set(again.totals()) == set(range(5))


def test_the_units_of_a_deal_go_to_the_persons_sitting_there():
    session = Session("whist-en-cinq", seed="units")
    play_session(session, [RandomPlayer(f"{p}") for p in range(5)], 3)
    for number, game in enumerate(session.games):
        seating = tuple(session.persons_at(number))
        units = session.sheet()[number]["units"]
        assert all(units[seating[seat]] == game.result["totals"][str(seat)] for seat in range(4))
