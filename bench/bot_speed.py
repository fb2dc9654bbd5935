"""Decision time of the computer players per level and phase (run by hand).

Plays DEALS deals of each variant with every seat at one level and times each decision in
CPU time of this process (what it would take on an idle machine: the budgets are counted in
nodes, so a busy machine makes the wall-clock time longer but not the decisions different).
The last line is a JSON object {level: {"p50_ms", "p95_ms", "p99_ms"}} over all phases.
Usage: python bench/bot_speed.py [--deals 40] [--levels beginner,standard,expert]
                                [--variants koenigrufen:4,tapp-tarok:3,grosstarok:3]
The Whist expert's card play by DDS: python bench/bot_speed.py --deals 4 --levels expert
--variants whist:4 (here p50 8 ms, p95 98 ms, p99 206 ms a decision, CPU time on a busy
machine; before its node budget 26, 406 and 865 ms).
"""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict

from tarokdesk.core import Game
from tarokdesk.players import PLAYER_KINDS


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def measure(level: str, deals: int, tables: list[tuple[str, int]]) -> dict[str, list[float]]:
    times: dict[str, list[float]] = defaultdict(list)
    for variant, seats in tables:
        for number in range(deals):
            players = [PLAYER_KINDS[level](f"{number}:{s}") for s in range(seats)]
            game = Game.new(variant, None, seats, dealer=number % seats)
            game.deal_seeded(f"bench:{number}")
            while not game.is_terminal:
                view = game.view(game.to_move)
                started = time.process_time()
                action = players[game.to_move].choose(view)
                times[game.phase].append((time.process_time() - started) * 1000)
                game.apply(action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--levels", default="beginner,standard,expert")
    parser.add_argument("--variants", default="koenigrufen:4,tapp-tarok:3",
                        help="variant:seats, comma-separated")
    args = parser.parse_args()
    tables = [(name, int(seats)) for name, seats in
              (entry.split(":") for entry in args.variants.split(","))]
    summary = {}
    for level in args.levels.split(","):
        times = measure(level, args.deals, tables)
        every = [t for phase in times.values() for t in phase]
        for phase, values in sorted(times.items()):
            print(f"{level:9} {phase:9} n={len(values):6}  p50 {percentile(values, .5):7.2f} ms"
                  f"  p95 {percentile(values, .95):7.2f} ms  p99 {percentile(values, .99):7.2f} ms")
        summary[level] = {"p50_ms": round(percentile(every, .5), 2),
                          "p95_ms": round(percentile(every, .95), 2),
                          "p99_ms": round(percentile(every, .99), 2)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
