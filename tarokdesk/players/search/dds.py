"""Whist's double-dummy question, every legal card's tricks for its side with all hands known,
asked of DDS (the bridge world's standard solver, through the `endplay` package) wherever it
loads, else of our own search (whist_solver.py), which gives the same answers far more slowly.

Hands are given by position in playing order (0 to 3; 0 and 2 are partners), with the cards
of the trick begun from `leader` on not in them."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from tarokdesk.cards.card import Card, suit_of
from tarokdesk.cards.packs import PACKS
from tarokdesk.players.heuristic.whist.reading import rank
from tarokdesk.players.search.whist_solver import WhistSolver

LETTERS = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "T"}
PBN_SUITS = (2, 0, 1, 3)
"""PBN writes each hand spades, hearts, diamonds, clubs; our suits are H D S C = 0-3."""
COMPASS = "NESW"

Hands = list[list[Card]]


@functools.cache
def dds_available() -> bool:
    """Whether DDS can be asked: endplay imports and loads DDS's compiled library itself
    (a RuntimeError where that library is missing or cannot be loaded)."""
    try:
        import endplay.dds  # noqa: F401
    except (ImportError, OSError, RuntimeError):
        return False
    return True


def card_values(rules, hands: Hands, leader: int, trick: Sequence[Card]) -> dict[Card, int]:
    """(trick rules, hands, leader's position, the cards of the trick begun) -> each legal
    card of the position to move: the tricks its side takes from this trick on. DDS when it
    loads, else our search."""
    if dds_available():
        return dds_values(rules, hands, leader, trick)
    return WhistSolver(rules).card_values(hands, leader, trick)


def dds_name(card: Card) -> str:
    """A card as DDS writes it: suit letter and rank ("SA", "H7", "DT")."""
    return "HDSC"[suit_of(card)] + LETTERS.get(rank(card), str(rank(card)))


def pbn(hands: Sequence[Sequence[Card]]) -> str:
    """Positions 0-3 in playing order as North, East, South, West (clockwise, as Whist is
    played to the left)."""
    written = []
    for hand in hands:
        suits = []
        for suit in PBN_SUITS:
            ranks = sorted((rank(c) for c in hand if suit_of(c) == suit), reverse=True)
            suits.append("".join(LETTERS.get(r, str(r)) for r in ranks))
        written.append(".".join(suits))
    return "N:" + " ".join(written)


def hands_of_pbn(text: str) -> Hands:
    """The hands of a PBN deal ("N:AKQ.JT9.876.5432 ..." from the hand named on, clockwise)
    by position N, E, S, W; ValueError unless they are four hands of equal size with no card
    twice."""
    first, colon, rest = text.strip().partition(":")
    written = rest.split()
    if not colon or first.upper() not in COMPASS or len(written) != 4:
        raise ValueError("a deal is written N:<north> <east> <south> <west> (PBN)")
    named = {(suit_of(c), LETTERS.get(rank(c), str(rank(c)))): c
             for c in PACKS["whist-52"].cards}
    hands: Hands = [[], [], [], []]
    for offset, hand in enumerate(written):
        suits = hand.split(".")
        if len(suits) != 4:
            raise ValueError(f"{hand!r}: a hand is four suits split by dots")
        for suit, letters in zip(PBN_SUITS, suits):
            for letter in letters.upper():
                if (suit, letter) not in named:
                    raise ValueError(f"{hand!r}: {letter!r} is no rank (AKQJT98765432)")
                hands[(COMPASS.index(first.upper()) + offset) % 4].append(named[suit, letter])
    cards = [card for hand in hands for card in hand]
    if len(set(cards)) != len(cards) or len({len(hand) for hand in hands}) != 1 or \
            not hands[0]:
        raise ValueError("the four hands must hold as many cards each, no card twice")
    return hands


def dds_values(rules, hands: Hands, leader: int, trick: Sequence[Card]) -> dict[Card, int]:
    """`card_values` asked of DDS (endplay's solve_board): positions 0-3 are North, East,
    South, West, play going clockwise as Whist goes to the left."""
    return dds_solve(rules, hands, leader, trick)[0]


def dds_solve(rules, hands: Hands, leader: int,
              trick: Sequence[Card]) -> tuple[dict[Card, int], int]:
    """dds_values with the number of search nodes DDS spent on it."""
    from endplay.dds import solve_board
    from endplay.types import Card as DdsCard, Deal, Denom, Player

    denoms = {0: Denom.hearts, 1: Denom.diamonds, 2: Denom.spades, 3: Denom.clubs}
    full = [list(h) for h in hands]
    for i, card in enumerate(trick):
        full[(leader + i) % 4].append(card)
    deal = Deal(pbn(full))
    deal.first = (Player.north, Player.east, Player.south, Player.west)[leader]
    deal.trump = denoms.get(rules.trump_suit, Denom.nt)
    for card in trick:
        deal.play(DdsCard(dds_name(card)))
    ours = {(d.suit, d.rank): c for c in hands[(leader + len(trick)) % 4]
            for d in (DdsCard(dds_name(c)),)}
    solved = solve_board(deal)
    values = {ours[card.suit, card.rank]: tricks for card, tricks in solved}
    return _spread(hands, leader, trick, values), solved._data.nodes


def _spread(hands: Hands, leader: int, trick: Sequence[Card],
            values: dict[Card, int]) -> dict[Card, int]:
    """DDS names one card of each run of equivalent cards: give each legal card its run's
    value (the next higher card in play of its suit held by the same hand)."""
    mover = hands[(leader + len(trick)) % 4]
    in_play = {c for h in hands for c in h} | set(trick)
    legal = _legal(mover, trick)
    found = dict(values)
    for card in sorted(legal, key=rank, reverse=True):
        if card in found:
            continue
        above = sorted((c for c in in_play if suit_of(c) == suit_of(card) and rank(c) > rank(card)),
                       key=rank)
        for higher in above:
            if higher not in mover:
                break
            if higher in found:
                found[card] = found[higher]
                break
    return {card: found[card] for card in legal if card in found}


def _legal(hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
    """Follow suit, else any card (whist.md "Play")."""
    if not trick:
        return list(hand)
    same = [c for c in hand if suit_of(c) == suit_of(trick[0])]
    return same or list(hand)
