"""Tarok unter Vieren, form (a) (tarok-unter-vieren.md): the deal of 19 and the dealer's 21
with a Scat of 2, announcements paid by all three others (the partner too), the Excuse's
last trick, and the rubber of four deals with its carry (the constructed example)."""

from __future__ import annotations

import random

from builders import cards
from test_grosstarok import arranged

from tarokdesk.cards.card import SKUS
from tarokdesk.cards.points import pile_thirds
from tarokdesk.core import Action, Game, Session
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.players.driver import play_session
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.variants.tarok_unter_vieren import WIN, rubber_close


def finish(game: Game, rng: random.Random, claims=None) -> None:
    claims = claims or {}
    while not game.is_terminal:
        legal = game.legal_actions()
        if game.phase == "declare":
            wanted = [a for a in legal if a.value in claims.get(game.to_move, ())]
            game.apply(wanted[0] if wanted else next(a for a in legal if a.value == "pass"))
        else:
            game.apply(rng.choice(legal))


def test_deal_19_each_the_dealer_21_and_a_scat_of_2():
    game = Game.new("tarok-unter-vieren", n_seats=4, dealer=0)
    game.deal_seeded(3)
    state = game.state
    assert state.active == (3, 2, 1, 0)
    assert [len(state.hands[s]) for s in state.active] == [19, 19, 19, 21]
    finish(game, random.Random(3))
    assert len(state.discards[0]) == 2 and len(state.tricks) == 19
    piles = [c for s in range(4) for c in state.won[s] + state.discards[s]]
    assert sorted(piles) == sorted(game.variant.pack.cards)
    assert pile_thirds(piles) == 3 * 78


def test_a_kingdom_is_paid_by_all_three_partner_included():
    """The example's deal 1: East announces a natural kingdom; N, W and S each pay 10."""
    game = Game.new("tarok-unter-vieren", n_seats=4, dealer=0)
    game.apply(Action(DEAL, CHANCE, arranged(game, {1: cards("HK DK SK CK")})))
    finish(game, random.Random(1), {1: ["declare:kingdom"]})
    kingdom = next(i for i in game.result["items"] if i["item"] == "kingdom")
    assert kingdom["amounts"] == {"1": 30, "0": -10, "2": -10, "3": -10}


def test_the_rubber_of_the_constructed_example():
    """50, 45, 55, 49: N-S 11, E-W 6, N-S 27, N-S 37; N-S win a single rubber and carry 1."""
    scores = {0: 0, 1: 0}
    for side, points in ((0, 50), (1, 45), (0, 55), (0, 49)):
        scores[side] += points - (WIN - 1)
    assert scores == {0: 37, 1: 6}
    assert rubber_close(scores) == (0, 1, {0: 1, 1: 0})
    assert rubber_close({0: 72, 1: 0}) == (0, 4, {0: 36, 1: 0})
    assert rubber_close({0: 40, 1: 0})[1] == 2 and rubber_close({0: 72, 1: 5})[1] == 2
    assert rubber_close({0: 20, 1: 30}) == (None, 0, {0: 20, 1: 30})


def test_a_session_pays_the_rubber_after_four_deals_and_carries_on():
    session = Session("tarok-unter-vieren", n_seats=4, seed="r", first_dealer=0)
    play_session(session, [HeuristicPlayer(s) for s in range(4)], 8)
    results = [game.result for game in session.games]
    assert [r["carry"]["deals"] for r in results] == [1, 2, 3, 0, 1, 2, 3, 0]
    for index, result in enumerate(results):
        rubber = [i for i in result["items"] if i["item"] == "rubber"]
        assert not rubber or index in (3, 7)
        assert sum(result["totals"].values()) == 0


def test_the_skus_has_no_power_after_trick_14():
    game = Game.new("tarok-unter-vieren", n_seats=4, dealer=0)
    assert game.variant.phases["play"].rules.deadline == 14
    assert SKUS in game.variant.pack
