"""The expert player: the standard player's bidding, talon, discard and announcements, and
Perfect-Information Monte Carlo card play within a time budget per decision."""

from __future__ import annotations

import random
import time

from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core.actions import Action
from tarokdesk.core.variant import variant_class
from tarokdesk.core.view import SeatView
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.heuristic.cardplay import sides
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.sampler import OUT, sample_world
from tarokdesk.players.search.solver import Solver


WIN_THIRDS = 107  # 35 2/3: the declarer's side wins (00-general.md "Counting")
DEFEND_THIRDS = 104  # 34 2/3 (= 35 rounded): the defenders win
GAME_BONUS = 90  # a won game outweighs any few card points
ENDGAME_CARDS = 16
"""Cards left in all hands from which the play is searched exactly (Königrufen: the last four
tricks; Tapp-Tarok: the last five)."""


class ExpertPlayer:
    """Until the endgame the standard player's conventions lead the play (the books' plans
    need no search); from ENDGAME_CARDS on, every sampled deal is solved exactly."""

    def __init__(self, seed: object = 0, budget_s: float = 0.3, samples: int = 20):
        self.rng = random.Random(str(seed))
        self.heuristic = HeuristicPlayer(seed)
        self.budget_s = budget_s
        self.samples = samples

    def choose(self, view: SeatView) -> Action:
        return self.decide(view)[0]

    def decide(self, view: SeatView) -> tuple[Action, str]:
        if view.phase != "play" or len(view.legal) == 1 or \
                sum(view.hand_sizes) > ENDGAME_CARDS:
            return self.heuristic.decide(view)
        started = time.perf_counter()
        pack = variant_class(view.variant_id).pack
        know = Knowledge.of(view, pack.cards)
        friends, foes = sides(view, know)
        totals = {a.value: 0.0 for a in view.legal}
        counted = 0
        order = list(view.active)
        for _ in range(self.samples):
            if counted and time.perf_counter() - started > self.budget_s:
                break
            world = sample_world(view, know, self.rng)
            if world is None:
                break
            side = self._side(view, world, friends, foes)
            hands = {seat: tuple(world[seat]) for seat in order if seat != view.seat}
            hands[view.seat] = tuple(view.hand)
            banked = self._banked(view, side, world)
            target = WIN_THIRDS if view.declarer in side else DEFEND_THIRDS
            for card in totals:
                thirds = banked + self._evaluate(view, pack.rank, order, side, hands, card)
                totals[card] += thirds + GAME_BONUS * (thirds >= target)
            counted += 1
        if not counted:
            return self.heuristic.decide(view)
        best = max(totals, key=lambda c: (totals[c], -CARD_THIRDS[c]))
        legal = {a.value: a for a in view.legal}
        average = totals[best] / counted / 3
        return legal[best], (f"search: over {counted} sampled deals this card makes about "
                             f"{average:.1f} more card points for our side")

    @staticmethod
    def _banked(view: SeatView, side: frozenset[int], world) -> int:
        """Card points (thirds) our side already has in this sample: tricks taken, talon parts
        and discards counted for it."""
        thirds = sum(CARD_THIRDS[c] for _, plays, winner in view.tricks if winner in side
                     for _, c in plays)
        ours = "declarer" if view.declarer in side else "defenders"
        for part, owner in zip(view.talon_parts, view.talon_owner):
            if part is not None and owner == ours:
                thirds += sum(CARD_THIRDS[c] for c in part)
        if ours == "declarer":
            thirds += sum(CARD_THIRDS[c] for c in view.own_discards)
        elif any(part is None for part in view.talon_parts):
            thirds += sum(CARD_THIRDS[c] for c in world.get(OUT, ()))  # the hidden talon
        return thirds

    @staticmethod
    def _side(view: SeatView, world, friends: set[int], foes: set[int]) -> frozenset[int]:
        """Our side in this sample: the known friends, and in a Königrufen whose partner is
        still hidden, whoever the sample gave the called king."""
        side = {view.seat} | friends
        called = view.public.get("called")
        if view.variant_id == "koenigrufen" and view.contract in ("rufer", "auf_pagat", "solo") \
                and not friends and called is not None:
            holder = next((s for s, cards in world.items() if s != OUT and called in cards),
                          None)
            if view.seat == view.declarer and holder is not None:
                side.add(holder)
            elif view.seat != view.declarer and holder not in (None, view.declarer):
                side = set(view.active) - {view.declarer, holder}
        return frozenset(side)

    @staticmethod
    def _evaluate(view, rank, order, side, hands, card) -> int:
        solver = Solver(rank, tuple(order), side, ENDGAME_CARDS)
        trick = tuple(view.trick)
        hands = dict(hands)
        hands[view.seat] = tuple(c for c in hands[view.seat] if c != card)
        played = trick + ((view.seat, card),)
        if len(played) == len(order):
            winner = solver.winner(played)
            gained = sum(CARD_THIRDS[c] for _, c in played) if winner in side else 0
            return gained + solver.value(hands, (), winner, 1)
        return solver.value(hands, played, solver.next_seat(view.seat), 1)
