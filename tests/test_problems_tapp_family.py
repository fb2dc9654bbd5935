"""Ulmann's partial problems of the Tapp family, set up from what the problem file keeps
(assets/problems/ulmann-problems.json): problem 15
(Steyerisch-Tarok, the Zweier's talon and discard) and problem 31 (Ungarisch-Tarok, the Solo
with "Zehn Tarok, Courage" against "Zehn Tarok, Contra"). Their card diagrams are lost; where
the file's facts leave cards open, the deal below fills them so that every stated fact holds,
and the book's outcome is then reached through the engine card by card.
"""

from __future__ import annotations

import re

from builders import act, cards, deal, play_line, problem, sole_bidder

from tarokdesk.core import Game
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.rules.settlement import party_points

A, B, C = 0, 1, 2


def new_game(variant: str, hands: dict[int, str], talon: str) -> Game:
    game = Game.new(variant, None, 3, 2)
    deal(game, hands, talon)
    return game


def amounts(result: dict, item: str) -> dict[int, int]:
    entry = next(e for e in result["items"] if e["item"] == item)
    return {int(s): v for s, v in entry["amounts"].items()}


# ============================================================================================
# Problem 15: "which two-card talon part must B take against A's Contra?"
# ============================================================================================

# Known: B's T20 T14 H1 HQ H3, the pair CJ + T14 he buys, his discard CJ + H4, A's club
# Peitsche. Filled in: the rest of B's closed run of taroks, the other pairs, A's and C's hands.
P15_HANDS = {
    A: "SKUS T10 T9 T8 T7 CK CQ CC C10 C9 C8 DQ DC DJ D2 D3",
    B: "T21 T20 T19 T18 T17 T16 T15 T13 T12 T11 H3 HQ H1 H4 DK SK",
    C: "T1 T2 T3 T4 T5 T6 HC HJ H2 SQ SC SJ S10 S9 S7 D4",
}
P15_TALON = "D1 S8 CJ T14 HK C7"  # the wanted pair is the second: B goes on once


def test_problem_15_the_zweier_buys_cj_t14_discards_cj_h4_and_trumps_the_peitsche():
    """Steyerisch "Talon procedure" 2 and 6, Strategy 12: B passes the first pair, takes
    CJ + T14 (two-fold), may lay away the CJ he has just bought with the H4 and so is void in
    clubs; after A's Contra, A's club lead is trumped at once with T20 (lines 4366-4370)."""
    known = problem(15)
    game = new_game("steyerisch-tarok", P15_HANDS, P15_TALON)
    sole_bidder(game, B, "zweier")
    act(game, "talon", B, "reveal")
    assert game.view(A).talon_parts[1] == tuple(cards(" ".join(known["talon"]["part_taken_by_B"])))
    act(game, "talon", B, "take:1")
    assert game.state.extra["talon"]["multiplier"] == 2
    assert set(cards(" ".join(known["hands"]["B"]))) <= set(game.state.hands[B])
    assert game.refusal(Action("discard", B, cards("T14")[0])).code == R.MAY_NOT_DISCARD_TAROK
    for name in known["discards"]["B"]:
        act(game, "discard", B, name)
    assert not [c for c in game.state.hands[B] if c in cards("CK CQ CC CJ C10 C9 C8 C7")]
    act(game, "announce", B, "pass")
    act(game, "announce", C, "pass")
    act(game, "announce", A, "contra:game")
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    act(game, "play", A, "CK")
    assert game.refusal(Action("play", B, cards("H3")[0])).code == R.MUST_PLAY_TAROK
    act(game, "play", B, "T20")


# ============================================================================================
# Problem 31: Solo, "Zehn Tarok, Courage" against "Zehn Tarok, Contra"
# ============================================================================================

# The file's facts (notes and solution): A, Vorhand, plays Solo with ten taroks and no tarok
# honour and not the T19; B holds ten taroks; the defenders win only three tricks, with SKUS,
# T21 and T19, bringing home their Pagat, HK and HQ (with three cards of a third each, 22
# points); the talon holds 10 points; A makes 34. Filled in: which ten taroks, the suit cards.
P31_HANDS = {
    A: "T20 T18 T17 T16 T15 T14 T13 T12 T11 T10 SK CK",
    B: "SKUS T21 T19 T9 T8 T7 T6 T5 T4 T3 DC CJ",
    C: "T1 T2 HK HQ HC HJ H1 SQ SC SJ CQ CC",
}
P31_TALON = "DK DQ DJ D1 S10 C10"
P31_LINE = [("A", ["T20", "T3", "T2"]), ("A", ["T18", "T19", "T1"]),
            ("B", ["T21", "HK", "T10"]), ("B", ["SKUS", "HQ", "T11"]),
            ("B", ["T5", "H1", "T12"]), ("A", ["T13", "T6", "HC"]),
            ("A", ["T14", "T7", "HJ"]), ("A", ["T15", "T8", "SJ"]),
            ("A", ["T16", "T9", "SC"]), ("A", ["T17", "T4", "SQ"]),
            ("A", ["SK", "DC", "CQ"]), ("A", ["CK", "CJ", "CC"])]


def test_problem_31_the_courage_solo_is_won_with_34_against_32():
    """Ungarisch Announcements (tarok count, Courage, Contra) and Scoring: the Solo (8) with
    Courage and Contra is worth 32 from each; the defenders' 22 in three tricks and the talon's
    10 make 32, A has 34, the least that wins (lines 4108-4119, 4607-4614). The defenders'
    tricks hold Sküs, Mond and Pagat: they made tous les trois by capture (doubled in Solo)."""
    known = problem(31)
    game = new_game("ungarisch-tarok", P31_HANDS, P31_TALON)
    sole_bidder(game, A, "solo")
    stated = {"Zehn Tarock": "announce:zehn_tarok", "Courage": "announce:courage",
              "Contra": "contra:game"}
    for text in known["announcements"]:
        letter, words = re.match(r"(\w): (.+)", text).groups()
        while game.to_move != "ABC".index(letter):
            act(game, "announce", game.to_move, "pass")
        act(game, "announce", "ABC".index(letter), stated[words])
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    assert party_points(cards(P31_TALON))[1] == int(known["talon"]["points"])
    play_line(game, P31_LINE)
    result = game.result
    assert result["won"] and result["points"] == {"declarer": 34, "defenders": 32}
    defenders_tricks = [t for t in game.state.tricks if t.winner != A]
    assert len(defenders_tricks) == 3
    assert {card for t in defenders_tricks for _, card in t.plays} >= set(
        cards("SKUS T21 T19 T1 HK HQ"))
    game_line = next(e for e in result["items"] if e["item"] == "game")
    assert game_line["computation"]["doubled_by"] == ["courage"]
    assert amounts(result, "game") == {A: 64, B: -32, C: -32}  # 8, Courage x2, Contra x2
    # Each Zehn Tarok 2 in Solo (A's and B's cancel); trull 4 to each defender.
    assert amounts(result, "tous_les_trois") == {A: -8, B: 4, C: 4}
    assert {int(s): v for s, v in result["totals"].items()} == {A: 56, B: -28, C: -28}
