"""Tarok-L'Hombre (tarok-lhombre.md): the auction with holding, the card requests with their
fees and the Scat's "not available", the game payment of the constructed example, the
Excuse as in Grosstarok, and the standard players."""

from __future__ import annotations

import random

from builders import cards
from test_grosstarok import arranged

from tarokdesk.cards.card import MOND, card_from_name
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
