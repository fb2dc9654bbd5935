"""Knocking instead of cutting (00-general.md "Knocking instead of cutting", Codex §2;
neunzehnerrufen.md "Deal" 4, paskiewitsch.md "Deal" 4): the cutter knocks, the Vorhand
has each hand dealt in one packet and chooses hers, the next hands choose after her, the
last has no choice; no card is seen before."""

from __future__ import annotations

import pytest
from builders import act

from tarokdesk.core import Action, Game
from tarokdesk.players.driver import play_out
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.search.rebuild import deck_for

DEALER = 3
A, B, C, D = 0, 1, 2, 3  # A, the Vorhand, is the dealer's right-hand neighbour


def shuffled_game(variant: str, seed: str = "knock", **options) -> tuple[Game, Game]:
    """The same shuffle with knocking allowed and without it."""
    plain = Game.new(variant, options, 4, DEALER)
    plain.deal_seeded(seed)
    game = Game.new(variant, {**options, "knocking": True}, 4, DEALER)
    game.deal_seeded(seed)
    return game, plain


def values(game: Game) -> list:
    return [a.value for a in game.legal_actions()]


@pytest.mark.parametrize("variant,size", [("neunzehnerrufen", 12), ("paskiewitsch", 9),
                                          ("neunzehnerrufen-seed002", 12)])
def test_whole_packets_chosen_by_the_vorhand_then_the_second_and_third_hand(variant, size):
    game, plain = shuffled_game(variant)
    # The packets lie face down; no hand holds a card yet, so the choice is still open.
    assert game.phase == "deal" and game.to_move == B  # the cutter sits opposite the dealer
    assert all(not game.view(s).hand for s in range(4))
    assert values(game) == ["cut", "knock"]
    packets = [list(game.state.piles[f"packet_{k}"]) for k in range(1, 5)]
    assert all(len(p) == size for p in packets)  # one packet of 12 (Paskiewitsch 9) each
    act(game, "knock", B, "knock")
    assert game.to_move == A and values(game)[0] == "packets"  # the Vorhand decides
    act(game, "knock", A, "packet_3")
    assert game.to_move == B and "packet_3" not in values(game)
    assert game.refusal(Action("knock", B, "packet_3")).code == "knock_choice"  # taken
    act(game, "knock", B, "packet_4")
    act(game, "knock", C, "packet_1")
    assert game.phase == "bid" and not game.state.piles
    # The last hand, the dealer, has no choice: packet 2 is his.
    assert [sorted(game.state.hands[s]) for s in (A, B, C, D)] == \
        [sorted(packets[k]) for k in (2, 3, 0, 1)]
    assert plain.phase == "bid"


@pytest.mark.parametrize("first,second", [("cut", None), ("knock", "packets")])
def test_a_cut_or_the_usual_packets_deal_as_without_knocking(first, second):
    game, plain = shuffled_game("neunzehnerrufen")
    act(game, "knock", B, first)
    if second:
        act(game, "knock", A, second)
    assert game.state.hands == plain.state.hands and game.phase == "bid"


def test_en_trois_the_dummy_keeps_its_packet_and_two_persons_choose():
    """Three persons: the left-hand neighbour cuts (00-general.md "Shuffle and cut"); the
    Vorhand and the second person choose, the dummy's hand is its own packet."""
    game, plain = shuffled_game("neunzehnerrufen", form="en_trois")
    assert game.to_move == C  # the dealer's left: D's left is C (seat 2)
    dummy_packet = list(game.state.piles["packet_4"])  # seat 3 is dealt last
    act(game, "knock", C, "knock")
    assert values(game) == ["packets", "packet_1", "packet_2", "packet_3"]
    act(game, "knock", A, "packet_2")
    act(game, "knock", B, "packet_1")
    assert game.phase == "bid"
    assert sorted(game.state.hands[D]) == sorted(dummy_packet)


def test_a_search_places_a_sampled_deal_as_the_usual_deal_gives_it():
    """The expert's rebuild (players/search/rebuild.py `deck_for`) learns where each card of
    the shuffle lands from the usual deal (`dealt_as`), since the knock's choices follow
    the shuffle; a cut then deals the rebuilt game alike."""
    game, plain = shuffled_game("neunzehnerrufen")
    probe = Game.new("neunzehnerrufen", {"knocking": True}, 4, DEALER).state
    game.phases["deal"].dealt_as(probe, plain.log[0].value)
    assert probe.hands == plain.state.hands
    act(game, "knock", B, "cut")
    deck = deck_for(game.view(A), {s: list(plain.state.hands[s]) for s in range(4)},
                    [list(p) for p in plain.state.talon_parts])
    again = Game.new("neunzehnerrufen", {}, 4, DEALER)
    again.apply(Action("deal", -1, deck))
    assert again.state.hands == plain.state.hands


def test_a_whole_deal_with_knocking_by_the_standard_players():
    game, _ = shuffled_game("paskiewitsch", seed="whole")
    play_out(game, [HeuristicPlayer(s) for s in range(4)])
    assert game.is_terminal and sum(game.result["totals"].values()) == 0


@pytest.mark.parametrize("variant", ["tarok-mit-blocks", "tapp-tarok", "zwoelfer-tarok"])
def test_three_hands_the_left_neighbour_cuts_and_two_choose(variant):
    """Three players: the dealer's left-hand neighbour cuts (00-general.md "Shuffle and
    cut"); with whole packets (16, Zwölfer 12) the Vorhand chooses, then the second hand;
    the last has none (tarok-mit-blocks.md Deal 5)."""
    dealer = 0
    plain = Game.new(variant, {}, 3, dealer)
    plain.deal_seeded("three")
    game = Game.new(variant, {"knocking": True}, 3, dealer)
    game.deal_seeded("three")
    vorhand, second, last = 1, 2, 0
    assert game.to_move == 2  # play passes to the right: the dealer's left is seat 2
    act(game, "knock", 2, "knock")
    packets = [list(game.state.piles[f"packet_{k}"]) for k in (1, 2, 3)]
    assert len(packets[0]) == sum(game.variant.deal.packets)
    act(game, "knock", vorhand, "packet_2")
    assert values(game) == ["packet_1", "packet_3"] and game.to_move == second
    act(game, "knock", second, "packet_1")
    assert game.phase == "bid"
    assert [sorted(game.state.hands[s]) for s in (vorhand, second, last)] == \
        [sorted(packets[k]) for k in (1, 0, 2)]
