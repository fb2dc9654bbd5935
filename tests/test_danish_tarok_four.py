"""Danish Tarok for four (danish-tarok-four.md): the partnership form — its deal, Scat,
honours paid by the opponents, the Excuse inside a partnership, counting in fours and the
partie of four deals — and the Quadrille form; every worked example of the rule file."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest
from builders import cards
from test_grosstarok import arranged

from tarokdesk.cards.card import PAGAT, SKUS, is_trump
from tarokdesk.core import Action, Game, Session
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.core.state import GameState, Trick
from tarokdesk.players.driver import play_session
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.random_player import RandomPlayer
from tarokdesk.rules.counting import packet_points
from tarokdesk.rules.dealing import SCAT
from tarokdesk.rules.sheets import PartieSheet
from tarokdesk.variants.danish import SCAT_NO_TAROK, pagat_events, quadrille_honours
from tarokdesk.variants.danish_tarok import honour_items
from tarokdesk.variants.danish_quadrille import continued, mediateur_matadors

QUADRILLE = {"form": "quadrille"}


def new(options=None, dealer=0, hands=None) -> Game:
    game = Game.new("danish-tarok-four", options, n_seats=4, dealer=dealer)
    if hands is None:
        game.deal_seeded(1)
    else:
        game.apply(Action(DEAL, CHANCE, arranged(game, hands)))
    return game


def finish(game: Game, rng: random.Random, claims=None, bid=None) -> None:
    """Random legal play; the declarations named in `claims` (seat -> items), the others
    pass; the Quadrille dealer names `bid`."""
    claims = claims or {}
    while not game.is_terminal:
        legal = game.legal_actions()
        if game.phase == "declare":
            wanted = [a for a in legal if a.value in claims.get(game.to_move, ())]
            game.apply(wanted[0] if wanted else next(a for a in legal if a.value == "pass"))
        elif game.phase == "bid" and bid is not None:
            game.apply(next(a for a in legal if a.value == bid))
        else:
            game.apply(rng.choice(legal))


def all_piles(state) -> list[int]:
    return [c for s in range(4) for c in state.won[s] + state.discards[s]]


# --- the partnership form: deal, Scat, declarations -----------------------------------------

def test_deal_19_each_the_dealer_21_to_the_left_and_the_deal_passes_left():
    game = new(dealer=0)
    state = game.state
    assert state.active == (3, 2, 1, 0) and state.vorhand == 3
    assert [len(state.hands[s]) for s in state.active] == [19, 19, 19, 21]
    assert game.variant.seating.next_dealer(0) == 3
    finish(game, random.Random(1))
    assert len(state.discards[0]) == 2 and len(state.tricks) == 19
    assert sorted(all_piles(state)) == sorted(game.variant.pack.cards)


def test_the_scat_takes_no_tarock_no_skus_and_no_king():
    game = new(hands={0: cards("SKUS T5 HK HQ")})
    refused = {card: game.refusal(Action(SCAT, 0, card)) for card in cards("SKUS T5 HK")}
    assert refused[cards("SKUS")[0]].code == SCAT_NO_TAROK
    assert refused[cards("T5")[0]].code == SCAT_NO_TAROK
    assert refused[cards("HK")[0]].code == "may_not_discard_king"
    assert game.refusal(Action(SCAT, 0, cards("HQ")[0])) is None


def test_the_dealer_declares_first_then_to_his_left():
    game = new(dealer=1)
    while game.phase == SCAT:
        game.apply(game.legal_actions()[-1])
    order = []
    while game.phase == "declare":
        order.append(game.to_move)
        game.apply(Action("declare", game.to_move, "pass"))
    assert order == [1, 0, 3, 2]


def test_the_honours_of_the_three_player_chapter_and_the_quadrille_short_list():
    assert honour_items(cards("T21 T1 SKUS T20 T19 T17")) == ["matadors:5"]
    assert "scused_cavalry:H" in honour_items(cards("HK HQ HC HJ SKUS"))
    # Quadrille: no scused cavalry and no Sküs for a King; the Sküs completes a half instead
    assert quadrille_honours(cards("HK HQ HC HJ SKUS DK SK")) == ["cavalry:H"]
    assert quadrille_honours(cards("HK HQ HC HJ SKUS DK DQ DJ")) == ["cavalry:H",
                                                                   "half_cavalry:D"]
    assert quadrille_honours(cards("HK DK SK CK SKUS")) == ["four_kings"]
    assert quadrille_honours(cards("T21 T1 SKUS T20")) == ["matadors:4"]


def test_an_honour_is_paid_by_each_opponent_not_by_the_partner():
    """Worked example: N declares a whole Cavallerie in deal 1; E and W each pay N 10 (and
    four matadors, T21 T1 Sküs T20, are worth 15 from each)."""
    north, east, south, west = 0, 3, 2, 1  # to the left: N, E, S, W
    game = new(dealer=south, hands={north: cards("HK HQ HC HJ"), east: cards("T21 T1 SKUS T20")})
    finish(game, random.Random(2), {north: ["declare:cavalry:H"],
                                    east: ["declare:matadors:4"]})
    items = {i["item"]: i["amounts"] for i in game.result["items"]}
    assert items["cavalry"] == {str(north): 20, str(east): -10, str(west): -10}
    assert items["matadors"] == {str(east): 30, str(north): -15, str(south): -15}


# --- the Pagat ---------------------------------------------------------------------------------

def _tricks(*plays_and_winners):
    return SimpleNamespace(tricks=[Trick(p[0][0], list(p), w) for p, w in plays_and_winners])


def test_the_pagat_lost_to_an_opponent_pays_each_opponent_and_not_to_the_partner():
    """Worked example: W's Pagat captured by S in deal 3: W pays N and S 5 each."""
    side = {0: 0, 2: 0, 1: 1, 3: 1}
    same = lambda a, b: side[a] == side[b]  # noqa: E731
    other = (3, 30), (2, 31), (1, 32), (0, 33)
    captured = _tricks((((1, PAGAT), (2, 5), (3, 40), (0, 41)), 2), (other, 3))
    assert pagat_events(captured, same) == [("pagat_captured", 1, -5)]
    to_partner = _tricks((((1, PAGAT), (3, 5), (2, 40), (0, 41)), 3), (other, 3))
    assert pagat_events(to_partner, same) == []  # recommended: fallen to his partner
    ultimo = _tricks((other, 3), (((2, 30), (1, PAGAT), (0, 31), (3, 32)), 1))
    assert pagat_events(ultimo, same) == [("pagat_ultimo", 1, 10)]
    last = _tricks((other, 3), (((2, 30), (1, PAGAT), (0, 5), (3, 32)), 0))
    assert pagat_events(last, same) == [("pagat_captured_last", 1, -10)]


def test_a_pagat_lost_in_a_deal_is_paid_to_both_opponents():
    """Worked example: W's Pagat captured by S (not in the last trick): W pays N and S 5
    each, E (his partner) nothing."""
    game = new(hands={1: cards("T1")})
    finish(game, random.Random(4))
    state = game.state
    index = next(i for i, t in enumerate(state.tricks) if any(c == PAGAT for _, c in t.plays))
    assert index != len(state.tricks) - 1
    state.tricks[index].winner = 2
    items = {i["item"]: i["amounts"] for i in game.variant.settle(state)["items"]}
    assert items["pagat_captured"] == {"1": -10, "0": 5, "2": 5}


# --- the Excuse inside a partnership --------------------------------------------------------

def play_to(game: Game, number: int) -> None:
    """Lay the Scat, pass the declarations and play cards other than the Sküs until trick
    `number` (1-based) is to be played."""
    while game.phase != "play":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value == "pass"), legal[-1]))
    while len(game.state.tricks) < number - 1:
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value != SKUS), legal[0]))


def test_no_exchange_when_the_partner_wins_the_excused_trick():
    game = new(hands={3: cards("T21 T20"), 1: cards("SKUS")})  # E leads, W holds the Sküs
    play_to(game, 1)
    state = game.state
    game.apply(Action("play", 3, cards("T21")[0]))  # E leads the Mond: it wins
    game.apply(Action("play", 2, game.legal_actions()[0].value))
    game.apply(Action("play", 1, SKUS))  # W excuses to his partner's trick
    game.apply(Action("play", 0, game.legal_actions()[0].value))
    assert state.tricks[0].winner == 3
    assert SKUS in state.won[1] and len(state.won[3]) == 3 and state.won[1] == [SKUS]
    assert state.extra["excuse"]["to"] is None


def test_against_the_opponents_the_blank_comes_from_the_sides_tricks():
    """W holds the Sküs and has no trick; his partner E has one: when S wins the excused
    trick, the blank S receives comes from E's trick."""
    east, south, west, north = 3, 2, 1, 0  # the order of play, E the Vorhand
    game = new(hands={east: cards("T21 T2"), south: cards("T20 T3"), west: cards("SKUS")})
    play_to(game, 1)
    state = game.state
    game.apply(Action("play", east, cards("T21")[0]))
    game.apply(Action("play", south, cards("T3")[0]))
    for seat in (west, north):
        game.apply(next(a for a in game.legal_actions() if a.value != SKUS))
    assert state.tricks[0].winner == east and state.won[west] == []
    game.apply(Action("play", east, cards("T2")[0]))
    game.apply(Action("play", south, cards("T20")[0]))
    game.apply(Action("play", west, SKUS))
    game.apply(game.legal_actions()[0])
    record = state.extra["excuse"]
    assert state.tricks[1].winner == south and record["to"] == south
    assert record["paid"] in state.won[south] and len(state.won[south]) == 4
    assert len(state.won[east]) == 3 and state.won[west] == [SKUS]
    finish(game, random.Random(3))
    assert sorted(all_piles(state)) == sorted(game.variant.pack.cards)


def test_the_skus_must_be_played_by_trick_16_and_is_not_led_before():
    game = new(hands={3: cards("SKUS")})  # E, the Vorhand, holds it
    play_to(game, 1)
    assert SKUS not in [a.value for a in game.legal_actions()]  # no lead (L242-243)
    game = new(hands={3: cards("SKUS")})
    play_to(game, 16)
    state = game.state
    while game.to_move != 3:
        game.apply(game.legal_actions()[0])
    if SKUS in state.hands[3]:
        assert [a.value for a in game.legal_actions()] == [SKUS]
    finish(game, random.Random(5))
    assert sorted(all_piles(state)) == sorted(game.variant.pack.cards)


def test_the_house_rule_lets_the_skus_be_led():
    game = new({"skus_lead": True}, hands={3: cards("SKUS")})
    play_to(game, 1)
    assert SKUS in [a.value for a in game.legal_actions()]


# --- counting ----------------------------------------------------------------------------------

def test_the_counting_example_29_and_43_make_72():
    """Counting example: the dealer's side, 9 tricks and the Scat (38 cards: T21 HK SK CQ DC
    HJ SJ and 31 blanks) counts 29; the other side's 40 cards 43."""
    counting = cards("T21 HK SK CQ DC HJ SJ")
    blanks = [c for c in range(78) if packet_points([c], 4) == 0]
    assert len(blanks) == 59
    ours = counting + blanks[:31]
    theirs = [c for c in range(78) if c not in ours]
    assert len(theirs) == 40
    assert packet_points(ours, 4) == 29 and packet_points(theirs, 4) == 43


def test_every_deal_counts_72_in_fours_and_78_in_threes():
    for options, total in ((None, 72), ({"counting": "threes"}, 78)):
        for seed in range(3):
            game = Game.new("danish-tarok-four", options, n_seats=4, dealer=seed)
            game.deal_seeded(seed)
            finish(game, random.Random(seed))
            points = {int(s): p for s, p in game.result["seat_points"].items()}
            assert points[0] + points[1] == total or points[0] + points[3] == total


# --- the partie ---------------------------------------------------------------------------------

def partie(variant, deals):
    sheet = PartieSheet(PartieSheet.opening(), variant.partie_rules())
    closed = None
    for ns, ew in deals:
        closed = sheet.add(variant.surpluses([ns, ew]))
    return closed


def test_the_partie_of_the_worked_example():
    """NS 41/31, 30/42, 47/25, 38/34: G(NS) 18, G(EW) 6: NS win single; 50/22, 46/26, 36/36,
    49/23: G(NS) 37, G(EW) 0: Reale and double, paid triple."""
    variant = Game.new("danish-tarok-four", n_seats=4).variant
    single = partie(variant, [(41, 31), (30, 42), (47, 25), (38, 34)])
    assert single["scores"] == [18, 6] and single["winner"] == 0
    assert single["factor"] == 1 and single["units"] == 1
    triple = partie(variant, [(50, 22), (46, 26), (36, 36), (49, 23)])
    assert triple["scores"] == [37, 0] and triple["factor"] == 3 and triple["units"] == 3
    assert partie(variant, [(36, 36)] * 4)["winner"] is None  # N = 0: no one wins


def test_a_session_pays_each_partie_after_four_deals_each_loser_to_one_winner():
    session = Session("danish-tarok-four", n_seats=4, seed="p", first_dealer=0)
    play_session(session, [HeuristicPlayer(s) for s in range(4)], 8)
    results = [game.result for game in session.games]
    assert [r["carry"]["partie"]["deals"] for r in results] == [1, 2, 3, 0, 1, 2, 3, 0]
    assert [game.state.dealer for game in session.games][:5] == [0, 3, 2, 1, 0]
    for index, result in enumerate(results):
        paid = [i for i in result["items"] if i["item"] == "partie"]
        assert not paid or index in (3, 7)
        for item in paid:
            units = set(map(abs, item["amounts"].values()))
            assert len(item["amounts"]) == 4 and len(units) == 1
        assert sum(result["totals"].values()) == 0


def partners_by_person(seats) -> set[frozenset]:
    """The two partnerships, by person, of a seating (partners sit opposite)."""
    return {frozenset((seats[s], seats[s + 2])) for s in (0, 1)}


def test_partners_change_every_two_parties_and_six_parties_end_the_sitting():
    variant = Game.new("danish-tarok-four", n_seats=4).variant
    carry = PartieSheet.opening()
    seatings = []
    for closed in range(7):
        carry["partie"]["parties"] = [{}] * closed
        seatings.append(variant.seating.places(None, carry))
        assert variant.sitting.session_over(carry) == (closed >= 6)
        assert [variant.same_side(SimpleNamespace(), s, (s + 2) % 4) for s in range(4)] == \
            [True] * 4  # partners opposite, whoever sits there
    assert seatings[0] == seatings[1] != seatings[2] == seatings[3] != seatings[4]
    assert len({frozenset(partners_by_person(s)) for s in seatings[:6]}) == 3
    for fixed in ({"partners": "fixed"}, QUADRILLE):
        variant = Game.new("danish-tarok-four", fixed, n_seats=4).variant
        seating = variant.seating
        assert seating.person_count is None and seating.places(None, carry) == (0, 1, 2, 3)


def test_after_two_parties_the_persons_change_seats_and_a_reloaded_session_goes_on():
    """L257-260: new partners after two parties, seated opposite (recommended); the sheet
    follows the persons, and the session continues after save and load."""
    session = Session("danish-tarok-four", n_seats=4, seed="seats",
                      names=["Ane", "Bo", "Carl", "Dorte"])
    players = [RandomPlayer(s) for s in range(4)]
    play_session(session, players, 8)
    assert session.by_rubber and session.persons_at(7) == [0, 1, 2, 3]
    loaded = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert loaded.persons_at(7) == [0, 1, 2, 3]
    play_session(loaded, players, 1)
    persons = loaded.persons_at(8)
    assert sorted(persons) == [0, 1, 2, 3] and persons != [0, 1, 2, 3]
    assert partners_by_person(persons).isdisjoint(partners_by_person([0, 1, 2, 3]))
    assert loaded.names_at(8) == [["Ane", "Bo", "Carl", "Dorte"][p] for p in persons]
    view = loaded.games[8].view(0)
    assert view.public["partners"]["0"] == 2  # the new partner sits opposite
    last = loaded.sheet()[-1]["units"]
    assert last == {persons[int(s)]: units
                    for s, units in loaded.games[8].result["totals"].items()}
    assert sum(loaded.totals().values()) == 0


def test_a_volat_pays_the_agreed_stake():
    game = new()
    finish(game, random.Random(6))
    state = game.state
    for trick in state.tricks:  # give every trick to N-S
        trick.winner = 0 if trick.winner in (1, 3) else trick.winner
    result = game.variant.settle(state)
    volat = next(i for i in result["items"] if i["item"] == "volat")
    assert volat["amounts"] == {"0": 1, "2": 1, "1": -1, "3": -1}


# --- the Quadrille form -------------------------------------------------------------------------

def test_quadrille_deals_18_each_the_dealer_22_and_a_scat_of_4_from_76():
    game = new(QUADRILLE, dealer=0)
    state = game.state
    assert len(game.variant.pack.cards) == 76
    assert [len(state.hands[s]) for s in state.active] == [18, 18, 18, 22]
    finish(game, random.Random(1), bid="ask")
    assert len(state.discards[0]) == 4 and len(state.tricks) == 18
    assert sorted(all_piles(state)) == sorted(game.variant.pack.cards)
    from tarokdesk.variants.danish_quadrille import uncovered_points
    assert uncovered_points(all_piles(state)) == 128


def test_the_dealer_alone_decides_and_a_pass_throws_in_with_honours_standing():
    game = new(QUADRILLE, dealer=2, hands={2: cards("HK HQ HC HJ")})
    while game.phase == SCAT:
        game.apply(next(a for a in game.legal_actions() if a.value not in cards("HQ HC HJ")))
    while game.phase == "declare":
        wanted = [a for a in game.legal_actions() if a.value == "declare:cavalry:H"]
        game.apply(wanted[0] if wanted else Action("declare", game.to_move, "pass"))
    assert game.phase == "bid" and game.to_move == 2
    assert [a.value for a in game.legal_actions()] == ["pass", "ask", "mediateur_two",
                                                       "mediateur"]
    game.apply(Action("bid", 2, "pass"))
    assert game.is_terminal
    assert game.result["items"][0]["amounts"] == {"2": 30, "0": -10, "1": -10, "3": -10}


def party_points(state, party, points):
    """Lay the tricks anew so that `party` (with the dealer's Scat) holds `points` of the 128
    uncovered points (the example fixes the count, not the play)."""
    from tarokdesk.rules.counting import card_value
    scat = state.discards[state.dealer] if state.dealer in party else []
    need = points - sum(card_value(c) for c in scat)
    played = sorted((c for s in range(4) for c in state.won[s]), key=card_value, reverse=True)
    ours, theirs = [], []
    for card in played:
        if card_value(card) <= need:
            ours.append(card)
            need -= card_value(card)
        else:
            theirs.append(card)
    assert need == 0
    for s in range(4):
        state.won[s] = []
    state.won[party[0]] = ours
    state.won[next(s for s in range(4) if s not in party)] = theirs


def test_the_quadrille_example_ask_74_points_and_the_matadors_continued():
    """The dealer A asks with the heart King, held by C; A declared three matadors (B, C, D
    each paid 10); C's T20 and A's T19 continue the run by two (B and D each pay 10 more);
    A + C make 74: B pays 10 to A, D 10 to C."""
    a, b, c, d = 0, 3, 2, 1  # A deals; B on his left, then C, then D
    game = new(QUADRILLE, dealer=a, hands={a: cards("T21 T1 SKUS T19"), c: cards("HK T20")})
    finish(game, random.Random(8), {a: ["declare:matadors:3"]}, bid="ask")
    state = game.state
    assert state.extra["called"] == cards("HK")[0] or game.result["party"] == [a]
    state.extra["called"] = cards("HK")[0]
    party_points(state, [a, c], 74)
    result = game.variant.settle(state)
    items = {i["item"]: i["amounts"] for i in result["items"]}
    assert items["matadors"] == {str(a): 30, str(b): -10, str(c): -10, str(d): -10}
    assert items["matador_continuation"] == {str(a): 10, str(c): 10, str(b): -10, str(d): -10}
    assert items["game"] == {str(a): 10, str(c): 10, str(b): -10, str(d): -10}


def test_three_more_matadors_from_the_partners_t20_and_t19_and_ones_own_t18():
    """L313-316: A declared 3; his partner B holds T20 and T19, A holds T18: 3 more, 15."""
    state = SimpleNamespace(extra={"declare": {"0": ["matadors:3"], "2": []}},
                            dealt={0: cards("T21 T1 SKUS T18"), 2: cards("T20 T19 T5")})
    assert continued(state, 0, 2) == 3
    state.dealt[2] = cards("T19 T5")
    assert continued(state, 0, 2) == 0  # the T20 missing breaks the run


def test_the_mediateur_pays_for_the_cards_given_and_may_not_ask_for_the_skus():
    game = new(QUADRILLE, dealer=0, hands={2: cards("T21"), 1: cards("SKUS")})
    while game.phase != "bid":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value == "pass"), legal[-1]))
    game.apply(Action("bid", 0, "mediateur_two"))
    names = [a.value for a in game.legal_actions()]
    assert SKUS not in names and cards("T21")[0] in names
    game.apply(Action("name", 0, cards("T21")[0]))
    game.apply(Action("give", 0, game.legal_actions()[0].value))
    game.apply(Action("name", 0, next(c for c in names if c != cards("T21")[0])))
    game.apply(Action("give", 0, game.legal_actions()[0].value))
    finish(game, random.Random(9))
    fees = [i for i in game.result["items"] if i["item"] == "mediateur_card"]
    assert [i["amounts"]["0"] for i in fees] == [-10, -5]


@pytest.mark.parametrize("dealt, forced, paid", [
    ("HK DK", False, -3),  # none of T21, T1, Sküs, the Pagat not forced: he pays 3
    ("HK DK", True, 0),
    ("T21 SKUS", True, 3),  # T21 and the Sküs, the Pagat forced: he is paid 3
    ("T21 SKUS T20", True, 4),  # with T20: 4
    ("T21 SKUS", False, 0),
])
def test_the_mediateurs_matadors(dealt, forced, paid):
    trick = Trick(1, [(1, PAGAT), (0, 20)], 0 if forced else 1)
    state = GameState("danish-tarok-four", {}, 4, 3, (0, 1, 2, 3), declarer=0,
                      dealt=[cards(dealt), [], [], []], tricks=[trick])
    assert mediateur_matadors(state) == paid


def test_the_standard_player_keeps_the_skus_off_his_partners_trick():
    """Strategy 9: W, holding only the heart Queen and the Sküs to his partner E's heart
    King, gives the Queen to the partner's trick rather than excusing it."""
    west_hand = "HQ SKUS S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 C1 C2 C3 C4 C5 C6 C7"
    game = new(hands={3: cards("HK"), 1: cards(west_hand)})
    while game.phase != "play":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value == "pass"), legal[-1]))
    game.apply(Action("play", 3, cards("HK")[0]))
    game.apply(game.legal_actions()[0])
    assert game.to_move == 1
    action, _ = HeuristicPlayer(1).decide(game.view(1))
    assert action.value == cards("HQ")[0]
    game.state.trick[0] = (0, cards("HK")[0])  # the same trick led by an opponent
    action, why = HeuristicPlayer(1).decide(game.view(1))
    assert action.value == SKUS and "G13" in why.cited


WEAK_PAGAT = "T1 T4 T5 T6 S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 C1 C2 C3 C4 C5"


def test_the_standard_player_leads_the_mond_for_his_partners_pagat():
    """Strategy 1 (L262-264): W dealt; N led a tarok; E, on lead with the Mond while his
    partner W may hold the Pagat, leads the Mond, and W throws the Pagat on it."""
    north, east, south, west = 0, 3, 2, 1
    game = new(dealer=west, hands={north: cards("T2"), east: cards("T21 T20"),
                                   south: cards("T3"), west: cards(WEAK_PAGAT)})
    while game.phase != "play":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value == "pass"), legal[-1]))
    for seat, card in ((north, "T2"), (east, "T20"), (south, "T3"), (west, "T4")):
        game.apply(Action("play", seat, cards(card)[0]))
    assert game.state.tricks[0].winner == east
    action, why = HeuristicPlayer(east).decide(game.view(east))
    assert action.value == cards("T21")[0] and "Danish 1" in why.cited
    game.apply(action)
    game.apply(Action("play", south, game.legal_actions()[0].value))
    action, _ = HeuristicPlayer(west).decide(game.view(west))
    assert action.value == PAGAT


def test_a_debt_for_the_excuse_is_paid_from_the_sides_next_trick():
    """W excuses to S's trick while neither he nor his partner E has a trick: the blank is
    owed, and paid to S from the trick E wins next."""
    east, south, west, north = 3, 2, 1, 0
    game = new(hands={east: cards("T2 T21"), south: cards("T20 T3"), west: cards("SKUS")})
    play_to(game, 1)
    state = game.state
    game.apply(Action("play", east, cards("T2")[0]))
    game.apply(Action("play", south, cards("T20")[0]))
    game.apply(Action("play", west, SKUS))
    game.apply(game.legal_actions()[0])
    record = state.extra["excuse"]
    assert state.tricks[0].winner == south and record["to"] == south
    assert record["paid"] is None and len(state.won[south]) == 3
    game.apply(Action("play", south, cards("T3")[0]))
    game.apply(next(a for a in game.legal_actions() if a.value != SKUS))
    game.apply(game.legal_actions()[0])
    game.apply(Action("play", east, cards("T21")[0]))
    assert state.tricks[1].winner == east
    assert record["paid"] is not None and record["paid"] in state.won[south]
    assert len(state.won[south]) == 4 and len(state.won[east]) == 3
    finish(game, random.Random(2))
    assert sorted(all_piles(state)) == sorted(game.variant.pack.cards)


def test_the_fourth_deal_of_the_example_closes_the_partie_each_loser_pays_one_winner():
    """The worked example's last deal: N-S (dealer N) make 38 to 34 with 16 to 6 on the
    sheet: G 18 to 6, N-S win single: E pays N 1 and W pays S 1."""
    game = new(dealer=0)
    game.state.carry = {"partie": {"scores": [16, 6], "deals": 3, "parties": []}}
    finish(game, random.Random(3))
    state = game.state
    counting = cards("T21 T1 SKUS HK DK SK CK")
    blanks = [c for c in range(78) if packet_points([c], 4) == 0]
    ours = counting + blanks[:31]
    for seat in range(4):
        state.won[seat] = []
    state.discards[0] = ours[:2]
    state.won[0] = ours[2:]
    state.won[1] = [c for c in range(78) if c not in ours]
    result = game.variant.settle(state)
    assert result["seat_points"] == {"0": 38, "2": 38, "1": 34, "3": 34}
    partie = next(i for i in result["items"] if i["item"] == "partie")
    assert partie["amounts"] == {"0": 1, "2": 1, "1": -1, "3": -1}
    assert result["carry"]["partie"]["parties"][0]["scores"] == [18, 6]


def test_the_first_leader_with_few_taroks_opens_a_suit_without_its_king():
    """Strategy 2 (L266-267): E leads first with two taroks; hearts and diamonds hold their
    Kings, so he opens clubs, his longest suit without the King."""
    hand = "T2 T3 HK HQ H5 H6 DK D2 S2 S3 S4 S5 C2 C3 C4 C5 C6 C7 C8"
    game = new(hands={3: cards(hand)})
    while game.phase != "play":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value == "pass"), legal[-1]))
    action, why = HeuristicPlayer(3).decide(game.view(3))
    assert action.value in cards("C2 C3 C4 C5 C6 C7 C8") and "Danish 2" in why.cited


def test_with_the_option_the_others_may_take_the_game_in_turn_from_the_dealers_left():
    """Quadrille open question 1, option: the dealer passes, then the players from his left
    are asked; the first to name a game plays it, and the Scat stays with the dealer."""
    game = new({**QUADRILLE, "bidders": "in_turn"}, dealer=0)
    while game.phase != "bid":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value == "pass"), legal[-1]))
    asked = []
    for _ in range(2):
        asked.append(game.to_move)
        game.apply(Action("bid", game.to_move, "pass"))
    asked.append(game.to_move)
    game.apply(Action("bid", game.to_move, "mediateur"))
    assert asked == [0, 3, 2] and game.state.declarer == 2 and game.phase == "request"
    finish(game, random.Random(11))
    assert sum(game.result["totals"].values()) == 0 and game.result["party"] == [2]



def declared_and_played(options, hands, item, until) -> Game:
    """A deal in which seat 3 declares `item` and the others pass; the Quadrille dealer
    asks. Then cards other than the Sküs, taroks led first, until `until(game)`."""
    game = new(options, hands=hands)
    while game.phase != "play":
        legal = game.legal_actions()
        said = [a for a in legal if a.value in (f"declare:{item}", "ask")]
        game.apply(said[0] if said else next((a for a in legal if a.value == "pass"),
                                             legal[-1]))
    while not until(game):
        legal = [a for a in game.legal_actions() if a.value != SKUS]
        game.apply(next((a for a in legal if is_trump(a.value)), legal[0]))
    assert game.state.extra["declare"]["3"] == [item]
    return game


@pytest.mark.parametrize("options", [{}, QUADRILLE])
def test_a_position_seen_by_one_seat_draws_the_declared_honours_into_their_hand(options):
    """Announcements: honours are declared, not shown; a position written as seat 1 sees it
    loads with the whole cavalry seat 3 declared in his hand as dealt."""
    from tarokdesk.practice.position.export import export_position
    from tarokdesk.practice.position.load import load_position
    figures = cards("DK DQ DC DJ")
    game = declared_and_played(options, {3: figures + cards("T21 T20 T19 T18")},
                               "cavalry:D", lambda g: len(g.state.tricks) == 2)
    data = export_position(game, 1)
    for seed in range(3):
        loaded, _ = load_position(data, seed=seed)
        assert set(figures) <= set(loaded.state.dealt[3])
        assert loaded.view(1) == game.view(1)


def test_the_fill_gives_the_declared_skus_to_a_hand_void_in_taroks():
    """Play 4: the Sküs is never owed to a trick, so seat 3, who declared a half cavalry
    with it, keeps it though he has shown no tarok to a tarok lead; the fill draws it there."""
    from tarokdesk.practice.position.export import export_position
    from tarokdesk.practice.position.load import load_position
    plain = "SKUS DK DQ DC D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 S1 S2 S3 S4 S5"
    game = declared_and_played({}, {3: cards(plain)}, "half_cavalry:D",
                               lambda g: any(is_trump(t.plays[0][1]) for t in g.state.tricks))
    loaded, _ = load_position(export_position(game, 1), seed=0)
    assert SKUS in loaded.state.hands[3] and loaded.view(1) == game.view(1)
