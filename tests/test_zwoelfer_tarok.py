"""Zwölfer-Tarok (variant "zwoelfer-tarok") against assets/rules/zwoelfer-tarok.md.

Tapp-Tarok's rules are tested in test_tapp_tarok.py; here what the 42-card pack changes (deal,
66 points, 33⅔ to win) and the chapter's worked example. Seats: dealer 2, A = 0, B = 1, C = 2.
"""

from __future__ import annotations

import pytest

from builders import act, deal, finish, play_line, problem, sole_bidder

from tarokdesk.core import Game

A, B, C = 0, 1, 2
VARIANT = "zwoelfer-tarok"

# "Worked numeric example": A holds SKUS and T21 (Köpfe); C holds the Pagat.
HANDS = {
    A: "SKUS T21 T20 T19 T18 T17 T16 HK HQ DK DQ SK",
    B: "T15 T14 T13 T12 T11 T10 HC HJ DC DJ SQ SC",
    C: "T1 T2 T3 T4 T5 T6 T7 H1 D1 SJ S10 CK",
}
TALON = "T8 T9 CQ CC CJ C10"


def new_game(**options) -> Game:
    game = Game.new(VARIANT, options or None, 3, 2)
    deal(game, HANDS, TALON)
    return game


def items(result: dict) -> dict[str, dict[int, int]]:
    return {e["item"]: {int(s): v for s, v in e["amounts"].items()} for e in result["items"]}


def test_deal_twelve_each_and_a_talon_of_two_halves():
    """"Deal" 3: six to the talon in two halves, then 12 each in two rounds of six."""
    game = new_game()
    assert [len(h) for h in game.state.hands] == [12, 12, 12]
    assert [len(p) for p in game.state.talon_parts] == [3, 3]


def example(talon_method: str) -> Game:
    """A plays a Dreier; old method: passes the first half and takes the second (x2); B says
    Contra; A discards the three clubs he bought."""
    game = new_game(talon_method=talon_method)
    sole_bidder(game, A, "dreier")
    if talon_method == "old":
        act(game, "talon", A, "reveal")
    act(game, "talon", A, "take:1")
    for name in ("CC", "CJ", "C10"):
        act(game, "discard", A, name)
    while game.to_move != B:
        act(game, "announce", game.to_move, "pass")
    act(game, "announce", B, "contra:game")
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    return game


def test_worked_example_game_koepfe_and_a_defenders_silent_ultimo():
    """Game 2, Contra 4, from each; Köpfe 1 from each; C's T1 wins the last trick.

    The rule file's constructed example charges A 2 for the ultimo to C alone (A +8, B -5,
    C -3); its own text, like Tapp-Tarok (book lines 1080-1084), has the player pay 2 "for each
    defender". The engine follows the text, so B receives 2 as well: A +6, B -3, C -3."""
    result = finish(example("old"), declarer_points=36,
                    last=[(A, "DQ"), (B, "DJ"), (C, "T1")], last_winner=C)
    assert result["won"] and result["game_value"] == 4
    got = items(result)
    assert got["game"] == {A: 8, B: -4, C: -4}
    assert got["koepfe"] == {A: 2, B: -1, C: -1}
    assert got["silent_ultimo"] == {A: -4, B: 2, C: 2}


def test_vienna_method_makes_the_same_dreier_worth_3_contrad_6():
    result = finish(example("modern"), declarer_points=36)
    assert result["game_value"] == 6


@pytest.mark.parametrize("points,won", [(34, True), (33, False)])
def test_34_of_66_wins_and_33_all_loses(points, won):
    """"Counting": the player needs 33⅔, i.e. 34 rounded; 33 : 33 is lost."""
    result = finish(example("modern"), declarer_points=points)
    assert result["won"] is won
    assert result["points"] == {"declarer": points, "defenders": 66 - points}


# ============================================================================================
# Ulmann's problems 27 and 28, set up from the problem file and played through the engine
# ============================================================================================

def problem_game(hands: dict[str, list[str]], talon: list[str]) -> Game:
    game = Game.new(VARIANT, None, 3, 2)
    deal(game, {s: " ".join(hands[k]) for s, k in zip((A, B, C), "ABC")}, " ".join(talon))
    return game


def test_problem_27_solo_with_pagat_ultimo():
    """A's Solo with "Pagat Ultimo": both won, 37 : 29 (lines 4052-4066, 4531-4550)."""
    p = problem(27)
    game = problem_game(p["hands"], p["talon"])
    sole_bidder(game, A, "solo")
    act(game, "announce", A, "announce:pagat_ultimo")
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    play_line(game, p["solution"]["play"])
    result = game.result
    assert result["won"] and result["points"] == {"declarer": 37, "defenders": 29}
    got = items(result)
    assert got["game"] == {A: 16, B: -8, C: -8}  # Solo 8
    assert got["pagat_ultimo"] == {A: 16, B: -8, C: -8}  # 4, doubled in the Solo


def test_problem_28_the_declarer_makes_no_trick_and_vorhand_the_pagat():
    """B's Dreier with the first half (DK SK CK), the queens discarded; A's heart Peitsche and
    C's over-ruffs leave B without a trick, and A's Pagat takes the last (lines 4067-4079,
    4552-4565). The defenders' volat replaces the game (open question 5)."""
    p = problem(28)
    talon = p["talon"]
    bought, laid = talon["half_1_taken_by_B"], p["discards"]["B"]
    hands = dict(p["hands"], B=[c for c in p["hands"]["B"] if c not in bought] + laid)
    game = problem_game(hands, bought + talon["half_2_left_to_opponents"])
    sole_bidder(game, B, "dreier")
    act(game, "talon", B, "take:0")
    for name in laid:
        act(game, "discard", B, name)
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    play_line(game, p["solution"]["play"])
    result = game.result
    assert result["volat"] == "defenders" and not game.state.won[B]
    got = items(result)
    assert got["volat"] == {A: 12, B: -24, C: 12}
    assert got["silent_ultimo"] == {A: 2, B: -4, C: 2}
