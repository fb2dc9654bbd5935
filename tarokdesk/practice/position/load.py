"""Loading a position: a real `Game` that reaches it through legal actions only, its
unknown cards filled from a seed (`fill.py`), drawn again or repaired where the record refuses
a fill, and the fill reported."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tarokdesk.cards.card import card_name
from tarokdesk.core.game import Game
from tarokdesk.practice.position.fill import Fill, Weight, fill_unknown, swapped
from tarokdesk.practice.position.format import PositionError, parse_position
from tarokdesk.practice.position.record import reach_position
from tarokdesk.practice.position.slots import position_slots

FILL_TRIES = 400
"""Seeded fills tried before a position with unknown cards is refused as impossible."""
FRESH_DRAW_EVERY = 2
"""While repairing a fill, one try in this many draws afresh (a repair may be stuck where
a fresh draw weighted for the refused seat is not)."""
REPAIR_STREAK = 24
"""Tries over which the repairs exchange cards under one weighting of `TAROK_WEIGHTS`."""
TAROK_WEIGHTS: tuple[Weight, ...] = (
    (4, 1, 1), (0.25, 1, 1), (16, 1, 1), (0.06, 1, 1), (2, 1, 1), (0.5, 1, 1),
    (1, 8, 0.25), (1, 4, 4), (1, 8, 8), (4, 8, 0.1), (1, 1, 8), (1, 0.25, 1))
"""When a seat's bid or announcement is refused under a fill, what a hand backs there is
mostly about its taroks, trump honours and kings (a stated tarok count, Courage, the Pagat
for Pagat Ultimo, honours such as Neunzehnerrufen's trull without a king or Honneurs):
later draws and repairs weight them in that seat's unknown cards by these factors in turn
(`fill.card_weight`)."""


@dataclass
class FillReport:
    """Which cards were filled in where ("hand 1", "talon 0", "discards 2", "trick 3"),
    from which seed; empty when the position named every card."""

    seed: str
    filled: dict[str, list[str]] = field(default_factory=dict)
    invented_tricks: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "filled": self.filled, "invented_tricks": self.invented_tricks}

    def lines(self) -> list[str]:
        return [f"filled {place}: {' '.join(names)}" for place, names in self.filled.items()]


def load_position(data: Any, seed: object = 0) -> tuple[Game, FillReport]:
    """A game that has reached the position through legal actions, and the report of the
    cards filled in. Unknown cards are drawn from `seed`; a fill that some later action
    refuses (a hand thrown in, an announcement its holder could not make) is drawn again,
    or, where a seat's choice refused it, repaired: the fill that got furthest through the
    record has a card of that seat's hand exchanged, and the exchange is kept unless the
    record then stops earlier (several seats' holdings are met one after the other)."""
    position = parse_position(data)
    try:
        game = Game.new(position.variant, position.options, position.n_seats, position.dealer,
                        position.carry or None)
    except (ValueError, TypeError) as error:
        raise PositionError("variant", str(error)) from None
    try:
        game.variant.sitting.check_carry(game.state.carry)
    except ValueError as error:
        raise PositionError("carry", str(error)) from None
    slots = position_slots(game, position)
    report = FillReport(str(seed))
    refused: PositionError | None = None
    best: tuple[int, Fill] | None = None
    """How far the furthest fill got through the record, and that fill."""
    tarok_weight: dict[int, Weight] = {}
    for attempt in range(FILL_TRIES):
        rng = random.Random(f"{seed}/{attempt}")
        seat = None if refused is None else refused.seat
        repair = seat is not None and best is not None and attempt % FRESH_DRAW_EVERY
        if seat is not None:  # a repair keeps one weighting for a streak, so that it drifts
            step = attempt // REPAIR_STREAK if repair else attempt
            tarok_weight[seat] = TAROK_WEIGHTS[step % len(TAROK_WEIGHTS)]
        fill: Fill | None
        if repair and seat is not None and best is not None:
            fill = swapped(slots, game.variant.pack, best[1], seat, rng, tarok_weight[seat])
        else:
            fill = fill_unknown(slots, game.variant.pack, rng, tarok_weight)
        if fill is None:
            continue
        candidate = Game(game.variant, position.dealer, game.state.carry)
        try:
            reach_position(candidate, position, fill, str(seed))
        except PositionError as error:
            if not slots.has_unknown:
                raise
            if best is None or len(candidate.log) >= best[0]:
                best, refused = (len(candidate.log), fill), error
            continue
        report.filled = {place: [card_name(c) for c in cards]
                         for place, cards in fill.report.items() if cards}
        report.invented_tricks = slots.invented
        return candidate, report
    last = f" (last: {refused})" if refused else ""
    raise PositionError("no_fill", f"no fill of the unknown cards reaches the position in "
                                   f"{FILL_TRIES} tries{last}")
