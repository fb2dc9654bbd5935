"""Deal programmes beyond 00-general.md's talon-and-packets (architecture §4): the 78-card
games deal the dealer more than the others, and he lays the surplus away as his Scat.

`ProgramDeal` deals `DealSchedule.packets` round the active seats from the Vorhand, with the
dealer's own packet of each round taken from `dealer_packets` (Grosstarok: five rounds of 5,
the dealer 8 in the last, grosstarok.md "Deal" 3). `Scat` lets the dealer lay away his
surplus one card at a time under the variant's law (`refusal(state, card)`), showing
the cards `shown(state, card)` says must be shown (Codex §12); `TalonScat` is Tarok-L'Hombre's
talon form, where l'Hombre buys a talon and lays his own Scat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from tarokdesk.cards.card import Card
from tarokdesk.cards.packs import Pack
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action, kept_actions
from tarokdesk.core.deal import DealPhase
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import Variant
from tarokdesk.rules.kinds import PhaseWord

SCAT: Final[PhaseWord] = "discard"
"""The Scat's phase and action kind: a discard like the talon's, so the table lays it through
its discard tray and names it as one."""


class ProgramDeal(DealPhase):
    """A `DealPhase` whose dealer takes `dealer_packets[i]` in round i instead of
    `packets[i]`; the pack must come out even (checked when the phase is built), unless the
    rest goes to the schedule's `stock` (Taroc en deux's 25 dead cards)."""

    def __init__(self, variant: Variant, dealer_packets: tuple[int, ...]):
        super().__init__(variant)
        if len(dealer_packets) != len(self.schedule.packets):
            raise ValueError("one dealer packet per round")
        self.dealer_packets = dealer_packets
        dealt = sum(self.schedule.talon_parts) + sum(dealer_packets)
        dealt += (len(variant.active_seats(0)) - 1) * sum(self.schedule.packets)
        if dealt != len(self.pack.cards) and not (self.schedule.stock
                                                  and dealt < len(self.pack.cards)):
            raise ValueError(f"the programme deals {dealt} of {len(self.pack.cards)} cards")

    def packet_sizes(self, state: GameState, seat: int) -> tuple[int, ...]:
        return self.dealer_packets if seat == state.dealer else self.schedule.packets


class Scat(Phase):
    """The dealer lays `size` cards away as his Scat ("Er liegt"), into `state.discards`,
    where they count for him. `refusal(state, card)` is the variant's law for one card of the
    dealer's hand; `shown(state, card)` whether it is laid face up for all."""

    name = SCAT
    kinds = frozenset({SCAT})

    def __init__(self, size: int, refusal: Callable[[GameState, Card], R.Refusal | None],
                 shown: Callable[[GameState, Card], bool], rule: str):
        self.size = size
        self.law = refusal
        self.shown = shown
        self.rule = rule

    def layer(self, state: GameState) -> int:
        """Who lays the Scat away: the dealer."""
        return state.dealer

    def enter(self, state: GameState) -> None:
        state.to_move = self.layer(state)

    def remaining(self, state: GameState) -> int:
        return self.size - len(state.discards[self.layer(state)])

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        return kept_actions(SCAT, seat,
                            [c for c in state.hands[seat] if self.law(state, c) is None])

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        card = action.value
        if not isinstance(card, int) or card not in state.hands[action.seat]:
            return R.Refusal(R.CARD_NOT_IN_HAND, self.rule, {"card": card})
        return self.law(state, card)

    def apply(self, state: GameState, action: Action) -> bool:
        state.hands[action.seat].remove(action.card)
        state.discards[action.seat].append(action.card)
        return self.remaining(state) == 0

    def redact(self, state: GameState, action: Action, seat: int) -> Action:
        if seat == action.seat or self.shown(state, action.card):
            return action
        return Action(SCAT, action.seat, None)


class TalonScat(Scat):
    """tarok-lhombre.md "Talon sub-variant" (5070-5074): the declarer buys the whole talon,
    face down (seen by him alone), and lays `size` cards into a Scat of his own, which counts
    for him, under the same law as the dealer's."""

    def __init__(self, pack: Pack, size: int,
                 refusal: Callable[[GameState, Card], R.Refusal | None],
                 shown: Callable[[GameState, Card], bool], rule: str):
        super().__init__(size, refusal, shown, rule)
        self.pack = pack

    def layer(self, state: GameState) -> int:
        return state.declarer_seat

    def enter(self, state: GameState) -> None:
        hand = state.hands[state.declarer_seat]
        for part in state.talon_parts:
            hand.extend(part)
        hand.sort(key=self.pack.sort_key)
        state.talon_owner = ["taken"] * len(state.talon_parts)
        super().enter(state)
