"""Ungarisch-Tarok (variant "ungarisch-tarok") against assets/rules/ungarisch-tarok.md
(cited by section; "line N" is the book's line).

Seats: three at the table, the dealer is seat 2, so A (Vorhand) = 0, B = 1, C = 2. Where the
example needs given cards in given tricks, `lay_out` writes the twelve tricks directly (legality
of play is tested elsewhere); otherwise `builders.finish` picks the tricks for a point total.
"""

from __future__ import annotations

import pytest

from builders import act, cards, deal, finish, play_line, problem, sole_bidder

from tarokdesk.core import Action, Game
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import NOBODY
from tarokdesk.core.state import Trick

A, B, C = 0, 1, 2
VARIANT = "ungarisch-tarok"

# "Worked numeric example": A (no trump honour) buys the second pair T12 T11, discards H1 S10
# and holds ten taroks with HK and SK; B holds SKUS and T21, C the Pagat.
EXAMPLE = {
    A: "T20 T19 T18 T17 T16 T15 T14 T13 HK SK H1 S10",
    B: "SKUS T21 T10 T9 T8 T7 DK HQ HC HJ DQ DC",
    C: "T1 T2 T3 T4 T5 T6 CK SQ SC CQ CC DJ",
}
EXAMPLE_TALON = "D1 C10 T12 T11 SJ CJ"
# A wins the kings' tricks and 36⅔ in all; the defenders' tricks hold SKUS, T21 and T1.
EXAMPLE_WON = [("T20 DK CK", A), ("HK HJ T2", A), ("SK DC SQ", A), ("T19 HQ SC", A),
               ("T18 HC T3", A), ("T17 T7 T4", A), ("T16 T8 T5", A), ("T15 SKUS T1", B),
               ("T14 T21 T6", B), ("T13 T10 CQ", C), ("T12 T9 CC", B), ("T11 DQ DJ", C)]
# B's Solo: B holds SKUS, the Pagat and the four kings; A holds the T21.
SOLO = {
    A: "T21 T2 T3 T4 T5 T6 HQ HC HJ H1 DQ DC",
    B: "SKUS T1 T20 T19 T18 T17 T16 T15 HK DK SK CK",
    C: "T7 T8 T9 T10 T11 T12 SQ SC SJ S10 CQ CC",
}
SOLO_TALON = "T13 T14 DJ D1 CJ C10"


def new_game(hands=EXAMPLE, talon=EXAMPLE_TALON, **options) -> Game:
    game = Game.new(VARIANT, options or None, 3, 2)
    deal(game, hands, talon)
    return game


def refused(game: Game, kind: str, seat: int, value) -> str | None:
    refusal = game.refusal(Action(kind, seat, value))
    return None if refusal is None else refusal.code


def say(game: Game, seat: int, choice: str) -> None:
    while game.to_move != seat:
        pass_or_count(game)
    act(game, "announce", seat, choice)


def pass_or_count(game: Game) -> None:
    """Pass, or state the compulsory tarok count first."""
    legal = [a.value for a in game.legal_actions()]
    choice = "pass" if "pass" in legal else next(v for v in legal if v.endswith("_tarok"))
    act(game, "announce", game.to_move, choice)


def end_announcements(game: Game) -> None:
    while game.phase == "announce":
        pass_or_count(game)
    assert game.phase == "play"


def lay_out(game: Game, rows) -> dict:
    """The twelve tricks as (cards in seat order A B C, winner); settle."""
    state = game.state
    assert game.phase == "play"
    state.tricks, state.won = [], [[] for _ in range(state.n_seats)]
    for names, winner in rows:
        plays = list(zip(state.active, cards(names)))
        state.tricks.append(Trick(plays[0][0], plays, winner))
        state.won[winner].extend(c for _, c in plays)
    assert sorted(c for t in state.tricks for _, c in t.plays) == \
        sorted(c for h in state.hands for c in h)
    state.hands = [[] for _ in range(state.n_seats)]
    state.phase, state.to_move = "done", NOBODY
    state.result = game.variant.settle(state)
    return state.result


def items(result: dict) -> dict[str, dict[int, int]]:
    return {e["item"]: {int(s): v for s, v in e["amounts"].items()} for e in result["items"]}


def totals(result: dict) -> dict[int, int]:
    return {int(s): v for s, v in result["totals"].items()}


# ============================================================================================
# The worked numeric example ("Scoring and settlement")
# ============================================================================================

def example_game() -> Game:
    """A declares a Zweier, nobody raises; pair 1 shown, pair 2 kept (x2); discards H1 S10;
    "Zehn Tarok" and "Courage"; B says Contra."""
    game = new_game()
    act(game, "bid", A, "zweier")
    act(game, "bid", B, "pass")
    act(game, "bid", C, "pass")
    act(game, "talon", A, "reveal")
    act(game, "talon", A, "take:1")
    assert game.state.extra["talon"]["multiplier"] == 2
    act(game, "discard", A, "H1")
    act(game, "discard", A, "S10")
    # Codex §34: with ten taroks A may not pass before stating them.
    assert refused(game, "announce", A, "pass") == "must_announce_tarok_count"
    assert "nine taroks" in game.refusal(Action("announce", A, "pass")).message()
    assert refused(game, "announce", A, "announce:elf_tarok") == R.ANNOUNCEMENT_NOT_ALLOWED
    act(game, "announce", A, "announce:zehn_tarok")
    act(game, "announce", A, "announce:courage")
    say(game, B, "contra:game")
    end_announcements(game)
    return game


def test_worked_example_won():
    """Game 2 x 2 = 4, Courage 8, Contra 16; Zehn Tarok 1; quatre 2 to A; trull 2 to the
    defenders: A +34, B -17, C -17."""
    game = example_game()
    assert game.variant.game_value(game.state) == 8
    result = lay_out(game, EXAMPLE_WON)
    assert result["won"] and result["points"] == {"declarer": 37, "defenders": 29}
    assert items(result) == {"game": {A: 32, B: -16, C: -16},
                             "zehn_tarok": {A: 2, B: -1, C: -1},
                             "tous_les_quatre": {A: 4, B: -2, C: -2},
                             "tous_les_trois": {A: -4, B: 2, C: 2}}
    assert totals(result) == {A: 34, B: -17, C: -17}


def test_worked_example_lost_at_31():
    """"Had A lost (e.g. 31 points)": -32 for the game, the premiums unchanged: A -30."""
    rows = [(names, B if names == "T19 HQ SC" else winner) for names, winner in EXAMPLE_WON]
    result = lay_out(example_game(), rows)
    assert not result["won"] and result["points"]["declarer"] == 31
    assert totals(result) == {A: -30, B: 15, C: 15}


# ============================================================================================
# The value ladder (lines 3049-3050, 3058-3059) and the talon
# ============================================================================================

@pytest.mark.parametrize("contract,reveals,take,value", [
    ("zweier", 0, 0, 2), ("einer", 0, 0, 3), ("einer", 5, 5, 18), ("einer", 5, 4, 33),
])
def test_value_ladder(contract, reveals, take, value):
    """"der erste Einer gilt 3, der sechste 18, der elfmalige 33"; erster Zweier 2."""
    game = new_game(SOLO, SOLO_TALON)
    sole_bidder(game, B, contract)
    for _ in range(reveals):
        act(game, "talon", B, "reveal")
    act(game, "talon", B, f"take:{take}")
    assert game.variant.game_value(game.state) == value


def test_higher_zweier_rungs_are_worth_4_and_6():
    """"erster Zweier 2, zweiter 4, dritter 6 Points" when the first pair seen is kept."""
    values = []
    for rung in ("zweier", "zweiter_zweier", "dritter_zweier"):
        game = new_game(SOLO, SOLO_TALON)
        act(game, "bid", A, "zweier")
        for bid in ("zweiter_zweier", "dritter_zweier")[:("zweier", "zweiter_zweier",
                                                          "dritter_zweier").index(rung)]:
            act(game, "bid", B, bid)
            act(game, "bid", A, "hold" if bid != rung else "pass")
        if rung == "zweier":
            act(game, "bid", B, "pass")
        act(game, "bid", C, "pass")
        declarer = game.state.declarer
        act(game, "talon", declarer, f"take:{game.state.extra['talon']['seen'][0]}")
        values.append(game.variant.game_value(game.state))
    assert values == [2, 4, 6]


def test_einer_return_option_twelve_minus_j():
    """Open question 2: the alternative reading makes card 5 sevenfold."""
    game = new_game(SOLO, SOLO_TALON, einer_return="twelve_minus_j")
    sole_bidder(game, B, "einer")
    for _ in range(5):
        act(game, "talon", B, "reveal")
    act(game, "talon", B, "take:4")
    assert game.state.extra["talon"]["multiplier"] == 7


@pytest.mark.parametrize("thirds,won,paid", [(101, True, -2), (98, False, 2)])
def test_33_two_thirds_wins_and_win_and_loss_are_equal(thirds, won, paid):
    """"Counting": 33⅔ wins; a plain Zweier is 2 either way (3059-3062)."""
    game = new_game(SOLO, SOLO_TALON)
    sole_bidder(game, B, "zweier")
    act(game, "talon", B, "take:0")
    act(game, "discard", B, "T15")  # no suit card but kings: a tarok goes, shown
    act(game, "discard", B, "T16")
    end_announcements(game)
    result = finish(game, declarer_thirds=thirds)
    assert result["won"] is won
    assert items(result)["game"] == {A: paid, B: -2 * paid, C: paid}


# ============================================================================================
# Premiums by capture (lines 3066-3101), Mondfang/Pagatfang, Courage
# ============================================================================================

SOLO_ROWS = [("T21 SKUS T7", B), ("T2 T1 T8", B), ("T3 T19 T9", B), ("T4 T18 T10", B),
             ("T5 T17 T11", B), ("T6 T16 T12", C), ("HQ HK SQ", B), ("HC DK SC", B),
             ("HJ SK SJ", B), ("H1 CK S10", B), ("DQ T15 CQ", C), ("DC T20 CC", B)]


def solo_game(*announcements) -> Game:
    game = new_game(SOLO, SOLO_TALON)
    sole_bidder(game, B, "solo")
    for seat, choice in announcements:
        say(game, seat, choice)
    end_announcements(game)
    return game


def test_trull_and_quatre_by_capture_and_mondfang_in_solo():
    """B holds SKUS and T1 and captures the T21 (line 3070): trull; his kings all come home:
    quatre; the Mond caught: Mondfang 21. Every premium doubled in the Solo."""
    result = lay_out(solo_game(), SOLO_ROWS)
    got = items(result)
    assert got["tous_les_trois"] == {A: -4, B: 8, C: -4}
    assert got["tous_les_quatre"] == {A: -4, B: 8, C: -4}
    assert got["mondfang"] == {A: -42, B: 84, C: -42}
    assert "pagatfang" not in got


def test_a_lost_pagat_spoils_the_trull_and_is_pagatfang():
    """Holding is not sufficient (line 3075): the T1 lost means no trull; its capture is the
    defenders' Pagatfang (ultimo value 2, Solo 4)."""
    rows = [(n, C if n == "T2 T1 T8" else w) for n, w in SOLO_ROWS]
    got = items(lay_out(solo_game(), rows))
    assert "tous_les_trois" not in got
    assert got["pagatfang"] == {A: 4, B: -8, C: 4}


def test_announced_trull_that_fails_is_paid_to_the_other_side():
    """Open question 4: announced is double; failing pays that to the other side."""
    rows = [(n, C if n == "T2 T1 T8" else w) for n, w in SOLO_ROWS]
    got = items(lay_out(solo_game((B, "announce:tous_les_trois")), rows))
    assert got["tous_les_trois_failed"] == {A: 8, B: -16, C: 8}


def test_courage_needs_a_hand_without_trump_honour_and_is_not_contrad_itself():
    """"Courage": only a player without a trump honour; the defenders' answer is the Contra
    of the game, which then makes it fourfold (3115-3119)."""
    game = new_game(SOLO, SOLO_TALON)
    sole_bidder(game, B, "solo")
    assert refused(game, "announce", B, "announce:courage") == R.ANNOUNCEMENT_NOT_ALLOWED
    game = new_game()
    sole_bidder(game, A, "zweier")
    act(game, "talon", A, "take:0")
    act(game, "discard", A, "H1")
    act(game, "discard", A, "S10")
    act(game, "announce", A, "announce:courage")
    act(game, "announce", A, "pass")
    assert refused(game, "announce", B, "contra:courage") == R.CONTRA_NOT_ALLOWED
    assert refused(game, "announce", B, "contra:game") is None


# ============================================================================================
# Ulmann's problems 29 and 30, set up from the problem file and played through the engine
# ============================================================================================

def names(cards_: list[str]) -> str:
    return " ".join(cards_)


def test_problem_29_contra_on_zehn_tarok_tous_les_quatre_volat():
    """A's Zweier keeps the third pair (T21 T12, threefold), discards DQ CQ, announces "Zehn
    Tarok, tous les quatre, Volat"; C contras the Volat and, keeping HC and H1, takes the last
    trick: the Volat is lost, doubled (lines 4080-4092, 4566-4581)."""
    p = problem(29)
    talon = p["talon"]
    bought, laid = talon["pair_3_taken_by_A"], p["discards"]["A"]
    hands = {A: names([c for c in p["hands"]["A"] if c not in bought] + laid),
             B: names(p["hands"]["B"]), C: names(p["hands"]["C"])}
    game = new_game(hands, names(talon["pair_1"] + talon["pair_2"] + bought))
    sole_bidder(game, A, "zweier")
    act(game, "talon", A, "reveal")
    act(game, "talon", A, "reveal")
    act(game, "talon", A, "take:2")
    for name in laid:
        act(game, "discard", A, name)
    for item in ("zehn_tarok", "tous_les_quatre", "volat"):
        act(game, "announce", A, f"announce:{item}")
    say(game, C, "contra:volat")
    end_announcements(game)
    play_line(game, p["solution"]["play"])
    result = game.result
    assert game.state.tricks[-1].winner == C and result["volat"] is None
    got = items(result)
    assert got["volat_failed"] == {A: -96, B: 48, C: 48}  # 24, Contra x2, to each
    assert got["game"] == {A: 12, B: -6, C: -6}  # the Zweier itself is won: 2 x 3
    assert got["tous_les_quatre"] == {A: 8, B: -4, C: -4}  # all four kings came home


@pytest.mark.parametrize("line,points", [("a", (41, 25)), ("b", (34, 32))])
def test_problem_30_elf_tarok_pagat_ultimo_against_zehn_tarok(line, points):
    """B's Solo with "Elf Tarok, Pagat Ultimo" against C's "Zehn Tarok" with the Sküs: the
    Solo and the Ultimo are won in both lines of the book (lines 4093-4107, 4583-4605)."""
    p = problem(30)
    game = new_game({s: names(p["hands"][k]) for s, k in zip((A, B, C), "ABC")},
                    names(p["talon"]))
    sole_bidder(game, B, "solo")
    act(game, "announce", B, "announce:elf_tarok")
    act(game, "announce", B, "announce:pagat_ultimo")
    say(game, C, "announce:zehn_tarok")
    end_announcements(game)
    play = p["solution"]["play"] if line == "a" else p["solution"]["variants"][0]["play"]
    play_line(game, play)
    result = game.result
    assert result["won"] and tuple(result["points"].values()) == points
    got = items(result)
    assert got["pagat_ultimo"] == {A: -8, B: 16, C: -8}  # 4, doubled in the Solo
    assert got["elf_tarok"] == {A: -4, B: 8, C: -4} and got["zehn_tarok"] == {A: 2, B: -4, C: 2}


# ============================================================================================
# The result line's factors and the Vienna option (open question 6)
# ============================================================================================

def test_the_game_line_names_per_mal_fold_courage_and_contra():
    """"Scoring and settlement": 1 × Zweier 2 × 2-fold × Courage × Contra = 16 from each."""
    result = lay_out(example_game(), EXAMPLE_WON)
    game = next(e for e in result["items"] if e["item"] == "game")["computation"]
    assert game == {"value": 1, "factor": 2, "contra": 2, "fold": 2, "doubled_by": ["courage"],
                    "payers": 2, "lone": True, "units": 32}


@pytest.mark.parametrize("contract,value", [("dreier", 3), ("untere", 4)])
def test_vienna_option_shows_both_halves_and_values_the_dreier_by_level(contract, value):
    """Open question 6: both halves shown at once, either taken, Dreier 3 ... Viermaliger 6;
    the default stays the old walk (one half shown first)."""
    game = new_game(SOLO, SOLO_TALON, talon_method="modern")
    act(game, "bid", A, "dreier")
    if contract == "untere":
        act(game, "bid", B, "untere")
        act(game, "bid", A, "pass")
    else:
        act(game, "bid", B, "pass")
    act(game, "bid", C, "pass")
    assert game.state.talon_shown == [True, True]
    declarer = game.state.declarer
    assert game.view(declarer).folds == {"take:0": value, "take:1": value}
    act(game, "talon", declarer, "take:1")
    assert game.variant.game_value(game.state) == value
    old = new_game(SOLO, SOLO_TALON)
    sole_bidder(old, B, "dreier")
    assert old.state.talon_shown == [True, False]
