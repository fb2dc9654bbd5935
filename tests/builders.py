"""Helpers for tests: deals arranged card by card, and scripted actions by name."""

from __future__ import annotations

import json
from pathlib import Path

from tarokdesk.cards.card import PAGAT, card_from_name, card_name
from tarokdesk.cards.points import card_thirds
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE, NOBODY
from tarokdesk.core.deal import DEAL
from tarokdesk.core.replay import reach
from tarokdesk.core.state import Trick
from tarokdesk.practice import problem_setup
from tarokdesk.practice.shorthands import contract_bids

PROBLEMS = Path(__file__).resolve().parents[1] / "assets" / "problems" / "ulmann-problems.json"


def cards(names: str) -> list[int]:
    return [card_from_name(n) for n in names.split()]


def arranged_deal(game: Game, hands: dict[int, str], talon: str | None = None) -> tuple[int, ...]:
    """The pack order that deals `hands` (seat -> card names) and `talon` (names, parts in
    order); unnamed cards fill the rest in pack order (talon first, then hands)."""
    order = problem_setup.arranged_deal(game, {seat: cards(h) for seat, h in hands.items()},
                                        cards(talon) if talon else [])
    assert sorted(order) == sorted(game.variant.pack.cards)
    return order


def deal(game: Game, hands: dict[int, str], talon: str | None = None) -> None:
    game.apply(Action(DEAL, CHANCE, arranged_deal(game, hands, talon)))


def sole_bidder(game: Game, declarer: int, contract: str) -> None:
    """The declarer opens `contract`; everybody else passes (taps / says "gut")."""
    reach(game, contract_bids(game, declarer, contract))


def act(game: Game, kind: str, seat: int, value: object = None) -> None:
    """Apply one action; a str value naming a card (for play/discard/call) becomes the card."""
    if kind in ("play", "discard", "call") and isinstance(value, str):
        value = card_from_name(value)
    game.apply(Action(kind, seat, value))


def script(game: Game, steps: list[tuple]) -> None:
    for step in steps:
        act(game, *step)


def every_card_place(game: Game) -> list[int]:
    """Every card where the state keeps it: hands, talon not taken, discards, trick, tricks,
    named piles (C3)."""
    state = game.state
    places = [c for hand in state.hands for c in hand]
    places += [c for part, owner in zip(state.talon_parts, state.talon_owner)
               if owner != "taken" for c in part]
    places += [c for pile in state.discards for c in pile]
    places += [c for _, c in state.trick]
    places += [c for pile in state.won for c in pile]
    places += [c for pile in state.piles.values() for c in pile]
    return places


def finish(game: Game, declarer_points: int | None = None, last=None, last_winner=None,
           volat: bool = False, declarer_thirds: int | None = None,
           card_values: tuple[int, ...] | None = None) -> dict:
    """Lay out all sixteen tricks of a game that has reached the first lead and settle it.

    `last`: the last trick as [(seat, card name), ...] in playing order, won by `last_winner`.
    The other fifteen tricks take one card of each active hand; the declarer wins a subset of
    them chosen so that his pile (tricks + discard) is worth exactly `declarer_points` (or
    `declarer_thirds`, for piles whose size is not a multiple of three); the rest go to the
    defenders in turn. With `volat` the declarer wins every trick. `card_values`: a count
    of each card by itself (the 106 Augen of Neunzehner-Rufen), in which `declarer_points`
    is then given and checked against the result's "augen".
    """
    worth = card_values.__getitem__ if card_values else card_thirds
    state = game.state
    assert game.phase == "play" and not state.tricks and not state.trick
    declarer = state.declarer
    active = list(state.active)
    defenders = [s for s in active if s != declarer]
    hands = {s: list(state.hands[s]) for s in active}
    if last is None:  # any non-Pagat card of each hand, won by the declarer
        last = [(s, card_name(next(c for c in hands[s] if c != PAGAT))) for s in active]
        last_winner = declarer
    last_plays = [(s, card_from_name(n)) for s, n in last]
    for s, c in last_plays:
        hands[s].remove(c)
    rows = [[(s, hands[s][i]) for s in active] for i in range(len(hands[active[0]]))]
    values = [sum(worth(c) for _, c in row) for row in rows]
    if volat:
        assert last_winner == declarer
        chosen = set(range(len(rows)))
    elif declarer_points is None and declarer_thirds is None:
        chosen = set(range(0, len(rows), 2))
    else:
        base = sum(worth(c) for c in state.discards[declarer])
        if last_winner == declarer:
            base += sum(worth(c) for _, c in last_plays)
        need = (declarer_thirds if declarer_thirds is not None else
                declarer_points * (1 if card_values else 3)) - base
        reach = {0: 0}
        for index, value in enumerate(values):
            for total, mask in list(reach.items()):
                reach.setdefault(total + value, mask | (1 << index))
        assert need in reach, f"cannot arrange {declarer_points} points for the declarer"
        chosen = {i for i in range(len(rows)) if reach[need] >> i & 1}
    tricks, won = [], [[] for _ in range(state.n_seats)]
    turn = 0
    for index, row in enumerate(rows):
        if index in chosen:
            winner = declarer
        else:
            winner = defenders[turn % 2]
            turn += 1
        tricks.append(Trick(row[0][0], row, winner))
        won[winner].extend(c for _, c in row)
    tricks.append(Trick(last_plays[0][0], last_plays, last_winner))
    won[last_winner].extend(c for _, c in last_plays)
    state.tricks, state.won, state.trick = tricks, won, []
    state.hands = [[] for _ in range(state.n_seats)]
    everything = [c for pile in won for c in pile] + [c for d in state.discards for c in d]
    everything += [c for part, owner in zip(state.talon_parts, state.talon_owner)
                   if owner != "taken" for c in part]
    assert sorted(everything) == sorted(game.variant.pack.cards)
    state.phase, state.to_move = "done", NOBODY
    state.result = game.variant.settle(state)
    if declarer_points is not None and not volat:
        counted = state.result["augen" if card_values else "points"]
        assert counted["declarer"] == declarer_points
    if declarer_thirds is not None and not volat:
        assert state.result["thirds"]["declarer"] == declarer_thirds
    return state.result


def problem(number: int) -> dict:
    """One of Ulmann's problems (Part II of the book) by its number."""
    with open(PROBLEMS, encoding="utf-8") as handle:
        return next(p for p in json.load(handle) if p["number"] == number)


def play_line(game: Game, line: list, seats: str = "ABC") -> None:
    """A book's line of play: per trick the leader's letter and the cards in playing order;
    each card goes through the engine, so an illegal line fails here."""
    for leader, names in line:
        assert game.to_move == seats.index(leader), (leader, names)
        for name in names:
            act(game, "play", game.to_move, name)
