"""A whole game rebuilt from one seat's view and a sampled world (sampler.py), so that the
search can play any decision to the end through the engine and read the real settlement.

The game is reached from the seat's history (`SeatView.history`) by the engine's replay
(core/replay.py), neither step naming a variant:
1. The deal: every seat's hand at the deal is its hand now (the sampled one for others) with
   the cards it has played and laid away, less the talon cards it took; the face-down talon
   and the others' face-down discards share the sampled cards out of play. A pack in this
   order is dealt by the variant's own deal phase. A talon dealt singly and grouped for the
   contract is dealt back as it lay; one split among several takers and set aside (the view
   keeps neither its cards nor its parts' sizes) is given back by what each hand holds
   beyond a dealt hand, in the takers' likeliest order first (the caller's as her call
   proves: what she held when she called was dealt to her, `CallProof`). A card named and
   exchanged (rules/exchange.py) was dealt to the seat that gave it up. Named piles (C3: a
   stock, the dead cards) are dealt as the view shows them, each with the cards taken off it
   face up laid back on top in turn (a card turned from a packet was dealt to the packet,
   not to the hand it went into); personal packets laid out from a stock are laid back into
   it.
2. The record: the history's actions in turn, each hidden one (another seat's face-down
   discard, a card given back unseen) the first its seat may have made that leaves the cards
   where the sample has them (`replay.Assignment`). The game is rebuilt when every hand is the
   sampled one and the seat sees what it sees.

While the record is followed, each bid and announcement another seat made is compared with
what the standard player would have said with that seat's sampled hand (`Likelihood`): the
sample's `weight` shrinks by DISAGREE for each choice the standard player would not have
made, so deals that explain the bidding count more (the standard bidder's thresholds as a
likelihood). The cards another seat played in the last RECENT_TRICKS tricks are weighed the
same way (by DISAGREE_PLAY), so that a deal in which the standard player would have played
otherwise counts less: a seat that ruffed with the Sküs where a small tarok would have won
the trick as well is unlikely to hold one (tapp-tarok.md Strategy 22; the inference of
problem 12)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import takewhile
from typing import Protocol, runtime_checkable

from tarokdesk.cards.card import Card, suit_of
from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.deal import DEAL, shuffled
from tarokdesk.core.game import Game
from tarokdesk.core.replay import (
    THROW_IN_TRIES, Assignment, Unreached, deals_in, reach, thrown_in,
)
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import Variant
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import played_by, variant_of
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.inference import call_proof, may_be_laid_away
from tarokdesk.players.search.sampler import OUT
from tarokdesk.rules.announcements import ANNOUNCE, DECLARE
from tarokdesk.rules.auction import BID
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.exchange import GIVE, PUBLIC as EXCHANGES_SHOWN
from tarokdesk.rules.packets import TAKEN_OFF, PersonalTalons
from tarokdesk.rules.talon import TALON, taken_part
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.calling import CALLED_SEEN

World = Mapping[int | str, list[Card]]
"""The hidden cards of a sample: each seat's hand, `OUT` and the hidden piles by name."""

DISAGREE = 0.25
"""Likelihood factor of a named choice the standard player would not have made with the
sampled hand (its thresholds are a model of every seat, not a law: never zero)."""
SAYS_OF_THE_HAND = (BID, CALL, ANNOUNCE, DECLARE)
"""The phases whose choices are weighed: bids, the called card and announcements tell of a
hand (the other choices little, and the standard player's talon choice is costly to ask). The
call tells most of the partner: a declarer calls a king he lacks unless his hand can win
alone (koenigrufen.md Strategy 4, 14-16), so a sample giving him the called king counts less
unless his sampled hand would call itself."""
DISAGREE_PLAY = 0.1
"""Likelihood factor of a card another seat played that the standard player would not have
played with the sampled hand (nor one of the same suit and worth beside it)."""
RECENT_TRICKS = 2
"""Completed tricks whose cards are weighed, with the trick on the table: the cards of the
last few tell most of the hands as they are now, and each card weighed costs a choice of the
standard player."""
PICKS = 12
"""Tries at which of a receiver's cards came from a talon set aside: the record may tell
(a hand dealt without a tarok would have been dealt again; the caller's cards are placed by
what her call proves, `_received`)."""


@dataclass
class Rebuilt:
    game: Game
    weight: float


def _probe(view: SeatView) -> GameState:
    """The variant's deal run once on a known pack (`_probe_order`), with the choices the
    record shows made in the deal (a knock's): where each place lies (shared by every
    sample, so only read)."""
    return _dealt_known(variant_of(view), view.dealer, *_deal_steps(view))[0]


def _probe_order(view: SeatView) -> tuple[Card, ...]:
    """The pack the probe was dealt: the pack in its own order where the deal takes no
    choices, else the first seeded shuffle the deal does not throw in."""
    return _dealt_known(variant_of(view), view.dealer, *_deal_steps(view))[1]


def _deal_steps(view: SeatView) -> tuple[tuple[Action, ...], bool]:
    """The choices the record shows made in the deal after its last shuffle (a knock's), and
    whether the deal still takes choices."""
    kinds = variant_of(view).phases[DEAL].kinds - {DEAL}
    history = list(view.history)
    last = max(i for i, entry in enumerate(history) if entry.kind == DEAL)
    steps = tuple(takewhile(lambda entry: entry.kind in kinds, history[last + 1:]))
    return steps, view.phase == DEAL


@lru_cache(maxsize=64)
def _dealt_known(variant: Variant, dealer: int, steps: tuple[Action, ...], choosing: bool
                 ) -> tuple[GameState, tuple[Card, ...]]:
    if not steps and not choosing:
        probe = Game(variant, dealer).state  # as the game makes it: dummies have players
        _dealing(variant).dealt_as(probe, variant.pack.cards)
        return probe, variant.pack.cards
    for number in range(THROW_IN_TRIES):
        game = Game(variant, dealer)
        deck = shuffled(variant.pack.cards, f"probe/{number}")
        game.apply(Action(DEAL, CHANCE, deck))
        if not game.is_chance:
            reach(game, steps)
            return game.state, deck
    raise ValueError(f"{variant.id} throws every deal in")


@runtime_checkable
class Dealing(Protocol):
    """A deal phase that can deal a given pack (core/deal.py `DealPhase`, or one that wraps
    it, as a knock's)."""

    def dealt_as(self, state: GameState, cards: tuple[Card, ...]) -> None: ...

    def turned_up(self, state: GameState) -> Card | None: ...


def _dealing(variant: Variant) -> Dealing:
    deal = variant.phases[DEAL]
    if not isinstance(deal, Dealing):
        raise TypeError(f"{variant.id} deals no given pack")
    return deal


def takers(view: SeatView) -> list[tuple[int, int]]:
    """(talon part, the seat that took it) for each part taken by a choice of the record, in
    the order taken (the Rufer's split: the caller, then her right-hand neighbour, then the
    next)."""
    return [(part, entry.seat) for entry in view.history
            if entry.kind == TALON and (part := taken_part(entry.value)) is not None]


def hands_in(view: SeatView, world: World) -> dict[int, list[Card]]:
    """Every hand in this sample: the seat's own as it sees it, the others' (and its own
    where the rules keep it from him for now, C2) as sampled."""
    return {seat: list(view.hand if seat == view.seat and seat not in world else world[seat])
            for seat in view.active}


Swap = tuple[Card, int, "Card | None", int]
"""One exchange of a card request (rules/exchange.py): (the card named, the seat that handed
it over, the card given back or None while none is, the seat that named it)."""


def dealt_places(view: SeatView, world: World, rng: random.Random,
                 swaps: Sequence[Swap] = (), barred: Mapping[int, set[Card]] | None = None,
                 called_lacked: bool = True
                 ) -> tuple[dict[int, list[Card]], list[list[Card]]] | None:
    """(each seat's hand at the deal, the talon parts as dealt) in this sample, or None where
    the sample cannot be placed.

    A part taken face down is as many of its taker's cards (the record says who took it),
    chosen at random (`_received`); a part set aside unseen (split among several takers,
    its size no longer shown) is what its taker holds beyond a dealt hand. A talon dealt
    singly and grouped for the contract is given back as one part, its parts in turn. No
    seat lays away face down a card `barred` for it (a rebuild found it could not).
    `called_lacked`: a called card the caller holds came to her with the talon (`_received`)."""
    played = played_by(view)
    out = list(world.get(OUT, ()))
    rng.shuffle(out)
    may_lie = may_be_laid_away(view)
    barred = barred or {}
    hidden_discards = {seat: view.discards_sizes[seat] - len(view.shown_discards[seat])
                       for seat in sorted(view.active, key=lambda s: -len(barred.get(s, ())))
                       if seat != view.seat}  # a seat barred some cards chooses first
    seen_taken = {c for part, owner in zip(view.talon_parts, view.talon_owner)
                  if part and owner == "taken" for c in part}
    discards: dict[int, list[Card]] = {}
    for seat, count in hidden_discards.items():
        free = [c for c in out if c not in barred.get(seat, ())]
        may = [c for c in free if may_lie(c)]
        face_down = may[:count]
        # talon cards seen taken and laid away face down are the declarer's discards
        if seat == view.declarer:
            laid = [c for c in may if c in seen_taken]
            if not set(laid) <= set(face_down):
                face_down = (laid + [c for c in may if c not in laid])[:count]
        elif seen_taken & set(face_down):
            face_down = [c for c in may if c not in seen_taken][:count]
        if len(face_down) < count:  # where the talon has no room, it was laid away
            face_down += [c for c in free if c not in may][:count - len(face_down)]
        if len(face_down) < count:
            return None
        for card in face_down:
            out.remove(card)
        discards[seat] = list(view.shown_discards[seat]) + face_down
    discards[view.seat] = list(view.own_discards)
    from_piles = {card for cards in _taken_off(view).values() for card in cards}
    held = {seat: [c for c in cards + played[seat] + discards.get(seat, [])
                   if c not in from_piles]
            for seat, cards in hands_in(view, world).items()}
    for card, giver, given, taker in swaps:  # each was dealt to the other of the two
        if card not in held[taker] or given is not None and given not in held[giver]:
            return None
        held[taker].remove(card)
        held[giver].append(card)
        if given is not None:
            held[giver].remove(given)
            held[taker].append(given)
    parts: list[list[Card] | None] = []
    for seen, size, owner in zip(view.talon_parts, view.talon_sizes, view.talon_owner):
        if seen is None and owner != "taken":
            part, out = out[:size], out[size:]
            if len(part) < size:
                return None
            parts.append(part)
        else:
            parts.append(None if seen is None else list(seen))
    if out:
        return None
    taker_of = dict(takers(view))
    hands = dict(held)
    dealt = _probe(view).hands
    for index, (size, owner) in enumerate(zip(view.talon_sizes, view.talon_owner)):
        receiver = taker_of.get(index, view.declarer)
        if owner != "taken":
            continue
        if receiver is None:
            return None
        took = parts[index]
        if took is None or not took and not size:  # unseen, or set aside: as many as he
            count = size or len(hands[receiver]) - len(dealt[receiver])  # holds beyond a hand
            took = parts[index] = _received(view, receiver, hands[receiver], count, rng,
                                            called_lacked) \
                if count >= 0 else None
        if took is None or not set(took) <= set(hands[receiver]):
            return None
        hands[receiver] = [c for c in hands[receiver] if c not in took]
    dealt_parts = [part for part in parts if part is not None]
    if len(dealt_parts) != len(parts):
        return None
    if len(parts) != len(_probe(view).talon_parts):  # dealt singly, grouped for the contract
        return hands, [[c for part in dealt_parts for c in part]]
    return hands, dealt_parts


def _received(view: SeatView, seat: int, cards: list[Card], count: int, rng: random.Random,
              called_lacked: bool = True) -> list[Card] | None:
    """`count` of `cards` that `seat` took from the talon, at random but for what his call
    proves of his hand as dealt (`CallProof`): the cards he held when he called before the
    talon were dealt to him, and a card he lacked then came from the talon. Where the call
    proves nothing, a called card he holds came from the talon while `called_lacked` (as a
    rule one calls a card one lacks; but a self-call is allowed, and where the talon shows
    a called card taken, as the Rufer's, it was dealt to him). None: the sample gives him
    too few other cards for that."""
    proof = call_proof(view) if seat == view.declarer else None
    if proof is None or proof.after_talon:
        called = view.public.get(CALLED_SEEN)
        if seat != view.declarer or called not in cards or not count or not called_lacked:
            return rng.sample(cards, count)
        # where the call proves nothing (a self-call is allowed), a called card he holds
        # came from the talon as a rule: one calls a card one lacks
        return [called] + rng.sample([c for c in cards if c != called], count - 1)
    came = [c for c in cards if c in proof.lacked]
    others = [c for c in cards if c not in proof.held and c not in proof.lacked]
    if len(came) > count or count - len(came) > len(others):
        return None
    return came + rng.sample(others, count - len(came))


def _taken_off(view: SeatView) -> dict[str, tuple[Card, ...]]:
    """Per named pile, the cards the view shows taken off it face up, in the order taken."""
    taken: dict[str, tuple[Card, ...]] = view.public.get(TAKEN_OFF) or {}
    return taken


def dealt_piles(view: SeatView, world: World, rng: random.Random
                ) -> dict[str, list[Card]] | None:
    """The named piles (C3) as dealt in this sample: each as the view shows it, its face-down
    cards those the sample puts there in a random order, and the cards taken off it laid
    back on top, the first taken uppermost. Packets laid out from the deal's stock
    (rules/packets.py `PersonalTalons`) are laid back into it. None where the piles are not
    those of the deal."""
    taken = _taken_off(view)
    piles = {}
    for name, pile in view.piles.items():
        hidden = list(world.get(name, ()))
        rng.shuffle(hidden)
        piles[name] = [hidden.pop() if card is None else card for card in pile]
        piles[name] += reversed(taken.get(name, ()))
    dealt = _probe(view).piles
    if _sizes(piles) == _sizes(dealt):
        return piles
    layout = next((phase for phase in variant_of(view).phases.values()
                   if isinstance(phase, PersonalTalons)), None)
    if layout is None or list(dealt) != [layout.stock] or \
            _sizes(piles) != _sizes(layout.laid_out(dealt[layout.stock], view.active)):
        return None
    return {layout.stock: layout.stock_order(piles, view.active)}


def _sizes(piles: Mapping[str, Sequence[Card]]) -> dict[str, int]:
    return {name: len(pile) for name, pile in piles.items()}


def deck_for(view: SeatView, hands: dict[int, list[Card]], parts: list[list[Card]],
             piles: dict[str, list[Card]] | None = None) -> tuple[Card, ...] | None:
    """The pack in the order that the variant's deal turns into these hands, parts and named
    piles (`dealt_piles`): the deal phase is run once on the pack in its own order to learn
    where each place lies. A single part for a talon dealt in several is the whole talon in
    the order its parts are dealt (a talon set aside, `dealt_places`). A card the deal turns
    up for all to see (Whist's trump) lies where the deal turns it up."""
    probe = _probe(view)
    cards = _probe_order(view)
    position = {card: i for i, card in enumerate(cards)}
    deck: list[Card | None] = [None] * len(cards)
    places = [(sorted(position[c] for c in probe.hands[seat]), hands.get(seat, []))
              for seat in range(probe.n_seats)]
    if len(parts) == 1 < len(probe.talon_parts):
        places.append(([position[c] for part in probe.talon_parts for c in part], parts[0]))
    else:
        places += [(sorted(position[c] for c in slots_), wanted)
                   for slots_, wanted in zip(probe.talon_parts, parts)]
    places += [([position[c] for c in pile], (piles or {}).get(name, []))
               for name, pile in probe.piles.items()]  # in pile order, as dealt
    for slots_, wanted in places:
        if len(slots_) != len(wanted):
            return None
        for slot, card in zip(slots_, wanted):
            deck[slot] = card
    turned = _dealing(variant_of(view)).turned_up(probe)
    order = [card for card in deck if card is not None]
    if len(order) != len(deck):
        return None
    if turned is not None:
        shown = next(entry for entry in reversed(view.history) if entry.kind == DEAL).cards
        slot, at = position[turned], order.index(shown[-1])
        if not any(slot in slots_ and at in slots_ for slots_, _ in places):
            return None  # dealt to another hand than the one the deal turns a card up in
        order[slot], order[at] = order[at], order[slot]
    return tuple(order)


def placed_deck(view: SeatView, world: World, rng: random.Random, swaps: Sequence[Swap] = (),
                barred: Mapping[int, set[Card]] | None = None, called_lacked: bool = True
                ) -> tuple[Card, ...] | None:
    """The pack in the order that deals this sample (None: it cannot be placed)."""
    placed = dealt_places(view, world, rng, swaps, barred, called_lacked)
    piles = dealt_piles(view, world, rng) if view.piles else {}
    return deck_for(view, *placed, piles) if placed is not None and piles is not None else None


class Likelihood:
    """How well a rebuilt deal explains what the other seats said and played (the module's
    last paragraph): watches the record as it is followed, asking the standard player at each
    choice weighed."""

    def __init__(self, view: SeatView):
        self.seat = view.seat
        self.policy = HeuristicPlayer("rebuild")
        plays = sum(len(trick) for _, trick, _ in view.tricks) + len(view.trick)
        recent = view.tricks[-RECENT_TRICKS:] if RECENT_TRICKS else ()
        self.weigh_from = plays - len(view.trick) - sum(len(trick) for _, trick, _ in recent)
        """The first play of the record whose card is weighed (another seat's)."""
        self.asked = 0
        """The standard player's choices asked so far (the caller's budget counts them)."""
        self.weight = 1.0
        """The deal being followed's likelihood so far."""

    def __call__(self, game: Game, action: Action) -> None:
        if not self._weighed(game):
            return
        self.asked += 1
        preferred = self.policy.choose(game.view(game.to_move))
        if action.kind != PLAY:
            self.weight *= 1.0 if preferred == action else DISAGREE
        elif not self._alike(game, preferred, action):
            self.weight *= DISAGREE_PLAY

    def _weighed(self, game: Game) -> bool:
        if game.to_move == self.seat:
            return False
        if game.phase == PLAY:
            state = game.state
            return len(state.tricks) * len(state.active) + len(state.trick) >= self.weigh_from
        return game.phase in SAYS_OF_THE_HAND

    @staticmethod
    def _alike(game: Game, preferred: Action, played: Action) -> bool:
        """The same card, or one the standard player would hardly tell from it: of the same
        suit and worth, next to it among the seat's cards (two small hearts)."""
        if preferred == played:
            return True
        if preferred.kind != PLAY:
            return False
        a, b = sorted((preferred.card, played.card))
        if suit_of(a) != suit_of(b) or CARD_THIRDS[a] != CARD_THIRDS[b]:
            return False
        hand = game.state.hands[played.seat]
        return not any(a < c < b and suit_of(c) == suit_of(a) for c in hand)


class Rebuilder:
    """Rebuilds the game of one view for sample after sample (`__call__`)."""

    def __init__(self, view: SeatView):
        self.view = view
        self.played = played_by(view)
        self.likelihood = Likelihood(view)
        redeals = deals_in(view.history) - 1
        self.thrown = [thrown_in(variant_of(view), view.dealer)] * redeals if redeals else []
        """A shuffle for each deal of the record thrown in before the one played."""
        self.picks = PICKS if any(owner == "taken" and not part for part, owner in
                                  zip(view.talon_parts, view.talon_owner)) else 1
        """Tries per sample: a part taken unseen is drawn from its taker's cards."""

    @property
    def asked(self) -> int:
        """The standard player's choices asked so far (the caller's budget counts them)."""
        return self.likelihood.asked

    def __call__(self, world: World, rng: random.Random) -> Rebuilt | None:
        """The game of the view with the hidden cards as in `world`, or None if this sample
        cannot be brought to agree with the record (then it is simply not used)."""
        view = self.view
        hands = hands_in(view, world)
        swaps = self._swaps({seat: set(cards) | set(self.played[seat])
                             for seat, cards in hands.items()}, rng)
        if swaps is None:
            return None
        barred: dict[int, set[Card]] = {}
        picks = self.picks
        while picks:
            draws = rng.getstate()
            # the first pick takes a called card the caller holds from the talon, the
            # others deal it to her (`_received`)
            deck = placed_deck(view, world, rng, swaps, barred, picks == self.picks)
            game = self._followed(deck, hands, barred) if deck is not None else None
            if isinstance(game, Game):
                return Rebuilt(game, self.likelihood.weight)
            if game:  # placed anew for what this deal taught, with the same draws
                rng.setstate(draws)
            else:
                picks -= 1
        return None

    def _followed(self, deck: tuple[Card, ...], hands: dict[int, list[Card]],
                  barred: dict[int, set[Card]]) -> Game | bool:
        """The deal `deck` with the record followed to where the view stands; else whether
        it taught something for the next: cards a seat had to lay away face down and could
        not are `barred` for it."""
        view = self.view
        self.likelihood.weight = 1.0
        game = Game(variant_of(view), view.dealer)
        fill = Assignment([*self.thrown, deck], hands, view.history)
        try:
            reach(game, view.history, view.viewer, fill, self.likelihood)
        except Unreached:
            if fill.stuck is None:
                return False
            seat, stuck = fill.stuck
            learned = not stuck <= barred.get(seat, set())
            barred.setdefault(seat, set()).update(stuck)
            return learned
        state = game.state
        if any(sorted(state.hands[seat]) != sorted(cards) for seat, cards in hands.items()):
            return False
        return game if game.view(view.seat, view.viewer) == view else False

    def _swaps(self, hold: dict[int, set[Card]], rng: random.Random) -> list[Swap] | None:
        """The view's exchanges of named cards, a card given back unseen by this seat (the
        record shows it given) drawn from those its receiver holds (None: he holds none to
        spare)."""
        swaps: list[Swap] = []
        view = self.view
        if view.declarer is None:
            return swaps
        given_back = sum(entry.kind == GIVE for entry in view.history)
        shown = view.public.get(EXCHANGES_SHOWN, [])
        for number, exchange in enumerate(shown):
            card, giver, given = exchange["card"], exchange["from"], exchange["given"]
            if given is None and number < given_back:
                spare = sorted(hold[giver] - {card} - {swap[2] for swap in swaps})
                if not spare:
                    return None
                given = rng.choice(spare)
            swaps.append((card, giver, given, view.declarer))
        return swaps


def true_world(game: Game, seat: int) -> World:
    """The hidden cards of `seat`'s view where they really are, as the sampler would place
    them (what a rebuild from the real deal is given)."""
    state, view = game.state, game.view(seat)
    world: dict[int | str, list[Card]] = {
        s: list(state.hands[s]) for s in state.active
        if s != seat or len(view.hand) < len(state.hands[s])}
    world[OUT] = [c for part, seen, owner in zip(state.talon_parts, view.talon_parts,
                                                 view.talon_owner)
                  if seen is None and owner != "taken" for c in part]
    world[OUT] += [c for s in state.active if s != seat for c in state.discards[s]
                   if c not in view.shown_discards[s]]
    for name, pile in view.piles.items():  # C3: face-down cards of named piles
        hidden = [c for c, seen in zip(state.piles[name], pile) if seen is None]
        if hidden:
            world[name] = hidden
    return world


def rebuild(view: SeatView, world: World, rng: random.Random
            ) -> Rebuilt | None:
    """One sample's game of `view` (see Rebuilder)."""
    return Rebuilder(view)(world, rng)
