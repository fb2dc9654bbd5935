"""What practice reads of a game beyond `Phase` (practice/engine_parts.py): every game's deal
tells its layout and its play is a trick play; a game without such a part is named, not met by
a missing attribute later."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tarokdesk.core import Game
from tarokdesk.core.deal import DEAL
from tarokdesk.core.phase import Phase
from tarokdesk.core.variant import all_variants
from tarokdesk.practice.engine_parts import dealing, packets, sides, trick_play


@pytest.mark.parametrize("variant_id", sorted(all_variants()))
def test_every_game_tells_its_deal_and_plays_tricks(variant_id):
    game = Game.new(variant_id)
    state = game.state
    assert sorted(dealing(game).order(state)) == sorted(state.active)
    dealt = sum(map(sum, packets(game).values())) + sum(game.variant.deal.talon_parts)
    assert 0 < dealt <= len(game.variant.pack.cards)
    assert trick_play(game.variant).rules_in(state) is not None


def test_a_game_without_a_part_is_named():
    plain = SimpleNamespace(id="plain", phases={DEAL: Phase(), "play": Phase()})
    with pytest.raises(TypeError, match="plain: the deal phase"):
        dealing(SimpleNamespace(phases=plain.phases, variant=plain))
    with pytest.raises(TypeError, match="plain: the play phase"):
        trick_play(plain)
    with pytest.raises(TypeError, match="plain names no sides"):
        sides(plain)
