"""Tarok-L'Hombre (tarok-lhombre.md): the auction with holding, the card requests with their
fees and the Scat's "not available", the game payment of the constructed example, the
Excuse as in Grosstarok, and the standard players."""

from __future__ import annotations

import random

from builders import cards
from test_grosstarok import arranged

from tarokdesk.cards.card import MOND, SKUS, card_from_name
from tarokdesk.cards.points import pile_thirds
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.variants.tarok_lhombre import game_payment

C = card_from_name


def dealt(hands, dealer=2) -> Game:
    game = Game.new("tarok-lhombre", n_seats=3, dealer=dealer)
    game.apply(Action(DEAL, CHANCE, arranged(game, hands)))
    return game


def lay_scat(game: Game) -> None:
    while game.phase == "discard":
        game.apply(game.legal_actions()[-1])


def test_worked_example_game_payment_and_the_mond_fee():
    """A (Vorhand) a duo; B ad uno; A holds; B and C pass. A names the Mond, which B holds,
    gets it for D7 and pays B 10. With 47 points A is paid 30 + 3 × 8 = 54 by each:
    A +98, B −44, C −54. In a duo with 33 he would pay each 20 + 2 × 6 = 32."""
    assert game_payment("ad_uno", 47) == 54
    assert game_payment("a_duo", 33) == -32
    assert game_payment("a_duo", 40) == 22 and game_payment("solo", 39) == -60
    a, b, c = 1, 0, 2  # dealer 2: the Vorhand is seat 1, the Mittelhand seat 0
    game = dealt({a: cards("D7 T20 T19"), b: cards("T21")})
    lay_scat(game)
    for seat, bid in ((a, "a_duo"), (b, "ad_uno"), (a, "hold"), (b, "pass"), (c, "pass")):
        game.apply(Action("bid", seat, bid))
    assert (game.state.declarer, game.state.contract, game.phase) == (a, "ad_uno", "request")
    game.apply(Action("name", a, MOND))
    assert MOND in game.state.hands[a] and game.to_move == a
    game.apply(Action("give", a, C("D7")))
    assert C("D7") in game.state.hands[b] and game.phase == "declare"
    assert game.view(c).public["exchanges"][0]["given"] is None  # C does not see it
    assert game.view(b).public["exchanges"][0]["given"] == C("D7")
    rng = random.Random(1)
    while not game.is_terminal:
        legal = game.legal_actions()
        game.apply(next((x for x in legal if x.value == "pass"), rng.choice(legal)))
    fee = next(i for i in game.result["items"] if i["item"] == "card_fee")
    assert fee["amounts"] == {str(a): -10, str(b): 10}
    state = game.state
    piles = sum(pile_thirds(state.won[s] + state.discards[s]) for s in state.active)
    assert piles == 3 * 78
    assert sum(game.result["totals"].values()) == 0


def test_a_card_in_the_scat_is_not_available():
    game = dealt({2: cards("HQ HC HJ")}, dealer=2)
    while game.phase == "discard":
        game.apply(next(a for a in game.legal_actions() if a.value in cards("HQ HC HJ")))
    game.apply(Action("bid", 1, "a_duo"))
    game.apply(Action("bid", 0, "pass"))
    game.apply(Action("bid", 2, "pass"))
    assert game.phase == "request"
    game.apply(Action("name", 1, C("HQ")))  # lies in the dealer's Scat
    assert game.state.extra["request"]["left"] == 2 and game.to_move == 1
    assert Action("name", 1, C("HQ")) not in game.legal_actions()
    assert game.result is None and not game.state.extra["request"]["exchanges"]


def test_all_pass_throws_the_cards_in():
    game = dealt({})
    lay_scat(game)
    for seat in (1, 0, 2):
        game.apply(Action("bid", seat, "pass"))
    assert game.is_terminal and game.result["contract"] is None


def test_standard_players_play_whole_deals_zero_sum():
    players = [HeuristicPlayer(s) for s in range(3)]
    for seed in range(6):
        game = Game.new("tarok-lhombre", n_seats=3, dealer=seed % 3)
        game.deal_seeded(seed)
        while not game.is_terminal:
            game.apply(players[game.to_move].choose(game.view(game.to_move)))
        assert sum(game.result["totals"].values()) == 0


# --- the talon sub-variant (Talon, 5070-5074) ------------------------------------------------

TALON = {"talon": "three"}


def dealt_with_talon(hands, talon, dealer=2) -> Game:
    """The pack order laying `talon` aside first, then dealing each seat the named cards
    first (the rest shuffled) in five rounds of 5 to the left."""
    game = Game.new("tarok-lhombre", TALON, n_seats=3, dealer=dealer)
    active = game.state.active
    wanted = {seat: list(hands.get(seat, [])) for seat in active}
    rest = [c for c in game.variant.pack.cards
            if c not in talon and not any(c in h for h in wanted.values())]
    random.Random(0).shuffle(rest)
    for seat in active:
        while len(wanted[seat]) < 25:
            wanted[seat].append(rest.pop())
    order = list(talon)
    for round_ in range(5):
        for seat in active:
            order += wanted[seat][5 * round_:5 * round_ + 5]
    game.apply(Action(DEAL, CHANCE, tuple(order)))
    return game


def test_talon_form_deals_three_aside_and_25_to_everyone():
    game = Game.new("tarok-lhombre", TALON, n_seats=3, dealer=0)
    game.deal_seeded(4)
    state = game.state
    assert [len(state.hands[s]) for s in state.active] == [25, 25, 25]
    assert [len(p) for p in state.talon_parts] == [3]
    assert game.phase == "bid"  # no dealer's Scat: straight to the bidding
    assert game.view(1).talon_parts == (None,)  # face down


def test_talon_form_lhombre_buys_the_talon_and_lays_his_own_scat():
    """A duo: l'Hombre takes the three talon cards (seen by him alone), lays three into his
    Scat under Grosstarok's law (taroks only from at most three; the Sküs may go, face
    down), exchanges two cards as usual, and his Scat counts for him."""
    talon = cards("HQ SKUS T2")
    game = dealt_with_talon({1: cards("T21 T20 T19 T1 HK HC"), 0: cards("T3 T4 T5"),
                             2: cards("T6 T7")}, talon)
    for seat, bid in ((1, "a_duo"), (0, "pass"), (2, "pass")):
        game.apply(Action("bid", seat, bid))
    state = game.state
    assert (game.phase, game.to_move) == ("discard", 1)
    assert len(state.hands[1]) == 28 and set(talon) <= set(state.hands[1])
    assert game.view(0).talon_parts == (None,) and game.view(0).talon_owner == ("taken",)
    assert game.view(1).talon_parts == (tuple(talon),)  # l'Hombre knows what he took
    assert game.refusal(Action("discard", 1, C("T19"))).code == "scat_taroks_held"
    assert game.refusal(Action("discard", 1, C("HK"))).code == "may_not_discard_king"
    for card in cards("HQ SKUS HC"):
        game.apply(Action("discard", 1, card))
    assert game.view(0).shown_discards[1] == ()  # the Sküs is no tarok: not shown
    assert state.discards[2] == [] and len(state.hands[2]) == 25
    assert game.phase == "request" and game.to_move == 1
    assert Action("name", 1, SKUS) not in game.legal_actions()  # his own Scat
    rng = random.Random(2)
    while not game.is_terminal:
        legal = game.legal_actions()
        game.apply(next((x for x in legal if x.value == "pass"), rng.choice(legal)))
    fees = [i for i in game.result["items"] if i["item"] == "card_fee"]
    assert len(fees) == 2
    own = pile_thirds(state.won[1] + state.discards[1])
    assert game.result["seat_points"]["1"] == round(own / 3) or \
        game.result["seat_points"]["1"] == own // 3
    others = sum(pile_thirds(state.won[s]) for s in (0, 2))
    assert own + others == 3 * 78  # every card counted: the talon went into his hand
    assert sum(game.result["totals"].values()) == 0


def test_talon_form_in_solo_the_talon_goes_unseen_to_the_opponents():
    """Open question 7: in Solo l'Hombre does not take the talon; it counts for the
    opponents, and nobody sees it before the end."""
    talon = cards("HK DK SK")
    game = dealt_with_talon({0: cards("T21 T20 T19 T18 T17")}, talon)
    for seat, bid in ((1, "pass"), (0, "solo"), (2, "pass")):
        game.apply(Action("bid", seat, bid))
    assert game.state.contract == "solo" and game.phase in ("declare", "play")
    assert game.state.talon_parts == [talon] and game.view(0).talon_parts == (None,)
    rng = random.Random(5)
    while not game.is_terminal:
        legal = game.legal_actions()
        game.apply(next((x for x in legal if x.value == "pass"), rng.choice(legal)))
    state = game.state
    hombre = pile_thirds(state.won[0] + state.discards[0])
    assert not any(c in state.won[0] for c in talon)
    assert hombre + sum(pile_thirds(state.won[s]) for s in (1, 2)) + \
        pile_thirds(talon) == 3 * 78
    assert game.result["seat_points"]["0"] in (hombre // 3, round(hombre / 3))
    assert game.view(1).talon_parts == (tuple(talon),)  # shown once the deal is over


def test_talon_form_worked_example_payment():
    """The rule file's example in the talon form: ad uno, the Mond demanded from B for D7
    (B is paid 10); with the talon A takes 47 points: 30 + 3 × 8 = 54 from each."""
    talon = cards("HJ SJ CJ")
    a, b, c = 1, 0, 2
    game = dealt_with_talon({a: cards("D7 T20 T19"), b: cards("T21")}, talon)
    for seat, bid in ((a, "a_duo"), (b, "ad_uno"), (a, "hold"), (b, "pass"), (c, "pass")):
        game.apply(Action("bid", seat, bid))
    for card in talon:
        game.apply(Action("discard", a, card))
    game.apply(Action("name", a, MOND))
    game.apply(Action("give", a, C("D7")))
    assert MOND in game.state.hands[a] and C("D7") in game.state.hands[b]
    rng = random.Random(1)
    while not game.is_terminal:
        legal = game.legal_actions()
        game.apply(next((x for x in legal if x.value == "pass"), rng.choice(legal)))
    result = game.result
    points = result["seat_points"][str(a)]
    paid = next(i for i in result["items"] if i["item"] == "game")["amounts"]
    assert paid[str(b)] == paid[str(c)] == -game_payment("ad_uno", points)
    assert game_payment("ad_uno", 47) == 54
    assert sum(result["totals"].values()) == 0
