"""Strohmann-Tarok en deux (strohmann-tarok.md): the deal, the personal packets and what each
player sees of them at every action, play from the open tops, the trull/quatre window, and
the rule file's worked examples."""

from __future__ import annotations

import random

import pytest
from builders import cards

from tarokdesk.cards.card import card_from_name, card_name
from tarokdesk.cards.points import pile_points, pile_thirds
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.core.refusals import IllegalAction
from tarokdesk.core.state import Trick, pile_owner
from tarokdesk.players.random_player import RandomPlayer
from tarokdesk.players import HeuristicPlayer
from tarokdesk.rules.packets import packets_of

VARIANT = "strohmann-tarok"
VORHAND, DEALER = 1, 0


def order_for(vorhand: str, dealer: str, packets: dict[tuple[int, int], str]) -> tuple:
    """The pack order that deals these 15-card hands and these packets ((seat, i) -> four
    card names, bottom to top); the cards not named fill the rest in pack order."""
    game = Game.new(VARIANT, dealer=DEALER)
    named = {VORHAND: cards(vorhand), DEALER: cards(dealer)}
    laid = {key: cards(names) for key, names in packets.items()}
    used = {c for h in named.values() for c in h} | {c for p in laid.values() for c in p}
    spare = [c for c in game.variant.pack.cards if c not in used]
    for seat in (VORHAND, DEALER):
        while len(named[seat]) < 15:
            named[seat].append(spare.pop(0))
    order = []
    for k in range(3):
        for seat in (VORHAND, DEALER):
            order += named[seat][5 * k:5 * k + 5]
    for k in range(6):
        key = ((VORHAND, DEALER)[k % 2], k // 2)
        packet = laid.get(key) or [spare.pop(0) for _ in range(4)]
        order += packet
    assert sorted(order) == sorted(game.variant.pack.cards)
    return tuple(order)


def started(order, options=None, taker=VORHAND) -> Game:
    game = Game.new(VARIANT, options, dealer=DEALER)
    game.apply(Action(DEAL, CHANCE, order))
    if taker == VORHAND:
        game.apply(Action("bid", VORHAND, "aufnehmen"))
        game.apply(Action("bid", DEALER, "pass"))
    else:
        game.apply(Action("bid", VORHAND, "pass"))
        game.apply(Action("bid", DEALER, "aufnehmen" if taker == DEALER else "pass"))
    return game


def opened(order, options=None, taker=VORHAND) -> Game:
    game = started(order, options, taker)
    game.apply(Action("open", VORHAND, "open"))
    game.apply(Action("open", DEALER, "open"))
    return game


def play(game: Game, name: str) -> None:
    game.apply(Action("play", game.to_move, card_from_name(name)))


# --- deal and packets ("Deal" 2-5) ------------------------------------------------------------

def test_the_deal_gives_fifteen_each_and_keeps_the_other_24_face_down_as_the_stock():
    game = Game.new(VARIANT, dealer=DEALER)
    game.deal_seeded(3)
    state = game.state
    assert [len(h) for h in state.hands] == [15, 15]
    assert list(state.piles) == ["stock"] and len(state.piles["stock"]) == 24
    assert state.active == (VORHAND, DEALER) and state.to_move == VORHAND
    for seat in (VORHAND, DEALER, -1):
        assert game.view(seat).piles == {"stock": (None,) * 24}


def test_both_passing_throws_the_cards_in_and_the_option_plays_it_out():
    order = order_for("", "", {})
    game = started(order, taker=None)
    assert game.is_terminal and game.result["totals"] == {"0": 0, "1": 0}
    game = started(order, {"all_pass": "play_out"}, taker=None)
    assert game.phase == "open" and game.state.declarer is None


def test_packets_are_laid_alternately_and_opening_takes_trumps_and_kings_into_the_hand():
    order = order_for("", "", {(VORHAND, 0): "HQ D2 T5 SK",  # bottom to top
                               (DEALER, 0): "T3 T4 T6 T7",
                               (DEALER, 1): "C7 C8 HK S9"})
    game = started(order)
    names = packets_of(game.state, VORHAND)
    assert names == ["packet/1/0", "packet/1/1", "packet/1/2"]
    assert game.state.piles["packet/1/0"] == cards("HQ D2 T5 SK")
    assert all(len(p) == 4 for p in game.state.piles.values()) and len(game.state.piles) == 6
    game.apply(Action("open", VORHAND, "open"))
    state = game.state
    assert state.piles["packet/1/0"] == cards("HQ D2")  # SK and T5 promoted, D2 stays up
    assert {card_from_name("SK"), card_from_name("T5")} <= set(state.hands[VORHAND])
    assert len(state.hands[VORHAND]) == 15 + 2 + sum(
        4 - len(state.piles[n]) for n in names[1:])
    dealer_view = game.view(DEALER)
    assert dealer_view.piles["packet/1/0"] == (None, card_from_name("D2"))
    assert set(cards("SK T5")) <= set(dealer_view.hands[VORHAND])  # shown, then held
    assert dealer_view.piles["packet/0/0"] == (None,) * 4  # not opened yet
    game.apply(Action("open", DEALER, "open"))
    state = game.state
    assert state.piles["packet/0/0"] == []  # four trumps: all into the hand
    assert state.piles["packet/0/1"] == cards("C7 C8 HK S9")  # S9 stays face up on top
    assert game.phase == "play" and state.to_move == VORHAND


# --- play from the hand and the open tops ("Play", "Talon") -----------------------------------

def test_an_open_top_leads_and_the_card_beneath_is_turned_after_the_trick():
    order = order_for("H2 H3 H4 T1 T2", "HJ T10 T11 D3 D4",
                      {(VORHAND, 0): "SK C9 T8 D1", (VORHAND, 1): "S7 S8 S9 S10",
                       (VORHAND, 2): "C7 C8 C10 CJ", (DEALER, 0): "SQ SC SJ HC",
                       (DEALER, 1): "DQ DC DJ D2", (DEALER, 2): "CQ CC HQ H1"})
    game = opened(order)
    d1 = card_from_name("D1")
    assert Action("play", VORHAND, d1) in game.legal_actions()
    play(game, "D1")
    view = game.view(DEALER)
    assert view.piles["packet/1/0"] == (None, None, None)  # covered until the trick ends
    play(game, "D2")  # the dealer follows from his packet top
    state = game.state
    assert state.piles["packet/1/0"] == cards("SK C9")  # T8 promoted, C9 up
    assert card_from_name("T8") in state.hands[VORHAND]
    assert game.view(DEALER).piles["packet/1/0"] == (None, card_from_name("C9"))
    assert game.view(VORHAND).piles["packet/0/1"] == (None, None, card_from_name("DJ"))


def test_following_suit_counts_the_open_tops_and_trumping_is_refused_while_one_shows_it():
    order = order_for("C7 C8 C9 C10 S7", "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 "
                      "T8 T7 T6", {(DEALER, 0): "T1 T2 T3 H4", (VORHAND, 0): "D1 D2 D3 H3"})
    game = opened(order)
    play(game, "H3")
    with pytest.raises(IllegalAction) as refused:
        play(game, "T6")
    assert refused.value.refusal.code == "must_follow_suit"
    assert [card_name(a.value) for a in game.legal_actions()] == ["H4"]


def test_tous_les_trois_is_offered_while_together_in_the_hand_and_closes_when_one_is_played():
    order = order_for("SKUS T21 T1 H2 H3", "", {})
    game = opened(order)
    words = [a for a in game.legal_actions() if a.kind == "announce"]
    assert words == [Action("announce", VORHAND, "announce:tous_les_trois")]
    play(game, "SKUS")
    play(game, game.legal_actions()[0] and card_name(game.legal_actions()[0].value))
    assert game.to_move == VORHAND
    assert not [a for a in game.legal_actions() if a.kind == "announce"]
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action("announce", VORHAND, "announce:tous_les_trois"))
    assert refused.value.refusal.code == "not_announceable"


# --- what each player sees, at every action ----------------------------------------------------

def expected_piles(game: Game, used: set[str], viewer: int) -> dict:
    """"Talon": every non-empty packet shows its top, except one whose top was played in
    the trick still open; nothing beneath is seen by anybody, its owner included."""
    over = game.is_terminal
    shown = {}
    for name, pile in game.state.piles.items():
        if over:
            shown[name] = tuple(pile)
        elif name == "stock" or game.phase == "open" and pile_owner(name) not in \
                game.state.extra["packets"]["opened"]:
            shown[name] = (None,) * len(pile)
        else:
            top = () if not pile else (None if name in used else pile[-1],)
            shown[name] = (None,) * (len(pile) - 1) + top
    return shown


@pytest.mark.parametrize("seed", range(6))
def test_each_player_sees_exactly_his_hand_the_open_tops_and_the_shown_promotions(seed):
    game = Game.new(VARIANT, {"all_pass": "play_out"}, dealer=seed % 2)
    game.deal_seeded(seed)
    players = [HeuristicPlayer(seed), RandomPlayer(seed)]
    used: set[str] = set()
    promoted: dict[int, set] = {0: set(), 1: set()}
    while True:
        state = game.state
        for seat in (0, 1, -1):
            view = game.view(seat)
            assert view.piles == expected_piles(game, used, seat)
            if seat >= 0:
                assert list(view.hand) == state.hands[seat]
            others = {s: tuple(sorted(c for c in promoted[s] if c in state.hands[s]))
                      for s in (0, 1) if s != seat}
            assert {s: tuple(sorted(c)) for s, c in view.hands.items()} == \
                {s: c for s, c in others.items() if c}
        if game.is_terminal:
            break
        before = {n: list(p) for n, p in state.piles.items()}
        hands_before = [set(h) for h in state.hands]
        action = players[game.to_move].choose(game.view(game.to_move))
        tops = {p[-1]: n for n, p in before.items() if p and n.startswith("packet")}
        game.apply(action)
        if action.kind == "play" and action.value in tops:
            used.add(tops[action.value])
        if action.kind in ("play", "open") and not game.state.trick:
            used = set()
            for s in (0, 1):  # cards taken into a hand from a packet were shown
                promoted[s] |= set(game.state.hands[s]) - hands_before[s] - {action.value}
    assert sum(game.result["totals"].values()) == 0


# --- the worked examples ----------------------------------------------------------------------

def test_counting_a_two_player_pile_of_sixteen_cards_gives_33():
    """"Counting" (lines 519-525): 8 tricks = 16 cards = 5 packets (30 points) + one queen
    (3 1/3) -> 33."""
    packets = cards("SKUS T21 HK DK HQ DQ SC SJ H2 H3 H4 D2 D3 D4 S7")
    queen = card_from_name("CQ")
    assert pile_thirds(packets) == 90  # five packets of three: 30 points
    assert pile_points(packets + [queen]) == 33


def finished(declarer: int, declarer_thirds: int, last: list[tuple[int, str]],
             last_winner: int, announcements=()) -> dict:
    """A finished deal laid out directly: the declarer's won pile worth `declarer_thirds`,
    `last` the 27th trick; settled by the variant."""
    game = opened(order_for("", "", {}), taker=declarer)
    state = game.state
    last_cards = [card_from_name(n) for _, n in last]
    rest = [c for c in game.variant.pack.cards if c not in last_cards]
    need = declarer_thirds - (pile_thirds(last_cards) if last_winner == declarer else 0)
    pile, total = [], 0
    for card in sorted(rest, key=lambda c: -pile_thirds([c])):  # the dearest first
        if total + pile_thirds([card]) <= need:
            pile.append(card)
            total += pile_thirds([card])
    assert total == need
    other = 1 - declarer
    state.won = [[], []]
    state.won[declarer] = pile + (last_cards if last_winner == declarer else [])
    state.won[other] = [c for c in rest if c not in pile] + (
        last_cards if last_winner == other else [])
    state.tricks = [Trick(last[0][0], [(s, card_from_name(n)) for s, n in last], last_winner)]
    state.announcements = [dict(a) for a in announcements]
    return game.variant.settle(state)


def test_the_settlement_example_of_the_rule_file():
    """"Scoring and settlement": A (dealer) takes up and makes 37 1/3, announced tous les
    trois; B makes a silent Pagat ultimo (2): A +1, B -1. With 35 1/3: A -5, B +5."""
    a, b = DEALER, VORHAND
    trull = [{"item": "tous_les_trois", "seat": a}]
    last = [(a, "H4"), (b, "T1")]
    result = finished(a, 112, last, b, trull)
    assert result["seat_thirds"][str(a)] == 112 and result["points"]["declarer"] == 37
    assert result["thirds"] == {"declarer": 112, "defenders": 98}
    assert result["totals"] == {str(a): 1, str(b): -1}
    assert {i["item"] for i in result["items"]} == {"game", "tous_les_trois", "silent_ultimo"}
    result = finished(a, 106, last, b, trull)
    assert result["totals"] == {str(a): -5, str(b): 5}


def test_the_pagat_captured_in_the_last_trick_pays_the_capturer_and_the_custom_of_one():
    a, b = DEALER, VORHAND
    result = finished(a, 120, [(b, "T1"), (a, "T2")], a)
    assert result["totals"] == {str(a): 4, str(b): -4}  # game 2 + captured Pagat 2


def test_the_book_endgame_count_s9_against_s7():
    """Lines 2929-2947: after 23 tricks A (the Aufnehmer) has 27 1/3, B 30. Leading S9, B
    wins only the SQ trick and one with S10: B 34 1/3, A 35 2/3 and wins; leading S7, B takes
    SJ and later the SQ: B 35 1/3, A 34 2/3 loses. (The diagram is lost; the two lines' tricks
    are counted as the text gives them.)"""
    a_before, b_before = 82, 90
    s9_line = b_before + pile_thirds(cards("S9 SQ S10 S8"))  # SQ trick, S10 trick
    s7_line = b_before + pile_thirds(cards("S7 SJ SQ S8"))  # SJ trick, SQ trick
    assert (s9_line, 210 - s9_line) == (103, 107)
    assert (s7_line, 210 - s7_line) == (106, 104)
    assert a_before + b_before + 38 == 210


# --- the expert samples only what is hidden ---------------------------------------------------

@pytest.mark.parametrize("seed", range(3))
def test_the_expert_samples_only_the_other_hand_and_the_covered_packet_cards(seed):
    from tarokdesk.players.knowledge import Knowledge
    from tarokdesk.players.search.packets import table_of
    from tarokdesk.players.search.sampler import sample_world

    game = Game.new(VARIANT, {"all_pass": "play_out"}, dealer=seed % 2)
    game.deal_seeded(seed + 40)
    rng = random.Random(seed)
    player = HeuristicPlayer(seed)
    checked = 0
    while not game.is_terminal:
        seat = game.to_move
        view = game.view(seat)
        if view.phase == "play":
            know = Knowledge.of(view, game.variant.pack.cards)
            world = sample_world(view, know, rng)
            sampled = [c for cards in world.values() for c in cards]
            assert set(sampled) == know.unseen and len(sampled) == len(know.unseen)
            tops = {c for pile in view.piles.values() for c in pile if c is not None}
            assert not tops & set(sampled)
            assert {n: len(world[n]) for n in world if isinstance(n, str)} == \
                {n: p.count(None) for n, p in view.piles.items() if None in p}
            other = 1 - seat
            shown = set(view.hands.get(other, ()))
            assert shown <= set(world[other])  # shown promotions stay with their holder
            table = table_of(view, world)
            again = table.view(seat)
            assert again.piles == view.piles and again.hand == view.hand
            assert {a.value for a in again.legal} == {a.value for a in view.legal}
            checked += 1
        game.apply(player.choose(view))
    assert checked > 20
