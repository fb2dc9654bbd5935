"""Buying from the talon step by step, each further look raising the multiplier ("-malig").

The Dreier-Zweier-Einer ladder of Steyerisch-Tarok (steyerisch-tarok.md "Talon procedure and
the multiplier m"), reused by Ungarisch-Tarok (Cap. VIII) and planned for Tarok mit Blocks: the
six talon cards, kept in order from the top, are split into equal parts (two halves, three
pairs or six singles). The declarer turns up the parts one at a time in a fixed order and may
take the part just turned up; once all are seen he may go back to an earlier one. What each
choice is worth is data (`TalonWalk`), so a rule file's ranges can be corrected without code.
Every part turned up lies face up for all (steyerisch-tarok.md "Talon procedure" 4).

Tarok mit Blocks looks privately instead (tarok-mit-blocks.md "Talon" 1-2): the declarer
alone looks at a part; taking it at first sight shows nothing, looking further turns the part
passed over face up for all, and going back shows the part left last. There, once every part
is seen, he may also throw in ("Schleifen", "Talon" 8) before laying away.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, NotRequired, final

from tarokdesk.cards.packs import Pack
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Fact
from tarokdesk.core.state import GameState
from tarokdesk.rules.talon import REVEAL, TalonChoice, TalonRecord, part_chosen, take, taken_part


@final
class StepRecord(TalonRecord):
    """The parts seen so far, in the order turned up, the game's fold once a part is taken,
    and whether the declarer threw the deal in instead."""

    seen: list[int]
    multiplier: int | None
    thrown_in: NotRequired[bool]


KEY: Final = Fact[StepRecord]("talon")


def fold(state: GameState) -> int:
    """The fold the talon part taken gives the game."""
    multiplier = state.extra[KEY]["multiplier"]
    if multiplier is None:
        raise ValueError("no talon part taken yet")
    return multiplier

THROW_IN = "schleifen"


@dataclass(frozen=True)
class TalonWalk:
    """One contract's walk through the talon.

    `parts`: how many equal parts the talon is split into, from the top; `order`: the part
    indices in the order they are turned up; `looked[k]`: the multiplier for taking the k-th
    part turned up, straight after turning it; `back[i]`: the multiplier for going back to part
    i once every part has been seen (None where going back is not possible: the part seen
    last is simply taken)."""

    parts: int
    order: tuple[int, ...]
    looked: tuple[int, ...]
    back: tuple[int | None, ...]
    open: bool = False
    """Every part turned up at once (the Viennese way): all are seen from the start."""


def all_shown(parts: int, fold: int) -> TalonWalk:
    """The Viennese way (zwoelfer-tarok.md "Vienna method"): every part face up at once, any
    taken at the same fold."""
    return TalonWalk(parts, tuple(range(parts)), (fold,) * parts, (fold,) * parts, open=True)


def ladder(parts: int, start: int, level: int, back_step: int = 0) -> TalonWalk:
    """The Steyerisch pattern (steyerisch-tarok.md "Talon procedure" 1-3): turn up part
    `start` first and the others in cyclic order; the k-th look taken pays level + k; going
    back after seeing all pays level + parts, plus `back_step` for each part the one gone back
    to lies below the top (the Einer: card j pays 6 + j)."""
    order = tuple((start + k) % parts for k in range(parts))
    looked = tuple(level + k for k in range(parts))
    back = tuple(None if i == order[-1] else level + parts + back_step * i
                 for i in range(parts))
    return TalonWalk(parts, order, looked, back)


class StepwiseTalon(TalonChoice):
    """The declarer turns up talon parts one at a time and takes one; `walk_of(state)` gives
    the contract's `TalonWalk`. On entering, the talon (dealt as single cards) is regrouped
    into the walk's parts, so `talon_parts`, `talon_shown` and `talon_owner` speak of the parts
    the players see, and the discard that follows knows how many cards were bought."""

    def __init__(self, pack: Pack, walk_of: Callable[[GameState], TalonWalk], rule: str,
                 private: bool = False, throw_in: bool = False):
        """`private`: parts are looked at by the declarer alone (`seen` in the substate; a
        variant's `seen_by` shows them to him) and turned up only when passed over or when
        he goes back; `throw_in`: once every part is seen he may throw in instead."""
        self.pack = pack
        self.walk_of = walk_of
        self.rule = rule
        self.private = private
        self.throw_in = throw_in

    def enter(self, state: GameState) -> None:
        walk = self.walk_of(state)
        cards = [c for part in state.talon_parts for c in part]
        size = len(cards) // walk.parts
        state.talon_parts = [cards[i * size:(i + 1) * size] for i in range(walk.parts)]
        state.talon_shown = [False] * walk.parts
        state.talon_owner = [""] * walk.parts
        seen = list(walk.order) if walk.open else [walk.order[0]]
        for part in seen:
            state.talon_shown[part] = not self.private
        state.extra[KEY] = StepRecord(seen=seen, taken=None, multiplier=None)
        state.to_move = state.declarer_seat

    def choices(self, state: GameState) -> list[str]:
        walk = self.walk_of(state)
        seen = state.extra[KEY]["seen"]
        if len(seen) < walk.parts:
            return [take(seen[-1]), REVEAL]
        return [take(i) for i in range(walk.parts)
                if i == seen[-1] or walk.back[i] is not None] + \
            ([THROW_IN] if self.throw_in else [])

    def multiplier(self, state: GameState, part: int) -> int:
        walk = self.walk_of(state)
        seen = state.extra[KEY]["seen"]
        if part == seen[-1]:
            return walk.looked[len(seen) - 1]
        back = walk.back[part]
        if back is None:
            raise ValueError(f"talon part {part} cannot be taken back")
        return back

    def folds(self, state: GameState) -> dict[str, int]:
        """Each choice's m: taking the part just seen, going back to one, or (for turning up
        the next) taking that next part."""
        walk = self.walk_of(state)
        seen = state.extra[KEY]["seen"]
        folds = {}
        for choice in self.choices(state):
            if choice == REVEAL:
                folds[choice] = walk.looked[len(seen)]
            elif (part := taken_part(choice)) is not None:  # throwing in multiplies nothing
                folds[choice] = self.multiplier(state, part)
        return folds

    def apply(self, state: GameState, action: Action) -> bool:
        talon = state.extra[KEY]
        walk = self.walk_of(state)
        if action.value == THROW_IN:
            talon["thrown_in"] = True
            return True
        if action.value == REVEAL:
            state.talon_shown[talon["seen"][-1]] = True  # the part passed over is shown
            part = walk.order[len(talon["seen"])]
            talon["seen"].append(part)
            state.talon_shown[part] = not self.private
            return False
        part = part_chosen(action.value)
        if part != talon["seen"][-1]:
            state.talon_shown[talon["seen"][-1]] = True  # going back shows the part left
        talon["multiplier"] = self.multiplier(state, part)
        self.buy(state, part)
        return True
