"""Writing a position: a game's moment as the file states it, with every card named, or as
one seat sees it (so that it loads to a game whose view of that seat is the same)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from tarokdesk.cards.card import SKUS, Card, card_name, is_trump
from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.deal import DEAL
from tarokdesk.core.game import Game
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.view import SeatView
from tarokdesk.practice.engine_parts import dealing, packets
from tarokdesk.practice.position.format import (
    CARD_CHOICES, CHANCE_FIELD, CHOICES, POSITION_FORMAT, POSITION_VERSION, REQUESTS_FROM,
    SECTIONS, UNKNOWN, UNKNOWN_TAROK,
)
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.exchange import NAME, exchanges
from tarokdesk.rules.packets import PersonalTalons
from tarokdesk.rules.split_talon import parts_as_taken
from tarokdesk.rules.talon import DISCARD
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.calling import CALLED_SEEN, PARTNER


def export_position(game: Game, seat: int | None = None) -> dict[str, Any]:
    """The position of `game` with every card named, or as `seat` sees it (other hands as
    counts, face-down talon parts and discards as "?"), which loads to a game whose view of
    that seat is the same. A finished deal is written whole: its reckoning rests on every
    card, also those a concession or a throw-in left unplayed in the hands."""
    state = game.state
    if game.phase == DEAL:
        raise ValueError("a position begins after the deal")
    view: SeatView | None = None
    log: Sequence[Action] = game.log
    if seat is not None and state.phase != DONE:
        view = game.view(seat)
        person = state.person_of(seat)  # C1: a dummy is seen through its player's eyes
        log = game.history_for(seat if person is None else person)  # (his own discards)
    sections: dict[str, list[object]] = {"auction": [], "call": [], "talon_choices": [],
                                         "announcements": [], "declarations": []}
    choices: dict[str, list[list[object]]] = {}
    discards: list[list[str]] = [[] for _ in range(state.n_seats)]
    in_play = next((p.kinds for p in game.phases.values() if PLAY in p.kinds), frozenset())
    played = 0
    chance: dict[str, list[list[str]]] = {}
    for action in log:
        if action.kind in (DEAL, PLAY):
            played += action.kind == PLAY
            continue
        if action.seat == CHANCE:  # C6: what a further chance action showed the table
            chance.setdefault(action.kind, []).append(chance_shown(game, action))
            continue
        if action.kind in CARD_CHOICES:
            choices.setdefault(action.kind, []).append(
                [action.seat, UNKNOWN if action.value is None else card_name(action.card)])
        elif action.kind not in SECTIONS:
            if not isinstance(action.value, str):
                raise ValueError(f"a position cannot hold {action.kind!r} actions")
            entry: list[object] = [action.seat, action.value]
            if action.kind in in_play:  # made on lead: after how many tricks
                entry.append(played // len(state.active))
            choices.setdefault(action.kind, []).append(entry)
        elif action.kind == DISCARD:
            discards[action.seat].append(_discard_name(state, action, len(
                discards[action.seat])))
        elif action.kind == CALL:
            sections["call"].append(card_name(action.card))
        else:
            sections[SECTIONS[action.kind]].append([action.seat, action.value])
    bought = parts_as_taken(state)  # a part set aside in its buyer's hand, as it was taken
    hands: list[list[str] | int]
    talon: list[list[str] | int]
    if view is None:
        hands = [[card_name(c) for c in hand] for hand in state.hands]
        talon = [[card_name(c) for c in part] for part in bought]
    else:
        hands = [_own_hand(view) if s == seat else _seen_hand(view, s, state.hands[s])
                 for s in range(state.n_seats)]
        talon = [[card_name(c) for c in part] if part else len(cards)
                 for part, cards in zip(view.talon_parts, bought)]
    piles = _export_piles(game, view)
    turned = dealing(game).turned_up(state)
    data = {"format": POSITION_FORMAT, "version": POSITION_VERSION,
            "variant": state.variant_id, "options": json.loads(json.dumps(state.options)),
            "carry": json.loads(json.dumps(state.carry)) or None,
            "n_seats": state.n_seats, "dealer": state.dealer, "hands": hands, "talon": talon,
            "auction": sections["auction"], "contract": state.contract,
            "declarer": state.declarer,
            "call": sections["call"][0] if sections["call"] else None,
            "talon_choices": sections["talon_choices"],
            "talon_taken": [i for i, owner in enumerate(state.talon_owner) if owner == "taken"],
            "discards": discards,
            "announcements": sections["announcements"],
            "tricks": [{"leader": t.leader, "cards": [card_name(c) for _, c in t.plays],
                        "winner": t.winner} for t in state.tricks],
            "trick": {"leader": state.trick[0][0],
                      "cards": [card_name(c) for _, c in state.trick]} if state.trick else None,
            "declarations": sections["declarations"], CHOICES: choices or None,
            REQUESTS_FROM: _holders(state, log) or None,
            "phase": state.phase, "to_move": state.to_move, "piles": piles,
            "turned_up": None if turned is None else card_name(turned),
            CHANCE_FIELD: chance or None}
    return {k: v for k, v in data.items() if v is not None}


def _holders(state: GameState, log: Sequence[Action]) -> list[int | None]:
    """Per card named in a request, who held it (public: the holder hands it over), None
    where it was not available."""
    held_by = {e["card"]: e["from"] for e in exchanges(state)}
    return [held_by.get(action.card) for action in log if action.kind == NAME]


def chance_shown(game: Game, action: Action) -> list[str]:
    """The cards a further chance action showed everyone (C6: the spare pack's top card;
    the order below it stays face down), as its phase redacts it for an onlooker."""
    phase = next(p for p in game.phases.values() if action.kind in p.kinds)
    seen = phase.redact(game.state, action, CHANCE)
    return [] if seen is None else [card_name(c) for c in seen.cards]


def _own_hand(view: SeatView) -> list[str] | int:
    """The seat's own hand, or its count where the rules still keep it from its player (C2:
    the King's second hand on trick 1, whist-variants.md "Whist en trois", Play)."""
    if len(view.hand) < view.hand_sizes[view.seat]:
        return view.hand_sizes[view.seat]
    return [card_name(c) for c in view.hand]


def _seen_hand(view: SeatView, seat: int, held: list[Card]) -> list[str] | int:
    """Another hand as the view shows it: its cards lying face up (a dummy, the 1821
    Pagat) named, and the called card in the hand of a partner who has shown himself
    (Paskiewitsch), the rest unknown; a count where none is seen."""
    shown = tuple(view.hands.get(seat, ()))
    called = view.public.get(CALLED_SEEN)
    if view.public.get(PARTNER) == seat and called in held and called not in shown:
        shown += (called,)
    if not shown:
        return view.hand_sizes[seat]
    return [card_name(c) for c in shown] + [UNKNOWN] * (view.hand_sizes[seat] - len(shown))


def _export_piles(game: Game, view: SeatView | None) -> dict[str, list[str]] | None:
    """The piles as laid out (the stock from the deal, or the packets it made), each card
    named where everybody (or the seat of `view`) has seen it, else "?"."""
    stock_name = game.variant.deal.stock
    if not stock_name:
        return None
    deal = next(a for a in reversed(game.log) if a.kind == DEAL).cards
    schedule, state = game.variant.deal, game.state
    stock = list(deal[sum(schedule.talon_parts) + sum(map(sum, packets(game).values())):])
    layout = next((p for p in game.phases.values() if isinstance(p, PersonalTalons)), None)
    laid = {stock_name: stock} if stock_name in state.piles or layout is None else \
        layout.laid_out(stock, state.active)
    if view is None or state.phase == DONE:
        return {name: [card_name(c) for c in pile] for name, pile in laid.items()}
    seen = set(view.hand) | set(view.played_cards()) | \
        {c for cards in (*view.hands.values(), *view.piles.values()) for c in cards}
    return {name: [card_name(c) if c in seen else UNKNOWN for c in pile]
            for name, pile in laid.items()}


def _discard_name(state: GameState, action: Action, index: int) -> str:
    """A discard as the log shows it: named, "?" face down, "?T" a tarok face down whose
    number the table was told (Paskiewitsch)."""
    if action.value is not None:
        return card_name(action.card)
    card = state.discards[action.seat][index]
    return UNKNOWN_TAROK if is_trump(card) and card != SKUS else UNKNOWN  # the Excuse: plain
