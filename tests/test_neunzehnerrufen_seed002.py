"""Neunzehner-Rufen of the second book (shared/rules/neunzehnerrufen-seed002.md).

Seats: the dealer is seat 3, so the Vorhand A is seat 0, then B = 1, C = 2 and D = 3. Deals
are arranged card by card; auction, call, talon, discards and announcements go through the
engine, and the tricks are laid out by `finish` with the Augen chosen.
"""

from __future__ import annotations

import pytest
from builders import act, cards, deal, finish
from test_neunzehnerrufen import amounts, auction, code, say, values
from test_neunzehnerrufen import rufer as ulmanns_rufer  # the same Rufer, other discards

from tarokdesk.core import Game
from tarokdesk.players.game_facts import trick_rules
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.search.contract_sides import targets
from tarokdesk.variants.neunzehnerrufen_seed002 import AUGEN, callable_trumps, holdings

VARIANT = "neunzehnerrufen-seed002"
A, B, C, D = 0, 1, 2, 3
TALON = "H1 H2 D3 D4 S8 C7"
TROULE_HAND = "SKUS T21 T18 T17 T16 T15 T14 T13 T12 T1 HK HQ"  # Taroks, Troule, Honneurs
HANDS = {
    A: TROULE_HAND,
    B: "T20 T11 T10 T9 HC HJ H3 DK DQ DC SK SQ",
    C: "T8 T7 T6 T5 H4 DJ D1 D2 SC SJ S10 S9",
    D: "T19 T4 T3 T2 CK CQ CC CJ C10 C9 C8 S7",  # the XIX: A's partner
}
LAST = [(A, "T1"), (B, "HC"), (C, "H4"), (D, "C8")]  # the Pagat wins the last trick


def new_game(hands=None, talon=TALON, **options) -> Game:
    game = Game.new(VARIANT, options, 4, D)
    deal(game, hands or HANDS, talon)
    return game


def rufer(game: Game, discards=("H1 H2 D3 D4", "S8", "C7")) -> None:
    """A's Rufer: the call of the XIX, the 4/1/1 purchase and the discards in turn."""
    ulmanns_rufer(game, discards)


def augen_finish(game: Game, augen: int, **kwargs) -> dict:
    return finish(game, declarer_points=augen, card_values=AUGEN, **kwargs)


# --- counting ----------------------------------------------------------------------------------

def test_every_card_counted_by_itself_makes_106():
    """Counting: kings and trump honours 5, queens 4, cavalls 3, jacks 2, the rest 1."""
    game = Game.new(VARIANT, None, 4, D)
    assert sum(AUGEN[c] for c in game.variant.pack.cards) == 106
    assert [AUGEN[c] for c in cards("HK SKUS T21 T1 DQ SC CJ T20 T2 S7 H1")] == \
        [5, 5, 5, 5, 4, 3, 2, 1, 1, 1, 1]


# --- bidding and the call ------------------------------------------------------------------------

def test_the_vorhand_must_call_and_may_claim_a_later_dreier():
    game = new_game()
    assert values(game) == ["rufer", "dreier", "solo"]
    assert code(game, "bid", A, "pass") == "must_open"
    act(game, "bid", A, "rufer")
    assert values(game) == ["pass", "dreier", "solo"]
    act(game, "bid", B, "dreier")
    assert values(game) == ["hold", "pass"] and game.to_move == A
    act(game, "bid", A, "hold")
    assert values(game) == ["pass", "solo"] and game.to_move == B


def test_only_the_vorhand_claims_and_never_a_solo():
    """Open question 6: a Solo is final; later hands do not hold against each other."""
    game = new_game()
    act(game, "bid", A, "rufer")
    act(game, "bid", B, "solo")
    assert game.phase == "bid" and game.to_move == C  # A may not claim the Solo
    act(game, "bid", C, "pass")
    act(game, "bid", D, "pass")
    assert (game.state.declarer, game.state.contract) == (B, "solo")
    game = new_game()
    act(game, "bid", A, "rufer")
    act(game, "bid", B, "dreier")
    act(game, "bid", A, "pass")
    act(game, "bid", C, "solo")  # B, who holds the Dreier, is not asked
    assert game.to_move == D


@pytest.mark.parametrize("hand,rule,called", [
    ("SKUS T21 T20 T1", "run", "T19"),
    ("T19 T20", "run", "T18 T19"),
    ("T19 T18 T20", "run", "T17 T19 T18"),
    ("T19 T18 T15", "any", "T17 T19 T18 T15"),
])
def test_the_nineteen_the_next_lower_one_lacking_or_oneself(hand, rule, called):
    """Contracts 1: the XIX, else the next lower trump she lacks; Talon: a deliberate
    self-call names one of her own (recommended: those above the trump she must call)."""
    assert callable_trumps(cards(hand), rule) == cards(called)


def test_a_deliberate_self_call_plays_alone_and_wins_from_three():
    hands = dict(HANDS)
    hands[A], hands[D] = (TROULE_HAND.replace("T18", "T19"),
                          HANDS[D].replace("T19", "T18"))
    game = new_game(hands)
    auction(game, A, "rufer")
    assert values(game) == cards("T18 T19")
    act(game, "call", A, "T19")
    for _ in range(3):
        act(game, "talon", game.to_move, f"take:{game.state.extra['talon']['next']}")
    for seat, names in zip((A, B, C), ("H1 H2 D3 D4", "S8", "C7")):
        for name in names.split():
            act(game, "discard", seat, name)
    assert game.variant.declarer_side(game.state) == [A]
    assert game.view(B).public["partner"] is None
    say(game)
    result = augen_finish(game, 70)
    assert amounts(result) == {A: 81, B: -27, C: -27, D: -27}  # 17 + 10 from each


@pytest.mark.parametrize("mond_with,called,reason", [(A, "T19", "self_call_trump"),
                                                      (B, "T18", "prescribed_call")])
def test_the_standard_player_calls_itself_with_a_hand_that_wins_alone(mond_with, called,
                                                                       reason):
    """Strategy 9: a hand that can win alone (ten taroks with the Sküs and the Mond) calls
    its own XIX; without the Mond it calls the trump the rule prescribes."""
    hands = dict(HANDS)
    hands[A], hands[D] = (TROULE_HAND.replace("T18", "T19"),
                          HANDS[D].replace("T19", "T18"))
    if mond_with == B:
        hands[A], hands[B] = hands[A].replace("T21", "T20"), HANDS[B].replace("T20", "T21")
    game = new_game(hands)
    auction(game, A, "rufer")
    action, why = HeuristicPlayer().decide(game.view(A))
    assert action.value == cards(called)[0] and why.code == reason


def test_the_players_count_the_game_in_augen():
    """Counting: the search weighs the tricks in the 106 Augen and needs 54 of them (the
    declarer) or 53 (the opponents, who win 53 : 53)."""
    game = new_game()
    rufer(game)
    view = game.view(B)
    assert targets(view) == (54, 53)
    assert sum(trick_rules(view).count[c] for c in game.variant.pack.cards) == 106


# --- the talon -----------------------------------------------------------------------------------

@pytest.mark.parametrize("buyers,fifth,sixth", [("b_and_c", B, C), ("c_and_d", C, D)])
def test_the_caller_buys_four_and_two_hands_one_each(buyers, fifth, sixth):
    """Talon, Rufer; open question 2: the second and third hand, or the third and fourth."""
    game = new_game(rufer_buyers=buyers)
    auction(game, A, "rufer")
    act(game, "call", A, "T19")
    act(game, "talon", A, "take:0")
    assert game.to_move == fifth
    act(game, "talon", fifth, "take:1")
    assert game.to_move == sixth
    act(game, "talon", sixth, "take:2")
    received = game.state.extra["talon"]["received"]
    assert [(s, len(part)) for s, part in received] == [(A, 4), (fifth, 1), (sixth, 1)]
    assert game.view(fifth).talon_parts == (None, (), None)  # his card, face down, in hand


def test_the_caller_who_buys_the_called_trump_throws_in_for_ten_each():
    game = new_game(talon="T19 H2 D3 D4 S8 C7",
                    hands={**HANDS, D: HANDS[D].replace("T19", "H1")})
    auction(game, A, "rufer")
    act(game, "call", A, "T19")
    act(game, "talon", A, "take:0")
    assert values(game) == ["schleifen", "play_alone"]
    act(game, "talon", A, "schleifen")
    assert amounts(game.result) == {A: -30, B: 10, C: 10, D: 10}


@pytest.mark.parametrize("steps,fold", [(("take:0",), 1), (("reveal", "take:1"), 2),
                                        (("reveal", "take:0"), 3)])
def test_the_dreier_walk_einmal_zweimal_dreimal(steps, fold):
    game = new_game()
    auction(game, B, "dreier")
    for step in steps:
        act(game, "talon", B, step)
    assert game.state.extra["talon"]["multiplier"] == fold
    assert game.phase == "discard" and game.to_move == B


# --- announcements -------------------------------------------------------------------------------

@pytest.mark.parametrize("hand,held", [
    ("HK DK SK T1", ["honneurs"]),  # 3 kings + 1 trump honour
    ("HK DK T21 T1", ["honneurs"]),
    ("HK DK SKUS T21 T1", ["troule", "honneurs"]),
    ("HK DK SK CK T21", ["four_kings", "honneurs"]),
    ("HK DK SK CK", ["four_kings"]),  # the bare four kings are not Honneurs
    ("SKUS T21 T1", ["troule"]),  # Troule alone is not Honneurs
    ("SKUS T21 T1 HK", ["troule", "honneurs"]),
    ("T20 T19 T18 T17 T16 T15 T14 T13", ["taroks"]),
    ("T20 T19 T18 T17 T16 T15 T14 HK", []),
])
def test_the_holdings_and_how_honneurs_stacks(hand, held):
    assert holdings(cards(hand)) == held


def test_the_vorhand_announces_first_in_every_contract():
    game = new_game()
    auction(game, B, "solo")
    assert game.phase == "announce" and game.to_move == A


def test_no_contra_on_the_game_of_a_simple_rufer():
    game = new_game()
    rufer(game)
    act(game, "announce", A, "pass")
    assert "contra:game" not in values(game, B)
    game = new_game(contra_in_rufer=True)
    rufer(game)
    act(game, "announce", A, "pass")
    assert "contra:game" in values(game, B)


def test_contra_on_a_dreier_doubles_only_the_base():
    """Contra: margin and consolation doubled, the premiums single."""
    game = new_game()
    auction(game, B, "dreier")
    act(game, "talon", B, "take:0")
    for name in ("H1", "H2", "D3"):
        act(game, "discard", B, name)
    say(game, (A, "announce:taroks"), (A, "contra:game"))
    result = augen_finish(game, 48)
    # Defenders 58: (5 + 10) x 2 for the Contra, + 10 for A's Taroks; Dreier lost x 2.
    assert result["game_value"] == 40 and amounts(result)[B] == -240


# --- the book's examples (Scoring and settlement, lines 31-33) -----------------------------------

def test_rufer_won_with_70_with_taroks_troule_and_pagat_ultimo_is_67():
    game = new_game()
    rufer(game)
    say(game, (A, "announce:taroks"), (A, "announce:troule"), (A, "announce:pagat_ultimo"))
    result = augen_finish(game, 70, last=LAST, last_winner=A)
    assert result["game_value"] == 67 == 17 + 10 + 10 + 10 + 20
    assert amounts(result) == {A: 67, B: -67, C: -67, D: 67}


def test_dreier_dreimal_lost_against_58_with_taroks_is_150():
    hands = {A: HANDS[B], B: HANDS[A], C: HANDS[C], D: HANDS[D]}  # B holds the strong hand
    hands[A] = "T20 T11 T10 T9 T8 T7 T6 T5 HC HJ H3 DK"  # A, opposing, holds eight trumps
    hands[C] = "DQ DC SK SQ H4 DJ D1 D2 SC SJ S10 T4"
    hands[D] = HANDS[D].replace("T4", "S9")
    game = new_game(hands)
    auction(game, B, "dreier")
    act(game, "talon", B, "reveal")
    act(game, "talon", B, "take:0")  # back to the upper half: "dreimal"
    for name in ("H1", "H2", "D3"):
        act(game, "discard", B, name)
    say(game, (A, "announce:taroks"))
    result = augen_finish(game, 48)
    assert result["augen"]["defenders"] == 58
    assert result["game_value"] == 25 and result["paid"] == 150 == (5 + 10 + 10) * 6
    assert amounts(result) == {A: 150, B: -450, C: 150, D: 150}


def test_solo_won_with_79_and_four_announcements_is_344():
    game = new_game()
    auction(game, A, "solo")
    say(game, (A, "announce:taroks"), (A, "announce:troule"), (A, "announce:honneurs"),
        (A, "announce:pagat_ultimo"))
    result = augen_finish(game, 79, last=LAST, last_winner=A)
    assert result["paid"] == 344 == (26 + 10 + 10 + 10 + 10 + 20) * 4
    assert amounts(result) == {A: 3 * 344, B: -344, C: -344, D: -344}


def test_rufer_won_with_59_against_taroks_and_honneurs_the_winners_pay_4():
    hands = dict(HANDS)
    hands[A] = "T21 T18 T17 T16 T15 T14 T13 T12 H3 HQ DQ DC"
    hands[B] = "SKUS T20 T11 T10 T9 T1 T8 T7 HK DK SK SQ"  # eight trumps; 3 kings + 2 honours
    hands[C] = "T6 T5 HC HJ H4 DJ D1 D2 SC SJ S10 S9"
    game = new_game(hands)
    rufer(game, discards=("H1 H2 D3 D4", "S8", "C7"))
    say(game, (B, "announce:taroks"), (B, "announce:honneurs"))
    result = augen_finish(game, 59)
    assert result["won"] and result["game_value"] == -4 == (6 + 10) - 20
    assert amounts(result) == {A: -4, B: 4, C: 4, D: -4}


def constructed(contract: str) -> Game:
    """The worked settlement example: A calls, D holds the XIX and announces Taroks, B
    announces four kings."""
    hands = dict(HANDS)
    hands[B] = "T11 T10 T9 HC HJ HK DK DQ DC SK CK SQ"
    hands[D] = "T19 T20 T4 T3 T2 T8 T7 T6 CQ CC CJ C10"  # eight trumps with the XIX
    hands[C] = "T5 C9 C8 S7 H4 DJ D1 D2 SC SJ S10 S9"
    hands[A] = "SKUS T21 T18 T17 T16 T15 T14 T13 T12 T1 H3 HQ"
    game = new_game(hands)
    if contract == "rufer":
        rufer(game)
    else:
        auction(game, A, contract)
    say(game, (B, "announce:four_kings"), (D, "announce:taroks"))
    return game


def test_constructed_rufer_with_66_is_23_each():
    result = augen_finish(constructed("rufer"), 66)
    assert result["game_value"] == 23 == 13 + 10 + 10 - 10
    assert amounts(result) == {A: 23, B: -23, C: -23, D: 23}


def test_constructed_the_same_as_a_solo_is_12_from_each():
    result = augen_finish(constructed("solo"), 66)
    assert result["game_value"] == 3 and result["paid"] == 12 == (13 + 10 - 20) * 4
    assert amounts(result) == {A: 36, B: -12, C: -12, D: -12}


# --- Valat and the Pagat ------------------------------------------------------------------------

@pytest.mark.parametrize("announce,value", [(False, 100), (True, 200)])
def test_a_valat_replaces_margin_and_consolation(announce, value):
    game = new_game()
    rufer(game)
    say(*((game, (A, "announce:volat")) if announce else (game,)))
    result = finish(game, volat=True, card_values=AUGEN)
    assert [i["item"] for i in result["items"]] == ["volat"]
    assert amounts(result) == {A: value, B: -value, C: -value, D: value}


def test_a_failed_announced_valat_costs_its_party_200():
    """Open question 4: 200 to the other party in place of margin and consolation."""
    game = new_game()
    rufer(game)
    say(game, (A, "announce:volat"))
    result = augen_finish(game, 80)
    assert amounts(result) == {A: -200, B: 200, C: 200, D: -200}


def test_an_announced_pagat_ultimo_that_fails_counts_20_for_the_others():
    game = new_game()
    rufer(game)
    say(game, (A, "announce:pagat_ultimo"))
    result = augen_finish(game, 60, last=LAST, last_winner=B)
    assert result["game_value"] == 7 + 10 - 20
    assert amounts(result) == {A: -3, B: 3, C: 3, D: -3}
