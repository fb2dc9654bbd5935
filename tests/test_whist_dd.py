"""The C search of the Whist double-dummy solver (players/search/whist_dd.c) against the
pure-Python one it stands in for, answer for answer, and against DDS on whole deals; and the
pure-Python fallback when the C search is not built."""

from __future__ import annotations

import random

import pytest

from tarokdesk.cards.packs import PACKS
from tarokdesk.players.search import whist_solver
from tarokdesk.players.search.whist_solver import SearchBudgetSpent, WhistSolver
from tarokdesk.rules.suit_tricks import SuitTrickRules

PACK = PACKS["whist-52"]
STRAINS = (0, 1, 2, 3, None)
built = pytest.mark.skipif(not whist_solver.compiled_search(),
                           reason="the C search (_whist_dd) was not built: no C compiler "
                                  "at install; the pure-Python search answers")


def position(rng: random.Random, tricks: int, strain):
    """A random endgame of `tricks` cards a hand, a random leader and 0-3 cards of the
    current trick already played (legal ones)."""
    cards = list(PACK.cards)
    rng.shuffle(cards)
    hands = [cards[tricks * p: tricks * (p + 1)] for p in range(4)]
    rules = SuitTrickRules(PACK, strain)
    leader = rng.randrange(4)
    trick: list[int] = []
    for i in range(rng.randrange(4)):
        hand = hands[(leader + i) % 4]
        played = [((leader + j) % 4, c) for j, c in enumerate(trick)]
        card = rng.choice(rules.legal_cards(hand, played))
        hand.remove(card)
        trick.append(card)
    return rules, hands, leader, tuple(trick)


@built
@pytest.mark.parametrize("strain", STRAINS)
def test_the_c_search_answers_as_the_python_one_on_random_endgames(strain):
    rng = random.Random(f"c-search/{strain}")
    for number in range(60):
        rules, hands, leader, trick = position(rng, rng.randint(3, 8), strain)
        python = WhistSolver(rules, compiled=False).tricks(hands, leader, trick)
        assert WhistSolver(rules, compiled=True).tricks(hands, leader, trick) == python, \
            (number, leader, trick)


@built
@pytest.mark.parametrize("table_size, questions", [(None, 15), (40, 8)], ids=["kept", "tiny"])
def test_one_c_solver_asked_in_turn_answers_as_fresh_ones_do(table_size, questions):
    """The table is kept between the questions of a strain: a bound proved in one position
    must hold in every position it is carried to. A table of a few dozen entries is emptied
    again and again while the search runs: what it keeps is only a help, never needed for
    the right answer."""
    rng = random.Random(f"c-search/{table_size}")
    for strain in STRAINS:
        one = WhistSolver(SuitTrickRules(PACK, strain), table_size=table_size, compiled=True)
        for number in range(questions):
            rules, hands, leader, trick = position(rng, rng.randint(4, 8), strain)
            python = WhistSolver(rules, compiled=False).tricks(hands, leader, trick)
            assert one.tricks(hands, leader, trick) == python, (strain, number)


@built
def test_card_values_of_the_c_search_are_the_python_ones():
    rng = random.Random("c-search/cards")
    for number in range(20):
        rules, hands, leader, trick = position(rng, rng.randint(3, 6), rng.choice(STRAINS))
        assert WhistSolver(rules, compiled=True).card_values(hands, leader, trick) == \
            WhistSolver(rules, compiled=False).card_values(hands, leader, trick), number


@built
def test_the_c_search_agrees_with_dds_on_whole_deals():
    """Two random deals of the bench, all four leaders and all five strains (one solver a
    strain, as the bench asks them)."""
    pytest.importorskip("endplay")
    from whist_dds import dds_table

    for number in range(2):
        cards = list(PACK.cards)
        random.Random(f"bench-deal/{number}").shuffle(cards)
        hands = [cards[13 * p: 13 * (p + 1)] for p in range(4)]
        reference = dds_table(hands)
        for strain in STRAINS:
            solver = WhistSolver(SuitTrickRules(PACK, strain), compiled=True)
            for leader in range(4):
                assert solver.tricks(hands, leader) == reference[strain, leader], \
                    (number, strain, leader)


@built
def test_the_c_search_stops_at_its_node_limit_and_counts_alike_every_time():
    cards = list(PACK.cards)
    random.Random("c-search/limit").shuffle(cards)
    hands = [cards[9 * p: 9 * (p + 1)] for p in range(4)]
    rules = SuitTrickRules(PACK, None)
    counts = []
    for _ in range(2):
        solver = WhistSolver(rules, compiled=True)
        answer = solver.tricks(hands, 1)
        counts.append(solver.nodes)
    assert counts[0] == counts[1] > 10
    limited = WhistSolver(rules, compiled=True)
    limited.node_limit = counts[0] // 2
    with pytest.raises(SearchBudgetSpent):
        limited.tricks(hands, 1)
    limited.node_limit = None
    assert limited.tricks(hands, 1) == answer


def test_without_the_c_search_the_python_one_answers(monkeypatch):
    """As installed without a C compiler: the solver searches in Python and still answers
    (checked on a position whose answers are plain, in no trumps: the leader's five top
    spades; led by the next hand, its three hearts and then the spades)."""
    monkeypatch.setattr(whist_solver, "_whist_dd", None)
    assert not whist_solver.compiled_search()
    from tarokdesk.cards.card import card_from_name

    hands = [[card_from_name(n) for n in text.split()] for text in
             ("SA SK SQ SJ S10", "H2 H3 H4 S4 S5", "D2 D3 D4 D5 D6", "C2 C3 C4 S6 C5")]
    solver = WhistSolver(SuitTrickRules(PACK, None))
    assert not solver.compiled
    assert solver.tricks(hands, 0) == 5
    assert solver.tricks(hands, 1) == 3
    with pytest.raises(ImportError):
        WhistSolver(SuitTrickRules(PACK, 0), compiled=True)
