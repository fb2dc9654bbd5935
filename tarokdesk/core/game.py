"""The engine: one deal of one variant, driven by actions.

Verbs read like the game (python-chess, OpenSpiel): `legal_actions()`, `apply(action)`,
`refusal(action)`, `is_terminal`, `view(seat)`. The engine checks the turn and the phase and
delegates the rest to the variant's phases; it never names a variant or a rule.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from tarokdesk.core import refusals as R
from tarokdesk.core.actions import CHANCE, NOBODY, Action
from tarokdesk.core.deal import DEAL, shuffled
from tarokdesk.core.phase import Phase
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, GameState, SettlementError
from tarokdesk.core.variant import Variant, variant_for
from tarokdesk.core.view import History, PublicParts, SeatView

ONLOOKER = -1
"""The person outside the table (a hot-seat screen's onlooker): he sees the public record."""

if TYPE_CHECKING:  # the view module imports this one
    from tarokdesk.core.view import SeatView


class Game:
    def __init__(self, variant: Variant, dealer: int = 0, carry: dict[str, Any] | None = None):
        self.variant = variant
        self.phases = variant.phases
        self.state = GameState(
            variant_id=variant.id, options=dict(variant.settings), n_seats=variant.n_seats,
            dealer=dealer, active=variant.active_seats(dealer), phase=DEAL, to_move=CHANCE,
            carry=copy.deepcopy(variant.sitting.initial_carry() if carry is None else carry),
        )
        dummies = variant.seating.dummy_seats()
        seats = [None if s in dummies else s for s in range(variant.n_seats)]
        self.state.controller, self.state.account = list(seats), list(seats)
        self.state.exposed = [False] * variant.n_seats
        self.log: list[Action] = []
        self.actors: list[int | None] = []
        """C1: the person who made each action of the log (a dummy's player for its own)."""
        self.shown: dict[int, tuple[Action, ...]] = {}
        """Each person's history (OpenSpiel's action-observation history) where it is not the
        log: by place in the log, an action its phase redacts as each person saw it (by
        person, an onlooker last), his own and those he made for a dummy in full. Kept as the
        actions are applied, so that a view shares the log instead of replaying it."""
        self.persons = (*range(variant.n_seats), ONLOOKER)
        self.open_phases = variant.open_phases
        self.public_parts = PublicParts()
        """What every seat's view shows alike, made once for all of them."""
        self._legal: tuple[GameState | None, int, list[Action]] = (None, 0, [])
        """The legal actions last listed, with the state and the log length they were listed
        at: `apply` then checks an action by finding it among them."""

    @classmethod
    def new(cls, variant_id: str, options: dict[str, Any] | None = None,
            n_seats: int | None = None, dealer: int = 0,
            carry: dict[str, Any] | None = None) -> "Game":
        """A deal; `carry` is what the session carries into it (C4; None: a first deal's)."""
        return cls(variant_for(variant_id, options, n_seats), dealer, carry)

    @property
    def carry_after(self) -> dict[str, Any]:
        """The carry this deal hands to the next (C4): its settlement's, else its own."""
        result = self.state.result
        if result is not None and "carry" in result:
            carry: dict[str, Any] = result["carry"]
            return carry
        return self.state.carry

    # --- queries ---------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def to_move(self) -> int:
        return self.state.to_move

    @property
    def is_terminal(self) -> bool:
        return self.state.phase == DONE

    @property
    def is_chance(self) -> bool:
        return self.state.to_move == CHANCE

    @property
    def person_to_act(self) -> int | None:
        """C1: the person who must act now: the seat to move, or the player of its dummy."""
        return self.state.person_of(self.state.to_move)

    @property
    def result(self) -> Settlement | None:
        return self.state.result

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        state = self.state
        if state.phase == DONE or (seat is not None and seat != state.to_move):
            return []
        listed_in, length, legal = self._legal
        if listed_in is not state or length != len(self.log):
            legal = self.phases[state.phase].legal_actions(state)
            self._legal = (state, len(self.log), legal)
        return list(legal)

    def refusal(self, action: Action) -> R.Refusal | None:
        """Why `action` may not be applied now, or None if it may."""
        state = self.state
        if state.phase == DONE:
            return R.Refusal(R.GAME_OVER, "00-general.md Counting", {})
        if action.seat != state.to_move:
            return R.Refusal(R.NOT_YOUR_TURN, "00-general.md Play",
                             {"to_move": state.to_move, "seat": action.seat})
        phase = self.phases[state.phase]
        if action.kind not in phase.kinds:
            return R.Refusal(R.WRONG_PHASE, "00-general.md", {"phase": state.phase,
                                                               "kind": action.kind})
        return phase.refusal(state, action)

    # --- changes ---------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Apply a legal action; raises IllegalAction (with its Refusal) otherwise. An
        action chosen from the legal actions listed for the state as it is now (the same
        action, not one equal to it only as True is to 1) is not checked again."""
        state, log = self.state, self.log
        listed_in, length, legal = self._legal
        found = legal[legal.index(action)] if listed_in is state and length == len(log) \
            and action in legal else None
        if found is not action and (found is None or _typed(found) != _typed(action)):
            refusal = self.refusal(action)
            if refusal is not None:
                raise R.IllegalAction(refusal)
        actor = state.person_of(action.seat)
        phase = self.phases[state.phase]
        if state.phase not in self.open_phases:
            redact = phase.redact
            self.shown[len(log)] = tuple(
                action if person == actor else redact(state, action, person)
                for person in self.persons)
        log.append(action)
        self.actors.append(actor)
        if phase.apply(state, action):
            self._advance()

    def deal_seeded(self, seed: object) -> None:
        """Chance's moves, each a shuffle derived from `seed`: the deal's from
        `f"{seed}/{redeals}"` (redeals draw fresh shuffles), and the k-th chance action after
        it from `f"{seed}/{redeals}/{k}"` (C6: Cayenne's spare pack). Each shuffles what the
        chance phase offers (`legal_actions`: a pack in its order)."""
        following = 0
        while self.is_chance:
            redeals = self.state.redeals
            offer = self.legal_actions()[0]
            self.apply(Action(offer.kind, CHANCE, shuffled(offer.cards,
                                                           chance_key(seed, redeals, following))))
            following = 0 if self.state.redeals != redeals else following + 1

    def _advance(self) -> None:
        state = self.state
        state.phase = self.variant.next_phase(state)
        if state.phase == DONE:
            state.to_move = NOBODY
            state.result = by_account(self.variant.settle(state), state.account)
        else:
            self.phases[state.phase].enter(state)

    # --- copies and views --------------------------------------------------------------------
    def clone(self) -> "Game":
        twin = copy.copy(self)
        twin.state = self.state.copy()
        twin.log = list(self.log)
        twin.actors = list(self.actors)
        twin.shown = dict(self.shown)
        twin.public_parts = PublicParts()
        return twin

    def view(self, seat: int, person: int | None = None) -> SeatView:
        """The view of `seat`'s hand through the eyes of `person` (C1); by default the
        person who plays that hand, so a dummy's controller sees his own hand beside it."""
        return SeatView.of(self, seat, person)

    def history_for(self, person: int) -> History:
        """The log as `person` saw it so far (anyone off the table is an onlooker), shared
        with the game, which only adds to it."""
        return History(self.log, len(self.log), self.shown,
                       person if 0 <= person < len(self.persons) - 1 else ONLOOKER)


def _typed(action: Action) -> tuple[type, type, type, tuple[type, ...]]:
    kind, seat, value = action
    return (type(kind), type(seat), type(value),
            tuple(map(type, value)) if type(value) is tuple else ())


def chance_key(seed: object, redeals: int, following: int) -> str:
    """C6: the seed of a deal's chance action: the deal's own (`following` 0) keeps the key
    of every earlier save, the k-th chance action after it gets its own."""
    return f"{seed}/{redeals}" if following == 0 else f"{seed}/{redeals}/{following}"


def by_account(result: Settlement, account: list[int | None]) -> Settlement:
    """C1: a settlement made hand by hand, its units summed per person by `account` (a
    dummy's units are its settler's). `hand_totals` keeps the hands' own units."""
    if all(a == s for s, a in enumerate(account)):
        return result
    hands = dict(result["totals"])
    persons = {key: 0 for key in hands}
    for key, units in hands.items():
        settler = account[int(key)]
        if settler is None and units:
            raise SettlementError(f"hand {key} is paid {units} units but settles for nobody")
        if settler is not None:
            persons[str(settler) if isinstance(key, str) else settler] += units
    return {**result, "totals": persons, "hand_totals": hands}
