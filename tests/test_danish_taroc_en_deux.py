"""Taroc en deux (danish-taroc-en-deux.md): 25 and 28 cards with 25 dead and unseen, the
non-dealer leading, the deal alternating; honours written on one's own score, the Pagat and
King capture values, the count in packets of two with the Scat as one of three; the partie to
100 with the rule file's constructed two-deal example exactly, in units."""

from __future__ import annotations

import json
import random

import pytest
from builders import cards, every_card_place
from danish_builders import C, dealt, finished, neutral_tricks

from tarokdesk.cards.card import PAGAT
from tarokdesk.core import Game, Session
from tarokdesk.core.state import Trick
from tarokdesk.players.driver import play_session
from tarokdesk.players.random_player import RandomPlayer
from tarokdesk.rules.counting import packet_points
from tarokdesk.rules.sheets import PartieSheet
from tarokdesk.variants.danish_taroc_en_deux import capture_entries

V = "danish-taroc-en-deux"
A, B = 0, 1


def test_deal_25_and_28_with_25_dead_cards_nobody_sees():
    game = Game.new(V, dealer=A)
    game.deal_seeded(4)
    state = game.state
    assert state.active == (B, A)  # the non-dealer receives first and leads
    assert [len(state.hands[s]) for s in (B, A)] == [25, 28]
    assert len(state.piles["dead"]) == 25
    assert sorted(every_card_place(game)) == sorted(game.variant.pack.cards)
    for seat in (A, B):
        assert game.view(seat).piles["dead"] == (None,) * 25
    while game.phase != "play":
        game.apply(game.legal_actions()[-1])
    assert game.to_move == B
    assert game.view(B).shown_discards[A] == ()  # the Scat is unseen
    assert Session(V, seed=1, first_dealer=A).dealer_of(1) == B  # the deal alternates


@pytest.mark.parametrize("pile, scat, points", [
    ("HK S3 T21 D7 SQ SJ", "", 15),  # Counting, the example
    ("HK SQ", "", 8),  # two counting cards: sum - 1
    ("SKUS", "", 4),  # a lone leftover: the Scus alone
    ("", "H2 H3 H4", 1),  # the Scat, one packet of three
])
def test_counting_in_packets_of_two_and_the_scat_of_three(pile, scat, points):
    game = finished(V, A, {A: cards(pile)}, cards(scat), [], {})
    assert game.variant.points(game.state, A) == points
    assert packet_points(cards("HK S3 T21 D7 SQ SJ"), 2) == 15


def test_capture_values_pagat_15_and_25_king_10_and_15():
    tricks = neutral_tricks([B, A], [A] * 22)
    tricks += [Trick(B, [(B, PAGAT), (A, C("T5"))], A),  # Pagat captured in the middle: 15
               Trick(B, [(B, C("HK")), (A, C("T6"))], A),  # a king in the middle: 10
               Trick(B, [(B, C("DK")), (A, C("T7"))], A)]  # a king in the last trick: 15
    assert capture_entries(finished(V, A, {}, [], tricks, {}).state) == \
        [("pagat_taken", A, 15), ("king_taken", A, 10), ("king_taken_last", A, 15)]
    last = neutral_tricks([B, A], [A] * 24)
    captured = last + [Trick(B, [(B, PAGAT), (A, C("T5"))], A)]
    ultimo = last + [Trick(A, [(A, C("H5")), (B, PAGAT)], B)]
    king_wins = last + [Trick(A, [(A, C("H5")), (B, C("HK"))], B)]
    assert capture_entries(finished(V, A, {}, [], captured, {}).state) == \
        [("pagat_taken_last", A, 25)]
    assert capture_entries(finished(V, A, {}, [], ultimo, {}).state) == \
        [("pagat_ultimo", B, 25)]
    assert capture_entries(finished(V, A, {}, [], king_wins, {}).state) == []


def pairs(counting: str, blanks: list[int]) -> list[int]:
    """Each counting card with a blank after it (a packet of two: value + 1 − 1)."""
    out = []
    for card in cards(counting):
        out += [card, blanks.pop(0)]
    return out


def pips() -> list[int]:
    return [c for c in range(22, 78) if (c - 22) % 14 >= 4]


def deal_one(carry=None) -> Game:
    """Deal 1, A deals: A 10 taroks, captures B's HK in trick 9, 33 card points; B a whole
    cavallerie in spades and 27."""
    blanks = pips()
    scat = [blanks.pop(0) for _ in range(3)]
    won_a = pairs("HK DK CK T21 HQ DQ CQ", blanks)
    won_b = pairs("SK SQ SC SJ T1 SKUS HC", blanks)
    tricks = neutral_tricks([B, A], [A] * 8 + [B] * 16)
    tricks.insert(8, Trick(B, [(B, C("HK")), (A, C("T5"))], A))
    game = finished(V, A, {A: won_a, B: won_b}, scat, tricks,
                    {A: ["taroks:10"], B: ["cavalry:S"]}, carry=carry)
    assert [game.variant.points(game.state, s) for s in (A, B)] == [33, 27]
    return game


def deal_two(carry) -> Game:
    """Deal 2, B deals: B 3 matadors, wins trick 25 with T1, 36 card points; A 24."""
    blanks = pips()
    scat = [blanks.pop(0) for _ in range(3)]
    won_b = pairs("HK DK T21 T1 SKUS HQ DQ SJ", blanks)
    won_a = pairs("SK CK SQ CQ SC DJ", blanks) + [blanks.pop(0), blanks.pop(0)]
    tricks = neutral_tricks([A, B], [A] * 10 + [B] * 14)
    tricks.append(Trick(A, [(A, C("H5")), (B, PAGAT)], B))
    game = finished(V, B, {A: won_a, B: won_b}, scat, tricks, {B: ["matadors:3"]}, carry=carry)
    assert [game.variant.points(game.state, s) for s in (A, B)] == [24, 36]
    return game


def test_constructed_example_b_wins_the_partie_and_31_points():
    first = deal_one()
    result = first.variant.settle(first.state)
    first.state.result = result
    assert result["written"] == {"0": 53, "1": 37}
    assert result["partie"] is None and result["totals"] == {"0": 16, "1": -16}
    second = deal_two(first.carry_after)
    result2 = second.variant.settle(second.state)
    assert result2["written"] == {"0": 24, "1": 71}
    partie = result2["partie"]
    assert partie["scores"] == [77, 108] and partie["winner"] == B
    assert partie["lead"] == 31 and partie["factor"] == 1 and partie["units"] == 32 + 31
    # the two deals pay what the partie is worth: 2 Mk 31 Sk
    assert result["totals"]["1"] + result2["totals"]["1"] == 63
    assert {e["item"] for e in result2["items"]} >= {"matadors", "pagat_ultimo", "partie"}
    sheet = second.variant.sitting.carry_sheet(result2["carry"])
    assert ("partie", "{seat1} 31 – (77 : 108)") in sheet.lines
    assert second.variant.sitting.session_over(result2["carry"])


@pytest.mark.parametrize("other, factor, mark", [(90, 1, "30 –"), (49, 2, "71 2")])
def test_the_source_example_120_against_90_and_the_double_below_50(other, factor, mark):
    """L352-358: 120 against 90 wins the partie and 30 (2 Mk 30 Sk), marked "30 –"; against
    49 the partie double and the points, marked with a 2. Deal 1 brings A 53 and B 37."""
    carry = PartieSheet.opening()
    carry["partie"]["scores"] = [120 - 53, other - 37]
    game = deal_one(carry)
    result = game.variant.settle(game.state)
    partie = result["partie"]
    assert partie["scores"] == [120, other] and partie["factor"] == factor
    assert partie["units"] == factor * 32 + 120 - other
    assert result["totals"]["0"] == 16 + factor * 32  # this deal's points and the stake
    sheet = game.variant.sitting.carry_sheet(result["carry"])
    assert ("partie", f"{{seat0}} {mark} (120 : {other})") in sheet.lines


def test_sessions_are_zero_sum_a_partie_closes_and_the_sheet_starts_again():
    session = Session(V, seed=3)
    play_session(session, [RandomPlayer(f"3:{s}") for s in range(2)], 8)
    closed = [g.result.get("partie") for g in session.games]
    assert any(closed)
    for game in session.games:
        assert sum(game.result["totals"].values()) == 0
    index = next(i for i, p in enumerate(closed) if p)
    partie = closed[index]
    paid = sum(g.result["totals"][str(partie["winner"])] for g in session.games[:index + 1])
    assert paid == partie["units"]
    if index + 1 < len(session.games):
        assert session.games[index + 1].state.carry == PartieSheet.opening()
    again = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert [g.carry_after for g in again.games] == [g.carry_after for g in session.games]


def test_random_deals_keep_every_card_and_the_dead_stock_counts_for_nobody():
    for seed in range(6):
        game = dealt(V, {}, dealer=seed % 2, seed=seed)
        dead = list(game.state.piles["dead"])
        rng = random.Random(seed)
        while not game.is_terminal:
            game.apply(rng.choice(game.legal_actions()))
        assert game.state.piles["dead"] == dead
        assert not set(dead) & {c for s in (A, B) for c in game.state.won[s]}
        assert sorted(every_card_place(game)) == sorted(game.variant.pack.cards)


def test_the_skus_en_deux_played_to_a_lead_owed_and_forced_at_trick_22():
    """Play 5: the Sküs goes back to its holder (a blank owed while he has no trick), is
    never led by choice, and is its holder's only card at trick 22; every card stays."""
    from tarokdesk.cards.card import SKUS
    from tarokdesk.rules.excuse import EXCUSE_KEY
    forced = owed = False
    for seed in range(60):
        game = Game.new(V, dealer=seed % 2)
        game.deal_seeded(seed)
        rng = random.Random(seed)
        while game.phase != "play":
            game.apply(game.legal_actions()[-1])
        holder = next((s for s in (A, B) if SKUS in game.state.hands[s]), None)
        while not game.is_terminal:
            legal = [a.value for a in game.legal_actions()]
            number = len(game.state.tricks) + 1
            if game.to_move == holder and SKUS in game.state.hands[holder]:
                if number == 22:
                    assert legal == [SKUS]
                    forced = True
                elif not game.state.trick:
                    assert SKUS not in legal  # not led by choice
            plain = [c for c in legal if c != SKUS] or legal
            card = rng.choice(plain)
            if SKUS in legal and seed % 2 and not any(t.winner == holder
                                                      for t in game.state.tricks):
                card = SKUS  # played to a lead before his first trick: the blank owed
            game.apply(next(a for a in game.legal_actions() if a.value == card))
            record = game.state.extra.get(EXCUSE_KEY)
            owed |= bool(record and record["paid"] is None and record["to"] is not None)
            assert sorted(every_card_place(game)) == sorted(game.variant.pack.cards)
        if holder is not None:
            assert SKUS in game.state.won[holder]
    assert forced and owed


def test_every_excuse_case_keeps_the_78_cards():
    """Play 5 en deux: the Sküs refused as a lead (excuse_not_leadable), played to a lead,
    forced at its deadline (excuse_forced), played before its holder's first trick (the blank
    owed, then paid from his next trick); all 78 cards, the dead stock's included, stay."""
    from danish_builders import excuse_cases
    assert excuse_cases(V, range(40)) == {
        "led_refused", "to_a_lead", "forced", "owed", "paid_from_next_trick"}
