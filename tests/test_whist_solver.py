"""The Whist double-dummy solver (players/search/whist_solver.py), which answers where DDS
cannot be installed, against a plain minimax over every legal card on small endgames, and
against DDS (the `endplay` package) on random endgames for every leader and all five
strains. The full runs (1,000 endgames, whole deals) are in bench/whist_solver.py."""

from __future__ import annotations

import functools
import random

import pytest

from tarokdesk.cards.card import card_from_name
from tarokdesk.cards.packs import PACKS
from tarokdesk.players.search.whist_solver import WhistSolver
from tarokdesk.rules.suit_tricks import SuitTrickRules

PACK = PACKS["whist-52"]
STRAINS = (0, 1, 2, 3, None)


def endgame(seed: object, tricks: int) -> list[list[int]]:
    """`tricks` random cards each for four hands (positions in playing order)."""
    cards = list(PACK.cards)
    random.Random(f"endgame/{seed}").shuffle(cards)
    return [cards[tricks * p: tricks * (p + 1)] for p in range(4)]


def minimax(rules: SuitTrickRules, hands, leader: int, trick=()) -> int:
    """Tricks of the leader's side by trying every legal card (no pruning at all; a position
    reached again by another order of the same cards is looked up, its value cannot differ)."""

    @functools.cache
    def value(held, leader, trick):
        mover = (leader + len(trick)) % 4
        plays = [((leader + i) % 4, c) for i, c in enumerate(trick)]
        if len(trick) == 4:
            winner = rules.winner(plays)
            ours = winner % 2 == leader % 2
            later = value(held, winner, ()) if held[0] else 0
            left = len(held[0])
            return (1 if ours else 0) + (later if ours else left - later)
        outcomes = []
        for card in rules.legal_cards(held[mover], plays):
            rest = list(held)
            rest[mover] = tuple(c for c in held[mover] if c != card)
            outcomes.append(value(tuple(rest), leader, (*trick, card)))
        return max(outcomes) if mover % 2 == leader % 2 else min(outcomes)

    return value(tuple(tuple(hand) for hand in hands), leader, tuple(trick))


@pytest.mark.parametrize("tricks, deals", [(2, 30), (3, 25)])
def test_agrees_with_plain_minimax_for_every_leader_and_strain(tricks, deals):
    for seed in range(deals):
        hands = endgame(seed, tricks)
        for strain in STRAINS:
            rules = SuitTrickRules(PACK, strain)
            for leader in range(4):
                assert WhistSolver(rules).tricks(hands, leader) == \
                    minimax(rules, hands, leader), (seed, strain, leader)


def test_agrees_with_plain_minimax_on_four_trick_endgames():
    for seed in range(25):
        rng = random.Random(seed)
        hands = endgame(f"four/{seed}", 4)
        strain = rng.choice(STRAINS)
        leader = rng.randrange(4)
        rules = SuitTrickRules(PACK, strain)
        assert WhistSolver(rules).tricks(hands, leader) == minimax(rules, hands, leader)


def test_card_values_agree_with_the_position_value_and_minimax():
    for seed in range(10):
        hands = endgame(f"cards/{seed}", 3)
        rules = SuitTrickRules(PACK, seed % 4)
        solver = WhistSolver(rules)
        first = hands[1][0]
        rest = [list(h) for h in hands]
        rest[1].remove(first)
        values = solver.card_values(rest, 1, (first,))
        for card, value in values.items():
            after = [list(h) for h in rest]
            after[2].remove(card)
            theirs = minimax(rules, after, 1, (first, card))
            assert value == 3 - theirs
        assert 3 - max(values.values()) == WhistSolver(rules).tricks(rest, 1, (first,))


@pytest.mark.parametrize("tricks, deals", [(5, 8), (6, 3), (7, 1), (8, 1)])
def test_agrees_with_dds_on_random_endgames_every_leader_and_strain(tricks, deals):
    pytest.importorskip("endplay")
    from whist_dds import dds_table

    for seed in range(deals):
        hands = endgame(f"dds/{tricks}/{seed}", tricks)
        reference = dds_table(hands)
        for (strain, leader), expected in reference.items():
            got = WhistSolver(SuitTrickRules(PACK, strain)).tricks(hands, leader)
            assert got == expected, (seed, strain, leader)


@pytest.mark.parametrize("tricks", [1, 2])
def test_the_dds_reference_agrees_with_plain_minimax_on_the_last_tricks(tricks):
    """DDS's table answers one-card positions wrongly (13 tricks nearly everywhere):
    `dds_table` asks its single-board solver there. The reference and our solver are
    checked against plain minimax for every leader and strain."""
    pytest.importorskip("endplay")
    from whist_dds import dds_table

    for seed in range(12):
        hands = endgame(f"last/{tricks}/{seed}", tricks)
        reference = dds_table(hands)
        for (strain, leader), expected in reference.items():
            rules = SuitTrickRules(PACK, strain)
            assert expected == minimax(rules, hands, leader), (seed, strain, leader)
            assert WhistSolver(rules).tricks(hands, leader) == expected, (seed, strain, leader)


@pytest.mark.parametrize("number, tricks, strain, leader", [(86, 6, None, 1), (225, 8, 0, 3)])
def test_a_trick_winner_pins_every_card_above_it(number, tricks, strain, leader):
    """Two endgames of the bench where keeping only the winners' own places in the table
    (not every card above them) carried a bound to a position it did not hold in."""
    pytest.importorskip("endplay")
    from whist_dds import dds_table

    cards = list(PACK.cards)
    random.Random(f"bench-endgame/{number}").shuffle(cards)
    hands = [cards[tricks * p: tricks * (p + 1)] for p in range(4)]
    expected = dds_table(hands)[strain, leader]
    assert WhistSolver(SuitTrickRules(PACK, strain)).tricks(hands, leader) == expected


def test_one_solver_answers_many_questions_of_a_strain_alike():
    """The table is kept between questions (a bound holds for any deal of the strain): a
    solver asked about many endgames in turn answers each as a fresh one does."""
    rules = SuitTrickRules(PACK, 2)
    shared = WhistSolver(rules)
    for seed in range(12):
        hands = endgame(f"shared/{seed}", 5)
        for leader in range(4):
            assert shared.tricks(hands, leader) == WhistSolver(rules).tricks(hands, leader)


def test_a_winner_stands_for_the_cards_of_its_run_in_the_table():
    """Bench endgame 131 (8 tricks, trumps suit 1, leader 2): asked from a guess above the
    answer, a bound proved with K-J adjacent (the jack tried as the king) was carried to a
    position where the leader's partner holds J-2, where the two leads the partner in; every
    first guess must give the one answer."""
    pytest.importorskip("endplay")
    from whist_dds import dds_table

    rng = random.Random("bench-endgames")
    for number in range(132):
        tricks, strain, leader = rng.randint(5, 8), rng.choice(STRAINS), rng.randrange(4)
    cards = list(PACK.cards)
    random.Random(f"bench-endgame/{number}").shuffle(cards)
    hands = [cards[tricks * p: tricks * (p + 1)] for p in range(4)]
    expected = dds_table(hands)[strain, leader]
    rules = SuitTrickRules(PACK, strain)
    assert [WhistSolver(rules).tricks(hands, leader, guess=g) for g in range(tricks + 1)] == \
        [expected] * (tricks + 1)


@pytest.mark.parametrize("strain", [None, 2])
def test_long_cards_under_a_run_that_outlasts_the_other_hands_are_sure_tricks(strain):
    """A-K-Q-3-2 of spades against at most two spades in any other hand: after three rounds
    the three and the two are masters too, so the leader's five tricks are sure (in no
    trumps, and with spades trumps) and no trick needs searching."""
    hands = [[card_from_name(n) for n in text.split()] for text in
             ("SA SK SQ S3 S2", "H2 H3 H4 S4 S5", "D2 D3 D4 D5 D6", "C2 C3 C4 S6 C5")]
    solver = WhistSolver(SuitTrickRules(PACK, strain))
    assert solver.tricks(hands, 0) == 5
    assert solver.nodes == 0
