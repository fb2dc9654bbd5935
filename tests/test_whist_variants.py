"""Three variations of whist-variants.md: Short Whist (its game of five, bands, bonus and law
2), Cayenne (the card from the second pack as a further chance action C6, the naming of
trumps, the doubling, the Schäfchen, the trump choice C1-C6) and Whist en deux (two players
with open dummies: who plays and sees them, when they are spread, the settlement, the call)."""

from __future__ import annotations

import json

import pytest
from whist_builders import carry_at, whist_order

from tarokdesk.cards.card import card_from_name
from tarokdesk.cards.packs import PACKS
from tarokdesk.core import Action, Game, Session
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL, shuffled
from tarokdesk.core.serialization import ReplayError
from tarokdesk.players import HeuristicPlayer
from tarokdesk.players.driver import play_out
from tarokdesk.players.heuristic.whist.reading import Reading
from tarokdesk.rules.declare_trump import MUST_NAME
from tarokdesk.rules.rubber import RubberSheet, opening
from tarokdesk.rules.spare_pack import TURN

PACK = PACKS["whist-52"]
STANDARD = [HeuristicPlayer(f"s{seat}") for seat in range(4)]


def arranged(variant_id: str, hands: dict[int, str], last: str, dealer: int = 0,
             carry=None, options=None) -> Game:
    """A deal of `hands` (the dealer's 13th card `last`: turned up where trumps are)."""
    game = Game.new(variant_id, options, dealer=dealer, carry=carry)
    game.apply(Action(DEAL, CHANCE, whist_order(game, hands, last)))
    return game


def play(game: Game, seat: int, name: str) -> None:
    game.apply(Action("play", seat, card_from_name(name)))


def units(game: Game) -> dict[int, int]:
    return {int(s): v for s, v in game.result["totals"].items()}


# --- Short Whist -----------------------------------------------------------------------------

@pytest.mark.parametrize("losers, value", [(4, 1), (3, 1), (2, 2), (1, 2), (0, 3)])
def test_short_whist_bands(losers, value):
    """Law 1 (l. 446-448): one point saves the treble, three the double."""
    rules = Game.new("short-whist").variant.rubber_rules()
    assert rules.game_points == 5 and rules.bonus == 2
    assert rules.game_value(losers) == value


def test_short_whist_worked_example_rubber_of_six_units():
    """"Short Whist", Scoring, worked example: treble, single against, double, bonus 2."""
    sheet = RubberSheet(opening(), Game.new("short-whist").variant.rubber_rules())
    assert sheet.mark([("tricks", 0, 5)]) == [{"item": "game", "side": 0, "value": 3,
                                               "losers": 0}]
    sheet.mark([("tricks", 0, 3)])
    assert sheet.mark([("tricks", 1, 5)])[0]["value"] == 1            # A/C at 3: single
    sheet.mark([("tricks", 1, 2)])
    posted = sheet.mark([("tricks", 0, 4), ("honours", 0, 2)])       # B/D at 2: double
    assert posted == [{"item": "game", "side": 0, "value": 2, "losers": 2},
                      {"item": "rubber", "side": 0, "value": 2}]
    assert sheet.result() == 6  # 3 + 2 - 1 + 2


def hearts_honours_deal(carry) -> Game:
    """Seats 0 and 2 hold A K Q of hearts, the turned-up trump a heart of the dealer's."""
    game = arranged("short-whist", {0: "HA HK H2", 2: "HQ"}, "H2", carry=carry)
    play_out(game, STANDARD)
    return game


def test_short_whist_no_honours_for_a_side_at_four_but_at_three_they_go_out():
    """Law 2 (l. 450): a side standing at 4 scores no honours; at 3 it scores 2 and goes out."""
    at_four = hearts_honours_deal(carry_at((4, 0)))
    assert not [m for m in at_four.result["marks"] if m[0] == "honours" and m[1] == 0]
    at_three = hearts_honours_deal(carry_at((3, 0)))
    assert ["honours", 0, 2] in at_three.result["marks"]
    assert at_three.result["posted"][0]["item"] == "game"
    assert at_three.result["posted"][0]["side"] == 0


def test_short_whist_has_no_call_and_no_slam_bonus():
    game = arranged("short-whist", {0: "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2"}, "H2",
                    carry=carry_at((4, 4)))
    assert game.phase == "play" and "call8" not in game.variant.phases
    play_out(game, STANDARD)
    assert game.result["marks"][0] == ["tricks", 0, 7]
    assert not [m for m in game.result["marks"] if m[0] == "slam"]


# --- Cayenne ---------------------------------------------------------------------------------

EXAMPLE_HANDS = {
    3: "CA CK CQ CJ D10 D9 D8 D7 D6 D5 D4 D3 D2",
    1: "C2 HJ SQ SJ S10 S9 S8 S7 S6 S5 S4 S3 S2",
    2: "C10 C9 C8 C7 HA HK HQ H10 H9 H8 DA DK SA",
    0: "C6 C5 C4 C3 H7 H6 H5 H4 H3 H2 DQ DJ SK",
}
EXAMPLE_PLAY = [  # Vorhand (seat 3) takes four clubs; then the dealer's partner all the rest
    "CA C7 C2 C3", "CK C8 S2 C4", "CQ C9 S3 C5", "CJ C10 S4 C6", "D10 DA S5 DJ",
    "HA HJ H2 D9", "HK S6 H3 D8", "HQ S7 H4 D7", "DK S8 DQ D6", "SA S9 SK D5",
    "H10 S10 H5 D4", "H9 SJ H6 D3", "H8 SQ H7 D2",
]


def spare_pack(top: str) -> tuple[int, ...]:
    card = card_from_name(top)
    return (card, *(c for c in PACK.cards if c != card))


def cayenne_deal(cayenne: str, carry=None, options=None) -> Game:
    game = arranged("cayenne", EXAMPLE_HANDS, "SK", carry=carry, options=options)
    game.apply(Action(TURN, CHANCE, spare_pack(cayenne)))
    return game


def play_example(game: Game) -> None:
    game.apply(Action("trump", 0, "leave"))  # the dealer passes ("ich überlasse")
    game.apply(Action("trump", 2, "trump:H"))
    seat = 3
    for trick in EXAMPLE_PLAY:
        order = [seat, (seat - 1) % 4, (seat - 2) % 4, (seat - 3) % 4]
        for who, name in zip(order, trick.split()):
            play(game, who, name)
        seat = game.state.tricks[-1].winner


def test_cayenne_worked_example_nine_tricks_and_three_honours_win_a_quadruple_game():
    """"Cayenne-Whist", Scoring, worked example: Cayenne hearts, the dealer passes, his
    partner names hearts; 9 tricks and 3 honours: (9-6)x2 + 2x2 = 10, the game from 0,
    quadruple against 0."""
    game = cayenne_deal("H5")
    assert game.view(1).public["double_suit"] == {"card": card_from_name("H5"), "suit": 0}
    play_example(game)
    result = game.result
    assert result["tricks"] == [9, 4]
    assert result["marks"] == [["tricks", 0, 6], ["honours", 0, 4]]
    assert result["posted"] == [{"item": "game", "side": 0, "value": 4, "losers": 0}]
    assert units(game) == {0: 4, 1: -4, 2: 4, 3: -4}


def test_cayenne_the_same_hand_with_another_cayenne_counts_single():
    game = cayenne_deal("C2")
    play_example(game)
    assert game.result["marks"] == [["tricks", 0, 3], ["honours", 0, 2]]
    assert game.result["posted"] == [] and game.result["carry"]["scores"] == [5, 0]


def test_cayenne_the_slam_bonus_is_single_unless_the_option_doubles_it():
    hands = {2: "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2"}
    for doubled, slam in ((False, 6), (True, 12)):
        game = arranged("cayenne", hands, "SK", options={"slam_doubled": doubled})
        game.apply(Action(TURN, CHANCE, spare_pack("H9")))
        game.apply(Action("trump", 0, "leave"))
        game.apply(Action("trump", 2, "trump:H"))
        play_out(game, STANDARD)
        assert game.result["marks"][:2] == [["tricks", 0, 14], ["slam", 0, slam]]


def test_cayenne_trumps_are_named_by_the_dealer_or_after_his_pass_by_his_partner():
    game = cayenne_deal("H5")
    assert game.phase == "trump" and game.to_move == 0
    assert [a.value for a in game.legal_actions()] == ["trump:H", "trump:D", "trump:S",
                                                       "trump:C", "leave"]
    assert game.refusal(Action("trump", 3, "trump:S")).code == "not_your_turn"
    game.apply(Action("trump", 0, "leave"))
    assert game.to_move == 2  # the partner, who cannot pass back
    assert game.refusal(Action("trump", 2, "leave")).code == MUST_NAME
    game.apply(Action("trump", 2, "trump:S"))
    assert game.phase == "play" and game.to_move == 3  # Vorhand leads, whoever named
    assert game.view(1).public["trump"] == {"suit": 2, "card": None, "by": 2, "shown": False}


def test_cayenne_schaefchen_are_paid_at_once_by_the_others():
    """l. 442, open question 4: each of the other three pays the holder; for no trump only
    the two opponents. Seat 2: three honours (1, doubled in Cayenne) and three aces (1);
    seat 3 holds no trump (1, not paid by his partner)."""
    game = cayenne_deal("H5", options={"schaefchen": True})
    play_example(game)
    sheep = {e["item"]: e["amounts"] for e in game.result["items"]
             if e["item"].startswith("schaefchen")}
    assert sheep == {"schaefchen:honours_3": {"2": 6, "0": -2, "1": -2, "3": -2},
                     "schaefchen:aces_3": {"2": 3, "0": -1, "1": -1, "3": -1},
                     "schaefchen:no_trump": {"3": 2, "0": -1, "2": -1}}
    assert units(game) == {0: 4 - 4, 1: -4 - 3, 2: 4 + 8, 3: -4 - 1}


def test_the_cayenne_card_is_a_further_chance_action_seeded_after_the_deal():
    """C6: the deal from "seed/0", the spare pack from "seed/0/1"; a session refuses a deal
    whose spare pack was not shuffled from its seed."""
    game = Game.new("cayenne")
    game.deal_seeded("c6")
    deal, turn = game.log
    assert deal.value == shuffled(PACK.cards, "c6/0")
    assert turn == Action(TURN, CHANCE, shuffled(PACK.cards, "c6/0/1"))
    assert game.phase == "trump"
    assert game.history_for(1)[1] == Action(TURN, CHANCE, (turn.value[0],))
    session = Session("cayenne", seed=4)
    dealt = session.new_deal()
    session.check_shuffles(0, dealt)
    forged = Game.new("cayenne", dealer=dealt.state.dealer, carry=dealt.state.carry)
    forged.apply(dealt.log[0])
    forged.apply(Action(TURN, CHANCE, tuple(reversed(dealt.log[1].value))))
    with pytest.raises(ReplayError):
        session.check_shuffles(0, forged)


def trump_choice(hand: str, cayenne: str, dealer: bool = True) -> tuple[str, str]:
    """The standard player's choice holding `hand` (dealer, or partner after his pass)."""
    hands = {0: hand} if dealer else {2: hand}
    game = arranged("cayenne", hands, hand.split()[-1] if dealer else "S2")
    game.apply(Action(TURN, CHANCE, spare_pack(cayenne)))
    if not dealer:
        game.apply(Action("trump", 0, "leave"))
    action, why = HeuristicPlayer().decide(game.view(game.to_move))
    return action.value, ", ".join(why.cited)


@pytest.mark.parametrize("hand, dealer, choice, item", [
    ("HA HQ H3 S4 S5 S6 S7 S8 D2 D3 D4 C2 C3", True, "trump:H", "C1"),
    ("H10 H9 H3 S10 S9 S5 S4 D10 D9 D3 C10 C9 C8", True, "leave", "C4"),
    ("HK H9 H3 SA SK S5 S4 S3 D9 D3 C10 C9 C8", True, "leave", "C3"),
    ("H9 H3 SA SK S5 S4 S3 D9 D3 C10 C9 C8 CK", True, "trump:S", "C3, C6"),
    ("HA HK S4 S5 S6 S7 S8 S9 D3 D4 C2 C3 C4", False, "trump:H", "C1"),
    ("HA H3 S4 S5 S6 S7 DQ DJ D3 D4 D5 C3 C4", False, "trump:D", "C5, C6"),
])
def test_the_standard_player_names_trumps_by_the_conventions(hand, dealer, choice, item):
    """whist-conventions.md M (l. 438-440), hearts the Cayenne: C1 two honours (C2's two
    court cards are two honours, so C1 decides it first); C4 a very bad hand passes; C3 one honour passes,
    none names another suit; C5/C6 the partner names his longest other suit (ties: honours)."""
    assert trump_choice(hand, "H7", dealer) == (choice, item)


def test_standard_players_play_cayenne_sessions_zero_sum_and_name_every_suit():
    session = Session("cayenne", seed=11)
    named = set()
    for _ in range(12):
        game = session.new_deal()
        play_out(game, STANDARD)
        named.add(game.state.extra["trump"]["suit"])
        assert sum(units(game).values()) == 0
    assert len(named) >= 3


# --- Whist en deux ---------------------------------------------------------------------------

def en_deux(options=None, carry=None, hands=None) -> Game:
    return arranged("whist-en-deux", hands or {}, "S7", carry=carry, options=options)


def test_en_deux_each_person_plays_the_dummy_opposite_him():
    game = en_deux()
    state = game.state
    assert game.variant.seating.persons() == (0, 1)
    assert state.controller == [0, 1, 0, 1] and state.account == [0, 1, 0, 1]
    assert game.to_move == 3 and game.person_to_act == 1  # the dummy on the dealer's left
    assert game.view(3).viewer == 1 and game.view(3).hand == tuple(state.hands[3])


def test_en_deux_a_dummy_is_spread_once_the_hand_after_it_has_played_to_trick_one():
    """whist-variants.md "Whist en deux", Play (the en trois rule, for each dummy): before
    that only its player sees it."""
    game = en_deux()
    state = game.state

    def seen(person: int) -> set[int]:
        """The dummies this person sees (the dealer's turned card aside)."""
        return set(game.view(person).hands) & {2, 3}

    assert seen(0) == {2} and seen(1) == {3}  # each his own dummy, not the other's
    assert game.view(-1).hands == {0: (card_from_name("S7"),)}  # onlooker: the turned card
    for seat in (3, 2):
        game.apply(next(a for a in game.legal_actions() if a.kind == "play"))
        assert state.exposed == [False, False, False, seat == 2]
    assert seen(0) == {2, 3} and seen(1) == {3}
    game.apply(next(a for a in game.legal_actions() if a.kind == "play"))  # seat 1
    assert state.exposed == [False, False, True, True] and seen(1) == {2, 3}
    assert set(game.view(1).hands[0]) == {card_from_name("S7")}  # the turned card only
    assert 1 not in game.view(0).hands


def test_en_deux_option_both_dummies_face_up_from_the_opening_lead():
    game = en_deux({"dummies_shown": "at_lead"})
    assert game.state.exposed == [False] * 4
    game.apply(next(a for a in game.legal_actions() if a.kind == "play"))
    assert game.state.exposed == [False, False, True, True]


def test_en_deux_is_settled_one_player_against_the_other():
    """"Scoring and settlement": each ±R; the dummies settle nothing."""
    game = arranged("whist-en-deux", {0: "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2"}, "H2")
    play_out(game, STANDARD)
    assert game.result["posted"][0] == {"item": "game", "side": 0, "value": 4, "losers": 0}
    assert units(game) == {0: 4, 1: -4, 2: 0, 3: 0}


def test_en_deux_the_call_at_eight_shows_the_honours_of_both_hands():
    """"Whist en trois", Announcements (both players en deux): three honours in his two
    hands win the game at 8; two cannot call."""
    game = en_deux(carry=carry_at((8, 0)), hands={0: "SA SK", 2: "SQ"})
    assert game.phase == "call8" and game.to_move == 0  # the player, not his dummy
    game.apply(Action("call8", 0, "call"))
    assert game.is_terminal and game.result["called"] == 0
    assert game.result["posted"][0]["side"] == 0
    two = en_deux(carry=carry_at((8, 0)), hands={0: "SA", 2: "SQ"})
    assert [a.value for a in two.legal_actions()] == ["pass"]


def test_en_deux_the_two_persons_draw_and_the_lowest_deals():
    for seed in range(6):
        session = Session("whist-en-deux", seed=seed, names=["Ann", "Ben", "-", "-"])
        draw = session.draw
        assert sorted(draw["seats"][:2]) == [0, 1] and draw["seats"][2:] == [2, 3]
        assert session.first_dealer == 0 and draw["order"][0] == draw["seats"][0]
        assert session.names[2:] == ["-", "-"]
        assert session.names_at(0)[2:] == ["Dummy", "Dummy"]  # the entries are placeholders
        assert sorted(session.names_at(0)[:2]) == ["Ann", "Ben"]


def test_en_deux_views_of_a_whole_deal_hide_the_other_players_hand():
    game = Game.new("whist-en-deux")
    game.deal_seeded("hidden")
    while not game.is_terminal:
        turned = game.state.extra["trump"]["card"]
        for person in (0, 1):
            view = game.view(person)
            assert set(view.hands.get(1 - person, ())) <= {turned}
            other_dummy = 3 - person
            assert (other_dummy in view.hands) == game.state.exposed[other_dummy]
        game.apply(STANDARD[game.person_to_act].choose(game.view(game.to_move)))


@pytest.mark.parametrize("variant_id, ours, theirs, one_from_game, saving, near", [
    ("whist", 9, 0, True, False, False), ("whist", 4, 7, False, True, True),
    ("short-whist", 4, 3, True, False, True), ("short-whist", 2, 0, False, True, False),
    ("short-whist", 0, 6, False, True, False),
])
def test_short_whist_reads_the_conventions_scores_for_the_game_of_five(
        variant_id, ours, theirs, one_from_game, saving, near):
    """"Short Whist", Strategy: one point from game is 4, half the stake is saved by
    reaching 1 or 3, the opponents close to game stand at 3 (long Whist: 9, 5, 6-7)."""
    game = arranged(variant_id, {}, "S7", carry=carry_at((ours, theirs)))
    while game.phase != "play":
        game.apply(game.legal_actions()[0])
    seat = game.to_move
    reading = Reading.of(game.view(seat))
    assert reading.scores == ((ours, theirs) if seat % 2 == 0 else (theirs, ours))
    if seat % 2:  # read from the side at `ours`
        reading = Reading.of(game.view((seat + 1) % 4))
    assert (reading.one_from_game, reading.saving_stake, reading.opponents_near_game) == \
        (one_from_game, saving, near)


@pytest.mark.parametrize("variant_id", ["short-whist", "cayenne", "whist-en-deux"])
def test_the_redraw_option_draws_again_before_each_rubber(variant_id):
    """whist.md open question 7's option, kept by the variations: a fresh draw for seats
    after a rubber; en deux the two players draw, the dummies' seats stay as they are."""
    session = Session(variant_id, {"redraw": True}, seed=5)
    players = [HeuristicPlayer(f"r{seat}") for seat in range(4)]
    while len(session.redraws) < 2:
        game = session.new_deal()
        play_out(game, players)
    for redraw in session.redraws:
        seats = redraw["seats"]
        assert sorted(seats) == [0, 1, 2, 3]
        if variant_id == "whist-en-deux":
            assert seats[2:] == [2, 3]
    assert sum(session.totals().values()) == 0


# --- Whist en deux among three persons, one sitting out each rubber ------------------------------

def test_en_deux_for_three_sits_out_the_highest_card_first_and_each_once():
    """whist-variants.md "Whist en deux", At a glance (l. 434) and open question 2: with three
    present one sits out, rotating by rubber; the highest card first, as en cinq; of the two
    playing the lower card sits at seat 0, the dummies opposite."""
    session = Session("whist-en-deux", {"persons": 3}, seed="three")
    p1, p2, p3 = session.draw["order"]
    variant = session.variant
    assert variant.seating.person_count == 3 and variant.seating.persons() == (0, 1)
    table = [variant.seats_for([p1, p2, p3], k) for k in range(3)]
    assert table == [(p1, p2, None, None), (p1, p3, None, None), (p2, p3, None, None)]


def test_a_series_of_en_deux_for_three_by_bots_is_zero_sum_and_the_sitter_out_settles_nothing():
    session = Session("whist-en-deux", {"persons": 3}, seed="series")
    order = session.draw["order"]
    players = [HeuristicPlayer(f"p{person}") for person in range(4)]
    while not (session.games and session.over):
        play_out(session.new_deal(), players)
    rubbers = [session.carry_before(n)["rubber"] for n in range(len(session.games))]
    assert sorted(set(rubbers)) == [0, 1, 2] and rubbers == sorted(rubbers)
    sat_out = []
    for number, (game, row) in enumerate(zip(session.games, session.sheet())):
        seating = session.persons_at(number)
        out = ({0, 1, 2} - set(seating)).pop()
        if not sat_out or sat_out[-1] != out:
            sat_out.append(out)
        assert row["units"][out] == 0 and sum(row["units"].values()) == 0
        assert seating[2:] == [None, None]
        if not game.state.carry["games"] and game.state.carry["scores"] == [0, 0]:
            assert game.state.dealer == 0 and seating[0] == min(
                seating[:2], key=order.index)  # the lower card deals the rubber's first
    assert sat_out == [order[2], order[1], order[0]]
    assert sum(session.totals().values()) == 0 and set(session.totals()) == {0, 1, 2}
    again = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert again.totals() == session.totals()


def test_en_deux_for_two_keeps_its_long_whist_rubber():
    """The default, two persons, is unchanged: no series in the carry, the redraw kept."""
    session = Session("whist-en-deux", seed=1, names=["Ann", "Ben", "-", "-"])
    assert session.variant.seating.person_count is None and "rubber" not in session.carry_before(0)


@pytest.mark.parametrize("options", [{}, {"persons": 3}])
def test_en_deux_rubber_sheet_lists_the_players_not_their_dummies(options):
    """C1: each dummy scores for its player; the sheet has a place for each player only."""
    game = en_deux(options)
    assert set(game.variant.sitting.carry_sheet(game.state.carry).seats) == {0, 1}


def test_en_deux_statistics_have_the_two_players_and_no_dummy():
    """C1: the dummies' seats hold placeholder entries; their units are their players', and
    the statistics have a line for each player only."""
    from types import SimpleNamespace

    from tarokdesk.players.driver import play_session
    from tarokdesk.players.random_player import RandomPlayer
    from tarokdesk.practice.statistics import statistics

    session = Session("whist-en-deux", seed="stats", names=["Ann", "Ben", "Dummy", "Dummy"])
    play_session(session, [RandomPlayer(f"{s}") for s in range(4)], 6)
    stored = SimpleNamespace(created="1", id="x", session=session,
                             seats=[{"name": n, "kind": "random"} for n in session.names])
    units: dict[str, int] = {}
    for line in statistics([stored]).lines:
        units[line.person] = units.get(line.person, 0) + line.units
    totals = session.totals()
    assert units == {session.names[p]: totals[p] for p in (0, 1)}


def test_every_carried_score_names_the_deals_units_beside_it():
    """A game that shows a carried score beside the score sheet says what the sheet's units
    are, so the table can head the two apart."""
    from tarokdesk.core.variant import all_variants

    shown = 0
    for variant_id, cls in all_variants().items():
        forms = cls.presentation.forms.values()
        for form in [{}, *(f for f in forms if set(f) <= set(cls.options))]:
            variant = cls(form) if form else cls()
            sheet = variant.sitting.carry_sheet(variant.sitting.initial_carry())
            if sheet is not None:
                shown += 1
                assert sheet.deal_units in cls.presentation.terms, (variant_id, form)
    assert shown >= 5


def test_the_rubber_board_names_a_game_won_with_the_units_it_brought():
    """A game's line on the rubber board reads as its winners and the units they won, with
    no bare figure (the losers' points) left unexplained."""
    from tarokdesk.core.variant import variant_for

    variant = variant_for("whist")
    carry = variant.sitting.initial_carry()
    carry["games"] = [{"winner": 1, "value": 4, "losers": 0}]
    assert variant.sitting.carry_sheet(carry).lines == (("game", "{seat1} & {seat3} +4"),)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_plate_names_the_carried_score_in_one_word(qapp, language):
    """The seat plates' score line ends in the carried score's name: one word keeps each
    plate on the same number of lines as its neighbours."""
    from tarokdesk.core.variant import all_variants
    from tarokdesk.gui.i18n import LANGUAGE
    from tarokdesk.gui.words import term_words

    LANGUAGE.use(language)
    try:
        for variant_id, cls in all_variants().items():
            variant = cls()
            sheet = variant.sitting.carry_sheet(variant.sitting.initial_carry())
            if sheet is not None and sheet.plate:
                assert " " not in term_words(sheet.plate), (variant_id, term_words(sheet.plate))
    finally:
        LANGUAGE.use("en")
