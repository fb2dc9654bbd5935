"""Filling a position's unknown cards so that its record stays legal.

A position may leave cards unknown: other seats' hands (a position seen from one seat),
face-down talon parts and discards, and - where a book states only the score - the earlier
tricks. The fill draws them from a seeded generator under what the record proves of each
hand (`Slots.proven`: the players' one model, players/inference.py `Proven`: the voids and
lacks its plays reveal, what its declarations show held and exclude, the discard law's - a
buyer who laid a tarok away holds no suit card but kings - and where the card requests took
each card); a face-down discard is a card the game does not show when laid away (a plain card
below the king; the 78-card games' Sküs too); a talon part bought is in its buyer's hand or
discards; and invented tricks are worth the points the book states. Each invented
trick is of one suit, so every play in it is legal, and its highest card is played by the
seat the chain of leads needs as winner. Whatever else the rules ask (a hand worth a redeal,
an announcement its holder could not make) the engine checks when the position is replayed,
and the loader draws again.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple, TypedDict

from tarokdesk.cards.card import SKUS, Card, is_king, is_trump, suit_of
from tarokdesk.cards.packs import Pack
from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core.variant import Variant
from tarokdesk.players.inference import (NOTHING, Constraints, Proven, fitting_holdings,
                                         may_be_told_face_down, may_lie_face_down)
from tarokdesk.practice.position.format import Trick
from tarokdesk.rules.talon import TRUMP_HONOURS
from tarokdesk.rules.trickplay import TrickRules


class FillImpossible(Exception):
    """The position's counts or cards rule out every fill (a broken file, not bad luck)."""

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason


class Invented(NamedTuple):
    """A trick invented for a position that states only the points taken."""

    leader: int
    cards: list[Card]
    winner: int


Request = TypedDict("Request", {"seat": int, "card": Card, "from": "int | None",
                                 "given": "Card | None", "pending": bool})
"""A card request (rules/exchange.py): the card named went from `from` (None: not
available, it lay in a Scat) to `seat`, the card given back (None: not seen) the other way,
unless the position stands before it (`pending`)."""
Place = tuple[str, "int | str"]
"""Where an unknown card is drawn: ("hand", seat), ("discards", seat), ("tarok_discards",
seat), ("talon", part); ("pile", name) for a named pile."""


@dataclass
class Slots:
    """Where every card lies at the position (None: unknown) and how it got there."""

    active: tuple[int, ...]
    declarer: int | None
    hands: dict[int, list[Card | None]]
    discards: dict[int, list[Card | None]]
    talon: list[list[Card | None]]
    taken: tuple[int, ...]
    """The talon parts bought (their cards lie in the buyer's hand, discards or tricks)."""
    receivers: dict[int, int]
    """Who bought each taken part: the declarer, or in a split talon (Neunzehnerrufen's
    Rufer) each part's own buyer."""
    tricks: list[Trick]
    """The stated tricks (cards None: invented), leaders resolved by `resolve`."""
    current: tuple[int | None, list[Card]]
    points_taken: dict[str, int] | None
    hand_sizes: dict[int, int]
    """Per active seat, how many cards it was dealt (the deal phase's `packet_sizes`)."""
    variant: Variant
    """The game, whose laws say what may lie face down and what a declaration proves."""
    piles: dict[str, list[Card | None]] = field(default_factory=dict)
    """C3: the named piles as they were laid out (Strohmann's packets, bottom to top); a card
    that left its pile was seen by all (played, or shown into its owner's hand), so it is
    named, and lies now in its owner's hand or tricks as well; "?" cards still lie there."""
    owners: dict[str, int | None] = field(default_factory=dict)
    seats: list[list[int] | None] = field(default_factory=list)
    """Per known trick (and the current one, last), who played each card."""
    winners: list[int | None] = field(default_factory=list)
    """Per trick, who won it (None for an invented one)."""
    proven: Proven = field(default_factory=lambda: Proven(
        Constraints({}, {}), {}, None, NOTHING, None, (), ()))
    """What the record proves of the hands (players/inference.py `Proven.of_record`, as the
    players read a view): what each seat does not hold, the cards the card requests put in
    a hand, and the hands held to their declarations. Set by the loader once the known
    plays are resolved."""
    next_leader: int | None = None
    """Who wins the last invented trick: the next trick's leader, where that is known."""
    discard_taroks: dict[int, int] = field(default_factory=dict)
    """Per seat, how many of its unknown discards are taroks laid away face down, their
    number told (Paskiewitsch's non-declarers)."""
    requests: list[Request] = field(default_factory=list)
    """Card requests in order."""

    @property
    def invented(self) -> int:
        return sum(1 for trick in self.tricks if trick["cards"] is None)

    @property
    def has_unknown(self) -> bool:
        places = [*self.hands.values(), *self.discards.values(), *self.talon,
                  *self.piles.values()]
        return self.invented > 0 or any(c is None for pile in places for c in pile)

    def order_from(self, leader: int, count: int) -> list[int]:
        start = self.active.index(leader)
        return [self.active[(start + i) % len(self.active)] for i in range(count)]

    def resolve(self, vorhand: int, rules: TrickRules, to_move: int | None) -> None:
        """Who played each known card: a trick is led by its stated leader, else by the
        winner of the one before (the first by the Vorhand)."""
        leader: int | None = vorhand
        for index, trick in enumerate(self.tricks):
            cards = trick["cards"]
            if cards is None:
                if any(t["cards"] is not None for t in self.tricks[:index]):
                    raise FillImpossible("malformed", f"tricks[{index}]: only the earliest "
                                                      f"tricks may be left unknown")
                leader = trick["winner"]
                self.seats.append(None)
                self.winners.append(None)
                continue
            leader = trick["leader"] if trick["leader"] is not None else leader
            if leader is None:
                raise FillImpossible("malformed", f"tricks[{index}]: the leader must be given")
            self._check_seat(leader, f"tricks[{index}].leader")
            if len(cards) != len(self.active):
                raise FillImpossible("card_count", f"tricks[{index}] has {len(cards)} cards, "
                                                   f"not {len(self.active)}")
            trick["leader"] = leader
            seats = self.order_from(leader, len(cards))
            self.seats.append(seats)
            leader = rules.winner(list(zip(seats, cards)))
            self.winners.append(leader)
        current_leader, cards = self.current
        current_leader = leader if current_leader is None else current_leader
        if cards:
            if current_leader is None:
                raise FillImpossible("malformed", "trick.leader must be given")
            self._check_seat(current_leader, "trick.leader")
            if len(cards) >= len(self.active):
                raise FillImpossible("card_count", "the current trick is already complete")
            self.seats.append(self.order_from(current_leader, len(cards)))
        else:
            self.seats.append([])
        first_known = next((t for t in self.tricks if t["cards"] is not None), None)
        self.next_leader = (first_known["leader"] if first_known else
                            current_leader if cards else to_move)

    def known_plays(self) -> list[list[tuple[int, Card]]]:
        """Who played which card, per known trick and (last) the current one."""
        plays = [list(zip(seats, trick["cards"] or ()))
                 for trick, seats in zip(self.tricks, self.seats) if seats]
        plays.append(list(zip(self.seats[-1] or (), self.current[1])))
        return plays

    def _check_seat(self, seat: int, where: str) -> None:
        if seat not in self.active:
            raise FillImpossible("malformed", f"{where}: seat {seat} is not dealt in")

    def held_by(self, seat: int) -> set[Card]:
        """The named cards `seat` holds now or has played."""
        cards = {c for c in self.hands[seat] if c is not None}
        for plays in self.known_plays():
            cards |= {c for s, c in plays if s == seat}
        return cards

    def known_now(self) -> list[Card]:
        """Every named card at its place now (a taken talon part lies in its buyer's hand,
        discards or tricks, so it is not a place of its own)."""
        cards = [c for pile in (*self.hands.values(), *self.discards.values()) for c in pile]
        cards += [c for i, part in enumerate(self.talon) if i not in self.taken for c in part]
        cards += [c for t in self.tricks if t["cards"] for c in t["cards"]]
        cards += self.current[1]
        elsewhere = set(cards)
        cards += [c for pile in self.piles.values() for c in pile if c not in elsewhere]
        return [c for c in cards if c is not None]

    def holding_choices(self, seat: int, sets: tuple[frozenset[Card], ...],
                        drawn: Mapping[Card, int]) -> list[frozenset[Card]]:
        """Of the card sets one of which `seat` held when it declared, those the record
        allows (`fitting_holdings`), each as the cards still to be drawn into its hand: the
        others it holds or played are named, or it handed them over in a card request; a
        card named elsewhere, one it got by a request (after declaring), one of a suit it
        showed void in, or one `drawn` for another seat's declaration rules the set out."""
        handed = {r["card"] for r in self.requests if r["from"] == seat}
        got = {r["card"] for r in self.requests if r["seat"] == seat}
        held = (self.held_by(seat) - got) | handed
        named = set(self.known_now()) | {r[key] for r in self.requests
                                         for key in ("card", "given") if r[key] is not None}
        return fitting_holdings(sets, held, lambda card: card not in named and _allowed(
            self, card, ("hand", seat)) and drawn.get(card, seat) == seat)

    def from_piles(self, seat: int, cards: Iterable[Card | None]) -> list[Card]:
        """Of `cards` (held or played by `seat`), those that came from its own piles."""
        mine = {c for name, pile in self.piles.items() if self.owners[name] == seat
                for c in pile if c is not None}
        return [c for c in cards if c in mine]

    def check(self, pack: Pack) -> None:
        """Every card at most once, every card of the pack somewhere, every hand dealt its
        size: what no fill can repair."""
        known = self.known_now()
        strangers = [c for c in known if c not in pack]
        if strangers:
            raise FillImpossible("bad_card", f"{pack.names(strangers[:1])[0]} is not in the "
                                             f"pack {pack.id}")
        seen: set[Card] = set()
        for card in known:
            if card in seen:
                raise FillImpossible("card_twice", f"{pack.name(card)} is named twice")
            seen.add(card)
        bought = [c for i in self.taken for c in self.talon[i] if c is not None]
        talon_rest = {c for i, p in enumerate(self.talon) if i not in self.taken for c in p}
        twice = [c for c in bought if c in talon_rest or bought.count(c) > 1]
        if twice:
            raise FillImpossible("card_twice", f"{pack.name(twice[0])} is named twice")
        unknown = sum(pile.count(None) for pile in (*self.hands.values(),
                                                    *self.discards.values()))
        unknown += sum(p.count(None) for i, p in enumerate(self.talon) if i not in self.taken)
        unknown += sum(pile.count(None) for pile in self.piles.values())
        unknown += self.invented * len(self.active)
        if len(known) + unknown != len(pack.cards):
            raise FillImpossible("card_count", f"the position places {len(known) + unknown} "
                                               f"cards, the pack has {len(pack.cards)}")
        self._check_points(pack)
        for seat in self.active:
            dealt = self.dealt_size(seat)
            if dealt != self.hand_sizes[seat]:
                raise FillImpossible("card_count", f"seat {seat} would have been dealt "
                                                   f"{dealt} cards, not "
                                                   f"{self.hand_sizes[seat]}")

    def _check_points(self, pack: Pack) -> None:
        """The points taken and the cards still to be played make the pack's total (when
        every card still to be played is named)."""
        held = [c for hand in self.hands.values() for c in hand] + self.current[1]
        named = [c for c in held if c is not None]
        if self.points_taken is None or len(named) < len(held):
            return
        total = sum(CARD_THIRDS[c] for c in pack.cards)
        left = total - sum(CARD_THIRDS[c] for c in named)
        if sum(self.points_taken.values()) != left:
            raise FillImpossible("mismatch", f"the points taken come to "
                                             f"{sum(self.points_taken.values())} thirds, the "
                                             f"cards no longer held to {left}")

    def dealt_size(self, seat: int) -> int:
        played = self.invented + sum(seats.count(seat) for seats in self.seats if seats)
        mine = self.hands[seat] + [c for plays in self.known_plays()
                                   for s, c in plays if s == seat]
        pending = [r for r in self.requests if r["pending"]]  # a card named, none given yet
        moved = sum(r["from"] == seat for r in pending) - sum(r["seat"] == seat for r in pending)
        return len(self.hands[seat]) + len(self.discards[seat]) + played \
            - len(self.bought(seat)) - len(self.from_piles(seat, mine)) + moved

    def bought(self, seat: int) -> list[Card | None]:
        """The cards of the talon parts `seat` bought (None where unknown)."""
        return [c for i in self.taken if self.receivers[i] == seat for c in self.talon[i]]


@dataclass
class Fill:
    """One fill: every place's cards now, the plays in order, and the dealt hands."""

    hands: dict[int, list[Card]]
    discards: dict[int, list[Card]]
    talon: list[list[Card]]
    tricks: list[Trick]
    plays: list[tuple[int, Card]]
    dealt: dict[int, list[Card]]
    report: dict[str, list[Card]]
    where: dict[Place, list[Card]] = field(default_factory=dict)
    """The unknown cards as drawn into each place: what `swapped` exchanges."""
    groups: list[list[Card]] = field(default_factory=list)
    """The cards of the invented tricks."""
    piles: dict[str, list[Card]] = field(default_factory=dict)
    """C3: the named piles as laid out, their unknown cards filled."""
    given: list[Card] = field(default_factory=list)
    """The cards given back in the card requests, in order (`Slots.requests`)."""
    declared: dict[Card, int] = field(default_factory=dict)
    """The cards drawn into a hand for its declarations (`Proven.declared`), each with its
    seat: a repair leaves them there."""


Weight = tuple[float, float, float]
"""Factors by which a tarok, a trump honour (Sküs, Mond, Pagat) beyond that, and a king are
drawn likelier into one seat's hand: what its refused bids and announcements are about."""


def card_weight(card: Card, weight: Weight) -> float:
    if is_trump(card):
        return weight[0] * (weight[1] if card in TRUMP_HONOURS else 1.0)
    return weight[2] if is_king(card) else 1.0


def fill_face_down(slots: Slots, card: Card) -> bool:
    """The law of what may lie face down (players/inference.py). Nor is a tarok drawn there
    where a game hides them (grosstarok.md q9, an option): its law lets them go only from a
    hand of at most three, which the fill does not know."""
    return may_lie_face_down(card, slots.variant) and (not is_trump(card) or card == SKUS)


def fill_unknown(slots: Slots, pack: Pack, rng: random.Random,
                 tarok_weight: dict[int, Weight] | None = None) -> Fill | None:
    """One seeded fill, or None when this draw ran into a dead end (draw again).
    `tarok_weight[seat]` makes a card that much likelier to go to that seat's hand
    (`card_weight`)."""
    known = set(slots.known_now())
    pool = [c for c in pack.cards if c not in known]
    forced = _forced(slots)
    declared = _declared_cards(slots, rng)
    free = [c for c in pool if c not in forced and c not in declared]
    rng.shuffle(free)
    groups = _trick_groups(slots, free, rng)
    if groups is None:
        return None
    for group in groups:
        for card in group:
            free.remove(card)
    where = _place(slots, forced, free, rng, tarok_weight or {}, declared)
    if where is None:
        return None
    fill = _complete(slots, pack, groups, where, rng)
    if fill is not None:
        fill.declared = declared
    return fill


def _declared_cards(slots: Slots, rng: random.Random) -> dict[Card, int]:
    """One drawn card set per declared item that names its cards (`Proven.declared`), the
    cards still to go into the declaring hand, each with its seat."""
    cards: dict[Card, int] = {}
    for declared in sorted(slots.proven.declared, key=lambda d: d.seat):
        for sets in declared.holds:
            choices = slots.holding_choices(declared.seat, sets, cards)
            if choices:
                cards.update((c, declared.seat) for c in rng.choice(choices))
    return cards


def swapped(slots: Slots, pack: Pack, fill: Fill, seat: int, rng: random.Random,
            weight: Weight = (1.0, 1.0, 1.0)) -> Fill | None:
    """`fill` with one unknown card of `seat`'s hand exchanged for an unknown card of
    another place, each card still where the record lets it lie; None if the drawn pair
    may not change places. A fill whose record a seat's choice refuses is repaired so, one
    exchange at a time, instead of drawn again. `weight` (see `card_weight`) makes a card
    likelier to come into the hand, and less likely to leave it."""
    mine = ("hand", seat)
    if fill.where.get(("tarok_discards", seat)) and rng.random() < 0.5:
        mine = ("tarok_discards", seat)  # a tarok laid away unseen (the called one, perhaps)
    bought = _forced(slots) | fill.declared
    own = [i for i, c in enumerate(fill.where.get(mine, ())) if c not in bought]
    others = [(place, i) for place, cards in fill.where.items() if place != mine
              for i, c in enumerate(cards) if c not in bought]
    if not own or not others:
        return None
    def factor(card: Card) -> float:
        return card_weight(card, weight)

    x_index = rng.choices(own, [1 / factor(fill.where[mine][i]) for i in own])[0]
    place, y_index = rng.choices(others, [factor(fill.where[p][i]) for p, i in others])[0]
    x, y = fill.where[mine][x_index], fill.where[place][y_index]
    if not (_allowed(slots, x, place) and _allowed(slots, y, mine)):
        return None
    where = {p: list(cards) for p, cards in fill.where.items()}
    where[mine][x_index], where[place][y_index] = y, x
    repaired = _complete(slots, pack, fill.groups, where, rng)
    if repaired is not None:
        repaired.declared = fill.declared
    return repaired


def _forced(slots: Slots) -> dict[Card, int]:
    """The bought cards named only in their talon part, each with its buyer; and the cards
    of a card request not seen elsewhere, each with the seat it went to."""
    known = set(slots.known_now())
    forced = {c: slots.receivers[i] for i in slots.taken for c in slots.talon[i]
              if c is not None and c not in known}
    forced.update(slots.proven.exchanged)
    return {c: seat for c, seat in forced.items() if c not in known}


def _complete(slots: Slots, pack: Pack, groups, where, rng) -> Fill | None:
    """The fill made of the unknown cards drawn into their places: the invented tricks, the
    plays in order, the bought parts and the dealt hands."""
    hands = {s: _merge(slots.hands[s], where[("hand", s)]) for s in slots.active}
    discards = {s: _merge(slots.discards[s], where[("discards", s)]
                          + where.get(("tarok_discards", s), [])) for s in slots.active}
    merged = {i: _merge(part, where[("talon", i)]) for i, part in enumerate(slots.talon)
              if i not in slots.taken}
    report: dict[str, list[Card]] = {}
    for (kind, index), cards in where.items():
        report.setdefault(f"{kind.replace('tarok_', '')} {index}", []).extend(cards)
    piles = {name: _merge(pile, where.get(("pile", name), []))
             for name, pile in slots.piles.items()}
    invented = _invent(slots, groups, discards, pack, rng)
    if invented is None:
        return None
    tricks = [Trick(leader=t.leader, cards=t.cards, winner=t.winner) for t in invented]
    tricks += [t for t in slots.tricks if t["cards"] is not None]
    plays: list[tuple[int, Card]] = []
    for trick in invented:
        plays.extend(zip(slots.order_from(trick.leader, len(trick.cards)), trick.cards))
    for known in slots.known_plays():
        plays.extend(known)
    for number, trick in enumerate(invented):
        report[f"trick {number + 1}"] = trick.cards
    talon = _buy(slots, merged, hands, discards, plays, rng)
    for i in slots.taken:
        report[f"talon {i}"] = [c for c, named in zip(talon[i], slots.talon[i]) if named is None]
    dealt = {}
    for seat in slots.active:
        held = hands[seat] + discards[seat] + [c for s, c in plays if s == seat]
        came = set(slots.from_piles(seat, held))  # from its own piles (C3), not dealt
        dealt[seat] = [c for c in held if c not in came]
    given = _undo_requests(slots, dealt, hands, plays, rng)  # they followed the talon
    if given is None:
        return None
    for i in slots.taken:
        buyer = slots.receivers[i]
        dealt[buyer] = [c for c in dealt[buyer] if c not in talon[i]]
    if any(len(cards) != slots.hand_sizes[seat]
                            for seat, cards in dealt.items()):
        return None
    return Fill(hands, discards, talon, tricks, plays, dealt, report, where, groups,
                piles, given)


def _undo_requests(slots: Slots, dealt, hands, plays, rng) -> list[Card] | None:
    """The card requests undone, last first, so that `dealt` is each hand as dealt: the
    card named back to its holder, the card given back (drawn from the holder's cards where
    unseen) back to the declarer. Returns the cards given, in order; None if a request
    cannot be undone in this fill."""
    given: list[Card] = []
    for number in range(len(slots.requests) - 1, -1, -1):
        request = slots.requests[number]
        holder, seat, card = request["from"], request["seat"], request["card"]
        named = {r["card"] for r in slots.requests[number:]}  # one named before may be given
        if holder is None:
            continue
        if request["pending"]:  # named, nothing given back yet
            if card not in dealt[seat]:
                return None
            dealt[seat].remove(card)
            dealt[holder].append(card)
            continue
        back = request["given"]
        if back is None:
            held = hands[holder] + [c for s, c in plays if s == holder]
            choices = [c for c in held if c in dealt[holder] and c not in named
                       and c not in given]
            if not choices:
                return None
            back = rng.choice(choices)
        if card not in dealt[seat] or back not in dealt[holder]:
            return None
        dealt[seat].remove(card)
        dealt[holder].remove(back)
        dealt[seat].append(back)
        dealt[holder].append(card)
        given.append(back)
    return given[::-1]


def _trick_groups(slots: Slots, free: list[Card], rng) -> list[list[Card]] | None:
    """Cards for the invented tricks: one suit per trick, drawn at random."""
    size, groups = len(slots.active), []
    by_suit: dict[int, list[Card]] = {}
    for card in free:
        by_suit.setdefault(suit_of(card), []).append(card)
    for _ in range(slots.invented):
        suits = [s for s, cards in sorted(by_suit.items()) if len(cards) >= size]
        if not suits:
            return None
        cards = by_suit[rng.choice(suits)]
        groups.append(cards[:size])
        del cards[:size]
    return groups


def _place(slots: Slots, forced: dict[Card, int], free: list[Card], rng, tarok_weight,
           declared: dict[Card, int]):
    """Deal the unknown cards into the unknown places, most constrained card first; a card
    drawn for a declaration only into its declarer's hand."""
    capacity: dict[Place, int] = {}
    for seat in slots.active:
        capacity[("hand", seat)] = slots.hands[seat].count(None)
        taroks = slots.discard_taroks.get(seat, 0)
        capacity[("discards", seat)] = slots.discards[seat].count(None) - taroks
        if taroks:
            capacity[("tarok_discards", seat)] = taroks
    for index, part in enumerate(slots.talon):
        if index not in slots.taken:
            capacity[("talon", index)] = part.count(None)
    for name, pile in slots.piles.items():  # any card may lie face down in a pile
        capacity[("pile", name)] = pile.count(None)

    def options(card: Card, buyer: int | None) -> list[Place]:
        """Where `card` may go; a bought card only to its buyer's hand or discards."""
        return [(kind, index) for kind, index in capacity
                if (buyer is None or (kind != "talon" and index == buyer))
                and _allowed(slots, card, (kind, index))]

    cards = [(c, options(c, b)) for c, b in forced.items()] + [(c, options(c, None))
                                                                for c in free]
    cards += [(c, [p for p in options(c, seat) if p[0] == "hand"])
              for c, seat in declared.items()]
    cards.sort(key=lambda pair: len(pair[1]))
    left = dict(capacity)
    candidates = Counter(place for _, places in cards for place in places)
    """Per place, how many cards still to be placed may go there."""
    where: dict[Place, list[Card]] = {place: [] for place in capacity}
    for card, places in cards:
        open_places = [p for p in places if left[p] > 0]
        if not open_places:
            return None
        needed = [p for p in open_places if left[p] >= candidates[p]]
        if needed:  # a place that needs every card it may still get takes this one
            place = needed[0]
        else:  # the fewer cards a place may still get for its room, the likelier
            weights = [left[p] / candidates[p] * (card_weight(card, tarok_weight[p[1]])
                                                  if p[0] == "hand" and p[1] in tarok_weight
                                                  else 1.0)
                       for p in open_places]
            place = rng.choices(open_places, weights)[0]
        candidates.subtract(places)
        where[place].append(card)
        left[place] -= 1
    return where


def _allowed(slots: Slots, card: Card, place: Place) -> bool:
    """What the record shows (`Slots.proven`) of a hand, and only plain cards below the
    king face down among the discards."""
    kind, index = place
    if isinstance(index, str):  # a named pile: any card may lie face down there
        return True
    if kind == "hand":
        return not slots.proven.excludes(index, card)
    if kind == "tarok_discards":  # a tarok laid away unseen, its number told (Paskiewitsch)
        return may_be_told_face_down(card)
    return kind != "discards" or fill_face_down(slots, card)


def _merge(pile: list[Card | None], filled: list[Card]) -> list[Card]:
    """The pile with its unknown entries replaced, in order, by the filled cards."""
    cards = iter(filled)
    return [next(cards) if c is None else c for c in pile]


def _invent(slots: Slots, groups: list[list[Card]], discards: dict[int, list[Card]],
            pack: Pack, rng: random.Random) -> list[Invented] | None:
    """The invented tricks: winners chained from the first leader to the next known one,
    chosen so that the declarer's tricks and discards are worth the stated points."""
    if not groups:
        return []
    declarer = slots.declarer
    others = [s for s in slots.active if s != declarer]
    last_winner = slots.next_leader
    chosen = _declarer_tricks(slots, groups, discards, last_winner)
    if chosen is None:
        return None
    tricks: list[Invented] = []
    leader = slots.tricks[0]["leader"] or slots.active[0]
    for index, cards in enumerate(groups):
        stated = slots.tricks[index]["winner"]
        if index == len(groups) - 1 and last_winner is not None:
            stated = last_winner
        if stated is not None:
            winner = stated
        elif slots.points_taken is None or declarer is None:  # no points: no declarer's
            winner = rng.choice(slots.active)
        else:
            winner = declarer if index in chosen else rng.choice(others)
        if stated is not None and slots.points_taken is not None and \
                (winner == declarer) != (index in chosen):
            return None
        order = slots.order_from(leader, len(cards))
        ranked = sorted(cards, key=lambda c: pack.rank[c])
        rest = ranked[:-1]
        rng.shuffle(rest)
        by_seat = dict(zip([s for s in order if s != winner], rest)) | {winner: ranked[-1]}
        tricks.append(Invented(leader, [by_seat[s] for s in order], winner))
        leader = winner
    return tricks


def _declarer_tricks(slots: Slots, groups: list[list[Card]], discards: dict[int, list[Card]],
                     last_winner: int | None) -> set[int] | None:
    """Which invented tricks the declarer wins so that his points are the stated ones
    (a subset sum over the tricks' card points in thirds); any set without points (which
    a position states only with a declarer)."""
    declarer = slots.declarer
    if slots.points_taken is None or declarer is None:
        return set()
    need = slots.points_taken["declarer"] - sum(CARD_THIRDS[c] for c in discards[declarer])
    for trick, winner in zip(slots.tricks, slots.winners):
        if winner == declarer:
            need -= sum(CARD_THIRDS[c] for c in trick["cards"] or ())
    values = [sum(CARD_THIRDS[c] for c in group) for group in groups]
    fixed = {i: slots.tricks[i]["winner"] for i in range(len(groups))
             if slots.tricks[i]["winner"] is not None}
    if last_winner is not None:
        fixed[len(groups) - 1] = last_winner
    reach: dict[int, frozenset[int]] = {0: frozenset()}
    for index, value in enumerate(values):
        step: dict[int, frozenset[int]] = {}
        for total, subset in reach.items():
            if fixed.get(index, declarer) == declarer:
                step.setdefault(total + value, subset | {index})
            if fixed.get(index) != declarer:
                step.setdefault(total, subset)
        reach = step
    return set(reach[need]) if need in reach else None


def _buy(slots: Slots, merged: dict[int, list[Card]], hands: dict[int, list[Card]],
         discards: dict[int, list[Card]], plays: list[tuple[int, Card]], rng: random.Random
         ) -> list[list[Card]]:
    """The talon parts: those not bought as `merged`; the bought parts' unknown cards some of
    their buyer's other cards (not one he got by a card request, which came later)."""
    named = {c for i in slots.taken for c in slots.talon[i] if c is not None} | \
        {r["card"] for r in slots.requests}
    picks = {}
    for buyer in sorted(set(slots.receivers[i] for i in slots.taken)):
        held = hands[buyer] + discards[buyer] + [c for s, c in plays if s == buyer]
        candidates = [c for c in held if c not in named]
        rng.shuffle(candidates)
        picks[buyer] = iter(candidates)
    return [merged[i] if i not in slots.taken else
            [next(picks[slots.receivers[i]]) if c is None else c for c in part]
            for i, part in enumerate(slots.talon)]
