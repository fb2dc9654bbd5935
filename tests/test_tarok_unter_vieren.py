"""Tarok unter Vieren, form (a) (tarok-unter-vieren.md): the deal of 19 and the dealer's 21
with a Scat of 2, announcements paid by all three others (the partner too), the Excuse's
last trick, and the rubber of four deals with its carry (the constructed example)."""

from __future__ import annotations

import random

from builders import cards
from test_grosstarok import arranged

from tarokdesk.cards.card import SKUS
from tarokdesk.cards.points import card_thirds, pile_thirds
from tarokdesk.core import Action, Game, Session
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.rules.dealing import SCAT
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


# --- form (b): a called king, or one against three, with 76 cards ------------------------------

FORM_B = {"form": "b"}


def bid_and_call(game: Game, contract: str, king: str | None = None) -> None:
    """The Vorhand names `contract`, the others pass; the Scat is laid by the first legal
    choice, a called king by name."""
    while game.phase == SCAT:
        game.apply(game.legal_actions()[0])
    game.apply(Action("bid", game.to_move, contract))
    while game.phase == "bid":
        game.apply(Action("bid", game.to_move, "pass"))
    if king is not None:
        game.apply(Action("call", game.to_move, cards(king)[0]))


def party_piles(state, party: list[int], thirds: int) -> None:
    """Lay the tricks anew so that `party` holds exactly `thirds` card-point thirds (the
    example fixes the count, not the play); the Scat stays with the dealer's party."""
    played = sorted((c for s in range(4) for c in state.won[s]), key=card_thirds, reverse=True)
    ours, theirs, need = [], [], thirds
    for card in played:
        if card_thirds(card) <= need:
            ours.append(card)
            need -= card_thirds(card)
        else:
            theirs.append(card)
    assert need == 0
    others = [s for s in range(4) if s not in party]
    for s in range(4):
        state.won[s] = []
    state.won[party[0]], state.won[others[0]] = ours, theirs


def test_form_b_deals_18_each_the_dealer_22_and_a_scat_of_4_from_76_cards():
    game = Game.new("tarok-unter-vieren", FORM_B, n_seats=4, dealer=0)
    game.deal_seeded(5)
    state = game.state
    assert len(game.variant.pack.cards) == 76 and cards("S1")[0] not in game.variant.pack
    assert [len(state.hands[s]) for s in state.active] == [18, 18, 18, 22]
    finish(game, random.Random(5))
    if state.contract is not None:
        assert len(state.discards[0]) == 4 and len(state.tricks) == 18
        piles = [c for s in range(4) for c in state.won[s] + state.discards[s]]
        assert sorted(piles) == sorted(game.variant.pack.cards)
        assert pile_thirds(piles) == 232  # 77 1/3
        assert sum(game.result["totals"].values()) == 0


def test_the_form_b_example_called_king_matadors_continued_and_the_game():
    """A (Vorhand) calls the heart king held by C; A announces three matadors: B, C, D pay
    him 15 each. C holds T18 and T17: B and D each pay 10 to A and 10 to C. A+C take 46,
    B+D 31: W = 8, B pays 8 to A and D 8 to C."""
    game = Game.new("tarok-unter-vieren", FORM_B, n_seats=4, dealer=0)
    a, b, c, d = game.state.active  # 3, 2, 1, 0: the Vorhand first, the dealer last
    hands = {a: cards("T21 T20 T19 T5"), c: cards("HK T18 T17 T3"), b: cards("SKUS T16")}
    game.apply(Action(DEAL, CHANCE, arranged(game, hands)))
    bid_and_call(game, "call_king", "HK")
    finish(game, random.Random(7), {a: ["declare:matadors:3"]})
    state = game.state
    party_piles(state, [a, c], 3 * 46)
    result = game.variant.settle(state)
    items = {i["item"]: i["amounts"] for i in result["items"]}
    assert items["matadors"] == {str(a): 45, str(b): -15, str(c): -15, str(d): -15}
    assert items["matador_continuation"] == {str(a): 20, str(c): 20, str(b): -20, str(d): -20}
    assert items["game"] == {str(a): 8, str(c): 8, str(b): -8, str(d): -8}
    assert result["won"] and result["party"] == [a, c]


def test_calling_ones_own_king_plays_one_against_three():
    game = Game.new("tarok-unter-vieren", FORM_B, n_seats=4, dealer=0)
    a = game.state.active[0]
    game.apply(Action(DEAL, CHANCE, arranged(game, {a: cards("HK T21")})))
    bid_and_call(game, "call_king", "HK")
    finish(game, random.Random(2))
    game_item = next(i for i in game.result["items"] if i["item"] == "game")
    assert game.result["party"] == [a]
    assert abs(game_item["amounts"][str(a)]) == 3 * abs(
        next(v for s, v in game_item["amounts"].items() if s != str(a)))


def test_all_four_kings_cannot_call_and_the_skus_cannot_be_demanded():
    game = Game.new("tarok-unter-vieren", FORM_B, n_seats=4, dealer=0)
    a = game.state.active[0]
    game.apply(Action(DEAL, CHANCE, arranged(game, {a: cards("HK DK SK CK")})))
    while game.phase == SCAT:
        game.apply(game.legal_actions()[0])
    assert {x.value for x in game.legal_actions()} == {"pass", "alone_exchange", "solo"}
    assert game.refusal(Action("bid", a, "call_king")) is not None
    game.apply(Action("bid", a, "alone_exchange"))
    while game.phase == "bid":
        game.apply(Action("bid", game.to_move, "pass"))
    assert SKUS not in {x.value for x in game.legal_actions()}
    assert game.refusal(Action("name", a, SKUS)) is not None


def test_the_exchange_pays_5_and_10_for_the_mond():
    game = Game.new("tarok-unter-vieren", FORM_B, n_seats=4, dealer=0)
    a, b = game.state.active[:2]
    game.apply(Action(DEAL, CHANCE, arranged(game, {b: cards("T21")})))
    bid_and_call(game, "alone_exchange")
    game.apply(Action("name", a, cards("T21")[0]))
    game.apply(game.legal_actions()[0])
    finish(game, random.Random(4))
    fee = next(i for i in game.result["items"] if i["item"] == "card_fee")
    assert fee["amounts"] == {str(b): 10, str(a): -10}
    assert sum(game.result["totals"].values()) == 0


def test_all_four_pass_throws_the_deal_in():
    game = Game.new("tarok-unter-vieren", FORM_B, n_seats=4, dealer=0)
    game.deal_seeded(1)
    while game.phase == SCAT:
        game.apply(game.legal_actions()[0])
    for _ in range(4):
        game.apply(Action("bid", game.to_move, "pass"))
    assert game.is_terminal and game.result["contract"] is None
    assert set(game.result["totals"].values()) == {0}


def test_the_pack_option_plays_form_a_with_76_cards():
    game = Game.new("tarok-unter-vieren", {"pack": 76}, n_seats=4, dealer=0)
    game.deal_seeded(3)
    assert [len(game.state.hands[s]) for s in game.state.active] == [18, 18, 18, 22]
    finish(game, random.Random(3))
    assert len(game.state.tricks) == 18 and sum(game.result["totals"].values()) == 0


def test_the_threshold_option_moves_the_win_to_40():
    game = Game.new("tarok-unter-vieren", {"form": "b", "threshold": 39}, n_seats=4, dealer=0)
    a, _, c, _ = game.state.active
    game.apply(Action(DEAL, CHANCE, arranged(game, {c: cards("HK")})))
    bid_and_call(game, "call_king", "HK")
    finish(game, random.Random(7))
    party_piles(game.state, [a, c], 3 * 39)  # 39 of 77 1/3: won at 38, lost at 39
    result = game.variant.settle(game.state)
    assert not result["won"]
    assert next(i for i in result["items"] if i["item"] == "game")["amounts"][str(a)] == -1


def test_each_deal_tells_both_sides_card_points_and_only_the_winner_scores():
    """As in the Danish game for four, both sides' card points are told; only the side over
    39 scores its surplus (Scoring (a) 1)."""
    session = Session("tarok-unter-vieren", n_seats=4, seed="both", first_dealer=0)
    play_session(session, [HeuristicPlayer(s) for s in range(4)], 2)
    for game in session.games:
        told = [s for s in game.result["carry_steps"] if s["code"] == "partie_points"]
        assert [s["seats"] for s in told] == [[0, 2], [1, 3]]
        assert sum(s["made"] for s in told) == 78
        for entry in told:
            assert entry["points"] == max(0, entry["made"] - (WIN - 1))
            assert entry["moves"] == ({next(iter(entry["moves"])): entry["points"]}
                                      if entry["points"] else {})
