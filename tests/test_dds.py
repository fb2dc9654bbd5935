"""Whist's double-dummy question (players/search/dds.py): asked of DDS wherever endplay loads,
else of our own search, with the same answers; PBN deals read and written."""

from __future__ import annotations

import random

import pytest
from whist_dds import calls_of

from tarokdesk.cards.packs import PACKS
from tarokdesk.players.search import dds
from tarokdesk.players.search.whist_solver import WhistSolver
from tarokdesk.rules.suit_tricks import SuitTrickRules

PACK = PACKS["whist-52"]
DEAL = "N:AKQJ.T98.765.432 T98.AKQ.432.J765 765.J76.AKQJ.T98 432.5432.T98.AKQ"


def ending(seed: int, size: int):
    """Four random hands of `size` cards (positions in playing order)."""
    cards = list(PACK.cards)
    random.Random(f"dds/{seed}").shuffle(cards)
    return [cards[size * p: size * (p + 1)] for p in range(4)]


def test_a_pbn_deal_reads_back_as_it_was_written():
    hands = dds.hands_of_pbn(DEAL)
    assert [len(hand) for hand in hands] == [13] * 4
    assert dds.pbn(hands) == DEAL
    assert dds.pbn(dds.hands_of_pbn("E:" + DEAL[2:])) == "N:" + " ".join(
        DEAL[2:].split()[3:] + DEAL[2:].split()[:3])


@pytest.mark.parametrize("text", ["N:AK", "X:A... .A.. ..A. ...A", "N:A... .A.. ..A. ...",
                                  "N:A... .A.. ..A. ...C", "N:A... A... ..A. ...A"])
def test_a_pbn_deal_that_is_not_four_hands_of_one_size_is_refused(text):
    with pytest.raises(ValueError):
        dds.hands_of_pbn(text)


def test_the_question_goes_to_dds_where_it_loads(monkeypatch):
    pytest.importorskip("endplay")
    asked = calls_of(monkeypatch, dds, "dds_solve")
    rules = SuitTrickRules(PACK, 2)
    hands = ending(1, 4)
    assert dds.card_values(rules, hands, 0, ()) == WhistSolver(rules).card_values(hands, 0)
    assert len(asked) == 1


@pytest.mark.parametrize("without_dds", ["not installed", "library does not load"],
                         indirect=True)
def test_without_dds_our_search_answers_alike(without_dds, monkeypatch):
    assert not dds.dds_available()
    asked = calls_of(monkeypatch, dds, "dds_solve")
    rules = SuitTrickRules(PACK, None)
    hands = ending(2, 3)
    first = hands[1].pop()
    values = dds.card_values(rules, hands, 1, (first,))
    assert values == WhistSolver(rules).card_values(hands, 1, (first,))
    assert asked == []
