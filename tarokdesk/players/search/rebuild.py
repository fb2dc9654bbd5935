"""A whole game rebuilt from one seat's view and a sampled world (sampler.py), so that the
search can play any decision to the end through the engine and read the real settlement.

The view has no action log (a bot sees only its seat's view), so the game is rebuilt in two
steps, neither naming a variant:
1. The deal: every seat's hand at the deal is its hand now (the sampled one for others) with
   the cards it has played and laid away, less the talon cards it took; the face-down talon
   and the others' face-down discards share the sampled cards out of play. A pack in this
   order is dealt by the variant's own deal phase.
2. The record: from the deal on, at each step the seat to move is given the first action,
   the standard player's own choice tried first, after which the game still agrees with the
   public record of the view (bids, speech, announcements, talon, discards shown, tricks)
   and every hand can still become the sampled one. The game is rebuilt when it stands
   where the view stands.

While rebuilding, each named choice another seat made (a bid, a call, an announcement) is
compared with what the standard player would have said with that seat's sampled hand: the
sample's `weight` shrinks by DISAGREE for each choice the standard player would not have
made, so deals that explain the bidding count more (the standard bidder's thresholds as a
likelihood)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from tarokdesk.cards.card import Card
from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.deal import DEAL
from tarokdesk.core.game import Game
from tarokdesk.core.state import GameState
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import variant_of
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.search.sampler import OUT, may_lie_face_down

DISAGREE = 0.25
"""Likelihood factor of a named choice the standard player would not have made with the
sampled hand (its thresholds are a model of every seat, not a law: never zero)."""
MAX_STEPS = 400  # a rebuild that has not reached the view by then has gone astray


@dataclass
class Rebuilt:
    game: Game
    weight: float


def _played_by(view: SeatView) -> dict[int, list[Card]]:
    played: dict[int, list[Card]] = {seat: [] for seat in range(view.n_seats)}
    for _, plays, _ in view.tricks:
        for seat, card in plays:
            played[seat].append(card)
    for seat, card in view.trick:
        played[seat].append(card)
    return played


def dealt_places(view: SeatView, world: dict[int, list[Card]], rng: random.Random
                 ) -> tuple[dict[int, list[Card]], list[list[Card]]] | None:
    """(each seat's hand at the deal, the talon parts as dealt) in this sample, or None where
    the view does not say enough to place them (a part taken face down)."""
    played = _played_by(view)
    out = list(world.get(OUT, ()))
    rng.shuffle(out)
    hidden_discards = {seat: view.discards_sizes[seat] - len(view.shown_discards[seat])
                       for seat in view.active if seat != view.seat}
    discards: dict[int, list[Card]] = {}
    for seat, count in hidden_discards.items():
        face_down = [c for c in out if may_lie_face_down(c)][:count]
        if len(face_down) < count:
            return None
        for card in face_down:
            out.remove(card)
        discards[seat] = list(view.shown_discards[seat]) + face_down
    discards[view.seat] = list(view.own_discards)
    parts = []
    for part, size in zip(view.talon_parts, view.talon_sizes):
        if part is None:
            part, out = out[:size], out[size:]
            if len(part) < size:
                return None
        parts.append(list(part))
    if out:
        return None
    taken = [c for part, owner in zip(parts, view.talon_owner) if owner == "taken"
             for c in part]
    if taken and (view.declarer is None or any(p is None for p, o in
                                               zip(view.talon_parts, view.talon_owner)
                                               if o == "taken")):
        return None
    hands = {}
    for seat in view.active:
        now = list(view.hand) if seat == view.seat else list(world[seat])
        cards = now + played[seat] + discards.get(seat, [])
        if seat == view.declarer:
            if not set(taken) <= set(cards):
                return None
            cards = [c for c in cards if c not in taken]
        hands[seat] = cards
    return hands, parts


def deck_for(view: SeatView, hands: dict[int, list[Card]], parts: list[list[Card]]
             ) -> tuple[Card, ...] | None:
    """The pack in the order that the variant's deal turns into these hands and parts: the
    deal phase is run once on the pack in its own order to learn where each place lies."""
    variant = variant_of(view)
    probe = GameState(variant_id=variant.id, options=dict(variant.settings),
                      n_seats=variant.n_seats, dealer=view.dealer,
                      active=variant.active_seats(view.dealer))
    cards = variant.pack.cards
    variant.phases[DEAL].apply(probe, Action(DEAL, CHANCE, cards))
    position = {card: i for i, card in enumerate(cards)}
    deck: list[Card | None] = [None] * len(cards)
    places = [(probe.hands[seat], hands.get(seat, [])) for seat in range(variant.n_seats)]
    places += list(zip(probe.talon_parts, parts))
    for slots_, wanted in places:
        if len(slots_) != len(wanted):
            return None
        for slot, card in zip(sorted(position[c] for c in slots_), wanted):
            deck[slot] = card
    return tuple(deck) if None not in deck else None


def _record(view: SeatView) -> dict:
    """The public record as the view shows it, in comparable form."""
    return {
        "bids": list(view.bids),
        "announced": [(a["item"], a["seat"]) for a in view.announcements],
        "tricks": [plays for _, plays, _ in view.tricks],
        "trick": list(view.trick),
        "said": [(a.seat, a.value) for a in view.said],
    }


def _prefix(short: list, long: list) -> bool:
    return len(short) <= len(long) and long[:len(short)] == short


def agrees(game: Game, view: SeatView, hold: dict[int, set[Card]]) -> bool:
    """Whether `game` may still become the game of `view`: the record so far is the start of
    the view's, nothing shown differs, and every seat still holds the cards it holds in the
    sample or will play in the view's tricks (or they still lie in the talon)."""
    seen = game.view(view.seat)
    mine, real = _record(seen), _record(view)
    if not (_prefix(mine["bids"], real["bids"]) and _prefix(mine["announced"], real["announced"])
            and _prefix(mine["tricks"], real["tricks"])):
        return False
    done = len(mine["tricks"])
    following = real["trick"] if done == len(real["tricks"]) else list(real["tricks"][done])
    if not _prefix(mine["trick"], following):
        return False
    if seen.phase == view.phase and not _prefix(mine["said"], real["said"]):
        return False
    for ours, theirs in zip(seen.talon_owner, view.talon_owner):
        if ours and ours != theirs:
            return False
    for ours, theirs in zip(seen.talon_parts, view.talon_parts):
        if ours is not None and theirs is not None and ours != theirs:
            return False
    if any(a > b for a, b in zip(seen.discards_sizes, view.discards_sizes)):
        return False
    if any(not set(a) <= set(b) for a, b in zip(seen.shown_discards, view.shown_discards)):
        return False
    if not set(seen.own_discards) <= set(view.own_discards):
        return False
    if any(value is not None and view.public.get(key) != value
           for key, value in seen.public.items()):
        return False
    played = _played_by(seen)
    state = game.state
    lying = {c for part, owner in zip(state.talon_parts, state.talon_owner) if owner != "taken"
             for c in part}
    return all(cards - set(played[seat]) - set(state.hands[seat]) <= lying
               for seat, cards in hold.items())


def arrived(game: Game, view: SeatView) -> bool:
    """Whether `game` stands where `view` stands, as far as the seat can tell."""
    seen = game.view(view.seat)
    return (seen.phase == view.phase and seen.to_move == view.to_move
            and _record(seen) == _record(view) and seen.hand == view.hand
            and seen.announcements == view.announcements and seen.public == view.public
            and set(seen.legal) == set(view.legal))


def _trial_order(legal: list[Action], preferred: Action | None, kept: set[Card]
                 ) -> list[Action]:
    """The standard player's choice first; of cards, first those the seat does not keep."""
    if preferred is not None:
        return [preferred] + [a for a in legal if a != preferred]
    return sorted(legal, key=lambda a: a.value in kept)


def rebuild(view: SeatView, world: dict[int, list[Card]], rng: random.Random
            ) -> Rebuilt | None:
    """The game of `view` with the hidden cards as in `world`, or None if this sample cannot
    be brought to agree with the record (then it is simply not used)."""
    placed = dealt_places(view, world, rng)
    if placed is None:
        return None
    deck = deck_for(view, *placed)
    if deck is None:
        return None
    game = Game(variant_of(view), view.dealer)
    game.apply(Action(DEAL, CHANCE, deck))
    if game.is_chance:
        return None  # the sampled deal would have been dealt again
    played = _played_by(view)
    hold = {seat: set(view.hand if seat == view.seat else world[seat]) | set(played[seat])
            for seat in view.active}
    policy = HeuristicPlayer("rebuild")
    weight = 1.0
    for _ in range(MAX_STEPS):
        if arrived(game, view):
            return Rebuilt(game, weight)
        if game.is_terminal:
            return None
        seat = game.to_move
        legal = game.legal_actions()
        named = isinstance(legal[0].value, str)
        preferred = policy.choose(game.view(seat)) if named else None
        for action in _trial_order(legal, preferred, hold[seat] - set(played[seat])):
            trial = game.clone()
            trial.apply(action)
            if agrees(trial, view, hold):
                break
        else:
            return None
        if seat != view.seat and action != preferred and isinstance(action.value, str):
            weight *= DISAGREE
        game = trial
    return None
