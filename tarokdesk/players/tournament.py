"""Duplicate tournaments: every deal is played once with each seat given to player A and the
others to B, so both hold every hand; the figure is A's mean units per deal with a 95 %
confidence interval over the deals. The deals are independent and seeded, so they may be
played on several processes with the same result."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from tarokdesk.core import Game
from tarokdesk.core.variant import variant_class
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.players.driver import play_out


@dataclass
class TournamentResult:
    variant: str
    a: str
    b: str
    deals: int
    mean: float
    ci95: float
    per_deal: list[float]

    def to_json(self) -> dict:
        return {"variant": self.variant, "a": self.a, "b": self.b, "deals": self.deals,
                "mean": round(self.mean, 4), "ci95": round(self.ci95, 4),
                "interval": [round(self.mean - self.ci95, 4), round(self.mean + self.ci95, 4)]}


def duplicate_deal(variant_id: str, n_seats: int, seed: str, a: str, b: str,
                   options: dict | None = None) -> float:
    """A's mean units over the rotations of one deal."""
    units = []
    dealer = 0
    first = Game.new(variant_id, options, n_seats, dealer)
    persons = first.variant.persons()  # A sits at each person's place (C1: not a dummy's)
    for seat_a in [s for s in first.state.active if s in persons]:
        players = [PLAYER_KINDS[a if s == seat_a else b](f"{seed}:{s}:{a if s == seat_a else b}")
                   for s in range(n_seats)]
        game = Game.new(variant_id, options, n_seats, dealer)
        game.deal_seeded(seed)
        play_out(game, players)
        units.append(game.result["totals"][str(seat_a)])
    return sum(units) / len(units)


def _duplicate_deal(task: tuple) -> float:
    return duplicate_deal(*task)


def _results(tasks: list[tuple], jobs: int) -> Iterator[float]:
    """Every deal's figure, in the order of the deals."""
    if jobs <= 1:
        yield from map(_duplicate_deal, tasks)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_duplicate_deal, tasks)


def run_tournament(variant_id: str, deals: int, seed: str, a: str, b: str,
                   progress: Callable[[int, int], None] | None = None,
                   jobs: int = 1, options: dict | None = None) -> TournamentResult:
    for kind in (a, b):
        if kind not in PLAYER_KINDS:
            raise ValueError(f"unknown player level {kind!r}; known: {sorted(PLAYER_KINDS)}")
    n_seats = variant_class(variant_id).seat_counts[0]
    variant_class(variant_id).resolve_options(options or {})  # refuse bad options at once
    tasks = [(variant_id, n_seats, f"{seed}:{number}", a, b, options)
             for number in range(deals)]
    per_deal = []
    for value in _results(tasks, jobs):
        per_deal.append(value)
        if progress:
            progress(len(per_deal), deals)
    mean = sum(per_deal) / len(per_deal) if per_deal else 0.0
    if len(per_deal) > 1:
        variance = sum((x - mean) ** 2 for x in per_deal) / (len(per_deal) - 1)
        ci95 = 1.96 * math.sqrt(variance / len(per_deal))
    else:
        ci95 = float("inf")
    return TournamentResult(variant_id, a, b, deals, mean, ci95, per_deal)
