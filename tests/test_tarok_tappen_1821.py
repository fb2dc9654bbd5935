"""Tarok-Tappen 1821 (variant "tarok-tappen-1821") against assets/rules/tarok-tappen-1821.md:
the auction, the blind purchase and its discard laws, the Pagat ultimo lying face up, honours
declared after play, counting with 54 and 42 cards, every worked example of the rule file (the
sheet examples with C = 50) and example I of the book replayed card by card.
Seats: dealer 2, A = 0 (Vorhand), B = 1, C = 2; with four at the table the dealer 3 is König.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from builders import act, cards, deal, finish, play_line

from tarokdesk.cards.card import PAGAT, card_from_name
from tarokdesk.core import Game, Session
from tarokdesk.core.refusals import IllegalAction
from tarokdesk.players.driver import play_out
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.rules.sheets import (
    TourCounter, add_sheets, money, net_entries, rounded_to_five, settle_sheet,
)

A, B, C, KING = 0, 1, 2, 3
VARIANT = "tarok-tappen-1821"
EXAMPLES = Path(__file__).resolve().parents[1] / "assets" / "problems" / \
    "tarok-tappen-1821-examples.json"

# A holds tous les trois and the four kings; the upper talon half is three blank hearts.
HANDS = {
    A: "SKUS T21 T1 HK DK SK CK T20 T19 T18 T17 T16 T15 T14 T13 T12",
    B: "T11 T10 T9 T8 T7 T6 HQ HC HJ H1 DQ DC DJ D1 SQ SC",
    C: "T5 T4 T3 T2 SJ S10 S9 S8 S7 CQ CC CJ C10 C9 C8 C7",
}
TALON = "H4 H3 H2 D4 D3 D2"
PAGAT_LAST = [(A, "T1"), (B, "HQ"), (C, "SJ")]
PAGAT_CAUGHT = [(A, "T1"), (B, "T6"), (C, "SJ")]


def new_game(n_seats: int = 3, hands=HANDS, talon=TALON, **options) -> Game:
    game = Game.new(VARIANT, options or None, n_seats, 2 if n_seats == 3 else 3)
    deal(game, hands, talon)
    return game


def bids(game: Game, *steps: tuple[int, str]) -> None:
    for seat, choice in steps:
        act(game, "bid", seat, choice)


def to_play(game: Game, contract: str, discards=("H4", "H3", "H2"), ultimo: bool = False):
    """A opens `contract`, the others let it stand; A lays away his purchase."""
    act(game, "bid", A, contract)
    while game.phase == "bid":
        act(game, "bid", game.to_move, "pass")
    if game.phase == "discard":
        for name in discards:
            act(game, "discard", A, name)
    if ultimo:
        act(game, "announce", A, "announce:pagat_ultimo")
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    return game


def sheet(result: dict) -> dict[int, int]:
    return {int(s): v for s, v in result["sheet"].items() if v}


def settle(game: Game, points=None, declared=(), **finish_args) -> dict:
    """Lay out the play (builders.finish) with A's `declared` honours."""
    game.state.extra["declare"] = {str(s): list(declared) if s == A else []
                                   for s in game.state.active}
    return finish(game, points, **finish_args)


# --- the auction ("Contracts and bidding", recommended steps) --------------------------------

def outcome(*steps, n_seats=3, pack=54) -> tuple[int, str]:
    game = new_game(n_seats, pack=pack, hands={}, talon=None)
    bids(game, *steps)
    assert game.phase != "bid"
    return game.state.declarer, game.state.contract


def test_the_vorhand_may_not_pass_and_a_solo_ends_the_bidding():
    game = new_game()
    with pytest.raises(IllegalAction) as refused:
        act(game, "bid", A, "pass")
    assert refused.value.refusal.code == "vorhand_must_speak"
    assert outcome((A, "solo")) == (A, "solo")
    assert outcome((A, "tapper"), (B, "solo")) == (B, "solo")


def test_a_vorhand_who_opened_a_dreyer_may_take_a_solo_over():
    assert outcome((A, "dreier"), (B, "pass"), (C, "solo"), (A, "hold")) == (A, "solo")
    assert outcome((A, "dreier"), (B, "solo"), (A, "pass")) == (B, "solo")
    assert outcome((A, "dreier"), (B, "pass"), (C, "pass")) == (A, "dreier")


def test_after_a_tapper_the_vorhand_takes_a_dreyer_over_and_only_its_bidder_may_still_solo():
    assert outcome((A, "tapper"), (B, "dreier"), (C, "pass"), (A, "pass")) == (B, "dreier")
    assert outcome((A, "tapper"), (B, "dreier"), (C, "pass"), (A, "hold"), (B, "pass")) \
        == (A, "dreier")
    # open question 8: the Vorhand who tapped may not take that Solo over
    assert outcome((A, "tapper"), (B, "pass"), (C, "dreier"), (A, "hold"), (C, "solo")) \
        == (C, "solo")
    # between the rear players the first bid at a level stands (54 cards)
    assert outcome((A, "tapper"), (B, "dreier"), (C, "solo")) == (C, "solo")


def test_a_tapper_nobody_outbids_is_not_played_and_scores_half_a_consolation():
    game = new_game(hands={}, talon=None)
    bids(game, (A, "tapper"), (B, "pass"), (C, "pass"))
    assert game.is_terminal and game.result["contract"] == "tapper"
    assert game.result["totals"] == {"0": 50, "1": -25, "2": -25}
    king = new_game(4, hands={}, talon=None, consolation=40)
    bids(king, (A, "tapper"), (B, "pass"), (C, "pass"))
    assert king.result["totals"] == {"0": 60, "1": -20, "2": -20, "3": -20}


def test_42_cards_bid_by_steps_and_the_earlier_seat_takes_over():
    """E §3 (line 556): Präference, Zweyer taken over, Einer taken over, finally Solo."""
    steps = [(A, "dreier"), (B, "zweier"), (A, "hold"), (B, "einer"), (A, "hold"), (B, "solo")]
    game = new_game(pack=42, hands={}, talon=None)
    bids(game, *steps[:-1])
    assert {a.value for a in game.legal_actions()} == {"pass", "solo"}
    assert outcome(*steps, (A, "pass"), pack=42) == (B, "solo")
    # E open question 4: the Mittelhand takes over from the Hinterhand
    assert outcome((A, "tapper"), (B, "dreier"), (C, "zweier"), (B, "hold"), (C, "pass"),
                   (A, "pass"), pack=42) == (B, "zweier")


# --- the talon and the discard -------------------------------------------------------------

def test_the_dreyer_takes_the_upper_three_blind_and_lays_three_away():
    game = new_game()
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    assert set(cards("H4 H3 H2")) <= set(game.state.hands[A])
    assert all(part is None for part in game.view(B).talon_parts), "nobody sees the purchase"
    assert all(part is None for part in game.view(A).talon_parts[3:]), "nor the lower half"
    assert [p for part in game.view(A).talon_parts[:3] for p in part] == cards("H4 H3 H2")
    for name in ("H4", "H3", "H2"):
        act(game, "discard", A, name)
    assert game.phase == "announce"
    assert game.state.talon_owner[3:] == ["defenders"] * 3


def test_kings_matadors_and_unforced_trumps_may_not_be_laid_away():
    hands = {A: "SKUS T21 T1 HK DK SK CK T20 T19 T18 T17 T16 T15 T14 T13 HQ",
             B: HANDS[B].replace("HQ", "T12"), C: HANDS[C]}
    game = new_game(hands=hands)
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    for name, code in (("HK", "may_not_discard_king"), ("T1", "may_not_discard_honour"),
                       ("T20", "may_not_discard_tarok")):
        with pytest.raises(IllegalAction) as refused:
            act(game, "discard", A, name)
        assert refused.value.refusal.code == code
    for name in ("H4", "H3", "HQ"):
        act(game, "discard", A, name)
    assert game.phase == "announce"


def test_a_forced_trump_discard_is_shown_to_all():
    """"Talon": trumps only when the hand forces it, and then announced."""
    game = Game.new(VARIANT, None, 3, 2)
    deal(game, {A: HANDS[A], B: "H4 H3 H2 T6 T7 T8 HQ HC HJ H1 DQ DC DJ D1 SQ SC",
                C: HANDS[C]}, "T11 T10 T9 D4 D3 D2")
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    act(game, "discard", A, "T9")
    assert game.view(B).shown_discards[A] == (card_from_name("T9"),)


# --- the Pagat ultimo lies face up (§7, §23, line 324) ---------------------------------------

def test_an_announced_pagat_lies_face_up_until_played():
    game = to_play(new_game(), "dreier", ultimo=True)
    assert game.view(B).hands == {A: (PAGAT,)}
    assert game.view(A).hands == {}
    quiet = to_play(new_game(), "dreier")
    assert quiet.view(B).hands == {}


def test_ultimo_values_and_failures():
    """§7: silent C, announced 2C in a Dreyer; what success gains, failure costs; a defender's
    Pagat ultimo is written by both defenders."""
    won = settle(to_play(new_game(), "dreier", ultimo=True), 40, last=PAGAT_LAST, last_winner=A)
    assert sheet(won) == {A: 60 + 100}
    failed = settle(to_play(new_game(), "dreier", ultimo=True), 40,
                    last=PAGAT_CAUGHT, last_winner=B)
    assert sheet(failed) == {B: 40, C: 40}
    assert [e["item"] for e in failed["entries"]] == ["game", "pagat_ultimo_failed",
                                                      "pagat_ultimo_failed"]
    silent_lost = settle(to_play(new_game(), "dreier"), 40, last=PAGAT_CAUGHT, last_winner=B)
    assert {(e["seat"], e["item"], e["points"]) for e in silent_lost["entries"]} == {
        (A, "game", 60), (B, "silent_ultimo_lost", 50), (C, "silent_ultimo_lost", 50)}


def test_a_defenders_silent_ultimo_is_written_by_all_the_defenders_and_the_king():
    hands = {A: HANDS[A].replace("T1 ", "T2 "), B: HANDS[B], C: HANDS[C].replace("T2", "T1")}
    game = to_play(new_game(4, hands=hands), "dreier")
    result = settle(game, 40, last=[(A, "HK"), (B, "HQ"), (C, "T1")], last_winner=C)
    ultimo = [e for e in result["items"] if e["item"] == "silent_ultimo"]
    assert ultimo[0]["amounts"] == {"0": -150, "1": 50, "2": 50, "3": 50}


# --- honours: declared after play, lost when passed by (§2, §49) ------------------------------

def play_first_cards(game: Game) -> None:
    """Every seat plays its first legal card to the end of play."""
    while game.phase == "play":
        game.apply(game.legal_actions()[0])


def played_to_the_declarations(*steps: tuple[int, str]) -> Game:
    """B holds the four kings, C tous les trois; the bidding `steps`, then the declarer lays
    away his purchase and the seats play their first legal cards to the end."""
    game = Game.new(VARIANT, None, 3, 2)
    deal(game, {A: "T20 T19 T18 T17 T16 T15 T14 T13 HQ HC HJ H1 DQ DC DJ D1",
                B: "HK DK SK CK T12 T11 T10 T9 T8 T7 SQ SC SJ S10 S9 S8",
                C: "SKUS T21 T1 T2 T3 T4 T5 T6 S7 CQ CC CJ C10 C9 C8 C7"},
         "H4 H3 H2 D4 D3 D2")
    bids(game, *steps)
    for name in ("H4", "H3", "H2"):
        act(game, "discard", game.state.declarer, name)
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    play_first_cards(game)
    assert game.phase == "declare"
    return game


def test_honours_are_declared_after_play_and_written_by_the_holder_alone():
    # a Dreyer stood before B's and C's turn: neither passed his honours by
    game = played_to_the_declarations((A, "dreier"), (B, "pass"), (C, "pass"))
    act(game, "declare", A, "pass")
    act(game, "declare", B, "declare:tous_les_quatre")
    act(game, "declare", B, "pass")
    act(game, "declare", C, "declare:tous_les_trois")
    act(game, "declare", C, "pass")
    entries = {(e["seat"], e["item"], e["points"]) for e in game.result["entries"]}
    assert {(B, "tous_les_quatre", 50), (C, "tous_les_trois", 50)} <= entries


def test_honours_passed_by_in_the_bidding_do_not_count():
    # B let the Tapper go though a Dreyer was open to him; C then bid it
    game = played_to_the_declarations((A, "tapper"), (B, "pass"), (C, "dreier"), (A, "pass"))
    act(game, "declare", A, "pass")
    with pytest.raises(IllegalAction) as refused:
        act(game, "declare", B, "declare:tous_les_quatre")
    assert refused.value.refusal.code == "honours_passed_by"


# --- counting ("Counting"; E "Counting") ------------------------------------------------------

def test_remis_costs_the_consolation_and_the_solo_its_double():
    remis = settle(to_play(new_game(), "dreier"), 35)
    assert remis["remis"] and sheet(remis) == {B: 50, C: 50}
    assert {(e["seat"], e["points"]) for e in remis["entries"]} == {(B, 50), (C, 50)}
    solo = settle(to_play(new_game(), "solo"), 35)
    assert {(e["seat"], e["points"]) for e in solo["entries"]} == {(B, 100), (C, 100)}


def test_42_card_piles_round_to_66_and_an_einer_won_with_38_is_120():
    """E "Counting": leftover thirds rounded; E "Scoring": Einer 100 + 4 x 5 = 120."""
    hands = {A: "SKUS T21 T20 T19 T18 T17 T16 T15 HK DK SK CK",
             B: "T14 T13 T12 T11 T10 T9 HQ HC HJ H1 DQ DC",
             C: "T8 T7 T6 T5 T4 T3 DJ D1 SQ SC SJ S10"}
    game = new_game(hands=hands, talon="T2 T1 CQ CC CJ C10", pack=42)
    bids(game, (A, "einer"), (B, "pass"), (C, "pass"))
    act(game, "discard", A, "T2")
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    result = settle(game, declarer_thirds=3 * 38 + 1)  # 38⅓: the ⅓ is dropped
    assert result["points"] == {"declarer": 38, "defenders": 28}
    assert result["sheet"]["0"] == 120 and result["totals"]["0"] == 240


# --- every worked example of "Scoring and settlement" (C = 50) -------------------------------

@pytest.mark.parametrize("contract, points, declared, last, written", [
    ("dreier", 37, (), None, 54),
    ("dreier", 37, ("tous_les_trois",), None, 104),
    ("dreier", 37, ("tous_les_trois", "tous_les_quatre"), None, 154),
    ("solo", 38, (), None, 112),
    ("solo", 38, ("tous_les_quatre",), None, 162),
    ("solo", 38, ("tous_les_trois", "tous_les_quatre"), None, 212),
    ("dreier", 39, ("tous_les_trois", "tous_les_quatre"), "silent", 208),
    ("dreier", 39, ("tous_les_trois", "tous_les_quatre"), "announced", 258),
    ("solo", 39, (), "silent", 216),
    ("solo", 39, (), "announced", 316),
])
def test_worked_examples_of_the_declarers_score(contract, points, declared, last, written):
    game = to_play(new_game(), contract, ultimo=last == "announced")
    pagat = {"last": PAGAT_LAST, "last_winner": A} if last else {}
    result = settle(game, points, declared, **pagat)
    assert sheet(result) == {A: written}
    assert result["totals"] == {"0": 2 * written, "1": -written, "2": -written}


def test_solo_volat_with_both_honour_sets_and_an_announced_ultimo_is_1300():
    game = to_play(new_game(), "solo", ultimo=True)
    result = settle(game, None, ("tous_les_trois", "tous_les_quatre"), volat=True,
                    last=PAGAT_LAST, last_winner=A)
    assert sheet(result) == {A: 1300}


def test_solo_lost_by_3_is_written_by_each_defender():
    result = settle(to_play(new_game(), "solo"), 32)
    assert {(e["seat"], e["points"]) for e in result["entries"]} == {(B, 112), (C, 112)}


def test_a_dreyer_lost_by_5_with_tous_les_trois_and_a_silent_ultimo_writes_40():
    """§48 (line 435): 100 for the declarer against 60 for each defender: he writes 40."""
    result = settle(to_play(new_game(), "dreier"), 30, ("tous_les_trois",),
                    last=PAGAT_LAST, last_winner=A)
    assert sheet(result) == {A: 40}
    assert result["totals"] == {"0": 80, "1": -40, "2": -40}


def test_the_worked_settlement_example_of_three_sheets():
    """"A worked settlement example": A 58, B 50, C 0 -> +66, +42, -108; 22 Kreuzer."""
    deal_sheet = net_entries([{"seat": A, "points": 58}, {"seat": B, "points": 50}], 3)
    assert deal_sheet == {"0": 58, "1": 50, "2": 0}
    assert settle_sheet(deal_sheet) == {"0": 66, "1": 42, "2": -108}
    assert rounded_to_five(-108) == -110 and money(108, 20) == 22
    assert add_sheets(deal_sheet, {"2": 40}) == {"0": 58, "1": 50, "2": 40}


def test_the_closing_round_is_three_tours_and_one_more_after_a_plain_tapper():
    """Special cases 7 (§51): 9 deals with three, 12 with four; a last Tapper adds a tour."""
    assert TourCounter(3).deals == 9 and TourCounter(4).deals == 12
    closing = TourCounter(3)
    assert not closing.over(8, False) and closing.over(9, False)
    assert not closing.over(9, True) and not closing.over(11, False) and closing.over(12, True)


# --- example I of the book, replayed card by card ----------------------------------------------

def test_example_I_replayed_through_the_engine_gives_45_to_25():
    example = json.loads(EXAMPLES.read_text(encoding="utf-8"))[0]
    game = Game.new(VARIANT, {"consolation": example["consolation"]}, 3, 2)
    seat = {"A": A, "B": B, "C": C}
    deal(game, {seat[k]: " ".join(v) for k, v in example["hands"].items()},
         " ".join(example["talon"]))
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    assert sorted(game.state.hands[A]) == sorted(
        cards(" ".join(example["hands"]["A"] + example["talon_taken"])))
    for name in example["discards"]:
        act(game, "discard", A, name)
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    play_line(game, example["play"])
    assert [t.winner for t in game.state.tricks] == [seat[w] for w in example["trick_winners"]]
    assert game.is_terminal
    computed = example["result"]["computed"]
    assert game.result["points"] == {"declarer": computed["A_total"],
                                     "defenders": computed["BC_total"]}
    assert sheet(game.result) == {A: example["result"]["score_for_declarer_computed"]}


# --- the sitting: the sheet carried across deals (C4) ------------------------------------------

@pytest.mark.parametrize("n_seats, pack", [(3, 54), (4, 42)])
def test_a_sitting_carries_the_sheet_and_ends_after_the_last_three_tours(n_seats, pack):
    session = Session(VARIANT, {"pack": pack}, n_seats, seed=11)
    players = [HeuristicPlayer(f"11:{s}") for s in range(n_seats)]
    while not session.over:
        play_out(session.new_deal(), players)
        assert len(session.games) <= 4 * n_seats
    carry = session.games[-1].carry_after
    closing = TourCounter(n_seats)
    tapper_last = session.games[closing.deals - 1].result["contract"] == "tapper"
    assert carry["deals"] == len(session.games) == closing.deals + (n_seats if tapper_last else 0)
    # the sheet's differences are exactly what the deals paid
    assert settle_sheet(carry["sheet"]) == {str(s): u for s, u in session.totals().items()}
    sheet = game_sheet(session)
    assert sheet.columns == ("written", "balance") and sheet.lines[0][1].startswith(
        f"{len(session.games)} / {closing.deals}")
    assert session.carry == session.variant.sitting.initial_carry()  # a fresh sitting follows


def game_sheet(session: Session):
    return session.variant.sitting.carry_sheet(session.games[-1].carry_after)
