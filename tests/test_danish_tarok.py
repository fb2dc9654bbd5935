"""Danish Tarok for three (danish-tarok.md): the deal to the left with the dealer's 28, the Scat
and its tarok exceptions, the honours declared dealer first, the Scus (never led, forced at
trick 22, the blank handed over or owed, counted 4 alone), the counting in packets of three,
and every worked example of the rule file exactly."""

from __future__ import annotations

import random

import pytest
from builders import cards
from danish_builders import C, blanks, dealt, finished, neutral_tricks

from tarokdesk.cards.card import PAGAT, SKUS, TRUMP, is_trump, suit_of
from tarokdesk.core import Action, Game, Session
from tarokdesk.core.state import Trick
from tarokdesk.rules.announcements import DECLARE_KEY
from tarokdesk.rules.counting import packet_points
from tarokdesk.rules.excuse import EXCUSE_KEY
from tarokdesk.rules.honours import chief_matadors
from tarokdesk.variants.danish_tarok import honour_items, honour_value, seven_kings_items

V = "danish-tarok"


def points_total(game: Game) -> int:
    return sum(game.variant.points(game.state, s) for s in game.state.active)


def to_play(game: Game, scat: list[int] | None = None, declare: bool = True) -> None:
    while game.phase != "play":
        legal = game.legal_actions()
        if game.phase == "discard":
            game.apply(next((a for a in legal if scat and a.value in scat), legal[-1]))
        else:
            claim = next((a for a in legal if a.value != "pass"), None)
            game.apply(claim if declare and claim else next(a for a in legal
                                                            if a.value == "pass"))


def play_on(game: Game, rng: random.Random, until=lambda g: False, skus: bool = False) -> None:
    while not game.is_terminal and not until(game):
        legal = game.legal_actions()
        plain = [a for a in legal if a.value != SKUS]
        game.apply(rng.choice(legal if skus or not plain else plain))


# --- counting (Counting) -----------------------------------------------------------------------

@pytest.mark.parametrize("pile, points", [
    ("HK SK H5", 9),  # L229: two kings and a blank
    ("SK HK CK", 13), ("HK DK SJ", 10),  # L230-231
    ("HK SQ T21 DJ H2 H3 H4 H5 H6 H7 H8 H9 H10 D2 D3", 17),  # the 15-card pile
    ("SKUS", 4),  # Scus worth 4: kept alone, uncovered
])
def test_counting_in_packets_of_three(pile, points):
    assert packet_points(cards(pile), 3) == points


def test_every_deal_counts_78_and_the_scat_is_the_dealers():
    for seed in range(12):
        game = Game.new(V, dealer=seed % 3)
        game.deal_seeded(seed)
        to_play(game)
        scat = list(game.state.discards[game.state.dealer])
        play_on(game, random.Random(seed), skus=True)
        assert points_total(game) == 78
        assert len(scat) == 3
        assert sum(game.result["totals"].values()) == 0


# --- the deal and the Scat ---------------------------------------------------------------------

def test_deal_to_the_left_25_25_and_the_dealer_28_who_deals_next_is_on_his_left():
    game = Game.new(V, dealer=0)
    game.deal_seeded(3)
    state = game.state
    assert state.active == (2, 1, 0)  # the dealer's left (seat 2) first, the dealer last
    assert [len(state.hands[s]) for s in (2, 1, 0)] == [25, 25, 28]
    assert game.variant.seating.next_dealer(0) == 2
    session = Session(V, seed=1, first_dealer=0)
    assert [session.dealer_of(n) for n in range(4)] == [0, 2, 1, 0]


def test_with_four_the_seat_opposite_the_dealer_sits_out_and_pays_nothing():
    game = Game.new(V, n_seats=4, dealer=1)
    game.deal_seeded(5)
    assert game.state.active == (0, 2, 1) and not game.state.hands[3]
    to_play(game)
    play_on(game, random.Random(5), skus=True)
    assert game.result["totals"]["3"] == 0 and sum(game.result["totals"].values()) == 0


def test_scat_no_king_no_tarok_and_never_shown():
    game = dealt(V, {0: cards("HK SKUS T21 T5 T9 H5 D3")}, dealer=0)
    legal = {a.value for a in game.legal_actions()}
    assert not legal & set(cards("HK SKUS T21 T5 T9")) and C("H5") in legal
    refusal = game.refusal(Action("discard", 0, C("HK")))
    assert refusal.code == "may_not_discard_king"
    assert game.refusal(Action("discard", 0, C("T5"))).code == "scat_tarok_danish"
    game.apply(Action("discard", 0, C("H5")))
    assert game.view(1).shown_discards[0] == () and game.view(1).discards_sizes[0] == 1


def dealt_without_other_taroks(hands, dealer=0):
    """A deal whose dealer holds just the named taroks, his hand filled with suit cards."""
    named = hands[dealer]
    filler = [c for c in range(22, 78) if c not in named][:28 - len(named)]
    return dealt(V, {**hands, dealer: named + filler}, dealer=dealer)


@pytest.mark.parametrize("taroks, allowed", [
    ("T1 T7 T12", "T1"),  # a) exactly three with the Pagat: the Pagat only
    ("T1 SKUS T12", "T1 SKUS T12"),  # b) Pagat, Scus and one tarok: any of them
    ("T7 T12 SKUS", ""),  # three without the Pagat: none
])
def test_scat_tarok_exceptions_with_exactly_these_taroks(taroks, allowed):
    hand = cards(taroks)
    game = dealt_without_other_taroks({0: hand})
    legal = {a.value for a in game.legal_actions()}
    assert legal & set(hand) == set(cards(allowed))


# --- honours -----------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, count", [
    ("T21 T1 SKUS", 3), ("T21 T1 SKUS T20", 4), ("T21 T1 SKUS T20 T19 T17", 5),
    ("T21 T1 T20 T19", 0), ("T21 SKUS T20", 0),
])
def test_chief_matadors_need_all_three_and_run_down_from_t21(hand, count):
    assert chief_matadors(cards(hand)) == count


def test_honour_items_and_values():
    assert honour_items(cards("T21 T1 SKUS T20 HK HQ HC HJ")) == \
        ["matadors:4", "scused_cavalry:H"]
    assert honour_value("matadors:4") == 15 and honour_value("scused_cavalry:H") == 20
    # the Scus completes one cavallerie only; a half one needs the king
    assert honour_items(cards("SKUS SK SQ SJ DQ DC DJ")) == ["half_cavalry:S"]
    assert honour_value("half_cavalry:S") == 5 and honour_value("half_cavalry:S", 10) == 10
    assert honour_items(cards("HK DK SK CK")) == ["four_kings"]
    assert honour_items(cards("HK DK SK SKUS")) == ["three_kings_skus"]
    ten = cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 SKUS")  # the Scus counts for ten taroks
    assert honour_items(ten) == ["taroks:10"] and honour_value("taroks:10") == 10
    assert honour_items(cards("HK HQ HC HJ DK DQ DC DJ SKUS")) == \
        ["scused_cavalry:H", "cavalry:D"]


def test_the_dealer_declares_first_then_to_the_left():
    game = Game.new(V, dealer=1)
    game.deal_seeded(2)
    to_play_order = []
    while game.phase != "play":
        if game.phase == "declare" and game.to_move not in to_play_order:
            to_play_order.append(game.to_move)
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value == "pass"), legal[-1]))
    assert to_play_order == [1, 0, 2]


def test_honours_are_judged_after_the_scat():
    """Talon rule 2: nothing laid away can be declared (a cavallerie figure in the Scat)."""
    game = dealt_without_other_taroks({0: cards("T5 T6 T7 HK HQ HC HJ")})
    game.apply(Action("discard", 0, C("HJ")))
    while game.phase == "discard":
        game.apply(next(a for a in game.legal_actions() if a.value not in cards("HQ HC")))
    assert "declare:cavalry:H" not in {a.value for a in game.legal_actions()}


# --- the Scus (Play 5) -------------------------------------------------------------------------

def holder_to_lead(seed_range, dealer=0):
    for seed in seed_range:
        game = Game.new(V, dealer=dealer)
        game.deal_seeded(seed)
        to_play(game)
        if SKUS in game.state.hands[game.to_move]:
            return game
    raise AssertionError


def test_the_scus_may_not_be_led_but_is_always_playable_to_a_lead():
    game = holder_to_lead(range(80))
    holder = game.to_move
    assert SKUS not in {a.value for a in game.legal_actions()}
    assert game.refusal(Action("play", holder, SKUS)).code == "excuse_not_leadable"
    assert "danish-tarok.md" in game.refusal(Action("play", holder, SKUS)).rule
    game.apply(next(a for a in game.legal_actions()))
    play_on(game, random.Random(1), until=lambda g: g.to_move == holder)
    if game.state.trick:
        assert SKUS in {a.value for a in game.legal_actions()}


def test_option_leads_the_scus_as_a_tarok():
    for seed in range(80):
        game = Game.new(V, options={"excuse_lead": True}, dealer=0)
        game.deal_seeded(seed)
        to_play(game)
        if SKUS in game.state.hands[game.to_move]:
            break
    assert SKUS in {a.value for a in game.legal_actions()}
    holder = game.to_move
    game.apply(Action("play", holder, SKUS))
    nxt = game.to_move
    taroks = [c for c in game.state.hands[nxt] if is_trump(c)]
    if taroks:  # a Scus lead asks for taroks
        assert {a.value for a in game.legal_actions()} == set(taroks)


def test_the_scus_is_forced_at_trick_22_led_as_a_tarok_and_cards_stay_78():
    rng = random.Random(4)
    for seed in range(300):
        game = Game.new(V, dealer=seed % 3)
        game.deal_seeded(seed)
        to_play(game)
        holder = next((s for s in game.state.active if SKUS in game.state.hands[s]), None)
        if holder is None:
            continue
        play_on(game, rng, until=lambda g: len(g.state.tricks) == 21
                and g.to_move == holder and not g.is_terminal)
        if game.is_terminal or SKUS not in game.state.hands[holder]:
            continue
        if game.state.trick:  # not his lead; go on to find one where he leads
            continue
        assert [a.value for a in game.legal_actions()] == [SKUS]
        assert game.refusal(Action("play", holder, game.state.hands[holder][0]
                                   if game.state.hands[holder][0] != SKUS
                                   else game.state.hands[holder][1])).code == "excuse_forced"
        game.apply(Action("play", holder, SKUS))
        second = game.to_move
        taroks = [c for c in game.state.hands[second] if is_trump(c)]
        if taroks:
            assert {a.value for a in game.legal_actions()} == set(taroks)
        play_on(game, rng)
        assert points_total(game) == 78
        return
    raise AssertionError("no deal with the Scus held to trick 22 on lead")


def test_the_scus_exchange_hands_a_blank_or_owes_it_and_alone_counts_4():
    """Play 5c: played before his first trick the blank is owed, paid from his first trick;
    a holder who never takes a trick keeps the Scus alone, 4 points, and the 78 stand."""
    seen_owed = seen_paid = False
    for seed in range(150):
        game = Game.new(V, dealer=seed % 3)
        game.deal_seeded(seed)
        to_play(game)
        rng = random.Random(seed)
        holder = next((s for s in game.state.active if SKUS in game.state.hands[s]), None)
        if holder is None:
            continue
        while not game.is_terminal:
            legal = game.legal_actions()
            if game.to_move == holder and any(a.value == SKUS for a in legal) \
                    and not any(t.winner == holder for t in game.state.tricks):
                game.apply(Action("play", holder, SKUS))
            else:
                plain = [a for a in legal if a.value != SKUS] or legal
                game.apply(rng.choice(plain))
            record = game.state.extra.get(EXCUSE_KEY)
            if record and record["paid"] is None and not game.state.trick:
                seen_owed = True
                assert game.state.won[holder][-1] == SKUS or \
                    any(t.winner == holder for t in game.state.tricks)
        record = game.state.extra[EXCUSE_KEY]
        if any(t.winner == holder for t in game.state.tricks):
            seen_paid |= record["paid"] is not None
            assert record["paid"] is not None
        else:
            assert game.state.won[holder] == [SKUS]
            assert game.variant.points(game.state, holder) == 4
        assert points_total(game) == 78
    assert seen_owed and seen_paid


def test_a_holder_with_only_counting_cards_gives_the_lowest_valued():
    game = Game.new(V, dealer=0)
    game.deal_seeded(1)
    to_play(game)
    phase = game.variant.phases["play"]
    state = game.state
    state.won[0] = cards("HK DJ SQ")
    record = {"holder": 0, "to": 1, "paid": None, "trick": 0, "powerless": False}
    phase._pay(state, record)
    assert record["paid"] == C("DJ") and C("DJ") in state.won[1]


# --- settlement: the rule file's worked example -------------------------------------------------

A, B, CC = 0, 2, 1
"""A deals; B is on A's left (seat 2, the deal going to the left), C next (seat 1)."""


def example_piles() -> dict[int, list[int]]:
    """Piles of 33 (A, with his Scat), 27 (B) and 18 (C): 78 cards, all counted."""
    kings, queens = cards("HK SK DK CK"), cards("HQ SQ DQ CQ")
    used = set(kings + queens + cards("T21 T1 SKUS HC SC DC CC HJ SJ DJ CJ"))
    pips = [c for c in range(78) if c not in used]
    a = kings + queens[:2] + pips[:27]
    b = cards("T21 T1 SKUS") + queens[2:] + pips[27:49]
    c = cards("HC SC DC CC HJ SJ DJ CJ") + pips[49:]
    return {A: a, B: b, CC: c}


def example_game(c_takes_tricks=True, pagat="ultimo") -> Game:
    piles = example_piles()
    scat, won_a = piles[A][-3:], piles[A][:-3]
    winners = [A] * 9 + [B] * 7 + ([CC] * 8 if c_takes_tricks else [A] * 8)
    seats = [B, CC, A]
    tricks = neutral_tricks(seats, winners)
    if pagat == "ultimo":  # B wins the 25th trick with T1
        tricks.append(Trick(B, [(B, PAGAT), (CC, C("H5")), (A, C("D6"))], B))
    else:  # B's T1 captured by A in trick 14
        tricks.insert(13, Trick(B, [(B, PAGAT), (CC, C("H5")), (A, C("T9"))], A))
        tricks.append(neutral_tricks(seats, [B])[0])
    game = finished(V, A, {A: won_a, B: piles[B], CC: piles[CC]}, scat, tricks,
                    {A: ["cavalry:H"], B: ["matadors:4"]})
    assert [game.variant.points(game.state, s) for s in (A, B, CC)] == [33, 27, 18]
    return game


def nets(game: Game, items: set[str] | None = None) -> dict[int, int]:
    result = game.variant.settle(game.state)
    net = {A: 0, B: 0, CC: 0}
    for entry in result["items"]:
        if items is None or entry["item"] in items:
            for seat, value in entry["amounts"].items():
                net[int(seat)] += value
    return net


def test_worked_example_nets_a_2_b_41_c_minus_43():
    game = example_game()
    assert nets(game, {"cavalry"}) == {A: 20, B: -10, CC: -10}
    assert nets(game, {"matadors"}) == {A: -15, B: 30, CC: -15}
    assert nets(game, {"pagat_ultimo"}) == {A: -10, B: 20, CC: -10}
    assert nets(game, {"card_points"}) == {A: 7, B: 1, CC: -8}
    assert nets(game) == {A: 2, B: 41, CC: -43}


def test_worked_example_c_without_a_trick_receives_26_from_each():
    game = example_game(c_takes_tricks=False)
    assert nets(game, {"no_trick", "card_points"}) == {A: -26, B: -26, CC: 52}
    assert nets(game) == {A: -31, B: 14, CC: 17}


def test_worked_example_b_pagat_captured_pays_5_to_each():
    game = example_game(pagat="captured")
    assert nets(game, {"pagat_captured", "pagat_ultimo"}) == {A: 5, B: -10, CC: 5}


def test_two_without_a_trick_each_receive_26_from_the_third():
    game = example_game(c_takes_tricks=False)
    game.state.tricks = neutral_tricks([B, CC, A], [A] * 25)
    assert nets(game, {"no_trick", "card_points"}) == {A: -52, B: 26, CC: 26}


def test_option_no_trick_bonus_off_counts_the_cards():
    game = example_game(c_takes_tricks=False)
    off = Game.new(V, options={"no_trick_bonus": False}, dealer=A)
    result = off.variant.settle(game.state)
    assert "no_trick" not in {e["item"] for e in result["items"]}


def test_option_ten_taroks_paid_only_with_26_points():
    game = example_game()
    game.state.extra[DECLARE_KEY][str(CC)] = ["taroks:10"]
    assert nets(game, {"taroks"}) == {A: -10, B: -10, CC: 20}
    strict = Game.new(V, options={"ten_taroks": "with_26"}, dealer=A)
    result = strict.variant.settle(game.state)  # C made only 18
    assert "taroks" not in {e["item"] for e in result["items"]}


def test_option_kings_lost_and_the_pagat_double():
    game = example_game(pagat="captured")
    game.state.tricks[2] = Trick(B, [(B, C("HK")), (CC, C("T7")), (A, C("H2"))], CC)
    vk = Game.new(V, options={"kings_lost": True}, dealer=A)
    result = vk.variant.settle(game.state)
    by_item = {e["item"]: e["amounts"] for e in result["items"]}
    assert by_item["king_captured"] == {str(B): -10, str(A): 5, str(CC): 5}
    assert by_item["pagat_captured"] == {str(B): -20, str(A): 10, str(CC): 10}


def test_option_kings_lost_pagat_and_mond_in_the_last_two_tricks_30():
    game = example_game()
    tricks = game.state.tricks[:-1]
    tricks[-1] = Trick(B, [(B, PAGAT), (CC, C("H5")), (A, C("D6"))], B)
    tricks.append(Trick(B, [(B, C("T21")), (CC, C("T8")), (A, C("D7"))], B))
    game.state.tricks = tricks
    vk = Game.new(V, options={"kings_lost": True}, dealer=A)
    items = {e["item"]: e["amounts"] for e in vk.variant.settle(game.state)["items"]}
    assert items["pagat_mond"] == {str(B): 60, str(A): -30, str(CC): -30}
    assert "pagat_ultimo" not in items


def test_option_few_taroks_deals_again():
    """Deal 4 (house rule): a hand with two tarok cards voids the deal; by default it plays."""
    two = cards("T4 T9") + list(range(22, 45))
    for options, phase in (({"few_taroks": True}, "deal"), ({}, "discard")):
        game = dealt(V, {2: two}, dealer=0, options=options)
        assert game.phase == phase and game.state.redeals == (phase == "deal")


# --- option V-7: "7 Kings and matadors from below" ------------------------------------------------

@pytest.mark.parametrize("hand, items", [
    ("T21 T1 SKUS HK", ["honneurs", "seven_kings:4"]),  # 3 Honneurs 10; four "Kings" 10
    ("T21 T20 T19 HK DK", ["seven_kings:3", "run_above:3"]),  # a whole run from above: 10
    ("T1 T2 T4 SKUS", ["run_below_scused:4"]),  # the Sküs fills T3: a scused run of four
    ("T21 T20 T18 T1 T2 T3 SKUS HK", ["honneurs", "seven_kings:4", "run_above_scused:4",
                                      "run_below:3"]),
    ("T20 T19 T18 SKUS", []),  # no run without the real Mond; the Sküs never replaces it
])
def test_seven_kings_scheme(hand, items):
    assert seven_kings_items(cards(hand)) == items


def test_seven_kings_values_and_the_option_replaces_matadors_and_kings():
    values = {item: honour_value(item) for item in (
        "honneurs", "seven_kings:3", "seven_kings:4", "seven_kings:7", "run_above:3",
        "run_above:5", "run_below_scused:3", "run_below_scused:4")}
    assert values == {"honneurs": 10, "seven_kings:3": 5, "seven_kings:4": 10,
                      "seven_kings:7": 25, "run_above:3": 10, "run_above:5": 20,
                      "run_below_scused:3": 5, "run_below_scused:4": 10}
    hand = cards("T21 T1 SKUS T20 HK DK SK CK")
    game = dealt(V, {1: hand}, dealer=0, options={"honours": "seven_kings"})
    items = game.variant._held(game.state, 1)
    assert "matadors:4" not in items and "four_kings" not in items
    assert {"honneurs", "seven_kings:7"} <= set(items)


def test_the_books_example_the_skus_instead_of_a_queen_that_could_follow():
    """L199-204: Cajus leads a club; Titius, who holds a club and fears the King behind him,
    plays the Sküs instead, takes it back and gives the trick a card from his earlier tricks;
    the trick still makes its full count."""
    rng = random.Random(3)
    for seed in range(200):
        game = Game.new(V, dealer=seed % 3)
        game.deal_seeded(seed)
        to_play(game)
        while not game.is_terminal:
            state, seat = game.state, game.to_move
            trick = state.trick
            if trick and SKUS in state.hands[seat] and suit_of(trick[0][1]) != TRUMP and any(
                    suit_of(c) == suit_of(trick[0][1]) for c in state.hands[seat]) and any(
                    t.winner == seat for t in state.tricks):
                assert SKUS in {a.value for a in game.legal_actions()}
                before = {s: len(state.won[s]) for s in state.active}
                game.apply(Action("play", seat, SKUS))
                play_on(game, rng, until=lambda g: not g.state.trick)
                record = game.state.extra[EXCUSE_KEY]
                winner = game.state.tricks[-1].winner
                assert record["holder"] == seat and record["to"] == winner
                assert record["paid"] is not None and SKUS in game.state.won[seat]
                assert len(game.state.won[winner]) == before[winner] + 3  # a full trick
                assert len(game.state.won[seat]) == before[seat]  # the Sküs for the blank
                return
            plain = [a for a in game.legal_actions() if a.value != SKUS] or \
                game.legal_actions()
            game.apply(rng.choice(plain))
    raise AssertionError("no deal with the Sküs beside the suit led")


def test_every_excuse_case_keeps_the_78_cards():
    """Play 5: the Scus refused as a lead (excuse_not_leadable), played to a lead, forced at
    its deadline (excuse_forced), played before its holder's first trick (the blank owed,
    then paid from his next trick); all 78 cards stay in play and the count is 78."""
    from danish_builders import excuse_cases
    assert excuse_cases(V, range(40), n_seats=3, count=points_total) == {
        "led_refused", "to_a_lead", "forced", "owed", "paid_from_next_trick"}
