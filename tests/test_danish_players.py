"""The computer players in the Danish games (danish-tarok.md, danish-taroc-en-deux.md
"Strategy and conventions"): the Pagat forced by leading taroks (item 2), the Scat under the
Danish law (item 3) with unprotected courts and a void (item 9; en deux item 7), the Sküs
played by its deadline (item 7), the honours always declared (item 11), the expert's samples
keeping the hidden Scat and the dead stock apart, and a position's fill of declared honours."""

from __future__ import annotations

import pytest
from builders import cards
from danish_builders import C, dealt

from tarokdesk.cards.card import PAGAT, SKUS
from tarokdesk.core import Game
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.search.expert import ExpertPlayer

V, DEUX = "danish-tarok", "danish-taroc-en-deux"
FILLER = "H2 H3 H4 H5 H6 D2 D3 D4 D5 D6 S2 S3 S4 S5 S6 C2 C3 C4 C5"


def to_first_lead(game: Game) -> None:
    player = HeuristicPlayer(1)
    while game.phase != "play":
        game.apply(player.choose(game.view(game.to_move)))


def test_without_the_pagat_a_seat_with_taroks_leads_one_to_force_it():
    """Item 2: seat 2 (the first to lead) holds six taroks, not the Pagat."""
    game = dealt(V, {2: cards("T20 T17 T14 T11 T8 T5 " + FILLER)}, dealer=0)
    to_first_lead(game)
    assert game.to_move == 2
    action, why = HeuristicPlayer().decide(game.view(2))
    assert "D2" in why.cited and action.value == C("T14")  # the middle of six


def test_with_the_pagat_in_hand_no_hunt():
    game = dealt(V, {2: cards("T1 T20 T17 T14 T11 T8 " + FILLER)}, dealer=0)
    to_first_lead(game)
    _, why = HeuristicPlayer().decide(game.view(2))
    assert "D2" not in why.cited


def test_the_dealer_lays_the_weak_pagat_away():
    """Item 3: exactly three tarok cards with the Pagat: the Pagat goes to the Scat."""
    hand = cards("T1 T9 T10 HK HQ HC HJ H2 H3 H4 H5 DK DQ DC D2 D3 D4 SK SQ SC S2 S3 CK CQ "
                 "CC C2 C3 C4")
    game = dealt(V, {0: hand}, dealer=0)
    action, _ = HeuristicPlayer().decide(game.view(0))
    assert action.value == PAGAT


def test_standard_players_declare_and_play_the_skus_by_trick_22():
    for seed in range(12):
        game = Game.new(V, dealer=seed % 3)
        game.deal_seeded(seed)
        player = HeuristicPlayer(seed)
        while not game.is_terminal:
            seat = game.to_move
            action, _ = player.decide(game.view(seat))
            if game.phase == "declare" and \
                    game.variant.phases["declare"].claimable(game.state, seat):
                assert action.value != "pass"  # item 11: always declare
            game.apply(action)
        skus = [i for i, t in enumerate(game.state.tricks) for _, c in t.plays if c == SKUS]
        assert not skus or skus[0] < 22


def test_the_expert_plays_a_deal_en_deux_sampling_around_the_dead_stock():
    game = Game.new(DEUX, dealer=0)
    game.deal_seeded(2)
    to_first_lead(game)
    expert = ExpertPlayer(seed=1)
    for _ in range(2):  # the expert's first cards, sampled over hand, Scat and dead stock
        seat = game.to_move
        action = expert.choose(game.view(seat))
        assert action in game.legal_actions()
        game.apply(action)


def test_a_tarok_void_shown_en_deux_leaves_no_taroks_out_whatever_lies_dead():
    """Strategy 3: a void shown is certain, the dead cards are not: once the opponent has
    shown he has no tarok, none is out against me, though unseen taroks lie in the stock."""
    from tarokdesk.players.knowledge import Knowledge
    for seed in range(40):
        game = Game.new(DEUX, dealer=seed % 2)
        game.deal_seeded(seed)
        player = HeuristicPlayer(seed)
        while not game.is_terminal:
            seat = game.to_move
            view = game.view(seat)
            if game.phase == "play":
                know = Knowledge.of(view, game.variant.pack.cards)
                other = 1 - seat
                if 4 in know.voids[other] and any(c < 21 for c in know.unseen):
                    assert know.taroks_out() == 0
                    assert not any(c < 22 for c in game.state.hands[other])
                    return
            game.apply(player.choose(view))
    raise AssertionError("no deal showed a tarok void with taroks still unseen")


def test_a_hand_of_few_low_taroks_and_no_king_plays_for_no_trick():
    """Item 10: two low taroks, no king: stay under the winning card, the Sküs kept for a
    trick nothing else stays under."""
    hand = cards("T2 T3 HQ H9 H10 DQ D8 D9 D10 SJ S1 S2 S3 S4 S5 CJ C1 C2 C3 C4 C5 C6 C7 C8 C9")
    game = dealt(V, {1: hand}, dealer=0)
    to_first_lead(game)
    player = HeuristicPlayer()
    decided = 0
    while len(game.state.tricks) < 6 and not any(t.winner == 1 for t in game.state.tricks):
        seat = game.to_move
        action, why = player.decide(game.view(seat))
        if seat == 1 and len(game.legal_actions()) > 1:
            assert "D10" in why.cited, why
            decided += 1
        game.apply(action)
    assert decided


def lay_scat(game: Game) -> tuple[list[int], list[str]]:
    """The dealer's three Scat cards as the standard player lays them, with his reasons."""
    laid, reasons = [], []
    while game.phase == "discard":
        action, why = HeuristicPlayer().decide(game.view(game.to_move))
        laid.append(action.value)
        reasons.append(why)
        game.apply(action)
    return laid, reasons


def test_item9_the_dealer_lays_away_unprotected_courts_and_makes_a_void():
    """danish-tarok.md item 9: the Queen beside her King stays (a and c); of the spade
    courts without their King the Queen and the Cavall go, their points safe, and the single
    diamond, which makes a void (b): the most points made safe plus a bonus per void."""
    hand = cards("T21 T20 T19 T15 T12 T8 T5 HK HQ SQ SC SJ S10 S9 S8 S7 D7 "
                 "CK C10 C9 C8 C7 C6 C5 C4 C3 C2 C1")
    game = dealt(V, {0: hand}, dealer=0)
    laid, reasons = lay_scat(game)
    assert sorted(laid) == sorted(cards("SQ SC D7"))
    assert all("D9" in why.cited for why in reasons)


def test_item9_gives_way_to_item3_the_weak_pagat_is_buried_first():
    """Item 3 before item 9: with the Pagat and two taroks the Pagat goes first; then the
    unprotected courts (the diamond Queen, Cavall and Jack, no King beside them)."""
    hand = cards("T1 T9 T10 HK HQ HC HJ H2 H3 H4 H5 DQ DC DJ D2 D3 D4 SK SQ SC S2 S3 CK CQ "
                 "CC C2 C3 C4")
    game = dealt(V, {0: hand}, dealer=0)
    laid, reasons = lay_scat(game)
    assert laid[0] == PAGAT and sorted(laid[1:]) == sorted(cards("DQ DC"))
    assert "D9" in reasons[1].cited


def test_en_deux_item7_the_dealer_makes_two_voids_and_lays_an_unprotected_court():
    """danish-taroc-en-deux.md item 7: "create one or two voids", kings and taroks kept,
    unprotected courts into the Scat: the two single cards and the spade Queen go; the
    club Queen beside her King stays."""
    hand = cards("T21 T20 T18 T15 T12 T8 T5 SQ SC SJ S10 S9 S8 S7 D7 H5 "
                 "CK CQ C10 C9 C8 C7 C6 C5 C4 C3 C2 C1")
    game = dealt(DEUX, {0: hand}, dealer=0)
    laid, reasons = lay_scat(game)
    assert sorted(laid) == sorted(cards("SQ D7 H5"))
    assert all("D9" in why.cited for why in reasons)


@pytest.mark.parametrize("variant, seats", [(V, 3), (DEUX, 2)])
def test_a_position_seen_by_one_seat_draws_the_declared_cavalry_into_the_declarers_hand(
        variant, seats):
    """Announcements: honours are declared, not shown (`DeclarationProof.holds`); a
    position written as the dealer sees it, late in the deal, loads with the scused cavalry
    seat 1 declared in his hand as dealt, whatever lies in the Scat or the dead stock."""
    from tarokdesk.practice.position.export import export_position
    from tarokdesk.practice.position.load import load_position
    held = cards("SK SQ SC SJ SKUS")
    game = dealt(variant, {1: held + cards("T21 T20 T19 T18")}, dealer=0, n_seats=seats)
    while game.phase != "play":
        legal = game.legal_actions()
        said = [a for a in legal if a.value == "declare:scused_cavalry:S"]
        game.apply(said[0] if said else next((a for a in legal if a.value == "pass"),
                                             legal[-1]))
    assert game.state.extra["declare"]["1"] == ["scused_cavalry:S"]
    while len(game.state.hands[1]) > len(held) + 1:  # his other cards go first
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value not in held), legal[0]))
    data = export_position(game, 0)
    for seed in range(3):
        loaded, _ = load_position(data, seed=seed)
        assert set(held) <= set(loaded.state.dealt[1])
        assert loaded.view(0) == game.view(0)
