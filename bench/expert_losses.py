"""Where the expert gains and loses against the standard player (run by hand).

The duplicate deals of `tarokdesk tournament --seed S` (deal n is seed "S:n"): each deal is
played once by standard players alone and once with the expert in each person's place. The
expert's units at a seat less the standard player's at the same seat of the all-standard deal
is what the expert made there; it is put down to the phase of the expert's first choice that
differed from the standard player's (bid, call, talon, discard, announce, play), or "same"
when it never differed (the other seats then played alike too: same deal, same choices).
Prints a line per deal and, at the end, per phase: how often, the mean units and their sum.
Usage: python bench/expert_losses.py --variant koenigrufen --seed 1 --deals 30 --jobs 1
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

from tarokdesk.core import Game
from tarokdesk.core.variant import variant_class
from tarokdesk.players import ExpertPlayer, HeuristicPlayer


class Watched(ExpertPlayer):
    """The expert, noting the phase of its first choice that differs from the standard
    player's."""

    first_difference: str | None = None

    def decide(self, view):
        action, why = super().decide(view)
        if self.first_difference is None and action != self.heuristic.choose(view):
            self.first_difference = view.phase
        return action, why


def play(variant_id: str, n_seats: int, seed: str, expert_at: int | None
         ) -> tuple[dict[str, float], str | None]:
    """(units per seat, the phase of the expert's first own choice) of one deal."""
    game = Game.new(variant_id, None, n_seats, 0)
    game.deal_seeded(seed)
    players = [HeuristicPlayer(f"{seed}:{s}:standard") for s in range(n_seats)]
    if expert_at is not None:
        players[expert_at] = Watched(f"{seed}:{expert_at}:expert")
    while not game.is_terminal:
        game.apply(players[game.person_to_act].choose(game.view(game.to_move)))
    watched = players[expert_at] if expert_at is not None else None
    return game.result["totals"], getattr(watched, "first_difference", None)


def deal(task: tuple) -> list[tuple[str, float]]:
    """(phase, expert's units less the standard's) for each person's place of one deal."""
    variant_id, n_seats, seed = task
    base, _ = play(variant_id, n_seats, seed, None)
    persons = Game.new(variant_id, None, n_seats, 0).variant.seating.persons()
    found = []
    for seat in persons:
        totals, phase = play(variant_id, n_seats, seed, seat)
        found.append((phase or "same", totals[str(seat)] - base[str(seat)]))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variant", default="koenigrufen")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    n_seats = variant_class(args.variant).seat_counts[0]
    tasks = [(args.variant, n_seats, f"{args.seed}:{n}")
             for n in range(args.first, args.first + args.deals)]
    by_phase: dict[str, list[float]] = defaultdict(list)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for (_, _, seed), found in zip(tasks, pool.map(deal, tasks)):
            for phase, units in found:
                by_phase[phase].append(units)
            print(json.dumps({"deal": seed, "seats": found}), flush=True)
    summary = {phase: {"n": len(v), "mean": round(sum(v) / len(v), 3), "sum": round(sum(v), 2)}
               for phase, v in sorted(by_phase.items())}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
