"""Reaching a game from a record: the record's actions applied in turn through the engine
(`Game.refusal`/`apply`), so that the game reached stands exactly where the record says, every
rule checked on the way. The expert's rebuild of a sampled deal, position loading and the
book's problems all reach their games here.

A person's record (`SeatView.history`) has holes: an action hidden from him shows its value
None, or the part he saw (`Phase.redact`). A hole is filled by a `Fill`, which picks one of
the actions he would have seen so (`Phase.unredacted`: the variant's own phases say where a
hidden choice could have gone, as OpenSpiel's games implement ResampleFromInfostate).
`Assignment` is the fill from a placement of the cards (a sampled deal).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from functools import lru_cache
from itertools import chain

from tarokdesk.cards.card import Card
from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.deal import DEAL, shuffled
from tarokdesk.core.game import Game
from tarokdesk.core.refusals import IllegalAction, Refusal
from tarokdesk.core.variant import Variant

Fill = Callable[[Game, Action, list[Action]], "Action | None"]
"""(the game, a hole of the record, the actions it may stand for) -> the action taken there,
or None where none fits."""
Watch = Callable[[Game, Action], None]
"""Sees each entry of the record (as recorded) with the game it is about to be made in."""
THROW_IN_TRIES = 5000
"""Shuffles tried for one that a deal throws in (a hand without a tarok, ...)."""


class Unreached(Exception):
    """The record cannot be followed from where the game stands: `entry` is refused
    (`refusal`), and nothing its person could have seen so fills it."""

    def __init__(self, entry: Action, refusal: Refusal | None):
        super().__init__(f"{entry} cannot be followed"
                         + (f": {refusal.code}" if refusal is not None else ""))
        self.entry = entry
        self.refusal = refusal


def reach(game: Game, record: Iterable[Action], person: int | None = None,
          fill: Fill | None = None, watch: Watch | None = None) -> Game:
    """`game` with the actions of `record` applied in turn (a generator may read the game as
    it goes). An entry the engine refuses is a hole of `person`'s record, filled by `fill`
    (a deal's shuffle, which no phase lists, is the fill's own). Raises Unreached."""
    for entry in record:
        if watch is not None:
            watch(game, entry)
        refusal = game.refusal(entry)
        action = entry
        if refusal is not None:
            options = hidden(game, entry, person)
            filled = fill(game, entry, options) if fill is not None and (
                options or entry.seat == CHANCE) else None
            if filled is None:
                raise Unreached(entry, refusal)
            action = filled
        try:
            game.apply(action)
        except IllegalAction as error:
            raise Unreached(entry, error.refusal) from None
    return game


def hidden(game: Game, entry: Action, person: int | None) -> list[Action]:
    """The actions that `person` would have seen as `entry` now (none for his own, which he
    saw whole)."""
    state = game.state
    if person is None or entry.seat != state.to_move or state.person_of(entry.seat) == person:
        return []
    return game.phases[state.phase].unredacted(state, entry, person)


def cards_of(value: object) -> frozenset[Card]:
    """The cards an action's value names (Action's convention: an int, or a tuple of them)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return frozenset((value,))
    if isinstance(value, tuple) and all(isinstance(c, int) for c in value):
        return frozenset(value)
    return frozenset()


class Assignment:
    """The fill of a record by a placement of the cards (a sampled deal): the record's deals
    are the shuffles `deals` in turn (those thrown in first, `thrown_in`); a further chance
    action is the one its phase restores; a hidden card is the first its actor may have
    played (in the phase's order) that he does not hold in the end (`hands`) nor the record
    shows him using, and that then lies where the placement has it: in a hand that holds it
    in the end or shows it later, or in none if no hand does."""

    def __init__(self, deals: Sequence[Sequence[Card]], hands: Mapping[int, Collection[Card]],
                 record: Iterable[Action]):
        self.deals = [tuple(deck) for deck in deals]
        self.holds: dict[int, set[Card]] = {seat: set(cards) for seat, cards in hands.items()}
        for entry in record:
            if entry.seat >= 0:
                self.holds.setdefault(entry.seat, set()).update(cards_of(entry.value))
        self.anywhere = set().union(*self.holds.values())
        self.stuck: tuple[int, set[Card]] | None = None
        """Where a hidden card could not be found: the seat, and the cards it held then
        that the placement had it give up."""

    def __call__(self, game: Game, entry: Action, options: list[Action]) -> Action | None:
        if entry.seat == CHANCE:
            if entry.kind != DEAL:
                return options[0]
            return Action(DEAL, CHANCE, self.deals.pop(0)) if self.deals else None
        keep = self.holds.get(entry.seat, set())
        found = next((action for action in options if (cards := cards_of(action.value))
                      and not cards & keep and self._lands(game, action, cards)), None)
        if found is None:
            self.stuck = (entry.seat, {card for card in game.state.hands[entry.seat]
                                       if card not in keep})
        return found

    def _lands(self, game: Game, action: Action, cards: frozenset[Card]) -> bool:
        after = game.clone()
        after.apply(action)
        hands = after.state.hands
        for card in cards:
            holder = next((seat for seat, hand in enumerate(hands) if card in hand), None)
            if holder is None and card in self.anywhere or \
                    holder is not None and card not in self.holds.get(holder, ()):
                return False
        return True


def deals_in(record: Iterable[Action]) -> int:
    """How many deals a record holds (those thrown in and the one played)."""
    return sum(entry.kind == DEAL for entry in record)


@lru_cache(maxsize=64)
def thrown_in(variant: Variant, dealer: int) -> tuple[Card, ...]:
    """A shuffle the deal throws in, for a record's deals before the one played (which cards
    they dealt plays no part); ValueError where none is found."""
    pack = tuple(Game(variant, dealer).legal_actions()[0].cards)
    tries = chain((pack, pack[::-1]),  # dealt in the pack's order, a hand is one suit or none
                  (shuffled(pack, f"thrown in/{number}") for number in range(THROW_IN_TRIES)))
    for deck in tries:
        game = Game(variant, dealer)
        game.apply(Action(DEAL, CHANCE, deck))
        if game.is_chance and game.state.redeals:
            return deck
    raise ValueError(f"{variant.id} throws no deal in")
