"""The standard player on the Tapp family's newer games: Steyerisch-, Ungarisch- and
Zwölfer-Tarok (the rule files' "Strategy and conventions", cited S<n> for
steyerisch-tarok.md, U<n> for ungarisch-tarok.md, Z<n> for zwoelfer-tarok.md), and a whole-game
robustness run of every variant and table size.

Situations are real games: a deal arranged card by card (tests/builders.py; cards not named
fill the other hands), scripted actions through the engine, then `HeuristicPlayer().decide` on
the view of the seat to act. Three at the table: the dealer is seat 2, A (Vorhand) = 0."""

from __future__ import annotations

import pytest
from builders import act, deal, sole_bidder

from tarokdesk.cards.card import card_name
from tarokdesk.core import Game, Session
from tarokdesk.core.variant import all_variants
from tarokdesk.players import ExpertPlayer, HeuristicPlayer
from tarokdesk.players.driver import play_session

A, B = 0, 1


def game_of(variant_id: str, hands: dict[int, str], talon: str | None = None) -> Game:
    game = Game.new(variant_id, None, 3, 2)
    deal(game, hands, talon)
    assert game.phase == "bid"
    return game


def decide(game: Game) -> tuple[object, str]:
    view = game.view(game.to_move)
    action, reason = HeuristicPlayer().decide(view)
    assert action in view.legal
    value = action.value
    return (card_name(value) if isinstance(value, int) else value), reason


# --- bidding ------------------------------------------------------------------------------

NEAR_SOLO = "SKUS T21 T18 T16 T14 T12 T10 T8 T6 T4 T2 T3 HK DK S7 C8"
"""12 taroks with two honours, two kings, no void: S1's near-Solo hand, short of T5's Solo."""
DREIER = "T21 T18 T16 T12 T9 T7 T5 T3 HK SK HQ H3 D2 D4 S9 C8"
"""T2's Dreier: 8 taroks, the Mond, two kings."""


def test_s1_a_near_solo_hand_opens_a_zweier():
    game = game_of("steyerisch-tarok", {A: NEAR_SOLO})
    choice, reason = decide(game)
    assert choice == "zweier" and "S1" in reason.cited


def test_s1_a_dreier_hand_opens_the_dreier_and_does_not_overcall_a_zweier():
    game = game_of("steyerisch-tarok", {A: DREIER})
    assert decide(game)[0] == "dreier"
    game = game_of("steyerisch-tarok", {B: DREIER})
    act(game, "bid", A, "zweier")
    assert decide(game)[0] == "pass"


def test_s1_a_solo_hand_raises_over_a_zweier_step_by_step_up_to_the_einer():
    strong = "SKUS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 HK DK SK H3"
    game = game_of("steyerisch-tarok", {B: strong})
    act(game, "bid", A, "zweier")
    choice, reason = decide(game)
    assert choice == "zweiter_zweier" and "S1" in reason.cited
    act(game, "bid", B, choice)
    seen = [choice]
    while game.phase == "bid":
        if game.to_move == B:
            choice, reason = decide(game)
            seen.append(choice)
            act(game, "bid", B, choice)
        else:
            legal = [a.value for a in game.legal_actions()]
            next_up = [v for v in legal if v not in ("pass", "hold")]
            act(game, "bid", game.to_move,
                "hold" if "hold" in legal else (next_up[0] if next_up else "pass"))
    assert "einer" in seen, seen


def test_z5_a_twelve_card_dreier_with_seven_taroks_an_honour_and_two_kings():
    game = game_of("zwoelfer-tarok", {A: "T21 T17 T15 T11 T8 T5 T2 HK SK HQ D1 C10"})
    choice, reason = decide(game)
    assert choice == "dreier" and "T2" in reason.cited


def test_z5_five_taroks_without_an_honour_still_pass_in_zwoelfer():
    game = game_of("zwoelfer-tarok", {A: "T17 T15 T11 T8 T5 HK SK HQ D1 DC C10 CJ"})
    assert decide(game)[0] == "pass"


# --- talon (stepwise walk) --------------------------------------------------------------------

def test_s2_the_first_pair_that_fits_is_taken():
    game = game_of("steyerisch-tarok", {A: NEAR_SOLO}, "T20 T19 CK C10 SJ S9")
    sole_bidder(game, A, "zweier")
    choice, reason = decide(game)
    assert choice == "take:0" and "Steyerisch S2" in reason.cited


def test_s2_a_pair_that_fails_the_hand_is_passed_for_the_next():
    game = game_of("steyerisch-tarok", {A: NEAR_SOLO}, "C7 C9 T20 T19 SJ S9")
    sole_bidder(game, A, "zweier")
    choice, reason = decide(game)
    assert choice == "reveal" and "Steyerisch S2" in reason.cited


# --- compulsory announcements -----------------------------------------------------------------

def test_u_tarok_count_a_declarer_with_ten_taroks_states_them():
    hand = "SKUS T21 T20 T19 T18 T17 T16 T15 T14 T13 HK DK"
    game = game_of("ungarisch-tarok", {A: hand})
    sole_bidder(game, A, "solo")
    while game.to_move != A:
        act(game, "announce", game.to_move, "pass")
    assert "pass" not in [a.value for a in game.legal_actions()]
    choice, reason = decide(game)
    assert choice == "announce:zehn_tarok" and "Ungarisch Announcements" in reason.cited


# --- every variant, every table: whole deals --------------------------------------------------

TABLES = [(vid, n) for vid, cls in sorted(all_variants().items()) for n in cls.seat_counts]


@pytest.mark.parametrize("variant_id,n_seats", TABLES)
def test_thirty_deals_of_standard_players_and_one_with_the_expert_are_zero_sum(variant_id,
                                                                               n_seats):
    """Slow-ish (about 2 s a table): the players must finish every deal of every game."""
    session = Session(variant_id, None, n_seats, seed="robust")
    persons = len(session.names)  # C5: en cinq seats four of five persons by rubber
    play_session(session, [HeuristicPlayer(seed=s) for s in range(persons)], 30)
    players = [ExpertPlayer()] + [HeuristicPlayer(seed=s) for s in range(1, persons)]
    play_session(session, players, 1)
    rows = session.sheet()
    assert len(rows) == 31
    for row in rows:
        assert sum(row["units"].values()) == 0, row
