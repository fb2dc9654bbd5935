"""The standard Whist player, convention by convention (whist-conventions.md): for each item
with a concrete card, the book's situation built as a real deal, and the book's card.

Dealer 0 unless said: play goes 3, 2, 1, 0 (to the left), seat 3 leads the first trick and
is partner of seat 1; the dealer turns up H2, so hearts are trumps."""

from __future__ import annotations

import pytest
from whist_builders import PLAIN_FILL, carry_at, play, whist_game

from tarokdesk.cards.card import card_name
from tarokdesk.core import Action, Game
from tarokdesk.players.advice import Advice
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.heuristic.whist.trump_leads import trump_lead

PLAYER = HeuristicPlayer()


def choice(game: Game) -> tuple[str, str]:
    action, why = PLAYER.decide(game.view(game.to_move))
    value = card_name(action.value, "A") if action.kind == "play" else action.value
    return value, why


@pytest.mark.parametrize("trumps, lead, item", [
    ("HA HK H6 H5 H4 H3", "H3", "W24.3"),
    ("HA HK HJ H6 H5 H4", "HK", "W24.5"),
    ("HK HQ H10 H6 H5 H4", "HK", "W24.6"),
    ("HQ HJ H9 H6 H5 H4", "HQ", "W24.8"),
    ("HJ H10 H8 H6 H5 H4", "HJ", "W24.10"),
    ("HA HK HJ H4 H3", "HK", "W24.12"),
    ("HK HQ H10 H4 H3", "HK", "W24.21"),
    ("HQ HJ H9 H4 H3", "HQ", "W24.24"),
    ("HJ H10 H8 H4 H3", "HJ", "W24.26"),
    ("HA HK HJ H4", "HK", "W24.22"),
    ("HK HQ H10 H4", "HK", "W24.23"),
    ("HQ HJ H9 H4", "HQ", "W24.25"),
    ("HJ H10 H8 H4", "HJ", "W24.27"),
    ("H10 H9 H8 H4", "H10", "W24.28"),
    ("H9 H7 H6 H5 H4 H3", "H3", "W24.1"),
])
def test_trump_leads_of_the_table_w24(trumps, lead, item):
    """Trumps are the longest suit (W10), so Vorhand leads the card of W24's row."""
    hand = f"{trumps} {PLAIN_FILL[len(trumps.split())]}"
    game = whist_game({3: hand}, "H2")
    card, why = choice(game)
    assert card == lead
    assert item in why.cited or (item == "W24.1" and "W19" in why.cited)


def test_w24_2_the_ten_from_ten_nine_eight_when_an_honour_is_turned_up_on_the_left():
    """Six trumps without an honour, 10 9 8 among them, the dealer on the leader's left
    turned up an honour: lead the 10 (l. 336-338)."""
    assert trump_lead([10, 9, 8, 6, 5, 4], honour_on_left=True)[0] == 10
    game = whist_game({3: "S3", 2: "S4", 1: "SA H10 H9 H8 H6 H5 H4 D8 D5 D3 C7 C4 C3",
                       0: "S5"}, "HA")
    play(game, "S3", "S4", "SA", "S5")
    assert game.to_move == 1  # the dealer, seat 0, sits on his left with the turned HA
    card, why = choice(game)
    assert card == "H10" and "W24.2" in why.cited


def test_w19_five_very_small_trumps_and_nothing_outside_lead_the_lowest():
    game = whist_game({3: "H9 H7 H6 H5 H3 S9 S6 S2 D8 D5 D3 C7 C4"}, "H2")
    assert choice(game) == ("H3", Advice("five_small_trumps", ("W19",)).plus(
        Advice("five_poor_lowest", ("W24.20",))))


def test_w11_three_in_sequence_lead_the_highest():
    game = whist_game({3: "SK SQ SJ S4 S3 H9 H5 D8 D5 D3 C7 C4 C3"}, "H2")
    card, why = choice(game)
    assert card == "SK" and why.code == "three_in_sequence"


def test_w11_five_in_sequence_in_a_plain_suit_lead_the_lowest():
    game = whist_game({3: "SQ SJ S10 S9 S8 H9 H5 D8 D5 D3 C7 C4 C3"}, "H2")
    card, why = choice(game)
    assert card == "S8" and why.code == "five_in_sequence"


def test_w13_longest_suit_without_a_sequence_a_low_card():
    game = whist_game({3: "SK S10 S7 S5 S3 H9 H5 D8 D5 D3 C7 C4 C3"}, "H2")
    card, why = choice(game)
    assert card == "S3" and "W13" in why.cited


def test_w16_cash_the_ace_king_suits():
    game = whist_game({3: "SA SK S5 S4 DA DK D6 D5 D4 D3 D2 H4 H3"}, "H2")
    card, why = choice(game)
    assert card in ("SA", "DA") and "W16" in why.cited


def test_w22_at_nothing_against_six_lead_the_queen_of_trumps_from_queen_small():
    game = whist_game({3: "HQ H4 S9 S6 S5 S2 D8 D5 D3 C7 C6 C4 C3"}, "H2",
                      carry=carry_at((6, 0)))
    assert choice(game)[0] == "HQ"


def test_w30_l310_partner_leads_the_four_the_right_hand_plays_the_five_play_the_two():
    """l. 310: holding the 3 and the 2, play the 2 (the lowest), never the 3."""
    game = whist_game({3: "C4", 2: "C5", 1: "C3 C2"}, "H2")
    play(game, "C4", "C5")
    card, why = choice(game)
    assert card == "C2" and "W30" in why.cited


def test_n1_second_hand_low():
    game = whist_game({3: "SK", 2: "SQ S7 S3"}, "H2")
    play(game, "SK")
    assert choice(game)[0] == "S3"


def test_w27_third_hand_finesses_the_queen_from_ace_queen():
    """Partner leads low, second hand plays low; holding A Q with the K out, play the Q."""
    game = whist_game({3: "S5", 2: "S4", 1: "SA SQ S3 D9 D8 D7 D6 C9 C8 C7 C6 C5 H3"}, "H2")
    play(game, "S5", "S4")
    card, why = choice(game)
    assert card == "SQ" and "W27" in why.cited


def test_w28_unblock_partners_suit_with_the_master():
    game = whist_game({3: "SK SQ SJ S9 S8", 2: "S4",
                       1: "SA S3 D9 D8 D7 D6 C9 C8 C7 C6 C5 H3 H4"}, "H2")
    play(game, "SK", "S4")
    card, why = choice(game)
    assert card == "SA" and "W28" in why.cited


def test_n6_fourth_hand_wins_as_cheaply_as_possible():
    game = whist_game({3: "S9", 2: "S3", 1: "S4", 0: "SA SK S10 H2"}, "H2")
    play(game, "S9", "S3", "S4")
    assert choice(game)[0] == "S10"


@pytest.mark.parametrize("trumps, expected, code", [
    ("H5 H4", "H4", "weak_ruff_uncertain"),
    ("HA HK H5 H4 H3", None, "strong_no_uncertain_ruff"),
])
def test_w31_void_on_an_uncertain_card_ruff_when_weak_discard_when_strong(trumps, expected,
                                                                           code):
    plain = "D9 D8 D5 D3 C9 C7 C4 C3 C2 D2 D4"[: 3 * (13 - len(trumps.split())) - 1]
    game = whist_game({3: "SK", 2: f"{trumps} {plain}"}, "H2")
    play(game, "SK")
    card, why = choice(game)
    assert why.code == code and "W31" in why.cited
    if expected:
        assert card == expected
    else:
        assert card[0] != "H"


@pytest.mark.parametrize("trumps, ruffs", [("H5 H4", True), ("HA HK H5 H4 H3", False)])
def test_w25_second_hand_and_the_thirteenth_card(trumps, ruffs):
    """Clubs go round three times; the leader's fourth club is the thirteenth card: second
    hand ruffs it when weak in trumps, never when strong (l. 320)."""
    plain = "D9 D8 D5 D3 D2 D4 D6 D7 D10 DJ DQ"
    count = 13 - len(trumps.split()) - 3
    game = whist_game({3: "CA CK CQ C2", 2: f"C3 C4 C5 {trumps} " +
                       " ".join(plain.split()[:count]), 1: "C6 C7 C8", 0: "C9 C10 CJ"},
                      "H2")
    for lead, second, third, fourth in (("CA", "C3", "C6", "C9"), ("CK", "C4", "C7", "C10"),
                                        ("CQ", "C5", "C8", "CJ")):
        play(game, lead, second, third, fourth)
    play(game, "C2")
    card, why = choice(game)
    assert "W25" in why.cited
    assert (card[0] == "H") == ruffs


def test_s1_partner_led_the_trump_king_return_trumps():
    """Dealer 1: seat 0 leads the trump K (S1); seat 2, his partner, later on lead returns
    trumps."""
    game = whist_game({0: "HK HQ H10 H9 S5", 3: "H3", 2: "H4 H5 SA S3", 1: "H6 S2"}, "H2",
                      dealer=1)
    play(game, "HK", "H3", "H4", "H6")
    play(game, "S5")
    game.apply(Action("play", 3, game.legal_actions()[0].value))
    play(game, "SA")
    game.apply(Action("play", 1, next(a.value for a in game.legal_actions()
                                      if a.kind == "play")))
    assert game.to_move == 2
    card, why = choice(game)
    assert card == "H5" and "S1" in why.cited


def test_call_at_eight_is_always_made_when_allowed():
    game = whist_game({0: "HJ", 2: "HA HK"}, "H2", carry=carry_at((8, 3)))
    assert choice(game)[0] == "call"
    game.apply(Action("call8", 2, "call"))
    assert game.is_terminal


def test_claims_only_when_every_card_is_a_master():
    game = whist_game({3: "SA SK SQ SJ S10 S9 S8 S7 S6 S5 S4 S3 HA"}, "S2")
    assert choice(game)[0] != "rest"
    play(game, "SA")
    for _ in range(2):
        game.apply(next(a for a in game.legal_actions() if a.kind == "play"))
    play(game, "S2")
    assert choice(game) == ("rest", Advice("all_masters", ("W4",)))


def test_lead_signals_read_by_the_whist_book():
    """S1: the trump king; S2: a low plain card invites; S6: a high plain card promises the
    next lower one; cited from Brenner, not from the Tarok books."""
    from tarokdesk.players.conventions import first_lead_signals

    game = whist_game({3: "HK S2", 2: "H3", 1: "H4", 0: "H5"}, "H2")
    play(game, "HK", "H3", "H4", "H5")
    play(game, "S2")
    signals = {seat: convention for seat, _, convention in first_lead_signals(game.view(1))}
    assert signals[3].code == "trump_king" and signals[3].book.startswith("Brenner")
    game = whist_game({3: "SK SQ SJ"}, "H2")
    play(game, "SK")
    assert first_lead_signals(game.view(1))[0][2].code == "suit_sequence"
    game = whist_game({3: "S3"}, "H2")
    play(game, "S3")
    assert first_lead_signals(game.view(1))[0][2].code == "suit_invite"
