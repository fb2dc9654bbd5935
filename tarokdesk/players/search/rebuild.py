"""A whole game rebuilt from one seat's view and a sampled world (sampler.py), so that the
search can play any decision to the end through the engine and read the real settlement.

The view has no action log (a bot sees only its seat's view), so the game is rebuilt in two
steps, neither naming a variant:
1. The deal: every seat's hand at the deal is its hand now (the sampled one for others) with
   the cards it has played and laid away, less the talon cards it took; the face-down talon
   and the others' face-down discards share the sampled cards out of play. A pack in this
   order is dealt by the variant's own deal phase. A talon dealt singly and grouped for the
   contract is dealt back as it lay; one split among several takers and set aside (the view
   keeps neither its cards nor its parts' sizes) is given back by what each hand holds
   beyond a dealt hand, in the takers' likeliest order first (the caller's as her call
   proves: what she held when she called was dealt to her, `CallProof`). A card named and
   exchanged (rules/exchange.py) was dealt to the seat that gave it up. Named piles (C3: a
   stock, the dead cards) are dealt as the view shows them while they are still the deal's
   (a stock laid out as personal packets is not dealt back).
2. The record: from the deal on, each card of the tricks is played as the record names it;
   at every other step the seat to move is given the first action,
   the standard player's own choice tried first, after which the game still agrees with the
   public record of the view (bids, speech, announcements, talon, discards shown, tricks),
   every hand can still become the sampled one and the deal is not over before its time.
   The game is rebuilt when it stands where the view stands.

While rebuilding, each bid and announcement another seat made is
compared with what the standard player would have said with that seat's sampled hand: the
sample's `weight` shrinks by DISAGREE for each choice the standard player would not have
made, so deals that explain the bidding count more (the standard bidder's thresholds as a
likelihood). The cards another seat played in the last RECENT_TRICKS tricks are weighed the
same way (by DISAGREE_PLAY), so that a deal in which the standard player would have played
otherwise counts less: a seat that ruffed with the Sküs where a small tarok would have won
the trick as well is unlikely to hold one (tapp-tarok.md Strategy 22; the inference of
problem 12)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations

from tarokdesk.cards.card import Card, suit_of
from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.deal import DEAL
from tarokdesk.core.game import Game
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import Variant
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import played_by, variant_of
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.search.game_facts import call_proof
from tarokdesk.players.search.sampler import OUT, may_lie_face_down
from tarokdesk.rules.announcements import ANNOUNCE, DECLARE
from tarokdesk.rules.auction import BID
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.exchange import PUBLIC as EXCHANGES_SHOWN, exchanges
from tarokdesk.rules.trickplay import PLAY

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
MAX_STEPS = 400  # a rebuild that has not reached the view by then has gone astray


@dataclass
class Rebuilt:
    game: Game
    weight: float


def _probe(view: SeatView) -> GameState:
    """The variant's deal run once on the pack in its own order: where each place lies
    (shared by every sample, so only read)."""
    return _dealt_in_order(variant_of(view), view.dealer)


@lru_cache(maxsize=64)
def _dealt_in_order(variant: Variant, dealer: int) -> GameState:
    probe = Game(variant, dealer).state  # as the game makes it: dummies have players
    variant.phases[DEAL].dealt_as(probe, variant.pack.cards)
    return probe


def set_aside(view: SeatView) -> bool:
    """Whether every talon part was taken and set aside unseen (a talon split among several
    receivers, each part seen by its taker alone: rules/split_talon.py): the view keeps
    neither the parts' cards nor their sizes, only what each hand holds."""
    return bool(view.talon_owner) and all(
        owner == "taken" and not size and not part
        for part, size, owner in zip(view.talon_parts, view.talon_sizes, view.talon_owner))


def receivers_in_turn(view: SeatView, surplus: dict[int, int]) -> list[int]:
    """The seats that took talon cards, the declarer first and then in playing order (the
    Rufer's split: the caller, then her right-hand neighbour, then the next)."""
    order = list(view.active)
    start = order.index(view.declarer) if view.declarer in order else 0
    return [s for s in order[start:] + order[:start] if surplus.get(s, 0) > 0]


Swap = tuple[Card, int, "Card | None", int]
"""One exchange of a card request (rules/exchange.py): (the card named, the seat that handed
it over, the card given back or None while none is, the seat that named it)."""


def dealt_places(view: SeatView, world: dict[int, list[Card]], rng: random.Random,
                 receivers: Sequence[int] | None = None, swaps: Sequence[Swap] = ()
                 ) -> tuple[dict[int, list[Card]], list[list[Card]]] | None:
    """(each seat's hand at the deal, the talon parts as dealt) in this sample, or None where
    the view does not say enough to place them (a part taken face down).

    A talon set aside by its receivers (`set_aside`) is given back as one part: every seat
    holding more cards than it was dealt took the difference, some of its cards chosen at
    random, in the order of `receivers` (default `receivers_in_turn`)."""
    played = played_by(view)
    out = list(world.get(OUT, ()))
    rng.shuffle(out)
    variant = variant_of(view)
    hidden_discards = {seat: view.discards_sizes[seat] - len(view.shown_discards[seat])
                       for seat in view.active if seat != view.seat}
    seen_taken = {c for part, owner in zip(view.talon_parts, view.talon_owner)
                  if part and owner == "taken" for c in part}
    discards: dict[int, list[Card]] = {}
    for seat, count in hidden_discards.items():
        may = [c for c in out if may_lie_face_down(c, variant)]
        face_down = may[:count]
        # talon cards seen taken and laid away face down are the declarer's discards
        if seat == view.declarer:
            laid = [c for c in may if c in seen_taken]
            if not set(laid) <= set(face_down):
                face_down = (laid + [c for c in may if c not in laid])[:count]
        elif seen_taken & set(face_down):
            face_down = [c for c in may if c not in seen_taken][:count]
        if len(face_down) < count:
            return None
        for card in face_down:
            out.remove(card)
        discards[seat] = list(view.shown_discards[seat]) + face_down
    discards[view.seat] = list(view.own_discards)
    held = {seat: (list(view.hand) if seat == view.seat else list(world[seat]))
            + played[seat] + discards.get(seat, []) for seat in view.active}
    for card, giver, given, taker in swaps:  # each was dealt to the other of the two
        if card not in held[taker] or given is not None and given not in held[giver]:
            return None
        held[taker].remove(card)
        held[giver].append(card)
        if given is not None:
            held[giver].remove(given)
            held[taker].append(given)
    if set_aside(view):
        return _set_aside_places(view, held, out, rng, receivers)
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
    for seat, cards in held.items():
        if seat == view.declarer:
            if not set(taken) <= set(cards):
                return None
            cards = [c for c in cards if c not in taken]
        hands[seat] = cards
    if len(parts) != len(_probe(view).talon_parts):  # dealt singly, grouped for the contract
        return hands, [[c for part in parts for c in part]]
    return hands, parts


def _set_aside_places(view: SeatView, held: dict[int, list[Card]], out: list[Card],
                      rng: random.Random, receivers: Sequence[int] | None
                      ) -> tuple[dict[int, list[Card]], list[list[Card]]] | None:
    probe = _probe(view)
    surplus = {seat: len(cards) - len(probe.hands[seat]) for seat, cards in held.items()}
    talon_size = sum(len(part) for part in probe.talon_parts)
    if out or any(n < 0 for n in surplus.values()) or sum(surplus.values()) != talon_size:
        return None
    if receivers is None:
        receivers = receivers_in_turn(view, surplus)
    talon: list[Card] = []
    hands = {seat: list(cards) for seat, cards in held.items()}
    for seat in receivers:
        took = _received(view, seat, hands[seat], surplus[seat], rng)
        if took is None:
            return None
        hands[seat] = [c for c in hands[seat] if c not in took]
        talon.extend(took)
    return hands, [talon]


def _received(view: SeatView, seat: int, cards: list[Card], count: int, rng: random.Random
              ) -> list[Card] | None:
    """`count` of `cards` that `seat` took from the talon, at random but for what his call
    proves of his hand as dealt (`CallProof`): the cards he held when he called before the
    talon were dealt to him, and a card he lacked then came from the talon. None: the sample
    gives him too few other cards for that."""
    proof = call_proof(view) if seat == view.declarer else None
    if proof is None or proof.after_talon:
        called = view.public.get("called")
        if seat != view.declarer or called not in cards or not count:
            return rng.sample(cards, count)
        # where the call proves nothing (a self-call is allowed), a called card he holds
        # came from the talon as a rule: one calls a card one lacks
        return [called] + rng.sample([c for c in cards if c != called], count - 1)
    came = [c for c in cards if c in proof.lacked]
    others = [c for c in cards if c not in proof.held and c not in proof.lacked]
    if len(came) > count or count - len(came) > len(others):
        return None
    return came + rng.sample(others, count - len(came))


def dealt_piles(view: SeatView, world: dict, rng: random.Random
                ) -> dict[str, list[Card]] | None:
    """The named piles (C3) as dealt in this sample: each as the view shows it, its face-down
    cards those the sample puts there in a random order. None where the piles are no longer
    those of the deal (a stock laid out as packets)."""
    probe = _probe(view)
    if {name: len(pile) for name, pile in view.piles.items()} != \
            {name: len(pile) for name, pile in probe.piles.items()}:
        return None
    piles = {}
    for name, pile in view.piles.items():
        hidden = list(world.get(name, ()))
        rng.shuffle(hidden)
        piles[name] = [hidden.pop() if card is None else card for card in pile]
    return piles


def deck_for(view: SeatView, hands: dict[int, list[Card]], parts: list[list[Card]],
             piles: dict[str, list[Card]] | None = None) -> tuple[Card, ...] | None:
    """The pack in the order that the variant's deal turns into these hands, parts and named
    piles (`dealt_piles`): the deal phase is run once on the pack in its own order to learn
    where each place lies. A single part for a talon dealt in several is the whole talon in
    the order its parts are dealt (a talon set aside, `dealt_places`)."""
    probe = _probe(view)
    cards = variant_of(view).pack.cards
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
    return tuple(deck) if None not in deck else None


def _record(view: SeatView) -> dict:
    """The public record as the view shows it, in comparable form."""
    return {
        "bids": list(view.bids),
        "tricks": [plays for _, plays, _ in view.tricks],
        "trick": list(view.trick),
        "said": [(a.seat, a.value) for a in view.said],
    }


def _prefix(short: list, long: list) -> bool:
    return len(short) <= len(long) and long[:len(short)] == short


def _grows_into(early: dict, late: dict) -> bool:
    """Whether an announcement's record may become `late`: the same item by the same seat,
    whose lists (who said Contra) and counts (how often) only grow."""
    if (early.get("item"), early.get("seat")) != (late.get("item"), late.get("seat")):
        return False
    for key, value in early.items():
        later = late.get(key)
        if isinstance(value, list):
            if not isinstance(later, list) or not _prefix(value, later):
                return False
        elif isinstance(value, int) and not isinstance(value, bool):
            if not isinstance(later, int) or later < value:
                return False
        elif later != value:
            return False
    return True


def _may_grow_into(early: object, late: object) -> bool:
    """Whether a public fact may become `late`: what is not known yet (None) may become
    anything, a table filled in as the game goes on (what each seat declared, an exchange
    and the card given for it) keeps what it had, a list grows at its end, anything else
    stays."""
    if early is None:
        return True
    if isinstance(early, dict):
        return isinstance(late, dict) and all(
            key in late and _may_grow_into(value, late[key]) for key, value in early.items())
    if isinstance(early, list):
        return isinstance(late, list) and len(early) <= len(late) and all(
            map(_may_grow_into, early, late))
    return early == late


def agrees(game: Game, view: SeatView, hold: dict[int, set[Card]],
           swaps: Sequence[Swap] = ()) -> bool:
    """Whether `game` may still become the game of `view`: the record so far is the start of
    the view's, nothing shown differs, and every seat still holds the cards it holds in the
    sample or will play in the view's tricks (or they still lie in the talon, or in the other
    hand of an exchange of `swaps` not yet made)."""
    seen = game.view(view.seat)
    mine, real = _record(seen), _record(view)
    if not (_prefix(mine["bids"], real["bids"]) and _prefix(mine["tricks"], real["tricks"])
            and len(seen.announcements) <= len(view.announcements)
            and all(map(_grows_into, seen.announcements, view.announcements))):
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
    if not set_aside(view):  # a part set aside shows nothing any more
        for ours, theirs in zip(seen.talon_parts, view.talon_parts):
            if ours is not None and theirs is not None and ours != theirs:
                return False
    if any(a > b for a, b in zip(seen.discards_sizes, view.discards_sizes)):
        return False
    if any(not set(a) <= set(b) for a, b in zip(seen.shown_discards, view.shown_discards)):
        return False
    if not _prefix(list(seen.own_discards), list(view.own_discards)):  # laid away in turn
        return False
    if any(not _may_grow_into(value, view.public.get(key)) for key, value in seen.public.items()):
        return False
    played = played_by(seen)
    state = game.state
    lying = {c for part, owner in zip(state.talon_parts, state.talon_owner) if owner != "taken"
             for c in part}
    if swaps:
        made = exchanges(state)
        for number, (card, giver, given, taker) in enumerate(swaps):
            if number >= len(made) and card in state.hands[giver]:
                lying.add(card)  # not yet named
            if given is not None and (number >= len(made) or made[number]["given"] is None) \
                    and given in state.hands[taker]:
                lying.add(given)  # not yet given back
    return all(cards - set(played[seat]) - set(state.hands[seat]) <= lying
               for seat, cards in hold.items())


def arrived(game: Game, view: SeatView) -> bool:
    """Whether `game` stands where `view` stands, as far as the seat can tell."""
    seen = game.view(view.seat)
    return (seen.phase == view.phase and seen.to_move == view.to_move
            and _record(seen) == _record(view) and seen.hand == view.hand
            and seen.announcements == view.announcements and seen.public == view.public
            and seen.piles == view.piles and set(seen.legal) == set(view.legal))


def _trial_order(legal: list[Action], preferred: Action | None, kept: set[Card]
                 ) -> list[Action]:
    """The standard player's choice first (where asked); of cards, first those the seat does
    not keep."""
    if preferred is not None:
        return [preferred] + [a for a in legal if a != preferred]
    return sorted(legal, key=lambda a: a.value in kept)


def dealt_game(view: SeatView, world: dict[int, list[Card]], rng: random.Random,
                receivers: Sequence[int] | None = None, swaps: Sequence[Swap] = ()
                ) -> Game | None:
    """The sampled deal dealt by the variant (None: it cannot be placed, or would be dealt
    again)."""
    placed = dealt_places(view, world, rng, receivers, swaps)
    piles = dealt_piles(view, world, rng) if view.piles else {}
    deck = deck_for(view, *placed, piles) if placed is not None and piles is not None else None
    if deck is None:
        return None
    game = Game(variant_of(view), view.dealer)
    game.apply(Action(DEAL, CHANCE, deck))
    return None if game.is_chance else game


class Rebuilder:
    """Rebuilds the game of one view for sample after sample. The first rebuild searches the
    record step by step; its actions then serve every later sample, which only searches
    again where an action was hidden from this seat (another seat's face-down discard)."""

    def __init__(self, view: SeatView):
        self.view = view
        self.policy = HeuristicPlayer("rebuild")
        played = played_by(view)
        self.played = played
        self.plays = [play for _, trick, _ in view.tricks for play in trick] + list(view.trick)
        recent = view.tricks[-RECENT_TRICKS:] if RECENT_TRICKS else ()
        self.weigh_from = len(self.plays) - len(view.trick) - sum(
            len(trick) for _, trick, _ in recent)
        """The first play of the record whose card is weighed (another seat's)."""
        self.asked = 0
        """The standard player's choices asked so far (the caller's budget counts them)."""
        self.log: list[Action] | None = None
        self.swaps: list[Swap] = []
        """The current sample's exchanges of named cards (`_swaps`)."""
        self.orders = self._receiver_orders() if set_aside(view) else [None]
        """The orders in which the receivers of a talon set aside may have taken their parts,
        the likeliest first; once a rebuild succeeds, only the order it found."""

    def _receiver_orders(self) -> list[list[int]]:
        view, probe = self.view, _probe(self.view)
        surplus = {seat: view.hand_sizes[seat] + len(self.played[seat])
                   + view.discards_sizes[seat] - len(probe.hands[seat]) for seat in view.active}
        first = receivers_in_turn(view, surplus)
        return [first] + [list(order) for order in permutations(first) if list(order) != first]

    def __call__(self, world: dict[int, list[Card]], rng: random.Random) -> Rebuilt | None:
        """The game of the view with the hidden cards as in `world`, or None if this sample
        cannot be brought to agree with the record (then it is simply not used)."""
        view = self.view
        hold = {seat: set(view.hand if seat == view.seat else world[seat])
                | set(self.played[seat]) for seat in view.active}
        swaps = self._swaps(hold, rng)
        if swaps is None:
            return None
        self.swaps = swaps
        for receivers in self.orders:
            for _ in range(PICKS if receivers is not None else 1):
                game = dealt_game(view, world, rng, receivers, self.swaps)
                if game is None:
                    continue
                if self.log is not None:
                    rebuilt = self._follow(game, hold)
                else:
                    rebuilt = self._search(game, hold)
                    if rebuilt is not None:
                        self.log = list(rebuilt.game.log[1:])
                if rebuilt is not None:
                    self.orders = [receivers]
                    return rebuilt
        return None

    def _swaps(self, hold: dict[int, set[Card]], rng: random.Random) -> list[Swap] | None:
        """The view's exchanges of named cards, a card given back unseen by this seat drawn
        from those its receiver holds (None: he holds none to spare). The two who swap see
        the card given back, so to them none shown is none given yet; the others decide
        nothing while a card is owed."""
        swaps: list[Swap] = []
        view = self.view
        for exchange in view.public.get(EXCHANGES_SHOWN) or ():
            card, giver, given = exchange["card"], exchange["from"], exchange["given"]
            if given is None and view.seat not in (giver, view.declarer):
                spare = sorted(hold[giver] - {card} - {swap[2] for swap in swaps})
                if not spare:
                    return None
                given = rng.choice(spare)
            swaps.append((card, giver, given, view.declarer))
        return swaps

    def _search(self, game: Game, hold: dict[int, set[Card]]) -> Rebuilt | None:
        view = self.view
        weight = 1.0
        for _ in range(MAX_STEPS):
            done = len(game.state.tricks) * len(game.state.active) + len(game.state.trick)
            if game.phase == PLAY and done < len(self.plays):
                seat, card = self.plays[done]  # the card the record names: none else agrees
                action = Action(PLAY, seat, card)
                factor = self._likelihood(game, action)
                if not self._apply(game, action):
                    return None
                weight *= factor
                continue
            if arrived(game, view):
                return Rebuilt(game, weight)
            if game.is_terminal:
                return None
            stepped = self._step(game, hold)
            if stepped is None:
                return None
            game, factor = stepped
            weight *= factor
        return None

    def _follow(self, game: Game, hold: dict[int, set[Card]]) -> Rebuilt | None:
        """The first rebuild's actions again, each weighed as there; an action this seat
        could not see is searched anew for this sample."""
        view = self.view
        weight = 1.0
        for action in self.log:
            state = game.state
            if action.seat != view.seat and \
                    game.phases[state.phase].redact(state, action, view.seat) != action:
                stepped = self._step(game, hold)
                if stepped is None:
                    return None
                game, factor = stepped
            else:
                factor = self._likelihood(game, action)
                if not self._apply(game, action):
                    return None
            weight *= factor
        return Rebuilt(game, weight) if arrived(game, view) else None

    @staticmethod
    def _apply(game: Game, action: Action) -> bool:
        if game.to_move != action.seat or game.refusal(action) is not None:
            return False
        game.apply(action)
        return True

    def _weighed(self, game: Game) -> bool:
        if game.to_move == self.view.seat:
            return False
        if game.phase == PLAY:
            state = game.state
            return len(state.tricks) * len(state.active) + len(state.trick) >= self.weigh_from
        return game.phase in SAYS_OF_THE_HAND

    def _likelihood(self, game: Game, action: Action) -> float:
        if not self._weighed(game):
            return 1.0
        self.asked += 1
        preferred = self.policy.choose(game.view(game.to_move))
        if action.kind != PLAY:
            return 1.0 if preferred == action else DISAGREE
        return 1.0 if self._alike(game, preferred, action) else DISAGREE_PLAY

    @staticmethod
    def _alike(game: Game, preferred: Action, played: Action) -> bool:
        """The same card, or one the standard player would hardly tell from it: of the same
        suit and worth, next to it among the seat's cards (two small hearts)."""
        if preferred == played:
            return True
        if preferred.kind != PLAY:
            return False
        a, b = sorted((preferred.value, played.value))
        if suit_of(a) != suit_of(b) or CARD_THIRDS[a] != CARD_THIRDS[b]:
            return False
        hand = game.state.hands[played.seat]
        return not any(a < c < b and suit_of(c) == suit_of(a) for c in hand)

    def _step(self, game: Game, hold: dict[int, set[Card]]) -> tuple[Game, float] | None:
        """The first action of the seat to move after which the game still agrees with the
        record (the standard player's choice tried first where it is weighed), and its
        likelihood factor."""
        seat = game.to_move
        weighed = self._weighed(game)
        self.asked += weighed
        preferred = self.policy.choose(game.view(seat)) if weighed else None
        kept = hold[seat] - set(self.played[seat])
        for action in _trial_order(game.legal_actions(), preferred, kept):
            trial = game.clone()
            trial.apply(action)
            if agrees(trial, self.view, hold, self.swaps) and not (trial.is_terminal and not
                                                       self.view.result):  # not over yet
                return trial, (DISAGREE if weighed and action != preferred else 1.0)
        return None


def rebuild(view: SeatView, world: dict[int, list[Card]], rng: random.Random
            ) -> Rebuilt | None:
    """One sample's game of `view` (see Rebuilder)."""
    return Rebuilder(view)(world, rng)
