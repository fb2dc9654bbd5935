"""Cards, packs, rank orders and card-point counting.

Specification: assets/rules/00-general.md, sections "The cards" (file lines 43-149) and
"Counting" (file lines 394-445); tapp-tarok.md "Counting" (file lines 319-333).
Citations are "file:line" in assets/rules.
"""

from __future__ import annotations

import itertools
import random

import pytest

from builders import cards

from tarokdesk.cards import (
    MOND, PACKS, PAGAT, SKUS, card_from_name, card_thirds, is_king, is_trump, pack_by_id,
    pile_points, pile_thirds, suit_of, trump_number,
)
from tarokdesk.cards.card import TRUMP, card_name

P54 = PACKS["tarok-54"]
P42 = PACKS["tarok-42"]
P78 = PACKS["tarok-78"]
W52 = PACKS["whist-52"]


def ranked(pack, card_names: str) -> list[int]:
    """The ranks of the named cards, in the order given."""
    return [pack.rank[c] for c in cards(card_names)]


def strictly_descending(values) -> bool:
    return all(a > b for a, b in zip(values, values[1:]))


# --------------------------------------------------------------------------------------------
# Packs
# --------------------------------------------------------------------------------------------

# 00-general.md:33 (Packs row) and 00-general.md:45-56 "The 78-card pack": 56 + 21 + 1 = 78.
def test_pack_of_78_has_56_suit_cards_21_taroks_and_the_skus():
    assert len(P78.cards) == 78
    assert len(set(P78.cards)) == 78
    assert sum(1 for c in P78.cards if is_trump(c)) == 22  # T1..T21 + SKUS
    assert SKUS in P78 and PAGAT in P78 and MOND in P78
    for suit in range(4):
        assert sum(1 for c in P78.cards if suit_of(c) == suit) == 14  # K Q C J 1..10


# 00-general.md:71-90 "The 54-card pack": the table H/D/S/C 8 each + 22 trumps = 54.
def test_pack_of_54_removes_the_24_lowest_pips():
    assert len(P54.cards) == 54
    assert sum(1 for c in P54.cards if is_trump(c)) == 22
    expected = {
        0: "HK HQ HC HJ H1 H2 H3 H4",
        1: "DK DQ DC DJ D1 D2 D3 D4",
        2: "SK SQ SC SJ S10 S9 S8 S7",
        3: "CK CQ CC CJ C10 C9 C8 C7",
    }
    for suit, row in expected.items():
        assert {c for c in P54.cards if suit_of(c) == suit} == set(cards(row))
    # lines 73-74: in Coeur and Carreau the 5-10 removed, in Pique and Treff the 1-6
    for removed in "H5 H6 H7 H8 H9 H10 D5 D10 S1 S2 S6 C1 C6".split():
        assert card_from_name(removed) not in P54


# 00-general.md:95-109 "The 42-card pack": each suit keeps K Q C J and one pip.
def test_pack_of_42_keeps_one_pip_per_suit():
    assert len(P42.cards) == 42
    assert sum(1 for c in P42.cards if is_trump(c)) == 22
    assert {c for c in P42.cards if not is_trump(c)} == set(cards(
        "HK HQ HC HJ H1 DK DQ DC DJ D1 SK SQ SC SJ S10 CK CQ CC CJ C10"))


# 00-general.md:50 ("the 52 cards of the whist pack") / whist.md: no cavalls, no taroks.
def test_whist_pack_has_52_cards_without_cavalls_or_taroks():
    assert len(W52.cards) == 52
    assert not any(is_trump(c) for c in W52.cards)
    assert card_from_name("HC") not in W52
    assert W52.name(card_from_name("H1")) == "HA"


# Pack sizes 78 / 54 / 42 / 52 (00-general.md:33, :50, :56, :90, :109).
@pytest.mark.parametrize("pack_id,size", [("tarok-78", 78), ("tarok-54", 54), ("tarok-42", 42),
                                          ("whist-52", 52)])
def test_pack_sizes(pack_id, size):
    pack = pack_by_id(pack_id)
    assert len(pack.cards) == size == len(pack.members)


# --------------------------------------------------------------------------------------------
# Rank orders
# --------------------------------------------------------------------------------------------

# 00-general.md:83-93 and tapp-tarok.md:24-25: red H1 > H2 > H3 > H4, black S10 > ... > S7,
# and in each suit K > Q > C > J > the scartings (00-general.md:76).
def test_rank_order_red_suits_one_high_in_the_54_pack():
    assert strictly_descending(ranked(P54, "HK HQ HC HJ H1 H2 H3 H4"))
    assert strictly_descending(ranked(P54, "DK DQ DC DJ D1 D2 D3 D4"))


def test_rank_order_black_suits_ten_high_in_the_54_pack():
    assert strictly_descending(ranked(P54, "SK SQ SC SJ S10 S9 S8 S7"))
    assert strictly_descending(ranked(P54, "CK CQ CC CJ C10 C9 C8 C7"))


# 00-general.md:61-63 (reconstruction for 78 cards): red K Q C J 1 .. 10, black K Q C J 10 .. 1.
def test_rank_order_of_the_78_pack():
    assert strictly_descending(ranked(P78, "HK HQ HC HJ " + " ".join(f"H{p}" for p in range(1, 11))))
    assert strictly_descending(ranked(P78, "CK CQ CC CJ " + " ".join(f"C{p}" for p in range(10, 0, -1))))


# 00-general.md:101-106: 42 cards, red K Q C J 1; black K Q C J 10.
def test_rank_order_of_the_42_pack():
    assert strictly_descending(ranked(P42, "HK HQ HC HJ H1"))
    assert strictly_descending(ranked(P42, "SK SQ SC SJ S10"))


# 00-general.md:64-66, :76-78, :89; tapp-tarok.md:313-314: SKUS > T21 (Mond) > ... > T1 (Pagat).
@pytest.mark.parametrize("pack", [P54, P42, P78], ids=lambda p: p.id)
def test_rank_order_of_the_taroks_skus_highest_pagat_lowest(pack):
    order = "SKUS " + " ".join(f"T{n}" for n in range(21, 0, -1))
    assert strictly_descending(ranked(pack, order))
    assert trump_number(SKUS) == 22 and trump_number(PAGAT) == 1 and trump_number(MOND) == 21


# whist.md: A > K > Q > J > 10 > ... > 2 (the 52-card Whist pack).
def test_whist_rank_order_ace_high():
    assert strictly_descending(ranked(W52, "H1 HK HQ HJ " + " ".join(f"H{p}" for p in range(10, 1, -1))))


# 00-general.md:112-119 "Honours": SKUS, T21, T1 and the four kings are the honours.
def test_kings_and_trumps_are_recognised():
    assert [is_king(c) for c in cards("HK DK SK CK")] == [True] * 4
    assert not any(is_king(c) for c in cards("HQ SKUS T21 T1 S10"))
    assert all(suit_of(c) == TRUMP for c in cards("SKUS T21 T1 T10"))


# --------------------------------------------------------------------------------------------
# Card points
# --------------------------------------------------------------------------------------------

# 00-general.md:125-137 "Card point values": honours 4 1/3, Q 3 1/3, C 2 1/3, J 1 1/3, others 1/3.
@pytest.mark.parametrize("name,thirds", [
    ("SKUS", 13), ("T21", 13), ("T1", 13), ("HK", 13), ("DK", 13), ("SK", 13), ("CK", 13),
    ("HQ", 10), ("SQ", 10), ("DC", 7), ("CC", 7), ("HJ", 4), ("CJ", 4),
    ("T2", 1), ("T20", 1), ("H1", 1), ("H4", 1), ("S10", 1), ("C7", 1),
])
def test_card_values_in_thirds(name, thirds):
    assert card_thirds(card_from_name(name)) == thirds


# 00-general.md:38 and :139-146: the 54 pack holds 70 points, the 42 pack 66.
def test_card_point_totals_70_and_66():
    assert pile_thirds(P54.cards) == 210
    assert pile_points(P54.cards) == 70
    assert pile_thirds(P42.cards) == 198
    assert pile_points(P42.cards) == 66


# 00-general.md:405-413 "The book's method: packets of three", the three book examples.
@pytest.mark.parametrize("packet,points", [
    ("SKUS T15 T3", 5),
    ("CK CJ C8", 6),
    ("HK HQ HJ", 9),
])
def test_packet_examples_of_the_book(packet, points):
    assert pile_points(cards(packet)) == points
    assert pile_thirds(cards(packet)) == 3 * points  # the exact sum is a whole number


# A packet of three scartings/plain trumps is worth one point (00-general.md:408-409).
def test_packet_of_three_blanks_is_one_point():
    assert pile_points(cards("T2 T3 T4")) == 1
    assert pile_points(cards("H4 S7 T20")) == 1


# 00-general.md:414-418 "Leftover cards", first example: 16 cards = 5 packets worth
# 30 + a queen (3 1/3 -> 3, the 1/3 dropped) = 33.
def test_leftover_example_sixteen_cards_with_a_queen_is_33():
    packets = cards("SKUS T21 T1 HK DK SC HJ DJ SJ T2 T3 T4 T5 T6 T7")  # 15 cards
    assert len(packets) == 15 and pile_points(packets) == 30
    pile = packets + cards("HQ")
    assert len(pile) == 16
    assert pile_points(pile) == 33


# 00-general.md:419-420 "Leftover cards", second example: 32 cards = 10 packets
# (30 points) + HQ + HJ: 30 + 3 1/3 + 1 1/3 = 34 2/3 -> 35.
def test_leftover_example_thirty_two_cards_with_queen_and_jack_is_35():
    packets = cards("SKUS T21 T1 HK DK") + cards(
        " ".join(f"T{n}" for n in range(2, 21)) + " H1 H2 H3 H4 D1 D2")
    assert len(packets) == 30 and pile_points(packets) == 30
    pile = packets + cards("HQ HJ")
    assert len(pile) == 32
    assert pile_thirds(pile) == 104  # 34 2/3
    assert pile_points(pile) == 35


# 00-general.md:422-433 "Why any grouping gives the same result": points =
# W + floor(n/3) + (1 if n mod 3 == 2); leftover 2/3 up, 1/3 down.
def test_formula_for_piles_of_any_size():
    rng = random.Random(7)
    deck = list(P54.cards)
    whole = {c: (card_thirds(c) - 1) // 3 for c in deck}
    for _ in range(300):
        n = rng.randint(0, 54)
        pile = rng.sample(deck, n)
        w = sum(whole[c] for c in pile)
        assert pile_points(pile) == w + n // 3 + (1 if n % 3 == 2 else 0)


# Grouping into packets does not change the total (00-general.md:424-426).
def test_packet_grouping_is_irrelevant():
    rng = random.Random(11)
    deck = list(P54.cards)
    for _ in range(50):
        pile = rng.sample(deck, 18)
        by_packets = sum(pile_points(pile[i:i + 3]) for i in range(0, 18, 3))
        assert by_packets == pile_points(pile)


def common_method(pile: list[int]) -> int:
    """The book's 'common method' (00-general.md:435-442): honours 5, queens 4,
    cavalls 3, jacks 2, others 0; in packets of three: 3 counting cards sum-2, 2 counting
    cards sum-1, 1 counting card the full value, 3 blanks 1; leftovers: 1 or 2 counting
    cards sum-1, 1 counting + 1 blank the full value, 2 blanks 1, 1 blank 0."""
    value = {c: (card_thirds(c) - 1) // 3 + 1 if card_thirds(c) > 1 else 0 for c in pile}
    total = 0
    for i in range(0, len(pile), 3):
        packet = pile[i:i + 3]
        counting = [value[c] for c in packet if value[c]]
        blanks = len(packet) - len(counting)
        if len(packet) == 3:
            if len(counting) == 3:
                total += sum(counting) - 2
            elif len(counting) == 2:
                total += sum(counting) - 1
            elif len(counting) == 1:
                total += sum(counting)
            else:
                total += 1
        else:  # leftover of 1 or 2 cards
            if counting and blanks == 0:
                total += sum(counting) - 1
            elif counting:
                total += sum(counting)
            elif blanks == 2:
                total += 1
    return total


# 00-general.md:443-445 "The common method" examples: T21+HQ+CC = 10; SK+DC+S8 = 7;
# T1+C10+C7 = 5; DQ+DJ (leftover) = 5; DQ alone = 3 - equal to the exact 1/3 values.
@pytest.mark.parametrize("pile,points", [
    ("T21 HQ CC", 10),
    ("SK DC S8", 7),
    ("T1 C10 C7", 5),
    ("DQ DJ", 5),
    ("DQ", 3),
])
def test_common_method_examples_equal_exact_thirds(pile, points):
    assert common_method(cards(pile)) == points
    assert pile_points(cards(pile)) == points


# 00-general.md:445: "All agree with the exact 1/3-values" - for every packet of three.
def test_common_method_agrees_with_thirds_for_every_packet():
    deck = list(P54.cards)
    for packet in itertools.combinations(deck[::2] + deck[1::7], 3):
        assert common_method(list(packet)) == pile_points(packet)


# tapp-tarok.md:329-333 "Counting" example: 24 cards containing SKUS, T21, HK, SK,
# HQ, DC, CJ: W = 22, n = 24 -> 30 points; the opponents have 40.
def test_tapp_counting_example_24_cards_is_30():
    counting = cards("SKUS T21 HK SK HQ DC CJ")
    blanks = cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 H3 H4 D3 D4 S7 S8")
    pile = counting + blanks
    assert len(pile) == 24
    assert pile_points(pile) == 30
    rest = [c for c in P54.cards if c not in set(pile)]
    assert pile_points(rest) == 40


# --------------------------------------------------------------------------------------------
# Card names
# --------------------------------------------------------------------------------------------

# tapp-tarok.md:24-25 card notation: H D S C suits; K Q C J; pips by number; T1..T21, SKUS.
@pytest.mark.parametrize("pack", [P78, P54, P42], ids=lambda p: p.id)
def test_card_names_round_trip(pack):
    for card in pack.cards:
        name = pack.name(card)
        assert card_from_name(name) == card
        assert card_from_name(name.lower()) == card
    assert len({pack.name(c) for c in pack.cards}) == len(pack.cards)


def test_whist_names_round_trip_with_ace_letter():
    for card in W52.cards:
        assert card_from_name(W52.name(card)) == card
    assert card_from_name("SA") == card_from_name("S1")


@pytest.mark.parametrize("name,expected", [
    ("SKUS", "SKUS"), ("Sküs", "SKUS"), ("T1", "T1"), ("T21", "T21"), ("hk", "HK"),
    ("dc", "DC"), (" S10 ", "S10"), ("C7", "C7"),
])
def test_card_name_parsing(name, expected):
    assert card_name(card_from_name(name)) == expected


@pytest.mark.parametrize("bad", ["", "T", "T0", "T22", "X1", "H", "H0", "H11", "HZ", "S01",
                                 "KH", "T-1", "H1.5", "SKUSS"])
def test_bad_card_names_raise_value_error(bad):
    with pytest.raises(ValueError):
        card_from_name(bad)


def test_every_pack_sorts_a_hand_trumps_high_to_low_then_each_suit_high_to_low():
    """The display order (trumps first, then H D S C, each from its highest card), which
    the sort key gives as one number per card."""
    for pack in PACKS.values():
        ordered = sorted(pack.cards, key=pack.sort_key)
        order = [(-1 if suit_of(c) == TRUMP else suit_of(c), -pack.rank[c]) for c in ordered]
        assert order == sorted(order) and len(set(order)) == len(order)
    assert [card_name(c) for c in sorted(cards("T1 HK SKUS D1 T21 HJ"), key=P54.sort_key)] == \
        ["SKUS", "T21", "T1", "HK", "HJ", "D1"]
