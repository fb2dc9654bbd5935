"""Long Whist (rules/whist.md): the deal and its turned-up trump, trick play, honours, the call
at eight, claims, the rubber with its bands and Nest, the seat draw, and every worked example
of the rule file."""

from __future__ import annotations

import json

import pytest
from steering import deal_name
from whist_builders import carry_at, names, whist_game

from tarokdesk.cards.card import card_from_name, card_name
from tarokdesk.cards.packs import PACKS
from tarokdesk.core import Action, Game, Session
from tarokdesk.core.refusals import MUST_FOLLOW_SUIT
from tarokdesk.core.serialization import ReplayError
from tarokdesk.players.driver import play_out, play_session
from tarokdesk.players.random_player import RandomPlayer
from tarokdesk.rules.call_at_eight import TOO_FEW_HONOURS
from tarokdesk.rules.rubber import RubberRules, RubberSheet, opening
from tarokdesk.rules.seat_draw import SeatDraw, draw_for_seats, rank_draws
from tarokdesk.rules.suit_tricks import CLAIM_REFUSED_THIS_TRICK, REST, SuitTrickRules

PACK = PACKS["whist-52"]
SPADES = "SA SK SQ SJ S10 S9 S8 S7 S6 S5 S4 S3 S2"
RANDOM = [RandomPlayer(f"r{s}") for s in range(4)]


def play(game: Game, seat: int, name: str) -> None:
    game.apply(Action("play", seat, card_from_name(name)))


def units(game: Game) -> dict[int, int]:
    return {int(s): v for s, v in game.result["totals"].items()}


# --- the deal: singly to the left, the dealer's last card turned up -----------------------------

def test_deal_goes_to_the_left_and_the_dealers_last_card_is_trump():
    game = whist_game({}, "S7", dealer=0)
    state = game.state
    assert state.active == (3, 2, 1, 0)  # from the dealer's left, the dealer last (l. 210)
    assert state.extra["trump"] == {"card": card_from_name("S7"), "suit": 2}
    assert card_from_name("S7") in state.hands[0]
    assert game.to_move == 3  # Vorhand, the dealer's left, leads (l. 214)
    assert game.variant.seating.next_dealer(0) == 3  # the deal passes to the left


def test_the_turned_card_is_shown_until_the_dealers_turn_in_trick_one():
    """l. 216: it lies face up until the dealer's turn to play to the first trick; the suit
    stays known."""
    game = whist_game({3: "HA", 2: "H2", 1: "H3", 0: SPADES}, "S7", dealer=0)
    seven = card_from_name("S7")
    for seat, card in ((3, "HA"), (2, "H2"), (1, "H3")):
        view = game.view(1)
        assert view.public["trump"] == {"suit": 2, "card": seven, "shown": True}
        assert view.hands == {0: (seven,)}
        play(game, seat, card)
    assert game.to_move == 0
    assert game.view(2).public["trump"]["shown"] is False
    assert game.view(2).public["trump"]["suit"] == 2
    play(game, 0, "S7")  # trumps the heart ace
    assert game.state.tricks[0].winner == 0
    assert game.view(2).hands == {}


def test_the_property_tests_coverage_names_a_deal_by_its_trump_suit():
    """Whist has no contract: the coverage report names the deal by the suit turned up."""
    game = whist_game({}, "S7", dealer=0)
    assert deal_name(game) == "spades trumps, no trick played"
    play_out(game, RANDOM)
    assert deal_name(game) == "spades trumps"


def test_session_passes_the_deal_to_the_left():
    session = Session("whist", seed=4, first_dealer=2, draw=None)
    assert [session.dealer_of(n) for n in range(5)] == [2, 1, 0, 3, 2]


# --- trick play ---------------------------------------------------------------------------------

def test_follow_suit_else_any_card_trump_wins_else_highest_of_suit_led():
    rules = SuitTrickRules(PACK, trump=2)
    hand = names("H5 HK S2 C3")
    assert rules.legal_cards(hand, [(0, card_from_name("H9"))]) == names("H5 HK")
    # void: no duty to trump or to overtrump (whist.md "Play" 4)
    assert rules.legal_cards(names("S2 C3"), [(0, card_from_name("H9"))]) == names("S2 C3")
    plays = [(0, card_from_name("H9")), (1, card_from_name("HA")), (2, card_from_name("S2")),
             (3, card_from_name("CA"))]
    assert rules.winner(plays) == 2
    assert rules.winner(plays[:2] + [(2, card_from_name("C2"))]) == 1
    no_trumps = SuitTrickRules(PACK, trump=None)
    assert no_trumps.winner(plays) == 1


def test_a_renounce_is_refused_with_its_code():
    game = whist_game({3: "HA", 2: "H2 C5"}, "S7", dealer=0)
    play(game, 3, "HA")
    refusal = game.refusal(Action("play", 2, card_from_name("C5")))
    assert refusal.code == MUST_FOLLOW_SUIT


# --- tricks, slam and honours -------------------------------------------------------------------

def test_grand_slam_with_all_trumps_is_a_quadruple_game():
    """Seat 0 holds all thirteen trumps: 13 tricks = 7 + grand slam 6 = 13 (l. 286, open q. 3),
    a game at once; the honours (4) are dropped, the losers at 0 make it quadruple (4)."""
    game = whist_game({0: SPADES}, "S2", dealer=0)
    play_out(game, RANDOM)
    result = game.result
    assert result["tricks"] == [13, 0]
    assert result["marks"] == [["tricks", 0, 7], ["slam", 0, 6], ["honours", 0, 4]]
    assert result["posted"] == [{"item": "game", "side": 0, "value": 4, "losers": 0}]
    assert units(game) == {0: 4, 1: -4, 2: 4, 3: -4}


def test_honours_are_judged_on_the_hands_dealt_with_the_turned_card_the_dealers():
    """l. 260: three honours between partners score 2, the turned-up card counting as the
    dealer's; 2-2 scores nothing."""
    game = whist_game({0: "HA", 2: "HK HQ"}, "HA", dealer=0)
    assert [game.variant.honours_dealt(game.state, s) for s in range(4)] == [1, 0, 2, 1]
    play_out(game, RANDOM)
    assert ["honours", 0, 2] in game.result["marks"]
    split = whist_game({0: "HA", 1: "HK", 2: "HQ", 3: "HJ"}, "HA", dealer=0)
    assert not any(item[0] == "honours" for item in split.variant.hand_points(split.state))


def test_the_ten_as_fifth_honour_option():
    game = whist_game({0: "HA HK", 2: "HQ H10"}, "HA", dealer=0, options={"ten_honour": True})
    assert game.variant.honours_dealt(game.state, 2) == 2
    assert ("honours", 0, 4) in game.variant.hand_points(game.state)


# --- the call at eight --------------------------------------------------------------------------

def test_call_at_eight_wins_the_game_when_partner_holds_an_honour():
    """whist.md "The call at eight": side 0 at 8; seat 2 holds two honours and calls, his
    partner holds one: three honours, 2 points, the game without play; B/D at 3 make it a
    double game."""
    game = whist_game({0: "HJ", 2: "HA HK"}, "H2", dealer=0, carry=carry_at((8, 3)))
    assert game.phase == "call8"
    assert game.to_move == 2  # side 0 in playing order: seat 2 comes before the dealer
    assert [a.value for a in game.legal_actions()] == ["pass", "call"]
    game.apply(Action("call8", 2, "call"))
    assert game.is_terminal
    assert game.result["marks"] == [["honours", 0, 2]]
    assert game.result["posted"] == [{"item": "game", "side": 0, "value": 2, "losers": 3}]
    assert units(game) == {0: 2, 1: -2, 2: 2, 3: -2}


def test_call_without_partners_honour_plays_the_hand_and_few_honours_cannot_call():
    game = whist_game({2: "HA HK", 0: "H3"}, "H2", dealer=0, carry=carry_at((8, 0)))
    game.apply(Action("call8", 2, "call"))
    assert game.phase == "call8" and game.to_move == 0
    refusal = game.refusal(Action("call8", 0, "call"))
    assert refusal.code == TOO_FEW_HONOURS
    game.apply(Action("call8", 0, "pass"))
    assert game.phase == "play" and game.to_move == 3


def test_no_call_below_eight():
    game = whist_game({2: "HA HK", 1: "HQ HJ"}, "H2", dealer=0, carry=carry_at((7, 8)))
    assert game.phase == "call8" and game.to_move == 3  # only side 1 is at 8
    assert [a.value for a in game.legal_actions()] == ["pass"]


# --- claims --------------------------------------------------------------------------------------

def test_a_claim_of_masters_only_stands_at_once():
    """Seat 3 (Vorhand) holds every trump but the dealer's S2 and the heart ace; once the
    S2 has fallen all his cards are masters."""
    game = whist_game({3: SPADES.replace(" S2", "") + " HA"}, "S2", dealer=0)
    for seat, card in ((3, "SA"),):
        play(game, seat, card)
    for seat in (2, 1):
        game.apply(game.legal_actions()[0])
    play(game, 0, "S2")
    assert game.to_move == 3
    game.apply(Action("claim", 3, REST))
    assert game.is_terminal and game.result["contract"] == "claimed"
    assert game.result["tricks"] == [0, 13]


def test_an_uncertain_claim_goes_to_the_opponents_who_may_refuse_or_concede():
    game = whist_game({3: "HA HK", 1: "HQ"}, "S2", dealer=0)
    game.apply(Action("claim", 3, REST))
    assert game.phase == "concede" and game.to_move == 2
    assert set(game.view(2).hands[3]) == set(game.state.hands[3])  # shown to the opponents
    game.apply(Action("concede", 2, "play_on"))
    assert game.phase == "play" and game.to_move == 3
    assert game.refusal(Action("claim", 3, REST)).code == CLAIM_REFUSED_THIS_TRICK
    play(game, 3, "HA")
    for seat in (2, 1, 0):
        game.apply(game.legal_actions()[0])
    winner = game.state.tricks[-1].winner
    game.apply(Action("claim", winner, REST))
    if game.phase == "concede":
        for seat in list(game.variant.claim_opponents(game.state)):
            game.apply(Action("concede", seat, "concede"))
    assert game.is_terminal
    side = winner % 2
    assert game.result["tricks"][side] == 13 - game.result["tricks"][1 - side]
    assert game.result["tricks"][side] >= 12


# --- the rubber: worked examples of whist.md ----------------------------------------------------

def test_worked_example_three_games_rubber_worth_three():
    """whist.md "Worked numeric example": no Nest, bonus 3."""
    sheet = RubberSheet(opening(), RubberRules())
    assert sheet.mark([("tricks", 0, 2)]) == []                       # hand 1: A/C 8 tricks
    assert sheet.mark([("tricks", 1, 3), ("honours", 1, 2)]) == []    # hand 2
    assert sheet.book["scores"] == [2, 5]
    assert sheet.mark([("tricks", 0, 1), ("honours", 0, 4)]) == []    # hand 3
    assert sheet.book["scores"] == [7, 5]
    assert sheet.mark([("tricks", 0, 4)]) == [{"item": "game", "side": 0, "value": 1,
                                               "losers": 5}]         # 11: simple, surplus lost
    assert sheet.book["scores"] == [0, 0]
    sheet.mark([("tricks", 0, 2)])
    assert sheet.mark([("tricks", 1, 10)])[0]["value"] == 3           # game 2: A/C at 2, triple
    sheet.mark([("tricks", 1, 4)])
    posted = sheet.mark([("tricks", 0, 10)])                          # game 3: B/D at 4, double
    assert posted == [{"item": "game", "side": 0, "value": 2, "losers": 4},
                      {"item": "rubber", "side": 0, "value": 3}]
    assert sheet.result() == 3  # (1 + 2) - 3 + 3
    paid = {0: 0, 1: 0}
    for game in sheet.book["games"]:
        paid[game["winner"]] += game["value"]
        paid[1 - game["winner"]] -= game["value"]
    assert paid[0] + 3 == 3  # each of A and C +3 units, B and D -3


def test_book_example_two_quadruple_games_and_rubber_three_make_eleven():
    """l. 288-290."""
    sheet = RubberSheet(opening(), RubberRules())
    sheet.mark([("tricks", 0, 7), ("slam", 0, 6)])
    sheet.mark([("tricks", 0, 7), ("slam", 0, 6)])
    assert [g["value"] for g in sheet.book["games"]] == [4, 4]
    assert sheet.result() == 11


def test_book_example_nest_carries_six():
    """l. 292: at 9, three tricks and four honours: 16, the game, and 6 carried."""
    sheet = RubberSheet({"scores": [9, 0], "games": [], "winner": None}, RubberRules(nest=True))
    sheet.mark([("tricks", 0, 3), ("honours", 0, 4), ("honours", 1, 2)])
    assert sheet.book["scores"] == [6, 0]  # the opponents' points after the game are dropped
    assert len(sheet.book["games"]) == 1
    plain = RubberSheet({"scores": [9, 0], "games": [], "winner": None}, RubberRules())
    plain.mark([("tricks", 0, 3), ("honours", 0, 4)])
    assert plain.book["scores"] == [0, 0]  # without Nest the surplus is lost


@pytest.mark.parametrize("losers, value", [(9, 1), (5, 1), (4, 2), (3, 2), (2, 3), (1, 3),
                                           (0, 4)])
def test_game_value_bands(losers, value):
    """whist.md "Game", open question 1: 5-9 simple, 3-4 double, 1-2 triple, 0 quadruple."""
    assert RubberRules().game_value(losers) == value


def test_a_rubber_ends_the_sitting_and_its_deals_sum_to_its_result():
    session = Session("whist", seed=7)
    while not session.over:
        play_session(session, RANDOM, 1)
    carry = session.games[-1].carry_after
    sheet = RubberSheet(carry, session.variant.rubber_rules())
    winner = carry["winner"]
    assert session.totals()[winner] == sheet.result() == -session.totals()[1 - winner]
    assert session.variant.sitting.session_over(carry)
    assert session.carry == opening()


# --- drawing for partners and deal -------------------------------------------------------------

def test_draw_example_l204_only_the_middle_tie_matters():
    """A DA, B H3, C S2, D C2: the ace is lowest, A deals; C and D draw again and the higher
    partners B (l. 204)."""
    draws = [names("DA"), names("H3"), names("S2 H9"), names("C2 D4")]
    draw = SeatDraw(tuple(map(tuple, draws)), rank_draws(draws))
    assert draw.dealer == 0
    assert draw.partnerships == (frozenset({0, 3}), frozenset({2, 1}))


def test_draw_example_l206_three_tied_tens():
    """A, B, C draw tens and D a queen: the highest of the redraw plays with D (l. 206)."""
    draws = [names("H10 S5"), names("D10 C9"), names("S10 H2"), names("CQ")]
    draw = SeatDraw(tuple(map(tuple, draws)), rank_draws(draws))
    assert draw.partnerships == (frozenset({2, 0}), frozenset({1, 3}))
    assert draw.dealer == 2
    assert draw.seats[0] == draw.dealer and {draw.seats[0], draw.seats[2]} == {2, 0}


def test_seeded_draws_break_every_tie():
    for seed in range(30):
        draw = draw_for_seats(PACK, seed)
        keys = [tuple(d) for d in draw.draws]
        assert sorted(draw.seats) == [0, 1, 2, 3]
        assert len(set(draw.order)) == 4 and len(keys) == 4



PERSONS = ["Anna", "Bernhard", "Clara", "David"]


@pytest.mark.parametrize("seed", range(12))
def test_the_session_draws_once_and_seats_the_persons_by_their_draw(seed):
    """The two lowest sit opposite at seats 0 and 2 against the two highest, the lowest deals
    first (whist.md "Drawing for partners, seats and first deal" 3-4); each name goes with its
    person to the seat he drew."""
    session = Session("whist", seed=seed, first_dealer=3, names=list(PERSONS))
    record = session.draw
    drawn = draw_for_seats(PACK, str(seed))
    assert record["draws"] == [[card_name(c, "A") for c in cards] for cards in drawn.draws]
    order = rank_draws([[card_from_name(c) for c in cards] for cards in record["draws"]])
    seats = record["seats"]
    assert {seats[0], seats[2]} == set(order[:2]) and {seats[1], seats[3]} == set(order[2:])
    assert seats[0] == order[0] and session.first_dealer == session.dealer_of(0) == 0
    assert session.names == [PERSONS[person] for person in seats]
    assert sorted(session.names) == PERSONS


def test_a_reloaded_session_keeps_its_draw_and_plays_on_identically():
    session = Session("whist", seed="reload", names=list(PERSONS))
    play_session(session, RANDOM, 2)
    data = json.loads(json.dumps(session.to_dict()))
    assert data["draw"] == session.draw
    reloaded = Session.from_dict(data)
    assert (reloaded.draw, reloaded.names, reloaded.first_dealer) == \
        (session.draw, session.names, session.first_dealer)
    for copy in (session, reloaded):  # the same fresh players on each
        play_session(copy, [RandomPlayer(f"on{s}") for s in range(4)], 1)
    assert reloaded.to_dict() == session.to_dict()


def test_a_draw_the_seed_did_not_make_is_refused_and_an_old_save_loads_without_one():
    data = Session("whist", seed="forged", names=list(PERSONS)).to_dict()
    data["draw"]["seats"] = data["draw"]["seats"][::-1]
    with pytest.raises(ReplayError, match="draw for seats"):
        Session.from_dict(data)
    old = Session("whist", seed="old", first_dealer=2, names=list(PERSONS), draw=None)
    play_session(old, RANDOM, 1)
    data = old.to_dict()
    assert "draw" not in data
    loaded = Session.from_dict(data)
    assert loaded.draw is None and loaded.names == PERSONS and loaded.first_dealer == 2


def test_a_tarok_session_does_not_draw():
    session = Session("koenigrufen", seed=5, first_dealer=3, names=list(PERSONS))
    assert session.draw is None and session.names == PERSONS and session.first_dealer == 3
    assert "draw" not in session.to_dict()


def test_the_table_banner_shows_the_trump_suit_and_the_turned_card_while_it_lies_up():
    from tarokdesk.gui.table.talk import banner_lines

    names = ["Eva", "Anna", "Bernhard", "Clara"]
    game = whist_game({3: "HA", 2: "H2", 1: "H3", 0: SPADES}, "S7", dealer=0)
    lines = banner_lines(game.view(1), names)
    assert lines[0] == "Trumps: ♠" and "Eva" in lines[1] and "7" in lines[1]
    play(game, 3, "HA")
    play(game, 2, "H2")
    play(game, 1, "H3")
    assert banner_lines(game.view(1), names) == ["Trumps: ♠",
                                                 "Tricks: Eva & Bernhard 0 · Anna & Clara 0"]


def test_the_turned_card_lies_beside_the_dealer_on_the_table_until_his_turn(qtbot):
    """l. 216: the table lays the turned-up card face up in the dealer's place beside his
    label (where his tricks will lie), out of his fan or hand, until he plays to trick 1."""
    from PySide6.QtCore import QRectF

    from tarokdesk.gui.deck import CardDeck
    from tarokdesk.gui.scene import TableScene

    scene = TableScene(CardDeck())
    scene.animation_ms = 0
    scene.setSceneRect(QRectF(0, 0, 1280, 800))
    names = ["Eva", "Anna", "Bernhard", "Clara"]
    game = whist_game({3: "HA", 2: "H2", 1: "H3", 0: SPADES}, "S7", dealer=0)
    seven = ("card", card_from_name("S7"))

    def lay(viewer: int):
        scene.show_view(game.view(viewer), names, {}, {}, {}, set())
        return scene.items_by_key

    for viewer in (1, 0):  # an opponent, and the dealer himself at the bottom
        items = lay(viewer)
        pile = scene.layout.seats[0].pile
        assert items[seven].pos() == pile.topLeft() and items[seven].face_up
        assert round(items[seven].size.height()) == round(scene.layout.tiny.height())
    assert sum(key[:2] == ("back", 0) for key in lay(1)) == 12
    for seat, card in ((3, "HA"), (2, "H2"), (1, "H3")):
        play(game, seat, card)
    items = lay(1)  # the dealer's turn: the card is back in his hand, known to all
    assert items[seven].pos() != scene.layout.seats[0].pile.topLeft()
    assert sum(key[:2] == ("back", 0) for key in items) == 12
    assert lay(0)[seven].pos() != scene.layout.seats[0].pile.topLeft()
