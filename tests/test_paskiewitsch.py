"""Paskiewitsch (rules/paskiewitsch.md, Ulmann Cap. IX): the worked example reproduced through
the engine, the shared talon, the T20 rule, the per-role discards, the call, the
announcements and the settlement items."""

from __future__ import annotations

import pytest

from tarokdesk.cards.card import card_from_name, card_name
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.practice.problem_setup import arranged_deal
from tarokdesk.players import HeuristicPlayer

A, B, C, D = 0, 1, 2, 3  # dealer D: A is the Vorhand, play passes to the right (A, B, C, D)
EXAMPLE_HANDS = {A: "T1 T16 T15 T14 T13 T12 T11 T10 CK", B: "SKUS T2 T3 T4 HK HQ HC D1 S10",
                 C: "T21 T17 T18 T5 T6 SK SQ DQ CJ", D: "T19 T20 T7 T8 T9 DK DC SC SJ"}
EXAMPLE_TALON = "HJ H1 DJ C10 CQ CC"


def cards(text: str) -> list[int]:
    return [card_from_name(n) for n in text.split()]


def dealt(hands: dict[int, str], talon: str, options=None) -> Game:
    game = Game.new("paskiewitsch", options, 4, D)
    game.apply(Action("deal", CHANCE, arranged_deal(
        game, {s: cards(h) for s, h in hands.items()}, cards(talon))))
    assert game.phase == "bid"
    return game


def act(game: Game, kind: str, seat: int, value) -> None:
    if isinstance(value, str) and kind in ("discard", "call", "play"):
        value = card_from_name(value)
    game.apply(Action(kind, seat, value))


def pass_round(game: Game) -> None:
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")


def example_to_play() -> Game:
    """The rule file's constructed example up to the first lead: A (T1 her only honour)
    declares a Dreier, nobody overbids; A takes 3, B, C, D one each; B lays away a trump;
    A is told "one trump" and calls T17 (C's); A announces Acht Tarok; nobody contras."""
    game = dealt(EXAMPLE_HANDS, EXAMPLE_TALON)
    act(game, "bid", A, "dreier")
    for seat in (B, C, D):
        act(game, "bid", seat, "pass")
    assert (game.state.contract, game.state.declarer) == ("dreier", A)
    for seat, part in ((A, 0), (B, 1), (C, 2), (D, 3)):
        act(game, "talon", seat, f"take:{part}")
    for seat, card in ((A, "HJ"), (A, "H1"), (A, "DJ"), (B, "T2"), (C, "CJ"), (D, "CC")):
        act(game, "discard", seat, card)
    assert game.view(A).public["taroks_discarded"] == 1
    act(game, "call", A, "T17")
    act(game, "announce", A, "announce:acht_tarok")
    pass_round(game)
    return game


EXAMPLE_PLAY = [  # the leader first; play passes to the right
    "T10 SKUS T21 T9", "T3 T5 T8 T15", "T16 T4 T6 T19", "DC T11 D1 DQ", "CK C10 CQ T7",
    "SC T13 S10 SQ", "T14 HQ T18 T20", "DK T12 HC T17", "SK SJ T1 HK",
]


def test_worked_example_settles_as_the_rule_file_says():
    """"Worked numeric example": A+C 40 : 26 win the Dreier (1); Acht Tarok 3 from the three;
    A's T1 takes the last trick (silent ultimo 2); B's SKUS catches C's T21 (Mondfang 21).
    A −15, C −19, B +17, D +17."""
    game = example_to_play()
    for trick in EXAMPLE_PLAY:
        for name in trick.split():
            act(game, "play", game.to_move, name)
    result = game.result
    assert result["partner"] == C and result["won"]
    assert result["points"] == {"declarer": 40, "defenders": 26}
    items = {item["item"]: item["amounts"] for item in result["items"]}
    assert items == {
        "game": {"0": 1, "2": 1, "1": -1, "3": -1},
        "acht_tarok": {"0": 3, "1": -1, "2": -1, "3": -1},
        "silent_ultimo": {"0": 2, "2": 2, "1": -2, "3": -2},
        "mondfang": {"1": 21, "3": 21, "0": -21, "2": -21},
    }
    assert result["totals"] == {"0": -15, "1": 17, "2": -19, "3": 17}


def test_worked_example_variant_a_lone_solo_under_17_pays_double_to_each():
    """"Variant": A plays a Solo, calls T19, which she holds herself, and reaches only 15
    points: she pays 4 × 2 = 8 to each of B, C, D (−24)."""
    game = dealt({A: "T21 T19 T3 T2 HJ H1 DJ D1 S10", B: "SKUS T20 T18 T4 T5 HK HQ HC CJ",
                  C: "T1 T17 T16 T6 T7 DK DQ DC SJ", D: "T15 T14 T13 T8 T9 SK SQ SC CK"},
                 "T10 T11 T12 CQ CC C10")
    act(game, "bid", A, "solo")
    for seat in (B, C, D):
        act(game, "bid", seat, "pass")
    assert game.legal_actions()[0].seat == B  # the Solo buys nothing: 0/2/2/2
    for seat, part in ((B, 0), (C, 1), (D, 2)):
        act(game, "talon", seat, f"take:{part}")
    for seat, card in ((B, "T20"), (B, "T11"), (C, "T16"), (C, "DC"), (D, "T13"), (D, "SQ")):
        act(game, "discard", seat, card)
    act(game, "call", A, "T19")
    pass_round(game)
    for trick in ("HJ HC T12 T15", "T8 T2 T5 T6", "CK T19 CJ CQ", "T21 T10 T7 T9",
                  "D1 T18 DK T14", "T4 T17 SK T3", "DQ SC DJ SKUS", "HK T1 C10 H1",
                  "SJ CC S10 HQ"):
        for name in trick.split():
            act(game, "play", game.to_move, name)
    result = game.result
    assert result["alone"] and result["partner"] is None and result["schneider"]
    assert result["points"]["declarer"] == 15
    game_item = next(i for i in result["items"] if i["item"] == "game")
    assert game_item["amounts"] == {"0": -24, "1": 8, "2": 8, "3": 8}


# --- bidding: eligibility and the T20 rule --------------------------------------------------

def test_only_a_holder_of_a_trump_honour_may_bid():
    hands = dict(EXAMPLE_HANDS)
    hands[D] = "T19 T20 T7 T8 T9 DK DC SC SJ"  # D holds no trump honour
    game = dealt(hands, EXAMPLE_TALON)
    for seat in (A, B, C):
        act(game, "bid", seat, "pass")
    assert [a.value for a in game.legal_actions()] == ["pass"]
    assert game.refusal(Action("bid", D, "dreier")).code == "needs_trump_honour"
    act(game, "bid", D, "pass")
    assert game.is_terminal and game.result["totals"] == {str(s): 0 for s in range(4)}


def test_a_dreier_bidder_without_t20_must_hold_the_zweier():
    game = dealt(EXAMPLE_HANDS, EXAMPLE_TALON)  # A lacks T20
    act(game, "bid", A, "dreier")
    act(game, "bid", B, "zweier")
    assert [a.value for a in game.legal_actions()] == ["hold"]
    assert game.refusal(Action("bid", A, "pass")).code == "must_hold_zweier"


def t20_hands() -> dict[int, str]:
    hands = dict(EXAMPLE_HANDS)
    hands[A] = "T1 T20 T15 T14 T13 T12 T11 T10 CK"
    hands[D] = "T19 T16 T7 T8 T9 DK DC SC SJ"
    return hands


def test_a_vormann_with_t20_lets_the_zweier_go_keeps_t20_and_is_called():
    """"Auction" 3: he may let it go, may then not discard T20, and the new declarer must
    call T20 (3200-3212)."""
    game = dealt(t20_hands(), EXAMPLE_TALON)
    act(game, "bid", A, "dreier")
    act(game, "bid", B, "zweier")
    assert [a.value for a in game.legal_actions()] == ["hold", "pass"]
    act(game, "bid", A, "pass")
    act(game, "bid", C, "pass")
    act(game, "bid", D, "pass")
    assert (game.state.contract, game.state.declarer) == ("zweier", B)
    assert game.state.extra["t20_let_go"] == {"vormann": A, "declarer": B}
    order = [game.to_move]
    for part in range(4):  # Zweier: B 2, C 2, D 1, A 1, from the top
        seat = game.to_move
        act(game, "talon", seat, f"take:{part}")
        order.append(game.to_move)
    assert order[:4] == [B, C, D, A]
    assert [len(game.state.hands[s]) for s in (A, B, C, D)] == [10, 11, 11, 10]
    while game.to_move != A:
        game.apply(game.legal_actions()[0])
    assert game.refusal(Action("discard", A, card_from_name("T20"))).code == \
        "may_not_discard_t20"
    assert game.refusal(Action("discard", A, card_from_name("T15"))) is None  # taroks free
    act(game, "discard", A, "T15")
    assert game.phase == "call"
    assert [a.value for a in game.legal_actions()] == [card_from_name("T20")]


# --- discards and the call -------------------------------------------------------------------

def test_only_the_declarers_taroks_are_shown_and_the_others_count_is_told():
    game = example_to_play()
    view_b, view_c = game.view(B), game.view(C)
    assert view_c.shown_discards[B] == ()  # B's trump lies face down
    assert view_b.own_discards == (card_from_name("T2"),)
    seen_by_c = [a for a in game.history_for(C) if a.kind == "discard"]
    assert Action("discard", B, None) in seen_by_c
    assert Action("discard", A, card_from_name("HJ")) not in seen_by_c  # a plain card
    assert view_c.public["taroks_discarded"] == 1
    per_seat = dealt(EXAMPLE_HANDS, EXAMPLE_TALON, {"taroks_told": "per_seat"})
    for action in example_to_play().log[1:15]:
        per_seat.apply(action)
    assert per_seat.view(A).public["taroks_discarded"] == {"1": 1, "2": 0, "3": 0}


def test_the_declarer_shows_discarded_taroks_and_may_lay_them_away_only_when_forced():
    game = dealt(EXAMPLE_HANDS, EXAMPLE_TALON)
    act(game, "bid", A, "dreier")
    for seat in (B, C, D):
        act(game, "bid", seat, "pass")
    for seat, part in ((A, 0), (B, 1), (C, 2), (D, 3)):
        act(game, "talon", seat, f"take:{part}")
    assert game.refusal(Action("discard", A, card_from_name("T10"))).code == \
        "may_not_discard_tarok"
    assert game.refusal(Action("discard", A, card_from_name("CK"))).code == \
        "may_not_discard_king"
    assert game.refusal(Action("discard", A, card_from_name("T1"))).code == \
        "may_not_discard_honour"


@pytest.mark.parametrize("called, alone", [("T17", False), ("T16", True), ("T2", True)])
def test_a_call_of_ones_own_or_a_discarded_trump_plays_alone(called, alone):
    """T17 is C's; T16 is A's own (triple stakes); T2 lies among B's discards (3185-3198)."""
    game = dealt(EXAMPLE_HANDS, EXAMPLE_TALON)
    for action in example_to_play().log[1:15]:
        game.apply(action)
    act(game, "call", A, called)
    variant = game.variant
    assert (variant.partner(game.state) is None) == alone
    # whoever holds or discarded the called trump knows the sides; the declarer does not
    holder = {"T17": C, "T16": A, "T2": B}[called]
    assert variant.knows_all(game.state, holder)
    assert called == "T16" or not variant.knows_all(game.state, A)


# --- announcements -------------------------------------------------------------------------

def test_opponents_announce_only_after_contra_except_the_tarok_count():
    game = dealt(EXAMPLE_HANDS, EXAMPLE_TALON)
    for action in example_to_play().log[1:16]:
        game.apply(action)
    act(game, "announce", A, "announce:pagat_ultimo")
    act(game, "announce", A, "pass")
    legal_b = {a.value for a in game.legal_actions()}
    assert "announce:tous_les_trois" not in legal_b and "contra:game" in legal_b
    assert "contra:acht_tarok" not in legal_b  # a tarok count is a fact
    assert game.refusal(Action("announce", B, "announce:mondfang")).code == "contra_first"
    act(game, "announce", B, "contra:pagat_ultimo")
    act(game, "announce", B, "announce:mondfang")  # after the Contra: allowed
    act(game, "announce", B, "pass")
    # C, the partner, may not contra his side's game but recontras its ultimo
    legal_c = {a.value for a in game.legal_actions()}
    assert "recontra:pagat_ultimo" in legal_c and "contra:game" not in legal_c
    assert "contra:mondfang" in legal_c


def test_announced_premiums_that_fail_pay_the_other_side_and_volat_replaces_the_game():
    game = dealt(EXAMPLE_HANDS, EXAMPLE_TALON)
    for action in example_to_play().log[1:16]:
        game.apply(action)
    act(game, "announce", A, "announce:tous_les_quatre")
    act(game, "announce", A, "announce:volat")
    pass_round(game)
    for trick in EXAMPLE_PLAY:
        for name in trick.split():
            act(game, "play", game.to_move, name)
    items = {item["item"]: item for item in game.result["items"]}
    assert items["tous_les_quatre_failed"]["amounts"] == {"1": 2, "3": 2, "0": -2, "2": -2}
    assert items["volat_failed"]["amounts"] == {"1": 8, "3": 8, "0": -8, "2": -8}
    assert items["game"]["amounts"]["0"] == 1  # the game is still paid


def test_mondfang_values_are_an_option():
    game = dealt(EXAMPLE_HANDS, EXAMPLE_TALON, {"mondfang_values": [5, 10]})
    for action in example_to_play().log[1:]:
        game.apply(action)
    for trick in EXAMPLE_PLAY:
        for name in trick.split():
            act(game, "play", game.to_move, name)
    items = {item["item"]: item["amounts"] for item in game.result["items"]}
    assert items["mondfang"] == {"1": 5, "3": 5, "0": -5, "2": -5}


# --- the standard player ---------------------------------------------------------------------

def decide(game: Game) -> tuple[Action, str]:
    return HeuristicPlayer().decide(game.view(game.to_move))


def test_standard_player_lets_the_zweier_go_with_two_honours_and_t20():
    """Z2: with two trump honours and T20 declare no more than a Dreier and let a Zweier go."""
    hands = t20_hands()
    hands[A] = "T1 T21 T20 T14 T13 T12 T11 T10 CK"
    hands[C] = "T16 T17 T18 T5 T6 SK SQ DQ CJ"
    hands[D] = "T19 T15 T7 T8 T9 DK DC SC SJ"
    game = dealt(hands, EXAMPLE_TALON)
    action, why = decide(game)
    assert action.value == "dreier" and "Z2" in why.cited
    act(game, "bid", A, "dreier")
    act(game, "bid", B, "zweier")
    action, why = decide(game)
    assert action.value == "pass" and "Z2" in why.cited


def test_standard_player_calls_a_lower_stecher_with_the_pagat_alone():
    """Z6: T1 the only honour: call T17-T14, not T20 or T19 (here T17, as in the example)."""
    game = dealt(EXAMPLE_HANDS, EXAMPLE_TALON)
    for action in example_to_play().log[1:15]:
        game.apply(action)
    action, why = decide(game)
    assert card_name(action.value) == "T17" and "Z6" in why.cited


def test_standard_player_lays_away_a_bare_t20_as_a_non_declarer():
    """Z25: a bare or doubleton T20 goes, rather than being called without a fit hand."""
    hands = dict(EXAMPLE_HANDS)
    hands[A] = "T1 T16 T15 T14 T13 T12 T11 T19 CK"
    hands[D] = "T20 T10 DK DC SC SJ HJ H1 DJ"
    game = dealt(hands, "T7 T8 T9 C10 CQ CC")
    act(game, "bid", A, "dreier")
    for seat in (B, C, D):
        act(game, "bid", seat, "pass")
    for seat, part in ((A, 0), (B, 1), (C, 2), (D, 3)):
        act(game, "talon", seat, f"take:{part}")
    while game.to_move != D:
        game.apply(decide(game)[0])
    action, why = decide(game)
    assert card_name(action.value) == "T20" and "Z25" in why.cited


def test_the_experts_sampler_may_lay_a_told_tarok_among_the_face_down_discards():
    """The declarer was told one tarok was laid away: the unseen T2 may lie there, while a
    trump honour never does."""
    from tarokdesk.players.knowledge import Knowledge
    from tarokdesk.players.inference import taroks_told_face_down
    from tarokdesk.players.search.sampler import OUT, places

    game = example_to_play()
    view = game.view(A)
    assert taroks_told_face_down(view) == 1
    where = places(view, Knowledge.of(view, game.variant.pack.cards))
    assert OUT in where[card_from_name("T2")]
    assert OUT not in where[card_from_name("SKUS")]
    assert taroks_told_face_down(game.view(B)) == 0  # B's own tarok is no news to him


def called_from_vorhand(options=None, skus_with_declarer=False) -> Game:
    """C, holding T21, declares a Dreier and calls T16, which A, the Vorhand, holds; all
    pass the announcements; A is on lead."""
    hands = dict(EXAMPLE_HANDS)
    if skus_with_declarer:
        hands[B] = hands[B].replace("SKUS", "T5")
        hands[C] = hands[C].replace("T5", "SKUS")
    game = dealt(hands, EXAMPLE_TALON, options)
    for seat, bid in ((A, "pass"), (B, "pass"), (C, "dreier"), (D, "pass")):
        act(game, "bid", seat, bid)
    for seat, part in ((C, 0), (D, 1), (A, 2), (B, 3)):
        act(game, "talon", seat, f"take:{part}")
    for seat, card in ((C, "HJ"), (C, "H1"), (C, "DJ"), (D, "C10"), (A, "CQ"), (B, "CC")):
        act(game, "discard", seat, card)
    act(game, "call", C, "T16")
    pass_round(game)
    assert game.to_move == A and game.phase == "play"
    return game


def test_standard_partner_in_vorhand_leads_his_highest_trump_to_show_himself():
    """Z21: the called trump's holder in Vorhand leads trumps; the Mond may sit with B, who
    plays before the declarer C, so his highest (here the called T16 itself)."""
    game = called_from_vorhand()
    action, why = decide(game)
    assert card_name(action.value) == "T16" and "Z21" in why.cited


@pytest.mark.parametrize("skus,answer", [(False, "T5"), (True, "T17")])
def test_standard_declarer_answers_the_partners_trump_lead(skus, answer):
    """Z21 signal: the declarer answers with a middle trump (T17-T13) holding the Sküs, with a
    small one (T11-T1) without it."""
    game = called_from_vorhand(skus_with_declarer=skus)
    act(game, "play", A, "T16")
    act(game, "play", B, "T2" if not skus else "T3")
    action, why = decide(game)
    assert card_name(action.value) == answer and "Z21" in why.cited


def test_standard_weak_defender_in_vorhand_leads_his_shortest_suit():
    """Z20: a defender in Vorhand with three trumps whose partner said nothing leads his
    shortest suit (of the single cards the one he also laid away), not a tarok nor his
    K-Q-C of hearts."""
    hands = {A: "T1 T2 T3 HK HQ HC D1 S10 CK", B: "SKUS T16 T15 T14 T13 T12 T11 T10 T4",
             C: "T21 T17 T18 T5 T6 SK SQ DQ CJ", D: "T19 T20 T7 T8 T9 DK DC SC SJ"}
    game = dealt(hands, EXAMPLE_TALON)
    for seat, bid in ((A, "pass"), (B, "dreier"), (C, "pass"), (D, "pass")):
        act(game, "bid", seat, bid)
    for seat, part in ((B, 0), (C, 1), (D, 2), (A, 3)):
        act(game, "talon", seat, f"take:{part}")
    for seat, card in ((B, "HJ"), (B, "H1"), (B, "DJ"), (C, "C10"), (D, "CQ"), (A, "CC")):
        act(game, "discard", seat, card)
    act(game, "call", B, "T20")
    pass_round(game)
    action, why = decide(game)
    assert card_name(action.value) == "CK" and "Z20" in why.cited
