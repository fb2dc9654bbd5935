"""The 78- and 76-card packs (00-general.md "The 78-card pack", tarok-unter-vieren.md "Deck")
and their drawing: every card of every pack has its picture in both decks."""

from __future__ import annotations

import pytest
from PySide6.QtSvg import QSvgRenderer

from tarokdesk.cards.card import card_from_name, card_name
from tarokdesk.cards.packs import PACKS, pack_by_id
from tarokdesk.gui.resources import asset


def test_pack_of_76_is_the_78_without_the_black_aces():
    full, short = pack_by_id("tarok-78"), pack_by_id("tarok-76")
    assert len(short.cards) == 76
    assert set(full.cards) - set(short.cards) == {card_from_name("S1"), card_from_name("C1")}
    assert short.rank == full.rank


def test_every_pip_of_every_suit_in_the_78_pack():
    names = set(pack_by_id("tarok-78").names(pack_by_id("tarok-78").cards))
    assert {f"{s}{p}" for s in "HDSC" for p in range(1, 11)} <= names


@pytest.mark.parametrize("deck", ["classic", "high-contrast"])
@pytest.mark.parametrize("pack_id", sorted(PACKS))
def test_every_card_of_every_pack_is_drawn(qapp, deck, pack_id):
    renderer = QSvgRenderer(str(asset("decks", f"{deck}.svg")))
    pack = pack_by_id(pack_id)
    missing = [pack.name(c) for c in pack.cards if not renderer.elementExists(pack.name(c))]
    assert not missing
    for card in pack.cards:
        box = renderer.boundsOnElement(pack.name(card))
        assert (round(box.width()), round(box.height())) == (240, 375), card_name(card)
