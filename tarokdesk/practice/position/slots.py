"""Where every card of a position lies at its moment, and what is unknown (`Slots`, the
fill's input): the counts checked, the talon parts bought and by whom, the card requests, the
turned-up card and what the record proves (`Proven.of_record`, as the players read a view),
so that a fill can only fail on the rules."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from tarokdesk.cards.card import Card, card_from_name, card_name
from tarokdesk.core.actions import CHANCE, NOBODY, Action, Choice
from tarokdesk.core.deal import DEAL
from tarokdesk.core.game import Game
from tarokdesk.core.state import DONE, pile_owner
from tarokdesk.players.inference import (Constraints, Proven, exchanged_cards,
                                         ruled_out_by_discard)
from tarokdesk.practice.engine_parts import dealing, packets, trick_play
from tarokdesk.practice.position.fill import FillImpossible, Request, Slots
from tarokdesk.practice.position.format import (
    CHOICES, REQUESTS_FROM, UNKNOWN, Position, PositionError, malformed,
)
from tarokdesk.rules.announcements import DECLARE
from tarokdesk.rules.exchange import GIVE, NAME
from tarokdesk.rules.talon import taken_part
from tarokdesk.rules.trickplay import TrickRules


def position_slots(game: Game, position: Position) -> Slots:
    """Where every card of the position lies now, and what is unknown: the fill's input.
    Checks the counts, so that a fill can only fail on the rules."""
    state, n = game.state, game.state.n_seats
    if len(position.hands) != n:
        raise malformed(f"hands has {len(position.hands)} entries for {n} seats")
    for where, seat in _seats_named(position):
        if seat is not None and not 0 <= seat < n:
            raise malformed(f"{where}: {seat} is not a seat of the table of {n}")
    discards = position.discards or [[] for _ in range(n)]
    if len(discards) != n:
        raise malformed(f"discards has {len(discards)} entries for {n} seats")
    for seat in range(n):
        if seat not in state.active and (position.hands[seat] or discards[seat]):
            raise PositionError("card_count", f"seat {seat} is not dealt in, yet holds cards")
    schedule = game.variant.deal
    talon: list[list[Card | None]] = position.talon if position.talon is not None else \
        [[None] * size for size in schedule.talon_parts]
    if sum(map(len, talon)) != sum(schedule.talon_parts):
        raise PositionError("card_count", f"the talon has {sum(map(len, talon))} cards, "
                                          f"not {sum(schedule.talon_parts)}")
    taken = _taken_parts(position, talon)
    receivers = _receivers(position, taken)
    if any(seat not in state.active for seat in receivers.values()):
        raise malformed("a talon part is bought by a seat that is not dealt in")
    requests = _requests(position)
    discards = [list(pile) for pile in discards]
    for request in requests:  # a card not available lies in a Scat (rules/exchange.py)
        card = request["card"]
        if request["from"] is None and not any(card in pile for pile in discards):
            scat = next((pile for pile in sorted(discards, key=lambda p: p is not discards[
                position.dealer]) if None in pile), None)
            if scat is None:
                raise PositionError("mismatch", f"{card_name(card)} was not available, yet "
                                                f"no Scat has room for it")
            scat[scat.index(None)] = card
    slots = Slots(
        active=tuple(state.active), declarer=position.declarer,
        hands={s: list(position.hands[s]) for s in state.active},
        discards={s: list(discards[s]) for s in state.active},
        talon=[list(p) for p in talon], taken=taken, receivers=receivers,
        discard_taroks={s: n for s, n in enumerate(position.discard_taroks) if n},
        tricks=[t.copy() for t in position.tricks],
        current=position.trick or (None, []),
        points_taken=position.points_taken,
        hand_sizes={s: sum(p) for s, p in packets(game).items()},
        variant=game.variant,
        piles=_laid_piles(position, game),
        requests=requests,
    )
    slots.owners = {name: pile_owner(name) for name in slots.piles}
    if position.points_taken is not None and (
            position.declarer is None or not game.variant.strategy.alone(position.contract)):
        raise PositionError("unsupported", "points_taken needs a declarer who plays alone")
    rules = _trick_rules(game, position.turned_up)
    try:
        slots.resolve(state.vorhand, rules, position.to_move)
        if position.turned_up is not None:
            _place_turned_up(slots, position.turned_up, dealing(game).order(state)[-1])
        slots.check(game.variant.pack)
    except FillImpossible as error:
        raise PositionError(error.reason, str(error)) from None
    slots.proven = _proven(slots, rules, _declared(position))
    return slots


def _proven(slots: Slots, rules: TrickRules, declared: dict[int, list[str]]) -> Proven:
    """What the position's record proves of the hands, read by the players' one model from
    the parts a position states: the known plays, each seat's declarations (it held what it
    holds or played), what each buyer's finished discard left him without, and where the
    card requests took each card (those not lying in a Scat)."""
    pack = slots.variant.pack.cards
    discarded = {seat: ruled_out_by_discard(slots.discards[seat], len(slots.bought(seat)), pack)
                 for seat in {slots.receivers[i] for i in slots.taken}}
    exchanged = exchanged_cards((r["seat"], r["card"], r["from"], r["given"])
                                for r in slots.requests if r["from"] is not None)
    return Proven.of_record(slots.variant, Constraints.of_plays(rules, slots.active,
                                                                slots.known_plays()),
                            declared, slots.held_by, discarded, exchanged)


def _seats_named(position: Position) -> Iterator[tuple[str, int | None]]:
    """Every seat number the position states, with where it stands."""
    yield "dealer", position.dealer
    yield "declarer", position.declarer
    if not (position.phase == DONE and position.to_move == NOBODY):  # an ended deal's
        yield "to_move", position.to_move
    for index, trick in enumerate(position.tricks):
        yield f"tricks[{index}].leader", trick["leader"]
        yield f"tricks[{index}].winner", trick["winner"]
    if position.trick is not None:
        yield "trick.leader", position.trick[0]
    said = {"auction": position.auction, "talon_choices": position.talon_choices,
            "announcements": position.announcements, "declarations": position.declarations}
    seats = {key: [entry[0] for entry in entries or ()] for key, entries in said.items()}
    seats.update({kind: [entry[0] for entry in entries]
                  for kind, entries in position.choices.items()})
    for key, named in seats.items():
        for index, seat in enumerate(named):
            yield f"{key}[{index}]", seat
    for index, receiver in enumerate(position.talon_receivers or ()):
        yield f"talon_receivers[{index}]", receiver
    for index, holder in enumerate(position.requests_from or ()):
        yield f"{REQUESTS_FROM}[{index}]", holder


def _trick_rules(game: Game, turned: Card | None) -> TrickRules:
    """The deal's trick rules, by which the record's leaders follow from its winners: where
    the deal turns up a card (Whist's trump), those of a scratch deal that turns it up."""
    play = trick_play(game.variant)
    if turned is None:
        return play.rules
    scratch = game.clone()
    scratch.apply(Action(DEAL, CHANCE, tuple(c for c in game.variant.pack.cards if c != turned)
                         + (turned,)))
    return play.rules_in(scratch.state)


def _place_turned_up(slots: Slots, card: Card, last: int) -> None:
    """The turned-up card was dealt to the `last` hand: it holds or played it; named nowhere,
    it takes the place of one of that hand's unknown cards."""
    if card not in slots.known_now():
        hand = slots.hands[last]
        if None not in hand:
            raise FillImpossible("mismatch", f"seat {last} was dealt the turned-up "
                                             f"{card_name(card)} but holds no unknown card")
        hand[hand.index(None)] = card
        return
    played = [c for plays in slots.known_plays() for s, c in plays if s == last]
    if card not in (*slots.hands[last], *slots.discards[last], *played):
        raise FillImpossible("mismatch", f"the turned-up {card_name(card)} is neither held "
                                         f"nor played by seat {last}, who was dealt it")


def _requests(position: Position) -> list[Request]:
    """The card requests in order: {seat, card, from (None: not available), given (None:
    not seen)}; a card not available lay in a Scat, which the fill then holds it in."""
    names = position.choices.get(NAME, [])
    holders = position.requests_from or []
    if len(holders) != len(names):
        raise malformed(f"{REQUESTS_FROM} needs one entry per card named")
    gives = deque(position.choices.get(GIVE, []))
    requests: list[Request] = []
    for number, (entry, holder) in enumerate(zip(names, holders)):
        seat, card = entry[0], entry[1]
        given: str | None = None
        pending = False
        if holder is not None:
            if gives:
                given = gives.popleft()[1]
            elif number == len(names) - 1:
                pending = True  # the position stands before the card is given back
            else:
                raise malformed(f"{CHOICES}.{GIVE}: a card named from seat {holder} is "
                                 f"never given back for")
        requests.append({"seat": seat, "card": card_from_name(card), "from": holder,
                         "given": None if given in (None, UNKNOWN) else card_from_name(given),
                         "pending": pending})
    return requests


def _declared(position: Position) -> dict[int, list[str]]:
    """Per seat, the items it declared ("declare:<item>" choices)."""
    items: dict[int, list[str]] = {}
    for seat, said in position.declarations or ():
        named = Choice.parse(said)
        if named.verb == DECLARE and named.item is not None:
            items.setdefault(seat, []).append(named.item)
    return items


def _laid_piles(position: Position, game: Game) -> dict[str, list[Card | None]]:
    """The position's piles, or, where it names none, the stock still face down."""
    if position.piles is not None:
        return {name: list(pile) for name, pile in position.piles.items()}
    schedule = game.variant.deal
    if not schedule.stock:
        return {}
    dealt = sum(schedule.talon_parts) + sum(map(sum, packets(game).values()))
    return {schedule.stock: [None] * (len(game.variant.pack.cards) - dealt)}


def _taken_parts(position: Position, talon: list[list[Card | None]]) -> tuple[int, ...]:
    """The talon parts the declarer bought: those 'take:i' names, and `talon_taken`."""
    chosen = {part for _, choice in position.talon_choices or ()
              if (part := taken_part(choice)) is not None}
    parts = tuple(sorted(chosen | set(position.talon_taken or ())))
    if any(not 0 <= part < len(talon) for part in parts):
        raise malformed("talon_taken names a part the talon does not have")
    return parts


def _receivers(position: Position, taken: tuple[int, ...]) -> dict[int, int]:
    """Who bought each taken part: the seat that chose 'take:i' (each buyer of a split talon
    takes his own part), else `talon_receivers`, else the declarer, who must be given."""
    declarer = position.declarer
    if not taken:
        return {}
    if declarer is None:
        raise malformed("a talon part is taken, so the declarer must be given")
    named = {part: seat for seat, choice in position.talon_choices or ()
             if (part := taken_part(choice)) is not None}
    stated = dict(zip(position.talon_taken or (), position.talon_receivers or ()))
    return {part: named.get(part, stated.get(part, declarer)) for part in taken}
