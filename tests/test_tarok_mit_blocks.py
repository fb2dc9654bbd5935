"""Tarok mit Blocks (variant "tarok-mit-blocks") and its BlockLedger against
assets/rules/tarok-mit-blocks.md (cited by section; "line N" is the book's line).

Seats: with three at the table the first dealer is seat 2, so X (Vorhand) = 0, Y = 1, Z = 2,
as in the rule file's constructed example; the Brunnen example has four participants
W, X, Y, Z = 0-3. Games are driven through the engine to the first lead and laid out with
`builders.finish`, which chooses the declarer's card points exactly.
"""

from __future__ import annotations

import pytest

from builders import act, deal, finish, sole_bidder

from tarokdesk.core import Game, Session
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.rules.sheets import BLOCKS_KEY as KEY, BlockLedger
from tarokdesk.players.driver import play_session
from tarokdesk.players.random_player import RandomPlayer

VARIANT = "tarok-mit-blocks"
X, Y, Z = 0, 1, 2
LONG = {"tours": 6}  # no line drawn during the constructed example's six deals

# The declarer's hand with all four kings, and the same without the club king (no premium).
KINGS = "SKUS T21 T20 T19 T18 T17 T16 T15 T14 HK DK SK CK HQ DQ SQ"
PLAIN = "SKUS T21 T20 T19 T18 T17 T16 T15 T14 HK DK SK CQ HQ DQ SQ"
OTHER_1 = "T1 T2 T3 T4 T5 T6 T7 HC HJ H1 H2 DC DJ D1 D2 SC"
OTHER_2 = "T8 T9 T10 T11 T12 T13 H3 H4 D3 D4 SJ S10 S9 CQ CC CJ"
TALON = "S8 S7 C10 C9 C8 C7"


def hands_for(declarer: int, kings: bool = False) -> dict[int, str]:
    others = [s for s in (X, Y, Z) if s != declarer]
    second = OTHER_2 if kings else OTHER_2.replace("CQ", "CK")
    return {declarer: KINGS if kings else PLAIN, others[0]: OTHER_1, others[1]: second}


def to_first_lead(game: Game, declarer: int, contract: str, talon: list[str],
                  kings: bool = False) -> None:
    """Deal, bid, walk the talon by `talon` choices, lay away what was bought, pass."""
    deal(game, hands_for(declarer, kings), TALON)
    sole_bidder(game, declarer, contract)
    for choice in talon:
        act(game, "talon", declarer, choice)
    while game.phase == "discard":
        bought = [c for c in game.state.hands[declarer] if c in
                  [c for p, o in zip(game.state.talon_parts, game.state.talon_owner)
                   if o == "taken" for c in p]]
        act(game, "discard", declarer, bought[0])
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")


def next_game(previous: Game | None, options=LONG, n_seats: int = 3) -> Game:
    if previous is None:
        return Game.new(VARIANT, options, n_seats, Z)
    dealer = (previous.state.dealer + 1) % n_seats
    return Game.new(VARIANT, options, n_seats, dealer, previous.carry_after)


def book(game: Game) -> dict:
    return game.carry_after[KEY]


# --- Scoring: the constructed example of ordinary play ------------------------------------

def test_constructed_example_of_ordinary_play():
    """"Constructed example of ordinary play": six deals, chips after each, the boards."""
    chips_after, units = [], [0, 0, 0]

    def settled(game: Game) -> None:
        chips_after.append(book(game)["chips"])
        for seat, value in game.result["totals"].items():
            units[int(seat)] += value

    # 1: Z deals; X plays a Dreier on the first half and wins, with tous les quatre.
    game = next_game(None)
    to_first_lead(game, X, "dreier", ["take:0"], kings=True)
    finish(game, 40)
    settled(game)
    assert book(game)["charged"] == [False, True, True]
    assert book(game)["pot"] == 0
    # 2: X deals; Y rejects the first half, takes the second (m = 2) and loses: Y 22.
    game = next_game(game)
    to_first_lead(game, Y, "dreier", ["reveal", "take:1"])
    finish(game, 30)
    settled(game)
    assert [(b["debtor"], b["amount"]) for b in book(game)["bets"]] == [(Y, 22)]
    # 3: Y deals; all pass.
    game = next_game(game)
    deal(game, hands_for(X), TALON)
    while game.phase == "bid":
        act(game, "bid", game.to_move, "pass")
    settled(game)
    # 4: Z deals and wins a Solo: pot 3, his Aufschrift, 4 from X and from Y.
    game = next_game(game)
    to_first_lead(game, Z, "solo", [])
    finish(game, 40)
    settled(game)
    # 5: X deals, wins a Dreier; his Aufschrift is gone, so Y hands him ten.
    game = next_game(game)
    to_first_lead(game, X, "dreier", ["take:0"])
    finish(game, 40)
    settled(game)
    assert book(game)["charged"] == [False, False, False]
    assert game.result["played_for"] == "aufschrift"
    # 6: Y deals; Z plays for "Y 22" with the pot of one and wins: "Y 22 Z".
    game = next_game(game)
    assert BlockLedger(game.state.carry, 10, 30, 18).played_for() == ("bete", 0, 22)
    to_first_lead(game, Z, "dreier", ["take:0"])
    finish(game, 40)
    settled(game)
    assert game.result["game_value"] == 23
    start = 80
    assert [[start + c for c in row] for row in chips_after] == [
        [83, 79, 78], [82, 79, 78], [82, 78, 78], [78, 74, 88], [88, 64, 88], [88, 63, 89]]
    assert book(game)["bets"] == [{"debtor": Y, "amount": 22, "creditor": Z,
                                   "brunnen": False}]
    # "If the session ended here": chips X +8, Y -17, Z +9; board Y -22, Z +22.
    standing = BlockLedger(game.carry_after, 10, 30, 18).reckoning(X)
    assert standing["final"] == [8, -39, 31]
    assert units == [8, -39, 31]  # the units posted deal by deal say the same


# --- the final reckoning ("Die Abrechnung", the Brunnen example) -------------------------

def test_brunnen_reckoning_of_the_book():
    """"Worked example from the book": W 20 and Z 20 open above the line; X 40, Y 20, Z 20
    lost into the Brunnen; X and Y win the two bêtes; the reckoning is W +98, X +5, Y -53,
    Z -50 (board W +86, X +13, Y -42, Z -57 with the earlier entries)."""
    W, X4, Y4, Z4 = range(4)
    carry = BlockLedger.opening(4)
    sheet = carry[KEY]
    sheet.update(charged=[False] * 4, deals=15, chips=[-8, 12, -11, 7])
    earlier = [(Y4, 62, W), (Z4, 37, W), (X4, 7, W)]  # board W +106, X -7, Y -62, Z -37
    sheet["bets"] = [{"debtor": d, "amount": a, "creditor": c, "brunnen": False}
                     for d, a, c in earlier]
    sheet["bets"] += [{"debtor": d, "amount": 20, "creditor": None, "brunnen": False}
                      for d in (W, Z4)]
    block = BlockLedger(carry, 10, 30, 16)
    assert block.close_deal(0) is None  # the tours are over, the pot won: the line is drawn
    assert block.book["line"] and block.value() == 20  # the bête alone, no ante
    block.ante(X4)
    assert block.book["pot"] == 0
    assert block.lose(X4, 2) == [40]  # a double Dreier played for W 20, below the line
    assert block.close_deal(1) is None
    block.lose(Y4, 1)
    block.lose(Z4, 1)
    block.win(X4)  # W 20 X
    assert block.close_deal(2) is None
    block.win(Y4)  # Z 20 Y
    reckoning = block.close_deal(3)
    assert reckoning["board"] == [86, 13, -42, -57]
    assert reckoning["brunnen"] == [20, -20, 0, 0]  # 80 / 4 each, less one's own bêtes
    assert reckoning["final"] == [98, 5, -53, -50]


def test_brunnen_share_that_does_not_divide_stays_zero_sum():
    carry = BlockLedger.opening(3)
    carry[KEY]["bets"] = [{"debtor": 1, "amount": 22, "creditor": None, "brunnen": True}]
    brunnen = BlockLedger(carry, 10, 30, 9).brunnen(2)
    assert brunnen == [7, -15, 8] and sum(brunnen) == 0


# --- the stake and the forfeits -------------------------------------------------------------

def test_first_game_is_worth_eleven_and_a_lost_single_dreier_writes_eleven():
    """"The stake of a game": 10 + 1; "When the declarer LOSES" 1: "W 11"."""
    game = next_game(None)
    to_first_lead(game, X, "dreier", ["take:0"])
    result = finish(game, 35)  # 35-35 loses for the declarer
    assert result["game_value"] == 11 and not result["won"]
    assert book(game)["bets"] == [{"debtor": X, "amount": 11, "creditor": None,
                                   "brunnen": False}]
    assert book(game)["pot"] == 1  # the pot stays for the next winner
    assert result["totals"] == {"0": 0, "1": 0, "2": 0}


def test_the_board_shows_the_pot_the_result_names_and_in_play_the_dealers_block():
    """Deal 3: the dealer antes as the deal begins, so the board of a deal in play holds his
    block; a lost game leaves the pot for the next winner, and the board then shows it as
    the result tells it, not yet with the next dealer's block."""
    game = next_game(None)
    variant = game.variant

    def board(carry: dict) -> dict[str, str]:
        return dict(variant.sitting.carry_sheet(carry).lines)

    assert board(variant.sitting.carry_in_deal(game.state.carry, game.state.dealer))["pot"] == "1"
    to_first_lead(game, X, "dreier", ["take:0"])
    result = finish(game, 35)
    assert result["carry_summary"]["pot"] == 1
    assert board(game.carry_after)["pot"] == "1"
    assert board(game.carry_after)["playing_for"] == "Aufschrift 10 + Kartenstamm"


@pytest.mark.parametrize("walk, multiplier", [(["take:0"], 1), (["reveal", "take:1"], 2),
                                             (["reveal", "take:0"], 3)])
def test_level_one_multipliers(walk, multiplier):
    """"Levels and multipliers" level 1: first half 1, the other 2, going back 3."""
    game = next_game(None)
    to_first_lead(game, X, "dreier", walk)
    result = finish(game, 30)
    assert result["multiplier"] == multiplier
    assert sum(b["amount"] for b in book(game)["bets"]) == 11 * multiplier  # 33: 17 + 16


def test_unterer_looks_at_the_lower_half_first_and_costs_two_to_four():
    game = next_game(None)
    deal(game, hands_for(X), TALON)
    act(game, "bid", X, "dreier")
    act(game, "bid", Y, "untere")  # "Auction" 2: raised instead of "gut"
    while game.phase == "bid":
        act(game, "bid", game.to_move, "pass")
    assert (game.state.declarer, game.state.contract) == (Y, "untere")
    assert game.state.extra["talon"]["seen"] == [1]
    act(game, "talon", Y, "reveal")
    act(game, "talon", Y, "take:1")  # back to the half seen first
    assert game.state.extra["talon"]["multiplier"] == 4


def test_forfeit_above_the_cap_is_written_as_halves():
    """"Cap on forfeits": a lost double game worth 38 is written as 2 x 19."""
    carry = BlockLedger.opening(3)
    carry[KEY]["pot"] = 9
    block = BlockLedger(carry, 10, 30, 9)
    assert block.lose(0, 2) == [19, 19]
    assert BlockLedger(carry, 10, 0, 9).lose(0, 2) == [38]  # no limit
    assert BlockLedger(carry, 10, 25, 9).lose(0, 3) == [19, 19, 19]  # [inference] 57 in 3


def test_schleifen_after_seeing_both_halves_costs_a_single_forfeit():
    """Talon 8: thrown in before "er legt", charged m = 1."""
    game = next_game(None)
    deal(game, hands_for(X), TALON)
    sole_bidder(game, X, "dreier")
    assert "schleifen" not in {a.value for a in game.legal_actions()}
    act(game, "talon", X, "reveal")
    assert "schleifen" in {a.value for a in game.legal_actions()}
    act(game, "talon", X, "schleifen")
    assert game.is_terminal and not game.result["won"]
    assert book(game)["bets"][0]["amount"] == 11


def test_solo_pays_four_per_opponent_the_koenig_included():
    """"When the declarer WINS" 4 and open question 5: the resting König pays too."""
    game = Game.new(VARIANT, None, 4, 3)
    assert game.state.active == (0, 1, 2)
    deal(game, hands_for(0), TALON)
    sole_bidder(game, 0, "solo")
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    result = finish(game, 40)
    solo = next(i for i in result["items"] if i["item"] == "solo_payment")
    assert solo["amounts"] == {"0": 12, "1": -4, "2": -4, "3": -4}
    assert book(game)["charged"] == [False, True, True, True]


def test_a_lost_solo_is_a_single_forfeit_and_pays_four_each():
    game = next_game(None)
    to_first_lead(game, X, "solo", [])
    result = finish(game, 30)
    assert result["multiplier"] == 1 and book(game)["bets"][0]["amount"] == 11
    assert result["totals"] == {"0": -8, "1": 4, "2": 4}


def test_winner_whose_aufschrift_is_gone_is_paid_by_the_next_charged_participant():
    """Open question 3: the next participant still charged, in seating order."""
    carry = BlockLedger.opening(3)
    carry[KEY]["charged"] = [True, False, False]
    assert BlockLedger(carry, 10, 30, 9).win(2) == [("aufschrift", {2: 10, 0: -10})]
    carry[KEY]["charged"] = [False, True, True]
    assert BlockLedger(carry, 10, 30, 9).win(0) == [("aufschrift", {0: 10, 1: -10})]


def test_the_pot_is_paid_by_those_who_anted_into_it_and_a_won_bete_by_its_debtor():
    """Units per deal: the pot's winner is paid each one's antes; a bête its debtor pays."""
    carry = BlockLedger.opening(3)
    carry[KEY].update(charged=[False] * 3, pot=3, anted=[2, 1, 0], bets=[
        {"debtor": 1, "amount": 22, "creditor": None, "brunnen": False}])
    assert BlockLedger(carry, 10, 30, 9).win(2) == [("pot", {0: -2, 1: -1, 2: 3}),
                                                     ("bete", {2: 22, 1: -22})]


def test_own_bete_won_back_is_cancelled_and_fresh_aufschriften_follow():
    """Open question 2: the oldest bête first; its own debtor cancels it; with nothing open
    every participant is charged a fresh Aufschrift."""
    carry = BlockLedger.opening(3)
    carry[KEY]["charged"] = [False] * 3
    carry[KEY]["bets"] = [{"debtor": 1, "amount": 22, "creditor": None, "brunnen": False}]
    block = BlockLedger(carry, 10, 30, 9)
    block.win(1)
    assert block.book["bets"] == []
    block.close_deal(0)
    assert block.book["charged"] == [True] * 3


# --- premiums --------------------------------------------------------------------------------

def test_tous_les_quatre_is_forfeited_by_tapping():
    """"Special cases" 10: the Vorhand who taps with four kings forfeits them."""
    game = next_game(None)
    deal(game, hands_for(X, kings=True), TALON)
    sole_bidder(game, Y, "dreier")  # X taps first
    for choice in ("take:0",):
        act(game, "talon", Y, choice)
    for card in ("S8", "S7", "C10"):
        act(game, "discard", Y, card)
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    result = finish(game, 40)
    assert not any(i["item"] == "tous_les_quatre" for i in result["items"])


def test_tous_les_quatre_paid_from_every_other_participant():
    game = next_game(None)
    to_first_lead(game, X, "dreier", ["take:0"], kings=True)
    result = finish(game, 30)
    item = next(i for i in result["items"] if i["item"] == "tous_les_quatre")
    assert item["amounts"] == {"0": 2, "1": -1, "2": -1}


def test_declarer_ultimo_silent_and_no_contra_anywhere():
    """Announcements 1 and 4: only the declarer announces (the Pagat ultimo, with the
    Pagat), and nobody may say Contra."""
    game = next_game(None)
    hands = hands_for(X)
    hands[X], hands[Y] = hands[X].replace("T14", "T1"), hands[Y].replace("T1 ", "T14 ")
    deal(game, hands, TALON)
    sole_bidder(game, X, "dreier")
    act(game, "talon", X, "take:0")
    for card in ("S8", "S7", "C10"):
        act(game, "discard", X, card)
    assert {a.value for a in game.legal_actions()} == {"announce:pagat_ultimo", "pass"}
    act(game, "announce", X, "announce:pagat_ultimo")
    act(game, "announce", X, "pass")
    for seat in (Y, Z):
        assert {a.value for a in game.legal_actions()} == {"pass"}
        assert game.refusal(Action("announce", seat, "contra:game")).code == \
            R.CONTRA_NOT_ALLOWED
        act(game, "announce", seat, "pass")
    result = finish(game, 40, last=[(X, "T1"), (Y, "T2"), (Z, "H3")], last_winner=X)
    item = next(i for i in result["items"] if i["item"] == "pagat_ultimo")
    assert item["amounts"] == {"0": 4, "1": -2, "2": -2}


def test_defenders_concede_after_the_third_trick():
    """Play 6 and open question 7: both defenders must agree; the declarer is credited with
    a won game and gets no silent ultimo."""
    game = next_game(None)
    to_first_lead(game, X, "dreier", ["take:0"])
    for _ in range(9):
        act(game, "play", game.to_move, game.legal_actions()[0].value)
    assert game.phase == "concede" and game.to_move in (Y, Z)
    first = game.to_move
    act(game, "concede", first, "concede")
    assert game.phase == "concede" and game.to_move != first
    act(game, "concede", game.to_move, "concede")
    assert game.is_terminal and game.result["won"] and game.result["conceded"]
    assert book(game)["pot"] == 0 and book(game)["charged"] == [False, True, True]


def test_one_defender_playing_on_closes_the_window():
    game = next_game(None)
    to_first_lead(game, X, "dreier", ["take:0"])
    for _ in range(9):
        act(game, "play", game.to_move, game.legal_actions()[0].value)
    leader = game.state.tricks[-1].winner
    act(game, "concede", game.to_move, "play_on")
    assert game.phase == "play" and game.to_move == leader


# --- the deal and what each seat sees ---------------------------------------------------------

def test_dealt_in_packets_of_four_and_redealt_only_without_tarok_and_king():
    """Deal 4 and 7 (Codex §22): a hand without taroks but with a king is played."""
    game = next_game(None)
    no_tarok = "HK H1 H2 H3 H4 DC DJ D1 D2 D3 D4 SC SJ S10 S9 CJ"
    deal(game, {X: "SKUS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7",
                Y: no_tarok}, None)
    assert game.state.redeals == 0 and game.phase == "bid"
    game = next_game(None)
    deal(game, {X: "SKUS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7",
                Y: no_tarok.replace("HK", "HQ")}, None)
    assert game.state.redeals == 1


def test_the_talon_is_looked_at_privately():
    """Talon 1: the first half is seen by the declarer alone; looking further turns it face
    up; a half taken at first sight is never shown."""
    game = next_game(None)
    deal(game, hands_for(X), TALON)
    sole_bidder(game, X, "dreier")
    assert game.view(X).talon_parts[0] is not None
    assert game.view(Y).talon_parts == (None, None)
    act(game, "talon", X, "reveal")
    assert game.view(Y).talon_parts[0] is not None and game.view(Y).talon_parts[1] is None
    assert game.view(X).talon_parts[1] is not None
    act(game, "talon", X, "take:1")
    assert game.view(Z).talon_parts[1] is None


def test_raising_option_none_leaves_only_the_direct_solo():
    game = Game.new(VARIANT, {"raises": "none"}, 3, Z)
    deal(game, hands_for(X), TALON)
    act(game, "bid", X, "dreier")
    assert {a.value for a in game.legal_actions()} == {"solo", "pass"}


# --- a session to its final reckoning ------------------------------------------------------

def test_a_session_of_bots_reaches_its_reckoning_and_posts_the_books_result():
    """The sitting's units, summed over its deals, are the final reckoning: every chip moved
    and every bête on the boards, zero-sum; then `session_over` ends the sitting."""
    session = Session(VARIANT, {"tours": 1}, 3, seed=3)
    players = [RandomPlayer(f"3:{s}") for s in range(3)]
    while not session.over:
        play_session(session, players, 1)
        assert len(session.games) < 200
    reckoning = session.games[-1].result["reckoning"]
    assert sum(reckoning["final"]) == 0
    assert [session.totals()[s] for s in range(3)] == reckoning["final"]
    assert session.new_deal().state.carry == BlockLedger.opening(3)


def test_with_no_limit_the_loser_of_a_large_forfeit_may_write_it_as_halves():
    """"Cap on forfeits": with no limit, a declarer charged a large forfeit may choose to
    have it written as two halves."""
    game = next_game(None, {"cap": 0})
    deal(game, {X: OTHER_1, Y: PLAIN, Z: OTHER_2.replace("CQ", "CK")}, TALON)  # X is weak
    sole_bidder(game, X, "dreier")
    act(game, "talon", X, "reveal")
    act(game, "talon", X, "take:0")  # m = 3: 33 blocks
    for card in ("S8", "S7", "C10"):
        act(game, "discard", X, card)
    while game.phase != "split_forfeit":
        assert not game.is_terminal
        act(game, game.phase, game.to_move, game.legal_actions()[0].value)
    assert game.to_move == X and [a.value for a in game.legal_actions()] == ["whole", "halves"]
    act(game, "split_forfeit", X, "halves")
    assert [b["amount"] for b in book(game)["bets"]] == [17, 16]


def test_the_expert_places_a_half_bought_unseen_in_the_declarers_hand():
    """A half taken at first sight stays face down for the defenders, yet it is known to be
    in the declarer's hand (which half was taken is said aloud): the expert's sampling must
    not count it as talon, or its hands come out too short."""
    from tarokdesk.players import ExpertPlayer, HeuristicPlayer

    game = next_game(None)
    to_first_lead(game, X, "dreier", ["take:0"])
    assert game.view(Y).talon_parts == (None, None)
    assert game.view(Y).talon_owner == ("taken", "")
    standard, expert = HeuristicPlayer(1), ExpertPlayer(1, samples=2)
    while not game.is_terminal:
        view = game.view(game.to_move)
        player = expert if game.to_move != X and game.phase == "play" else standard
        game.apply(player.choose(view))
    assert sum(game.result["totals"].values()) == 0
