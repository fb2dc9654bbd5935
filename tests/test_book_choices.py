"""Positions where a rule file's strategy item decides the choice - a bid, a call, the talon,
the Scat, an announcement or declaration, a lead or a follow: the standard player takes the
book's choice and cites the item, and the expert, on a small budget, keeps it (its search
cannot tell the other choices apart, or finds the book's the better). Docs:
docs/conventions.md names each case's item."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from builders import act, cards, deal

from tarokdesk.cards.card import card_name, suit_of
from tarokdesk.core import Game
from tarokdesk.core.actions import Action
from tarokdesk.players import ExpertPlayer, HeuristicPlayer
from tarokdesk.players.search.choices import playout

A, B, C, D = 0, 1, 2, 3
CASES: list = []


def case(item: str, choice: str):
    """Registers a position builder: at the position, the book's `choice` (a card's or a
    choice's name) follows `item`."""
    def register(build: Callable[[], Game]):
        CASES.append(pytest.param(build, choice, item, id=f"{item}-{build.__name__}"))
        return build
    return register


def named(value: object) -> str:
    return card_name(value) if isinstance(value, int) else str(value)


def standard_until(game: Game, seat: int, phase: str | None = None) -> Game:
    """The standard players move until it is `seat`'s turn (in `phase`, where given)."""
    while game.to_move != seat or (phase is not None and game.phase != phase):
        game.apply(HeuristicPlayer().choose(game.view(game.to_move)))
    return game


# --- Paskiewitsch (paskiewitsch.md, Z) ----------------------------------------------------------

TALON = "HJ H1 DJ C10 CQ CC"


def paskiewitsch(hands: dict[int, str], talon: str = TALON) -> Game:
    """Dealt by D, so that A is the Vorhand; play passes A, B, C, D."""
    game = Game.new("paskiewitsch", None, 4, D)
    deal(game, hands, talon)
    return game


def twenty_to_call(hands, bids, discards, talon: str = TALON) -> Game:
    """The auction `bids` (seat, bid), each taker's share of the talon in turn and the
    `discards` (seat, names) in order: the declarer is to call."""
    game = paskiewitsch(hands, talon)
    for seat, bid in bids:
        act(game, "bid", seat, bid)
    taken = 0
    while game.phase == "talon":
        act(game, "talon", game.to_move, f"take:{taken}")
        taken += 1
    for seat, names in discards:
        for name in names.split():
            act(game, "discard", seat, name)
    return game


def announcing(game: Game, call: str, seat: int, said=()) -> Game:
    """After the call, the announcements `said` (seat, choice) in order, the standard players
    making the rest, until `seat` is to announce."""
    act(game, "call", game.state.declarer, call)
    for who, choice in said:
        standard_until(game, who)
        act(game, "announce", who, choice)
    return standard_until(game, seat, "announce")


C_DREIER = ((A, "pass"), (B, "pass"), (C, "dreier"), (D, "pass"))
C_DISCARDS = ((C, "HJ H1 DJ"), (D, "C10"), (A, "CQ"), (B, "CC"))


@case("Z1", "solo")
def twenty_solo_with_nine_trumps():
    return paskiewitsch({A: "T21 T18 T16 T15 T13 T11 T9 T7 T5",
                         B: "SKUS T2 T3 T4 HK HQ HC D1 S10",
                         C: "T17 T19 T20 T6 SK SQ DQ CJ T1",
                         D: "T10 T12 T14 T8 DK DC SC SJ CK"})


@case("Z3", "pass")
def twenty_honour_without_a_zweier_hand():
    return paskiewitsch({A: "SKUS T2 T3 T4 HK HQ HC D1 S10",
                         B: "T1 T16 T15 T14 T13 T12 T11 T10 CK",
                         C: "T21 T17 T18 T5 T6 SK SQ DQ CJ",
                         D: "T19 T20 T7 T8 T9 DK DC SC SJ"})


@case("Z4", "T20")
def twenty_call_the_highest_stecher_lacking():
    return twenty_to_call({A: "SKUS T21 T16 T15 T14 T13 T12 T11 CK",
                           B: "T1 T2 T3 T4 HK HQ HC D1 S10",
                           C: "T10 T17 T18 T5 T6 SK SQ DQ CJ",
                           D: "T19 T20 T7 T8 T9 DK DC SC SJ"},
                          ((A, "dreier"), (B, "pass"), (C, "pass"), (D, "pass")),
                          ((A, "HJ H1 DJ"), (B, "S10"), (C, "CJ"), (D, "CC")))


@case("Z5", "T17")
def twenty_call_low_when_taroks_were_laid_away():
    return twenty_to_call({A: "SKUS T21 T16 T15 T14 T13 T12 T11 CK",
                           B: "T1 T2 T3 T4 HK HQ HC D1 S10",
                           C: "T10 T17 T18 T5 T6 SK SQ DQ CJ",
                           D: "T19 T20 T7 T8 T9 DK DC SC SJ"},
                          ((A, "dreier"), (B, "pass"), (C, "pass"), (D, "pass")),
                          ((A, "HJ H1 DJ"), (B, "T2"), (C, "CJ"), (D, "CC")))


@case("Z8", "T16")
def twenty_very_strong_hand_calls_its_own_trump():
    return twenty_to_call({A: "SKUS T21 T16 T15 T14 T13 T12 T11 T10",
                           B: "T1 T2 T3 T4 HK HQ HC D1 S10",
                           C: "CK T17 T18 T5 T6 SK SQ DQ CJ",
                           D: "T19 T20 T7 T8 T9 DK DC SC SJ"},
                          ((A, "dreier"), (B, "pass"), (C, "pass"), (D, "pass")),
                          ((A, "HJ H1 DJ"), (B, "S10"), (C, "CJ"), (D, "CC")))


@case("Z9", "announce:tous_les_trois")
def twenty_partner_with_skus_and_t20_announces_the_trull():
    game = twenty_to_call({A: "T1 T16 T15 T14 T13 T12 HK HQ CK",
                           B: "T2 T3 T4 T11 HC D1 S10 DK SJ",
                           C: "T21 T17 T18 T5 T6 SK SQ DQ CJ",
                           D: "SKUS T19 T20 T7 T8 T9 T10 DC SC"}, C_DREIER, C_DISCARDS)
    return announcing(game, "T20", D)


def test_after_a_t20_call_the_partner_with_the_skus_announces_no_mondfang():
    """Z11's last hand with the Sküs and six trumps announces Mondfang only after a low call:
    the T20 call says the declarer holds a high honour, here the Mond (Z6)."""
    game = twenty_partner_with_skus_and_t20_announces_the_trull()
    act(game, "announce", D, "announce:tous_les_trois")
    standard_until(game, D, "announce")
    action, why = HeuristicPlayer().decide(game.view(D))
    assert action.value == "pass", why


@case("Z10", "announce:tous_les_trois")
def twenty_declarer_with_skus_and_mond_announces_the_trull():
    game = twenty_to_call({A: "T1 T16 T15 T14 T13 T12 HK HQ CK",
                           B: "T2 T3 T4 T11 HC D1 S10 DK SJ",
                           C: "SKUS T21 T17 T18 T5 T6 T7 SQ DQ",
                           D: "CJ T19 T20 SK T8 T9 T10 DC SC"}, C_DREIER, C_DISCARDS)
    return announcing(game, "T20", C)


@case("Z11", "announce:mondfang")
def twenty_last_hand_partner_of_a_low_call_announces_mondfang():
    """The declarer, the Pagat his only honour, calls T17 (Z6): the Mond is an opponent's."""
    game = twenty_to_call({A: "T21 T16 T15 T14 T13 T12 HK HQ CK",
                           B: "T2 T3 T4 T11 HC D1 S10 DK SJ",
                           C: "T1 T19 T20 T5 T6 T18 SQ DQ CJ",
                           D: "SKUS T17 T7 T8 T9 T10 SK DC SC"}, C_DREIER, C_DISCARDS)
    return announcing(game, "T17", D)


@case("Z12", "announce:tous_les_quatre")
def twenty_declarer_shows_his_stecher_after_the_partners_trull():
    game = twenty_to_call({A: "T1 T16 T15 T14 T13 T12 HK HQ CK",
                           B: "T2 T3 T4 CJ HC D1 S10 DK SJ",
                           C: "T21 T17 T18 T19 T5 T6 T11 SQ DQ",
                           D: "SKUS T20 T7 T8 T9 T10 SK DC SC"}, C_DREIER, C_DISCARDS)
    return announcing(game, "T20", C, [(C, "pass"), (D, "announce:tous_les_trois")])


def test_the_partner_with_the_skus_answers_the_declarers_quatre_with_no_mondfang():
    """Z14's Mondfang answers a called partner's quatre, which says he lacks the Mond; the
    declarer, who bid with an honour, shows Stecher by it after the partner's trull (Z12) and
    may hold the Mond: here he does, so a Mondfang would fail (and the search, whose
    playouts follow the standard player, would find the quatre costly)."""
    game = twenty_declarer_shows_his_stecher_after_the_partners_trull()
    act(game, "announce", C, "announce:tous_les_quatre")
    standard_until(game, D, "announce")
    action, why = HeuristicPlayer().decide(game.view(D))
    assert action.value == "pass", why


def test_the_search_values_the_declarers_quatre_at_its_own_price():
    """Played out on the real deal (the search's valuation of a choice), the declarer's
    quatre costs at most what a failed quatre costs him (tous les quatre announced: 2): it
    must not set off a Mondfang that his own Mond makes fail (42)."""
    game = twenty_declarer_shows_his_stecher_after_the_partners_trull()
    quatre, passing = (Action("announce", C, value)
                       for value in ("announce:tous_les_quatre", "pass"))
    assert playout(game, passing, C) - playout(game, quatre, C) <= 2


@case("Z14", "announce:mondfang")
def twenty_declarer_with_the_skus_alone_answers_the_quatre_with_mondfang():
    """The partner's quatre says high Stecher without a high honour: the Mond sits with an
    opponent, and the declarer's Sküs will catch it."""
    game = twenty_to_call({A: "T21 T16 T15 T14 T13 T12 HK HQ CK",
                           B: "T2 T3 T4 T11 HC D1 S10 DK SJ",
                           C: "SKUS T1 T17 T5 T6 T7 SQ DQ CJ",
                           D: "T20 T19 T18 T8 T9 T10 SK DC SC"}, C_DREIER, C_DISCARDS)
    return announcing(game, "T20", C, [(C, "pass"), (D, "announce:tous_les_quatre")])


@case("Z15", "announce:tous_les_quatre")
def twenty_partner_of_a_low_call_shows_himself_by_the_quatre():
    """B laid a tarok away, so the declarer calls low (Z5); the partner, without an honour
    for the trull, shows himself by tous les quatre."""
    game = twenty_to_call({A: "T1 T16 T15 T14 T13 T12 HK HQ CK",
                           B: "T2 T3 T4 T11 HC D1 S10 DK SJ",
                           C: "SKUS T21 T5 T6 T7 SK SQ DQ CJ",
                           D: "T17 T18 T19 T20 T8 T9 T10 DC SC"},
                          C_DREIER, ((C, "HJ H1 DJ"), (D, "C10"), (A, "CQ"), (B, "T2")))
    return announcing(game, "T17", D)


@case("Z16", "contra:tous_les_trois")
def twenty_skus_contras_the_trull():
    game = twenty_to_call({A: "SKUS T1 T16 T15 T14 HK HQ CK T12",
                           B: "T2 T3 T4 T11 HC D1 S10 DK SJ",
                           C: "T21 T17 T18 T5 T6 SK SQ DQ CJ",
                           D: "T13 T19 T20 T7 T8 T9 T10 DC SC"}, C_DREIER, C_DISCARDS)
    return announcing(game, "T20", A, [(D, "announce:tous_les_trois")])


@case("Z19", "SKUS")
def twenty_declarer_keeps_leading_trumps():
    game = twenty_to_call({A: "SKUS T21 T19 T18 T17 T16 T15 CK HK",
                           B: "T2 T3 T4 T11 HC D1 S10 DK SJ",
                           C: "T1 T14 T13 T5 T6 SK SQ DQ CJ",
                           D: "T12 T20 T7 T8 T9 T10 DC SC HQ"},
                          ((A, "dreier"), (B, "pass"), (C, "pass"), (D, "pass")),
                          ((A, "HJ H1 DJ"), (B, "C10"), (C, "CQ"), (D, "CC")))
    act(game, "call", A, "T20")
    return standard_until(game, A, "play")


@case("Z7", "T19")
def twenty_after_an_einer_call_below_t20():
    return twenty_to_call({A: "SKUS T16 T15 T14 T13 T12 T11 T10 CK",
                           B: "T1 T2 T3 T4 HK HQ HC D1 S10",
                           C: "T21 T17 T18 T5 T6 SK SQ DQ CJ",
                           D: "T19 T20 T7 T8 T9 DK DC SC SJ"},
                          ((A, "einer"), (B, "pass"), (C, "pass"), (D, "pass")),
                          ((A, "HJ"), (B, "H1 DJ"), (C, "C10 CQ"), (D, "CC")))


@case("Z26", "T2")
def twenty_few_trumps_lay_one_away_against_a_volat():
    """B, without a Stecher and with two small trumps, lays a tarok away under a Zweier: the
    declarer, told so, will fear for his high Stecher and call low."""
    game = twenty_to_call({A: "SKUS T21 T20 T19 T18 T17 T16 T15 CK",
                           B: "T2 T3 DK HK HQ HC D1 S10 SJ",
                           C: "T1 T14 T13 T5 T6 SK SQ DQ CJ",
                           D: "T12 T11 T7 T8 T9 T10 T4 DC SC"},
                          ((A, "zweier"), (B, "pass"), (C, "pass"), (D, "pass")),
                          ((A, "HJ H1"),))
    return standard_until(game, B, "discard")


@case("Z20", "CK")
def twenty_weak_defender_in_vorhand_leads_his_shortest_suit():
    game = twenty_to_call({A: "T1 T2 T3 HK HQ HC D1 S10 CK",
                           B: "SKUS T16 T15 T14 T13 T12 T11 T10 T4",
                           C: "T21 T17 T18 T5 T6 SK SQ DQ CJ",
                           D: "T19 T20 T7 T8 T9 DK DC SC SJ"},
                          ((A, "pass"), (B, "dreier"), (C, "pass"), (D, "pass")),
                          ((B, "HJ H1 DJ"), (C, "C10"), (D, "CQ"), (A, "CC")))
    act(game, "call", B, "T20")
    while game.phase == "announce":  # A's partner says nothing
        act(game, "announce", game.to_move, "pass")
    return game


# --- Neunzehnerrufen (neunzehnerrufen.md, N) ---------------------------------------------------

def nineteen(hands: dict[int, str], talon: str, bids=()) -> Game:
    """Dealt by D, so that A is the Vorhand and must open; the bids `bids` (seat, bid)."""
    game = Game.new("neunzehnerrufen", None, 4, D)
    deal(game, hands, talon)
    for seat, bid in bids:
        act(game, "bid", seat, bid)
    return game


@case("N2", "dreier")
def nineteen_trull_with_seven_trumps_and_kings_declares_a_dreier():
    return nineteen({A: "T9 T18 T17 T16 T20 HQ H1 DQ D4 SC S7 T2",
                     B: "SKUS T21 T1 T15 T14 T13 T12 HK DK H2 DJ D3",
                     C: "T19 T8 T7 T6 T5 H3 H4 D1 D2 SK SQ SJ",
                     D: "HC T3 CK CQ CC CJ C10 C9 C8 DC S10 S9"},
                    "T11 HJ S8 T10 C7 T4", ((A, "rufer"),))


@case("N3", "zweier")
def nineteen_nine_trumps_with_high_stecher_declare_the_zweier():
    """Any category above the highest so far may be named: not a Dreier first."""
    return nineteen({A: "T9 T8 T7 T6 T20 HQ H1 DQ D4 SC S7 T2",
                     B: "SKUS T21 T19 T18 T17 T16 T15 T14 T13 HK H2 DJ",
                     C: "T1 T12 T11 T5 T3 H3 H4 D1 D2 SK SQ SJ",
                     D: "HC T10 CK CQ CC CJ C10 C9 C8 DC S10 S9"},
                    "T4 HJ S8 D3 C7 DK", ((A, "rufer"),))


@case("N6", "solo")
def nineteen_a_hand_leaving_two_tricks_plays_solo():
    return nineteen({A: "SKUS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 HK",
                     B: "T1 T11 T10 T9 HC DK DJ HQ H1 DQ D4 SC",
                     C: "S7 T8 T7 T6 T5 H3 H4 D1 D2 SK SQ SJ",
                     D: "H2 T3 CK CQ CC CJ C10 C9 C8 DC S10 S9"}, "T2 HJ D3 S8 C7 T4")


@case("N8", "pass")
def nineteen_middling_hand_with_two_kings_lets_the_rufer_stand():
    return nineteen({A: "T9 T18 T17 T16 T1 HQ H1 DQ D4 SC S7 S8",
                     B: "T21 T15 T14 T13 T12 T11 HK DK HC H2 DJ D3",
                     C: "T19 T8 T7 T6 T5 H3 H4 D1 D2 SK SQ SJ",
                     D: "SKUS T20 T3 CK CQ CC CJ C10 C9 C8 DC S10"},
                    "T2 HJ S9 T10 C7 T4", ((A, "rufer"),))


@case("N16", "T21")
def nineteen_defender_puts_up_the_mond_on_his_partners_invitation():
    game = nineteen({A: "T3 T4 T5 T6 T7 HK HQ H1 DQ D4 SC S7",
                     B: "T21 T8 T9 T10 T11 HC H2 DK DJ D1 D2 S8",
                     C: "T1 T12 T13 H3 H4 SK SQ SJ S10 S9 HJ D3",
                     D: "SKUS T20 T19 T18 T17 T16 T15 T14 T2 CK CQ CC"},
                    "CJ C10 C9 C8 C7 DC", ((A, "rufer"), (B, "pass"), (C, "pass"), (D, "solo"),
                                           (A, "pass")))
    standard_until(game, A, "play")
    act(game, "play", A, "T3")
    return game


@case("N15", "announce:pagat_ultimo")
def nineteen_nine_trumps_with_the_pagat_announce_the_ultimo_with_a_partner():
    game = nineteen({A: "T1 T21 T18 T17 T16 T15 T14 T13 T12 HK DQ S7",
                     B: "SKUS T20 T11 T10 T9 T8 HC H2 DK DJ HQ H1",
                     C: "T7 T6 T5 T4 T3 H3 H4 D1 D2 SK SQ SJ",
                     D: "T19 T2 CK CQ CC CJ C10 C9 C8 DC S10 S9"},
                    "HJ D3 D4 S8 C7 SC", ((A, "rufer"), (B, "pass"), (C, "pass"), (D, "pass")))
    return standard_until(game, A, "announce")


@case("N5", "take:0")
def nineteen_einer_takes_the_first_good_card():
    return nineteen({A: "SKUS T21 T20 T19 T18 T17 T16 T15 T14 T13 HK DQ",
                     B: "T12 T11 T10 T9 T8 HC H2 DK DJ HQ H1 S7",
                     C: "T7 T6 T5 T4 T3 H3 H4 D1 D2 SK SQ SJ",
                     D: "HJ T2 CK CQ CC CJ C10 C9 C8 DC S10 S9"},
                    "T1 D3 D4 S8 C7 SC", ((A, "einer"), (B, "pass"), (C, "pass"), (D, "pass")))


@case("N12", "T3")
def nineteen_strong_defender_without_a_long_suit_invites():
    game = nineteen({A: "T3 T4 T5 T6 T8 T9 T10 T11 T12 HK DK S7",
                     B: "T1 T2 T13 HC H2 DJ HQ H1 SK SQ SJ S10",
                     C: "T7 T14 T15 H3 H4 D1 D2 DQ CK CQ CC CJ",
                     D: "SKUS T21 T20 T19 T18 T17 T16 C10 C9 C8 DC S9"},
                    "HJ D3 D4 S8 C7 SC", ((A, "rufer"), (B, "pass"), (C, "pass"), (D, "dreier"),
                                           (A, "pass")))
    return standard_until(game, A, "play")


# --- Grosstarok (grosstarok.md, G) -------------------------------------------------------------

MISERE_HAND = "T2 T3 H10 H9 H8 H7 H6 H5 D10 D9 D8 D7 D6 D5 S1 S2 S3 S4 S5 S6 C1 C2 C3 C4 C5"
"""No figure, two low taroks: a Misère hand, and 23 ladons to announce (seat 1, the
Vorhand when seat 2 deals)."""


def grosstarok(hands: dict[int, str], dealer: int = 2) -> Game:
    game = Game.new("grosstarok", None, 3, dealer)
    deal(game, hands)
    return game


@case("G12", "pass")
def grosstarok_misere_hand_announces_no_combination():
    return standard_until(grosstarok({1: MISERE_HAND}), 1, "declare")


@case("G24", "misere")
def grosstarok_sure_misere_is_announced_at_the_start():
    game = standard_until(grosstarok({1: MISERE_HAND}), 1, "declare")
    act(game, "declare", 1, "pass")
    return standard_until(game, 1, "window")


@case("G25", "T5")
def grosstarok_against_a_misere_lead_small_taroks():
    game = standard_until(grosstarok({1: MISERE_HAND}), 1, "declare")
    act(game, "declare", 1, "pass")
    standard_until(game, 1, "window")
    act(game, "claim", 1, "misere")
    standard_until(game, 1, "play")
    for _ in range(3):
        game.apply(HeuristicPlayer().choose(game.view(game.to_move)))
    assert game.to_move != 1
    return game


@case("G18", "T1")
def grosstarok_weak_pagat_trumps_in_as_the_last_player():
    game = grosstarok({2: "T1 T4 T7 T9 T11 DK DQ DC DJ D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 "
                          "SK SQ SC SJ S1 S2 S3 S4 S5"})
    standard_until(game, 1, "play")
    act(game, "play", 1, "H2")
    act(game, "play", 0, "H3")
    return game


@case("G9", "SKUS")
def grosstarok_vole_hand_lays_the_skus_away():
    return grosstarok({2: "SKUS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 HK HQ HC "
                          "H10 H9 H8 H7 H6 DK DQ DC SK SQ CK"})


@case("G5", "SQ")
def grosstarok_bare_court_goes_to_the_scat():
    return grosstarok({2: "T21 T20 T19 T18 T17 SQ HK H2 H3 H4 H5 H6 DK D2 D3 D4 D5 CK C2 C3 "
                          "C4 C5 C6 C7 C8 C9 C10 SKUS"})


# --- the tests -------------------------------------------------------------------------------

@pytest.mark.parametrize("build,choice,item", CASES)
def test_the_standard_player_takes_the_books_choice(build, choice, item):
    game = build()
    action, why = HeuristicPlayer().decide(game.view(game.to_move))
    assert (named(action.value), item in why.cited) == (choice, True), why


@pytest.mark.parametrize("build,choice,item", CASES)
def test_the_expert_keeps_the_books_choice(build, choice, item):
    game = build()
    action, why = ExpertPlayer("book", samples=6).decide(game.view(game.to_move))
    assert named(action.value) == choice, why
