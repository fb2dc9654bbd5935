"""A led Sküs counts as a tarok lead in the 78-card games with the Excuse (grosstarok.md Play 4
"When": "the others must play taroks"; danish-tarok.md Play 5e, danish-tarok-four.md Play 4;
tarok-lhombre.md and tarok-unter-vieren.md play as Grosstarok): a later hand holding taroks
must play one even when the hand before it, without taroks, played a suit card. Only a hand
without taroks follows the suit of that card (grosstarok.md open question 6, danish-tarok.md
Play 5e: the second card fixes the suit). The engine, the players' card lists and the
double-dummy solver ask the same `ExcuseTrickRules`. Taroc en deux has no third hand."""

from __future__ import annotations

import random

import pytest
from builders import cards

from tarokdesk.cards.card import SKUS, card_from_name
from tarokdesk.core import Action, Game
from tarokdesk.core import refusals as R
from tarokdesk.players.search.solver import Solver
from tarokdesk.rules.trickplay import PLAY

C = card_from_name

GAMES = [
    ("grosstarok", {}, 3),
    ("grosstarok", {}, 4),
    ("tarok-lhombre", {}, 3),
    ("tarok-unter-vieren", {}, 4),
    ("danish-tarok", {"excuse_lead": True}, 3),
    ("danish-tarok", {"excuse_lead": True}, 4),
    ("danish-tarok-four", {"skus_lead": True}, 4),
]


def first_lead(variant_id: str, options: dict, n_seats: int) -> Game:
    """A deal of the variant at its first lead, reached by random choices (a deal thrown in
    is dealt again from the next seed)."""
    for seed in range(50):
        game = Game.new(variant_id, options, n_seats, dealer=0)
        game.deal_seeded(seed)
        rng = random.Random(seed)
        while game.phase != PLAY and not game.is_terminal:
            game.apply(rng.choice(game.legal_actions()))
        if game.phase == PLAY and not game.state.tricks:
            return game
    raise AssertionError(f"no deal of {variant_id} reached its first lead")


def skus_led(variant_id: str, options: dict, n_seats: int, second: str, hands: list[str]):
    """The game with the Sküs led, the second hand playing `second`, and the hands (by card
    names) of the leader, the second hand and the hands still to play."""
    game = first_lead(variant_id, options, n_seats)
    state = game.state
    leader = state.to_move
    start = state.active.index(leader)
    order = state.active[start:] + state.active[:start]
    for seat, names in zip(order, hands):
        state.hands[seat] = cards(names)
    state.trick = [(order[0], SKUS), (order[1], C(second))]
    state.to_move = order[2]
    return game, order


@pytest.mark.parametrize("variant_id, options, n_seats", GAMES)
def test_a_led_skus_asks_the_third_hand_for_a_tarok_after_a_tarokless_second(
        variant_id, options, n_seats):
    game, order = skus_led(variant_id, options, n_seats, "HQ",
                           ["D2 D3", "S10 S9", "T5 HK H2", "T4 D4 D5"])
    third = order[2]
    assert {a.value for a in game.legal_actions()} == {C("T5")}
    for card in ("HK", "H2"):
        refusal = game.refusal(Action(PLAY, third, C(card)))
        assert refusal.code == R.MUST_PLAY_TAROK_ON_TAROK_LEAD, refusal
    rules = game.phases[PLAY].rules
    hands = {seat: game.state.hands[seat] for seat in order}
    assert rules.legal_cards(hands[third], game.state.trick) == [C("T5")]
    solver = Solver(rules, order, {third})
    assert set(solver.values(hands, game.state.trick, third)) == {C("T5")}
    game.apply(Action(PLAY, third, C("T5")))
    while game.state.trick:  # a fourth hand plays what it may
        game.apply(game.legal_actions()[0])
    assert game.state.tricks[-1].winner == third


@pytest.mark.parametrize("variant_id, options, n_seats", GAMES)
def test_without_taroks_the_third_hand_follows_the_second_cards_suit(
        variant_id, options, n_seats):
    """Open question 6 (danish-tarok.md Play 5e): nobody can play a tarok, so the second card
    fixes the suit and the highest card of that suit wins."""
    game, order = skus_led(variant_id, options, n_seats, "HQ",
                           ["D2 D3", "S10 S9", "S8 HK H2", "D4 D5 D6"])
    third = order[2]
    assert {a.value for a in game.legal_actions()} == {C("HK"), C("H2")}
    refusal = game.refusal(Action(PLAY, third, C("S8")))
    assert refusal.code == R.MUST_FOLLOW_SUIT and refusal.params["suit"] == 0, refusal
    game.apply(Action(PLAY, third, C("HK")))
    while game.state.trick:
        game.apply(game.legal_actions()[0])
    assert game.state.tricks[-1].winner == third
