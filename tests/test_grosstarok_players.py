"""Grosstarok's computer players (grosstarok.md "Strategy and conventions"): the Scat, the
claims and the Excuse, each decision citing its item; the expert's samples hold the Excuse and
the hidden Scat."""

from __future__ import annotations

import random

from builders import cards
from test_grosstarok import dealt, pass_to_play, play_on

from tarokdesk.cards.card import SKUS, card_from_name
from tarokdesk.core import Game
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.expert import ExpertPlayer
from tarokdesk.players.search.sampler import OUT, sample_world

C = card_from_name


def test_scat_lays_a_bare_court_card_away():
    """Item 5: a singleton queen goes to the Scat, where its points are safe."""
    game = dealt({2: cards("T21 T20 T19 T18 T17 SQ HK H2 H3 H4 H5 H6 DK D2 D3 D4 D5 CK C2 C3 "
                           "C4 C5 C6 C7 C8 C9 C10 SKUS")})
    action, why = HeuristicPlayer().decide(game.view(2))
    assert action.value == C("SQ") and "G5" in why.cited


def test_scat_with_the_pagat_and_two_taroks_lays_the_three_away():
    """Item 7: the Pagat would be captured anyway."""
    game = dealt({2: cards("T1 T9 T10 HK HQ HC HJ H2 H3 H4 H5 DK DQ DC D2 D3 D4 SK SQ SC S2 "
                           "S3 CK CQ CC C2 C3 C4")}, dealer=2)
    chosen = []
    for _ in range(3):
        action, why = HeuristicPlayer().decide(game.view(2))
        chosen.append(action.value)
        assert "G7" in why.cited
        game.apply(action)
    assert sorted(chosen) == cards("T1 T9 T10")


def test_the_excuse_is_played_by_trick_20():
    for seed in range(20):
        game = Game.new("grosstarok", n_seats=3, dealer=0)
        game.deal_seeded(seed)
        pass_to_play(game)
        holder = next((s for s in game.state.active if SKUS in game.state.hands[s]), None)
        if holder is None:
            continue
        player = HeuristicPlayer(seed)
        while not game.is_terminal:
            seat = game.to_move
            action, why = player.decide(game.view(seat))
            if action.value == SKUS and len(game.state.tricks) + 1 == 20:
                assert "G13" in why.cited
            game.apply(action)
        played = next(i for i, t in enumerate(game.state.tricks)
                      for _, c in t.plays if c == SKUS)
        assert played < 20
        return
    raise AssertionError("no seed dealt the Sküs to a player")


def test_standard_players_announce_held_combinations_and_pass_the_windows():
    game = Game.new("grosstarok", n_seats=3, dealer=1)
    game.deal_seeded(11)
    player = HeuristicPlayer(1)
    while game.phase != "play":
        action, _ = player.decide(game.view(game.to_move))
        game.apply(action)
    from tarokdesk.variants.grosstarok import holdings
    said = game.view(0).public["declared"]
    vorhand = game.state.active[0]
    assert said[str(vorhand)] == holdings(game.state.hands[vorhand])  # item 12: all of it
    for seat in game.state.active:
        assert set(said[str(seat)]) <= set(holdings(game.state.hands[seat]))


def test_expert_samples_the_hidden_scat_and_plays_a_legal_card():
    game = Game.new("grosstarok", n_seats=3, dealer=0)
    game.deal_seeded(4)
    pass_to_play(game)
    play_on(game, random.Random(4), until=lambda g: len(g.state.tricks) == 2)
    seat = game.to_move
    view = game.view(seat)
    know = Knowledge.of(view, game.variant.pack.cards)
    world = sample_world(view, know, random.Random(1))
    assert world is not None
    if seat != game.state.dealer:
        assert len(world[OUT]) == 3 - sum(1 for c in game.state.discards[0] if c < 22)
    for other in view.active:
        if other != seat:
            assert len(world[other]) == view.hand_sizes[other]
    action = ExpertPlayer(seed=1, samples=2, nodes=2000).choose(view)
    assert game.refusal(action) is None
