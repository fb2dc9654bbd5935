"""The parts of a game's engine that practice reads beyond what every `Phase` offers: the
deal's layout (its order, packets and pack order), the trick play (its rules, who wins a
trick) and the sides of a game with partners. A variant's phases are stored as plain
`Phase`s; each part is taken here with a check of what it is, so that a game that lacks one
fails by name rather than by a missing attribute somewhere later."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from tarokdesk.cards.card import Card
from tarokdesk.core.deal import DEAL
from tarokdesk.core.game import Game
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import Variant
from tarokdesk.rules.trickplay import PLAY, TrickPlay


@runtime_checkable
class Dealing(Protocol):
    """What a deal phase tells of the deal it makes: a `DealPhase`, or a phase wrapping one
    (the knock, rules/knocking.py)."""

    def order(self, state: GameState) -> tuple[int, ...]: ...

    def packet_sizes(self, state: GameState, seat: int) -> tuple[int, ...]: ...

    def hand_size(self, state: GameState, seat: int) -> int: ...

    def stacked(self, state: GameState, hands: dict[int, list[Card]],
                talon: Sequence[Card] = ()) -> list[Card]: ...

    def turned_up(self, state: GameState) -> Card | None: ...


@runtime_checkable
class Sided(Protocol):
    """A variant whose seats play on sides (the declarer's and the defenders')."""

    def side_of(self, state: GameState, seat: int) -> str: ...


def dealing(game: Game) -> Dealing:
    phase = game.phases[DEAL]
    if not isinstance(phase, Dealing):
        raise TypeError(f"{game.variant.id}: the deal phase tells nothing of its deal")
    return phase


def trick_play(variant: Variant) -> TrickPlay:
    phase = variant.phases[PLAY]
    if not isinstance(phase, TrickPlay):
        raise TypeError(f"{variant.id}: the play phase is not a trick play")
    return phase


def sides(variant: Variant) -> Sided:
    if not isinstance(variant, Sided):
        raise TypeError(f"{variant.id} names no sides")
    return variant


def packets(game: Game) -> dict[int, tuple[int, ...]]:
    """Per active seat, the packets the deal phase gives it (a deal programme gives the
    dealer more: rules/dealing.py)."""
    deal = dealing(game)
    return {seat: deal.packet_sizes(game.state, seat) for seat in game.state.active}
