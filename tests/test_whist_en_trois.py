"""Whist en trois and the dummy game for four (whist-variants.md): the King and his dummy,
the first trick's looking and spreading (l. 430's two cases and the general rule), each
person's view at every action, the King's double settlement, the King's role and the
sitter-out rotating by rubber, the King dealing first and dealing for the dummy."""

from __future__ import annotations

import pytest

from tarokdesk.core import Action, Game, Session
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.players import PLAYER_KINDS, RandomPlayer
from tarokdesk.players.driver import play_session
from tarokdesk.rules.suit_tricks import REST
from tests.whist_builders import names, whist_order

KING, DUMMY = 0, 2
OPPONENTS = (1, 3)


def dealt(variant: str, dealer: int, hands=None, turned="S2", carry=None, options=None) -> Game:
    game = Game.new(variant, options, dealer=dealer, carry=carry)
    game.apply(Action(DEAL, CHANCE, whist_order(game, hands or {}, turned)))
    return game


def full_hands(game: Game, view) -> set[int]:
    """The seats whose whole hand this view shows (the turned-up card, which everyone knows
    to lie in the dealer's hand, is not a hand even when it is the last card left)."""
    shown = dict(view.hands)
    if view.hand:
        shown[view.seat] = view.hand
    turned = game.state.extra["trump"]["card"]
    return {seat for seat, cards in shown.items()
            if set(cards) - {turned} and set(cards) == set(game.state.hands[seat])}


def king_sees(game: Game) -> set[int]:
    """What the King sees: acting for the dummy, through its view; else from his seat."""
    seat = DUMMY if game.to_move == DUMMY else KING
    return full_hands(game, game.view(seat, KING))


def play(game: Game, card: str) -> None:
    game.apply(Action("play", game.to_move, names(card)[0]))


# --- l. 430: the two cases of the book ----------------------------------------------------------

def test_case_1_the_king_deals_plays_first_from_the_dummy_then_sees_his_own_hand():
    game = dealt("whist-en-trois", dealer=KING, hands={3: "H2", 2: "H3", 1: "H4", 0: "H5"})
    assert game.state.active == (3, 2, 1, 0) and game.state.controller == [0, 1, 0, 3]
    assert king_sees(game) == {DUMMY}  # he may look at the dummy, not at his own hand
    assert all(full_hands(game, game.view(o)) == {o} for o in OPPONENTS)
    play(game, "H2")  # Vorhand leads
    assert king_sees(game) == {DUMMY}
    play(game, "H3")  # the King from the dummy's cards
    assert king_sees(game) == {DUMMY}
    assert all(DUMMY not in full_hands(game, game.view(o)) for o in OPPONENTS)
    play(game, "H4")  # the third player: only now is the dummy spread, the King sees his own
    assert game.state.exposed[DUMMY]
    assert king_sees(game) == {KING, DUMMY}
    assert all(full_hands(game, game.view(o)) == {o, DUMMY} for o in OPPONENTS)


def test_case_2_the_dummy_deals_the_king_sees_his_own_hand_first_and_the_dummy_last():
    game = dealt("whist-en-trois", dealer=DUMMY, hands={1: "H2", 0: "H3", 3: "H4", 2: "H5"})
    assert game.state.active == (1, 0, 3, 2)
    assert king_sees(game) == {KING}
    play(game, "H2")
    assert king_sees(game) == {KING}
    play(game, "H3")  # the King second, from his own hand
    assert king_sees(game) == {KING}
    play(game, "H4")  # the other opponent third; the King now plays the dummy's card last
    assert king_sees(game) == {KING, DUMMY}
    assert all(DUMMY not in full_hands(game, game.view(o)) for o in OPPONENTS)
    play(game, "H5")  # the trick is complete: the dummy lies open
    assert game.state.exposed[DUMMY]
    assert all(full_hands(game, game.view(o)) == {o, DUMMY} for o in OPPONENTS)


def test_the_casual_option_spreads_the_dummy_after_the_opening_lead():
    game = dealt("whist-en-trois", dealer=KING, hands={3: "H2"},
                 options={"dummy_shown": "after_lead"})
    assert not game.state.exposed[DUMMY]
    play(game, "H2")
    assert game.state.exposed[DUMMY]
    assert all(DUMMY in full_hands(game, game.view(o)) for o in OPPONENTS)


# --- every action of whole deals: each person's view holds exactly what the rule allows ---------

def allowed(game: Game, spread: bool, king_looked: set[int]) -> dict[int, set[int]]:
    """The rule, stated from the record kept along the deal: the opponents see their own
    hand and the dummy once spread; the King the hands he has been allowed to look at."""
    expected = {o: {o} | ({DUMMY} if spread else set()) for o in OPPONENTS}
    expected[KING] = set(king_looked) | ({DUMMY} if spread else set())
    if game.phase == "concede":  # a claimant lays his hand open to the opponents (P6)
        claimant = game.state.extra["claim"]["seat"]
        for person in ((KING,) if claimant in OPPONENTS else OPPONENTS):
            expected[person].add(claimant)
    return {person: {s for s in seats if game.state.hands[s]}
            for person, seats in expected.items()}


@pytest.mark.parametrize("variant", ["whist-en-trois", "whist-dummy-four"])
@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_each_person_sees_exactly_what_the_rule_lets_him_see_at_every_action(variant, dealer):
    for seed in ("a", "b"):
        game = Game.new(variant, dealer=dealer)
        game.deal_seeded(f"{seed}{dealer}")
        order = game.state.active
        first = min((KING, DUMMY), key=order.index)
        looked = {first}
        spread = False
        trick1: list[int] = []
        player = PLAYER_KINDS["standard"](seed)
        while not game.is_terminal:
            if game.phase == "play" and not game.state.tricks:
                looked.add(game.to_move if game.to_move in (KING, DUMMY) else first)
            expected = allowed(game, spread, looked)
            assert king_sees(game) == expected[KING]
            for o in OPPONENTS:
                assert full_hands(game, game.view(o)) == expected[o]
            action = player.choose(game.view(game.to_move))
            game.apply(action)
            if action.kind == "play" and len(trick1) < 4 and not spread:
                trick1.append(action.seat)
                spread = len(trick1) == 4 or (DUMMY in trick1 and trick1[-1] != DUMMY)
            if game.state.tricks:
                spread = True
                looked = {KING, DUMMY}


# --- settlement: the King wins or loses twice --------------------------------------------------

def test_the_king_wins_the_rubber_twice_the_books_eleven_units():
    """whist.md's book example (l. 288-290), two quadruple games and the bonus 3 = 11, won by
    the King and his dummy: each opponent pays 11, the King receives 22 (whist-variants.md
    en trois, Scoring and settlement, the recommendation)."""
    strong = {0: "SA SK SQ SJ S10 S9 S8 HA HK HQ HJ H10 H9",
              2: "S7 S6 S5 S4 S3 S2 H8 H7 H6 H5 H4 H3 H2"}
    players = [PLAYER_KINDS["standard"](str(p)) for p in range(4)]
    carry, totals, hands = None, {}, {}
    for _ in range(2):  # two grand slams: 13 points each, the opponents at 0
        game = dealt("whist-en-trois", dealer=KING, hands=strong, turned="S9", carry=carry)
        while not game.is_terminal:
            game.apply(players[game.person_to_act].choose(game.view(game.to_move)))
        assert game.result["tricks"] == [13, 0]
        for key in ("totals", "hand_totals"):
            target = totals if key == "totals" else hands
            for seat, units in game.result[key].items():
                target[seat] = target.get(seat, 0) + units
        carry = game.carry_after
    assert [(p["item"], p["value"]) for p in game.result["posted"]] == [("game", 4),
                                                                      ("rubber", 3)]
    assert totals == {"0": 22, "1": -11, "2": 0, "3": -11}
    assert hands == {"0": 11, "1": -11, "2": 11, "3": -11}
    # the next rubber of the series begins, the King's role passed on
    assert carry["won"] == [{"side": 0, "value": 11}] and carry["rubber"] == 1
    assert carry["scores"] == [0, 0] and carry["games"] == []


def test_the_king_at_eight_shows_the_honours_of_his_two_hands_when_he_sees_both():
    """Announcements (the recommendation): the King's side is not asked before play; at 8 he
    may show the honours of his two hands and claim the game before he plays from the second
    of them. King dealing (case 1): not while he plays from the dummy, but at his own turn."""
    carry = {"scores": [8, 0], "games": [], "winner": None, "rubber": 0, "won": []}
    game = dealt("whist-en-trois", dealer=KING, hands={2: "SA SK H5", 0: "SQ H4", 3: "H2 SJ",
                                                       1: "H3"}, turned="S2", carry=carry)
    assert game.phase == "play"  # nobody asked before play: the opponents are not at 8
    play(game, "H2")
    assert all(a.kind == "play" for a in game.legal_actions())  # the dummy: he sees one hand
    play(game, "H5")
    play(game, "H3")
    call = Action("call8", KING, "call")
    assert call in game.legal_actions()
    game.apply(call)
    assert game.is_terminal and game.result["called"] == KING
    assert game.result["totals"]["0"] == 2 * 4  # a quadruple game, won twice over by the King


def test_the_king_cannot_call_with_two_honours_in_his_two_hands():
    carry = {"scores": [8, 0], "games": [], "winner": None, "rubber": 0, "won": []}
    game = dealt("whist-en-trois", dealer=KING, hands={2: "SA H5", 0: "SQ H4", 3: "H2 SJ",
                                                       1: "H3 SK"}, turned="S2", carry=carry)
    for card in ("H2", "H5", "H3"):
        play(game, card)
    assert not game.legal_actions() or all(a.kind != "call8" for a in game.legal_actions())
    assert game.refusal(Action("call8", KING, "call")).code == "too_few_honours_to_call"


# --- claims: the opponents decide (whist.md Play 8), the King once for both of his hands --------

@pytest.mark.parametrize("variant", ["whist-en-trois", "whist-dummy-four"])
@pytest.mark.parametrize("answer", ["concede", "play_on"])
def test_the_king_answers_a_claim_once_for_both_of_his_hands(variant, answer):
    """whist.md Play 8 (l. 242-244): the opponents decide on a claim that is not sure. The
    King is one person playing two hands (l. 430), so he is asked once, at his own seat."""
    game = dealt(variant, dealer=KING)
    game.apply(Action("claim", 3, REST))
    assert game.phase == "concede" and game.to_move == KING
    game.apply(Action("concede", KING, answer))
    if answer == "concede":
        assert game.is_terminal and game.result["contract"] == "claimed"
        assert game.result["tricks"] == [0, 13]
    else:
        assert game.phase == "play" and game.to_move == 3


def test_a_claim_by_the_king_asks_each_opponent():
    game = dealt("whist-en-trois", dealer=1)
    assert game.to_move == KING
    game.apply(Action("claim", KING, REST))
    asked = []
    while game.phase == "concede":
        asked.append(game.to_move)
        game.apply(Action("concede", game.to_move, "concede"))
    assert sorted(asked) == list(OPPONENTS) and game.result["tricks"] == [13, 0]


# --- the series: the King's role, the sitter-out, the deal ---------------------------------------

@pytest.mark.parametrize("variant, persons, table", [
    ("whist-en-trois", 3, [(1, None), (2, None), (3, None)]),
    ("whist-dummy-four", 4, [(1, 4), (2, 3), (3, 2), (4, 1)]),
])
def test_the_king_and_the_sitter_out_rotate_by_rubber(variant, persons, table):
    """en trois: the King passes to the next card of the draw (l. 430); for four, the rule
    file's recommended table (King Pk, P(5-k) out)."""
    session = Session(variant, seed="series")
    order = session.draw["order"]
    number = {person: i + 1 for i, person in enumerate(order)}
    play_session(session, [RandomPlayer(f"{p}") for p in range(persons)], 45)
    seen = {}
    for n, row in enumerate(session.sheet()):
        seating = tuple(session.persons_at(n))
        assert seating[DUMMY] is None
        out = set(range(persons)) - {p for p in seating if p is not None}
        king = number[seating[KING]]
        seen[session.carry_before(n)["rubber"]] = (king, number[out.pop()] if out else None)
        assert all(row["units"][p] == 0 for p in set(range(persons)) - set(seating))
        assert sum(row["units"].values()) == 0
    assert [seen[r] for r in sorted(seen)] == table[:len(seen)]
    assert len(seen) >= 3


def test_the_king_deals_first_and_the_deal_goes_round_all_four_seats():
    session = Session("whist-en-trois", seed="deal")
    play_session(session, [RandomPlayer(f"{p}") for p in range(3)], 12)
    dealers = [g.state.dealer for g in session.games]
    assert dealers[0] == KING
    for before, after, game in zip(dealers, dealers[1:], session.games[1:]):
        fresh = not game.state.carry["games"] and game.state.carry["scores"] == [0, 0]
        assert after == (KING if fresh else (before - 1) % 4)
    assert DUMMY in dealers  # the King deals for the dummy in its turn


# --- the players: the King plays the dummy with both hands he sees -----------------------------

def after_first_trick(seed: str = "k") -> Game:
    game = Game.new("whist-en-trois", dealer=KING)
    game.deal_seeded(seed)
    players = [PLAYER_KINDS["standard"](str(p)) for p in range(4)]
    while not game.state.tricks or game.phase != "play":
        game.apply(players[game.person_to_act].choose(game.view(game.to_move)))
    return game


def test_the_standard_player_reads_the_kings_other_hand_as_his_sides():
    from tarokdesk.players.heuristic.whist.reading import Reading

    game = after_first_trick()
    hands = game.state.hands
    for seat in (KING, DUMMY):  # the King, for either of his hands
        reading = Reading.of(game.view(seat, KING))
        assert reading.out == set(hands[1]) | set(hands[3])
    reading = Reading.of(game.view(1))  # an opponent sees the dummy, but it is against him
    assert reading.out == set(hands[0]) | set(hands[2]) | set(hands[3])


def test_the_experts_samples_keep_the_kings_own_hand_where_it_is():
    import random

    from tarokdesk.players.knowledge import Knowledge
    from tarokdesk.players.search.sampler import sample_world

    game = after_first_trick("s")
    view = game.view(DUMMY, KING)
    know = Knowledge.of(view, game.variant.pack.cards)
    rng = random.Random(1)
    for _ in range(10):
        world = sample_world(view, know, rng)
        assert sorted(world[KING]) == sorted(game.state.hands[KING])
        assert set(world[1]) | set(world[3]) == set(game.state.hands[1]) | set(game.state.hands[3])


def test_statistics_follow_the_persons_and_leave_the_dummy_out():
    """A stored series: each person's units in the statistics are his totals on the sheet;
    the dummy's seat is nobody's line (its units are the King's)."""
    from types import SimpleNamespace

    from tarokdesk.practice.statistics import statistics

    session = Session("whist-dummy-four", seed="stats", names=["A", "B", "C", "D"])
    play_session(session, [RandomPlayer(f"{p}") for p in range(4)], 14)
    stored = SimpleNamespace(created="1", id="x", session=session,
                             seats=[{"name": n, "kind": "random"} for n in session.names])
    stats = statistics([stored])
    units = {}
    for line in stats.lines:
        units[line.person] = units.get(line.person, 0) + line.units
    totals = session.totals()
    assert {name: units.get(name, 0) for name in "ABCD"} == \
        {session.names[p]: totals[p] for p in range(4)}
    assert "Dummy" not in units and None not in units


def test_experts_play_a_whole_deal_the_king_from_his_dummy_before_his_own_hand():
    """The expert acts for the dummy through the King's view (his own hand unseen on trick
    1, case 1 of l. 430) and afterwards with both hands he sees."""
    game = Game.new("whist-en-trois", dealer=KING)
    game.deal_seeded("e0")
    experts = [PLAYER_KINDS["expert"](f"x{p}") for p in range(4)]
    while not game.is_terminal:
        view = game.view(game.to_move)
        if game.to_move == DUMMY and not game.state.tricks:
            assert len(view.hands.get(KING, ())) <= 1 and len(view.hand) == 13  # the turned card
        game.apply(experts[game.person_to_act].choose(view))
    assert sum(game.result["tricks"]) == 13 and sum(game.result["totals"].values()) == 0
