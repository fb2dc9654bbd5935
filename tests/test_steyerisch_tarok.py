"""Steyerisch-Tarok (variant "steyerisch-tarok") and the StepwiseTalon block against
assets/rules/steyerisch-tarok.md (cited by section; "line N" is the book's line).

Seats: with three at the table the dealer is seat 2, so A (Vorhand) = 0, B = 1, C = 2; with
four the dealer D = 3 rests as "König". Settlement tests drive a real game to the first lead
and lay out the tricks with `builders.finish`, choosing the declarer's card points exactly.
"""

from __future__ import annotations

import pytest

from builders import act, cards, deal, finish, problem, sole_bidder

from tarokdesk.cards.card import card_name
from tarokdesk.core import Action, Game
from tarokdesk.core import refusals as R
from tarokdesk.rules.stepwise_talon import TalonWalk, ladder

A, B, C, D = 0, 1, 2, 3
VARIANT = "steyerisch-tarok"

# Problem 15 as far as the problem file allows: A has the club Peitsche; B holds T20, H1, HQ
# and H3 (a closed run of taroks, no club); the talon's first pair is the CJ + T14 B buys.
HANDS = {
    A: "SKUS T10 T9 T8 T7 CK CQ CC C10 C9 C8 DQ DC DJ D2 D3",
    B: "T21 T20 T19 T18 T17 T16 T15 T13 T12 T11 H3 HQ H1 H4 DK SK",
    C: "T1 T2 T3 T4 T5 T6 HC HJ H2 SQ SC SJ S10 S9 S7 D4",
}
TALON = "CJ T14 HK D1 S8 C7"
# The constructed example: A holds the trull.
TRULL_TALON = "CJ T14 H3 D1 S8 C7"
TRULL_A = {
    A: "SKUS T21 T1 T9 T8 CK CQ CC C10 C9 C8 DQ DC DJ D2 D3",
    B: "T20 T19 T18 T17 T16 T15 T13 T12 T11 T10 HK HQ H1 H4 DK SK",
    C: "T7 T2 T3 T4 T5 T6 HC HJ H2 SQ SC SJ S10 S9 S7 D4",
}
# "The ladder": the multiplier ranges as printed (line 1767-1773), the Dreier's from Tapp.
BOOK_RANGES = {"dreier": (1, 3), "untere": (2, 4), "dreimaliger": (3, 5),
               "viermaliger": (4, 6), "zweier": (1, 4), "zweiter_zweier": (2, 5),
               "dritter_zweier": (3, 6), "einer": (1, 11)}
CLIMB = ("dreier", "untere", "dreimaliger", "viermaliger", "zweier", "zweiter_zweier",
         "dritter_zweier", "einer", "solo")


def new_game(n_seats: int = 3, hands=HANDS, talon=TALON, **options) -> Game:
    game = Game.new(VARIANT, options or None, n_seats, 2 if n_seats == 3 else 3)
    assert game.state.active == (A, B, C)
    deal(game, hands, talon)
    return game


def refused(game: Game, kind: str, seat: int, value) -> str | None:
    if kind in ("play", "discard") and isinstance(value, str):
        value = cards(value)[0]
    refusal = game.refusal(Action(kind, seat, value))
    return None if refusal is None else refusal.code


def choices(game: Game) -> list:
    return [a.value for a in game.legal_actions()]


def climb(game: Game, contract: str) -> None:
    """A opens a Dreier; B raises one rung at a time, A holding, until B bids `contract`;
    then A gives way and C says gut. B is the declarer."""
    act(game, "bid", A, "dreier")
    for bid in CLIMB[1:CLIMB.index(contract) + 1]:
        act(game, "bid", B, bid)
        act(game, "bid", A, "hold" if bid != contract else "pass")
    act(game, "bid", C, "pass")
    assert game.state.declarer == B and game.state.contract == contract


def walk_to(game: Game, reveals: int, take: int) -> None:
    for _ in range(reveals):
        act(game, "talon", B, "reveal")
    act(game, "talon", B, f"take:{take}")


def say(game: Game, seat: int, choice: str) -> None:
    while game.to_move != seat:
        act(game, "announce", game.to_move, "pass")
    act(game, "announce", seat, choice)


def to_play(game: Game, discards: str | None = None) -> None:
    """Discard (the named cards, else the first legal ones), then a silent round."""
    for name in (discards or "").split():
        act(game, "discard", game.state.declarer, name)
    while game.phase == "discard":
        game.apply(game.legal_actions()[0])
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    assert game.phase == "play"


def amounts(result: dict) -> dict[int, int]:
    return {int(s): v for s, v in result["totals"].items()}


def item(result: dict, name: str) -> dict[int, int]:
    entry = next(e for e in result["items"] if e["item"] == name)
    return {int(s): v for s, v in entry["amounts"].items()}


# ============================================================================================
# StepwiseTalon: the ladder as data
# ============================================================================================

def test_ladder_data_reproduces_the_printed_ranges():
    """"Talon procedure" 1-3: every value the walk can give, per contract."""
    from tarokdesk.variants.steyerisch_tarok import WALKS
    for contract, walk in WALKS.items():
        values = set(walk.looked) | {m for m in walk.back if m is not None}
        low, high = BOOK_RANGES[contract]
        assert values == set(range(low, high + 1)), contract


def test_ladder_einer_goes_back_six_plus_j():
    """"Talon procedure" 3: card k taken as it is turned = k; back to card j = 6 + j (the
    Ungarisch sentence: the fifth card after seeing all makes it eleven-fold)."""
    assert ladder(6, 0, 1, back_step=1) == TalonWalk(
        6, (0, 1, 2, 3, 4, 5), (1, 2, 3, 4, 5, 6), (7, 8, 9, 10, 11, None))
    # Zweier level 2: pair 2, then 3, then 1; back to either earlier pair is 2 + 3.
    assert ladder(3, 1, 2) == TalonWalk(3, (1, 2, 0), (2, 3, 4), (None, 5, 5))


@pytest.mark.parametrize("contract", sorted(BOOK_RANGES))
def test_every_talon_path_of_the_game_gives_the_book_range(contract):
    """Walking every path through the phase (not just the data) reaches exactly the range."""
    game = new_game()
    if contract == "dreier":
        sole_bidder(game, B, "dreier")
    else:
        climb(game, contract)
    found = set()

    def walk(node: Game) -> None:
        if node.phase != "talon":
            found.add(node.state.extra["talon"]["multiplier"])
            return
        for action in node.legal_actions():
            child = node.clone()
            child.apply(action)
            walk(child)

    walk(game)
    low, high = BOOK_RANGES[contract]
    assert found == set(range(low, high + 1))


def test_untere_turns_up_the_bottom_half_first_for_all_to_see():
    """"Talon procedure" 1 and 4: level 2 shows the lower half first, face up to everybody;
    the upper half stays covered."""
    game = new_game()
    climb(game, "untere")
    for seat in (A, B, C):
        parts = game.view(seat).talon_parts
        assert parts[0] is None and [card_name(c) for c in parts[1]] == ["D1", "S8", "C7"]
    assert choices(game) == ["take:1", "reveal"]


def test_zweiter_zweier_order_and_going_back():
    """"Talon procedure" 2: pair 2 first (m 2), then pair 3 (m 3), then pair 1 (m 4); having
    seen all, back to pair 2 or 3 makes it fivefold."""
    game = new_game()
    climb(game, "zweiter_zweier")
    shown = lambda: [p is not None for p in game.view(A).talon_parts]  # noqa: E731
    assert shown() == [False, True, False]
    act(game, "talon", B, "reveal")
    assert shown() == [False, True, True]
    assert choices(game) == ["take:2", "reveal"]
    act(game, "talon", B, "reveal")
    assert shown() == [True, True, True]
    assert choices(game) == ["take:0", "take:1", "take:2"]
    act(game, "talon", B, "take:2")
    assert game.state.extra["talon"]["multiplier"] == 5
    assert game.state.talon_owner == ["defenders", "defenders", "taken"]


def test_einer_back_to_the_fifth_card_is_elevenfold():
    game = new_game()
    climb(game, "einer")
    walk_to(game, 5, 4)
    assert game.state.extra["talon"]["multiplier"] == 11
    assert game.state.talon_parts[4] == cards("S8") and cards("S8")[0] in game.state.hands[B]


@pytest.mark.parametrize("reveals,take,code", [
    (0, 1, R.TALON_PART_UNAVAILABLE),   # a covered pair may not be taken
    (1, 0, R.TALON_PART_UNAVAILABLE),   # no going back before all are seen
    (2, 2, None),
])
def test_talon_refusals(reveals, take, code):
    game = new_game()
    sole_bidder(game, B, "zweier")
    for _ in range(reveals):
        act(game, "talon", B, "reveal")
    assert refused(game, "talon", B, f"take:{take}") == code


def test_no_further_look_once_all_are_seen():
    game = new_game()
    sole_bidder(game, B, "dreier")
    act(game, "talon", B, "reveal")
    assert refused(game, "talon", B, "reveal") == R.TALON_PART_UNAVAILABLE


# ============================================================================================
# Auction ("Contracts and bidding")
# ============================================================================================

def test_openings_include_the_direct_zweier_einer_and_solo():
    """"Auction" 4: Zweier, Einer and Solo may be played "aus der Hand"."""
    game = new_game()
    assert choices(game) == ["pass", "dreier", "zweier", "einer", "solo"]
    assert refused(game, "bid", A, "untere") == R.BID_NOT_ALLOWED
    assert refused(game, "bid", A, "zweiter_zweier") == R.BID_NOT_ALLOWED


def test_raises_one_rung_or_a_direct_jump():
    game = new_game()
    act(game, "bid", A, "dreier")
    assert choices(game) == ["pass", "untere", "zweier", "einer", "solo"]
    assert refused(game, "bid", B, "dreier") == R.BID_TOO_LOW
    assert refused(game, "bid", B, "dreimaliger") == R.BID_NOT_ALLOWED


def test_a_raise_to_the_next_rung_is_offered_once():
    game = new_game()
    act(game, "bid", A, "einer")
    assert choices(game) == ["pass", "solo"]


def test_a_zweier_may_be_held_by_the_vormann():
    """Open question 5: holding at the same level applies to the Zweier too."""
    game = new_game()
    act(game, "bid", A, "zweier")
    act(game, "bid", B, "zweiter_zweier")
    assert choices(game) == ["hold", "pass"]


def test_a_declared_dreier_may_not_jump():
    """"Auction" 4 [inference]: the Dreier's declarer, challenged by a tapped Vorhand who
    holds late, may go up one rung only."""
    game = new_game()
    act(game, "bid", A, "pass")
    act(game, "bid", B, "dreier")
    act(game, "bid", C, "pass")
    act(game, "bid", A, "hold")
    assert choices(game) == ["pass", "untere"]
    assert refused(game, "bid", B, "solo") == R.BID_NOT_ALLOWED


def test_all_tap_throws_in_without_payment():
    game = new_game()
    for seat in (A, B, C):
        act(game, "bid", seat, "pass")
    assert game.is_terminal and game.result["contract"] is None
    assert set(amounts(game.result).values()) == {0}


# ============================================================================================
# Discard ("Talon procedure" 6) and Problem 15
# ============================================================================================

def problem_15() -> Game:
    """A opens a Dreier, B ends with a Zweier, buys CJ + T14 (pair 1) and discards CJ + H4;
    A says Contra (lines 3831-3861, 4366-4369)."""
    game = new_game()
    act(game, "bid", A, "dreier")
    act(game, "bid", B, "zweier")
    act(game, "bid", A, "pass")
    act(game, "bid", C, "pass")
    act(game, "talon", B, "take:0")
    assert refused(game, "discard", B, "DK") == R.MAY_NOT_DISCARD_KING
    assert refused(game, "discard", B, "T21") == R.MAY_NOT_DISCARD_HONOUR
    assert refused(game, "discard", B, "T14") == R.MAY_NOT_DISCARD_TAROK
    act(game, "discard", B, "CJ")  # a card just bought may go again
    assert game.phase == "discard"
    act(game, "discard", B, "H4")
    assert game.phase == "announce"
    known = problem(15)  # partial: the diagrams are lost; what survives must match
    assert set(cards(" ".join(known["hands"]["B"]))) <= set(game.state.hands[B])
    assert game.state.talon_parts[0] == cards(" ".join(known["talon"]["part_taken_by_B"]))
    assert game.state.discards[B] == cards(" ".join(known["discards"]["B"]))
    say(game, A, "contra:game")
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    return game


def test_problem_15_club_lead_is_ruffed_and_the_zweier_won_with_35_two_thirds():
    game = problem_15()
    act(game, "play", A, "CK")  # the club Peitsche
    # B is void in clubs after discarding CJ: he must trump (Play 2).
    assert refused(game, "play", B, "H3") == R.MUST_PLAY_TAROK
    act(game, "play", B, "T20")
    assert game.state.trick == [(A, cards("CK")[0]), (B, cards("T20")[0])]
    game = problem_15()
    result = finish(game, declarer_thirds=107)  # 35⅔: the declarer wins (line 4375)
    assert result["won"] and result["points"] == {"declarer": 36, "defenders": 34}
    # G = 36 - 35 + 10 = 11, Zweier x2, Contra x2, paid single (m = 1).
    assert amounts(result) == {A: -44, B: 88, C: -44}


# ============================================================================================
# Settlement: the book's examples (lines 1784-1814) and the constructed example
# ============================================================================================

def bought(contract: str, reveals: int = 0, take: int | None = None, n_seats: int = 3,
           hands=HANDS, **options) -> Game:
    game = new_game(n_seats, hands, **options)
    if contract in ("dreier", "zweier", "einer", "solo"):
        sole_bidder(game, B, contract)
    else:
        climb(game, contract)
    if game.phase == "talon":
        walk_to(game, reveals, game.state.extra["talon"]["seen"][0] if take is None else take)
    to_play(game)
    return game


# Defenders 42 means the declarer holds 28 rounded; his pile is 3t, 3t+2 or 3t+1 cards.
THIRDS_28 = {"dreier": 84, "zweier": 83, "einer": 85, "solo": 84}


@pytest.mark.parametrize("contract,paid", [("dreier", 17), ("zweier", 34), ("einer", 51),
                                           ("solo", 68)])
def test_defenders_win_with_42(contract, paid):
    """Lines 1784-1791: G = 7 + 10 = 17, times the category factor, to each defender."""
    result = finish(bought(contract), declarer_thirds=THIRDS_28[contract])
    assert result["points"]["defenders"] == 42 and result["gain"] == 17
    assert amounts(result) == {A: paid, B: -2 * paid, C: paid}


def test_sixfold_einer_lost_at_38_costs_234_each():
    """Lines 1795-1801: G = 13, Einer x3 = 39, six-fold: 234 to each defender."""
    game = bought("einer", reveals=5, take=5)
    assert game.state.extra["talon"]["multiplier"] == 6
    result = finish(game, declarer_thirds=97)  # 32⅓ : 37⅔
    assert result["points"] == {"declarer": 32, "defenders": 38}
    assert amounts(result) == {A: 234, B: -468, C: 234}


def test_sixfold_einer_won_with_38_is_paid_single():
    """Lines 1801-1804: the same game won brings 39 from each defender."""
    result = finish(bought("einer", reveals=5, take=5), declarer_thirds=115)  # 38⅓
    assert result["won"] and result["multiplier"] == 6
    assert amounts(result) == {A: -39, B: 78, C: -39}


@pytest.mark.parametrize("contract,reveals,thirds,paid", [
    ("dreier", 0, 105, 10),   # 35 : 35
    ("einer", 0, 106, 30),    # 35⅓ : 34⅔
    ("zweier", 1, 104, 40),   # 34⅔ : 35⅓, a twofold Zweier: 10 x 2 x 2
    ("solo", 0, 105, 40),
])
def test_tie_loses_and_costs_the_consolation(contract, reveals, thirds, paid):
    """Lines 1805-1814: 35 : 35 (or 35⅓ : 34⅔) is lost; the consolation x F x m each."""
    game = bought(contract, reveals=reveals,
                  take=None if not reveals else game_last_seen(contract, reveals))
    result = finish(game, declarer_thirds=thirds)
    assert not result["won"] and result["gain"] == 10
    assert amounts(result) == {A: paid, B: -2 * paid, C: paid}


def game_last_seen(contract: str, reveals: int) -> int:
    """The part turned up last after `reveals` further looks of a fresh walk."""
    from tarokdesk.variants.steyerisch_tarok import WALKS
    return WALKS[contract].order[reveals]


def test_constructed_example_contra_on_a_twofold_zweier():
    """"Constructed example": B's level-1 Zweier, second pair taken (m = 2), Contra by A, B
    33⅔; A holds the trull. A +108, B -186, C +78."""
    game = new_game(hands=TRULL_A, talon=TRULL_TALON)
    act(game, "bid", A, "dreier")
    act(game, "bid", B, "zweier")
    act(game, "bid", A, "pass")  # A gives way: he has not tapped, so his trull counts
    act(game, "bid", C, "pass")
    walk_to(game, 1, 1)
    act(game, "discard", B, "H3")
    act(game, "discard", B, "D1")
    say(game, A, "contra:game")
    to_play(game)
    result = finish(game, declarer_thirds=101)
    assert result["points"] == {"declarer": 34, "defenders": 36}
    assert item(result, "game") == {A: 88, B: -176, C: 88}
    assert item(result, "tous_les_trois") == {A: 20, B: -10, C: -10}
    assert amounts(result) == {A: 108, B: -186, C: 78}


def test_koenig_pays_as_a_defender():
    """"Players" and open question 6: the resting König wins and loses with the defenders."""
    result = finish(bought("dreier", n_seats=4), declarer_points=45)
    assert amounts(result) == {A: -20, B: 60, C: -20, D: -20}


def test_local_factors_and_trieste_consolation():
    """Scoring 1-2: locally Einer x4, Solo x6; in Trieste the consolation is 20."""
    result = finish(bought("solo", category_factors="local"), declarer_thirds=84)
    assert amounts(result)[A] == 17 * 6
    result = finish(bought("einer", category_factors="local", consolation=20),
                    declarer_thirds=85)
    assert amounts(result)[A] == (7 + 20) * 4


def test_solo_leaves_the_talon_to_the_defenders_and_is_single():
    game = bought("solo")
    assert game.state.talon_owner == ["defenders"] * 6 and game.state.talon_shown == [False] * 6
    result = finish(game, declarer_thirds=84)
    assert result["multiplier"] == 1


# ============================================================================================
# Premiums ("Announcements")
# ============================================================================================

def test_tapped_vorhand_forfeits_the_trull_and_the_gut_sayer_keeps_his_kings():
    """"Announcements" 7: A taps holding trull - nothing; with four kings C, who says gut
    after B's opening, receives 10 from every other participant, the König too."""
    hands = {A: "SKUS T21 T1 T9 T8 D4 CQ CC C10 C9 C8 DQ DC DJ D2 D3",
             B: "T20 T19 T18 T17 T16 T15 T13 T12 T11 T10 HQ H1 H4 HC HJ H2",
             C: "T7 T2 T3 T4 T5 T6 HK DK SK CK SQ SC SJ S10 S9 S7"}
    game = Game.new(VARIANT, None, 4, 3)
    deal(game, hands, TRULL_TALON)
    sole_bidder(game, B, "dreier")
    assert game.state.extra["auction"]["tapped"] == [A]
    act(game, "talon", B, "take:0")
    to_play(game)
    result = finish(game, declarer_points=40)
    assert not any(e["item"] == "tous_les_trois" for e in result["items"])
    assert item(result, "tous_les_quatre") == {A: -10, B: -10, C: 30, D: -10}


def test_premiums_by_category_option():
    """Open question 2, the alternative: premiums times the category factor (Einer x3)."""
    game = bought("einer", premiums="by_category")
    result = finish(game, declarer_thirds=91, last=[(A, "D3"), (B, "T21"), (C, "T1")],
                    last_winner=C)
    assert item(result, "silent_ultimo") == {A: 30, B: -60, C: 30}


def test_announced_pagat_ultimo_is_twenty_flat():
    """"Announcements": announced ultimo 20, not multiplied by the contract."""
    hands = {A: HANDS[A], B: "T21 T20 T19 T18 T17 T16 T15 T13 T12 T1 H3 HQ H1 H4 DK SK",
             C: "T11 T2 T3 T4 T5 T6 HC HJ H2 SQ SC SJ S10 S9 S7 D4"}
    game = new_game(hands=hands)
    sole_bidder(game, B, "einer")
    walk_to(game, 0, 0)
    to_play_with(game, B, "announce:pagat_ultimo")
    result = finish(game, declarer_thirds=151, last=[(A, "D3"), (B, "T1"), (C, "D4")],
                    last_winner=B)
    assert item(result, "pagat_ultimo") == {A: -20, B: 40, C: -20}


def to_play_with(game: Game, seat: int, announcement: str) -> None:
    while game.phase == "discard":
        game.apply(game.legal_actions()[0])
    say(game, seat, announcement)
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")


@pytest.mark.parametrize("consolation", [10, 20])
def test_defenders_silent_ultimo_paid_by_the_declarer_to_each(consolation):
    """"Announcements" 1-3: a defender's silent ultimo is the simple consolation, paid by the
    declarer to each defender (20 where the consolation is 20, open question 2)."""
    game = bought("dreier", consolation=consolation)
    result = finish(game, declarer_points=30, last=[(A, "D3"), (B, "T21"), (C, "T1")],
                    last_winner=C)
    assert item(result, "silent_ultimo") == {A: consolation, B: -2 * consolation,
                                             C: consolation}


@pytest.mark.parametrize("announce,volat_paid", [(False, 70), (True, 140 * 2)])
def test_volat_replaces_the_gain_points(announce, volat_paid):
    """Scoring 8: silent 70, announced 140, times F (a Zweier: x2 for the announced one)."""
    contract = "zweier" if announce else "dreier"
    game = new_game()
    sole_bidder(game, B, contract)
    walk_to(game, 0, 0)
    if announce:
        to_play_with(game, B, "announce:volat")
    else:
        to_play(game)
    result = finish(game, volat=True, last=[(A, "D3"), (B, "T21"), (C, "D4")], last_winner=B)
    assert item(result, "volat") == {A: -volat_paid, B: 2 * volat_paid, C: -volat_paid}


def test_failed_announced_volat_costs_140_f_m():
    """Open question 4: 140 x F x m to each defender instead of the gain points."""
    game = new_game()
    sole_bidder(game, B, "dreier")
    walk_to(game, 1, 1)  # the second half: twofold
    to_play_with(game, B, "announce:volat")
    result = finish(game, declarer_points=60)
    assert item(result, "volat_failed") == {A: 280, B: -560, C: 280}



# ============================================================================================
# What the view tells of the walk, and the result lines' factors
# ============================================================================================

def test_every_view_tells_the_fold_of_each_talon_choice():
    """"Talon procedure" 3: the k-th card is k-fold, going back to card j after all six is
    (6 + j)-fold; the walk is public, so a defender's view says the same."""
    game = new_game()
    sole_bidder(game, B, "einer")
    assert game.view(B).folds == {"take:0": 1, "reveal": 2}
    for _ in range(5):
        act(game, "talon", B, "reveal")
    expected = {"take:5": 6, "take:0": 7, "take:1": 8, "take:2": 9, "take:3": 10, "take:4": 11}
    assert game.view(B).folds == expected and game.view(A).folds == expected
    act(game, "talon", B, "take:5")
    assert game.view(B).folds == {}


def test_the_standard_player_pays_for_going_back():
    """Strategy 2: each fold more must be earned. All six seen, the last card (a small club)
    is taken at six-fold rather than going back to the ♥K, which would make it ten-fold."""
    from tarokdesk.players import HeuristicPlayer

    game = new_game(talon="T14 D1 S8 CJ HK C7")
    sole_bidder(game, B, "einer")
    for _ in range(5):
        act(game, "talon", B, "reveal")
    action = HeuristicPlayer().choose(game.view(B))
    assert action.value == "take:5"


def test_a_lost_game_records_its_fold_and_contra():
    """Scoring 4: the constructed example without its Contra, 11 × Zweier ×2 × 2-fold, paid to
    each of 2 opponents; won, a game records no fold (Scoring 3)."""
    game = new_game(hands=TRULL_A, talon=TRULL_TALON)
    act(game, "bid", A, "dreier")
    act(game, "bid", B, "zweier")
    act(game, "bid", A, "pass")
    act(game, "bid", C, "pass")
    walk_to(game, 1, 1)
    to_play(game, "H3 D1")
    computation = next(e for e in finish(game, declarer_thirds=101)["items"]
                       if e["item"] == "game")["computation"]
    assert computation == {"value": 11, "factor": 2, "contra": 1, "fold": 2, "doubled_by": [],
                           "payers": 2, "lone": True, "units": 88}
    won = finish(bought("einer", reveals=5, take=5), declarer_thirds=115)
    assert next(e for e in won["items"] if e["item"] == "game")["computation"]["fold"] == 1
