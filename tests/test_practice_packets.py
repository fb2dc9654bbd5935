"""The practice deals (problem_setup.arranged_deal, played_history) deal each seat its own
packets (DealPhase.packet_sizes): the 78-card games give the dealer more than the others."""

from __future__ import annotations

import random

import pytest

from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.practice.problem_setup import arranged_deal


@pytest.mark.parametrize("variant_id,options,sizes", [
    ("grosstarok", {}, (25, 25, 28)),
    ("tarok-unter-vieren", {"form": "b"}, (18, 18, 18, 22)),
    ("tarok-lhombre", {"talon": "three"}, (25, 25, 25)),
])
def test_an_arranged_deal_gives_every_seat_its_named_cards(variant_id, options, sizes):
    game = Game.new(variant_id, options, dealer=0)
    active = game.state.active  # from the Vorhand, the dealer last
    pack = list(game.variant.pack.cards)
    random.Random(3).shuffle(pack)  # every hand gets taroks: no redeal
    talon = pack[:sum(game.variant.deal.talon_parts)]
    rest = pack[len(talon):]
    hands = {}
    for seat, size in zip(active, sizes):
        hands[seat], rest = rest[:size], rest[size:]
    assert not rest
    game.apply(Action(DEAL, CHANCE, arranged_deal(game, hands, talon)))
    assert game.phase != DEAL  # not thrown in
    for seat in active:
        assert sorted(game.state.dealt[seat]) == sorted(hands[seat]), seat
    assert [c for part in game.state.talon_parts for c in part] == talon


def test_an_arranged_deal_fills_the_dealers_hand_to_his_own_size():
    """Cards not named fill each hand to the size its packets give: the dealer's 28."""
    game = Game.new("grosstarok", dealer=1)
    order = arranged_deal(game, {1: list(game.variant.pack.cards[:5])}, [])
    game.apply(Action(DEAL, CHANCE, order))
    assert {s: len(game.state.hands[s]) for s in game.state.active} == {0: 25, 2: 25, 1: 28}
