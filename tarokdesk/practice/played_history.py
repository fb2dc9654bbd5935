"""An endgame's lost past for a game whose cards come into play from piles during the play
(C3: Strohmann's personal packets, turned as the tricks go): the book's remaining hands are
kept in the hands from the deal on, every other card is dealt at random, and the earlier
tricks are played through the engine itself with those other cards only, steered so that the
declarer's tricks hold the book's stated points and the right seat is on lead. Whatever the
packets do (tops turned, trumps taken into the hand) is then the engine's own doing, so the
position reached is one a real deal can reach."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from tarokdesk.cards.card import TRUMP, Card, suit_of
from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.core.replay import Unreached, reach
from tarokdesk.practice.engine_parts import dealing, trick_play
from tarokdesk.practice.shorthands import contract_bids
from tarokdesk.rules.packets import PersonalTalons
from tarokdesk.rules.trickplay import PLAY

TRIES = 5000
"""Pairings drawn before giving up (most miss the book's points; each costs no play)."""
ORDERS = 50


@dataclass(eq=False)
class Pair:
    """An earlier trick of the two hands: each seat's card, both of one suit, or a plain
    card of the suit `ruff` and a trump."""

    cards: dict[int, Card]
    ruff: int | None = None


class NoHistory(Exception):
    """No played past reaching the book's position was found."""


def invent_played_history(game: Game, keep: dict[int, list[Card]], declarer: int,
                          contract: str, tricks: int, leader: int, target: int | None,
                          rng: random.Random) -> list[Action]:
    """The actions (deal, bidding, any one-choice phase, `tricks` tricks) after which the
    hands are exactly `keep`, `leader` is on lead and the declarer's tricks are worth
    `target` thirds (None: any). `game` is a fresh deal at the table, used only as the
    template.

    Two hands: the cards not kept are paired into tricks, each of one suit, or a plain card
    ruffed by a seat holding none of its suit where a suit has an odd count; the pairs are
    drawn until the declarer's come to `target`, ordered so that the last is won by
    `leader`, and dealt so that each card lies ready when its trick comes (see `_deal_for`).
    The engine then plays them, which checks every card."""
    first, second = game.state.active
    keep = {seat: list(keep.get(seat, [])) for seat in game.state.active}
    for _ in range(TRIES):
        plan = _pairs(game, keep, (first, second), rng)
        if plan is None or len(plan) != tricks:
            continue
        order = _ordered(game, plan, first, leader, declarer, target, rng)
        if order is None:
            continue
        scratch = Game(game.variant, game.state.dealer, game.state.carry)
        if _replayed(scratch, keep, order, declarer, contract):
            return list(scratch.log)
    raise NoHistory("no earlier tricks give the book's position")


def _pairs(game: Game, keep: dict[int, list[Card]], seats: tuple[int, int],
           rng: random.Random) -> list[Pair] | None:
    """The free cards as tricks: each suit's cards two by two, one to each seat; a plain
    suit of odd count leaves one card, ruffed by a spare trump of a seat that keeps none of
    that suit."""
    kept = {c for cards in keep.values() for c in cards}
    by_suit: dict[int, list[Card]] = {}
    for card in game.variant.pack.cards:
        if card not in kept:
            by_suit.setdefault(suit_of(card), []).append(card)
    pairs: list[Pair] = []
    ruffed: list[Card] = []
    spare_trumps: list[Card] = []
    for suit, cards in by_suit.items():
        rng.shuffle(cards)
        if len(cards) % 2:
            (spare_trumps if suit == TRUMP else ruffed).append(cards.pop())
        for a, b in zip(cards[::2], cards[1::2]):
            pairs.append(Pair(dict(zip(seats, (a, b) if rng.random() < .5 else (b, a)))))
    trump_pairs = [p for p in pairs if all(suit_of(c) == TRUMP for c in p.cards.values())]
    while len(spare_trumps) < len(ruffed) and trump_pairs:  # more ruffs: fewer trump tricks
        broken = trump_pairs.pop()
        pairs.remove(broken)
        spare_trumps.extend(broken.cards.values())
    if len(spare_trumps) != len(ruffed):
        return None
    for card, trump in zip(ruffed, spare_trumps):
        void = [s for s in seats if not any(suit_of(c) == suit_of(card) for c in keep[s])]
        if not void:
            return None
        ruffer = rng.choice(void)
        other = next(s for s in seats if s != ruffer)
        pairs.append(Pair({other: card, ruffer: trump}, suit_of(card)))
    return pairs


def _ordered(game: Game, pairs: list[Pair], first: int, leader: int, declarer: int,
             target: int | None, rng: random.Random) -> list[Pair] | None:
    """The pairs in an order the tricks can be played in (a ruff led by its plain card's
    holder, after the ruffer's last card of that suit; the last trick won by `leader`), if
    the declarer's tricks among them come to `target`."""
    rules = trick_play(game.variant).rules
    winner = {id(p): rules.winner(list(p.cards.items()))
              for p in pairs}  # one suit: the higher card; a ruff: the trump
    won = sum(CARD_THIRDS[c] for p in pairs if winner[id(p)] == declarer
              for c in p.cards.values())
    if target is not None and won != target:
        return None
    for _ in range(ORDERS):
        rng.shuffle(pairs)
        if winner[id(pairs[-1])] == leader and _playable(pairs, winner, first):
            return list(pairs)
    return None


def _playable(pairs: list[Pair], winner: dict[int, int], first: int) -> bool:
    on_lead = first
    for number, pair in enumerate(pairs):
        if pair.ruff is not None:
            ruffer = winner[id(pair)]
            if on_lead == ruffer or any(suit_of(p.cards[ruffer]) == pair.ruff
                                        for p in pairs[number + 1:]):
                return False
        on_lead = winner[id(pair)]
    return True


def _replayed(game: Game, keep: dict[int, list[Card]], order: list[Pair], declarer: int,
              contract: str) -> bool:
    """Deal so that each seat's cards lie ready when their tricks come, bid, and play the
    tricks through the engine (core/replay.py); False if the engine refuses anything."""
    state, deal = game.state, dealing(game)
    layout = next(p for p in game.phases.values() if isinstance(p, PersonalTalons))
    hands: dict[int, list[Card]] = {}
    packets: dict[int, list[list[Card]]] = {}
    for seat in state.active:
        plays = [pair.cards[seat] for pair in order]
        room = layout.count * layout.size
        promoted = [c for c in plays if layout.turner.promoted(c)]
        plain = [c for c in plays if not layout.turner.promoted(c)]
        on_top = promoted[:room]
        below = plain[:room - len(on_top)]
        hands[seat] = keep[seat] + promoted[room:] + plain[room - len(on_top):]
        tops: list[list[Card]] = [[] for _ in range(layout.count)]
        for i, card in enumerate(on_top + below):  # top to bottom, in the order played
            tops[i % layout.count].append(card)
        packets[seat] = [list(reversed(p)) for p in tops]  # piles run bottom to top
    if any(len(h) != deal.hand_size(state, seat) for seat, h in hands.items()):
        return False
    pack = deal.stacked(state, hands)  # each seat its own packets (a dealer's Scat)
    for k in range(layout.count * len(state.active)):
        pack.extend(packets[state.active[k % len(state.active)]][k // len(state.active)])
    try:
        reach(game, _record(game, tuple(pack), order, declarer, contract))
    except Unreached:
        return False
    return all(set(state.hands[s]) == set(keep[s]) for s in state.active)


def _record(game: Game, pack: tuple[Card, ...], order: list[Pair], declarer: int,
            contract: str) -> Iterator[Action]:
    """The deal of `pack`; the declarer takes the contract, everybody else passes; a phase
    of one choice (turning one's packets up) takes it; then the tricks of `order`."""
    yield Action(DEAL, CHANCE, pack)
    if game.phase == DEAL:
        return  # thrown in: the tricks cannot follow
    yield from contract_bids(game, declarer, contract)
    while not game.is_terminal and game.phase != PLAY:
        yield game.legal_actions()[0]
    for pair in order:
        for _ in range(2):
            yield Action(PLAY, game.to_move, pair.cards[game.to_move])
