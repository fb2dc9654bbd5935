"""Neunzehnerrufen for four (shared/rules/neunzehnerrufen.md, Ulmann Cap. V; Codex §§ 12, 18).

Seats: the dealer is seat 3, so the Vorhand A is seat 0, then B = 1, C = 2 and the dealer
D = 3. Deals are arranged card by card; auction, call, talon, discards and announcements go
through the engine, and the tricks are laid out by `finish` with the card points chosen.
"""

from __future__ import annotations

import random

import pytest
from builders import act, cards, deal, finish

from tarokdesk.core import Action, Game
from tarokdesk.core.variant import variant_class
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.sampler import sample_world, slots
from tarokdesk.variants.neunzehnerrufen import (
    MUST_ANNOUNCE_HONOURS, called_trump, honours_held, walk,
)

A, B, C, D = 0, 1, 2, 3
TALON = "T2 HJ D3 S8 C7 T4"
HANDS = {
    A: "T21 T18 T17 T16 T1 HK HQ H1 DQ D4 SC S7",
    B: "SKUS T20 T15 T14 T13 T12 T11 T10 HC H2 DK DJ",  # eight taroks: "Acht Tarok"
    C: "T9 T8 T7 T6 T5 H3 H4 D1 D2 SK SQ SJ",
    D: "T19 T3 CK CQ CC CJ C10 C9 C8 DC S10 S9",  # the Nineteen: A's partner
}


def new_game(hands=None, talon=TALON, **options) -> Game:
    game = Game.new("neunzehnerrufen", options, 4, D)
    deal(game, hands or HANDS, talon)
    return game


def moved(hands: dict, card: str, to: int, replaced_by: str) -> dict:
    """`hands` with `card` given to seat `to` in place of `replaced_by` (which goes where
    `card` was)."""
    result = {}
    for seat, names in hands.items():
        swapped = {card: replaced_by, replaced_by: card}
        result[seat] = " ".join(swapped.get(n, n) for n in names.split())
    assert card in result[to].split()
    return result


def values(game: Game, seat: int | None = None) -> list:
    return [a.value for a in game.legal_actions(seat)]


def code(game: Game, kind: str, seat: int, value) -> str | None:
    refusal = game.refusal(Action(kind, seat, value))
    return None if refusal is None else refusal.code


def auction(game: Game, declarer: int, contract: str) -> None:
    """The Vorhand opens the (compulsory) Rufer unless she declares `contract` herself; the
    declarer declares it; everyone else, the Vorhand included, gives way."""
    act(game, "bid", A, contract if declarer == A else "rufer")
    while game.phase == "bid":
        seat = game.to_move
        act(game, "bid", seat, contract if seat == declarer and not any(
            s == declarer for s, _ in game.state.bids) else "pass")


def say(game: Game, *steps: tuple[int, str]) -> None:
    """The announcements `steps` in order, every seat in between passing; then all pass."""
    for seat, choice in steps:
        while game.to_move != seat:
            act(game, "announce", game.to_move, "pass")
        act(game, "announce", seat, choice)
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")


def rufer(game: Game, discards=("D3 D4 S8 S7", "C7", "D2")) -> None:
    """A's Rufer: the call, the 4/1/1 split and the three discards in turn."""
    auction(game, A, "rufer")
    act(game, "call", A, "T19")
    for _ in range(3):
        act(game, "talon", game.to_move, f"take:{game.state.extra['talon']['next']}")
    for seat, names in zip((A, B, C), discards):
        for name in names.split():
            act(game, "discard", seat, name)


def amounts(result: dict) -> dict[int, int]:
    return {int(s): v for s, v in result["totals"].items()}


def item(result: dict, name: str) -> dict[int, int]:
    entry = next(i for i in result["items"] if i["item"] == name)
    return {int(s): v for s, v in entry["amounts"].items()}


# --- the compulsory Rufer and the call ("Who calls, and what") -------------------------------

def test_the_vorhand_must_call_unless_a_higher_game_is_declared():
    game = new_game()
    assert "pass" not in values(game) and "rufer" in values(game)
    assert code(game, "bid", A, "pass") == "must_open"
    act(game, "bid", A, "rufer")
    assert values(game) == ["pass", "dreier", "zweier", "einer", "solo"]  # the Rufer is hers


def test_an_earlier_hand_may_hold_a_higher_game():
    game = new_game()
    act(game, "bid", A, "rufer")
    act(game, "bid", B, "dreier")
    assert values(game) == ["hold", "pass"]
    act(game, "bid", A, "hold")
    act(game, "bid", B, "pass")
    act(game, "bid", C, "pass")
    act(game, "bid", D, "pass")
    assert (game.state.declarer, game.state.contract) == (A, "dreier")


@pytest.mark.parametrize("held,called", [("", "T19"), ("T19", "T18"), ("T19 T18", "T17"),
                                         ("T19 T18 T17 T16", "T15")])
def test_the_nineteen_or_the_next_lower_trump_she_lacks(held, called):
    assert called_trump(cards(f"SKUS T21 T20 T1 {held}".strip())) == cards(called)[0]


def test_the_call_is_prescribed():
    game = new_game(moved(HANDS, "T19", A, "T18"))
    auction(game, A, "rufer")
    assert values(game) == cards("T18")  # she holds the Nineteen: she calls the Eighteen


# --- the talon (Talon, Rufer; Dreier, Zweier, Einer) -----------------------------------------

def test_rufer_talon_four_one_one_each_seen_by_its_taker_and_discarded_in_turn():
    game = new_game()
    auction(game, A, "rufer")
    act(game, "call", A, "T19")
    mine, fifth, sixth = (tuple(cards(h)) for h in ("T2 HJ D3 S8", "C7", "T4"))
    act(game, "talon", A, "take:0")
    assert game.view(A).talon_parts == (mine, None, None)  # taken face down (2425-2426)
    assert game.view(B).talon_parts == (None, None, None)
    assert game.to_move == B
    act(game, "talon", B, "take:1")
    assert game.view(B).talon_parts == (None, fifth, None)
    assert game.to_move == C
    act(game, "talon", C, "take:2")
    received = game.state.extra["talon"]["received"]
    assert [(seat, tuple(part)) for seat, part in received] == [(A, mine), (B, fifth),
                                                                 (C, sixth)]
    assert set(mine) <= set(game.state.hands[A]) and set(sixth) <= set(game.state.hands[C])
    # The talon now shows what still lies there: nothing; D, the fourth hand, got nothing.
    assert game.view(D).talon_sizes == (0, 0, 0) and len(game.state.hands[D]) == 12
    assert game.to_move == A and code(game, "discard", A, cards("HK")[0]) == \
        "may_not_discard_king"
    for name in "D3 D4 S8 S7".split():
        act(game, "discard", A, name)
    assert game.to_move == B
    act(game, "discard", B, "C7")
    assert game.to_move == C
    act(game, "discard", C, "D2")
    assert game.phase == "announce" and game.state.discards[D] == []


def test_the_fifth_card_makes_its_receiver_the_partner():
    game = new_game(moved(HANDS, "C7", D, "T19"), talon="T2 HJ D3 S8 T19 T4")
    rufer(game, discards=("D3 D4 S8 S7", "DJ", "D2"))
    assert game.variant.partner(game.state) == B
    assert game.view(B).public["partner"] == B
    assert game.view(C).public["partner"] is None  # secret until the Nineteen is played


def test_schleifen_pays_each_opponent_the_consolation():
    game = new_game(moved(HANDS, "T2", D, "T19"), talon="T19 HJ D3 S8 C7 T4")
    auction(game, A, "rufer")
    act(game, "call", A, "T19")
    act(game, "talon", A, "take:0")
    assert values(game) == ["schleifen", "play_alone"] and game.to_move == A
    act(game, "talon", A, "schleifen")
    assert game.is_terminal
    assert amounts(game.result) == {A: -30, B: 10, C: 10, D: 10}


def test_vienna_calls_after_talon_and_discards_the_highest_trump_she_lacks():
    """"Who calls, and what", Vienna variant (2434-2438): the situation of the schleifen
    test, the Nineteen among her four talon cards; in Vienna she first takes and discards,
    then, holding T19 to T16, calls the highest trump she lacks, T15, and B holds it."""
    game = new_game(moved(HANDS, "T2", D, "T19"), talon="T19 HJ D3 S8 C7 T4",
                    calling="vienna")
    auction(game, A, "rufer")
    assert game.phase == "talon" and game.to_move == A
    act(game, "talon", A, "take:0")
    assert game.to_move == B  # no schleifen: nothing has been called yet
    act(game, "talon", B, "take:1")
    act(game, "talon", C, "take:2")
    for seat, name in ((A, "D3"), (A, "D4"), (A, "S8"), (A, "S7"), (B, "C7"), (C, "D2")):
        act(game, "discard", seat, name)
    assert game.phase == "call" and values(game) == cards("T15")
    act(game, "call", A, "T15")
    assert game.phase == "announce" and game.variant.partner(game.state) == B


def test_keeping_the_called_trump_plays_alone_against_three():
    game = new_game(moved(HANDS, "T2", D, "T19"), talon="T19 HJ D3 S8 C7 T4")
    auction(game, A, "rufer")
    act(game, "call", A, "T19")
    act(game, "talon", A, "take:0")
    act(game, "talon", A, "play_alone")
    assert game.to_move == B
    act(game, "talon", B, "take:1")
    act(game, "talon", C, "take:2")
    assert game.variant.declarer_side(game.state) == [A]
    for seat, name in ((A, "D3"), (A, "D4"), (A, "S8"), (A, "S7"), (B, "C7"), (C, "D2")):
        act(game, "discard", seat, name)
    say(game, (B, "announce:acht_tarok"))
    result = finish(game, declarer_points=43)
    assert item(result, "game") == {A: 54, B: -18, C: -18, D: -18}


def test_walks_of_the_dreier_zweier_and_einer():
    """Open question 2: back to part j after seeing all n is (n + j)-fold, or (2n - j)."""
    assert walk(2, "n_plus_j").back == (3, None) == walk(2, "twice_n_minus_j").back
    assert walk(3, "n_plus_j").back == (4, 5, None)
    assert walk(3, "twice_n_minus_j").back == (5, 4, None)
    assert walk(6, "n_plus_j").back == (7, 8, 9, 10, 11, None)  # at most elfmalig
    assert walk(6, "n_plus_j").looked == (1, 2, 3, 4, 5, 6)


def test_the_dreier_looks_privately_and_shows_only_what_it_passes_over():
    game = new_game()
    auction(game, B, "dreier")
    first, second = (tuple(cards(h)) for h in ("T2 HJ D3", "S8 C7 T4"))
    assert game.view(B).talon_parts == (first, None)
    assert game.view(A).talon_parts == (None, None)
    act(game, "talon", B, "reveal")
    assert game.view(A).talon_parts == (first, None)
    assert game.view(B).talon_parts == (first, second)
    act(game, "talon", B, "take:1")
    assert game.state.extra["talon"]["multiplier"] == 2
    assert game.view(C).talon_parts == (first, None)


# --- announcements ----------------------------------------------------------------------------

@pytest.mark.parametrize("hand,cumulative,held", [
    ("SKUS T21 T1", False, ["tous_les_trois"]),
    ("SKUS T21 T1 HK", False, ["grosse_honneurs"]),
    ("SKUS T21 T1 HK", True, ["grosse_honneurs", "tous_les_trois"]),
    ("HK DK SK CK", False, ["tous_les_quatre"]),
    ("HK DK SK CK T1", False, ["grosse_honneurs"]),
    ("T21 T1 HK DK", False, ["honneurs"]),
    ("SKUS HK DK SK", False, ["honneurs"]),
    ("T21 T1 HK", False, []),
])
def test_honours_classification(hand, cumulative, held):
    assert honours_held(cards(hand), cumulative) == held


def test_tous_les_trois_must_be_announced():
    hands = {A: "SKUS T21 T18 T17 T16 T1 HQ H1 DQ D4 SC S7",
             B: "T5 T20 T15 T14 T13 T12 T11 T10 HC H2 DK DJ",
             C: "T9 T8 T7 T6 HK H3 H4 D1 D2 SK SQ SJ", D: HANDS[D]}
    game = new_game(hands)
    rufer(game)
    assert game.to_move == A and "pass" not in values(game)
    assert code(game, "announce", A, "pass") == MUST_ANNOUNCE_HONOURS
    act(game, "announce", A, "announce:tous_les_trois")
    assert game.to_move == A and "pass" in values(game)


def test_contra_only_after_ones_own_holdings_and_recontra_by_the_partner():
    game = new_game()
    rufer(game)
    act(game, "announce", A, "pass")
    assert "announce:acht_tarok" in values(game) and "contra:game" not in values(game)
    act(game, "announce", B, "announce:acht_tarok")  # "Acht Tarok, Contra!"
    act(game, "announce", B, "contra:game")
    act(game, "announce", B, "pass")
    act(game, "announce", C, "pass")
    assert "recontra:game" in values(game, D)  # the partner knows his side (2451-2453)


# --- the book's and the rule file's examples (Scoring and settlement) ------------------------

def test_constructed_example_rufer_43_with_eight_taroks_and_silent_ultimo():
    """A calls the Nineteen (here held by D); A+D 43, B said "Acht Tarok" (4), A makes a
    silent Pagat ultimo (10): 18 + 10 - 4 = 24 each."""
    game = new_game()
    rufer(game)
    say(game, (B, "announce:acht_tarok"))
    result = finish(game, declarer_points=43, last=[(A, "T1"), (B, "HC"), (C, "H3"),
                                                    (D, "C8")], last_winner=A)
    assert result["gain"] == 18
    assert item(result, "game") == {A: 18, B: -18, C: -18, D: 18}
    assert item(result, "silent_ultimo") == {A: 10, B: -10, C: -10, D: 10}
    assert item(result, "acht_tarok") == {A: -4, B: 4, C: 4, D: -4}
    assert amounts(result) == {A: 24, B: -24, C: -24, D: 24}


def dreier_by_b(reveal: bool = True) -> Game:
    game = new_game()
    auction(game, B, "dreier")
    if reveal:
        act(game, "talon", B, "reveal")
    act(game, "talon", B, "take:1" if reveal else "take:0")
    for name in ("S8", "C7", "H2") if reveal else ("HJ", "D3", "H2"):
        act(game, "discard", B, name)
    say(game, (A, "contra:game"))
    return game


def test_constructed_example_twofold_dreier_lost_with_contra_costs_180_each():
    result = finish(dreier_by_b(), declarer_points=30)
    assert result["gain"] == 15 and result["multiplier"] == 2
    assert amounts(result) == {A: 180, B: -540, C: 180, D: 180}


def test_constructed_example_the_same_dreier_won_is_paid_single():
    result = finish(dreier_by_b(), declarer_points=40)
    assert amounts(result) == {A: -90, B: 270, C: -90, D: -90}


@pytest.mark.parametrize("contract,price,factors", [
    ("rufer", 18, "standard"), ("dreier", 54, "standard"), ("zweier", 72, "standard"),
    ("einer", 90, "standard"), ("solo", 108, "standard"),
    ("rufer", 18, "vienna"), ("dreier", 54, "vienna"), ("zweier", 108, "vienna"),
    ("einer", 162, "vienna"), ("solo", 216, "vienna")])
def test_a_side_with_43_points_in_every_category(contract, price, factors):
    """Lines 2341-2348: 8 over 35 + 10 = 18 GP, times 1, 3, 4, 5, 6 (Vienna: Zweier 108,
    Einer 162, Solo 216)."""
    game = new_game(category_factors=factors)
    if contract == "rufer":
        rufer(game)
    else:
        auction(game, B, contract)
        if contract != "solo":
            act(game, "talon", B, "take:0")
            for name in ("HC", "H2", "DJ")[:{"dreier": 3, "zweier": 2, "einer": 1}[contract]]:
                act(game, "discard", B, name)
    say(game)
    result = finish(game, declarer_points=43)
    assert result["game_value"] == price


@pytest.mark.parametrize("contra,won,paid", [(False, False, 15 * 5 * 11),
                                             (True, False, 15 * 5 * 22),
                                             (False, True, 15 * 5)])
def test_the_elevenfold_einer(contra, won, paid):
    """Lines 2566-2574: lost it is charged elevenfold, 22-fold with Contra; won, single."""
    game = new_game()
    auction(game, B, "einer")
    for _ in range(5):
        act(game, "talon", B, "reveal")
    act(game, "talon", B, "take:4")  # back to the fifth card: 6 + 5
    assert game.state.extra["talon"]["multiplier"] == 11
    act(game, "discard", B, "H2")
    say(*((game, (A, "contra:game")) if contra else (game,)))
    result = finish(game, declarer_points=40 if won else 30)
    assert result["game_value"] == paid


@pytest.mark.parametrize("announce,name,paid", [(False, "volat", 20), (True, "volat", 40)])
def test_volat_is_paid_besides_the_game(announce, name, paid):
    game = new_game()
    rufer(game)
    say(*((game, (A, "announce:volat")) if announce else (game,)))
    result = finish(game, volat=True)
    assert item(result, name) == {A: paid, B: -paid, C: -paid, D: paid}
    assert "game" in {i["item"] for i in result["items"]}


def test_a_failed_announced_volat_is_paid_to_the_other_side():
    game = new_game()
    rufer(game)
    say(game, (A, "announce:volat"))
    result = finish(game, declarer_points=43)
    assert item(result, "volat_failed") == {A: -40, B: 40, C: 40, D: -40}


# --- what the players see ------------------------------------------------------------------------

def test_a_talon_card_another_took_face_down_is_sampled_into_a_hand_not_out_of_play():
    """The expert deals the unseen cards into hands of the right sizes: the 5th and 6th cards
    of a Rufer lie in their takers' hands, not in the talon."""
    rng = random.Random("neunzehnerrufen")
    pack = variant_class("neunzehnerrufen").pack
    rufers = 0
    for number in range(3):
        game = Game.new("neunzehnerrufen", None, 4, D)
        game.deal_seeded(f"sampler:{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(4)]
        while game.phase != "play":
            game.apply(players[game.to_move].choose(game.view(game.to_move)))
        rufers += game.state.contract == "rufer"
        for seat in game.state.active:
            view = game.view(seat)
            know = Knowledge.of(view, pack.cards)
            assert sum(slots(view).values()) == len(know.unseen)
            world = sample_world(view, know, rng)
            assert {p: len(cards) for p, cards in world.items()} == slots(view)
    assert rufers
